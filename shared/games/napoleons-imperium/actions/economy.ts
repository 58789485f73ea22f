// Economy (income, purchases, the cart) and the Purchase Placement.
import { z } from 'zod';
import { LAND_UNITS, UNITS, UNIT_LABEL, unitsText, type NationId, type Unit } from '../data';
import { addToTray, adjective, areAllies, capitalCaptured, capitalName, is1798, need, needNumber, packOf, powerName, specialUnitOwner, unitCost, updateNation, year, type Cart, type NiState, type TrayItem } from '../state';
import { actorCheck, def, nationPayload, nationsInPlay, type NationP, eliminatedTurn } from './common';

// Economy -----------------------------------------------------------------------------------------------------

const unitCount = z.number().int().min(0).max(999);
const itemsSchema = z.object({
  infantry: unitCount.optional(), cavalry: unitCount.optional(), artillery: unitCount.optional(),
  fleet: unitCount.optional(), camels: unitCount.optional(), riflemen: unitCount.optional(),
}).strict();
type Items = z.infer<typeof itemsSchema>;
const purchasePayload = z.object({ nation: z.string().min(1), items: itemsSchema });
type PurchaseP = z.infer<typeof purchasePayload>;

function itemsList(items: Items): Array<[Unit, number]> {
  return UNITS.map((u) => [u, items[u] ?? 0] as [Unit, number]).filter(([, c]) => c > 0);
}

export function cartCost(s: NiState, n: NationId, items: Items): number {
  return itemsList(items).reduce((a, [u, c]) => a + unitCost(s, n, u) * c, 0);
}

function cartOf(s: NiState, n: NationId): Cart | undefined {
  const c = s.carts[n];
  return c && c.turn === s.position.turn ? c : undefined;
}

function inTray(s: NiState, n: NationId, unit: Unit): number {
  return s.nations[n].tray.filter((t) => t.unit === unit).reduce((a, t) => a + t.count, 0);
}

function fmt(x: number): string {
  return Number.isInteger(x) ? String(x) : x.toFixed(1);
}

/** The nation's open cart and the items named, or why the cart cannot be changed now [§3B] or none is named. */
function openCart(s: NiState, p: PurchaseP, noneNamed: string): { bad: string } | { bad: null; n: NationId; cart: Cart; list: Array<[Unit, number]> } {
  const bad = actorCheck(s, p.nation, ['purchase'], 'prep-purchase');
  if (bad) return { bad };
  const n = p.nation as NationId;
  const cart = cartOf(s, n);
  if (!cart) return { bad: `${powerName(n)} has no purchases open this turn.` };
  if (cart.closed) return { bad: `${powerName(n)}’s purchases are closed: they cannot be changed after Phase One [§3B].` };
  const list = itemsList(p.items);
  if (!list.length) return { bad: noneNamed };
  return { bad: null, n, cart, list };
}

/** The cart with the items named added (+1) or taken back out (-1), and its spending with them. */
function changeCart(s: NiState, p: PurchaseP, sign: 1 | -1): NiState {
  const n = p.nation as NationId;
  const cart = cartOf(s, n)!;
  const items = { ...cart.items };
  for (const [u, c] of itemsList(p.items)) items[u] = (items[u] ?? 0) + sign * c;
  return { ...s, carts: { ...s.carts, [n]: { ...cart, items, spent: cart.spent + sign * cartCost(s, n, p.items) } } };
}

