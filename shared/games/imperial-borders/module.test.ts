// Imperial Borders campaigns through the engine: set-up, the Game Round's seven phases with each Active Nation,
// sealed bids, the rulebook's Example of Battle fought inside a campaign with the table's dice, annexation,
// On Parade, the Congress of Vienna and Final Scoring; refusals change nothing; a saved log replays.
import { describe, expect, it } from 'vitest';
import { Campaign } from '../../engine/campaign';
import { campaignFileSchema } from '../../engine/schemas';
import { setCell } from '../../data/tables';
import { paradePreview } from './actions';
import { imperialBorders as ib } from './module';
import { activeNation, inPlay, type NationId } from './state';
import { IMPERIAL_BORDERS_DATA as DATA } from './tables';
import { bidRound, bstep, dicePack, faces, goTo, hitId, ibCampaign, marchTo, prussiaTakesParis, refused, step, type C } from './testing';

const gold = (c: C) => Object.fromEntries(inPlay(c.state).map((n) => [n, c.state.nations[n].gold]));

describe('set-up [Player Count and Nations; Setup]', () => {
  it('3 players take 2 Nations each; Prussia and Great Britain start with 5 Gold; counts from the rulebook', () => {
    const c = ibCampaign();
    expect(inPlay(c.state)).toHaveLength(6);
    expect(gold(c)).toEqual({ france: 0, austria: 0, prussia: 5, 'great-britain': 5, russia: 0, spain: 0 });
    expect(c.state.nations.france).toMatchObject({ capitals: 1, majors: 4, annexed: 1, eliteLand: 1, eliteShips: 0, ships: 2, ownCapital: true });
    expect(c.state.nations['great-britain']).toMatchObject({ eliteLand: 0, eliteShips: 1, ships: 2, ports: 5 });
    expect(c.state.nations.spain).toMatchObject({ eliteShips: 1, ships: 2 });
    // A player with two Nations is a team.
    expect(c.state.nations.prussia.team).toBe(c.state.nations.austria.team);
    expect(c.state.nations.prussia.team).not.toBe(c.state.nations.france.team);
    expect(c.state.turnOrder).toHaveLength(6);
  });

  it('4 players: Spain and Russia are Neutral; a player may not take a Neutral; 2 players option B', () => {
    const four = ibCampaign({ players: [{ name: 'A', powers: ['france'] }, { name: 'B', powers: ['austria'] }, { name: 'C', powers: ['prussia'] }, { name: 'D', powers: ['great-britain'] }] });
    expect(four.state.neutrals).toEqual(['russia', 'spain']);
    expect(four.state.turnOrder).not.toContain('spain');
    expect(() => ibCampaign({ players: [{ name: 'A', powers: ['france'] }, { name: 'B', powers: ['austria'] }, { name: 'C', powers: ['prussia'] }, { name: 'D', powers: ['spain'] }] })).toThrow(/Neutral: nobody plays Spain/);
    expect(() => ibCampaign({ players: [{ name: 'A', powers: ['france', 'austria'] }, { name: 'B', powers: ['prussia'] }, { name: 'C', powers: ['spain', 'russia'] }] })).toThrow(/each player controls 2 Nations/);
    const two = ibCampaign({ players: [{ name: 'A', powers: ['france', 'austria'] }, { name: 'B', powers: ['prussia', 'great-britain'] }], settings: { twoPlayerOption: 'b' } });
    expect(two.state.neutrals).toEqual(['russia', 'spain']);
  });

  it('fixed teams of 2 or 3 Nations agreed before the game [Team Play]; a lone Nation, four Nations or an unplayed Nation refused', () => {
    const players = ['france', 'austria', 'prussia', 'great-britain', 'russia'].map((n, i) => ({ name: `P${i + 1}`, powers: [n] }));
    const c = ibCampaign({ players, settings: { teams: { france: 'Team A', austria: 'Team A', prussia: 'Team B', 'great-britain': 'Team B', russia: 'Team B' } } });
    expect(c.state.nations.france.team).toBe(c.state.nations.austria.team);
    expect(c.state.nations.prussia.team).toBe(c.state.nations.russia.team);
    expect(c.state.nations.prussia.team).not.toBe(c.state.nations.france.team);
    expect(() => ibCampaign({ players, settings: { teams: { france: 'Team A' } } })).toThrow(/Team A has France; fixed teams are of 2 or 3 Nations/);
    expect(() => ibCampaign({ players, settings: { teams: { france: 'T', austria: 'T', prussia: 'T', russia: 'T' } } })).toThrow(/T has France, Austria, Prussia, Russia; fixed teams are of 2 or 3/);
    expect(() => ibCampaign({ players, settings: { teams: { france: 'T', spain: 'T' } } })).toThrow(/nobody plays Spain/);
  });

  it('beforeYouPlay asks for the dice faces, the truncated Starting Forces rows and the Major Ports, and stops once entered', () => {
    const blank = ibCampaign({ pack: dicePack(false) });
    const needs = ib.beforeYouPlay!(blank.state, blank.header);
    expect(needs.map((n) => n.table)).toEqual(['dice', 'starting-forces', 'nations']);
    expect(needs[1]!.rows).toHaveLength(6);
    expect(needs[2]!.rows).toHaveLength(6);
    let p = dicePack();
    for (const n of ['france', 'austria', 'prussia', 'great-britain', 'russia', 'spain']) {
      for (const col of ['halfInfantry', 'fullInfantry', 'cavalry', 'cannon']) p = setCell(DATA, p, 'starting-forces', n, col, 3);
      p = setCell(DATA, p, 'nations', n, 'majorPorts', 2);
    }
    const full = ibCampaign({ pack: p });
    expect(ib.beforeYouPlay!(full.state, full.header)).toEqual([]);
  });
});

