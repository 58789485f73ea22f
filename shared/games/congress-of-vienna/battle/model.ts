// Congress of Vienna battle model: the validated battle as the engine sees it, and the dice. One battle is
// two independent totals, modifiers + 2d6 (or the better of two 2d6), each read on its own colour of the
// Battle DRM Track as the losses inflicted on the enemy, 0-5 [13.4.1-13.4.4; digest §4.7].
import type { DataPack } from '../../../data/tables';

/** The Fronts A-F, the War of 1812 Box (G) and OHR 15.2's Denmark/Norway Box (DK, fought after Front B). */
export const FRONTS = ['A', 'B', 'DK', 'C', 'D', 'E', 'F', 'G'] as const;
export type Front = (typeof FRONTS)[number];
export const SIDES = ['french', 'allied'] as const;
export type Side = (typeof SIDES)[number];
export const other = (s: Side): Side => (s === 'french' ? 'allied' : 'french');
/** A side and its verb as a sentence says them: capitalised when it starts one; France takes the singular, the Allies the plural. */
export function sideSays(side: Side, verb: string, start = true): string {
  const who = side === 'french' ? 'France' : start ? 'The Allies' : 'the Allies';
  const v = side === 'allied' ? verb : verb === 'have' ? 'has' : verb === 'do' ? 'does' : `${verb}s`;
  return `${who} ${v}`;
}

/** Nationality codes of pieces [2.1, 4.2]; SW (Sweden) is the app's code, the Rulebook gives none. */
export const UNIT_NATIONS = ['FR', 'US', 'RU', 'PR', 'SW', 'AU', 'BR', 'SP', 'PT'] as const;
export type UnitNation = (typeof UNIT_NATIONS)[number];
/** Nationality codes printed on map spaces; NONE = no code. */
export const SPACE_NATIONS = ['FR', 'RU', 'AU', 'BR', 'PR', 'SP', 'PT', 'NONE'] as const;
export type SpaceNation = (typeof SPACE_NATIONS)[number];
export const ALLIED_HOMELANDS: readonly SpaceNation[] = ['RU', 'AU', 'BR', 'PR', 'SP', 'PT'];
export const ALLIED_POWERS = ['RU', 'BR', 'AU'] as const;
export type AlliedPower = (typeof ALLIED_POWERS)[number];
export type Power = 'FR' | AlliedPower;

export interface Space {
  id: string;
  nation: SpaceNation;
  mountain: boolean;
  minorCountry: boolean;
}

export interface CardUse {
  id: string;
  /** Display name (the pack's, else the id). */
  name: string;
  /** 'own': added to its side's total; 'enemy': added (negative) to the other side's total [13.4.3]. */
  mode: 'own' | 'enemy';
  value: number;
  killable: boolean;
  /** Grants the choice between two 2d6 (Wellington, Berthier) [13.3, 13.4.2 example]. */
  bestOfTwo: boolean;
  /** Napoleon, Kutuzov, Blücher: +1 VP when the opposing Army withdraws [13.4.2]. */
  withdrawalVp: boolean;
  napoleon: boolean;
}

export interface SideSetup {
  army: string | null;
  /** Allied: the army's Power; France: FR. */
  owner: Power;
  milOp: boolean;
  units: Partial<Record<UnitNation, number>>;
  fleets: number;
  support: number;
  space: Space | null;
  cards: CardUse[];
  withdraw: boolean;
  bestOfTwo: boolean;
  situation: number;
}

export interface AlliedExtras {
  generalissimo: 'none' | 'RU' | 'AU';
  bohemiaAndSilesia: boolean;
  /** The Generalissimo Issue has been activated at least once (read under generalissimoPenalty 'after-first-activation'). */
  generalissimoActivated: boolean;
  amphibious: boolean;
  meddlingTsar: boolean;
  /** OHR 15.3: the British Army of Scheldt fighting with the Northern Army for Holland (its fleets count). */
  scheldt: ScheldtSetup | null;
  /** Front A without a Generalissimo, a separate attack by one Power with its own Military Operation: the other
   *  Army's units in the shared space (it does not attack and suffers no loss) [13.6.2]; null otherwise. */
  separate: { units: number; support: number } | null;
}

export interface ScheldtSetup {
  units: number;
  fleets: number;
  support: number;
  /** A British Military Operation in the Scheldt Landing space: the landing (with the Northern Army's) [15.3]. */
  milOp: boolean;
  /** The landing itself (the Allies attack the Army of the Elbe in Holland from the Scheldt), not a defence of Holland. */
  landing: boolean;
}

/** A colour's row of the Battle DRM Track as [lowest total, losses inflicted], ascending. */
export type LossRow = Array<[number, number]>;
/** The group's track: entered as pairs in the input, or the data pack's rows (a loss, or null = not filled in). */
export type LossTrack =
  | { source: 'input'; french: LossRow; allied: LossRow }
  | { source: 'pack'; french: Map<number, number | null>; allied: Map<number, number | null> };

