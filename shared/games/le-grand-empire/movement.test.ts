// The digest's §8 movement examples (TC-06, TC-09, TC-12, TC-45) on the movement-point helper, with the rulebook's numbers.
import { describe, expect, it } from 'vitest';
import { cellValue } from '../../data/access';
import { setCell } from '../../data/tables';
import { absorptionMp, leaderGoesOn, passMp, pontoonWhy, riverCrossing } from './movement';
import { LE_GRAND_EMPIRE_DATA as DATA } from './tables';
import { groupPack } from './testing';

describe('movement points (§5.2)', () => {
  it('TC-06: an Austrian army (capability 6), 3 corps with the marker and 2 adjacent, takes in a 6th corps: 1 MP; the 2 adjacent merge for nothing (§5.2.1.1)', () => {
    const adjacent = [{ hex: 'adjacent N', assigned: true }, { hex: 'adjacent S', assigned: true }];
    expect(absorptionMp([{ hex: '6th corps', assigned: false }])).toBe(1);
    expect(absorptionMp(adjacent)).toBe(0);
    expect(absorptionMp([...adjacent, { hex: '6th corps', assigned: false }])).toBe(1);
    // Variant (§5.2.3.1): 2 corps in the same hex absorbed at the same time cost the army commander 1 MP, in two hexes 2.
    expect(absorptionMp([{ hex: '6th corps', assigned: false }, { hex: '6th corps', assigned: false }])).toBe(1);
    expect(absorptionMp([{ hex: '6th corps', assigned: false }, { hex: 'another hex', assigned: false }])).toBe(2);
  });

  it('TC-09: a leader (MF 8) with a corps of 6 MPs moves 5 clear hexes, drops the corps and goes on with 3 MPs, aggregating nothing (§5.2.3.1)', () => {
    const leaderMf = cellValue(groupPack(), 'movement', 'leader', 'mp') as number;
    expect(leaderMf).toBe(8);
    expect(leaderGoesOn({ leaderMf, spent: 5, unitMf: 6, commandsArmy: false })).toEqual({ mpLeft: 3, mayAggregate: false });
    expect(leaderGoesOn({ leaderMf, spent: 5, unitMf: 6, commandsArmy: true })).toBe('A leader commanding an army cannot leave his army (§5.2.3.1).');
    expect(leaderGoesOn({ leaderMf, spent: 7, unitMf: 6, commandsArmy: false })).toMatch(/cannot have spent 7/);
  });

  it('TC-45: engineers flipped to their pontoon let the leader and his corps cross that hexside at no extra cost; without it +2, or +3 and −1 facing the enemy (§5.2.3.7)', () => {
    expect(pontoonWhy({ inSupply: true, movedThisActivation: false, withLeaderAtStart: true })).toBeNull();
    expect(riverCrossing({ bridge: false, pontoon: true, engineers: true, enemyBeyond: false })).toEqual({ extraMp: 0, combatDrm: 0 });
    expect(riverCrossing({ bridge: false, pontoon: false, engineers: true, enemyBeyond: false })).toEqual({ extraMp: 2, combatDrm: 0 });
    expect(riverCrossing({ bridge: false, pontoon: false, engineers: true, enemyBeyond: true })).toEqual({ extraMp: 3, combatDrm: -1 });
    expect(riverCrossing({ bridge: false, pontoon: false, engineers: false, enemyBeyond: false }).extraMp).toBe('whole-mf');
    expect(riverCrossing({ bridge: true, pontoon: false, engineers: false, enemyBeyond: true })).toEqual({ extraMp: 0, combatDrm: 0 });
    expect(pontoonWhy({ inSupply: false, movedThisActivation: false, withLeaderAtStart: true })).toMatch(/in supply/);
    expect(pontoonWhy({ inSupply: true, movedThisActivation: true, withLeaderAtStart: true })).toMatch(/may not have moved/);
    expect(pontoonWhy({ inSupply: true, movedThisActivation: false, withLeaderAtStart: false })).toMatch(/stacked with a leader/);
  });

  it('TC-12: the mountain pass by 4227, 4228, 0128 and 0129 costs as drawn: 4, 2, 4 and 1 MP; a crossing not entered is read off the map (§5.2.3.7)', () => {
    const p = groupPack();
    expect([passMp(p, '4227', '4228'), passMp(p, '0128', '4228'), passMp(p, '4228', '0129'), passMp(p, '4228', '4227')]).toEqual([4, 2, 4, 1]);
    expect(passMp(p, '0129', '4228')).toBeNull();
    // The group adds a crossing from the map.
    expect(passMp(setCell(DATA, p, 'mountain-passes', '0129-4228', 'mp', 3), '0129', '4228')).toBe(3);
  });
});
