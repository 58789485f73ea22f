// Napoleon's Imperium campaign state and the pure helpers the actions share. Values that live in the data
// tables are read from the pack in force (state.data); a missing value throws MissingDataError naming the table.
import type { BaseState, CampaignHeader, InForce } from '../../engine/types';
import type { DataPack } from '../../data/tables';
import { cellValue, guard, maybeNumber, packAccess } from '../../data/access';
import {
  ALLIANCES, FIRST_YEAR, LAST_YEAR, MIN_EXILE_INCOME, NATIONS_PER_YEAR, NATION_IDS, POWERS, isNation,
  type Alliance, type BpCard, type NationId, type Unit, type Weather,
} from './data';
import { NAPOLEONS_IMPERIUM_DATA, NI_NATIONS } from './tables';

// ---------------------------------------------------------------------------------------------------------
// State shapes

export type CommanderStatus = 'active' | 'imprisoned' | 'paroled' | 'awaiting-capital' | 'executed';

export interface Commander {
  id: string;
  nation: NationId;
  rank: 'major' | 'minor';
  status: CommanderStatus;
  /** Imprisoned: the victor whose Purchase Tray holds it. */
  holder: NationId | null;
  /** Absolute turn at whose Purchase Placement it is released [§14]. */
  releaseTurn: number | null;
  /** Phase it was used in this playing year [§13B.1]. */
  used: null | 'attack' | 'movement';
  note: string;
}

export interface TrayItem {
  unit: Unit;
  count: number;
  origin: 'purchased' | 'sea-prize' | 'frozen-capture' | 'battle-card' | 'kept';
  /** Frozen-fleet captures wait for the captor's placement in the next year [§49, A36]. */
  availableYear: number;
}

export interface Cart {
  nation: NationId;
  turn: number;
  /** Economy line S at the start of the turn [§3]. */
  economy: number;
  capitalLost: boolean;
  /** After halving (capital lost) [§10.1]. */
  income: number;
  penalties: number;
  budget: number;
  items: Partial<Record<Unit, number>>;
  spent: number;
  closed: boolean;
  forfeited: number;
  /** How the budget was reached, fixed at the start of Phase One. */
  lines: Array<{ label: string; value: number; note?: string }>;
}

export interface Holding {
  territory: string;
  original: NationId | 'neutral';
  holder: NationId;
  /** The territory's value when it changed hands (the table's value is used when present). */
  value: number;
  capital: boolean;
  /** Absolute turn of the capture, for anniversaries [§10B.2]. */
  since: number;
  anniversariesPaid: number;
}

export interface Treaty {
  id: number;
  bound: NationId;
  imposer: NationId;
  created: number;
  /** Ends at the end of this absolute turn [§28D]. */
  expires: number;
  status: 'active' | 'expired' | 'breached';
  ended: number | null;
  note: string;
}

export interface Penalty {
  id: number;
  nation: NationId;
  amount: number;
  dueTurn: number;
  applied: boolean;
  appliedTurn: number | null;
  note: string;
}

export interface SpyState {
  alive: boolean;
  location: string;
  stolen: null | { from: NationId; ability: string; stat: string; value: string };
  /** A successful steal roll waiting for the choice of ability [§43]. */
  pending: null | { host: NationId };
  stealTurn: number | null;
}

export interface DrawnCard {
  key: string | null;
  kind: 'disaster' | 'imperium' | 'standard' | null;
  turn: number;
}

export interface NationState {
  id: NationId;
  player: string;
  /** Commencement income at set-up (used if the table's value is later cleared). */
  commencement: number;
  /** Battle Card instructions and corrections to the economy line. */
  economyAdjust: number;
  flags: number;
  cards: Record<BpCard, number>;
  eliminations: number;
  /** Capture events of enemy-origin, non-capital territories (for the per-capture scoring reading, A13). */
  captures: number;
  eliminated: boolean;
  eliminatedBy: NationId | null;
  exileCapital: NationId | null;
  tray: TrayItem[];
  /** Limited special units on the board (Riflemen) [§38B]. */
  onBoard: Partial<Record<Unit, number>>;
  deck: { drawn: DrawnCard[]; draws: number; reshuffles: number };
  spy: SpyState;
  minorsAwarded: number;
  minorCapitals: string[];
}

