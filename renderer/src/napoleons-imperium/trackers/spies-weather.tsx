// The Spies and Weather tabs (optional rules).
import type { CampaignView } from '../../../../shared/ipc/contract';
import type { NiState } from '../../../../shared/games/napoleons-imperium/state';
import { cx } from '../../components/ui';
import { Nation } from '../parts';
import { capitalName, empire, orderOf, yearOf } from '../nations';

export function SpiesTab({ s }: { s: NiState }) {
  return (
    <table className="ni-table" aria-label="Spies">
      <thead>
        <tr>
          <th>Spy</th>
          <th>Where</th>
          <th>Stolen ability</th>
        </tr>
      </thead>
      <tbody>
        {orderOf(s).map((n) => {
          const spy = s.nations[n].spy;
          const home = spy.location.toLowerCase() === capitalName(s, n).toLowerCase();
          return (
            <tr key={n} className={cx(!spy.alive && 'ni-out')}>
              <td>
                <Nation id={n} short />
              </td>
              <td>{spy.alive ? `${spy.location}${home ? ' (home)' : ''}` : 'dead'}</td>
              <td className="small">
                {spy.stolen ? `${empire(spy.stolen.from)}’s ${spy.stolen.stat.replace('-', ' ')} ${spy.stolen.value} — ${home ? 'in force' : 'in force once home'}` : spy.pending ? 'success: ability to choose' : '—'}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The year's weather effects by nation, as the status board has them (nothing in fine weather). */
export function WeatherEffects({ view, year }: { view: CampaignView; year: number }) {
  const effects = view.statusBoard.find((g) => g.group.startsWith(`Weather ${year}`));
  if (!effects) return null;
  return (
    <table className="ni-table" aria-label="Weather effects by nation">
      <tbody>
        {effects.rows.map((r) => (
          <tr key={r.label}>
            <th scope="row">{r.label}</th>
            <td>{r.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function WeatherTab({ view, s }: { view: CampaignView; s: NiState }) {
  const y = yearOf(s.position.turn);
  const w = s.weather[String(y)];
  const effects = view.statusBoard.some((g) => g.group.startsWith(`Weather ${y}`));
  return (
    <div className="ni-tab-body">
      <p className="big-line">
        {y}: {w ? w[0]!.toUpperCase() + w.slice(1) : 'not yet rolled'}
        {w === 'snow' ? ' — the Baltic is frozen' : ''}
      </p>
      <p className="small">History: {Object.entries(s.weather).sort().map(([yy, ww]) => `${yy} ${ww}`).join(' · ')}</p>
      {effects ? <WeatherEffects view={view} year={y} /> : <p className="muted small">Fine weather: no effects.</p>}
    </div>
  );
}
