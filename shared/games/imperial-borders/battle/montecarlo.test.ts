// Exact odds against the independent simulation (test/independent-sim.ts) on random battles of all three
// kinds, random dice faces and random policies: every probability within 4.5 standard errors.
import { describe, expect, it } from 'vitest';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { exactOdds } from './exact';
import { simulate } from './test/independent-sim';
import { randomBattle } from './test/random-battles';

const RUNS = 3000;
const Z = 4.5;

function closeP(exact: number, hits: number, runs: number, what: string) {
  const p = hits / runs;
  const se = Math.sqrt(Math.max(exact * (1 - exact), 1 / runs) / runs);
  expect(Math.abs(exact - p), `${what}: exact ${exact.toFixed(4)} vs simulated ${p.toFixed(4)}`).toBeLessThanOrEqual(Z * se + 1e-9);
}
function closeMean(exact: number, xs: number[], what: string) {
  const m = xs.reduce((a, b) => a + b, 0) / xs.length;
  const v = xs.reduce((a, b) => a + (b - m) ** 2, 0) / Math.max(1, xs.length - 1);
  const se = Math.sqrt(Math.max(v, 1) / xs.length);
  expect(Math.abs(exact - m), `${what}: exact ${exact.toFixed(3)} vs simulated ${m.toFixed(3)}`).toBeLessThanOrEqual(Z * se + 1e-9);
}

describe('exact odds agree with the independent simulation', () => {
  for (const kind of ['land', 'sea', 'port'] as const) {
    it(`on random ${kind} battles`, () => {
      const rng = xoroshiro128plus(kind === 'land' ? 11 : kind === 'sea' ? 22 : 33);
      for (let b = 0; b < 6; b++) {
        const { setup, faces, policy } = randomBattle(rng, kind);
        const exact = exactOdds(setup, faces, policy);
        expect(exact.totalProbability).toBeCloseTo(1, 9);
        expect(exact.attackerVictory + exact.defenderVictory + exact.mutualDefeat + exact.contested).toBeCloseTo(1, 9);
        const sim = simulate(setup, faces, policy, RUNS, xoroshiro128plus(1000 + b));
        const tag = `${kind} #${b}`;
        closeP(exact.attackerVictory, sim.attackerVictory, RUNS, `${tag} attackerVictory`);
        closeP(exact.defenderVictory, sim.defenderVictory, RUNS, `${tag} defenderVictory`);
        closeP(exact.mutualDefeat, sim.mutualDefeat, RUNS, `${tag} mutualDefeat`);
        closeP(exact.contested, sim.contested, RUNS, `${tag} contested`);
        closeP(exact.capture, sim.capture, RUNS, `${tag} capture`);
        closeP(exact.attacker.elitePennant, sim.pennant.attacker, RUNS, `${tag} attacker pennant`);
        closeP(exact.defender.elitePennant, sim.pennant.defender, RUNS, `${tag} defender pennant`);
        closeMean(exact.attacker.expectedPoints, sim.points.attacker, `${tag} attacker points`);
        closeMean(exact.defender.expectedPoints, sim.points.defender, `${tag} defender points`);
      }
    }, 120_000);
  }
});
