// Napoleon's Imperium battle model: plain, JSON-serialisable types shared by the exact odds engine, the
// step-by-step resolver and the `adc odds` input. Rule references: §n = rulebook section; A-nn = the
// digest's §10 readings (rule settings in ../rules.ts).
import type { CellSource } from '../../../data/tables';
import type { NiNation } from '../tables';

export type Side = 'attacker' | 'defender';
export const SIDES: readonly Side[] = ['attacker', 'defender'];

/** Battle kinds. `chain` = a land attack continued into further territories [§5C]. */
export const BATTLE_KINDS = ['land', 'sea', 'invasion', 'avoid', 'chain'] as const;
export type BattleKind = (typeof BATTLE_KINDS)[number];

export const LAND_TYPES = ['infantry', 'cavalry', 'artillery', 'camels', 'riflemen'] as const;
export type LandType = (typeof LAND_TYPES)[number];
export const UNIT_TYPES = [...LAND_TYPES, 'fleet'] as const;
export type UnitType = (typeof UNIT_TYPES)[number];

export const WEATHERS = ['fine', 'stormy', 'rain', 'snow'] as const;
export type Weather = (typeof WEATHERS)[number];

export const NATIONS = ['fr', 'gb', 'ot', 'no', 'sp', 'pr', 'au', 'ru'] as const satisfies readonly NiNation[];

/** Default tie-break among units of equal value: the first listed dies first; artillery is kept longest [§8, digest TC-07]. */
export const TYPE_RANK: Record<UnitType, number> = { infantry: 0, cavalry: 1, camels: 2, riflemen: 3, artillery: 4, fleet: 5 };

// ---------------------------------------------------------------------------------------------------------
// Input (the `adc odds` JSON and the app's battle wizard)

/** Land units carried by EACH fleet of an invading fleet group [§20, §20C, §33]. */
export interface CargoInput {
  id?: string;
  name?: string;
  type: LandType;
  /** Units of this type aboard each fleet of the group. */
  count: number;
  /** Land attack value as the battle uses it (before the cap of 9); omitted = looked up from the nation. */
  hitValue?: number;
  nation?: NiNation;
  /** Declared to land in this invasion [§20C]; false = stays aboard (lost only if its fleet sinks). Default true. */
  lands?: boolean;
}

export interface UnitInput {
  /** Unique within the battle, e.g. "fr-inf". */
  id: string;
  name?: string;
  type: UnitType;
  count: number;
  /** Hit value as the battle uses it, BEFORE the cap of 9 (a die hits on a face <= value, 0 = 10). Omitted = looked up. */
  hitValue?: number;
  /** Whose unit (for look-ups, commanders, joint defence and combined fleets). Default: the side's nation. */
  nation?: NiNation;
  /** Joint defence: an allied unit in the owner's territory, killed before the owner's units [§6, §24]. */
  ally?: boolean;
  /** Combined fleet: a joined (non-host) fleet, sunk before the host's fleets [§22C, §36]. */
  joined?: boolean;
  /** Invading fleet: its pre-emptive strike value (one shot per fleet) [§21]. Omitted = looked up. */
  invasionValue?: number;
  /** Defending artillery: its return-fire value against invading fleets (Defence of Port) [§21]. Omitted = looked up. */
  portDefenceValue?: number;
  /** Invading fleet: land units aboard each fleet of this group. */
  cargo?: CargoInput[];
  /** Avoid only: the value this unit would use if the fleets fought with normal roles instead (attack for the avoider, defence for the enemy). */
  fightValue?: number;
  /** Chain: territories this unit may attack into in the Attack Phase [§5C]. Omitted = looked up from its nation. */
  movement?: number;
}

export interface CommanderInput {
  id: string;
  side: Side;
  rank: 'major' | 'minor';
  nation?: NiNation;
  /** The one unit type it boosts in this battle [§13B]; null = not assigned. "fleet" in an invasion = Admiral of the Seas [§20]. */
  assignedTo?: UnitType | null;
}

export interface StolenInput {
  /** The thief: its spy is home with the ability [§42M–N]. */
  nation: NiNation;
  /** A row key of the "special-abilities" table, e.g. "pr:cavalry-attack". */
  ability: string;
}

