// The digest's §8 worked examples and derived tests for the pure rule functions outside battle.
import { describe, expect, it } from 'vitest';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import {
  annexationChance, annexationDice, annexationWinner, assignSlots, awardMedals, blastChance, collectTaxes, congress, contestedAnnexation,
  finalScore, medalGold, medalPoints, prestigeAwards, resolveBids, winners, PhaseInputError, type MedalColumns,
} from './phases';

const NATIONS = ['france', 'austria', 'prussia', 'great-britain', 'russia', 'spain'];

describe('Phase 1: taxes', () => {
  it('EX-1: France with its Capital, 4 Majors and 3 Annexed collects 15 Gold', () => {
    expect(collectTaxes({ capitals: 1, majors: 4, annexed: 3, controlsOwnCapital: true })).toMatchObject({ income: 15, toTreasury: 15, toEscrow: 0 });
  });
  it('D-1: round 1 from a fresh set-up: 13 each, Great Britain 15 with its Colonies; Treasuries after Prussia’s and Britain’s Chest', () => {
    const start = { capitals: 1, majors: 4, annexed: 1, controlsOwnCapital: true };
    const treasury: Record<string, number> = {};
    for (const n of NATIONS) {
      const t = collectTaxes(n === 'great-britain' ? { ...start, colonies: { shipOnMap: true, holdsEnglandAndLondon: true, unopposed: true } } : start);
      treasury[n] = (n === 'prussia' || n === 'great-britain' ? 5 : 0) + t.toTreasury;
    }
    expect(treasury).toEqual({ france: 13, austria: 13, prussia: 18, 'great-britain': 20, russia: 13, spain: 13 });
  });
  it('Colonies failing put a Hotspot on the box; a lost Capital sends the income to escrow', () => {
    expect(collectTaxes({ capitals: 1, majors: 4, annexed: 1, controlsOwnCapital: true, colonies: { shipOnMap: false, holdsEnglandAndLondon: true, unopposed: true } })).toMatchObject({ income: 13, coloniesHotspot: true });
    expect(collectTaxes({ capitals: 0, majors: 3, annexed: 1, controlsOwnCapital: false })).toMatchObject({ income: 7, toTreasury: 0, toEscrow: 7 });
  });
});

describe('Phase 3: sealed bids', () => {
  it('D-13: bids 5, 5, 2, 0, 0: the two 5s pick first in a random order, then the 2, the zero bidders fill the last slots', () => {
    const bids = { a: 5, b: 5, c: 2, d: 0, e: 0 };
    const seen = new Set<string>();
    for (let seed = 0; seed < 20; seed++) {
      const r = resolveBids(bids, { a: 10, b: 5, c: 2, d: 0, e: 3 }, xoroshiro128plus(seed));
      expect(r.paid).toEqual(bids);
      expect(r.pickOrder.slice(0, 2).sort()).toEqual(['a', 'b']);
      expect(r.pickOrder[2]).toBe('c');
      expect(r.zeroBidders.sort()).toEqual(['d', 'e']);
      seen.add(r.pickOrder.join());
      const order = assignSlots(r, { [r.pickOrder[0]!]: 3, [r.pickOrder[1]!]: 1, c: 5 }, ['spain']);
      expect(order[2]).toBe(r.pickOrder[0]);
      expect(order[4]).toBe('c');
      expect(order[5]).toBe('spain');
    }
    expect(seen.size).toBe(2); // the tie really is drawn at random
  });
  it('refuses a bid above the Treasury, a bid without the Capital and a taken slot, with the reason', () => {
    expect(() => resolveBids({ a: 6 }, { a: 5 }, xoroshiro128plus(1))).toThrow(/a bids 6 Gold but its Treasury holds only 5/);
    expect(() => resolveBids({ a: 2 }, { a: 5 }, xoroshiro128plus(1), { a: false })).toThrow(PhaseInputError);
    const r = resolveBids({ a: 3, b: 2 }, { a: 5, b: 5 }, xoroshiro128plus(1));
    expect(() => assignSlots(r, { a: 1, b: 1 })).toThrow(/slot 1 is already taken by a/);
  });
});

describe('Phase 5: annexation', () => {
  const white = { red: 1, blue: 2, bar: 1, blank: 2 };
  it('D-11: 2 Half Infantry and 1 Elite Cannon roll 4 White dice, 5 with DOMINUS EXERCITUS', () => {
    expect(annexationDice(3, 1, false)).toBe(4);
    expect(annexationDice(3, 1, true)).toBe(5);
  });
  it('closed-form odds: 1 - (1-p)^n; AVI counts Bars; Sweden/Portugal needs 2 (p² with one die)', () => {
    const p = blastChance(white, false);
    expect(p).toBeCloseTo(0.5, 12);
    expect(annexationChance(3, p)).toBeCloseTo(0.875, 12);
    expect(blastChance(white, true)).toBeCloseTo(4 / 6, 12);
    expect(annexationChance(1, p, true)).toBeCloseTo(0.25, 12);
    expect(annexationChance(3, p, true)).toBeCloseTo(0.5, 12); // 1 - 1/8 - 3/8
  });
  it('several Nations: the most Blasts annexes, a tie annexes nothing; the probabilities add up', () => {
    const r = contestedAnnexation([{ nation: 'a', dice: 1, p: 0.5 }, { nation: 'b', dice: 1, p: 0.5 }]);
    expect(r.win).toEqual({ a: 0.25, b: 0.25 });
    expect(r.none).toBeCloseTo(0.5, 12);
    expect(annexationWinner({ a: 2, b: 2 })).toBeNull();
    expect(annexationWinner({ a: 2, b: 1 })).toBe('a');
    expect(annexationWinner({ a: 1 }, true)).toBeNull();
  });
});

