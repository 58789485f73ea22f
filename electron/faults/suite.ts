// The fault suite: attacks the campaign files and the browser host as a reliability engineer would,
// with the same file code the desktop app uses, and counts what was lost. `npm run test:faults`
// runs it in full; a short seeded run is part of `npm test` (suite.test.ts).
// Loopback only. Every process it starts it kills, every mount it makes it unmounts.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import WebSocket from 'ws';
import { run as cli } from '../../bin/cli';
import { alliance } from '../../shared/games/alliance/module';
import { intentSchemas, INTENT_NAMES, type WsMessage } from '../../shared/ipc/contract';

/** The suite's campaigns are Alliance 1804-07 games (its scenario and powers). */
const FAULT_GAME = alliance.id;
import { CampaignService } from '../services/campaign-service';
import { dataDirPolicy } from '../services/data-dir-policy';
import { journalPath, lockPath } from '../services/files';
import { createHandlers, dispatch } from '../services/handlers';
import { PackLibrary } from '../services/packs';
import { SettingsStore } from '../services/settings';
import { rawFrame } from './frames';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface SuiteOptions {
  seed: number;
  /** Acknowledged actions across the kill -9 run. */
  killActions: number;
  damagedFiles: number;
  fuzzIntents: number;
  /** Include one 50 MB file among the damaged ones. */
  huge: boolean;
  log?: (line: string) => void;
}

export const FULL: Omit<SuiteOptions, 'seed'> = { killActions: 240, damagedFiles: 1000, fuzzIntents: 10_000, huge: true };
export const SHORT: Omit<SuiteOptions, 'seed'> = { killActions: 30, damagedFiles: 100, fuzzIntents: 600, huge: false };

export interface Row {
  test: string;
  figure: string;
  value: number | string;
  /** True when this figure is a loss or a failure: the suite fails if any is. */
  bad: boolean;
}

export interface SuiteResult {
  rows: Row[];
  failed: boolean;
}

/** Seeded randomness for the suite's own choices (separate from any campaign's dice). */
class Rng {
  private g: ReturnType<typeof xoroshiro128plus>;
  constructor(seed: number) {
    this.g = xoroshiro128plus(seed);
  }
  int(lo: number, hi: number): number {
    return uniformInt(this.g, lo, hi);
  }
  pick<T>(xs: readonly T[]): T {
    return xs[this.int(0, xs.length - 1)]!;
  }
  chance(p: number): boolean {
    return this.int(0, 999_999) < p * 1_000_000;
  }
}

const players = [{ name: 'Ann', powers: ['france'] }, { name: 'Bo', powers: ['britain'] }];
const sha = (b: Buffer | string) => createHash('sha256').update(b).digest('hex');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// ---------------------------------------------------------------------------------------------
// The browser host as a child process (bundled once, so each start takes a fraction of a second).

let bundled: string | null = null;
async function hostBundle(work: string): Promise<string> {
  if (bundled) return bundled;
  const { build } = await import('esbuild');
  const out = path.join(work, 'host.mjs');
  await build({
    entryPoints: [path.join(REPO, 'electron/web-host.ts')], bundle: true, platform: 'node', format: 'esm', target: 'node20', outfile: out,
    logLevel: 'silent', banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  });
  bundled = out;
  return out;
}

interface Child {
  proc: ChildProcess;
  port: number;
  token: string;
  exited: Promise<number | null>;
  alive(): boolean;
}

const children = new Set<ChildProcess>();

async function startChild(work: string, dataDir: string, env: Record<string, string> = {}): Promise<Child> {
  const bundle = await hostBundle(work);
  const staticDir = path.join(work, 'static');
  await fs.mkdir(staticDir, { recursive: true });
  await fs.writeFile(path.join(staticDir, 'index.html'), '<!doctype html><title>faults</title>');
  const proc = spawn(process.execPath, [bundle, '--port', '0', '--data-dir', dataDir, '--static', staticDir], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  children.add(proc);
  let out = '';
  let dead = false;
  const exited = new Promise<number | null>((r) => proc.once('exit', (c) => { dead = true; children.delete(proc); r(c); }));
  proc.stderr!.on('data', (d) => (out += String(d)));
  const url = await new Promise<string>((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`host did not start: ${out}`)), 30_000);
    proc.stdout!.on('data', (d) => {
      out += String(d);
      const m = /Aide-de-Camp is at (\S+)/.exec(out);
      if (m) { clearTimeout(t); resolve(m[1]!); }
    });
    void exited.then(() => { clearTimeout(t); reject(new Error(`host exited: ${out}`)); });
  });
  const u = new URL(url);
  return { proc, port: Number(u.port), token: u.searchParams.get('token')!, exited, alive: () => !dead };
}

async function kill9(c: Child): Promise<void> {
  if (c.alive()) c.proc.kill('SIGKILL');
  await c.exited;
}

interface Client {
  ws: WebSocket;
  call(intent: string, input: unknown, timeoutMs?: number): Promise<any>;
  notices: string[];
  close(): void;
}

