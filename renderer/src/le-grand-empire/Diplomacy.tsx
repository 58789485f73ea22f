// The diplomacy order (Events, Diplomacy, Reinforcements), the war matrix with its declarations, the
// major and minor statuses, peace with its mandatory-peace roll, the end of a mandatory peace's terms,
// and the Victory Phase.
import { useState } from 'react';
import type { StepProps } from '../games/types';
import { alliedByClause, boundBetween, boundLeft, peaceOf, peaceTermsEnded } from '../../../shared/games/le-grand-empire/peace';
import { atWar, isLastTurn, POWERS, type MajorStatus, type MinorStatus } from '../../../shared/games/le-grand-empire/state';
import { cx } from '../components/ui';
import { lgeState, minorBoxWords, nameOf, Panel, PowerSelect, useAct } from './parts';

/** A mandatory peace over with its military aid or mandatory alliance still running: one click ends them (§13.3.2.4-5). */
export function PeaceTermsEnded({ view }: StepProps) {
  const s = lgeState(view);
  const act = useAct();
  const ended = peaceTermsEnded(s);
  if (!ended.length) return null;
  return (
    <div className="lge-row lge-missing" role="alert" aria-label="Mandatory peace over">
      {ended.map((x) => (
        <span key={`${x.vanquished}-${x.victor}`} className="lge-row">
          <strong>
            The mandatory peace of {nameOf(x.vanquished)} with {nameOf(x.victor)} is over:{' '}
            {[x.aid ? 'its military aid goes home' : '', x.alliance ? `the mandatory alliance with ${nameOf(x.victor)} takes effect` : ''].filter(Boolean).join(', ')} (§13.3.2.4-5).
          </strong>
          <button type="button" className="btn btn-primary" onClick={() => void act('lge.peace.terms-end', { vanquished: x.vanquished, victor: x.victor }, 'End of the mandatory peace')}>
            Apply: {x.aid ? 'aid home' : ''}
            {x.aid && x.alliance ? ', ' : ''}
            {x.alliance ? 'alliance in effect' : ''}
          </button>
        </span>
      ))}
    </div>
  );
}

