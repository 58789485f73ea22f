// Typed errors. `field` is a JSON path into the input (e.g. "attacker[0].count") so the CLI can exit 2
// and name the offending field.
import { MissingDataError } from '../../../data/tables';

/** Invalid `adc odds` / battle input. */
export class ImperiumInputError extends Error {
  readonly field: string;
  constructor(field: string, message: string) {
    super(field ? `${field}: ${message}` : message);
    this.name = 'ImperiumInputError';
    this.field = field;
  }
}

/**
 * A value the battle needs is not in the data pack (the rulebook omits it: e.g. the fleet Invasion value).
 * Still a MissingDataError (its `table` says which table to fill in), plus the input field that needed it.
 */
export class ImperiumMissingDataError extends MissingDataError {
  readonly field: string;
  constructor(field: string, table: string, tableTitle: string, what: string[]) {
    super(table, tableTitle, what);
    this.field = field;
  }
}

/** Raised by the step-by-step resolver when an action does not fit the current state. */
export class BattleActionError extends Error {
  readonly field: string;
  constructor(field: string, message: string) {
    super(message);
    this.name = 'BattleActionError';
    this.field = field;
  }
}

/** A battle that can never end: no unit on either side can hit (every value 0). */
export class EndlessBattleError extends ImperiumInputError {
  constructor(field: string) {
    super(field, 'no unit on either side can score a hit (every hit value is 0), so the battle would never end');
    this.name = 'EndlessBattleError';
  }
}

/** Formats a zod-style path (["attacker", 0, "count"]) as "attacker[0].count". */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const p of path) {
    if (typeof p === 'number') out += `[${p}]`;
    else out += out === '' ? String(p) : `.${String(p)}`;
  }
  return out;
}
