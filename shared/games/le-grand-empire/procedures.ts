// Le Grand Empire's named procedures: every die check the rulebook fully specifies, as pure functions
// that list their modifiers (each with its section), give the exact probability before the roll, and
// resolve entered dice. Checks whose table is on a missing play aid (wound, siege, attrition, events,
// corsairs table) are not here: they are table-driven elsewhere.

export interface Modifier {
  label: string;
  value: number;
  cite: string;
}

export type Comparison = 'at-least' | 'at-most' | 'greater-than' | 'exactly';

/** A check before the roll: dice, modifiers, what succeeds, and P(success). */
export interface Check {
  procedure: string;
  cite: string;
  /** 1-3 dice summed; a per-die roll (perDie) up to 6. */
  dice: 1 | 2 | 3 | 4 | 5 | 6;
  modifiers: Modifier[];
  modifier: number;
  comparison: Comparison;
  target: number;
  /** Natural totals of the dice that succeed. */
  successOn: number[];
  probability: number;
  /** P = ways / outOf, exactly (e.g. 21/36). */
  ways: number;
  outOf: number;
  /** Set when the check is not rolled at all (automatic success or impossible). */
  automatic?: 'success' | 'failure';
  reason?: string;
  /** Natural 2 fails and natural 12 succeeds (rule setting naturalRolls = natural-extremes; 2D6 only). */
  naturalExtremes?: boolean;
  /**
   * A roll read die by die, not summed (coastal batteries, §10.4): each die showing `hitOn` or more is a hit;
   * `hits[k]` = P(k hits); success = at least one hit.
   */
  perDie?: { hitOn: number; hits: number[] };
}

export interface CheckResult {
  procedure: string;
  faces: number[];
  natural: number;
  modified: number;
  success: boolean;
}

/** Refused dice or procedure input; `field` names the offending input. */
export class ProcedureInputError extends Error {
  readonly field: string;
  constructor(field: string, message: string) {
    super(field ? `${field}: ${message}` : message);
    this.name = 'ProcedureInputError';
    this.field = field;
  }
}

export interface CheckOptions {
  /** Rule setting naturalRolls: 'modifiers-literal' (default) or 'natural-extremes'. */
  naturalRolls?: 'modifiers-literal' | 'natural-extremes';
  /** Rule setting initiativeComparison: whose initiative the interception and avoidance −1 compares. */
  initiativeComparison?: 'attempting-leader' | 'lowest-present';
  /** The demoralisation check's readings, as the battle resolver reads them: the optional Imperial Guard (§15.4), */
  imperialGuard?: boolean;
  /** what the loss difference counts, */
  demoralisationLossDifference?: 'actual-steps' | 'table-results';
  /** and a killed overall commander. */
  killedCommanderDemoralisation?: 'both' | 'plus-only';
}

/** Ways (out of 6^n) of each natural total of n six-sided dice. */
export function sumWays(n: number): number[] {
  let w = [1];
  for (let k = 0; k < n; k++) {
    const next = new Array<number>(w.length + 6).fill(0);
    w.forEach((c, i) => {
      for (let f = 1; f <= 6; f++) next[i + f]! += c;
    });
    w = next;
  }
  return w;
}

function passes(cmp: Comparison, modified: number, target: number): boolean {
  switch (cmp) {
    case 'at-least':
      return modified >= target;
    case 'at-most':
      return modified <= target;
    case 'greater-than':
      return modified > target;
    case 'exactly':
      return modified === target;
  }
}

/** Builds a check; modifiers with value 0 are kept only when `keepZero` (they are shown as lines). */
export function makeCheck(
  procedure: string,
  cite: string,
  dice: Check['dice'],
  modifiers: Modifier[],
  comparison: Comparison,
  target: number,
  options: CheckOptions = {},
): Check {
  const modifier = modifiers.reduce((s, m) => s + m.value, 0);
  const extremes = options.naturalRolls === 'natural-extremes' && dice === 2;
  const counts = sumWays(dice);
  const successOn: number[] = [];
  let ways = 0;
  counts.forEach((w, n) => {
    if (w === 0) return;
    let ok = passes(comparison, n + modifier, target);
    if (extremes && n === 2) ok = false;
    if (extremes && n === 12) ok = true;
    if (ok) {
      successOn.push(n);
      ways += w;
    }
  });
  const outOf = 6 ** dice;
  // Counted in whole ways, so 36/36 is exactly 1 and 21/36 shows as a fraction.
  return { procedure, cite, dice, modifiers, modifier, comparison, target, successOn, probability: ways / outOf, ways, outOf, ...(extremes ? { naturalExtremes: true } : {}) };
}

