// Small pieces the Congress of Vienna panels share: the panel frame, Power chips, the act hook, and the
// dice buttons (the app's seeded dice, or the faces thrown at the table).
import { useState, type ReactNode } from 'react';
import type { CampaignView } from '../../../shared/ipc/contract';
import { POWER_COLOUR, POWER_NAME, type CovState, type Power } from '../../../shared/games/congress-of-vienna/state';
import { useApp } from '../lib/store';
import { DieIcon, PowerChip, cx } from '../components/ui';
import { seatPlayer } from '../components/sealed/SealedEntry';

export const st = (view: CampaignView) => view.state as CovState;
export const useAct = () => useApp((s) => s.act);

export function Panel({ title, children, className, aside }: { title: string; children: ReactNode; className?: string; aside?: ReactNode }) {
  return (
    <section className={cx('card', 'step-panel', 'cov-panel', className)} aria-label={title}>
      <header className="card-head">
        <h2>{title}</h2>
        {aside ? <div className="card-actions">{aside}</div> : null}
      </header>
      <div className="card-body">{children}</div>
    </section>
  );
}

export function Chip({ p }: { p: Power }) {
  return <PowerChip name={POWER_NAME[p]} colour={POWER_COLOUR[p]} />;
}

/** Power with its player when a seat holds several: "Russia (Bo)". */
export function seatName(view: CampaignView, p: Power): string {
  const pl = seatPlayer(view, p);
  return pl ? `${POWER_NAME[p]} (${pl})` : POWER_NAME[p];
}

/** "3 4 | 6" → [[3, 4], [6]] checked against the groups wanted (d6). */
export function readDice(text: string, groups: number[]): { faces: number[][] | null; problem: string | null } {
  if (!text.trim()) return { faces: null, problem: null };
  const parts = text.split('|').map((g) => g.trim().split(/[\s,+]+/).filter(Boolean).map(Number));
  if (parts.length !== groups.length) return { faces: null, problem: `${groups.length} group${groups.length === 1 ? '' : 's'} of dice, separated by |` };
  for (const [i, g] of parts.entries()) {
    if (g.length !== groups[i]) return { faces: null, problem: `group ${i + 1}: ${groups[i]} dice` };
    if (g.some((f) => !Number.isInteger(f) || f < 1 || f > 6)) return { faces: null, problem: 'each die is 1 to 6' };
  }
  return { faces: parts, problem: null };
}

/** One click rolls in the app; "Table dice" takes the faces thrown at the table. */
export function RollButton({ label, groups, onRoll, disabled }: { label: string; groups: number[]; onRoll: (physical?: number[][]) => Promise<boolean> | void; disabled?: boolean }) {
  const [table, setTable] = useState(false);
  const [text, setText] = useState('');
  const { faces, problem } = readDice(text, groups);
  return (
    <div className="cov-roll">
      <button type="button" className="btn btn-primary btn-large" disabled={disabled} onClick={() => void onRoll()}>
        <DieIcon /> {label}
      </button>
      {!table ? (
        <button type="button" className="btn btn-quiet" disabled={disabled} onClick={() => setTable(true)}>
          Table dice…
        </button>
      ) : (
        <form
          className="inline-form"
          onSubmit={(e) => {
            e.preventDefault();
            if (!faces) return;
            void Promise.resolve(onRoll(faces)).then((ok) => {
              if (ok !== false) {
                setText('');
                setTable(false);
              }
            });
          }}
        >
          <input type="text" value={text} onChange={(e) => setText(e.target.value)} placeholder={groups.map((n) => Array.from({ length: n }, () => '3').join(' ')).join(' | ')} aria-label={`${label}: dice thrown at the table`} />
          {problem ? <span className="cov-problem">{problem}</span> : null}
          <button type="submit" className="btn" disabled={!faces || disabled}>
            Use these dice
          </button>
          <button type="button" className="btn btn-quiet" onClick={() => setTable(false)}>
            Cancel
          </button>
        </form>
      )}
    </div>
  );
}

export function NumberField({ label, value, onChange, min, max }: { label: string; value: number; onChange: (v: number) => void; min: number; max: number }) {
  return (
    <label className="cov-num">
      <span>{label}</span>
      <input type="number" min={min} max={max} value={value} aria-label={label} onChange={(e) => onChange(Math.max(min, Math.min(max, Math.trunc(Number(e.target.value) || 0))))} />
    </label>
  );
}

export { signed } from '../../../shared/format';
