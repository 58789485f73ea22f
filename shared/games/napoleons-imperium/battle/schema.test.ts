// Input validation names the field; values the rulebook omits are refused with MissingDataError naming the
// table until the group enters them; results carry the weakest provenance of the values used.
import { describe, expect, it } from 'vitest';
import { MissingDataError, setCell, templatePack } from '../../../data/tables';
import { NAPOLEONS_IMPERIUM_DATA } from '../tables';
import { computeImperiumOdds } from './entry';
import { ImperiumInputError, ImperiumMissingDataError } from './errors';

const G = 'napoleons-imperium';
const inf = (id: string, hitValue: number, count = 1, extra: Record<string, unknown> = {}) => ({ id, type: 'infantry', hitValue, count, ...extra });
const land = (extra: Record<string, unknown> = {}) => ({ game: G, kind: 'land', attacker: [inf('a', 4, 3)], defender: [inf('d', 5, 2)], ...extra });

function fieldOf(input: unknown): string {
  try {
    computeImperiumOdds(input);
  } catch (e) {
    expect(e).toBeInstanceOf(ImperiumInputError);
    return (e as ImperiumInputError).field;
  }
  throw new Error('expected an ImperiumInputError');
}

describe('input validation names the field', () => {
  const fleet = (id: string, hitValue: number, count = 1, extra: Record<string, unknown> = {}) => ({ id, type: 'fleet', hitValue, count, ...extra });
  const cases: Array<[string, unknown, string]> = [
    ['not an object', 'nope', ''],
    ['wrong game', land({ game: 'alliance' }), 'game'],
    ['bad kind', land({ kind: 'siege' }), 'kind'],
    ['unknown top-level field', land({ extra: 1 }), 'extra'],
    ['count missing', land({ attacker: [{ id: 'a', type: 'infantry', hitValue: 4 }] }), 'attacker[0].count'],
    ['count zero', land({ attacker: [inf('a', 4, 0)] }), 'attacker[0].count'],
    ['count not whole', land({ attacker: [inf('a', 4, 1.5)] }), 'attacker[0].count'],
    ['negative hit value', land({ defender: [inf('d', -1)] }), 'defender[0].hitValue'],
    ['unknown unit field', land({ defender: [{ ...inf('d', 5), colour: 'red' }] }), 'defender[0].colour'],
    ['bad unit type', land({ attacker: [{ id: 'a', type: 'dragoon', hitValue: 4, count: 1 }] }), 'attacker[0].type'],
    ['fleet in a land battle', land({ attacker: [inf('a', 4), fleet('f', 6)] }), 'attacker[1].type'],
    ['infantry at sea', { game: G, kind: 'sea', attacker: [fleet('f', 6)], defender: [inf('d', 5)] }, 'defender[0].type'],
    ['duplicate id', land({ defender: [inf('a', 5)] }), 'defender[0].id'],
    ['no hit value and no nation', land({ attacker: [{ id: 'a', type: 'infantry', count: 1 }] }), 'attacker[0].hitValue'],
    ['unknown nation', land({ attackerNation: 'xx' }), 'attackerNation'],
    ['empty defender, not neutral', land({ defender: [] }), 'defender'],
    ['one unit cannot take a neutral', land({ defender: [], neutral: true, attacker: [inf('a', 4, 1)] }), 'attacker'],
    ['ally on the attacking side', land({ attacker: [inf('a', 4, 1, { ally: true })] }), 'attacker[0].ally'],
    ['joined infantry', land({ defender: [inf('d', 5, 1, { joined: true })] }), 'defender[0].joined'],
    ['unknown id in the casualty order', land({ policy: { casualtyOrder: { defender: ['zz'] } } }), 'policy.casualtyOrder.defender[0]'],
    ['bad rule setting', land({ rules: { invasionBothWiped: 'maybe' } }), 'rules.invasionBothWiped'],
    ['avoidRate on a land battle', land({ avoidRate: 5 }), 'avoidRate'],
    ['steps on a land battle', land({ steps: [] }), 'steps'],
    ['chain without steps', land({ kind: 'chain' }), 'steps'],
    ['chain step leaving an unknown unit', land({ kind: 'chain', steps: [{ defender: [inf('e', 5)], leave: [{ id: 'zz', count: 1 }] }] }), 'steps[0].leave[0].id'],
    ['invasion without cargo', { game: G, kind: 'invasion', attacker: [fleet('f', 6, 1, { invasionValue: 4 })], defender: [inf('d', 5)] }, 'attacker'],
    ['invasion cargo count', { game: G, kind: 'invasion', attacker: [fleet('f', 6, 1, { invasionValue: 4, cargo: [{ type: 'infantry', count: 0, hitValue: 4 }] })], defender: [inf('d', 5)] }, 'attacker[0].cargo[0].count'],
    ['port defence on infantry', { game: G, kind: 'invasion', attacker: [fleet('f', 6, 1, { invasionValue: 4, cargo: [{ type: 'infantry', count: 1, hitValue: 4 }] })], defender: [inf('d', 5, 1, { portDefenceValue: 3 })] }, 'defender[0].portDefenceValue'],
    ['invasion in Stormy weather', { game: G, kind: 'invasion', weather: 'stormy', attackerNation: 'gb', attacker: [fleet('f', 6, 1, { invasionValue: 4, cargo: [{ type: 'infantry', count: 1, hitValue: 4 }] })], defender: [inf('d', 5)] }, 'weather'],
    ['two commanders on one type', land({ attackerNation: 'fr', commanders: [{ id: 'maj', side: 'attacker', rank: 'major', assignedTo: 'infantry' }, { id: 'min', side: 'attacker', rank: 'minor', assignedTo: 'infantry' }] }), 'commanders[1].assignedTo'],
    ['two Majors of one nation', land({ attackerNation: 'fr', commanders: [{ id: 'm1', side: 'attacker', rank: 'major' }, { id: 'm2', side: 'attacker', rank: 'major' }] }), 'commanders[1].rank'],
    ['commander on fleets in a land battle', land({ attackerNation: 'fr', commanders: [{ id: 'm', side: 'attacker', rank: 'major', assignedTo: 'fleet' }] }), 'commanders[0].assignedTo'],
    ['stealing a unique-unit ability', land({ attackerNation: 'fr', attacker: [{ id: 'a', type: 'infantry', count: 1 }], stolen: [{ nation: 'fr', ability: 'gb:riflemen-attack' }] }), 'stolen[0].ability'],
    ['unknown stolen ability', land({ attackerNation: 'fr', attacker: [{ id: 'a', type: 'infantry', count: 1 }], stolen: [{ nation: 'fr', ability: 'zz:nothing' }] }), 'stolen[0].ability'],
    ['every value 0: endless', land({ attacker: [inf('a', 0)], defender: [inf('d', 0)] }), 'attacker'],
    ['units-needed for an unknown group', land({ query: { unitsNeeded: { id: 'zz', target: 0.8 } } }), 'query.unitsNeeded.id'],
    ['units-needed target above 1', land({ query: { unitsNeeded: { id: 'a', target: 1.5 } } }), 'query.unitsNeeded.target'],
  ];
  for (const [name, input, field] of cases) it(`${name} → ${field || '(top)'}`, () => expect(fieldOf(input)).toBe(field));

  it('the message names the field and the rule', () => {
    try {
      computeImperiumOdds(land({ attacker: [inf('a', 4, 0)] }));
    } catch (e) {
      expect((e as Error).message).toMatch(/^attacker\[0\]\.count: /);
    }
  });
});

