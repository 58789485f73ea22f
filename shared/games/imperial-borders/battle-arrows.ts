// Each Force's Arrow Tag in a battle's set-up, read from the region's Arrow Tag Sets [Arrow Tags; Initiating a
// Battle; Chapter 1 B]. The sets count Forces by Nation and type, never name the pieces, and Forces without an
// order carry no tag at all, so the app never knows how many untagged Forces stand beside the tagged ones. What
// the sets do settle is eligibility when none of a Nation's Forces of that type there carries a Red or White
// Arrow: every one of them may join the Active side (Blue or no tag). Otherwise the group says which piece
// carries which tag, with the sets shown. The group can always override: the board on the table wins. Pure.
import type { LandType, ShipType } from './battle';
import { ARROW_NAMES, UNIT_NAMES, type ArrowColour } from './movement';
import { nationName, type ArrowTagSet, type NationId } from './state';

/** One Force's Arrow in the set-up: its strongest tag (a White Arrow replaces a Red one; Red + Blue keeps it off the Active side). */
export type Arrow = 'none' | ArrowColour;

export interface ArrowForce {
  nation: NationId;
  type: LandType | ShipType;
}

/** The Arrow the tags give a Force, or why the group must say it. `said`: what the region's tags say of its Nation and type. */
export type ArrowReading = { arrow: Arrow; said: string } | { arrow: null; said: string };

/** A set's tags as the one Arrow that decides battle eligibility. */
export const arrowOf = (colours: readonly ArrowColour[]): Arrow => (colours.includes('white') ? 'white' : colours.includes('red') ? 'red' : colours.length ? 'blue' : 'none');

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The Arrow of each Force of the Active side, in order, from the Tag Sets of the region where it stands (Cargo
 * sets left out: Cargo never battles). Forces of one Nation and type are read together.
 */
export function arrowsFromTags(sets: readonly ArrowTagSet[], region: string, forces: readonly ArrowForce[]): ArrowReading[] {
  const here = region.trim() ? sets.filter((t) => same(t.region, region) && !t.cargo) : [];
  const seen = new Map<string, number>();
  return forces.map((f) => {
    const mine = here.filter((t) => t.nation === f.nation);
    const who = `${nationName(f.nation)}’s ${UNIT_NAMES[f.type]}`;
    const untyped = mine.filter((t) => !t.types);
    if (untyped.length)
      return { arrow: null, said: `${region.trim()} has ${nationName(f.nation)} Tag Sets without their Force types (${untyped.map((t) => `${t.what || `${t.count} Forces`}: ${t.colours.map((c) => ARROW_NAMES[c]).join(' + ')}`).join('; ')}): say which Arrow this ${UNIT_NAMES[f.type]} carries.` };
    const by: Record<Exclude<Arrow, 'none'>, number> = { blue: 0, red: 0, white: 0 };
    for (const t of mine) {
      const k = t.types?.[f.type] ?? 0;
      const a = arrowOf(t.colours);
      if (k && a !== 'none') by[a] += k;
    }
    const tagged = by.blue + by.red + by.white;
    const said = tagged
      ? `Tags on ${who} in ${region.trim()}: ${(['blue', 'red', 'white'] as const).filter((a) => by[a]).map((a) => `${by[a]} with a ${ARROW_NAMES[a]}${a === 'blue' ? '' : ' (not on the Active side)'}`).join(', ')}`
      : `No tags on ${who} in ${region.trim()}`;
    if (by.red + by.white > 0) return { arrow: null, said: `${said}: say which Arrow this one carries.` };
    // Only Blue or no tags: each may join the Active side; the first ones take the Blue Arrows counted.
    const key = `${f.nation}|${f.type}`;
    const i = seen.get(key) ?? 0;
    seen.set(key, i + 1);
    return { arrow: i < by.blue ? 'blue' : 'none', said };
  });
}
