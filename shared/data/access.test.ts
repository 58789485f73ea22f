// The shared data-pack accessors (shared/data/access.ts), on a small game of its own.
import { describe, expect, it } from 'vitest';
import { MissingDataError, rb, missing, setCell, type GameData } from './tables';
import { col, int, row } from './builders';
import { cellValue, guard, hasValue, maybeNumber, packAccess, valueOf } from './access';

const DATA: GameData = {
  game: 'alliance',
  dataVersion: 1,
  tables: [
    {
      id: 'costs', title: 'Unit costs', description: '', cite: [], layout: 'records', rows: 'fixed', keyLabel: 'Unit', usedBy: [],
      columns: [col('gold', 'Gold', int(0, 99))],
      defaultRows: [row('infantry', { gold: rb(3, '4.1') }), row('guard', { gold: missing('not in the rulebook') })],
    },
  ],
};

describe('data-pack accessors', () => {
  const access = packAccess(DATA);
  const pack = access.rulebookPack();

  it('builds the rulebook pack once per game, and a state without a pack reads it', () => {
    expect(packAccess(DATA)).toBe(access);
    expect(access.rulebookPack()).toBe(pack);
    expect(access.packOf({})).toBe(pack);
    const own = setCell(DATA, pack, 'costs', 'guard', 'gold', 7);
    expect(access.packOf({ data: own })).toBe(own);
  });

  it('reads values, and missing cells as null', () => {
    expect(cellValue(pack, 'costs', 'infantry', 'gold')).toBe(3);
    expect(cellValue(pack, 'costs', 'guard', 'gold')).toBeNull();
    expect(cellValue(pack, 'costs', 'hussar', 'gold')).toBeNull();
    expect(valueOf(undefined)).toBeNull();
    expect(valueOf({ v: 4, src: 'group' })).toBe(4);
    expect(hasValue(pack, 'costs', 'infantry', 'gold')).toBe(true);
    expect(hasValue(pack, 'costs', 'guard', 'gold')).toBe(false);
    expect(maybeNumber(pack, 'costs', 'infantry', 'gold')).toBe(3);
    expect(maybeNumber(pack, 'costs', 'guard', 'gold')).toBeNull();
  });

  it('a value the rules need and the group has not entered is refused naming the table', () => {
    expect(access.needNumber(pack, 'costs', 'infantry', 'gold', 'the cost of infantry')).toBe(3);
    expect(() => access.need(pack, 'costs', 'guard', 'gold', 'the cost of the Guard')).toThrow(MissingDataError);
    expect(() => access.need(pack, 'costs', 'guard', 'gold', 'the cost of the Guard')).toThrow('Fill in the table "Unit costs" first (in the data editor): the cost of the Guard.');
    const e = access.missingData('costs', ['a', 'b']);
    expect([e.table, e.tableTitle, e.what]).toEqual(['costs', 'Unit costs', ['a', 'b']]);
    expect(access.tableDef('costs').title).toBe('Unit costs');
    expect(() => access.tableDef('nope')).toThrow();
  });

  it('guard turns missing data into the refusal and lets other errors through', () => {
    expect(guard(() => (access.need(pack, 'costs', 'guard', 'gold', 'the Guard'), null))).toMatch(/^Fill in the table "Unit costs"/);
    expect(guard(() => 'Not enough Gold')).toBe('Not enough Gold');
    expect(() => guard(() => { throw new Error('bug'); })).toThrow('bug');
  });
});
