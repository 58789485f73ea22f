// Alliance's odds, as the odds worker and `adc odds` run them (loaded on demand through entry.ts).
import { z } from 'zod';
import { oddsJob, type GameOdds, type OddsJobTypes } from '../contract';
import { AllianceInputError, BattleActionError, computeAllianceOdds, computeOddsFromState, parseAllianceBattleInput, type BattleState } from './battle';

export const ALLIANCE_ODDS_JOBS = {
  /** Exact odds of an `adc odds` input (from the start, or from its `position`). */
  battle: oddsJob(z.object({ input: z.unknown() }), (j) => computeAllianceOdds(j.input)),
  /** Exact odds from a step-by-step resolver state ("odds from here"). */
  'from-state': oddsJob(
    z.object({ input: z.unknown(), state: z.looseObject({ round: z.number(), phase: z.string(), blocks: z.record(z.string(), z.unknown()) }) }),
    (j) => computeOddsFromState(parseAllianceBattleInput(j.input).setup, j.state as unknown as BattleState),
  ),
};

export type AllianceOddsJobs = OddsJobTypes<typeof ALLIANCE_ODDS_JOBS>;

export const ALLIANCE_ODDS: GameOdds<typeof ALLIANCE_ODDS_JOBS> = {
  compute: computeAllianceOdds,
  jobs: ALLIANCE_ODDS_JOBS,
  isInputError: (e) => e instanceof AllianceInputError || e instanceof BattleActionError,
};
