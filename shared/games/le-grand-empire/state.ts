// Le Grand Empire's campaign state: the clock (year and season), the initiative pool, the £ / Pr / VP
// ledgers, diplomacy and wars, the battle in progress and the registries. Plain JSON, folded by the
// actions in actions/. Values the rulebook lacks come from the campaign's data pack (state.data).
import type { DataPack } from '../../data/tables';
import { cellValue, packAccess } from '../../data/access';
import type { BaseState } from '../../engine/types';
import type { LandBattleState } from './battle/land-resolver';
import type { LandSetup } from './battle/land-odds';
import type { NavalBattleState } from './battle/naval-resolver';
import type { NavalSetup } from './battle/naval';
import type { SiegeSetup, SiegeState } from './battle/siege';
import type { EventsState } from './events';
import type { StackFleet, StacksState } from './stacks';
import type { RegistriesState } from './registry-types';
import type { CreditState, PeaceState, TradeState, War } from './peace-state';
import type { Modifier } from './procedures';
import { LE_GRAND_EMPIRE_DATA } from './tables';

/** The seven major powers in the diplomacy order (§11). */
export const POWERS = ['spain', 'turkey', 'prussia', 'austria', 'russia', 'france', 'great-britain'] as const;
export type Power = (typeof POWERS)[number];
export const POWER_NAMES: Record<Power, string> = {
  spain: 'Spain',
  turkey: 'Turkey',
  prussia: 'Prussia',
  austria: 'Austria',
  russia: 'Russia',
  france: 'France',
  'great-britain': 'Great Britain',
};
export const POWER_COLOURS: Record<Power, string> = {
  spain: '#c9a227',
  turkey: '#2f7d4a',
  prussia: '#3b3b3b',
  austria: '#e8e2c8',
  russia: '#2e6b3a',
  france: '#2747a0',
  'great-britain': '#b0232a',
};
export const isPower = (x: string): x is Power => (POWERS as readonly string[]).includes(x);

export const SEASONS = ['spring', 'summer', 'autumn', 'winter'] as const;
export type Season = (typeof SEASONS)[number];
export const SEASON_NAMES: Record<Season, string> = { spring: 'Spring', summer: 'Summer', autumn: 'Autumn', winter: 'Winter' };

export type Block = 'empire' | 'coalition';
export const BLOCK_NAMES: Record<Block, string> = { empire: 'Empire', coalition: 'Coalition' };
/** Who pays for a block's Naval 2 marker (§3.1). */
export const BLOCK_PAYER: Record<Block, Power> = { empire: 'france', coalition: 'great-britain' };

export interface LedgerLine {
  /** "1805 · Winter". */
  when: string;
  power: Power;
  currency: '£' | 'Pr' | 'VP';
  amount: number;
  balance: number;
  reason: string;
}

export interface InitiativeState {
  /** Markers in the cup (WQ included while it is in). */
  pool: string[];
  naval2: Record<Block, boolean>;
  /** Winter Quarters draws still to be ignored this turn (Spring 2, Autumn 1, Winter 0). */
  wqIgnoresLeft: number;
  /** WQ drawn as the first marker: set aside until the next activation marker (§3.2). */
  wqSetAside: boolean;
  activationDrawn: boolean;
  /** The side of the last land marker played (§5.1.3). */
  lastLandSide: Block | null;
  drawn: Array<{ marker: string; note: string; how: 'drawn' | 'chosen' | 'entered' }>;
  ended: boolean;
  built: boolean;
}

export interface ProcedureRecord {
  name: string;
  title: string;
  when: string;
  modifiers: Modifier[];
  probability: number;
  faces: number[];
  /** The result in words ("Success: 2D6 8 + 2 = 10 ≥ 10"). */
  result: string;
  success: boolean | null;
}

export type MajorStatus = 'neutral' | 'influenced-france' | 'influenced-great-britain' | 'allied-france' | 'allied-great-britain' | 'player';
export type MinorStatus = 'neutral' | 'influenced' | 'temporary-ally' | 'allied' | 'conquered' | 'surrendered';

export interface Peace {
  a: string;
  b: string;
  /** Turns of mandatory peace left (counting starts with the turn after the peace, A-42). */
  turnsLeft: number;
  rolled: number[] | null;
}

