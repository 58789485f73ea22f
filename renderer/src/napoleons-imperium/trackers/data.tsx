// The Data tab: the tables still to fill in before the rules can use them.
import { useState } from 'react';
import type { NiState } from '../../../../shared/games/napoleons-imperium/state';
import { cx } from '../../components/ui';
import { FillTable } from '../DataFill';
import { useNiCatalogue } from '../catalogue';

export function DataTab({ s }: { s: NiState }) {
  const cat = useNiCatalogue();
  const [open, setOpen] = useState<string | null>(null);
  if (!cat) return <p className="muted">Reading the tables…</p>;
  const status = cat.data.tables.map((t) => {
    const rows = s.data?.tables[t.id]?.rows ?? [];
    let missing = 0;
    let unverified = 0;
    let group = 0;
    for (const r of rows)
      for (const c of t.columns) {
        const cell = r.cells[c.id];
        if (!cell || cell.src === 'missing') {
          if (c.required) missing++;
        } else if (cell.src === 'unverified') unverified++;
        else if (cell.src === 'group') group++;
      }
    return { t, missing, unverified, group };
  });
  return (
    <div className="ni-tab-body">
      <p className="small">
        Values the rulebook omits are entered here as the group copies them from the Empire cards and the map. Each entry is in the log (undoable) and saved with the campaign.
      </p>
      <table className="ni-table" aria-label="Data tables">
        <thead>
          <tr>
            <th>Table</th>
            <th className="num">Missing</th>
            <th className="num">Unverified</th>
            <th className="num">Entered</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {status.map(({ t, missing, unverified, group }) => [
            <tr key={t.id}>
              <td>{t.title}</td>
              <td className={cx('num', missing > 0 && 'ni-needs-text')}>{missing}</td>
              <td className="num">{unverified}</td>
              <td className="num">{group}</td>
              <td>
                {missing > 0 || t.rows === 'open' ? (
                  <button type="button" className="btn btn-small btn-quiet" aria-expanded={open === t.id} onClick={() => setOpen(open === t.id ? null : t.id)}>
                    {open === t.id ? 'Close' : 'Fill in'}
                  </button>
                ) : null}
              </td>
            </tr>,
            open === t.id ? (
              <tr key={`${t.id}-fill`}>
                <td colSpan={5}>
                  <FillTable tableId={t.id} pack={s.data} />
                </td>
              </tr>
            ) : null,
          ])}
        </tbody>
      </table>
    </div>
  );
}
