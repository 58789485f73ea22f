// Congress of Vienna odds benchmark: the exact battle (the Rulebook's example of 13.4.2 on the issue's
// track: both sides' dice convolved exactly, Wellington's better of two 2d6) against a 20,000-run
// simulation of the same battle in the same run (the test suite's independent simulator).
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { computeCongressOfViennaOdds } from '../shared/games/congress-of-vienna/battle/index';
import { ISSUE_EXAMPLE } from '../shared/games/congress-of-vienna/battle/test/fixtures';
import { simulate, type SimBattle } from '../shared/games/congress-of-vienna/battle/test/independent-sim';
import { goalRow, timeMedian, type BenchRow } from './engine';

const MC_RUNS = 20_000;


export async function runCongressOfViennaBench(): Promise<BenchRow[]> {
  const input = JSON.parse(JSON.stringify(ISSUE_EXAMPLE));
  const battle: SimBattle = { front: input.front, french: input.french, allied: input.allied, lossTrack: input.lossTrack };
  const exact = computeCongressOfViennaOdds(input);
  const exactMs = timeMedian(() => computeCongressOfViennaOdds(input), 51, 500);
  const mcMs = timeMedian(() => simulate(battle, MC_RUNS, xoroshiro128plus(7)), 5, 500);
  const sim = simulate(battle, MC_RUNS, xoroshiro128plus(2026));
  const p = sim.alliedWins / MC_RUNS;
  const se = Math.sqrt((p * (1 - p)) / MC_RUNS);
  const z = se > 0 ? (exact.alliedWins - p) / se : 0;
  const row = goalRow(
    'congress of vienna battle (the Rulebook example of 13.4.2, Wellington’s two 2d6): exact vs 20,000-run simulation',
    exactMs,
    mcMs,
    null,
    `P(Allies win): exact ${exact.alliedWins.toFixed(6)} (${exact.exact.alliedWins}), simulation ${p.toFixed(4)} ± ${se.toFixed(4)} (z = ${z.toFixed(2)}); ratio = simulation / exact`,
  );
  row.ratio = mcMs / exactMs;
  row.states = 11 * 11;
  return [row];
}
