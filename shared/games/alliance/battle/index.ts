// Alliance battles, diplomatic bids and neutral-invasion roll-offs: exact odds and step-by-step
// resolvers. Pure TypeScript, plain JSON in and out.
export * from './model';
export { AllianceInputError, BattleActionError } from './errors';
export { parseAllianceBattleInput, allianceBattleInputSchema } from './schema';
export { computeAllianceOdds, computeBattleOdds, computeOddsFromState, type AllianceOddsResult, type BlockOdds } from './odds';
export {
  applyAction, createBattle, diceNeeded, pendingDecision, policyChoice, startBattle, validateFaces,
  type ApplyOptions, type BattleAction, type BattleOutcome, type BattleState, type DiceRequest,
  type PendingDecision, type StepResult, type TurnOption,
} from './resolver';
export { simulateBattle, type SimulationResult } from './simulate';
export { describePolicy } from './describe';
export * from './diplomacy';
export * from './rolloff';
export * from './leader-events';
