// Typed errors of Le Grand Empire's battle calculators. `field` is a JSON path into the input
// ("attacker.fleets[1].points") so the CLI exits 2 naming it.
import { MissingDataError } from '../../../data/tables';
import { formatPath } from '../../../odds/errors';

export { formatPath };

/** Invalid battle input. */
export class LgeInputError extends Error {
  readonly field: string;
  constructor(field: string, message: string) {
    super(field ? `${field}: ${message}` : message);
    this.name = 'LgeInputError';
    this.field = field;
  }
}

/**
 * A play-aid table the calculation needs is missing (the rulebook prints none of them). Its `table`
 * names the table to fill in; the manual mode (type the DRM or the result) still works without it.
 */
export class LgeMissingDataError extends MissingDataError {
  readonly field: string;
  constructor(field: string, table: string, tableTitle: string, what: string[]) {
    super(table, tableTitle, [...what, 'or use the manual mode (type the modifier or the result; the app keeps the bookkeeping)']);
    this.name = 'LgeMissingDataError';
    this.field = field;
  }
}

/** The step-by-step resolver refuses an action that does not fit the current state. */
export class LgeActionError extends Error {
  readonly field: string;
  constructor(field: string, message: string) {
    super(field ? `${field}: ${message}` : message);
    this.name = 'LgeActionError';
    this.field = field;
  }
}
