// The homeland Victory Cities the rulebook does not print (3.4: they are on the map), asked for where they
// are needed: the table types the missing ones and, at Winter, the Gold is collected in the same click.
import { useState } from 'react';
import { incomeOf, type AllianceState } from '../../../shared/games/alliance/state';
import { POWERS } from '../../../shared/games/alliance/data';
import { useApp } from '../lib/store';
import { PowerSwatch } from '../components/ui';

const nameOf = (id: string) => POWERS.find((p) => p.id === id)?.name ?? id;
const colourOf = (id: string) => POWERS.find((p) => p.id === id)?.colour ?? '#888';

/** Empires (seats and their allied NPEs) whose homeland Victory Cities nobody has entered yet. */
export function missingHomelands(s: AllianceState): string[] {
  return [...new Set(s.seats.flatMap((x) => incomeOf(s, x).missing))];
}

/** `ahead`: in the "Before you play" list, ahead of the Winter (its own names, so the Winter's form stays the one named "needed"). */
export function MissingHomelands({ s, then, ahead }: { s: AllianceState; then?: { label: string; type: string; what: string }; ahead?: boolean }) {
  const act = useApp((st) => st.act);
  const missing = missingHomelands(s);
  const [vals, setVals] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  if (!missing.length) return null;
  const ready = missing.every((e) => /^\d+$/.test((vals[e] ?? '').trim()));
  const submit = async () => {
    setBusy(true);
    try {
      for (const e of missing) {
        const ok = await act('income.homeland', { power: e, value: Number(vals[e]) }, `${nameOf(e)} homeland Victory Cities`);
        if (!ok) return;
      }
      if (then) await act(then.type, {}, then.what);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="needed-now"
      aria-label={ahead ? 'Homeland Victory Cities for the Winter' : 'Homeland Victory Cities needed'}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {ahead ? null : (
        <p className="needed-now-lead">
          <strong>Needed now:</strong> the homeland Victory Cities of {missing.map(nameOf).join(', ')}. Add up the values printed on the map for each homeland’s cities
          (rulebook 3.4); they count in full.
        </p>
      )}
      <div className="needed-now-fields">
        {missing.map((e) => (
          <label key={e} className="needed-now-field">
            <PowerSwatch colour={colourOf(e)} /> {nameOf(e)}
            <input
              type="number"
              min={0}
              max={40}
              inputMode="numeric"
              className="narrow"
              value={vals[e] ?? ''}
              onChange={(ev) => setVals({ ...vals, [e]: ev.target.value })}
              aria-label={`${nameOf(e)}: homeland Victory Cities ${ahead ? 'for the Winter' : 'needed'}`}
            />
          </label>
        ))}
        <button type="submit" className="btn btn-primary" disabled={!ready || busy}>
          {then ? then.label : 'Enter them'}
        </button>
      </div>
    </form>
  );
}
