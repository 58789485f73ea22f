// Events (§11.1): a 2D6 roll on the group's event table gives a category, then a counter is drawn at
// random from that category's pool (a logged die with as many faces as counters left). Public events
// are played at once; secret ones go to the drawer's hand, shown only to him, until played. A unique
// event drawn again is "no event" and stays in the pool; "Remise" puts every marker back (§11.1.3).
// The table and the counters are the events booklet's (digest M9): the group enters them.
import { cellValue } from '../../data/access';
import type { DataPack } from '../../data/tables';

export interface EventCounter {
  id: string;
  category: string | null;
  kind: 'public' | 'secret' | null;
  unique: boolean | null;
  phase: string | null;
  effect: string | null;
}

export interface EventsState {
  /** Counters out of the pool (in a hand or played). */
  out: string[];
  /** Secret events held, by power. */
  hands: Record<string, string[]>;
  played: Array<{ id: string; power: string; when: string }>;
  /** Unique events that have happened. */
  occurred: string[];
  /** A category rolled, its counter not yet drawn. */
  pending: { power: string; category: string; roll: number | null } | null;
  /** The Spring turn whose forfeit of held secret events is done (§11.1.3); absent before it was kept. */
  forfeited?: number;
  /** Event-table rolls made this turn, by power (the tracker of draws due, §11.1.1). */
  draws?: { turn: number; by: Record<string, number> };
}

export const emptyEvents = (): EventsState => ({ out: [], hands: {}, played: [], occurred: [], pending: null });

export const REMISE = 'Remise';

export function eventCounters(pack: DataPack | null | undefined): EventCounter[] {
  if (!pack) return [];
  return (pack.tables.events?.rows ?? []).map((r) => {
    const v = (c: string) => cellValue(pack, 'events', r.key, c);
    const kind = v('kind');
    const unique = v('unique');
    return {
      id: r.key,
      category: typeof v('category') === 'string' ? (v('category') as string) : null,
      kind: kind === 'public' || kind === 'secret' ? kind : null,
      unique: typeof unique === 'boolean' ? unique : null,
      phase: typeof v('phase') === 'string' ? (v('phase') as string) : null,
      effect: typeof v('effect') === 'string' ? (v('effect') as string) : null,
    };
  });
}

/** The event table's category for each 2D6 total (2-12), or the rows still missing. */
export function eventTableOf(pack: DataPack | null | undefined): { table: Record<number, string> | null; missing: string[] } {
  const missing: string[] = [];
  const table: Record<number, string> = {};
  for (let n = 2; n <= 12; n++) {
    const c = pack ? cellValue(pack, 'event-table', String(n), 'category') : null;
    if (typeof c === 'string' && c.trim()) table[n] = c.trim();
    else missing.push(`2D6 ${n}: category`);
  }
  return missing.length ? { table: null, missing } : { table, missing };
}

/** P(each category) on 2D6. */
export function categoryDistribution(table: Record<number, string>): Record<string, number> {
  const out: Record<string, number> = {};
  for (let n = 2; n <= 12; n++) out[table[n]!] = (out[table[n]!] ?? 0) + (6 - Math.abs(n - 7)) / 36;
  return out;
}

/** The counters of a category still in the pool, in the table's order (the die's faces follow it). */
export function poolOf(pack: DataPack | null | undefined, ev: EventsState, category: string): EventCounter[] {
  return eventCounters(pack).filter((c) => c.category === category && !ev.out.includes(c.id));
}

export type DrawOutcome =
  | { kind: 'empty' }
  | { kind: 'no-event'; counter: EventCounter }
  | { kind: 'public'; counter: EventCounter; remise: boolean }
  | { kind: 'secret'; counter: EventCounter };

/** Draws face `face` (1-based) of the category's pool for `power` (§11.1.1-§11.1.3). */
export function drawCounter(pack: DataPack | null | undefined, ev: EventsState, power: string, category: string, face: number, when: string): { ev: EventsState; outcome: DrawOutcome } {
  const pool = poolOf(pack, ev, category);
  const base: EventsState = { ...ev, pending: null };
  if (!pool.length) return { ev: base, outcome: { kind: 'empty' } };
  const counter = pool[face - 1];
  if (!counter) throw new Error(`face ${face} is not one of the ${pool.length} counters`);
  // A unique event drawn a second time is "no event" (§11.1.2); its counter stays in the pool.
  if (counter.unique && ev.occurred.includes(counter.id)) return { ev: base, outcome: { kind: 'no-event', counter } };
  const occurred = counter.unique ? [...ev.occurred, counter.id] : ev.occurred;
  if (counter.kind === 'secret') return { ev: { ...base, occurred, out: [...ev.out, counter.id], hands: { ...ev.hands, [power]: [...(ev.hands[power] ?? []), counter.id] } }, outcome: { kind: 'secret', counter } };
  const played = [...ev.played, { id: counter.id, power, when }];
  if (counter.id === REMISE) return { ev: { ...base, occurred, out: [], hands: {}, played }, outcome: { kind: 'public', counter, remise: true } };
  return { ev: { ...base, occurred, out: [...ev.out, counter.id], played }, outcome: { kind: 'public', counter, remise: false } };
}

/** Plays a secret event from the power's hand (§11.1.4). */
export function playSecret(ev: EventsState, power: string, id: string, when: string): EventsState {
  const hand = ev.hands[power] ?? [];
  if (!hand.includes(id)) throw new Error(`${id} is not in that hand`);
  const played = [...ev.played, { id, power, when }];
  if (id === REMISE) return { ...ev, out: [], hands: {}, played };
  return { ...ev, hands: { ...ev.hands, [power]: hand.filter((x) => x !== id) }, played };
}

/** Spring (§11.1.3, DSoP 1.1): every secret event still held is forfeit and its counter goes back into the pool. */
export function forfeitHeld(ev: EventsState, turn: number): { ev: EventsState; forfeited: string[] } {
  const forfeited = Object.values(ev.hands).flat();
  return { ev: { ...ev, hands: {}, out: ev.out.filter((id) => !forfeited.includes(id)), forfeited: turn }, forfeited };
}

export const drawsMade = (ev: EventsState, turn: number, power: string): number => (ev.draws?.turn === turn ? ev.draws.by[power] ?? 0 : 0);
export function countDraw(ev: EventsState, turn: number, power: string): EventsState {
  const by = ev.draws?.turn === turn ? ev.draws.by : {};
  return { ...ev, draws: { turn, by: { ...by, [power]: (by[power] ?? 0) + 1 } } };
}
