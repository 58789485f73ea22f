// Battle Points and game points, as if the game ended now (the Battle Points tab and the final scoring).
import { useState } from 'react';
import type { CampaignView } from '../../../../shared/ipc/contract';
import type { NiState } from '../../../../shared/games/napoleons-imperium/state';
import { cx } from '../../components/ui';
import { Panel } from '../parts';
import { ALLIANCES, ALLIANCE_NAME, adj, allianceOf, empire, orderOf, turnName } from '../nations';
import { Breakdown } from './economy';

export function ScorePanel({ view, s, bare, final }: { view: CampaignView; s: NiState; bare?: boolean; final?: boolean }) {
  const [open, setOpen] = useState<string | null>(null);
  const team = (a: string) => view.derived.find((d) => d.id === 'team-battle-points' && d.label.startsWith(ALLIANCE_NAME[a as 'french']));
  const games = view.derived.filter((d) => d.id === 'game-points');
  const res = s.finalResult;
  const body = (
    <>
      {res ? (
        <p className="ni-result" role="status">
          {res.winner ? `${ALLIANCE_NAME[res.winner]} wins` : 'A draw'}
          {res.kind === 'capital-victory' ? ' by Capital Victory' : ` by ${res.margin} Battle Points`}
        </p>
      ) : null}
      {!res && final ? (() => {
        const f = team('french')?.value ?? 0;
        const b = team('british')?.value ?? 0;
        return (
          <p className="ni-result" role="status">
            {f === b ? 'Level: a draw on Battle Points' : `The ${ALLIANCE_NAME[f > b ? 'french' : 'british']} leads by ${Math.abs(f - b)} Battle Points`}
          </p>
        );
      })() : null}
      {ALLIANCES.filter((a) => s.capitalClock[a] !== null).map((a) => (
        <p key={a} className="ni-clock" role="status">
          Capital Victory clock: the {ALLIANCE_NAME[a]} holds three enemy capitals since the {turnName(s, s.capitalClock[a]!)}; it wins at the {s.rules?.['capitalVictoryInstant'] === 'end-of-turn' ? 'end' : 'start'} of the {turnName(s, s.capitalClock[a]! + 8)} if they still hold [Objectives B].
        </p>
      ))}
      <div className="ni-teams">
        {ALLIANCES.map((a) => {
          const t = team(a);
          return (
            <div key={a} className={cx('ni-team', `ni-${a}`, res?.winner === a && 'winner')} aria-label={`${ALLIANCE_NAME[a]} Battle Points`}>
              <div className="ni-team-name">{ALLIANCE_NAME[a]}</div>
              <div className="ni-team-total">{t?.value ?? 0}</div>
              <div className="ni-team-nations">
                {orderOf(s)
                  .filter((n) => allianceOf(s, n) === a)
                  .map((n) => {
                    const bp = view.derived.find((d) => d.id === 'battle-points' && d.power === n);
                    return (
                      <button key={n} type="button" className={cx('ni-team-nation', open === n && 'on')} onClick={() => setOpen(open === n ? null : n)} aria-expanded={open === n} aria-label={`${empire(n)} ${bp?.value ?? 0} Battle Points`}>
                        <span>{adj(n)}</span>
                        <strong>{bp?.value ?? 0}</strong>
                      </button>
                    );
                  })}
              </div>
            </div>
          );
        })}
      </div>
      {open ? (() => {
        const bp = view.derived.find((d) => d.id === 'battle-points' && d.power === open);
        return bp && bp.breakdown.length ? <Breakdown d={bp} label={`${empire(open)} Battle Points`} /> : <p className="muted small">{empire(open)} has no Battle Points yet.</p>;
      })() : <p className="muted small">{res ? 'The final Battle Points. Press a nation for its lines.' : 'Battle Points as if the game ended now (territories and capitals as held now). Press a nation for its lines.'}</p>}
      {games.length ? (
        <table className="ni-table" aria-label="Game points">
          <thead>
            <tr>
              <th>Player</th>
              <th className="num">Game points</th>
              <th>How</th>
            </tr>
          </thead>
          <tbody>
            {games.map((g) => (
              <tr key={g.label}>
                <td>{g.label.replace(/^Game points: /, '')}</td>
                <td className="num">{g.value}</td>
                <td className="small">{g.breakdown.map((b) => `${b.label} ${b.value}`).join('; ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </>
  );
  if (bare) return body;
  return (
    <Panel title={final ? 'End of the game: Battle Points' : 'Battle Points'} label="Battle Points">
      {body}
    </Panel>
  );
}
