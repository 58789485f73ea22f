// The leaders registry (issue #13): every leader counter of the group's "Leaders" table (the rulebook
// prints none, digest M18) with where he is (pool, map, wounded until a turn, killed, captured by a
// power, in an external war), which leaders a drawn land marker lets activate and at which level
// (§5.1.3-§5.1.4), the random draws from a power's pool (§4.2.4.1, §8.2.6, §12.5.1, §12.5.2) and the
// returns to the pool at the reinforcement phase (§8.2.6.1, §12.5.2, DSoP 4.2). Pure.
import { cellOf } from '../../data/tables';
import type { DataPack } from '../../data/tables';
import { eligibleLeaders, marker } from './initiative';
import type { WoundResult, WoundTable } from './battle/land';
import { emptyRegistries, type LeaderActivation, type LeaderRecord, type LeaderStatus, type RegistriesState } from './registry-types';
import { clockOf, isPower, packOf, turnOf, type Block, type LgeState, type Season } from './state';

export interface LeaderDef {
  key: string;
  power: string | null;
  initiative: number | null;
  combat: number | null;
  stars: number | null;
  sovereign: boolean;
  cavalry: boolean;
  entryYear: number | null;
  armyInitiative: number | null;
  armyCapability: number | null;
  armyCombat: number | null;
}

export const STATUS_WORDS: Record<LeaderStatus, string> = {
  scheduled: 'Not yet in play',
  pool: 'Leader pool',
  map: 'On the map',
  wounded: 'Wounded',
  killed: 'Killed',
  captured: 'Prisoner',
  'external-war': 'External war',
  gone: 'Succeeded',
};

const num = (p: DataPack, key: string, c: string): number | null => {
  const cell = cellOf(p, 'leaders', key, c);
  return cell && cell.src !== 'missing' && typeof cell.v === 'number' ? cell.v : null;
};
const flag = (p: DataPack, key: string, c: string): boolean => {
  const cell = cellOf(p, 'leaders', key, c);
  return !!cell && cell.src !== 'missing' && cell.v === true;
};

/** The group's leader counters, in the table's order. */
export function leaderDefs(p: DataPack): LeaderDef[] {
  return (p.tables.leaders?.rows ?? []).map((r) => {
    const pw = cellOf(p, 'leaders', r.key, 'power');
    return {
      key: r.key,
      power: pw && pw.src !== 'missing' && typeof pw.v === 'string' && pw.v.trim() ? pw.v.trim() : null,
      initiative: num(p, r.key, 'initiative'),
      combat: num(p, r.key, 'combat'),
      stars: num(p, r.key, 'stars'),
      sovereign: flag(p, r.key, 'sovereign'),
      cavalry: flag(p, r.key, 'cavalry'),
      entryYear: num(p, r.key, 'entryYear'),
      armyInitiative: num(p, r.key, 'armyInitiative'),
      armyCapability: num(p, r.key, 'armyCapability'),
      armyCombat: num(p, r.key, 'armyCombat'),
    };
  });
}
export const leaderDef = (s: LgeState, key: string) => leaderDefs(packOf(s)).find((d) => d.key === key);
/** A printed army-commander side (§1.1.4, §12.5.1). */
export const hasArmySide = (d: LeaderDef) => d.armyInitiative !== null || d.armyCapability !== null || d.armyCombat !== null;

// ---- The Turkish sovereigns (§14.2) ------------------------------------------------------------------

export const TURKISH_SOVEREIGNS: ReadonlyArray<{ name: string; from: { year: number; season: Season } | null }> = [
  { name: 'Selim III', from: null },
  { name: 'Mustapha IV', from: { year: 1807, season: 'spring' } },
  { name: 'Mahmud II', from: { year: 1808, season: 'summer' } },
];
/** The Turkish sovereign reigning at an absolute turn, by the dates of §14.2. */
export function sovereignAt(s: Pick<LgeState, 'scenario' | 'rules'>, turn: number): string {
  let name = TURKISH_SOVEREIGNS[0]!.name;
  for (const x of TURKISH_SOVEREIGNS) if (x.from && turnOf(s, x.from.year, x.from.season) <= turn) name = x.name;
  return name;
}

// ---- Records -------------------------------------------------------------------------------------------

export const registriesOf = (s: LgeState): RegistriesState => s.registries ?? emptyRegistries();
export const withRegistries = (s: LgeState, r: Partial<RegistriesState>): LgeState => ({ ...s, registries: { ...registriesOf(s), ...r } });

