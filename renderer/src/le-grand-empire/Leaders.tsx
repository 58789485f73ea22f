// The leaders registry on screen: every leader of the group's table with where he is (pool, map,
// wounded until a season, killed, prisoner of a power, external war), his activation this turn, a move
// in one choice, a wound check (rolled on the group's table, or the result typed), and the random draw
// from a power's pool. On the Activation Phase, the leaders the marker in play lets activate.
import { useState } from 'react';
import type { StepProps } from '../games/types';
import {
  activationOf, currentDraw, currentMarker, DRAW_WORDS, drawCandidates, eligibility, hasArmySide, leaderDefs, leaderRecord, registriesOf, STATUS_WORDS, woundTableOf,
  type DrawPurpose, type LeaderDef,
} from '../../../shared/games/le-grand-empire/leaders';
import { markerName } from '../../../shared/games/le-grand-empire/initiative';
import type { LeaderStatus } from '../../../shared/games/le-grand-empire/registry-types';
import { clockOf, isPower, packOf, POWERS, SEASON_NAMES, type LgeState } from '../../../shared/games/le-grand-empire/state';
import { woundDistribution } from '../../../shared/games/le-grand-empire/battle/land';
import { pct } from '../odds/format';
import { cx } from '../components/ui';
import { leaderCost } from '../../../shared/games/le-grand-empire/actions/leaders';
import { DiceAction, lgeState, ManualMode, nameOf, useAct } from './parts';

const seasonOfTurn = (s: LgeState, turn: number) => {
  const c = clockOf(s, turn);
  return `${SEASON_NAMES[c.season]} ${c.year}`;
};

/** A power's name, or a minor's as typed with a capital ("egypt" → "Egypt"). */
const countryName = (id: string) => (isPower(id) ? nameOf(id) : id.charAt(0).toUpperCase() + id.slice(1));

export function whereWords(s: LgeState, key: string): string {
  const r = leaderRecord(s, key);
  if (r.status === 'wounded') return `Wounded: back in ${seasonOfTurn(s, r.returnTurn ?? s.position.turn)}`;
  if (r.status === 'captured') return `Prisoner of ${nameOf(r.capturedBy ?? '?')}`;
  if (r.status === 'external-war') return `External war: ${r.war}`;
  return STATUS_WORDS[r.status] + (r.status === 'map' && r.army ? ' · army' : '');
}

export function activationWords(s: LgeState, key: string): string {
  const a = activationOf(s, leaderRecord(s, key));
  const bits = [a.level ? (a.level === 1 ? '1st activation' : `${a.level === 2 ? '2nd' : `${a.level}th`} activation`) : a.loneMoves ? '' : 'Not activated'];
  if (a.loneMoves) bits.push(`${a.loneMoves} lone move${a.loneMoves === 1 ? '' : 's'}`);
  if (a.forcedMarch) bits.push('forced march');
  if (a.attritionDue) bits.push('attrition due');
  return bits.filter(Boolean).join(' · ');
}

/** The powers (and minors) the leaders table lists, in the diplomacy order first. */
export function leaderPowers(defs: readonly LeaderDef[]): string[] {
  const seen = [...new Set(defs.map((d) => d.power).filter((p): p is string => !!p))];
  return [...POWERS.filter((p) => seen.includes(p)), ...seen.filter((p) => !(POWERS as readonly string[]).includes(p))];
}

const MOVES: Array<[LeaderStatus, string]> = [
  ['map', 'On the map'],
  ['pool', 'Leader pool'],
  ['wounded', 'Wounded'],
  ['killed', 'Killed'],
];

