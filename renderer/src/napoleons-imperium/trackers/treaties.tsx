// The Treaties tab: who may not attack whom until when [§28].
import { useState } from 'react';
import type { NiState } from '../../../../shared/games/napoleons-imperium/state';
import { cx } from '../../components/ui';
import { Nation, useAct } from '../parts';
import { NATION_IDS, adj, allianceOf, empire, isNation, turnName } from '../nations';

export function TreatiesTab({ s, readOnly }: { s: NiState; readOnly: boolean }) {
  const act = useAct();
  const [bound, setBound] = useState('');
  const [imposer, setImposer] = useState('');
  const [years, setYears] = useState('1');
  const [breachBy, setBreachBy] = useState<Record<number, string>>({});
  const active = s.treaties.filter((t) => t.status === 'active');
  const ended = s.treaties.filter((t) => t.status !== 'active');
  return (
    <div className="ni-tab-body">
      {active.length ? (
        <ul className="ni-list" aria-label="Treaties in force">
          {active.map((t) => {
            const expiring = t.expires === s.position.turn;
            const enemies = NATION_IDS.filter((x) => allianceOf(s, x) === allianceOf(s, t.imposer));
            return (
              <li key={t.id} className={cx('ni-treaty', expiring && 'ni-warn')}>
                <div>
                  <Nation id={t.bound} short /> may not attack <Nation id={t.imposer} short /> until after <strong>{turnName(s, t.expires)}</strong>
                  {expiring ? <span className="ni-flag-tag">expires at the end of this turn</span> : null}
                </div>
                <div className="small">
                  Its allies may not attack {empire(t.imposer)} through {adj(t.bound)} borders; its fleets under allied command break off. If {empire(t.imposer)} or an ally attacks {empire(t.bound)}, the treaty is breached [§28D].
                </div>
                {!readOnly ? (
                  <div className="inline-form">
                    <select value={breachBy[t.id] ?? ''} onChange={(e) => setBreachBy({ ...breachBy, [t.id]: e.target.value })} aria-label={`Treaty ${t.id} breached by`}>
                      <option value="">Breached by…</option>
                      {enemies.map((x) => (
                        <option key={x} value={x}>
                          {empire(x)}
                        </option>
                      ))}
                    </select>
                    <button type="button" className="btn btn-small btn-danger-quiet" disabled={!breachBy[t.id]} onClick={() => void act('treaty.breach', { treaty: t.id, by: breachBy[t.id] }, 'Breach a treaty')}>
                      Record the breach
                    </button>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="muted">No treaty in force.</p>
      )}
      {ended.length ? <p className="small muted">Ended: {ended.map((t) => `${adj(t.bound)} → ${adj(t.imposer)} (${t.status} in ${t.ended ? turnName(s, t.ended) : '?'})`).join('; ')}</p> : null}
      {!readOnly && s.position.turn > 1 ? (
        <form
          className="inline-form"
          aria-label="A treaty from a Battle Card"
          onSubmit={(e) => {
            e.preventDefault();
            void act('treaty.create', { bound, imposer, years: Number(years) }, 'Treaty from a Battle Card');
          }}
        >
          <span>Battle Card treaty:</span>
          <select value={bound} onChange={(e) => setBound(e.target.value)} aria-label="Nation bound by the treaty">
            <option value="">Bound nation…</option>
            {NATION_IDS.map((x) => (
              <option key={x} value={x}>
                {empire(x)}
              </option>
            ))}
          </select>
          <span>may not attack</span>
          <select value={imposer} onChange={(e) => setImposer(e.target.value)} aria-label="Nation imposing the treaty">
            <option value="">Victor…</option>
            {NATION_IDS.filter((x) => !isNation(bound) || allianceOf(s, x) !== allianceOf(s, bound)).map((x) => (
              <option key={x} value={x}>
                {empire(x)}
              </option>
            ))}
          </select>
          <select value={years} onChange={(e) => setYears(e.target.value)} aria-label="Treaty length">
            {[1, 2, 3].map((y) => (
              <option key={y} value={y}>
                {y} year{y > 1 ? 's' : ''}
              </option>
            ))}
          </select>
          <button type="submit" className="btn btn-small" disabled={!bound || !imposer}>
            Make the treaty
          </button>
        </form>
      ) : null}
    </div>
  );
}
