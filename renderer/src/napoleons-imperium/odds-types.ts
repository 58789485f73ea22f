// The Napoleon's Imperium types the panels read from the odds worker (types only: nothing here reaches the main bundle).
import type { ImperiumOddsInput, Side } from '../../../shared/games/napoleons-imperium/battle/model';
import type { ImperiumOddsResult } from '../../../shared/games/napoleons-imperium/battle/odds';
import type { ImperiumFromHereResult } from '../../../shared/games/napoleons-imperium/battle/fromstate';
import type { CommanderOptionsResult, UnitsNeededResult } from '../../../shared/games/napoleons-imperium/battle/queries';
import type { ImperiumSetup } from '../../../shared/games/napoleons-imperium/battle/model';
import type { BattleAction, ImperiumBattleState, PendingDecision } from '../../../shared/games/napoleons-imperium/battle/resolver';
import type { ImperiumChoiceOdds, ImperiumFightResult } from '../../../shared/games/napoleons-imperium/odds-jobs';
import type { OddsFailure } from '../workers/protocol';

export type {
  BattleAction, CommanderOptionsResult, ImperiumBattleState, ImperiumChoiceOdds, ImperiumFightResult, ImperiumFromHereResult, ImperiumOddsInput, ImperiumOddsResult,
  ImperiumSetup, OddsFailure, PendingDecision, Side, UnitsNeededResult,
};
