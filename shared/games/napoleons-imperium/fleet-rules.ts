// Napoleon's Imperium combined fleets: the state changes shared by the fleet actions, the treaty action and
// elimination. Rules: §22 (break off by the commanding or the allied nation), §28 Note (a treaty breaks off the
// bound nation's fleets under allied command), §36, §39.
import type { NationId } from './data';
import { fleetYear, brokenOffOf } from './fleets';
import { adjective, journal, powerName, year, type BrokenOff, type CombinedFleet, type FleetMember, type NiState } from './state';

function countText(n: number | null): string {
  return n === null ? '' : ` (${n} fleet${n === 1 ? '' : 's'})`;
}

export function memberText(m: Pick<FleetMember, 'nation' | 'name' | 'fleets'>): string {
  return `the ${adjective(m.nation)} ${m.name}${countText(m.fleets)}`;
}

/** Whether a joined fleet moved or attacked this year: it joined by moving, or the combined fleet moved [§22, §36]. */
export function memberMovedThisYear(s: NiState, cf: CombinedFleet, m: FleetMember): boolean {
  const y = year(s);
  return m.movedYear === y || fleetYear(cf, y).moved;
}

/**
 * Breaks joined fleets off a combined fleet. Each may move at once if it has not moved or attacked this year,
 * otherwise from next year [§22, §36]. The combined fleet dissolves when no joined fleet is left.
 */
export function breakOff(s: NiState, cf: CombinedFleet, members: FleetMember[], reason: BrokenOff['reason'], treaty: number | null): { state: NiState; lines: string[] } {
  const y = year(s);
  const lines: string[] = [];
  const records: BrokenOff[] = members.map((m) => {
    const moved = memberMovedThisYear(s, cf, m);
    return { nation: m.nation, name: m.name, fleets: m.fleets, host: cf.host, hostFleet: cf.name, turn: s.position.turn, mayMoveYear: moved ? y + 1 : y, reason, treaty };
  });
  for (const r of records) {
    const why =
      reason === 'treaty' ? `a treaty binds ${powerName(r.nation)}: its fleets under allied command are broken off and move on their own until the treaty ends [§28 Note]`
      : reason === 'host' ? `${powerName(cf.host)} leaves it behind [§22, §36]`
      : reason === 'host-eliminated' ? `${powerName(cf.host)} is eliminated and its fleets removed [§39]`
      : `${powerName(r.nation)} takes back command [§22, §36]`;
    const when = r.mayMoveYear > y ? `it moved or attacked this year, so it waits until ${r.mayMoveYear}` : 'it has not moved or attacked this year, so it may move at once';
    lines.push(`${memberText(r)} breaks off from the ${adjective(cf.host)} ${cf.name}: ${why}; ${when}`);
  }
  const gone = new Set(members);
  const left = cf.members.filter((m) => !gone.has(m));
  // Keep only the break-offs that still matter: this year's, those still waiting, and treaty ones.
  const keep = brokenOffOf(s).filter((b) => b.mayMoveYear > y || b.turn >= s.position.turn - 8 || b.reason === 'treaty');
  let t: NiState = {
    ...s,
    combinedFleets: left.length ? s.combinedFleets.map((x) => (x.id === cf.id ? { ...x, members: left } : x)) : s.combinedFleets.filter((x) => x.id !== cf.id),
    brokenOff: [...keep, ...records],
  };
  if (reason === 'treaty' || reason === 'host-eliminated') for (const l of lines) t = journal(t, `${l[0]!.toUpperCase()}${l.slice(1)}`);
  return { state: t, lines };
}

/** A new treaty breaks off every fleet of the bound nation sailing under an ally, in the same step [§28 Note]. */
export function treatyBreakOffs(s: NiState, bound: NationId, treaty: number): { state: NiState; lines: string[] } {
  let t = s;
  const lines: string[] = [];
  for (const cf of s.combinedFleets ?? []) {
    const ms = cf.members.filter((m) => m.nation === bound);
    if (!ms.length) continue;
    const cur = t.combinedFleets.find((x) => x.id === cf.id);
    if (!cur) continue;
    const r = breakOff(t, cur, cur.members.filter((m) => m.nation === bound), 'treaty', treaty);
    t = r.state;
    lines.push(...r.lines);
  }
  return { state: t, lines };
}
