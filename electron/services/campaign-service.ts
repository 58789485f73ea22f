// The main process's campaign service: owns the open campaign, applies intents with the pure engine,
// persists every entry to the journal and checkpoints the file, and pushes new views.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { Campaign, makeHeader } from '../../shared/engine/campaign';
import { newSeed } from '../../shared/engine/random';
import { completeSettings } from '../../shared/engine/settings';
import type { LogEntry } from '../../shared/engine/types';
import { gameModule } from '../../shared/games/registry';
import type { CampaignView, IntentInput, PushEvents, PushName } from '../../shared/ipc/contract';
import { buildView, logRows } from '../../shared/ipc/view';
import {
  FileError, appendJournal, exists, isBackupOf, listBackups, quarantine, readCampaignFile, saveCampaignFile,
} from './files';
import type { SettingsStore } from './settings';

/** Full rewrite of the file after this many journal entries (the journal keeps every action safe). */
export const CHECKPOINT_EVERY = 200;

export interface ServiceOptions {
  appVersion: string;
  settings: SettingsStore;
  now?: () => string;
}

interface Open {
  campaign: Campaign<any>;
  path: string;
  /** Entries already in the file on disk. */
  saved: number;
  /** Entries in the journal since the last checkpoint. */
  journalBase: number;
  yearAtSave: string;
}

type Listener = <K extends PushName>(name: K, payload: PushEvents[K]) => void;

export class CampaignService {
  private open: Open | null = null;
  private listeners = new Set<Listener>();
  /** Intents run one at a time so the log and the files never interleave. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly opts: ServiceOptions) {}

  onPush(fn: Listener): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  private push<K extends PushName>(name: K, payload: PushEvents[K]): void {
    for (const l of this.listeners) l(name, payload);
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

  view(): CampaignView | null {
    return this.open ? buildView(this.open.campaign, this.open.path) : null;
  }

  private changed(): CampaignView {
    const v = this.view()!;
    this.push('campaign.changed', v);
    return v;
  }

  async create(input: IntentInput<'campaign.create'> & { path: string }): Promise<CampaignView> {
    const module = gameModule(input.game);
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
    await this.closeQuietly();
    const year = module.turnLabel(campaign.state).year;
    await saveCampaignFile(input.path, campaign.toFile(), year);
    this.open = { campaign, path: input.path, saved: 0, journalBase: 0, yearAtSave: year };
    await this.remember();
    return this.changed();
  }

  async openFile(file: string): Promise<CampaignView> {
    const opened = await readCampaignFile(file);
    const module = gameModule(opened.data.header.game);
    let campaign: Campaign<any>;
    try {
      campaign = Campaign.load(module, opened.data);
    } catch (e) {
      throw new FileError((e as Error).message, file, 'damaged');
    }
    await this.closeQuietly();
    const savedInFile = opened.data.entries.length - opened.recovered;
    this.open = { campaign, path: file, saved: savedInFile, journalBase: savedInFile, yearAtSave: module.turnLabel(campaign.state).year };
    if (opened.recovered > 0 || opened.droppedPartial) {
      // Fold the journal into the file now, so the recovery is durable.
      await this.checkpoint();
      const parts = [];
      if (opened.recovered) parts.push(`recovered ${opened.recovered} action${opened.recovered > 1 ? 's' : ''} from the journal after an unexpected stop`);
      if (opened.droppedPartial) parts.push('one half-written action was lost');
      this.push('notice', { level: 'warning', message: `${path.basename(file)}: ${parts.join('; ')}.` });
    }
    await this.remember();
    return this.changed();
  }

  async act(input: IntentInput<'campaign.act'>): Promise<CampaignView> {
    const o = this.need();
    const entry = o.campaign.act(input.type, input.payload, input.physicalDice ? { physicalDice: input.physicalDice, now: this.now() } : { now: this.now() });
    await this.persist([entry]);
    return this.changed();
  }

  async undo(): Promise<CampaignView> {
    await this.persist([this.need().campaign.undo(this.now())]);
    return this.changed();
  }

  async redo(): Promise<CampaignView> {
    await this.persist([this.need().campaign.redo(this.now())]);
    return this.changed();
  }

  async undoTo(seq: number): Promise<CampaignView> {
    await this.persist([this.need().campaign.undoTo(seq, this.now())]);
    return this.changed();
  }

  async bookmark(seq: number, label: string): Promise<CampaignView> {
    await this.persist([this.need().campaign.bookmark(seq, label, this.now())]);
    return this.changed();
  }

  log(before: number | undefined, limit: number) {
    return logRows(this.need().campaign, before, limit);
  }

  review(seq: number): CampaignView {
    const o = this.need();
    return buildView(o.campaign, o.path, seq);
  }

  async saveAs(target: string): Promise<CampaignView> {
    const o = this.need();
    if (path.resolve(target) !== path.resolve(o.path) && (await exists(target))) throw new FileError(`A file already exists at ${target}.`, target, 'io');
    const year = o.campaign.module.turnLabel(o.campaign.state).year;
    await saveCampaignFile(target, o.campaign.toFile(), year);
    this.open = { ...o, path: target, saved: o.campaign.entries.length, journalBase: o.campaign.entries.length, yearAtSave: year };
    await this.remember();
    return this.changed();
  }

  async close(): Promise<void> {
    if (!this.open) return;
    await this.checkpoint();
    this.open = null;
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
    const opened = await readCampaignFile(backup);
    const module = gameModule(opened.data.header.game);
    const campaign = Campaign.load(module, opened.data);
    await this.closeQuietly();
    if (await exists(file)) {
      const q = await quarantine(file);
      this.push('notice', { level: 'info', message: `The damaged file was kept as ${path.basename(q)} in the backups folder.` });
    }
    const year = module.turnLabel(campaign.state).year;
    await saveCampaignFile(file, campaign.toFile(), year);
    this.open = { campaign, path: file, saved: campaign.entries.length, journalBase: campaign.entries.length, yearAtSave: year };
    await this.remember();
    return this.changed();
  }

  private need(): Open {
    if (!this.open) throw new FileError('No campaign is open.', '', 'missing');
    return this.open;
  }

  private now(): string {
    return this.opts.now?.() ?? new Date().toISOString();
  }

  /** Every new entry goes to the journal at once; the file itself is rewritten at checkpoints. */
  private async persist(entries: LogEntry[]): Promise<void> {
    const o = this.need();
    await appendJournal(o.path, o.campaign.header.id, o.journalBase, entries);
    const year = o.campaign.module.turnLabel(o.campaign.state).year;
    if (o.campaign.entries.length - o.saved >= CHECKPOINT_EVERY || year !== o.yearAtSave) await this.checkpoint();
  }

  async checkpoint(): Promise<void> {
    const o = this.open;
    if (!o || o.saved === o.campaign.entries.length) return;
    const year = o.campaign.module.turnLabel(o.campaign.state).year;
    await saveCampaignFile(o.path, o.campaign.toFile(), year);
    this.open = { ...o, saved: o.campaign.entries.length, journalBase: o.campaign.entries.length, yearAtSave: year };
  }

  private async closeQuietly(): Promise<void> {
    if (this.open) await this.checkpoint();
    this.open = null;
  }

  private async remember(): Promise<void> {
    const o = this.need();
    await this.opts.settings.addRecent({ path: o.path, name: path.basename(o.path), game: o.campaign.header.game, title: o.campaign.header.title });
  }
}
