// Step-by-step land battle (§8) on the exact engine's own rules (land.ts, analyseRound): marching to
// the sound of the gun -> the round's DRM build-up and the two 2D6 rolls on the group's table (or the
// results typed by the referee when the table is missing: manual mode) -> each side's losses (by the
// policy or the owner's choice, checked against the quality, spearhead and "C" constraints) -> wound
// checks -> victory with the bold tie-break, the tie decisions and round 2 -> the loser's
// demoralisation check -> retreat with its extra losses and the pursuit, whose losses become prisoners.
// Pure and plain JSON; a bad action throws LgeActionError and the state given is not changed.
import { demoralisation, imperialGuardLine, marchToTheSoundOfTheGun, type Modifier } from '../procedures';
import { LgeActionError } from './errors';
import { counted } from '../../../format';
import {
  alive, allocateLandLosses, cavalryLeaders, chargeLosses, chargeOutcome, chargeWoundChecks, chargeWords, checkLossesWithCharge, combatValue2, crtRow, heavyCavalrySteps, type ChargeLeader, type ChargeOutcome, demoralisationLossDifference, guardStepsLost, landVerdict, lettersFor, loseStep, REPLACEMENT_COMMANDER, withWound, woundCandidates, woundChecks,
  type BattleSize, type CrtRow, type LandSide, type LandUnit, type WoundCheck, type WoundResult, type WoundSummary, NO_WOUNDS,
} from './land';
import { analyseRound, startOverrun, type LandSetup, type RoundAnalysis } from './land-odds';

export type LandStage = 'march' | 'roll' | 'losses' | 'wounds' | 'tie-attacker' | 'tie-defender' | 'demoralisation' | 'retreat' | 'over';
export type ResultInput = Pick<CrtRow, 'losses' | 'bold' | 'cavalry' | 'leader'>;

export interface LandBattleState {
  round: 1 | 2;
  stage: LandStage;
  /** Marchers joined (bit i = marcher i of the side). */
  joined: Record<LandSide, number>;
  /** Marchers that already rolled this round. */
  tried: Record<LandSide, number>;
  units: Record<LandSide, LandUnit[]>;
  wounds: Record<LandSide, WoundSummary>;
  fates: Record<string, WoundResult>;
  results: Record<LandSide, ResultInput | null>;
  /** Losses still to be taken by each side this round. */
  owed: Record<LandSide, number | null>;
  lostRound: Record<LandSide, number>;
  lostTotal: Record<LandSide, number>;
  woundQueue: Array<WoundCheck & { side: LandSide }>;
  /**
   * Round 2's wound checks as the version before the hit-leader tracking built them (every leader not
   * killed, the original commander for "LA"), kept only where they differ: a wound entry an older version
   * logged (a legacy entry of the file) is read against them, as it was at the table.
   */
  woundQueueBefore?: Array<WoundCheck & { side: LandSide }>;
  winner: LandSide | null;
  overrun: boolean;
  demoralised: boolean | null;
  pursuit: number;
  prisoners: Record<LandSide, number>;
  /**
   * Each side's wounds as round 2 began: who commands round 2 (a commander wounded or killed in round 1
   * is replaced, §8.2.6.3), not changed by round 2's own wound checks.
   */
  round2Wounds?: Record<LandSide, WoundSummary>;
  /** Each side's army morale as the round was fought (§8.1.2): the demoralisation check reads it, not the morale left after the losses. */
  roundMorale?: Record<LandSide, number>;
  /** Round results typed by the referee (manual mode). */
  typed: boolean;
  /** The retreat is made (retreat first, A-16): the pursuit waits for the demoralisation roll, doubled or not. */
  retreated?: { pursuitDoubled: boolean };
  /** Each side's spearhead steps after the combat losses (not the retreat's): the Imperial Guard's losses (§15.4). */
  spearheadSteps?: Partial<Record<LandSide, number>>;
  /** This round's heavy cavalry charges (§8.2.1), decided before the combat dice: the outcome, or null for no charge. */
  charges?: Partial<Record<LandSide, ChargeOutcome | null>>;
  /** Of the losses owed, the steps the charge costs the charging cavalry (taken first, §8.2.1). */
  chargeOwed?: Partial<Record<LandSide, number>>;
  log: string[];
}

/** A charge's result typed by the referee (manual mode: the charge table not entered). */
export interface ChargeResultInput {
  drm: number;
  cavalryStepsLost: number;
  leader: ChargeLeader;
}

export type LandAction =
  | { type: 'march'; faces: Record<string, number[]> }
  /** Before the combat dice, the attacker then the defender decide on a heavy cavalry charge (§8.2.1): rolled on the table (`faces`) or typed (`result`). */
  | { type: 'charge'; side: LandSide; charge: boolean; faces?: number[]; result?: ChargeResultInput }
  | { type: 'roll'; attacker: number[]; defender: number[] }
  | { type: 'result'; attacker: ResultInput; defender: ResultInput }
  | { type: 'losses'; side: LandSide; steps?: string[] }
  | { type: 'wounds'; faces?: number[][]; results?: Array<{ leader: string; result: WoundResult }> }
  | { type: 'tie'; side: LandSide; choice: 'fight' | 'retreat' }
  | { type: 'demoralisation'; faces: number[] }
  /**
   * `crossing`: an unbridged river crossed in the retreat, with engineers or an army marker present or not
   * (§8.3.2). `river` is how an older version logged the crossing: the pursuit doubled, no retreat loss.
   */
  | { type: 'retreat'; extraSteps: number; river?: boolean; crossing?: RiverCrossing };