describe('a Game Round', () => {
  it('Phase 1 (D-1): 13 each, Great Britain 15 with its Colonies; Treasuries P 18, GB 20', () => {
    const c = ibCampaign();
    refused(c, 'sequence.next', {}, /Collect the taxes first/);
    c.act('ib.taxes', { britishColonies: true });
    expect(gold(c)).toEqual({ france: 13, austria: 13, prussia: 18, 'great-britain': 20, russia: 13, spain: 13 });
    refused(c, 'ib.taxes', {}, /already collected/);
    expect(c.state.ledger.filter((l) => l.round === 1)).toHaveLength(6);
  });

  it('Phase 3: sealed bids revealed at once and paid; a bid above the Treasury changes nothing; slots in bid order', () => {
    const c = ibCampaign();
    goTo(c, 'p3-bids');
    refused(c, 'ib.bids', { bids: { france: 14, austria: 0, prussia: 0, 'great-britain': 0, russia: 0, spain: 0 } }, /France bids 14 Gold but its Treasury holds only 13/);
    refused(c, 'ib.bids', { bids: { france: 3 } }, /Every Nation in play bids/);
    refused(c, 'sequence.next', {}, /Every Nation bids first/);
    c.act('ib.bids', { bids: { france: 5, austria: 5, prussia: 2, 'great-britain': 0, russia: 0, spain: 0 } });
    expect(gold(c)).toMatchObject({ france: 8, austria: 8, prussia: 16, 'great-britain': 20 });
    // Every bid is paid, win or lose; the draw between the two 5s and among the zero bidders is in the log.
    expect(c.entries.at(-1)!.dice).toEqual([expect.objectContaining({ count: 3, sides: 1000 })]);
    // The file's schema takes it: the saved campaign opens again with the same draw.
    expect(campaignFileSchema.safeParse(c.toFile()).success).toBe(true);
    const order = c.state.bids!.pickOrder;
    expect(new Set(order.slice(0, 2))).toEqual(new Set(['france', 'austria']));
    expect(order[2]).toBe('prussia');
    c.act('sequence.next', {});
    refused(c, 'sequence.next', {}, /claims its slot first/);
    const second = order[1]!;
    refused(c, 'ib.slot', { nation: second, slot: 1 }, /chooses next/);
    c.act('ib.slot', { nation: order[0], slot: 3 }); // the highest bidder may take any slot, not only the first
    refused(c, 'ib.slot', { nation: second, slot: 3 }, /Slot 3 is not free/);
    c.act('ib.slot', { nation: second, slot: 1 });
    c.act('ib.slot', { nation: 'prussia', slot: 6 });
    expect(c.state.turnOrder[2]).toBe(order[0]);
    expect(c.state.turnOrder[0]).toBe(second);
    expect(c.state.turnOrder[5]).toBe('prussia');
    expect(new Set(c.state.turnOrder)).toEqual(new Set(inPlay(c.state)));
  });

  it('Phase 4 runs once per Active Nation in turn order; Phases 1-3 and 5-7 once a round', () => {
    const c = ibCampaign();
    bidRound(c, {});
    c.act('sequence.next', {}); // to Phase 4
    const seen: NationId[] = [];
    while (step(c) !== 'p5-annex') {
      if (step(c) === 'p4-review') seen.push(activeNation(c.state)!);
      c.act('sequence.next', {});
    }
    expect(seen).toEqual(c.state.turnOrder);
    goTo(c, 'p7-deploy');
    c.act('sequence.next', {});
    expect([c.state.round, step(c), c.state.march]).toEqual([2, 'p1-taxes', 0]);
  });
});

