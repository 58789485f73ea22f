// The conquest and peace wizard's saved state (§13), the alliance credit (§11.3.3.4) and the Winter
// trade sheet (§12.3.3). Kept apart from state.ts so that file only names it (no import cycle); powers
// and minors are plain ids here.

export interface PickedClause {
  /** A row of the "Peace clauses" table (province, war-indemnities, ...). */
  clause: string;
  /** Who chose it: a victor or the vanquished (§13.3.2.5). */
  by: string;
  /** The victor it benefits. */
  to: string;
  /** The province or minor, or a note. */
  detail: string;
  counts: number;
  /**
   * A province clause's adjacency (§13.3.2.5): checked on the Province adjacency table, or confirmed by hand
   * at the table (table empty or silent, or reached by naval movement). Absent: chosen before the check existed.
   */
  adjacency?: 'table' | 'confirmed';
  /**
   * 'war-start': the adjacency table check was against the victor's territory as the war began (the war's
   * WarTerritory). Absent: logged before that was kept; checked against the territory as it is now, as then.
   */
  territory?: 'war-start';
  /**
   * A province holding the vanquished's capital or a criteria city may be chosen only if there is no other
   * possible choice (§13.3.2.5): checked on the Provinces and adjacency tables, or confirmed by hand at the
   * table. Absent: chosen before the check existed (not checked).
   */
  otherChoice?: 'table' | 'confirmed';
  /**
   * Whether the province holds a criteria city of the vanquished that no Provinces row has as its capital (the
   * tables cannot tell where it is): 'table' checks on the tables only (refused while they cannot tell), 'none'
   * and 'holds' are the group's answer at the table ('holds': the "no other possible choice" check follows).
   * Absent: chosen before the question existed (criteria cities found by their province's capital only).
   */
  criteriaCity?: 'table' | 'none' | 'holds';
  /**
   * 'asked': the other possible choices were checked for such unplaced criteria cities too (one that may hold one
   * is not offered as a sure alternative; the group confirms). Absent: logged before, folded as then.
   */
  otherCities?: 'asked';
}

/**
 * What a war's start leaves behind for its peace clauses (§13.3.2.5: "adjacent to the victor's territory at the
 * time when the conflict began"): the provinces and minors that had changed hands at earlier peaces and the
 * minors conquered, as they stood when the war was declared. With the Provinces table's original countries
 * (which never change) they give each side's territory then, so a row the group enters later still counts.
 */
export interface WarTerritory {
  /** The absolute turn the war began. */
  turn: number;
  /** PeaceState.owners then. */
  owners: Record<string, string>;
  /** Minors conquered then (part of the conqueror's empire, §13.1.2), with their conqueror. */
  conquered: Record<string, string>;
}

export interface War {
  a: string;
  b: string;
  /** Absent for wars begun before it was kept: the peace wizard reads the territory as it is now, and says so. */
  territory?: WarTerritory;
}

export interface Treaty {
  vanquished: string;
  /** In reverse diplomacy order (they choose in that order, §13.3.2.5). */
  victors: string[];
  /** sued: the criteria were met (4 clauses, 8 after fighting on); voluntary: a proposal accepted (§13.3.1.3). */
  kind: 'sued' | 'voluntary';
  foughtOn: boolean;
  clauses: number;
  picked: PickedClause[];
}

export interface PeaceState {
  /** Criteria cities occupied by supplied enemy units (or their fortress reactivated by the enemy), by power (§13.3.1.1). */
  held: Record<string, string[]>;
  /** §13.3.1.2: capital enemy-controlled and every army demoralised or destroyed at the end of the turn. */
  alternative: Record<string, boolean>;
  /** The turn a power refused to sue (§13.3.1.4): it may do so once. */
  refused: Record<string, number>;
  treaty: Treaty | null;
  /** War indemnities owed, paid at the next Winter budget (§12.3.5). */
  indemnities: Array<{ payer: string; payee: string; since: string }>;
  /** Provinces and annexed minors that changed hands (key: the Provinces table's row or the minor). */
  owners: Record<string, string>;
  /** Countries under the Continental Blockade by treaty (§12.3.3.1). */
  blockade: string[];
  /** Mandatory alliances that take effect when the mandatory peace ends (§13.3.2.5); turns: that peace's length (absent in older saves). */
  alliances: Array<{ power: string; with: string; turns?: number }>;
  /**
   * Mandatory alliances in effect in a multi-player game (§13.3.2.5): the two may not declare war on each
   * other while it holds. turnsLeft: null = no set end (rule setting mandatoryAllianceLength). Absent in older saves.
   */
  bound?: MandatoryAlliance[];
  /** Two-player: majors put into an allied box by the Mandatory Alliance clause (§11.3.3.3, A-50); absent in older saves. */
  alliedByClause?: string[];
  /** Military aid lent for the mandatory peace (§13.3.2.5). */
  aid: Array<{ from: string; to: string; since: string }>;
  /** The turn each minor was conquered (reinstatement from the next turn, §13.1.3). */
  conqueredAt: Record<string, number>;
  /** Peace proposals refused per war ("a|b"), for the alliance credit's +2 cap (§13.3.1.3). */
  proposalsRefused: Record<string, number>;
}

export interface MandatoryAlliance {
  power: string;
  with: string;
  /** The absolute turn it took effect. */
  since: number;
  turnsLeft: number | null;
}

export interface CreditState {
  /** Alliance credit of each major in a block (optional rule, §11.3.3.4). */
  value: Record<string, number>;
  /** The turn it joined (officials are paid only in later Winters) and the last Winter officials were paid. */
  joined: Record<string, number>;
  officials: Record<string, number>;
  /** Powers whose credit reached 0: they must sign peace at the end of this turn. */
  spent: Record<string, number>;
  history: Array<{ power: string; change: number; why: string; when: string }>;
}

export interface TradeState {
  /** The Winter (absolute turn) this sheet belongs to. */
  turn: number;
  /** £ the surviving corsairs took from Great Britain's trade, by sea area (corsairs table). */
  robbed: Record<string, number>;
  collected: boolean;
  /** Powers whose provinces were collected this Winter. */
  provinces: string[];
  /** Each corsair hunted this Winter (§12.3.2.2): detected, sunk or surviving, and what a survivor took. */
  corsairs?: Corsair[];
}

export interface Corsair {
  id: number;
  area: string;
  /** Its value (0 or less), a penalty to detection. */
  value: number;
  /** The admirals' maneuver values of the British and allied fleets in the area, one per fleet counter. */
  fleets: number[];
  /** undetected or survived: it rolls on the corsairs table; sunk: lost; robbed: its take is counted. */
  status: 'undetected' | 'detected' | 'sunk' | 'survived' | 'robbed';
  take: number | null;
}

export const emptyPeace = (): PeaceState => ({ held: {}, alternative: {}, refused: {}, treaty: null, indemnities: [], owners: {}, blockade: [], alliances: [], aid: [], conqueredAt: {}, proposalsRefused: {} });
export const emptyCredit = (): CreditState => ({ value: {}, joined: {}, officials: {}, spent: {}, history: [] });
