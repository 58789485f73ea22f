// The one panel for a battle's losses still owed, whatever holds them (an Army, two fighting together, the
// Denmark/Norway Box): the chooser 13.4.4 names picks them by nationality (fleets where they fought); the next
// battle waits for them (cov.battle.losses) [13.4.4, 15.2, 15.3].
import { useState } from 'react';
import { armyLossesCheck, frontName, owedHave, owedName } from '../../../shared/games/congress-of-vienna/actions/war';
import { PIECES, PIECE_NAME, type Count, type Piece } from '../../../shared/games/congress-of-vienna/forces';
import { owedLosses, type CovState } from '../../../shared/games/congress-of-vienna/state';
import { sentence } from '../../../shared/format';
import { NumberField, useAct } from './parts';

/** A field's label: the nationality alone (the group names the Army), fleets by their name. */
const pieceLabel = (k: Piece) => (k === 'FLEET' ? 'British fleets' : PIECE_NAME[k]);

export function OwedLosses({ s }: { s: CovState }) {
  const act = useAct();
  const owed = owedLosses(s);
  if (!owed.length) return null;
  return (
    <section className="cov-owed" aria-label="Losses to choose">
      {owed.map(({ entry, side, owed: o }) => {
        const name = owedName(s, o);
        const what = o.fleets ? `unit${o.count === 1 ? '' : 's'} or fleet${o.count === 1 ? '' : 's'}` : `unit${o.count === 1 ? '' : 's'}`;
        return (
          <LossChoiceRow
            key={`${entry.id}:${side}`} group={`${name} losses`}
            heading={`${frontName(entry.front)}: ${sentence(o.chooser)} chooses the ${o.count} ${what} ${entry.front === 'DK' ? 'the battle there killed' : `${name} lost`}`}
            have={owedHave(s, side, o)} check={(c) => armyLossesCheck(s, entry.id, side, c)}
            onChoose={(c) => act('cov.battle.losses', { id: entry.id, side, units: c }, `${name} losses`)}
          />
        );
      })}
    </section>
  );
}

/** One number per nationality held (and fleets where they fought); the button waits until the numbers add up and says why until then [13.4.4]. */
function LossChoiceRow({ group, heading, have, check, onChoose }: {
  group: string; heading: string; have: Count; check: (c: Count) => string | null; onChoose: (c: Count) => unknown;
}) {
  const [units, setUnits] = useState<Count>({});
  const kinds = PIECES.filter((k) => (have[k] ?? 0) > 0);
  const picked: Count = Object.fromEntries(kinds.filter((k) => (units[k] ?? 0) > 0).map((k) => [k, units[k]!]));
  const why = check(picked);
  return (
    <div className="cov-loss-choice" role="group" aria-label={group}>
      <p className="cov-loss-heading"><strong>{heading}:</strong></p>
      <div className="cov-form-row">
        {kinds.map((k) => <NumberField key={k} label={pieceLabel(k)} value={units[k] ?? 0} min={0} max={have[k]!} onChange={(v) => setUnits({ ...units, [k]: v })} />)}
        <button type="button" className="btn btn-primary" disabled={!!why} title={why ?? ''} onClick={() => void onChoose(picked)}>Remove these losses</button>
      </div>
      {why ? <p className="small cov-warning">{why}</p> : null}
    </div>
  );
}
