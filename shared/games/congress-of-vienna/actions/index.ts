// Every Congress of Vienna action, by type.
import type { ActionDef } from '../../../engine/types';
import { packOf, type CovState } from '../state';
import { cellValue } from '../../../data/access';
import { DIPLOMACY_ACTIONS } from './diplomacy';
import { DK_ACTIONS } from './denmark-norway';
import { END_ACTIONS, watchAmourSacre } from './end';
import { FORCES_ACTIONS } from './forces';
import { GOVERNMENT_ACTIONS } from './government';
import { INITIAL_ACTIONS } from './initial';
import { WAR_ACTIONS } from './war';
import { captors } from '../forces';

/** OHR 15.1: a coins space (Holland, Italy) France no longer controls is lost for good, whatever moved the control. */
function coinsLost(s: CovState): CovState {
  if (s.rules?.['frenchResourceReduction'] !== true) return s;
  const lost = s.frenchCoinsLost ?? [];
  const now = Object.entries(s.forces.control).filter(([space, side]) => side === 'allied' && !lost.includes(space) && cellValue(packOf(s), 'map-spaces', space, 'coins') === true).map(([space]) => space);
  return now.length ? { ...s, frenchCoinsLost: [...lost, ...now] } : s;
}

/** Who took each space that became Allied (minorCountryUnit "own-army"), whatever moved the control: the Powers
 *  whose Armies the board shows holding it then; a space France retakes is forgotten [12.4.6, 4.2]. */
function takers(before: CovState, s: CovState): CovState {
  const was = before.forces.control;
  const now = s.forces.control;
  if (was === now) return s;
  let by = s.takenBy;
  for (const [space, side] of Object.entries(now)) {
    if (side === was[space]) continue;
    const { [space]: _old, ...rest } = by ?? {};
    const who = side === 'allied' ? captors(packOf(s), s.forces, space) : [];
    by = who.length ? { ...rest, [space]: who } : rest;
  }
  return by === s.takenBy ? s : { ...s, takenBy: by };
}

export const COV_ACTIONS: Record<string, ActionDef<CovState, any>> = Object.fromEntries(
  [...INITIAL_ACTIONS, ...DIPLOMACY_ACTIONS, ...GOVERNMENT_ACTIONS, ...WAR_ACTIONS, ...DK_ACTIONS, ...FORCES_ACTIONS, ...END_ACTIONS].map((a) => [a.type, { ...a, apply: (s, p, ctx) => watchAmourSacre(coinsLost(takers(s, a.apply(s, p, ctx)))) } as ActionDef<CovState, any>]),
);
