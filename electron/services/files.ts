// Campaign files on disk: atomic writes, the journal beside the file, rolling and yearly backups,
// quarantine of damaged files. Plain Node: runs in Electron's main process and in the browser host.
import { promises as fs, constants as fsc } from 'node:fs';
import path from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { CampaignFormatError, entrySchema, parseCampaignText, serializeCampaign } from '../../shared/engine/schemas';
import type { CampaignFile, LogEntry } from '../../shared/engine/types';
import type { BackupEntry } from '../../shared/ipc/contract';

export const CAMPAIGN_EXT = '.adc';
export const ROLLING_BACKUPS = 10;

export class FileError extends Error {
  constructor(
    message: string,
    readonly path: string,
    readonly kind: 'missing' | 'damaged' | 'foreign' | 'newer' | 'io',
  ) {
    super(message);
    this.name = 'FileError';
  }
}

export function journalPath(file: string): string {
  return `${file}.journal`;
}

/** Backups live in a hidden folder beside the campaign, one sub-folder per file. */
export function backupDir(file: string): string {
  return path.join(path.dirname(file), '.adc-backups', path.basename(file, CAMPAIGN_EXT));
}

async function fsyncDir(dir: string): Promise<void> {
  // Makes the rename durable. Some platforms (Windows) cannot open a folder for fsync: skip there.
  let fh: fs.FileHandle | undefined;
  try {
    fh = await fs.open(dir, fsc.O_RDONLY);
    await fh.sync();
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code !== 'EISDIR' && code !== 'EPERM' && code !== 'EINVAL' && code !== 'EACCES') throw e;
  } finally {
    await fh?.close();
  }
}

/** Temporary file in the same folder, flushed, renamed over the target, folder flushed. */
export async function atomicWrite(file: string, text: string): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  await writeFileAtomic(file, text, { fsync: true, encoding: 'utf8' });
  await fsyncDir(path.dirname(file));
}

async function exists(p: string): Promise<boolean> {
  try {
    await fs.access(p);
    return true;
  } catch {
    return false;
  }
}

function stamp(d = new Date()): string {
  return d.toISOString().replace(/[:.]/g, '-');
}

/**
 * Writes the campaign. The previous version becomes a rolling backup (the last 10 are kept) and the
 * newest save of each Year is kept too. The journal is cleared only after the file is safely written.
 */
export async function saveCampaignFile(file: string, data: CampaignFile, yearLabel: string): Promise<void> {
  const dir = backupDir(file);
  if (await exists(file)) {
    await fs.mkdir(dir, { recursive: true });
    let n = 0;
    let target: string;
    do target = path.join(dir, `rolling-${stamp()}${n ? `-${n}` : ''}${CAMPAIGN_EXT}`);
    while (await exists(target) && ++n);
    await fs.copyFile(file, target);
    await pruneRolling(dir);
  }
  const text = serializeCampaign(data);
  await atomicWrite(file, text);
  const safeYear = yearLabel.replace(/[^\w-]+/g, '_');
  if (safeYear) await atomicWrite(path.join(dir, `year-${safeYear}${CAMPAIGN_EXT}`), text);
  await fs.rm(journalPath(file), { force: true });
}

async function pruneRolling(dir: string): Promise<void> {
  const names = (await fs.readdir(dir)).filter((n) => n.startsWith('rolling-')).sort();
  for (const old of names.slice(0, Math.max(0, names.length - ROLLING_BACKUPS))) await fs.rm(path.join(dir, old), { force: true });
}

export interface JournalHeader {
  journal: 1;
  campaignId: string;
  /** Entries the campaign file held when this journal began. */
  base: number;
}

/**
 * Appends one log entry to the journal and flushes it, so a crash loses at most the entry in
 * flight. Cost does not depend on the campaign's length.
 */
export async function appendJournal(file: string, campaignId: string, base: number, entries: LogEntry[]): Promise<void> {
  const jp = journalPath(file);
  const fh = await fs.open(jp, 'a');
  try {
    const { size } = await fh.stat();
    let text = '';
    if (size === 0) text += JSON.stringify({ journal: 1, campaignId, base } satisfies JournalHeader) + '\n';
    for (const e of entries) text += JSON.stringify(e) + '\n';
    await fh.write(text);
    await fh.sync();
  } finally {
    await fh.close();
  }
}

