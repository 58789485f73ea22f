// What a game gives the renderer (games/registry.ts lists them). Whatever a game leaves out, the
// generic screens show: the campaign's scoreboard, power cards, status board and game-over table,
// and the New Campaign form with one power per player.
import type { ComponentType, ReactNode } from 'react';
import type { CampaignView, GameCatalogueEntry } from '../../../shared/ipc/contract';
import type { DataNeed } from '../../../shared/engine/types';

export interface StepProps {
  view: CampaignView;
}

export interface GamePanels {
  /** The power the table is waiting on right now, for highlighting. */
  focus?: (view: CampaignView) => string | null;
  /** The step-to-panel map: the panel shown under the step bar, by step id. */
  steps?: Readonly<Record<string, ComponentType<StepProps>>>;
  /** A step not in the map; none: a generic "nothing to record at this step" panel. */
  OtherStep?: ComponentType<StepProps>;
  /** Shown around every step's panel (e.g. a turn tracker above it), the panel (if any) as children. */
  StepFrame?: ComponentType<StepProps & { children: ReactNode }>;
  StatusBoard?: ComponentType<{ view: CampaignView; readOnly: boolean }>;
  Scoreboard?: ComponentType<{ view: CampaignView; focus: string | null }>;
  Dashboard?: ComponentType<{ view: CampaignView; readOnly: boolean }>;
  GameOver?: ComponentType<StepProps>;
}

export interface NewCampaignProps {
  catalogue: GameCatalogueEntry[];
  host: 'electron' | 'browser';
  /** Another game was chosen in the form. */
  onGame: (id: string) => void;
}

export interface CalculatorProps {
  from: 'campaign' | 'home';
  onClose: () => void;
}

/** A game's calculator as the buttons and the shortcut list name it (the screen itself is in GameScreens). */
export interface GameCalculator {
  /** The button's words, e.g. "Battle calculator". */
  label: string;
  /** The button's tooltip. */
  title: string;
  /** Its line in the shortcut list (the C key). */
  help: string;
}

/** A one-key command of the game, active while one of its campaigns is open (off while typing or in a dialog). */
export interface GameCommand {
  /** The key, as KeyboardEvent.key gives it without Shift (lower case for letters). */
  key: string;
  /** As the shortcut list shows it. */
  label: string;
  what: string;
  run: (view: CampaignView) => void;
}

/** A game's screens: a chunk of their own, loaded when a campaign, form or calculator of the game first shows. */
export interface GameScreens {
  panels: GamePanels;
  /** Its own New Campaign form; none: the generic one. */
  NewCampaign?: ComponentType<NewCampaignProps>;
  /** Its calculator's screen, when GameUi.calculator names one. */
  Calculator?: ComponentType<CalculatorProps>;
  /** "Before you play": an inline entry for a need (by table id), shown instead of the link to the data editor. */
  needEntry?: Readonly<Record<string, ComponentType<{ view: CampaignView; need: DataNeed }>>>;
  /** Quick-reference cards for the open campaign, shown in the help (?) under the shortcuts. */
  reference?: ComponentType<{ view: CampaignView }>;
  /** "Before you play": the need's title, where the table's title would not say it (default: the table's title). */
  needTitle?: (need: DataNeed) => string | null;
}

/** What the app knows of a game before its screens load: enough for Home's buttons, the keys and the shortcut list. */
export interface GameUi {
  /** The game's id, as its shared module and campaign files name it. */
  id: string;
  calculator?: GameCalculator;
  commands?: readonly GameCommand[];
  /** Its screens, as a dynamic import (each game's renderer/src/<id>/ui.tsx is its own chunk). */
  screens: () => Promise<GameScreens>;
}
