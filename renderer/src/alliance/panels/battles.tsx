// Battles: record them, resolve them step by step, in the order the chooser picks.
import { useState } from 'react';
import type { AllianceState, BattleRecord, Seat } from '../../../../shared/games/alliance/state';
import { EMPIRES, MINORS } from '../../../../shared/games/alliance/data';
import { cx } from '../../components/ui';
import { BattleResolution } from '../battle/Resolution';
import { Chip, Panel, nameOf, useAct } from './parts';

const ALL_POWERS = [...EMPIRES, ...MINORS] as string[];

export function PowerSelect({ value, onChange, label, options = ALL_POWERS, empty = 'Power…' }: { value: string; onChange: (v: string) => void; label: string; options?: string[]; empty?: string }) {
  return (
    <select value={value} onChange={(e) => onChange(e.target.value)} aria-label={label}>
      <option value="">{empty}</option>
      <optgroup label="Empires">
        {options.filter((o) => (EMPIRES as readonly string[]).includes(o)).map((o) => (
          <option key={o} value={o}>
            {nameOf(o)}
          </option>
        ))}
      </optgroup>
      {options.some((o) => (MINORS as readonly string[]).includes(o)) ? (
        <optgroup label="Minors">
          {options.filter((o) => (MINORS as readonly string[]).includes(o)).map((o) => (
            <option key={o} value={o}>
              {nameOf(o)}
            </option>
          ))}
        </optgroup>
      ) : null}
    </select>
  );
}

function SideEditor({ side, list, setList }: { side: 'Attacker' | 'Defender'; list: string[]; setList: (l: string[]) => void }) {
  return (
    <div className="side-editor">
      <span className="side-label">{side}s</span>
      {list.map((p, i) => (
        <span key={i} className="side-pick">
          <PowerSelect value={p} onChange={(v) => setList(list.map((x, k) => (k === i ? v : x)))} label={`${side} ${i + 1}`} />
          {list.length > 1 ? (
            <button type="button" className="icon-btn" aria-label={`Remove ${side.toLowerCase()} ${i + 1}`} onClick={() => setList(list.filter((_, k) => k !== i))}>
              ×
            </button>
          ) : null}
        </span>
      ))}
      <button type="button" className="btn btn-small btn-quiet" onClick={() => setList([...list, ''])} aria-label={`Add another ${side.toLowerCase()}`}>
        + ally
      </button>
    </div>
  );
}

