// The Action Phase: each power's turn in order, its Action Points spent.
import type { AllianceState } from '../../../../shared/games/alliance/state';
import { PowerSwatch, cx } from '../../components/ui';
import { BattleForm, BattleList } from './battles';
import { Panel, apLeft, colourOf, nameOf, useAct } from './parts';

const SPEND: Array<{ kind: string; label: string; hint: string }> = [
  { kind: 'move', label: 'Move', hint: 'one group' },
  { kind: 'levy', label: 'Levy', hint: '+1 step' },
  { kind: 'build', label: 'Build', hint: 'new block' },
  { kind: 'build-fleet', label: 'Build fleet', hint: 'new fleet' },
  { kind: 'sea-move', label: 'Sea Move', hint: 'per block' },
  { kind: 'sea-invasion', label: 'Sea Invasion', hint: 'per block' },
];

export function PlayerTurnsPanel({ s }: { s: AllianceState }) {
  const act = useAct();
  const actorIdx = s.order[s.actionIdx];
  const seat = actorIdx === undefined ? null : s.seats[actorIdx]!;
  return (
    <Panel title="Player Turns" aside={<OrderStrip s={s} />}>
      {seat ? (
        <div className="actor" style={{ ['--power' as string]: colourOf(seat.empire) }}>
          <div className="actor-head">
            <div>
              <div className="actor-kicker">Player {s.actionIdx + 1} to act</div>
              <div className="actor-name">
                <PowerSwatch colour={colourOf(seat.empire)} /> {nameOf(seat.empire)} <span className="muted">{seat.player}</span>
              </div>
            </div>
            <div className="ap-box" aria-label={`${nameOf(seat.empire)} AP left: ${apLeft(seat)}`}>
              <span className="ap-num">{apLeft(seat)}</span>
              <span className="ap-label">AP left</span>
              <span className="ap-of">
                of {seat.ap}
                {seat.goldAsAp ? ` + ${seat.goldAsAp} Gold` : ''} · {seat.gold} Gold in treasury
              </span>
            </div>
          </div>
          <div className="spend-grid" role="group" aria-label="Spend 1 AP">
            {SPEND.map((k) => (
              <button key={k.kind} type="button" className="btn btn-spend" onClick={() => void act('action.spend', { power: seat.empire, kind: k.kind, count: 1 }, `${nameOf(seat.empire)}: ${k.label}`)} aria-label={`${k.label} (1 AP)`}>
                <span className="spend-label">{k.label}</span>
                <span className="btn-sub" aria-hidden="true">1 AP · {k.hint}</span>
              </button>
            ))}
          </div>
          <div className="actor-foot">
            <div className="gold-ap" role="group" aria-label="Gold to AP">
              <span className="muted">Gold → AP:</span>
              {[1, 2, 3].map((g) => (
                <button key={g} type="button" className="btn btn-small" onClick={() => void act('action.gold-to-ap', { power: seat.empire, gold: g }, `${nameOf(seat.empire)} spends ${g} Gold for AP`)} aria-label={`Spend ${g} Gold for ${g} AP`}>
                  {g} Gold
                </button>
              ))}
              <span className="muted small">max 3 per Player Turn</span>
            </div>
            <button type="button" className="btn btn-primary btn-large" onClick={() => void act('action.end-turn', { power: seat.empire }, `${nameOf(seat.empire)} ends its turn`)} aria-label={`End ${nameOf(seat.empire)}’s turn`}>
              End turn{apLeft(seat) > 0 ? ` (save ${apLeft(seat)} as Gold)` : ''}
            </button>
          </div>
        </div>
      ) : (
        <p className="big-line">Every player has finished. Press Next for the Battle Phase.</p>
      )}
      <BattleList s={s} />
      <BattleForm s={s} collapsed />
    </Panel>
  );
}

function OrderStrip({ s }: { s: AllianceState }) {
  return (
    <ol className="order-strip" aria-label="Card order">
      {s.order.map((i, k) => {
        const seat = s.seats[i]!;
        const state = seat.turnDone ? 'done' : k === s.actionIdx ? 'now' : 'wait';
        return (
          <li key={seat.empire} className={cx('order-pill', state)} style={{ ['--power' as string]: colourOf(seat.empire) }} title={`${nameOf(seat.empire)}: ${state === 'done' ? 'finished' : state === 'now' ? 'acting' : 'waiting'}`}>
            {k + 1}. {nameOf(seat.empire)} {state === 'done' ? '✓' : ''}
          </li>
        );
      })}
    </ol>
  );
}
