// The combat readings of the rule settings (rules.ts, digest §10): whose leaders and cavalry a result's
// letters hit, troop quality without a majority, the static depot's ½ point and the
// optional heavy cavalry charges (§8.2.1, §15.1). Each reading changes what the resolver does.
import { describe, expect, it } from 'vitest';
import { GROUP_CRT, GROUP_RATIO } from '../testing';
import { withCampaignLandRules } from '../actions/battles';
import { analysis, applyLandAction, combatValues, startLandBattle } from './land-resolver';
import { parseLandInput } from './land-schema';

const TABLES = {
  crt: { skirmish: GROUP_CRT, minor: GROUP_CRT, major: GROUP_CRT },
  ratio: GROUP_RATIO.map(({ attacker, defender, drm }) => ({ attacker, defender, drm })),
  wound: { dice: '1D6', rows: [{ roll: 1, result: 'none' }, { roll: 5, result: 'wounded' }, { roll: 6, result: 'killed' }] },
};
const corps = (id: string, extra: Record<string, unknown> = {}) => ({ id, type: 'corps', steps: 3, artillery: 1, morale: 3, ...extra });
const battle = (rules: Record<string, unknown>, attacker: Record<string, unknown>, defender: Record<string, unknown>) =>
  parseLandInput({ game: 'le-grand-empire', kind: 'land', tables: TABLES, attacker, defender, rules }).setup;

describe('crtLetters (§8.2.5, §8.2.6, A-11): whose leaders and cavalry the C, L and LA letters hit', () => {
  // The attacker rolls "1 C LA": by default its letters fall on the defender, under the other reading on the attacker.
  const A = { units: [corps('fr-inf'), corps('fr-cav', { steps: 2, maxSteps: 2, cavalry: 'light', modifier: 1 })], leaders: [{ id: 'murat', combat: 1 }], army: { artillery: 0 } };
  const D = { units: [corps('au-1'), corps('au-2')], leaders: [{ id: 'charles', combat: 2 }], army: { artillery: 0 } };
  const play = (crtLetters: string) => {
    const su = battle({ crtLetters }, A, D);
    let s = startLandBattle(su);
    s = applyLandAction(su, s, { type: 'result', attacker: { losses: 1, bold: false, cavalry: true, leader: 'LA' }, defender: { losses: 1, bold: false, cavalry: false, leader: 'none' } });
    s = applyLandAction(su, s, { type: 'losses', side: 'attacker' });
    s = applyLandAction(su, s, { type: 'losses', side: 'defender' });
    return s;
  };
  it('the enemy by default: Charles checks under "LA"; the attacker loses its weakest step, not the cavalry', () => {
    const s = play('enemy');
    expect(s.log).toContain('The attacker loses 1 step: fr-inf');
    expect(s.woundQueue).toEqual([{ kind: 'LA', leaders: ['charles'], side: 'defender' }]);
  });
  it('the side that rolled under the other reading: Murat checks, and the attacker must lose a cavalry step', () => {
    const s = play('own-side');
    expect(s.log).toContain('The attacker loses 1 step: fr-cav');
    expect(s.woundQueue).toEqual([{ kind: 'LA', leaders: ['murat'], side: 'attacker' }]);
    const su = battle({ crtLetters: 'own-side' }, A, D);
    let t = startLandBattle(su);
    t = applyLandAction(su, t, { type: 'result', attacker: { losses: 1, bold: false, cavalry: true, leader: 'none' }, defender: { losses: 1, bold: false, cavalry: false, leader: 'none' } });
    expect(() => applyLandAction(su, t, { type: 'losses', side: 'attacker', steps: ['fr-inf'] })).toThrow(/cavalry step/);
  });
});

describe('qualityWithoutMajority (§8.2.4, A-13): troop quality when no modifier has half the committed CP', () => {
  // 2 CP at +0, 3 at +1, 2 at +2: no modifier has 50 % of 7.
  const A = { units: [corps('fr-0', { steps: 2, modifier: 0 }), corps('fr-1', { modifier: 1 }), corps('fr-2', { steps: 2, modifier: 2 })] };
  const D = { units: [corps('au-1'), corps('au-2')] };
  const play = (qualityWithoutMajority: string) => {
    const su = battle({ qualityWithoutMajority }, A, D);
    let s = startLandBattle(su);
    const lines = analysis(su, s).buildUp.attacker.lines.map((l) => `${l.label} ${l.value}`);
    s = applyLandAction(su, s, { type: 'result', attacker: { losses: 1, bold: false, cavalry: false, leader: 'none' }, defender: { losses: 2, bold: false, cavalry: false, leader: 'none' } });
    s = applyLandAction(su, s, { type: 'losses', side: 'attacker' });
    return { su, s, lines };
  };
  it('none by default: no troop quality line, and the losses fall freely (weakest first)', () => {
    const { lines, s } = play('none');
    expect(lines.some((l) => l.startsWith('Troop quality'))).toBe(false);
    expect(s.log).toContain('The attacker loses 2 steps: fr-0, fr-0');
  });
  it('the largest share’s +1 under the other reading, and at least half the losses on those troops', () => {
    const { lines, s, su } = play('largest-share');
    expect(lines).toContain('Troop quality 1');
    expect(s.log).toContain('The attacker loses 2 steps: fr-1, fr-0');
    const t = applyLandAction(su, startLandBattle(su), { type: 'result', attacker: { losses: 1, bold: false, cavalry: false, leader: 'none' }, defender: { losses: 2, bold: false, cavalry: false, leader: 'none' } });
    expect(() => applyLandAction(su, t, { type: 'losses', side: 'attacker', steps: ['fr-0', 'fr-2'] })).toThrow(/quality \+1/);
  });
});