function MoveSelect({ s, d }: { s: LgeState; d: LeaderDef }) {
  const act = useAct();
  const r = leaderRecord(s, d.key);
  const wars = registriesOf(s).externalWars.filter((w) => w.status === 'on').map((w) => w.name);
  return (
    <select
      value=""
      aria-label={`${d.key}: move to`}
      disabled={r.status === 'killed' || r.status === 'gone'}
      onChange={(e) => {
        const v = e.target.value;
        if (!v) return;
        if (v.startsWith('captured:')) void act('lge.leader.set', { leader: d.key, status: 'captured', capturedBy: v.slice(9) }, `${d.key} taken prisoner`);
        else if (v.startsWith('war:')) void act('lge.leader.set', { leader: d.key, status: 'external-war', war: v.slice(4) }, `${d.key} to an external war`);
        else void act('lge.leader.set', { leader: d.key, status: v }, `${d.key}: ${v}`);
      }}
    >
      <option value="">Move to…</option>
      {MOVES.filter(([st]) => st !== r.status).map(([st, label]) => (
        <option key={st} value={st}>
          {label}
        </option>
      ))}
      {POWERS.filter((p) => p !== d.power).map((p) => (
        <option key={p} value={`captured:${p}`}>
          Prisoner of {nameOf(p)}
        </option>
      ))}
      {wars.map((w) => (
        <option key={w} value={`war:${w}`}>
          External war: {w}
        </option>
      ))}
    </select>
  );
}

function WoundCheck({ s, d }: { s: LgeState; d: LeaderDef }) {
  const act = useAct();
  const table = woundTableOf(packOf(s)).table;
  const r = leaderRecord(s, d.key);
  if (r.status !== 'map' && r.status !== 'external-war') return null;
  if (table) {
    const w = woundDistribution(table);
    return (
      <DiceAction
        className="lge-wound"
        button="btn btn-small"
        label="Wound check"
        title={`Wounded ${pct(w.wounded)}, killed ${pct(w.killed)}`}
        hint={table.dice === 1 ? '4' : '3 5'}
        onRoll={(physical) => void act('lge.leader.wound-check', { leader: d.key }, `Wound check: ${d.key}`, physical)}
      />
    );
  }
  return (
    <select value="" aria-label={`${d.key}: wound result (typed)`} title="The wound table is not entered: type the result read at the table" onChange={(e) => e.target.value && void act('lge.leader.wound-check', { leader: d.key, result: e.target.value }, `Wound check: ${d.key}`)}>
      <option value="">Wound (typed)…</option>
      <option value="none">Unhurt</option>
      <option value="wounded">Wounded</option>
      <option value="killed">Killed</option>
    </select>
  );
}

/** The wound check's odds on the group's table, the same for every leader: read once, before any roll (§8.2.6). */
function WoundOdds({ s }: { s: LgeState }) {
  const t = woundTableOf(packOf(s));
  if (!t.table) return <ManualMode table="wound" type="type each wound result read at the table" />;
  const w = woundDistribution(t.table);
  return (
    <p className="lge-wound-odds" role="note" aria-label="Wound check odds">
      Wound check ({t.table.dice}D6, table “Leader wounds”): <strong>wounded {pct(w.wounded)}</strong>, <strong>killed {pct(w.killed)}</strong>, unhurt {pct(w.none)} <span className="muted">§8.2.6</span>
    </p>
  );
}

