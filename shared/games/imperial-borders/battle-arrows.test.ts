// The battle set-up's Arrows read from the tracked Tag Sets, and Cargo loaded during a Ship's order (Step C)
// keeping its own tags [Arrow Tags; Cargo Management Rules; Initiating a Battle].
import { describe, expect, it } from 'vitest';
import { cargoFates, tagsIn } from './actions';
import { cargoGone } from './actions/movement';
import { arrowOf, arrowsFromTags } from './battle-arrows';
import type { ArrowTagSet } from './state';
import { bidRound, black, hitId, ibCampaign, marchTo, refused, white } from './testing';

const ready = (stepId = 'p4-move') => {
  const c = ibCampaign();
  bidRound(c, { prussia: 1 }, { prussia: 1 });
  marchTo(c, 'prussia', stepId);
  return c;
};
type C = ReturnType<typeof ready>;
const set = (x: Partial<ArrowTagSet>): ArrowTagSet => ({ round: 1, region: 'Saxony', nation: 'prussia', count: 1, colours: ['blue'], what: '', why: '', ...x });
const arrows = (r: ReturnType<typeof arrowsFromTags>) => r.map((x) => x.arrow);

describe('arrowsFromTags: each Force’s Arrow from its region’s Tag Sets', () => {
  it('a blocked order’s Blue Arrows pre-fill the Forces of those types; a type it did not move stays untagged', () => {
    const c = ready();
    c.act('ib.order', { nation: 'prussia', order: { kind: 'land', forces: ['full-infantry', 'full-infantry', 'cannon'], from: { name: 'Silesia', kind: 'territory' }, path: [{ name: 'Saxony', kind: 'territory' }, { name: 'Thuringia', kind: 'territory' }], opposed: [1], outcome: { end: 'blocked', at: 1 } } });
    const r = arrowsFromTags(c.state.arrowTags!, 'saxony', [
      { nation: 'prussia', type: 'full-infantry' },
      { nation: 'prussia', type: 'cannon' },
      { nation: 'prussia', type: 'full-infantry' },
      { nation: 'prussia', type: 'cavalry' },
      // A third Full Infantry: untagged (it was there before), still eligible.
      { nation: 'prussia', type: 'full-infantry' },
    ]);
    expect(arrows(r)).toEqual(['blue', 'blue', 'blue', 'none', 'none']);
    expect(r[0]!.said).toBe('Tags on Prussia’s Full Infantry in saxony: 2 with a Blue Arrow');
    expect(r[3]!.said).toBe('No tags on Prussia’s Cavalry in saxony');
    // Another region, or another Nation's Forces: no tags.
    expect(arrows(arrowsFromTags(c.state.arrowTags!, 'Silesia', [{ nation: 'prussia', type: 'cannon' }]))).toEqual(['none']);
    expect(arrows(arrowsFromTags(c.state.arrowTags!, 'Saxony', [{ nation: 'austria', type: 'cannon' }]))).toEqual(['none']);
  });

  it('a Red or White Arrow among a type’s tags leaves each of them to the group, with what the tags say', () => {
    const sets = [set({ count: 3, colours: ['red'], types: { cannon: 2, cavalry: 1 } }), set({ count: 1, colours: ['blue'], types: { cannon: 1 } }), set({ count: 1, colours: ['white'], types: { 'half-infantry': 1 } })];
    const r = arrowsFromTags(sets, 'Saxony', [{ nation: 'prussia', type: 'cannon' }, { nation: 'prussia', type: 'half-infantry' }, { nation: 'prussia', type: 'full-infantry' }]);
    expect(arrows(r)).toEqual([null, null, 'none']);
    expect(r[0]!.said).toBe('Tags on Prussia’s Cannon in Saxony: 1 with a Blue Arrow, 2 with a Red Arrow (not on the Active side): say which Arrow this one carries.');
    expect(r[1]!.said).toContain('1 with a White Arrow (not on the Active side)');
  });

  it('Red + Blue reads as Red, White as White; sets without types (older saves) leave the Nation’s Forces to the group; Cargo sets never count', () => {
    expect([arrowOf(['red', 'blue']), arrowOf(['white']), arrowOf(['blue']), arrowOf([])]).toEqual(['red', 'white', 'blue', 'none']);
    const old = arrowsFromTags([set({ count: 2, what: '2 Land Units' })], 'Saxony', [{ nation: 'prussia', type: 'cannon' }]);
    expect(old[0]!.arrow).toBeNull();
    expect(old[0]!.said).toContain('without their Force types (2 Land Units: Blue Arrow)');
    const cargo = arrowsFromTags([set({ region: 'Port of Danzig', colours: ['red'], types: { cannon: 1 }, cargo: true }), set({ region: 'Port of Danzig', types: { frigate: 1 } })], 'Port of Danzig', [{ nation: 'prussia', type: 'frigate' }]);
    expect(arrows(cargo)).toEqual(['blue']);
  });

  it('after a battle, a Blue-tagged survivor’s set becomes Blue + Red (one set, not a second one): the next set-up asks', () => {
    const c = ready();
    c.act('ib.order', { nation: 'prussia', order: { kind: 'land', forces: ['cannon', 'cannon'], from: { name: 'Silesia', kind: 'territory' }, path: [{ name: 'Saxony', kind: 'territory' }], outcome: { end: 'moved' } } });
    c.act('sequence.next', {});
    c.act('ib.battle.setup', { where: 'Saxony', kind: 'land', attacker: { nations: ['prussia'], units: [{ nation: 'prussia', type: 'cannon', arrow: 'blue' }, { nation: 'prussia', type: 'cannon', arrow: 'blue' }] }, defender: { nations: ['france'], units: [{ nation: 'france', type: 'cannon' }] } });
    for (const side of ['attacker', 'defender']) c.act('ib.battle.step', { type: 'positions', side });
    for (const side of ['attacker', 'defender']) c.act('ib.battle.step', { type: 'stance', side, stance: 'aggressive' });
    c.act('ib.battle.step', { type: 'dice', side: 'attacker', faces: { black: black({ blast: 1, blank: 1 }), white: white({}) } });
    c.act('ib.battle.step', { type: 'dice', side: 'defender', faces: { black: black({ blank: 1 }), white: white({}) } });
    c.act('ib.battle.step', { type: 'assign', side: 'attacker', hits: [{ hit: c.state.fight!.state.hits.attacker[0]!.id, target: 'france-can-1' }] });
    c.act('ib.battle.record', {});
    expect(tagsIn(c.state, 'Saxony')).toMatchObject([{ count: 2, colours: ['red', 'blue'], types: { cannon: 2 }, what: '2 Land Units' }]);
    expect(arrows(arrowsFromTags(c.state.arrowTags!, 'Saxony', [{ nation: 'prussia', type: 'cannon' }]))).toEqual([null]);
  });
});

