// Zod schema for the `adc odds` Napoleon's Imperium input, and its normalisation into an ImperiumSetup:
// hit values given in the input are used as they are (then capped at 9 [§9]); missing ones are looked up
// in the data pack from nation, role, weather, stolen abilities and commanders. Every error names the
// offending field (ImperiumInputError, or ImperiumMissingDataError for a value the pack lacks).
import { z } from 'zod';
import { closest } from '../../../data/did-you-mean';
import { weakest, type DataPack } from '../../../data/tables';
import { packAccess } from '../../../data/access';
import { NAPOLEONS_IMPERIUM_DATA, NI_NATIONS, type NiNation } from '../tables';
import { EndlessBattleError, ImperiumInputError, formatPath } from './errors';
import { parseInput } from '../../../odds/errors';
import {
  BATTLE_KINDS, DEFAULT_RULES, LAND_TYPES, NATIONS, UNIT_TYPES, WEATHERS, capValue, isLand,
  type Cargo, type ChainStep, type Commander, type ImperiumBattleRules, type ImperiumOddsInput, type ImperiumSetup,
  type QueryInput, type Side, type Territory, type TerritoryInput, type UnitGroup, type UnitInput, type UnitType, type ValueUse,
} from './model';
import { orderCargo, orderGroups } from './order';
import {
  avoidRate as lookupAvoidRate, baseHitValue, captureRate as lookupCaptureRate, commanderBonus, invasionFireValue,
  fleetLoad, movementOf, nationName, readNumber, stormyInvasionsAllowed, type LookupContext, type Role,
} from './values';

const int = (min: number, max: number) => z.number().int().min(min).max(max);

/** The rulebook's singular and plural ("camel", "Camels", "Rifleman", "Riflemen", "Rifles", "Fleets") [§38B, §33]. */
const TYPE_WORDS: Record<string, UnitType> = {
  infantry: 'infantry', cavalry: 'cavalry', artillery: 'artillery', camel: 'camels', camels: 'camels',
  rifleman: 'riflemen', riflemen: 'riflemen', rifle: 'riflemen', rifles: 'riflemen', fleet: 'fleet', fleets: 'fleet',
};
const unitType = <T extends UnitType>(allowed: readonly T[]) =>
  z.string().transform((v, c): T => {
    const t = TYPE_WORDS[v.trim().toLowerCase()];
    if (t && (allowed as readonly string[]).includes(t)) return t as T;
    const guess = closest(v.trim(), Object.keys(TYPE_WORDS).filter((k) => (allowed as readonly string[]).includes(TYPE_WORDS[k]!)));
    const hint = t ? ` (${t} cannot be here)` : guess ? `; did you mean "${guess}"?` : '';
    c.addIssue({ code: 'custom', message: `"${v}" is not a unit type here: choose ${allowed.join(', ')}${hint}` });
    return z.NEVER;
  });
/** Hit values are entered before the cap of 9, so a commander's or a card's +1 on a 9 may be entered as 10. */
const hitValue = int(0, 20);
const nation = z.enum(NATIONS);
const id = z.string().min(1).max(64);

export const cargoSchema = z.strictObject({
  id: id.optional(),
  name: z.string().max(100).optional(),
  type: unitType(LAND_TYPES),
  count: int(1, 10),
  hitValue: hitValue.optional(),
  nation: nation.optional(),
  lands: z.boolean().optional(),
});

export const unitSchema = z.strictObject({
  id,
  name: z.string().max(100).optional(),
  type: unitType(UNIT_TYPES),
  count: int(1, 150),
  hitValue: hitValue.optional(),
  nation: nation.optional(),
  ally: z.boolean().optional(),
  joined: z.boolean().optional(),
  invasionValue: hitValue.optional(),
  portDefenceValue: hitValue.optional(),
  cargo: z.array(cargoSchema).max(10).optional(),
  fightValue: hitValue.optional(),
  movement: int(0, 9).optional(),
});

const territorySchema = z.strictObject({
  name: z.string().max(100).optional(),
  value: int(0, 60).optional(),
  capital: z.boolean().optional(),
  originalOwner: z.enum([...NATIONS, 'neutral']).optional(),
  holder: z.enum([...NATIONS, 'neutral']).optional(),
});

const stepSchema = z.strictObject({
  defender: z.array(unitSchema).min(1).max(30),
  defenderNation: nation.optional(),
  leave: z.array(z.strictObject({ id, count: int(1, 150) })).max(30).optional(),
  hitValues: z.record(z.string(), hitValue).optional(),
  territory: territorySchema.optional(),
});

