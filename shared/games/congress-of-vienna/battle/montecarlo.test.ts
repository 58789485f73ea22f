// The exact engine against the independent Monte Carlo (test/independent-sim.ts, no shared code) on many
// random battles with random well-formed Battle DRM Tracks. Modifiers must agree exactly; probabilities
// within 4.5 standard errors of the simulation plus Bernstein's small-sample term Z²/3 · 1/N, + 1e-9.
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { describe, expect, it } from 'vitest';
import { computeCongressOfViennaOdds } from './index';
import { simulate, type SimBattle, type SimSide } from './test/independent-sim';

type Rng = ReturnType<typeof xoroshiro128plus>;
const Z = 4.5;
const N = 20_000;
const BATTLES = 60;
const SCHELDT_BATTLES = 30;
const SEPARATE_BATTLES = 12;
const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[uniformInt(rng, 0, xs.length - 1)] as T;
const chance = (rng: Rng, pct: number) => uniformInt(rng, 0, 99) < pct;
const tol = (p: number) => Z * Math.sqrt(Math.max(p * (1 - p), 0) / N) + (Z * Z) / 3 / N + 1e-9;

/** Rising totals, non-decreasing losses 0-5. */
function randomTrack(rng: Rng): number[][] {
  const row: number[][] = [];
  let t = uniformInt(rng, -4, 12);
  let loss = uniformInt(rng, 0, 1);
  for (let k = 0; k < uniformInt(rng, 3, 7); k++) {
    row.push([t, loss]);
    t += uniformInt(rng, 1, 8);
    loss = Math.min(5, loss + uniformInt(rng, 0, 2));
  }
  return row;
}

let sid = 0;
const space = (rng: Rng) => ({ id: `space-${sid++}`, nation: pick(rng, ['FR', 'RU', 'AU', 'BR', 'PR', 'SP', 'PT', 'NONE']), mountain: chance(rng, 25), minorCountry: chance(rng, 15) });
const cards = (rng: Rng) =>
  Array.from({ length: uniformInt(rng, 0, 2) }, () => {
    const id = pick(rng, ['wellington', 'castanos', 'berthier', 'blucher', 'duroc', 'card-40']);
    return chance(rng, 60) ? { id, own: uniformInt(rng, 0, 5) } : { id, enemy: -uniformInt(rng, 0, 5) };
  });

function randomBattle(rng: Rng): SimBattle {
  const front = pick(rng, ['A', 'B', 'C', 'D', 'E', 'F', 'G']);
  const g = front === 'G';
  let frMil = chance(rng, 60);
  let alMil = !frMil || chance(rng, 50);
  const owner = front === 'A' ? pick(rng, ['RU', 'AU']) : front === 'B' ? 'RU' : front === 'F' ? 'AU' : 'BR';
  const amphibious = front === 'E' && chance(rng, 50);
  if (amphibious) alMil = true;
  if (!frMil && !alMil) frMil = true;
  const bohemiaAndSilesia = front === 'A' && chance(rng, 60);
  const alliedNations = g ? ['BR'] : owner === 'RU' ? ['RU', 'PR', 'SW'] : owner === 'AU' ? (bohemiaAndSilesia ? ['AU', 'RU', 'PR'] : ['AU']) : ['BR', 'SP', 'PT'];
  const units: Record<string, number> = {};
  for (const n of alliedNations) if (chance(rng, 70)) units[n] = uniformInt(rng, 1, g ? 2 : 4);
  if (g) units.BR = Math.min(units.BR ?? 1, 2);
  if (!Object.keys(units).length) units[alliedNations[0]!] = 1;
  if (amphibious) units.BR = units.BR ?? 1; // a landing needs a British unit [13.6.3]
  const french: SimSide = { milOp: frMil, units: { [g ? 'US' : 'FR']: uniformInt(rng, 1, g ? 7 : 9) }, support: uniformInt(rng, 0, 1), cards: cards(rng), bestOfTwo: chance(rng, 15), situation: chance(rng, 20) ? uniformInt(rng, -2, 2) : 0 };
  const allied: SimSide = {
    owner, milOp: alMil, units, fleets: g ? uniformInt(rng, 0, 4) : amphibious ? uniformInt(rng, 1, 3) : 0, support: uniformInt(rng, 0, bohemiaAndSilesia ? 2 : 1), cards: cards(rng), bestOfTwo: chance(rng, 15),
    situation: chance(rng, 20) ? uniformInt(rng, -2, 2) : 0, amphibious, bohemiaAndSilesia, generalissimo: front === 'A' && chance(rng, 40) ? pick(rng, ['RU', 'AU']) : 'none', meddlingTsar: chance(rng, 20),
  };
  if (!g) {
    french.space = space(rng);
    allied.space = space(rng);
    if (chance(rng, 25)) (chance(rng, 50) ? french : allied).withdraw = true;
  }
  // Front A without a Generalissimo: one Power attacks alone beside the other Army, read either way [13.6.2; 10.14].
  const separate = bohemiaAndSilesia && alMil && allied.generalissimo === 'none' && chance(rng, 70);
  if (separate) allied.separateAttack = { otherArmyUnits: uniformInt(rng, 0, 5), otherArmySupport: uniformInt(rng, 0, 1) };
  return { front, french, allied, lossTrack: { french: randomTrack(rng), allied: randomTrack(rng) }, ...(separate ? { rules: { frontASeparateAttack: pick(rng, ['attacking-army', 'both-armies']) } } : {}) };
}

