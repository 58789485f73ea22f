// Small pieces the Napoleon's Imperium panels share.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useApp } from '../lib/store';
import { PowerSwatch, cx } from '../components/ui';
import { Timer as CountdownTimer } from '../components/Timer';
import { colour, empire, readD10 } from './nations';

export function Panel({ title, children, className, aside, label }: { title: ReactNode; children: ReactNode; className?: string; aside?: ReactNode; label?: string }) {
  return (
    <section className={cx('card', 'step-panel', 'ni-panel', className)} aria-label={label ?? (typeof title === 'string' ? title : undefined)}>
      <header className="card-head">
        <h2>{title}</h2>
        {aside ? <div className="card-actions">{aside}</div> : null}
      </header>
      <div className="card-body">{children}</div>
    </section>
  );
}

export function Nation({ id, short }: { id: string; short?: boolean }) {
  const name = empire(id);
  return (
    <span className="power-chip ni-chip" style={{ ['--power' as string]: colour(id) }}>
      <PowerSwatch colour={colour(id)} />
      {short ? name.replace(/ Empire$/, '') : name}
    </span>
  );
}

export function useAct() {
  return useApp((s) => s.act);
}

/** Roll in the app, or type the faces rolled at the table (d10: 0 counts as 10). */
export function RollButtons({ label, count, onRoll, disabled }: { label: string; count: number; onRoll: (physical?: number[][]) => Promise<boolean> | void; disabled?: boolean }) {
  const [table, setTable] = useState(false);
  const [text, setText] = useState('');
  const { faces, problem } = readD10(text, count);
  const ok = !!faces;
  return (
    <div className="ni-roll">
      <button type="button" className="btn btn-primary btn-large" disabled={disabled} onClick={() => void onRoll()}>
        {label}
      </button>
      {!table ? (
        <button type="button" className="btn btn-quiet" disabled={disabled} onClick={() => setTable(true)}>
          Enter table dice…
        </button>
      ) : (
        <form
          className="inline-form"
          onSubmit={(e) => {
            e.preventDefault();
            if (!ok) return;
            void Promise.resolve(onRoll([faces!])).then((done) => {
              if (done !== false) {
                setText('');
                setTable(false);
              }
            });
          }}
        >
          <input type="text" className="narrow-wide" placeholder={count === 1 ? 'd10 (0-9)' : `${count} × d10`} value={text} onChange={(e) => setText(e.target.value)} aria-label={`${label}: dice rolled at the table`} />
          {problem ? (
            <span className="ni-dice-problem" role="status" aria-label={`${label}: table dice problem`}>
              {problem}
            </span>
          ) : null}
          <button type="submit" className="btn" disabled={!ok || disabled}>
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

/** The movement time limits [§2B.4, §41]: the shared countdown with this game's bell line. */
export function Timer(props: { minutes: number; label: string; resetKey: string }) {
  return <CountdownTimer {...props} upText="Time! Stop moving; place what is in hand." />;
}
