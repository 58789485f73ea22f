// Exact Napoleon's Imperium odds off the UI thread: the battle engine of shared/, fed the campaign's data pack.
import {
  ImperiumMissingDataError, commanderOptions, computeSetupOdds, parseImperiumInput, pendingDecision, unitsNeeded,
  type ImperiumBattleState, type ImperiumOddsResult, type ImperiumSetup,
} from '../../../shared/games/napoleons-imperium/battle';
import { MissingDataError, type DataPack } from '../../../shared/data/tables';
import type { OddsJob, OddsReply } from './odds-types';

/** Exact odds from where a land or sea fight stands between rolls: the same battle with the units still alive. */
function fromHere(setup: ImperiumSetup, state: ImperiumBattleState): ImperiumOddsResult | null {
  if (state.outcome || state.due || state.battle > 0) return null;
  if (!((setup.kind === 'land' && state.stage === 'land') || (setup.kind === 'sea' && state.stage === 'sea'))) return null;
  const left = (gs: ImperiumSetup['attacker'], alive: Record<string, number>) => gs.map((g) => ({ ...g, count: alive[g.id] ?? 0 })).filter((g) => g.count > 0);
  const attacker = left(setup.attacker, state.alive.attacker);
  const defender = left(setup.defender, state.alive.defender);
  if (!attacker.length || !defender.length) return null;
  return computeSetupOdds({ ...setup, attacker, defender, steps: [] }, { rounds: false });
}

function run(job: OddsJob): OddsReply {
  const options = 'pack' in job && job.pack ? { pack: job.pack as DataPack } : {};
  try {
    if (job.op === 'odds') {
      const { setup } = parseImperiumInput(job.input, options);
      return { id: job.id, ok: true, op: 'odds', result: computeSetupOdds(setup) };
    }
    if (job.op === 'needed') {
      const { setup } = parseImperiumInput(job.input, options);
      return { id: job.id, ok: true, op: 'needed', needed: unitsNeeded(setup, job.query) };
    }
    if (job.op === 'fight') {
      let odds: ImperiumOddsResult | null = null;
      try {
        odds = fromHere(job.setup, job.state);
      } catch {
        odds = null;
      }
      return { id: job.id, ok: true, op: 'fight', pending: pendingDecision(job.setup, job.state), fromHere: odds };
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
