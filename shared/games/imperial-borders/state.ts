// Imperial Borders' campaign state (digest §3): per-Nation Treasury, escrow, Prestige and control counts, the
// round's casualty ledger, the Medals Chart, turn order and bids, the Congress of Vienna, the battle being
// fought and every Gold movement. Plain JSON; the actions fold it purely.
import type { BaseState, CampaignHeader } from '../../engine/types';
import { MissingDataError, type DataPack } from '../../data/tables';
import { cellValue, packAccess } from '../../data/access';
import type { BattleSetup, IbBattleState, LandType, Medal, Outcome, RolledFaces, ShipType, SideName, Stance, Tier } from './battle';
import type { MedalColumns } from './phases';
import { IMPERIAL_BORDERS_DATA } from './tables';
import { NATION_IDS, NATION_NAMES, isNation, nationName, type NationId } from './nations';

export { NATION_IDS, NATION_NAMES, isNation, nationName, type NationId };

/** Nation Card colours [Components: Nation Cards], as screen colours. */
export const NATION_COLOURS: Record<NationId, string> = {
  france: '#2f5da8', austria: '#d9d4c7', prussia: '#7b7f86', 'great-britain': '#b3282d', russia: '#2e7d4a', spain: '#c9a46a',
};

/** The control registry of one Nation: counts, as the rulebook has no map list (digest §9.5). */
export interface Control {
  /** Capital Territories held, own and captured. */
  capitals: number;
  /** Major Homeland Territories held, own and captured. */
  majors: number;
  /** Annexed (Minor) Territories held. */
  annexed: number;
  /** Ports of any tier held (no Gold, no Medal Points). */
  ports: number;
  /** Elite Land Units and Elite Ships owned (Medal columns 4 and 5). */
  eliteLand: number;
  eliteShips: number;
  /** Ships on the map (Great Britain's Colonies need one). */
  ships: number;
  /** Land Units on the map, Cargo included (starting Forces, purchases, free units; battle losses). */
  landUnits?: number;
}

export interface NationState extends Control {
  /** In play (not Neutral). Neutrals take no turns, do not bid, vote or score (digest A47). */
  inPlay: boolean;
  gold: number;
  /** Income held in the Territories while the Nation lacks its Original Capital [Phase 1]. */
  escrow: number;
  prestige: number;
  /** Controls its own Original Capital: it may collect and spend Gold, buy, and win. */
  ownCapital: boolean;
  /** Medals held until the next Phase 6 [Phase 6 Step C]. */
  medals: Medal[];
  /** Team name (a player with several Nations is always a team). */
  team: string;
}

export interface GoldEntry {
  round: number;
  nation: NationId;
  delta: number;
  why: string;
}

export interface CasualtyEntry {
  round: number;
  nation: NationId;
  points: number;
  what: string;
}

export interface BidRecord {
  round: number;
  bids: Partial<Record<NationId, number>>;
  /** Bidders in the order they pick a slot (highest first, equal bids in a random draw). */
  pickOrder: NationId[];
  /** Zero bidders, in the random order they fill the remaining slots. */
  zeroBidders: NationId[];
  /** Slots chosen so far (1-based). */
  choices: Partial<Record<NationId, number>>;
}

export interface ParadeRecord {
  round: number;
  chart: Partial<Record<NationId, MedalColumns>>;
  prestige: Partial<Record<NationId, number>>;
  medals: Partial<Record<Medal, NationId | null>>;
  gold: Partial<Record<NationId, number>>;
  aviGift: NationId | null;
}

export interface CongressRecord {
  round: number;
  votes: Partial<Record<NationId, 'peace' | 'war'>>;
  extraPeace: number;
  peace: boolean;
}

export interface AnnexRecord {
  round: number;
  territory: string;
  rollers: { nation: NationId; dice: number; blasts: number; with?: NationId[] }[];
  winner: NationId | null;
  port: boolean;
  /** Sweden or Portugal under the optional rule (2 Blasts in one attempt). */
  special?: boolean;
  /** A lone die's Blast on Sweden or Portugal: this Nation rolls the follow-up die next. */
  followUp?: NationId | null;
}

/** A Revolt Token (optional rule): the controller's income from the Territory accumulates in it. */
export interface RevoltRecord {
  round: number;
  territory: string;
  controller: NationId;
  /** The Territory's tier: Annexed, or a captured Major or Capital Homeland Territory. */
  tier: 'annexed' | 'major' | 'capital';
  gold: number;
}

