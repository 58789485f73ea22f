// Zod schema of the `adc odds` naval input (docs/odds-format.md, "Le Grand Empire") and its
// normalisation into a NavalSetup. Every refusal names the field and says why in plain words.
import { z } from 'zod';
import { LgeInputError } from './errors';
import { parseInput } from '../../../odds/errors';
import { DEFAULT_NAVAL_POLICY, DEFAULT_NAVAL_RULES, dummyFleetRefusal, type FleetChoice, type NavalFleet, type NavalSetup } from './naval';

const int = (min: number, max: number, what: string) =>
  z.number({ error: `${what} must be a whole number` }).int({ error: `${what} must be a whole number` }).min(min, { error: `${what} is at least ${min}` }).max(max, { error: `${what} is at most ${max}` });

export const fleetSchema = z.strictObject({
  id: z.string({ error: 'each fleet needs an id (a name used in the output)' }).min(1).max(64),
  name: z.string().max(100).optional(),
  points: int(0, 30, 'fleet points'),
  bonus: int(-6, 6, 'the admiral’s tactical bonus'),
  laden: int(0, 30, 'laden steps').optional(),
  named: z.boolean().optional(),
  maneuver: int(-3, 9, 'the maneuver factor').optional(),
  /** A dummy fleet (§10.6): named only to be refused. */
  dummy: z.boolean().optional(),
});

const sideSchema = z.strictObject({
  fleets: z.array(fleetSchema, { error: 'give the side’s fleets as a list' }).min(1, { error: 'each side needs at least one fleet' }).max(8, { error: 'at most 8 fleets a side' }),
});

const choiceSchema = z.union([z.enum(['lowest-bonus', 'highest-bonus', 'most-points', 'fewest-points']), z.array(z.string().min(1)).min(1)], {
  error: 'a choice is "lowest-bonus", "highest-bonus", "most-points", "fewest-points" or a list of fleet ids in order of preference',
});

const stayOrRetreat = z.enum(['stay', 'retreat'], { error: 'say "stay" or "retreat"' });
export const navalPolicySchema = z.strictObject({
  ownerLoss: choiceSchema.optional(),
  firerLoss: choiceSchema.optional(),
  batteryTarget: choiceSchema.optional(),
  tie: z.strictObject({ defender: stayOrRetreat.optional(), attacker: stayOrRetreat.optional() }).optional(),
});

const checkSchema = z.strictObject({ maneuver: int(-3, 9, 'the maneuver factor'), useManeuver: z.boolean().optional() });

export const navalInputSchema = z.strictObject({
  game: z.literal('le-grand-empire'),
  kind: z.literal('naval'),
  attacker: sideSchema,
  defender: sideSchema,
  harbour: z.strictObject({ batteries: int(0, 3, 'permanent fortress points') }).optional(),
  engagement: z
    .strictObject({
      detection: checkSchema.optional(),
      interception: checkSchema.optional(),
      avoidance: checkSchema.optional(),
    })
    .optional(),
  policy: navalPolicySchema.optional(),
  rules: z
    .strictObject({
      coastalBatteries: z.enum(['every-round-counted', 'first-round-counted', 'every-round-not-counted']).optional(),
      navalCaptureCount: z.enum(['whole-battle', 'last-round']).optional(),
      naturalRolls: z.enum(['modifiers-literal', 'natural-extremes']).optional(),
    })
    .optional(),
});
export type NavalInput = z.infer<typeof navalInputSchema>;

/** zod parse; the first issue becomes an LgeInputError naming the field. */
export function zodParse<T>(schema: z.ZodType<T>, input: unknown): T {
  return parseInput(schema, input, (field, message) => new LgeInputError(field, message));
}

export interface ParsedNaval {
  setup: NavalSetup;
  input: NavalInput;
}

export function parseNavalInput(raw: unknown): ParsedNaval {
  const input = zodParse(navalInputSchema, raw);
  const seen = new Set<string>();
  const fleets = (side: 'attacker' | 'defender'): NavalFleet[] =>
    input[side].fleets.map((f, i) => {
      const field = `${side}.fleets[${i}]`;
      if (seen.has(f.id)) throw new LgeInputError(`${field}.id`, `the fleet id "${f.id}" is used twice; give each fleet its own id`);
      seen.add(f.id);
      const dummy = dummyFleetRefusal([f]);
      if (dummy) throw new LgeInputError(`${field}.dummy`, dummy);
      const laden = f.laden ?? 0;
      if (laden > f.points) throw new LgeInputError(`${field}.laden`, `a fleet carries at most 1 CP per fleet point: ${laden} laden steps but only ${f.points} points`);
      return { id: f.id, ...(f.name ? { name: f.name } : {}), points: f.points, bonus: f.bonus, laden, named: f.named ?? true };
    });
  const attacker = fleets('attacker');
  const defender = fleets('defender');
  for (const side of ['attacker', 'defender'] as const) {
    const fs = side === 'attacker' ? attacker : defender;
    if (fs.every((f) => f.points === 0)) throw new LgeInputError(`${side}.fleets`, 'this side has no fleet points left, so there is no battle');
  }
  const p = input.policy ?? {};
  const ids = (choice: FleetChoice | undefined, field: string, allowed: NavalFleet[]): FleetChoice | undefined => {
    if (Array.isArray(choice))
      choice.forEach((id, i) => {
        if (!allowed.some((f) => f.id === id)) throw new LgeInputError(`${field}[${i}]`, `"${id}" is not a fleet of the side this choice applies to (${allowed.map((f) => f.id).join(', ')})`);
      });
    return choice;
  };
  // Owner and firer choices apply to whichever side loses, so any fleet id is allowed there.
  const all = [...attacker, ...defender];
  const policy = {
    ownerLoss: ids(p.ownerLoss, 'policy.ownerLoss', all) ?? DEFAULT_NAVAL_POLICY.ownerLoss,
    firerLoss: ids(p.firerLoss, 'policy.firerLoss', all) ?? DEFAULT_NAVAL_POLICY.firerLoss,
    batteryTarget: ids(p.batteryTarget, 'policy.batteryTarget', attacker) ?? DEFAULT_NAVAL_POLICY.batteryTarget,
    tie: { defender: p.tie?.defender ?? DEFAULT_NAVAL_POLICY.tie.defender, attacker: p.tie?.attacker ?? DEFAULT_NAVAL_POLICY.tie.attacker },
  };
  const rules = {
    coastalBatteries: input.rules?.coastalBatteries ?? DEFAULT_NAVAL_RULES.coastalBatteries,
    navalCaptureCount: input.rules?.navalCaptureCount ?? DEFAULT_NAVAL_RULES.navalCaptureCount,
  };
  return { setup: { attacker, defender, batteries: input.harbour?.batteries ?? 0, policy, rules }, input };
}
