import { describe, expect, it } from 'vitest';
import {
  admiralDeath, anversFleetPoint, avoidance, conqueredFleetPointJoins, conqueredUnitJoins, corsairDetection, corsairSinking, demoralisation,
  externalWarEnd, externalWarLosses, interception, majorDiplomacy, mandatoryPeace, mandatoryPeaceDistribution, marchToTheSoundOfTheGun,
  minorDiplomacy, movementSuccess, navalCheck, p2d6AtLeast, provincialTroubles, rally, resolveCheck, secondTacticalMarker,
  spanishInstability, tacticalMarkers, turkishNeutrality, ProcedureInputError, fleetPointHit, COASTAL_BATTERY_HIT, coastalBatteries,
} from './procedures';
import { batteryHits } from './battle/naval';
import { lgeCampaign, refused } from './testing';
import { buildProcedure, procedureById } from './named-procedures';
import { checkOptions } from './actions/common';
import { stackById } from './stacks';
import { Campaign } from '../../engine/campaign';
import { leGrandEmpireModule as lge } from './module';

describe('Appendix A probabilities', () => {
  it('P(2D6 + m ≥ 10) for m = -4..+9, out of 36', () => {
    const want: Record<number, number> = { [-4]: 0, [-3]: 0, [-2]: 1, [-1]: 3, 0: 6, 1: 10, 2: 15, 3: 21, 4: 26, 5: 30, 6: 33, 7: 35, 8: 36, 9: 36 };
    for (const [mod, ways] of Object.entries(want)) expect(p2d6AtLeast(Number(mod)) * 36).toBeCloseTo(ways, 10);
  });
  it('P(2D6 + m ≥ 12) for the Spanish instability', () => {
    const want = [1, 3, 6, 10, 15, 21, 26, 30];
    want.forEach((ways, mod) => expect(p2d6AtLeast(mod, 12) * 36).toBeCloseTo(ways, 10));
  });
  it('1D6 checks: "≤ x" is x/6, "> x" is (6-x)/6, naval hit (1+b)/6, battery 2/6', () => {
    for (let x = 1; x <= 6; x++) expect(movementSuccess(x).probability).toBeCloseTo(x / 6, 12);
    for (let x = 0; x <= 6; x++) expect(demoralisation({ morale: x, commanderCombat: 0, lossDifference: 0 }).probability).toBeCloseTo((6 - x) / 6, 12);
    expect(anversFleetPoint().probability).toBe(1 / 2);
    expect(turkishNeutrality().probability).toBe(1 / 2);
    expect(conqueredUnitJoins().probability).toBeCloseTo(1 / 3, 12);
    expect(conqueredFleetPointJoins().probability).toBe(1 / 2);
    expect(admiralDeath().probability).toBeCloseTo(1 / 36, 12);
    for (let b = 0; b <= 5; b++) expect(fleetPointHit(b)).toBeCloseTo((1 + b) / 6, 12);
    expect(COASTAL_BATTERY_HIT).toBeCloseTo(2 / 6, 12);
  });
  it('the mandatory peace max(6, 3D6), out of 216 (§7.14)', () => {
    const want: Record<number, number> = { 6: 20, 7: 15, 8: 21, 9: 25, 10: 27, 11: 27, 12: 25, 13: 21, 14: 15, 15: 10, 16: 6, 17: 3, 18: 1 };
    const d = mandatoryPeaceDistribution();
    expect([...d.keys()]).toEqual(Object.keys(want).map(Number));
    for (const [k, ways] of Object.entries(want)) expect(d.get(Number(k))! * 216).toBeCloseTo(ways, 9);
  });
  it('provincial troubles: P(ends) 5/6, P(step lost) 1/2', () => {
    const t = provincialTroubles();
    expect(t.pEnds).toBeCloseTo(5 / 6, 12);
    expect(t.pStepLost).toBe(1 / 2);
    expect([1, 2, 3, 4].map((d) => t.resolve([d]))).toEqual(['continues-step-lost', 'ends-step-lost', 'ends-step-lost', 'ends']);
  });
});

