// The budget wizard, one power at a time: in Winter the savings cap (before or after the income, by the
// rule setting), the collection, maintenance in the budget sheet's order, gifts within their caps,
// production with what is left under each §12.4.2 limit, French conscripts and the optional Anvers roll,
// then the budget closed; in the other seasons production at double £ for land units. Costs come from the
// group's production and maintenance tables; a line can always be typed (manual mode).
import { useState } from 'react';
import type { StepProps } from '../games/types';
import {
  armyRoom, capAfterIncome, capApplied, capKeeps, cavalryRoom, cavalryRoomWords, counterLimit, counterName, counterRows, dockyardHarbours, dockyardRoom, emptyBudget, fleetsOnOrder, giftRoom, INCOME_SOURCES, isFleet, productionCost, recordedCounters,
} from '../../../shared/games/le-grand-empire/actions/treasury';
import { anversFleetPoint } from '../../../shared/games/le-grand-empire/procedures';
import { pct } from '../odds/format';
import { anversHeld, anversWords, clock, packOf, POWERS, whenLabel, type LgeState, type Power } from '../../../shared/games/le-grand-empire/state';
import { cx } from '../components/ui';
import { openDataEditor } from '../lib/nav';
import { Chip, DiceAction, lgeState, nameOf, Panel, PowerSelect, useAct } from './parts';
import { IndemnityStep, ProvincesStep } from './Trade';

type Counts = Record<string, number>;

function tableRows(s: LgeState, table: string): Array<{ key: string; label: string }> {
  return (packOf(s).tables[table]?.rows ?? []).map((r) => ({ key: r.key, label: r.label ?? r.key }));
}

/** What is left under each production limit (§12.4.2), for the power this budget phase. */
function Limits({ s, p }: { s: LgeState; p: Power }) {
  const b = s.budget[p] ?? emptyBudget();
  const docks = dockyardHarbours(s);
  const armies = Object.keys(b.armyCp ?? {});
  const orders = fleetsOnOrder(s, p);
  return (
    <ul className="lge-limits" aria-label="Production limits">
      <li>
        <strong>Cavalry:</strong> {cavalryRoomWords(cavalryRoom(s, p))} (§12.4.2)
      </li>
      <li>
        <strong>Fleet points, 1 per dockyard:</strong>{' '}
        {docks.length ? docks.map((d) => `${d} ${Math.max(0, dockyardRoom(s, p, d))} left`).join(', ') : 'no harbour entered with dockyards (table Harbours)'}
      </li>
      <li>
        <strong>Army replacements, 2 CP per army marker</strong> (supplied armies, never the Guard):{' '}
        {armies.length ? armies.map((a) => `${a} ${Math.max(0, armyRoom(s, p, a))} left`).join(', ') : '2 left in each army'}
        {s.rules?.armyReplacementCost === 'free' ? ', free' : ', at the production cost'}
      </li>
      <CounterLimits s={s} p={p} />
      {orders.length ? (
        <li>
          <strong>Fleet points on order:</strong> {orders.map((o) => `${o.points} at ${o.dockyard}, arrives ${whenLabel(s, o.arrivesTurn)}`).join('; ')}
        </li>
      ) : null}
    </ul>
  );
}

/** The counter mix (§12.4.2): each counted unit's counters, or the table to fill in while the limit is not checked. */
function CounterLimits({ s, p }: { s: LgeState; p: Power }) {
  const rows = counterRows(s, p);
  const known = rows.filter((r) => typeof r.limit === 'number');
  const missing = rows.filter((r) => r.limit === 'missing');
  return (
    <li>
      <strong>Counters</strong> (no more units than the counters in the game):{' '}
      {known.length ? `${known.map((r) => `${counterName(r.kind)} ${r.limit as number} in the game${s.budget[p]?.counters?.[r.kind] ? `, ${s.budget[p]!.counters![r.kind]} built now` : ''}`).join('; ')}${missing.length ? '; ' : ''}` : null}
      {missing.length || !rows.length ? (
        <span className="lge-missing-inline">
          the counter limit {known.length ? `of ${missing.map((r) => counterName(r.kind)).join(', ')} ` : ''}is not checked: fill in the table “Counter mix”{' '}
          <button type="button" className="btn btn-small" onClick={() => openDataEditor('counter-mix', missing.map((r) => `${p}:${r.kind}`))}>
            Open the data editor
          </button>
        </span>
      ) : null}
    </li>
  );
}

