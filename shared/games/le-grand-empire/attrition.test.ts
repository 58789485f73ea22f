// The attrition calculator on a table a group enters (three columns, 1D6), its column shifts and die
// roll modifiers, the exact loss distribution against a count over the dice, TC-15's nationality rule,
// France's lost bonus after its 2nd early class (§12.2), and manual mode when the table is missing.
import { describe, expect, it } from 'vitest';
import { setCell, type DataPack } from '../../data/tables';
import { lossesFor, planAttrition, type AttritionInput } from './attrition';
import { activationOf, leaderRecord } from './leaders';
import { LE_GRAND_EMPIRE_DATA as DATA } from './tables';
import { goTo, groupPack, lgeCampaign, refused } from './testing';

/** A table a group might enter: 0-4 CP "Aucun test"; 5-9 and 10+ by 1D6 from a roll of 1. */
function attritionPack(): DataPack {
  let p = groupPack();
  const set = (t: string, k: string, c: string, v: number | string | boolean | number[]) => (p = setCell(DATA, p, t, k, c, v as never));
  set('table-dice', 'attrition', 'dice', '1D6');
  const cols: Array<[string, number, number, boolean, number[]]> = [
    ['column-1', 0, 4, true, [0]],
    ['column-2', 5, 9, false, [0, 0, 0, 1, 1, 2]],
    ['column-3', 10, 999, false, [0, 0, 1, 1, 2, 3]],
  ];
  for (const [k, a, b, none, losses] of cols) {
    set('attrition', k, 'cpMin', a);
    set('attrition', k, 'cpMax', b);
    set('attrition', k, 'noCheck', none);
    set('attrition', k, 'firstRoll', 1);
    set('attrition', k, 'losses', losses);
  }
  // column-4 to column-6 stay blank: spare rows, not missing data.
  set('modifiers', 'attrition:forced-march', 'kind', 'drm');
  set('modifiers', 'attrition:forced-march', 'value', 1);
  set('modifiers', 'attrition:russian', 'kind', 'drm');
  set('terrain', 'clear', 'attritionShift', 0);
  set('terrain', 'mountain', 'attritionShift', 1);
  return p;
}

const base: AttritionInput = { cp: 8, terrain: [], forcedMarch: false, outOfSupply: false, fiveMp: false, depot: false, troubles: false, nationality: 'none', extra: [] };

/** The distribution counted face by face, independently of the calculator. */
function byHand(losses: number[], drm: number): Map<number, number> {
  const m = new Map<number, number>();
  for (let d = 1; d <= 6; d++) {
    const k = losses[Math.min(losses.length - 1, Math.max(0, d + drm - 1))]!;
    m.set(k, (m.get(k) ?? 0) + 1 / 6);
  }
  return m;
}

