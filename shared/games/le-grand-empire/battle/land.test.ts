import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { describe, expect, it } from 'vitest';
import {
  allocateLandLosses, armyMorale, battleSize, checkLandLossAllocation, computeLeGrandEmpireOdds, DEFAULT_LAND_RULES, landVerdict, LgeInputError, LgeMissingDataError,
  pDemoralised, roundRatio, troopQuality, type LandOddsOutput, type LandUnit,
} from './index';
import { templatePack, setCell } from '../../../data/tables';
import { LE_GRAND_EMPIRE_DATA } from '../tables';
import { LAND_BENCH, LAND_EXAMPLE, TEST_TABLES } from './test/fixtures';
import { simulateLand, simulateMarch } from './test/land-sim';
import { LAND_READINGS, randomChargeBattle, randomLandBattle, shapedLandBattle, type LandReading } from './test/random-land';

const R = DEFAULT_LAND_RULES;
const u = (id: string, steps: number, extra: Partial<LandUnit> = {}): LandUnit => ({ id, type: 'corps', maxSteps: 3, steps, artillery: 0, morale: 3, modifier: 0, cavalry: 'none', intrinsicCavalry: false, capitalLost: false, force: '', ...extra });
const land = (x: unknown) => computeLeGrandEmpireOdds(x) as LandOddsOutput;
/** A simulated frequency within 4.5 standard errors of the exact probability (a floor for p near 0 or 1). */
function nearExact(p: number, hits: number, runs: number, what: string): void {
  const se = Math.sqrt(Math.max(p * (1 - p), 1 / runs) / runs);
  expect(Math.abs(hits / runs - p), `${what}: exact ${p}, simulated ${hits / runs}`).toBeLessThan(4.5 * se + 1e-9);
}

