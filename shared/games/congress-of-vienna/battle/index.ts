// Congress of Vienna battles: the DRM build-up (codes a-i, the Withdrawal, the cards), exact odds before the
// dice, and the referee's step-by-step resolver. Pure TypeScript, plain JSON in and out.
import { computeExact, type CovExactResult } from './exact';
import { parseCovBattle, type ParseOptions } from './schema';

export * from './model';
export { BattleActionError, CovInputError, CovMissingDataError, explainCovError, fieldWords } from './errors';
export { covBattleInputSchema, parseCovBattle, rulebookPack, TRACK_ANCHORS, type CovBattleInput, type ParseOptions } from './schema';
export { battleSpaces, buildDrm, cardDecisionOrder, initialLines, piecesPresent, withdrawalEligibility, type SideDrm, type WithdrawalEligibility } from './drm';
export { computeExact, exact, majorBattleEligibility, majorBattleVp, outcomeOf, parisSurrender, retreatBlocked, spaceVpEffects, tacticalResult, type BattleOutcome, type CovExactResult, type Exact, type LossDistribution, type TacticalPairOdds, type TacticsOdds } from './exact';
export * from './resolver';
export { chitIndex, packTactics, reselectBy, tacticalLines, tacticsEligibility, tacticsInputSchema, type TacticsInput } from './tactics';

export interface CovOddsOutput extends CovExactResult {
  game: 'congress-of-vienna';
  front: string;
}

/**
 * `adc odds` for Congress of Vienna: validates the battle and returns its exact odds. Throws CovInputError
 * (with `field`) on bad input, or CovMissingDataError (`table` "battle-drm-track", `field` "lossTrack") when
 * no `lossTrack` is given and the data pack lacks a track space the dice can reach.
 */
export function computeCongressOfViennaOdds(input: unknown, options: ParseOptions = {}): CovOddsOutput {
  const setup = parseCovBattle(input, options);
  return { game: 'congress-of-vienna', front: setup.front, ...computeExact(setup) };
}