function connect(port: number, token: string): Promise<Client> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws?token=${token}`);
    const pending = new Map<number, (v: unknown) => void>();
    const notices: string[] = [];
    let id = 0;
    ws.on('message', (d) => {
      const m = JSON.parse(String(d)) as WsMessage;
      if ('id' in m) pending.get(m.id)?.(m.result);
      else if (m.push === 'notice') notices.push((m.payload as { message: string }).message);
    });
    ws.on('close', () => { for (const p of pending.values()) p({ closed: true }); pending.clear(); });
    ws.on('error', (e) => reject(e));
    ws.on('open', () => resolve({
      ws, notices,
      call: (intent, input, timeoutMs = 30_000) => new Promise((r) => {
        const n = ++id;
        const t = setTimeout(() => { pending.delete(n); r({ timeout: true }); }, timeoutMs);
        pending.set(n, (v) => { clearTimeout(t); r(v); });
        if (ws.readyState === ws.OPEN) ws.send(JSON.stringify({ id: n, intent, input }));
        else r({ closed: true });
      }),
      close: () => ws.terminate(),
    }));
  });
}

// ---------------------------------------------------------------------------------------------
// 1. kill -9 of the host during actions, saves and recovery.

async function killTest(work: string, o: SuiteOptions, rng: Rng, rows: Row[]): Promise<void> {
  const data = path.join(work, 'kill');
  await fs.mkdir(data, { recursive: true });
  const acked: string[] = [];
  let kills = 0;
  let openFailures = 0;
  let recoveriesUnreported = 0;
  let recoveries = 0;
  let created = false;
  let n = 0;
  // Saves every few actions so kills land during saves as well as between them.
  const env = { ADC_CHECKPOINT_EVERY: '5' };
  while (acked.length < o.killActions) {
    const host = await startChild(work, data, env);
    const c = await connect(host.port, host.token);
    const killDuringRecovery = created && rng.chance(0.15);
    if (!created) {
      const r = await c.call('campaign.create', { game: FAULT_GAME, scenario: '1804-07', title: 'Kill', players, path: 'kill.adc' });
      if (!r.ok) throw new Error(`create failed: ${JSON.stringify(r)}`);
      created = true;
    } else {
      const pending = await unsavedInJournal(path.join(data, 'kill.adc'));
      const opening = c.call('campaign.open', { path: 'kill.adc' });
      if (killDuringRecovery) {
        await sleep(rng.int(0, 15));
        await kill9(host);
        kills++;
        c.close();
        continue;
      }
      const r = await opening;
      if (!r.ok) {
        openFailures++;
        o.log?.(`open failed after kill: ${JSON.stringify(r.error)}`);
        await kill9(host);
        break;
      }
      const titles: string[] = r.value.log.map((row: any) => row.title);
      const all = (await c.call('campaign.log', { limit: 1000 })).value?.map((row: any) => row.title) ?? titles;
      // Every acknowledged note must be there, in order.
      const notes = all.filter((t: string) => t.startsWith('Note: k'));
      if (notes.length < acked.length || acked.some((a, i) => notes[i] !== `Note: ${a}`)) {
        rows.push({ test: 'kill -9', figure: 'acknowledged actions lost (detail)', value: acked.filter((a) => !notes.includes(`Note: ${a}`)).length, bad: true });
      }
      // An unacknowledged action in flight may or may not have landed; it becomes acknowledged now.
      for (const t of notes.slice(acked.length)) acked.push(t.replace(/^Note: /, ''));
      await sleep(50);
      const recovered = c.notices.some((m) => /recovered \d+ action|set aside/.test(m));
      if (recovered) recoveries++;
      else if (pending > 0) recoveriesUnreported++;
    }
    // A burst of actions, killed at a random moment: between acks, or with one in flight.
    const burst = rng.int(1, 12);
    const inFlight: Promise<any>[] = [];
    for (let i = 0; i < burst; i++) {
      const text = `k${++n}`;
      if (i === burst - 1) {
        inFlight.push(c.call('campaign.act', { type: 'note', payload: { text } }));
        await sleep(rng.int(0, 4));
        break;
      }
      const r = await c.call('campaign.act', { type: 'note', payload: { text } });
      if (r.ok) acked.push(text);
    }
    await kill9(host);
    kills++;
    c.close();
    await Promise.all(inFlight);
  }
  // The last opening checks everything once more and reports any recovery.
  const host = await startChild(work, data, env);
  const c = await connect(host.port, host.token);
  const r = await c.call('campaign.open', { path: 'kill.adc' });
  let lost = acked.length;
  if (r.ok) {
    const all: string[] = (await c.call('campaign.log', { limit: 1000 })).value.map((row: any) => row.title);
    lost = acked.filter((a) => !all.includes(`Note: ${a}`)).length;
  } else openFailures++;
  // Every journal that held actions at a kill must have been reported when folded in.
  const journalLeft = await fs.stat(journalPath(path.join(data, 'kill.adc'))).then(() => 1, () => 0);
  await c.call('campaign.close', {});
  c.close();
  await kill9(host);
  rows.push({ test: 'kill -9', figure: 'kills of the host', value: kills, bad: false });
  rows.push({ test: 'kill -9', figure: 'acknowledged actions', value: acked.length, bad: false });
  rows.push({ test: 'kill -9', figure: 'acknowledged actions lost', value: lost, bad: lost > 0 });
  rows.push({ test: 'kill -9', figure: 'files that failed to open', value: openFailures, bad: openFailures > 0 });
  rows.push({ test: 'kill -9', figure: 'recoveries reported to the user', value: recoveries, bad: false });
  rows.push({ test: 'kill -9', figure: 'recoveries not reported', value: recoveriesUnreported + journalLeft, bad: recoveriesUnreported + journalLeft > 0 });
}

/** Journal entries not yet in the file: what an opening must recover and report. */
async function unsavedInJournal(file: string): Promise<number> {
  try {
    const inFile = JSON.parse(await fs.readFile(file, 'utf8')).entries.length as number;
    const lines = (await fs.readFile(journalPath(file), 'utf8')).split('\n').slice(1);
    let n = 0;
    for (const l of lines) {
      if (!l) continue;
      try {
        if (JSON.parse(l).seq > inFile) n++;
      } catch {
        n++; // a torn line: the opening must say it was dropped
      }
    }
    return n;
  } catch {
    return 0;
  }
}

// ---------------------------------------------------------------------------------------------
// 2. A full disk and a read-only folder (a small tmpfs; needs root).

function tryMount(dir: string, sizeKb: number): boolean {
  if (process.platform !== 'linux' || process.getuid?.() !== 0) return false;
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeKb}k`, 'adc-faults', dir], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
function unmount(dir: string): void {
  try {
    execFileSync('umount', [dir], { stdio: 'ignore' });
  } catch {
    execFileSync('umount', ['-l', dir], { stdio: 'ignore' });
  }
}

