// The Rulebook's battle examples (digest §8 R-11..R-17) and the derived battle tests (D-13, D-21, D-22) as
// tests asserting their numbers, plus the exact dice distributions of digest §4.7.
import { describe, expect, it } from 'vitest';
import { setCell } from '../../../data/tables';
import { CONGRESS_OF_VIENNA_DATA } from '../tables';
import {
  applyAction, bestOfTwo2d6, majorBattleVp, buildDrm, computeCongressOfViennaOdds, createBattle, lossesFor, outcomeOf, parseCovBattle, rulebookPack, trackLookup, twoD6,
  type CovBattleState,
} from './index';
import { ISSUE_EXAMPLE, clone } from './test/fixtures';

/** A battle with no withdrawal and no cards (the Allies deciding first), the referee typing the losses inflicted. */
function typedLosses(input: unknown, french: number, allied: number): CovBattleState {
  let s = createBattle(input);
  s = applyAction(s, { type: 'withdraw', side: 'french', withdraw: false });
  s = applyAction(s, { type: 'withdraw', side: 'allied', withdraw: false });
  s = applyAction(s, { type: 'cards', side: 'allied', cards: [] });
  s = applyAction(s, { type: 'cards', side: 'french', cards: [] });
  return applyAction(s, { type: 'losses', french, allied });
}
const codes = (lines: Array<{ code: string; value: number }>) => lines.map((l) => [l.code, l.value]);
const TRACK = ISSUE_EXAMPLE.lossTrack;

/** A small battle on Front B: the Northern Army attacks the Army of the Elbe. */
const frontB = (over: Record<string, any> = {}) => ({
  game: 'congress-of-vienna',
  front: 'B',
  french: { army: 'army-of-the-elbe', units: { FR: 5 }, space: { id: 'prussia', nation: 'PR' }, ...over.french },
  allied: { army: 'northern-army', owner: 'RU', milOp: true, units: { RU: 3, PR: 1 }, space: { id: 'east-prussia', nation: 'NONE' }, ...over.allied },
  lossTrack: TRACK,
  ...over.top,
});

describe('dice (digest §4.7 reference distributions)', () => {
  it('2d6 over 36 and the better of two 2d6 over 1296', () => {
    expect(twoD6().weights.slice(2)).toEqual([1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1]);
    expect(bestOfTwo2d6().weights.slice(2)).toEqual([1, 8, 27, 64, 125, 216, 235, 224, 189, 136, 71]);
    expect(bestOfTwo2d6().weights.reduce((a, b) => a + b, 0)).toBe(1296);
  });
});

describe('R-13 Battle losses [13.4.4]: French +20 inflicts 2, Allied +24 inflicts 3', () => {
  it('reads the anchors on the issue’s track and the Allies win', () => {
    expect(lossesFor(TRACK.french as any, 20)).toBe(2);
    expect(lossesFor(TRACK.allied as any, 24)).toBe(3);
    const b = parseCovBattle(ISSUE_EXAMPLE);
    expect(outcomeOf(b, 2, 3).winner).toBe('allied');
  });
  it('the template pack carries the anchors; a track contradicting them is flagged', () => {
    const t = parseCovBattle({ ...clone(ISSUE_EXAMPLE), lossTrack: undefined }).lossTrack;
    expect(trackLookup(t, 'french', 20)).toBe(2);
    expect(trackLookup(t, 'allied', 24)).toBe(3);
    expect(trackLookup(t, 'french', 21)).toBeNull();
    const bad = clone(ISSUE_EXAMPLE);
    bad.lossTrack.french = [[8, 1], [20, 3]];
    expect(parseCovBattle(bad).warnings.join(' ')).toMatch(/French \+20 as 2 losses \[13\.4\.4\]; this track gives 3/);
  });
});

