// The data editor's model: the pure parts of shared/data/tables.ts the renderer needs, without zod
// (the renderer bundle carries no zod), plus parsing and formatting for the editor's cells.
// model.test.ts checks every function here against shared/data/tables.ts on all five games' data.
import type {
  Cell, CellDiff, CellSource, CellValue, ColumnDef, DataPack, GameData, RowData, TableDef, TableStatus,
} from '../../../shared/data/tables';

export const PACK_FORMAT = 'aide-de-camp-data-pack';
const SOURCES: CellSource[] = ['rulebook', 'group', 'unverified', 'missing'];

export const missingCell = (note?: string): Cell => ({ v: null, src: 'missing', ...(note ? { note } : {}) });

// ---------------------------------------------------------------- ports of shared/data/tables.ts

/** Checks one value against its column; returns the reason it is wrong, or null. */
export function checkValue(col: ColumnDef, v: CellValue): string | null {
  if (v === null) return null;
  const s = col.spec;
  switch (s.type) {
    case 'int':
      if (typeof v !== 'number' || !Number.isInteger(v)) return `${col.label} must be a whole number`;
      if (s.min !== undefined && v < s.min) return `${col.label} must be at least ${s.min} (got ${v})`;
      if (s.max !== undefined && v > s.max) return `${col.label} must be at most ${s.max} (got ${v})`;
      return null;
    case 'text':
      if (typeof v !== 'string') return `${col.label} must be text`;
      if (s.maxLength !== undefined && v.length > s.maxLength) return `${col.label} is longer than ${s.maxLength} characters`;
      return null;
    case 'enum':
      return typeof v === 'string' && s.options.some((o) => o.value === v) ? null : `${col.label} must be one of ${s.options.map((o) => o.value).join(', ')} (got ${JSON.stringify(v)})`;
    case 'bool':
      return typeof v === 'boolean' ? null : `${col.label} must be yes or no`;
    case 'faces':
      if (!Array.isArray(v) || v.some((f) => !Number.isInteger(f))) return `${col.label} must be a list of whole numbers`;
      if (s.count !== undefined && v.length !== s.count) return `${col.label} needs exactly ${s.count} faces (got ${v.length})`;
      if (v.length === 0) return `${col.label} needs at least one face`;
      if (s.min !== undefined && v.some((f) => f < s.min!)) return `${col.label}: faces must be at least ${s.min}`;
      if (s.max !== undefined && v.some((f) => f > s.max!)) return `${col.label}: faces must be at most ${s.max}`;
      return null;
    case 'firepower':
      return typeof v === 'string' && /^[A-D][1-4]$/.test(v) ? null : `${col.label} must be a letter A-D and a number 1-4, like C3 (got ${JSON.stringify(v)})`;
  }
}

function fillRow(t: TableDef, cells: Record<string, Cell>): Record<string, Cell> {
  const out: Record<string, Cell> = {};
  for (const c of t.columns) out[c.id] = cells[c.id] ?? missingCell();
  return out;
}

export function templatePack(data: GameData, name = 'Rulebook values', createdAt = new Date(0).toISOString()): DataPack {
  const tables: DataPack['tables'] = {};
  for (const t of data.tables) tables[t.id] = { rows: t.defaultRows.map((r) => ({ ...r, cells: fillRow(t, r.cells) })) };
  return { format: PACK_FORMAT, packVersion: 1, game: data.game, dataVersion: data.dataVersion, name, createdAt, tables };
}

export function tableStatus(data: GameData, pack: DataPack): TableStatus[] {
  return data.tables.map((t) => {
    const s: TableStatus = { id: t.id, title: t.title, values: 0, rulebook: 0, group: 0, unverified: 0, missingRequired: 0, complete: true };
    for (const r of pack.tables[t.id]?.rows ?? []) {
      for (const c of t.columns) {
        const cell = r.cells[c.id];
        s.values++;
        if (!cell || cell.src === 'missing') {
          if (c.required) s.missingRequired++;
        } else s[cell.src]++;
      }
    }
    s.complete = s.missingRequired === 0;
    return s;
  });
}

/** Every cell whose value differs from the rulebook template. `template` saves rebuilding it. */
export function diffAgainstTemplate(data: GameData, pack: DataPack, tableId: string, template?: DataPack): CellDiff[] {
  const t = data.tables.find((x) => x.id === tableId);
  if (!t) return [];
  const out: CellDiff[] = [];
  const base = (template ?? templatePack(data)).tables[tableId]?.rows ?? [];
  for (const r of pack.tables[tableId]?.rows ?? []) {
    const was = base.find((x) => x.key === r.key);
    for (const c of t.columns) {
      const now = r.cells[c.id];
      const before = was?.cells[c.id];
      if (JSON.stringify(now?.v ?? null) !== JSON.stringify(before?.v ?? null)) out.push({ key: r.key, column: c.id, rulebook: before?.v ?? null, now: now?.v ?? null, src: now?.src ?? 'missing' });
    }
  }
  return out;
}

