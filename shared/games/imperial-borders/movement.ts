// Phase 2 orders and Phase 4 movement checked without a map [Phase 2: Land Unit Movement, Ship Movement, Cargo;
// Phase 4 Steps A and C; Special Movement; Arrow Tags; Example of Movement]. The board stays on the table: an
// order is described as the table reads it (the Forces, the kind of each plotted region, the Cavalry bonus
// region, the sailing distance and the stops in Ports, what ended the move), and the checker says whether the
// rules allow it, and if so which Arrow Tags it leaves where. Numbers (range, bonus, Cargo sizes) come from the
// data in force. Pure.
import type { DataPack } from '../../data/tables';
import { LAND_TYPES, SHIP_TYPES, UNIT_NAMES, type LandType, type ShipType } from './battle';
import { cellValue, packOf, type ForceCounts } from './state';

export type ArrowColour = 'blue' | 'red' | 'white';
export const ARROW_COLOURS: readonly ArrowColour[] = ['blue', 'red', 'white'];
export const ARROW_NAMES: Record<ArrowColour, string> = { blue: 'Blue Arrow', red: 'Red Arrow', white: 'White Arrow' };

/** A land region as the Planning Map shows it: a Territory or a Mountain Range (White: stop on entering). */
export const LAND_REGIONS = ['territory', 'brown-mountain', 'white-mountain'] as const;
export type LandRegion = (typeof LAND_REGIONS)[number];
export const LAND_REGION_NAMES: Record<LandRegion, string> = { territory: 'Territory', 'brown-mountain': 'Brown Mountain Range', 'white-mountain': 'White Mountain Range' };
const isMountain = (r: LandRegion) => r !== 'territory';

export { UNIT_NAMES };
const plural = (k: number, one: string, many = `${one}s`) => `${k} ${k === 1 ? one : many}`;

export interface Place {
  /** The region's name as the table calls it (optional: the checker never needs it). */
  name?: string;
  kind: LandRegion;
}

/**
 * How an order ended [Phase 4 Steps A and C]: moved as plotted; blocked by opposing Forces in a region of the
 * path (0 = the starting region: "even in its starting region, it receives a Blue Arrow"); cancelled by the
 * Active Nation (whole orders only); dismissed at the review for a mistake. Ships may also stop early anywhere
 * after leaving their start (Admiral's Prerogative).
 */
export type OrderEnd = { end: 'moved' } | { end: 'blocked'; at: number } | { end: 'cancelled' } | { end: 'dismissed' } | { end: 'stopped'; at: number };

export interface LandOrder {
  kind: 'land';
  /** The group that carries out the order, by type (types are picked when it is executed, never plotted). */
  forces: LandType[];
  from: Place;
  /** The plotted regions after the start, in order (0, 1 or 2). */
  path: Place[];
  /** The Cavalry Bonus region (unplotted), taken by the group's Cavalry; the others stop at the plotted end. */
  bonus?: Place | null;
  /** Tags the Forces already carry this round (Red from a pre-movement battle; Blue or White stop them). */
  tags?: ArrowColour[];
  /** The group was just unloaded from a Ship (Blue Arrow: it moves no further, except as Cargo). */
  unloaded?: boolean;
  /** Indexes of regions (0 = the start, k = the k-th plotted region) holding opposing Forces. */
  opposed?: number[];
  outcome: OrderEnd;
}

/** A Land Unit boarding or leaving the group's Ships in a Port, with where its own order stands. */
export interface CargoUnit {
  type: LandType;
  /** Tags the unit already carries (a Red Arrow from a pre-movement battle); 'arrived' adds its own order's Blue Arrow. */
  tags?: ArrowColour[];
  /**
   * The unit's own order [Cargo Management]: none; moved as plotted into the connected Territory first; plotted
   * elsewhere (boarding would cancel it); already cancelled or dismissed (a White Arrow: it cannot board).
   */
  order?: 'none' | 'arrived' | 'elsewhere' | 'cancelled' | 'dismissed';
}

/** What the Ships do in a Port of their path (at = the k-th plotted sea region; 0 = the starting Port). */
export type PortStop =
  | { at: number; port?: string; load: CargoUnit[]; into?: string; portOpposed?: boolean; interiorOpposed?: boolean; independent?: boolean }
  | { at: number; port?: string; seize: true; opposingShips?: boolean }
  | { at: number; port?: string; unload: true; into?: string; portOpposed?: boolean; independent?: boolean };

export interface SeaOrder {
  kind: 'sea';
  ships: ShipType[];
  /** Cargo already aboard when the order starts. */
  cargo?: LandType[];
  /** The sailing distance plotted: Ports and Open Seas entered. */
  distance: number;
  from?: string;
  to?: string;
  /** Names of the sea regions of the path, when the table gives them (1st plotted region first). */
  via?: string[];
  stops?: PortStop[];
  tags?: ArrowColour[];
  /** Indexes of Ports (0 = the start) holding opposing Forces; Open Seas never block Ships (Admiral's Prerogative). */
  opposed?: number[];
  outcome: OrderEnd;
}

