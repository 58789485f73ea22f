// Arrow Tags tracked through a Game Round [Arrow Tags; Phase 4 Steps A-E]: orders checked by the Active
// Nation leave Tag Sets (undo takes them back), battles leave Red Arrows on the Active side, and the last
// Active Nation clears them all.
import { describe, expect, it } from 'vitest';
import { Campaign } from '../../engine/campaign';
import { imperialBorders as ib } from './module';
import { mayJoinActive, tagsIn } from './actions';
import { activeNation } from './state';
import { bidRound, black, goTo, ibCampaign, marchTo, refused, white } from './testing';

const ready = (stepId = 'p4-move') => {
  const c = ibCampaign();
  bidRound(c, { prussia: 1 }, { prussia: 1 });
  marchTo(c, 'prussia', stepId);
  return c;
};
const blocked = {
  kind: 'land',
  forces: ['full-infantry', 'half-infantry', 'cannon'],
  from: { name: 'Silesia', kind: 'territory' },
  path: [{ name: 'Saxony', kind: 'territory' }, { name: 'Thuringia', kind: 'territory' }],
  opposed: [1],
  outcome: { end: 'blocked', at: 1 },
};

describe('ib.order: the tags an order leaves', () => {
  it('a blocked order leaves a Blue Arrow set where it stopped; undo takes it back, redo puts it again', () => {
    const c = ready();
    const e = c.act('ib.order', { nation: 'prussia', order: blocked });
    expect(e.title).toBe('Prussia is blocked: 1 Full Infantry + 1 Half Infantry + 1 Cannon in Saxony, Blue Arrow');
    expect(c.state.arrowTags).toEqual([{ round: 1, region: 'Saxony', nation: 'prussia', count: 3, colours: ['blue'], what: '1 Full Infantry + 1 Half Infantry + 1 Cannon', why: 'blocked by opposing Forces', types: { 'full-infantry': 1, 'half-infantry': 1, cannon: 1 } }]);
    expect(tagsIn(c.state, 'saxony').every(mayJoinActive)).toBe(true);
    c.undo();
    expect(c.state.arrowTags).toEqual([]);
    c.redo();
    expect(c.state.arrowTags?.[0]?.count).toBe(3);
  });

  it('a cancelled order leaves a White Arrow in its start: those Forces may not join the Active side', () => {
    const c = ready('p4-review');
    c.act('ib.order', { nation: 'prussia', order: { ...blocked, forces: ['cavalry'], opposed: [], outcome: { end: 'cancelled' } } });
    const [t] = tagsIn(c.state, 'Silesia');
    expect(t).toMatchObject({ count: 1, colours: ['white'], why: 'order cancelled' });
    expect(mayJoinActive(t!)).toBe(false);
  });

  it('sets of the same Nation, region and tags merge', () => {
    const c = ready();
    c.act('ib.order', { nation: 'prussia', order: blocked });
    c.act('ib.order', { nation: 'prussia', order: { ...blocked, forces: ['cavalry'], from: { name: 'Brandenburg', kind: 'territory' } } });
    expect(tagsIn(c.state, 'Saxony')).toHaveLength(1);
    expect(tagsIn(c.state, 'Saxony')[0]!.count).toBe(4);
  });

  it('illegal orders are refused with the reason and change nothing', () => {
    const c = ready();
    refused(c, 'ib.order', { nation: 'prussia', order: { ...blocked, path: [...blocked.path, { name: 'Hesse', kind: 'territory' }], opposed: [], outcome: { end: 'moved' } } }, /Out of range: 3 land regions plotted/);
    refused(c, 'ib.order', { nation: 'prussia', order: { kind: 'sea', ships: ['frigate'], from: 'Port of Danzig', to: 'Port of Kiel', distance: 7, outcome: { end: 'moved' } } }, /sailing distance of 7, but Ships move up to 6/);
    refused(c, 'ib.order', { nation: 'prussia', order: { kind: 'sea', ships: ['frigate'], from: 'Port of Danzig', to: 'Port of Kiel', distance: 3, stops: [{ at: 0, load: [{ type: 'cannon' }, { type: 'half-infantry' }] }], outcome: { end: 'moved' } } }, /Overloaded/);
    // Only the Active Nation carries out orders; a tag goes only to a named region.
    refused(c, 'ib.order', { nation: 'france', order: blocked }, /Only the Active Nation \(Prussia\)/);
    refused(c, 'ib.order', { nation: 'prussia', order: { ...blocked, path: [{ kind: 'territory' }, { name: 'Thuringia', kind: 'territory' }] } }, /Name the region where the/);
  });

  it('movement only in Step C: before it, orders can only be dismissed or cancelled; none in Step D', () => {
    const c = ready('p4-review');
    refused(c, 'ib.order', { nation: 'prussia', order: blocked }, /Forces move in Step C \(Execute Movement Orders\)/);
    c.act('ib.order', { nation: 'prussia', order: { ...blocked, outcome: { end: 'dismissed' } } });
    expect(tagsIn(c.state, 'Silesia')).toMatchObject([{ count: 3, colours: ['white'], why: 'order dismissed' }]);
    goTo(c, 'p4-post');
    refused(c, 'ib.order', { nation: 'prussia', order: { ...blocked, outcome: { end: 'cancelled' } } }, /the only movement is Cargo Management/);
  });

  it('Forces with a Red Arrow that move take it along; a White Arrow replaces it when they cancel', () => {
    const c = ready('p4-pre');
    // A pre-movement battle Prussia wins in Silesia: its surviving Cannon gets a Red Arrow.
    c.act('ib.battle.setup', { where: 'Silesia', kind: 'land', attacker: { nations: ['prussia'], units: [{ nation: 'prussia', type: 'cannon' }, { nation: 'prussia', type: 'cannon' }] }, defender: { nations: ['france'], units: [{ nation: 'france', type: 'cannon' }] } });
    for (const side of ['attacker', 'defender']) c.act('ib.battle.step', { type: 'positions', side });
    for (const side of ['attacker', 'defender']) c.act('ib.battle.step', { type: 'stance', side, stance: 'aggressive' });
    c.act('ib.battle.step', { type: 'dice', side: 'attacker', faces: { black: black({ blast: 1, blank: 1 }), white: white({}) } });
    c.act('ib.battle.step', { type: 'dice', side: 'defender', faces: { black: black({ blank: 1 }), white: white({}) } });
    c.act('ib.battle.step', { type: 'assign', side: 'attacker', hits: [{ hit: c.state.fight!.state.hits.attacker[0]!.id, target: 'france-can-1' }] });
    const r = c.act('ib.battle.record', {});
    expect(r.title).toContain('Red Arrows on Prussia’s 2 Land Units');
    expect(tagsIn(c.state, 'Silesia')).toMatchObject([{ nation: 'prussia', count: 2, colours: ['red'], why: 'fought on the Active side in Silesia' }]);
    c.act('sequence.next', {});
    expect(c.state.position.stepId).toBe('p4-move');
    c.act('ib.order', { nation: 'prussia', order: { kind: 'land', forces: ['cannon'], from: { name: 'Silesia', kind: 'territory' }, path: [{ name: 'Saxony', kind: 'territory' }], tags: ['red'], outcome: { end: 'moved' } } });
    c.act('ib.order', { nation: 'prussia', order: { kind: 'land', forces: ['cannon'], from: { name: 'Silesia', kind: 'territory' }, path: [{ name: 'Posen', kind: 'territory' }], tags: ['red'], outcome: { end: 'cancelled' } } });
    expect(c.state.arrowTags!.map((t) => [t.region, t.count, t.colours])).toEqual([
      ['Saxony', 1, ['red', 'blue']],
      ['Silesia', 1, ['white']],
    ]);
  });
});

