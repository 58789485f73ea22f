// Arrow Tags tracked through a Game Round [Arrow Tags; Phase 4 Steps A-E]: orders checked by the Active
// Nation leave Tag Sets (undo takes them back), battles leave Red Arrows on the Active side, and the last
// Active Nation clears them all.
import { describe, expect, it } from 'vitest';
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
    expect(c.state.arrowTags).toEqual([{ round: 1, region: 'Saxony', nation: 'prussia', count: 3, colours: ['blue'], what: '1 Full Infantry + 1 Half Infantry + 1 Cannon', why: 'blocked by opposing Forces' }]);
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
    refused(c, 'ib.order', { nation: 'prussia', order: { ...blocked, outcome: { end: 'cancelled' } } }, /Not now/);
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
