// Runs odds jobs in a Web Worker. One OddsRunner owns one worker: a new job replaces the one in
// flight (the worker is terminated, so a long computation never holds up a newer question), and
// cancel() terminates it. Finished results are cached by their job, so going back is instant.
import type { DataPack, OddsFailure, OddsJob, OddsRequest, OddsResponse } from './protocol';

export type OddsOutcome<T = unknown> = { ok: true; result: T; ms: number; cached: boolean } | { ok: false; error: OddsFailure; ms: number; cancelled?: boolean };

const CACHE_MAX = 40;
const cache = new Map<string, { result: unknown; ms: number }>();

const packDigests = new WeakMap<object, string>();

/** cyrb53: a fast 53-bit string hash (not cryptographic; ample to tell data packs apart). */
function hash53(str: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < str.length; i++) {
    const ch = str.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** A data pack's fingerprint: its content hashed once per pack object (a pack is large; jobs are keyed on every render). */
export function packDigest(pack: DataPack): string {
  let d = packDigests.get(pack);
  if (d === undefined) {
    const json = JSON.stringify(pack);
    d = `pack:${json.length}:${hash53(json)}`;
    packDigests.set(pack, d);
  }
  return d;
}

/** Stable key of a job (its JSON, a data pack by its fingerprint). */
export function jobKey(job: OddsJob): string {
  if (!('pack' in job) || !job.pack) return JSON.stringify(job);
  return JSON.stringify({ ...job, pack: packDigest(job.pack) });
}

/** A message from the worker has the shape of a response. */
export function isResponse(x: unknown): x is OddsResponse {
  if (typeof x !== 'object' || x === null) return false;
  const r = x as Record<string, unknown>;
  if (typeof r['id'] !== 'number' || typeof r['ms'] !== 'number') return false;
  if (r['ok'] === true) return 'result' in r;
  if (r['ok'] !== false) return false;
  const e = r['error'] as Record<string, unknown> | null;
  return typeof e === 'object' && e !== null && typeof e['name'] === 'string' && typeof e['message'] === 'string';
}

export function cachedOdds(job: OddsJob): { result: unknown; ms: number } | undefined {
  const key = jobKey(job);
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
  }
  return hit;
}

function remember(key: string, result: unknown, ms: number): void {
  cache.set(key, { result, ms });
  while (cache.size > CACHE_MAX) cache.delete(cache.keys().next().value as string);
}

export type WorkerFactory = () => Worker;

export const defaultWorkerFactory: WorkerFactory = () => new Worker(new URL('./odds.worker.ts', import.meta.url), { type: 'module', name: 'odds' });

export class OddsRunner {
  private worker: Worker | null = null;
  private nextId = 1;
  private inFlight: { id: number; key: string; resolve: (o: OddsOutcome) => void; started: number } | null = null;

  constructor(private readonly factory: WorkerFactory = defaultWorkerFactory) {}

  get busy(): boolean {
    return this.inFlight !== null;
  }

  private ensure(): Worker {
    if (this.worker) return this.worker;
    const w = this.factory();
    w.onmessage = (e: MessageEvent<unknown>) => {
      const f = this.inFlight;
      if (!f) return;
      if (!isResponse(e.data)) {
        this.inFlight = null;
        f.resolve({ ok: false, error: { name: 'OddsProtocolError', kind: 'protocol', message: 'The odds worker sent a malformed answer.' }, ms: performance.now() - f.started });
        return;
      }
      if (e.data.id !== f.id) return;
      this.inFlight = null;
      if (e.data.ok) {
        remember(f.key, e.data.result, e.data.ms);
        f.resolve({ ok: true, result: e.data.result, ms: e.data.ms, cached: false });
      } else f.resolve({ ok: false, error: e.data.error, ms: e.data.ms });
    };
    w.onerror = (e) => {
      e.preventDefault?.();
      const f = this.inFlight;
      this.inFlight = null;
      this.worker?.terminate();
      this.worker = null;
      f?.resolve({ ok: false, error: { name: 'WorkerError', kind: 'other', message: e.message || 'The odds worker stopped unexpectedly.' }, ms: performance.now() - (f?.started ?? 0) });
    };
    this.worker = w;
    return w;
  }

  /** Computes a job; a job already running is abandoned (its promise resolves as cancelled). */
  run<T = unknown>(job: OddsJob): Promise<OddsOutcome<T>> {
    const key = jobKey(job);
    const hit = cachedOdds(job);
    if (hit) return Promise.resolve({ ok: true, result: hit.result as T, ms: hit.ms, cached: true });
    if (this.inFlight) this.cancel();
    return new Promise<OddsOutcome<T>>((resolve) => {
      let w: Worker;
      try {
        w = this.ensure();
      } catch (e) {
        resolve({ ok: false, error: { name: 'WorkerError', message: `The odds worker could not start: ${e instanceof Error ? e.message : String(e)}` }, ms: 0 });
        return;
      }
      const id = this.nextId++;
      this.inFlight = { id, key, resolve: resolve as (o: OddsOutcome) => void, started: performance.now() };
      const msg: OddsRequest = { id, job };
      w.postMessage(msg);
    });
  }

  /** Stops the computation in flight (terminates the worker; the next job starts a fresh one). */
  cancel(): void {
    const f = this.inFlight;
    this.inFlight = null;
    if (this.worker && f) {
      this.worker.terminate();
      this.worker = null;
    }
    f?.resolve({ ok: false, error: { name: 'Cancelled', message: 'Cancelled.' }, ms: performance.now() - f.started, cancelled: true });
  }

  dispose(): void {
    this.cancel();
    this.worker?.terminate();
    this.worker = null;
  }
}
