// @vitest-environment happy-dom
// Le Grand Empire's land panel, rendered with react-dom/client on happy-dom so its state lives across
// clicks and the battle's steps (the odds worker replaced by the same exact odds run in line): the wound
// results typed in round 1 (manual mode, no wound table) are not still filled in on round 2's wound
// form; the hidden tactics' per-choice odds before round 1's dice, the choices kept in the panel only.
import { describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { corps, ulmCampaign } from './lge-battle-fixture';
import type { LandBattle } from '../../shared/games/le-grand-empire/state';
import { computeLeGrandEmpireOdds } from '../../shared/games/le-grand-empire/battle';
import { landTacticsMatrix } from '../../shared/games/le-grand-empire/battle/land-tactics';
import { oddsInputNow, type LandBattleState } from '../../shared/games/le-grand-empire/battle/land-resolver';
import { pct } from '../src/odds/format';

vi.mock('../src/odds/useOdds', () => ({
  useGameOdds: (job: { job: string; input: unknown; choices?: unknown } | null) => ({
    status: 'done', result: job ? (job.job === 'tactics' ? landTacticsMatrix({ input: job.input, choices: job.choices }) : computeLeGrandEmpireOdds(job.input)) : null, stale: false, error: null, ms: 1, cached: false, elapsed: 0, slow: false, cancel() {}, retry() {},
  }),
}));
import { LandPanel } from '../src/le-grand-empire/Battles';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const all = <K extends keyof HTMLElementTagNameMap>(root: Element, tag: K) => Array.from(root.querySelectorAll(tag));
const byLabel = <K extends keyof HTMLElementTagNameMap>(root: Element, tag: K, label: string) => all(root, tag).filter((x) => x.getAttribute('aria-label') === label);
/** Picks an option of a select and tells React, as a user would. */
function choose(select: HTMLSelectElement, value: string) {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}
/** A container in the document for one rendered panel. */
function mount() {
  const container = document.createElement('div');
  document.body.appendChild(container);
  return container;
}

describe('Le Grand Empire land panel, live', () => {
  it('round 2’s wound form starts empty, whatever was typed in round 1', async () => {
    const side = (p: string) => ({ units: [corps(`${p}1`), corps(`${p}2`)], leaders: [{ id: `${p}-cmd`, combat: 1 }, { id: `${p}-lt`, combat: 1 }, { id: `${p}-lt2`, combat: 1 }] });
    // No tables: results and wounds typed (manual mode).
    const c = ulmCampaign({ tables: false, input: { attacker: side('a'), defender: side('d'), ratioDrm: [0, 0] } });
    const container = mount();
    const root = createRoot(container);
    const show = async () => {
      const s = c.state;
      await act(async () => root.render(<LandPanel s={s} b={s.battle as LandBattle} />));
    };
    const woundSelects = () => all(container, 'select').filter((x) => !/result: leader letter/.test(x.getAttribute('aria-label') ?? ''));
    const typed = { losses: 1, bold: false, cavalry: false, leader: 'L' };
    /** A tie with an "L" each side, so each side checks one leader. */
    const fight = () => {
      c.act('lge.land.act', { type: 'result', attacker: typed, defender: typed });
      c.act('lge.land.act', { type: 'losses', side: 'attacker' });
      c.act('lge.land.act', { type: 'losses', side: 'defender' });
    };
    fight();
    expect((c.state.battle as LandBattle).state.stage).toBe('wounds');
    await show();
    const r1 = woundSelects();
    expect(r1).toHaveLength(2);
    await act(async () => choose(r1[0]!, 'wounded'));
    await show();
    expect(woundSelects()[0]!.value).toBe('wounded'); // the harness keeps what was typed
    c.act('lge.land.act', { type: 'wounds', results: (c.state.battle as LandBattle).state.woundQueue.map((w) => ({ leader: w.leaders[0]!, result: 'none' })) });
    c.act('lge.land.act', { type: 'tie', side: 'attacker', choice: 'fight' });
    c.act('lge.land.act', { type: 'tie', side: 'defender', choice: 'fight' });
    await show();
    const b = c.state.battle as LandBattle;
    expect(b.state.round).toBe(2);
    if (b.state.stage === 'march') c.act('lge.land.act', { type: 'march' });
    fight();
    expect((c.state.battle as LandBattle).state.stage).toBe('wounds');
    await show();
    const r2 = woundSelects();
    expect(r2).toHaveLength(2);
    expect(r2.map((x) => x.value)).toEqual(['none', 'none']);
    await act(async () => root.unmount());
  });
  it('before round 1’s dice: each side’s hidden tactic choices, typed in the panel, give the odds of every pair from the battle as it stands; nothing logged', async () => {
    const c = ulmCampaign();
    c.act('lge.land.act', { type: 'march' }, { physicalDice: [[5, 5]] }); // Ney joins: the odds read the battle now, 12 : 8
    const container = mount();
    const root = createRoot(container);
    const b = () => c.state.battle as LandBattle;
    await act(async () => root.render(<LandPanel s={c.state} b={b()} />));
    expect(all(container, 'table').some((t) => t.getAttribute('class')?.includes('lge-tactics'))).toBe(false); // no choice, no matrix
    const logBefore = c.entries.length;
    const add = (side: string) => all(container, 'button').find((x) => x.textContent === 'Add a tactic choice' && x.parentElement?.getAttribute('aria-label') === `${side} hidden tactic choices`)!;
    await act(async () => add('Attacker').click());
    await act(async () => add('Defender').click());
    const cells = all(container, 'td').map((x) => x.getAttribute('aria-label') ?? '');
    expect(cells).toHaveLength(4); // (no marker, Marker 1) each side
    const st = b().state as LandBattleState;
    const m = landTacticsMatrix({ input: { ...oddsInputNow(b().input, st), game: 'le-grand-empire', kind: 'land', pack: c.state.data }, choices: { attacker: [{ name: 'No marker', drm: [0, 0] }, { name: 'Marker 1', drm: [1, 0] }], defender: [{ name: 'No marker', drm: [0, 0] }, { name: 'Marker 1', drm: [1, 0] }] } });
    expect(cells[1]).toContain(`No marker against Marker 1: attacker wins ${pct(m.cells[0]![1]!.attackerWins)}`);
    expect(cells[2]).toContain(`Marker 1 against No marker: attacker wins ${pct(m.cells[1]![0]!.attackerWins)}`);
    expect(m.cells[1]![0]!.attackerWins).toBeGreaterThan(m.cells[0]![0]!.attackerWins); // the attacker's +1 shows
    const asEntered = landTacticsMatrix({ input: { ...b().input, game: 'le-grand-empire', kind: 'land', pack: c.state.data }, choices: m.choices });
    expect(pct(asEntered.cells[1]![0]!.attackerWins)).not.toBe(pct(m.cells[1]![0]!.attackerWins)); // Ney's march counts
    expect(byLabel(container, 'input', 'Attacker tactic choice 1 round 1')[0]!.value).toBe('1');
    expect(c.entries.length).toBe(logBefore); // the hidden choices never reach the log
    await act(async () => root.unmount());
  });
});
