// Congress of Vienna's pieces as the rules move them: British fleets taken off the map by demobilisation, the
// war at sea and Pax Britannica [10.2, 10.3, 12.4.11]; recruitment, Minor Country and card units from the
// Force Pools [12.4.6, 12.4.9]; Military Operations (Napoleon's free one, paired fronts) [12.4.4, 13.1, 13.6.1];
// Armies advancing together and control behind an Army [4.2, 13.6.2]. Refusals say why and change nothing.
import { describe, expect, it } from 'vitest';
import { Campaign, makeHeader } from '../../engine/campaign';
import { completeSettings } from '../../engine/settings';
import { cellOf, setCell, templatePack, type CellValue, type DataPack } from '../../data/tables';
import { congressOfVienna as cov } from './module';
import { CONGRESS_OF_VIENNA_DATA as DATA } from './tables';
import { fleetsOnMap, movePieces, poolCount } from './forces';
import { actingNow, type CovState } from './state';

const set = (p: DataPack, rows: Array<[table: string, key: string, col: string, v: CellValue]>) => rows.reduce((q, [t, k, c, v]) => setCell(DATA, q, t, k, c, v), p);
/** The group's piece totals, as a table might enter them from the Force Pool boxes (test values, not the board's). */
const POOLS: Array<[string, number]> = [['fr', 40], ['us-militia', 7], ['ru', 20], ['pr', 6], ['au', 14], ['br', 12], ['br-fleets', 8], ['sp', 6], ['pt', 4]];
const packWithPools = (p = templatePack(DATA)) => set(p, POOLS.map(([k, n]) => ['force-pools', k, 'total', n] as [string, string, string, CellValue]));

function campaign(pack: DataPack = packWithPools()): Campaign<CovState> {
  const header = makeHeader({
    id: 'cov-moves', game: 'congress-of-vienna', scenario: 'full-campaign',
    players: [{ name: 'Ann', powers: ['FR'] }, { name: 'Bo', powers: ['RU', 'AU'] }, { name: 'Cy', powers: ['BR'] }],
    settings: completeSettings(cov, { rules: {}, dataPack: pack }), seed: 1814, createdAt: '2026-12-02T08:00:00.000Z', appVersion: 'test',
  });
  return Campaign.create(cov, header);
}
const ctx = (c: Campaign<CovState>, faces: number[][] = []) => ({ header: c.header, dice: faces.map((f) => ({ purpose: '', count: f.length, sides: 6, faces: f, source: 'table' as const })) });
const act = (c: Campaign<CovState>, s: CovState, type: string, p: unknown, faces: number[][] = []) => {
  const def = cov.actions[type]!;
  const why = def.validate(s, p as never, c.header);
  if (why) throw new Error(why);
  return def.apply(s, p as never, ctx(c, faces));
};
const refusal = (c: Campaign<CovState>, s: CovState, type: string, p: unknown) => (type === 'sequence.next' ? cov.canLeaveStep!(s, c.header) : cov.actions[type]!.validate(s, p as never, c.header));

describe('British fleet demobilisation takes the fleets off the map [10.3]', () => {
  it('four fleets from three places: two pairs, 1 VP and 1 Resource; the fleets are in the Force Pool', () => {
    const c = campaign();
    let f = c.state.forces; // the War of 1812 Box holds the set-up's one fleet [8.3]
    f = movePieces(f, { piece: 'FLEET', count: 2, from: 'pool', to: 'sicily' });
    f = movePieces(f, { piece: 'FLEET', count: 1, from: 'pool', to: 'royal-navy-reserve' });
    const s: CovState = { ...c.state, forces: f, position: { turn: 1, stepId: 'fleet-demobilisation' } };
    expect([fleetsOnMap(s.forces), poolCount(s.data!, s.forces, 'FLEET')]).toEqual([4, 4]);
    const from = [{ holder: 'sicily', count: 2 }, { holder: 'royal-navy-reserve', count: 1 }, { holder: 'war-of-1812', count: 1 }];
    const t = act(c, s, 'cov.fleets.demobilise', { from, resources: 1 });
    expect([fleetsOnMap(t.forces), poolCount(t.data!, t.forces, 'FLEET')]).toEqual([0, 8]);
    expect([t.vp.BR, t.adjustments.BR.fleetDemobilisation]).toEqual([6, 1]);
    expect(cov.actions['cov.fleets.demobilise']!.title(s, { from, resources: 1 } as never, ctx(c))).toBe('Britain demobilises 4 fleets (2 from Army of Sicily, 1 from the Royal Navy Reserve, 1 from the War of 1812 Box) to its Force Pool: 1 VP and 1 Resource [10.3]');
  });
  it('refuses fleets that are not there, and fewer than two', () => {
    const c = campaign();
    const s: CovState = { ...c.state, position: { turn: 1, stepId: 'fleet-demobilisation' } };
    expect(refusal(c, s, 'cov.fleets.demobilise', { from: [{ holder: 'sicily', count: 2 }], resources: 0 })).toMatch(/Army of Sicily has 0 British fleets, not 2; Britain has 1 on the map/);
    expect(refusal(c, s, 'cov.fleets.demobilise', { from: [{ holder: 'war-of-1812', count: 1 }], resources: 0 })).toMatch(/two or more fleets/);
  });
});

