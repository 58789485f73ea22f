import { describe, expect, it } from 'vitest';
import { pct, pctChange } from './format';

describe('pct', () => {
  it('rounds to one decimal by default', () => {
    expect(pct(0.7021)).toBe('70.2%');
    expect(pct(0)).toBe('0.0%');
    expect(pct(1)).toBe('100.0%');
    expect(pct(0.5, 0)).toBe('50%');
  });
  it('never shows a possible outcome as impossible or a doubtful one as certain', () => {
    expect(pct(0.0004)).toBe('<0.1%');
    expect(pct(0.9996)).toBe('>99.9%');
    expect(pct(0.004, 0)).toBe('<1%');
  });
  it('says "—" for no number', () => {
    expect(pct(Number.NaN)).toBe('—');
  });
});

describe('pctChange', () => {
  it('gives the change in percentage points with its sign', () => {
    expect(pctChange(0.45, 0.573)).toBe('+12.3 points');
    expect(pctChange(0.5, 0.25)).toBe('−25.0 points');
    expect(pctChange(0.3, 0.30001)).toBe('±0.0 points');
  });
});
