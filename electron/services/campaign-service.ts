// The main process's campaign service: owns the open campaign, applies intents with the pure engine,
// persists every entry to the journal and checkpoints the file, and pushes new views.
// An action counts only once it is durably written: a write that fails leaves the campaign as it was.
import { randomUUID } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { Campaign, allActions, isMeta, makeHeader } from '../../shared/engine/campaign';
import { newSeed } from '../../shared/engine/random';
import { CampaignFormatError } from '../../shared/engine/schemas';
import { completeSettings } from '../../shared/engine/settings';
import { RuleError, type CampaignFile, type LogEntry } from '../../shared/engine/types';
import { gameModule } from '../../shared/games/registry';
import type { CampaignView, ExportFormat, IntentInput, PushEvents, PushName } from '../../shared/ipc/contract';
import { buildView, logRows } from '../../shared/ipc/view';
import {
  FileError, acquireLock, appendJournal, cleanTempFiles, exists, identityOf, isBackupOf, journalPath, listBackups, quarantine,
  readCampaignFile, readCampaignText, sameIdentity, saveCampaignFile, saveError, setJournalAside,
  type FileIdentity, type HeldLock,
} from './files';
import type { SettingsStore } from './settings';
import { Timeline } from '../../shared/review/timeline';
import type { LuckReport, ReplayIndex, ReviewCharts } from '../../shared/review/types';
import { chartData, luckOf } from '../../shared/review/charts';
import { reportBody, reportData } from '../../shared/review/report';
import { exportText, type ExportText } from './export';

/** Full rewrite of the file after this many journal entries (the journal keeps every action safe). */
// The fault suite lowers it (ADC_CHECKPOINT_EVERY) so that kills land during saves too.
export const CHECKPOINT_EVERY = Number(process.env.ADC_CHECKPOINT_EVERY) > 0 ? Number(process.env.ADC_CHECKPOINT_EVERY) : 200;

export interface ServiceOptions {
  appVersion: string;
  settings: SettingsStore;
  now?: () => string;
  /** Named in the lock, so a second opener is told who holds the file. */
  appName?: string;
}

interface Open {
  campaign: Campaign<any>;
  path: string;
  /** Entries already in the file on disk. */
  saved: number;
  /** Entries in the journal since the last checkpoint. */
  journalBase: number;
  /** Bytes of good journal on disk; the next entry is written here. */
  journalSize: number;
  yearAtSave: string;
  lock: HeldLock | null;
  /** Why nothing may be written (another holder, a read-only folder); null when writable. */
  readOnly: string | null;
  /** Opened for review on purpose (readOnly says so); otherwise a readOnly is a fault. */
  reviewOnPurpose?: boolean;
  /** The file as we last wrote or read it; a different one on disk means someone else changed it. */
  identity: FileIdentity | null;
  /** Set when the file was replaced or deleted under us: every write stops until the user chooses. */
  changedOnDisk: string | null;
}

type Listener = <K extends PushName>(name: K, payload: PushEvents[K]) => void;

export class CampaignService {
  private open: Open | null = null;
  private listeners = new Set<Listener>();
  /** Intents run one at a time so the log and the files never interleave. */
  private queue: Promise<unknown> = Promise.resolve();
  /** The history review's timeline of the open campaign, kept while its log is unchanged. */
  private replay: { campaign: Campaign<any>; timeline: Timeline<any> } | null = null;
  /** The view of what is acknowledged (durably written), for pages that connect. */
  private lastView: CampaignView | null = null;

  constructor(private readonly opts: ServiceOptions) {}

  onPush(fn: Listener): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  private push<K extends PushName>(name: K, payload: PushEvents[K]): void {
    for (const l of this.listeners) l(name, payload);
  }

  private notice(level: 'info' | 'warning' | 'error', message: string): void {
    this.push('notice', { level, message });
  }

