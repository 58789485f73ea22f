import { describe, expect, it } from 'vitest';
import { aligned, hasGaps, hoverRows, lineStyle, luminance, pointAt, tableRows } from './model';

const fr = { power: 'fr', name: 'France', colour: '#2f5fb3', points: [{ seq: 0, value: 5, title: 'Set-up' }, { seq: 3, value: 8, title: 'Gold +3' }, { seq: 9, value: 2, title: 'Spent 6' }] };
const au = { power: 'au', name: 'Austria', colour: '#e8e4d8', points: [{ seq: 0, value: 4, title: 'Set-up' }, { seq: 5, value: 6, title: 'Gold +2' }] };

describe('review chart helpers', () => {
  it('finds the value a track had after any entry, and the entry that set it', () => {
    expect(pointAt(fr.points, 0)?.value).toBe(5);
    expect(pointAt(fr.points, 2)?.value).toBe(5);
    expect(pointAt(fr.points, 3)).toEqual({ seq: 3, value: 8, title: 'Gold +3' });
    expect(pointAt(fr.points, 8)?.title).toBe('Gold +3');
    expect(pointAt(fr.points, 100)?.value).toBe(2);
    expect(pointAt([{ seq: 4, value: 1, title: 'x' }], 3)).toBeNull();
  });

  it('aligns step series on the entries where any changes, up to the last entry', () => {
    expect(aligned([fr, au], 12)).toEqual({ xs: [0, 3, 5, 9, 12], ys: [[5, 8, 8, 2, 2], [4, 4, 6, 6, 6]] });
  });

  it('gives the table view one row per changing entry with every power\'s value then', () => {
    expect(tableRows({ id: 'gold', name: 'Gold', series: [fr, au] })).toEqual([
      { seq: 0, title: 'Set-up', values: [5, 4] },
      { seq: 3, title: 'Gold +3', values: [8, 4] },
      { seq: 5, title: 'Gold +2', values: [8, 6] },
      { seq: 9, title: 'Spent 6', values: [2, 6] },
    ]);
  });

  it('draws a power whose colour is nearly white darker and dashed, so it shows on paper', () => {
    expect(luminance('#ffffff')).toBeCloseTo(1, 5);
    expect(luminance('#000000')).toBe(0);
    expect(lineStyle(au.colour).dash).toBeDefined();
    expect(lineStyle(fr.colour)).toEqual({ stroke: '#2f5fb3' });
  });

  // Britain's VP is not entered until entry 4 (its homeland Victory Cities), and again after entry 7.
  const gb = { power: 'gb', name: 'Britain', colour: '#b33a3a', points: [{ seq: 0, value: null, title: 'Set-up' }, { seq: 4, value: 12, title: 'Homeland 7' }, { seq: 7, value: null, title: 'Homeland cleared' }] };

  it('leaves a value not entered as a gap (null) in the aligned series, never a 0', () => {
    expect(aligned([fr, gb], 9)).toEqual({ xs: [0, 3, 4, 7, 9], ys: [[5, 8, 8, 8, 2], [null, null, 12, null, null]] });
    expect(hasGaps([fr, gb])).toBe(true);
    expect(hasGaps([fr, au])).toBe(false);
  });

  it('says "not entered" on hover and in the table view, and "—" only before a power has any value', () => {
    expect(hoverRows([fr, gb], 2, String)).toEqual([
      { power: 'fr', text: 'France 5', why: 'at the set-up' },
      { power: 'gb', text: 'Britain not entered', why: 'at the set-up' },
    ]);
    expect(hoverRows([gb], 5, String)).toEqual([{ power: 'gb', text: 'Britain 12', why: 'entry 4: Homeland 7' }]);
    expect(hoverRows([{ ...gb, points: gb.points.slice(1) }], 2, String)).toEqual([]);
    const rows = tableRows({ id: 'vp', name: 'VP', series: [{ ...fr, points: fr.points.slice(1) }, gb] });
    expect(rows.map((r) => [r.seq, r.values])).toEqual([[0, [undefined, null]], [3, [8, null]], [4, [8, 12]], [7, [8, null]], [9, [2, null]]]);
  });
});
