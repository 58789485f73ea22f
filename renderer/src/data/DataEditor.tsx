// The data editor: the game's tables with their completeness on the left, the selected table on the
// right as a grid, a records sheet or a dice-face editor. Used in a campaign (each edit is a log entry)
// and from Home on a library pack.
import { memo, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { CellValue, DataPack, RowData, TableDef, TableStatus } from '../../../shared/data/tables';
import type { DataCatalogue } from '../../../shared/ipc/contract';
import { cx } from '../components/ui';
import { CellEditor, FacesEditor, specHint } from './cells';
import { ProvenanceBadge } from './ProvenanceBadge';
import { diffAgainstTemplate, displayValue, filterRows, parseInput, tableStatus, totals, type RowFilter } from './model';
import './data.css';

export interface DataEditorProps {
  catalogue: DataCatalogue;
  pack: DataPack;
  /** The selected table's id (kept by the caller so other screens can open a given table). */
  tableId: string | undefined;
  onSelect(id: string): void;
  /** One value; resolves to null when it is in, else the refusal's message. */
  onSet(table: string, key: string, column: string, value: CellValue): Promise<string | null>;
  onRemoveRow(table: string, key: string): Promise<string | null>;
  readOnly?: boolean;
  /** Said under the title: where edits go ("Each change is a log entry; undo with Ctrl+Z"). */
  where?: ReactNode;
  /** Show only these rows of a table (another screen asked for them), until cleared. */
  focus?: { table: string; rows: string[] } | null;
  onClearFocus?(): void;
}

export function DataEditor({ catalogue, pack, tableId, onSelect, onSet, onRemoveRow, readOnly, where, focus, onClearFocus }: DataEditorProps) {
  const data = catalogue.data;
  const status = useMemo(() => tableStatus(data, pack), [data, pack]);
  const table = data.tables.find((t) => t.id === tableId) ?? data.tables[0]!;
  const [onlyToFill, setOnlyToFill] = useState(false);
  return (
    <div className="de">
      <TableList tables={data.tables} status={status} selected={table.id} onSelect={onSelect} onlyToFill={onlyToFill} setOnlyToFill={setOnlyToFill} where={where} />
      <TableView
        key={table.id}
        table={table}
        status={status.find((s) => s.id === table.id)!}
        catalogue={catalogue}
        pack={pack}
        onSet={onSet}
        onRemoveRow={onRemoveRow}
        readOnly={!!readOnly}
        focusRows={focus && focus.table === table.id && focus.rows.length ? focus.rows : null}
        onClearFocus={onClearFocus}
      />
    </div>
  );
}

// ---------------------------------------------------------------- the list of tables

function TableList({ tables, status, selected, onSelect, onlyToFill, setOnlyToFill, where }: { tables: TableDef[]; status: TableStatus[]; selected: string; onSelect(id: string): void; onlyToFill: boolean; setOnlyToFill(b: boolean): void; where?: ReactNode }) {
  const all = totals(status);
  const filled = all.values - all.missingRequired;
  const shown = tables.filter((t) => !onlyToFill || !status.find((s) => s.id === t.id)!.complete || t.id === selected);
  return (
    <nav className="de-tables" aria-label="Tables">
      <div className="de-totals" aria-label="Completeness">
        <div className="de-totals-line">
          <strong>{all.tablesToFill}</strong> of {tables.length} tables need filling in
        </div>
        <Meter values={all.values} rulebook={all.rulebook} group={all.group} unverified={all.unverified} missing={all.missingRequired} />
        <div className="de-totals-counts">
          <span className="c-rb">{all.rulebook} rulebook</span> · <span className="c-gr">{all.group} entered</span> · <span className="c-un">{all.unverified} unverified</span> · <span className="c-mi">{all.missingRequired} missing</span>
        </div>
        <label className="toggle de-only-fill">
          <input type="checkbox" checked={onlyToFill} onChange={(e) => setOnlyToFill(e.target.checked)} />
          Only tables to fill in
        </label>
        <span className="sr-only">{filled} values filled in</span>
        {where ? <p className="de-where">{where}</p> : null}
      </div>
      <ul className="de-table-list">
        {shown.map((t) => {
          const s = status.find((x) => x.id === t.id)!;
          return (
            <li key={t.id}>
              <button
                type="button"
                className={cx('de-table-btn', t.id === selected && 'selected', !s.complete && 'to-fill')}
                aria-current={t.id === selected ? 'true' : undefined}
                onClick={() => onSelect(t.id)}
                data-table={t.id}
              >
                <span className="de-table-title">{t.title}</span>
                <span className="de-table-counts">
                  {s.rulebook ? <span className="c-rb" title="Values from the rulebook">{s.rulebook} rulebook</span> : null}
                  {s.group ? <span className="c-gr" title="Values entered by the group">{s.group} entered</span> : null}
                  {s.unverified ? <span className="c-un" title="Defaults the rulebook does not confirm">{s.unverified} unverified</span> : null}
                  {s.missingRequired ? <span className="c-mi" title="Required values not entered yet">{s.missingRequired} missing</span> : null}
                </span>
                {!s.complete ? <span className="de-needs">needs filling in</span> : <span className="de-done">complete</span>}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function Meter({ values, rulebook, group, unverified, missing }: { values: number; rulebook: number; group: number; unverified: number; missing: number }) {
  const pct = (n: number) => `${values ? (100 * n) / values : 0}%`;
  return (
    <div className="de-meter" aria-hidden="true">
      <span className="m-rb" style={{ width: pct(rulebook) }} />
      <span className="m-gr" style={{ width: pct(group) }} />
      <span className="m-un" style={{ width: pct(unverified) }} />
      <span className="m-mi" style={{ width: pct(missing) }} />
    </div>
  );
}

// ---------------------------------------------------------------- one table

interface TableViewProps {
  table: TableDef;
  status: TableStatus;
  catalogue: DataCatalogue;
  pack: DataPack;
  onSet: DataEditorProps['onSet'];
  onRemoveRow: DataEditorProps['onRemoveRow'];
  readOnly: boolean;
  focusRows: string[] | null;
  onClearFocus?(): void;
}

function TableView({ table, status, catalogue, pack, onSet, onRemoveRow, readOnly, focusRows, onClearFocus }: TableViewProps) {
  const rows = pack.tables[table.id]?.rows ?? [];
  const diffs = useMemo(() => diffAgainstTemplate(catalogue.data, pack, table.id, catalogue.template), [catalogue, pack, table.id]);
  const changedKeys = useMemo(() => new Set(diffs.map((d) => d.key)), [diffs]);
  const [filter, setFilter] = useState<RowFilter>('all');
  const [search, setSearch] = useState('');
  const [showDiff, setShowDiff] = useState(false);
  const shown = useMemo(() => {
    const only = focusRows ? new Set(focusRows) : null;
    return filterRows(table, rows, { filter, search, changedKeys }).filter((r) => !only || only.has(r.key));
  }, [table, rows, filter, search, changedKeys, focusRows]);
  const missingRows = useMemo(() => filterRows(table, rows, { filter: 'missing', search: '', changedKeys }).length, [table, rows, changedKeys]);
  const big = rows.length > 12;

  return (
    <section className={cx('de-view', `de-layout-${table.layout}`)} aria-label={`Table: ${table.title}`}>
      <header className="de-view-head">
        <div className="de-view-titles">
          <div className="de-title-line">
            <h2 className="de-view-title">{table.title}</h2>
            {status.complete ? <span className="de-done big">complete</span> : <span className="de-needs big">needs filling in</span>}
            <span className="de-status" aria-label="Table completeness">
              <span className="c-mi">{status.missingRequired} missing</span> · <span className="c-un">{status.unverified} unverified</span> · <span className="c-gr">{status.group} entered</span> ·{' '}
              <span className="c-rb">{status.rulebook} rulebook</span>
            </span>
          </div>
          <p className="de-desc" title={table.description}>
            {table.description}
          </p>
          <p className="de-meta">
            {table.cite.length ? <span>Rules {table.cite.join(', ')}</span> : null}
            {table.usedBy.length ? <span>Used by: {table.usedBy.join('; ')}</span> : null}
            <span>
              {rows.length} {rows.length === 1 ? 'row' : 'rows'}
              {table.rows === 'open' ? ' (you can add and remove rows)' : ''}
            </span>
          </p>
        </div>
      </header>

      <div className="de-toolbar" role="toolbar" aria-label="Rows shown">
        {big || search ? (
          <input type="search" className="de-search" placeholder={`Search ${rows.length} rows…`} value={search} onChange={(e) => setSearch(e.target.value)} aria-label="Search rows" />
        ) : null}
        <div className="seg" role="group" aria-label="Filter rows">
          <button type="button" className={cx('seg-btn', filter === 'all' && 'on')} aria-pressed={filter === 'all'} onClick={() => setFilter('all')}>
            All rows
          </button>
          <button type="button" className={cx('seg-btn', filter === 'missing' && 'on')} aria-pressed={filter === 'missing'} onClick={() => setFilter('missing')}>
            Only missing ({missingRows})
          </button>
          <button type="button" className={cx('seg-btn', filter === 'changed' && 'on')} aria-pressed={filter === 'changed'} onClick={() => setFilter('changed')}>
            Only changed ({changedKeys.size})
          </button>
        </div>
        <button type="button" className={cx('btn', showDiff && 'btn-primary')} aria-pressed={showDiff} onClick={() => setShowDiff(!showDiff)}>
          Diff against the rulebook ({diffs.length})
        </button>
      </div>

      {focusRows ? (
        <div className="de-focus" role="status">
          <span>
            Showing the {focusRows.length} row{focusRows.length === 1 ? '' : 's'} asked for: {focusRows.slice(0, 4).join(', ')}
            {focusRows.length > 4 ? '…' : ''}
          </span>
          <button type="button" className="btn btn-small" onClick={() => onClearFocus?.()}>
            Show all rows
          </button>
        </div>
      ) : null}
      {showDiff ? <DiffList table={table} diffs={diffs} pack={pack} /> : null}

      {table.layout === 'dice' ? (
        <DiceLayout table={table} rows={shown} onSet={onSet} readOnly={readOnly} />
      ) : (
        <SheetLayout table={table} rows={shown} total={rows.length} onSet={onSet} onRemoveRow={onRemoveRow} readOnly={readOnly}>
          {table.rows === 'open' && !readOnly ? <AddRow table={table} existing={rows} onSet={onSet} /> : null}
        </SheetLayout>
      )}
    </section>
  );
}

function DiffList({ table, diffs, pack }: { table: TableDef; diffs: ReturnType<typeof diffAgainstTemplate>; pack: DataPack }) {
  const rows = pack.tables[table.id]?.rows ?? [];
  return (
    <div className="de-diff" role="region" aria-label="Changes from the rulebook">
      <h3>
        {diffs.length ? `${diffs.length} ${diffs.length === 1 ? 'value differs' : 'values differ'} from the rulebook` : 'Every value is as the rulebook (or the template) has it.'}
      </h3>
      {diffs.length ? (
        <table className="de-diff-table">
          <thead>
            <tr>
              <th scope="col">{table.keyLabel}</th>
              <th scope="col">Column</th>
              <th scope="col">Rulebook</th>
              <th scope="col" aria-hidden="true" />
              <th scope="col">Now</th>
              <th scope="col">Source</th>
            </tr>
          </thead>
          <tbody>
            {diffs.map((d) => {
              const col = table.columns.find((c) => c.id === d.column);
              const row = rows.find((r) => r.key === d.key);
              const cell = row?.cells[d.column];
              return (
                <tr key={`${d.key}/${d.column}`}>
                  <th scope="row">{row?.label ?? d.key}</th>
                  <td>{col?.label ?? d.column}</td>
                  <td className="de-was">{d.rulebook === null ? <span className="muted">not given</span> : displayValue(col, d.rulebook)}</td>
                  <td className="de-arrow" aria-hidden="true">
                    →
                  </td>
                  <td className="de-now">{d.now === null ? <span className="muted">cleared</span> : displayValue(col, d.now)}</td>
                  <td>
                    <ProvenanceBadge cell={cell ?? null} size="sm" />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}

function KeyCell({ table, row }: { table: TableDef; row: RowData }) {
  const i = row.key.indexOf(':');
  if (row.label) {
    return (
      <>
        <span className="de-key-main" title={row.key}>
          {row.label}
        </span>
      </>
    );
  }
  if (i > 0 && table.columns.some((c) => c.spec.type === 'enum')) {
    return (
      <>
        <span className="de-key-main">{row.key.slice(i + 1)}</span>
        <span className="de-key-sub">{row.key.slice(0, i)}</span>
      </>
    );
  }
  return <span className="de-key-main">{row.key}</span>;
}

function SheetLayout({ table, rows, total, onSet, onRemoveRow, readOnly, children }: { table: TableDef; rows: RowData[]; total: number; onSet: DataEditorProps['onSet']; onRemoveRow: DataEditorProps['onRemoveRow']; readOnly: boolean; children?: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  // Show at most this many rows at once; "show more" for the rest (the biggest tables have ~160).
  const [limit, setLimit] = useState(200);
  const open = table.rows === 'open' && !readOnly;
  const focusBelow = (r: number, c: number) => {
    const el = ref.current?.querySelector<HTMLElement>(`[data-at="${r + 1}:${c}"]`);
    el?.focus();
    if (el instanceof HTMLInputElement) el.select();
  };
  return (
    <div className="de-sheet" ref={ref}>
      {rows.length === 0 ? (
        <p className="empty de-no-rows">{total === 0 ? 'No rows yet.' : 'No rows match.'}</p>
      ) : (
        <table className="de-table" aria-label={table.title} aria-rowcount={rows.length + 1}>
          <thead>
            <tr>
              <th scope="col" className="de-key-col">
                {table.keyLabel}
              </th>
              {table.columns.map((c) => (
                <th key={c.id} scope="col" className={cx(`de-col-${c.spec.type}`)}>
                  <span className="de-col-label">
                    {c.label}
                    {c.required ? (
                      <span className="de-req" title="Required">
                        *
                      </span>
                    ) : null}
                  </span>
                  <span className="de-col-hint">{specHint(c)}</span>
                </th>
              ))}
              {open ? (
                <th scope="col" className="de-act-col">
                  <span className="sr-only">Remove</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {rows.slice(0, limit).map((r, i) => (
              <SheetRow key={r.key} table={table} row={r} index={i} onSet={onSet} onRemoveRow={onRemoveRow} readOnly={readOnly} open={open} focusBelow={focusBelow} />
            ))}
          </tbody>
        </table>
      )}
      {rows.length > limit ? (
        <button type="button" className="btn btn-quiet" onClick={() => setLimit(limit + 200)}>
          Show {Math.min(200, rows.length - limit)} more rows
        </button>
      ) : null}
      {children}
    </div>
  );
}

interface SheetRowProps {
  table: TableDef;
  row: RowData;
  index: number;
  onSet: DataEditorProps['onSet'];
  onRemoveRow: DataEditorProps['onRemoveRow'];
  readOnly: boolean;
  open: boolean;
  focusBelow(r: number, c: number): void;
}

const SheetRow = memo(
  function SheetRow({ table, row, index, onSet, onRemoveRow, readOnly, open, focusBelow }: SheetRowProps) {
    const [removeError, setRemoveError] = useState<string | null>(null);
    return (
      <tr data-row={row.key}>
        <th scope="row" className="de-key-col">
          <KeyCell table={table} row={row} />
          {removeError ? (
            <div className="de-error" role="alert">
              {removeError}
            </div>
          ) : null}
        </th>
        {table.columns.map((c, ci) => (
          <td key={c.id} className={cx(`de-col-${c.spec.type}`)}>
            <CellEditor
              col={c}
              cell={row.cells[c.id]}
              label={`${table.keyLabel} ${row.key}: ${c.label}`}
              onCommit={(v) => onSet(table.id, row.key, c.id, v)}
              readOnly={readOnly}
              at={`${index}:${ci}`}
              onEnter={() => focusBelow(index, ci)}
            />
          </td>
        ))}
        {open ? (
          <td className="de-act-col">
            <button
              type="button"
              className="icon-btn"
              aria-label={`Remove ${table.keyLabel} ${row.key}`}
              title={`Remove ${row.key}`}
              onClick={() => void onRemoveRow(table.id, row.key).then(setRemoveError)}
            >
              ×
            </button>
          </td>
        ) : null}
      </tr>
    );
  },
  (a, b) => a.table === b.table && a.index === b.index && a.readOnly === b.readOnly && a.open === b.open && a.onSet === b.onSet && a.onRemoveRow === b.onRemoveRow && JSON.stringify(a.row) === JSON.stringify(b.row),
);

function DiceLayout({ table, rows, onSet, readOnly }: { table: TableDef; rows: RowData[]; onSet: DataEditorProps['onSet']; readOnly: boolean }) {
  return (
    <div className="de-dice">
      {rows.map((r) => (
        <div key={r.key} className="de-dice-row" role="group" aria-label={r.label ?? r.key}>
          <h3 className="de-dice-title">{r.label ?? r.key}</h3>
          <div className="de-dice-cols">
            {table.columns.map((c) =>
              c.spec.type === 'faces' ? (
                <FacesEditor key={c.id} col={c} cell={r.cells[c.id]} label={`${table.keyLabel} ${r.key}: ${c.label}`} onCommit={(v) => onSet(table.id, r.key, c.id, v)} readOnly={readOnly} />
              ) : (
                <label key={c.id} className="field">
                  <span>{c.label}</span>
                  <CellEditor col={c} cell={r.cells[c.id]} label={`${table.keyLabel} ${r.key}: ${c.label}`} onCommit={(v) => onSet(table.id, r.key, c.id, v)} readOnly={readOnly} />
                </label>
              ),
            )}
          </div>
        </div>
      ))}
    </div>
  );
}

function AddRow({ table, existing, onSet }: { table: TableDef; existing: RowData[]; onSet: DataEditorProps['onSet'] }) {
  const [key, setKey] = useState('');
  const [values, setValues] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => setError(null), [key, values]);
  const submit = async () => {
    const k = key.trim();
    if (!k) return setError(`Give the new ${table.keyLabel.toLowerCase()} a name.`);
    if (existing.some((r) => r.key === k)) return setError(`${table.keyLabel} “${k}” is already in the table: edit it above.`);
    const parsed: Array<[string, CellValue]> = [];
    for (const c of table.columns) {
      const text = values[c.id] ?? '';
      if (text.trim() === '') continue;
      const p = parseInput(c, text);
      if (!p.ok) return setError(p.error);
      parsed.push([c.id, p.v]);
    }
    if (!parsed.length) return setError(`Fill in at least one value for ${k}.`);
    setBusy(true);
    try {
      for (const [col, v] of parsed) {
        const refused = await onSet(table.id, k, col, v);
        if (refused) return setError(refused);
      }
      setKey('');
      setValues({});
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="de-add"
      aria-label={`Add a ${table.keyLabel.toLowerCase()}`}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h3>Add a {table.keyLabel.toLowerCase()}</h3>
      <div className="de-add-fields">
        <label className="field">
          <span>{table.keyLabel}</span>
          <input type="text" value={key} maxLength={80} onChange={(e) => setKey(e.target.value)} aria-label={`New ${table.keyLabel.toLowerCase()}`} />
        </label>
        {table.columns.map((c) => (
          <label key={c.id} className="field">
            <span>{c.label}</span>
            {c.spec.type === 'enum' || c.spec.type === 'bool' ? (
              <select value={values[c.id] ?? ''} onChange={(e) => setValues({ ...values, [c.id]: e.target.value })} aria-label={`New ${table.keyLabel.toLowerCase()}: ${c.label}`}>
                <option value="">—</option>
                {(c.spec.type === 'enum' ? c.spec.options : [{ value: 'yes', label: 'Yes' }, { value: 'no', label: 'No' }]).map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            ) : (
              <input type="text" value={values[c.id] ?? ''} placeholder={specHint(c)} onChange={(e) => setValues({ ...values, [c.id]: e.target.value })} aria-label={`New ${table.keyLabel.toLowerCase()}: ${c.label}`} />
            )}
          </label>
        ))}
        <button type="submit" className="btn btn-primary" disabled={busy}>
          Add {table.keyLabel.toLowerCase()}
        </button>
      </div>
      {error ? (
        <p className="de-error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