describe('ib.order: a mixed group is one order [Phase 2: Land Unit Movement, Ship Movement; Phase 4 Step C]', () => {
  it('Cavalry and Half Infantry into the White Mountain (EX-5 step 2): one log entry, one Blue Arrow set of 2', () => {
    const c = ready();
    const seq = c.lastSeq;
    const e = c.act('ib.order', { nation: 'prussia', order: { kind: 'land', forces: ['half-infantry', 'cavalry'], from: { name: 'Piedmont', kind: 'territory' }, path: [{ name: 'Lombardy-Venetia', kind: 'territory' }, { name: 'Alps', kind: 'white-mountain' }], outcome: { end: 'moved' } } });
    expect(c.lastSeq).toBe(seq + 1);
    expect(e.title).toBe('Prussia moves: 1 Half Infantry + 1 Cavalry in Alps, Blue Arrow');
    expect(c.state.arrowTags).toMatchObject([{ region: 'Alps', count: 2, colours: ['blue'], what: '1 Half Infantry + 1 Cavalry' }]);
    // The Cavalry bonus is refused for the whole group: it just entered a White Mountain Range.
    refused(c, 'ib.order', { nation: 'prussia', order: { kind: 'land', forces: ['half-infantry', 'cavalry'], from: { name: 'Piedmont', kind: 'territory' }, path: [{ name: 'Lombardy-Venetia', kind: 'territory' }, { name: 'Alps', kind: 'white-mountain' }], bonus: { name: 'Switzerland', kind: 'territory' }, outcome: { end: 'moved' } } }, /No Cavalry bonus: the Cavalry just entered a White Mountain Range \(Alps\)/);
  });

  it('a group of 2 Full Infantry, 1 Cavalry and 1 Cannon: the Cavalry takes its bonus alone, the others are tagged at the plotted end', () => {
    const c = ready();
    const e = c.act('ib.order', { nation: 'prussia', order: { kind: 'land', forces: ['full-infantry', 'full-infantry', 'cavalry', 'cannon'], from: { name: 'Silesia', kind: 'territory' }, path: [{ name: 'Saxony', kind: 'territory' }], bonus: { name: 'Thuringia', kind: 'territory' }, outcome: { end: 'moved' } } });
    expect(e.title).toBe('Prussia moves: 2 Full Infantry + 1 Cannon in Saxony, Blue Arrow; 1 Cavalry in Thuringia, Blue Arrow');
    expect(c.state.arrowTags!.map((t) => [t.region, t.count])).toEqual([['Saxony', 3], ['Thuringia', 1]]);
  });

  it('a Frigate and a Ship of the Line sail together: their capacities add up (6 half-places), a 4th Land Unit overloads them', () => {
    const c = ready();
    const fleet = { kind: 'sea', ships: ['frigate', 'ship-of-the-line'], from: 'Port of Danzig', to: 'Port of Kiel', distance: 6, outcome: { end: 'moved' } };
    const three = [{ type: 'full-infantry' }, { type: 'cavalry' }, { type: 'cannon' }];
    refused(c, 'ib.order', { nation: 'prussia', order: { ...fleet, stops: [{ at: 0, load: [...three, { type: 'half-infantry' }] }] } }, /Overloaded/);
    const e = c.act('ib.order', { nation: 'prussia', order: { ...fleet, stops: [{ at: 0, load: three }] } });
    expect(e.title).toMatch(/^Prussia moves: 1 Frigate \+ 1 Ship of the Line in Port of Kiel, Blue Arrow/);
    expect(tagsIn(c.state, 'Port of Kiel')[0]).toMatchObject({ count: 2, what: '1 Frigate + 1 Ship of the Line' });
  });

  it('a saved campaign with one-type orders (as the form wrote them before) opens and folds to the same Arrow Tags', () => {
    const c = ready();
    c.act('ib.order', { nation: 'prussia', order: { kind: 'land', forces: ['full-infantry', 'full-infantry', 'full-infantry'], from: { name: 'Silesia', kind: 'territory' }, path: [{ name: 'Saxony', kind: 'territory' }, { name: 'Thuringia', kind: 'territory' }], opposed: [1], outcome: { end: 'blocked', at: 1 } } });
    c.act('ib.order', { nation: 'prussia', order: { kind: 'sea', ships: ['frigate'], from: 'Port of Danzig', to: 'Port of Kiel', distance: 3, outcome: { end: 'moved' } } });
    const file = JSON.parse(JSON.stringify(c.toFile()));
    const again = Campaign.load(ib, file);
    expect(again.state).toEqual(c.state);
    expect(again.state.arrowTags!.map((t) => [t.region, t.count, t.what])).toEqual([['Saxony', 3, '3 Full Infantry'], ['Port of Kiel', 1, '1 Frigate']]);
  });
});

