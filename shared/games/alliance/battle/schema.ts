// Zod schema for the `adc odds` Alliance input, plus the semantic checks zod cannot express.
// Every error is an AllianceInputError whose `field` names the offending JSON path.
import { z } from 'zod';
import { AllianceInputError, formatPath } from './errors';
import { LEADER_EVENT_IDS, leaderEventWarnings } from './leader-events';
import { parseInput } from '../../../odds/errors';
import {
  BLOCK_TYPES, DEFAULT_POLICY, LOCATIONS, SIDES, SLOT_NAMES, parseFirepower,
  type AllianceBattleInput, type BattleBlock, type BattlePolicy, type BattlePositionInput, type BattleSetup,
} from './model';

const int = (min: number, max: number) => z.number().int().min(min).max(max);

export const retreatRuleSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('never') }),
  z.strictObject({ kind: z.literal('withdrawAtRound'), round: int(2, 12) }),
  z.strictObject({ kind: z.literal('strengthRatio'), ratio: z.number().positive().max(1000) }),
  z.strictObject({ kind: z.literal('blockStrengthAtMost'), strength: int(0, 4) }),
]);

export const tieBreakSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('lowestFirepowerFirst') }),
  z.strictObject({ kind: z.literal('inputOrder') }),
  z.strictObject({ kind: z.literal('priority'), order: z.array(z.string().min(1)) }),
]);

export const policySchema = z.strictObject({
  tieBreak: tieBreakSchema.optional(),
  retreat: z.strictObject({ attacker: retreatRuleSchema.optional(), defender: retreatRuleSchema.optional() }).optional(),
  hqExtension: z.enum(['never', 'always', 'ifBetter']).optional(),
  pursuit: z.enum(['never', 'always']).optional(),
  retreatCapacity: z
    .strictObject({
      attacker: int(0, 64).optional(),
      defender: int(0, 64).optional(),
      byOwner: z.record(z.string(), int(0, 64)).optional(),
    })
    .optional(),
});

export const blockSchema = z.strictObject({
  id: z.string().min(1).max(64),
  name: z.string().max(100).optional(),
  side: z.enum(SIDES as [string, ...string[]]),
  type: z.enum(BLOCK_TYPES as [string, ...string[]]),
  firepower: z.string().regex(/^[A-D][1-6]$/, 'firepower must be a letter A-D followed by a number 1-6, e.g. "C3"'),
  strength: int(0, 4),
  maxStrength: int(1, 4).optional(),
  reserve: z.boolean().optional(),
  round1Modifier: int(-6, 6).optional(),
  round1NoFire: z.boolean().optional(),
  owner: z.string().min(1).max(64).optional(),
});

export const positionSchema = z.strictObject({
  round: int(1, 12).optional(),
  slot: z.enum(SLOT_NAMES as unknown as [string, ...string[]]).optional(),
  acted: z.array(z.string()).optional(),
  switched: z.boolean().optional(),
  blocks: z
    .record(
      z.string(),
      z.strictObject({
        strength: int(0, 4).optional(),
        status: z.enum(['active', 'retreated', 'eliminated']).optional(),
        halfHit: z.boolean().optional(),
      }),
    )
    .optional(),
  extensions: z.record(z.string(), int(0, 4)).optional(),
  retreatsThisRound: z.record(z.string(), int(0, 64)).optional(),
});

export const allianceBattleInputSchema = z.strictObject({
  game: z.literal('alliance'),
  location: z.enum(LOCATIONS as [string, ...string[]]),
  blocks: z.array(blockSchema).min(2).max(60),
  policy: policySchema.optional(),
  cards: z.record(z.string(), int(1, 42)).optional(),
  /** Leader-card events played this Game Turn and used in this battle [3.3]; the round-1 effects are checked against them. */
  leaderEvents: z
    .array(z.strictObject({ leader: z.enum(LEADER_EVENT_IDS as [string, ...string[]]), side: z.enum(SIDES as [string, ...string[]]) }))
    .max(5)
    .optional(),
  position: positionSchema.optional(),
});

