// The campaign review's view of Imperial Borders: battles with their exact odds before the first die, and
// the known-odds rolls for the luck meter, on scripted dice with hand-worked numbers. The test dice (testing.ts):
// Black = Double Blast, Blast, Blast, Bar, Blank, Blank; White = Blue, Red, Bar, Blank, Blank, Blank.
import { describe, expect, it } from 'vitest';
import { luckOf } from '../../review/charts';
import { Timeline } from '../../review/timeline';
import { hitsDist, imperialBordersReview as review } from './review';
import { bidRound, goTo, ibCampaign, marchTo } from './testing';

const close = (xs: readonly number[], want: readonly number[]) => {
  expect(xs).toHaveLength(want.length);
  xs.forEach((x, i) => expect(x).toBeCloseTo(want[i]!, 12));
};
const BLACK = { double: 1, blast: 2, bar: 1, blank: 2 };
const WHITE = { red: 1, blue: 1, bar: 1, blank: 3 };

describe('hits per roll', () => {
  it('a Black die: Aggressive 0/1/2 Hits with 2/6, 3/6, 1/6; Defensive (Bars block, not hit) 3/6, 2/6, 1/6', () => {
    close(hitsDist({ black: BLACK, white: WHITE }, { black: 1, white: 0 }, 'aggressive'), [2 / 6, 3 / 6, 1 / 6]);
    close(hitsDist({ black: BLACK, white: WHITE }, { black: 1, white: 0 }, 'defensive'), [3 / 6, 2 / 6, 1 / 6]);
  });
  it('1 Black and 1 White, Aggressive: the White Hit 1/2 convolved with the Black die', () => {
    // P(0) = 2/6·1/2, P(1) = 3/6·1/2 + 2/6·1/2, P(2) = 1/6·1/2 + 3/6·1/2, P(3) = 1/6·1/2.
    close(hitsDist({ black: BLACK, white: WHITE }, { black: 1, white: 1 }, 'aggressive'), [1 / 6, 5 / 12, 1 / 3, 1 / 12]);
  });
});

/** Prussia's lone Cannon attacks France's in Saxony, both Cavalry placed, the attacker Aggressive: Battle Round 1's dice are next. */
function cannonDuel(defender: 'aggressive' | 'defensive') {
  const c = ibCampaign();
  bidRound(c, { prussia: 1 }, { prussia: 1 });
  marchTo(c, 'prussia');
  c.act('ib.battle.setup', { where: 'Saxony', kind: 'land', attacker: { nations: ['prussia'], units: [{ nation: 'prussia', type: 'cannon' }] }, defender: { nations: ['france'], units: [{ nation: 'france', type: 'cannon' }] } });
  for (const side of ['attacker', 'defender']) c.act('ib.battle.step', { type: 'positions', side });
  c.act('ib.battle.step', { type: 'stance', side: 'attacker', stance: 'aggressive' });
  c.act('ib.battle.step', { type: 'stance', side: 'defender', stance: defender });
  return c;
}

