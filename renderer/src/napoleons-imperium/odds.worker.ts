// Exact Napoleon's Imperium odds off the UI thread: the battle engine of shared/, fed the campaign's data pack.
import {
  ImperiumMissingDataError, commanderOptions, computeSetupOdds, parseImperiumInput, unitsNeeded,
} from '../../../shared/games/napoleons-imperium/battle';
import { MissingDataError, type DataPack } from '../../../shared/data/tables';
import type { OddsJob, OddsReply } from './odds-types';

function run(job: OddsJob): OddsReply {
  const options = job.pack ? { pack: job.pack as DataPack } : {};
  try {
    if (job.op === 'odds') {
      const { setup } = parseImperiumInput(job.input, options);
      return { id: job.id, ok: true, op: 'odds', result: computeSetupOdds(setup) };
    }
    if (job.op === 'needed') {
      const { setup } = parseImperiumInput(job.input, options);
      return { id: job.id, ok: true, op: 'needed', needed: unitsNeeded(setup, job.query) };
    }
    return { id: job.id, ok: true, op: 'commanders', commanders: commanderOptions(job.input, job.side, options) };
  } catch (e) {
    const err = e as Error & { field?: string };
    if (e instanceof MissingDataError) {
      return { id: job.id, ok: false, error: { kind: 'missing-data', message: e.message, table: e.table, tableTitle: e.tableTitle, what: e.what, ...(e instanceof ImperiumMissingDataError ? { field: e.field } : {}) } };
    }
    return { id: job.id, ok: false, error: { kind: err.name === 'ImperiumInputError' || err.name === 'EndlessBattleError' ? 'input' : 'other', message: err.message, ...(err.field ? { field: err.field } : {}) } };
  }
}

self.onmessage = (ev: MessageEvent<OddsJob>) => {
  (self as unknown as Worker).postMessage(run(ev.data));
};
