// Every Le Grand Empire action, by concern.
import type { ActionDef } from '../../../engine/types';
import type { LgeState } from '../state';
import { BATTLE_ACTIONS } from './battles';
import { DIPLOMACY_ACTIONS } from './diplomacy';
import { INITIATIVE_ACTIONS } from './initiative';
import { LEADER_ACTIONS } from './leaders';
import { REGISTRY_ACTIONS } from './registries';
import { TRACKER_ACTIONS } from './trackers';
import { PROCEDURE_ACTIONS } from './procedures';
import { EVENT_ACTIONS } from './events';
import { PEACE_ACTIONS } from './peace';
import { CREDIT_ACTIONS } from './credit';
import { TRADE_ACTIONS } from './trade';
import { SIEGE_ACTIONS } from './sieges';
import { TREASURY_ACTIONS } from './treasury';
import { STACK_ACTIONS } from './stacks';

export const LGE_ACTIONS: Record<string, ActionDef<LgeState, any>> = Object.fromEntries(
  [...INITIATIVE_ACTIONS, ...PROCEDURE_ACTIONS, ...TREASURY_ACTIONS, ...DIPLOMACY_ACTIONS, ...BATTLE_ACTIONS, ...SIEGE_ACTIONS, ...EVENT_ACTIONS, ...LEADER_ACTIONS, ...REGISTRY_ACTIONS, ...TRACKER_ACTIONS, ...PEACE_ACTIONS, ...CREDIT_ACTIONS, ...TRADE_ACTIONS, ...STACK_ACTIONS].map((a) => [a.type, a as ActionDef<LgeState, any>]),
);
