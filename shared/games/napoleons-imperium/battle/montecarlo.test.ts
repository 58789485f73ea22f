// The exact engine against an independent Monte Carlo simulator (test/independent-sim.ts, no shared code) on
// random battles of every kind. Tolerance: 4.5 standard errors of the simulation, plus Bernstein's
// small-sample term Z^2/3 * range / N (rare events with N*p << 1 are not normal), + 1e-9.
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { describe, expect, it } from 'vitest';
import { computeImperiumOdds, type ImperiumOddsOutput } from './entry';
import { applyAction, policyChoice, startBattle } from './resolver';
import { parseImperiumInput } from './schema';
import { simulateOnce, type Mutation, type SimInput, type SimUnit } from './test/independent-sim';

type Rng = ReturnType<typeof xoroshiro128plus>;
const Z = 4.5;
const EPS = 1e-9;
const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[uniformInt(rng, 0, xs.length - 1)] as T;
const chance = (rng: Rng, p: number) => uniformInt(rng, 0, 9999) < p * 10000;
const LAND = ['infantry', 'cavalry', 'artillery', 'camels', 'riflemen'];

let uid = 0;
function landGroups(rng: Rng, prefix: string, n: number, maxCount: number, allies: boolean): SimUnit[] {
  const out: SimUnit[] = [];
  for (let k = 0; k < n; k++) {
    const u: SimUnit = { id: `${prefix}${uid++}`, type: pick(rng, LAND), count: uniformInt(rng, 1, maxCount), hitValue: chance(rng, 0.1) ? pick(rng, [10, 11]) : uniformInt(rng, 1, 9) };
    if (allies && k > 0 && chance(rng, 0.5)) u.ally = true;
    out.push(u);
  }
  return out;
}
function fleetGroups(rng: Rng, prefix: string, n: number, maxCount: number): SimUnit[] {
  const out: SimUnit[] = [];
  for (let k = 0; k < n; k++) {
    const u: SimUnit = { id: `${prefix}${uid++}`, type: 'fleet', count: uniformInt(rng, 1, maxCount), hitValue: uniformInt(rng, 3, 9) };
    if (k > 0 && chance(rng, 0.4)) u.joined = true;
    out.push(u);
  }
  return out;
}

/** A random legal battle of any kind, small enough for a quick simulation. */
function randomBattle(rng: Rng): SimInput {
  const kind = pick(rng, ['land', 'land', 'land', 'sea', 'sea', 'avoid', 'invasion', 'invasion', 'invasion', 'chain', 'chain'] as const);
  const b: SimInput = { game: 'napoleons-imperium', kind, attacker: [], defender: [] };
  if (kind === 'land') {
    b.attacker = landGroups(rng, 'a', uniformInt(rng, 1, 3), 4, false);
    if (chance(rng, 0.08)) {
      b.neutral = true;
      b.attacker[0]!.count = Math.max(2, b.attacker[0]!.count);
    } else b.defender = landGroups(rng, 'd', uniformInt(rng, 1, 3), 4, true);
  } else if (kind === 'sea' || kind === 'avoid') {
    b.attacker = fleetGroups(rng, 'a', uniformInt(rng, 1, 3), 4);
    b.defender = fleetGroups(rng, 'd', uniformInt(rng, 1, 2), 4);
    if (kind === 'avoid') b.avoidRate = uniformInt(rng, 1, 9);
  } else if (kind === 'invasion') {
    const nf = uniformInt(rng, 1, 3);
    for (let k = 0; k < nf; k++) {
      const f: SimUnit = { id: `f${uid++}`, type: 'fleet', count: uniformInt(rng, 1, 3), hitValue: uniformInt(rng, 4, 9), invasionValue: uniformInt(rng, 1, 8), cargo: [] };
      const nc = k === 0 ? uniformInt(rng, 1, 2) : uniformInt(rng, 0, 2);
      for (let c = 0; c < nc; c++) f.cargo!.push({ id: `c${uid++}`, type: pick(rng, LAND), count: uniformInt(rng, 1, 2), hitValue: uniformInt(rng, 2, 9), lands: !(c > 0 && chance(rng, 0.25)) });
      if (k > 0 && chance(rng, 0.3) && f.cargo!.length === 0) f.joined = true;
      b.attacker.push(f);
    }
    if (chance(rng, 0.5)) b.defenderFleets = fleetGroups(rng, 'df', uniformInt(rng, 1, 2), 2);
    if (chance(rng, 0.12)) {
      b.neutral = true;
    } else {
      b.defender = landGroups(rng, 'd', uniformInt(rng, 1, 3), 3, true);
      if (!b.defender.some((u) => u.type === 'artillery') && chance(rng, 0.7)) b.defender.push({ id: `art${uid++}`, type: 'artillery', count: uniformInt(rng, 1, 2), hitValue: 6 });
      for (const u of b.defender) if (u.type === 'artillery') u.portDefenceValue = uniformInt(rng, 1, 6);
    }
    if (chance(rng, 0.3)) b.rules = { invasionBothWiped: 'repulsed' };
  } else {
    b.attacker = landGroups(rng, 'a', uniformInt(rng, 1, 2), 6, false).map((u) => ({ ...u, hitValue: uniformInt(rng, 5, 9) }));
    b.defender = landGroups(rng, 'd', 1, 2, false);
    b.steps = Array.from({ length: uniformInt(rng, 1, 2) }, () => ({ defender: landGroups(rng, 's', uniformInt(rng, 1, 2), 2, false) }));
  }
  if (chance(rng, 0.2)) b.policy = { casualtyOrder: { attacker: [...b.attacker.map((u) => u.id)].reverse(), defender: [...b.defender.map((u) => u.id)].reverse() } };
  return withinRiflemenLimit(b);
}

