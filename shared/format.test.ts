import { describe, expect, it } from 'vitest';
import { plain, sentence, signed } from './format';
import { resolveWager } from './games/congress-of-vienna/diplomacy';

describe('the players’ text formatters', () => {
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
  it('plusZero: a zero term in a sum written out, or a change before its result, shows +0; others as without it', () => {
    expect(signed(0, { plusZero: true })).toBe('+0');
    expect(signed(2, { plusZero: true })).toBe('+2');
    expect(signed(-2, { plusZero: true })).toBe('\u22122');
  });
  it('a line begins with a capital: the wager tie Britain decides reads "A tie between…"', () => {
    const r = resolveWager({ FR: { value: 4, nation: 'neutral' }, RU: { value: 1, nation: 'neutral' }, BR: { value: 2, nation: 'neutral' }, AU: { value: 4, nation: 'neutral' } });
    expect(r.winner).toBeNull();
    expect(r.reason).toMatch(/^a tie between FR and AU/);
    expect(sentence(r.reason)).toMatch(/^A tie between FR and AU: Britain chooses the winner/);
    expect(sentence('')).toBe('');
  });
});
