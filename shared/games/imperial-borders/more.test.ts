// Imperial Borders, the remaining pieces of issue 12: the step list during Phase 4, and the other
// corrections and checks added with them (each test names its rule).
import { describe, expect, it } from 'vitest';
import { Campaign } from '../../engine/campaign';
import { sequenceView } from '../../engine/sequence';
import { setCell } from '../../data/tables';
import { IMPERIAL_BORDERS_DATA as DATA } from './tables';
import { imperialBorders as ib } from './module';
import { computeImperialBordersFromHere, computeImperialBordersOdds } from './battle';
import { fromHereInput, oddsDice, positionInput } from './odds-input';
import { annexOdds, revoltForcesNote, startingForcesOff } from './actions';
import { imperialBorders as ib2 } from './module';
import { nationName, packOf, startingLandOf, uncountedStartingForces } from './state';
import { bidRound, black, dicePack, goTo, ibCampaign, marchTo, refused, white } from './testing';

const stepOf = (c: ReturnType<typeof ibCampaign>, id: string) => sequenceView(ib, c.state).phases.flatMap((p) => p.steps).find((x) => x.id === id)!;

describe('the step list while Nations march [Game Round Overview]', () => {
  it('Phases 5-7 are still to come while Nations march, Phases 1-3 were done before the first; neither is "skipped"', () => {
    const c = ibCampaign();
    goTo(c, 'p4-review');
    const order = c.state.turnOrder;
    marchTo(c, order[1]!);
    const annex = stepOf(c, 'p5-annex');
    expect(annex.applies).toBe(false);
    expect(annex.note).toMatchObject({ kind: 'later' });
    expect(annex.note!.text).toMatch(/after the last Active Nation/);
    // The Nations still to march are named, the Active one is not.
    for (const n of order.slice(2)) expect(annex.note!.text).toContain(nationName(n));
    expect(annex.note!.text).not.toContain(nationName(order[1]!));
    expect(stepOf(c, 'p7-purchase').note?.kind).toBe('later');
    expect(stepOf(c, 'p1-taxes').note).toMatchObject({ kind: 'earlier' });
    expect(stepOf(c, 'p3-bids').note?.kind).toBe('earlier');
    // The Congress of Vienna is not held in Round 1: it stays skipped, with its reason.
    expect(stepOf(c, 'p6-congress').note).toBeUndefined();
    // The last Active Nation: Phases 5-7 apply now (the step list walks into them).
    marchTo(c, order[order.length - 1]!);
    expect(stepOf(c, 'p5-annex')).toMatchObject({ applies: true });
    expect(stepOf(c, 'p5-annex').note).toBeUndefined();
  });
});

