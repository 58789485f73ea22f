// Stacks under the optional visibility rule (§1.3): "It is forbidden to look at the contents of an enemy stack,
// except during combat resolution; only the leader of the stack is visible." A power records a stack's contents
// sealed to itself (its log entry is sealed: only its owner opens it), and what everyone sees (where, the leader
// on top, the counters, an army marker) is public; in combat its owner reveals it (logged with the contents)
// and the battle set-up loads it.
import type { z } from 'zod';
import type { leaderSchema, unitSchema } from './battle/land-schema';

export interface StackContents {
  /** The units as the land battle enters them (unitSchema). */
  units: Array<z.infer<typeof unitSchema>>;
  /** The leaders, the one on top first (he alone is visible, §1.3). */
  leaders: Array<z.infer<typeof leaderSchema>>;
  /** The army marker's artillery; 0: no army marker. */
  army: number;
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

/** What every player sees of a stack (§1.3): the leader on top, how many counters, whether an army marker sits on it. */
export interface VisibleStack {
  leader: string | null;
  counters: number;
  army: boolean;
}
export function visibleOf(c: StackContents): VisibleStack {
  return { leader: c.leaders[0]?.id ?? null, counters: c.units.length + c.leaders.length, army: c.army > 0 };
}

/** "at Ulm: Davout on top, 4 counters, an army marker": the words everyone may read. */
export function visibleWords(where: string, c: StackContents): string {
  const v = visibleOf(c);
  return `at ${where}: ${v.leader ? `${v.leader} on top, ` : ''}${v.counters} counter${v.counters === 1 ? '' : 's'}${v.army ? ', an army marker' : ''}`;
}

/** The contents in words, for the reveal's log title. */
export function contentsWords(c: StackContents): string {
  const units = c.units.map((u) => `${u.id} (${u.type}, ${u.steps} step${u.steps === 1 ? '' : 's'}, art. ${u.artillery ?? 0}, morale ${u.morale}${u.modifier ? `, mod. ${u.modifier > 0 ? '+' : ''}${u.modifier}` : ''}${u.cavalry && u.cavalry !== 'none' ? `, ${u.cavalry} cavalry` : ''})`);
  const leaders = c.leaders.map((l) => `${l.id} (${l.combat})`);
  return [leaders.length ? `leaders ${leaders.join(', ')}` : 'no leader', units.join(', '), c.army ? `army marker art. ${c.army}` : ''].filter(Boolean).join('; ');
}

/**
 * A stack's contents after a land battle that loaded it: each unit with its steps and artillery now (a unit
 * the battle destroyed leaves), the leaders neither wounded nor killed (they go to the leaders registry,
 * §8.2.6); null when no unit is left (the stack is taken off).
 */
export function survivorsOf(c: StackContents, units: ReadonlyArray<{ id: string; steps: number; artillery: number }>, fates: Readonly<Record<string, string>>): StackContents | null {
  const left = c.units.flatMap((u) => {
    const now = units.find((x) => x.id === u.id);
    if (!now) return [u];
    if (now.steps <= 0) return [];
    // A depot fights at ½ CP: its counter keeps its one step.
    return [{ ...u, steps: u.type === 'depot' ? u.steps : Math.max(1, Math.round(now.steps)), artillery: now.artillery }];
  });
  if (!left.length) return null;
  return { ...c, units: left, leaders: c.leaders.filter((l) => !fates[l.id] || fates[l.id] === 'none') };
}
