// The map's rules the table applies on the board, as pure functions with the rulebook's numbers: border
// limits (with Winter and the Russian rivers), stacking, straits, pinning and the Sea Move's cost. The app
// does not track the map, so the caller says what the board shows (a border's type, who holds a region);
// the campaign consults them for its reminders and status board.
import type { Allegiance } from './data';

export type BorderType = 'clear' | 'river' | 'forest' | 'mountain' | 'marsh' | 'strait' | 'sea' | 'coast';

/** "The maximum number of blocks that can cross any border into battle" [4.2]; null: no limit. */
export const BORDER_LIMITS: Record<BorderType, number | null> = {
  clear: 4, river: 3, forest: 3, mountain: 2, marsh: 2, strait: 2, sea: null, coast: 2,
};

/** "The border rivers: the Bug, Dnister, Kuban, and Nieman do not freeze" [11.12]. */
export const NON_FREEZING_RIVERS = ['Bug', 'Dniester', 'Kuban', 'Nieman'] as const;

export interface BorderCrossing {
  border: BorderType | 'lake-onega';
  winter: boolean;
  /** The blocks are Russian Empire blocks (green) [11.12]. */
  russian?: boolean;
  /** A Russian river (or river/forest border such as Poltava-Donbas) that freezes: not one of NON_FREEZING_RIVERS [11.12]. */
  frozenRussianRiver?: boolean;
  /** A Leader event in force for this crossing: Charles's Alpine Guide (one mountain border +1) or Blücher's Bridge Capture (river +1) [3.3]. */
  event?: 'charles' | 'blucher';
}

/**
 * Blocks that may cross the border into battle (attacking, reinforcing, retreating, regrouping) [4.2]:
 * the terrain's limit, −1 in Winter [3.5] except a frozen Russian river or Lake Onega, which stays 3 for
 * Russian blocks (2 for others, A-34) [11.12]; Lake Onega is impassable outside Winter (0). Null: no limit.
 */
export function borderLimit(c: BorderCrossing): number | null {
  if (c.border === 'lake-onega') return c.winter ? (c.russian ? 3 : 2) : 0;
  const base = BORDER_LIMITS[c.border];
  if (base === null) return null;
  let limit = base;
  if (c.event === 'charles' && c.border === 'mountain') limit += 1;
  if (c.event === 'blucher' && c.border === 'river') limit += 1;
  if (!c.winter) return limit;
  if (c.border === 'river' && c.frozenRussianRiver && c.russian) return Math.max(3, limit - 1);
  return limit - 1;
}

export type StackingPlace = 'clear' | 'forest' | 'mountain' | 'small-island' | 'sea';

/** The regions 11.6 names as Mountain; Gibraltar and the small islands with a Naval Base [11.4, 11.5]. */
export const MOUNTAIN_REGIONS = ['Armenia', 'Calabria', 'Corsica', 'Greece', 'Kurdistan', 'Norway', 'Sardinia', 'Scotland', 'Syria', 'Swiss', 'Tyrol', 'Wales'] as const;
export const SMALL_ISLANDS = ['Gibraltar', 'Corfu', 'Cyprus', 'Rhodes', 'Majorca', 'Malta'] as const;

export interface StackingLimit {
  /** Blocks in all (own, allied and fleets) [1.4]; null when counted by kind or unlimited. */
  blocks: number | null;
  armies: number | null;
  fleets: number | null;
}

/** Stacking at the end of the Movement Phase [1.4, 11.4, 11.5]. */
export function stackingLimit(place: StackingPlace): StackingLimit {
  switch (place) {
    case 'clear': return { blocks: 4, armies: null, fleets: null };
    case 'forest': return { blocks: 3, armies: null, fleets: null };
    case 'mountain': return { blocks: 2, armies: null, fleets: null };
    case 'small-island': return { blocks: null, armies: 1, fleets: 1 };
    case 'sea': return { blocks: null, armies: 0, fleets: null };
  }
}

/** The place a named region stacks as, where the rulebook names it; others are clear or forest on the map. */
export function stackingPlaceOf(region: string): StackingPlace | null {
  if ((MOUNTAIN_REGIONS as readonly string[]).includes(region)) return 'mountain';
  if ((SMALL_ISLANDS as readonly string[]).includes(region)) return 'small-island';
  return null;
}

