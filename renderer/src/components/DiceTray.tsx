// The dice tray: roll any dice from the campaign's stream, or type in the table's dice.
import { useEffect, useRef, useState } from 'react';
import type { CampaignView } from '../../../shared/ipc/contract';
import { useApp } from '../lib/store';
import { diceTotal, trayHistory } from '../lib/log';
import { parseFaces } from '../lib/dice';
import { DiceFaces, DieIcon, Kbd, cx } from './ui';

const SIDES = [4, 6, 8, 10, 12, 20, 100];
const MAX_DICE = 40;

/** The number of dice typed, or the reason it is not one the tray can roll. */
export function diceCount(text: string): { ok: true; count: number } | { ok: false; why: string } {
  const t = text.trim();
  if (!/^-?\d+$/.test(t)) return { ok: false, why: 'Type how many dice to roll, a whole number from 1 to 40.' };
  const n = Number(t);
  if (n < 1) return { ok: false, why: `${n} dice cannot be rolled: roll at least 1.` };
  if (n > MAX_DICE) return { ok: false, why: `The tray rolls at most ${MAX_DICE} dice at once (not ${n}): roll them in groups.` };
  return { ok: true, count: n };
}

export function DiceTray({ view }: { view: CampaignView }) {
  const act = useApp((s) => s.act);
  const rollRequest = useApp((s) => s.diceRollRequest);
  const refusal = useApp((s) => s.refusal);
  const [countText, setCountText] = useState(String(view.usualRoll.count));
  const [sides, setSides] = useState(view.usualRoll.sides);
  const counted = diceCount(countText);
  const count = counted.ok ? counted.count : 0;
  const [purpose, setPurpose] = useState('');
  const [table, setTable] = useState(false);
  const [faces, setFaces] = useState('');
  const [local, setLocal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const history = trayHistory(view.log);
  const latest = history[0];
  const seenRequest = useRef(rollRequest);
  // A file open read-only (for review, or after a fault) takes no rolls: main would refuse them.
  const closed = !!view.readOnly || !!view.changedOnDisk;

  const roll = async () => {
    if (busy || closed) return;
    setLocal(null);
    if (!counted.ok) {
      setLocal(counted.why);
      return;
    }
    let physical: number[][] | undefined;
    if (table) {
      const f = parseFaces(faces, sides);
      if (!f) {
        setLocal(`Type the ${count} face${count === 1 ? '' : 's'} you threw, e.g. ${sides <= 9 ? '3 5' : '12 7'}.`);
        return;
      }
      physical = [f];
    }
    setBusy(true);
    try {
      const ok = await act('dice.tray', { count, sides, purpose: purpose.trim() || 'Dice tray' }, table ? 'Enter the table’s dice' : 'Roll the dice', physical);
      if (ok && table) setFaces('');
    } finally {
      setBusy(false);
    }
  };

  useEffect(() => {
    if (rollRequest !== seenRequest.current) {
      seenRequest.current = rollRequest;
      void roll();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rollRequest]);

  const trayRefusal = refusal && (refusal.what === 'Roll the dice' || refusal.what === 'Enter the table’s dice') ? refusal.message : null;

  return (
    <section className="tray card" aria-labelledby="tray-h">
      <header className="card-head">
        <h2 id="tray-h">Dice tray</h2>
        <div className="card-actions">
          <label className="toggle">
            <input type="checkbox" checked={table} onChange={(e) => setTable(e.target.checked)} aria-label="Enter dice thrown at the table" /> Table dice
          </label>
        </div>
      </header>
      <form
        className="tray-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void roll();
        }}
      >
        <div className="tray-row">
          <input
            className="tray-count"
            type="number"
            min={1}
            max={MAX_DICE}
            value={countText}
            onChange={(e) => {
              setCountText(e.target.value);
              setLocal(null);
            }}
            aria-label="Number of dice"
            aria-invalid={!counted.ok}
          />
          <select value={sides} onChange={(e) => setSides(Number(e.target.value))} aria-label="Kind of die">
            {(SIDES.includes(sides) ? SIDES : [...SIDES, sides].sort((a, b) => a - b)).map((s) => (
              <option key={s} value={s}>
                d{s}
              </option>
            ))}
          </select>
          <input className="tray-purpose" type="text" placeholder="What for?" maxLength={120} value={purpose} onChange={(e) => setPurpose(e.target.value)} aria-label="What the roll is for" />
        </div>
        {table ? (
          <div className="tray-row">
            <input className="tray-faces" type="text" inputMode="numeric" placeholder={`Faces thrown, e.g. ${sides <= 9 ? '3 5' : '12 7'}`} value={faces} onChange={(e) => setFaces(e.target.value)} aria-label="Faces thrown at the table" />
            <button type="submit" className="btn btn-primary" disabled={busy || closed}>
              Record dice
            </button>
          </div>
        ) : (
          <button type="submit" className="btn btn-primary btn-roll" disabled={busy || closed} aria-keyshortcuts="R" title={closed ? 'Nothing is written to this file: no rolls here' : 'Roll (R)'}>
            <DieIcon /> {counted.ok ? `Roll ${count}d${sides}` : 'Roll'}
          </button>
        )}
        {local || trayRefusal ? (
          <p className="tray-error" role="alert">
            {local ?? trayRefusal}
          </p>
        ) : null}
      </form>
      {latest?.dice?.[0] ? (
        <div className="tray-result" aria-label="Last roll">
          <DiceFaces faces={latest.dice[0].faces} sides={latest.dice[0].sides} source={latest.dice[0].source} size={latest.dice[0].faces.length > 6 ? 'sm' : 'lg'} />
          <div className="tray-total">
            <span className="muted small">{latest.dice[0].purpose}</span>
            <span>
              = <strong>{diceTotal(latest.dice[0].faces)}</strong>
            </span>
          </div>
        </div>
      ) : null}
      {history.length > 1 ? (
        <details className="tray-history">
          <summary>Earlier rolls ({history.length - 1})</summary>
          <ol>
            {history.slice(1, 12).map((r) => (
              <li key={r.seq} className={cx(r.status === 'undone' && 'undone')}>
                <span className="muted small">#{r.seq}</span> {r.dice?.[0]?.purpose}: {r.dice?.[0]?.faces.join(', ')} = {diceTotal(r.dice?.[0]?.faces ?? [])}
                {r.status === 'undone' ? ' (undone)' : ''}
              </li>
            ))}
          </ol>
        </details>
      ) : null}
      <p className="tray-note">
        <Kbd>R</Kbd> rolls. Undo and redo keep the same dice; a new roll continues the stream, so no roll can be re-rolled for a better result.
      </p>
    </section>
  );
}