function Production({ s, p }: { s: LgeState; p: Power }) {
  const act = useAct();
  const [counts, setCounts] = useState<Counts>({});
  const [dockyard, setDockyard] = useState('');
  const [army, setArmy] = useState({ name: '', kind: 'infantry-step', count: 0 });
  const [manual, setManual] = useState({ label: '', pounds: 0, pr: 0 });
  const [inUse, setInUse] = useState<Record<string, string>>({});
  const docks = dockyardHarbours(s);
  const dock = dockyard || docks[0] || '';
  const items = [
    ...Object.entries(counts)
      .filter(([, n]) => n > 0)
      .map(([kind, count]) => ({ kind, count, ...(isFleet(s, p, kind) && dock ? { dockyard: dock } : {}), ...(inUse[kind] ? { inUse: Number(inUse[kind]) } : {}) })),
    ...(army.name.trim() && army.count > 0 ? [{ kind: army.kind, count: army.count, army: army.name.trim() }] : []),
  ];
  let cost: string;
  try {
    const lines = productionCost(s, { power: p, items, ...(manual.label ? { manual } : {}) });
    cost = `${lines.reduce((x, l) => x + l.pounds, 0)} £, ${lines.reduce((x, l) => x + l.pr, 0)} Pr`;
  } catch (e) {
    cost = (e as Error).message;
  }
  const season = clock(s).season;
  const kinds = tableRows(s, 'production').filter((r) => !r.key.includes(':'));
  return (
    <fieldset className="lge-fieldset">
      <legend>Production{season !== 'winter' ? ' (exceptional budget: land units at double £)' : ''}</legend>
      <Limits s={s} p={p} />
      <div className="lge-row">
        {kinds.map((r) => (
          <label key={r.key} className="lge-field">
            <span>{r.label}</span>
            <input type="number" className="narrow" min={0} max={50} value={counts[r.key] ?? 0} onChange={(e) => setCounts({ ...counts, [r.key]: Number(e.target.value) })} aria-label={`Produce ${r.key}`} />
            {typeof counterLimit(s, p, r.key) === 'number' ? (
              <>
              <input
                type="number"
                className="narrow"
                min={0}
                max={99}
                value={inUse[r.key] ?? ''}
                onChange={(e) => setInUse({ ...inUse, [r.key]: e.target.value })}
                placeholder={recordedCounters(s, p, r.key) === null ? 'in use' : `Stacks: ${recordedCounters(s, p, r.key)}`}
                title={`${nameOf(p)}'s ${counterName(r.key)} counters on the map or in a box, of ${counterLimit(s, p, r.key) as number}`}
                aria-label={`${r.label}: counters in use`}
              />
              <span>in use, of {counterLimit(s, p, r.key) as number}</span>
              </>
            ) : null}
            {isFleet(s, p, r.key) && docks.length ? (
              <select value={dock} onChange={(e) => setDockyard(e.target.value)} aria-label="Dockyard">
                {docks.map((d) => (
                  <option key={d}>{d}</option>
                ))}
              </select>
            ) : null}
          </label>
        ))}
      </div>
      <div className="lge-row">
        <label className="lge-field">
          <span>Army replacement (into a supplied army)</span>
          <input type="text" className="mid" value={army.name} onChange={(e) => setArmy({ ...army, name: e.target.value })} placeholder="army" aria-label="Army replacement: army" />
          <select value={army.kind} onChange={(e) => setArmy({ ...army, kind: e.target.value })} aria-label="Army replacement: unit">
            {kinds.filter((r) => !isFleet(s, p, r.key)).map((r) => (
              <option key={r.key} value={r.key}>
                {r.label}
              </option>
            ))}
          </select>
          <input type="number" className="narrow" min={0} max={50} value={army.count} onChange={(e) => setArmy({ ...army, count: Number(e.target.value) })} aria-label="Army replacement: combat points" />
          CP
        </label>
      </div>
      <div className="lge-row">
        <label className="lge-field">
          <span>Or type a line</span>
          <input type="text" className="mid" value={manual.label} onChange={(e) => setManual({ ...manual, label: e.target.value })} placeholder="what" aria-label="Production typed: what" />
          <input type="number" className="narrow" min={0} value={manual.pounds} onChange={(e) => setManual({ ...manual, pounds: Number(e.target.value) })} aria-label="Production typed: £" />£
          <input type="number" className="narrow" min={0} value={manual.pr} onChange={(e) => setManual({ ...manual, pr: Number(e.target.value) })} aria-label="Production typed: Pr" />Pr
        </label>
      </div>
      <p className="muted">Cost: {cost}</p>
      <button
        type="button"
        className="btn btn-primary"
        disabled={!items.length && !manual.label}
        onClick={() =>
          void act('lge.budget.produce', { power: p, items, ...(manual.label ? { manual } : {}) }, `${nameOf(p)} production`).then((ok) => {
            if (ok) {
              setCounts({});
              setArmy({ ...army, count: 0 });
              setManual({ label: '', pounds: 0, pr: 0 });
            }
          })
        }
      >
        Produce
      </button>
    </fieldset>
  );
}

