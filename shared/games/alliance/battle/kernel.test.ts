// The side-config kernel (kernel.ts) must give the same numbers as the general engine, which
// plays every state through core.ts's advance(): the plain path (string keys, no fast paths) is
// the slow, straightforward reference.
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { describe, expect, it } from 'vitest';
import { BATTLE_EXAMPLE_INPUT, LARGEST_BATTLE_INPUT } from '../../../../bench/odds';
import { advance, compile, workFromPosition, type EngineOptions } from './core';
import { KERNEL_DECIDER, KernelOverflow, kernelApplies, runKernel } from './kernel';
import { computeBattleOdds, type AllianceOddsResult } from './odds';
import { parseAllianceBattleInput } from './schema';
import { BATTLE_EXAMPLE, GROUP_B } from './test/fixtures';
import { randomBattle } from './test/random-battle';

const PLAIN: EngineOptions = { codec: 'string', fastPath: false, smallPmfKeys: false };
const GENERAL: EngineOptions = { kernel: false };
const KERNEL: EngineOptions = { kernel: true };

function same(a: AllianceOddsResult, b: AllianceOddsResult, label: string): void {
  const close = (x: number, y: number, what: string) => expect(Math.abs(x - y), `${label}: ${what}`).toBeLessThan(1e-12);
  close(a.attackerHolds, b.attackerHolds, 'attackerHolds');
  close(a.defenderHolds, b.defenderHolds, 'defenderHolds');
  close(a.expectedRounds, b.expectedRounds, 'expectedRounds');
  close(a.events.battlefieldSwitch, b.events.battlefieldSwitch, 'switch');
  close(a.events.anyHqLost.attacker, b.events.anyHqLost.attacker, 'anyHqLost attacker');
  close(a.events.anyHqLost.defender, b.events.anyHqLost.defender, 'anyHqLost defender');
  close(a.expectedLosses.attacker, b.expectedLosses.attacker, 'losses attacker');
  close(a.expectedLosses.defender, b.expectedLosses.defender, 'losses defender');
  close(a.totalProbability, 1, 'total probability');
  for (const r of new Set([...Object.keys(a.rounds), ...Object.keys(b.rounds)])) close(a.rounds[r] ?? 0, b.rounds[r] ?? 0, `rounds ${r}`);
  expect(Object.keys(a.blocks).sort()).toEqual(Object.keys(b.blocks).sort());
  for (const [id, x] of Object.entries(a.blocks)) {
    const y = b.blocks[id];
    if (!y) continue;
    expect(x.strengthDistribution.length, `${label}: ${id} distribution length`).toBe(y.strengthDistribution.length);
    x.strengthDistribution.forEach((p, s) => close(p, y.strengthDistribution[s] ?? 0, `${id} str ${s}`));
    close(x.expectedStrength, y.expectedStrength, `${id} expected strength`);
    close(x.retreated, y.retreated, `${id} retreated`);
    close(x.eliminated, y.eliminated, `${id} eliminated`);
  }
}

/** A random battle under the default policy (the kernel's domain), keeping its tie-break rule. */
function defaultPolicyBattle(gen: ReturnType<typeof xoroshiro128plus>, n: number) {
  const input = randomBattle(gen, n);
  return { ...input, policy: input.policy?.tieBreak ? { tieBreak: input.policy.tieBreak } : {} };
}

