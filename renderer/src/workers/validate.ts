// The odds worker's check of every request it receives (protocol.ts), before anything runs: the envelope here
// (an id, a game and a job name), then the job's fields against the schema the game gives for that job
// (shared/games/<id>/odds-jobs.ts). The engines validate their own inputs (the `adc odds` JSON) and name the
// offending field; this catches a malformed message, and a data pack of another game or format.
import { z } from 'zod';
import type { OddsFailure, OddsRequest } from './protocol';

const envelope = z.object({
  id: z.number().int().min(0),
  job: z.looseObject({ game: z.string().min(1).max(64), job: z.string().min(1).max(64) }),
});

export type RequestCheck = { ok: true; request: OddsRequest } | { ok: false; id: number; error: OddsFailure };

/** zod's path as a field name: ["job", "query", "target"] → "job.query.target", ["blocks", 2] → "blocks[2]". */
export function fieldOf(path: ReadonlyArray<PropertyKey>): string {
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i ? '.' : ''}${String(p)}`)).join('');
}

export function protocolError(message: string, field?: string): OddsFailure {
  return { name: 'OddsProtocolError', kind: 'protocol', message: `The odds request is malformed${field ? ` at ${field}` : ''}: ${message}`, ...(field ? { field } : {}) };
}

/** Checks a message's envelope; a failure names the first offending field (e.g. "job.game"). */
export function checkRequest(raw: unknown): RequestCheck {
  const r = envelope.safeParse(raw);
  if (r.success) return { ok: true, request: raw as OddsRequest };
  const id = typeof (raw as { id?: unknown } | null)?.id === 'number' ? (raw as { id: number }).id : -1;
  const issue = r.error.issues[0];
  return { ok: false, id, error: protocolError(issue?.message ?? 'invalid', fieldOf(issue?.path ?? []) || undefined) };
}

/** Checks a job's own fields (everything but `game` and `job`) against the game's schema for it. */
export function checkFields(schema: z.ZodType, job: OddsRequest['job']): { ok: true; fields: unknown } | { ok: false; error: OddsFailure } {
  const { game: _game, job: _name, ...fields } = job;
  const r = schema.safeParse(fields);
  if (r.success) return { ok: true, fields: r.data };
  const issue = r.error.issues[0];
  return { ok: false, error: protocolError(issue?.message ?? 'invalid', fieldOf(['job', ...(issue?.path ?? [])])) };
}
