import { describe, expect, it } from 'vitest';
import {
  binomial, binomialSum, cdfBelow, convolve, convolveAll, denseToMap, diceSum, dieDist, entries, fromWeights,
  mapToDense, mapValues, mean, ndm, normalize, poissonBinomial, tailAtLeast, totalProbability, variance,
} from './distribution';

const close = (a: number, b: number, eps = 1e-12) => expect(Math.abs(a - b)).toBeLessThan(eps);

describe('distributions', () => {
  it('normalises maps and arrays and rejects zero mass', () => {
    const m = normalize(new Map([['a', 2], ['b', 6]]));
    close(m.get('a') as number, 0.25);
    close(m.get('b') as number, 0.75);
    expect(normalize([1, 1, 2])).toEqual([0.25, 0.25, 0.5]);
    expect(() => normalize([0, 0])).toThrow();
    expect(() => fromWeights([[1, -1]])).toThrow();
  });

  it('merges equal values in fromWeights and mapValues', () => {
    const d = fromWeights([[1, 1], [1, 1], [2, 2]]);
    close(d.get(1) as number, 0.5);
    const parity = mapValues(ndm(2), (v) => v % 2);
    close(parity.get(0) as number, 0.5);
  });

  it('binomial matches the digest §7.3 table exactly', () => {
    // f = 1, n = 4: 625, 500, 150, 20, 1 / 1296
    [625, 500, 150, 20, 1].forEach((num, k) => close(binomial(4, 1 / 6)[k] as number, num / 1296));
    // f = 2, n = 3: 8, 12, 6, 1 / 27
    [8, 12, 6, 1].forEach((num, k) => close(binomial(3, 2 / 6)[k] as number, num / 27));
    // f = 4, n = 2: 1, 4, 4 / 9
    [1, 4, 4].forEach((num, k) => close(binomial(2, 4 / 6)[k] as number, num / 9));
    expect(binomial(0, 0.3)).toEqual([1]);
    close(mean(binomial(4, 3 / 6)), 2);
    close(variance(binomial(4, 0.5)), 1);
    expect(() => binomial(-1, 0.5)).toThrow();
    expect(() => binomial(2, 1.5)).toThrow();
  });

  it('convolves and sums binomials; Poisson-binomial agrees with convolution', () => {
    expect(convolve([0.5, 0.5], [0.5, 0.5])).toEqual([0.25, 0.5, 0.25]);
    const a = binomialSum([[2, 0.5], [3, 1 / 3]]);
    const b = poissonBinomial([0.5, 0.5, 1 / 3, 1 / 3, 1 / 3]);
    a.forEach((p, i) => close(p, b[i] as number));
    close(totalProbability(a), 1);
    expect(convolveAll([])).toEqual([1]);
  });

  it('2d6 has the digest §7.1 distribution', () => {
    const d = ndm(2);
    const expected = [1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1];
    expected.forEach((n, i) => close(d.get(i + 2) as number, n / 36));
    // P(2d6 + m >= 7) for m = 0..4: 21, 26, 30, 33, 35 / 36
    const dense = mapToDense(d);
    [21, 26, 30, 33, 35].forEach((n, m) => close(tailAtLeast(dense, 7 - m), n / 36));
    close(cdfBelow(dense, 7), 15 / 36);
  });

  it('sums custom dice with arbitrary faces and weights', () => {
    // A die with faces 0,0,1 and a d2 {-1, 3}
    const d = diceSum([[0, 0, 1], [-1, 3]]);
    expect(entries(d).map(([v]) => v)).toEqual([-1, 0, 3, 4]);
    close(d.get(-1) as number, 1 / 3);
    close(d.get(0) as number, 1 / 6);
    const w = dieDist({ faces: [1, 2], weights: [3, 1] });
    close(w.get(1) as number, 0.75);
    expect(() => dieDist([])).toThrow();
    expect(() => dieDist({ faces: [1], weights: [] })).toThrow();
    expect(denseToMap([0, 0.5, 0, 0.5])).toEqual(new Map([[1, 0.5], [3, 0.5]]));
    expect(() => mapToDense(new Map([[-1, 1]]))).toThrow();
  });
});