export interface NavalBattle {
  kind: 'naval';
  where: string;
  attacker: Power;
  defender: Power;
  setup: NavalSetup;
  state: NavalBattleState;
}
export interface LandBattle {
  kind: 'land';
  attacker: Power;
  defender: Power;
  where: string;
  /** The forces as entered (the `adc odds` land input without game, kind and pack): the exact odds are computed from it. */
  input: Record<string, unknown>;
  setup: LandSetup;
  state: LandBattleState;
}
export interface SiegeBattle {
  kind: 'siege';
  attacker: Power;
  defender: Power;
  /** The fortress's name. */
  where: string;
  input: Record<string, unknown>;
  setup: SiegeSetup;
  state: SiegeState;
}
export type Battle = NavalBattle | LandBattle | SiegeBattle;

/** A fortress the campaign has besieged (§9, Gloss.): destroyed permanent points, owner, status. */
export interface FortressRecord {
  level: number;
  destroyed: number;
  owner: Power | null;
  /** besieged; empty = captured, "Forteresse vide" until a CP is assigned; reactivated by its captor. */
  status: 'besieged' | 'empty' | 'reactivated' | 'active';
}

export interface BattleRecord {
  when: string;
  kind: 'naval' | 'land' | 'siege';
  where: string;
  attacker: Power;
  defender: Power;
  winner: Power | 'draw' | null;
  summary: string;
  /**
   * The revealed stacks (§1.3) the battle loaded whose survivors were not written back before it closed: each
   * stack's counters at the end (units, fleets) and its leaders' fates, written back once from the record
   * (written: true then). Absent in older saves and when there was nothing to write.
   */
  stacks?: StackWrite[];
}

export interface StackWrite {
  id: string;
  units: Array<{ id: string; steps: number; artillery: number }>;
  fleets: StackFleet[];
  fates: Record<string, string>;
  written: boolean;
}

export interface PowerBudget {
  savingsDone: boolean;
  /** £ and Pr collected this budget phase (self-produced: the base of the gift caps, §12.3.4). */
  incomePounds: number;
  incomePr: number;
  maintenanceDone: boolean;
  unpaid: string[];
  giftsGiven: number;
  giftsReceived: number;
  produced: string[];
  done: boolean;
  /** The savings cap applied (absent: with the savings step, as older saves did; false: it waits until after the income, A-28). */
  capDone?: boolean;
  /** Pr spent on production and on cavalry this budget phase (the cavalry quarter read per phase, A-29). */
  prSpent?: number;
  cavalryPr?: number;
  /** Fleet points paid at each dockyard this budget phase (§12.4.2). */
  dockyards?: Record<string, number>;
  /** Combat points added to each army this budget phase (§12.4.2). */
  armyCp?: Record<string, number>;
  /** New counters built this budget phase, by production unit (not yet on the map: the counter limit, §12.4.2). */
  counters?: Record<string, number>;
}

/** A fleet point paid at a dockyard, arriving at a later reinforcement phase (§12.4.2, §12.5.1, A-32). */
export interface FleetOrder {
  power: Power;
  dockyard: string;
  points: number;
  paidTurn: number;
  arrivesTurn: number;
}

export interface Scenario {
  startYear: number;
  startSeason: Season;
  endYear: number;
  endSeason: Season;
  twoPlayer: boolean;
  /** Chooses the first initiative marker of the scenario (§3.2). */
  firstPlayer: Power;
}

export interface LgeState extends BaseState {
  scenario: Scenario;
  treasury: Record<Power, number>;
  pr: Record<Power, number>;
  /** Pr from released prisoners: exempt from the Autumn loss (§12.1.1). */
  prReleased: Record<Power, number>;
  vp: Record<Power, number>;
  ledger: LedgerLine[];
  initiative: InitiativeState;
  /** The power whose turn it is in the diplomacy order (index into POWERS) at the steps played in that order. */
  orderIndex: number;
  majors: Record<Power, MajorStatus>;
  minors: Record<string, { status: MinorStatus; by: Power | null }>;
  wars: War[];
  peaces: Peace[];
  procedures: ProcedureRecord[];
  battle: Battle | null;
  battles: BattleRecord[];
  /** Prisoner points by holder, then by nation of origin (§8.4). */
  prisoners: Record<string, Record<string, number>>;
  demoralised: Array<{ force: string; power: Power; marker: 'T+1' | 'T' }>;
  budget: Partial<Record<Power, PowerBudget>>;
  /** French conscript classes called early (§12.2) and the Winter of the last call. */
  conscripts: { calls: number; lastCallTurn: number | null };
  /** Pr spent on cavalry in the budget year that began at turn `since` (§12.4.2, A-29); absent in older campaigns. */
  cavalryYear?: Partial<Record<Power, { since: number; pr: number }>>;
  /** Fleet points on order (§12.4.2, A-32); absent in older campaigns. */
  fleetOrders?: FleetOrder[];
  /** Fortresses besieged in the campaign, by name (absent in campaigns begun before sieges were kept). */
  fortresses?: Record<string, FortressRecord>;
  /** Event pool, hands and played events (§11.1); absent in campaigns begun before events were kept. */
  events?: EventsState;
  /** Leaders, attrition rolls and the special-rules trackers (registries.ts); absent in campaigns begun before them. */
  registries?: RegistriesState;
  /** Conquest and peace (§13), alliance credit (§11.3.3.4), the Winter trade sheet (§12.3.3); absent in older campaigns. */
  peace?: PeaceState;
  credit?: CreditState;
  trade?: TradeState;
  /** Stacks recorded sealed under the optional visibility rule (§1.3); absent in older campaigns. */
  stacks?: StacksState;
}

