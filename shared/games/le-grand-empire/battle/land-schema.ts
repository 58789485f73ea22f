// Zod schema of the `adc odds` land input (docs/odds-format.md, "Le Grand Empire") and its
// normalisation into a LandSetup. The group's tables come inline (`tables`) or from a data pack
// (`pack`, the data editor's JSON); a table still missing is named when the battle needs it.
import { z } from 'zod';
import { cellOf, validatePack, type DataPack } from '../../../data/tables';
import { maybeNumber, valueOf } from '../../../data/access';
import { marchToTheSoundOfTheGun, secondTacticalMarker } from '../procedures';
import { LE_GRAND_EMPIRE_DATA } from '../tables';
import { LgeInputError, LgeMissingDataError } from './errors';
import { DEFAULT_LAND_RULES, type BattleSize, type CrtRow, type HeavyCavalryTable, type LandLeader, type LandRules, type LandTables, type LandUnit, type RatioEntry, type WoundTable } from './land';
import type { LandSetup, LandSideSetup, Marcher } from './land-odds';
import { zodParse } from './naval-schema';

const int = (min: number, max: number, what: string) =>
  z.number({ error: `${what} must be a whole number` }).int({ error: `${what} must be a whole number` }).min(min, { error: `${what} is at least ${min}` }).max(max, { error: `${what} is at most ${max}` });
const id = z.string({ error: 'an id is a non-empty name' }).min(1).max(64);
const pair = (what: string) => z.tuple([int(-10, 10, what), int(-10, 10, what)], { error: `${what}: give [round 1, round 2], e.g. [1, 0]` });

