// An independent, deliberately plain Monte Carlo of Imperial Borders battles, written from the rulebook for
// the tests. It shares no code with the engine (model.ts, hits.ts, exact.ts): only the input's shape (types).
// Every die is rolled with pure-rand; units are objects hit one by one down the Hit Hierarchy.
//
// The named policies it plays, as documented in docs/odds-format.md:
//  - stances per side and round as given; the attacker stops per its stop rule;
//  - the roller lands the most Hits it can, then the most in its preferred zone;
//  - a Defensive blocker cancels one Hit at a time, the one whose loss leaves the fewest Hits landing,
//    then the fewest on its Front / Land Zone; ties: half a Double Blast, an any-zone Hit, Blue, Red.
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { BattleSetup, DiceFaces } from '../model';
import type { BattlePolicy } from '../exact';

type Rng = ReturnType<typeof xoroshiro128plus>;
type Side = 'attacker' | 'defender';

interface Unit {
  type: string;
  elite: boolean;
  zone: string;
  pending: number;
  gone: boolean;
}
interface ShipS {
  type: string;
  elite: boolean;
  damage: number;
  cargo: string[];
}
interface Army {
  units: Unit[];
  ships: ShipS[];
  fort: number; // HP left, -1 none
  fortTier: string | null;
  medals: string[];
}

const VALUE: Record<string, number> = { 'half-infantry': 4, cavalry: 6, 'full-infantry': 8, cannon: 10, frigate: 10, 'ship-of-the-line': 15 };
const RANK: Record<string, number> = { 'half-infantry': 0, 'full-infantry': 1, cavalry: 2, cannon: 3 };
const FORT: Record<string, number> = { capital: 4, major: 2, minor: 1 };
const hpOf = (s: ShipS) => (s.type === 'frigate' ? 2 : 3);
const ooa = (s: ShipS) => s.damage >= (s.type === 'frigate' ? 1 : 2);

function dice(kind: string, a: Army, round: number): { black: number; white: number } {
  const live = a.units.filter((u) => !u.gone);
  const n = (t: string, elite?: boolean) => live.filter((u) => u.type === t && (elite === undefined || u.elite === elite)).length;
  const de = a.medals.includes('dominus-exercitus') ? 2 : 1;
  const dm = a.medals.includes('dominus-maris') ? 2 : 1;
  let black = Math.max(0, a.fort) + n('cannon') + n('cannon', true) * de;
  for (const s of a.ships) {
    if (ooa(s)) continue;
    black += s.type === 'frigate' ? 1 : s.damage === 0 ? 2 : 1;
    if (s.elite) black += dm;
  }
  let white = n('half-infantry') + 3 * n('full-infantry');
  for (const u of live) if (u.type === 'cavalry') white += kind === 'land' && u.zone === 'front' ? 2 : 1;
  for (const u of live) if (u.elite && u.type !== 'cannon') white += de;
  if (kind === 'land') {
    const triads = Math.min(n('cavalry'), n('full-infantry'), n('cannon'));
    black += triads;
    white += 2 * triads;
  }
  return { black, white: round === 1 ? 0 : white };
}

function face(rng: Rng, counts: number[]): number {
  const total = counts.reduce((x, y) => x + y, 0);
  let v = uniformInt(rng, 0, total - 1);
  for (let i = 0; i < counts.length; i++) {
    if (v < (counts[i] as number)) return i;
    v -= counts[i] as number;
  }
  return counts.length - 1;
}

interface Hits {
  blue: number; // Front (land) / Land Zone (port) or Fort
  red: number; // Rear or Fort
  any: number;
  dbl: number;
}

/** Zone capacities of the target: [fort, zone 1, zone 2]. */
function rooms(kind: string, t: Army): [number, number, number] {
  const live = t.units.filter((u) => !u.gone);
  const hp = (u: Unit) => (u.type === 'full-infantry' ? 2 : 1);
  const z1 = live.filter((u) => kind !== 'land' || u.zone === 'front').reduce((x, u) => x + hp(u), 0);
  const z2 = kind === 'land' ? live.filter((u) => u.zone === 'rear').reduce((x, u) => x + hp(u), 0) : t.ships.reduce((x, s) => x + hpOf(s) - s.damage, 0);
  return [Math.max(0, t.fort), z1, z2];
}

const MEMO = new Map<string, [number, number, number]>();

/** Best assignment by brute force over how many of each kind go where: [fort, z1, z2] (remembered per case). */
function assign(room: [number, number, number], x: Hits, pref: 1 | 2, strict: boolean): [number, number, number] {
  const key = `${room.join()}|${x.blue},${x.red},${x.any},${x.dbl}|${pref}${strict ? 's' : ''}`;
  let m = MEMO.get(key);
  if (!m) {
    if (MEMO.size > 500_000) MEMO.clear();
    MEMO.set(key, (m = search(room, x, pref, strict)));
  }
  return m;
}

