import { describe, expect, it } from 'vitest';
import { plain, signed } from './format';

describe('the number formatter', () => {
  it('a negative number takes the minus sign U+2212, never the hyphen-minus', () => {
    expect(signed(-4)).toBe('\u22124');
    expect(plain(-4)).toBe('\u22124');
    expect(signed(-4)).not.toContain('-');
  });
  it('a positive change shows its plus; zero and totals show none; fractions two decimals', () => {
    expect(signed(3)).toBe('+3');
    expect(signed(0)).toBe('0');
    expect(plain(12)).toBe('12');
    expect(signed(-0.5)).toBe('\u22120.50');
    expect(signed(1.234)).toBe('+1.23');
  });
});
