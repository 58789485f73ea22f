// The trackers the table glances at: economy lines, Battle Points, commanders, treaties, spies, weather, Battle
// Card decks, fleets, territories and the data still to enter [digest §11: 4-12, 14].
import { Ledger } from './Ledger';
import { useState } from 'react';
import type { CampaignView } from '../../../shared/ipc/contract';
import type { DerivedValue } from '../../../shared/engine/types';
import type { NiState } from '../../../shared/games/napoleons-imperium/state';
import { cx } from '../components/ui';
import { FillTable } from './DataFill';
import { useNiCatalogue } from './catalogue';
import { Nation, Panel, useAct } from './parts';
import { FleetsTab, fleetTabCount } from './Fleets';
import {
  ALLIANCES, ALLIANCE_NAME, NATION_IDS, adj, allianceOf, capitalCaptured, capitalName, commanderName, empire, fmt, isNation, niState, orderOf,
  turnName, yearOf,
} from './nations';
import './imperium.css';

const TABS = ['Economy', 'Battle Points', 'Commanders', 'Treaties', 'Battle Cards', 'Fleets', 'Spies', 'Weather', 'Territories', 'Data'] as const;
type Tab = (typeof TABS)[number];

export function ImperiumStatusBoard({ view, readOnly }: { view: CampaignView; readOnly: boolean }) {
  const s = niState(view.state);
  const [chosen, setTab] = useState<Tab | null>(null);
  // At the end of the game the Battle Points and game points come first.
  const tab: Tab = chosen ?? (view.gameOver || s.position.stepId === 'final-scoring' ? 'Battle Points' : 'Economy');
  const counts: Partial<Record<Tab, number>> = {
    Commanders: s.commanders.filter((c) => c.status === 'imprisoned' || c.status === 'paroled' || c.status === 'awaiting-capital').length,
    Treaties: s.treaties.filter((t) => t.status === 'active').length,
    'Battle Cards': s.cardsDue.length + s.penalties.filter((p) => !p.applied).length,
    Fleets: fleetTabCount(s),
    Territories: s.holdings.length,
  };
  const tabs = TABS.filter((t) => (t !== 'Spies' || s.rules?.['spies'] === true) && (t !== 'Weather' || s.rules?.['weather'] === true));
  return (
    <section className="card ni-trackers" aria-label="Trackers">
      <header className="card-head ni-tabs-head">
        <div className="ni-tabs" role="tablist" aria-label="Trackers">
          {tabs.map((t) => (
            <button key={t} type="button" role="tab" aria-selected={tab === t} className={cx('ni-tab', tab === t && 'on')} onClick={() => setTab(t)}>
              {t}
              {counts[t] ? <span className="ni-tab-count">{counts[t]}</span> : null}
            </button>
          ))}
        </div>
      </header>
      <div className="card-body" role="tabpanel" aria-label={tab}>
        {tab === 'Economy' ? <EconomyTab view={view} s={s} /> : null}
        {tab === 'Battle Points' ? <ScorePanel view={view} s={s} bare /> : null}
        {tab === 'Commanders' ? <CommandersTab s={s} readOnly={readOnly} /> : null}
        {tab === 'Treaties' ? <TreatiesTab s={s} readOnly={readOnly} /> : null}
        {tab === 'Battle Cards' ? <CardsTab s={s} readOnly={readOnly} /> : null}
        {tab === 'Fleets' ? <FleetsTab s={s} readOnly={readOnly} /> : null}
        {tab === 'Spies' ? <SpiesTab s={s} /> : null}
        {tab === 'Weather' ? <WeatherTab view={view} s={s} /> : null}
        {tab === 'Territories' ? <TerritoriesTab s={s} readOnly={readOnly} /> : null}
        {tab === 'Data' ? <DataTab s={s} /> : null}
      </div>
    </section>
  );
}

// ------------------------------------------------------------------------------------------------ economy

