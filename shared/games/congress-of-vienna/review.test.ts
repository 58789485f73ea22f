// The review hook on scripted dice, against hand-worked numbers: the Rulebook's battle (French +12, Allied +19,
// the better of two 2d6 for Wellington) with its exact odds before the dice and its result; each battle 2d6;
// a Liberalism roll; a Pax Britannica roll.
import { describe, expect, it } from 'vitest';
import { makeHeader } from '../../engine/campaign';
import { completeSettings } from '../../engine/settings';
import type { LogEntry } from '../../engine/types';
import { setCell, templatePack } from '../../data/tables';
import { sumOfDice } from '../../review/luck';
import { COV_ACTIONS } from './actions';
import { ISSUE_EXAMPLE, clone } from './battle/test/fixtures';
import { congressOfVienna as cov } from './module';
import { bestOfTwo2d6, covReview } from './review';
import { CONGRESS_OF_VIENNA_DATA as DATA } from './tables';
import type { CovState } from './state';

const pack = setCell(DATA, templatePack(DATA), 'cards', '65', 'fronts', 'C');
const header = makeHeader({
  id: 'cov-r', game: 'congress-of-vienna', scenario: 'full-campaign', players: [{ name: 'Ann', powers: ['FR', 'RU', 'BR', 'AU'] }],
  settings: completeSettings(cov, { rules: {}, dataPack: pack }), seed: 1, createdAt: '2026-12-01T10:00:00.000Z', appVersion: 'test',
});
const start = (stepId: string, extra: Partial<CovState> = {}): CovState => ({ ...cov.setup(header, { rules: header.settings.rules as Record<string, string | boolean>, data: pack }), data: pack, ...extra, position: { turn: 2, stepId } });
const apply = (s: CovState, type: string, payload: unknown, faces: number[][] = []): CovState => {
  const a = COV_ACTIONS[type]!;
  const p = a.schema.parse(payload);
  const why = a.validate(s, p, header);
  if (why) throw new Error(why);
  return a.apply(s, p, { header, dice: faces.map((f) => ({ faces: f, sides: 6, source: 'table' })) } as never);
};
const entry = (type: string, payload: unknown, faces: number[][]): LogEntry => ({ seq: 1, at: '', type, payload, title: '', when: '', dice: faces.map((f) => ({ faces: f, sides: 6, source: 'table' })) as never });

describe('Congress of Vienna review', () => {
  it('the better of two 2d6: P(max = k) = F(k)² − F(k−1)²', () => {
    const d = bestOfTwo2d6();
    expect(d[2]).toBeCloseTo(1 / 1296, 15);
    expect(d[7]).toBeCloseTo((21 * 21 - 15 * 15) / 1296, 15);
    expect(d[12]).toBeCloseTo(71 / 1296, 15);
    expect(d.reduce((a, p) => a + p, 0)).toBeCloseTo(1, 12);
  });

  it('the Rulebook battle: exact odds before the dice, the result, and each side’s 2d6', () => {
    let s = start('military-operations');
    const input = clone(ISSUE_EXAMPLE);
    delete input.french.cards;
    delete input.allied.cards;
    delete input.french.withdraw;
    s = apply(s, 'cov.battle.declare', { input });
    s = { ...s, position: { turn: 2, stepId: 'battles' } };
    const id = s.battles[0]!.id;
    while (s.battles[0]!.battle.step === 'withdrawal') s = apply(s, 'cov.battle.decide', { id, action: { type: 'withdraw', side: s.battles[0]!.battle.side, withdraw: false } });
    for (const side of ['french', 'allied'] as const) s = apply(s, 'cov.battle.decide', { id, action: { type: 'cards', side: s.battles[0]!.battle.side, cards: clone(ISSUE_EXAMPLE[s.battles[0]!.battle.side as 'french' | 'allied'].cards) } }), void side;
    const before = s;
    const dice = [[3, 4], [2, 2, 6, 5]];
    const after = apply(before, 'cov.battle.roll', { id }, dice);
    const e = entry('cov.battle.roll', { id }, dice);

    // Hand-worked from the track pairs: France +12 + 2d6 inflicts 3 on 9+ (10/36), else 2; the Allies +19 + the
    // better of two 2d6 inflict 2 on a best of 2 (1/1296), 3 on 3-8 (675/1296), 4 on 9+ (620/1296).
    const b = covReview.battle!(e, before, after, header)!;
    expect(b.attacker).toEqual(['FR']);
    expect(b.defender).toEqual(['BR']);
    expect(b.chanceOf).toBe('France wins (both sides attack)');
    expect(b.attackerChance).toBeCloseTo(10 / 46656, 14);
    expect(b.result).toBe('The Allies win');
    expect(b.winner).toBe('defender');
    expect(covReview.battle!(e, after, after, header)).toBeNull();

    const rolls = covReview.rolls!(e, before, header);
    expect(rolls).toEqual([
      { power: 'FR', what: 'Front C (Portugal): France roll 2d6', dist: sumOfDice(2, 6), actual: 7 },
      { power: 'BR', what: 'Front C (Portugal): the Allies roll 2d6 twice, the better kept', dist: bestOfTwo2d6(), actual: 11 },
    ]);
  });

  it('a Liberalism roll: 4+ with its drm; a Pax Britannica roll with its Resources and fleets', () => {
    const s = start('funding', { funding: { FR: { paid: ['liberalism-absolutism'], militarySupport: 0, soundGovernment: false, libAbsExtra: 1, unfunded: [], leftover: 0 } } });
    const lib = covReview.rolls!(entry('cov.libabs.roll', { power: 'FR' }, [[2]]), s, header);
    // 2 + 1 < 4: a failure; success needs 3+ on the die, 4 chances in 6.
    expect(lib).toHaveLength(1);
    expect(lib[0]!.power).toBe('FR');
    expect(lib[0]!.dist[1]).toBeCloseTo(4 / 6, 15);
    expect(lib[0]!.actual).toBe(0);
    const pax = covReview.rolls!(entry('cov.pax.roll', { prerequisiteMet: true, resources: 1, fleets: [{ holder: 'war-of-1812', count: 1 }], cardBonus: 0 }, [[2]]), { ...s, pax: 0 }, header);
    expect(pax[0]!.power).toBe('BR');
    expect(pax[0]!.actual).toBe(1); // 2 + 2 ≥ 4
    expect(pax[0]!.dist[1]).toBeCloseTo(5 / 6, 15);
    expect(covReview.rolls!(entry('cov.pax.roll', { prerequisiteMet: false, resources: 0, fleets: [], cardBonus: 0 }, []), s, header)).toEqual([]);
  });
});
