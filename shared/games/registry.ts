// Every game module the app knows. Games not built yet are simply absent.
import type { GameId, GameModule } from '../engine/types';
import { alliance } from './alliance/module';
import { napoleonsImperium } from './napoleons-imperium/module';

export const GAME_MODULES: Partial<Record<GameId, GameModule<any>>> = {
  alliance,
  'napoleons-imperium': napoleonsImperium,
};

export function gameModule(id: string): GameModule<any> {
  const m = GAME_MODULES[id as GameId];
  if (!m) throw new Error(`Aide-de-Camp does not have the game "${id}" yet.`);
  return m;
}

export function availableGames(): Array<{ id: GameId; name: string }> {
  return Object.values(GAME_MODULES).map((m) => ({ id: m!.id, name: m!.name }));
}