export function BattleForm({ s, collapsed }: { s: AllianceState; collapsed?: boolean }) {
  const act = useAct();
  const [open, setOpen] = useState(!collapsed);
  const [location, setLocation] = useState('');
  const [kind, setKind] = useState<'land' | 'coastal' | 'sea'>('land');
  const actor = s.order[s.actionIdx];
  const [attackers, setAttackers] = useState<string[]>([actor !== undefined ? s.seats[actor]!.empire : '']);
  const [defenders, setDefenders] = useState<string[]>(['']);
  if (!open) {
    return (
      <button type="button" className="btn btn-quiet" onClick={() => setOpen(true)}>
        + Record a battle…
      </button>
    );
  }
  return (
    <form
      className="battle-form"
      aria-label="Record a battle"
      onSubmit={(e) => {
        e.preventDefault();
        void act(
          'battle.add',
          { location: location.trim(), kind, attackers: attackers.filter(Boolean), defenders: defenders.filter(Boolean) },
          `Record the battle in ${location.trim() || '?'}`,
        ).then((ok) => {
          if (ok) {
            setLocation('');
            setDefenders(['']);
          }
        });
      }}
    >
      <div className="battle-form-row">
        <input type="text" placeholder="Region or sea, e.g. Ulm" maxLength={60} value={location} onChange={(e) => setLocation(e.target.value)} aria-label="Battle location" />
        <div className="seg" role="radiogroup" aria-label="Battle kind">
          {(['land', 'coastal', 'sea'] as const).map((k) => (
            <button key={k} type="button" role="radio" aria-checked={kind === k} className={cx('seg-btn', kind === k && 'on')} onClick={() => setKind(k)}>
              {k === 'land' ? 'Land' : k === 'coastal' ? 'Coastal' : 'Sea'}
            </button>
          ))}
        </div>
      </div>
      <SideEditor side="Attacker" list={attackers} setList={setAttackers} />
      <SideEditor side="Defender" list={defenders} setList={setDefenders} />
      <div className="battle-form-row">
        <button type="submit" className="btn btn-primary" disabled={!location.trim()}>
          Record battle
        </button>
        {collapsed ? (
          <button type="button" className="btn btn-quiet" onClick={() => setOpen(false)}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}

export function BattleList({ s, chooser }: { s: AllianceState; chooser?: Seat | null }) {
  const act = useAct();
  if (!s.battles.length) return null;
  const fighting = s.battles.some((b) => b.status === 'fighting');
  return (
    <ul className="battle-list" aria-label="Battles">
      {s.battles.map((b) => (
        <BattleItem key={b.id} b={b} s={s} chooser={chooser ?? null} anyFighting={fighting} act={act} />
      ))}
    </ul>
  );
}

function BattleItem({ b, s, chooser, anyFighting, act }: { b: BattleRecord; s: AllianceState; chooser: Seat | null; anyFighting: boolean; act: ReturnType<typeof useAct> }) {
  const inBattlePhase = s.position.stepId === 'battles';
  return (
    <li className={cx('battle', `battle-${b.status}`)} aria-label={`Battle in ${b.location}`}>
      <div className="battle-head">
        <span className="battle-loc">
          {b.location} <span className="battle-kind">{b.kind === 'sea' ? 'sea battle' : b.kind === 'coastal' ? 'coastal' : 'land'}</span>
        </span>
        <span className="battle-status">{b.status === 'resolved' ? (b.outcome === 'attacker-holds' ? 'Attacker holds' : 'Defender holds') : b.status === 'fighting' ? 'Being fought' : 'Pending'}</span>
      </div>
      <div className="battle-sides">
        {b.attackers.map((p) => (
          <Chip key={p} id={p} />
        ))}
        <span className="vs">attack</span>
        {b.defenders.map((p) => (
          <Chip key={p} id={p} />
        ))}
      </div>
      {b.status === 'pending' && inBattlePhase && chooser && !anyFighting ? (
        <button type="button" className="btn btn-primary" onClick={() => void act('battle.choose', { power: chooser.empire, battle: b.id }, `${nameOf(chooser.empire)} chooses ${b.location}`)} aria-label={`${nameOf(chooser.empire)} chooses the battle in ${b.location}`}>
          {nameOf(chooser.empire)} chooses this battle
        </button>
      ) : null}
      {b.status === 'fighting' || (b.status === 'pending' && !inBattlePhase) ? (
        <>
          <BattleResolution b={b} s={s} />
          <WhoHolds b={b} act={act} />
        </>
      ) : null}
      {b.status === 'resolved' && b.fight ? <BattleResolution b={b} s={s} /> : null}
    </li>
  );
}

/**
 * Recording who holds the region by hand. While the battle is being fought in the app, only its own controls
 * end it: recording by hand is one step away and says what it discards.
 */
function WhoHolds({ b, act }: { b: BattleRecord; act: ReturnType<typeof useAct> }) {
  const [asking, setAsking] = useState(false);
  const fought = b.status === 'fighting' && !!b.fight;
  const record = (outcome: 'attacker-holds' | 'defender-holds') => void act('battle.result', { battle: b.id, outcome }, `Result in ${b.location}`).then(() => setAsking(false));
  const buttons = (
    <>
      <button type="button" className={cx('btn', fought ? 'btn-danger' : 'btn-primary')} onClick={() => record('attacker-holds')} aria-label={`${b.attackers.map(nameOf).join(' + ')} hold${b.attackers.length === 1 ? 's' : ''}: attacker holds ${b.location}`}>
        <span className="btn-stack">
          <span>{b.attackers.map(nameOf).join(' + ')} hold{b.attackers.length === 1 ? 's' : ''}</span>
          <span className="btn-sub" aria-hidden="true">attacker</span>
        </span>
      </button>
      <button type="button" className={cx('btn', fought ? 'btn-danger' : 'btn-primary')} onClick={() => record('defender-holds')} aria-label={`${b.defenders.map(nameOf).join(' + ')} hold${b.defenders.length === 1 ? 's' : ''}: defender holds ${b.location}`}>
        <span className="btn-stack">
          <span>{b.defenders.map(nameOf).join(' + ')} hold{b.defenders.length === 1 ? 's' : ''}</span>
          <span className="btn-sub" aria-hidden="true">defender</span>
        </span>
      </button>
    </>
  );
  if (!fought) {
    return (
      <div className="battle-result" role="group" aria-label={`Who holds ${b.location}?`}>
        <span className="battle-q">Who holds {b.location}?</span>
        {buttons}
      </div>
    );
  }
  const round = b.fight!.state.round;
  return asking ? (
    <div className="battle-result battle-result-confirm" role="alertdialog" aria-label={`Record who holds ${b.location} by hand?`}>
      <p className="battle-q">
        Recording who holds {b.location} by hand ends the battle being fought here and discards it: {round > 1 ? `round${round === 2 ? '' : 's'} 1${round > 2 ? `–${round - 1}` : ''} fought and ` : ''}round {round}, in progress, with the losses and
        retreats entered in the app. Only the result is kept.
      </p>
      <div className="battle-result-buttons">
        {buttons}
        <button type="button" className="btn" onClick={() => setAsking(false)} autoFocus>
          Keep fighting
        </button>
      </div>
    </div>
  ) : (
    <div className="battle-result battle-result-quiet">
      <button type="button" className="btn btn-quiet btn-small" onClick={() => setAsking(true)}>
        Record who holds {b.location} by hand instead…
      </button>
    </div>
  );
}

export function BattlesPanel({ s }: { s: AllianceState }) {
  const act = useAct();
  const pending = s.battles.filter((b) => b.status !== 'resolved');
  const ci = s.order[s.chooserIdx];
  const chooser = pending.length && ci !== undefined ? s.seats[ci]! : null;
  const fighting = pending.some((b) => b.status === 'fighting');
  return (
    <Panel title="Battles">
      {chooser && !fighting ? (
        <div className="chooser-line">
          <span className="big-line">
            <Chip id={chooser.empire} /> chooses the next battle
          </span>
          <button type="button" className="btn" onClick={() => void act('battle.forfeit', { power: chooser.empire }, `${nameOf(chooser.empire)} forfeits the choice`)} aria-label={`${nameOf(chooser.empire)} forfeits the choice`}>
            Forfeit the choice
          </button>
        </div>
      ) : null}
      {!s.battles.length ? <p className="muted">No battles recorded this turn. Record any you missed below, or press Next.</p> : null}
      <BattleList s={s} chooser={chooser} />
      <BattleForm s={s} collapsed={s.battles.length > 0} />
    </Panel>
  );
}