export interface BattleRecord {
  id: number;
  turn: number;
  kind: 'land' | 'sea' | 'neutral';
  where: string;
  attacker: NationId;
  attackers: NationId[];
  defenders: NationId[];
  result: 'attacker' | 'defender' | 'draw';
  invasion: boolean;
  consequences: string[];
  ref: string | null;
}

export interface FleetGroup {
  nation: NationId;
  name: string;
  invasions: string[];
  failedPorts: string[];
  transports: number;
  /** Recorded as moved (or attacked) in this nation's turn, by 'fleet.move' [§22]. */
  moved?: 'attack' | 'movement';
}

/** An allied fleet sailing under a host nation's command [§22, §36]. */
export interface FleetMember {
  nation: NationId;
  /** The owner's name for its fleet(s). */
  name: string;
  fleets: number | null;
  laden: boolean;
  /** Absolute turn of the joining declaration. */
  joined: number;
  /** Year it moved into the host's sea zone to join (null: it was already there) [§22]. */
  movedYear: number | null;
}

/**
 * A combined multi-national fleet: the host's fleet with allied fleets joined to it [§22, §36]. It lives until
 * broken off (not per turn like FleetGroup); its per-year tallies carry the year they belong to and read as
 * zero in another year (see fleets.ts: fleetYear).
 */
export interface CombinedFleet {
  id: number;
  host: NationId;
  /** The host's fleet name (invasions and transports are recorded under it). */
  name: string;
  hostFleets: number | null;
  hostLaden: boolean;
  zone: string;
  members: FleetMember[];
  formed: number;
  /** Year the tallies below belong to. */
  year: number;
  invasions: string[];
  failedPorts: string[];
  transports: number;
  /** Moved or attacked in `year` [§22, §36]. */
  moved: boolean;
  /** A fleet joined by moving in this year: the combined fleet cannot move until the next [§22]. */
  stayYear: number | null;
}

/** A fleet that left a combined fleet: when it may move again, and why it left [§22, §28 Note, §36]. */
export interface BrokenOff {
  nation: NationId;
  name: string;
  fleets: number | null;
  host: NationId;
  hostFleet: string;
  turn: number;
  /** First year in which it may move or attack on its own. */
  mayMoveYear: number;
  reason: 'owner' | 'host' | 'treaty' | 'host-eliminated';
  treaty: number | null;
}

export interface JournalEntry {
  turn: number;
  text: string;
  /** Free units the table must place now. */
  place?: boolean;
}

export interface NiState extends BaseState {
  scenario: 'battle-point' | 'campaign';
  nations: Record<NationId, NationState>;
  bankers: Record<Alliance, string | null>;
  weatherFirstRoller: Alliance;
  carts: Partial<Record<NationId, Cart>>;
  placed: NationId[];
  commanders: Commander[];
  holdings: Holding[];
  treaties: Treaty[];
  penalties: Penalty[];
  battles: BattleRecord[];
  cardsDue: Array<{ nation: NationId; battle: number | null }>;
  weather: Record<string, Weather>;
  weatherRolls: Array<{ year: number; face: number; weather: Weather; rerolled: boolean }>;
  fleetGroups: FleetGroup[];
  /** Combined fleets under a host's command, kept from year to year until broken off [§22, §36]. */
  combinedFleets: CombinedFleet[];
  /** Fleets broken off from combined fleets, while it matters (waiting a year, or bound by a treaty). */
  brokenOff: BrokenOff[];
  noticeFinalYear: number | null;
  notice: null | { year: number; vote: 'majority' | 'tie' };
  /** Absolute turn at which each alliance reached three enemy capitals, or null [Objectives B]. */
  capitalClock: Record<Alliance, number | null>;
  capitalVictory: null | { alliance: Alliance; turn: number };
  rebellion: null | { nation: NationId; turn: number; territories: string[]; faces: number[]; successes: string[]; done: boolean };
  frozen: null | { captor: NationId; territory: string; successes: number };
  spyRolls: Array<{ by: NationId; spy: NationId; turn: number }>;
  /** Automatic consequences this turn (free units to place, releases, expiries). */
  journal: JournalEntry[];
  /** Turn-scoped markers so a step stays listed after its automatic work is done. */
  marks: { anniversaries: number | null; releases: number | null; expiries: number | null };
  nextId: number;
  finalResult: null | FinalResult;
}

