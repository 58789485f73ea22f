// Typed errors. `field` is a JSON path into the input (e.g. "attacker[0].count") so the CLI can exit 2
// and name the offending field.
export { BattleActionError, formatPath } from '../../../odds/errors';
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


/** A battle that can never end: no unit on either side can hit (every value 0). */
export class EndlessBattleError extends ImperiumInputError {
  constructor(field: string) {
    super(field, 'no unit on either side can score a hit (every hit value is 0), so the battle would never end');
    this.name = 'EndlessBattleError';
  }
}

