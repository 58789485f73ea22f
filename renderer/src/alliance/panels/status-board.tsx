// Alliance's status board: holdings, treaties and the powers' standing, shown under the step panel.
import { useState } from 'react';
import type { CampaignView } from '../../../../shared/ipc/contract';
import type { AllianceState } from '../../../../shared/games/alliance/state';
import { EMPIRES, MINORS, POWERS } from '../../../../shared/games/alliance/data';
import { PowerSwatch, cx } from '../../components/ui';
import { RollOffTool } from '../battle/DiplomacyOdds';
import { colourOf, nameOf, useAct } from './parts';
import { HoldingsCard, incomeShown } from './winter';

export function AllianceStatusBoard({ view, readOnly }: { view: CampaignView; readOnly: boolean }) {
  const s = view.state as AllianceState;
  const act = useAct();
  const [open, setOpen] = useState(false);
  const [holdings, setHoldings] = useState(false);
  const changeable = new Set([...EMPIRES.filter((e) => !s.seats.some((x) => x.empire === e)), ...MINORS] as string[]);
  const idByName = new Map(POWERS.map((p) => [p.name, p.id]));
  return (
    <section className="card status-board" aria-labelledby="status-h">
      <header className="card-head">
        <h2 id="status-h">Status board</h2>
        <div className="card-actions">
          {!readOnly && !s.solitaire ? (
            <button type="button" className="btn btn-quiet" aria-expanded={holdings} onClick={() => setHoldings(!holdings)}>
              {holdings ? 'Hide' : 'Edit'} cities & seas held
            </button>
          ) : null}
          <button type="button" className="btn btn-quiet" aria-expanded={open} onClick={() => setOpen(!open)}>
            {open ? 'Show less' : 'Show all'}
          </button>
        </div>
      </header>
      <div className="card-body">
        {holdings && view.step.id !== 'winter-income' ? (
          <div className="income-grid">
            {s.seats.map((seat) => (
              <HoldingsCard key={seat.empire} s={s} seat={seat} income={incomeShown(view, seat.empire)} />
            ))}
          </div>
        ) : null}
        <div className={cx('status-groups', !open && 'status-compact')}>
          {view.statusBoard
            .filter((g) => open || g.group !== 'Cards known')
            .map((g) => (
              <div key={g.group} className="status-group">
                <h3>{g.group}</h3>
                <dl>
                  {(open ? g.rows : g.rows.filter((r) => g.group !== 'Minors' || r.value !== 'Neutral')).map((r) => {
                    const id = idByName.get(r.label);
                    // Solitaire: every empire is its own side and all are at war [12.2]; the state
                    // keeps them 'neutral' (nobody's ally), which the board must not show as "Neutral".
                    const soloEmpire = !!s.solitaire && !!id && (EMPIRES as readonly string[]).includes(id);
                    const can = !readOnly && id && changeable.has(id) && !soloEmpire;
                    const cur = id ? (s.allegiance[id] ?? 'neutral') : 'neutral';
                    return (
                      <div key={r.label} className="status-row">
                        <dt>
                          {id ? <PowerSwatch colour={colourOf(cur === 'neutral' ? id : cur)} /> : null} {r.label}
                        </dt>
                        <dd>
                          {can ? (
                            <select value={cur} aria-label={`Status of ${r.label}`} onChange={(e) => void act('status.set', { power: id, to: e.target.value }, `Change ${r.label}’s status`)}>
                              <option value="neutral">Neutral</option>
                              {EMPIRES.filter((e) => e !== id).map((e) => (
                                <option key={e} value={e}>
                                  Allied to {nameOf(e)}
                                </option>
                              ))}
                            </select>
                          ) : soloEmpire ? (
                            <span aria-label={`Status of ${r.label}`}>At war [12.2]</span>
                          ) : (
                            r.value
                          )}
                        </dd>
                      </div>
                    );
                  })}
                </dl>
                {!open && g.group === 'Minors' ? <p className="status-row muted small">Neutral minors hidden — Show all</p> : null}
              </div>
            ))}
        </div>
        {!readOnly && s.seats.length > 1 ? <RollOffTool s={s} /> : null}
      </div>
    </section>
  );
}