export const zeroes = (): Record<Power, number> => Object.fromEntries(POWERS.map((p) => [p, 0])) as Record<Power, number>;

// ---- The clock ---------------------------------------------------------------------------------------

export function seasonOrder(s: Pick<LgeState, 'rules'>): readonly Season[] {
  return s.rules?.seasonOrder === 'winter-first' ? ['winter', 'spring', 'summer', 'autumn'] : SEASONS;
}

/** Year and season of an absolute turn (1 = the scenario's first). */
export function clockOf(s: Pick<LgeState, 'scenario' | 'rules'>, turn: number): { year: number; season: Season } {
  const order = seasonOrder(s);
  const start = order.indexOf(s.scenario.startSeason);
  const k = start + turn - 1;
  return { year: s.scenario.startYear + Math.floor(k / 4), season: order[k % 4]! };
}
export const clock = (s: LgeState) => clockOf(s, s.position.turn);
/** "Winter 1805": the season and year of a turn (the current one by default). */
export const whenLabel = (s: Pick<LgeState, 'scenario' | 'rules' | 'position'>, turn = s.position.turn): string => {
  const c = clockOf(s, turn);
  return `${SEASON_NAMES[c.season]} ${c.year}`;
};
/** The absolute turn of a year and season. */
export function turnOf(s: Pick<LgeState, 'scenario' | 'rules'>, year: number, season: Season): number {
  const order = seasonOrder(s);
  return (year - s.scenario.startYear) * 4 + order.indexOf(season) - order.indexOf(s.scenario.startSeason) + 1;
}
export const isLastTurn = (s: LgeState) => s.position.turn >= turnOf(s, s.scenario.endYear, s.scenario.endSeason);

// ---- Data access -------------------------------------------------------------------------------------

/** packOf, tableTitle, need and needNumber (a value play needs: MissingDataError naming the table) are the shared ones. */
export const { packOf, tableTitle, need, needNumber } = packAccess(LE_GRAND_EMPIRE_DATA);
export { cellValue };

/** The savings cap of a power (§12.1.2): null = no limit. */
export function savingsCap(p: DataPack, power: Power): number | null {
  const v = cellValue(p, 'powers', power, 'savings');
  if (v === 'unlimited') return null;
  if (v === 'none') return 0;
  return 25;
}

/** Anvers (optional §15.3) as the fortress registry records it: true when French and not besieged, false when not, null when not recorded. */
export function anversHeld(s: LgeState): boolean | null {
  const f = Object.entries(s.fortresses ?? {}).find(([k]) => k.trim().toLowerCase() === 'anvers')?.[1];
  if (!f) return null;
  return f.owner === 'france' && f.status !== 'besieged' && f.status !== 'empty';
}
export function anversWords(s: LgeState): string {
  const f = Object.entries(s.fortresses ?? {}).find(([k]) => k.trim().toLowerCase() === 'anvers')?.[1];
  if (!f) return 'Anvers is not in the fortress registry';
  return f.owner !== 'france' ? `Anvers is held by ${f.owner ? POWER_NAMES[f.owner] : 'no power'}` : f.status === 'besieged' ? 'Anvers is besieged' : f.status === 'empty' ? 'Anvers is an empty fortress' : 'France holds Anvers, not besieged';
}

// ---- Relations ---------------------------------------------------------------------------------------

const pairIs = (x: { a: string; b: string }, a: string, b: string) => (x.a === a && x.b === b) || (x.a === b && x.b === a);
export const atWar = (s: LgeState, a: string, b: string) => s.wars.some((w) => pairIs(w, a, b));
export const peaceBetween = (s: LgeState, a: string, b: string) => s.peaces.find((p) => pairIs(p, a, b));
export const nameOf = (id: string) => (isPower(id) ? POWER_NAMES[id] : id);