describe('R-12 the full battle example, Front C [13.4.2-13.4.3]', () => {
  const r = computeCongressOfViennaOdds(ISSUE_EXAMPLE);
  it('Step A: France 7, Britain 8 + 3 Guerrilla + 3 Military Support = 14, no Homeland in Spain or Portugal', () => {
    const b = parseCovBattle({ ...clone(ISSUE_EXAMPLE), french: { ...clone(ISSUE_EXAMPLE.french), cards: [] }, allied: { ...clone(ISSUE_EXAMPLE.allied), cards: [] } });
    const d = buildDrm(b);
    expect(d.french.total).toBe(7);
    expect(d.allied.total).toBe(14);
    expect(codes(d.allied.lines)).toEqual([['a', 8], ['b', 3], ['h', 3]]);
  });
  it('before the dice: French +12, Allied +19; France decides first (Allied homeland spaces)', () => {
    expect(r.drm.french.total).toBe(12);
    expect(r.drm.allied.total).toBe(19);
    expect(codes(r.drm.french.lines)).toEqual([['a', 7], ['card', 2], ['card', 3]]);
    expect(codes(r.drm.allied.lines)).toEqual([['a', 8], ['b', 3], ['h', 3], ['card', 4], ['card', 1]]);
    expect(r.cardDecisionOrder).toEqual(['french', 'allied']);
    expect(r.dice).toEqual({ french: '2d6', allied: 'two-2d6-best' });
  });
  it('the dice of the example (French 7; British 3, then Wellington’s 10) give French +19 and Allied +29: a British victory', () => {
    let s: CovBattleState = createBattle({ ...clone(ISSUE_EXAMPLE), french: { ...clone(ISSUE_EXAMPLE.french), cards: undefined, withdraw: undefined }, allied: { ...clone(ISSUE_EXAMPLE.allied), cards: undefined } });
    s = applyAction(s, { type: 'withdraw', side: 'french', withdraw: false });
    s = applyAction(s, { type: 'withdraw', side: 'allied', withdraw: false });
    expect(() => applyAction(s, { type: 'cards', side: 'allied', cards: [] })).toThrow(/France decides first .*Allied homeland space \[13\.4\.3\]/);
    s = applyAction(s, { type: 'cards', side: 'french', cards: ISSUE_EXAMPLE.french.cards as any });
    s = applyAction(s, { type: 'cards', side: 'allied', cards: ISSUE_EXAMPLE.allied.cards as any });
    s = applyAction(s, { type: 'roll', side: 'french', faces: [3, 4] });
    s = applyAction(s, { type: 'roll', side: 'allied', faces: [1, 2, 4, 6] });
    expect(s.step).toBe('done');
    expect(s.totals).toEqual({ french: 19, allied: 29 });
    const res = s.result!;
    expect(res.inflicted).toEqual({ french: 2, allied: 4 });
    expect(res.winner).toBe('allied');
    // Derived continuation: the Army of Spain retreats, the Army of Portugal advances; Major Battle BR +1, FR -1.
    expect(res.spaceTaken).toEqual({ side: 'french', id: 'leon' });
    expect(res.vp).toEqual([{ power: 'BR', vp: 1, source: 'Major Battle [13.4.6]' }, { power: 'FR', vp: -1, source: 'Major Battle [13.4.6]' }]);
  });
  it('exact odds on the issue’s track: the outcomes add up to 1 and match a hand count', () => {
    expect(r.frenchWins + r.alliedWins + r.draw).toBeCloseTo(1, 12);
    // France: totals 14-20 inflict 2 (dice 2-8: 26/36), 21-24 inflict 3 (dice 9-12: 10/36).
    expect(r.inflicted.french[2]).toBeCloseTo(26 / 36, 12);
    expect(r.inflicted.french[3]).toBeCloseTo(10 / 36, 12);
    // Allies (better of two 2d6 over 1296): 21 -> 2 (1), 22-27 -> 3 (675), 28-31 -> 4 (620).
    expect(r.inflicted.allied[2]).toBeCloseTo(1 / 1296, 12);
    expect(r.inflicted.allied[3]).toBeCloseTo(675 / 1296, 12);
    expect(r.inflicted.allied[4]).toBeCloseTo(620 / 1296, 12);
    // France wins only if it inflicts 3 and the Allies 2: 10/36 * 1/1296.
    expect(r.exact.frenchWins).toBe('5/23328');
    expect(r.frenchWins).toBeCloseTo((10 / 36) * (1 / 1296), 15);
    expect(r.majorBattle).toMatchObject({ eligible: true });
    expect(r.majorBattle.probability).toBeCloseTo(r.frenchWins + r.alliedWins, 12);
  });
});