function DrawForm({ s, powers }: { s: LgeState; powers: string[] }) {
  const act = useAct();
  const [power, setPower] = useState(powers[0] ?? 'france');
  const [purpose, setPurpose] = useState<DrawPurpose>('new');
  const [exclude, setExclude] = useState('');
  const [atTable, setAtTable] = useState('');
  const cands = drawCandidates(s, power, purpose, purpose === 'dismissal' ? exclude || null : null);
  const onMap = leaderDefs(packOf(s)).filter((d) => d.power === power && leaderRecord(s, d.key).status === 'map');
  const payload = { power, purpose, ...(purpose === 'dismissal' && exclude ? { exclude } : {}) };
  return (
    <div className="lge-row lge-draw" aria-label="Draw from the leader pool">
      <label className="lge-field">
        <span>Draw for</span>
        <select value={power} onChange={(e) => setPower(e.target.value)} aria-label="Power drawing">
          {powers.map((p) => (
            <option key={p} value={p}>
              {countryName(p)}
            </option>
          ))}
        </select>
      </label>
      <select value={purpose} onChange={(e) => setPurpose(e.target.value as DrawPurpose)} aria-label="Why the leader is drawn">
        {(Object.keys(DRAW_WORDS) as DrawPurpose[]).map((k) => (
          <option key={k} value={k}>
            {DRAW_WORDS[k]}
          </option>
        ))}
      </select>
      {purpose === 'dismissal' ? (
        <select value={exclude} onChange={(e) => setExclude(e.target.value)} aria-label="Dismissed leader">
          <option value="">Dismissed leader…</option>
          {onMap.map((d) => (
            <option key={d.key}>{d.key}</option>
          ))}
        </select>
      ) : null}
      <span className="muted">{cands.length ? `1 of ${cands.length}: ${cands.map((d) => d.key).join(', ')}` : 'nobody to draw'}</span>
      <button type="button" className="btn btn-primary" disabled={!cands.length} onClick={() => void act('lge.leader.draw', payload, `Draw a ${nameOf(power)} leader`)}>
        Draw at random
      </button>
      <select value={atTable} onChange={(e) => setAtTable(e.target.value)} aria-label="Leader drawn at the table">
        <option value="">or drawn at the table…</option>
        {cands.map((d) => (
          <option key={d.key}>{d.key}</option>
        ))}
      </select>
      <button type="button" className="btn" disabled={!atTable} onClick={() => void act('lge.leader.draw', { ...payload, leader: atTable }, `${atTable} drawn at the table`).then(() => setAtTable(''))}>
        Record the draw
      </button>
    </div>
  );
}

/** An "L" result: one of the leaders present, other than the overall commander, at random (§8.2.6). */
function RandomLeader({ s }: { s: LgeState }) {
  const act = useAct();
  const onMap = leaderDefs(packOf(s)).filter((d) => leaderRecord(s, d.key).status === 'map').map((d) => d.key);
  const [picked, setPicked] = useState<string[]>([]);
  const chosen = picked.filter((k) => onMap.includes(k));
  if (onMap.length < 2) return null;
  return (
    <div className="lge-row" role="group" aria-label="Random leader for an “L” result">
      <span>“L” result, leaders present but the overall commander:</span>
      {onMap.map((k) => (
        <label key={k} className="toggle">
          <input type="checkbox" checked={chosen.includes(k)} onChange={(e) => setPicked(e.target.checked ? [...chosen, k] : chosen.filter((x) => x !== k))} /> {k}
        </label>
      ))}
      <button type="button" className="btn btn-small" disabled={chosen.length < 2} onClick={() => void act('lge.leader.random', { leaders: chosen }, 'Random leader')}>
        Pick one at random
      </button>
    </div>
  );
}

/** The leader costs, debited as they happen: a senior leader's takeover (§4.2.4.2), a dismissal (§4.2.4.1, §4.2.5). */
/** A choice among leaders, "—" for none. */
const pick = (value: string, set: (v: string) => void, list: string[], label: string) => (
  <select value={value} onChange={(e) => set(e.target.value)} aria-label={label}>
    <option value="">—</option>
    {list.map((k) => (
      <option key={k} value={k}>
        {k}
      </option>
    ))}
  </select>
);