export interface FinalResult {
  kind: 'battle-points' | 'capital-victory';
  totals: Record<Alliance, number>;
  winner: Alliance | null;
  margin: number;
}

// ---------------------------------------------------------------------------------------------------------
// Turns: turn 1 is 1798 (simultaneous); from turn 2 each absolute turn is one nation's turn.

export function yearOf(turn: number): number {
  return turn <= 1 ? FIRST_YEAR : FIRST_YEAR + 1 + Math.floor((turn - 2) / NATIONS_PER_YEAR);
}
export function slotOf(turn: number): number | null {
  return turn <= 1 ? null : (turn - 2) % NATIONS_PER_YEAR;
}
export function turnOf(year: number, slot: number): number {
  return 2 + (year - FIRST_YEAR - 1) * NATIONS_PER_YEAR + slot;
}
export function year(s: NiState): number {
  return yearOf(s.position.turn);
}
export function is1798(s: NiState): boolean {
  return s.position.turn <= 1;
}
export function activeSlot(s: NiState): number | null {
  return slotOf(s.position.turn);
}
export function activeNation(s: NiState): NationId | null {
  const slot = activeSlot(s);
  return slot === null ? null : (orderOf(s)[slot] ?? null);
}
export function slotOfNation(s: NiState, n: NationId): number {
  return orderOf(s).indexOf(n);
}
/** The absolute turn of nation n's next full turn: its turn this year if still to come, else next year's [§14]. */
export function nextFullTurn(s: NiState, n: NationId): number {
  const y = year(s);
  const a = activeSlot(s);
  const x = slotOfNation(s, n);
  if (a === null) return turnOf(y + 1, x);
  if (x > a) return turnOf(y, x);
  return turnOf(y + 1, x);
}
export function turnName(s: NiState, turn: number): string {
  const slot = slotOf(turn);
  if (slot === null) return `${FIRST_YEAR} (preparation year)`;
  const n = orderOf(s)[slot]!;
  return `the ${adjective(n)} turn ${yearOf(turn)}`;
}

// ---------------------------------------------------------------------------------------------------------
// Data access

// The shared accessors (shared/data/access.ts) over this game's tables; the names stay exported here.
const ACCESS = packAccess(NAPOLEONS_IMPERIUM_DATA);
export const { packOf, missingData, need, needNumber } = ACCESS;
export { cellValue, guard, maybeNumber };

export function powerName(id: string): string {
  return POWERS.find((p) => p.id === id)?.name ?? id;
}
export function adjective(id: string): string {
  return NI_NATIONS.find((n) => n.id === id)?.name ?? id;
}

const DEFAULT_ORDER = NI_NATIONS.map((n) => n.id) as NationId[];

/** Order of play from the Empires table; the printed order if the table's column is not a permutation of 1-8. */
export function orderOf(s: { data?: DataPack | null }): NationId[] {
  const p = packOf(s);
  const withOrder = NATION_IDS.map((n) => ({ n, o: maybeNumber(p, 'nations', n, 'order') }));
  const orders = withOrder.map((x) => x.o);
  const ok = orders.every((o) => o !== null) && new Set(orders).size === NATION_IDS.length && orders.every((o) => o! >= 1 && o! <= NATION_IDS.length);
  if (!ok) return DEFAULT_ORDER;
  return withOrder.sort((a, b) => a.o! - b.o!).map((x) => x.n);
}

