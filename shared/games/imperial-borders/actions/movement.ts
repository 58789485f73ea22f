// Arrow Tags tracked through a round [Arrow Tags; Phase 4 Steps A-E]: each order the Active Nation checks
// ('ib.order', refused with the rule's reason when illegal) leaves its Tag Sets in the campaign, battles leave
// Red Arrows on the Active side's survivors, and the last Active Nation clears them all ('ib.arrows.clear').
// The tags are counts per region and Nation, as the table's Arrow Tag Sets are: which piece carries which tag
// stays on the map.
import { z } from 'zod';
import { LAND_TYPES, SHIP_TYPES, type LandType, type ShipType } from '../battle';
import { ARROW_NAMES, LAND_REGIONS, checkCargo, checkOrder, groupWords, movementLimits, type ArrowColour, type CargoMove, type Order, type TagPlacement } from '../movement';
import { activeNation, nationName, type ArrowTagSet, type ForceCounts, type IbState, type NationId } from '../state';
import { def, inPlayCheck, nationId } from './common';

const name = z.string().trim().min(1).max(60);
const place = z.object({ name: name.optional(), kind: z.enum(LAND_REGIONS) });
const colour = z.enum(['blue', 'red', 'white']);
const outcome = z.union([
  z.object({ end: z.literal('moved') }),
  z.object({ end: z.literal('blocked'), at: z.number().int().min(0).max(12) }),
  z.object({ end: z.literal('cancelled') }),
  z.object({ end: z.literal('dismissed') }),
  z.object({ end: z.literal('stopped'), at: z.number().int().min(0).max(12) }),
]);
const cargoUnit = z.object({ type: z.enum(LAND_TYPES), order: z.enum(['none', 'arrived', 'elsewhere', 'cancelled', 'dismissed']).optional(), tags: z.array(colour).max(3).optional() });
const stop = z.union([
  z.object({ at: z.number().int().min(0).max(12), port: name.optional(), load: z.array(cargoUnit).min(1).max(16), into: name.optional(), portOpposed: z.boolean().optional(), interiorOpposed: z.boolean().optional(), independent: z.boolean().optional() }),
  z.object({ at: z.number().int().min(0).max(12), port: name.optional(), seize: z.literal(true), opposingShips: z.boolean().optional() }),
  z.object({ at: z.number().int().min(0).max(12), port: name.optional(), unload: z.literal(true), into: name.optional(), portOpposed: z.boolean().optional(), independent: z.boolean().optional() }),
]);
const landOrder = z.object({
  kind: z.literal('land'),
  forces: z.array(z.enum(LAND_TYPES)).min(1).max(40),
  from: place,
  path: z.array(place).max(6),
  bonus: place.nullable().optional(),
  tags: z.array(colour).max(3).optional(),
  unloaded: z.boolean().optional(),
  opposed: z.array(z.number().int().min(0).max(6)).max(7).optional(),
  outcome,
});
const seaOrder = z.object({
  kind: z.literal('sea'),
  ships: z.array(z.enum(SHIP_TYPES)).min(1).max(30),
  cargo: z.array(z.enum(LAND_TYPES)).max(60).optional(),
  distance: z.number().int().min(0).max(12),
  from: name.optional(),
  to: name.optional(),
  via: z.array(z.string().trim().max(60)).max(12).optional(),
  stops: z.array(stop).max(12).optional(),
  tags: z.array(colour).max(3).optional(),
  opposed: z.array(z.number().int().min(0).max(12)).max(13).optional(),
  outcome,
});
const orderPayload = z.object({ nation: nationId, order: z.discriminatedUnion('kind', [landOrder, seaOrder]) });
type OrderP = { nation: NationId; order: Order };

