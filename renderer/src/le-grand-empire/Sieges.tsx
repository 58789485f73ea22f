// Sieges (§9): the form with the prerequisites checklist, the attempt's MP cost and modifiers and the
// exact odds (attempt result, then the Assault or Breach combat, P(the fortress falls)) from the odds
// worker; then the siege step by step: the attempt on the group's siege table (or typed, manual mode)
// and the siege combat through the land battle panel in siege mode.
import { useState } from 'react';
import { SIEGE_RESULT_WORDS, SIEGE_RESULTS, type SiegeOddsOutput, type SiegeResult } from '../../../shared/games/le-grand-empire/battle/siege';
import type { LgeState, SiegeBattle } from '../../../shared/games/le-grand-empire/state';
import type { SavedStack } from '../../../shared/games/le-grand-empire/stacks';
import { useGameOdds } from '../odds/useOdds';
import { OddsProgress } from '../odds/OddsProgress';
import { ProbabilityBar } from '../odds/ProbabilityBar';
import { pct } from '../odds/format';
import { BattleEnd, blankSide, LandPanel, MissingTable, SideEditor, sideInput, StackLoader, withStack, type SideForm } from './Battles';
import { Chip, DiceAction, ManualMode, Panel, PowerSelect, signed, useAct } from './parts';
import { UnitRows } from './UnitRows';

const GAME = 'le-grand-empire' as const;
/** Only corps and detachments stand inside a fortress (§9.2.1). */
const GARRISON_TYPES = ['corps', 'detachment'] as const;
const RESULT_FILL: Record<SiegeResult, string> = { nothing: '#a99b7a', assault: '#c9822a', breach: '#b0232a', surrender: '#2747a0' };

interface Troop {
  id: string;
  type: 'corps' | 'detachment';
  steps: number;
  artillery: number;
  morale: number;
  /** From a recorded stack (§1.3): the unit's own combat modifier. */
  modifier?: number;
}
type Leader = { id: string; combat: number };

/** The garrison with a recorded stack loaded (§1.3): the first replaces what was typed, each further one adds its corps, detachments and leaders. */
function withGarrisonStack(g: { troops: Troop[]; leaders: Leader[]; stacks: string[] }, x: SavedStack) {
  const troops = x.contents.units.map((u) => ({ id: u.id, type: u.type as Troop['type'], steps: u.steps, artillery: u.artillery ?? 0, morale: u.morale, ...(u.modifier ? { modifier: u.modifier } : {}) }));
  const first = !g.stacks.length;
  return { troops: first ? troops : [...g.troops, ...troops], leaders: first ? [...x.contents.leaders] : [...g.leaders, ...x.contents.leaders], stacks: [...g.stacks, x.id] };
}

function SiegeOdds({ s, input }: { s: LgeState; input: Record<string, unknown> }) {
  const odds = useGameOdds({ game: GAME, job: 'siege', input, pack: s.data ?? undefined, rules: s.rules ?? undefined });
  const r = odds.result as SiegeOddsOutput | null;
  return (
    <div className="lge-odds" aria-label="Exact siege odds">
      <OddsProgress odds={odds} what="Computing the siege odds" />
      {odds.error ? <MissingTable message={odds.error.message} /> : null}
      {r && !odds.error ? (
        <>
          <ul className="lge-mods" aria-label="Prerequisites">
            {r.prerequisites.items.map((i, k) => (
              <li key={k} className={i.ok ? 'ok' : 'lge-bad'}>
                {i.ok ? '✓' : '✗'} {i.text} <span className="muted">{i.cite}</span>
              </li>
            ))}
            <li>
              <strong>Attempt cost:</strong> {r.mp.why}
            </li>
          </ul>
          <p className="lge-facts">
            Level {r.level} (the siege table’s column) · fights with {r.strength} permanent point{r.strength === 1 ? '' : 's'} · attempt modifier <strong>{signed(r.drm)}</strong>
            {r.modifiers.length ? ` (${r.modifiers.map((m) => `${m.label} ${signed(m.value)}`).join(', ')})` : ''}
          </p>
          <div className="lge-split">
            <div className="lge-split-nums">
              <span>
                The fortress falls <strong className="lge-big">{pct(r.falls)}</strong>
              </span>
              {SIEGE_RESULTS.filter((x) => r.attempt[x] > 0).map((x) => (
                <span key={x}>
                  {SIEGE_RESULT_WORDS[x].split(':')[0]} <strong>{pct(r.attempt[x])}</strong>
                </span>
              ))}
            </div>
            <ProbabilityBar label={`Siege attempt: ${SIEGE_RESULTS.map((x) => `${x} ${pct(r.attempt[x])}`).join(', ')}`} parts={SIEGE_RESULTS.map((x) => ({ p: r.attempt[x], fill: RESULT_FILL[x] }))} track="#e6d9bd" />
          </div>
          {(['assault', 'breach'] as const).map((k) =>
            r[k] ? (
              <p key={k} className="muted">
                {k === 'assault' ? 'If Assault' : 'If Breach'}: besiegers win the round {pct(r[k]!.besiegersWin)}, tie (repulsed) {pct(r[k]!.tie)}, besieged win {pct(r[k]!.besiegedWin)} · the fortress falls {pct(r[k]!.falls)} · expected prisoners {r[k]!.expectedPrisoners.toFixed(2)}, permanent points destroyed {r[k]!.expectedDestroyed.toFixed(2)}
              </p>
            ) : null,
          )}
        </>
      ) : null}
    </div>
  );
}

