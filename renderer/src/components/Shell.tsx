// App-wide pieces: connection banner, progress, toasts, refusals, help, file problems.
import { useEffect, useRef, useState } from 'react';
import { useApp } from '../lib/store';
import { Kbd, cx } from './ui';
import type { CampaignView } from '../../../shared/ipc/contract';

export function ConnectionBanner() {
  const connection = useApp((s) => s.connection);
  const retryInMs = useApp((s) => s.retryInMs);
  const bridge = useApp((s) => s.bridge);
  const [shown, setShown] = useState(false);
  // The very first connection gets a moment before we call it a problem.
  useEffect(() => {
    if (connection === 'open') {
      setShown(false);
      return;
    }
    if (connection === 'reconnecting' || connection === 'no-token') {
      setShown(true);
      return;
    }
    const t = setTimeout(() => setShown(true), 1500);
    return () => clearTimeout(t);
  }, [connection]);
  if (!shown || connection === 'open') return null;
  if (connection === 'no-token') {
    return (
      <div className="conn-banner" role="alert">
        <strong>Not connected to a host.</strong> Open the address the host printed when it started (it ends in <code>?token=…</code>).
      </div>
    );
  }
  const again = (bridge as { reconnectNow?: () => void } | null)?.reconnectNow;
  return (
    <div className="conn-banner" role="alert">
      <strong>Disconnected from the host.</strong>{' '}
      {connection === 'reconnecting' ? 'Nothing you do now is recorded. Trying to reconnect' : 'Connecting to the host'}
      {retryInMs ? ` (again in ${Math.ceil(retryInMs / 1000)} s)` : ''}…
      {again ? (
        <button type="button" className="btn btn-small btn-light" onClick={() => again.call(bridge)}>
          Reconnect now
        </button>
      ) : null}
    </div>
  );
}

export function ProgressBar() {
  const pending = useApp((s) => s.pending);
  const label = useApp((s) => s.pendingLabel);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (pending <= 0) {
      setVisible(false);
      return;
    }
    const t = setTimeout(() => setVisible(true), 200);
    return () => clearTimeout(t);
  }, [pending]);
  return (
    <div className={cx('progress', visible && 'progress-on')} role="progressbar" aria-busy={pending > 0} aria-hidden={!visible} aria-label={label ?? 'Working'}>
      <div className="progress-bar" />
      {visible && label ? <span className="progress-label">{label}…</span> : null}
    </div>
  );
}

