import { describe, expect, it } from 'vitest';
import { parseFaces, parseGroups } from './dice';

describe('parseFaces', () => {
  it('reads separated numbers', () => {
    expect(parseFaces('3 5 6')).toEqual([3, 5, 6]);
    expect(parseFaces('3,5, 6')).toEqual([3, 5, 6]);
    expect(parseFaces(' 4+2 ')).toEqual([4, 2]);
  });
  it('reads runs of digits as single faces on small dice, one number on big ones', () => {
    expect(parseFaces('356')).toEqual([3, 5, 6]);
    expect(parseFaces('12', 20)).toEqual([12]);
    expect(parseFaces('12 7', 20)).toEqual([12, 7]);
  });
  it('leaves range checks to main: a 7 on a d6 is passed on', () => {
    expect(parseFaces('3 7')).toEqual([3, 7]);
  });
  it('refuses what is not numbers', () => {
    expect(parseFaces('')).toBeNull();
    expect(parseFaces('three')).toBeNull();
    expect(parseFaces('3 x')).toBeNull();
  });
});

describe('parseGroups', () => {
  it('splits groups on | or new lines', () => {
    expect(parseGroups('3 4 | 6 1')).toEqual([[3, 4], [6, 1]]);
    expect(parseGroups('34\n61')).toEqual([[3, 4], [6, 1]]);
    expect(parseGroups('3 4 | x')).toBeNull();
  });
});