/** The Winter turn a leader enters the pool (§12.5.2), null when the entry year is not entered. */
export function entryTurn(s: LgeState, d: LeaderDef): number | null {
  return d.entryYear === null ? null : turnOf(s, d.entryYear, 'winter');
}

function defaultStatus(s: LgeState, d: LeaderDef): LeaderStatus {
  const i = TURKISH_SOVEREIGNS.findIndex((x) => x.name === d.key);
  if (i >= 0) {
    const reigning = TURKISH_SOVEREIGNS.findIndex((x) => x.name === sovereignAt(s, 1));
    return i < reigning ? 'gone' : i > reigning ? 'scheduled' : 'pool';
  }
  const t = entryTurn(s, d);
  return t !== null && t > 1 ? 'scheduled' : 'pool';
}

export function leaderRecord(s: LgeState, key: string): LeaderRecord {
  const r = registriesOf(s).leaders[key];
  if (r) return r;
  const d = leaderDef(s, key);
  return { status: d ? defaultStatus(s, d) : 'pool' };
}

export function setLeader(s: LgeState, key: string, rec: LeaderRecord): LgeState {
  return withRegistries(s, { leaders: { ...registriesOf(s).leaders, [key]: rec } });
}

/** A status change: the fields that belong to the old status go. */
export function moveLeader(s: LgeState, key: string, status: LeaderStatus, extra: Partial<LeaderRecord> = {}): LgeState {
  const { returnTurn: _r, capturedBy: _c, war: _w, ...rest } = leaderRecord(s, key);
  return setLeader(s, key, { ...rest, status, ...extra });
}

// ---- Sides and activation (§5.1.2-§5.1.5) ---------------------------------------------------------------

/** The side a power's leaders activate with: its block, or neutral (§5.1.2, §11). */
export function blockOfPower(s: LgeState, power: string | null): Block | 'neutral' {
  if (!power) return 'neutral';
  if (power === 'france') return 'empire';
  if (power === 'great-britain') return 'coalition';
  if (isPower(power)) {
    const st = s.majors[power];
    if (st === 'allied-france') return 'empire';
    if (st === 'allied-great-britain') return 'coalition';
    if (st === 'player') {
      // A played power is on the side it fights alongside.
      const foe = (x: string) => s.wars.some((w) => (w.a === power && w.b === x) || (w.b === power && w.a === x));
      if (foe('france')) return 'coalition';
      if (foe('great-britain')) return 'empire';
    }
    return 'neutral';
  }
  const m = s.minors[power];
  if (m && m.by && (m.status === 'allied' || m.status === 'temporary-ally' || m.status === 'conquered')) return blockOfPower(s, m.by);
  return 'neutral';
}

/** Initiative as the counter shows it now: the army side when he leads an army; −1 (min 1) for a cavalry leader over infantry (§1.1.4). */
export function effectiveInitiative(d: LeaderDef, r: LeaderRecord): number | null {
  const base = r.army && d.armyInitiative !== null ? d.armyInitiative : d.initiative;
  if (base === null) return null;
  return r.cavalryWithInfantry && d.cavalry ? Math.max(1, base - 1) : base;
}

export const NO_ACTIVATION: LeaderActivation = { turn: 0, level: 0, loneMoves: 0, forcedMarch: false, attritionDue: false, markers: [] };
export function activationOf(s: LgeState, r: LeaderRecord): LeaderActivation {
  return r.activation && r.activation.turn === s.position.turn ? r.activation : { ...NO_ACTIVATION, turn: s.position.turn };
}

/** A unit absorbed or commanded by a force this activation (§5.1.5): its level before, whether it moves now, whether it joins the army marker. */
export interface AbsorbedUnit {
  level: number;
  moves: boolean;
  joins: boolean;
}

/**
 * Activation levels after a force at `forceLevel` (this activation counted) absorbs or commands units (§5.1.5-§5.1.5.2):
 * each unit takes the higher of the force's level and its own, one up if it moves now (a second move is a 2nd
 * activation); the units that join the army marker raise the whole force to the highest of them (§5.1.5.1), those
 * that stay adjacent leave it as it is.
 */
export function inheritedActivation(forceLevel: number, units: readonly AbsorbedUnit[]): { force: number; units: number[] } {
  const after = units.map((u) => Math.max(forceLevel, u.level + (u.moves ? 1 : 0)));
  const force = Math.max(forceLevel, ...after.filter((_, i) => units[i]!.joins));
  return { force, units: after };
}