export type RiverCrossing = 'none' | 'unbridged' | 'engineers';

const SIDES: readonly LandSide[] = ['attacker', 'defender'];
const other = (s: LandSide): LandSide => (s === 'attacker' ? 'defender' : 'attacker');
const refuse = (field: string, msg: string): never => {
  throw new LgeActionError(field, msg);
};
const stepsOf = (us: readonly LandUnit[]) => us.reduce((s, u) => s + (alive(u) ? (u.type === 'depot' ? 1 : u.steps) : 0), 0);
const die = (f: unknown, n: number, field: string): number[] => {
  if (!Array.isArray(f) || f.length !== n || f.some((x) => !Number.isInteger(x) || x < 1 || x > 6)) refuse(field, `give ${n} die face${n === 1 ? '' : 's'} from 1 to 6`);
  return f as number[];
};

export function startLandBattle(setup: LandSetup): LandBattleState {
  const s: LandBattleState = {
    round: 1,
    stage: 'march',
    joined: { attacker: 0, defender: 0 },
    tried: { attacker: 0, defender: 0 },
    units: { attacker: setup.attacker.units.map((u) => ({ ...u })), defender: setup.defender.units.map((u) => ({ ...u })) },
    wounds: { attacker: NO_WOUNDS, defender: NO_WOUNDS },
    fates: {},
    results: { attacker: null, defender: null },
    owed: { attacker: null, defender: null },
    lostRound: { attacker: 0, defender: 0 },
    lostTotal: { attacker: 0, defender: 0 },
    woundQueue: [],
    winner: null,
    overrun: false,
    demoralised: null,
    pursuit: 0,
    prisoners: { attacker: 0, defender: 0 },
    typed: false,
    log: [],
  };
  // The other reading of A-06: only the attacker overruns, with the forces that started the battle (before any march).
  const ov = setup.rules.overrunAtBattle === 'attacker-only' ? startOverrun(setup, 1) : null;
  if (ov) capture(s, ov);
  else skipMarchIfNone(setup, s);
  return s;
}

/** The marchers who still roll this round, by side (each 2D6 + modifiers ≥ 10, §8.1.1). */
export function pendingMarchers(setup: LandSetup, s: LandBattleState): Array<{ side: LandSide; id: string; p: number }> {
  if (s.stage !== 'march') return [];
  const out: Array<{ side: LandSide; id: string; p: number }> = [];
  for (const side of SIDES)
    setup[side].marchers.forEach((m, i) => {
      if (!(s.joined[side] & (1 << i)) && !(s.tried[side] & (1 << i))) out.push({ side, id: m.id, p: m.p });
    });
  return out;
}

function skipMarchIfNone(setup: LandSetup, s: LandBattleState): void {
  if (s.stage === 'march' && pendingMarchers(setup, s).length === 0) toRoll(setup, s);
}

function toRoll(setup: LandSetup, s: LandBattleState): void {
  s.stage = 'roll';
  const a = analysis(setup, s);
  if (a.overrun) capture(s, a.overrun);
}

function capture(s: LandBattleState, by: LandSide): void {
  const loser = other(by);
  const captured = stepsOf(s.units[loser]);
  s.prisoners[by] += captured;
  s.units[loser] = s.units[loser].map((u) => ({ ...u, steps: 0 }));
  s.winner = by;
  s.overrun = true;
  s.stage = 'over';
  s.log.push(`Overrun: the ${by}'s printed strength is 5 times the ${loser}'s; the ${loser} is captured (${captured} prisoner points, §8.4)`);
}

/** Everything deterministic about the current round: size, morale, combat values, ratio, DRM lines. */
export function analysis(setup: LandSetup, s: LandBattleState): RoundAnalysis {
  const w = s.round === 2 ? s.round2Wounds ?? s.wounds : { attacker: NO_WOUNDS, defender: NO_WOUNDS };
  return analyseRound(setup, s.round, { mA: s.joined.attacker, mD: s.joined.defender, uA: s.units.attacker, uD: s.units.defender, wA: w.attacker, wD: w.defender }, false, s.charges);
}

/**
 * The battle's `adc odds` input as it stands now, for the odds shown before round 1's dice: each
 * marcher whose round-1 march is rolled is marked joined or failed (he tries again before round 2),
 * so the odds and their combat value follow the marches instead of the forces as first entered.
 */
export function oddsInputNow(input: Record<string, unknown>, s: LandBattleState): Record<string, unknown> {
  if (s.round !== 1) return input;
  const side = (k: LandSide) => {
    const si = input[k] as { marchers?: Array<Record<string, unknown>>; charge?: boolean | [boolean, boolean] } | undefined;
    if (!si) return si;
    // A charge decided this round: rolled (its row for sure), or none.
    const c = s.charges?.[k];
    const r2 = si.charge === true || (Array.isArray(si.charge) && si.charge[1]);
    const charge = c === undefined ? {} : c === null ? { charge: [false, r2] } : { charge: [true, r2], chargeRolled: { drm: c.drm, cavalryStepsLost: c.steps, leader: c.leader } };
    if (!si.marchers?.length) return { ...si, ...charge };
    return { ...si, ...charge, marchers: si.marchers.map((m, i) => (s.joined[k] & (1 << i) ? { ...m, round1: 'joined' } : s.tried[k] & (1 << i) ? { ...m, round1: 'failed' } : m)) };
  };
  return { ...input, attacker: side('attacker'), defender: side('defender') };
}

