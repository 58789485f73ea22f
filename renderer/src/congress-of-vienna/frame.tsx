// What frames every Congress of Vienna step: the turn conductor in large type (who acts now; the header has the
// turn, phase and step), the scoreboard of VP, and the VP ledger with every change's turn, phase, source and rule.
import type { ReactNode } from 'react';
import type { CampaignView } from '../../../shared/ipc/contract';
import { actingNow, POWERS, POWER_COLOUR, POWER_NAME, type CovState } from '../../../shared/games/congress-of-vienna/state';
import { vpLeaders } from '../../../shared/games/congress-of-vienna/victory';
import { cx } from '../components/ui';
import { seatName, signed, st } from './parts';
import { counted } from '../../../shared/format';

export function covFocus(view: CampaignView): string | null {
  if (view.gameOver) return null;
  return actingNow(st(view))[0] ?? null;
}

export function CovStepFrame({ view, children }: { view: CampaignView; children: ReactNode }) {
  const s = st(view);
  const now = actingNow(s);
  return (
    <>
      {/* The header already gives the turn, phase and step (and the panel the round): the banner adds who acts now. */}
      <div className="cov-conductor" aria-label="Turn conductor">
        <span className="cov-cond-label">Acts now</span>
        <div className="cov-cond-who" aria-label="Acts now">
          {now.length === 4 ? 'All four Powers' : now.length ? now.map((p) => <span key={p} className="cov-who" style={{ ['--power' as string]: POWER_COLOUR[p] }}>{seatName(view, p)}</span>) : view.step.who === 'referee' ? 'The referee' : 'The table'}
        </div>
      </div>
      {children}
      <VpLedger s={s} />
    </>
  );
}

export function CovScoreboard({ view, focus }: { view: CampaignView; focus: string | null }) {
  const s = st(view);
  const lead = vpLeaders(s.vp)[0];
  return (
    // The shared scoreboard's look (big serif VP, the Power's colour and flag), as every game's.
    <div className="scoreboard" role="region" aria-label="Victory Points">
      {POWERS.map((p) => (
        <div key={p} className={cx('sb-power', focus === p && 'sb-focus')} style={{ ['--power' as string]: POWER_COLOUR[p] }} aria-label={`${POWER_NAME[p]} ${s.vp[p]} VP`}>
          <div className="sb-name">
            <span className="pc-flag sb-flag" aria-hidden="true" />
            <span className="sb-power-name">{POWER_NAME[p]}{p === lead ? <span title="Most VP"> ★</span> : null}</span>
            <span className="sb-player">{view.header.players.find((x) => x.powers.includes(p))?.name ?? ''}</span>
          </div>
          <div className="sb-tracks">
            <span className="sb-track sb-vp">
              <span className="sb-val">{s.vp[p]}</span>
              <span className="sb-label">VP</span>
            </span>
          </div>
        </div>
      ))}
    </div>
  );
}

export function VpLedger({ s }: { s: CovState }) {
  if (!s.ledger.length) return null;
  const rows = [...s.ledger].reverse();
  return (
    <details className="card cov-ledger" open>
      <summary>VP ledger ({counted(s.ledger.length, 'change')})</summary>
      <table className="score-table" aria-label="VP ledger">
        <thead><tr><th>Turn</th><th>Phase</th><th>Power</th><th>VP</th><th>Now</th><th>Source</th><th>Rule</th></tr></thead>
        <tbody>
          {rows.slice(0, 40).map((l, i) => (
            <tr key={i}>
              <td>{l.turn}</td><td>{l.phase}</td><td>{POWER_NAME[l.power]}</td><td className={l.vp < 0 ? 'cov-neg' : 'cov-pos'}>{signed(l.vp)}</td><td>{l.after}</td><td>{l.source}</td><td>{l.rule}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
