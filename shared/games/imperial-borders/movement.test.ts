// Phase 2 and Phase 4 movement: the rulebook's Example of Movement (digest EX-5, each step), Spain's plot
// (EX-6), the Ship range (EX-7) and the Cavalry bonus (EX-8), and illegal orders refused with their reason.
import { describe, expect, it } from 'vitest';
import { checkOrder, checkPlot, movementLimits, type LandOrder, type OrderCheck, type SeaOrder } from './movement';
import { dicePack } from './testing';

const L = movementLimits({ data: dicePack() });
const ok = (r: OrderCheck) => {
  if (!r.ok) throw new Error(`refused: ${r.reason}`);
  return r;
};
const no = (r: OrderCheck, why: RegExp) => {
  expect(r.ok).toBe(false);
  if (!r.ok) expect(r.reason).toMatch(why);
};

describe('the data in force', () => {
  it('reads the rulebook’s ranges and Cargo sizes', () => {
    expect(L.landRange).toEqual({ 'half-infantry': 2, 'full-infantry': 2, cavalry: 2, cannon: 2 });
    expect(L.bonus.cavalry).toBe(1);
    expect(L.seaRange).toEqual({ frigate: 6, 'ship-of-the-line': 6 });
    expect(L.capacity).toEqual({ frigate: 2, 'ship-of-the-line': 4 });
  });
});