/** The marker being played: the last one drawn that is not Winter Quarters. */
export function currentMarker(s: LgeState): string | null {
  return currentDraw(s)?.marker ?? null;
}
/** The marker being played and its place among the draws ("4:E3"): a leader moves once per draw. */
export function currentDraw(s: LgeState): { marker: string; tag: string } | null {
  if (s.initiative.ended) return null;
  for (let i = s.initiative.drawn.length - 1; i >= 0; i--) {
    const d = s.initiative.drawn[i]!;
    if (d.marker !== 'WQ') return { marker: d.marker, tag: `${i}:${d.marker}` };
  }
  return null;
}

export interface Eligibility {
  key: string;
  initiative: number | null;
  level: number;
  /** What activating him now would be. */
  as: 'first' | 'forced-march' | 'event' | 'lone' | 'neutral' | null;
  why: string;
}

/**
 * Each leader on the map of the marker's side, with what he may do on it (TC-01): a land marker of value v
 * lets leaders of initiative ≥ v activate, a 2nd time as a forced march with an attrition check, a lone
 * leader every time (§5.1.4); the Neutral land marker activates neutral powers' leaders once (§5.1.2).
 */
export function eligibility(s: LgeState, markerId: string, lone: ReadonlySet<string> = new Set()): Eligibility[] {
  const m = marker(markerId);
  if (!m || m.kind !== 'land') return [];
  const defs = leaderDefs(packOf(s));
  const out: Eligibility[] = [];
  const side = m.side;
  for (const d of defs) {
    const r = leaderRecord(s, d.key);
    if (r.status !== 'map' || blockOfPower(s, d.power) !== side) continue;
    const a = activationOf(s, r);
    const init = effectiveInitiative(d, r);
    const base = { key: d.key, initiative: init, level: a.level };
    if (side === 'neutral') {
      out.push({ ...base, as: a.level ? null : 'neutral', why: a.level ? 'Neutral units activate once a turn (§5.1.2).' : 'Neutral: one activation, no forced march (§5.1.2).' });
      continue;
    }
    if (init === null) {
      out.push({ ...base, as: null, why: 'His initiative is not entered (table “Leaders”).' });
      continue;
    }
    if (!eligibleLeaders([{ id: d.key, initiative: init }], m.value!).length) {
      out.push({ ...base, as: null, why: `Initiative ${init} < ${m.value} (§5.1.3).` });
      continue;
    }
    if (lone.has(d.key)) out.push({ ...base, as: 'lone', why: 'Alone: he may move every time a marker allows, no attrition (§5.1.4).' });
    else if (a.level === 0) out.push({ ...base, as: 'first', why: '1st activation (§5.1.3).' });
    else if (a.level === 1) out.push({ ...base, as: 'forced-march', why: '2nd activation: a forced march, then an attrition check (§5.1.3, §7.3.2).' });
    else out.push({ ...base, as: 'event', why: `Activated ${a.level} times: another needs an event (§5.1.3).` });
  }
  return out;
}

// ---- Random draws from the pool (§4.2.4.1, §8.2.6, §12.5.1, §12.5.2) ------------------------------------

export type DrawPurpose = 'new' | 'replacement' | 'army' | 'dismissal';
export const DRAW_WORDS: Record<DrawPurpose, string> = {
  new: 'A new leader placed on the map (§12.5.2)',
  replacement: 'A replacement for a killed, wounded or lost leader (§8.2.6)',
  army: 'Creating an army: a leader with an army side (§12.5.1)',
  dismissal: 'After a dismissal: never the dismissed leader (§4.2.4.1)',
};

/** The leaders a draw picks among, in the table's order (the die's faces follow it). */
export function drawCandidates(s: LgeState, power: string, purpose: DrawPurpose, exclude: string | null = null): LeaderDef[] {
  let pool = leaderDefs(packOf(s)).filter((d) => d.power === power && leaderRecord(s, d.key).status === 'pool' && d.key !== exclude);
  // Drawing until a leader with an army side comes out is one draw among those leaders (§12.5.1).
  if (purpose === 'army') pool = pool.filter(hasArmySide);
  // Wellesley serves in Europe only when the pool holds no one else (§14.6.4).
  if (pool.length > 1) pool = pool.filter((d) => d.key !== 'Wellesley');
  return pool;
}

// ---- Wounds and returns (§8.2.6.1, §12.5.2, DSoP 4.2) -------------------------------------------------

/** The turn a leader wounded now returns to the pool (rule setting woundedLeaderReturn, A-33). */
export function woundReturnTurn(s: LgeState, turn = s.position.turn): number {
  const t = turn + 2;
  if (s.rules?.woundedLeaderReturn !== 'first-winter-after-two') return t;
  for (let k = t; k < t + 4; k++) if (clockOf(s, k).season === 'winter') return k;
  return t;
}

