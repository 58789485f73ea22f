// Exact odds of a battle from inside a Battle Round [Chapter 2 D-F]: some dice are already on the table (one
// side's, or both), some blocks made, perhaps one side's Hits assigned. The rest of the round is enumerated
// exactly (the unrolled side's dice as a multinomial, blocks and Hits by the same named policies as the odds
// engine, hits.ts), giving each way the round can end; from each end the battle's odds are the engine's own
// (exactOdds from the next Battle Round), weighted by the chance of that end. What-if Forces may join the
// round as it stands (`joined`): dice rolled stay, Hits already assigned stay where they landed.
import { z } from 'zod';
import { allocate, block, type Caps, type HitCounts } from './hits';
import { exactOdds, type BattlePolicy, type Position } from './exact';
import {
  canRoll, countsOf, gatherDice, hitLineup, hitZone, postBattle, shipsHp, shipSunk, slotOf, zoneHp, MAX_ROUNDS, SIDES, SLOT_TYPES,
  type BattleSetup, type BattleSide, type DiceFaces, type LandUnit, type SideCounts, type SideName, type Stance,
} from './model';
import type { RolledFaces } from './resolver';

const count = z.number().int().min(0).max(200);
const rolled = z.object({
  black: z.object({ double: count, blast: count, bar: count, blank: count }),
  white: z.object({ red: count, blue: count, bar: count, blank: count }),
});
const hitList = z.array(z.object({ kind: z.enum(['double', 'blast', 'black-bar', 'blue', 'red', 'white-bar']), hits: z.number().int().min(0).max(2) })).max(200);
const landedSchema = z.tuple([count, count, count]);
/** The odds worker's check of a mid-round position (the forces themselves come as an `adc odds` input). */
export const midRoundSchema = z.object({
  faces: z.object({ attacker: rolled.optional(), defender: rolled.optional() }),
  hits: z.object({ attacker: hitList, defender: hitList }).optional(),
  blocksDue: z.object({ attacker: count, defender: count }).optional(),
  landed: z.object({ attacker: landedSchema.optional(), defender: landedSchema.optional() }).optional(),
  joined: z.object({ attacker: z.array(z.string().max(60)).max(60).optional(), defender: z.array(z.string().max(60)).max(60).optional() }).optional(),
});

/** A Hit still to land, as the resolver holds it: its kind and how many Hits it carries (a Double Blast 2, or 1 once half blocked). */
export interface MidHit {
  kind: 'double' | 'blast' | 'black-bar' | 'blue' | 'red' | 'white-bar';
  hits: number;
}

/** Where a Battle Round stands: what is known beyond the forces at its start. */
export interface MidRound {
  /** The faces each side rolled (absent: that side has not rolled yet). */
  faces: Partial<Record<SideName, RolledFaces>>;
  /** Once both sides rolled: each side's Hits left after the blocks already made. */
  hits?: Record<SideName, MidHit[]>;
  /** Once both sides rolled: the Bars each side still has to spend on blocks (0 once its blocks are made). */
  blocksDue?: Record<SideName, number>;
  /** Hits a side has assigned already, as landed on the enemy's Fortification, Zone 1 and Zone 2. */
  landed?: Partial<Record<SideName, [number, number, number]>>;
  /**
   * Ids of Forces (units or Ships of the setup) imagined to join now, not at the round's start: Hits already
   * assigned against their side landed on the real Forces and never reach them; Hits still to assign may.
   */
  joined?: Partial<Record<SideName, string[]>>;
}

export interface FromHereSide {
  expectedPoints: number;
  pennantEarned: number;
  elitePennant: number;
  standing: number;
}
export interface FromHereOdds {
  attackerVictory: number;
  defenderVictory: number;
  mutualDefeat: number;
  contested: number;
  capture: number;
  attacker: FromHereSide;
  defender: FromHereSide;
  /** Ways the round can still end (distinct positions at its end). */
  roundEnds: number;
  statesExplored: number;
  totalProbability: number;
}

const FACT: number[] = [1];
for (let i = 1; i <= 170; i++) FACT[i] = FACT[i - 1]! * i;

/** Every count of four face kinds among n dice, with its probability. */
function multinomial4(n: number, p: readonly [number, number, number, number], cb: (c: [number, number, number, number], q: number) => void): void {
  for (let a = 0; a <= n; a++)
    for (let b = 0; a + b <= n; b++)
      for (let c = 0; a + b + c <= n; c++) {
        const d = n - a - b - c;
        const q = (FACT[n]! / (FACT[a]! * FACT[b]! * FACT[c]! * FACT[d]!)) * p[0] ** a * p[1] ** b * p[2] ** c * p[3] ** d;
        if (q > 0) cb([a, b, c, d], q);
      }
}