async function inProcessService(dir: string) {
  const settings = await SettingsStore.load(dir);
  const service = new CampaignService({ appVersion: 'faults', settings });
  const notices: string[] = [];
  service.onPush((name, payload) => name === 'notice' && notices.push((payload as { message: string }).message));
  return { service, notices };
}

async function diskTests(work: string, rows: Row[]): Promise<void> {
  const mnt = path.join(work, 'tmpfs');
  await fs.mkdir(mnt, { recursive: true });
  if (!tryMount(mnt, 320)) {
    rows.push({ test: 'full disk', figure: 'skipped (needs root and tmpfs)', value: '-', bad: false });
    rows.push({ test: 'read-only folder', figure: 'skipped (needs root and tmpfs)', value: '-', bad: false });
    return;
  }
  try {
    // Full disk: actions until the disk refuses, then a save, then space freed and more actions.
    const file = path.join(mnt, 'full.adc');
    const { service } = await inProcessService(mnt);
    await service.create({ game: FAULT_GAME, scenario: '1804-07', title: 'Full', players, settings: {}, path: file });
    const acked: string[] = [];
    let refusals = 0;
    let unclear = 0;
    const filler = path.join(mnt, 'filler');
    await fs.writeFile(filler, Buffer.alloc(150 * 1024));
    for (let i = 0; i < 400 && refusals < 25; i++) {
      const text = `f${i} ${'x'.repeat(900)}`;
      try {
        await service.act({ type: 'note', payload: { text } });
        acked.push(text);
      } catch (e) {
        refusals++;
        if (!/^Could not save to .+: the disk is full\. Nothing was changed\.$/.test((e as Error).message)) unclear++;
      }
    }
    // A checkpoint on the full disk is refused too and changes nothing.
    await service.checkpoint().then(() => undefined, (e) => {
      refusals++;
      if (!/Could not save to .+: the disk is full/.test((e as Error).message)) unclear++;
    });
    await fs.rm(filler);
    for (let i = 0; i < 5; i++) {
      const text = `after ${i}`;
      await service.act({ type: 'note', payload: { text } }).then(() => acked.push(text), () => refusals++);
    }
    // Reopened as after a crash (the lock of a dead process removed), then after a clean close.
    await fs.rm(lockPath(file), { force: true });
    const { service: again } = await inProcessService(mnt);
    await again.openFile(file);
    const got = again.current!.entries.filter((e) => e.type === 'note').map((e) => (e.payload as { text: string }).text);
    const lost = acked.filter((a) => !got.includes(a)).length + (got.length !== acked.length ? Math.abs(got.length - acked.length) : 0);
    await again.close();
    rows.push({ test: 'full disk', figure: 'acknowledged actions', value: acked.length, bad: false });
    rows.push({ test: 'full disk', figure: 'refusals ("the disk is full")', value: refusals, bad: refusals === 0 });
    rows.push({ test: 'full disk', figure: 'refusals not in plain words', value: unclear, bad: unclear > 0 });
    rows.push({ test: 'full disk', figure: 'acknowledged actions lost', value: lost, bad: lost > 0 });
    await fs.rm(path.join(mnt, 'full.adc'), { force: true });
    await fs.rm(path.join(mnt, '.adc-backups'), { recursive: true, force: true });

    // Read-only folder: a campaign made, the folder made read-only, reopened for review.
    const ro = path.join(mnt, 'ro.adc');
    const s1 = await inProcessService(mnt);
    await s1.service.create({ game: FAULT_GAME, scenario: '1804-07', title: 'RO', players, settings: {}, path: ro });
    for (let i = 0; i < 5; i++) await s1.service.act({ type: 'note', payload: { text: `r${i}` } });
    await fs.rm(lockPath(ro)); // as after a crash: the journal holds the actions
    execFileSync('mount', ['-o', 'remount,ro', mnt]);
    let roRefusals = 0;
    let roUnclear = 0;
    let reviewOk = 0;
    try {
      const s2 = await inProcessService(mnt);
      const v = await s2.service.openFile(ro);
      if (v.readOnly && /read-only/.test(v.readOnly)) reviewOk++;
      if (s2.service.review(3).log.length >= 3 && s2.service.current!.entries.length === 5) reviewOk++;
      for (const attempt of [() => s2.service.act({ type: 'note', payload: { text: 'no' } }), () => s2.service.undo(), () => s2.service.bookmark(1, 'b')]) {
        await attempt().then(() => undefined, (e) => {
          roRefusals++;
          if (!/read-only/.test((e as Error).message) || !(e as Error).message.includes(mnt)) roUnclear++;
        });
      }
      await s2.service.close();
    } finally {
      execFileSync('mount', ['-o', 'remount,rw', mnt]);
    }
    const s3 = await inProcessService(mnt);
    await s3.service.openFile(ro);
    const roLost = 5 - s3.service.current!.entries.length;
    await s3.service.close();
    rows.push({ test: 'read-only folder', figure: 'opened for review with the notice (of 2 checks)', value: reviewOk, bad: reviewOk !== 2 });
    rows.push({ test: 'read-only folder', figure: 'writes refused', value: roRefusals, bad: roRefusals !== 3 });
    rows.push({ test: 'read-only folder', figure: 'refusals not in plain words with the path', value: roUnclear, bad: roUnclear > 0 });
    rows.push({ test: 'read-only folder', figure: 'acknowledged actions lost', value: roLost, bad: roLost !== 0 });
  } finally {
    unmount(mnt);
  }
}

