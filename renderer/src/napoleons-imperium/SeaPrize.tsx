// Sea prize entry for a sea battle recorded by hand: one "fleets surviving" box per nation that rolls (the host,
// or each nation of the winning combined fleet under the rule setting "each nation") [§19, A21].
import type { NiState } from '../../../shared/games/napoleons-imperium/state';
import { Nation } from './parts';
import { adj } from './nations';
import { prizeRollers } from './sea-prize';
import './fleets.css';

export function SeaPrizeFields({ s, winningSide, survivors, onChange, legend }: { s: NiState; winningSide: string[]; survivors: Record<string, number>; onChange: (next: Record<string, number>) => void; legend?: string }) {
  const rollers = prizeRollers(s, winningSide);
  const each = s.rules?.['combinedFleetPrize'] === 'each-nation';
  if (!rollers.length) return null;
  return (
    <fieldset className="ni-prize" aria-label={`Sea prize: fleets surviving${legend ? ` ${legend.charAt(0).toLowerCase()}${legend.slice(1)}` : ''}`}>
      <legend>
        {legend ? `${legend}: ` : ''}Sea prize, fleets surviving {each && rollers.length > 1 ? <span className="muted small">(each nation rolls for its own; the host’s roll counts first against the fleets sunk)</span> : <span className="muted small">(the host rolls)</span>}
      </legend>
      {rollers.map((n) => (
        <label key={n} className="ni-prize-row">
          <Nation id={n} short />
          <input type="number" min={0} max={200} className="narrow" value={survivors[n] || ''} placeholder="0" onChange={(e) => onChange({ ...survivors, [n]: Number(e.target.value) || 0 })} aria-label={`${adj(n)} fleets surviving`} />
        </label>
      ))}
    </fieldset>
  );
}