/** The round's table for its size, or null (manual mode: the referee types the results). */
export function roundTable(setup: LandSetup, size: BattleSize): CrtRow[] | null {
  const t = setup.tables.crt[size];
  return t && t.length ? t : null;
}

export function combatValues(a: RoundAnalysis): Record<LandSide, number> {
  return { attacker: combatValue2(a.summaries.attacker) / 2, defender: combatValue2(a.summaries.defender) / 2 };
}

/** What the battle waits for, in words. */
export function landPending(setup: LandSetup, s: LandBattleState): { stage: LandStage; text: string } {
  switch (s.stage) {
    case 'march':
      return { stage: s.stage, text: `Round ${s.round}: marching to the sound of the gun: ${pendingMarchers(setup, s).map((m) => m.id).join(', ')} roll 2D6 (10 or more joins).` };
    case 'roll': {
      const a = analysis(setup, s);
      const ch = chargeSide(setup, s);
      const charge = ch ? ` First the ${ch} may charge with its heavy cavalry (§8.2.1)${setup.tables.heavyCavalry ? '' : ': the table “Heavy cavalry charge” is not entered, type the charge’s result (manual mode) or fill it in'}.` : '';
      return { stage: s.stage, text: (roundTable(setup, a.size) ? `Round ${s.round}: both sides roll 2D6 on the ${a.size} battle table.` : `Round ${s.round}: the ${a.size} battle table is not entered: type both results (manual mode), or fill in “Combat results: ${a.size === 'major' ? 'major battle' : a.size === 'minor' ? 'minor battle' : 'skirmish'}”.`) + charge };
    }
    case 'losses':
      return { stage: s.stage, text: `Losses: ${SIDES.filter((x) => s.owed[x] !== null).map((x) => `the ${x} loses ${s.owed[x]} step${s.owed[x] === 1 ? '' : 's'}`).join(', ')}.` };
    case 'wounds':
      return { stage: s.stage, text: `Wound checks: ${s.woundQueue.map((w) => `${w.side} ${w.kind} (${w.leaders.join(' / ')})`).join('; ')}.` };
    case 'tie-attacker':
      return { stage: s.stage, text: 'A tie: the attacker retreats (and loses) or fights on (§8.3.1).' };
    case 'tie-defender':
      return { stage: s.stage, text: 'A tie: the defender retreats (and loses) or fights a second round (§8.3.1).' };
    case 'demoralisation':
      return { stage: s.stage, text: `The ${loserOf(s)} rolls 1D6 for demoralisation (§8.3.3)${setup.siege ? '' : s.retreated ? ', then the pursuit' : ', then retreats'}.` };
    case 'retreat':
      return { stage: s.stage, text: `The ${loserOf(s)} retreats 1 or 2 hexes: enter the extra steps its retreat hex costs and any unbridged river crossed (§8.3.2)${s.demoralised === null ? ', then rolls for demoralisation' : ''}.` };
    case 'over':
      return { stage: s.stage, text: s.winner ? `The ${s.winner} wins.` : 'The battle is over.' };
  }
}

const loserOf = (s: LandBattleState): LandSide => other(s.winner!);

/** Why a side cannot charge now (§8.2.1, §9.2.2, §15.1), or null. */
export function chargeRefusal(setup: LandSetup, s: LandBattleState, side: LandSide): string | null {
  if (setup.rules.heavyCavalryCharges === false) return 'the optional heavy cavalry charges are off in this campaign (§15.1)';
  if (setup.siege) return 'no heavy cavalry charge in a siege combat (§9.2.2)';
  if (heavyCavalrySteps(s.units[side]) === 0) return `the ${side} has no heavy (Cr) or Guard cavalry in the battle, so it cannot charge (§8.2.1)`;
  return null;
}

/** The side that decides on its heavy cavalry charge now (the attacker first, §8.2.1), or null: none left to decide. */
export function chargeSide(setup: LandSetup, s: LandBattleState): LandSide | null {
  if (s.stage !== 'roll') return null;
  return SIDES.find((x) => s.charges?.[x] === undefined && !chargeRefusal(setup, s, x)) ?? null;
}