/** Anvers (optional §15.3): France's one roll each Winter budget, its chance shown first. */
function Anvers({ s }: { s: LgeState }) {
  const act = useAct();
  const c = anversFleetPoint();
  const known = anversHeld(s);
  const [held, setHeld] = useState(false);
  const rolled = s.procedures.filter((r) => r.name === 'anvers' && r.when === whenLabel(s)).at(-1);
  return (
    <fieldset className={cx('lge-fieldset', rolled && 'done')}>
      <legend>Anvers harbour (optional rule, §15.3)</legend>
      {rolled ? (
        <p>{rolled.result}</p>
      ) : (
        <>
          <p>
            While France controls Anvers and it is not besieged: 1D6, a free fleet point on 4 or more: <strong className="lge-big">{pct(c.probability)}</strong>
          </p>
          {known === null ? (
            <label className="toggle">
              <input type="checkbox" checked={held} onChange={(e) => setHeld(e.target.checked)} /> France controls Anvers, not besieged
            </label>
          ) : (
            <p>{anversWords(s)} (fortress registry).</p>
          )}
          <DiceAction label="Roll for Anvers" hint="4" onRoll={(physical) => void act('lge.procedure', { id: 'anvers', input: { held: known ?? held } }, 'Anvers', physical)} />
        </>
      )}
      <p className="muted">The point joins France’s fleet recorded in Anvers (Stacks), if any. Its fleets cannot be attacked by enemy fleets: a naval battle at Anvers against France is refused while it holds the harbour.</p>
    </fieldset>
  );
}