export function OrderPanel({ view }: StepProps) {
  const s = lgeState(view);
  const act = useAct();
  return (
    <Panel title={view.step.title} aside={s.orderIndex < POWERS.length - 1 ? <button type="button" className="btn btn-primary" onClick={() => void act('lge.order.next', {}, 'Next power')}>Next power: {nameOf(POWERS[s.orderIndex + 1]!)}</button> : null}>
      <p className="lge-now">
        Now: <strong>{nameOf(POWERS[s.orderIndex]!)}</strong>
      </p>
      <ul>
        {view.step.checklist.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
    </Panel>
  );
}

export function WarMatrix({ view }: StepProps) {
  const s = lgeState(view);
  const act = useAct();
  const [a, setA] = useState('france');
  const [b, setB] = useState('austria');
  const [major, setMajor] = useState('prussia');
  const [status, setStatus] = useState<MajorStatus>('neutral');
  const [byEvent, setByEvent] = useState(false);
  const [minor, setMinor] = useState('');
  const [mStatus, setMStatus] = useState<MinorStatus>('influenced');
  const [by, setBy] = useState('france');
  const boxes = Object.entries(s.minors).filter(([, m]) => m.status !== 'neutral');
  return (
    <Panel title="Diplomacy and war">
      <table className="lge-table lge-matrix" aria-label="War matrix">
        <thead>
          <tr>
            <th />
            {POWERS.map((p) => (
              <th key={p}>{nameOf(p).slice(0, 3)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {POWERS.map((r) => (
            <tr key={r}>
              <th>{nameOf(r)}</th>
              {POWERS.map((c) => {
                const peace = s.peaces.find((x) => (x.a === r && x.b === c) || (x.a === c && x.b === r));
                const bound = r === c ? undefined : boundBetween(s, r, c);
                return (
                  <td key={c} className={cx(r !== c && atWar(s, r, c) && 'war', peace && 'peace', bound && 'bound')} title={bound ? `Mandatory alliance: ${boundLeft(bound)} (§13.3.2.5)` : undefined}>
                    {r === c ? '' : atWar(s, r, c) ? 'WAR' : peace ? `peace ${peace.turnsLeft}` : bound ? `allied ${bound.turnsLeft ?? '∞'}` : ''}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {(peaceOf(s).bound ?? []).map((x) => (
        <div key={`${x.power}-${x.with}`} className="lge-row" role="group" aria-label={`Mandatory alliance ${nameOf(x.power)} – ${nameOf(x.with)}`}>
          <strong>
            Mandatory alliance: {nameOf(x.power)} with {nameOf(x.with)}, {boundLeft(x)}
          </strong>
          <span className="muted">no war between them while it holds (§13.3.2.5)</span>
          {view.step.id === 'diplomacy' && x.turnsLeft === null
            ? [x.power, x.with].map((who) => (
                <button key={who} type="button" className="btn" onClick={() => void act('lge.alliance.break', { a: who, b: who === x.power ? x.with : x.power }, 'Break the mandatory alliance')}>
                  {nameOf(who)} breaks it
                </button>
              ))
            : null}
        </div>
      ))}
      {view.step.id === 'diplomacy' ? (
        <div className="lge-row">
          <PowerSelect value={a} onChange={setA} label="Declaring power" /> declares war on <PowerSelect value={b} onChange={setB} label="Enemy" />
          <button type="button" className="btn btn-primary" onClick={() => void act('lge.war.declare', { a, b }, 'Declare war')}>
            Declare war
          </button>
        </div>
      ) : null}
      {view.step.id === 'conquest' ? <Peace view={view} /> : null}
      <div className="lge-row">
        <PowerSelect value={major} onChange={setMajor} label="Major power" only={POWERS.filter((p) => p !== 'france' && p !== 'great-britain')} />
        <select value={status} onChange={(e) => setStatus(e.target.value as MajorStatus)} aria-label="Major status">
          {['neutral', 'influenced-france', 'influenced-great-britain', 'allied-france', 'allied-great-britain', 'player'].map((x) => (
            <option key={x} value={x}>
              {x.replace('-', ' ')}
            </option>
          ))}
        </select>
        <label className="toggle">
          <input type="checkbox" checked={byEvent} onChange={(e) => setByEvent(e.target.checked)} /> moved by a random event
        </label>
        <button type="button" className="btn" aria-label="Set the major power’s status" onClick={() => void act('lge.major.status', { power: major, status, ...(byEvent ? { byEvent: true } : {}) }, 'Major status')}>
          Set
        </button>
        <span className="muted">
          now {s.majors[major as keyof typeof s.majors]?.replace('-', ' ')}
          {alliedByClause(s, major) ? (s.rules?.mandatoryAllianceMarker === 'frozen' ? ', by the Mandatory Alliance clause: only an event moves it (A-50)' : ', by the Mandatory Alliance clause: one box at a time (A-50)') : ''}
        </span>
      </div>
      {/* The minors' boxes, read before an attempt (§11.2.2.2); a neutral minor is not listed. */}
      {boxes.length ? (
        <ul className="lge-minors" aria-label="Minor countries">
          {boxes.map(([k, m]) => (
            <li key={k}>
              {k}: <strong>{minorBoxWords(m)}</strong>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">Every minor country is neutral.</p>
      )}
      <div className="lge-row">
        <input type="text" className="mid" value={minor} onChange={(e) => setMinor(e.target.value)} placeholder="minor (e.g. Sweden)" aria-label="Minor country" />
        <select value={mStatus} onChange={(e) => setMStatus(e.target.value as MinorStatus)} aria-label="Minor status">
          {['neutral', 'influenced', 'temporary-ally', 'allied', 'conquered', 'surrendered'].map((x) => (
            <option key={x}>{x}</option>
          ))}
        </select>
        by <PowerSelect value={by} onChange={setBy} label="By" />
        <button type="button" className="btn" disabled={!minor} onClick={() => void act('lge.minor.status', { minor, status: mStatus, by }, 'Minor status')}>
          Set
        </button>
      </div>
    </Panel>
  );
}

/** A multi-province minor's surrender ends its war with a 4-turn peace (§13.2); majors go through the peace wizard. */
function Peace({ view }: StepProps) {
  const s = lgeState(view);
  const act = useAct();
  const [w, setW] = useState(0);
  const war = s.wars[w];
  return (
    <div className="lge-peace">
      <h3>Peace with a multi-province minor (4 turns, §13.2)</h3>
      {s.wars.length ? (
        <div className="lge-row">
          <select value={w} onChange={(e) => setW(Number(e.target.value))} aria-label="War to end">
            {s.wars.map((x, i) => (
              <option key={i} value={i}>
                {nameOf(x.a)} – {nameOf(x.b)}
              </option>
            ))}
          </select>
          <button type="button" className="btn" onClick={() => war && void act('lge.peace', { a: war.a, b: war.b, minor: true }, 'Peace')}>
            Make peace (no war for 4 turns)
          </button>
          <span className="muted">A major power’s peace: the conquest and peace wizard above.</span>
        </div>
      ) : (
        <p className="muted">No war to end.</p>
      )}
    </div>
  );
}

export function VictoryPanel({ view }: StepProps) {
  const s = lgeState(view);
  const act = useAct();
  const [winners, setWinners] = useState<string[]>([]);
  const [reason, setReason] = useState('');
  const order = [...POWERS].sort((x, y) => s.vp[y] - s.vp[x]);
  return (
    <Panel title="Victory Phase">
      <ol className="lge-vp">
        {order.map((p) => (
          <li key={p}>
            <span className="lge-vp-name">{nameOf(p)}</span> <strong className="lge-big">{s.vp[p]}</strong> VP
          </li>
        ))}
      </ol>
      <p className="muted">Victory conditions, VP values and the tie-break are in the scenario booklet: adjust the VP in the ledger below.</p>
      {isLastTurn(s) ? <p className="lge-now">This is the scenario’s last turn: declare the result.</p> : null}
      <form
        className="inline-form"
        onSubmit={(e) => {
          e.preventDefault();
          void act('lge.victory.declare', { winners, reason }, 'Declare the result');
        }}
      >
        {POWERS.map((p) => (
          <label key={p} className="toggle">
            <input type="checkbox" checked={winners.includes(p)} onChange={(e) => setWinners(e.target.checked ? [...winners, p] : winners.filter((x) => x !== p))} /> {nameOf(p)}
          </label>
        ))}
        <input type="text" value={reason} onChange={(e) => setReason(e.target.value)} placeholder="why (automatic victory, last turn…)" aria-label="Why" />
        <button type="submit" className="btn btn-primary" disabled={!winners.length}>
          Declare the result
        </button>
      </form>
    </Panel>
  );
}