/** The demoralisation check the loser makes now (its modifiers and probability). */
export function demoralisationCheck(setup: LandSetup, s: LandBattleState) {
  const loser = loserOf(s);
  const a = analysis(setup, s);
  const w = s.wounds[loser];
  // The commander of the round just fought: in round 2, the replacement for one wounded or killed in round 1 (§8.2.6.3).
  const replaced = s.round === 2 && (s.round2Wounds ?? s.wounds)[loser].commander !== 'none';
  const sp = setup[loser].units.find((u) => u.id === setup[loser].cond.spearhead);
  const guard = guardStepsLost(setup.rules, sp, s.spearheadSteps?.[loser] ?? sp?.steps ?? 0);
  return demoralisation({
    morale: s.roundMorale?.[loser] ?? a.summaries[loser].morale,
    commanderCombat: a.commanderCombat[loser],
    commanderWounded: w.commander === 'wounded',
    commanderKilled: w.commander === 'killed',
    otherLeadersKilled: w.killedCv2,
    lossDifference: demoralisationLossDifference(setup.rules, { loser: s.lostRound[loser], winner: s.lostRound[s.winner!] }, { loser: s.results[s.winner!]?.losses ?? 0, winner: s.results[loser]?.losses ?? 0 }),
    lossDifferenceFrom: setup.rules.demoralisationLossDifference ?? 'actual-steps',
    killedCommander: setup.rules.killedCommanderDemoralisation,
    replacedCommanderHit: setup.rules.replacedCommanderHit ?? 'counts',
    ...(replaced ? { replacedCommanderCombat: setup[loser].commanderCombat } : {}),
    ...(replaced && w.replacement && w.replacement !== 'none' ? { replacement: w.replacement } : {}),
    ...(guard ? { extra: [imperialGuardLine(guard)] } : {}),
  });
}

/** Steps the winner's cavalry takes in pursuit (§8.3.3.3): light and Guard steps + every odd reserve point, doubled across an unbridged river. */
export function pursuitSteps(units: readonly LandUnit[], river: boolean): number {
  let light = 0;
  let reserve = 0;
  for (const u of units) {
    if (!alive(u)) continue;
    if (u.type === 'cossack' || u.cavalry === 'light' || u.cavalry === 'guard') light += u.steps;
    else if (u.cavalry === 'reserve') reserve += u.steps;
  }
  return (light + Math.ceil(reserve / 2)) * (river ? 2 : 1);
}

function takeLosses(units: LandUnit[], n: number, order: string[] | 'weakest-first'): { units: LandUnit[]; lost: string[] } {
  return allocateLandLosses(units, n, { qualityGroup: null, spearhead: null, cavalryStep: false }, order);
}

function afterLosses(setup: LandSetup, s: LandBattleState): void {
  if (SIDES.some((x) => s.owed[x] !== null)) return;
  const a = analysis(setup, s);
  s.woundQueue = [];
  const before: LandBattleState['woundQueue'] = [];
  // A cavalry leader the charge loses has left before the wound checks (§8.2.1).
  for (const side of SIDES) {
    const o = s.charges?.[side];
    if (o?.leader === 'lost') for (const id of o.leaders) leaderFate(s, side, id, 'killed', 'charge', setup, 'lost in the heavy cavalry charge');
  }
  for (const side of SIDES) {
    const enemy = lettersFor(side, s.results, setup.rules)!;
    const sp = setup[side].cond.spearhead;
    const spLeader = sp ? setup[side].units.find((u) => u.id === sp)?.leader ?? null : null;
    // Round 2: the replacement for a commander hit in round 1, and only the leaders still unhurt (§8.2.6).
    const who = woundCandidates(a.leaders[side], setup[side].cond.commander, s.wounds[side], spLeader, null, setup.rules.spearheadAfterCommanderHit);
    const checks = [...chargeWoundChecks(s.charges?.[side], a.exempt[side]), ...woundChecks({ ...enemy, roll: 0 }, { ...who, hasArmy: setup[side].cond.hasArmy, exempt: a.exempt[side] })];
    for (const c of checks) s.woundQueue.push({ ...c, side });
    if (s.round === 2) {
      const old = woundChecks({ ...enemy, roll: 0 }, {
        leaders: a.leaders[side].filter((l) => s.fates[l.id] !== 'killed'),
        commander: setup[side].cond.commander,
        hasArmy: setup[side].cond.hasArmy,
        spearheadLeader: spLeader,
        secondMarkerLeader: null,
        exempt: a.exempt[side],
      });
      for (const c of old) before.push({ ...c, side });
    }
  }
  if (before.length && JSON.stringify(before) !== JSON.stringify(s.woundQueue)) s.woundQueueBefore = before;
  else delete s.woundQueueBefore;
  if (s.woundQueue.length) s.stage = 'wounds';
  else verdict(setup, s);
}

/** Corps and detachments still inside a besieged fortress (its permanent points never demoralise, §9.2.3). */
export const troopsInside = (units: readonly LandUnit[]): LandUnit[] => units.filter((u) => alive(u) && u.type !== 'fortress');

function verdict(setup: LandSetup, s: LandBattleState): void {
  const v = landVerdict({ roll: 0, ...s.results.attacker! }, { roll: 0, ...s.results.defender! });
  if (setup.siege) {
    // §9.2.2-§9.2.3: one round, no retreat, the besiegers never check morale; a tie repulses them.
    s.winner = v === 'attacker' ? 'attacker' : 'defender';
    s.log.push(v === 'tie' ? 'A tie: the besiegers are repulsed (§9.2.3)' : v === 'attacker' ? 'The besiegers win the round' : 'The besieged win the round: the besiegers are repulsed');
    s.stage = v === 'attacker' && setup.siege.kind === 'assault' && troopsInside(s.units.defender).length ? 'demoralisation' : 'over';
    return;
  }
  if (s.round === 2) {
    // §8.3.1: in round 2, unless the defender is forced to retreat, the attacker has lost.
    s.winner = v === 'attacker' ? 'attacker' : 'defender';
    s.log.push(`Round 2: the ${s.winner} wins`);
    s.stage = postBattleStage(setup);
    return;
  }
  if (v === 'tie') {
    s.log.push('Round 1 is a tie (same result, same boldness)');
    s.stage = 'tie-attacker';
    return;
  }
  s.winner = v;
  s.log.push(`Round 1: the ${v} wins`);
  s.stage = postBattleStage(setup);
}