describe('§8 worked examples (procedures)', () => {
  it('TC-11 avoidance: Ferdinand +3 +1 -1 = +3, rolls 7 -> 10 succeeds; P = 21/36', () => {
    const c = avoidance({ initiative: 3, cavalry: true, lowerInitiative: true });
    expect(c.modifier).toBe(3);
    expect(c.modifiers.map((x) => x.value)).toEqual([3, 1, -1]);
    expect(c.probability * 36).toBeCloseTo(21, 10);
    expect(resolveCheck(c, [3, 4])).toMatchObject({ natural: 7, modified: 10, success: true });
    expect(resolveCheck(c, [3, 3]).success).toBe(false);
  });
  it('TC-13 rally: Charles CV 2, morale 3, demoralised and capital lost -> success on 1-3, P = 1/2', () => {
    const c = rally({ baseMorale: 3, capitalLost: true, leaderCombat: 2 });
    expect(c.target).toBe(3);
    expect(c.successOn).toEqual([1, 2, 3]);
    expect(c.probability).toBe(1 / 2);
  });
  it('TC-13 rally with an extra modifier typed at the table: it moves the target (1D6 ≤ 3 + 1), not the die', () => {
    const c = buildProcedure('rally', { baseMorale: 3, capitalLost: true, leaderCombat: 2 }, [{ label: 'Event', value: 1 }]);
    expect(c.target).toBe(4);
    expect(c.modifiers.at(-1)).toMatchObject({ label: 'Event', value: 1 });
    expect(c.probability).toBeCloseTo(4 / 6, 12);
  });
  it('TC-23 demoralisation: Blücher CV 1, morale 3, 2 more losses -> demoralised if d6 > 2, P = 4/6', () => {
    const c = demoralisation({ morale: 3, commanderCombat: 1, lossDifference: 2 });
    expect(c.modifier).toBe(1);
    expect(c.successOn).toEqual([3, 4, 5, 6]);
    expect(c.probability).toBeCloseTo(4 / 6, 12);
  });
  it('A-47: a killed commander gives net 0 (both) or + his value (plus-only)', () => {
    expect(demoralisation({ morale: 3, commanderCombat: 2, commanderKilled: true, lossDifference: 0 }).modifier).toBe(0);
    expect(demoralisation({ morale: 3, commanderCombat: 2, commanderKilled: true, lossDifference: 0, killedCommander: 'plus-only' }).modifier).toBe(2);
    expect(demoralisation({ morale: 3, commanderCombat: 2, lossDifference: -3 }).modifier).toBe(-2);
  });
  it('TC-18 tactical markers: Charles 1805 draws 3 plays 2, 1809 reformed draws 4 plays 2', () => {
    expect(tacticalMarkers(2, false)).toEqual({ drawn: 3, playable: 2 });
    expect(tacticalMarkers(2, true)).toEqual({ drawn: 4, playable: 2 });
    expect(secondTacticalMarker(2).probability).toBeCloseTo(4 / 6, 12);
  });
  it('TC-37 mandatory peace: 9 on 3D6 gives 9 turns, 4 gives 6', () => {
    expect(mandatoryPeace([3, 3, 3]).turns).toBe(9);
    expect(mandatoryPeace([1, 1, 2]).turns).toBe(6);
  });
  it('TC-41 Spanish instability: 3 French corps +2, 10 -> 12 breaks; P = 6/36', () => {
    const c = spanishInstability({ corps: 3 });
    expect(c.modifier).toBe(2);
    expect(resolveCheck(c, [4, 6])).toMatchObject({ modified: 12, success: true });
    expect(c.probability * 36).toBeCloseTo(6, 10);
    expect(spanishInstability({ corps: 3, target: 'exactly-twelve' }).successOn).toEqual([10]);
  });
  it('TC-35 corsairs: a 2-1 admiral (+1) sinks on 4 -> 5', () => {
    expect(resolveCheck(corsairSinking(1), [4])).toMatchObject({ modified: 5, success: true });
    expect(corsairDetection(1, -1).probability).toBeCloseTo(2 / 6, 12);
  });
});

