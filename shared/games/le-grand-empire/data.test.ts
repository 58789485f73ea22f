import { describe, expect, it } from 'vitest';
import { checkRuleValue, ruleDefaults } from '../../data/rules';
import { cellOf, removeRow, setCell, tableStatus, templatePack, validatePack } from '../../data/tables';
import { LE_GRAND_EMPIRE_RULES } from './rules';
import { LE_GRAND_EMPIRE_DATA } from './tables';

const D = LE_GRAND_EMPIRE_DATA;
const fresh = () => templatePack(D);
const status = (id: string) => tableStatus(D, fresh()).find((s) => s.id === id)!;

describe('Le Grand Empire data tables', () => {
  it('the template pack validates, also after a JSON round trip', () => {
    const check = validatePack(D, JSON.parse(JSON.stringify(fresh())));
    expect(check.ok ? [] : check.errors).toEqual([]);
    expect(D.game).toBe('le-grand-empire');
  });

  it('tables have unique kebab-case ids, unique keys, and name who reads them', () => {
    const ids = D.tables.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const t of D.tables) {
      expect(t.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(t.usedBy.length, t.id).toBeGreaterThan(0);
      expect(t.defaultRows.length, t.id).toBeGreaterThan(0);
      const keys = t.defaultRows.map((r) => r.key);
      expect(new Set(keys).size, t.id).toBe(keys.length);
    }
  });

  it('every rulebook value carries its section, and every unverified default says why', () => {
    for (const t of D.tables)
      for (const r of t.defaultRows)
        for (const [c, cell] of Object.entries(r.cells)) {
          if (cell.src === 'rulebook') expect(cell.cite, `${t.id} ${r.key} ${c}`).toMatch(/^(§\d|DSoP|Glossary)/);
          if (cell.src === 'unverified') expect(cell.note, `${t.id} ${r.key} ${c}`).toBeTruthy();
        }
  });

  it('carries the numbers the rulebook prints, with their sections', () => {
    const p = fresh();
    expect(cellOf(p, 'costs', 'naval-2-marker', 'value')).toEqual({ v: 25, src: 'rulebook', cite: '§3.1' });
    expect(cellOf(p, 'costs', 'spanish-gold', 'value')).toEqual({ v: 15, src: 'rulebook', cite: '§12.3.3' });
    expect(cellOf(p, 'costs', 'embassy', 'value')).toEqual({ v: 10, src: 'rulebook', cite: '§11.2.1' });
    expect(cellOf(p, 'checks', 'interception', 'target')).toMatchObject({ v: 10, src: 'rulebook', cite: '§5.2.3.3' });
    expect(cellOf(p, 'checks', 'interception', 'dice')).toMatchObject({ v: '2D6', src: 'rulebook' });
    expect(cellOf(p, 'checks', 'naval-volley', 'target')).toMatchObject({ v: 6, src: 'rulebook', cite: '§10.1' });
    expect(cellOf(p, 'powers', 'russia', 'capitals')).toMatchObject({ v: 2, src: 'rulebook', cite: '§13.3.1.2' });
    expect(cellOf(p, 'powers', 'austria', 'criteriaFirst')).toMatchObject({ v: 'VIENNE', src: 'rulebook', cite: '§13.3.1.1' });
    expect(cellOf(p, 'powers', 'spain', 'diplomacyOrder')).toMatchObject({ v: 1, src: 'rulebook', cite: '§11' });
    expect(cellOf(p, 'powers', 'great-britain', 'diplomacyOrder')).toMatchObject({ v: 7, src: 'rulebook' });
    expect(cellOf(p, 'powers', 'great-britain', 'savings')).toMatchObject({ v: 'unlimited', src: 'rulebook', cite: '§12.1.2' });
    expect(cellOf(p, 'major-diplomacy-modifiers', 'russia', 'great-britain')).toMatchObject({ v: 2, src: 'rulebook', cite: '§11.3.2' });
    expect(cellOf(p, 'event-table', '5', 'category')).toMatchObject({ v: 'Diplomacy', src: 'rulebook', cite: '§11.1.1' });
    expect(cellOf(p, 'peace-clauses', 'war-indemnities', 'counts')).toMatchObject({ v: 2, src: 'rulebook', cite: '§13.3.2.5' });
    expect(cellOf(p, 'peace', 'mandatory-peace-min', 'value')).toMatchObject({ v: 6, src: 'rulebook', cite: '§13.3.2.4' });
    expect(cellOf(p, 'alliance-credit', 'start', 'value')).toMatchObject({ v: 7, src: 'rulebook', cite: '§11.3.3.4' });
    expect(cellOf(p, 'movement', 'leader', 'mp')).toMatchObject({ v: 8, src: 'rulebook', cite: '§1.1.4' });
    expect(cellOf(p, 'special-units', 'cossack', 'initiative')).toMatchObject({ v: 2, src: 'rulebook', cite: '§1.1.3.4' });
    expect(cellOf(p, 'seasons', 'spring', 'winterQuarters')).toMatchObject({ v: 'ends-on-3rd', src: 'rulebook', cite: '§3.1' });
    expect(cellOf(p, 'seasons', 'summer', 'landProductionPoundsMultiplier')).toMatchObject({ v: 2, src: 'rulebook' });
    expect(cellOf(p, 'battle-sizes', 'major-min-weaker', 'value')).toMatchObject({ v: 8, src: 'rulebook' });
    expect(cellOf(p, 'provincial-troubles', '1', 'outcome')).toMatchObject({ v: 'continues-step-lost', src: 'rulebook', cite: '§14.4' });
    expect(cellOf(p, 'corps', 'france:I', 'modifier')).toMatchObject({ v: 2, src: 'rulebook', cite: '§12.2' });
    expect(cellOf(p, 'army-markers', 'Grande Armée', 'artilleryOutOfSupply')).toMatchObject({ v: 2, src: 'rulebook', cite: '§1.1.2' });
    expect(cellOf(p, 'leaders', 'Napoleon', 'armyInitiative')).toMatchObject({ v: 6, src: 'rulebook' });
    expect(cellOf(p, 'combat-ratio', '5/2', 'attacker')).toMatchObject({ v: 5, src: 'rulebook', cite: '§8.1.4' });
  });

  it('the play-aid tables are declared but empty in the template', () => {
    const p = fresh();
    for (const size of ['skirmish', 'minor', 'major']) {
      expect(status(`crt-${size}`)).toMatchObject({ missingRequired: 44, complete: false, rulebook: 0 });
      expect(cellOf(p, `crt-${size}`, '7', 'losses')!.src).toBe('missing');
    }
    expect(cellOf(p, 'combat-ratio', '2/1', 'drm')!.src).toBe('missing');
    expect(cellOf(p, 'siege', '4', 'level2')!.src).toBe('missing');
    expect(cellOf(p, 'wound', '6', 'result')!.src).toBe('missing');
    expect(cellOf(p, 'table-dice', 'wound', 'dice')!.src).toBe('missing');
    expect(cellOf(p, 'event-table', '7', 'category')!.src).toBe('missing');
    expect(cellOf(p, 'provinces', 'Tyrol', 'pounds')!.src).toBe('missing');
    expect(cellOf(p, 'political-bonus', 'Sweden', 'france')!.src).toBe('missing');
    expect(cellOf(p, 'terrain', 'clear', 'defenderDrm')!.src).toBe('missing');
    expect(status('tactical-markers').missingRequired).toBe(128);
    for (const id of ['attrition', 'heavy-cavalry', 'corsairs', 'production', 'maintenance', 'scenarios', 'scenario-powers', 'harbours', 'external-wars', 'national-revolts'])
      expect(status(id).missingRequired, id).toBeGreaterThan(0);
  });

  it('marks the digest’s defaults for unstated values as unverified, never as rulebook', () => {
    const p = fresh();
    expect(cellOf(p, 'modifiers', 'battle:out-of-supply', 'value')).toMatchObject({ v: -1, src: 'unverified' });
    expect(cellOf(p, 'seasons', 'winter', 'winterQuarters')).toMatchObject({ v: 'ends-on-1st', src: 'unverified' });
    expect(cellOf(p, 'costs', 'leader-dismissal', 'value')).toMatchObject({ v: 5, src: 'unverified' });
    expect(cellOf(p, 'powers', 'spain', 'militaryReform')).toMatchObject({ v: 'never', src: 'unverified' });
    expect(cellOf(p, 'combat-ratio', '3/1', 'attacker')).toMatchObject({ v: 3, src: 'unverified' });
  });

  it('the group can fill a combat table and extend it with the rows their play aid prints', () => {
    let p = fresh();
    p = setCell(D, p, 'crt-major', '13', 'losses', 6);
    for (const [c, v] of [['bold', true], ['cavalry', false], ['leader', 'LA']] as const) p = setCell(D, p, 'crt-major', '13', c, v);
    expect(cellOf(p, 'crt-major', '13', 'leader')).toEqual({ v: 'LA', src: 'group' });
    expect(() => setCell(D, p, 'crt-major', '13', 'leader', 'X')).toThrow(/one of none, L, LA/);
    p = setCell(D, p, 'attrition', 'column-1', 'losses', [0, 0, 0, 1, 1, 2]);
    expect(() => setCell(D, p, 'attrition', 'column-1', 'losses', [0, -1])).toThrow(/at least 0/);
    p = removeRow(D, p, 'wound', '12');
    expect(validatePack(D, JSON.parse(JSON.stringify(p))).ok).toBe(true);
  });
});

