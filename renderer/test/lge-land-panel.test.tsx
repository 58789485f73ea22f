// Le Grand Empire's land panel (rendered with react-dom/server, the odds worker replaced by the same exact
// odds run in line): after the march to the sound of the gun is rolled, the odds shown before round 1's
// dice give the combat value the panel gives, not the one of the forces as first entered.
import { describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { computeLeGrandEmpireOdds } from '../../shared/games/le-grand-empire/battle';
import { ulmCampaign } from './lge-battle-fixture';
import type { LandBattle } from '../../shared/games/le-grand-empire/state';

vi.mock('../src/odds/useOdds', () => ({
  useGameOdds: (job: { input: unknown } | null) => ({
    status: 'done', result: job ? computeLeGrandEmpireOdds(job.input) : null, stale: false, error: null, ms: 1, cached: false, elapsed: 0, slow: false, cancel() {}, retry() {},
  }),
}));
const { LandPanel } = await import('../src/le-grand-empire/Battles');

describe('Le Grand Empire land panel', () => {
  it('the odds before round 1 follow the march just rolled: every combat value shown is the panel’s', () => {
    const c = ulmCampaign();
    const values = () => {
      const s = c.state;
      const html = renderToStaticMarkup(<LandPanel s={s} b={s.battle as LandBattle} />);
      return [...html.matchAll(/combat value (\d+) : (\d+)/g)].map((m) => `${m[1]}:${m[2]}`);
    };
    expect(values()).toEqual(['8:8', '8:8']); // the panel's line and the odds' line
    c.act('lge.land.act', { type: 'march' }, { physicalDice: [[5, 5]] }); // 10 + 2: Ney joins with his corps
    expect((c.state.battle as LandBattle).state.stage).toBe('roll');
    expect(values()).toEqual(['12:8', '12:8']);
  });
});
