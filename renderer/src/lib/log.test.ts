import { describe, expect, it } from 'vitest';
import type { LogRow } from '../../../shared/ipc/contract';
import { diceTotal, groupLog, lastActiveSeq, mergeRows, trayHistory } from './log';

const row = (seq: number, when: string, extra: Partial<LogRow> = {}): LogRow => ({
  seq, at: '2026-01-01T00:00:00Z', type: 'note', title: `Entry ${seq}`, when, status: 'active', ...extra,
});

describe('groupLog', () => {
  it('groups consecutive rows by when, newest group and newest row first', () => {
    const g = groupLog([row(1, '1804 · Game Turn 1'), row(2, '1804 · Game Turn 1'), row(3, '1804 · Game Turn 2')]);
    expect(g.map((x) => x.when)).toEqual(['1804 · Game Turn 2', '1804 · Game Turn 1']);
    expect(g[1]!.rows.map((r) => r.seq)).toEqual([2, 1]);
  });

  it('starts a new group when the turn comes back after an undo', () => {
    const g = groupLog([row(1, 'T1'), row(2, 'T2'), row(3, 'T1', { type: 'meta.undo', status: 'meta' })]);
    expect(g.map((x) => x.when)).toEqual(['T1', 'T2', 'T1']);
    expect(new Set(g.map((x) => x.key)).size).toBe(3);
  });

  it('accepts rows in any order', () => {
    const g = groupLog([row(3, 'A'), row(1, 'A'), row(2, 'A')]);
    expect(g[0]!.rows.map((r) => r.seq)).toEqual([3, 2, 1]);
  });

  it('returns nothing for no rows', () => {
    expect(groupLog([])).toEqual([]);
  });
});

describe('mergeRows', () => {
  it('merges pages without duplicates, later pages winning', () => {
    const merged = mergeRows([row(1, 'A'), row(2, 'A')], [row(2, 'A', { status: 'undone' }), row(3, 'A')]);
    expect(merged.map((r) => r.seq)).toEqual([1, 2, 3]);
    expect(merged[1]!.status).toBe('undone');
  });
});

describe('lastActiveSeq and trayHistory', () => {
  it('finds the newest entry in force', () => {
    expect(lastActiveSeq([row(1, 'A'), row(2, 'A', { status: 'undone' }), row(3, 'A', { status: 'meta' })])).toBe(1);
    expect(lastActiveSeq([row(1, 'A', { status: 'undone' })])).toBeNull();
  });

  it('lists dice tray rolls newest first', () => {
    const rows = [row(1, 'A', { type: 'dice.tray' }), row(2, 'A'), row(3, 'A', { type: 'dice.tray' })];
    expect(trayHistory(rows).map((r) => r.seq)).toEqual([3, 1]);
    expect(diceTotal([3, 4, 6])).toBe(13);
  });
});