describe('R-11 Homeland bonus [13.4.1e]', () => {
  const home = (units: Record<string, number>) =>
    buildDrm(parseCovBattle(frontB({ french: { milOp: true, space: { id: 'pomerania', nation: 'NONE' } }, allied: { milOp: false, units, space: { id: 'prussia', nation: 'PR' } } }))).allied.lines.filter((l) => l.code === 'e');
  it('(a) a Russian majority in Prussia: no +3', () => expect(home({ RU: 3, PR: 1 })).toEqual([]));
  it('(b) 4 PR + 2 RU + 2 SW: +3', () => expect(home({ PR: 4, RU: 2, SW: 2 }).map((l) => l.value)).toEqual([3]));
  it('(c) only 2 PR + 2 RU + 2 SW: still +3', () => expect(home({ PR: 2, RU: 2, SW: 2 }).map((l) => l.value)).toEqual([3]));
  it('no Homeland in a Minor Country space, nor for France outside France', () => {
    const b = parseCovBattle(frontB({ french: { milOp: true }, allied: { milOp: false, units: { PR: 4 }, space: { id: 'saxony', nation: 'PR', minorCountry: true } } }));
    expect(buildDrm(b).allied.lines.some((l) => l.code === 'e')).toBe(false);
    const fr = parseCovBattle(frontB({ french: { space: { id: 'alsace', nation: 'FR' } } }));
    expect(buildDrm(fr).french.lines.find((l) => l.code === 'e')?.value).toBe(3);
  });
  it('both Mil-Ops: both spaces count, but each kind of modifier once per side', () => {
    const b = parseCovBattle(frontB({ french: { milOp: true, space: { id: 'prussia', nation: 'PR' } }, allied: { units: { PR: 4 }, space: { id: 'pomerania', nation: 'PR' } } }));
    expect(buildDrm(b).allied.lines.filter((l) => l.code === 'e')).toHaveLength(1);
  });
});

describe('R-15 cancelling a retreat in the mountains [13.4.5]', () => {
  const gascony = (frUnits: number) =>
    parseCovBattle({
      game: 'congress-of-vienna',
      front: 'C',
      french: { army: 'army-of-spain', units: { FR: frUnits }, space: { id: 'gascony', nation: 'FR', mountain: true } },
      allied: { army: 'army-of-portugal', milOp: true, units: { BR: 6 }, space: { id: 'castile', nation: 'SP' } },
      lossTrack: TRACK,
    });
  it('7 units, suffers 3, inflicts 2: may cancel (4 lost, 3 remain); the attacker pays −3 for the mountain', () => {
    const b = gascony(7);
    expect(buildDrm(b).allied.lines.find((l) => l.code === 'g')?.value).toBe(-3);
    expect(outcomeOf(b, 2, 3).mountainCancel).toBe(true);
    let s = typedLosses({ game: 'congress-of-vienna', front: 'C', french: { army: 'army-of-spain', units: { FR: 7 }, space: { id: 'gascony', nation: 'FR', mountain: true } }, allied: { army: 'army-of-portugal', milOp: true, units: { BR: 6 }, space: { id: 'castile', nation: 'SP' } } }, 2, 3);
    expect(s.step).toBe('mountain-cancel');
    s = applyAction(s, { type: 'cancel-retreat', cancel: true });
    expect(s.result!.lost.french).toBe(4);
    expect(s.result!.spaceTaken).toBeNull();
  });
  it('starting with 3 units it may not cancel', () => expect(outcomeOf(gascony(3), 2, 3).mountainCancel).toBe(false));
});

