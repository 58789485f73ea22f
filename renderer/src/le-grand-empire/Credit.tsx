// The alliance credit track (optional rule, two-player, §11.3.3.4): each allied major's credit in large
// type, its trigger buttons from the group's table, the officials' 20 £ in Winter, and the join form.
import { useState } from 'react';
import type { StepProps } from '../games/types';
import { creditOf, CREDIT_TRIGGERS, triggerChange } from '../../../shared/games/le-grand-empire/actions/credit';
import { clock, POWERS, type Power } from '../../../shared/games/le-grand-empire/state';
import { Chip, lgeState, nameOf, Panel, PowerSelect, signed, useAct } from './parts';

export function CreditPanel({ view }: StepProps) {
  const s = lgeState(view);
  const act = useAct();
  const cr = creditOf(s);
  const majors = POWERS.filter((p) => p !== 'france' && p !== 'great-britain');
  const tracked = majors.filter((p) => cr.value[p] !== undefined);
  const [trigger, setTrigger] = useState<Record<string, string>>({});
  const [join, setJoin] = useState<string>(majors.find((p) => !cr.value[p]) ?? 'prussia');
  const [minors, setMinors] = useState(0);
  const [bought, setBought] = useState(0);
  if (s.rules?.allianceCredit !== true || !s.scenario.twoPlayer) return null;
  return (
    <Panel title="Alliance credit" className="lge-credit">
      {tracked.length ? (
        <table className="lge-table" aria-label="Alliance credit track">
          <tbody>
            {tracked.map((p) => (
              <tr key={p}>
                <th>
                  <Chip id={p} />
                </th>
                <td className="num">
                  <strong className="lge-big">{cr.value[p]}</strong>
                  {cr.spent[p] === s.position.turn ? <span className="lge-bad"> spent: signs peace at the end of the turn</span> : null}
                </td>
                <td>
                  <select value={trigger[p] ?? CREDIT_TRIGGERS[0]} onChange={(e) => setTrigger({ ...trigger, [p]: e.target.value })} aria-label={`${nameOf(p)}: credit event`}>
                    {CREDIT_TRIGGERS.map((t) => (
                      <option key={t} value={t}>
                        {triggerChange(s, t).label} ({signed(triggerChange(s, t).change)})
                      </option>
                    ))}
                  </select>{' '}
                  <button type="button" className="btn" disabled={!cr.value[p]} onClick={() => void act('lge.credit.change', { power: p, trigger: trigger[p] ?? CREDIT_TRIGGERS[0] }, 'Alliance credit')}>
                    Apply
                  </button>{' '}
                  {clock(s).season === 'winter' && view.step.id === 'diplomacy' ? (
                    <button type="button" className="btn" disabled={!cr.value[p] || cr.officials[p] === s.position.turn} onClick={() => void act('lge.credit.officials', { power: p as Power }, 'Officials paid')}>
                      Pay 20 £ to officials (+1)
                    </button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="muted">No major has joined a block yet.</p>
      )}
      <div className="lge-row">
        <PowerSelect value={join} onChange={setJoin} label="Major joining a block" only={majors.filter((p) => !cr.value[p])} />
        <label className="lge-field">
          <span>minors allied to it</span>
          <input type="number" className="narrow" min={0} max={20} value={minors} onChange={(e) => setMinors(Number(e.target.value))} aria-label="Minors allied to it" />
        </label>
        <label className="lge-field">
          <span>points bought (20 £ each, at most 3)</span>
          <input type="number" className="narrow" min={0} max={3} value={bought} onChange={(e) => setBought(Number(e.target.value))} aria-label="Credit points bought" />
        </label>
        <button type="button" className="btn" onClick={() => void act('lge.credit.join', { power: join, minors, bought }, 'Alliance credit')}>
          Joins: credit {7 + minors + bought}
        </button>
      </div>
    </Panel>
  );
}