interface Roll {
  x: HitCounts;
  /** The roller's own Bars when Defensive: its blocks. */
  k: number;
  p: number;
}

/** Hit kinds for targeting (hits.ts): u Zone 1 only, r Zone 2 only, f anywhere, d Double Blasts. */
function countsOfFaces(kind: BattleSetup['kind'], f: RolledFaces, stance: Stance): { x: HitCounts; k: number } {
  const agg = stance === 'aggressive';
  const x: HitCounts = { u: 0, r: 0, f: f.black.blast + (agg ? f.black.bar : 0), d: f.black.double };
  if (kind === 'port') x.u += f.white.red + f.white.blue + (agg ? f.white.bar : 0); // White never hits Ships
  else {
    x.u += f.white.blue;
    x.r += f.white.red;
    if (agg) x.f += f.white.bar;
  }
  return { x, k: agg ? 0 : f.black.bar + f.white.bar };
}

function countsOfHits(kind: BattleSetup['kind'], hs: readonly MidHit[]): HitCounts {
  const x: HitCounts = { u: 0, r: 0, f: 0, d: 0 };
  for (const h of hs) {
    if (h.hits <= 0) continue;
    if (h.kind === 'double') {
      if (h.hits >= 2) x.d++;
      else x.f++; // the half of a Double Blast left after one block: a single Black Hit
    } else if (h.kind === 'blast' || h.kind === 'black-bar') x.f++;
    else if (kind === 'port') x.u++;
    else if (h.kind === 'blue') x.u++;
    else if (h.kind === 'red') x.r++;
    else x.f++; // an Aggressive White Bar: the roller picks its colour, so its zone
  }
  return x;
}

/** Caps on a roll's counts beyond which nothing changes (the target's capacity plus the blocks it can make). */
interface RollCap {
  u: number;
  r: number;
  f: number;
  d: number;
  k: number;
}

/** The rolls a side may still make this round, grouped by what matters (Hit counts and Bars), counts capped. */
function rollsOf(setup: BattleSetup, side: SideName, c: SideCounts, round: number, stance: Stance, faces: DiceFaces, cap: RollCap): Roll[] {
  const g = gatherDice(setup.kind, setup[side], c, round);
  const bt = faces.black.double + faces.black.blast + faces.black.bar + faces.black.blank;
  const wt = faces.white.red + faces.white.blue + faces.white.bar + faces.white.blank;
  const zero = { black: { double: 0, blast: 0, bar: 0, blank: 0 }, white: { red: 0, blue: 0, bar: 0, blank: 0 } };
  const clamp = (x: HitCounts, k: number): Roll => ({ x: { u: Math.min(x.u, cap.u), r: Math.min(x.r, cap.r), f: Math.min(x.f, cap.f), d: Math.min(x.d, cap.d) }, k: Math.min(k, cap.k), p: 0 });
  const keyOf = (r: Roll) => `${r.x.u},${r.x.r},${r.x.f},${r.x.d},${r.k}`;
  const group = (into: Map<string, Roll>, r: Roll, p: number) => {
    const key = keyOf(r);
    const e = into.get(key);
    if (e) e.p += p;
    else into.set(key, { ...r, p });
  };
  // Each colour alone, merged by its capped counts; then their sums, merged again.
  const blacks = new Map<string, Roll>();
  multinomial4(g.black, [faces.black.double / bt, faces.black.blast / bt, faces.black.bar / bt, faces.black.blank / bt], ([double, blast, bar, blank], q) => {
    const t = countsOfFaces(setup.kind, { ...zero, black: { double, blast, bar, blank } }, stance);
    group(blacks, clamp(t.x, t.k), q);
  });
  const whites = new Map<string, Roll>();
  if (g.white === 0) whites.set('0', { x: { u: 0, r: 0, f: 0, d: 0 }, k: 0, p: 1 });
  else
    multinomial4(g.white, [faces.white.red / wt, faces.white.blue / wt, faces.white.bar / wt, faces.white.blank / wt], ([red, blue, bar, blank], q) => {
      const t = countsOfFaces(setup.kind, { ...zero, white: { red, blue, bar, blank } }, stance);
      group(whites, clamp(t.x, t.k), q);
    });
  const out = new Map<string, Roll>();
  for (const b of blacks.values())
    for (const w of whites.values()) group(out, clamp({ u: b.x.u + w.x.u, r: b.x.r + w.x.r, f: b.x.f + w.x.f, d: b.x.d + w.x.d }, b.k + w.k), b.p * w.p);
  return [...out.values()];
}

function capsOf(setup: BattleSetup, side: SideName, c: SideCounts): Caps {
  return { h: Math.max(0, c.fort), c1: zoneHp(c.z1), c2: setup.kind === 'land' ? zoneHp(c.z2) : shipsHp(setup[side].ships, c.ships) };
}