function search(room: [number, number, number], x: Hits, pref: 1 | 2, strict: boolean): [number, number, number] {
  const [h, c1, c2] = room;
  const T = x.blue + x.red + x.any + 2 * x.dbl;
  if (T <= h) return [T, 0, 0];
  let best: [number, number, number] = [h, 0, 0];
  let score = -1;
  for (let ab = 0; ab <= Math.min(x.blue, h); ab++)
    for (let ar = 0; ar <= Math.min(x.red, h - ab); ar++)
      for (let af = 0; af <= Math.min(x.any, h - ab - ar); af++)
        for (let n0 = 0; n0 <= x.dbl && ab + ar + af + 2 * n0 <= h; n0++)
          for (let sp = 0; sp <= 1 && n0 + sp <= x.dbl; sp++) {
            if (ab + ar + af + 2 * n0 + sp !== h) continue; // the Fort is finished exactly, then the rest may hit units
            const leftover = sp && !strict ? 1 : 0;
            for (let e1 = 0; e1 <= leftover; e1++)
              for (let a1 = 0; a1 <= x.any - af; a1++)
                for (let n1 = 0; n1 <= x.dbl - n0 - sp; n1++) {
                  const n2 = x.dbl - n0 - sp - n1;
                  const z1 = Math.min(c1, 2 * n1 + (x.blue - ab) + a1 + e1);
                  const z2 = Math.min(c2, 2 * n2 + (x.red - ar) + (x.any - af - a1) + (leftover - e1));
                  const s = (h + z1 + z2) * 1000 + (pref === 1 ? z1 : z2);
                  if (s > score) {
                    score = s;
                    best = [h, z1, z2];
                  }
                }
          }
  return best;
}

function blockHits(room: [number, number, number], x: Hits, bars: number, pref: 1 | 2, strict: boolean): Hits {
  let cur = { ...x };
  for (let b = 0; b < bars; b++) {
    const opts: Hits[] = [];
    if (cur.dbl > 0) opts.push({ ...cur, dbl: cur.dbl - 1, any: cur.any + 1 });
    if (cur.any > 0) opts.push({ ...cur, any: cur.any - 1 });
    if (cur.blue > 0) opts.push({ ...cur, blue: cur.blue - 1 });
    if (cur.red > 0) opts.push({ ...cur, red: cur.red - 1 });
    if (opts.length === 0) break;
    let pick = opts[0] as Hits;
    let worst = Infinity;
    for (const o of opts) {
      const [f, z1, z2] = assign(room, o, pref, strict);
      const s = (f + z1 + z2) * 1000 + z1;
      if (s < worst) {
        worst = s;
        pick = o;
      }
    }
    cur = pick;
  }
  return cur;
}

/** One Hit at a time down the hierarchy of one zone. */
function hitUnits(units: Unit[], n: number): void {
  for (let i = 0; i < n; i++) {
    const live = units.filter((u) => !u.gone && u.pending < (u.type === 'full-infantry' ? 2 : 1));
    if (live.length === 0) return;
    const damaged = live.find((u) => u.pending > 0);
    const target = damaged ?? live.sort((a, b) => RANK[a.type]! - RANK[b.type]! || Number(a.elite) - Number(b.elite))[0]!;
    target.pending++;
  }
}

function resolveDamage(a: Army): void {
  const born: Unit[] = [];
  for (const u of a.units) {
    if (u.pending === 0) continue;
    if (u.type === 'full-infantry' && u.pending === 1) {
      u.gone = true;
      born.push({ type: 'half-infantry', elite: u.elite, zone: u.zone, pending: 0, gone: false });
    } else u.gone = true;
    u.pending = 0;
  }
  a.units.push(...born);
}

function ableToRoll(a: Army): boolean {
  return a.fort > 0 || a.units.some((u) => !u.gone) || a.ships.some((s) => !ooa(s));
}

function armyOf(s: BattleSetup['attacker']): Army {
  return {
    units: s.units.map((u) => ({ type: u.type, elite: u.elite, zone: u.zone, pending: 0, gone: false })),
    ships: s.ships.map((x) => ({ type: x.type, elite: x.elite, damage: x.damage, cargo: [...x.cargo] })),
    fort: s.fortification ? Math.max(0, FORT[s.fortification.tier]! - s.fortification.damage) : -1,
    fortTier: s.fortification?.tier ?? null,
    medals: [...s.medals],
  };
}

/** Casualty points a side has lost so far (for the enemy): units and pennants, sunk Ships, stripped pennants. */
function lost(start: Army, now: Army): number {
  const value = (a: Army) => a.units.filter((u) => !u.gone).reduce((x, u) => x + VALUE[u.type]! + (u.elite ? 5 : 0), 0);
  let pts = value(start) - value(now);
  now.ships.forEach((s, i) => {
    const s0 = start.ships[i]!;
    const stripped = (sh: ShipS) => (sh.elite && ooa(sh) ? 5 : 0);
    const sunk = (sh: ShipS) => (sh.damage >= hpOf(sh) ? VALUE[sh.type]! + sh.cargo.reduce((x, c) => x + VALUE[c]!, 0) : 0);
    pts += stripped(s) + sunk(s) - stripped(s0) - sunk(s0);
  });
  return pts;
}

export interface SimTally {
  runs: number;
  attackerVictory: number;
  defenderVictory: number;
  mutualDefeat: number;
  contested: number;
  capture: number;
  points: Record<Side, number[]>;
  pennant: Record<Side, number>;
}