/** Losses a side's final total inflicts, or null when the pack lacks that space. Beyond the pack's ends: the end value. */
export function trackLookup(t: LossTrack, side: 'french' | 'allied', total: number): number | null {
  if (t.source === 'input') return lossesFor(t[side], total);
  const m = t[side];
  const keys = [...m.keys()];
  if (keys.length === 0) return null;
  const lo = Math.min(...keys);
  const hi = Math.max(...keys);
  return m.get(Math.min(hi, Math.max(lo, total))) ?? null;
}

export interface CovBattleRules {
  cardDecisionOrder: 'allied-homeland-space' | 'french-attacker-only';
  lossesBeyondUnits: 'track-values' | 'capped';
  withdrawalResult: 'no-winner' | 'other-side-wins';
  napoleonMajorBattle: 'both-sides' | 'france-only';
  /** Front A's −3 without a Generalissimo: always, or only once the Generalissimo Issue has been activated (digest 10). */
  generalissimoPenalty: 'always' | 'after-first-activation';
  /** The landing in Holland: may France pick British fleets among the Coalition losses (13.4.4), or units only (15.3)? */
  hollandFleetLosses: 'units-and-fleets' | 'units-only';
  /** Front A separate attack: the attacking Army's units alone, or both Armies' for the DRM and the Major Battle (digest 10.14). */
  frontASeparateAttack: 'attacking-army' | 'both-armies';
}
export const DEFAULT_BATTLE_RULES: CovBattleRules = {
  cardDecisionOrder: 'allied-homeland-space',
  lossesBeyondUnits: 'track-values',
  withdrawalResult: 'no-winner',
  napoleonMajorBattle: 'both-sides',
  generalissimoPenalty: 'always',
  hollandFleetLosses: 'units-and-fleets',
  frontASeparateAttack: 'attacking-army',
};

/** OHR 15.5's Tactical Battle Matrix [15.5]. */
export const CHITS = 7;
export type TacticalResult = 'normal' | 'no-major' | 'no-battle';
export interface TacticalCell {
  french: number;
  allied: number;
  result: TacticalResult;
}
export interface CommanderTactic {
  /** The card's name as the pack or the input gives it (e.g. "Napoleon"). */
  card: string;
  /** The preferred chit, as a name or 1-7 (on the side that plays the card). */
  chit: string | number | null;
  drm: number;
  reselect: boolean;
}
export interface TacticsSetup {
  chits: Record<Side, string[]>;
  /** [French chit][Allied chit], 0-based; null where the group has not entered the cell. */
  matrix: Array<Array<TacticalCell | null>>;
  commanders: CommanderTactic[];
  /** The chits picked (0-based), when known. */
  chosen: { french: number | null; allied: number | null };
  /** A reselection was demanded: the first pair is disregarded, no second demand [15.5c]. */
  reselected: boolean;
}

export interface BattleSetup {
  front: Front;
  /** The Denmark/Norway Box's control before the battle (OHR 15.2; France's until Russia seizes it). */
  boxControl: 'FR' | 'allied';
  /** OHR 15.5 in use: the chits, the matrix, the commanders' preferences and the chits picked; null when not in use. */
  tactics: TacticsSetup | null;
  french: SideSetup;
  allied: SideSetup & AlliedExtras;
  lossTrack: LossTrack;
  rules: CovBattleRules;
  /** The data pack the setup was read with (spaces' VP, start spaces). */
  pack: DataPack;
  warnings: string[];
}

export interface DrmLine {
  code: string;
  label: string;
  value: number;
}

/** Weights of a side's dice: index = dice total (2-12), weights over `den` (36, or 1296 for best of two). */
export interface DiceDist {
  weights: number[];
  den: number;
}

/** 2d6: weight of each total over 36. */
export function twoD6(): DiceDist {
  const weights = new Array<number>(13).fill(0);
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) weights[a + b]! += 1;
  return { weights, den: 36 };
}

/** The better of two 2d6 rolls: P(max = k) = F(k)^2 - F(k-1)^2, over 1296. */
export function bestOfTwo2d6(): DiceDist {
  const one = twoD6().weights;
  const cum: number[] = [];
  let c = 0;
  for (let k = 0; k <= 12; k++) {
    c += one[k]!;
    cum.push(c);
  }
  const weights = cum.map((f, k) => f * f - (k > 0 ? cum[k - 1]! ** 2 : 0));
  return { weights, den: 1296 };
}

export function unitCount(u: Partial<Record<UnitNation, number>>): number {
  return Object.values(u).reduce((s, n) => s + (n ?? 0), 0);
}

/** Losses inflicted for a final total: the last pair whose lowest total is <= total; below the first pair, 0. */
export function lossesFor(row: LossRow, total: number): number {
  let v = 0;
  for (const [min, loss] of row) {
    if (total >= min) v = loss;
    else break;
  }
  return v;
}
