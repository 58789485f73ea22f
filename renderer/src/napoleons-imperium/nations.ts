// Napoleon's Imperium facts the panels show, kept free of the module's runtime imports (the module brings
// zod into the bundle); the rules stay in main. Values that live in data tables are read from the pack in force.
import type { DataPack, CellValue } from '../../../shared/data/tables';
import type { NiState, Commander } from '../../../shared/games/napoleons-imperium/state';

export type NationId = 'fr' | 'gb' | 'ot' | 'no' | 'sp' | 'pr' | 'au' | 'ru';
export type Alliance = 'french' | 'british';
export type Unit = 'infantry' | 'cavalry' | 'artillery' | 'fleet' | 'camels' | 'riflemen';

export interface NationInfo {
  id: NationId;
  empire: string;
  adj: string;
  alliance: Alliance;
  colour: string;
  capital: string;
}

/** Printed order of play [Order of Play]; the table "Empires" may reorder it (the view's sequence says). */
export const NATIONS: NationInfo[] = [
  { id: 'fr', empire: 'French Empire', adj: 'French', alliance: 'french', colour: '#2f5fb3', capital: 'France' },
  { id: 'gb', empire: 'British Empire', adj: 'British', alliance: 'british', colour: '#c0392b', capital: 'England' },
  { id: 'ot', empire: 'Ottoman Empire', adj: 'Ottoman', alliance: 'french', colour: '#e0b422', capital: 'Constantinople' },
  { id: 'no', empire: 'Nordic Empire', adj: 'Nordic', alliance: 'british', colour: '#7b3fa0', capital: 'Sweden' },
  { id: 'sp', empire: 'Spanish Empire', adj: 'Spanish', alliance: 'french', colour: '#8bc34a', capital: 'Spain' },
  { id: 'pr', empire: 'Prussian Empire', adj: 'Prussian', alliance: 'british', colour: '#2b2b2b', capital: 'Prussia' },
  { id: 'au', empire: 'Austrian Empire', adj: 'Austrian', alliance: 'french', colour: '#e8e4d8', capital: 'Austria' },
  { id: 'ru', empire: 'Russian Empire', adj: 'Russian', alliance: 'british', colour: '#2e7d32', capital: 'Russia' },
];
export const NATION_IDS = NATIONS.map((n) => n.id);
export const ALLIANCES: Alliance[] = ['french', 'british'];
export const ALLIANCE_NAME: Record<Alliance, string> = { french: 'French Imperial Alliance', british: 'British Coalition Alliance' };
export const ALLIANCE_SHORT: Record<Alliance, string> = { french: 'French alliance', british: 'British coalition' };
export const UNITS: Unit[] = ['infantry', 'cavalry', 'artillery', 'fleet', 'camels', 'riflemen'];
export const LAND: Unit[] = ['infantry', 'cavalry', 'artillery', 'camels', 'riflemen'];
export const UNIT_NAME: Record<Unit, [string, string]> = {
  infantry: ['Infantry', 'Infantry'],
  cavalry: ['Cavalry', 'Cavalry'],
  artillery: ['Artillery', 'Artillery'],
  fleet: ['Fleet', 'Fleets'],
  camels: ['Camel', 'Camels'],
  riflemen: ['Rifleman', 'Riflemen'],
};

export const info = (id: string): NationInfo => NATIONS.find((n) => n.id === id) ?? { id: id as NationId, empire: id, adj: id, alliance: 'french', colour: '#888', capital: id };
export const empire = (id: string) => info(id).empire;
export const adj = (id: string) => info(id).adj;
export const colour = (id: string) => info(id).colour;
export const isNation = (id: string): id is NationId => (NATION_IDS as string[]).includes(id);

export function niState(state: unknown): NiState {
  return state as NiState;
}

// ------------------------------------------------------------------------------------------------ the pack

export function cell(pack: DataPack | null | undefined, table: string, key: string, column: string): CellValue {
  const c = pack?.tables[table]?.rows.find((r) => r.key === key)?.cells[column];
  return c && c.src !== 'missing' ? c.v : null;
}

export function num(pack: DataPack | null | undefined, table: string, key: string, column: string): number | null {
  const v = cell(pack, table, key, column);
  if (v === null || Array.isArray(v) || typeof v === 'boolean') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
}

export function allianceOf(s: NiState, n: string): Alliance {
  const v = cell(s.data, 'nations', n, 'alliance');
  return v === 'french' || v === 'british' ? v : info(n).alliance;
}

export function capitalOf(s: NiState, n: string): string {
  const v = cell(s.data, 'nations', n, 'capital');
  return typeof v === 'string' && v ? v : info(n).capital;
}

/** Order of play from the table "Empires" (the printed order when it is not a permutation of 1-8). */
export function orderOf(s: NiState): NationId[] {
  const o = NATION_IDS.map((n) => ({ n, o: num(s.data, 'nations', n, 'order') }));
  const ok = o.every((x) => x.o !== null) && new Set(o.map((x) => x.o)).size === 8;
  return ok ? [...o].sort((a, b) => a.o! - b.o!).map((x) => x.n) : [...NATION_IDS];
}