describe('odds from here, inside a Battle Round [Chapter 2 D-F]', () => {
  // Test dice: Black = Double Blast, Blast, Blast, Bar, Blank, Blank (a lone Cannon hits with 4/6).
  const duel = (defender: 'aggressive' | 'defensive') => {
    const c = ibCampaign();
    goTo(c, 'p4-review');
    marchTo(c, c.state.turnOrder[0]!);
    const a = c.state.turnOrder[0]!;
    const d = c.state.turnOrder.find((n) => c.state.nations[n].team !== c.state.nations[a].team)!;
    c.act('ib.battle.setup', { where: 'Saxony', kind: 'land', attacker: { nations: [a], units: [{ nation: a, type: 'cannon' }] }, defender: { nations: [d], units: [{ nation: d, type: 'cannon' }] } });
    for (const side of ['attacker', 'defender']) c.act('ib.battle.step', { type: 'positions', side });
    c.act('ib.battle.step', { type: 'stance', side: 'attacker', stance: 'aggressive' });
    c.act('ib.battle.step', { type: 'stance', side: 'defender', stance: defender });
    return c;
  };
  const here = (c: ReturnType<typeof ibCampaign>) => {
    const f = c.state.fight!.state;
    const d = oddsDice(c.state);
    if (!('dice' in d)) throw new Error(d.missing);
    const x = fromHereInput(f, d.dice, { attacker: f.stances.attacker!, defender: f.stances.defender! });
    return x ? computeImperialBordersFromHere(x.input, x.mid) : null;
  };

  it('before the first die there is no "from here" (the round’s start odds hold); after the attacker’s Double Blast: victory 2/6, mutual defeat 4/6', () => {
    const c = duel('aggressive');
    expect(here(c)).toBeNull();
    c.act('ib.battle.step', { type: 'dice', side: 'attacker' }, { physicalDice: [[1]] });
    const r = here(c)!;
    expect(r.round).toBe(1);
    expect(r.attackerVictory).toBeCloseTo(2 / 6, 12);
    expect(r.mutualDefeat).toBeCloseTo(4 / 6, 12);
  });

  it('at the block: the defender’s Bar still to block the attacker’s Blast leaves both Cannons standing this round', () => {
    const c = duel('defensive');
    c.act('ib.battle.step', { type: 'dice', side: 'attacker' }, { physicalDice: [[2]] }); // a Blast
    c.act('ib.battle.step', { type: 'dice', side: 'defender' }, { physicalDice: [[4]] }); // a Bar: it must block
    expect(c.state.fight!.state.step).toBe('block');
    const r = here(c)!;
    // Round 1 ends with both Cannons standing: on to Round 2 from the same forces.
    const f = c.state.fight!.state;
    const d = oddsDice(c.state) as { dice: Record<string, unknown> };
    const fromTwo = computeImperialBordersOdds({ ...positionInput(f, d.dice, { attacker: 'aggressive', defender: 'defensive' })!, round: 2 });
    expect(r.attackerVictory).toBeCloseTo(fromTwo.attackerVictory, 12);
    expect(r.contested).toBeCloseTo(fromTwo.contested, 12);
  });

  it('at the assignment: the attacker’s Double Blast already on the defender’s Cannon, the defender’s Blank: attacker victory', () => {
    const c = duel('aggressive');
    c.act('ib.battle.step', { type: 'dice', side: 'attacker' }, { physicalDice: [[1]] });
    c.act('ib.battle.step', { type: 'dice', side: 'defender' }, { physicalDice: [[5]] });
    expect(here(c)!.attackerVictory).toBeCloseTo(1, 12);
  });
});


describe('the set-up turn order [Setup Step D]', () => {
  it('is a logged roll of the seeded dice (Neutrals after), the same dice give the same order on replay; once, before the first taxes', () => {
    const c = ibCampaign({ players: [{ name: 'A', powers: ['france'] }, { name: 'B', powers: ['austria'] }, { name: 'C', powers: ['prussia'] }, { name: 'D', powers: ['great-britain'] }] });
    const e = c.act('ib.setup.order', {});
    expect(e.dice).toHaveLength(1);
    const order = c.state.setupOrder!;
    expect([...order].sort()).toEqual(['austria', 'france', 'great-britain', 'prussia']);
    expect(c.state.turnOrder).toEqual(order);
    expect(e.title).toContain(`Set-up turn order rolled (Setup Step D): ${order.map(nationName).join(', ')}, then the Neutrals (Russia, Spain)`);
    expect(Campaign.load(ib2, { header: c.header, entries: [...c.entries] }).state.setupOrder).toEqual(order);
    refused(c, 'ib.setup.order', {}, /already rolled: a roll is never repeated/);
    const late = ibCampaign();
    late.act('ib.taxes', {});
    refused(late, 'ib.setup.order', {}, /before play begins/);
  });
});

