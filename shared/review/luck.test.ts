// The luck meter on scripted dice, against numbers worked out by hand; and the battles table and track charts
// from a campaign's log (a value not entered charted as a gap, not a 0).
import { describe, expect, it } from 'vitest';
import { A12_BATTLE as A12, allianceCampaign, battleAtBavaria, fightOut } from '../test/fixtures';
import { fightPending } from '../games/alliance/battle-actions';
import { computeAllianceOdds } from '../games/alliance/battle';
import { chartData, luckOf } from './charts';
import { binomial, luckReport, ordinal, percentileOf, sumOfDice } from './luck';
import { Timeline } from './timeline';

function toBattle() {
  const c = battleAtBavaria(allianceCampaign(), ['france'], ['austria']);
  c.act('battle.setup', { battle: 1, input: A12 });
  return c;
}

describe('the luck meter', () => {
  it('sums exact distributions: a coin that came up plus two dice hitting on 1-2 that both hit', () => {
    // By hand: X = Bernoulli(1/2) + Binomial(2, 1/3). P(X=0) = 2/9, P(1) = 4/9, P(2) = 5/18, P(3) = 1/18.
    // Actual 3: P(X < 3) + P(X = 3) / 2 = 17/18 + 1/36 = 35/36.
    expect(percentileOf([[0.5, 0.5], binomial(2, 1 / 3)], 3)).toBeCloseTo((35 / 36) * 100, 10);
    expect(percentileOf([[0.5, 0.5], binomial(2, 1 / 3)], 0)).toBeCloseTo((1 / 9) * 100, 10);
    const r = luckReport(
      [
        { seq: 1, when: '', power: 'a', what: 'coin', dist: [0.5, 0.5], actual: 1 },
        { seq: 2, when: '', power: 'a', what: 'two dice', dist: binomial(2, 1 / 3), actual: 2 },
      ],
      [{ id: 'a', name: 'Austria', colour: '#fff' }, { id: 'b', name: 'Britain', colour: '#000' }],
    );
    expect(r.powers).toHaveLength(1); // Britain rolled nothing
    expect(r.powers[0]!.expected).toBeCloseTo(7 / 6, 12);
    expect(r.powers[0]!.actual).toBe(3);
    expect(r.powers[0]!.sentence).toBe('Austria’s dice: 97th percentile, far luckier than expected');
    expect(r.powers[0]!.cumulative.map((p) => p.value)).toEqual([0.5, 3 - 7 / 6]);
    // 2d6: 7 comes up 6 times in 36.
    expect(sumOfDice(2, 6)[7]).toBeCloseTo(6 / 36, 14);
    expect(sumOfDice(2, 6)).toHaveLength(13);
    expect(ordinal(1)).toBe('1st');
    expect(ordinal(12)).toBe('12th');
    expect(ordinal(23)).toBe('23rd');
  });

  it('reads an Alliance battle fought with table dice: each fire is Binomial(strength, firepower / 6)', () => {
    const c = toBattle();
    const fight = () => c.state.battles[0]!.fight!;
    // Austria's French Art (A2, defending) rolls 5: no hit, against a 1/3 chance of one.
    c.act('battle.step', { battle: 1, action: { type: 'fire', blockId: 'fr-art' } }, { physicalDice: [[5]] });
    // France's British Cav (B2, attacking) rolls 2, 6: one hit of 2 dice at 1/3 each.
    c.act('battle.step', { battle: 1, action: { type: 'fire', blockId: 'gb-cav' } }, { physicalDice: [[2, 6]] });
    c.act('battle.step', { battle: 1, action: { type: 'assignHit', blockId: 'fr-inf' } });
    expect(fightPending(fight())).toMatchObject({ kind: 'turn', blockId: 'gb-inf' });
    // France's British Inf (C2) rolls 1, 1: two hits.
    c.act('battle.step', { battle: 1, action: { type: 'fire', blockId: 'gb-inf' } }, { physicalDice: [[1, 1]] });
    // An undone fire does not count: the dice of an action taken back are not the campaign's.
    const t = Timeline.of(c.module, c.toFile());
    const luck = luckOf(t);
    expect(luck.rolls.map((r) => [r.power, r.actual])).toEqual([['austria', 0], ['france', 1], ['france', 2]]);
    const fr = luck.powers.find((p) => p.power === 'france')!;
    const au = luck.powers.find((p) => p.power === 'austria')!;
    // France: Binomial(4, 1/3) in all; P(0..4) = 16, 32, 24, 8, 1 (/81). Actual 3: (72 + 8/2) / 81 = 76/81.
    expect(fr.expected).toBeCloseTo(4 / 3, 12);
    expect(fr.actual).toBe(3);
    expect(fr.percentile).toBeCloseTo((76 / 81) * 100, 10);
    expect(fr.sentence).toBe('France’s dice: 94th percentile, luckier than expected');
    // Austria: one die at 1/3, no hit: P(0) / 2 = 1/3.
    expect(au.expected).toBeCloseTo(1 / 3, 12);
    expect(au.percentile).toBeCloseTo(100 / 3, 10);
    expect(au.sentence).toBe('Austria’s dice: 33rd percentile, about as lucky as expected');
    // Undo the last fire: France is back to one hit of two dice. P(0) = 4/9, P(1) = 4/9: 4/9 + 2/9 = 2/3.
    c.undo();
    const fr2 = luckOf(Timeline.of(c.module, c.toFile())).powers.find((p) => p.power === 'france')!;
    expect(fr2.rolls).toBe(1);
    expect(fr2.percentile).toBeCloseTo((2 / 3) * 100, 10);
  });
});