/** OHR 15.3 on Front B: the Army of Scheldt landing with the Northern Army against the Army of the Elbe in Holland,
 *  or defending Holland with it against a French attack; its units and fleets fight and fall with the Northern Army's. */
function randomScheldtBattle(rng: Rng): SimBattle {
  const holland = { id: 'Holland', nation: 'NONE', mountain: false, minorCountry: true };
  const landing = chance(rng, 60);
  const units: Record<string, number> = { RU: uniformInt(rng, 1, 4) };
  for (const n of ['PR', 'SW']) if (chance(rng, 40)) units[n] = uniformInt(rng, 1, 3);
  const scheldt = landing
    ? { units: uniformInt(rng, 1, 4), fleets: uniformInt(rng, 1, 3), support: uniformInt(rng, 0, 1), milOp: true }
    : { units: uniformInt(rng, 0, 4), fleets: uniformInt(rng, 0, 3), support: uniformInt(rng, 0, 1), milOp: false };
  const french: SimSide = { milOp: landing ? chance(rng, 30) : true, units: { FR: uniformInt(rng, 1, 9) }, support: uniformInt(rng, 0, 1), cards: cards(rng), bestOfTwo: chance(rng, 15), situation: chance(rng, 20) ? uniformInt(rng, -2, 2) : 0, space: landing ? holland : space(rng) };
  const allied: SimSide = {
    owner: 'RU', milOp: landing || chance(rng, 30), units, fleets: 0, support: uniformInt(rng, 0, 1), cards: cards(rng), bestOfTwo: chance(rng, 15),
    situation: chance(rng, 20) ? uniformInt(rng, -2, 2) : 0, meddlingTsar: chance(rng, 20), space: landing ? space(rng) : holland, scheldt,
  };
  if (chance(rng, 25)) (chance(rng, 50) ? french : allied).withdraw = true;
  // Both readings of France's pick in the landing: units and fleets (13.4.4), or the Coalition units only (15.3).
  return { front: 'B', french, allied, lossTrack: { french: randomTrack(rng), allied: randomTrack(rng) }, rules: { hollandFleetLosses: pick(rng, ['units-and-fleets', 'units-only']) } };
}

