// Napoleon's Imperium's step panels, driven by the current step of the sequence [§1, §2, §3-§4, §5-§49,
// Objectives]. They read the module's state to show it and send intents; main applies the rules and refuses
// with a reason when they say no.
import { useState, type ComponentType, type ReactNode } from 'react';
import type { StepProps } from '../games/types';
import type { CampaignView } from '../../../shared/ipc/contract';
import type { NiState } from '../../../shared/games/napoleons-imperium/state';
import { useApp } from '../lib/store';
import { cx } from '../components/ui';
import { AttackPanel } from './Battle';
import { PlacementPanel, PurchasePanel } from './Purchase';
import { FillTable } from './DataFill';
import { tableFromMessage, useNiCatalogue } from './catalogue';
import { Nation, Panel, RollButtons, Timer, useAct } from './parts';
import { ScorePanel } from './trackers/score';
import { WeatherEffects } from './trackers/spies-weather';
import { Ledger } from './Ledger';
import {
  ALLIANCE_NAME, NATION_IDS, adj, allianceOf, capitalName, commanderName, empire, holderOf, niState, orderOf, yearOf, type Alliance, type NationId,
} from './nations';
import './imperium.css';

/** The nation the table is waiting on, for highlighting. */
export function imperiumFocus(view: CampaignView): string | null {
  const s = niState(view.state);
  if (view.gameOver || s.position.turn <= 1) return null;
  return orderOf(s)[(s.position.turn - 2) % 8] ?? null;
}

/** Above every step: the turn tracker; below: the table to fill in when a refusal names one. */
export function ImperiumStepFrame({ view, children }: StepProps & { children: ReactNode }) {
  const s = niState(view.state);
  return (
    <>
      <TurnTracker view={view} s={s} />
      {children}
      <FillForRefusal s={s} />
    </>
  );
}

const st = (view: CampaignView) => niState(view.state);
/** The nation whose turn it is: a nation's own step shows nothing without one. */
const own = (render: (view: CampaignView, s: NiState, n: NationId) => ReactNode): ComponentType<StepProps> =>
  function NationStep({ view }: StepProps) {
    const n = imperiumFocus(view) as NationId | null;
    return n ? <>{render(view, st(view), n)}</> : null;
  };

/** Napoleon's Imperium's step-to-panel map; a step not here shows the journal. */
export const IMPERIUM_STEPS: Readonly<Record<string, ComponentType<StepProps>>> = {
  'prep-purchase': ({ view }) => <PurchasePanel view={view} s={st(view)} nations={orderOf(st(view))} />,
  'prep-movement': ({ view }) => <PrepMovement view={view} s={st(view)} />,
  'prep-placement': ({ view }) => <PlacementPanel s={st(view)} nations={orderOf(st(view))} />,
  weather: ({ view }) => <WeatherPanel view={view} s={st(view)} />,
  rebellion: own((_v, s, n) => <RebellionPanel s={s} n={n} />),
  purchase: own((view, s, n) => <PurchasePanel view={view} s={s} nations={[n]} />),
  'spy-discovery': own((_v, s, n) => <SpyDiscoveryPanel s={s} n={n} />),
  'frozen-fleets': own((_v, s, n) => <FrozenPanel s={s} n={n} />),
  attack: own((view, s) => <AttackPanel view={view} s={s} />),
  movement: own((view, s, n) => <MovementPanel view={view} s={s} n={n} />),
  placement: own((_v, s, n) => <PlacementPanel s={s} nations={[n]} />),
  notice: ({ view }) => <NoticePanel s={st(view)} />,
  'final-scoring': ({ view }) => (
    <>
      <ScorePanel view={view} s={st(view)} final />
      <Ledger view={view} s={st(view)} />
    </>
  ),
};

export function ImperiumJournalStep({ view }: StepProps) {
  return <JournalPanel view={view} s={st(view)} />;
}

// ------------------------------------------------------------------------------------------------ tracker

