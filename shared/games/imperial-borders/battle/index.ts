// Imperial Borders battles (land, open sea, port): the model, exact odds, the step-by-step resolver and the
// `adc odds` entry point. Pure TypeScript, plain JSON in and out.
import { exactOdds, type BattlePolicy, type ExactOdds, type SideOdds } from './exact';
import { gatherDice, countsOf, MAX_ROUNDS, STANCES, type GatheredDice, type SideName, type Stance } from './model';
import { oddsFromHere, type MidRound } from './from-here';
import { parseImperialBordersInput } from './schema';

export * from './model';
export { UNIT_NAMES, pieceNamer, unitName } from './names';
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
  /** The four stance pairs for Battle Round `round`, the round about to be fought (the rest of the policy unchanged). */
  stanceMatrix?: StanceCell[];
  warnings: string[];
  statesExplored: number;
}

/** One cell of the stance matrix: the odds with these stances in the next Battle Round, the policy after it. */
export interface StanceCell {
  attacker: Stance;
  defender: Stance;
  attackerVictory: number;
  defenderVictory: number;
  mutualDefeat: number;
  contested: number;
  capture: number;
}

/** The policy with both sides' stances for Battle Round `round` set to the pair (the other rounds kept). */
function withStances(policy: BattlePolicy, round: number, a: Stance, d: Stance): BattlePolicy {
  const set = (xs: readonly Stance[], v: Stance) => xs.map((x, i) => (i === round - 1 ? v : x)) as [Stance, Stance, Stance];
  return { ...policy, stances: { attacker: set(policy.stances.attacker, a), defender: set(policy.stances.defender, d) } };
}

/** The four stance pairs of Battle Round `round`, each computed by `odds`, in the order AA, AD, DA, DD. */
function stanceMatrixOf(policy: BattlePolicy, round: number, odds: (p: BattlePolicy) => Omit<StanceCell, 'attacker' | 'defender'>): StanceCell[] {
  const out: StanceCell[] = [];
  for (const a of STANCES)
    for (const d of STANCES) {
      const m = odds(withStances(policy, round, a, d));
      out.push({ attacker: a, defender: d, attackerVictory: m.attackerVictory, defenderVictory: m.defenderVictory, mutualDefeat: m.mutualDefeat, contested: m.contested, capture: m.capture });
    }
  return out;
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
  if (p.stanceMatrix) out.stanceMatrix = stanceMatrixOf(policy, position.round, (q) => exactOdds(setup, faces, q, position));
  return out;
}

/** The answer of odds from inside a Battle Round: the same outcome fields as `adc odds`. */
export interface ImperialBordersFromHereOutput extends OutcomeFields {
  attacker: { expectedCasualtyPoints: number; pennantEarned: number; elitePennant: number; standing: number };
  defender: { expectedCasualtyPoints: number; pennantEarned: number; elitePennant: number; standing: number };
  /** Ways the current round can still end. */
  roundEnds: number;
  /** With `stanceMatrix` in the input: the four stance pairs for the next Battle Round (none after Round 3). */
  stanceMatrix?: StanceCell[];
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
  const round = p.position.round;
  // The round in progress has its stances already: the matrix is the next round's.
  const stanceMatrix = p.stanceMatrix && round < MAX_ROUNDS ? stanceMatrixOf(p.policy, round + 1, (q) => oddsFromHere(p.setup, p.faces, q, p.position, mid)) : undefined;
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
    ...(stanceMatrix ? { stanceMatrix } : {}),
    warnings: p.confirmed ? [] : [DICE_WARNING],
    statesExplored: r.statesExplored,
  };
}
