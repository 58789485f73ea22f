// The review hook on scripted table dice, with the numbers worked by hand: a siege of Gaeta (level 1,
// a 2-step corps inside, Massena +2, the garrison −1 out of supply) on the group's tables.
import { describe, expect, it } from 'vitest';
import type { KnownOddsRoll } from '../../engine/types';
import { leGrandEmpireModule as lge } from './module';
import type { LgeState } from './state';
import { goTo, groupPack, lgeCampaign } from './testing';

const GAETA = {
  fortress: { name: 'Gaeta', level: 1 },
  morale: 3,
  besiegers: { units: [{ id: 'massena-corps', type: 'corps', steps: 3, artillery: 1, morale: 3 }], leaders: [{ id: 'massena', combat: 2 }], commander: 'massena' },
  inside: { units: [{ id: 'gaeta-corps', type: 'corps', steps: 2, maxSteps: 2, artillery: 0, morale: 3 }] },
  when: 'end-of-movement',
};

describe('Le Grand Empire review', () => {
  it('gives the siege with its chance before the first die and every known-odds roll', () => {
    const c = lgeCampaign({ pack: groupPack({ battleTables: true, siegeTable: true }) });
    goTo(c, 'activations');
    c.act('lge.initiative.draw', { marker: 'E5' });
    c.act('lge.siege.start', { attacker: 'france', defender: 'austria', input: GAETA });
    const states: LgeState[] = [c.state];
    const act = (type: string, payload: unknown, dice?: number[][]) => {
      c.act(type, payload, dice ? { physicalDice: dice } : {});
      states.push(c.state);
    };
    act('lge.siege.act', { type: 'attempt' }, [[4, 4]]);
    act('lge.siege.act', { type: 'combat', step: { type: 'roll' } }, [[4, 4], [2, 2]]);
    act('lge.siege.act', { type: 'combat', step: { type: 'losses', side: 'defender' } });
    act('lge.siege.act', { type: 'combat', step: { type: 'demoralisation' } }, [[3]]);
    act('lge.battle.close', {});
    const entries = c.entries.slice(-5);
    const rolls: KnownOddsRoll[][] = entries.map((e, i) => lge.review!.rolls!(e, states[i]!, c.header));
    const close = (d: number[], want: number[]) => want.forEach((w, k) => expect(d[k]).toBeCloseTo(w, 12));

    // The attempt, level-1 column, 2D6 + 0: no effect 2-5 (10), assault 6-9 (20), breach 10-11 (5), surrender 12 (1).
    expect(rolls[0]!).toHaveLength(1);
    expect(rolls[0]![0]!.power).toBe('france');
    close(rolls[0]![0]!.dist, [10 / 36, 20 / 36, 5 / 36, 1 / 36]);
    expect(rolls[0]![0]!.actual).toBe(1);
    // The assault's 2D6 on the skirmish table (0 to 4, 1 to 7, 2 to 10, 3 beyond): Massena's side +2, the garrison −1.
    expect(rolls[1]!.map((r) => [r.power, r.actual])).toEqual([['france', 2], ['austria', 0]]);
    close(rolls[1]![0]!.dist, [1 / 36, 9 / 36, 16 / 36, 10 / 36]);
    close(rolls[1]![1]!.dist, [10 / 36, 16 / 36, 9 / 36, 1 / 36]);
    expect(rolls[2]).toEqual([]);
    // Demoralisation: 1D6 + 2 (losses 2 − 0) > morale 3 on 2+: 5/6; the garrison was demoralised (scores 0).
    expect(rolls[3]![0]!.power).toBe('austria');
    close(rolls[3]![0]!.dist, [5 / 6, 1 / 6]);
    expect(rolls[3]![0]!.actual).toBe(0);

    // The siege's chance, by hand: surrender 1/36; breach 5/36 (always taken, A-20); assault 20/36 × P(falls):
    // the besiegers' (losses, bold) 0: 1, 1: 9, 2 plain: 5, 2 bold: 11, 3: 10 (/36); the garrison's 0: 10, 1: 16, 2 plain: 4, 2 bold: 5, 3: 1.
    // 3 eliminates all; a won round demoralises on 1D6 + (difference) > 3.
    const a = (n: number) => n / 36;
    const fallsIfAssault = a(10) + a(9) * a(10) * (4 / 6) + a(5) * (a(10) * (5 / 6) + a(16) * (4 / 6)) + a(11) * (a(10) * (5 / 6) + a(16) * (4 / 6) + a(4) * (3 / 6));
    const battle = lge.review!.battle!(entries[4]!, states[4]!, states[5]!, c.header)!;
    expect(battle).toMatchObject({ where: 'Gaeta', attacker: ['france'], defender: ['austria'], winner: 'attacker', chanceOf: 'the fortress falls in this attempt' });
    expect(battle.attackerChance).toBeCloseTo(a(1) + a(5) + a(20) * fallsIfAssault, 12);
    expect(battle.result).toMatch(/Gaeta falls to the besieger/);
    expect(lge.review!.battle!(entries[0]!, states[0]!, states[1]!, c.header)).toBeNull();
  });
});