function LeaderCosts({ s, step }: { s: LgeState; step: string }) {
  const act = useAct();
  const defs = leaderDefs(packOf(s));
  const onMap = defs.filter((d) => leaderRecord(s, d.key).status === 'map').map((d) => d.key);
  const [leader, setLeader] = useState('');
  const [replaces, setReplaces] = useState('');
  const [defeat, setDefeat] = useState<'none' | 'minor' | 'major'>('none');
  const [admiral, setAdmiral] = useState(false);
  // The figures of the table "Costs" (the group may have changed them), as the action debits them.
  const cost = (key: string) => {
    const c = leaderCost(s, key);
    return typeof c === 'number' ? `${c} £` : 'cost not entered';
  };
  if (step === 'activations')
    return (
      <div className="lge-row" role="group" aria-label="Takeover">
        {pick(leader, setLeader, defs.filter((d) => ['map', 'pool'].includes(leaderRecord(s, d.key).status)).map((d) => d.key), 'Senior leader arriving')}
        <span>takes command from</span>
        {pick(replaces, setReplaces, onMap, 'Leader replaced')}
        <button type="button" className="btn" disabled={!leader || !replaces} onClick={() => void act('lge.leader.takeover', { leader, replaces }, `${leader} takes over`)}>
          Take over ({cost('leader-takeover')}, §4.2.4.2)
        </button>
      </div>
    );
  if (step === 'reinforcements')
    return (
      <div className="lge-row" role="group" aria-label="Dismissal">
        <span>Dismiss</span>
        {pick(leader, setLeader, onMap, 'Leader dismissed')}
        <select value={defeat} onChange={(e) => setDefeat(e.target.value as typeof defeat)} aria-label="Defeated in battle">
          <option value="none">not defeated ({cost('leader-dismissal')})</option>
          <option value="minor">after a minor defeat (free)</option>
          <option value="major">after a major defeat (free)</option>
        </select>
        <label className="toggle">
          <input type="checkbox" checked={admiral} onChange={(e) => setAdmiral(e.target.checked)} /> Admiral ({cost('admiral-dismissal')})
        </label>
        <button type="button" className="btn" disabled={!leader} onClick={() => void act('lge.leader.dismiss', { leader, afterDefeat: defeat, admiral }, `Dismiss ${leader}`)}>
          Dismiss
        </button>
      </div>
    );
  return null;
}