export function orderIsFromTable(s: { data?: DataPack | null }): boolean {
  const p = packOf(s);
  const orders = NATION_IDS.map((n) => maybeNumber(p, 'nations', n, 'order'));
  return orders.every((o) => o !== null) && new Set(orders).size === NATION_IDS.length;
}

export function allianceOf(s: { data?: DataPack | null }, n: NationId): Alliance {
  const v = cellValue(packOf(s), 'nations', n, 'alliance');
  if (v === 'french' || v === 'british') return v;
  return NI_NATIONS.find((x) => x.id === n)!.alliance;
}
export function alliesOf(s: { data?: DataPack | null }, n: NationId): NationId[] {
  return NATION_IDS.filter((x) => x !== n && allianceOf(s, x) === allianceOf(s, n));
}
export function areAllies(s: { data?: DataPack | null }, a: NationId, b: NationId): boolean {
  return allianceOf(s, a) === allianceOf(s, b);
}
export function areEnemies(s: { data?: DataPack | null }, a: NationId, b: NationId): boolean {
  return allianceOf(s, a) !== allianceOf(s, b);
}
export function nationsOf(s: { data?: DataPack | null }, a: Alliance): NationId[] {
  return orderOf(s).filter((n) => allianceOf(s, n) === a);
}
export function otherAlliance(a: Alliance): Alliance {
  return a === 'french' ? 'british' : 'french';
}

/** Capital territory name from the Empires table (the printed name if cleared). */
export function capitalName(s: { data?: DataPack | null }, n: NationId): string {
  const v = cellValue(packOf(s), 'nations', n, 'capital');
  return typeof v === 'string' && v ? v : NI_NATIONS.find((x) => x.id === n)!.capital;
}
export function capitalOwner(s: { data?: DataPack | null }, territory: string): NationId | null {
  return NATION_IDS.find((n) => capitalName(s, n).toLowerCase() === territory.toLowerCase()) ?? null;
}

// Territories -----------------------------------------------------------------------------------------------

export interface TerritoryFacts {
  key: string;
  value: number;
  original: NationId | 'neutral';
  capital: boolean;
}

/** The row key as the table spells it (case-insensitive match), or null. */
export function territoryKey(s: NiState, name: string): string | null {
  const rows = packOf(s).tables['territories']?.rows ?? [];
  const want = name.trim().toLowerCase();
  return rows.find((r) => r.key.toLowerCase() === want)?.key ?? null;
}

/** Value, original owner and capital flag of a territory; throws MissingDataError naming the Territories table. */
export function territoryFacts(s: NiState, name: string): TerritoryFacts {
  const key = territoryKey(s, name);
  if (!key) throw missingData('territories', `add "${name.trim()}" with its income value and original owner`);
  const p = packOf(s);
  const value = needNumber(p, 'territories', key, 'value', `income value of ${key}`);
  const orig = need(p, 'territories', key, 'originalOwner', `original owner of ${key}`);
  const capitalCell = cellValue(p, 'territories', key, 'capital');
  const original = orig === 'neutral' ? 'neutral' : isNation(String(orig)) ? (orig as NationId) : null;
  if (!original) throw missingData('territories', `original owner of ${key}`);
  return { key, value, original, capital: capitalCell === true || capitalOwner(s, key) !== null };
}

export function originalOwnerOf(s: NiState, name: string): NationId | 'neutral' | null {
  const key = territoryKey(s, name);
  if (!key) return null;
  const v = cellValue(packOf(s), 'territories', key, 'originalOwner');
  if (v === 'neutral') return 'neutral';
  return typeof v === 'string' && isNation(v) ? v : capitalOwner(s, key);
}

export function holdingOf(s: NiState, territory: string): Holding | undefined {
  const t = territory.toLowerCase();
  return s.holdings.find((h) => h.territory.toLowerCase() === t);
}

/** Who holds a territory now: the register when it changed hands, else its original owner. */
export function holderOf(s: NiState, territory: string): NationId | 'neutral' | null {
  const h = holdingOf(s, territory);
  if (h) return h.holder;
  return originalOwnerOf(s, territory);
}