/** The first post-battle step (A-16): the retreat (its river decides the pursuit's doubling), or the demoralisation roll. */
const postBattleStage = (setup: LandSetup): LandStage => (setup.rules.retreatBeforeDemoralisation === 'demoralisation-first' ? 'demoralisation' : 'retreat');
const retreatFirst = (setup: LandSetup) => setup.rules.retreatBeforeDemoralisation !== 'demoralisation-first';

/**
 * Steps an unbridged river costs the retreating force (§8.3.2, A-17): exactly 1 with engineers or an army
 * marker; else the extra retreat losses doubled (at least 1), or under the other reading the combat losses doubled.
 */
export function riverRetreatSteps(rules: LandSetup['rules'], crossing: RiverCrossing, extraSteps: number, combatLosses: number): number {
  if (crossing === 'none') return 0;
  if (crossing === 'engineers') return 1;
  return rules.riverRetreatLosses === 'double-combat' ? combatLosses : Math.max(1, extraSteps);
}

function leaderFate(s: LandBattleState, side: LandSide, leader: string, r: WoundResult, kind: WoundCheck['kind'], setup: LandSetup, words?: string): void {
  const res: WoundResult = kind === 'LA' && r === 'wounded' ? 'none' : r; // §8.2.6: under LA only death matters
  if (res === 'none') {
    s.log.push(`${leader}: unhurt`);
    return;
  }
  // The replacement comes from the pool: his fate is the battle's, not a named leader's.
  if (leader !== REPLACEMENT_COMMANDER) s.fates[leader] = s.fates[leader] === 'killed' ? 'killed' : res;
  const cv = [...setup[side].leaders, ...setup[side].marchers.flatMap((m) => m.leaders)].find((l) => l.id === leader)?.combat ?? 0;
  s.wounds[side] = withWound(s.wounds[side], leader, res, setup[side].cond.commander, cv);
  s.log.push(`${leader}: ${words ?? res}`);
}

/** The wound checks an entry answers: a legacy entry (logged before the hit-leader tracking) the ones it was logged against. */
export const woundQueueFor = (s: LandBattleState, legacy = false) => (legacy && s.woundQueueBefore ? s.woundQueueBefore : s.woundQueue);

/**
 * Applies one action; returns the next state or throws LgeActionError (the state given is never changed).
 * `legacy`: the action is a log entry an older version wrote (the file's legacy entries).
 */
