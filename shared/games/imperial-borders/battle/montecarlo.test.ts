// Exact odds against the independent simulation (test/independent-sim.ts) on random battles of all three
// kinds, random dice faces and random policies: every probability within 4.5 standard errors.
import { describe, expect, it } from 'vitest';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { exactOdds, type BattlePolicy } from './exact';
import { DEFAULT_RULES, type BattleKind, type BattleSetup, type BattleSide, type DiceFaces, type LandType, type Stance } from './model';
import { simulate } from './test/independent-sim';

type Rng = ReturnType<typeof xoroshiro128plus>;
const pick = <T,>(rng: Rng, xs: readonly T[]): T => xs[uniformInt(rng, 0, xs.length - 1)] as T;
const n = (rng: Rng, a: number, b: number) => uniformInt(rng, a, b);

function randomSide(rng: Rng, kind: BattleKind, land: boolean, fort: boolean, tag: string): BattleSide {
  const units: BattleSide['units'] = [];
  if (land) {
    const count = n(rng, kind === 'land' ? 1 : 0, kind === 'land' ? 4 : 2);
    for (let i = 0; i < count; i++) {
      const type = pick<LandType>(rng, ['half-infantry', 'full-infantry', 'cavalry', 'cannon']);
      const zone = kind === 'port' ? 'land' : type === 'cannon' ? 'rear' : type === 'cavalry' ? pick(rng, ['front', 'rear'] as const) : 'front';
      units.push({ id: `${tag}u${i}`, type, zone, elite: n(rng, 0, 4) === 0 });
    }
  }
  const ships: BattleSide['ships'] = [];
  if (kind !== 'land') {
    const count = n(rng, kind === 'sea' ? 1 : 0, 3);
    for (let i = 0; i < count; i++) {
      const type = pick(rng, ['frigate', 'ship-of-the-line'] as const);
      const damage = n(rng, 0, 3) === 0 ? (type === 'frigate' ? 0 : 1) : 0;
      ships.push({ id: `${tag}s${i}`, type, elite: damage === 0 && n(rng, 0, 3) === 0, damage, cargo: n(rng, 0, 2) === 0 ? ['cannon'] : [] });
    }
  }
  const fortification = fort ? { tier: pick(rng, ['minor', 'major', 'capital'] as const), damage: 0 } : null;
  if (fortification && fortification.tier === 'capital') fortification.damage = n(rng, 0, 2);
  const medals = n(rng, 0, 3) === 0 ? [pick(rng, ['dominus-exercitus', 'dominus-maris'] as const)] : [];
  return { nations: [tag], units, ships, fortification, medals };
}

function randomBattle(rng: Rng, kind: BattleKind): { setup: BattleSetup; faces: DiceFaces; policy: BattlePolicy } {
  const landSide = n(rng, 0, 1) === 0;
  let attacker = randomSide(rng, kind, kind === 'land' || landSide, false, 'a');
  let defender = randomSide(rng, kind, kind === 'land' || !landSide, kind !== 'sea' && n(rng, 0, 3) > 0, 'd');
  const able = (s: BattleSide) => s.units.length > 0 || s.ships.some((x) => !(x.type === 'frigate' ? x.damage >= 1 : x.damage >= 2)) || (s.fortification !== null);
  if (!able(attacker)) attacker = { ...attacker, ships: [{ id: 'ax', type: 'frigate', elite: false, damage: 0, cargo: [] }] };
  if (!able(defender)) defender = { ...defender, ships: kind === 'land' ? [] : [{ id: 'dx', type: 'ship-of-the-line', elite: false, damage: 0, cargo: [] }], units: kind === 'land' ? [{ id: 'dx', type: 'half-infantry', zone: 'front', elite: false }] : defender.units };
  const faces: DiceFaces = {
    black: { double: n(rng, 0, 2), blast: n(rng, 1, 2), bar: n(rng, 0, 2), blank: n(rng, 1, 3) },
    white: { red: n(rng, 0, 2), blue: n(rng, 1, 2), bar: n(rng, 0, 2), blank: n(rng, 1, 3) },
  };
  const st = (): [Stance, Stance, Stance] => [pick(rng, ['aggressive', 'defensive'] as const), pick(rng, ['aggressive', 'defensive'] as const), pick(rng, ['aggressive', 'defensive'] as const)];
  const policy: BattlePolicy = {
    stances: { attacker: st(), defender: st() },
    zones: { attacker: pick(rng, ['zone-1-first', 'zone-2-first'] as const), defender: pick(rng, ['zone-1-first', 'zone-2-first'] as const) },
    stop: pick(rng, ['never', 'never', 'after-round-2', 'when-outgunned'] as const),
  };
  const rules = { ...DEFAULT_RULES, doubleBlastAfterFort: n(rng, 0, 3) === 0 ? ('lost-unless-fort' as const) : ('either-zone' as const) };
  return { setup: { kind, attacker, defender, rules }, faces, policy };
}

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