describe('other named procedures', () => {
  it('interception lists its modifiers and a demoralised force cannot intercept', () => {
    const c = interception({ lightCavalry: true, cavalryLeader: true, twoArmies: true });
    expect(c.modifier).toBe(1);
    expect(c.probability * 36).toBeCloseTo(10, 10);
    expect(interception({ demoralised: true })).toMatchObject({ automatic: 'failure', probability: 0 });
    expect(avoidance({ initiative: 1, demoralised: true })).toMatchObject({ automatic: 'success', probability: 1 });
  });
  it('marching to the sound of the gun: leader +2, army commander +1, river -4', () => {
    const c = marchToTheSoundOfTheGun({ leaderCombat: 2, armyCommanderCombat: 1, unbridgedRiver: 'no-engineers' });
    expect(c.modifier).toBe(-1);
    expect(c.probability * 36).toBeCloseTo(3, 10);
    expect(marchToTheSoundOfTheGun({ leaderCombat: 0, unbridgedRiver: 'engineers', demoralised: true, outOfSupply: true }).probability).toBe(0);
  });
  it('naval detection with and without the maneuver factor', () => {
    expect(navalCheck('detection', 2).probability * 36).toBeCloseTo(15, 10);
    expect(navalCheck('interception', 2, false).probability * 36).toBeCloseTo(6, 10);
  });
  it('natural 2 and 12 only under the natural-extremes setting (A-44)', () => {
    expect(navalCheck('avoidance', 9).probability).toBe(1);
    expect(navalCheck('avoidance', 9, true, { naturalRolls: 'natural-extremes' }).probability * 36).toBeCloseTo(35, 10);
    expect(navalCheck('avoidance', -3, true, { naturalRolls: 'natural-extremes' }).probability * 36).toBeCloseTo(1, 10);
  });
  it('diplomacy on a minor: bonus, bribes capped at +2, penalties do not stack (A-36), cost', () => {
    const a = minorDiplomacy({ politicalBonus: 1, bribePounds: 17, influencedByAnother: true, becameAlliedToAnotherThisPhase: true, embassy: true });
    expect(a.modifier).toBe(1 + 2 - 1);
    expect(a.cost).toBe(2 + 10 + 10);
    expect(a.probability * 36).toBeCloseTo(15, 10);
    expect(minorDiplomacy({ politicalBonus: 0, influencedByAnother: true, becameAlliedToAnotherThisPhase: true, penaltiesStack: 'stack' }).modifier).toBe(-2);
  });
  it('diplomacy on a major (two-player): Russia +2 for GB, support +1 per 10 £', () => {
    const a = majorDiplomacy({ target: 'russia', by: 'great-britain', supportPounds: 35, influencedByOtherBlock: true });
    expect(a.modifier).toBe(2 + 2 - 1);
    expect(a.cost).toBe(30);
    expect(majorDiplomacy({ target: 'russia', by: 'france', vanquishedByThisBlock: true }).modifier).toBe(-2);
  });
  it('external war: end check and losses 1D6 + years', () => {
    expect(externalWarEnd(1).probability * 36).toBeCloseTo(10, 10);
    expect([...externalWarLosses(2).keys()]).toEqual([3, 4, 5, 6, 7, 8]);
  });
  it('refuses bad dice with the reason', () => {
    expect(() => resolveCheck(avoidance({ initiative: 3 }), [7, 1])).toThrow(ProcedureInputError);
    expect(() => resolveCheck(avoidance({ initiative: 3 }), [3])).toThrow(/needs 2 die faces, 1 given/);
    expect(() => mandatoryPeace('x')).toThrow(/as a list/);
  });
});

// Reading (rule setting initiativeComparison, A-56): "initiative of intercepting (avoiding) units lower
// than initiative of phasing leader". Davout (5) attempts it with Vandamme (2) among his units, against
// Napoleon's phasing army (6) for the interception, against Lannes (4) for the avoidance.
describe('the lower-initiative −1 of interception and avoidance follows the rule setting', () => {
  it('the attempting leader’s initiative by default; the lowest present under the other reading', () => {
    const inter = { lightCavalry: true, initiative: 5, lowestInitiative: 2, phasingInitiative: 6 };
    expect(interception(inter).modifiers.map((x) => x.value)).toEqual([1, -1]); // 5 < 6 either way
    const avoid = { initiative: 5, cavalry: true, lowestInitiative: 2, phasingInitiative: 4 };
    const byLeader = avoidance(avoid);
    expect(byLeader.modifiers.map((x) => x.value)).toEqual([5, 1]); // 5 ≥ 4: no −1
    expect(byLeader.probability * 36).toBeCloseTo(33, 10); // 2D6 + 6 ≥ 10
    const byLowest = avoidance(avoid, { initiativeComparison: 'lowest-present' });
    expect(byLowest.modifiers.map((x) => [x.label, x.value])).toEqual([['Initiative', 5], ['Cavalry present', 1], ['Initiative lower than the phasing leader’s (lowest initiative present 2 < 4)', -1]]);
    expect(byLowest.probability * 36).toBeCloseTo(30, 10); // 2D6 + 5 ≥ 10
    // Not typed: the box ticked by hand (the Ferdinand example), whatever the reading.
    expect(avoidance({ initiative: 3, cavalry: true, lowerInitiative: true }, { initiativeComparison: 'lowest-present' }).modifier).toBe(3);
    expect(buildProcedure('interception', { initiative: 4, lowestInitiative: 1, phasingInitiative: 3 }).modifier).toBe(0);
    expect(buildProcedure('interception', { initiative: 4, lowestInitiative: 1, phasingInitiative: 3 }, [], { initiativeComparison: 'lowest-present' }).modifier).toBe(-1);
  });
});

