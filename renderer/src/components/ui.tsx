// Small shared pieces: dice faces, power chips, numeric steppers, sections.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}

const PIPS: Record<number, Array<[number, number]>> = {
  1: [[50, 50]],
  2: [[28, 28], [72, 72]],
  3: [[26, 26], [50, 50], [74, 74]],
  4: [[28, 28], [72, 28], [28, 72], [72, 72]],
  5: [[26, 26], [74, 26], [50, 50], [26, 74], [74, 74]],
  6: [[28, 24], [72, 24], [28, 50], [72, 50], [28, 76], [72, 76]],
};

/** One die face: pips for a d6, the number for anything else. */
export function Die({ face, sides = 6, source = 'app', size = 'md' }: { face: number; sides?: number; source?: 'app' | 'table'; size?: 'sm' | 'md' | 'lg' }) {
  const pips = sides === 6 ? PIPS[face] : undefined;
  return (
    <span className={cx('die', `die-${size}`, source === 'table' && 'die-table')} role="img" aria-label={`${face}${sides !== 6 ? ` on a d${sides}` : ''}`} title={source === 'table' ? 'Entered from the table' : undefined}>
      <svg viewBox="0 0 100 100" aria-hidden="true" focusable="false">
        <rect x="4" y="4" width="92" height="92" rx="18" className="die-body" />
        {pips ? pips.map(([x, y], i) => <circle key={i} cx={x} cy={y} r="9.5" className="die-pip" />) : (
          <text x="50" y="52" textAnchor="middle" dominantBaseline="central" className="die-num">{face}</text>
        )}
      </svg>
    </span>
  );
}

/** A small die glyph for buttons (no emoji: not every machine has an emoji font). */
export function DieIcon() {
  return (
    <svg className="die-icon" viewBox="0 0 100 100" aria-hidden="true" focusable="false">
      <rect x="6" y="6" width="88" height="88" rx="18" fill="none" stroke="currentColor" strokeWidth="9" />
      {[[30, 30], [70, 30], [50, 50], [30, 70], [70, 70]].map(([x, y], i) => <circle key={i} cx={x} cy={y} r="9" fill="currentColor" />)}
    </svg>
  );
}

export function DiceFaces({ faces, sides, source, size, sealed }: { faces: number[]; sides: number; source?: 'app' | 'table'; size?: 'sm' | 'md' | 'lg'; sealed?: string | undefined }) {
  // A secret draw's die: its face would name the hidden counter, so the table sees only whose it is.
  if (sealed) return <span className="dice-sealed" aria-label={`Die sealed: ${sealed} only`}>sealed · {sealed} only</span>;
  return (
    <span className="dice-faces">
      {faces.map((f, i) => <Die key={i} face={f} sides={sides} {...(source ? { source } : {})} {...(size ? { size } : {})} />)}
    </span>
  );
}

export function PowerSwatch({ colour }: { colour: string }) {
  return <span className="swatch" style={{ ['--power' as string]: colour }} aria-hidden="true" />;
}

export function PowerChip({ name, colour }: { name: string; colour: string }) {
  return (
    <span className="power-chip" style={{ ['--power' as string]: colour }}>
      <span className="swatch" aria-hidden="true" />
      {name}
    </span>
  );
}

export function Section({ title, children, actions, className, id, label }: { title: ReactNode; children: ReactNode; actions?: ReactNode; className?: string; id?: string; /** Its name when not the title's words. */ label?: string }) {
  const hid = useId();
  return (
    <section className={cx('card', className)} {...(label ? { 'aria-label': label } : { 'aria-labelledby': hid })} {...(id ? { id } : {})}>
      <header className="card-head">
        <h2 id={hid}>{title}</h2>
        {actions ? <div className="card-actions">{actions}</div> : null}
      </header>
      <div className="card-body">{children}</div>
    </section>
  );
}

/** An editable number: shows the value; click (or Enter) to type a new one. */
export function EditableNumber({ value, label, onCommit, min, max }: { value: number; label: string; onCommit: (v: number) => void; min?: number; max?: number | null }) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(String(value));
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!editing) setText(String(value));
  }, [value, editing]);
  useEffect(() => {
    if (editing) ref.current?.select();
  }, [editing]);
  if (!editing) {
    return (
      <button type="button" className="big-number editable" aria-label={`${label}: ${value}. Click to type a new value`} title="Click to type a new value" onClick={() => setEditing(true)}>
        {value}
      </button>
    );
  }
  const commit = () => {
    const n = Number(text);
    setEditing(false);
    if (text.trim() !== '' && Number.isFinite(n) && n !== value) onCommit(Math.trunc(n));
  };
  return (
    <input
      ref={ref}
      className="big-number-input"
      type="number"
      inputMode="numeric"
      aria-label={`New ${label}`}
      value={text}
      {...(min !== undefined ? { min } : {})}
      {...(max !== undefined && max !== null ? { max } : {})}
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
        if (e.key === 'Escape') {
          setEditing(false);
          setText(String(value));
        }
      }}
    />
  );
}

export function Spinner({ label }: { label: string }) {
  return <span className="spinner" role="status" aria-label={label} />;
}

/** What shows while a game's screens load (games/registry.ts useGameScreens): a moment, the first time only. */
export function Loading() {
  return (
    <p className="muted loading" role="status">
      Loading…
    </p>
  );
}

export function Kbd({ children }: { children: ReactNode }) {
  return <kbd className="kbd">{children}</kbd>;
}

/** A step's panel: a card with its title, optional actions on the right, and its body (any game's step panels). */
export function StepPanel({ title, children, className, aside }: { title: string; children: ReactNode; className?: string; aside?: ReactNode }) {
  return (
    <section className={cx('card', 'step-panel', className)} aria-label={title}>
      <header className="card-head">
        <h2>{title}</h2>
        {aside ? <div className="card-actions">{aside}</div> : null}
      </header>
      <div className="card-body">{children}</div>
    </section>
  );
}