describe('R-16 an Allied Army next to Paris that loses does not retreat [13.6.5]', () => {
  it('Belgium: no space change, no withdrawal', () => {
    const b = parseCovBattle(frontB({ french: { milOp: true, space: { id: 'holland', nation: 'NONE' } }, allied: { milOp: false, space: { id: 'belgium', nation: 'NONE' } } }));
    expect(outcomeOf(b, 3, 1)).toMatchObject({ winner: 'french', spaceTaken: null });
    expect(computeCongressOfViennaOdds({ ...frontB({ allied: { milOp: false, space: { id: 'belgium' } }, french: { milOp: true } }) }).withdrawal.allied.eligible).toBe(false);
  });
});

describe('R-17 coloured space VP [13.5]: Silesia is Russian-coloured 4', () => {
  const silesia = (frenchAttacks: boolean) => ({
    game: 'congress-of-vienna',
    front: 'A',
    french: { army: 'grande-armee', milOp: frenchAttacks, units: { FR: 6 }, space: { id: frenchAttacks ? 'saxony' : 'silesia' } },
    allied: { army: 'army-of-silesia', owner: 'RU', milOp: !frenchAttacks, units: { RU: 5 }, space: { id: frenchAttacks ? 'silesia' : 'poland' } },
    lossTrack: TRACK,
  });
  it('RU +4 on capture, RU −4 when France takes it, France gains nothing', () => {
    const s = typedLosses(silesia(false), 1, 3);
    expect(s.result!.vp.filter((v) => v.source.includes('changes hands'))).toEqual([{ power: 'RU', vp: 4, source: 'silesia changes hands [13.5]' }]);
    let t = createBattle(silesia(true));
    t = applyAction(t, { type: 'withdraw', side: 'french', withdraw: false });
    t = applyAction(t, { type: 'withdraw', side: 'allied', withdraw: false });
    t = applyAction(t, { type: 'cards', side: 'allied', cards: [] });
    t = applyAction(t, { type: 'cards', side: 'french', cards: [] });
    t = applyAction(t, { type: 'losses', french: 3, allied: 1 });
    expect(t.result!.vp.filter((v) => v.source.includes('changes hands'))).toEqual([{ power: 'RU', vp: -4, source: 'silesia changes hands [13.5]' }]);
    expect(computeCongressOfViennaOdds(silesia(false)).space.french).toMatchObject({ id: 'silesia', vp: { vp: 4, colour: 'ru' } });
  });
});

describe('D-13 a battle with a Withdrawal [13.4.2]', () => {
  // France defends and withdraws; the Allies attack with a Mil-Op; pre-withdrawal totals 10 vs 12.
  const input = frontB({ french: { units: { FR: 10 }, withdraw: true }, allied: { units: { RU: 9 }, support: 1, cards: [{ id: 'kutuzov', own: 1 }] } });
  const r = computeCongressOfViennaOdds(input);
  it('both −6 → 4 vs 7 before the dice (Kutuzov +1 added after)', () => {
    expect(r.drm.french.total).toBe(4);
    expect(r.drm.allied.total).toBe(12 - 6 + 1);
    expect(r.drm.french.lines.at(-1)).toMatchObject({ code: 'withdrawal', value: -6 });
  });
  it('France retreats and the Allies advance whatever the dice; no Major Battle; Kutuzov +1 VP; France never wins', () => {
    expect(r.space.french!.probability).toBe(1);
    expect(r.majorBattle).toMatchObject({ eligible: false, probability: 0 });
    expect(r.withdrawal.vp).toEqual([{ power: 'RU', vp: 1, source: 'Kutuzov: the opposing Army withdrew [13.4.2]', probability: 1 }]);
    expect(r.frenchWins).toBe(0);
    expect(r.killedInAction).toEqual([{ side: 'allied', card: 'Kutuzov', probability: 1 / 3 }]);
  });
  it('the withdrawing side inflicting more is no victory (a draw)', () => {
    const b = parseCovBattle(input);
    expect(outcomeOf(b, 3, 1).winner).toBe('none');
    expect(outcomeOf(b, 1, 3).winner).toBe('allied');
  });
  it('an Allied Army in its Front Start Space cannot withdraw', () => {
    const bad = frontB({ french: { milOp: true }, allied: { milOp: false, withdraw: true, space: { id: 'lithuania' } } });
    expect(() => computeCongressOfViennaOdds(bad)).toThrow(/Front Start Space \(lithuania\) cannot withdraw/);
  });
});

