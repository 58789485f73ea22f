// The data editor's model: pack checks as the editor lists them, and its parsing and formatting helpers.
import { describe, expect, it } from 'vitest';
import { GAME_DATA } from '../../../shared/data/registry';
import * as shared from '../../../shared/data/tables';
import type { CellValue, DataPack } from '../../../shared/data/tables';
import { displayValue, filterRows, packFileName, packProblems, parseInput, readPackText, sourceLabel, tableAskedFor, totals } from './model';

const games = Object.values(GAME_DATA);

/** A pack with a few values changed the way a group would. */
function edited(game: (typeof games)[number]): DataPack {
  let p = shared.templatePack(game);
  for (const t of game.tables.slice(0, 6)) {
    const r = t.defaultRows[0];
    const c = t.columns[0];
    if (!r || !c) continue;
    const v: CellValue = c.spec.type === 'int' ? (c.spec.min ?? 0) : c.spec.type === 'enum' ? c.spec.options.at(-1)!.value : c.spec.type === 'bool' ? true : c.spec.type === 'firepower' ? 'B2' : c.spec.type === 'faces' ? [c.spec.min ?? 1] : 'typed';
    p = shared.setCell(game, p, t.id, r.key, c.id, v);
  }
  return p;
}

describe('packProblems: what the editor lists before sending a pack', () => {
  it('passes a good pack and lists every problem of a bad one', () => {
    for (const g of games) {
      const good = edited(g);
      expect(packProblems(g, good)).toEqual([]);
      const bad = structuredClone(good);
      const [t0, t1] = g.tables;
      const r0 = bad.tables[t0!.id]!.rows[0]!;
      const c0 = t0!.columns[0]!;
      r0.cells[c0.id] = { v: c0.spec.type === 'text' ? 7 : 'nonsense-value', src: 'group' };
      r0.cells.extra = { v: 1, src: 'group' };
      bad.tables[t1!.id]!.rows.push(structuredClone(bad.tables[t1!.id]!.rows[0]!));
      bad.tables.bogus = { rows: [] };
      const problems = packProblems(g, bad).join('\n');
      expect(problems).toContain(`${t0!.title}, ${t0!.keyLabel} ${r0.key}: ${c0.label}`);
      expect(problems).toContain('unknown column "extra"');
      expect(problems).toContain(`${t1!.title}: row "${bad.tables[t1!.id]!.rows[0]!.key}" appears twice.`);
      expect(problems).toContain('Unknown table "bogus".');
    }
  });

  it('refuses what is not a pack, another game’s pack, or a malformed cell', () => {
    const g = GAME_DATA.alliance;
    expect(packProblems(g, { hello: 1 })).toEqual(['This is not an Aide-de-Camp data pack.']);
    expect(packProblems(g, null)).toEqual(['This is not an Aide-de-Camp data pack.']);
    expect(packProblems(g, shared.templatePack(GAME_DATA['imperial-borders']))).toEqual(['This pack is for imperial-borders, not alliance.']);
    const broken = { ...shared.templatePack(g), tables: { cards: { rows: [{ key: '1', cells: { empire: { v: 'france', src: 'nobody' } } }] } } };
    expect(packProblems(g, broken).join(' ')).toMatch(/src/);
  });
});

describe('editor helpers', () => {
  const blocks = GAME_DATA.alliance.tables.find((t) => t.id === 'blocks')!;
  const col = (id: string) => blocks.columns.find((c) => c.id === id)!;

  it('reads typed values and refuses bad ones with the column’s reason', () => {
    expect(parseInput(col('firepower'), ' c3 ')).toEqual({ ok: true, v: 'C3' });
    expect(parseInput(col('firepower'), 'E5')).toMatchObject({ ok: false, error: /letter A-D/ });
    expect(parseInput(col('maxStrength'), '4')).toEqual({ ok: true, v: 4 });
    expect(parseInput(col('maxStrength'), '5')).toMatchObject({ ok: false, error: /at most 4/ });
    expect(parseInput(col('maxStrength'), '2.5')).toMatchObject({ ok: false, error: /whole number/ });
    expect(parseInput(col('maxStrength'), '')).toEqual({ ok: true, v: null });
    expect(parseInput(col('owner'), 'France')).toEqual({ ok: true, v: 'france' });
    const dice = GAME_DATA['imperial-borders'].tables.find((t) => t.id === 'dice')!.columns[0]!;
    expect(parseInput(dice, '0 1 1, 2 3 3')).toEqual({ ok: true, v: [0, 1, 1, 2, 3, 3] });
    expect(parseInput(dice, '0 4')).toMatchObject({ ok: false, error: /at most 3/ });
  });

  it('shows values, badges and file names for people', () => {
    expect(displayValue(col('owner'), 'austria')).toBe('Austria');
    expect(displayValue(col('maxStrength'), null)).toBe('—');
    expect(displayValue(undefined, -2)).toBe('−2');
    expect(sourceLabel('rulebook', '7.6')).toBe('rulebook §7.6');
    expect(sourceLabel('rulebook', '§11.3.2')).toBe('rulebook §11.3.2');
    expect(sourceLabel('rulebook', 'Reference Chart')).toBe('rulebook Reference Chart');
    expect(sourceLabel('group')).toBe('entered');
    expect(packFileName({ game: 'alliance', name: 'Our deck (2026)' })).toBe('alliance-our-deck-2026.json');
    expect(readPackText('{').ok).toBe(false);
  });

  it('finds the table a refusal asks to fill in', () => {
    const tables = GAME_DATA['napoleons-imperium'].tables;
    const message = new shared.MissingDataError('nations', 'Empires', ['commencement income of the French Empire']).message;
    expect(tableAskedFor(message, tables)).toBe('nations');
    expect(tableAskedFor('No Sea Moves in Winter.', tables)).toBeNull();
    expect(tableAskedFor(undefined, tables)).toBeNull();
  });

  it('filters rows: only missing, only changed, and search words', () => {
    const g = GAME_DATA.alliance;
    const p = shared.setCell(g, shared.templatePack(g), 'blocks', 'austria:Inf #1', 'firepower', 'B2');
    const rows = p.tables.blocks!.rows;
    const changed = new Set(shared.diffAgainstTemplate(g, p, 'blocks').map((d) => d.key));
    expect(filterRows(blocks, rows, { filter: 'changed', search: '', changedKeys: changed }).map((r) => r.key)).toEqual(['austria:Inf #1']);
    expect(filterRows(blocks, rows, { filter: 'all', search: 'austria inf #', changedKeys: changed }).length).toBe(5);
    expect(filterRows(blocks, rows, { filter: 'missing', search: '', changedKeys: changed }).length).toBe(rows.length);
    expect(filterRows(blocks, rows, { filter: 'all', search: 'austria inf #1', changedKeys: changed }).map((r) => r.key)).toEqual(['austria:Inf #1']);
    const cards = GAME_DATA['napoleons-imperium'].tables.find((t) => t.id === 'battle-cards')!;
    const cardRows = shared.templatePack(GAME_DATA['napoleons-imperium']).tables['battle-cards']!.rows;
    expect(filterRows(cards, cardRows, { filter: 'all', search: 'russian card 2', changedKeys: new Set() }).map((r) => r.key)).toEqual(['ru:2', 'ru:20']);
    expect(totals(shared.tableStatus(g, p)).tablesToFill).toBe(3);
  });
});
