// Big battles roll many dice in one slot: the probability left over after each hit total is a
// running difference, and rounding can take it a hair below zero. That must never reach the user
// as "Invalid initial probability -2.6e-15" (found in QA: 16 blocks a side in the calculator).
import { describe, expect, it } from 'vitest';
import { computeAllianceOdds } from './odds';
import { battle, blk } from './test/fixtures';

describe('many dice in one slot', () => {
  it('16 blocks against 16 (45 cavalry dice fire together) gives odds that sum to 1', () => {
    const blocks = [
      ...Array.from({ length: 16 }, (_, i) => blk(`a${i}`, 'attacker', 'infantry', 'C2', 3, { maxStrength: 4 })),
      blk('d0', 'defender', 'infantry', 'C2', 3, { maxStrength: 4 }),
      ...Array.from({ length: 15 }, (_, i) => blk(`d${i + 1}`, 'defender', 'cavalry', 'B2', 3, { maxStrength: 4 })),
    ];
    const r = computeAllianceOdds(battle('land', blocks));
    expect(r.attackerHolds).toBeGreaterThanOrEqual(0);
    expect(r.attackerHolds + r.defenderHolds).toBeCloseTo(1, 9);
  }, 60_000);
});