describe('the review hook', () => {
  it('a battle: the roll’s odds for the luck meter, then the battle with its exact odds before the first die', () => {
    const c = cannonDuel('aggressive');
    let before = c.state;
    // The table's die shows face 1 (Double Blast): 2 Hits.
    let e = c.act('ib.battle.step', { type: 'dice', side: 'attacker' }, { physicalDice: [[1]] });
    const [roll] = review.rolls!(e, before, c.header);
    expect(roll).toMatchObject({ power: 'prussia', actual: 2 });
    close(roll!.dist, [2 / 6, 3 / 6, 1 / 6]);
    before = c.state;
    e = c.act('ib.battle.step', { type: 'dice', side: 'defender' }, { physicalDice: [[5]] }); // a Blank
    expect(review.rolls!(e, before, c.header)).toMatchObject([{ power: 'france', actual: 0 }]);
    const hit = c.state.fight!.state.hits.attacker[0]!.id;
    c.act('ib.battle.step', { type: 'assign', side: 'attacker', hits: [{ hit, target: 'france-can-1' }] });
    before = c.state;
    e = c.act('ib.battle.record', {});
    // Each lone Cannon hits (1 Hit or more) with 4/6 = 2/3, both Aggressive, no blocks. A round: attacker victory
    // 2/3 · 1/3 = 2/9, both hit 4/9 (mutual defeat), both miss 1/9 (on to the next round; 3 rounds at most).
    // P(attacker victory) = 2/9 · (1 + 1/9 + 1/81) = 182/729.
    const b = review.battle!(e, before, c.state, c.header)!;
    expect(b).toMatchObject({ where: 'Saxony', attacker: ['prussia'], defender: ['france'], winner: 'attacker' });
    expect(b.result).toMatch(/^Attacker victory/);
    expect(b.attackerChance).toBeCloseTo(182 / 729, 12);
    // Other entries are no battle.
    expect(review.battle!(c.entries[c.entries.length - 2]!, before, before, c.header)).toBeNull();
  });

  it('the Round 1 stances chosen are the odds’ policy: Defensive defender, Bars block', () => {
    const c = cannonDuel('defensive');
    c.act('ib.battle.step', { type: 'dice', side: 'attacker' }, { physicalDice: [[2]] }); // a Blast
    c.act('ib.battle.step', { type: 'dice', side: 'defender' }, { physicalDice: [[4]] }); // a Bar: blocks it
    c.act('ib.battle.step', { type: 'block', side: 'defender', cancel: [c.state.fight!.state.hits.attacker[0]!.id] });
    c.act('ib.battle.step', { type: 'end' });
    const before = c.state;
    const e = c.act('ib.battle.record', {});
    // A round, attacker Aggressive (its Bar hits), defender Defensive (its Bar blocks, 1 Hit from Blasts 2/6, 2 from the Double 1/6):
    //   defender misses 3/6 (Blank 2/6 + Bar 1/6). Attacker's Hits: 0 w.p. 2/6, 1 w.p. 3/6, 2 w.p. 1/6; a defender Bar (1/6) blocks one.
    //   The defender's Cannon falls: attacker ≥1 Hit and no Bar (4/6 · 5/6), or 2 Hits and a Bar (1/6 · 1/6) = 21/36.
    //   Attacker victory in a round: falls and the defender misses (the defender rolled Blank: 2/6 · 4/6 = 8/36; Bar: 1/6 · 1/6 = 1/36) = 9/36.
    //   Both miss (the attacker's Cannon survives, the defender's too): defender Blank and attacker 0 (2/6 · 2/6 = 4/36), or Bar and attacker ≤ 1 (1/6 · 5/6 = 5/36) = 9/36.
    // The stop rule keeps fighting: P = 9/36 · (1 + 9/36 + (9/36)²) = 21/64.
    expect(review.battle!(e, before, c.state, c.header)!.attackerChance).toBeCloseTo(21 / 64, 12);
  });

  it('annexation dice: Binomial(dice, P(Blast)) per Nation, Bars counted for the AD VICTORIAM IMPERIALIS holder', () => {
    const c = ibCampaign();
    goTo(c, 'p5-annex');
    const before = c.state;
    // France 2 dice: faces 1 (Blue) and 4 (Blank): 1 Blast. Austria 1 die: face 3 (Bar): 0 Blasts.
    const e = c.act('ib.annex', { territory: 'Naples', rollers: [{ nation: 'france', landUnits: 2 }, { nation: 'austria', landUnits: 1 }] }, { physicalDice: [[1, 4], [3]] });
    const rolls = review.rolls!(e, before, c.header);
    expect(rolls.map((r) => [r.power, r.actual])).toEqual([['france', 1], ['austria', 0]]);
    close(rolls[0]!.dist, [4 / 9, 4 / 9, 1 / 9]); // P(Blast) = 2/6
    close(rolls[1]!.dist, [2 / 3, 1 / 3]);
    const avi = { ...before, nations: { ...before.nations, austria: { ...before.nations.austria, medals: ['ad-victoriam-imperialis' as const] } } };
    const r2 = review.rolls!(e, avi, c.header);
    expect(r2[1]!.actual).toBe(1); // the Bar is a Blast for the holder
    close(r2[1]!.dist, [1 / 2, 1 / 2]);
  });

  it('combined dice: the sum of each Nation’s Binomial, the AVI holder’s dice with Bars', () => {
    const c = ibCampaign();
    goTo(c, 'p5-annex');
    const before = { ...c.state, nations: { ...c.state.nations, austria: { ...c.state.nations.austria, medals: ['ad-victoriam-imperialis' as const] } } };
    const payload = { territory: 'Naples', rollers: [{ nation: 'france', landUnits: 1, with: [{ nation: 'austria', landUnits: 1 }] }] };
    const e = c.act('ib.annex', payload, { physicalDice: [[3], [3]] }); // a Bar each
    const [r] = review.rolls!(e, before, c.header);
    // France's die 1/3, Austria's 1/2 (Bars count): P(0) = 2/3·1/2, P(1) = 1/3·1/2 + 2/3·1/2, P(2) = 1/3·1/2.
    close(r!.dist, [1 / 3, 1 / 2, 1 / 6]);
    expect(r).toMatchObject({ power: 'france', actual: 1 });
  });

  it('table dice typed as face counts (no dice in the log) reach the luck meter: a battle roll and an annexation', () => {
    const c = cannonDuel('aggressive');
    const none = { double: 0, blast: 0, bar: 0, blank: 0 };
    const w0 = { red: 0, blue: 0, bar: 0, blank: 0 };
    c.act('ib.battle.step', { type: 'dice', side: 'attacker', faces: { black: { ...none, blast: 1 }, white: w0 } });
    c.act('ib.battle.step', { type: 'dice', side: 'defender', faces: { black: { ...none, blank: 1 }, white: w0 } });
    const luck = luckOf(Timeline.of(c.module, c.toFile()));
    expect(luck.rolls.map((r) => [r.power, r.actual])).toEqual([['prussia', 1], ['france', 0]]);
    close(luck.rolls[0]!.dist, [2 / 6, 3 / 6, 1 / 6]);
    const c2 = ibCampaign();
    goTo(c2, 'p5-annex');
    c2.act('ib.annex', { territory: 'Naples', rollers: [{ nation: 'france', landUnits: 2, faces: { red: 0, blue: 1, bar: 0, blank: 1 } }] });
    const l2 = luckOf(Timeline.of(c2.module, c2.toFile()));
    expect(l2.rolls.map((r) => [r.power, r.actual])).toEqual([['france', 1]]);
    close(l2.rolls[0]!.dist, [4 / 9, 4 / 9, 1 / 9]);
  });
});
