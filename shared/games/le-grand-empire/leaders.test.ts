// The leaders registry: TC-01 (activation by initiative, forced march and its attrition check), the
// random draws from a power's pool (army side, dismissal, Wellesley), wound checks on the group's wound
// table and the wounded leader's return two turns later, and the Turkish sovereigns by date.
import { describe, expect, it } from 'vitest';
import { setCell } from '../../data/tables';
import { activationOf, applyBattleFates, drawCandidates, eligibility, leaderRecord, sovereignAt, woundReturnTurn } from './leaders';
import { clock } from './state';
import { LE_GRAND_EMPIRE_DATA as DATA } from './tables';
import { leGrandEmpireModule as lge } from './module';
import { goTo, groupPack, lgeCampaign, refused, step, type C } from './testing';
import { reach } from './registries-testing';

const draw = (c: C, m: string) => c.act('lge.initiative.draw', { marker: m });

describe('Leaders registry', () => {
  it('TC-01: Alten (3) and Craig (1) on C2, C4 and C1 — eligibility, the forced march and its attrition check', () => {
    const c = lgeCampaign();
    c.act('lge.leader.set', { leader: 'Alten', status: 'map' });
    c.act('lge.leader.set', { leader: 'Craig', status: 'map' });
    goTo(c, 'activations');
    draw(c, 'C2'); // France chooses the first marker (§3.2): it may be an enemy one
    const on2 = eligibility(c.state, 'C2');
    expect(on2.filter((e) => e.as).map((e) => e.key)).toEqual(['Alten']);
    expect(on2.find((e) => e.key === 'Craig')!.why).toMatch(/Initiative 1 < 2/);
    refused(c, 'lge.leader.activate', { leader: 'Craig' }, /Initiative 1 < 2/);
    c.act('lge.leader.activate', { leader: 'Alten' });
    refused(c, 'lge.leader.activate', { leader: 'Alten' }, /already moved on this Coalition land 2/);
    draw(c, 'E1');
    draw(c, 'C4');
    expect(eligibility(c.state, 'C4').filter((e) => e.as)).toEqual([]);
    draw(c, 'E2');
    draw(c, 'C1');
    const on1 = eligibility(c.state, 'C1');
    expect(on1.map((e) => [e.key, e.as])).toEqual([['Alten', 'forced-march'], ['Craig', 'first']]);
    c.act('lge.leader.activate', { leader: 'Craig' });
    const e = c.act('lge.leader.activate', { leader: 'Alten' });
    expect(e.title).toMatch(/Alten: 2nd activation, a forced march: attrition check due/);
    const a = activationOf(c.state, leaderRecord(c.state, 'Alten'));
    expect(a).toMatchObject({ level: 2, forcedMarch: true, attritionDue: true });
    expect(activationOf(c.state, leaderRecord(c.state, 'Craig'))).toMatchObject({ level: 1, forcedMarch: false, attritionDue: false });
    // Craig (initiative 1) can never force march: the side has one "1" marker (TC-01 note).
    expect(c.state.initiative.pool).not.toContain('C1');
    expect(lgeModuleReminders(c)).toMatch(/Attrition check due: Alten/);
  });

  it('a lone leader moves on every marker his initiative allows and never checks attrition (TC-03)', () => {
    const c = lgeCampaign();
    c.act('lge.leader.set', { leader: 'Alten', status: 'map' });
    goTo(c, 'activations');
    draw(c, 'C1');
    c.act('lge.leader.activate', { leader: 'Alten', lone: true });
    draw(c, 'E1');
    draw(c, 'C2');
    c.act('lge.leader.activate', { leader: 'Alten', lone: true });
    draw(c, 'E2');
    draw(c, 'C3');
    c.act('lge.leader.activate', { leader: 'Alten', lone: true });
    expect(activationOf(c.state, leaderRecord(c.state, 'Alten'))).toMatchObject({ level: 0, loneMoves: 3, attritionDue: false });
  });

  it('refuses what the rules refuse, in words, changing nothing', () => {
    const c = lgeCampaign();
    refused(c, 'lge.leader.set', { leader: 'Nobody', status: 'map' }, /not in the table “Leaders”/);
    refused(c, 'lge.leader.set', { leader: 'Alten', status: 'captured' }, /which power holds him/);
    refused(c, 'lge.leader.set', { leader: 'Alten', status: 'pool' }, /already: leader pool/);
    refused(c, 'lge.leader.draw', { power: 'spain', purpose: 'new' }, /Spain’s leader pool is empty/);
    c.act('lge.leader.set', { leader: 'Napoleon', status: 'map' });
    refused(c, 'lge.leader.draw', { power: 'france', purpose: 'army' }, /no leader with an army side: no army can be created/);
    goTo(c, 'activations');
    refused(c, 'lge.leader.activate', { leader: 'Alten' }, /No marker is being played/);
  });

  it('draws at random from the pool with a logged die: an army side for an army, never the dismissed leader, Wellesley only when alone', () => {
    const c = lgeCampaign();
    // France's pool: Napoleon (army side) and Berthier (none): an army draw can only give Napoleon.
    expect(drawCandidates(c.state, 'france', 'army').map((d) => d.key)).toEqual(['Napoleon']);
    let e = c.act('lge.leader.draw', { power: 'france', purpose: 'army' });
    expect(e.dice ?? []).toEqual([]);
    expect(e.title).toMatch(/France draws Napoleon .*the only one/);
    expect(leaderRecord(c.state, 'Napoleon').status).toBe('map');
    // Austria's pool: Ferdinand and Charles; a dismissal of Ferdinand draws Charles.
    expect(drawCandidates(c.state, 'austria', 'dismissal', 'Ferdinand').map((d) => d.key)).toEqual(['Charles']);
    // Great Britain: Wellesley is left out while others are in the pool (§14.6.4).
    expect(drawCandidates(c.state, 'great-britain', 'new').map((d) => d.key)).toEqual(['Alten', 'Craig', 'Wellington']);
    e = c.act('lge.leader.draw', { power: 'great-britain', purpose: 'replacement' });
    expect(e.dice![0]).toMatchObject({ count: 1, sides: 3 });
    const got = ['Alten', 'Craig', 'Wellington'][e.dice![0]!.faces[0]! - 1]!;
    expect(leaderRecord(c.state, got).status).toBe('map');
    expect(e.title).toContain(`draws ${got}`);
    // A leader drawn from the table's own pool is recorded as drawn.
    e = c.act('lge.leader.draw', { power: 'austria', purpose: 'new', leader: 'Charles' });
    expect(e.title).toMatch(/Austria draws Charles .*drawn at the table/);
    refused(c, 'lge.leader.draw', { power: 'austria', purpose: 'new', leader: 'Charles' }, /cannot be drawn/);
    // The draw replays to the same leader (seeded and logged).
    const again = lgeCampaign();
    for (const x of c.entries) again.act(x.type, x.payload, x.dice?.length ? { physicalDice: x.dice.map((d) => d.faces) } : {});
    expect(JSON.stringify(again.state.registries)).toBe(JSON.stringify(c.state.registries));
  });

  it('a wound check on the group’s table: wounded, back in the pool at the reinforcement phase two turns later (§8.2.6.1)', () => {
    const c = lgeCampaign({ pack: groupPack({ battleTables: true }) }); // wound 1D6: 1 killed, 2 wounded, 3+ nothing
    c.act('lge.leader.set', { leader: 'Charles', status: 'map' });
    expect(clock(c.state)).toEqual({ year: 1805, season: 'spring' });
    const e = c.act('lge.leader.wound-check', { leader: 'Charles', kind: 'L' }, { physicalDice: [[2]] });
    expect(e.title).toMatch(/Wound check \(L\), Charles: 2 = 2, wounded, back in the pool in Autumn 1805/);
    expect(leaderRecord(c.state, 'Charles')).toMatchObject({ status: 'wounded', returnTurn: 3 });
    // LA: wounded counts as nothing.
    c.act('lge.leader.set', { leader: 'Ferdinand', status: 'map' });
    c.act('lge.leader.wound-check', { leader: 'Ferdinand', kind: 'LA' }, { physicalDice: [[2]] });
    expect(leaderRecord(c.state, 'Ferdinand').status).toBe('map');
    c.act('lge.leader.wound-check', { leader: 'Ferdinand', kind: 'LA' }, { physicalDice: [[1]] });
    expect(leaderRecord(c.state, 'Ferdinand').status).toBe('killed');
    refused(c, 'lge.leader.set', { leader: 'Ferdinand', status: 'pool' }, /killed: he is out of the game/);
    // Not back in Summer; back at Autumn's reinforcement phase, not before it.
    reach(c, 'reinforcements');
    c.act('sequence.next', {});
    reach(c, 'reinforcements');
    expect(clock(c.state).season).toBe('summer');
    expect(leaderRecord(c.state, 'Charles').status).toBe('wounded');
    c.act('sequence.next', {});
    reach(c, 'activations');
    expect(clock(c.state).season).toBe('autumn');
    expect(lgeModuleReminders(c)).toMatch(/Back to the leader pool at this turn’s reinforcement phase: Charles/);
    expect(leaderRecord(c.state, 'Charles').status).toBe('wounded');
    reach(c, 'reinforcements');
    expect(leaderRecord(c.state, 'Charles').status).toBe('pool');
  });

  it('manual mode when the wound table is missing; the A-33 setting returns him the first Winter at least two turns later', () => {
    const c = lgeCampaign({ rules: { woundedLeaderReturn: 'first-winter-after-two' } });
    c.act('lge.leader.set', { leader: 'Charles', status: 'map' });
    refused(c, 'lge.leader.wound-check', { leader: 'Charles' }, /“Leader wounds” is not entered.*manual mode/);
    c.act('lge.leader.wound-check', { leader: 'Charles', result: 'wounded' });
    expect(leaderRecord(c.state, 'Charles')).toMatchObject({ status: 'wounded', returnTurn: 4 });
    expect(woundReturnTurn(c.state, 4)).toBe(8);
  });

  it('new leaders enter the pool in the Winter of their entry year (§12.5.2)', () => {
    let p = groupPack();
    p = setCell(DATA, p, 'leaders', 'Ney', 'power', 'france');
    p = setCell(DATA, p, 'leaders', 'Ney', 'initiative', 4);
    p = setCell(DATA, p, 'leaders', 'Ney', 'entryYear', 1805);
    const c = lgeCampaign({ pack: p });
    expect(leaderRecord(c.state, 'Ney').status).toBe('scheduled');
    for (let i = 0; i < 3; i++) {
      reach(c, 'victory');
      c.act('sequence.next', {});
    }
    expect(clock(c.state)).toEqual({ year: 1805, season: 'winter' });
    expect(leaderRecord(c.state, 'Ney').status).toBe('scheduled');
    reach(c, 'reinforcements');
    expect(leaderRecord(c.state, 'Ney').status).toBe('pool');
  });

  it('a closed battle’s wounded and killed leaders go to the registry; names not in the table are left alone', () => {
    const c = lgeCampaign();
    const { state, posted } = applyBattleFates(c.state, { charles: 'wounded', Ferdinand: 'killed', davout: 'killed', hiller: 'none' });
    expect(posted).toEqual(['Charles wounded', 'Ferdinand killed']);
    expect(leaderRecord(state, 'Charles')).toMatchObject({ status: 'wounded', returnTurn: 3 });
    expect(leaderRecord(state, 'Ferdinand').status).toBe('killed');
    // Killed stays killed.
    expect(applyBattleFates(state, { Ferdinand: 'wounded' }).posted).toEqual([]);
  });

  it('the Turkish sovereign by the dates of §14.2', () => {
    const c = lgeCampaign({ settings: { startYear: 1807, startSeason: 'spring', endYear: 1809, endSeason: 'winter' } });
    expect(sovereignAt(c.state, 1)).toBe('Mustapha IV');
    expect(sovereignAt(c.state, 5)).toBe('Mustapha IV');
    expect(sovereignAt(c.state, 6)).toBe('Mahmud II');
    expect(leaderRecord(c.state, 'Selim III').status).toBe('gone');
    expect(leaderRecord(c.state, 'Mustapha IV').status).toBe('pool');
    expect(leaderRecord(c.state, 'Mahmud II').status).toBe('scheduled');
    expect(step(c)).toBe('events');
  });
});