describe('D-21 Napoleon in a Major Battle: ±2 [13.4.6; 10.13]', () => {
  it('France wins with the Napoleon card: FR +2, Russia −2; France only with the other reading', () => {
    const input = { ...frontB({ french: { milOp: true, units: { FR: 6 }, cards: [{ id: 'napoleon', own: 6 }] }, allied: { units: { RU: 4 } } }) };
    const b = parseCovBattle(input);
    const r = computeCongressOfViennaOdds(input);
    expect(r.majorBattle.napoleon).toBe(true);
    expect(r.majorBattle.vp.map((v) => [v.power, v.vp])).toEqual([['FR', 2], ['RU', -2]]);
    expect(outcomeOf(b, 3, 1).majorBattle).toBe(true);
    expect(majorBattleVp(b, 'allied', true)).toEqual([['RU', 2], ['FR', -2]]);
    const fo = parseCovBattle({ ...input, rules: { napoleonMajorBattle: 'france-only' } });
    expect(majorBattleVp(fo, 'french', true)).toEqual([['FR', 2], ['RU', -1]]);
    expect(majorBattleVp(fo, 'allied', true)).toEqual([['RU', 1], ['FR', -2]]);
  });
});

describe('D-22 Front A without a Generalissimo [13.4.1c, 13.4.6]', () => {
  const input = {
    game: 'congress-of-vienna',
    front: 'A',
    french: { army: 'grande-armee', milOp: true, units: { FR: 6 }, space: { id: 'saxony', minorCountry: true } },
    allied: { army: 'army-of-silesia', owner: 'RU', milOp: true, units: { AU: 2, RU: 3 }, bohemiaAndSilesia: true, space: { id: 'silesia', nation: 'NONE' } },
    lossTrack: TRACK,
  };
  it('Allied a = 5, c = −3; Major Battle eligible on 2 + 3; Russia and Austria share the VP; France allocates the losses', () => {
    const r = computeCongressOfViennaOdds(input);
    expect(codes(r.drm.allied.lines)).toEqual([['a', 5], ['c', -3]]);
    expect(r.majorBattle.eligible).toBe(true);
    expect(new Set(r.majorBattle.vp.map((v) => v.power))).toEqual(new Set(['FR', 'RU', 'AU']));
    const s = typedLosses(input, 2, 2);
    expect(s.result!.allocatesAlliedLosses).toMatch(/^France/);
    expect(s.result!.winner).toBe('none');
  });
  it('with a Generalissimo: +3 instead, and the Generalissimo allocates', () => {
    const r = computeCongressOfViennaOdds({ ...input, allied: { ...input.allied, generalissimo: 'ru' } });
    expect(codes(r.drm.allied.lines)).toEqual([['a', 5], ['d', 3]]);
  });
  it('generalissimoPenalty after-first-activation: no −3 until the Generalissimo Issue has been activated', () => {
    const later = { ...input, rules: { generalissimoPenalty: 'after-first-activation' } };
    expect(codes(computeCongressOfViennaOdds(later).drm.allied.lines)).toEqual([['a', 5]]);
    expect(codes(computeCongressOfViennaOdds({ ...later, allied: { ...input.allied, generalissimoActivated: true } }).drm.allied.lines)).toEqual([['a', 5], ['c', -3]]);
    expect(codes(computeCongressOfViennaOdds({ ...input, allied: { ...input.allied, generalissimoActivated: false } }).drm.allied.lines)).toEqual([['a', 5], ['c', -3]]);
  });
});

