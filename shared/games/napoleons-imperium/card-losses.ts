// A Battle Card's "lose one unit" [§27]: where the loss may come from. The app does not track units by
// territory, so the table lists the loser's territories holding the unit type; the campaign's holdings
// give the original owner a named territory reverts to.

export interface UnitsHeld {
  territory: string;
  /** Units of the card's type in the territory. */
  ofType: number;
  /** All the nation's units in the territory (one must remain to hold it) [§27]. */
  total: number;
}

export type CardLoss =
  | { kind: 'no-effect'; reason: string }
  | { kind: 'ignored'; reason: string }
  | { kind: 'lose'; from: string[]; reverts: boolean; reason: string };

/**
 * One unit of the card's type lost [§27]. With no territory named: only from a territory that keeps a
 * unit ("as long as you have multiple units on other territories ... losses will be incurred from
 * territories with multiple units"); if every such territory holds a single unit, ignored. A named
 * territory always loses it, and a single unit there means the land reverts to its original owner
 * (EXCEPTION). No unit of the type: no effect.
 */
export function battleCardUnitLoss(units: readonly UnitsHeld[], named?: string): CardLoss {
  const have = units.filter((u) => u.ofType > 0);
  if (named !== undefined) {
    const t = have.find((u) => u.territory.toLowerCase() === named.toLowerCase());
    if (!t) return { kind: 'no-effect', reason: `No unit of that type in ${named}: no effect [§27].` };
    const reverts = t.total <= 1;
    return { kind: 'lose', from: [t.territory], reverts, reason: reverts ? `The card names ${t.territory}, held by a single unit: the unit is lost and ${t.territory} reverts to its original owner [§27 EXCEPTION].` : `The card names ${t.territory}: one unit is lost there [§27].` };
  }
  if (!have.length) return { kind: 'no-effect', reason: 'No unit of that type on the board: no effect [§27].' };
  const from = have.filter((u) => u.total > 1).map((u) => u.territory);
  if (!from.length) return { kind: 'ignored', reason: 'Every territory with a unit of that type holds a single unit, which must remain to hold it: the card is ignored [§27].' };
  return { kind: 'lose', from, reverts: false, reason: `Lost from a territory with more than one unit, the loser’s choice: ${from.join(', ')} [§27].` };
}