describe('§8 worked examples (land)', () => {
  it('TC-16 battle size', () => {
    expect(battleSize(6, 8, R)).toBe('minor');
    expect(battleSize(12, 8, R)).toBe('major');
    expect(battleSize(14, 6, R)).toBe('minor');
    expect(battleSize(14, 6, { ...R, battleSizeGap: 'major' })).toBe('major');
    expect(battleSize(3, 2, R)).toBe('skirmish');
    expect(battleSize(4, 2, R)).toBe('minor');
  });
  it('TC-17 morale: 3 corps of 3 at morale 3 and a 1-step unit at 1 -> 2.8 -> 3', () => {
    expect(armyMorale([u('a', 3), u('b', 3), u('c', 3), u('d', 1, { type: 'detachment', maxSteps: 1, morale: 1 })], false)).toBe(3);
    expect(armyMorale([u('a', 1, { morale: 2 }), u('b', 1, { morale: 3 })], false)).toBe(3); // 2.5 rounds up
    expect(armyMorale([u('a', 3, { capitalLost: true })], true)).toBe(1);
  });
  it('TC-19 ratio rounding: 2.25 -> 5/2, 2.24 -> 2/1; below 1 turned over (A-08)', () => {
    const e = TEST_TABLES.ratio;
    expect(roundRatio(225, 100, e, R)).toMatchObject({ attacker: 5, defender: 2 });
    expect(roundRatio(224, 100, e, R)).toMatchObject({ attacker: 2, defender: 1 });
    expect(roundRatio(100, 225, e, R)).toMatchObject({ attacker: 1, defender: 2 });
    expect(roundRatio(100, 260, e, R)).toMatchObject({ attacker: 1, defender: 3 });
  });
  it('TC-20 troop quality 50/50: the player chooses +0 or +2; at least ceil(losses/2) on the +2 corps', () => {
    const fr = [u('c0', 2, { modifier: 0 }), u('c2', 2, { modifier: 2 })];
    expect(troopQuality(fr, { spearhead: null, qualityChoice: 0, hasArmy: false })).toMatchObject({ modifier: 0, choice: true });
    expect(troopQuality(fr, { spearhead: null, qualityChoice: 2, hasArmy: false })).toMatchObject({ modifier: 2, group: 2 });
    const r = allocateLandLosses(fr, 3, { qualityGroup: 2, spearhead: null, cavalryStep: false }, 'weakest-first');
    expect(r.lost.filter((x) => x === 'c2').length).toBeGreaterThanOrEqual(2);
    expect(checkLandLossAllocation(fr, ['c0', 'c0', 'c2'], 3, { qualityGroup: 2, spearhead: null, cavalryStep: false })).toEqual([expect.stringMatching(/at least 2 of the losses/)]);
  });
  it('TC-21 spearhead: the Guard cavalry (+3) takes the first loss, the infantry the second', () => {
    const army = [u('inf', 2, { modifier: 0 }), u('gcav', 1, { modifier: 3, cavalry: 'guard', maxSteps: 2 })];
    expect(troopQuality(army, { spearhead: null, qualityChoice: null, hasArmy: true }).modifier).toBe(0);
    expect(troopQuality(army, { spearhead: 'gcav', qualityChoice: null, hasArmy: true }).modifier).toBe(3);
    expect(allocateLandLosses(army, 2, { qualityGroup: null, spearhead: 'gcav', cavalryStep: false }, 'weakest-first').lost).toEqual(['gcav', 'inf']);
    expect(checkLandLossAllocation(army, ['inf', 'gcav'], 2, { qualityGroup: null, spearhead: 'gcav', cavalryStep: false })).toEqual([expect.stringMatching(/spearhead/)]);
  });
  it('TC-22 casualty cap: a 2-CP defender’s 3 costs the attacker 2 steps but counts 3 for victory', () => {
    const r = land({
      ...LAND_EXAMPLE,
      policy: { rounds: 1 },
      tables: { ...TEST_TABLES, crt: { skirmish: [{ roll: -20, losses: 3, bold: false, cavalry: false, leader: 'none' }] } },
      attacker: { units: [{ id: 'a', type: 'corps', steps: 2, morale: 3 }] },
      defender: { units: [{ id: 'd', type: 'corps', steps: 2, morale: 3 }] },
    });
    expect(r.expectedLosses.attacker).toBeCloseTo(2, 12);
    expect(r.expectedLosses.defender).toBeCloseTo(2, 12);
    expect(r.tie).toBeCloseTo(1, 12);
    expect(landVerdict({ roll: 0, losses: 3, bold: false, cavalry: false, leader: 'none' }, { roll: 0, losses: 2, bold: true, cavalry: false, leader: 'none' })).toBe('attacker');
  });
  it('TC-23 demoralisation: morale 3, Blücher CV 1, 2 more losses -> 4/6', () => {
    expect(pDemoralised(3, 1, { commander: 'none', killedCv2: 0 }, 2, R)).toBeCloseTo(4 / 6, 12);
  });
  it('a "C" result costs a cavalry step when cavalry is present', () => {
    const units = [u('inf', 3, { modifier: 0 }), u('cav', 2, { maxSteps: 2, cavalry: 'light', modifier: 1 })];
    expect(allocateLandLosses(units, 1, { qualityGroup: null, spearhead: null, cavalryStep: true }, 'weakest-first').lost).toEqual(['cav']);
    expect(checkLandLossAllocation(units, ['inf'], 1, { qualityGroup: null, spearhead: null, cavalryStep: true })[0]).toMatch(/cavalry step/);
  });
  it('a 3-step corps loses 1 artillery at its first loss and all when flipped', () => {
    const r = allocateLandLosses([u('c', 3, { artillery: 2 })], 1, { qualityGroup: null, spearhead: null, cavalryStep: false }, 'weakest-first');
    expect(r.units[0]).toMatchObject({ steps: 2, artillery: 1 });
    const r2 = allocateLandLosses(r.units, 1, { qualityGroup: null, spearhead: null, cavalryStep: false }, 'weakest-first');
    expect(r2.units[0]).toMatchObject({ steps: 1, artillery: 0 });
  });
});

