// The attrition calculator (§7.3, digest 7.4, M8): the column by the combat points in the hex, the
// column shifts (terrain entered, provincial troubles "+1 col", any the group lists) and die roll
// modifiers (forced march, out of supply, 5+ MP, a depot spent, the Russian bonus France shares until
// its second early conscript class), the exact distribution of the step losses before the roll, and
// the losses for the dice thrown. The table, its dice and most of the values are the play aid's: what
// is missing is named, and the referee then types the losses (manual mode). Pure.
import { cellOf, type DataPack } from '../../data/tables';
import { sumWays } from './procedures';
import { packOf, type LgeState } from './state';

export interface AttritionColumn {
  key: string;
  cpMin: number;
  cpMax: number;
  noCheck: boolean;
  firstRoll: number;
  losses: number[];
}

const cell = (p: DataPack, t: string, k: string, c: string) => {
  const x = cellOf(p, t, k, c);
  return x && x.src !== 'missing' ? x.v : null;
};

const WORDS: Record<string, string> = { cpMin: 'combat points from', cpMax: 'combat points to', firstRoll: 'first roll', losses: 'step losses' };

/** The group's attrition table (rows = columns left to right) and its dice, or what is missing. */
export function attritionTableOf(p: DataPack): { columns: AttritionColumn[]; dice: 1 | 2 | 3 | null; missing: string[] } {
  const missing: string[] = [];
  const d = cell(p, 'table-dice', 'attrition', 'dice');
  const dice = d === '1D6' ? 1 : d === '2D6' ? 2 : d === '3D6' ? 3 : null;
  if (!dice) missing.push('“Dice for each chart”, row attrition');
  const columns: AttritionColumn[] = [];
  const rows = p.tables.attrition?.rows ?? [];
  const COLS = ['cpMin', 'cpMax', 'noCheck', 'firstRoll', 'losses'];
  const blank = (key: string) => COLS.every((c) => cell(p, 'attrition', key, c) === null);
  // Rows left wholly blank are spare placeholders once a column is entered (a printed table may have fewer).
  const someEntered = rows.some((r) => !blank(r.key));
  for (const r of rows) {
    const v = (c: string) => cell(p, 'attrition', r.key, c);
    if (someEntered && blank(r.key)) continue;
    const noCheck = v('noCheck') === true;
    const need = noCheck ? ['cpMin', 'cpMax'] : ['cpMin', 'cpMax', 'firstRoll', 'losses'];
    const lacking = need.filter((c) => v(c) === null);
    if (lacking.length) {
      missing.push(`“Attrition”, ${r.key}: ${lacking.map((c) => WORDS[c]).join(', ')}`);
      continue;
    }
    columns.push({ key: r.key, cpMin: v('cpMin') as number, cpMax: v('cpMax') as number, noCheck, firstRoll: (v('firstRoll') as number | null) ?? 0, losses: (v('losses') as number[] | null) ?? [0] });
  }
  if (!columns.length && !missing.length) missing.push('“Attrition”: no column entered');
  return { columns, dice, missing };
}

export interface AttritionInput {
  /** Combat points of all units in the hex (partisans, engineers, depots and fortress points left out, §7.3.1). */
  cp: number;
  /** Terrain types entered at least once during the move (table "Terrain effects"). */
  terrain: string[];
  forcedMarch: boolean;
  outOfSupply: boolean;
  fiveMp: boolean;
  depot: boolean;
  troubles: boolean;
  /** At least half the steps are of a nationality with a bonus (§7.3.3). */
  nationality: 'none' | 'russian' | 'french';
  extra: Array<{ label: string; value: number; kind: 'drm' | 'column-shift' }>;
}

export interface AttritionLine {
  label: string;
  kind: 'drm' | 'column-shift' | null;
  value: number | null;
  cite: string;
  /** Not applied, and why. */
  off?: string;
}

export interface AttritionPlan {
  lines: AttritionLine[];
  /** What the group must enter before the app can read the table (manual mode until then). */
  missing: string[];
  column: AttritionColumn | null;
  baseIndex: number | null;
  shift: number;
  drm: number;
  dice: 1 | 2 | 3 | null;
  /** P(k step losses), k ascending. */
  dist: Array<{ losses: number; p: number }>;
  pNone: number;
  expected: number;
  /** §7.3.3: the odd-numbered losses fall on the bonus nationality. */
  nationalityNote: string | null;
}

const MODS: Array<[keyof AttritionInput, string, string]> = [
  ['forcedMarch', 'attrition:forced-march', '§7.3.2'],
  ['outOfSupply', 'attrition:out-of-supply', '§7.3.2'],
  ['fiveMp', 'attrition:five-mp', '§9.1.3'],
  ['depot', 'attrition:depot', '§7.2.3'],
  ['troubles', 'attrition:provincial-troubles', '§14.4'],
];

