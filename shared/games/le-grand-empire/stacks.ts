// Stacks under the optional visibility rule (§1.3): "It is forbidden to look at the contents of an enemy stack,
// except during combat resolution; only the leader of the stack is visible." A power records a stack's contents
// sealed to itself (its log entry is sealed: only its owner opens it), and what everyone sees (where, the leader
// on top, an army marker, the counters as the stackSight reading allows) is public; in combat its owner reveals
// it (logged with the contents) and the battle set-up loads it. Fleets stack too, at most two a stack (§5.3.2.1):
// a naval stack holds fleets and loads into the naval set-up.
import type { z } from 'zod';
import type { leaderSchema, unitSchema } from './battle/land-schema';
import type { NavalFleet } from './battle/naval';

export interface StackContents {
  /** The units as the land battle enters them (unitSchema). */
  units: Array<z.infer<typeof unitSchema>>;
  /** The leaders, the one on top first (he alone is visible, §1.3). */
  leaders: Array<z.infer<typeof leaderSchema>>;
  /** The army marker's artillery; 0: no army marker. */
  army: number;
  /** A naval stack's fleets (§5.3.2.1: at most two), as the naval set-up enters them, the one on top first; absent: a land stack. */
  fleets?: StackFleet[];
}

/** `dummy`: a dummy fleet (§10.6), which moves like a fleet and looks like one while sealed; revealed, it is removed. */
export type StackFleet = Pick<NavalFleet, 'id' | 'points' | 'bonus' | 'laden' | 'named'> & { dummy?: boolean };

/**
 * Dummy fleets revealed (§10.6: "Some fleets are nothing more than dummies ... If a dummy fleet suffers a loss, it
 * is immediately destroyed"): a dummy has no fleet points to fight with, so at contact it is removed and fights no
 * battle; the real fleets stacked with it stay. `left`: the contents without them, null when only dummies were there.
 */
export function withoutDummies(c: StackContents): { dummies: string[]; left: StackContents | null } {
  const dummies = (c.fleets ?? []).filter((f) => f.dummy).map((f) => f.id);
  if (!dummies.length) return { dummies, left: c };
  const real = c.fleets!.filter((f) => !f.dummy);
  return { dummies, left: real.length ? { ...c, fleets: real } : null };
}

export interface SavedStack {
  id: string;
  /** The owning power's id. */
  power: string;
  where: string;
  contents: StackContents;
  /** When its owner revealed it (combat, §1.3); null while sealed. */
  revealed: string | null;
}

export interface StacksState {
  list: SavedStack[];
  /** The next stack number (ids are never reused). */
  next: number;
}

export const emptyStacks = (): StacksState => ({ list: [], next: 1 });
export const stacksOf = (s: { stacks?: StacksState }): StacksState => s.stacks ?? emptyStacks();
export const stackById = (s: { stacks?: StacksState }, id: string): SavedStack | undefined => stacksOf(s).list.find((x) => x.id === id);

/**
 * What §1.3 lets everyone see of a stack (rule setting stackSight): "leader-only", the literal reading, the
 * leader on top alone; "leader-and-counters", also how many counters (units and leaders, or fleets) it holds.
 * An army marker stands on the map in both (§1.1.2: "only the army marker and the commanding officer counter
 * are placed on the map").
 */
export type StackSight = 'leader-only' | 'leader-and-counters';
export const stackSightOf = (rules: Record<string, unknown> | null | undefined): StackSight => (rules?.stackSight === 'leader-and-counters' ? 'leader-and-counters' : 'leader-only');

/** What every player sees of a stack (§1.3): the leader on top (a naval stack's: its first fleet's admiral), whether an army marker sits on it, the counters when the reading shows them (else null). */
export interface VisibleStack {
  leader: string | null;
  counters: number | null;
  army: boolean;
}
export function visibleOf(c: StackContents, sight: StackSight): VisibleStack {
  const fleets = c.fleets ?? [];
  const counters = sight === 'leader-and-counters' ? c.units.length + c.leaders.length + fleets.length : null;
  return { leader: c.leaders[0]?.id ?? fleets[0]?.id ?? null, counters, army: c.army > 0 };
}

/** "at Ulm: Davout on top, an army marker" (and ", 4 counters" when the reading shows them): the words everyone may read. */
export function visibleWords(where: string, c: StackContents, sight: StackSight): string {
  const v = visibleOf(c, sight);
  const bits = [v.leader ? `${v.leader} on top` : 'no leader on top', ...(v.counters === null ? [] : [`${v.counters} counter${v.counters === 1 ? '' : 's'}`]), ...(v.army ? ['an army marker'] : [])];
  return `at ${where}: ${bits.join(', ')}`;
}

/** The contents in words, for the reveal's log title. */
export function contentsWords(c: StackContents): string {
  const units = c.units.map((u) => `${u.id} (${u.type}, ${u.steps} step${u.steps === 1 ? '' : 's'}, art. ${u.artillery ?? 0}, morale ${u.morale}${u.modifier ? `, mod. ${u.modifier > 0 ? '+' : ''}${u.modifier}` : ''}${u.cavalry && u.cavalry !== 'none' ? `, ${u.cavalry} cavalry` : ''})`);
  const leaders = c.leaders.map((l) => `${l.id} (${l.combat})`);
  if (c.fleets?.length) return `fleets ${c.fleets.map((f) => (f.dummy ? `${f.id} (a dummy, §10.6)` : `${f.id} (${f.points} point${f.points === 1 ? '' : 's'}, bonus ${f.bonus}${f.laden ? `, ${f.laden} laden` : ''})`)).join(', ')}`;
  return [leaders.length ? `leaders ${leaders.join(', ')}` : 'no leader', units.join(', '), c.army ? `army marker art. ${c.army}` : ''].filter(Boolean).join('; ');
}

/**
 * A stack's contents after a battle that loaded it: each unit with its steps and artillery now (a unit the
 * battle destroyed leaves), the leaders neither wounded nor killed (they go to the leaders registry, §8.2.6),
 * each fleet with its points now (one sunk or captured to 0 leaves; its admiral killed, it is named no more);
 * null when nothing is left (the stack is taken off).
 */
export function survivorsOf(
  c: StackContents,
  units: ReadonlyArray<{ id: string; steps: number; artillery: number }>,
  fates: Readonly<Record<string, string>>,
  fleets: ReadonlyArray<StackFleet> = [],
): StackContents | null {
  const left = c.units.flatMap((u) => {
    const now = units.find((x) => x.id === u.id);
    if (!now) return [u];
    if (now.steps <= 0) return [];
    // A depot fights at ½ CP: its counter keeps its one step.
    return [{ ...u, steps: u.type === 'depot' ? u.steps : Math.max(1, Math.round(now.steps)), artillery: now.artillery }];
  });
  const afloat = (c.fleets ?? []).flatMap((f) => {
    const now = fleets.find((x) => x.id === f.id);
    if (!now) return [f];
    return now.points > 0 ? [{ ...f, points: now.points, laden: Math.min(now.laden, now.points), named: now.named }] : [];
  });
  if (!left.length && !afloat.length) return null;
  return { ...c, units: left, leaders: c.leaders.filter((l) => !fates[l.id] || fates[l.id] === 'none'), ...(c.fleets ? { fleets: afloat } : {}) };
}