describe('land odds', () => {
  it('the example battle: probabilities sum to 1 and the build-up shows each line', () => {
    const r = land(LAND_EXAMPLE);
    expect(r.attackerWins + r.defenderWins + r.tie).toBeCloseTo(1, 12);
    expect(r.round1.attackerWins + r.round1.defenderWins + r.round1.tie).toBeCloseTo(1, 12);
    expect(r.asEntered.size).toBe('major');
    expect(r.asEntered.buildUp.attacker.lines.map((l) => l.label)).toEqual(['Artillery superiority', 'Cavalry superiority', 'Overall commander']);
    expect(r.asEntered.buildUp.attacker.total).toBe(6);
    expect(r.round1.results.attacker.reduce((s, x) => s + x.p, 0)).toBeCloseTo(1, 12);
  });
  it('a missing table is named, with the manual mode offered', () => {
    const noMajor = { ...LAND_EXAMPLE, tables: { ...TEST_TABLES, crt: { minor: TEST_TABLES.crt.minor } } };
    expect(() => land(noMajor)).toThrow(LgeMissingDataError);
    try {
      land(noMajor);
    } catch (e) {
      expect((e as LgeMissingDataError).table).toBe('crt-major');
      expect((e as LgeMissingDataError).field).toBe('tables.crt.major');
      expect((e as Error).message).toMatch(/Combat results: major battle.*manual mode/);
    }
    const noRatio = { ...LAND_EXAMPLE, tables: { crt: TEST_TABLES.crt, wound: TEST_TABLES.wound } };
    expect(() => land(noRatio)).toThrow(/Combat ratio/);
    expect(land({ ...noRatio, ratioDrm: [0, 0] }).attackerWins).toBeGreaterThan(0);
    const noWound = { ...LAND_EXAMPLE, tables: { crt: TEST_TABLES.crt, ratio: TEST_TABLES.ratio } };
    expect(() => land(noWound)).toThrow(/Leader wounds/);
    expect(() => land({ ...LAND_EXAMPLE, tables: undefined })).toThrow(/Fill in the table/);
  });
  it('reads the tables from a data pack filled in through the data editor', () => {
    let pack = templatePack(LE_GRAND_EMPIRE_DATA);
    // Fill every template row 2..12 from the test CRTs (a row per modified total); the battle
    // becomes minor in round 2 once corps are lost, so both tables are needed.
    for (const size of ['minor', 'major'] as const)
      for (let n = 2; n <= 12; n++) {
        const row = [...TEST_TABLES.crt[size]].reverse().find((r) => r.roll <= n)!;
        for (const c of ['losses', 'bold', 'cavalry', 'leader'] as const) pack = setCell(LE_GRAND_EMPIRE_DATA, pack, `crt-${size}`, String(n), c, row[c]);
      }
    for (const r of pack.tables['combat-ratio']!.rows) pack = setCell(LE_GRAND_EMPIRE_DATA, pack, 'combat-ratio', r.key, 'drm', 0);
    const input = { ...LAND_EXAMPLE, tables: { wound: TEST_TABLES.wound }, pack };
    const r = land(input);
    expect(r.tables).toMatchObject({ 'crt-major': 'pack', 'combat-ratio': 'pack', wound: 'input' });
    expect(r.attackerWins).toBeGreaterThan(0);
  });
  it('refuses bad input with the reason', () => {
    const bad: Array<[unknown, string, RegExp]> = [
      [{ ...LAND_EXAMPLE, attacker: { ...LAND_EXAMPLE.attacker, units: [] } }, 'attacker.units', /at least one unit/],
      [{ ...LAND_EXAMPLE, attacker: { ...LAND_EXAMPLE.attacker, commander: 'ney' } }, 'attacker.commander', /not one of the side/],
      [{ ...LAND_EXAMPLE, defender: { ...LAND_EXAMPLE.defender, army: undefined, spearhead: 'au-1' } }, 'defender.spearhead', /army marker/],
      [{ ...LAND_EXAMPLE, attacker: { ...LAND_EXAMPLE.attacker, spearhead: 'fr-II' } }, 'attacker.spearhead', /led by a leader/],
      [{ ...LAND_EXAMPLE, attacker: { ...LAND_EXAMPLE.attacker, units: [{ id: 'x', type: 'detachment', steps: 2, morale: 2 }] } }, 'attacker.units[0].steps', /1 step/],
      [{ ...LAND_EXAMPLE, defender: { ...LAND_EXAMPLE.defender, units: [{ id: 'fr-I', type: 'corps', steps: 2, morale: 2 }] } }, 'defender.units[0].id', /used twice/],
      [{ ...LAND_EXAMPLE, defender: { ...LAND_EXAMPLE.defender, outOfSupply: true } }, 'defender.outOfSupplyDrm', /out-of-supply/],
      [{ ...LAND_EXAMPLE, defender: { ...LAND_EXAMPLE.defender, secondMarker: { leader: 'charles', drm: [1, 1] } } }, 'defender.secondMarker.leader', /another leader/],
      [{ ...LAND_EXAMPLE, terrain: 'swamp' }, 'terrain', /Terrain effects/],
    ];
    for (const [input, field, msg] of bad) {
      let err: unknown;
      try {
        land(input);
      } catch (e) {
        err = e;
      }
      expect(err, field).toBeInstanceOf(Error);
      expect((err as LgeInputError).field, String(err)).toBe(field);
      expect((err as Error).message).toMatch(msg);
    }
  });
});

