// Imperial Borders' typed actions, one file per concern.
import type { ActionDef } from '../../../engine/types';
import type { IbState } from '../state';
import { battleCancel, battleRecord, battleSetup, battleStep } from './battle';
import { gold, purchase, taxes, trade } from './economy';
import { annex, congress, final, parade } from './parade';
import { bids, slot } from './turn-order';

export const IB_ACTIONS: Record<string, ActionDef<IbState, any>> = Object.fromEntries(
  [taxes, bids, slot, battleSetup, battleStep, battleCancel, battleRecord, annex, parade, congress, purchase, gold, trade, final].map((d) => [d.type, d as ActionDef<IbState, any>]),
);

export { battleSetupOf, battleDiceRequests, diceText, postBattleOf, type BattleSetupP, type BattleStepP } from './battle';
export { cartCost, taxesOf, UNIT_COSTS, UNIT_LABELS } from './economy';
export { annexBlasts, finalRows, MEDAL_NAMES, paradePreview, rollerDice, scored, type ParadePreview } from './parade';
export { freeSlots, nextPicker, orderSettled } from './turn-order';