describe('EX-5 Example of Movement: Austria’s turn [L899-924]', () => {
  // The rulebook names the Ports but never prints the sailing distances (the map stays on the table): Bari is
  // taken as the 2nd sea region and Cagliari as the 5th, within the Frigate's 6. Which Half Infantry boards
  // where is not printed either: one from Slovenia-Croatia at Spalato, one from Naples at Bari.
  const frigate = (o: Partial<SeaOrder> = {}): SeaOrder => ({
    kind: 'sea',
    ships: ['frigate'],
    from: 'Port of Spalato',
    to: 'Port of Cagliari',
    distance: 5,
    stops: [
      { at: 0, port: 'Port of Spalato', load: [{ type: 'half-infantry', order: 'none' }] },
      { at: 2, port: 'Port of Bari', load: [{ type: 'half-infantry', order: 'none' }] },
      { at: 5, port: 'Port of Cagliari', seize: true },
      { at: 5, port: 'Port of Cagliari', unload: true, into: 'Sardinia' },
    ],
    outcome: { end: 'moved' },
    ...o,
  });

  it('1. the Frigate loads at Spalato and Bari (now full), seizes Cagliari, unloads both Half Infantry into Sardinia with Blue Arrows', () => {
    const r = ok(checkOrder(frigate(), L));
    expect(r.moved).toBe(5);
    expect(r.notes.join(' ')).toMatch(/now full \(2 Half Infantry = capacity\)/);
    expect(r.notes.join(' ')).toMatch(/Seizes Port of Cagliari without a roll/);
    expect(r.tags).toEqual([
      { at: 5, region: 'Port of Cagliari', count: 1, colours: ['blue'], what: '1 Frigate', types: { frigate: 1 } },
      { at: 5, region: 'Sardinia', count: 2, colours: ['blue'], what: '2 Half Infantry (unloaded Cargo)', types: { 'half-infantry': 2 } },
    ]);
    // Only the Ship is plotted; Cargo never is.
    expect(r.dots).toEqual({ land: 0, ships: 1 });
  });

  it('1. a third Half Infantry would overload the Frigate; one whose own order pointed elsewhere could not board', () => {
    const third = frigate({ stops: [{ at: 0, load: [{ type: 'half-infantry' }, { type: 'half-infantry' }] }, { at: 2, port: 'Port of Bari', load: [{ type: 'half-infantry' }] }] });
    no(checkOrder(third, L), /Overloaded: 3 Half Infantry need 3 half-places, but 1 Frigate carries 2/);
    const elsewhere = frigate({ stops: [{ at: 0, load: [{ type: 'half-infantry' }] }, { at: 2, port: 'Port of Bari', load: [{ type: 'half-infantry', order: 'elsewhere' }] }] });
    no(checkOrder(elsewhere, L), /order to go elsewhere: boarding would cancel it/);
  });

  it('1. variant: Cagliari already seized by another Nation, the Frigate stops in the Tyrrhenian Sea (Admiral’s Prerogative)', () => {
    const r = ok(checkOrder(frigate({ stops: [{ at: 0, load: [{ type: 'half-infantry' }] }, { at: 2, load: [{ type: 'half-infantry' }] }], outcome: { end: 'stopped', at: 4 } }), L));
    expect(r.moved).toBe(4);
    expect(r.notes.join(' ')).toMatch(/Admiral’s Prerogative/);
    expect(r.notes.join(' ')).toMatch(/Still aboard: 2 Half Infantry/);
  });

  it('2. Cavalry and Half Infantry from Piedmont through Lombardy-Venetia into the White Mountain: the move ends there, no Cavalry bonus', () => {
    const o: LandOrder = {
      kind: 'land',
      forces: ['cavalry', 'half-infantry'],
      from: { name: 'Piedmont', kind: 'territory' },
      path: [{ name: 'Lombardy-Venetia', kind: 'territory' }, { name: 'Alps (bordering Switzerland)', kind: 'white-mountain' }],
      outcome: { end: 'moved' },
    };
    const r = ok(checkOrder(o, L));
    expect(r.moved).toBe(2);
    expect(r.tags).toEqual([{ at: 2, region: 'Alps (bordering Switzerland)', count: 2, colours: ['blue'], what: '1 Cavalry + 1 Half Infantry', types: { cavalry: 1, 'half-infantry': 1 } }]);
    no(checkOrder({ ...o, bonus: { name: 'Switzerland', kind: 'territory' } }, L), /No Cavalry bonus: the Cavalry just entered a White Mountain Range/);
  });

  it('3. Cavalry from the White Mountain south of Tyrol through Tyrol into the Brown Mountain, then its bonus into Württemberg: 3 regions', () => {
    const o: LandOrder = {
      kind: 'land',
      forces: ['cavalry'],
      from: { name: 'Alps south of Tyrol', kind: 'white-mountain' },
      path: [{ name: 'Tyrol', kind: 'territory' }, { name: 'Brown Mountain bordering Württemberg', kind: 'brown-mountain' }],
      bonus: { name: 'Württemberg', kind: 'territory' },
      outcome: { end: 'moved' },
    };
    const r = ok(checkOrder(o, L));
    expect(r.moved).toBe(3);
    expect(r.dots.land).toBe(1);
    expect(r.tags).toEqual([{ at: 3, region: 'Württemberg', count: 1, colours: ['blue'], what: '1 Cavalry', types: { cavalry: 1 } }]);
    // Under the literal reading the order's own Blue Arrow stops the bonus: the rulebook's example contradicts it.
    no(checkOrder(o, L, { bonusRule: 'literal' }), /own Blue Arrow stops it/);
  });

  it('4. 3 of the 4 Forces in Bohemia-Styria meet 2 opposing Forces in Bavaria: blocked there with Blue Arrows', () => {
    const o: LandOrder = {
      kind: 'land',
      forces: ['full-infantry', 'half-infantry', 'cannon'],
      from: { name: 'Bohemia-Styria', kind: 'territory' },
      path: [{ name: 'Bavaria', kind: 'territory' }, { name: 'Württemberg', kind: 'territory' }],
      opposed: [1],
      outcome: { end: 'blocked', at: 1 },
    };
    const r = ok(checkOrder(o, L));
    expect(r.moved).toBe(1);
    expect(r.tags).toEqual([{ at: 1, region: 'Bavaria', count: 3, colours: ['blue'], what: '1 Full Infantry + 1 Half Infantry + 1 Cannon', types: { 'full-infantry': 1, 'half-infantry': 1, cannon: 1 } }]);
    // Going on to Württemberg past them is not allowed.
    no(checkOrder({ ...o, outcome: { end: 'moved' } }, L), /Bavaria holds opposing Forces: the Forces cannot leave it/);
  });

  it('5. the 4th Force, plotted through the Brown Mountain to Saxony where Prussia arrived first: entering is allowed; cancelling leaves a White Arrow in Bohemia-Styria', () => {
    const o: LandOrder = {
      kind: 'land',
      forces: ['cavalry'],
      from: { name: 'Bohemia-Styria', kind: 'territory' },
      path: [{ name: 'Brown Mountain (Ore Mountains)', kind: 'brown-mountain' }, { name: 'Kingdom of Saxony', kind: 'territory' }],
      opposed: [2],
      outcome: { end: 'moved' },
    };
    expect(ok(checkOrder(o, L)).tags[0]).toMatchObject({ region: 'Kingdom of Saxony', colours: ['blue'] });
    // Option A entered Prussia's region: no bonus from there.
    no(checkOrder({ ...o, bonus: { kind: 'territory' } }, L), /Kingdom of Saxony holds opposing Forces/);
    const b = ok(checkOrder({ ...o, outcome: { end: 'cancelled' } }, L));
    expect(b.moved).toBe(0);
    expect(b.tags).toEqual([{ at: 0, region: 'Bohemia-Styria', count: 1, colours: ['white'], what: '1 Cavalry', types: { cavalry: 1 } }]);
  });

  it('6-7. the Force in Ruthenia has no order (no tag); after movement only Forces without Red or White Arrows may battle', () => {
    // Survivors of a pre-movement battle keep their Red Arrow but may still move once the opposition is gone.
    const red = ok(checkOrder({ kind: 'land', forces: ['full-infantry'], from: { name: 'Bohemia-Styria', kind: 'territory' }, path: [{ name: 'Bavaria', kind: 'territory' }], tags: ['red'], outcome: { end: 'moved' } }, L));
    expect(red.tags[0]!.colours).toEqual(['red', 'blue']);
    // If the opposition in the starting region survived, the Red-tagged Forces are blocked where they stand.
    const stuck = ok(checkOrder({ kind: 'land', forces: ['full-infantry'], from: { name: 'Bohemia-Styria', kind: 'territory' }, path: [{ name: 'Bavaria', kind: 'territory' }], tags: ['red'], opposed: [0], outcome: { end: 'blocked', at: 0 } }, L));
    expect(stuck.tags).toEqual([{ at: 0, region: 'Bohemia-Styria', count: 1, colours: ['red', 'blue'], what: '1 Full Infantry', types: { 'full-infantry': 1 } }]);
    // A cancelled order's White Arrow replaces the Red one.
    expect(ok(checkOrder({ kind: 'land', forces: ['cannon'], from: { kind: 'territory' }, path: [{ kind: 'territory' }], tags: ['red'], outcome: { end: 'cancelled' } }, L)).tags[0]!.colours).toEqual(['white']);
  });
});

