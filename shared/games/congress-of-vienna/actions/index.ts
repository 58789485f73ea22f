// Every Congress of Vienna action, by type.
import type { ActionDef } from '../../../engine/types';
import { packOf, type CovState } from '../state';
import { cellValue } from '../../../data/access';
import { DIPLOMACY_ACTIONS } from './diplomacy';
import { DK_ACTIONS } from './denmark-norway';
import { END_ACTIONS } from './end';
import { FORCES_ACTIONS } from './forces';
import { GOVERNMENT_ACTIONS } from './government';
import { INITIAL_ACTIONS } from './initial';
import { WAR_ACTIONS } from './war';

/** OHR 15.1: a coins space (Holland, Italy) France no longer controls is lost for good, whatever moved the control. */
function coinsLost(s: CovState): CovState {
  if (s.rules?.['frenchResourceReduction'] !== true) return s;
  const lost = s.frenchCoinsLost ?? [];
  const now = Object.entries(s.forces.control).filter(([space, side]) => side === 'allied' && !lost.includes(space) && cellValue(packOf(s), 'map-spaces', space, 'coins') === true).map(([space]) => space);
  return now.length ? { ...s, frenchCoinsLost: [...lost, ...now] } : s;
}

export const COV_ACTIONS: Record<string, ActionDef<CovState, any>> = Object.fromEntries(
  [...INITIAL_ACTIONS, ...DIPLOMACY_ACTIONS, ...GOVERNMENT_ACTIONS, ...WAR_ACTIONS, ...DK_ACTIONS, ...FORCES_ACTIONS, ...END_ACTIONS].map((a) => [a.type, { ...a, apply: (s, p, ctx) => coinsLost(a.apply(s, p, ctx)) } as ActionDef<CovState, any>]),
);
