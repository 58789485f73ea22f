// Exact evaluator for finite, acyclic ("staged") Markov chains.
//
// The chain is processed stage by stage (e.g. battle round by round, slot by slot). States are
// identified by a canonical string key; equal states reached along different paths are merged
// before they are expanded, so each distinct state is expanded exactly once. Absorbing states are
// collected with their total probability. Everything is an exact floating-point dynamic programme;
// nothing is sampled.

/** Canonical state keys: strings, or numbers (faster when a state packs into 52 bits). */
export type StateKey = string | number;

export interface MarkovModel<S, K extends StateKey = string> {
  /**
   * Canonical key of a state; states with equal keys are merged. Omit it when the states are
   * themselves canonical keys (the fastest option: no wrapper objects are created).
   */
  key?: (s: S) => K;
  /** Stage of a transient state. Every transition must lead to a strictly larger stage or to an absorbing state. */
  stage: (s: S) => number;
  /** True for a final state. */
  isAbsorbing: (s: S) => boolean;
  /** Calls emit(next, p) for every successor; the p of one expansion must sum to 1. */
  expand: (s: S, emit: (next: S, p: number) => void) => void;
}

/** The merged states of one stage: forEach(p, key). A Map<K, number> satisfies it. */
export interface StageStates<K> {
  readonly size: number;
  forEach(cb: (p: number, key: K) => void): void;
}

export interface MarkovOptions<S, K extends StateKey = string> {
  /** Called once per stage, with the merged states of that stage, before they are expanded. */
  onStage?: (stage: number, states: StageStates<K>, representative: (key: K) => S) => void;
  /** Called whenever probability mass reaches an absorbing state (possibly several times per key). */
  onAbsorb?: (s: S, p: number) => void;
  /** Safety cap on the number of distinct transient states expanded (default 5,000,000). */
  maxStates?: number;
}