/** The regions the order names: a tag may only go where the table named the region (the app has no map). */
function namesIn(o: Order): Set<string> {
  const out: (string | undefined)[] =
    o.kind === 'land' ? [o.from.name, ...o.path.map((p) => p.name), o.bonus?.name] : [o.from, o.to, ...(o.via ?? []), ...(o.stops ?? []).flatMap((st) => [st.port, 'into' in st ? st.into : undefined])];
  return new Set(out.filter((x): x is string => !!x?.trim()).map((x) => x.trim()));
}

const startOf = (o: Order): string | undefined => (o.kind === 'land' ? o.from.name : o.from)?.trim() || undefined;
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const sameColours = (a: readonly ArrowColour[], b: readonly ArrowColour[]) => a.length === b.length && a.every((c) => b.includes(c));
const sameCounts = (a: ForceCounts | undefined, b: ForceCounts | undefined) => {
  const keys = new Set([...Object.keys(a ?? {}), ...Object.keys(b ?? {})] as (keyof ForceCounts)[]);
  return [...keys].every((k) => (a?.[k] ?? 0) === (b?.[k] ?? 0));
};

/** The order checked with this game's data and rule settings: its tags, or the reason it is refused. */
export function orderResult(s: IbState, o: Order): { tags: TagPlacement[]; notes: string[]; moved: number } | string {
  // Step A dismisses, cancels come before or after the pre-movement battles; moving only in Step C [Phase 4].
  const moving = o.outcome.end !== 'cancelled' && o.outcome.end !== 'dismissed';
  if (moving && s.position.stepId !== 'p4-move') return 'Forces move in Step C (Execute Movement Orders), after every pre-movement battle; now orders can only be dismissed or cancelled [Phase 4 Steps A-C].';
  const r = checkOrder(o, movementLimits(s), { bonusRule: s.rules?.['cavalryBonusAfterOwnOrder'] === 'literal' ? 'literal' : 'before-own-tag' });
  if (!r.ok) return r.reason;
  const named = namesIn(o);
  const unnamed = r.tags.find((t) => !named.has(t.region));
  if (unnamed) return `Name the region where the ${unnamed.what} end${unnamed.count === 1 ? 's' : ''} (${unnamed.region}): its Arrow Tags are tracked by region.`;
  const unnamedFrom = r.tags.find((t) => t.from && !named.has(t.from.region));
  if (unnamedFrom) return `Name the Interior the ${unnamedFrom.what} ${unnamedFrom.count === 1 ? 'boards' : 'board'} from (${unnamedFrom.from!.region}): ${unnamedFrom.count === 1 ? 'its' : 'their'} Arrow Tags leave it with ${unnamedFrom.count === 1 ? 'it' : 'them'}.`;
  return r;
}

/** Adds Tag Sets, merging with a set of the same Nation, region and tags [Arrow Tags: Arrow Tag Sets]. */
export function addTagSets(s: IbState, sets: Omit<ArrowTagSet, 'round'>[]): IbState {
  let tags = [...(s.arrowTags ?? [])];
  for (const x of sets) {
    if (x.count <= 0) continue;
    // Cargo aboard other Ships stays a set of its own: it goes down with its own Ships.
    const i = tags.findIndex((t) => t.nation === x.nation && same(t.region, x.region) && sameColours(t.colours, x.colours) && !t.cargo === !x.cargo && sameCounts(t.carriers, x.carriers));
    if (i >= 0) {
      const t = tags[i]!;
      const { types: _, ...rest } = t;
      // Counts by type stay known only while every merged set knows them.
      tags[i] = { ...rest, count: t.count + x.count, what: `${t.what}; ${x.what}`, why: `${t.why}; ${x.why}`, ...(t.types && x.types ? { types: addCounts(t.types, x.types) } : {}) };
    }
    else tags = [...tags, { round: s.round, ...x }];
  }
  return { ...s, arrowTags: tags };
}

const addCounts = (a: ForceCounts, b: ForceCounts): ForceCounts => {
  const out: ForceCounts = { ...a };
  for (const [t, k] of Object.entries(b) as [keyof ForceCounts, number][]) out[t] = (out[t] ?? 0) + k;
  return out;
};

