// The IPC contract between the renderer and the main process (Electron IPC or the browser host's
// WebSocket). Every intent's payload is parsed with its schema in main before anything runs.
import { z } from 'zod';
import type { SequenceView } from '../engine/sequence';
import type { CampaignHeader, DataNeed, DerivedValue, GameId, PowerView, SequenceUnits, TrackDef } from '../engine/types';
import type { DataPack, GameData } from '../data/tables';
import type { RuleSetting } from '../data/rules';
import { GAME_IDS } from '../engine/types';
import { plain, playerSchema } from '../engine/schemas';
import type { LuckReport, ReplayIndex, ReviewCharts } from '../review/types';
import type { ShareState, TableView } from './table-types';
import { INTENT_NAME_LIST, IPC_PREFIX, PUSH_CHANNEL_NAME, functionNameOf } from './names';

const none = z.object({}).strict();

/** What the review screen exports: the printable summary and the campaign's history. */
export const EXPORT_FORMATS = ['summary.html', 'summary.pdf', 'tracks.csv', 'log.csv', 'log.json'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export interface ExportResult {
  /** The suggested (browser) or chosen (desktop) file name. */
  fileName: string;
  mime: string;
  /** The text to download (browser host); absent when the desktop app saved it. */
  content?: string;
  /** Where the desktop app saved it. */
  savedTo?: string;
}
const path = plain(4096).pipe(z.string().min(1));

export const intentSchemas = {
  'app.info': none,
  'games.catalogue': none,
  'files.recent': none,
  /** Files in the host's campaign folder (browser host) or recent files (Electron). */
  'files.list': none,
  'campaign.create': z.object({
    game: z.enum(GAME_IDS),
    scenario: plain(80).pipe(z.string().min(1)),
    title: plain(120).pipe(z.string().trim()).default(''),
    players: z.array(playerSchema).min(1).max(12),
    settings: z.record(z.string(), z.unknown()).default({}),
    /** File name (browser host) or full path (Electron); omitted: Electron asks with a dialog. */
    path: path.optional(),
    /** A data pack from the library (its id); omitted: the rulebook values. */
    pack: z.string().max(200).optional(),
  }).strict(),
  'campaign.open': z.object({ path: path.optional() }).strict(),
  'campaign.close': none,
  'campaign.saveAs': z.object({ path: path.optional() }).strict(),
  'campaign.act': z.object({
    type: plain(80).pipe(z.string().min(1)),
    payload: z.unknown(),
    physicalDice: z.array(z.array(z.number().int())).max(50).optional(),
  }).strict(),
  'campaign.undo': none,
  'campaign.redo': none,
  'campaign.undoTo': z.object({ seq: z.number().int().min(0) }).strict(),
  'campaign.bookmark': z.object({ seq: z.number().int().min(1).max(1_000_000), label: plain(80).pipe(z.string().trim().min(1)) }).strict(),
  /** The group chose "Skip for now and play": remembered (the app's settings, not the file) for the next opening. */
  'campaign.skipBeforePlay': none,
  'campaign.log': z.object({ before: z.number().int().min(1).optional(), limit: z.number().int().min(1).max(1000).default(200) }).strict(),
  /** A read-only view of the campaign just after entry `seq`. */
  'campaign.review': z.object({ seq: z.number().int().min(0) }).strict(),
  /** Opens a file to review it only: nothing is written to it, its journal or its backups. */
  'campaign.openReview': z.object({ path: path.optional() }).strict(),
  /** The replay's length and its bookmarks (Year / turn / phase starts and the group's own). */
  'review.index': none,
  /** Every per-power track over time and the battles table. */
  'review.charts': none,
  /** The luck meter. */
  'review.luck': none,
  /** The printable campaign summary, as an HTML fragment for the app's print page (shared/review/report.ts). */
  'review.report': none,
  /** The summary (HTML or PDF) or the history (CSV, JSON): saved where the user chooses (desktop) or returned to download (browser). */
  'review.export': z.object({ format: z.enum(EXPORT_FORMATS) }).strict(),
  'campaign.backups': z.object({ path: path.optional() }).strict(),
  'campaign.restoreBackup': z.object({ backup: path }).strict(),
  /** A game's tables, rule settings and rulebook template pack. */
  'data.catalogue': z.object({ game: z.enum(GAME_IDS) }).strict(),
  'packs.list': z.object({ game: z.enum(GAME_IDS).optional() }).strict(),
  /** Adds a pack (parsed JSON) to the library; all of it validates or nothing is kept. */
  'packs.add': z.object({ pack: z.unknown() }).strict(),
  'packs.get': z.object({ id: z.string().min(1).max(200) }).strict(),
  'packs.remove': z.object({ id: z.string().min(1).max(200) }).strict(),
  /** Opens the table display (Electron: a full-screen window on another screen; browser: the address of its tab). */
  'display.open': none,
  /** The screens the table display may open on (Electron; the browser host's display is a tab: none). */
  'display.screens': none,
  /** Chooses the table display's screen (null: the automatic choice); remembered in the app's settings. */
  'display.screen': z.object({ id: z.number().int().nullable() }).strict(),
  /** Switches the share of the table display to the local network's phones on or off. */
  'share.set': z.object({ on: z.boolean() }).strict(),
  'share.state': none,
} as const;

export type IntentName = keyof typeof intentSchemas;
export type IntentInput<K extends IntentName> = z.input<(typeof intentSchemas)[K]>;
export const INTENT_NAMES = Object.keys(intentSchemas) as IntentName[];

export interface LogRow {
  seq: number;
  at: string;
  type: string;
  title: string;
  when: string;
  /** A sealed roll (a secret draw) comes with no faces and the name of the one player who may see them. */
  dice?: Array<{ purpose: string; faces: number[]; sides: number; source: 'app' | 'table'; sealed?: string }>;
  /** 'active': in force; 'undone': undone and not redone; 'meta': undo/redo/bookmark. */
  status: 'active' | 'undone' | 'meta';
  bookmark?: string;
}

export interface CampaignView {
  path: string | null;
  fileName: string;
  header: CampaignHeader;
  gameName: string;
  scenarioName: string;
  turn: { year: string; turn: string; full: string };
  step: { id: string; title: string; phaseId: string; phaseTitle: string; summary: string; checklist: string[]; cite: string[]; who: string };
  prompt: string;
  reminders: string[];
  sequence: SequenceView['phases'];
  /** What the game calls its units of play ("next Game Turn"). */
  units: SequenceUnits;
  canLeaveStep: string | null;
  canBack: boolean;
  powers: PowerView[];
  derived: DerivedValue[];
  statusBoard: Array<{ group: string; rows: Array<{ label: string; value: string }> }>;
  tracks: TrackDef[];
  /** The game's usual roll, where the dice tray starts. */
  usualRoll: { count: number; sides: number; cite: string };
  /** What the campaign will still need from the group's data, and when ("Before you play"); empty when all is in. */
  beforeYouPlay: DataNeed[];
  /** The group skipped "Before you play" at an earlier opening: shown as a one-line notice. */
  beforePlaySkipped?: true;
  log: LogRow[];
  logTotal: number;
  canUndo: boolean;
  canRedo: boolean;
  undoTitle: string | null;
  redoTitle: string | null;
  gameOver: null | { reason: string; winners: string[] };
  /** The game module's own state, for game-specific panels. */
  state: unknown;
  /** Present when the view is a history review rather than the live campaign. */
  reviewOf?: number;
  /** Why the campaign is open for review only (another holder, a read-only folder), in words. */
  readOnly?: string;
  /**
   * With readOnly: 'review' when the group opened the file for review on purpose (trying to write again would
   * be wrong), 'fault' when writing was refused (a lock held by another writer, a read-only folder, a failed write).
   */
  readOnlyKind?: 'review' | 'fault';
  /** The file was replaced or deleted on disk while open: nothing is written until the user chooses. */
  changedOnDisk?: string;
}

/** One choice of screen for the table display: a screen's id, or null for the automatic choice. */
export interface DisplayScreenChoice {
  id: number | null;
  label: string;
  checked: boolean;
}

export interface GameCatalogueEntry {
  id: GameId;
  name: string;
  powers: Array<{ id: string; name: string; colour: string; kind: string }>;
  scenarios: Array<{ id: string; name: string; description: string; playable: string[]; minPlayers: number; maxPlayers: number; cite: string[] }>;
}

export interface FileEntry {
  path: string;
  name: string;
  modified: string;
  game?: string;
  title?: string;
  /** Read from the file's header, so the list tells campaigns of the same name apart. */
  scenario?: string;
  players?: string[];
  /** Where play had reached at the last save, e.g. "1805 · Game Turn 3". */
  reached?: string;
  /** Why the file does not open, in words (it is then offered with its backups, not opened). */
  problem?: string;
}

export interface BackupEntry {
  path: string;
  name: string;
  modified: string;
  kind: 'rolling' | 'year' | 'damaged';
  entries?: number;
}

export interface IntentOutputs {
  'app.info': { name: string; version: string; host: 'electron' | 'browser'; dataDir: string };
  'games.catalogue': GameCatalogueEntry[];
  'files.recent': FileEntry[];
  'files.list': FileEntry[];
  'campaign.create': CampaignView;
  'campaign.open': CampaignView | null;
  'campaign.close': null;
  'campaign.saveAs': CampaignView | null;
  'campaign.act': CampaignView;
  'campaign.undo': CampaignView;
  'campaign.redo': CampaignView;
  'campaign.undoTo': CampaignView;
  'campaign.bookmark': CampaignView;
  'campaign.skipBeforePlay': null;
  'campaign.log': LogRow[];
  'campaign.review': CampaignView;
  'campaign.openReview': CampaignView | null;
  'review.index': ReplayIndex;
  'review.charts': ReviewCharts;
  'review.luck': LuckReport;
  'review.report': { title: string; html: string };
  'review.export': ExportResult | null;
  'campaign.backups': BackupEntry[];
  'campaign.restoreBackup': CampaignView;
  'data.catalogue': DataCatalogue;
  'packs.list': PackEntry[];
  'packs.add': PackEntry;
  'packs.get': DataPack;
  'packs.remove': null;
  /** url: the tab to open (browser host); null: the host opened its own window. */
  'display.open': { url: string | null };
  'display.screens': DisplayScreenChoice[];
  'display.screen': DisplayScreenChoice[];
  'share.set': ShareState;
  'share.state': ShareState;
}

export interface DataCatalogue {
  game: GameId;
  name: string;
  data: GameData;
  rules: RuleSetting[];
  template: DataPack;
}

export interface PackEntry {
  id: string;
  name: string;
  game: GameId;
  createdAt: string;
  /** Required values still missing. */
  missing: number;
  group: number;
  unverified: number;
}

export type IntentError = {
  message: string;
  kind: 'invalid' | 'rule' | 'dice' | 'file' | 'pack' | 'data' | 'internal' | 'cancelled';
  backups?: BackupEntry[];
  path?: string;
  /** Every problem found, for a pack that does not validate. */
  problems?: string[];
  /** The table to fill in, when a calculation needs data the group has not entered. */
  table?: string;
};
export type IntentResult<K extends IntentName> = { ok: true; value: IntentOutputs[K] } | { ok: false; error: IntentError };

/** Events main pushes to every window. */
export interface PushEvents {
  'campaign.changed': CampaignView | null;
  notice: { level: 'info' | 'warning' | 'error'; message: string };
  /** A menu command the renderer carries out (Electron's menu; browser: never sent). */
  menu: { command: 'new' | 'open' | 'home' | 'shortcuts' };
  /** The table display's view, on its read-only channel only (never to the main window). */
  'table.changed': TableView | null;
}
export type PushName = keyof PushEvents;

/** The one function the renderer's bridge offers, whichever transport carries it. */
export interface Bridge {
  invoke<K extends IntentName>(name: K, input: IntentInput<K>): Promise<IntentResult<K>>;
  on<K extends PushName>(name: K, fn: (payload: PushEvents[K]) => void): () => void;
}

export const IPC_CHANNEL_PREFIX = IPC_PREFIX;
export const PUSH_CHANNEL = PUSH_CHANNEL_NAME;

// The preload's list must name exactly the intents above.
type _SameNames = [IntentName] extends [(typeof INTENT_NAME_LIST)[number]] ? ([(typeof INTENT_NAME_LIST)[number]] extends [IntentName] ? true : never) : never;
export const namesMatch: _SameNames = true;

/** Name of the preload function for an intent: 'campaign.act' → 'campaignAct'. */
export function intentFunctionName(name: IntentName): string {
  return functionNameOf(name);
}

/**
 * The browser host's WebSocket protocol, at ws://127.0.0.1:PORT/ws?token=TOKEN.
 * Client → host: { id, intent, input }. Host → client: { id, result } or { push, payload }.
 */
export type WsRequest = { id: number; intent: string; input: unknown };
export type WsMessage = { id: number; result: IntentResult<IntentName> } | { push: PushName; payload: unknown };