describe('ib.arrows.clear: after the last Active Nation [Phase 4 Step E]', () => {
  it('refused while Nations are still to march; clears every set at the end; undo restores them; the next round starts clean anyway', () => {
    const c = ready();
    c.act('ib.order', { nation: 'prussia', order: blocked });
    c.act('sequence.next', {});
    c.act('sequence.next', {});
    expect(c.state.position.stepId).toBe('p4-status');
    refused(c, 'ib.arrows.clear', {}, /Arrow Tags stay until every Nation has been Active/);
    // On to the last Active Nation's Step E.
    for (let i = 0; i < 60 && !(c.state.march === c.state.turnOrder.length - 1 && c.state.position.stepId === 'p4-status'); i++) c.act('sequence.next', {});
    expect(activeNation(c.state)).toBe(c.state.turnOrder.at(-1));
    expect(c.state.arrowTags).toHaveLength(1);
    const e = c.act('ib.arrows.clear', {});
    expect(e.title).toBe('Every Arrow Tag removed after the last Active Nation (3 Forces tagged this round) [Phase 4 Step E]');
    expect(c.state.arrowTags).toEqual([]);
    refused(c, 'ib.arrows.clear', {}, /No Arrow Tags are recorded/);
    c.undo();
    expect(c.state.arrowTags).toHaveLength(1);
    goTo(c, 'p1-taxes');
    expect(c.state.round).toBe(2);
    expect(c.state.arrowTags).toEqual([]);
  });
});