export type Order = LandOrder | SeaOrder;

/** Tags an order leaves [Arrow Tags]: how many Forces in which region (by path index, and name when given). */
export interface TagPlacement {
  at: number;
  region: string;
  count: number;
  colours: ArrowColour[];
  /** Land Units, Ships or Cargo (the tags of Ships and their Cargo never apply to one another). */
  what: string;
  /** The same Forces by type (the battle set-up reads each unit's Arrow from them). */
  types: ForceCounts;
  /** Land Units aboard Ships. */
  cargo?: boolean;
  /** Cargo: the Ships carrying it, by type (a set goes down with its Ship). */
  carriers?: ForceCounts;
  /** Tagged Forces that left a set elsewhere to carry it on (loaded from the Interior): its region and tags. */
  from?: { region: string; colours: ArrowColour[] };
}

export type OrderCheck =
  | {
      ok: true;
      /** Regions actually moved, the Cavalry bonus included (Ships: sea regions sailed). */
      moved: number;
      /** Destination dots the order plots (1 per Force: land and Ships apart; Cargo is never plotted). */
      dots: { land: number; ships: number };
      tags: TagPlacement[];
      /** What happened, in the rulebook's words. */
      notes: string[];
    }
  | { ok: false; reason: string };

export interface MovementLimits {
  landRange: Record<LandType, number>;
  bonus: Record<LandType, number>;
  seaRange: Record<ShipType, number>;
  cargoSize: Record<LandType, number>;
  capacity: Record<ShipType, number>;
}

const num = (p: DataPack, t: string, k: string, c: string): number => {
  const v = cellValue(p, t, k, c);
  return typeof v === 'number' ? v : 0;
};

/** The ranges and Cargo sizes in force (the data tables, which the group may correct). */
export function movementLimits(s: { data?: DataPack | null }): MovementLimits {
  const p = packOf(s);
  const land = (c: string) => Object.fromEntries(LAND_TYPES.map((t) => [t, num(p, 'land-units', t, c)])) as Record<LandType, number>;
  const sea = (c: string) => Object.fromEntries(SHIP_TYPES.map((t) => [t, num(p, 'ships', t, c)])) as Record<ShipType, number>;
  return { landRange: land('movement'), bonus: land('bonusMovement'), seaRange: sea('movement'), cargoSize: land('cargoSize'), capacity: sea('cargoCapacity') };
}

export interface CheckOptions {
  /** Rule setting cavalryBonusAfterOwnOrder (digest A60): 'literal' lets any Blue Arrow, its own order's too, stop the bonus. */
  bonusRule?: 'before-own-tag' | 'literal';
}

const refuse = (reason: string): OrderCheck => ({ ok: false, reason });

/** Whether the rules allow the order as executed, and the tags it leaves (see the file's head). */
export function checkOrder(o: Order, limits: MovementLimits, opts: CheckOptions = {}): OrderCheck {
  return o.kind === 'land' ? checkLand(o, limits, opts) : checkSea(o, limits);
}

const placeName = (o: LandOrder, i: number): string => {
  const p = i === 0 ? o.from : o.path[i - 1];
  return p?.name?.trim() || (i === 0 ? 'the starting region' : `plotted region ${i}`);
};

/** Forces counted by type. */
export function countTypes(types: readonly (LandType | ShipType)[]): ForceCounts {
  const out: ForceCounts = {};
  for (const t of types) out[t] = (out[t] ?? 0) + 1;
  return out;
}

/** Forces counted by type, in words ("1 Frigate + 2 Ship of the Line"). */
export const countWords = (c: ForceCounts): string => groupWords((Object.entries(c) as [LandType | ShipType, number][]).flatMap(([t, k]) => Array<LandType | ShipType>(k).fill(t)));

export function groupWords(types: readonly (LandType | ShipType)[]): string {
  const counts = new Map<string, number>();
  for (const t of types) counts.set(t, (counts.get(t) ?? 0) + 1);
  return [...counts].map(([t, k]) => `${k} ${UNIT_NAMES[t as LandType]}`).join(' + ');
}

