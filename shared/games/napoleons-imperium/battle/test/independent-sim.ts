// An independent, deliberately simple Monte Carlo simulator of Napoleon's Imperium battles, written from the
// rules for the tests. It shares no code with the engine (no exact.ts, odds.ts, order.ts, resolver.ts): it
// reads the `adc odds` JSON with explicit values, rolls every d10 and removes casualties unit by unit.
//
// Conventions it shares with the engine only through the rules: a die hits on a face <= value, values
// capped at 9 [§5, §9]; casualties simultaneous [§5B]; each side loses, in order: allies (joint defence) or
// joined fleets first, then the player's listed ids, then lowest value first, ties infantry < cavalry <
// camels < riflemen < artillery, then input order; invading fleets: joined, then unladen, then laden (fewest
// units aboard first).
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

type Rng = ReturnType<typeof xoroshiro128plus>;

export interface SimCargo {
  id?: string;
  type: string;
  count: number;
  hitValue: number;
  lands?: boolean;
}
export interface SimUnit {
  id: string;
  type: string;
  count: number;
  hitValue: number;
  ally?: boolean;
  joined?: boolean;
  invasionValue?: number;
  portDefenceValue?: number;
  cargo?: SimCargo[];
  /** chain: territories it may attack into; it stays in the last one it can reach [§5C]. */
  movement?: number;
}
export interface SimInput {
  game: 'napoleons-imperium';
  kind: 'land' | 'sea' | 'avoid' | 'invasion' | 'chain';
  attacker: SimUnit[];
  defender: SimUnit[];
  defenderFleets?: SimUnit[];
  neutral?: boolean;
  avoidRate?: number;
  steps?: Array<{ defender: SimUnit[] }>;
  policy?: { casualtyOrder?: { attacker?: string[]; defender?: string[]; defenderFleets?: string[] } };
  rules?: { invasionBothWiped?: 'draw' | 'repulsed' };
}

/** Deliberate rule errors, to show the comparison detects a wrong engine. */
export type Mutation = 'none' | 'hitBelowValue' | 'noCap' | 'attackerFirst' | 'highestFirst';

export interface SimOutcome {
  result: 'attacker' | 'defender' | 'draw' | 'avoided' | 'stopped';
  /** Attacking units left at the end (land/chain: army; invasion: landed units; sea/avoid: fleets). */
  attackerLeft: number;
  defenderLeft: number;
  rounds: number;
  /** Invasion only. */
  landed?: number;
  seaWon?: boolean;
}

const TYPE_ORDER = ['infantry', 'cavalry', 'camels', 'riflemen', 'artillery', 'fleet'];

interface Soldier {
  gid: string;
  value: number;
  cargo: Array<{ id: string; type: string; value: number; lands: boolean; idx: number }>;
}

function capped(v: number, m: Mutation): number {
  return m === 'noCap' ? v : Math.min(9, Math.max(0, v));
}

function lineUp(units: SimUnit[], custom: string[], mode: 'land-att' | 'land-def' | 'fleet' | 'invading', m: Mutation): Soldier[] {
  const keyed = units.map((u, idx) => {
    let tier = 0;
    let aboard = 0;
    if (mode === 'land-def') tier = u.ally ? 0 : 1;
    if (mode === 'fleet') tier = u.joined ? 0 : 1;
    if (mode === 'invading') {
      aboard = (u.cargo ?? []).reduce((s, c) => s + c.count, 0);
      tier = u.joined ? 0 : aboard === 0 ? 1 : 2;
    }
    const listed = custom.indexOf(u.id);
    return { u, idx, tier, aboard, listed: listed < 0 ? 1e9 : listed, value: capped(u.hitValue, m) };
  });
  keyed.sort((a, b) => {
    if (a.tier !== b.tier) return a.tier - b.tier;
    if (a.listed !== b.listed) return a.listed - b.listed;
    if (a.aboard !== b.aboard) return a.aboard - b.aboard;
    if (a.value !== b.value) return m === 'highestFirst' ? b.value - a.value : a.value - b.value;
    const ta = TYPE_ORDER.indexOf(a.u.type);
    const tb = TYPE_ORDER.indexOf(b.u.type);
    if (ta !== tb) return ta - tb;
    return a.idx - b.idx;
  });
  const out: Soldier[] = [];
  for (const k of keyed) {
    for (let n = 0; n < k.u.count; n++) {
      out.push({
        gid: k.u.id,
        value: k.value,
        cargo: (k.u.cargo ?? []).flatMap((c, ci) => Array.from({ length: c.count }, () => ({ id: c.id ?? `${k.u.id}:${c.type}`, type: c.type, value: capped(c.hitValue, m), lands: c.lands ?? true, idx: ci }))),
      });
    }
  }
  return out;
}