export interface IbFight {
  round: number;
  march: number;
  where: string;
  /** Nations on each side; the first is the side's Commander. */
  nations: Record<SideName, NationId[]>;
  /** The controller of the Fortification, if any (who loses the region on capture). */
  fortNation: NationId | null;
  /** The Fortification is this Nation's Original Capital (its capture moves that Treasury). */
  capitalOf: NationId | null;
  state: IbBattleState;
  lastLog: string[];
  recorded: boolean;
  /** The stances chosen for Battle Round 1, before the first die (the review's odds before the battle). */
  openingStances?: Partial<Record<SideName, Stance>>;
  /** The Nation whose Call to Arms gave the defender a free Full Infantry (optional rule). */
  callToArms?: NationId | null;
  /** The region's Fortification abstained (with the Active Nation's permission): no capture in this battle. */
  fortAbstained?: { nation: NationId; tier: Tier };
  /** How sides were chosen [Chapter 1 B]: in secret, full abstentions, partial participation. */
  sides?: { secret: boolean; abstain: NationId[]; partial: NationId[] };
  /** Port battles: the connected Territory, where surviving Land Units return [Port Battles]. */
  interior?: string;
  /** The Arrow Tag each Force of the Active side carried into the battle, by id (none: untagged): its Red Arrow joins it. */
  arrows?: Record<string, 'blue'>;
}

/** What a region is [Game Map]: a Capital, Major Homeland, Annexed or Independent Territory, or a Port. */
export const REGION_KINDS = ['capital', 'major', 'annexed', 'independent', 'port'] as const;
export type RegionKind = (typeof REGION_KINDS)[number];

/**
 * One region of the group's own list (optional: the rulebook prints no map list, digest §9.5), added as it comes
 * up. Its Revolt Token is the one in `revolts` of the same name (one copy); battles fought there keep its
 * Damage Tokens and control.
 */
export interface RegionRecord {
  name: string;
  /** null: no Nation's (an Independent Territory or Port). */
  controller: NationId | null;
  kind: RegionKind;
  /** The Fort or Port's tier, or null where there is none. */
  fort: Tier | null;
  /** Damage Tokens on it (removed in Phase 7 where no opposing Forces remain). */
  damage: number;
  /** Gold held here while its controller lacks its Original Capital [Phase 1: Lost Capital]. */
  escrow: number;
}

/** What a battle left damaged, for the Phase 7 repair reminders. */
export interface BattleDamage {
  forts: { nation: string | null; tier: Tier; damage: number }[];
  ships: { id: string; nation: string | null; damage: number; outOfAction: boolean }[];
}

export interface BattleRecord {
  round: number;
  where: string;
  kind: string;
  nations: Record<SideName, NationId[]>;
  outcome: Outcome;
  capture: boolean;
  points: Record<SideName, number>;
  lines: string[];
  damage?: BattleDamage;
  /** The battle as set up, and the stances of its first round: the review's exact odds before the first die. */
  setup?: BattleSetup;
  openingStances?: Partial<Record<SideName, Stance>>;
}

/**
 * An Arrow Tag Set [Arrow Tags]: a Nation's Forces in one region sharing the same tags this round. Placed by
 * the orders checked in Phase 4 and by the battles; all removed after the last Active Nation (Step E).
 */
export interface ArrowTagSet {
  round: number;
  region: string;
  nation: NationId;
  count: number;
  colours: ('blue' | 'red' | 'white')[];
  /** The Forces, when known ("1 Cavalry", "2 Half Infantry (unloaded Cargo)"). */
  what: string;
  /** Why they carry it (the order or the battle). */
  why: string;
  /** The Forces by type, when known (orders and battles know them; absent in older saves): the battle set-up reads each unit's Arrow from them. */
  types?: ForceCounts;
  /** Land Units aboard Ships as Cargo: their tags never apply to the Ships, nor the Ships' to them [Arrow Tags]. */
  cargo?: boolean;
  /**
   * Cargo only: the Ships carrying it, by type (the Ships' order or the Cargo Management that loaded it), so a
   * set goes down with its Ship [Chapter 3 A: Lost/Captured Cargo]. Absent in saves made before it was recorded.
   */
  carriers?: ForceCounts;
}

