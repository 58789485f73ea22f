import { describe, expect, it } from 'vitest';
import {
  MarkovError, NumberTable, PairTable, evaluateMarkov, evaluateNumericMarkov, evaluatePairMarkov, makeValueFunction,
  type MarkovModel,
} from './markov';

// Gambler's ruin with a time limit: state "t:x" (time t, fortune x), absorbing at 0, N or t = T.
function ruin(N: number, T: number, p: number): MarkovModel<string> {
  const parse = (s: string) => s.split(':').map(Number) as [number, number];
  return {
    stage: (s) => parse(s)[0],
    isAbsorbing: (s) => {
      const [t, x] = parse(s);
      return x === 0 || x === N || t === T;
    },
    expand: (s, emit) => {
      const [t, x] = parse(s);
      emit(`${t + 1}:${x + 1}`, p);
      emit(`${t + 1}:${x - 1}`, 1 - p);
    },
  };
}

describe('evaluateMarkov', () => {
  it('solves a fair gambler\'s ruin exactly (long horizon -> x/N)', () => {
    const r = evaluateMarkov([['0:3', 1]], ruin(10, 2000, 0.5));
    let win = 0;
    for (const { state, p } of r.absorbing.values()) if (state.endsWith(':10')) win += p;
    expect(Math.abs(win - 0.3)).toBeLessThan(1e-9);
    expect(Math.abs(r.totalProbability - 1)).toBeLessThan(1e-12);
  });

  it('merges equal states: explored states grow linearly, not exponentially', () => {
    const r = evaluateMarkov([['0:5', 1]], ruin(10, 30, 0.4));
    // at most 9 transient fortunes per time step
    expect(r.statesExplored).toBeLessThanOrEqual(30 * 9);
    expect(r.stages).toBe(30);
  });

  it('calls the per-stage hook with merged states', () => {
    const sizes: number[] = [];
    evaluateMarkov([['0:2', 1]], ruin(4, 6, 0.5), { onStage: (_s, states) => sizes.push(states.size) });
    // fortunes from 2 in [0, 4]: {2}, {1, 3}, {2}, ... (0 and 4 absorb)
    expect(sizes).toEqual([1, 2, 1, 2, 1, 2]);
  });

  it('rejects transitions that do not move forward and probabilities that do not sum to 1', () => {
    const back: MarkovModel<string> = { stage: () => 0, isAbsorbing: () => false, expand: (s, emit) => emit(s, 1) };
    expect(() => evaluateMarkov([['a', 1]], back)).toThrow(MarkovError);
    const leaky: MarkovModel<string> = {
      stage: (s) => s.length,
      isAbsorbing: (s) => s.length > 2,
      expand: (s, emit) => emit(`${s}x`, 0.5),
    };
    expect(() => evaluateMarkov([['a', 1]], leaky)).toThrow(/sum to/);
  });

  it('supports numeric keys and object states with a key function', () => {
    const num: MarkovModel<number, number> = {
      stage: (s) => s,
      isAbsorbing: (s) => s >= 3,
      expand: (s, emit) => {
        emit(s + 1, 0.5);
        emit(s + 2, 0.5);
      },
    };
    const r = evaluateMarkov<number, number>([[0, 1]], num);
    const p3 = r.absorbing.get(3)?.p ?? 0;
    const p4 = r.absorbing.get(4)?.p ?? 0;
    // reach exactly 3: 1 - P(jump over 3) ; P(reach 4 by 2->4) = P(reach 2) * 0.5 = (0.5 + 0.25) * 0.5
    expect(Math.abs(p4 - 0.375)).toBeLessThan(1e-15);
    expect(Math.abs(p3 - 0.625)).toBeLessThan(1e-15);
    const obj: MarkovModel<{ n: number }, string> = {
      key: (s) => String(s.n),
      stage: (s) => s.n,
      isAbsorbing: (s) => s.n >= 2,
      expand: (s, emit) => emit({ n: s.n + 1 }, 1),
    };
    const o = evaluateMarkov<{ n: number }, string>([[{ n: 0 }, 1]], obj);
    expect(o.absorbing.get('2')?.state).toEqual({ n: 2 });
  });

  it('value function agrees with forward evaluation', () => {
    const m = ruin(6, 40, 0.45);
    const { value } = makeValueFunction(m, (s) => (s.endsWith(':6') ? 1 : 0));
    const r = evaluateMarkov([['0:2', 1]], m);
    let win = 0;
    for (const { state, p } of r.absorbing.values()) if (state.endsWith(':6')) win += p;
    expect(Math.abs(value('0:2') - win)).toBeLessThan(1e-12);
  });
});

