// Every game the app knows, one line each (its entry lives in shared/games/<id>/entry.ts). Generic code
// iterates GAMES or looks a game up here; it never names a game id. See docs/architecture.md.
import type { GameModule } from '../engine/types';
import type { GameEntry, GameOdds, OddsJobTypes } from './contract';
import { GAME_IDS, type GameId } from './ids';
import { ALLIANCE_GAME } from './alliance/entry';
import { CONGRESS_OF_VIENNA_GAME } from './congress-of-vienna/entry';
import { IMPERIAL_BORDERS_GAME } from './imperial-borders/entry';
import { LE_GRAND_EMPIRE_GAME } from './le-grand-empire/entry';
import { NAPOLEONS_IMPERIUM_GAME } from './napoleons-imperium/entry';

export type { GameEntry, GameOdds, GameOddsEntry, OddsJobDef, OddsJobTypes } from './contract';

const ENTRIES = [
  ALLIANCE_GAME,
  IMPERIAL_BORDERS_GAME,
  LE_GRAND_EMPIRE_GAME,
  NAPOLEONS_IMPERIUM_GAME,
  CONGRESS_OF_VIENNA_GAME,
] as const;

const list: GameEntry[] = [...ENTRIES];

/** In the order the app lists them. */
export const GAMES: readonly GameEntry[] = list;

type Entry = (typeof ENTRIES)[number];

/**
 * Each odds game's jobs, with their request fields and result types, by game id and job name: what the
 * renderer's worker protocol and useOdds are typed by (type-only: importing it loads no engine).
 */
export type OddsJobsByGame = {
  [E in Entry as E extends { odds: unknown } ? E['id'] : never]: E extends { odds: { load(): Promise<GameOdds<infer J>> } } ? OddsJobTypes<J> : never;
};
export type OddsGameId = keyof OddsJobsByGame;

const byId = new Map<string, GameEntry>(GAMES.map((g) => [g.id, g]));

/**
 * Tests only: adds a game that is not shipped (shared/test/skeleton-game.ts) until the returned function
 * removes it. Campaign files still name shipped games only (their schema lists GAME_IDS).
 */
export function registerGame(entry: GameEntry): () => void {
  if (byId.has(entry.id)) throw new Error(`The game "${entry.id}" is already registered.`);
  list.push(entry);
  byId.set(entry.id, entry);
  if (entry.module) GAME_MODULES[entry.id] = entry.module;
  return () => {
    list.splice(list.indexOf(entry), 1);
    byId.delete(entry.id);
    delete GAME_MODULES[entry.id];
  };
}

/** The entry of a game id, or undefined (an unknown id, e.g. from a file). */
export function findGame(id: string): GameEntry | undefined {
  return byId.get(id);
}

/** The entry of a game id the caller knows is valid (e.g. schema-checked); throws otherwise. */
export function gameEntry(id: string): GameEntry {
  const g = byId.get(id);
  if (!g) throw new Error(`Aide-de-Camp does not know the game "${id}".`);
  return g;
}

/** True for one of the games the app knows (with a module or not). */
export function isGameId(id: string): id is GameId {
  return (GAME_IDS as readonly string[]).includes(id);
}

/** The games with a rules module (campaigns), in list order. */
export function moduleGames(): Array<GameEntry & { module: GameModule<any> }> {
  return GAMES.filter((g): g is GameEntry & { module: GameModule<any> } => g.module !== undefined);
}

/** The games with exact odds, in list order. */
export function oddsGames(): Array<GameEntry & { odds: NonNullable<GameEntry['odds']> }> {
  return GAMES.filter((g): g is GameEntry & { odds: NonNullable<GameEntry['odds']> } => g.odds !== undefined);
}

/** Loads a game's odds engine; undefined when the game has none (yet). */
export async function loadOdds(id: string): Promise<GameOdds | undefined> {
  return byId.get(id)?.odds?.load();
}

/** Rules modules by id (the games that have one). */
export const GAME_MODULES: Partial<Record<GameId, GameModule<any>>> = Object.fromEntries(moduleGames().map((g) => [g.id, g.module]));

export function gameModule(id: string): GameModule<any> {
  const m = GAME_MODULES[id as GameId];
  if (!m) throw new Error(`Aide-de-Camp does not have the game "${id}" yet.`);
  return m;
}

export function availableGames(): Array<{ id: GameId; name: string }> {
  return moduleGames().map((g) => ({ id: g.id, name: g.name }));
}
