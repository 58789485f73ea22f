// Engine benchmarks: folding a long campaign and appending to its journal, each against the same
// work on a short campaign measured in the same run, so the ratio shows how cost grows with length.
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildAllianceCampaign } from '../bin/bench-builder';
import { CampaignService } from '../electron/services/campaign-service';
import { appendJournal, saveCampaignFile } from '../electron/services/files';
import { SettingsStore } from '../electron/services/settings';
import { Campaign } from '../shared/engine/campaign';
import { parseCampaignText, serializeCampaign } from '../shared/engine/schemas';
import type { CampaignFile, LogEntry } from '../shared/engine/types';
import { alliance } from '../shared/games/alliance/module';
import { buildView } from '../shared/ipc/view';

export interface BenchRow {
  name: string;
  exactMs: number;
  baselineMs: number;
  ratio: number;
  /** e.g. "<= 12" or ">= 50"; null for rows that only report. */
  goal: string | null;
  /** null when the row has no goal. */
  pass: boolean | null;
  notes?: string;
  states?: number;
}

export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/** Median ms of `reps` calls of `f`, after calling it for `warmMs` (JIT warm-up). */
export function timeMedian(f: () => unknown, reps: number, warmMs = 300): number {
  const warm = performance.now();
  do f();
  while (performance.now() - warm < warmMs);
  const xs: number[] = [];
  for (let k = 0; k < reps; k++) {
    const t = performance.now();
    f();
    xs.push(performance.now() - t);
  }
  return median(xs);
}

/**
 * Times `a` and `b` alternately (so drift, GC and other load on the machine hit both alike) and
 * returns both medians in ms per call. `bRepeat` runs `b` that many times per sample (divided out),
 * so a short baseline is timed over about as long as the long case and timer and GC granularity
 * do not dominate it.
 */
export async function timePair(
  a: () => unknown,
  b: () => unknown,
  runs: number,
  opts: { warmup?: number; bRepeat?: number } = {},
): Promise<{ a: number; b: number; aRuns: number[]; bRuns: number[] }> {
  const warmup = opts.warmup ?? 3;
  const rep = opts.bRepeat ?? 1;
  for (let i = 0; i < warmup; i++) {
    await a();
    for (let j = 0; j < rep; j++) await b();
  }
  const aRuns: number[] = [];
  const bRuns: number[] = [];
  for (let i = 0; i < runs; i++) {
    let t = performance.now();
    await a();
    aRuns.push(performance.now() - t);
    t = performance.now();
    for (let j = 0; j < rep; j++) await b();
    bRuns.push((performance.now() - t) / rep);
  }
  return { a: median(aRuns), b: median(bRuns), aRuns, bRuns };
}

export function goalRow(name: string, exactMs: number, baselineMs: number, goal: { max?: number; min?: number } | null, notes?: string): BenchRow {
  const ratio = exactMs / baselineMs;
  let pass: boolean | null = null;
  let g: string | null = null;
  if (goal?.max !== undefined) {
    g = `<= ${goal.max}`;
    pass = ratio <= goal.max;
  } else if (goal?.min !== undefined) {
    g = `>= ${goal.min}`;
    pass = ratio >= goal.min;
  }
  return { name, exactMs, baselineMs, ratio, goal: g, pass, ...(notes ? { notes } : {}) };
}

function prefix(file: CampaignFile, n: number): CampaignFile {
  return { header: file.header, entries: file.entries.slice(0, n) };
}

const BIG = 10_000;
const SMALL_FOLD = 1_000;
const SMALL_JOURNAL = 100;
/** Appends timed per size; the service checkpoints after 200, so each open campaign takes fewer. */
const APPENDS = 150;

export interface EngineBenchOptions {
  /** Repetitions of each fold (median taken). */
  foldRuns?: number;
  appendRuns?: number;
  log?: (line: string) => void;
}