export interface MarkovResult<S, K extends StateKey = string> {
  /** Absorbing states: key -> { state, p }. */
  absorbing: Map<K, { state: S; p: number }>;
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

/**
 * Open-addressing hash table from non-negative integer keys (< 2^53) to probabilities. Much faster
 * than a Map for numeric keys: no boxing, no per-entry allocation.
 */
export class NumberTable {
  private keys: Float64Array;
  private vals: Float64Array;
  private used: Uint8Array;
  private mask: number;
  size = 0;
  constructor(capacity = 256) {
    let cap = 16;
    while (cap < capacity * 2) cap *= 2;
    this.keys = new Float64Array(cap);
    this.vals = new Float64Array(cap);
    this.used = new Uint8Array(cap);
    this.mask = cap - 1;
  }
  private slot(k: number): number {
    const lo = k >>> 0;
    const hi = (k / 4294967296) >>> 0;
    let h = Math.imul(lo ^ Math.imul(hi, 0x9e3779b1), 0x85ebca6b);
    h ^= h >>> 15;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 13;
    let i = h & this.mask;
    const keys = this.keys;
    const used = this.used;
    while (used[i] === 1 && keys[i] !== k) i = (i + 1) & this.mask;
    return i;
  }
  /** Adds p to the entry of k (creating it). Returns true when the key is new. */
  add(k: number, p: number): boolean {
    let i = this.slot(k);
    if (this.used[i] === 1) {
      this.vals[i] = (this.vals[i] as number) + p;
      return false;
    }
    if ((this.size + 1) * 2 > this.mask + 1) {
      this.grow();
      i = this.slot(k);
    }
    this.used[i] = 1;
    this.keys[i] = k;
    this.vals[i] = p;
    this.size++;
    return true;
  }
  /** Empties the table, keeping its capacity (for reuse). */
  clear(): void {
    this.used.fill(0);
    this.size = 0;
  }
  get(k: number): number | undefined {
    const i = this.slot(k);
    return this.used[i] === 1 ? this.vals[i] : undefined;
  }
  forEach(cb: (p: number, key: number) => void): void {
    const { keys, vals, used } = this;
    for (let i = 0; i < used.length; i++) if (used[i] === 1) cb(vals[i] as number, keys[i] as number);
  }
  private grow(): void {
    const { keys, vals, used } = this;
    const cap = (this.mask + 1) * 2;
    this.keys = new Float64Array(cap);
    this.vals = new Float64Array(cap);
    this.used = new Uint8Array(cap);
    this.mask = cap - 1;
    this.size = 0;
    for (let i = 0; i < used.length; i++) if (used[i] === 1) this.add(keys[i] as number, vals[i] as number);
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
 * The stage loop shared by the evaluators: one bucket (hash table) of merged states per stage,
 * expanded in increasing stage order; emptied buckets are recycled.
 */
class StageBuckets<T extends { clear(): void }> {
  private readonly buckets = new Map<number, T>();
  private readonly pool: T[] = [];
  private readonly queue = new StageQueue();
  private minStage = -Infinity;
  private lastStage = NaN;
  private lastBucket: T | null = null;
  stages = 0;
  constructor(
    private readonly create: () => T,
    /** Whether an expanded bucket may be reused (hooks may keep a Map bucket; typed tables are fair game). */
    private readonly recycle: (bucket: T) => boolean = () => true,
  ) {}
  /** The bucket of stage st, created on first use; st must come after the stage being expanded. */
  at(st: number): T {
    if (st === this.lastStage) return this.lastBucket as T;
    if (!(st > this.minStage)) throw new MarkovError(`Transition to stage ${st} does not move forward from stage ${this.minStage}`);
    let b = this.buckets.get(st);
    if (!b) {
      b = this.pool.pop() ?? this.create();
      this.buckets.set(st, b);
      this.queue.push(st);
    }
    this.lastStage = st;
    this.lastBucket = b;
    return b;
  }
  /** Hands each stage's bucket to `expand`, in increasing stage order, until no stage is left. */
  drain(expand: (stage: number, bucket: T) => void): void {
    while (this.queue.size > 0) {
      const st = this.queue.pop() as number;
      const bucket = this.buckets.get(st) as T;
      this.buckets.delete(st);
      this.minStage = st;
      this.lastStage = NaN;
      this.lastBucket = null;
      this.stages++;
      expand(st, bucket);
      if (this.pool.length < 8 && this.recycle(bucket)) {
        bucket.clear();
        this.pool.push(bucket);
      }
    }
  }
}

/**
 * Runs the chain from an initial distribution to absorption.
 * @param initial pairs of (state, probability); they are merged by key.
 */
export function evaluateMarkov<S, K extends StateKey = string>(
  initial: Iterable<readonly [S, number]>,
  model: MarkovModel<S, K>,
  options: MarkovOptions<S, K> = {},
): MarkovResult<S, K> {
  const keyFn = model.key;
  const keepReps = keyFn !== undefined;
  const maxStates = options.maxStates ?? 5_000_000;

  // Stage buckets: a NumberTable when keys are numbers, else a Map.
  type Bucket = { size: number; forEach(cb: (p: number, key: K) => void): void; add(k: K, p: number): boolean; clear(): void };
  const mapBucket = (): Bucket => {
    const m = new Map<K, number>();
    return {
      get size() {
        return m.size;
      },
      forEach: (cb) => m.forEach(cb),
      add(k, p) {
        const cur = m.get(k);
        if (cur === undefined) {
          m.set(k, p);
          return true;
        }
        m.set(k, cur + p);
        return false;
      },
      clear: () => m.clear(),
    };
  };
  let numeric: boolean | null = null;
  const stagesOf = new StageBuckets<Bucket>(
    () => (numeric ? (new NumberTable() as unknown as Bucket) : mapBucket()),
    (bucket) => bucket instanceof NumberTable,
  );
  const reps = new Map<K, S>();
  const absorbing = new Map<K, { state: S; p: number }>();
  let totalAbsorbed = 0;
  let statesExplored = 0;
  const onAbsorb = options.onAbsorb;

  const add = (s: S, p: number): void => {
    if (p === 0) return;
    if (model.isAbsorbing(s)) {
      const k = keyFn ? keyFn(s) : (s as unknown as K);
      const cur = absorbing.get(k);
      if (cur) cur.p += p;
      else absorbing.set(k, { state: s, p });
      totalAbsorbed += p;
      if (onAbsorb) onAbsorb(s, p);
      return;
    }
    if (numeric === null) numeric = typeof (keyFn ? keyFn(s) : s) === 'number';
    const bucket = stagesOf.at(model.stage(s));
    const k = keyFn ? keyFn(s) : (s as unknown as K);
    if (bucket.add(k, p) && keepReps) reps.set(k, s);
  };

  for (const [s, p] of initial) {
    if (!(p >= 0) || !Number.isFinite(p)) throw new MarkovError(`Invalid initial probability ${p}`);
    if (numeric === null && !model.isAbsorbing(s)) numeric = typeof (keyFn ? keyFn(s) : s) === 'number';
    add(s, p);
  }

  const representative = (k: K): S => (keepReps ? (reps.get(k) as S) : (k as unknown as S));

  let curP = 0;
  let sum = 0;
  const emit = (next: S, q: number): void => {
    sum += q;
    add(next, curP * q);
  };
  const expandOne = (p: number, k: K): void => {
    const s = representative(k);
    if (keepReps) reps.delete(k);
    statesExplored++;
    if (statesExplored > maxStates) throw new MarkovError(`State limit of ${maxStates} exceeded`);
    sum = 0;
    curP = p;
    model.expand(s, emit);
    if (Math.abs(sum - 1) > 1e-9) throw new MarkovError(`Transition probabilities from state ${String(k)} sum to ${sum}, not 1`);
  };

  stagesOf.drain((st, bucket) => {
    options.onStage?.(st, bucket, representative);
    bucket.forEach(expandOne);
  });
  return { absorbing, statesExplored, stages: stagesOf.stages, totalProbability: totalAbsorbed };
}

/**
 * Expected value of a terminal reward, computed backwards with memoisation:
 * V(s) = reward(s) for absorbing s, else sum_p p * V(next). Useful for decisions inside a chain
 * ("does this choice improve my odds?"): evaluate both branches exactly and compare.
 * The returned function shares one memo table across calls.
 */
export function makeValueFunction<S, K extends StateKey = string>(
  model: MarkovModel<S, K>,
  reward: (s: S) => number,
): { value: (s: S) => number; memoSize: () => number } {
  const keyOf = model.key ?? ((s: S) => s as unknown as K);
  const memo = new Map<K, number>();
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

// ---------------------------------------------------------------------------------------------
// Numeric chains: the same staged evaluation for states that are packed into numbers. Successors
// are written into typed arrays instead of being passed through a callback, so an expansion
// allocates nothing (no boxed keys or probabilities).

/** Reusable successor list: push(key, p) stores raw doubles. */
export class Successors {
  keys = new Float64Array(64);
  probs = new Float64Array(64);
  n = 0;
  push(k: number, p: number): void {
    if (this.n === this.keys.length) {
      const keys = new Float64Array(this.n * 2);
      const probs = new Float64Array(this.n * 2);
      keys.set(this.keys);
      probs.set(this.probs);
      this.keys = keys;
      this.probs = probs;
    }
    this.keys[this.n] = k;
    this.probs[this.n] = p;
    this.n++;
  }
}

export interface NumericMarkovModel {
  /** Stage of a transient state; transitions must move to a strictly larger stage or be absorbing. */
  stage: (k: number) => number;
  isAbsorbing: (k: number) => boolean;
  /**
   * Optional layout hints, used instead of the two callbacks above when both are given:
   * stage(k) = floor(k / stageDivisor) and absorbing iff k >= absorbingFrom.
   */
  stageDivisor?: number;
  absorbingFrom?: number;
  /** Appends every successor (key, conditional probability) of k to out. */
  expandInto: (k: number, out: Successors) => void;
}

/** evaluateMarkov for numeric keys (non-negative integers below 2^53). */
export function evaluateNumericMarkov(
  initial: Iterable<readonly [number, number]>,
  model: NumericMarkovModel,
  options: { maxStates?: number; onStage?: (stage: number, states: StageStates<number>) => void } = {},
): MarkovResult<number, number> {
  const maxStates = options.maxStates ?? 5_000_000;
  const stagesOf = new StageBuckets(() => new NumberTable());
  const absorbing = new NumberTable(1024);
  let statesExplored = 0;

  const div = model.stageDivisor;
  const absFrom = model.absorbingFrom;
  const hinted = div !== undefined && absFrom !== undefined;
  const add = (k: number, p: number): void => {
    if (p === 0) return;
    if (hinted ? k >= (absFrom as number) : model.isAbsorbing(k)) absorbing.add(k, p);
    else stagesOf.at(hinted ? Math.floor(k / (div as number)) : model.stage(k)).add(k, p);
  };
  for (const [k, p] of initial) {
    if (!(p >= 0) || !Number.isFinite(p)) throw new MarkovError(`Invalid initial probability ${p}`);
    add(k, p);
  }
  const out = new Successors();
  const expandOne = (p: number, k: number): void => {
    statesExplored++;
    if (statesExplored > maxStates) throw new MarkovError(`State limit of ${maxStates} exceeded`);
    out.n = 0;
    model.expandInto(k, out);
    let sum = 0;
    const { keys, probs } = out;
    for (let j = 0; j < out.n; j++) {
      const q = probs[j] as number;
      sum += q;
      add(keys[j] as number, p * q);
    }
    if (Math.abs(sum - 1) > 1e-9) throw new MarkovError(`Transition probabilities from state ${k} sum to ${sum}, not 1`);
  };
  stagesOf.drain((st, bucket) => {
    options.onStage?.(st, bucket);
    bucket.forEach(expandOne);
  });
  const result = new Map<number, { state: number; p: number }>();
  let total = 0;
  absorbing.forEach((p, k) => {
    result.set(k, { state: k, p });
    total += p;
  });
  return { absorbing: result, statesExplored, stages: stagesOf.stages, totalProbability: total };
}

// ---------------------------------------------------------------------------------------------
// Two-word numeric chains: keys are pairs (hi, lo) of non-negative integers below 2^52 each
// (up to 104 bits of state). The stage and the absorbing test read only hi.

/** Open-addressing hash table from (hi, lo) pairs to probabilities. */
export class PairTable {
  private his: Float64Array;
  private los: Float64Array;
  private vals: Float64Array;
  private used: Uint8Array;
  private mask: number;
  size = 0;
  constructor(capacity = 256) {
    let cap = 16;
    while (cap < capacity * 2) cap *= 2;
    this.his = new Float64Array(cap);
    this.los = new Float64Array(cap);
    this.vals = new Float64Array(cap);
    this.used = new Uint8Array(cap);
    this.mask = cap - 1;
  }
  private slot(hi: number, lo: number): number {
    // 2^-32 is exact, so the products below are the high 32-bit halves without a division.
    let h = Math.imul((lo >>> 0) ^ Math.imul((lo * 2.3283064365386963e-10) >>> 0, 0x9e3779b1), 0x85ebca6b);
    h ^= Math.imul((hi >>> 0) ^ Math.imul((hi * 2.3283064365386963e-10) >>> 0, 0x27d4eb2f), 0x165667b1);
    h ^= h >>> 15;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 13;
    let i = h & this.mask;
    const { his, los, used } = this;
    while (used[i] === 1 && (his[i] !== hi || los[i] !== lo)) i = (i + 1) & this.mask;
    return i;
  }
  /** Adds p to the entry (hi, lo), creating it. */
  add(hi: number, lo: number, p: number): void {
    let i = this.slot(hi, lo);
    if (this.used[i] === 1) {
      this.vals[i] = (this.vals[i] as number) + p;
      return;
    }
    if ((this.size + 1) * 2 > this.mask + 1) {
      this.grow();
      i = this.slot(hi, lo);
    }
    this.used[i] = 1;
    this.his[i] = hi;
    this.los[i] = lo;
    this.vals[i] = p;
    this.size++;
  }
  get(hi: number, lo: number): number | undefined {
    const i = this.slot(hi, lo);
    return this.used[i] === 1 ? this.vals[i] : undefined;
  }
  forEach(cb: (p: number, hi: number, lo: number) => void): void {
    const { his, los, vals, used } = this;
    for (let i = 0; i < used.length; i++) if (used[i] === 1) cb(vals[i] as number, his[i] as number, los[i] as number);
  }
  clear(): void {
    this.used.fill(0);
    this.size = 0;
  }
  private grow(): void {
    const { his, los, vals, used } = this;
    const cap = (this.mask + 1) * 2;
    this.his = new Float64Array(cap);
    this.los = new Float64Array(cap);
    this.vals = new Float64Array(cap);
    this.used = new Uint8Array(cap);
    this.mask = cap - 1;
    this.size = 0;
    for (let i = 0; i < used.length; i++) if (used[i] === 1) this.add(his[i] as number, los[i] as number, vals[i] as number);
  }
}

/** Reusable successor list for two-word keys. */
export class PairSuccessors {
  his = new Float64Array(64);
  los = new Float64Array(64);
  probs = new Float64Array(64);
  n = 0;
  push(hi: number, lo: number, p: number): void {
    if (this.n === this.his.length) {
      const m = this.n * 2;
      const his = new Float64Array(m);
      const los = new Float64Array(m);
      const probs = new Float64Array(m);
      his.set(this.his);
      los.set(this.los);
      probs.set(this.probs);
      this.his = his;
      this.los = los;
      this.probs = probs;
    }
    this.his[this.n] = hi;
    this.los[this.n] = lo;
    this.probs[this.n] = p;
    this.n++;
  }
}

export interface PairMarkovModel {
  /** stage = floor(hi / stageDivisor); it must strictly increase along transient transitions. */
  stageDivisor: number;
  /** A state is absorbing iff hi >= absorbingFrom. */
  absorbingFrom: number;
  expandInto: (hi: number, lo: number, out: PairSuccessors) => void;
}

export interface PairMarkovResult {
  absorbing: PairTable;
  statesExplored: number;
  stages: number;
  totalProbability: number;
}

/** Staged exact evaluation of a chain with two-word keys (see evaluateMarkov). */
export function evaluatePairMarkov(
  initial: Iterable<readonly [number, number, number]>,
  model: PairMarkovModel,
  options: { maxStates?: number; onStage?: (stage: number, states: PairTable) => void } = {},
): PairMarkovResult {
  const maxStates = options.maxStates ?? 5_000_000;
  const div = model.stageDivisor;
  // A power-of-two divisor has an exact reciprocal, so floor(hi * inv) = floor(hi / div).
  const inv = Number.isInteger(Math.log2(div)) ? 1 / div : 0;
  const absFrom = model.absorbingFrom;
  const stagesOf = new StageBuckets(() => new PairTable());
  const absorbing = new PairTable(1024);
  let statesExplored = 0;
  const add = (hi: number, lo: number, p: number): void => {
    if (p === 0) return;
    if (hi >= absFrom) absorbing.add(hi, lo, p);
    else stagesOf.at(inv > 0 ? Math.floor(hi * inv) : Math.floor(hi / div)).add(hi, lo, p);
  };
  for (const [hi, lo, p] of initial) {
    if (!(p >= 0) || !Number.isFinite(p)) throw new MarkovError(`Invalid initial probability ${p}`);
    add(hi, lo, p);
  }
  const out = new PairSuccessors();
  const expandOne = (p: number, hi: number, lo: number): void => {
    statesExplored++;
    if (statesExplored > maxStates) throw new MarkovError(`State limit of ${maxStates} exceeded`);
    out.n = 0;
    model.expandInto(hi, lo, out);
    let sum = 0;
    const { his, los, probs } = out;
    for (let j = 0; j < out.n; j++) {
      const q = probs[j] as number;
      sum += q;
      add(his[j] as number, los[j] as number, p * q);
    }
    if (Math.abs(sum - 1) > 1e-9) throw new MarkovError(`Transition probabilities from state ${hi}:${lo} sum to ${sum}, not 1`);
  };
  stagesOf.drain((st, bucket) => {
    options.onStage?.(st, bucket);
    bucket.forEach(expandOne);
  });
  let total = 0;
  absorbing.forEach((p) => (total += p));
  return { absorbing, statesExplored, stages: stagesOf.stages, totalProbability: total };
}
