// Imperial Borders' renderer side, as the game registry (games/registry.ts) lists it; its screens load on first need.
import type { GameUi } from '../games/types';

export const imperialBordersUi: GameUi = {
  id: 'imperial-borders',
  screens: async () => (await import('./ui')).imperialBordersScreens,
};