/** EX-4 inside a campaign: Prussia (Active) with Austria attacks France in Lorraine, physical dice entered. */
function lorraine(c: C) {
  bidRound(c, { prussia: 1 }, { prussia: 1 });
  marchTo(c, 'prussia');
  c.act('ib.battle.setup', {
    where: 'Lorraine',
    kind: 'land',
    attacker: {
      nations: ['prussia', 'austria'],
      units: [
        { nation: 'prussia', type: 'full-infantry' }, { nation: 'prussia', type: 'half-infantry' }, { nation: 'austria', type: 'half-infantry' },
        { nation: 'austria', type: 'cavalry', zone: 'rear' }, { nation: 'austria', type: 'cannon' },
      ],
    },
    defender: { nations: ['france'], fortification: { tier: 'major', nation: 'france' }, units: [{ nation: 'france', type: 'full-infantry' }, { nation: 'france', type: 'cavalry', zone: 'front' }] },
  });
  const positions = () => {
    bstep(c, { type: 'positions', side: 'attacker' });
    bstep(c, { type: 'positions', side: 'defender' });
  };
  positions();
  bstep(c, { type: 'stance', side: 'attacker', stance: 'aggressive' });
  bstep(c, { type: 'stance', side: 'defender', stance: 'defensive' });
  // Dice faces that do not add up to the dice gathered are refused and change nothing.
  refused(c, 'ib.battle.step', { type: 'dice', side: 'attacker', faces: faces({ double: 1, blank: 2 }) }, /rolls 2 Black dice this round, but 3 faces were entered/);
  refused(c, 'ib.battle.step', { type: 'dice', side: 'attacker', faces: faces({ double: 1, blank: 1 }, { blue: 1 }) }, /none in the Opening Salvo/);
  bstep(c, { type: 'dice', side: 'attacker', faces: faces({ double: 1, blank: 1 }) });
  bstep(c, { type: 'dice', side: 'defender', faces: faces({ bar: 1, blank: 1 }) });
  const dbl = hitId(c, 'attacker', 'double');
  bstep(c, { type: 'block', side: 'defender', cancel: [dbl] });
  // A Hit on an illegal target (the Fortification comes first) is refused and changes nothing.
  refused(c, 'ib.battle.step', { type: 'assign', side: 'attacker', hits: [{ hit: dbl, target: 'france-fi-1' }] }, /Fortification must be defeated first/);
  bstep(c, { type: 'assign', side: 'attacker', hits: [{ hit: dbl, target: 'fortification' }] });
  refused(c, 'sequence.next', {}, /Finish the battle in Lorraine/);
  bstep(c, { type: 'continue' });
  positions();
  bstep(c, { type: 'stance', side: 'attacker', stance: 'aggressive' });
  bstep(c, { type: 'stance', side: 'defender', stance: 'defensive' });
  bstep(c, { type: 'dice', side: 'attacker', faces: faces({ blast: 1, blank: 1 }, { bar: 1, blue: 1, blank: 6 }) });
  bstep(c, { type: 'dice', side: 'defender', faces: faces({ blast: 1 }, { bar: 1, blue: 1, blank: 3 }) });
  bstep(c, { type: 'block', side: 'defender', cancel: [hitId(c, 'attacker', 'blast')] });
  bstep(c, { type: 'assign', side: 'attacker', hits: [{ hit: hitId(c, 'attacker', 'white-bar'), target: 'fortification' }, { hit: hitId(c, 'attacker', 'blue'), target: 'france-fi-1' }] });
  bstep(c, { type: 'assign', side: 'defender', hits: [{ hit: hitId(c, 'defender', 'blast'), target: 'austria-cav-1' }, { hit: hitId(c, 'defender', 'blue'), target: 'austria-hi-1' }] });
  bstep(c, { type: 'continue' });
  positions();
  bstep(c, { type: 'stance', side: 'attacker', stance: 'aggressive' });
  bstep(c, { type: 'stance', side: 'defender', stance: 'aggressive' });
  bstep(c, { type: 'dice', side: 'attacker', faces: faces({ blank: 1 }, { red: 1, bar: 1, blank: 2 }) });
  bstep(c, { type: 'dice', side: 'defender', faces: faces({}, { red: 1, blank: 2 }) });
  bstep(c, { type: 'assign', side: 'attacker', hits: [{ hit: hitId(c, 'attacker', 'red'), target: null }, { hit: hitId(c, 'attacker', 'white-bar'), target: 'france-fi-1' }] });
  bstep(c, { type: 'assign', side: 'defender', hits: [{ hit: hitId(c, 'defender', 'red'), target: 'austria-can-1' }] });
}

