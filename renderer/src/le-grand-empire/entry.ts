// Le Grand Empire's renderer side, as the game registry (games/registry.ts) lists it; its screens load on first need.
import type { GameUi } from '../games/types';
import { useApp } from '../lib/store';

export const lgeUi: GameUi = {
  id: 'le-grand-empire',
  commands: [
    {
      key: 'i',
      label: 'I',
      what: 'Draw an initiative marker (Activation Phase)',
      run: (view) => {
        if (view.step.id === 'activations') void useApp.getState().act('lge.initiative.draw', {}, 'Draw a marker');
      },
    },
  ],
  screens: async () => (await import('./ui')).lgeScreens,
};
