// The special-rules trackers: an external war from its start to its corps home (§14.1), the Turkish
// succession's swap and 1D6 (§14.2), TC-41's Spanish instability and the liberation war's partisans
// (§14.3), the Landwehr (§14.6.3), provincial troubles (§14.4), the Continental Blockade (§12.3.3.1)
// and TC-32's conscript classes as the tracker shows them.
import { describe, expect, it } from 'vitest';
import { Campaign } from '../../engine/campaign';
import { setCell } from '../../data/tables';
import { leaderRecord, registriesOf } from './leaders';
import { leGrandEmpireModule as lge } from './module';
import { prisonersHeld } from './prisoners';
import { reach } from './registries-testing';
import { clock } from './state';
import { LE_GRAND_EMPIRE_DATA as DATA } from './tables';
import { borderersOf, conscriptView, feudalCorps, successionDue } from './trackers';
import { datedEvents } from './sequence';
import { externalWarEndCheck } from './actions/trackers';
import { goTo, groupPack, lgeCampaign, refused } from './testing';
import { stateParts } from '../../ipc/view';

const reminders = (c: ReturnType<typeof lgeCampaign>) => lge.reminders(c.state, c.header).join(' | ');

describe('Special-rules trackers', () => {
  it('an external war: one a year, the −1 VP, the end roll after the minimum duration, the losses, the corps home for 10 £ (§14.1)', () => {
    let p = groupPack();
    p = setCell(DATA, p, 'external-wars', 'Persia', 'power', 'russia');
    p = setCell(DATA, p, 'external-wars', 'Persia', 'minTurns', 2);
    p = setCell(DATA, p, 'external-wars', 'Persia', 'expeditionaryCorps', 'one infantry corps');
    const c = lgeCampaign({ pack: p });
    refused(c, 'lge.extwar.start', { name: 'India', power: 'great-britain' }, /minimum duration of the India war is not entered/);
    const e = c.act('lge.extwar.start', { name: 'Persia' });
    expect(e.title).toBe('External war: Persia (Russia), at least 2 turns; expeditionary corps: one infantry corps (§14.1)');
    refused(c, 'lge.extwar.start', { name: 'India', power: 'great-britain', minTurns: 4 }, /The Persia war started in 1805: only one external war may start in a calendar year/);
    c.act('lge.leader.set', { leader: 'Alten', status: 'external-war', war: 'Persia' });
    reach(c, 'exceptional-budget');
    refused(c, 'lge.extwar.end', { name: 'Persia' }, /at least 2 turns: the first attempt is in the economical phase of turn 3 of the war \(this is turn 1\)/);
    reach(c, 'victory');
    const vp = c.state.vp.russia;
    c.act('lge.extwar.missing', { name: 'Persia' });
    expect(c.state.vp.russia).toBe(vp - 1);
    refused(c, 'lge.extwar.missing', { name: 'Persia' }, /taken this turn/);
    c.act('sequence.next', {});
    reach(c, 'victory');
    c.act('sequence.next', {});
    reach(c, 'exceptional-budget');
    expect(clock(c.state)).toEqual({ year: 1805, season: 'autumn' });
    expect(reminders(c)).toMatch(/External war Persia: Russia may try to end it \(2D6 \+ 1 ≥ 10/);
    // An event's modifier typed at the table is a line of the check, its chance known before the dice.
    const persia = registriesOf(c.state).externalWars[0]!;
    const withEvent = externalWarEndCheck(c.state, persia, [{ label: 'Event', value: -2 }]);
    expect(withEvent.modifiers.map((m) => [m.label, m.value])).toEqual([['Turns of war', 1], ['Event', -2]]);
    expect(withEvent.probability * 36).toBeCloseTo(3, 10);
    refused(c, 'lge.extwar.end', { name: 'Persia', extra: [{ label: 'Event', value: 20 }] }, /at most 12/);
    const end = c.act('lge.extwar.end', { name: 'Persia' }, { physicalDice: [[5, 4]] });
    expect(end.title).toBe('Persia war: 2D6 5+4 + 1 = 10, the war ends (≥ 10; chance was 27.8 %, §14.1)');
    refused(c, 'lge.extwar.end', { name: 'Persia' }, /already over/);
    reach(c, 'reinforcements');
    refused(c, 'lge.extwar.return', { name: 'Persia' }, /Roll the Persia losses first/);
    expect(c.act('lge.extwar.losses', { name: 'Persia' }, { physicalDice: [[3]] }).title).toBe('Persia war losses: 1D6 3 + 0 complete years = 3 combat points lost, cavalry first (§14.1)');
    const lb = c.state.treasury.russia;
    c.act('lge.extwar.return', { name: 'Persia' });
    expect(c.state.treasury.russia).toBe(lb - 10);
    expect(leaderRecord(c.state, 'Alten').status).toBe('map');
    expect(registriesOf(c.state).externalWars[0]).toMatchObject({ status: 'returned', lossesRolled: 3, missingTurns: [1] });
  });

  it('the Turkish succession: the swap and the 1D6 in the next turn’s Diplomacy Phase; 4-6 makes Turkey at war neutral (§14.2)', () => {
    const c = lgeCampaign({ settings: { startYear: 1806, startSeason: 'winter', endYear: 1808, endSeason: 'winter' } });
    expect(leaderRecord(c.state, 'Selim III').status).toBe('pool');
    goTo(c, 'diplomacy');
    refused(c, 'lge.turkey.succession', {}, /Selim III reigns: no succession is due/);
    c.act('lge.war.declare', { a: 'russia', b: 'turkey' });
    c.act('lge.prisoners.post', { holder: 'russia', origin: 'turkey', points: 2 });
    c.act('lge.turkey.feudals', { raised: true });
    reach(c, 'victory');
    c.act('sequence.next', {});
    reach(c, 'diplomacy');
    expect(clock(c.state)).toEqual({ year: 1807, season: 'spring' });
    expect(successionDue(c.state)).toEqual({ to: 'Mustapha IV', now: false });
    refused(c, 'lge.turkey.succession', {}, /Mustapha IV succeeds in Spring 1807: the swap and the roll come in the Diplomacy Phase of the next turn/);
    reach(c, 'victory');
    c.act('sequence.next', {});
    reach(c, 'diplomacy');
    expect(reminders(c)).toMatch(/Turkish succession: Mustapha IV takes the throne/);
    const pr = c.state.pr.turkey;
    const e = c.act('lge.turkey.succession', {}, { physicalDice: [[5]] });
    expect(e.title).toMatch(/Mustapha IV replaces Selim III; 1D6 5: Turkey reverts to neutrality: peace with Russia.*prisoners exchanged, no VP cost \(4-6, chance 50.0 %/);
    expect(c.state.wars).toEqual([]);
    expect(prisonersHeld(c.state, 'russia', 'turkey')).toBe(0);
    expect(c.state.pr.turkey).toBe(pr + 2);
    expect(leaderRecord(c.state, 'Selim III').status).toBe('gone');
    expect(leaderRecord(c.state, 'Mustapha IV').status).toBe('pool');
    expect(registriesOf(c.state).turkey.feudalsRaised).toBe(false);
    refused(c, 'lge.turkey.succession', {}, /Mustapha IV reigns/);
  });

  it('TC-42: the Romanian feudal corps, basic manpower 2 CP, reduced to 1: in Winter, its leader in Bucarest, it recovers the missing CP for free (§14.6.2)', () => {
    const c = lgeCampaign({ settings: { startYear: 1806, startSeason: 'winter', endYear: 1808, endSeason: 'winter' } });
    goTo(c, 'diplomacy');
    refused(c, 'lge.turkey.feudal-loss', { corps: 'Romanian feudal', cp: 1 }, /not raised: they are raised only during a war/);
    c.act('lge.war.declare', { a: 'russia', b: 'turkey' });
    c.act('lge.turkey.feudals', { raised: true });
    expect(c.entries.at(-1)!.title).toBe('Turkey raises its feudals, with full manpower (§14.6.2)');
    expect(feudalCorps(c.state)).toEqual([{ key: 'turkey:Romanian feudal', name: 'Romanian feudal', basic: 2, lost: 0, current: 2 }]);
    refused(c, 'lge.turkey.feudal-loss', { corps: 'Romanian feudal', cp: 3 }, /has 2 CP left: it cannot lose 3/);
    c.act('lge.turkey.feudal-loss', { corps: 'Romanian feudal', cp: 1 });
    expect(c.entries.at(-1)!.title).toBe('The Romanian feudal corps loses 1 CP: 1 of 2 left (§14.6.2)');
    // Only in the Winter production phase.
    refused(c, 'lge.turkey.feudal-replenish', { corps: 'Romanian feudal', inProvince: true }, /Winter budget/);
    reach(c, 'winter-budget');
    refused(c, 'lge.turkey.feudal-replenish', { corps: 'Romanian feudal', inProvince: false }, /outside its province of origin: it is replenished only inside it/);
    const lb = c.state.treasury.turkey;
    const pr = c.state.pr.turkey;
    c.act('lge.turkey.feudal-replenish', { corps: 'Romanian feudal', inProvince: true });
    expect(c.entries.at(-1)!.title).toBe('Winter 1806: the Romanian feudal corps, in its province of origin, recovers 1 CP for free: 1 → 2 CP, 0 £ (§14.6.2)');
    expect(feudalCorps(c.state)[0]).toMatchObject({ basic: 2, current: 2 }); // cp_after 2
    expect([c.state.treasury.turkey, c.state.pr.turkey]).toEqual([lb, pr]); // cost 0
    refused(c, 'lge.turkey.feudal-replenish', { corps: 'Romanian feudal', inProvince: true }, /at its full manpower \(2 CP\)/);
    // Disbanded at the peace; raised again with full manpower.
    c.act('lge.turkey.feudal-loss', { corps: 'Romanian feudal', cp: 2 });
    expect(c.entries.at(-1)!.title).toBe('The Romanian feudal corps loses 2 CP: eliminated (§14.6.2)');
    c.act('lge.turkey.feudals', { raised: false });
    c.act('lge.turkey.feudals', { raised: true });
    expect(feudalCorps(c.state)[0]!.current).toBe(2);
    expect(Campaign.load(lge, c.toFile()).state).toEqual(c.state);
  });

  it('TC-41: Summer 1808, three French corps in Spain: +2, a 10 makes 12 and Spain breaks; the liberation war and its partisans (§14.3)', () => {
    const c = lgeCampaign({ settings: { startYear: 1808, startSeason: 'summer', endYear: 1809, endSeason: 'winter' } });
    goTo(c, 'diplomacy');
    refused(c, 'lge.spain.instability', { ally: 'france', corps: 3 }, /allied to no major power/);
    c.act('lge.major.status', { power: 'spain', status: 'allied-france' });
    refused(c, 'lge.spain.instability', { ally: 'great-britain', corps: 3 }, /Spain is allied to France/);
    const e = c.act('lge.spain.instability', { ally: 'france', corps: 3 }, { physicalDice: [[4, 6]] });
    expect(e.title).toBe('Spanish instability: 2D6 4+6 + 2 = 12: Spain breaks with France at no VP cost and joins the other block: liberation war (chance was 16.7 %, §14.3.1)');
    expect(c.state.majors.spain).toBe('allied-great-britain');
    expect(c.state.wars).toEqual([expect.objectContaining({ a: 'france', b: 'spain' })]);
    refused(c, 'lge.spain.instability', { ally: 'great-britain', corps: 1 }, /liberation war is in effect/);
    refused(c, 'lge.spain.partisans', { nation: 'portugal', change: 1 }, /enemy units in Portugal/);
    c.act('lge.spain.partisans', { nation: 'spain', change: 2 });
    c.act('lge.spain.partisans', { nation: 'spain', change: 1, free: true });
    refused(c, 'lge.spain.partisans', { nation: 'spain', change: 1, free: true }, /free partisan this turn/);
    c.act('lge.spain.partisans', { nation: 'portugal', change: 1, enemyInPortugal: true });
    expect(registriesOf(c.state).spain.partisans).toEqual({ spain: 3, portugal: 1 });
    c.act('lge.spain.liberation', { against: null });
    refused(c, 'lge.spain.partisans', { nation: 'spain', change: 1 }, /only during a Spanish liberation war/);
  });

  it('Landwehr, provincial troubles and the Continental Blockade', () => {
    const c = lgeCampaign();
    refused(c, 'lge.landwehr', { power: 'russia' }, /Austrian or Prussian/);
    c.act('lge.landwehr', { power: 'prussia' });
    refused(c, 'lge.landwehr.steps', { power: 'prussia' }, /Not now/);
    c.act('lge.province', { province: 'Tyrol', troubles: true });
    refused(c, 'lge.province', { province: 'Tyrol', troubles: true }, /Nothing changes in Tyrol/);
    goTo(c, 'activations');
    c.act('lge.initiative.draw', { marker: 'E1' });
    expect(c.act('lge.troubles.roll', { province: 'Tyrol' }, { physicalDice: [[1]] }).title).toMatch(/1D6 1, the revolt goes on; the corps loses 1 step \(ends 83.3 %, a step lost 50.0 %/);
    expect(registriesOf(c.state).provinces.Tyrol!.troubles).toBe(true);
    c.act('lge.troubles.roll', { province: 'Tyrol' }, { physicalDice: [[3]] });
    expect(registriesOf(c.state).provinces.Tyrol).toBeUndefined();
    refused(c, 'lge.troubles.roll', { province: 'Tyrol' }, /no Troubles marker/);
    c.act('lge.blockade', { country: 'prussia', how: 'clause' });
    refused(c, 'lge.blockade', { country: 'france', how: 'clause' }, /France imposes/);
    refused(c, 'lge.blockade', { country: 'russia', how: 'imposed' }, /allied minors/);
    c.act('lge.blockade', { country: 'Denmark', how: 'imposed' });
    c.act('lge.blockade.effect', { inEffect: true });
    expect(registriesOf(c.state).blockade).toEqual({ participants: { prussia: 'clause', Denmark: 'imposed' }, inEffect: true });
    // Winter: the Landwehr's free steps, once.
    for (let i = 0; i < 3; i++) {
      reach(c, 'victory');
      c.act('sequence.next', {});
    }
    reach(c, 'winter-budget');
    expect(reminders(c)).toMatch(/Landwehr: Prussia receives its free infantry steps this Winter/);
    expect(c.act('lge.landwehr.steps', { power: 'prussia' }).title).toBe('Prussia deploys its 4 free Landwehr infantry steps (Winter 1805, §14.6.3)');
    refused(c, 'lge.landwehr.steps', { power: 'prussia' }, /taken its Landwehr steps this Winter/);
  });

  it('TC-32: conscript classes as the tracker shows them', () => {
    const c = lgeCampaign();
    expect(conscriptView(c.state)).toMatchObject({ calls: 0, max: 3, firstWinter: 1808, penalties: false, whyNot: 'Only in a Winter budget phase.' });
    expect(conscriptView({ ...c.state, conscripts: { calls: 2, lastCallTurn: 1 } }).penalties).toBe(true);
    expect(conscriptView({ ...c.state, conscripts: { calls: 3, lastCallTurn: 1 } }).whyNot).toBe('All 3 classes have been called.');
  });

  it('the Austrian borderers: on the map at full strength with each war on Turkey, losses kept, gone at the peace, full again at the next war (§14.6.1)', () => {
    const c = lgeCampaign({ settings: { endYear: 1812 } });
    expect(borderersOf(c.state).onMap).toBe(false);
    refused(c, 'lge.borderers.loss', { corps: 1, steps: 1 }, /only while Austria and Turkey are at war/);
    goTo(c, 'diplomacy');
    const e = c.act('lge.war.declare', { a: 'turkey', b: 'austria' });
    expect(e.title).toBe('Turkey declares war on Austria: Austria’s two borderer corps appear at full strength in a province adjacent to Turkey (§14.6.1)');
    expect(borderersOf(c.state)).toMatchObject({ onMap: true, since: 1, corps: [{ n: 1, lost: 0, eliminated: false }, { n: 2, lost: 0, eliminated: false }] });
    refused(c, 'lge.borderers.loss', { corps: 1 }, /Give the steps lost/);
    c.act('lge.borderers.loss', { corps: 1, steps: 2 });
    expect(c.entries.at(-1)!.title).toBe('Austrian borderer corps 1: 2 steps lost (2 this war); never replenished, not rebuilt before the peace (§14.6.1)');
    c.act('lge.borderers.loss', { corps: 2, eliminated: true });
    refused(c, 'lge.borderers.loss', { corps: 2, steps: 1 }, /eliminated: it cannot be rebuilt before the peace/);
    expect(borderersOf(c.state).corps.map((x) => [x.lost, x.eliminated])).toEqual([[2, false], [0, true]]);
    // The peace takes them off the map; the next war brings them back at full strength.
    reach(c, 'conquest');
    c.act('lge.peace', { a: 'austria', b: 'turkey' }, { physicalDice: [[1, 1, 1]] });
    expect(borderersOf(c.state).onMap).toBe(false);
    c.state.peaces = []; // the mandatory peace run out, to reach the next war sooner
    reach(c, 'victory');
    c.act('sequence.next', {});
    reach(c, 'diplomacy');
    c.act('lge.war.declare', { a: 'austria', b: 'turkey' });
    expect(borderersOf(c.state).corps.map((x) => [x.lost, x.eliminated])).toEqual([[0, false], [0, false]]);
  });
});

describe('season tracker: dated events', () => {
  const at = (startYear: number, startSeason: string) => lgeCampaign({ settings: { startYear, startSeason, endYear: 1815 } });
  it('the Turkish successions, the Winter 1808 conscription and the Winter 1813 reform come up on their turns only', () => {
    expect(datedEvents(at(1807, 'spring').state)).toContain('Turkish succession: Mustapha IV replaces Selim III (§14.2)');
    expect(datedEvents(at(1808, 'summer').state)).toContain('Turkish succession: Mahmud II replaces Mustapha IV (§14.2)');
    expect(datedEvents(at(1808, 'winter').state)).toContain('From this Winter France may call conscript classes early (§12.2)');
    expect(datedEvents(at(1813, 'winter').state)).toContain('Prussia and Austria complete their military reform (§8.1.3.1)');
    expect(datedEvents(at(1813, 'autumn').state)).toEqual([]);
  });
  it('a mandatory peace in its last turn is named by its powers', () => {
    const c = at(1809, 'spring');
    c.state.peaces.push({ a: 'france', b: 'austria', turnsLeft: 1, rolled: [3, 3, 3] }, { a: 'russia', b: 'Sweden', turnsLeft: 2, rolled: null });
    expect(datedEvents(c.state)).toEqual(['Mandatory peace France – Austria ends after this turn']);
  });
});

describe('the Operations and Diplomacy checklists as the rule settings shape them', () => {
  const checklist = (c: ReturnType<typeof lgeCampaign>) => stateParts(lge, c.state, c.header).step.checklist;
  const TROUBLES = 'Provincial troubles (1D6) where a supplied corps holds a troubled province’s capital (§14.4)';

  it('troublesRollTiming (§14.4, DSoP 2.3, A-54): the roll closes the Activation and Action Phase, or follows the final attrition', () => {
    for (const [timing, activations, attrition] of [
      ['before-final-attrition', ['Draw a marker', 'Activate eligible leaders one at a time', 'Battles and sieges', TROUBLES], ['Attrition of demoralised, besieged and unsupplied units']],
      ['after-final-attrition', ['Draw a marker', 'Activate eligible leaders one at a time', 'Battles and sieges'], ['Attrition of demoralised, besieged and unsupplied units', TROUBLES]],
    ] as const) {
      const c = lgeCampaign({ rules: { troublesRollTiming: timing } });
      c.act('lge.province', { province: 'Tyrol', troubles: true });
      goTo(c, 'activations');
      expect(checklist(c), timing).toEqual(activations);
      expect(reminders(c).includes('Provincial troubles to roll at the end of this phase, before the final attrition, where a supplied corps holds the capital: Tyrol (§14.4)'), timing).toBe(timing === 'before-final-attrition');
      c.act('lge.initiative.draw', { marker: 'E1' });
      for (let i = 0; i < 40 && !c.state.initiative.ended; i++) c.act('lge.initiative.draw', {});
      goTo(c, 'final-attrition');
      expect(checklist(c), timing).toEqual(attrition);
      expect(reminders(c).includes('Provincial troubles to roll, after the final attrition, where a supplied corps holds the capital: Tyrol (§14.4)'), timing).toBe(timing === 'after-final-attrition');
    }
  });

  it('troublesRollTiming (§14.4, A-54): the roll, and the named procedure, belong to the one step the reading names; refused in the other with the reason', () => {
    for (const [timing, at, why] of [
      ['before-final-attrition', 'activations', /“at the end of the activation phase” \(§14\.4\): at the end of the Activation and Action Phase, before the final attrition/],
      ['after-final-attrition', 'final-attrition', /after the final attrition, in the final attrition phase/],
    ] as const) {
      const c = lgeCampaign({ rules: { troublesRollTiming: timing } });
      c.act('lge.province', { province: 'Tyrol', troubles: true });
      goTo(c, 'activations');
      c.act('lge.initiative.draw', { marker: 'E1' });
      for (let i = 0; i < 40 && !c.state.initiative.ended; i++) c.act('lge.initiative.draw', {});
      // A 1 leaves the marker, so the same province can be refused in the other step.
      const roll = () => {
        c.act('lge.procedure', { id: 'provincial-troubles' }, { physicalDice: [[2]] });
        expect(c.act('lge.troubles.roll', { province: 'Tyrol' }, { physicalDice: [[1]] }).title).toMatch(/the revolt goes on/);
      };
      const refuse = () => {
        refused(c, 'lge.troubles.roll', { province: 'Tyrol' }, why, { physicalDice: [[5]] });
        refused(c, 'lge.procedure', { id: 'provincial-troubles' }, why, { physicalDice: [[5]] });
      };
      if (at === 'activations') roll();
      else refuse();
      goTo(c, 'final-attrition');
      if (at === 'final-attrition') roll();
      else refuse();
      expect(c.state.procedures.filter((r) => r.name === 'provincial-troubles'), timing).toHaveLength(1);
      expect(registriesOf(c.state).provinces.Tyrol!.troubles, timing).toBe(true);
    }
  });

  it('a troubles roll an older build logged in the other step still opens; one this build logged there does not', () => {
    const c = lgeCampaign({ rules: { troublesRollTiming: 'before-final-attrition' } });
    c.act('lge.province', { province: 'Tyrol', troubles: true });
    goTo(c, 'activations');
    c.act('lge.initiative.draw', { marker: 'E1' });
    for (let i = 0; i < 40 && !c.state.initiative.ended; i++) c.act('lge.initiative.draw', {});
    c.act('lge.troubles.roll', { province: 'Tyrol' }, { physicalDice: [[1]] });
    // The same log read under the other reading: the roll stands in a step that reading refuses.
    const file = structuredClone(c.toFile());
    (file.header.settings.rules as Record<string, unknown>).troublesRollTiming = 'after-final-attrition';
    expect(() => Campaign.load(lge, structuredClone(file))).toThrow(/Log entry \d+ \("Provincial troubles.* after the final attrition/);
    const older = structuredClone(file);
    for (const e of older.entries) delete e.rules;
    const opened = Campaign.load(lge, older);
    expect(opened.entries.at(-1)!.title).toMatch(/the revolt goes on/);
    refused(opened, 'lge.troubles.roll', { province: 'Tyrol' }, /after the final attrition/, { physicalDice: [[1]] });
  });

  it('postmail (DSoP 1.2, optional): the Diplomacy Phase lists a Postmail step first only when the group plays it', () => {
    const off = lgeCampaign();
    goTo(off, 'diplomacy');
    expect(checklist(off)).toEqual(['Declare and break alliances (VP adjustments)', 'Influence minor countries (2 £, embassy +10 £)', 'Influence major countries (two-player, 10 £)', 'Declare war']);
    const on = lgeCampaign({ rules: { postmail: true } });
    goTo(on, 'diplomacy');
    expect(checklist(on)).toEqual(['Postmail (optional step, DSoP 1.2)', ...checklist(off)]);
    goTo(on, 'activations');
    expect(checklist(on)).not.toContain('Postmail (optional step, DSoP 1.2)');
  });
});