describe('EX-4 Example of Battle fought in a campaign with the table’s dice', () => {
  it('reaches the rulebook’s result and writes it to the casualty ledger and the registry', () => {
    const c = ibCampaign();
    lorraine(c);
    const f = c.state.fight!;
    expect(f.state.step).toBe('over');
    expect(f.state.result).toMatchObject({ outcome: 'contested', capture: false, attacker: { points: 8, pennant: false }, defender: { points: 20, pennant: true } });
    // Shares must add up to what the side collected.
    refused(c, 'ib.battle.record', { shares: { prussia: 4, austria: 3 } }, /collected 8 casualty points in this battle; the shares entered add up to 7/);
    // PRUSSIA gives its 8 points to AUSTRIA's Treasury (the example); France's pennant goes to its Cavalry.
    c.act('ib.battle.record', { shares: { austria: 8 } });
    expect(c.state.casualties.map((x) => [x.nation, x.points])).toEqual([['austria', 8], ['france', 20]]);
    expect(c.state.nations.france.eliteLand).toBe(2);
    expect(c.state.nations.france.majors).toBe(4); // contested: France keeps Lorraine
    expect(c.state.battles[0]).toMatchObject({ where: 'Lorraine', outcome: 'contested', points: { attacker: 8, defender: 20 } });
    // Then On Parade (digest EX-4 [DERIVED]): France column 1 = 2, Austria 0; France column 4 = 2.
    goTo(c, 'p6-parade');
    const v = paradePreview(c.state);
    expect(v.chart['france']).toEqual([2, 1, 12, 2, 0, 17]);
    expect(v.chart['austria']).toEqual([0, 1, 12, 1, 0, 14]);
    expect(v.medals['laetissima-natione']).toBe('france');
    expect(v.prestige['france']).toBe(3);
  });

  it('a battle whose side has nothing that can roll is refused; a battle cannot be called off once rolled', () => {
    const c = ibCampaign();
    bidRound(c, { prussia: 1 }, { prussia: 1 });
    marchTo(c, 'prussia');
    refused(c, 'ib.battle.setup', { where: 'Silesia', kind: 'land', attacker: { nations: ['prussia'], units: [{ nation: 'prussia', type: 'cannon' }] }, defender: { nations: ['france'], fortification: { tier: 'minor', damage: 1, nation: 'france' } } }, /the defender has no Forces that can roll dice/);
    refused(c, 'ib.battle.setup', { where: 'Silesia', kind: 'land', attacker: { nations: ['france'], units: [{ nation: 'france', type: 'cannon' }] }, defender: { nations: ['russia'], units: [{ nation: 'russia', type: 'cannon' }] } }, /Active Nation \(Prussia\)/);
    refused(c, 'ib.battle.setup', { where: 'Silesia', kind: 'land', attacker: { nations: ['prussia'], units: [{ nation: 'prussia', type: 'cannon' }] }, defender: { nations: ['austria'], units: [{ nation: 'austria', type: 'cannon' }] } }, /no battles inside a team/);
  });
});