function automatic(procedure: string, cite: string, dice: Check['dice'], outcome: 'success' | 'failure', reason: string): Check {
  return { procedure, cite, dice, modifiers: [], modifier: 0, comparison: 'at-least', target: 0, successOn: [], probability: outcome === 'success' ? 1 : 0, ways: outcome === 'success' ? 1 : 0, outOf: 1, automatic: outcome, reason };
}

/** Checks entered faces (count and 1..6) without changing anything; throws ProcedureInputError. */
export function checkFaces(faces: unknown, count: number, field = 'faces'): number[] {
  if (!Array.isArray(faces)) throw new ProcedureInputError(field, `give the ${count} die face${count > 1 ? 's' : ''} rolled, as a list`);
  if (faces.length !== count) throw new ProcedureInputError(field, `this roll needs ${count} die face${count > 1 ? 's' : ''}, ${faces.length} given`);
  faces.forEach((f, i) => {
    if (!Number.isInteger(f) || (f as number) < 1 || (f as number) > 6) throw new ProcedureInputError(`${field}[${i}]`, `a die face is a whole number from 1 to 6, not ${JSON.stringify(f)}`);
  });
  return faces as number[];
}

/** Resolves a check with the dice rolled. */
export function resolveCheck(check: Check, faces: unknown): CheckResult {
  if (check.automatic) return { procedure: check.procedure, faces: [], natural: 0, modified: 0, success: check.automatic === 'success' };
  const f = checkFaces(faces, check.dice);
  if (check.perDie) {
    // Read die by die: natural and modified are the number of hits.
    const hits = f.filter((x) => x >= check.perDie!.hitOn).length;
    return { procedure: check.procedure, faces: f, natural: hits, modified: hits, success: hits > 0 };
  }
  const natural = f.reduce((s, x) => s + x, 0);
  const modified = natural + check.modifier;
  return { procedure: check.procedure, faces: f, natural, modified, success: check.successOn.includes(natural) };
}

const m = (label: string, value: number, cite: string): Modifier => ({ label, value, cite });
const when = (cond: boolean | undefined, label: string, value: number, cite: string): Modifier[] => (cond ? [m(label, value, cite)] : []);

// ---- Land movement checks (§5.2.3.3, §5.2.3.5, §8.1.1, §5.2.2.3) ------------------------------

/** The initiatives the −1 of interception and avoidance compares (§5.2.3.3, §5.2.3.5); 0 = not typed. */
export interface InitiativeInputs {
  /** The leader making the attempt. */
  initiative?: number;
  /** The lowest initiative among the other leaders of the units attempting it (0: none). */
  lowestInitiative?: number;
  /** The phasing overall commander's. */
  phasingInitiative?: number;
  /** The −1 ticked by hand, when the phasing commander's initiative is not typed. */
  lowerInitiative?: boolean;
}

/**
 * The "initiative lower than the phasing leader's" −1: the attempting leader's initiative against
 * the phasing commander's by default; under 'lowest-present' the lowest among the units attempting it.
 */
function initiativeLine(i: InitiativeInputs, o: CheckOptions, cite: string): Modifier[] {
  const p = i.phasingInitiative ?? 0;
  if (!p) return when(i.lowerInitiative, 'Initiative lower than the phasing leader’s', -1, cite);
  const own = i.initiative ?? 0;
  const lowest = o.initiativeComparison === 'lowest-present' && i.lowestInitiative ? Math.min(own, i.lowestInitiative) : own;
  const who = o.initiativeComparison === 'lowest-present' ? 'lowest initiative present' : 'the attempting leader’s initiative';
  return when(lowest < p, `Initiative lower than the phasing leader’s (${who} ${lowest} < ${p})`, -1, cite);
}

