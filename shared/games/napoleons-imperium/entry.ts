// Napoleon's Imperium, as the app knows it: one line in shared/games/registry.ts.
import type { GameEntry } from '../contract';
import { GAME_NAMES } from '../ids';
import type { IMPERIUM_ODDS_JOBS } from './odds-jobs';
import { napoleonsImperium } from './module';
import { NAPOLEONS_IMPERIUM_RULES } from './rules';
import { NAPOLEONS_IMPERIUM_DATA } from './tables';

export const NAPOLEONS_IMPERIUM_GAME = {
  id: 'napoleons-imperium',
  name: GAME_NAMES['napoleons-imperium'],
  data: NAPOLEONS_IMPERIUM_DATA,
  rules: NAPOLEONS_IMPERIUM_RULES,
  module: napoleonsImperium,
  odds: {
    jobs: ['battle', 'needed', 'commanders', 'fight'] as const satisfies ReadonlyArray<keyof typeof IMPERIUM_ODDS_JOBS>,
    load: async () => (await import('./odds-jobs')).IMPERIUM_ODDS,
  },
  cli: { oddsFormat: 'docs/odds-format.md#napoleons-imperium' },
  docs: 'docs/odds-format.md#napoleons-imperium',
} as const satisfies GameEntry;
