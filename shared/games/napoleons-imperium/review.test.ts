// Napoleon's Imperium in the campaign review: the battles table and the luck meter on scripted table dice,
// against numbers worked out by hand.
import { describe, expect, it } from 'vitest';
import { chartData, luckOf } from '../../review/charts';
import { Timeline } from '../../review/timeline';
import { fightOf, fightPending } from './battle-actions';
import { niCampaign, playTo, type C } from './testing';

// Two British infantry hitting on 4 or less against one French infantry hitting on 5 or less (values given, so
// the numbers below need no table).
const BELGIUM = {
  kind: 'land',
  territory: { name: 'belgium' },
  attacker: [{ id: 'gb-inf', type: 'infantry', count: 2, hitValue: 4 }],
  defender: [{ id: 'fr-inf', type: 'infantry', count: 1, hitValue: 5 }],
};

function fought(): C {
  const c = niCampaign({ id: 'ni-review', seed: 1805, territories: [['Holland', 'neutral', 3], ['Silesia', 'pr', 2]] });
  playTo(c, 1799, 'gb', 'attack');
  c.act('battle.setup', { input: BELGIUM });
  // Round 1: the British roll 5, 6 (no hit), the French 5 (a hit): one British infantry falls (no choice to make).
  c.act('battle.step', { action: { type: 'roll' } }, { physicalDice: [[5, 6], [5]] });
  // Round 2: the British 4 (a hit), the French 0 (entered as 10, a miss): Belgium falls.
  c.act('battle.step', { action: { type: 'roll' } }, { physicalDice: [[4], [10]] });
  for (let guard = 0; guard < 5 && fightOf(c.state)!.recorded === null; guard++) {
    const p = fightPending(fightOf(c.state)!);
    if (p.kind === 'leave') c.act('battle.step', { action: { type: 'leave', leave: p.suggested } });
    else throw new Error(`unexpected ${p.kind}`);
  }
  return c;
}

describe('Napoleon’s Imperium in the review', () => {
  it('lists every battle: one fought step by step with its exact odds before the first die, one typed in with none', () => {
    const c = fought();
    c.act('battle.result', { kind: 'neutral', where: 'Holland', attacker: 'gb', result: 'attacker', units: 2 });
    const charts = chartData(Timeline.of(c.module, c.toFile()));
    expect(charts.battlesKnown).toBe(true);
    expect(charts.battles).toHaveLength(2);
    const [belgium, holland] = charts.battles;
    // By hand: with n British left and the French one, a round ends it when a British die hits (q1 = 0.4,
    // q2 = 1 - 0.6² = 0.64); the French hit half the time. W(1) = 0.4·0.5 / (1 - 0.6·0.5) = 2/7 (a British hit
    // with a French hit is a draw [§7]); W(2) = (0.64 + 0.36·0.5·W(1)) / (1 - 0.36·0.5) = 242/287.
    expect(belgium!.attackerChance).toBeCloseTo(242 / 287, 12);
    expect(belgium).toMatchObject({ where: 'Belgium', attacker: ['gb'], defender: ['fr'], winner: 'attacker', chanceOf: 'the attacker takes the territory' });
    expect(belgium!.result).toMatch(/ wins$/);
    expect(holland).toMatchObject({ where: 'Holland', attacker: ['gb'], attackerChance: null, winner: 'attacker' });
    expect(holland!.result).toMatch(/takes it \(no dice\)$/);
  });

  it('measures each side’s fire: a group of d10 hitting at or under its value is Binomial(dice, value / 10)', () => {
    const c = fought();
    const luck = luckOf(Timeline.of(c.module, c.toFile()));
    expect(luck.rolls.map((r) => [r.power, r.actual])).toEqual([['gb', 0], ['fr', 1], ['gb', 1], ['fr', 0]]);
    const gb = luck.powers.find((p) => p.power === 'gb')!;
    const fr = luck.powers.find((p) => p.power === 'fr')!;
    // Britain: 2 dice then 1 die at 0.4: Binomial(3, 0.4): P(0..3) = 0.216, 0.432, 0.288, 0.064. One hit:
    // 0.216 + 0.432 / 2 = 0.432.
    expect(gb.expected).toBeCloseTo(1.2, 12);
    expect(gb.actual).toBe(1);
    expect(gb.percentile).toBeCloseTo(43.2, 10);
    expect(gb.sentence).toMatch(/43rd percentile, about as lucky as expected$/);
    expect(gb.cumulative.map((p) => p.value)).toEqual([expect.closeTo(-0.8, 12), expect.closeTo(-0.2, 12)]);
    // France: one die at 0.5 twice, one hit: Binomial(2, 0.5): 0.25 + 0.5 / 2 = 0.5.
    expect(fr.expected).toBeCloseTo(1, 12);
    expect(fr.percentile).toBeCloseTo(50, 10);
    // An undone roll is not the campaign's: back to the first round only.
    c.undo();
    const again = luckOf(Timeline.of(c.module, c.toFile()));
    expect(again.rolls.map((r) => [r.power, r.actual])).toEqual([['gb', 0], ['fr', 1]]);
    // Britain: Binomial(2, 0.4), no hit: P(0) / 2 = 0.18.
    expect(again.powers.find((p) => p.power === 'gb')!.percentile).toBeCloseTo(18, 10);
  });
});
