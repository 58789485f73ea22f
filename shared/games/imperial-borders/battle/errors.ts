// Typed errors. `field` is a JSON path into the input or the action (e.g. "attacker.units[2].zone") so the
// CLI can exit 2 and name the offending field, and the UI can point at it.
export { BattleActionError } from '../../../odds/errors';

/** Invalid `adc odds` / battle input. */
export class ImperialBordersInputError extends Error {
  readonly field: string;
  constructor(field: string, message: string) {
    super(field ? `${field}: ${message}` : message);
    this.name = 'ImperialBordersInputError';
    this.field = field;
  }
}

