// Runs odds jobs in a Web Worker. One OddsRunner owns one worker: a new job replaces the one in
// flight (the worker is terminated, so a long computation never holds up a newer question), and
// cancel() terminates it. Finished results are cached by their job, so going back is instant.
import type { OddsFailure, OddsJob, OddsRequest, OddsResponse } from './protocol';

export type OddsOutcome<T = unknown> = { ok: true; result: T; ms: number; cached: boolean } | { ok: false; error: OddsFailure; ms: number; cancelled?: boolean };

const CACHE_MAX = 40;
const cache = new Map<string, { result: unknown; ms: number }>();

/** Stable key of a job (its JSON). */
export function jobKey(job: OddsJob): string {
  return JSON.stringify(job);
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
    w.onmessage = (e: MessageEvent<OddsResponse>) => {
      const f = this.inFlight;
      if (!f || e.data.id !== f.id) return;
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
      f?.resolve({ ok: false, error: { name: 'WorkerError', message: e.message || 'The odds worker stopped unexpectedly.' }, ms: performance.now() - (f?.started ?? 0) });
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
