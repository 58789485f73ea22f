// Questions asked of the exact engine: "how many units do I need for 80%?" (the smallest count reaching a
// target, by exact evaluation of each count in turn) and "where should my commanders go?" (every assignment
// evaluated exactly) [§13B, §13C, digest §4.16].
import { ImperiumInputError } from './errors';
import type { CommanderInput, ImperiumOddsInput, ImperiumSetup, Side, UnitType } from './model';
import { computeSetupOdds, type ImperiumOddsResult } from './odds';
import { parseImperiumInput, type ParseOptions } from './schema';

export interface UnitsNeededResult {
  id: string;
  side: Side;
  target: number;
  /** Smallest count of the group reaching the target, or null if none up to `max`. */
  count: number | null;
  /** The side's win probability at that count (or at `max` when none reaches it). */
  probability: number;
  current: { count: number; probability: number };
  /** Win probability for every count evaluated, keyed by count. */
  evaluated: Record<string, number>;
}

function findGroup(setup: ImperiumSetup, id: string): { side: Side; list: 'attacker' | 'defender' | 'defenderFleets' } | null {
  if (setup.attacker.some((g) => g.id === id)) return { side: 'attacker', list: 'attacker' };
  if (setup.defender.some((g) => g.id === id)) return { side: 'defender', list: 'defender' };
  if (setup.defenderFleets.some((g) => g.id === id)) return { side: 'defender', list: 'defenderFleets' };
  return null;
}

/** The setup with one group's count changed (casualty order is by group, so it stays valid). */
export function withCount(setup: ImperiumSetup, id: string, count: number): ImperiumSetup {
  const f = findGroup(setup, id);
  if (!f) throw new ImperiumInputError('query.unitsNeeded.id', `no unit group "${id}"`);
  return { ...setup, [f.list]: setup[f.list].map((g) => (g.id === id ? { ...g, count } : g)) };
}

const winOf = (r: ImperiumOddsResult, side: Side) => (side === 'attacker' ? r.attackerWins : r.defenderWins);

/**
 * Smallest number of units of group `id` (attacker or defender) with which that side wins with probability
 * >= target. Every count from 1 up is evaluated exactly (no assumption that odds grow with the count).
 */
export function unitsNeeded(setup: ImperiumSetup, query: { id: string; target: number; max?: number }): UnitsNeededResult {
  const f = findGroup(setup, query.id);
  if (!f) throw new ImperiumInputError('query.unitsNeeded.id', `no unit group "${query.id}"`);
  const max = query.max ?? 60;
  const cur = setup[f.list].find((g) => g.id === query.id)?.count ?? 0;
  const evaluated: Record<string, number> = {};
  const at = (n: number): number => {
    const key = String(n);
    if (evaluated[key] === undefined) evaluated[key] = winOf(computeSetupOdds(withCount(setup, query.id, n), { rounds: false }), f.side);
    return evaluated[key] as number;
  };
  const current = { count: cur, probability: at(cur) };
  for (let n = 1; n <= max; n++) {
    const p = at(n);
    if (p >= query.target) return { id: query.id, side: f.side, target: query.target, count: n, probability: p, current, evaluated };
  }
  return { id: query.id, side: f.side, target: query.target, count: null, probability: at(max), current, evaluated };
}

export interface CommanderOption {
  /** Commander id -> unit type (null = not assigned). */
  assignment: Record<string, UnitType | null>;
  attackerWins: number;
  defenderWins: number;
  draw: number;
}

export interface CommanderOptionsResult {
  side: Side | 'both';
  /** Every assignment evaluated, best first for `side` (for "both": every pair, attacker's best first). */
  options: CommanderOption[];
  best: CommanderOption | null;
  /** "both": the attacker's assignment with the best worst case over the defender's answers, and the defender's best answer to it. */
  maximin?: { attacker: Record<string, UnitType | null>; defender: Record<string, UnitType | null>; attackerWins: number };
}