describe('EX-6 Plotting: Spain [Phase 2 L418-426]', () => {
  const forces = { 'Port of Corunna': 2, 'Mountain between Leon and Portugal': 1, Leon: 3 };
  const paths = [
    { from: 'Port of Corunna', via: ['Bay of Biscay'], to: 'Port of La Rochelle', dots: 1, kind: 'sea' as const },
    { from: 'Mountain between Leon and Portugal', via: [], to: 'Aragon-Catalonia', dots: 1, kind: 'land' as const },
    { from: 'Leon', via: [], to: 'Aragon-Catalonia', dots: 2, kind: 'land' as const },
    { from: 'Leon', via: ['Mountain between Leon and Portugal'], to: 'Portugal', dots: 1, kind: 'land' as const },
  ];

  it('all orders are legal; 4 Land + 1 Ship dots; two circled groups in Aragon-Catalonia', () => {
    const r = checkPlot(forces, paths);
    expect(r.problems).toEqual([]);
    expect(r.ok).toBe(true);
    expect(r.dots).toEqual({ land: 4, ships: 1 });
    expect(r.circled).toEqual([{ to: 'Aragon-Catalonia', groups: [{ from: 'Mountain between Leon and Portugal', dots: 1 }, { from: 'Leon', dots: 2 }] }]);
  });

  it('each order checks: the Leon Force over the Mountain Range to Portugal is 2 regions', () => {
    const r = ok(checkOrder({ kind: 'land', forces: ['full-infantry'], from: { name: 'Leon', kind: 'territory' }, path: [{ name: 'Mountain between Leon and Portugal', kind: 'brown-mountain' }, { name: 'Portugal', kind: 'territory' }], outcome: { end: 'moved' } }, L));
    expect(r.moved).toBe(2);
    // The rulebook does not say which colour that range is: a White one would end the move on it.
    no(checkOrder({ kind: 'land', forces: ['full-infantry'], from: { name: 'Leon', kind: 'territory' }, path: [{ name: 'the range', kind: 'white-mountain' }, { name: 'Portugal', kind: 'territory' }], outcome: { end: 'moved' } }, L), /White Mountain Range: Land Units entering one must end their movement there/);
  });

  it('too many dots or paths from a region dismiss every order from it', () => {
    const r = checkPlot(forces, [...paths, { from: 'Leon', via: ['Old Castile'], to: 'Madrid', dots: 1, kind: 'land' }]);
    expect(r.ok).toBe(false);
    expect(r.problems).toEqual(['Too many destination dots: 4 from Leon, which has 3 Mobile Forces: dismiss every order from Leon (unless casualties this round caused it).']);
    const dup = checkPlot(forces, [paths[0]!, { ...paths[0]! }]);
    expect(dup.problems.join(' ')).toMatch(/Too many paths: 2 leave Port of Corunna|Identical paths/);
    expect(dup.problems).toContain('Identical paths from Port of Corunna to Port of La Rochelle: plot one path with all its dots.');
  });
});