  serial<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.queue.then(fn, fn);
    this.queue = run.catch(() => undefined);
    return run;
  }

  get current(): Campaign<any> | null {
    return this.open?.campaign ?? null;
  }
  get currentPath(): string | null {
    return this.open?.path ?? null;
  }
  get readOnly(): string | null {
    return this.open?.readOnly ?? null;
  }

  /** The acknowledged view: never includes an action whose write is still in flight. */
  view(): CampaignView | null {
    return this.open ? this.lastView : null;
  }

  private build(o: Open, seq?: number): CampaignView {
    return this.mark(o, buildView(o.campaign, o.path, seq));
  }

  /** The file's state on a view: why nothing is written, and whether that was the group's choice. */
  private mark(o: Open, v: CampaignView): CampaignView {
    if (o.readOnly) {
      v.readOnly = o.readOnly;
      v.readOnlyKind = o.reviewOnPurpose ? 'review' : 'fault';
    }
    if (o.changedOnDisk) v.changedOnDisk = o.changedOnDisk;
    if (this.opts.settings.value.beforePlaySkipped.includes(o.campaign.header.id)) v.beforePlaySkipped = true;
    // Nothing can be written: Undo and Redo would only be refused, so the view says they are not available.
    if (o.readOnly || o.changedOnDisk) {
      v.canUndo = false;
      v.canRedo = false;
    }
    return v;
  }

  private changed(): CampaignView {
    const v = this.build(this.open!);
    this.lastView = v;
    this.push('campaign.changed', v);
    return v;
  }

  async create(input: IntentInput<'campaign.create'> & { path: string }): Promise<CampaignView> {
    const module = gameModule(input.game);
    // Looked up as a list, so a name like "__proto__" is simply not one of the game's scenarios.
    if (!module.scenarios.some((sc) => sc.id === input.scenario)) throw new RuleError(`${module.name} has no scenario "${input.scenario}".`);
    if (await exists(input.path)) throw new FileError(`A campaign file already exists at ${input.path}: choose another name.`, input.path, 'io');
    const header = makeHeader({
      id: randomUUID(),
      game: input.game,
      scenario: input.scenario,
      title: input.title ?? '',
      players: input.players,
      settings: completeSettings(module, input.settings ?? {}),
      seed: newSeed(),
      createdAt: this.now(),
      appVersion: this.opts.appVersion,
    });
    const campaign = Campaign.create(module, header); // throws RuleError for a bad set-up
    const year = module.turnLabel(campaign.state).year;
    await fs.mkdir(path.dirname(input.path), { recursive: true }).catch((e) => {
      throw saveError(e, input.path);
    });
    const lock = await acquireLock(input.path, this.opts.appName);
    if (!('held' in lock)) throw new FileError(lock.readOnly.replace(/ It is open here read-only.*$/, ' Choose another name.'), input.path, 'io');
    try {
      await saveCampaignFile(input.path, campaign.toFile(), year);
    } catch (e) {
      await lock.held.release();
      throw e;
    }
    await this.closeQuietly();
    this.open = {
      campaign, path: input.path, saved: 0, journalBase: 0, journalSize: 0, yearAtSave: year,
      lock: lock.held, readOnly: null, identity: await identityOf(input.path), changedOnDisk: null,
    };
    await this.remember();
    return this.changed();
  }

  async openFile(file: string): Promise<CampaignView> {
    const reopening = this.open?.path === file && this.open.lock ? this.open.lock : null;
    const lockResult = reopening ? { held: reopening } : await acquireLock(file, this.opts.appName);
    const lock = 'held' in lockResult ? lockResult.held : null;
    const readOnly = 'held' in lockResult ? null : lockResult.readOnly;
    let loaded: Awaited<ReturnType<typeof loadCampaignWithJournal>>;
    try {
      loaded = await this.load(file);
    } catch (e) {
      if (lock && !reopening) await lock.release();
      throw e;
    }
    const { campaign, opened, usedFromJournal, journalProblem } = loaded;
    if (this.open && !reopening) await this.closeQuietly();
    const module = campaign.module;
    const inFile = opened.inFile;
    this.open = {
      campaign, path: file, saved: inFile, journalBase: inFile, journalSize: 0, yearAtSave: module.turnLabel(campaign.state).year,
      lock, readOnly, identity: opened.identity, changedOnDisk: null,
    };
    const name = path.basename(file);
    const parts: string[] = [];
    if (usedFromJournal && !readOnly) parts.push(`recovered ${usedFromJournal} action${usedFromJournal > 1 ? 's' : ''} from the journal after an unexpected stop`);
    if (opened.journal && !readOnly) {
      try {
        // Recovery is made durable at once, and the next action starts a clean journal.
        if (journalProblem) {
          const aside = await setJournalAside(file);
          parts.push(`the rest of the journal (${journalProblem}) could not be used and was set aside as ${aside}`);
        }
        if (usedFromJournal) await this.checkpoint();
        else await fs.rm(journalPath(file), { force: true });
      } catch (e) {
        this.open.readOnly = `${saveError(e, file).message.replace(/ Nothing was changed\.$/, '')} The campaign is open for review only.`;
      }
    } else if (journalProblem) {
      parts.push(`the rest of the journal (${journalProblem}) could not be used; it is left as it is`);
    }
    if (!readOnly && !this.open.readOnly) await cleanTempFiles(file);
    if (parts.length) this.notice('warning', `${name}: ${parts.join('; ')}.`);
    if (this.open.readOnly) this.notice('warning', this.open.readOnly);
    await this.remember();
    return this.changed();
  }

  private load(file: string) {
    return loadCampaignWithJournal(file);
  }

  async act(input: IntentInput<'campaign.act'>): Promise<CampaignView> {
    const c = this.need().campaign;
    if (!isMeta(input.type) && !Object.prototype.hasOwnProperty.call(allActions(c.module), input.type)) throw new RuleError(`${c.module.name} has no action "${input.type}".`);
    return this.record((c) => c.act(input.type, input.payload, input.physicalDice ? { physicalDice: input.physicalDice, now: this.now() } : { now: this.now() }));
  }

  async undo(): Promise<CampaignView> {
    return this.record((c) => c.undo(this.now()));
  }

  async redo(): Promise<CampaignView> {
    return this.record((c) => c.redo(this.now()));
  }

  async undoTo(seq: number): Promise<CampaignView> {
    return this.record((c) => c.undoTo(seq, this.now()));
  }

  async bookmark(seq: number, label: string): Promise<CampaignView> {
    return this.record((c) => c.bookmark(seq, label, this.now()));
  }

  log(before: number | undefined, limit: number) {
    return logRows(this.need().campaign, before, limit);
  }

  /** The read-only view as it stood just after entry `seq` (history review and the replay): a lookup. */
  review(seq: number): CampaignView {
    const o = this.need();
    return this.mark(o, this.timeline(o).view(seq, o.path));
  }

  replayIndex(): ReplayIndex {
    return this.timeline(this.need()).index();
  }

  charts(): ReviewCharts {
    return chartData(this.timeline(this.need()));
  }

  luck(): LuckReport {
    return luckOf(this.timeline(this.need()));
  }

  /** The printable summary's body, for the app's print page. */
  report(): { title: string; html: string } {
    const o = this.need();
    const d = reportData(this.timeline(o), path.basename(o.path));
    return { title: d.title, html: reportBody(d) };
  }

  /** The summary or the history as a file's text (electron/services/export.ts saves or returns it). */
  exportText(format: ExportFormat): ExportText {
    const o = this.need();
    return exportText(this.timeline(o), o.path, format);
  }

  /** The open campaign's timeline, folded again only when the log has grown since (review is read-only). */
  private timeline(o: Open): Timeline<any> {
    const c = o.campaign;
    if (!this.replay || this.replay.campaign !== c || this.replay.timeline.total !== c.entries.length) {
      this.replay = { campaign: c, timeline: Timeline.of(c.module, c.toFile()) };
    }
    return this.replay.timeline;
  }

  /**
   * Opens a file to review it: folds the file and its journal as opening does, but takes no lock, recovers
   * nothing into the file, cleans nothing and remembers nothing, so the file, its journal and its backups are
   * left exactly as they were.
   */
  async openForReview(file: string): Promise<CampaignView> {
    const { campaign, opened } = await this.load(file);
    await this.closeQuietly();
    const n = campaign.entries.length;
    this.open = {
      campaign, path: file, saved: n, journalBase: n, journalSize: 0, yearAtSave: campaign.module.turnLabel(campaign.state).year,
      lock: null, readOnly: `${path.basename(file)} is open for review: nothing is written to it, its journal or its backups.`, reviewOnPurpose: true,
      identity: opened.identity, changedOnDisk: null,
    };
    return this.changed();
  }

  async saveAs(target: string): Promise<CampaignView> {
    const o = this.need();
    const same = path.resolve(target) === path.resolve(o.path);
    if (!(same && o.changedOnDisk && !(await exists(target))) && (await exists(target))) {
      throw new FileError(`A file already exists at ${target}: choose another name.`, target, 'io');
    }
    const lock = same && o.lock ? { held: o.lock } : await acquireLock(target, this.opts.appName);
    if (!('held' in lock)) throw new FileError(lock.readOnly.replace(/ It is open here read-only.*$/, ''), target, 'io');
    const year = o.campaign.module.turnLabel(o.campaign.state).year;
    try {
      await saveCampaignFile(target, o.campaign.toFile(), year);
    } catch (e) {
      if (lock.held !== o.lock) await lock.held.release();
      throw e;
    }
    if (o.lock && lock.held !== o.lock) await o.lock.release();
    const n = o.campaign.entries.length;
    // The old file's journal is not this file's: the new file holds everything.
    this.open = { ...o, path: target, saved: n, journalBase: n, journalSize: 0, yearAtSave: year, lock: lock.held, readOnly: null, reviewOnPurpose: false, identity: await identityOf(target), changedOnDisk: null };
    await this.remember();
    return this.changed();
  }

  async close(): Promise<void> {
    if (!this.open) return;
    try {
      await this.checkpoint();
    } catch (e) {
      // Everything acknowledged is in the journal, which the next opening folds in.
      this.notice('warning', `${e instanceof FileError ? e.message : saveError(e, this.open.path).message} Your actions are safe in the journal beside the file.`);
    }
    await this.open.lock?.release();
    this.open = null;
    this.lastView = null;
    this.push('campaign.changed', null);
  }

  async backups(file?: string) {
    const f = file ?? this.open?.path;
    if (!f) return [];
    return listBackups(f);
  }

  /** Restores a backup over a damaged file: the damaged file is quarantined first, never overwritten. */
  async restoreBackup(file: string, backup: string): Promise<CampaignView> {
    if (!isBackupOf(file, backup)) throw new FileError('That is not a backup of this campaign.', backup, 'io');
    const { data } = await readCampaignText(backup);
    const module = gameModule(data.header.game);
    let campaign: Campaign<any>;
    try {
      campaign = Campaign.load(module, data);
    } catch (e) {
      throw damaged(e, backup);
    }
    if (this.open?.path === file) await this.close();
    const lock = await acquireLock(file, this.opts.appName);
    if (!('held' in lock)) throw new FileError(lock.readOnly.replace(/ It is open here read-only.*$/, ''), file, 'io');
    try {
      let quarantined = false;
      if (await exists(file)) {
        const q = await quarantine(file);
        quarantined = true;
        this.notice('info', `The damaged file was kept as ${path.basename(q)} in the backups folder.`);
      }
      const year = module.turnLabel(campaign.state).year;
      // The damaged content is in quarantine; it is not kept a second time as a recent copy.
      await saveCampaignFile(file, campaign.toFile(), year, { noBackupOfOld: quarantined });
    } catch (e) {
      await lock.held.release();
      throw saveError(e, file);
    }
    await this.closeQuietly();
    const n = campaign.entries.length;
    this.open = {
      campaign, path: file, saved: n, journalBase: n, journalSize: 0, yearAtSave: module.turnLabel(campaign.state).year,
      lock: lock.held, readOnly: null, identity: await identityOf(file), changedOnDisk: null,
    };
    await this.remember();
    return this.changed();
  }

  private need(): Open {
    if (!this.open) throw new FileError('No campaign is open.', '', 'missing');
    return this.open;
  }

  /** The open campaign, when it may be written; otherwise the reason, in words. */
  private writable(): Open {
    const o = this.need();
    if (o.readOnly) throw new FileError(o.readOnly, o.path, 'readonly');
    if (o.changedOnDisk) throw new FileError(o.changedOnDisk, o.path, 'changed');
    return o;
  }

  private now(): string {
    return this.opts.now?.() ?? new Date().toISOString();
  }

  /** Has anyone replaced, changed or deleted the file since we last wrote or read it? Stops writing if so. */
  private async checkOnDisk(o: Open): Promise<void> {
    const now = await identityOf(o.path).catch(() => null);
    if (sameIdentity(now, o.identity)) return;
    const name = path.basename(o.path);
    o.changedOnDisk = now
      ? `${name} was changed or replaced on disk by another program since it was opened here. Nothing more was written to it. Save this campaign as a new file, or reload the file from disk.`
      : `${name} was deleted or moved away while it was open. Nothing more was written. Save this campaign as a new file (the same name is free), or reload.`;
    this.lastView = this.build(o);
    this.push('campaign.changed', this.lastView);
    throw new FileError(o.changedOnDisk, o.path, 'changed');
  }

  /**
   * Makes one new entry and keeps it only once it is durably in the journal. On any failure the
   * campaign in memory is folded back to what was acknowledged and the failure is said in words.
   */
  private async record(make: (c: Campaign<any>) => LogEntry): Promise<CampaignView> {
    const o = this.writable();
    await this.checkOnDisk(o);
    const before = o.campaign.entries.length;
    make(o.campaign); // refusals (RuleError) throw before anything changes
    // The action's entry, and the table's dice choice logged just before it when it switched dice.
    const added = o.campaign.entries.slice(before);
    try {
      o.journalSize = await appendJournal(o.path, o.campaign.header.id, o.journalBase, added, o.journalSize);
    } catch (e) {
      this.rollBack(o, before);
      throw saveError(e, o.path);
    }
    const year = o.campaign.module.turnLabel(o.campaign.state).year;
    if (o.campaign.entries.length - o.saved >= CHECKPOINT_EVERY || year !== o.yearAtSave) {
      try {
        await this.checkpoint();
      } catch (e) {
        // The action is safe in the journal; only the full copy waits for the next checkpoint.
        this.notice('warning', `${saveError(e, o.path).message.replace(/ Nothing was changed\.$/, '')} Your actions are safe in the journal; the file will be rewritten at the next save.`);
      }
    }
    return this.changed();
  }

  /** Folds the log again without its newest entry: the state the user last saw acknowledged. */
  private rollBack(o: Open, keep: number): void {
    const c = o.campaign;
    o.campaign = Campaign.load(c.module, { header: c.header, entries: c.entries.slice(0, keep) });
  }

  async checkpoint(): Promise<void> {
    const o = this.open;
    if (!o || o.saved === o.campaign.entries.length || o.readOnly || o.changedOnDisk) return;
    await this.checkOnDisk(o);
    const year = o.campaign.module.turnLabel(o.campaign.state).year;
    await saveCampaignFile(o.path, o.campaign.toFile(), year);
    const n = o.campaign.entries.length;
    Object.assign(o, { saved: n, journalBase: n, journalSize: 0, yearAtSave: year, identity: await identityOf(o.path) });
  }

  private async closeQuietly(): Promise<void> {
    if (this.open) {
      await this.checkpoint().catch(() => undefined);
      await this.open.lock?.release();
    }
    this.open = null;
    this.lastView = null;
  }

  /** Like the recent list, a convenience: a settings folder that cannot be written only means the full list again. */
  async skipBeforePlay(): Promise<null> {
    await this.opts.settings.skipBeforePlay(this.need().campaign.header.id).catch(() => undefined);
    return null;
  }

  /** The recent list is a convenience: a read-only or full settings folder never stops a campaign opening. */
  private async remember(): Promise<void> {
    const o = this.need();
    await this.opts.settings
      .addRecent({ path: o.path, name: path.basename(o.path), game: o.campaign.header.game, title: o.campaign.header.title })
      .catch(() => undefined);
  }
}

