// The campaign log: grouped by Year · Game Turn, newest first, with undo-to-here and bookmarks.
import { useMemo, useState } from 'react';
import type { CampaignView, LogRow } from '../../../shared/ipc/contract';
import { useApp } from '../lib/store';
import { groupLog, lastActiveSeq, mergeRows } from '../lib/log';
import { DiceFaces, cx } from './ui';
import { useReview } from '../review/store';

const NONE: LogRow[] = [];

export function LogPanel({ view }: { view: CampaignView }) {
  const liveOlder = useApp((s) => s.olderLog);
  const loadOlder = useApp((s) => s.loadOlderLog);
  // Replaying: only the log as it stood then (earlier pages loaded live may carry later statuses, so not them).
  const replayAt = view.reviewOf;
  const older = replayAt === undefined ? liveOlder : NONE;
  const rows = useMemo(() => mergeRows(older, view.log), [older, view.log]);
  const groups = useMemo(() => groupLog(rows), [rows]);
  const last = lastActiveSeq(rows);
  const firstSeq = rows[0]?.seq ?? 1;
  const [filter, setFilter] = useState<'all' | 'bookmarks'>('all');
  const startReview = useApp((s) => s.startReview);
  const openFigures = useReview((s) => s.openScreen);
  const shownGroups = filter === 'all' ? groups : groups.map((g) => ({ ...g, rows: g.rows.filter((r) => r.bookmark) })).filter((g) => g.rows.length);

  return (
    <section className="log card" aria-labelledby="log-h">
      <header className="card-head">
        <h2 id="log-h">
          Log <span className="log-count">{view.logTotal}</span>
          {replayAt !== undefined ? <span className="log-asof"> as it stood at {replayAt === 0 ? 'the set-up' : `entry ${replayAt}`}</span> : null}
        </h2>
        <div className="card-actions">
          <button type="button" className="btn btn-quiet btn-small" onClick={() => void startReview(0)} disabled={!view.logTotal} title="Replay the campaign entry by entry from the set-up">
            ▶ Replay
          </button>
          <button type="button" className="btn btn-quiet btn-small" onClick={() => void openFigures('tracks')} title="Tracks over time, battles and the luck meter">
            Charts
          </button>
          <div className="seg" role="group" aria-label="Show">
            <button type="button" className={cx('seg-btn', filter === 'all' && 'on')} aria-pressed={filter === 'all'} onClick={() => setFilter('all')}>
              All
            </button>
            <button type="button" className={cx('seg-btn', filter === 'bookmarks' && 'on')} aria-pressed={filter === 'bookmarks'} onClick={() => setFilter('bookmarks')} aria-label="Bookmarks only" title="Bookmarks only">
              ★
            </button>
          </div>
        </div>
      </header>
      <div className="log-scroll">
        {rows.length === 0 ? <p className="empty">Nothing recorded yet. Every action appears here, newest first.</p> : null}
        {shownGroups.map((g) => (
          <div key={g.key} className="log-group">
            <h3 className="log-when">{g.when}</h3>
            <ol className="log-rows" aria-label={`Log ${g.when}`}>
              {g.rows.map((r) => (
                <LogEntryRow key={r.seq} row={r} isLast={r.seq === last} replaying={replayAt !== undefined} current={r.seq === replayAt} />
              ))}
            </ol>
          </div>
        ))}
        {filter === 'all' && firstSeq > 1 && replayAt === undefined ? (
          <button type="button" className="btn btn-quiet log-more" onClick={() => void loadOlder()}>
            Show earlier entries ({firstSeq - 1} more)
          </button>
        ) : null}
      </div>
    </section>
  );
}

function LogEntryRow({ row, isLast, replaying, current }: { row: LogRow; isLast: boolean; replaying: boolean; current: boolean }) {
  const undoTo = useApp((s) => s.undoTo);
  const bookmark = useApp((s) => s.bookmark);
  const startReview = useApp((s) => s.startReview);
  const [marking, setMarking] = useState(false);
  const [label, setLabel] = useState('');
  const time = new Date(row.at);
  const at = Number.isNaN(time.getTime()) ? '' : time.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
  return (
    <li className={cx('log-row', `log-${row.status}`, row.bookmark && 'log-bookmarked', current && 'log-current')} aria-current={current ? 'step' : undefined} aria-label={`${row.seq}. ${row.title}${row.status === 'undone' ? ' (undone)' : ''}`}>
      <div className="log-line">
        <span className="log-seq">{row.seq}</span>
        <span className="log-title">
          {row.status === 'undone' ? <del>{row.title}</del> : row.title}
          {row.status === 'undone' ? <span className="log-badge">undone</span> : null}
        </span>
        <span className="log-time">{at}</span>
      </div>
      {row.bookmark ? (
        <div className="log-bookmark">
          <span aria-hidden="true">★</span> {row.bookmark}
        </div>
      ) : null}
      {row.dice?.length ? (
        <div className="log-dice">
          {row.dice.map((d, i) => (
            <div key={i} className="log-dice-group">
              {row.dice!.length > 1 || d.purpose !== 'Dice tray' ? <span className="log-dice-purpose">{d.purpose}</span> : null}
              <DiceFaces faces={d.faces} sides={d.sides} source={d.source} size="sm" sealed={d.sealed} />
              {d.source === 'table' ? <span className="log-badge">table</span> : null}
            </div>
          ))}
        </div>
      ) : null}
      {row.status === 'active' ? (
        <div className="log-actions">
          {!isLast && !replaying ? (
            <button type="button" className="link-btn" onClick={() => void undoTo(row.seq)} aria-label={`Undo to here: keep entry ${row.seq} and undo everything after it`} title="Undo every action after this one (undo keeps their dice)">
              ↶ Undo to here
            </button>
          ) : null}
          <button type="button" className="link-btn" onClick={() => void startReview(row.seq)} aria-label={`Review the campaign after entry ${row.seq}`}>
            Review
          </button>
          {!replaying ? (
            <button type="button" className="link-btn" onClick={() => setMarking(!marking)} aria-expanded={marking} aria-label={`Bookmark entry ${row.seq}`}>
              ★ Bookmark
            </button>
          ) : null}
        </div>
      ) : null}
      {marking ? (
        <form
          className="bookmark-form"
          onSubmit={async (e) => {
            e.preventDefault();
            if (!label.trim()) return;
            if (await bookmark(row.seq, label.trim())) {
              setMarking(false);
              setLabel('');
            }
          }}
        >
          <input type="text" autoFocus maxLength={80} placeholder="e.g. Before Austerlitz" value={label} onChange={(e) => setLabel(e.target.value)} aria-label={`Bookmark label for entry ${row.seq}`} />
          <button type="submit" className="btn btn-small">
            Save
          </button>
        </form>
      ) : null}
    </li>
  );
}
