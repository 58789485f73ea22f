// Napoleon's Imperium battles: exact odds (land, sea, avoid, invasion, continuing attacks), queries (units
// needed for a target, best commander assignment) and a step-by-step resolver. Pure TypeScript, plain JSON.
export * from './model';
export { BattleActionError, EndlessBattleError, ImperiumInputError, ImperiumMissingDataError } from './errors';
export { imperiumOddsInputSchema, parseImperiumInput, rulebookPack, type ParseOptions, type ParsedInput } from './schema';
export { computeImperiumOdds, type ImperiumOddsOutput } from './entry';
export {
  computeSetupOdds, seaPrizeDice, seaPrizeDistribution,
  type AvoidDetail, type ChainStepOdds, type ComputeOptions, type FightOdds, type ImperiumOddsResult, type InvasionDetail, type SideSurvivors, type UnitSummary,
} from './odds';
export { oddsFromState, remainingBattle, type FromHere, type ImperiumFromHereResult, type RemainingBattle } from './fromstate';
export { commanderOptions, unitsNeeded, withCount, type CommanderOption, type CommanderOptionsResult, type UnitsNeededResult } from './queries';
export {
  applyAction, createBattle, diceNeeded, pendingDecision, policyChoice, startBattle, validateFaces,
  type ApplyOptions, type BattleAction, type CasualtyCandidate, type DiceGroupRequest, type ImperiumBattleState, type ImperiumOutcome,
  type ListName, type PendingDecision, type Stage, type StepResult,
} from './resolver';
export { commanderLosses, landConsequences, seaConsequences, type BpCard, type Consequence } from './consequences';
export { solveFight, roundsDistribution, roundHits, NoHitsError, type FightOutcome, type FightSolution } from './exact';
export { baseHitValue, invasionFireValue, avoidRate, captureRate, commanderBonus, imprisonOrParole, type LookupContext } from './values';
