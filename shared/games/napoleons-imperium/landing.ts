// Boarding and disembarking [§35]: boarding costs no movement, disembarking costs one, so a land unit
// that lands may move (or continue its attack) its movement less one. The rule setting
// 'disembarkMovement' says whether the nation's real movement counts, or infantry stops where it lands
// as the book's example says (digest A27).
import { LAND_UNITS, UNIT_LABEL, type NationId, type Unit } from './data';
import { adjective, maybeNumber, packOf, specialUnitOwner, type NiState } from './state';

/** "No movement is incurred to board a Fleet, but it incurs one movement to disembark a Fleet" [§35]. */
export const BOARDING_MOVEMENT = 0;
export const DISEMBARK_MOVEMENT = 1;

/** A land unit's movement in territories, from the nation's row of "movement" or the unique unit's row [§5C, §38B]; null: not entered. */
function landMovement(s: NiState, nation: NationId, unit: Unit): number | null {
  return unit === 'camels' || unit === 'riflemen' ? maybeNumber(packOf(s), 'special-units', unit, 'movement') : maybeNumber(packOf(s), 'movement', nation, unit);
}

/**
 * Territories a unit may still move after it disembarks (the landing territory was its first) [§35]:
 * its movement less one; under the 'as-example' setting infantry moves no further. Null: movement not entered.
 */
export function movementAfterDisembark(s: NiState, nation: NationId, unit: Unit): number | null {
  if (unit === 'infantry' && s.rules?.['disembarkMovement'] === 'as-example') return 0;
  const m = landMovement(s, nation, unit);
  return m === null ? null : Math.max(0, m - DISEMBARK_MOVEMENT);
}

/** The land units a nation fields: the standard three and its own unique unit [§38B]. */
function unitsOf(s: NiState, nation: NationId): Unit[] {
  return LAND_UNITS.filter((u) => (u !== 'camels' && u !== 'riflemen') || specialUnitOwner(s, u) === nation);
}

/** "British land units landing move on (disembarking costs 1 movement): infantry 1 more territory, cavalry 1 more, artillery none [§35]". */
export function landingText(s: NiState, nation: NationId): string {
  const parts = unitsOf(s, nation).map((u) => {
    const left = movementAfterDisembark(s, nation, u);
    const what = left === null ? 'movement not entered' : left === 0 ? 'none' : `${left} more territor${left === 1 ? 'y' : 'ies'}`;
    return `${UNIT_LABEL[u][1]} ${what}`;
  });
  const example = s.rules?.['disembarkMovement'] === 'as-example' ? ', infantry stopping where it lands as in the book’s example' : '';
  return `${adjective(nation)} land units that disembark move on (disembarking costs ${DISEMBARK_MOVEMENT} movement${example}): ${parts.join(', ')} [§35]`;
}
