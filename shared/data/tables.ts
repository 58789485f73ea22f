// Game data with provenance. Every value says where it comes from: the rulebook (with its section),
// the group (copied from their own components), an unverified default, or nothing yet.
import { z } from 'zod';
import { GAME_IDS, type GameId } from '../games/ids';

export type CellSource = 'rulebook' | 'group' | 'unverified' | 'missing';
export type CellValue = number | string | boolean | number[] | null;

export interface Cell {
  v: CellValue;
  src: CellSource;
  cite?: string;
  note?: string;
}

export type ColumnSpec =
  | { type: 'int'; min?: number; max?: number }
  | { type: 'text'; maxLength?: number }
  | { type: 'enum'; options: Array<{ value: string; label: string }> }
  | { type: 'bool' }
  /** A custom die: its faces, each an integer in range. */
  | { type: 'faces'; count?: number; min?: number; max?: number }
  /** Alliance-style firepower: letter A-D and number 1-4. */
  | { type: 'firepower' };

export interface ColumnDef {
  id: string;
  label: string;
  required: boolean;
  spec: ColumnSpec;
  /** Added after packs were saved without it: such a pack's rows take the template's cell for their key (else missing). */
  addedLater?: boolean;
}

export interface RowData {
  key: string;
  label?: string;
  cells: Record<string, Cell>;
}

export interface TableDef {
  id: string;
  title: string;
  description: string;
  cite: string[];
  /** How the editor shows it: a grid (e.g. a 2d6 results table), records (unit values), or dice faces. */
  layout: 'grid' | 'records' | 'dice';
  columns: ColumnDef[];
  /** Fixed rows cannot be added or removed (cards 1-42); open tables grow (Victory Cities). */
  rows: 'fixed' | 'open';
  keyLabel: string;
  defaultRows: RowData[];
  /** Calculators and resolvers that read this table. */
  usedBy: string[];
  /** Added after packs were saved without it: such a pack takes the template's rows (the rulebook's values) instead of being refused. */
  addedLater?: boolean;
}

export interface GameData {
  game: GameId;
  /** Bumped when the tables' shape changes; a pack for another version is refused. */
  dataVersion: number;
  tables: TableDef[];
}

export const PACK_FORMAT = 'aide-de-camp-data-pack';

export interface DataPack {
  format: typeof PACK_FORMAT;
  packVersion: 1;
  game: GameId;
  dataVersion: number;
  name: string;
  createdAt: string;
  tables: Record<string, { rows: RowData[] }>;
}

const cellSchema = z.object({
  v: z.union([z.number(), z.string(), z.boolean(), z.array(z.number()), z.null()]),
  src: z.enum(['rulebook', 'group', 'unverified', 'missing']),
  cite: z.string().optional(),
  note: z.string().max(500).optional(),
});
const rowSchema = z.object({ key: z.string().min(1).max(80), label: z.string().max(120).optional(), cells: z.record(z.string(), cellSchema) });
export const packSchema = z.object({
  format: z.literal(PACK_FORMAT),
  packVersion: z.literal(1),
  game: z.enum(GAME_IDS),
  dataVersion: z.number().int().min(1),
  name: z.string().max(120),
  createdAt: z.string(),
  tables: z.record(z.string(), z.object({ rows: z.array(rowSchema) })),
});

export const rb = (v: CellValue, cite: string, note?: string): Cell => ({ v, src: 'rulebook', cite, ...(note ? { note } : {}) });
export const missing = (note?: string): Cell => ({ v: null, src: 'missing', ...(note ? { note } : {}) });
export const unverified = (v: CellValue, note: string): Cell => ({ v, src: 'unverified', note });

export function templatePack(data: GameData, name = 'Rulebook values', createdAt = new Date(0).toISOString()): DataPack {
  const tables: DataPack['tables'] = {};
  for (const t of data.tables) tables[t.id] = { rows: t.defaultRows.map((r) => ({ ...r, cells: fillRow(t, r.cells) })) };
  return { format: PACK_FORMAT, packVersion: 1, game: data.game, dataVersion: data.dataVersion, name, createdAt, tables };
}

/** The pack with each table added later that it lacks, as the template has it (a campaign saved before it still opens). */
export function withAddedTables(data: GameData, pack: DataPack): DataPack {
  const lacking = data.tables.filter((t) => t.addedLater && !pack.tables?.[t.id]);
  const newColumns = (t: TableDef) => t.columns.filter((c) => c.addedLater && pack.tables?.[t.id]?.rows.some((r) => !r.cells[c.id]));
  const widened = data.tables.filter((t) => newColumns(t).length);
  if (!lacking.length && !widened.length) return pack;
  const template = templatePack(data);
  const tables = { ...pack.tables, ...Object.fromEntries(lacking.map((t) => [t.id, template.tables[t.id]!])) };
  for (const t of widened) {
    const cols = newColumns(t);
    const seed = (key: string, id: string) => template.tables[t.id]!.rows.find((r) => r.key === key)?.cells[id] ?? missing();
    tables[t.id] = { ...tables[t.id]!, rows: tables[t.id]!.rows.map((r) => ({ ...r, cells: { ...r.cells, ...Object.fromEntries(cols.filter((c) => !r.cells[c.id]).map((c) => [c.id, seed(r.key, c.id)])) } })) };
  }
  return { ...pack, tables };
}

