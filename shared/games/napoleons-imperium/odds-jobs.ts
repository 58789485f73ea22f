// Napoleon's Imperium's odds, as the odds worker and `adc odds` run them (loaded on demand through entry.ts).
// Every job may carry the campaign's data pack (none: the rulebook values).
import { z } from 'zod';
import { packSchema, type DataPack } from '../../data/tables';
import { oddsJob, type GameOdds, type OddsJobTypes } from '../contract';
import {
  BattleActionError, ImperiumInputError, applyAction, commanderOptions, computeImperiumOdds, oddsFromState, parseImperiumInput, pendingDecision, policyChoice,
  unitsNeeded, type BattleAction, type ImperiumBattleState, type ImperiumFromHereResult, type ImperiumOddsInput, type ImperiumOutcome, type ImperiumSetup,
  type PendingDecision,
} from './battle';
import { BATTLE_KINDS } from './battle/model';
import { NAPOLEONS_IMPERIUM_DATA } from './tables';

const GAME = NAPOLEONS_IMPERIUM_DATA.game;

const pack = packSchema
  .refine((p) => p.game === GAME, { message: 'the data pack is not a Napoleon’s Imperium pack', path: ['game'] })
  .nullable()
  .optional();

const counts = z.record(z.string(), z.number().int().min(0).max(1000));
const stages = ['avoid', 'sea', 'preemptive', 'land', 'followUp', 'finished'] as const;

/** A campaign fight's setup and state: the fields read here, checked; the rest passed through to the engine. */
const fightSetup = z.looseObject({
  game: z.literal(GAME),
  kind: z.enum(BATTLE_KINDS),
  attacker: z.array(z.looseObject({ id: z.string(), count: z.number().int().min(0) })),
  defender: z.array(z.looseObject({ id: z.string(), count: z.number().int().min(0) })),
  defenderFleets: z.array(z.looseObject({ id: z.string(), count: z.number().int().min(0) })),
  steps: z.array(z.looseObject({})),
  commanders: z.array(z.looseObject({})),
  casualtyOrder: z.looseObject({ attacker: z.array(z.string()), defender: z.array(z.string()), defenderFleets: z.array(z.string()), landed: z.array(z.string()) }),
  customOrder: z.looseObject({ attacker: z.array(z.string()), defender: z.array(z.string()), defenderFleets: z.array(z.string()) }),
  rules: z.looseObject({}),
});
const fightState = z.looseObject({
  stage: z.enum(stages),
  battle: z.number().int().min(0),
  round: z.number().int().min(0),
  alive: z.object({ attacker: counts, defender: counts, defenderFleets: counts, landed: counts }),
  leaveDue: z.boolean(),
  step: z.number().int().min(0),
});
const battleAction = z.discriminatedUnion('type', [
  z.object({ type: z.literal('casualties'), side: z.enum(['attacker', 'defender']), remove: counts }),
  z.object({ type: z.literal('leave'), leave: counts }),
]);

export interface ImperiumChoiceOdds {
  /** Odds once the choice is made (null when that ends the fight, see `outcome`, or it is refused, see `error`). */
  fromHere: ImperiumFromHereResult | null;
  /** The fight ends with this choice. */
  outcome: ImperiumOutcome['winner'] | null;
  /** The resolver refuses the choice (e.g. allies must go first), in its words. */
  error: string | null;
  /** The other side's casualties still to choose were taken as suggested (the default order) for these odds. */
  assumed: boolean;
}

export interface ImperiumFightResult {
  pending: PendingDecision;
  /** Null while a choice is pending or once the fight is over. */
  fromHere: ImperiumFromHereResult | null;
  choice?: ImperiumChoiceOdds;
}

const packOptions = (p: DataPack | null | undefined) => (p ? { pack: p } : {});

/** What the fight waits for, the odds from where it stands, and the odds once the choice in hand is made. */
function fight(setup: ImperiumSetup, state: ImperiumBattleState, choice: BattleAction | null | undefined, p: DataPack | null | undefined): ImperiumFightResult {
  const out: ImperiumFightResult = { pending: pendingDecision(setup, state), fromHere: oddsFromState(setup, state, { rounds: false }) };
  if (choice) {
    const c: ImperiumChoiceOdds = { fromHere: null, outcome: null, error: null, assumed: false };
    try {
      let s = applyAction(setup, state, choice, packOptions(p)).state;
      // The other side's casualties (or units left behind) still to choose: as suggested, and said so.
      for (let guard = 0; guard < 10; guard++) {
        const pend = pendingDecision(setup, s);
        if (pend.kind !== 'casualties' && pend.kind !== 'leave') break;
        const a = policyChoice(setup, s, () => 10);
        if (!a) break;
        s = applyAction(setup, s, a, packOptions(p)).state;
        c.assumed = true;
      }
      c.outcome = s.outcome?.winner ?? null;
      c.fromHere = c.outcome ? null : oddsFromState(setup, s, { rounds: false });
    } catch (e) {
      c.error = e instanceof Error ? e.message : String(e);
    }
    out.choice = c;
  }
  return out;
}

export const IMPERIUM_ODDS_JOBS = {
  /** Odds of an `adc odds` input, values looked up in `pack`. */
  battle: oddsJob(z.object({ input: z.unknown(), pack }), (j) => computeImperiumOdds(j.input, packOptions(j.pack))),
  /** The smallest count of a unit group reaching a target probability. */
  needed: oddsJob(
    z.object({ input: z.unknown(), pack, query: z.object({ id: z.string().min(1).max(64), target: z.number().gt(0).max(1), max: z.number().int().min(1).max(150).optional() }) }),
    (j) => unitsNeeded(parseImperiumInput(j.input, packOptions(j.pack)).setup, j.query),
  ),
  /** Every commander assignment of a side, evaluated exactly. */
  commanders: oddsJob(
    z.object({ input: z.unknown(), pack, side: z.enum(['attacker', 'defender', 'both']) }),
    (j) => commanderOptions(j.input as ImperiumOddsInput, j.side, packOptions(j.pack)),
  ),
  /**
   * A fight in the campaign: what it waits for and the exact odds from where it stands; with `choice`
   * (casualties or units left behind, as the player has them now), the odds once it is made.
   */
  fight: oddsJob(
    z.object({ setup: fightSetup, state: fightState, choice: battleAction.nullable().optional(), pack }),
    (j) => fight(j.setup as unknown as ImperiumSetup, j.state as unknown as ImperiumBattleState, j.choice as BattleAction | null | undefined, j.pack),
  ),
};

export type ImperiumOddsJobs = OddsJobTypes<typeof IMPERIUM_ODDS_JOBS>;

export const IMPERIUM_ODDS: GameOdds<typeof IMPERIUM_ODDS_JOBS> = {
  compute: computeImperiumOdds,
  jobs: IMPERIUM_ODDS_JOBS,
  isInputError: (e) => e instanceof ImperiumInputError || e instanceof BattleActionError,
};
