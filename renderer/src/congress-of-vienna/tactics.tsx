// OHR 15.5 in the battle panel: the matrix of P(win) over both sides' Tactical Chits (public, shown before the
// choice since the chits are hidden), the secret pick on one laptop through SealedEntry (or the two chits typed
// when they were revealed at the table), and a Napoleon or Wellington reselection [15.5].
import { useState } from 'react';
import type { CampaignView } from '../../../shared/ipc/contract';
import type { CovBattleState, Side, TacticsOdds } from '../../../shared/games/congress-of-vienna/battle';
import { sideSays } from '../../../shared/games/congress-of-vienna/battle';
import { POWER_COLOUR, type Power } from '../../../shared/games/congress-of-vienna/state';
import { SealedEntry } from '../components/sealed/SealedEntry';
import { pct } from '../odds/format';
import { cx } from '../components/ui';
import { seatName, signed } from './parts';

const RESULT_WORD = { normal: '', 'no-major': 'No major victory/defeat*', 'no-battle': 'No Battle' } as const;

/** Rows: France's chits; columns: the Allies' chits; each cell the pair's exact odds and DRMs [15.5]. */
export function TacticsMatrix({ t, chosen }: { t: TacticsOdds; chosen?: { french: number; allied: number } | null }) {
  if (!t.matrix) return null;
  return (
    <div className="cov-tactics-wrap">
      <table className="cov-tactics" aria-label="Tactical Matrix odds">
        <caption>
          Chance of victory for each pair of Tactical Chits: <span className="cov-odds-fr">France</span> above, <span className="cov-odds-al">the Allies</span> below
          {t.missing.length ? <span className="muted"> — {t.missing.length} pair{t.missing.length === 1 ? '' : 's'} not entered in Game data</span> : null}
        </caption>
        <thead>
          <tr>
            <th scope="col" className="cov-tactics-corner">France ↓<br />Allies →</th>
            {t.chits.allied.map((c) => <th key={c} scope="col">{c}</th>)}
          </tr>
        </thead>
        <tbody>
          {t.matrix.map((row, f) => (
            <tr key={f}>
              <th scope="row">{t.chits.french[f]}</th>
              {row.map((cell, a) => {
                const name = `${t.chits.french[f]} against ${t.chits.allied[a]}`;
                const on = chosen?.french === f && chosen.allied === a;
                if (!cell) return <td key={a} className="cov-tactics-none" aria-label={`${name}: not entered`}>—</td>;
                const label = cell.result === 'no-battle' ? `${name}: No Battle` : `${name}: France wins ${pct(cell.frenchWins)}, the Allies win ${pct(cell.alliedWins)}${cell.result === 'no-major' ? ', no Major Battle VP' : ''}`;
                return (
                  <td key={a} className={cx(on && 'on', cell.result !== 'normal' && 'cov-tactics-special')} aria-label={label} title={`DRM France ${signed(cell.drm.french)}, the Allies ${signed(cell.drm.allied)}${cell.reselect ? `; ${cell.reselect === 'french' ? 'France' : 'the Allies'} may demand a reselection` : ''}`}>
                    {cell.result === 'no-battle' ? (
                      <span className="cov-tactics-word">No Battle</span>
                    ) : (
                      <>
                        <span className="cov-odds-fr">{pct(cell.frenchWins)}</span>
                        <span className="cov-odds-al">{pct(cell.alliedWins)}{cell.result === 'no-major' ? '*' : ''}</span>
                      </>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="small muted">* No major victory/defeat: no Major Battle VP whatever the sizes. Picking a “Retreat” chit never makes an Army withdraw [15.5].</p>
    </div>
  );
}

function ChitPicker({ chits, value, set, label }: { chits: string[]; value: number | undefined; set: (n: number) => void; label: string }) {
  return (
    <div className="seg cov-chits" role="radiogroup" aria-label={label}>
      {chits.map((c, i) => (
        <button key={i} type="button" role="radio" aria-checked={value === i + 1} className={cx('seg-btn', value === i + 1 && 'on')} onClick={() => set(i + 1)}>
          {c}
        </button>
      ))}
    </div>
  );
}

/** The Tactical Chits step: secret entry on this laptop, or the revealed chits typed by the referee. */
export function TacticsStep({ view, b, t, send }: { view: CampaignView; b: CovBattleState; t: TacticsOdds; send: (action: unknown, what: string) => void }) {
  const [atTable, setAtTable] = useState(false);
  const [fr, setFr] = useState<number | undefined>();
  const [al, setAl] = useState<number | undefined>();
  const owner = (b.input.allied?.owner ?? 'BR') as Power;
  const seats = [
    { id: 'french', name: seatName(view, 'FR'), colour: POWER_COLOUR.FR },
    { id: 'allied', name: `The Allies: ${seatName(view, owner)}`, colour: POWER_COLOUR[owner] },
  ];
  const chitsOf = (side: string) => (side === 'french' ? t.chits.french : t.chits.allied);
  return (
    <div className="cov-tactics-step">
      {atTable ? (
        <div className="cov-form-row" aria-label="Chits revealed at the table">
          <ChitPicker chits={t.chits.french} value={fr} set={setFr} label="France's Tactical Chit" />
          <ChitPicker chits={t.chits.allied} value={al} set={setAl} label="The Allies' Tactical Chit" />
          <button type="button" className="btn btn-primary" disabled={!fr || !al} onClick={() => send({ type: 'tactics', french: fr, allied: al }, 'Tactical Chits')}>
            Record the revealed chits
          </button>
          <button type="button" className="btn btn-quiet" onClick={() => setAtTable(false)}>Pick in secret on this laptop</button>
        </div>
      ) : (
        <>
          <SealedEntry<number>
            title="Tactical Chits"
            seats={seats}
            renderInput={(seat, value, set) => <ChitPicker chits={chitsOf(seat.id)} value={value} set={set} label={`${seat.name}: Tactical Chit`} />}
            validate={(_seat, v) => (v ? null : 'Pick one Tactical Chit.')}
            renderReveal={(e) => (
              <p className="big-line">
                France: <strong>{t.chits.french[e['french']! - 1]}</strong> · the Allies: <strong>{t.chits.allied[e['allied']! - 1]}</strong>
                {t.matrix?.[e['french']! - 1]?.[e['allied']! - 1]?.result && t.matrix[e['french']! - 1]![e['allied']! - 1]!.result !== 'normal' ? ` — ${RESULT_WORD[t.matrix[e['french']! - 1]![e['allied']! - 1]!.result]}` : ''}
              </p>
            )}
            onReveal={(e) => send({ type: 'tactics', french: e['french'], allied: e['allied'] }, 'Tactical Chits')}
          />
          <button type="button" className="btn btn-quiet" onClick={() => setAtTable(true)}>Chits revealed at the table: type them</button>
        </>
      )}
    </div>
  );
}

export function ReselectStep({ b, t, send }: { b: CovBattleState; t: TacticsOdds; send: (action: unknown, what: string) => void }) {
  const side = b.side as Side;
  const who = t.reselect?.commander ?? (side === 'french' ? 'Napoleon' : 'Wellington');
  return (
    <div className="cov-form-row">
      <button type="button" className="btn btn-large" onClick={() => send({ type: 'reselect', demand: true }, 'Reselection')}>{who}: both sides reselect</button>
      <button type="button" className="btn btn-large btn-quiet" onClick={() => send({ type: 'reselect', demand: false }, 'No reselection')}>{sideSays(side, 'keep')} these chits</button>
    </div>
  );
}
