// Who may command whom, which units may join and which may stack (§4.1, §4.2.2, §5.2.1.2, §13.3.2.4): pure
// checks for where the app assembles forces, each refusal a sentence quoting its rule (null: allowed).
import { blockOfPower } from './leaders';
import { atWar, isPower, nameOf, peaceBetween, type LgeState } from './state';

/** A minor's record and its name as the minors list spells it (the Leaders table writes "egypt", the minors "Egypt"). */
function minorOf(s: LgeState, id: string) {
  const key = Object.keys(s.minors).find((m) => m.toLowerCase() === id.toLowerCase());
  return key ? { name: key, ...s.minors[key]! } : null;
}
const nationName = (s: LgeState, id: string) => (isPower(id) ? nameOf(id) : (minorOf(s, id)?.name ?? id.charAt(0).toUpperCase() + id.slice(1)));
/** A minor allied to the major power (§4.2.2, §5.2.1.2). */
const alliedMinor = (s: LgeState, minor: string, major: string) => {
  const m = isPower(minor) ? null : minorOf(s, minor);
  return !!m && m.status === 'allied' && m.by === major;
};

/** §4.2.2 (TC-05): an army's commander is of the major power its marker shows, or of a minor allied to it. */
export function armyCommandWhy(s: LgeState, leaderNation: string, armyPower: string): string | null {
  if (leaderNation.toLowerCase() === armyPower || alliedMinor(s, leaderNation, armyPower)) return null;
  return `A leader of ${nationName(s, leaderNation)} cannot command ${nameOf(armyPower)}’s army: “the army commander is taken from the major power indicated by the army marker, or from a minor power allied with this major power” (§4.2.2).`;
}

export interface IntegratingUnit {
  id: string;
  /** The power or minor country it belongs to. */
  nation: string;
  /** Its combat modifier. */
  modifier: number;
}

/**
 * §5.2.1.2 (TC-07): a minor's detachment is integrated into a corps of the major power it is allied to, or
 * conversely, only when their combat modifiers differ by at most one; two major powers never swap points (§5.2.3.1).
 */
export function integrationWhy(s: LgeState, a: IntegratingUnit, b: IntegratingUnit): string | null {
  if (a.nation === b.nation) return null;
  if (isPower(a.nation) && isPower(b.nation)) return `${a.id} and ${b.id} belong to two major powers: “Two major powers may not swap combat points, even if allied” (§5.2.3.1).`;
  const [major, minor] = isPower(a.nation) ? [a, b] : [b, a];
  if (!isPower(major.nation) || !alliedMinor(s, minor.nation, major.nation)) return `${minor.id} (${nationName(s, minor.nation)}) is not of a minor allied to ${nationName(s, major.nation)}: only “detachments from minor countries can be integrated into corps from the allied major power and conversely” (§5.2.1.2).`;
  const diff = Math.abs(a.modifier - b.modifier);
  if (diff > 1) return `${a.id} (modifier ${a.modifier}) and ${b.id} (modifier ${b.modifier}) differ by ${diff}: their “combat modifiers … differ at most by one point” (§5.2.1.2).`;
  return null;
}

/**
 * May units of two major powers stand in one hex as friends (TC-38)? Yes for allied major powers (§4.1) and, during
 * a mandatory peace, for the victor and the vanquished, each country obeying the stacking rules on its own (§13.3.2.4).
 */
export function stackTogetherWhy(s: LgeState, a: string, b: string): string | null {
  if (a === b) return null;
  if (atWar(s, a, b)) return `${nameOf(a)} and ${nameOf(b)} are at war: their units in one hex fight a battle.`;
  if (peaceBetween(s, a, b)) return null;
  const block = blockOfPower(s, a);
  if (block !== 'neutral' && block === blockOfPower(s, b)) return null;
  return `${nameOf(a)} and ${nameOf(b)} are neither allied (§4.1: “corps of different nationalities can be stacked together if they belong to allied major powers”) nor under a mandatory peace (§13.3.2.4).`;
}
