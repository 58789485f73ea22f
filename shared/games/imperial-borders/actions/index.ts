// Imperial Borders' typed actions, one file per concern.
import type { ActionDef } from '../../../engine/types';
import type { IbState } from '../state';
import { battleCancel, battleRecord, battleSetup, battleStep } from './battle';
import { gold, purchase, taxes } from './economy';
import { trade } from './trade';
export { tradeItemText } from './trade';
import { drawNations, setupOrder } from './draw';
import { majorPorts, startingForces } from './registry';
import { arrowsClear, cargoManage, orderCheck } from './movement';
import { annex, annexFollowUp, congress, final, parade } from './parade';
import { revolt, revoltEnd } from './revolts';
import { regionAdd, regionCorrect } from './regions';
import { bids, slot } from './turn-order';

export const IB_ACTIONS: Record<string, ActionDef<IbState, any>> = Object.fromEntries(
  [drawNations, setupOrder, majorPorts, startingForces, taxes, bids, slot, battleSetup, battleStep, battleCancel, battleRecord, orderCheck, cargoManage, arrowsClear, annex, annexFollowUp, revolt, revoltEnd, regionAdd, regionCorrect, parade, congress, purchase, gold, trade, final].map((d) => [d.type, d as ActionDef<IbState, any>]),
);

export { battleSetupOf, callToArmsOf, battleDiceRequests, cargoFates, diceText, postBattleOf, type BattleSetupP, type BattleStepP, type CargoFate } from './battle';
export { cartCost, taxesOf, UNIT_COSTS, UNIT_LABELS } from './economy';
export { balanceOfPower } from './battle';
export { dealNations, playerOf } from './draw';
export { REVOLT_TIERS, revoltForcesNote, revoltIncome } from './revolts';
export { countedMajorPorts, startingForcesOff } from './registry';
export { addTagSets, cargoResult, mayJoinActive, orderResult, tagsIn } from './movement';
export { annexOdds, annexParts, annexOutcome, finalResult, pendingFollowUp, specialTerritory, teamsInPlay, annexBlasts, finalRows, MEDAL_NAMES, paradePreview, rollerDice, scored, type ParadePreview } from './parade';
export { freeSlots, nextPicker, orderSettled } from './turn-order';
export { REGION_KIND_WORDS, findRegion, fortWords, regionRevolt, regionsOf } from './regions';