export const purchase = def<PurchaseP>({
  type: 'economy.purchase',
  label: 'Buy units',
  schema: purchasePayload,
  steps: ['purchase', 'prep-purchase'],
  whyNotNow: (s, p) => eliminatedTurn(s, p.nation),
  validate(s, p) {
    const open = openCart(s, p, 'Buy at least one unit.');
    if (open.bad !== null) return open.bad;
    const { n, cart, list } = open;
    for (const [u] of list) {
      if (u === 'camels' || u === 'riflemen') {
        const owner = specialUnitOwner(s, u);
        if (owner !== n) return `${UNIT_LABEL[u][1][0]!.toUpperCase()}${UNIT_LABEL[u][1].slice(1)} are a unique ${owner ? adjective(owner) : ''} unit: ${powerName(n)} cannot buy them [§38B].`;
        const limited = need(packOf(s), 'special-units', u, 'limited', `whether ${u} are limited on the board`);
        if (limited === true) {
          const max = needNumber(packOf(s), 'special-units', u, 'boardLimit', `most ${u} on the board`);
          const have = (s.nations[n].onBoard[u] ?? 0) + inTray(s, n, u) + (cart.items[u] ?? 0);
          if (have + (p.items[u] ?? 0) > max) return `At most ${max} ${UNIT_LABEL[u][1]} on the board at any time: ${powerName(n)} already has ${have} on the board or bought [§38B].`;
        }
      }
    }
    const cost = cartCost(s, n, p.items);
    const left = cart.budget - cart.spent;
    if (cost > left) return `${powerName(n)} has ${fmt(left)} of its ${fmt(cart.budget)} left; ${unitsText(p.items)} cost ${fmt(cost)} [§3B].`;
    return null;
  },
  apply: (s, p) => changeCart(s, p, 1),
  title(s, p) {
    const n = p.nation as NationId;
    const cart = cartOf(s, n)!;
    const cost = cartCost(s, n, p.items);
    return `${powerName(n)} buys ${unitsText(p.items)} for ${fmt(cost)} (${fmt(cart.spent + cost)} of ${fmt(cart.budget)} spent)`;
  },
});

export const cancel = def<PurchaseP>({
  type: 'economy.cancel',
  label: 'Take units out of the cart',
  schema: purchasePayload,
  steps: ['purchase', 'prep-purchase'],
  whyNotNow: (s, p) => eliminatedTurn(s, p.nation),
  validate(s, p) {
    const open = openCart(s, p, 'Name at least one unit.');
    if (open.bad !== null) return open.bad;
    const { n, cart, list } = open;
    for (const [u, c] of list) if ((cart.items[u] ?? 0) < c) return `${powerName(n)} has bought only ${cart.items[u] ?? 0} ${UNIT_LABEL[u][1]} this turn.`;
    return null;
  },
  apply: (s, p) => changeCart(s, p, -1),
  title: (s, p) => `${powerName(p.nation)} takes ${unitsText(p.items)} back out of its cart (Phase One is not over)`,
});


export const close = def<NationP>({
  type: 'economy.close',
  label: 'Close the purchases',
  schema: nationPayload,
  steps: ['purchase', 'prep-purchase'],
  whyNotNow: (s, p) => eliminatedTurn(s, p.nation),
  validate(s, p) {
    const bad = actorCheck(s, p.nation, ['purchase'], 'prep-purchase');
    if (bad) return bad;
    const cart = cartOf(s, p.nation as NationId);
    if (!cart) return `${powerName(p.nation)} has no purchases open this turn.`;
    return cart.closed ? `${powerName(p.nation)} has already closed its purchases.` : null;
  },
  apply(s, p) {
    const n = p.nation as NationId;
    const cart = cartOf(s, n)!;
    let t: NiState = { ...s, carts: { ...s.carts, [n]: { ...cart, closed: true, forfeited: cart.budget - cart.spent } } };
    for (const [u, c] of itemsList(cart.items)) t = addToTray(t, n, { unit: u, count: c, origin: 'purchased', availableYear: year(s) });
    return t;
  },
  title(s, p) {
    const cart = cartOf(s, p.nation as NationId)!;
    const f = cart.budget - cart.spent;
    return `${powerName(p.nation)} closes its purchases: ${fmt(cart.spent)} of ${fmt(cart.budget)} spent${f > 0 ? `, ${fmt(f)} forfeited (unspent income is not saved) [§3B]` : ''}`;
  },
});

// Placement ---------------------------------------------------------------------------------------------------

function placeable(s: NiState, n: NationId): TrayItem[] {
  return s.nations[n].tray.filter((t) => t.availableYear <= year(s));
}

const placePayload = z.object({ nation: z.string().min(1), fleetsKept: z.number().int().min(0).max(999).default(0) });
type PlaceP = z.infer<typeof placePayload>;