export async function runEngineBench(opts: EngineBenchOptions = {}): Promise<BenchRow[]> {
  const log = opts.log ?? ((l: string) => console.error(l));
  const foldRuns = opts.foldRuns ?? 15;
  const appendRuns = opts.appendRuns ?? APPENDS;
  const rows: BenchRow[] = [];

  log(`engine: playing a ${BIG + appendRuns + 10}-entry Alliance campaign with Campaign.act…`);
  let t = performance.now();
  const built = buildAllianceCampaign({ entries: BIG + appendRuns + 10 });
  const buildMs = performance.now() - t;
  const full = built.campaign.toFile();
  const big = prefix(full, BIG);
  const bigState = Campaign.load(alliance, big).state;
  const years = `${bigState.startYear}-${alliance.turnLabel(bigState).year}`;
  const mix = Object.entries(built.counts).sort((a, b) => b[1] - a[1]).slice(0, 6).map(([k, v]) => `${k} ${v}`).join(', ');

  // 1. Folding: Campaign.load of the serialized file (parse excluded, then parse + fold).
  const bigText = serializeCampaign(big);
  const smallText = serializeCampaign(prefix(full, SMALL_FOLD));
  const bigParsed = parseCampaignText(bigText);
  const smallParsed = parseCampaignText(smallText);
  log(`engine: folding ${BIG} vs ${SMALL_FOLD} entries (${foldRuns} runs each)…`);
  const rep = { bRepeat: BIG / SMALL_FOLD };
  const fold = await timePair(() => Campaign.load(alliance, bigParsed), () => Campaign.load(alliance, smallParsed), foldRuns, rep);
  rows.push(goalRow(`engine fold ${BIG} vs ${SMALL_FOLD} entries`, fold.a, fold.b, { max: 12 },
    `Campaign.load of a played Alliance log (${years}, ${(bigText.length / 1e6).toFixed(1)} MB; ${mix}); median of ${foldRuns} (the baseline timed ${BIG / SMALL_FOLD} loads per sample); the ${SMALL_FOLD}-entry file is the same log's first ${SMALL_FOLD} entries`));
  const open = await timePair(() => Campaign.load(alliance, parseCampaignText(bigText)), () => Campaign.load(alliance, parseCampaignText(smallText)), foldRuns, rep);
  rows.push(goalRow(`engine open (parse + fold) ${BIG} vs ${SMALL_FOLD} entries`, open.a, open.b, null,
    `parseCampaignText (JSON.parse + schema) then Campaign.load, what opening a file costs besides the disk; median of ${foldRuns}; information only (the goal is on the fold)`));

  // 2. Journal: one appended entry, on a long and a short campaign.
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'adc-bench-'));
  try {
    const small = prefix(full, SMALL_JOURNAL);
    const bigFile = path.join(dir, 'big.adc');
    const smallFile = path.join(dir, 'small.adc');
    await saveCampaignFile(bigFile, big, '1804');
    await saveCampaignFile(smallFile, small, '1804');
    const nextBig = full.entries.slice(BIG);
    const smallLive = Campaign.load(alliance, small);
    // Entries that really follow the short campaign: the long log's continuation is not legal there.
    const nextSmall: LogEntry[] = [];
    for (let i = 0; i < nextBig.length; i++) nextSmall.push(i % 2 ? smallLive.act('note', { text: `bench ${i}` }) : smallLive.act('dice.tray', { count: 2, sides: 6 }));
    let ib = 0;
    let is = 0;
    log(`engine: appendJournal on ${BIG} vs ${SMALL_JOURNAL} entries (${appendRuns} appends each, fsync included)…`);
    const journal = await timePair(
      () => appendJournal(bigFile, big.header.id, BIG, [nextBig[ib++ % nextBig.length]!]),
      () => appendJournal(smallFile, small.header.id, SMALL_JOURNAL, [nextSmall[is++ % nextSmall.length]!]),
      appendRuns,
    );
    rows.push(goalRow(`journal append 1 entry: ${BIG} vs ${SMALL_JOURNAL} entries`, journal.a, journal.b, { max: 2 },
      `appendJournal (open, write, fsync, close) into a journal growing from 0 to ${appendRuns + 3} lines; median of ${appendRuns}`));

    // Through the app's service: Campaign.act, journal append, view rebuild (no checkpoint in the timed window).
    const settings = await SettingsStore.load(path.join(dir, 'settings'));
    const svcBig = new CampaignService({ appVersion: 'bench', settings });
    const svcSmall = new CampaignService({ appVersion: 'bench', settings });
    const bigSvcFile = path.join(dir, 'svc-big.adc');
    const smallSvcFile = path.join(dir, 'svc-small.adc');
    await saveCampaignFile(bigSvcFile, big, '1804');
    await saveCampaignFile(smallSvcFile, small, '1804');
    await svcBig.openFile(bigSvcFile);
    await svcSmall.openFile(smallSvcFile);
    let k = 0;
    const intent = () => (k++ % 2 ? { type: 'note', payload: { text: `service bench ${k}` } } : { type: 'dice.tray', payload: { count: 2, sides: 6 } });
    // CHECKPOINT_EVERY is 200: stay below it so the timed window measures the journal path only.
    const svcRuns = Math.min(appendRuns, 90);
    log(`engine: CampaignService.act on ${BIG} vs ${SMALL_JOURNAL} entries (${svcRuns} acts each)…`);
    const svc = await timePair(() => svcBig.act(intent()), () => svcSmall.act(intent()), svcRuns, { warmup: 2 });
    rows.push(goalRow(`service act + journal: ${BIG} vs ${SMALL_JOURNAL} entries`, svc.a, svc.b, { max: 2 },
      `CampaignService.act: Campaign.act, appendJournal with fsync, buildView; median of ${svcRuns}; checkpoints (every 200 entries or a new Year) are the separate row below`));

    // What the service does besides the journal: rebuilding the view pushed to the window.
    const bigC = svcBig.current!;
    const smallC = svcSmall.current!;
    const view = await timePair(() => buildView(bigC, bigSvcFile), () => buildView(smallC, smallSvcFile), 100, { warmup: 10 });
    rows.push(goalRow(`view rebuild (buildView): ${BIG} vs ${SMALL_JOURNAL} entries`, view.a, view.b, null,
      'buildView after each act (part of the row above); its cost should not grow with the log; information only'));

    // The checkpoint itself rewrites the whole file: linear by design, reported for information.
    let n = 0;
    const save = await timePair(
      () => saveCampaignFile(path.join(dir, `ck-big-${n % 3}.adc`), big, `y${n++}`),
      () => saveCampaignFile(path.join(dir, `ck-small-${n % 3}.adc`), small, `y${n++}`),
      9,
      { warmup: 1 },
    );
    rows.push(goalRow(`checkpoint save: ${BIG} vs ${SMALL_JOURNAL} entries`, save.a, save.b, null,
      'saveCampaignFile (backup copy, atomic write, year backup): a full rewrite, taken every 200 entries; information only'));
    await svcBig.close();
    await svcSmall.close();
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
  log(`engine: (built the campaign in ${buildMs.toFixed(0)} ms)`);
  return rows;
}
