// OHR 15.5, the Tactical Battle Matrix: the chits' DRMs and results in the exact odds (checked against the
// independent simulation, which applies the matrix itself), the matrix of P(win) over both sides' choices shown
// before the choice, where the matrix is never used, and the resolver's secret pick and reselection [15.5].
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { describe, expect, it } from 'vitest';
import { CovMissingDataError, applyAction, computeCongressOfViennaOdds, createBattle, pendingDecision, type CovBattleState } from './index';
import { simulate, type SimBattle, type SimCell } from './test/independent-sim';
import { ISSUE_EXAMPLE, clone } from './test/fixtures';

type Rng = ReturnType<typeof xoroshiro128plus>;
const N = 20_000;
const Z = 4.5;
const tol = (p: number) => Z * Math.sqrt(Math.max(p * (1 - p), 0) / N) + (Z * Z) / 3 / N + 1e-9;
const FR_CHITS = ['Attack', 'Envelop', 'Probe', 'Defend', 'Hold', 'Withdraw', 'Retreat'];
const AL_CHITS = ['Assault', 'Flank', 'Probe', 'Defend', 'Stand', 'Refuse', 'Retreat'];

/** A random matrix (a test's, not the Rulebook's: its values are printed on the back page, group data). */
function randomMatrix(rng: Rng): SimCell[][] {
  return Array.from({ length: 7 }, () =>
    Array.from({ length: 7 }, () => {
      const r = uniformInt(rng, 0, 9);
      return { french: uniformInt(rng, -3, 3), allied: uniformInt(rng, -3, 3), result: r === 0 ? 'no-battle' : r === 1 ? 'no-major' : 'normal' } as SimCell;
    }),
  );
}

/** The issue's battle (the Rulebook's 13.4.2 example) without its withdrawal and card fields for the resolver. */
const resolverInput = (tactics: object) => {
  const i = clone(ISSUE_EXAMPLE);
  delete i.french.cards;
  delete i.french.withdraw;
  delete i.allied.cards;
  return { ...i, tactics };
};
const toCards = (s: CovBattleState, fr: object[], al: object[]) => {
  let t = applyAction(s, { type: 'withdraw', side: 'french', withdraw: false });
  t = applyAction(t, { type: 'withdraw', side: 'allied', withdraw: false });
  t = applyAction(t, { type: 'cards', side: 'french', cards: fr as never });
  return applyAction(t, { type: 'cards', side: 'allied', cards: al as never });
};

describe('OHR 15.5 exact odds with the Tactical Matrix against an independent simulation', () => {
  it('the revealed pair and sampled cells of the per-choice matrix, on random battles and matrices', () => {
    const rng = xoroshiro128plus(1815);
    for (let k = 0; k < 12; k++) {
      const matrix = randomMatrix(rng);
      const b: SimBattle = clone(ISSUE_EXAMPLE);
      b.french.units = { FR: uniformInt(rng, 2, 9) };
      b.allied.units = { BR: uniformInt(rng, 1, 5), SP: uniformInt(rng, 0, 2), PT: uniformInt(rng, 0, 2) };
      b.french.cards = [{ id: 'napoleon', own: uniformInt(rng, 0, 4) }];
      const commanders = [{ card: 'wellington', chit: uniformInt(rng, 1, 7), drm: uniformInt(rng, 1, 2) }, { card: 'napoleon', chit: uniformInt(rng, 1, 7), drm: uniformInt(rng, 1, 2) }];
      const pairs = [[uniformInt(rng, 1, 7), uniformInt(rng, 1, 7)], [uniformInt(rng, 1, 7), uniformInt(rng, 1, 7)], [commanders[0]!.chit === 7 ? 1 : 7, commanders[0]!.chit]];
      for (const [f, a] of pairs) {
        const tactics = { french: f!, allied: a!, matrix, commanders };
        const input = { game: 'congress-of-vienna', ...b, tactics: { ...tactics, chits: { french: FR_CHITS, allied: AL_CHITS }, commanders: commanders.map((c) => ({ ...c, reselect: false })) } };
        const r = computeCongressOfViennaOdds(input);
        const sim = simulate({ ...b, tactics }, N, rng);
        const ctx = JSON.stringify({ k, f, a, cell: matrix[f! - 1]![a! - 1] });
        expect({ french: r.drm.french.total, allied: r.drm.allied.total }, ctx).toEqual(sim.before);
        const cmp = (exact: number, count: number, what: string) => expect(Math.abs(exact - count / N), `${what} ${ctx}`).toBeLessThanOrEqual(tol(exact));
        cmp(r.frenchWins, sim.frenchWins, 'frenchWins');
        cmp(r.alliedWins, sim.alliedWins, 'alliedWins');
        cmp(r.draw, sim.draw, 'draw');
        cmp(r.majorBattle.probability, sim.major, 'majorBattle');
        r.losses.french.distribution.forEach((p, n) => cmp(p, sim.lostFrench[n]!, `french loses ${n}`));
        // The same pair read from the per-choice matrix (computed before the choice) gives the same odds.
        const cell = r.tactics!.matrix![f! - 1]![a! - 1]!;
        expect(cell.frenchWins).toBeCloseTo(r.frenchWins, 12);
        expect(cell.alliedWins).toBeCloseTo(r.alliedWins, 12);
        expect(cell.result).toBe(matrix[f! - 1]![a! - 1]!.result);
      }
    }
  });
});