export const unitSchema = z.strictObject({
  id,
  name: z.string().max(100).optional(),
  type: z.enum(['corps', 'detachment', 'cossack', 'partisan', 'depot', 'fortress'], { error: 'type is one of corps, detachment, cossack, partisan, depot, fortress' }),
  steps: int(1, 3, 'steps'),
  maxSteps: int(1, 3, 'maxSteps').optional(),
  artillery: int(0, 10, 'artillery').optional(),
  morale: int(0, 6, 'morale'),
  modifier: int(-3, 5, 'the combat modifier').optional(),
  cavalry: z.enum(['none', 'light', 'reserve', 'guard'], { error: 'cavalry is none, light, reserve (Cr) or guard (Gcav)' }).optional(),
  intrinsicCavalry: z.boolean().optional(),
  capitalLost: z.boolean().optional(),
  leader: id.optional(),
  /** The Imperial Guard's infantry (optional rule §15.4: its steps lost lower the French morale when it spearheads). */
  imperialGuard: z.boolean().optional(),
});
export const leaderSchema = z.strictObject({ id, combat: int(0, 6, 'the combat value') });
const marcherSchema = z.strictObject({
  id,
  leaderCombat: int(0, 6, 'the leader’s combat value'),
  armyCommanderCombat: int(0, 6, 'the army commander’s combat value').optional(),
  unbridgedRiver: z.enum(['none', 'no-engineers', 'engineers']).optional(),
  demoralised: z.boolean().optional(),
  outOfSupply: z.boolean().optional(),
  units: z.array(unitSchema).min(1, { error: 'a marching force brings at least one unit' }).max(20),
  leaders: z.array(leaderSchema).max(10).optional(),
  /** Its round-1 march already rolled (a battle under way): joined, or failed and tries again before round 2. */
  round1: z.enum(['joined', 'failed'], { error: 'round1 is "joined" or "failed"' }).optional(),
});
const sideSchema = z.strictObject({
  units: z.array(unitSchema, { error: 'give the side’s units as a list' }).min(1, { error: 'each side needs at least one unit' }).max(40),
  leaders: z.array(leaderSchema).max(20).optional(),
  commander: id.optional(),
  army: z.strictObject({ artillery: int(0, 10, 'the army marker’s artillery'), artilleryOutOfSupply: int(0, 10, 'the army marker’s back-side artillery').optional() }).optional(),
  outOfSupply: z.boolean().optional(),
  outOfSupplyDrm: int(-10, 0, 'the out-of-supply modifier').optional(),
  demoralised: z.boolean().optional(),
  interception: z.boolean().optional(),
  failedAvoidance: z.boolean().optional(),
  riverEngineers: z.boolean().optional(),
  navalInvasion: z.boolean().optional(),
  spearhead: id.optional(),
  qualityChoice: int(-3, 5, 'the chosen quality modifier').optional(),
  tactics: pair('tactics').optional(),
  heavyCavalry: pair('heavyCavalry').optional(),
  /** The side charges with its heavy (Cr) and Guard cavalry (§8.2.1), rolled on the table: [round 1, round 2], or true for both. */
  charge: z.union([z.boolean(), z.tuple([z.boolean(), z.boolean()])], { error: 'charge: true, false, or [round 1, round 2], e.g. [true, false]' }).optional(),
  /** Its round-1 charge already rolled (a battle under way): the row read, for sure (no table needed for it). */
  chargeRolled: z.strictObject({ drm: int(-6, 6, 'chargeRolled.drm'), cavalryStepsLost: int(0, 10, 'chargeRolled.cavalryStepsLost'), leader: z.enum(['none', 'wound-check', 'lost']) }).optional(),
  events: pair('events').optional(),
  secondMarker: z.strictObject({ leader: id, drm: pair('secondMarker.drm') }).optional(),
  marchers: z.array(marcherSchema).max(8, { error: 'at most 8 leaders may march to the sound of the gun per side' }).optional(),
  lossOrder: z.array(id).optional(),
});
const crtRowSchema = z.strictObject({ roll: int(-20, 40, 'roll'), losses: int(0, 30, 'losses'), bold: z.boolean(), cavalry: z.boolean(), leader: z.enum(['none', 'L', 'LA']) });
const tablesSchema = z.strictObject({
  crt: z.strictObject({ skirmish: z.array(crtRowSchema).min(1).optional(), minor: z.array(crtRowSchema).min(1).optional(), major: z.array(crtRowSchema).min(1).optional() }).optional(),
  ratio: z.array(z.strictObject({ attacker: int(1, 20, 'attacker'), defender: int(1, 20, 'defender'), drm: int(-10, 10, 'drm') })).min(1).optional(),
  wound: z.strictObject({ dice: z.enum(['1D6', '2D6']), rows: z.array(z.strictObject({ roll: int(1, 12, 'roll'), result: z.enum(['none', 'wounded', 'killed']) })).min(1) }).optional(),
  heavyCavalry: z
    .strictObject({
      dice: z.enum(['1D6', '2D6', '3D6'], { error: 'the charge table’s dice are 1D6, 2D6 or 3D6 (the group’s: the rulebook does not say)' }),
      rows: z.array(z.strictObject({ roll: int(1, 18, 'roll'), drm: int(-6, 6, 'drm'), cavalryStepsLost: int(0, 10, 'cavalryStepsLost'), leader: z.enum(['none', 'wound-check', 'lost'], { error: 'leader is none, wound-check or lost' }) })).min(1),
    })
    .optional(),
  terrain: z.array(z.strictObject({ id, attackerDrm: int(-10, 10, 'attackerDrm'), defenderDrm: int(-10, 10, 'defenderDrm') })).optional(),
});

