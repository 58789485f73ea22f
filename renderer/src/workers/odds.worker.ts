// The odds worker: runs the exact battle engines off the main thread so the screen stays live
// while a big battle is computed. Cancelling is done by terminating the worker. Every request is
// checked (validate.ts) before it runs; Napoleon's Imperium jobs carry the campaign's data pack.
import { computeAllianceOdds, computeOddsFromState, parseAllianceBattleInput } from '../../../shared/games/alliance/battle';
import {
  ImperiumMissingDataError, applyAction, commanderOptions, computeImperiumOdds, oddsFromState, parseImperiumInput, pendingDecision, policyChoice, unitsNeeded,
  type ImperiumBattleState, type ImperiumOddsInput, type ImperiumSetup,
} from '../../../shared/games/napoleons-imperium/battle';
import { MissingDataError, type DataPack } from '../../../shared/data/tables';
import type { ImperiumChoiceOdds, ImperiumFightResult, JobOf, OddsFailure, OddsJob, OddsRequest, OddsResponse, OddsResults } from './protocol';
import { checkRequest } from './validate';

interface WorkerScope {
  onmessage: ((e: MessageEvent<unknown>) => void) | null;
  postMessage(message: OddsResponse): void;
}
const scope = globalThis as unknown as WorkerScope;

const packOptions = (pack: DataPack | null | undefined) => (pack ? { pack } : {});

/** What the fight waits for, the odds from where it stands, and the odds once the choice in hand is made. */
function fight(job: JobOf<'imperium-fight'>): ImperiumFightResult {
  const setup = job.setup as ImperiumSetup;
  const state = job.state as ImperiumBattleState;
  const out: ImperiumFightResult = { pending: pendingDecision(setup, state), fromHere: oddsFromState(setup, state, { rounds: false }) };
  if (job.choice) {
    const c: ImperiumChoiceOdds = { fromHere: null, outcome: null, error: null, assumed: false };
    try {
      let s = applyAction(setup, state, job.choice, packOptions(job.pack)).state;
      // The other side's casualties (or units left behind) still to choose: as suggested, and said so.
      for (let guard = 0; guard < 10; guard++) {
        const p = pendingDecision(setup, s);
        if (p.kind !== 'casualties' && p.kind !== 'leave') break;
        const a = policyChoice(setup, s, () => 10);
        if (!a) break;
        s = applyAction(setup, s, a, packOptions(job.pack)).state;
        c.assumed = true;
      }
      c.outcome = s.outcome?.winner ?? null;
      c.fromHere = c.outcome ? null : oddsFromState(setup, s, { rounds: false });
    } catch (e) {
      c.error = e instanceof Error ? e.message : String(e);
    }
    out.choice = c;
  }
  return out;
}

export function runJob<K extends OddsJob['kind']>(job: JobOf<K>): OddsResults[K];
export function runJob(job: OddsJob): OddsResults[OddsJob['kind']] {
  switch (job.kind) {
    case 'alliance':
      return computeAllianceOdds(job.input);
    case 'alliance-from-state': {
      const { setup } = parseAllianceBattleInput(job.input);
      return computeOddsFromState(setup, job.state);
    }
    case 'imperium':
      return computeImperiumOdds(job.input, packOptions(job.pack));
    case 'imperium-needed': {
      const { setup } = parseImperiumInput(job.input, packOptions(job.pack));
      return unitsNeeded(setup, job.query);
    }
    case 'imperium-commanders':
      return commanderOptions(job.input as ImperiumOddsInput, job.side, packOptions(job.pack));
    case 'imperium-fight':
      return fight(job);
    default:
      throw new Error(`unknown odds job "${(job as { kind?: string }).kind ?? ''}"`);
  }
}

export function failure(e: unknown): OddsFailure {
  if (e instanceof MissingDataError) {
    return {
      name: e.name,
      kind: 'missing-data',
      message: e.message,
      table: e.table,
      tableTitle: e.tableTitle,
      what: e.what,
      ...(e instanceof ImperiumMissingDataError && e.field ? { field: e.field } : {}),
    };
  }
  if (e instanceof Error) {
    const x = e as Error & { field?: unknown; table?: unknown };
    const input = /InputError$|^EndlessBattleError$|^BattleActionError$/.test(e.name);
    return {
      name: e.name,
      kind: input ? 'input' : 'other',
      message: e.message,
      ...(typeof x.field === 'string' && x.field ? { field: x.field } : {}),
      ...(typeof x.table === 'string' ? { table: x.table } : {}),
    };
  }
  return { name: 'Error', kind: 'other', message: String(e) };
}

/** Answers one message: the checked request's result, or why it failed. */
export function answer(raw: unknown): OddsResponse {
  const t0 = performance.now();
  const check = checkRequest(raw);
  if (!check.ok) return { id: check.id, ok: false, error: check.error, ms: 0 };
  const { id, job }: OddsRequest = check.request;
  try {
    const result = runJob(job);
    return { id, ok: true, result, ms: performance.now() - t0 };
  } catch (err) {
    return { id, ok: false, error: failure(err), ms: performance.now() - t0 };
  }
}

// Inside a worker (not when a test imports the module): answer every message.
if (typeof (globalThis as { WorkerGlobalScope?: unknown }).WorkerGlobalScope !== 'undefined') {
  scope.onmessage = (e) => scope.postMessage(answer(e.data));
}
