// The digest's reference odds (§4.16, [DERIVED]) and TC-46, computed by the exact engine; probabilities sum
// to one; the one-round hit distribution; rounds.
import { describe, expect, it } from 'vitest';
import { computeImperiumOdds } from './entry';
import { roundHits, solveFight } from './exact';

const u = (id: string, type: string, hitValue: number, count: number, extra: Record<string, unknown> = {}) => ({ id, type, hitValue, count, ...extra });
const odds = (kind: 'land' | 'sea', attacker: object[], defender: object[]) => computeImperiumOdds({ game: 'napoleons-imperium', kind, attacker, defender });
const sums = (r: { attackerWins: number; defenderWins: number; draw: number; avoided?: number; stopped?: number }) => r.attackerWins + r.defenderWins + r.draw + (r.avoided ?? 0) + (r.stopped ?? 0);

describe('digest §4.16 reference odds (weakest first, values as given)', () => {
  const cases: Array<[string, 'land' | 'sea', object[], object[], number, number, number, number]> = [
    ['1 Inf A4 vs 1 Inf D5', 'land', [u('a', 'infantry', 4, 1)], [u('d', 'infantry', 5, 1)], 2 / 7, 3 / 7, 2 / 7, 12],
    ['2 Inf A4 vs 1 Inf D5', 'land', [u('a', 'infantry', 4, 2)], [u('d', 'infantry', 5, 1)], 242 / 287, 27 / 287, 18 / 287, 12],
    ['1 Cav A6 vs 1 Cav D5', 'land', [u('a', 'cavalry', 6, 1)], [u('d', 'cavalry', 5, 1)], 3 / 8, 1 / 4, 3 / 8, 12],
    ['1 Fleet A9 (GB 8 + commander) vs 1 Fleet D6', 'sea', [u('a', 'fleet', 9, 1)], [u('d', 'fleet', 6, 1)], 3 / 8, 1 / 16, 9 / 16, 12],
    ['3 Fleets A6 vs 2 Fleets D6', 'sea', [u('a', 'fleet', 6, 3)], [u('d', 'fleet', 6, 2)], 0.872951, 0.067424, 0.059626, 6],
    ['§13C 3rd attack: 2 Camels A7 vs 2 RU Inf D6', 'land', [u('a', 'camels', 7, 2)], [u('d', 'infantry', 6, 2)], 3573137 / 7931792, 532683 / 1982948, 2227923 / 7931792, 12],
    ['§39: 5 Camels A6 vs 3 RU Inf D6', 'land', [u('a', 'camels', 6, 5)], [u('d', 'infantry', 6, 3)], 0.976164, 0.014341, 0.009494, 6],
    ['§8: 3 std Inf A4 vs Austrian Inf D5, Cav D6, Art D6', 'land', [u('a', 'infantry', 4, 3)], [u('i', 'infantry', 5, 1), u('c', 'cavalry', 6, 1), u('r', 'artillery', 6, 1)], 0.237826, 0.673739, 0.088435, 6],
  ];
  for (const [name, kind, a, d, aw, dw, dr, digits] of cases) {
    it(name, () => {
      const r = odds(kind, a, d);
      expect(r.attackerWins).toBeCloseTo(aw, digits);
      expect(r.defenderWins).toBeCloseTo(dw, digits);
      expect(r.draw).toBeCloseTo(dr, digits);
      expect(sums(r)).toBeCloseTo(1, 12);
      expect(r.totalProbability).toBeCloseTo(1, 12);
    });
  }

  it('failed avoid: 2 GB fleets pursuing at A8 vs 2 fleets avoiding at D6 (pursuer / avoider / draw)', () => {
    // As a forced sea battle: the avoider is the "attacker" side of kind avoid, at its Defence value.
    const r = computeImperiumOdds({ game: 'napoleons-imperium', kind: 'avoid', avoidRate: 0, attacker: [u('av', 'fleet', 6, 2)], defender: [u('gb', 'fleet', 8, 2)] });
    expect(r.avoid?.ifSighted.defenderWins).toBeCloseTo(0.517607, 6);
    expect(r.avoid?.ifSighted.attackerWins).toBeCloseTo(0.167864, 6);
    expect(r.avoid?.ifSighted.draw).toBeCloseTo(0.314528, 6);
    expect(r.avoided).toBe(0);
  });

  it('§13C 1st attack: 7 Camels A7 vs 2 RU Inf D6, with the survivors', () => {
    const r = odds('land', [u('a', 'camels', 7, 7)], [u('d', 'infantry', 6, 2)]);
    expect(r.attackerWins).toBeCloseTo(0.99999999454, 10);
    expect(r.defenderWins).toBeCloseTo(2.19e-9, 11);
    expect(r.draw).toBeCloseTo(3.27e-9, 11);
    const s = r.survivors.attacker.total;
    expect(s[7]).toBeCloseTo(0.159628, 6);
    expect(s[6]).toBeCloseTo(0.479242, 6);
    expect(s[5]).toBeCloseTo(0.360253, 6);
    expect(s[4]).toBeCloseTo(0.000847, 6);
    expect(s[3]).toBeCloseTo(0.00003, 6);
    expect(r.survivors.attacker.byType.camels).toEqual(s);
  });

  it('one round of 5 dice at v = 6: 0.01024, 0.0768, 0.2304, 0.3456, 0.2592, 0.07776', () => {
    const d = roundHits([0.6, 0.6, 0.6, 0.6, 0.6]);
    [0.01024, 0.0768, 0.2304, 0.3456, 0.2592, 0.07776].forEach((p, k) => expect(d[k]).toBeCloseTo(p, 12));
  });

  it('TC-46: 1 Inf A4 vs 1 Inf D5 = 2/7, 3/7, 2/7 and 1 Cav A6 vs 1 Cav D5 = 3/8, 1/4, 3/8 (exact to 1e-12)', () => {
    const a = odds('land', [u('a', 'infantry', 4, 1)], [u('d', 'infantry', 5, 1)]);
    expect([a.attackerWins, a.defenderWins, a.draw].map((x) => Math.round(x * 7e12) / 1e12)).toEqual([2, 3, 2]);
    const b = odds('land', [u('a', 'cavalry', 6, 1)], [u('d', 'cavalry', 5, 1)]);
    expect([b.attackerWins, b.defenderWins, b.draw].map((x) => Math.round(x * 8e12) / 1e12)).toEqual([3, 2, 3]);
  });

  it('rounds: the distribution sums to one, its mean is the exact expected number of rounds', () => {
    const r = odds('land', [u('a', 'infantry', 4, 3), u('c', 'cavalry', 6, 2)], [u('d', 'infantry', 5, 4)]);
    const rounds = r.rounds as Record<string, number>;
    const total = Object.values(rounds).reduce((s, p) => s + p, 0) + r.roundsTail;
    expect(total).toBeCloseTo(1, 12);
    const mean = Object.entries(rounds).reduce((s, [k, p]) => s + Number(k) * p, 0);
    expect(mean).toBeCloseTo(r.expectedRounds as number, 9);
    // 1 v 1 at 4 and 5: a round decides with probability 1 - 0.6 * 0.5 = 0.7, so E[rounds] = 1 / 0.7.
    expect(odds('land', [u('a', 'infantry', 4, 1)], [u('d', 'infantry', 5, 1)]).expectedRounds).toBeCloseTo(1 / 0.7, 12);
  });

  it('survivor distributions per side, group and type each sum to one; expected losses match', () => {
    const r = odds('land', [u('a', 'infantry', 4, 3), u('c', 'cavalry', 6, 2)], [u('d', 'infantry', 5, 2), u('al', 'cavalry', 6, 2, { ally: true })]);
    for (const side of [r.survivors.attacker, r.survivors.defender]) {
      expect(side.total.reduce((s, p) => s + p, 0)).toBeCloseTo(1, 12);
      for (const arr of [...Object.values(side.byGroup), ...Object.values(side.byType)]) expect(arr.reduce((s, p) => s + p, 0)).toBeCloseTo(1, 12);
    }
    expect(r.expectedLosses.attacker).toBeCloseTo(5 - r.survivors.attacker.expected, 12);
    // The allied cavalry dies first [§24]: the owner's infantry never dies while an ally still stands.
    expect(r.casualtyOrder.defender).toEqual(['al', 'd']);
  });

  it('values above 9 are capped: 10 and 9 give the same odds [§9]', () => {
    const a = odds('sea', [u('a', 'fleet', 10, 2)], [u('d', 'fleet', 6, 2)]);
    const b = odds('sea', [u('a', 'fleet', 9, 2)], [u('d', 'fleet', 6, 2)]);
    expect(a.attackerWins).toBe(b.attackerWins);
    expect(a.units.attacker[0]?.value).toBe(9);
  });

  it('large battles stay exact and quick (60 v 60)', () => {
    const t0 = Date.now();
    const r = solveFight(new Array<number>(60).fill(0.5), new Array<number>(60).fill(0.5));
    expect(r.totalProbability).toBeCloseTo(1, 9);
    expect(Date.now() - t0).toBeLessThan(5000);
  });
});
