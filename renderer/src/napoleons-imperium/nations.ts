// Napoleon's Imperium facts the panels show: the shared module's own helpers (one copy: the rules and these
// screens cannot drift), plus the few display words the screens add. Table values are read from the pack in force.
import { MissingDataError } from '../../../shared/data/tables';
import { NI_NATIONS } from '../../../shared/games/napoleons-imperium/tables';
import { POWERS, UNIT_LABEL, type Alliance, type NationId, type Unit } from '../../../shared/games/napoleons-imperium/data';
import { adjective, orderOf, powerName, slotOf, unitCost, yearOf, type NiState } from '../../../shared/games/napoleons-imperium/state';

export { ALLIANCES, ALLIANCE_NAME, LAND_UNITS, NATION_IDS, UNITS, isNation, type Alliance, type NationId, type Unit } from '../../../shared/games/napoleons-imperium/data';
export {
  activeNation, adjective, allianceOf, capitalCaptured, capitalName, cellValue, commanderName, holderOf, maybeNumber, orderOf, packOf, powerName,
  specialUnitOwner, territoryKey, yearOf,
} from '../../../shared/games/napoleons-imperium/state';

/** Counter colour on the map, for the dashboard. */
export const colour = (id: string) => POWERS.find((p) => p.id === id)?.colour ?? '#888';

/** The nations in the printed order of play, with their alliance, name and colour (the New Campaign form). */
export const NATIONS: Array<{ id: NationId; alliance: Alliance; empire: string; colour: string }> = NI_NATIONS.map((n) => ({ id: n.id, alliance: n.alliance, empire: n.empire, colour: colour(n.id) }));

/** A unit's name as a heading shows it: "Infantry", "Fleets". */
export const UNIT_NAME = Object.fromEntries(Object.entries(UNIT_LABEL).map(([u, [one, many]]) => [u, [cap(one), cap(many)]])) as Record<Unit, [string, string]>;
function cap(w: string): string {
  return w.charAt(0).toUpperCase() + w.slice(1);
}

/** "French Empire"; "French". */
export const empire = powerName;
export const adj = adjective;

export function niState(state: unknown): NiState {
  return state as NiState;
}

/** A turn in a sentence: "1798" or "French turn 1799". */
export function turnName(s: NiState, turn: number): string {
  const slot = slotOf(turn);
  return slot === null ? '1798' : `${adjective(orderOf(s)[slot]!)} turn ${yearOf(turn)}`;
}

/** The territory names of the table in force. */
export function territories(s: NiState): string[] {
  return (s.data?.tables['territories']?.rows ?? []).map((r) => r.key);
}

/** A unit's purchase cost for a nation (the shared rule), or null while its table value is not filled in or the unit is not the nation's. */
export function unitCostIfKnown(s: NiState, n: NationId, unit: Unit): number | null {
  try {
    return unitCost(s, n, unit);
  } catch (e) {
    if (e instanceof MissingDataError || e instanceof RangeError) return null;
    throw e;
  }
}

export function fmt(x: number): string {
  return Number.isInteger(x) ? String(x) : x.toFixed(1);
}


/** Faces typed from the table for d10s: "0" is a 10 [§5]. */
export function parseD10(text: string): number[] | null {
  const t = text.trim();
  if (!t) return null;
  const parts = /^\d+$/.test(t) ? [...t] : t.split(/[\s,;+]+/).filter(Boolean);
  if (!parts.every((p) => /^\d+$/.test(p))) return null;
  const faces = parts.map(Number).map((f) => (f === 0 ? 10 : f));
  return faces.every((f) => f >= 1 && f <= 10) ? faces : null;
}

/**
 * Table dice typed for `count` d10s, with what is wrong in words when they cannot be used: a player at the
 * table sees why "Use these dice" stays greyed. A single die typed "10" is the ten (the 0 face) [Dice, §5].
 */
export function readD10(text: string, count: number): { faces: number[] | null; problem: string | null } {
  const t = text.trim();
  if (!t) return { faces: null, problem: null };
  const faces = count === 1 && t === '10' ? [10] : parseD10(t);
  if (!faces) return { faces: null, problem: 'Only the faces 0-9 (0 is a 10), one digit per die' };
  if (faces.length !== count) return { faces: null, problem: `${faces.length} ${faces.length === 1 ? 'die' : 'dice'} typed, ${count} needed` };
  return { faces, problem: null };
}

/**
 * One chip of a side in a fight: "3 fleets", "1 fleet", and the nation when the side mixes nations (a combined
 * fleet, a joint defence), so "3 French fleets 1 Spanish fleet" reads apart at the table [§22, §24].
 */
export function forceChip(count: number, type: string, nation: string | null | undefined, showNation: boolean): string {
  const names = UNIT_NAME[type as Unit];
  const noun = names ? names[count === 1 ? 0 : 1].toLowerCase() : type;
  return `${count} ${showNation && nation ? `${adj(nation)} ` : ''}${noun}`;
}
