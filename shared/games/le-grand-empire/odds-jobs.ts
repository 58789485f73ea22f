// Le Grand Empire's odds, as the odds worker and `adc odds` run them (loaded on demand through entry.ts).
import { z } from 'zod';
import { oddsJob, type GameOdds, type OddsJobTypes } from '../contract';
import { LgeActionError, LgeInputError, LgeMissingDataError, computeLeGrandEmpireOdds } from './battle';
import { siegeOddsFromInput } from './battle/siege';
import { landTacticsMatrix } from './battle/land-tactics';

export const LE_GRAND_EMPIRE_ODDS_JOBS = {
  /** Exact odds of an `adc odds` input. */
  battle: oddsJob(z.object({ input: z.unknown() }), (j) => computeLeGrandEmpireOdds(j.input)),
  /** Exact odds of a siege attempt and of the Assault or Breach it may bring (§9). */
  /** The land odds for every pair of hidden tactic choices (§8.1.3.1): rows the attacker's, columns the defender's. */
  tactics: oddsJob(z.object({ input: z.unknown(), choices: z.unknown() }), (j) => landTacticsMatrix(j)),
  siege: oddsJob(z.object({ input: z.unknown(), pack: z.unknown().optional(), rules: z.record(z.string(), z.unknown()).optional() }), (j) => siegeOddsFromInput(j)),
};

export type LeGrandEmpireOddsJobs = OddsJobTypes<typeof LE_GRAND_EMPIRE_ODDS_JOBS>;

export const LE_GRAND_EMPIRE_ODDS: GameOdds<typeof LE_GRAND_EMPIRE_ODDS_JOBS> = {
  compute: computeLeGrandEmpireOdds,
  jobs: LE_GRAND_EMPIRE_ODDS_JOBS,
  isInputError: (e) => e instanceof LgeInputError || e instanceof LgeActionError || e instanceof LgeMissingDataError,
};
