// Exact discrete distributions (floating-point, never sampled).
//
// Two representations are used:
//  - DenseDist: a number[] where index i holds P(X = i). Best for sums of dice and hit counts.
//  - Dist<T>:   a Map<T, number> for arbitrary (e.g. negative or non-integer) values.

/** P(X = i) at index i. */
export type DenseDist = number[];
/** value -> probability. */
export type Dist<T = number> = Map<T, number>;

/** Tolerance used when checking that probabilities sum to one. */
export const PROBABILITY_EPSILON = 1e-9;

/** Sum of all probabilities of a dense or map distribution. */
export function totalProbability(d: DenseDist | Dist<unknown>): number {
  let s = 0;
  if (Array.isArray(d)) for (const p of d) s += p;
  else for (const p of d.values()) s += p;
  return s;
}

/** Returns a copy scaled so the probabilities sum to 1. Throws on an empty or zero-mass distribution. */
export function normalize<T>(d: Dist<T>): Dist<T>;
export function normalize(d: DenseDist): DenseDist;
export function normalize<T>(d: Dist<T> | DenseDist): Dist<T> | DenseDist {
  const s = totalProbability(d as DenseDist | Dist<unknown>);
  if (!(s > 0) || !Number.isFinite(s)) throw new RangeError('Cannot normalise a distribution with zero or invalid total mass');
  if (Array.isArray(d)) return d.map((p) => p / s);
  const out = new Map<T, number>();
  for (const [v, p] of d) out.set(v, p / s);
  return out;
}

/** Builds a Map distribution from value/weight pairs (weights are normalised, equal values merged). */
export function fromWeights<T>(pairs: Iterable<readonly [T, number]>): Dist<T> {
  const out = new Map<T, number>();
  for (const [v, w] of pairs) {
    if (!(w >= 0) || !Number.isFinite(w)) throw new RangeError(`Invalid weight ${w}`);
    out.set(v, (out.get(v) ?? 0) + w);
  }
  return normalize(out);
}

/** Point mass at value v. */
export function point<T>(v: T): Dist<T> {
  return new Map([[v, 1]]);
}

/** Dense distribution -> Map (zero-probability entries dropped). */
export function denseToMap(d: DenseDist): Dist<number> {
  const out = new Map<number, number>();
  d.forEach((p, i) => {
    if (p > 0) out.set(i, p);
  });
  return out;
}

/** Map over non-negative integers -> dense array. */
export function mapToDense(d: Dist<number>): DenseDist {
  let max = -1;
  for (const v of d.keys()) {
    if (!Number.isInteger(v) || v < 0) throw new RangeError(`Dense distributions need non-negative integer values, got ${v}`);
    if (v > max) max = v;
  }
  const out = new Array<number>(max + 1).fill(0);
  for (const [v, p] of d) out[v] = (out[v] ?? 0) + p;
  return out;
}

/** Expected value. */
export function mean(d: DenseDist | Dist<number>): number {
  let s = 0;
  if (Array.isArray(d)) d.forEach((p, i) => (s += p * i));
  else for (const [v, p] of d) s += p * v;
  return s;
}

/** Variance. */
export function variance(d: DenseDist | Dist<number>): number {
  const m = mean(d);
  let s = 0;
  if (Array.isArray(d)) d.forEach((p, i) => (s += p * (i - m) * (i - m)));
  else for (const [v, p] of d) s += p * (v - m) * (v - m);
  return s;
}

/** P(X >= t) for a dense distribution. */
export function tailAtLeast(d: DenseDist, t: number): number {
  let s = 0;
  for (let i = Math.max(0, Math.ceil(t)); i < d.length; i++) s += d[i] ?? 0;
  return s;
}

/** P(X < t) for a dense distribution. */
export function cdfBelow(d: DenseDist, t: number): number {
  let s = 0;
  const end = Math.min(d.length, Math.ceil(t));
  for (let i = 0; i < end; i++) s += d[i] ?? 0;
  return s;
}

/** Distribution of X + Y for independent dense X, Y. */
export function convolve(a: DenseDist, b: DenseDist): DenseDist {
  if (a.length === 0 || b.length === 0) return [];
  const out = new Array<number>(a.length + b.length - 1).fill(0);
  for (let i = 0; i < a.length; i++) {
    const pa = a[i] ?? 0;
    if (pa === 0) continue;
    for (let j = 0; j < b.length; j++) out[i + j] = (out[i + j] ?? 0) + pa * (b[j] ?? 0);
  }
  return out;
}

