// Le Grand Empire's land panel, rendered with react-dom/client on a small DOM so its state lives across
// the battle's steps: the wound results typed in round 1 (manual mode, no wound table) are not still
// filled in on round 2's wound form.
import { describe, expect, it, vi } from 'vitest';
import { choose, installMiniDom } from './mini-dom';
import { goTo, groupPack, lgeCampaign } from '../../shared/games/le-grand-empire/testing';
import type { LandBattle } from '../../shared/games/le-grand-empire/state';

vi.mock('../src/odds/useOdds', () => ({
  useGameOdds: () => ({ status: 'idle', result: null, stale: false, error: null, ms: null, cached: false, elapsed: 0, slow: false, cancel() {}, retry() {} }),
}));
const { body } = installMiniDom();
const { act } = await import('react');
const { createRoot } = await import('react-dom/client');
const { LandPanel } = await import("../src/le-grand-empire/Battles");

const corps = (id: string) => ({ id, type: 'corps', steps: 3, artillery: 1, morale: 3 });
type El = { getElementsByTagName(t: string): ArrayLike<El>; value: string; textContent: string | null };

describe('Le Grand Empire land panel: typed wound results', () => {
  it('round 2’s wound form starts empty, whatever was typed in round 1', async () => {
    const c = lgeCampaign({ pack: groupPack() }); // no tables: results and wounds typed (manual mode)
    goTo(c, 'activations');
    c.act('lge.initiative.draw', { marker: 'C2' });
    const side = (p: string) => ({ units: [corps(`${p}1`), corps(`${p}2`)], leaders: [{ id: `${p}-cmd`, combat: 1 }, { id: `${p}-lt`, combat: 1 }, { id: `${p}-lt2`, combat: 1 }] });
    c.act('lge.land.start', { attacker: 'france', defender: 'austria', where: 'Ulm', input: { attacker: side('a'), defender: side('d'), ratioDrm: [0, 0] } });
    const container = body.ownerDocument!.createElement('div') as unknown as Element;
    body.appendChild(container as never);
    const root = createRoot(container);
    const show = async () => {
      const s = c.state;
      await act(async () => root.render(<LandPanel s={s} b={s.battle as LandBattle} />));
    };
    const woundSelects = () => Array.from((container as unknown as El).getElementsByTagName('select')).filter((x) => !/result: leader letter/.test(String((x as unknown as { getAttribute(n: string): string }).getAttribute('aria-label'))));
    const typed = { losses: 1, bold: false, cavalry: false, leader: 'L' };
    // Round 1: a tie with an "L" each side, so each side checks one leader.
    c.act('lge.land.act', { type: 'result', attacker: typed, defender: typed });
    c.act('lge.land.act', { type: 'losses', side: 'attacker' });
    c.act('lge.land.act', { type: 'losses', side: 'defender' });
    expect((c.state.battle as LandBattle).state.stage).toBe('wounds');
    await show();
    const r1 = woundSelects();
    expect(r1).toHaveLength(2);
    await act(async () => choose(container, r1[0]!, 'wounded'));
    await show();
    expect(woundSelects()[0]!.value).toBe('wounded'); // the harness keeps what was typed
    c.act('lge.land.act', { type: 'wounds', results: (c.state.battle as LandBattle).state.woundQueue.map((w) => ({ leader: w.leaders[0]!, result: 'none' })) });
    c.act('lge.land.act', { type: 'tie', side: 'attacker', choice: 'fight' });
    c.act('lge.land.act', { type: 'tie', side: 'defender', choice: 'fight' });
    await show();
    const b = c.state.battle as LandBattle;
    expect(b.state.round).toBe(2);
    if (b.state.stage === 'march') c.act('lge.land.act', { type: 'march' });
    c.act('lge.land.act', { type: 'result', attacker: typed, defender: typed });
    c.act('lge.land.act', { type: 'losses', side: 'attacker' });
    c.act('lge.land.act', { type: 'losses', side: 'defender' });
    expect((c.state.battle as LandBattle).state.stage).toBe('wounds');
    await show();
    const r2 = woundSelects();
    expect(r2).toHaveLength(2);
    expect(r2.map((x) => x.value)).toEqual(['none', 'none']);
    await act(async () => root.unmount());
  });
});
