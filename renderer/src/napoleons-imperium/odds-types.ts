// Messages between the panels and the odds worker (types only: nothing here reaches the main bundle).
import type { ImperiumOddsInput, Side } from '../../../shared/games/napoleons-imperium/battle/model';
import type { ImperiumOddsResult } from '../../../shared/games/napoleons-imperium/battle/odds';
import type { CommanderOptionsResult, UnitsNeededResult } from '../../../shared/games/napoleons-imperium/battle/queries';
import type { DataPack } from '../../../shared/data/tables';
import type { ImperiumSetup } from '../../../shared/games/napoleons-imperium/battle/model';
import type { ImperiumBattleState, PendingDecision } from '../../../shared/games/napoleons-imperium/battle/resolver';

export type OddsJob =
  | { id: number; op: 'odds'; input: ImperiumOddsInput; pack: DataPack | null }
  | { id: number; op: 'needed'; input: ImperiumOddsInput; pack: DataPack | null; query: { id: string; target: number; max?: number } }
  | { id: number; op: 'commanders'; input: ImperiumOddsInput; pack: DataPack | null; side: Side | 'both' }
  /** A fight in the campaign: what it waits for, and the exact odds from where it stands. */
  | { id: number; op: 'fight'; setup: ImperiumSetup; state: ImperiumBattleState };

export interface OddsProblem {
  kind: 'missing-data' | 'input' | 'other';
  message: string;
  table?: string;
  tableTitle?: string;
  what?: string[];
  field?: string;
}

export type OddsReply =
  | { id: number; ok: true; op: 'odds'; result: ImperiumOddsResult }
  | { id: number; ok: true; op: 'needed'; needed: UnitsNeededResult }
  | { id: number; ok: true; op: 'commanders'; commanders: CommanderOptionsResult }
  | { id: number; ok: true; op: 'fight'; pending: PendingDecision; fromHere: ImperiumOddsResult | null }
  | { id: number; ok: false; error: OddsProblem };

export type { ImperiumOddsInput, ImperiumOddsResult, CommanderOptionsResult, UnitsNeededResult, Side, PendingDecision, ImperiumSetup, ImperiumBattleState };