/**
 * Takes up to `count` Forces out of a Nation's set with exactly these tags in a region (they move on, or a White
 * Arrow replaces a Red one). `types`: which Forces leave, so the set's counts by type stay right (a set that
 * lacks the type leaves them unknown). `cargo`: from the Cargo's sets or the Forces' own.
 */
export function takeFrom(s: IbState, nation: NationId, region: string, colours: readonly ArrowColour[], count: number, types?: readonly string[], cargo = false): IbState {
  const left = [...(types ?? [])];
  const tags = (s.arrowTags ?? []).flatMap((t) => {
    if (count <= 0 || t.nation !== nation || !same(t.region, region) || !sameColours(t.colours, colours) || !t.cargo !== !cargo) return [t];
    const k = Math.min(count, t.count);
    count -= k;
    if (t.count - k <= 0) {
      left.splice(0, k);
      return [];
    }
    const { types: had, ...rest } = t;
    let known: ForceCounts | undefined = had && types ? { ...had } : undefined;
    for (const x of left.splice(0, k)) {
      const key = x as keyof ForceCounts;
      if (known && (known[key] ?? 0) > 0) known[key] = known[key]! - 1;
      else known = undefined;
    }
    if (known) for (const key of Object.keys(known) as (keyof ForceCounts)[]) if (!known[key]) delete known[key];
    return [{ ...rest, count: t.count - k, ...(known ? { types: known } : {}) }];
  });
  return { ...s, arrowTags: tags };
}

/**
 * Cargo gone with its Ship (sunk with it, or captured and converted to Gold) [Chapter 3 A: Lost/Captured Cargo]:
 * its units leave the Nation's Cargo sets carried by Ships of that type in the battle's region, and the set no
 * longer counts that Ship among its carriers. Untagged Cargo has no set; sets without carriers (older saves) stay
 * until the tags are cleared. Returns the units taken out.
 */
export function cargoGone(s: IbState, nation: NationId, region: string, ship: ShipType, cargo: readonly LandType[]): { state: IbState; gone: LandType[] } {
  const left = [...cargo];
  const gone: LandType[] = [];
  const tags = (s.arrowTags ?? []).flatMap((t) => {
    if (!t.cargo || t.nation !== nation || !same(t.region, region) || !(t.carriers?.[ship] ?? 0) || !t.types) return [t];
    const types: ForceCounts = { ...t.types };
    let k = 0;
    for (let i = 0; i < left.length; ) {
      const u = left[i]!;
      if ((types[u] ?? 0) > 0) {
        types[u] = types[u]! - 1;
        if (!types[u]) delete types[u];
        gone.push(u);
        left.splice(i, 1);
        k++;
      } else i++;
    }
    if (!k) return [t];
    if (t.count - k <= 0) return [];
    const carriers: ForceCounts = { ...t.carriers, [ship]: t.carriers![ship]! - 1 };
    if (!carriers[ship]) delete carriers[ship];
    return [{ ...t, count: t.count - k, types, carriers }];
  });
  return { state: { ...s, arrowTags: tags }, gone };
}

/** The Forces of a count by type, one entry each. */
const typeList = (c: ForceCounts): string[] => Object.entries(c).flatMap(([t, k]) => Array<string>(k ?? 0).fill(t));
const setOf = (t: TagPlacement, nation: NationId, why: string): Omit<ArrowTagSet, 'round'> => ({ region: t.region, nation, count: t.count, colours: t.colours, what: t.what, why, types: t.types, ...(t.cargo ? { cargo: true } : {}), ...(t.carriers ? { carriers: t.carriers } : {}) });

const tagWords = (cs: readonly ArrowColour[]) => cs.map((c) => ARROW_NAMES[c]).join(' + ');

