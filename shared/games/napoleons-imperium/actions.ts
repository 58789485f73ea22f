// Napoleon's Imperium's typed actions: each validates against the rules and the data in force, and applies purely.
import { z } from 'zod';
import type { ActionDef, CampaignHeader } from '../../engine/types';
import {
  ALLIANCE_NAME, FIRST_YEAR, FREE_UNITS, LAND_UNITS, LAST_YEAR, NATION_IDS, NOTICE_EARLIEST_YEAR, NOTICE_YEARS, SUCCESS_FACE,
  TRANSPORTS_PER_FLEET, UNITS, UNIT_LABEL, isNation, unitsText, type Alliance, type NationId, type Unit,
} from './data';
import {
  battleDice, checkBattle, eliminate, invasionCheck, recordInvasion, releaseCommander, resolveBattle, type BattleResultPayload,
} from './consequences';
import { breakOff, memberText, treatyBreakOffs } from './fleet-rules';
import {
  combinedOf, fleetNations, fleetSpeed, fleetYear, freshYear, hostFleetOf, ladenNations, lastBreakOff, memberFleetOf, same, type FleetSpeed,
} from './fleets';
import {
  activeNation, addCard, addToTray, adjective, allianceOf, areAllies, areEnemies, capitalCaptured, capitalName, capitalOwner, cellValue,
  commander, commanderName, deckRemaining, missingData, deckSize, finalYear, guard, holderOf, holdingOf, is1798, journal, maybeNumber, need, needNumber, nextFullTurn,
  packOf, powerName, setHolder, settle, slotOfNation, specialUnitOwner, territoryFacts, territoryKey, turnName, turnOf, unitCost,
  slotOf, updateCommander, updateNation, year, type Cart, type CombinedFleet, type FleetMember, type NiState, type TrayItem,
} from './state';

type Def<P> = ActionDef<NiState, P>;

const stepTitle: Record<string, string> = {
  'prep-purchase': 'the 1798 purchase', 'prep-movement': 'the 1798 movement', 'prep-placement': 'the 1798 placement',
  weather: 'the weather roll', rebellion: 'the rebellion roll', purchase: 'Phase One (income and purchases)',
  'spy-discovery': 'the spy discovery rolls', 'frozen-fleets': 'the frozen-fleet rolls', attack: 'Phase Two (attack)',
  movement: 'Phase Three (movement)', placement: 'the Purchase Placement', notice: 'the end of the year (notice to end)',
  'final-scoring': 'the end of the game',
};

export function needStep(s: NiState, ...steps: string[]): string | null {
  if (s.gameOver) return 'The game is over.';
  return steps.includes(s.position.stepId) ? null : `Not now: this is done at ${steps.map((x) => stepTitle[x] ?? x).join(' or ')}.`;
}

export function nationCheck(n: string): string | null {
  return isNation(n) ? null : `"${n}" is not one of the eight empires of Napoleon’s Imperium (${NATION_IDS.join(', ')}).`;
}

/** Every nation named is one of the eight, and the game is still on. */
function nationsInPlay(s: NiState, ...ns: string[]): string | null {
  for (const n of ns) {
    const bad = nationCheck(n);
    if (bad) return bad;
  }
  return s.gameOver ? 'The game is over.' : null;
}

/** The active nation's own step (or any nation's during the simultaneous 1798 steps). */
function actorCheck(s: NiState, n: string, steps: string[], prep?: string): string | null {
  const bad = nationCheck(n);
  if (bad) return bad;
  if (prep && s.position.stepId === prep && !s.gameOver) return null;
  const active = activeNation(s);
  const eliminated = s.nations[n as NationId].eliminated && !steps.includes('rebellion');
  if (active === n && eliminated && !s.gameOver) return `${powerName(n)} is eliminated: on its turn it may only roll for rebellion [§39, §40].`;
  const st = needStep(s, ...steps);
  if (st) return st;
  if (active !== n) return `It is ${active ? `${powerName(active)}’s` : 'nobody’s'} turn, not ${powerName(n)}’s.`;
  if (eliminated) return `${powerName(n)} is eliminated: on its turn it may only roll for rebellion [§39, §40].`;
  return null;
}

function G<P>(fn: (s: NiState, p: P, h: CampaignHeader) => string | null): (s: NiState, p: P, h: CampaignHeader) => string | null {
  return (s, p, h) => guard(() => fn(s, p, h));
}

function def<P>(d: Def<P>): Def<P> {
  return { ...d, validate: G(d.validate) };
}

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

/** The nation's open cart and the items named, or why the cart cannot be changed now [§3B]. */
function openCart(s: NiState, p: PurchaseP) {
  const bad = actorCheck(s, p.nation, ['purchase'], 'prep-purchase');
  if (bad) return { bad };
  const n = p.nation as NationId;
  const cart = cartOf(s, n);
  if (!cart) return { bad: `${powerName(n)} has no purchases open this turn.` };
  if (cart.closed) return { bad: `${powerName(n)}’s purchases are closed: they cannot be changed after Phase One [§3B].` };
  return { n, cart, list: itemsList(p.items) };
}