describe('kernel', () => {
  it('Battle Example [BE]: the same odds, states and final states as the general engine and the plain reference', () => {
    for (const input of [BATTLE_EXAMPLE, BATTLE_EXAMPLE_INPUT]) {
      const { setup } = parseAllianceBattleInput(input);
      const fast = computeBattleOdds(setup, undefined, KERNEL);
      const general = computeBattleOdds(setup, undefined, GENERAL);
      same(fast, computeBattleOdds(setup, undefined, PLAIN), 'BE vs plain');
      same(fast, general, 'BE vs general');
      expect(fast.statesExplored).toBe(general.statesExplored);
      expect(fast.finalStates).toBe(general.finalStates);
      // The default options use the kernel.
      same(computeBattleOdds(setup), fast, 'BE default options');
    }
  });

  it('pooled stage and final tables: a small, a large and the small battle again give the same odds as the general engine', () => {
    // Tables emptied by one run are reused by the next: nothing may leak between runs, not even in the
    // last bit (the CLI's --batch and a fresh process must print the same numbers).
    const small = parseAllianceBattleInput(BATTLE_EXAMPLE_INPUT).setup;
    const large = parseAllianceBattleInput(LARGEST_BATTLE_INPUT).setup;
    const first = computeBattleOdds(small, undefined, KERNEL);
    const big = computeBattleOdds(large, undefined, KERNEL);
    const again = computeBattleOdds(small, undefined, KERNEL);
    same(first, computeBattleOdds(small, undefined, GENERAL), 'BE first run vs general');
    same(again, first, 'BE after the large battle');
    expect(again).toStrictEqual(first);
    expect(again.finalStates).toBe(first.finalStates);
    const bigAgain = computeBattleOdds(large, undefined, KERNEL);
    same(bigAgain, big, 'largest battle run twice');
    expect(bigAgain).toStrictEqual(big);
    expect(big.statesExplored).toBe(169_740);
    expect(bigAgain.finalStates).toBe(big.finalStates);
  });

  it('the Group B battles (fortress, fleets, reserves, round-1 modifier)', () => {
    for (const [name, input] of Object.entries(GROUP_B)) {
      const { setup } = parseAllianceBattleInput(input);
      same(computeBattleOdds(setup, undefined, KERNEL), computeBattleOdds(setup, undefined, PLAIN), name);
    }
  });

  it('falls back to the general engine when a side has too many configurations', () => {
    const { setup } = parseAllianceBattleInput(BATTLE_EXAMPLE_INPUT);
    const general = computeBattleOdds(setup, undefined, GENERAL);
    const capped = computeBattleOdds(setup, undefined, { kernel: true, kernelMaxConfigs: 20 });
    same(capped, general, 'BE with the kernel capped');
    expect(capped.statesExplored).toBe(general.statesExplored);
    const b = compile(setup);
    const w = workFromPosition(b, undefined);
    advance(b, w, KERNEL_DECIDER);
    expect(kernelApplies(b, w)).toBe(true);
    expect(() => runKernel(b, w, { maxConfigs: 20 })).toThrow(KernelOverflow);
  });

  it('falls back to the general engine when a stage outgrows its grid', () => {
    const { setup } = parseAllianceBattleInput(BATTLE_EXAMPLE_INPUT);
    const general = computeBattleOdds(setup, undefined, GENERAL);
    // The Battle Example's busier stages have more than 4 rows of 64 cells.
    const capped = computeBattleOdds(setup, undefined, { kernel: true, kernelMaxGridCells: 4 * 64 });
    same(capped, general, 'BE with the grid capped');
    expect(capped.statesExplored).toBe(general.statesExplored);
    const b = compile(setup);
    const w = workFromPosition(b, undefined);
    advance(b, w, KERNEL_DECIDER);
    expect(() => runKernel(b, w, { maxGridCells: 4 * 64 })).toThrow(KernelOverflow);
    // A grid left half-filled by the overflow is not reused: the next run matches a fresh one.
    expect(computeBattleOdds(setup, undefined, KERNEL)).toStrictEqual(computeBattleOdds(setup, undefined, KERNEL));
  });

  it('a run\'s final states stay readable after later runs reuse the kernel\'s tables', () => {
    const run = (input: unknown) => {
      const b = compile(parseAllianceBattleInput(input).setup);
      const w = workFromPosition(b, undefined);
      advance(b, w, KERNEL_DECIDER);
      return runKernel(b, w);
    };
    const first = run(BATTLE_EXAMPLE_INPUT);
    run(LARGEST_BATTLE_INPUT);
    const outcomes = new Map<string, number>();
    first.factored?.forEachOutcome((r, winner, sw, p) => outcomes.set(`${r} ${winner} ${sw}`, p));
    let count = 0;
    let total = 0;
    const fromFinals = new Map<string, number>();
    first.forEachFinal((t, p) => {
      count++;
      total += p;
      const k = `${t.endRound} ${t.winner} ${t.switched}`;
      fromFinals.set(k, (fromFinals.get(k) ?? 0) + p);
    });
    expect(count).toBe(first.finalStates);
    expect(count).toBe(829);
    expect(Math.abs(total - 1)).toBeLessThan(1e-13);
    expect([...fromFinals.keys()].sort()).toEqual([...outcomes.keys()].sort());
    for (const [k, p] of fromFinals) expect(Math.abs(p - (outcomes.get(k) as number)), k).toBeLessThan(1e-14);
  });

  it('the largest realistic battle (8 v 8)', () => {
    const { setup } = parseAllianceBattleInput(LARGEST_BATTLE_INPUT);
    const fast = computeBattleOdds(setup, undefined, KERNEL);
    const general = computeBattleOdds(setup, undefined, GENERAL);
    same(fast, general, '8 v 8');
    expect(fast.statesExplored).toBe(general.statesExplored);
    expect(fast.finalStates).toBe(general.finalStates);
  });

  it('agrees with the general engine to 1e-13 on every probability and expectation (it sums in another order, never differently)', () => {
    // The kernel sums a stage's successors by firing config before placing them, so its last
    // bits differ from the general engine's; the gap on these battles is at most 3e-14.
    const probs = (r: AllianceOddsResult): number[] => [
      r.attackerHolds, r.defenderHolds, r.events.battlefieldSwitch, r.events.anyHqLost.attacker, r.events.anyHqLost.defender,
      ...Object.keys(r.rounds).sort().map((k) => r.rounds[k] as number),
      ...Object.keys(r.blocks).sort().flatMap((id) => {
        const x = r.blocks[id] as AllianceOddsResult['blocks'][string];
        return [...x.strengthDistribution, x.eliminated, x.retreated];
      }),
    ];
    const expectations = (r: AllianceOddsResult): number[] => [
      r.expectedRounds, r.expectedLosses.attacker, r.expectedLosses.defender, ...Object.keys(r.blocks).sort().map((id) => r.expectedStrength[id] as number),
    ];
    const gen = xoroshiro128plus(31337);
    const inputs: unknown[] = [BATTLE_EXAMPLE_INPUT, LARGEST_BATTLE_INPUT];
    for (let k = 0; k < 30; k++) inputs.push(defaultPolicyBattle(gen, 9));
    for (const [k, input] of inputs.entries()) {
      const { setup } = parseAllianceBattleInput(input);
      const fast = computeBattleOdds(setup, undefined, KERNEL);
      const general = computeBattleOdds(setup, undefined, GENERAL);
      expect(fast.statesExplored, `battle ${k} states`).toBe(general.statesExplored);
      expect(fast.finalStates, `battle ${k} final states`).toBe(general.finalStates);
      const [pf, pg] = [probs(fast), probs(general)];
      expect(pf.length).toBe(pg.length);
      pf.forEach((x, i) => expect(Math.abs(x - (pg[i] as number)), `battle ${k} probability ${i}`).toBeLessThanOrEqual(1e-13));
      const [ef, eg] = [expectations(fast), expectations(general)];
      ef.forEach((x, i) => expect(Math.abs(x - (eg[i] as number)), `battle ${k} expectation ${i}`).toBeLessThanOrEqual(1e-13 * Math.max(1, Math.abs(eg[i] as number))));
    }
  });

  it('80 random default-policy battles (reserves, fleets, fortresses, HQs, tie-break rules)', () => {
    const gen = xoroshiro128plus(20260611);
    for (let k = 0; k < 80; k++) {
      const input = defaultPolicyBattle(gen, 9);
      const { setup } = parseAllianceBattleInput(input);
      const fast = computeBattleOdds(setup, undefined, KERNEL);
      same(fast, computeBattleOdds(setup, undefined, PLAIN), `battle ${k} ${JSON.stringify(input)}`);
      const general = computeBattleOdds(setup, undefined, GENERAL);
      expect(fast.statesExplored, `battle ${k} states`).toBe(general.statesExplored);
      expect(fast.finalStates, `battle ${k} final states`).toBe(general.finalStates);
    }
  });

  it('odds from random mid-battle positions (later rounds, the last round, switched, half-hits, acted blocks)', () => {
    const gen = xoroshiro128plus(99);
    const slots = ['A-defender', 'A-attacker', 'B-defender', 'B-attacker', 'C-defender', 'C-attacker', 'D-defender', 'D-attacker'];
    let checked = 0;
    for (let k = 0; checked < 60 && k < 400; k++) {
      const input = defaultPolicyBattle(gen, 8);
      const round = uniformInt(gen, 1, 5);
      const hasDefReserve = input.blocks.some((x) => x.side === 'defender' && x.reserve);
      const switched = round >= 2 && hasDefReserve && uniformInt(gen, 0, 2) === 0;
      const blocks: Record<string, { strength?: number; status?: string; halfHit?: boolean }> = {};
      const half = new Set<string>();
      for (const x of input.blocks) {
        const roll = uniformInt(gen, 0, 9);
        if (roll === 0) blocks[x.id] = { status: 'eliminated' };
        else if (roll === 1 && round >= 2 && x.type !== 'fortress') blocks[x.id] = { status: 'retreated' };
        else if (roll <= 4 && x.strength > 1) blocks[x.id] = { strength: uniformInt(gen, 1, x.strength) };
        else if (roll === 5 && x.type === 'fortress' && !half.has(x.side)) {
          blocks[x.id] = { halfHit: true };
          half.add(x.side);
        }
      }
      const slot = slots[uniformInt(gen, 0, 7)] as string;
      const position: Record<string, unknown> = { round, slot, switched, blocks };
      if (uniformInt(gen, 0, 4) === 0) {
        // A block of this slot has already acted: the general engine takes over.
        const parsed = parseAllianceBattleInput({ ...input, position });
        const sideOfSlot = (slot.endsWith('defender') ? 'defender' : 'attacker') === (switched ? 'attacker' : 'defender') ? 'defender' : 'attacker';
        const inSlot = parsed.setup.blocks.filter((x) => x.side === sideOfSlot && x.letter === slot[0]);
        if (inSlot[0]) position.acted = [inSlot[0].id];
      }
      let parsed;
      try {
        parsed = parseAllianceBattleInput({ ...input, position });
      } catch {
        continue; // not a legal position (e.g. the switch needs defending reserves)
      }
      let fast: AllianceOddsResult;
      try {
        fast = computeBattleOdds(parsed.setup, parsed.position, KERNEL);
      } catch (e) {
        // An impossible position must be rejected the same way by both engines.
        expect(() => computeBattleOdds(parsed.setup, parsed.position, PLAIN)).toThrow((e as Error).message);
        continue;
      }
      same(fast, computeBattleOdds(parsed.setup, parsed.position, PLAIN), `position ${k} ${JSON.stringify({ ...input, position })}`);
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(40);
  });
});
