// Imperial Borders battles: the shared model. Forces, dice gathering with its breakdown, the Hit
// Hierarchy as an ordered "hit sequence" per Battle Zone, simultaneous damage and the Post-Battle
// outcome. Used by the step-by-step resolver and the exact odds alike. Cites name rulebook headings
// (Chapter 2 C. Gather Dice, ...) or the digest's readings (A17, A22, ...).

export const BATTLE_KINDS = ['land', 'sea', 'port'] as const;
export type BattleKind = (typeof BATTLE_KINDS)[number];
export const LAND_TYPES = ['half-infantry', 'full-infantry', 'cavalry', 'cannon'] as const;
export type LandType = (typeof LAND_TYPES)[number];
export const SHIP_TYPES = ['frigate', 'ship-of-the-line'] as const;
export type ShipType = (typeof SHIP_TYPES)[number];
export const TIERS = ['capital', 'major', 'minor'] as const;
export type Tier = (typeof TIERS)[number];
export const STANCES = ['aggressive', 'defensive'] as const;
export type Stance = (typeof STANCES)[number];
export const MEDALS = ['laetissima-natione', 'terra-aliena', 'maxime-patrias', 'dominus-exercitus', 'dominus-maris', 'ad-victoriam-imperialis'] as const;
export type Medal = (typeof MEDALS)[number];
export type SideName = 'attacker' | 'defender';
/** Land battle: front / rear. Port battle: every Land Unit is in the one Land Zone ("land"). */
export type LandZone = 'front' | 'rear' | 'land';

export const SIDES: readonly SideName[] = ['attacker', 'defender'];
export const other = (s: SideName): SideName => (s === 'attacker' ? 'defender' : 'attacker');

/** Hit Points of a Fort or Port by tier [Chapter 2 F: Fortifications]. */
export const FORT_HP: Record<Tier, number> = { capital: 4, major: 2, minor: 1 };
/** Hits to sink; a Frigate is Out-of-Action at 1, a Ship of the Line at 2 [Chapter 2 F: Ships]. */
export const SHIP_HP: Record<ShipType, number> = { frigate: 2, 'ship-of-the-line': 3 };
export const SHIP_OOA: Record<ShipType, number> = { frigate: 1, 'ship-of-the-line': 2 };
/** Casualty List [Chapter 3 C]. */
export const POINTS: Record<LandType | ShipType, number> = { 'half-infantry': 4, cavalry: 6, 'full-infantry': 8, cannon: 10, frigate: 10, 'ship-of-the-line': 15 };
export const PENNANT_POINTS = 5;
export const MORALE_POINTS = 10;
export const PENNANT_THRESHOLD = 10;
export const MAX_ROUNDS = 3;

export interface LandUnit {
  id: string;
  nation?: string;
  type: LandType;
  elite: boolean;
  zone: LandZone;
}
export interface Ship {
  id: string;
  nation?: string;
  type: ShipType;
  elite: boolean;
  /** Hits already taken (kept until repaired). */
  damage: number;
  /** Land Units carried: they never roll nor take Hits, and sink with the Ship. */
  cargo: LandType[];
}
export interface Fortification {
  tier: Tier;
  damage: number;
  nation?: string;
}
export interface BattleSide {
  nations: string[];
  units: LandUnit[];
  /** The Ship lineup, in order: the first takes Hits first. */
  ships: Ship[];
  fortification: Fortification | null;
  /** Medals held by the Nations on this side (DOMINUS EXERCITUS / MARIS double the Elite bonus). */
  medals: Medal[];
}
/** Faces of the group's dice: how many faces show each kind (digest A2: not in the rulebook). */
export interface DiceFaces {
  black: { double: number; blast: number; bar: number; blank: number };
  white: { red: number; blue: number; bar: number; blank: number };
}
/** The rule settings (rules.ts) the battle model reads. */
export interface BattleRules {
  /** digest A17 */
  doubleBlastAfterFort: 'either-zone' | 'lost-unless-fort';
  /** digest A15 */
  eliteUnitPennantValue: 'unit-plus-pennant' | 'unit-only';
  /** digest A14 */
  capturedShipsCasualties: 'counted' | 'not-counted';
}
export const DEFAULT_RULES: BattleRules = { doubleBlastAfterFort: 'either-zone', eliteUnitPennantValue: 'unit-plus-pennant', capturedShipsCasualties: 'counted' };

export interface BattleSetup {
  kind: BattleKind;
  attacker: BattleSide;
  defender: BattleSide;
  rules: BattleRules;
}

