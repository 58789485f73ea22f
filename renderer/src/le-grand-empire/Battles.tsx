// Battles during the Activation Phase: the naval and the land battle forms with the exact odds first
// (the worker computes them from the forces as entered, on the campaign's tables), then each battle
// step by step with the dice rolled by the app or typed from the table, and the manual mode (the
// referee types the result) when a results table is missing.
import { useState } from 'react';
import type { LandOddsOutput, NavalOddsOutput } from '../../../shared/games/le-grand-empire/battle';
import { analysis, chargeSide, combatValues, demoralisationCheck, landPending, oddsInputNow, pendingMarchers, resultText, roundTable, type LandBattleState, type RiverCrossing } from '../../../shared/games/le-grand-empire/battle/land-resolver';
import { navalPendingDecision } from '../../../shared/games/le-grand-empire/battle/naval-resolver';
import { chargeDistribution, chargeWords, checkLossesWithCharge, lettersFor, type HeavyCavalryTable, type LandRules } from '../../../shared/games/le-grand-empire/battle/land';
import { checkWords } from '../../../shared/games/le-grand-empire/named-procedures';
import { withCampaignLandRules } from '../../../shared/games/le-grand-empire/actions/battles';
import { chargeTableOf } from '../../../shared/games/le-grand-empire/battle/land-schema';
import { battleStacks, battleWords, closedBattleStacks, type StackToWrite } from '../../../shared/games/le-grand-empire/actions/stacks';
import type { LandBattle, LgeState, NavalBattle } from '../../../shared/games/le-grand-empire/state';
import { stackSightOf, stacksOf, visibleWords, type SavedStack } from '../../../shared/games/le-grand-empire/stacks';
import { useGameOdds } from '../odds/useOdds';
import { OddsProgress } from '../odds/OddsProgress';
import { ProbabilityBar } from '../odds/ProbabilityBar';
import { pct } from '../odds/format';
import { openDataEditor } from '../lib/nav';
import { Chip, DiceAction, lgeState, ManualMode, nameOf, Panel, PowerSelect, signed, useAct } from './parts';
import { LeaderRows, UnitRows } from './UnitRows';
import { TacticChoiceRows, TacticsOdds } from './TacticsOdds';
import type { TacticChoice } from '../../../shared/games/le-grand-empire/battle/land-tactics';

const GAME = 'le-grand-empire' as const;
const A_FILL = '#2747a0';
const D_FILL = '#b0232a';

export function Split({ a, d, draw, label }: { a: number; d: number; draw?: number; label: string }) {
  return (
    <div className="lge-split">
      <div className="lge-split-nums">
        <span>
          Attacker wins <strong className="lge-big">{pct(a)}</strong>
        </span>
        {draw !== undefined ? (
          <span>
            Tie / draw <strong>{pct(draw)}</strong>
          </span>
        ) : null}
        <span>
          Defender wins <strong className="lge-big">{pct(d)}</strong>
        </span>
      </div>
      <ProbabilityBar label={label} parts={[{ p: a, fill: A_FILL }, ...(draw ? [{ p: draw, fill: '#a99b7a' }] : []), { p: d, fill: D_FILL }]} track="#e6d9bd" />
    </div>
  );
}

export function MissingTable({ message }: { message: string }) {
  const table = /"([^"]+)"/.exec(message)?.[1];
  return (
    <div className="lge-missing" role="alert">
      <p>{message}</p>
      {table ? (
        <button type="button" className="btn btn-small" onClick={() => openDataEditor(TABLE_IDS[table] ?? table)}>
          Open the data editor
        </button>
      ) : null}
    </div>
  );
}
const TABLE_IDS: Record<string, string> = {
  'Combat ratio': 'combat-ratio',
  'Combat results: skirmish': 'crt-skirmish',
  'Combat results: minor battle': 'crt-minor',
  'Combat results: major battle': 'crt-major',
  'Leader wounds': 'wound',
  'Heavy cavalry charge': 'heavy-cavalry',
  'Siege attempts': 'siege',
  'Dice for each chart': 'table-dice',
  Modifiers: 'modifiers',
};

/**
 * One click per recorded stack a battle loaded (§1.3): its survivors written back, or a destroyed one taken off
 * (lge.stack.after-battle), from the battle just over or, once closed, from its record (`battle`: its index).
 */
export function StackWrites({ s, writes, label }: { s: LgeState; writes: StackToWrite[]; label: string }) {
  const act = useAct();
  if (!writes.length) return null;
  const sight = stackSightOf(s.rules);
  return (
    <div className="lge-row" role="group" aria-label={label}>
      <span className="muted">Recorded stacks (§1.3):</span>
      {writes.map(({ stack: x, survivors, battle }) => (
        <button key={x.id} type="button" className="btn" onClick={() => void act('lge.stack.after-battle', { id: x.id, ...(battle === undefined ? {} : { battle }) }, survivors ? 'Write the survivors back' : 'Take the stack off')}>
          {survivors ? `Write the survivors back to ${nameOf(x.power)}’s stack ${visibleWords(x.where, survivors, sight)}` : `Take ${nameOf(x.power)}’s stack at ${x.where} off (destroyed)`}
        </button>
      ))}
    </div>
  );
}

/** A closed battle's stacks still to write back, under its entry in the battles list. */
export function ClosedBattleStacks({ s, battle }: { s: LgeState; battle: number }) {
  const rec = s.battles[battle];
  return rec ? <StackWrites s={s} writes={closedBattleStacks(s, battle)} label={`Recorded stacks after ${battleWords(rec)}`} /> : null;
}

/** The battle's Close button once it is over (after it, the recorded stacks it loaded, §1.3), and its log. */
export function BattleEnd({ over, log, s }: { over: boolean; log: readonly string[]; s: LgeState }) {
  const act = useAct();
  return (
    <>
      {over ? <StackWrites s={s} writes={battleStacks(s)} label="Recorded stacks after the battle" /> : null}
      {over ? (
        <button type="button" className="btn btn-primary btn-large" onClick={() => void act('lge.battle.close', {}, 'Close the battle')}>
          Close the battle
        </button>
      ) : null}
      <ol className="lge-blog">
        {log.map((l, i) => (
          <li key={i}>{l}</li>
        ))}
      </ol>
    </>
  );
}

// ---- Naval ------------------------------------------------------------------------------------------

interface FleetRow {
  id: string;
  points: number;
  bonus: number;
  /** Steps carrying troops, 1 CP each (§5.3.2.5): lost after the empty ones. */
  laden?: number;
  /** From a recorded stack (§1.3): whether its admiral is named. */
  named?: boolean;
  /** A recorded stack's dummy fleet (§10.6): removed when revealed. */
  dummy?: boolean;
}

