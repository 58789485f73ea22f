// An independent Monte Carlo of one Congress of Vienna battle, written from the Rulebook (13.4.1-13.4.6)
// without any of the engine's code: it reads the same JSON input, adds up the modifiers itself, throws
// seeded dice and reads the track. Used only by the tests to check the exact engine.
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';

export interface SimSpace { id: string; nation?: string; mountain?: boolean; minorCountry?: boolean }
export interface SimSide {
  army?: string; owner?: string; milOp?: boolean; units: Record<string, number>; fleets?: number; support?: number;
  space?: SimSpace; cards?: Array<{ id: string; own?: number; enemy?: number }>; withdraw?: boolean; bestOfTwo?: boolean; situation?: number;
  generalissimo?: string; bohemiaAndSilesia?: boolean; amphibious?: boolean; meddlingTsar?: boolean;
  /** OHR 15.3: the British Army of Scheldt with the Northern Army (Allied side only); `milOp`: the landing itself. */
  scheldt?: { units: number; fleets?: number; support?: number; milOp?: boolean };
  /** Front A without a Generalissimo: one Power attacks alone; the other Army's units share the space [13.6.2]. */
  separateAttack?: { otherArmyUnits: number; otherArmySupport?: number };
}
export interface SimCell { french: number; allied: number; result: 'normal' | 'no-major' | 'no-battle' }
/** OHR 15.5: chits picked 1-7, the matrix [French][Allied], commanders' preferred chits (1-7 on their card's side). */
export interface SimTactics { french: number; allied: number; matrix: SimCell[][]; commanders?: Array<{ card: string; chit: number; drm: number }> }
/** The group's readings: frontASeparateAttack ("both-armies": the other Army's units count for the DRM and the
 *  Major Battle), hollandFleetLosses ("units-only": the Army of Scheldt's fleets are never lost). */
export interface SimBattle { front: string; french: SimSide; allied: SimSide; lossTrack: { french: number[][]; allied: number[][] }; tactics?: SimTactics; rules?: Record<string, string> }

/** 13.6.2 read as "both Armies": the units of the Army that does not attack, added to the attacker's count. */
const otherArmy = (b: SimBattle) => (b.front === 'A' && b.allied.separateAttack && b.rules?.['frontASeparateAttack'] === 'both-armies' ? b.allied.separateAttack.otherArmyUnits : 0);
/** ... and its Military Support marker, +3 (one per Army sharing the space [13.6.2, 13.4.1b]). */
const otherSupport = (b: SimBattle) => (b.front === 'A' && b.allied.separateAttack && b.rules?.['frontASeparateAttack'] === 'both-armies' ? 3 * (b.allied.separateAttack.otherArmySupport ?? 0) : 0);

export interface SimTally {
  n: number;
  frenchWins: number;
  alliedWins: number;
  draw: number;
  lostFrench: number[];
  lostAllied: number[];
  major: number;
  cancel: number;
  /** Battles in which the French / the Allied Army's space changed hands (no mountain cancel taken). */
  frenchSpaceTaken: number;
  alliedSpaceTaken: number;
  /** OHR 15.3: landings that succeed (an Allied victory or the French Army withdraws). */
  landings: number;
  before: { french: number; allied: number };
}

const count = (u: Record<string, number>) => Object.values(u).reduce((a, b) => a + b, 0);

