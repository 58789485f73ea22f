// Every game's data tables and rule settings, including games whose module is not built yet.
import type { GameId } from '../engine/types';
import { ALLIANCE_DATA } from '../games/alliance/tables';
import { ALLIANCE_RULES } from '../games/alliance/rules';
import { CONGRESS_OF_VIENNA_DATA } from '../games/congress-of-vienna/tables';
import { CONGRESS_OF_VIENNA_RULES } from '../games/congress-of-vienna/rules';
import { IMPERIAL_BORDERS_DATA } from '../games/imperial-borders/tables';
import { IMPERIAL_BORDERS_RULES } from '../games/imperial-borders/rules';
import { LE_GRAND_EMPIRE_DATA } from '../games/le-grand-empire/tables';
import { LE_GRAND_EMPIRE_RULES } from '../games/le-grand-empire/rules';
import { NAPOLEONS_IMPERIUM_DATA } from '../games/napoleons-imperium/tables';
import { NAPOLEONS_IMPERIUM_RULES } from '../games/napoleons-imperium/rules';
import type { RuleSetting } from './rules';
import type { GameData } from './tables';

export const GAME_DATA: Record<GameId, GameData> = {
  alliance: ALLIANCE_DATA,
  'imperial-borders': IMPERIAL_BORDERS_DATA,
  'le-grand-empire': LE_GRAND_EMPIRE_DATA,
  'napoleons-imperium': NAPOLEONS_IMPERIUM_DATA,
  'congress-of-vienna': CONGRESS_OF_VIENNA_DATA,
};

export const GAME_RULES: Record<GameId, RuleSetting[]> = {
  alliance: ALLIANCE_RULES,
  'imperial-borders': IMPERIAL_BORDERS_RULES,
  'le-grand-empire': LE_GRAND_EMPIRE_RULES,
  'napoleons-imperium': NAPOLEONS_IMPERIUM_RULES,
  'congress-of-vienna': CONGRESS_OF_VIENNA_RULES,
};

export const GAME_NAMES: Record<GameId, string> = {
  alliance: 'Alliance',
  'imperial-borders': 'Imperial Borders',
  'le-grand-empire': 'Le Grand Empire',
  'napoleons-imperium': 'Napoleon’s Imperium',
  'congress-of-vienna': 'Congress of Vienna',
};