describe('the Major Ports correction [Setup Step A]', () => {
  it('Major Ports entered after the set-up: the Ports held change by the difference, logged; refused when nothing changes', () => {
    const c = ibCampaign();
    expect(c.state.nations.france.ports).toBe(1); // Ajaccio: the Major Ports were not entered at the set-up
    const e = c.act('ib.ports.major', { nation: 'france', majorPorts: 3 });
    expect(c.state.nations.france.ports).toBe(4);
    expect(e.title).toBe('France’s Major Ports corrected: 3 (was 0); Ports held 1 → 4');
    refused(c, 'ib.ports.major', { nation: 'france', majorPorts: 3 }, /already counted/);
    c.act('ib.ports.major', { nation: 'france', majorPorts: 2 });
    expect(c.state.nations.france.ports).toBe(3);
    // Entered before the set-up: counted already.
    const d = ibCampaign({ pack: setCell(DATA, dicePack(), 'nations', 'austria', 'majorPorts', 2) });
    expect(d.state.nations.austria.ports).toBe(2);
    refused(d, 'ib.ports.major', { nation: 'austria', majorPorts: 2 }, /already counted/);
  });
});

describe('Starting Forces counted into the Land Units on the map [Setup Step C]', () => {
  const forces = (half: number, full: number, cav: number, cannon: number) => ({ halfInfantry: half, fullInfantry: full, cavalry: cav, cannon });

  it('a Nation whose row was not filled in when the campaign began counts none (not the printed part of its row); confirming them counts them once, logged, into the table too', () => {
    const c = ibCampaign();
    // France's printed 6 Half Infantry stop there: its row is incomplete, so nothing is counted and it is named.
    expect(c.state.nations.france.landUnits).toBe(0);
    expect(uncountedStartingForces(c.state)).toEqual(expect.arrayContaining(['france', 'prussia', 'russia']));
    const e = c.act('ib.forces.starting', { forces: { france: forces(6, 2, 1, 1), prussia: forces(4, 1, 1, 0) } });
    expect(e.title).toBe('Starting Forces counted [Setup Step C]: France 6 Half Infantry, 2 Full Infantry, 1 Cavalry, 1 Cannon (Land Units on the map 0 → 10); Prussia 4 Half Infantry, 1 Full Infantry, 1 Cavalry (Land Units on the map 0 → 6)');
    expect(c.state.nations.france.landUnits).toBe(10);
    expect(c.state.nations.prussia.landUnits).toBe(6);
    expect(uncountedStartingForces(c.state)).not.toContain('france');
    // The group's counts, marked as theirs, in the Starting Forces table (Before you play no longer asks for France).
    expect(startingLandOf(c.state, 'france')).toEqual(forces(6, 2, 1, 1));
    expect(packOf(c.state).tables['starting-forces']!.rows.find((r) => r.key === 'france')!.cells['cavalry']).toMatchObject({ v: 1, src: 'group' });
    expect(ib.beforeYouPlay!(c.state, c.header).find((n) => n.table === 'starting-forces')?.rows).not.toContain('france');
    // The same counts again change nothing; a correction counts the difference.
    refused(c, 'ib.forces.starting', { forces: { france: forces(6, 2, 1, 1) } }, /already counted/);
    c.act('ib.forces.starting', { forces: { france: forces(6, 3, 1, 1) } });
    expect(c.state.nations.france.landUnits).toBe(11);
    // Neutral and empty entries are refused with the reason.
    refused(c, 'ib.forces.starting', { forces: {} }, /at least one Nation/);
    // Undo takes it back; the saved and reopened campaign folds to the same registry.
    c.undo();
    expect(c.state.nations.france.landUnits).toBe(10);
    const again = Campaign.load(ib, c.toFile());
    expect(again.state.nations.france.landUnits).toBe(10);
    expect(again.state.startingLand?.france).toBe(10);
  });

  it('rows complete when the campaign began are counted at the set-up, and purchases made before the confirmation are kept', () => {
    let pack = dicePack();
    for (const [col, v] of Object.entries(forces(5, 2, 2, 1))) pack = setCell(DATA, pack, 'starting-forces', 'russia', col, v);
    const c = ibCampaign({ pack });
    expect(c.state.nations.russia.landUnits).toBe(10);
    expect(c.state.startingLand?.russia).toBe(10);
    expect(uncountedStartingForces(c.state)).not.toContain('russia');
    // Spain bought 2 Cannons before its Starting Forces were counted: both counts add up.
    goTo(c, 'p7-purchase');
    c.act('ib.gold', { nation: 'spain', delta: 30, why: 'test' });
    c.act('ib.purchase', { nation: 'spain', cannon: 2 });
    expect(c.state.nations.spain.landUnits).toBe(2);
    c.act('ib.forces.starting', { forces: { spain: forces(6, 1, 1, 0) } });
    expect(c.state.nations.spain.landUnits).toBe(10);
  });
});