describe('worked examples as campaign tests', () => {
  it('D-8: capturing an enemy Capital: Morale Tokens +40 / −40, the whole Treasury moves, later income goes to escrow', () => {
    const c = ibCampaign();
    bidRound(c, { prussia: 1 }, { prussia: 1 });
    marchTo(c, 'prussia');
    const before = c.state.nations.france.gold;
    prussiaTakesParis(c);
    expect(c.state.fight!.state.result).toMatchObject({ outcome: 'attacker-victory', capture: true, attacker: { points: 40, pennant: true } });
    c.act('ib.battle.record', {});
    expect(c.state.nations.france).toMatchObject({ ownCapital: false, capitals: 0, gold: 0 });
    expect(c.state.nations.prussia.capitals).toBe(2);
    expect(c.state.nations.prussia.gold).toBe(18 - 1 + before);
    expect(c.state.casualties.map((x) => [x.nation, x.points])).toEqual([['prussia', 40], ['france', -40]]);
    expect(c.state.nations.prussia.eliteLand).toBe(2);
    // France cannot bid, buy or collect: next round its income is held in its Territories.
    goTo(c, 'p7-purchase');
    refused(c, 'ib.purchase', { nation: 'france', halfInfantry: 1 }, /does not control its own Capital/);
    goTo(c, 'p1-taxes');
    const pg = c.state.nations.prussia.gold;
    c.act('ib.taxes', {});
    expect(c.state.nations.france).toMatchObject({ gold: 0, escrow: 9 }); // 4 Majors × 2 + 1 Annexed
    expect(c.state.nations.prussia.gold).toBe(pg + 2 * 4 + 4 * 2 + 1); // two Capitals now
  });

  it('D-12: a captured Frigate carrying a Cannon: Gold +5, 10 + 10 casualty points, an Elite Pennant', () => {
    const c = ibCampaign();
    bidRound(c, { 'great-britain': 1 }, { 'great-britain': 1 });
    marchTo(c, 'great-britain');
    c.act('ib.battle.setup', {
      where: 'Bay of Biscay', kind: 'sea',
      attacker: { nations: ['great-britain'], ships: [{ nation: 'great-britain', type: 'ship-of-the-line' }] },
      defender: { nations: ['france'], ships: [{ nation: 'france', type: 'frigate', cargo: ['cannon'] }] },
    });
    bstep(c, { type: 'stance', side: 'attacker', stance: 'aggressive' });
    bstep(c, { type: 'stance', side: 'defender', stance: 'aggressive' });
    bstep(c, { type: 'dice', side: 'attacker', faces: faces({ blast: 1, blank: 1 }) });
    bstep(c, { type: 'dice', side: 'defender', faces: faces({ blank: 1 }) });
    bstep(c, { type: 'assign', side: 'attacker', hits: [{ hit: hitId(c, 'attacker', 'blast'), target: 'france-fr-1' }] });
    expect(c.state.fight!.state.result).toMatchObject({ outcome: 'attacker-victory', attacker: { points: 20, pennant: true, captured: [0] } });
    const g = c.state.nations['great-britain'].gold;
    c.act('ib.battle.record', {});
    expect(c.state.nations['great-britain'].gold).toBe(g + 5);
    expect(c.state.nations['great-britain']).toMatchObject({ ships: 3, eliteShips: 2 });
    expect(c.state.nations.france.ships).toBe(1);
  });

  it('EX-11: after a Port battle, a second battle in the Interior in the same Step D is legal', () => {
    const c = ibCampaign();
    bidRound(c, { spain: 1 }, { spain: 1 });
    marchTo(c, 'spain', 'p4-post');
    c.act('ib.battle.setup', { where: 'Port of Bordeaux', kind: 'port', attacker: { nations: ['spain'], ships: [{ nation: 'spain', type: 'ship-of-the-line' }] }, defender: { nations: ['france'], fortification: { tier: 'major', damage: 1, nation: 'france' } } });
    bstep(c, { type: 'stance', side: 'attacker', stance: 'aggressive' });
    bstep(c, { type: 'stance', side: 'defender', stance: 'aggressive' });
    bstep(c, { type: 'dice', side: 'attacker', faces: faces({ blast: 1, blank: 1 }) });
    bstep(c, { type: 'dice', side: 'defender', faces: faces({ blank: 1 }) });
    bstep(c, { type: 'assign', side: 'attacker', hits: [{ hit: hitId(c, 'attacker', 'blast'), target: 'fortification' }] });
    c.act('ib.battle.record', {});
    expect(c.state.nations.spain.ports).toBe(c.state.nations.spain.ports); // the Port changed hands:
    expect(c.state.battles[0]).toMatchObject({ capture: true, kind: 'port' });
    c.act('ib.battle.setup', { where: 'Guyenne', kind: 'land', attacker: { nations: ['spain'], units: [{ nation: 'spain', type: 'full-infantry' }] }, defender: { nations: ['france'], fortification: { tier: 'major', nation: 'france' } } });
    expect(c.state.fight!.where).toBe('Guyenne');
  });

  it('EX-13: a combined Port attack: all Land Units on one side, no Triad, Cavalry 1 White; Land Units on both sides refused', () => {
    const c = ibCampaign();
    bidRound(c, { spain: 1 }, { spain: 1 });
    marchTo(c, 'spain');
    refused(c, 'ib.battle.setup', { where: 'Port of Trieste', kind: 'port', attacker: { nations: ['spain'], units: [{ nation: 'spain', type: 'cavalry' }] }, defender: { nations: ['austria'], units: [{ nation: 'austria', type: 'cannon' }], fortification: { tier: 'major', nation: 'austria' } } }, /all Land Units must be on the same side/);
    c.act('ib.battle.setup', {
      where: 'Port of Trieste', kind: 'port',
      attacker: { nations: ['spain'], units: [{ nation: 'spain', type: 'cavalry' }, { nation: 'spain', type: 'full-infantry' }, { nation: 'spain', type: 'cannon' }], ships: [{ nation: 'spain', type: 'frigate' }] },
      defender: { nations: ['austria'], fortification: { tier: 'major', nation: 'austria' }, ships: [{ nation: 'austria', type: 'frigate' }] },
    });
    bstep(c, { type: 'stance', side: 'attacker', stance: 'aggressive' });
    bstep(c, { type: 'stance', side: 'defender', stance: 'aggressive' });
    expect(c.state.fight!.state.dice.attacker).toMatchObject({ black: 2, white: 0 }); // Cannon + Frigate, no Triad
    bstep(c, { type: 'dice', side: 'attacker', faces: faces({ blank: 2 }) });
    bstep(c, { type: 'dice', side: 'defender', faces: faces({ blank: 3 }) });
    bstep(c, { type: 'continue' });
    bstep(c, { type: 'stance', side: 'attacker', stance: 'aggressive' });
    bstep(c, { type: 'stance', side: 'defender', stance: 'aggressive' });
    expect(c.state.fight!.state.dice.attacker).toMatchObject({ black: 2, white: 4 }); // Cavalry 1 + Full Infantry 3
  });
});

