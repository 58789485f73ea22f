// Imperial Borders odds benchmark: the largest realistic land battle (six Nations' worth: 12 Land Units and
// a Capital Fort a side, both with Triads and Elites) computed exactly, against a 20,000-run simulation of
// the same battle in the same run (the test suite's independent simulator, the only one the game has).
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { computeImperialBordersOdds, parseImperialBordersInput } from '../shared/games/imperial-borders/battle/index';
import { simulate } from '../shared/games/imperial-borders/battle/test/independent-sim';
import { goalRow, timePair, type BenchRow } from './engine';

const MC_RUNS = 20_000;

const army = (p: string, nations: string[]) => [
  { id: `${p}-full1`, nation: nations[0], type: 'full-infantry', elite: true },
  { id: `${p}-full2`, nation: nations[0], type: 'full-infantry' },
  { id: `${p}-full3`, nation: nations[1], type: 'full-infantry' },
  { id: `${p}-full4`, nation: nations[2], type: 'full-infantry' },
  { id: `${p}-half1`, nation: nations[1], type: 'half-infantry' },
  { id: `${p}-half2`, nation: nations[2], type: 'half-infantry' },
  { id: `${p}-cav1`, nation: nations[0], type: 'cavalry', zone: 'front', elite: true },
  { id: `${p}-cav2`, nation: nations[1], type: 'cavalry', zone: 'front' },
  { id: `${p}-cav3`, nation: nations[2], type: 'cavalry', zone: 'rear' },
  { id: `${p}-can1`, nation: nations[0], type: 'cannon', elite: true },
  { id: `${p}-can2`, nation: nations[1], type: 'cannon' },
  { id: `${p}-can3`, nation: nations[2], type: 'cannon' },
];

/** 12 Land Units and a Capital Fort a side, 3 Triads and 3 Elites each; both sides Aggressive. */
export const IB_LARGEST_LAND = {
  game: 'imperial-borders',
  kind: 'land',
  dice: { black: { double: 1, blast: 2, bar: 1, blank: 2 }, white: { red: 1, blue: 2, bar: 1, blank: 2 } },
  attacker: { stance: 'aggressive', nations: ['france', 'spain', 'russia'], units: army('a', ['france', 'spain', 'russia']), fortification: { tier: 'capital' } },
  defender: { stance: 'aggressive', nations: ['prussia', 'austria', 'great-britain'], units: army('d', ['prussia', 'austria', 'great-britain']), fortification: { tier: 'capital' } },
};

export async function runImperialBordersBench(): Promise<BenchRow[]> {
  const { setup, faces, policy } = parseImperialBordersInput(IB_LARGEST_LAND);
  // Warm both code paths up (JIT) for a comparable time, then time them alternately (timePair, as the Alliance
  // rows are), so load from elsewhere on the machine falls on both sides of the ratio alike.
  let exact = computeImperialBordersOdds(IB_LARGEST_LAND);
  const warm = performance.now();
  do exact = computeImperialBordersOdds(IB_LARGEST_LAND);
  while (performance.now() - warm < 300);
  let seed = 2026;
  let sim = simulate(setup, faces, policy, MC_RUNS, xoroshiro128plus(seed));
  const pair = await timePair(
    () => {
      exact = computeImperialBordersOdds(IB_LARGEST_LAND);
    },
    () => {
      sim = simulate(setup, faces, policy, MC_RUNS, xoroshiro128plus(++seed));
    },
    5,
    { warmup: 1 },
  );
  const exactMs = pair.a;
  const mcMs = pair.b;
  const p = sim.attackerVictory / MC_RUNS;
  const se = Math.sqrt((p * (1 - p)) / MC_RUNS);
  const z = se > 0 ? (exact.attackerVictory - p) / se : 0;
  const row = goalRow(
    'imperial borders largest realistic land battle (12 Land Units + Capital Fort a side, Triads, Elites): exact vs 20,000-run simulation',
    exactMs,
    mcMs,
    null,
    `P(attacker victory): exact ${exact.attackerVictory.toFixed(6)}, simulation ${p.toFixed(4)} ± ${se.toFixed(4)} (z = ${z.toFixed(2)}); mutual defeat exact ${exact.mutualDefeat.toFixed(6)}, simulation ${(sim.mutualDefeat / MC_RUNS).toFixed(4)}; ${exact.statesExplored} states; ratio = simulation / exact, each the median of 5 samples timed alternately after warm-up`,
  );
  row.ratio = mcMs / exactMs;
  row.goal = '>= 20';
  row.pass = row.ratio >= 20;
  row.states = exact.statesExplored;
  return [row];
}