export function holdingValue(s: NiState, h: Holding): number {
  const key = territoryKey(s, h.territory);
  return (key ? maybeNumber(packOf(s), 'territories', key, 'value') : null) ?? h.value;
}

/** Sets a territory's holder in the register (an entry exists only while it is not with its original owner). */
export function setHolder(s: NiState, facts: TerritoryFacts, holder: NationId | 'neutral'): NiState {
  const rest = s.holdings.filter((h) => h.territory.toLowerCase() !== facts.key.toLowerCase());
  if (holder === facts.original || holder === 'neutral') return { ...s, holdings: rest };
  const h: Holding = { territory: facts.key, original: facts.original, holder, value: facts.value, capital: facts.capital, since: s.position.turn, anniversariesPaid: 0 };
  return { ...s, holdings: [...rest, h] };
}

export function capitalCaptured(s: NiState, n: NationId): boolean {
  const h = holdingOf(s, capitalName(s, n));
  return !!h && h.holder !== n;
}

export function capitalHolder(s: NiState, n: NationId): NationId {
  return holdingOf(s, capitalName(s, n))?.holder ?? n;
}

/** Enemy capitals held by an alliance's nations [Objectives B]. */
export function enemyCapitalsHeld(s: NiState, a: Alliance): NationId[] {
  return NATION_IDS.filter((n) => allianceOf(s, n) !== a && capitalCaptured(s, n) && allianceOf(s, capitalHolder(s, n)) === a);
}

// Economy ---------------------------------------------------------------------------------------------------

export interface EconomyBreakdown {
  commencement: number;
  gained: Array<{ territory: string; value: number }>;
  lost: Array<{ territory: string; value: number; holder: NationId }>;
  adjust: number;
  total: number;
}

/** The economy line S: commencement income ± territories that changed hands ± Battle Card instructions [§3, Economy Line]. */
export function economyOf(s: NiState, n: NationId): EconomyBreakdown {
  const commencement = maybeNumber(packOf(s), 'nations', n, 'startIncome') ?? s.nations[n].commencement;
  const gained = s.holdings.filter((h) => h.holder === n).map((h) => ({ territory: h.territory, value: holdingValue(s, h) }));
  const lost = s.holdings.filter((h) => h.original === n).map((h) => ({ territory: h.territory, value: holdingValue(s, h), holder: h.holder }));
  const adjust = s.nations[n].economyAdjust;
  const raw = commencement + gained.reduce((a, g) => a + g.value, 0) - lost.reduce((a, g) => a + g.value, 0) + adjust;
  return { commencement, gained, lost, adjust, total: Math.max(0, raw) };
}

export function economy(s: NiState, n: NationId): number {
  return economyOf(s, n).total;
}

/** Owns at least one territory: a positive economy line or a territory held in the register [§10.1 Note]. */
export function ownsTerritory(s: NiState, n: NationId): boolean {
  return economy(s, n) > 0 || s.holdings.some((h) => h.holder === n);
}

export interface BudgetBreakdown {
  economy: number;
  capitalLost: boolean;
  owns: boolean;
  income: number;
  penalties: number;
  budget: number;
  lines: Array<{ label: string; value: number; note?: string }>;
}

/** Phase One purchase budget [§3, §10.1; A14 order from the rule setting]. */
export function budgetFor(s: NiState, n: NationId, penalties: number): BudgetBreakdown {
  const S = economy(s, n);
  const capitalLost = capitalCaptured(s, n);
  const owns = ownsTerritory(s, n);
  const half = (x: number) => (owns ? Math.max(MIN_EXILE_INCOME, Math.ceil(x / 2)) : 0);
  const lines: BudgetBreakdown['lines'] = [{ label: 'Economy line (territories owned)', value: S }];
  let income: number;
  let budget: number;
  if (s.rules?.['capitalLostIncome'] === 'subtract-then-halve' && capitalLost) {
    const after = Math.max(0, S - penalties);
    if (penalties) lines.push({ label: 'Battle Card penalties', value: -penalties });
    income = half(after);
    lines.push({ label: 'Capital lost: half, rounded up, at least 2', value: income - after, note: owns ? '§10.1' : 'no territory: no income' });
    budget = income;
  } else {
    income = capitalLost ? half(S) : S;
    if (capitalLost) lines.push({ label: 'Capital lost: half, rounded up, at least 2', value: income - S, note: owns ? '§10.1' : 'no territory: no income' });
    if (penalties) lines.push({ label: 'Battle Card penalties', value: -Math.min(penalties, income) });
    budget = Math.max(0, income - penalties);
  }
  return { economy: S, capitalLost, owns, income, penalties, budget, lines };
}

