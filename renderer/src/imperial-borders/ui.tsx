// Imperial Borders' renderer side, as the game registry (games/registry.ts) lists it.
import type { GameUi } from '../games/types';
import { IB_STEPS, IbGameOver, IbScoreboard, IbStepFrame, ibFocus } from './Panels';
import { IbNewCampaign } from './NewCampaign';
import { IbReference } from './Reference';
import { StartingForcesNeed } from './StartingForces';
import './ib.css';

export const imperialBordersUi: GameUi = {
  id: 'imperial-borders',
  panels: {
    focus: ibFocus,
    steps: IB_STEPS,
    StepFrame: IbStepFrame,
    Scoreboard: IbScoreboard,
    GameOver: IbGameOver,
  },
  NewCampaign: IbNewCampaign,
  reference: IbReference,
  needEntry: { 'starting-forces': StartingForcesNeed },
};
