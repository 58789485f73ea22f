// Odds from where a fight stands, for every kind of battle. Three independent checks:
//  1. the odds from a mid-fight state equal (1e-9) the exact odds of the same battle entered afresh, by hand,
//     from the survivors (the `adc odds` JSON a player would type);
//  2. the law of total probability through the resolver: the odds from a state equal the average, over every
//     outcome of the next roll (with its exact probability), of the odds from the state that roll leads to
//     (or of the outcome itself when it ends the fight). The resolver shares no odds code with the engine;
//  3. Monte Carlo: the independent simulator on the hand-built battle, and the resolver itself fighting on from
//     the mid-fight state with random dice, both agree within error bars.
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { describe, expect, it } from 'vitest';
import { binomial } from '../../../odds/distribution';
import { computeImperiumOdds } from './entry';
import { oddsFromState, remainingBattle } from './fromstate';
import type { ImperiumOddsInput, ImperiumSetup } from './model';
import { hitProbability } from './model';
import type { ImperiumOddsResult } from './odds';
import { applyAction, pendingDecision, policyChoice, startBattle, type DiceGroupRequest, type ImperiumBattleState } from './resolver';
import { parseImperiumInput } from './schema';
import { simulateOnce, type SimInput } from './test/independent-sim';

const G = 'napoleons-imperium' as const;
const EPS = 1e-9;
const Z = 4.5;

/**
 * Rolls with exactly hits[i] hits for dice group i (face 1 hits any value >= 1, face 10 always misses), then
 * takes the policy's casualties (and units left behind) until the next roll or the end.
 */
function rollHits(setup: ImperiumSetup, state: ImperiumBattleState, hits: number[] | Partial<Record<'attacker' | 'defender', number>>): ImperiumBattleState {
  const reqs = pendingRequests(setup, state);
  let per: number[];
  if (Array.isArray(hits)) per = hits;
  else {
    // A side's hits, spread over its dice groups in the order listed.
    const left = { attacker: hits.attacker ?? 0, defender: hits.defender ?? 0 };
    per = reqs.map((r) => {
      const h = Math.min(r.count, left[r.side]);
      left[r.side] -= h;
      return h;
    });
    expect(left, 'more hits than dice').toEqual({ attacker: 0, defender: 0 });
  }
  let r = applyAction(setup, state, { type: 'roll', faces: reqs.map((req, i) => Array.from({ length: req.count }, (_, k) => (k < (per[i] ?? 0) ? 1 : 10))) }, { autoCasualties: true });
  for (let guard = 0; guard < 20 && r.pending.kind !== 'roll' && r.pending.kind !== 'finished'; guard++) {
    const a = policyChoice(setup, r.state, () => 10);
    if (!a) break;
    r = applyAction(setup, r.state, a, { autoCasualties: true });
  }
  return r.state;
}

function pendingRequests(setup: ImperiumSetup, state: ImperiumBattleState): DiceGroupRequest[] {
  const r = pendingDecision(setup, state);
  return r.kind === 'roll' ? r.requests : [];
}

type Triple = { attackerWins: number; defenderWins: number; draw: number; stopped: number; avoided: number };
const triple = (r: ImperiumOddsResult): Triple => ({ attackerWins: r.attackerWins, defenderWins: r.defenderWins, draw: r.draw, stopped: r.stopped ?? 0, avoided: r.avoided ?? 0 });

function expectSameOdds(a: ImperiumOddsResult, b: ImperiumOddsResult): void {
  const ta = triple(a);
  const tb = triple(b);
  for (const k of Object.keys(ta) as (keyof Triple)[]) expect(Math.abs(ta[k] - tb[k]), k).toBeLessThan(EPS);
  for (const side of ['attacker', 'defender'] as const) {
    const x = a.survivors[side].total;
    const y = b.survivors[side].total;
    for (let k = 0; k < Math.max(x.length, y.length); k++) expect(Math.abs((x[k] ?? 0) - (y[k] ?? 0)), `${side} survivors ${k}`).toBeLessThan(EPS);
  }
}

/**
 * Law of total probability over the next roll: enumerates, per dice group, every number of hits with its
 * binomial probability (only the count of faces <= value matters), applies it through the resolver, and
 * averages the odds from each state reached (or the outcome when the fight ends).
 */