describe('Starting Forces edited after they were counted [Setup Step C]', () => {
  const forces = (half: number, full: number, cav: number, cannon: number) => ({ halfInfantry: half, fullInfantry: full, cavalry: cav, cannon });

  it('a changed row is flagged with the counts; one logged re-count corrects the Land Units on the map by the difference; undo flags it again', () => {
    const c = ibCampaign();
    c.act('ib.forces.starting', { forces: { france: forces(6, 2, 1, 1) } });
    expect(startingForcesOff(c.state)).toEqual([]);
    // Changed in the data editor: 1 Cannon more. The count on the map is not touched by the edit itself.
    c.act('data.set', { table: 'starting-forces', key: 'france', column: 'cannon', value: 2 });
    expect(c.state.nations.france.landUnits).toBe(10);
    expect(startingForcesOff(c.state)).toEqual([{ nation: 'france', counted: 10, inTable: forces(6, 2, 1, 2) }]);
    // A new mix of the same total needs no correction.
    c.act('data.set', { table: 'starting-forces', key: 'france', column: 'cavalry', value: 0 });
    expect(startingForcesOff(c.state)).toEqual([]);
    c.act('data.set', { table: 'starting-forces', key: 'france', column: 'cavalry', value: 1 });
    const e = c.act('ib.forces.starting', { forces: { france: forces(6, 2, 1, 2) } });
    expect(e.title).toBe('Starting Forces counted [Setup Step C]: France 6 Half Infantry, 2 Full Infantry, 1 Cavalry, 2 Cannons (Land Units on the map 10 → 11)');
    expect(c.state.nations.france.landUnits).toBe(11);
    expect(startingForcesOff(c.state)).toEqual([]);
    refused(c, 'ib.forces.starting', { forces: { france: forces(6, 2, 1, 2) } }, /already counted/);
    c.undo();
    expect(c.state.nations.france.landUnits).toBe(10);
    expect(startingForcesOff(c.state)).toMatchObject([{ nation: 'france', counted: 10 }]);
  });
});

