// Seeded Monte Carlo simulation of an Alliance battle using the same rules code as the exact
// engine (block-by-block dice). Useful for chains of battles and as the bench baseline.
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import {
  ACT_ELIMINATE, ACT_RETREAT, ADV_PAUSED, PHASE_TERMINAL, ST_ELIMINATED, Work,
  advance, compile, diceFor, doRetreat, hitBlock, hitTarget, isReady, nextReady, policyAction,
  slotBlocks, slotNeedsSequentialPlay, threshold, workFromPosition,
} from './core';
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
  const firers: number[] = [];
  for (let run = 0; run < options.runs; run++) {
    w.copyFrom(start);
    for (;;) {
      const r = advance(b, w, decider);
      if (r === ADV_PAUSED) throw new Error('decider paused');
      if (w.phase === PHASE_TERMINAL) break;
      const role = w.slot & 1 ? 0 : 1;
      firers.length = 0;
      const act = (i: number): void => {
        w.acted[i] = 1;
        const a = policyAction(b, w, i);
        if (a === ACT_RETREAT) doRetreat(b, w, i);
        else if (a === ACT_ELIMINATE) w.st[i] = ST_ELIMINATED;
        else firers.push(i);
      };
      if (slotNeedsSequentialPlay(b, w)) act(nextReady(b, w));
      else for (const i of slotBlocks(b, w, w.slot)) if (isReady(b, w, i)) act(i);
      let hits = 0;
      for (const i of firers) {
        const dice = diceFor(b, w, i);
        const t = threshold(b, w, i);
        for (let d = 0; d < dice; d++) if (uniformInt(rng, 1, 6) <= t) hits++;
      }
      for (let h = 0; h < hits; h++) {
        const t = hitTarget(b, w, 1 - role);
        if (t < 0) break;
        hitBlock(b, w, t);
      }
    }
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