export const orderCheck = def<OrderP>({
  type: 'ib.order',
  label: 'Check an order',
  schema: orderPayload as unknown as z.ZodType<OrderP>,
  // Step D is listed to refuse with the rule's reason: its only movement is Cargo Management ('ib.cargo').
  steps: ['p4-review', 'p4-pre', 'p4-move', 'p4-post'],
  validate(s, p) {
    const bad = inPlayCheck(s, p.nation);
    if (bad) return bad;
    const a = activeNation(s);
    if (a !== p.nation) return `Only the Active Nation (${a ? nationName(a) : 'none yet'}) carries out its orders now; ${nationName(p.nation)}’s wait for its turn [Phase 4].`;
    if (s.position.stepId === 'p4-post') return STEP_D;
    const r = orderResult(s, p.order);
    return typeof r === 'string' ? r : null;
  },
  apply(s, p) {
    const r = orderResult(s, p.order) as Exclude<ReturnType<typeof orderResult>, string>;
    // Forces already tagged Red leave their Red set in the start: the order's result carries the tags on.
    const start = startOf(p.order);
    const prior = p.order.tags ?? [];
    const forces = p.order.kind === 'land' ? p.order.forces : p.order.ships;
    let next = start && prior.length ? takeFrom(s, p.nation, start, prior, forces.length, forces) : s;
    // Tagged Land Units that boarded in a Port take their set out of the Interior: it sails with them [Arrow Tags].
    for (const t of r.tags) if (t.from) next = takeFrom(next, p.nation, t.from.region, t.from.colours, t.count, typeList(t.types));
    const why = p.order.outcome.end === 'cancelled' ? 'order cancelled' : p.order.outcome.end === 'dismissed' ? 'order dismissed' : p.order.outcome.end === 'blocked' ? 'blocked by opposing Forces' : 'order completed';
    return addTagSets(next, r.tags.map((t) => setOf(t, p.nation, t.cargo ? `loaded in Step C${t.from ? ` from ${t.from.region}` : ''}` : why)));
  },
  title(s, p) {
    const r = orderResult(s, p.order) as Exclude<ReturnType<typeof orderResult>, string>;
    const end = p.order.outcome.end;
    const verb = end === 'cancelled' ? 'cancels an order' : end === 'dismissed' ? 'has an order dismissed' : end === 'blocked' ? 'is blocked' : end === 'stopped' ? 'stops Ships early' : 'moves';
    return `${nationName(p.nation)} ${verb}: ${r.tags.map((t) => `${t.what} in ${t.region}, ${tagWords(t.colours)}`).join('; ')}`;
  },
});

const STEP_D = 'All movement is done: in Step D (Post-Movement Battles) orders are neither carried out, cancelled nor dismissed; the only movement is Cargo Management after any battle (record it as Cargo Management) [Phase 4 Step D].';

const cargoPayload = z.object({
  nation: nationId,
  cargo: z.object({
    move: z.enum(['unload', 'load', 'transfer']),
    units: z.array(z.enum(LAND_TYPES)).min(1).max(16),
    ships: z.array(z.enum(SHIP_TYPES)).min(1).max(30),
    shipTags: z.array(colour).max(3).optional(),
    outOfAction: z.boolean().optional(),
    aboard: z.array(z.enum(LAND_TYPES)).max(60).optional(),
    unitTags: z.array(colour).max(3).optional(),
    port: name,
    into: name.optional(),
    independent: z.boolean().optional(),
    portOpposed: z.boolean().optional(),
    interiorOpposed: z.boolean().optional(),
  }),
});
type CargoP = { nation: NationId; cargo: CargoMove & { port: string } };

/** The Cargo Management checked with this game's data: its tags, or the reason it is refused. */
export function cargoResult(s: IbState, c: CargoMove) {
  const r = checkCargo(c, movementLimits(s));
  if (!r.ok) return r.reason;
  if (c.move !== 'transfer' && !c.into?.trim()) return `Name the Interior (the Territory connected to ${c.port?.trim() || 'the Port'}): the Land Units' Arrow Tags are tracked by region.`;
  return r;
}

