// What the badge says for one cell, several cells (the weakest wins) or a bare source.
import { describe, expect, it } from 'vitest';
import { describeProvenance } from './ProvenanceBadge';

describe('describeProvenance', () => {
  it('one cell: its source, its section, its note', () => {
    expect(describeProvenance({ cell: { v: 'B4', src: 'rulebook', cite: '7.6' } })).toMatchObject({ src: 'rulebook', text: 'rulebook §7.6' });
    expect(describeProvenance({ cell: { v: 'C3', src: 'group' } })).toMatchObject({ src: 'group', text: 'entered' });
    const u = describeProvenance({ cell: { v: 1, src: 'unverified', note: 'Only Russia is said to have two capitals' } });
    expect(u).toMatchObject({ src: 'unverified', text: 'unverified' });
    expect(u.title).toContain('Only Russia is said to have two capitals');
    expect(describeProvenance({ cell: null })).toMatchObject({ src: 'missing', text: 'missing' });
  });

  it('several cells: the weakest, naming the weak values', () => {
    const d = describeProvenance({
      cells: [
        { v: 'C3', src: 'rulebook', cite: '2.14' },
        { cell: { v: 'C2', src: 'group' }, label: 'France Inf #1 · Firepower' },
        { cell: { v: 3, src: 'unverified', note: 'a default' }, label: 'Austria Inf #1 · Max strength' },
      ],
    });
    expect(d).toMatchObject({ src: 'unverified', text: 'unverified' });
    expect(d.title).toContain('weakest of 3 values');
    expect(d.title).toContain('Austria Inf #1 · Max strength: a default');
    expect(d.title).not.toContain('France Inf #1');
    expect(describeProvenance({ cells: [{ v: 1, src: 'rulebook' }, undefined] }).src).toBe('missing');
    expect(describeProvenance({ cells: [{ v: 1, src: 'rulebook', cite: '3.4' }] }).text).toBe('rulebook §3.4');
  });

  it('a bare source', () => {
    expect(describeProvenance({ source: 'group' }).text).toBe('entered');
    expect(describeProvenance({ source: 'rulebook', cite: 'Reference Chart' }).text).toBe('rulebook Reference Chart');
  });
});
