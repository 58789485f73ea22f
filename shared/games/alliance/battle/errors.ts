// Typed errors. `field` is a JSON path into the input (e.g. "blocks[2].strength") so the CLI can
// exit 2 and name the offending field.
export { BattleActionError, formatPath } from '../../../odds/errors';

export class AllianceInputError extends Error {
  readonly field: string;
  constructor(field: string, message: string) {
    super(field ? `${field}: ${message}` : message);
    this.name = 'AllianceInputError';
    this.field = field;
  }
}