export function applyLandAction(setup: LandSetup, state: LandBattleState, action: LandAction, legacy = false): LandBattleState {
  const s: LandBattleState = structuredClone(state);
  const expect: Record<LandAction['type'], LandStage[]> = {
    march: ['march'],
    charge: ['roll'],
    roll: ['roll'],
    result: ['roll'],
    losses: ['losses'],
    wounds: ['wounds'],
    tie: ['tie-attacker', 'tie-defender'],
    // Retreat first: a roll an older version logged before the retreat (the order it asked for) still folds; a new one is refused.
    demoralisation: ['demoralisation', ...(legacy && retreatFirst(setup) && !state.retreated && state.demoralised === null ? (['retreat'] as const) : [])],
    retreat: ['retreat'],
  };
  const ok = expect[action?.type as LandAction['type']];
  if (!ok) refuse('type', `unknown action "${String((action as { type?: unknown })?.type)}"`);
  // An older version asked for a wound check today's rule drops (it picked only leaders hit in round 1):
  // its entry comes after the verdict, which reads no wounds, and is still folded.
  const lateLegacy = action?.type === 'wounds' && legacy && !!s.woundQueueBefore && s.stage !== 'wounds';
  if (action.type === 'demoralisation' && s.stage === 'retreat' && !ok.includes(s.stage))
    refuse('type', `the ${loserOf(s)} retreats first, then rolls for demoralisation (this campaign’s reading of the order, §8.3.2, A-16): enter the retreat`);
  if (!ok.includes(s.stage) && !lateLegacy) refuse('type', `the battle is not waiting for this but for: ${landPending(setup, s).text}`);
  if (action.type !== 'wounds') delete s.woundQueueBefore;
  switch (action.type) {
    case 'march': {
      const pend = pendingMarchers(setup, s);
      for (const id of Object.keys(action.faces ?? {})) if (!pend.some((m) => m.id === id)) refuse(`faces.${id}`, `"${id}" is not a leader who still marches this round`);
      for (const m of pend) {
        const f = die(action.faces?.[m.id], 2, `faces.${m.id}`);
        const side = setup[m.side];
        const i = side.marchers.findIndex((x) => x.id === m.id);
        s.tried[m.side] |= 1 << i;
        // The modifier is the one the setup's probability was computed with: recover it from p (2D6 ≥ 10 - mod).
        const mod = marchModifier(m.p);
        const total = f[0]! + f[1]! + mod;
        if (total >= 10) {
          s.joined[m.side] |= 1 << i;
          s.units[m.side] = [...s.units[m.side], ...side.marchers[i]!.units.map((u) => ({ ...u }))];
          s.log.push(`${m.id} marches to the sound of the gun: ${f[0]}+${f[1]}${mod >= 0 ? '+' : ''}${mod} = ${total}: joins`);
        } else s.log.push(`${m.id}: ${f[0]}+${f[1]}${mod >= 0 ? '+' : ''}${mod} = ${total}: does not arrive`);
      }
      toRoll(setup, s);
      return s;
    }
    case 'charge': {
      const side = action.side;
      if (side !== 'attacker' && side !== 'defender') refuse('side', 'attacker or defender');
      const no = chargeRefusal(setup, s, side);
      if (no) refuse('side', no);
      if (s.charges?.[side] !== undefined) refuse('side', `the ${side} has already decided on its charge this round`);
      const first = chargeSide(setup, s);
      if (first !== side) refuse('side', `the ${first} decides first whether to charge (the attacker, then the defender, §8.2.1)`);
      if (!action.charge) {
        s.charges = { ...s.charges, [side]: null };
        s.log.push(`Round ${s.round}: the ${side} does not charge with its heavy cavalry`);
        return s;
      }
      const units = s.units[side];
      const leaders = cavalryLeaders(units, setup[side].cond.commander, s.wounds[side]);
      let o: ChargeOutcome;
      let how: string;
      let rowLeader: ChargeLeader;
      if (action.result) {
        const r = action.result;
        if (!Number.isInteger(r.drm) || r.drm < -6 || r.drm > 6) refuse('result.drm', 'type the charge’s combat modifier (−6 to +6, 0 if none)');
        if (!Number.isInteger(r.cavalryStepsLost) || r.cavalryStepsLost < 0 || r.cavalryStepsLost > 10) refuse('result.cavalryStepsLost', 'type the cavalry steps the charge loses (0-10)');
        if (!['none', 'wound-check', 'lost'].includes(r.leader)) refuse('result.leader', 'the cavalry leader is unaffected, makes a wound check or is lost');
        o = { ...chargeOutcome({ roll: 0, ...r }, units, leaders), typed: true };
        how = 'result typed';
        rowLeader = r.leader;
      } else {
        const t = setup.tables.heavyCavalry;
        if (!t) refuse('type', 'the table “Heavy cavalry charge” is not entered: fill it in (data editor), or type the charge’s result (manual mode)');
        const f = die(action.faces, t!.dice, 'faces');
        const total = f.reduce((x, y) => x + y, 0);
        const row = crtRow([...t!.rows].sort((x, y) => x.roll - y.roll), total);
        o = chargeOutcome(row, units, leaders, total);
        rowLeader = row.leader;
        how = `${t!.dice}D6 ${f.join('+')}${f.length > 1 ? ` = ${total}` : ''}`;
      }
      s.charges = { ...s.charges, [side]: o };
      const who = o.leaders.length ? ` (${o.leaders.join(', ')})` : '';
      const noLeader = !o.leaders.length && rowLeader !== 'none' ? `; the table’s cavalry leader result falls on no one: no leader other than the overall commander leads the charging cavalry` : '';
      s.log.push(`Round ${s.round}: the ${side} charges with its heavy cavalry (§8.2.1): ${how}: ${chargeWords(o)}${who}${noLeader}`);
      return s;
    }
    case 'roll':
    case 'result': {
      const a = analysis(setup, s);
      const table = roundTable(setup, a.size);
      s.roundMorale = { attacker: a.summaries.attacker.morale, defender: a.summaries.defender.morale };
      if (action.type === 'roll') {
        if (!table) refuse('type', `the ${a.size} battle table is not entered: fill it in (table “crt-${a.size}”) or type the results (manual mode)`);
        for (const side of SIDES) {
          const f = die(action[side], 2, side);
          const total = f[0]! + f[1]! + a.buildUp[side].total;
          const row = crtRow(table!, total);
          s.results[side] = { losses: row.losses, bold: row.bold, cavalry: row.cavalry, leader: row.leader };
          s.log.push(`Round ${s.round}, ${side}: 2D6 ${f[0]}+${f[1]} ${a.buildUp[side].total >= 0 ? '+' : ''}${a.buildUp[side].total} = ${total}: ${resultText(s.results[side]!)}`);
        }
      } else {
        for (const side of SIDES) {
          const r = action[side];
          if (!r || !Number.isInteger(r.losses) || r.losses < 0 || r.losses > 30) refuse(`${side}.losses`, 'type the enemy combat points eliminated (0-30)');
          if (!['none', 'L', 'LA'].includes(r.leader)) refuse(`${side}.leader`, 'the leader result is none, L or LA');
          s.results[side] = { losses: r.losses, bold: !!r.bold, cavalry: !!r.cavalry, leader: r.leader };
          s.log.push(`Round ${s.round}, ${side}: result typed: ${resultText(s.results[side]!)}`);
        }
        s.typed = true;
      }
      // A side cannot inflict more than its current combat points (§8.2.5; a static depot's ½ point as the
      // staticDepotStrength setting reads it), as the exact odds cap it.
      // The charge's own steps come first, on the charging cavalry (§8.2.1); the combat losses on what is left.
      s.chargeOwed = {};
      for (const side of SIDES) {
        const enemy = other(side);
        const ch = s.charges?.[enemy]?.steps ?? 0;
        s.owed[enemy] = ch + Math.min(s.results[side]!.losses, Math.floor(a.summaries[side].cp2 / 2), stepsOf(s.units[enemy]) - ch);
        if (ch) s.chargeOwed[enemy] = ch;
      }
      s.lostRound = { attacker: 0, defender: 0 };
      s.stage = 'losses';
      for (const side of SIDES) if (s.owed[side] === 0) s.owed[side] = null;
      afterLosses(setup, s);
      return s;
    }
    case 'losses': {
      const side = action.side;
      if (side !== 'attacker' && side !== 'defender') refuse('side', 'attacker or defender');
      const n = s.owed[side];
      if (n === null) refuse('side', `the ${side} has no losses to take now`);
      const a = analysis(setup, s);
      const q = a.summaries[side].quality;
      const c = { qualityGroup: q.spearhead ? null : q.group, spearhead: q.spearhead, cavalryStep: lettersFor(side, s.results, setup.rules)!.cavalry };
      const ch = s.chargeOwed?.[side] ?? 0;
      let units: LandUnit[];
      let lost: string[];
      if (action.steps) {
        const problems = checkLossesWithCharge(s.units[side], action.steps, n! - ch, ch, c);
        if (problems.length) refuse('steps', problems.join('; '));
        units = s.units[side].slice();
        for (const id of action.steps) {
          const i = units.findIndex((u) => u.id === id);
          units[i] = loseStep(units[i]!);
        }
        lost = action.steps;
      } else {
        const charged = chargeLosses(s.units[side], ch, setup[side].lossOrder);
        const combat = allocateLandLosses(charged.units, n! - ch, c, setup[side].lossOrder);
        units = combat.units;
        lost = [...charged.lost, ...combat.lost];
      }
      s.units[side] = units;
      const sp = setup[side].cond.spearhead;
      if (sp) s.spearheadSteps = { ...s.spearheadSteps, [side]: units.find((u) => u.id === sp)?.steps ?? 0 };
      s.lostRound[side] += lost.length;
      s.lostTotal[side] += lost.length;
      s.owed[side] = null;
      s.log.push(`The ${side} loses ${counted(lost.length, 'step')}: ${lost.join(', ') || 'none'}${ch ? ` (the first ${ch === 1 ? '' : `${ch} `}for the heavy cavalry charge)` : ''}`);
      afterLosses(setup, s);
      return s;
    }
    case 'wounds': {
      const q = woundQueueFor(s, legacy);
      // A leader hit in round 1 is never checked again (§8.2.6); an older version still picked him.
      const hitBefore = { ...s.fates };
      const fate = (side: LandSide, leader: string, r: WoundResult, kind: WoundCheck['kind']) => {
        if (hitBefore[leader]) s.log.push(`Note: this wound check picked ${leader}, already ${hitBefore[leader]} in round 1; it was logged before the app stopped picking a leader already hit, and is kept as played at the table`);
        leaderFate(s, side, leader, r, kind, setup);
      };
      if (action.results) {
        if (action.results.length !== q.length) refuse('results', `give one result per wound check (${q.length})`);
        action.results.forEach((r, k) => {
          if (!q[k]!.leaders.includes(r.leader)) refuse(`results[${k}].leader`, `"${r.leader}" is not among ${q[k]!.leaders.join(', ')}`);
          if (!['none', 'wounded', 'killed'].includes(r.result)) refuse(`results[${k}].result`, 'none, wounded or killed');
        });
        action.results.forEach((r, k) => fate(q[k]!.side, r.leader, r.result, q[k]!.kind));
      } else {
        const t = setup.tables.wound;
        if (!t) refuse('type', 'the wound table is not entered: fill in “Leader wounds” or type each result (manual mode)');
        const groups = action.faces ?? [];
        if (groups.length !== q.length) refuse('faces', `give one group of dice per wound check (${q.length})`);
        q.forEach((chk, k) => {
          const g = groups[k]!;
          const pickDie = chk.leaders.length > 1 ? 1 : 0;
          if (!Array.isArray(g) || g.length !== pickDie + t!.dice) refuse(`faces[${k}]`, `${pickDie ? 'a die to pick the leader, then ' : ''}${t!.dice} die for the wound table`);
          let leader = chk.leaders[0]!;
          if (pickDie) {
            const pick = g[0]!;
            if (!Number.isInteger(pick) || pick < 1 || pick > chk.leaders.length) refuse(`faces[${k}]`, `the pick is 1-${chk.leaders.length}`);
            leader = chk.leaders[pick - 1]!;
          }
          const w = die(g.slice(pickDie), t!.dice, `faces[${k}]`);
          const n = w.reduce((x, y) => x + y, 0);
          const rows = [...t!.rows].sort((x, y) => x.roll - y.roll);
          let r = rows[0]!;
          for (const row of rows) if (row.roll <= n) r = row;
          fate(chk.side, leader, r.result, chk.kind);
        });
      }
      s.woundQueue = [];
      delete s.woundQueueBefore;
      if (!lateLegacy) verdict(setup, s);
      return s;
    }
    case 'tie': {
      const side: LandSide = s.stage === 'tie-attacker' ? 'attacker' : 'defender';
      if (action.side !== side) refuse('side', `the ${side} decides now (the attacker first, §8.3.1)`);
      if (action.choice === 'retreat') {
        s.winner = other(side);
        s.log.push(`The ${side} retreats: the ${s.winner} wins`);
        s.stage = postBattleStage(setup);
      } else if (side === 'attacker') {
        s.log.push('The attacker fights on');
        s.stage = 'tie-defender';
      } else {
        s.log.push('The defender fights on: a second round');
        s.round = 2;
        s.round2Wounds = { attacker: s.wounds.attacker, defender: s.wounds.defender };
        delete s.charges;
        delete s.chargeOwed;
        s.tried = { attacker: 0, defender: 0 };
        s.results = { attacker: null, defender: null };
        s.stage = 'march';
        skipMarchIfNone(setup, s);
      }
      return s;
    }
    case 'demoralisation': {
      const chk = demoralisationCheck(setup, s);
      const f = die(action.faces, 1, 'faces');
      const total = f[0]! + chk.modifier;
      s.demoralised = total > chk.target;
      s.log.push(`Demoralisation of the ${loserOf(s)}: 1D6 ${f[0]} ${chk.modifier >= 0 ? '+' : ''}${chk.modifier} = ${total} against morale ${chk.target}: ${s.demoralised ? 'demoralised' : 'in good order'}`);
      if (setup.siege) s.stage = 'over'; // the losing side does not retreat after a siege combat (§9.2.2)
      else if (s.retreated) {
        pursue(s, setup, s.retreated.pursuitDoubled);
        s.stage = 'over';
      } else s.stage = 'retreat';
      return s;
    }
    case 'retreat': {
      const loser = loserOf(s);
      if (!Number.isInteger(action.extraSteps) || action.extraSteps < 0 || action.extraSteps > 30) refuse('extraSteps', 'the extra steps of the retreat are 0-30 (§8.3.2)');
      if (action.crossing !== undefined && !['none', 'unbridged', 'engineers'].includes(action.crossing)) refuse('crossing', 'the river crossed is none, unbridged or engineers (with engineers or an army marker)');
      // An army marker carries its own engineers across a river (§8.3.2).
      const crossing: RiverCrossing = action.crossing === 'unbridged' && setup[loser].cond.hasArmy ? 'engineers' : action.crossing ?? 'none';
      const river = riverRetreatSteps(setup.rules, crossing, action.extraSteps, s.lostTotal[loser]);
      const extra = takeLosses(s.units[loser], action.extraSteps + river, setup[loser].lossOrder);
      s.units[loser] = extra.units;
      s.lostTotal[loser] += extra.lost.length;
      if (extra.lost.length) s.log.push(`Retreat: the ${loser} loses ${extra.lost.length} more step${extra.lost.length === 1 ? '' : 's'} (${extra.lost.join(', ')})${river ? `, ${river} for the unbridged river (§8.3.2)` : ''}`);
      // Pursuit losses are doubled across an unbridged river without engineers (§8.3.3.3).
      const doubled = action.crossing !== undefined ? crossing === 'unbridged' : !!action.river;
      if (s.demoralised !== null) {
        pursue(s, setup, doubled);
        s.stage = 'over';
      } else {
        s.retreated = { pursuitDoubled: doubled };
        s.stage = 'demoralisation';
      }
      return s;
    }
  }
}