function lgeModuleReminders(c: C): string {
  return lge.reminders(c.state, c.header).join(" | ");
}

describe('leader costs debited as they happen (§4.2.4, §4.2.5)', () => {
  it('TC-04: Napoleon, alone, joins Berthier’s Grande Armée: he takes command, France pays 5 £, Berthier goes to the pool', () => {
    const c = lgeCampaign();
    c.act('lge.leader.set', { leader: 'Berthier', status: 'map', army: true });
    c.act('lge.leader.set', { leader: 'Napoleon', status: 'map' });
    goTo(c, 'activations');
    const fr = c.state.treasury.france;
    refused(c, 'lge.leader.takeover', { leader: 'Berthier', replaces: 'Berthier' }, /does not take over from himself/);
    const e = c.act('lge.leader.takeover', { leader: 'Napoleon', replaces: 'Berthier' });
    expect(c.state.treasury.france).toBe(fr - 5);
    expect(leaderRecord(c.state, 'Berthier')).toMatchObject({ status: 'pool', army: false });
    expect(leaderRecord(c.state, 'Napoleon')).toMatchObject({ status: 'map', army: true });
    expect(e.title).toBe("Napoleon takes command of Berthier's army: France pays 5 £, Berthier goes to the leader pool (§4.2.4.2)");
    expect(c.state.ledger.at(-1)).toMatchObject({ power: 'france', amount: -5, reason: 'Napoleon takes over from Berthier (§4.2.4.2)' });
  });

  it('a dismissal costs 5 £ (an admiral 5 £ always), free for a commander defeated in battle; a sovereign only after a major defeat', () => {
    const c = lgeCampaign({ pack: setCell(DATA, groupPack(), 'leaders', 'Napoleon', 'sovereign', true) });
    c.act('lge.leader.set', { leader: 'Berthier', status: 'map' });
    c.act('lge.leader.set', { leader: 'Napoleon', status: 'map' });
    reach(c, 'reinforcements');
    const fr = c.state.treasury.france;
    refused(c, 'lge.leader.dismiss', { leader: 'Napoleon', afterDefeat: 'minor' }, /sovereign: he can be dismissed only after a defeat in a major battle/);
    c.act('lge.leader.dismiss', { leader: 'Berthier' });
    expect(c.state.treasury.france).toBe(fr - 5);
    expect(leaderRecord(c.state, 'Berthier').status).toBe('pool');
    refused(c, 'lge.leader.dismiss', { leader: 'Berthier' }, /not on the map/);
    const e = c.act('lge.leader.dismiss', { leader: 'Napoleon', afterDefeat: 'major' });
    expect(c.state.treasury.france).toBe(fr - 5);
    expect(e.title).toMatch(/free after a defeat; draw his successor at random, never him/);
  });
});
