// Napoleon's Imperium's renderer side, as the game registry (games/registry.ts) lists it.
import type { GameUi } from '../games/types';
import { IMPERIUM_STEPS, ImperiumJournalStep, ImperiumStepFrame, imperiumFocus } from './Panels';
import { ImperiumStatusBoard } from './trackers/board';
import { ImperiumDashboard, ImperiumGameOver, ImperiumScoreboard } from './trackers/overview';
import { ImperiumNewCampaign } from './NewCampaign';

export const imperiumUi: GameUi = {
  id: 'napoleons-imperium',
  panels: {
    focus: imperiumFocus,
    steps: IMPERIUM_STEPS,
    OtherStep: ImperiumJournalStep,
    StepFrame: ImperiumStepFrame,
    StatusBoard: ImperiumStatusBoard,
    Scoreboard: ImperiumScoreboard,
    Dashboard: ImperiumDashboard,
    GameOver: ImperiumGameOver,
  },
  NewCampaign: ImperiumNewCampaign,
};