const purchase = def<PurchaseP>({
  type: 'economy.purchase',
  label: 'Buy units',
  schema: purchasePayload,
  validate(s, p) {
    const open = openCart(s, p);
    if (!open.cart) return open.bad!;
    const { n, cart, list } = open as Required<typeof open>;
    if (!list.length) return 'Buy at least one unit.';
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
  apply(s, p) {
    const n = p.nation as NationId;
    const cart = cartOf(s, n)!;
    const items = { ...cart.items };
    for (const [u, c] of itemsList(p.items)) items[u] = (items[u] ?? 0) + c;
    return { ...s, carts: { ...s.carts, [n]: { ...cart, items, spent: cart.spent + cartCost(s, n, p.items) } } };
  },
  title(s, p) {
    const n = p.nation as NationId;
    const cart = cartOf(s, n)!;
    const cost = cartCost(s, n, p.items);
    return `${powerName(n)} buys ${unitsText(p.items)} for ${fmt(cost)} (${fmt(cart.spent + cost)} of ${fmt(cart.budget)} spent)`;
  },
});

const cancel = def<PurchaseP>({
  type: 'economy.cancel',
  label: 'Take units out of the cart',
  schema: purchasePayload,
  validate(s, p) {
    const open = openCart(s, p);
    if (!open.cart) return open.bad!;
    const { n, cart, list } = open as Required<typeof open>;
    if (!list.length) return 'Name at least one unit.';
    for (const [u, c] of list) if ((cart.items[u] ?? 0) < c) return `${powerName(n)} has bought only ${cart.items[u] ?? 0} ${UNIT_LABEL[u][1]} this turn.`;
    return null;
  },
  apply(s, p) {
    const n = p.nation as NationId;
    const cart = cartOf(s, n)!;
    const items = { ...cart.items };
    for (const [u, c] of itemsList(p.items)) items[u] = (items[u] ?? 0) - c;
    return { ...s, carts: { ...s.carts, [n]: { ...cart, items, spent: cart.spent - cartCost(s, n, p.items) } } };
  },
  title: (s, p) => `${powerName(p.nation)} takes ${unitsText(p.items)} back out of its cart (Phase One is not over)`,
});

const nationPayload = z.object({ nation: z.string().min(1) });
type NationP = z.infer<typeof nationPayload>;

const close = def<NationP>({
  type: 'economy.close',
  label: 'Close the purchases',
  schema: nationPayload,
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

const place = def<PlaceP>({
  type: 'placement.done',
  label: 'Place the Purchase Tray',
  schema: placePayload,
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
const exile = def<z.infer<typeof exilePayload>>({
  type: 'exile.choose',
  label: 'Choose the exile capital',
  schema: exilePayload,
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

// Battles -----------------------------------------------------------------------------------------------------

const nationList = z.array(z.string().min(1)).max(8);
const battlePayload = z.object({
  kind: z.enum(['land', 'sea', 'neutral']),
  where: z.string().trim().min(1).max(60),
  attacker: z.string().min(1),
  allies: nationList.default([]),
  defenders: nationList.default([]),
  result: z.enum(['attacker', 'defender', 'draw']),
  invasion: z.boolean().default(false),
  fleet: z.string().trim().min(1).max(60).optional(),
  units: z.number().int().min(0).max(999).optional(),
  commanders: z.array(z.string().min(1)).max(16).default([]),
  seaPrize: z.array(z.object({ nation: z.string().min(1), survivors: z.number().int().min(1).max(200) })).max(4).default([]),
  fleetsSunk: z.number().int().min(0).max(200).default(0),
  eliminates: nationList.default([]),
  via: z.string().min(1).optional(),
  ref: z.string().max(80).optional(),
  note: z.string().max(200).default(''),
});

const battleResult = def<BattleResultPayload>({
  type: 'battle.result',
  label: 'Record a battle’s result',
  schema: battlePayload as unknown as z.ZodType<BattleResultPayload>,
  validate(s, p) {
    if (is1798(s)) return 'There are no attacks in 1798, the year of preparation [§2B.2].';
    const bad = needStep(s, 'attack');
    if (bad) return bad;
    return checkBattle(s, p, activeNation(s));
  },
  dice: (s, p) => battleDice(s, p),
  apply: (s, p, ctx) => resolveBattle(s, p, ctx.dice).state,
  title(s, p, ctx) {
    const r = resolveBattle(s, p, ctx.dice);
    const who = p.kind === 'sea' ? `Sea battle in ${p.where}` : p.kind === 'neutral' ? `${powerName(p.attacker)} takes neutral ${r.state.battles.at(-1)!.where}` : `${p.invasion ? 'Invasion of' : 'Battle for'} ${r.state.battles.at(-1)!.where}`;
    const res = p.kind === 'neutral' ? '' : p.result === 'draw' ? ': draw' : `: ${p.result === 'attacker' ? [p.attacker, ...p.allies].map(powerName).join(' + ') : p.defenders.map(powerName).join(' + ')} win${(p.result === 'attacker' ? 1 + p.allies.length : p.defenders.length) > 1 ? '' : 's'}`;
    return `${who}${res}. ${r.lines.join('. ')}${p.note ? ` (${p.note})` : ''}`;
  },
});

// Battle Cards ------------------------------------------------------------------------------------------------

const drawPayload = z.object({
  nation: z.string().min(1),
  card: z.number().int().min(1).max(99).optional(),
  kind: z.enum(['disaster', 'imperium', 'standard']).optional(),
  digital: z.boolean().default(false),
});
type DrawP = z.infer<typeof drawPayload>;

function remainingKeys(s: NiState, n: NationId): string[] {
  const drawn = new Set(s.nations[n].deck.drawn.map((d) => d.key));
  const all = (packOf(s).tables['battle-cards']?.rows ?? []).filter((r) => r.key.startsWith(`${n}:`)).map((r) => r.key);
  const left = all.filter((k) => !drawn.has(k));
  return left.length ? left : all;
}

function drawnKey(s: NiState, p: DrawP, faces: readonly number[] | undefined): string | null {
  const n = p.nation as NationId;
  if (p.digital) {
    const keys = remainingKeys(s, n);
    return keys.length === 1 ? keys[0]! : (keys[(faces?.[0] ?? 1) - 1] ?? null);
  }
  return p.card ? `${n}:${p.card}` : null;
}

const drawCard = def<DrawP>({
  type: 'cards.draw',
  label: 'Draw a Battle Card',
  schema: drawPayload,
  validate(s, p) {
    const bad = nationsInPlay(s, p.nation);
    if (bad) return bad;
    const n = p.nation as NationId;
    if (!s.cardsDue.some((c) => c.nation === n)) return `${powerName(n)} has no Battle Card to draw: only the loser of a land battle draws [§26, §27].`;
    const size = deckSize(s, n);
    if (size === 0) return `${powerName(n)} has no Battle Card deck in the data.`;
    if (p.card !== undefined) {
      if (p.digital) return 'Either draw from the app’s deck or enter the card drawn, not both.';
      if (p.card > size) return `${powerName(n)}’s deck has ${size} cards.`;
      const reshuffle = deckRemaining(s, n) === 0 || s.rules?.['battleCardDeck'] === 'reshuffle-each-draw';
      if (!reshuffle && s.nations[n].deck.drawn.some((d) => d.key === `${n}:${p.card}`)) return `${adjective(n)} card ${p.card} has already been drawn.`;
    }
    if (p.digital) {
      for (const k of remainingKeys(s, n)) {
        need(packOf(s), 'battle-cards', k, 'title', `${adjective(n)} card ${k.split(':')[1]} title`);
        need(packOf(s), 'battle-cards', k, 'text', `${adjective(n)} card ${k.split(':')[1]} text`);
      }
    }
    return null;
  },
  dice(s, p) {
    if (!p.digital) return [];
    const left = remainingKeys(s, p.nation as NationId).length;
    return left > 1 ? [{ purpose: `Battle Card: the ${adjective(p.nation)} deck (${left} cards)`, count: 1, sides: left }] : [];
  },
  apply(s, p, ctx) {
    const n = p.nation as NationId;
    const key = drawnKey(s, p, ctx.dice[0]?.faces);
    const dataKind = key ? cellValue(packOf(s), 'battle-cards', key, 'kind') : null;
    const kind = (typeof dataKind === 'string' ? dataKind : (p.kind ?? null)) as 'disaster' | 'imperium' | 'standard' | null;
    const deck = s.nations[n].deck;
    const each = s.rules?.['battleCardDeck'] === 'reshuffle-each-draw';
    const empty = deckRemaining(s, n) === 0;
    const drawn = each ? [] : [...(empty ? [] : deck.drawn), { key, kind, turn: s.position.turn }];
    const due = s.cardsDue.findIndex((c) => c.nation === n);
    let t = updateNation(s, n, { deck: { drawn, draws: deck.draws + 1, reshuffles: deck.reshuffles + (empty && !each ? 1 : 0) } });
    t = { ...t, cardsDue: t.cardsDue.filter((_, i) => i !== due) };
    return t;
  },
  title(s, p, ctx) {
    const n = p.nation as NationId;
    const key = drawnKey(s, p, ctx.dice[0]?.faces);
    const title = key ? cellValue(packOf(s), 'battle-cards', key, 'title') : null;
    const text = key ? cellValue(packOf(s), 'battle-cards', key, 'text') : null;
    const dataKind = key ? cellValue(packOf(s), 'battle-cards', key, 'kind') : null;
    const kind = typeof dataKind === 'string' ? dataKind : p.kind;
    const empty = deckRemaining(s, n) === 0 && s.rules?.['battleCardDeck'] !== 'reshuffle-each-draw';
    const each = s.rules?.['battleCardDeck'] === 'reshuffle-each-draw';
    const left = each ? deckSize(s, n) : (empty ? deckSize(s, n) : deckRemaining(s, n)) - 1;
    const what = key ? `card ${key.split(':')[1]}${title ? ` “${title}”` : ''}` : 'a card';
    const k = kind === 'disaster' ? ' (DISASTER)' : kind === 'imperium' ? ' (IMPERIUM)' : '';
    return `${powerName(n)} draws Battle Card${empty ? ' after reshuffling its deck' : ''}: ${what}${k}${text ? ` — ${text}` : ''}; ${left} left in its deck [§26]`;
  },
});

const penaltyPayload = z.object({
  nation: z.string().min(1),
  amount: z.number().int().min(1).max(99),
  when: z.enum(['next-turn', 'next-year']),
  note: z.string().max(200).default(''),
});
const penalty = def<z.infer<typeof penaltyPayload>>({
  type: 'cards.penalty',
  label: 'Battle Card income penalty',
  schema: penaltyPayload,
  validate(s, p) {
    const bad = nationsInPlay(s, p.nation);
    if (bad) return bad;
    if (is1798(s)) return 'No Battle Cards are drawn in 1798.';
    return null;
  },
  apply(s, p) {
    const n = p.nation as NationId;
    const due = p.when === 'next-turn' ? nextFullTurn(s, n) : turnOf(year(s) + 1, slotOfNation(s, n));
    return { ...s, penalties: [...s.penalties, { id: s.nextId, nation: n, amount: p.amount, dueTurn: due, applied: false, appliedTurn: null, note: p.note }], nextId: s.nextId + 1 };
  },
  title(s, p) {
    const n = p.nation as NationId;
    const due = p.when === 'next-turn' ? nextFullTurn(s, n) : turnOf(year(s) + 1, slotOfNation(s, n));
    return `${powerName(n)} loses ${p.amount} income in ${turnName(s, due)} (“next playing ${p.when === 'next-turn' ? 'turn' : 'year'}”) [§27]${p.note ? `: ${p.note}` : ''}`;
  },
});

// Treaties ----------------------------------------------------------------------------------------------------

const treatyPayload = z.object({ bound: z.string().min(1), imposer: z.string().min(1), years: z.number().int().min(1).max(5).default(1), note: z.string().max(200).default('') });
type TreatyP = z.infer<typeof treatyPayload>;

function treatyExpiry(s: NiState, p: TreatyP): number {
  if (s.rules?.['treatyExpiry'] === 'imposer-slot') return turnOf(year(s) + p.years, slotOfNation(s, p.imposer as NationId));
  return s.position.turn + 8 * p.years;
}

const treatyCreate = def<TreatyP>({
  type: 'treaty.create',
  label: 'A treaty from a Battle Card',
  schema: treatyPayload,
  validate(s, p) {
    const bad = nationsInPlay(s, p.bound, p.imposer);
    if (bad) return bad;
    if (is1798(s)) return 'No Battle Cards are drawn in 1798.';
    if (!areEnemies(s, p.bound as NationId, p.imposer as NationId)) return `${powerName(p.bound)} and ${powerName(p.imposer)} are allies: a treaty binds a defeated nation to its victor [§28].`;
    if (s.treaties.some((t) => t.status === 'active' && t.bound === p.bound && t.imposer === p.imposer)) return `${powerName(p.bound)} is already bound by a treaty with ${powerName(p.imposer)}.`;
    return null;
  },
  apply(s, p) {
    const tr = { id: s.nextId, bound: p.bound as NationId, imposer: p.imposer as NationId, created: s.position.turn, expires: treatyExpiry(s, p), status: 'active' as const, ended: null, note: p.note };
    // Its fleets sailing under an ally break off at once, in this same step [§28 Note].
    return treatyBreakOffs({ ...s, treaties: [...s.treaties, tr], nextId: s.nextId + 1 }, tr.bound, tr.id).state;
  },
  title(s, p) {
    const lines = treatyBreakOffs(s, p.bound as NationId, s.nextId).lines;
    const fleets = lines.length ? `. Automatic break-off: ${lines.join('; ')}` : `; ${adjective(p.bound)} fleets under allied command would break off (none sail under an ally now) [§28 Note]`;
    return `Treaty: ${powerName(p.bound)} may not attack ${powerName(p.imposer)} until after ${turnName(s, treatyExpiry(s, p))} [§28]${fleets}${p.note ? ` (${p.note})` : ''}`;
  },
});

const breachPayload = z.object({ treaty: z.number().int().min(1), by: z.string().min(1), note: z.string().max(200).default('') });
const treatyBreach = def<z.infer<typeof breachPayload>>({
  type: 'treaty.breach',
  label: 'A treaty is breached',
  schema: breachPayload,
  validate(s, p) {
    const bad = nationCheck(p.by);
    if (bad) return bad;
    const tr = s.treaties.find((t) => t.id === p.treaty);
    if (!tr || tr.status !== 'active') return `Treaty ${p.treaty} is not in force.`;
    if (p.by !== tr.imposer && !areAllies(s, p.by as NationId, tr.imposer)) return `Only ${powerName(tr.imposer)} or its allies can breach this treaty by attacking [§28D]; ${powerName(tr.bound)} may not attack at all.`;
    return null;
  },
  apply: (s, p) => ({ ...s, treaties: s.treaties.map((t) => (t.id === p.treaty ? { ...t, status: 'breached' as const, ended: s.position.turn, note: `breached by ${powerName(p.by)}${p.note ? `: ${p.note}` : ''}` } : t)) }),
  title(s, p) {
    const tr = s.treaties.find((t) => t.id === p.treaty)!;
    return `${powerName(p.by)} breaches the treaty binding ${powerName(tr.bound)}: it ends now [§28D]`;
  },
});

// Commanders --------------------------------------------------------------------------------------------------

const usePayload = z.object({ commander: z.string().min(1), phase: z.enum(['attack', 'movement']), unit: z.string().max(30).optional() });
const commanderUse = def<z.infer<typeof usePayload>>({
  type: 'commander.use',
  label: 'Use a commander',
  schema: usePayload,
  validate(s, p) {
    const c = commander(s, p.commander);
    if (!c) return `There is no commander "${p.commander}".`;
    const bad = actorCheck(s, c.nation, [p.phase], p.phase === 'movement' ? 'prep-movement' : undefined);
    if (bad) return bad;
    if (c.status !== 'active') return `${commanderName(c)} is not free to act (${c.status}) [§14].`;
    if (c.used && c.used !== p.phase) return `${commanderName(c)} was used in the ${c.used === 'attack' ? 'Attack' : 'Movement'} Phase this year: one phase only [§13B.1, §13D].`;
    if (c.used === p.phase) return `${commanderName(c)}’s use in this phase is already recorded.`;
    if (p.phase === 'movement') {
      const bonus = needNumber(packOf(s), 'commander-types', c.rank, 'movementBonus', `${c.rank} commander movement bonus`);
      if (bonus <= 0) return `${c.rank === 'minor' ? 'Minor Commanders' : 'This commander'} give${c.rank === 'minor' ? '' : 's'} no movement bonus [§13D].`;
    }
    return null;
  },
  apply: (s, p) => updateCommander(s, p.commander, { used: p.phase }),
  title(s, p) {
    const c = commander(s, p.commander)!;
    const bonus = p.phase === 'movement' ? ' for +1 movement' : '';
    return `${commanderName(c)} used in the ${p.phase === 'attack' ? 'Attack' : 'Movement'} Phase${bonus}${p.unit ? ` (${p.unit})` : ''} [§13B]`;
  },
});

const releasePayload = z.object({ commander: z.string().min(1), reason: z.string().max(200).default('') });
const commanderRelease = def<z.infer<typeof releasePayload>>({
  type: 'commander.release',
  label: 'Release a commander',
  schema: releasePayload,
  validate(s, p) {
    const c = commander(s, p.commander);
    if (!c) return `There is no commander "${p.commander}".`;
    if (s.gameOver) return 'The game is over.';
    if (!['imprisoned', 'paroled', 'awaiting-capital'].includes(c.status)) return `${commanderName(c)} is not captive.`;
    return null;
  },
  apply: (s, p) => releaseCommander(s, commander(s, p.commander)!).state,
  title: (s, p) => `${releaseCommander(s, commander(s, p.commander)!).text}${p.reason ? ` (${p.reason})` : ''}`,
});

// Spies -------------------------------------------------------------------------------------------------------

function spiesOn(s: NiState): string | null {
  return s.rules?.['spies'] === true ? null : 'Spies are an optional rule that is off in this game [§42].';
}

const spyMovePayload = z.object({ nation: z.string().min(1), to: z.string().trim().min(1).max(60) });
const spyMove = def<z.infer<typeof spyMovePayload>>({
  type: 'spy.move',
  label: 'Move the spy',
  schema: spyMovePayload,
  validate(s, p) {
    const off = spiesOn(s);
    if (off) return off;
    if (s.position.stepId === 'prep-movement') return 'Spies may not move in 1798 [§2C, §42D].';
    const bad = actorCheck(s, p.nation, ['movement']);
    if (bad) return bad;
    const spy = s.nations[p.nation as NationId].spy;
    if (!spy.alive) return `The ${adjective(p.nation)} spy is dead; it is never replaced [§44].`;
    if (spy.pending) return 'Choose the stolen ability first.';
    if (!territoryKey(s, p.to)) throw missingData('territories', `add "${p.to}" (a territory the spy can stand in)`);
    return null;
  },
  apply(s, p) {
    const n = p.nation as NationId;
    const key = territoryKey(s, p.to)!;
    return updateNation(s, n, (x) => ({ spy: { ...x.spy, location: key } }));
  },
  title(s, p) {
    const n = p.nation as NationId;
    const key = territoryKey(s, p.to)!;
    const home = key.toLowerCase() === capitalName(s, n).toLowerCase();
    const st = s.nations[n].spy.stolen;
    return `The ${adjective(n)} spy moves to ${key}${home && st ? `: home, the stolen ${st.ability.split(':')[1]!.replace('-', ' ')} ${st.value} is now in force while it stays [§42M-N]` : ''} [§42C]`;
  },
});

function spyHost(s: NiState, n: NationId): NationId | null {
  const h = capitalOwner(s, s.nations[n].spy.location);
  return h && h !== n ? h : null;
}

const spySteal = def<NationP>({
  type: 'spy.steal',
  label: 'Spy: roll to steal',
  schema: nationPayload,
  validate(s, p) {
    const off = spiesOn(s);
    if (off) return off;
    const bad = actorCheck(s, p.nation, ['movement']);
    if (bad) return bad;
    const n = p.nation as NationId;
    const spy = s.nations[n].spy;
    if (!spy.alive) return `The ${adjective(n)} spy is dead [§44].`;
    if (spy.stolen || spy.pending) return `The ${adjective(n)} spy has already stolen its one ability [§42H, §42K].`;
    if (!spyHost(s, n)) return `The ${adjective(n)} spy must be in another nation’s capital to steal [§42B].`;
    if (spy.stealTurn === s.position.turn) return 'The spy has already rolled this Movement Phase [§42G].';
    return null;
  },
  dice(s, p) {
    const host = spyHost(s, p.nation as NationId)!;
    return [
      { purpose: `Spy steal roll: ${adjective(p.nation)} spy in ${capitalName(s, host)}`, count: 1, sides: 10 },
      { purpose: `Mandatory discovery roll: ${powerName(host)}`, count: 1, sides: 10 },
    ];
  },
  apply(s, p, ctx) {
    const n = p.nation as NationId;
    const host = spyHost(s, n)!;
    const stole = ctx.dice[0]?.faces[0] === SUCCESS_FACE;
    const caught = ctx.dice[1]?.faces[0] === SUCCESS_FACE;
    const spy = s.nations[n].spy;
    if (caught) return addCard(updateNation(s, n, { spy: { ...spy, alive: false, pending: null, stealTurn: s.position.turn } }), host, 'spy-death');
    return updateNation(s, n, { spy: { ...spy, pending: stole ? { host } : null, stealTurn: s.position.turn } });
  },
  title(s, p, ctx) {
    const n = p.nation as NationId;
    const host = spyHost(s, n)!;
    const a = ctx.dice[0]?.faces[0] ?? 0;
    const b = ctx.dice[1]?.faces[0] ?? 0;
    const f = (x: number) => (x === 10 ? 0 : x);
    const stole = a === SUCCESS_FACE;
    const caught = b === SUCCESS_FACE;
    const first = `The ${adjective(n)} spy in ${capitalName(s, host)} rolls ${f(a)}: ${stole ? 'success' : 'no secret'}`;
    const second = `${powerName(host)} rolls ${f(b)}: ${caught ? `the spy is executed, Spy Death card to ${powerName(host)}${stole ? ' (the secret is lost)' : ''}` : 'not discovered'}`;
    return `${first}; ${second} [§43, §44${areAllies(s, n, host) ? ', §45' : ''}]`;
  },
});

const spyChoosePayload = z.object({ nation: z.string().min(1), ability: z.string().min(1) });
const spyChoose = def<z.infer<typeof spyChoosePayload>>({
  type: 'spy.choose',
  label: 'Spy: choose the stolen ability',
  schema: spyChoosePayload,
  validate(s, p) {
    const bad = nationCheck(p.nation);
    if (bad) return bad;
    const n = p.nation as NationId;
    const pend = s.nations[n].spy.pending;
    if (!pend) return `The ${adjective(n)} spy has no successful steal waiting for a choice.`;
    const rows = packOf(s).tables['special-abilities']?.rows ?? [];
    const row = rows.find((r) => r.key === p.ability);
    if (!row) return `"${p.ability}" is not in the table "Special abilities" (keys like ${rows.slice(0, 2).map((r) => r.key).join(', ')}).`;
    const owner = need(packOf(s), 'special-abilities', p.ability, 'nation', `the nation of ${p.ability}`);
    if (owner !== pend.host) return `${p.ability} is not one of ${powerName(pend.host)}’s special abilities.`;
    if (need(packOf(s), 'special-abilities', p.ability, 'stealable', `whether ${p.ability} can be stolen`) !== true) return 'A unique unit’s ability cannot be stolen [§38, Special Abilities Chart].';
    need(packOf(s), 'special-abilities', p.ability, 'value', `the value of ${p.ability}`);
    const taken = NATION_IDS.find((x) => s.nations[x].spy.stolen?.ability === p.ability);
    if (taken) return `${powerName(taken)} has already stolen that ability from ${powerName(pend.host)}: choose another [§42I].`;
    return null;
  },
  apply(s, p) {
    const n = p.nation as NationId;
    const spy = s.nations[n].spy;
    const stat = String(cellValue(packOf(s), 'special-abilities', p.ability, 'stat'));
    const value = String(cellValue(packOf(s), 'special-abilities', p.ability, 'value'));
    return updateNation(s, n, { spy: { ...spy, pending: null, stolen: { from: spy.pending!.host, ability: p.ability, stat, value } } });
  },
  title(s, p) {
    const stat = String(cellValue(packOf(s), 'special-abilities', p.ability, 'stat')).replace('-', ' ');
    const value = String(cellValue(packOf(s), 'special-abilities', p.ability, 'value'));
    return `The ${adjective(p.nation)} spy steals ${powerName(s.nations[p.nation as NationId].spy.pending!.host)}’s ${stat} ${value}: in force once the spy is home in ${capitalName(s, p.nation as NationId)} [§42M, §43]`;
  },
});

const discoverPayload = z.object({ by: z.string().min(1), spy: z.string().min(1) });
const spyDiscover = def<z.infer<typeof discoverPayload>>({
  type: 'spy.discover',
  label: 'Roll to discover an enemy spy',
  schema: discoverPayload,
  validate(s, p) {
    const off = spiesOn(s);
    if (off) return off;
    const bad = actorCheck(s, p.by, ['spy-discovery', 'attack']) ?? nationCheck(p.spy);
    if (bad) return bad;
    const by = p.by as NationId;
    const n = p.spy as NationId;
    if (n === by) return 'A nation does not hunt its own spy.';
    if (!areEnemies(s, by, n)) return `An allied spy is friendly until it acts: ${powerName(by)} may not roll against it [§45].`;
    const spy = s.nations[n].spy;
    if (!spy.alive) return `The ${adjective(n)} spy is already dead.`;
    if (holderOf(s, spy.location) !== by) return `The ${adjective(n)} spy is in ${spy.location}, not in ${powerName(by)}’s territory [§44].`;
    if (s.rules?.['spyAttackPhaseRoll'] === 'capital-only' && spy.location.toLowerCase() !== capitalName(s, by).toLowerCase()) return `The ${adjective(n)} spy is not in ${capitalName(s, by)} (rule setting: capital only).`;
    if (s.spyRolls.some((r) => r.by === by && r.spy === n && r.turn === s.position.turn)) return `${powerName(by)} has already rolled for the ${adjective(n)} spy this Attack Phase.`;
    return null;
  },
  dice: (s, p) => [{ purpose: `Spy discovery: ${powerName(p.by)} hunts the ${adjective(p.spy)} spy`, count: 1, sides: 10 }],
  apply(s, p, ctx) {
    const by = p.by as NationId;
    const n = p.spy as NationId;
    let t: NiState = { ...s, spyRolls: [...s.spyRolls, { by, spy: n, turn: s.position.turn }] };
    if (ctx.dice[0]?.faces[0] === SUCCESS_FACE) {
      t = updateNation(t, n, (x) => ({ spy: { ...x.spy, alive: false, pending: null } }));
      t = addCard(t, by, 'spy-death');
    }
    return t;
  },
  title(s, p, ctx) {
    const f = ctx.dice[0]?.faces[0] ?? 0;
    return `${powerName(p.by)} rolls ${f === 10 ? 0 : f} for the ${adjective(p.spy)} spy in ${s.nations[p.spy as NationId]?.spy.location}: ${f === SUCCESS_FACE ? `executed, Spy Death card to ${powerName(p.by)}` : 'not found'} [§44]`;
  },
});

// Weather -----------------------------------------------------------------------------------------------------

export function rollerOf(s: NiState, y: number): Alliance {
  return (y - (FIRST_YEAR + 1)) % 2 === 0 ? s.weatherFirstRoller : s.weatherFirstRoller === 'french' ? 'british' : 'french';
}

function weatherFor(s: NiState, face: number): string {
  return String(need(packOf(s), 'weather-roll', String(face), 'weather', `the weather for a roll of ${face === 10 ? 0 : face}`));
}

/** The same weather a third year running must be rolled again [§46; A7 whether 1798 counts]. */
export function thirdInARow(s: NiState, y: number, w: string): boolean {
  const counts = (x: number) => x > 1798 || s.rules?.['weatherStreak1798'] !== 'not-counted';
  const a = s.weather[String(y - 1)];
  const b = s.weather[String(y - 2)];
  return counts(y - 1) && counts(y - 2) && a === w && b === w;
}

const weatherRoll = def<Record<string, never>>({
  type: 'weather.roll',
  label: 'Roll for the weather',
  schema: z.object({}).strict() as unknown as z.ZodType<Record<string, never>>,
  validate(s) {
    const bad = needStep(s, 'weather');
    if (bad) return bad;
    if (s.rules?.['weather'] !== true) return 'Weather is an optional rule that is off in this game [§46].';
    if (s.weather[String(year(s))]) return `The weather for ${year(s)} is already ${s.weather[String(year(s))]}.`;
    for (let f = 1; f <= 10; f++) weatherFor(s, f);
    return null;
  },
  dice: (s) => [{ purpose: `Weather ${year(s)} (${ALLIANCE_NAME[rollerOf(s, year(s))]} rolls)`, count: 1, sides: 10 }],
  apply(s, _p, ctx) {
    const face = ctx.dice[0]?.faces[0] ?? 1;
    const y = year(s);
    const w = weatherFor(s, face) as NiState['weather'][string];
    const again = thirdInARow(s, y, w);
    const rolls = [...s.weatherRolls, { year: y, face, weather: w, rerolled: again }];
    return again ? { ...s, weatherRolls: rolls } : { ...s, weatherRolls: rolls, weather: { ...s.weather, [String(y)]: w } };
  },
  title(s, _p, ctx) {
    const face = ctx.dice[0]?.faces[0] ?? 1;
    const y = year(s);
    const w = weatherFor(s, face);
    const label = w[0]!.toUpperCase() + w.slice(1);
    return thirdInARow(s, y, w) ? `Weather ${y}: ${face === 10 ? 0 : face} = ${label}, a third year running: roll again [§46]` : `Weather ${y}: ${face === 10 ? 0 : face} = ${label} [§46]`;
  },
});

// Fleets ------------------------------------------------------------------------------------------------------

const invasionPayload = z.object({ nation: z.string().min(1), fleet: z.string().trim().min(1).max(60), port: z.string().trim().min(1).max(60), failed: z.boolean().default(false), baltic: z.boolean().default(false) });
const fleetInvasion = def<z.infer<typeof invasionPayload>>({
  type: 'fleet.invasion',
  label: 'Record a fleet’s invasion',
  schema: invasionPayload,
  validate(s, p) {
    const bad = actorCheck(s, p.nation, ['attack']);
    if (bad) return bad;
    const n = p.nation as NationId;
    const w = s.rules?.['weather'] === true ? s.weather[String(year(s))] : 'fine';
    if (w === 'stormy' && need(packOf(s), 'weather-effects', n, 'stormyInvasions', `${powerName(n)}: sea invasions in Stormy weather`) !== true) return `No sea invasions in Stormy weather [§46].`;
    if (w === 'snow' && p.baltic) return 'The Baltic is frozen: its fleets cannot invade or transport [§48].';
    return invasionCheck(s, n, p.fleet, p.port) ?? waiting(s, n, p.fleet);
  },
  apply: (s, p) => recordInvasion(s, p.nation as NationId, p.fleet, p.port, p.failed),
  title(s, p) {
    const cf = hostFleetOf(s, p.nation, p.fleet);
    if (cf) {
      const k = fleetYear(cf, year(s)).invasions.length + 1;
      const helpers = fleetNations(cf).filter((x) => x !== p.nation).map(adjective).join(' and ');
      return `${powerName(p.nation)}: the combined ${cf.name} invades ${p.port}${p.failed ? ' and fails' : ''} (invasion ${k} of 2 this year for the whole group, which stays together for the year); only ${adjective(p.nation)} troops land, the ${helpers} fleets help at sea and in the pre-emptive strike [§20B, §22, A24${p.failed ? ', §20C' : ''}]`;
    }
    const g = s.fleetGroups.find((x) => x.nation === p.nation && x.name.toLowerCase() === p.fleet.toLowerCase());
    const k = (g?.invasions.length ?? 0) + 1;
    return `${powerName(p.nation)}: the ${p.fleet.trim()} invades ${p.port}${p.failed ? ' and fails' : ''} (invasion ${k} of 2 this year; the fleets stay together) [§20B${p.failed ? ', §20C' : ''}]`;
  },
});

const transportPayload = z.object({ nation: z.string().min(1), fleet: z.string().trim().min(1).max(60), baltic: z.boolean().default(false), note: z.string().max(120).default('') });
const fleetTransport = def<z.infer<typeof transportPayload>>({
  type: 'fleet.transport',
  label: 'Record a fleet’s transportation',
  schema: transportPayload,
  validate(s, p) {
    const bad = actorCheck(s, p.nation, ['movement', 'attack'], 'prep-movement');
    if (bad) return bad;
    const w = s.rules?.['weather'] === true ? s.weather[String(year(s))] : 'fine';
    if (w === 'snow' && p.baltic) return 'The Baltic is frozen: its fleets cannot invade or transport [§48].';
    const m = memberFleetOf(s, p.nation, p.fleet);
    if (m) return `The ${adjective(p.nation)} ${m.member.name} sails under ${powerName(m.fleet.host)}’s command: it moves and transports with the ${adjective(m.fleet.host)} ${m.fleet.name} in the ${adjective(m.fleet.host)} turn [§22, §36].`;
    const wait = waiting(s, p.nation, p.fleet);
    if (wait) return wait;
    const cf = hostFleetOf(s, p.nation, p.fleet);
    if (cf) {
      const y = fleetYear(cf, year(s));
      if (y.stays) return `A fleet joined the ${cf.name} this year by moving: the combined fleet cannot move until ${year(s) + 1} [§22].`;
      if (y.transports >= TRANSPORTS_PER_FLEET) return `The combined ${cf.name} has made its ${TRANSPORTS_PER_FLEET} transportations this year: the limit counts for the whole group [§33B, §22].`;
      return null;
    }
    const g = s.fleetGroups.find((x) => x.nation === p.nation && x.name.toLowerCase() === p.fleet.toLowerCase());
    if (g && g.transports >= TRANSPORTS_PER_FLEET) return `The ${g.name} has made its ${TRANSPORTS_PER_FLEET} transportations this year [§33B].`;
    return null;
  },
  apply(s, p) {
    const n = p.nation as NationId;
    const cf = hostFleetOf(s, n, p.fleet);
    if (cf) {
      const f = freshYear(cf, year(s));
      return { ...s, combinedFleets: s.combinedFleets.map((x) => (x === cf ? { ...f, transports: f.transports + 1, moved: true } : x)) };
    }
    const g = s.fleetGroups.find((x) => x.nation === n && x.name.toLowerCase() === p.fleet.toLowerCase());
    const next = g ? { ...g, transports: g.transports + 1 } : { nation: n, name: p.fleet.trim(), invasions: [], failedPorts: [], transports: 1 };
    return { ...s, fleetGroups: [...s.fleetGroups.filter((x) => x !== g), next] };
  },
  title(s, p) {
    const cf = hostFleetOf(s, p.nation, p.fleet);
    if (cf) return `${powerName(p.nation)}: the combined ${cf.name} (${fleetNations(cf).map(adjective).join(' + ')}) transports ${adjective(p.nation)} land units (${fleetYear(cf, year(s)).transports + 1} of ${TRANSPORTS_PER_FLEET} this year for the whole group; each fleet carries only its own nation’s troops)${p.note ? `: ${p.note}` : ''} [§33B, §36]`;
    const g = s.fleetGroups.find((x) => x.nation === p.nation && x.name.toLowerCase() === p.fleet.toLowerCase());
    return `${powerName(p.nation)}: the ${p.fleet.trim()} transports land units (${(g?.transports ?? 0) + 1} of ${TRANSPORTS_PER_FLEET} this year)${p.note ? `: ${p.note}` : ''} [§33B]`;
  },
});

// Combined fleets [§22, §22B-E, §36, §28 Note] ----------------------------------------------------------------

/** A fleet that broke off after moving this year waits until the next [§22, §36]. */
function waiting(s: NiState, n: string, fleet: string): string | null {
  const b = lastBreakOff(s, n, fleet);
  if (b && b.mayMoveYear > year(s)) return `The ${adjective(n)} ${b.name} broke off from the ${adjective(b.host)} ${b.hostFleet} after moving or attacking this year: it may move or attack again in ${b.mayMoveYear} [§22, §36].`;
  return null;
}

function speedOf(s: NiState, cf: CombinedFleet): FleetSpeed {
  return fleetSpeed(cf, (n, col) => maybeNumber(packOf(s), 'movement', n, col));
}

export function speedText(s: NiState, cf: CombinedFleet): string {
  const sp = speedOf(s, cf);
  const how = sp.laden ? 'laden' : 'unladen';
  if (sp.speed === null) return `speed unknown: the ${sp.unknown.map(adjective).join(' and ')} ${sp.laden ? 'laden ' : ''}fleet movement is not in the table "Movement and fleet capacity"`;
  return `${sp.speed} sea territories (${how}, the slowest: ${sp.rates.map((r) => `${adjective(r.nation)} ${r.value}`).join(', ')}) [§22D, §36]`;
}

/** The fleet's own record this turn (invasions, transports or a move): it has moved already [§22 Note]. */
function movedThisTurn(s: NiState, n: string, fleet: string): boolean {
  const g = s.fleetGroups.find((x) => x.nation === n && same(x.name, fleet));
  return !!g && (!!g.moved || g.invasions.length > 0 || g.transports > 0);
}

/** Whether the host's fleet moved earlier this calendar year in its own turn (its turn's record is this year's). */
function hostActedThisYear(s: NiState, host: NationId, fleet: string): boolean {
  if (!movedThisTurn(s, host, fleet)) return false;
  const a = slotOf(s.position.turn);
  return a === null || slotOfNation(s, host) <= a;
}

const joinPayload = z.object({
  nation: z.string().min(1),
  fleet: z.string().trim().min(1).max(60),
  fleets: z.number().int().min(1).max(60).optional(),
  host: z.string().min(1),
  hostFleet: z.string().trim().min(1).max(60),
  hostFleets: z.number().int().min(1).max(60).optional(),
  zone: z.string().trim().min(1).max(60).optional(),
  alreadyInZone: z.boolean().default(false),
  laden: z.boolean().default(false),
  hostLaden: z.boolean().default(false),
});
type JoinP = z.infer<typeof joinPayload>;

function joined(s: NiState, p: JoinP): CombinedFleet {
  const n = p.nation as NationId;
  const host = p.host as NationId;
  const y = year(s);
  const existing = hostFleetOf(s, host, p.hostFleet);
  const base: CombinedFleet = existing
    ? freshYear(existing, y)
    : {
      id: s.nextId, host, name: p.hostFleet.trim(), hostFleets: p.hostFleets ?? null, hostLaden: p.hostLaden, zone: p.zone!.trim(), members: [], formed: s.position.turn,
      year: y, invasions: [], failedPorts: [], transports: 0, moved: hostActedThisYear(s, host, p.hostFleet), stayYear: null,
    };
  const m: FleetMember = { nation: n, name: p.fleet.trim(), fleets: p.fleets ?? null, laden: p.laden, joined: s.position.turn, movedYear: p.alreadyInZone ? null : y };
  return { ...base, members: [...base.members, m], stayYear: p.alreadyInZone ? base.stayYear : y };
}

const fleetJoin = def<JoinP>({
  type: 'fleet.join',
  label: 'An allied fleet joins a fleet',
  schema: joinPayload,
  validate(s, p) {
    const bad = nationCheck(p.host) ?? actorCheck(s, p.nation, ['movement'], 'prep-movement');
    if (bad) return bad.startsWith('Not now') ? `${bad.replace(/\.$/, '')}: an allied fleet joins only in its own Movement Phase [§22B].` : bad;
    const n = p.nation as NationId;
    const host = p.host as NationId;
    if (host === n) return `A fleet joins an allied nation’s fleet: the ${adjective(n)} fleets are one nation’s already [§22].`;
    if (!areAllies(s, n, host)) return `${powerName(host)} is not ${powerName(n)}’s ally: only allied fleets combine [§22].`;
    if (s.nations[host].eliminated) return `${powerName(host)} is eliminated: it has no fleets [§39].`;
    const tr = s.treaties.find((t) => t.status === 'active' && t.bound === n);
    if (tr) return `${powerName(n)} is bound by a treaty until after ${turnName(s, tr.expires)}: its fleets move on their own and may re-join an allied fleet only once the treaty has ended [§28 Note].`;
    const m = memberFleetOf(s, n, p.fleet);
    if (m) return `The ${adjective(n)} ${m.member.name} already sails under the ${adjective(m.fleet.host)} ${m.fleet.name}: break it off first [§22].`;
    const own = hostFleetOf(s, n, p.fleet);
    if (own) return `The ${adjective(n)} ${own.name} commands allied fleets (${own.members.map(memberText).join(', ')}): the host breaks them off first; one combined fleet joins no other.`;
    const hm = memberFleetOf(s, host, p.hostFleet);
    if (hm) return `The ${adjective(host)} ${hm.member.name} itself sails under the ${adjective(hm.fleet.host)} ${hm.fleet.name}: join that fleet, under ${powerName(hm.fleet.host)}’s command [§22].`;
    if (movedThisTurn(s, n, p.fleet)) return `The ${adjective(n)} ${p.fleet.trim()} has already moved or fought this turn: a fleet joins only if it has not moved in its turn before joining [§22 Note].`;
    if (!p.alreadyInZone) {
      const wait = waiting(s, n, p.fleet);
      if (wait) return `${wait.replace(/ \[§22, §36\]\.$/, '')}, so it cannot sail to join [§22, §36]; it may join where it lies (already in the sea zone).`;
    }
    const cf = hostFleetOf(s, host, p.hostFleet);
    if (cf) {
      if (p.zone && !same(p.zone, cf.zone)) return `The ${adjective(host)} ${cf.name} is in ${cf.zone}, not ${p.zone}: a fleet joins in the same sea territory [§22, §36].`;
    } else if (!p.zone) return `Name the sea territory where the ${adjective(host)} ${p.hostFleet.trim()} lies: the joining fleet moves into it [§22, §36].`;
    if (p.laden) {
      const other = cf ? ladenNations(cf).filter((x) => x !== n) : p.hostLaden ? [host] : [];
      if (other.length) return `Laden fleets of two nationalities cannot join: the ${other.map(adjective).join(' and ')} fleets carry land units, so one side must disembark first [§36].`;
    }
    return null;
  },
  apply(s, p) {
    const cf = joined(s, p);
    const had = hostFleetOf(s, p.host, p.hostFleet);
    const list = had ? s.combinedFleets.map((x) => (x === had ? cf : x)) : [...combinedOf(s), cf];
    return { ...s, combinedFleets: list, nextId: had ? s.nextId : s.nextId + 1 };
  },
  title(s, p) {
    const cf = joined(s, p);
    const m = cf.members[cf.members.length - 1]!;
    const stay = p.alreadyInZone
      ? `it was already in ${cf.zone}, so the combined fleet may still move this year in the ${adjective(cf.host)} turn${cf.stayYear === year(s) ? ' (but another fleet joined by moving: not this year)' : ''}`
      : `the combined fleet cannot move again this year (the joining fleet moved to join) [§22]`;
    const who = memberText(m);
    return `${who[0]!.toUpperCase()}${who.slice(1)} joins the ${adjective(cf.host)} ${cf.name} in ${cf.zone}: under ${powerName(cf.host)}’s command, it moves only in the ${adjective(cf.host)} turn and may defend together at once; joined fleets are sunk first [§22, §22B, §22C, §36]; ${stay}. Speed ${speedText(s, cf)}`;
  },
});

const breakPayload = z.object({
  /** The nation declaring: the joined fleet's owner, or the host leaving its allies behind. */
  nation: z.string().min(1),
  host: z.string().min(1),
  fleet: z.string().trim().min(1).max(60),
  /** One joined fleet by name (default: every fleet of the declaring owner, or every joined fleet for the host). */
  member: z.string().trim().min(1).max(60).optional(),
});
type BreakP = z.infer<typeof breakPayload>;

function leaving(s: NiState, p: BreakP): { cf: CombinedFleet; members: FleetMember[] } | null {
  const cf = hostFleetOf(s, p.host, p.fleet);
  if (!cf) return null;
  const byHost = p.nation === cf.host;
  const members = cf.members.filter((m) => (byHost || m.nation === p.nation) && (!p.member || same(m.name, p.member)));
  return { cf, members };
}

const fleetBreakOff = def<BreakP>({
  type: 'fleet.breakoff',
  label: 'Break off from a combined fleet',
  schema: breakPayload,
  validate(s, p) {
    const bad = nationCheck(p.host) ?? actorCheck(s, p.nation, ['purchase', 'attack', 'movement'], 'prep-movement');
    if (bad) return bad.startsWith('Not now') ? `${bad.replace(/\.$/, '')}: break-off is declared in the nation’s own turn [§22].` : bad;
    const l = leaving(s, p);
    if (!l) return `${powerName(p.host)} commands no combined fleet called "${p.fleet}".`;
    const { cf, members } = l;
    if (!members.length) {
      if (p.nation === cf.host) return `No joined fleet${p.member ? ` called "${p.member}"` : ''} sails under the ${adjective(cf.host)} ${cf.name}.`;
      return `${powerName(p.nation)} has no fleet${p.member ? ` called "${p.member}"` : ''} under the ${adjective(cf.host)} ${cf.name}.`;
    }
    if (p.nation !== cf.host) {
      const fresh = members.find((m) => m.joined === s.position.turn);
      if (fresh) return `The ${adjective(fresh.nation)} ${fresh.name} joined this turn: its owner may break it off at its next turn [§22].`;
    }
    const y = fleetYear(cf, year(s));
    if (y.invasions.length) return `The ${cf.name} invaded ${y.invasions.join(' and ')} this year: fleets that invaded together stay together for the rest of the year [§20B].`;
    return null;
  },
  apply(s, p) {
    const { cf, members } = leaving(s, p)!;
    return breakOff(s, cf, members, p.nation === cf.host ? 'host' : 'owner', null).state;
  },
  title(s, p) {
    const { cf, members } = leaving(s, p)!;
    const r = breakOff(s, cf, members, p.nation === cf.host ? 'host' : 'owner', null);
    const left = r.state.combinedFleets.some((x) => x.id === cf.id) ? '' : `; the ${adjective(cf.host)} ${cf.name} sails alone again`;
    return `Break-off declared by ${powerName(p.nation)}: ${r.lines.join('; ')}${left}`;
  },
});

const movePayload = z.object({ nation: z.string().min(1), fleet: z.string().trim().min(1).max(60), to: z.string().trim().min(1).max(60).optional() });
type MoveP = z.infer<typeof movePayload>;

const fleetMove = def<MoveP>({
  type: 'fleet.move',
  label: 'Record a fleet’s move',
  schema: movePayload,
  validate(s, p) {
    const bad = actorCheck(s, p.nation, ['attack', 'movement'], 'prep-movement');
    if (bad) return bad;
    const m = memberFleetOf(s, p.nation, p.fleet);
    if (m) return `The ${adjective(p.nation)} ${m.member.name} sails under ${powerName(m.fleet.host)}’s command: it moves with the ${adjective(m.fleet.host)} ${m.fleet.name}, only in the ${adjective(m.fleet.host)} turn. Break it off first to move it alone [§22, §36].`;
    const wait = waiting(s, p.nation, p.fleet);
    if (wait) return wait;
    const cf = hostFleetOf(s, p.nation, p.fleet);
    if (cf) {
      const y = fleetYear(cf, year(s));
      if (y.stays) return `A fleet joined the ${cf.name} this year by moving to it: the combined fleet cannot move until ${year(s) + 1} [§22].`;
      if (y.moved) return `The combined ${cf.name} has already moved or attacked this year.`;
      return null;
    }
    const g = s.fleetGroups.find((x) => x.nation === p.nation && same(x.name, p.fleet));
    if (g?.moved) return `The ${adjective(p.nation)} ${g.name} has already moved this turn.`;
    return null;
  },
  apply(s, p) {
    const n = p.nation as NationId;
    const cf = hostFleetOf(s, n, p.fleet);
    if (cf) {
      const f = freshYear(cf, year(s));
      return { ...s, combinedFleets: s.combinedFleets.map((x) => (x === cf ? { ...f, moved: true, zone: p.to ?? f.zone } : x)) };
    }
    const phase = s.position.stepId === 'attack' ? ('attack' as const) : ('movement' as const);
    const g = s.fleetGroups.find((x) => x.nation === n && same(x.name, p.fleet));
    const next = g ? { ...g, moved: phase } : { nation: n, name: p.fleet.trim(), invasions: [], failedPorts: [], transports: 0, moved: phase };
    return { ...s, fleetGroups: [...s.fleetGroups.filter((x) => x !== g), next] };
  },
  title(s, p) {
    const cf = hostFleetOf(s, p.nation, p.fleet);
    const to = p.to ? ` to ${p.to}` : '';
    if (cf) return `${powerName(p.nation)}: the combined ${cf.name} (${fleetNations(cf).map(adjective).join(' + ')}) ${s.position.stepId === 'attack' ? 'sails to attack' : 'moves'}${to}, at most ${speedText(s, cf)}`;
    return `${powerName(p.nation)}: the ${p.fleet.trim()} ${s.position.stepId === 'attack' ? 'sails to attack' : 'moves'}${to} (it can no longer join an allied fleet this turn) [§22]`;
  },
});

const ladePayload = z.object({ host: z.string().min(1), fleet: z.string().trim().min(1).max(60), nation: z.string().min(1), laden: z.boolean() });
type LadeP = z.infer<typeof ladePayload>;

const fleetLade = def<LadeP>({
  type: 'fleet.lade',
  label: 'Embark or disembark in a combined fleet',
  schema: ladePayload,
  validate(s, p) {
    const bad = nationsInPlay(s, p.host, p.nation);
    if (bad) return bad;
    const cf = hostFleetOf(s, p.host, p.fleet);
    if (!cf) return `${powerName(p.host)} commands no combined fleet called "${p.fleet}".`;
    if (!fleetNations(cf).includes(p.nation as NationId)) return `${powerName(p.nation)} has no fleet in the ${adjective(cf.host)} ${cf.name}.`;
    const a = activeNation(s);
    if (!is1798(s) && a !== p.nation && a !== cf.host) return `Land units board or leave fleets in the turn of their own nation or of the host (${powerName(cf.host)}) [§35, §36].`;
    const now = ladenNations(cf);
    if (p.laden === now.includes(p.nation as NationId)) return `The ${adjective(p.nation)} fleets in the ${cf.name} are ${p.laden ? 'already laden' : 'not laden'}.`;
    if (p.laden && now.length) return `The ${now.map(adjective).join(' and ')} fleets already carry land units: a combined fleet carries one nationality’s troops at a time, each on its own nation’s fleets [§36, A24].`;
    return null;
  },
  apply(s, p) {
    const cf = hostFleetOf(s, p.host, p.fleet)!;
    const next = p.nation === cf.host ? { ...cf, hostLaden: p.laden } : { ...cf, members: cf.members.map((m) => (m.nation === p.nation ? { ...m, laden: p.laden } : m)) };
    return { ...s, combinedFleets: s.combinedFleets.map((x) => (x === cf ? next : x)) };
  },
  title(s, p) {
    const cf = hostFleetOf(s, p.host, p.fleet)!;
    const next = p.nation === cf.host ? { ...cf, hostLaden: p.laden } : { ...cf, members: cf.members.map((m) => (m.nation === p.nation ? { ...m, laden: p.laden } : m)) };
    return `${adjective(p.nation)} land units ${p.laden ? 'board their own fleets in' : 'leave'} the combined ${cf.name}: it is now ${ladenNations(next).length ? 'laden' : 'unladen'}, speed ${speedText(s, next)} [§34, §35, §36]`;
  },
});

const frozenPayload = z.object({ captor: z.string().min(1), territory: z.string().trim().min(1).max(60), fleets: z.number().int().min(1).max(40) });
const frozenRoll = def<z.infer<typeof frozenPayload>>({
  type: 'frozen.roll',
  label: 'Roll for frozen fleets',
  schema: frozenPayload,
  validate(s, p) {
    const bad = actorCheck(s, p.captor, ['attack', 'frozen-fleets']);
    if (bad) return bad;
    if (s.rules?.['weather'] !== true || s.weather[String(year(s))] !== 'snow') return 'Frozen fleets can be taken only when the weather game’s roll is Snow (not a Battle Card "Frozen Baltic Sea") [§49].';
    if (s.frozen) return 'Resolve the frozen fleets already rolled for first.';
    const f = territoryFacts(s, p.territory);
    if (need(packOf(s), 'territories', f.key, 'baltic', `whether ${f.key} borders the Baltic`) !== true) return `${f.key} does not border the Baltic [§48].`;
    const h = holdingOf(s, f.key);
    if (!h || h.holder !== p.captor) return `${powerName(p.captor)} has not captured ${f.key}.`;
    if (h.original === 'neutral') return 'Only fleets of the territory’s original owner can be taken [§49].';
    const secondYear = s.weather[String(year(s) - 1)] === 'snow';
    if (h.since !== s.position.turn && !secondYear) return `${f.key} was not captured this turn: the roll is made immediately after the capture, or again in a second year of Snow [§49].`;
    return null;
  },
  dice: (s, p) => [{ purpose: `Frozen fleets in ${p.territory}: one die per fleet`, count: p.fleets, sides: 10 }],
  apply(s, p, ctx) {
    const hits = (ctx.dice[0]?.faces ?? []).filter((f) => f === SUCCESS_FACE).length;
    return hits ? { ...s, frozen: { captor: p.captor as NationId, territory: territoryKey(s, p.territory)!, successes: hits } } : s;
  },
  title(s, p, ctx) {
    const faces = ctx.dice[0]?.faces ?? [];
    const hits = faces.filter((f) => f === SUCCESS_FACE).length;
    const orig = holdingOf(s, p.territory)?.original;
    return `${powerName(p.captor)} rolls for ${p.fleets} frozen ${orig && orig !== 'neutral' ? adjective(orig) : ''} fleet${p.fleets === 1 ? '' : 's'} in ${territoryKey(s, p.territory)}: ${faces.map((f) => (f === 10 ? 0 : f)).join(', ')} → ${hits} taken${hits ? ': capture or destroy each' : ''} [§49]`;
  },
});

const frozenResolvePayload = z.object({ capture: z.number().int().min(0).max(40), destroy: z.number().int().min(0).max(40) });
const frozenResolve = def<z.infer<typeof frozenResolvePayload>>({
  type: 'frozen.resolve',
  label: 'Capture or destroy frozen fleets',
  schema: frozenResolvePayload,
  validate(s, p) {
    if (s.gameOver) return 'The game is over.';
    if (!s.frozen) return 'No frozen fleets are waiting for a decision.';
    if (p.capture + p.destroy !== s.frozen.successes) return `${s.frozen.successes} fleet${s.frozen.successes === 1 ? ' was' : 's were'} taken: capture plus destroy must make ${s.frozen.successes}.`;
    return null;
  },
  apply(s, p) {
    const f = s.frozen!;
    let t: NiState = { ...s, frozen: null };
    const nextYear = s.rules?.['frozenCapturePlacement'] !== 'next-placement';
    if (p.capture) t = addToTray(t, f.captor, { unit: 'fleet', count: p.capture, origin: 'frozen-capture', availableYear: year(s) + (nextYear ? 1 : 0) });
    if (p.destroy) t = addCard(t, f.captor, 'sea-victory', p.destroy);
    return t;
  },
  title(s, p) {
    const f = s.frozen!;
    const parts: string[] = [];
    if (p.capture) parts.push(`captures ${p.capture} (new ${adjective(f.captor)} fleet${p.capture === 1 ? '' : 's'} to its tray, placed ${s.rules?.['frozenCapturePlacement'] !== 'next-placement' ? 'next year' : 'at its next placement'})`);
    if (p.destroy) parts.push(`destroys ${p.destroy} (Sea Victory card${p.destroy === 1 ? '' : 's'})`);
    return `${powerName(f.captor)} ${parts.join(' and ')} in ${f.territory} [§49]`;
  },
});

// Territories, elimination, rebellion -------------------------------------------------------------------------

const eliminatePayload = z.object({ nation: z.string().min(1), by: z.string().min(1).nullable().default(null), reason: z.string().max(200).default('') });
const eliminateNation = def<z.infer<typeof eliminatePayload>>({
  type: 'nation.eliminate',
  label: 'A nation is eliminated',
  schema: eliminatePayload,
  validate(s, p) {
    const bad = nationCheck(p.nation) ?? (p.by ? nationCheck(p.by) : null);
    if (bad) return bad;
    if (s.gameOver) return 'The game is over.';
    const n = p.nation as NationId;
    if (s.nations[n].eliminated) return `${powerName(n)} is already eliminated.`;
    if (!capitalCaptured(s, n)) return `${powerName(n)} holds ${capitalName(s, n)}: a nation is eliminated only when its capital is captured and it has no land units [§39].`;
    if (p.by && !areEnemies(s, n, p.by as NationId)) return `${powerName(p.by)} is ${powerName(n)}’s ally.`;
    return null;
  },
  apply: (s, p) => eliminate(s, p.nation as NationId, (p.by as NationId | null) ?? null).state,
  title: (s, p) => `${eliminate(s, p.nation as NationId, (p.by as NationId | null) ?? null).lines.join('. ')}${p.reason ? ` (${p.reason})` : ''}`,
});

function occupiedOriginals(s: NiState, n: NationId): string[] {
  return s.holdings.filter((h) => h.original === n && areEnemies(s, h.holder, n)).map((h) => h.territory).sort();
}

const rebellionRoll = def<NationP>({
  type: 'rebellion.roll',
  label: 'Roll for rebellion',
  schema: nationPayload,
  validate(s, p) {
    const bad = actorCheck(s, p.nation, ['rebellion']);
    if (bad) return bad;
    const n = p.nation as NationId;
    if (!s.nations[n].eliminated) return `${powerName(n)} is not eliminated [§40].`;
    if (s.rebellion?.turn === s.position.turn) return `${powerName(n)} has already rolled for rebellion this turn.`;
    if (!occupiedOriginals(s, n).length) return `No territory of ${powerName(n)} is recorded as held by the enemy.`;
    return null;
  },
  dice(s, p) {
    const occ = occupiedOriginals(s, p.nation as NationId);
    const count = s.rules?.['rebellionDice'] === 'single' ? 1 : occ.length;
    return [{ purpose: `Rebellion: ${powerName(p.nation)} (${count === 1 && occ.length > 1 ? 'one die' : occ.join(', ')})`, count, sides: 10 }];
  },
  apply(s, p, ctx) {
    const n = p.nation as NationId;
    const occ = occupiedOriginals(s, n);
    const faces = ctx.dice[0]?.faces ?? [];
    const single = s.rules?.['rebellionDice'] === 'single';
    const successes = single ? (faces[0] === SUCCESS_FACE ? occ : []) : occ.filter((_, i) => faces[i] === SUCCESS_FACE);
    return { ...s, rebellion: { nation: n, turn: s.position.turn, territories: occ, faces, successes, done: successes.length === 0 } };
  },
  title(s, p, ctx) {
    const n = p.nation as NationId;
    const occ = occupiedOriginals(s, n);
    const faces = ctx.dice[0]?.faces ?? [];
    const single = s.rules?.['rebellionDice'] === 'single';
    const ok = single ? (faces[0] === SUCCESS_FACE ? occ : []) : occ.filter((_, i) => faces[i] === SUCCESS_FACE);
    const shown = single ? String(faces[0] === 10 ? 0 : faces[0]) : occ.map((t, i) => `${t} ${faces[i] === 10 ? 0 : faces[i]}`).join(', ');
    return `${powerName(n)} rolls for rebellion: ${shown} → ${ok.length ? `rises in ${ok.join(' or ')}` : 'no rising'} [§40]`;
  },
});

const reenterPayload = z.object({ nation: z.string().min(1), territories: z.array(z.string().min(1)).min(1).max(20) });
const rebellionReenter = def<z.infer<typeof reenterPayload>>({
  type: 'rebellion.reenter',
  label: 'Rise in rebellion',
  schema: reenterPayload,
  validate(s, p) {
    const bad = actorCheck(s, p.nation, ['rebellion']);
    if (bad) return bad;
    const r = s.rebellion;
    if (!r || r.turn !== s.position.turn || r.nation !== p.nation || r.done || !r.successes.length) return `${powerName(p.nation)} has no successful rebellion roll to act on.`;
    const keys = p.territories.map((t) => r.successes.find((x) => x.toLowerCase() === t.toLowerCase()));
    if (keys.some((k) => !k)) return `The rebellion succeeded only in ${r.successes.join(', ')}.`;
    if (s.rules?.['rebellionMultiple'] === 'each') {
      if (new Set(keys).size !== r.successes.length) return `With this rule setting the nation rises in every successful territory: ${r.successes.join(', ')}.`;
    } else if (p.territories.length !== 1) return 'Choose one territory to rise in (rule setting A25).';
    return null;
  },
  apply(s, p) {
    const n = p.nation as NationId;
    let t = s;
    for (const name of p.territories) {
      const f = territoryFacts(t, name);
      t = setHolder(t, f, n);
      t = journal(t, `${powerName(n)} places ${unitsText(FREE_UNITS.rebellion)} in ${f.key}; the occupying forces return to their capitals [§40]`, true);
    }
    t = updateNation(t, n, { eliminated: false });
    t = { ...t, rebellion: { ...t.rebellion!, done: true } };
    return settle(t);
  },
  title(s, p) {
    const n = p.nation as NationId;
    const names = p.territories.map((x) => territoryKey(s, x) ?? x);
    const cap = names.some((x) => x.toLowerCase() === capitalName(s, n).toLowerCase());
    return `${powerName(n)} rises in ${names.join(' and ')}: ${unitsText(FREE_UNITS.rebellion)} placed, occupiers return to their capitals, its commander goes to ${cap ? capitalName(s, n) : 'a nominated allied capital'}${cap ? '' : '; it plays on in exile (half income)'} [§40]`;
  },
});

const territoryPayload = z.object({ territory: z.string().trim().min(1).max(60), note: z.string().max(200).default('') });
const liberate = def<z.infer<typeof territoryPayload> & { units?: string }>({
  type: 'territory.liberate',
  label: 'Liberation by a Battle Card',
  schema: territoryPayload.extend({ units: z.string().max(120).optional() }),
  validate(s, p) {
    if (s.gameOver) return 'The game is over.';
    const f = territoryFacts(s, p.territory);
    if (f.original === 'neutral') return `${f.key} was neutral at the start: there is nobody to liberate it for.`;
    const h = holderOf(s, f.key);
    if (h === f.original) return `${f.key} is held by ${powerName(f.original)} already.`;
    return null;
  },
  apply(s, p) {
    const f = territoryFacts(s, p.territory);
    const owner = f.original as NationId;
    let t = setHolder(s, f, owner);
    const bonus = f.capital ? FREE_UNITS.selfLiberatedCapital : FREE_UNITS.alliedLiberatedTerritory;
    t = journal(t, `${powerName(owner)} places ${p.units ?? unitsText(bonus)} in ${f.key} (liberated by a Battle Card) [${f.capital ? '§11B' : '§12B'}]`, true);
    if (t.nations[owner].eliminated) t = updateNation(t, owner, { eliminated: false });
    return settle(t);
  },
  title(s, p) {
    const f = territoryFacts(s, p.territory);
    const bonus = f.capital ? FREE_UNITS.selfLiberatedCapital : FREE_UNITS.alliedLiberatedTerritory;
    return `${f.key} is liberated by a Battle Card: ${powerName(f.original)} restores its flag and income and places ${p.units ?? `${unitsText(bonus)} (no instruction on the card: the ${f.capital ? 'self-liberated' : 'allied-liberated'} rule)`} [${f.capital ? '§11B' : '§12B'}]${p.note ? ` (${p.note})` : ''}`;
  },
});

const revert = def<z.infer<typeof territoryPayload>>({
  type: 'territory.revert',
  label: 'A territory loses its last unit',
  schema: territoryPayload,
  validate(s, p) {
    if (s.gameOver) return 'The game is over.';
    const f = territoryFacts(s, p.territory);
    if (!holdingOf(s, f.key)) return `${f.key} is held by its original owner${f.original === 'neutral' ? ' (empty neutral)' : ''}: nothing reverts.`;
    return null;
  },
  apply(s, p) {
    const f = territoryFacts(s, p.territory);
    let t = setHolder(s, f, f.original);
    if (f.original !== 'neutral') t = journal(t, `${powerName(f.original)} places 1 infantry free and a flag in ${f.key} [§32]`, true);
    return settle(t);
  },
  title(s, p) {
    const f = territoryFacts(s, p.territory);
    return f.original === 'neutral'
      ? `${f.key} has no unit left: it is an empty neutral territory again, nobody has its income [§32]${p.note ? ` (${p.note})` : ''}`
      : `${f.key} has no unit left: it reverts to ${powerName(f.original)}, which places 1 infantry free and a flag [§32]${p.note ? ` (${p.note})` : ''}`;
  },
});

const setPayload = z.object({ territory: z.string().trim().min(1).max(60), holder: z.string().min(1), note: z.string().max(200).default('') });
const territorySet = def<z.infer<typeof setPayload>>({
  type: 'territory.set',
  label: 'Correct who holds a territory',
  schema: setPayload,
  validate(s, p) {
    if (p.holder !== 'neutral') {
      const bad = nationCheck(p.holder);
      if (bad) return bad;
    }
    const f = territoryFacts(s, p.territory);
    if (p.holder === 'neutral' && f.original !== 'neutral') return `${f.key} belonged to ${powerName(f.original)} at the start: it reverts to it, never to neutral [§32, A32].`;
    if (holderOf(s, f.key) === p.holder) return `${f.key} is already held by ${p.holder === 'neutral' ? 'nobody' : powerName(p.holder)}.`;
    return null;
  },
  apply(s, p) {
    const f = territoryFacts(s, p.territory);
    return settle(setHolder(s, f, p.holder as NationId | 'neutral'));
  },
  title(s, p) {
    const f = territoryFacts(s, p.territory);
    return `${f.key} is now held by ${p.holder === 'neutral' ? 'nobody (neutral)' : powerName(p.holder)} (was ${(() => { const h = holderOf(s, f.key); return h === 'neutral' || !h ? 'neutral' : powerName(h); })()})${p.note ? `: ${p.note}` : ''}`;
  },
});

// End of the game ---------------------------------------------------------------------------------------------

const noticePayload = z.object({ vote: z.enum(['majority', 'tie']) });
const notice = def<z.infer<typeof noticePayload>>({
  type: 'end.notice',
  label: 'Give notice to end the game',
  schema: noticePayload,
  validate(s, p) {
    if (year(s) < NOTICE_EARLIEST_YEAR || (year(s) === NOTICE_EARLIEST_YEAR && s.position.stepId !== 'notice')) return `A notice to end can be given only from the completion of ${NOTICE_EARLIEST_YEAR} (Objectives A).`;
    const bad = needStep(s, 'notice');
    if (bad) return bad;
    if (s.notice) return `Notice was already given at the end of ${s.notice.year}.`;
    const end = year(s) + NOTICE_YEARS[p.vote];
    if (end > LAST_YEAR) return `That notice would end the game after ${end}, but the game finishes at the completion of ${LAST_YEAR} at the latest (Objectives A).`;
    if (end >= finalYear(s)) return `The game already ends at the end of ${finalYear(s)}.`;
    return null;
  },
  apply: (s, p) => ({ ...s, noticeFinalYear: year(s) + NOTICE_YEARS[p.vote], notice: { year: year(s), vote: p.vote } }),
  title: (s, p) => `Notice to end given at the end of ${year(s)} (${p.vote === 'majority' ? 'a simple majority: two years' : 'a 50/50 vote: three years'}): the game ends at the end of ${year(s) + NOTICE_YEARS[p.vote]} (Objectives A)`,
});

const bankerPayload = z.object({ alliance: z.enum(['french', 'british']), player: z.string().min(1) });
const banker = def<z.infer<typeof bankerPayload>>({
  type: 'setup.banker',
  label: 'Appoint a Banker',
  schema: bankerPayload,
  validate(s, p, h) {
    const pl = h.players.find((x) => x.name === p.player);
    if (!pl) return `${p.player} is not playing.`;
    if (!pl.powers.some((n) => isNation(n) && allianceOf(s, n) === p.alliance)) return `${p.player} does not play in the ${ALLIANCE_NAME[p.alliance]}: each team’s Banker is one of its players [§3C].`;
    if (s.bankers[p.alliance] === p.player) return `${p.player} is already the Banker.`;
    return null;
  },
  apply: (s, p) => ({ ...s, bankers: { ...s.bankers, [p.alliance]: p.player } }),
  title: (_s, p) => `${p.player} is the ${ALLIANCE_NAME[p.alliance]}’s Banker: checks purchases against income and shuffles the opposing side’s Battle Cards [§3C]`,
});

export const NI_ACTIONS: Record<string, ActionDef<NiState, any>> = Object.fromEntries(
  [
    purchase, cancel, close, place, exile, battleResult, drawCard, penalty, treatyCreate, treatyBreach,
    commanderUse, commanderRelease, spyMove, spySteal, spyChoose, spyDiscover, weatherRoll, fleetInvasion, fleetTransport, fleetJoin, fleetBreakOff, fleetMove, fleetLade,
    frozenRoll, frozenResolve, eliminateNation, rebellionRoll, rebellionReenter, liberate, revert, territorySet, notice, banker,
  ].map((d) => [d.type, d as ActionDef<NiState, any>]),
);
