// The digest's §8 worked examples that the campaign module answers (TC-01, TC-02, TC-24, TC-25,
// TC-05, TC-07, TC-26, TC-31, TC-32, TC-38, TC-44), asserting the rulebook's numbers.
import { describe, expect, it } from 'vitest';
import { setCell } from '../../data/tables';
import { parseLandInput } from './battle/land-schema';
import { pursuitSteps, startLandBattle } from './battle/land-resolver';
import type { LandUnit } from './battle/land';
import { buildPool, eligibleLeaders, playable, playMarker, whyNotPlayable } from './initiative';
import { activationOf, inheritedActivation, leaderRecord } from './leaders';
import { armyCommandWhy, integrationWhy, stackTogetherWhy } from './command';
import { clock } from './state';
import { LE_GRAND_EMPIRE_DATA as DATA } from './tables';
import { goTo, groupPack, lgeCampaign, refused, type C } from './testing';

const RULES = { sameSide: 'land-only' as const, wqFirstDraw: 'not-counted' as const };

describe('§8 worked examples in the campaign', () => {
  it('TC-01: leaders of initiative at least the marker’s value activate; a second activation is a forced march', () => {
    const coalition = [{ id: 'Alten', initiative: 3 }, { id: 'Craig', initiative: 1 }];
    expect(eligibleLeaders(coalition, 2)).toEqual(['Alten']);
    expect(eligibleLeaders(coalition, 4)).toEqual([]);
    expect(eligibleLeaders(coalition, 1).sort()).toEqual(['Alten', 'Craig']);
  });

  it('TC-02: a side’s second land marker in a row goes back; neutral markers are transparent; naval markers stay playable', () => {
    let ini = buildPool('summer', { empire: false, coalition: false });
    ini = playMarker(ini, 'C3', 'drawn', RULES);
    expect(whyNotPlayable(ini, 'C2', RULES)).toMatch(/goes back into the cup/);
    ini = playMarker(ini, 'NL', 'drawn', RULES);
    expect(whyNotPlayable(ini, 'C2', RULES)).toMatch(/goes back/); // [C-land, Neutral, C-land] is illegal
    expect(playable(ini, RULES)).toEqual(['E1', 'E2', 'E3', 'E4', 'E5', 'EN1', 'CN1', 'NN']);
    // [C-naval, Neutral, C-land] is legal.
    let other = buildPool('summer', { empire: false, coalition: false });
    other = playMarker(playMarker(other, 'CN1', 'drawn', RULES), 'NN', 'drawn', RULES);
    expect(whyNotPlayable(other, 'C4', RULES)).toBeNull();
    // Under the "any marker" reading the Coalition's naval marker goes back too.
    expect(whyNotPlayable(ini, 'CN1', { ...RULES, sameSide: 'any-marker' })).toMatch(/goes back/);
  });

  it('TC-24: pursuit by 3 reserve cavalry CP and 1 light cavalry step takes 3 steps (6 across an unbridged river)', () => {
    const cav = (id: string, kind: LandUnit['cavalry'], steps: number): LandUnit => ({ id, type: 'corps', maxSteps: 2, steps, artillery: 0, morale: 3, modifier: 0, cavalry: kind, intrinsicCavalry: false, capitalLost: false, force: '' });
    const units = [cav('cr-1', 'reserve', 2), cav('cr-2', 'reserve', 1), cav('lc', 'light', 1)];
    expect(pursuitSteps(units, false)).toBe(3);
    expect(pursuitSteps(units, true)).toBe(6);
  });

  it('TC-26: a captured corps of 2 steps gives the winner 2 prisoner points (overrun at 5 : 1)', () => {
    const { setup } = parseLandInput({
      game: 'le-grand-empire',
      kind: 'land',
      ratioDrm: [0, 0],
      attacker: { units: [1, 2, 3, 4].map((i) => ({ id: `fr-${i}`, type: 'corps', steps: 3, morale: 4 })) },
      defender: { units: [{ id: 'au', type: 'corps', steps: 2, maxSteps: 3, morale: 3 }] },
    });
    const s = startLandBattle(setup);
    expect(s.stage).toBe('over');
    expect(s.overrun).toBe(true);
    expect(s.prisoners.attacker).toBe(2);
  });

  it('TC-44: absorbed and commanded units take the higher activation level (§5.1.5, §5.1.5.2)', () => {
    // A unit not yet activated absorbed into a force on its «2e activation», as the Army of the Rhine on its
    // 2nd activation absorbs the unmoved corps in Salzbourg: marked 2nd.
    expect(inheritedActivation(2, [{ level: 0, moves: false, joins: true }])).toEqual({ force: 2, units: [2] });
    // The general rule the other way: a force on its 1st absorbing a unit on its 2nd takes 2 (§5.1.5.1).
    expect(inheritedActivation(1, [{ level: 2, moves: false, joins: true }])).toEqual({ force: 2, units: [2] });
    // The First Russian Army (1st activation now) commands two adjacent corps already on their 1st: neither joins.
    const corps = { level: 1, moves: true, joins: false };
    expect(inheritedActivation(1, [corps, corps])).toEqual({ force: 1, units: [2, 2] });
    // One of them joins the army (e.g. marching to the sound of the gun): the whole army on its 2nd.
    expect(inheritedActivation(1, [corps, { ...corps, joins: true }])).toEqual({ force: 2, units: [2, 2] });
  });

  it('TC-44 in the campaign: the leaders registry records the inherited levels, the forced march of a corps that stays adjacent', () => {
    const level = (c: C, k: string) => activationOf(c.state, leaderRecord(c.state, k));
    const start = () => {
      const c = lgeCampaign();
      c.act('lge.leader.set', { leader: 'Alten', status: 'map' });
      c.act('lge.leader.set', { leader: 'Craig', status: 'map' });
      goTo(c, 'activations');
      c.act('lge.initiative.draw', { marker: 'C1' });
      return c;
    };
    // Alten on his 2nd activation absorbs Craig, not yet moved: Craig is marked 2nd.
    const rhine = start();
    rhine.act('lge.leader.activate', { leader: 'Alten' });
    rhine.act('lge.initiative.draw', { marker: 'E1' });
    rhine.act('lge.initiative.draw', { marker: 'C2' });
    refused(rhine, 'lge.leader.absorb', { leader: 'Alten', units: [{ leader: 'Craig' }] }, /not been activated on the marker being played/);
    rhine.act('lge.leader.activate', { leader: 'Alten' });
    const e = rhine.act('lge.leader.absorb', { leader: 'Alten', units: [{ leader: 'Craig' }] });
    expect(e.title).toBe('Alten’s force (§5.1.5): Craig joins, 2nd activation; the force 2nd activation');
    expect(level(rhine, 'Craig')).toMatchObject({ level: 2, attritionDue: false });
    // Craig on his 1st; Alten, not yet activated, commands him without joining: Alten 1st, Craig 2nd (a forced march).
    const russian = start();
    russian.act('lge.leader.activate', { leader: 'Craig' });
    russian.act('lge.initiative.draw', { marker: 'E1' });
    russian.act('lge.initiative.draw', { marker: 'C2' });
    russian.act('lge.leader.activate', { leader: 'Alten' });
    russian.act('lge.leader.absorb', { leader: 'Alten', units: [{ leader: 'Craig', moves: true, joins: false }] });
    expect(level(russian, 'Alten').level).toBe(1);
    expect(level(russian, 'Craig')).toMatchObject({ level: 2, forcedMarch: true, attritionDue: true });
    // Had Craig joined the army marker, the whole force would be on its 2nd.
    russian.undo();
    russian.act('lge.leader.absorb', { leader: 'Alten', units: [{ leader: 'Craig', moves: true, joins: true }] });
    expect(level(russian, 'Alten').level).toBe(2);
  });

  it('TC-05: Murad Bey, an Egyptian leader, Egypt a minor allied to Turkey, may command the Turkish army (§4.2.2)', () => {
    const c = lgeCampaign({ rules: { enemyVisibility: true } });
    const army = { units: [{ id: 'Nizam-i Djedid', type: 'corps', steps: 3, morale: 3 }], leaders: [{ id: 'Murad Bey', combat: 1 }], army: 1 };
    refused(c, 'lge.stack.record', { power: 'turkey', where: 'Cairo', contents: army }, /Murad Bey: A leader of Egypt cannot command Turkey’s army: “the army commander is taken from the major power indicated by the army marker, or from a minor power allied with this major power” \(§4\.2\.2\)/);
    goTo(c, 'diplomacy');
    c.act('lge.minor.status', { minor: 'Egypt', status: 'allied', by: 'turkey' });
    expect(armyCommandWhy(c.state, 'egypt', 'turkey')).toBeNull();
    c.act('lge.stack.record', { power: 'turkey', where: 'Cairo', contents: army });
    // Not another major's army, and without an army marker he is simply the leader on top.
    refused(c, 'lge.stack.record', { power: 'russia', where: 'Kiev', contents: army }, /cannot command Russia’s army/);
    c.act('lge.stack.record', { power: 'russia', where: 'Kiev', contents: { ...army, army: 0 } });
    expect(armyCommandWhy(c.state, 'austria', 'turkey')).toMatch(/A leader of Austria cannot command Turkey’s army/);
  });

  it('TC-07: a Baden detachment (0) joins a French corps of +1, not one of +2 (§5.2.1.2)', () => {
    const c = lgeCampaign();
    const baden = { id: 'Baden detachment', nation: 'Baden', modifier: 0 };
    expect(integrationWhy(c.state, { id: 'I Corps', nation: 'france', modifier: 1 }, baden)).toMatch(/not of a minor allied to France/);
    goTo(c, 'diplomacy');
    c.act('lge.minor.status', { minor: 'Baden', status: 'allied', by: 'france' });
    expect(integrationWhy(c.state, { id: 'I Corps', nation: 'france', modifier: 1 }, baden)).toBeNull();
    expect(integrationWhy(c.state, baden, { id: 'I Corps', nation: 'france', modifier: 1 })).toBeNull(); // and conversely
    expect(integrationWhy(c.state, { id: 'III Corps', nation: 'france', modifier: 2 }, baden)).toBe('III Corps (modifier 2) and Baden detachment (modifier 0) differ by 2: their “combat modifiers … differ at most by one point” (§5.2.1.2).');
    expect(integrationWhy(c.state, { id: 'I Corps', nation: 'france', modifier: 1 }, { id: 'Mack', nation: 'austria', modifier: 1 })).toMatch(/Two major powers may not swap combat points/);
  });

  it('TC-38: two Austrian and two French corps may stack in one hex during the mandatory peace (§13.3.2.4)', () => {
    const c = lgeCampaign();
    expect(stackTogetherWhy(c.state, 'france', 'austria')).toMatch(/neither allied .* nor under a mandatory peace/);
    goTo(c, 'diplomacy');
    c.act('lge.war.declare', { a: 'france', b: 'austria' });
    expect(stackTogetherWhy(c.state, 'austria', 'france')).toMatch(/at war: their units in one hex fight a battle/);
    goTo(c, 'activations');
    c.act('lge.initiative.draw', { marker: 'E1' });
    for (let i = 0; i < 40 && !c.state.initiative.ended; i++) c.act('lge.initiative.draw', {});
    goTo(c, 'conquest');
    c.act('lge.peace', { a: 'france', b: 'austria' }, { physicalDice: [[3, 3, 3]] });
    expect(stackTogetherWhy(c.state, 'france', 'austria')).toBeNull();
    expect(stackTogetherWhy(c.state, 'austria', 'france')).toBeNull();
    // Prussia, neither at peace with France by treaty nor allied to her, still may not.
    expect(stackTogetherWhy(c.state, 'france', 'prussia')).toMatch(/neither allied/);
  });

  it('TC-25: a force demoralised in Summer 1805 has its marker turned to T at the end of Summer and removed after Autumn', () => {
    const c = lgeCampaign({ settings: { startSeason: 'summer' } });
    c.state.demoralised.push({ force: 'Mack at Ulm', power: 'austria', marker: 'T+1' });
    const endTurn = () => {
      goTo(c, 'activations');
      if (c.state.position.turn === 1) c.act('lge.initiative.draw', { marker: 'E1' });
      for (let i = 0; i < 40 && !c.state.initiative.ended; i++) c.act('lge.initiative.draw', {});
      goTo(c, 'victory');
      c.act('sequence.next', {});
    };
    endTurn();
    expect(clock(c.state).season).toBe('autumn');
    expect(c.state.demoralised).toEqual([{ force: 'Mack at Ulm', power: 'austria', marker: 'T' }]);
    endTurn();
    expect(c.state.demoralised).toEqual([]);
  });

  it('TC-31: Sweden influenced by France: France succeeds (temporary ally); Great Britain at −1 pushes it back, or fails and Sweden is France’s for good', () => {
    const start = () => {
      const c = lgeCampaign();
      goTo(c, 'diplomacy');
      c.act('lge.minor.status', { minor: 'Sweden', status: 'influenced', by: 'france' });
      c.act('lge.procedure', { id: 'diplomacy-minor', target: 'Sweden', input: { by: 'france', politicalBonus: 0 } }, { physicalDice: [[6, 5]] });
      expect(c.state.minors.Sweden).toEqual({ status: 'temporary-ally', by: 'france' });
      refused(c, 'lge.procedure', { id: 'diplomacy-minor', target: 'Sweden', input: { by: 'france', politicalBonus: 0 } }, /already France's temporary ally/, { physicalDice: [[6, 6]] });
      return c;
    };
    // Great Britain succeeds despite the −1 (read from Sweden's box, not typed): back to Influenced (France).
    const c = start();
    const e = c.act('lge.procedure', { id: 'diplomacy-minor', target: 'Sweden', input: { by: 'great-britain', politicalBonus: 1 } }, { physicalDice: [[5, 5]] });
    expect(c.state.procedures.at(-1)!.modifiers).toContainEqual(expect.objectContaining({ label: 'Became allied to another power this phase', value: -1 }));
    expect(c.state.procedures.at(-1)!.probability).toBeCloseTo(6 / 36, 12);
    expect(e.title).toMatch(/Sweden now influenced \(France\)/);
    expect(c.state.minors.Sweden).toEqual({ status: 'influenced', by: 'france' });
    goTo(c, 'initiative-pool');
    expect(c.state.minors.Sweden).toEqual({ status: 'influenced', by: 'france' });
    // Great Britain fails: at the end of the phase Sweden is a permanent French ally, no further attempt.
    const d = start();
    d.act('lge.procedure', { id: 'diplomacy-minor', target: 'Sweden', input: { by: 'great-britain', politicalBonus: 1 } }, { physicalDice: [[1, 2]] });
    expect(d.state.minors.Sweden).toEqual({ status: 'temporary-ally', by: 'france' });
    goTo(d, 'initiative-pool');
    expect(d.state.minors.Sweden).toEqual({ status: 'allied', by: 'france' });
    refused(d, 'lge.procedure', { id: 'diplomacy-minor', target: 'Sweden', input: { by: 'great-britain', politicalBonus: 1 } }, /permanent ally: it cannot be the target/, { physicalDice: [[6, 6]] });
  });

  it('diplomacy on a neutral minor moves it to the power’s Influenced box; on another’s Influenced box, back to Neutral (§11.2.2.2)', () => {
    const c = lgeCampaign();
    goTo(c, 'diplomacy');
    c.act('lge.procedure', { id: 'diplomacy-minor', target: 'Denmark', input: { by: 'france', politicalBonus: 2 } }, { physicalDice: [[4, 4]] });
    expect(c.state.minors.Denmark).toEqual({ status: 'influenced', by: 'france' });
    c.act('lge.procedure', { id: 'diplomacy-minor', target: 'Denmark', input: { by: 'great-britain', politicalBonus: 2 } }, { physicalDice: [[6, 3]] });
    expect(c.state.procedures.at(-1)!.modifiers).toContainEqual(expect.objectContaining({ label: 'Influenced by another power', value: -1 }));
    expect(c.state.minors.Denmark).toEqual({ status: 'neutral', by: null });
    refused(c, 'lge.procedure', { id: 'diplomacy-minor', target: 'Prussia', input: { by: 'france' } }, /major power/, { physicalDice: [[6, 6]] });
  });

  it('TC-36: Russia holds Finland, not Stockholm: Sweden sues, ceding Finland; no war between them for 4 turns [§13.2]', () => {
    const c = lgeCampaign();
    goTo(c, 'diplomacy');
    c.act('lge.war.declare', { a: 'russia', b: 'Sweden' });
    goTo(c, 'activations');
    c.act('lge.initiative.draw', { marker: 'E1' });
    for (let i = 0; i < 40 && !c.state.initiative.ended; i++) c.act('lge.initiative.draw', {});
    goTo(c, 'conquest');
    const e = c.act('lge.peace', { a: 'russia', b: 'Sweden', minor: true });
    expect(e.title).toBe('Peace between Russia and Sweden: no war between them for 4 turns (§13.2)');
    // Counted from the next turn: this turn and 4 more.
    expect(c.state.peaces).toEqual([expect.objectContaining({ a: 'russia', b: 'Sweden', turnsLeft: 5, rolled: null })]);
    expect(c.state.wars.some((w) => [w.a, w.b].includes('Sweden'))).toBe(false);
    goTo(c, 'victory');
    c.act('sequence.next', {});
    goTo(c, 'diplomacy');
    refused(c, 'lge.war.declare', { a: 'russia', b: 'Sweden' }, /mandatory peace for 4 more turns/);
    // Russian diplomacy on Sweden is allowed again from this next turn.
    c.act('lge.procedure', { id: 'diplomacy-minor', target: 'Sweden', input: { by: 'russia', politicalBonus: 0 } }, { physicalDice: [[6, 6]] });
    expect(c.state.minors.Sweden).toEqual({ status: 'influenced', by: 'russia' });
  });

  it('TC-32: French conscripts: none before Winter 1808, one per Winter, three in all', () => {
    const pack = setCell(DATA, groupPack(), 'costs', 'conscript-class-pr', 'value', 6);
    const c: C = lgeCampaign({ pack, settings: { startYear: 1807, startSeason: 'winter', endYear: 1815 } });
    const toWinterBudget = () => {
      goTo(c, 'activations');
      if (c.state.position.turn === 1) c.act('lge.initiative.draw', { marker: 'E1' });
      for (let i = 0; i < 40 && !c.state.initiative.ended; i++) c.act('lge.initiative.draw', {});
      goTo(c, 'winter-budget');
    };
    const nextYear = () => {
      goTo(c, 'victory');
      c.act('sequence.next', {});
      for (let k = 0; k < 3; k++) {
        goTo(c, 'activations');
        for (let i = 0; i < 40 && !c.state.initiative.ended; i++) c.act('lge.initiative.draw', {});
        goTo(c, 'victory');
        c.act('sequence.next', {});
      }
    };
    toWinterBudget();
    refused(c, 'lge.budget.conscripts', {}, /before Winter 1808/);
    for (const year of [1808, 1809, 1810, 1811, 1812, 1813, 1814]) {
      nextYear();
      expect(clock(c.state)).toEqual({ year, season: 'winter' });
      toWinterBudget();
      if (year === 1809 || year === 1812 || year === 1814) {
        const pr = c.state.pr.france;
        const e = c.act('lge.budget.conscripts', {});
        expect(c.state.pr.france).toBe(pr + 6);
        if (year === 1812) expect(e.title).toMatch(/corps I-VI now \+1/);
        refused(c, 'lge.budget.conscripts', {}, /one per Winter/);
      }
    }
    expect(c.state.conscripts.calls).toBe(3);
    nextYear();
    toWinterBudget();
    refused(c, 'lge.budget.conscripts', {}, /called its 3 conscript classes/);
  });
});
