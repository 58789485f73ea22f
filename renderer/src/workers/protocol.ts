// Messages between the renderer and the odds worker (odds.worker.ts). Plain JSON both ways.
import type { AllianceOddsResult, BattleState } from '../../../shared/games/alliance/battle';
import type { ImperiumOddsOutput } from '../../../shared/games/napoleons-imperium/battle';

export type OddsJob =
  /** Exact Alliance odds of an `adc odds` input (from the start, or from its `position`). */
  | { kind: 'alliance'; input: unknown }
  /** Exact Alliance odds from a step-by-step resolver state ("odds from here"). */
  | { kind: 'alliance-from-state'; input: unknown; state: BattleState }
  /** Napoleon's Imperium odds of an `adc odds` input. */
  | { kind: 'imperium'; input: unknown };

export interface OddsResults {
  alliance: AllianceOddsResult;
  'alliance-from-state': AllianceOddsResult;
  imperium: ImperiumOddsOutput;
}

export interface OddsRequest {
  id: number;
  job: OddsJob;
}

export interface OddsFailure {
  /** The error's class name, e.g. AllianceInputError. */
  name: string;
  message: string;
  /** JSON path of the offending input field, when the engine names one (e.g. "blocks[2].strength"). */
  field?: string;
  /** The table to fill in, when the engine is missing game data. */
  table?: string;
}

export type OddsResponse =
  | { id: number; ok: true; result: unknown; ms: number }
  | { id: number; ok: false; error: OddsFailure; ms: number };
