// Odds benchmark: the exact Alliance battle engine against a Monte Carlo baseline of the same
// battle, timed in the same run. Rows: the rulebook's Battle Example [BE] and the largest
// realistic battle (8 blocks a side at full strength, 4 main + 4 reserves each).
import { computeBattleOdds } from '../shared/games/alliance/battle/odds';
import { parseAllianceBattleInput } from '../shared/games/alliance/battle/schema';
import { simulateBattle } from '../shared/games/alliance/battle/simulate';
import { simulateOnce, type SimInput } from '../shared/games/alliance/battle/test/independent-sim';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { goalRow, timePair, type BenchRow } from './engine';

export interface OddsBenchRow {
  name: string;
  exactMs: number;
  baselineMs: number;
  ratio: number;
  states?: number;
  notes?: string;
  /** The row's goal: exact at least `min` times faster than the baseline. */
  goal?: { min: number };
}

const MC_RUNS = 20_000;

const b = (id: string, side: 'attacker' | 'defender', type: string, firepower: string, strength: number, extra: Record<string, unknown> = {}) => ({
  id, side, type, firepower, strength, ...extra,
});

/** Rulebook Battle Example [BE]: 4 Anglo-Spanish defenders vs 3 French + 2 French reserves. */
export const BATTLE_EXAMPLE_INPUT = {
  game: 'alliance',
  location: 'land',
  blocks: [
    b('gb-art', 'defender', 'artillery', 'A3', 2),
    b('wellington', 'defender', 'hq', 'B4', 2),
    b('gb-inf', 'defender', 'infantry', 'C3', 4),
    b('es-inf', 'defender', 'infantry', 'C2', 3),
    b('napoleon', 'attacker', 'hq', 'B4', 3, { maxStrength: 3 }),
    b('fr-c3a', 'attacker', 'infantry', 'C3', 4),
    b('fr-c3b', 'attacker', 'infantry', 'C3', 3),
    b('fr-b3', 'attacker', 'cavalry', 'B3', 3, { reserve: true }),
    b('fr-c4', 'attacker', 'infantry', 'C4', 3, { reserve: true }),
  ],
};

/** 8 blocks a side at full strength: 4 main (a clear border's limit) + 4 reserves each. */
export const LARGEST_BATTLE_INPUT = {
  game: 'alliance',
  location: 'land',
  blocks: [
    b('fr-napoleon', 'attacker', 'hq', 'B4', 3, { maxStrength: 3 }),
    b('fr-art', 'attacker', 'artillery', 'A3', 4),
    b('fr-guard', 'attacker', 'infantry', 'C4', 4),
    b('fr-inf1', 'attacker', 'infantry', 'C3', 4),
    b('fr-cav1', 'attacker', 'cavalry', 'B3', 4, { reserve: true }),
    b('fr-cav2', 'attacker', 'cavalry', 'B2', 4, { reserve: true }),
    b('fr-inf2', 'attacker', 'infantry', 'C3', 4, { reserve: true }),
    b('fr-inf3', 'attacker', 'infantry', 'C2', 4, { reserve: true }),
    b('ru-hq', 'defender', 'hq', 'B3', 3, { maxStrength: 3 }),
    b('ru-art', 'defender', 'artillery', 'A3', 4),
    b('ru-inf1', 'defender', 'infantry', 'C3', 4),
    b('ru-inf2', 'defender', 'infantry', 'C2', 4),
    b('ru-cossack', 'defender', 'cavalry', 'A1', 4, { reserve: true }),
    b('ru-cav', 'defender', 'cavalry', 'B2', 4, { reserve: true }),
    b('ru-inf3', 'defender', 'infantry', 'C3', 4, { reserve: true }),
    b('ru-inf4', 'defender', 'infantry', 'C2', 4, { reserve: true }),
  ],
};

function time<T>(f: () => T): { ms: number; value: T } {
  const t0 = performance.now();
  const value = f();
  return { ms: performance.now() - t0, value };
}

/** 20,000 runs of the test suite's deliberately simple, object-per-block simulator (for context). */
function simpleMonteCarloMs(input: unknown): number {
  const rng = xoroshiro128plus(7);
  for (let k = 0; k < 2000; k++) simulateOnce(input as SimInput, rng);
  return time(() => {
    for (let k = 0; k < MC_RUNS; k++) simulateOnce(input as SimInput, rng);
  }).ms;
}