describe('exact odds against an independent simulation', () => {
  it(`${BATTLES} random battles × ${N} simulated each`, () => {
    const rng = xoroshiro128plus(1813);
    for (let k = 0; k < BATTLES; k++) check(randomBattle(rng), rng);
  });
  it(`${SEPARATE_BATTLES} random Front A separate attacks without a Generalissimo, under both readings × ${N} simulated each [13.6.2]`, () => {
    const rng = xoroshiro128plus(1814);
    const seen = { 'attacking-army': 0, 'both-armies': 0 };
    for (let n = 0; n < SEPARATE_BATTLES; ) {
      const b = randomBattle(rng);
      if (!b.allied.separateAttack) continue;
      n++;
      seen[b.rules!['frontASeparateAttack'] as keyof typeof seen]++;
      const { r } = check(b, rng);
      // Only the attacking Army's units can be lost, whatever the reading.
      expect(r.losses.allied.distribution.length - 1).toBe(Object.values(b.allied.units).reduce((a, x) => a + x, 0));
    }
    expect(seen['attacking-army']).toBeGreaterThan(0);
    expect(seen['both-armies']).toBeGreaterThan(0);
  });
  it(`${SCHELDT_BATTLES} random battles with the Army of Scheldt (landing in Holland or defending it) × ${N} simulated each [15.3]`, () => {
    const rng = xoroshiro128plus(1815);
    let landings = 0;
    const unitsOnly = { landings: 0, fleetsAtStake: 0 };
    for (let k = 0; k < SCHELDT_BATTLES; k++) {
      const b = randomScheldtBattle(rng);
      const { r, sim } = check(b, rng);
      // hollandFleetLosses "units-only": in a landing the fleets never fall, nor count toward the most that can be lost.
      if (b.rules?.['hollandFleetLosses'] === 'units-only' && b.allied.scheldt!.milOp) {
        unitsOnly.landings++;
        unitsOnly.fleetsAtStake += b.allied.scheldt!.fleets ?? 0;
        expect(r.losses.allied.distribution.length - 1).toBe(Object.values(b.allied.units).reduce((a, n) => a + n, 0) + b.allied.scheldt!.units);
      }
      // Its fleets can be lost: the Allied loss distribution runs to units + fleets of both Armies.
      expect(r.losses.allied.distribution.length).toBe(sim.lostAllied.length);
      if (b.allied.scheldt!.milOp) {
        landings++;
        expect(Math.abs(r.scheldt!.success - sim.landings / N), `landing success ${JSON.stringify(b)}`).toBeLessThanOrEqual(tol(r.scheldt!.success));
      }
    }
    expect(landings).toBeGreaterThan(0);
    expect(unitsOnly.landings).toBeGreaterThan(0);
    expect(unitsOnly.fleetsAtStake).toBeGreaterThan(0);
  });
});

/** One battle: the modifiers agree exactly, every probability within the tolerance. */
function check(b: SimBattle, rng: Rng) {
  const r = computeCongressOfViennaOdds({ game: 'congress-of-vienna', ...b });
  const sim = simulate(b, N, rng);
  const ctx = JSON.stringify(b);
  expect({ french: r.drm.french.total, allied: r.drm.allied.total }, ctx).toEqual(sim.before);
  const cmp = (exact: number, count: number, what: string) => expect(Math.abs(exact - count / N), `${what} ${ctx}`).toBeLessThanOrEqual(tol(exact));
  cmp(r.frenchWins, sim.frenchWins, 'frenchWins');
  cmp(r.alliedWins, sim.alliedWins, 'alliedWins');
  cmp(r.draw, sim.draw, 'draw');
  cmp(r.majorBattle.probability, sim.major, 'majorBattle');
  cmp(r.mountainCancel, sim.cancel, 'mountainCancel');
  cmp(r.space.french?.probability ?? 0, sim.frenchSpaceTaken, 'French space taken');
  cmp(r.space.allied?.probability ?? 0, sim.alliedSpaceTaken, 'Allied space taken');
  expect(r.losses.french.distribution.length).toBe(sim.lostFrench.length);
  r.losses.french.distribution.forEach((p, n) => cmp(p, sim.lostFrench[n]!, `french loses ${n}`));
  r.losses.allied.distribution.forEach((p, n) => cmp(p, sim.lostAllied[n]!, `allies lose ${n}`));
  return { r, sim };
}
