// Campaign files on disk: atomic writes, the journal beside the file, rolling and yearly backups,
// quarantine of damaged files, the lock beside an open file. Plain Node: runs in Electron's main
// process and in the browser host.
import { randomBytes } from 'node:crypto';
import { promises as fs, constants as fsc } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CampaignFormatError, entrySchema, parseCampaignText, serializeCampaign } from '../../shared/engine/schemas';
import type { CampaignFile, LogEntry } from '../../shared/engine/types';
import type { BackupEntry } from '../../shared/ipc/contract';

export const CAMPAIGN_EXT = '.adc';
export const ROLLING_BACKUPS = 10;

export class FileError extends Error {
  constructor(
    message: string,
    readonly path: string,
    readonly kind: 'missing' | 'damaged' | 'foreign' | 'newer' | 'io' | 'changed' | 'readonly',
  ) {
    super(message);
    this.name = 'FileError';
  }
}

/** What the system's error code means, in the user's words. */
export function fsReason(e: unknown): string {
  const code = (e as NodeJS.ErrnoException)?.code;
  switch (code) {
    case 'ENOSPC':
    case 'EDQUOT':
      return 'the disk is full';
    case 'EROFS':
      return 'the folder is read-only';
    case 'EACCES':
    case 'EPERM':
      return 'permission was refused (the folder or file is not writable by this app)';
    case 'ENOENT':
      return 'the folder or file no longer exists';
    case 'ENOTDIR':
      return 'part of the path is a file, not a folder';
    case 'EISDIR':
      return 'that is a folder, not a file';
    case 'EIO':
      return 'the disk reported an error';
    case 'EMFILE':
    case 'ENFILE':
      return 'too many files are open';
    case 'ENAMETOOLONG':
      return 'the name is too long';
    default:
      return code ? `the system refused (${code})` : (e as Error)?.message || 'an unknown error';
  }
}

/** A write that failed, said in plain words; nothing was changed by it. */
export function saveError(e: unknown, file: string): FileError {
  if (e instanceof FileError) return e;
  const code = (e as NodeJS.ErrnoException)?.code;
  return new FileError(`Could not save to ${path.dirname(file)}: ${fsReason(e)}. Nothing was changed.`, file, code === 'EROFS' || code === 'EACCES' || code === 'EPERM' ? 'readonly' : 'io');
}

export function readError(e: unknown, file: string): FileError {
  if (e instanceof FileError) return e;
  const code = (e as NodeJS.ErrnoException)?.code;
  if (code === 'ENOENT') return new FileError(`There is no campaign file at ${file}.`, file, 'missing');
  return new FileError(`Could not read ${file}: ${fsReason(e)}.`, file, 'io');
}

export function journalPath(file: string): string {
  return `${file}.journal`;
}

export function lockPath(file: string): string {
  return `${file}.lock`;
}

/** Backups live in a hidden folder beside the campaign, one sub-folder per file. */
export function backupDir(file: string): string {
  // A file named ".." or "." would put its backups in the campaign folder itself.
  const base = path.basename(file, CAMPAIGN_EXT);
  const safe = base === '' || /^\.+$/.test(base) ? `_${base.replace(/\./g, 'dot')}` : base;
  return path.join(path.dirname(file), '.adc-backups', safe);
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
    await fh?.close().catch(() => undefined);
  }
}

/** Writes all of `buf` at `position`, however many calls it takes; a short write is never taken as done. */
async function writeAll(fh: fs.FileHandle, buf: Buffer, position: number): Promise<void> {
  let done = 0;
  while (done < buf.length) {
    const { bytesWritten } = await fh.write(buf, done, buf.length - done, position + done);
    if (bytesWritten <= 0) throw Object.assign(new Error('short write'), { code: 'ENOSPC' });
    done += bytesWritten;
  }
}

/** The temporary names our saves use, so leftovers of an interrupted save can be found and removed. */
const TMP_MARK = '.adc-tmp-';
function tmpName(file: string): string {
  return path.join(path.dirname(file), `.${path.basename(file)}${TMP_MARK}${process.pid}-${randomBytes(4).toString('hex')}`);
}

/** Temporary file in the same folder, flushed, renamed over the target, folder flushed. */
export async function atomicWrite(file: string, text: string): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const tmp = tmpName(file);
  const fh = await fs.open(tmp, 'wx', 0o644);
  try {
    try {
      await writeAll(fh, Buffer.from(text, 'utf8'), 0);
      await fh.sync();
    } finally {
      await fh.close();
    }
    await fs.rename(tmp, file);
  } catch (e) {
    await fs.rm(tmp, { force: true }).catch(() => undefined);
    throw e;
  }
  await fsyncDir(path.dirname(file));
}

