// Congress of Vienna's renderer side, as the game registry (games/registry.ts) lists it; its screens load on first need.
import type { GameUi } from '../games/types';

export const covUi: GameUi = {
  id: 'congress-of-vienna',
  screens: async () => (await import('./ui')).covScreens,
};