export interface InterceptionInput extends InitiativeInputs {
  lightCavalry?: boolean;
  cavalryLeader?: boolean;
  /** The interception hex costs 2 MP or more. */
  costlyHex?: boolean;
  /** Across an unbridged river (only engineers or an army may). */
  unbridgedRiver?: boolean;
  twoNations?: boolean;
  twoArmies?: boolean;
  demoralised?: boolean;
  extra?: Modifier[];
}

export function interception(i: InterceptionInput = {}, o: CheckOptions = {}): Check {
  const C = '§5.2.3.3';
  if (i.demoralised) return automatic('interception', C, 2, 'failure', 'A demoralised force cannot intercept (§8.3.3.3)');
  return makeCheck('interception', C, 2, [
    ...when(i.lightCavalry, 'Light cavalry present', 1, C),
    ...when(i.cavalryLeader, 'Cavalry leader present', 1, C),
    ...when(i.costlyHex, 'Interception hex costs 2+ MP', -1, C),
    ...when(i.unbridgedRiver, 'Unbridged river', -3, C),
    ...initiativeLine(i, o, C),
    ...when(i.twoNations, 'At least 2 nations among the interceptors', -1, C),
    ...when(i.twoArmies, '2 or more armies', -1, C),
    ...(i.extra ?? []),
  ], 'at-least', 10, o);
}

export interface AvoidanceInput extends InitiativeInputs {
  /** The avoiding leader's initiative (lone cossacks 2, partisans 1). */
  initiative: number;
  /** Any cavalry corps, cossacks, a cavalry detachment or intrinsic cavalry (§5.2.3.5 wording). */
  cavalry?: boolean;
  cavalryLeader?: boolean;
  difficultTerrain?: boolean;
  riverWithEngineers?: boolean;
  cossacksOrPartisansAlone?: boolean;
  demoralised?: boolean;
  /** Only cavalry with the leader, and the phasing player has no undemoralised cavalry corps. */
  onlyCavalryUnopposed?: boolean;
  extra?: Modifier[];
}

export function avoidance(i: AvoidanceInput, o: CheckOptions = {}): Check {
  const C = '§5.2.3.5';
  if (i.demoralised) return automatic('avoidance', C, 2, 'success', 'Demoralised units avoid combat automatically');
  if (i.onlyCavalryUnopposed) return automatic('avoidance', C, 2, 'success', 'A leader with only cavalry avoids automatically when the phasing player has no undemoralised cavalry corps');
  return makeCheck('avoidance', C, 2, [
    m('Initiative', i.initiative, C),
    ...when(i.cavalry, 'Cavalry present', 1, C),
    ...when(i.cavalryLeader, 'Cavalry leader present', 1, C),
    ...when(i.difficultTerrain, 'Difficult terrain (2+ MP to enter)', 1, C),
    ...when(i.riverWithEngineers, 'Crossing an unbridged river with engineers', -3, C),
    ...when(i.cossacksOrPartisansAlone, 'Cossacks or partisans alone', 3, C),
    ...initiativeLine(i, o, C),
    ...(i.extra ?? []),
  ], 'at-least', 10, o);
}

export interface MarchInput {
  leaderCombat: number;
  /** The army commander's combat value, when an army is in the battle hex within its capability. */
  armyCommanderCombat?: number;
  unbridgedRiver?: 'none' | 'no-engineers' | 'engineers';
  demoralised?: boolean;
  outOfSupply?: boolean;
  extra?: Modifier[];
}

export function marchToTheSoundOfTheGun(i: MarchInput, o: CheckOptions = {}): Check {
  const C = '§8.1.1';
  return makeCheck('march-to-the-sound', C, 2, [
    m('Leader’s combat bonus', i.leaderCombat, C),
    ...(i.armyCommanderCombat !== undefined ? [m('Army commander’s combat bonus', i.armyCommanderCombat, C)] : []),
    ...when(i.unbridgedRiver === 'no-engineers', 'Crossing an unbridged river', -4, C),
    ...when(i.unbridgedRiver === 'engineers', 'Crossing an unbridged river with engineers', -2, C),
    ...when(i.demoralised, 'Demoralised', -4, C),
    ...when(i.outOfSupply, 'Out of supply', -4, C),
    ...(i.extra ?? []),
  ], 'at-least', 10, o);
}

/** §5.2.2.3: 1D6 ≤ the overall commander's initiative. */
export function movementSuccess(initiative: number): Check {
  return makeCheck('movement-success', '§5.2.2.3', 1, [], 'at-most', initiative);
}

