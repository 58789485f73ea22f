// The Winter Turn: income and holdings, negotiations.
import { useState } from 'react';
import type { CampaignView } from '../../../../shared/ipc/contract';
import type { AllianceState, Seat } from '../../../../shared/games/alliance/state';
import { EMPIRES, INCOME_KIND_LABEL, KNOWN_PLACES, type IncomeKind } from '../../../../shared/games/alliance/data';
import { PowerSwatch, cx } from '../../components/ui';
import { PowerSelect } from './battles';
import { Panel, colourOf, nameOf, useAct } from './parts';
import { Timer } from '../../components/Timer';
import { MissingHomelands, missingHomelands } from '../MissingHomelands';

export function WinterIncomePanel({ s, view }: { s: AllianceState; view: CampaignView }) {
  const act = useAct();
  return (
    <Panel
      title="Collect City and Sea Gold"
      aside={
        s.incomeCollected ? (
          <span className="done-tag">✓ Gold collected</span>
        ) : missingHomelands(s).length ? null : (
          <button type="button" className="btn btn-primary btn-large" onClick={() => void act('winter.collect', {}, 'Collect the Winter Gold')}>
            Collect Gold
          </button>
        )
      }
    >
      <p className="panel-lead">Homeland Victory Cities count in full; everything else held is added up and halved (rounded down). The same sum is each player’s VP.</p>
      {!s.incomeCollected ? <MissingHomelands s={s} then={{ label: 'Enter and collect Gold', type: 'winter.collect', what: 'Collect the Winter Gold' }} /> : null}
      <div className="income-grid">
        {s.seats.map((seat) => (
          <HoldingsCard key={seat.empire} s={s} seat={seat} income={incomeShown(view, seat.empire)} />
        ))}
      </div>
    </Panel>
  );
}

/** The Winter income to show, or "not entered" while a homeland value it needs is missing [3.4]. */
export function incomeShown(view: CampaignView, empire: string): number | string | null {
  const d = view.derived.find((x) => x.id === 'income' && x.power === empire);
  return d ? (d.missing ? 'not entered' : d.value) : null;
}