describe('OHR 15.5 in the odds', () => {
  const matrix = Array.from({ length: 7 }, (_, f) => Array.from({ length: 7 }, (_, a) => ({ french: f - 3, allied: a - 3, result: 'normal' as const })));
  const base = { ...clone(ISSUE_EXAMPLE), tactics: { matrix, chits: { french: FR_CHITS, allied: AL_CHITS } } };

  it('the Rulebook example before the dice (+12, +19) plus the pair’s DRMs; each cell of the matrix is that pair’s odds', () => {
    const plain = computeCongressOfViennaOdds(clone(ISSUE_EXAMPLE));
    const before = computeCongressOfViennaOdds(base);
    // No chits picked yet: the headline odds are without the matrix, and the per-choice matrix is shown.
    expect(before.drm.french.total).toBe(12);
    expect(before.drm.allied.total).toBe(19);
    expect(before.frenchWins).toBe(plain.frenchWins);
    expect(before.tactics).toMatchObject({ used: true, chosen: null, missing: [] });
    expect(before.tactics!.matrix).toHaveLength(7);
    const picked = computeCongressOfViennaOdds({ ...base, tactics: { ...base.tactics, french: 'Attack', allied: 7 } });
    // French "Attack" (row 1) × Allied "Retreat" (column 7): France −3, the Allies +3.
    expect(picked.drm.french.total).toBe(12 - 3);
    expect(picked.drm.allied.total).toBe(19 + 3);
    expect(picked.drm.french.lines.at(-1)).toEqual({ code: 'tactics', label: 'Tactical Matrix: Attack against Retreat', value: -3 });
    expect(picked.tactics!.chosen).toEqual({ french: 'Attack', allied: 'Retreat' });
    expect(before.tactics!.matrix![0]![6]).toMatchObject({ frenchWins: picked.frenchWins, alliedWins: picked.alliedWins, draw: picked.draw, drm: { french: -3, allied: 3 } });
    // A better pair for France gives France better odds (the matrix is monotone here).
    expect(before.tactics!.matrix![6]![0]!.frenchWins).toBeGreaterThan(before.tactics!.matrix![0]![6]!.frenchWins);
    // Picking "Retreat" does not make an Army withdraw [15.5].
    expect(picked.withdrawal.withdrawing).toBeNull();
  });

  it('"No Battle": no casualties, no VP, no killed-in-action roll; "No major victory/defeat*": the same odds without the Major Battle VP [15.5]', () => {
    const m = clone(matrix);
    m[1][1] = { french: 0, allied: 0, result: 'no-battle' };
    m[2][2] = { french: 0, allied: 0, result: 'no-major' };
    m[3][3] = { french: 0, allied: 0, result: 'normal' };
    const i = { ...clone(base), tactics: { ...base.tactics, matrix: m } };
    i.french.cards.push({ id: 'duroc', own: 1 });
    const none = computeCongressOfViennaOdds({ ...i, tactics: { ...i.tactics, french: 2, allied: 2 } });
    expect([none.frenchWins, none.alliedWins, none.draw]).toEqual([0, 0, 1]);
    expect(none.losses.french.distribution[0]).toBe(1);
    expect(none.killedInAction).toEqual([]);
    expect(none.expectedVp).toEqual({});
    expect(none.tactics!.result).toBe('no-battle');
    const noMajor = computeCongressOfViennaOdds({ ...i, tactics: { ...i.tactics, french: 3, allied: 3 } });
    const normal = computeCongressOfViennaOdds({ ...i, tactics: { ...i.tactics, french: 4, allied: 4 } });
    expect(noMajor.alliedWins).toBe(normal.alliedWins);
    expect(normal.majorBattle.probability).toBeGreaterThan(0.5);
    expect(noMajor.majorBattle.probability).toBe(0);
    expect(noMajor.majorBattle.vp).toEqual([]);
  });

  it('never with a Withdrawal, in the War of 1812 Box or the Denmark/Norway Box [15.5]', () => {
    const w = computeCongressOfViennaOdds({ ...clone(base), french: { ...clone(ISSUE_EXAMPLE.french), withdraw: true }, tactics: { ...base.tactics, french: 1, allied: 7 } });
    expect(w.tactics).toMatchObject({ used: false, matrix: null, reason: expect.stringMatching(/withdraws/) });
    expect(w.drm.french.lines.some((l) => l.code === 'tactics')).toBe(false);
    const g = computeCongressOfViennaOdds({ game: 'congress-of-vienna', front: 'G', french: { milOp: true, units: { US: 4 } }, allied: { units: { BR: 2 }, fleets: 1 }, lossTrack: ISSUE_EXAMPLE.lossTrack, tactics: { matrix, french: 1, allied: 1 } });
    expect(g.tactics).toMatchObject({ used: false, reason: expect.stringMatching(/War of 1812/) });
  });

  it('a commander’s preferred tactic adds its DRM and lets Napoleon or Wellington demand a reselection', () => {
    const i = { ...clone(base), tactics: { ...base.tactics, commanders: [{ card: 'wellington', chit: 'Flank', drm: 2, reselect: true }], french: 1, allied: 'flank' } };
    const r = computeCongressOfViennaOdds(i);
    expect(r.drm.allied.lines.filter((l) => l.code === 'tactics').map((l) => l.value)).toEqual([-2, 2]);
    expect(r.tactics!.reselect).toEqual({ side: 'allied', commander: 'Wellington' });
    expect(r.tactics!.matrix![0]![1]!.reselect).toBe('allied');
    expect(r.tactics!.matrix![0]![2]!.reselect).toBeNull();
  });

  it('the matrix is group data: without it each cell is unknown and a picked pair names the table; a chit not in the pool is refused', () => {
    const i = { ...clone(ISSUE_EXAMPLE), tactics: {} };
    const r = computeCongressOfViennaOdds(i);
    expect(r.tactics!.missing).toHaveLength(49);
    expect(r.tactics!.matrix!.flat().every((c) => c === null)).toBe(true);
    expect(r.tactics!.chits.french[0]).toBe('French chit 1');
    expect(() => computeCongressOfViennaOdds({ ...i, tactics: { french: 1, allied: 2 } })).toThrow(CovMissingDataError);
    expect(() => computeCongressOfViennaOdds({ ...i, tactics: { french: 1, allied: 2 } })).toThrow(/Tactical Matrix for Battles \(OHR 15.5\)/);
    expect(() => computeCongressOfViennaOdds({ ...base, tactics: { ...base.tactics, french: 'Charge', allied: 1 } })).toThrow(/tactics.french: no French Tactical Chit "Charge"/);
  });
});