describe('frontASeparateAttack: Russia attacks alone beside the Army of Bohemia, no Generalissimo [13.6.2, 13.4.6; digest 10.14]', () => {
  // Silesia's 3 Russian units attack with Russia's own Military Operation; Bohemia's 2 Austrian units share the space.
  const input = {
    game: 'congress-of-vienna',
    front: 'A',
    french: { army: 'grande-armee', milOp: false, units: { FR: 6 }, space: { id: 'saxony', minorCountry: true } },
    allied: { army: 'army-of-silesia', owner: 'RU', milOp: true, units: { RU: 3 }, bohemiaAndSilesia: true, separateAttack: { otherArmyUnits: 2 }, space: { id: 'silesia', nation: 'NONE' } },
    lossTrack: TRACK,
  };
  it('by default only the attacking Army counts: a = 3, c = −3, no Major Battle (3 Allied units); VP to both Powers', () => {
    const r = computeCongressOfViennaOdds(input);
    expect(codes(r.drm.allied.lines)).toEqual([['a', 3], ['c', -3]]);
    expect(r.majorBattle.eligible).toBe(false);
    expect(r.majorBattle.reason).toMatch(/Allies 3/);
  });
  it('"both-armies": a = 5 (2 of the other Army), c = −3, a Major Battle on 5 units with Russia and Austria at stake', () => {
    const r = computeCongressOfViennaOdds({ ...input, rules: { frontASeparateAttack: 'both-armies' } });
    expect(codes(r.drm.allied.lines)).toEqual([['a', 5], ['c', -3]]);
    expect(r.drm.allied.lines[0]!.label).toMatch(/2 of the other Army \(not attacking\)/);
    expect(r.majorBattle.eligible).toBe(true);
    expect(new Set(r.majorBattle.vp.map((v) => v.power))).toEqual(new Set(['FR', 'RU', 'AU']));
  });
  it('"both-armies" counts the other Army’s Military Support marker with its units (one per Army in the space [13.6.2]); by default neither', () => {
    const withSupport = { ...input, allied: { ...input.allied, separateAttack: { otherArmyUnits: 2, otherArmySupport: 1 } } };
    const both = computeCongressOfViennaOdds({ ...withSupport, rules: { frontASeparateAttack: 'both-armies' } });
    expect(codes(both.drm.allied.lines)).toEqual([['a', 5], ['b', 3], ['c', -3]]);
    expect(both.drm.allied.lines[1]!.label).toBe('Military Support marker (1 × +3), 1 of the other Army (not attacking) [13.6.2]');
    expect(codes(computeCongressOfViennaOdds(withSupport).drm.allied.lines)).toEqual([['a', 3], ['c', -3]]);
    // The attacking Army's own marker and the other Army's: two, +6.
    const two = computeCongressOfViennaOdds({ ...withSupport, allied: { ...withSupport.allied, support: 1 }, rules: { frontASeparateAttack: 'both-armies' } });
    expect(codes(two.drm.allied.lines)).toEqual([['a', 5], ['b', 6], ['c', -3]]);
  });
  it('either way only the attacking Power suffers losses: the most Russia can lose is its 3 units, and Russia allocates', () => {
    for (const rules of [{}, { frontASeparateAttack: 'both-armies' }]) {
      const r = computeCongressOfViennaOdds({ ...input, rules });
      expect(r.losses.allied.distribution.length - 1).toBe(3);
    }
    const s = typedLosses(input, 1, 2);
    expect(s.result!.allocatesAlliedLosses).toMatch(/^the attacking Power \(RU\) alone/);
  });
  it('a separate attack needs Front A, both Armies in one space, no Generalissimo and the Allied Military Operation', () => {
    expect(() => parseCovBattle({ ...input, allied: { ...input.allied, generalissimo: 'RU' } })).toThrow(/separate attack/);
    expect(() => parseCovBattle({ ...input, allied: { ...input.allied, milOp: false }, french: { ...input.french, milOp: true } })).toThrow(/separate attack/);
  });
});

