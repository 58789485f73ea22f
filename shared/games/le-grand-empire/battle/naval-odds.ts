// Exact odds of a Le Grand Empire naval battle: a staged Markov chain over the per-fleet points
// (and laden steps) of both sides, evaluated with the generic engine in shared/odds. The stage is
// twice the points lost so far (+1 once the first round is over, since the batteries may fire only
// then); a round with no loss on either side that both sides stay through is a self-loop, removed by
// normalising. Round-by-round figures are iterated separately, self-loops included.
import type { DenseDist } from '../../../odds/distribution';
import { evaluateMarkov, MarkovError } from '../../../odds/markov';
import { admiralDeath } from '../procedures';
import { LgeInputError } from './errors';
import {
  allocateBattery, allocateVolley, batteriesFire, batteryHits, batteryTargetIndex, capHits, captures, roundVerdict, tieByPolicy, total, volleyHits,
  type NavalFleet, type NavalSetup, type NavalSide,
} from './naval';

interface Live {
  kind: 'live';
  first: boolean;
  a: NavalFleet[];
  d: NavalFleet[];
}
interface Done {
  kind: 'done';
  winner: NavalSide | 'draw';
  a: NavalFleet[];
  d: NavalFleet[];
  lastA: number;
  lastD: number;
  capture: boolean;
}
type St = Live | Done;

const vec = (fs: readonly NavalFleet[]) => fs.map((f) => `${f.points}.${f.laden}`).join(',');
const keyOf = (s: St): string => (s.kind === 'live' ? `L${s.first ? 1 : 0}|${vec(s.a)}|${vec(s.d)}` : `D${s.winner}|${vec(s.a)}|${vec(s.d)}|${s.lastA}|${s.lastD}|${s.capture ? 1 : 0}`);

export interface RoundOutcome {
  a: NavalFleet[];
  d: NavalFleet[];
  /** Losses inflicted this round by each side (batteries counted for the defender ). */
  byAttacker: number;
  byDefender: number;
  /** Points actually lost this round. */
  lostA: number;
  lostD: number;
  p: number;
}

/** Every outcome of one round from (a, d), with its probability (outcomes with equal fleets merged). */
export function roundOutcomes(setup: NavalSetup, a: NavalFleet[], d: NavalFleet[], round: number, memo?: Map<string, RoundOutcome[]>): RoundOutcome[] {
  const key = `${round === 1 ? 1 : 2}|${vec(a)}|${vec(d)}`;
  const hit = memo?.get(key);
  if (hit) return hit;
  const merged = new Map<string, RoundOutcome>();
  const fire = batteriesFire(setup, round);
  const counted = setup.rules.coastalBatteries !== 'every-round-not-counted';
  const target = fire ? batteryTargetIndex(a, setup.policy) : -1;
  const bd: DenseDist = fire && target >= 0 ? capHits(batteryHits(setup.batteries), a[target]!.points) : [1];
  const hitsD = volleyHits(d);
  const aBefore = total(a);
  const dBefore = total(d);
  for (let b = 0; b < bd.length; b++) {
    const pb = bd[b]!;
    if (pb === 0) continue;
    const afterBattery = b > 0 ? allocateBattery(a, target, b).fleets : a;
    const hitsA = capHits(volleyHits(afterBattery), dBefore);
    const hd = capHits(hitsD, total(afterBattery));
    for (let x = 0; x < hitsA.length; x++) {
      const px = hitsA[x]!;
      if (px === 0) continue;
      const dNext = allocateVolley(d, x, 'defender', setup.policy).fleets;
      for (let y = 0; y < hd.length; y++) {
        const p = pb * px * hd[y]!;
        if (p === 0) continue;
        const aNext = allocateVolley(afterBattery, y, 'attacker', setup.policy).fleets;
        const byDefender = y + (counted ? b : 0);
        const k = `${vec(aNext)}|${vec(dNext)}|${x}|${byDefender}`;
        const cur = merged.get(k);
        if (cur) cur.p += p;
        else merged.set(k, { a: aNext, d: dNext, byAttacker: x, byDefender, lostA: aBefore - total(aNext), lostD: dBefore - total(dNext), p });
      }
    }
  }
  const out = [...merged.values()];
  memo?.set(key, out);
  return out;
}