export function yearOf(turn: number): number {
  return turn <= 1 ? 1798 : 1799 + Math.floor((turn - 2) / 8);
}

export function activeNation(s: NiState): NationId | null {
  const t = s.position.turn;
  if (t <= 1) return null;
  return orderOf(s)[(t - 2) % 8] ?? null;
}

export function turnName(s: NiState, turn: number): string {
  if (turn <= 1) return '1798';
  const n = orderOf(s)[(turn - 2) % 8]!;
  return `${adj(n)} turn ${yearOf(turn)}`;
}

export function territoryKey(s: NiState, name: string): string | null {
  const want = name.trim().toLowerCase();
  return s.data?.tables['territories']?.rows.find((r) => r.key.toLowerCase() === want)?.key ?? null;
}

export function territories(s: NiState): string[] {
  return (s.data?.tables['territories']?.rows ?? []).map((r) => r.key);
}

/** Who holds a territory now: the register when it changed hands, else its original owner (null: unknown). */
export function holderOf(s: NiState, name: string): NationId | 'neutral' | null {
  const h = s.holdings.find((x) => x.territory.toLowerCase() === name.trim().toLowerCase());
  if (h) return h.holder as NationId;
  const key = territoryKey(s, name);
  if (!key) return null;
  const v = cell(s.data, 'territories', key, 'originalOwner');
  if (v === 'neutral') return 'neutral';
  if (typeof v === 'string' && isNation(v)) return v;
  const cap = NATION_IDS.find((n) => capitalOf(s, n).toLowerCase() === key.toLowerCase());
  return cap ?? null;
}

export function capitalCaptured(s: NiState, n: string): boolean {
  const h = s.holdings.find((x) => x.territory.toLowerCase() === capitalOf(s, n).toLowerCase());
  return !!h && h.holder !== n;
}

/** A unit's purchase cost for a nation (a stolen cost in force replaces it), or null when not filled in. */
export function unitCost(s: NiState, n: NationId, unit: Unit): number | null {
  const spy = s.nations[n].spy;
  if (s.rules?.['spies'] === true && spy.alive && spy.stolen && spy.location.toLowerCase() === capitalOf(s, n).toLowerCase() && spy.stolen.stat === `${unit}-cost`) return Number(spy.stolen.value);
  if (unit === 'camels' || unit === 'riflemen') return num(s.data, 'special-units', unit, 'cost');
  return num(s.data, 'military-costs', n, unit);
}

/** The nation that may buy a unique unit, if any [§38B]. */
export function specialOwner(s: NiState, unit: Unit): string | null {
  const v = cell(s.data, 'special-units', unit, 'nation');
  return typeof v === 'string' ? v : null;
}

export function commanderLabel(c: Commander): string {
  return `${adj(c.nation)} ${c.rank === 'major' ? 'Major' : 'Minor'} Commander${c.rank === 'minor' ? ` ${c.id.split('-').pop()}` : ''}`;
}

export function fmt(x: number): string {
  return Number.isInteger(x) ? String(x) : x.toFixed(1);
}

export function pct(p: number): string {
  if (p > 0 && p < 0.001) return '<0.1%';
  if (p < 1 && p > 0.999) return '>99.9%';
  return `${(p * 100).toFixed(1)}%`;
}

/** Faces typed from the table for d10s: "0" is a 10 [§5]. */
export function parseD10(text: string): number[] | null {
  const t = text.trim();
  if (!t) return null;
  const parts = /^\d+$/.test(t) ? [...t] : t.split(/[\s,;+]+/).filter(Boolean);
  if (!parts.every((p) => /^\d+$/.test(p))) return null;
  const faces = parts.map(Number).map((f) => (f === 0 ? 10 : f));
  return faces.every((f) => f >= 1 && f <= 10) ? faces : null;
}

/**
 * Table dice typed for `count` d10s, with what is wrong in words when they cannot be used: a player at the
 * table sees why "Use these dice" stays greyed. A single die typed "10" is the ten (the 0 face) [Dice, §5].
 */
export function readD10(text: string, count: number): { faces: number[] | null; problem: string | null } {
  const t = text.trim();
  if (!t) return { faces: null, problem: null };
  const faces = count === 1 && t === '10' ? [10] : parseD10(t);
  if (!faces) return { faces: null, problem: 'Only the faces 0-9 (0 is a 10), one digit per die' };
  if (faces.length !== count) return { faces: null, problem: `${faces.length} ${faces.length === 1 ? 'die' : 'dice'} typed, ${count} needed` };
  return { faces, problem: null };
}

/**
 * One chip of a side in a fight: "3 fleets", "1 fleet", and the nation when the side mixes nations (a combined
 * fleet, a joint defence), so "3 French fleets 1 Spanish fleet" reads apart at the table [§22, §24].
 */
export function forceChip(count: number, type: string, nation: string | null | undefined, showNation: boolean): string {
  const names = UNIT_NAME[type as Unit];
  const noun = names ? names[count === 1 ? 0 : 1].toLowerCase() : type;
  return `${count} ${showNation && nation ? `${adj(nation)} ` : ''}${noun}`;
}