describe('the rest of codes a-i, the Meddling Tsar, landings', () => {
  it('amphibious landing at Naples: units + fleets, −3 [13.4.1a,f, 13.6.3]; the Initial Situation modifier', () => {
    const r = computeCongressOfViennaOdds({
      game: 'congress-of-vienna', front: 'E',
      french: { army: 'army-of-naples', units: { FR: 2 }, space: { id: 'naples', minorCountry: true }, situation: 1 },
      allied: { army: 'army-of-sicily', milOp: true, units: { BR: 2 }, fleets: 2, amphibious: true, space: { id: 'sicily' } },
      lossTrack: TRACK,
    });
    expect(codes(r.drm.allied.lines)).toEqual([['a', 4], ['f', -3]]);
    expect(codes(r.drm.french.lines)).toEqual([['a', 2], ['i', 1]]);
  });
  it('landings: a fleet and a British unit are needed; France never attacks Sicily [13.1, 13.6.3]', () => {
    const naples = (allied: object, french: object = {}) => ({ game: 'congress-of-vienna', front: 'E', french: { army: 'army-of-naples', units: { FR: 2 }, space: { id: 'naples' }, ...french }, allied: { army: 'army-of-sicily', units: { BR: 1 }, fleets: 1, space: { id: 'sicily' }, ...allied }, lossTrack: TRACK });
    expect(() => computeCongressOfViennaOdds(naples({ milOp: true, amphibious: true, fleets: 0 }))).toThrow(/at least one British fleet and one British unit/);
    expect(() => computeCongressOfViennaOdds(naples({}, { milOp: true }))).toThrow(/never attack an embarkation space/);
  });
  it('the Meddling Tsar: −2 with Russian units only', () => {
    const r = computeCongressOfViennaOdds(frontB({ allied: { meddlingTsar: true } }));
    expect(r.drm.allied.lines.find((l) => l.label.includes('Meddling'))).toMatchObject({ code: 'i', value: -2 });
  });
  it('War of 1812: fleets count, no Homeland, no withdrawal, no Major Battle; status ±1 to the winner', () => {
    const r = computeCongressOfViennaOdds({
      game: 'congress-of-vienna', front: 'G',
      french: { milOp: true, units: { US: 6 }, support: 1 },
      allied: { owner: 'BR', units: { BR: 2 }, fleets: 3, support: 1 },
      lossTrack: TRACK,
    });
    expect(r.drm.allied.total).toBe(8);
    expect(r.drm.french.total).toBe(9);
    expect(r.majorBattle.eligible).toBe(false);
    expect(r.withdrawal.french.eligible).toBe(false);
    expect(r.war1812!.usPlus).toBeCloseTo(r.frenchWins, 12);
  });
  it('an empty defender: the attacker wins at once [13.4]', () => {
    const r = computeCongressOfViennaOdds({ game: 'congress-of-vienna', front: 'F', french: { army: 'army-of-italy', milOp: true, units: { FR: 1 }, space: { id: 'venice' } }, allied: { army: 'army-of-tyrol', units: {}, space: { id: 'tyrol' } }, lossTrack: TRACK });
    expect(r.frenchWins).toBe(1);
    expect(r.automatic).toMatch(/: France wins at once \[13.4\]\.$/);
  });
});