export function simulate(setup: BattleSetup, faces: DiceFaces, policy: BattlePolicy, runs: number, rng: Rng): SimTally {
  const kind = setup.kind;
  const strict = setup.rules.doubleBlastAfterFort === 'lost-unless-fort';
  const t: SimTally = { runs, attackerVictory: 0, defenderVictory: 0, mutualDefeat: 0, contested: 0, capture: 0, points: { attacker: [], defender: [] }, pennant: { attacker: 0, defender: 0 } };
  const bf = [faces.black.double, faces.black.blast, faces.black.bar, faces.black.blank];
  const wf = [faces.white.red, faces.white.blue, faces.white.bar, faces.white.blank];
  for (let run = 0; run < runs; run++) {
    const army: Record<Side, Army> = { attacker: armyOf(setup.attacker), defender: armyOf(setup.defender) };
    const start: Record<Side, Army> = { attacker: armyOf(setup.attacker), defender: armyOf(setup.defender) };
    for (let round = 1; round <= 3; round++) {
      const hits = {} as Record<Side, Hits>;
      const bars = {} as Record<Side, number>;
      for (const s of ['attacker', 'defender'] as Side[]) {
        const dd = dice(kind, army[s], round);
        const agg = policy.stances[s][round - 1] === 'aggressive';
        const h: Hits = { blue: 0, red: 0, any: 0, dbl: 0 };
        let b = 0;
        for (let i = 0; i < dd.black; i++) {
          const f = face(rng, bf);
          if (f === 0) h.dbl++;
          else if (f === 1) h.any++;
          else if (f === 2) {
            if (agg) h.any++;
            else b++;
          }
        }
        for (let i = 0; i < dd.white; i++) {
          const f = face(rng, wf);
          if (f === 2 && !agg) b++;
          else if (f === 0) kind === 'port' ? h.blue++ : h.red++;
          else if (f === 1) h.blue++;
          else if (f === 2) kind === 'port' ? h.blue++ : h.any++;
        }
        hits[s] = h;
        bars[s] = b;
      }
      for (const s of ['attacker', 'defender'] as Side[]) {
        const e: Side = s === 'attacker' ? 'defender' : 'attacker';
        const pref: 1 | 2 = kind === 'sea' ? 2 : policy.zones[s] === 'zone-2-first' ? 2 : 1;
        const room = rooms(kind, army[e]);
        const landed = assign(room, blockHits(room, hits[s], bars[e], pref, strict), pref, strict);
        const tgt = army[e];
        if (tgt.fort > 0) tgt.fort -= landed[0];
        if (kind === 'land') {
          hitUnits(tgt.units.filter((u) => u.zone === 'front'), landed[1]);
          hitUnits(tgt.units.filter((u) => u.zone === 'rear'), landed[2]);
        } else {
          hitUnits(tgt.units, landed[1]);
          let n = landed[2];
          for (const sh of tgt.ships) {
            while (n > 0 && sh.damage < hpOf(sh)) {
              sh.damage++;
              n--;
            }
          }
        }
      }
      resolveDamage(army.attacker);
      resolveDamage(army.defender);
      if (!ableToRoll(army.attacker) || !ableToRoll(army.defender) || round === 3) break;
      if (policy.stop === 'after-round-1' && round === 1) break;
      if (policy.stop === 'after-round-2' && round === 2) break;
      if (policy.stop === 'when-outgunned') {
        const da = dice(kind, army.attacker, round + 1);
        const dd = dice(kind, army.defender, round + 1);
        if (da.black + da.white < dd.black + dd.white) break;
      }
    }
    const okA = ableToRoll(army.attacker);
    const okD = ableToRoll(army.defender);
    const victor: Side | null = okA && !okD ? 'attacker' : okD && !okA ? 'defender' : null;
    if (okA && okD) t.contested++;
    else if (!okA && !okD) t.mutualDefeat++;
    else if (okA) t.attackerVictory++;
    else t.defenderVictory++;
    for (const s of ['attacker', 'defender'] as Side[]) {
      const e: Side = s === 'attacker' ? 'defender' : 'attacker';
      let pts = lost(start[e], army[e]);
      if (victor === s) {
        const canTake = army[s].ships.some((x) => !ooa(x)) || (kind !== 'land' && army[s].fort > 0);
        if (canTake) for (const sh of army[e].ships) if (ooa(sh) && sh.damage < hpOf(sh)) pts += VALUE[sh.type]! + sh.cargo.reduce((x, c) => x + VALUE[c]!, 0);
        if (army[e].fortTier) pts += 10 * FORT[army[e].fortTier]!; // Blue Morale Tokens for the capture
      }
      t.points[s].push(pts);
      const canHold = army[s].units.some((u) => !u.gone && !u.elite) || army[s].ships.some((x) => !x.elite && !ooa(x));
      if (pts >= 10 && canHold) t.pennant[s]++;
    }
    if (victor && army[victor === 'attacker' ? 'defender' : 'attacker'].fortTier) t.capture++;
  }
  return t;
}
