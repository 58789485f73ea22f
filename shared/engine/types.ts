// The game-module contract and the campaign file's shapes. Pure data and functions only.
import type { z } from 'zod';
import type { DiceRequest, DiceRoll } from './random';
import type { DataPack, GameData } from '../data/tables';
import type { RuleSetting } from '../data/rules';

import type { GameId } from '../games/ids';

export { GAME_IDS, type GameId } from '../games/ids';

export interface Player {
  name: string;
  /** Power ids this player controls (one empire in Alliance). */
  powers: string[];
}

export interface CampaignHeader {
  format: 'aide-de-camp-campaign';
  schemaVersion: number;
  id: string;
  game: GameId;
  scenario: string;
  title: string;
  players: Player[];
  /** Game options chosen at set-up (handicaps, variants). Validated by the module. */
  settings: Record<string, unknown>;
  createdAt: string;
  appVersion: string;
  /** Seed of the campaign's dice stream. */
  seed: number;
  /**
   * Saved before version 3, which logs the table's choice of its own dice (meta.dice): the table dice of its
   * entries before its first such choice are accepted without one.
   */
  legacyTableDice?: true;
  /**
   * Saved before version 4: its first N log entries were written by an older version. A check a game has
   * tightened since reads such an entry as it stood then (the log is what happened at the table), with a note.
   */
  legacyEntries?: number;
}

export interface LogEntry {
  /** 1-based, contiguous, never reused. */
  seq: number;
  at: string;
  type: string;
  payload: unknown;
  /** Human title in the game's words, e.g. "France plays card 37". */
  title: string;
  /** Where in the sequence of play this happened, e.g. "1804 · Game Turn 1". */
  when: string;
  dice?: DiceRoll[];
  /**
   * The one player who may see this entry's payload and dice (a secret event drawn, a stack's sealed contents).
   * The file keeps them for replay; the log view, history review, exports and table display show only the title,
   * which is written for everyone.
   */
  sealed?: string;
  /** Generator state after this entry's app rolls; the stream continues from the newest one. */
  rngAfter?: number[];
  /** The rules revision of the build that logged this action (RULES_REVISION); older or none: see replay. */
  rules?: number;
}

export interface CampaignFile {
  header: CampaignHeader;
  entries: LogEntry[];
}

/** Every module state carries its place in the sequence of play. */
export interface SequencePosition {
  /** Absolute game turn, 1-based. */
  turn: number;
  stepId: string;
}

export interface BaseState {
  position: SequencePosition;
  gameOver: null | { reason: string; winners: string[] };
  /** Rule settings in force (set by the engine from the header; changed by 'rules.set' entries). */
  rules?: Record<string, string | boolean>;
  /** The game data pack in force (from the header; changed by 'data.*' entries). */
  data?: DataPack | null;
}

/** The rule settings and data pack in force, as the engine gives them to set-up (later: state.rules and state.data). */
export interface InForce {
  rules: Record<string, string | boolean>;
  data: DataPack | null;
}

export interface StepDef<S extends BaseState = any> {
  id: string;
  title: string;
  /**
   * Where the things of this step are done, in the game's words ("the Winter Gold collection"), for the
   * engine's refusal "Not now: this is done at …". Default: the title.
   */
  doneAt?: string;
  /** On entering this step (after Next). Absent: the module's enterStep. */
  onEnter?(state: S, header: CampaignHeader): S;
  /** Why the table cannot leave this step yet, or null. Absent: the module's canLeaveStep. */
  canLeave?(state: S, header: CampaignHeader): string | null;
  /** What this step waits for, in a sentence. Absent: the module's prompt. */
  prompt?(state: S, header: CampaignHeader): string;
  /** One line: what the rulebook asks at this step. */
  summary: string;
  checklist: string[];
  /** The checklist as this campaign's rule settings shape it (an optional step, a roll placed by a reading). Absent: checklist. */
  checklistFor?(state: S): string[];
  /** Rule citations, e.g. "3.1". */
  cite: string[];
  who: 'all' | 'each-in-order' | 'chooser' | 'referee';
  /** Name of a module condition; the step applies only when it holds. */
  when?: string;
  whenLabel?: string;
}

/** A step's place in the round when it does not apply this turn: already done this round, or still to come. */
export interface StepNote {
  kind: 'earlier' | 'later';
  text: string;
}

export interface PhaseDef<S extends BaseState = any> {
  id: string;
  title: string;
  steps: StepDef<S>[];
}