// ---------------------------------------------------------------------------------------------
// 3. Damaged and foreign files: the app and the CLI on each, nothing modified, backups offered.

type Mutation = { name: string; text: string | Buffer; refuse: boolean | null };

function mutations(good: string, rng: Rng, count: number, huge: boolean): Mutation[] {
  const obj = JSON.parse(good);
  const out: Mutation[] = [];
  const clone = () => JSON.parse(good);
  const kinds: Array<() => Mutation> = [
    () => ({ name: 'truncated', text: good.slice(0, rng.int(0, good.length - 2)), refuse: true }),
    () => {
      const b = Buffer.from(good);
      const i = rng.int(0, b.length - 1);
      b[i] = b[i]! ^ (1 << rng.int(0, 7));
      return { name: 'bit flip', text: b, refuse: null };
    },
    () => {
      const f = clone();
      const where = rng.pick(['header', 'entry']);
      if (where === 'header') delete f.header[rng.pick(Object.keys(f.header))];
      else delete f.entries[rng.int(0, f.entries.length - 1)][rng.pick(['seq', 'type', 'at', 'title', 'when'])];
      return { name: 'deleted key', text: JSON.stringify(f), refuse: true };
    },
    () => {
      const f = clone();
      const e = f.entries[rng.int(0, f.entries.length - 1)];
      e[rng.pick(['seq', 'type', 'title', 'payload'])] = rng.pick([[], {}, 'seq', 12, true, null]);
      return { name: 'wrong type', text: JSON.stringify(f), refuse: null };
    },
    () => {
      const f = clone();
      const rolled = f.entries.filter((e: any) => e.dice);
      const e = rng.pick(rolled) as any;
      const what = rng.int(0, 2);
      if (what === 0) e.dice[0].count = 2 ** 31;
      else if (what === 1) e.dice[0].faces[0] = 1e300;
      else e.seq = 4294967297;
      return { name: 'huge number', text: JSON.stringify(f), refuse: true };
    },
    () => {
      const f = clone();
      const i = rng.int(0, f.entries.length - 2);
      [f.entries[i], f.entries[i + 1]] = [f.entries[i + 1], f.entries[i]];
      return { name: 'reordered entries', text: JSON.stringify(f), refuse: true };
    },
    () => {
      const f = clone();
      const rolled = f.entries.filter((e: any) => e.dice && e.dice[0].source === 'app');
      const e = rng.pick(rolled) as any;
      const what = rng.int(0, 2);
      if (what === 0) e.dice[0].faces[0] = (e.dice[0].faces[0] % e.dice[0].sides) + 1;
      else if (what === 1) e.rngAfter = [1, 2, 3, 4];
      else {
        // An app roll made table dice, the last one included: no choice of table dice precedes it.
        e.dice = e.dice.map((d: any) => ({ ...d, source: 'table', faces: d.faces.map(() => d.sides) }));
        delete e.rngAfter;
      }
      return { name: 'tampered dice', text: JSON.stringify(f), refuse: true };
    },
    () => {
      const depth = rng.pick([100, 10_000, 1_000_000]);
      return { name: 'deep nesting', text: good.replace('"settings":{', `"settings":{"deep":${'['.repeat(depth)}${']'.repeat(depth)},`), refuse: true };
    },
    () => ({ name: 'BOM', text: '\ufeff' + good, refuse: false }),
    () => ({ name: 'binary', text: randomBytesSeeded(rng, rng.int(1, 4096)), refuse: true }),
    () => ({ name: 'PNG renamed', text: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytesSeeded(rng, 200)]), refuse: true }),
    () => ({ name: 'empty', text: '', refuse: true }),
    () => ({ name: 'foreign JSON', text: JSON.stringify(rng.pick([{ name: 'package', version: '1.0.0' }, [1, 2, 3], 'x', null, { header: {} }, { header: { ...obj.header, format: 'other' } }])), refuse: true }),
    () => {
      const f = clone();
      f.entries.push({ seq: f.entries.length + 1, at: 'x', type: 'meta.bookmark', payload: { seq: 4294967297, label: 'far' }, title: 'B', when: 'x' });
      return { name: 'bad bookmark', text: JSON.stringify(f), refuse: true };
    },
    () => {
      const f = clone();
      f.entries[rng.int(0, f.entries.length - 1)].type = rng.pick(['__proto__', 'constructor', 'toString', 'no.such.action']);
      return { name: 'odd action type', text: JSON.stringify(f), refuse: true };
    },
    () => {
      const f = clone();
      f.header.schemaVersion = 1;
      f.entries = rng.pick([[null], [1], [[]], 'x']);
      return { name: 'version 1 damaged', text: JSON.stringify(f), refuse: true };
    },
  ];
  for (let i = 0; i < count; i++) out.push(kinds[i % kinds.length]!());
  if (huge) out.push({ name: '50 MB', text: Buffer.alloc(50 * 1024 * 1024, 0x20), refuse: true });
  return out;
}

