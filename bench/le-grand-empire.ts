// Le Grand Empire odds benchmark: the exact two-round major land battle with five leaders able to
// march to the sound of the gun (2^5 joiner subsets) against a 20,000-run simulation of the same
// battle in the same run (the test suite's independent simulator). Goal: exact at least 20x faster.
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { computeLeGrandEmpireOdds, type LandOddsOutput } from '../shared/games/le-grand-empire/battle/index';
import { LAND_BENCH } from '../shared/games/le-grand-empire/battle/test/fixtures';
import { simulateLand } from '../shared/games/le-grand-empire/battle/test/land-sim';
import { goalRow, timePair, type BenchRow } from './engine';

const MC_RUNS = 20_000;
/** Exact computations per timed sample (one is short next to the simulation's). */
const EXACT_REPEAT = 5;

function simulate(runs: number, seed: number): { attackerWins: number; se: number } {
  const rng = xoroshiro128plus(seed);
  let wins = 0;
  for (let k = 0; k < runs; k++) if (simulateLand(LAND_BENCH, rng).winner === 'attacker') wins++;
  const p = wins / runs;
  return { attackerWins: p, se: Math.sqrt((p * (1 - p)) / runs) };
}

export async function runLeGrandEmpireBench(): Promise<BenchRow[]> {
  const exact = computeLeGrandEmpireOdds(LAND_BENCH) as LandOddsOutput;
  // Alternated (timePair), so load from elsewhere on the machine falls on both alike.
  const t = await timePair(
    () => {
      for (let i = 0; i < EXACT_REPEAT; i++) computeLeGrandEmpireOdds(LAND_BENCH);
    },
    () => simulate(MC_RUNS, 7),
    7,
    { warmup: 2 },
  );
  const exactMs = t.a / EXACT_REPEAT;
  const mcMs = t.b;
  const sim = simulate(MC_RUNS, 2026);
  const z = sim.se > 0 ? (exact.attackerWins - sim.attackerWins) / sim.se : 0;
  const row = goalRow(
    'le grand empire two-round major land battle, 5 leaders marching to the sound of the gun (2^5 joiner subsets): exact vs 20,000-run simulation',
    exactMs,
    mcMs,
    null,
    `P(attacker wins): exact ${exact.attackerWins.toFixed(6)}, simulation ${sim.attackerWins.toFixed(4)} ± ${sim.se.toFixed(4)} (z = ${z.toFixed(2)}); P(second round) ${exact.secondRound.toFixed(4)}; ratio = simulation / exact`,
  );
  row.ratio = mcMs / exactMs;
  row.goal = '>= 20';
  row.pass = row.ratio >= 20;
  row.states = exact.statesExplored;
  return [row];
}
