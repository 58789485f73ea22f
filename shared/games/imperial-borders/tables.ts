// imperial-borders: data tables (skeleton until the game module is built).
import type { GameData } from '../../data/tables';

export const IMPERIAL_BORDERS_DATA: GameData = { game: 'imperial-borders', dataVersion: 1, tables: [] };