// Step D [Phase 4 Step D; Cargo Management]: the only movement left is Cargo Management, after any battle.
const hit = (c: ReturnType<typeof ready>) => c.state.fight!.state.hits.attacker[0]!.id;
const portBattle = (c: ReturnType<typeof ready>, setup: Record<string, unknown>, attackerFaces: { black: ReturnType<typeof black>; white: ReturnType<typeof white> }) => {
  c.act('ib.battle.setup', setup);
  for (const side of ['attacker', 'defender']) c.act('ib.battle.step', { type: 'stance', side, stance: 'aggressive' });
  c.act('ib.battle.step', { type: 'dice', side: 'attacker', faces: attackerFaces });
  c.act('ib.battle.step', { type: 'dice', side: 'defender', faces: { black: black({ blank: 1 }), white: white({}) } });
  c.act('ib.battle.step', { type: 'assign', side: 'attacker', hits: [{ hit: hit(c), target: 'fortification' }] });
  return c.act('ib.battle.record', {});
};
const unload = { move: 'unload', units: ['cannon', 'full-infantry'], ships: ['ship-of-the-line'], shipTags: ['blue', 'red'], port: 'Port of Bordeaux', into: 'Guyenne', interiorOpposed: true };

describe('Step D: Cargo Management between post-movement battles (EX-11)', () => {
  it('EX-11: Ships battle a Port, capture it, unload Cargo into the Interior (Blue Arrows), and the unloaded Land Units battle there', () => {
    const c = ready('p4-move');
    // Step C: a Ship of the Line with 2 Land Units aboard sails into the opposed French Port: it cannot unload there.
    const sail = { kind: 'sea', ships: ['ship-of-the-line'], cargo: ['cannon', 'full-infantry'], from: 'Port of Danzig', to: 'Port of Bordeaux', distance: 5, outcome: { end: 'moved' } };
    refused(c, 'ib.order', { nation: 'prussia', order: { ...sail, stops: [{ at: 5, unload: true, into: 'Guyenne', portOpposed: true }] } }, /Port of Bordeaux holds opposing Forces: unloading needs a Port free of them/);
    c.act('ib.order', { nation: 'prussia', order: sail });
    c.act('sequence.next', {});
    expect(c.state.position.stepId).toBe('p4-post');
    // Step D: no order is carried out any more, and the Port still opposes Cargo Management.
    refused(c, 'ib.order', { nation: 'prussia', order: blocked }, /the only movement is Cargo Management/);
    refused(c, 'ib.cargo', { nation: 'prussia', cargo: { ...unload, portOpposed: true } }, /Port of Bordeaux holds opposing Forces/);
    // The Ships battle the Port (Major Port, 1 HP left) and capture it; the Cargo takes no Red Arrow.
    const rec = portBattle(c, { where: 'Port of Bordeaux', interior: 'Guyenne', kind: 'port', attacker: { nations: ['prussia'], ships: [{ nation: 'prussia', type: 'ship-of-the-line', cargo: ['cannon', 'full-infantry'], arrow: 'blue' }] }, defender: { nations: ['france'], fortification: { tier: 'major', damage: 1, nation: 'france' } } }, { black: black({ blast: 1, blank: 1 }), white: white({}) });
    expect(c.state.battles[0]).toMatchObject({ capture: true, kind: 'port' });
    expect(rec.title).toContain('Red Arrows on Prussia’s 1 Ship');
    // The captured Port no longer opposes: unload into the Interior, French Forces there or not.
    const e = c.act('ib.cargo', { nation: 'prussia', cargo: unload });
    expect(e.title).toBe('Prussia unloads 1 Cannon + 1 Full Infantry in Port of Bordeaux into Guyenne, Blue Arrow [Cargo Management]');
    expect(tagsIn(c.state, 'Guyenne')).toEqual([{ round: 1, region: 'Guyenne', nation: 'prussia', count: 2, colours: ['blue'], what: '1 Cannon + 1 Full Infantry (unloaded Cargo)', why: 'unloaded in Port of Bordeaux', types: { cannon: 1, 'full-infantry': 1 } }]);
    expect(tagsIn(c.state, 'Guyenne').every(mayJoinActive)).toBe(true);
    // The unloaded Land Units move no further (Blue Arrow) but wage a battle in that Interior.
    refused(c, 'ib.order', { nation: 'prussia', order: { kind: 'land', forces: ['cannon'], from: { name: 'Guyenne', kind: 'territory' }, path: [{ name: 'Gascony', kind: 'territory' }], tags: ['blue'], outcome: { end: 'moved' } } }, /Cargo Management/);
    c.act('ib.battle.setup', { where: 'Guyenne', kind: 'land', attacker: { nations: ['prussia'], units: [{ nation: 'prussia', type: 'cannon', arrow: 'blue' }, { nation: 'prussia', type: 'full-infantry', arrow: 'blue' }] }, defender: { nations: ['france'], fortification: { tier: 'major', nation: 'france' } } });
    expect(c.state.fight!.where).toBe('Guyenne');
    c.act('ib.battle.cancel', {});
    c.undo();
    c.undo();
    c.undo();
    expect(tagsIn(c.state, 'Guyenne')).toEqual([]);
  });

  it('Cargo Management refused with the rule’s reason: Independent Port, White Arrows, loading under opposition, Out-of-Action Ships, capacity, outside Step D, not the Active Nation', () => {
    const c = ready('p4-move');
    refused(c, 'ib.cargo', { nation: 'prussia', cargo: unload }, /Not now/);
    c.act('sequence.next', {});
    refused(c, 'ib.cargo', { nation: 'france', cargo: unload }, /Only the Active Nation \(Prussia\) can manage Cargo/);
    refused(c, 'ib.cargo', { nation: 'prussia', cargo: { ...unload, independent: true } }, /still Independent/);
    refused(c, 'ib.cargo', { nation: 'prussia', cargo: { ...unload, shipTags: ['white'] } }, /White Arrow.*cannot manage Cargo/);
    refused(c, 'ib.cargo', { nation: 'prussia', cargo: { ...unload, into: undefined } }, /Name the Interior/);
    const load = { move: 'load', units: ['cavalry'], ships: ['frigate'], port: 'Port of Danzig', into: 'West Prussia', unitTags: ['blue'] };
    refused(c, 'ib.cargo', { nation: 'prussia', cargo: { ...load, interiorOpposed: true } }, /loading needs both the Port and the Interior free of them/);
    refused(c, 'ib.cargo', { nation: 'prussia', cargo: { ...load, unitTags: ['white'] } }, /cannot be loaded as Cargo/);
    refused(c, 'ib.cargo', { nation: 'prussia', cargo: { ...load, outOfAction: true } }, /Out-of-Action Ships cannot take on new Cargo/);
    refused(c, 'ib.cargo', { nation: 'prussia', cargo: { ...load, aboard: ['half-infantry'] } }, /Overloaded/);
    refused(c, 'ib.cargo', { nation: 'prussia', cargo: { move: 'transfer', units: ['cannon'], ships: ['frigate'], outOfAction: true, port: 'Port of Danzig' } }, /transfer Cargo away from them/);
    c.act('ib.battle.setup', { where: 'Port of Bordeaux', kind: 'port', attacker: { nations: ['prussia'], ships: [{ nation: 'prussia', type: 'frigate' }] }, defender: { nations: ['france'], fortification: { tier: 'minor', nation: 'france' } } });
    refused(c, 'ib.cargo', { nation: 'prussia', cargo: unload }, /Cargo is managed between battles, not during one/);
    expect(c.state.arrowTags).toEqual([]);
  });

  it('loading Blue-tagged Land Units takes their set from the Interior into the Port as Cargo; a transfer tags nothing', () => {
    const c = ready('p4-move');
    c.act('ib.order', { nation: 'prussia', order: { kind: 'land', forces: ['cavalry', 'cannon'], from: { name: 'Pomerania', kind: 'territory' }, path: [{ name: 'West Prussia', kind: 'territory' }], outcome: { end: 'moved' } } });
    c.act('sequence.next', {});
    c.act('ib.cargo', { nation: 'prussia', cargo: { move: 'load', units: ['cavalry'], ships: ['frigate'], port: 'Port of Danzig', into: 'West Prussia', unitTags: ['blue'] } });
    expect(c.state.arrowTags!.map((t) => [t.region, t.count, t.colours, t.what])).toEqual([
      ['West Prussia', 1, ['blue'], '1 Cavalry + 1 Cannon'],
      ['Port of Danzig', 1, ['blue'], '1 Cavalry (Cargo)'],
    ]);
    const t = c.act('ib.cargo', { nation: 'prussia', cargo: { move: 'transfer', units: ['cavalry'], ships: ['ship-of-the-line'], port: 'Port of Danzig' } });
    expect(t.title).toBe('Prussia transfers 1 Cavalry Ship to Ship in Port of Danzig [Cargo Management]');
    expect(c.state.arrowTags).toHaveLength(2);
  });
});

