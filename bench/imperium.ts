// Napoleon's Imperium odds benchmarks: each exact computation against a 20,000-run simulation of the
// same battle in the same run (the test suite's independent simulator, the only simulator the game
// has). Rows: the largest realistic land battle, an invasion with its sea battle and pre-emptive
// strike, the best-commander search and the "units needed for 80%" search.
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { computeImperiumOdds } from '../shared/games/napoleons-imperium/battle/index';
import { simulateOnce, type SimInput, type SimUnit } from '../shared/games/napoleons-imperium/battle/test/independent-sim';
import { goalRow, timeMedian, type BenchRow } from './engine';

const MC_RUNS = 20_000;

const g = (id: string, type: string, count: number, hitValue: number, extra: Partial<SimUnit> = {}): SimUnit => ({ id, type, count, hitValue, ...extra });

/** 40 a side, mixed values: a Grande Armée against a Coalition army. */
export const IMPERIUM_LARGEST_LAND: SimInput = {
  game: 'napoleons-imperium',
  kind: 'land',
  attacker: [g('fr-inf', 'infantry', 22, 5), g('fr-cav', 'cavalry', 10, 7), g('fr-art', 'artillery', 8, 6)],
  defender: [g('ru-inf', 'infantry', 20, 6), g('au-inf', 'infantry', 8, 5, { ally: true }), g('ru-cav', 'cavalry', 6, 5), g('ru-art', 'artillery', 6, 6)],
};

/** A British invasion: the sea battle, the pre-emptive strike and port artillery, then the landing. */
export const IMPERIUM_INVASION: SimInput = {
  game: 'napoleons-imperium',
  kind: 'invasion',
  attacker: [
    g('gb-laden', 'fleet', 3, 8, { invasionValue: 5, cargo: [{ id: 'gb-inf', type: 'infantry', hitValue: 5, count: 4 }, { id: 'gb-cav', type: 'cavalry', hitValue: 6, count: 2 }, { id: 'gb-art', type: 'artillery', hitValue: 6, count: 1 }] }),
    g('gb-escort', 'fleet', 3, 8, { invasionValue: 5 }),
  ],
  defenderFleets: [g('fr-fleet', 'fleet', 3, 6), g('es-fleet', 'fleet', 2, 5)],
  defender: [g('fr-inf', 'infantry', 6, 5), g('fr-cav', 'cavalry', 2, 6), g('fr-art', 'artillery', 2, 6, { portDefenceValue: 4 })],
};

/** Values looked up by nation, with commanders to place and both searches. */
export const IMPERIUM_SEARCH = {
  game: 'napoleons-imperium',
  kind: 'land',
  attackerNation: 'fr',
  defenderNation: 'ru',
  attacker: [
    { id: 'fr-inf', type: 'infantry', count: 8 },
    { id: 'fr-cav', type: 'cavalry', count: 4 },
    { id: 'fr-art', type: 'artillery', count: 3 },
  ],
  defender: [
    { id: 'ru-inf', type: 'infantry', count: 10 },
    { id: 'ru-cav', type: 'cavalry', count: 3 },
    { id: 'ru-art', type: 'artillery', count: 3 },
  ],
  commanders: [
    { id: 'fr-major', side: 'attacker', rank: 'major', assignedTo: 'cavalry' },
    { id: 'fr-minor', side: 'attacker', rank: 'minor', assignedTo: 'infantry' },
  ],
};


function simulate(input: SimInput, runs: number, seed: number): { attackerWins: number; se: number } {
  const rng = xoroshiro128plus(seed);
  let wins = 0;
  for (let k = 0; k < runs; k++) if (simulateOnce(input, rng).result === 'attacker') wins++;
  const p = wins / runs;
  return { attackerWins: p, se: Math.sqrt((p * (1 - p)) / runs) };
}

/** The explicit-value battle the simulator reads, from the values the exact engine looked up. */
function resolved(input: typeof IMPERIUM_SEARCH): SimInput {
  const out = computeImperiumOdds(input) as { units: Record<'attacker' | 'defender', Array<{ id: string; type: string; count: number; value: number }>> };
  const side = (s: 'attacker' | 'defender') => out.units[s].map((u) => g(u.id, u.type, u.count, u.value));
  return { game: 'napoleons-imperium', kind: 'land', attacker: side('attacker'), defender: side('defender') };
}

function battleRow(name: string, input: SimInput, reps: number): BenchRow {
  const exact = computeImperiumOdds(input) as { attackerWins: number; statesExplored: number };
  const exactMs = timeMedian(() => computeImperiumOdds(input), reps, 1000);
  const mcMs = timeMedian(() => simulate(input, MC_RUNS, 7), 3, 300);
  const sim = simulate(input, MC_RUNS, 2026);
  const z = sim.se > 0 ? (exact.attackerWins - sim.attackerWins) / sim.se : 0;
  const row = goalRow(name, exactMs, mcMs, null, `P(attacker wins): exact ${exact.attackerWins.toFixed(6)}, simulation ${sim.attackerWins.toFixed(4)} ± ${sim.se.toFixed(4)} (z = ${z.toFixed(2)}); ratio = simulation / exact`);
  row.ratio = mcMs / exactMs;
  row.states = exact.statesExplored;
  return row;
}

function searchRow(name: string, query: Record<string, unknown>, variants: (out: Record<string, unknown>) => number, reps: number): BenchRow {
  const input = { ...IMPERIUM_SEARCH, query };
  const out = computeImperiumOdds(input) as unknown as Record<string, unknown> & { statesExplored: number };
  const n = variants(out);
  const exactMs = timeMedian(() => computeImperiumOdds(input), reps, 1000);
  const base = resolved(IMPERIUM_SEARCH);
  // A simulation answering the same question needs 20,000 runs of each battle the search compares.
  const oneMc = timeMedian(() => simulate(base, MC_RUNS, 7), 3, 300);
  const row = goalRow(name, exactMs, oneMc * n, null, `${n} battles compared; simulation baseline = ${n} x a 20,000-run simulation (${oneMc.toFixed(0)} ms each); ratio = simulation / exact`);
  row.ratio = (oneMc * n) / exactMs;
  row.states = out.statesExplored;
  return row;
}

export async function runImperiumBench(): Promise<BenchRow[]> {
  return [
    battleRow("napoleon's imperium largest realistic land battle (40 v 40, mixed values): exact vs 20,000-run simulation", IMPERIUM_LARGEST_LAND, 7),
    battleRow("napoleon's imperium invasion (sea battle, pre-emptive strike, port artillery, landing): exact vs 20,000-run simulation", IMPERIUM_INVASION, 5),
    searchRow("napoleon's imperium best-commander search (2 commanders): exact vs 20,000 runs per option", { bestCommanders: 'attacker' }, (o) => ((o['commanderOptions'] as { options: unknown[] }).options.length), 3),
    searchRow("napoleon's imperium units needed for 80%: exact vs 20,000 runs per count tried", { unitsNeeded: { id: 'fr-inf', target: 0.8, max: 40 } }, (o) => Object.keys((o['unitsNeeded'] as { evaluated: object }).evaluated).length, 3),
  ];
}
