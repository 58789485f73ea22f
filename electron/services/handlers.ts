// The one handler table both hosts use: Electron's ipcMain and the browser host's WebSocket.
// Each intent's payload is parsed with its schema before anything runs; errors become messages.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DiceEntryError } from '../../shared/engine/random';
import { CampaignFormatError } from '../../shared/engine/schemas';
import { RuleError } from '../../shared/engine/types';
import { moduleGames } from '../../shared/games/registry';
import { GAME_DATA, GAME_NAMES, GAME_RULES } from '../../shared/data/registry';
import { MissingDataError, templatePack } from '../../shared/data/tables';
import { PackError, type PackLibrary } from './packs';
import {
  intentSchemas, type DisplayScreenChoice, type FileEntry, type GameCatalogueEntry, type IntentError, type IntentName, type IntentOutputs, type IntentResult,
} from '../../shared/ipc/contract';
import type { CampaignService } from './campaign-service';
import { CAMPAIGN_EXT, FileError, listBackups } from './files';
import { runExport, type ExportHost } from './export';
import type { SettingsStore } from './settings';
import type { ShareState } from '../../shared/ipc/table-view';

/** How a host turns what the renderer sends into real paths. */
export interface PathPolicy {
  /** Where a new campaign goes; null when the user cancelled. */
  forCreate(requested: string | undefined, suggestedName: string): Promise<string | null>;
  forOpen(requested: string | undefined): Promise<string | null>;
  forSaveAs(requested: string | undefined, currentName: string): Promise<string | null>;
  listFiles(): Promise<FileEntry[]>;
}

export interface HostInfo {
  name: string;
  version: string;
  host: 'electron' | 'browser';
  dataDir: string;
}

/** The host's table display and its share to phones (each host opens the display its own way). */
export interface TableHost {
  openDisplay(): Promise<{ url: string | null }>;
  /** The screens the display may open on, and choosing one (Electron only: the browser's display is a tab). */
  screens?(): DisplayScreenChoice[];
  setScreen?(id: number | null): Promise<DisplayScreenChoice[]>;
  share(on: boolean): Promise<ShareState>;
  shareState(): ShareState;
}

const NO_TABLE: TableHost = {
  openDisplay: async () => {
    throw new RuleError('This host has no table display.');
  },
  share: async () => ({ on: false, url: null, problem: 'This host cannot share to phones.' }),
  shareState: () => ({ on: false, url: null }),
};

type Handler<K extends IntentName> = (input: z.output<(typeof intentSchemas)[K]>) => Promise<IntentOutputs[K]>;
export type HandlerTable = { [K in IntentName]: Handler<K> };

class Cancelled extends Error {}

export function catalogue(): GameCatalogueEntry[] {
  return moduleGames().map(({ module: m }) => ({
    id: m.id,
    name: m.name,
    powers: m.powers.map((p) => ({ id: p.id, name: p.name, colour: p.colour, kind: p.kind })),
    scenarios: m.scenarios.map((s) => ({ id: s.id, name: s.name, description: s.description, playable: s.playable, minPlayers: s.minPlayers, maxPlayers: s.maxPlayers, cite: s.cite })),
  }));
}

export function slug(s: string): string {
  return s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || 'campaign';
}