// ---- Naval (§5.3.2.2-3, §10) -------------------------------------------------------------------

export type NavalCheckKind = 'detection' | 'avoidance' | 'interception';

/** 2D6 + maneuver factor ≥ 10; using the maneuver factor is optional (not to reveal a dummy). */
export function navalCheck(kind: NavalCheckKind, maneuver: number, useManeuver = true, o: CheckOptions = {}): Check {
  const C = kind === 'interception' ? '§5.3.2.3' : '§5.3.2.2';
  return makeCheck(`naval-${kind}`, C, 2, useManeuver ? [m('Maneuver factor', maneuver, C)] : [], 'at-least', 10, o);
}

/** §10.5: each named admiral rolls 2D6 once per battle; a 12 kills him. */
export function admiralDeath(): Check {
  return makeCheck('admiral-death', '§10.5', 2, [], 'exactly', 12);
}

/** §10.1: one fleet point's shot, 1D6 + admiral's tactical bonus ≥ 6. */
export function fleetPointHit(bonus: number): number {
  return Math.min(1, Math.max(0, (1 + bonus) / 6));
}

/** §10.4: one coastal battery point's shot sinks on 5 or 6. */
export const COASTAL_BATTERY_HIT = 1 / 3;
const COASTAL_BATTERY_ON = 5;

/**
 * §10.4 coastal batteries: "Each permanent fortress point equates two naval combat points ... Ships are sunk on a
 * 1D6 result of 5 or 6"; "A harbour with no fortress has no coastal batteries". One die per battery point, each
 * 5-6 sinks a fleet step of the fleet the battery's owner fires at; P(k steps sunk) exactly, binomial(2 × points, 1/3).
 */
export function coastalBatteries(permanentPoints: number): Check {
  const C = '§10.4';
  if (permanentPoints <= 0) return automatic('coastal-batteries', C, 1, 'failure', 'a harbour with no fortress (or no permanent point left) has no coastal batteries');
  const n = 2 * permanentPoints;
  if (n > 6) throw new ProcedureInputError('points', 'a fortress has at most 3 permanent points');
  const outOf = 6 ** n;
  // Ways of k hits: C(n, k) 2^k 4^(n-k) out of 6^n, counted in whole ways.
  const choose = (k: number): number => (k === 0 ? 1 : (choose(k - 1) * (n - k + 1)) / k);
  const hits = Array.from({ length: n + 1 }, (_, k) => (choose(k) * 2 ** k * 4 ** (n - k)) / outOf);
  const ways = outOf - 4 ** n;
  const dice = n as Check['dice'];
  return { procedure: 'coastal-batteries', cite: C, dice, modifiers: [m(`${permanentPoints} permanent fortress point${permanentPoints === 1 ? '' : 's'}: ${n} battery dice`, 0, C)], modifier: 0, comparison: 'at-least', target: COASTAL_BATTERY_ON, successOn: [], probability: ways / outOf, ways, outOf, perDie: { hitOn: COASTAL_BATTERY_ON, hits } };
}

// ---- Battle-related checks (§6, §8.1.3.2, §8.3.3) ---------------------------------------------

export interface RallyInput {
  baseMorale: number;
  capitalLost?: boolean;
  leaderCombat: number;
}

/** §6: 1D6 ≤ morale − 1 (demoralised) [− 1 capital lost] + the leader's combat value. */
export function rally(i: RallyInput): Check {
  const C = '§6';
  const mods = [m('Army morale', i.baseMorale, C), m('Demoralised', -1, C), ...when(i.capitalLost, 'Capital city lost', -1, C), m('Leader’s combat value', i.leaderCombat, C)];
  const target = mods.reduce((s, x) => s + x.value, 0);
  // The modifiers raise the target, not the die: shown as lines, applied to the target.
  const c = makeCheck('rally', C, 1, [], 'at-most', target);
  return { ...c, modifiers: mods };
}

