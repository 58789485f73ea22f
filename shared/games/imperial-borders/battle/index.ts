// Imperial Borders battles (land, open sea, port): the model, exact odds, the step-by-step resolver and the
// `adc odds` entry point. Pure TypeScript, plain JSON in and out.
import { exactOdds, type ExactOdds, type SideOdds } from './exact';
import { gatherDice, countsOf, type GatheredDice, type SideName, type Stance } from './model';
import { oddsFromHere, type MidRound } from './from-here';
import { parseImperialBordersInput } from './schema';

export * from './model';
export { allocate, block, type Caps, type HitCounts, type Landed } from './hits';
export { exactOdds, type BattlePolicy, type ExactOdds, type ExactOptions, type Position, type SideOdds } from './exact';
export { BattleActionError, ImperialBordersInputError } from './errors';
export { midRoundSchema, oddsFromHere, type FromHereOdds, type MidHit, type MidRound } from './from-here';
export { imperialBordersOddsInputSchema, parseImperialBordersInput, type ImperialBordersOddsInput, type ParsedInput } from './schema';
export {
  applyAction, createBattle, currentCounts, diceFor, legalTargets, pendingDecision, rollFaces,
  type BattleAction, type Casualty, type HitKind, type HitToken, type IbBattleState, type PendingDecision, type RolledFaces, type Step,
} from './resolver';

/** The warning shown with every answer until the group confirms its dice (digest A2). */
export const DICE_WARNING =
  'The rulebook does not print the faces of the Black and White dice: these odds use the faces entered in "dice". Count them on your own dice and set "dice.confirmed": true.';

export interface SideOutput {
  expectedCasualtyPoints: number;
  pennantEarned: number;
  elitePennant: number;
  standing: number;
  ships: { id: string; type: string; afloat: number; outOfAction: number; sunk: number; captured: number; expectedDamage: number }[];
  landUnits: SideOdds['landSurvivors'];
  /** Dice this side gathers in the round about to be fought, with the breakdown. */
  dice: GatheredDice;
}

/** The outcome fields every Imperial Borders odds answer shares (`adc odds`, and odds from inside a round). */
interface OutcomeFields {
  game: 'imperial-borders';
  kind: string;
  round: number;
  attackerVictory: number;
  defenderVictory: number;
  mutualDefeat: number;
  contested: number;
  capture: number;
}

export interface ImperialBordersOddsOutput extends OutcomeFields {
  expectedRounds: number;
  attacker: SideOutput;
  defender: SideOutput;
  policy: { stances: Record<SideName, Stance[]>; zones: Record<SideName, string>; stop: string };
  stanceMatrix?: { attacker: Stance; defender: Stance; attackerVictory: number; defenderVictory: number; mutualDefeat: number; contested: number; capture: number }[];
  warnings: string[];
  statesExplored: number;
}

/** `adc odds` for Imperial Borders: parses and validates the input (errors name the field), returns the exact odds. */
export function computeImperialBordersOdds(raw: unknown): ImperialBordersOddsOutput {
  const p = parseImperialBordersInput(raw);
  const { setup, faces, policy, position } = p;
  const r: ExactOdds = exactOdds(setup, faces, policy, position);
  const side = (s: SideName): SideOutput => {
    const o = r[s];
    return {
      expectedCasualtyPoints: o.expectedPoints,
      pennantEarned: o.pennantEarned,
      elitePennant: o.elitePennant,
      standing: o.standing,
      ships: o.ships.map((x) => ({ id: setup[s].ships[x.index]!.id, type: setup[s].ships[x.index]!.type, afloat: x.afloat, outOfAction: x.outOfAction, sunk: x.sunk, captured: x.captured, expectedDamage: x.expectedDamage })),
      landUnits: o.landSurvivors,
      dice: gatherDice(setup.kind, setup[s], countsOf(setup[s], setup.kind), position.round),
    };
  };
  const zoneName = (z: string) => (setup.kind === 'sea' ? 'sea-first' : setup.kind === 'land' ? (z === 'zone-2-first' ? 'rear-first' : 'front-first') : z === 'zone-2-first' ? 'sea-first' : 'land-first');
  const out: ImperialBordersOddsOutput = {
    game: 'imperial-borders',
    kind: setup.kind,
    round: position.round,
    attackerVictory: r.attackerVictory,
    defenderVictory: r.defenderVictory,
    mutualDefeat: r.mutualDefeat,
    contested: r.contested,
    capture: r.capture,
    expectedRounds: r.expectedRounds,
    attacker: side('attacker'),
    defender: side('defender'),
    policy: {
      stances: { attacker: policy.stances.attacker.slice(position.round - 1), defender: policy.stances.defender.slice(position.round - 1) },
      zones: { attacker: zoneName(policy.zones.attacker), defender: zoneName(policy.zones.defender) },
      stop: policy.stop,
    },
    warnings: p.confirmed ? [] : [DICE_WARNING],
    statesExplored: r.statesExplored,
  };
  if (p.stanceMatrix) {
    out.stanceMatrix = [];
    for (const a of ['aggressive', 'defensive'] as const)
      for (const d of ['aggressive', 'defensive'] as const) {
        const set = <T extends Stance[]>(xs: T, v: Stance) => xs.map((x, i) => (i === position.round - 1 ? v : x)) as [Stance, Stance, Stance];
        const m = exactOdds(setup, faces, { ...policy, stances: { attacker: set(policy.stances.attacker, a), defender: set(policy.stances.defender, d) } }, position);
        out.stanceMatrix.push({ attacker: a, defender: d, attackerVictory: m.attackerVictory, defenderVictory: m.defenderVictory, mutualDefeat: m.mutualDefeat, contested: m.contested, capture: m.capture });
      }
  }
  return out;
}

/** The answer of odds from inside a Battle Round: the same outcome fields as `adc odds`. */
export interface ImperialBordersFromHereOutput extends OutcomeFields {
  attacker: { expectedCasualtyPoints: number; pennantEarned: number; elitePennant: number; standing: number };
  defender: { expectedCasualtyPoints: number; pennantEarned: number; elitePennant: number; standing: number };
  /** Ways the current round can still end. */
  roundEnds: number;
  warnings: string[];
  statesExplored: number;
}

/**
 * Exact odds from inside the Battle Round `raw.round`: `raw` is the `adc odds` input of the forces as they stood
 * when the round began (damage is simultaneous, at its end), `mid` what the round has shown so far.
 */
export function computeImperialBordersFromHere(raw: unknown, mid: MidRound): ImperialBordersFromHereOutput {
  const p = parseImperialBordersInput(raw);
  const r = oddsFromHere(p.setup, p.faces, p.policy, p.position, mid);
  const side = (s: SideName) => ({ expectedCasualtyPoints: r[s].expectedPoints, pennantEarned: r[s].pennantEarned, elitePennant: r[s].elitePennant, standing: r[s].standing });
  return {
    game: 'imperial-borders',
    kind: p.setup.kind,
    round: p.position.round,
    attackerVictory: r.attackerVictory,
    defenderVictory: r.defenderVictory,
    mutualDefeat: r.mutualDefeat,
    contested: r.contested,
    capture: r.capture,
    attacker: side('attacker'),
    defender: side('defender'),
    roundEnds: r.roundEnds,
    warnings: p.confirmed ? [] : [DICE_WARNING],
    statesExplored: r.statesExplored,
  };
}
