// Messages between the renderer and the odds worker (odds.worker.ts). Plain JSON both ways. Types only: the
// worker checks every request against the schema in validate.ts before it runs anything.
import type { AllianceOddsResult, BattleState } from '../../../shared/games/alliance/battle';
import type { DataPack } from '../../../shared/data/tables';
import type {
  BattleAction, CommanderOptionsResult, ImperiumBattleState, ImperiumFromHereResult, ImperiumOddsOutput, ImperiumOutcome, ImperiumSetup,
  PendingDecision, Side, UnitsNeededResult,
} from '../../../shared/games/napoleons-imperium/battle';

export type OddsJob =
  /** Exact Alliance odds of an `adc odds` input (from the start, or from its `position`). */
  | { kind: 'alliance'; input: unknown }
  /** Exact Alliance odds from a step-by-step resolver state ("odds from here"). */
  | { kind: 'alliance-from-state'; input: unknown; state: BattleState }
  /** Napoleon's Imperium odds of an `adc odds` input, values looked up in `pack` (the campaign's data pack; none = the rulebook values). */
  | { kind: 'imperium'; input: unknown; pack?: DataPack | null }
  /** Napoleon's Imperium: the smallest count of a unit group reaching a target probability. */
  | { kind: 'imperium-needed'; input: unknown; pack?: DataPack | null; query: { id: string; target: number; max?: number } }
  /** Napoleon's Imperium: every commander assignment of a side, evaluated exactly. */
  | { kind: 'imperium-commanders'; input: unknown; pack?: DataPack | null; side: Side | 'both' }
  /**
   * A Napoleon's Imperium fight in the campaign: what it waits for and the exact odds from where it stands;
   * with `choice` (casualties or units left behind, as the player has them now), the odds once it is made.
   */
  | { kind: 'imperium-fight'; setup: ImperiumSetup; state: ImperiumBattleState; choice?: BattleAction | null; pack?: DataPack | null };

export type OddsKind = OddsJob['kind'];
export type JobOf<K extends OddsKind> = Extract<OddsJob, { kind: K }>;

export interface ImperiumChoiceOdds {
  /** Odds once the choice is made (null when that ends the fight, see `outcome`, or it is refused, see `error`). */
  fromHere: ImperiumFromHereResult | null;
  /** The fight ends with this choice. */
  outcome: ImperiumOutcome['winner'] | null;
  /** The resolver refuses the choice (e.g. allies must go first), in its words. */
  error: string | null;
  /** The other side's casualties still to choose were taken as suggested (the default order) for these odds. */
  assumed: boolean;
}

export interface ImperiumFightResult {
  pending: PendingDecision;
  /** Null while a choice is pending or once the fight is over. */
  fromHere: ImperiumFromHereResult | null;
  choice?: ImperiumChoiceOdds;
}

export interface OddsResults {
  alliance: AllianceOddsResult;
  'alliance-from-state': AllianceOddsResult;
  imperium: ImperiumOddsOutput;
  'imperium-needed': UnitsNeededResult;
  'imperium-commanders': CommanderOptionsResult;
  'imperium-fight': ImperiumFightResult;
}

export interface OddsRequest {
  id: number;
  job: OddsJob;
}

export interface OddsFailure {
  /** The error's class name, e.g. AllianceInputError. */
  name: string;
  message: string;
  /** What kind of problem: the input, game data the pack lacks, a malformed request, or anything else. */
  kind?: 'input' | 'missing-data' | 'protocol' | 'other';
  /** JSON path of the offending input field, when the engine names one (e.g. "blocks[2].strength"). */
  field?: string;
  /** The table to fill in, when the engine is missing game data. */
  table?: string;
  tableTitle?: string;
  /** The values missing from that table, in words. */
  what?: string[];
}

export type OddsResponse =
  | { id: number; ok: true; result: unknown; ms: number }
  | { id: number; ok: false; error: OddsFailure; ms: number };

export type { DataPack };