/** The modifiers before the dice, from 13.4.1-13.4.3 as written. */
export function simModifiers(b: SimBattle): { french: number; allied: number } {
  const f = b.french;
  const a = b.allied;
  const g = b.front === 'G';
  // Battle spaces: the defender's; both when both attack.
  const spaces: Array<{ sp: SimSpace; def: 'f' | 'a' }> = [];
  if (!g) {
    if (f.milOp) spaces.push({ sp: a.space!, def: 'a' });
    if (a.milOp) spaces.push({ sp: f.space!, def: 'f' });
  }
  let F = count(f.units) + (g ? f.fleets ?? 0 : 0) + 3 * (f.support ?? 0) + (f.situation ?? 0);
  let A = count(a.units) + (g || a.amphibious ? a.fleets ?? 0 : 0) + 3 * (a.support ?? 0) + (a.situation ?? 0);
  // 15.3: the Army of Scheldt's units and fleets are added together with the Northern Army's, its Military Support
  // marker too; the landing still suffers the amphibious -3.
  const sc = a.scheldt;
  if (sc) A += sc.units + (sc.fleets ?? 0) + 3 * (sc.support ?? 0) - (sc.milOp ? 3 : 0);
  A += otherArmy(b) + otherSupport(b);
  if (b.front === 'A') {
    if (a.generalissimo && a.generalissimo.toLowerCase() !== 'none') A += 3;
    else if (a.bohemiaAndSilesia) A -= 3;
  }
  const nat = (s: SimSpace) => (s.nation ?? 'NONE').toUpperCase();
  if (!g && spaces.some(({ sp }) => !sp.minorCountry && nat(sp) === 'FR')) F += 3;
  if (!g) {
    const home = spaces.some(({ sp }) => {
      const n = nat(sp);
      if (sp.minorCountry || !['RU', 'AU', 'BR', 'PR', 'SP', 'PT'].includes(n)) return false;
      if (a.owner === 'BR' && (n === 'SP' || n === 'PT')) return false;
      const mine = a.units[n] ?? 0;
      return mine > 0 && Object.entries(a.units).every(([k, v]) => k === n || v <= mine);
    });
    if (home) A += 3;
  }
  if (a.amphibious) A -= 3;
  if (f.milOp && spaces.some(({ sp, def }) => def === 'a' && sp.mountain)) F -= 3;
  if (a.milOp && spaces.some(({ sp, def }) => def === 'f' && sp.mountain)) A -= 3;
  if (a.owner === 'BR' && spaces.some(({ sp }) => nat(sp) === 'SP' || nat(sp) === 'PT')) A += 3;
  if (a.meddlingTsar && (a.units.RU ?? 0) > 0) A -= 2;
  if (f.withdraw || a.withdraw) {
    F -= 6;
    A -= 6;
  }
  for (const c of f.cards ?? []) c.own !== undefined ? (F += c.own) : (A += c.enemy!);
  for (const c of a.cards ?? []) c.own !== undefined ? (A += c.own) : (F += c.enemy!);
  const cell = tacticalCell(b);
  if (cell) {
    F += cell.french;
    A += cell.allied;
    // A commander whose card this side used, on its preferred chit, adds its DRM [15.5b].
    for (const c of b.tactics!.commanders ?? []) {
      if ((f.cards ?? []).some((k) => k.id === c.card) && c.chit === b.tactics!.french) F += c.drm;
      if ((a.cards ?? []).some((k) => k.id === c.card) && c.chit === b.tactics!.allied) A += c.drm;
    }
  }
  return { french: F, allied: A };
}

/** The matrix cell in play: none with a Withdrawal or in the War of 1812 / Denmark-Norway Boxes [15.5]. */
function tacticalCell(b: SimBattle): SimCell | null {
  if (!b.tactics || b.front === 'G' || b.front === 'DK' || b.french.withdraw || b.allied.withdraw) return null;
  return b.tactics.matrix[b.tactics.french - 1]![b.tactics.allied - 1]!;
}

function read(track: number[][], total: number): number {
  let v = 0;
  for (const [min, loss] of track) if (total >= min!) v = loss!;
  return v;
}

const BEST_OF_TWO = new Set(['wellington', 'berthier']);

