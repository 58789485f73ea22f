// What every Le Grand Empire panel uses: the state, power names and chips, the panel frame, and the
// dice form (the app rolls, or the faces thrown at the table are typed in).
import { useState, type ReactNode } from 'react';
import type { CampaignView } from '../../../shared/ipc/contract';
import { POWER_COLOURS, POWER_NAMES, POWERS, tableTitle, type LgeState, type Power } from '../../../shared/games/le-grand-empire/state';
import { openDataEditor } from '../lib/nav';
import { parseGroups } from '../lib/dice';
import { useApp } from '../lib/store';
import { DieIcon, PowerChip, StepPanel, cx } from '../components/ui';

export const lgeState = (view: CampaignView) => view.state as LgeState;
export const nameOf = (id: string) => POWER_NAMES[id as Power] ?? id;
export const colourOf = (id: string) => POWER_COLOURS[id as Power] ?? '#888';
export { POWERS };

/** A minor's box in the games' words: "influenced (Great Britain)", "neutral". */
export const minorBoxWords = (m: { status: string; by: string | null }) => `${m.status.replace('-', ' ')}${m.by ? ` (${nameOf(m.by)})` : ''}`;

/** What every calculator says when its table is missing: the table named, what to type instead (manual mode), the editor one click away. */
export const manualModeWords = (table: string, type: string, detail?: string) => `The table “${tableTitle(table)}” is not entered${detail ? ` (${detail})` : ''}: ${type} (manual mode), or fill it in.`;

/** The manual-mode note of every Le Grand Empire calculator (battle, siege, attrition, events, corsairs, wounds, trade); `children`: the typed inputs that go with it. */
export function ManualMode({ table, rows, type, detail, children }: { table: string; rows?: string[]; type: string; detail?: string; children?: ReactNode }) {
  return (
    <div className="lge-missing lge-manual-mode" role="note" aria-label={`Manual mode: ${tableTitle(table)}`}>
      <span>{manualModeWords(table, type, detail)}</span> {children}{' '}
      <button type="button" className="btn btn-small" onClick={() => openDataEditor(table, rows ?? [])}>
        Open the data editor
      </button>
    </div>
  );
}

export function Chip({ id }: { id: string }) {
  return <PowerChip name={nameOf(id)} colour={colourOf(id)} />;
}

export function useAct() {
  return useApp((s) => s.act);
}

export function Panel({ title, children, className, aside }: { title: string; children: ReactNode; className?: string; aside?: ReactNode }) {
  return (
    <StepPanel title={title} className={cx('lge-panel', className)} aside={aside}>
      {children}
    </StepPanel>
  );
}

export function PowerSelect({ value, onChange, label, only }: { value: string; onChange: (v: string) => void; label: string; only?: readonly string[] }) {
  return (
    <select value={value} onChange={(e) => onChange(e.target.value)} aria-label={label}>
      {(only ?? POWERS).map((p) => (
        <option key={p} value={p}>
          {nameOf(p)}
        </option>
      ))}
    </select>
  );
}

/**
 * One action that throws dice: "Roll" lets the app roll; with "Table dice" ticked the faces thrown at
 * the table are typed, one group per die request, groups separated by "|".
 */
export function DiceAction({ label, hint, onRoll, disabled, className, button = 'btn btn-primary', title }: { label: ReactNode; hint: string; onRoll: (physical?: number[][]) => void; disabled?: boolean; className?: string; /** The roll button's classes (a row of a table: a small one). */ button?: string; title?: string }) {
  const [table, setTable] = useState(false);
  const [faces, setFaces] = useState('');
  const [bad, setBad] = useState<string | null>(null);
  return (
    <form
      className={cx('inline-form', 'lge-dice', className)}
      onSubmit={(e) => {
        e.preventDefault();
        if (!table) return onRoll();
        const g = parseGroups(faces, 20);
        if (!g) return setBad(`Type the faces thrown, e.g. ${hint}.`);
        setBad(null);
        setFaces('');
        onRoll(g);
      }}
    >
      <label className="toggle">
        <input type="checkbox" checked={table} onChange={(e) => setTable(e.target.checked)} /> Table dice
      </label>
      {table ? <input type="text" value={faces} onChange={(e) => setFaces(e.target.value)} placeholder={hint} aria-label={`Dice thrown at the table (${hint})`} /> : null}
      <button type="submit" className={button} disabled={disabled} title={title}>
        <DieIcon /> {label}
      </button>
      {bad ? <span className="lge-bad" role="alert">{bad}</span> : null}
    </form>
  );
}

/** A row of inputs sent by its submit button or Enter (the page does not reload). */
export function RowForm({ onSubmit, className = 'lge-row', children }: { onSubmit: () => void; className?: string; children: ReactNode }) {
  return (
    <form
      className={className}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

export { signed } from '../../../shared/format';