/** The pursuit of a demoralised loser (§8.3.3.3): its losses become the winner's prisoners. */
function pursue(s: LandBattleState, setup: LandSetup, doubled: boolean): void {
  if (!s.demoralised) return;
  const loser = loserOf(s);
  const n = pursuitSteps(s.units[s.winner!], doubled);
  const p = takeLosses(s.units[loser], n, setup[loser].lossOrder);
  s.units[loser] = p.units;
  s.lostTotal[loser] += p.lost.length;
  s.pursuit = p.lost.length;
  s.prisoners[s.winner!] += p.lost.length;
  s.log.push(p.lost.length ? `Pursuit: the ${loser} loses ${p.lost.length} step${p.lost.length === 1 ? '' : 's'}, taken prisoner by the ${s.winner} (§8.3.3.3)` : `No pursuit: the ${s.winner} has no cavalry able to pursue (§8.3.3.3)`);
}

/** The march check's modifier from its probability (the setup stores P only): the one m with P(2D6 + m ≥ 10) = p. */
function marchModifier(p: number): number {
  for (let m = -12; m <= 12; m++) {
    const chk = marchToTheSoundOfTheGun({ leaderCombat: 0, extra: [{ label: '', value: m, cite: '' }] });
    if (Math.abs(chk.probability - p) < 1e-12) return m;
  }
  return 0;
}

export function resultText(r: ResultInput): string {
  return `${r.losses}${r.bold ? ' (bold)' : ''}${r.cavalry ? ' C' : ''}${r.leader !== 'none' ? ` ${r.leader}` : ''}`;
}

/** The DRM lines of a side this round (for the panel). */
export function roundLines(setup: LandSetup, s: LandBattleState): Record<LandSide, Modifier[]> {
  const a = analysis(setup, s);
  return { attacker: a.buildUp.attacker.lines, defender: a.buildUp.defender.lines };
}