export const landInputSchema = z.strictObject({
  game: z.literal('le-grand-empire'),
  kind: z.literal('land'),
  tables: tablesSchema.optional(),
  pack: z.unknown().optional(),
  terrain: z.union([id, z.strictObject({ attacker: int(-10, 10, 'terrain.attacker'), defender: int(-10, 10, 'terrain.defender') })]).optional(),
  ratioDrm: pair('ratioDrm').optional(),
  attacker: sideSchema,
  defender: sideSchema,
  policy: z
    .strictObject({
      tie: z.strictObject({ attacker: z.enum(['fight', 'retreat']).optional(), defender: z.enum(['fight', 'retreat']).optional() }).optional(),
      replacementCommanderCombat: int(0, 6, 'the replacement commander’s combat value').optional(),
      rounds: z.union([z.literal(1), z.literal(2)]).optional(),
    })
    .optional(),
  rules: z
    .strictObject({
      battleSizeGap: z.enum(['minor', 'major']).optional(),
      ratioBelowOne: z.enum(['invert-and-round', 'nearest-as-printed']).optional(),
      woundExemptionRatio: z.enum(['rounded-ratio', 'exact-ratio']).optional(),
      superiorityAgainstZero: z.enum(['plus-2', 'plus-1']).optional(),
      cavalryCounted: z.enum(['cavalry-units-only', 'include-intrinsic']).optional(),
      killedCommanderDemoralisation: z.enum(['both', 'plus-only']).optional(),
      overrunThreshold: z.enum(['at-least-5x', 'more-than-5x']).optional(),
      replacedCommanderHit: z.enum(['counts', 'last-round-only']).optional(),
      spearheadAfterCommanderHit: z.enum(['no-check', 'replacement-checks']).optional(),
      naturalRolls: z.enum(['modifiers-literal', 'natural-extremes']).optional(),
      demoralisationLossDifference: z.enum(['actual-steps', 'table-results']).optional(),
      overrunAtBattle: z.enum(['both-ways', 'attacker-only']).optional(),
      crtLetters: z.enum(['enemy', 'own-side']).optional(),
      qualityWithoutMajority: z.enum(['none', 'largest-share']).optional(),
      staticDepotStrength: z.enum(['half-point', 'not-counted']).optional(),
      retreatBeforeDemoralisation: z.enum(['retreat-first', 'demoralisation-first']).optional(),
      riverRetreatLosses: z.enum(['double-extra', 'double-combat']).optional(),
      heavyCavalryCharges: z.boolean({ error: 'heavyCavalryCharges is true or false (the optional rule §15.1)' }).optional(),
      imperialGuard: z.boolean().optional(),
    })
    .optional(),
});
export type LandInput = z.infer<typeof landInputSchema>;

/** The rule settings a land battle reads (§10 readings and the optional rules), by the same ids as the odds input's `rules`. */
export const LAND_RULE_IDS = ['battleSizeGap', 'ratioBelowOne', 'woundExemptionRatio', 'superiorityAgainstZero', 'cavalryCounted', 'killedCommanderDemoralisation', 'overrunThreshold', 'naturalRolls', 'replacedCommanderHit', 'spearheadAfterCommanderHit',
  'demoralisationLossDifference', 'overrunAtBattle', 'crtLetters', 'qualityWithoutMajority', 'staticDepotStrength', 'retreatBeforeDemoralisation', 'riverRetreatLosses', 'heavyCavalryCharges', 'imperialGuard'] as const;

/** The campaign's rule settings a land battle (or a siege combat) reads, picked out of all its settings. */
export function landRulesOf(rules: Record<string, unknown> | null | undefined): Record<string, unknown> {
  return Object.fromEntries(LAND_RULE_IDS.filter((k) => rules?.[k] !== undefined).map((k) => [k, rules![k]]));
}
type UnitInput = z.infer<typeof unitSchema>;

/** Where each table came from, for the provenance badge. */
export type TableSource = 'input' | 'pack' | 'missing';

export interface ParsedLand {
  setup: LandSetup;
  input: LandInput;
  sources: Record<string, TableSource>;
  /** Tables the pack lacks (named when the battle needs them). */
  missing: Record<string, string[]>;
}

const SIZES: BattleSize[] = ['skirmish', 'minor', 'major'];

