import { describe, expect, it } from 'vitest';
import { cellOf, setCell, tableStatus, templatePack, validatePack, type TableDef } from '../../data/tables';
import { NAPOLEONS_IMPERIUM_DATA as DATA } from './tables';
import { NAPOLEONS_IMPERIUM_RULES as RULES } from './rules';

const pack = () => templatePack(DATA);
const cell = (table: string, key: string, column: string) => cellOf(pack(), table, key, column);
const status = (id: string) => tableStatus(DATA, pack()).find((s) => s.id === id)!;
const table = (id: string): TableDef => DATA.tables.find((t) => t.id === id)!;

describe('Napoleon’s Imperium data tables', () => {
  it('the template pack validates, and survives JSON', () => {
    const p = pack();
    expect(validatePack(DATA, p)).toMatchObject({ ok: true });
    expect(validatePack(DATA, JSON.parse(JSON.stringify(p)))).toMatchObject({ ok: true });
  });

  it('ids are kebab-case and unique, every table says who reads it, and keys are unique', () => {
    const ids = DATA.tables.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const t of DATA.tables) {
      expect(t.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(t.usedBy.length).toBeGreaterThan(0);
      expect(t.cite.length).toBeGreaterThan(0);
      const keys = t.defaultRows.map((r) => r.key);
      expect(new Set(keys).size).toBe(keys.length);
      for (const c of t.columns) expect(c.id).toMatch(/^[a-z][A-Za-z0-9]*$/);
    }
  });

  it('carries the rulebook’s values with their sections', () => {
    // Commencement Incomes: 17 / 16 / 17 / 15 / 13 / 14 / 15 / 17, 62 a side.
    expect(cell('nations', 'fr', 'startIncome')).toEqual({ v: 17, src: 'rulebook', cite: 'Commencement Incomes' });
    expect(cell('nations', 'sp', 'startIncome')).toEqual({ v: 13, src: 'rulebook', cite: 'Commencement Incomes' });
    const side = (a: string) => pack().tables.nations!.rows.filter((r) => r.cells.alliance!.v === a).reduce((s, r) => s + (r.cells.startIncome!.v as number), 0);
    expect(side('french')).toBe(62);
    expect(side('british')).toBe(62);
    // §5: the French attack row; the Update Sheet's Spanish infantry attack 3; §21 Austrian fleet defence 5; §5 Russian defence row.
    expect(['infantry', 'cavalry', 'artillery', 'fleet'].map((u) => cell('hit-values', 'fr:attack:fine', u)!.v)).toEqual([5, 7, 8, 6]);
    expect(cell('hit-values', 'fr:attack:fine', 'cavalry')).toEqual({ v: 7, src: 'rulebook', cite: '§5 (French attack table)' });
    expect(cell('hit-values', 'sp:attack:fine', 'infantry')).toMatchObject({ v: 3, src: 'rulebook', cite: '§5 (Update Sheet)' });
    expect(cell('hit-values', 'au:defence:fine', 'fleet')).toEqual({ v: 5, src: 'rulebook', cite: '§21 (Austrian defence table)' });
    expect(cell('hit-values', 'ru:defence:fine', 'infantry')).toEqual({ v: 6, src: 'rulebook', cite: '§5 (Russian defence table)' });
    expect(cell('hit-values', 'au:attack:rain', 'fleet')).toEqual({ v: 5, src: 'rulebook', cite: '§21 (Austrian attack table, Rain row)' });
    // §17 Fleet Sighting Table and §19 Chart 2.
    expect(cell('fleet-rates', 'gb', 'avoid')).toEqual({ v: 8, src: 'rulebook', cite: '§17' });
    expect(cell('fleet-rates', 'ot', 'avoid')).toEqual({ v: 4, src: 'rulebook', cite: '§17' });
    expect(cell('fleet-rates', 'gb', 'capture')).toEqual({ v: 3, src: 'rulebook', cite: '§19' });
    expect(cell('fleet-rates', 'au', 'capture')).toEqual({ v: 1, src: 'rulebook', cite: '§19' });
    // §3B French Military Costs: 2 / 3 / 3 / 9 (1 infantry + 2 cavalry + 1 fleet = 17).
    expect(['infantry', 'cavalry', 'artillery', 'fleet'].map((u) => cell('military-costs', 'fr', u)!.v)).toEqual(['2', '3', '3', '9']);
    expect(cell('military-costs', 'fr', 'fleet')).toEqual({ v: '9', src: 'rulebook', cite: '§3B' });
    expect(cell('military-costs', 'ru', 'infantry')).toEqual({ v: '1.5', src: 'rulebook', cite: 'Special Abilities Chart; §38' });
    // §5C and §33 movement; §43 Example 3 Ottoman fleet 4.
    expect(['infantry', 'cavalry', 'artillery', 'fleet', 'fleetLaden', 'capacity'].map((c) => cell('movement', 'gb', c)!.v)).toEqual([2, 2, 1, 7, 6, 4]);
    expect(cell('movement', 'ot', 'fleet')).toEqual({ v: 4, src: 'rulebook', cite: '§43 Example 3' });
    // §33 Fleet Laden Chart, §38B Riflemen limit, §46 weather roll, §14 imprison/parole, Battle Point values.
    expect(cell('laden-unit-values', 'artillery', 'places')).toEqual({ v: '1.5', src: 'rulebook', cite: '§33' });
    expect(cell('special-units', 'riflemen', 'boardLimit')).toEqual({ v: 2, src: 'rulebook', cite: '§38B' });
    expect(pack().tables['weather-roll']!.rows.map((r) => r.cells.weather!.v)).toEqual(['fine', 'stormy', 'fine', 'rain', 'fine', 'stormy', 'fine', 'snow', 'fine', 'snow']);
    expect(cell('imprison-parole', '6', 'result')).toEqual({ v: 'imprison', src: 'rulebook', cite: '§14' });
    expect(cell('imprison-parole', '7', 'result')).toEqual({ v: 'parole', src: 'rulebook', cite: '§14' });
    expect(cell('battle-point-score', 'spy-death', 'points')).toEqual({ v: 20, src: 'rulebook', cite: 'Battle Point Score Chart' });
    expect(cell('battle-point-score', 'elimination', 'points')).toEqual({ v: 25, src: 'rulebook', cite: 'Battle Point Score Chart' });
    expect(cell('game-points', 'capital-victory', 'points')).toEqual({ v: 70, src: 'rulebook', cite: 'Game Points Allocation' });
    expect(cell('capture-dice', '2', 'from')).toEqual({ v: 5, src: 'rulebook', cite: '§19' });
    expect(cell('invasion-values', 'fr', 'portDefence')).toEqual({ v: 4, src: 'rulebook', cite: 'Special Abilities Chart; §38' });
  });

  it('marks what only the Empire cards, the map and the decks hold as missing, and implied standards as unverified', () => {
    for (const id of ['hit-values', 'invasion-values', 'military-costs', 'special-units', 'battle-cards', 'territories', 'game-points', 'game-ranks', 'movement']) {
      expect(status(id).missingRequired, id).toBeGreaterThan(0);
      expect(status(id).complete, id).toBe(false);
    }
    expect(status('battle-cards').missingRequired).toBe(8 * 20 * 3);
    expect(status('invasion-values').missingRequired).toBe(8 + 6);
    expect(cell('invasion-values', 'gb', 'fleetInvasion')!.src).toBe('missing');
    expect(cell('invasion-values', 'au', 'portDefence')!.src).toBe('missing');
    expect(cell('military-costs', 'gb', 'artillery')!.src).toBe('missing');
    expect(cell('hit-values', 'sp:attack:rain', 'infantry')!.src).toBe('missing');
    expect(cell('hit-values', 'no:defence:rain', 'fleet')!.src).toBe('missing');
    expect(cell('hit-values', 'ot:defence:fine', 'fleet')!.src).toBe('missing');
    expect(cell('special-units', 'camels', 'defence')!.src).toBe('missing');
    expect(cell('special-units', 'riflemen', 'cost')!.src).toBe('missing');
    expect(cell('movement', 'ot', 'fleetLaden')!.src).toBe('missing');
    expect(cell('game-ranks', 'major', 'points')!.src).toBe('missing');
    expect(cell('game-points', 'highest-battle-flags', 'points')!.src).toBe('missing');
    expect(cell('territories', 'France', 'value')!.src).toBe('missing');
    expect(cell('battle-cards', 'ru:20', 'text')!.src).toBe('missing');
    // A standard value the rulebook implies but does not print for the nation is a default, not rulebook fact.
    expect(cell('hit-values', 'ru:attack:fine', 'infantry')).toMatchObject({ v: 4, src: 'unverified' });
    expect(cell('military-costs', 'gb', 'fleet')).toMatchObject({ v: '9', src: 'unverified' });
    // Where the rulebook contradicts itself, the digest's reading is unverified.
    expect(cell('hit-values', 'ot:attack:fine', 'cavalry')).toMatchObject({ v: 7, src: 'unverified' });
    expect(cell('movement', 'sp', 'fleetLaden')).toMatchObject({ v: 5, src: 'unverified' });
    expect(cell('hit-values', 'fr:attack:rain', 'fleet')).toMatchObject({ v: 7, src: 'unverified' });
  });

  it('nothing unverified or missing claims a section, and nothing rulebook lacks one', () => {
    for (const [id, t] of Object.entries(pack().tables))
      for (const r of t.rows)
        for (const [col, c] of Object.entries(r.cells)) {
          if (c.src === 'rulebook') expect(c.cite, `${id} ${r.key} ${col}`).toBeTruthy();
          else expect(c.cite, `${id} ${r.key} ${col}`).toBeUndefined();
          if (c.src === 'unverified') expect(c.note, `${id} ${r.key} ${col}`).toBeTruthy();
        }
  });

  it('the group can enter its cards’ values: half-point costs, hit values up to 9 only', () => {
    let p = setCell(DATA, pack(), 'military-costs', 'gb', 'artillery', '4.5');
    p = setCell(DATA, p, 'invasion-values', 'gb', 'fleetInvasion', 6);
    expect(validatePack(DATA, p)).toMatchObject({ ok: true });
    expect(() => setCell(DATA, p, 'hit-values', 'gb:attack:fine', 'fleet', 10)).toThrow(/at most 9/);
    expect(() => setCell(DATA, p, 'military-costs', 'gb', 'artillery', '4.25')).toThrow(/must be one of/);
    expect(table('hit-values').defaultRows).toHaveLength(8 * 2 * 2);
    const q = setCell(DATA, pack(), 'territories', 'Holland', 'value', 3);
    expect(q.tables.territories!.rows.find((r) => r.key === 'Holland')!.cells.value).toEqual({ v: 3, src: 'group' });
  });
});

