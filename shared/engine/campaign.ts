// A campaign: header + append-only log, folded by the game module's reducers.
// Undo and redo are entries too (cursor moves), so the file only ever grows.
import { z } from 'zod';
import { engineActions, startPosition } from './engine-actions';
import { checkSettings, initialSettingsState, settingsActions, settingsInForce } from './settings';
import { physicalDice, rollDice, seedState, type DiceRoll, type RngState } from './random';
import { CURRENT_SCHEMA_VERSION, CAMPAIGN_FORMAT, CampaignFormatError, RULES_REVISION } from './schemas';
import { gameOverGate, stepGate } from './sequence';
import { RuleError, type ActionDef, type BaseState, type CampaignFile, type CampaignHeader, type GameModule, type LogEntry } from './types';

export const META_UNDO = 'meta.undo';
export const META_REDO = 'meta.redo';
export const META_BOOKMARK = 'meta.bookmark';
/** The table's choice of who rolls from here: its own dice ('table') or the app's ('app'). */
export const META_DICE = 'meta.dice';

export type DiceSource = DiceRoll['source'];
const diceChoicePayload = z.strictObject({ source: z.enum(['app', 'table']) });
const DICE_CHOICE_TITLE: Record<DiceSource, string> = {
  table: 'The table rolls its own dice from here',
  app: 'The app rolls the dice again from here',
};

const SNAPSHOT_EVERY = 64;

const undoPayload = z.object({ to: z.number().int().min(0) });
const bookmarkPayload = z.object({ seq: z.number().int().min(1), label: z.string().trim().min(1).max(80) });

export interface ActOptions {
  /** Faces entered from the table's dice, one array per dice request. */
  physicalDice?: number[][];
  now?: string;
}

export function isMeta(type: string): boolean {
  return type.startsWith('meta.');
}

export function allActions<S extends BaseState>(module: GameModule<S>): Record<string, ActionDef<S, any>> {
  return { ...engineActions(module), ...settingsActions(module), ...module.actions };
}

function describeIssues(err: z.ZodError): string {
  return err.issues
    .slice(0, 3)
    .map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message))
    .join('; ');
}

export interface NewCampaignInput {
  id: string;
  game: CampaignHeader['game'];
  scenario: string;
  title?: string;
  players: CampaignHeader['players'];
  settings?: Record<string, unknown>;
  seed: number;
  createdAt: string;
  appVersion: string;
}

export function makeHeader(input: NewCampaignInput): CampaignHeader {
  return {
    format: CAMPAIGN_FORMAT,
    schemaVersion: CURRENT_SCHEMA_VERSION,
    id: input.id,
    game: input.game,
    scenario: input.scenario,
    title: input.title ?? '',
    players: input.players,
    settings: input.settings ?? {},
    createdAt: input.createdAt,
    appVersion: input.appVersion,
    seed: input.seed,
  };
}

export class Campaign<S extends BaseState = BaseState> {
  readonly module: GameModule<S>;
  readonly header: CampaignHeader;
  private readonly log: LogEntry[] = [];
  private readonly actions: Record<string, ActionDef<S, any>>;
  /** Seqs of the action entries in force, oldest first. */
  private active: number[] = [];
  /** Seqs undone and available to redo; the next redo is the last element. */
  private redoStack: number[] = [];
  /** snapshots[k] = state after k * SNAPSHOT_EVERY active entries. */
  private snapshots: S[] = [];
  private current: S;
  private rng: RngState;
  private bookmarks = new Map<number, string>();
  /** Who rolls now, as the log's last dice choice (META_DICE) has it; a campaign starts with the app's dice. */
  private dice: { source: DiceSource; since: number } = { source: 'app', since: 0 };
  /** Entries of an older rules revision that today's rules refuse, folded as that build checked them. */
  private readonly lenient = new Set<number>();