/** Firepower ranges printed in the rulebook, used only for warnings [2.12-2.16]. */
const RULEBOOK_FIREPOWER: Partial<Record<string, { ranges: string; ok: (l: string, n: number) => boolean }>> = {
  infantry: { ranges: 'C1-C4 [2.12]', ok: (l, n) => l === 'C' && n >= 1 && n <= 4 },
  cavalry: { ranges: 'B1-B3, Cossacks A1 [2.14]', ok: (l, n) => (l === 'B' && n >= 1 && n <= 3) || (l === 'A' && n === 1) },
  artillery: { ranges: 'A2 or A3 [2.15]', ok: (l, n) => l === 'A' && (n === 2 || n === 3) },
  fleet: { ranges: 'D2 or D3 [2.16]', ok: (l, n) => l === 'D' && (n === 2 || n === 3) },
};

function fail(path: readonly PropertyKey[], message: string): never {
  throw new AllianceInputError(formatPath(path), message);
}

/** zod parse with the first issue turned into an AllianceInputError naming the field. */
export function zodParse<T>(schema: z.ZodType<T>, input: unknown, prefix: readonly PropertyKey[] = []): T {
  return parseInput(schema, input, (field, message) => new AllianceInputError(field, message), { prefix });
}

function normalisePolicy(p: AllianceBattleInput['policy']): BattlePolicy {
  return {
    tieBreak: p?.tieBreak ?? DEFAULT_POLICY.tieBreak,
    retreat: {
      attacker: p?.retreat?.attacker ?? DEFAULT_POLICY.retreat.attacker,
      defender: p?.retreat?.defender ?? DEFAULT_POLICY.retreat.defender,
    },
    hqExtension: p?.hqExtension ?? DEFAULT_POLICY.hqExtension,
    pursuit: p?.pursuit ?? DEFAULT_POLICY.pursuit,
    retreatCapacity: p?.retreatCapacity ? structuredCloneJson(p.retreatCapacity) : {},
  };
}

function structuredCloneJson<T>(v: T): T {
  return JSON.parse(JSON.stringify(v)) as T;
}

/**
 * Validates the `adc odds` input and returns a fully defaulted BattleSetup plus the optional
 * position. Throws AllianceInputError naming the field on any problem.
 */
