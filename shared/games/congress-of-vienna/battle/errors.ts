// Typed errors for Congress of Vienna battles. `field` is a JSON path into the input ("allied.units.BR") so
// the CLI can exit 2 and name the offending field.
export { BattleActionError } from '../../../odds/errors';
import { MissingDataError } from '../../../data/tables';
export { formatPath } from '../../../odds/errors';

/** Invalid battle input (odds or resolver). */
export class CovInputError extends Error {
  readonly field: string;
  constructor(field: string, message: string) {
    super(field ? `${field}: ${message}` : message);
    this.name = 'CovInputError';
    this.field = field;
  }
}

/** The battle needs a value the data pack lacks (e.g. the Battle DRM Track); `table` says which table to fill in. */
export class CovMissingDataError extends MissingDataError {
  readonly field: string;
  constructor(field: string, table: string, tableTitle: string, what: string[], hint = '') {
    super(table, tableTitle, what);
    this.field = field;
    if (hint) this.message = `${this.message} ${hint}`;
  }
}