function checkLand(o: LandOrder, L: MovementLimits, opts: CheckOptions): OrderCheck {
  if (!o.forces.length) return refuse('Name the Forces that carry out the order (at least 1 Land Unit).');
  const tags = o.tags ?? [];
  const range = Math.min(...o.forces.map((t) => L.landRange[t]));
  const n = o.forces.length;
  const dots = { land: n, ships: 0 };
  const group = groupWords(o.forces);
  // Phase 4 Step A: an order out of range is impossible and must be dismissed; the Cavalry bonus is never plotted.
  if (o.path.length > range)
    return refuse(`Out of range: ${plural(o.path.length, 'land region')} plotted, but Land Units are plotted up to ${range} (the Cavalry bonus is not plotted). The order must be dismissed: a White Arrow on ${plural(n, 'Force')} in ${placeName(o, 0)} [Phase 4 Step A].`);
  const all = [o.from, ...o.path];
  for (let i = 1; i < all.length; i++) {
    if (isMountain(all[i - 1]!.kind) && isMountain(all[i]!.kind))
      return refuse(`Ridge to ridge: ${placeName(o, i - 1)} and ${placeName(o, i)} are both Mountain Ranges; Land Units enter and leave a Mountain Range from and to a Territory [Land Unit Movement: Mountain Ranges].`);
    if (all[i]!.kind === 'white-mountain' && i < all.length - 1)
      return refuse(`${placeName(o, i)} is a White Mountain Range: Land Units entering one must end their movement there, so the path cannot go on to ${placeName(o, i + 1)} [Land Unit Movement: Mountain Ranges].`);
  }
  if (o.outcome.end === 'cancelled' || o.outcome.end === 'dismissed') {
    const why = o.outcome.end === 'cancelled' ? 'cancelled (whole orders only)' : 'dismissed';
    return { ok: true, moved: 0, dots, tags: [{ at: 0, region: placeName(o, 0), count: n, colours: ['white'], what: group, types: countTypes(o.forces) }], notes: [`Order ${why}: the ${plural(n, 'Force')} stay in ${placeName(o, 0)} with a White Arrow; they cannot move, manage Cargo or join the Active side this round (a White Arrow replaces a Red one).`] };
  }
  if (o.outcome.end === 'stopped') return refuse('Only Ships may end an order early (Admiral’s Prerogative); a Land order is carried out whole, or cancelled whole [Phase 4 Step A: Canceling Orders].');
  if (tags.includes('white')) return refuse('These Forces carry a White Arrow (their order was cancelled or dismissed): they cannot move this round, not even as Cargo [Arrow Tags].');
  if (tags.includes('blue') || o.unloaded)
    return refuse(`${o.unloaded ? 'Just unloaded from a Ship, these Land Units carry a Blue Arrow' : 'These Forces carry a Blue Arrow (their movement is done or was blocked)'}: they move no further this round, except as Cargo [Arrow Tags; Cargo Management].`);
  // Blocked Movement: no Force leaves a region with opposing Forces; the move ends in the first one on the path.
  const opposed = [...new Set(o.opposed ?? [])].filter((i) => i >= 0 && i <= o.path.length).sort((a, b) => a - b);
  const firstOpposed = opposed[0];
  let end = o.path.length;
  const notes: string[] = [];
  if (o.outcome.end === 'blocked') {
    const at = o.outcome.at;
    if (at < 0 || at > o.path.length) return refuse(`The order plots ${plural(o.path.length, 'region')}: it cannot be blocked in region ${at}.`);
    if (at === o.path.length) return refuse(`${placeName(o, at)} ends the plotted path: Forces entering it end their move there anyway (an opposed destination is reached, not blocked).`);
    if (firstOpposed !== undefined && firstOpposed < at) return refuse(`${placeName(o, firstOpposed)} holds opposing Forces: the move ends there, before ${placeName(o, at)} [Phase 4: Blocked Movement].`);
    end = at;
    notes.push(`Blocked: opposing Forces in ${placeName(o, at)} end the move there; a Blue Arrow, not a White one [Phase 4: Blocked Movement].`);
  } else if (firstOpposed !== undefined && firstOpposed < o.path.length) {
    return refuse(`${placeName(o, firstOpposed)} holds opposing Forces: the Forces cannot leave it, so the move is blocked there (record it as blocked) [Phase 4: Blocked Movement].`);
  }
  const colours: ArrowColour[] = tags.includes('red') ? ['red', 'blue'] : ['blue'];
  const cavalry = o.forces.filter((t) => L.bonus[t] > 0);
  const tagsOut: TagPlacement[] = [];
  let moved = end;
  if (o.bonus) {
    const last = all[end]!;
    const whyNot =
      !cavalry.length
        ? `Only Cavalry may take the bonus region (${group} ${n === 1 ? 'stops' : 'stop'} at the end of the plotted path) [Land Unit Movement: Cavalry Bonus Movement].`
        : o.outcome.end === 'blocked'
          ? 'No Cavalry bonus: the Cavalry’s move was blocked by opposing Forces (it carries a Blue Arrow) [Special Movement].'
          : end > 0 && last.kind === 'white-mountain'
            ? `No Cavalry bonus: the Cavalry just entered a White Mountain Range (${placeName(o, end)}) and must end its movement there [Mountain Ranges; Special Movement].`
            : opposed.includes(end)
              ? `No Cavalry bonus: ${placeName(o, end)} holds opposing Forces [Special Movement].`
              : opts.bonusRule === 'literal' && end > 0
                ? 'No Cavalry bonus under this game’s reading: the completed order’s own Blue Arrow stops it (rule setting “Cavalry bonus and the Blue Arrow”).'
                : isMountain(last.kind) && isMountain(o.bonus.kind)
                  ? `Ridge to ridge: the bonus region and ${placeName(o, end)} are both Mountain Ranges [Mountain Ranges].`
                  : null;
    if (whyNot) return refuse(whyNot);
    const b = Math.min(...cavalry.map((t) => L.bonus[t]));
    moved = end + b;
    const others = o.forces.filter((t) => L.bonus[t] === 0);
    if (others.length) tagsOut.push({ at: end, region: placeName(o, end), count: others.length, colours, what: groupWords(others), types: countTypes(others) });
    tagsOut.push({ at: end + 1, region: o.bonus.name?.trim() || 'the bonus region', count: cavalry.length, colours, what: groupWords(cavalry), types: countTypes(cavalry) });
    notes.push(`Cavalry Bonus Movement (not plotted): ${groupWords(cavalry)} ${cavalry.length === 1 ? 'moves' : 'move'} on to ${o.bonus.name?.trim() || 'the bonus region'}: ${plural(moved, 'region')} in all.`);
  } else {
    tagsOut.push({ at: end, region: placeName(o, end), count: n, colours, what: group, types: countTypes(o.forces) });
    if (end > 0 && all[end]!.kind === 'white-mountain' && cavalry.length) notes.push(`${placeName(o, end)} is a White Mountain Range: movement ends there and the Cavalry gets no bonus.`);
  }
  if (o.outcome.end === 'moved') notes.unshift(`Moved as plotted: ${plural(end, 'land region')}${end === 0 ? ' (it stays)' : ''}; a Blue Arrow on completing the order.`);
  if (tags.includes('red')) notes.push('The Red Arrow stays: these Forces fought on the Active side before moving and cannot do so again this round.');
  return { ok: true, moved, dots, tags: tagsOut, notes };
}

