// Congress of Vienna, as the app knows it (campaign module, data and battle odds): one line in shared/games/registry.ts.
import type { GameEntry } from '../contract';
import { GAME_NAMES } from '../ids';
import type { CONGRESS_OF_VIENNA_ODDS_JOBS } from './odds-jobs';
import { congressOfVienna } from './module';
import { CONGRESS_OF_VIENNA_RULES } from './rules';
import { CONGRESS_OF_VIENNA_DATA } from './tables';

export const CONGRESS_OF_VIENNA_GAME = {
  id: 'congress-of-vienna',
  name: GAME_NAMES['congress-of-vienna'],
  data: CONGRESS_OF_VIENNA_DATA,
  rules: CONGRESS_OF_VIENNA_RULES,
  module: congressOfVienna,
  odds: {
    jobs: ['battle'] as const satisfies ReadonlyArray<keyof typeof CONGRESS_OF_VIENNA_ODDS_JOBS>,
    load: async () => (await import('./odds-jobs')).CONGRESS_OF_VIENNA_ODDS,
  },
  cli: { oddsFormat: 'docs/odds-format.md#congress-of-vienna' },
} as const satisfies GameEntry;
