// Zod schema for the `adc odds` Imperial Borders input (docs/odds-format.md), and its normalisation into a
// BattleSetup, the group's die faces, a policy and a position. Every error names the offending field in
// plain words (ImperialBordersInputError).
import { z } from 'zod';
import { formatPath } from '../../../odds/errors';
import { ImperialBordersInputError } from './errors';
import type { BattlePolicy, Position } from './exact';
import {
  BATTLE_KINDS, DEFAULT_RULES, FORT_HP, LAND_TYPES, MEDALS, SHIP_HP, SHIP_OOA, SHIP_TYPES, STANCES, TIERS, canRoll, countsOf,
  type BattleKind, type BattleSetup, type BattleSide, type DiceFaces, type LandZone, type SideName, type Stance,
} from './model';

const count = z.number().int().min(0).max(20);
const id = z.string().min(1).max(64);
const stance = z.enum(STANCES);

const unitSchema = z.strictObject({
  id,
  nation: z.string().max(40).optional(),
  type: z.enum(LAND_TYPES),
  elite: z.boolean().optional(),
  zone: z.enum(['front', 'rear', 'land']).optional(),
});
const shipSchema = z.strictObject({
  id,
  nation: z.string().max(40).optional(),
  type: z.enum(SHIP_TYPES),
  elite: z.boolean().optional(),
  damage: z.number().int().min(0).max(2).optional(),
  cargo: z.array(z.enum(LAND_TYPES)).max(4).optional(),
});
const sideSchema = z.strictObject({
  stance,
  nations: z.array(z.string().min(1).max(40)).max(6).optional(),
  medals: z.array(z.enum(MEDALS)).max(6).optional(),
  units: z.array(unitSchema).max(60).optional(),
  ships: z.array(shipSchema).max(30).optional(),
  fortification: z.strictObject({ tier: z.enum(TIERS), damage: z.number().int().min(0).max(4).optional(), nation: z.string().max(40).optional() }).optional(),
  /** Enemy Casualty points this side collected earlier in the battle (odds from a mid-battle position). */
  pointsSoFar: z.number().int().min(-200).max(500).optional(),
});
const sideStances = z.union([stance, z.tuple([stance, stance, stance])]);

export const imperialBordersOddsInputSchema = z.strictObject({
  game: z.literal('imperial-borders'),
  kind: z.enum(BATTLE_KINDS),
  dice: z.strictObject({
    black: z.strictObject({ double: count, blast: count, bar: count, blank: count }),
    white: z.strictObject({ red: count, blue: count, bar: count, blank: count }).optional(),
    /** The group has checked these faces against its own dice (the rulebook does not print them). */
    confirmed: z.boolean().optional(),
  }),
  attacker: sideSchema,
  defender: sideSchema,
  policy: z
    .strictObject({
      stances: z.strictObject({ attacker: sideStances.optional(), defender: sideStances.optional() }).optional(),
      zones: z.strictObject({ attacker: z.enum(['front-first', 'rear-first', 'land-first', 'sea-first']).optional(), defender: z.enum(['front-first', 'rear-first', 'land-first', 'sea-first']).optional() }).optional(),
      stop: z.enum(['never', 'after-round-1', 'after-round-2', 'when-outgunned']).optional(),
    })
    .optional(),
  rules: z
    .strictObject({
      doubleBlastAfterFort: z.enum(['either-zone', 'lost-unless-fort']).optional(),
      eliteUnitPennantValue: z.enum(['unit-plus-pennant', 'unit-only']).optional(),
      capturedShipsCasualties: z.enum(['counted', 'not-counted']).optional(),
    })
    .optional(),
  /** The Battle Round about to be fought (odds from a mid-battle position; forces as they stand now). */
  round: z.number().int().min(1).max(3).optional(),
  /** Also give the odds of the four stance pairs for the next round (the rest of the policy unchanged). */
  stanceMatrix: z.boolean().optional(),
});
export type ImperialBordersOddsInput = z.infer<typeof imperialBordersOddsInputSchema>;