export function Toasts() {
  const toasts = useApp((s) => s.toasts);
  const dismiss = useApp((s) => s.dismissToast);
  return (
    <div className="toasts" role="log" aria-live="polite" aria-label="Notices">
      {toasts.map((t) => (
        <div key={t.id} className={cx('toast', `toast-${t.level}`)} role={t.level === 'error' ? 'alert' : 'status'}>
          <span className="toast-msg">{t.message}</span>
          <button type="button" className="icon-btn" aria-label="Dismiss notice" onClick={() => dismiss(t.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}

const KIND_TITLE: Record<string, string> = {
  rule: 'The rules refuse this',
  invalid: 'That entry is not valid',
  dice: 'Those dice do not fit',
  file: 'File problem',
  internal: 'Something went wrong',
};

/** The refusal of the last action: its reason, in full. Nothing changed. */
export function RefusalBanner() {
  const refusal = useApp((s) => s.refusal);
  const dismiss = useApp((s) => s.dismissRefusal);
  if (!refusal) return null;
  return (
    <div className="refusal" role="alert" aria-label="Refused">
      <div className="refusal-icon" aria-hidden="true">!</div>
      <div className="refusal-text">
        <div className="refusal-title">
          {refusal.message.startsWith('Disconnected from the host') ? 'Not connected' : (KIND_TITLE[refusal.kind] ?? 'Refused')} — {refusal.what}. Nothing was changed.
        </div>
        <div className="refusal-message">{refusal.message}</div>
      </div>
      <button type="button" className="icon-btn" aria-label="Dismiss the message" onClick={dismiss}>
        ×
      </button>
    </div>
  );
}

/** A modal dialog: Escape or the close button closes it. */
export function Dialog({ open, title, onClose, children, wide }: { open: boolean; title: string; onClose: () => void; children: React.ReactNode; wide?: boolean }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  return (
    <dialog ref={ref} className={cx('dialog', wide && 'dialog-wide')} aria-label={title} onClose={onClose} onCancel={(e) => { e.preventDefault(); onClose(); }}>
      <header className="dialog-head">
        <h2>{title}</h2>
        <button type="button" className="icon-btn" aria-label="Close" onClick={onClose}>
          ×
        </button>
      </header>
      <div className="dialog-body">{open ? children : null}</div>
    </dialog>
  );
}

export function OpenProblemDialog() {
  const problem = useApp((s) => s.openProblem);
  const dismiss = useApp((s) => s.dismissOpenProblem);
  const restore = useApp((s) => s.restoreBackup);
  return (
    <Dialog open={!!problem} title="The campaign could not be opened" onClose={dismiss} wide>
      {problem ? (
        <div>
          <p className="problem-message" role="alert">{problem.message}</p>
          {problem.path ? <p className="muted">File: {problem.path}</p> : null}
          {problem.backups.length ? (
            <>
              <h3>Backups you can restore</h3>
              <ul className="backup-list" aria-label="Backups">
                {problem.backups.map((b) => (
                  <li key={b.path}>
                    <div>
                      <strong>{b.name}</strong>
                      <span className="muted">
                        {' '}· {b.kind === 'year' ? 'start-of-year copy' : b.kind === 'rolling' ? 'recent copy' : 'damaged original'} · {formatDate(b.modified)}
                        {b.entries !== undefined ? ` · ${b.entries} log ${b.entries === 1 ? 'entry' : 'entries'}` : ''}
                      </span>
                    </div>
                    <button type="button" className="btn btn-primary" disabled={b.kind === 'damaged'} onClick={() => void restore(b.path)} aria-label={`Restore ${b.name}`}>
                      Restore
                    </button>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p>No backups of this campaign were found.</p>
          )}
        </div>
      ) : null}
    </Dialog>
  );
}

/**
 * The open file's state when it is not simply writable: open for review on purpose, open read-only by a
 * fault (another holder, a read-only folder), or changed on disk by another program, with the ways on.
 */
export function FileStateBanner({ view }: { view: CampaignView }) {
  const call = useApp((s) => s.call);
  const openFile = useApp((s) => s.openFile);
  const closeCampaign = useApp((s) => s.closeCampaign);
  const host = useApp((s) => s.info?.host);
  const stem = view.fileName.replace(/\.adc$/, '');
  const [name, setName] = useState(`${stem}-kept`);
  if (view.changedOnDisk) {
    return (
      <div className="file-state-banner file-state-changed" role="alert" aria-label="The file changed on disk">
        <p>{view.changedOnDisk}</p>
        <div className="file-state-actions">
          {host === 'browser' ? (
            <label>
              New file name <input value={name} onChange={(e) => setName(e.target.value)} aria-label="New file name" />
            </label>
          ) : null}
          <button type="button" className="btn btn-primary" onClick={() => void call('campaign.saveAs', host === 'browser' ? { path: name } : {}, 'Saving as a new file')}>
            Save as a new file
          </button>
          <button type="button" className="btn" onClick={() => view.path && void openFile(view.path)}>
            Reload the file from disk
          </button>
        </div>
      </div>
    );
  }
  // Opened for review on purpose: trying again would reopen it for writing, so the way on is to close it.
  if (view.readOnly && view.readOnlyKind === 'review') {
    return (
      <div className="file-state-banner file-state-review" role="status" aria-label="Reviewing">
        <p>
          <strong>Reviewing: nothing here changes the file.</strong> {view.readOnly}
        </p>
        <button type="button" className="btn" onClick={() => void closeCampaign()}>
          Close review
        </button>
      </div>
    );
  }
  if (view.readOnly) {
    return (
      <div className="file-state-banner" role="status" aria-label="Open read-only">
        <p>{view.readOnly}</p>
        <button type="button" className="btn" onClick={() => view.path && void openFile(view.path)}>
          Try again
        </button>
      </div>
    );
  }
  return null;
}

export function formatDate(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return d.toLocaleString(undefined, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });
}