  private constructor(module: GameModule<S>, header: CampaignHeader) {
    this.module = module;
    this.header = header;
    this.actions = allActions(module);
    const settingsBad = checkSettings(module, header);
    if (settingsBad) throw new RuleError(settingsBad);
    // Set-up sees the rules and data in force, like every later action.
    const inForce = settingsInForce(module, header);
    const bad = module.validateSetup(header, inForce);
    if (bad) throw new RuleError(bad);
    const base = initialSettingsState(module, inForce, module.setup(header, inForce));
    this.current = startPosition(module, module.onDataChanged ? module.onDataChanged(base) : base, header);
    this.snapshots = [this.current];
    this.rng = seedState(header.seed);
  }

  static create<S extends BaseState>(module: GameModule<S>, header: CampaignHeader): Campaign<S> {
    if (header.game !== module.id) throw new RuleError(`This campaign is for ${header.game}, not ${module.id}.`);
    return new Campaign(module, header);
  }

  /**
   * Folds a parsed file. Any entry the rules or the dice stream cannot explain makes the file invalid.
   * `onEntry` sees the campaign as it stood just after each entry (history review builds its timeline from it).
   */
  static load<S extends BaseState>(module: GameModule<S>, file: CampaignFile, onEntry?: (c: Campaign<S>, entry: LogEntry) => void): Campaign<S> {
    let c: Campaign<S>;
    try {
      c = Campaign.create(module, file.header);
    } catch (e) {
      throw new CampaignFormatError(`This campaign's set-up is not valid: ${(e as Error).message}`, 'invalid');
    }
    for (const entry of file.entries) {
      try {
        c.replay(entry);
      } catch (e) {
        throw new CampaignFormatError(`Log entry ${entry.seq} ("${entry.title}") cannot be replayed: ${(e as Error).message}`, 'invalid');
      }
      onEntry?.(c, entry);
    }
    return c;
  }

  get state(): S {
    return this.current;
  }
  get entries(): readonly LogEntry[] {
    return this.log;
  }
  get lastSeq(): number {
    return this.log.length;
  }
  get rngState(): RngState {
    return this.rng;
  }
  get canUndo(): boolean {
    return this.active.length > 0;
  }
  get canRedo(): boolean {
    return this.redoStack.length > 0;
  }
  get activeSeqs(): readonly number[] {
    return this.active;
  }
  get redoSeqs(): readonly number[] {
    return this.redoStack;
  }
  get bookmarkList(): ReadonlyMap<number, string> {
    return this.bookmarks;
  }
  /** Who rolls now: the app's seeded dice or the table's own, and the entry that chose it (0: from the start). */
  get diceSource(): { source: DiceSource; since: number } {
    return this.dice;
  }

  toFile(): CampaignFile {
    return { header: this.header, entries: [...this.log] };
  }

