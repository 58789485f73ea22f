// The Stacks tab (optional visibility rule, §1.3: only the leader of a stack is visible): a power records a
// stack's contents through the sealed entry (pass the laptop; the log and everyone see only where it stands, the
// leader on top and an army marker, the counters under the stackSight reading); its owner opens it with the
// sealed look (the laptop passed to its player); in combat it is revealed (logged with its contents) and the
// land battle or siege set-up loads it, or the naval one a stack of fleets (§5.3.2.1).
import { useState } from 'react';
import type { StepProps } from '../games/types';
import { stackSightOf, stacksOf, visibleWords, type SavedStack, type StackContents } from '../../../shared/games/le-grand-empire/stacks';
import { POWER_NAMES, type Power } from '../../../shared/games/le-grand-empire/state';
import { SealedEntry, SealedLook, seatPlayer } from '../components/sealed/SealedEntry';
import { ClosedBattleStacks, FleetRows } from './Battles';
import { LeaderRows, UnitRows } from './UnitRows';
import { colourOf, lgeState, nameOf, PowerSelect, RowForm, useAct } from './parts';

type Unit = StackContents['units'][number];
const TYPES = ['corps', 'detachment', 'cossack', 'partisan', 'depot', 'fortress'] as const;
const blankUnit = (n: number): Required<Pick<Unit, 'id' | 'type' | 'steps' | 'artillery' | 'morale' | 'modifier'>> & { cavalry: NonNullable<Unit['cavalry']> } => ({ id: `corps-${n}`, type: 'corps', steps: 3, artillery: 1, morale: 3, modifier: 0, cavalry: 'none' });
const blankContents = (): StackContents => ({ units: [blankUnit(1)], leaders: [{ id: '', combat: 1 }], army: 0 });
const blankFleets = (): StackContents => ({ units: [], leaders: [], army: 0, fleets: [{ id: '', points: 3, bonus: 0, laden: 0, named: true }] });

/** Why these contents cannot be sealed yet, or null. */
export function contentsProblem(c: StackContents | undefined): string | null {
  if (!c) return 'Enter the stack’s units (or keep the contents recorded before).';
  if (c.fleets) {
    if (!c.fleets.length) return 'A naval stack holds at least one fleet.';
    if (c.fleets.length > 2) return 'At most two fleets stack together (§5.3.2.1).';
    // Each step carries at most 1 CP (§5.3.2.5).
    const heavy = c.fleets.find((f) => f.laden > f.points);
    if (heavy) return `${heavy.id || 'A fleet'}: ${heavy.laden} laden steps but ${heavy.points} point${heavy.points === 1 ? '' : 's'} (one combat point a step, §5.3.2.5).`;
    const decoy = c.fleets.find((f) => f.dummy && f.laden);
    if (decoy) return `${decoy.id || 'A dummy fleet'} is a dummy fleet (§10.6): it carries no troops.`;
  } else if (!c.units.length) return 'A stack holds at least one unit.';
  const names = [...c.units.map((u) => u.id.trim()), ...c.leaders.map((l) => l.id.trim()), ...(c.fleets ?? []).map((f) => f.id.trim())];
  if (names.some((x) => !x)) return c.fleets ? 'Give every fleet its admiral’s name.' : 'Give every unit and leader a name.';
  const twice = names.find((x, i) => names.indexOf(x) !== i);
  return twice ? `“${twice}” is named twice.` : null;
}

/** The leaders with a name only (an empty leader row is no leader). */
const cleaned = (c: StackContents): StackContents => ({ ...c, leaders: c.leaders.filter((l) => l.id.trim()) });

/** One power's private input of a stack's contents: land (its units, its leaders, the one on top first, an army marker) or up to two fleets. */
function ContentsInput({ who, value, set }: { who: string; value: StackContents; set: (c: StackContents) => void }) {
  const naval = !!value.fleets;
  return (
    <>
      <div className="lge-row" role="radiogroup" aria-label={`${who} stack: land or fleets`}>
        <label>
          <input type="radio" checked={!naval} onChange={() => set(blankContents())} /> Land units
        </label>
        <label>
          <input type="radio" checked={naval} onChange={() => set(blankFleets())} /> Fleets (at most two, §5.3.2.1)
        </label>
      </div>
      {naval ? (
        <FleetRows rows={value.fleets!} set={(rows) => set({ ...value, fleets: rows.map((r) => ({ laden: 0, named: true, ...r })) })} side={`${who} stack`} max={2} dummies />
      ) : (
        <LandInput who={who} value={value} set={set} />
      )}
    </>
  );
}

