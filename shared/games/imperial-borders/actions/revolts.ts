// The optional Revolts rule [Optional: Revolts]: a Revolt Token placed in Phase 5 on an Annexed or captured
// Homeland Territory holds the controller's income from it in the Territory, until another Nation's Land
// Force seizes the Gold, or the Revolt is quelled (the controller ends a move there) or the Territory captured.
import { z } from 'zod';
import { moveGold, nationName, updateNation, type IbState, type NationId, type RevoltRecord } from '../state';
import { def, inPlayCheck, nationId } from './common';
import { REGION_KIND_WORDS, findRegion, regionTaken } from './regions';

export const REVOLT_TIERS = ['annexed', 'major', 'capital'] as const;
const TIER_WORDS: Record<RevoltRecord['tier'], string> = { annexed: 'Annexed Territory', major: 'captured Major Homeland Territory', capital: 'captured Capital Territory' };

const onRule = (s: IbState) => (s.rules?.['revolts'] === true ? null : 'Revolts is an optional rule that is off in this game.');
const findRevolt = (s: IbState, territory: string) => s.revolts.find((r) => r.territory.toLowerCase() === territory.trim().toLowerCase()) ?? null;

/** The Gold a Territory of this tier yields its controller in Phase 1 (4 Capital, 2 Major, 1 Annexed). */
export function revoltIncome(s: IbState, r: RevoltRecord): number {
  if (r.tier === 'annexed') return 1;
  // With "only the Nation's own Homeland pays" a captured Homeland yields nothing to hold (digest A9).
  if (s.rules?.['capturedHomelandIncome'] === 'own-only') return 0;
  return r.tier === 'capital' ? 4 : 2;
}

/** Gold into a Nation's Treasury, or held in escrow while it lacks its own Capital [Phase 1: Lost Capital]. */
function pay(s: IbState, n: NationId, g: number, why: string): IbState {
  if (g <= 0) return s;
  return s.nations[n].ownCapital ? moveGold(s, n, g, why) : updateNation(s, n, (x) => ({ escrow: x.escrow + g }));
}

const instigatePayload = z.object({
  territory: z.string().trim().min(1).max(60),
  /** The Nation controlling the Territory. */
  controller: nationId,
  tier: z.enum(REVOLT_TIERS),
  /** Who places the token (any Nation may). */
  by: nationId.optional(),
});
type InstigateP = z.infer<typeof instigatePayload>;

/**
 * What the app knows of the "no Forces of the controller" conditions [Optional: Revolts]: certainly met when the
 * controller has no Land Unit and no Ship on the map; otherwise the table checks the map.
 */
export function revoltForcesNote(s: IbState, controller: NationId): string {
  const x = s.nations[controller];
  const land = x.landUnits ?? 0;
  // Without its Starting Forces the registry's count says nothing: no "both conditions hold" from it.
  if (s.startingLand?.[controller] === undefined)
    return `${nationName(controller)}’s Starting Forces are not counted in the registry yet (count them from the notice above): check the map for its Land Units in the Territory and its Ships in a connected Port.`;
  if (land === 0 && x.ships === 0) return `${nationName(controller)} has no Land Unit and no Ship on the map: both conditions hold.`;
  return `${nationName(controller)} has ${land} Land ${land === 1 ? 'Unit' : 'Units'} and ${x.ships} ${x.ships === 1 ? 'Ship' : 'Ships'} on the map: check that none is in the Territory and no Ship in a connected Port.`;
}

export const revolt = def<InstigateP>({
  type: 'ib.revolt',
  label: 'Instigate a Revolt',
  schema: instigatePayload as unknown as z.ZodType<InstigateP>,
  steps: ['p5-annex'],
  validate(s, p) {
    const off = onRule(s);
    if (off) return off;
    const bad = inPlayCheck(s, p.controller, ...(p.by ? [p.by] : []));
    if (bad) return bad;
    if (findRevolt(s, p.territory)) return `${p.territory} already has a Revolt Token (one per Territory).`;
    const listed = findRegion(s, p.territory);
    if (listed && listed.controller !== p.controller) return `The region list has ${listed.name} ${listed.controller ? `controlled by ${nationName(listed.controller)}` : 'controlled by no Nation'}, not ${nationName(p.controller)}.`;
    if (listed && listed.kind !== p.tier) return `The region list has ${listed.name} as ${REGION_KIND_WORDS[listed.kind]}, not ${TIER_WORDS[p.tier]}.`;
    const x = s.nations[p.controller];
    if (p.tier === 'annexed' && x.annexed < 1) return `${nationName(p.controller)} controls no Annexed Territory.`;
    if (p.tier === 'major' && x.majors < 1) return `${nationName(p.controller)} controls no Major Homeland Territory.`;
    if (p.tier === 'capital' && x.capitals - (x.ownCapital ? 1 : 0) < 1) return `${nationName(p.controller)} holds no captured Capital: a Nation’s own Capital cannot revolt (only Annexed and captured Homeland Territories).`;
    // Where the app knows the Forces: the controller's Land Units that annexed it this Phase 5 are still there (nothing moves in Phase 5).
    const took = s.annexations.find((a) => a.round === s.round && a.winner === p.controller && a.territory.trim().toLowerCase() === p.territory.trim().toLowerCase());
    if (took) {
      const units = took.rollers.find((r) => r.nation === p.controller);
      return `${nationName(p.controller)} annexed ${took.territory} this Phase 5 with Land Units there${units ? ` (${units.dice} White ${units.dice === 1 ? 'die' : 'dice'} rolled)` : ''}: a Revolt needs a Territory with no Land Units of its controller.`;
    }
    return null;
  },
  apply: (s, p) => ({ ...s, revolts: [...s.revolts, { round: s.round, territory: p.territory.trim(), controller: p.controller, tier: p.tier, gold: 0 }] }),
  title: (_s, p) => `${p.by ? `${nationName(p.by)} instigates a` : 'A'} Revolt in ${p.territory.trim()} (${TIER_WORDS[p.tier]} of ${nationName(p.controller)}): its income now stays in the Territory`,
});

