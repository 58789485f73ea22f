// React hook around the odds worker: debounced while the user types, a progress state for
// anything slow, Cancel (terminates the worker), and the last good result kept on screen. Any game's job
// (workers/protocol.ts): useGameOdds types the answer by the game and job named.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { OddsGameId } from '../../../shared/games/registry';
import type { GameOddsJob, GameOddsResult, OddsFailure, OddsJob, OddsJobName } from '../workers/protocol';
import { OddsRunner, cachedOdds, jobKey } from '../workers/odds-client';

export type OddsStatus = 'idle' | 'waiting' | 'running' | 'done' | 'error' | 'cancelled';

export interface OddsState<T> {
  status: OddsStatus;
  /** The latest result (may belong to an older job while a newer one runs: see `stale`). */
  result: T | null;
  stale: boolean;
  error: OddsFailure | null;
  /** How long the shown result took to compute. */
  ms: number | null;
  cached: boolean;
  /** Milliseconds since the running computation started. */
  elapsed: number;
  /** The computation has run for longer than `slowMs`: show progress and Cancel. */
  slow: boolean;
  cancel(): void;
  retry(): void;
}

export const SLOW_MS = 150;

export function useOdds<T>(job: OddsJob | null, opts: { debounceMs?: number } = {}): OddsState<T> {
  const debounceMs = opts.debounceMs ?? 200;
  const key = job ? jobKey(job) : null;
  const runner = useRef<OddsRunner | null>(null);
  const jobRef = useRef<OddsJob | null>(job);
  jobRef.current = job;
  const shownKey = useRef<string | null>(null);
  const first = useRef(true);
  const [attempt, setAttempt] = useState(0);
  const [s, setS] = useState<{
    status: OddsStatus;
    result: T | null;
    resultKey: string | null;
    error: OddsFailure | null;
    ms: number | null;
    cached: boolean;
    started: number | null;
  }>({ status: 'idle', result: null, resultKey: null, error: null, ms: null, cached: false, started: null });
  const [now, setNow] = useState(0);

  useEffect(() => {
    return () => {
      runner.current?.dispose();
      runner.current = null;
    };
  }, []);

  useEffect(() => {
    if (!key || !jobRef.current) {
      runner.current?.cancel();
      shownKey.current = null;
      setS((p) => ({ ...p, status: 'idle', error: null, started: null }));
      return;
    }
    const j = jobRef.current;
    shownKey.current = key;
    const hit = cachedOdds(j);
    if (hit) {
      runner.current?.cancel();
      setS({ status: 'done', result: hit.result as T, resultKey: key, error: null, ms: hit.ms, cached: true, started: null });
      first.current = false;
      return;
    }
    const delay = first.current ? 0 : debounceMs;
    first.current = false;
    setS((p) => ({ ...p, status: 'waiting', error: null }));
    const timer = setTimeout(() => {
      if (shownKey.current !== key) return;
      runner.current ??= new OddsRunner();
      const started = performance.now();
      setS((p) => ({ ...p, status: 'running', started }));
      void runner.current.run<T>(j).then((o) => {
        if (shownKey.current !== key) return;
        if (o.ok) setS({ status: 'done', result: o.result, resultKey: key, error: null, ms: o.ms, cached: o.cached, started: null });
        else if (o.cancelled) setS((p) => ({ ...p, status: 'cancelled', started: null }));
        else setS((p) => ({ ...p, status: 'error', error: o.error, ms: o.ms, started: null }));
      });
    }, delay);
    return () => clearTimeout(timer);
  }, [key, debounceMs, attempt]);

  // A clock for the progress indicator while a computation runs.
  useEffect(() => {
    if (s.status !== 'running' || s.started === null) return;
    setNow(performance.now());
    const t = setInterval(() => setNow(performance.now()), 100);
    return () => clearInterval(t);
  }, [s.status, s.started]);

  const cancel = useCallback(() => {
    runner.current?.cancel();
  }, []);
  const retry = useCallback(() => setAttempt((a) => a + 1), []);

  const elapsed = s.status === 'running' && s.started !== null ? Math.max(0, now - s.started) : 0;
  return {
    status: s.status,
    result: s.result,
    stale: s.result !== null && s.resultKey !== key,
    error: s.error,
    ms: s.ms,
    cached: s.cached,
    elapsed,
    slow: s.status === 'running' && elapsed >= SLOW_MS,
    cancel,
    retry,
  };
}

/** useOdds for one game's job: `{ game, job, ...fields }`, its result typed by the game's odds entry. */
export function useGameOdds<G extends OddsGameId, J extends OddsJobName<G>>(job: GameOddsJob<G, J> | null, opts: { debounceMs?: number } = {}): OddsState<GameOddsResult<G, J>> {
  return useOdds<GameOddsResult<G, J>>(job as OddsJob | null, opts);
}
