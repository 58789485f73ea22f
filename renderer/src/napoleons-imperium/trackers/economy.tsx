// The Economy tab: each nation's economy line and budget, and the bankers.
import { useState } from 'react';
import type { CampaignView } from '../../../../shared/ipc/contract';
import type { DerivedValue } from '../../../../shared/engine/types';
import type { NiState } from '../../../../shared/games/napoleons-imperium/state';
import { cx } from '../../components/ui';
import { Nation, useAct } from '../parts';
import { ALLIANCES, ALLIANCE_NAME, allianceOf, capitalCaptured, empire, fmt, isNation, orderOf } from '../nations';

export function Breakdown({ d, label }: { d: DerivedValue; label: string }) {
  return (
    <table className="ni-breakdown" aria-label={label}>
      <tbody>
        {d.breakdown.map((b, i) => (
          <tr key={i}>
            <td>
              {b.label}
              {b.note ? <span className="muted small"> · {b.note}</span> : null}
            </td>
            <td className="num">{i === 0 || /^(Forfeited|Left)/.test(b.label) ? fmt(b.value) : `${b.value >= 0 ? '+' : '−'}${fmt(Math.abs(b.value))}`}</td>
          </tr>
        ))}
        <tr className="total">
          <td>
            = {d.formula} <span className="muted small">[{d.cite.join(', ')}]</span>
          </td>
          <td className="num">{fmt(d.value)}</td>
        </tr>
      </tbody>
    </table>
  );
}

function Bankers({ view, s }: { view: CampaignView; s: NiState }) {
  const act = useAct();
  const players = view.header.players;
  return (
    <div className="ni-bankers-line" role="group" aria-label="Bankers">
      <span className="small">Bankers check purchases and shuffle the opposing side’s decks [§3C]:</span>
      {ALLIANCES.map((a) => (
        <label key={a} className="small">
          {a === 'french' ? 'French Imperial' : 'British Coalition'}{' '}
          <select value={s.bankers[a] ?? ''} onChange={(e) => e.target.value && void act('setup.banker', { alliance: a, player: e.target.value }, `${ALLIANCE_NAME[a]} Banker`)} aria-label={`${ALLIANCE_NAME[a]} Banker`}>
            <option value="">{players.length >= 4 ? 'to appoint' : 'not needed'}</option>
            {players
              .filter((p) => p.powers.some((x) => isNation(x) && allianceOf(s, x) === a))
              .map((p) => (
                <option key={p.name} value={p.name}>
                  {p.name}
                </option>
              ))}
          </select>
        </label>
      ))}
    </div>
  );
}

export function EconomyTab({ view, s }: { view: CampaignView; s: NiState }) {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <>
    <Bankers view={view} s={s} />
    <table className="ni-table ni-econ" aria-label="Economy lines">
      <thead>
        <tr>
          <th>Nation</th>
          <th className="num">Economy line</th>
          <th>Changes</th>
          <th className="num">Budget this turn</th>
          <th>Purchase Tray</th>
        </tr>
      </thead>
      <tbody>
        {orderOf(s).map((n) => {
          const e = view.derived.find((d) => d.id === 'economy' && d.power === n);
          const b = view.derived.find((d) => d.id === 'budget' && d.power === n);
          const changes = e ? e.breakdown.slice(1) : [];
          const tray = s.nations[n].tray.reduce((a, t) => a + t.count, 0);
          return [
            <tr key={n} className={cx(s.nations[n].eliminated && 'ni-out')} aria-label={`${empire(n)} economy`}>
              <td>
                <Nation id={n} short />
                {capitalCaptured(s, n) ? <span className="ni-flag-tag">exile</span> : null}
              </td>
              <td className="num">
                <button type="button" className="ni-big-link" aria-expanded={open === n} onClick={() => setOpen(open === n ? null : n)} aria-label={`${empire(n)} economy line ${e?.value ?? '?'}: show how`}>
                  {e ? fmt(e.value) : '?'}
                </button>
              </td>
              <td className="small">{changes.length ? changes.map((c) => `${c.label} ${c.value >= 0 ? '+' : '−'}${fmt(Math.abs(c.value))}`).join('; ') : <span className="muted">as at the start</span>}</td>
              <td className="num">{b ? fmt(b.value) : <span className="muted">—</span>}</td>
              <td className="small">{tray ? `${tray} unit${tray === 1 ? '' : 's'}` : <span className="muted">empty</span>}</td>
            </tr>,
            open === n ? (
              <tr key={`${n}-why`} className="ni-why-row">
                <td colSpan={5}>
                  {e ? <Breakdown d={e} label={`${empire(n)} economy line breakdown`} /> : null}
                  {b ? <Breakdown d={b} label={`${empire(n)} budget breakdown`} /> : null}
                </td>
              </tr>
            ) : null,
          ];
        })}
      </tbody>
    </table>
    </>
  );
}
