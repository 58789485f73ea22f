// Every Congress of Vienna action, by type.
import type { ActionDef } from '../../../engine/types';
import type { CovState } from '../state';
import { DIPLOMACY_ACTIONS } from './diplomacy';
import { DK_ACTIONS } from './denmark-norway';
import { END_ACTIONS } from './end';
import { FORCES_ACTIONS } from './forces';
import { GOVERNMENT_ACTIONS } from './government';
import { INITIAL_ACTIONS } from './initial';
import { WAR_ACTIONS } from './war';

export const COV_ACTIONS: Record<string, ActionDef<CovState, any>> = Object.fromEntries(
  [...INITIAL_ACTIONS, ...DIPLOMACY_ACTIONS, ...GOVERNMENT_ACTIONS, ...WAR_ACTIONS, ...DK_ACTIONS, ...FORCES_ACTIONS, ...END_ACTIONS].map((a) => [a.type, a as ActionDef<CovState, any>]),
);