function Breakdown({ d, label }: { d: DerivedValue; label: string }) {
  return (
    <table className="ni-breakdown" aria-label={label}>
      <tbody>
        {d.breakdown.map((b, i) => (
          <tr key={i}>
            <td>
              {b.label}
              {b.note ? <span className="muted small"> · {b.note}</span> : null}
            </td>
            <td className="num">{i === 0 || /^(Forfeited|Left)/.test(b.label) ? fmt(b.value) : `${b.value >= 0 ? '+' : '−'}${fmt(Math.abs(b.value))}`}</td>
          </tr>
        ))}
        <tr className="total">
          <td>
            = {d.formula} <span className="muted small">[{d.cite.join(', ')}]</span>
          </td>
          <td className="num">{fmt(d.value)}</td>
        </tr>
      </tbody>
    </table>
  );
}

function Bankers({ view, s }: { view: CampaignView; s: NiState }) {
  const act = useAct();
  const players = view.header.players;
  return (
    <div className="ni-bankers-line" role="group" aria-label="Bankers">
      <span className="small">Bankers check purchases and shuffle the opposing side’s decks [§3C]:</span>
      {ALLIANCES.map((a) => (
        <label key={a} className="small">
          {a === 'french' ? 'French Imperial' : 'British Coalition'}{' '}
          <select value={s.bankers[a] ?? ''} onChange={(e) => e.target.value && void act('setup.banker', { alliance: a, player: e.target.value }, `${ALLIANCE_NAME[a]} Banker`)} aria-label={`${ALLIANCE_NAME[a]} Banker`}>
            <option value="">{players.length >= 4 ? 'to appoint' : 'not needed'}</option>
            {players
              .filter((p) => p.powers.some((x) => isNation(x) && allianceOf(s, x) === a))
              .map((p) => (
                <option key={p.name} value={p.name}>
                  {p.name}
                </option>
              ))}
          </select>
        </label>
      ))}
    </div>
  );
}

function EconomyTab({ view, s }: { view: CampaignView; s: NiState }) {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <>
    <Bankers view={view} s={s} />
    <table className="ni-table ni-econ" aria-label="Economy lines">
      <thead>
        <tr>
          <th>Nation</th>
          <th className="num">Economy line</th>
          <th>Changes</th>
          <th className="num">Budget this turn</th>
          <th>Purchase Tray</th>
        </tr>
      </thead>
      <tbody>
        {orderOf(s).map((n) => {
          const e = view.derived.find((d) => d.id === 'economy' && d.power === n);
          const b = view.derived.find((d) => d.id === 'budget' && d.power === n);
          const changes = e ? e.breakdown.slice(1) : [];
          const tray = s.nations[n].tray.reduce((a, t) => a + t.count, 0);
          return [
            <tr key={n} className={cx(s.nations[n].eliminated && 'ni-out')} aria-label={`${empire(n)} economy`}>
              <td>
                <Nation id={n} short />
                {capitalCaptured(s, n) ? <span className="ni-flag-tag">exile</span> : null}
              </td>
              <td className="num">
                <button type="button" className="ni-big-link" aria-expanded={open === n} onClick={() => setOpen(open === n ? null : n)} aria-label={`${empire(n)} economy line ${e?.value ?? '?'}: show how`}>
                  {e ? fmt(e.value) : '?'}
                </button>
              </td>
              <td className="small">{changes.length ? changes.map((c) => `${c.label} ${c.value >= 0 ? '+' : '−'}${fmt(Math.abs(c.value))}`).join('; ') : <span className="muted">as at the start</span>}</td>
              <td className="num">{b ? fmt(b.value) : <span className="muted">—</span>}</td>
              <td className="small">{tray ? `${tray} unit${tray === 1 ? '' : 's'}` : <span className="muted">empty</span>}</td>
            </tr>,
            open === n ? (
              <tr key={`${n}-why`} className="ni-why-row">
                <td colSpan={5}>
                  {e ? <Breakdown d={e} label={`${empire(n)} economy line breakdown`} /> : null}
                  {b ? <Breakdown d={b} label={`${empire(n)} budget breakdown`} /> : null}
                </td>
              </tr>
            ) : null,
          ];
        })}
      </tbody>
    </table>
    </>
  );
}