describe('the app’s dice', () => {
  it('rolls battle and annexation dice from the seeded stream through the group’s faces; the log replays', () => {
    const c = ibCampaign({ seed: 11 });
    bidRound(c, { prussia: 1 }, { prussia: 1 });
    marchTo(c, 'prussia');
    c.act('ib.battle.setup', { where: 'Saxony', kind: 'land', attacker: { nations: ['prussia'], units: [{ nation: 'prussia', type: 'cannon' }, { nation: 'prussia', type: 'full-infantry' }] }, defender: { nations: ['russia'], units: [{ nation: 'russia', type: 'cannon' }] } });
    for (const side of ['attacker', 'defender']) bstep(c, { type: 'positions', side });
    bstep(c, { type: 'stance', side: 'attacker', stance: 'aggressive' });
    bstep(c, { type: 'stance', side: 'defender', stance: 'aggressive' });
    const e = c.act('ib.battle.step', { type: 'dice', side: 'attacker' });
    expect(e.dice).toEqual([expect.objectContaining({ count: 1, sides: 6, source: 'app' })]);
    const f = c.state.fight!.state.faces.attacker!;
    expect(Object.values(f.black).reduce((a, b) => a + b, 0)).toBe(1);
    const again1 = Campaign.load(ib, c.toFile());
    expect(again1.state).toEqual(c.state);
    const d = ibCampaign({ seed: 12 });
    goTo(d, 'p5-annex');
    const a = d.act('ib.annex', { territory: 'Sardinia', port: true, rollers: [{ nation: 'france', landUnits: 2, eliteLandUnits: 1 }] });
    expect(a.dice).toEqual([expect.objectContaining({ count: 3, sides: 6 })]);
    // The whole log replays to the same state.
    const again = Campaign.load(ib, d.toFile());
    expect(again.state).toEqual(d.state);
  });

  it('without the group’s dice faces the app refuses to roll and says which table to fill', () => {
    const c = ibCampaign({ pack: dicePack(false) });
    goTo(c, 'p5-annex');
    refused(c, 'ib.annex', { territory: 'Sardinia', rollers: [{ nation: 'france', landUnits: 1 }] }, /Fill in the table "Battle dice"/);
    // Typed faces of physical dice need no table.
    c.act('ib.annex', { territory: 'Sardinia', rollers: [{ nation: 'france', landUnits: 1, faces: { red: 0, blue: 1, bar: 0, blank: 0 } }] });
    expect(c.state.nations.france.annexed).toBe(2);
  });
});