describe('Le Grand Empire rule settings', () => {
  it('have unique ids; every default is one of its options; choices flag exactly the default as recommended', () => {
    const ids = LE_GRAND_EMPIRE_RULES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const r of LE_GRAND_EMPIRE_RULES) {
      expect(r.options.map((o) => o.value), r.id).toContain(r.default);
      expect(checkRuleValue(LE_GRAND_EMPIRE_RULES, r.id, r.default)).toBeNull();
      const rec = r.options.filter((o) => o.recommended);
      expect(rec, r.id).toHaveLength(1);
      expect(rec[0]!.value, r.id).toBe(r.default);
      if (r.kind === 'choice') {
        expect(r.options.length, r.id).toBeGreaterThan(1);
        // A reading of the digest's §10, or one the digest leaves open (then the default is the one inventing least).
        expect(r.cite.some((c) => /^(digest A-\d\d|no digest reading)$/.test(c)), r.id).toBe(true);
      } else {
        expect(r.options.map((o) => o.value).sort()).toEqual([false, true]);
      }
    }
  });

  it('covers every starred reading of the digest', () => {
    const cited = new Set(LE_GRAND_EMPIRE_RULES.flatMap((r) => r.cite));
    for (const a of ['A-01', 'A-02', 'A-05', 'A-10', 'A-15', 'A-17', 'A-31', 'A-33', 'A-37', 'A-38', 'A-43']) expect(cited, a).toContain(`digest ${a}`);
  });

  it('optional rules are toggles, off by default except the “strongly advised” heavy cavalry charges', () => {
    const d = ruleDefaults(LE_GRAND_EMPIRE_RULES);
    for (const id of ['enemyVisibility', 'tactics', 'allianceCredit', 'anversHarbour', 'imperialGuard', 'postmail']) expect(d[id], id).toBe(false);
    expect(d.heavyCavalryCharges).toBe(true);
    expect(d.seasonOrder).toBe('spring-first');
    expect(d.overrunThreshold).toBe('at-least-5x');
  });
});