const rulesSchema = z.strictObject({
  invasionFireValues: z.enum(['invasion-table', 'attack-defence']).optional(),
  invasionAllLadenSunk: z.enum(['repulsed', 'no-battle']).optional(),
  invasionBothWiped: z.enum(['draw', 'repulsed']).optional(),
  stolenAbilityInRain: z.enum(['better-of', 'fine-only', 'always']).optional(),
  jointDefenceCards: z.enum(['owner', 'each-nation']).optional(),
  combinedFleetPrize: z.enum(['host', 'each-nation']).optional(),
  seaDraw: z.enum(['commanders-home', 'commanders-lost']).optional(),
  captureDiceBands: z.enum(['lower-band', 'upper-band']).optional(),
  captureDiceAbove20: z.enum(['continue', 'cap-4']).optional(),
  avoidRolls: z.enum(['continue-no-bonus', 'stop-no-bonus', 'continue-commander']).optional(),
});

export const imperiumOddsInputSchema = z.strictObject({
  game: z.literal('napoleons-imperium'),
  kind: z.enum(BATTLE_KINDS),
  weather: z.enum(WEATHERS).optional(),
  attackerNation: nation.optional(),
  defenderNation: nation.optional(),
  attacker: z.array(unitSchema).min(1).max(30),
  defender: z.array(unitSchema).max(30),
  defenderFleets: z.array(unitSchema).max(30).optional(),
  neutral: z.boolean().optional(),
  avoidRate: hitValue.optional(),
  steps: z.array(stepSchema).max(5).optional(),
  commanders: z
    .array(
      z.strictObject({
        id,
        side: z.enum(['attacker', 'defender']),
        rank: z.enum(['major', 'minor']),
        nation: nation.optional(),
        assignedTo: unitType(UNIT_TYPES).nullable().optional(),
      }),
    )
    .max(12)
    .optional(),
  stolen: z.array(z.strictObject({ nation, ability: z.string().min(1).max(60) })).max(8).optional(),
  territory: territorySchema.optional(),
  policy: z
    .strictObject({
      casualtyOrder: z
        .strictObject({ attacker: z.array(id).max(60).optional(), defender: z.array(id).max(60).optional(), defenderFleets: z.array(id).max(60).optional() })
        .optional(),
    })
    .optional(),
  rules: rulesSchema.optional(),
  query: z
    .strictObject({
      unitsNeeded: z.strictObject({ id, target: z.number().gt(0).max(1), max: int(1, 150).optional() }).optional(),
      bestCommanders: z.enum(['attacker', 'defender', 'both']).optional(),
    })
    .optional(),
});

function fail(path: readonly PropertyKey[], message: string): never {
  throw new ImperiumInputError(formatPath(path), message);
}

/** zod parse with the first issue turned into an ImperiumInputError naming the field. */
export function zodParse<T>(schema: z.ZodType<T>, input: unknown): T {
  return parseInput(schema, input, (field, message) => new ImperiumInputError(field, message));
}

/** The rulebook values (what `adc data template napoleons-imperium` prints). */
export const { rulebookPack } = packAccess(NAPOLEONS_IMPERIUM_DATA);

export interface ParseOptions {
  /** The group's data pack; default: the rulebook values (the template pack). */
  pack?: DataPack;
}

export interface ParsedInput {
  setup: ImperiumSetup;
  query: QueryInput | null;
}

interface Ctx {
  lookup: LookupContext;
  uses: ValueUse[];
  warnings: string[];
  commanders: Commander[];
  kind: ImperiumSetup['kind'];
}

/** Commanders of `side` and `nation` assigned to `type` (at most one, checked at parse). */
function commanderFor(ctx: Ctx, side: Side, nation: NiNation | null, type: UnitType): Commander | undefined {
  return ctx.commanders.find((c) => c.side === side && c.assignedTo === type && c.nation !== null && c.nation === nation);
}