function GarrisonEditor({ troops, set, leaders, setLeaders }: { troops: Troop[]; set: (t: Troop[]) => void; leaders: Leader[]; setLeaders: (l: Leader[]) => void }) {
  const num = (v: string) => (v === '' ? 0 : Number(v));
  return (
    <div className="lge-side defender">
      <h3>Inside the fortress</h3>
      {troops.length ? (
        <UnitRows label="Troops inside the fortress" who="Inside unit" units={troops} set={set} types={['corps', 'detachment']} />
      ) : (
        <p className="muted">Only its permanent points.</p>
      )}
      <div className="lge-row">
        <button type="button" className="btn btn-small" disabled={troops.length >= 3} onClick={() => set([...troops, { id: `garrison-${troops.length + 1}`, type: 'corps', steps: 2, artillery: 0, morale: 3 }])}>
          Add a unit inside
        </button>
        {leaders.map((leader, i) => {
          const label = i ? `Leader inside ${i + 1}` : 'Leader inside';
          const patch = (p: Partial<Leader>) => setLeaders(leaders.map((l, k) => (k === i ? { ...l, ...p } : l)));
          return (
            <span key={i} className="lge-leader">
              <input type="text" className="mid" value={leader.id} onChange={(e) => patch({ id: e.target.value })} aria-label={label} />
              <input type="number" className="narrow" min={0} max={6} value={leader.combat} onChange={(e) => patch({ combat: num(e.target.value) })} aria-label={`${label}: combat value`} />
              <button type="button" className="btn btn-quiet btn-small" onClick={() => setLeaders(leaders.filter((_, k) => k !== i))} aria-label={`Remove ${label.toLowerCase()}`}>
                ×
              </button>
            </span>
          );
        })}
        {leaders.length ? null : (
          <button type="button" className="btn btn-small" onClick={() => setLeaders([{ id: 'governor', combat: 1 }])}>
            A leader inside
          </button>
        )}
      </div>
    </div>
  );
}

