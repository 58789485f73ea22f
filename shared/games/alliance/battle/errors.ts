// Typed errors. `field` is a JSON path into the input (e.g. "blocks[2].strength") so the CLI can
// exit 2 and name the offending field.

export class AllianceInputError extends Error {
  readonly field: string;
  constructor(field: string, message: string) {
    super(field ? `${field}: ${message}` : message);
    this.name = 'AllianceInputError';
    this.field = field;
  }
}

/** Raised by the step-by-step resolver when an action does not fit the current state (wrong block, bad dice...). */
export class BattleActionError extends Error {
  readonly field: string;
  constructor(field: string, message: string) {
    super(message);
    this.name = 'BattleActionError';
    this.field = field;
  }
}

/** Formats a zod-style path (["blocks", 2, "strength"]) as "blocks[2].strength". */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const p of path) {
    if (typeof p === 'number') out += `[${p}]`;
    else out += out === '' ? String(p) : `.${String(p)}`;
  }
  return out;
}
