// A countdown the table starts when it is ready: Napoleon's Imperium's movement limits [§2B.4, §41] and
// Alliance's Winter negotiations [6.2]. A bell line when time is up.
import { useEffect, useRef, useState } from 'react';
import { cx } from './ui';

export function Timer({ minutes, label, resetKey, upText }: { minutes: number; label: string; resetKey: string; upText: string }) {
  const total = minutes * 60;
  const [left, setLeft] = useState(total);
  const [running, setRunning] = useState(false);
  const ref = useRef<number | null>(null);
  useEffect(() => {
    setLeft(total);
    setRunning(false);
  }, [resetKey, total]);
  useEffect(() => {
    if (!running) return;
    const started = Date.now();
    const from = left;
    ref.current = window.setInterval(() => {
      const l = Math.max(0, from - Math.floor((Date.now() - started) / 1000));
      setLeft(l);
      if (l === 0) setRunning(false);
    }, 250);
    return () => {
      if (ref.current !== null) window.clearInterval(ref.current);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [running]);
  const mm = Math.floor(left / 60);
  const ss = String(left % 60).padStart(2, '0');
  const out = left === 0;
  return (
    <div className={cx('timer', out && 'timer-out', running && 'timer-running')} role="timer" aria-label={label}>
      <div className="timer-label">{label}</div>
      <div className="timer-digits" aria-live={out ? 'assertive' : 'off'}>
        {mm}:{ss}
      </div>
      {out ? <div className="timer-up">{upText}</div> : null}
      <div className="timer-buttons">
        <button type="button" className="btn btn-primary" onClick={() => setRunning(!running)} disabled={out}>
          {running ? 'Pause' : left === total ? 'Start the timer' : 'Resume'}
        </button>
        <button type="button" className="btn btn-quiet" onClick={() => { setRunning(false); setLeft(total); }}>
          Reset
        </button>
      </div>
    </div>
  );
}