export const place = def<PlaceP>({
  type: 'placement.done',
  label: 'Place the Purchase Tray',
  schema: placePayload,
  steps: ['placement', 'prep-placement'],
  whyNotNow: (s, p) => eliminatedTurn(s, p.nation),
  validate(s, p) {
    const bad = actorCheck(s, p.nation, ['placement'], 'prep-placement');
    if (bad) return bad;
    const n = p.nation as NationId;
    if (s.placed.includes(n)) return `${powerName(n)} has already placed its purchases this turn.`;
    const cart = cartOf(s, n);
    if (cart && !cart.closed) return `${powerName(n)} must close its purchases first.`;
    const items = placeable(s, n);
    const land = items.filter((t) => LAND_UNITS.includes(t.unit)).reduce((a, t) => a + t.count, 0);
    if (land > 0 && capitalCaptured(s, n) && !s.nations[n].exileCapital)
      return `${capitalName(s, n)} is occupied: choose the one allied capital where ${powerName(n)}’s land units are placed in exile first [§10.2].`;
    const fleets = items.filter((t) => t.unit === 'fleet').reduce((a, t) => a + t.count, 0);
    if (p.fleetsKept > fleets) return `${powerName(n)} has only ${fleets} fleet${fleets === 1 ? '' : 's'} to place.`;
    return null;
  },
  apply(s, p) {
    const n = p.nation as NationId;
    const items = placeable(s, n);
    const later = s.nations[n].tray.filter((t) => t.availableYear > year(s));
    const onBoard = { ...s.nations[n].onBoard };
    for (const t of items) if (t.unit !== 'fleet') onBoard[t.unit] = (onBoard[t.unit] ?? 0) + t.count;
    const kept: TrayItem[] = p.fleetsKept > 0 ? [{ unit: 'fleet', count: p.fleetsKept, origin: 'kept', availableYear: year(s) }] : [];
    const t = updateNation(s, n, { tray: [...later, ...kept], onBoard });
    return { ...t, placed: [...t.placed, n] };
  },
  title(s, p) {
    const n = p.nation as NationId;
    const items = placeable(s, n);
    const sum = (f: (t: TrayItem) => boolean) => {
      const out: Partial<Record<Unit, number>> = {};
      for (const t of items.filter(f)) out[t.unit] = (out[t.unit] ?? 0) + t.count;
      return out;
    };
    const land = sum((t) => t.unit !== 'fleet');
    const fleets = items.filter((t) => t.unit === 'fleet').reduce((a, t) => a + t.count, 0) - p.fleetsKept;
    const where = capitalCaptured(s, n) && s.nations[n].exileCapital ? `${capitalName(s, s.nations[n].exileCapital!)} (exile)` : capitalName(s, n);
    const parts: string[] = [];
    if (Object.keys(land).length) parts.push(`${unitsText(land)} in ${where}`);
    if (fleets > 0) parts.push(`${fleets} fleet${fleets === 1 ? '' : 's'} in its unblockaded ports`);
    if (p.fleetsKept) parts.push(`${p.fleetsKept} fleet${p.fleetsKept === 1 ? '' : 's'} kept in the tray (no port available) [§4C]`);
    return `${powerName(n)} places ${parts.length ? parts.join('; ') : 'nothing'}${is1798(s) ? '' : ': end of its turn'} [§4]`;
  },
});

const exilePayload = z.object({ nation: z.string().min(1), ally: z.string().min(1) });
export const exile = def<z.infer<typeof exilePayload>>({
  type: 'exile.choose',
  label: 'Choose the exile capital',
  schema: exilePayload,
  steps: 'all',
  validate(s, p) {
    const bad = nationsInPlay(s, p.nation, p.ally);
    if (bad) return bad;
    const n = p.nation as NationId;
    const a = p.ally as NationId;
    if (!capitalCaptured(s, n)) return `${powerName(n)} holds its capital: it is not in exile.`;
    if (s.nations[n].exileCapital) return `${powerName(n)} has already chosen ${capitalName(s, s.nations[n].exileCapital!)}: only one allied capital may be used [§10.2].`;
    if (a === n || !areAllies(s, n, a)) return `${powerName(a)} is not an ally of ${powerName(n)}.`;
    if (capitalCaptured(s, a)) return `${capitalName(s, a)} is itself occupied.`;
    return null;
  },
  apply: (s, p) => updateNation(s, p.nation as NationId, { exileCapital: p.ally as NationId }),
  title: (s, p) => `${powerName(p.nation)} in exile: purchases will be placed in ${capitalName(s, p.ally as NationId)} until its capital is liberated [§10.2]`,
});
