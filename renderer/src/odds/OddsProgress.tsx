// The one progress line of a slow exact computation in the odds worker: after a moment (useOdds' `slow`),
// a spinner, what is being computed, the seconds so far and Cancel (which stops the worker); once
// cancelled, a note and one button to compute again. Every game's calculator uses it.
import { Spinner } from '../components/ui';
import type { OddsState } from './useOdds';
import './odds.css';

export function OddsProgress<T>({
  odds,
  what = 'Computing the exact odds',
  cancelledNote,
}: {
  odds: OddsState<T>;
  what?: string;
  /** The note once cancelled (default: says whether the figures shown are from before the last change). */
  cancelledNote?: string;
}) {
  if ((odds.status === 'running' || odds.status === 'waiting') && odds.slow) {
    return (
      <div className="odds-progress" aria-live="polite" role="group" aria-label={`${what}: in progress`}>
        <Spinner label={what} />
        <span>
          {what}… <strong className="odds-progress-time">{(odds.elapsed / 1000).toFixed(1)} s</strong>
        </span>
        <button type="button" className="btn btn-small" onClick={odds.cancel}>
          Cancel
        </button>
      </div>
    );
  }
  if (odds.status === 'cancelled') {
    return (
      <div className="odds-progress odds-progress-cancelled" role="status">
        <span>{cancelledNote ?? `Cancelled${odds.result ? ': the figures shown are from before your last change' : ''}.`}</span>
        <button type="button" className="btn btn-small btn-primary" onClick={odds.retry}>
          Compute
        </button>
      </div>
    );
  }
  return null;
}
