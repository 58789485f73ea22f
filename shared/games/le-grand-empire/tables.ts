// le-grand-empire: data tables (skeleton until the game module is built).
import type { GameData } from '../../data/tables';

export const LE_GRAND_EMPIRE_DATA: GameData = { game: 'le-grand-empire', dataVersion: 1, tables: [] };
