import { describe, expect, it } from 'vitest';
import { AllianceInputError } from './errors';
import { computeAllianceOdds } from './odds';
import { parseAllianceBattleInput } from './schema';
import { BATTLE_EXAMPLE, battle, blk } from './test/fixtures';

function fieldOf(input: unknown): string {
  try {
    computeAllianceOdds(input);
  } catch (e) {
    expect(e).toBeInstanceOf(AllianceInputError);
    return (e as AllianceInputError).field;
  }
  throw new Error('expected an AllianceInputError');
}

const D = blk('d', 'defender', 'infantry', 'C2', 2);
const A = blk('a', 'attacker', 'infantry', 'C3', 2);
const ok = () => [D, A];

describe('input validation names the field', () => {
  const cases: [string, unknown, string][] = [
    ['not an object', 'nope', ''],
    ['wrong game', { ...battle('land', ok()), game: 'borders' }, 'game'],
    ['bad location', battle('mountain' as 'land', ok()), 'location'],
    ['no blocks', battle('land', []), 'blocks'],
    ['unknown top-level field', { ...battle('land', ok()), extra: 1 }, 'extra'],
    ['unknown block field', battle('land', [{ ...D, colour: 'red' }, A]), 'blocks[0].colour'],
    ['bad firepower letter', battle('land', [blk('d', 'defender', 'infantry', 'E2', 2), A]), 'blocks[0].firepower'],
    ['bad firepower number', battle('land', [blk('d', 'defender', 'infantry', 'C9', 2), A]), 'blocks[0].firepower'],
    ['strength above 4', battle('land', [D, blk('a', 'attacker', 'infantry', 'C3', 5)]), 'blocks[1].strength'],
    ['strength above maxStrength', battle('land', [D, blk('a', 'attacker', 'hq', 'B4', 3, { maxStrength: 2 })]), 'blocks[1].strength'],
    ['army at strength 0', battle('land', [blk('d', 'defender', 'infantry', 'C2', 0), A]), 'blocks[0].strength'],
    ['non-integer strength', battle('land', [blk('d', 'defender', 'infantry', 'C2', 1.5), A]), 'blocks[0].strength'],
    ['fleet in a land battle', battle('land', [...ok(), blk('f', 'attacker', 'fleet', 'D2', 2)]), 'blocks[2].type'],
    ['army at sea', battle('sea', [blk('f', 'defender', 'fleet', 'D2', 2), blk('a', 'attacker', 'infantry', 'C3', 2)]), 'blocks[1].type'],
    ['fleet not rated D', battle('coastal', [...ok(), blk('f', 'attacker', 'fleet', 'C2', 2)]), 'blocks[2].firepower'],
    ['duplicate id', battle('land', [...ok(), blk('a', 'attacker', 'infantry', 'C3', 2)]), 'blocks[2].id'],
    ['no defender', battle('land', [blk('a', 'attacker', 'infantry', 'C3', 2), blk('b', 'attacker', 'infantry', 'C3', 2)]), 'blocks'],
    ['only reserves on a side', battle('land', [D, blk('a', 'attacker', 'infantry', 'C3', 2, { reserve: true })]), 'blocks'],
    ['fortress reserve', battle('land', [...ok(), blk('f', 'defender', 'fortress', 'C2', 2, { reserve: true })]), 'blocks[2].reserve'],
    ['round-1 modifier on a reserve', battle('land', [...ok(), blk('r', 'attacker', 'infantry', 'C2', 2, { reserve: true, round1Modifier: 1 })]), 'blocks[2].round1Modifier'],
    ['owner on both sides', battle('land', [blk('d', 'defender', 'infantry', 'C2', 2, { owner: 'x' }), blk('a', 'attacker', 'infantry', 'C3', 2, { owner: 'x' })]), 'blocks[1].owner'],
    ['bad side', battle('land', [blk('d', 'neutral' as 'defender', 'infantry', 'C2', 2), A]), 'blocks[0].side'],
    ['bad type', battle('land', [blk('d', 'defender', 'dragon', 'C2', 2), A]), 'blocks[0].type'],
    ['bad tie-break kind', battle('land', ok(), { policy: { tieBreak: { kind: 'random' } } }), 'policy.tieBreak.kind'],
    ['unknown id in priority', battle('land', ok(), { policy: { tieBreak: { kind: 'priority', order: ['zz'] } } }), 'policy.tieBreak.order[0]'],
    ['withdraw in round 1', battle('land', ok(), { policy: { retreat: { attacker: { kind: 'withdrawAtRound', round: 1 } } } }), 'policy.retreat.attacker.round'],
    ['negative ratio', battle('land', ok(), { policy: { retreat: { defender: { kind: 'strengthRatio', ratio: -1 } } } }), 'policy.retreat.defender.ratio'],
    ['bad extension policy', battle('land', ok(), { policy: { hqExtension: 'sometimes' } }), 'policy.hqExtension'],
    ['negative capacity', battle('land', ok(), { policy: { retreatCapacity: { attacker: -1 } } }), 'policy.retreatCapacity.attacker'],
    ['capacity for an unknown owner', battle('land', ok(), { policy: { retreatCapacity: { byOwner: { ghost: 1 } } } }), 'policy.retreatCapacity.byOwner.ghost'],
    ['card out of range', battle('land', ok(), { cards: { france: 43 } }), 'cards.france'],
    ['position round 0', battle('land', ok(), { position: { round: 0 } }), 'position.round'],
    ['position unknown block', battle('land', ok(), { position: { blocks: { zz: { strength: 1 } } } }), 'position.blocks.zz'],
    ['position strength above max', battle('land', [D, blk('a', 'attacker', 'infantry', 'C3', 2, { maxStrength: 2 })], { position: { blocks: { a: { strength: 3 } } } }), 'position.blocks.a.strength'],
    ['position half-hit on infantry', battle('land', ok(), { position: { blocks: { d: { halfHit: true } } } }), 'position.blocks.d.halfHit'],
    ['position retreat in round 1', battle('land', ok(), { position: { blocks: { d: { status: 'retreated' } } } }), 'position.blocks.d.status'],
    ['position switched in round 1', battle('land', ok(), { position: { switched: true } }), 'position.switched'],
    ['position acted block from another slot', battle('land', ok(), { position: { slot: 'C-defender', acted: ['a'] } }), 'position.acted[0]'],
    ['position bad slot', battle('land', ok(), { position: { slot: 'E-defender' } }), 'position.slot'],
  ];
  for (const [name, input, field] of cases) {
    it(name, () => {
      expect(fieldOf(input)).toBe(field);
    });
  }

  it('messages are readable', () => {
    try {
      computeAllianceOdds(battle('land', [...ok(), blk('f', 'attacker', 'fleet', 'D2', 2)]));
    } catch (e) {
      expect((e as Error).message).toMatch(/^blocks\[2\]\.type: fleets cannot fight in a land battle/);
    }
  });
});

describe('valid input', () => {
  it('fills defaults and keeps the policy named', () => {
    const { setup } = parseAllianceBattleInput(BATTLE_EXAMPLE);
    expect(setup.policy.tieBreak.kind).toBe('lowestFirepowerFirst');
    expect(setup.policy.hqExtension).toBe('never');
    const nap = setup.blocks.find((b) => b.id === 'napoleon');
    expect(nap).toMatchObject({ letter: 'B', fireNumber: 4, maxStrength: 3, reserve: false, round1Modifier: 0 });
    expect(setup.warnings).toEqual([]);
  });

  it('warns (does not fail) outside the rulebook firepower ranges', () => {
    const { setup } = parseAllianceBattleInput(battle('land', [blk('d', 'defender', 'artillery', 'A4', 2), blk('a', 'attacker', 'cavalry', 'A1', 2)]));
    expect(setup.warnings.length).toBe(1);
    expect(setup.warnings[0]).toMatch(/artillery A4/);
  });
});