function plainIssue(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'missing' : `must be ${issue.expected === 'int' ? 'a whole number' : `a ${issue.expected}`}`;
    case 'invalid_value':
      return `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'too_small':
      return issue.origin === 'array' ? `needs at least ${issue.minimum} entries` : issue.origin === 'string' ? 'must not be empty' : `must be at least ${issue.minimum}`;
    case 'too_big':
      return issue.origin === 'array' ? `takes at most ${issue.maximum} entries` : issue.origin === 'string' ? `is longer than ${issue.maximum} characters` : `must be at most ${issue.maximum}`;
    case 'unrecognized_keys':
      return `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}`;
    case 'invalid_union':
      return 'must be "aggressive", "defensive" or a list of 3 stances (one per Battle Round)';
    default:
      return issue.message;
  }
}

export interface ParsedInput {
  setup: BattleSetup;
  faces: DiceFaces;
  policy: BattlePolicy;
  position: Position;
  confirmed: boolean;
  stanceMatrix: boolean;
  input: ImperialBordersOddsInput;
}

const NAMES = { 'half-infantry': 'Half Infantry', 'full-infantry': 'Full Infantry', cavalry: 'Cavalry', cannon: 'Cannon' } as const;

export function parseImperialBordersInput(raw: unknown): ParsedInput {
  const r = imperialBordersOddsInputSchema.safeParse(raw);
  if (!r.success) {
    const issue = r.error.issues[0]!;
    throw new ImperialBordersInputError(formatPath(issue.path), plainIssue(issue));
  }
  const input = r.data;
  const kind: BattleKind = input.kind;
  const ids = new Set<string>();
  const sides = {} as Record<SideName, BattleSide>;
  for (const sideName of ['attacker', 'defender'] as const) {
    const x = input[sideName];
    const units = (x.units ?? []).map((u, i) => {
      const field = `${sideName}.units[${i}]`;
      if (ids.has(u.id)) throw new ImperialBordersInputError(`${field}.id`, `"${u.id}" is used twice; every unit and Ship needs its own id`);
      ids.add(u.id);
      let zone: LandZone;
      if (kind === 'port') {
        if (u.zone && u.zone !== 'land') throw new ImperialBordersInputError(`${field}.zone`, 'a Port battle has one Land Zone with no Front or Rear: leave zone out or write "land"');
        zone = 'land';
      } else {
        if (u.zone === 'land') throw new ImperialBordersInputError(`${field}.zone`, 'a land battle has a Front and a Rear Zone: write "front" or "rear"');
        zone = u.zone ?? (u.type === 'cannon' ? 'rear' : 'front');
        if (u.type === 'cannon' && zone !== 'rear') throw new ImperialBordersInputError(`${field}.zone`, 'Cannons must always be placed in the Rear Zone');
        if ((u.type === 'half-infantry' || u.type === 'full-infantry') && zone !== 'front') throw new ImperialBordersInputError(`${field}.zone`, `${NAMES[u.type]} must always be placed in the Front Zone`);
      }
      return { id: u.id, nation: u.nation, type: u.type, elite: u.elite ?? false, zone };
    });
    const ships = (x.ships ?? []).map((s, i) => {
      const field = `${sideName}.ships[${i}]`;
      if (ids.has(s.id)) throw new ImperialBordersInputError(`${field}.id`, `"${s.id}" is used twice; every unit and Ship needs its own id`);
      ids.add(s.id);
      const damage = s.damage ?? 0;
      if (damage >= SHIP_HP[s.type]) throw new ImperialBordersInputError(`${field}.damage`, `a ${s.type === 'frigate' ? 'Frigate' : 'Ship of the Line'} with ${damage} Hits is sunk; leave it out`);
      if (s.elite && damage >= SHIP_OOA[s.type]) throw new ImperialBordersInputError(`${field}.elite`, 'an Out-of-Action Ship has lost its Elite Pennant (it went to the enemy when it went Out-of-Action)');
      const cargo = s.cargo ?? [];
      const size = cargo.reduce((n, t) => n + (t === 'half-infantry' ? 1 : 2), 0);
      if (size > (s.type === 'frigate' ? 2 : 4)) throw new ImperialBordersInputError(`${field}.cargo`, `a ${s.type === 'frigate' ? 'Frigate carries 1 Land Unit or 2 Half Infantry' : 'Ship of the Line carries 2 Land Units or 4 Half Infantry'}`);
      return { id: s.id, nation: s.nation, type: s.type, elite: s.elite ?? false, damage, cargo };
    });
    const f = x.fortification;
    if (f && (f.damage ?? 0) > FORT_HP[f.tier]) throw new ImperialBordersInputError(`${sideName}.fortification.damage`, `a ${f.tier === 'capital' ? 'Capital' : f.tier === 'major' ? 'Major' : 'Minor'} Fortification has only ${FORT_HP[f.tier]} Hit ${FORT_HP[f.tier] === 1 ? 'Point' : 'Points'}`);
    if (kind === 'sea' && f) throw new ImperialBordersInputError(`${sideName}.fortification`, 'there are no Fortifications in an Open Sea battle');
    if (kind === 'sea' && units.length) throw new ImperialBordersInputError(`${sideName}.units`, 'an Open Sea battle has only Ships (Cargo goes in a Ship’s "cargo")');
    if (kind === 'land' && ships.length) throw new ImperialBordersInputError(`${sideName}.ships`, 'a land battle has no Ships (use "kind": "port" for a battle in a Port)');
    sides[sideName] = { nations: x.nations ?? [], units, ships, fortification: f ? { tier: f.tier, damage: f.damage ?? 0, nation: f.nation } : null, medals: x.medals ?? [] };
  }
  if (kind === 'port' && sides.attacker.units.length && sides.defender.units.length)
    throw new ImperialBordersInputError('defender.units', 'in a Port battle all Land Units from the Interior must be on the same side');
  const setup: BattleSetup = { kind, attacker: sides.attacker, defender: sides.defender, rules: { ...DEFAULT_RULES, ...input.rules } };

  const bl = input.dice.black;
  if (bl.double + bl.blast + bl.bar + bl.blank === 0) throw new ImperialBordersInputError('dice.black', 'the Black die needs at least one face: give how many faces show each kind');
  const anyWhite = sides.attacker.units.length + sides.defender.units.length > 0;
  const wh = input.dice.white;
  if (anyWhite && !wh) throw new ImperialBordersInputError('dice.white', 'missing: Land Units roll White dice from Battle Round 2; give how many faces show red, blue, bar and blank');
  if (wh && wh.red + wh.blue + wh.bar + wh.blank === 0) throw new ImperialBordersInputError('dice.white', 'the White die needs at least one face: give how many faces show each kind');
  const faces: DiceFaces = { black: { ...bl }, white: wh ? { ...wh } : { red: 0, blue: 0, bar: 0, blank: 1 } };

  const round = input.round ?? 1;
  for (const sideName of ['attacker', 'defender'] as const) {
    if (!canRoll(sides[sideName], countsOf(sides[sideName], kind)))
      throw new ImperialBordersInputError(sideName, `the ${sideName} has no Forces that can roll dice (no Land Unit, no Ship in action, no Fortification with Hit Points): there is no battle to fight (Chapter 2 is skipped)`);
  }

  const stancesOf = (s: SideName): [Stance, Stance, Stance] => {
    const p = input.policy?.stances?.[s];
    if (Array.isArray(p)) return [...p] as [Stance, Stance, Stance];
    const one = p ?? input[s].stance;
    return [one, one, one];
  };
  const zoneOf = (s: SideName): BattlePolicy['zones'][SideName] => {
    const z = input.policy?.zones?.[s];
    if (z === undefined) return 'zone-1-first';
    const ok = kind === 'land' ? ['front-first', 'rear-first'] : kind === 'port' ? ['land-first', 'sea-first'] : ['sea-first'];
    const what = kind === 'sea' ? 'an Open Sea battle' : `a ${kind} battle`;
    if (!ok.includes(z)) throw new ImperialBordersInputError(`policy.zones.${s}`, `in ${what} the zone order is ${ok.map((o) => `"${o}"`).join(' or ')}`);
    return z === 'rear-first' || z === 'sea-first' ? 'zone-2-first' : 'zone-1-first';
  };
  const policy: BattlePolicy = { stances: { attacker: stancesOf('attacker'), defender: stancesOf('defender') }, zones: { attacker: zoneOf('attacker'), defender: zoneOf('defender') }, stop: input.policy?.stop ?? 'never' };
  const position: Position = { round, pointsSoFar: { attacker: input.attacker.pointsSoFar ?? 0, defender: input.defender.pointsSoFar ?? 0 } };
  return { setup, faces, policy, position, confirmed: input.dice.confirmed === true, stanceMatrix: input.stanceMatrix === true, input };
}
