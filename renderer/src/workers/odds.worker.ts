// The odds worker: runs the exact battle engines off the main thread so the screen stays live
// while a big battle is computed. Cancelling is done by terminating the worker.
import { computeAllianceOdds, computeOddsFromState, parseAllianceBattleInput } from '../../../shared/games/alliance/battle';
import { computeImperiumOdds } from '../../../shared/games/napoleons-imperium/battle';
import type { OddsFailure, OddsJob, OddsRequest, OddsResponse } from './protocol';

interface WorkerScope {
  onmessage: ((e: MessageEvent<OddsRequest>) => void) | null;
  postMessage(message: OddsResponse): void;
}
const scope = self as unknown as WorkerScope;

export function runJob(job: OddsJob): unknown {
  switch (job.kind) {
    case 'alliance':
      return computeAllianceOdds(job.input);
    case 'alliance-from-state': {
      const { setup } = parseAllianceBattleInput(job.input);
      return computeOddsFromState(setup, job.state);
    }
    case 'imperium':
      return computeImperiumOdds(job.input);
    default:
      throw new Error(`unknown odds job "${(job as { kind?: string }).kind ?? ''}"`);
  }
}

function failure(e: unknown): OddsFailure {
  if (e instanceof Error) {
    const x = e as Error & { field?: unknown; table?: unknown };
    return {
      name: e.name,
      message: e.message,
      ...(typeof x.field === 'string' && x.field ? { field: x.field } : {}),
      ...(typeof x.table === 'string' ? { table: x.table } : {}),
    };
  }
  return { name: 'Error', message: String(e) };
}

scope.onmessage = (e) => {
  const { id, job } = e.data;
  const t0 = performance.now();
  try {
    const result = runJob(job);
    scope.postMessage({ id, ok: true, result, ms: performance.now() - t0 });
  } catch (err) {
    scope.postMessage({ id, ok: false, error: failure(err), ms: performance.now() - t0 });
  }
};