describe('Phase 6: On Parade', () => {
  it('EX-2: France 3 + 4 + 12 + 3 + 1 = 23 Medal Points; column 1 = 3 means 30-39 casualty points', () => {
    expect(medalPoints({ casualtyPoints: 35, annexed: 4, majors: 4, capitals: 1, eliteLand: 3, eliteShips: 1 })).toEqual([3, 4, 12, 3, 1, 23]);
    expect(medalPoints({ casualtyPoints: 30, annexed: 0, majors: 0, capitals: 0, eliteLand: 0, eliteShips: 0 })[0]).toBe(3);
    expect(medalPoints({ casualtyPoints: 39, annexed: 0, majors: 0, capitals: 0, eliteLand: 0, eliteShips: 0 })[0]).toBe(3);
  });
  it('D-7: casualty sums 39 / 40 / 9 / 20 - 30 give column 1 = 3 / 4 / 0 / 0 (never below 0)', () => {
    const col1 = (p: number) => medalPoints({ casualtyPoints: p, annexed: 0, majors: 0, capitals: 0, eliteLand: 0, eliteShips: 0 })[0];
    expect([39, 40, 9, 20 - 30].map(col1)).toEqual([3, 4, 0, 0]);
  });
  it('D-6: totals 30, 30, 25, 20, 18, 12 give 3, 3, 2, 1, 0, 0 Prestige (dense), 3, 3, 1, 0, 0, 0 (competition)', () => {
    const totals = { a: 30, b: 30, c: 25, d: 20, e: 18, f: 12 };
    expect(Object.values(prestigeAwards(totals))).toEqual([3, 3, 2, 1, 0, 0]);
    expect(Object.values(prestigeAwards(totals, 'competition'))).toEqual([3, 3, 1, 0, 0, 0]);
  });
  it('D-2: round 1 with no changes: 14 each, all tied at 3 Prestige and no Medal; with Spain neutral Britain alone gets DOMINUS MARIS', () => {
    const chart: Record<string, MedalColumns> = {};
    for (const n of NATIONS) chart[n] = medalPoints({ casualtyPoints: 0, annexed: 1, majors: 4, capitals: 1, eliteLand: n === 'great-britain' || n === 'spain' ? 0 : 1, eliteShips: n === 'great-britain' || n === 'spain' ? 1 : 0 });
    expect(Object.values(chart).map((c) => c[5])).toEqual([14, 14, 14, 14, 14, 14]);
    expect(Object.values(prestigeAwards(Object.fromEntries(Object.entries(chart).map(([n, c]) => [n, c[5]]))))).toEqual([3, 3, 3, 3, 3, 3]);
    expect(Object.values(awardMedals(chart)).every((m) => m === null)).toBe(true);
    const { spain, ...five } = chart;
    void spain;
    expect(awardMedals(five)).toMatchObject({ 'dominus-maris': 'great-britain', 'dominus-exercitus': null, 'ad-victoriam-imperialis': null });
  });
  it('a tie within one team goes to the earliest in turn order; gold Medals pay 5 only with the own Capital', () => {
    const c = (x: number): MedalColumns => [x, 0, 0, 0, 0, x];
    const medals = awardMedals({ a: c(3), b: c(3), d: c(1) }, { teamOf: { a: 't', b: 't', d: 'u' }, turnOrder: ['d', 'b', 'a'] });
    expect(medals['laetissima-natione']).toBe('b');
    expect(medalGold(['laetissima-natione', 'terra-aliena', 'dominus-maris'], true)).toBe(10);
    expect(medalGold(['laetissima-natione'], false)).toBe(0);
  });
  it('EX-12 and D-3 to D-5: the Congress of Vienna', () => {
    expect(congress(5, { peace: 4, war: 2 }, null)).toEqual({ held: true, peace: true, lastRound: 6 }); // EX-12
    expect(congress(5, { peace: 3, war: 3 }, null)).toMatchObject({ held: true, peace: false, lastRound: null }); // D-3: a tie is War
    expect(congress(6, { peace: 3, war: 3 }, null)).toMatchObject({ peace: true, lastRound: 7 }); // D-4: +1 dove
    expect(congress(7, { peace: 2, war: 4 }, null)).toMatchObject({ peace: false, lastRound: null }); // D-5: 4 = 4
    expect(congress(8, { peace: 0, war: 0 }, null)).toEqual({ held: false, peace: false, lastRound: 9 });
    expect(congress(4, { peace: 6, war: 0 }, null).held).toBe(false);
  });
});

describe('Final Scoring', () => {
  it('EX-3: France 4 + 12 + 3 + 1 = 20, plus 17 Prestige = 37 (column 1 not counted)', () => {
    expect(finalScore({ nation: 'france', columns: [4, 12, 3, 1], prestige: 17, gold: 0, controlsOwnCapital: true }).score).toBe(37);
  });
  it('D-14: Gold 39 gives 3 more Prestige: 10 + 3 = 13, score 15 + 13 = 28', () => {
    expect(finalScore({ nation: 'x', columns: [2, 12, 1, 0], prestige: 10, gold: 39, controlsOwnCapital: true })).toMatchObject({ prestige: 13, score: 28 });
  });
  it('only Nations holding their own Capital can win; ties go to Gold, then are shared', () => {
    const f = (nation: string, score: number, gold: number, cap = true) => ({ nation, columns: [score, 0, 0, 0] as [number, number, number, number], prestige: 0, gold, controlsOwnCapital: cap });
    expect(winners([f('a', 30, 5), f('b', 40, 0, false)])).toEqual(['a']);
    expect(winners([f('a', 30, 5), f('b', 30, 8)])).toEqual(['b']);
    expect(winners([f('a', 30, 5), f('b', 30, 5)])).toEqual(['a', 'b']);
  });
});