describe('the named Demoralisation procedure reads the readings the battle resolver reads', () => {
  const input = { morale: 4, commanderCombat: 2, lossDifference: 2 };
  it('the optional Imperial Guard: off, no Guard field and a typed loss refused; on, its steps lower the morale, the chance shown before the roll', () => {
    const off = lgeCampaign();
    const def = procedureById('demoralisation')!;
    expect(def.fieldsFor!(checkOptions(off.state)).map((f) => f.id)).not.toContain('guardStepsLost');
    // 1D6 − 2 + 2 > 4: on 5+.
    expect(buildProcedure('demoralisation', input, [], checkOptions(off.state)).probability).toBeCloseTo(2 / 6, 12);
    refused(off, 'lge.procedure', { id: 'demoralisation', input: { ...input, guardStepsLost: 2 } }, /^The optional rule “Imperial Guard” is off: the Guard’s steps lost do not lower the morale \(§15\.4\)\.$/);
    const on = lgeCampaign({ rules: { imperialGuard: true } });
    expect(def.fieldsFor!(checkOptions(on.state)).map((f) => f.id)).toContain('guardStepsLost');
    const c = buildProcedure('demoralisation', { ...input, guardStepsLost: 2 }, [], checkOptions(on.state));
    // The resolver's own line: 1D6 − 2 + 2 + 2 > 4: on 3+.
    expect(c.modifiers.at(-1)).toEqual({ label: 'Imperial Guard steps lost (the French morale −1 each)', value: 2, cite: '§15.4' });
    expect(c.probability).toBeCloseTo(4 / 6, 12);
    const e = on.act('lge.procedure', { id: 'demoralisation', input: { ...input, guardStepsLost: 2 } }, { physicalDice: [[3]] });
    expect(e.title).toBe('Demoralisation: Success: 3 + 2 = 5 (1D6 + 2 > 4); chance was 66.7 %');
  });

  it('the loss difference: steps actually lost by default, the table results under the other reading (A-15), named in the form and the line', () => {
    const actual = lgeCampaign();
    const table = lgeCampaign({ rules: { demoralisationLossDifference: 'table-results' } });
    const label = (c: ReturnType<typeof lgeCampaign>) => procedureById('demoralisation')!.fieldsFor!(checkOptions(c.state)).find((f) => f.id === 'lossDifference')!.label;
    expect(label(actual)).toBe('Loser’s steps lost − winner’s (last round, steps actually lost)');
    expect(label(table)).toBe('Loser’s losses − winner’s, as the last round’s two table results called for');
    const line = (c: ReturnType<typeof lgeCampaign>) => buildProcedure('demoralisation', input, [], checkOptions(c.state)).modifiers.find((m) => m.label.startsWith('Loss difference'))!.label;
    expect(line(actual)).toBe('Loss difference (last round)');
    expect(line(table)).toBe('Loss difference (last round, table results)');
    // A killed commander as the reading counts it: both lines (net 0), or only his tactical value.
    const killed = { ...input, commanderKilled: true };
    expect(buildProcedure('demoralisation', killed, [], checkOptions(actual.state)).modifier).toBe(2);
    expect(buildProcedure('demoralisation', killed, [], checkOptions(lgeCampaign({ rules: { killedCommanderDemoralisation: 'plus-only' } }).state)).modifier).toBe(4);
  });
});

