// The optional heavy cavalry charge (§8.2.1, §15.1) read from the group's "Heavy cavalry charge" table:
// the attacker then the defender decide, the charge is rolled on the table's dice, its row gives the DRM
// line, the charging cavalry's step losses (taken at the loss step, before the combat losses) and the
// cavalry leader's wound check or loss. Not in a siege combat (§9.2.2); typed when the table is missing.
import { describe, expect, it } from 'vitest';
import { GROUP_CRT, GROUP_RATIO } from '../testing';
import { buildSiege } from './siege';
import { chargeDistribution, checkLossesWithCharge, type LandUnit } from './land';
import { analysis, applyLandAction, chargeSide, landPending, oddsInputNow, startLandBattle, type LandBattleState } from './land-resolver';
import { computeLandOddsFromInput } from './land-entry';
import { chargeTableOf, parseLandInput } from './land-schema';
import { removeRow, setCell, templatePack } from '../../../data/tables';
import { LE_GRAND_EMPIRE_DATA as DATA } from '../tables';
import { LgeMissingDataError } from './errors';
import type { LandSetup } from './land-odds';

/** The group's charge table, entered for the test: 1D6; 1-2 lose the leader, 3-4 a wound check, 5-6 +2 and nothing lost. */
const CHARGE_TABLE = {
  dice: '1D6',
  rows: [
    { roll: 1, drm: -1, cavalryStepsLost: 1, leader: 'lost' },
    { roll: 3, drm: 1, cavalryStepsLost: 1, leader: 'wound-check' },
    { roll: 5, drm: 2, cavalryStepsLost: 0, leader: 'none' },
  ],
};
const TABLES = {
  crt: { skirmish: GROUP_CRT, minor: GROUP_CRT, major: GROUP_CRT },
  ratio: GROUP_RATIO.map(({ attacker, defender, drm }) => ({ attacker, defender, drm })),
  wound: { dice: '1D6', rows: [{ roll: 1, result: 'killed' }, { roll: 2, result: 'wounded' }, { roll: 4, result: 'none' }] },
};
const corps = (id: string, extra: Record<string, unknown> = {}) => ({ id, type: 'corps', steps: 3, artillery: 1, morale: 3, ...extra });
/** Napoleon's corps with Murat's reserve cavalry (Cr) against two Austrian corps. */
const INPUT = {
  game: 'le-grand-empire',
  kind: 'land',
  tables: { ...TABLES, heavyCavalry: CHARGE_TABLE },
  attacker: { units: [corps('fr-I'), corps('fr-cr', { steps: 2, maxSteps: 2, artillery: 0, cavalry: 'reserve', leader: 'murat' })], leaders: [{ id: 'napoleon', combat: 2 }, { id: 'murat', combat: 2 }], commander: 'napoleon', charge: [true, true] },
  defender: { units: [corps('au-1'), corps('au-2')], leaders: [{ id: 'charles', combat: 1 }] },
};
const TIE = { losses: 1, bold: false, cavalry: false, leader: 'none' } as const;

function start(input: Record<string, unknown> = INPUT): { su: LandSetup; s: LandBattleState } {
  const su = parseLandInput(input).setup;
  return { su, s: startLandBattle(su) };
}
const charge = (su: LandSetup, s: LandBattleState, side: 'attacker' | 'defender', face: number) => applyLandAction(su, s, { type: 'charge', side, charge: true, faces: [face] });

