import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { describe, expect, it } from 'vitest';
import { computeLeGrandEmpireOdds, LgeInputError, parseNavalInput, computeNavalOdds, allocateVolley, DEFAULT_NAVAL_POLICY, type NavalOddsOutput } from './index';
import { simulateNaval, simulateNavalCheck, type SimNavalInput } from './test/naval-sim';
import { ISSUE_EXAMPLE_INPUT as ISSUE_EXAMPLE } from './test/fixtures';

const odds = (x: unknown) => computeLeGrandEmpireOdds(x) as NavalOddsOutput;
const fleet = (id: string, points: number, bonus: number, extra: object = {}) => ({ id, points, bonus, ...extra });
const battle = (a: object[], d: object[], extra: object = {}) => ({ game: 'le-grand-empire', kind: 'naval', attacker: { fleets: a }, defender: { fleets: d }, ...extra });

describe('TC-29 naval volley (§10.1)', () => {
  const tc = battle([fleet('gb-1', 2, 0), fleet('gb-2', 2, 1)], [fleet('fr', 3, 0)]);
  it('round-1 hit distributions are the digest’s', () => {
    const r = odds(tc).round1;
    [25 / 81, 35 / 81, 23 / 108, 7 / 162, 1 / 324].forEach((p, i) => expect(r.attackerHits[i]).toBeCloseTo(p, 12));
    [125 / 216, 25 / 72, 5 / 72, 1 / 216].forEach((p, i) => expect(r.defenderHits[i]).toBeCloseTo(p, 12));
  });
  it('round-1 verdict: the digest’s figures, except a 3-3 tie that wipes the French fleet out is a British win', () => {
    const r = odds(tc).round1;
    // 4 British hits are capped at the 3 French points; 3 hits each leave France with nothing (§10.2).
    const moved = (7 / 162) * (1 / 216);
    expect(r.attackerWins).toBeCloseTo(17263 / 34992 + moved, 12);
    expect(r.tie + r.draw).toBeCloseTo(24049 / 69984 - moved, 12);
    expect(r.defenderWins).toBeCloseTo(3803 / 23328, 12);
  });
  it('the example’s dice: British hits 2 (French choose the 1st, British the 2nd), French 1 chosen by the British', () => {
    const { setup } = parseNavalInput(tc);
    const fr = allocateVolley(setup.defender, 2, 'defender', DEFAULT_NAVAL_POLICY);
    expect(fr.steps.map((s) => s.chooser)).toEqual(['defender', 'attacker']);
    const gb = allocateVolley(setup.attacker, 1, 'attacker', DEFAULT_NAVAL_POLICY);
    expect(gb.steps).toEqual([{ fleet: 'gb-1', chooser: 'attacker', cargoLost: false }]);
  });
});

describe('the issue’s naval example', () => {
  it('gives every field the issue names, summing to 1', () => {
    const r = odds(ISSUE_EXAMPLE);
    expect(r.attackerWins + r.defenderWins + r.draw).toBeCloseTo(1, 12);
    expect(r.attackerWins).toBeGreaterThan(0.9);
    expect(r.capture).toBeCloseTo(r.captureBy.attacker + r.captureBy.defender, 12);
    expect(r.expectedLosses.defender).toBeGreaterThan(r.expectedLosses.attacker);
    expect(r.admiralKilled['gb-nelson']).toBeCloseTo(1 / 36, 12);
    expect(Object.values(r.rounds).reduce((s, p) => s + p, 0) + r.roundsTail).toBeCloseTo(1, 10);
  });
  it('is reproduced by the independent simulation', () => {
    compareWithSimulation(ISSUE_EXAMPLE as SimNavalInput, 40_000, 11);
  });
});

