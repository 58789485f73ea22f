// Napoleon's Imperium's typed actions: each validates against the rules and the data in force, and applies purely.
// One file per concern; this record gathers them.
import type { ActionDef } from '../../../engine/types';
import type { NiState } from '../state';
import { cancel, close, exile, place, purchase } from './economy';
import { battleResult, drawCard, penalty } from './battles';
import { treatyBreach, treatyCreate } from './diplomacy';
import { commanderRelease, commanderUse } from './commanders';
import { spyChoose, spyDiscover, spyMove, spySteal } from './spies';
import { weatherRoll } from './weather';
import { fleetBreakOff, fleetInvasion, fleetJoin, fleetLade, fleetMove, fleetTransport, frozenResolve, frozenRoll } from './fleets';
import { cardUnitLoss, eliminateNation, liberate, rebellionReenter, rebellionRoll, revert, territorySet } from './territories';
import { banker, notice } from './end';

export const NI_ACTIONS: Record<string, ActionDef<NiState, any>> = Object.fromEntries(
  [
    purchase, cancel, close, place, exile, battleResult, drawCard, penalty, treatyCreate, treatyBreach,
    commanderUse, commanderRelease, spyMove, spySteal, spyChoose, spyDiscover, weatherRoll, fleetInvasion, fleetTransport, fleetJoin, fleetBreakOff, fleetMove, fleetLade,
    frozenRoll, frozenResolve, eliminateNation, rebellionRoll, rebellionReenter, liberate, revert, territorySet, cardUnitLoss, notice, banker,
  ].map((d) => [d.type, d as ActionDef<NiState, any>]),
);

export { nationCheck } from './common';
export { NO_ATTACKS_1798 } from './battles';
export { cartCost } from './economy';
export { rollerOf, thirdInARow } from './weather';
export { speedText } from './fleets';
