// Exact evaluator for finite, acyclic ("staged") Markov chains.
//
// The chain is processed stage by stage (e.g. battle round by round, slot by slot). States are
// identified by a canonical string key; equal states reached along different paths are merged
// before they are expanded, so each distinct state is expanded exactly once. Absorbing states are
// collected with their total probability. Everything is an exact floating-point dynamic programme;
// nothing is sampled.

export interface MarkovModel<S> {
  /**
   * Canonical key of a state; states with equal keys are merged. Omit it when the states are
   * themselves canonical strings (the fastest option: no wrapper objects are created).
   */
  key?: (s: S) => string;
  /** Stage of a transient state. Every transition must lead to a strictly larger stage or to an absorbing state. */
  stage: (s: S) => number;
  /** True for a final state. */
  isAbsorbing: (s: S) => boolean;
  /** Calls emit(next, p) for every successor; the p of one expansion must sum to 1. */
  expand: (s: S, emit: (next: S, p: number) => void) => void;
}

export interface MarkovOptions<S> {
  /** Called once per stage, with the merged states of that stage, before they are expanded. */
  onStage?: (stage: number, states: ReadonlyMap<string, number>, representative: (key: string) => S) => void;
  /** Called whenever probability mass reaches an absorbing state (possibly several times per key). */
  onAbsorb?: (s: S, p: number) => void;
  /** Safety cap on the number of distinct transient states expanded (default 5,000,000). */
  maxStates?: number;
}

export interface MarkovResult<S> {
  /** Absorbing states: key -> { state, p }. */
  absorbing: Map<string, { state: S; p: number }>;
  /** Number of distinct transient states expanded. */
  statesExplored: number;
  /** Number of distinct stages processed. */
  stages: number;
  /** Total absorbed probability (1 up to rounding for a well-formed chain). */
  totalProbability: number;
}

export class MarkovError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MarkovError';
  }
}

/** Min-heap of stage numbers (few distinct stages, but keeps the order strict). */
class StageQueue {
  private heap: number[] = [];
  push(x: number): void {
    const h = this.heap;
    h.push(x);
    let i = h.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if ((h[parent] as number) <= x) break;
      h[i] = h[parent] as number;
      i = parent;
    }
    h[i] = x;
  }
  pop(): number | undefined {
    const h = this.heap;
    if (h.length === 0) return undefined;
    const top = h[0] as number;
    const last = h.pop() as number;
    if (h.length > 0) {
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        if (l >= h.length) break;
        const r = l + 1;
        const c = r < h.length && (h[r] as number) < (h[l] as number) ? r : l;
        if ((h[c] as number) >= last) break;
        h[i] = h[c] as number;
        i = c;
      }
      h[i] = last;
    }
    return top;
  }
  get size(): number {
    return this.heap.length;
  }
}

/**
 * Runs the chain from an initial distribution to absorption.
 * @param initial pairs of (state, probability); they are merged by key.
 */
export function evaluateMarkov<S>(
  initial: Iterable<readonly [S, number]>,
  model: MarkovModel<S>,
  options: MarkovOptions<S> = {},
): MarkovResult<S> {
  const keyOf = model.key ?? ((s: S) => s as unknown as string);
  const keepReps = model.key !== undefined;
  const maxStates = options.maxStates ?? 5_000_000;

  const buckets = new Map<number, Map<string, number>>();
  const reps = new Map<string, S>();
  const queue = new StageQueue();
  const absorbing = new Map<string, { state: S; p: number }>();
  let totalAbsorbed = 0;
  let statesExplored = 0;
  let stages = 0;
  let minStage = -Infinity;

  const add = (s: S, p: number): void => {
    if (p === 0) return;
    if (model.isAbsorbing(s)) {
      const k = keyOf(s);
      const cur = absorbing.get(k);
      if (cur) cur.p += p;
      else absorbing.set(k, { state: s, p });
      totalAbsorbed += p;
      options.onAbsorb?.(s, p);
      return;
    }
    const st = model.stage(s);
    if (!(st > minStage)) {
      throw new MarkovError(`Transition to stage ${st} does not move forward from stage ${minStage}`);
    }
    let bucket = buckets.get(st);
    if (!bucket) {
      bucket = new Map();
      buckets.set(st, bucket);
      queue.push(st);
    }
    const k = keyOf(s);
    const cur = bucket.get(k);
    if (cur === undefined) {
      bucket.set(k, p);
      if (keepReps) reps.set(k, s);
    } else bucket.set(k, cur + p);
  };

  for (const [s, p] of initial) {
    if (!(p >= 0) || !Number.isFinite(p)) throw new MarkovError(`Invalid initial probability ${p}`);
    add(s, p);
  }

  const representative = (k: string): S => (keepReps ? (reps.get(k) as S) : (k as unknown as S));

  while (queue.size > 0) {
    const st = queue.pop() as number;
    const bucket = buckets.get(st) as Map<string, number>;
    buckets.delete(st);
    minStage = st;
    stages++;
    options.onStage?.(st, bucket, representative);
    for (const [k, p] of bucket) {
      const s = representative(k);
      if (keepReps) reps.delete(k);
      statesExplored++;
      if (statesExplored > maxStates) throw new MarkovError(`State limit of ${maxStates} exceeded`);
      let sum = 0;
      model.expand(s, (next, q) => {
        sum += q;
        add(next, p * q);
      });
      if (Math.abs(sum - 1) > 1e-9) throw new MarkovError(`Transition probabilities from state ${k} sum to ${sum}, not 1`);
    }
  }
  return { absorbing, statesExplored, stages, totalProbability: totalAbsorbed };
}

/**
 * Expected value of a terminal reward, computed backwards with memoisation:
 * V(s) = reward(s) for absorbing s, else sum_p p * V(next). Useful for decisions inside a chain
 * ("does this choice improve my odds?"): evaluate both branches exactly and compare.
 * The returned function shares one memo table across calls.
 */
export function makeValueFunction<S>(
  model: MarkovModel<S>,
  reward: (s: S) => number,
): { value: (s: S) => number; memoSize: () => number } {
  const keyOf = model.key ?? ((s: S) => s as unknown as string);
  const memo = new Map<string, number>();
  const value = (s: S): number => {
    const k = keyOf(s);
    const hit = memo.get(k);
    if (hit !== undefined) return hit;
    let v: number;
    if (model.isAbsorbing(s)) v = reward(s);
    else {
      const kids: [S, number][] = [];
      model.expand(s, (next, q) => {
        kids.push([next, q]);
      });
      v = 0;
      for (const [next, q] of kids) v += q * value(next);
    }
    memo.set(k, v);
    return v;
  };
  return { value, memoSize: () => memo.size };
}
