// Prisoners (§8.4, §13.3.2.1): points by holder and nation of origin, posted from battles, overruns,
// pursuits, sieges and conquests; exchanged at a peace, each point coming home as one Pr of its nation
// (kept apart: usable until the next Winter budget), with the captured leaders of the two sides back to
// their pools (rule setting capturedLeadersReturn, A-40). Pure; the peace wizard calls exchangePrisoners.
import { move } from './actions/common';
import { leaderDefs, leaderRecord, moveLeader } from './leaders';
import { isPower, nameOf, packOf, type LgeState } from './state';

export const prisonersHeld = (s: LgeState, holder: string, origin: string) => s.prisoners[holder]?.[origin] ?? 0;

/** Adds (or, negative, takes off) prisoner points held by `holder` of `origin`'s troops. */
export function postPrisoners(s: LgeState, holder: string, origin: string, points: number): LgeState {
  const n = prisonersHeld(s, holder, origin) + points;
  if (n < 0) throw new Error(`${nameOf(holder)} holds ${prisonersHeld(s, holder, origin)} ${nameOf(origin)} prisoner points.`);
  return { ...s, prisoners: { ...s.prisoners, [holder]: { ...(s.prisoners[holder] ?? {}), [origin]: n } } };
}

/** Every holder × origin with points, largest first. */
export function prisonerRows(s: LgeState): Array<{ holder: string; origin: string; points: number }> {
  return Object.entries(s.prisoners)
    .flatMap(([holder, by]) => Object.entries(by).filter(([, n]) => n > 0).map(([origin, points]) => ({ holder, origin, points })))
    .sort((a, b) => b.points - a.points);
}

/** The leaders a power holds in its "Prisonniers" box. */
export function capturedLeaders(s: LgeState, holder?: string): Array<{ key: string; power: string | null; holder: string }> {
  return leaderDefs(packOf(s))
    .map((d) => ({ d, r: leaderRecord(s, d.key) }))
    .filter(({ r }) => r.status === 'captured' && (!holder || r.capturedBy === holder))
    .map(({ d, r }) => ({ key: d.key, power: d.power, holder: r.capturedBy! }));
}

/**
 * The exchange at a peace between `a` and `b` (§13.3.2.1): each side's prisoner points of the other go
 * home as Pr of their nation (released-prisoner Pr), and, unless the group rules otherwise, the leaders
 * each holds of the other return to their pools. Returns the state and what happened, in words.
 */
export function exchangePrisoners(s: LgeState, a: string, b: string): { state: LgeState; lines: string[] } {
  let t = s;
  const lines: string[] = [];
  for (const [holder, origin] of [[a, b], [b, a]] as const) {
    const n = prisonersHeld(t, holder, origin);
    if (n) {
      t = postPrisoners(t, holder, origin, -n);
      if (isPower(origin)) {
        t = move(t, origin, 'Pr', n, `${n} prisoner points released by ${nameOf(holder)} (§13.3.2.1)`);
        t = { ...t, prReleased: { ...t.prReleased, [origin]: t.prReleased[origin] + n } };
      }
      lines.push(`${nameOf(holder)} releases ${n} ${nameOf(origin)} prisoner point${n === 1 ? '' : 's'}${isPower(origin) ? ` (+${n} Pr)` : ''}`);
    }
    if (s.rules?.capturedLeadersReturn === 'never') continue;
    for (const l of capturedLeaders(t, holder).filter((x) => x.power === origin)) {
      t = moveLeader(t, l.key, 'pool');
      lines.push(`${l.key} returns to ${nameOf(origin)}’s leader pool`);
    }
  }
  return { state: t, lines };
}