function checkSea(o: SeaOrder, L: MovementLimits): OrderCheck {
  if (!o.ships.length) return refuse('Name the Ships that carry out the order (at least 1).');
  const n = o.ships.length;
  const range = Math.min(...o.ships.map((t) => L.seaRange[t]));
  const dots = { land: 0, ships: n };
  const fleet = groupWords(o.ships);
  const from = o.from?.trim() || 'the starting Port';
  const nameAt = (k: number, given?: string) => given?.trim() || (k === 0 ? from : o.via?.[k - 1]?.trim() || (k === o.distance && o.to?.trim() ? o.to.trim() : `sea region ${k}`));
  if (o.distance < 0 || !Number.isInteger(o.distance)) return refuse('A sailing distance is a whole number of sea regions.');
  if (o.distance > range)
    return refuse(`Out of range: a sailing distance of ${o.distance}, but Ships move up to ${range} sea regions (Ports and Open Seas). The order must be dismissed: a White Arrow on ${plural(n, 'Ship')} in ${from} [Ship Movement; Phase 4 Step A].`);
  if (o.outcome.end === 'cancelled' || o.outcome.end === 'dismissed')
    return { ok: true, moved: 0, dots, tags: [{ at: 0, region: from, count: n, colours: ['white'], what: fleet, types: countTypes(o.ships) }], notes: [`Order ${o.outcome.end}: the ${plural(n, 'Ship')} stay in ${from} with a White Arrow (no Cargo Management for them this round).`] };
  const tags = o.tags ?? [];
  if (tags.includes('white')) return refuse('These Ships carry a White Arrow (their order was cancelled or dismissed): they cannot move or manage Cargo this round [Arrow Tags].');
  if (tags.includes('blue')) return refuse('These Ships carry a Blue Arrow: their movement this round is done [Arrow Tags].');
  const capacity = o.ships.reduce((a, t) => a + L.capacity[t], 0);
  const size = (xs: readonly LandType[]) => xs.reduce((a, t) => a + L.cargoSize[t], 0);
  // Each Land Unit aboard with its own tags: those of the Ships never apply to it [Arrow Tags].
  let aboard: Aboard[] = (o.cargo ?? []).map((type) => ({ type, tags: [] }));
  const typesAboard = () => aboard.map((u) => u.type);
  if (size(typesAboard()) > capacity) return refuse(`Overloaded: ${groupWords(typesAboard())} aboard need ${size(typesAboard())} half-places, but ${fleet} ${n === 1 ? 'carries' : 'carry'} ${capacity} [Cargo: Capacity].`);
  // Where the move ends: blocked in an opposed Port, stopped early, unloading or seizing (each ends it), else the plotted end.
  let end = o.distance;
  const notes: string[] = [];
  const opposed = new Set(o.opposed ?? []);
  if (o.outcome.end === 'blocked') {
    const at = o.outcome.at;
    if (at < 0 || at >= o.distance) return refuse(`The order plots a sailing distance of ${o.distance}: it can only be blocked in a Port before its end (0 = the start).`);
    end = at;
    notes.push(`Blocked by opposing Forces in ${nameAt(at)}: a Blue Arrow [Phase 4: Blocked Movement]. Open Seas never block Ships (Admiral’s Prerogative).`);
  } else if (o.outcome.end === 'stopped') {
    const at = o.outcome.at;
    if (at < 1 || at > o.distance) return refuse(`Admiral’s Prerogative: Ships may end early in any region of their path after leaving the start (1 to ${o.distance}).`);
    end = at;
    notes.push(`Admiral’s Prerogative: the order ends early in ${nameAt(at)}.`);
  }
  const blockedIn = [...opposed].filter((i) => i >= 0 && i < end).sort((a, b) => a - b)[0];
  if (blockedIn !== undefined) return refuse(`${nameAt(blockedIn)} holds opposing Forces: the Ships cannot leave that Port, so the move is blocked there (record it as blocked) [Phase 4: Blocked Movement].`);
  const stops = [...(o.stops ?? [])].sort((a, b) => a.at - b.at);
  let tagsOut: TagPlacement[] = [];
  for (const st of stops) {
    const where = nameAt(st.at, st.port);
    if (st.at < 0 || st.at > o.distance) return refuse(`${where} is not on the plotted path (a sailing distance of ${o.distance}): Ships pause only in plotted Ports [Ship Movement: Pausing in Ports].`);
    if (st.at > end) return refuse(`The Ships’ move already ended in ${nameAt(end)}, before ${where} [Ship Movement].`);
    if ('load' in st) {
      if (st.independent) return refuse(`${where} is an Independent Port: no Cargo Management there until it is seized [Cargo Management].`);
      if (st.portOpposed || opposed.has(st.at)) return refuse(`${where} holds opposing Forces: Land Units load only where both the Port and its Interior are free of them (Out-of-Action Ships cannot oppose) [Cargo Management].`);
      if (st.interiorOpposed) return refuse(`The Interior of ${where} holds opposing Forces: loading needs both the Port and the Interior free of them (unloading does not) [Cargo Management].`);
      for (const u of st.load) {
        const ord = u.order ?? 'none';
        if (ord === 'elsewhere') return refuse(`That ${UNIT_NAMES[u.type]} has an order to go elsewhere: boarding would cancel it, and a unit whose order was cancelled cannot be loaded [Cargo Management; Example of Movement].`);
        if (ord === 'cancelled' || ord === 'dismissed' || (u.tags ?? []).includes('white')) return refuse(`That ${UNIT_NAMES[u.type]}’s order was ${ord === 'dismissed' ? 'dismissed' : 'cancelled'} (White Arrow): it cannot be loaded as Cargo this round [Cargo Management].`);
      }
      // "The Arrow Tags of Ships and their Cargo are separate and never apply to one another" [Arrow Tags]: a Land
      // Unit boards with its own tags, the Blue Arrow of the order that brought it into the connected Territory
      // ("may move as plotted across land to enter the connected Territory" first [Cargo Management Rules]) or a
      // Red one from a pre-movement battle; its set leaves that Interior and sails with the Ship. A unit without an
      // order boards untagged ("each Force that was ordered" is tagged; Cargo is never plotted) [Arrow Tags; Cargo].
      const interior = st.into?.trim() || `the Interior of ${where}`;
      const boarding: Aboard[] = st.load.map((u) => {
        const tags = sortColours([...(u.tags ?? []), ...(u.order === 'arrived' ? (['blue'] as const) : [])]);
        return { type: u.type, tags, ...(tags.length ? { from: { region: interior, colours: tags } } : {}) };
      });
      const next = [...typesAboard(), ...boarding.map((u) => u.type)];
      if (size(next) > capacity)
        return refuse(`Overloaded: ${groupWords(next)} need ${size(next)} half-places, but ${fleet} ${n === 1 ? 'carries' : 'carry'} ${capacity} (a Frigate 1 Land Unit or 2 Half Infantry; a Ship of the Line 2 Land Units or 4 Half Infantry) [Cargo: Capacity].`);
      aboard = [...aboard, ...boarding];
      const tagged = boarding.filter((u) => u.tags.length);
      notes.push(`Loads ${groupWords(st.load.map((u) => u.type))} in ${where}${size(next) === capacity ? `: now full (${groupWords(next)} = capacity)` : ''}${st.at > 0 && st.at < end ? ', then sails on' : ''}${tagged.length ? `; ${groupWords(tagged.map((u) => u.type))} ${tagged.length === 1 ? 'keeps its' : 'keep their'} own Arrow Tags as Cargo` : ''}.`);
    } else if ('seize' in st) {
      if (st.opposingShips) return refuse(`${where} holds opposing Ships: only a Port free of them can be seized [Special Movement: Seizing Independent Ports].`);
      if (st.at === 0) return refuse('Seizing happens on entering an Independent Port, not in the starting one.');
      end = Math.min(end, st.at);
      notes.push(`Seizes ${where} without a roll (a Minor Port with its Port Flag); its move ends there [Seizing Independent Ports].`);
    } else {
      if (st.independent) return refuse(`${where} is still Independent: seize it first, then Cargo can be unloaded [Cargo Management].`);
      if (st.portOpposed) return refuse(`${where} holds opposing Forces: unloading needs a Port free of them (the Interior may hold some) [Cargo Management].`);
      if (!aboard.length) return refuse(`Nothing aboard to unload in ${where}.`);
      end = Math.min(end, st.at);
      const into = st.into?.trim() || `the Interior of ${where}`;
      // Unloaded Land Units get a Blue Arrow [Cargo Management Rules]; a Red one they carried stays [Arrow Tags].
      tagsOut.push(...placements(aboard, st.at, into, (u) => unloadedColours(u.tags), ' (unloaded Cargo)'));
      notes.push(`Unloads ${groupWords(typesAboard())} into ${into}: they get a Blue Arrow and move no further this round except as Cargo; unloading ends the Ships’ move.`);
      aboard = [];
    }
  }
  if (o.outcome.end === 'moved' && end < o.distance) notes.push(`The move ends in ${nameAt(end)}, before the plotted end.`);
  const colours: ArrowColour[] = tags.includes('red') ? ['red', 'blue'] : ['blue'];
  tagsOut = [{ at: end, region: nameAt(end), count: n, colours, what: fleet, types: countTypes(o.ships) }, ...tagsOut];
  // Cargo still aboard keeps its own tags where the Ships end (untagged Cargo leaves no set).
  tagsOut.push(...placements(aboard.filter((u) => u.tags.length), end, nameAt(end), (u) => u.tags, ' (Cargo)').map((t) => ({ ...t, cargo: true, carriers: countTypes(o.ships) })));
  if (aboard.length) notes.push(`Still aboard: ${groupWords(typesAboard())} (Cargo; the Ships’ tags do not apply to it).`);
  return { ok: true, moved: end, dots, tags: tagsOut, notes };
}

