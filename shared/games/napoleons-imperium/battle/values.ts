// Values a battle reads from the data pack: hit values by nation, role and weather [§5, §13B, §21, §46],
// camels and riflemen [§38B], stolen abilities [§42–§43], commander bonuses [§13], invasion fire [§21],
// Fleet Avoid and Capture Rates [§17, §19]. Every value is returned with the cell it came from; a value the
// pack does not have yet is refused with a MissingDataError naming the table.
import { cellOf, type Cell, type DataPack } from '../../../data/tables';
import { hasValue, packAccess } from '../../../data/access';
import { NAPOLEONS_IMPERIUM_DATA, NI_NATIONS, type NiNation } from '../tables';
import { ImperiumInputError, ImperiumMissingDataError } from './errors';
import type { ImperiumBattleRules, StolenInput, UnitType, ValueUse, Weather } from './model';

export type Role = 'attack' | 'defence';

export interface LookupContext {
  pack: DataPack;
  weather: Weather;
  stolen: StolenInput[];
  rules: ImperiumBattleRules;
}

export interface Looked {
  value: number;
  uses: ValueUse[];
}

const nationName = (n: NiNation): string => NI_NATIONS.find((x) => x.id === n)?.name ?? n;

const { tableDef } = packAccess(NAPOLEONS_IMPERIUM_DATA);

/** Reads one numeric cell or throws ImperiumMissingDataError (table, row label, column label). */
export function readNumber(pack: DataPack, field: string, table: string, key: string, column: string): Looked & { cell: Cell } {
  const cell = cellOf(pack, table, key, column);
  const t = tableDef(table);
  if (!cell || cell.src === 'missing' || cell.v === null || cell.v === undefined) {
    const row = pack.tables[table]?.rows.find((r) => r.key === key) ?? t.defaultRows.find((r) => r.key === key);
    const col = t.columns.find((c) => c.id === column);
    throw new ImperiumMissingDataError(field, table, t.title, [`${row?.label ?? key}: ${col?.label ?? column}${cell?.note ? ` (${cell.note})` : ''}`]);
  }
  const v = typeof cell.v === 'number' ? cell.v : Number(cell.v);
  if (!Number.isFinite(v)) throw new ImperiumMissingDataError(field, table, t.title, [`${key}: ${column} is not a number (${JSON.stringify(cell.v)})`]);
  const use: ValueUse = { field, value: v, src: cell.src, table, key, column };
  if (cell.cite) use.cite = cell.cite;
  if (cell.note) use.note = cell.note;
  return { value: v, uses: [use], cell };
}


/** The stat name a stolen ability must carry to change this value ("cavalry-attack", "port-defence"...). */
function statFor(type: UnitType | 'port' | 'avoid', role: Role): string {
  if (type === 'port') return 'port-defence';
  if (type === 'avoid') return 'fleet-avoid';
  return `${type}-${role}`;
}

/** Stolen abilities of `nation` that set `stat`, validated against the special-abilities table. */
function stolenFor(ctx: LookupContext, nation: NiNation, stat: string): Array<{ value: number; use: ValueUse }> {
  const out: Array<{ value: number; use: ValueUse }> = [];
  ctx.stolen.forEach((s, i) => {
    if (s.nation !== nation) return;
    const field = `stolen[${i}].ability`;
    const row = ctx.pack.tables['special-abilities']?.rows.find((r) => r.key === s.ability);
    if (!row) throw new ImperiumInputError(field, `there is no special ability "${s.ability}" in the table "Special abilities" (keys look like "pr:cavalry-attack")`);
    if (row.cells.stat?.v !== stat) return;
    const owner = row.cells.nation?.v;
    if (owner === nation) throw new ImperiumInputError(field, `a spy steals from another nation, not from its own [§42B]`);
    if (row.cells.stealable?.v === false) throw new ImperiumInputError(field, `"${s.ability}" is a unique-unit ability and cannot be stolen [Special Abilities Chart "*"]`);
    const r = readNumber(ctx.pack, field, 'special-abilities', s.ability, 'value');
    out.push({ value: r.value, use: r.uses[0] as ValueUse });
  });
  return out;
}

/** Applies stolen abilities to a base value following the rule setting for Rain (A38). */
function withStolen(ctx: LookupContext, nation: NiNation, stat: string, base: Looked, isRain: boolean): Looked {
  const st = stolenFor(ctx, nation, stat);
  if (st.length === 0) return base;
  let best = base;
  for (const s of st) {
    if (isRain && ctx.rules.stolenAbilityInRain === 'fine-only') continue;
    const useIt = isRain && ctx.rules.stolenAbilityInRain === 'always' ? true : s.value > best.value;
    if (useIt) best = { value: s.value, uses: [...base.uses, { ...s.use, note: `stolen ability (${stat} ${s.value})` }] };
  }
  return best;
}

/**
 * The printed hit value of a unit type for a nation and role in the weather, with stolen abilities applied,
 * before any commander bonus and before the cap of 9. Stormy and Snow use the Fine values [§46].
 */
