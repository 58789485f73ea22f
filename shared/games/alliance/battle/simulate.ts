// Seeded Monte Carlo simulation of an Alliance battle using the same rules code as the exact
// engine (every die rolled). Useful for chains of battles and as the bench baseline; the kernel
// lives in core.ts next to the exact engine's, so both get the same treatment from the compiler.
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { IntList, ST_ELIMINATED, Work, compile, playRandomBattle, workFromPosition } from './core';
import type { BattlePositionInput, BattleSetup } from './model';
import { battleChain } from './odds';

export interface SimulationResult {
  runs: number;
  attackerHolds: number;
  /** Standard error of attackerHolds. */
  attackerHoldsStdErr: number;
  expectedStrength: Record<string, number>;
  expectedStrengthStdErr: Record<string, number>;
  rounds: Record<string, number>;
}

/** Simulates `runs` battles with a seeded xoroshiro128+ generator. */
export function simulateBattle(
  setup: BattleSetup,
  options: { runs: number; seed: number; position?: BattlePositionInput },
): SimulationResult {
  const b = compile(setup);
  const start = workFromPosition(b, options.position);
  const { decider } = battleChain(b);
  const rng = xoroshiro128plus(options.seed | 0);
  const w = Work.forBattle(b);
  const n = b.n;
  const sum = new Float64Array(n);
  const sumSq = new Float64Array(n);
  const rounds: Record<string, number> = {};
  let wins = 0;
  const firers = new IntList(b.n + 1);
  const die = (): number => uniformInt(rng, 1, 6);
  for (let run = 0; run < options.runs; run++) {
    playRandomBattle(b, start, w, decider, firers, die);
    if (w.winner === 0) wins++;
    rounds[String(w.endRound)] = (rounds[String(w.endRound)] ?? 0) + 1;
    for (let i = 0; i < n; i++) {
      const s = w.st[i] === ST_ELIMINATED ? 0 : (w.str[i] as number);
      sum[i] = (sum[i] as number) + s;
      sumSq[i] = (sumSq[i] as number) + s * s;
    }
  }
  const N = options.runs;
  const p = wins / N;
  const expectedStrength: Record<string, number> = {};
  const expectedStrengthStdErr: Record<string, number> = {};
  b.ids.forEach((id, i) => {
    const m = (sum[i] as number) / N;
    expectedStrength[id] = m;
    expectedStrengthStdErr[id] = Math.sqrt(Math.max(0, (sumSq[i] as number) / N - m * m) / N);
  });
  for (const k of Object.keys(rounds)) rounds[k] = (rounds[k] as number) / N;
  return {
    runs: N,
    attackerHolds: p,
    attackerHoldsStdErr: Math.sqrt((p * (1 - p)) / N),
    expectedStrength,
    expectedStrengthStdErr,
    rounds,
  };
}
