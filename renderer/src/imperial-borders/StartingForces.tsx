// The Starting Forces' Land Units [Setup Step C], whose printed table is cut short: one form, in "Before you
// play" when a campaign begins and in the notice a campaign shows while a Nation's are not counted (a row left
// empty at the start, or a campaign begun before Land Units on the map were kept). One click counts them, logged.
import { useState } from 'react';
import type { CampaignView } from '../../../shared/ipc/contract';
import type { DataNeed } from '../../../shared/engine/types';
import { STARTING_LAND, nationName, startingLandOf, uncountedStartingForces, type IbState, type NationId, type StartingLand } from '../../../shared/games/imperial-borders/state';
import { startingForcesOff } from '../../../shared/games/imperial-borders/actions';
import { Nation, Stepper, ibState, useAct, usePending } from './parts';

const LABEL: Record<keyof StartingLand, string> = { halfInfantry: 'Half Infantry', fullInfantry: 'Full Infantry', cavalry: 'Cavalry', cannon: 'Cannon' };
const ZERO: StartingLand = { halfInfantry: 0, fullInfantry: 0, cavalry: 0, cannon: 0 };

/** One row per Nation, filled from the Starting Forces table where it has numbers; counted with one click. */
export function StartingForcesForm({ s, nations, hint = true }: { s: IbState; nations: readonly NationId[]; hint?: boolean }) {
  const act = useAct();
  const busy = usePending();
  const [counts, setCounts] = useState<Partial<Record<NationId, StartingLand>>>({});
  const known = (n: NationId): StartingLand => {
    const row = startingLandOf(s, n);
    if (row) return row;
    // A row cut short: what it has (France's and Austria's printed Half Infantry), zeros for the rest.
    const part = { ...ZERO };
    const cells = s.data?.tables['starting-forces']?.rows.find((r) => r.key === n)?.cells;
    for (const c of STARTING_LAND) if (typeof cells?.[c]?.v === 'number') part[c] = cells[c]!.v as number;
    return part;
  };
  const value = (n: NationId) => counts[n] ?? known(n);
  const total = (l: StartingLand) => STARTING_LAND.reduce((t, c) => t + l[c], 0);
  const submit = () => void act('ib.forces.starting', { forces: Object.fromEntries(nations.map((n) => [n, value(n)])) }, 'Count the Starting Forces').then((ok) => ok && setCounts({}));
  return (
    <form
      className="ib-starting"
      aria-label="Starting Forces"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {hint ? <p className="muted small">From the inside cover of each Nation’s Planning Map (the rulebook’s table stops after the Half Infantry row).</p> : null}
      <ul className="ib-starting-rows">
        {nations.map((n) => (
          <li key={n} className="ib-starting-row" aria-label={`${nationName(n)} Starting Forces`}>
            <Nation id={n} />
            {STARTING_LAND.map((c) => (
              <label key={c} className="ib-starting-count">
                <span className="small">{LABEL[c]}</span>
                <Stepper label={`${nationName(n)} ${LABEL[c]}`} value={value(n)[c]} max={40} onChange={(v) => setCounts({ ...counts, [n]: { ...value(n), [c]: v } })} />
              </label>
            ))}
            <span className="ib-starting-total">= <strong>{total(value(n))}</strong> Land Units</span>
          </li>
        ))}
      </ul>
      <button type="submit" className="btn btn-primary btn-large" disabled={busy || !nations.length}>
        Count these Starting Forces
      </button>
    </form>
  );
}

/** A campaign whose Land Units on the map lack some Nations' Starting Forces says so, with the form one click away. */
export function StartingForcesNotice({ s }: { s: IbState }) {
  const [open, setOpen] = useState(false);
  const missing = uncountedStartingForces(s);
  if (!missing.length) return null;
  const names = missing.map(nationName);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : names[0]!;
  return (
    <div className="ib-warn ib-notice" role="note" aria-label="Starting Forces not counted">
      <p>
        Land Units on the map: the Starting Forces of {list} are not counted (they were not entered when this campaign began), so {missing.length === 1 ? 'its count starts' : 'their counts start'} at 0, not at the Forces on the map.{' '}
        {!open ? (
          <button type="button" className="btn btn-small" onClick={() => setOpen(true)}>
            Enter the Starting Forces…
          </button>
        ) : null}
      </p>
      {open ? <StartingForcesForm s={s} nations={missing} /> : null}
    </div>
  );
}

/** A counted Nation's row changed in the data editor since: one click re-counts it, logged (as the Major Ports notice does). */
export function StartingForcesChangedNotice({ s }: { s: IbState }) {
  const act = useAct();
  const busy = usePending();
  const off = startingForcesOff(s);
  if (!off.length) return null;
  const sum = (l: StartingLand) => STARTING_LAND.reduce((t, c) => t + l[c], 0);
  return (
    <div className="ib-warn ib-notice" role="note" aria-label="Starting Forces changed">
      {off.map(({ nation, counted, inTable }) => (
        <p key={nation}>
          {nationName(nation)}’s Starting Forces in the data: {sum(inTable)} Land Units; counted in its Land Units on the map: {counted}.{' '}
          <button type="button" className="btn btn-small" disabled={busy} onClick={() => void act('ib.forces.starting', { forces: { [nation]: inTable } }, 'Count the Starting Forces')}>
            Count {sum(inTable)} Starting Land Units for {nationName(nation)}
          </button>
        </p>
      ))}
    </div>
  );
}

/** "Before you play": the Starting Forces still missing from the table, entered and counted here. */
export function StartingForcesNeed({ view, need }: { view: CampaignView; need: DataNeed }) {
  // The need's own words already say where the numbers come from.
  return <StartingForcesForm s={ibState(view)} nations={(need.rows ?? []) as NationId[]} hint={false} />;
}