function packRows(pack: DataPack, table: string): Array<{ key: string; cells: Record<string, unknown> }> {
  return (pack.tables[table]?.rows ?? []).map((r) => ({ key: r.key, cells: Object.fromEntries(Object.entries(r.cells).map(([c, cell]) => [c, valueOf(cell)])) }));
}
/** A table from the pack, or the list of its missing cells. */
function fromPack<T>(pack: DataPack, table: string, cols: string[], build: (rows: Array<{ key: string; cells: Record<string, unknown> }>) => T): { value: T | null; missing: string[] } {
  const rows = packRows(pack, table);
  const missing: string[] = [];
  for (const r of rows) for (const c of cols) if (r.cells[c] === null || r.cells[c] === undefined) missing.push(`row ${r.key}: ${c}`);
  if (rows.length === 0) missing.push('no rows');
  return missing.length ? { value: null, missing } : { value: build(rows), missing };
}

function unit(u: UnitInput, force: string, field: string): LandUnit {
  const defaultMax = u.type === 'corps' ? (u.cavalry && u.cavalry !== 'none' ? 2 : 3) : 1;
  const maxSteps = u.maxSteps ?? Math.max(defaultMax, u.steps);
  if (u.steps > maxSteps) throw new LgeInputError(`${field}.steps`, `${u.steps} steps but the unit has at most ${maxSteps}`);
  if (u.type !== 'corps' && u.type !== 'fortress' && u.steps > 1) throw new LgeInputError(`${field}.steps`, `a ${u.type} has 1 step (§1.1.1.1)`);
  return {
    id: u.id,
    type: u.type,
    maxSteps,
    steps: u.steps,
    artillery: u.artillery ?? 0,
    morale: u.morale,
    modifier: u.modifier ?? 0,
    cavalry: u.type === 'cossack' ? 'light' : u.cavalry ?? 'none',
    intrinsicCavalry: u.intrinsicCavalry ?? false,
    capitalLost: u.capitalLost ?? false,
    ...(u.leader ? { leader: u.leader } : {}),
    ...(u.imperialGuard ? { imperialGuard: true } : {}),
    force,
  };
}

const DICE = { '1D6': 1, '2D6': 2, '3D6': 3 } as const;
/** The group's heavy cavalry charge table from a pack (§8.2.1, M5) with the dice of its "Dice for each chart" row, or what is missing. */
export function chargeTableOf(pack: DataPack): { value: HeavyCavalryTable | null; missing: string[] } {
  const dice = cellOf(pack, 'table-dice', 'heavy-cavalry', 'dice');
  const r = fromPack(pack, 'heavy-cavalry', ['drm', 'cavalryStepsLost', 'leader'], (rs) =>
    rs.map((x) => ({ roll: Number(x.key), drm: x.cells.drm as number, cavalryStepsLost: x.cells.cavalryStepsLost as number, leader: x.cells.leader as HeavyCavalryTable['rows'][number]['leader'] })).sort((a, b) => a.roll - b.roll),
  );
  const d = dice && dice.src !== 'missing' ? DICE[dice.v as keyof typeof DICE] : undefined;
  if (r.value && d) return { value: { dice: d, rows: r.value }, missing: [] };
  return { value: null, missing: [...r.missing, ...(d ? [] : ['the dice it is rolled with (table "Dice for each chart", row heavy-cavalry)'])] };
}

