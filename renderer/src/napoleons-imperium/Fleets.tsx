// The fleet tracker: combined fleets (host, joined allies, invasions and transports used, moved this year,
// laden, speed), fleets broken off, each fleet's tallies this turn, and the forms to join, break off, embark,
// record a move or an invasion [§20B, §20C, §22, §22B-E, §28 Note, §33B, §36, A24]. Every button sends one
// action; main checks it against the rules and the log records it (a refusal says why).
import { useState } from 'react';
import type { NiState } from '../../../shared/games/napoleons-imperium/state';
import { brokenOffOf, combinedOf, fleetCount, fleetSpeed, fleetYear, ladenNations } from '../../../shared/games/napoleons-imperium/fleets';
import type { CombinedFleet } from '../../../shared/games/napoleons-imperium/state';
import { cx } from '../components/ui';
import { Nation, useAct } from './parts';
import { NATION_IDS, activeNation, adj, allianceOf, colour, empire, turnName, yearOf, type NationId, maybeNumber, packOf } from './nations';
import './fleets.css';

const fleetsText = (n: number | null) => (n === null ? 'fleets' : `${n} fleet${n === 1 ? '' : 's'}`);

/** Fleet groups to count on the tab: this turn's tallies, combined fleets, and fleets waiting after a break-off. */
export function fleetTabCount(s: NiState): number {
  return s.fleetGroups.length + combinedOf(s).length;
}