// ---------------------------------------------------------------------------------------------
// Counts: a side as numbers. A zone holds 8 slots in Hit Hierarchy order [Chapter 2 E: Hit Hierarchy]:
// Half Infantry (plain, Elite), Full Infantry (plain, Elite), Cavalry (plain, Elite), Cannon (plain, Elite).
// Elite units are hit last within their type; a type is wiped out before the next is hit.

export const SLOT_TYPES: readonly LandType[] = ['half-infantry', 'half-infantry', 'full-infantry', 'full-infantry', 'cavalry', 'cavalry', 'cannon', 'cannon'];
export const slotOf = (type: LandType, elite: boolean): number => LAND_TYPES.indexOf(type) * 2 + (elite ? 1 : 0);
export const SLOT_HP = [1, 1, 2, 2, 1, 1, 1, 1];

export interface SideCounts {
  /** Fortification HP left; -1 when the side has none. */
  fort: number;
  /** Zone 1: the Front (land battle) or the Land Zone (port battle). */
  z1: number[];
  /** Rear Zone (land battle only). */
  z2: number[];
  /** Damage of each Ship of the lineup (SHIP_HP = sunk). */
  ships: number[];
}

export function countsOf(side: BattleSide, kind: BattleKind): SideCounts {
  const z1 = new Array<number>(8).fill(0);
  const z2 = new Array<number>(8).fill(0);
  for (const u of side.units) {
    const slot = slotOf(u.type, u.elite);
    if (kind === 'land' && u.zone === 'rear') z2[slot]!++;
    else z1[slot]!++;
  }
  const f = side.fortification;
  return { fort: f ? Math.max(0, FORT_HP[f.tier] - f.damage) : -1, z1, z2, ships: side.ships.map((s) => s.damage) };
}

export const zoneHp = (z: readonly number[]): number => {
  let n = 0;
  for (let i = 0; i < 8; i++) n += (z[i] as number) * (SLOT_HP[i] as number);
  return n;
};
export const zoneUnits = (z: readonly number[]): number => z.reduce((a, b) => a + b, 0);
export const shipsHp = (ships: readonly Ship[], dmg: readonly number[]): number => ships.reduce((n, s, i) => n + SHIP_HP[s.type] - (dmg[i] as number), 0);
export const shipOoa = (s: Ship, damage: number): boolean => damage >= SHIP_OOA[s.type];
export const shipSunk = (s: Ship, damage: number): boolean => damage >= SHIP_HP[s.type];

/** n Hits on a zone, in hierarchy order; a Full Infantry given 1 Hit splits into a standing Half (keeping any pennant) and a defeated one [Chapter 2 F]. */
export function hitZone(z: readonly number[], n: number): number[] {
  const out = z.slice();
  for (let slot = 0; slot < 8 && n > 0; slot++) {
    while (n > 0 && (out[slot] as number) > 0) {
      out[slot]!--;
      if (slot === 2 || slot === 3) {
        if (n >= 2) n -= 2;
        else {
          n = 0;
          out[slot - 2]!++; // the standing Half keeps its Elite status
        }
      } else n--;
    }
  }
  return out;
}