  /** Validates and applies an intent; returns the new entry. Throws RuleError and changes nothing on refusal. */
  act(type: string, payload: unknown, opts: ActOptions = {}): LogEntry {
    if (isMeta(type)) throw new RuleError(`${type} is not an action: use undo, redo or bookmark.`);
    const def = this.actions[type];
    if (!def) throw new RuleError(`${this.module.name} has no action "${type}".`);
    const over = gameOverGate(def, this.current);
    if (over) throw new RuleError(over);
    const parsed = def.schema.safeParse(payload ?? {});
    if (!parsed.success) throw new RuleError(`${def.label}: ${describeIssues(parsed.error)}`);
    const p = parsed.data;
    const reason = stepGate(this.module, def, this.current, p) ?? def.validate(this.current, p, this.header);
    if (reason) throw new RuleError(reason);
    const requests = def.dice?.(this.current, p, this.header) ?? [];
    let dice: DiceRoll[] = [];
    let rngAfter: RngState | undefined;
    if (requests.length > 0) {
      if (opts.physicalDice) {
        dice = physicalDice(requests, opts.physicalDice);
      } else {
        const rolled = rollDice(this.rng, requests);
        dice = rolled.rolls;
        rngAfter = rolled.state;
      }
    } else if (opts.physicalDice && opts.physicalDice.length > 0) {
      throw new RuleError(`${def.label} needs no dice.`);
    }
    const ctx = { header: this.header, dice };
    const title = def.title(this.current, p, ctx);
    const next = def.apply(this.current, p, ctx);
    const sealed = def.sealedFor?.(this.current, p, ctx);
    // The table's switch to its own dice (or back to the app's) is logged when it is made, just before the
    // roll, so that opening the file can tell table dice the table chose from an app roll edited afterwards.
    const source: DiceSource | null = requests.length ? (opts.physicalDice ? 'table' : 'app') : null;
    if (source && source !== this.dice.source) {
      this.metaEntry(META_DICE, { source }, DICE_CHOICE_TITLE[source], opts.now);
      this.dice = { source, since: this.log.length };
    }
    const entry: LogEntry = {
      seq: this.log.length + 1,
      at: opts.now ?? new Date().toISOString(),
      type,
      payload: p,
      title,
      when: this.module.turnLabel(this.current).full,
      ...(dice.length ? { dice } : {}),
      ...(sealed ? { sealed } : {}),
      ...(rngAfter ? { rngAfter: [...rngAfter] } : {}),
      rules: RULES_REVISION,
    };
    this.log.push(entry);
    if (rngAfter) this.rng = rngAfter;
    this.pushActive(entry.seq, next);
    this.redoStack = [];
    return entry;
  }

  /** Undo the last action in force. */
  undo(now?: string): LogEntry {
    if (!this.canUndo) throw new RuleError('Nothing to undo.');
    const to = this.active.length >= 2 ? this.active[this.active.length - 2]! : 0;
    return this.undoTo(to, now);
  }

  /** Undo every action after `seq` (0 = back to the set-up). */
  undoTo(seq: number, now?: string): LogEntry {
    if (seq !== 0 && !this.active.includes(seq)) throw new RuleError(`Entry ${seq} is not in force, so the log cannot be undone to it.`);
    if (seq === this.active[this.active.length - 1]) throw new RuleError('Nothing after that entry to undo.');
    const undone = this.active.filter((s) => s > seq);
    const title = undone.length === 1 ? `Undo: ${this.log[undone[0]! - 1]!.title}` : `Undo ${undone.length} actions, back to ${seq === 0 ? 'the set-up' : `"${this.log[seq - 1]!.title}"`}`;
    // Undone first, so the entry is filed under the turn it returned to (where the table now is).
    this.applyUndo(seq);
    return this.metaEntry(META_UNDO, { to: seq }, title, now);
  }

  redo(now?: string): LogEntry {
    const seq = this.redoStack[this.redoStack.length - 1];
    if (seq === undefined) throw new RuleError('Nothing to redo.');
    const entry = this.metaEntry(META_REDO, { seq }, `Redo: ${this.log[seq - 1]!.title}`, now);
    this.applyRedo(seq);
    return entry;
  }

  bookmark(seq: number, label: string, now?: string): LogEntry {
    const p = bookmarkPayload.parse({ seq, label });
    if (p.seq > this.log.length) throw new RuleError(`There is no entry ${p.seq} to bookmark.`);
    const entry = this.metaEntry(META_BOOKMARK, p, `Bookmark "${p.label}" at entry ${p.seq}`, now);
    this.bookmarks.set(p.seq, p.label);
    return entry;
  }

  /** The state just after entry `seq` took effect, for reviewing history. */
  stateAfter(seq: number): S {
    const idx = this.active.indexOf(seq);
    if (seq !== 0 && idx < 0) throw new RuleError(`Entry ${seq} is not in force.`);
    return this.foldActive(seq === 0 ? 0 : idx + 1);
  }

