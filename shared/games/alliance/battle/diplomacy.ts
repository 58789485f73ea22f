// Alliance diplomatic bid [6.1-6.13, 3.3]: every bidder rolls 2d6 + bonuses; the winner needs a
// unique highest total of at least 7 (A-2). Exact odds and a resolver for entered or rolled dice.
import { ndm } from '../../../odds/distribution';
import { BattleActionError } from './errors';

export interface Bidder {
  /** Player / empire id. */
  id: string;
  /** Total modifier added to the 2d6 roll (see bidModifier). */
  modifier: number;
}

/** The threshold a winning total must reach [6.13]. */
export const DIPLOMACY_THRESHOLD = 7;

/**
 * Modifier of one bidder [6.12, 3.3]: +1 for the initiator; + the full VP value of the target's
 * Victory Cities friendly to this bidder (map data, so an input); +2 with Talleyrand (A-3).
 */
export function bidModifier(opts: { initiator: boolean; friendlyTargetVcValue?: number; talleyrand?: boolean }): number {
  const vc = opts.friendlyTargetVcValue ?? 0;
  if (!Number.isInteger(vc) || vc < 0) throw new BattleActionError('friendlyTargetVcValue', 'must be a non-negative integer');
  return (opts.initiator ? 1 : 0) + vc + (opts.talleyrand ? 2 : 0);
}

export interface BidOdds {
  /** P(each bidder wins). */
  win: Record<string, number>;
  /** P(no diplomatic change). */
  noChange: number;
  /** P(every total is below 7). */
  allBelowThreshold: number;
  /** P(the highest total is 7+ but tied). */
  tieAtTop: number;
}

function validateBidders(bidders: readonly Bidder[]): void {
  if (bidders.length === 0) throw new BattleActionError('bidders', 'at least one bidder is needed');
  const seen = new Set<string>();
  bidders.forEach((b, j) => {
    if (!b.id) throw new BattleActionError(`bidders[${j}].id`, 'a bidder needs an id');
    if (seen.has(b.id)) throw new BattleActionError(`bidders[${j}].id`, `duplicate bidder "${b.id}"`);
    seen.add(b.id);
    if (!Number.isInteger(b.modifier) || Math.abs(b.modifier) > 50) {
      throw new BattleActionError(`bidders[${j}].modifier`, 'modifier must be an integer');
    }
  });
}

/** Exact odds of a diplomatic bid (P(win) = sum_t P(X_i = t) * prod_{j != i} P(X_j < t), t >= 7). */
export function diplomaticBidOdds(bidders: readonly Bidder[]): BidOdds {
  validateBidders(bidders);
  const two = ndm(2);
  const dists = bidders.map((b) => {
    const m = new Map<number, number>();
    for (const [v, p] of two) m.set(v + b.modifier, p);
    return m;
  });
  const below = (d: Map<number, number>, t: number): number => {
    let s = 0;
    for (const [v, p] of d) if (v < t) s += p;
    return s;
  };
  const win: Record<string, number> = {};
  let total = 0;
  bidders.forEach((b, i) => {
    let w = 0;
    for (const [t, p] of dists[i] as Map<number, number>) {
      if (t < DIPLOMACY_THRESHOLD) continue;
      let q = p;
      dists.forEach((d, j) => {
        if (j !== i) q *= below(d, t);
      });
      w += q;
    }
    win[b.id] = w;
    total += w;
  });
  let allBelow = 1;
  for (const d of dists) allBelow *= below(d, DIPLOMACY_THRESHOLD);
  return { win, noChange: Math.max(0, 1 - total), allBelowThreshold: allBelow, tieAtTop: Math.max(0, 1 - total - allBelow) };
}

export interface BidResolution {
  totals: Record<string, number>;
  /** The unique high total of 7+, or null (no diplomatic change). */
  winner: string | null;
  reason: 'won' | 'belowThreshold' | 'tie';
  description: string;
}

/** Resolves a bid from each bidder's two dice (entered at the table or rolled). */
export function resolveDiplomaticBid(bidders: readonly Bidder[], dice: Record<string, readonly number[]>): BidResolution {
  validateBidders(bidders);
  const totals: Record<string, number> = {};
  for (const b of bidders) {
    const f = dice[b.id];
    if (!f || f.length !== 2) throw new BattleActionError(`dice.${b.id}`, `${b.id} rolls 2d6: enter 2 faces`);
    f.forEach((x, j) => {
      if (!Number.isInteger(x) || x < 1 || x > 6) throw new BattleActionError(`dice.${b.id}[${j}]`, `${x} is not a face of a d6 (1-6)`);
    });
    totals[b.id] = (f[0] as number) + (f[1] as number) + b.modifier;
  }
  for (const k of Object.keys(dice)) {
    if (!bidders.some((b) => b.id === k)) throw new BattleActionError(`dice.${k}`, `"${k}" is not bidding`);
  }
  const best = Math.max(...Object.values(totals));
  const top = bidders.filter((b) => totals[b.id] === best).map((b) => b.id);
  const list = bidders.map((b) => `${b.id} ${(dice[b.id] ?? []).join('+')}${b.modifier ? (b.modifier > 0 ? `+${b.modifier}` : `${b.modifier}`) : ''} = ${totals[b.id]}`).join('; ');
  if (best < DIPLOMACY_THRESHOLD) {
    return { totals, winner: null, reason: 'belowThreshold', description: `${list}. Highest total ${best} is below 7: no diplomatic change [6.13].` };
  }
  if (top.length > 1) {
    return { totals, winner: null, reason: 'tie', description: `${list}. Tie for the high roll (${top.join(', ')}): no diplomatic change [6.13].` };
  }
  const winner = top[0] as string;
  return { totals, winner, reason: 'won', description: `${list}. ${winner} wins with ${best} [6.13].` };
}

export type DiplomaticStatus = 'neutral' | { alliedTo: string };

/** Status of the target after the bid [6.13]; all Gold bid is forfeit in every case. */
export function diplomaticResult(current: DiplomaticStatus, winner: string | null): { status: DiplomaticStatus; change: 'none' | 'preserved' | 'toNeutral' | 'toAllied' } {
  if (winner === null) return { status: current, change: 'none' };
  if (current === 'neutral') return { status: { alliedTo: winner }, change: 'toAllied' };
  if (current.alliedTo === winner) return { status: current, change: 'preserved' };
  return { status: 'neutral', change: 'toNeutral' };
}