export function penaltiesDue(s: NiState, n: NationId): Penalty[] {
  return s.penalties.filter((p) => p.nation === n && p.dueTurn <= s.position.turn && (!p.applied || p.appliedTurn === s.position.turn));
}

// Costs -----------------------------------------------------------------------------------------------------

/** The stolen ability that is in force for a nation: its spy is home and stays there [§42M-N]. */
export function activeStolen(s: NiState, n: NationId): NationState['spy']['stolen'] {
  const spy = s.nations[n].spy;
  if (s.rules?.['spies'] !== true || !spy.alive || !spy.stolen) return null;
  return spy.location.toLowerCase() === capitalName(s, n).toLowerCase() ? spy.stolen : null;
}

/** Purchase cost of one unit: Military Costs (or Special units), replaced by a stolen cost ability in force. */
export function unitCost(s: NiState, n: NationId, unit: Unit): number {
  const p = packOf(s);
  const stolen = activeStolen(s, n);
  if (stolen && stolen.stat === `${unit}-cost`) return Number(stolen.value);
  if (unit === 'camels' || unit === 'riflemen') {
    const owner = cellValue(p, 'special-units', unit, 'nation');
    if (owner !== n) throw new RangeError(`${unit}`);
    return needNumber(p, 'special-units', unit, 'cost', `${unit === 'camels' ? 'Camels' : 'Riflemen'} cost`);
  }
  return needNumber(p, 'military-costs', n, unit, `${powerName(n)} ${unit} cost`);
}

export function specialUnitOwner(s: NiState, unit: Unit): NationId | null {
  const v = cellValue(packOf(s), 'special-units', unit, 'nation');
  return typeof v === 'string' && isNation(v) ? v : null;
}

// Battle Points ---------------------------------------------------------------------------------------------

export interface BpLine {
  id: string;
  label: string;
  count: number;
  points: number | null;
  value: number;
}

const BP_LABEL: Record<string, string> = {
  'enemy-territory': 'Enemy Territories Captured (Normal)',
  'enemy-capital-captured': 'Enemy Territories Captured Capital',
  'enemy-capital-held': 'Enemy Capital Held at End of Game (Bonus)',
  'neutral-territory': 'Neutral Territories Captured (held at the end)',
  flag: 'Flags',
  'sea-victory': 'Sea Victory',
  'spy-death': 'Spy Death',
  elimination: 'Elimination of an Enemy',
  'successful-land-defence': 'Successful Land Defence',
  'captured-commander': 'Captured Commanders',
  'captured-commander-end': 'Captured Commander End of Game (Bonus)',
};