/** A hit value: the input's own (then capped), or base + commander from the pack. */
function resolveValue(
  ctx: Ctx,
  path: PropertyKey[],
  explicit: number | undefined,
  nation: NiNation | null,
  side: Side,
  role: Role,
  type: UnitType,
  what: 'hit' | 'invasion' | 'port',
): { value: number; entered: number } {
  const field = formatPath(path);
  if (explicit !== undefined) {
    ctx.uses.push({ field, value: explicit, src: 'group', note: 'entered in the input' });
    if (explicit > 10) ctx.warnings.push(`${field}: ${explicit} is above any hit value: capped at 9 (a die hits on 9 or less at most) [§9, §13C Note].`);
    // An Admiral of the Seas adds +1 to the fleet's pre-emptive strike too [§20]: the typed value is the card's.
    const admiral = what === 'invasion' && nation !== null ? commanderFor(ctx, side, nation, 'fleet') : undefined;
    if (admiral) {
      const b = commanderBonus(ctx.lookup, field, admiral.rank, role);
      ctx.uses.push(...b.uses.map((u) => ({ ...u, note: `commander ${admiral.id} (Admiral of the Seas)` })));
      ctx.warnings.push(`${field}: the Admiral of the Seas (${admiral.id}) adds +${b.value} to the typed pre-emptive strike value ${explicit} → ${explicit + b.value} [§20].`);
      return { value: capValue(explicit + b.value), entered: explicit + b.value };
    }
    const cmd = what === 'hit' && nation !== null ? commanderFor(ctx, side, nation, type) : undefined;
    if (cmd) ctx.warnings.push(`${field}: the typed value ${explicit} is used as it is; commander ${cmd.id}’s +1 on ${type} is not added to a typed value (leave it out to look it up with the bonus) [§13C].`);
    return { value: capValue(explicit), entered: explicit };
  }
  if (nation === null) {
    const parent = formatPath(path.slice(0, -1));
    fail(path, `give ${String(path[path.length - 1])}, or a nation (${parent}.nation, attackerNation or defenderNation) to look it up`);
  }
  let base;
  if (what === 'hit') base = baseHitValue(ctx.lookup, field, nation, role, type);
  else base = invasionFireValue(ctx.lookup, field, nation, what === 'invasion' ? 'fleet' : 'port');
  ctx.uses.push(...base.uses);
  let entered = base.value;
  // The commander's bonus goes to its own nation's units of its type [§13B, §22E; A20]. An Admiral of the
  // Seas (assigned to fleets) adds to the sea battle and the pre-emptive strike [§20]; a defending
  // commander on artillery adds to the return fire too [§21 Note].
  const bonusType: UnitType = what === 'invasion' ? 'fleet' : what === 'port' ? 'artillery' : type;
  const cmd = commanderFor(ctx, side, nation, bonusType);
  if (cmd) {
    const b = commanderBonus(ctx.lookup, field, cmd.rank, role);
    ctx.uses.push(...b.uses.map((u) => ({ ...u, note: `commander ${cmd.id}` })));
    entered += b.value;
  }
  return { value: capValue(entered), entered };
}

function sideNation(raw: ImperiumOddsInput, side: Side): NiNation | null {
  return (side === 'attacker' ? raw.attackerNation : raw.defenderNation) ?? null;
}

function buildGroup(
  ctx: Ctx,
  u: UnitInput,
  index: number,
  path: PropertyKey[],
  side: Side,
  role: Role,
  defaultNation: NiNation | null,
  opts: { invasionFleet?: boolean; invasionDefender?: boolean; avoid?: boolean; cargoIds?: Set<string> },
): UnitGroup {
  const nat = u.nation ?? defaultNation;
  const at = (f: string): PropertyKey[] => [...path, f];
  const hv = resolveValue(ctx, at('hitValue'), u.hitValue, nat, side, role, u.type, 'hit');
  const g: UnitGroup = {
    id: u.id,
    name: u.name ?? u.id,
    type: u.type,
    nation: nat,
    count: u.count,
    value: hv.value,
    entered: hv.entered,
    ally: u.ally ?? false,
    joined: u.joined ?? false,
    invasionValue: null,
    portDefenceValue: null,
    cargo: [],
    fightValue: null,
    index,
  };
  if (g.ally && (side !== 'defender' || !isLand(u.type))) fail(at('ally'), 'only defending land units can be allies in a joint defence [§24]; a joint land attack is not allowed');
  if (g.joined && u.type !== 'fleet') fail(at('joined'), 'only fleets join a combined fleet [§22]');
  if (u.invasionValue !== undefined && !opts.invasionFleet) fail(at('invasionValue'), 'only invading fleets fire a pre-emptive strike [§21]');
  if (u.portDefenceValue !== undefined && !(opts.invasionDefender && u.type === 'artillery')) fail(at('portDefenceValue'), 'only defending artillery returns fire at invading fleets [§21]');
  if (u.cargo !== undefined && !opts.invasionFleet) fail(at('cargo'), 'only invading fleets carry cargo here [§20]');
  if (u.fightValue !== undefined && !opts.avoid) fail(at('fightValue'), 'fightValue is only used by kind "avoid"');
  if (opts.invasionFleet) {
    g.invasionValue = resolveValue(ctx, at('invasionValue'), u.invasionValue, nat, side, 'attack', 'fleet', 'invasion').value;
    (u.cargo ?? []).forEach((c, ci) => {
      const cp = [...path, 'cargo', ci];
      const cid = c.id ?? `${u.id}:${c.type}${(u.cargo ?? []).filter((x, k) => k < ci && x.type === c.type).length || ''}`;
      if (opts.cargoIds?.has(cid)) fail([...cp, 'id'], `duplicate id "${cid}"`);
      opts.cargoIds?.add(cid);
      const cn = c.nation ?? nat;
      if (cn !== nat && nat !== null) fail([...cp, 'nation'], 'fleets carry only their own nation’s troops [§36]');
      const v = resolveValue(ctx, [...cp, 'hitValue'], c.hitValue, cn, side, 'attack', c.type, 'hit');
      const cargo: Cargo = { id: cid, name: c.name ?? cid, type: c.type, nation: cn, perFleet: c.count, value: v.value, entered: v.entered, lands: c.lands ?? true };
      g.cargo.push(cargo);
    });
  }
  if (opts.invasionDefender && u.type === 'artillery') {
    g.portDefenceValue = resolveValue(ctx, at('portDefenceValue'), u.portDefenceValue, nat, side, 'defence', 'artillery', 'port').value;
  }
  if (opts.avoid) {
    const fightRole: Role = role === 'attack' ? 'defence' : 'attack';
    if (u.fightValue !== undefined) g.fightValue = capValue(u.fightValue);
    else if (nat !== null) {
      const probe: Ctx = { ...ctx, uses: [] };
      try {
        g.fightValue = resolveValue(probe, at('fightValue'), undefined, nat, side, fightRole, u.type, 'hit').value;
        ctx.uses.push(...probe.uses);
      } catch {
        g.fightValue = null;
      }
    }
  }
  return g;
}

