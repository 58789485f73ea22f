// congress-of-vienna: data tables (skeleton until the game module is built).
import type { GameData } from '../../data/tables';

export const CONGRESS_OF_VIENNA_DATA: GameData = { game: 'congress-of-vienna', dataVersion: 1, tables: [] };