function randomBytesSeeded(rng: Rng, n: number): Buffer {
  const b = Buffer.alloc(n);
  for (let i = 0; i < n; i++) b[i] = rng.int(0, 255);
  return b;
}

async function damagedTest(work: string, o: SuiteOptions, rng: Rng, rows: Row[]): Promise<void> {
  const data = path.join(work, 'damaged');
  await fs.mkdir(data, { recursive: true });
  const settings = await SettingsStore.load(data);
  const service = new CampaignService({ appVersion: 'faults', settings });
  const handlers = createHandlers(service, dataDirPolicy(data), settings, { name: 'x', version: 'faults', host: 'browser', dataDir: data }, new PackLibrary(path.join(data, 'packs')));
  const file = path.join(data, 'victim.adc');
  // A campaign with dice, notes and undo, saved several times so it has backups.
  await service.create({ game: FAULT_GAME, scenario: '1804-07', title: 'Victim', players, settings: {}, path: file });
  for (let i = 0; i < 3; i++) {
    await service.act({ type: 'dice.tray', payload: { count: 3, sides: 6, purpose: `roll ${i}` } });
    await service.act({ type: 'note', payload: { text: `n${i}` } });
    await service.checkpoint();
  }
  await service.act({ type: 'dice.tray', payload: { count: 2, sides: 6, purpose: 'table' }, physicalDice: [[2, 5]] });
  await service.undo();
  await service.close();
  const good = await fs.readFile(file, 'utf8');
  let crashes = 0;
  let wronglyAccepted = 0;
  let modified = 0;
  let noBackups = 0;
  let disagree = 0;
  let refused = 0;
  let accepted = 0;
  let internal = 0;
  const io = { out: () => undefined, err: () => undefined, readStdin: async () => '' };
  for (const m of mutations(good, rng, o.damagedFiles, o.huge)) {
    await fs.writeFile(file, m.text);
    await fs.rm(journalPath(file), { force: true });
    const before = sha(await fs.readFile(file));
    let opened: boolean;
    try {
      const r = await dispatch(handlers, 'campaign.open', { path: 'victim.adc' });
      opened = r.ok;
      if (!r.ok) {
        refused++;
        if (r.error.kind === 'internal') internal++;
        if (!r.error.backups?.length) noBackups++;
      } else accepted++;
      await dispatch(handlers, 'campaign.close', {});
    } catch (e) {
      crashes++;
      o.log?.(`crash on ${m.name}: ${(e as Error).message}`);
      continue;
    }
    if (m.refuse === true && opened) {
      wronglyAccepted++;
      o.log?.(`accepted ${m.name}`);
    }
    if (m.refuse === false && !opened) wronglyAccepted++;
    if (sha(await fs.readFile(file)) !== before) modified++;
    let code: number;
    try {
      code = await cli(['campaign', 'validate', file], io);
    } catch {
      code = -1;
    }
    if ((code === 0) !== opened) {
      disagree++;
      o.log?.(`CLI ${code} vs app ${opened} on ${m.name}`);
    }
  }
  await service.close();
  const total = o.damagedFiles + (o.huge ? 1 : 0);
  rows.push({ test: 'damaged files', figure: 'files tried', value: total, bad: false });
  rows.push({ test: 'damaged files', figure: 'refused / opened', value: `${refused} / ${accepted}`, bad: false });
  rows.push({ test: 'damaged files', figure: 'crashes (and internal errors)', value: crashes + internal, bad: crashes + internal > 0 });
  rows.push({ test: 'damaged files', figure: 'accepted that should be refused', value: wronglyAccepted, bad: wronglyAccepted > 0 });
  rows.push({ test: 'damaged files', figure: 'files modified by opening', value: modified, bad: modified > 0 });
  rows.push({ test: 'damaged files', figure: 'refusals without backups offered', value: noBackups, bad: noBackups > 0 });
  rows.push({ test: 'damaged files', figure: 'CLI disagreeing with the app', value: disagree, bad: disagree > 0 });
}

// ---------------------------------------------------------------------------------------------
// 4. Fuzzed intents and malformed frames against the host process.

