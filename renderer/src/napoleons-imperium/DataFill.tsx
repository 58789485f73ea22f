// Filling in values the rulebook omits, where the table needs them: each cell is a 'data.set' log entry (so it
// is undoable and saved with the campaign). The full data editor lives elsewhere; this is the in-context form.
import { useState } from 'react';
import type { CellValue, ColumnDef, DataPack, TableDef } from '../../../shared/data/tables';
import { useNiCatalogue } from './catalogue';
import { useAct } from './parts';
import { cx } from '../components/ui';

function cellOf(pack: DataPack | null | undefined, table: string, key: string, column: string) {
  return pack?.tables[table]?.rows.find((r) => r.key === key)?.cells[column];
}

function parse(col: ColumnDef, text: string): CellValue | undefined {
  const s = col.spec;
  if (text.trim() === '') return undefined;
  if (s.type === 'int') {
    const n = Number(text);
    return Number.isInteger(n) ? n : undefined;
  }
  if (s.type === 'bool') return text === 'true';
  if (s.type === 'faces') return text.split(/[\s,]+/).filter(Boolean).map(Number);
  return text;
}

function CellInput({ col, value, onChange, label }: { col: ColumnDef; value: string; onChange: (v: string) => void; label: string }) {
  const s = col.spec;
  if (s.type === 'enum') {
    return (
      <select value={value} onChange={(e) => onChange(e.target.value)} aria-label={label}>
        <option value="">—</option>
        {s.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    );
  }
  if (s.type === 'bool') {
    return (
      <select value={value} onChange={(e) => onChange(e.target.value)} aria-label={label}>
        <option value="">—</option>
        <option value="true">yes</option>
        <option value="false">no</option>
      </select>
    );
  }
  return <input type={s.type === 'int' ? 'number' : 'text'} className={s.type === 'int' ? 'narrow' : ''} value={value} onChange={(e) => onChange(e.target.value)} aria-label={label} />;
}

/** One row's cells (only the missing ones unless `all`), saved together. */
export function RowForm({ table, rowKey, pack, columns, all, onDone, label }: { table: TableDef; rowKey: string; pack: DataPack | null | undefined; columns?: string[]; all?: boolean; onDone?: () => void; label?: string }) {
  const act = useAct();
  const cols = table.columns.filter((c) => (columns ? columns.includes(c.id) : true)).filter((c) => all || !cellOf(pack, table.id, rowKey, c.id) || cellOf(pack, table.id, rowKey, c.id)!.src === 'missing');
  const [vals, setVals] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  if (!cols.length) return null;
  const rowLabel = label ?? table.defaultRows.find((r) => r.key === rowKey)?.label ?? rowKey;
  const save = async () => {
    setBusy(true);
    try {
      for (const c of cols) {
        const v = parse(c, vals[c.id] ?? '');
        if (v === undefined) continue;
        const ok = await act('data.set', { table: table.id, key: rowKey, column: c.id, value: v }, `${table.title}: ${rowLabel}, ${c.label}`);
        if (!ok) return;
      }
      setVals({});
      onDone?.();
    } finally {
      setBusy(false);
    }
  };
  const any = cols.some((c) => parse(c, vals[c.id] ?? '') !== undefined);
  return (
    <form
      className="ni-rowform"
      aria-label={`${table.title}: ${rowLabel}`}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <span className="ni-rowform-key">{rowLabel}</span>
      {cols.map((c) => {
        const cur = cellOf(pack, table.id, rowKey, c.id);
        return (
          <label key={c.id} className={cx('ni-rowform-cell', (!cur || cur.src === 'missing') && c.required && 'needs')} title={cur?.note}>
            <span className="small">{c.label}</span>
            <CellInput col={c} value={vals[c.id] ?? (cur && cur.src !== 'missing' ? String(cur.v) : '')} onChange={(v) => setVals({ ...vals, [c.id]: v })} label={`${rowLabel} ${c.label}`} />
          </label>
        );
      })}
      <button type="submit" className="btn btn-small btn-primary" disabled={!any || busy} aria-label={`Save ${rowLabel} ${table.title}`}>
        Save
      </button>
    </form>
  );
}

/** The rows of a table with required values still missing (optionally only some rows). */
export function FillTable({ tableId, pack, rows, onlyMissing = true, title }: { tableId: string; pack: DataPack | null | undefined; rows?: (key: string) => boolean; onlyMissing?: boolean; title?: string }) {
  const cat = useNiCatalogue();
  const t = cat?.data.tables.find((x) => x.id === tableId);
  if (!t) return null;
  const keys = (pack?.tables[tableId]?.rows ?? []).map((r) => r.key).filter((k) => (rows ? rows(k) : true));
  const missingIn = (k: string) => t.columns.some((c) => c.required && (cellOf(pack, tableId, k, c.id)?.src ?? 'missing') === 'missing');
  const shown = onlyMissing ? keys.filter(missingIn) : keys;
  return (
    <div className="ni-fill" role="group" aria-label={`Fill in ${t.title}`}>
      <div className="ni-fill-head">
        <strong>{title ?? t.title}</strong> <span className="muted small">{t.description}</span>
      </div>
      {shown.length ? shown.slice(0, 24).map((k) => <RowForm key={k} table={t} rowKey={k} pack={pack} />) : <p className="muted small">Nothing missing here.</p>}
      {t.rows === 'open' ? <NewRowForm table={t} pack={pack} /> : null}
    </div>
  );
}

/** Adds a row to an open table (a territory, a special ability). */
export function NewRowForm({ table, pack, presetKey, onDone }: { table: TableDef; pack: DataPack | null | undefined; presetKey?: string; onDone?: () => void }) {
  const act = useAct();
  const [key, setKey] = useState(presetKey ?? '');
  const [vals, setVals] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const cols = table.columns.filter((c) => c.required || table.id !== 'territories' || c.id === 'ports');
  const save = async () => {
    const k = key.trim();
    if (!k) return;
    setBusy(true);
    try {
      const exists = pack?.tables[table.id]?.rows.find((r) => r.key.toLowerCase() === k.toLowerCase())?.key;
      for (const c of cols) {
        const v = parse(c, vals[c.id] ?? '');
        if (v === undefined) continue;
        const ok = await act('data.set', { table: table.id, key: exists ?? k, column: c.id, value: v }, `${table.title}: ${exists ?? k}, ${c.label}`);
        if (!ok) return;
      }
      setVals({});
      if (!presetKey) setKey('');
      onDone?.();
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="ni-rowform ni-rowform-new"
      aria-label={`Add to ${table.title}`}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <label className="ni-rowform-cell needs">
        <span className="small">{table.keyLabel}</span>
        <input type="text" value={key} onChange={(e) => setKey(e.target.value)} aria-label={`New ${table.keyLabel}`} maxLength={80} />
      </label>
      {cols.map((c) => (
        <label key={c.id} className={cx('ni-rowform-cell', c.required && 'needs')}>
          <span className="small">{c.label}</span>
          <CellInput col={c} value={vals[c.id] ?? ''} onChange={(v) => setVals({ ...vals, [c.id]: v })} label={`${key || table.keyLabel} ${c.label}`} />
        </label>
      ))}
      <button type="submit" className="btn btn-small btn-primary" disabled={!key.trim() || busy} aria-label={`Add ${key || table.keyLabel} to ${table.title}`}>
        Add
      </button>
    </form>
  );
}

export function useTable(id: string): TableDef | null {
  const cat = useNiCatalogue();
  return cat?.data.tables.find((t) => t.id === id) ?? null;
}