/** The side's counts after Hits landed on its Fortification, Zone 1 and Zone 2 (the Hit Hierarchy inside each zone). */
function damaged(kind: BattleSetup['kind'], lineup: BattleSide['ships'], c: SideCounts, l: readonly [number, number, number]): SideCounts {
  return {
    fort: c.fort < 0 ? c.fort : Math.max(0, c.fort - l[0]),
    z1: hitZone(c.z1, l[1]),
    z2: kind === 'land' ? hitZone(c.z2, l[2]) : c.z2,
    ships: kind === 'land' ? c.ships : hitLineup(lineup, c.ships, l[2]),
  };
}

/**
 * Hits already assigned, on a side some of whose Forces join only now: they landed on the real Forces (the
 * Hierarchy among those), and the joining ones stand undamaged beside them.
 */
function landedBeside(kind: BattleSetup['kind'], side: BattleSide, joined: ReadonlySet<string>, l: readonly [number, number, number]): SideCounts {
  const real: BattleSide = { ...side, units: side.units.filter((u) => !joined.has(u.id)), ships: side.ships.filter((x) => !joined.has(x.id)) };
  const d = damaged(kind, real.ships, countsOf(real, kind), l);
  const z1 = d.z1.slice();
  const z2 = d.z2.slice();
  for (const u of side.units) if (joined.has(u.id)) (kind === 'land' && u.zone === 'rear' ? z2 : z1)[slotOf(u.type, u.elite)]!++;
  let k = 0;
  return { fort: d.fort, z1, z2, ships: side.ships.map((x) => (joined.has(x.id) ? x.damage : d.ships[k++]!)) };
}

/** The side as it stands at the end of the round, for the odds from the next one (sunk Ships left out). */
function sideFrom(side: BattleSide, c: SideCounts, kind: BattleSetup['kind']): BattleSide {
  const units: LandUnit[] = [];
  let n = 0;
  const zone = (z: 1 | 2): LandUnit['zone'] => (kind === 'port' ? 'land' : z === 1 ? 'front' : 'rear');
  for (const [z, counts] of [[1, c.z1], [2, c.z2]] as const)
    counts.forEach((k, slot) => {
      for (let i = 0; i < k; i++) units.push({ id: `u${++n}`, type: SLOT_TYPES[slot]!, elite: slot % 2 === 1, zone: zone(z) });
    });
  const ships = side.ships.map((s, i) => ({ ...s, damage: c.ships[i]! })).filter((s) => !shipSunk(s, s.damage));
  const fortification = side.fortification ? { ...side.fortification, damage: Math.max(0, side.fortification.damage + (countsOf(side, kind).fort - Math.max(0, c.fort))) } : null;
  return { ...side, units, ships, fortification };
}

/**
 * Odds from inside Battle Round `position.round` of the battle whose forces at the round's start are `setup`.
 * `position.pointsSoFar`: Enemy Casualty points each side collected in the earlier rounds.
 */
