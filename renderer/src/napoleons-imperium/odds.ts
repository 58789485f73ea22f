// Napoleon's Imperium panels ask the app's one odds worker (renderer/src/workers): exact odds, "how many
// units for 80%?", the best commander assignment and a fight's odds from where it stands, each job with the
// campaign's data pack. Progress and Cancel as in the Alliance calculator (odds/useOdds.ts).
import { useGameOdds, type OddsState } from '../odds/useOdds';
import type { GameOddsJob, GameOddsResult, OddsFailure, OddsJobName } from '../workers/protocol';

const GAME = 'napoleons-imperium';
type Job = OddsJobName<typeof GAME>;

/** Re-asks whenever the job's content changes (debounced); a newer job cancels the one in flight. */
export function useImperiumOdds<J extends Job>(job: Omit<GameOddsJob<typeof GAME, J>, 'game'> | null, opts: { debounceMs?: number } = {}): OddsState<GameOddsResult<typeof GAME, J>> {
  return useGameOdds<typeof GAME, J>(job ? ({ ...job, game: GAME } as GameOddsJob<typeof GAME, J>) : null, opts);
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