/** A Land Unit aboard during a Ship's order: its own tags, and the set it left in the Interior when it boarded tagged. */
interface Aboard {
  type: LandType;
  tags: ArrowColour[];
  from?: { region: string; colours: ArrowColour[] };
}

const sortColours = (cs: readonly ArrowColour[]): ArrowColour[] => ARROW_COLOURS.filter((c) => cs.includes(c)).sort((a, b) => (a === 'red' ? -1 : b === 'red' ? 1 : 0));
/** Unloaded Land Units: a Blue Arrow, keeping a Red one [Cargo Management Rules; Arrow Tags]. */
const unloadedColours = (tags: readonly ArrowColour[]): ArrowColour[] => (tags.includes('red') ? ['red', 'blue'] : ['blue']);

/** Tag placements for Land Units, one per tag set and set left behind. */
function placements(units: readonly Aboard[], at: number, region: string, colours: (u: Aboard) => ArrowColour[], suffix: string): TagPlacement[] {
  const groups = new Map<string, { colours: ArrowColour[]; from?: Aboard['from']; types: LandType[] }>();
  for (const u of units) {
    const cs = colours(u);
    const key = `${cs.join('+')}|${u.from ? `${u.from.region}|${u.from.colours.join('+')}` : ''}`;
    const g = groups.get(key) ?? { colours: cs, ...(u.from ? { from: u.from } : {}), types: [] };
    g.types.push(u.type);
    groups.set(key, g);
  }
  return [...groups.values()].map((g) => ({ at, region, count: g.types.length, colours: g.colours, what: `${groupWords(g.types)}${suffix}`, types: countTypes(g.types), ...(g.from ? { from: g.from } : {}) }));
}