/** The exact odds of a random battle, its input named when they fail. */
function exactOf(input: unknown): LandOddsOutput {
  try {
    return land(input);
  } catch (e) {
    throw new Error(`${JSON.stringify(input)}: ${(e as Error).message}`);
  }
}

/** `runs` simulated battles agree with the exact odds: who wins, round 1's winner, each side's demoralisation and expected losses. */
function agreesWithSimulation(input: unknown, exact: LandOddsOutput, seed: number, runs: number, what: string): void {
  const sim = xoroshiro128plus(seed);
  let aw = 0;
  let demA = 0;
  let demD = 0;
  let la = 0;
  let ld = 0;
  let r1 = 0;
  for (let k = 0; k < runs; k++) {
    const r = simulateLand(input, sim);
    if (r.winner === 'attacker') aw++;
    if (r.demoralised && r.winner === 'defender') demA++;
    if (r.demoralised && r.winner === 'attacker') demD++;
    if (r.round1 === 'attacker') r1++;
    la += r.lossA;
    ld += r.lossD;
  }
  const near = (p: number, hits: number, which: string) => nearExact(p, hits, runs, `${which} ${what}: ${JSON.stringify(input)}`);
  near(exact.attackerWins, aw, 'attacker wins');
  near(exact.round1.attackerWins, r1, 'round 1 attacker wins');
  near(exact.demoralised.attacker, demA, 'attacker demoralised');
  near(exact.demoralised.defender, demD, 'defender demoralised');
  expect(Math.abs(la / runs - exact.expectedLosses.attacker), `losses A ${what}`).toBeLessThan(4.5 * (12 / Math.sqrt(runs)));
  expect(Math.abs(ld / runs - exact.expectedLosses.defender), `losses D ${what}`).toBeLessThan(4.5 * (12 / Math.sqrt(runs)));
}

describe('exact land odds against the independent simulation, on random battles and tables', () => {
  it('36 random battles (marches, spearheads, second markers, ties, one or two rounds)', () => {
    const rng = xoroshiro128plus(1805);
    for (let b = 0; b < 36; b++) {
      const input = randomLandBattle(rng);
      agreesWithSimulation(input, exactOf(input), 7000 + b, 2500, `battle ${b}`);
    }
  });
});

describe('exact land odds with heavy cavalry charges (§8.2.1) against the independent simulation, on random charge tables', () => {
  it('24 random battles where the sides charge with Cr or Guard cavalry, its leader often their own', () => {
    const rng = xoroshiro128plus(1807);
    let charged = 0;
    for (let b = 0; b < 24; b++) {
      const input = randomChargeBattle(rng);
      const exact = exactOf(input);
      // The charges move the odds: the same battle with no side charging gives others.
      const none = land({ ...input, attacker: { ...input.attacker, charge: false }, defender: { ...input.defender, charge: false } });
      if (Math.abs(none.attackerWins - exact.attackerWins) > 1e-9 || Math.abs(none.expectedLosses.attacker - exact.expectedLosses.attacker) > 1e-9) charged++;
      expect(exact.attackerWins + exact.defenderWins + exact.tie).toBeCloseTo(1, 9);
      agreesWithSimulation(input, exact, 8000 + b, 2500, `charge battle ${b}`);
    }
    expect(charged).toBeGreaterThan(12);
  });
});

/** What a reading may change in the exact odds. */
const verdict = (o: LandOddsOutput) => JSON.stringify([o.attackerWins, o.tie, o.round1, o.demoralised, o.expectedLosses, o.secondRound, o.marchers].map((x) => JSON.parse(JSON.stringify(x, (_k, v) => (typeof v === 'number' ? Math.round(v * 1e10) / 1e10 : v)))));

