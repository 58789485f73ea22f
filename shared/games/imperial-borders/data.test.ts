import { describe, expect, it } from 'vitest';
import { checkRuleValue, ruleDefaults } from '../../data/rules';
import { cellOf, setCell, tableStatus, templatePack, validatePack } from '../../data/tables';
import { IMPERIAL_BORDERS_RULES } from './rules';
import { IMPERIAL_BORDERS_DATA } from './tables';

const D = IMPERIAL_BORDERS_DATA;
const fresh = () => templatePack(D);
const status = (id: string) => tableStatus(D, fresh()).find((s) => s.id === id)!;

describe('Imperial Borders data tables', () => {
  it('the template pack validates, also after a JSON round trip', () => {
    const check = validatePack(D, JSON.parse(JSON.stringify(fresh())));
    expect(check.ok ? [] : check.errors).toEqual([]);
    expect(D.game).toBe('imperial-borders');
  });

  it('tables have unique kebab-case ids, unique keys, and name who reads them', () => {
    const ids = D.tables.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const t of D.tables) {
      expect(t.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(t.usedBy.length).toBeGreaterThan(0);
      const keys = t.defaultRows.map((r) => r.key);
      expect(new Set(keys).size, t.id).toBe(keys.length);
    }
  });

  it('every rulebook value carries its section, and every unverified default says why', () => {
    for (const t of D.tables)
      for (const r of t.defaultRows)
        for (const [c, cell] of Object.entries(r.cells)) {
          if (cell.src === 'rulebook') expect(cell.cite, `${t.id} ${r.key} ${c}`).toBeTruthy();
          if (cell.src === 'unverified') expect(cell.note, `${t.id} ${r.key} ${c}`).toBeTruthy();
        }
  });

  it('carries the numbers the rulebook prints, with their sections', () => {
    const p = fresh();
    expect(cellOf(p, 'ships', 'ship-of-the-line', 'cost')).toMatchObject({ v: 15, src: 'rulebook', cite: 'Phase 7 Step B' });
    expect(cellOf(p, 'land-units', 'cannon', 'cost')).toMatchObject({ v: 10, src: 'rulebook', cite: 'Phase 7 Step B' });
    expect(cellOf(p, 'ships', 'ship-of-the-line', 'hp')).toMatchObject({ v: 3, src: 'rulebook' });
    expect(cellOf(p, 'ships', 'ship-of-the-line', 'hitsToOutOfAction')).toMatchObject({ v: 2, src: 'rulebook' });
    expect(cellOf(p, 'tiers', 'capital', 'taxGold')).toMatchObject({ v: 4, src: 'rulebook', cite: 'Phase 1 - Collect Taxes' });
    expect(cellOf(p, 'tiers', 'major', 'fortificationHp')).toMatchObject({ v: 2, src: 'rulebook' });
    expect(cellOf(p, 'nations', 'prussia', 'startingGold')).toMatchObject({ v: 5, src: 'rulebook', cite: 'Setup Step E' });
    expect(cellOf(p, 'nations', 'great-britain', 'startingGold')).toMatchObject({ v: 5, src: 'rulebook' });
    expect(cellOf(p, 'casualty-list', 'red-morale-token', 'points')).toMatchObject({ v: -10, src: 'rulebook', cite: 'Chapter 3 C: Casualty List' });
    expect(cellOf(p, 'casualty-list', 'ship-of-the-line', 'points')).toMatchObject({ v: 15, src: 'rulebook' });
    expect(cellOf(p, 'congress', '7', 'extraPeaceVotes')).toMatchObject({ v: 2, src: 'rulebook', cite: 'Phase 6 Step D' });
    expect(cellOf(p, 'battle-dice', 'full-infantry', 'white')).toMatchObject({ v: 3, src: 'rulebook', cite: 'Reference Chart' });
    expect(cellOf(p, 'battle-dice', 'cavalry-front', 'white')).toMatchObject({ v: 2, src: 'rulebook' });
    expect(cellOf(p, 'battle-dice', 'cavalry-rear', 'white')).toMatchObject({ v: 1, src: 'rulebook' });
    expect(cellOf(p, 'battle-dice', 'cavalry-front', 'whitePort')).toMatchObject({ v: 1, src: 'rulebook', cite: 'Port Battles' });
    expect(cellOf(p, 'bonus-dice', 'triad', 'black')).toMatchObject({ v: 1, src: 'rulebook' });
    expect(cellOf(p, 'bonus-dice', 'triad', 'white')).toMatchObject({ v: 2, src: 'rulebook' });
    expect(cellOf(p, 'starting-forces', 'france', 'halfInfantry')).toMatchObject({ v: 6, src: 'rulebook', cite: 'Setup Step C: Starting Forces' });
    expect(cellOf(p, 'starting-forces', 'spain', 'eliteFrigate')).toMatchObject({ v: 1, src: 'rulebook' });
    expect(cellOf(p, 'scoring', 'prestige-1st', 'value')).toMatchObject({ v: 3, src: 'rulebook', cite: 'Phase 6 Step B' });
    expect(cellOf(p, 'scoring', 'final-gold-per-prestige', 'value')).toMatchObject({ v: 10, src: 'rulebook', cite: 'Final Scoring' });
    expect(cellOf(p, 'annexation', 'sweden-portugal', 'blastsNeeded')).toMatchObject({ v: 2, src: 'rulebook', cite: 'Optional: Sweden and Portugal' });
    expect(cellOf(p, 'player-counts', '4', 'russiaNeutral')).toMatchObject({ v: true, src: 'rulebook' });
    expect(cellOf(p, 'economy', 'colonies-gold', 'value')).toMatchObject({ v: 2, src: 'rulebook' });
  });

  it('leaves what only the components give missing: dice faces, the truncated Starting Forces, the Capitals', () => {
    const p = fresh();
    expect(cellOf(p, 'dice', 'faces', 'black')!.src).toBe('missing');
    expect(cellOf(p, 'dice', 'faces', 'white')!.src).toBe('missing');
    expect(status('dice')).toMatchObject({ missingRequired: 2, complete: false });
    for (const n of ['prussia', 'great-britain', 'russia', 'spain']) expect(cellOf(p, 'starting-forces', n, 'halfInfantry')!.src).toBe('missing');
    for (const c of ['fullInfantry', 'cavalry', 'cannon']) expect(cellOf(p, 'starting-forces', 'france', c)!.src).toBe('missing');
    expect(status('starting-forces').missingRequired).toBe(22);
    expect(cellOf(p, 'nations', 'france', 'capitalTerritory')!.src).toBe('missing');
    expect(status('nations').missingRequired).toBeGreaterThan(0);
  });

  it('marks the digest’s defaults for unstated values as unverified, never as rulebook', () => {
    const p = fresh();
    expect(cellOf(p, 'nations', 'france', 'startingGold')).toMatchObject({ v: 0, src: 'unverified' });
    expect(cellOf(p, 'nations', 'austria', 'startingPrestige')).toMatchObject({ v: 0, src: 'unverified' });
    expect(cellOf(p, 'nations', 'great-britain', 'capitalTerritory')).toMatchObject({ v: 'England', src: 'unverified' });
    expect(cellOf(p, 'starting-forces', 'prussia', 'eliteLandUnits')).toMatchObject({ v: 1, src: 'unverified' });
  });

  it('takes the group’s dice faces, within the codes', () => {
    const p = setCell(D, fresh(), 'dice', 'faces', 'black', [0, 0, 1, 1, 2, 3]);
    expect(cellOf(p, 'dice', 'faces', 'black')).toEqual({ v: [0, 0, 1, 1, 2, 3], src: 'group' });
    expect(validatePack(D, p).ok).toBe(true);
    expect(() => setCell(D, fresh(), 'dice', 'faces', 'white', [0, 1, 4])).toThrow(/at most 3/);
    expect(tableStatus(D, setCell(D, p, 'dice', 'faces', 'white', [0, 0, 1, 2, 3, 3])).find((s) => s.id === 'dice')!.complete).toBe(true);
  });
});

