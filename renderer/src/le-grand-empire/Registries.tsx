// The Registries screen (issue #13): one panel, five tabs — the leaders, the attrition calculator
// (column, shifts and modifiers, the exact chance of each loss before the roll, manual mode when the
// table is missing), the prisoners by holder and nation of origin with the demoralisation markers, the
// special-rules trackers, and the stacks recorded sealed under the optional visibility rule (§1.3).
import { useMemo, useState } from 'react';
import type { StepProps } from '../games/types';
import { planAttrition, type AttritionInput } from '../../../shared/games/le-grand-empire/attrition';
import { activationOf, leaderDefs, leaderRecord, registriesOf } from '../../../shared/games/le-grand-empire/leaders';
import { capturedLeaders, prisonerRows } from '../../../shared/games/le-grand-empire/prisoners';
import { packOf, POWERS } from '../../../shared/games/le-grand-empire/state';
import { ProbabilityBar } from '../odds/ProbabilityBar';
import { pct } from '../odds/format';
import { cx } from '../components/ui';
import { LeadersTab } from './Leaders';
import { SpecialRulesTab } from './SpecialRules';
import { StacksTab } from './Stacks';
import { stacksOf } from '../../../shared/games/le-grand-empire/stacks';
import { DiceAction, lgeState, ManualMode, nameOf, Panel, PowerSelect, RowForm, signed, useAct } from './parts';

const TABS = ['Leaders', 'Attrition', 'Prisoners', 'Special rules', 'Stacks'] as const;
type Tab = (typeof TABS)[number];

