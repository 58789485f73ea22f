// Casualty order [§5B, §8]: each side removes its own casualties. Default: lowest value first (digest
// §4.16: the best choice for winning, since every unit takes one hit and fires alike), subject to the
// rules' constraints, which always come first:
//  - joint defence: allied units before the territory owner's [§6 Note, §24];
//  - combined fleets: joined fleets before the host's [§22C, §36];
//  - invading fleets: unladen before laden, so that cargo is lost last (§21 "unlikely ... laden").
// A player's own order (policy.casualtyOrder) replaces the default inside those constraints.
import { TYPE_RANK, type Cargo, type UnitGroup } from './model';

export interface OrderItem {
  id: string;
  value: number;
  type: keyof typeof TYPE_RANK;
  index: number;
  /** Constraint tier: lower tiers lose units first, whatever the player's order. */
  tier: number;
  /** Secondary default key (units aboard, for laden fleets). */
  secondary?: number;
}

/** Sorts items: tier, then the player's order (listed ids first, in list order), then the default. */
export function sortOrder(items: OrderItem[], custom: readonly string[]): string[] {
  const rank = new Map<string, number>();
  custom.forEach((id, k) => {
    if (!rank.has(id)) rank.set(id, k);
  });
  return [...items]
    .sort((x, y) => {
      if (x.tier !== y.tier) return x.tier - y.tier;
      const rx = rank.get(x.id) ?? Infinity;
      const ry = rank.get(y.id) ?? Infinity;
      if (rx !== ry) return rx < ry ? -1 : 1;
      if ((x.secondary ?? 0) !== (y.secondary ?? 0)) return (x.secondary ?? 0) - (y.secondary ?? 0);
      if (x.value !== y.value) return x.value - y.value;
      if (TYPE_RANK[x.type] !== TYPE_RANK[y.type]) return TYPE_RANK[x.type] - TYPE_RANK[y.type];
      return x.index - y.index;
    })
    .map((x) => x.id);
}

/** Units carried by one fleet of the group (every cargo entry, landing or not). */
export function unitsPerFleet(g: UnitGroup): number {
  return g.cargo.reduce((s, c) => s + c.perFleet, 0);
}

export type OrderRole = 'land-attacker' | 'land-defender' | 'fleets' | 'invading-fleets';

export function orderGroups(groups: UnitGroup[], role: OrderRole, custom: readonly string[]): string[] {
  const items = groups.map((g): OrderItem => {
    let tier = 0;
    let secondary: number | undefined;
    if (role === 'land-defender') tier = g.ally ? 0 : 1;
    else if (role === 'fleets') tier = g.joined ? 0 : 1;
    else if (role === 'invading-fleets') {
      const aboard = unitsPerFleet(g);
      tier = g.joined ? 0 : aboard === 0 ? 1 : 2;
      secondary = aboard;
    }
    const item: OrderItem = { id: g.id, value: g.value, type: g.type, index: g.index, tier };
    if (secondary !== undefined) item.secondary = secondary;
    return item;
  });
  return sortOrder(items, custom);
}

/** Order of the cargo groups once landed (the invader's land-battle casualties). */
export function orderCargo(cargo: Cargo[], custom: readonly string[]): string[] {
  return sortOrder(
    cargo.map((c, index) => ({ id: c.id, value: c.value, type: c.type, index, tier: 0 })),
    custom,
  );
}

/** One entry per unit, in casualty order, given the group order and each group's count. */
export function expandOrder(order: readonly string[], counts: ReadonlyMap<string, number> | Record<string, number>): string[] {
  const get = (id: string) => (counts instanceof Map ? counts.get(id) : (counts as Record<string, number>)[id]) ?? 0;
  const out: string[] = [];
  for (const id of order) for (let k = 0; k < get(id); k++) out.push(id);
  return out;
}