describe('values the rulebook omits: MissingDataError naming the table', () => {
  const invasion = {
    game: G,
    kind: 'invasion',
    attackerNation: 'gb',
    defenderNation: 'au',
    attacker: [{ id: 'gb-f', type: 'fleet', count: 2, cargo: [{ type: 'infantry', count: 2 }] }],
    defender: [{ id: 'au-inf', type: 'infantry', count: 2 }, { id: 'au-art', type: 'artillery', count: 1 }],
  };

  it('refuses an invasion until the fleet Invasion value is entered (table invasion-values)', () => {
    let err: unknown;
    try {
      computeImperiumOdds(invasion);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(MissingDataError);
    expect(err).toBeInstanceOf(ImperiumMissingDataError);
    expect((err as MissingDataError).table).toBe('invasion-values');
    expect((err as ImperiumMissingDataError).field).toBe('attacker[0].invasionValue');
    expect((err as Error).message).toMatch(/British Empire: Fleet Invasion value/);
  });

  it('then the Austrian Defence of Port; once both are entered it computes, badged "group"', () => {
    let pack = setCell(NAPOLEONS_IMPERIUM_DATA, templatePack(NAPOLEONS_IMPERIUM_DATA), 'invasion-values', 'gb', 'fleetInvasion', 5);
    let err: unknown;
    try {
      computeImperiumOdds(invasion, { pack });
    } catch (e) {
      err = e;
    }
    expect((err as MissingDataError).table).toBe('invasion-values');
    expect((err as ImperiumMissingDataError).field).toBe('defender[1].portDefenceValue');
    pack = setCell(NAPOLEONS_IMPERIUM_DATA, pack, 'invasion-values', 'au', 'portDefence', 3);
    const r = computeImperiumOdds(invasion, { pack });
    expect(r.attackerWins + r.defenderWins + r.draw).toBeCloseTo(1, 12);
    expect(r.provenance.source).toBe('group');
    expect(r.provenance.values.find((v) => v.field === 'attacker[0].invasionValue')).toMatchObject({ table: 'invasion-values', key: 'gb', column: 'fleetInvasion', value: 5, src: 'group' });
    // GB fleet attack 8 [§13C], British infantry attack 5, Austrian infantry defence 5, artillery 6.
    expect(r.units.attacker[0]).toMatchObject({ value: 8, invasionValue: 5, cargo: [{ value: 5 }] });
    expect(r.units.defender.map((x) => [x.value, x.portDefenceValue])).toEqual([[5, undefined], [6, 3]]);
  });

  it('the rule setting "attack-defence" reads Fleet Attack and Artillery Defence instead (no refusal)', () => {
    const r = computeImperiumOdds({ ...invasion, rules: { invasionFireValues: 'attack-defence' } });
    expect(r.units.attacker[0]?.invasionValue).toBe(8);
    expect(r.units.defender[1]?.portDefenceValue).toBe(6);
    expect(r.provenance.source).toBe('rulebook');
  });

  it('France and Prussia print Defence of Port 4 [Special Abilities Chart]: no refusal for their artillery', () => {
    const r = computeImperiumOdds({ ...invasion, defenderNation: 'fr', attacker: [{ id: 'gb-f', type: 'fleet', count: 2, invasionValue: 5, cargo: [{ type: 'infantry', count: 2 }] }] });
    expect(r.units.defender[1]?.portDefenceValue).toBe(4);
  });

  it('other missing values: Spanish Rain attack (hit-values), camel defence (special-units)', () => {
    const check = (input: unknown, table: string, field: string) => {
      try {
        computeImperiumOdds(input);
      } catch (e) {
        expect(e).toBeInstanceOf(MissingDataError);
        expect((e as MissingDataError).table).toBe(table);
        expect((e as ImperiumMissingDataError).field).toBe(field);
        return;
      }
      throw new Error('expected a MissingDataError');
    };
    check({ game: G, kind: 'land', weather: 'rain', attackerNation: 'sp', attacker: [{ id: 'a', type: 'infantry', count: 2 }], defender: [inf('d', 5)] }, 'hit-values', 'attacker[0].hitValue');
    check({ game: G, kind: 'land', defenderNation: 'ot', attacker: [inf('a', 4)], defender: [{ id: 'cam', type: 'camels', count: 2 }] }, 'special-units', 'defender[0].hitValue');
  });
});

describe('provenance: the weakest source of the values used', () => {
  it('rulebook values only → "rulebook"; an unverified standard value → "unverified"; typed-in values → "group"', () => {
    // French infantry attack 5 [§5] vs Russian infantry defence 6 [§5]: both printed.
    const a = computeImperiumOdds({ game: G, kind: 'land', attackerNation: 'fr', defenderNation: 'ru', attacker: [{ id: 'a', type: 'infantry', count: 2 }], defender: [{ id: 'd', type: 'infantry', count: 2 }] });
    expect(a.provenance.source).toBe('rulebook');
    expect(a.provenance.values.map((v) => v.cite)).toEqual(['§5 (French attack table)', '§5 (Russian defence table)']);
    // Russian infantry attack is the standard 4, not printed for Russia: unverified.
    const b = computeImperiumOdds({ game: G, kind: 'land', attackerNation: 'ru', defenderNation: 'fr', attacker: [{ id: 'a', type: 'infantry', count: 2 }], defender: [{ id: 'd', type: 'infantry', count: 2 }] });
    expect(b.provenance.source).toBe('unverified');
    expect(computeImperiumOdds(land()).provenance.source).toBe('group');
  });
});

describe('look-ups: weather, stolen abilities, commanders of one nation only', () => {
  const au = (extra: Record<string, unknown> = {}) => ({ game: G, kind: 'land', attackerNation: 'au', defenderNation: 'pr', attacker: [{ id: 'au-cav', type: 'cavalry', count: 2 }], defender: [{ id: 'pr-inf', type: 'infantry', hitValue: 5, count: 2 }], ...extra });
  it('TC-32 example 2: Austria’s spy brings home Prussian Cavalry Attack 7 — Austrian cavalry attacks at 7 instead of 6 [§43]', () => {
    expect(computeImperiumOdds(au()).units.attacker[0]?.value).toBe(6);
    const r = computeImperiumOdds(au({ stolen: [{ nation: 'au', ability: 'pr:cavalry-attack' }] }));
    expect(r.units.attacker[0]?.value).toBe(7);
    expect(r.provenance.values.find((v) => v.table === 'special-abilities')).toMatchObject({ key: 'pr:cavalry-attack', value: 7 });
  });
  it('Rain: the Rain row (Austrian cavalry attack 6 in Rain); a stolen 7 applies by the rule setting A38', () => {
    expect(computeImperiumOdds(au({ weather: 'rain' })).units.attacker[0]?.value).toBe(6);
    const stolen = { weather: 'rain', stolen: [{ nation: 'au', ability: 'pr:cavalry-attack' }] };
    expect(computeImperiumOdds(au(stolen)).units.attacker[0]?.value).toBe(7);
    expect(computeImperiumOdds(au({ ...stolen, rules: { stolenAbilityInRain: 'fine-only' } })).units.attacker[0]?.value).toBe(6);
    // French Rain: cavalry attack 8 (better), infantry attack 4 (less) [§46].
    const fr = computeImperiumOdds({ game: G, kind: 'land', weather: 'rain', attackerNation: 'fr', attacker: [{ id: 'i', type: 'infantry', count: 1 }, { id: 'c', type: 'cavalry', count: 1 }], defender: [inf('d', 5)] });
    expect(fr.units.attacker.map((g) => g.value)).toEqual([4, 8]);
    // Snow and Stormy do not change hit values.
    expect(computeImperiumOdds(au({ weather: 'snow' })).units.attacker[0]?.value).toBe(6);
  });
  it('a combined fleet fights at each nation’s values; a commander boosts only its own nation’s fleets [§22D, §22E]', () => {
    const r = computeImperiumOdds({
      game: G, kind: 'sea', attackerNation: 'gb', defenderNation: 'fr',
      attacker: [{ id: 'gb-f', type: 'fleet', count: 3 }, { id: 'no-f', type: 'fleet', nation: 'no', joined: true, count: 2 }],
      defender: [{ id: 'fr-f', type: 'fleet', count: 4 }],
      commanders: [{ id: 'gb-major', side: 'attacker', rank: 'major', assignedTo: 'fleet' }],
    });
    expect(r.units.attacker.map((g) => [g.id, g.value])).toEqual([['gb-f', 9], ['no-f', 7]]);
    expect(r.casualtyOrder.attacker).toEqual(['no-f', 'gb-f']);
    expect(r.seaPrize?.attacker?.length).toBe(5); // at most the 4 French fleets sunk
  });
});

describe('warnings read as the table says them', () => {
  it('a commander assigned to a unit type its side lacks is named by nation and rank, not by id or code', () => {
    const r = computeImperiumOdds(land({ attackerNation: 'fr', defenderNation: 'au', commanders: [{ id: 'fr-major', side: 'attacker', rank: 'major', nation: 'fr', assignedTo: 'artillery' }] }));
    expect(r.warnings).toContain('The French Major Commander is assigned to artillery, but the attacker has no French artillery here: no bonus.');
  });
});