function LandInput({ who, value, set }: { who: string; value: StackContents; set: (c: StackContents) => void }) {
  const units = value.units.map((u) => ({ ...u, artillery: u.artillery ?? 0, modifier: u.modifier ?? 0, cavalry: u.cavalry ?? 'none' }));
  return (
    <div className="lge-stack-input">
      <UnitRows label={`${who} stack units`} who={`${who} stack unit`} units={units} set={(us) => set({ ...value, units: us.map((u) => ({ ...u, type: u.type as Unit['type'], cavalry: u.cavalry as Unit['cavalry'] })) })} types={TYPES} full keep={1} />
      <div className="lge-row">
        <button type="button" className="btn btn-small" onClick={() => set({ ...value, units: [...value.units, blankUnit(value.units.length + 1)] })}>
          Add a unit
        </button>
      </div>
      <LeaderRows who={`${who} stack`} leaders={value.leaders} set={(leaders) => set({ ...value, leaders })} firstNote="on top: everyone sees him" fresh={() => ({ id: '', combat: 1 })} placeholder={(i) => (i === 0 ? 'leader on top' : 'leader')} />
      <label className="lge-row">
        Army marker artillery{' '}
        <input type="number" className="narrow" min={0} max={10} value={value.army} onChange={(e) => set({ ...value, army: Math.max(0, Number(e.target.value) || 0) })} aria-label={`${who} stack army marker artillery (0: no army marker)`} />
      </label>
    </div>
  );
}

/** The contents as the owner reads them (the sealed look, or everyone once revealed). */
function ContentsList({ c }: { c: StackContents }) {
  return (
    <ul className="lge-mods">
      {(c.fleets ?? []).map((f) => (
        <li key={f.id}>
          {f.dummy ? (
            <>
              <strong>{f.id}</strong> a dummy fleet (§10.6): removed when revealed
            </>
          ) : (
            <>
              <strong>{f.id}</strong> fleet, {f.points} point{f.points === 1 ? '' : 's'}, bonus {f.bonus}
              {f.laden ? `, ${f.laden} laden` : ''}
            </>
          )}
        </li>
      ))}
      {c.leaders.map((l) => (
        <li key={l.id}>
          <strong>{l.id}</strong> leader, combat {l.combat}
        </li>
      ))}
      {c.units.map((u) => (
        <li key={u.id}>
          <strong>{u.id}</strong> {u.type}, {u.steps} step{u.steps === 1 ? '' : 's'}, art. {u.artillery ?? 0}, morale {u.morale}
          {u.modifier ? `, mod. ${u.modifier}` : ''}
          {u.cavalry && u.cavalry !== 'none' ? `, ${u.cavalry} cavalry` : ''}
        </li>
      ))}
      {c.army ? <li>Army marker, artillery {c.army}</li> : null}
    </ul>
  );
}

/** The sealed entry of one stack for its owner: a new one, or `again` recorded anew (moved, or its make-up changed). */
function RecordStack({ power, player, where, again, onDone }: { power: Power; player: string | undefined; where: string; again?: SavedStack; onDone: () => void }) {
  const act = useAct();
  const name = POWER_NAMES[power];
  return (
    <SealedEntry<StackContents>
      title={again ? `${name}: record the stack again, sealed (was at ${again.where})` : `${name}: record a stack at ${where}, sealed`}
      seats={[{ id: power, name, colour: colourOf(power), player }]}
      renderInput={(_seat, value, set) => (
        <>
          {again && !value ? (
            <button type="button" className="btn btn-small" onClick={() => set(again.contents)}>
              Start from the contents recorded before
            </button>
          ) : null}
          <ContentsInput who={name} value={value ?? blankContents()} set={set} />
        </>
      )}
      validate={(_seat, value) => contentsProblem(value && cleaned(value))}
      recordNote={`The log shows only where it stands, the leader on top, its counters and an army marker; only ${name} opens it (§1.3).`}
      onReveal={(entries) => {
        const contents = cleaned(entries[power]!);
        void act('lge.stack.record', { power, where, contents, ...(again ? { replaces: again.id } : {}) }, 'Record the stack, sealed').then(onDone);
      }}
      onCancel={onDone}
    />
  );
}