  private metaEntry(type: string, payload: unknown, title: string, now?: string): LogEntry {
    const entry: LogEntry = {
      seq: this.log.length + 1,
      at: now ?? new Date().toISOString(),
      type,
      payload,
      title,
      when: this.module.turnLabel(this.current).full,
    };
    this.log.push(entry);
    return entry;
  }

  private pushActive(seq: number, state: S): void {
    this.active.push(seq);
    this.current = state;
    if (this.active.length % SNAPSHOT_EVERY === 0) this.snapshots[this.active.length / SNAPSHOT_EVERY] = state;
  }

  private applyUndo(to: number): void {
    while (this.active.length && this.active[this.active.length - 1]! > to) this.redoStack.push(this.active.pop()!);
    this.snapshots.length = Math.floor(this.active.length / SNAPSHOT_EVERY) + 1;
    this.current = this.foldActive(this.active.length);
  }

  private applyRedo(seq: number): void {
    this.redoStack.pop();
    const e = this.log[seq - 1]!;
    const def = this.actions[e.type]!;
    this.pushActive(seq, def.apply(this.current, e.payload, this.entryContext(e)));
  }

  private foldActive(count: number): S {
    const k = Math.min(Math.floor(count / SNAPSHOT_EVERY), this.snapshots.length - 1);
    let s = this.snapshots[k]!;
    for (let i = k * SNAPSHOT_EVERY; i < count; i++) {
      const e = this.log[this.active[i]! - 1]!;
      s = this.actions[e.type]!.apply(s, e.payload, this.entryContext(e));
    }
    return s;
  }

  /** A logged entry's context: its dice, and whether an older version wrote it (the file's `legacyEntries`). */
  private entryContext(e: LogEntry, dice: DiceRoll[] = e.dice ?? []) {
    return { header: this.header, dice, ...(this.isLegacy(e.seq) ? { legacy: true } : {}) };
  }

  private isLegacy(seq: number): boolean {
    return seq <= (this.header.legacyEntries ?? 0) || this.lenient.has(seq);
  }

  /** Why the rules refuse a logged entry (its step, its validation, the dice it needs), or the dice it asks for. */
  private entryCheck(def: ActionDef<S, any>, data: unknown, dice: DiceRoll[], legacy: boolean): string | ReturnType<NonNullable<ActionDef<S, any>['dice']>> {
    const reason = stepGate(this.module, def, this.current, data) ?? def.validate(this.current, data, this.header, legacy);
    if (reason) return reason;
    const requests = def.dice?.(this.current, data, this.header, legacy) ?? [];
    if (requests.length !== dice.length) return `it needs ${requests.length} dice group(s), the log has ${dice.length}`;
    for (let i = 0; i < requests.length; i++) {
      const r = requests[i]!;
      const d = dice[i]!;
      if (d.count !== r.count || d.sides !== r.sides || d.faces.length !== r.count) return `its dice (${d.faces.length}d${d.sides}) are not the ${r.count}d${r.sides} the action throws`;
    }
    return requests;
  }