export interface TerritoryInput {
  name?: string;
  /** Income value (for the economy-line consequence). */
  value?: number;
  capital?: boolean;
  /** Original owner at the start of the game, or "neutral" (orange). */
  originalOwner?: NiNation | 'neutral';
  /** Who holds it now (default: the defender's nation, or neutral when there are no defenders). */
  holder?: NiNation | 'neutral';
}

export interface ChainStepInput {
  /** Defenders of the next territory. */
  defender: UnitInput[];
  defenderNation?: NiNation;
  /** Attacking units left to hold the territory just won (default: one unit, the first in casualty order) [§5C]. */
  leave?: Array<{ id: string; count: number }>;
  /** New hit values (before the cap) for attacking units in this battle, e.g. after a commander switches type [§13C]. */
  hitValues?: Record<string, number>;
  territory?: TerritoryInput;
}

export interface CasualtyOrderInput {
  /** Unit ids (or cargo ids) that take casualties first, in this order; unlisted units follow the default. */
  attacker?: string[];
  defender?: string[];
  defenderFleets?: string[];
}

export interface ImperiumBattleRules {
  /** §21, A15: fleets fire at their Invasion value and artillery at Defence of Port, or at Fleet Attack / Artillery Defence. */
  invasionFireValues: 'invasion-table' | 'attack-defence';
  /** A17(a): nobody lands because every laden fleet was sunk. */
  invasionAllLadenSunk: 'repulsed' | 'no-battle';
  /** A17(c): the pre-emptive strike kills every defender and return fire sinks every laden fleet. */
  invasionBothWiped: 'draw' | 'repulsed';
  /** A38. */
  stolenAbilityInRain: 'better-of' | 'fine-only' | 'always';
  /** A20. */
  jointDefenceCards: 'owner' | 'each-nation';
  /** A21. */
  combinedFleetPrize: 'host' | 'each-nation';
  /** A23. */
  seaDraw: 'commanders-home' | 'commanders-lost';
  /** A12. */
  captureDiceBands: 'lower-band' | 'upper-band';
  captureDiceAbove20: 'continue' | 'cap-4';
  /** A28 (only the commander part matters here). */
  avoidRolls: 'continue-no-bonus' | 'stop-no-bonus' | 'continue-commander';
}

export const DEFAULT_RULES: ImperiumBattleRules = {
  invasionFireValues: 'invasion-table',
  invasionAllLadenSunk: 'repulsed',
  invasionBothWiped: 'draw',
  stolenAbilityInRain: 'better-of',
  jointDefenceCards: 'owner',
  combinedFleetPrize: 'host',
  seaDraw: 'commanders-home',
  captureDiceBands: 'lower-band',
  captureDiceAbove20: 'continue',
  avoidRolls: 'continue-no-bonus',
};

export interface QueryInput {
  /** Smallest count of this unit group (attacker or defender) that reaches `target` probability of winning. */
  unitsNeeded?: { id: string; target: number; max?: number };
  /** Exact odds of every commander assignment for this side ("both": every pair). Needs looked-up values. */
  bestCommanders?: Side | 'both';
}

/** The `adc odds` input for Napoleon's Imperium (also what the app's battle wizard builds). */
export interface ImperiumOddsInput {
  game: 'napoleons-imperium';
  kind: BattleKind;
  weather?: Weather;
  /** Default nation of the attacker's units (its host nation in a combined fleet). */
  attackerNation?: NiNation;
  /** Default nation of the defender's units: the territory's owner, or the host of a combined fleet. */
  defenderNation?: NiNation;
  /** land/chain: attacking land units; sea: attacking fleets; invasion: invading fleets with cargo; avoid: the avoiding fleets. */
  attacker: UnitInput[];
  /** land/chain/invasion: defending land units; sea: defending fleets; avoid: the enemy fleets that sight them. */
  defender: UnitInput[];
  /** invasion: enemy fleets in the port's sea zone, fought first (no avoid) [§17 Exception 1, §20]. */
  defenderFleets?: UnitInput[];
  /** The target is a neutral territory [§25]: empty = no dice, the attacker forfeits one unit (needs two). */
  neutral?: boolean;
  /** avoid: the avoiding fleet's Fleet Avoid Rate (omitted = looked up from its nation) [§17B]. */
  avoidRate?: number;
  /** chain: the further attacks after the first battle [§5C]. */
  steps?: ChainStepInput[];
  commanders?: CommanderInput[];
  stolen?: StolenInput[];
  territory?: TerritoryInput;
  policy?: { casualtyOrder?: CasualtyOrderInput };
  rules?: Partial<ImperiumBattleRules>;
  query?: QueryInput;
}