function nextRollAverage(setup: ImperiumSetup, state: ImperiumBattleState): Triple {
  const reqs = pendingRequests(setup, state);
  expect(reqs.length).toBeGreaterThan(0);
  const dists = reqs.map((r) => binomial(r.count, hitProbability(r.value)));
  const acc: Triple = { attackerWins: 0, defenderWins: 0, draw: 0, stopped: 0, avoided: 0 };
  const rec = (i: number, hits: number[], p: number): void => {
    if (p === 0) return;
    if (i === reqs.length) {
      const next = rollHits(setup, state, hits);
      const o = next.outcome;
      if (o) {
        const key = o.winner === 'attacker' ? 'attackerWins' : o.winner === 'defender' ? 'defenderWins' : o.winner;
        acc[key] += p;
        return;
      }
      const r = oddsFromState(setup, next, { rounds: false });
      if (!r) throw new Error(`no odds from ${JSON.stringify(next)}`);
      for (const k of Object.keys(acc) as (keyof Triple)[]) acc[k] += p * triple(r)[k];
      return;
    }
    (dists[i] as number[]).forEach((q, h) => rec(i + 1, [...hits, h], p * q));
  };
  rec(0, [], 1);
  return acc;
}

function expectTotalProbability(setup: ImperiumSetup, state: ImperiumBattleState): void {
  const here = oddsFromState(setup, state, { rounds: false });
  expect(here).not.toBeNull();
  const avg = nextRollAverage(setup, state);
  const t = triple(here!);
  for (const k of Object.keys(t) as (keyof Triple)[]) expect(Math.abs(t[k] - avg[k]), `${k} at ${state.stage} battle ${state.battle} round ${state.round}`).toBeLessThan(EPS);
}

/** The independent simulator on a hand-built battle, and the resolver fighting on from `state`, against `exact`. */
function expectSimulationsAgree(exact: ImperiumOddsResult, hand: SimInput, setup: ImperiumSetup, state: ImperiumBattleState, seed: number): void {
  const rng = xoroshiro128plus(seed);
  const tol = (p: number, n: number) => Z * Math.sqrt((p * (1 - p)) / n) + (Z * Z) / 3 / n + EPS;
  const runs = 3000;
  const sim = { attacker: 0, defender: 0, draw: 0, stopped: 0, avoided: 0 };
  for (let k = 0; k < runs; k++) sim[simulateOnce(hand, rng).result]++;
  const res = { attacker: 0, defender: 0, draw: 0, stopped: 0, avoided: 0 };
  const fights = 1500;
  const roll = () => uniformInt(rng, 1, 10);
  for (let k = 0; k < fights; k++) {
    let s = state;
    for (let guard = 0; !s.outcome && guard < 500; guard++) {
      const a = policyChoice(setup, s, roll);
      if (!a) break;
      s = applyAction(setup, s, a).state;
    }
    if (s.outcome) res[s.outcome.winner]++;
  }
  const pairs: Array<[keyof typeof sim, number]> = [['attacker', exact.attackerWins], ['defender', exact.defenderWins], ['draw', exact.draw], ['stopped', exact.stopped ?? 0]];
  for (const [k, p] of pairs) {
    expect(Math.abs(sim[k] / runs - p), `independent simulator: ${k}`).toBeLessThan(tol(p, runs));
    expect(Math.abs(res[k] / fights - p), `resolver fighting on: ${k}`).toBeLessThan(tol(p, fights));
  }
}

const parse = (input: ImperiumOddsInput | SimInput) => parseImperiumInput(input).setup;

// ---------------------------------------------------------------------------------------------------------

const invasion: ImperiumOddsInput = {
  game: G,
  kind: 'invasion',
  attacker: [
    { id: 'laden', type: 'fleet', count: 2, hitValue: 7, invasionValue: 5, cargo: [{ id: 'inf', type: 'infantry', count: 2, hitValue: 5 }, { id: 'cav', type: 'cavalry', count: 1, hitValue: 6 }] },
    { id: 'escort', type: 'fleet', count: 1, hitValue: 7, invasionValue: 5 },
  ],
  defenderFleets: [{ id: 'df', type: 'fleet', count: 2, hitValue: 6 }],
  defender: [{ id: 'di', type: 'infantry', count: 3, hitValue: 5 }, { id: 'da', type: 'artillery', count: 1, hitValue: 6, portDefenceValue: 4 }],
};