describe('The war at sea eliminates a British fleet: Britain chooses which [10.2]', () => {
  const withSea = (c: Campaign<CovState>, sea: string, f = c.state.forces): CovState => ({
    ...c.state, forces: f, position: { turn: 1, stepId: 'initial-environment' },
    iet: { first: 1, second: 1, column: 1, row: 1, power: null, usMilitia: null, usMilOp: null, sea, rerollPending: false, log: [] },
  });
  it('Next waits for Britain to name the fleet; the fleet leaves the map', () => {
    const c = campaign();
    const s = withSea(c, 'br-fleet-minus', movePieces(c.state.forces, { piece: 'FLEET', count: 1, from: 'pool', to: 'royal-navy-reserve' }));
    expect(refusal(c, s, 'sequence.next', {})).toMatch(/Britain chooses which one leaves the map first/);
    expect(refusal(c, s, 'cov.iet.fleet-lost', { holder: 'sicily' })).toMatch(/Army of Sicily has 0 British fleets/);
    const t = act(c, s, 'cov.iet.fleet-lost', { holder: 'royal-navy-reserve' });
    expect([t.forces.boxes['royal-navy-reserve']?.FLEET ?? 0, t.forces.boxes['war-of-1812']?.FLEET, t.iet?.fleetLost]).toEqual([0, 1, 'royal-navy-reserve']);
    expect(refusal(c, t, 'cov.iet.fleet-lost', { holder: 'war-of-1812' })).toMatch(/was taken from the Royal Navy Reserve/);
    expect(refusal(c, t, 'sequence.next', {})).toBeNull();
  });
  it('no fleet on the map: the result is ignored; another result eliminates none', () => {
    const c = campaign();
    const none = withSea(c, 'br-fleet-minus', movePieces(c.state.forces, { piece: 'FLEET', count: 1, from: 'war-of-1812', to: 'pool' }));
    expect(refusal(c, none, 'sequence.next', {})).toBeNull();
    expect(refusal(c, withSea(c, 'br-resource-plus'), 'cov.iet.fleet-lost', { holder: 'war-of-1812' })).toMatch(/eliminated no British fleet/);
  });
});

