// The table display: what the people round the table read from two metres. It shows and never sends:
// no buttons, no keys, no forms.
import { useEffect, useState } from 'react';
import type { TableBattle, TablePower, TableView } from '../../../shared/ipc/table-view';
import type { ConnectionStatus } from '../lib/bridge';
import { Die, cx } from '../components/ui';
import { pct } from '../odds/format';
import { phaseAndStep } from '../../../shared/format';
import type { TableSource } from './source';

export function TableDisplayApp({ source }: { source: TableSource }) {
  const [view, setView] = useState<TableView | null | undefined>(undefined);
  const [status, setStatus] = useState<ConnectionStatus>('connecting');
  useEffect(() => source.onView(setView), [source]);
  useEffect(() => source.onStatus(setStatus), [source]);
  return <TableDisplay view={view} status={status} />;
}

export function TableDisplay({ view, status }: { view: TableView | null | undefined; status: ConnectionStatus }) {
  const banner =
    status === 'no-token' ? 'This address has no access token: open the one the app shows.' : status === 'reconnecting' ? 'Connection lost: reconnecting…' : null;
  if (!view) {
    return (
      <div className="tdisp tdisp-empty">
        {banner ? <div className="tdisp-banner" role="status">{banner}</div> : null}
        <h1 className="tdisp-wait">{view === null ? 'No campaign is open' : status === 'no-token' ? 'Table display' : 'Connecting…'}</h1>
      </div>
    );
  }
  const nameOf = (id: string) => view.powers.find((p) => p.power === id)?.name ?? id;
  const winter = /winter/i.test(view.turn.turn);
  const players = view.powers.filter((p) => p.player);
  const others = view.powers.filter((p) => !p.player);
  const phaseLine = phaseAndStep(view.turn.turn, view.phase, view.step);
  // The battle's own last roll is shown with the battle.
  const roll = view.lastRoll && view.lastRoll.seq !== view.lastBattle?.seq ? view.lastRoll : null;
  return (
    <div className={cx('tdisp', winter && 'tdisp-winter')}>
      {banner ? <div className="tdisp-banner" role="status">{banner}</div> : null}
      <header className="tdisp-head">
        <div className="tdisp-game">
          {view.gameName} · {view.scenarioName}
          {view.title ? <span className="tdisp-title"> · {view.title}</span> : null}
        </div>
        <div className="tdisp-when" aria-live="polite">
          <span className="tdisp-year">{view.turn.year}</span>
          <span className="tdisp-turn">{view.turn.turn}</span>
        </div>
        <h1 className="tdisp-phase">
          {/* The campaign header's line, word for word. */}
          <span>{phaseLine[0]}</span>
          {phaseLine[1] ? <span className="tdisp-step"> · {phaseLine[1]}</span> : null}
        </h1>
        {view.gameOver ? (
          <div className="tdisp-over">
            Game over{view.gameOver.winners.length ? `: ${view.gameOver.winners.map(nameOf).join(', ')}` : ''} · {view.gameOver.reason}
          </div>
        ) : view.prompt ? (
          <div className="tdisp-who">
            <span className="tdisp-label">Now</span> {view.prompt}
          </div>
        ) : null}
      </header>
      <main className="tdisp-body">
        <section className="tdisp-powers" aria-label="Powers">
          {players.map((p) => (
            <PowerCard key={p.power} p={p} />
          ))}
          {others.length ? (
            <div className="tdisp-others" aria-label="Powers nobody plays">
              {others.map((p) =>
                p.tracks.length ? (
                  <PowerCard key={p.power} p={p} />
                ) : (
                  <span key={p.power} className={cx('tdisp-other', p.defeated && 'tdisp-defeated')} style={{ ['--power' as string]: p.colour }} role="group" aria-label={p.name}>
                    <span className="tdisp-flag" aria-hidden="true" />
                    <strong>{p.name}</strong> <span className="tdisp-ostatus">{p.status}</span>
                  </span>
                ),
              )}
            </div>
          ) : null}
          {view.globals.length ? (
            <div className="tdisp-globals">
              {view.globals.map((g) => (
                <div key={g.id} className="tdisp-track">
                  <span className="tdisp-val">{g.value}</span>
                  <span className="tdisp-tname">{g.name}</span>
                </div>
              ))}
            </div>
          ) : null}
        </section>
        <aside className="tdisp-side">
          {view.lastBattle ? <Battle b={view.lastBattle} nameOf={nameOf} /> : null}
          {roll ? (
            <section className="tdisp-card tdisp-roll" aria-label="Last roll">
              <h2>Last roll</h2>
              <div className="tdisp-roll-what">{roll.purpose}</div>
              <div className="tdisp-dice">
                {roll.faces.map((f, i) => (
                  <Die key={i} face={f} sides={roll.sides} size="lg" />
                ))}
              </div>
              <div className="tdisp-small">{roll.title}</div>
            </section>
          ) : null}
        </aside>
      </main>
    </div>
  );
}

function PowerCard({ p }: { p: TablePower }) {
  return (
    <div className={cx('tdisp-power', p.defeated && 'tdisp-defeated', !p.player && 'tdisp-npc')} style={{ ['--power' as string]: p.colour }} aria-label={`${p.name}`} role="group">
      <div className="tdisp-pname">
        <span className="tdisp-flag" aria-hidden="true" />
        <span>{p.name}</span>
        <span className="tdisp-player">{p.player ?? p.status}</span>
      </div>
      {p.tracks.length ? (
        <div className="tdisp-tracks">
          {p.tracks.map((t) => (
            <div key={t.id} className={cx('tdisp-track', t.value === null && 'tdisp-hidden')}>
              <span className="tdisp-val" aria-label={t.value === null ? `${t.name}: hidden by ${p.name}` : undefined}>
                {t.value === null ? 'hidden' : t.value}
              </span>
              <span className="tdisp-tname">{t.name}</span>
            </div>
          ))}
        </div>
      ) : null}
      {p.defeated ? <div className="tdisp-status">{p.status}</div> : null}
    </div>
  );
}

function Battle({ b, nameOf }: { b: TableBattle; nameOf: (id: string) => string }) {
  return (
    <section className="tdisp-card tdisp-battle" aria-label="Last battle">
      <h2>Last battle · {b.where}</h2>
      <div className="tdisp-sides">
        {b.attacker.map(nameOf).join(', ')} <span className="tdisp-vs">attacked</span> {b.defender.map(nameOf).join(', ')}
      </div>
      <div className="tdisp-result">{b.result}</div>
      <div className="tdisp-odds">
        {b.attackerChance === null ? (
          'Odds not known (result entered)'
        ) : (
          <>
            Before the first die: <strong>{pct(b.attackerChance)}</strong> that {b.chanceOf ?? 'the attacker wins'}
          </>
        )}
      </div>
      {b.rolls.length ? (
        <div className="tdisp-rolls">
          {b.rolls.map((r, i) => (
            <div key={i} className="tdisp-brow">
              <span className="tdisp-bwhat">{r.purpose}</span>
              <span className="tdisp-dice">
                {r.faces.map((f, j) => (
                  <Die key={j} face={f} sides={r.sides} size="md" />
                ))}
              </span>
            </div>
          ))}
        </div>
      ) : null}
      <div className="tdisp-small">{b.when}</div>
    </section>
  );
}
