// Le Grand Empire's land panel (rendered with react-dom/server, the odds worker replaced by the same exact
// odds run in line): after the march to the sound of the gun is rolled, the odds shown before round 1's
// dice give the combat value the panel gives, not the one of the forces as first entered.
import { describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { computeLeGrandEmpireOdds } from '../../shared/games/le-grand-empire/battle';
import { goTo, groupPack, lgeCampaign } from '../../shared/games/le-grand-empire/testing';
import type { LandBattle } from '../../shared/games/le-grand-empire/state';

vi.mock('../src/odds/useOdds', () => ({
  useGameOdds: (job: { input: unknown } | null) => ({
    status: 'done', result: job ? computeLeGrandEmpireOdds(job.input) : null, stale: false, error: null, ms: 1, cached: false, elapsed: 0, slow: false, cancel() {}, retry() {},
  }),
}));
const { LandPanel } = await import('../src/le-grand-empire/Battles');

const corps = (id: string) => ({ id, type: 'corps', steps: 3, artillery: 1, morale: 3 });

describe('Le Grand Empire land panel', () => {
  it('the odds before round 1 follow the march just rolled: every combat value shown is the panel’s', () => {
    const c = lgeCampaign({ pack: groupPack({ battleTables: true }) });
    goTo(c, 'activations');
    c.act('lge.initiative.draw', { marker: 'C2' });
    const input = {
      attacker: { units: [corps('a1'), corps('a2')], leaders: [{ id: 'nap', combat: 1 }], commander: 'nap', marchers: [{ id: 'ney', leaderCombat: 2, units: [corps('ney-corps')] }] },
      defender: { units: [corps('d1'), corps('d2')] },
    };
    c.act('lge.land.start', { attacker: 'france', defender: 'austria', where: 'Ulm', input });
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