// ---------------------------------------------------------------------------------------------------------
// Validated setup (what the engine and the resolver work from). Plain JSON.

/** Where a value came from: a data-pack cell, or the input. */
export interface ValueUse {
  /** Input field it is used for, e.g. "attacker[0].hitValue". */
  field: string;
  value: number;
  src: CellSource;
  table?: string;
  key?: string;
  column?: string;
  cite?: string;
  note?: string;
}

export interface Provenance {
  /** The weakest source of any value used: what the result may claim ("group" = entered by the players). */
  source: CellSource;
  values: ValueUse[];
}

export interface Cargo {
  id: string;
  name: string;
  type: LandType;
  nation: NiNation | null;
  perFleet: number;
  /** Value used in battle (0-9, after the cap). */
  value: number;
  /** Value before the cap. */
  entered: number;
  lands: boolean;
}

export interface UnitGroup {
  id: string;
  name: string;
  type: UnitType;
  nation: NiNation | null;
  count: number;
  /** Value used in battle (0-9, after the cap of 9 [§9]). */
  value: number;
  /** Value before the cap. */
  entered: number;
  ally: boolean;
  joined: boolean;
  /** Invading fleets: pre-emptive strike value (capped). */
  invasionValue: number | null;
  /** Defending artillery in an invasion: return-fire value (capped). */
  portDefenceValue: number | null;
  /** Invading fleets: cargo per fleet. */
  cargo: Cargo[];
  /** Avoid: the value for a normal-roles fight instead (capped), when known. */
  fightValue: number | null;
  /** Chain: territories it may attack into, commander included [§5C, §13C]; null = not known (not checked). */
  movement?: number | null;
  /** Position in the input list (last tie-break). */
  index: number;
}

export interface Commander {
  id: string;
  side: Side;
  rank: 'major' | 'minor';
  nation: NiNation | null;
  assignedTo: UnitType | null;
}

export interface Territory {
  name: string;
  value: number | null;
  capital: boolean;
  originalOwner: NiNation | 'neutral' | null;
  holder: NiNation | 'neutral' | null;
}

export interface ChainStep {
  /** Attacking groups whose movement ends in the territory just won: they stay there [§5C "if your unit movement allows"]. */
  spent?: string[];
  defender: UnitGroup[];
  defenderNation: NiNation | null;
  leave: Array<{ id: string; count: number }> | null;
  hitValues: Record<string, number>;
  territory: Territory | null;
}

export interface ImperiumSetup {
  game: 'napoleons-imperium';
  kind: BattleKind;
  weather: Weather;
  attackerNation: NiNation | null;
  defenderNation: NiNation | null;
  attacker: UnitGroup[];
  defender: UnitGroup[];
  defenderFleets: UnitGroup[];
  neutral: boolean;
  /** avoid: rate after the cap (0-9). */
  avoidRate: number | null;
  steps: ChainStep[];
  commanders: Commander[];
  territory: Territory | null;
  /**
   * Casualty order per side as group ids, first dies first (each group's units go together). For an
   * invasion, `attacker` orders the fleets and `landed` the cargo groups once ashore.
   */
  casualtyOrder: { attacker: string[]; defender: string[]; defenderFleets: string[]; landed: string[] };
  /** The player's own casualty order as entered (ids listed first die first), kept for chain steps. */
  customOrder: { attacker: string[]; defender: string[]; defenderFleets: string[] };
  rules: ImperiumBattleRules;
  /** Capture rates of the host nations (sea prize), when known. */
  captureRate: { attacker: number | null; defender: number | null };
  provenance: Provenance;
  warnings: string[];
}

/** Hit probability of a (capped) value: a d10 hits on a face <= value, 0 counting as 10 [§5]. */
export function hitProbability(value: number): number {
  return Math.max(0, Math.min(9, value)) / 10;
}

/** The cap of 9 [§9]: whatever the bonuses, a 10 (face 0) always misses. */
export function capValue(v: number): number {
  return Math.max(0, Math.min(9, v));
}

export function isLand(t: UnitType): t is LandType {
  return t !== 'fleet';
}

/** "hits on 1-6", "never hits". */
export function describeValue(v: number): string {
  if (v <= 0) return 'never hits';
  if (v === 1) return 'hits on 1';
  return `hits on 1-${v}`;
}
