// Battles fought inside a campaign: set-up and every step are log entries with their dice.
import { describe, expect, it } from 'vitest';
import { Campaign } from '../../engine/campaign';
import { A12_BATTLE as A12, allianceCampaign, battleAtBavaria, fightOut } from '../../test/fixtures';
import { fightPending } from './battle-actions';
import { alliance } from './module';

const toBattle = () => battleAtBavaria(allianceCampaign(), ['france'], ['austria']);

describe('a battle fought in the campaign', () => {
  it('follows the battle-turn order (A12), takes table dice, and undoes step by step', () => {
    const c = toBattle();
    expect(() => c.act('battle.step', { battle: 1, action: { type: 'fire', blockId: 'fr-art' } })).toThrow(/Set up the battle/);
    c.act('battle.setup', { battle: 1, input: A12 });
    const fight = () => c.state.battles[0]!.fight!;
    // A12: French Art → British Cav → French Inf → British Inf.
    expect(fightPending(fight())).toMatchObject({ kind: 'turn', blockId: 'fr-art' });
    expect(() => c.act('battle.step', { battle: 1, action: { type: 'fire', blockId: 'gb-cav' } })).toThrow(/fr-art/);
    expect(() => c.act('battle.step', { battle: 1, action: { type: 'retreat', blockId: 'fr-art' } })).toThrow();
    const miss = c.act('battle.step', { battle: 1, action: { type: 'fire', blockId: 'fr-art' } }, { physicalDice: [[5]] });
    expect(miss.dice![0]).toMatchObject({ faces: [5], source: 'table', count: 1 });
    expect(fightPending(fight())).toMatchObject({ kind: 'turn', blockId: 'gb-cav' });
    // British Cav B2 rolls 2, 6: one hit on the strongest French block (both at 1: a tie the owner settles).
    c.act('battle.step', { battle: 1, action: { type: 'fire', blockId: 'gb-cav' } }, { physicalDice: [[2, 6]] });
    // The dice of that fire are kept with the fight for the table to read: B2 hits on 1-2.
    expect(fight().lastRoll).toEqual({ blockId: 'gb-cav', faces: [2, 6], threshold: 2, source: 'table' });
    const p = fightPending(fight());
    expect(p.kind).toBe('assignHit');
    c.act('battle.step', { battle: 1, action: { type: 'assignHit', blockId: 'fr-inf' } });
    expect(fight().lastRoll).toBeUndefined();
    expect(fight().state.blocks['fr-inf']).toMatchObject({ strength: 0, status: 'eliminated' });
    c.undo();
    expect(fightPending(fight()).kind).toBe('assignHit');
    c.redo();
    expect(Campaign.load(alliance, c.toFile()).state).toEqual(c.state);
  });

  it('writes the outcome back to the campaign and passes the choice on', () => {
    const c = toBattle();
    c.act('battle.setup', { battle: 1, input: A12 });
    // Play it out with the app's dice, firing on every turn and letting ties go to the first candidate.
    fightOut(c);
    const b = c.state.battles[0]!;
    expect(b.status).toBe('resolved');
    expect(['attacker-holds', 'defender-holds']).toContain(b.outcome);
    expect(() => c.act('battle.step', { battle: 1, action: { type: 'pass', blockId: 'fr-art' } })).toThrow(/not open/);
    c.act('sequence.next', {});
    expect(c.state.position.stepId).toBe('end-checks');
    expect(Campaign.load(alliance, c.toFile()).state).toEqual(c.state);
  });

  it('refuses an impossible battle with the field that is wrong', () => {
    const c = toBattle();
    expect(() => c.act('battle.setup', { battle: 1, input: { location: 'land', blocks: [A12.blocks[0]] } })).toThrow(/cannot be fought as entered/);
    expect(() => c.act('battle.setup', { battle: 1, input: { ...A12, blocks: [{ ...A12.blocks[0], strength: 9 }, A12.blocks[2]] } })).toThrow(/strength/);
    expect(c.state.battles[0]!.fight).toBeUndefined();
  });

  it('Napoléon eliminated is a French defeat at the end of the Game Turn', () => {
    const c = toBattle();
    c.act('battle.setup', {
      battle: 1,
      input: {
        location: 'land',
        blocks: [
          { id: 'nap', name: 'HQ (Napoléon)', side: 'attacker', type: 'hq', firepower: 'B3', strength: 1 },
          { id: 'au', name: 'Austrian Art', side: 'defender', type: 'artillery', firepower: 'A3', strength: 1 },
        ],
      },
    });
    c.act('battle.step', { battle: 1, action: { type: 'fire', blockId: 'au' } }, { physicalDice: [[1]] });
    expect(c.state.battles[0]!.status).toBe('resolved');
    expect(c.state.suddenDeath).toMatchObject({ empire: 'france', reason: 'Napoléon is killed' });
  });
});