function modLine(p: DataPack, key: string, cite: string): AttritionLine {
  const row = p.tables.modifiers?.rows.find((r) => r.key === key);
  const kind = cell(p, 'modifiers', key, 'kind');
  const value = cell(p, 'modifiers', key, 'value');
  return { label: row?.label ?? key, kind: kind === 'drm' || kind === 'column-shift' ? kind : null, value: typeof value === 'number' ? value : null, cite };
}

/** The column, shifts, modifiers and exact loss distribution for a check, as far as the data allows. */
export function planAttrition(s: LgeState, i: AttritionInput): AttritionPlan {
  const p = packOf(s);
  const t = attritionTableOf(p);
  const missing = [...t.missing];
  const lines: AttritionLine[] = [];
  for (const [field, key, cite] of MODS) if (i[field]) lines.push(modLine(p, key, cite));
  for (const ter of i.terrain) {
    const v = cell(p, 'terrain', ter, 'attritionShift');
    const label = p.tables.terrain?.rows.find((r) => r.key === ter)?.label ?? ter;
    lines.push({ label: `Terrain entered: ${label}`, kind: 'column-shift', value: typeof v === 'number' ? v : null, cite: '§7.3.3' });
  }
  let nationalityNote: string | null = null;
  if (i.nationality !== 'none') {
    const l = modLine(p, 'attrition:russian', '§7.3.3');
    if (i.nationality === 'french' && s.conscripts.calls >= 2) lines.push({ ...l, label: 'French steps: the bonus France shared with Russia', off: 'lost with the second early conscript class (§12.2)' });
    else {
      lines.push(i.nationality === 'french' ? { ...l, label: 'French steps (at least half): the bonus shared with Russia', cite: '§12.2' } : l);
      nationalityNote = `Every odd-numbered loss falls on ${i.nationality === 'french' ? 'French' : 'Russian'} steps (§7.3.3).`;
    }
  }
  for (const e of i.extra) lines.push({ label: e.label, kind: e.kind, value: e.value, cite: 'entered' });
  for (const l of lines) {
    if (l.off) continue;
    if (l.kind === null || l.value === null) missing.push(`“${l.label}”: ${l.kind === null ? 'die roll modifier or column shift' : 'its value'} (table “${l.cite === '§7.3.3' && l.label.startsWith('Terrain') ? 'Terrain effects' : 'Modifiers'}”)`);
  }
  const on = lines.filter((l) => !l.off && l.kind && l.value !== null);
  const shift = on.filter((l) => l.kind === 'column-shift').reduce((a, l) => a + l.value!, 0);
  const drm = on.filter((l) => l.kind === 'drm').reduce((a, l) => a + l.value!, 0);
  const none = { lines, missing, column: null, baseIndex: null, shift, drm, dice: t.dice, dist: [], pNone: 0, expected: 0, nationalityNote };
  if (missing.length || !t.columns.length || !t.dice) return none;
  const cols = t.columns;
  let base = cols.findIndex((c) => i.cp >= c.cpMin && i.cp <= c.cpMax);
  if (base < 0) base = i.cp < Math.min(...cols.map((c) => c.cpMin)) ? 0 : cols.length - 1;
  // Favourable shifts move left (§7.3.3), so + is to the right (worse).
  const column = cols[Math.min(cols.length - 1, Math.max(0, base + shift))]!;
  if (column.noCheck) return { ...none, column, baseIndex: base, dist: [{ losses: 0, p: 1 }], pNone: 1, expected: 0 };
  const ways = sumWays(t.dice);
  const outOf = 6 ** t.dice;
  const acc = new Map<number, number>();
  ways.forEach((w, n) => {
    if (!w) return;
    const k = lossesFor(column, n + drm);
    acc.set(k, (acc.get(k) ?? 0) + w / outOf);
  });
  const dist = [...acc.entries()].sort((a, b) => a[0] - b[0]).map(([losses, pr]) => ({ losses, p: pr }));
  return { ...none, column, baseIndex: base, dist, pNone: acc.get(0) ?? 0, expected: dist.reduce((a, d) => a + d.losses * d.p, 0) };
}

/** The losses a modified roll gives in a column: the list starts at firstRoll; beyond either end, its end. */
export function lossesFor(c: AttritionColumn, modified: number): number {
  const idx = Math.min(c.losses.length - 1, Math.max(0, modified - c.firstRoll));
  return c.losses[idx] ?? 0;
}