describe('refusals: plain words, nothing computed', () => {
  it('an Army over its box limit', () => {
    const bad = clone(ISSUE_EXAMPLE);
    bad.allied.units = { BR: 8, SP: 2, PT: 1 };
    expect(() => computeCongressOfViennaOdds(bad)).toThrow(/allied\.units: the Army of Portugal holds at most 10 units/);
  });
  it('a card played where its front does not allow it (the group entered the card’s fronts)', () => {
    const pack = setCell(CONGRESS_OF_VIENNA_DATA, rulebookPack(), 'cards', '65', 'fronts', 'A,B');
    expect(() => computeCongressOfViennaOdds(ISSUE_EXAMPLE, { pack })).toThrow(/french\.cards\[1\]\.id: #65 may be played only on Fronts A, B, not on Front C/);
    const notMilitary = setCell(CONGRESS_OF_VIENNA_DATA, rulebookPack(), 'cards', '65', 'military', false);
    expect(() => computeCongressOfViennaOdds(ISSUE_EXAMPLE, { pack: notMilitary })).toThrow(/not a military card/);
  });
  it('the resolver refuses a card off its front and keeps the state', () => {
    const pack = setCell(CONGRESS_OF_VIENNA_DATA, rulebookPack(), 'cards', '65', 'fronts', 'A');
    let s = createBattle({ ...clone(ISSUE_EXAMPLE), french: { ...clone(ISSUE_EXAMPLE.french), cards: undefined, withdraw: undefined }, allied: { ...clone(ISSUE_EXAMPLE.allied), cards: undefined } }, { pack });
    s = applyAction(s, { type: 'withdraw', side: 'french', withdraw: false }, { pack });
    s = applyAction(s, { type: 'withdraw', side: 'allied', withdraw: false }, { pack });
    const before = JSON.stringify(s);
    expect(() => applyAction(s, { type: 'cards', side: 'french', cards: [{ id: 'event-65', own: 3 }] }, { pack })).toThrow(/may be played only on Front A/);
    expect(JSON.stringify(s)).toBe(before);
  });
  it('wrong fields, both withdrawing, no Mil-Op, a card both ways, an unknown Army', () => {
    const t = (over: any, re: RegExp) => expect(() => computeCongressOfViennaOdds({ ...clone(ISSUE_EXAMPLE), ...over })).toThrow(re);
    t({ front: 'H' }, /front: must be one of/);
    t({ colour: 'red' }, /colour: unknown field/);
    t({ french: { ...clone(ISSUE_EXAMPLE.french), withdraw: true }, allied: { ...clone(ISSUE_EXAMPLE.allied), withdraw: true } }, /only one Army may withdraw/);
    t({ french: { ...clone(ISSUE_EXAMPLE.french), milOp: false }, allied: { ...clone(ISSUE_EXAMPLE.allied), milOp: false } }, /no battle/);
    t({ french: { ...clone(ISSUE_EXAMPLE.french), cards: [{ id: 'x', own: 1, enemy: -1 }] } }, /either "own".*not both/);
    t({ french: { ...clone(ISSUE_EXAMPLE.french), army: 'army-of-atlantis' } }, /unknown Army "army-of-atlantis"/);
    t({ french: { ...clone(ISSUE_EXAMPLE.french), army: 'army-of-italy' } }, /fights on Front F, not Front C/);
    t({ french: { ...clone(ISSUE_EXAMPLE.french), units: {} } }, /french\.units: a Military Operation is placed only with an Army .* at least one unit/);
  });
  it('without a lossTrack the pack’s missing spaces are named, with the manual mode', () => {
    const { lossTrack, ...noTrack } = clone(ISSUE_EXAMPLE);
    void lossTrack;
    try {
      computeCongressOfViennaOdds(noTrack);
      expect.unreachable();
    } catch (e: any) {
      expect(e.field).toBe('lossTrack');
      expect(e.table).toBe('battle-drm-track');
      expect(e.message).toMatch(/Battle DRM Track: losses inflicted.*France \(blue\) \+14.*manual mode/);
    }
  });
});

describe('rule settings of the battle (digest §10 readings)', () => {
  it('10.22 french-attacker-only: with both Mil-Ops the Allies decide first', () => {
    expect(computeCongressOfViennaOdds({ ...clone(ISSUE_EXAMPLE), rules: { cardDecisionOrder: 'french-attacker-only' } }).cardDecisionOrder).toEqual(['allied', 'french']);
  });
  it('10.26 capped: the victor by the units actually removed', () => {
    // France inflicts 3 on a single Russian unit, the Allies inflict 1: 3 v 1 on the track, 1 v 1 removed.
    const input = frontB({ french: { units: { FR: 3 }, milOp: true }, allied: { units: { RU: 1 } } });
    expect(outcomeOf(parseCovBattle(input), 3, 1)).toMatchObject({ winner: 'french', lost: { french: 1, allied: 1 } });
    expect(outcomeOf(parseCovBattle({ ...input, rules: { lossesBeyondUnits: 'capped' } }), 3, 1).winner).toBe('none');
  });
  it('10.38 other-side-wins: the side that did not withdraw wins', () => {
    const input = frontB({ french: { withdraw: true } });
    expect(outcomeOf(parseCovBattle({ ...input, rules: { withdrawalResult: 'other-side-wins' } }), 3, 1).winner).toBe('allied');
  });
});
