// Napoleon's Imperium panels ask the app's one odds worker (renderer/src/workers): exact odds, "how many
// units for 80%?", the best commander assignment and a fight's odds from where it stands, each job with the
// campaign's data pack. Progress and Cancel as in the Alliance calculator (odds/useOdds.ts).
import { useOdds, type OddsState } from '../odds/useOdds';
import type { JobOf, OddsFailure, OddsResults } from '../workers/protocol';

export type ImperiumJobKind = 'imperium' | 'imperium-needed' | 'imperium-commanders' | 'imperium-fight';

/** Re-asks whenever the job's content changes (debounced); a newer job cancels the one in flight. */
export function useImperiumOdds<K extends ImperiumJobKind>(job: JobOf<K> | null, opts: { debounceMs?: number } = {}): OddsState<OddsResults[K]> {
  return useOdds<OddsResults[K]>(job, opts);
}

/** The result to show: the latest one (perhaps of an older job while a newer one runs), none when nothing is asked. */
export function shownResult<T>(o: OddsState<T>): T | null {
  return o.status === 'idle' ? null : o.result;
}

/** A result on screen that belongs to an older question, or one being recomputed. */
export function isUpdating<T>(o: OddsState<T>): boolean {
  return o.stale || o.status === 'waiting' || o.status === 'running';
}

export const isMissingData = (e: OddsFailure | null): boolean => e?.kind === 'missing-data';

export type { OddsState };