/** What a round's outcome leads to: the battle's end, or another round (null). */
function settle(setup: NavalSetup, o: RoundOutcome, lostBattleA: number, lostBattleD: number): Done | null {
  let v = roundVerdict(o.byAttacker, o.byDefender, total(o.a), total(o.d));
  if (v === 'tie') {
    const retreats = tieByPolicy(setup.policy);
    if (retreats === null) return null;
    v = retreats === 'attacker' ? 'defender' : 'attacker';
  }
  const winner = v === 'draw' ? 'draw' : v;
  const capture = winner === 'attacker' ? captures(lostBattleD, o.lostD, setup.rules) : winner === 'defender' ? captures(lostBattleA, o.lostA, setup.rules) : false;
  return { kind: 'done', winner, a: o.a, d: o.d, lastA: o.lostA, lastD: o.lostD, capture };
}

export interface NavalOdds {
  attackerWins: number;
  defenderWins: number;
  draw: number;
  /** P(the winner captures a step): the loser lost 4 or more (§10.2). */
  capture: number;
  captureBy: { attacker: number; defender: number };
  expectedLosses: { attacker: number; defender: number };
  /** P(n points lost over the battle), per side. */
  losses: { attacker: number[]; defender: number[] };
  /** Expected CP of troops lost with laden steps (§5.3.2.5). */
  expectedCargoLost: { attacker: number; defender: number };
  /** Expected points left per fleet id. */
  expectedPointsLeft: Record<string, number>;
  round1: {
    attackerHits: number[];
    defenderHits: number[];
    batteryHits: number[] | null;
    attackerWins: number;
    defenderWins: number;
    draw: number;
    tie: number;
  };
  /** P(the battle ends in round r), iterated round by round. */
  rounds: Record<string, number>;
  roundsTail: number;
  expectedRounds: number;
  /** P(each named admiral is killed) = 1/36, once per battle (§10.5). */
  admiralKilled: Record<string, number>;
  statesExplored: number;
  totalProbability: number;
}

