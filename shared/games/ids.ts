// The id of every game Aide-de-Camp knows (with a module or data only). A leaf: the engine's types, the
// data schemas and the registry all read it, so it imports nothing. The names are here too: the renderer's
// data screens list every game without loading one's rules and tables (each game's screens are their own chunk).
export const GAME_IDS = ['alliance', 'imperial-borders', 'le-grand-empire', 'napoleons-imperium', 'congress-of-vienna'] as const;
export type GameId = (typeof GAME_IDS)[number];

/** Each game's name, as its entry (shared/games/<id>/entry.ts) gives it. */
export const GAME_NAMES: Readonly<Record<GameId, string>> = {
  alliance: 'Alliance',
  'imperial-borders': 'Imperial Borders',
  'le-grand-empire': 'Le Grand Empire',
  'napoleons-imperium': 'Napoleon’s Imperium',
  'congress-of-vienna': 'Congress of Vienna',
};