/** Forces counted by type. */
export type ForceCounts = Partial<Record<LandType | ShipType, number>>;

/** One side of a trade [Optional: Trading Tangibles]: up to 3 Chests of Gold, 1 Port, 1 Territory (no Capital) or 1 Mobile Force. */
export type TradeItem =
  | { kind: 'gold'; gold: number }
  | { kind: 'port'; name: string }
  | { kind: 'territory'; name: string; tier: 'major' | 'annexed' }
  | { kind: 'force'; force: LandType | ShipType; elite: boolean };

/** A trade made on `from`'s Active turn (its 1 trade of the round). */
export interface TradeRecord {
  round: number;
  from: NationId;
  to: NationId;
  give: TradeItem | null;
  get: TradeItem | null;
}

export interface FinalRow {
  nation: NationId;
  columns: [number, number, number, number];
  prestige: number;
  gold: number;
  score: number;
  eligible: boolean;
}

export interface IbState extends BaseState {
  round: number;
  /** Fixed by the Congress of Vienna (6..9), or null while open. */
  lastRound: number | null;
  nations: Record<NationId, NationState>;
  /** Nations in play, in turn order (set at set-up at random, then in Phase 3). Neutrals follow them. */
  turnOrder: NationId[];
  neutrals: NationId[];
  /** Index in turnOrder of the Active Nation in Phase 4 (0 before and in Phases 1-3). */
  march: number;
  /** Phase 1 done this round. */
  taxed: boolean;
  bids: BidRecord | null;
  ledger: GoldEntry[];
  casualties: CasualtyEntry[];
  battles: BattleRecord[];
  fight: IbFight | null;
  annexations: AnnexRecord[];
  parades: ParadeRecord[];
  congresses: CongressRecord[];
  /** Purchases this round, in Gold, by Nation. */
  purchases: Partial<Record<NationId, number>>;
  final: FinalRow[] | null;
  /** Revolt Tokens on the map (optional rule). */
  revolts: RevoltRecord[];
  /** Nations whose Call to Arms has happened (once per Nation per game, optional rule). */
  callToArmsUsed: NationId[];
  /** Who plays each Nation, once the Nation Cards were drawn at random in the app (null: as set up). */
  drawn: Partial<Record<NationId, string>> | null;
  /** The set-up turn order once rolled in the app (Setup Step D), else absent. */
  setupOrder?: NationId[] | null;
  /** Arrow Tag Sets on the map this round (absent in campaigns saved before they were tracked). */
  arrowTags?: ArrowTagSet[];
  /** The Major Ports counted into each Nation's Ports held (from the "nations" table, or corrected since). */
  majorPorts?: Partial<Record<NationId, number>>;
  /**
   * The Land Units of each Nation's Starting Forces counted into its Land Units on the map, once the group's
   * counts are in (a row filled in when the campaign began, or confirmed since); absent: not counted yet.
   */
  startingLand?: Partial<Record<NationId, number>>;
  /** The group's region list (optional; absent until the first region is added). */
  regions?: RegionRecord[];
  /** Trades made (optional Trading Tangibles; absent in campaigns saved before they were recorded). */
  trades?: TradeRecord[];
}

// ---------------------------------------------------------------------------------------------
// Data in force

export const { packOf, tableTitle } = packAccess(IMPERIAL_BORDERS_DATA);
export { cellValue };

/** The Land Unit columns of the Starting Forces table [Setup Step C]. */
export const STARTING_LAND = ['halfInfantry', 'fullInfantry', 'cavalry', 'cannon'] as const;
export type StartingLand = Record<(typeof STARTING_LAND)[number], number>;

/** A Nation's Starting Land Units as the Starting Forces table gives them; null while a count is missing (the printed table is cut short). */
export function startingLandOf(s: { data?: DataPack | null }, n: NationId): StartingLand | null {
  const out = {} as StartingLand;
  for (const c of STARTING_LAND) {
    const v = cellValue(packOf(s), 'starting-forces', n, c);
    if (typeof v !== 'number') return null;
    out[c] = v;
  }
  return out;
}

/** In-play Nations whose Starting Forces are not counted in their Land Units on the map yet. */
export const uncountedStartingForces = (s: IbState): NationId[] => inPlay(s).filter((n) => s.startingLand?.[n] === undefined);

