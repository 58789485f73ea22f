// The test-only fourth game's renderer side: one step panel and a calculator. Everything else it leaves to
// the generic screens (New Campaign form, scoreboard, power cards, status board, game over).
import type { GameUi, GameScreens, StepProps, CalculatorProps } from '../../src/games/types';
import { ProbabilityBar } from '../../src/odds/ProbabilityBar';
import { pct } from '../../src/odds/format';
import { SKELETON_ID, type SkeletonState } from '../../../shared/test/skeleton-game/module';

function MusterPanel({ view }: StepProps) {
  const s = view.state as SkeletonState;
  return (
    <section className="card step-panel" aria-label="Muster the garrisons">
      <p>Garrisons to muster: {Object.entries(s.supply).map(([p, n]) => `${p} ${n}`).join(', ')}</p>
    </section>
  );
}

function SkirmishCalculator({ from, onClose }: CalculatorProps) {
  const win = 0.625;
  return (
    <section className="calc" role="dialog" aria-label="Skirmish calculator">
      <button type="button" onClick={onClose}>
        {from === 'campaign' ? 'Back to the campaign' : 'Home'}
      </button>
      <p>North wins {pct(win)}</p>
      <ProbabilityBar label={`North wins ${pct(win)}`} parts={[{ p: win, fill: '#35618f' }, { p: 1 - win, fill: '#9b3b2a' }]} />
    </section>
  );
}

const skeletonScreens: GameScreens = { panels: { steps: { muster: MusterPanel } }, Calculator: SkirmishCalculator };

export const skeletonUi: GameUi = {
  id: SKELETON_ID,
  calculator: { label: 'Skirmish calculator', title: 'Skirmish odds (C)', help: 'Open or close the skirmish calculator (Skeleton War)' },
  screens: async () => skeletonScreens,
};