const endPayload = z.object({
  territory: z.string().trim().min(1).max(60),
  /** quelled: the controller's Land Unit (or Ship in a connected Port) ends its move there; captured: another Nation takes it; seized: another Nation's Land Force enters and takes the Gold (the token stays). */
  how: z.enum(['quelled', 'captured', 'seized']),
  by: nationId.optional(),
});
type EndP = z.infer<typeof endPayload>;

/** Who receives the Territory's Gold, or the reason it cannot be done. */
function recipient(s: IbState, p: EndP): NationId | string {
  const r = findRevolt(s, p.territory);
  if (!r) return `${p.territory} has no Revolt Token.`;
  if (p.how === 'quelled') return r.controller;
  if (!p.by) return p.how === 'seized' ? 'Name the Nation whose Land Force seizes the Gold.' : 'Name the Nation that captured the Territory.';
  const bad = inPlayCheck(s, p.by);
  if (bad) return bad;
  if (p.by === r.controller) return `${nationName(p.by)} controls ${r.territory}: ending a move there quells the Revolt.`;
  if (p.how === 'captured' && s.rules?.['revoltGoldOnCapture'] === 'former-controller') return r.controller;
  return p.by;
}

export const revoltEnd = def<EndP>({
  type: 'ib.revolt.end',
  label: 'Quell a Revolt or seize its Gold',
  schema: endPayload as unknown as z.ZodType<EndP>,
  steps: 'all',
  validate(s, p) {
    const off = onRule(s);
    if (off) return off;
    const who = recipient(s, p);
    return typeof who === 'string' && !(who in s.nations) ? who : null;
  },
  apply(s, p) {
    const r = findRevolt(s, p.territory)!;
    const who = recipient(s, p) as NationId;
    const next = pay(s, who, r.gold, `Revolt in ${r.territory}: its Gold`);
    if (p.how === 'seized') return { ...next, revolts: next.revolts.map((x) => (x === r ? { ...x, gold: 0 } : x)) };
    const ended: IbState = { ...next, revolts: next.revolts.filter((x) => x !== r) };
    return p.how === 'captured' ? regionTaken(ended, r.territory, p.by!) : ended;
  },
  title(s, p) {
    const r = findRevolt(s, p.territory)!;
    const who = recipient(s, p) as NationId;
    const gold = r.gold ? `${nationName(who)} takes its ${r.gold} Gold` : 'no Gold in it';
    if (p.how === 'seized') return `${nationName(p.by!)}’s Land Force enters ${r.territory} during the Revolt: ${gold}; the Revolt Token stays`;
    return `Revolt in ${r.territory} ${p.how === 'captured' ? `ends: ${nationName(p.by!)} captures the Territory` : `quelled by ${nationName(r.controller)}`}: ${gold}`;
  },
});

/** Phase 1 with Revolts: the income of each revolting Territory goes into it instead of to its controller. */
export function revoltTaxes(s: IbState): IbState {
  let next = s;
  for (const r of s.revolts) {
    const g = revoltIncome(s, r);
    if (!g) continue;
    const x = next.nations[r.controller];
    const fromTreasury = x.ownCapital ? Math.min(g, x.gold) : 0;
    if (fromTreasury) next = moveGold(next, r.controller, -fromTreasury, `Phase 1: the income of ${r.territory} stays there (Revolt)`);
    else next = updateNation(next, r.controller, (y) => ({ escrow: Math.max(0, y.escrow - g) }));
    next = { ...next, revolts: next.revolts.map((y) => (y.territory === r.territory ? { ...y, gold: y.gold + g } : y)) };
  }
  return next;
}