export interface Opened {
  data: CampaignFile;
  /** Entries recovered from the journal. */
  recovered: number;
  /** A half-written last line was found and dropped. */
  droppedPartial: boolean;
}

export async function readCampaignFile(file: string): Promise<Opened> {
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new FileError(code === 'ENOENT' ? `There is no campaign file at ${file}.` : `Cannot read ${file}: ${(e as Error).message}`, file, code === 'ENOENT' ? 'missing' : 'io');
  }
  let data: CampaignFile;
  try {
    data = parseCampaignText(text);
  } catch (e) {
    if (e instanceof CampaignFormatError) {
      const kind = e.kind === 'foreign' ? 'foreign' : e.kind === 'newer' ? 'newer' : 'damaged';
      throw new FileError(e.message, file, kind);
    }
    throw e;
  }
  const journal = await readJournal(file, data);
  return { data: { header: data.header, entries: [...data.entries, ...journal.entries] }, recovered: journal.entries.length, droppedPartial: journal.droppedPartial };
}

async function readJournal(file: string, data: CampaignFile): Promise<{ entries: LogEntry[]; droppedPartial: boolean }> {
  let text: string;
  try {
    text = await fs.readFile(journalPath(file), 'utf8');
  } catch {
    return { entries: [], droppedPartial: false };
  }
  const lines = text.split('\n');
  const complete = text.endsWith('\n');
  const usable = complete ? lines.slice(0, -1) : lines.slice(0, -1);
  let droppedPartial = !complete && (lines[lines.length - 1] ?? '') !== '';
  const out: LogEntry[] = [];
  let header: JournalHeader | null = null;
  for (const line of usable) {
    if (!line.trim()) continue;
    let obj: any;
    try {
      obj = JSON.parse(line);
    } catch {
      droppedPartial = true;
      break;
    }
    if (!header) {
      header = obj as JournalHeader;
      // A journal from another campaign, or one already folded into the file, is ignored.
      if (header.journal !== 1 || header.campaignId !== data.header.id) return { entries: [], droppedPartial: false };
      continue;
    }
    const parsed = entrySchema.safeParse(obj);
    if (!parsed.success) {
      droppedPartial = true;
      break;
    }
    const e = parsed.data as LogEntry;
    if (e.seq <= data.entries.length) continue; // already in the file
    if (e.seq !== data.entries.length + out.length + 1) break;
    out.push(e);
  }
  return { entries: out, droppedPartial };
}

export async function listBackups(file: string): Promise<BackupEntry[]> {
  const dir = backupDir(file);
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch {
    return [];
  }
  const out: BackupEntry[] = [];
  for (const name of names.filter((n) => n.endsWith(CAMPAIGN_EXT))) {
    const p = path.join(dir, name);
    const st = await fs.stat(p);
    const kind = name.startsWith('year-') ? 'year' : name.startsWith('damaged-') ? 'damaged' : 'rolling';
    let entries: number | undefined;
    if (kind !== 'damaged') {
      try {
        entries = parseCampaignText(await fs.readFile(p, 'utf8')).entries.length;
      } catch {
        continue; // a backup that does not open is not offered
      }
    }
    out.push({ path: p, name, modified: st.mtime.toISOString(), kind, ...(entries !== undefined ? { entries } : {}) });
  }
  return out.filter((b) => b.kind !== 'damaged').sort((a, b) => b.modified.localeCompare(a.modified));
}

/** Moves a damaged file (and its journal) aside so nothing ever overwrites it. */
export async function quarantine(file: string): Promise<string> {
  const dir = backupDir(file);
  await fs.mkdir(dir, { recursive: true });
  const target = path.join(dir, `damaged-${stamp()}${CAMPAIGN_EXT}`);
  await fs.copyFile(file, target);
  if (await exists(journalPath(file))) await fs.copyFile(journalPath(file), `${target}.journal`);
  await fsyncDir(dir);
  return target;
}

export function isBackupOf(file: string, backup: string): boolean {
  const dir = path.resolve(backupDir(file));
  const b = path.resolve(backup);
  return path.dirname(b) === dir && b.endsWith(CAMPAIGN_EXT);
}

export { exists };
