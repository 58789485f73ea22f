import { describe, expect, it } from 'vitest';
import { counted, phaseAndStep, plain, sentence, signed } from './format';
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

describe('the header’s phase · step line', () => {
  it('drops a phase title’s repeat of the turn beside it, and a step named as its phase', () => {
    // Imperial Borders: the turn line says "Phase 1"; its phase is "Phase 1: Collect Taxes", its step "Collect Taxes".
    expect(phaseAndStep('Phase 1', 'Phase 1: Collect Taxes', 'Collect Taxes')).toEqual(['Collect Taxes']);
    expect(phaseAndStep('Phase 6', 'Phase 6: On Parade', 'Medal Points, Prestige and Medals')).toEqual(['On Parade', 'Medal Points, Prestige and Medals']);
    // A Nation's turn: the phase keeps its number.
    expect(phaseAndStep('Prussia’s turn', 'Phase 4: On the March', 'Review Orders')).toEqual(['Phase 4: On the March', 'Review Orders']);
    // Le Grand Empire: "Victory Phase · Victory Phase" said once.
    expect(phaseAndStep('Winter', 'Victory Phase', 'Victory Phase')).toEqual(['Victory Phase']);
    expect(phaseAndStep('Game Turn 1', 'Card Phase', 'Deal and discard')).toEqual(['Card Phase', 'Deal and discard']);
    expect(phaseAndStep('Game Turn 1', 'Card Phase', null)).toEqual(['Card Phase']);
  });
});

describe('a count with its noun', () => {
  it('is singular for one only', () => {
    expect([counted(0, 'change'), counted(1, 'change'), counted(2, 'change'), counted(1, 'entry', 'entries'), counted(3, 'entry', 'entries')]).toEqual(['0 changes', '1 change', '2 changes', '1 entry', '3 entries']);
  });
});
