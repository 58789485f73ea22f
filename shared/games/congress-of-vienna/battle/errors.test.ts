// A battle input's error as the odds panel shows it: the field by its name in the game's words, not its path.
import { describe, expect, it } from 'vitest';
import { explainCovError, fieldWords } from './errors';
import { createBattle } from './resolver';
import { CovInputError } from './errors';

describe('Congress of Vienna field names in the game’s words', () => {
  it('names each side’s fields as the table says them', () => {
    expect(fieldWords('french.support')).toBe('France’s Military Support');
    expect(fieldWords('allied.units.BR')).toBe('the Allies’ British units');
    expect(fieldWords('french.cards[1].own')).toBe('France’s military card 2: DRM to its own total');
    expect(fieldWords('allied.space.nation')).toBe('the Allies’ space: nationality code');
    expect(fieldWords('lossTrack.french')).toBe('Battle DRM Track: France');
    expect(fieldWords('front')).toBe('Front');
  });
  it('a raw path in the message becomes the field’s name; the reason a sentence with its full stop', () => {
    expect(explainCovError('french.support: in Paris France has one marker [13.6.5]', 'french.support')).toBe('France’s Military Support: In Paris France has one marker [13.6.5].');
    expect(explainCovError('The data pack lacks the Battle DRM Track.', 'lossTrack')).toBe('The data pack lacks the Battle DRM Track.');
  });
  it('an error the resolver really raises reads without its path', () => {
    let e: unknown;
    try {
      createBattle({ game: 'congress-of-vienna', front: 'C', french: { units: { FR: 3 }, support: 5 }, allied: { units: { BR: 3 } } } as never);
    } catch (x) {
      e = x;
    }
    expect(e).toBeInstanceOf(CovInputError);
    const err = e as CovInputError;
    expect(err.message.startsWith('french.support: ')).toBe(true);
    const shown = explainCovError(err.message, err.field);
    expect(shown.startsWith('France’s Military Support: ')).toBe(true);
    expect(shown).not.toMatch(/french\.support/);
    expect(shown).toMatch(/\.$/);
  });
});