describe('Port battles: Red Arrows where the survivors are [Port Battles; Chapter 3 A]', () => {
  it('Land Units from the Interior return there with their Red Arrows; the Ships keep theirs in the Port', () => {
    const c = ready('p4-pre');
    const rec = portBattle(c, { where: 'Port of Bordeaux', interior: 'Guyenne', kind: 'port', attacker: { nations: ['prussia'], units: [{ nation: 'prussia', type: 'full-infantry' }], ships: [{ nation: 'prussia', type: 'frigate' }] }, defender: { nations: ['france'], fortification: { tier: 'minor', nation: 'france' } } }, { black: black({ blast: 1 }), white: white({}) });
    expect(rec.title).toContain('Red Arrows on Prussia’s 1 Ship, Prussia’s 1 Land Unit in Guyenne');
    expect(c.state.arrowTags!.map((t) => [t.region, t.count, t.colours, t.what])).toEqual([
      ['Port of Bordeaux', 1, ['red'], '1 Ship'],
      ['Guyenne', 1, ['red'], '1 Land Unit'],
    ]);
    expect(tagsIn(c.state, 'Guyenne').some(mayJoinActive)).toBe(false);
  });

  it('without the Interior named, the Land Units’ Red Arrows go to “the Interior of” the Port, never to the Port', () => {
    const c = ready('p4-pre');
    portBattle(c, { where: 'Port of Bordeaux', kind: 'port', attacker: { nations: ['prussia'], units: [{ nation: 'prussia', type: 'cavalry' }], ships: [{ nation: 'prussia', type: 'frigate' }] }, defender: { nations: ['france'], fortification: { tier: 'minor', nation: 'france' } } }, { black: black({ blast: 1 }), white: white({}) });
    expect(tagsIn(c.state, 'Port of Bordeaux')).toMatchObject([{ count: 1, what: '1 Ship' }]);
    expect(tagsIn(c.state, 'the Interior of Port of Bordeaux')).toMatchObject([{ count: 1, what: '1 Land Unit', colours: ['red'] }]);
  });
});