export function parseLandInput(raw: unknown): ParsedLand {
  const input = zodParse(landInputSchema, raw);
  const sources: Record<string, TableSource> = {};
  const missing: Record<string, string[]> = {};
  let pack: DataPack | null = null;
  if (input.pack !== undefined) {
    const check = validatePack(LE_GRAND_EMPIRE_DATA, input.pack);
    if (!check.ok) throw new LgeInputError('pack', `the data pack does not validate: ${check.errors.slice(0, 3).join('; ')}`);
    pack = check.pack;
  }
  const t = input.tables ?? {};
  const crt: LandTables['crt'] = {};
  for (const size of SIZES) {
    const rows = t.crt?.[size];
    if (rows) {
      crt[size] = [...rows].sort((a, b) => a.roll - b.roll) as CrtRow[];
      sources[`crt-${size}`] = 'input';
    } else if (pack) {
      const r = fromPack(pack, `crt-${size}`, ['losses', 'bold', 'cavalry', 'leader'], (rs) =>
        rs.map((x) => ({ roll: Number(x.key), losses: x.cells.losses as number, bold: x.cells.bold as boolean, cavalry: x.cells.cavalry as boolean, leader: x.cells.leader as CrtRow['leader'] })).sort((a, b) => a.roll - b.roll),
      );
      if (r.value) {
        crt[size] = r.value;
        sources[`crt-${size}`] = 'pack';
      } else missing[`crt-${size}`] = r.missing;
    } else missing[`crt-${size}`] = ['not entered'];
    if (!crt[size]) sources[`crt-${size}`] = 'missing';
  }
  let ratio: RatioEntry[] | null = null;
  if (t.ratio) {
    ratio = t.ratio;
    sources['combat-ratio'] = 'input';
  } else if (pack) {
    const r = fromPack(pack, 'combat-ratio', ['attacker', 'defender', 'drm'], (rs) => rs.map((x) => ({ attacker: x.cells.attacker as number, defender: x.cells.defender as number, drm: x.cells.drm as number })));
    ratio = r.value;
    if (!ratio) missing['combat-ratio'] = r.missing;
  } else missing['combat-ratio'] = ['not entered'];
  sources['combat-ratio'] ??= ratio ? 'pack' : 'missing';
  let wound: WoundTable | null = null;
  if (t.wound) {
    wound = { dice: t.wound.dice === '1D6' ? 1 : 2, rows: t.wound.rows };
    sources.wound = 'input';
  } else if (pack) {
    const dice = cellOf(pack, 'table-dice', 'wound', 'dice');
    const r = fromPack(pack, 'wound', ['result'], (rs) => rs.map((x) => ({ roll: Number(x.key), result: x.cells.result as WoundTable['rows'][number]['result'] })));
    if (r.value && dice && dice.src !== 'missing' && (dice.v === '1D6' || dice.v === '2D6')) wound = { dice: dice.v === '1D6' ? 1 : 2, rows: r.value };
    else missing.wound = [...r.missing, ...(dice && dice.src !== 'missing' ? [] : ['the dice it is rolled with (table "Dice for each chart", row wound)'])];
  } else missing.wound = ['not entered'];
  sources.wound ??= wound ? 'pack' : 'missing';
  let heavyCavalry: HeavyCavalryTable | null = null;
  if (t.heavyCavalry) {
    heavyCavalry = { dice: DICE[t.heavyCavalry.dice], rows: [...t.heavyCavalry.rows].sort((a, b) => a.roll - b.roll) };
    sources['heavy-cavalry'] = 'input';
  } else if (pack) {
    const r = chargeTableOf(pack);
    heavyCavalry = r.value;
    if (!heavyCavalry) missing['heavy-cavalry'] = r.missing;
  } else missing['heavy-cavalry'] = ['not entered'];
  sources['heavy-cavalry'] ??= heavyCavalry ? 'pack' : 'missing';

  let terrainDrm = { attacker: 0, defender: 0 };
  if (typeof input.terrain === 'object') terrainDrm = input.terrain;
  else if (typeof input.terrain === 'string') {
    const name = input.terrain;
    const inline = t.terrain?.find((x) => x.id === name);
    if (inline) terrainDrm = { attacker: inline.attackerDrm, defender: inline.defenderDrm };
    else if (pack) {
      const a = cellOf(pack, 'terrain', name, 'attackerDrm');
      const d = cellOf(pack, 'terrain', name, 'defenderDrm');
      if (!a && !d) throw new LgeInputError('terrain', `"${name}" is not a row of the terrain table`);
      if (!a || a.src === 'missing' || !d || d.src === 'missing') throw new LgeMissingDataError('terrain', 'terrain', 'Terrain effects', [`${name}: the attacker’s and defender’s modifiers`]);
      terrainDrm = { attacker: a.v as number, defender: d.v as number };
    } else throw new LgeMissingDataError('terrain', 'terrain', 'Terrain effects', [`${name}: give "tables.terrain", a pack, or the modifiers as "terrain": {"attacker": n, "defender": n}`]);
  }

  const ids = new Set<string>();
  const claim = (x: string, field: string) => {
    if (ids.has(x)) throw new LgeInputError(field, `the id "${x}" is used twice; give each unit, leader and marching force its own id`);
    ids.add(x);
  };
  const side = (s: 'attacker' | 'defender'): LandSideSetup => {
    const si = input[s];
    const units = si.units.map((u, i) => {
      claim(u.id, `${s}.units[${i}].id`);
      return unit(u, '', `${s}.units[${i}]`);
    });
    const leaders: LandLeader[] = (si.leaders ?? []).map((l, i) => {
      claim(l.id, `${s}.leaders[${i}].id`);
      return { id: l.id, combat: l.combat, force: '' };
    });
    const marchers: Marcher[] = (si.marchers ?? []).map((m, i) => {
      claim(m.id, `${s}.marchers[${i}].id`);
      const ls = (m.leaders ?? [{ id: m.id, combat: m.leaderCombat }]).map((l, k) => {
        if (m.leaders) claim(l.id, `${s}.marchers[${i}].leaders[${k}].id`);
        return { id: l.id, combat: l.combat, force: m.id };
      });
      const check = marchToTheSoundOfTheGun(
        { leaderCombat: m.leaderCombat, ...(m.armyCommanderCombat !== undefined ? { armyCommanderCombat: m.armyCommanderCombat } : {}), unbridgedRiver: m.unbridgedRiver ?? 'none', demoralised: m.demoralised ?? false, outOfSupply: m.outOfSupply ?? false },
        { naturalRolls: input.rules?.naturalRolls },
      );
      return {
        id: m.id,
        p: check.probability,
        units: m.units.map((u, k) => {
          claim(u.id, `${s}.marchers[${i}].units[${k}].id`);
          return unit(u, m.id, `${s}.marchers[${i}].units[${k}]`);
        }),
        leaders: ls,
        ...(m.round1 ? { round1: m.round1 } : {}),
      };
    });
    const allLeaders = [...leaders, ...marchers.flatMap((m) => m.leaders)];
    const commander = si.commander ?? leaders[0]?.id ?? null;
    if (si.commander && !leaders.some((l) => l.id === si.commander)) throw new LgeInputError(`${s}.commander`, `"${si.commander}" is not one of the side’s leaders in the battle hex`);
    const allUnits = [...units, ...marchers.flatMap((m) => m.units)];
    allUnits.forEach((u) => {
      if (u.leader && !allLeaders.some((l) => l.id === u.leader)) throw new LgeInputError(`${s}.units`, `${u.id}'s leader "${u.leader}" is not one of the side’s leaders`);
    });
    if (si.chargeRolled && !(si.charge === true || (Array.isArray(si.charge) && si.charge[0]))) throw new LgeInputError(`${s}.chargeRolled`, 'a charge rolled in round 1 needs "charge" on in round 1');
    const charges = si.charge === true || (Array.isArray(si.charge) && si.charge.some(Boolean));
    if (charges && !allUnits.some((u) => u.cavalry === 'reserve' || u.cavalry === 'guard'))
      throw new LgeInputError(`${s}.charge`, `the ${s} has no heavy (Cr) or Guard cavalry, so it cannot charge (§8.2.1)`);
    if (si.spearhead) {
      const sp = units.find((u) => u.id === si.spearhead);
      if (!si.army) throw new LgeInputError(`${s}.spearhead`, 'only a side with an army marker can name a spearhead (§8.2.4)');
      if (!sp) throw new LgeInputError(`${s}.spearhead`, `"${si.spearhead}" is not a unit in the battle hex`);
      if (sp.type !== 'corps') throw new LgeInputError(`${s}.spearhead`, 'the spearhead is a corps');
      if (!sp.leader) throw new LgeInputError(`${s}.spearhead`, 'the spearhead corps must be led by a leader or by the overall commander: give it a "leader"');
    }
    let secondMarker: LandSideSetup['secondMarker'] = null;
    if (si.secondMarker) {
      const cmd = leaders.find((l) => l.id === commander);
      if (!cmd || cmd.combat < 2) throw new LgeInputError(`${s}.secondMarker`, 'a second tactical marker needs an overall commander of combat value 2 or more (§8.1.3.2)');
      const user = leaders.find((l) => l.id === si.secondMarker!.leader);
      if (!user) throw new LgeInputError(`${s}.secondMarker.leader`, `"${si.secondMarker.leader}" is not one of the side’s leaders in the battle hex`);
      if (user.id === commander) throw new LgeInputError(`${s}.secondMarker.leader`, 'the second marker needs another leader, not commanding an army (§8.1.3.2)');
      secondMarker = { leader: user.id, p: secondTacticalMarker(user.combat).probability, drm: si.secondMarker.drm };
    }
    const zero: [number, number] = [0, 0];
    const tac = si.tactics ?? zero;
    const hc = si.heavyCavalry ?? zero;
    const ev = si.events ?? zero;
    const outOfSupply = si.outOfSupply ?? false;
    let outOfSupplyDrm = si.outOfSupplyDrm ?? 0;
    if (outOfSupply && si.outOfSupplyDrm === undefined) {
      const drm = pack ? maybeNumber(pack, 'modifiers', 'battle:out-of-supply', 'value') : null;
      if (drm === null) throw new LgeMissingDataError(`${s}.outOfSupplyDrm`, 'modifiers', 'Modifiers', ['battle:out-of-supply: the out-of-supply die roll penalty (its size is not in the rulebook, A-12); or give "outOfSupplyDrm"']);
      outOfSupplyDrm = drm;
    }
    return {
      units,
      leaders,
      marchers,
      commanderCombat: leaders.find((l) => l.id === commander)?.combat ?? 0,
      secondMarker,
      lossOrder: si.lossOrder ?? 'weakest-first',
      cond: {
        commander,
        hasArmy: !!si.army,
        armyArtillery: si.army ? (outOfSupply ? si.army.artilleryOutOfSupply ?? 0 : si.army.artillery) : 0,
        outOfSupply,
        outOfSupplyDrm,
        demoralised: si.demoralised ?? false,
        interception: si.interception ?? false,
        failedAvoidance: si.failedAvoidance ?? false,
        riverEngineers: si.riverEngineers ?? false,
        navalInvasion: si.navalInvasion ?? false,
        terrainDrm: terrainDrm[s],
        spearhead: si.spearhead ?? null,
        qualityChoice: si.qualityChoice ?? null,
        rounds: [
          { tactics: tac[0], heavyCavalry: hc[0], events: ev[0] },
          { tactics: tac[1], heavyCavalry: hc[1], events: ev[1] },
        ],
        ...(si.charge !== undefined ? { charge: typeof si.charge === 'boolean' ? ([si.charge, si.charge] as [boolean, boolean]) : si.charge } : {}),
        ...(si.chargeRolled ? { chargeRolled: { roll: 0, ...si.chargeRolled } } : {}),
      },
    };
  };
  const attacker = side('attacker');
  const defender = side('defender');
  if (defender.cond.navalInvasion) throw new LgeInputError('defender.navalInvasion', 'only the invader (the attacker) takes the naval invasion penalty (§5.3.2.5)');
  const rules: LandRules = { ...DEFAULT_LAND_RULES, ...Object.fromEntries(Object.entries(input.rules ?? {}).filter(([k]) => k !== 'naturalRolls')) };
  const p = input.policy ?? {};
  return {
    setup: {
      attacker,
      defender,
      tables: { crt, ratio, wound, heavyCavalry },
      rules,
      policy: { tie: { attacker: p.tie?.attacker ?? 'fight', defender: p.tie?.defender ?? 'fight' }, replacementCommanderCombat: p.replacementCommanderCombat ?? 0, rounds: p.rounds ?? 2 },
      ratioDrm: input.ratioDrm ?? null,
    },
    input,
    sources,
    missing,
  };
}