export function hitLineup(ships: readonly Ship[], dmg: readonly number[], n: number): number[] {
  const out = dmg.slice();
  for (let i = 0; i < ships.length && n > 0; i++) {
    const room = SHIP_HP[(ships[i] as Ship).type] - (out[i] as number);
    const take = Math.min(room, n);
    out[i]! += take;
    n -= take;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Gather Dice [Chapter 2 C; Reference Chart; digest §4.4]

export interface DiceLine {
  what: 'fortification' | 'cannons' | 'ships' | 'infantry' | 'cavalry' | 'triads' | 'elite' | 'medal doubling';
  black: number;
  white: number;
  note: string;
}
export interface GatheredDice {
  black: number;
  white: number;
  breakdown: DiceLine[];
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function gatherDice(kind: BattleKind, side: BattleSide, c: SideCounts, round: number): GatheredDice {
  const assault = round >= 2; // the Opening Salvo rolls Black dice only
  const lines: DiceLine[] = [];
  const add = (what: DiceLine['what'], black: number, white: number, note: string) => {
    const w = assault ? white : 0;
    if (black > 0 || w > 0) lines.push({ what, black, white: w, note });
  };
  const both = (slot: number) => (c.z1[slot] as number) + (c.z2[slot] as number);
  if (c.fort > 0) add('fortification', c.fort, 0, `Fortification with ${plural(c.fort, 'Hit Point')} left`);
  const cannons = both(6) + both(7);
  add('cannons', cannons, 0, plural(cannons, 'Cannon'));
  let shipDice = 0;
  let eliteShips = 0;
  side.ships.forEach((s, i) => {
    const d = c.ships[i] as number;
    if (shipOoa(s, d)) return;
    shipDice += s.type === 'frigate' ? 1 : 2 - d;
    if (s.elite) eliteShips++;
  });
  add('ships', shipDice, 0, 'Ships not Out-of-Action (a damaged Ship of the Line rolls 1)');
  const half = both(0) + both(1);
  const full = both(2) + both(3);
  add('infantry', 0, half + 3 * full, `${plural(half, 'Half Infantry', 'Half Infantry')} ×1, ${plural(full, 'Full Infantry', 'Full Infantry')} ×3`);
  const cavFront = (c.z1[4] as number) + (c.z1[5] as number);
  const cavRear = (c.z2[4] as number) + (c.z2[5] as number);
  if (kind === 'land') add('cavalry', 0, 2 * cavFront + cavRear, `${cavFront} in the Front ×2, ${cavRear} in the Rear ×1`);
  else add('cavalry', 0, cavFront + cavRear, `${plural(cavFront + cavRear, 'Cavalry', 'Cavalry')} ×1 (Port battle)`);
  const triads = kind === 'land' ? Math.min(cavFront + cavRear, full, cannons) : 0;
  add('triads', triads, 2 * triads, `${plural(triads, 'Combined Arms Triad')} (+1 Black, +2 White each)`);
  const eliteWhite = both(1) + both(3) + both(5);
  const eliteCannon = both(7);
  const de = side.medals.includes('dominus-exercitus');
  const dm = side.medals.includes('dominus-maris');
  add('elite', eliteCannon + eliteShips, eliteWhite, 'Elite Pennants: +1 White per Elite Infantry or Cavalry, +1 Black per Elite Cannon or Ship');
  add(
    'medal doubling',
    (de ? eliteCannon : 0) + (dm ? eliteShips : 0),
    de ? eliteWhite : 0,
    [de ? 'DOMINUS EXERCITUS doubles the Elite Land bonus' : '', dm ? 'DOMINUS MARIS doubles the Elite Ship bonus' : ''].filter(Boolean).join('; '),
  );
  let black = 0;
  let white = 0;
  for (const l of lines) {
    black += l.black;
    white += l.white;
  }
  return { black, white, breakdown: lines };
}

// ---------------------------------------------------------------------------------------------
// Outcome [Chapter 2 G; Chapter 3 A-C]

/** A side is fully defeated when nothing left can contribute dice in any round (digest A22). */
export function canRoll(side: BattleSide, c: SideCounts): boolean {
  if (c.fort > 0) return true;
  if (zoneUnits(c.z1) + zoneUnits(c.z2) > 0) return true;
  return side.ships.some((s, i) => !shipOoa(s, c.ships[i] as number));
}

export type Outcome = 'attacker-victory' | 'defender-victory' | 'mutual-defeat' | 'contested';

export function outcomeOf(a: boolean, d: boolean): Outcome {
  if (a && d) return 'contested';
  if (!a && !d) return 'mutual-defeat';
  return a ? 'attacker-victory' : 'defender-victory';
}

/** The standing land value (units + pennants), so casualties = value before - value after. */
function landValue(z: readonly number[], rules: BattleRules): number {
  let v = 0;
  for (let slot = 0; slot < 8; slot++) {
    const elite = slot % 2 === 1 && rules.eliteUnitPennantValue === 'unit-plus-pennant' ? PENNANT_POINTS : 0;
    v += (z[slot] as number) * (POINTS[SLOT_TYPES[slot] as LandType] + elite);
  }
  return v;
}
const cargoPoints = (s: Ship) => s.cargo.reduce((n, t) => n + POINTS[t], 0);
/** Points the enemy has collected from one Ship at this damage: its stripped pennant, and hull and Cargo once sunk. */
function shipLoss(s: Ship, damage: number): number {
  let v = 0;
  if (s.elite && shipOoa(s, damage)) v += PENNANT_POINTS;
  if (shipSunk(s, damage)) v += POINTS[s.type] + cargoPoints(s);
  return v;
}

export interface SideResult {
  /** Enemy Casualties this side collected (units, pennants, sunk and captured Ships, Cargo, Blue Morale Tokens). */
  points: number;
  /** 10 points or more in this battle [Chapter 3 C]. */
  earned: boolean;
  /** Earned, and a surviving non-Elite Force of the side can take it (else the pennant is lost). */
  pennant: boolean;
  /** Enemy Out-of-Action Ships captured (lineup indices). */
  captured: number[];
}
export interface PostBattle {
  outcome: Outcome;
  /** The region changes hands: an invading Victor against a Fortification that took part [Chapter 3 B]. */
  capture: boolean;
  attacker: SideResult;
  defender: SideResult;
}

/** What one side's final state means for Chapter 3, whatever the other side did. */
export interface SideSummary {
  /** It can still roll dice. */
  able: boolean;
  /** As Victor it could capture Out-of-Action Ships: a Ship still in action, or a Port with 1 HP (A43). */
  canCapture: boolean;
  /** A surviving non-Elite Force could take a new Elite Pennant (not Fortifications, not Out-of-Action Ships). */
  recipient: boolean;
  /** Points the enemy collects from this side in any case: units (and pennants), stripped pennants, sunk Ships and Cargo. */
  lost: number;
  /** Extra points if an enemy Victor captures its Out-of-Action Ships (hull and Cargo, A14). */
  captureValue: number;
  /** Its Out-of-Action Ships still afloat (lineup indices): what a Victor may capture. */
  capturable: number[];
  /** Blue Morale Tokens for the enemy if it captures this side's Fortification: 10 per HP of full strength. */
  morale: number;
}

export function sideSummary(setup: BattleSetup, side: SideName, start: SideCounts, end: SideCounts): SideSummary {
  const me = setup[side];
  let lost = landValue(start.z1, setup.rules) + landValue(start.z2, setup.rules) - landValue(end.z1, setup.rules) - landValue(end.z2, setup.rules);
  let captureValue = 0;
  const capturable: number[] = [];
  me.ships.forEach((s, i) => {
    const d = end.ships[i] as number;
    lost += shipLoss(s, d) - shipLoss(s, start.ships[i] as number);
    if (shipOoa(s, d) && !shipSunk(s, d)) {
      capturable.push(i);
      // Cargo converted to Gold counts as Casualties whatever the Ship's own reading [Chapter 3 A: Lost/Captured Cargo].
      captureValue += (setup.rules.capturedShipsCasualties === 'counted' ? POINTS[s.type] : 0) + cargoPoints(s);
    }
  });
  const inAction = me.ships.some((s, i) => !shipOoa(s, end.ships[i] as number));
  return {
    able: canRoll(me, end),
    canCapture: inAction || (setup.kind !== 'land' && end.fort > 0),
    recipient: [0, 2, 4, 6].some((slot) => (end.z1[slot] as number) + (end.z2[slot] as number) > 0) || me.ships.some((s, i) => !s.elite && !shipOoa(s, end.ships[i] as number)),
    lost,
    captureValue,
    capturable,
    morale: me.fortification ? MORALE_POINTS * FORT_HP[me.fortification.tier] : 0,
  };
}

/** Chapter 3 from the two sides' summaries; `already` = points collected before (odds from a mid-battle position). */
export function postBattleOf(sum: Record<SideName, SideSummary>, hasFort: Record<SideName, boolean>, already: Record<SideName, number> = { attacker: 0, defender: 0 }): PostBattle {
  const outcome = outcomeOf(sum.attacker.able, sum.defender.able);
  const victor: SideName | null = outcome === 'attacker-victory' ? 'attacker' : outcome === 'defender-victory' ? 'defender' : null;
  const res = {} as Record<SideName, SideResult>;
  for (const side of SIDES) {
    const mine = sum[side];
    const enemy = sum[other(side)];
    let points = already[side] + enemy.lost;
    let captured: number[] = [];
    if (victor === side) {
      if (mine.canCapture) {
        captured = enemy.capturable;
        points += enemy.captureValue;
      }
      points += enemy.morale; // Blue Morale Tokens count towards the pennant (A23)
    }
    const earned = points >= PENNANT_THRESHOLD;
    res[side] = { points, earned, pennant: earned && mine.recipient, captured };
  }
  const capture = victor !== null && hasFort[other(victor)];
  return { outcome, capture, attacker: res.attacker, defender: res.defender };
}

/** Chapter 3 for a battle that ended with these counts (start = counts when it began). */
export function postBattle(setup: BattleSetup, start: Record<SideName, SideCounts>, end: Record<SideName, SideCounts>, already: Record<SideName, number> = { attacker: 0, defender: 0 }): PostBattle {
  return postBattleOf(
    { attacker: sideSummary(setup, 'attacker', start.attacker, end.attacker), defender: sideSummary(setup, 'defender', start.defender, end.defender) },
    { attacker: setup.attacker.fortification !== null, defender: setup.defender.fortification !== null },
    already,
  );
}
