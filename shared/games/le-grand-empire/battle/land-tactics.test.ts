// Per-choice odds for the hidden tactic choices (§8.1.3.1): each cell of the matrix is the land odds
// with those two markers fixed, the worker's job answers the same, and a bad choice is refused by name.
import { describe, expect, it } from 'vitest';
import { LE_GRAND_EMPIRE_ODDS } from '../odds-jobs';
import { LgeInputError } from './errors';
import { computeLandOddsFromInput } from './land-entry';
import { landTacticsMatrix, type TacticChoice } from './land-tactics';
import { LAND_EXAMPLE } from './test/fixtures';

const ATTACKER: TacticChoice[] = [
  { name: 'No marker', drm: [0, 0] },
  { name: 'Flank march', drm: [2, 0] },
  { name: 'Grand battery', drm: [1, 1] },
];
const DEFENDER: TacticChoice[] = [
  { name: 'No marker', drm: [0, 0] },
  { name: 'Hold the heights', drm: [3, 1] },
];

describe('Le Grand Empire per-choice odds for the hidden tactics', () => {
  it('each cell equals the land odds with those tactics fixed (rows: the attacker’s choice, columns: the defender’s)', () => {
    const m = landTacticsMatrix({ input: LAND_EXAMPLE, choices: { attacker: ATTACKER, defender: DEFENDER } });
    expect(m.cells).toHaveLength(ATTACKER.length);
    ATTACKER.forEach((a, i) => {
      expect(m.cells[i]).toHaveLength(DEFENDER.length);
      DEFENDER.forEach((d, j) => {
        const fixed = computeLandOddsFromInput({ ...LAND_EXAMPLE, attacker: { ...LAND_EXAMPLE.attacker, tactics: a.drm }, defender: { ...LAND_EXAMPLE.defender, tactics: d.drm } });
        const c = m.cells[i]![j]!;
        expect(c.attackerWins).toBe(fixed.attackerWins);
        expect(c.defenderWins).toBe(fixed.defenderWins);
        expect(c.round1).toEqual({ attackerWins: fixed.round1.attackerWins, tie: fixed.round1.tie, defenderWins: fixed.round1.defenderWins, demoralised: fixed.round1.demoralised });
        expect(c.demoralised).toEqual(fixed.demoralised);
        expect(c.round1.attackerWins + c.round1.tie + c.round1.defenderWins).toBeCloseTo(1, 12);
      });
    });
    // The markers matter: the attacker's +2 raises his chance against either defence, the defender's +3/+1 lowers it.
    for (let j = 0; j < DEFENDER.length; j++) expect(m.cells[1]![j]!.round1.attackerWins).toBeGreaterThan(m.cells[0]![j]!.round1.attackerWins);
    for (let i = 0; i < ATTACKER.length; i++) expect(m.cells[i]![1]!.attackerWins).toBeLessThan(m.cells[i]![0]!.attackerWins);
    // No marker against no marker is the battle as entered (LAND_EXAMPLE has no tactics).
    expect(m.cells[0]![0]!.attackerWins).toBe(computeLandOddsFromInput(LAND_EXAMPLE).attackerWins);
  });

  it('the odds worker’s "tactics" job answers the same matrix', () => {
    const job = { input: LAND_EXAMPLE, choices: { attacker: ATTACKER.slice(0, 2), defender: DEFENDER } };
    const parsed = LE_GRAND_EMPIRE_ODDS.jobs.tactics.schema.parse(job);
    expect(LE_GRAND_EMPIRE_ODDS.jobs.tactics.run(parsed)).toEqual(landTacticsMatrix(job));
  });

  it('refuses a bad choice with the field and the reason', () => {
    const bad = (choices: unknown) => () => landTacticsMatrix({ input: LAND_EXAMPLE, choices });
    expect(bad({ attacker: [], defender: DEFENDER })).toThrow(LgeInputError);
    expect(bad({ attacker: [], defender: DEFENDER })).toThrow(/choices\.attacker.*at least one choice/);
    expect(bad({ attacker: ATTACKER, defender: [{ name: 'x', drm: [11, 0] }] })).toThrow(/choices\.defender\[0\]\.drm\[0\].*at most 10/);
    expect(bad({ attacker: [{ name: ' ', drm: [0, 0] }], defender: DEFENDER })).toThrow(/name the tactic/);
    expect(bad({ attacker: [...ATTACKER, ...ATTACKER], defender: DEFENDER })).toThrow(/at most 4 choices/);
  });
});