export interface DemoralisationInput {
  /** The loser's army morale for the battle (§8.1.2, demoralised −1 included). */
  morale: number;
  commanderCombat: number;
  commanderWounded?: boolean;
  commanderKilled?: boolean;
  /** Other leaders of combat value 2+ killed. */
  otherLeadersKilled?: number;
  /** Loser's steps lost minus the winner's, in the last round (A-15: never below 0). */
  lossDifference: number;
  /** What the difference counts (rule setting demoralisationLossDifference): steps actually lost, or the table results. */
  lossDifferenceFrom?: 'actual-steps' | 'table-results';
  /** Rule setting killedCommanderDemoralisation. */
  killedCommander?: 'both' | 'plus-only';
  /**
   * The combat value of the overall commander wounded or killed in an earlier round, when a replacement
   * commands now (§8.2.6.3): `commanderCombat` is then the replacement's bonus, and a killed commander's
   * tactical value is this one.
   */
  replacedCommanderCombat?: number;
  /** The replacement's own wound check in this round (an "LA" on him): wounded or killed. */
  replacement?: 'wounded' | 'killed';
  /** Rule setting replacedCommanderHit: the replaced commander's wound or death still counts, or only the last round's hits. */
  replacedCommanderHit?: 'counts' | 'last-round-only';
  extra?: Modifier[];
}

/** Optional rule §15.4: the French morale −1 per step the Guard spearhead lost in combat, a line of the demoralisation check. */
export const imperialGuardLine = (steps: number): Modifier => m('Imperial Guard steps lost (the French morale −1 each)', steps, '§15.4');

/** §8.3.3: demoralised if 1D6 + modifiers > the army morale. */
export function demoralisation(i: DemoralisationInput): Check {
  const C = '§8.3.3.2';
  const killed = !!i.commanderKilled;
  const replaced = i.replacedCommanderCombat !== undefined;
  const mods: Modifier[] = [];
  const plusOnly = i.killedCommander === 'plus-only';
  // A replacement in command steadies the army with his own bonus (A-47 read for him if he is killed in turn).
  if (replaced) {
    if (!(i.replacement === 'killed' && plusOnly)) mods.push(m('Overall commander’s combat bonus (the replacement, §8.2.6.3)', -i.commanderCombat, C));
  } else if (!(killed && plusOnly)) mods.push(m('Overall commander’s combat bonus', -i.commanderCombat, C));
  const earlier = !(replaced && i.replacedCommanderHit === 'last-round-only');
  if (i.commanderWounded && earlier) mods.push(m(replaced ? 'Overall commander wounded (round 1, replaced)' : 'Overall commander wounded', 1, C));
  if (killed && earlier) mods.push(m(replaced ? 'Overall commander killed in round 1 (his tactical value)' : 'Overall commander killed (his tactical value)', replaced ? i.replacedCommanderCombat! : i.commanderCombat, C));
  if (replaced && i.replacement === 'wounded') mods.push(m('The replacement commander wounded', 1, C));
  if (replaced && i.replacement === 'killed') mods.push(m('The replacement commander killed (his tactical value)', i.commanderCombat, C));
  if (i.otherLeadersKilled) mods.push(m('Other leaders of combat value 2+ killed', i.otherLeadersKilled, C));
  mods.push(m(i.lossDifferenceFrom === 'table-results' ? 'Loss difference (last round, table results)' : 'Loss difference (last round)', Math.max(0, i.lossDifference), C));
  return makeCheck('demoralisation', C, 1, [...mods, ...(i.extra ?? [])], 'greater-than', i.morale);
}

/** §8.1.3.2: the second tactical marker is used on 1D6 + the leader's combat value ≥ 5. */
export function secondTacticalMarker(leaderCombat: number): Check {
  return makeCheck('second-tactical-marker', '§8.1.3.2', 1, [m('Leader’s combat value', leaderCombat, '§8.1.3.2')], 'at-least', 5);
}

/** §8.1.3.1: tactical markers drawn; §8.1.3.2: markers playable. */
export function tacticalMarkers(commanderCombat: number, militaryReform: boolean, eventBonus = false): { drawn: number; playable: number } {
  return { drawn: 1 + commanderCombat + (militaryReform ? 1 : 0) + (eventBonus ? 1 : 0), playable: commanderCombat >= 2 ? 2 : 1 };
}

// ---- Diplomacy (§11.2, §11.3) ------------------------------------------------------------------