  /**
   * Re-applies a logged entry while loading, checking it as the live action would: the rules, the
   * dice asked for, every app roll against the seeded stream (faces and the state after), bookmarks.
   */
  private replay(entry: LogEntry): void {
    if (entry.seq !== this.log.length + 1) throw new Error(`expected entry ${this.log.length + 1}`);
    if (entry.type === META_UNDO) {
      const { to } = undoPayload.parse(entry.payload);
      if (to !== 0 && !this.active.includes(to)) throw new Error(`undo target ${to} is not in force`);
      if (to === (this.active[this.active.length - 1] ?? 0)) throw new Error('there is nothing after its target to undo');
      this.log.push(entry);
      this.applyUndo(to);
      return;
    }
    if (entry.type === META_REDO) {
      const { seq } = z.object({ seq: z.number().int() }).parse(entry.payload);
      if (this.redoStack[this.redoStack.length - 1] !== seq) throw new Error(`entry ${seq} is not next to redo`);
      this.log.push(entry);
      this.applyRedo(seq);
      return;
    }
    if (entry.type === META_DICE) {
      const { source } = diceChoicePayload.parse(entry.payload);
      if (source === this.dice.source) throw new Error(`it chooses the ${source === 'app' ? "app's" : "table's own"} dice, already in use`);
      this.log.push(entry);
      this.dice = { source, since: entry.seq };
      return;
    }
    if (entry.type === META_BOOKMARK) {
      const p = bookmarkPayload.parse(entry.payload);
      if (p.seq > this.log.length) throw new Error(`it marks entry ${p.seq}, which did not exist yet`);
      this.log.push(entry);
      this.bookmarks.set(p.seq, p.label);
      return;
    }
    if (entry.dice && !Array.isArray(entry.dice)) throw new Error('its dice are not a list');
    const def = Object.prototype.hasOwnProperty.call(this.actions, entry.type) ? this.actions[entry.type] : undefined;
    if (!def) throw new Error(`unknown action ${entry.type}`);
    const over = gameOverGate(def, this.current);
    if (over) throw new Error(over);
    const parsed = def.schema.safeParse(entry.payload);
    if (!parsed.success) throw new Error(describeIssues(parsed.error));
    const dice = entry.dice ?? [];
    let checked = this.entryCheck(def, parsed.data, dice, this.isLegacy(entry.seq));
    // An entry an older build logged, which a check tightened since refuses, folds as that build checked it.
    if (typeof checked === 'string' && !this.isLegacy(entry.seq) && (entry.rules ?? 0) < RULES_REVISION) {
      const asLogged = this.entryCheck(def, parsed.data, dice, true);
      if (typeof asLogged !== 'string') {
        this.lenient.add(entry.seq);
        checked = asLogged;
      }
    }
    if (typeof checked === 'string') throw new Error(checked);
    const requests = checked;
    const appDice = dice.filter((d) => d.source === 'app');
    // Dice are the table's only where the table chose its own dice before them, and the app's only where it
    // did not (files saved before version 3 logged no choice: their dice are checked from their first choice on).
    if (dice.length && (!this.header.legacyTableDice || this.dice.since > 0)) {
      const source: DiceSource = appDice.length ? 'app' : 'table';
      if (source === 'table' && this.dice.source !== 'table') {
        throw new Error('its dice are marked as thrown at the table, but the table had not chosen its own dice before it: an app roll cannot be turned into table dice');
      }
      if (source === 'app' && this.dice.source !== 'app') throw new Error(`its dice are the app's, but the table rolls its own dice since entry ${this.dice.since}`);
    }
    if (appDice.length > 0) {
      // The logged faces, and the stream state after them, must be exactly what the seeded stream gives next.
      const again = rollDice(this.rng, requests);
      const same = again.rolls.every((r, i) => r.faces.join(',') === dice[i]!.faces.join(','));
      if (!same || dice.some((d) => d.source !== 'app')) throw new Error('its dice do not match the campaign\'s dice stream');
      if (!entry.rngAfter || entry.rngAfter.join(',') !== again.state.join(',')) throw new Error('its dice stream state is not the one its dice leave');
      this.rng = again.state;
    } else {
      if (entry.rngAfter) throw new Error('it records a dice stream state but no app dice');
      if (dice.length) physicalDice(requests, dice.map((d) => d.faces));
    }
    // Sealing follows the rules, not the file: a secret draw logged before sealing existed is sealed too.
    const ctx = this.entryContext(entry, dice);
    const owner = def.sealedFor?.(this.current, parsed.data, ctx);
    this.log.push(owner ? { ...entry, sealed: owner } : entry);
    this.pushActive(entry.seq, def.apply(this.current, parsed.data, ctx));
    this.redoStack = [];
  }
}