describe('Land Units in the registry', () => {
  it('start from the Starting Forces entered; purchases add; the Sweden and Portugal bonus Half Infantry joins the annexer [Optional: Sweden and Portugal]', () => {
    let pack = dicePack();
    for (const [col, v] of [['halfInfantry', 6], ['fullInfantry', 3], ['cavalry', 2], ['cannon', 1]] as const) pack = setCell(DATA, pack, 'starting-forces', 'spain', col, v);
    const c = ibCampaign({ pack, rules: { swedenAndPortugal: true } });
    expect(c.state.nations.spain.landUnits).toBe(12);
    goTo(c, 'p5-annex');
    c.act('ib.annex', { territory: 'Portugal', rollers: [{ nation: 'spain', landUnits: 2, faces: white({ red: 1, blue: 1 }) }] });
    expect(c.state.nations.spain.landUnits).toBe(13);
    // Elsewhere no bonus unit.
    c.act('ib.annex', { territory: 'Naples', rollers: [{ nation: 'spain', landUnits: 1, faces: white({ red: 1 }) }] });
    expect(c.state.nations.spain.landUnits).toBe(13);
    // The lone die's follow-up: the bonus too.
    const d = ibCampaign({ rules: { swedenAndPortugal: true } });
    goTo(d, 'p5-annex');
    d.act('ib.annex', { territory: 'Sweden', rollers: [{ nation: 'russia', landUnits: 1, faces: white({ blue: 1 }) }] });
    d.act('ib.annex.followup', { faces: white({ red: 1 }) });
    expect(d.state.nations.russia.landUnits).toBe(1);
    goTo(c, 'p7-purchase');
    const before = c.state.nations.spain.landUnits!;
    c.act('ib.gold', { nation: 'spain', delta: 30, why: 'test' });
    c.act('ib.purchase', { nation: 'spain', halfInfantry: 2, cannon: 1, frigate: 1 });
    expect(c.state.nations.spain.landUnits).toBe(before + 3);
  });

  it('a battle takes its defeated Land Units off (a Full Infantry hit once stands as a Half)', () => {
    const c = ibCampaign({ rules: { callToArms: true } });
    bidRound(c, { prussia: 1 }, { prussia: 1 });
    marchTo(c, 'prussia');
    const start = c.state.nations.france.landUnits!; // none counted: France's Starting Forces row is cut short
    c.act('ib.battle.setup', { where: 'Lorraine', kind: 'land', homelandOf: 'france', attacker: { nations: ['prussia'], units: [{ nation: 'prussia', type: 'cannon' }, { nation: 'prussia', type: 'cannon' }] }, defender: { nations: ['france'], units: [{ nation: 'france', type: 'cavalry' }] } });
    expect(c.state.nations.france.landUnits).toBe(start + 1); // the free Full Infantry of the Call to Arms
    for (const side of ['attacker', 'defender']) c.act('ib.battle.step', { type: 'positions', side });
    for (const side of ['attacker', 'defender']) c.act('ib.battle.step', { type: 'stance', side, stance: 'aggressive' });
    c.act('ib.battle.step', { type: 'dice', side: 'attacker', faces: { black: black({ blast: 2 }), white: white({}) } });
    // (The defender's Infantry and Cavalry roll nothing in the Opening Salvo.) The Front: Full Infantry before Cavalry; both Blasts on it defeat it (2 Hits).
    const hits = c.state.fight!.state.hits.attacker.map((h) => h.id);
    c.act('ib.battle.step', { type: 'assign', side: 'attacker', hits: [{ hit: hits[0]!, target: 'france-call-to-arms' }, { hit: hits[1]!, target: 'france-call-to-arms' }] });
    c.act('ib.battle.step', { type: 'end' });
    c.act('ib.battle.record', {});
    expect(c.state.nations.france.landUnits).toBe(start); // +1 Call to Arms, −1 defeated Full Infantry
  });
});

describe('Call to Arms derived from the Homeland [Optional: Call to Arms]', () => {
  it('the first land battle in a Nation’s Homeland while it defends: the free Full Infantry comes without being asked; not when it is not defending, not twice', () => {
    const c = ibCampaign({ rules: { callToArms: true } });
    bidRound(c, { prussia: 1 }, { prussia: 1 });
    marchTo(c, 'prussia');
    const base = { where: 'Lorraine', kind: 'land', homelandOf: 'france', attacker: { nations: ['prussia'], units: [{ nation: 'prussia', type: 'cannon' }] }, defender: { nations: ['france'], fortification: { tier: 'major', nation: 'france' } } };
    // Russia defends a captured French Homeland: France is not defending, no Call to Arms (A32).
    c.act('ib.battle.setup', { ...base, defender: { nations: ['russia'], units: [{ nation: 'russia', type: 'cannon' }] } });
    expect(c.state.fight!.callToArms).toBeNull();
    c.act('ib.battle.cancel', {});
    const e = c.act('ib.battle.setup', base);
    expect(e.title).toMatch(/Call to Arms: France places a free Full Infantry/);
    expect(c.state.callToArmsUsed).toEqual(['france']);
    c.act('ib.battle.cancel', {});
    c.act('ib.battle.setup', base);
    expect(c.state.fight!.callToArms).toBeNull();
    expect(c.state.fight!.state.units.defender).toEqual([]);
  });
});

