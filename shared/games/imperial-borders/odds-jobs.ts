// Imperial Borders' odds, as the odds worker and `adc odds` run them (loaded on demand through entry.ts).
import { z } from 'zod';
import { oddsJob, type GameOdds, type OddsJobTypes } from '../contract';
import { BattleActionError, ImperialBordersInputError, computeImperialBordersFromHere, computeImperialBordersOdds, midRoundSchema } from './battle';

export const IMPERIAL_BORDERS_ODDS_JOBS = {
  /** Exact odds of an `adc odds` input. */
  battle: oddsJob(z.object({ input: z.unknown() }), (j) => computeImperialBordersOdds(j.input)),
  /** Exact odds from inside a Battle Round: the forces at its start (`adc odds` input) and what the round showed so far. */
  fromHere: oddsJob(z.object({ input: z.unknown(), mid: midRoundSchema }), (j) => computeImperialBordersFromHere(j.input, j.mid)),
};

export type ImperialBordersOddsJobs = OddsJobTypes<typeof IMPERIAL_BORDERS_ODDS_JOBS>;

export const IMPERIAL_BORDERS_ODDS: GameOdds<typeof IMPERIAL_BORDERS_ODDS_JOBS> = {
  compute: computeImperialBordersOdds,
  jobs: IMPERIAL_BORDERS_ODDS_JOBS,
  isInputError: (e) => e instanceof ImperialBordersInputError || e instanceof BattleActionError,
};