async function benchBattle(name: string, input: unknown, samples: number, exactPerSample: number, goal?: { min: number }): Promise<OddsBenchRow> {
  const { setup } = parseAllianceBattleInput(input);
  // Warm both code paths up (JIT) for a comparable time before timing either.
  const warm = performance.now();
  do computeBattleOdds(setup);
  while (performance.now() - warm < 300);
  const warmMc = performance.now();
  do simulateBattle(setup, { runs: 2000, seed: 1 });
  while (performance.now() - warmMc < 300);
  // Exact and simulation timed alternately (timePair), so a burst of load on the shared machine
  // falls on both sides of the ratio alike; an exact sample is the mean of exactPerSample runs.
  let exact = computeBattleOdds(setup);
  let sim = simulateBattle(setup, { runs: MC_RUNS, seed: 2026 });
  let seed = 2026;
  const pair = await timePair(
    () => {
      for (let k = 0; k < exactPerSample; k++) exact = computeBattleOdds(setup);
    },
    () => {
      sim = simulateBattle(setup, { runs: MC_RUNS, seed: ++seed });
    },
    samples,
    { warmup: 1 },
  );
  const exactMs = pair.a / exactPerSample;
  const baselineMs = pair.b;
  const simpleMs = simpleMonteCarloMs(input);
  const se = sim.attackerHoldsStdErr;
  const z = se > 0 ? (exact.attackerHolds - sim.attackerHolds) / se : 0;
  const inside95 = Math.abs(exact.attackerHolds - sim.attackerHolds) <= 1.96 * se;
  const inside3 = Math.abs(exact.attackerHolds - sim.attackerHolds) <= 3 * se;
  return {
    name,
    exactMs,
    baselineMs,
    ratio: baselineMs / exactMs,
    states: exact.statesExplored,
    ...(goal ? { goal } : {}),
    notes:
      `P(attacker holds): exact ${exact.attackerHolds.toFixed(6)}, Monte Carlo (${MC_RUNS} runs) ` +
      `${sim.attackerHolds.toFixed(4)} ± ${se.toFixed(4)} (1 s.e.), z = ${z.toFixed(2)}; exact inside the 95% error bars: ` +
      `${inside95 ? 'yes' : 'no'}; inside ±3 s.e.: ${inside3 ? 'yes' : 'no'}. ` +
      `Baseline: the library's seeded simulator (simulateBattle: same rules code as the engine, every die rolled with pure-rand). ` +
      `A straightforward object-per-block simulator (the test suite's independent one) needs ${simpleMs.toFixed(0)} ms for ${MC_RUNS} runs ` +
      `(ratio ${(simpleMs / exactMs).toFixed(0)}). Timed alternately after warm-up: median of ${samples} samples each side, ` +
      `an exact sample the mean of ${exactPerSample} runs, a simulation sample one run of ${MC_RUNS}; ` +
      `${exact.finalStates} final states.`,
  };
}

export async function runOddsBench(): Promise<OddsBenchRow[]> {
  return [
    await benchBattle('alliance battle example [BE] (9 blocks, 2 reserves): exact vs 20,000-run Monte Carlo', BATTLE_EXAMPLE_INPUT, 5, 31, { min: 50 }),
    // Issue #16: exact at least 10 times faster than the simulation.
    await benchBattle('alliance largest realistic battle (8 v 8 at full strength, 4 reserves a side): exact vs 20,000-run Monte Carlo', LARGEST_BATTLE_INPUT, 7, 3, { min: 10 }),
  ];
}

/** The Alliance rows of the table: the ratio is baseline / exact here, and the goal a minimum of it. */
export async function runAllianceBench(): Promise<BenchRow[]> {
  return (await runOddsBench()).map((r) => {
    const row = goalRow(r.name, r.exactMs, r.baselineMs, r.goal ?? null, r.notes);
    row.ratio = r.ratio;
    if (r.goal) row.pass = r.ratio >= r.goal.min;
    if (r.states !== undefined) row.states = r.states;
    return row;
  });
}
