// Congress of Vienna's odds, as the odds worker and `adc odds` run them (loaded on demand through entry.ts).
// The battle job may carry the campaign's data pack: without a `lossTrack` in the input its Battle DRM
// Track is read from there (none: the rulebook values, which lack most of the track).
import { z } from 'zod';
import { packSchema, type DataPack } from '../../data/tables';
import { oddsJob, type GameOdds, type OddsJobTypes } from '../contract';
import { BattleActionError, CovInputError, computeCongressOfViennaOdds } from './battle';
import { CONGRESS_OF_VIENNA_DATA } from './tables';

const pack = packSchema
  .refine((p) => p.game === CONGRESS_OF_VIENNA_DATA.game, { message: 'the data pack is not a Congress of Vienna pack', path: ['game'] })
  .nullable()
  .optional();
const packOptions = (p: DataPack | null | undefined) => (p ? { pack: p } : {});

export const CONGRESS_OF_VIENNA_ODDS_JOBS = {
  /** Exact odds of an `adc odds` input, the track and cards looked up in `pack`. */
  battle: oddsJob(z.object({ input: z.unknown(), pack }), (j) => computeCongressOfViennaOdds(j.input, packOptions(j.pack as DataPack | null | undefined))),
};

export type CongressOfViennaOddsJobs = OddsJobTypes<typeof CONGRESS_OF_VIENNA_ODDS_JOBS>;

export const CONGRESS_OF_VIENNA_ODDS: GameOdds<typeof CONGRESS_OF_VIENNA_ODDS_JOBS> = {
  compute: (input) => computeCongressOfViennaOdds(input),
  jobs: CONGRESS_OF_VIENNA_ODDS_JOBS,
  isInputError: (e) => e instanceof CovInputError || e instanceof BattleActionError,
};
