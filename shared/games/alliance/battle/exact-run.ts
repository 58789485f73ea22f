// What one exact run of a battle yields: shared by the general engine (odds.ts) and the kernel (kernel.ts).
import type { TerminalInfo } from './core';

export interface ExactRun {
  /** Calls cb for every final state with its probability (`scratch` is reused between calls). */
  forEachFinal(cb: (t: TerminalInfo, p: number) => void): void;
  /** The same final distribution as marginals (optional; summarise then uses it, as it is faster). */
  factored?: FactoredFinals;
  finalStates: number;
  statesExplored: number;
  totalProbability: number;
}

/**
 * Final states split into independent parts: every statistic summarise() reports depends either
 * on the battle's outcome (end round, winner, switch) or on one side's blocks only.
 */
export interface FactoredFinals {
  forEachOutcome(cb: (endRound: number, winner: number, switched: boolean, p: number) => void): void;
  /** Distinct final configurations of one side's blocks with their total probability (only that side's entries of t are set). */
  forEachSideFinal(side: number, cb: (t: TerminalInfo, p: number) => void): void;
}