export function oddsFromHere(setup: BattleSetup, faces: DiceFaces, policy: BattlePolicy, position: Position, mid: MidRound): FromHereOdds {
  const round = position.round;
  const kind = setup.kind;
  const strict = setup.rules.doubleBlastAfterFort === 'lost-unless-fort';
  const pref = (s: SideName): 1 | 2 => (kind === 'sea' ? 2 : policy.zones[s] === 'zone-2-first' ? 2 : 1);
  const stance = (s: SideName) => policy.stances[s][round - 1] as Stance;
  const start: Record<SideName, SideCounts> = { attacker: countsOf(setup.attacker, kind), defender: countsOf(setup.defender, kind) };
  const already = position.pointsSoFar ?? { attacker: 0, defender: 0 };
  const joined: Record<SideName, ReadonlySet<string>> = { attacker: new Set(mid.joined?.attacker ?? []), defender: new Set(mid.joined?.defender ?? []) };

  // Each side's Hits (after the blocks already made) and the blocks it still owes, with their chances.
  const caps = { attacker: capsOf(setup, 'attacker', start.attacker), defender: capsOf(setup, 'defender', start.defender) };
  const dice = { attacker: gatherDice(kind, setup.attacker, start.attacker, round), defender: gatherDice(kind, setup.defender, start.defender, round) };
  // Hits beyond what the target can absorb after every block it could make change nothing; Bars beyond the enemy's Hits neither.
  const capFor = (s: SideName): RollCap => {
    const t: SideName = s === 'attacker' ? 'defender' : 'attacker';
    const blocks = stance(t) === 'defensive' ? dice[t].black + dice[t].white : 0;
    const all = caps[t].h + caps[t].c1 + caps[t].c2 + blocks;
    return { u: caps[t].h + caps[t].c1 + blocks, r: caps[t].h + caps[t].c2 + blocks, f: all, d: all, k: 2 * dice[t].black + dice[t].white };
  };
  const rolls = {} as Record<SideName, Roll[]>;
  for (const s of SIDES) {
    if (mid.hits) rolls[s] = [{ x: countsOfHits(kind, mid.hits[s]), k: mid.blocksDue?.[s] ?? 0, p: 1 }];
    else if (mid.faces[s]) rolls[s] = [{ ...countsOfFaces(kind, mid.faces[s]!, stance(s)), p: 1 }];
    else rolls[s] = rollsOf(setup, s, start[s], round, stance(s), faces, capFor(s));
  }

  // Every way the round ends, merged by the counts it leaves.
  const ends = new Map<string, { a: SideCounts; d: SideCounts; p: number }>();
  for (const ra of rolls.attacker)
    for (const rd of rolls.defender) {
      const p = ra.p * rd.p;
      // The target's counts at the round's end from the roller's Hits (assigned already, or by the policy).
      const hit = (roller: SideName, mine: Roll, theirs: Roll): SideCounts => {
        const target: SideName = roller === 'attacker' ? 'defender' : 'attacker';
        const known = mid.landed?.[roller];
        if (known) return joined[target].size ? landedBeside(kind, setup[target], joined[target], known) : damaged(kind, setup[target].ships, start[target], known);
        const x = theirs.k > 0 ? block(caps[target], mine.x, theirs.k, pref(roller), strict) : mine.x;
        return damaged(kind, setup[target].ships, start[target], allocate(caps[target], x, pref(roller), strict));
      };
      const a = hit('defender', rd, ra);
      const d = hit('attacker', ra, rd);
      const key = JSON.stringify([a, d]);
      const e = ends.get(key);
      if (e) e.p += p;
      else ends.set(key, { a, d, p });
    }

  const stopsAfter = (a: SideCounts, d: SideCounts): boolean => {
    switch (policy.stop) {
      case 'never': return false;
      case 'after-round-1': return round === 1;
      case 'after-round-2': return round === 2;
      case 'when-outgunned': {
        const ga = gatherDice(kind, setup.attacker, a, round + 1);
        const gd = gatherDice(kind, setup.defender, d, round + 1);
        return ga.black + ga.white < gd.black + gd.white;
      }
    }
  };

  const zero = (): FromHereSide => ({ expectedPoints: 0, pennantEarned: 0, elitePennant: 0, standing: 0 });
  const out: FromHereOdds = { attackerVictory: 0, defenderVictory: 0, mutualDefeat: 0, contested: 0, capture: 0, attacker: zero(), defender: zero(), roundEnds: ends.size, statesExplored: 0, totalProbability: 0 };
  for (const { a, d, p } of ends.values()) {
    const end = { attacker: a, defender: d };
    const pb = postBattle(setup, start, end, already);
    const over = !canRoll(setup.attacker, a) || !canRoll(setup.defender, d) || round >= MAX_ROUNDS || stopsAfter(a, d);
    if (over) {
      const key = pb.outcome === 'attacker-victory' ? 'attackerVictory' : pb.outcome === 'defender-victory' ? 'defenderVictory' : pb.outcome === 'mutual-defeat' ? 'mutualDefeat' : 'contested';
      out[key] += p;
      if (pb.capture) out.capture += p;
      for (const s of SIDES) {
        out[s].expectedPoints += p * pb[s].points;
        if (pb[s].earned) out[s].pennantEarned += p;
        if (pb[s].pennant) out[s].elitePennant += p;
        if (canRoll(setup[s], end[s])) out[s].standing += p;
      }
      out.totalProbability += p;
      out.statesExplored++;
      continue;
    }
    // The battle goes on: the next rounds from this end, exactly, with the points collected so far.
    const next: BattleSetup = { ...setup, attacker: sideFrom(setup.attacker, a, kind), defender: sideFrom(setup.defender, d, kind) };
    const r = exactOdds(next, faces, policy, { round: round + 1, pointsSoFar: { attacker: pb.attacker.points, defender: pb.defender.points } });
    out.attackerVictory += p * r.attackerVictory;
    out.defenderVictory += p * r.defenderVictory;
    out.mutualDefeat += p * r.mutualDefeat;
    out.contested += p * r.contested;
    out.capture += p * r.capture;
    for (const s of SIDES) {
      out[s].expectedPoints += p * r[s].expectedPoints;
      out[s].pennantEarned += p * r[s].pennantEarned;
      out[s].elitePennant += p * r[s].elitePennant;
      out[s].standing += p * r[s].standing;
    }
    out.totalProbability += p * r.totalProbability;
    out.statesExplored += r.statesExplored;
  }
  return out;
}
