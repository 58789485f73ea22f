// The data editor's model: shared/data/tables.ts's pack functions (one implementation for main and
// renderer), plus parsing and formatting for the editor's cells.
import {
  checkValue, validatePack, type CellSource, type CellValue, type ColumnDef, type DataPack, type GameData, type RowData, type TableDef, type TableStatus,
} from '../../../shared/data/tables';

export {
  PACK_FORMAT, checkValue, diffAgainstTemplate, missing as missingCell, removeRow, setCell, tableStatus, templatePack, weakest,
} from '../../../shared/data/tables';

/**
 * Every problem with a pack, as main finds them (main checks again before anything is applied; this lets
 * the editor list all of them, which a refused campaign action cannot).
 */
export function packProblems(data: GameData, raw: unknown): string[] {
  const check = validatePack(data, raw);
  return check.ok ? [] : check.errors;
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