function fillRow(t: TableDef, cells: Record<string, Cell>): Record<string, Cell> {
  const out: Record<string, Cell> = {};
  for (const c of t.columns) out[c.id] = cells[c.id] ?? missing();
  return out;
}

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

export type PackCheck = { ok: true; pack: DataPack } | { ok: false; errors: string[] };

/** Validates a whole pack; nothing is applied unless all of it is right. */
export function validatePack(data: GameData, raw: unknown): PackCheck {
  const parsed = packSchema.safeParse(raw);
  if (!parsed.success) {
    const top = raw as { format?: unknown } | null;
    if (!top || typeof top !== 'object' || top.format !== PACK_FORMAT) return { ok: false, errors: ['This is not an Aide-de-Camp data pack.'] };
    return { ok: false, errors: parsed.error.issues.slice(0, 10).map((i) => `${i.path.join('.')}: ${i.message}`) };
  }
  const errors: string[] = [];
  if (parsed.data.game !== data.game) return { ok: false, errors: [`This pack is for ${parsed.data.game}, not ${data.game}.`] };
  const pack = withAddedTables(data, parsed.data as DataPack);
  if (pack.dataVersion !== data.dataVersion) return { ok: false, errors: [`This pack is for data version ${pack.dataVersion} of ${data.game}; this app uses version ${data.dataVersion}.`] };
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
  return errors.length ? { ok: false, errors } : { ok: true, pack };
}

export interface TableStatus {
  id: string;
  title: string;
  values: number;
  rulebook: number;
  group: number;
  unverified: number;
  missingRequired: number;
  complete: boolean;
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

/**
 * The keys of a table's rows with a required value still missing (optionally only some columns, or rows kept
 * by `keep`): what a game's beforeYouPlay lists as a DataNeed's rows.
 */
export function rowsMissing(data: GameData, pack: DataPack | null | undefined, tableId: string, opts: { columns?: string[]; keep?: (row: RowData) => boolean } = {}): string[] {
  const t = data.tables.find((x) => x.id === tableId);
  if (!t) return [];
  const cols = t.columns.filter((c) => c.required && (!opts.columns || opts.columns.includes(c.id)));
  const rows = pack?.tables[tableId]?.rows ?? t.defaultRows;
  return rows.filter((r) => (!opts.keep || opts.keep(r)) && cols.some((c) => !r.cells[c.id] || r.cells[c.id]!.src === 'missing')).map((r) => r.key);
}

export interface CellDiff {
  key: string;
  column: string;
  rulebook: CellValue;
  now: CellValue;
  src: CellSource;
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
  const order: CellSource[] = ['rulebook', 'group', 'unverified', 'missing'];
  let w = 0;
  for (const c of cells) w = Math.max(w, order.indexOf(c?.src ?? 'missing'));
  return order[w]!;
}

export class MissingDataError extends Error {
  constructor(
    readonly table: string,
    readonly tableTitle: string,
    readonly what: string[],
  ) {
    super(`Fill in the table "${tableTitle}" first (in the data editor): ${what.slice(0, 5).join('; ')}${what.length > 5 ? `; and ${what.length - 5} more` : ''}.`);
    this.name = 'MissingDataError';
  }
}

export function cellOf(pack: DataPack, table: string, key: string, column: string): Cell | undefined {
  return pack.tables[table]?.rows.find((r) => r.key === key)?.cells[column];
}

/** Sets one cell, as the group does in the editor; returns a new pack or throws with the reason. */
export function setCell(data: GameData, pack: DataPack, table: string, key: string, column: string, v: CellValue, note?: string): DataPack {
  const t = data.tables.find((x) => x.id === table);
  if (!t) throw new Error(`There is no table "${table}".`);
  const col = t.columns.find((c) => c.id === column);
  if (!col) throw new Error(`${t.title} has no column "${column}".`);
  const bad = checkValue(col, v);
  if (bad) throw new Error(`${t.title}, ${t.keyLabel} ${key}: ${bad}.`);
  const rows = pack.tables[table]?.rows ?? [];
  let found = false;
  const cell: Cell = v === null ? missing() : { v, src: 'group', ...(note ? { note } : {}) };
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