/** A side's or a stack's fleets; `max`: how many may be entered (a stack: two, §5.3.2.1; a battle side: six); `dummies`: a stack's, which may be dummies (§10.6). */
export function FleetRows({ rows, set, side, max = 6, dummies = false }: { rows: FleetRow[]; set: (r: FleetRow[]) => void; side: string; max?: number; dummies?: boolean }) {
  return (
    <table className="lge-table lge-edit" aria-label={`${side} fleets`}>
      <thead>
        <tr>
          <th>Fleet (admiral)</th>
          <th>Points</th>
          <th>Bonus</th>
          <th title="Steps carrying troops (1 CP each): the empty steps are lost first (§5.3.2.5)">Laden</th>
          {dummies ? <th title="A dummy fleet moves like a fleet; revealed at contact, it is removed (§10.6)">Dummy</th> : null}
          <th />
        </tr>
      </thead>
      <tbody>
        {rows.map((r, i) => (
          <tr key={i}>
            <td>
              <input type="text" value={r.id} onChange={(e) => set(rows.map((x, k) => (k === i ? { ...x, id: e.target.value } : x)))} aria-label={`${side} fleet ${i + 1} name`} />
            </td>
            <td>
              <input type="number" className="narrow" min={1} max={12} value={r.points} onChange={(e) => set(rows.map((x, k) => (k === i ? { ...x, points: Number(e.target.value) } : x)))} aria-label={`${side} fleet ${i + 1} points`} />
            </td>
            <td>
              <input type="number" className="narrow" min={-3} max={4} value={r.bonus} onChange={(e) => set(rows.map((x, k) => (k === i ? { ...x, bonus: Number(e.target.value) } : x)))} aria-label={`${side} fleet ${i + 1} bonus`} />
            </td>
            <td>
              <input type="number" className="narrow" min={0} max={r.points} value={r.laden ?? 0} disabled={!!r.dummy} onChange={(e) => set(rows.map((x, k) => (k === i ? { ...x, laden: Math.max(0, Number(e.target.value) || 0) } : x)))} aria-label={`${side} fleet ${i + 1} laden steps`} />
            </td>
            {dummies ? (
              <td>
                <input type="checkbox" checked={!!r.dummy} onChange={(e) => set(rows.map((x, k) => (k === i ? { ...x, dummy: e.target.checked, ...(e.target.checked ? { laden: 0 } : {}) } : x)))} aria-label={`${side} fleet ${i + 1} is a dummy`} />
              </td>
            ) : null}
            <td>
              {rows.length > 1 ? (
                <button type="button" className="btn btn-quiet btn-small" onClick={() => set(rows.filter((_, k) => k !== i))} aria-label={`Remove ${side} fleet ${i + 1}`}>
                  Remove
                </button>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <td colSpan={dummies ? 6 : 5}>
            <button type="button" className="btn btn-small" disabled={rows.length >= max} title={rows.length >= max ? (max === 2 ? 'At most two fleets stack together (§5.3.2.1)' : `At most ${max} fleets a side`) : undefined} onClick={() => set([...rows, { id: `${side.toLowerCase()}-${rows.length + 1}`, points: 3, bonus: 0 }])}>
              Add a fleet
            </button>
          </td>
        </tr>
      </tfoot>
    </table>
  );
}

function NavalOdds({ a, d, batteries }: { a: FleetRow[]; d: FleetRow[]; batteries: number }) {
  const ok = a.every((f) => f.id && f.points > 0) && d.every((f) => f.id && f.points > 0);
  const odds = useGameOdds(ok ? { game: GAME, job: 'battle', input: { game: GAME, kind: 'naval', attacker: { fleets: a }, defender: { fleets: d }, ...(batteries ? { harbour: { batteries } } : {}) } } : null);
  const r = odds.result as NavalOddsOutput | null;
  return (
    <div className="lge-odds" aria-label="Exact odds">
      <OddsProgress odds={odds} what="Computing the naval odds" />
      {odds.error ? <p className="lge-bad">{odds.error.message}</p> : null}
      {r ? (
        <>
          <Split a={r.attackerWins} d={r.defenderWins} draw={r.draw} label={`Attacker wins ${pct(r.attackerWins)}, defender ${pct(r.defenderWins)}`} />
          <p className="muted">
            Capture of a step: {pct(r.capture)} · expected points lost: attacker {r.expectedLosses.attacker.toFixed(2)}, defender {r.expectedLosses.defender.toFixed(2)}
          </p>
        </>
      ) : null}
    </div>
  );
}

export function NavalForm({ s, onDone }: { s: LgeState; onDone: () => void }) {
  const act = useAct();
  const [attacker, setAttacker] = useState('great-britain');
  const [defender, setDefender] = useState('france');
  const [where, setWhere] = useState('');
  const [batteries, setBatteries] = useState(0);
  const [a, setA] = useState<FleetRow[]>([{ id: 'gb-1', points: 3, bonus: 1 }]);
  const [d, setD] = useState<FleetRow[]>([{ id: 'fr-1', points: 3, bonus: 0 }]);
  // The recorded naval stacks loaded into each side (§1.3): the first replaces the blank row, each further one adds its fleets.
  const [loaded, setLoaded] = useState<{ a: string[]; d: string[] }>({ a: [], d: [] });
  const loadInto = (side: 'a' | 'd', rows: FleetRow[], set: (r: FleetRow[]) => void) => (x: SavedStack) => {
    // Its dummies were removed when it was revealed (§10.6): only dummies, nothing to load, no battle.
    const fleets = (x.contents.fleets ?? []).filter((f) => !f.dummy).map(({ dummy: _d, ...f }) => f);
    if (!fleets.length) return;
    set(loaded[side].length ? [...rows, ...fleets] : fleets);
    setLoaded({ ...loaded, [side]: [...loaded[side], x.id] });
    setWhere((now) => now || x.where);
  };
  return (
    <Panel title="New naval battle" className="lge-battle-form">
      <div className="lge-row">
        <label>
          Attacker <PowerSelect value={attacker} onChange={setAttacker} label="Attacking power" />
        </label>
        <label>
          Defender <PowerSelect value={defender} onChange={setDefender} label="Defending power" />
        </label>
        <label>
          Where <input type="text" value={where} onChange={(e) => setWhere(e.target.value)} placeholder="sea area or harbour" aria-label="Where" />
        </label>
        <label>
          Coastal batteries <input type="number" className="narrow" min={0} max={3} value={batteries} onChange={(e) => setBatteries(Number(e.target.value))} aria-label="Coastal batteries" />
        </label>
      </div>
      <StackLoader s={s} power={attacker} naval loaded={loaded.a} onLoad={loadInto('a', a, setA)} side="Attacker" />
      <StackLoader s={s} power={defender} naval loaded={loaded.d} onLoad={loadInto('d', d, setD)} side="Defender" />
      <div className="lge-sides">
        <FleetRows rows={a} set={setA} side="Attacker" />
        <FleetRows rows={d} set={setD} side="Defender" />
      </div>
      <NavalOdds a={a} d={d} batteries={batteries} />
      <div className="lge-row">
        <button
          type="button"
          className="btn btn-primary btn-large"
          onClick={() =>
            void act('lge.naval.start', { attacker, defender, where, batteries, fleets: { attacker: a, defender: d } }, 'Start the naval battle').then((ok) => {
              if (ok) onDone();
            })
          }
        >
          Start the naval battle
        </button>
        <button type="button" className="btn btn-quiet" onClick={onDone}>
          Cancel
        </button>
      </div>
    </Panel>
  );
}

export function NavalPanel({ s, b }: { s: LgeState; b: NavalBattle }) {
  const act = useAct();
  const st = b.state;
  const pend = navalPendingDecision(b.setup, st);
  const [target, setTarget] = useState('');
  const send = (payload: Record<string, unknown>, what: string, physical?: number[][]) => void act('lge.naval.act', payload, what, physical);
  const live = st.stage === 'volley' || st.stage === 'batteries';
  return (
    <Panel title={`Naval battle at ${b.where}`} className="lge-battle" aside={<span className="lge-round">Round {st.round}</span>}>
      <div className="lge-sides">
        {(['attacker', 'defender'] as const).map((side) => (
          <div key={side} className={`lge-side ${side}`}>
            <h3>
              {side === 'attacker' ? 'Attacker' : 'Defender'}: <Chip id={b[side]} />
            </h3>
            <ul>
              {st[side].map((f) => (
                <li key={f.id}>
                  <strong>{f.id}</strong>: {f.points} point{f.points === 1 ? '' : 's'}
                  {f.laden ? `, ${f.laden} laden` : ''}, bonus {signed(f.bonus)} (hits on {Math.max(1, 6 - f.bonus)}+)
                </li>
              ))}
            </ul>
            <p className="muted">Lost so far: {st.lost[side]}</p>
          </div>
        ))}
      </div>
      {live ? <NavalOdds a={st.attacker.filter((f) => f.points > 0)} d={st.defender.filter((f) => f.points > 0)} batteries={b.setup.batteries} /> : null}
      <p className="lge-pending" aria-live="polite">
        {pend.text}
      </p>
      <div className="lge-row">
        {st.stage === 'volley' ? <DiceAction label="Roll the volleys" hint={[...st.attacker, ...st.defender].filter((f) => f.points > 0).map((f) => Array(f.points).fill('6').join(' ')).join(' | ')} onRoll={(p) => send({ type: 'volley' }, 'Volleys', p)} /> : null}
        {st.stage === 'batteries' ? (
          <>
            <select value={target} onChange={(e) => setTarget(e.target.value)} aria-label="Fleet fired at">
              <option value="">Fleet fired at…</option>
              {pend.options?.map((o) => (
                <option key={o}>{o}</option>
              ))}
            </select>
            <DiceAction label="Fire the batteries" hint="5 2 6" disabled={!target} onRoll={(p) => send({ type: 'batteries', target }, 'Coastal batteries', p)} />
          </>
        ) : null}
        {st.stage === 'losses' ? (
          <>
            {pend.options?.map((o) => (
              <button key={o} type="button" className="btn" onClick={() => send({ type: 'loss', fleet: o }, `Loss on ${o}`)}>
                Take it from {o}
              </button>
            ))}
            <button type="button" className="btn btn-primary" onClick={() => send({ type: 'losses-by-policy' }, 'Losses by the default choices')}>
              All losses by the default choices
            </button>
          </>
        ) : null}
        {st.stage === 'tie-defender' || st.stage === 'tie-attacker' ? (
          <>
            <button type="button" className="btn btn-primary" onClick={() => send({ type: 'tie', side: st.stage === 'tie-defender' ? 'defender' : 'attacker', choice: 'stay' }, 'Stay')}>
              Stay and fight
            </button>
            <button type="button" className="btn" onClick={() => send({ type: 'tie', side: st.stage === 'tie-defender' ? 'defender' : 'attacker', choice: 'retreat' }, 'Retreat')}>
              Retreat (loses)
            </button>
          </>
        ) : null}
        {st.stage === 'admirals' ? <DiceAction label="Roll for the admirals (12 kills)" hint={[...st.attacker, ...st.defender].filter((f) => f.named).map(() => '3 4').join(' | ')} onRoll={(p) => send({ type: 'admirals' }, 'Admirals', p)} /> : null}
        {st.stage === 'capture'
          ? pend.options?.map((o) => (
              <button key={o} type="button" className="btn" onClick={() => send({ type: 'capture', fleet: o }, `Captured step to ${o}`)}>
                Captured step to {o}
              </button>
            ))
          : null}
      </div>
      <BattleEnd over={st.stage === 'over'} log={st.log} s={s} />
    </Panel>
  );
}

// ---- Land -------------------------------------------------------------------------------------------

interface UnitRow {
  id: string;
  type: string;
  steps: number;
  artillery: number;
  morale: number;
  modifier: number;
  cavalry: string;
}
interface MarcherRow {
  id: string;
  combat: number;
  river: 'none' | 'no-engineers' | 'engineers';
  steps: number;
  artillery: number;
  morale: number;
}
export interface SideForm {
  units: UnitRow[];
  leaders: Array<{ id: string; combat: number }>;
  /** Adjacent leaders who may march to the sound of the gun, each with his corps (§8.1.1). */
  marchers: MarcherRow[];
  army: number;
  terrain: number;
  flags: Record<string, boolean>;
  /** Optional tactics and heavy cavalry charge (§8.1.3, §8.2.1): the DRM each gives, per round, as the players enter it. */
  tactics?: [number, number];
  heavyCavalry?: [number, number];
  /** The side charges with its heavy (Cr) and Guard cavalry in round 1, round 2 (§8.2.1): rolled on the group's table. */
  charge?: [boolean, boolean];
  /** The leader of its heavy cavalry (not the commander): the charge table's leader result falls on him. */
  cavalryLeader?: string;
  /** The spearhead corps (a side with an army marker, §8.2.4), led by the overall commander; '' = troop quality. */
  spearhead?: string;
  /** The spearhead is the Imperial Guard (France, optional rule §15.4: its steps lost lower the morale in the demoralisation check). */
  guard?: boolean;
  /** The hidden tactical markers the side may choose (§8.1.3.1), for the per-choice odds; not part of the battle's input. */
  tacticChoices?: TacticChoice[];
  /** The recorded stacks (§1.3) loaded into this side, by id; not part of the battle's input. */
  stacks?: string[];
}

/**
 * The side with a recorded stack's contents loaded (§1.3, revealed for combat): the first stack replaces the
 * blank side (its top leader commands), each further one adds its units and leaders; the army marker with the
 * most artillery counts.
 */
export function withStack(f: SideForm, x: SavedStack): SideForm {
  const units: UnitRow[] = x.contents.units.map((u) => ({ id: u.id, type: u.type, steps: u.steps, artillery: u.artillery ?? 0, morale: u.morale, modifier: u.modifier ?? 0, cavalry: u.cavalry ?? 'none' }));
  const first = !f.stacks?.length;
  return {
    ...f,
    units: first ? units : [...f.units, ...units],
    leaders: first ? [...x.contents.leaders] : [...f.leaders, ...x.contents.leaders],
    army: first ? x.contents.army : Math.max(f.army, x.contents.army),
    stacks: [...(f.stacks ?? []), x.id],
  };
}

/**
 * The stacks of the side's power recorded under §1.3, each loaded in one click (a sealed one is revealed first,
 * logged): land stacks into a land battle or a siege, naval stacks (fleets) into a naval battle.
 */
export function StackLoader({ s, power, loaded, onLoad, side, naval = false, only, title }: { s: LgeState; power: string; loaded: readonly string[]; onLoad: (x: SavedStack) => void; side: 'Attacker' | 'Defender'; naval?: boolean; only?: readonly string[]; title?: string }) {
  const act = useAct();
  const sight = stackSightOf(s.rules);
  // `only`: the unit types the side may hold (a garrison: corps and detachments); a stack holding another is not offered.
  const mine = stacksOf(s).list.filter((x) => x.power === power && !loaded.includes(x.id) && !!x.contents.fleets?.length === naval && (!only || x.contents.units.every((u) => only.includes(u.type))));
  if (s.rules?.enemyVisibility !== true || !mine.length) return null;
  return (
    <div className="lge-row" role="group" aria-label={`${title ?? side}: recorded stacks`}>
      <span className="muted">Recorded stacks (§1.3):</span>
      {mine.map((x) => (
        <button
          key={x.id}
          type="button"
          className="btn btn-small"
          onClick={() => {
            if (x.revealed) return onLoad(x);
            void act('lge.stack.reveal', { id: x.id }, 'Reveal the stack').then((ok) => {
              if (ok) onLoad(x);
            });
          }}
          title={x.revealed ? 'Revealed already: load its contents' : 'Its owner reveals it for combat (logged with its contents), and it is loaded'}
        >
          {x.revealed ? 'Load' : 'Reveal and load'} the stack {visibleWords(x.where, x.contents, sight)}
        </button>
      ))}
    </div>
  );
}
const FLAGS: Array<[string, string]> = [
  ['interception', 'Intercepting force (+1)'],
  ['failedAvoidance', 'Failed avoidance (−1, round 1)'],
  ['riverEngineers', 'Unbridged river, engineers (−1)'],
  ['navalInvasion', 'Naval invasion (−3)'],
  ['demoralised', 'Demoralised'],
];

export function sideInput(f: SideForm) {
  const spearhead = f.army && f.spearhead && f.units.some((u) => u.id === f.spearhead) ? f.spearhead : null;
  const pair = (p: [number, number] | undefined) => (p && (p[0] || p[1]) ? p : null);
  const tactics = pair(f.tactics);
  const heavyCavalry = pair(f.heavyCavalry);
  const charge = f.charge && (f.charge[0] || f.charge[1]) && hasHeavyCavalry(f) ? f.charge : null;
  // The heavy cavalry's own leader: one of the side's leaders other than the commander (the first).
  const cavalryLeader = f.cavalryLeader && f.leaders.slice(1).some((l) => l.id === f.cavalryLeader) ? f.cavalryLeader : null;
  return {
    // The spearhead is led by the overall commander (the first leader).
    units: f.units.map((u) => ({ id: u.id, type: u.type, steps: u.steps, artillery: u.artillery, morale: u.morale, modifier: u.modifier, ...(u.cavalry !== 'none' ? { cavalry: u.cavalry } : {}), ...(u.id === spearhead && f.leaders[0] ? { leader: f.leaders[0].id } : cavalryLeader && (u.cavalry === 'reserve' || u.cavalry === 'guard') ? { leader: cavalryLeader } : {}), ...(u.id === spearhead && f.guard ? { imperialGuard: true } : {}) })),
    ...(spearhead ? { spearhead } : {}),
    ...(tactics ? { tactics } : {}),
    ...(heavyCavalry ? { heavyCavalry } : {}),
    ...(charge ? { charge } : {}),
    ...(f.leaders.length ? { leaders: f.leaders, commander: f.leaders[0]!.id } : {}),
    ...(f.army ? { army: { artillery: f.army } } : {}),
    ...(f.marchers.length
      ? { marchers: f.marchers.map((m) => ({ id: m.id, leaderCombat: m.combat, unbridgedRiver: m.river, units: [{ id: `${m.id}-corps`, type: 'corps', steps: m.steps, artillery: m.artillery, morale: m.morale }] })) }
      : {}),
    ...Object.fromEntries(Object.entries(f.flags).filter(([, v]) => v)),
  };
}

/** The side has heavy (Cr) or Guard cavalry: it may charge (§8.2.1). */
const hasHeavyCavalry = (f: SideForm) => f.units.some((u) => u.steps > 0 && (u.cavalry === 'reserve' || u.cavalry === 'guard'));

/** The chance of each row of the group's charge table before the roll (§8.2.1), in words. */
export function ChargeChances({ table, label }: { table: HeavyCavalryTable; label: string }) {
  return (
    <ul className="lge-mods" aria-label={label}>
      {chargeDistribution(table).map(({ row, p }) => (
        <li key={row.roll}>
          <strong>{pct(p)}</strong> {chargeWords({ drm: row.drm, steps: row.cavalryStepsLost, leader: row.leader })}
        </li>
      ))}
    </ul>
  );
}

/**
 * One side's forces; `bare` (the besiegers of a siege) leaves out what a siege combat ignores: marches, terrain and the battle flags (§9.2.2).
 * `charges`: the campaign plays the optional heavy cavalry charges (§15.1, on by default); off, the charge is not offered.
 * `guard`: the side may mark its spearhead as the Imperial Guard (France, under the optional rule §15.4).
 */
export function SideEditor({ f, set, side, bare, title, charges = true, guard = false, chargeTable = null }: { f: SideForm; set: (f: SideForm) => void; side: 'Attacker' | 'Defender'; bare?: boolean; title?: string; charges?: boolean; guard?: boolean; chargeTable?: HeavyCavalryTable | null }) {
  const num = (v: string) => (v === '' ? 0 : Number(v));
  return (
    <div className={`lge-side ${side.toLowerCase()}`}>
      <h3>{title ?? side}</h3>
      <UnitRows label={`${side} units`} who={`${side} unit`} units={f.units} set={(units) => set({ ...f, units })} types={['corps', 'detachment', 'cossack', 'partisan', 'depot', 'fortress']} full keep={1} />
      <div className="lge-row">
        <button type="button" className="btn btn-small" onClick={() => set({ ...f, units: [...f.units, { id: `${side === 'Attacker' ? 'a' : 'd'}-${f.units.length + 1}`, type: 'corps', steps: 3, artillery: 1, morale: 3, modifier: 0, cavalry: 'none' }] })}>
          Add a unit
        </button>
      </div>
      <LeaderRows who={side} leaders={f.leaders} set={(leaders) => set({ ...f, leaders })} firstNote="commands" fresh={() => ({ id: `${side === 'Attacker' ? 'a' : 'd'}-leader-${f.leaders.length + 1}`, combat: 1 })} />
      {f.army ? (
        <div className="lge-row">
          <label>
            Spearhead{' '}
            <select value={f.spearhead ?? ''} onChange={(e) => set({ ...f, spearhead: e.target.value })} aria-label={`${side} spearhead`}>
              <option value="">none: troop quality</option>
              {f.units
                .filter((u) => u.type === 'corps')
                .map((u) => (
                  <option key={u.id} value={u.id}>
                    {u.id} (led by {f.leaders[0]?.id ?? 'the commander'})
                  </option>
                ))}
            </select>
          </label>
          {f.spearhead && guard ? (
            <label className="toggle">
              <input type="checkbox" checked={!!f.guard} onChange={(e) => set({ ...f, guard: e.target.checked })} aria-label={`${side} spearhead is the Imperial Guard`} /> the Imperial Guard (France, §15.4)
            </label>
          ) : null}
        </div>
      ) : null}
      {bare ? null : (
        <div className="lge-row" role="group" aria-label={`${side} optional tactics and heavy cavalry`}>
          {(
            [
              ['tactics', 'Tactics DRM'],
              ['heavyCavalry', 'Heavy cavalry charge DRM'],
            ] as const
          // The typed charge DRM is the manual mode: only while the table "Heavy cavalry charge" is not entered.
          ).filter(([k]) => k !== 'heavyCavalry' || (charges && !chargeTable)).map(([k, label]) => (
            <span key={k} className="lge-leader">
              {label} round 1{' '}
              <input type="number" className="narrow" min={-10} max={10} value={f[k]?.[0] ?? 0} onChange={(e) => set({ ...f, [k]: [num(e.target.value), f[k]?.[1] ?? 0] })} aria-label={`${side} ${label} round 1`} /> round 2{' '}
              <input type="number" className="narrow" min={-10} max={10} value={f[k]?.[1] ?? 0} onChange={(e) => set({ ...f, [k]: [f[k]?.[0] ?? 0, num(e.target.value)] })} aria-label={`${side} ${label} round 2`} />
            </span>
          ))}
        </div>
      )}
      {!bare && charges && hasHeavyCavalry(f) ? (
        <div className="lge-row" role="group" aria-label={`${side} heavy cavalry charge`}>
          <span>Charge with the heavy (Cr) and Guard cavalry (§8.2.1):</span>
          {[0, 1].map((r) => (
            <label key={r} className="toggle">
              <input type="checkbox" checked={!!f.charge?.[r]} onChange={(e) => set({ ...f, charge: r === 0 ? [e.target.checked, !!f.charge?.[1]] : [!!f.charge?.[0], e.target.checked] })} aria-label={`${side} charges in round ${r + 1}`} /> round {r + 1}
            </label>
          ))}
          <label>
            led by{' '}
            <select value={f.cavalryLeader ?? ''} onChange={(e) => set({ ...f, cavalryLeader: e.target.value })} aria-label={`${side} heavy cavalry leader`}>
              <option value="">no leader of its own</option>
              {f.leaders.slice(1).map((l) => (
                <option key={l.id} value={l.id}>
                  {l.id}
                </option>
              ))}
            </select>
          </label>
          {chargeTable ? <ChargeChances table={chargeTable} label={`${side} charge results`} /> : <ManualMode table="heavy-cavalry" type="type the charge’s DRM below" />}
        </div>
      ) : null}
      {bare ? null : <TacticChoiceRows side={side} choices={f.tacticChoices ?? []} set={(tacticChoices) => set({ ...f, tacticChoices })} />}
      {bare ? null : <div className="lge-row" role="group" aria-label={`${side} marching to the sound of the gun`}>
        {f.marchers.map((m, i) => {
          const setM = (patch: Partial<MarcherRow>) => set({ ...f, marchers: f.marchers.map((x, k) => (k === i ? { ...x, ...patch } : x)) });
          return (
            <span key={i} className="lge-leader">
              <input type="text" className="mid" value={m.id} onChange={(e) => setM({ id: e.target.value })} aria-label={`${side} marching leader ${i + 1}`} />
              combat <input type="number" className="narrow" min={0} max={6} value={m.combat} onChange={(e) => setM({ combat: num(e.target.value) })} aria-label={`${side} marching leader ${i + 1} combat value`} />
              corps of <input type="number" className="narrow" min={1} max={3} value={m.steps} onChange={(e) => setM({ steps: num(e.target.value) })} aria-label={`${side} marching leader ${i + 1} corps steps`} /> steps, art.
              <input type="number" className="narrow" min={0} max={10} value={m.artillery} onChange={(e) => setM({ artillery: num(e.target.value) })} aria-label={`${side} marching leader ${i + 1} corps artillery`} /> morale
              <input type="number" className="narrow" min={0} max={6} value={m.morale} onChange={(e) => setM({ morale: num(e.target.value) })} aria-label={`${side} marching leader ${i + 1} corps morale`} />
              <select value={m.river} onChange={(e) => setM({ river: e.target.value as MarcherRow['river'] })} aria-label={`${side} marching leader ${i + 1} river`}>
                <option value="none">no river</option>
                <option value="no-engineers">unbridged river (−4)</option>
                <option value="engineers">river, engineers (−2)</option>
              </select>
              <button type="button" className="btn btn-quiet btn-small" onClick={() => set({ ...f, marchers: f.marchers.filter((_, k) => k !== i) })}>
                ×
              </button>
            </span>
          );
        })}
        <button type="button" className="btn btn-small" onClick={() => set({ ...f, marchers: [...f.marchers, { id: `${side === 'Attacker' ? 'a' : 'd'}-march-${f.marchers.length + 1}`, combat: 1, river: 'none', steps: 3, artillery: 1, morale: 3 }] })}>
          Add a leader marching to the sound of the gun
        </button>
      </div>}
      <div className="lge-row">
        <label>
          Army marker artillery <input type="number" className="narrow" min={0} max={10} value={f.army} onChange={(e) => set({ ...f, army: num(e.target.value) })} aria-label={`${side} army marker artillery (0: no army)`} />
        </label>
        {bare ? null : <><label>
          Terrain DRM <input type="number" className="narrow" min={-10} max={10} value={f.terrain} onChange={(e) => set({ ...f, terrain: num(e.target.value) })} aria-label={`${side} terrain modifier`} />
        </label>
        {FLAGS.filter(([k]) => side === 'Attacker' || k !== 'navalInvasion').map(([k, label]) => (
          <label key={k} className="toggle">
            <input type="checkbox" checked={!!f.flags[k]} onChange={(e) => set({ ...f, flags: { ...f.flags, [k]: e.target.checked } })} /> {label}
          </label>
        ))}</>}
      </div>
    </div>
  );
}

export function landInputOf(a: SideForm, d: SideForm, ratioDrm: [number, number] | null) {
  return {
    attacker: sideInput(a),
    defender: sideInput(d),
    terrain: { attacker: a.terrain, defender: d.terrain },
    ...(ratioDrm ? { ratioDrm } : {}),
  };
}

function LandOdds({ s, input }: { s: LgeState; input: Record<string, unknown> }) {
  const odds = useGameOdds({ game: GAME, job: 'battle', input: { ...withCampaignLandRules(s.rules, input), game: GAME, kind: 'land', pack: s.data ?? undefined } });
  const r = odds.result as LandOddsOutput | null;
  return (
    <div className="lge-odds" aria-label="Exact odds">
      <OddsProgress odds={odds} what="Computing the land battle odds" />
      {odds.error ? <MissingTable message={odds.error.message} /> : null}
      {r && !odds.error ? (
        <>
          <p className="lge-facts">
            {r.asEntered.size} battle · combat value {r.asEntered.combatValue.attacker} : {r.asEntered.combatValue.defender}
            {r.asEntered.ratio ? ` · ratio ${r.asEntered.ratio}` : ' · ratio modifier typed'} · morale {r.asEntered.morale.attacker} / {r.asEntered.morale.defender}
          </p>
          <Split a={r.attackerWins} d={r.defenderWins} label={`Attacker wins ${pct(r.attackerWins)}, defender ${pct(r.defenderWins)}`} />
          {Object.keys(r.marchers).length ? (
            <p>
              Marching to the sound of the gun (2D6 + modifiers ≥ 10): {Object.entries(r.marchers).map(([id, p]) => `${id} ${pct(p)}`).join(' · ')}
            </p>
          ) : null}
          <p className="muted">
            Round 1: attacker {pct(r.round1.attackerWins)}, tie {pct(r.round1.tie)}, defender {pct(r.round1.defenderWins)} · loser demoralised: attacker {pct(r.demoralised.attacker)}, defender {pct(r.demoralised.defender)} · second round {pct(r.secondRound)}
          </p>
          <div className="lge-sides">
            {(['attacker', 'defender'] as const).map((side) => (
              <ul key={side} className="lge-mods" aria-label={`${side} modifiers`}>
                <li>
                  <strong>{side === 'attacker' ? 'Attacker' : 'Defender'} DRM {signed(r.asEntered.buildUp[side].total)}</strong>
                </li>
                {r.asEntered.buildUp[side].lines.map((l, i) => (
                  <li key={i}>
                    {l.label} <strong>{signed(l.value)}</strong> <span className="muted">{l.cite}</span>
                  </li>
                ))}
              </ul>
            ))}
          </div>
        </>
      ) : null}
    </div>
  );
}

export const blankSide = (who: 'a' | 'd'): SideForm => ({
  units: [{ id: `${who}-1`, type: 'corps', steps: 3, artillery: 1, morale: 3, modifier: 0, cavalry: 'none' }],
  leaders: [{ id: who === 'a' ? 'a-commander' : 'd-commander', combat: 1 }],
  marchers: [],
  army: 0,
  terrain: 0,
  flags: {},
});

export function LandForm({ s, onDone }: { s: LgeState; onDone: () => void }) {
  const act = useAct();
  const [attacker, setAttacker] = useState('france');
  const [defender, setDefender] = useState('austria');
  const [where, setWhere] = useState('');
  const [a, setA] = useState<SideForm>(blankSide('a'));
  const [d, setD] = useState<SideForm>(blankSide('d'));
  const ratioMissing = !s.data?.tables['combat-ratio']?.rows.some((r) => r.cells.drm && r.cells.drm.src !== 'missing');
  const [ratio, setRatio] = useState<[number, number]>([0, 0]);
  // The optional heavy cavalry charges (§8.2.1, §15.1): off in the campaign's settings, no charge is entered.
  const charges = s.rules?.heavyCavalryCharges !== false;
  // The Imperial Guard (optional rule §15.4) is France's alone: offered to the French side only while the rule is on.
  const guardOf = (power: string) => s.rules?.imperialGuard === true && power === 'france';
  // The group's charge table: the charge is rolled on it; missing, its DRM is typed (manual mode).
  const chargeTable = s.data ? chargeTableOf(s.data).value : null;
  const sideOf = (f: SideForm, power: string): SideForm => ({ ...f, heavyCavalry: charges && !chargeTable ? f.heavyCavalry : undefined, charge: charges ? f.charge : undefined, guard: guardOf(power) && !!f.guard });
  const input = landInputOf(sideOf(a, attacker), sideOf(d, defender), ratioMissing ? ratio : null);
  return (
    <Panel title="New land battle" className="lge-battle-form">
      <div className="lge-row">
        <label>
          Attacker (phasing) <PowerSelect value={attacker} onChange={setAttacker} label="Attacking power" />
        </label>
        <label>
          Defender <PowerSelect value={defender} onChange={setDefender} label="Defending power" />
        </label>
        <label>
          Where <input type="text" value={where} onChange={(e) => setWhere(e.target.value)} placeholder="hex or town" aria-label="Battle hex" />
        </label>
      </div>
      {ratioMissing ? (
        <ManualMode table="combat-ratio" type="type the attacker’s ratio modifier">
          round 1 <input type="number" className="narrow" value={ratio[0]} onChange={(e) => setRatio([Number(e.target.value), ratio[1]])} aria-label="Ratio modifier, round 1" /> round 2{' '}
          <input type="number" className="narrow" value={ratio[1]} onChange={(e) => setRatio([ratio[0], Number(e.target.value)])} aria-label="Ratio modifier, round 2" />
        </ManualMode>
      ) : null}
      <StackLoader s={s} power={attacker} loaded={a.stacks ?? []} onLoad={(x) => (setA(withStack(a, x)), setWhere((now) => now || x.where))} side="Attacker" />
      <StackLoader s={s} power={defender} loaded={d.stacks ?? []} onLoad={(x) => (setD(withStack(d, x)), setWhere((now) => now || x.where))} side="Defender" />
      <div className="lge-sides">
        <SideEditor f={a} set={setA} side="Attacker" charges={charges} guard={guardOf(attacker)} chargeTable={chargeTable} />
        <SideEditor f={d} set={setD} side="Defender" charges={charges} guard={guardOf(defender)} chargeTable={chargeTable} />
      </div>
      <LandOdds s={s} input={input} />
      <TacticsOdds s={s} input={input} attacker={a.tacticChoices} defender={d.tacticChoices} />
      <div className="lge-row">
        <button
          type="button"
          className="btn btn-primary btn-large"
          onClick={() =>
            void act('lge.land.start', { attacker, defender, where, input }, 'Start the land battle').then((ok) => {
              if (ok) onDone();
            })
          }
        >
          Start the land battle
        </button>
        <button type="button" className="btn btn-quiet" onClick={onDone}>
          Cancel
        </button>
      </div>
    </Panel>
  );
}

function ResultForm({ onSend }: { onSend: (a: Record<string, unknown>, d: Record<string, unknown>) => void }) {
  const blank = { losses: 0, bold: false, cavalry: false, leader: 'none' };
  const [r, setR] = useState<Record<'attacker' | 'defender', typeof blank>>({ attacker: blank, defender: blank });
  return (
    <form
      className="inline-form lge-manual"
      onSubmit={(e) => {
        e.preventDefault();
        onSend(r.attacker, r.defender);
      }}
    >
      <strong>Manual mode: type the results</strong>
      {(['attacker', 'defender'] as const).map((side) => (
        <span key={side} className="lge-row">
          {side}: enemy CP eliminated{' '}
          <input type="number" className="narrow" min={0} max={30} value={r[side].losses} onChange={(e) => setR({ ...r, [side]: { ...r[side], losses: Number(e.target.value) } })} aria-label={`${side} result: losses inflicted`} />
          <label className="toggle">
            <input type="checkbox" checked={r[side].bold} onChange={(e) => setR({ ...r, [side]: { ...r[side], bold: e.target.checked } })} /> bold
          </label>
          <label className="toggle">
            <input type="checkbox" checked={r[side].cavalry} onChange={(e) => setR({ ...r, [side]: { ...r[side], cavalry: e.target.checked } })} /> C
          </label>
          <select value={r[side].leader} onChange={(e) => setR({ ...r, [side]: { ...r[side], leader: e.target.value } })} aria-label={`${side} result: leader letter`}>
            <option value="none">no L</option>
            <option value="L">L</option>
            <option value="LA">LA</option>
          </select>
        </span>
      ))}
      <button type="submit" className="btn">
        Record the typed results
      </button>
    </form>
  );
}

/**
 * The per-choice odds of the hidden tactics before round 1's dice, from the battle as it stands. The
 * candidate markers stay in the panel: they are the players' secret choices, never in the log.
 */
function PanelTactics({ s, input }: { s: LgeState; input: Record<string, unknown> }) {
  const [a, setA] = useState<TacticChoice[]>([]);
  const [d, setD] = useState<TacticChoice[]>([]);
  return (
    <div className="lge-panel-tactics">
      <div className="lge-sides">
        <div className="lge-side attacker">
          <strong>Attacker’s hidden tactics</strong>
          <TacticChoiceRows side="Attacker" choices={a} set={setA} />
        </div>
        <div className="lge-side defender">
          <strong>Defender’s hidden tactics</strong>
          <TacticChoiceRows side="Defender" choices={d} set={setD} />
        </div>
      </div>
      <TacticsOdds s={s} input={input} attacker={a} defender={d} />
    </div>
  );
}

/** The wound results typed by the referee (manual mode: no wound table), one per check. */
function WoundForm({ queue, onSend }: { queue: LandBattleState['woundQueue']; onSend: (results: Array<{ leader: string; result: string }>) => void }) {
  const [typed, setTyped] = useState<Record<number, string>>({});
  return (
    <form
      className="inline-form"
      onSubmit={(e) => {
        e.preventDefault();
        onSend(queue.map((w, k) => ({ leader: w.leaders[0]!, result: typed[k] ?? 'none' })));
      }}
    >
      {queue.map((w, k) => (
        <label key={k}>
          {w.leaders[0]} ({w.kind}){' '}
          <select value={typed[k] ?? 'none'} onChange={(e) => setTyped({ ...typed, [k]: e.target.value })}>
            <option value="none">nothing</option>
            <option value="wounded">wounded</option>
            <option value="killed">killed</option>
          </select>
        </label>
      ))}
      <button type="submit" className="btn">
        Record (manual mode)
      </button>
    </form>
  );
}

/**
 * The side deciding on its heavy cavalry charge now (the attacker first, §8.2.1): the chance of each row
 * of the group's table, then the charge rolled (app or table dice) or no charge; the table missing, the
 * referee types the charge's result (manual mode).
 */
function ChargeStep({ side, table, send }: { side: 'attacker' | 'defender'; table: HeavyCavalryTable | null; send: (payload: Record<string, unknown>, what: string, physical?: number[][]) => void }) {
  const who = side === 'attacker' ? 'Attacker' : 'Defender';
  const [typed, setTyped] = useState({ drm: 0, cavalryStepsLost: 0, leader: 'none' });
  return (
    <div className="lge-chance" role="group" aria-label={`${who}: heavy cavalry charge`}>
      <span className="lge-rule">{who}: charge with the heavy (Cr) and Guard cavalry? (§8.2.1)</span>
      {table ? (
        <>
          <ChargeChances table={table} label={`${who} charge results`} />
          <DiceAction label={`${who} charges (${table.dice}D6)`} hint={Array(table.dice).fill('4').join(' ')} onRoll={(p) => send({ type: 'charge', side, charge: true }, `${who} charges`, p)} />
        </>
      ) : (
        <>
          <ManualMode table="heavy-cavalry" type="type the charge’s result" />
          <form
            className="inline-form"
            onSubmit={(e) => {
              e.preventDefault();
              send({ type: 'charge', side, charge: true, result: typed }, `${who} charges (typed)`);
            }}
          >
            <label>
              DRM <input type="number" className="narrow" min={-6} max={6} value={typed.drm} onChange={(e) => setTyped({ ...typed, drm: Number(e.target.value) })} aria-label={`${who} charge DRM (typed)`} />
            </label>
            <label>
              cavalry steps lost <input type="number" className="narrow" min={0} max={10} value={typed.cavalryStepsLost} onChange={(e) => setTyped({ ...typed, cavalryStepsLost: Number(e.target.value) })} aria-label={`${who} charge steps lost (typed)`} />
            </label>
            <select value={typed.leader} onChange={(e) => setTyped({ ...typed, leader: e.target.value })} aria-label={`${who} charge cavalry leader (typed)`}>
              <option value="none">leader unaffected</option>
              <option value="wound-check">leader: wound check</option>
              <option value="lost">leader lost</option>
            </select>
            <button type="submit" className="btn">
              Record the typed charge
            </button>
          </form>
        </>
      )}
      <button type="button" className="btn" onClick={() => send({ type: 'charge', side, charge: false }, `${who}: no charge`)}>
        {who}: no charge
      </button>
    </div>
  );
}

/**
 * The owner picks the steps lost one at a time (§8.2.5), the constraints checked as he goes: the
 * spearhead first, at least half on the quality troops, a cavalry step for a "C" (§8.2.4).
 */
function LossPicker({ side, st, quality, rules, onSend }: { side: 'attacker' | 'defender'; st: LandBattleState; quality: { group: number | null; spearhead: string | null }; rules: LandRules; onSend: (steps: string[]) => void }) {
  const [steps, setSteps] = useState<string[]>([]);
  const n = st.owed[side] ?? 0;
  // The "C" that falls on this side: the enemy's result's, or its own under the crtLetters setting.
  const c = { qualityGroup: quality.spearhead ? null : quality.group, spearhead: quality.spearhead, cavalryStep: !!lettersFor(side, st.results, rules)?.cavalry };
  const units = st.units[side];
  const left = (id: string) => (units.find((u) => u.id === id)?.steps ?? 0) - steps.filter((x) => x === id).length;
  // The charge's own steps come first, on the charging cavalry (§8.2.1).
  const ch = st.chargeOwed?.[side] ?? 0;
  const problems = checkLossesWithCharge(units, steps, n - ch, ch, c);
  const who = side === 'attacker' ? 'Attacker' : 'Defender';
  return (
    <span className="lge-row" role="group" aria-label={`${who}: choose the steps lost`}>
      <span className="muted">or choose:</span>
      {units
        .filter((u) => u.steps > 0)
        .map((u) => (
          <button key={u.id} type="button" className="btn btn-small" disabled={left(u.id) <= 0 || steps.length >= n} onClick={() => setSteps([...steps, u.id])}>
            {u.id} −1
          </button>
        ))}
      <span aria-live="polite">{steps.length ? steps.join(', ') : `${n} to choose`}</span>
      {steps.length ? (
        <button type="button" className="btn btn-quiet btn-small" onClick={() => setSteps([])}>
          Clear
        </button>
      ) : null}
      <button type="button" className="btn" disabled={problems.length > 0} onClick={() => onSend(steps)} title={problems.join('; ')}>
        {who} loses these
      </button>
      {steps.length && problems.length ? <span className="lge-problem">{problems.join('; ')}</span> : null}
    </span>
  );
}

/** A land battle step by step; a siege combat passes its own `send` (lge.siege.act) and `embedded` (no odds, no Close). */
export function LandPanel({ s, b, send: sendAs, embedded }: { s: LgeState; b: Pick<LandBattle, 'setup' | 'state' | 'where' | 'input' | 'attacker' | 'defender'>; send?: (payload: Record<string, unknown>, what: string, physical?: number[][]) => void; embedded?: string }) {
  const act = useAct();
  const st = b.state as LandBattleState;
  const send = sendAs ?? ((payload: Record<string, unknown>, what: string, physical?: number[][]) => void act('lge.land.act', payload, what, physical));
  const pend = landPending(b.setup, st);
  const a = st.stage !== 'over' ? analysis(b.setup, st) : null;
  const cv = a ? combatValues(a) : null;
  const table = a ? roundTable(b.setup, a.size) : null;
  const demo = st.stage === 'demoralisation' ? demoralisationCheck(b.setup, st) : null;
  const [extra, setExtra] = useState(0);
  const [crossing, setCrossing] = useState<RiverCrossing>('none');
  return (
    <Panel title={embedded ?? `Land battle at ${b.where}`} className="lge-battle" aside={<span className="lge-round">Round {st.round}</span>}>
      {a && cv ? (
        <p className="lge-facts">
          {a.size} battle · combat value {cv.attacker} : {cv.defender} · {a.ratio ? `ratio ${a.ratio.attacker}/${a.ratio.defender}` : 'ratio modifier typed'} · morale {a.summaries.attacker.morale} / {a.summaries.defender.morale}
        </p>
      ) : null}
      <div className="lge-sides">
        {(['attacker', 'defender'] as const).map((side) => (
          <div key={side} className={`lge-side ${side}`}>
            <h3>
              {side === 'attacker' ? 'Attacker' : 'Defender'}: <Chip id={b[side]} />
            </h3>
            <ul>
              {st.units[side].map((u) => (
                <li key={u.id} className={u.steps <= 0 ? 'gone' : ''}>
                  <strong>{u.id}</strong> {u.steps > 0 ? `${u.steps} step${u.steps === 1 ? '' : 's'}` : 'eliminated'}
                </li>
              ))}
            </ul>
            {a ? (
              <ul className="lge-mods" aria-label={`${side} DRM`}>
                <li>
                  <strong>DRM {signed(a.buildUp[side].total)}</strong>
                </li>
                {a.buildUp[side].lines.map((l, i) => (
                  <li key={i}>
                    {l.label} <strong>{signed(l.value)}</strong>
                  </li>
                ))}
              </ul>
            ) : null}
            {st.results[side] ? <p>Result: {resultText(st.results[side]!)}</p> : null}
            <p className="muted">Steps lost: {st.lostTotal[side]}</p>
          </div>
        ))}
      </div>
      {!embedded && st.round === 1 && (st.stage === 'march' || st.stage === 'roll') ? (
        <>
          <LandOdds s={s} input={oddsInputNow(b.input, st)} />
          <PanelTactics s={s} input={oddsInputNow(b.input, st)} />
        </>
      ) : null}
      <p className="lge-pending" aria-live="polite">
        {pend.text}
      </p>
      <div className="lge-row lge-actions">
        {st.stage === 'march' ? (
          <span className="lge-facts">
            {pendingMarchers(b.setup, st)
              .map((m) => `${m.id} (${m.side}): ${pct(m.p)}`)
              .join(' · ')}
          </span>
        ) : null}
        {st.stage === 'march' ? <DiceAction label="Roll the marches (2D6 each)" hint={pendingMarchers(b.setup, st).map(() => '5 5').join(' | ')} onRoll={(p) => send({ type: 'march' }, 'March to the sound of the gun', p)} /> : null}
        {chargeSide(b.setup, st) ? <ChargeStep key={`${st.round}:${chargeSide(b.setup, st)}`} side={chargeSide(b.setup, st)!} table={b.setup.tables.heavyCavalry ?? null} send={send} /> : null}
        {st.stage === 'roll' ? (
          <>
            {table ? <DiceAction label="Roll both sides’ 2D6" hint="3 4 | 5 2" onRoll={(p) => send({ type: 'roll' }, `Round ${st.round}`, p)} /> : <ManualMode table={a?.size === 'major' ? 'crt-major' : a?.size === 'minor' ? 'crt-minor' : 'crt-skirmish'} type="type the results below" />}
            <ResultForm onSend={(ra, rd) => send({ type: 'result', attacker: ra, defender: rd }, 'Typed results')} />
          </>
        ) : null}
        {st.stage === 'losses'
          ? (['attacker', 'defender'] as const)
              .filter((side) => st.owed[side] !== null)
              .map((side) => (
                <span key={side} className="lge-loss-choice">
                  <button type="button" className="btn btn-primary" onClick={() => send({ type: 'losses', side }, `${side} losses`)}>
                    {side === 'attacker' ? 'Attacker' : 'Defender'} loses {st.owed[side]}{st.chargeOwed?.[side] ? `, ${st.chargeOwed[side]} for the charge` : ''} (weakest first, rules kept)
                  </button>
                  {a ? <LossPicker side={side} st={st} quality={a.summaries[side].quality} rules={b.setup.rules} onSend={(steps) => send({ type: 'losses', side, steps }, `${side} losses (chosen)`)} /> : null}
                </span>
              ))
          : null}
        {st.stage === 'wounds' ? (
          b.setup.tables.wound ? (
            <DiceAction label="Roll the wound checks" hint={st.woundQueue.map((w) => (w.leaders.length > 1 ? '1 | 3' : '3')).join(' | ')} onRoll={(p) => send({ type: 'wounds' }, 'Wound checks', p)} />
          ) : (
            <>
              <ManualMode table="wound" type="type each wound result read at the table" />
              {/* Keyed by the round and the log's length: a new wound step starts with an empty form. */}
              <WoundForm key={`${st.round}:${st.log.length}`} queue={st.woundQueue} onSend={(results) => send({ type: 'wounds', results }, 'Typed wound results')} />
            </>
          )
        ) : null}
        {st.stage === 'tie-attacker' || st.stage === 'tie-defender' ? (
          <>
            <button type="button" className="btn btn-primary" onClick={() => send({ type: 'tie', side: st.stage === 'tie-attacker' ? 'attacker' : 'defender', choice: 'fight' }, 'Fight on')}>
              {st.stage === 'tie-attacker' ? 'Attacker' : 'Defender'} fights on
            </button>
            <button type="button" className="btn" onClick={() => send({ type: 'tie', side: st.stage === 'tie-attacker' ? 'attacker' : 'defender', choice: 'retreat' }, 'Retreat')}>
              Retreats (loses)
            </button>
          </>
        ) : null}
        {demo ? (
          <div className="lge-chance">
            <span className="lge-rule">Demoralised if {checkWords(demo)}</span>
            <strong className="lge-big">{pct(demo.probability)}</strong>
            <DiceAction label="Roll for demoralisation" hint="4" onRoll={(p) => send({ type: 'demoralisation' }, 'Demoralisation', p)} />
          </div>
        ) : null}
        {st.stage === 'retreat' ? (
          <form
            className="inline-form"
            onSubmit={(e) => {
              e.preventDefault();
              send({ type: 'retreat', extraSteps: extra, crossing }, 'Retreat');
            }}
          >
            <label>
              Extra steps lost by the retreat hex (§8.3.2) <input type="number" className="narrow" min={0} max={30} value={extra} onChange={(e) => setExtra(Number(e.target.value))} aria-label="Extra steps lost in retreat" />
            </label>
            <label>
              River crossed{' '}
              <select value={crossing} onChange={(e) => setCrossing(e.target.value as RiverCrossing)} aria-label="River crossed in retreat">
                <option value="none">none or bridged</option>
                <option value="unbridged">unbridged river ({b.setup.rules.riverRetreatLosses === 'double-combat' ? 'combat losses doubled' : 'retreat losses doubled, at least 1'}; pursuit doubled)</option>
                <option value="engineers">unbridged, engineers or army marker (1 step)</option>
              </select>
            </label>
            <button type="submit" className="btn btn-primary">
              Retreat{st.demoralised ? ' and pursue' : ''}
            </button>
          </form>
        ) : null}
      </div>
      {embedded ? null : <BattleEnd over={st.stage === 'over'} log={st.log} s={s} />}
    </Panel>
  );
}
