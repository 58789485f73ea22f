// Phase 3: the sealed bids (one action carrying every bid, revealed at once), payment, and slot picking.
import { z } from 'zod';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { DiceRoll } from '../../../engine/random';
import { assignSlots, resolveBids, type BidResult } from '../phases';
import { inPlay, moveGold, nationName, type IbState, type NationId } from '../state';
import { def, inPlayCheck, names, nationId } from './common';

const bidsPayload = z.object({ bids: z.record(z.string(), z.number().int().min(0).max(9999)) });
type BidsP = z.infer<typeof bidsPayload>;

/** The random draw breaks equal bids and places the zero bidders: needed when either has more than one Nation. */
function needsDraw(bids: Record<string, number>): boolean {
  const counts = new Map<number, number>();
  for (const b of Object.values(bids)) counts.set(b, (counts.get(b) ?? 0) + 1);
  return [...counts.values()].some((c) => c > 1);
}

/** Three d1000 (the campaign file's largest die) seed the draw, so the log holds it and a replay draws the same. */
const DRAW = { count: 3, sides: 1000 };

function resolve(s: IbState, p: BidsP, dice: readonly DiceRoll[]): BidResult {
  const f = dice[0]?.faces ?? [1, 1, 1];
  const rng = xoroshiro128plus(f.reduce((seed, x) => seed * DRAW.sides + (x - 1), 0));
  const treasuries = Object.fromEntries(inPlay(s).map((n) => [n, s.nations[n].gold]));
  const canSpend = s.rules?.['lostCapitalBid'] === 'may-bid' ? {} : Object.fromEntries(inPlay(s).map((n) => [n, s.nations[n].ownCapital]));
  return resolveBids(p.bids, treasuries, rng, canSpend);
}

export const bids = def<BidsP>({
  type: 'ib.bids',
  label: 'Reveal the turn-order bids',
  schema: bidsPayload,
  steps: ['p3-bids'],
  validate(s, p) {
    if (s.bids?.round === s.round) return `The bids of Game Round ${s.round} are already revealed.`;
    for (const n of Object.keys(p.bids)) {
      const bad = inPlayCheck(s, n);
      if (bad) return bad;
    }
    const missing = inPlay(s).filter((n) => p.bids[n] === undefined);
    if (missing.length) return `Every Nation in play bids (0 is a bid): ${names(missing)} ${missing.length === 1 ? 'has' : 'have'} not.`;
    for (const [n, b] of Object.entries(p.bids)) {
      const x = s.nations[n as NationId];
      if (b > x.gold) return `${nationName(n)} bids ${b} Gold but its Treasury holds only ${x.gold}.`;
      if (b > 0 && !x.ownCapital && s.rules?.['lostCapitalBid'] !== 'may-bid') return `${nationName(n)} does not control its own Capital, so it cannot spend Gold: its bid is 0.`;
    }
    resolve(s, p, []);
    return null;
  },
  dice: (_s, p) => (needsDraw(p.bids) ? [{ purpose: 'Random draw: equal bids and zero bidders', ...DRAW }] : []),
  apply(s, p, ctx) {
    const r = resolve(s, p, ctx.dice);
    let next = s;
    for (const n of inPlay(s)) next = moveGold(next, n, -(p.bids[n] ?? 0), `Phase 3 turn-order bid (paid to Common Storage)`);
    const record = { round: s.round, bids: { ...p.bids }, pickOrder: r.pickOrder as NationId[], zeroBidders: r.zeroBidders as NationId[], choices: {} };
    next = { ...next, bids: record };
    return r.pickOrder.length === 0 ? { ...next, turnOrder: r.zeroBidders as NationId[] } : next;
  },
  title(s, p, ctx) {
    const r = resolve(s, p, ctx.dice);
    const shown = inPlay(s).map((n) => `${nationName(n)} ${p.bids[n]}`).join(', ');
    return `Bids revealed and paid: ${shown}. ${r.pickOrder.length ? `Slot choice: ${names(r.pickOrder as NationId[])}` : 'Nobody bid: the order is drawn at random'}${r.zeroBidders.length && r.pickOrder.length ? `; zero bidders at random: ${names(r.zeroBidders as NationId[])}` : ''}`;
  },
});

/** The bidder choosing next, or null when every bidder has chosen. */
export function nextPicker(s: IbState): NationId | null {
  if (!s.bids || s.bids.round !== s.round) return null;
  return s.bids.pickOrder.find((n) => s.bids!.choices[n] === undefined) ?? null;
}

/** Slots still free (1-based). */
export function freeSlots(s: IbState): number[] {
  const n = inPlay(s).length;
  const taken = new Set(Object.values(s.bids?.choices ?? {}));
  return Array.from({ length: n }, (_, i) => i + 1).filter((x) => !taken.has(x));
}

const slotPayload = z.object({ nation: nationId, slot: z.number().int().min(1).max(6) });

export const slot = def<z.infer<typeof slotPayload>>({
  type: 'ib.slot',
  label: 'Claim a turn-order slot',
  schema: slotPayload,
  steps: ['p3-slots'],
  validate(s, p) {
    if (!s.bids || s.bids.round !== s.round) return 'Reveal the bids first [Phase 3 Step B].';
    const who = nextPicker(s);
    if (!who) return 'Every bidder has claimed a slot.';
    if (who !== p.nation) return `${nationName(who)} chooses next (highest bid first), not ${nationName(p.nation)}.`;
    const free = freeSlots(s);
    if (!free.includes(p.slot)) return `Slot ${p.slot} is not free: choose ${free.join(', ')}.`;
    return null;
  },
  apply(s, p) {
    const bidsNow = { ...s.bids!, choices: { ...s.bids!.choices, [p.nation]: p.slot } };
    const next = { ...s, bids: bidsNow };
    if (nextPicker(next)) return next;
    const order = assignSlots({ paid: {}, pickOrder: bidsNow.pickOrder, zeroBidders: bidsNow.zeroBidders }, bidsNow.choices as Record<string, number>);
    return { ...next, turnOrder: order as NationId[] };
  },
  title: (_s, p) => `${nationName(p.nation)} takes slot ${p.slot} of the Turn Order Track`,
});

/** The turn order of this round is settled (all bids revealed and all slots claimed). */
export const orderSettled = (s: IbState): boolean => !!s.bids && s.bids.round === s.round && nextPicker(s) === null;