// ------------------------------------------------------------------------------------------------ Cargo in Step D

/**
 * Cargo Management on its own [Cargo; Cargo Management; Phase 4 Step D]: after all movement the only movement left
 * is managing Cargo, after any battle, conditions permitting (e.g. Ships battle a Port, capture it and unload into
 * its Interior). Unloading, loading or a Ship-to-Ship transfer in one Port, by the Active Nation.
 */
export interface CargoMove {
  move: 'unload' | 'load' | 'transfer';
  /** The Land Units that leave, board or change Ships. */
  units: LandType[];
  /** The Active Nation's Ships involved (for a transfer, the receiving Ships), with their Arrow Tags (those of the Ships, never of the Cargo). */
  ships: ShipType[];
  shipTags?: ArrowColour[];
  /** Some of those Ships are Out of Action: they cannot take on new Cargo. */
  outOfAction?: boolean;
  /** Cargo already aboard those Ships before loading (for the capacity). */
  aboard?: LandType[];
  /** Tags the Land Units already carry (loading: from the Interior; unloading or a transfer: as Cargo). */
  unitTags?: ArrowColour[];
  port?: string;
  /** The connected Territory's Interior. */
  into?: string;
  independent?: boolean;
  /** Opposing Forces in the Port (a Port with at least 1 HP whose controller opposes counts; Out-of-Action Ships do not). */
  portOpposed?: boolean;
  interiorOpposed?: boolean;
}