export interface MinorAttemptInput {
  politicalBonus: number;
  /** £ spent on bribes: +1 per 5 £, at most +2. */
  bribePounds?: number;
  influencedByAnother?: boolean;
  becameAlliedToAnotherThisPhase?: boolean;
  /** Enemy event-driven attempt on a minor placed under the Continental Blockade by France (§12.3.3.1). */
  blockadeEventAttempt?: boolean;
  embassy?: boolean;
  /** Rule setting diplomaticPenaltiesStack. */
  penaltiesStack?: 'no-stack' | 'stack';
}

export interface Attempt extends Check {
  cost: number;
}

export function minorDiplomacy(i: MinorAttemptInput, o: CheckOptions = {}): Attempt {
  const C = '§11.2.2.2';
  const bribe = Math.min(2, Math.floor((i.bribePounds ?? 0) / 5));
  const penalties = [
    ...when(i.influencedByAnother, 'Influenced by another power', -1, C),
    ...when(i.becameAlliedToAnotherThisPhase, 'Became allied to another power this phase', -1, C),
  ];
  const used = i.penaltiesStack === 'stack' ? penalties : penalties.slice(0, 1);
  const check = makeCheck('diplomacy-minor', C, 2, [
    m('Political bonus', i.politicalBonus, C),
    ...(bribe ? [m('Bribes (+1 per 5 £, at most +2)', bribe, C)] : []),
    ...used,
    ...when(i.blockadeEventAttempt, 'Event attempt on a minor under the Continental Blockade', 2, '§12.3.3.1'),
  ], 'at-least', 10, o);
  return { ...check, cost: 2 + (i.embassy ? 10 : 0) + bribe * 5 };
}

export type MajorTarget = 'russia' | 'austria' | 'prussia' | 'turkey' | 'spain';
/** §11.3.2: the printed modifiers; a power not listed for a block gets 0. */
const MAJOR_MODS: Record<MajorTarget, { france: number; 'great-britain': number }> = {
  russia: { france: -1, 'great-britain': 2 },
  austria: { france: -1, 'great-britain': 0 },
  prussia: { france: 0, 'great-britain': 0 },
  turkey: { france: 1, 'great-britain': 0 },
  spain: { france: 1, 'great-britain': 0 },
};

export interface MajorAttemptInput {
  target: MajorTarget;
  by: 'france' | 'great-britain';
  vanquishedByThisBlock?: boolean;
  /** £ of financial support: +1 per 10 £, at most +2. */
  supportPounds?: number;
  influencedByOtherBlock?: boolean;
  otherBlockAggression?: boolean;
  embassy?: boolean;
}

export function majorDiplomacy(i: MajorAttemptInput, o: CheckOptions = {}): Attempt {
  const C = '§11.3.2';
  const support = Math.min(2, Math.floor((i.supportPounds ?? 0) / 10));
  const power = MAJOR_MODS[i.target][i.by];
  const check = makeCheck('diplomacy-major', C, 2, [
    ...(power ? [m(`${i.target} towards ${i.by}`, power, C)] : []),
    ...when(i.vanquishedByThisBlock, 'Vanquished by this block in an earlier war', -1, C),
    ...(support ? [m('Financial support (+1 per 10 £, at most +2)', support, C)] : []),
    ...when(i.influencedByOtherBlock, 'Influenced by the other block', -1, C),
    ...when(i.otherBlockAggression, 'The other block’s diplomatic aggression', 1, C),
  ], 'at-least', 10, o);
  return { ...check, cost: 10 + (i.embassy ? 10 : 0) + support * 10 };
}

// ---- Peace, instability, special rules ---------------------------------------------------------

/** §13.3.2.4: mandatory peace lasts max(6, 3D6) turns. Exact distribution over 216. */
export function mandatoryPeaceDistribution(): Map<number, number> {
  const out = new Map<number, number>();
  sumWays(3).forEach((w, n) => {
    if (w) out.set(Math.max(6, n), (out.get(Math.max(6, n)) ?? 0) + w / 216);
  });
  return new Map([...out.entries()].sort((a, b) => a[0] - b[0]));
}

export function mandatoryPeace(faces: unknown): { faces: number[]; rolled: number; turns: number } {
  const f = checkFaces(faces, 3);
  const rolled = f[0]! + f[1]! + f[2]!;
  return { faces: f, rolled, turns: Math.max(6, rolled) };
}