describe('Recruitment takes its pieces from the Force Pool to the Capital [12.4.9.1, 12.4.9.2]', () => {
  const funding = (c: Campaign<CovState>, power: 'FR' | 'RU' | 'BR' | 'AU', gold: 'FR' | 'RU' | 'BR' | 'AU', extra: Partial<CovState> = {}): CovState => ({
    ...c.state, ...extra, position: { turn: 2, stepId: 'funding' }, goldPawn: gold,
    issues: { ...c.state.issues, [`recruitment-${power.toLowerCase()}`]: { at: 'track', power, d: 3 } },
  });
  const fund = (power: string, recruits?: unknown) => ({ power, paid: [`recruitment-${power.toLowerCase()}`], militarySupport: 0, soundGovernment: false, libAbsExtra: 0, ...(recruits ? { recruits } : {}) });
  it('Britain: one British unit and one Spanish, Portuguese or fleet; −1 VP', () => {
    const c = campaign();
    const s = funding(c, 'BR', 'FR');
    expect(refusal(c, s, 'cov.fund', fund('BR', { BR: 2 }))).toMatch(/one British unit and one Spanish unit, Portuguese unit or British fleet/);
    expect(refusal(c, s, 'cov.fund', fund('BR', { SP: 1, PT: 1 }))).toMatch(/the second piece is one Spanish unit, one Portuguese unit or one British fleet/);
    expect(refusal(c, s, 'cov.fund', fund('BR', { BR: 1, SP: 1, PT: 1 }))).toMatch(/up to 2 pieces, not 3/);
    const t = act(c, s, 'cov.fund', fund('BR', { BR: 1, FLEET: 1 }));
    expect(t.forces.boxes['capital:BR']).toEqual({ BR: 1, FLEET: 1 });
    expect(t.vp.BR).toBe(4);
    expect(poolCount(t.data!, t.forces, 'FLEET')).toBe(6);
  });
  it('Russia: one Prussian at most, never Swedish; Austria its own units, no VP lost while neutral', () => {
    const c = campaign();
    const s = funding(c, 'RU', 'AU');
    expect(refusal(c, s, 'cov.fund', fund('RU', { PR: 2 }))).toMatch(/one Prussian unit instead of Russian ones, not 2/);
    expect(refusal(c, s, 'cov.fund', fund('RU', { SW: 1 }))).toMatch(/Swedish units are never recruited/);
    const t = act(c, s, 'cov.fund', fund('RU', { RU: 1, PR: 1 }));
    expect(t.forces.boxes['capital:RU']).toEqual({ RU: 1, PR: 1 });
    const a = act(c, funding(c, 'AU', 'BR'), 'cov.fund', fund('AU'));
    expect([a.forces.boxes['capital:AU'], a.vp.AU]).toEqual([{ AU: 2 }, 5]);
  });
  it('France may put one US militia straight into the War of 1812 Box', () => {
    const c = campaign();
    const s = funding(c, 'FR', 'RU');
    expect(refusal(c, s, 'cov.fund', fund('FR', { US: 2 }))).toMatch(/one US militia instead of French units, not 2/);
    const t = act(c, s, 'cov.fund', fund('FR', { FR: 1, US: 1 }));
    expect([t.forces.boxes['capital:FR'], t.forces.boxes['war-of-1812']]).toEqual([{ FR: 1 }, { FLEET: 1, US: 1 }]);
  });
  it('a piece the Force Pool lacks is refused; named recruits need the Issue funded', () => {
    const c = campaign(set(packWithPools(), [['force-pools', 'br', 'total', 5]])); // all five British units are on the map
    const s = funding(c, 'BR', 'FR');
    expect(refusal(c, s, 'cov.fund', fund('BR', { BR: 1, SP: 1 }))).toMatch(/Force Pool has 0 British pieces, not 1/);
    expect(refusal(c, s, 'cov.fund', { ...fund('BR', { SP: 1 }), paid: [] })).toMatch(/names recruits only when funding its own Recruitment/);
    // Named none: the Force Pool's own units as far as they go (here no British unit, so a Spanish one).
    expect(act(c, s, 'cov.fund', fund('BR')).forces.boxes['capital:BR']).toEqual({ SP: 1 });
  });
});

describe('A Minor Country’s unit: when its space is under the winner’s side’s control [12.4.6]', () => {
  const won = (c: Campaign<CovState>, control: 'FR' | 'allied'): CovState => ({
    ...c.state, position: { turn: 2, stepId: 'funding' }, goldPawn: 'AU',
    issues: { ...c.state.issues, poland: { at: 'track', power: 'RU', d: 2 } },
    forces: { ...c.state.forces, control: { ...c.state.forces.control, Poland: control } },
  });
  const fund = (minorUnits?: unknown) => ({ power: 'RU', paid: ['poland'], militarySupport: 0, soundGovernment: false, libAbsExtra: 0, ...(minorUnits ? { minorUnits } : {}) });
  it('Poland French-controlled: no unit, said in the log', () => {
    const c = campaign();
    const s = won(c, 'FR');
    const t = act(c, s, 'cov.fund', fund());
    expect(t.forces.boxes['capital:RU']).toEqual({});
    expect(cov.actions['cov.fund']!.title(s, fund() as never, ctx(c))).toMatch(/Poland: no unit \(Poland is French-controlled\)/);
  });
  it('Poland Allied: a Russian unit to St. Petersburg, or a Prussian one by Russia’s choice', () => {
    const c = campaign();
    expect(act(c, won(c, 'allied'), 'cov.fund', fund()).forces.boxes['capital:RU']).toEqual({ RU: 1 });
    expect(act(c, won(c, 'allied'), 'cov.fund', fund({ poland: 'PR' })).forces.boxes['capital:RU']).toEqual({ PR: 1 });
  });
  it('Russia’s choice refused where illegal, with the reason: a unit its Force Pool lacks, another Power choosing, an Issue not funded', () => {
    // 1 Prussian unit in the game, and it stands with the Northern Army: none in the Force Pool.
    const c = campaign(set(packWithPools(), [['force-pools', 'pr', 'total', 1]]));
    const s = won(c, 'allied');
    expect(refusal(c, s, 'cov.fund', fund({ poland: 'PR' }))).toBe('Russia’s Force Pool has no Prussian unit for Poland: choose a Russian one [12.4.6].');
    expect(refusal(c, s, 'cov.fund', fund({ poland: 'RU' }))).toBeNull();
    expect(refusal(c, s, 'cov.fund', { ...fund({ saxony: 'PR' }) })).toBe('Russia chooses a unit only for a Minor Country Issue it funds: Saxony is not funded [12.4.6].');
    expect(refusal(c, s, 'cov.fund', { ...fund({ 'recruitment-ru': 'PR' }), paid: ['poland', 'recruitment-ru'] })).toMatch(/is not a Minor Country Issue \[12\.4\.6\]/);
    const auFirst = (['FR', 'RU', 'BR', 'AU'] as const).map((g) => ({ ...s, goldPawn: g })).find((x) => actingNow(x)[0] === 'AU')!;
    expect(refusal(c, auFirst, 'cov.fund', { ...fund({ poland: 'RU' }), power: 'AU' })).toBe('Only Russia chooses its Minor Country unit (a Russian or a Prussian one); Austria receives its own [12.4.6].');
    // No Russian unit left but a Prussian one: the default (Russian) is refused, Prussian taken.
    const noRu = campaign(set(packWithPools(), [['force-pools', 'ru', 'total', 6]]));
    expect(refusal(noRu, won(noRu, 'allied'), 'cov.fund', fund())).toBe('Russia’s Force Pool has no Russian unit for Poland: choose a Prussian one [12.4.6].');
    expect(act(noRu, won(noRu, 'allied'), 'cov.fund', fund({ poland: 'PR' })).forces.boxes['capital:RU']).toEqual({ PR: 1 });
    // Poland French: no unit either way, nothing to refuse.
    expect(refusal(c, won(c, 'FR'), 'cov.fund', fund({ poland: 'PR' }))).toBeNull();
  });
});