/** Battle Point Score Chart for one nation, as if the game ended now [Battle Point Score Chart, A13]. */
export function battlePoints(s: NiState, n: NationId): { lines: BpLine[]; total: number } {
  const st = s.nations[n];
  const held = s.holdings.filter((h) => h.holder === n);
  const enemyOrigin = (h: Holding) => h.original !== 'neutral' && areEnemies(s, h.original, n);
  // Per capture by default: the "held at completion" asterisk is on the neutral row only [Battle Point Score Chart].
  const perCapture = s.rules?.['enemyTerritoryPoints'] !== 'held-at-end';
  const counts: Record<string, number> = {
    'enemy-territory': perCapture ? st.captures : held.filter((h) => enemyOrigin(h) && !h.capital).length,
    'enemy-capital-captured': st.cards['captured-capital'],
    'enemy-capital-held': held.filter((h) => enemyOrigin(h) && h.capital).length,
    'neutral-territory': held.filter((h) => h.original === 'neutral').length,
    flag: st.flags,
    'sea-victory': st.cards['sea-victory'],
    'spy-death': st.cards['spy-death'],
    elimination: st.eliminations,
    'successful-land-defence': st.cards['successful-land-defence'],
    'captured-commander': st.cards['captured-commander'],
    // Imprisoned, or imprisoned on past its term because its capital is captured [§14 Note].
    'captured-commander-end': s.commanders.filter((c) => (c.status === 'imprisoned' || c.status === 'awaiting-capital') && c.holder === n).length,
  };
  const p = packOf(s);
  const lines = Object.entries(counts).map(([id, count]) => {
    const points = maybeNumber(p, 'battle-point-score', id, 'points');
    return { id, label: BP_LABEL[id]!, count, points, value: points === null ? 0 : count * points };
  });
  return { lines, total: lines.reduce((a, l) => a + l.value, 0) };
}

export function teamTotals(s: NiState): Record<Alliance, number> {
  const out = { french: 0, british: 0 } as Record<Alliance, number>;
  for (const n of NATION_IDS) out[allianceOf(s, n)] += battlePoints(s, n).total;
  return out;
}

// Final year ------------------------------------------------------------------------------------------------

export function finalYear(s: NiState): number {
  const rule = Number(s.rules?.['finalYear'] ?? LAST_YEAR);
  const agreed = Number.isFinite(rule) ? Math.min(rule, LAST_YEAR) : LAST_YEAR;
  return Math.min(agreed, s.noticeFinalYear ?? LAST_YEAR);
}

// Helpers ---------------------------------------------------------------------------------------------------

export function updateNation(s: NiState, n: NationId, patch: Partial<NationState> | ((x: NationState) => Partial<NationState>)): NiState {
  const cur = s.nations[n];
  const p = typeof patch === 'function' ? patch(cur) : patch;
  return { ...s, nations: { ...s.nations, [n]: { ...cur, ...p } } };
}

export function addCard(s: NiState, n: NationId, card: BpCard, count = 1): NiState {
  return updateNation(s, n, (x) => ({ cards: { ...x.cards, [card]: x.cards[card] + count } }));
}

export function journal(s: NiState, text: string, place = false): NiState {
  return { ...s, journal: [...s.journal, { turn: s.position.turn, text, ...(place ? { place: true } : {}) }] };
}

export function addToTray(s: NiState, n: NationId, item: TrayItem): NiState {
  return updateNation(s, n, (x) => ({ tray: [...x.tray, item] }));
}

export function playerOf(header: CampaignHeader, n: NationId): string | null {
  return header.players.find((p) => p.powers.includes(n))?.name ?? null;
}

export function commander(s: NiState, id: string): Commander | undefined {
  return s.commanders.find((c) => c.id === id);
}

export function updateCommander(s: NiState, id: string, patch: Partial<Commander>): NiState {
  return { ...s, commanders: s.commanders.map((c) => (c.id === id ? { ...c, ...patch } : c)) };
}

export function commanderName(c: Commander): string {
  return `${adjective(c.nation)} ${c.rank === 'major' ? 'Major' : 'Minor'} Commander${c.rank === 'minor' ? ` ${c.id.split('-').pop()}` : ''}`;
}

/** After any change of hands: liberated capitals release waiting commanders, end exile and the capital clock moves [§10, §14C, Objectives B]. */
export function settle(s: NiState): NiState {
  let t = s;
  for (const n of NATION_IDS) {
    if (capitalCaptured(t, n)) continue;
    const waiting = t.commanders.filter((c) => c.nation === n && c.status === 'awaiting-capital');
    for (const c of waiting) {
      t = updateCommander(t, c.id, { status: 'active', holder: null, releaseTurn: null, note: `returned to ${capitalName(t, n)} on its liberation` });
      t = journal(t, `${commanderName(c)} returns to ${capitalName(t, n)} now that it is free [§14C]`);
    }
    if (t.nations[n].exileCapital) t = updateNation(t, n, { exileCapital: null });
  }
  return { ...t, capitalClock: capitalClockOf(t) };
}