// Step C: Cargo Management along a Ship's order [Ship Movement: Pausing in Ports; Cargo Management Rules; Arrow Tags].
const sail = (stops: unknown[], extra: Record<string, unknown> = {}) => ({ kind: 'sea', ships: ['ship-of-the-line'], from: 'Port of Danzig', to: 'Port of Kiel', distance: 3, stops, outcome: { end: 'moved' }, ...extra });
const cargoSets = (c: C) => (c.state.arrowTags ?? []).filter((t) => t.cargo).map((t) => [t.region, t.count, t.colours, t.what, t.types]);

describe('Step C: Cargo loaded during a Ship’s order keeps its own tags', () => {
  it('a Land Unit that arrived by its own order boards with its Blue Arrow: the set leaves the Interior and sails with the Ship (not the Ship’s tags)', () => {
    const c = ready();
    c.act('ib.order', { nation: 'prussia', order: { kind: 'land', forces: ['cannon', 'cavalry'], from: { name: 'Pomerania', kind: 'territory' }, path: [{ name: 'West Prussia', kind: 'territory' }], outcome: { end: 'moved' } } });
    const e = c.act('ib.order', { nation: 'prussia', order: sail([{ at: 0, load: [{ type: 'cannon', order: 'arrived' }, { type: 'half-infantry' }], into: 'West Prussia' }]) });
    expect(e.title).toBe('Prussia moves: 1 Ship of the Line in Port of Kiel, Blue Arrow; 1 Cannon (Cargo) in Port of Kiel, Blue Arrow');
    // The Cavalry stays in West Prussia with its Blue Arrow; the Half Infantry (no order) boards untagged.
    expect(tagsIn(c.state, 'West Prussia').map((t) => [t.count, t.types])).toEqual([[1, { cavalry: 1 }]]);
    expect(cargoSets(c)).toEqual([['Port of Kiel', 1, ['blue'], '1 Cannon (Cargo)', { cannon: 1 }]]);
    expect(tagsIn(c.state, 'Port of Kiel').find((t) => !t.cargo)).toMatchObject({ count: 1, colours: ['blue'], types: { 'ship-of-the-line': 1 } });
    // Step D: unloading takes the Cargo's set out of the Port and tags them Blue in the Interior.
    c.act('sequence.next', {});
    c.act('ib.cargo', { nation: 'prussia', cargo: { move: 'unload', units: ['cannon'], ships: ['ship-of-the-line'], unitTags: ['blue'], port: 'Port of Kiel', into: 'Holstein' } });
    expect(cargoSets(c)).toEqual([]);
    expect(tagsIn(c.state, 'Holstein')).toMatchObject([{ count: 1, colours: ['blue'], types: { cannon: 1 } }]);
    c.undo();
    c.undo();
    c.undo();
    expect(tagsIn(c.state, 'West Prussia').map((t) => t.count)).toEqual([2]);
    expect(cargoSets(c)).toEqual([]);
  });

  it('a Red Arrow from a pre-movement battle boards too, and stays on unloading (Red + Blue: not on the Active side)', () => {
    const c = ready();
    const e = c.act('ib.order', { nation: 'prussia', order: sail([{ at: 0, load: [{ type: 'full-infantry', tags: ['red'] }], into: 'West Prussia' }, { at: 3, port: 'Port of Kiel', unload: true, into: 'Holstein' }]) });
    expect(e.title).toContain('1 Full Infantry (unloaded Cargo) in Holstein, Red Arrow + Blue Arrow');
    expect(cargoSets(c)).toEqual([]);
    expect(arrows(arrowsFromTags(c.state.arrowTags!, 'Holstein', [{ nation: 'prussia', type: 'full-infantry' }]))).toEqual([null]);
  });

  it('Cargo boarding in a Port on the way keeps its own tags as at the start: its set leaves that Interior and sails on', () => {
    const c = ready();
    // A Cannon reaches Pomerania by its own order (Blue); a Half Infantry there had no order (it boards untagged).
    c.act('ib.order', { nation: 'prussia', order: { kind: 'land', forces: ['cannon', 'cavalry'], from: { name: 'Brandenburg', kind: 'territory' }, path: [{ name: 'Pomerania', kind: 'territory' }], outcome: { end: 'moved' } } });
    const way = (load: unknown[], into: string | null = 'Pomerania') => sail([{ at: 2, port: 'Port of Stettin', load, ...(into ? { into } : {}) }]);
    // Unnamed, the Interior is asked for; a White Arrow cannot board on the way either; nor one ordered elsewhere.
    refused(c, 'ib.order', { nation: 'prussia', order: way([{ type: 'cannon', order: 'arrived' }], null) }, /Name the Interior the 1 Cannon \(Cargo\) boards from \(the Interior of Port of Stettin\)/);
    refused(c, 'ib.order', { nation: 'prussia', order: way([{ type: 'cannon', tags: ['white'] }]) }, /White Arrow\): it cannot be loaded as Cargo/);
    refused(c, 'ib.order', { nation: 'prussia', order: way([{ type: 'cannon', order: 'elsewhere' }]) }, /has an order to go elsewhere: boarding would cancel it/);
    const e = c.act('ib.order', { nation: 'prussia', order: way([{ type: 'cannon', order: 'arrived' }, { type: 'half-infantry' }]) });
    expect(e.title).toBe('Prussia moves: 1 Ship of the Line in Port of Kiel, Blue Arrow; 1 Cannon (Cargo) in Port of Kiel, Blue Arrow');
    expect(cargoSets(c)).toEqual([['Port of Kiel', 1, ['blue'], '1 Cannon (Cargo)', { cannon: 1 }]]);
    // The Cannon's Blue set left Pomerania with it; the Cavalry's stays.
    expect(tagsIn(c.state, 'Pomerania').map((t) => [t.count, t.types])).toEqual([[1, { cavalry: 1 }]]);
    c.undo();
    expect(tagsIn(c.state, 'Pomerania').map((t) => [t.count, t.types])).toEqual([[2, { cannon: 1, cavalry: 1 }]]);
    expect(cargoSets(c)).toEqual([]);
  });

  it('untagged Cargo leaves no set; tagged Cargo needs its Interior named; a White Arrow cannot board', () => {
    const c = ready();
    c.act('ib.order', { nation: 'prussia', order: sail([{ at: 0, load: [{ type: 'half-infantry' }] }]) });
    expect(cargoSets(c)).toEqual([]);
    refused(c, 'ib.order', { nation: 'prussia', order: sail([{ at: 0, load: [{ type: 'cannon', order: 'arrived' }] }]) }, /Name the Interior the 1 Cannon \(Cargo\) boards from \(the Interior of Port of Danzig\)/);
    refused(c, 'ib.order', { nation: 'prussia', order: sail([{ at: 0, load: [{ type: 'cannon', tags: ['white'] }], into: 'West Prussia' }]) }, /White Arrow\): it cannot be loaded as Cargo/);
  });
});

