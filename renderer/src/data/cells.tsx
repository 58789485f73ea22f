// One editable value of a data table, checked as it is typed; and the dice-face editor.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { Cell, CellValue, ColumnDef } from '../../../shared/data/tables';
import { cx } from '../components/ui';
import { ProvenanceBadge } from './ProvenanceBadge';
import { checkValue, displayValue, inputText, parseInput } from './model';

/** Sends one value; resolves to null when it is in, or the refusal's message. */
export type CommitFn = (v: CellValue) => Promise<string | null>;

export function specHint(col: ColumnDef): string {
  const s = col.spec;
  switch (s.type) {
    case 'int':
      return s.min !== undefined && s.max !== undefined ? `${fmt(s.min)} to ${fmt(s.max)}` : s.min !== undefined ? `${fmt(s.min)} or more` : s.max !== undefined ? `up to ${fmt(s.max)}` : 'whole number';
    case 'firepower':
      return 'A1 to D4';
    case 'faces':
      return `faces${s.min !== undefined && s.max !== undefined ? ` ${s.min}–${s.max}` : ''}${s.count ? `, ${s.count} of them` : ''}`;
    case 'bool':
      return 'yes / no';
    case 'text':
      return 'text';
    case 'enum':
      return `${s.options.length} choices`;
  }
}
const fmt = (n: number) => (n < 0 ? `−${-n}` : String(n));

export interface CellEditorProps {
  col: ColumnDef;
  cell: Cell | undefined;
  /** Accessible name: "Card 12: Empire". */
  label: string;
  onCommit: CommitFn;
  readOnly?: boolean;
  /** Data attribute for moving down a column with Enter. */
  at?: string;
  onEnter?: () => void;
  /** Show the provenance badge (default true). */
  badge?: boolean;
}