export function LeadersTab({ view }: StepProps) {
  const s = lgeState(view);
  const act = useAct();
  const defs = leaderDefs(packOf(s));
  const powers = leaderPowers(defs);
  const [only, setOnly] = useState('');
  const shown = defs.filter((d) => !only || d.power === only);
  return (
    <div className="lge-leaders">
      <DrawForm s={s} powers={powers.length ? powers : [...POWERS]} />
      <LeaderCosts s={s} step={view.step.id} />
      <RandomLeader s={s} />
      <WoundOdds s={s} />
      <div className="lge-row">
        <label className="lge-field">
          <span>Show</span>
          <select value={only} onChange={(e) => setOnly(e.target.value)} aria-label="Leaders of">
            <option value="">Every power</option>
            {powers.map((p) => (
              <option key={p} value={p}>
                {nameOf(p)}
              </option>
            ))}
          </select>
        </label>
        <span className="muted">The counters come from the table “Leaders” (data editor): the rulebook prints none (digest M18).</span>
      </div>
      <table className="lge-table lge-leader-table">
        <thead>
          <tr>
            <th>Leader</th>
            <th>Power</th>
            <th className="num" title="Initiative (army side)">Init.</th>
            <th className="num" title="Combat modifier">CV</th>
            <th className="num">★</th>
            <th className="num">Entry</th>
            <th>Where</th>
            <th>This turn</th>
            <th>Action</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((d) => {
            const r = leaderRecord(s, d.key);
            return (
              <tr key={d.key} className={cx('lge-leader-row', r.status)} data-leader={d.key}>
                <th scope="row">
                  {d.key}
                  {d.sovereign ? ' ♛' : ''}
                  {d.cavalry ? ' ⚔' : ''}
                </th>
                <td>{d.power ? countryName(d.power) : '—'}</td>
                <td className="num">
                  {d.initiative ?? '?'}
                  {d.armyInitiative !== null ? ` (${d.armyInitiative})` : ''}
                </td>
                <td className="num">
                  {d.combat ?? '?'}
                  {d.armyCombat !== null ? ` (${d.armyCombat})` : ''}
                </td>
                <td className="num">{d.stars ?? '?'}</td>
                <td className="num">{d.entryYear ?? '—'}</td>
                <td className="lge-where">{whereWords(s, d.key)}</td>
                <td className="muted">{r.status === 'map' ? activationWords(s, d.key) : ''}</td>
                <td className="lge-leader-actions">
                  <MoveSelect s={s} d={d} />
                  <WoundCheck s={s} d={d} />
                  {r.status === 'map' && hasArmySide(d) ? (
                    <label className="toggle">
                      <input type="checkbox" checked={!!r.army} onChange={(e) => void act('lge.leader.set', { leader: d.key, status: 'map', army: e.target.checked }, `${d.key} army`)} /> Army
                    </label>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A force activated on the marker in play takes in or commands a unit's leader (§5.1.5-§5.1.5.2): the unit takes
 * the higher level (one up if it moves now), and one that joins the army marker raises the whole force.
 */
function AbsorbForm({ s }: { s: LgeState }) {
  const act = useAct();
  const [force, setForce] = useState('');
  const [unit, setUnit] = useState('');
  const [moves, setMoves] = useState(false);
  const [joins, setJoins] = useState(true);
  const tag = currentDraw(s)?.tag;
  const onMap = leaderDefs(packOf(s)).filter((d) => leaderRecord(s, d.key).status === 'map').map((d) => d.key);
  const active = onMap.filter((k) => tag && activationOf(s, leaderRecord(s, k)).markers.includes(tag));
  if (!active.length) return null;
  return (
    <div className="lge-row" role="group" aria-label="Absorb or command">
      {pick(force, setForce, active, 'Force commander')}
      <span>takes in</span>
      {pick(unit, setUnit, onMap.filter((k) => k !== force), 'Unit’s leader')}
      <label className="toggle">
        <input type="checkbox" checked={moves} onChange={(e) => setMoves(e.target.checked)} /> Moves now
      </label>
      <label className="toggle">
        <input type="checkbox" checked={joins} onChange={(e) => setJoins(e.target.checked)} /> Joins the army marker
      </label>
      <button type="button" className="btn btn-small" disabled={!force || !unit} onClick={() => void act('lge.leader.absorb', { leader: force, units: [{ leader: unit, moves, joins }] }, `${force} takes in ${unit}`)}>
        Absorb (§5.1.5)
      </button>
    </div>
  );
}

/** On the Activation Phase: who the marker in play lets move, at which level, with one click each. */
export function EligibleLeaders({ view }: StepProps) {
  const s = lgeState(view);
  const act = useAct();
  const [lone, setLone] = useState<Set<string>>(new Set());
  const [supply, setSupply] = useState<Set<string>>(new Set());
  const m = currentMarker(s);
  const list = m ? eligibility(s, m, lone) : [];
  const due = leaderDefs(packOf(s)).filter((d) => activationOf(s, leaderRecord(s, d.key)).attritionDue).map((d) => d.key);
  if (!m && !due.length) return null;
  const toggle = (set: Set<string>, k: string, f: (x: Set<string>) => void) => {
    const n = new Set(set);
    if (n.has(k)) n.delete(k);
    else n.add(k);
    f(n);
  };
  return (
    <section className="lge-eligible" aria-label="Leaders on this marker">
      {m ? <h3>Leaders on {markerName(m)}</h3> : null}
      {m && !list.length ? <p className="muted">No leader of this side is on the map (Registries › Leaders).</p> : null}
      {list.length ? (
        <ul className="lge-eligible-list">
          {list.map((e) => (
            <li key={e.key} className={cx(!e.as && 'off')}>
              <strong>{e.key}</strong> <span className="muted">init. {e.initiative ?? '?'}</span> <span className={cx('lge-level', e.as === 'forced-march' && 'warn')}>{e.why}</span>
              {e.as ? (
                <>
                  <label className="toggle">
                    <input type="checkbox" checked={lone.has(e.key)} onChange={() => toggle(lone, e.key, setLone)} /> Alone
                  </label>
                  <label className="toggle">
                    <input type="checkbox" checked={supply.has(e.key)} onChange={() => toggle(supply, e.key, setSupply)} /> Out of supply
                  </label>
                  <button
                    type="button"
                    className="btn btn-small btn-primary"
                    onClick={() => void act('lge.leader.activate', { leader: e.key, lone: lone.has(e.key), outOfSupply: supply.has(e.key), event: e.as === 'event' }, `Activate ${e.key}`)}
                  >
                    Activate {e.key}
                  </button>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {m ? <AbsorbForm s={s} /> : null}
      {due.length ? <p className="lge-due">Attrition check due: {due.join(', ')} (Registries › Attrition).</p> : null}
    </section>
  );
}
