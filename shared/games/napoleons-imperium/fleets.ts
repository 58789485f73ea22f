// Napoleon's Imperium combined fleets: pure readers shared by the actions (main) and the fleet tracker
// (renderer). Kept free of runtime imports (type imports only) so the renderer can use it without zod.
// Rules: §20B (invasions per fleet group), §22, §22B-E, §33B (transports), §36, §28 Note, digest A24.
import type { NationId } from './data';
import type { BrokenOff, CombinedFleet, FleetMember } from './state';

interface WithFleets {
  combinedFleets?: CombinedFleet[];
  brokenOff?: BrokenOff[];
}

export const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The combined fleets in force (an older saved state may have none). */
export function combinedOf(s: WithFleets): CombinedFleet[] {
  return s.combinedFleets ?? [];
}

export function brokenOffOf(s: WithFleets): BrokenOff[] {
  return s.brokenOff ?? [];
}

export interface FleetYear {
  invasions: string[];
  failedPorts: string[];
  transports: number;
  moved: boolean;
  /** The combined fleet may not move this year (a fleet joined it by moving this year) [§22]. */
  stays: boolean;
}

/** The combined fleet's tallies for year y: those of an earlier year read as a new year's (all reset). */
export function fleetYear(cf: CombinedFleet, y: number): FleetYear {
  const stays = cf.stayYear === y;
  if (cf.year !== y) return { invasions: [], failedPorts: [], transports: 0, moved: false, stays };
  return { invasions: cf.invasions, failedPorts: cf.failedPorts, transports: cf.transports, moved: cf.moved, stays };
}

/** The tallies reset for year y, ready to be added to. */
export function freshYear(cf: CombinedFleet, y: number): CombinedFleet {
  return cf.year === y ? cf : { ...cf, year: y, invasions: [], failedPorts: [], transports: 0, moved: false };
}

/** Nations in the fleet: the host first, then the joined nations in the order they joined. */
export function fleetNations(cf: CombinedFleet): NationId[] {
  return [...new Set([cf.host, ...cf.members.map((m) => m.nation)])];
}

/** Nations whose fleets carry land units. Only one nationality may be laden at a time [§36, A24]. */
export function ladenNations(cf: CombinedFleet): NationId[] {
  return [...new Set([...(cf.hostLaden ? [cf.host] : []), ...cf.members.filter((m) => m.laden).map((m) => m.nation)])];
}

export function fleetCount(cf: CombinedFleet): number | null {
  const all = [cf.hostFleets, ...cf.members.map((m) => m.fleets)];
  return all.every((x) => x !== null) ? (all as number[]).reduce((a, x) => a + x, 0) : null;
}

/** Reads a nation's fleet movement ('fleet') or laden movement ('fleetLaden') from the data pack, or null. */
export type SpeedReader = (nation: NationId, column: 'fleet' | 'fleetLaden') => number | null;

export interface FleetSpeed {
  laden: boolean;
  /** The slowest member's rate (laden rate when laden), or null when a member's rate is not in the data. */
  speed: number | null;
  /** Nations whose rate is missing from the table "Movement and fleet capacity". */
  unknown: NationId[];
  rates: Array<{ nation: NationId; value: number | null }>;
}

/**
 * The combined fleet moves at its slowest member's rate, the laden rate if any member is laden [§22D, §36, A24].
 * A rate the data pack lacks is never guessed: the speed is then unknown.
 */
export function fleetSpeed(cf: CombinedFleet, read: SpeedReader): FleetSpeed {
  const laden = ladenNations(cf).length > 0;
  const column = laden ? 'fleetLaden' : 'fleet';
  const rates = fleetNations(cf).map((nation) => ({ nation, value: read(nation, column) }));
  const unknown = rates.filter((r) => r.value === null).map((r) => r.nation);
  const speed = unknown.length ? null : Math.min(...rates.map((r) => r.value as number));
  return { laden, speed, unknown, rates };
}

/** The combined fleet whose host fleet is (nation, name). */
export function hostFleetOf(s: WithFleets, nation: string, name: string): CombinedFleet | undefined {
  return combinedOf(s).find((c) => c.host === nation && same(c.name, name));
}

/** The combined fleet in which (nation, name) sails as a joined fleet. */
export function memberFleetOf(s: WithFleets, nation: string, name: string): { fleet: CombinedFleet; member: FleetMember } | undefined {
  for (const fleet of combinedOf(s)) {
    const member = fleet.members.find((m) => m.nation === nation && same(m.name, name));
    if (member) return { fleet, member };
  }
  return undefined;
}

/** The latest break-off of (nation, name), if any. */
export function lastBreakOff(s: WithFleets, nation: string, name: string): BrokenOff | undefined {
  return [...brokenOffOf(s)].reverse().find((b) => b.nation === nation && same(b.name, name));
}
