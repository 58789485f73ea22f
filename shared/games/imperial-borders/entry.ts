// Imperial Borders, as the app knows it: the campaign module, data, rules and battle odds; one line in shared/games/registry.ts.
import type { GameEntry } from '../contract';
import { GAME_NAMES } from '../ids';
import { imperialBorders } from './module';
import type { IMPERIAL_BORDERS_ODDS_JOBS } from './odds-jobs';
import { IMPERIAL_BORDERS_RULES } from './rules';
import { IMPERIAL_BORDERS_DATA } from './tables';

export const IMPERIAL_BORDERS_GAME = {
  id: 'imperial-borders',
  name: GAME_NAMES['imperial-borders'],
  data: IMPERIAL_BORDERS_DATA,
  rules: IMPERIAL_BORDERS_RULES,
  module: imperialBorders,
  odds: {
    jobs: ['battle', 'fromHere'] as const satisfies ReadonlyArray<keyof typeof IMPERIAL_BORDERS_ODDS_JOBS>,
    load: async () => (await import('./odds-jobs')).IMPERIAL_BORDERS_ODDS,
  },
  cli: { oddsFormat: 'docs/cli.md#adc-odds' },
} as const satisfies GameEntry;