describe('heavy cavalry charge on the group’s table (§8.2.1)', () => {
  it('a charge rolled 5 gives +2: a line of the attacker’s DRM, labelled as the charge; no step and no leader lost', () => {
    let { su, s } = start();
    expect(chargeSide(su, s)).toBe('attacker');
    const before = analysis(su, s).buildUp.attacker.total;
    s = charge(su, s, 'attacker', 5);
    expect(s.log.at(-1)).toBe('Round 1: the attacker charges with its heavy cavalry (§8.2.1): 1D6 5: +2 to the combat roll');
    const lines = analysis(su, s).buildUp.attacker.lines;
    expect(lines).toContainEqual({ label: 'Heavy cavalry charge', value: 2, cite: '§8.2.1' });
    expect(analysis(su, s).buildUp.attacker.total).toBe(before + 2);
    // The defender has no heavy cavalry: nobody else decides; the dice come next.
    expect(chargeSide(su, s)).toBeNull();
    s = applyLandAction(su, s, { type: 'result', attacker: TIE, defender: TIE });
    expect(s.owed).toEqual({ attacker: 1, defender: 1 });
  });

  it('a charge rolled 3 costs a cavalry step, taken first at the loss step, and Murat’s wound check; rolled 1 loses Murat', () => {
    let { su, s } = start();
    s = charge(su, s, 'attacker', 3);
    expect(s.log.at(-1)).toBe('Round 1: the attacker charges with its heavy cavalry (§8.2.1): 1D6 3: +1 to the combat roll, 1 cavalry step lost, the cavalry leader makes a wound check (murat)');
    s = applyLandAction(su, s, { type: 'result', attacker: TIE, defender: TIE });
    // The combat's 1 step and the charge's 1 (§8.2.5 loss step).
    expect(s.owed.attacker).toBe(2);
    // The charge's step is the charging cavalry's: an infantry step first is refused.
    expect(() => applyLandAction(su, s, { type: 'losses', side: 'attacker', steps: ['fr-I', 'fr-cr'] })).toThrow(/charging heavy or Guard cavalry/);
    s = applyLandAction(su, s, { type: 'losses', side: 'attacker' });
    expect(s.log.at(-1)).toBe('The attacker loses 2 steps: fr-cr, fr-I (the first for the heavy cavalry charge)');
    expect(s.units.attacker.find((u) => u.id === 'fr-cr')!.steps).toBe(1);
    s = applyLandAction(su, s, { type: 'losses', side: 'defender' });
    expect(s.stage).toBe('wounds');
    expect(s.woundQueue).toEqual([{ kind: 'charge', leaders: ['murat'], side: 'attacker' }]);
    s = applyLandAction(su, s, { type: 'wounds', faces: [[1]] });
    expect(s.fates.murat).toBe('killed');

    ({ su, s } = start());
    s = charge(su, s, 'attacker', 1);
    expect(analysis(su, s).buildUp.attacker.lines).toContainEqual({ label: 'Heavy cavalry charge', value: -1, cite: '§8.2.1' });
    s = applyLandAction(su, s, { type: 'result', attacker: TIE, defender: TIE });
    s = applyLandAction(su, s, { type: 'losses', side: 'attacker' });
    s = applyLandAction(su, s, { type: 'losses', side: 'defender' });
    expect(s.fates.murat).toBe('killed');
    expect(s.log).toContain('murat: lost in the heavy cavalry charge');
    expect(s.wounds.attacker.killedCv2).toBe(1); // a leader of combat value 2 killed: +1 to the demoralisation check
  });

  it('round 2 (a tie fought on): the charges are decided again, with the heavy cavalry the first round left', () => {
    let { su, s } = start();
    s = charge(su, s, 'attacker', 3); // +1, a step lost, Murat's check
    s = applyLandAction(su, s, { type: 'result', attacker: TIE, defender: TIE });
    s = applyLandAction(su, s, { type: 'losses', side: 'attacker' });
    s = applyLandAction(su, s, { type: 'losses', side: 'defender' });
    s = applyLandAction(su, s, { type: 'wounds', faces: [[6]] }); // Murat unhurt
    s = applyLandAction(su, s, { type: 'tie', side: 'attacker', choice: 'fight' });
    s = applyLandAction(su, s, { type: 'tie', side: 'defender', choice: 'fight' });
    expect(s.round).toBe(2);
    expect(s.charges).toBeUndefined();
    expect(analysis(su, s).buildUp.attacker.lines.map((l) => l.label)).not.toContain('Heavy cavalry charge');
    expect(chargeSide(su, s)).toBe('attacker');
    s = charge(su, s, 'attacker', 5);
    expect(s.log.at(-1)).toMatch(/^Round 2: the attacker charges with its heavy cavalry/);
    expect(analysis(su, s).buildUp.attacker.lines).toContainEqual({ label: 'Heavy cavalry charge', value: 2, cite: '§8.2.1' });
  });

  it('the attacker decides first, then the defender; a side with no heavy cavalry cannot charge; nothing changes when refused', () => {
    const both = { ...INPUT, defender: { ...INPUT.defender, units: [...INPUT.defender.units, corps('au-gc', { steps: 2, maxSteps: 2, artillery: 0, cavalry: 'guard' })], charge: true } };
    let { su, s } = start(both);
    const was = JSON.stringify(s);
    expect(() => charge(su, s, 'defender', 5)).toThrow(/the attacker decides first whether to charge/);
    expect(JSON.stringify(s)).toBe(was);
    s = applyLandAction(su, s, { type: 'charge', side: 'attacker', charge: false });
    expect(s.log.at(-1)).toBe('Round 1: the attacker does not charge with its heavy cavalry');
    expect(landPending(su, s).text).toMatch(/First the defender may charge with its heavy cavalry/);
    s = charge(su, s, 'defender', 6);
    expect(analysis(su, s).buildUp.defender.lines).toContainEqual({ label: 'Heavy cavalry charge', value: 2, cite: '§8.2.1' });
    expect(() => charge(su, s, 'defender', 6)).toThrow(/already decided/);

    ({ su, s } = start({ ...INPUT, attacker: { ...INPUT.attacker, charge: undefined, units: [corps('fr-I')] } }));
    expect(() => charge(su, s, 'attacker', 5)).toThrow('side: the attacker has no heavy (Cr) or Guard cavalry in the battle, so it cannot charge (§8.2.1)');
    // The odds input refuses it too, in the same words.
    expect(() => computeLandOddsFromInput({ ...INPUT, attacker: { ...INPUT.attacker, units: [corps('fr-I')] } })).toThrow(/attacker has no heavy \(Cr\) or Guard cavalry, so it cannot charge/);
    // The campaign has the optional rule off: no charge.
    ({ su, s } = start({ ...INPUT, rules: { heavyCavalryCharges: false } }));
    expect(chargeSide(su, s)).toBeNull();
    expect(() => charge(su, s, 'attacker', 5)).toThrow(/optional heavy cavalry charges are off/);
  });

  it('no heavy cavalry charge in a siege combat (§9.2.2)', () => {
    const su: LandSetup = { ...parseLandInput(INPUT).setup, siege: { kind: 'assault' } };
    const s = startLandBattle(su);
    expect(chargeSide(su, s)).toBeNull();
    expect(() => charge(su, s, 'attacker', 5)).toThrow(/no heavy cavalry charge in a siege combat \(§9\.2\.2\)/);
    const besiegers = { units: [corps('soult-corps'), corps('cr', { steps: 2, maxSteps: 2, artillery: 0, cavalry: 'reserve' })], leaders: [{ id: 'soult', combat: 1 }], commander: 'soult', charge: true };
    expect(() => buildSiege({ fortress: { name: 'Badajoz', level: 2, destroyed: 0 }, morale: 2, besiegers, inside: { units: [] }, engineers: true, outOfSupply: false, when: 'paid' }, null, null)).toThrow(/besiegers.charge: no heavy cavalry charge in a siege combat/);
  });

  it('the table missing: the battle names “Heavy cavalry charge” and takes the typed charge (manual mode)', () => {
    const manual = { ...INPUT, tables: TABLES };
    let { su, s } = start(manual);
    expect(landPending(su, s).text).toMatch(/“Heavy cavalry charge” is not entered, type the charge’s result \(manual mode\)/);
    expect(() => charge(su, s, 'attacker', 5)).toThrow(/“Heavy cavalry charge” is not entered/);
    s = applyLandAction(su, s, { type: 'charge', side: 'attacker', charge: true, result: { drm: 1, cavalryStepsLost: 1, leader: 'none' } });
    expect(analysis(su, s).buildUp.attacker.lines).toContainEqual({ label: 'Heavy cavalry charge (typed)', value: 1, cite: '§8.2.1' });
    s = applyLandAction(su, s, { type: 'result', attacker: TIE, defender: TIE });
    expect(s.owed.attacker).toBe(2);
    // The odds name the table to fill in and offer the manual mode.
    let err: unknown;
    try {
      computeLandOddsFromInput(manual);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(LgeMissingDataError);
    expect((err as LgeMissingDataError).table).toBe('heavy-cavalry');
    expect((err as Error).message).toMatch(/Heavy cavalry charge.*manual mode/);
  });

  it('exact odds: the charge roll is a random variable of the battle, per decision', () => {
    const dist = chargeDistribution({ dice: 1, rows: CHARGE_TABLE.rows as never });
    expect(dist.map((x) => x.p)).toEqual([2 / 6, 2 / 6, 2 / 6]);
    const one = { ...INPUT, policy: { rounds: 1 } };
    const charging = computeLandOddsFromInput(one);
    const not = computeLandOddsFromInput({ ...one, attacker: { ...one.attacker, charge: false } });
    expect(charging.attackerWins).not.toBeCloseTo(not.attackerWins, 6);
    // Round 1 alone, no leader result that matters to it: P(win) is the average over the table's rows of the odds with that row's DRM and steps.
    const rowOdds = (row: (typeof CHARGE_TABLE.rows)[number]) => computeLandOddsFromInput({ ...one, tables: { ...one.tables, heavyCavalry: { dice: '1D6', rows: [{ ...row, roll: 1 }] } } });
    const avg = CHARGE_TABLE.rows.reduce((x, r) => x + rowOdds(r).round1.attackerWins / 3, 0);
    expect(charging.round1.attackerWins).toBeCloseTo(avg, 12);
    // The charge's steps are the attacker's: 2 of 3 rows cost one.
    const lossesNot = computeLandOddsFromInput({ ...one, attacker: { ...one.attacker, charge: false } }).expectedLosses.attacker;
    expect(charging.expectedLosses.attacker - lossesNot).toBeGreaterThan(0.3);
  });

  it('the odds shown once the charge is rolled take its row for sure; declined, no charge in round 1', () => {
    const { su, s } = start();
    const rolled = computeLandOddsFromInput(oddsInputNow(INPUT, charge(su, s, 'attacker', 5)));
    const row5 = computeLandOddsFromInput({ ...INPUT, tables: { ...INPUT.tables, heavyCavalry: { dice: '1D6', rows: [{ roll: 1, drm: 2, cavalryStepsLost: 0, leader: 'none' }] } }, attacker: { ...INPUT.attacker, charge: [true, false] } });
    expect(rolled.round1.attackerWins).toBeCloseTo(row5.round1.attackerWins, 12);
    expect(rolled.asEntered.buildUp.attacker.lines).toContainEqual({ label: 'Heavy cavalry charge', value: 2, cite: '§8.2.1' });
    expect(row5.asEntered.buildUp.attacker.lines.map((l) => l.label)).not.toContain('Heavy cavalry charge'); // not rolled yet: a chance, not a line
    expect(rolled.round1.attackerWins).not.toBeCloseTo(computeLandOddsFromInput(INPUT).round1.attackerWins, 6);
    const declined = computeLandOddsFromInput(oddsInputNow(INPUT, applyLandAction(su, s, { type: 'charge', side: 'attacker', charge: false })));
    expect(declined.round1.attackerWins).toBeCloseTo(computeLandOddsFromInput({ ...INPUT, attacker: { ...INPUT.attacker, charge: false } }).round1.attackerWins, 12);
  });

  it('a player’s own steps: the charge’s first, on heavy or Guard cavalry', () => {
    const u = (id: string, extra: Partial<LandUnit> = {}): LandUnit => ({ id, type: 'corps', maxSteps: 3, steps: 3, artillery: 0, morale: 3, modifier: 0, cavalry: 'none', intrinsicCavalry: false, capitalLost: false, force: '', ...extra });
    const units = [u('inf'), u('cr', { steps: 2, maxSteps: 2, cavalry: 'reserve' })];
    const c = { qualityGroup: null, spearhead: null, cavalryStep: false };
    expect(checkLossesWithCharge(units, ['cr', 'inf'], 1, 1, c)).toEqual([]);
    expect(checkLossesWithCharge(units, ['inf', 'cr'], 1, 1, c)[0]).toMatch(/the first step is the charge’s/);
  });

  it('the table from the data editor’s pack: its rows and the dice of its “Dice for each chart” row; what is missing named', () => {
    let pack = templatePack(DATA);
    expect(chargeTableOf(pack).value).toBeNull();
    for (const k of pack.tables['heavy-cavalry']!.rows.map((r) => r.key)) if (k !== '1' && k !== '4') pack = removeRow(DATA, pack, 'heavy-cavalry', k);
    for (const [k, drm, steps, leader] of [['1', -1, 1, 'wound-check'], ['4', 2, 0, 'none']] as const) {
      pack = setCell(DATA, pack, 'heavy-cavalry', k, 'drm', drm);
      pack = setCell(DATA, pack, 'heavy-cavalry', k, 'cavalryStepsLost', steps);
      pack = setCell(DATA, pack, 'heavy-cavalry', k, 'leader', leader);
    }
    expect(chargeTableOf(pack).missing).toEqual(['the dice it is rolled with (table "Dice for each chart", row heavy-cavalry)']);
    pack = setCell(DATA, pack, 'table-dice', 'heavy-cavalry', 'dice', '1D6');
    expect(chargeTableOf(pack).value).toEqual({ dice: 1, rows: [{ roll: 1, drm: -1, cavalryStepsLost: 1, leader: 'wound-check' }, { roll: 4, drm: 2, cavalryStepsLost: 0, leader: 'none' }] });
    const { tables: _t, ...rest } = INPUT;
    const parsed = parseLandInput({ ...rest, tables: TABLES, pack });
    expect(parsed.sources['heavy-cavalry']).toBe('pack');
    expect(parsed.setup.tables.heavyCavalry?.dice).toBe(1);
  });
});