describe('coastal batteries, one click (§10.4)', () => {
  it('two dice per permanent fortress point, each 5-6 sinks a step: P(k) binomial, as the naval battle reads it', () => {
    const c = coastalBatteries(2);
    expect(c.dice).toBe(4);
    expect(c.ways / c.outOf).toBeCloseTo(65 / 81, 12); // 1 − (4/6)^4
    expect(c.perDie!.hits.map((p) => p * 81)).toEqual([16, 32, 24, 8, 1].map((x) => expect.closeTo(x, 9)));
    // The naval battle's own battery distribution agrees.
    batteryHits(2).forEach((p, k) => expect(c.perDie!.hits[k]).toBeCloseTo(p, 12));
    expect(resolveCheck(c, [5, 2, 6, 1])).toMatchObject({ natural: 2, success: true });
    expect(resolveCheck(c, [4, 4, 1, 2]).success).toBe(false);
    expect(coastalBatteries(0)).toMatchObject({ automatic: 'failure', probability: 0 });
    expect(coastalBatteries(3).dice).toBe(6);
  });

  it('is rolled in one click, logged with its chance and the steps sunk; refuses a modifier', () => {
    const c = lgeCampaign();
    const e = c.act('lge.procedure', { id: 'coastal-batteries', input: { points: 2 } }, { physicalDice: [[5, 2, 6, 1]] });
    // Standalone: the result says what the table removes.
    expect(e.title).toBe('Coastal batteries: 5 2 6 1: 2 hits: the table removes 2 steps from the enemy fleet the battery’s owner fires at (4D6, each 5+ sinks a step); chance of at least one hit was 80.2 %');
    expect(c.state.procedures.at(-1)).toMatchObject({ name: 'coastal-batteries', success: true, faces: [5, 2, 6, 1] });
    refused(c, 'lge.procedure', { id: 'coastal-batteries', input: { points: 1 }, extra: [{ label: 'event', value: 1 }] }, /Coastal batteries take no modifier \(§10\.4\)/);
    refused(c, 'lge.procedure', { id: 'coastal-batteries', input: { points: 4 } }, /at most 3/);
    expect(c.act('lge.procedure', { id: 'coastal-batteries', input: { points: 0 } }).title).toMatch(/^Coastal batteries: Automatic failure: a harbour with no fortress/);
  });

  it('fired at a fleet of the record: its steps sunk are taken off the stack (logged, undone with the entry); sunk, it leaves the stack', () => {
    const c = lgeCampaign({ rules: { enemyVisibility: true } });
    c.act('lge.stack.record', { power: 'great-britain', where: 'Cadiz', contents: { units: [], fleets: [{ id: 'nelson', points: 3, bonus: 2, laden: 2 }, { id: 'collingwood', points: 2, bonus: 1 }] } });
    const at = { stack: 'great-britain-1', fleet: 'nelson' };
    refused(c, 'lge.procedure', { id: 'coastal-batteries', input: { points: 1 }, at }, /^Great Britain’s stack at Cadiz is sealed: its owner reveals it for combat first \(§1\.3\)\.$/, { physicalDice: [[5, 6]] });
    c.act('lge.stack.reveal', { id: 'great-britain-1' });
    refused(c, 'lge.procedure', { id: 'coastal-batteries', input: { points: 1 }, at: { ...at, fleet: 'calder' } }, /^calder is not a fleet of Great Britain’s stack at Cadiz\.$/, { physicalDice: [[5, 6]] });
    refused(c, 'lge.procedure', { id: 'rally', input: {}, at }, /^Only the coastal batteries fire at a fleet of the record\.$/);
    const fleets = () => stackById(c.state, 'great-britain-1')?.contents.fleets?.map((f) => [f.id, f.points, f.laden]);
    // 2 dice, one 5-6: Nelson loses a step; the empty step goes first, his 2 laden steps stay.
    let e = c.act('lge.procedure', { id: 'coastal-batteries', input: { points: 1 }, at }, { physicalDice: [[5, 2]] });
    expect(e.title).toBe('Coastal batteries: 5 2: 1 hit on nelson (Great Britain’s stack at Cadiz): 1 step sunk, 2 points left (2D6, each 5+ sinks a step); chance of at least one hit was 55.6 %');
    expect(fleets()).toEqual([['nelson', 2, 2], ['collingwood', 2, 0]]);
    // 6 dice, four hits: Nelson's 2 points sunk, 2 hits find nothing more; Collingwood stays.
    e = c.act('lge.procedure', { id: 'coastal-batteries', input: { points: 3 }, at }, { physicalDice: [[5, 6, 6, 5, 1, 1]] });
    expect(e.title).toMatch(/^Coastal batteries: 5 6 6 5 1 1: 4 hits on nelson \(Great Britain’s stack at Cadiz\): sunk, all 2 points \(2 more hits find nothing to sink\)/);
    expect(fleets()).toEqual([['collingwood', 2, 0]]);
    c.undo();
    expect(fleets()).toEqual([['nelson', 2, 2], ['collingwood', 2, 0]]);
    // The last fleet sunk: the stack leaves the record.
    c.act('lge.procedure', { id: 'coastal-batteries', input: { points: 1 }, at: { ...at, fleet: 'collingwood' } }, { physicalDice: [[6, 6]] });
    expect(fleets()).toEqual([['nelson', 2, 2]]);
    e = c.act('lge.procedure', { id: 'coastal-batteries', input: { points: 1 }, at }, { physicalDice: [[6, 6]] });
    expect(e.title).toMatch(/sunk, all 2 points; the stack is taken off the record/);
    expect(stackById(c.state, 'great-britain-1')).toBeUndefined();
    expect(Campaign.load(lge, c.toFile()).state).toEqual(c.state);
  });
});