export function checkCargo(c: CargoMove, L: MovementLimits): OrderCheck {
  const port = c.port?.trim() || 'the Port';
  const interior = c.into?.trim() || `the Interior of ${port}`;
  const units = groupWords(c.units);
  const dots = { land: 0, ships: 0 };
  if (!c.units.length) return refuse('Name the Land Units that are unloaded, loaded or transferred (at least 1).');
  if (!c.ships.length) return refuse('Name the Active Nation’s Ships involved (its Ships and/or its Cargo must be) [Cargo Management].');
  if (c.independent) return refuse(`${port} is still Independent: no Cargo Management there until it is seized or captured [Cargo Management].`);
  if (c.portOpposed) return refuse(`${port} holds opposing Forces: no loading, unloading or transfer there (a captured or 0 HP Port no longer opposes) [Cargo Management].`);
  if ((c.shipTags ?? []).includes('white')) return refuse('These Ships carry a White Arrow (their order was cancelled or dismissed): they cannot manage Cargo this round [Arrow Tags].');
  const capacity = c.ships.reduce((a, t) => a + L.capacity[t], 0);
  const size = (xs: readonly LandType[]) => xs.reduce((a, t) => a + L.cargoSize[t], 0);
  // Tagged Cargo's set, aboard the Ships that take it on (it goes down with them) [Arrow Tags].
  const cargoSet = (colours: ArrowColour[]): TagPlacement => ({ at: 0, region: port, count: c.units.length, colours, what: `${units} (Cargo)`, types: countTypes(c.units), cargo: true, carriers: countTypes(c.ships) });
  if (c.move === 'unload') {
    if ((c.unitTags ?? []).includes('white')) return refuse('That Cargo carries a White Arrow: it cannot move this round, not even out of the Ship [Arrow Tags].');
    return {
      ok: true, moved: 0, dots,
      tags: [{ at: 0, region: interior, count: c.units.length, colours: unloadedColours(c.unitTags ?? []), what: `${units} (unloaded Cargo)`, types: countTypes(c.units) }],
      notes: [`Unloads ${units} from ${groupWords(c.ships)} in ${port} into ${interior}${c.interiorOpposed ? ' (opposing Forces there do not stop unloading)' : ''}: a Blue Arrow; they move no further this round except as Cargo, and may battle there [Cargo Management; Phase 4 Step D].`],
    };
  }
  if (c.move === 'load') {
    if (c.outOfAction) return refuse('Out-of-Action Ships cannot take on new Cargo until repaired (they can unload or transfer it away) [Out-of-Action Ships].');
    if (c.interiorOpposed) return refuse(`The Interior of ${port} holds opposing Forces: loading needs both the Port and the Interior free of them (unloading does not) [Cargo Management].`);
    if ((c.unitTags ?? []).includes('white')) return refuse('These Land Units carry a White Arrow (their order was cancelled or dismissed): they cannot be loaded as Cargo this round [Cargo Management; Arrow Tags].');
    const next = [...(c.aboard ?? []), ...c.units];
    if (size(next) > capacity) return refuse(`Overloaded: ${groupWords(next)} need ${size(next)} half-places, but ${groupWords(c.ships)} ${c.ships.length === 1 ? 'carries' : 'carry'} ${capacity} [Cargo: Capacity].`);
    const kept = (c.unitTags ?? []).filter((t) => t !== 'white');
    return {
      ok: true, moved: 0, dots,
      // Loaded Land Units keep their own tags as Cargo (a Blue Arrow: they move only as Cargo).
      tags: kept.length ? [cargoSet(kept)] : [],
      notes: [`Loads ${units} from ${interior} onto ${groupWords(c.ships)} in ${port}.`],
    };
  }
  // A transfer: `ships` are the receiving Ships.
  if (c.outOfAction) return refuse('Out-of-Action Ships cannot take on new Cargo until repaired: transfer Cargo away from them, not onto them [Out-of-Action Ships].');
  const after = [...(c.aboard ?? []), ...c.units];
  if (size(after) > capacity) return refuse(`Overloaded: ${groupWords(after)} need ${size(after)} half-places, but ${groupWords(c.ships)} ${c.ships.length === 1 ? 'carries' : 'carry'} ${capacity} [Cargo: Capacity].`);
  // Tagged Cargo keeps its tags on the receiving Ships.
  const kept = (c.unitTags ?? []).filter((t) => t !== 'white');
  return { ok: true, moved: 0, dots, tags: kept.length ? [cargoSet(kept)] : [], notes: [`Transfers ${units} Ship to Ship in ${port} (never in Open Seas) [Cargo Management: Transfers].`] };
}