export function HoldingsCard({ s, seat, income }: { s: AllianceState; seat: Seat; income: number | string | null }) {
  const act = useAct();
  const empire = nameOf(seat.empire);
  const [homeland, setHomeland] = useState('');
  const [place, setPlace] = useState('');
  const [kind, setKind] = useState<IncomeKind>('enemy-vc');
  const [value, setValue] = useState('1');
  const listId = `places-${seat.empire}`;
  return (
    <div className="holdings" style={{ ['--power' as string]: colourOf(seat.empire) }} aria-label={`${empire} holdings`} role="group">
      <div className="holdings-head">
        <span>
          <PowerSwatch colour={colourOf(seat.empire)} /> <strong>{empire}</strong>
        </span>
        {income !== null ? (
          <span className="income-pill" aria-label={`${empire} Winter income ${income}`}>
            income <strong>{income}</strong>
          </span>
        ) : null}
      </div>
      <form
        className="homeland-row"
        onSubmit={(e) => {
          e.preventDefault();
          void act('income.homeland', { power: seat.empire, value: Number(homeland) }, `${empire} homeland Victory Cities`).then((ok) => ok && setHomeland(''));
        }}
      >
        <span className="hl-label">
          Homeland VCs: <strong className={cx(seat.homelandVP === null && 'missing')}>{seat.homelandVP ?? 'not entered'}</strong>
          {seat.homelandSource === 'rulebook' ? <span className="muted small"> (rulebook)</span> : null}
        </span>
        <input type="number" min={0} max={40} className="narrow" value={homeland} placeholder="VP" onChange={(e) => setHomeland(e.target.value)} aria-label={`${empire} homeland Victory Cities`} />
        <button type="submit" className="btn btn-small" disabled={homeland === ''} aria-label={`Set ${empire} homeland Victory Cities`}>
          Set
        </button>
      </form>
      {EMPIRES.filter((e) => s.allegiance[e] === seat.empire && !s.seats.some((x) => x.empire === e)).map((e) => (
        <NpeHomelandRow key={e} s={s} npe={e} ally={empire} />
      ))}
      {seat.income.length ? (
        <ul className="held-list" aria-label={`${empire} cities and seas held`}>
          {seat.income.map((i) => (
            <li key={i.id}>
              <span>
                {i.name} <span className="muted small">{INCOME_KIND_LABEL[i.kind]}</span>
              </span>
              <span className="num">{i.value}</span>
              <button type="button" className="icon-btn" aria-label={`Remove ${i.name} from ${empire}`} onClick={() => void act('income.remove', { power: seat.empire, id: i.id }, `Remove ${i.name}`)}>
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted small">No cities or seas held beyond the homeland.</p>
      )}
      <form
        className="held-add"
        onSubmit={(e) => {
          e.preventDefault();
          void act('income.add', { power: seat.empire, name: place.trim(), kind, value: Number(value) }, `${empire} holds ${place.trim()}`).then((ok) => {
            if (ok) {
              setPlace('');
              setValue('1');
            }
          });
        }}
      >
        <input
          type="text"
          list={listId}
          placeholder="City or sea"
          value={place}
          maxLength={60}
          onChange={(e) => {
            setPlace(e.target.value);
            const known = KNOWN_PLACES.find((k) => k.name.toLowerCase() === e.target.value.toLowerCase());
            if (known) {
              setKind(known.kind);
              setValue(String(known.value));
            }
          }}
          aria-label={`${empire}: city or sea held`}
        />
        <datalist id={listId}>
          {KNOWN_PLACES.map((k) => (
            <option key={k.name} value={k.name}>
              {INCOME_KIND_LABEL[k.kind]}, {k.value}
            </option>
          ))}
        </datalist>
        <select value={kind} onChange={(e) => setKind(e.target.value as IncomeKind)} aria-label={`${empire}: kind of holding`}>
          {Object.entries(INCOME_KIND_LABEL).map(([k, l]) => (
            <option key={k} value={k}>
              {l}
            </option>
          ))}
        </select>
        <input type="number" min={0} max={20} className="narrow" value={value} onChange={(e) => setValue(e.target.value)} aria-label={`${empire}: value`} />
        <button type="submit" className="btn btn-small" disabled={!place.trim()} aria-label={`Add holding to ${empire}`}>
          Add
        </button>
      </form>
    </div>
  );
}

/** An allied NPE's homeland Victory Cities count (halved) for its ally without occupation [3.4]. */
function NpeHomelandRow({ s, npe, ally }: { s: AllianceState; npe: string; ally: string }) {
  const act = useAct();
  const [value, setValue] = useState('');
  const npeName = nameOf(npe);
  const h = s.npeHomeland[npe];
  return (
    <form
      className="homeland-row"
      onSubmit={(e) => {
        e.preventDefault();
        void act('income.homeland', { power: npe, value: Number(value) }, `${npeName} homeland Victory Cities`).then((ok) => ok && setValue(''));
      }}
    >
      <span className="hl-label">
        {npeName} VCs <span className="muted small">(allied NPE, counted for {ally})</span>: <strong className={cx(!h && 'missing')}>{h ? h.value : 'not entered'}</strong>
      </span>
      <input type="number" min={0} max={40} className="narrow" value={value} placeholder="VP" onChange={(e) => setValue(e.target.value)} aria-label={`${npeName} homeland Victory Cities`} />
      <button type="submit" className="btn btn-small" disabled={value === ''} aria-label={`Set ${npeName} homeland Victory Cities`}>
        Set
      </button>
    </form>
  );
}

export function NegotiationsPanel({ s }: { s: AllianceState }) {
  const act = useAct();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const seats = s.seats.map((x) => x.empire as string);
  return (
    <Panel title="Alliance negotiations">
      <div className="negotiations-head">
        <p className="panel-lead">Up to 10 minutes away from the table; anything but cards may change hands. Record Gold here and NPE or Minor changes on the status board.</p>
        <Timer minutes={10} label="Negotiations: up to 10 minutes [6.2]" resetKey={String(s.position.turn)} upText="Time! Back to the table." />
      </div>
      <form
        className="inline-form"
        aria-label="Give Gold"
        onSubmit={(e) => {
          e.preventDefault();
          void act('gold.transfer', { from, to, amount: Number(amount), reason }, 'Give Gold').then((ok) => ok && (setAmount(''), setReason('')));
        }}
      >
        <PowerSelect value={from} onChange={setFrom} label="Gold from" options={seats} empty="From…" />
        <span>gives</span>
        <input type="number" min={1} className="narrow" placeholder="Gold" value={amount} onChange={(e) => setAmount(e.target.value)} aria-label="Gold amount" />
        <span>Gold to</span>
        <PowerSelect value={to} onChange={setTo} label="Gold to" options={seats} empty="To…" />
        <input type="text" placeholder="For… (optional)" maxLength={120} value={reason} onChange={(e) => setReason(e.target.value)} aria-label="What for" />
        <button type="submit" className="btn btn-primary" disabled={!from || !to || !amount}>
          Give Gold
        </button>
      </form>
    </Panel>
  );
}