export function parseAllianceBattleInput(input: unknown): { setup: BattleSetup; position?: BattlePositionInput } {
  const raw = zodParse(allianceBattleInputSchema, input) as AllianceBattleInput;
  const warnings: string[] = [];
  const ids = new Map<string, number>();
  const ownerSide = new Map<string, string>();

  const blocks: BattleBlock[] = raw.blocks.map((b, i) => {
    const at = (f: string): PropertyKey[] => ['blocks', i, f];
    if (ids.has(b.id)) fail(at('id'), `duplicate block id "${b.id}" (also blocks[${ids.get(b.id)}])`);
    ids.set(b.id, i);
    const fp = parseFirepower(b.firepower);
    if (!fp) fail(at('firepower'), 'firepower must be a letter A-D followed by a number 1-6, e.g. "C3"');
    const isFleet = b.type === 'fleet';
    if (isFleet && fp.letter !== 'D') fail(at('firepower'), `a fleet fires in the D slots, got "${b.firepower}" [2.16, 8.3]`);
    if (!isFleet && fp.letter === 'D') warnings.push(`blocks[${i}] (${b.id}): only fleets are rated D in the rulebook [2.16]`);
    const range = RULEBOOK_FIREPOWER[b.type];
    if (range && !range.ok(fp.letter, fp.number)) {
      warnings.push(`blocks[${i}] (${b.id}): ${b.type} ${b.firepower} is outside the rulebook's ${range.ranges}`);
    } else if (!range && fp.number > 4) {
      warnings.push(`blocks[${i}] (${b.id}): no rulebook block has a firepower number above 4`);
    }
    if (!isFleet && b.strength < 1) fail(at('strength'), `a ${b.type} block has strength 1-4 (only fleets can be at 0) [2.31, 8.2]`);
    const maxStrength = b.maxStrength ?? 4;
    if (b.strength > maxStrength) fail(at('strength'), `strength ${b.strength} is above maxStrength ${maxStrength}`);
    if (raw.location === 'land' && isFleet) fail(at('type'), 'fleets cannot fight in a land battle; use location "coastal" for a naval-base region [8.3]');
    if (raw.location === 'sea' && !isFleet) fail(at('type'), `a battle in a sea is fought by fleets only, not ${b.type} [8.3]`);
    const reserve = b.reserve ?? false;
    if (reserve && b.type === 'fortress') fail(at('reserve'), 'a fortress cannot move, so it cannot be a reserve [2.13]');
    const round1Modifier = b.round1Modifier ?? 0;
    if (reserve && round1Modifier !== 0) fail(at('round1Modifier'), 'a reserve does not fire in round 1, so a round-1 modifier cannot apply to it [3.3, 7.23]');
    const round1NoFire = b.round1NoFire ?? false;
    if (reserve && round1NoFire) fail(at('round1NoFire'), 'a reserve does not fire in round 1 anyway [7.23]');
    if (b.owner !== undefined) {
      const s = ownerSide.get(b.owner);
      if (s !== undefined && s !== b.side) fail(at('owner'), `owner "${b.owner}" has blocks on both sides`);
      ownerSide.set(b.owner, b.side);
    }
    const block: BattleBlock = {
      id: b.id,
      name: b.name ?? b.id,
      side: b.side,
      type: b.type,
      firepower: b.firepower,
      letter: fp.letter,
      fireNumber: fp.number,
      strength: b.strength,
      maxStrength,
      reserve,
      round1Modifier,
      round1NoFire,
    };
    if (b.owner !== undefined) block.owner = b.owner;
    return block;
  });

  for (const side of ['attacker', 'defender'] as const) {
    const own = blocks.filter((b) => b.side === side);
    if (own.length === 0) fail(['blocks'], `the ${side} has no blocks`);
    if (!own.some((b) => !b.reserve)) fail(['blocks'], `the ${side} has only reserves; a battle needs at least one main (non-reserve) block per side [4.31, 7.23]`);
  }

  const policy = normalisePolicy(raw.policy);
  if (policy.tieBreak.kind === 'priority') {
    policy.tieBreak.order.forEach((id, j) => {
      if (!ids.has(id)) fail(['policy', 'tieBreak', 'order', j], `unknown block id "${id}"`);
    });
  }
  const owners = new Set(blocks.map((b) => b.owner).filter((o): o is string => o !== undefined));
  for (const o of Object.keys(policy.retreatCapacity.byOwner ?? {})) {
    if (!owners.has(o)) fail(['policy', 'retreatCapacity', 'byOwner', o], `no block has owner "${o}"`);
  }
  const cards = raw.cards ?? {};
  for (const o of Object.keys(cards)) {
    if (!owners.has(o)) warnings.push(`cards: no block has owner "${o}"`);
  }

  const seenLeaders = new Set<string>();
  (raw.leaderEvents ?? []).forEach((u, j) => {
    if (seenLeaders.has(u.leader)) fail(['leaderEvents', j, 'leader'], `${u.leader} is listed twice: each Leader card is played once a Game Turn [3.3]`);
    seenLeaders.add(u.leader);
  });
  warnings.push(...leaderEventWarnings(blocks, raw.leaderEvents));

  const setup: BattleSetup = { game: 'alliance', location: raw.location as BattleSetup['location'], blocks, policy, cards, warnings };
  return raw.position ? { setup, position: raw.position as BattlePositionInput } : { setup };
}
