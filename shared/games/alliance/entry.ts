// Alliance, as the app knows it: one line in shared/games/registry.ts.
import type { GameEntry } from '../contract';
import { GAME_NAMES } from '../ids';
import type { ALLIANCE_ODDS_JOBS } from './odds-jobs';
import { alliance } from './module';
import { ALLIANCE_RULES } from './rules';
import { ALLIANCE_DATA } from './tables';

export const ALLIANCE_GAME = {
  id: 'alliance',
  name: GAME_NAMES['alliance'],
  data: ALLIANCE_DATA,
  rules: ALLIANCE_RULES,
  module: alliance,
  odds: {
    jobs: ['battle', 'from-state'] as const satisfies ReadonlyArray<keyof typeof ALLIANCE_ODDS_JOBS>,
    load: async () => (await import('./odds-jobs')).ALLIANCE_ODDS,
  },
  cli: { oddsFormat: 'docs/odds-format.md#alliance' },
  docs: 'docs/odds-format.md#alliance',
} as const satisfies GameEntry;