/** `exportHost`: the desktop app's save dialog and PDF printer; without it (browser host) exports come back to download. */
export function createHandlers(service: CampaignService, policy: PathPolicy, settings: SettingsStore, info: HostInfo, packs: PackLibrary, exportHost?: ExportHost, table: TableHost = NO_TABLE): HandlerTable {
  const need = <T>(v: T | null): T => {
    if (v === null) throw new Cancelled();
    return v;
  };
  return {
    'app.info': async () => info,
    'games.catalogue': async () => catalogue(),
    'files.recent': async () => {
      const out: FileEntry[] = [];
      for (const r of settings.value.recent) {
        try {
          const st = await fs.stat(r.path);
          out.push({ path: r.path, name: r.name, modified: st.mtime.toISOString(), ...(r.game ? { game: r.game } : {}), ...(r.title ? { title: r.title } : {}) });
        } catch {
          /* moved or deleted: not offered */
        }
      }
      return out;
    },
    'files.list': async () => policy.listFiles(),
    'campaign.create': async (input) => {
      const suggested = `${slug(input.title || `${input.game} ${input.scenario}`)}${CAMPAIGN_EXT}`;
      const target = need(await policy.forCreate(input.path, suggested));
      const { pack: packId, ...rest } = input;
      const settingsIn = { ...(rest.settings ?? {}) };
      if (packId) {
        const pack = await packs.get(packId);
        if (pack.game !== input.game) throw new PackError([`That pack is for ${pack.game}, not ${input.game}.`]);
        settingsIn.dataPack = pack;
      }
      return service.serial(() => service.create({ ...rest, settings: settingsIn, path: target }));
    },
    'campaign.open': async (input) => {
      const target = await policy.forOpen(input.path);
      if (target === null) return null;
      return service.serial(() => service.openFile(target));
    },
    'campaign.close': async () => {
      await service.serial(() => service.close());
      return null;
    },
    'campaign.saveAs': async (input) => {
      const cur = service.currentPath;
      if (!cur) throw new FileError('No campaign is open.', '', 'missing');
      const target = await policy.forSaveAs(input.path, path.basename(cur));
      if (target === null) return null;
      return service.serial(() => service.saveAs(target));
    },
    'campaign.act': (input) => service.serial(() => service.act(input)),
    'campaign.undo': () => service.serial(() => service.undo()),
    'campaign.redo': () => service.serial(() => service.redo()),
    'campaign.undoTo': (input) => service.serial(() => service.undoTo(input.seq)),
    'campaign.bookmark': (input) => service.serial(() => service.bookmark(input.seq, input.label)),
    'campaign.skipBeforePlay': () => service.skipBeforePlay(),
    'campaign.log': async (input) => service.log(input.before, input.limit),
    'campaign.review': async (input) => service.review(input.seq),
    'campaign.openReview': async (input) => {
      const target = await policy.forOpen(input.path);
      if (target === null) return null;
      return service.serial(() => service.openForReview(target));
    },
    'review.index': async () => service.replayIndex(),
    'review.charts': async () => service.charts(),
    'review.luck': async () => service.luck(),
    'review.report': async () => service.report(),
    'review.export': async (input) => runExport(service.exportText(input.format), input.format, exportHost),
    'campaign.backups': async (input) => {
      const target = input.path ? await policy.forOpen(input.path) : service.currentPath;
      return target ? listBackups(target) : [];
    },
    'campaign.restoreBackup': async (input) => {
      // The backup folder names its campaign: .adc-backups/<name>/x.adc belongs to <name>.adc two folders up.
      const dir = path.dirname(input.backup);
      const file = path.join(path.dirname(path.dirname(dir)), `${path.basename(dir)}${CAMPAIGN_EXT}`);
      const allowed = await policy.forOpen(file);
      if (!allowed) throw new FileError('That backup is outside the campaign folder.', input.backup, 'io');
      return service.serial(() => service.restoreBackup(allowed, input.backup));
    },
    'data.catalogue': async (input) => {
      const data = GAME_DATA[input.game];
      return { game: input.game, name: GAME_NAMES[input.game], data, rules: GAME_RULES[input.game], template: templatePack(data) };
    },
    'packs.list': async (input) => packs.list(input.game),
    'packs.add': async (input) => packs.add(input.pack),
    'packs.get': async (input) => packs.get(input.id),
    'packs.remove': async (input) => {
      await packs.remove(input.id);
      return null;
    },
    'display.open': async () => {
      if (!service.view()) throw new RuleError('Open a campaign first: the table display shows the open campaign.');
      return table.openDisplay();
    },
    'display.screens': async () => table.screens?.() ?? [],
    'display.screen': async (input) => {
      if (!table.setScreen) throw new RuleError('Here the table display opens as a browser tab: drag that tab to the screen you want.');
      return table.setScreen(input.id);
    },
    'share.set': async (input) => (input.on ? table.share(true) : table.share(false)),
    'share.state': async () => table.shareState(),
  };
}

async function describeError(e: unknown, backupsFor?: string): Promise<IntentError> {
  if (e instanceof Cancelled) return { message: 'Cancelled.', kind: 'cancelled' };
  if (e instanceof RuleError) return { message: e.message, kind: 'rule' };
  if (e instanceof PackError) return { message: e.message, kind: 'pack', problems: e.errors };
  if (e instanceof MissingDataError) return { message: e.message, kind: 'data', table: e.table };
  if (e instanceof DiceEntryError) return { message: e.message, kind: 'dice' };
  if (e instanceof FileError || e instanceof CampaignFormatError) {
    const p = e instanceof FileError ? e.path : backupsFor;
    const err: IntentError = { message: e.message, kind: 'file', ...(p ? { path: p } : {}) };
    // Backups are offered for a file that would not open, never for a path the host refused to touch.
    if (p && (e instanceof CampaignFormatError || ['damaged', 'foreign', 'newer'].includes((e as FileError).kind))) {
      const backups = await listBackups(p).catch(() => []);
      if (backups.length) err.backups = backups;
    }
    return err;
  }
  const msg = e instanceof Error ? e.message : String(e);
  return { message: `Something went wrong: ${msg}`, kind: 'internal' };
}

/** Validates the raw input against the intent's schema, runs the handler, and wraps the outcome. */
export async function dispatch(handlers: HandlerTable, name: string, raw: unknown): Promise<IntentResult<IntentName>> {
  if (!Object.prototype.hasOwnProperty.call(intentSchemas, name)) {
    return { ok: false, error: { message: `Unknown request "${name}".`, kind: 'invalid' } };
  }
  const key = name as IntentName;
  const parsed = intentSchemas[key].safeParse(raw ?? {});
  if (!parsed.success) {
    const why = parsed.error.issues.slice(0, 3).map((i) => `${i.path.join('.') || 'input'}: ${i.message}`).join('; ');
    return { ok: false, error: { message: `Invalid ${name} request: ${why}`, kind: 'invalid' } };
  }
  try {
    const value = await (handlers[key] as (i: unknown) => Promise<unknown>)(parsed.data);
    return { ok: true, value } as IntentResult<IntentName>;
  } catch (e) {
    return { ok: false, error: await describeError(e) };
  }
}
