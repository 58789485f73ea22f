// The battle errors every game shares. `field` is a JSON path into the input or the action, so the CLI
// can exit 2 and name the offending field and a screen can point at it.

/** Raised by a step-by-step battle resolver when an action does not fit the battle's current state. */
export class BattleActionError extends Error {
  readonly field: string;
  constructor(field: string, message: string) {
    super(message);
    this.name = 'BattleActionError';
    this.field = field;
  }
}

/**
 * Formats a zod issue path (["blocks", 2, "strength"]) as "blocks[2].strength". Not zod's own toDotPath:
 * that quotes keys with a hyphen (["fr-inf"]), and the field names the CLI prints and the docs show
 * (attacker.fr-inf) would change.
 */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const p of path) {
    if (typeof p === 'number') out += `[${p}]`;
    else out += out === '' ? String(p) : `.${String(p)}`;
  }
  return out;
}
