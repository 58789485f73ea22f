// Exact core of every Napoleon's Imperium fight: two sides roll one d10 per unit each round, casualties are
// removed simultaneously, to the last unit [§5, §5B, §6]. With a fixed casualty order per side the state is
// (i, j) = (attacker units lost, defender units lost). The "both miss" self-loop is removed by normalising,
// so every transition moves strictly forward in i + j and the chain is evaluated exactly, stage by stage, by
// the generic engine in shared/odds (digest §4.16). Rounds are counted separately, round by round.
import { convolve, type DenseDist } from '../../../odds/distribution';
import { evaluateMarkov, MarkovError } from '../../../odds/markov';

export interface FightOutcome {
  /** Attacker units lost. */
  i: number;
  /** Defender units lost. */
  j: number;
  p: number;
}

export interface FightSolution {
  nA: number;
  nD: number;
  /** Final states: i == nA (attacker wiped out) or j == nD (defender wiped out), or both (a draw). */
  outcomes: FightOutcome[];
  /** E[number of rounds], exact: the rounds spent in a state are geometric with the self-loop probability. */
  expectedRounds: number;
  statesExplored: number;
  totalProbability: number;
}

export class NoHitsError extends Error {
  constructor() {
    super('Neither side can score a hit (every remaining unit has hit value 0): the battle would never end.');
    this.name = 'NoHitsError';
  }
}

/** Hits of units[i..] for every i (Poisson-binomial suffixes). */
export function suffixHits(probs: readonly number[]): DenseDist[] {
  const n = probs.length;
  const out: DenseDist[] = new Array<DenseDist>(n + 1);
  out[n] = [1];
  for (let i = n - 1; i >= 0; i--) {
    const p = probs[i] as number;
    out[i] = convolve(out[i + 1] as DenseDist, [1 - p, p]);
  }
  return out;
}

/** Collapses a hit distribution so that every value >= cap is counted at cap (extra hits are wasted). */
function capDist(d: DenseDist, cap: number): DenseDist {
  if (d.length <= cap + 1) return d;
  const out = d.slice(0, cap + 1);
  let tail = 0;
  for (let k = cap; k < d.length; k++) tail += d[k] as number;
  out[cap] = tail;
  return out;
}

/**
 * Exact outcome distribution of a fight. `a` and `d` are the hit probabilities of each unit in casualty
 * order (index 0 is removed first).
 */
export function solveFight(a: readonly number[], d: readonly number[]): FightSolution {
  const nA = a.length;
  const nD = d.length;
  const W = nD + 1;
  const hA = suffixHits(a);
  const hD = suffixHits(d);
  const key = (i: number, j: number) => i * W + j;
  const selfLoop = (k: number): number => {
    const i = Math.floor(k / W);
    const j = k - i * W;
    return ((hA[i] as DenseDist)[0] as number) * ((hD[j] as DenseDist)[0] as number);
  };
  let expectedRounds = 0;
  let result;
  try {
    result = evaluateMarkov<number, number>([[key(0, 0), 1]], {
      stage: (k) => {
        const i = Math.floor(k / W);
        return i + (k - i * W);
      },
      isAbsorbing: (k) => {
        const i = Math.floor(k / W);
        return i === nA || k - i * W === nD;
      },
      expand: (k, emit) => {
        const i = Math.floor(k / W);
        const j = k - i * W;
        const remA = nA - i;
        const remD = nD - j;
        const ha = capDist(hA[i] as DenseDist, remD); // attacker hits = defender casualties
        const hd = capDist(hD[j] as DenseDist, remA); // defender hits = attacker casualties
        const q = (ha[0] as number) * (hd[0] as number);
        const norm = 1 - q;
        if (!(norm > 1e-15)) throw new NoHitsError();
        for (let m = 0; m < hd.length; m++) {
          const pm = hd[m] as number;
          if (pm === 0) continue;
          for (let kk = 0; kk < ha.length; kk++) {
            if (m === 0 && kk === 0) continue;
            const pk = ha[kk] as number;
            if (pk === 0) continue;
            emit(key(i + m, j + kk), (pm * pk) / norm);
          }
        }
      },
    }, {
      onStage: (_st, states) => {
        states.forEach((p, k) => {
          expectedRounds += p / (1 - selfLoop(k));
        });
      },
    });
  } catch (e) {
    if (e instanceof MarkovError && /sum to/.test(e.message)) throw new NoHitsError();
    throw e;
  }
  const outcomes: FightOutcome[] = [];
  for (const [k, { p }] of result.absorbing) {
    const i = Math.floor(k / W);
    outcomes.push({ i, j: k - i * W, p });
  }
  outcomes.sort((x, y) => x.i - y.i || x.j - y.j);
  return { nA, nD, outcomes, expectedRounds, statesExplored: result.statesExplored, totalProbability: result.totalProbability };
}

export interface RoundsResult {
  /** P(the fight ends in round r), keyed by r (1-based). */
  byRound: Record<string, number>;
  /** Probability still undecided after the last round listed (negligible unless the budget ran out). */
  tail: number;
}

/**
 * Distribution of the number of rounds, by iterating round by round (self-loops included) until the
 * undecided probability is below `tolerance`. Returns null when that would take more than `budget` steps.
 */
export function roundsDistribution(a: readonly number[], d: readonly number[], options: { tolerance?: number; budget?: number; maxRounds?: number } = {}): RoundsResult | null {
  const tol = options.tolerance ?? 1e-13;
  const budget = options.budget ?? 20_000_000;
  const maxRounds = options.maxRounds ?? 5000;
  const nA = a.length;
  const nD = d.length;
  const byRound: Record<string, number> = {};
  if (nA === 0 || nD === 0) return { byRound, tail: 0 };
  const W = nD + 1;
  const hA = suffixHits(a);
  const hD = suffixHits(d);
  let cur = new Float64Array((nA + 1) * W);
  let next = new Float64Array((nA + 1) * W);
  cur[0] = 1;
  let live = 1;
  let work = 0;
  for (let r = 1; r <= maxRounds; r++) {
    next.fill(0);
    let ended = 0;
    for (let i = 0; i < nA; i++) {
      for (let j = 0; j < nD; j++) {
        const mass = cur[i * W + j] as number;
        if (mass === 0) continue;
        const ha = capDist(hA[i] as DenseDist, nD - j);
        const hd = capDist(hD[j] as DenseDist, nA - i);
        work += ha.length * hd.length;
        if (work > budget) return null;
        for (let m = 0; m < hd.length; m++) {
          const pm = mass * (hd[m] as number);
          if (pm === 0) continue;
          const ti = i + m;
          for (let k = 0; k < ha.length; k++) {
            const p = pm * (ha[k] as number);
            if (p === 0) continue;
            const tj = j + k;
            if (ti === nA || tj === nD) ended += p;
            else next[ti * W + tj] = (next[ti * W + tj] as number) + p;
          }
        }
      }
    }
    if (ended > 0) byRound[String(r)] = ended;
    live -= ended;
    [cur, next] = [next, cur];
    let rest = 0;
    for (let x = 0; x < cur.length; x++) rest += cur[x] as number;
    live = rest;
    if (live < tol) return { byRound, tail: live };
  }
  return { byRound, tail: live };
}

/** One round's hits for a list of hit probabilities (Poisson-binomial). */
export function roundHits(probs: readonly number[]): DenseDist {
  return suffixHits(probs)[0] as DenseDist;
}
