// Prisoners by holder and nation of origin: TC-10's overrun (Ferdinand and 2 Austrian points), TC-24's
// pursuit (3 points), the exchange at a peace (Pr of the origin nation, leaders back to the pool), and
// the demoralisation shortcuts (rallied; demoralised again and destroyed, every CP a prisoner).
import { describe, expect, it } from 'vitest';
import { leaderRecord } from './leaders';
import { capturedLeaders, exchangePrisoners, prisonerRows, prisonersHeld } from './prisoners';
import { goTo, lgeCampaign, refused } from './testing';

describe('Prisoners registry', () => {
  it('TC-10 and TC-24: posts by holder and nation of origin; the peace exchange returns Pr and leaders', () => {
    const c = lgeCampaign();
    // TC-10: the Grande Armée overruns Ferdinand's 2-CP corps.
    c.act('lge.leader.set', { leader: 'Ferdinand', status: 'map' });
    c.act('lge.leader.set', { leader: 'Ferdinand', status: 'captured', capturedBy: 'france' });
    const e = c.act('lge.prisoners.post', { holder: 'france', origin: 'austria', points: 2, reason: 'overrun' });
    expect(e.title).toBe('France takes 2 Austria prisoner points (an overrun (§5.2.3.4)); holds 2');
    // TC-24: 3 reserve cavalry points and 1 light cavalry pursue: 3 steps, 3 prisoners.
    c.act('lge.prisoners.post', { holder: 'france', origin: 'austria', points: 3, reason: 'pursuit' });
    c.act('lge.prisoners.post', { holder: 'austria', origin: 'france', points: 1 });
    expect(prisonerRows(c.state)).toEqual([{ holder: 'france', origin: 'austria', points: 5 }, { holder: 'austria', origin: 'france', points: 1 }]);
    expect(capturedLeaders(c.state, 'france').map((l) => l.key)).toEqual(['Ferdinand']);
    refused(c, 'lge.prisoners.post', { holder: 'austria', origin: 'france', points: -2, reason: 'correction' }, /holds only 1 France prisoner point/);
    refused(c, 'lge.prisoners.post', { holder: 'france', origin: 'france', points: 1 }, /its own troops/);
    const pr = { ...c.state.pr };
    const { state, lines } = exchangePrisoners(c.state, 'austria', 'france');
    expect(lines).toEqual(['Austria releases 1 France prisoner point (+1 Pr)', 'France releases 5 Austria prisoner points (+5 Pr)', 'Ferdinand returns to Austria’s leader pool']);
    expect(state.pr.austria).toBe(pr.austria + 5);
    expect(state.prReleased).toMatchObject({ austria: 5, france: 1 });
    expect(prisonersHeld(state, 'france', 'austria')).toBe(0);
    expect(leaderRecord(state, 'Ferdinand').status).toBe('pool');
    // The group's reading "never": the leaders stay prisoners.
    const never = exchangePrisoners({ ...c.state, rules: { ...c.state.rules, capturedLeadersReturn: 'never' } }, 'france', 'austria');
    expect(leaderRecord(never.state, 'Ferdinand').status).toBe('captured');
  });

  it('demoralisation markers: rallied, or demoralised again and destroyed with every combat point a prisoner (§8.3.3.3)', () => {
    const c = lgeCampaign();
    c.act('lge.demoralised.add', { force: 'Army of the Rhine', power: 'austria' });
    refused(c, 'lge.demoralised.add', { force: 'Army of the Rhine', power: 'austria' }, /already demoralised: demoralised again, it is destroyed/);
    refused(c, 'lge.demoralised.destroyed', { force: 'Army of the Rhine', holder: 'austria', cp: 9 }, /go to the winner/);
    const e = c.act('lge.demoralised.destroyed', { force: 'Army of the Rhine', holder: 'france', cp: 9 });
    expect(e.title).toMatch(/Army of the Rhine is demoralised again and destroyed: 9 combat points prisoners of France/);
    expect(prisonersHeld(c.state, 'france', 'austria')).toBe(9);
    expect(c.state.demoralised).toEqual([]);
    c.act('lge.demoralised.add', { force: 'Grande Armée', power: 'france' });
    c.act('lge.demoralised.rally', { force: 'Grande Armée' });
    expect(c.state.demoralised).toEqual([]);
    refused(c, 'lge.demoralised.rally', { force: 'Grande Armée' }, /carries no demoralisation marker/);
  });
});

describe('a conquered minor’s troops stacked with its former allies (§13.1.2)', () => {
  // Saxony, allied to Prussia, is conquered by France; 3 Saxon combat points stood stacked with Prussian units.
  function conquest(reading: 'conqueror' | 'former-allies', saxonyAllied = true) {
    const c = lgeCampaign({ rules: { conqueredMinorPrisoners: reading } });
    goTo(c, 'diplomacy');
    if (saxonyAllied) c.act('lge.minor.status', { minor: 'Saxony', status: 'allied', by: 'prussia' });
    c.act('lge.war.declare', { a: 'france', b: 'prussia' });
    goTo(c, 'activations');
    c.act('lge.initiative.draw', { marker: 'E1' });
    for (let i = 0; i < 40 && !c.state.initiative.ended; i++) c.act('lge.initiative.draw', {});
    goTo(c, 'conquest');
    return c;
  }

  it('conqueredMinorPrisoners (A-58): the conqueror holds them, or the formerly allied block', () => {
    const a = conquest('conqueror');
    const e = a.act('lge.minor.conquer', { minor: 'Saxony', by: 'france', corps: 0, fleetPoints: 0, stacked: 3 });
    expect(e.title).toBe('Saxony conquered by France (§13.1.2); 3 combat points stacked with its former allies taken prisoner, held by France');
    expect(prisonerRows(a.state)).toEqual([{ holder: 'france', origin: 'Saxony', points: 3 }]);
    const b = conquest('former-allies');
    expect(b.act('lge.minor.conquer', { minor: 'Saxony', by: 'france', corps: 0, fleetPoints: 0, stacked: 3 }).title).toMatch(/held by Prussia$/);
    expect(prisonerRows(b.state)).toEqual([{ holder: 'prussia', origin: 'Saxony', points: 3 }]);
  });

  it('under the formerly-allied reading, a minor whose alliance the campaign does not know needs the group’s word', () => {
    const c = conquest('former-allies', false);
    refused(c, 'lge.minor.conquer', { minor: 'Saxony', by: 'france', stacked: 2 }, /Say which major Saxony was allied to: .*“considered prisoners by the formerly allied block” \(§13\.1\.2; rule setting, A-58\)/);
    c.act('lge.minor.conquer', { minor: 'Saxony', by: 'france', stacked: 2, formerAlly: 'austria' });
    expect(prisonersHeld(c.state, 'austria', 'Saxony')).toBe(2);
    // Nothing stacked: nothing to ask, nobody takes prisoners.
    const d = conquest('former-allies', false);
    d.act('lge.minor.conquer', { minor: 'Saxony', by: 'france' });
    expect(prisonerRows(d.state)).toEqual([]);
  });
});