function rollHits(rng: Rng, values: number[], m: Mutation): number {
  let h = 0;
  for (const v of values) {
    const f = uniformInt(rng, 1, 10);
    if (m === 'hitBelowValue' ? f < v : f <= v) h++;
  }
  return h;
}

/** Fights to the last unit; mutates the arrays. Returns rounds. */
function fight(rng: Rng, a: Soldier[], d: Soldier[], m: Mutation): number {
  let rounds = 0;
  while (a.length > 0 && d.length > 0) {
    rounds++;
    if (rounds > 100000) throw new Error('endless');
    const ha = rollHits(rng, a.map((s) => s.value), m);
    if (m === 'attackerFirst') {
      d.splice(0, Math.min(ha, d.length));
      const hd = rollHits(rng, d.map((s) => s.value), m);
      a.splice(0, Math.min(hd, a.length));
      continue;
    }
    const hd = rollHits(rng, d.map((s) => s.value), m);
    a.splice(0, Math.min(hd, a.length));
    d.splice(0, Math.min(ha, d.length));
  }
  return rounds;
}

function landedArmy(fleets: Soldier[], input: SimUnit[], custom: string[], m: Mutation): Soldier[] {
  const all = fleets.flatMap((f) => f.cargo.filter((c) => c.lands));
  // Cargo order: listed ids first, then lowest value, type, position in the input (fleet, then cargo entry).
  const firstSeen = new Map<string, number>();
  for (const u of input) for (const c of u.cargo ?? []) firstSeen.set(c.id ?? `${u.id}:${c.type}`, firstSeen.size);
  return all
    .map((c) => ({ c, listed: custom.indexOf(c.id) < 0 ? 1e9 : custom.indexOf(c.id) }))
    .sort((x, y) => {
      if (x.listed !== y.listed) return x.listed - y.listed;
      if (x.c.value !== y.c.value) return m === 'highestFirst' ? y.c.value - x.c.value : x.c.value - y.c.value;
      const t = TYPE_ORDER.indexOf(x.c.type) - TYPE_ORDER.indexOf(y.c.type);
      if (t !== 0) return t;
      return (firstSeen.get(x.c.id) ?? 0) - (firstSeen.get(y.c.id) ?? 0);
    })
    .map(({ c }) => ({ gid: c.id, value: c.value, cargo: [] }));
}

