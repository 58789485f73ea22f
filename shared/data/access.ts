// Reading a game's data pack, once for every game: the pack in force (or the rulebook values), a value the
// rules need (refused with MissingDataError naming the table when the group has not entered it), and a rule
// check in which missing data becomes the refusal.
import { MissingDataError, cellOf, templatePack, type Cell, type CellValue, type DataPack, type GameData, type TableDef } from './tables';

/** A cell's value, or null when there is no cell or it is marked missing. */
export function valueOf(c: Cell | null | undefined): CellValue {
  return c && c.src !== 'missing' ? c.v : null;
}

/** A cell's value, or null when the pack lacks it or it is marked missing. */
export function cellValue(p: DataPack, table: string, key: string, column: string): CellValue {
  return valueOf(cellOf(p, table, key, column));
}

/** True when the cell holds a value. */
export function hasValue(p: DataPack, table: string, key: string, column: string): boolean {
  return cellValue(p, table, key, column) !== null;
}

/** A numeric cell, or null when it is empty or not a number. */
export function maybeNumber(p: DataPack, table: string, key: string, column: string): number | null {
  const v = cellValue(p, table, key, column);
  if (v === null) return null;
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? n : null;
}

/** Runs a rule check; a MissingDataError becomes the refusal (its message names the table to fill in). */
export function guard(fn: () => string | null): string | null {
  try {
    return fn();
  } catch (e) {
    if (e instanceof MissingDataError) return e.message;
    throw e;
  }
}

/** One game's accessors (see packAccess). */
export interface PackAccess {
  /** The rulebook values (what `adc data template <game>` prints), built once. */
  rulebookPack(): DataPack;
  /** The pack in force in a state, or the rulebook values. */
  packOf(s: { data?: DataPack | null }): DataPack;
  tableDef(table: string): TableDef;
  tableTitle(table: string): string;
  /** The refusal for values the group has not entered yet, naming the table. */
  missingData(table: string, what: string | string[]): MissingDataError;
  /** A value the rules need: throws MissingDataError naming the table when it is not filled in. */
  need(p: DataPack, table: string, key: string, column: string, what: string): Exclude<CellValue, null>;
  needNumber(p: DataPack, table: string, key: string, column: string, what: string): number;
}

const made = new WeakMap<GameData, PackAccess>();

/** The accessors of one game's data (one per GameData: the rulebook pack is built once, on first use). */
export function packAccess(data: GameData): PackAccess {
  const known = made.get(data);
  if (known) return known;
  let template: DataPack | null = null;
  const rulebookPack = (): DataPack => (template ??= templatePack(data));
  const tableDef = (table: string): TableDef => {
    const t = data.tables.find((x) => x.id === table);
    if (!t) throw new Error(`${data.game} has no data table "${table}".`);
    return t;
  };
  const tableTitle = (table: string): string => data.tables.find((x) => x.id === table)?.title ?? table;
  const missingData = (table: string, what: string | string[]): MissingDataError => new MissingDataError(table, tableTitle(table), Array.isArray(what) ? what : [what]);
  const need = (p: DataPack, table: string, key: string, column: string, what: string): Exclude<CellValue, null> => {
    const v = cellValue(p, table, key, column);
    if (v === null) throw missingData(table, what);
    return v;
  };
  const access: PackAccess = {
    rulebookPack,
    packOf: (s) => s.data ?? rulebookPack(),
    tableDef,
    tableTitle,
    missingData,
    need,
    needNumber(p, table, key, column, what) {
      const v = need(p, table, key, column, what);
      const n = typeof v === 'number' ? v : Number(v);
      if (!Number.isFinite(n)) throw missingData(table, what);
      return n;
    },
  };
  made.set(data, access);
  return access;
}