describe('odds from here: an invasion at every stage [§20, §21]', () => {
  const setup = parse(invasion);
  const s0 = startBattle(setup).state;
  // Sea battle, round 1: one hit each. The unladen escort goes first; one defending fleet sinks.
  const s1 = rollHits(setup, s0, { attacker: 1, defender: 1 });
  // Round 2: the last defending fleet sinks; the sea battle is won.
  const s2 = rollHits(setup, s1, { attacker: 1, defender: 0 });
  // Pre-emptive strike: one defending infantry killed, no fleet sunk; 4 infantry and 2 cavalry land.
  const s3 = rollHits(setup, s2, { attacker: 1, defender: 0 });
  // Land battle, round 1: the landed army hits twice, the defence once.
  const s4 = rollHits(setup, s3, { attacker: 2, defender: 1 });

  it('reaches the stages meant (the resolver’s own account)', () => {
    expect([s1.stage, s1.alive.attacker, s1.alive.defenderFleets]).toEqual(['sea', { laden: 2, escort: 0 }, { df: 1 }]);
    expect([s2.stage, s2.alive.defenderFleets]).toEqual(['preemptive', { df: 0 }]);
    expect([s3.stage, s3.alive.landed, s3.alive.defender]).toEqual(['land', { inf: 4, cav: 2 }, { di: 2, da: 1 }]);
    expect([s4.stage, s4.alive.landed, s4.alive.defender]).toEqual(['land', { inf: 3, cav: 2 }, { di: 0, da: 1 }]);
  });

  const laden = invasion.attacker[0]!;
  const hand: Record<string, ImperiumOddsInput> = {
    'after round 1 at sea': { ...invasion, attacker: [laden], defenderFleets: [{ id: 'df', type: 'fleet', count: 1, hitValue: 6 }] },
    'after the sea battle': { game: G, kind: 'invasion', attacker: [laden], defender: invasion.defender },
    'after the pre-emptive strike': {
      game: G, kind: 'land',
      attacker: [{ id: 'inf', type: 'infantry', count: 4, hitValue: 5 }, { id: 'cav', type: 'cavalry', count: 2, hitValue: 6 }],
      defender: [{ id: 'di', type: 'infantry', count: 2, hitValue: 5 }, { id: 'da', type: 'artillery', count: 1, hitValue: 6 }],
    },
    'during the land battle': {
      game: G, kind: 'land',
      attacker: [{ id: 'inf', type: 'infantry', count: 3, hitValue: 5 }, { id: 'cav', type: 'cavalry', count: 2, hitValue: 6 }],
      defender: [{ id: 'da', type: 'artillery', count: 1, hitValue: 6 }],
    },
  };
  const states: Record<string, ImperiumBattleState> = { 'after round 1 at sea': s1, 'after the sea battle': s2, 'after the pre-emptive strike': s3, 'during the land battle': s4 };

  for (const [name, st] of Object.entries(states)) {
    it(`${name}: equals the same battle entered afresh from the survivors`, () => {
      const here = oddsFromState(setup, st);
      expect(here).not.toBeNull();
      expectSameOdds(here!, computeImperiumOdds(hand[name]));
      expect(here!.from.kind).toBe('invasion');
      expect(here!.from.stage).toBe(st.stage);
    });
    it(`${name}: the law of total probability over the next roll holds`, () => {
      expectTotalProbability(setup, st);
    });
  }

  it('the start of the invasion: the odds from here are the odds of the whole invasion', () => {
    expectSameOdds(oddsFromState(setup, s0)!, computeImperiumOdds(invasion));
    expectTotalProbability(setup, s0);
  });

  it('the odds move with the fight (a check that could fail: conditioning, not the start odds again)', () => {
    const start = computeImperiumOdds(invasion).attackerWins;
    const after = [s1, s2, s3, s4].map((st) => oddsFromState(setup, st)!.attackerWins);
    expect(new Set([start, ...after].map((p) => p.toFixed(6))).size).toBe(5);
    // Winning the sea battle can only help the landing.
    expect(after[1]!).toBeGreaterThan(start);
  });

  it('agrees with the independent simulator and with the resolver fighting on (after the strike, and at sea)', () => {
    expectSimulationsAgree(oddsFromState(setup, s3)!, hand['after the pre-emptive strike'] as SimInput, setup, s3, 2101);
    expectSimulationsAgree(oddsFromState(setup, s1)!, hand['after round 1 at sea'] as SimInput, setup, s1, 2102);
  });

  it('nothing while a casualty choice is pending, or once the fight is over', () => {
    // Two defending groups of the same tier and a single hit: the defender chooses.
    const r = applyAction(setup, s2, { type: 'roll', faces: pendingRequests(setup, s2).map((q) => Array.from({ length: q.count }, (_, k) => (q.side === 'attacker' && k === 0 ? 1 : 10))) });
    expect(r.pending.kind).toBe('casualties');
    expect(oddsFromState(setup, r.state)).toBeNull();
    const end = rollHits(setup, s4, { attacker: 5, defender: 0 });
    expect(end.outcome?.winner).toBe('attacker');
    expect(oddsFromState(setup, end)).toBeNull();
    expect(remainingBattle(setup, end)).toBeNull();
  });
});

