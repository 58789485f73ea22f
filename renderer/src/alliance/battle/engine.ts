// The parts of the Alliance battle engine the screens need synchronously: parsing a set-up and
// the pending decision of a fight (see useEngine.ts). The odds are computed in the worker.
export { parseAllianceBattleInput } from '../../../../shared/games/alliance/battle/schema';
export { pendingDecision } from '../../../../shared/games/alliance/battle/resolver';
export { AllianceInputError } from '../../../../shared/games/alliance/battle/errors';