describe('annexation [Phase 5]', () => {
  it('several Nations: the most Blasts annexes, a tie annexes nothing; faces that do not add up are refused', () => {
    const c = ibCampaign();
    goTo(c, 'p5-annex');
    refused(c, 'ib.annex', { territory: 'Naples', rollers: [{ nation: 'france', landUnits: 2, faces: { red: 1, blue: 0, bar: 0, blank: 0 } }] }, /rolls 2 White dice .* but 1 face was entered/);
    c.act('ib.annex', { territory: 'Naples', rollers: [{ nation: 'france', landUnits: 2, faces: { red: 1, blue: 0, bar: 1, blank: 0 } }, { nation: 'austria', landUnits: 1, faces: { red: 0, blue: 1, bar: 0, blank: 0 } }] });
    expect(c.state.annexations[0]!.winner).toBeNull();
    c.act('ib.annex', { territory: 'Sardinia', port: true, rollers: [{ nation: 'spain', landUnits: 2, faces: { red: 1, blue: 1, bar: 0, blank: 0 } }, { nation: 'austria', landUnits: 1, faces: { red: 0, blue: 1, bar: 0, blank: 0 } }] });
    expect(c.state.nations.spain).toMatchObject({ annexed: 2, ports: 2 });
    refused(c, 'ib.annex', { territory: 'Sardinia', rollers: [{ nation: 'spain', landUnits: 1, faces: { red: 1, blue: 0, bar: 0, blank: 0 } }] }, /already rolled/);
  });
});

describe('the whole game', () => {
  it('rounds 1-6: the Congress votes Peace in Round 5 (EX-12), Round 6 is the last, Final Scoring names the winner', () => {
    const c = ibCampaign();
    for (let r = 1; r <= 4; r++) {
      goTo(c, 'p7-deploy');
      c.act('sequence.next', {});
    }
    expect(c.state.round).toBe(5);
    goTo(c, 'p6-congress');
    refused(c, 'ib.congress', { votes: { france: 'peace' } }, /Every Nation votes/);
    c.act('ib.congress', { votes: { france: 'peace', russia: 'peace', prussia: 'peace', austria: 'peace', 'great-britain': 'war', spain: 'war' } });
    expect(c.state.lastRound).toBe(6);
    goTo(c, 'p7-deploy');
    c.act('sequence.next', {});
    expect(c.state.round).toBe(6);
    // No Congress in the last round; Phase 7 skipped (digest A45), Final Scoring at once.
    goTo(c, 'p6-parade');
    goTo(c, 'final');
    const gb = c.state.nations['great-britain'];
    c.act('ib.final', {});
    expect(c.state.gameOver).not.toBeNull();
    const row = c.state.final!.find((r) => r.nation === 'great-britain')!;
    expect(row.prestige).toBe(gb.prestige + Math.floor(gb.gold / 10));
    expect(row.score).toBe(row.columns.reduce((a, b) => a + b, 0) + row.prestige);
    // Each player's two Nations are a team: the team with the most own Capitals, then the best combined score, wins.
    const teams = [['france', 'russia'], ['prussia', 'austria'], ['great-britain', 'spain']];
    const sum = (t: string[]) => t.reduce((a, n) => a + c.state.final!.find((r) => r.nation === n)!.score, 0);
    const best = Math.max(...teams.map(sum));
    expect(c.state.gameOver!.winners.length % 2).toBe(0);
    for (const t of teams) for (const n of t) expect(c.state.gameOver!.winners.includes(n)).toBe(sum(t) === best);
    refused(c, 'sequence.next', {}, /The game is over/);
  });

  it('Round 8 with the end still open: no vote, Round 9 is the last (D-5)', () => {
    const c = ibCampaign();
    for (let r = 1; r <= 7; r++) {
      goTo(c, 'p7-deploy');
      c.act('sequence.next', {});
    }
    goTo(c, 'p6-parade');
    c.act('ib.parade', { aviGift: paradePreview(c.state).aviGiver ? 'france' : null });
    expect(c.state.lastRound).toBe(9);
  });
});