/** Unit types a side's commander could boost in this battle (its own nation's units only [§22E, A20]). */
function typesFor(input: ImperiumOddsInput, c: CommanderInput): UnitType[] {
  const nation = c.nation ?? (c.side === 'attacker' ? input.attackerNation : input.defenderNation);
  const mine = (u: { nation?: string | undefined }) => (u.nation ?? (c.side === 'attacker' ? input.attackerNation : input.defenderNation)) === nation;
  const out = new Set<UnitType>();
  if (c.side === 'attacker') {
    for (const u of input.attacker) {
      if (!mine(u)) continue;
      out.add(u.type);
      for (const cg of u.cargo ?? []) if ((cg.nation ?? u.nation ?? input.attackerNation) === nation && (cg.lands ?? true)) out.add(cg.type);
    }
  } else {
    for (const u of [...input.defender, ...(input.defenderFleets ?? [])]) if (mine(u)) out.add(u.type);
  }
  return [...out];
}

function assignments(input: ImperiumOddsInput, side: Side): Array<Record<string, UnitType | null>> {
  const cmds = (input.commanders ?? []).filter((c) => c.side === side);
  let acc: Array<Record<string, UnitType | null>> = [{}];
  for (const c of cmds) {
    const opts: Array<UnitType | null> = [null, ...typesFor(input, c)];
    const nation = c.nation ?? (side === 'attacker' ? input.attackerNation : input.defenderNation);
    const next: Array<Record<string, UnitType | null>> = [];
    for (const a of acc) {
      for (const t of opts) {
        // Two commanders of one nation never boost the same type [§13C, §15 Note].
        const clash = t !== null && cmds.some((o) => o.id !== c.id && a[o.id] === t && (o.nation ?? (side === 'attacker' ? input.attackerNation : input.defenderNation)) === nation);
        if (!clash) next.push({ ...a, [c.id]: t });
      }
    }
    acc = next;
  }
  return acc;
}

function evaluate(input: ImperiumOddsInput, options: ParseOptions, assign: Record<string, UnitType | null>): CommanderOption {
  const commanders = (input.commanders ?? []).map((c) => (c.id in assign ? { ...c, assignedTo: assign[c.id] ?? null } : c));
  const { setup } = parseImperiumInput({ ...input, commanders, query: undefined }, options);
  const r = computeSetupOdds(setup, { rounds: false });
  return { assignment: assign, attackerWins: r.attackerWins, defenderWins: r.defenderWins, draw: r.draw };
}

/** Exact odds of every commander assignment of `side` (the other side's as given), or of every pair. */
export function commanderOptions(input: ImperiumOddsInput, side: Side | 'both', options: ParseOptions = {}): CommanderOptionsResult {
  if (!(input.commanders ?? []).some((c) => side === 'both' || c.side === side)) {
    throw new ImperiumInputError('query.bestCommanders', `the ${side === 'both' ? 'battle' : side} has no commanders`);
  }
  if (side !== 'both') {
    const opts = assignments(input, side).map((a) => evaluate(input, options, a));
    opts.sort((x, y) => (side === 'attacker' ? y.attackerWins - x.attackerWins : y.defenderWins - x.defenderWins));
    return { side, options: opts, best: opts[0] ?? null };
  }
  const as = assignments(input, 'attacker');
  const ds = assignments(input, 'defender');
  const all: CommanderOption[] = [];
  let maximin: CommanderOptionsResult['maximin'];
  for (const a of as) {
    let worst: CommanderOption | null = null;
    for (const d of ds) {
      const o = evaluate(input, options, { ...a, ...d });
      all.push(o);
      if (!worst || o.attackerWins < worst.attackerWins) worst = o;
    }
    if (worst && (!maximin || worst.attackerWins > maximin.attackerWins)) {
      const dPart: Record<string, UnitType | null> = {};
      for (const k of Object.keys(ds[0] ?? {})) dPart[k] = worst.assignment[k] ?? null;
      maximin = { attacker: a, defender: dPart, attackerWins: worst.attackerWins };
    }
  }
  all.sort((x, y) => y.attackerWins - x.attackerWins);
  const res: CommanderOptionsResult = { side, options: all, best: all[0] ?? null };
  if (maximin) res.maximin = maximin;
  return res;
}