// ---------------------------------------------------------------------------------------------------------

const chain: ImperiumOddsInput = {
  game: G,
  kind: 'chain',
  attacker: [{ id: 'inf', type: 'infantry', count: 4, hitValue: 6 }, { id: 'cav', type: 'cavalry', count: 2, hitValue: 7 }],
  defender: [{ id: 'd1', type: 'infantry', count: 2, hitValue: 5 }],
  steps: [
    { defender: [{ id: 'd2', type: 'infantry', count: 1, hitValue: 5 }, { id: 'd2a', type: 'artillery', count: 1, hitValue: 6 }], hitValues: { cav: 8 } },
    { defender: [{ id: 'd3', type: 'infantry', count: 2, hitValue: 4 }] },
  ],
};

describe('odds from here: a continued attack in progress [§5C]', () => {
  const setup = parse(chain);
  const s0 = startBattle(setup).state;
  const s1 = rollHits(setup, s0, { attacker: 1, defender: 1 });
  // The first battle won; one infantry stays behind; the second battle, with the cavalry now at 8.
  const s2 = rollHits(setup, s1, { attacker: 1, defender: 0 });
  const s3 = rollHits(setup, s2, { attacker: 1, defender: 2 });

  it('reaches the battles meant', () => {
    expect([s1.battle, s1.alive.attacker, s1.alive.defender]).toEqual([0, { inf: 3, cav: 2 }, { d1: 1 }]);
    expect([s2.battle, s2.round, s2.alive.attacker, s2.alive.defender]).toEqual([1, 0, { inf: 2, cav: 2 }, { d2: 1, d2a: 1 }]);
    expect([s3.battle, s3.alive.attacker, s3.alive.defender]).toEqual([1, { inf: 0, cav: 2 }, { d2: 0, d2a: 1 }]);
  });

  const hand: Record<string, ImperiumOddsInput> = {
    'first battle, round 1': { ...chain, attacker: [{ id: 'inf', type: 'infantry', count: 3, hitValue: 6 }, { id: 'cav', type: 'cavalry', count: 2, hitValue: 7 }], defender: [{ id: 'd1', type: 'infantry', count: 1, hitValue: 5 }] },
    'second battle, before it': {
      game: G, kind: 'chain',
      attacker: [{ id: 'inf', type: 'infantry', count: 2, hitValue: 6 }, { id: 'cav', type: 'cavalry', count: 2, hitValue: 8 }],
      defender: chain.steps![0]!.defender,
      steps: [chain.steps![1]!],
    },
    'second battle, round 1': {
      game: G, kind: 'chain',
      attacker: [{ id: 'cav', type: 'cavalry', count: 2, hitValue: 8 }],
      defender: [{ id: 'd2a', type: 'artillery', count: 1, hitValue: 6 }],
      steps: [chain.steps![1]!],
    },
  };
  const states: Record<string, ImperiumBattleState> = { 'first battle, round 1': s1, 'second battle, before it': s2, 'second battle, round 1': s3 };

  for (const [name, st] of Object.entries(states)) {
    it(`${name}: equals the rest of the attack entered afresh`, () => {
      const here = oddsFromState(setup, st)!;
      expectSameOdds(here, computeImperiumOdds(hand[name]));
      expect(here.from).toMatchObject({ kind: 'chain', battle: st.battle });
    });
    it(`${name}: the law of total probability over the next roll holds`, () => {
      expectTotalProbability(setup, st);
    });
  }

  it('the last battle of the attack is a plain land battle', () => {
    // Battle 2 won outright: one cavalry stays, one goes on to the last territory.
    const s4 = rollHits(setup, s3, { attacker: 1, defender: 0 });
    expect([s4.battle, s4.alive.attacker]).toEqual([2, { inf: 0, cav: 1 }]);
    const here = oddsFromState(setup, s4)!;
    const land = computeImperiumOdds({ game: G, kind: 'land', attacker: [{ id: 'cav', type: 'cavalry', count: 1, hitValue: 8 }], defender: chain.steps![1]!.defender });
    expectSameOdds(here, land);
    expect(here.stopped ?? 0).toBe(0);
    expectTotalProbability(setup, s4);
  });

  it('agrees with the independent simulator and with the resolver fighting on', () => {
    expectSimulationsAgree(oddsFromState(setup, s2)!, hand['second battle, before it'] as SimInput, setup, s2, 3101);
  });
});

