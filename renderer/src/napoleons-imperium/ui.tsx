// Napoleon's Imperium's screens (a chunk of their own; entry.ts loads them).
import type { GameScreens } from '../games/types';
import { IMPERIUM_STEPS, ImperiumJournalStep, ImperiumStepFrame, imperiumFocus } from './Panels';
import { ImperiumStatusBoard } from './trackers/board';
import { ImperiumDashboard, ImperiumGameOver, ImperiumScoreboard } from './trackers/overview';
import { ImperiumNewCampaign } from './NewCampaign';

export const imperiumScreens: GameScreens = {
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
