import { describe, expect, it } from 'vitest';
import { ALLIANCE_DATA } from '../games/alliance/tables';
import { diffAgainstTemplate, setCell, tableStatus, templatePack, validatePack, weakest, removeRow } from './tables';

const fresh = () => templatePack(ALLIANCE_DATA);

describe('data packs', () => {
  it('the template carries the rulebook values with their sections and marks the rest missing', () => {
    const p = fresh();
    const c42 = p.tables.cards!.rows.find((r) => r.key === '42')!;
    expect(c42.cells.empire).toEqual({ v: 'france', src: 'rulebook', cite: '3.3' });
    expect(p.tables.cards!.rows.find((r) => r.key === '1')!.cells.empire!.src).toBe('missing');
    const nap = p.tables.blocks!.rows.find((r) => r.key === 'france:HQ (Napoléon)')!;
    expect(nap.cells.maxStrength).toMatchObject({ v: 3, src: 'rulebook', cite: '7.6' });
    const status = tableStatus(ALLIANCE_DATA, p).find((s) => s.id === 'cards')!;
    expect(status.complete).toBe(false);
    expect(status.missingRequired).toBe(39);
  });

  it('round-trips through JSON', () => {
    const p = setCell(ALLIANCE_DATA, fresh(), 'cards', '1', 'empire', 'austria');
    const back = validatePack(ALLIANCE_DATA, JSON.parse(JSON.stringify(p)));
    expect(back.ok).toBe(true);
    if (back.ok) expect(back.pack).toEqual(p);
  });

  it('rejects every kind of bad pack, naming what is wrong', () => {
    const errs = (raw: unknown) => {
      const r = validatePack(ALLIANCE_DATA, raw);
      return r.ok ? [] : r.errors;
    };
    expect(errs({ hello: 1 })).toEqual(['This is not an Aide-de-Camp data pack.']);
    expect(errs({ ...fresh(), game: 'congress-of-vienna' })[0]).toMatch(/for congress-of-vienna, not alliance/);
    expect(errs({ ...fresh(), dataVersion: 7 })[0]).toMatch(/data version 7/);
    const noTable = fresh();
    delete (noTable.tables as Record<string, unknown>).seas;
    expect(errs(noTable)).toContain('Table "Starred Seas" (seas) is missing.');
    const outOfRange = fresh();
    outOfRange.tables.blocks!.rows[0]!.cells.maxStrength = { v: 9, src: 'group' };
    expect(errs(outOfRange).join()).toMatch(/Max strength must be at most 4 \(got 9\)/);
    const badFire = fresh();
    badFire.tables.blocks!.rows[0]!.cells.firepower = { v: 'E7', src: 'group' };
    expect(errs(badFire).join()).toMatch(/Firepower must be a letter A-D/);
    const lostRow = fresh();
    lostRow.tables.cards!.rows.pop();
    expect(errs(lostRow).join()).toMatch(/row 42 is missing/);
    const extraRow = fresh();
    extraRow.tables.cards!.rows.push({ key: '43', cells: {} });
    expect(errs(extraRow).join()).toMatch(/no row "43"/);
    const emptyButClaimed = fresh();
    emptyButClaimed.tables.cards!.rows[0]!.cells.empire = { v: null, src: 'group' };
    expect(errs(emptyButClaimed).join()).toMatch(/empty but marked group/);
  });

  it('edits are checked, marked as the group’s, and shown in the diff against the rulebook', () => {
    expect(() => setCell(ALLIANCE_DATA, fresh(), 'blocks', 'france:Garde', 'maxStrength', 5)).toThrow(/at most 4/);
    expect(() => setCell(ALLIANCE_DATA, fresh(), 'cards', '99', 'empire', 'france')).toThrow(/no Card "99"/);
    let p = setCell(ALLIANCE_DATA, fresh(), 'blocks', 'france:Garde', 'firepower', 'C4');
    p = setCell(ALLIANCE_DATA, p, 'seas', 'Baltic', 'value', 1);
    expect(p.tables.blocks!.rows.find((r) => r.key === 'france:Garde')!.cells.firepower).toEqual({ v: 'C4', src: 'group' });
    expect(diffAgainstTemplate(ALLIANCE_DATA, p, 'blocks')).toEqual([{ key: 'france:Garde', column: 'firepower', rulebook: null, now: 'C4', src: 'group' }]);
    expect(diffAgainstTemplate(ALLIANCE_DATA, p, 'seas').map((d) => d.key)).toEqual(['Baltic']);
    expect(() => removeRow(ALLIANCE_DATA, p, 'cards', '1')).toThrow(/fixed set/);
    expect(removeRow(ALLIANCE_DATA, p, 'seas', 'Baltic').tables.seas!.rows.map((r) => r.key)).not.toContain('Baltic');
  });

  it('a result is only as sure as its weakest value', () => {
    expect(weakest([{ v: 1, src: 'rulebook' }, { v: 2, src: 'group' }])).toBe('group');
    expect(weakest([{ v: 1, src: 'rulebook' }, { v: 2, src: 'unverified' }])).toBe('unverified');
    expect(weakest([{ v: 1, src: 'rulebook' }, undefined])).toBe('missing');
  });
});