/** The weakest provenance among cells: what a result computed from them may claim. */
export function weakest(cells: Array<Cell | undefined | null>): CellSource {
  let w = 0;
  for (const c of cells) w = Math.max(w, SOURCES.indexOf(c?.src ?? 'missing'));
  return SOURCES[w]!;
}

/** Sets one cell as the group does (a library pack being edited here); throws with the reason. */
export function setCell(data: GameData, pack: DataPack, table: string, key: string, column: string, v: CellValue, note?: string): DataPack {
  const t = data.tables.find((x) => x.id === table);
  if (!t) throw new Error(`There is no table "${table}".`);
  const col = t.columns.find((c) => c.id === column);
  if (!col) throw new Error(`${t.title} has no column "${column}".`);
  const bad = checkValue(col, v);
  if (bad) throw new Error(`${t.title}, ${t.keyLabel} ${key}: ${bad}.`);
  const rows = pack.tables[table]?.rows ?? [];
  let found = false;
  const cell: Cell = v === null ? missingCell() : { v, src: 'group', ...(note ? { note } : {}) };
  const next = rows.map((r) => {
    if (r.key !== key) return r;
    found = true;
    return { ...r, cells: { ...r.cells, [column]: cell } };
  });
  if (!found) {
    if (t.rows === 'fixed') throw new Error(`${t.title} has no ${t.keyLabel} "${key}".`);
    next.push({ key, cells: { ...fillRow(t, {}), [column]: cell } });
  }
  return { ...pack, tables: { ...pack.tables, [table]: { rows: next } } };
}

export function removeRow(data: GameData, pack: DataPack, table: string, key: string): DataPack {
  const t = data.tables.find((x) => x.id === table);
  if (!t) throw new Error(`There is no table "${table}".`);
  if (t.rows === 'fixed') throw new Error(`${t.title} has a fixed set of rows.`);
  return { ...pack, tables: { ...pack.tables, [table]: { rows: (pack.tables[table]?.rows ?? []).filter((r) => r.key !== key) } } };
}

// ---------------------------------------------------------------- checking a pack file before sending it

const isObj = (x: unknown): x is Record<string, unknown> => !!x && typeof x === 'object' && !Array.isArray(x);
const isCellValue = (v: unknown) => v === null || typeof v === 'number' || typeof v === 'string' || typeof v === 'boolean' || (Array.isArray(v) && v.every((x) => typeof x === 'number'));

/**
 * Every problem with a pack, as main's validatePack finds them (main checks again before anything is
 * applied; this lets the editor list all of them, which a refused campaign action cannot).
 */