/** At most 2 riflemen on the board [§38B]: a side's riflemen beyond that fight as infantry instead. */
function withinRiflemenLimit(b: SimInput): SimInput {
  const side = (entries: Array<{ u: { type: string; count: number }; times: number }>) => {
    let n = 0;
    for (const e of entries) {
      if (e.u.type !== 'riflemen') continue;
      if (n + e.u.count * e.times > 2) e.u.type = 'infantry';
      else n += e.u.count * e.times;
    }
  };
  side([...b.attacker.map((u) => ({ u, times: 1 })), ...b.attacker.flatMap((f) => (f.cargo ?? []).map((u) => ({ u, times: f.count })))]);
  side(b.defender.map((u) => ({ u, times: 1 })));
  return b;
}

interface Check {
  what: string;
  exact: number;
  sim: number;
  tol: number;
}

function compare(input: SimInput, exact: ImperiumOddsOutput, runs: number, seed: number, mutation: Mutation = 'none'): Check[] {
  const rng = xoroshiro128plus(seed);
  const count = { attacker: 0, defender: 0, draw: 0, avoided: 0, stopped: 0 };
  let aLeft = 0;
  let dLeft = 0;
  const rounds = new Map<number, number>();
  let noneLanded = 0;
  let seaWon = 0;
  for (let k = 0; k < runs; k++) {
    const o = simulateOnce(input, rng, mutation);
    count[o.result]++;
    aLeft += o.attackerLeft;
    dLeft += o.defenderLeft;
    rounds.set(o.rounds, (rounds.get(o.rounds) ?? 0) + 1);
    if (o.seaWon && o.landed === 0) noneLanded++;
    if (o.seaWon) seaWon++;
  }
  const bern = (range: number) => ((Z * Z) / 3) * (range / runs);
  const prop = (what: string, p: number, c: number): Check => ({ what, exact: p, sim: c / runs, tol: Z * Math.sqrt(Math.max(p * (1 - p), 0) / runs) + bern(1) + EPS });
  const mean = (what: string, dist: number[], s: number): Check => {
    const m = dist.reduce((a, p, k) => a + p * k, 0);
    const v = dist.reduce((a, p, k) => a + p * (k - m) ** 2, 0);
    return { what, exact: m, sim: s / runs, tol: Z * Math.sqrt(v / runs) + bern(dist.length - 1) + EPS };
  };
  const checks: Check[] = [
    prop('attackerWins', exact.attackerWins, count.attacker),
    prop('defenderWins', exact.defenderWins, count.defender),
    prop('draw', exact.draw, count.draw),
    prop('avoided', exact.avoided ?? 0, count.avoided),
    prop('stopped', exact.stopped ?? 0, count.stopped),
    mean('E[attacker left]', exact.survivors.attacker.total, aLeft),
    mean('E[defender left]', exact.survivors.defender.total, dLeft),
  ];
  if (exact.rounds && (input.kind === 'land' || input.kind === 'sea' || input.kind === 'avoid')) {
    for (const r of [1, 2, 3]) checks.push(prop(`rounds=${r}`, exact.rounds[String(r)] ?? 0, rounds.get(r) ?? 0));
  }
  if (exact.invasion) {
    checks.push(prop('noneLanded', exact.invasion.noneLanded, noneLanded));
    checks.push(prop('sea won', exact.invasion.sea.fought ? exact.invasion.sea.won : 1, seaWon));
  }
  return checks;
}