describe('OHR 15.5 in the referee’s resolver', () => {
  const matrix = Array.from({ length: 7 }, () => Array.from({ length: 7 }, () => ({ french: 1, allied: -1, result: 'normal' as 'normal' | 'no-major' | 'no-battle' })));
  matrix[6]![6] = { french: 0, allied: 0, result: 'no-battle' };

  it('the chits come after the cards, before the dice; the pair’s DRMs enter the build-up', () => {
    let s = createBattle(resolverInput({ matrix, chits: { french: FR_CHITS, allied: AL_CHITS } }));
    s = toCards(s, [{ id: 'joseph-bonaparte', own: 2 }], []);
    expect(s.step).toBe('tactics');
    expect(pendingDecision(s)).toMatch(/secretly picks one Tactical Chit/);
    expect(() => applyAction(s, { type: 'roll', side: 'french', faces: [1, 1] })).toThrow(/tactics step/);
    expect(() => applyAction(s, { type: 'tactics', french: 'Charge', allied: 1 })).toThrow(/No French Tactical Chit "Charge"/);
    s = applyAction(s, { type: 'tactics', french: 'Probe', allied: 'Defend' });
    expect(s.step).toBe('dice');
    expect(s.log.at(-1)).toBe('Tactical Chits revealed: France Probe, the Allies Defend (France +1, the Allies −1) [15.5].');
    s = applyAction(s, { type: 'losses', french: 3, allied: 1 });
    expect(s.result!.tactics).toEqual({ french: 'Probe', allied: 'Defend', result: 'normal' });
  });

  it('"No Battle" ends the battle there: no casualties, no VP, nobody moves [15.5]', () => {
    let s = createBattle(resolverInput({ matrix }));
    s = toCards(s, [], []);
    s = applyAction(s, { type: 'tactics', french: 7, allied: 7 });
    expect(s.step).toBe('done');
    expect(s.result).toMatchObject({ winner: 'none', lost: { french: 0, allied: 0 }, vp: [], spaceTaken: null, movement: expect.stringMatching(/^No Battle/) });
  });

  it('Wellington on his preferred tactic: the Allies may demand one reselection; the first pair is disregarded [15.5c]', () => {
    let s = createBattle(resolverInput({ matrix, chits: { french: FR_CHITS, allied: AL_CHITS }, commanders: [{ card: 'Wellington', chit: 'Flank', drm: 2, reselect: true }] }));
    s = toCards(s, [], [{ id: 'wellington', own: 4 }]);
    s = applyAction(s, { type: 'tactics', french: 1, allied: 'Flank' });
    expect(s.step).toBe('reselect');
    expect(s.side).toBe('allied');
    expect(pendingDecision(s)).toMatch(/^The Allies decide \(Wellington on the preferred tactic\): demand that both sides reselect/);
    s = applyAction(s, { type: 'reselect', demand: true });
    expect(s.step).toBe('tactics');
    // Flank again: the preference counts, but no second demand.
    s = applyAction(s, { type: 'tactics', french: 2, allied: 'Flank' });
    expect(s.step).toBe('dice');
    s = applyAction(s, { type: 'losses', french: 0, allied: 2 });
    expect(s.result!.drm.allied.lines.filter((l) => l.code === 'tactics').map((l) => l.value)).toEqual([-1, 2]);
  });

  it('a cell the group has not entered: refused with the table named, or typed by the referee from the back page', () => {
    let s = createBattle(resolverInput({}));
    s = toCards(s, [], []);
    expect(() => applyAction(s, { type: 'tactics', french: 1, allied: 2 })).toThrow(/Tactical Matrix for Battles \(OHR 15.5\)/);
    s = applyAction(s, { type: 'tactics', french: 1, allied: 2, cell: { french: 2, allied: 0, result: 'no-major' } });
    expect(s.step).toBe('dice');
    s = applyAction(s, { type: 'losses', french: 3, allied: 1 });
    expect(s.result).toMatchObject({ winner: 'french', vp: [], tactics: { result: 'no-major' } });
    expect(s.result!.drm.french.total).toBe(7 + 2); // 7 units, no card, the typed cell's +2
    expect(() => createBattle(resolverInput({ french: 1 }))).toThrow(/Tactical Chits as a step/);
  });
});