export function packProblems(data: GameData, raw: unknown): string[] {
  if (!isObj(raw) || raw.format !== PACK_FORMAT) return ['This is not an Aide-de-Camp data pack.'];
  const shape: string[] = [];
  if (raw.packVersion !== 1) shape.push('packVersion: must be 1');
  if (typeof raw.game !== 'string') shape.push('game: missing');
  if (typeof raw.dataVersion !== 'number' || !Number.isInteger(raw.dataVersion) || raw.dataVersion < 1) shape.push('dataVersion: must be a whole number');
  if (typeof raw.name !== 'string' || raw.name.length > 120) shape.push('name: must be text of at most 120 characters');
  if (typeof raw.createdAt !== 'string') shape.push('createdAt: must be text');
  if (!isObj(raw.tables)) shape.push('tables: must be a set of tables');
  else {
    for (const [id, t] of Object.entries(raw.tables)) {
      if (!isObj(t) || !Array.isArray(t.rows)) {
        shape.push(`tables.${id}: must have rows`);
        continue;
      }
      t.rows.forEach((r: unknown, i: number) => {
        const at = `tables.${id}.rows.${i}`;
        if (!isObj(r)) return void shape.push(`${at}: must be a row`);
        if (typeof r.key !== 'string' || r.key.length < 1 || r.key.length > 80) shape.push(`${at}.key: must be text of 1 to 80 characters`);
        if (r.label !== undefined && (typeof r.label !== 'string' || r.label.length > 120)) shape.push(`${at}.label: must be text of at most 120 characters`);
        if (!isObj(r.cells)) return void shape.push(`${at}.cells: must be a set of cells`);
        for (const [c, cell] of Object.entries(r.cells)) {
          if (!isObj(cell)) shape.push(`${at}.cells.${c}: must be a cell`);
          else {
            if (!isCellValue(cell.v)) shape.push(`${at}.cells.${c}.v: not a value`);
            if (!SOURCES.includes(cell.src as CellSource)) shape.push(`${at}.cells.${c}.src: must be rulebook, group, unverified or missing`);
            if (cell.cite !== undefined && typeof cell.cite !== 'string') shape.push(`${at}.cells.${c}.cite: must be text`);
            if (cell.note !== undefined && (typeof cell.note !== 'string' || cell.note.length > 500)) shape.push(`${at}.cells.${c}.note: must be text of at most 500 characters`);
          }
        }
      });
    }
  }
  if (shape.length) return shape.slice(0, 10);
  const pack = raw as unknown as DataPack;
  if (pack.game !== data.game) return [`This pack is for ${pack.game}, not ${data.game}.`];
  if (pack.dataVersion !== data.dataVersion) return [`This pack is for data version ${pack.dataVersion} of ${data.game}; this app uses version ${data.dataVersion}.`];
  const errors: string[] = [];
  for (const t of data.tables) {
    const tp = pack.tables[t.id];
    if (!tp) {
      errors.push(`Table "${t.title}" (${t.id}) is missing.`);
      continue;
    }
    const keys = new Set<string>();
    for (const r of tp.rows) {
      if (keys.has(r.key)) errors.push(`${t.title}: row "${r.key}" appears twice.`);
      keys.add(r.key);
      for (const c of t.columns) {
        const cell = r.cells[c.id];
        if (!cell) {
          errors.push(`${t.title}, ${t.keyLabel} ${r.key}: no value for ${c.label}.`);
          continue;
        }
        if (cell.src === 'missing' && cell.v !== null) errors.push(`${t.title}, ${t.keyLabel} ${r.key}: ${c.label} has a value but is marked missing.`);
        if (cell.src !== 'missing' && cell.v === null) errors.push(`${t.title}, ${t.keyLabel} ${r.key}: ${c.label} is empty but marked ${cell.src}.`);
        const bad = checkValue(c, cell.v);
        if (bad) errors.push(`${t.title}, ${t.keyLabel} ${r.key}: ${bad}.`);
      }
      for (const k of Object.keys(r.cells)) if (!t.columns.some((c) => c.id === k)) errors.push(`${t.title}, ${t.keyLabel} ${r.key}: unknown column "${k}".`);
    }
    if (t.rows === 'fixed') {
      for (const d of t.defaultRows) if (!keys.has(d.key)) errors.push(`${t.title}: row ${d.key} is missing.`);
      for (const k of keys) if (!t.defaultRows.some((d) => d.key === k)) errors.push(`${t.title}: there is no row "${k}" in this table.`);
    }
  }
  for (const id of Object.keys(pack.tables)) if (!data.tables.some((t) => t.id === id)) errors.push(`Unknown table "${id}".`);
  return errors;
}

// ---------------------------------------------------------------- the editor's own helpers

export type Parsed = { ok: true; v: CellValue } | { ok: false; error: string };

/** Reads what was typed into a cell: empty clears it (back to missing). */
export function parseInput(col: ColumnDef, text: string): Parsed {
  const s = col.spec;
  const t = text.trim();
  if (t === '') return { ok: true, v: null };
  let v: CellValue;
  switch (s.type) {
    case 'int': {
      if (!/^[-+−]?\d+$/.test(t)) return { ok: false, error: `${col.label} must be a whole number` };
      v = Number(t.replace('−', '-'));
      break;
    }
    case 'firepower':
      v = t.toUpperCase();
      break;
    case 'bool':
      if (/^(y|yes|true|1)$/i.test(t)) v = true;
      else if (/^(n|no|false|0)$/i.test(t)) v = false;
      else return { ok: false, error: `${col.label} must be yes or no` };
      break;
    case 'faces': {
      const parts = t.split(/[\s,;]+/).filter(Boolean);
      if (parts.some((p) => !/^[-+]?\d+$/.test(p))) return { ok: false, error: `${col.label} must be a list of whole numbers` };
      v = parts.map(Number);
      break;
    }
    case 'enum': {
      const o = s.options.find((x) => x.value === t) ?? s.options.find((x) => x.label.toLowerCase() === t.toLowerCase());
      v = o ? o.value : t;
      break;
    }
    default:
      v = text;
  }
  const bad = checkValue(col, v);
  return bad ? { ok: false, error: bad } : { ok: true, v };
}

/** A value as the editor's input shows it. */
export function inputText(col: ColumnDef, v: CellValue): string {
  if (v === null || v === undefined) return '';
  if (Array.isArray(v)) return v.join(' ');
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  if (col.spec.type === 'int' && typeof v === 'number' && v < 0) return String(v);
  return String(v);
}

