// The battle errors every game shares. `field` is a JSON path into the input or the action, so the CLI
// can exit 2 and name the offending field and a screen can point at it.
import type { z } from 'zod';

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

/**
 * A zod parse whose first issue becomes the game's input error naming the field (`prefix` + the issue's
 * path; an unknown key names itself). `plain`: an enum lists its values and an absent field says "missing"
 * instead of zod's words.
 */
export function parseInput<T>(
  schema: z.ZodType<T>,
  input: unknown,
  inputError: (field: string, message: string) => Error,
  opts: { prefix?: readonly PropertyKey[]; plain?: boolean } = {},
): T {
  const r = schema.safeParse(input);
  if (r.success) return r.data;
  const prefix = opts.prefix ?? [];
  const issue = r.error.issues[0];
  if (!issue) throw inputError(formatPath(prefix), 'invalid input');
  const path = [...prefix, ...(issue.path as PropertyKey[])];
  if (issue.code === 'unrecognized_keys') {
    const key = issue.keys[0] ?? '';
    throw inputError(formatPath([...path, key]), `unknown field "${key}"`);
  }
  if (opts.plain) {
    if (issue.code === 'invalid_value') throw inputError(formatPath(path), `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`);
    if (issue.code === 'invalid_type' && issue.input === undefined) throw inputError(formatPath(path), 'missing');
  }
  throw inputError(formatPath(path), issue.message);
}