/** What a game calls its units of play, in its own words (generic screens say "next Game Turn" from it). */
export interface SequenceUnits {
  /** The long unit, e.g. "Year". */
  year: string;
  /** The unit the sequence of play repeats, e.g. "Game Turn" (Alliance), "turn" (a nation's turn). */
  turn: string;
}

export interface SequenceDef<S extends BaseState = any> {
  units: SequenceUnits;
  phases: PhaseDef<S>[];
}

export interface PowerDef {
  id: string;
  name: string;
  colour: string;
  kind: 'major' | 'minor';
}

export interface ScenarioDef {
  id: string;
  name: string;
  cite: string[];
  description: string;
  /** Powers a human may play in this scenario. */
  playable: string[];
  minPlayers: number;
  maxPlayers: number;
}

export interface TrackDef {
  id: string;
  name: string;
  scope: 'power' | 'global';
  min: number;
  max: number | null;
  /**
   * Where the rulebook sets no maximum: the largest value a table could plausibly reach, and why a
   * bigger one is taken for a typing slip and refused. Not a rule.
   */
  ceiling?: { max: number; why: string };
  cite: string[];
  /** Derived tracks are computed, not set. */
  derived?: boolean;
}

export interface BreakdownLine {
  label: string;
  value: number;
  note?: string;
}

export interface DerivedValue {
  id: string;
  label: string;
  power?: string;
  value: number;
  breakdown: BreakdownLine[];
  formula: string;
  cite: string[];
  /** Set when a value the sum needs has not been entered: show this instead of `value`, which is then partial. */
  missing?: string;
}

export interface ActionContext {
  header: CampaignHeader;
  dice: DiceRoll[];
  /** The entry is one of the file's `legacyEntries`: written by a version before version 4. */
  legacy?: boolean;
}

export interface ActionDef<S, P> {
  type: string;
  label: string;
  schema: z.ZodType<P>;
  /**
   * The step ids where it may be taken, or 'all'. The engine refuses it anywhere else ("Not now: this is
   * done at …", in the steps' own words) before the payload is read or `validate` runs.
   */
  steps: readonly string[] | 'all';
  /** May be taken once the game is over (default false: the engine refuses it with "The game is over."). */
  afterGameOver?: boolean;
  /** The game's own words for refusing it at a step not in `steps` (e.g. "no attacks in 1798"); null: the engine's. */
  whyNotNow?(state: S, payload: P): string | null;
  /** Reason the rules refuse this now, or null. Must not throw for a schema-valid payload. */
  validate(state: S, payload: P, header: CampaignHeader, legacy?: boolean): string | null;
  dice?(state: S, payload: P, header: CampaignHeader, legacy?: boolean): DiceRequest[];
  apply(state: S, payload: P, ctx: ActionContext): S;
  title(state: S, payload: P, ctx: ActionContext): string;
  /**
   * The one player who may see this entry's payload and dice (LogEntry.sealed), or null: e.g. a secret draw, whose
   * die face would name the hidden counter. Its title must be written for everyone.
   */
  sealedFor?(state: S, payload: P, ctx: ActionContext): string | null;
}

export interface PowerView {
  power: string;
  name: string;
  colour: string;
  player: string | null;
  status: string;
  defeated: boolean;
  tracks: Record<string, number>;
  /** Track ids its owner keeps hidden from the table: shown only behind the owner's reveal (e.g. treasuries). */
  hidden?: string[];
  /** Short facts shown on the dashboard, e.g. "Cards in hand: 4". */
  facts: string[];
}

/** A group-entered table (or some of its rows) that a campaign will need before play reaches it. */
export interface DataNeed {
  /** The data table id in the game's GameData. */
  table: string;
  /** The row keys needed (absent: the whole table). */
  rows?: string[];
  /** When play needs it, in the game's words ("Winter of 1804"). */
  when: string;
  /** One sentence ("Gold collection counts each homeland's Victory Cities"). */
  why: string;
}

/** A roll whose odds the app knew before it was thrown, for the luck meter (shared/review/luck.ts). */
export interface KnownOddsRoll {
  /** The power whose luck it measures. */
  power: string;
  /** What it was rolled for, in the game's words ("Round 2: Old Guard fires"). */
  what: string;
  /** dist[k]: the chance of scoring k (hits, successes); a higher score is better for `power`. Sums to 1. */
  dist: number[];
  /** The score the dice gave. */
  actual: number;
}

