// Le Grand Empire battles: exact odds for `adc odds` (naval and land), the step-by-step naval
// resolver and the land-battle building blocks. Pure TypeScript, plain JSON in and out.
import { navalCheck } from '../procedures';
import { LgeInputError } from './errors';
import { computeNavalOdds, type NavalOdds } from './naval-odds';
import { parseNavalInput } from './naval-schema';
import { computeLandOddsFromInput, type LandOddsOutput } from './land-entry';
import { computeLeGrandEmpireSiegeOdds, type SiegeCliOutput } from './siege';

export * from './errors';
export * from './naval';
export { computeNavalOdds, roundOutcomes, type NavalOdds, type RoundOutcome } from './naval-odds';
export { navalInputSchema, parseNavalInput, type NavalInput } from './naval-schema';
export * from './naval-resolver';
export * from './land';
export { analyseRound, computeLandOdds, MissingTableError, type LandOdds, type LandPolicy, type LandSetup, type LandSideSetup, type Marcher } from './land-odds';
export { landInputSchema, parseLandInput, type LandInput, type ParsedLand } from './land-schema';
export { computeLandOddsFromInput, type LandOddsOutput } from './land-entry';

export interface NavalOddsOutput extends NavalOdds {
  game: 'le-grand-empire';
  kind: 'naval';
  /** P(the battle is fought), when detection/interception/avoidance checks were given. */
  engagement: { fought: number; checks: Record<string, number> } | null;
  policy: unknown;
  rules: unknown;
  warnings: string[];
}

export function computeLeGrandEmpireNavalOdds(raw: unknown): NavalOddsOutput {
  const { setup, input } = parseNavalInput(raw);
  const warnings: string[] = [];
  let engagement: NavalOddsOutput['engagement'] = null;
  const e = input.engagement;
  if (e) {
    if (input.harbour && e.avoidance) throw new LgeInputError('engagement.avoidance', 'fleets attacked in their harbour cannot avoid combat (§10.4)');
    if (e.detection && e.interception) throw new LgeInputError('engagement', 'a battle starts by detection or by interception, not both');
    const o = { naturalRolls: input.rules?.naturalRolls };
    const checks: Record<string, number> = {};
    let fought = 1;
    if (e.detection) fought *= checks.detection = navalCheck('detection', e.detection.maneuver, e.detection.useManeuver ?? true, o).probability;
    if (e.interception) fought *= checks.interception = navalCheck('interception', e.interception.maneuver, e.interception.useManeuver ?? true, o).probability;
    if (e.avoidance) {
      checks.avoidance = navalCheck('avoidance', e.avoidance.maneuver, e.avoidance.useManeuver ?? true, o).probability;
      fought *= 1 - checks.avoidance;
    }
    engagement = { fought, checks };
  }
  if (setup.batteries > 0 && setup.policy.tie.defender === 'stay') {
    // Harbour combat: a defender beaten may stay in port; the attacker decides on a second round (§10.4).
    warnings.push('harbour combat: the odds treat a lost round like a battle at sea (the loser leaves or retreats); a defeated defender staying in port for a second round is the resolver’s choice');
  }
  const odds = computeNavalOdds(setup);
  return { game: 'le-grand-empire', kind: 'naval', ...odds, engagement, policy: setup.policy, rules: setup.rules, warnings };
}

/** `adc odds` entry point: `"kind": "naval"`, `"land"` or `"siege"`. Throws errors with `field` on bad input. */
export function computeLeGrandEmpireOdds(raw: unknown): NavalOddsOutput | LandOddsOutput | SiegeCliOutput {
  const kind = raw && typeof raw === 'object' ? (raw as { kind?: unknown }).kind : undefined;
  if (kind === 'naval') return computeLeGrandEmpireNavalOdds(raw);
  if (kind === 'land') return computeLandOddsFromInput(raw);
  if (kind === 'siege') return computeLeGrandEmpireSiegeOdds(raw);
  throw new LgeInputError('kind', kind === undefined ? 'missing: say "naval", "land" or "siege"' : `"${String(kind)}" is not a battle kind of Le Grand Empire; say "naval", "land" or "siege"`);
}