const failures = (checks: Check[]) => checks.filter((c) => Math.abs(c.sim - c.exact) > c.tol);

describe('exact engine vs independent Monte Carlo', () => {
  it('agrees on 40 random battles of every kind (every statistic within 4.5 sigma)', () => {
    const gen = xoroshiro128plus(18051815);
    const kinds = new Set<string>();
    let statistics = 0;
    for (let k = 0; k < 40; k++) {
      const input = randomBattle(gen);
      const exact = computeImperiumOdds(input);
      const total = exact.attackerWins + exact.defenderWins + exact.draw + (exact.avoided ?? 0) + (exact.stopped ?? 0);
      expect(total).toBeCloseTo(1, 9);
      const checks = compare(input, exact, 3000, 500 + k);
      statistics += checks.length;
      const bad = failures(checks);
      if (bad.length) throw new Error(`battle ${k} ${JSON.stringify(input)}\n${bad.map((c) => `${c.what}: exact ${c.exact} sim ${c.sim} tol ${c.tol}`).join('\n')}`);
      kinds.add(input.kind);
      if (input.neutral) kinds.add('neutral');
      if (input.defenderFleets) kinds.add('invasion-sea');
      if (input.defender.some((u) => u.ally)) kinds.add('joint-defence');
      if (input.attacker.some((u) => u.joined)) kinds.add('combined-fleet');
    }
    expect(statistics).toBeGreaterThan(300);
    for (const k of ['land', 'sea', 'avoid', 'invasion', 'chain', 'invasion-sea', 'joint-defence', 'combined-fleet']) expect(kinds).toContain(k);
  });

  it('continued attacks as far as each unit’s movement allows [§5C]: exact, simulation and resolver agree', () => {
    // Infantry (1) stay in the first territory won, cavalry (2) in the second; only the camels (3) reach the third.
    const input: SimInput = {
      game: 'napoleons-imperium', kind: 'chain',
      attacker: [{ id: 'inf', type: 'infantry', count: 3, hitValue: 5, movement: 1 }, { id: 'cav', type: 'cavalry', count: 2, hitValue: 7, movement: 2 }, { id: 'cam', type: 'camels', count: 3, hitValue: 6, movement: 3 }],
      defender: [{ id: 'd1', type: 'infantry', count: 2, hitValue: 5 }],
      steps: [{ defender: [{ id: 'd2', type: 'infantry', count: 1, hitValue: 5 }] }, { defender: [{ id: 'd3', type: 'infantry', count: 1, hitValue: 6 }] }],
    };
    const exact = computeImperiumOdds(input);
    expect(exact.attackerWins + exact.defenderWins + exact.draw + (exact.stopped ?? 0)).toBeCloseTo(1, 9);
    const bad = failures(compare(input, exact, 6000, 1805));
    expect(bad, JSON.stringify(bad)).toEqual([]);
    // Only camels can be left at the end of the third battle.
    const left = (id: string) => (exact.survivors.attacker.byGroup[id] ?? []).slice(1).reduce((a, p) => a + p, 0);
    expect(left('cam')).toBeGreaterThan(0.5);
    // Cavalry are counted only where the camels all fell before the third territory (the attack stopped).
    expect(left('inf')).toBe(0);
    expect(left('cav')).toBeLessThanOrEqual((exact.stopped ?? 0) + 1e-12);
    const { setup } = parseImperiumInput(input);
    expect(setup.steps.map((x) => x.spent)).toEqual([['inf'], ['cav']]);
    const rng = xoroshiro128plus(5);
    const roll = () => uniformInt(rng, 1, 10);
    let won = 0;
    const runs = 1500;
    for (let k = 0; k < runs; k++) {
      let r = startBattle(setup);
      for (let guard = 0; r.pending.kind !== 'finished' && guard < 500; guard++) {
        const a = policyChoice(setup, r.state, roll);
        if (!a) break;
        r = applyAction(setup, r.state, a);
      }
      if (r.state.outcome?.winner === 'attacker') won++;
    }
    const p = exact.attackerWins;
    expect(Math.abs(won / runs - p)).toBeLessThan(Z * Math.sqrt((p * (1 - p)) / runs) + ((Z * Z) / 3) / runs + EPS);
  });

  it('can fail: each deliberately wrong rule in the simulator is detected', () => {
    const detected = (mutation: Mutation, input: SimInput) => failures(compare(input, computeImperiumOdds(input), 4000, 99, mutation)).length > 0;
    const mixed: SimInput = {
      game: 'napoleons-imperium',
      kind: 'land',
      attacker: [{ id: 'a1', type: 'infantry', count: 4, hitValue: 3 }, { id: 'a2', type: 'artillery', count: 3, hitValue: 9 }],
      defender: [{ id: 'd1', type: 'infantry', count: 3, hitValue: 5 }, { id: 'd2', type: 'cavalry', count: 2, hitValue: 8 }],
    };
    expect(detected('hitBelowValue', mixed)).toBe(true);
    expect(detected('attackerFirst', mixed)).toBe(true);
    expect(detected('highestFirst', mixed)).toBe(true);
    const capped: SimInput = { game: 'napoleons-imperium', kind: 'sea', attacker: [{ id: 'gb', type: 'fleet', count: 3, hitValue: 11 }], defender: [{ id: 'fr', type: 'fleet', count: 4, hitValue: 6 }] };
    expect(detected('noCap', capped)).toBe(true);
    expect(detected('none', mixed)).toBe(false);
  });

  it('the resolver, driven by the policy with random dice, agrees with the exact odds', () => {
    const rng = xoroshiro128plus(77);
    const roll = () => uniformInt(rng, 1, 10);
    const cases: SimInput[] = [
      { game: 'napoleons-imperium', kind: 'land', attacker: [{ id: 'a', type: 'infantry', count: 3, hitValue: 4 }], defender: [{ id: 'i', type: 'infantry', count: 1, hitValue: 5 }, { id: 'c', type: 'cavalry', count: 1, hitValue: 6, ally: true }, { id: 'r', type: 'artillery', count: 1, hitValue: 6 }] },
      {
        game: 'napoleons-imperium',
        kind: 'invasion',
        attacker: [{ id: 'f', type: 'fleet', count: 2, hitValue: 8, invasionValue: 5, cargo: [{ id: 'inf', type: 'infantry', count: 2, hitValue: 5 }] }, { id: 'e', type: 'fleet', count: 1, hitValue: 8, invasionValue: 5 }],
        defenderFleets: [{ id: 'df', type: 'fleet', count: 1, hitValue: 6 }],
        defender: [{ id: 'di', type: 'infantry', count: 2, hitValue: 5 }, { id: 'da', type: 'artillery', count: 1, hitValue: 6, portDefenceValue: 3 }],
      },
      { game: 'napoleons-imperium', kind: 'avoid', avoidRate: 5, attacker: [{ id: 'a', type: 'fleet', count: 2, hitValue: 7 }], defender: [{ id: 'd', type: 'fleet', count: 2, hitValue: 8 }] },
      { game: 'napoleons-imperium', kind: 'chain', attacker: [{ id: 'cam', type: 'camels', count: 4, hitValue: 7 }], defender: [{ id: 'd1', type: 'infantry', count: 1, hitValue: 6 }], steps: [{ defender: [{ id: 'd2', type: 'infantry', count: 1, hitValue: 6 }] }] },
    ];
    for (const input of cases) {
      const { setup } = parseImperiumInput(input);
      const exact = computeImperiumOdds(input);
      const runs = 1500;
      const n = { attacker: 0, defender: 0, draw: 0 };
      for (let k = 0; k < runs; k++) {
        let r = startBattle(setup);
        for (let guard = 0; r.pending.kind !== 'finished' && guard < 500; guard++) {
          const a = policyChoice(setup, r.state, roll);
          if (!a) break;
          r = applyAction(setup, r.state, a);
        }
        const w = r.state.outcome?.winner;
        if (w === 'attacker' || w === 'defender' || w === 'draw') n[w]++;
      }
      for (const key of ['attackerWins', 'defenderWins', 'draw'] as const) {
        const p = exact[key];
        const sim = n[key === 'attackerWins' ? 'attacker' : key === 'defenderWins' ? 'defender' : 'draw'] / runs;
        expect(Math.abs(sim - p), `${input.kind} ${key}`).toBeLessThan(Z * Math.sqrt((p * (1 - p)) / runs) + ((Z * Z) / 3) / runs + EPS);
      }
    }
  });
});
