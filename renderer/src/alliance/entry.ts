// Alliance's renderer side, as the game registry (games/registry.ts) lists it; its screens load on first need.
import type { GameUi } from '../games/types';

export const allianceUi: GameUi = {
  id: 'alliance',
  calculator: {
    label: 'Battle calculator',
    title: 'Exact battle odds for Alliance: what-ifs side by side (C)',
    help: 'Open or close the battle calculator (Alliance)',
  },
  screens: async () => (await import('./ui')).allianceScreens,
};
