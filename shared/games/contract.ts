// What a game gives the app beyond its rules module: one GameEntry per game (shared/games/<id>/entry.ts),
// gathered by shared/games/registry.ts. Generic code (CLI, main process, odds worker, bench) reads these
// and never names a game. The odds engines load on demand, so the CLI starts fast.
import type { z } from 'zod';
import type { GameModule } from '../engine/types';
import type { RuleSetting } from '../data/rules';
import type { GameData } from '../data/tables';
import type { GameId } from './ids';

/** One kind of request the odds worker answers for a game: its fields checked by `schema`, answered by `run`. */
export interface OddsJobDef<S extends z.ZodType = z.ZodType, R = unknown> {
  /** The job's fields (besides `game` and `job`): a malformed request is refused before anything runs. */
  schema: S;
  run(job: z.infer<S>): R;
}

/** Typed helper for an odds job: `run` sees the parsed fields. */
export function oddsJob<S extends z.ZodType, R>(schema: S, run: (job: z.infer<S>) => R): OddsJobDef<S, R> {
  return { schema, run };
}

/** The request and the result type of each job of a game's `jobs` record (for the renderer's typed client). */
export type OddsJobTypes<J extends Record<string, OddsJobDef<any, any>>> = {
  [K in keyof J]: { job: z.infer<J[K]['schema']>; result: ReturnType<J[K]['run']> };
};

/** A game's exact odds, once loaded. */
export interface GameOdds<J extends Record<string, OddsJobDef<any, any>> = Record<string, OddsJobDef<any, any>>> {
  /** `adc odds` input (JSON with "game") -> exact result. A bad input throws an error carrying `field`. */
  compute(input: unknown): unknown;
  /** The worker's jobs, by name; `battle` is the `adc odds` input (every game with odds has it). */
  jobs: J;
  /** True for an error that is the input's fault (shown as "check this field"), not a bug. */
  isInputError(e: unknown): boolean;
}

export interface GameOddsEntry {
  /** The job names `load()` answers (plain data: the renderer can key its protocol on them without loading the engine). */
  jobs: readonly string[];
  load(): Promise<GameOdds>;
}

/** One game, as the app knows it. */
export interface GameEntry {
  id: GameId;
  /** The game's name as printed on its box. */
  name: string;
  /** Tables the rulebook leaves to the components (every game, with a module or not). */
  data: GameData;
  /** Ambiguities and optional rules. */
  rules: RuleSetting[];
  /** The rules module (campaigns); absent while only the game's data and odds exist. */
  module?: GameModule<any>;
  odds?: GameOddsEntry;
  cli?: {
    /** Where the `adc odds` input of this game is described. */
    oddsFormat?: string;
  };
  /** Where to read about the game in docs/ (relative to the repo root). */
  docs?: string;
}
