// Every game's data tables, rule settings and name, including games whose module is not built yet: views of
// the game registry (shared/games/registry.ts), keyed by id.
import type { GameId } from '../engine/types';
import { GAMES } from '../games/registry';
import type { RuleSetting } from './rules';
import type { GameData } from './tables';

function byGame<T>(pick: (g: (typeof GAMES)[number]) => T): Record<GameId, T> {
  return Object.fromEntries(GAMES.map((g) => [g.id, pick(g)])) as Record<GameId, T>;
}

export const GAME_DATA: Record<GameId, GameData> = byGame((g) => g.data);

export const GAME_RULES: Record<GameId, RuleSetting[]> = byGame((g) => g.rules);

export const GAME_NAMES: Record<GameId, string> = byGame((g) => g.name);