describe('Imperial Borders rule settings', () => {
  it('have unique ids; every default is one of its options; choices flag exactly the default as recommended', () => {
    const ids = IMPERIAL_BORDERS_RULES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const r of IMPERIAL_BORDERS_RULES) {
      expect(r.options.map((o) => o.value), r.id).toContain(r.default);
      expect(checkRuleValue(IMPERIAL_BORDERS_RULES, r.id, r.default)).toBeNull();
      expect(r.cite.length, r.id).toBeGreaterThan(0);
      if (r.kind === 'choice') {
        const rec = r.options.filter((o) => o.recommended);
        expect(rec, r.id).toHaveLength(1);
        expect(rec[0]!.value, r.id).toBe(r.default);
        expect(r.options.length, r.id).toBeGreaterThan(1);
        expect(r.cite.some((c) => /^digest A\d+$/.test(c)), r.id).toBe(true);
      } else {
        expect(r.options.map((o) => o.value).sort()).toEqual([false, true]);
      }
    }
  });

  it('the optional advanced rules are toggles, off by default', () => {
    const d = ruleDefaults(IMPERIAL_BORDERS_RULES);
    for (const id of ['revolts', 'tradingTangibles', 'swedenAndPortugal', 'callToArms', 'balanceOfPower']) {
      expect(IMPERIAL_BORDERS_RULES.find((r) => r.id === id)!.kind).toBe('toggle');
      expect(d[id]).toBe(false);
    }
  });

  it('defaults to the digest’s readings', () => {
    const d = ruleDefaults(IMPERIAL_BORDERS_RULES);
    expect(d.prestigeTies).toBe('dense');
    expect(d.lostCapitalBid).toBe('zero');
    expect(d.doubleBlastAfterFort).toBe('either-zone');
    expect(d.stanceReveal).toBe('open-sequential');
  });
});
