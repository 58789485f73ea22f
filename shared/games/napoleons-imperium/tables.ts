// napoleons-imperium: data tables (skeleton until the game module is built).
import type { GameData } from '../../data/tables';

export const NAPOLEONS_IMPERIUM_DATA: GameData = { game: 'napoleons-imperium', dataVersion: 1, tables: [] };
