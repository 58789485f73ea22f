// The table display's shapes, apart from how they are built (table-view.ts), so the IPC contract can name them
// without importing the builder (which reads the contract's CampaignView: an import cycle otherwise).
import type { ReviewBattle } from '../engine/types';

export interface TableRoll {
  purpose: string;
  faces: number[];
  sides: number;
}

export interface TableTrack {
  id: string;
  name: string;
  /** null: kept hidden by its owner. */
  value: number | null;
}

export interface TablePower {
  power: string;
  name: string;
  colour: string;
  player: string | null;
  status: string;
  defeated: boolean;
  tracks: TableTrack[];
}

export interface TableBattle extends ReviewBattle {
  seq: number;
  when: string;
  /** The dice its steps threw, oldest first. */
  rolls: TableRoll[];
}

export interface TableView {
  gameName: string;
  scenarioName: string;
  title: string;
  turn: { year: string; turn: string; full: string };
  phase: string;
  step: string;
  who: string;
  prompt: string;
  powers: TablePower[];
  /** Global tracks (no power), e.g. a game-wide marker. */
  globals: TableTrack[];
  /** null: none fought yet, or the game does not report its battles. */
  lastBattle: TableBattle | null;
  /** The latest roll in force (any purpose), with the log's title. */
  lastRoll: (TableRoll & { title: string; seq: number }) | null;
  gameOver: null | { reason: string; winners: string[] };
}

/** Whether the share to phones is on, and where (the URL carries its own fresh token). */
export interface ShareState {
  on: boolean;
  url: string | null;
  /** Why it cannot be on (no local network), in words. */
  problem?: string;
}
