// Armies, Boxes and Force Pools: the Full Campaign set-up [8.3], the distribution's nationality and box-limit
// rules [12.6, 12.6.1, 12.6.2], the War of 1812 Box [13.6.4], Strategic Movement [13.3, 13.6.5], Military
// Operation and Military Support placement [13.1, 13.2, 13.6.2, 13.6.3], replacements [12.5], retreat [13.4.5];
// and the actions in a campaign: refusals say why and change nothing.
import { describe, expect, it } from 'vitest';
import { makeHeader } from '../../engine/campaign';
import { completeSettings } from '../../engine/settings';
import { setCell, templatePack, type CellValue, type DataPack } from '../../data/tables';
import {
  BOX_1812, DENMARK_NORWAY, NAVY_RESERVE, capitalOf, transfer, transferCheck, limitCheck, milOpCheck, movePieces, nationalityCheck, placementCheck, poolCount, rearSpace, replacementsDue,
  setupForces, strategicCheck, supportCheck, unitsIn, type Forces,
} from './forces';
import { COV_ACTIONS } from './actions';
import { congressOfVienna as cov } from './module';
import { CONGRESS_OF_VIENNA_DATA as DATA } from './tables';
import type { CovState } from './state';

const base = () => templatePack(DATA);
const set = (p: DataPack, rows: Array<[table: string, key: string, col: string, v: CellValue]>) => rows.reduce((q, [t, k, c, v]) => setCell(DATA, q, t, k, c, v), p);
const full = (p = base()) => setupForces(p, 'full-campaign');
const peace = { armistice: false, austriaAtWar: false, generalissimo: 'none' as const };

describe('Full Campaign set-up [8.3]', () => {
  const f = full();
  it('every Army block in its space with its units, the War of 1812 Box with one British fleet', () => {
    expect(f.armies['portugal']).toEqual({ space: 'Portugal', pieces: { BR: 4, PT: 2, SP: 2 }, removed: false });
    expect(f.armies['northern']!.pieces).toEqual({ RU: 3, PR: 1 });
    expect(f.armies['grande-armee']).toMatchObject({ space: 'Poland', pieces: { FR: 1 } });
    expect(f.armies['sicily']!.pieces).toEqual({});
    expect(f.boxes[BOX_1812]).toEqual({ FLEET: 1 });
    expect(f.armies['scheldt']).toBeUndefined(); // only with OHR 15.3
    expect(setupForces(base(), 'full-campaign', { landingInHolland: true }).armies['scheldt']).toMatchObject({ space: 'Scheldt', pieces: {} });
  });
  it('the totals on the map: France 15 units; Russia 6 + 1 Prussian; Austria 3; Britain 5 + 2 Portuguese + 4 Spanish and 1 fleet', () => {
    const total = (ks: string[], piece: string) => ks.reduce((a, k) => a + ((f.armies[k]?.pieces as Record<string, number>)[piece] ?? 0), 0);
    const all = Object.keys(f.armies);
    expect(total(all, 'FR')).toBe(15);
    expect(total(all, 'RU')).toBe(6);
    expect(total(all, 'PR')).toBe(1);
    expect(total(all, 'AU')).toBe(3);
    expect(total(all, 'BR')).toBe(5);
    expect(total(all, 'PT')).toBe(2);
    expect(total(all, 'SP')).toBe(4);
  });
  it('each Army controls its space; Paris is French', () => {
    expect(f.control).toMatchObject({ Paris: 'FR', Poland: 'FR', 'Léon': 'FR', Portugal: 'allied', Polesia: 'allied', Prussia: 'FR', 'East Prussia': 'allied' });
  });
});

