// The initiative pool: the Naval 2 markers bought before the cup is filled, then the draw (the app's
// die among the markers that may come out, or the marker drawn from the table's cup), the first
// turn's chosen marker, the last marker played in large type and the cup's contents.
import { useState } from 'react';
import type { StepProps } from '../games/types';
import { markerName, marker as markerDef, playable } from '../../../shared/games/le-grand-empire/initiative';
import { BLOCK_NAMES, BLOCK_PAYER, POWER_NAMES, type Block } from '../../../shared/games/le-grand-empire/state';
import { cx } from '../components/ui';
import { lgeState, Panel, useAct } from './parts';
import { Battles } from './BattleStep';
import { EligibleLeaders } from './Leaders';

export function NavalMarkersPanel({ view }: StepProps) {
  const s = lgeState(view);
  const act = useAct();
  return (
    <Panel title="Initiative Pool: additional naval markers">
      <p>Each side may add its Naval 2 marker for 25 £, paid by {POWER_NAMES.france} (Empire) or {POWER_NAMES['great-britain']} (Coalition) (§3.1). Next fills the cup.</p>
      <div className="lge-row">
        {(['empire', 'coalition'] as Block[]).map((b) => (
          <div key={b} className="lge-naval2">
            <strong>{BLOCK_NAMES[b]} Naval 2</strong>
            <span className="muted">{POWER_NAMES[BLOCK_PAYER[b]]} has {s.treasury[BLOCK_PAYER[b]]} £</span>
            {s.initiative.naval2[b] ? (
              <span className="lge-tag">Bought</span>
            ) : (
              <button type="button" className="btn" onClick={() => void act('lge.initiative.naval2', { side: b }, `${BLOCK_NAMES[b]} Naval 2`)}>
                Buy for 25 £
              </button>
            )}
          </div>
        ))}
      </div>
    </Panel>
  );
}

const sideClass = (id: string) => {
  const m = markerDef(id);
  return m?.side === 'empire' ? 'empire' : m?.side === 'coalition' ? 'coalition' : m?.side === 'neutral' ? 'neutral' : 'wq';
};

export function MarkerToken({ id, big }: { id: string; big?: boolean }) {
  return <span className={cx('lge-marker', sideClass(id), big && 'big')}>{markerName(id)}</span>;
}

export function ActivationsPanel({ view }: StepProps) {
  const s = lgeState(view);
  const act = useAct();
  const ini = s.initiative;
  const rules = { sameSide: (s.rules?.sameSideRule === 'any-marker' ? 'any-marker' : 'land-only') as 'any-marker' | 'land-only', wqFirstDraw: (s.rules?.winterQuartersFirstDraw === 'counted' ? 'counted' : 'not-counted') as 'counted' | 'not-counted' };
  const can = ini.built ? playable(ini, rules) : [];
  const choose = s.position.turn === 1 && !ini.activationDrawn && ini.drawn.length === 0;
  const [entered, setEntered] = useState('');
  const last = ini.drawn[ini.drawn.length - 1];
  return (
    <>
      <Panel
        title="Activation and Action Phase"
        className="lge-initiative"
        aside={
          !ini.ended && !choose && !s.battle ? (
            <button type="button" className="btn btn-primary btn-large" onClick={() => void act('lge.initiative.draw', {}, 'Draw a marker')} aria-keyshortcuts="I">
              Draw a marker <span className="muted">(I)</span>
            </button>
          ) : null
        }
      >
        {choose ? (
          <div className="lge-choose">
            <p>
              <strong>{POWER_NAMES[s.scenario.firstPlayer]}</strong> chooses the first marker of the scenario; it may be an enemy marker, never Winter Quarters (§3.2).
            </p>
            <div className="lge-row">
              {ini.pool
                .filter((m) => m !== 'WQ')
                .map((m) => (
                  <button key={m} type="button" className={cx('btn', 'lge-marker-btn', sideClass(m))} onClick={() => void act('lge.initiative.draw', { marker: m }, `Choose ${markerName(m)}`)}>
                    {markerName(m)}
                  </button>
                ))}
            </div>
          </div>
        ) : null}
        {last ? (
          <div className="lge-last" aria-live="polite">
            <MarkerToken id={last.marker} big />
            <p className="lge-note">{last.note}</p>
          </div>
        ) : null}
        {ini.ended ? <p className="lge-ended">The Operations Phase is over.</p> : null}
        <EligibleLeaders view={view} />
        <div className="lge-cup">
          <div>
            <h3>In the cup ({ini.pool.length})</h3>
            <div className="lge-row">
              {ini.pool.map((m) => (
                <span key={m} className={cx(!can.includes(m) && 'lge-blocked')} title={can.includes(m) ? 'Can come out' : 'Goes back if drawn'}>
                  <MarkerToken id={m} />
                </span>
              ))}
            </div>
          </div>
          <div>
            <h3>Played</h3>
            <ol className="lge-drawn">
              {ini.drawn.map((d, i) => (
                <li key={i}>
                  <MarkerToken id={d.marker} />
                  {d.how === 'drawn' ? null : <span className="muted">{d.how}</span>}
                </li>
              ))}
            </ol>
          </div>
        </div>
        {!ini.ended && !choose && !s.battle ? (
          <form
            className="inline-form"
            onSubmit={(e) => {
              e.preventDefault();
              if (entered) void act('lge.initiative.draw', { marker: entered }, `Drawn from the cup: ${markerName(entered)}`);
            }}
          >
            <label>
              Drawn from the table’s cup:{' '}
              <select value={entered} onChange={(e) => setEntered(e.target.value)} aria-label="Marker drawn from the cup">
                <option value="">—</option>
                {ini.pool.map((m) => (
                  <option key={m} value={m}>
                    {markerName(m)}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className="btn" disabled={!entered}>
              Record
            </button>
          </form>
        ) : null}
      </Panel>
      <Battles view={view} />
    </>
  );
}

