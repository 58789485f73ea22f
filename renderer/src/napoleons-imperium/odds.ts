// The odds worker's client: one worker, one answer per channel (a newer question replaces an older one), and
// a worker stuck on a question nobody wants any more is replaced rather than waited for.
import { useEffect, useRef, useState } from 'react';
import type { DataPack } from '../../../shared/data/tables';
import type { OddsJob, OddsProblem, OddsReply } from './odds-types';

type JobBody = OddsJob extends infer J ? (J extends OddsJob ? Omit<J, 'id'> : never) : never;

interface Pending {
  id: number;
  channel: string;
  resolve: (r: OddsReply | null) => void;
  started: number;
}

let worker: Worker | null = null;
let nextId = 1;
const inFlight = new Map<number, Pending>();
const latest = new Map<string, number>();

function spawn(): Worker {
  const w = new Worker(new URL('./odds.worker.ts', import.meta.url), { type: 'module' });
  w.onmessage = (ev: MessageEvent<OddsReply>) => {
    const p = inFlight.get(ev.data.id);
    if (!p) return;
    inFlight.delete(ev.data.id);
    p.resolve(latest.get(p.channel) === p.id ? ev.data : null);
  };
  w.onerror = (ev) => {
    ev.preventDefault();
    for (const p of inFlight.values()) p.resolve({ id: p.id, ok: false, error: { kind: 'other', message: `The odds calculator failed: ${ev.message || 'unknown error'}` } });
    inFlight.clear();
    worker?.terminate();
    worker = null;
  };
  return w;
}

/** Asks the worker; resolves null when a newer question on the same channel superseded this one. */
export function ask(channel: string, job: JobBody): Promise<OddsReply | null> {
  const id = nextId++;
  latest.set(channel, id);
  // Only stale work in flight for more than a second and a half: start afresh instead of queueing behind it.
  const now = Date.now();
  const stale = [...inFlight.values()].filter((p) => latest.get(p.channel) !== p.id);
  if (worker && stale.length && stale.every((p) => now - p.started > 1500)) {
    worker.terminate();
    worker = null;
    for (const p of inFlight.values()) {
      if (latest.get(p.channel) === p.id) p.resolve({ id: p.id, ok: false, error: { kind: 'other', message: 'interrupted' } });
      else p.resolve(null);
    }
    inFlight.clear();
  }
  if (!worker) worker = spawn();
  return new Promise((resolve) => {
    inFlight.set(id, { id, channel, resolve, started: now });
    worker!.postMessage({ ...job, id } as OddsJob);
  });
}

export type AskState<T> = { status: 'idle' } | { status: 'busy'; last: T | null } | { status: 'done'; value: T } | { status: 'error'; error: OddsProblem };

/** Re-asks whenever `key` changes (debounced); returns the latest answer. */
export function useOdds<T>(channel: string, key: string | null, make: () => JobBody | null, pick: (r: OddsReply & { ok: true }) => T): AskState<T> {
  const [st, setSt] = useState<AskState<T>>({ status: 'idle' });
  const lastRef = useRef<T | null>(null);
  useEffect(() => {
    if (key === null) {
      setSt({ status: 'idle' });
      return;
    }
    const job = make();
    if (!job) {
      setSt({ status: 'idle' });
      return;
    }
    let live = true;
    setSt({ status: 'busy', last: lastRef.current });
    const t = setTimeout(() => {
      void ask(channel, job).then((r) => {
        if (!live || !r) return;
        if (r.ok) {
          const v = pick(r);
          lastRef.current = v;
          setSt({ status: 'done', value: v });
        } else if (r.error.message !== 'interrupted') setSt({ status: 'error', error: r.error });
      });
    }, 150);
    return () => {
      live = false;
      clearTimeout(t);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [channel, key]);
  return st;
}

export type { DataPack };
