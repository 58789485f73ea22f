// Where the preset values behind a result come from, and what to fill in when some are missing.
import { dataNotes, fillMessage, type BattleDraft } from './draft';
import { openDataEditor } from './nav';

export function DataBadges({ draft }: { draft: BattleDraft }) {
  const notes = dataNotes(draft);
  if (!notes.group && !notes.unverified && !notes.fill.length) return null;
  return (
    <div className="data-badges">
      {notes.group || notes.unverified ? (
        <div className="dbadge-row">
          {notes.group ? (
            <span className="dbadge dbadge-group" title="Some roster values used here were entered by your group, not printed in the rulebook">
              Uses values entered by your group
            </span>
          ) : null}
          {notes.unverified ? (
            <span className="dbadge dbadge-unverified" title="Some roster values used here are unverified defaults: check them against your blocks">
              Uses unverified values
            </span>
          ) : null}
        </div>
      ) : null}
      {notes.fill.length ? (
        <div className="fill-note" role="note" aria-label="Values to fill in">
          <span className="fill-text">{fillMessage(notes.fill)}</span>
          <span className="fill-actions">
            <button type="button" className="btn btn-small" onClick={() => openDataEditor('blocks', notes.fill.map((f) => f.rowKey))}>
              Open the data editor
            </button>
            <span className="muted small">or set the values on the block here.</span>
          </span>
        </div>
      ) : null}
    </div>
  );
}
