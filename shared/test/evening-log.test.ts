// Issue 11, item 9: log titles that read whole, and an undo filed under the turn it returned to.
import { describe, expect, it } from 'vitest';
import { fitTitle } from '../games/alliance/battle-actions';
import { allianceCampaign, finishTurnQuietly, playCards } from './fixtures';

describe('log titles', () => {
  it('a long battle step keeps its end and its "(table dice)" whole, never a stray "("', () => {
    const lines = Array.from({ length: 30 }, (_, i) => `Line ${i + 1} of the battle report, with a few words.`);
    lines.push('The battle is over: Austria holds Bavaria; French Cav recovered [7.32].');
    const t = fitTitle('Bavaria, round 3: ', lines, ' (table dice)');
    expect(t.length).toBeLessThanOrEqual(400);
    expect(t.endsWith('French Cav recovered [7.32]. (table dice)')).toBe(true);
    expect(t).toContain(' … ');
    expect(t.startsWith('Bavaria, round 3: Line 1 of the battle report')).toBe(true);
    expect(fitTitle('X: ', ['short.'], ' (table dice)')).toBe('X: short. (table dice)');
  });

  it('"Undo N actions" is filed under the turn the table returned to', () => {
    const c = allianceCampaign();
    playCards(c, { france: [30, 'turkey'], britain: [20, 'turkey'] });
    const back = c.activeSeqs[c.activeSeqs.length - 1]!;
    const where = c.entries[back - 1]!.when;
    finishTurnQuietly(c);
    c.act('sequence.next', {});
    expect(c.module.turnLabel(c.state).full).not.toBe(where);
    const u = c.undoTo(back);
    expect(u.title).toMatch(/^Undo \d+ actions, back to/);
    expect(u.when).toBe(where);
    expect(c.module.turnLabel(c.state).full).toBe(where);
  });
});