describe('Attrition calculator', () => {
  it('picks the column by combat points, shifts it right for troubles (+1 col, §14.4) and terrain, adds the die roll modifiers', () => {
    const c = lgeCampaign({ pack: attritionPack() });
    const plain = planAttrition(c.state, base);
    expect(plain.column!.key).toBe('column-2');
    expect(plain.missing).toEqual([]);
    const hand = byHand([0, 0, 0, 1, 1, 2], 0);
    for (const d of plain.dist) expect(d.p).toBeCloseTo(hand.get(d.losses)!, 12);
    expect(plain.pNone).toBeCloseTo(1 / 2, 12);
    // Troubles and a forced march: column-3, +1 on the die.
    const hard = planAttrition(c.state, { ...base, troubles: true, forcedMarch: true });
    expect(hard.column!.key).toBe('column-3');
    expect(hard.shift).toBe(1);
    expect(hard.drm).toBe(1);
    const hand3 = byHand([0, 0, 1, 1, 2, 3], 1);
    expect(hard.dist.map((d) => [d.losses, d.p])).toEqual([...hand3.entries()].sort((a, b) => a[0] - b[0]).map(([k, p]) => [k, expect.closeTo(p, 12)]));
    expect(hard.pNone).toBeCloseTo(1 / 6, 12);
    expect(hard.expected).toBeCloseTo(10 / 6, 12);
    // Few combat points: "Aucun test" (no roll), unless a shift moves the column right.
    expect(planAttrition(c.state, { ...base, cp: 3 })).toMatchObject({ pNone: 1, dist: [{ losses: 0, p: 1 }] });
    expect(planAttrition(c.state, { ...base, cp: 3, terrain: ['mountain'] }).column!.key).toBe('column-2');
    // A shift never goes past the last column.
    expect(planAttrition(c.state, { ...base, cp: 50, troubles: true }).column!.key).toBe('column-3');
    expect(lossesFor({ key: 'x', cpMin: 0, cpMax: 9, noCheck: false, firstRoll: 2, losses: [0, 1, 2] }, 0)).toBe(0);
    expect(lossesFor({ key: 'x', cpMin: 0, cpMax: 9, noCheck: false, firstRoll: 2, losses: [0, 1, 2] }, 9)).toBe(2);
  });

  it('TC-15: 5 Russian and 4 Austrian steps take the Russian −1; the odd-numbered losses are Russian. France loses the shared bonus at its 2nd early class (§12.2)', () => {
    const c = lgeCampaign({ pack: attritionPack() });
    const ru = planAttrition(c.state, { ...base, nationality: 'russian' });
    expect(ru.drm).toBe(-1);
    expect(ru.nationalityNote).toMatch(/odd-numbered loss falls on Russian steps/);
    const fr = planAttrition(c.state, { ...base, nationality: 'french' });
    expect(fr.drm).toBe(-1);
    const after = planAttrition({ ...c.state, conscripts: { calls: 2, lastCallTurn: 4 } }, { ...base, nationality: 'french' });
    expect(after.drm).toBe(0);
    expect(after.lines[0]!.off).toMatch(/second early conscript class/);
    expect(after.nationalityNote).toBeNull();
  });

  it('rolls a forced march check, logs the chance, clears the leader’s attrition due; refuses bad input', () => {
    const c = lgeCampaign({ pack: attritionPack() });
    c.act('lge.leader.set', { leader: 'Alten', status: 'map' });
    goTo(c, 'activations');
    c.act('lge.initiative.draw', { marker: 'C1' });
    c.act('lge.leader.activate', { leader: 'Alten', outOfSupply: true });
    expect(activationOf(c.state, leaderRecord(c.state, 'Alten')).attritionDue).toBe(true);
    const e = c.act('lge.attrition', { cp: 12, forcedMarch: true, leader: 'Alten' }, { physicalDice: [[4]] });
    expect(e.title).toBe('Attrition, Alten (12 CP): column-3, 4 + 1 = 5: 2 step losses; no loss was 16.7 %');
    expect(activationOf(c.state, leaderRecord(c.state, 'Alten')).attritionDue).toBe(false);
    expect(c.state.registries!.attrition.at(-1)).toMatchObject({ leader: 'Alten', losses: 2, faces: [4], manual: false });
    // "Aucun test": no die.
    const none = c.act('lge.attrition', { cp: 2 });
    expect(none.dice ?? []).toEqual([]);
    expect(none.title).toMatch(/“Aucun test”, no loss/);
    refused(c, 'lge.attrition', { cp: -1 }, /cannot be negative/);
    refused(c, 'lge.attrition', { cp: 5, terrain: ['swamp'] }, /“swamp” is not in the table “Terrain effects”/);
    refused(c, 'lge.attrition', { cp: 5, depot: true }, /needs: .*Spending a depot/);
    c.act('lge.attrition', { cp: 5, depot: true, losses: 0 });
    expect(c.state.registries!.attrition.at(-1)).toMatchObject({ manual: true, pNone: null });
  });

  it('manual mode when the attrition table is missing: names it, then takes the typed losses', () => {
    const c = lgeCampaign();
    goTo(c, 'activations');
    refused(c, 'lge.attrition', { cp: 9 }, /needs: “Dice for each chart”, row attrition; “Attrition”, column-1.*type the losses \(manual mode\)/);
    // A column half entered is named; the blank ones are spare rows.
    let p = groupPack();
    p = setCell(DATA, p, 'table-dice', 'attrition', 'dice', '1D6');
    p = setCell(DATA, p, 'attrition', 'column-1', 'cpMin', 0);
    expect(planAttrition(lgeCampaign({ pack: p }).state, base).missing).toEqual(['“Attrition”, column-1: combat points to, first roll, step losses']);
    const e = c.act('lge.attrition', { cp: 9, losses: 1, note: 'demoralised army' });
    expect(e.title).toMatch(/Attrition \(9 CP\): 1 step loss \(typed\)/);
  });
});