/** Distribution of the sum of independent dense distributions (point mass at 0 for none). */
export function convolveAll(ds: readonly DenseDist[]): DenseDist {
  let acc: DenseDist = [1];
  for (const d of ds) acc = convolve(acc, d);
  return acc;
}

/** Distribution of f(X) + g(Y)... generalised: X + Y for Map distributions (any numeric values). */
export function convolveMaps(a: Dist<number>, b: Dist<number>): Dist<number> {
  const out = new Map<number, number>();
  for (const [va, pa] of a) for (const [vb, pb] of b) out.set(va + vb, (out.get(va + vb) ?? 0) + pa * pb);
  return out;
}

/** Applies f to every value, merging equal results. */
export function mapValues<T, U>(d: Dist<T>, f: (v: T) => U): Dist<U> {
  const out = new Map<U, number>();
  for (const [v, p] of d) {
    const u = f(v);
    out.set(u, (out.get(u) ?? 0) + p);
  }
  return out;
}

const binomialCache = new Map<string, DenseDist>();

/** Binomial(n, p) as a dense distribution over 0..n. */
export function binomial(n: number, p: number): DenseDist {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`binomial: n must be a non-negative integer, got ${n}`);
  if (!(p >= 0 && p <= 1)) throw new RangeError(`binomial: p must be in [0, 1], got ${p}`);
  const key = `${n}:${p}`;
  const hit = binomialCache.get(key);
  if (hit) return hit;
  // Build by repeated convolution with a Bernoulli: exact enough and avoids large factorials.
  let d: DenseDist = [1];
  for (let i = 0; i < n; i++) d = convolve(d, [1 - p, p]);
  if (binomialCache.size < 4096) binomialCache.set(key, d);
  return d;
}

/** Sum of independent Bernoulli(p_i): the Poisson-binomial distribution over 0..ps.length. */
export function poissonBinomial(ps: readonly number[]): DenseDist {
  let d: DenseDist = [1];
  for (const p of ps) {
    if (!(p >= 0 && p <= 1)) throw new RangeError(`poissonBinomial: probability out of range: ${p}`);
    d = convolve(d, [1 - p, p]);
  }
  return d;
}

/** Sum of independent binomials, each given as [n, p]. */
export function binomialSum(terms: readonly (readonly [number, number])[]): DenseDist {
  return convolveAll(terms.map(([n, p]) => binomial(n, p)));
}

/**
 * A die with arbitrary faces, each face equally likely (faces may repeat and may be any numbers),
 * or with explicit face weights.
 */
export type Die = readonly number[] | { faces: readonly number[]; weights: readonly number[] };

/** The distribution of one custom die. */
export function dieDist(die: Die): Dist<number> {
  if (Array.isArray(die)) {
    const faces = die as readonly number[];
    if (faces.length === 0) throw new RangeError('A die needs at least one face');
    return fromWeights(faces.map((f) => [f, 1] as const));
  }
  const { faces, weights } = die as { faces: readonly number[]; weights: readonly number[] };
  if (faces.length === 0 || faces.length !== weights.length) throw new RangeError('A weighted die needs as many weights as faces');
  return fromWeights(faces.map((f, i) => [f, weights[i] ?? 0] as const));
}

/** Distribution of the sum of the given custom dice (independent). */
export function diceSum(dice: readonly Die[]): Dist<number> {
  let acc: Dist<number> = point(0);
  for (const d of dice) acc = convolveMaps(acc, dieDist(d));
  return acc;
}

/** Standard dN faces 1..N. */
export function standardDie(sides = 6): number[] {
  return Array.from({ length: sides }, (_, i) => i + 1);
}

/** Distribution of the sum of n standard dice (e.g. 2d6) as a Map keyed by total. */
export function ndm(n: number, sides = 6): Dist<number> {
  return diceSum(Array.from({ length: n }, () => standardDie(sides)));
}

/** Sorted [value, probability] entries of a Map distribution (for display and tests). */
export function entries(d: Dist<number>): [number, number][] {
  return [...d.entries()].sort((x, y) => x[0] - y[0]);
}
