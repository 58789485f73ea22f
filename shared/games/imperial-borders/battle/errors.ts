// Typed errors. `field` is a JSON path into the input or the action (e.g. "attacker.units[2].zone") so the
// CLI can exit 2 and name the offending field, and the UI can point at it.

/** Invalid `adc odds` / battle input. */
export class ImperialBordersInputError extends Error {
  readonly field: string;
  constructor(field: string, message: string) {
    super(field ? `${field}: ${message}` : message);
    this.name = 'ImperialBordersInputError';
    this.field = field;
  }
}

/** Raised by the step-by-step resolver when an action does not fit the rules or the current step. */
export class BattleActionError extends Error {
  readonly field: string;
  constructor(field: string, message: string) {
    super(message);
    this.name = 'BattleActionError';
    this.field = field;
  }
}
