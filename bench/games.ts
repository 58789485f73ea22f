// Each game's benchmark rows, one line per game (a game without a line is listed as having none yet).
// bench/run.ts walks the game registry in its order and loads each game's bench module on demand.
import type { GameId } from '../shared/games/ids';
import type { BenchRow } from './engine';

export const GAME_BENCHES: Partial<Record<GameId, () => Promise<BenchRow[]>>> = {
  alliance: async () => (await import('./odds')).runAllianceBench(),
  'imperial-borders': async () => (await import('./imperial-borders')).runImperialBordersBench(),
  'le-grand-empire': async () => (await import('./le-grand-empire')).runLeGrandEmpireBench(),
  'napoleons-imperium': async () => (await import('./imperium')).runImperiumBench(),
  'congress-of-vienna': async () => (await import('./congress-of-vienna')).runCongressOfViennaBench(),
};