describe('Revolts where the app knows the Forces [Optional: Revolts]', () => {
  it('refused in a Territory its controller annexed this Phase 5 (its Land Units are there); the note says what the registry knows', () => {
    const c = ibCampaign({ rules: { revolts: true } });
    goTo(c, 'p5-annex');
    c.act('ib.annex', { territory: 'Naples', rollers: [{ nation: 'austria', landUnits: 2, faces: white({ red: 1, blank: 1 }) }] });
    refused(c, 'ib.revolt', { territory: 'naples', controller: 'austria', tier: 'annexed', by: 'france' }, /annexed Naples this Phase 5 with Land Units there.*no Land Units of its controller/);
    c.act('ib.revolt', { territory: 'Tyrol', controller: 'austria', tier: 'annexed', by: 'france' });
    // Austria's Starting Forces are not counted: the registry's count proves nothing yet.
    expect(revoltForcesNote(c.state, 'austria')).toMatch(/^Austria’s Starting Forces are not counted in the registry yet/);
    c.act('ib.forces.starting', { forces: { austria: { halfInfantry: 6, fullInfantry: 0, cavalry: 0, cannon: 0 } } });
    expect(revoltForcesNote(c.state, 'austria')).toMatch(/^Austria has 6 Land Units and 1 Ship on the map: check that none is in the Territory/);
  });
});

describe('annexation odds with combined dice [Phase 5 Step B: Multiple Nations]', () => {
  it('allies’ dice add their own Blast chances (the AD VICTORIAM IMPERIALIS holder’s Bars on its dice only), against an opposing Nation', () => {
    const c = ibCampaign();
    goTo(c, 'p5-annex');
    const s = { ...c.state, nations: { ...c.state.nations, austria: { ...c.state.nations.austria, medals: ['ad-victoriam-imperialis' as const] } } };
    // Test White die: Blue, Red, Bar, 3 Blanks: a Blast 1/3, with the Bar 1/2.
    const alone = annexOdds(s, { territory: 'Naples', rollers: [{ nation: 'france', landUnits: 1, eliteLandUnits: 0, with: [{ nation: 'austria', landUnits: 1, eliteLandUnits: 0 }] }] });
    expect(alone.win['france']).toBeCloseTo(1 - (2 / 3) * (1 / 2), 12);
    // France + Austria: 0, 1, 2 Blasts with 1/3, 1/2, 1/6; Russia's one die 2/3, 1/3.
    const vs = annexOdds(s, { territory: 'Naples', rollers: [{ nation: 'france', landUnits: 1, eliteLandUnits: 0, with: [{ nation: 'austria', landUnits: 1, eliteLandUnits: 0 }] }, { nation: 'russia', landUnits: 1, eliteLandUnits: 0 }] });
    expect(vs.win['france']).toBeCloseTo((1 / 2) * (2 / 3) + 1 / 6, 12);
    expect(vs.win['russia']).toBeCloseTo((1 / 3) * (1 / 3), 12);
    expect(vs.none).toBeCloseTo(1 - 1 / 2 - 1 / 9, 12);
  });
});

