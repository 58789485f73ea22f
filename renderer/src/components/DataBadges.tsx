// Where the table values behind a result come from (group-entered, unverified), and what to fill in
// when some are missing, with a link to the data editor. The game says which values and which table.
import { openDataEditor } from '../lib/nav';

export interface DataBadgeNotes {
  /** Some value in use was entered by the group. */
  group: boolean;
  /** Some value in use is unverified. */
  unverified: boolean;
  /** Values missing from a table (and not typed in here): the message in words, the table and its rows. */
  fill: { message: string; table: string; rows: string[] } | null;
}

/** In the game's words: what the values are ("roster values"), what to check them against ("your blocks"), where else to set them ("on the block here"). */
export interface DataBadgeWords {
  values: string;
  checkAgainst: string;
  setHere: string;
}

const PLAIN: DataBadgeWords = { values: 'values', checkAgainst: 'the rulebook', setHere: 'here' };

export function DataBadges({ notes, words = PLAIN }: { notes: DataBadgeNotes; words?: DataBadgeWords }) {
  const { fill } = notes;
  if (!notes.group && !notes.unverified && !fill) return null;
  return (
    <div className="data-badges">
      {notes.group || notes.unverified ? (
        <div className="dbadge-row">
          {notes.group ? (
            <span className="dbadge dbadge-group" title={`Some ${words.values} used here were entered by your group, not printed in the rulebook`}>
              Uses values entered by your group
            </span>
          ) : null}
          {notes.unverified ? (
            <span className="dbadge dbadge-unverified" title={`Some ${words.values} used here are unverified defaults: check them against ${words.checkAgainst}`}>
              Uses unverified values
            </span>
          ) : null}
        </div>
      ) : null}
      {fill ? (
        <div className="fill-note" role="note" aria-label="Values to fill in">
          <span className="fill-text">{fill.message}</span>
          <span className="fill-actions">
            <button type="button" className="btn btn-small" onClick={() => openDataEditor(fill.table, fill.rows)}>
              Open the data editor
            </button>
            <span className="muted small">or set the values {words.setHere}.</span>
          </span>
        </div>
      ) : null}
    </div>
  );
}