describe('staticDepotStrength (§1.1.3.2, §8.1.2, A-53): a static depot’s ½ combat point', () => {
  // A 3-step corps at morale 2 and a depot at morale 6 against a 3-step corps; the defender is a lone depot in the second battle.
  const A = { units: [corps('fr-1', { artillery: 0, morale: 2 }), { id: 'fr-depot', type: 'depot', steps: 1, morale: 6 }] };
  const D = { units: [corps('au-1', { artillery: 0 })] };
  it('counts ½ in the combat value and the morale by default, nothing under the other reading; never in the battle size', () => {
    const half = analysis(battle({}, A, D), startLandBattle(battle({}, A, D)));
    expect(combatValues(half)).toEqual({ attacker: 3.5, defender: 3 });
    expect(half.summaries.attacker.morale).toBe(3); // (2 × 3 + 6 × ½) / 3.5 = 2.57
    const none = analysis(battle({ staticDepotStrength: 'not-counted' }, A, D), startLandBattle(battle({ staticDepotStrength: 'not-counted' }, A, D)));
    expect(combatValues(none)).toEqual({ attacker: 3, defender: 3 });
    expect(none.summaries.attacker.morale).toBe(2);
    expect(half.size).toBe(none.size);
  });
  it('a side inflicts at most its combat points: two depots inflict 1 loss by default, none under the other reading', () => {
    const depots = { units: [{ id: 'd-1', type: 'depot', steps: 1, morale: 3 }, { id: 'd-2', type: 'depot', steps: 1, morale: 3 }] };
    const owed = (rules: Record<string, unknown>) => {
      const su = battle(rules, { units: [corps('fr-1')] }, depots);
      return applyLandAction(su, startLandBattle(su), { type: 'result', attacker: { losses: 0, bold: false, cavalry: false, leader: 'none' }, defender: { losses: 3, bold: false, cavalry: false, leader: 'none' } }).owed.attacker;
    };
    expect(owed({})).toBe(1);
    expect(owed({ staticDepotStrength: 'not-counted' })).toBe(null); // nothing owed
  });
});

describe('heavyCavalryCharges (§8.2.1, §15.1, optional, on by default): the charge entered for the battle', () => {
  const A = { units: [corps('fr-1'), corps('fr-cr', { steps: 2, maxSteps: 2, cavalry: 'reserve' })], heavyCavalry: [2, 0] };
  const D = { units: [corps('au-1'), corps('au-2')] };
  const roll = (rules: Record<string, unknown>) => {
    const su = battle(rules, A, D);
    const s = startLandBattle(su);
    const a = analysis(su, s);
    return { lines: a.buildUp.attacker.lines.map((l) => l.label), total: a.buildUp.attacker.total, log: applyLandAction(su, s, { type: 'roll', attacker: [3, 3], defender: [3, 3] }).log[0] };
  };
  it('on: the charge’s +2 is a line of the attacker’s DRM; off: it is not used', () => {
    const on = roll({});
    const off = roll({ heavyCavalryCharges: false });
    expect(on.lines).toContain('Heavy cavalry charge (entered)');
    expect(off.lines).not.toContain('Heavy cavalry charge (entered)');
    expect(on.total - off.total).toBe(2);
    expect(on.log).toMatch(new RegExp(`3\\+3 \\+${on.total} = ${6 + on.total}`));
    expect(off.log).toMatch(new RegExp(`3\\+3 [+-]${Math.abs(off.total)} = ${6 + off.total}`));
  });
});

describe('a campaign battle reads these settings from the campaign (the resolver and the panel’s odds alike)', () => {
  it('each reaches the battle’s rules', () => {
    const campaign = { crtLetters: 'own-side', qualityWithoutMajority: 'largest-share', staticDepotStrength: 'not-counted', heavyCavalryCharges: false };
    const input = withCampaignLandRules(campaign, { game: 'le-grand-empire', kind: 'land', tables: TABLES, attacker: { units: [corps('a')] }, defender: { units: [corps('d')] } });
    expect(parseLandInput(input).setup.rules).toMatchObject(campaign);
  });
});