/** The year, the eight nations' turns in order, and what the sequence says applies this turn. */
function TurnTracker({ view, s }: { view: CampaignView; s: NiState }) {
  const y = yearOf(s.position.turn);
  const order = orderOf(s);
  const slot = s.position.turn <= 1 ? -1 : (s.position.turn - 2) % 8;
  const final = Number(s.rules?.['finalYear'] ?? 1815);
  const last = Math.min(final, s.noticeFinalYear ?? 1815);
  const steps = view.sequence.flatMap((p) => p.steps.map((st) => ({ ...st, phase: p.id })));
  const triggers = steps.filter((st) => st.applies && ['capital-victory-start', 'rebellion', 'anniversary', 'penalties', 'spy-discovery', 'frozen-fleets', 'releases', 'treaty-expiry', 'capital-victory-end', 'notice', 'final-scoring', 'weather'].includes(st.id));
  const years = Array.from({ length: last - 1798 + 1 }, (_, i) => 1798 + i);
  return (
    <section className="ni-tracker" aria-label="Year and nation turns">
      <div className="ni-years" aria-label="Years">
        {years.map((yy) => (
          <span key={yy} className={cx('ni-year', yy === y && 'now', yy < y && 'past')} aria-current={yy === y ? 'true' : undefined}>
            {yy}
          </span>
        ))}
        <span className="ni-years-end muted small">ends {last}</span>
      </div>
      {s.position.turn > 1 ? (
        <ol className="ni-turns" aria-label={`Order of play ${y}`}>
          {order.map((x, i) => (
            <li key={x} className={cx('ni-turn', i === slot && 'now', i < slot && 'past', s.nations[x].eliminated && 'out', `ni-${allianceOf(s, x)}`)} style={{ ['--power' as string]: view.powers.find((p) => p.power === x)?.colour }} aria-current={i === slot ? 'step' : undefined}>
              <span className="ni-turn-flag" aria-hidden="true" />
              <span className="ni-turn-name">{adj(x)}</span>
              <span className="ni-turn-player">{s.nations[x].player}</span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="ni-1798">1798: every nation at once — purchase, move together against the timer, place. No attacks.</p>
      )}
      {triggers.length ? (
        <ul className="ni-triggers" aria-label="Triggers this turn">
          {triggers.map((t) => (
            <li key={t.id} className={cx(t.current && 'now', t.done && 'done')}>
              <span aria-hidden="true">{t.done ? '✓' : t.current ? '▶' : '•'}</span> {t.title}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

// ------------------------------------------------------------------------------------------------ 1798 and the year

function PrepMovement({ view, s }: { view: CampaignView; s: NiState }) {
  const timer = view.derived.find((d) => d.id === 'movement-timer-1798');
  const minutes = timer?.value ?? 10;
  return (
    <Panel title="1798: both teams move at once" label="1798 movement">
      <div className="ni-move-grid">
        <Timer minutes={minutes} label={`1798 movement: ${minutes} minutes`} resetKey={`${s.position.turn}`} />
        <ul className="ni-rules-list">
          {timer?.breakdown.map((b) => (
            <li key={b.label}>
              {b.label}: {b.value} min{b.note ? <span className="muted small"> · {b.note}</span> : null}
            </li>
          ))}
          <li>Allowed: move through allied territories, transport on fleets, Major Commander movement bonus on one unit type.</li>
          <li>
            <strong>Not allowed:</strong> attacks, invasions, battles, taking neutral territories, moving spies [§2C, §42D].
          </li>
          <li>Fleets pass opposing fleets freely; the weather is Fine.</li>
        </ul>
      </div>
    </Panel>
  );
}

function WeatherPanel({ view, s }: { view: CampaignView; s: NiState }) {
  const act = useAct();
  const y = yearOf(s.position.turn);
  const w = s.weather[String(y)];
  const roller: Alliance = (y - 1799) % 2 === 0 ? s.weatherFirstRoller : s.weatherFirstRoller === 'french' ? 'british' : 'french';
  const rolls = s.weatherRolls.filter((r) => r.year === y);
  return (
    <Panel title={`Weather for ${y}`} label="Weather roll">
      <p className="panel-lead">A player of the {ALLIANCE_NAME[roller]} rolls one d10. The same weather may not come three years running: roll again [§46].</p>
      {w ? (
        <p className={cx('ni-weather-now', `ni-w-${w}`)} aria-label={`Weather ${y}`}>
          {w[0]!.toUpperCase() + w.slice(1)}
        </p>
      ) : (
        <RollButtons label="Roll for the weather" count={1} onRoll={(f) => act('weather.roll', {}, `Weather ${y}`, f)} />
      )}
      {rolls.length ? (
        <p className="small">
          Rolled: {rolls.map((r) => `${r.face === 10 ? 0 : r.face} = ${r.weather}${r.rerolled ? ' (third in a row: again)' : ''}`).join('; ')}
        </p>
      ) : null}
      <p className="small muted">
        Past years: {Object.entries(s.weather).sort().map(([yy, ww]) => `${yy} ${ww}`).join(' · ')}
      </p>
      <WeatherEffects view={view} year={y} />
    </Panel>
  );
}

function RebellionPanel({ s, n }: { s: NiState; n: NationId }) {
  const act = useAct();
  const r = s.rebellion && s.rebellion.turn === s.position.turn ? s.rebellion : null;
  const occ = s.holdings.filter((h) => h.original === n && allianceOf(s, h.holder) !== allianceOf(s, n)).map((h) => h.territory);
  const name = empire(n);
  return (
    <Panel title={`${name}: rebellion`} label="Rebellion roll">
      <p className="panel-lead">Eliminated: one d10 for each of its territories held by the enemy ({occ.join(', ') || 'none recorded'}); a 1 re-establishes it there with 1 infantry, 1 cavalry and 1 artillery [§40].</p>
      {!r ? (
        <RollButtons label={`Roll for rebellion (${occ.length} ${occ.length === 1 ? 'die' : 'dice'})`} count={s.rules?.['rebellionDice'] === 'single' ? 1 : occ.length} onRoll={(f) => act('rebellion.roll', { nation: n }, `${name} rolls for rebellion`, f)} disabled={!occ.length} />
      ) : r.successes.length && !r.done ? (
        <div className="seat-buttons">
          {r.successes.map((t) => (
            <button key={t} type="button" className="btn btn-seat" onClick={() => void act('rebellion.reenter', { nation: n, territories: [t] }, `${name} rises in ${t}`)}>
              Rise in {t}
            </button>
          ))}
        </div>
      ) : (
        <p className="big-line">{r.successes.length ? `${name} is back in the game.` : `No rising: ${name}’s turn is over.`}</p>
      )}
    </Panel>
  );
}

function SpyDiscoveryPanel({ s, n }: { s: NiState; n: NationId }) {
  const act = useAct();
  const spies = NATION_IDS.filter((x) => allianceOf(s, x) !== allianceOf(s, n) && s.nations[x].spy.alive && holderOf(s, s.nations[x].spy.location) === n);
  return (
    <Panel title="Spy discovery" label="Spy discovery rolls">
      <p className="panel-lead">At the start of its Attack Phase {empire(n)} may roll one d10 for each enemy spy in its territory: a 1 executes it, and it takes a Spy Death card [§44].</p>
      {spies.map((x) => {
        const rolled = s.spyRolls.some((r) => r.by === n && r.spy === x && r.turn === s.position.turn);
        return (
          <div key={x} className="ni-row">
            <span>
              The {adj(x)} spy in <strong>{s.nations[x].spy.location}</strong>
            </span>
            {rolled ? <span className="done-tag">rolled</span> : <RollButtons label={`Hunt the ${adj(x)} spy`} count={1} onRoll={(f) => act('spy.discover', { by: n, spy: x }, `${empire(n)} hunts the ${adj(x)} spy`, f)} />}
          </div>
        );
      })}
    </Panel>
  );
}

function FrozenPanel({ s, n }: { s: NiState; n: NationId }) {
  const act = useAct();
  const [territory, setTerritory] = useState('');
  const [fleets, setFleets] = useState('1');
  const [capture, setCapture] = useState('0');
  const held = s.holdings.filter((h) => h.holder === n && h.original !== 'neutral');
  return (
    <Panel title="Frozen fleets" label="Frozen fleets">
      {s.frozen ? (
        <form
          className="inline-form"
          onSubmit={(e) => {
            e.preventDefault();
            const c = Number(capture) || 0;
            void act('frozen.resolve', { capture: c, destroy: s.frozen!.successes - c }, 'Frozen fleets');
          }}
        >
          <span>
            {s.frozen.successes} fleet{s.frozen.successes === 1 ? '' : 's'} taken in {s.frozen.territory}: capture
          </span>
          <input type="number" min={0} max={s.frozen.successes} className="narrow" value={capture} onChange={(e) => setCapture(e.target.value)} aria-label="Fleets captured" />
          <span>and destroy the rest (Sea Victory cards) [§49]</span>
          <button type="submit" className="btn btn-primary">
            Decide
          </button>
        </form>
      ) : (
        <form
          className="inline-form"
          onSubmit={(e) => {
            e.preventDefault();
            void act('frozen.roll', { captor: n, territory, fleets: Number(fleets) }, 'Roll for frozen fleets');
          }}
        >
          <select value={territory} onChange={(e) => setTerritory(e.target.value)} aria-label="Captured Baltic territory">
            <option value="">Captured Baltic territory…</option>
            {held.map((h) => (
              <option key={h.territory} value={h.territory}>
                {h.territory}
              </option>
            ))}
          </select>
          <input type="number" min={1} max={40} className="narrow" value={fleets} onChange={(e) => setFleets(e.target.value)} aria-label="Frozen fleets in port" />
          <button type="submit" className="btn btn-primary" disabled={!territory}>
            Roll one d10 per fleet
          </button>
        </form>
      )}
    </Panel>
  );
}

// ------------------------------------------------------------------------------------------------ movement

function MovementPanel({ view, s, n }: { view: CampaignView; s: NiState; n: NationId }) {
  const act = useAct();
  const name = empire(n);
  const limit = s.rules?.['movementTimeLimit'] === true;
  const majors = s.commanders.filter((c) => c.nation === n && c.status === 'active' && c.rank === 'major');
  const [fleet, setFleet] = useState('');
  const [spyTo, setSpyTo] = useState('');
  const [ability, setAbility] = useState('');
  const spy = s.nations[n].spy;
  const spies = s.rules?.['spies'] === true;
  const host = spy.pending?.host;
  const abilities = host ? (s.data?.tables['special-abilities']?.rows ?? []).filter((r) => r.cells['nation']?.v === host && r.cells['stealable']?.v === true) : [];
  return (
    <Panel title={`${name}: movement`} label="Movement">
      <div className="ni-move-grid">
        {limit ? <Timer minutes={5} label="Movement time limit: 5 minutes [§41]" resetKey={`${s.position.turn}`} /> : <p className="muted small">No movement time limit in this game (optional rule §41 off).</p>}
        <ul className="ni-rules-list">
          <li>Only units that took no part in the Attack Phase move [§30].</li>
          <li>Fleets: at most two transportations per fleet per year [§33B]; join or break off fleets [§22, §36].</li>
          <li>No land unit crosses enemy-held territories or corner points [§5, §31].</li>
        </ul>
      </div>
      <div className="ni-subsections">
        {majors.map((c) => (
          <div key={c.id} className="ni-row">
            <span>
              {commanderName(c)}: {c.used ? `used in the ${c.used} phase this year` : '+1 movement for one unit type, if it did not attack [§13D]'}
            </span>
            {!c.used ? (
              <button type="button" className="btn btn-small" onClick={() => void act('commander.use', { commander: c.id, phase: 'movement' }, `${commanderName(c)}: movement bonus`)}>
                Use the movement bonus
              </button>
            ) : null}
          </div>
        ))}
        <form
          className="ni-row"
          onSubmit={(e) => {
            e.preventDefault();
            void act('fleet.transport', { nation: n, fleet }, `${name}: a transportation`).then((ok) => ok && setFleet(''));
          }}
        >
          <span>Sea transport by fleet group</span>
          <input type="text" list="ni-fleet-names" value={fleet} onChange={(e) => setFleet(e.target.value)} placeholder="e.g. Baltic squadron" aria-label="Transporting fleet group" maxLength={60} />
          <datalist id="ni-fleet-names">
            {s.fleetGroups.filter((g) => g.nation === n).map((g) => (
              <option key={g.name} value={g.name} />
            ))}
          </datalist>
          <button type="submit" className="btn btn-small" disabled={!fleet.trim()}>
            Record a transportation
          </button>
        </form>
        {spies && spy.alive ? (
          <div className="ni-spy">
            <strong>The {adj(n)} spy</strong> is in {spy.location}
            {spy.stolen ? ` · holds ${empire(spy.stolen.from)}’s ${spy.stolen.stat.replace('-', ' ')} ${spy.stolen.value}` : ''}
            <form
              className="inline-form"
              onSubmit={(e) => {
                e.preventDefault();
                void act('spy.move', { nation: n, to: spyTo }, `The ${adj(n)} spy moves`).then((ok) => ok && setSpyTo(''));
              }}
            >
              <input type="text" list="ni-territories-all" value={spyTo} onChange={(e) => setSpyTo(e.target.value)} placeholder="Move to… (up to 3 territories)" aria-label="Spy moves to" maxLength={60} />
              <datalist id="ni-territories-all">
                {(s.data?.tables['territories']?.rows ?? []).map((r) => (
                  <option key={r.key} value={r.key} />
                ))}
              </datalist>
              <button type="submit" className="btn btn-small" disabled={!spyTo.trim()}>
                Move the spy
              </button>
            </form>
            {!spy.stolen && !spy.pending ? (
              <RollButtons label="Roll to steal (and the host’s discovery roll)" count={2} onRoll={(f) => act('spy.steal', { nation: n }, `The ${adj(n)} spy tries to steal`, f ? [[f[0]![0]!], [f[0]![1]!]] : undefined)} />
            ) : null}
            {host ? (
              <form
                className="inline-form"
                onSubmit={(e) => {
                  e.preventDefault();
                  void act('spy.choose', { nation: n, ability }, 'Choose the stolen ability');
                }}
              >
                <span>Success in {capitalName(s, host)}: choose the ability</span>
                <select value={ability} onChange={(e) => setAbility(e.target.value)} aria-label="Ability to steal">
                  <option value="">Ability…</option>
                  {abilities.map((r) => (
                    <option key={r.key} value={r.key}>
                      {String(r.cells['stat']?.v ?? r.key).replace('-', ' ')} {String(r.cells['value']?.v ?? '')}
                    </option>
                  ))}
                </select>
                <button type="submit" className="btn btn-primary btn-small" disabled={!ability}>
                  Steal it
                </button>
              </form>
            ) : null}
          </div>
        ) : spies ? (
          <p className="muted">The {adj(n)} spy is dead [§44].</p>
        ) : null}
      </div>
      {view.reminders.length ? null : null}
    </Panel>
  );
}

// ------------------------------------------------------------------------------------------------ year end

function NoticePanel({ s }: { s: NiState }) {
  const act = useAct();
  const y = yearOf(s.position.turn);
  if (s.notice) {
    return (
      <Panel title="Notice to end" label="Notice to end">
        <p className="big-line">Notice given at the end of {s.notice.year}: the game ends at the end of {s.noticeFinalYear}.</p>
      </Panel>
    );
  }
  return (
    <Panel title={`End of ${y}: notice to end the game?`} label="Notice to end">
      <p className="panel-lead">The players may vote to end the game: a simple majority ends it at the end of {y + 2}, a 50/50 split at the end of {y + 3}. Otherwise press Next [Objectives A].</p>
      <div className="seat-buttons">
        <button type="button" className="btn btn-seat" onClick={() => void act('end.notice', { vote: 'majority' }, 'Notice to end (majority)')}>
          Majority: end after {y + 2}
        </button>
        <button type="button" className="btn btn-seat" onClick={() => void act('end.notice', { vote: 'tie' }, 'Notice to end (50/50)')}>
          50/50: end after {y + 3}
        </button>
      </div>
    </Panel>
  );
}

/** Steps whose work is automatic: what happened, and anything to place now. */
function JournalPanel({ view, s }: { view: CampaignView; s: NiState }) {
  const place = s.journal.filter((j) => j.place);
  const rest = s.journal.filter((j) => !j.place);
  return (
    <Panel title={view.step.title} label={view.step.title}>
      {place.length ? (
        <ul className="ni-place-now" aria-label="To place now">
          {place.map((j, i) => (
            <li key={i}>{j.text}</li>
          ))}
        </ul>
      ) : null}
      {rest.length ? (
        <ul className="ni-journal">
          {rest.map((j, i) => (
            <li key={i}>{j.text}</li>
          ))}
        </ul>
      ) : (
        <p className="muted">Nothing to record here: work through the checklist at the table, then press Next.</p>
      )}
    </Panel>
  );
}

/** A refusal that names a table to fill in gets the form to fill it, right here. */
function FillForRefusal({ s }: { s: NiState }) {
  const refusal = useApp((st) => st.refusal);
  const cat = useNiCatalogue();
  const table = refusal ? tableFromMessage(cat, refusal.message) : null;
  if (!table) return null;
  // Only the rows the refusal names (by key or label), when it names any.
  const def = cat?.data.tables.find((x) => x.id === table);
  const msg = refusal!.message.toLowerCase();
  const mentioned = (s.data?.tables[table]?.rows ?? [])
    .filter((r) => {
      const label = def?.defaultRows.find((x) => x.key === r.key)?.label ?? r.label;
      const word = (w: string) => new RegExp(`(^|[^a-z0-9])${w.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^a-z0-9])`).test(msg);
      return (r.key.length > 2 && word(r.key)) || (!!label && word(label));
    })
    .map((r) => r.key);
  return (
    <Panel title="Fill in the missing values" label="Fill in the missing values" className="ni-fill-panel">
      <p className="panel-lead">{refusal!.message}</p>
      <FillTable tableId={table} pack={s.data} rows={(k) => mentioned.length === 0 || mentioned.includes(k)} />
    </Panel>
  );
}

export { Nation };
