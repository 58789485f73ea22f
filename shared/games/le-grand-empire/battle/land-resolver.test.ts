// The step-by-step land resolver: marching to the sound of the gun before each round, a tied first
// round fought again, round 2's rule that the attacker loses unless the defender is beaten, and bad
// actions refused with the state untouched.
import { describe, expect, it } from 'vitest';
import { GROUP_CRT, GROUP_RATIO } from '../testing';
import { applyLandAction, landPending, pendingMarchers, startLandBattle } from './land-resolver';
import { parseLandInput } from './land-schema';

const TABLES = { crt: { skirmish: GROUP_CRT, minor: GROUP_CRT, major: GROUP_CRT }, ratio: GROUP_RATIO.map(({ attacker, defender, drm }) => ({ attacker, defender, drm })) };
const corps = (id: string) => ({ id, type: 'corps', steps: 3, artillery: 1, morale: 3 });

function setup() {
  return parseLandInput({
    game: 'le-grand-empire',
    kind: 'land',
    tables: TABLES,
    attacker: { units: [corps('a1'), corps('a2')], marchers: [{ id: 'ney', leaderCombat: 2, units: [corps('ney-corps')] }] },
    defender: { units: [corps('d1'), corps('d2')], marchers: [{ id: 'kutuzov', leaderCombat: 0, unbridgedRiver: 'no-engineers', units: [corps('k-corps')] }] },
  }).setup;
}

describe('Le Grand Empire land resolver', () => {
  it('marches before each round: 2D6 + modifiers ≥ 10 joins, with its units', () => {
    const su = setup();
    let s = startLandBattle(su);
    expect(s.stage).toBe('march');
    expect(pendingMarchers(su, s).map((m) => [m.id, m.p])).toEqual([['ney', 15 / 36], ['kutuzov', 0]]); // +2; 0 − 4: 12 − 4 < 10
    s = applyLandAction(su, s, { type: 'march', faces: { ney: [4, 4], kutuzov: [6, 6] } });
    expect(s.units.attacker.map((u) => u.id)).toEqual(['a1', 'a2', 'ney-corps']);
    expect(s.units.defender.map((u) => u.id)).toEqual(['d1', 'd2']);
    expect(s.log[0]).toMatch(/ney marches to the sound of the gun: 4\+4\+2 = 10: joins/);
    expect(s.stage).toBe('roll');
    // Equal results, equal boldness: a tie; both fight on; Kutuzov marches again before round 2.
    s = applyLandAction(su, s, { type: 'result', attacker: { losses: 1, bold: false, cavalry: false, leader: 'none' }, defender: { losses: 1, bold: false, cavalry: false, leader: 'none' } });
    s = applyLandAction(su, s, { type: 'losses', side: 'attacker' });
    s = applyLandAction(su, s, { type: 'losses', side: 'defender' });
    expect(s.stage).toBe('tie-attacker');
    expect(() => applyLandAction(su, s, { type: 'tie', side: 'defender', choice: 'fight' })).toThrow(/attacker decides now/);
    s = applyLandAction(su, s, { type: 'tie', side: 'attacker', choice: 'fight' });
    s = applyLandAction(su, s, { type: 'tie', side: 'defender', choice: 'fight' });
    expect(s.round).toBe(2);
    expect(pendingMarchers(su, s).map((m) => m.id)).toEqual(['kutuzov']);
    s = applyLandAction(su, s, { type: 'march', faces: { kutuzov: [6, 6] } });
    // Round 2 tied again: the defender was not beaten, so the attacker has lost (§8.3.1).
    s = applyLandAction(su, s, { type: 'result', attacker: { losses: 0, bold: false, cavalry: false, leader: 'none' }, defender: { losses: 0, bold: false, cavalry: false, leader: 'none' } });
    expect(s.winner).toBe('defender');
    expect(s.stage).toBe('demoralisation');
    expect(landPending(su, s).text).toMatch(/attacker rolls 1D6/);
  });

  it('refuses an action that does not fit, and leaves the state as it was', () => {
    const su = setup();
    const s = startLandBattle(su);
    const before = JSON.stringify(s);
    expect(() => applyLandAction(su, s, { type: 'roll', attacker: [1, 1], defender: [1, 1] })).toThrow(/not waiting for this/);
    expect(() => applyLandAction(su, s, { type: 'march', faces: { ney: [7, 1], kutuzov: [1, 1] } })).toThrow(/faces\.ney/);
    expect(() => applyLandAction(su, s, { type: 'march', faces: { ney: [1, 1], kutuzov: [1, 1], murat: [1, 1] } })).toThrow(/murat/);
    expect(JSON.stringify(s)).toBe(before);
  });
});