/** Removes temporary files left by saves that were interrupted (a crash, a full disk). */
export async function cleanTempFiles(file: string): Promise<number> {
  const dir = path.dirname(file);
  const base = path.basename(file);
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch {
    return 0;
  }
  // Ours, and those of the write-file-atomic package earlier versions used ("a.adc.123abc").
  const legacy = new RegExp(`^${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.[0-9a-f]{6,}$`);
  let n = 0;
  for (const name of names) {
    if (name.startsWith(`.${base}${TMP_MARK}`) || legacy.test(name)) {
      await fs.rm(path.join(dir, name), { force: true }).then(() => n++, () => undefined);
    }
  }
  return n;
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

export interface SaveOptions {
  /** Do not keep the file being replaced as a backup (it is damaged and already quarantined). */
  noBackupOfOld?: boolean;
}

/**
 * Writes the campaign. The previous version becomes a rolling backup (the last 10 are kept) and the
 * newest save of each Year is kept too. The journal is cleared only after the file is safely written.
 * A failure leaves the file and the journal as they were and is said in plain words.
 */
export async function saveCampaignFile(file: string, data: CampaignFile, yearLabel: string, opts: SaveOptions = {}): Promise<void> {
  const dir = backupDir(file);
  const text = serializeCampaign(data);
  try {
    if (!opts.noBackupOfOld && (await exists(file))) {
      await fs.mkdir(dir, { recursive: true });
      let n = 0;
      let target: string;
      do target = path.join(dir, `rolling-${stamp()}${n ? `-${n}` : ''}${CAMPAIGN_EXT}`);
      while (await exists(target) && ++n);
      try {
        await fs.copyFile(file, target);
      } catch (e) {
        await fs.rm(target, { force: true }).catch(() => undefined);
        throw e;
      }
      await pruneRolling(dir);
    }
    await atomicWrite(file, text);
  } catch (e) {
    throw saveError(e, file);
  }
  // The campaign is safe from here; a yearly copy that cannot be written is not worth refusing the save.
  const safeYear = yearLabel.replace(/[^\w-]+/g, '_');
  if (safeYear) await atomicWrite(path.join(dir, `year-${safeYear}${CAMPAIGN_EXT}`), text).catch(() => undefined);
  await fs.rm(journalPath(file), { force: true }).catch(() => undefined);
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
 * Writes log entries to the journal at byte `at` (the end of its last good line) and flushes them.
 * Returns the journal's new length. A write that fails or comes up short is cut back to `at` and
 * refused: nothing half-written is ever acknowledged, and the next write starts at a clean line.
 */
export async function appendJournal(file: string, campaignId: string, base: number, entries: LogEntry[], at?: number): Promise<number> {
  const jp = journalPath(file);
  let fh: fs.FileHandle;
  try {
    fh = await fs.open(jp, fsc.O_WRONLY | fsc.O_CREAT, 0o644);
  } catch (e) {
    throw saveError(e, file);
  }
  let start = at ?? -1;
  try {
    if (start < 0) start = (await fh.stat()).size;
    let text = '';
    if (start === 0) text += JSON.stringify({ journal: 1, campaignId, base } satisfies JournalHeader) + '\n';
    for (const e of entries) text += JSON.stringify(e) + '\n';
    const buf = Buffer.from(text, 'utf8');
    await writeAll(fh, buf, start);
    await fh.truncate(start + buf.length);
    await fh.sync();
    if (start === 0) await fsyncDir(path.dirname(jp));
    return start + buf.length;
  } catch (e) {
    await fh.truncate(Math.max(0, start)).catch(() => undefined);
    throw saveError(e, file);
  } finally {
    await fh.close().catch(() => undefined);
  }
}

export interface Opened {
  data: CampaignFile;
  /** Entries the file itself holds (the rest came from the journal). */
  inFile: number;
  /** Entries recovered from the journal. */
  recovered: number;
  /** A half-written last line was found and dropped. */
  droppedPartial: boolean;
  /** The journal beside the file, when there is one. */
  journal: null | {
    /** Why part (or all) of it cannot be used, in plain words; null when all of it was good. */
    problem: string | null;
  };
  /** Identity of the file as read, to notice it being replaced while open. */
  identity: FileIdentity;
}

export interface FileIdentity {
  dev: number;
  ino: number;
  size: number;
  mtimeMs: number;
}

export async function identityOf(file: string): Promise<FileIdentity | null> {
  try {
    const st = await fs.stat(file);
    return { dev: st.dev, ino: st.ino, size: st.size, mtimeMs: st.mtimeMs };
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw readError(e, file);
  }
}

export function sameIdentity(a: FileIdentity | null, b: FileIdentity | null): boolean {
  return !!a && !!b && a.dev === b.dev && a.ino === b.ino && a.size === b.size && a.mtimeMs === b.mtimeMs;
}

/** Larger than any campaign played at a table; a bigger file is refused before it is read. */
export const MAX_FILE_BYTES = 32 * 1024 * 1024;

/** Reads and checks a campaign file (not its journal). Throws FileError in plain words with the path. */
export async function readCampaignText(file: string): Promise<{ data: CampaignFile; identity: FileIdentity }> {
  let text: string;
  let identity: FileIdentity;
  try {
    const st = await fs.stat(file);
    if (st.isDirectory()) throw new FileError(`${file} is a folder, not a campaign file.`, file, 'foreign');
    if (st.size > MAX_FILE_BYTES) throw new FileError(`${file} is ${Math.round(st.size / 1048576)} MB, too large to be an Aide-de-Camp campaign (at most ${MAX_FILE_BYTES / 1048576} MB).`, file, 'foreign');
    identity = { dev: st.dev, ino: st.ino, size: st.size, mtimeMs: st.mtimeMs };
    const buf = await fs.readFile(file);
    text = buf.toString('utf8');
  } catch (e) {
    throw readError(e, file);
  }
  try {
    return { data: parseCampaignText(text), identity };
  } catch (e) {
    if (e instanceof CampaignFormatError) {
      const kind = e.kind === 'foreign' ? 'foreign' : e.kind === 'newer' ? 'newer' : 'damaged';
      throw new FileError(e.message, file, kind);
    }
    throw new FileError("This file is damaged and cannot be read.", file, "damaged");
  }
}

export async function readCampaignFile(file: string): Promise<Opened> {
  const { data, identity } = await readCampaignText(file);
  const journal = await readJournal(file, data);
  return {
    data: { header: data.header, entries: [...data.entries, ...journal.entries] },
    inFile: data.entries.length,
    recovered: journal.entries.length,
    droppedPartial: journal.problem !== null,
    journal: journal.exists ? { problem: journal.problem } : null,
    identity,
  };
}

/** The journal's usable prefix; anything after the first bad line is reported, never used. */
async function readJournal(file: string, data: CampaignFile): Promise<{ entries: LogEntry[]; problem: string | null; exists: boolean }> {
  let text: string;
  try {
    text = await fs.readFile(journalPath(file), 'utf8');
  } catch {
    return { entries: [], problem: null, exists: false };
  }
  if (text.length === 0) return { entries: [], problem: null, exists: true };
  const lines = text.split('\n');
  const complete = text.endsWith('\n');
  const usable = lines.slice(0, -1);
  const out: LogEntry[] = [];
  let header: JournalHeader | null = null;
  const stop = (problem: string) => ({ entries: out, problem, exists: true });
  for (let i = 0; i < usable.length; i++) {
    const line = usable[i]!;
    let obj: any;
    try {
      obj = JSON.parse(line);
    } catch {
      return stop(i === usable.length - 1 && !complete ? 'a half-written action' : `line ${i + 1} is not readable`);
    }
    if (!header) {
      header = obj as JournalHeader;
      if (!header || header.journal !== 1 || typeof header.base !== 'number') return stop('it is not an Aide-de-Camp journal');
      if (header.campaignId !== data.header.id) return stop('it belongs to another campaign');
      if (header.base > data.entries.length) return stop(`it continues from entry ${header.base}, but the file holds ${data.entries.length}`);
      continue;
    }
    const parsed = entrySchema.safeParse(obj);
    if (!parsed.success) return stop(`line ${i + 1} is not a valid log entry`);
    const e = parsed.data as LogEntry;
    if (e.seq <= data.entries.length) continue; // already in the file
    if (e.seq !== data.entries.length + out.length + 1) return stop(`entry ${data.entries.length + out.length + 1} is missing`);
    out.push(e);
  }
  if (!complete && (lines[lines.length - 1] ?? '') !== '') return stop('a half-written action');
  if (!header) return stop('it is not an Aide-de-Camp journal');
  return { entries: out, problem: null, exists: true };
}

/** Moves the journal aside (into the backups folder) so a clean one can start; returns where it went. */
export async function setJournalAside(file: string): Promise<string> {
  const dir = backupDir(file);
  await fs.mkdir(dir, { recursive: true });
  const target = path.join(dir, `journal-set-aside-${stamp()}.journal`);
  await fs.rename(journalPath(file), target);
  await fsyncDir(dir);
  await fsyncDir(path.dirname(file));
  return target;
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
  for (const name of names.filter((n) => n.endsWith(CAMPAIGN_EXT) && !n.startsWith('damaged-'))) {
    const p = path.join(dir, name);
    try {
      const st = await fs.stat(p);
      if (st.size > MAX_FILE_BYTES) continue;
      const entries = parseCampaignText(await fs.readFile(p, 'utf8')).entries.length;
      // A backup with nothing played is no use for restoring a campaign.
      if (entries === 0) continue;
      const kind = name.startsWith('year-') ? 'year' : 'rolling';
      out.push({ path: p, name, modified: st.mtime.toISOString(), kind, entries });
    } catch {
      continue; // a backup that does not open is not offered
    }
  }
  return out.sort((a, b) => b.modified.localeCompare(a.modified));
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

// The lock beside an open campaign: one writer at a time; a second opener gets the file read-only.
export interface LockHolder {
  pid: number;
  host: string;
  app: string;
  since: string;
  token: string;
}
export interface HeldLock {
  file: string;
  token: string;
  release(): Promise<void>;
}
export type LockResult = { held: HeldLock } | { readOnly: string; holder: LockHolder | null };

/** A live holder touches its lock this often; one untouched for LOCK_STALE_MS is taken as abandoned. */
export const LOCK_REFRESH_MS = 60_000;
export const LOCK_STALE_MS = 5 * 60_000;
/** Locks this process holds now (a second service in the same process is a second writer too). */
const liveTokens = new Set<string>();

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readLock(lp: string): Promise<{ holder: LockHolder | null; mtimeMs: number } | null> {
  try {
    const st = await fs.stat(lp);
    let holder: LockHolder | null = null;
    try {
      const raw = JSON.parse(await fs.readFile(lp, 'utf8'));
      if (raw && typeof raw.pid === 'number' && typeof raw.host === 'string' && typeof raw.token === 'string') holder = raw;
    } catch {
      /* empty or torn: judged by its age */
    }
    return { holder, mtimeMs: st.mtimeMs };
  } catch {
    return null;
  }
}

function isStale(lock: { holder: LockHolder | null; mtimeMs: number }, now = Date.now()): boolean {
  const old = now - lock.mtimeMs > LOCK_STALE_MS;
  const h = lock.holder;
  if (!h) return now - lock.mtimeMs > 10_000;
  if (h.host !== os.hostname()) return old;
  if (h.pid === process.pid) return !liveTokens.has(h.token); // a pid reused after a restart
  return !pidAlive(h.pid) || old;
}

export function describeHolder(file: string, h: LockHolder | null): string {
  const who = h ? `${h.app || 'Aide-de-Camp'} on ${h.host === os.hostname() ? 'this computer' : h.host} (process ${h.pid}, since ${h.since})` : 'another copy of Aide-de-Camp';
  return `${path.basename(file)} is already open in ${who}. It is open here read-only, so nothing can be lost: close it there to play here.`;
}

export async function acquireLock(file: string, app = 'Aide-de-Camp'): Promise<LockResult> {
  const lp = lockPath(file);
  const me: LockHolder = { pid: process.pid, host: os.hostname(), app, since: new Date().toISOString(), token: randomBytes(8).toString('hex') };
  for (let attempt = 0; attempt < 3; attempt++) {
    let fh: fs.FileHandle | undefined;
    try {
      fh = await fs.open(lp, 'wx', 0o644);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code !== 'EEXIST') {
        if (code === 'EROFS' || code === 'EACCES' || code === 'EPERM') {
          return { readOnly: `${path.dirname(file)} is read-only (${fsReason(e)}), so ${path.basename(file)} is open for review only.`, holder: null };
        }
        return { readOnly: `Could not lock ${path.basename(file)} in ${path.dirname(file)}: ${fsReason(e)}. It is open for review only.`, holder: null };
      }
      const lock = await readLock(lp);
      if (!lock) continue; // removed meanwhile: try again
      if (isStale(lock)) {
        await fs.rm(lp, { force: true }).catch(() => undefined);
        continue;
      }
      return { readOnly: describeHolder(file, lock.holder), holder: lock.holder };
    }
    try {
      await writeAll(fh, Buffer.from(JSON.stringify(me)), 0);
      await fh.sync();
    } catch (e) {
      await fh.close().catch(() => undefined);
      await fs.rm(lp, { force: true }).catch(() => undefined);
      return { readOnly: `Could not lock ${path.basename(file)} in ${path.dirname(file)}: ${fsReason(e)}. It is open for review only.`, holder: null };
    }
    await fh.close();
    liveTokens.add(me.token);
    const timer = setInterval(() => {
      const t = new Date();
      void fs.utimes(lp, t, t).catch(() => undefined);
    }, LOCK_REFRESH_MS);
    timer.unref?.();
    return {
      held: {
        file,
        token: me.token,
        async release() {
          clearInterval(timer);
          liveTokens.delete(me.token);
          const now = await readLock(lp);
          if (now?.holder?.token === me.token) await fs.rm(lp, { force: true }).catch(() => undefined);
        },
      },
    };
  }
  return { readOnly: `${path.basename(file)} could not be locked. It is open here read-only.`, holder: null };
}

export { exists };
