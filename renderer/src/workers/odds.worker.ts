// The odds worker: runs the exact battle engines off the main thread so the screen stays live while a big
// battle is computed. Cancelling is done by terminating the worker. It knows no game: a job names its game
// and one of the game's odds jobs (shared/games/registry.ts), whose engine is loaded on first use. Every
// request is checked (validate.ts, then the job's own schema) before it runs.
import { MissingDataError } from '../../../shared/data/tables';
import { findGame, type GameOdds } from '../../../shared/games/registry';
import type { OddsFailure, OddsResponse } from './protocol';
import { checkFields, checkRequest, protocolError } from './validate';

interface WorkerScope {
  onmessage: ((e: MessageEvent<unknown>) => void) | null;
  postMessage(message: OddsResponse): void;
}
const scope = globalThis as unknown as WorkerScope;

/** What went wrong, in the kinds the screens tell apart: the game's own input errors, missing table data, anything else. */
export function failure(e: unknown, odds?: GameOdds): OddsFailure {
  if (e instanceof MissingDataError) {
    const field = (e as MissingDataError & { field?: unknown }).field;
    return { name: e.name, kind: 'missing-data', message: e.message, table: e.table, tableTitle: e.tableTitle, what: e.what, ...(typeof field === 'string' && field ? { field } : {}) };
  }
  if (e instanceof Error) {
    const x = e as Error & { field?: unknown; table?: unknown };
    return {
      name: e.name,
      kind: odds?.isInputError(e) ? 'input' : 'other',
      message: e.message,
      ...(typeof x.field === 'string' && x.field ? { field: x.field } : {}),
      ...(typeof x.table === 'string' ? { table: x.table } : {}),
    };
  }
  return { name: 'Error', kind: 'other', message: String(e) };
}

/** Answers one message: the checked request's result, or why it failed. */
export async function answer(raw: unknown): Promise<OddsResponse> {
  const t0 = performance.now();
  const check = checkRequest(raw);
  if (!check.ok) return { id: check.id, ok: false, error: check.error, ms: 0 };
  const { id, job } = check.request;
  const entry = findGame(job.game)?.odds;
  if (!entry) return { id, ok: false, error: protocolError(`no odds for the game "${job.game}"`, 'job.game'), ms: 0 };
  if (!entry.jobs.includes(job.job)) return { id, ok: false, error: protocolError(`the game has no odds job "${job.job}" (it has ${entry.jobs.join(', ')})`, 'job.job'), ms: 0 };
  let odds: GameOdds | undefined;
  try {
    odds = await entry.load();
    const def = odds.jobs[job.job]!;
    const fields = checkFields(def.schema, job);
    if (!fields.ok) return { id, ok: false, error: fields.error, ms: performance.now() - t0 };
    const result = def.run(fields.fields);
    return { id, ok: true, result, ms: performance.now() - t0 };
  } catch (err) {
    return { id, ok: false, error: failure(err, odds), ms: performance.now() - t0 };
  }
}

// Inside a worker (not when a test imports the module): answer every message.
if (typeof (globalThis as { WorkerGlobalScope?: unknown }).WorkerGlobalScope !== 'undefined') {
  scope.onmessage = (e) => void answer(e.data).then((r) => scope.postMessage(r));
}