/** A battle the campaign fought, for the review's battles table. */
export interface ReviewBattle {
  where: string;
  attacker: string[];
  defender: string[];
  /** The attacker's chance of winning as the app computed it before the first die, or null when unknown. */
  attackerChance: number | null;
  /** What a win means here, in the game's words ("attacker holds the area"). */
  chanceOf?: string;
  /** The result in words ("Defender holds"). */
  result: string;
  /** The winning side, when there is one. */
  winner: 'attacker' | 'defender' | null;
}

/** What a game tells the generic review (battles table, luck meter) about its log entries. All optional. */
export interface GameReview<S> {
  /** The rolls in this in-force entry whose odds were known before they were thrown. */
  rolls?(entry: LogEntry, before: S, header: CampaignHeader): KnownOddsRoll[];
  /**
   * True for an entry whose table dice were typed as counts of faces in its payload (so the log holds no dice):
   * its rolls count for the luck meter too. Absent: only entries with dice in the log are read.
   */
  typedDice?(entry: LogEntry): boolean;
  /** The battle this entry finished, or null. */
  battle?(entry: LogEntry, before: S, after: S, header: CampaignHeader): ReviewBattle | null;
  /** Instead of `battle`, for a game whose one entry can finish several battles (a continued attack): all of them, in order. */
  battles?(entry: LogEntry, before: S, after: S, header: CampaignHeader): ReviewBattle[];
}

export interface GameModule<S extends BaseState = BaseState> {
  id: GameId;
  name: string;
  cite: string;
  powers: PowerDef[];
  scenarios: ScenarioDef[];
  sequence: SequenceDef<S>;
  tracks: TrackDef[];
  /** The roll the table makes most often: the dice tray starts with it. */
  usualRoll: { count: number; sides: number; cite: string };
  /** Named conditions used by steps' `when`. */
  conditions: Record<string, (state: S) => boolean>;
  /**
   * For a step that does not apply this turn but is part of the same round (done before this turn, or still to
   * come after it), how the step list says so instead of "skipped". Absent or null: skipped.
   */
  stepNote?(state: S, step: StepDef<S>): StepNote | null;
  actions: Record<string, ActionDef<S, any>>;
  /** Validates set-up (scenario, players, settings); returns the reason or null. */
  validateSetup(header: CampaignHeader, inForce: InForce): string | null;
  /** The state at the start; `inForce` holds the rules and data the campaign starts with (as every later action sees them). */
  setup(header: CampaignHeader, inForce: InForce): S;
  /** "1804 · Game Turn 1", for headers and log grouping. */
  turnLabel(state: S): { year: string; turn: string; full: string };
  /** Reason the table cannot leave the current step yet, or null. `legacy`: replaying a Next an older version
   *  logged (the file's `legacyEntries`), so a check added since may let it pass and the save still opens. */
  canLeaveStep(state: S, header: CampaignHeader, legacy?: boolean): string | null;
  /** Called on entering a step (after Next). */
  enterStep(state: S, stepId: string, header: CampaignHeader): S;
  /** Called when the last step of a turn is left; returns the state at the first step of the next turn. */
  nextTurn(state: S, header: CampaignHeader): S;
  readTrack(state: S, track: string, power: string | null): number;
  writeTrack(state: S, track: string, power: string | null, value: number): S;
  derived(state: S, header: CampaignHeader): DerivedValue[];
  powerViews(state: S, header: CampaignHeader): PowerView[];
  /** What the current step is waiting for, in a sentence. */
  prompt(state: S, header: CampaignHeader): string;
  /** Tables the rulebook leaves to the components, with provenance. */
  data?: GameData;
  /** Ambiguities and optional rules that change a computation. */
  rules?: RuleSetting[];
  /**
   * What this campaign will need from the group's data before play reaches it (empty when all is entered).
   * Read by the generic "Before you play" list at New Campaign and on opening.
   */
  beforeYouPlay?(state: S, header: CampaignHeader): DataNeed[];
  /** Called after the data pack changes, to refresh anything derived from it. */
  onDataChanged?(state: S): S;
  /** Statuses beyond the powers' dashboard (alliances, minors, events), grouped. */
  statusBoard(state: S, header: CampaignHeader): Array<{ group: string; rows: Array<{ label: string; value: string }> }>;
  /** Short rule reminders that apply right now (e.g. Winter). */
  reminders(state: S, header: CampaignHeader): string[];
  /** Battles and known-odds rolls for the campaign review (charts, battles table, luck meter). */
  review?: GameReview<S>;
}

export class RuleError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RuleError';
  }
}
