// Replay controls over the read-only view: first, previous, play at a chosen pace / stop, next, last, a scrubber
// and the bookmarks (Year / turn / phase starts in the game's words, and the group's own). Keyboard: ← → step,
// Home / End, Space plays or stops, Page Up / Page Down jump between bookmarks, Esc returns to the present.
import { useEffect, useRef } from 'react';
import type { CampaignView } from '../../../shared/ipc/contract';
import type { ReviewMark } from '../../../shared/review/types';
import { useApp } from '../lib/store';
import { isTyping } from '../lib/keys';
import { DiceFaces, Kbd, cx } from '../components/ui';
import { PACES, useReview } from './store';
import './review.css';

const KIND_WORDS: Record<ReviewMark['kind'], string> = { year: 'Year', turn: 'Turn', phase: 'Phase', group: 'Bookmark' };

export function ReplayBar({ view, live }: { view: CampaignView; live: CampaignView }) {
  const end = useApp((s) => s.endReview);
  const r = useReview();
  const n = view.reviewOf ?? 0;
  const total = r.index?.total ?? live.logTotal;
  const marks = r.index?.marks ?? [];
  const row = view.log.find((x) => x.seq === n);
  const scrub = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (r.index?.total !== live.logTotal) void r.loadIndex();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [live.logTotal]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const t = e.target as HTMLElement | null;
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      if (t === scrub.current) return; // the scrubber moves itself
      if (isTyping({ targetTag: t?.tagName ?? '', targetEditable: !!t?.isContentEditable, targetType: t instanceof HTMLInputElement ? t.type : '' })) return;
      if (t?.closest('[role="dialog"]')) return;
      const st = useReview.getState();
      const at = useApp.getState().review?.reviewOf ?? 0;
      const k = e.key.length === 1 ? e.key.toLowerCase() : e.key;
      let handled = true;
      if (k === 'ArrowRight' || k === 'n') void st.step(1);
      else if (k === 'ArrowLeft' || k === 'b') void st.step(-1);
      else if (k === 'Home') void st.goTo(0);
      else if (k === 'End') void st.goTo(st.index?.total ?? at);
      else if (k === ' ' || k === 'p') {
        if (t?.tagName === 'BUTTON' && k === ' ') return; // Space on a focused button presses it
        if (st.playing) st.stop();
        else st.play();
      } else if (k === 'PageDown') {
        const m = (st.index?.marks ?? []).find((x) => x.seq > at);
        if (m) void st.goTo(m.seq);
      } else if (k === 'PageUp') {
        const m = [...(st.index?.marks ?? [])].reverse().find((x) => x.seq < at);
        if (m) void st.goTo(m.seq);
      } else handled = false;
      if (handled) e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const current = [...marks].reverse().find((m) => m.seq <= n && m.kind !== 'group');
  return (
    <section className="replay" aria-label="Replay">
      {r.error ? (
        <div className="replay-error" role="alert">
          <p>
            Could not show {r.error.seq === 0 ? 'the set-up' : `entry ${r.error.seq}`}: {r.error.message}
          </p>
          <button type="button" className="btn btn-primary" onClick={() => void r.goTo(r.error!.seq)}>
            Try again
          </button>
        </div>
      ) : null}
      <div className="replay-where">
        <div className="replay-count">
          {n === 0 ? 'The set-up' : `Entry ${n}`} <span className="replay-of">of {total}</span>
        </div>
        <div className="replay-entry">
          {row ? (
            <>
              <span className={cx('replay-title', row.status === 'undone' && 'replay-undone')}>{row.title}</span>
              {row.status === 'meta' ? <span className="log-badge">undo / redo</span> : null}
              <span className="replay-when">{row.when}</span>
            </>
          ) : (
            <span className="replay-title">{n === 0 ? 'Before the first entry' : 'A bookmark'}</span>
          )}
        </div>
        {row?.dice?.length ? (
          <div className="replay-dice" aria-label="Dice of this entry">
            {row.dice.map((d, i) => (
              <div key={i} className="replay-die-group">
                <span className="replay-purpose">{d.purpose}</span>
                <DiceFaces faces={d.faces} sides={d.sides} source={d.source} size="md" sealed={d.sealed} />
                {d.source === 'table' ? <span className="log-badge">table</span> : null}
              </div>
            ))}
          </div>
        ) : null}
        {current ? <div className="replay-mark">{current.label}</div> : null}
      </div>
      <div className="replay-controls">
        <div className="replay-buttons" role="group" aria-label="Replay controls">
          <button type="button" className="btn" onClick={() => void r.goTo(0)} disabled={n === 0} aria-label="First: the set-up" aria-keyshortcuts="Home" title="First (Home)">
            |◀
          </button>
          <button type="button" className="btn" onClick={() => void r.step(-1)} disabled={n === 0} aria-label="Previous entry" aria-keyshortcuts="ArrowLeft" title="Previous (←)">
            ◀
          </button>
          {r.playing ? (
            <button type="button" className="btn btn-primary replay-play" onClick={r.stop} aria-label="Stop" aria-keyshortcuts="Space" title="Stop (Space)">
              ■ Stop
            </button>
          ) : (
            <button type="button" className="btn btn-primary replay-play" onClick={r.play} aria-label="Play" aria-keyshortcuts="Space" title="Play (Space)">
              ▶ Play
            </button>
          )}
          <button type="button" className="btn" onClick={() => void r.step(1)} disabled={n >= total} aria-label="Next entry" aria-keyshortcuts="ArrowRight" title="Next (→)">
            ▶
          </button>
          <button type="button" className="btn" onClick={() => void r.goTo(total)} disabled={n >= total} aria-label="Last entry" aria-keyshortcuts="End" title="Last (End)">
            ▶|
          </button>
        </div>
        <label className="replay-pace">
          Pace
          <select value={r.pace} onChange={(e) => r.setPace(Number(e.target.value))} aria-label="Seconds per entry while playing">
            {PACES.map((p) => (
              <option key={p} value={p}>
                {p} s per entry
              </option>
            ))}
          </select>
        </label>
        <label className="replay-jump">
          Jump to
          <select
            aria-label="Jump to a bookmark"
            value=""
            onChange={(e) => {
              if (e.target.value !== '') void r.goTo(Number(e.target.value));
            }}
          >
            <option value="">Bookmark…</option>
            {marks.map((m, i) => (
              <option key={`${m.kind}-${m.seq}-${i}`} value={m.seq}>
                {m.kind === 'group' ? '★ ' : m.kind === 'phase' ? '\u00a0\u00a0\u00a0' : m.kind === 'turn' ? '\u00a0' : ''}
                {m.label} ({KIND_WORDS[m.kind].toLowerCase()}, entry {m.seq})
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="btn btn-primary" onClick={end} aria-keyshortcuts="Escape" title="Back to the present (Esc)">
          Back to the present
        </button>
      </div>
      <input
        ref={scrub}
        className="replay-scrub"
        type="range"
        min={0}
        max={total}
        value={n}
        aria-label="Entry"
        aria-valuetext={n === 0 ? 'The set-up' : `Entry ${n} of ${total}`}
        onChange={(e) => void r.goTo(Number(e.target.value))}
      />
      <p className="replay-keys muted">
        <span role="status">Reviewing history: the campaign as it was just after {n === 0 ? 'its set-up' : `entry ${n}`}. Nothing can be changed here.</span>{' '}
        <Kbd>←</Kbd> <Kbd>→</Kbd> step · <Kbd>Space</Kbd> play / stop · <Kbd>Home</Kbd> <Kbd>End</Kbd> · <Kbd>PgUp</Kbd> <Kbd>PgDn</Kbd> bookmarks · <Kbd>Esc</Kbd> back to the present
      </p>
    </section>
  );
}
