// Per-choice odds for the hidden tactical markers (§8.1.3.1: each player chooses his marker secretly,
// then both reveal): for every pair of candidate choices, the land battle's exact odds with those
// tactics fixed (rows: the attacker's choice, columns: the defender's), so each player sees what each
// of his choices gives against each of the enemy's without telling which he takes. Each cell is the
// ordinary land odds (computeLandOddsFromInput) on the same input with `tactics` set.
import { z } from 'zod';
import type { LandSide } from './land';
import { computeLandOddsFromInput } from './land-entry';
import { zodParse } from './naval-schema';

const drm = z.number({ error: 'a tactic’s modifier is a whole number' }).int({ error: 'a tactic’s modifier is a whole number' }).min(-10, { error: 'a tactic’s modifier is at least −10' }).max(10, { error: 'a tactic’s modifier is at most 10' });
export const tacticChoiceSchema = z.strictObject({
  name: z.string({ error: 'name the tactic' }).trim().min(1, { error: 'name the tactic' }).max(40),
  /** The DRM the marker gives in round 1 and in round 2 (the tactics table is the group's, not in the rulebook). */
  drm: z.tuple([drm, drm], { error: 'give the modifier of round 1 and of round 2, e.g. [1, 0]' }),
});
export type TacticChoice = z.infer<typeof tacticChoiceSchema>;

/** At most this many choices a side: every pair is a full two-round computation. */
export const MAX_TACTIC_CHOICES = 4;
const sideChoices = z.array(tacticChoiceSchema).min(1, { error: 'give at least one choice' }).max(MAX_TACTIC_CHOICES, { error: `at most ${MAX_TACTIC_CHOICES} choices a side` });
const jobSchema = z.strictObject({
  input: z.record(z.string(), z.unknown(), { error: 'give the land battle as `adc odds` takes it' }),
  choices: z.strictObject({ attacker: sideChoices, defender: sideChoices }),
});

export interface TacticsCell {
  attackerWins: number;
  defenderWins: number;
  /** Round 1's result and the loser's demoralisation after it, with these two markers. */
  round1: { attackerWins: number; tie: number; defenderWins: number; demoralised: Record<LandSide, number> };
  /** P(the battle's loser is demoralised), per side. */
  demoralised: Record<LandSide, number>;
}

export interface TacticsMatrix {
  choices: Record<LandSide, TacticChoice[]>;
  /** cells[i][j]: the attacker's choice i against the defender's choice j. */
  cells: TacticsCell[][];
}

/** The odds for every pair of hidden tactic choices; a bad choice or input throws LgeInputError naming the field. */
export function landTacticsMatrix(job: { input: unknown; choices: unknown }): TacticsMatrix {
  const { input, choices } = zodParse(jobSchema, job);
  const side = (k: LandSide) => (input[k] && typeof input[k] === 'object' ? (input[k] as Record<string, unknown>) : {});
  const cells = choices.attacker.map((a) =>
    choices.defender.map((d): TacticsCell => {
      const o = computeLandOddsFromInput({ ...input, attacker: { ...side('attacker'), tactics: a.drm }, defender: { ...side('defender'), tactics: d.drm } });
      return {
        attackerWins: o.attackerWins,
        defenderWins: o.defenderWins,
        round1: { attackerWins: o.round1.attackerWins, tie: o.round1.tie, defenderWins: o.round1.defenderWins, demoralised: o.round1.demoralised },
        demoralised: o.demoralised,
      };
    }),
  );
  return { choices, cells };
}
