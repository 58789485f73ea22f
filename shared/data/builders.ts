// Small builders for declaring game data tables tersely.
import type { Cell, ColumnDef, ColumnSpec, RowData, TableDef } from './tables';

export const int = (min?: number, max?: number): ColumnSpec => ({ type: 'int', ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) });
export const text = (maxLength = 60): ColumnSpec => ({ type: 'text', maxLength });
export const bool: ColumnSpec = { type: 'bool' };
export const oneOf = (...values: Array<readonly [string, string]>): ColumnSpec => ({ type: 'enum', options: values.map(([value, label]) => ({ value, label })) });
export const col = (id: string, label: string, spec: ColumnSpec, required = true): ColumnDef => ({ id, label, required, spec });
export const row = (key: string, cells: Record<string, Cell>, label?: string): RowData => ({ key, ...(label ? { label } : {}), cells });

/** A one-column table of rulebook numbers the engine reads by key. */
export function constants(id: string, title: string, description: string, usedBy: string[], rows: Array<[key: string, label: string, cell: Cell]>, spec: ColumnSpec = int()): TableDef {
  return {
    id,
    title,
    description,
    cite: [...new Set(rows.map(([, , c]) => c.cite).filter((c): c is string => !!c))],
    layout: 'records',
    rows: 'fixed',
    keyLabel: 'Item',
    columns: [col('value', 'Value', spec)],
    defaultRows: rows.map(([key, label, cell]) => row(key, { value: cell }, label)),
    usedBy,
  };
}
