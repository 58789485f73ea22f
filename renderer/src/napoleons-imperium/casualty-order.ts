// The player's own casualty order (loss priority) per side, as the battle engine takes it in
// `policy.casualtyOrder`, and the rules' constraints it must keep (order.ts applies them silently; the set-up
// refuses an order that breaks them, and says why):
//  - joint defence: allied units are lost before the territory owner's [§6 Note, §24];
//  - combined fleets: joined fleets are sunk before the host's [§22C, §36];
//  - invading fleets: unladen fleets before laden ones, and the cargo sinks with its fleet [§20 Note, §21].
// Default: lowest value first (the engine's own order, read from the default odds). Pure, no React.
import type { ImperiumOddsInput, UnitInput } from '../../../shared/games/napoleons-imperium/battle/model';
import type { ImperiumOddsResult } from '../../../shared/games/napoleons-imperium/battle/odds';
import { moved } from '../components/reorder';

/** The order with the group at `from` moved to `to` (indexes into the order). */
export { moved };

export type OrderRole = 'land-attacker' | 'land-defender' | 'fleets' | 'invading-fleets' | 'landed';
export type OrderSide = 'attacker' | 'defender';

export interface OrderEntry {
  id: string;
  type: string;
  nation: string | null;
  count: number;
  /** Hit value used in the battle (after look-ups and the cap). */
  value: number;
  /** Constraint tier: lower tiers must be lost first whatever the order. */
  tier: number;
  ally: boolean;
  joined: boolean;
  /** Invading fleets: land units aboard each fleet. */
  aboard: number;
}

export interface OrderList {
  side: OrderSide;
  role: OrderRole;
  entries: OrderEntry[];
  /** The default order (lowest value first, inside the constraints), as the engine computed it. */
  defaultOrder: string[];
}

/** Custom orders by list (listKey), each the list's group ids, first lost first. */
export type CustomOrder = Record<string, string[]>;

/** A list's key in a CustomOrder: its side and role (an invasion's attacker has its fleets and its landed army). */
export const listKey = (l: Pick<OrderList, 'side' | 'role'>): string => `${l.side}:${l.role}`;

function tierOf(role: OrderRole, e: Pick<OrderEntry, 'ally' | 'joined' | 'aboard'>): number {
  if (role === 'land-defender') return e.ally ? 0 : 1;
  if (role === 'fleets') return e.joined ? 0 : 1;
  if (role === 'invading-fleets') return e.joined ? 0 : e.aboard === 0 ? 1 : 2;
  return 0;
}

function entry(role: OrderRole, u: UnitInput, nation: string | null, value: number): OrderEntry {
  const aboard = (u.cargo ?? []).reduce((a, c) => a + c.count, 0);
  const e = { id: u.id, type: u.type, nation: u.nation ?? nation, count: u.count, value, ally: u.ally ?? false, joined: u.joined ?? false, aboard, tier: 0 };
  e.tier = tierOf(role, e);
  return e;
}

/**
 * The lists a player can reorder for this battle, from its input and the engine's default odds (which carry
 * the values looked up and the default order). Lists of a single group are left out: nothing to order.
 */