/** A value as a reader sees it (enum labels, yes/no, dice faces). */
export function displayValue(col: ColumnDef | undefined, v: CellValue): string {
  if (v === null || v === undefined) return '—';
  if (Array.isArray(v)) return v.length ? v.join(' · ') : '(no faces)';
  if (typeof v === 'boolean') return v ? 'Yes' : 'No';
  if (col?.spec.type === 'enum') return col.spec.options.find((o) => o.value === v)?.label ?? String(v);
  if (typeof v === 'number' && v < 0) return `−${Math.abs(v)}`;
  if (v === '') return '(empty)';
  return String(v);
}

export const SOURCE_LABEL: Record<CellSource, string> = { rulebook: 'rulebook', group: 'entered', unverified: 'unverified', missing: 'missing' };

/** The badge text for a cell: "rulebook §3.2", "entered", "unverified", "missing". */
export function sourceLabel(src: CellSource, cite?: string): string {
  if (src !== 'rulebook' || !cite) return SOURCE_LABEL[src];
  const c = cite.trim();
  return `rulebook ${/^(§|\d|[A-Z]-?\d)/.test(c) && !c.startsWith('§') ? `§${c}` : c}`;
}

export interface RowFacts {
  missing: boolean;
  changed: boolean;
}

export type RowFilter = 'all' | 'missing' | 'changed';

/** The words a search box matches a row against: its key, label and every value as shown. */
export function rowSearchWords(t: TableDef, r: RowData): string[] {
  const parts = [r.key, r.label ?? ''];
  for (const c of t.columns) parts.push(displayValue(c, r.cells[c.id]?.v ?? null));
  return parts.join(' ').toLowerCase().split(/[\s,;:()·/"“”]+/).filter(Boolean);
}

export function rowMissing(t: TableDef, r: RowData): boolean {
  return t.columns.some((c) => c.required && (!r.cells[c.id] || r.cells[c.id]!.src === 'missing'));
}

/** Rows kept by the filter and the search: every word typed must begin a word of the row ("russian" is not "Prussian"). */
export function filterRows(t: TableDef, rows: RowData[], opts: { filter: RowFilter; search: string; changedKeys: Set<string> }): RowData[] {
  const q = opts.search.trim().toLowerCase();
  const wanted = q ? q.split(/[\s,;:()·/"“”]+/).filter(Boolean) : [];
  return rows.filter((r) => {
    if (opts.filter === 'missing' && !rowMissing(t, r)) return false;
    if (opts.filter === 'changed' && !opts.changedKeys.has(r.key)) return false;
    if (wanted.length) {
      const words = rowSearchWords(t, r);
      if (!wanted.every((w) => words.some((x) => x.startsWith(w)))) return false;
    }
    return true;
  });
}

/** A row's key as a person reads it: the label, else the key ("france:Inf #1" → "France · Inf #1" when the first column says so). */
export function rowTitle(t: TableDef, r: RowData): string {
  if (r.label) return r.label;
  return r.key;
}

/** A file name for a pack: "alliance-our-deck.json". */
export function packFileName(pack: Pick<DataPack, 'game' | 'name'>): string {
  const slug = pack.name.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 50) || 'pack';
  return `${pack.game}-${slug}.json`;
}

/** Reads a pack file's text; a file that is not JSON gives its problem instead. */
export function readPackText(text: string): { ok: true; raw: unknown } | { ok: false; problems: string[] } {
  try {
    return { ok: true, raw: JSON.parse(text) };
  } catch (e) {
    return { ok: false, problems: [`This file is not JSON: ${(e as Error).message}`] };
  }
}

export interface Totals {
  values: number;
  rulebook: number;
  group: number;
  unverified: number;
  missingRequired: number;
  tablesToFill: number;
}

export function totals(status: TableStatus[]): Totals {
  const out: Totals = { values: 0, rulebook: 0, group: 0, unverified: 0, missingRequired: 0, tablesToFill: 0 };
  for (const s of status) {
    out.values += s.values;
    out.rulebook += s.rulebook;
    out.group += s.group;
    out.unverified += s.unverified;
    out.missingRequired += s.missingRequired;
    if (!s.complete) out.tablesToFill++;
  }
  return out;
}

/** The table a refusal asks to fill in ("Fill in the table "Block roster" first (in the data editor): …"), by id. */
export function tableAskedFor(message: string | null | undefined, tables: Array<Pick<TableDef, 'id' | 'title'>>): string | null {
  const m = /Fill in the table [“"]([^”"]+)[”"] first/.exec(message ?? '');
  return m ? (tables.find((t) => t.title === m[1])?.id ?? null) : null;
}