describe('exact land odds against the independent simulation, under every reading of every rule setting the odds take', () => {
  for (const reading of Object.keys(LAND_READINGS) as LandReading[]) {
    it(`${reading}: random battles shaped for it, with random readings of all the others, agree with the simulation; the reading changes the odds`, () => {
      const rng = xoroshiro128plus(1812 + reading.length * 31 + reading.charCodeAt(0));
      const runs = 2000;
      let decides = 0;
      for (let b = 0; b < 4; b++) {
        const input = shapedLandBattle(rng, reading) as Record<string, unknown> & { rules: Record<string, string> };
        let exact: LandOddsOutput;
        try {
          exact = land(input);
        } catch (e) {
          throw new Error(`${JSON.stringify(input)}: ${(e as Error).message}`);
        }
        const other = land({ ...input, rules: { ...input.rules, [reading]: LAND_READINGS[reading][0] } });
        if (verdict(other) !== verdict(exact)) decides++;
        const sim = xoroshiro128plus(9000 + b);
        let aw = 0;
        let tie = 0;
        let demA = 0;
        let demD = 0;
        let la = 0;
        let ld = 0;
        for (let k = 0; k < runs; k++) {
          const r = simulateLand(input, sim);
          if (r.winner === 'attacker') aw++;
          if (r.winner === 'tie') tie++;
          if (r.demoralised && r.winner === 'defender') demA++;
          if (r.demoralised && r.winner === 'attacker') demD++;
          la += r.lossA;
          ld += r.lossD;
        }
        const near = (p: number, hits: number, what: string) => nearExact(p, hits, runs, `${what}, ${reading} battle ${b}: ${JSON.stringify(input)}`);
        near(exact.attackerWins, aw, 'attacker wins');
        near(exact.tie, tie, 'tie');
        // Each march on its own, many times: a natural 2 or 12 moves it by 1/36, below the battle's noise.
        for (const s of [input.attacker, input.defender] as Array<{ marchers?: Array<{ id: string }> }>)
          for (const m of s.marchers ?? []) {
            let ok = 0;
            for (let k = 0; k < 40000; k++) if (simulateMarch(m, input.rules, sim)) ok++;
            nearExact(exact.marchers[m.id]!, ok, 40000, `march ${m.id}, ${reading} battle ${b}`);
          }
        near(exact.demoralised.attacker, demA, 'attacker demoralised');
        near(exact.demoralised.defender, demD, 'defender demoralised');
        expect(Math.abs(la / runs - exact.expectedLosses.attacker), `losses A ${reading} battle ${b}`).toBeLessThan(4.5 * (12 / Math.sqrt(runs)));
        expect(Math.abs(ld / runs - exact.expectedLosses.defender), `losses D ${reading} battle ${b}`).toBeLessThan(4.5 * (12 / Math.sqrt(runs)));
      }
      // The battles really exercise the reading: in one at least, its default gives other odds.
      expect(decides, `${reading} changed nothing in 4 battles`).toBeGreaterThan(0);
    });
  }
});

describe('exact land odds on the benchmark battle (five marchers, round-2 configurations merged)', () => {
  it('agrees with the independent simulation, and a computation in between changes nothing', () => {
    const first = land(LAND_BENCH);
    const between = land(LAND_EXAMPLE);
    const again = land(LAND_BENCH);
    expect(again).toEqual(first);
    expect(land(LAND_EXAMPLE)).toEqual(between);
    expect(Math.abs(first.totalProbability - 1)).toBeLessThan(1e-9);
    expect(Math.abs(first.attackerWins + first.defenderWins + first.tie - 1)).toBeLessThan(1e-9);
    expect(first.secondRound).toBeGreaterThan(0.05); // round 2 is really exercised
    const runs = 6000;
    const sim = xoroshiro128plus(1809);
    let aw = 0;
    let second = 0;
    let la = 0;
    let demD = 0;
    for (let k = 0; k < runs; k++) {
      const r = simulateLand(LAND_BENCH, sim);
      if (r.winner === 'attacker') aw++;
      if (r.demoralised && r.winner === 'attacker') demD++;
      if (r.rounds === 2) second++;
      la += r.lossA;
    }
    const near = (p: number, hits: number, what: string) => nearExact(p, hits, runs, what);
    near(first.attackerWins, aw, 'attacker wins');
    near(first.secondRound, second, 'second round');
    near(first.demoralised.defender, demD, 'defender demoralised');
    expect(Math.abs(la / runs - first.expectedLosses.attacker)).toBeLessThan(4.5 * (12 / Math.sqrt(runs)));
  });
});