describe('NumberTable', () => {
  it('adds, merges and grows', () => {
    const t = new NumberTable(2);
    for (let i = 0; i < 1000; i++) t.add(i * 2 ** 33 + i, 1);
    for (let i = 0; i < 1000; i++) t.add(i * 2 ** 33 + i, 1);
    expect(t.size).toBe(1000);
    expect(t.get(5 * 2 ** 33 + 5)).toBe(2);
    expect(t.get(7)).toBeUndefined();
    let s = 0;
    t.forEach((p) => (s += p));
    expect(s).toBe(2000);
  });
});

describe('numeric and two-word chains', () => {
  // Gambler's ruin with a time limit T, fortune x in [0, N]: key = t * 64 + x (stage = t).
  const N = 10;
  const T = 60;
  const p = 0.45;
  const reference = () => {
    const r = evaluateMarkov([['0:4', 1]], ruin(N, T, p));
    const out = new Map<string, number>();
    for (const { state, p: q } of r.absorbing.values()) out.set(state, q);
    return out;
  };

  it('evaluateNumericMarkov matches the string-keyed evaluation', () => {
    const absorbingFrom = 1e9;
    const r = evaluateNumericMarkov([[4, 1]], {
      stage: (k) => Math.floor(k / 64),
      isAbsorbing: (k) => k >= absorbingFrom,
      stageDivisor: 64,
      absorbingFrom,
      expandInto: (k, out) => {
        const t = Math.floor(k / 64);
        const x = k % 64;
        for (const [nx, q] of [[x + 1, p], [x - 1, 1 - p]] as const) {
          const done = nx === 0 || nx === N || t + 1 === T;
          out.push(done ? absorbingFrom + (t + 1) * 64 + nx : (t + 1) * 64 + nx, q);
        }
      },
    });
    const ref = reference();
    expect(r.absorbing.size).toBe(ref.size);
    for (const [k, { p: q }] of r.absorbing) {
      const t = Math.floor((k - absorbingFrom) / 64);
      const x = (k - absorbingFrom) % 64;
      expect(Math.abs(q - (ref.get(`${t}:${x}`) ?? -1))).toBeLessThan(1e-15);
    }
  });

  it('evaluatePairMarkov matches it with the fortune in lo and the time in hi', () => {
    const absorbingFrom = 2 ** 40;
    const r = evaluatePairMarkov([[0, 4, 1]], {
      stageDivisor: 1,
      absorbingFrom,
      expandInto: (hi, lo, out) => {
        for (const [nx, q] of [[lo + 1, p], [lo - 1, 1 - p]] as const) {
          const done = nx === 0 || nx === N || hi + 1 === T;
          out.push(done ? absorbingFrom + hi + 1 : hi + 1, nx, q);
        }
      },
    });
    const ref = reference();
    expect(r.absorbing.size).toBe(ref.size);
    expect(Math.abs(r.totalProbability - 1)).toBeLessThan(1e-12);
    r.absorbing.forEach((q, hi, lo) => {
      expect(Math.abs(q - (ref.get(`${hi - absorbingFrom}:${lo}`) ?? -1))).toBeLessThan(1e-15);
    });
  });

  it('PairTable keeps pairs that share one word apart', () => {
    const t = new PairTable(4);
    for (let i = 0; i < 500; i++) {
      t.add(i, 2 ** 45 + 7, 1);
      t.add(2 ** 45 + 7, i, 2);
    }
    expect(t.size).toBe(1000);
    expect(t.get(3, 2 ** 45 + 7)).toBe(1);
    expect(t.get(2 ** 45 + 7, 3)).toBe(2);
    t.clear();
    expect(t.size).toBe(0);
    expect(t.get(3, 2 ** 45 + 7)).toBeUndefined();
  });

  it('rejects backward transitions', () => {
    expect(() => evaluatePairMarkov([[5, 0, 1]], { stageDivisor: 1, absorbingFrom: 100, expandInto: (hi, lo, out) => out.push(hi - 1, lo, 1) })).toThrow(MarkovError);
  });
});