describe('Distribution: nationality and box limits [12.6]', () => {
  it('who may go where', () => {
    const p = base();
    expect(nationalityCheck(p, 'SW', 'northern')).toBeNull();
    expect(nationalityCheck(p, 'SW', 'silesia')).toMatch(/Northern Army only/);
    expect(nationalityCheck(p, 'PT', 'portugal')).toBeNull();
    expect(nationalityCheck(p, 'PT', 'eastern')).toMatch(/Army of Portugal only.*\[12\.6\]/);
    expect(nationalityCheck(p, 'SP', 'eastern')).toBeNull();
    expect(nationalityCheck(p, 'SP', 'sicily')).toMatch(/Army of Portugal or the Eastern Army/);
    expect(nationalityCheck(p, 'PR', 'silesia')).toBeNull();
    expect(nationalityCheck(p, 'BR', BOX_1812)).toBeNull();
    expect(nationalityCheck(p, 'AU', BOX_1812)).toMatch(/War of 1812 Box/);
    expect(nationalityCheck(p, 'FLEET', NAVY_RESERVE)).toBeNull();
    expect(nationalityCheck(p, 'FLEET', 'sicily')).toBeNull();
    expect(nationalityCheck(p, 'FLEET', 'portugal')).toMatch(/Royal Navy Reserve, Sicily or the War of 1812 Box/);
    expect(nationalityCheck(p, 'FR', 'spain')).toBeNull();
    expect(nationalityCheck(p, 'FR', 'portugal')).toMatch(/any French Army/);
  });
  it('the Grande Armée holds 16 and the Army of Portugal 10 [13.6.1.3]; the others’ limits are the group’s table', () => {
    const p = base();
    let f = full(p);
    f = movePieces(f, { piece: 'FR', count: 14, from: 'pool', to: 'grande-armee' });
    expect(unitsIn(f.armies['grande-armee']!.pieces)).toBe(15);
    expect(limitCheck(p, f, 'FR', 'grande-armee', 1)).toBeNull();
    expect(limitCheck(p, f, 'FR', 'grande-armee', 2)).toMatch(/holds at most 16 units; it has 15.*\[12\.6\.1\]/);
    expect(limitCheck(p, f, 'BR', 'portugal', 2)).toBeNull(); // 8 + 2 = 10
    expect(limitCheck(p, f, 'BR', 'portugal', 3)).toMatch(/at most 10 units; it has 8/);
    expect(limitCheck(p, f, 'RU', 'silesia', 1)).toMatch(/box limit.*not entered.*"Armies and their box limits"/);
    const q = set(p, [['armies', 'silesia', 'unitLimit', 4]]);
    expect(limitCheck(q, f, 'RU', 'silesia', 1)).toBeNull(); // 3 + 1
    expect(limitCheck(q, f, 'RU', 'silesia', 2)).toMatch(/at most 4 units; it has 3/);
  });
  it('the War of 1812 Box: 4 British fleets, 2 British units, 7 US militia; Sicily 3 fleets [12.6.2, 13.6.4]', () => {
    const p = base();
    const f = full(p);
    expect(limitCheck(p, f, 'FLEET', BOX_1812, 3)).toBeNull();
    expect(limitCheck(p, f, 'FLEET', BOX_1812, 4)).toMatch(/at most 4 British fleets; it has 1/);
    expect(limitCheck(p, f, 'BR', BOX_1812, 2)).toBeNull();
    expect(limitCheck(p, f, 'BR', BOX_1812, 3)).toMatch(/at most 2 British units/);
    expect(limitCheck(p, f, 'US', BOX_1812, 7)).toBeNull();
    expect(limitCheck(p, f, 'US', BOX_1812, 8)).toMatch(/at most 7 US militia/);
    expect(limitCheck(p, f, 'FLEET', 'sicily', 3)).toBeNull();
    expect(limitCheck(p, f, 'FLEET', 'sicily', 4)).toMatch(/at most 3 fleets/);
    expect(limitCheck(p, f, 'FLEET', NAVY_RESERVE, 40)).toBeNull();
  });
  it('the Force Pool is the group’s total less the pieces on the board; without the total it names the table', () => {
    const p = base();
    const f = full(p);
    expect(poolCount(p, f, 'FR')).toBeNull();
    expect(placementCheck(p, f, { piece: 'FR', count: 1, from: 'pool', to: capitalOf('FR') })).toMatch(/not entered.*"Pieces by nationality"/);
    const q = set(p, [['force-pools', 'fr', 'total', 20]]);
    expect(poolCount(q, f, 'FR')).toBe(5);
    expect(placementCheck(q, f, { piece: 'FR', count: 5, from: 'pool', to: capitalOf('FR') })).toBeNull();
    expect(placementCheck(q, f, { piece: 'FR', count: 6, from: 'pool', to: capitalOf('FR') })).toMatch(/France's Force Pool has 5 French pieces, not 6/);
    expect(placementCheck(q, f, { piece: 'FR', count: 1, from: 'pool', to: capitalOf('RU') })).toMatch(/wait in Paris/);
    // A loss goes back to the pool, which grows.
    const g = movePieces(f, { piece: 'FR', count: 2, from: 'spain', to: 'pool' });
    expect(poolCount(q, g, 'FR')).toBe(7);
    expect(g.armies['spain']!.pieces).toEqual({ FR: 4 });
  });
});

describe('Strategic Movement [13.3]', () => {
  const p = set(base(), [['armies', 'silesia', 'unitLimit', 8], ['armies', 'northern', 'unitLimit', 8], ['armies', 'eastern', 'unitLimit', 6], ['armies', 'spain', 'unitLimit', 10], ['force-pools', 'fr', 'total', 30]]);
  it('up to two units per Power, one Army or two; fleets free for Britain', () => {
    const f = full(p);
    expect(strategicCheck(p, f, 'RU', { piece: 'RU', count: 2, from: 'northern', to: 'silesia' })).toBeNull();
    expect(strategicCheck(p, f, 'RU', { piece: 'RU', count: 3, from: 'northern', to: 'silesia' })).toMatch(/2 units of Strategic Movement/);
    const used: Forces = { ...f, moved: { ...f.moved, RU: 1 } };
    expect(strategicCheck(p, used, 'RU', { piece: 'PR', count: 1, from: 'northern', to: 'silesia' })).toBeNull();
    expect(strategicCheck(p, used, 'RU', { piece: 'RU', count: 2, from: 'northern', to: 'silesia' })).toMatch(/1 of the 2 units.*2 more are too many/);
    const fleets = movePieces(f, { piece: 'FLEET', count: 6, from: 'pool', to: NAVY_RESERVE });
    expect(strategicCheck(p, { ...fleets, moved: { ...f.moved, BR: 2 } }, 'BR', { piece: 'FLEET', count: 3, from: NAVY_RESERVE, to: 'sicily' })).toBeNull();
  });
  it('no Army stripped of its last unit; the Grande Armée in Paris keeps 4 [13.6.5]', () => {
    const f = full(p);
    expect(strategicCheck(p, f, 'FR', { piece: 'FR', count: 1, from: 'naples', to: 'spain' })).toMatch(/strip Army of Naples of its last unit/);
    expect(strategicCheck(p, f, 'BR', { piece: 'BR', count: 1, from: 'eastern', to: 'portugal' })).toBeNull();
    const inParis = movePieces({ ...f, armies: { ...f.armies, 'grande-armee': { ...f.armies['grande-armee']!, space: 'Paris' } } }, { piece: 'FR', count: 3, from: 'pool', to: 'grande-armee' });
    expect(strategicCheck(p, inParis, 'FR', { piece: 'FR', count: 1, from: 'grande-armee', to: 'spain' })).toMatch(/may not fall below 4 units/);
    expect(strategicCheck(p, f, 'FR', { piece: 'RU', count: 1, from: 'northern', to: 'silesia' })).toMatch(/not France's to move/);
    expect(strategicCheck(p, f, 'FR', { piece: 'FR', count: 1, from: 'pool', to: 'spain' })).toMatch(/already on the board/);
  });
});

describe('Military Operations and Military Support [13.1, 13.2]', () => {
  const p = base();
  const f = full(p);
  it('with an Army of its nation holding a unit or fleet; one per Army', () => {
    expect(milOpCheck(p, f, 'BR', 'portugal', peace)).toBeNull();
    expect(milOpCheck(p, f, 'BR', 'spain', peace)).toMatch(/BR Military Operation goes with a BR Army/);
    expect(milOpCheck(p, f, 'AU', 'tyrol', peace)).toMatch(/Austria is not at war/);
    expect(milOpCheck(p, f, 'AU', 'tyrol', { ...peace, austriaAtWar: true })).toMatch(/no unit or fleet of its own/);
    expect(milOpCheck(p, f, 'BR', 'sicily', peace)).toMatch(/no unit or fleet/);
    const oneFleet = movePieces(f, { piece: 'FLEET', count: 1, from: 'pool', to: 'sicily' });
    expect(milOpCheck(p, oneFleet, 'BR', 'sicily', peace)).toMatch(/Sicily needs at least one British unit and one fleet/);
    expect(milOpCheck(p, f, 'FR', 'naples', peace)).toMatch(/never place a Military Operation to attack Sicily/);
    const placed: Forces = { ...f, milOps: { portugal: ['br-military-operation-1'] } };
    expect(milOpCheck(p, placed, 'BR', 'portugal', peace)).toMatch(/one per Army/);
    expect(milOpCheck(p, f, 'RU', 'russian-persian-war', peace)).toBeNull();
  });
  it('the Armistice closes Fronts A, B and F; the Generalissimo takes one Mil-Op for Silesia and Bohemia', () => {
    expect(milOpCheck(p, f, 'RU', 'silesia', { ...peace, armistice: true })).toMatch(/Armistice.*Fronts A, B and F/);
    expect(milOpCheck(p, f, 'FR', 'elbe', { ...peace, armistice: true })).toMatch(/Armistice/);
    expect(milOpCheck(p, f, 'FR', 'spain', { ...peace, armistice: true })).toBeNull();
    const one: Forces = { ...f, milOps: { silesia: ['ru-military-operation-1'] } };
    expect(milOpCheck(p, one, 'AU', 'bohemia', { armistice: false, austriaAtWar: true, generalissimo: 'RU' })).toMatch(/Generalissimo.*only one/);
    expect(milOpCheck(p, one, 'AU', 'bohemia', { armistice: false, austriaAtWar: true, generalissimo: 'none' })).toBeNull();
  });
  it('the War of 1812 Box: the US Mil-Op keeps the French and British out [13.1]', () => {
    expect(milOpCheck(p, f, 'BR', BOX_1812, peace)).toBeNull(); // a British fleet is there
    expect(milOpCheck(p, f, 'FR', BOX_1812, peace)).toMatch(/France has no US militia/);
    const us: Forces = { ...f, milOps: { [BOX_1812]: ['us-military-operation'] } };
    expect(milOpCheck(p, us, 'BR', BOX_1812, peace)).toMatch(/US Military Operation is in the War of 1812 Box/);
    expect(milOpCheck(p, f, 'US', 'portugal', peace)).toMatch(/always placed in the War of 1812 Box/);
  });
  it('one Military Support per Army, two on the Grande Armée with Napoleon; one British and one French in the War of 1812 Box', () => {
    expect(supportCheck(p, f, 'FR', 'grande-armee', true)).toBeNull();
    const one: Forces = { ...f, support: { 'grande-armee': { FR: 1 }, spain: { FR: 1 }, [BOX_1812]: { BR: 1 } } };
    expect(supportCheck(p, one, 'FR', 'grande-armee', true)).toBeNull();
    expect(supportCheck(p, one, 'FR', 'grande-armee', false)).toMatch(/at most 1 .*2 only with Napoleon/);
    expect(supportCheck(p, one, 'FR', 'spain', true)).toMatch(/at most 1 Military Support marker/);
    expect(supportCheck(p, one, 'FR', BOX_1812, true)).toBeNull();
    expect(supportCheck(p, one, 'BR', BOX_1812, true)).toMatch(/already has the British marker/);
    expect(supportCheck(p, f, 'RU', 'bohemia', true)).toMatch(/Army of its own Power/);
  });
});

describe('Replacements [12.5] and retreat [13.4.5]', () => {
  it('a controlled replacement space yields its piece; Paris stays French; Spanish only while a French Army is in Spain', () => {
    const p0 = base();
    expect(replacementsDue(p0, full(p0), false).missing).toMatch(/Replacement icon.*"Military Map spaces"/);
    const p = set(p0, [
      ['map-spaces', 'Paris', 'replacement', 'fr'],
      ['map-spaces', 'Prussia', 'replacement', 'pr'],
      ['map-spaces', 'Southern Spain', 'replacement', 'sp'],
      ['map-spaces', 'Southern Spain', 'nation', 'sp'],
      ['map-spaces', 'Léon', 'nation', 'sp'],
      ['map-spaces', 'Polesia', 'replacement', 'ru'],
      ['force-pools', 'fr', 'total', 16],
      ['force-pools', 'pr', 'total', 2],
      ['force-pools', 'sp', 'total', 5],
      ['force-pools', 'ru', 'total', 6],
    ]);
    const f = full(p);
    const { due } = replacementsDue(p, { ...f, control: { ...f.control, Paris: 'allied' } }, false);
    const by = Object.fromEntries(due.map((d) => [d.space, d]));
    expect(by['Paris']).toMatchObject({ piece: 'FR', taken: true });
    expect(by['Prussia']).toMatchObject({ taken: false, reason: 'Prussia is French-controlled' });
    expect(by['Southern Spain']).toMatchObject({ piece: 'SP', taken: true });
    expect(by['Polesia']).toMatchObject({ taken: false, reason: 'the Force Pool has no Russian piece' });
    // No French Army in Spain: the Spanish replacement is not taken.
    const out: Forces = { ...f, armies: { ...f.armies, spain: { ...f.armies['spain']!, space: 'Gascony' } } };
    expect(replacementsDue(p, out, false).due.find((d) => d.space === 'Southern Spain')).toMatchObject({ taken: false, reason: 'no French Army is in a space within Spain' });
  });
  it('Allies retreat toward their Start Space, France toward Paris, from the map’s order', () => {
    const p = set(base(), [['map-spaces', 'Portugal', 'order', 1], ['map-spaces', 'Léon', 'order', 2], ['map-spaces', 'Castile', 'order', 3]]);
    const f = full(p);
    expect(rearSpace(p, f, 'spain')).toBe('Castile');
    const adv: Forces = { ...f, armies: { ...f.armies, portugal: { ...f.armies['portugal']!, space: 'Léon' }, spain: { ...f.armies['spain']!, space: 'Castile' } } };
    expect(rearSpace(p, adv, 'portugal')).toBe('Portugal');
    expect(rearSpace(base(), f, 'spain')).toBeNull(); // order not entered
  });
  it('Front D does not end on Paris: the Army of the Mediterranean falls back from the Pyrenees to Toulouse [13.6.1.3]', () => {
    const p = set(base(), [['map-spaces', 'Southern Spain', 'order', 1], ['map-spaces', 'Valencia', 'order', 2], ['map-spaces', 'Catalonia', 'order', 3], ['map-spaces', 'Pyrenees', 'order', 4], ['map-spaces', 'Pyrenees', 'front', 'D']]);
    const f = full(p);
    const at = (space: string): Forces => ({ ...f, armies: { ...f.armies, mediterranean: { ...f.armies['mediterranean']!, space } } });
    expect(rearSpace(p, at('Catalonia'), 'mediterranean')).toBe('Pyrenees');
    // The Rulebook's Pyrenees-Toulouse (the withdrawal of 13.6.1.3), not Paris.
    expect(rearSpace(p, at('Pyrenees'), 'mediterranean')).toBe('Toulouse');
    expect(rearSpace(set(p, [['map-spaces', 'Pyrenees', 'neighbours', null]]), at('Pyrenees'), 'mediterranean')).toBeNull();
  });
  // "Allied Armies retreat toward their Home Front Start spaces" [13.4.5]; Front A's Allied Armies set up in Polesia and
  // Vienna [8.3], both next to Poland: with both entered at the first position, Silesia alone goes back toward Polesia,
  // Silesia and Bohemia together have no one home space and the group names it (null here: the battle asks it).
  it('Front A: Silesia alone retreats toward Polesia; Silesia and Bohemia together leave the space to the group [13.4.5, 8.3]', () => {
    const p = set(base(), [['map-spaces', 'Polesia', 'order', 1], ['map-spaces', 'Vienna', 'order', 1], ['map-spaces', 'Poland', 'order', 2], ['map-spaces', 'Silesia', 'order', 3], ['map-spaces', 'Silesia', 'front', 'A']]);
    const f = full(p);
    const put = (silesia: string, bohemia: string): Forces => ({ ...f, armies: { ...f.armies, silesia: { ...f.armies['silesia']!, space: silesia }, bohemia: { ...f.armies['bohemia']!, space: bohemia } } });
    expect(rearSpace(p, put('Poland', 'Vienna'), 'silesia')).toBe('Polesia');
    expect(rearSpace(p, put('Poland', 'Poland'), 'silesia')).toBeNull();
    expect(rearSpace(p, put('Poland', 'Poland'), 'bohemia')).toBeNull();
    // One space behind them, nothing to choose.
    expect(rearSpace(p, put('Silesia', 'Silesia'), 'silesia')).toBe('Poland');
  });
});

describe('The forces actions in a campaign', () => {
  const header = (pack: DataPack) =>
    makeHeader({
      id: 'cov-f', game: 'congress-of-vienna', scenario: 'full-campaign', players: [{ name: 'Ann', powers: ['FR', 'RU', 'BR', 'AU'] }],
      settings: completeSettings(cov, { rules: {}, dataPack: pack }), seed: 1, createdAt: '2026-12-01T10:00:00.000Z', appVersion: 'test',
    });
  const at = (pack: DataPack, stepId: string, extra: Partial<CovState> = {}): CovState => {
    const h = header(pack);
    const s = cov.setup(h, { rules: h.settings.rules as Record<string, string | boolean>, data: pack });
    return { ...s, data: pack, ...extra, position: { turn: 2, stepId } };
  };
  const run = (s: CovState, type: string, payload: unknown): { why: string | null; s: CovState } => {
    const a = COV_ACTIONS[type]!;
    const why = a.validate(s, a.schema.parse(payload), header(packOf(s)));
    return why ? { why, s } : { why: null, s: a.apply(s, a.schema.parse(payload), { dice: [], header: header(packOf(s)) } as never) };
  };
  const packOf = (s: CovState) => s.data!;

  it('a Military Operation placed only if won and paid; Strategic Movement counts two units', () => {
    const pack = set(base(), [['armies', 'silesia', 'unitLimit', 8]]);
    let s = at(pack, 'military-operations', { militaryOperations: ['br-military-operation-1'], napoleonInDiplomacy: true });
    expect(run(s, 'cov.forces.mil-op', { issue: 'fr-military-operation-1', holder: 'spain' }).why).toMatch(/not won and paid.*used in the Diplomacy Phase/);
    expect(run(s, 'cov.forces.mil-op', { issue: 'br-military-operation-1', holder: 'spain' }).why).toMatch(/BR Army/);
    s = run(s, 'cov.forces.mil-op', { issue: 'br-military-operation-1', holder: 'portugal' }).s;
    expect(s.forces.milOps).toEqual({ portugal: ['br-military-operation-1'] });
    expect(run(s, 'cov.forces.mil-op', { issue: 'br-military-operation-1', holder: 'portugal' }).why).toMatch(/already placed/);

    s = { ...s, position: { turn: 2, stepId: 'strategic-movement' } };
    s = run(s, 'cov.forces.move', { piece: 'RU', count: 2, from: 'northern', to: 'silesia' }).s;
    expect(s.forces.moved.RU).toBe(2);
    expect(s.forces.armies['silesia']!.pieces).toEqual({ RU: 5 });
    expect(run(s, 'cov.forces.move', { piece: 'PR', count: 1, from: 'northern', to: 'silesia' }).why).toMatch(/2 of the 2 units/);
  });
  it('Military Support: only what was bought', () => {
    const s = at(base(), 'military-support', { militarySupport: { FR: 1, RU: 0, BR: 0, AU: 0 } });
    expect(run(s, 'cov.forces.support', { power: 'RU', holder: 'silesia' }).why).toMatch(/Russia has no Military Support marker left/);
    const t = run(s, 'cov.forces.support', { power: 'FR', holder: 'spain' }).s;
    expect(t.forces.support).toEqual({ spain: { FR: 1 } });
    expect(run(t, 'cov.forces.support', { power: 'FR', holder: 'grande-armee' }).why).toMatch(/no Military Support marker left/);
  });
  it('an Army retreats only into the next space to its rear when the map order is known; the Grande Armée never leaves Paris', () => {
    const pack = set(base(), [['map-spaces', 'Portugal', 'order', 1], ['map-spaces', 'Léon', 'order', 2], ['map-spaces', 'Castile', 'order', 3]]);
    const s = at(pack, 'battles');
    expect(run(s, 'cov.forces.army', { army: 'spain', space: 'Gascony', why: 'retreat' }).why).toMatch(/next space to its rear, Castile/);
    const t = run(s, 'cov.forces.army', { army: 'portugal', space: 'Léon', why: 'advance' }).s;
    expect(t.forces.armies['portugal']!.space).toBe('Léon');
    expect(t.forces.control['Léon']).toBe('allied');
    const paris: CovState = { ...s, forces: { ...s.forces, armies: { ...s.forces.armies, 'grande-armee': { ...s.forces.armies['grande-armee']!, space: 'Paris' } } } };
    expect(run(paris, 'cov.forces.army', { army: 'grande-armee', space: 'Alsace', why: 'retreat' }).why).toMatch(/never leaves/);
  });
  it('the turn reset clears markers and Strategic Movement, keeps the Armies', () => {
    const s = at(base(), 'victory-check');
    const moved: CovState = { ...s, forces: { ...s.forces, milOps: { portugal: ['x'] }, support: { spain: { FR: 1 } }, moved: { FR: 2, RU: 0, BR: 0, AU: 0 } } };
    const n = cov.nextTurn(moved, header(base()));
    expect(n.forces.milOps).toEqual({});
    expect(n.forces.support).toEqual({});
    expect(n.forces.moved.FR).toBe(0);
    expect(n.forces.armies['portugal']).toEqual(s.forces.armies['portugal']);
  });

  it('a battle’s end: one nationality’s losses removed at once, the others left to allocate; the loser retreats and the winner advances by the map’s order [13.4.4, 13.4.5]', () => {
    const pack = set(base(), [['map-spaces', 'Portugal', 'order', 1], ['map-spaces', 'Léon', 'order', 2], ['map-spaces', 'Castile', 'order', 3]]);
    let s = at(pack, 'military-operations');
    const input = {
      game: 'congress-of-vienna', front: 'C',
      french: { army: 'spain', milOp: false, units: { FR: 6 }, space: { id: 'Léon', nation: 'SP' } },
      allied: { army: 'portugal', owner: 'BR', milOp: true, units: { BR: 4, PT: 2, SP: 2 }, space: { id: 'Portugal', nation: 'PT' } },
      lossTrack: { french: [[8, 1], [14, 2]], allied: [[8, 1], [15, 2]] },
    };
    s = run(s, 'cov.battle.declare', { input }).s;
    s = { ...s, position: { turn: 2, stepId: 'battles' } };
    const id = s.battles[0]!.id;
    const decide = (action: unknown) => (s = run(s, 'cov.battle.decide', { id, action }).s);
    while (s.battles[0]!.battle.step === 'withdrawal') decide({ type: 'withdraw', side: s.battles[0]!.battle.side, withdraw: false });
    decide({ type: 'cards', side: s.battles[0]!.battle.side, cards: [] });
    decide({ type: 'cards', side: s.battles[0]!.battle.side, cards: [] });
    decide({ type: 'losses', french: 1, allied: 2 });
    const r = s.battles[0]!.battle.result!;
    expect(r.winner).toBe('allied');
    expect(s.forces.armies['spain']).toMatchObject({ space: 'Castile', pieces: { FR: 4 } });
    expect(s.forces.armies['portugal']).toMatchObject({ space: 'Léon', pieces: { BR: 4, PT: 2, SP: 2 } });
    expect(s.forces.control['Léon']).toBe('allied');
    expect(s.battles[0]!.armies!.done).toEqual(['Army of Spain: 2 French units to the Force Pool [13.4.4].', 'Army of Spain retreats to Castile; Army of Portugal advances into Léon [13.4.5].']);
    // Three nationalities: the Allied loss waits for the owner's choice (cov.battle.losses), no line to do.
    expect(s.battles[0]!.armies!.todo).toEqual([]);
    expect(s.battles[0]!.armies!.owed).toEqual({ allied: { holders: ['portugal'], count: 1, chooser: 'the owner (BR)' } });
  });

  it('the Army of Portugal (British, Spanish, Portuguese) loses 2: the owner chooses them by nationality, refused with the reason when impossible, logged [13.4.4]', () => {
    let s = at(base(), 'military-operations');
    const input = {
      game: 'congress-of-vienna', front: 'C',
      french: { army: 'spain', milOp: false, units: { FR: 6 }, space: { id: 'Léon', nation: 'SP' } },
      allied: { army: 'portugal', owner: 'BR', milOp: true, units: { BR: 4, PT: 2, SP: 2 }, space: { id: 'Portugal', nation: 'PT' } },
    };
    s = run(s, 'cov.battle.declare', { input }).s;
    s = { ...s, position: { turn: 2, stepId: 'battles' } };
    const id = s.battles[0]!.id;
    const pieces = s.forces.armies['portugal']!.pieces;
    expect(pieces).toEqual({ BR: 4, PT: 2, SP: 2 });
    // Before the battle ends nothing is owed.
    expect(run(s, 'cov.battle.losses', { id, side: 'allied', units: { BR: 2 } }).why).toBe('No loss of the Allies in the battle on Front C (Portugal) is waiting to be chosen.');
    const decide = (action: unknown) => (s = run(s, 'cov.battle.decide', { id, action }).s);
    while (s.battles[0]!.battle.step === 'withdrawal') decide({ type: 'withdraw', side: s.battles[0]!.battle.side, withdraw: false });
    decide({ type: 'cards', side: s.battles[0]!.battle.side, cards: [] });
    decide({ type: 'cards', side: s.battles[0]!.battle.side, cards: [] });
    decide({ type: 'losses', french: 2, allied: 2 });
    expect(s.battles[0]!.battle.result!.lost).toEqual({ french: 2, allied: 2 });
    // One nationality in the Army of Spain: taken at once. Portugal's 2 wait for the owner, Britain.
    expect(s.forces.armies['spain']!.pieces).toEqual({ FR: 4 });
    expect(s.forces.armies['portugal']!.pieces).toEqual({ BR: 4, PT: 2, SP: 2 });
    expect(s.battles[0]!.armies!.owed).toEqual({ allied: { holders: ['portugal'], count: 2, chooser: 'the owner (BR)' } });
    expect(s.battles[0]!.armies!.todo).toEqual([]);
    const losses = (side: string, units: unknown) => run(s, 'cov.battle.losses', { id, side, units });
    expect(losses('french', { FR: 2 }).why).toBe('No loss of France in the battle on Front C (Portugal) is waiting to be chosen.');
    expect(losses('allied', { BR: 1 }).why).toBe('The battle killed 2 units of Army of Portugal: choose 2, not 1 [13.4.4].');
    expect(losses('allied', { BR: 1, SP: 1, PT: 1 }).why).toBe('The battle killed 2 units of Army of Portugal: choose 2, not 3 [13.4.4].');
    expect(losses('allied', { PT: 3 }).why).toBe('Army of Portugal has 2 Portuguese units, not 3.');
    expect(losses('allied', { RU: 1, BR: 1 }).why).toBe('Army of Portugal has 0 Russian units, not 1.');
    expect(losses('allied', { FLEET: 1, BR: 1 }).why).toBe('The battle killed units of Army of Portugal, not fleets: choose among its units [13.4.4].');
    expect(run(s, 'cov.battle.losses', { id: 99, side: 'allied', units: { BR: 2 } }).why).toBe('There is no such battle.');
    expect(COV_ACTIONS['cov.battle.losses']!.title(s, { id, side: 'allied', units: { SP: 1, PT: 1 } }, {} as never)).toBe('Front C (Portugal): Army of Portugal loses 2 units (1 Spanish, 1 Portuguese) to the Force Pool, chosen by the owner (BR) [13.4.4]');
    // The Battles step waits for the choice [13.4.4].
    expect(cov.canLeaveStep!(s, header(base()))).toBe("The owner (BR) chooses the 2 units Army of Portugal lost on Front C (Portugal) first (the battle's result) [13.4.4].");
    const before = s;
    const done = losses('allied', { SP: 1, PT: 1 });
    expect(done.why).toBeNull();
    expect(done.s.forces.armies['portugal']!.pieces).toEqual({ BR: 4, PT: 1, SP: 1 });
    expect(done.s.battles[0]!.armies!.owed).toBeUndefined();
    expect(cov.canLeaveStep!(done.s, header(base()))).toBeNull();
    expect(run(done.s, 'cov.battle.losses', { id, side: 'allied', units: { BR: 2 } }).why).toBe('No loss of the Allies in the battle on Front C (Portugal) is waiting to be chosen.');
    // The Force Pool gains them (the pool is the group's totals less the board).
    const pool = set(base(), [['force-pools', 'sp', 'total', 8], ['force-pools', 'pt', 'total', 8]]);
    expect([poolCount(pool, done.s.forces, 'SP')! - poolCount(pool, before.forces, 'SP')!, poolCount(pool, done.s.forces, 'PT')! - poolCount(pool, before.forces, 'PT')!]).toEqual([1, 1]);
    // Undo folds the log without the action: the state before it still owes the losses.
    expect(before.battles[0]!.armies!.owed!.allied!.count).toBe(2);
    expect(before.forces.armies['portugal']!.pieces).toEqual({ BR: 4, PT: 2, SP: 2 });
    // Losses that take every unit of a mixed Army leave no choice.
    let t = at(base(), 'military-operations');
    t = { ...t, forces: { ...t.forces, armies: { ...t.forces.armies, portugal: { ...t.forces.armies['portugal']!, pieces: { BR: 1, PT: 1 } } } } };
    t = run(t, 'cov.battle.declare', { input: { ...input, allied: { ...input.allied, units: { BR: 1, PT: 1 } } } }).s;
    t = { ...t, position: { turn: 2, stepId: 'battles' } };
    const d2 = (action: unknown) => (t = run(t, 'cov.battle.decide', { id: t.battles[0]!.id, action }).s);
    while (t.battles[0]!.battle.step === 'withdrawal') d2({ type: 'withdraw', side: t.battles[0]!.battle.side, withdraw: false });
    d2({ type: 'cards', side: t.battles[0]!.battle.side, cards: [] });
    d2({ type: 'cards', side: t.battles[0]!.battle.side, cards: [] });
    d2({ type: 'losses', french: 3, allied: 0 });
    expect(t.battles[0]!.armies!.owed).toBeUndefined();
    expect(t.forces.armies['portugal']!.pieces).toEqual({});
    expect(t.battles[0]!.armies!.done).toContain('Army of Portugal: all its 2 units (1 British, 1 Portuguese) to the Force Pool [13.4.4].');
  });
});

describe('Special transfers [13.6.1.3, 13.6.3, 13.6.5]', () => {
  it('the Army of Portugal enters Toulouse: the Mediterranean joins the Grande Armée up to 16, the Eastern Army joins Portugal up to 10, the rest to the Force Pools', () => {
    const p = base();
    let f = full(p);
    expect(transferCheck(p, f, 'toulouse')).toMatch(/not in Toulouse/);
    f = movePieces(f, { piece: 'FR', count: 13, from: 'pool', to: 'grande-armee' }); // 14
    f = { ...f, armies: { ...f.armies, portugal: { ...f.armies['portugal']!, space: 'Toulouse' } } };
    const r = transfer(p, f, 'toulouse');
    expect(r.forces.armies['grande-armee']!.pieces).toEqual({ FR: 16 });
    expect(r.forces.armies['mediterranean']).toMatchObject({ removed: true, pieces: {} });
    expect(unitsIn(r.forces.armies['portugal']!.pieces)).toBe(10);
    expect(r.forces.armies['eastern']!.removed).toBe(true);
    expect(r.log[0]).toBe('4 French from Army of the Mediterranean: 2 to Grande Armée, 2 to the Force Pool (over its limit of 16).');
    expect(transferCheck(p, r.forces, 'toulouse')).toMatch(/already left play/);
  });
  it('the Eastern Army joins the Army of Portugal alone only once the Army of the Mediterranean has lost all its units or left the Pyrenees for Toulouse', () => {
    const p = base();
    const f = full(p);
    const med = (m: Partial<Forces['armies'][string]>): Forces => ({ ...f, armies: { ...f.armies, mediterranean: { ...f.armies['mediterranean']!, ...m } } });
    expect(transferCheck(p, f, 'eastern-to-portugal')).toBe('The Army of the Mediterranean still has 4 units in Valencia: the Eastern Army joins the Army of Portugal only once it has lost them all or left the Pyrenees for Toulouse [13.6.1.3].');
    expect(transferCheck(p, med({ space: 'Pyrenees' }), 'eastern-to-portugal')).toMatch(/still has 4 units in Pyrenees/);
    expect(transferCheck(p, med({ space: 'Toulouse' }), 'eastern-to-portugal')).toBeNull();
    expect(transferCheck(p, med({ pieces: {} }), 'eastern-to-portugal')).toBeNull();
    expect(transferCheck(p, med({ removed: true }), 'eastern-to-portugal')).toBeNull();
    // The Army of Portugal in Toulouse: the Toulouse transfer, not this one, carries the Eastern Army.
    const toulouse: Forces = { ...med({ pieces: {} }), armies: { ...med({ pieces: {} }).armies, portugal: { ...f.armies['portugal']!, space: 'Toulouse' } } };
    expect(transferCheck(p, toulouse, 'toulouse')).toBeNull();
    expect(transferCheck(p, toulouse, 'eastern-to-portugal')).toMatch(/Army of Portugal is in Toulouse/);
    expect(transferCheck(p, transfer(p, med({ pieces: {} }), 'eastern-to-portugal').forces, 'eastern-to-portugal')).toMatch(/already left play/);
  });
  it('a landing in Naples: the Army of Sicily in Naples, Britain +3 VP, the Army of Naples into the Army of Italy; impossible once Austria holds Italy', () => {
    const p = set(base(), [['armies', 'italy', 'unitLimit', 6]]);
    const f = full(p);
    const r = transfer(p, f, 'naples-landing');
    expect(r.vp).toEqual([{ power: 'BR', vp: 3, source: 'Landing in Naples', rule: '13.6.3' }]);
    expect(r.forces.armies['sicily']!.space).toBe('Naples');
    expect(r.forces.control['Naples']).toBe('allied');
    expect(r.forces.armies['italy']!.pieces).toEqual({ FR: 2 });
    expect(r.forces.armies['naples']!.removed).toBe(true);
    const italy: Forces = { ...f, control: { ...f.control, Italy: 'allied' } };
    expect(transferCheck(p, italy, 'naples-landing')).toMatch(/Austria controls Italy/);
    expect(transfer(p, italy, 'naples-by-italy').vp).toEqual([{ power: 'AU', vp: 2, source: 'Austria controls Italy before a British landing in Naples', rule: '13.6.3' }]);
  });
  it('a French Army retreats into Paris: the Grande Armée to Paris (it absorbs the French there), Silesia and Bohemia to Alsace', () => {
    const p = base();
    let f = full(p);
    f = { ...f, armies: { ...f.armies, spain: { ...f.armies['spain']!, space: 'Paris' } } };
    const r = transfer(p, f, 'grande-armee-to-paris');
    expect(r.forces.armies['grande-armee']).toMatchObject({ space: 'Paris', pieces: { FR: 7 } });
    expect(r.forces.armies['spain']!.removed).toBe(true);
    expect([r.forces.armies['silesia']!.space, r.forces.armies['bohemia']!.space]).toEqual(['Alsace', 'Alsace']);
    expect(transferCheck(p, r.forces, 'grande-armee-to-paris')).toMatch(/already in Paris/);
  });
});

describe('OHR 15.2: the Denmark/Norway Box', () => {
  const p = base();
  const on = setupForces(p, 'full-campaign', { denmarkNorwayBox: true });
  it('in play only with the rule; France controls it at first; 6 Coalition and 4 French units at most', () => {
    expect(full(p).boxes[DENMARK_NORWAY]).toBeUndefined();
    expect(on.boxes[DENMARK_NORWAY]).toEqual({});
    expect(on.control['Denmark/Norway']).toBe('FR');
    expect(nationalityCheck(p, 'AU', DENMARK_NORWAY)).toMatch(/Only French, Russian, Prussian and Swedish/);
    const f = movePieces(movePieces(on, { piece: 'FR', count: 4, from: 'pool', to: DENMARK_NORWAY }), { piece: 'RU', count: 5, from: 'pool', to: DENMARK_NORWAY });
    expect(limitCheck(p, f, 'FR', DENMARK_NORWAY, 1)).toMatch(/at most 4 French units; it has 4/);
    expect(limitCheck(p, f, 'SW', DENMARK_NORWAY, 1)).toBeNull();
    expect(limitCheck(p, f, 'PR', DENMARK_NORWAY, 2)).toMatch(/at most 6 Coalition .* units; it has 5/);
  });
  it('a Military Operation only against enemy units there, one at most; French units stay once Hanover is lost', () => {
    expect(milOpCheck(p, on, 'RU', DENMARK_NORWAY, peace)).toMatch(/No enemy unit/);
    const f = movePieces(movePieces(on, { piece: 'FR', count: 2, from: 'pool', to: DENMARK_NORWAY }), { piece: 'RU', count: 1, from: 'pool', to: DENMARK_NORWAY });
    expect(milOpCheck(p, f, 'RU', DENMARK_NORWAY, peace)).toBeNull();
    expect(milOpCheck(p, f, 'BR', DENMARK_NORWAY, peace)).toMatch(/Only a French or Russian/);
    expect(milOpCheck(p, { ...f, milOps: { [DENMARK_NORWAY]: ['fr-military-operation-1'] } }, 'RU', DENMARK_NORWAY, peace)).toMatch(/one Military Operation/);
    const q = set(p, [['armies', 'elbe', 'unitLimit', 8]]);
    expect(strategicCheck(q, { ...f, control: { ...f.control, Hanover: 'FR' } }, 'FR', { piece: 'FR', count: 1, from: DENMARK_NORWAY, to: 'elbe' })).toBeNull();
    expect(strategicCheck(q, { ...f, control: { ...f.control, Hanover: 'allied' } }, 'FR', { piece: 'FR', count: 1, from: DENMARK_NORWAY, to: 'elbe' })).toMatch(/may not leave the Denmark\/Norway Box/);
  });
});