describe('Napoleon’s Imperium rule settings', () => {
  it('every default is one of its options, and exactly one option is recommended (the default)', () => {
    const ids = RULES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const r of RULES) {
      expect(r.options.map((o) => o.value), r.id).toContain(r.default);
      const rec = r.options.filter((o) => o.recommended);
      expect(rec, r.id).toHaveLength(1);
      expect(rec[0]!.value, r.id).toBe(r.default);
      expect(r.cite.length, r.id).toBeGreaterThan(0);
      if (r.kind === 'toggle') expect(r.options.map((o) => o.value).sort()).toEqual([false, true]);
      else expect(r.options.length, r.id).toBeGreaterThanOrEqual(2);
    }
  });

  it('the optional rules are toggles, off by default; the final year defaults to 1815', () => {
    for (const id of ['weather', 'spies', 'movementTimeLimit']) expect(RULES.find((r) => r.id === id)).toMatchObject({ kind: 'toggle', default: false });
    expect(RULES.find((r) => r.id === 'finalYear')).toMatchObject({ kind: 'choice', default: '1815' });
  });

  it('every §10 reading cites its digest item', () => {
    for (const r of RULES.filter((x) => !['weather', 'spies', 'movementTimeLimit', 'finalYear'].includes(x.id))) expect(r.cite.some((c) => /^digest A\d+$/.test(c)), r.id).toBe(true);
  });
});
