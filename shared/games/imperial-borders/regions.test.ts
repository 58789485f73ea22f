// The group's per-region list [Registries, optional]: regions added and corrected as logged actions (undo from
// the log), refused with the reason when they contradict the rules or the registry; battles, Revolts and
// annexations that name a listed region keep it up to date.
import { describe, expect, it } from 'vitest';
import { findRegion, regionRevolt } from './actions';
import { repairReminders } from './module';
import { bidRound, bstep, faces, goTo, hitId, ibCampaign, marchTo, prussiaTakesParis, refused, white } from './testing';

const lorraine = { name: 'Lorraine', controller: 'france', kind: 'major', fort: 'major' };

describe('the region list built by the group', () => {
  it('adds and corrects regions as logged actions, undone from the log; bad entries are refused with the reason', () => {
    const c = ibCampaign();
    const e = c.act('ib.region.add', lorraine);
    expect(e.title).toBe('Region added: Lorraine (Major Homeland Territory of France, Major Fort)');
    expect(c.state.regions).toEqual([{ name: 'Lorraine', controller: 'france', kind: 'major', fort: 'major', damage: 0, escrow: 0 }]);
    refused(c, 'ib.region.add', { ...lorraine, name: ' lorraine ' }, /Lorraine is already in the region list: correct it instead/);
    // A Major Fort has 2 Hit Points [Chapter 2 F: Fortifications].
    refused(c, 'ib.region.add', { name: 'Alsace', controller: 'france', kind: 'major', fort: 'major', damage: 3 }, /A Major Fort has 2 Hit Points: Alsace cannot carry 3 Damage Tokens/);
    refused(c, 'ib.region.add', { name: 'Alps', controller: null, kind: 'independent', fort: null, damage: 1 }, /Alps has no Fort or Port tier/);
    refused(c, 'ib.region.add', { name: 'Sardinia', controller: 'austria', kind: 'independent', fort: null }, /An Independent Territory is no Nation’s/);
    refused(c, 'ib.region.add', { name: 'Bohemia', controller: null, kind: 'major', fort: 'major' }, /Name the Nation that controls Bohemia/);
    // France holds its own Capital: its income is never held in a Territory [Phase 1: Lost Capital].
    refused(c, 'ib.region.add', { name: 'Brittany', controller: 'france', kind: 'major', fort: 'major', escrow: 2 }, /France holds its own Capital: its income goes to its Treasury, none is held in Brittany/);

    const d = c.act('ib.region.correct', { name: 'LORRAINE', damage: 1 });
    expect(d.title).toBe('Region corrected: Lorraine: Damage Tokens 0 → 1');
    expect(findRegion(c.state, 'Lorraine')!.damage).toBe(1);
    refused(c, 'ib.region.correct', { name: 'Lorraine', damage: 1 }, /Lorraine already stands so in the region list: nothing to correct/);
    refused(c, 'ib.region.correct', { name: 'Lorraine', fort: null }, /Lorraine has no Fort or Port tier: Damage Tokens go on a Fort, Port or Ship/);
    refused(c, 'ib.region.correct', { name: 'Lorraine', damage: 3 }, /A Major Fort has 2 Hit Points/);
    refused(c, 'ib.region.correct', { name: 'Piedmont', damage: 0 }, /Piedmont is not in the region list: add it first/);
    c.undo();
    expect(findRegion(c.state, 'Lorraine')!.damage).toBe(0);
    c.undo();
    expect(c.state.regions).toBeUndefined(); // as before the first region
  });

  it('a battle in a listed region keeps its Damage Tokens and control from the Post-Battle; Gold held there goes to its captor', () => {
    const c = ibCampaign();
    bidRound(c, { prussia: 1 }, { prussia: 1 });
    marchTo(c, 'prussia');
    c.act('ib.region.add', { name: 'Paris', controller: 'france', kind: 'capital', fort: 'capital', damage: 3 });
    c.act('ib.region.add', { name: 'Lorraine', controller: 'france', kind: 'major', fort: 'major' });
    // D-8: Prussia takes Paris; its Capital Fort (3 Damage Tokens) takes the 4th.
    prussiaTakesParis(c);
    const rec = c.act('ib.battle.record', {});
    expect(rec.title).toMatch(/Region list, Paris: controller France → Prussia; Damage Tokens 3 → 4/);
    expect(findRegion(c.state, 'Paris')).toMatchObject({ controller: 'prussia', kind: 'capital', fort: 'capital', damage: 4 });
    expect(findRegion(c.state, 'Lorraine')).toMatchObject({ controller: 'france', damage: 0 }); // not fought over
    c.undo();
    expect(findRegion(c.state, 'Paris')).toMatchObject({ controller: 'france', damage: 3 });
    c.redo();

    // Next round France's income is held in its Territories; the group places it region by region.
    goTo(c, 'p1-taxes');
    c.act('ib.taxes', {});
    const held = c.state.nations.france.escrow;
    expect(held).toBeGreaterThan(2);
    refused(c, 'ib.region.correct', { name: 'Lorraine', escrow: held + 1 }, new RegExp(`France has ${held} Gold held in its Territories in all: Lorraine cannot hold ${held + 1}`));
    c.act('ib.region.correct', { name: 'Lorraine', escrow: 2 });
    refused(c, 'ib.region.add', { name: 'Alsace', controller: 'france', kind: 'major', fort: 'major', escrow: held - 1 }, new RegExp(`France has ${held} Gold held in its Territories in all \\(2 already listed elsewhere\\): Alsace cannot hold ${held - 1}`));

    // Austria takes Lorraine: the 2 Gold held there go to Austria's Treasury at once [Phase 1: Lost Capital].
    bidRound(c, { austria: 1 }, { austria: 1 });
    marchTo(c, 'austria');
    const austriaGold = c.state.nations.austria.gold;
    c.act('ib.battle.setup', {
      where: 'Lorraine', kind: 'land',
      attacker: { nations: ['austria'], units: [{ nation: 'austria', type: 'cannon' }, { nation: 'austria', type: 'full-infantry' }] },
      defender: { nations: ['france'], fortification: { tier: 'major', damage: 1, nation: 'france' } },
    });
    for (const side of ['attacker', 'defender']) bstep(c, { type: 'positions', side });
    bstep(c, { type: 'stance', side: 'attacker', stance: 'aggressive' });
    bstep(c, { type: 'stance', side: 'defender', stance: 'aggressive' });
    bstep(c, { type: 'dice', side: 'attacker', faces: faces({ blast: 1 }) });
    bstep(c, { type: 'dice', side: 'defender', faces: faces({ blank: 1 }) });
    bstep(c, { type: 'assign', side: 'attacker', hits: [{ hit: hitId(c, 'attacker', 'blast'), target: 'fortification' }] });
    const r2 = c.act('ib.battle.record', {});
    expect(r2.title).toMatch(/Austria takes the 2 Gold held in Lorraine/);
    expect(findRegion(c.state, 'Lorraine')).toMatchObject({ controller: 'austria', damage: 2, escrow: 0 });
    expect(c.state.nations.austria.gold).toBe(austriaGold + 2);
    expect(c.state.nations.france.escrow).toBe(held - 2);
    // Phase 7 Step A reminders read the list where it names a region: repaired, Lorraine leaves them.
    expect(repairReminders(c.state)).toEqual(['Repair free where no opposing Forces remain: Paris: Capital Fort with 4 Damage Tokens (Prussia); Lorraine: Major Fort with 2 Damage Tokens (Austria).']);
    c.act('ib.region.correct', { name: 'Lorraine', damage: 0 });
    expect(repairReminders(c.state)).toEqual(['Repair free where no opposing Forces remain: Paris: Capital Fort with 4 Damage Tokens (Prussia).']);
  });

  it('Revolts and annexations that name a listed region: checked against it and kept in it', () => {
    const c = ibCampaign({ rules: { revolts: true } });
    c.act('ib.region.add', { name: 'Tyrol', controller: 'austria', kind: 'annexed', fort: 'minor' });
    c.act('ib.region.add', { name: 'Naples', controller: null, kind: 'independent', fort: null });
    refused(c, 'ib.region.add', { name: 'Corsica', controller: null, kind: 'independent', fort: 'minor' }, /An Independent Territory has no Fort: a Minor Fort is placed in Corsica when it is annexed/);
    goTo(c, 'p5-annex');
    refused(c, 'ib.revolt', { territory: 'tyrol', controller: 'russia', tier: 'annexed', by: 'france' }, /The region list has Tyrol controlled by Austria, not Russia/);
    refused(c, 'ib.revolt', { territory: 'Tyrol', controller: 'austria', tier: 'major', by: 'france' }, /The region list has Tyrol as Annexed Territory, not captured Major Homeland Territory/);
    c.act('ib.revolt', { territory: 'Tyrol', controller: 'austria', tier: 'annexed', by: 'france' });
    expect(regionRevolt(c.state, findRegion(c.state, 'Tyrol')!)).toMatchObject({ territory: 'Tyrol', gold: 0 });
    c.act('ib.revolt.end', { territory: 'Tyrol', how: 'captured', by: 'france' });
    expect(findRegion(c.state, 'Tyrol')).toMatchObject({ controller: 'france', kind: 'annexed' });
    expect(regionRevolt(c.state, findRegion(c.state, 'Tyrol')!)).toBeNull();
    // An annexation of a listed Independent Territory makes it the winner's Annexed Territory.
    c.act('ib.annex', { territory: 'Naples', rollers: [{ nation: 'spain', landUnits: 2, faces: white({ red: 1, blank: 1 }) }] });
    expect(findRegion(c.state, 'Naples')).toMatchObject({ controller: 'spain', kind: 'annexed', fort: 'minor' });
  });

  it('a traded Territory that is listed must be the giver’s there, and passes to the taker [Optional: Trading Tangibles]', () => {
    const c = ibCampaign({ rules: { tradingTangibles: true } });
    c.act('ib.region.add', { name: 'Silesia', controller: 'austria', kind: 'major', fort: 'major' });
    bidRound(c, { prussia: 1 }, { prussia: 1 });
    marchTo(c, 'prussia', 'p4-move');
    const trade = { from: 'prussia', to: 'france', give: { kind: 'territory', name: 'silesia', tier: 'major' }, get: { kind: 'gold', gold: 1 } };
    refused(c, 'ib.trade', trade, /The region list has Silesia controlled by Austria, not Prussia/);
    c.act('ib.region.correct', { name: 'Silesia', controller: 'prussia' });
    c.act('ib.trade', trade);
    expect(findRegion(c.state, 'Silesia')).toMatchObject({ controller: 'france', kind: 'major', fort: 'major' });
  });
});