function WinterSteps({ s, p }: { s: LgeState; p: Power }) {
  const act = useAct();
  const b = s.budget[p] ?? emptyBudget();
  const after = capAfterIncome(s);
  const { cap, keep } = capKeeps(s, p);
  const keepWords = cap === null ? 'everything' : `${keep} £ (cap ${cap} £)`;
  const [income, setIncome] = useState<Record<string, { pounds: number; pr: number }>>({});
  const [maint, setMaint] = useState<Counts>({});
  const [typed, setTyped] = useState({ label: '', pounds: 0 });
  const [wars, setWars] = useState(0);
  const [giftTo, setGiftTo] = useState(p === 'france' ? 'austria' : 'france');
  const [gift, setGift] = useState(0);
  const room = giftRoom(s, p);
  const lines = Object.entries(income)
    .filter(([, v]) => v.pounds > 0 || v.pr > 0)
    .map(([source, v]) => ({ source, pounds: v.pounds, pr: v.pr }));
  return (
    <>
      <fieldset className={cx('lge-fieldset', b.savingsDone && 'done')}>
        <legend>1. {after ? 'Unspent Pr lost' : 'Savings cap'}</legend>
        {b.savingsDone ? (
          <p>Applied.</p>
        ) : after ? (
          <button type="button" className="btn btn-primary" onClick={() => void act('lge.budget.savings', { power: p }, `${nameOf(p)} unspent Pr`)}>
            Unspent Pr lost (the savings cap comes after the income)
          </button>
        ) : (
          <button type="button" className="btn btn-primary" onClick={() => void act('lge.budget.savings', { power: p }, `${nameOf(p)} savings cap`)}>
            Apply: keep {keepWords}, unspent Pr lost
          </button>
        )}
      </fieldset>
      <fieldset className="lge-fieldset" disabled={!b.savingsDone}>
        <legend>2. Collect £, Pr and trade {b.incomePounds ? `(collected ${b.incomePounds} £, ${b.incomePr} Pr)` : ''}</legend>
        <ProvincesStep s={s} p={p} />
        <p className="muted">Trade is collected for every power at once in “Trade and corsairs” below; other income, or a typed total:</p>
        <div className="lge-row">
          {(Object.keys(INCOME_SOURCES) as Array<keyof typeof INCOME_SOURCES>)
            .filter((k) => k !== 'spanish-gold' || p === 'spain')
            .map((k) => (
              <label key={k} className="lge-field">
                <span>{INCOME_SOURCES[k]}</span>
                <input type="number" className="narrow" min={0} value={income[k]?.pounds ?? 0} onChange={(e) => setIncome({ ...income, [k]: { pounds: Number(e.target.value), pr: income[k]?.pr ?? 0 } })} aria-label={`${INCOME_SOURCES[k]} £`} />£
                {k === 'provinces' || k === 'conquered-minors' || k === 'other' ? (
                  <>
                    <input type="number" className="narrow" min={0} value={income[k]?.pr ?? 0} onChange={(e) => setIncome({ ...income, [k]: { pounds: income[k]?.pounds ?? 0, pr: Number(e.target.value) } })} aria-label={`${INCOME_SOURCES[k]} Pr`} />Pr
                  </>
                ) : null}
              </label>
            ))}
        </div>
        <button type="button" className="btn btn-primary" disabled={!lines.length} onClick={() => void act('lge.budget.income', { power: p, lines }, `${nameOf(p)} collection`).then((ok) => ok && setIncome({}))}>
          Collect
        </button>
      </fieldset>
      <fieldset className={cx('lge-fieldset', b.maintenanceDone && 'done')} disabled={!b.savingsDone || b.maintenanceDone}>
        <legend>3. Maintenance, in the budget sheet’s order{b.unpaid.length ? ` (unpaid: ${b.unpaid.join(', ')})` : ''}</legend>
        <div className="lge-row">
          {tableRows(s, 'maintenance').map((r) => (
            <label key={r.key} className="lge-field">
              <span>{r.label}</span>
              <input type="number" className="narrow" min={0} max={100} value={maint[r.key] ?? 0} onChange={(e) => setMaint({ ...maint, [r.key]: Number(e.target.value) })} aria-label={`Maintain ${r.key}`} />
            </label>
          ))}
          <label className="lge-field">
            <span>External wars (20 £ each)</span>
            <input type="number" className="narrow" min={0} max={5} value={wars} onChange={(e) => setWars(Number(e.target.value))} aria-label="External wars" />
          </label>
          <label className="lge-field">
            <span>Or type an item</span>
            <input type="text" className="mid" value={typed.label} onChange={(e) => setTyped({ ...typed, label: e.target.value })} aria-label="Maintenance typed: item" />
            <input type="number" className="narrow" min={0} value={typed.pounds} onChange={(e) => setTyped({ ...typed, pounds: Number(e.target.value) })} aria-label="Maintenance typed: £" />£
          </label>
        </div>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() =>
            void act(
              'lge.budget.maintenance',
              { power: p, items: Object.entries(maint).filter(([, n]) => n > 0).map(([item, count]) => ({ item, count })), manual: typed.label ? [typed] : [], externalWars: wars },
              `${nameOf(p)} maintenance`,
            )
          }
        >
          Pay maintenance
        </button>
      </fieldset>
      <IndemnityStep s={s} p={p} />
      <fieldset className="lge-fieldset" disabled={!b.savingsDone}>
        <legend>4. Gifts to another major {room === null ? '(no limit for Great Britain)' : `(may still give ${Math.max(0, room)} £)`}</legend>
        <div className="lge-row">
          <PowerSelect value={giftTo} onChange={setGiftTo} label="Gift to" only={POWERS.filter((x) => x !== p)} />
          <input type="number" className="narrow" min={1} value={gift} onChange={(e) => setGift(Number(e.target.value))} aria-label="Gift £" />£
          <button type="button" className="btn" disabled={gift <= 0} onClick={() => void act('lge.budget.gift', { from: p, to: giftTo, pounds: gift }, `${nameOf(p)} gift`)}>
            Give
          </button>
        </div>
      </fieldset>
      {after ? (
        <fieldset className={cx('lge-fieldset', capApplied(b) && 'done')} disabled={!b.savingsDone}>
          <legend>5. Savings cap, after the income (before production)</legend>
          {capApplied(b) ? (
            <p>Applied.</p>
          ) : (
            <button type="button" className="btn btn-primary" onClick={() => void act('lge.budget.cap', { power: p }, `${nameOf(p)} savings cap`)}>
              Apply: keep {keepWords}
            </button>
          )}
        </fieldset>
      ) : null}
      <Production s={s} p={p} />
      {p === 'france' && s.rules?.anversHarbour === true ? <Anvers s={s} /> : null}
      {p === 'france' ? (
        <fieldset className="lge-fieldset">
          <legend>French conscripts ({s.conscripts.calls} of 3 called early)</legend>
          <button type="button" className="btn" onClick={() => void act('lge.budget.conscripts', {}, 'Conscript class')}>
            Call a conscript class early
          </button>
        </fieldset>
      ) : null}
    </>
  );
}