describe('choosing sides [Chapter 1 B]', () => {
  const ready = () => {
    const c = ibCampaign();
    bidRound(c, { prussia: 1 }, { prussia: 1 });
    marchTo(c, 'prussia');
    return c;
  };
  const cannon = (nation: string, extra: Record<string, unknown> = {}) => ({ nation, type: 'cannon', ...extra });

  it('an abstaining Fortification: no capture even when the attacker wins, and the log says why', () => {
    const c = ready();
    const e = c.act('ib.battle.setup', { where: 'Lorraine', kind: 'land', abstainingFort: { nation: 'france', tier: 'major' }, attacker: { nations: ['prussia'], units: [cannon('prussia')] }, defender: { nations: ['france'], units: [cannon('france')] } });
    expect(e.title).toContain('France’s Major Fort abstains: the region cannot be captured in this battle');
    for (const side of ['attacker', 'defender']) c.act('ib.battle.step', { type: 'positions', side });
    for (const side of ['attacker', 'defender']) c.act('ib.battle.step', { type: 'stance', side, stance: 'aggressive' });
    c.act('ib.battle.step', { type: 'dice', side: 'attacker', faces: { black: black({ blast: 1 }), white: white({}) } });
    c.act('ib.battle.step', { type: 'dice', side: 'defender', faces: { black: black({ blank: 1 }), white: white({}) } });
    c.act('ib.battle.step', { type: 'assign', side: 'attacker', hits: [{ hit: c.state.fight!.state.hits.attacker[0]!.id, target: 'france-can-1' }] });
    const majors = c.state.nations.france.majors;
    const r = c.act('ib.battle.record', {});
    expect(c.state.battles.at(-1)).toMatchObject({ outcome: 'attacker-victory', capture: false });
    expect(c.state.nations.france.majors).toBe(majors);
    expect(r.title).toContain('No capture: France’s Major Fort abstained');
    // A Fortification fights or abstains, not both.
    const d = ready();
    refused(d, 'ib.battle.setup', { where: 'Lorraine', kind: 'land', abstainingFort: { nation: 'france', tier: 'major' }, attacker: { nations: ['prussia'], units: [cannon('prussia')] }, defender: { nations: ['france'], fortification: { tier: 'major', nation: 'france' } } }, /either fights on a side or abstains/);
  });

  it('Red or White Arrows keep Forces off the Active side; a defender fights whatever its tag; Blue may join', () => {
    const c = ready();
    const base = { where: 'Saxony', kind: 'land', defender: { nations: ['france'], units: [cannon('france', { arrow: 'white' })] } };
    refused(c, 'ib.battle.setup', { ...base, attacker: { nations: ['prussia'], units: [cannon('prussia', { arrow: 'red' })] } }, /carries a Red Arrow.*can’t join the Active Nation’s side/);
    refused(c, 'ib.battle.setup', { ...base, attacker: { nations: ['prussia', 'austria'], units: [cannon('prussia'), cannon('austria', { arrow: 'white' })] } }, /Austria’s cannon carries a White Arrow/);
    c.act('ib.battle.setup', { ...base, attacker: { nations: ['prussia'], units: [cannon('prussia', { arrow: 'blue' })] } });
    expect(c.state.fight).not.toBeNull();
  });

  it('sides chosen in secret: full abstentions and partial participation in the log; an abstaining Nation has no Forces on a side', () => {
    const c = ready();
    const base = { where: 'Saxony', kind: 'land', attacker: { nations: ['prussia'], units: [cannon('prussia')] }, defender: { nations: ['france'], units: [cannon('france')] } };
    refused(c, 'ib.battle.setup', { ...base, sides: { secret: true, abstain: ['france'], partial: [] } }, /France abstains, so it has no Forces on either side/);
    refused(c, 'ib.battle.setup', { ...base, sides: { secret: true, abstain: [], partial: ['russia'] } }, /Russia takes part partly/);
    const e = c.act('ib.battle.setup', { ...base, sides: { secret: true, abstain: ['russia'], partial: ['prussia'] } });
    expect(e.title).toBe('Battle in Saxony (land): Prussia against France; sides chosen in secret; Russia abstains; Prussia takes part with only some Forces (the rest abstain)');
    expect(c.state.fight!.sides).toEqual({ secret: true, abstain: ['russia'], partial: ['prussia'] });
  });
});