describe('the battles table and track charts', () => {
  it('lists a battle fought in the app with the exact odds before its first die, and its result', () => {
    const c = toBattle();
    fightOut(c);
    const b = c.state.battles[0]!;
    const charts = chartData(Timeline.of(c.module, c.toFile()));
    expect(charts.battlesKnown).toBe(true);
    expect(charts.battles).toHaveLength(1);
    const row = charts.battles[0]!;
    expect(row).toMatchObject({ where: 'Bavaria', attacker: ['france'], defender: ['austria'], winner: b.outcome === 'attacker-holds' ? 'attacker' : 'defender' });
    expect(row.attackerChance).toBeCloseTo(computeAllianceOdds({ ...A12, game: 'alliance' }).attackerHolds, 12);
    expect(row.seq).toBe(c.entries.length);
  });

  it('charts each power\'s tracks where they change, with the entry that changed them', () => {
    const c = allianceCampaign();
    c.act('track.adjust', { track: 'gold', power: 'france', delta: 3, reason: 'found in the cellar' });
    c.act('track.adjust', { track: 'gold', power: 'britain', delta: -1, reason: 'a slip' });
    c.act('track.adjust', { track: 'gold', power: 'france', delta: 2, reason: 'again' });
    c.undo(); // France's second change is taken back: the chart follows the entries in force
    const start = c.module.readTrack(c.state, 'gold', 'france') - 3;
    const charts = chartData(Timeline.of(c.module, c.toFile()));
    const gold = charts.tracks.find((t) => t.id === 'gold')!;
    const fr = gold.series.find((s) => s.power === 'france')!;
    expect(fr.colour).toBe(c.module.powers.find((p) => p.id === 'france')!.colour);
    expect(fr.points.map((p) => [p.seq, p.value])).toEqual([[0, start], [1, start + 3]]);
    expect(fr.points[1]!.title).toBe(c.entries[0]!.title);
    const gb = gold.series.find((s) => s.power === 'britain')!;
    expect(gb.points.map((p) => p.seq)).toEqual([0, 2]);
    expect(charts.total).toBe(4);
    expect(charts.ticks[0]).toMatchObject({ seq: 0 });
  });

  it('leaves VP not entered out of the chart (null: a gap), not drawn as the partial sum, until the group enters it [Alliance 3.4, 10.1]', () => {
    const c = allianceCampaign();
    const missing = (power: string) => c.module.derived(c.state, c.header).find((d) => d.id === 'vp' && d.power === power)?.missing;
    // The fixture's set-up: Britain's homeland Victory Cities are not entered, France's are (the rulebook's).
    expect(missing('britain')).toMatch(/not entered/);
    expect(missing('france')).toBeUndefined();
    const partial = c.module.readTrack(c.state, 'vp', 'britain');
    c.act('income.homeland', { power: 'britain', value: 7 });
    const vp = chartData(Timeline.of(c.module, c.toFile())).tracks.find((t) => t.id === 'vp')!;
    const gb = vp.series.find((s) => s.power === 'britain')!;
    expect(gb.points.map((p) => [p.seq, p.value])).toEqual([[0, null], [1, c.module.readTrack(c.state, 'vp', 'britain')]]);
    expect(gb.points[1]!.value).not.toBe(partial);
    const fr = vp.series.find((s) => s.power === 'france')!;
    expect(fr.points.map((p) => [p.seq, p.value])).toEqual([[0, c.module.readTrack(c.state, 'vp', 'france')]]);
  });
});
