// Pieces shared by the campaign's and the library's pack screens: choosing a pack file and showing
// every problem of a pack that is refused.
import { useId, useRef } from 'react';
import { cx } from '../components/ui';
import { readPackFile } from './files';
import './data.css';

/** A button that opens a file chooser and hands over the parsed JSON (or the file's problems). */
export function PackFileButton({ label, onPicked, disabled, primary }: { label: string; onPicked(r: { ok: true; raw: unknown; fileName: string } | { ok: false; problems: string[]; fileName: string }): void; disabled?: boolean; primary?: boolean }) {
  const id = useId();
  const ref = useRef<HTMLInputElement>(null);
  return (
    <span className="pack-file">
      <input
        ref={ref}
        id={id}
        type="file"
        accept=".json,application/json"
        className="pack-file-input"
        aria-label={label}
        disabled={disabled}
        onChange={async (e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          const r = await readPackFile(file);
          onPicked({ ...r, fileName: file.name });
        }}
      />
      <label htmlFor={id} className={cx('btn', primary && 'btn-primary', disabled && 'btn-disabled')} aria-hidden="true">
        {label}…
      </label>
    </span>
  );
}

export function PackProblems({ title, problems, onDismiss }: { title: string; problems: string[]; onDismiss(): void }) {
  return (
    <div className="pack-problems" role="alert" aria-label="Pack problems">
      <div className="pack-problems-head">
        <strong>{title}</strong>
        <button type="button" className="icon-btn" aria-label="Dismiss the problems" onClick={onDismiss}>
          ×
        </button>
      </div>
      <p className="pack-problems-lead">Nothing was changed. {problems.length === 1 ? 'The problem:' : `All ${problems.length} problems:`}</p>
      <ol className="pack-problems-list">
        {problems.map((p, i) => (
          <li key={i}>{p}</li>
        ))}
      </ol>
    </div>
  );
}