/** The leaders due back in the pool at this turn's reinforcement phase: wounded ones and new ones. */
export function returnsDue(s: LgeState): Array<{ key: string; why: 'wounded' | 'new' }> {
  const out: Array<{ key: string; why: 'wounded' | 'new' }> = [];
  for (const d of leaderDefs(packOf(s))) {
    const r = leaderRecord(s, d.key);
    if (r.status === 'wounded' && (r.returnTurn ?? 0) <= s.position.turn) out.push({ key: d.key, why: 'wounded' });
    const e = entryTurn(s, d);
    if (r.status === 'scheduled' && e !== null && e <= s.position.turn && !TURKISH_SOVEREIGNS.some((x) => x.name === d.key)) out.push({ key: d.key, why: 'new' });
  }
  return out;
}

/** At the reinforcement phase: wounded leaders whose turn has come and new leaders go into the pool. */
export function returnLeaders(s: LgeState): LgeState {
  let t = s;
  for (const { key } of returnsDue(s)) t = moveLeader(t, key, 'pool');
  return t;
}

/** Reminders for the season tracker. */
export function leaderReminders(s: LgeState): string[] {
  const due = returnsDue(s);
  const out: string[] = [];
  const wounded = due.filter((d) => d.why === 'wounded').map((d) => d.key);
  const fresh = due.filter((d) => d.why === 'new').map((d) => d.key);
  if (wounded.length) out.push(`Back to the leader pool at this turn’s reinforcement phase: ${wounded.join(', ')} (wounded, §8.2.6.1)`);
  if (fresh.length) out.push(`New leaders enter the pool at this Winter’s reinforcement phase: ${fresh.join(', ')} (§12.5.2)`);
  const due2 = leaderDefs(packOf(s)).filter((d) => activationOf(s, leaderRecord(s, d.key)).attritionDue).map((d) => d.key);
  if (due2.length && s.position.stepId === 'activations') out.push(`Attrition check due: ${due2.join(', ')} (§7.3.2)`);
  return out;
}

/**
 * A closed battle's wound checks posted to the registry (§8.2.6): each leader the battle names who is
 * also in the table "Leaders" (matched without regard to case) is wounded until his return turn, or
 * killed. Names the table does not hold are left alone (a battle's leaders may be typed freely).
 */
export function applyBattleFates(s: LgeState, fates: Readonly<Record<string, WoundResult>>): { state: LgeState; posted: string[] } {
  const defs = leaderDefs(packOf(s));
  let t = s;
  const posted: string[] = [];
  for (const [name, res] of Object.entries(fates)) {
    if (res === 'none') continue;
    const d = defs.find((x) => x.key.toLowerCase() === name.toLowerCase());
    if (!d) continue;
    const st = leaderRecord(t, d.key).status;
    if (st === 'killed' || st === 'gone') continue;
    t = res === 'killed' ? moveLeader(t, d.key, 'killed', { army: false }) : moveLeader(t, d.key, 'wounded', { returnTurn: woundReturnTurn(t), army: false });
    posted.push(`${d.key} ${res}`);
  }
  return { state: t, posted };
}

// ---- Wound checks (§8.2.6) ----------------------------------------------------------------------------

/** The group's wound table and its dice, or what is missing. */
export function woundTableOf(p: DataPack): { table: WoundTable | null; missing: string[] } {
  const missing: string[] = [];
  const dice = cellOf(p, 'table-dice', 'wound', 'dice');
  if (!dice || dice.src === 'missing' || (dice.v !== '1D6' && dice.v !== '2D6')) missing.push('the dice it is rolled with (table “Dice for each chart”, row wound)');
  const rows: WoundTable['rows'] = [];
  for (const r of p.tables.wound?.rows ?? []) {
    const c = r.cells.result;
    if (!c || c.src === 'missing') missing.push(`roll ${r.key}`);
    else rows.push({ roll: Number(r.key), result: c.v as WoundResult });
  }
  if (!rows.length && !missing.length) missing.push('its rows');
  return missing.length ? { table: null, missing } : { table: { dice: dice!.v === '1D6' ? 1 : 2, rows: rows.sort((a, b) => a.roll - b.roll) }, missing };
}

/** A wound check's result for a natural total: the row at or below it (the lowest row below all). */
export function woundResult(t: WoundTable, total: number): WoundResult {
  let r = t.rows[0]!;
  for (const row of t.rows) if (row.roll <= total) r = row;
  return r.result;
}