describe('minorCountryUnit: whose control gives a Minor Country’s unit [12.4.6, 13.5, digest 10.10]', () => {
  // The rulebook's Poland example: Russia's Army of Silesia takes Poland; Austria, neutral, wins the Poland Issue.
  const taken = (c: Campaign<CovState>, rules: Record<string, string>): CovState => {
    let s: CovState = { ...c.state, rules: { ...c.state.rules, ...rules }, position: { turn: 2, stepId: 'battles' } };
    s = act(c, s, 'cov.forces.army', { army: 'silesia', space: 'Poland', why: 'advance' });
    return first({ ...s, position: { turn: 3, stepId: 'funding' }, issues: { ...s.issues, poland: { at: 'track', power: 'AU', d: 2 } } }, 'AU');
  };
  /** The state with the gold pawn where `power` funds first. */
  const first = (s: CovState, power: string) => (['FR', 'RU', 'BR', 'AU'] as const).map((g) => ({ ...s, goldPawn: g })).find((x) => actingNow(x)[0] === power)!;
  const fund = (power: string) => ({ power, paid: ['poland'], militarySupport: 0, soundGovernment: false, libAbsExtra: 0 });
  it('the board records who took Poland: Russia, whose Army of Silesia advanced into it', () => {
    const c = campaign();
    expect(taken(c, {}).takenBy?.['Poland']).toEqual(['RU']);
  });
  it('by default Allied control suffices: Austria receives a unit (the Poland example); with "own-army" it does not, and says why', () => {
    const c = campaign();
    const s = taken(c, {});
    expect(act(c, s, 'cov.fund', fund('AU')).forces.boxes['capital:AU']).toEqual({ AU: 1 });
    const own = taken(c, { minorCountryUnit: 'own-army' });
    expect(act(c, own, 'cov.fund', fund('AU')).forces.boxes['capital:AU']).toEqual({});
    expect(cov.actions['cov.fund']!.title(own, fund('AU') as never, ctx(c))).toMatch(/Poland: no unit \(Poland was taken by Russia’s Army, not Austria’s/);
    // Russia, whose Army took it, still receives one under that reading.
    const ru = first({ ...own, issues: { ...own.issues, poland: { at: 'track', power: 'RU', d: 2 } } }, 'RU');
    expect(act(c, ru, 'cov.fund', fund('RU')).forces.boxes['capital:RU']).toEqual({ RU: 1 });
  });
  it('control recorded by hand with no Army there: "own-army" gives no unit, saying the app does not know who took it', () => {
    const c = campaign();
    let s: CovState = { ...c.state, rules: { ...c.state.rules, minorCountryUnit: 'own-army' }, position: { turn: 2, stepId: 'battles' } };
    s = act(c, s, 'cov.forces.control', { space: 'Poland', side: 'allied' });
    s = first({ ...s, position: { turn: 3, stepId: 'funding' }, issues: { ...s.issues, poland: { at: 'track', power: 'RU', d: 2 } } }, 'RU');
    expect(s.takenBy?.['Poland']).toBeUndefined();
    expect(cov.actions['cov.fund']!.title(s, fund('RU') as never, ctx(c))).toMatch(/Poland: no unit \(which Power’s Army took Poland is not known: no Allied Army on the board stands in it or beyond it/);
  });
  it('control typed by hand, then Russia’s own Army stands in Poland: the board says whose Army holds it — Russia’s unit, not Austria’s [4.2, 12.4.6]', () => {
    const c = campaign();
    let s: CovState = { ...c.state, rules: { ...c.state.rules, minorCountryUnit: 'own-army' }, position: { turn: 2, stepId: 'battles' } };
    s = act(c, s, 'cov.forces.control', { space: 'Poland', side: 'allied' });
    s = act(c, s, 'cov.forces.army', { army: 'silesia', space: 'Poland', why: 'advance' });
    // Poland was Allied already: nothing recorded who took it.
    expect(s.takenBy?.['Poland']).toBeUndefined();
    const ru = first({ ...s, position: { turn: 3, stepId: 'funding' }, issues: { ...s.issues, poland: { at: 'track', power: 'RU', d: 2 } } }, 'RU');
    expect(act(c, ru, 'cov.fund', fund('RU')).forces.boxes['capital:RU']).toEqual({ RU: 1 });
    const au = first({ ...s, position: { turn: 3, stepId: 'funding' }, issues: { ...s.issues, poland: { at: 'track', power: 'AU', d: 2 } } }, 'AU');
    expect(act(c, au, 'cov.fund', fund('AU')).forces.boxes['capital:AU']).toEqual({});
    expect(cov.actions['cov.fund']!.title(au, fund('AU') as never, ctx(c))).toMatch(/Poland: no unit \(Poland was taken by Russia’s Army, not Austria’s/);
  });
});

describe('Units a card gives come from the Force Pool [10.1, 5.3, 12.6]', () => {
  it('to the Capital for the distribution, or where the card says within the limits; another Power’s pieces refused', () => {
    const c = campaign();
    const s: CovState = { ...c.state, position: { turn: 1, stepId: 'rounds' } };
    const t = act(c, s, 'cov.forces.receive', { power: 'RU', pieces: { RU: 2 }, source: 'card', card: 'Blücher' });
    expect(t.forces.boxes['capital:RU']).toEqual({ RU: 2 });
    expect(cov.actions['cov.forces.receive']!.title(s, { power: 'RU', pieces: { RU: 2 }, source: 'card', card: 'Blücher' } as never, ctx(c))).toBe('Russia: 2 Russian from the Force Pool to St. Petersburg, by the card Blücher [5.3, 12.6]');
    expect(refusal(c, s, 'cov.forces.receive', { power: 'RU', pieces: { FR: 1 }, source: 'card', card: 'x' })).toMatch(/French pieces come from France’s Force Pool, not Russia’s/);
    expect(refusal(c, s, 'cov.forces.receive', { power: 'RU', pieces: { RU: 1 }, source: 'initial-situation', card: 'A-2' })).toMatch(/while its bands are carried out/);
    expect(refusal(c, s, 'cov.forces.receive', { power: 'BR', pieces: { PT: 1 }, source: 'card', card: 'x', to: 'eastern' })).toMatch(/Army of Portugal only/);
    expect(refusal(c, s, 'cov.forces.receive', { power: 'RU', pieces: { RU: 21 }, source: 'card', card: 'x' })).toBeTruthy();
  });
});

describe('Military Operations: Napoleon’s free one [12.4.4, 13.1]', () => {
  const war = (c: Campaign<CovState>, extra: Partial<CovState> = {}): CovState => ({ ...c.state, position: { turn: 2, stepId: 'military-operations' }, ...extra });
  it('Napoleon available after Turn 1: France places a French Mil-Op not activated this turn, at no Resource', () => {
    const c = campaign();
    const s = war(c, { militaryOperations: ['fr-military-operation-1'] });
    const def = cov.actions['cov.forces.mil-op']!;
    expect(refusal(c, s, 'cov.forces.mil-op', { issue: 'fr-military-operation-2', holder: 'spain' })).toBeNull();
    expect(def.title(s, { issue: 'fr-military-operation-2', holder: 'spain' } as never, ctx(c))).toMatch(/Napoleon’s free one, no Resource\) placed with Army of Spain \[13\.1, 12\.4\.4\]/);
    const t = act(c, s, 'cov.forces.mil-op', { issue: 'fr-military-operation-2', holder: 'spain' });
    expect(refusal(c, t, 'cov.forces.mil-op', { issue: 'fr-military-operation-2', holder: 'italy' })).toMatch(/already placed/);
  });
  it('not on Turn 1, not when Napoleon served in the Diplomacy Phase, none when both French markers are activated', () => {
    const c = campaign();
    expect(refusal(c, { ...war(c), position: { turn: 1, stepId: 'military-operations' } }, 'cov.forces.mil-op', { issue: 'fr-military-operation-1', holder: 'spain' })).toMatch(/not on Turn 1/);
    expect(refusal(c, war(c, { napoleonInDiplomacy: true }), 'cov.forces.mil-op', { issue: 'fr-military-operation-1', holder: 'spain' })).toMatch(/used in the Diplomacy Phase/);
    const both = war(c, { militaryOperations: ['fr-military-operation-1', 'fr-military-operation-2'] });
    const t = act(c, act(c, both, 'cov.forces.mil-op', { issue: 'fr-military-operation-1', holder: 'spain' }), 'cov.forces.mil-op', { issue: 'fr-military-operation-2', holder: 'elbe' });
    expect(Object.values(t.forces.milOps).flat().sort()).toEqual(['fr-military-operation-1', 'fr-military-operation-2']);
  });
  it('neutral Austria’s Armies: not attacked by the Army of Italy while Austria is neutral; at war, or with the rule setting, they are', () => {
    const at = (rules: Record<string, string>, extra: Partial<CovState> = {}) => war(campaign(), { militaryOperations: ['fr-military-operation-1'], rules, ...extra });
    const c = campaign();
    const s = at({});
    const before = JSON.stringify(s);
    expect(refusal(c, s, 'cov.forces.mil-op', { issue: 'fr-military-operation-1', holder: 'italy' })).toBe('Austria is neutral: France may not attack Army of Tyrol before Austria is at war (rule setting “Attacking neutral Austria”) [4.2, 12.4.2, 13.1].');
    expect(JSON.stringify(s)).toBe(before);
    expect(refusal(c, at({}, { austriaAtWar: true }), 'cov.forces.mil-op', { issue: 'fr-military-operation-1', holder: 'italy' })).toBeNull();
    expect(refusal(c, at({ attackNeutralAustria: 'yes' }), 'cov.forces.mil-op', { issue: 'fr-military-operation-1', holder: 'italy' })).toBeNull();
    // An entry an older version logged (the file's legacyEntries) folds as played.
    expect(cov.actions['cov.forces.mil-op']!.validate(s, { issue: 'fr-military-operation-1', holder: 'italy' } as never, c.header, true)).toBeNull();
    // The Armistice still protects Front F under either reading [13.1].
    expect(refusal(c, at({ attackNeutralAustria: 'yes' }, { armistice: 'in-effect' }), 'cov.forces.mil-op', { issue: 'fr-military-operation-1', holder: 'italy' })).toMatch(/Armistice is in effect/);
  });
});

describe('Berthier: additional French units in Strategic Movement [13.3]', () => {
  it('beyond the two units only with Berthier, and only French units', () => {
    const c = campaign(set(packWithPools(), [['armies', 'mediterranean', 'unitLimit', 10]]));
    let s: CovState = { ...c.state, position: { turn: 2, stepId: 'strategic-movement' } };
    s = act(c, s, 'cov.forces.move', { piece: 'FR', count: 2, from: 'spain', to: 'mediterranean' });
    expect(refusal(c, s, 'cov.forces.move', { piece: 'FR', count: 1, from: 'spain', to: 'mediterranean' })).toMatch(/2 of the 2 units/);
    // His card's number is not in the Rulebook: until the group enters it, Berthier moves nothing more.
    expect(refusal(c, s, 'cov.forces.move', { piece: 'FR', count: 1, from: 'spain', to: 'mediterranean', berthier: true })).toBe('How many additional units Berthier moves is printed only on his card: fill in "Strategic Movement: additional units" for #3 Berthier in the table "Leader and Game cards" [13.3].');
    const two = { ...s, data: setCell(DATA, s.data!, 'cards', '3', 'strategicUnits', 2) };
    const t = act(c, two, 'cov.forces.move', { piece: 'FR', count: 2, from: 'spain', to: 'mediterranean', berthier: true });
    expect(t.forces.armies['spain']!.pieces.FR).toBe(2);
    expect(refusal(c, t, 'cov.forces.move', { piece: 'FR', count: 1, from: 'spain', to: 'mediterranean', berthier: true })).toBe('4 of the 4 units of Strategic Movement with Berthier (2, and 2 more by his card as the group entered it) used this turn: 1 more is too many [13.3].');
    expect(refusal(c, two, 'cov.forces.move', { piece: 'RU', count: 1, from: 'northern', to: 'silesia', berthier: true })).toMatch(/additional French units/);
  });
  it('his number is asked before play needs it, marked as missing in the data table, and no longer asked once entered', () => {
    const c = campaign();
    const need = cov.beforeYouPlay!(c.state, c.header).find((n) => n.table === 'cards');
    expect(need).toEqual({ table: 'cards', rows: ['3'], when: 'France’s Strategic Movement with Berthier (War Phase of Turn 1)', why: expect.stringMatching(/printed only on his card \[13\.3\]/) });
    expect(cellOf(c.state.data!, 'cards', '3', 'strategicUnits')).toMatchObject({ v: null, src: 'missing' });
    const filled = setCell(DATA, c.state.data!, 'cards', '3', 'strategicUnits', 3);
    expect(cellOf(filled, 'cards', '3', 'strategicUnits')).toMatchObject({ v: 3, src: 'group' });
    expect(cov.beforeYouPlay!({ ...c.state, data: filled }, c.header).some((n) => n.table === 'cards')).toBe(false);
  });
});

describe('Paired fronts: checked at the instant of battle [13.6.1]', () => {
  const frontB = { game: 'congress-of-vienna', front: 'B', french: { army: 'army-of-the-elbe', milOp: false, units: { FR: 3 } }, allied: { army: 'northern-army', owner: 'RU', milOp: true, units: { RU: 3, PR: 1 } } };
  const atHanover = (c: Campaign<CovState>, saxony: 'FR' | 'allied'): CovState => {
    const f = c.state.forces;
    return {
      ...c.state, position: { turn: 2, stepId: 'battles' },
      forces: { ...f, armies: { ...f.armies, elbe: { ...f.armies['elbe']!, space: 'Hanover' }, northern: { ...f.armies['northern']!, space: 'Pomerania' } }, control: { ...f.control, Saxony: saxony } },
    };
  };
  it('the Northern Army’s attack on Hanover is declared, but not fought while Saxony is French', () => {
    const c = campaign();
    const s = act(c, atHanover(c, 'FR'), 'cov.battle.declare', { input: frontB });
    const id = s.battles[0]!.id;
    expect(refusal(c, s, 'cov.battle.decide', { id, action: { type: 'withdraw', side: 'french', withdraw: false } })).toMatch(/No battle: the Allies must control Saxony to attack Hanover, and Saxony is French at this instant/);
    // Saxony taken on Front A before Front B's battle: the battle goes ahead.
    const t: CovState = { ...s, forces: { ...s.forces, control: { ...s.forces.control, Saxony: 'allied' } } };
    expect(refusal(c, t, 'cov.battle.decide', { id, action: { type: 'withdraw', side: 'french', withdraw: false } })).toBeNull();
    // A French attack is never held back by the pairing.
    const fr = act(c, atHanover(c, 'FR'), 'cov.battle.declare', { input: { ...frontB, french: { ...frontB.french, milOp: true }, allied: { ...frontB.allied, milOp: false } } });
    expect(refusal(c, fr, 'cov.battle.decide', { id: fr.battles[0]!.id, action: { type: 'withdraw', side: 'french', withdraw: false } })).toBeNull();
  });
});

describe('A battle declared from the board [13.1, 13.4.1]', () => {
  it('units and the Military Operation read from the tracked Army when not given; a Mil-Op claimed where none is placed refused', () => {
    const c = campaign();
    const s: CovState = { ...c.state, position: { turn: 2, stepId: 'military-operations' }, militaryOperations: ['br-military-operation-1'] };
    const placed = act(c, s, 'cov.forces.mil-op', { issue: 'br-military-operation-1', holder: 'portugal' });
    const input = { game: 'congress-of-vienna', front: 'C', french: { army: 'army-of-spain' }, allied: { army: 'army-of-portugal', owner: 'BR' } };
    const t = act(c, placed, 'cov.battle.declare', { input });
    expect(t.battles[0]!.battle.input.french).toMatchObject({ units: { FR: 6 }, milOp: false });
    expect(t.battles[0]!.battle.input.allied).toMatchObject({ units: { BR: 4, SP: 2, PT: 2 }, milOp: true });
    expect(refusal(c, placed, 'cov.battle.declare', { input: { ...input, french: { army: 'army-of-spain', milOp: true } } })).toMatch(/Army of Spain has no Military Operation placed this turn/);
    expect(cov.actions['cov.battle.declare']!.title(placed, { input: { ...input, french: { army: 'army-of-spain', units: { FR: 7 } } } } as never, ctx(c))).toMatch(/Army of Spain: declared FR 7, the board shows FR 6/);
  });
});

describe('Armies on the Front: Silesia and Bohemia together; control behind an Army [4.2, 13.6.2]', () => {
  const ordered = () => set(packWithPools(), [
    ['map-spaces', 'Portugal', 'order', 1], ['map-spaces', 'Léon', 'order', 2], ['map-spaces', 'Castile', 'order', 3], ['map-spaces', 'Gascony', 'order', 4], ['map-spaces', 'Toulouse', 'order', 5],
  ]);
  it('the Army of Portugal advancing to Gascony controls Léon and Castile behind it; the Army of Spain falling back keeps Toulouse', () => {
    const c = campaign(ordered());
    let s: CovState = { ...c.state, position: { turn: 2, stepId: 'battles' } };
    s = act(c, s, 'cov.forces.army', { army: 'spain', space: 'Toulouse', why: 'transfer' });
    const title = cov.actions['cov.forces.army']!.title(s, { army: 'portugal', space: 'Gascony', why: 'transfer' } as never, ctx(c));
    s = act(c, s, 'cov.forces.army', { army: 'portugal', space: 'Gascony', why: 'transfer' });
    expect([s.forces.control['Portugal'], s.forces.control['Léon'], s.forces.control['Castile'], s.forces.control['Gascony'], s.forces.control['Toulouse']]).toEqual(['allied', 'allied', 'allied', 'allied', 'FR']);
    expect(title).toBe('Army of Portugal is moved to Gascony; Gascony, Léon, Castile now Allied [13.6, 4.2]');
  });
  it('once Bohemia shares Silesia’s space, moving one moves both', () => {
    const c = campaign();
    const f = c.state.forces;
    let s: CovState = { ...c.state, position: { turn: 3, stepId: 'battles' }, forces: { ...f, armies: { ...f.armies, bohemia: { ...f.armies['bohemia']!, space: f.armies['silesia']!.space } } } };
    const title = cov.actions['cov.forces.army']!.title(s, { army: 'silesia', space: 'Poland', why: 'advance' } as never, ctx(c));
    s = act(c, s, 'cov.forces.army', { army: 'silesia', space: 'Poland', why: 'advance' });
    expect([s.forces.armies['silesia']!.space, s.forces.armies['bohemia']!.space]).toEqual(['Poland', 'Poland']);
    expect(title).toMatch(/^Army of Silesia and Army of Bohemia advance into Poland/);
  });
});

describe('The Army of Portugal enters Toulouse: Britain chooses the Eastern Army units that fit [13.6.1.3]', () => {
  it('room for 2 of 5: the choice is asked, checked and carried out; the rest to the Force Pool', () => {
    const c = campaign(set(packWithPools(), [['armies', 'portugal', 'unitLimit', 10], ['armies', 'grande-armee', 'unitLimit', 16]]));
    const f = c.state.forces;
    const s: CovState = {
      ...c.state, position: { turn: 5, stepId: 'battles' },
      forces: { ...f, armies: { ...f.armies, portugal: { space: 'Toulouse', pieces: { BR: 6, SP: 2 }, removed: false }, eastern: { ...f.armies['eastern']!, pieces: { BR: 2, SP: 3 } } } },
    };
    expect(refusal(c, s, 'cov.forces.transfer', { transfer: 'toulouse' })).toMatch(/Only 2 of the Eastern Army’s 5 units fit in the Army of Portugal: Britain chooses which join/);
    expect(refusal(c, s, 'cov.forces.transfer', { transfer: 'toulouse', keep: { BR: 1 } })).toMatch(/Britain chooses 2, not 1/);
    expect(refusal(c, s, 'cov.forces.transfer', { transfer: 'toulouse', keep: { BR: 3 } })).toMatch(/has 2 British units, not 3/);
    const t = act(c, s, 'cov.forces.transfer', { transfer: 'toulouse', keep: { SP: 2 } });
    expect(t.forces.armies['portugal']!.pieces).toEqual({ BR: 6, SP: 4 });
    expect(t.forces.armies['eastern']!.removed).toBe(true);
    expect(poolCount(t.data!, t.forces, 'BR')).toBe(12 - 6 - (t.forces.armies['sicily']!.pieces.BR ?? 0) - (t.forces.boxes['war-of-1812']!.BR ?? 0));
  });
});

describe('The debate is offered clockwise from the negotiator [11.6]', () => {
  const rounds = (c: Campaign<CovState>): CovState => ({
    ...c.state, position: { turn: 1, stepId: 'rounds' }, round: 1, turnIndex: 0, roundOrder: ['BR', 'AU', 'RU', 'FR'],
    issues: { ...c.state.issues, poland: { at: 'table' } },
  });
  const card = (value: number) => ({ value, nation: 'neutral' });
  it('Britain negotiates: Austria is asked first; Russia debating means Austria declined; nobody debating is logged in turn', () => {
    const c = campaign();
    const s = rounds(c);
    const title = (p: unknown) => cov.actions['cov.negotiate']!.title(s, p as never, ctx(c));
    expect(title({ power: 'BR', issue: 'poland', card: card(3), debate: { debater: 'RU', card: card(2) } })).toMatch(/Austria declines, Russia debates with a 2/);
    expect(title({ power: 'BR', issue: 'poland', card: card(3), debate: { debater: 'FR', card: card(2) } })).toMatch(/Austria and Russia decline, France debates/);
    expect(title({ power: 'BR', issue: 'poland', card: card(3) })).toMatch(/no debate \(asked in turn: Austria, Russia, France\)/);
    expect(refusal(c, s, 'cov.negotiate', { power: 'BR', issue: 'poland', card: card(3), debate: { debater: 'BR', card: card(2) } })).toMatch(/offered to the other Powers, clockwise/);
  });
});
