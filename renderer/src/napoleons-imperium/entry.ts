// Napoleon's Imperium's renderer side, as the game registry (games/registry.ts) lists it; its screens load on first need.
import type { GameUi } from '../games/types';

export const imperiumUi: GameUi = {
  id: 'napoleons-imperium',
  screens: async () => (await import('./ui')).imperiumScreens,
};