export function Registries({ view }: StepProps) {
  const s = lgeState(view);
  const [tab, setTab] = useState<Tab>('Leaders');
  const r = registriesOf(s);
  const defs = leaderDefs(packOf(s));
  const counts: Record<Tab, string> = {
    Leaders: `${defs.filter((d) => leaderRecord(s, d.key).status === 'map').length} on the map`,
    Attrition: (() => {
      const due = defs.filter((d) => activationOf(s, leaderRecord(s, d.key)).attritionDue).length;
      return due ? `${due} due` : '';
    })(),
    Prisoners: (() => {
      const n = prisonerRows(s).reduce((a, x) => a + x.points, 0);
      return n ? `${n} points` : '';
    })(),
    Stacks: s.rules?.enemyVisibility === true ? `${stacksOf(s).list.length || ''}` : 'off',
    'Special rules': `${r.externalWars.filter((w) => w.status !== 'returned').length ? 'war · ' : ''}${Object.keys(r.provinces).length ? 'troubles' : ''}`.replace(/ · $/, ''),
  };
  return (
    <Panel title="Registries" className="lge-registries">
      <div className="lge-tabs" role="tablist" aria-label="Registries">
        {TABS.map((t) => (
          <button key={t} type="button" role="tab" aria-selected={t === tab} className={cx('lge-tab', t === tab && 'now')} onClick={() => setTab(t)}>
            {t}
            {counts[t] ? <span className="muted"> {counts[t]}</span> : null}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={tab}>
        {tab === 'Leaders' ? <LeadersTab view={view} /> : tab === 'Attrition' ? <AttritionTab view={view} /> : tab === 'Prisoners' ? <PrisonersTab view={view} /> : tab === 'Stacks' ? <StacksTab view={view} /> : <SpecialRulesTab view={view} />}
      </div>
    </Panel>
  );
}

// ---- Attrition --------------------------------------------------------------------------------------

const FLAGS: Array<[keyof AttritionInput, string]> = [
  ['forcedMarch', 'Forced march (2nd activation)'],
  ['outOfSupply', 'Out of supply'],
  ['fiveMp', 'Spent 5+ MP'],
  ['depot', 'Spends a depot'],
  ['troubles', 'Province in trouble (+1 col)'],
];
const LOSS_COLOURS = ['#2f6b3a', '#c9a227', '#d9822b', '#b0232a', '#7a1c1c', '#4a1010'];

function AttritionTab({ view }: StepProps) {
  const s = lgeState(view);
  const act = useAct();
  const defs = leaderDefs(packOf(s));
  const due = defs.filter((d) => activationOf(s, leaderRecord(s, d.key)).attritionDue).map((d) => d.key);
  const onMap = defs.filter((d) => leaderRecord(s, d.key).status === 'map').map((d) => d.key);
  const terrains = (packOf(s).tables.terrain?.rows ?? []).map((r) => ({ key: r.key, label: r.label ?? r.key }));
  const [leader, setLeader] = useState(due[0] ?? '');
  const [input, setInput] = useState<AttritionInput>({ cp: 6, terrain: [], forcedMarch: !!due.length, outOfSupply: false, fiveMp: false, depot: false, troubles: false, nationality: 'none', extra: [] });
  const [extra, setExtra] = useState<{ label: string; value: number; kind: 'drm' | 'column-shift' }>({ label: '', value: 0, kind: 'drm' });
  const [manual, setManual] = useState('');
  const full: AttritionInput = { ...input, extra: extra.label && extra.value ? [extra] : [] };
  const plan = useMemo(() => planAttrition(s, full), [s, JSON.stringify(full)]); // eslint-disable-line react-hooks/exhaustive-deps
  const payload = { ...full, ...(leader ? { leader } : {}) };
  const troubled = Object.entries(registriesOf(s).provinces).filter(([, v]) => v.troubles).map(([k]) => k);
  const last = registriesOf(s).attrition.slice(-3).reverse();
  return (
    <div className="lge-attrition">
      <div className="lge-proc">
        <div className="lge-proc-fields">
          <label className="lge-field">
            <span>Combat points in the hex</span>
            <input type="number" className="narrow" min={0} max={200} value={input.cp} onChange={(e) => setInput({ ...input, cp: Math.max(0, Number(e.target.value) || 0) })} aria-label="Combat points in the hex" />
          </label>
          <label className="lge-field">
            <span>Leader</span>
            <select value={leader} onChange={(e) => setLeader(e.target.value)} aria-label="Activated leader">
              <option value="">—</option>
              {[...new Set([...due, ...onMap])].map((k) => (
                <option key={k} value={k}>
                  {k}
                  {due.includes(k) ? ' (attrition due)' : ''}
                </option>
              ))}
            </select>
          </label>
          {FLAGS.map(([f, label]) => (
            <label key={f} className="toggle">
              <input type="checkbox" checked={!!input[f]} onChange={(e) => setInput({ ...input, [f]: e.target.checked })} /> {label}
              {f === 'troubles' && troubled.length ? <span className="muted"> ({troubled.join(', ')})</span> : null}
            </label>
          ))}
          <label className="lge-field">
            <span>Half the steps or more</span>
            <select value={input.nationality} onChange={(e) => setInput({ ...input, nationality: e.target.value as AttritionInput['nationality'] })} aria-label="Nationality bonus">
              <option value="none">No nationality bonus</option>
              <option value="russian">Russian (−1 bonus)</option>
              <option value="french">French (shares the Russian bonus)</option>
            </select>
          </label>
          {terrains.length ? (
            <fieldset className="lge-terrain">
              <legend>Terrain entered during the move</legend>
              {terrains.map((t) => (
                <label key={t.key} className="toggle">
                  <input type="checkbox" checked={input.terrain.includes(t.key)} onChange={(e) => setInput({ ...input, terrain: e.target.checked ? [...input.terrain, t.key] : input.terrain.filter((x) => x !== t.key) })} /> {t.label}
                </label>
              ))}
            </fieldset>
          ) : null}
          <label className="lge-field">
            <span>Other (armies in the hex, event…)</span>
            <input type="text" className="mid" placeholder="what" value={extra.label} onChange={(e) => setExtra({ ...extra, label: e.target.value })} aria-label="Other attrition modifier" />
            <input type="number" className="narrow" min={-6} max={6} value={extra.value} onChange={(e) => setExtra({ ...extra, value: Number(e.target.value) || 0 })} aria-label="Other attrition modifier value" />
            <select value={extra.kind} onChange={(e) => setExtra({ ...extra, kind: e.target.value as 'drm' | 'column-shift' })} aria-label="Other attrition modifier kind">
              <option value="drm">on the die</option>
              <option value="column-shift">columns</option>
            </select>
          </label>
        </div>
        <div className="lge-proc-odds">
          <ul className="lge-mods">
            {plan.lines.map((l, i) => (
              <li key={i} className={cx(l.off && 'off')}>
                {l.label}{' '}
                <strong>{l.off ? `— ${l.off}` : l.value === null || l.kind === null ? 'not entered' : `${signed(l.value)}${l.kind === 'column-shift' ? ' col' : ''}`}</strong> <span className="muted">{l.cite}</span>
              </li>
            ))}
          </ul>
          {plan.missing.length ? (
            <ManualMode table={plan.missing.every((m) => m.startsWith('“Dice for each chart”')) ? 'table-dice' : 'attrition'} rows={plan.missing.some((m) => m.startsWith('“Dice')) ? ['attrition'] : []} detail={plan.missing.join('; ')} type="type the losses read at the table">
              <RowForm
                className="inline-form"
                onSubmit={() => {
                  if (manual === '') return;
                  void act('lge.attrition', { ...payload, losses: Number(manual) }, 'Attrition (typed)').then((ok) => ok && setManual(''));
                }}
              >
                <label>
                  Step losses <input type="number" className="narrow" min={0} max={30} value={manual} onChange={(e) => setManual(e.target.value)} aria-label="Attrition step losses (typed)" />
                </label>
                <button type="submit" className="btn btn-primary" disabled={manual === ''}>
                  Record losses
                </button>
              </RowForm>
            </ManualMode>
          ) : (
            <div className="lge-chance">
              <span className="lge-rule">
                {plan.column!.key}
                {plan.shift ? ` (${signed(plan.shift)} col)` : ''}
                {plan.column!.noCheck ? ': “Aucun test”' : `, ${plan.dice}D6 ${plan.drm ? signed(plan.drm) : ''}`}
              </span>
              <strong className="lge-big" aria-label="Chance of no loss">
                No loss {pct(plan.pNone)}
              </strong>
              <ProbabilityBar label={plan.dist.map((d) => `${d.losses} lost: ${pct(d.p)}`).join(', ')} parts={plan.dist.map((d) => ({ p: d.p, fill: LOSS_COLOURS[Math.min(5, d.losses)], title: `${d.losses} step loss${d.losses === 1 ? '' : 'es'}: ${pct(d.p)}` }))} track="#e6d9bd" />
              <ul className="lge-dist">
                {plan.dist.map((d) => (
                  <li key={d.losses}>
                    {d.losses} step loss{d.losses === 1 ? '' : 'es'}: <strong>{pct(d.p)}</strong>
                  </li>
                ))}
              </ul>
              {plan.nationalityNote ? <p className="muted">{plan.nationalityNote}</p> : null}
              <DiceAction label={plan.column!.noCheck ? 'Record “Aucun test”' : `Roll attrition ${plan.dice}D6`} hint={plan.dice === 2 ? '3 5' : '4'} onRoll={(physical) => void act('lge.attrition', payload, 'Attrition check', physical)} />
            </div>
          )}
        </div>
      </div>
      {last.length ? (
        <ul className="lge-results" aria-label="Last attrition checks">
          {last.map((a, i) => (
            <li key={i} className={a.losses ? 'ko' : 'ok'}>
              <strong>
                {a.leader ?? 'Attrition'} ({a.when}, {a.cp} CP)
              </strong>
              : {a.note}
              {a.pNone !== null ? ` — no loss was ${pct(a.pNone)}` : ''}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

// ---- Prisoners --------------------------------------------------------------------------------------

const REASONS: Array<[string, string]> = [
  ['battle', 'Battle'],
  ['overrun', 'Overrun'],
  ['retreat', 'Retreat with no legal hex'],
  ['pursuit', 'Pursuit'],
  ['siege', 'Siege'],
  ['conquest', 'Conquered minor'],
  ['correction', 'Correction'],
];

function PrisonersTab({ view }: StepProps) {
  const s = lgeState(view);
  const act = useAct();
  const rows = prisonerRows(s);
  const leaders = capturedLeaders(s);
  const [holder, setHolder] = useState('france');
  const [origin, setOrigin] = useState('austria');
  const [points, setPoints] = useState(1);
  const [reason, setReason] = useState('battle');
  const [force, setForce] = useState('');
  const [forcePower, setForcePower] = useState('austria');
  const [winner, setWinner] = useState('france');
  const [cp, setCp] = useState(0);
  return (
    <div className="lge-prisoners">
      <div className="lge-cols">
        <div>
          <h3>Prisoner points (§8.4)</h3>
          {rows.length ? (
            <table className="lge-table">
              <thead>
                <tr>
                  <th>Held by</th>
                  <th>Nation of origin</th>
                  <th className="num">Points</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={`${r.holder}:${r.origin}`}>
                    <td>{nameOf(r.holder)}</td>
                    <td>{nameOf(r.origin)}</td>
                    <td className="num">{r.points}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className="muted">No prisoners. Battles and sieges post theirs when they close.</p>
          )}
          <RowForm onSubmit={() => void act('lge.prisoners.post', { holder, origin, points, reason }, 'Post prisoners')}>
            <PowerSelect value={holder} onChange={setHolder} label="Holder" />
            <span>takes</span>
            <input type="number" className="narrow" min={-99} max={99} value={points} onChange={(e) => setPoints(Number(e.target.value) || 0)} aria-label="Prisoner points" />
            <PowerSelect value={origin} onChange={setOrigin} label="Nation of origin" />
            <select value={reason} onChange={(e) => setReason(e.target.value)} aria-label="Source of the prisoners">
              {REASONS.map(([k, l]) => (
                <option key={k} value={k}>
                  {l}
                </option>
              ))}
            </select>
            <button type="submit" className="btn">
              Post
            </button>
          </RowForm>
          <h3>Leaders in the “Prisonniers” box</h3>
          {leaders.length ? (
            <ul>
              {leaders.map((l) => (
                <li key={l.key}>
                  {l.key} ({l.power ? nameOf(l.power) : '?'}), held by {nameOf(l.holder)}
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted">None. They return to their pool at the peace exchange{s.rules?.capturedLeadersReturn === 'never' ? ' — never, under the group’s reading' : ''} (A-40).</p>
          )}
        </div>
        <div>
          <h3>Demoralisation markers (§8.3.3.3)</h3>
          {s.demoralised.length ? (
            <ul className="lge-demoralised">
              {s.demoralised.map((d) => (
                <li key={d.force}>
                  <strong>{d.force}</strong> ({nameOf(d.power)}) “{d.marker}”{' '}
                  <button type="button" className="btn btn-small" onClick={() => void act('lge.demoralised.rally', { force: d.force }, `${d.force} rallies`)}>
                    Rallied
                  </button>{' '}
                  <span className="lge-field">
                    <span>Demoralised again: destroyed,</span>
                    <input type="number" className="narrow" min={0} max={100} value={cp} onChange={(e) => setCp(Number(e.target.value) || 0)} aria-label={`${d.force}: combat points taken`} />
                    <span>CP to</span>
                    <PowerSelect value={winner} onChange={setWinner} label={`${d.force}: winner`} only={POWERS.filter((p) => p !== d.power)} />
                    <button type="button" className="btn btn-small" onClick={() => void act('lge.demoralised.destroyed', { force: d.force, holder: winner, cp }, `${d.force} destroyed`)}>
                      Destroyed
                    </button>
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted">No force is demoralised.</p>
          )}
          <RowForm
            onSubmit={() => {
              if (force.trim()) void act('lge.demoralised.add', { force: force.trim(), power: forcePower }, 'Demoralised').then((ok) => ok && setForce(''));
            }}
          >
            <input type="text" className="mid" placeholder="army or force" value={force} onChange={(e) => setForce(e.target.value)} aria-label="Demoralised force" />
            <PowerSelect value={forcePower} onChange={setForcePower} label="Its power" />
            <button type="submit" className="btn" disabled={!force.trim()}>
              Demoralised (T+1)
            </button>
          </RowForm>
        </div>
      </div>
    </div>
  );
}

