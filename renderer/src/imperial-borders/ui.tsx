// Imperial Borders' screens (a chunk of their own; entry.ts loads them).
import type { GameScreens } from '../games/types';
import { IB_STEPS, IbGameOver, IbScoreboard, IbStepFrame, ibFocus } from './Panels';
import { IbNewCampaign } from './NewCampaign';
import { IbReference } from './Reference';
import { StartingForcesNeed } from './StartingForces';
import './ib.css';

export const imperialBordersScreens: GameScreens = {
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