// Cargo in a battle [Ships: Cargo; Chapter 2 F; Chapter 3 A: Lost/Captured Cargo].
const seaBattle = (c: C, defenderShips: unknown[]) => {
  c.act('ib.battle.setup', { where: 'Baltic Sea', kind: 'sea', attacker: { nations: ['prussia'], ships: [{ nation: 'prussia', type: 'ship-of-the-line' }] }, defender: { nations: ['france'], ships: defenderShips } });
  for (const side of ['attacker', 'defender']) c.act('ib.battle.step', { type: 'stance', side, stance: 'aggressive' });
};

describe('Cargo aboard Ships in a battle', () => {
  it('a sunk Ship takes its Cargo down; a captured Out-of-Action one’s Cargo becomes the captor’s Gold at half its cost; both in the Post-Battle', () => {
    const c = ready('p4-post');
    seaBattle(c, [{ nation: 'france', type: 'frigate', cargo: ['cannon'] }, { nation: 'france', type: 'frigate', cargo: ['half-infantry', 'half-infantry'] }]);
    c.act('ib.battle.step', { type: 'dice', side: 'attacker', faces: { black: black({ double: 1, blast: 1 }), white: white({}) } });
    c.act('ib.battle.step', { type: 'dice', side: 'defender', faces: { black: black({ blank: 2 }), white: white({}) } });
    c.act('ib.battle.step', { type: 'assign', side: 'attacker', hits: [{ hit: 'a1-double', target: 'france-fr-1', second: 'france-fr-1' }, { hit: 'a2-blast', target: 'france-fr-2' }] });
    expect(cargoFates(c.state.fight!)).toEqual([
      { side: 'defender', ship: 'france-fr-1', nation: 'france', cargo: ['cannon'], fate: 'sunk', gold: 0, captor: null },
      { side: 'defender', ship: 'france-fr-2', nation: 'france', cargo: ['half-infantry', 'half-infantry'], fate: 'captured', gold: 4, captor: 'prussia' },
    ]);
    const gold = c.state.nations.prussia.gold;
    const r = c.act('ib.battle.record', {});
    expect(r.title).toContain('france-fr-1 sinks with its Cargo (1 Cannon); france-fr-2 captured; Prussia converts its Cargo to 4 Gold');
    expect(c.state.nations.prussia.gold).toBe(gold + 4);
  });

  it('an Out-of-Action Ship not captured keeps its Cargo aboard', () => {
    const c = ready('p4-post');
    seaBattle(c, [{ nation: 'france', type: 'frigate', cargo: ['cannon'] }, { nation: 'france', type: 'ship-of-the-line' }]);
    c.act('ib.battle.step', { type: 'dice', side: 'attacker', faces: { black: black({ blast: 1, blank: 1 }), white: white({}) } });
    c.act('ib.battle.step', { type: 'dice', side: 'defender', faces: { black: black({ blank: 3 }), white: white({}) } });
    c.act('ib.battle.step', { type: 'assign', side: 'attacker', hits: [{ hit: 'a1-blast', target: 'france-fr-1' }] });
    c.act('ib.battle.step', { type: 'end' });
    expect(c.state.fight!.state.result!.outcome).toBe('contested');
    expect(cargoFates(c.state.fight!).map((x) => [x.ship, x.fate, x.gold])).toEqual([['france-fr-1', 'aboard', 0]]);
    expect(c.act('ib.battle.record', {}).title).not.toContain('Cargo');
  });
});