export function simulateOnce(input: SimInput, rng: Rng, m: Mutation = 'none'): SimOutcome {
  const co = input.policy?.casualtyOrder ?? {};
  const outcome = (a: Soldier[], d: Soldier[], rounds: number): SimOutcome => ({
    result: a.length === 0 && d.length === 0 ? 'draw' : d.length === 0 ? 'attacker' : 'defender',
    attackerLeft: a.length,
    defenderLeft: d.length,
    rounds,
  });
  switch (input.kind) {
    case 'land': {
      const a = lineUp(input.attacker, co.attacker ?? [], 'land-att', m);
      const d = lineUp(input.defender, co.defender ?? [], 'land-def', m);
      if (d.length === 0) return { result: 'attacker', attackerLeft: a.length - 1, defenderLeft: 0, rounds: 0 };
      return outcome(a, d, fight(rng, a, d, m));
    }
    case 'sea': {
      const a = lineUp(input.attacker, co.attacker ?? [], 'fleet', m);
      const d = lineUp(input.defender, co.defender ?? [], 'fleet', m);
      return outcome(a, d, fight(rng, a, d, m));
    }
    case 'avoid': {
      const a = lineUp(input.attacker, co.attacker ?? [], 'fleet', m);
      const d = lineUp(input.defender, co.defender ?? [], 'fleet', m);
      if (uniformInt(rng, 1, 10) <= Math.min(9, input.avoidRate ?? 0)) return { result: 'avoided', attackerLeft: a.length, defenderLeft: d.length, rounds: 0 };
      return outcome(a, d, fight(rng, a, d, m));
    }
    case 'chain': {
      let a = lineUp(input.attacker, co.attacker ?? [], 'land-att', m);
      const battles = [input.defender, ...(input.steps ?? []).map((s) => s.defender)];
      let d: Soldier[] = [];
      for (let k = 0; k < battles.length; k++) {
        d = lineUp(battles[k] as SimUnit[], co.defender ?? [], 'land-def', m);
        fight(rng, a, d, m);
        if (a.length === 0 || d.length > 0) {
          const res = outcome(a, d, 0);
          // Defenders of the last battle: untouched if it was never reached.
          if (k < battles.length - 1) res.defenderLeft = lineUp(battles[battles.length - 1] as SimUnit[], [], 'land-def', m).length;
          return res;
        }
        if (k === battles.length - 1) break;
        // Units that cannot move on (movement k + 1 used up) stay to hold it; else the first in casualty order does.
        const moves = (x: Soldier) => input.attacker.find((u) => u.id === x.gid)?.movement ?? Infinity;
        const staying = a.filter((x) => moves(x) <= k + 1);
        a = staying.length ? a.filter((x) => moves(x) > k + 1) : a.slice(1);
        if (a.length === 0) return { result: 'stopped', attackerLeft: 1, defenderLeft: lineUp(battles[battles.length - 1] as SimUnit[], [], 'land-def', m).length, rounds: 0 };
      }
      return outcome(a, d, 0);
    }
    case 'invasion': {
      const fleets = lineUp(input.attacker, co.attacker ?? [], 'invading', m);
      const defFleets = lineUp(input.defenderFleets ?? [], co.defenderFleets ?? [], 'fleet', m);
      const def = lineUp(input.defender, co.defender ?? [], 'land-def', m);
      const art = input.defender.filter((u) => u.type === 'artillery').flatMap((u) => Array.from({ length: u.count }, () => capped(u.portDefenceValue ?? 0, m)));
      let seaWon = true;
      if (defFleets.length > 0) {
        fight(rng, fleets, defFleets, m);
        seaWon = fleets.length > 0 && defFleets.length === 0;
      }
      if (!seaWon) return { result: 'defender', attackerLeft: 0, defenderLeft: def.length, rounds: 0, landed: 0, seaWon: false };
      const neutralEmpty = (input.neutral ?? false) && def.length === 0;
      if (!neutralEmpty) {
        const fh = rollHits(rng, fleets.map((f) => capped(input.attacker.find((u) => u.id === f.gid)?.invasionValue ?? 0, m)), m);
        const ah = rollHits(rng, art, m);
        def.splice(0, Math.min(fh, def.length));
        fleets.splice(0, Math.min(ah, fleets.length));
      }
      const army = landedArmy(fleets, input.attacker, co.attacker ?? [], m);
      const landed = army.length;
      if (neutralEmpty) {
        if (landed >= 2) return { result: 'attacker', attackerLeft: landed - 1, defenderLeft: 0, rounds: 0, landed, seaWon };
        return { result: 'defender', attackerLeft: 0, defenderLeft: 0, rounds: 0, landed, seaWon };
      }
      if (landed === 0) {
        const both = def.length === 0;
        return { result: both && (input.rules?.invasionBothWiped ?? 'draw') === 'draw' ? 'draw' : 'defender', attackerLeft: 0, defenderLeft: def.length, rounds: 0, landed, seaWon };
      }
      if (def.length === 0) return { result: 'attacker', attackerLeft: landed, defenderLeft: 0, rounds: 0, landed, seaWon };
      const rounds = fight(rng, army, def, m);
      return { ...outcome(army, def, rounds), landed, seaWon };
    }
  }
}