function normaliseTerritory(t: TerritoryInput | undefined, holder: NiNation | 'neutral' | null): Territory | null {
  if (!t) return null;
  return { name: t.name ?? 'the territory', value: t.value ?? null, capital: t.capital ?? false, originalOwner: t.originalOwner ?? null, holder: t.holder ?? holder };
}

function checkUnique(seen: Map<string, string>, idv: string, path: PropertyKey[]): void {
  const prev = seen.get(idv);
  if (prev !== undefined) fail(path, `duplicate id "${idv}" (also ${prev})`);
  seen.set(idv, formatPath(path.slice(0, -1)));
}

const total = (gs: UnitGroup[]) => gs.reduce((s, g) => s + g.count, 0);
const MAX_PER_SIDE = 150;

/**
 * Validates the `adc odds` input and returns the battle setup (values looked up and capped, casualty order
 * fixed) plus the optional query. Throws ImperiumInputError / ImperiumMissingDataError naming the field.
 */
export function parseImperiumInput(input: unknown, options: ParseOptions = {}): ParsedInput {
  const raw = zodParse(imperiumOddsInputSchema, input) as ImperiumOddsInput;
  const rules: ImperiumBattleRules = { ...DEFAULT_RULES, ...(raw.rules ?? {}) } as ImperiumBattleRules;
  const weather = raw.weather ?? 'fine';
  const kind = raw.kind;
  const warnings: string[] = [];
  const pack = options.pack ?? rulebookPack();
  const lookup: LookupContext = { pack, weather, stolen: raw.stolen ?? [], rules };
  // Stolen abilities [§42–§43]: a row of "special-abilities", of another nation, not a unique unit's.
  const stolenSeen = new Set<string>();
  (raw.stolen ?? []).forEach((st, i) => {
    const row = pack.tables['special-abilities']?.rows.find((r) => r.key === st.ability);
    if (!row) fail(['stolen', i, 'ability'], `there is no special ability "${st.ability}" in the table "Special abilities" (keys look like "pr:cavalry-attack")`);
    if (row.cells.nation?.v === st.nation) fail(['stolen', i, 'ability'], 'a spy steals from another nation, not from its own [§42B]');
    if (row.cells.stealable?.v === false) fail(['stolen', i, 'ability'], `"${st.ability}" is a unique-unit ability and cannot be stolen [Special Abilities Chart "*"]`);
    if (stolenSeen.has(st.ability)) fail(['stolen', i, 'ability'], 'once stolen, no other nation can seize the same ability [§42I]');
    if ((raw.stolen ?? []).some((o, k) => k < i && o.nation === st.nation)) fail(['stolen', i, 'nation'], 'each nation’s spy steals only one ability [§42H, §42K]');
    stolenSeen.add(st.ability);
  });

  // Commanders [§13–§15].
  const commanders: Commander[] = [];
  const cmdIds = new Set<string>();
  (raw.commanders ?? []).forEach((c, k) => {
    const at = (f: string): PropertyKey[] => ['commanders', k, f];
    if (cmdIds.has(c.id)) fail(at('id'), `duplicate commander id "${c.id}"`);
    cmdIds.add(c.id);
    const nat = c.nation ?? sideNation(raw, c.side);
    const cmd: Commander = { id: c.id, side: c.side, rank: c.rank, nation: nat, assignedTo: c.assignedTo ?? null };
    for (const o of commanders) {
      if (o.side !== cmd.side || o.nation !== cmd.nation) continue;
      if (cmd.assignedTo !== null && o.assignedTo === cmd.assignedTo) fail(at('assignedTo'), `${o.id} already boosts ${cmd.assignedTo}: commanders must be assigned to different unit types and their bonuses never add up [§13C, §15 Note]`);
      if (o.rank === 'major' && cmd.rank === 'major') fail(at('rank'), 'a nation has only one Major Commander [§13]');
    }
    if (cmd.assignedTo !== null && cmd.nation === null) fail(at('nation'), 'say whose commander it is (nation, or attackerNation / defenderNation)');
    if (kind !== 'invasion' && cmd.assignedTo !== null) {
      const seaOnly = kind === 'sea' || kind === 'avoid';
      if (seaOnly && cmd.assignedTo !== 'fleet') fail(at('assignedTo'), 'only fleets fight at sea [§16]');
      if (!seaOnly && cmd.assignedTo === 'fleet') fail(at('assignedTo'), 'no fleets fight in a land battle');
    }
    commanders.push(cmd);
  });

  const ctx: Ctx = { lookup, uses: [], warnings, commanders, kind };
  const seen = new Map<string, string>();
  const cargoIds = new Set<string>();
  const aNat = sideNation(raw, 'attacker');
  const dNat = sideNation(raw, 'defender');

  const land = kind === 'land' || kind === 'chain';
  const build = (list: UnitInput[], key: string, side: Side, role: Role, opts: Parameters<typeof buildGroup>[7], nat: NiNation | null, pathPrefix: PropertyKey[] = []) =>
    list.map((u, i) => {
      const path = [...pathPrefix, key, i];
      checkUnique(seen, u.id, [...path, 'id']);
      if ((land || opts.invasionDefender) && u.type === 'fleet') fail([...path, 'type'], `a land battle is fought by land units; fleets fight in kind "sea", "avoid" or "invasion" [§16]`);
      if (!land && !opts.invasionDefender && u.type !== 'fleet') fail([...path, 'type'], `only fleets fight at sea [§16]${kind === 'invasion' ? '; land units go in the fleets’ cargo [§20]' : ''}`);
      return buildGroup(ctx, u, i, path, side, role, nat, opts);
    });

  let attacker: UnitGroup[];
  let defender: UnitGroup[];
  let defenderFleets: UnitGroup[] = [];
  if (kind === 'avoid') {
    // The avoiding fleet fights with Defence values if sighted, the enemy with Attack [§17 Note, §17B].
    attacker = build(raw.attacker, 'attacker', 'attacker', 'defence', { avoid: true }, aNat);
    defender = build(raw.defender, 'defender', 'defender', 'attack', { avoid: true }, dNat);
  } else if (kind === 'invasion') {
    attacker = build(raw.attacker, 'attacker', 'attacker', 'attack', { invasionFleet: true, cargoIds }, aNat);
    for (const c of cargoIds) {
      if (seen.has(c)) fail(['attacker'], `cargo id "${c}" is also a unit id`);
      seen.set(c, 'cargo');
    }
    defenderFleets = build(raw.defenderFleets ?? [], 'defenderFleets', 'defender', 'defence', {}, dNat);
    defender = build(raw.defender, 'defender', 'defender', 'defence', { invasionDefender: true }, dNat);
  } else {
    attacker = build(raw.attacker, 'attacker', 'attacker', 'attack', {}, aNat);
    defender = build(raw.defender, 'defender', 'defender', 'defence', {}, dNat);
  }
  if (raw.defenderFleets !== undefined && kind !== 'invasion') fail(['defenderFleets'], 'defenderFleets are only for kind "invasion"');
  if (raw.avoidRate !== undefined && kind !== 'avoid') fail(['avoidRate'], 'avoidRate is only for kind "avoid"');
  if (raw.steps !== undefined && kind !== 'chain') fail(['steps'], 'steps are only for kind "chain"');
  const neutral = raw.neutral ?? false;
  if (neutral && !(land || kind === 'invasion')) fail(['neutral'], 'neutral territories are taken by land attack or invasion [§25]');

  // Unique units [§38B]: camels are Ottoman only, at most 2 riflemen on the board (as in purchases).
  const uniqueCheck = (list: Array<{ g: { type: string; nation: NiNation | null; count: number }; path: PropertyKey[] }>) => {
    const onBoard: Record<string, number> = {};
    for (const { g, path } of list) {
      if (g.type !== 'camels' && g.type !== 'riflemen') continue;
      const owner = pack.tables['special-units']?.rows.find((r) => r.key === g.type)?.cells['nation']?.v;
      if (typeof owner === 'string' && g.nation !== null && g.nation !== owner) fail([...path, 'type'], `${g.type === 'camels' ? 'Camels' : 'Riflemen'} are a unique ${nationName(owner as NiNation)} unit: the ${nationName(g.nation)} have none [§38B]`);
      onBoard[g.type] = (onBoard[g.type] ?? 0) + g.count;
    }
    for (const [t, n] of Object.entries(onBoard)) {
      const limited = pack.tables['special-units']?.rows.find((r) => r.key === t)?.cells;
      const max = limited?.['limited']?.v === true && typeof limited?.['boardLimit']?.v === 'number' ? (limited['boardLimit']!.v as number) : null;
      if (max !== null && n > max) fail([list.find((x) => x.g.type === t)!.path[0]!], `at most ${max} ${t} on the board at any time [§38B]: this side has ${n}`);
    }
  };
  uniqueCheck([
    ...attacker.map((g, i) => ({ g, path: ['attacker', i] as PropertyKey[] })),
    ...attacker.flatMap((g, i) => g.cargo.map((c, k) => ({ g: { type: c.type, nation: c.nation, count: c.perFleet * g.count }, path: ['attacker', i, 'cargo', k] as PropertyKey[] }))),
  ]);
  uniqueCheck(defender.map((g, i) => ({ g, path: ['defender', i] as PropertyKey[] })));

  // Sizes and emptiness.
  for (const [key, gs] of [['attacker', attacker], ['defender', defender], ['defenderFleets', defenderFleets]] as const) {
    const n = key === 'attacker' && kind === 'invasion' ? gs.reduce((s, g) => s + g.count * (1 + g.cargo.reduce((a, c) => a + c.perFleet, 0)), 0) : total(gs);
    if (n > MAX_PER_SIDE) fail([key], `at most ${MAX_PER_SIDE} units a side for exact odds (got ${n})`);
  }
  if (defender.length === 0) {
    if (kind === 'sea' || kind === 'avoid') fail(['defender'], 'a sea battle needs enemy fleets');
    if (!neutral) fail(['defender'], 'an owned territory always holds at least one unit [§32]; for an empty neutral territory set "neutral": true');
  } else if (neutral) warnings.push('A neutral territory with units: fought as an ordinary land battle with the values entered (digest A19).');
  if (kind === 'invasion') {
    // A fleet carries its nation's capacity (4 units printed), artillery counting 1½ [§33, §5C].
    attacker.forEach((g, i) => {
      if (!g.cargo.length) return;
      if (g.nation === null) {
        warnings.push(`The cargo of ${g.name} is not checked against its fleet capacity: say whose fleets they are (nation or attackerNation) [§33].`);
        return;
      }
      const f = fleetLoad(pack, `attacker[${i}].cargo`, g.nation, g.cargo);
      ctx.uses.push(...f.uses);
      if (f.load > f.capacity) {
        const what = g.cargo.map((c) => `${c.perFleet} ${c.type}`).join(' + ');
        fail(['attacker', i, 'cargo'], `one ${nationName(g.nation)} fleet carries ${f.capacity} units, artillery counting 1½ [§33, §5C]: ${what} per fleet takes ${f.load} places; use more fleets (count) or fewer units`);
      }
    });
    const landing = attacker.reduce((s, g) => s + g.count * g.cargo.filter((c) => c.lands).reduce((a, c) => a + c.perFleet, 0), 0);
    if (landing === 0) fail(['attacker'], 'an invasion needs land units aboard that land in it [§20, §20C]');
    if (neutral && defender.length === 0 && landing < 2) fail(['attacker'], 'taking a neutral territory needs at least two land units: one is forfeited [§25]');
    if (weather === 'stormy') {
      const host = aNat ?? attacker.find((g) => !g.joined)?.nation ?? null;
      const allowed = host ? stormyInvasionsAllowed(pack, host) : false;
      if (allowed === false || allowed === null) fail(['weather'], 'no sea invasions in Stormy weather [§21, §46]');
    }
  }
  if (land && neutral && defender.length === 0 && total(attacker) < 2) fail(['attacker'], 'taking a neutral territory needs at least two land units: one is forfeited [§25]');

  // Avoid rate [§17, §17B]; one roll for the whole fleet.
  let avoidRateValue: number | null = null;
  if (kind === 'avoid') {
    const host = aNat ?? attacker.find((g) => !g.joined)?.nation ?? null;
    if (raw.avoidRate !== undefined) {
      ctx.uses.push({ field: 'avoidRate', value: raw.avoidRate, src: 'group', note: 'entered in the input' });
      avoidRateValue = capValue(raw.avoidRate);
    } else {
      if (host === null) fail(['avoidRate'], 'give avoidRate, or attackerNation to look it up');
      const r = lookupAvoidRate(lookup, 'avoidRate', host);
      ctx.uses.push(...r.uses);
      let v = r.value;
      const cmd = rules.avoidRolls === 'continue-commander' ? commanders.find((c) => c.side === 'attacker' && c.nation === host && c.assignedTo === 'fleet') : undefined;
      if (cmd) v += 1;
      avoidRateValue = capValue(v);
    }
  }

  // Capture rates for the sea prize (host nations, A21), when known.
  const captureRate = { attacker: null as number | null, defender: null as number | null };
  if (kind === 'sea' || kind === 'avoid' || kind === 'invasion') {
    for (const side of ['attacker', 'defender'] as const) {
      const gs = side === 'attacker' ? attacker : kind === 'invasion' ? defenderFleets : defender;
      const host = sideNation(raw, side) ?? gs.find((g) => !g.joined)?.nation ?? null;
      if (host === null || gs.length === 0) continue;
      try {
        const r = lookupCaptureRate(lookup, `${side}Nation`, host);
        captureRate[side] = capValue(r.value);
        ctx.uses.push(...r.uses.map((u) => ({ ...u, note: 'Fleet Capture Rate (sea prize)' })));
      } catch {
        captureRate[side] = null;
      }
    }
  }

  // Chain steps [§5C].
  const steps: ChainStep[] = [];
  if (kind === 'chain') {
    if (!raw.steps || raw.steps.length === 0) fail(['steps'], 'a chain of attacks needs at least one further step');
    raw.steps.forEach((s, k) => {
      const prefix: PropertyKey[] = ['steps', k];
      const stepSeen = new Map<string, string>();
      for (const [gid] of seen) stepSeen.set(gid, 'attacker');
      const nat = s.defenderNation ?? dNat;
      const d = s.defender.map((u, i) => {
        const path = [...prefix, 'defender', i];
        if (attacker.some((a) => a.id === u.id)) fail([...path, 'id'], `duplicate id "${u.id}" (an attacking unit)`);
        if (u.type === 'fleet') fail([...path, 'type'], 'a land battle is fought by land units');
        return buildGroup(ctx, u, i, path, 'defender', 'defence', nat, {});
      });
      const ids = new Set<string>();
      d.forEach((g, i) => {
        if (ids.has(g.id)) fail([...prefix, 'defender', i, 'id'], `duplicate id "${g.id}"`);
        ids.add(g.id);
      });
      (s.leave ?? []).forEach((l, i) => {
        if (!attacker.some((a) => a.id === l.id)) fail([...prefix, 'leave', i, 'id'], `no attacking unit "${l.id}"`);
      });
      const hitValues: Record<string, number> = {};
      for (const [gid, v] of Object.entries(s.hitValues ?? {})) {
        if (!attacker.some((a) => a.id === gid)) fail([...prefix, 'hitValues', gid], `no attacking unit "${gid}"`);
        hitValues[gid] = capValue(v);
        ctx.uses.push({ field: formatPath([...prefix, 'hitValues', gid]), value: v, src: 'group', note: 'entered in the input' });
      }
      steps.push({ spent: [], defender: d, defenderNation: nat, leave: s.leave ? s.leave.map((l) => ({ ...l })) : null, hitValues, territory: normaliseTerritory(s.territory, nat) });
    });
    // "After a victory, if your unit movement allows, you may continue" [§5C]: a unit with movement m fights
    // battles 1..m and stays in the m-th territory won; a Major Commander's type moves one further [§13C, §13D].
    attacker.forEach((g, i) => {
      const u = raw.attacker[i]!;
      const field = formatPath(['attacker', i, 'movement']);
      if (u.movement !== undefined) {
        g.movement = u.movement;
        ctx.uses.push({ field, value: u.movement, src: 'group', note: 'entered in the input' });
        return;
      }
      if (g.nation === null) {
        g.movement = null;
        warnings.push(`${g.name}: movement not known, so not checked for the continued attacks: give movement, or a nation [§5C].`);
        return;
      }
      const m = movementOf(pack, field, g.nation, g.type);
      ctx.uses.push(...m.uses);
      const major = commanders.find((c) => c.side === 'attacker' && c.nation === g.nation && c.rank === 'major' && c.assignedTo === g.type);
      let bonus = 0;
      if (major) {
        const b = readNumber(pack, field, 'commander-types', 'major', 'movementBonus');
        ctx.uses.push(...b.uses);
        bonus = b.value;
      }
      g.movement = m.value + bonus;
    });
    steps.forEach((st, k) => {
      // Step k is battle k + 2: groups whose movement is k + 1 stop in the territory just won.
      st.spent = attacker.filter((g) => g.movement != null && g.movement <= k + 1 && !steps.slice(0, k).some((p) => p.spent?.includes(g.id))).map((g) => g.id);
      const going = attacker.filter((g) => !steps.slice(0, k + 1).some((p) => p.spent?.includes(g.id)));
      if (going.length === 0) {
        fail(['steps', k], `no unit has the movement for attack ${k + 2}: ${attacker.map((g) => `${g.name} ${g.movement}`).join(', ')} (territories per Attack Phase) [§5C “if your unit movement allows”]`);
      }
      if (st.spent.length) warnings.push(`Before attack ${k + 2}: ${st.spent.map((id) => attacker.find((g) => g.id === id)!.name).join(', ')} ha${st.spent.length === 1 ? 's' : 've'} no movement left and stay${st.spent.length === 1 ? 's' : ''} to hold the territory just won [§5C].`);
    });
  }

  // Commanders assigned to types nobody has (or whose units have explicit values) do nothing: say so.
  for (const c of commanders) {
    if (c.assignedTo === null) continue;
    const groups = [...(c.side === 'attacker' ? attacker : [...defender, ...defenderFleets])].filter((g) => g.nation === c.nation);
    const cargo = c.side === 'attacker' ? attacker.flatMap((g) => g.cargo).filter((x) => x.nation === c.nation) : [];
    const has = groups.some((g) => g.type === c.assignedTo) || cargo.some((x) => x.type === c.assignedTo);
    if (!has) {
      // Said as the table says it: "the French Major Commander", "no French artillery", not the ids and codes.
      const adj = c.nation ? (NI_NATIONS.find((x) => x.id === c.nation)?.name ?? c.nation) : null;
      const who = adj ? `The ${adj} ${c.rank === 'major' ? 'Major' : 'Minor'} Commander` : `Commander ${c.id}`;
      warnings.push(`${who} is assigned to ${c.assignedTo}, but the ${c.side} has no ${adj ? `${adj} ` : ''}${c.assignedTo} here: no bonus.`);
    }
  }

  // Casualty order.
  const co = raw.policy?.casualtyOrder ?? {};
  const checkIds = (list: string[] | undefined, key: 'attacker' | 'defender' | 'defenderFleets', valid: Set<string>) =>
    (list ?? []).forEach((x, k) => {
      if (!valid.has(x)) fail(['policy', 'casualtyOrder', key, k], `no ${key === 'attacker' ? 'attacking' : 'defending'} unit "${x}"`);
    });
  checkIds(co.attacker, 'attacker', new Set([...attacker.map((g) => g.id), ...attacker.flatMap((g) => g.cargo.map((c) => c.id))]));
  checkIds(co.defender, 'defender', new Set([...defender.map((g) => g.id), ...steps.flatMap((s) => s.defender.map((g) => g.id))]));
  checkIds(co.defenderFleets, 'defenderFleets', new Set(defenderFleets.map((g) => g.id)));
  const seaKind = kind === 'sea' || kind === 'avoid';
  const casualtyOrder = {
    attacker: orderGroups(attacker, kind === 'invasion' ? 'invading-fleets' : seaKind ? 'fleets' : 'land-attacker', co.attacker ?? []),
    defender: orderGroups(defender, seaKind ? 'fleets' : 'land-defender', co.defender ?? []),
    defenderFleets: orderGroups(defenderFleets, 'fleets', co.defenderFleets ?? []),
    landed: orderCargo(attacker.flatMap((g) => g.cargo), co.attacker ?? []),
  };

  // A battle that can never end.
  if ((kind === 'land' || kind === 'sea') && attacker.every((g) => g.value === 0) && defender.every((g) => g.value === 0) && defender.length > 0) {
    throw new EndlessBattleError('attacker');
  }

  const holder: NiNation | 'neutral' | null = neutral && defender.length === 0 ? 'neutral' : dNat ?? defender.find((g) => !g.ally)?.nation ?? null;
  const setup: ImperiumSetup = {
    game: 'napoleons-imperium',
    kind,
    weather,
    attackerNation: aNat ?? attacker.find((g) => !g.joined)?.nation ?? null,
    defenderNation: dNat ?? [...defender, ...defenderFleets].find((g) => !g.ally && !g.joined)?.nation ?? null,
    attacker,
    defender,
    defenderFleets,
    neutral,
    avoidRate: avoidRateValue,
    steps,
    commanders,
    territory: normaliseTerritory(raw.territory, holder),
    casualtyOrder,
    customOrder: { attacker: co.attacker ?? [], defender: co.defender ?? [], defenderFleets: co.defenderFleets ?? [] },
    rules,
    captureRate,
    provenance: { source: weakest(ctx.uses.map((u) => ({ v: u.value, src: u.src }))), values: ctx.uses },
    warnings,
  };
  return { setup, query: raw.query ?? null };
}
