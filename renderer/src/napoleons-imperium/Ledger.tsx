// The career rank ledger at the end of the game: each player's game points for this game, the career points
// before and after, and the rank they reach on the data pack's Game Ranks table. A rank whose points are not
// entered shows as "not entered" (never a made-up value), with the form to enter it from the rules.
import type { CampaignView } from '../../../shared/ipc/contract';
import { packOf, type NiState } from '../../../shared/games/napoleons-imperium/state';
import { cx } from '../components/ui';
import { RowForm, useTable } from './DataFill';
import { ledgerResult, ledgerRows, rankLadder, type LedgerRow, type RankRow } from './ledger';
import { adj } from './nations';
import { Panel } from './parts';
import './odds.css';

export function Ledger({ view, s }: { view: CampaignView; s: NiState }) {
  const res = ledgerResult(s);
  const ranks = useTable('game-ranks');
  if (!res) return null;
  const pack = packOf(s);
  const ladder = rankLadder(pack);
  const rows = ledgerRows(s, view.header, res);
  const missing = ladder.filter((r) => r.points === null);
  return (
    <Panel title="Rank ledger" label="Rank ledger" className="ni-ledger-panel">
      <LedgerView rows={rows} ladder={ladder} final={!!s.finalResult} />
      {missing.length && ranks && !view.gameOver ? (
        <div className="ni-ledger-fill" role="group" aria-label="Rank points not entered">
          <p className="small">The rules print no points for {missing.map((r) => r.label).join(', ')}. If your copy has them, enter them here; until then no one is given that rank.</p>
          {missing.map((r) => (
            <RowForm key={r.key} table={ranks} rowKey={r.key} pack={pack} columns={['points']} label={r.label} />
          ))}
        </div>
      ) : null}
    </Panel>
  );
}

function rankText(r: LedgerRow): string {
  if (!r.rank) return r.unknown.length ? `unknown (${r.unknown.map((u) => u.label).join(', ')}: points not entered)` : 'no rank yet';
  return r.unknown.length ? `at least ${r.rank.label}` : r.rank.label;
}

/** The ledger itself, from plain data (no store): one card per player, then the ladder of ranks. */
export function LedgerView({ rows, ladder, final }: { rows: LedgerRow[]; ladder: RankRow[]; final: boolean }) {
  return (
    <div className="ni-ledger">
      <p className="small muted">{final ? 'Game points won in this game, added to each player’s career points [Game Points Allocation, Game Ranks].' : 'Game points as the result stands now; final once the game ends [Game Points Allocation, Game Ranks].'}</p>
      <div className="ni-ledger-cards">
        {rows.map((r) => (
          <article key={r.player} className={cx('ni-ledger-card', `ni-${r.alliance}`)} aria-label={`${r.player}: rank ledger`}>
            <header>
              <strong className="ni-ledger-player">{r.player}</strong>
              <span className="small muted">{r.nations.map((n) => adj(n)).join(', ')}</span>
            </header>
            <div className="ni-ledger-figures">
              <div aria-label={`${r.player} game points this game ${r.game}`}>
                <span className="ni-ledger-num">{r.game >= 0 ? `+${r.game}` : r.game}</span>
                <span className="ni-ledger-cap">this game</span>
              </div>
              <div aria-label={`${r.player} career points ${r.careerNow}`}>
                <span className="ni-ledger-num">{r.careerNow}</span>
                <span className="ni-ledger-cap">career{r.careerBefore ? ` (was ${r.careerBefore})` : ''}</span>
              </div>
              <div className="ni-ledger-rank" aria-label={`${r.player} rank ${rankText(r)}`}>
                <span className="ni-ledger-num">{rankText(r)}</span>
                <span className="ni-ledger-cap">{r.rank?.french ? r.rank.french : 'rank'}</span>
              </div>
            </div>
            <ul className="ni-ledger-lines small">
              {r.lines.map((l, i) => (
                <li key={i}>
                  {l.label}: <strong>{l.value}</strong>
                  {l.note ? <span className="ni-needs-text"> — {l.note}</span> : null}
                </li>
              ))}
            </ul>
            <p className="small ni-ledger-next">
              {r.unknown.length ? `${r.unknown.map((u) => u.label).join(', ')}: points not entered, so it cannot be said whether ${r.player} has reached ${r.unknown.length === 1 ? 'it' : 'them'}. ` : ''}
              {r.next && r.toNext !== null ? `${r.next.label} at ${r.next.points}: ${r.toNext} to go.` : !r.unknown.length ? 'The highest rank.' : ''}
            </p>
          </article>
        ))}
      </div>
      <table className="ni-table ni-ledger-ladder" aria-label="Game Ranks">
        <thead>
          <tr>
            <th>Rank</th>
            <th className="num">Career points</th>
            <th>French title</th>
            <th>Players here</th>
          </tr>
        </thead>
        <tbody>
          {ladder.map((r) => (
            <tr key={r.key} className={cx(r.points === null && 'ni-ledger-missing')}>
              <td>{r.label}</td>
              <td className="num">{r.points === null ? <span className="ni-not-entered">not entered</span> : r.points}</td>
              <td>{r.french ?? <span className="muted">—</span>}</td>
              <td className="ni-ledger-here">
                {[
                  ...rows.filter((p) => p.rank?.key === r.key).map((p) => p.player),
                  ...rows.filter((p) => p.unknown.some((u) => u.key === r.key)).map((p) => `${p.player} (perhaps)`),
                ].join(', ')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
