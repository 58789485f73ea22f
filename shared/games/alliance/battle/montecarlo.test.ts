// The exact engine against an independent Monte Carlo simulator (test/independent-sim.ts, no
// shared code) on many random battles. Tolerance: 4.5 standard errors of the simulation, plus
// Bernstein's small-sample term Z^2/3 * range / N (without it, rare events with N*p << 1 fail the
// normal approximation: 2 hits in 2,500 runs of a p = 6e-5 event is not evidence of a bug), + 1e-9.
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { describe, expect, it } from 'vitest';
import { computeAllianceOdds, type AllianceOddsResult } from './odds';
import { applyAction, policyChoice, startBattle } from './resolver';
import { parseAllianceBattleInput } from './schema';
import { simulateBattle } from './simulate';
import { simulateOnce, type Mutation, type SimInput } from './test/independent-sim';
import { randomBattle } from './test/random-battle';
import { BATTLE_EXAMPLE, GROUP_B } from './test/fixtures';

type Rng = ReturnType<typeof xoroshiro128plus>;
const Z = 4.5;
const EPS = 1e-9;

interface Check {
  what: string;
  exact: number;
  sim: number;
  tol: number;
}

/** Runs the independent simulator and lists every statistic with its tolerance. */
function compare(input: SimInput, exact: AllianceOddsResult, runs: number, seed: number, mutation: Mutation = 'none'): Check[] {
  const rng = xoroshiro128plus(seed);
  let holds = 0;
  let switched = 0;
  const rounds = new Map<number, number>();
  const sum = new Map<string, number>();
  const ret = new Map<string, number>();
  const elim = new Map<string, number>();
  for (let k = 0; k < runs; k++) {
    const o = simulateOnce(input, rng, mutation);
    if (o.attackerHolds) holds++;
    if (o.switched) switched++;
    rounds.set(o.rounds, (rounds.get(o.rounds) ?? 0) + 1);
    for (const b of input.blocks) {
      sum.set(b.id, (sum.get(b.id) ?? 0) + (o.strength[b.id] as number));
      if (o.retreated[b.id]) ret.set(b.id, (ret.get(b.id) ?? 0) + 1);
      if (o.eliminated[b.id]) elim.set(b.id, (elim.get(b.id) ?? 0) + 1);
    }
  }
  const bern = (range: number) => ((Z * Z) / 3) * (range / runs);
  const prop = (what: string, p: number, count: number): Check => ({
    what,
    exact: p,
    sim: count / runs,
    tol: Z * Math.sqrt(Math.max(p * (1 - p), 0) / runs) + bern(1) + EPS,
  });
  const checks: Check[] = [prop('attackerHolds', exact.attackerHolds, holds), prop('switch', exact.events.battlefieldSwitch, switched)];
  for (let r = 1; r <= 7; r++) checks.push(prop(`rounds=${r}`, exact.rounds[String(r)] ?? 0, rounds.get(r) ?? 0));
  for (const b of input.blocks) {
    const bo = exact.blocks[b.id];
    if (!bo) throw new Error(`no exact result for ${b.id}`);
    const mean = bo.expectedStrength;
    const v = bo.strengthDistribution.reduce((a, p, s) => a + p * (s - mean) ** 2, 0);
    checks.push({ what: `E[str ${b.id}]`, exact: mean, sim: (sum.get(b.id) ?? 0) / runs, tol: Z * Math.sqrt(v / runs) + bern(4) + EPS });
    checks.push(prop(`P(retreat ${b.id})`, bo.retreated, ret.get(b.id) ?? 0));
    checks.push(prop(`P(elim ${b.id})`, bo.eliminated, elim.get(b.id) ?? 0));
  }
  return checks;
}

const failures = (checks: Check[]) => checks.filter((c) => Math.abs(c.sim - c.exact) > c.tol);

describe('exact engine vs independent Monte Carlo', () => {
  it('agrees on 40 random battles (every statistic within 4.5 sigma)', () => {
    const gen = xoroshiro128plus(20260101);
    const runs = 2500;
    let statistics = 0;
    const kinds = new Set<string>();
    for (let k = 0; k < 40; k++) {
      const input = randomBattle(gen, 8);
      const exact = computeAllianceOdds(input);
      const checks = compare(input, exact, runs, 1000 + k);
      statistics += checks.length;
      const bad = failures(checks);
      if (bad.length) {
        throw new Error(`battle ${k} ${JSON.stringify(input)}\n${bad.map((c) => `${c.what}: exact ${c.exact} sim ${c.sim} tol ${c.tol}`).join('\n')}`);
      }
      kinds.add(input.location);
      if (exact.events.battlefieldSwitch > 0) kinds.add('switch');
      if ((exact.rounds['5'] ?? 0) > 0) kinds.add('extension');
      if (Object.values(exact.blocks).some((b) => b.retreated > 0 && b.retreated < 1)) kinds.add('retreats');
    }
    expect(statistics).toBeGreaterThan(1000);
    // the random battles really exercise the special rules
    for (const k of ['land', 'coastal', 'sea', 'switch', 'extension', 'retreats']) expect(kinds).toContain(k);
  });

  it('agrees on the Group B battles and the Battle Example', () => {
    for (const [name, input] of Object.entries({ ...GROUP_B, BE: BATTLE_EXAMPLE })) {
      const exact = computeAllianceOdds(input);
      const bad = failures(compare(input as unknown as SimInput, exact, 4000, name.length * 7919));
      expect(bad, name).toEqual([]);
    }
  });

  it('can fail: each deliberately wrong rule in the simulator is detected', () => {
    const detected = (mutation: Mutation, input: SimInput) => {
      const exact = computeAllianceOdds(input);
      return failures(compare(input, exact, 4000, 99, mutation)).length > 0;
    };
    expect(detected('attackerActsFirst', GROUP_B.B2 as unknown as SimInput)).toBe(true);
    expect(detected('noDoubleDefence', GROUP_B.B4 as unknown as SimInput)).toBe(true);
    expect(detected('reservesHittableInRound1', BATTLE_EXAMPLE as unknown as SimInput)).toBe(true);
    expect(detected('lateForcedRetreat', GROUP_B.B2 as unknown as SimInput)).toBe(true);
    expect(detected('none', GROUP_B.B4 as unknown as SimInput)).toBe(false);
  });

  it('the library simulator and the resolver driven by the policy agree with the exact odds', () => {
    const { setup } = parseAllianceBattleInput(GROUP_B.B5);
    const exact = computeAllianceOdds(GROUP_B.B5);
    const sim = simulateBattle(setup, { runs: 20000, seed: 5 });
    expect(Math.abs(sim.attackerHolds - exact.attackerHolds)).toBeLessThan(Z * Math.sqrt((exact.attackerHolds * (1 - exact.attackerHolds)) / 20000) + EPS);
    // Resolver: play whole battles step by step with random dice and the policy's choices.
    const rng = xoroshiro128plus(77);
    const roll = () => uniformInt(rng, 1, 6);
    const runs = 1500;
    let wins = 0;
    for (let k = 0; k < runs; k++) {
      let r = startBattle(setup);
      while (r.pending.kind !== 'finished') {
        const a = policyChoice(setup, r.state, roll);
        if (!a) break;
        r = applyAction(setup, r.state, a);
      }
      if (r.state.outcome?.holds === 'attacker') wins++;
    }
    const p = exact.attackerHolds;
    expect(Math.abs(wins / runs - p)).toBeLessThan(Z * Math.sqrt((p * (1 - p)) / runs) + EPS);
  });
});
