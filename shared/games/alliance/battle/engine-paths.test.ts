// The optimised paths of the exact engine (packed numeric keys, arithmetic key updates, small
// hit-cache keys, pooled slots) must give exactly the same numbers as the plain paths.
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { describe, expect, it } from 'vitest';
import type { EngineOptions } from './core';
import { computeBattleOdds, type AllianceOddsResult } from './odds';
import { parseAllianceBattleInput } from './schema';
import { BATTLE_EXAMPLE, GROUP_B } from './test/fixtures';
import { randomBattle } from './test/random-battle';

const PLAIN: EngineOptions = { codec: 'string', fastPath: false, smallPmfKeys: false };

function same(a: AllianceOddsResult, b: AllianceOddsResult, label: string): void {
  const close = (x: number, y: number, what: string) => expect(Math.abs(x - y), `${label}: ${what}`).toBeLessThan(1e-12);
  close(a.attackerHolds, b.attackerHolds, 'attackerHolds');
  close(a.events.battlefieldSwitch, b.events.battlefieldSwitch, 'switch');
  for (const r of new Set([...Object.keys(a.rounds), ...Object.keys(b.rounds)])) close(a.rounds[r] ?? 0, b.rounds[r] ?? 0, `rounds ${r}`);
  for (const [id, x] of Object.entries(a.blocks)) {
    const y = b.blocks[id];
    expect(y).toBeDefined();
    if (!y) continue;
    x.strengthDistribution.forEach((p, s) => close(p, y.strengthDistribution[s] ?? 0, `${id} str ${s}`));
    close(x.retreated, y.retreated, `${id} retreated`);
    close(x.eliminated, y.eliminated, `${id} eliminated`);
  }
}

describe('optimised engine paths agree with the plain ones', () => {
  it('on the Group B battles and the Battle Example', () => {
    for (const [name, input] of Object.entries({ ...GROUP_B, BE: BATTLE_EXAMPLE })) {
      const { setup } = parseAllianceBattleInput(input);
      same(computeBattleOdds(setup), computeBattleOdds(setup, undefined, PLAIN), name);
    }
  });

  it('on 60 random battles (policies, reserves, fleets, fortresses, HQs)', () => {
    const gen = xoroshiro128plus(424242);
    for (let k = 0; k < 60; k++) {
      const input = randomBattle(gen, 8);
      const { setup } = parseAllianceBattleInput(input);
      const fast = computeBattleOdds(setup);
      same(fast, computeBattleOdds(setup, undefined, PLAIN), `battle ${k} ${JSON.stringify(input)}`);
      same(fast, computeBattleOdds(setup, undefined, { fastPath: false }), `battle ${k} (no fast path)`);
    }
  });

  it('with the ifBetter extension policy (exact look-ahead inside the chain)', () => {
    const gen = xoroshiro128plus(7);
    for (let k = 0; k < 15; k++) {
      const input = randomBattle(gen, 7);
      const { setup } = parseAllianceBattleInput({ ...input, policy: { ...input.policy, hqExtension: 'ifBetter' } });
      same(computeBattleOdds(setup), computeBattleOdds(setup, undefined, PLAIN), `ifBetter battle ${k}`);
    }
  });
});