describe('EX-7 Ship range [Ship Movement L465]', () => {
  const two: SeaOrder = { kind: 'sea', ships: ['frigate', 'ship-of-the-line'], from: 'Port of Barcelona', to: 'Port of Naples', distance: 6, outcome: { end: 'moved' } };
  it('2 Spanish Ships visit Cagliari and stop in Naples: a sailing distance of 6, the legal maximum', () => {
    const r = ok(checkOrder(two, L));
    expect(r.moved).toBe(6);
    expect(r.dots).toEqual({ land: 0, ships: 2 });
    expect(r.tags).toEqual([{ at: 6, region: 'Port of Naples', count: 2, colours: ['blue'], what: '1 Frigate + 1 Ship of the Line', types: { frigate: 1, 'ship-of-the-line': 1 } }]);
  });
  it('a 7th sea region is out of range and dismissed', () => {
    no(checkOrder({ ...two, distance: 7 }, L), /Out of range: a sailing distance of 7, but Ships move up to 6 sea regions.*White Arrow on 2 Ships/);
  });
});

describe('EX-8 Cavalry bonus [Land Unit Movement L447]', () => {
  const through = (forces: LandOrder['forces']): LandOrder => ({
    kind: 'land', forces, from: { name: 'Asturias', kind: 'territory' }, path: [{ name: 'Galicia', kind: 'territory' }, { name: 'Leon', kind: 'territory' }], bonus: { name: 'Old Castile', kind: 'territory' }, outcome: { end: 'moved' },
  });
  it('plotted 2 regions through Galicia: a Cavalry may move 1 more, unplotted', () => {
    const r = ok(checkOrder(through(['cavalry']), L));
    expect(r.moved).toBe(3);
    expect(r.dots.land).toBe(1);
  });
  it('any other type stops', () => {
    for (const t of ['half-infantry', 'full-infantry', 'cannon'] as const) no(checkOrder(through([t]), L), /Only Cavalry may take the bonus region/);
  });
  it('in a mixed group the Cavalry goes on alone; the others are tagged at the plotted end', () => {
    const r = ok(checkOrder(through(['cavalry', 'cannon']), L));
    expect(r.tags).toEqual([
      { at: 2, region: 'Leon', count: 1, colours: ['blue'], what: '1 Cannon', types: { cannon: 1 } },
      { at: 3, region: 'Old Castile', count: 1, colours: ['blue'], what: '1 Cavalry', types: { cavalry: 1 } },
    ]);
  });
  it('no bonus just after unloading or when already Blue-tagged', () => {
    no(checkOrder({ ...through(['cavalry']), unloaded: true }, L), /Just unloaded from a Ship/);
    no(checkOrder({ ...through(['cavalry']), tags: ['blue'] }, L), /carry a Blue Arrow/);
  });
});

