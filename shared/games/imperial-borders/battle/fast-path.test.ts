// The fast exact engine (exact.ts) against the engine it replaced, kept as a test-only reference
// (test/exact-reference.ts: one roll table per pair, every roll outcome allocated by allocateN), and the
// facts its fast path rests on, checked against allocateN itself.
import { describe, expect, it } from 'vitest';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { exactOdds, type ExactOdds } from './exact';
import { allocateN, landedDoublesNoFort, landedFort, landedNoFort } from './hits';
import { exactOdds as referenceOdds } from './test/exact-reference';
import { randomBattle } from './test/random-battles';

/** Every number of the two answers, relative to its size, within 1e-12. */
function agree(a: ExactOdds, b: ExactOdds, what: string) {
  const walk = (x: unknown, y: unknown, path: string) => {
    if (typeof x === 'number') {
      expect(typeof y, `${what}${path}`).toBe('number');
      expect(Math.abs(x - (y as number)), `${what}${path}: ${x} vs ${y}`).toBeLessThanOrEqual(1e-12 * Math.max(1, Math.abs(x)));
    } else if (x && typeof x === 'object') for (const k of Object.keys(x)) walk((x as Record<string, unknown>)[k], (y as Record<string, unknown>)[k], `${path}.${k}`);
  };
  walk(a, b, '');
  expect(a.statesExplored, `${what}: states`).toBe(b.statesExplored);
}

describe('the fast path rests on facts about the Hit assignment', () => {
  it('without a Fort, the landed Hits have a closed form (any single any-zone Hit, or Doubles only)', () => {
    const bad: string[] = [];
    const check = (a: number, b: number, what: () => string) => {
      if (a !== b && bad.length < 5) bad.push(what());
    };
    for (const pref of [1, 2] as const)
      for (let c1 = 0; c1 <= 9; c1++)
        for (let c2 = 0; c2 <= 5; c2++)
          for (let u = 0; u <= c1 + 1; u++)
            for (let r = 0; r <= c2 + 1; r++)
              for (let g = 0; g <= c1 + c2 + 2; g++) {
                const at = () => `c1 ${c1} c2 ${c2} u ${u} r ${r} g ${g} pref ${pref}`;
                for (let d = 0; 2 * d < g; d++) check(landedNoFort(c1, c2, u, r, g, pref), allocateN(0, c1, c2, u, r, g - 2 * d, d, pref, false), at);
                if (g === 0) check(landedNoFort(c1, c2, u, r, 0, pref), allocateN(0, c1, c2, u, r, 0, 0, pref, false), at);
                check(landedDoublesNoFort(c1, c2, u, r, g, pref), allocateN(0, c1, c2, u, r, 0, g, pref, false), () => `doubles ${at()}`);
              }
    expect(bad).toEqual([]);
  });

  it('with a Fort, single Hits land in closed form (the Fort first, then the no-Fort landing cut to the Hits left)', () => {
    const bad: string[] = [];
    for (const pref of [1, 2] as const)
      for (let h = 1; h <= 4; h++)
        for (let c1 = 0; c1 <= 9; c1++)
          for (let c2 = 0; c2 <= 5; c2++)
            for (let u = 0; u <= h + c1 + 1; u++)
              for (let r = 0; r <= h + c2 + 1; r++)
                for (let g = 0; g <= h + c1 + c2 + 2; g++)
                  if (landedFort(h, c1, c2, u, r, g, pref) !== allocateN(h, c1, c2, u, r, g, 0, pref, false) && bad.length < 5) bad.push(`h ${h} c1 ${c1} c2 ${c2} u ${u} r ${r} g ${g} pref ${pref}`);
    expect(bad).toEqual([]);
  });

  it('with a Fort (either-zone reading), only u, r, f + 2d and whether f >= 1 matter, and Hits beyond the capacities change nothing', () => {
    const bad: string[] = [];
    for (const pref of [1, 2] as const)
      for (let h = 1; h <= 4; h++)
        for (let c1 = 0; c1 <= 5; c1++)
          for (let c2 = 0; c2 <= 4; c2++)
            for (let u = 0; u <= h + c1 + 1; u++)
              for (let r = 0; r <= h + c2 + 1; r++)
                for (let g = 1; g <= h + c1 + c2 + 2; g++) {
                  const single = allocateN(h, c1, c2, Math.min(u, h + c1), Math.min(r, h + c2), Math.min(g, h + c1 + c2), 0, pref, false);
                  for (let d = 0; 2 * d < g; d++) if (allocateN(h, c1, c2, u, r, g - 2 * d, d, pref, false) !== single && bad.length < 5) bad.push(`h ${h} c1 ${c1} c2 ${c2} u ${u} r ${r} f ${g - 2 * d} d ${d}`);
                  if (allocateN(h, c1, c2, u, r, 0, g, pref, false) !== allocateN(h, c1, c2, Math.min(u, h + c1), Math.min(r, h + c2), 0, Math.min(g, h + c1 + c2), pref, false) && bad.length < 5) bad.push(`doubles h ${h} c1 ${c1} c2 ${c2} u ${u} r ${r} d ${g}`);
                }
    expect(bad).toEqual([]);
  });
});

describe('the fast engine gives the reference engine’s numbers', () => {
  it('on random land battles, large and mostly Aggressive (the fast path)', () => {
    const rng = xoroshiro128plus(2027);
    for (let b = 0; b < 10; b++) {
      const { setup, faces, policy } = randomBattle(rng, 'land', 6, 0.85);
      agree(exactOdds(setup, faces, policy), referenceOdds(setup, faces, policy), `land battle ${b}`);
    }
  });
  it('the same battle with other dice faces, back to back (the hit tables kept between calls are keyed by the faces)', () => {
    const rng = xoroshiro128plus(2030);
    for (let b = 0; b < 3; b++) {
      const battle = randomBattle(rng, 'land', 6, 1);
      const { faces, policy } = battle;
      const setup = { ...battle.setup, rules: { ...battle.setup.rules, doubleBlastAfterFort: 'either-zone' as const } }; // the fast path's reading
      const first = exactOdds(setup, faces, policy);
      const other = { black: { ...faces.black, blank: faces.black.blank + 1 }, white: { ...faces.white, blank: faces.white.blank + 2 } };
      const second = exactOdds(setup, other, policy);
      agree(second, referenceOdds(setup, other, policy), `land battle ${b}, other faces`);
      agree(exactOdds(setup, faces, policy), first, `land battle ${b}, again`);
      expect(second.attacker.expectedPoints + second.defender.expectedPoints).not.toBe(first.attacker.expectedPoints + first.defender.expectedPoints);
    }
  });
  it('on random battles of every kind, stance and reading (the general path)', () => {
    const rng = xoroshiro128plus(2028);
    for (const kind of ['land', 'sea', 'port'] as const)
      for (let b = 0; b < 6; b++) {
        const { setup, faces, policy } = randomBattle(rng, kind);
        agree(exactOdds(setup, faces, policy), referenceOdds(setup, faces, policy), `${kind} battle ${b}`);
      }
  });
  it('from a later Battle Round with points already collected', () => {
    const rng = xoroshiro128plus(2029);
    for (let b = 0; b < 4; b++) {
      const { setup, faces, policy } = randomBattle(rng, 'land', 6, 0.9);
      const position = { round: 2, pointsSoFar: { attacker: 6, defender: 2 } };
      agree(exactOdds(setup, faces, policy, position), referenceOdds(setup, faces, policy, position), `land battle ${b} from round 2`);
    }
  });
});
