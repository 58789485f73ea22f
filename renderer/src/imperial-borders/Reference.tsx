// Imperial Borders' quick-reference cards in the help (?): the tables the players look up at the map, from
// the data in force (shared/games/imperial-borders/reference.ts).
import type { CampaignView } from '../../../shared/ipc/contract';
import { quickReference } from '../../../shared/games/imperial-borders/reference';
import { ibState } from './parts';

export function IbReference({ view }: { view: CampaignView }) {
  const cards = quickReference(ibState(view));
  return (
    <section className="ib-ref" aria-label="Quick reference">
      <h3>Quick reference: Imperial Borders</h3>
      <div className="ib-ref-cards">
        {cards.map((c) => (
          <article key={c.id} className={c.table ? 'ib-ref-card ib-ref-wide' : 'ib-ref-card'} aria-label={c.title}>
            <h4>{c.title}</h4>
            {c.table ? (
              <table className="ib-table">
                <thead>
                  <tr>{c.table.head.map((h) => <th key={h}>{h}</th>)}</tr>
                </thead>
                <tbody>
                  {c.table.rows.map((r) => (
                    <tr key={r[0]}>{r.map((x, i) => (i === 0 ? <th key={i} scope="row">{x}</th> : <td key={i}>{x}</td>))}</tr>
                  ))}
                </tbody>
              </table>
            ) : null}
            <ul>
              {c.lines.map((l) => <li key={l}>{l}</li>)}
            </ul>
            <p className="muted small">{c.cite}</p>
          </article>
        ))}
      </div>
    </section>
  );
}