// A Cargo set records the Ships carrying it, and goes down with them [Arrow Tags; Ships: Cargo; Chapter 3 A].
describe('Cargo Tag Sets go down with their Ship', () => {
  const cargoOf = (c: C) => (c.state.arrowTags ?? []).filter((t) => t.cargo).map((t) => [t.region, t.count, t.types, t.carriers]);
  // Prussia's Ships sail from Danzig into the Baltic Sea with a Cannon that arrived in West Prussia by its own order.
  const sailWithCargo = (c: C, ships: string[], load: unknown[]) =>
    c.act('ib.order', { nation: 'prussia', order: { kind: 'sea', ships, from: 'Port of Danzig', to: 'Baltic Sea', distance: 1, stops: [{ at: 0, load, into: 'West Prussia' }], outcome: { end: 'moved' } } });
  const fightInBaltic = (c: C, ships: unknown[]) => {
    c.act('sequence.next', {});
    c.act('ib.battle.setup', { where: 'Baltic Sea', kind: 'sea', attacker: { nations: ['prussia'], ships }, defender: { nations: ['france'], ships: [{ nation: 'france', type: 'ship-of-the-line' }] } });
    for (const side of ['attacker', 'defender']) c.act('ib.battle.step', { type: 'stance', side, stance: 'aggressive' });
  };

  it('loaded in Step C, the set names its carrying Ships; sunk in the battle, the set leaves the table with it (undo brings it back)', () => {
    const c = ready();
    sailWithCargo(c, ['ship-of-the-line'], [{ type: 'cannon', order: 'arrived' }]);
    expect(cargoOf(c)).toEqual([['Baltic Sea', 1, { cannon: 1 }, { 'ship-of-the-line': 1 }]]);
    fightInBaltic(c, [{ nation: 'prussia', type: 'ship-of-the-line', cargo: ['cannon'] }]);
    c.act('ib.battle.step', { type: 'dice', side: 'attacker', faces: { black: black({ blank: 2 }), white: white({}) } });
    c.act('ib.battle.step', { type: 'dice', side: 'defender', faces: { black: black({ double: 1, blast: 1 }), white: white({}) } });
    c.act('ib.battle.step', { type: 'assign', side: 'defender', hits: [{ hit: hitId(c, 'defender', 'double'), target: 'prussia-sol-1', second: 'prussia-sol-1' }, { hit: hitId(c, 'defender', 'blast'), target: 'prussia-sol-1' }] });
    expect(cargoFates(c.state.fight!).map((x) => [x.ship, x.fate])).toEqual([['prussia-sol-1', 'sunk']]);
    const r = c.act('ib.battle.record', {});
    expect(r.title).toContain('prussia-sol-1 sinks with its Cargo (1 Cannon); Arrow Tags off Prussia’s Cargo lost with prussia-sol-1 (1 Cannon) in Baltic Sea');
    expect(cargoOf(c)).toEqual([]);
    c.undo();
    expect(cargoOf(c)).toEqual([['Baltic Sea', 1, { cannon: 1 }, { 'ship-of-the-line': 1 }]]);
  });

  it('a Ship captured Out of Action: its Cargo, converted to the captor’s Gold, takes its set off the table too', () => {
    const c = ready();
    sailWithCargo(c, ['frigate'], [{ type: 'cannon', order: 'arrived' }]);
    fightInBaltic(c, [{ nation: 'prussia', type: 'frigate', cargo: ['cannon'] }]);
    c.act('ib.battle.step', { type: 'dice', side: 'attacker', faces: { black: black({ blank: 1 }), white: white({}) } });
    c.act('ib.battle.step', { type: 'dice', side: 'defender', faces: { black: black({ blast: 1, blank: 1 }), white: white({}) } });
    c.act('ib.battle.step', { type: 'assign', side: 'defender', hits: [{ hit: hitId(c, 'defender', 'blast'), target: 'prussia-fr-1' }] });
    expect(cargoFates(c.state.fight!).map((x) => [x.ship, x.fate, x.captor])).toEqual([['prussia-fr-1', 'captured', 'france']]);
    expect(c.act('ib.battle.record', {}).title).toContain('Arrow Tags off Prussia’s Cargo captured with prussia-fr-1 (1 Cannon) in Baltic Sea');
    expect(cargoOf(c)).toEqual([]);
  });

  it('Cargo aboard other Ships keeps its set: a Frigate sunk takes only the Frigate’s Cargo down', () => {
    const c = ready();
    sailWithCargo(c, ['frigate'], [{ type: 'cannon', order: 'arrived' }]);
    sailWithCargo(c, ['ship-of-the-line'], [{ type: 'cannon', order: 'arrived' }]);
    // Same region, Nation and tags, other Ships: two sets, never merged.
    expect(cargoOf(c)).toEqual([
      ['Baltic Sea', 1, { cannon: 1 }, { frigate: 1 }],
      ['Baltic Sea', 1, { cannon: 1 }, { 'ship-of-the-line': 1 }],
    ]);
    fightInBaltic(c, [{ nation: 'prussia', type: 'frigate', cargo: ['cannon'] }, { nation: 'prussia', type: 'ship-of-the-line', cargo: ['cannon'] }]);
    c.act('ib.battle.step', { type: 'dice', side: 'attacker', faces: { black: black({ blank: 3 }), white: white({}) } });
    c.act('ib.battle.step', { type: 'dice', side: 'defender', faces: { black: black({ double: 1, blank: 1 }), white: white({}) } });
    c.act('ib.battle.step', { type: 'assign', side: 'defender', hits: [{ hit: hitId(c, 'defender', 'double'), target: 'prussia-fr-1', second: 'prussia-fr-1' }] });
    c.act('ib.battle.step', { type: 'end' });
    c.act('ib.battle.record', {});
    expect(cargoOf(c)).toEqual([['Baltic Sea', 1, { cannon: 1 }, { 'ship-of-the-line': 1 }]]);
  });

  it('Step D: loading records the Ships; a transfer moves the set onto the receiving Ships; a set without carriers (an older save) stays', () => {
    const c = ready('p4-post');
    const cargo = (x: Record<string, unknown>) => c.act('ib.cargo', { nation: 'prussia', cargo: { units: ['cannon'], port: 'Port of Kiel', into: 'Holstein', ...x } });
    cargo({ move: 'load', ships: ['frigate'], unitTags: ['blue'] });
    expect(cargoOf(c)).toEqual([['Port of Kiel', 1, { cannon: 1 }, { frigate: 1 }]]);
    expect(cargo({ move: 'transfer', ships: ['ship-of-the-line'], unitTags: ['blue'] }).title).toBe('Prussia transfers 1 Cannon Ship to Ship in Port of Kiel [Cargo Management]');
    expect(cargoOf(c)).toEqual([['Port of Kiel', 1, { cannon: 1 }, { 'ship-of-the-line': 1 }]]);
    c.undo();
    expect(cargoOf(c)).toEqual([['Port of Kiel', 1, { cannon: 1 }, { frigate: 1 }]]);
    // A set saved before carriers were recorded: nothing says which Ship carries it, so it stays.
    const old = { ...c.state, arrowTags: c.state.arrowTags!.map(({ carriers: _, ...t }) => t) };
    const r = cargoGone(old, 'prussia', 'Port of Kiel', 'frigate', ['cannon']);
    expect(r.gone).toEqual([]);
    expect(r.state.arrowTags).toEqual(old.arrowTags);
    expect(cargoGone(c.state, 'prussia', 'Port of Kiel', 'frigate', ['cannon']).state.arrowTags).toEqual([]);
    expect(cargoGone(c.state, 'prussia', 'Port of Kiel', 'ship-of-the-line', ['cannon']).gone).toEqual([]);
  });
});
