// Phase 1 taxes, Phase 7 purchases, and every other Gold movement (Cargo-to-Gold, trades, corrections).
import { z } from 'zod';
import { POINTS } from '../battle';
import { collectTaxes } from '../phases';
import { inPlay, isLastRound, moveGold, nationName, updateNation, type IbState, type NationId } from '../state';
import { def, inPlayCheck, nationId } from './common';
import { revoltIncome, revoltTaxes } from './revolts';

/** Great Britain's Colonies need a Ship on the map; the table answers whether it holds England and the Port of London unopposed. */
export function taxesOf(s: IbState, n: NationId, coloniesHeld: boolean) {
  const x = s.nations[n];
  return collectTaxes({
    capitals: x.capitals,
    majors: x.majors,
    annexed: x.annexed,
    controlsOwnCapital: x.ownCapital,
    ...(n === 'great-britain' ? { colonies: { shipOnMap: x.ships > 0, holdsEnglandAndLondon: coloniesHeld, unopposed: coloniesHeld } } : {}),
  });
}

const taxPayload = z.object({
  /** Great Britain holds England and the Port of London with no opposing Forces there. */
  britishColonies: z.boolean().default(true),
});

export const taxes = def<z.infer<typeof taxPayload>>({
  type: 'ib.taxes',
  label: 'Collect Taxes',
  schema: taxPayload,
  steps: ['p1-taxes'],
  validate: (s) => (s.taxed ? `Taxes are already collected for Game Round ${s.round}.` : null),
  apply(s, p) {
    let next = s;
    for (const n of inPlay(s)) {
      const t = taxesOf(s, n, p.britishColonies);
      next = moveGold(next, n, t.toTreasury, `Phase 1 taxes: ${t.lines.filter((l) => l.gold).map((l) => l.what).join(', ')}`);
      if (t.toEscrow) next = updateNation(next, n, (x) => ({ escrow: x.escrow + t.toEscrow }));
    }
    if (s.rules?.['revolts'] === true) next = revoltTaxes(next);
    return { ...next, taxed: true };
  },
  title(s, p) {
    return `Taxes collected: ${inPlay(s)
      .map((n) => {
        const t = taxesOf(s, n, p.britishColonies);
        return `${nationName(n)} ${t.toTreasury}${t.toEscrow ? ` (${t.toEscrow} held in its Territories)` : ''}${t.coloniesHotspot ? ' (Colonies fail: Hotspot on the British Colonies box)' : ''}`;
      })
      .join(', ')}${s.rules?.['revolts'] === true && s.revolts.length ? `; held by Revolts: ${s.revolts.map((r) => `${r.territory} ${revoltIncome(s, r)}`).join(', ')}` : ''}`;
  },
});

export const UNIT_COSTS = {
  halfInfantry: POINTS['half-infantry'],
  cavalry: POINTS.cavalry,
  fullInfantry: POINTS['full-infantry'],
  cannon: POINTS.cannon,
  frigate: POINTS.frigate,
  shipOfTheLine: POINTS['ship-of-the-line'],
} as const;
export const UNIT_LABELS: Record<keyof typeof UNIT_COSTS, string> = {
  halfInfantry: 'Half Infantry', cavalry: 'Cavalry', fullInfantry: 'Full Infantry', cannon: 'Cannon', frigate: 'Frigate', shipOfTheLine: 'Ship of the Line',
};
const n0 = z.number().int().min(0).max(99).default(0);
const purchasePayload = z.object({ nation: nationId, halfInfantry: n0, cavalry: n0, fullInfantry: n0, cannon: n0, frigate: n0, shipOfTheLine: n0 });
type PurchaseP = z.infer<typeof purchasePayload>;

export function cartCost(p: Partial<Record<keyof typeof UNIT_COSTS, number>>): number {
  return (Object.keys(UNIT_COSTS) as (keyof typeof UNIT_COSTS)[]).reduce((g, k) => g + (p[k] ?? 0) * UNIT_COSTS[k], 0);
}
const cartText = (p: PurchaseP) =>
  (Object.keys(UNIT_COSTS) as (keyof typeof UNIT_COSTS)[]).filter((k) => p[k] > 0).map((k) => `${p[k]} ${UNIT_LABELS[k]}`).join(', ');

export const purchase = def<PurchaseP>({
  type: 'ib.purchase',
  label: 'Purchase New Forces',
  schema: purchasePayload,
  steps: ['p7-purchase'],
  validate(s, p) {
    const bad = inPlayCheck(s, p.nation);
    if (bad) return bad;
    const x = s.nations[p.nation];
    const cost = cartCost(p);
    if (cost === 0) return 'The purchase is empty: choose at least one Force.';
    if (!x.ownCapital) return `${nationName(p.nation)} does not control its own Capital, so it cannot purchase [Phase 7 Step B].`;
    if (cost > x.gold) return `${nationName(p.nation)} needs ${cost} Gold for ${cartText(p)} but its Treasury holds ${x.gold}.`;
    return null;
  },
  apply(s, p) {
    const next = moveGold(s, p.nation, -cartCost(p), `Phase 7 purchase: ${cartText(p)}`);
    return { ...updateNation(next, p.nation, (x) => ({ ships: x.ships + p.frigate + p.shipOfTheLine, landUnits: (x.landUnits ?? 0) + p.halfInfantry + p.cavalry + p.fullInfantry + p.cannon })), purchases: { ...s.purchases, [p.nation]: (s.purchases[p.nation] ?? 0) + cartCost(p) } };
  },
  title: (_s, p) => `${nationName(p.nation)} buys ${cartText(p)} for ${cartCost(p)} Gold`,
});

const goldPayload = z.object({ nation: nationId, delta: z.number().int().min(-999).max(999), why: z.string().trim().min(1).max(120) });

/** Gold the rules move outside taxes, bids and purchases: Cargo-to-Gold, escrow released, a correction. */
export const gold = def<z.infer<typeof goldPayload>>({
  type: 'ib.gold',
  label: 'Move Gold',
  schema: goldPayload,
  steps: 'all',
  validate(s, p) {
    const bad = inPlayCheck(s, p.nation);
    if (bad) return bad;
    if (p.delta === 0) return 'Enter an amount of Gold other than 0.';
    if (s.nations[p.nation].gold + p.delta < 0) return `${nationName(p.nation)}’s Treasury holds only ${s.nations[p.nation].gold} Gold.`;
    return null;
  },
  apply: (s, p) => moveGold(s, p.nation, p.delta, p.why),
  title: (_s, p) => `${nationName(p.nation)} ${p.delta > 0 ? 'receives' : 'pays'} ${Math.abs(p.delta)} Gold: ${p.why}`,
});
