// The luck meter: for every roll whose odds were known before it was thrown, expected versus actual per power,
// cumulative, with the percentile of the actual total under the exact distribution of the sum (a convolution of
// each roll's distribution: exact, with only tails below 1e-15 dropped to keep it fast, which never moves a shown
// percentile).
import type { LuckReport, LuckRoll, PowerLuck } from './types';

export type { LuckReport, LuckRoll, PowerLuck } from './types';

const TAIL = 1e-15;

/** A distribution over 0..n with the negligible tails trimmed: { lo, p } where p[i] = P(X = lo + i). */
interface Dist {
  lo: number;
  p: number[];
}

function trim(d: Dist): Dist {
  let a = 0;
  let b = d.p.length - 1;
  while (a < b && d.p[a]! < TAIL) a++;
  while (b > a && d.p[b]! < TAIL) b--;
  return a === 0 && b === d.p.length - 1 ? d : { lo: d.lo + a, p: d.p.slice(a, b + 1) };
}

export function convolve(x: Dist, y: readonly number[]): Dist {
  const out = new Array<number>(x.p.length + y.length - 1).fill(0);
  for (let i = 0; i < x.p.length; i++) {
    const xi = x.p[i]!;
    if (xi === 0) continue;
    for (let j = 0; j < y.length; j++) out[i + j]! += xi * y[j]!;
  }
  return trim({ lo: x.lo, p: out });
}

export function mean(dist: readonly number[]): number {
  let m = 0;
  dist.forEach((p, k) => (m += p * k));
  return m;
}

/** The mid-percentile of `actual` under the sum of the given distributions (0-100). */
export function percentileOf(dists: ReadonlyArray<readonly number[]>, actual: number): number {
  let d: Dist = { lo: 0, p: [1] };
  for (const x of dists) d = convolve(d, x);
  let below = 0;
  let at = 0;
  d.p.forEach((p, i) => {
    const k = d.lo + i;
    if (k < actual) below += p;
    else if (k === actual) at += p;
  });
  return Math.min(100, Math.max(0, (below + at / 2) * 100));
}

export function ordinal(n: number): string {
  const r = Math.round(n);
  const s = r % 100 >= 11 && r % 100 <= 13 ? 'th' : ['th', 'st', 'nd', 'rd'][r % 10] ?? 'th';
  return `${r}${s}`;
}

export function verdictOf(percentile: number): string {
  if (percentile >= 95) return 'far luckier than expected';
  if (percentile >= 70) return 'luckier than expected';
  if (percentile > 30) return 'about as lucky as expected';
  if (percentile > 5) return 'unluckier than expected';
  return 'far unluckier than expected';
}

/** The distribution of the sum of `count` dice with `sides` faces (the chance of each total). */
export function sumOfDice(count: number, sides: number): number[] {
  let d: Dist = { lo: 0, p: [1] };
  const face = [0, ...Array<number>(sides).fill(1 / sides)];
  for (let i = 0; i < count; i++) d = convolve(d, face);
  return [...Array<number>(d.lo).fill(0), ...d.p];
}

/** Binomial(n, p): the chance of k successes. */
export function binomial(n: number, p: number): number[] {
  let d: Dist = { lo: 0, p: [1] };
  for (let i = 0; i < n; i++) d = convolve(d, [1 - p, p]);
  return [...Array<number>(d.lo).fill(0), ...d.p, ...Array<number>(n + 1 - d.lo - d.p.length).fill(0)];
}

/** The sum of independent scores, each given by its distribution (dists[i][k]: the chance it scores k), e.g. mixed dice. */
export function sumOf(dists: ReadonlyArray<readonly number[]>): number[] {
  let d: Dist = { lo: 0, p: [1] };
  let max = 0;
  for (const x of dists) {
    d = convolve(d, x);
    max += x.length - 1;
  }
  return [...Array<number>(d.lo).fill(0), ...d.p, ...Array<number>(max + 1 - d.lo - d.p.length).fill(0)];
}

/**
 * Dice that each succeed at or under `threshold` on a die of `sides` faces (hits, captures): the roll's exact
 * distribution, Binomial(dice, threshold / sides), and the successes the faces gave.
 */
export function atOrUnder(faces: readonly number[], threshold: number, sides: number): { dist: number[]; actual: number } {
  const p = Math.min(sides, Math.max(0, threshold)) / sides;
  return { dist: binomial(faces.length, p), actual: faces.filter((x) => x <= threshold).length };
}

/** `f(t)` computed once per `key(t)` object (a battle's set-up): the review folds the same log again and again. */
export function oncePer<T, V>(key: (t: T) => object, f: (t: T) => V): (t: T) => V {
  const cache = new WeakMap<object, V>();
  return (t) => {
    const k = key(t);
    if (cache.has(k)) return cache.get(k)!;
    const v = f(t);
    cache.set(k, v);
    return v;
  };
}

export function luckReport(rolls: LuckRoll[], powers: ReadonlyArray<{ id: string; name: string; colour: string }>): LuckReport {
  const byPower = new Map<string, LuckRoll[]>();
  for (const r of rolls) {
    const list = byPower.get(r.power);
    if (list) list.push(r);
    else byPower.set(r.power, [r]);
  }
  const out: PowerLuck[] = [];
  for (const p of powers) {
    const list = byPower.get(p.id);
    if (!list?.length) continue;
    let expected = 0;
    let actual = 0;
    const cumulative: PowerLuck['cumulative'] = [];
    for (const r of list) {
      expected += mean(r.dist);
      actual += r.actual;
      cumulative.push({ seq: r.seq, value: actual - expected });
    }
    const percentile = percentileOf(list.map((r) => r.dist), actual);
    const verdict = verdictOf(percentile);
    out.push({
      power: p.id,
      name: p.name,
      colour: p.colour,
      rolls: list.length,
      expected,
      actual,
      percentile,
      verdict,
      sentence: `${p.name}’s dice: ${ordinal(Math.min(99, Math.max(1, percentile)))} percentile, ${verdict}`,
      cumulative,
      exact: true,
    });
  }
  return { powers: out, rolls };
}