export function CellEditor({ col, cell, label, onCommit, readOnly, at, onEnter, badge = true }: CellEditorProps) {
  const v = cell?.v ?? null;
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const current = inputText(col, v);
  const shownText = draft ?? current;
  // A new value from main (an undo, another window) replaces an untouched draft.
  const lastValue = useRef(current);
  useEffect(() => {
    if (lastValue.current !== current) {
      lastValue.current = current;
      setDraft(null);
      setError(null);
    }
  }, [current]);

  // One value in flight at a time: Enter then blur must not send it twice.
  const sending = useRef(false);
  const send = async (next: CellValue) => {
    if (JSON.stringify(next) === JSON.stringify(v) && cell?.src !== 'unverified') {
      setDraft(null);
      setError(null);
      return true;
    }
    if (sending.current) return false;
    sending.current = true;
    setBusy(true);
    try {
      const refused = await onCommit(next);
      if (refused) {
        setError(refused);
        return false;
      }
      setDraft(null);
      setError(null);
      return true;
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  const commitText = async () => {
    if (draft === null || draft === current) {
      setDraft(null);
      setError(null);
      return true;
    }
    const parsed = parseInput(col, draft);
    if (!parsed.ok) {
      setError(parsed.error);
      return false;
    }
    return send(parsed.v);
  };

  const onKey = (e: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !(e.target instanceof HTMLTextAreaElement && e.shiftKey)) {
      e.preventDefault();
      void commitText().then((ok) => ok && onEnter?.());
    } else if (e.key === 'Escape') {
      if (draft !== null || error) {
        e.stopPropagation();
        setDraft(null);
        setError(null);
      }
    }
  };

  const src = cell?.src ?? 'missing';
  const invalid = !!error;
  const s = col.spec;
  let control: React.ReactNode;
  if (readOnly) {
    control = <span className="de-value">{displayValue(col, v)}</span>;
  } else if (s.type === 'enum' || s.type === 'bool') {
    const options = s.type === 'enum' ? s.options : [{ value: 'true', label: 'Yes' }, { value: 'false', label: 'No' }];
    const selected = v === null ? '' : String(v);
    control = (
      <select
        className={cx('de-input', 'de-select', invalid && 'de-invalid', src === 'missing' && 'de-empty')}
        aria-label={label}
        aria-invalid={invalid || undefined}
        value={selected}
        aria-busy={busy || undefined}
        data-at={at}
        onChange={(e) => {
          const raw = e.target.value;
          const next: CellValue = raw === '' ? null : s.type === 'bool' ? raw === 'true' : raw;
          const bad = checkValue(col, next);
          if (bad) setError(bad);
          else void send(next);
        }}
      >
        <option value="">{v === null ? '— missing —' : '— clear —'}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    );
  } else {
    const long = s.type === 'text' && (s.maxLength ?? 60) > 80;
    const common = {
      className: cx('de-input', `de-${s.type}`, invalid && 'de-invalid', src === 'missing' && draft === null && 'de-empty', draft !== null && !invalid && 'de-dirty'),
      'aria-label': label,
      'aria-invalid': invalid || undefined,
      value: shownText,
      placeholder: src === 'missing' ? (s.type === 'firepower' ? 'e.g. C3' : '—') : '',
      readOnly: busy,
      'aria-busy': busy || undefined,
      'data-at': at,
      onChange: (e: { target: { value: string } }) => {
        const text = s.type === 'firepower' ? e.target.value.toUpperCase() : e.target.value;
        setDraft(text);
        const parsed = parseInput(col, text);
        setError(parsed.ok ? null : parsed.error);
      },
      onBlur: () => void commitText(),
      onKeyDown: onKey,
    };
    control = long ? (
      <textarea {...common} rows={2} maxLength={s.type === 'text' ? s.maxLength : undefined} />
    ) : (
      <input
        {...common}
        type="text"
        inputMode={s.type === 'int' ? 'numeric' : undefined}
        spellCheck={s.type === 'text'}
        autoComplete="off"
        maxLength={s.type === 'text' ? s.maxLength : s.type === 'firepower' ? 2 : undefined}
        size={s.type === 'int' || s.type === 'firepower' ? 4 : undefined}
      />
    );
  }

  return (
    <div className={cx('de-cell', `de-src-${src}`, busy && 'de-busy')}>
      {control}
      {badge ? (
        <div className="de-cell-foot">
          <ProvenanceBadge cell={cell ?? null} size="sm" />
          {!readOnly && src === 'unverified' && v !== null ? (
            <button type="button" className="de-confirm" title="The value is right on our components: mark it entered" aria-label={`Confirm ${label}`} onClick={() => void send(v)}>
              confirm
            </button>
          ) : null}
        </div>
      ) : null}
      {error ? (
        <div className="de-error" role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}

/** A die's faces as chips: add and remove faces, see the count, save them as one edit. */
export function FacesEditor({ col, cell, label, onCommit, readOnly }: { col: ColumnDef; cell: Cell | undefined; label: string; onCommit: CommitFn; readOnly?: boolean }) {
  const s = col.spec.type === 'faces' ? col.spec : { type: 'faces' as const };
  const saved = Array.isArray(cell?.v) ? (cell!.v as number[]) : [];
  const [faces, setFaces] = useState<number[] | null>(null);
  const [add, setAdd] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const shown = faces ?? saved;
  const savedKey = JSON.stringify(saved);
  useEffect(() => {
    setFaces(null);
    setError(null);
  }, [savedKey]);
  const dirty = faces !== null && JSON.stringify(faces) !== savedKey;
  const check = dirty ? checkValue(col, faces) : null;
  const values = s.min !== undefined && s.max !== undefined && s.max - s.min <= 12 ? Array.from({ length: s.max - s.min + 1 }, (_, i) => s.min! + i) : null;

  const addFace = (n: number) => {
    setFaces([...shown, n]);
    setError(null);
  };
  const save = async () => {
    if (!faces) return;
    const bad = checkValue(col, faces);
    if (bad) return setError(bad);
    setBusy(true);
    try {
      const refused = await onCommit(faces.length ? faces : null);
      if (refused) setError(refused);
      else setFaces(null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={cx('faces-editor', dirty && 'faces-dirty')} role="group" aria-label={label}>
      <div className="faces-head">
        <span className="faces-title">{col.label}</span>
        <span className="faces-count" aria-live="polite">
          {shown.length} face{shown.length === 1 ? '' : 's'}
          {s.count ? ` of ${s.count}` : ''}
        </span>
        <ProvenanceBadge cell={dirty ? { v: faces, src: 'group' } : (cell ?? null)} />
      </div>
      <ul className="face-chips" aria-label={`${label}: faces`}>
        {shown.length === 0 ? <li className="faces-none">No faces yet: add each face of your die below.</li> : null}
        {shown.map((f, i) => (
          <li key={i} className="face-chip">
            <span className="face-num">{f < 0 ? `−${-f}` : f}</span>
            {!readOnly ? (
              <button type="button" className="face-x" aria-label={`Remove face ${i + 1} (${f})`} onClick={() => setFaces(shown.filter((_, k) => k !== i))}>
                ×
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {!readOnly ? (
        <div className="faces-add">
          {values ? (
            <span className="faces-quick" role="group" aria-label="Add a face">
              {values.map((n) => (
                <button key={n} type="button" className="btn btn-small" onClick={() => addFace(n)} aria-label={`Add a face ${n}`}>
                  + {n}
                </button>
              ))}
            </span>
          ) : (
            <form
              className="faces-type"
              onSubmit={(e) => {
                e.preventDefault();
                const n = Number(add);
                if (add.trim() === '' || !Number.isInteger(n)) return setError('Type a whole number for the face.');
                addFace(n);
                setAdd('');
              }}
            >
              <input type="number" className="narrow" value={add} onChange={(e) => setAdd(e.target.value)} aria-label={`${label}: new face`} />
              <button type="submit" className="btn btn-small">
                Add face
              </button>
            </form>
          )}
          <span className="faces-actions">
            <button type="button" className="btn btn-primary" disabled={!dirty || busy || !!check} onClick={() => void save()}>
              Save faces
            </button>
            <button type="button" className="btn btn-quiet" disabled={!dirty || busy} onClick={() => setFaces(null)}>
              Reset
            </button>
          </span>
        </div>
      ) : null}
      {error || check ? (
        <div className="de-error" role="alert">
          {error ?? check}
        </div>
      ) : null}
      {cell?.note && !dirty ? <p className="faces-note">{cell.note}</p> : null}
    </div>
  );
}
