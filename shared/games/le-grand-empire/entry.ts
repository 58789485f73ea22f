// Le Grand Empire, as the app knows it (campaign module, data and battle odds): one line in shared/games/registry.ts.
import type { GameEntry } from '../contract';
import { GAME_NAMES } from '../ids';
import type { LE_GRAND_EMPIRE_ODDS_JOBS } from './odds-jobs';
import { leGrandEmpireModule } from './module';
import { LE_GRAND_EMPIRE_RULES } from './rules';
import { LE_GRAND_EMPIRE_DATA } from './tables';

export const LE_GRAND_EMPIRE_GAME = {
  id: 'le-grand-empire',
  name: GAME_NAMES['le-grand-empire'],
  data: LE_GRAND_EMPIRE_DATA,
  rules: LE_GRAND_EMPIRE_RULES,
  module: leGrandEmpireModule,
  odds: {
    jobs: ['battle', 'siege', 'tactics'] as const satisfies ReadonlyArray<keyof typeof LE_GRAND_EMPIRE_ODDS_JOBS>,
    load: async () => (await import('./odds-jobs')).LE_GRAND_EMPIRE_ODDS,
  },
  cli: { oddsFormat: 'docs/odds-format.md#le-grand-empire' },
} as const satisfies GameEntry;