function fuzzValue(rng: Rng, depth = 0): unknown {
  switch (rng.int(0, depth > 3 ? 6 : 9)) {
    case 0: return rng.int(-5, 5);
    case 1: return rng.pick([2 ** 31, -(2 ** 53), 1e308, 0.5, NaN, 4294967297]);
    case 2: return rng.pick(['', 'x', '../../etc/passwd', '/etc/passwd', '..', 'a\u0000b', '__proto__', 'constructor', 'x'.repeat(5000), 'victim.adc', 'fuzz.adc', '%00', '\ud800']);
    case 3: return rng.chance(0.5);
    case 4: return null;
    case 5: return undefined;
    case 6: return rng.pick(['france', 'britain', 'gold', 'note', 'dice.tray', FAULT_GAME, '1804-07']);
    case 7: return Array.from({ length: rng.int(0, 4) }, () => fuzzValue(rng, depth + 1));
    default: {
      const o: Record<string, unknown> = {};
      for (let i = rng.int(0, 4); i > 0; i--) o[rng.pick(['path', 'type', 'payload', 'seq', 'label', 'game', 'scenario', 'players', 'text', 'count', 'sides', 'track', 'power', 'delta', '__proto__', 'constructor', 'physicalDice', 'pack', 'id', 'backup'])] = fuzzValue(rng, depth + 1);
      return o;
    }
  }
}

function fuzzIntent(rng: Rng): { intent: string; input: unknown } {
  const intent = rng.chance(0.05) ? rng.pick(['__proto__', 'constructor', 'toString', 'no.such', '']) : rng.pick(INTENT_NAMES);
  if (intent === 'campaign.act' && rng.chance(0.6)) {
    const type = rng.pick(['note', 'dice.tray', 'track.adjust', 'track.set', '__proto__', 'constructor', 'toString', 'meta.undo', 'step.next']);
    return { intent, input: { type, payload: fuzzValue(rng), ...(rng.chance(0.2) ? { physicalDice: fuzzValue(rng) } : {}) } };
  }
  if (intent === 'campaign.create' && rng.chance(0.3)) {
    return { intent, input: { game: FAULT_GAME, scenario: rng.pick(['1804-07', '__proto__', 'constructor']), players, path: fuzzValue(rng), title: fuzzValue(rng) } };
  }
  return { intent, input: fuzzValue(rng) };
}

const MALFORMED: Array<[string, () => Buffer]> = [
  ['invalid UTF-8', () => rawFrame(1, Buffer.from([0xff, 0xfe, 0xfd]))],
  ['unknown opcode', () => rawFrame(3, Buffer.from('x'))],
  ['RSV1 set', () => rawFrame(1, Buffer.from('{}'), { rsv1: true })],
  ['unmasked', () => rawFrame(1, Buffer.from('{}'), { mask: false })],
  ['malformed close', () => rawFrame(8, Buffer.from([3]))],
  ['over the limit', () => rawFrame(1, Buffer.alloc(16), { declared: 64 * 1024 * 1024 })],
  ['fragmented control', () => rawFrame(9, Buffer.from('x'), { fin: false })],
  ['not JSON', () => rawFrame(1, Buffer.from('{not json'))],
  ['binary frame', () => rawFrame(2, Buffer.from([1, 2, 3]))],
  ['garbage bytes', () => randomBytes(64)],
];

async function sendRaw(port: number, token: string, bytes: Buffer): Promise<void> {
  await new Promise<void>((resolve) => {
    const s = net.connect(port, '127.0.0.1');
    const done = () => { s.destroy(); resolve(); };
    s.on('error', done);
    s.setTimeout(3000, done);
    s.write(`GET /ws?token=${token} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`);
    s.once('data', () => {
      s.write(bytes);
      s.on('close', done);
      setTimeout(done, 300);
    });
  });
}

