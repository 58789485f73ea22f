// Progress of an exact computation in the odds worker: after a moment, a spinner, the seconds so far and
// Cancel (which stops the worker); once cancelled, one button to compute again. As in the Alliance calculator.
import { Spinner, cx } from '../components/ui';
import type { OddsState } from './odds';
import './odds.css';

export function OddsProgress<T>({ odds, what = 'Computing the exact odds' }: { odds: OddsState<T>; what?: string }) {
  if ((odds.status === 'running' || odds.status === 'waiting') && odds.slow) {
    return (
      <div className={cx('ni-progress')} aria-live="polite" role="group" aria-label={`${what}: in progress`}>
        <Spinner label={what} />
        <span>
          {what}… <strong className="ni-progress-time">{(odds.elapsed / 1000).toFixed(1)} s</strong>
        </span>
        <button type="button" className="btn btn-small" onClick={odds.cancel}>
          Cancel
        </button>
      </div>
    );
  }
  if (odds.status === 'cancelled') {
    return (
      <div className="ni-progress ni-progress-cancelled" role="status">
        <span>Cancelled{odds.result ? ': the figures shown are from before your last change' : ''}.</span>
        <button type="button" className="btn btn-small btn-primary" onClick={odds.retry}>
          Compute
        </button>
      </div>
    );
  }
  return null;
}
