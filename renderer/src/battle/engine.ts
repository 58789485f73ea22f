// The parts of the Alliance battle engine the screens need synchronously (parsing a set-up, the
// pending decision of a fight). Loaded on demand (see useEngine.ts), so the main bundle stays
// small; the odds themselves are computed in the worker.
export { parseAllianceBattleInput } from '../../../shared/games/alliance/battle/schema';
export { pendingDecision } from '../../../shared/games/alliance/battle/resolver';
export { AllianceInputError } from '../../../shared/games/alliance/battle/errors';