export function orderLists(input: ImperiumOddsInput, byDefault: Pick<ImperiumOddsResult, 'units' | 'casualtyOrder'>): OrderList[] {
  const value = (side: OrderSide, id: string) => byDefault.units[side].find((u) => u.id === id)?.value ?? 0;
  const sea = input.kind === 'sea' || input.kind === 'avoid';
  const lists: OrderList[] = [];
  if (input.kind === 'invasion') {
    // Once ashore the landed army takes casualties by cargo group; the fleets' own order is fixed by the rules.
    const cargoValue = new Map(byDefault.units.attacker.flatMap((u) => u.cargo ?? []).map((c) => [c.id, c.value]));
    const cargo = input.attacker.flatMap((f) => (f.cargo ?? []).filter((c) => c.lands !== false).map((c) => ({ ...c, fleetCount: f.count, nation: c.nation ?? f.nation ?? input.attackerNation ?? null })));
    const entries = cargo.map((c) => entry('landed', { id: c.id ?? '', type: c.type, count: c.count * c.fleetCount }, c.nation, cargoValue.get(c.id ?? '') ?? 0));
    lists.push({ side: 'attacker', role: 'landed', entries, defaultOrder: byDefault.casualtyOrder.landed.filter((id) => entries.some((e) => e.id === id)) });
    if (input.attacker.length > 1) {
      const fleets = input.attacker.map((u) => entry('invading-fleets', u, input.attackerNation ?? null, value('attacker', u.id)));
      lists.push({ side: 'attacker', role: 'invading-fleets', entries: fleets, defaultOrder: byDefault.casualtyOrder.attacker });
    }
  } else {
    const role: OrderRole = sea ? 'fleets' : 'land-attacker';
    lists.push({ side: 'attacker', role, entries: input.attacker.map((u) => entry(role, u, input.attackerNation ?? null, value('attacker', u.id))), defaultOrder: byDefault.casualtyOrder.attacker });
  }
  const dRole: OrderRole = sea ? 'fleets' : 'land-defender';
  lists.push({ side: 'defender', role: dRole, entries: input.defender.map((u) => entry(dRole, u, input.defenderNation ?? null, value('defender', u.id))), defaultOrder: byDefault.casualtyOrder.defender.filter((id) => input.defender.some((u) => u.id === id)) });
  return lists.filter((l) => l.entries.length > 1);
}

const WHY: Record<OrderRole, string> = {
  'land-attacker': '',
  landed: '',
  'land-defender': 'allied units are lost before the territory owner’s own units in a joint defence [§6 Note, §24]',
  fleets: 'joined fleets are sunk before the host nation’s fleets in a combined fleet [§22C, §36]',
  'invading-fleets': 'unladen fleets are lost before laden ones, and the troops aboard sink with their fleet [§20 Note, §21]',
};

/** The order is a legal loss priority for the list; otherwise the reason, naming the units, in the rules' words. */
export function checkOrder(list: OrderList, order: readonly string[], name: (e: OrderEntry) => string = (e) => e.id): string | null {
  const ids = list.entries.map((e) => e.id);
  if (order.length !== ids.length || new Set(order).size !== order.length || order.some((id) => !ids.includes(id))) return 'The order must list each unit group once.';
  const byId = new Map(list.entries.map((e) => [e.id, e]));
  for (let i = 0; i < order.length; i++) {
    for (let j = i + 1; j < order.length; j++) {
      const a = byId.get(order[i] as string)!;
      const b = byId.get(order[j] as string)!;
      if (a.tier > b.tier) return `${name(a)} cannot be lost before ${name(b)}: ${WHY[list.role]}.`;
    }
  }
  return null;
}

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * The custom orders still in force: a stored order that lists exactly the groups of the battle as drafted
 * now, keeps the constraints and differs from the default. Anything else falls back to the default.
 */
export function effectiveOrder(lists: readonly OrderList[], stored: CustomOrder): CustomOrder {
  const out: CustomOrder = {};
  for (const list of lists) {
    const o = stored[listKey(list)];
    if (!o || checkOrder(list, o) !== null || same(o, list.defaultOrder)) continue;
    out[listKey(list)] = [...o];
  }
  return out;
}

/** The list's order now: the custom one in force, or the default. */
export function currentOrder(list: OrderList, custom: CustomOrder): string[] {
  const o = custom[listKey(list)];
  return o && checkOrder(list, o) === null ? o : list.defaultOrder;
}

/** The engine's `policy.casualtyOrder` for the custom orders (each side's lists one after the other), or null for the default. */
export function policyOf(custom: CustomOrder | undefined): { attacker?: string[]; defender?: string[] } | null {
  const out: { attacker?: string[]; defender?: string[] } = {};
  for (const [key, ids] of Object.entries(custom ?? {})) {
    const side = key.split(':')[0];
    if ((side !== 'attacker' && side !== 'defender') || !ids.length) continue;
    out[side] = [...(out[side] ?? []), ...ids];
  }
  return out.attacker || out.defender ? out : null;
}