async function snapshot(dir: string, skip: string): Promise<string> {
  const out: string[] = [];
  const walk = async (d: string) => {
    for (const e of await fs.readdir(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (p === skip) continue;
      if (e.isDirectory()) await walk(p);
      else out.push(`${p}:${(await fs.stat(p)).size}:${sha(await fs.readFile(p))}`);
    }
  };
  await walk(dir);
  return out.sort().join('\n');
}

async function fuzzTest(work: string, o: SuiteOptions, rng: Rng, rows: Row[]): Promise<void> {
  const area = path.join(work, 'fuzz');
  const data = path.join(area, 'data');
  await fs.mkdir(data, { recursive: true });
  // Bait outside the data folder: a campaign and its backups that nothing may touch.
  await fs.writeFile(path.join(area, 'outside.adc'), 'do not touch');
  await fs.mkdir(path.join(area, '.adc-backups', 'outside'), { recursive: true });
  await fs.writeFile(path.join(area, '.adc-backups', 'outside', 'rolling-x.adc'), 'do not touch');
  const before = await snapshot(area, data);
  const host = await startChild(work, data);
  let c = await connect(host.port, host.token);
  await c.call('campaign.create', { game: FAULT_GAME, scenario: '1804-07', players, path: 'fuzz.adc' });
  let acceptedInvalid = 0;
  let internal = 0;
  let noAnswer = 0;
  for (let i = 0; i < o.fuzzIntents; i++) {
    const { intent, input: made } = fuzzIntent(rng);
    // What the host receives is the JSON of it (undefined keys dropped, NaN as null).
    const input = made === undefined ? undefined : JSON.parse(JSON.stringify(made) ?? 'null');
    const schema = (intentSchemas as Record<string, { safeParse(v: unknown): { success: boolean } }>)[intent];
    const valid = Object.prototype.hasOwnProperty.call(intentSchemas, intent) && schema!.safeParse(input ?? {}).success;
    const r = await c.call(intent, input);
    if (r.timeout || r.closed) {
      noAnswer++;
      if (!host.alive()) break;
      c = await connect(host.port, host.token);
      continue;
    }
    if (r.ok && !valid) acceptedInvalid++;
    if (!r.ok && r.error.kind === 'internal') {
      internal++;
      o.log?.(`internal: ${intent} ${JSON.stringify(input)?.slice(0, 200)} -> ${r.error.message}`);
    }
    if (i % 500 === 0 && !(await c.call('campaign.open', { path: 'fuzz.adc' })).ok) {
      await c.call('campaign.create', { game: FAULT_GAME, scenario: '1804-07', players, path: `fuzz-${i}.adc` });
    }
    if (i % 50 === 0) await sendRaw(host.port, host.token, MALFORMED[(i / 50) % MALFORMED.length]![1]());
  }
  let frames = 0;
  for (let k = 0; k < 3; k++) for (const [, make] of MALFORMED) {
    await sendRaw(host.port, host.token, make());
    frames++;
  }
  frames += Math.floor(o.fuzzIntents / 50);
  const after = host.alive() ? await connect(host.port, host.token) : null;
  const alive = host.alive() && after !== null && (await after.call('app.info', {})).ok === true;
  after?.close();
  c.close();
  const deaths = alive ? 0 : 1;
  await kill9(host);
  const touched = (await snapshot(area, data)) === before ? 0 : 1;
  rows.push({ test: 'fuzzing', figure: 'intents sent', value: o.fuzzIntents, bad: false });
  rows.push({ test: 'fuzzing', figure: 'malformed frames sent', value: frames, bad: false });
  rows.push({ test: 'fuzzing', figure: 'host deaths', value: deaths, bad: deaths > 0 });
  rows.push({ test: 'fuzzing', figure: 'invalid intents accepted', value: acceptedInvalid, bad: acceptedInvalid > 0 });
  rows.push({ test: 'fuzzing', figure: 'internal errors', value: internal, bad: internal > 0 });
  rows.push({ test: 'fuzzing', figure: 'requests never answered', value: noAnswer, bad: noAnswer > 0 });
  rows.push({ test: 'fuzzing', figure: 'files touched outside the data folder', value: touched, bad: touched > 0 });
}

// ---------------------------------------------------------------------------------------------
// 5. Two writers on one file; 6. the file replaced or deleted while open.

async function twoWritersTest(work: string, rows: Row[]): Promise<void> {
  const data = path.join(work, 'two');
  await fs.mkdir(data, { recursive: true });
  const a = await startChild(work, data);
  const b = await startChild(work, data);
  const ca = await connect(a.port, a.token);
  const cb = await connect(b.port, b.token);
  await ca.call('campaign.create', { game: FAULT_GAME, scenario: '1804-07', players, path: 'two.adc' });
  const second = await cb.call('campaign.open', { path: 'two.adc' });
  const told = second.ok && /already open in Aide-de-Camp on this computer \(process \d+/.test(second.value.readOnly ?? '') ? 1 : 0;
  let secondWrites = 0;
  const acked: string[] = [];
  for (let i = 0; i < 10; i++) {
    if ((await ca.call('campaign.act', { type: 'note', payload: { text: `a${i}` } })).ok) acked.push(`a${i}`);
    if ((await cb.call('campaign.act', { type: 'note', payload: { text: `b${i}` } })).ok) secondWrites++;
  }
  // The second closes first, then the first; then the first crashes after 10 more.
  await cb.call('campaign.close', {});
  await ca.call('campaign.close', {});
  await ca.call('campaign.open', { path: 'two.adc' });
  await cb.call('campaign.open', { path: 'two.adc' });
  for (let i = 10; i < 20; i++) if ((await ca.call('campaign.act', { type: 'note', payload: { text: `a${i}` } })).ok) acked.push(`a${i}`);
  await kill9(a);
  ca.close();
  // The lock of the dead host is stale: the second may now take the file over, journal included.
  const takeOver = await cb.call('campaign.open', { path: 'two.adc' });
  const titles: string[] = takeOver.ok ? (await cb.call('campaign.log', { limit: 1000 })).value.map((r: any) => r.title) : [];
  const lost = acked.filter((x) => !titles.includes(`Note: ${x}`)).length;
  const writable = takeOver.ok && !takeOver.value.readOnly ? 1 : 0;
  await cb.call('campaign.close', {});
  cb.close();
  await kill9(b);
  rows.push({ test: 'two writers', figure: 'acknowledged actions (first writer)', value: acked.length, bad: false });
  rows.push({ test: 'two writers', figure: 'acknowledged actions lost', value: lost, bad: lost > 0 });
  rows.push({ test: 'two writers', figure: 'second opener told and read-only', value: told ? 'yes' : 'no', bad: !told });
  rows.push({ test: 'two writers', figure: 'writes accepted from the second', value: secondWrites, bad: secondWrites > 0 });
  rows.push({ test: 'two writers', figure: 'stale lock taken over after a crash', value: writable ? 'yes' : 'no', bad: !writable });
}

async function replacedTest(work: string, rows: Row[]): Promise<void> {
  const data = path.join(work, 'replaced');
  await fs.mkdir(data, { recursive: true });
  let lost = 0;
  let asked = 0;
  let overwritten = 0;
  for (const how of ['replaced', 'deleted', 'edited'] as const) {
    const { service } = await inProcessService(data);
    const file = path.join(data, `${how}.adc`);
    await service.create({ game: FAULT_GAME, scenario: '1804-07', players, settings: {}, path: file });
    for (let i = 0; i < 3; i++) await service.act({ type: 'note', payload: { text: `${how}${i}` } });
    const stranger = 'a file another program wrote';
    if (how === 'replaced') await fs.writeFile(`${file}.x`, stranger).then(() => fs.rename(`${file}.x`, file));
    else if (how === 'deleted') await fs.rm(file);
    else await fs.appendFile(file, ' ');
    const onDisk = how === 'deleted' ? null : await fs.readFile(file);
    const r = await service.act({ type: 'note', payload: { text: 'after' } }).then(() => null, (e) => e as Error);
    if (r && /Save this campaign as a new file/.test(r.message) && service.view()?.changedOnDisk) asked++;
    await service.close();
    if (onDisk && !(await fs.readFile(file)).equals(onDisk)) overwritten++;
    if (how === 'deleted' && (await fs.stat(file).then(() => true, () => false))) overwritten++;
  }
  // Save as a new file from the stopped campaign keeps every action.
  const { service } = await inProcessService(data);
  const file = path.join(data, 'keep.adc');
  await service.create({ game: FAULT_GAME, scenario: '1804-07', players, settings: {}, path: file });
  for (let i = 0; i < 3; i++) await service.act({ type: 'note', payload: { text: `keep${i}` } });
  await fs.rm(file);
  await service.act({ type: 'note', payload: { text: 'x' } }).catch(() => undefined);
  await service.saveAs(path.join(data, 'keep-new.adc'));
  await service.act({ type: 'note', payload: { text: 'keep3' } });
  await service.close();
  const { service: check } = await inProcessService(data);
  await check.openFile(path.join(data, 'keep-new.adc'));
  lost += 4 - check.current!.entries.length;
  await check.close();
  rows.push({ test: 'file replaced/deleted', figure: 'cases (replaced, deleted, edited)', value: 3, bad: false });
  rows.push({ test: 'file replaced/deleted', figure: 'user asked (save as new / reload)', value: asked, bad: asked !== 3 });
  rows.push({ test: 'file replaced/deleted', figure: 'other program\'s file overwritten or recreated', value: overwritten, bad: overwritten > 0 });
  rows.push({ test: 'file replaced/deleted', figure: 'acknowledged actions lost', value: lost, bad: lost > 0 });
}

// ---------------------------------------------------------------------------------------------

export function formatTable(rows: Row[]): string {
  const w0 = Math.max(4, ...rows.map((r) => r.test.length));
  const w1 = Math.max(6, ...rows.map((r) => r.figure.length));
  const line = (a: string, b: string, c: string, d: string) => `${a.padEnd(w0)}  ${b.padEnd(w1)}  ${c.padStart(9)}  ${d}`;
  return [line('test', 'figure', 'value', ''), line('-'.repeat(w0), '-'.repeat(w1), '-'.repeat(9), ''), ...rows.map((r) => line(r.test, r.figure, String(r.value), r.bad ? 'FAIL' : ''))].join('\n');
}

export async function runSuite(o: SuiteOptions): Promise<SuiteResult> {
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'adc-faults-'));
  const rows: Row[] = [];
  const rng = new Rng(o.seed);
  const step = async (name: string, fn: () => Promise<void>) => {
    const t = Date.now();
    try {
      await fn();
    } catch (e) {
      rows.push({ test: name, figure: `the test itself failed: ${(e as Error).message.slice(0, 120)}`, value: '-', bad: true });
    }
    o.log?.(`${name}: ${((Date.now() - t) / 1000).toFixed(1)} s`);
  };
  try {
    await step('kill -9', () => killTest(work, o, rng, rows));
    await step('disk', () => diskTests(work, rows));
    await step('damaged files', () => damagedTest(work, o, rng, rows));
    await step('fuzzing', () => fuzzTest(work, o, rng, rows));
    await step('two writers', () => twoWritersTest(work, rows));
    await step('file replaced/deleted', () => replacedTest(work, rows));
  } finally {
    for (const p of children) p.kill('SIGKILL');
    bundled = null;
    await fs.rm(work, { recursive: true, force: true, maxRetries: 5 });
  }
  return { rows, failed: rows.some((r) => r.bad) };
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const short = process.argv.includes('--short');
  const seedArg = process.argv.indexOf('--seed');
  const seed = seedArg > 0 ? Number(process.argv[seedArg + 1]) : 1804;
  const t = Date.now();
  const result = await runSuite({ seed, ...(short ? SHORT : FULL), log: process.argv.includes('--verbose') ? (l) => console.error(l) : undefined });
  console.log(`Fault suite (${short ? 'short' : 'full'}, seed ${seed}, ${((Date.now() - t) / 1000).toFixed(0)} s)\n`);
  console.log(formatTable(result.rows));
  console.log(result.failed ? '\nFAILED: see the rows marked FAIL.' : '\nNothing acknowledged was lost.');
  process.exit(result.failed ? 1 : 0);
}