/**
 * The Capital Victory clock: three capitals held simultaneously, counted "from the time of the last Capital to
 * fall" [Objectives B]. With several held, the earliest trio counts: the third-earliest capture of those held
 * now. Losing one of them and taking another restarts it; a 4th capture does not (digest A18).
 */
export function capitalClockOf(s: NiState): Record<Alliance, number | null> {
  const clock = { french: null, british: null } as Record<Alliance, number | null>;
  for (const a of ALLIANCES) {
    const since = enemyCapitalsHeld(s, a).map((n) => holdingOf(s, capitalName(s, n))?.since ?? s.position.turn).sort((x, y) => x - y);
    clock[a] = since.length >= 3 ? since[2]! : null;
  }
  return clock;
}

export function deckSize(s: NiState, n: NationId): number {
  return (packOf(s).tables['battle-cards']?.rows ?? []).filter((r) => r.key.startsWith(`${n}:`)).length;
}

export function deckRemaining(s: NiState, n: NationId): number {
  return Math.max(0, deckSize(s, n) - s.nations[n].deck.drawn.length);
}

// Set-up ----------------------------------------------------------------------------------------------------

export function setupState(header: CampaignHeader, inForce: InForce): NiState {
  const pack = packOf(inForce);
  const bankers = (header.settings['bankers'] as Partial<Record<Alliance, string>> | undefined) ?? {};
  const nations = {} as Record<NationId, NationState>;
  const base = { data: pack };
  for (const n of NATION_IDS) {
    nations[n] = {
      id: n,
      player: header.players.find((p) => p.powers.includes(n))?.name ?? '',
      commencement: maybeNumber(pack, 'nations', n, 'startIncome') ?? 0,
      economyAdjust: 0,
      flags: 0,
      cards: { 'successful-land-defence': 0, 'captured-capital': 0, 'sea-victory': 0, 'spy-death': 0, 'captured-commander': 0 },
      eliminations: 0,
      captures: 0,
      eliminated: false,
      eliminatedBy: null,
      exileCapital: null,
      tray: [],
      onBoard: {},
      deck: { drawn: [], draws: 0, reshuffles: 0 },
      spy: { alive: true, location: capitalName(base, n), stolen: null, pending: null, stealTurn: null },
      minorsAwarded: 0,
      minorCapitals: [],
    };
  }
  // Default Bankers when four or more play: the first listed player of each team [§3C].
  const firstOf = (a: Alliance) => header.players.find((p) => p.powers.some((x) => isNation(x) && allianceOf(base, x) === a))?.name ?? null;
  const many = header.players.length >= 4;
  return {
    position: { turn: 1, stepId: '' },
    gameOver: null,
    scenario: header.scenario === 'campaign' ? 'campaign' : 'battle-point',
    nations,
    bankers: { french: bankers.french ?? (many ? firstOf('french') : null), british: bankers.british ?? (many ? firstOf('british') : null) },
    weatherFirstRoller: header.settings['weatherFirstRoller'] === 'british' ? 'british' : 'french',
    carts: {},
    placed: [],
    commanders: NATION_IDS.map((n) => ({ id: `${n}-major`, nation: n, rank: 'major' as const, status: 'active' as const, holder: null, releaseTurn: null, used: null, note: '' })),
    holdings: [],
    treaties: [],
    penalties: [],
    battles: [],
    cardsDue: [],
    weather: { [String(FIRST_YEAR)]: 'fine' },
    weatherRolls: [],
    fleetGroups: [],
    combinedFleets: [],
    brokenOff: [],
    noticeFinalYear: null,
    notice: null,
    capitalClock: { french: null, british: null },
    capitalVictory: null,
    rebellion: null,
    frozen: null,
    spyRolls: [],
    journal: [],
    marks: { anniversaries: null, releases: null, expiries: null },
    nextId: 1,
    finalResult: null,
  };
}