/** n seeded battles. Assumes no Army in its Front Start Space, in Paris or next to it (the tests' battles). */
export function simulate(b: SimBattle, n: number, rng: RandomGenerator): SimTally {
  const mods = simModifiers(b);
  const two = (s: SimSide) => s.bestOfTwo || (s.cards ?? []).some((c) => BEST_OF_TWO.has(c.id));
  const unitsF = count(b.french.units) + (b.front === 'G' ? b.french.fleets ?? 0 : 0);
  const sc = b.allied.scheldt;
  // The pieces that can be lost: the Army of Scheldt's units and fleets fight (and fall) with the Northern Army [15.3].
  // France picking "Coalition unit(s)" only in the landing (15.3's words): the Scheldt fleets are never lost.
  const scFleetsLost = sc && !(sc.milOp && b.rules?.['hollandFleetLosses'] === 'units-only') ? sc.fleets ?? 0 : 0;
  const unitsA = count(b.allied.units) + (b.front === 'G' || b.allied.amphibious ? b.allied.fleets ?? 0 : 0) + (sc ? sc.units + scFleetsLost : 0);
  // Units alone (no fleets): Major Battle size and the mountain cancel's "a unit left".
  const soldiersA = count(b.allied.units) + (sc?.units ?? 0);
  const t: SimTally = { n, frenchWins: 0, alliedWins: 0, draw: 0, lostFrench: new Array(unitsF + 1).fill(0), lostAllied: new Array(unitsA + 1).fill(0), major: 0, cancel: 0, frenchSpaceTaken: 0, alliedSpaceTaken: 0, landings: 0, before: mods };
  const d6 = () => uniformInt(rng, 1, 6);
  const roll = (best: boolean) => {
    const r1 = d6() + d6();
    if (!best) return r1;
    const r2 = d6() + d6();
    return r1 > r2 ? r1 : r2;
  };
  const withdrew = b.french.withdraw ? 'f' : b.allied.withdraw ? 'a' : null;
  const cell = tacticalCell(b);
  const majorSize = b.front !== 'G' && !withdrew && count(b.french.units) >= 4 && soldiersA + otherArmy(b) >= 4 && cell?.result !== 'no-major';
  for (let k = 0; k < n; k++) {
    if (cell?.result === 'no-battle') {
      // The battle does not occur: no casualties, no VP, nobody moves [15.5].
      t.lostFrench[0]!++;
      t.lostAllied[0]!++;
      t.draw++;
      continue;
    }
    const byF = read(b.lossTrack.french, mods.french + roll(two(b.french)));
    const byA = read(b.lossTrack.allied, mods.allied + roll(two(b.allied)));
    const lf = Math.min(byA, unitsF);
    const la = Math.min(byF, unitsA);
    t.lostFrench[lf]!++;
    t.lostAllied[la]!++;
    let win: 'f' | 'a' | null = byF > byA ? 'f' : byA > byF ? 'a' : null;
    if (win && win === withdrew) win = null;
    if (win === 'f') t.frenchWins++;
    else if (win === 'a') t.alliedWins++;
    else t.draw++;
    if (win && majorSize) t.major++;
    if (sc?.milOp && (win === 'a' || withdrew === 'f')) t.landings++;
    if (b.front !== 'G') {
      // A Withdrawal moves the withdrawing Army back when the other side has a Mil-Op; else a winner with a Mil-Op drives the loser back.
      if (withdrew) {
        if ((withdrew === 'f' ? b.allied : b.french).milOp) withdrew === 'f' ? t.frenchSpaceTaken++ : t.alliedSpaceTaken++;
      } else if (win === 'f' && b.french.milOp) t.alliedSpaceTaken++;
      else if (win === 'a' && b.allied.milOp) t.frenchSpaceTaken++;
    }
    if (win && !withdrew && b.front !== 'G') {
      const loser = win === 'f' ? b.allied : b.french;
      const winner = win === 'f' ? b.french : b.allied;
      const lost = win === 'f' ? la : lf;
      const soldiers = win === 'f' ? soldiersA : count(loser.units);
      if (winner.milOp && loser.space?.mountain && Math.abs(byF - byA) === 1 && soldiers - lost - 1 >= 1) t.cancel++;
    }
  }
  return t;
}