// ------------------------------------------------------------------------------------------------ plotting

/** One plotted path on a Planning Map [Phase 2 Steps 2-3]: from a region, through regions, to its destination dots. */
export interface PlottedPath {
  from: string;
  via: string[];
  to: string;
  dots: number;
  kind: 'land' | 'sea';
}

export interface PlotCheck {
  ok: boolean;
  /** Orders to dismiss, each with its reason [Phase 4 Step A]. */
  problems: string[];
  dots: { land: number; ships: number };
  /** Destinations reached from several origins: each origin's dots are circled apart. */
  circled: { to: string; groups: { from: string; dots: number }[] }[];
}

/**
 * A whole Planning Map [Phase 2 Steps 1-3; Phase 4 Step A]: the Mobile Forces written in each region (Cargo
 * excluded) and the paths. The rulebook draws paths as lines; here a path is the list of regions it crosses, so
 * "branching" is two paths from one origin sharing their first region and then parting, "converging" two paths
 * from different origins joining before a shared destination (the rulebook says no more).
 */
export function checkPlot(forces: Record<string, number>, paths: PlottedPath[]): PlotCheck {
  const problems: string[] = [];
  const key = (r: string) => r.trim().toLowerCase();
  const count = (r: string) => {
    const hit = Object.entries(forces).find(([k]) => key(k) === key(r));
    return hit ? hit[1] : 0;
  };
  const origins = [...new Set(paths.map((p) => key(p.from)))];
  for (const o of origins) {
    const mine = paths.filter((p) => key(p.from) === o);
    const name = mine[0]!.from;
    const have = count(name);
    if (mine.length > have) problems.push(`Too many paths: ${mine.length} leave ${name}, which has ${plural(have, 'Mobile Force')}: dismiss every order from ${name}.`);
    const dots = mine.reduce((a, p) => a + p.dots, 0);
    if (dots > have) problems.push(`Too many destination dots: ${dots} from ${name}, which has ${plural(have, 'Mobile Force')}: dismiss every order from ${name} (unless casualties this round caused it).`);
    for (let i = 0; i < mine.length; i++)
      for (let j = i + 1; j < mine.length; j++) {
        const a = mine[i]!;
        const b = mine[j]!;
        const route = (p: PlottedPath) => [...p.via, p.to].map(key);
        const ra = route(a);
        const rb = route(b);
        if (ra.join('>') === rb.join('>')) problems.push(`Identical paths from ${name} to ${a.to}: plot one path with all its dots.`);
        else if (ra.length > 1 && rb.length > 1 && ra[0] === rb[0]) problems.push(`Paths from ${name} branch after leaving it (both through ${a.via[0] ?? a.to}): ambiguous, dismiss them.`);
      }
  }
  for (let i = 0; i < paths.length; i++)
    for (let j = i + 1; j < paths.length; j++) {
      const a = paths[i]!;
      const b = paths[j]!;
      if (key(a.from) !== key(b.from) && key(a.to) === key(b.to) && a.via.length && b.via.length && key(a.via[a.via.length - 1]!) === key(b.via[b.via.length - 1]!))
        problems.push(`Paths from ${a.from} and ${b.from} converge in ${a.via[a.via.length - 1]} before ${a.to}: ambiguous, dismiss them.`);
    }
  const dests = [...new Set(paths.map((p) => key(p.to)))];
  const circled = dests.flatMap((d) => {
    const into = paths.filter((p) => key(p.to) === d);
    const from = [...new Set(into.map((p) => key(p.from)))];
    return from.length > 1 ? [{ to: into[0]!.to, groups: from.map((f) => ({ from: into.find((p) => key(p.from) === f)!.from, dots: into.filter((p) => key(p.from) === f).reduce((a, p) => a + p.dots, 0) })) }] : [];
  });
  const sum = (k: 'land' | 'sea') => paths.filter((p) => p.kind === k).reduce((a, p) => a + p.dots, 0);
  return { ok: problems.length === 0, problems, dots: { land: sum('land'), ships: sum('sea') }, circled };
}