// ------------------------------------------------------------------------------------------------ score

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

// ------------------------------------------------------------------------------------------------ commanders

function CommandersTab({ s, readOnly }: { s: NiState; readOnly: boolean }) {
  const act = useAct();
  const status = (c: NiState['commanders'][number]) => {
    switch (c.status) {
      case 'active':
        return c.used ? `free · used in the ${c.used} phase this year` : 'free';
      case 'imprisoned':
        return `IMPRISONED in the ${adj(c.holder!)} Purchase Tray · released at the ${turnName(s, c.releaseTurn!)} placement`;
      case 'paroled':
        return `PAROLED in its own tray · back at the ${turnName(s, c.releaseTurn!)} placement`;
      case 'awaiting-capital':
        return `held until ${capitalName(s, c.nation)} is liberated`;
      case 'executed':
        return 'dead';
    }
  };
  return (
    <table className="ni-table" aria-label="Commanders">
      <thead>
        <tr>
          <th>Commander</th>
          <th>Status</th>
          <th>Note</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {orderOf(s).flatMap((n) =>
          s.commanders
            .filter((c) => c.nation === n)
            .map((c) => (
              <tr key={c.id} className={cx(c.status !== 'active' && 'ni-captive', c.status === 'executed' && 'ni-out')}>
                <td>{commanderName(c)}</td>
                <td>{status(c)}</td>
                <td className="small muted">{c.note}</td>
                <td>
                  {!readOnly && ['imprisoned', 'paroled', 'awaiting-capital'].includes(c.status) ? (
                    <button type="button" className="btn btn-small" onClick={() => void act('commander.release', { commander: c.id, reason: 'by hand' }, `Release ${commanderName(c)}`)}>
                      Release now
                    </button>
                  ) : null}
                </td>
              </tr>
            )),
        )}
      </tbody>
    </table>
  );
}

// ------------------------------------------------------------------------------------------------ treaties