export function BudgetPanel({ view }: StepProps) {
  const s = lgeState(view);
  const act = useAct();
  const [p, setP] = useState<Power>('france');
  const winter = clock(s).season === 'winter';
  const b = s.budget[p];
  return (
    <Panel title={winter ? 'Winter budget' : 'Exceptional budget'} className="lge-budget">
      <div className="lge-tabs" role="tablist" aria-label="Power">
        {POWERS.map((x) => (
          <button key={x} type="button" role="tab" aria-selected={x === p} className={cx('lge-tab', x === p && 'now', s.budget[x]?.done && 'done')} onClick={() => setP(x)}>
            <Chip id={x} /> <span className="muted">{s.treasury[x]} £ · {s.pr[x]} Pr</span>
            {s.budget[x]?.done ? ' ✓' : ''}
          </button>
        ))}
      </div>
      <h3 className="lge-budget-head">
        {nameOf(p)}: {s.treasury[p]} £, {s.pr[p]} Pr{s.prReleased[p] ? ` (+${s.prReleased[p]} from prisoners)` : ''}
      </h3>
      {b?.done ? (
        <p>Budget closed.</p>
      ) : (
        <>
          {winter ? <WinterSteps key={p} s={s} p={p} /> : <Production key={p} s={s} p={p} />}
          <button type="button" className="btn btn-large" onClick={() => void act('lge.budget.done', { power: p }, `Close ${nameOf(p)}'s budget`)}>
            Close {nameOf(p)}’s budget
          </button>
        </>
      )}
    </Panel>
  );
}