/** The group's dice faces (table "Battle dice"): codes per face; throws MissingDataError while not entered. */
export function diceFaces(s: { data?: DataPack | null }): { black: number[]; white: number[] } {
  const p = packOf(s);
  const black = cellValue(p, 'dice', 'faces', 'black');
  const white = cellValue(p, 'dice', 'faces', 'white');
  const what: string[] = [];
  if (!Array.isArray(black) || black.length === 0) what.push('the faces of the Black die');
  if (!Array.isArray(white) || white.length === 0) what.push('the faces of the White die');
  if (what.length) throw new MissingDataError('dice', tableTitle('dice'), what);
  return { black: black as number[], white: white as number[] };
}

/** Face counts of the group's dice, as the odds and the resolver count them. */
export function faceCounts(s: { data?: DataPack | null }): { black: RolledFaces['black']; white: RolledFaces['white'] } {
  const f = diceFaces(s);
  return { black: blackOf(f.black), white: whiteOf(f.white) };
}

/** Black codes: 0 Blank, 1 Blast, 2 Double Blast, 3 Bar (the dice table's legend). */
export function blackOf(codes: readonly number[]): RolledFaces['black'] {
  const out = { double: 0, blast: 0, bar: 0, blank: 0 };
  for (const c of codes) out[c === 1 ? 'blast' : c === 2 ? 'double' : c === 3 ? 'bar' : 'blank']++;
  return out;
}
/** White codes: 0 Blank, 1 Blue Blast, 2 Red Blast, 3 Bar. */
export function whiteOf(codes: readonly number[]): RolledFaces['white'] {
  const out = { red: 0, blue: 0, bar: 0, blank: 0 };
  for (const c of codes) out[c === 1 ? 'blue' : c === 2 ? 'red' : c === 3 ? 'bar' : 'blank']++;
  return out;
}

/** Turns a refusal from a missing table into its message (validate must not throw). */
export function guard(fn: () => string | null): string | null {
  try {
    return fn();
  } catch (e) {
    if (e instanceof MissingDataError) return e.message;
    if (e instanceof Error && e.name === 'BattleActionError') return e.message;
    if (e instanceof Error && e.name === 'PhaseInputError') return e.message;
    throw e;
  }
}

// ---------------------------------------------------------------------------------------------
// Reading the state

export const inPlay = (s: IbState): NationId[] => NATION_IDS.filter((n) => s.nations[n].inPlay);
export const activeNation = (s: IbState): NationId | null => (s.position.stepId.startsWith('p4') ? (s.turnOrder[s.march] ?? null) : null);
export const isLastRound = (s: IbState): boolean => s.lastRound !== null && s.round === s.lastRound;

export function updateNation(s: IbState, n: NationId, f: (x: NationState) => Partial<NationState>): IbState {
  return { ...s, nations: { ...s.nations, [n]: { ...s.nations[n], ...f(s.nations[n]) } } };
}

/** Moves Gold with its reason into the ledger (every Gold movement is in the log). */
export function moveGold(s: IbState, n: NationId, delta: number, why: string): IbState {
  if (delta === 0) return s;
  const next = updateNation(s, n, (x) => ({ gold: x.gold + delta }));
  return { ...next, ledger: [...next.ledger, { round: s.round, nation: n, delta, why }] };
}

/** This round's casualty points by Nation (Morale Tokens included), cleared at Phase 6 Step A. */
export function roundCasualties(s: IbState): Record<NationId, number> {
  const out = Object.fromEntries(NATION_IDS.map((n) => [n, 0])) as Record<NationId, number>;
  for (const c of s.casualties) if (c.round === s.round) out[c.nation] += c.points;
  return out;
}

export function teamsOf(s: IbState): Record<NationId, string> {
  return Object.fromEntries(NATION_IDS.map((n) => [n, s.nations[n].team])) as Record<NationId, string>;
}

/** Distinct teams among the Nations in play (the AVI gift is ignored with only 2). */
export const teamCount = (s: IbState): number => new Set(inPlay(s).map((n) => s.nations[n].team)).size;

export function headerTeams(header: CampaignHeader): Record<string, string> {
  const t = header.settings['teams'];
  return t && typeof t === 'object' ? (t as Record<string, string>) : {};
}