/** Cargo Management in Step D [Phase 4 Step D; Cargo Management]: the one movement left after all orders, between battles. */
export const cargoManage = def<CargoP>({
  type: 'ib.cargo',
  label: 'Manage Cargo',
  schema: cargoPayload as unknown as z.ZodType<CargoP>,
  // In Step C Cargo Management goes with the Ships' order ('ib.order' stops), which also tags the Ships.
  steps: ['p4-post'],
  validate(s, p) {
    const bad = inPlayCheck(s, p.nation);
    if (bad) return bad;
    const a = activeNation(s);
    if (a !== p.nation) return `Only the Active Nation (${a ? nationName(a) : 'none yet'}) can manage Cargo, on its turn [Cargo Management].`;
    if (s.fight && !s.fight.recorded) return `The battle in ${s.fight.where} is not finished: Cargo is managed between battles, not during one [Phase 4 Step D].`;
    const r = cargoResult(s, p.cargo);
    return typeof r === 'string' ? r : null;
  },
  apply(s, p) {
    const c = p.cargo;
    const r = cargoResult(s, c) as Exclude<ReturnType<typeof cargoResult>, string>;
    const n = c.units.length;
    const prior = c.unitTags ?? [];
    // Tagged Land Units leave their set where they were: the Interior when loading, the Port (as Cargo) when
    // unloading or changing Ships.
    const from = c.move === 'load' ? c.into!.trim() : c.port.trim();
    const next = prior.length ? takeFrom(s, p.nation, from, prior, n, c.units, c.move !== 'load') : s;
    const why = c.move === 'unload' ? `unloaded in ${c.port.trim()}` : c.move === 'load' ? `loaded in ${c.port.trim()}` : `transferred in ${c.port.trim()}`;
    return addTagSets(next, r.tags.map((t) => setOf(t, p.nation, why)));
  },
  title(_s, p) {
    const c = p.cargo;
    const words = groupWords(c.units);
    return c.move === 'unload'
      ? `${nationName(p.nation)} unloads ${words} in ${c.port.trim()} into ${c.into!.trim()}, Blue Arrow [Cargo Management]`
      : c.move === 'load'
        ? `${nationName(p.nation)} loads ${words} from ${c.into!.trim()} in ${c.port.trim()} [Cargo Management]`
        : `${nationName(p.nation)} transfers ${words} Ship to Ship in ${c.port.trim()} [Cargo Management]`;
  },
});

const clearPayload = z.object({}).strict();

export const arrowsClear = def<Record<string, never>>({
  type: 'ib.arrows.clear',
  label: 'Clear the Arrow Tags',
  schema: clearPayload as unknown as z.ZodType<Record<string, never>>,
  steps: ['p4-status'],
  validate(s) {
    if (s.march < s.turnOrder.length - 1) return `Arrow Tags stay until every Nation has been Active: ${s.turnOrder.slice(s.march + 1).map(nationName).join(', ')} still to march [Phase 4 Step E].`;
    if (!(s.arrowTags ?? []).length) return 'No Arrow Tags are recorded this round.';
    return null;
  },
  apply: (s) => ({ ...s, arrowTags: [] }),
  title: (s) => {
    const k = (s.arrowTags ?? []).reduce((a, t) => a + t.count, 0);
    return `Every Arrow Tag removed after the last Active Nation (${k} ${k === 1 ? 'Force' : 'Forces'} tagged this round) [Phase 4 Step E]`;
  },
});

/** The Tag Sets in a region (any Nation), for the battle set-up and the tag list. */
export const tagsIn = (s: IbState, region: string): ArrowTagSet[] => (s.arrowTags ?? []).filter((t) => same(t.region, region));

/** May these Forces battle on the Active Nation's side? Not with a Red or White Arrow [Arrow Tags; Initiating a Battle]. */
export const mayJoinActive = (t: Pick<ArrowTagSet, 'colours'>): boolean => !t.colours.includes('red') && !t.colours.includes('white');