export function StacksTab({ view }: StepProps) {
  const s = lgeState(view);
  const act = useAct();
  const [power, setPower] = useState<string>('france');
  const [where, setWhere] = useState('');
  const [entering, setEntering] = useState<{ power: Power; where: string; again?: SavedStack } | null>(null);
  const list = stacksOf(s).list;
  const sight = stackSightOf(s.rules);
  if (s.rules?.enemyVisibility !== true) {
    return (
      <p className="muted" aria-label="Stacks">
        The optional rule “Enemy units visibility” (§1.3) is off: every stack may be examined, so none is recorded sealed. Turn it on in the rule settings to keep stacks here.
      </p>
    );
  }
  if (entering) return <RecordStack power={entering.power} player={seatPlayer(view, entering.power)} where={entering.where} {...(entering.again ? { again: entering.again } : {})} onDone={() => setEntering(null)} />;
  return (
    <div className="lge-stacks">
      <p className="muted">Only the leader of a stack is visible; its contents are shown in combat (§1.3). Each power records its stacks sealed: only it opens them.</p>
      {s.battles.map((_b, i) => (
        <ClosedBattleStacks key={i} s={s} battle={i} />
      ))}
      <RowForm className="inline-form lge-row" onSubmit={() => where.trim() && setEntering({ power: power as Power, where: where.trim() })}>
        <label>
          Stack of <PowerSelect value={power} onChange={setPower} label="Power whose stack it is" />
        </label>
        <label>
          at <input type="text" className="mid" value={where} onChange={(e) => setWhere(e.target.value)} placeholder="hex or town" aria-label="Where the stack stands" />
        </label>
        <button type="submit" className="btn btn-primary" disabled={!where.trim()}>
          Record {nameOf(power)}’s stack, sealed
        </button>
      </RowForm>
      {list.length ? (
        <ul className="lge-stack-list" aria-label="Stacks on the record">
          {list.map((x) => (
            <li key={x.id} className="lge-row" aria-label={`${nameOf(x.power)} stack ${visibleWords(x.where, x.contents, sight)}`}>
              <span>
                <strong>{nameOf(x.power)}</strong> {visibleWords(x.where, x.contents, sight)}
                {x.revealed ? <span className="muted"> · revealed {x.revealed}</span> : null}
              </span>
              {x.revealed ? (
                <ContentsList c={x.contents} />
              ) : (
                <SealedLook owner={nameOf(x.power)} player={seatPlayer(view, x.power)} what={`stack at ${x.where}`} title="Contents" colour={colourOf(x.power)}>
                  <ContentsList c={x.contents} />
                </SealedLook>
              )}
              {x.revealed ? null : (
                <button type="button" className="btn btn-small" onClick={() => void act('lge.stack.reveal', { id: x.id }, 'Reveal the stack')} title="Combat: the contents are shown to everyone and logged (§1.3)">
                  Reveal for combat
                </button>
              )}
              <button type="button" className="btn btn-small" onClick={() => setEntering({ power: x.power as Power, where: where.trim() || x.where, again: x })} title="Moved or changed: its owner enters it again, sealed (at the place typed above, or where it was)">
                Record again
              </button>
              <button type="button" className="btn btn-quiet btn-small" onClick={() => void act('lge.stack.remove', { id: x.id }, 'Take the stack off the record')} aria-label={`Take ${nameOf(x.power)}’s stack at ${x.where} off the record`}>
                Take off
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">No stack on the record.</p>
      )}
    </div>
  );
}