/** Reads and folds a file and its journal (the app and the CLI alike); the journal's entries are used only as far as they replay. */
export async function loadCampaignWithJournal(file: string) {
  const opened = await readCampaignFile(file);
  const module = gameModule(opened.data.header.game);
  const fileOnly: CampaignFile = { header: opened.data.header, entries: opened.data.entries.slice(0, opened.inFile) };
  let campaign: Campaign<any>;
  let journalProblem = opened.journal?.problem ?? null;
  let used = opened.recovered;
  const tryLoad = (entries: number) => Campaign.load(module, { header: fileOnly.header, entries: opened.data.entries.slice(0, opened.inFile + entries) });
  try {
    campaign = tryLoad(used);
  } catch (e) {
    if (used === 0) throw damaged(e, file);
    try {
      campaign = Campaign.load(module, fileOnly);
    } catch (e2) {
      throw damaged(e2, file);
    }
    // The longest journal prefix that replays (a binary search: each try folds the whole log).
    let lo = 0;
    let hi = used - 1;
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      try {
        tryLoad(mid);
        lo = mid;
      } catch {
        hi = mid - 1;
      }
    }
    if (lo > 0) campaign = tryLoad(lo);
    journalProblem = `entry ${opened.inFile + lo + 1} does not replay: ${(e as Error).message.replace(/^Log entry \d+ /, '')}`;
    used = lo;
  }
  return { campaign, opened, usedFromJournal: used, journalProblem };
}

function damaged(e: unknown, file: string): FileError {
  if (e instanceof FileError) return e;
  const msg = e instanceof CampaignFormatError ? e.message : `This campaign file is damaged: ${(e as Error).message}`;
  return new FileError(`${path.basename(file)}: ${msg}`, file, 'damaged');
}