describe('rules and policies', () => {
  it('a side wiped out on a tied round loses; both wiped is a draw', () => {
    const r = odds(battle([fleet('a', 1, 5)], [fleet('d', 1, 5)]));
    expect(r.draw).toBe(1);
  });
  it('tie policy: a defender who retreats on a tie loses', () => {
    const stay = odds(battle([fleet('a', 3, 0)], [fleet('d', 3, 0)]));
    const retreat = odds(battle([fleet('a', 3, 0)], [fleet('d', 3, 0)], { policy: { tie: { defender: 'retreat' } } }));
    expect(retreat.attackerWins).toBeGreaterThan(stay.attackerWins);
    expect(retreat.rounds['1']).toBeCloseTo(1, 12);
  });
  it('capture only when the loser lost 4 or more', () => {
    expect(odds(battle([fleet('a', 3, 5)], [fleet('d', 3, -1)])).capture).toBe(0);
    expect(odds(battle([fleet('a', 4, 5)], [fleet('d', 4, -1)])).capture).toBeCloseTo(1, 12);
  });
  it('coastal batteries fire first at the fleet the policy names and count for the defender', () => {
    const at = battle([fleet('a1', 3, 0), fleet('a2', 3, 2)], [fleet('d', 3, 0)]);
    const harbour = odds({ ...at, harbour: { batteries: 2 } });
    const sea = odds(at);
    expect(harbour.round1.batteryHits).toHaveLength(5);
    expect(harbour.defenderWins).toBeGreaterThan(sea.defenderWins);
    expect(harbour.expectedPointsLeft.a2).toBeLessThan(sea.expectedPointsLeft.a2!);
    compareWithSimulation({ ...at, harbour: { batteries: 2 } } as SimNavalInput, 30_000, 3);
  });
  it('transport: empty steps are lost first, then laden steps with their cargo', () => {
    const r = odds(battle([fleet('a', 3, 0, { laden: 2 })], [fleet('d', 4, 1)]));
    const { setup } = parseNavalInput(battle([fleet('a', 3, 0, { laden: 2 })], [fleet('d', 4, 1)]));
    expect(allocateVolley(setup.attacker, 2, 'attacker', DEFAULT_NAVAL_POLICY).steps.map((s) => s.cargoLost)).toEqual([false, true]);
    expect(r.expectedCargoLost.attacker).toBeGreaterThan(0);
    expect(r.expectedCargoLost.attacker).toBeLessThan(r.expectedLosses.attacker);
  });
  it('engagement: P(fought) from detection and a failed avoidance', () => {
    const r = odds({ ...ISSUE_EXAMPLE, engagement: { detection: { maneuver: 2 }, avoidance: { maneuver: 1 } } });
    expect(r.engagement!.fought).toBeCloseTo((15 / 36) * (26 / 36), 12);
  });
});

