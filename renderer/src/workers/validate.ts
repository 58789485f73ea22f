// The odds worker's check of every request it receives (protocol.ts), before anything runs: the job's kind,
// its fields and their shapes. The engines validate their own inputs (the `adc odds` JSON) and name the
// offending field; this catches a malformed message, and a data pack of another game or format.
import { z } from 'zod';
import { packSchema } from '../../../shared/data/tables';
import { BATTLE_KINDS } from '../../../shared/games/napoleons-imperium/battle/model';
import type { OddsFailure, OddsRequest } from './protocol';

const imperiumPack = packSchema
  .refine((p) => p.game === 'napoleons-imperium', { message: 'the data pack is not a Napoleon’s Imperium pack', path: ['game'] })
  .nullable()
  .optional();

const counts = z.record(z.string(), z.number().int().min(0).max(1000));
const stages = ['avoid', 'sea', 'preemptive', 'land', 'followUp', 'finished'] as const;

/** A campaign fight's setup and state: the fields the worker reads, checked; the rest passed through to the engine. */
const imperiumSetup = z.looseObject({
  game: z.literal('napoleons-imperium'),
  kind: z.enum(BATTLE_KINDS),
  attacker: z.array(z.looseObject({ id: z.string(), count: z.number().int().min(0) })),
  defender: z.array(z.looseObject({ id: z.string(), count: z.number().int().min(0) })),
  defenderFleets: z.array(z.looseObject({ id: z.string(), count: z.number().int().min(0) })),
  steps: z.array(z.looseObject({})),
  commanders: z.array(z.looseObject({})),
  casualtyOrder: z.looseObject({ attacker: z.array(z.string()), defender: z.array(z.string()), defenderFleets: z.array(z.string()), landed: z.array(z.string()) }),
  customOrder: z.looseObject({ attacker: z.array(z.string()), defender: z.array(z.string()), defenderFleets: z.array(z.string()) }),
  rules: z.looseObject({}),
});
const imperiumState = z.looseObject({
  stage: z.enum(stages),
  battle: z.number().int().min(0),
  round: z.number().int().min(0),
  alive: z.object({ attacker: counts, defender: counts, defenderFleets: counts, landed: counts }),
  leaveDue: z.boolean(),
  step: z.number().int().min(0),
});
const battleAction = z.discriminatedUnion('type', [
  z.object({ type: z.literal('casualties'), side: z.enum(['attacker', 'defender']), remove: counts }),
  z.object({ type: z.literal('leave'), leave: counts }),
]);

export const oddsJobSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('alliance'), input: z.unknown() }),
  z.object({ kind: z.literal('alliance-from-state'), input: z.unknown(), state: z.looseObject({ round: z.number(), phase: z.string(), blocks: z.record(z.string(), z.unknown()) }) }),
  z.object({ kind: z.literal('imperium'), input: z.unknown(), pack: imperiumPack }),
  z.object({
    kind: z.literal('imperium-needed'),
    input: z.unknown(),
    pack: imperiumPack,
    query: z.object({ id: z.string().min(1).max(64), target: z.number().gt(0).max(1), max: z.number().int().min(1).max(150).optional() }),
  }),
  z.object({ kind: z.literal('imperium-commanders'), input: z.unknown(), pack: imperiumPack, side: z.enum(['attacker', 'defender', 'both']) }),
  z.object({ kind: z.literal('imperium-fight'), setup: imperiumSetup, state: imperiumState, choice: battleAction.nullable().optional(), pack: imperiumPack }),
]);

export const oddsRequestSchema = z.object({ id: z.number().int().min(0), job: oddsJobSchema });

export type RequestCheck = { ok: true; request: OddsRequest } | { ok: false; id: number; error: OddsFailure };

/** Checks a message received by the worker; a failure names the first offending field (e.g. "job.query.target"). */
export function checkRequest(raw: unknown): RequestCheck {
  const r = oddsRequestSchema.safeParse(raw);
  if (r.success) return { ok: true, request: raw as OddsRequest };
  const id = typeof (raw as { id?: unknown } | null)?.id === 'number' ? (raw as { id: number }).id : -1;
  const issue = r.error.issues[0];
  const field = (issue?.path ?? []).map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i ? '.' : ''}${String(p)}`)).join('');
  return { ok: false, id, error: { name: 'OddsProtocolError', kind: 'protocol', message: `The odds request is malformed${field ? ` at ${field}` : ''}: ${issue?.message ?? 'invalid'}`, ...(field ? { field } : {}) } };
}