export function SiegeForm({ s, onDone }: { s: LgeState; onDone: () => void }) {
  const act = useAct();
  const [attacker, setAttacker] = useState('france');
  const [defender, setDefender] = useState('austria');
  const [name, setName] = useState('');
  const [level, setLevel] = useState(2);
  const [destroyed, setDestroyed] = useState(0);
  const [morale, setMorale] = useState(2);
  const [b, setB] = useState<SideForm>(() => ({ ...blankSide('a'), leaders: [{ id: 'besieger', combat: 1 }] }));
  // The garrison: typed, or loaded from the defender's recorded stacks (§1.3), whose survivors are written back after the siege.
  const [garrison, setGarrison] = useState<{ troops: Troop[]; leaders: Leader[]; stacks: string[] }>({ troops: [], leaders: [], stacks: [] });
  const { troops, leaders } = garrison;
  const [engineers, setEngineers] = useState(false);
  const [outOfSupply, setOutOfSupply] = useState(false);
  const [friendlyOutside, setFriendlyOutside] = useState(false);
  const [when, setWhen] = useState<'paid' | 'end-of-movement' | 'after-won-battle'>('paid');
  const ratioMissing = !s.data?.tables['combat-ratio']?.rows.some((r) => r.cells.drm && r.cells.drm.src !== 'missing');
  const [ratio, setRatio] = useState(0);
  const known = s.fortresses?.[name.trim()];
  const pickName = (v: string) => {
    setName(v);
    const f = s.fortresses?.[v.trim()];
    if (f) {
      setLevel(f.level);
      setDestroyed(f.destroyed);
    }
  };
  const input = {
    fortress: { name: name.trim() || 'fortress', level, destroyed },
    morale,
    besiegers: sideInput(b),
    inside: { units: troops.map((t) => ({ ...t, ...(t.type === 'detachment' ? { steps: 1 } : {}) })), ...(leaders.length ? { leaders } : {}) },
    engineers,
    outOfSupply,
    when,
    friendlyOutside,
    ...(ratioMissing ? { ratioDrm: ratio } : {}),
  };
  return (
    <Panel title="Lay siege" className="lge-battle-form">
      <div className="lge-row">
        <label>
          Besieger (phasing) <PowerSelect value={attacker} onChange={setAttacker} label="Besieging power" />
        </label>
        <label>
          Fortress owner <PowerSelect value={defender} onChange={setDefender} label="Besieged power" />
        </label>
        <label>
          Fortress <input type="text" value={name} onChange={(e) => pickName(e.target.value)} placeholder="its name" aria-label="Fortress name" list="lge-fortresses" />
        </label>
        <datalist id="lge-fortresses">
          {Object.keys(s.fortresses ?? {}).map((f) => (
            <option key={f} value={f} />
          ))}
        </datalist>
        <label>
          Level{' '}
          <select value={level} onChange={(e) => setLevel(Number(e.target.value))} aria-label="Fortress level" disabled={!!known}>
            {[1, 2, 3].map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <label>
          Permanent points destroyed <input type="number" className="narrow" min={0} max={level} value={destroyed} onChange={(e) => setDestroyed(Number(e.target.value))} aria-label="Permanent points destroyed" />
        </label>
        <label>
          Fortress morale <input type="number" className="narrow" min={0} max={6} value={morale} onChange={(e) => setMorale(Number(e.target.value))} aria-label="Fortress morale" />
          <span className="muted"> the owner’s line infantry, 2 if none (§9.2.1)</span>
        </label>
      </div>
      <div className="lge-row">
        <label>
          This attempt{' '}
          <select value={when} onChange={(e) => setWhen(e.target.value as typeof when)} aria-label="When the attempt is made">
            <option value="paid">during movement (MP = level)</option>
            <option value="end-of-movement">at the end of movement, siege laid without a battle</option>
            <option value="after-won-battle">right after winning a battle in the hex</option>
          </select>
        </label>
        <label className="toggle">
          <input type="checkbox" checked={engineers} onChange={(e) => setEngineers(e.target.checked)} /> Supplied engineers (S+1)
        </label>
        <label className="toggle">
          <input type="checkbox" checked={outOfSupply} onChange={(e) => setOutOfSupply(e.target.checked)} /> Besiegers out of supply
        </label>
        <label className="toggle">
          <input type="checkbox" checked={friendlyOutside} onChange={(e) => setFriendlyOutside(e.target.checked)} /> Units friendly to the fortress outside it in the hex
        </label>
      </div>
      {ratioMissing ? (
        <ManualMode table="combat-ratio" type="type the besiegers’ ratio modifier for a siege combat">
          <input type="number" className="narrow" value={ratio} onChange={(e) => setRatio(Number(e.target.value))} aria-label="Siege combat ratio modifier" />
        </ManualMode>
      ) : null}
      <StackLoader s={s} power={attacker} loaded={b.stacks ?? []} onLoad={(x) => setB(withStack(b, x))} side="Attacker" />
      <StackLoader s={s} power={defender} loaded={garrison.stacks} onLoad={(x) => (setGarrison(withGarrisonStack(garrison, x)), name.trim() || pickName(x.where))} side="Defender" only={GARRISON_TYPES} title="Garrison" />
      <div className="lge-sides">
        <SideEditor f={b} set={setB} side="Attacker" bare title="Besiegers" />
        <GarrisonEditor troops={troops} set={(t) => setGarrison({ ...garrison, troops: t })} leaders={leaders} setLeaders={(l) => setGarrison({ ...garrison, leaders: l })} />
      </div>
      <SiegeOdds s={s} input={input} />
      <div className="lge-row">
        <button
          type="button"
          className="btn btn-primary btn-large"
          onClick={() =>
            void act('lge.siege.start', { attacker, defender, input }, 'Lay siege').then((ok) => {
              if (ok) onDone();
            })
          }
        >
          Lay siege
        </button>
        <button type="button" className="btn btn-quiet" onClick={onDone}>
          Cancel
        </button>
      </div>
    </Panel>
  );
}

export function SiegePanel({ s, b }: { s: LgeState; b: SiegeBattle }) {
  const act = useAct();
  const st = b.state;
  const [typed, setTyped] = useState<SiegeResult>('nothing');
  const send = (payload: Record<string, unknown>, what: string, physical?: number[][]) => void act('lge.siege.act', payload, what, physical);
  const kind = st.attempt.result === 'breach' ? 'Breach' : 'Assault';
  return (
    <>
      <Panel title={`Siege of ${b.where}`} className="lge-battle" aside={<span className="lge-round">Level {b.setup.level}</span>}>
        <p className="lge-facts">
          <Chip id={b.attacker} /> besieges <Chip id={b.defender} /> · {b.setup.strength} permanent point{b.setup.strength === 1 ? '' : 's'}
          {b.setup.destroyed ? ` (${b.setup.destroyed} destroyed)` : ''} · {b.setup.troops ? 'troops inside' : 'only its permanent points'} · attempt modifier {signed(b.setup.drm)} · {b.setup.mp.why}
        </p>
        {st.stage === 'attempt' ? (
          <>
            <SiegeOdds s={s} input={b.input} />
            <p className="lge-pending" aria-live="polite">
              The besieger rolls on the siege table, level {b.setup.level} column.
            </p>
            <div className="lge-row lge-actions">
              {b.setup.table ? (
                <DiceAction label={`Roll the siege attempt (${b.setup.table.dice}D6)`} hint={b.setup.table.dice === 2 ? '4 4' : '4'} onRoll={(p) => send({ type: 'attempt' }, 'Siege attempt', p)} />
              ) : (
                <ManualMode table="siege" detail={b.setup.tableMissing.slice(0, 2).join('; ')} type="type the result below" />
              )}
              <form
                className="inline-form lge-manual"
                onSubmit={(e) => {
                  e.preventDefault();
                  send({ type: 'attempt-result', result: typed }, 'Typed siege result');
                }}
              >
                <strong>Manual mode</strong>
                <select value={typed} onChange={(e) => setTyped(e.target.value as SiegeResult)} aria-label="Siege attempt result">
                  {SIEGE_RESULTS.map((r) => (
                    <option key={r} value={r}>
                      {SIEGE_RESULT_WORDS[r]}
                    </option>
                  ))}
                </select>
                <button type="submit" className="btn">
                  Record the typed result
                </button>
              </form>
            </div>
          </>
        ) : null}
        {st.outcome ? (
          <p className="lge-pending lge-big" aria-live="polite">
            {st.outcome.falls ? `${b.where} falls.` : `${b.where} holds.`}
          </p>
        ) : null}
        <BattleEnd over={st.stage === 'over'} log={st.log} s={s} />
      </Panel>
      {st.combat && st.stage === 'combat' ? (
        <LandPanel
          s={s}
          b={{ ...st.combat, where: b.where, input: {}, attacker: b.attacker, defender: b.defender }}
          send={(payload, what, physical) => send({ type: 'combat', step: payload }, what, physical)}
          embedded={`${kind}: siege combat at ${b.where} (one round, skirmish column)`}
        />
      ) : null}
    </>
  );
}