/** §14.2: after a succession, 1D6 of 4-6: Turkey at war with a major reverts to neutrality. */
export function turkishNeutrality(): Check {
  return makeCheck('turkish-neutrality', '§14.2', 1, [], 'at-least', 4);
}

export interface SpanishInstabilityInput {
  corps: number;
  detachments?: number;
  /** Rule setting spanishInstabilityModifier. */
  modifier?: 'equivalents-minus-one' | 'separately';
  /** Rule setting spanishInstabilityTarget. */
  target?: 'twelve-or-more' | 'exactly-twelve';
}

export function spanishInstability(i: SpanishInstabilityInput): Check {
  const C = '§14.3.1';
  const det = i.detachments ?? 0;
  const mod = i.modifier === 'separately' ? Math.max(0, i.corps - 1) + Math.floor(det / 3) : Math.max(0, i.corps + Math.floor(det / 3) - 1);
  return makeCheck('spanish-instability', C, 2, mod ? [m('Foreign corps beyond the first', mod, C)] : [], i.target === 'exactly-twelve' ? 'exactly' : 'at-least', 12);
}

export type TroublesOutcome = 'ends' | 'ends-step-lost' | 'continues-step-lost';
/** §14.4: 1D6 4-6 ends, 2-3 ends with a step lost, 1 goes on with a step lost. */
export function provincialTroubles(): { outcomes: Record<TroublesOutcome, number>; pEnds: number; pStepLost: number; resolve: (faces: unknown) => TroublesOutcome } {
  return {
    outcomes: { ends: 3 / 6, 'ends-step-lost': 2 / 6, 'continues-step-lost': 1 / 6 },
    pEnds: 5 / 6,
    pStepLost: 3 / 6,
    resolve: (faces) => {
      const d = checkFaces(faces, 1)[0]!;
      return d >= 4 ? 'ends' : d >= 2 ? 'ends-step-lost' : 'continues-step-lost';
    },
  };
}

/** §14.1: 2D6 + bonus ≥ 10; A-37: +1 per turn beyond the minimum (or since the start). */
export function externalWarEnd(turnsCounted: number, o: CheckOptions = {}): Check {
  return makeCheck('external-war-end', '§14.1', 2, turnsCounted ? [m('Turns of war', turnsCounted, '§14.1')] : [], 'at-least', 10, o);
}

/** §14.1: combat points lost on returning: 1D6 + complete years of war. */
export function externalWarLosses(completeYears: number): Map<number, number> {
  return new Map([1, 2, 3, 4, 5, 6].map((d) => [d + completeYears, 1 / 6]));
}

/** §13.1.2: a conquered minor's corps or detachment joins the conqueror on 5-6. */
export function conqueredUnitJoins(): Check {
  return makeCheck('minor-unit-joins', '§13.1.2', 1, [], 'at-least', 5);
}
/** §13.1.2: each fleet point goes to the conqueror on 4-6 (scuttled on 1-3). */
export function conqueredFleetPointJoins(): Check {
  return makeCheck('minor-fleet-joins', '§13.1.2', 1, [], 'at-least', 4);
}
/** §15.3 (optional): Anvers builds a free fleet point on 4+. */
export function anversFleetPoint(): Check {
  return makeCheck('anvers-fleet', '§15.3', 1, [], 'at-least', 4);
}
/** §12.3.2.2: detecting a corsair, 1D6 + admiral's maneuver + corsair value (0 or less) ≥ 5. */
export function corsairDetection(maneuver: number, corsairValue: number): Check {
  const C = '§12.3.2.2';
  return makeCheck('corsair-detection', C, 1, [m('Admiral’s maneuver value', maneuver, C), m('Corsair value', corsairValue, C)], 'at-least', 5);
}
/** §12.3.2.2: sinking a detected corsair, 1D6 + admiral's maneuver ≥ 5. */
export function corsairSinking(maneuver: number): Check {
  return makeCheck('corsair-sinking', '§12.3.2.2', 1, [m('Admiral’s maneuver value', maneuver, '§12.3.2.2')], 'at-least', 5);
}

/** Probability P(2D6 + m ≥ t) (Appendix A). */
export function p2d6AtLeast(mod: number, target = 10): number {
  return makeCheck('2d6', '', 2, [m('modifier', mod, '')], 'at-least', target).probability;
}