/**
 * Whether a region's stack is within its limit. An embattled region has no limit until its battle ends;
 * then the victor regroups or eliminates the blocks over it, owner's choice [7.22].
 */
export function stackingCheck(place: StackingPlace, stack: { armies: number; fleets: number }, embattled = false): { ok: boolean; over: number; note: string } {
  const l = stackingLimit(place);
  if (embattled) return { ok: true, over: 0, note: 'No stacking limit in an embattled region; after the battle the victor regroups or eliminates blocks over the limit, owner’s choice [7.22].' };
  const over = l.blocks !== null ? Math.max(0, stack.armies + stack.fleets - l.blocks) : Math.max(0, l.armies === null ? 0 : stack.armies - l.armies) + Math.max(0, l.fleets === null ? 0 : stack.fleets - l.fleets);
  const what = l.blocks !== null ? `${l.blocks} blocks` : place === 'sea' ? 'fleets only, unlimited' : `${l.armies} army and ${l.fleets} fleet`;
  return { ok: over === 0, over, note: over ? `${over} block${over === 1 ? '' : 's'} over the limit of ${what} [1.4]` : `Within the limit of ${what} [1.4]` };
}

export type SideStatus = 'friendly' | 'neutral' | 'enemy';

/** Straits fleets (and Sea Moves) pass only with both sides friendly or neutral [8.1, 11.1, 11.2, 11.13]. */
export const STRAITS: Array<{ name: string; sides: [string, string]; cite: string }> = [
  { name: 'Kattegat', sides: ['denmark', 'sweden'], cite: '11.2' },
  { name: 'Dardanelles', sides: ['turkey', 'turkey'], cite: '11.1' },
  { name: 'Bosphorus', sides: ['turkey', 'turkey'], cite: '11.1' },
];

/** "Fleets can only move past the Kattegat Strait if Denmark and Sweden are both neutral and/or friendly" [8.1]. */
export function straitPassable(sides: readonly SideStatus[]): boolean {
  return sides.every((s) => s !== 'enemy');
}

/**
 * A power's status toward a mover from the campaign's allegiances (the board's occupation may differ) [4.1];
 * null for another player's empire, whose relations the players settle between them (4.1: players may be neutral).
 */
export function statusToward(power: string, mover: string, allegiance: Record<string, Allegiance>): SideStatus | null {
  if (power === mover) return 'friendly';
  const a = allegiance[power];
  if (a === undefined) return null;
  if (a === 'neutral') return 'neutral';
  return a === mover ? 'friendly' : 'enemy';
}

/** "Main attacking blocks (including fleets) prevent an equal number of defending blocks from moving"; reserves pin nothing [4.33]. */
export function pinnedDefenders(mainAttackers: number, defenders: number): number {
  return Math.max(0, Math.min(mainAttackers, defenders));
}

export interface SeaMove {
  blocks: number;
  winter: boolean;
  /** Each Sea crossed, friendly at the start of the Player Turn and with a friendly fleet in it. */
  seas: Array<{ name: string; friendly: boolean; fleets: number }>;
  /** The destination Naval Base (and the origin's), friendly at the start of the Player Turn. */
  from: { name: string; friendly: boolean };
  to: { name: string; friendly: boolean };
}

/**
 * A Sea Move [8.4]: 1 AP per army block, never in Winter, every Sea and Naval Base friendly at the start
 * of the Player Turn, one friendly fleet pinned in each Sea crossed.
 */
export function seaMove(m: SeaMove): { ok: true; cost: number; pinned: string[] } | { ok: false; reason: string } {
  if (m.winter) return { ok: false, reason: 'Sea Movement is prohibited in Winter [3.5, 8.4].' };
  for (const p of [m.from, m.to]) if (!p.friendly) return { ok: false, reason: `${p.name} was not friendly at the start of the Player Turn [8.4].` };
  for (const s of m.seas) {
    if (!s.friendly) return { ok: false, reason: `${s.name} was not friendly at the start of the Player Turn [8.4].` };
    if (s.fleets < 1) return { ok: false, reason: `No friendly fleet in ${s.name} to pin there [8.4].` };
  }
  return { ok: true, cost: m.blocks, pinned: m.seas.map((s) => s.name) };
}
