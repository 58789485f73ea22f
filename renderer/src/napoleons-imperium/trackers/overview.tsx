// Napoleon's Imperium's own scoreboard, dashboard and game-over panel (in place of the generic ones).
import { Ledger } from '../Ledger';
import { useState } from 'react';
import type { CampaignView } from '../../../../shared/ipc/contract';
import { cx } from '../../components/ui';
import { ALLIANCES, ALLIANCE_NAME, adj, allianceOf, capitalCaptured, empire, niState, orderOf } from '../nations';
import { ScorePanel } from './score';

/** Game over: the winning alliance, how, and the final Battle Points with each player's game points. */
export function ImperiumGameOver({ view }: { view: CampaignView }) {
  const s = niState(view.state);
  const res = s.finalResult;
  return (
    <section className="game-over ni-game-over" aria-label="Game over">
      <div className="go-kicker">Game over</div>
      <h2 className="go-winner">{res?.winner ? `The ${ALLIANCE_NAME[res.winner]} wins` : 'A draw'}</h2>
      <p className="go-reason">{view.gameOver!.reason}</p>
      <div className="ni-go-score">
        <ScorePanel view={view} s={s} bare />
      </div>
      <Ledger view={view} s={s} />
    </section>
  );
}

/** The numbers the table glances at: per nation the economy line and Battle Points, the team totals. */
export function ImperiumScoreboard({ view, focus }: { view: CampaignView; focus: string | null }) {
  const s = niState(view.state);
  const team = (a: string) => view.derived.find((d) => d.id === 'team-battle-points' && d.label.startsWith(ALLIANCE_NAME[a as 'french']))?.value ?? 0;
  return (
    <div className="ni-scoreboard" role="region" aria-label="Scoreboard">
      {ALLIANCES.map((a) => (
        <div key={a} className={cx('ni-sb-team', `ni-${a}`)} aria-label={ALLIANCE_NAME[a]}>
          <div className="ni-sb-teamhead">
            <span className="ni-sb-teamname">{a === 'french' ? 'French Imperial' : 'British Coalition'}</span>
            <span className="ni-sb-bp" aria-label={`${ALLIANCE_NAME[a]} team Battle Points`}>
              {team(a)} <small>BP</small>
            </span>
          </div>
          <div className="ni-sb-nations">
            {orderOf(s)
              .filter((n) => allianceOf(s, n) === a)
              .map((n) => {
                const p = view.powers.find((x) => x.power === n);
                return (
                  <div key={n} className={cx('ni-sb-nation', focus === n && 'focus', s.nations[n].eliminated && 'out')} style={{ ['--power' as string]: p?.colour }} aria-label={`${empire(n)} scores`}>
                    <span className="ni-sb-name">
                      <span className="pc-flag sb-flag" aria-hidden="true" />
                      {adj(n)}
                      {capitalCaptured(s, n) ? <span className="ni-flag-tag">exile</span> : null}
                    </span>
                    <span className="ni-sb-player">{p?.player}</span>
                    <span className="ni-sb-vals">
                      <span className="ni-sb-val" aria-label={`${empire(n)} economy line ${p?.tracks['economy'] ?? 0}`}>
                        <b>{p?.tracks['economy'] ?? 0}</b> econ
                      </span>
                      <span className="ni-sb-val" aria-label={`${empire(n)} Battle Points ${p?.tracks['battle-points'] ?? 0}`}>
                        <b>{p?.tracks['battle-points'] ?? 0}</b> BP
                      </span>
                    </span>
                  </div>
                );
              })}
          </div>
        </div>
      ))}
    </div>
  );
}

/** Per nation: the facts the module lists (tray, commanders, decks, treaties), compact. */
export function ImperiumDashboard({ view }: { view: CampaignView; readOnly: boolean }) {
  const s = niState(view.state);
  const [open, setOpen] = useState(false);
  const focus = s.position.turn > 1 ? orderOf(s)[(s.position.turn - 2) % 8] : null;
  const shown = open ? orderOf(s) : focus ? [focus] : [];
  return (
    <section className="card ni-dashboard" aria-label="Nations">
      <header className="card-head">
        <h2>{open || !focus ? 'Nations' : `${empire(focus)} at a glance`}</h2>
        <div className="card-actions">
          <button type="button" className="btn btn-quiet" aria-expanded={open} onClick={() => setOpen(!open)}>
            {open ? 'Show the active nation only' : 'Show all eight nations'}
          </button>
        </div>
      </header>
      {shown.length ? (
        <div className="card-body ni-nation-cards">
          {shown.map((n) => {
            const p = view.powers.find((x) => x.power === n);
            if (!p) return null;
            return (
              <article key={n} className={cx('ni-nation-card', p.defeated && 'out')} style={{ ['--power' as string]: p.colour }} aria-label={`${p.name} (${p.player})`}>
                <header>
                  <span className="pc-flag" aria-hidden="true" />
                  <strong>{p.name}</strong> <span className="muted">{p.player}</span>
                  <span className="pc-status">{p.status}</span>
                </header>
                <ul className="pc-facts">
                  {p.facts.map((f) => (
                    <li key={f}>{f}</li>
                  ))}
                </ul>
              </article>
            );
          })}
        </div>
      ) : null}
    </section>
  );
}
