import { describe, expect, it } from 'vitest';
import { cellOf, removeRow, setCell, tableStatus, templatePack, validatePack } from '../../data/tables';
import { CONGRESS_OF_VIENNA_DATA as DATA } from './tables';
import { CONGRESS_OF_VIENNA_RULES as RULES } from './rules';

const pack = () => templatePack(DATA);
const cell = (table: string, key: string, column: string) => cellOf(pack(), table, key, column);
const status = (id: string) => tableStatus(DATA, pack()).find((s) => s.id === id)!;

describe('Congress of Vienna data tables', () => {
  it('the template pack validates, and survives JSON', () => {
    expect(validatePack(DATA, pack())).toMatchObject({ ok: true });
    expect(validatePack(DATA, JSON.parse(JSON.stringify(pack())))).toMatchObject({ ok: true });
  });

  it('ids are kebab-case and unique, every table says who reads it, and keys are unique', () => {
    const ids = DATA.tables.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const t of DATA.tables) {
      expect(t.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(t.usedBy.length).toBeGreaterThan(0);
      const keys = t.defaultRows.map((r) => r.key);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it('carries the Rulebook’s values with their sections', () => {
    // 8.3 starting VP, 12.1 Resources, 8.5 hand sizes, 12.4.12 Military Support, 11.9 Diplomacy VP, 14.2.2 ties.
    expect(cell('powers', 'fr', 'startVP')).toEqual({ v: 60, src: 'rulebook', cite: '8.3' });
    expect(cell('powers', 'ru', 'startVP')).toEqual({ v: 10, src: 'rulebook', cite: '8.3' });
    expect(cell('powers', 'br', 'baseResources')).toEqual({ v: 5, src: 'rulebook', cite: '12.1' });
    expect(cell('powers', 'fr', 'baseResources')).toEqual({ v: 6, src: 'rulebook', cite: '12.1' });
    expect(cell('powers', 'au', 'startHandSize')).toEqual({ v: 11, src: 'rulebook', cite: '8.5' });
    expect(cell('powers', 'br', 'militarySupportMax')).toEqual({ v: 3, src: 'rulebook', cite: '12.4.12' });
    expect(cell('powers', 'fr', 'diplomacyWinVP')).toEqual({ v: 4, src: 'rulebook', cite: '11.9' });
    expect(cell('powers', 'ru', 'tieRank')).toEqual({ v: 4, src: 'rulebook', cite: '14.2.2' });
    // 13.4.4: French +20 inflicts 2, Allied +24 inflicts 3.
    expect(cell('battle-drm-track', '20', 'frLoss')).toEqual({ v: 2, src: 'rulebook', cite: '13.4.4' });
    expect(cell('battle-drm-track', '24', 'alliedLoss')).toEqual({ v: 3, src: 'rulebook', cite: '13.4.4' });
    // 10.1 example 2: column 5 = Russia, 6 = France; 13.6.4: a "6" brings the US Military Operation.
    expect(cell('initial-environment-columns', '5', 'power')).toEqual({ v: 'ru', src: 'rulebook', cite: '10.1' });
    expect(cell('initial-environment-columns', '6', 'power')).toEqual({ v: 'fr', src: 'rulebook', cite: '10.1' });
    expect(cell('initial-environment-columns', '6', 'usMilOp')).toEqual({ v: true, src: 'rulebook', cite: '13.6.4' });
    // 12.4.8: Austria Regency -> No Agreement and No Agreement -> King Jean III Bernadotte.
    const vp = (key: string) => ['vpFR', 'vpRU', 'vpBR', 'vpAU'].map((c) => cell('future-government-of-france', key, c)!.v);
    expect(vp('no-agreement:austria-regency')).toEqual([-4, 2, 2, -5]);
    expect(vp('king-jean-iii-bernadotte')).toEqual([-2, 5, 1, 1]);
    expect(cell('future-government-of-france', 'king-jean-iii-bernadotte', 'vpRU')).toEqual({ v: 5, src: 'rulebook', cite: '12.4.8' });
    // 13.5 Silesia: Russian-coloured 4; 13.6.1.3 box limits; 12.4.5 Democracy +5; 14.2.1.1 Absolutism bonus 3.
    expect(cell('map-spaces', 'Silesia', 'vp')).toEqual({ v: 4, src: 'rulebook', cite: '13.5' });
    expect(cell('map-spaces', 'Silesia', 'vpColour')).toEqual({ v: 'ru', src: 'rulebook', cite: '13.5' });
    expect(cell('armies', 'grande-armee', 'unitLimit')).toEqual({ v: 16, src: 'rulebook', cite: '13.6.1.3' });
    expect(cell('armies', 'portugal', 'unitLimit')).toEqual({ v: 10, src: 'rulebook', cite: '13.6.1.3' });
    expect(cell('liberalism-absolutism', 'liberalism-4', 'vp')).toEqual({ v: 5, src: 'rulebook', cite: '12.4.5' });
    expect(cell('liberalism-absolutism', 'absolutism-4', 'endBonus')).toEqual({ v: 3, src: 'rulebook', cite: '14.2.1.1' });
    expect(cell('box-limits', 'war-of-1812:us-militia', 'limit')).toEqual({ v: 7, src: 'rulebook', cite: '13.6.4' });
    // 8.3 set-up: the Army of Portugal with 4 British, 2 Portuguese and 2 Spanish units in Portugal.
    const portugal = pack().tables['setup-armies']!.rows.find((r) => r.key === 'full-campaign:portugal')!.cells;
    expect([portugal.space!.v, portugal.br!.v, portugal.pt!.v, portugal.sp!.v, portugal.fr!.v]).toEqual(['Portugal', 4, 2, 2, 0]);
    expect(portugal.br).toEqual({ v: 4, src: 'rulebook', cite: '8.3' });
    // 12.5 Replacements on even turns; 8.2 Turn 1.
    expect(pack().tables['turn-track']!.rows.slice(0, 10).map((r) => r.cells.replacements!.v)).toEqual([false, true, false, true, false, true, false, true, false, true]);
    expect(cell('turn-track', '1', 'label')).toEqual({ v: 'March–April 1813', src: 'rulebook', cite: '8.2' });
    // 5.3 killable; 8.4 Kutuzov #31.
    expect(cell('cards', '31', 'name')).toMatchObject({ v: 'Kutuzov', src: 'rulebook', cite: '8.4' });
    expect(cell('cards', '31', 'killable')).toEqual({ v: true, src: 'rulebook', cite: '5.3' });
  });

  it('marks what only the board, cards, markers and Playbook hold as missing', () => {
    for (const id of ['battle-drm-track', 'initial-environment-columns', 'initial-environment-results', 'cards', 'initial-situation-cards', 'handicap-cards', 'map-spaces', 'minor-countries', 'armies', 'force-pools', 'scenarios', 'liberalism-absolutism', 'pax-britannica', 'future-government-of-france', 'tactical-matrix']) {
      expect(status(id).missingRequired, id).toBeGreaterThan(0);
      expect(status(id).complete, id).toBe(false);
    }
    expect(status('powers').complete).toBe(true);
    expect(status('initial-environment-results').missingRequired).toBe(36);
    expect(status('tactical-matrix').missingRequired).toBe(49 * 3);
    expect(cell('battle-drm-track', '20', 'alliedLoss')!.src).toBe('missing');
    expect(cell('battle-drm-track', '0', 'frLoss')!.src).toBe('missing');
    expect(cell('initial-environment-columns', '1', 'power')!.src).toBe('missing');
    expect(cell('initial-environment-results', '3', 'col4')!.src).toBe('missing');
    expect(cell('cards', 'napoleon', 'value')!.src).toBe('missing');
    expect(cell('cards', '17', 'name')!.src).toBe('missing');
    expect(cell('armies', 'silesia', 'unitLimit')!.src).toBe('missing');
    expect(cell('minor-countries', 'poland', 'codeAU')!.src).toBe('missing');
    expect(cell('pax-britannica', '1', 'vp')!.src).toBe('missing');
    expect(cell('map-spaces', 'Castile', 'vp')!.src).toBe('missing');
    expect(cell('initial-situation-cards', 'B-7', 'frBand')!.src).toBe('missing');
    // Inferred month labels are defaults, not Rulebook fact.
    expect(cell('turn-track', '7', 'label')).toMatchObject({ v: 'October 1813', src: 'unverified' });
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

  it('the group can transcribe the Battle DRM Track, including spaces the template did not guess', () => {
    let p = setCell(DATA, pack(), 'battle-drm-track', '20', 'alliedLoss', 2);
    p = setCell(DATA, p, 'battle-drm-track', '44', 'frLoss', 5);
    p = removeRow(DATA, p, 'battle-drm-track', '-10');
    expect(validatePack(DATA, p)).toMatchObject({ ok: true });
    expect(() => setCell(DATA, p, 'battle-drm-track', '20', 'frLoss', 6)).toThrow(/at most 5/);
  });
});

describe('Congress of Vienna rule settings', () => {
  it('every default is one of its options, and exactly one option is recommended (the default)', () => {
    const ids = RULES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const r of RULES) {
      expect(r.options.map((o) => o.value), r.id).toContain(r.default);
      const rec = r.options.filter((o) => o.recommended);
      expect(rec, r.id).toHaveLength(1);
      expect(rec[0]!.value, r.id).toBe(r.default);
      if (r.kind === 'toggle') expect(r.options.map((o) => o.value).sort()).toEqual([false, true]);
      else expect(r.options.length, r.id).toBeGreaterThanOrEqual(2);
    }
  });

  it('the Optional Historical Rules are off by default', () => {
    for (const id of ['handicapCards', 'frenchResourceReduction', 'denmarkNorwayBox', 'landingInHolland', 'tacticalMatrix']) expect(RULES.find((r) => r.id === id)).toMatchObject({ kind: 'toggle', default: false });
    expect(RULES.find((r) => r.id === 'gameLength')).toMatchObject({ default: '10' });
  });

  it('every §10 reading cites its digest item', () => {
    const optional = ['initialSituationDecks', 'handicapCards', 'frenchResourceReduction', 'denmarkNorwayBox', 'landingInHolland', 'gameLength', 'tacticalMatrix'];
    // Readings the digest's §10 does not list, found since in the Rulebook's text: each cites its rule sections.
    const found = ['abandonedBlackVp', 'hollandFleetLosses'];
    for (const r of RULES.filter((x) => !optional.includes(x.id) && !found.includes(x.id))) expect(r.cite.some((c) => /^digest 10\.\d+$/.test(c)), r.id).toBe(true);
    for (const r of RULES.filter((x) => found.includes(x.id))) expect(r.cite.length > 1 && r.cite.every((c) => /^\d+(\.\d+)+$/.test(c)), r.id).toBe(true);
  });
});
