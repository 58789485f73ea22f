// Reordering by hand, shared by the Ship lineup (Imperial Borders) and the casualty order (Napoleon's Imperium):
// the keyboard's Alt+ArrowUp/Down moves one place, stops at either end, and says where the row went.
import { describe, expect, it } from 'vitest';
import { keyMove, moved, movedWords } from './reorder';

describe('keyboard reordering', () => {
  it('Alt+ArrowUp and Alt+ArrowDown move one place; other keys, or the arrows without Alt, do nothing', () => {
    expect(keyMove('ArrowUp', true, 2, 3)).toBe(1);
    expect(keyMove('ArrowDown', true, 0, 3)).toBe(1);
    expect(keyMove('ArrowUp', false, 2, 3)).toBeNull();
    expect(keyMove('Enter', true, 2, 3)).toBeNull();
    expect(keyMove('ArrowLeft', true, 2, 3)).toBeNull();
  });

  it('stays put at either end (the move is then announced as already there)', () => {
    expect(keyMove('ArrowUp', true, 0, 3)).toBe(0);
    expect(keyMove('ArrowDown', true, 2, 3)).toBe(2);
    expect(movedWords('Prussia Frigate', 0, 0, 3)).toBe('Prussia Frigate is already first (place 1 of 3).');
    expect(movedWords('Prussia Frigate', 2, 2, 3)).toBe('Prussia Frigate is already last (place 3 of 3).');
  });

  it('a move is the same as the buttons’ and is announced with the new place', () => {
    const lineup = ['Frigate', 'Ship of the Line', 'Elite Frigate'];
    const to = keyMove('ArrowUp', true, 2, lineup.length)!;
    expect(moved(lineup, 2, to)).toEqual(['Frigate', 'Elite Frigate', 'Ship of the Line']);
    expect(movedWords('Elite Frigate', 2, to, 3)).toBe('Elite Frigate moved to place 2 of 3.');
  });
});