export function baseHitValue(ctx: LookupContext, field: string, nation: NiNation, role: Role, type: UnitType): Looked {
  const rain = ctx.weather === 'rain';
  if (type === 'camels' || type === 'riflemen') {
    const col = rain ? (role === 'attack' ? 'attackRain' : 'defenceRain') : role;
    const r = readNumber(ctx.pack, field, 'special-units', type, col);
    return { value: r.value, uses: r.uses };
  }
  const key = `${nation}:${role}:${rain ? 'rain' : 'fine'}`;
  const r = readNumber(ctx.pack, field, 'hit-values', key, type);
  return withStolen(ctx, nation, statFor(type, role), { value: r.value, uses: r.uses }, rain);
}

/** Commander bonus (+1 per the "commander-types" table) for attack or defence. */
export function commanderBonus(ctx: LookupContext, field: string, rank: 'major' | 'minor', role: Role): Looked {
  const r = readNumber(ctx.pack, field, 'commander-types', rank, role === 'attack' ? 'attackBonus' : 'defenceBonus');
  return { value: r.value, uses: r.uses };
}

/**
 * Invasion fire [§21]: a fleet's pre-emptive strike ('fleet') or an artillery unit's return fire ('port').
 * With the rule setting "invasion-table" the values come from the "invasion-values" table, which the rulebook
 * leaves mostly empty (A15): a missing value is refused with MissingDataError('invasion-values').
 */
export function invasionFireValue(ctx: LookupContext, field: string, nation: NiNation, kind: 'fleet' | 'port'): Looked {
  if (ctx.rules.invasionFireValues === 'attack-defence') {
    return kind === 'fleet' ? baseHitValue(ctx, field, nation, 'attack', 'fleet') : baseHitValue(ctx, field, nation, 'defence', 'artillery');
  }
  const col = kind === 'fleet' ? 'fleetInvasion' : 'portDefence';
  const rain = ctx.weather === 'rain';
  let r: Looked;
  if (rain && hasValue(ctx.pack, 'invasion-values', nation, `${col}Rain`)) r = readNumber(ctx.pack, field, 'invasion-values', nation, `${col}Rain`);
  else r = readNumber(ctx.pack, field, 'invasion-values', nation, col);
  if (kind === 'port') return withStolen(ctx, nation, statFor('port', 'defence'), r, false);
  return r;
}

/** Fleet Avoid Rate [§17] (stolen "fleet-avoid" applies). */
export function avoidRate(ctx: LookupContext, field: string, nation: NiNation): Looked {
  const r = readNumber(ctx.pack, field, 'fleet-rates', nation, 'avoid');
  return withStolen(ctx, nation, statFor('avoid', 'attack'), { value: r.value, uses: r.uses }, false);
}

/** Fleet Capture Rate [§19 Chart 2]. */
export function captureRate(ctx: LookupContext, field: string, nation: NiNation): Looked {
  const r = readNumber(ctx.pack, field, 'fleet-rates', nation, 'capture');
  return { value: r.value, uses: r.uses };
}

/**
 * Carrying places one fleet's cargo takes, from the Fleet Laden Chart (artillery 1½, commanders 0), and the
 * nation's "Units carried per fleet" [§33, §5C]. The odds input and the campaign's battles both check with it.
 */
export function fleetLoad(pack: DataPack, field: string, nation: NiNation, cargo: ReadonlyArray<{ type: string; perFleet: number }>): { load: number; capacity: number; uses: ValueUse[] } {
  const uses: ValueUse[] = [];
  let load = 0;
  for (const c of cargo) {
    const r = readNumber(pack, field, 'laden-unit-values', c.type, 'places');
    uses.push(...r.uses);
    load += r.value * c.perFleet;
  }
  const cap = readNumber(pack, field, 'movement', nation, 'capacity');
  uses.push(...cap.uses);
  return { load, capacity: cap.value, uses };
}

/** A land unit's movement (territories per phase): the nation's row of "movement", or the unique unit's row [§5C, §38B]. */
export function movementOf(pack: DataPack, field: string, nation: NiNation, type: string): Looked {
  const r = type === 'camels' || type === 'riflemen' ? readNumber(pack, field, 'special-units', type, 'movement') : readNumber(pack, field, 'movement', nation, type);
  return { value: r.value, uses: r.uses };
}

/** Whether sea invasions are allowed in Stormy weather for this nation ("weather-effects") [§21, §46]. */
export function stormyInvasionsAllowed(pack: DataPack, nation: NiNation): boolean | null {
  const c = cellOf(pack, 'weather-effects', nation, 'stormyInvasions');
  return c && c.src !== 'missing' && typeof c.v === 'boolean' ? c.v : null;
}

/** Imprison or parole for a d10 face (1-10; 0 = 10) from the "imprison-parole" table [§14]. */
export function imprisonOrParole(pack: DataPack, face: number): { result: 'imprison' | 'parole'; use: ValueUse } {
  const f = face === 0 ? 10 : face;
  const c = cellOf(pack, 'imprison-parole', String(f), 'result');
  if (!c || c.src === 'missing' || (c.v !== 'imprison' && c.v !== 'parole')) {
    throw new ImperiumMissingDataError('', 'imprison-parole', tableDef('imprison-parole').title, [`d10 = ${f}`]);
  }
  const use: ValueUse = { field: 'imprison-parole', value: f, src: c.src, table: 'imprison-parole', key: String(f), column: 'result' };
  if (c.cite) use.cite = c.cite;
  return { result: c.v, use };
}

export { nationName };