describe('refusals name the field and say why', () => {
  const bad: Array<[unknown, string, RegExp]> = [
    [{ ...ISSUE_EXAMPLE, attacker: { fleets: [] } }, 'attacker.fleets', /at least one fleet/],
    [battle([fleet('a', 2.5, 0)], [fleet('d', 3, 0)]), 'attacker.fleets[0].points', /whole number/],
    [battle([fleet('a', 2, 0)], [fleet('a', 3, 0)]), 'defender.fleets[0].id', /used twice/],
    [battle([fleet('a', 2, 0, { laden: 3 })], [fleet('d', 3, 0)]), 'attacker.fleets[0].laden', /at most 1 CP per fleet point/],
    [battle([fleet('a', 0, 0)], [fleet('d', 3, 0)]), 'attacker.fleets', /no fleet points/],
    [battle([fleet('a', 2, -1)], [fleet('d', 3, -1)]), 'attacker.fleets', /never end/],
    [{ ...ISSUE_EXAMPLE, colour: 'red' }, 'colour', /unknown field/],
    [{ ...ISSUE_EXAMPLE, policy: { ownerLoss: ['nobody'] } }, 'policy.ownerLoss[0]', /not a fleet/],
    [{ ...ISSUE_EXAMPLE, harbour: { batteries: 2 }, engagement: { avoidance: { maneuver: 1 } } }, 'engagement.avoidance', /cannot avoid/],
    [{ ...ISSUE_EXAMPLE, kind: 'corsairs' }, 'kind', /not a battle kind/],
  ];
  it.each(bad.map((b, i) => [i, ...b] as const))('case %i', (_i, input, field, msg) => {
    let err: unknown;
    try {
      odds(input);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(LgeInputError);
    expect((err as LgeInputError).field).toBe(field);
    expect((err as Error).message).toMatch(msg);
  });
});

function compareWithSimulation(input: SimNavalInput, runs: number, seed: number): void {
  const exact = computeNavalOdds(parseNavalInput(input).setup);
  const rng = xoroshiro128plus(seed);
  let aw = 0;
  let dr = 0;
  let cap = 0;
  let la = 0;
  let ld = 0;
  for (let k = 0; k < runs; k++) {
    const r = simulateNaval(input, rng);
    if (r.winner === 'attacker') aw++;
    if (r.winner === 'draw') dr++;
    if (r.capture) cap++;
    la += r.lostA;
    ld += r.lostD;
  }
  const near = (p: number, hits: number) => {
    const se = Math.sqrt(Math.max(p * (1 - p), 1 / runs) / runs);
    expect(Math.abs(hits / runs - p), `${JSON.stringify(input)} p=${p} sim=${hits / runs}`).toBeLessThan(4.5 * se + 1e-9);
  };
  near(exact.attackerWins, aw);
  near(exact.draw, dr);
  near(exact.capture, cap);
  const maxA = Math.max(...input.attacker.fleets.map(() => 0), exact.losses.attacker.length);
  expect(Math.abs(la / runs - exact.expectedLosses.attacker)).toBeLessThan(4.5 * (maxA / Math.sqrt(runs)) + 1e-9);
  expect(Math.abs(ld / runs - exact.expectedLosses.defender)).toBeLessThan(4.5 * (exact.losses.defender.length / Math.sqrt(runs)) + 1e-9);
}

describe('exact odds against the independent simulation, on random battles', () => {
  it('40 random battles (1-3 fleets a side, transport, batteries, tie policies)', () => {
    const rng = xoroshiro128plus(2026);
    for (let b = 0; b < 40; b++) {
      const fleets = (prefix: string, n: number, ladenOk: boolean) =>
        Array.from({ length: n }, (_, i) => {
          const points = uniformInt(rng, 1, 5);
          return { id: `${prefix}${i}`, points, bonus: uniformInt(rng, -1, 3), ...(ladenOk && uniformInt(rng, 0, 2) === 0 ? { laden: uniformInt(rng, 1, points) } : {}) };
        });
      const a = fleets('a', uniformInt(rng, 1, 3), true);
      const d = fleets('d', uniformInt(rng, 1, 3), false);
      if (a.every((f) => f.bonus < 0) && d.every((f) => f.bonus < 0)) a[0]!.bonus = 1;
      const input: SimNavalInput = { game: 'le-grand-empire', kind: 'naval', attacker: { fleets: a }, defender: { fleets: d } };
      if (uniformInt(rng, 0, 3) === 0) input.harbour = { batteries: uniformInt(rng, 1, 3) };
      if (uniformInt(rng, 0, 4) === 0) input.policy = { tie: { defender: 'retreat' } };
      else if (uniformInt(rng, 0, 4) === 0) input.policy = { tie: { attacker: 'retreat' } };
      compareWithSimulation(input, 4000, 100 + b);
    }
  });
});

/** Every reading the exact naval odds take (input `rules`), default first (rules.ts, A-23, A-24, A-44). */
const NAVAL_READINGS = {
  coastalBatteries: ['every-round-counted', 'first-round-counted', 'every-round-not-counted'],
  navalCaptureCount: ['whole-battle', 'last-round'],
} as const;

describe('exact naval odds against the independent simulation, under every reading the odds take', () => {
  for (const [rule, values] of Object.entries(NAVAL_READINGS) as Array<[keyof typeof NAVAL_READINGS, readonly string[]]>) {
    for (const value of values.slice(1)) {
      it(`${rule} = ${value}: random harbour battles with random readings of the other agree with the simulation; the reading changes the odds`, () => {
        const rng = xoroshiro128plus(1805 + value.length * 7 + rule.length);
        let decides = 0;
        for (let b = 0; b < 10; b++) {
          // Big enough fleets that 4 steps can go in a round; batteries so that their rule matters.
          const fleets = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => ({ id: `${prefix}${i}`, points: uniformInt(rng, 2, 6), bonus: uniformInt(rng, 0, 3) }));
          const rules = { coastalBatteries: NAVAL_READINGS.coastalBatteries[uniformInt(rng, 0, 2)], navalCaptureCount: NAVAL_READINGS.navalCaptureCount[uniformInt(rng, 0, 1)], [rule]: value };
          const input: SimNavalInput = { game: 'le-grand-empire', kind: 'naval', attacker: { fleets: fleets('a', uniformInt(rng, 1, 2)) }, defender: { fleets: fleets('d', uniformInt(rng, 1, 2)) }, harbour: { batteries: uniformInt(rng, 1, 3) }, rules };
          if (uniformInt(rng, 0, 3) === 0) input.policy = { tie: { defender: 'retreat' } };
          compareWithSimulation(input, 3000, 500 + b);
          const here = computeNavalOdds(parseNavalInput(input).setup);
          const dflt = computeNavalOdds(parseNavalInput({ ...input, rules: { ...rules, [rule]: values[0] } }).setup);
          if (Math.abs(here.attackerWins - dflt.attackerWins) > 1e-9 || Math.abs(here.capture - dflt.capture) > 1e-9) decides++;
        }
        expect(decides, `${rule} = ${value} changed nothing in 10 battles`).toBeGreaterThan(0);
      });
    }
  }

  it('naturalRolls = natural-extremes: detection, interception and avoidance odds agree with the simulated checks, and differ from the literal reading where a natural 2 or 12 decides', () => {
    const rng = xoroshiro128plus(1806);
    for (const naturalRolls of ['modifiers-literal', 'natural-extremes'] as const)
      for (const [maneuver, avoid, how] of [[-3, 9, 'detection'], [0, 8, 'interception'], [3, 3, 'detection'], [8, 0, 'interception'], [9, -3, 'detection']] as const) {
        const input = battle([fleet('a', 3, 1)], [fleet('d', 2, 0)], { engagement: { [how]: { maneuver }, avoidance: { maneuver: avoid } }, rules: { naturalRolls } });
        const e = odds(input).engagement!;
        const runs = 40000;
        let fought = 0;
        for (let k = 0; k < runs; k++) if (simulateNavalCheck({ maneuver }, { naturalRolls }, rng) && !simulateNavalCheck({ maneuver: avoid }, { naturalRolls }, rng)) fought++;
        const se = Math.sqrt(Math.max(e.fought * (1 - e.fought), 1 / runs) / runs);
        expect(Math.abs(fought / runs - e.fought), `${naturalRolls} maneuver ${maneuver}: exact ${e.fought}, simulated ${fought / runs}`).toBeLessThan(4.5 * se + 1e-9);
      }
    // Maneuver 8: literal, a natural 2 still detects (35/36... all 36); natural extremes, it fails.
    const det = (naturalRolls: string) => odds(battle([fleet('a', 3, 1)], [fleet('d', 2, 0)], { engagement: { detection: { maneuver: 8 } }, rules: { naturalRolls } })).engagement!.checks.detection;
    expect(det('modifiers-literal')).toBe(1);
    expect(det('natural-extremes')).toBeCloseTo(35 / 36, 12);
  });
});
