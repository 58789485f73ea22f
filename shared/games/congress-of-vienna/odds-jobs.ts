// Congress of Vienna's odds, as the odds worker and `adc odds` run them (loaded on demand through entry.ts).
import { z } from 'zod';
import { oddsJob, type GameOdds, type OddsJobTypes } from '../contract';
import { BattleActionError, CovInputError, computeCongressOfViennaOdds } from './battle';

export const CONGRESS_OF_VIENNA_ODDS_JOBS = {
  /** Exact odds of an `adc odds` input. */
  battle: oddsJob(z.object({ input: z.unknown() }), (j) => computeCongressOfViennaOdds(j.input)),
};

export type CongressOfViennaOddsJobs = OddsJobTypes<typeof CONGRESS_OF_VIENNA_ODDS_JOBS>;

export const CONGRESS_OF_VIENNA_ODDS: GameOdds<typeof CONGRESS_OF_VIENNA_ODDS_JOBS> = {
  compute: (input) => computeCongressOfViennaOdds(input),
  jobs: CONGRESS_OF_VIENNA_ODDS_JOBS,
  isInputError: (e) => e instanceof CovInputError || e instanceof BattleActionError,
};