function TreatiesTab({ s, readOnly }: { s: NiState; readOnly: boolean }) {
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

// ------------------------------------------------------------------------------------------------ Battle Cards

function CardsTab({ s, readOnly }: { s: NiState; readOnly: boolean }) {
  const act = useAct();
  const [n, setN] = useState('');
  const [amount, setAmount] = useState('');
  const [when, setWhen] = useState<'next-turn' | 'next-year'>('next-turn');
  const [adjN, setAdjN] = useState('');
  const [delta, setDelta] = useState('');
  const size = (x: string) => (s.data?.tables['battle-cards']?.rows ?? []).filter((r) => r.key.startsWith(`${x}:`)).length;
  return (
    <div className="ni-tab-body">
      <table className="ni-table" aria-label="Battle Card decks">
        <thead>
          <tr>
            <th>Deck</th>
            <th className="num">Drawn</th>
            <th className="num">Left</th>
            <th>Cards drawn</th>
            <th>Penalties due</th>
          </tr>
        </thead>
        <tbody>
          {orderOf(s).map((x) => {
            const deck = s.nations[x].deck;
            const due = s.penalties.filter((p) => p.nation === x && !p.applied);
            return (
              <tr key={x} aria-label={`${empire(x)} deck`}>
                <td>
                  <Nation id={x} short />
                </td>
                <td className="num">{deck.draws}</td>
                <td className="num">{Math.max(0, size(x) - deck.drawn.length)}</td>
                <td className="small">
                  {deck.drawn.length ? deck.drawn.map((d) => `${d.key ? `#${d.key.split(':')[1]}` : '?'}${d.kind === 'disaster' ? ' DISASTER' : d.kind === 'imperium' ? ' IMPERIUM' : ''}`).join(', ') : <span className="muted">none</span>}
                  {deck.reshuffles ? ` · reshuffled ${deck.reshuffles}×` : ''}
                </td>
                <td className="small">{due.length ? due.map((p) => `−${p.amount} in the ${turnName(s, p.dueTurn)}`).join('; ') : ''}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {!readOnly && s.position.turn > 1 ? (
        <div className="ni-card-effects" aria-label="Carry out a Battle Card">
          <form
            className="inline-form"
            aria-label="Income penalty"
            onSubmit={(e) => {
              e.preventDefault();
              void act('cards.penalty', { nation: n, amount: Number(amount), when }, 'Battle Card income penalty').then((ok) => ok && setAmount(''));
            }}
          >
            <span>Income penalty:</span>
            <select value={n} onChange={(e) => setN(e.target.value)} aria-label="Nation penalised">
              <option value="">Nation…</option>
              {NATION_IDS.map((x) => (
                <option key={x} value={x}>
                  {empire(x)}
                </option>
              ))}
            </select>
            <span>loses</span>
            <input type="number" min={1} max={99} className="narrow" value={amount} onChange={(e) => setAmount(e.target.value)} aria-label="Income lost" />
            <select value={when} onChange={(e) => setWhen(e.target.value as 'next-turn')} aria-label="When the penalty falls">
              <option value="next-turn">next playing turn</option>
              <option value="next-year">next playing year</option>
            </select>
            <button type="submit" className="btn btn-small" disabled={!n || !amount}>
              Schedule [§27]
            </button>
          </form>
          <form
            className="inline-form"
            aria-label="Economy line change"
            onSubmit={(e) => {
              e.preventDefault();
              void act('track.adjust', { track: 'economy', power: adjN, delta: Number(delta), reason: 'Battle Card instruction' }, 'Battle Card: economy line').then((ok) => ok && setDelta(''));
            }}
          >
            <span>Economy line change:</span>
            <select value={adjN} onChange={(e) => setAdjN(e.target.value)} aria-label="Nation whose economy line changes">
              <option value="">Nation…</option>
              {NATION_IDS.map((x) => (
                <option key={x} value={x}>
                  {empire(x)}
                </option>
              ))}
            </select>
            <input type="number" min={-60} max={60} className="narrow" value={delta} placeholder="±" onChange={(e) => setDelta(e.target.value)} aria-label="Economy line change" />
            <button type="submit" className="btn btn-small" disabled={!adjN || !delta || Number(delta) === 0}>
              Apply [§26B]
            </button>
          </form>
          <p className="small muted">Treaties are made in the Treaties tab; liberations in the Territories tab.</p>
        </div>
      ) : null}
    </div>
  );
}

// ------------------------------------------------------------------------------------------------ spies, weather

function SpiesTab({ s }: { s: NiState }) {
  return (
    <table className="ni-table" aria-label="Spies">
      <thead>
        <tr>
          <th>Spy</th>
          <th>Where</th>
          <th>Stolen ability</th>
        </tr>
      </thead>
      <tbody>
        {orderOf(s).map((n) => {
          const spy = s.nations[n].spy;
          const home = spy.location.toLowerCase() === capitalName(s, n).toLowerCase();
          return (
            <tr key={n} className={cx(!spy.alive && 'ni-out')}>
              <td>
                <Nation id={n} short />
              </td>
              <td>{spy.alive ? `${spy.location}${home ? ' (home)' : ''}` : 'dead'}</td>
              <td className="small">
                {spy.stolen ? `${empire(spy.stolen.from)}’s ${spy.stolen.stat.replace('-', ' ')} ${spy.stolen.value} — ${home ? 'in force' : 'in force once home'}` : spy.pending ? 'success: ability to choose' : '—'}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function WeatherTab({ view, s }: { view: CampaignView; s: NiState }) {
  const y = yearOf(s.position.turn);
  const w = s.weather[String(y)];
  const effects = view.statusBoard.find((g) => g.group.startsWith(`Weather ${y}`));
  return (
    <div className="ni-tab-body">
      <p className="big-line">
        {y}: {w ? w[0]!.toUpperCase() + w.slice(1) : 'not yet rolled'}
        {w === 'snow' ? ' — the Baltic is frozen' : ''}
      </p>
      <p className="small">History: {Object.entries(s.weather).sort().map(([yy, ww]) => `${yy} ${ww}`).join(' · ')}</p>
      {effects ? (
        <table className="ni-table" aria-label="Weather effects by nation">
          <tbody>
            {effects.rows.map((r) => (
              <tr key={r.label}>
                <th scope="row">{r.label}</th>
                <td>{r.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="muted small">Fine weather: no effects.</p>
      )}
    </div>
  );
}

// ------------------------------------------------------------------------------------------------ territories

function TerritoriesTab({ s, readOnly }: { s: NiState; readOnly: boolean }) {
  const act = useAct();
  const [t, setT] = useState('');
  const [holder, setHolder] = useState('');
  return (
    <div className="ni-tab-body">
      {s.holdings.length ? (
        <table className="ni-table" aria-label="Territories that changed hands">
          <thead>
            <tr>
              <th>Territory</th>
              <th>Held by</th>
              <th>Originally</th>
              <th className="num">Value</th>
              <th>Since</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {s.holdings.map((h) => (
              <tr key={h.territory}>
                <td>
                  {h.territory}
                  {h.capital ? <span className="ni-flag-tag">capital</span> : null}
                </td>
                <td>
                  <Nation id={h.holder} short />
                </td>
                <td>{h.original === 'neutral' ? 'neutral' : <Nation id={h.original} short />}</td>
                <td className="num">{h.value}</td>
                <td className="small">{turnName(s, h.since)}</td>
                <td>
                  {!readOnly ? (
                    <span className="ni-row-buttons">
                      {h.original !== 'neutral' ? (
                        <button type="button" className="btn btn-small" onClick={() => void act('territory.liberate', { territory: h.territory }, `Liberate ${h.territory}`)} title="A Battle Card liberates it [§11B, §12B]">
                          Liberate
                        </button>
                      ) : null}
                      <button type="button" className="btn btn-small btn-quiet" onClick={() => void act('territory.revert', { territory: h.territory }, `${h.territory} reverts`)} title="Its last unit is gone [§32]">
                        Reverts
                      </button>
                    </span>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="muted">Every territory is with its original owner.</p>
      )}
      {!readOnly ? <EliminateForm s={s} /> : null}
      {!readOnly ? (
        <form
          className="inline-form"
          aria-label="Correct who holds a territory"
          onSubmit={(e) => {
            e.preventDefault();
            void act('territory.set', { territory: t, holder, note: 'correction' }, `Correct ${t}`).then((ok) => ok && (setT(''), setHolder('')));
          }}
        >
          <span>Correct:</span>
          <input type="text" list="ni-territories-all-t" value={t} onChange={(e) => setT(e.target.value)} placeholder="territory" aria-label="Territory to correct" maxLength={60} />
          <datalist id="ni-territories-all-t">
            {(s.data?.tables['territories']?.rows ?? []).map((r) => (
              <option key={r.key} value={r.key} />
            ))}
          </datalist>
          <span>is held by</span>
          <select value={holder} onChange={(e) => setHolder(e.target.value)} aria-label="Held by">
            <option value="">…</option>
            <option value="neutral">nobody (neutral)</option>
            {NATION_IDS.map((x) => (
              <option key={x} value={x}>
                {empire(x)}
              </option>
            ))}
          </select>
          <button type="submit" className="btn btn-small" disabled={!t.trim() || !holder}>
            Correct
          </button>
        </form>
      ) : null}
    </div>
  );
}

function EliminateForm({ s }: { s: NiState }) {
  const act = useAct();
  const [n, setN] = useState('');
  const [by, setBy] = useState('');
  const candidates = NATION_IDS.filter((x) => !s.nations[x].eliminated && capitalCaptured(s, x));
  if (!candidates.length) return null;
  return (
    <form
      className="inline-form"
      aria-label="A nation is eliminated"
      onSubmit={(e) => {
        e.preventDefault();
        void act('nation.eliminate', { nation: n, by: by || null }, `${empire(n)} is eliminated`);
      }}
    >
      <span>Eliminated (capital lost and no land unit left) [§39]:</span>
      <select value={n} onChange={(e) => setN(e.target.value)} aria-label="Nation eliminated">
        <option value="">Nation…</option>
        {candidates.map((x) => (
          <option key={x} value={x}>
            {empire(x)}
          </option>
        ))}
      </select>
      <span>by</span>
      <select value={by} onChange={(e) => setBy(e.target.value)} aria-label="Eliminated by">
        <option value="">nobody in particular</option>
        {NATION_IDS.filter((x) => n && isNation(n) && allianceOf(s, x) !== allianceOf(s, n)).map((x) => (
          <option key={x} value={x}>
            {empire(x)}
          </option>
        ))}
      </select>
      <button type="submit" className="btn btn-small btn-danger-quiet" disabled={!n}>
        Eliminate
      </button>
    </form>
  );
}

// ------------------------------------------------------------------------------------------------ data

function DataTab({ s }: { s: NiState }) {
  const cat = useNiCatalogue();
  const [open, setOpen] = useState<string | null>(null);
  if (!cat) return <p className="muted">Reading the tables…</p>;
  const status = cat.data.tables.map((t) => {
    const rows = s.data?.tables[t.id]?.rows ?? [];
    let missing = 0;
    let unverified = 0;
    let group = 0;
    for (const r of rows)
      for (const c of t.columns) {
        const cell = r.cells[c.id];
        if (!cell || cell.src === 'missing') {
          if (c.required) missing++;
        } else if (cell.src === 'unverified') unverified++;
        else if (cell.src === 'group') group++;
      }
    return { t, missing, unverified, group };
  });
  return (
    <div className="ni-tab-body">
      <p className="small">
        Values the rulebook omits are entered here as the group copies them from the Empire cards and the map. Each entry is in the log (undoable) and saved with the campaign.
      </p>
      <table className="ni-table" aria-label="Data tables">
        <thead>
          <tr>
            <th>Table</th>
            <th className="num">Missing</th>
            <th className="num">Unverified</th>
            <th className="num">Entered</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {status.map(({ t, missing, unverified, group }) => [
            <tr key={t.id}>
              <td>{t.title}</td>
              <td className={cx('num', missing > 0 && 'ni-needs-text')}>{missing}</td>
              <td className="num">{unverified}</td>
              <td className="num">{group}</td>
              <td>
                {missing > 0 || t.rows === 'open' ? (
                  <button type="button" className="btn btn-small btn-quiet" aria-expanded={open === t.id} onClick={() => setOpen(open === t.id ? null : t.id)}>
                    {open === t.id ? 'Close' : 'Fill in'}
                  </button>
                ) : null}
              </td>
            </tr>,
            open === t.id ? (
              <tr key={`${t.id}-fill`}>
                <td colSpan={5}>
                  <FillTable tableId={t.id} pack={s.data} />
                </td>
              </tr>
            ) : null,
          ])}
        </tbody>
      </table>
    </div>
  );
}

// ------------------------------------------------------------------------------------------------ overview

/** Game over: the winning alliance, how, and the final Battle Points with each player's game points. */
export function ImperiumGameOver({ view }: { view: CampaignView }) {
  const s = niState(view.state);
  const res = s.finalResult;
  return (
    <section className="game-over ni-game-over" aria-label="Game over">
      <div className="go-kicker">Game over</div>
      <h2 className="go-winner">{res?.winner ? `The ${ALLIANCE_NAME[res.winner]} wins` : 'A draw'}</h2>
      <p className="go-reason">{view.gameOver!.reason}</p>
      <div className="ni-go-score">
        <ScorePanel view={view} s={s} bare />
      </div>
      <Ledger view={view} s={s} />
    </section>
  );
}

/** The numbers the table glances at: per nation the economy line and Battle Points, the team totals. */
export function ImperiumScoreboard({ view, focus }: { view: CampaignView; focus: string | null }) {
  const s = niState(view.state);
  const team = (a: string) => view.derived.find((d) => d.id === 'team-battle-points' && d.label.startsWith(ALLIANCE_NAME[a as 'french']))?.value ?? 0;
  return (
    <div className="ni-scoreboard" role="region" aria-label="Scoreboard">
      {ALLIANCES.map((a) => (
        <div key={a} className={cx('ni-sb-team', `ni-${a}`)} aria-label={ALLIANCE_NAME[a]}>
          <div className="ni-sb-teamhead">
            <span className="ni-sb-teamname">{a === 'french' ? 'French Imperial' : 'British Coalition'}</span>
            <span className="ni-sb-bp" aria-label={`${ALLIANCE_NAME[a]} team Battle Points`}>
              {team(a)} <small>BP</small>
            </span>
          </div>
          <div className="ni-sb-nations">
            {orderOf(s)
              .filter((n) => allianceOf(s, n) === a)
              .map((n) => {
                const p = view.powers.find((x) => x.power === n);
                return (
                  <div key={n} className={cx('ni-sb-nation', focus === n && 'focus', s.nations[n].eliminated && 'out')} style={{ ['--power' as string]: p?.colour }} aria-label={`${empire(n)} scores`}>
                    <span className="ni-sb-name">
                      <span className="pc-flag sb-flag" aria-hidden="true" />
                      {adj(n)}
                      {capitalCaptured(s, n) ? <span className="ni-flag-tag">exile</span> : null}
                    </span>
                    <span className="ni-sb-player">{p?.player}</span>
                    <span className="ni-sb-vals">
                      <span className="ni-sb-val" aria-label={`${empire(n)} economy line ${p?.tracks['economy'] ?? 0}`}>
                        <b>{p?.tracks['economy'] ?? 0}</b> econ
                      </span>
                      <span className="ni-sb-val" aria-label={`${empire(n)} Battle Points ${p?.tracks['battle-points'] ?? 0}`}>
                        <b>{p?.tracks['battle-points'] ?? 0}</b> BP
                      </span>
                    </span>
                  </div>
                );
              })}
          </div>
        </div>
      ))}
    </div>
  );
}

/** Per nation: the facts the module lists (tray, commanders, decks, treaties), compact. */
export function ImperiumDashboard({ view }: { view: CampaignView; readOnly: boolean }) {
  const s = niState(view.state);
  const [open, setOpen] = useState(false);
  const focus = s.position.turn > 1 ? orderOf(s)[(s.position.turn - 2) % 8] : null;
  const shown = open ? orderOf(s) : focus ? [focus] : [];
  return (
    <section className="card ni-dashboard" aria-label="Nations">
      <header className="card-head">
        <h2>{open || !focus ? 'Nations' : `${empire(focus)} at a glance`}</h2>
        <div className="card-actions">
          <button type="button" className="btn btn-quiet" aria-expanded={open} onClick={() => setOpen(!open)}>
            {open ? 'Show the active nation only' : 'Show all eight nations'}
          </button>
        </div>
      </header>
      {shown.length ? (
        <div className="card-body ni-nation-cards">
          {shown.map((n) => {
            const p = view.powers.find((x) => x.power === n);
            if (!p) return null;
            return (
              <article key={n} className={cx('ni-nation-card', p.defeated && 'out')} style={{ ['--power' as string]: p.colour }} aria-label={`${p.name} (${p.player})`}>
                <header>
                  <span className="pc-flag" aria-hidden="true" />
                  <strong>{p.name}</strong> <span className="muted">{p.player}</span>
                  <span className="pc-status">{p.status}</span>
                </header>
                <ul className="pc-facts">
                  {p.facts.map((f) => (
                    <li key={f}>{f}</li>
                  ))}
                </ul>
              </article>
            );
          })}
        </div>
      ) : null}
    </section>
  );
}

export { isNation };