describe('illegal orders are refused with the reason', () => {
  it('3 regions plotted for Infantry (or for Cavalry: its bonus is never plotted)', () => {
    const three = (t: 'full-infantry' | 'cavalry'): LandOrder => ({ kind: 'land', forces: [t], from: { name: 'Leon', kind: 'territory' }, path: [{ kind: 'territory' }, { kind: 'territory' }, { kind: 'territory' }], outcome: { end: 'moved' } });
    no(checkOrder(three('full-infantry'), L), /Out of range: 3 land regions plotted, but Land Units are plotted up to 2.*dismissed: a White Arrow on 1 Force in Leon/);
    no(checkOrder(three('cavalry'), L), /the Cavalry bonus is not plotted/);
  });
  it('overloading a Frigate: a Cannon and a Half Infantry', () => {
    no(checkOrder({ kind: 'sea', ships: ['frigate'], distance: 2, stops: [{ at: 0, load: [{ type: 'cannon' }, { type: 'half-infantry' }] }], outcome: { end: 'moved' } }, L), /Overloaded: 1 Cannon \+ 1 Half Infantry need 3 half-places, but 1 Frigate carries 2/);
    // The rulebook's mix for a Ship of the Line: 1 Cannon and 2 Half Infantry fit.
    ok(checkOrder({ kind: 'sea', ships: ['ship-of-the-line'], distance: 2, stops: [{ at: 0, load: [{ type: 'cannon' }, { type: 'half-infantry' }, { type: 'half-infantry' }] }], outcome: { end: 'moved' } }, L));
  });
  it('ridge to ridge, a White Mountain passed through, a cancelled unit boarding, an Independent Port unloaded before seizing', () => {
    no(checkOrder({ kind: 'land', forces: ['cannon'], from: { kind: 'brown-mountain' }, path: [{ kind: 'white-mountain' }], outcome: { end: 'moved' } }, L), /Ridge to ridge/);
    no(checkOrder({ kind: 'land', forces: ['cannon'], from: { kind: 'territory' }, path: [{ name: 'Alps', kind: 'white-mountain' }, { kind: 'territory' }], outcome: { end: 'moved' } }, L), /Alps is a White Mountain Range/);
    no(checkOrder({ kind: 'sea', ships: ['frigate'], distance: 1, stops: [{ at: 0, load: [{ type: 'cannon', order: 'cancelled' }] }], outcome: { end: 'moved' } }, L), /order was cancelled \(White Arrow\): it cannot be loaded/);
    no(checkOrder({ kind: 'sea', ships: ['frigate'], cargo: ['cannon'], distance: 1, stops: [{ at: 1, port: 'Port of Cagliari', unload: true, independent: true }], outcome: { end: 'moved' } }, L), /still Independent: seize it first/);
    no(checkOrder({ kind: 'land', forces: ['cannon'], from: { kind: 'territory' }, path: [{ kind: 'territory' }], tags: ['white'], outcome: { end: 'moved' } }, L), /White Arrow/);
  });
});
