// The id of every game Aide-de-Camp knows (with a module or data only). A leaf: the engine's types, the
// data schemas and the registry all read it, so it imports nothing.
export const GAME_IDS = ['alliance', 'imperial-borders', 'le-grand-empire', 'napoleons-imperium', 'congress-of-vienna'] as const;
export type GameId = (typeof GAME_IDS)[number];
