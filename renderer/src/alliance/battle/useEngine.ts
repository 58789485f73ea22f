// The battle engine the screens need synchronously (parsing a set-up, a fight's pending decision).
// It is bundled with the app (a lazily loaded chunk could go missing under a page left open while
// the app is rebuilt); the odds themselves are computed in the worker.
import * as engine from './engine';

export type BattleEngine = typeof engine;

export function useBattleEngine(): BattleEngine {
  return engine;
}