export function FleetsTab({ s, readOnly }: { s: NiState; readOnly?: boolean }) {
  const y = yearOf(s.position.turn);
  const cfs = combinedOf(s);
  const waiting = brokenOffOf(s).filter((b) => b.mayMoveYear > y || yearOf(b.turn) === y || (b.reason === 'treaty' && s.treaties.some((t) => t.id === b.treaty && t.status === 'active')));
  return (
    <div className="ni-tab-body ni-fleets">
      <section aria-label="Combined fleets">
        <h3 className="ni-fleets-h">Combined fleets</h3>
        {cfs.length ? (
          <div className="ni-cf-list">
            {cfs.map((cf) => (
              <CombinedFleetCard key={cf.id} s={s} cf={cf} readOnly={!!readOnly} />
            ))}
          </div>
        ) : (
          <p className="muted">No allied fleet sails under another nation’s command. An allied fleet joins in its own Movement Phase by moving into the host’s sea territory [§22B, §36].</p>
        )}
      </section>
      {waiting.length ? (
        <section aria-label="Fleets broken off">
          <h3 className="ni-fleets-h">Broken off</h3>
          <ul className="ni-bo-list">
            {waiting.map((b, i) => {
              const treaty = b.reason === 'treaty' ? s.treaties.find((t) => t.id === b.treaty) : undefined;
              return (
                <li key={i} className="ni-bo">
                  <Nation id={b.nation} short /> <strong>{b.name}</strong> {b.fleets !== null ? `(${fleetsText(b.fleets)})` : ''} left the {adj(b.host)} {b.hostFleet}{' '}
                  <span className="muted">
                    ({b.reason === 'treaty' ? 'treaty [§28 Note]' : b.reason === 'host' ? `${adj(b.host)} left it behind` : b.reason === 'host-eliminated' ? `${empire(b.host)} eliminated` : 'its owner took it back'}, {turnName(s, b.turn)})
                  </span>
                  <span className={cx('ni-bo-when', b.mayMoveYear > y && 'ni-wait')}>{b.mayMoveYear > y ? `moves again in ${b.mayMoveYear}` : 'may move now'}</span>
                  {treaty && treaty.status === 'active' ? <span className="ni-wait"> · may not re-join until after {turnName(s, treaty.expires)}</span> : null}
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
      {!readOnly ? <JoinForm s={s} /> : null}
      <ThisTurn s={s} readOnly={!!readOnly} />
    </div>
  );
}

function CombinedFleetCard({ s, cf, readOnly }: { s: NiState; cf: CombinedFleet; readOnly: boolean }) {
  const act = useAct();
  const [to, setTo] = useState('');
  const y = yearOf(s.position.turn);
  const t = fleetYear(cf, y);
  const sp = fleetSpeed(cf, (n, col) => maybeNumber(packOf(s), 'movement', n, col));
  const laden = ladenNations(cf);
  const a = activeNation(s);
  const step = s.position.stepId;
  const inTurn = (n: string) => !readOnly && (a === n || step.startsWith('prep-'));
  const label = `${adj(cf.host)} ${cf.name}`;
  const total = fleetCount(cf);
  const nations = [cf.host, ...cf.members.map((m) => m.nation)];
  const ladeButton = (n: NationId) =>
    inTurn(n) || inTurn(cf.host) ? (
      <button type="button" className="btn btn-small" onClick={() => void act('fleet.lade', { host: cf.host, fleet: cf.name, nation: n, laden: !laden.includes(n) }, `${adj(n)} troops ${laden.includes(n) ? 'disembark' : 'embark'}`)}>
        {laden.includes(n) ? `${adj(n)} troops disembark` : `${adj(n)} troops embark`}
      </button>
    ) : null;
  return (
    <article className="ni-cf" aria-label={`${label} combined fleet`} style={{ ['--host' as string]: colour(cf.host) }}>
      <header className="ni-cf-head">
        <Nation id={cf.host} short />
        <span className="ni-cf-name">{cf.name}</span>
        <span className="ni-cf-zone">in {cf.zone}</span>
        <span className="ni-cf-total">{total === null ? '' : fleetsText(total)}</span>
      </header>
      <ul className="ni-cf-members" aria-label={`${label}: nations`}>
        <li className="ni-cf-member ni-cf-host">
          <Nation id={cf.host} short /> <span className="ni-cf-role">host</span> {cf.name} · {fleetsText(cf.hostFleets)}
          {laden.includes(cf.host) ? <span className="ni-cf-laden">laden</span> : null}
          {ladeButton(cf.host)}
          {inTurn(cf.host) && (step === 'attack' || step === 'movement' || step === 'purchase') ? (
            <button type="button" className="btn btn-small btn-danger-quiet" onClick={() => void act('fleet.breakoff', { nation: cf.host, host: cf.host, fleet: cf.name }, `${adj(cf.host)} ${cf.name} leaves its allies behind`)}>
              Leave the allies behind
            </button>
          ) : null}
        </li>
        {cf.members.map((m) => (
          <li key={`${m.nation}-${m.name}`} className="ni-cf-member">
            <Nation id={m.nation} short /> <span className="ni-cf-role">joined</span> {m.name} · {fleetsText(m.fleets)} <span className="muted small">since {turnName(s, m.joined)}</span>
            {m.laden ? <span className="ni-cf-laden">laden</span> : null}
            {ladeButton(m.nation)}
            {inTurn(m.nation) && (step === 'attack' || step === 'movement' || step === 'purchase' || step === 'prep-movement') ? (
              <button type="button" className="btn btn-small btn-danger-quiet" onClick={() => void act('fleet.breakoff', { nation: m.nation, host: cf.host, fleet: cf.name, member: m.name }, `${adj(m.nation)} ${m.name} breaks off`)} aria-label={`Break off the ${adj(m.nation)} ${m.name}`}>
                Break off
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      <dl className="ni-cf-stats">
        <div className={cx('ni-cf-stat', t.invasions.length >= 2 && 'ni-full')}>
          <dt>Invasions</dt>
          <dd>{t.invasions.length} / 2</dd>
          {t.invasions.length ? <span className="small">{t.invasions.join(', ')}{t.failedPorts.length ? ` · failed at ${t.failedPorts.join(', ')}` : ''}</span> : null}
        </div>
        <div className={cx('ni-cf-stat', t.transports >= 2 && 'ni-full')}>
          <dt>Transports</dt>
          <dd>{t.transports} / 2</dd>
        </div>
        <div className="ni-cf-stat">
          <dt>Moved this year</dt>
          <dd>{t.moved ? 'Yes' : 'No'}</dd>
          {t.stays && !t.moved ? <span className="small ni-wait">stays until {y + 1} (a fleet joined by moving)</span> : null}
        </div>
        <div className="ni-cf-stat">
          <dt>Laden</dt>
          <dd>{laden.length ? laden.map(adj).join(', ') : 'No'}</dd>
        </div>
        <div className={cx('ni-cf-stat', sp.speed === null && 'ni-unknown')}>
          <dt>Speed{sp.laden ? ' (laden)' : ''}</dt>
          <dd>{sp.speed === null ? 'Unknown' : sp.speed}</dd>
          <span className="small">
            {sp.speed === null
              ? `${sp.unknown.map(adj).join(', ')} ${sp.laden ? 'laden ' : ''}rate not in “Movement and fleet capacity”`
              : `slowest of ${sp.rates.map((r) => `${adj(r.nation)} ${r.value}`).join(', ')}`}
          </span>
        </div>
      </dl>
      {t.invasions.length ? <p className="small muted">Fleets that invaded together stay together for the rest of the year [§20B]; only one nation’s troops land in an invasion (A24).</p> : null}
      {inTurn(cf.host) && (step === 'attack' || step === 'movement' || step === 'prep-movement') ? (
        <form
          className="inline-form"
          aria-label={`Move the ${label}`}
          onSubmit={(e) => {
            e.preventDefault();
            void act('fleet.move', { nation: cf.host, fleet: cf.name, ...(to.trim() ? { to: to.trim() } : {}) }, `Move the ${label}`).then((ok) => ok && setTo(''));
          }}
        >
          <input type="text" value={to} onChange={(e) => setTo(e.target.value)} placeholder="to sea territory" aria-label={`${label}: moves to`} maxLength={60} />
          <button type="submit" className="btn btn-small">
            Record the move{nations.length > 1 && sp.speed !== null ? ` (≤ ${sp.speed})` : ''}
          </button>
        </form>
      ) : null}
    </article>
  );
}

function JoinForm({ s }: { s: NiState }) {
  const act = useAct();
  const a = activeNation(s);
  const prep = s.position.stepId === 'prep-movement';
  const [who, setWho] = useState<NationId>('gb');
  const [fleet, setFleet] = useState('');
  const [fleets, setFleets] = useState('');
  const [host, setHost] = useState('');
  const [hostFleet, setHostFleet] = useState('');
  const [hostFleets, setHostFleets] = useState('');
  const [zone, setZone] = useState('');
  const [already, setAlready] = useState(false);
  const [laden, setLaden] = useState(false);
  const [hostLaden, setHostLaden] = useState(false);
  if (!(s.position.stepId === 'movement' && a) && !prep) return null;
  const joiner = prep ? who : a!;
  const allies = NATION_IDS.filter((n) => n !== joiner && allianceOf(s, n) === allianceOf(s, joiner));
  const existing = combinedOf(s).find((c) => c.host === host && c.name.trim().toLowerCase() === hostFleet.trim().toLowerCase());
  const submit = () =>
    act(
      'fleet.join',
      {
        nation: joiner, fleet: fleet.trim(), host, hostFleet: hostFleet.trim(), alreadyInZone: already, laden,
        ...(Number(fleets) > 0 ? { fleets: Number(fleets) } : {}),
        ...(zone.trim() ? { zone: zone.trim() } : {}),
        ...(!existing && Number(hostFleets) > 0 ? { hostFleets: Number(hostFleets) } : {}),
        ...(!existing ? { hostLaden } : {}),
      },
      `${adj(joiner)} fleet joins`,
    ).then((ok) => {
      if (ok) {
        setFleet('');
        setFleets('');
        setAlready(false);
        setLaden(false);
      }
    });
  return (
    <form
      className="ni-join"
      aria-label="Join an allied fleet"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h3 className="ni-fleets-h">
        {prep ? 'A fleet' : <Nation id={joiner} short />} joins an allied fleet <span className="muted small">[§22, §22B, §36]</span>
      </h3>
      <div className="ni-join-grid">
        {prep ? (
          <label>
            <span>Joining nation</span>
            <select value={who} onChange={(e) => setWho(e.target.value as NationId)} aria-label="Joining nation">
              {NATION_IDS.map((n) => (
                <option key={n} value={n}>
                  {empire(n)}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <label>
          <span>Joining fleet</span>
          <input type="text" value={fleet} onChange={(e) => setFleet(e.target.value)} placeholder="e.g. Skagerrak squadron" aria-label="Joining fleet" maxLength={60} />
        </label>
        <label>
          <span>Fleets</span>
          <input type="number" min={1} max={60} className="narrow" value={fleets} onChange={(e) => setFleets(e.target.value)} aria-label="Joining fleets: how many" />
        </label>
        <label>
          <span>Host nation</span>
          <select value={host} onChange={(e) => setHost(e.target.value)} aria-label="Host nation">
            <option value="">Choose an ally…</option>
            {allies.map((n) => (
              <option key={n} value={n}>
                {empire(n)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>Host fleet</span>
          <input type="text" list="ni-host-fleets" value={hostFleet} onChange={(e) => { setHostFleet(e.target.value); const c = combinedOf(s).find((x) => x.host === host && x.name.toLowerCase() === e.target.value.trim().toLowerCase()); if (c) setZone(c.zone); }} placeholder="e.g. Channel fleet" aria-label="Host fleet" maxLength={60} />
          <datalist id="ni-host-fleets">
            {combinedOf(s).filter((c) => c.host === host).map((c) => (
              <option key={c.id} value={c.name} />
            ))}
          </datalist>
        </label>
        {!existing ? (
          <label>
            <span>Host fleets</span>
            <input type="number" min={1} max={60} className="narrow" value={hostFleets} onChange={(e) => setHostFleets(e.target.value)} aria-label="Host fleets: how many" />
          </label>
        ) : null}
        <label>
          <span>Sea territory</span>
          <input type="text" value={zone} onChange={(e) => setZone(e.target.value)} placeholder="where the host lies" aria-label="Sea territory of the host fleet" maxLength={60} />
        </label>
      </div>
      <div className="ni-join-checks">
        <label className="toggle">
          <input type="checkbox" checked={already} onChange={(e) => setAlready(e.target.checked)} /> already in that sea territory (the combined fleet may still move this year)
        </label>
        <label className="toggle">
          <input type="checkbox" checked={laden} onChange={(e) => setLaden(e.target.checked)} /> joining fleet carries land units
        </label>
        {!existing ? (
          <label className="toggle">
            <input type="checkbox" checked={hostLaden} onChange={(e) => setHostLaden(e.target.checked)} /> host fleet carries land units
          </label>
        ) : null}
      </div>
      <button type="submit" className="btn btn-primary" disabled={!fleet.trim() || !host || !hostFleet.trim()}>
        Join the {host ? `${adj(host)} ` : ''}fleet
      </button>
    </form>
  );
}

function ThisTurn({ s, readOnly }: { s: NiState; readOnly: boolean }) {
  const act = useAct();
  const [fleet, setFleet] = useState('');
  const [port, setPort] = useState('');
  const [failed, setFailed] = useState(false);
  const n = activeNation(s);
  const names = [...new Set([...s.fleetGroups.filter((g) => g.nation === n).map((g) => g.name), ...combinedOf(s).filter((c) => c.host === n).map((c) => c.name)])];
  return (
    <section aria-label="Fleets this turn">
      <h3 className="ni-fleets-h">Each fleet this turn</h3>
      {s.fleetGroups.length ? (
        <table className="ni-table ni-fleets-table" aria-label="Fleets this year">
          <thead>
            <tr>
              <th>Fleet group</th>
              <th className="num">Invasions</th>
              <th>Where</th>
              <th className="num">Transportations</th>
              <th>Moved</th>
            </tr>
          </thead>
          <tbody>
            {s.fleetGroups.map((g) => (
              <tr key={`${g.nation}-${g.name}`}>
                <td>
                  <Nation id={g.nation} short /> {g.name}
                </td>
                <td className={cx('num', g.invasions.length >= 2 && 'ni-full')}>{g.invasions.length} / 2</td>
                <td className="small">
                  {g.invasions.join(', ')}
                  {g.failedPorts.length ? <span className="ni-needs-text"> · failed at {g.failedPorts.join(', ')} (not again this year)</span> : null}
                </td>
                <td className={cx('num', g.transports >= 2 && 'ni-full')}>{g.transports} / 2</td>
                <td>{g.moved ? (g.moved === 'attack' ? 'to attack' : 'yes') : g.invasions.length || g.transports ? 'yes' : 'no'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="muted">No invasion, transportation or move recorded this turn. Each fleet invades at most twice and transports at most twice a year [§20B, §33B].</p>
      )}
      {n && !readOnly && s.position.stepId === 'attack' ? (
        <form
          className="inline-form"
          aria-label="Record an invasion"
          onSubmit={(e) => {
            e.preventDefault();
            void act('fleet.invasion', { nation: n, fleet, port, failed }, 'Record an invasion').then((ok) => ok && (setPort(''), setFailed(false)));
          }}
        >
          <span>{adj(n)} invasion by</span>
          <input type="text" list="ni-own-fleets" value={fleet} onChange={(e) => setFleet(e.target.value)} placeholder="fleet group" aria-label="Invading fleet group" maxLength={60} />
          <datalist id="ni-own-fleets">
            {names.map((x) => (
              <option key={x} value={x} />
            ))}
          </datalist>
          <span>at</span>
          <input type="text" value={port} onChange={(e) => setPort(e.target.value)} placeholder="port" aria-label="Invaded port" maxLength={60} />
          <label className="toggle">
            <input type="checkbox" checked={failed} onChange={(e) => setFailed(e.target.checked)} /> failed
          </label>
          <button type="submit" className="btn btn-small" disabled={!fleet.trim() || !port.trim()}>
            Record
          </button>
        </form>
      ) : null}
      {n && !readOnly && (s.position.stepId === 'attack' || s.position.stepId === 'movement') ? (
        <form
          className="inline-form"
          aria-label="Record a fleet’s move"
          onSubmit={(e) => {
            e.preventDefault();
            void act('fleet.move', { nation: n, fleet }, 'Record a fleet’s move');
          }}
        >
          <span>{adj(n)} fleet moved:</span>
          <input type="text" list="ni-own-fleets" value={fleet} onChange={(e) => setFleet(e.target.value)} placeholder="fleet group" aria-label="Moving fleet group" maxLength={60} />
          <button type="submit" className="btn btn-small" disabled={!fleet.trim()}>
            Record the move
          </button>
        </form>
      ) : null}
    </section>
  );
}
