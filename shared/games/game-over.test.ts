// The engine's gate: once the game is over every game action is refused in the same words, in act and in
// replay; the engine's own actions that make sense after the end (undo, notes, rule and data edits) still work.
import { describe, expect, it } from 'vitest';
import { Campaign } from '../engine/campaign';
import { GAME_OVER } from '../engine/sequence';
import type { BaseState, GameModule } from '../engine/types';
import { allianceCampaign, finishTurnQuietly, playCards } from '../test/fixtures';
import { alliance } from './alliance/module';
import { napoleonsImperium } from './napoleons-imperium/module';
import { advance, niCampaign, playTo } from './napoleons-imperium/testing';

/** Every action of the game itself (not the engine's), each refused with "The game is over.", changing nothing. */
function everyGameActionRefused<S extends BaseState>(c: Campaign<S>, module: GameModule<S>): void {
  const before = c.state;
  const len = c.entries.length;
  const types = Object.keys(module.actions);
  expect(types.length).toBeGreaterThan(10);
  for (const type of types) expect(() => c.act(type, {}), type).toThrow(GAME_OVER);
  expect(() => c.act('sequence.next', {})).toThrow(GAME_OVER);
  expect(c.state).toBe(before);
  expect(c.entries.length).toBe(len);
}

describe('after the game is over', () => {
  it('Alliance: after a sudden death every game action is refused with "The game is over" (income.homeland and defeat.declare too); undo takes it back', () => {
    const c = allianceCampaign([['A', 'france'], ['B', 'britain'], ['C', 'spain']]);
    playCards(c, { france: [30, 'turkey'], britain: [20, 'turkey'], spain: [10, 'turkey'] });
    finishTurnQuietly(c);
    c.act('defeat.declare', { power: 'britain', conqueror: 'france' });
    c.act('sequence.next', {});
    expect(c.state.gameOver?.reason).toMatch(/^Sudden death/);
    const winners = c.state.gameOver!.winners;
    // The two the game used to accept, with payloads its own validate would take.
    expect(() => c.act('income.homeland', { power: 'spain', value: 4 })).toThrow(GAME_OVER);
    expect(() => c.act('defeat.declare', { power: 'spain', conqueror: 'france' })).toThrow(GAME_OVER);
    everyGameActionRefused(c, alliance);
    expect(c.state.gameOver!.winners).toEqual(winners);
    // The engine's own: a note is still taken; undo takes back the sudden death, and the game plays on.
    c.act('note', { text: 'Checked the board' });
    c.undo();
    c.undo();
    expect(c.state.gameOver).toBeNull();
    c.act('income.homeland', { power: 'spain', value: 4 });
  });

  it('Alliance: a file with a game action after the end does not load', () => {
    const c = allianceCampaign([['A', 'france'], ['B', 'britain'], ['C', 'spain']]);
    playCards(c, { france: [30, 'turkey'], britain: [20, 'turkey'], spain: [10, 'turkey'] });
    finishTurnQuietly(c);
    c.act('defeat.declare', { power: 'britain', conqueror: 'france' });
    c.act('sequence.next', {});
    const file = c.toFile();
    const last = file.entries[file.entries.length - 1]!;
    const forged = { ...last, seq: last.seq + 1, type: 'income.homeland', payload: { power: 'spain', value: 4 }, title: 'Spain homeland 4' };
    expect(() => Campaign.load(alliance, { header: file.header, entries: [...file.entries, forged] })).toThrow(/cannot be replayed: The game is over/);
    expect(Campaign.load(alliance, file).state.gameOver).not.toBeNull();
  });

  it('Napoleon’s Imperium: at the end of the game every game action is refused with "The game is over"; undo takes it back', () => {
    const c = niCampaign({ id: 'ni-over', seed: 7 });
    playTo(c, 1799, 'ru', 'notice');
    c.act('end.notice', { vote: 'majority' });
    for (let guard = 0; guard < 400 && !c.state.gameOver; guard++) advance(c);
    expect(c.state.gameOver).not.toBeNull();
    everyGameActionRefused(c, napoleonsImperium);
    c.act('note', { text: 'Final scores read out' });
    c.undo();
    c.undo();
    expect(c.state.gameOver).toBeNull();
  });
});

describe('the engine refuses an action outside its steps, in the game’s words', () => {
  it('Alliance: Gold is collected only at the Winter Gold collection', () => {
    const c = allianceCampaign();
    expect(() => c.act('winter.collect', {})).toThrow('Not now: this is done at the Winter Gold collection.');
    expect(() => c.act('battle.choose', { power: 'france', battle: 1 })).toThrow('Not now: this is done at the Battle Phase.');
  });
});