// ---------------------------------------------------------------------------------------------------------

describe('odds from here: land, sea and avoid', () => {
  it('avoid: before the roll the whole avoid; after a failed roll the sea battle at the avoid values [§17B]', () => {
    const input: ImperiumOddsInput = { game: G, kind: 'avoid', avoidRate: 4, attacker: [{ id: 'a', type: 'fleet', count: 3, hitValue: 5 }], defender: [{ id: 'd', type: 'fleet', count: 2, hitValue: 7 }] };
    const setup = parse(input);
    const s0 = startBattle(setup).state;
    expectSameOdds(oddsFromState(setup, s0)!, computeImperiumOdds(input));
    expectTotalProbability(setup, s0);
    const sighted = rollHits(setup, s0, [0]);
    expect(sighted.stage).toBe('sea');
    const sea = { game: G, kind: 'sea' as const, attacker: input.attacker, defender: input.defender };
    expectSameOdds(oddsFromState(setup, sighted)!, computeImperiumOdds(sea));
    const s2 = rollHits(setup, sighted, { attacker: 1, defender: 1 });
    expectSameOdds(oddsFromState(setup, s2)!, computeImperiumOdds({ ...sea, attacker: [{ ...input.attacker[0]!, count: 2 }], defender: [{ ...input.defender[0]!, count: 1 }] }));
    expectTotalProbability(setup, s2);
  });

  it('land with a joint defence: allies die first, from here as from the start', () => {
    const input: ImperiumOddsInput = {
      game: G, kind: 'land',
      attacker: [{ id: 'a', type: 'infantry', count: 4, hitValue: 5 }, { id: 'g', type: 'artillery', count: 1, hitValue: 7 }],
      defender: [{ id: 'own', type: 'infantry', count: 2, hitValue: 6 }, { id: 'ally', type: 'cavalry', count: 2, hitValue: 4, ally: true }],
    };
    const setup = parse(input);
    const s1 = rollHits(setup, startBattle(setup).state, { attacker: 1, defender: 2 });
    expect(s1.alive.defender).toEqual({ own: 2, ally: 1 });
    expectSameOdds(oddsFromState(setup, s1)!, computeImperiumOdds({ ...input, attacker: [{ ...input.attacker[0]!, count: 2 }, input.attacker[1]!], defender: [input.defender[0]!, { ...input.defender[1]!, count: 1 }] }));
    expectTotalProbability(setup, s1);
  });

  it('sea prize from here counts the fleets already sunk [§19]', () => {
    // Britain (capture 3) against France: after one French fleet of three is sunk, Britain can still take all three.
    const input: ImperiumOddsInput = { game: G, kind: 'sea', attackerNation: 'gb', defenderNation: 'fr', attacker: [{ id: 'gb', type: 'fleet', count: 4, hitValue: 8 }], defender: [{ id: 'fr', type: 'fleet', count: 3, hitValue: 2 }] };
    const setup = parse(input);
    const s1 = rollHits(setup, startBattle(setup).state, { attacker: 1, defender: 0 });
    const here = oddsFromState(setup, s1)!;
    const fresh = computeImperiumOdds({ ...input, defender: [{ ...input.defender[0]!, count: 2 }] });
    expectSameOdds(here, fresh);
    expect(fresh.seaPrize?.attacker?.length).toBe(3);
    expect(here.seaPrize?.attacker?.length).toBe(4);
    expect(here.seaPrize!.attacker!.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });
});