export function computeNavalOdds(setup: NavalSetup, options: { maxRounds?: number } = {}): NavalOdds {
  const a0 = total(setup.attacker);
  const d0 = total(setup.defender);
  const memo = new Map<string, RoundOutcome[]>();
  const cargo0 = (fs: NavalFleet[]) => fs.reduce((s, f) => s + f.laden, 0);
  // Round 1 alone (exact figures shown before the dice).
  const r1 = roundOutcomes(setup, setup.attacker, setup.defender, 1, memo);
  let r1A = 0;
  let r1D = 0;
  let r1Draw = 0;
  let r1Tie = 0;
  for (const o of r1) {
    const v = roundVerdict(o.byAttacker, o.byDefender, total(o.a), total(o.d));
    if (v === 'attacker') r1A += o.p;
    else if (v === 'defender') r1D += o.p;
    else if (v === 'draw') r1Draw += o.p;
    else r1Tie += o.p;
  }
  const fire1 = batteriesFire(setup, 1) && batteryTargetIndex(setup.attacker, setup.policy) >= 0;

  const start: Live = { kind: 'live', first: true, a: setup.attacker, d: setup.defender };
  let result;
  try {
    result = evaluateMarkov<St, string>([[start, 1]], {
      key: keyOf,
      stage: (s) => (s.kind === 'live' ? 2 * (a0 - total(s.a) + d0 - total(s.d)) + (s.first ? 0 : 1) : 0),
      isAbsorbing: (s) => s.kind === 'done',
      expand: (s, emit) => {
        const live = s as Live;
        const outs = roundOutcomes(setup, live.a, live.d, live.first ? 1 : 2, memo);
        const lostA = a0 - total(live.a);
        const lostD = d0 - total(live.d);
        // A later round with no loss on either side and both staying returns to this state.
        let self = 0;
        for (const o of outs) if (!live.first && o.lostA === 0 && o.lostD === 0 && o.byAttacker === 0 && o.byDefender === 0 && tieByPolicy(setup.policy) === null) self += o.p;
        const norm = 1 - self;
        if (!(norm > 1e-15)) throw new LgeInputError('attacker.fleets', 'no fleet point on either side can hit (every bonus is -1 or less and no batteries), so the battle would never end');
        for (const o of outs) {
          if (!live.first && o.lostA === 0 && o.lostD === 0 && o.byAttacker === 0 && o.byDefender === 0 && tieByPolicy(setup.policy) === null) continue;
          const done = settle(setup, o, lostA + o.lostA, lostD + o.lostD);
          emit(done ?? { kind: 'live', first: false, a: o.a, d: o.d }, o.p / norm);
        }
      },
    });
  } catch (e) {
    if (e instanceof MarkovError && /sum to/.test(e.message)) throw new LgeInputError('attacker.fleets', 'the battle would never end');
    throw e;
  }
  const lossesA = new Array<number>(a0 + 1).fill(0);
  const lossesD = new Array<number>(d0 + 1).fill(0);
  const left: Record<string, number> = {};
  let aw = 0;
  let dw = 0;
  let dr = 0;
  let capA = 0;
  let capD = 0;
  let cargoA = 0;
  let cargoD = 0;
  const ca0 = cargo0(setup.attacker);
  const cd0 = cargo0(setup.defender);
  for (const { state, p } of result.absorbing.values()) {
    const s = state as Done;
    if (s.winner === 'attacker') aw += p;
    else if (s.winner === 'defender') dw += p;
    else dr += p;
    if (s.capture && s.winner === 'attacker') capA += p;
    if (s.capture && s.winner === 'defender') capD += p;
    lossesA[a0 - total(s.a)]! += p;
    lossesD[d0 - total(s.d)]! += p;
    cargoA += p * (ca0 - cargo0(s.a));
    cargoD += p * (cd0 - cargo0(s.d));
    for (const f of [...s.a, ...s.d]) left[f.id] = (left[f.id] ?? 0) + p * f.points;
  }
  const mean = (d: number[]) => d.reduce((s, p, i) => s + p * i, 0);
  const rounds = roundsDistribution(setup, memo, options.maxRounds ?? 500);
  const admiralKilled: Record<string, number> = {};
  const pDeath = admiralDeath().probability;
  for (const f of [...setup.attacker, ...setup.defender]) if (f.named) admiralKilled[f.id] = pDeath;
  return {
    attackerWins: aw,
    defenderWins: dw,
    draw: dr,
    capture: capA + capD,
    captureBy: { attacker: capA, defender: capD },
    expectedLosses: { attacker: mean(lossesA), defender: mean(lossesD) },
    losses: { attacker: lossesA, defender: lossesD },
    expectedCargoLost: { attacker: cargoA, defender: cargoD },
    expectedPointsLeft: left,
    round1: {
      attackerHits: volleyHits(setup.attacker),
      defenderHits: volleyHits(setup.defender),
      batteryHits: fire1 ? batteryHits(setup.batteries) : null,
      attackerWins: r1A,
      defenderWins: r1D,
      draw: r1Draw,
      tie: r1Tie,
    },
    rounds: rounds.byRound,
    roundsTail: rounds.tail,
    expectedRounds: rounds.expected,
    admiralKilled,
    statesExplored: result.statesExplored,
    totalProbability: result.totalProbability,
  };
}

/** P(the battle ends in round r), iterating round by round (self-loops included) until the rest is negligible. */
function roundsDistribution(setup: NavalSetup, memo: Map<string, RoundOutcome[]>, maxRounds: number): { byRound: Record<string, number>; tail: number; expected: number } {
  type Cur = { a: NavalFleet[]; d: NavalFleet[]; p: number };
  let cur = new Map<string, Cur>([['start', { a: setup.attacker, d: setup.defender, p: 1 }]]);
  const byRound: Record<string, number> = {};
  let expected = 0;
  let live = 1;
  for (let r = 1; r <= maxRounds && live > 1e-13; r++) {
    const next = new Map<string, Cur>();
    let ended = 0;
    for (const s of cur.values()) {
      for (const o of roundOutcomes(setup, s.a, s.d, r, memo)) {
        const p = s.p * o.p;
        const v = roundVerdict(o.byAttacker, o.byDefender, total(o.a), total(o.d));
        if (v !== 'tie' || tieByPolicy(setup.policy) !== null) {
          ended += p;
          continue;
        }
        const k = `${vec(o.a)}|${vec(o.d)}`;
        const c = next.get(k);
        if (c) c.p += p;
        else next.set(k, { a: o.a, d: o.d, p });
      }
    }
    if (ended > 0) byRound[String(r)] = ended;
    expected += r * ended;
    live -= ended;
    cur = next;
  }
  let tail = 0;
  for (const s of cur.values()) tail += s.p;
  return { byRound, tail, expected };
}
