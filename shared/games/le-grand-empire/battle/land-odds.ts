// Exact odds of a Le Grand Empire land battle of one or two rounds, with marching to the sound of the
// gun before each round. A staged Markov chain (shared/odds/markov.ts): stage 0 the round-1 marches,
// stage 1 round 1's rolls, stage 2 the round-2 marches, stage 3 round 2's rolls; a state holds the
// joined forces, each unit's steps and each side's wound summary. With the loss order fixed by policy
// every round is deterministic given the dice, so the chain is exact. The demoralisation roll of the
// loser is folded into the final states.
import { evaluateMarkov, MarkovError, NumberTable } from '../../../odds/markov';
import {
  allocateLandLosses, cavalryLeaders, chargeDistribution, chargeLosses, chargeLost, chargeOutcome, chargeWoundChecks, combatValue2, crtDistribution, heavyCavalrySteps, type ChargeOutcome, demoralisationLossDifference, drmBuildUp, guardStepsLost, landVerdict, NO_WOUNDS, overrun, pDemoralised, roundRatio, summarise,
  woundCandidates, woundChecks, woundKey, woundSummaryDistribution,
  type BattleSize, type CrtRow, type DrmBuildUp, type LandLeader, type LandRules, type LandSide, type LandTables, type LandUnit, type LossOrder,
  type RatioEntry, type SideConditions, type SideSummary, type WoundSummary, battleSize,
} from './land';

export interface Marcher {
  id: string;
  /** P(2D6 + modifiers ≥ 10) of this leader's march (procedures.marchToTheSoundOfTheGun). */
  p: number;
  units: LandUnit[];
  leaders: LandLeader[];
  /** Its round-1 march already rolled (the odds from a battle under way): in for sure, or out until round 2's try. */
  round1?: 'joined' | 'failed';
}

export interface LandSideSetup {
  units: LandUnit[];
  leaders: LandLeader[];
  marchers: Marcher[];
  cond: SideConditions;
  commanderCombat: number;
  /** A second tactical marker: its user, P(1D6 + CV ≥ 5) and its DRM per round. */
  secondMarker: { leader: string; p: number; drm: [number, number] } | null;
  lossOrder: LossOrder;
}

export interface LandPolicy {
  /** After a tied first round: the attacker fights on or retreats, then the defender (§8.3.1). */
  tie: { attacker: 'fight' | 'retreat'; defender: 'fight' | 'retreat' };
  /** Combat value of the replacement for a commander wounded or killed in round 1 (drawn from the pool). */
  replacementCommanderCombat: number;
  /** 1: odds of round 1 only (a tie stays a tie). */
  rounds: 1 | 2;
}

export interface LandSetup {
  attacker: LandSideSetup;
  defender: LandSideSetup;
  tables: LandTables;
  rules: LandRules;
  policy: LandPolicy;
  /** The ratio modifier typed by the referee per round, when the ratio table is not entered. */
  ratioDrm: [number, number] | null;
  /** A siege combat after an Assault or Breach (§9.2.2): one round on the skirmish column, no cavalry modifiers, no retreat. */
  siege?: { kind: 'assault' | 'breach' };
}

const SIDES: readonly LandSide[] = ['attacker', 'defender'];
const other = (s: LandSide): LandSide => (s === 'attacker' ? 'defender' : 'attacker');

interface Mid {
  /** Joined marchers, a bit per marcher, per side. */
  mA: number;
  mD: number;
  uA: LandUnit[];
  uD: LandUnit[];
  wA: WoundSummary;
  wD: WoundSummary;
}
interface St {
  stage: 0 | 1 | 2 | 3;
  mid: Mid;
}
interface End {
  stage: 4;
  winner: LandSide | 'tie';
  demoralised: boolean;
  lossA: number;
  lossD: number;
  round: number;
  overrun: boolean;
}
type S = St | End;

/**
 * Each unit list's steps as a key, computed once per list (lists are shared between states). A plain
 * Map, emptied by computeLandOdds when it is done: a WeakMap of thousands of lists slows every GC.
 */
const sigMemo = new Map<readonly LandUnit[], string>();
const sig = (us: readonly LandUnit[]): string => {
  let v = sigMemo.get(us);
  if (v === undefined) sigMemo.set(us, (v = us.map((u) => u.steps).join('.')));
  return v;
};

// Numeric keys. A side's forces (joined marchers and each unit's steps) and a wound summary are
// interned as small integers per computation (the tables are emptied by computeLandOdds), so that
// a state's key is one number built from a few ids rather than a string.
const listIds = new Map<readonly LandUnit[], number>();
const sigIds = new Map<string, number>();
const forceIds = new Map<number, number>();
const SIDE_IDS = 1 << 18;
/** Both sides' CRT rows per round analysis (analyses are memoised per forces). */
const rowsMemo = new Map<RoundAnalysis, [SideRows, SideRows]>();
// Mid keys multiply two wound ids and two force ids (2^7 · 2^7 · 2^18 · 2^18 · 4 stages < 2^53).
const WOUND_IDS = 128;
const clearKeys = () => {
  sigMemo.clear();
  listIds.clear();
  sigIds.clear();
  forceIds.clear();
  addMemo.clear();
  rowsMemo.clear();
  woundIds.clear();
  woundIdMemo.clear();
};
const intern = <K>(m: Map<K, number>, k: K, limit: number): number => {
  let v = m.get(k);
  if (v === undefined) {
    v = m.size;
    if (v >= limit) throw new MarkovError('the land battle has too many distinct force configurations for the exact odds');
    m.set(k, v);
  }
  return v;
};
/** Id of a side's forces: the joined marchers' mask and its units' steps. */
const forceId = (mask: number, us: readonly LandUnit[]): number => {
  let l = listIds.get(us);
  if (l === undefined) listIds.set(us, (l = intern(sigIds, sig(us), 1 << 20)));
  return intern(forceIds, mask * (1 << 20) + l, SIDE_IDS);
};
const woundIds = new Map<string, number>();
const woundIdMemo = new Map<WoundSummary, number>();
/** A wound summary's id, interned per computation (summaries carry who was hit, so are not a small product). */
const woundId = (w: WoundSummary): number => {
  let v = woundIdMemo.get(w);
  if (v === undefined) {
    v = woundIds.get(woundKey(w));
    if (v === undefined) {
      v = woundIds.size;
      if (v >= WOUND_IDS) throw new MarkovError('the land battle has too many leaders hit for the exact odds');
      woundIds.set(woundKey(w), v);
    }
    woundIdMemo.set(w, v);
  }
  return v;
};
/** A round's forces and wounds as one negative integer (final states' keys are non-negative). */
const midKey = (tag: number, m: Mid): number =>
  -1 - ((((tag * WOUND_IDS + woundId(m.wA)) * WOUND_IDS + woundId(m.wD)) * SIDE_IDS + forceId(m.mA, m.uA)) * SIDE_IDS + forceId(m.mD, m.uD));
const keyOf = (s: S): number =>
  s.stage === 4
    ? ((((s.winner === 'attacker' ? 0 : s.winner === 'defender' ? 1 : 2) * 2 + (s.demoralised ? 1 : 0)) * 2 + (s.overrun ? 1 : 0)) * 4 + s.round) * 65536 + s.lossA * 256 + s.lossD
    : midKey(s.stage, s.mid);

/** Where a second-round state's mass goes in the chain; its real finals are collected beside it. */
const SINK: End = { stage: 4, winner: 'tie', demoralised: false, lossA: -1, lossD: -1, round: 9, overrun: false };

const stepsOf = (us: readonly LandUnit[]) => us.reduce((s, u) => s + (u.steps > 0 ? (u.type === 'depot' ? 1 : u.steps) : 0), 0);

/** Units and leaders present for a side with the marchers in `mask`. */
function joinForces(side: LandSideSetup, mask: number, current: LandUnit[] | null): { units: LandUnit[]; leaders: LandLeader[] } {
  const units = current ? current.slice() : side.units.slice();
  const leaders = side.leaders.slice();
  side.marchers.forEach((m, i) => {
    if (!(mask & (1 << i))) return;
    leaders.push(...m.leaders);
    if (!current) units.push(...m.units);
  });
  return { units, leaders };
}

/** Adds the marchers joining now (bits in `add`) to the units of an existing state (one list per outcome). */
const addMemo = new Map<number, LandUnit[]>();
const MASKS = 1 << 12;
function addMarchers(side: LandSideSetup, si: number, units: LandUnit[], joined: number, add: number): LandUnit[] {
  if (add === 0) return units;
  if (add >= MASKS) return addMarchersNow(side, units, add);
  const k = (forceId(joined, units) * MASKS + add) * 2 + si;
  let v = addMemo.get(k);
  if (!v) addMemo.set(k, (v = addMarchersNow(side, units, add)));
  return v;
}
function addMarchersNow(side: LandSideSetup, units: LandUnit[], add: number): LandUnit[] {
  const out = units.slice();
  side.marchers.forEach((m, i) => {
    if (add & (1 << i)) out.push(...m.units);
  });
  return out;
}

/** Every subset of the not-yet-joined marchers with its probability (round 1: a march already rolled is known). */
function marchOutcomes(side: LandSideSetup, joined: number, round: 1 | 2 = 2): Array<[number, number]> {
  let out: Array<[number, number]> = [[joined, 1]];
  side.marchers.forEach((m, i) => {
    if (joined & (1 << i)) return;
    const p = round === 1 && m.round1 ? (m.round1 === 'joined' ? 1 : 0) : m.p;
    const next: Array<[number, number]> = [];
    for (const [mask, q] of out) {
      if (p > 0) next.push([mask | (1 << i), q * p]);
      if (p < 1) next.push([mask, q * (1 - p)]);
    }
    out = next;
  });
  return out;
}

export interface RoundAnalysis {
  size: BattleSize;
  summaries: Record<LandSide, SideSummary>;
  ratio: RatioEntry | null;
  buildUp: Record<LandSide, DrmBuildUp>;
  commanderCombat: Record<LandSide, number>;
  exempt: Record<LandSide, boolean>;
  overrun: LandSide | null;
  leaders: Record<LandSide, LandLeader[]>;
}

export class MissingTableError extends Error {
  constructor(readonly table: string, message: string) {
    super(message);
  }
}

const leaderMemo = new WeakMap<LandSetup, Map<number, LandLeader[]>>();
function leadersOf(setup: LandSetup, side: LandSide, mask: number): LandLeader[] {
  let m = leaderMemo.get(setup);
  if (!m) leaderMemo.set(setup, (m = new Map()));
  const k = mask * 2 + (side === 'attacker' ? 0 : 1);
  let v = m.get(k);
  if (!v) m.set(k, (v = joinForces(setup[side], mask, []).leaders));
  return v;
}

const crtMemo = new WeakMap<LandSetup, Map<number, Map<number, number>>>();
/** CRT row distribution for a battle size and DRM, shared across states. */
function crtDist(setup: LandSetup, size: BattleSize, crt: CrtRow[], drm: number): Map<number, number> {
  let m = crtMemo.get(setup);
  if (!m) crtMemo.set(setup, (m = new Map()));
  const k = (size === 'skirmish' ? 0 : size === 'minor' ? 1 : 2) * 1000 + drm + 500;
  let v = m.get(k);
  if (!v) m.set(k, (v = crtDistribution(crt, drm)));
  return v;
}

const summaryMemo = new WeakMap<LandSetup, Map<string, SideSummary>>();
/** Side summaries depend only on the side's units (and fixed conditions): shared across states. */
function summaryOf(setup: LandSetup, side: LandSide, mask: number, units: LandUnit[]): SideSummary {
  let m = summaryMemo.get(setup);
  if (!m) summaryMemo.set(setup, (m = new Map()));
  const k = `${side}|${mask}|${sig(units)}`;
  let v = m.get(k);
  if (!v) m.set(k, (v = summarise(units, setup[side].cond, setup.rules)));
  return v;
}

/** Everything deterministic about a round from the forces present (`totalsOnly`: the DRM build-up's totals, no lines). */
export function analyseRound(setup: LandSetup, round: 1 | 2, mid: Mid, totalsOnly = false, charges?: Partial<Record<LandSide, ChargeOutcome | null>>): RoundAnalysis {
  const forces = {
    attacker: { units: mid.uA, leaders: leadersOf(setup, 'attacker', mid.mA) },
    defender: { units: mid.uD, leaders: leadersOf(setup, 'defender', mid.mD) },
  };
  const summaries = { attacker: summaryOf(setup, 'attacker', mid.mA, mid.uA), defender: summaryOf(setup, 'defender', mid.mD, mid.uD) };
  const size = setup.siege ? 'skirmish' : battleSize(summaries.attacker.halves, summaries.defender.halves, setup.rules);
  const cvA = combatValue2(summaries.attacker);
  const cvD = combatValue2(summaries.defender);
  let ratio: RatioEntry | null = null;
  if (setup.tables.ratio && setup.tables.ratio.length) ratio = roundRatio(cvA, cvD, setup.tables.ratio, setup.rules);
  else if (!setup.ratioDrm) throw new MissingTableError('combat-ratio', 'the combat ratio table');
  const cmd = (side: LandSide) => {
    const w = side === 'attacker' ? mid.wA : mid.wD;
    return round === 2 && w.commander !== 'none' ? setup.policy.replacementCommanderCombat : setup[side].commanderCombat;
  };
  const commanderCombat = { attacker: cmd('attacker'), defender: cmd('defender') };
  const ctx = {
    round,
    attacker: { summary: summaries.attacker, cond: setup.attacker.cond, commanderCombat: commanderCombat.attacker },
    defender: { summary: summaries.defender, cond: setup.defender.cond, commanderCombat: commanderCombat.defender },
    ratio,
    ...(setup.ratioDrm ? { ratioDrmManual: setup.ratioDrm[round - 1] } : {}),
    ...(setup.siege ? { siege: true } : {}),
    ...(charges ? { charges } : {}),
  };
  const buildUp = { attacker: drmBuildUp(ctx, 'attacker', setup.rules, totalsOnly), defender: drmBuildUp(ctx, 'defender', setup.rules, totalsOnly) };
  const exact = cvD === 0 ? Infinity : cvA / cvD;
  const value = setup.rules.woundExemptionRatio === 'rounded-ratio' && ratio ? ratio.attacker / ratio.defender : exact;
  const exempt = { attacker: value >= 3, defender: value <= 1 / 3 };
  const hasFortress = mid.uD.some((u) => u.type === 'fortress' && u.steps > 0);
  // No overrun of a force in a fortress (§5.2.3.4), nor in a siege combat, even once every permanent point is gone.
  const ov = hasFortress || setup.siege ? null : setup.rules.overrunAtBattle === 'attacker-only' ? startOverrun(setup, round) : overrun(summaries.attacker.printedCp, summaries.defender.printedCp, setup.rules);
  return { size, summaries, ratio, buildUp, commanderCombat, exempt, overrun: ov, leaders: { attacker: forces.attacker.leaders, defender: forces.defender.leaders } };
}

/**
 * Overrun under overrunAtBattle 'attacker-only': only the attacker, with the forces that started
 * the battle (no marcher), so only before round 1.
 */
export function startOverrun(setup: LandSetup, round: 1 | 2): LandSide | null {
  if (round !== 1 || setup.siege || setup.defender.units.some((u) => u.type === 'fortress' && u.steps > 0)) return null;
  const printed = (side: LandSide) => summaryOf(setup, side, 0, setup[side].units).printedCp;
  return overrun(printed('attacker'), printed('defender'), setup.rules);
}

const NO_CHARGE: Array<{ o: ChargeOutcome | null; p: number }> = [{ o: null, p: 1 }];
/**
 * A side's heavy cavalry charge this round (§8.2.1), each outcome with its probability: when it charges and
 * has Cr or Guard cavalry left, the rows of the group's table (`dist`: its distribution) or, in round 1, the
 * row already rolled (chargeRolled); else one outcome, null. Each row gives a DRM, steps the charging cavalry
 * loses at the loss step and the cavalry leaders' fate. Never in a siege combat (§9.2.2) or with the rule off.
 */
export function chargeOptions(setup: LandSetup, side: LandSide, round: 1 | 2, units: readonly LandUnit[], w: WoundSummary, dist: ReturnType<typeof chargeDistribution> | null): Array<{ o: ChargeOutcome | null; p: number }> {
  if (setup.rules.heavyCavalryCharges === false || setup.siege || !setup[side].cond.charge?.[round - 1] || heavyCavalrySteps(units) === 0) return NO_CHARGE;
  const leaders = cavalryLeaders(units, setup[side].cond.commander, w);
  const rolled = setup[side].cond.chargeRolled;
  if (round === 1 && rolled) return [{ o: chargeOutcome(rolled, units, leaders), p: 1 }];
  if (!dist) throw new MissingTableError('heavy-cavalry', 'the heavy cavalry charge table');
  return dist.map(({ row, p }) => ({ o: chargeOutcome(row, units, leaders), p }));
}

export interface PairOutcome {
  rows: Record<LandSide, CrtRow>;
  p: number;
}

/** Joint distribution of both sides' CRT rows (with the second-marker checks folded in). */
interface SideRows {
  row: number[];
  p: number[];
  sm: boolean[];
}

/** One side's CRT-row distribution, with its second-marker check folded in (rows merged). */
function sideRows(setup: LandSetup, a: RoundAnalysis, round: 1 | 2, side: LandSide, extra = 0): SideRows {
  const crt = setup.tables.crt[a.size];
  if (!crt || !crt.length) throw new MissingTableError(`crt-${a.size}`, `the combat results table for a ${a.size === 'major' ? 'major battle' : a.size === 'minor' ? 'minor battle' : 'skirmish'}`);
  const out: SideRows = { row: [], p: [], sm: [] };
  const add = (d: Map<number, number>, sm: boolean, q: number) => {
    for (const [row, p] of d) {
      out.row.push(row);
      out.p.push(p * q);
      out.sm.push(sm);
    }
  };
  const sm = setup[side].secondMarker;
  const base = a.buildUp[side].total + extra;
  if (!sm || sm.p === 0) add(crtDist(setup, a.size, crt, base), false, 1);
  else {
    add(crtDist(setup, a.size, crt, base + sm.drm[round - 1]!), true, sm.p);
    if (sm.p < 1) add(crtDist(setup, a.size, crt, base), false, 1 - sm.p);
  }
  return out;
}

export interface LandOdds {
  attackerWins: number;
  defenderWins: number;
  /** Round-1-only odds (policy.rounds = 1): a tie stays a tie. */
  tie: number;
  /** P(the loser is demoralised), per side. */
  demoralised: Record<LandSide, number>;
  overrun: Record<LandSide, number>;
  secondRound: number;
  expectedLosses: Record<LandSide, number>;
  round1: {
    attackerWins: number;
    defenderWins: number;
    tie: number;
    /** Distribution of each side's round-1 table result. */
    results: Record<LandSide, Array<{ losses: number; bold: boolean; cavalry: boolean; leader: string; p: number }>>;
    /** P(each side is demoralised after losing round 1). */
    demoralised: Record<LandSide, number>;
  };
  /** P(each marcher is in the battle in round 1, and in a second round). */
  joined: Record<string, { round1: number; round2: number }>;
  statesExplored: number;
  totalProbability: number;
}

/** A side's wound context in a round (who can be hit, wounds so far), with what is derived from it. */
interface WoundCtx {
  id: number;
  spLeader: string | null;
  start: WoundSummary;
  /** Wound outcomes by the enemy's letter, second marker and the charge's leader result. */
  slots: Array<Array<{ s: WoundSummary; p: number }> | undefined>;
  /** P(demoralised) tables by morale and commander combat value. */
  dem: Map<number, Float64Array>;
}

export function computeLandOdds(setup: LandSetup): LandOdds {
  clearKeys();
  const ownLetters = setup.rules.crtLetters === 'own-side';
  const start: St = {
    stage: 0,
    mid: { mA: 0, mD: 0, uA: setup.attacker.units, uD: setup.defender.units, wA: NO_WOUNDS, wD: NO_WOUNDS },
  };
  const countJoined = (mid: Mid, round: 'round1' | 'round2', p: number) => {
    for (const side of SIDES)
      setup[side].marchers.forEach((m, i) => {
        if ((side === 'attacker' ? mid.mA : mid.mD) & (1 << i)) (joined[m.id] ??= { round1: 0, round2: 0 })[round] += p;
      });
  };
  const r1Results: Record<LandSide, Map<string, { losses: number; bold: boolean; cavalry: boolean; leader: string; p: number }>> = { attacker: new Map(), defender: new Map() };
  const r1 = { attackerWins: 0, defenderWins: 0, tie: 0, demA: 0, demD: 0 };
  const joined: Record<string, { round1: number; round2: number }> = {};
  const analysis = new Map<number, RoundAnalysis>();
  const analyse = (round: 1 | 2, mid: Mid) => {
    // The wounds so far matter to the analysis only through the round-2 replacement commander.
    const k = ((round * 4 + (mid.wA.commander === 'none' ? 0 : 2) + (mid.wD.commander === 'none' ? 0 : 1)) * SIDE_IDS + forceId(mid.mA, mid.uA)) * SIDE_IDS + forceId(mid.mD, mid.uD);
    let a = analysis.get(k);
    if (!a) {
      a = analyseRound(setup, round, mid, true);
      analysis.set(k, a);
    }
    return a;
  };
  const allocMemo = new Map<number, LandUnit[]>();
  const woundMemo = new Map<string, WoundCtx>();
  /** Per analysis: its wound contexts by side and start wounds, and the part of the round-2 key it fixes. */
  const perAnalysis = new Map<RoundAnalysis, { ctxKey: number[]; ctx: WoundCtx[]; r2Key: string }>();
  const analysisExtra = (a: RoundAnalysis) => {
    let x = perAnalysis.get(a);
    if (!x) {
      const capA = Math.floor(a.summaries.attacker.cp2 / 2);
      const capD = Math.floor(a.summaries.defender.cp2 / 2);
      const r2Key = `${a.size}|${a.buildUp.attacker.total}|${a.buildUp.defender.total}|${capA}|${capD}|${a.summaries.attacker.morale}|${a.summaries.defender.morale}|${a.commanderCombat.attacker}|${a.commanderCombat.defender}`;
      perAnalysis.set(a, (x = { ctxKey: [], ctx: [], r2Key }));
    }
    return x;
  };
  /** The units after the round's losses: the charge's `charge` steps on the heavy cavalry first (§8.2.1), then the combat's `n`. */
  const allocate = (side: LandSide, mask: number, units: LandUnit[], n: number, a: RoundAnalysis, cavalryStep: boolean, charge: number): LandUnit[] => {
    // The troop quality read here follows from the side's forces (summaryOf).
    const k = (((forceId(mask, units) * 2 + (side === 'attacker' ? 0 : 1)) * 256 + n) * 2 + (cavalryStep ? 1 : 0)) * 16 + charge;
    let r = allocMemo.get(k);
    if (!r) {
      const q = a.summaries[side].quality;
      const after = charge ? chargeLosses(units, charge, setup[side].lossOrder).units : units;
      r = allocateLandLosses(after, n, { qualityGroup: q.group, spearhead: q.spearhead, cavalryStep }, setup[side].lossOrder).units;
      allocMemo.set(k, r);
    }
    return r;
  };


  // A side's wound context: who can be hit and the wounds so far. Memoised first by the analysis
  // (which fixes the forces) and the start wounds, else by what the context reads.
  const ctxOf = (a: RoundAnalysis, mid: Mid, side: LandSide): WoundCtx => {
    const si = side === 'attacker' ? 0 : 1;
    const start = side === 'attacker' ? mid.wA : mid.wD;
    const x = analysisExtra(a);
    const ka = si * WOUND_IDS + woundId(start);
    // A few entries per analysis: a linear search allocates nothing.
    for (let i = 0; i < x.ctxKey.length; i++) if (x.ctxKey[i] === ka) return x.ctx[i]!;
    let ctx: WoundCtx | undefined;
    const sh = a.summaries[side].quality.spearhead;
    const spLeader = sh ? (side === 'attacker' ? mid.uA : mid.uD).find((u) => u.id === sh)?.leader ?? null : null;
    // The charging cavalry's leaders follow from the forces: part of the key.
    const cav = setup[side].cond.charge ? cavalryLeaders(side === 'attacker' ? mid.uA : mid.uD, setup[side].cond.commander, start).join(',') : '';
    const k = `${si}|${a.exempt[side] ? 1 : 0}|${spLeader}|${side === 'attacker' ? mid.mA : mid.mD}|${woundKey(start)}|${cav}`;
    ctx = woundMemo.get(k);
    if (!ctx) woundMemo.set(k, (ctx = { id: woundMemo.size, spLeader, start, slots: new Array(18), dem: new Map() }));
    x.ctxKey.push(ka);
    x.ctx.push(ctx);
    return ctx;
  };
  const chargeSlot = (c: ChargeOutcome | null) => (!c || !c.leaders.length ? 0 : c.leader === 'wound-check' ? 1 : 2);
  /** Wound outcomes by the enemy's letter, the second marker and the charge's leader result, memoised in the context. */
  const woundsOf = (ctx: WoundCtx, a: RoundAnalysis, side: LandSide, enemyRow: CrtRow, sm: boolean, charge: ChargeOutcome | null) => {
    const slot = ((enemyRow.leader === 'none' ? 0 : enemyRow.leader === 'L' ? 1 : 2) * 2 + (sm ? 1 : 0)) * 3 + chargeSlot(charge);
    let d = ctx.slots[slot];
    if (!d) {
      const commander = setup[side].cond.commander;
      // A cavalry leader lost in the charge has left before the wound checks; one on a "wound check" row checks first, as the resolver reads it.
      const start = chargeLost(charge, ctx.start, commander, (id) => a.leaders[side].find((l) => l.id === id)?.combat ?? 0);
      // Round 2: the replacement for a commander hit in round 1, and only the leaders still unhurt, as the resolver reads it.
      const who = woundCandidates(a.leaders[side], commander, start, ctx.spLeader, sm ? setup[side].secondMarker!.leader : null, setup.rules.spearheadAfterCommanderHit);
      const checks = [...chargeWoundChecks(charge, a.exempt[side]), ...woundChecks(enemyRow, { ...who, hasArmy: setup[side].cond.hasArmy, exempt: a.exempt[side] })];
      if (checks.length && !setup.tables.wound) throw new MissingTableError('wound', 'the wound table');
      d = [...woundSummaryDistribution(checks, setup.tables.wound, a.leaders[side], commander, start).values()];
      ctx.slots[slot] = d;
    }
    return d;
  };
  /** The loser's P(demoralised) cache for its wound context, morale and commander (see pDemIn). */
  const demCache = (ctx: WoundCtx, a: RoundAnalysis, loser: LandSide, guard = 0): Float64Array => {
    const mk = (a.summaries[loser].morale - guard) * 64 + a.commanderCombat[loser];
    let cache = ctx.dem.get(mk);
    if (!cache) ctx.dem.set(mk, (cache = new Float64Array(3 * 2 * 3 * 32).fill(-1)));
    return cache;
  };
  /** P(demoralised) by the winner's letter, second marker, the loser's charge and loss difference, filled on demand. */
  const pDemIn = (cache: Float64Array, ctx: WoundCtx, a: RoundAnalysis, loser: LandSide, enemyRow: CrtRow, sm: boolean, diff: number, guard: number, charge: ChargeOutcome | null) => {
    const d = Math.max(0, Math.min(31, diff));
    const k = (((enemyRow.leader === 'none' ? 0 : enemyRow.leader === 'L' ? 1 : 2) * 2 + (sm ? 1 : 0)) * 3 + chargeSlot(charge)) * 32 + d;
    let v = cache[k]!;
    if (v < 0) {
      v = 0;
      // A commander wounded or killed in round 1 is replaced for round 2 (§8.2.6.3), as the resolver reads it.
      const replaced = ctx.start.commander !== 'none' ? setup[loser].commanderCombat : undefined;
      for (const { s: w, p } of woundsOf(ctx, a, loser, enemyRow, sm, charge)) v += p * pDemoralised(a.summaries[loser].morale - guard, a.commanderCombat[loser], w, d, setup.rules, replaced);
      cache[k] = v;
    }
    return v;
  };
  // A side's CRT rows follow from the size, its DRM total and the round (its second marker): shared.
  const sideRowsMemo = new Map<number, SideRows>();
  const sideRowsOf = (a: RoundAnalysis, round: 1 | 2, side: LandSide, extra = 0): SideRows => {
    const drm = a.buildUp[side].total + extra;
    if (!Number.isInteger(drm) || Math.abs(drm) >= 2048) return sideRows(setup, a, round, side, extra);
    const k = (((side === 'attacker' ? 0 : 1) * 3 + (a.size === 'skirmish' ? 0 : a.size === 'minor' ? 1 : 2)) * 2 + round - 1) * 4096 + drm + 2048;
    let v = sideRowsMemo.get(k);
    if (!v) sideRowsMemo.set(k, (v = sideRows(setup, a, round, side, extra)));
    return v;
  };
  const rowsOf = (a: RoundAnalysis, round: 1 | 2, ca: ChargeOutcome | null, cd: ChargeOutcome | null): [SideRows, SideRows] => {
    if (ca?.drm || cd?.drm) return [sideRowsOf(a, round, 'attacker', ca?.drm ?? 0), sideRowsOf(a, round, 'defender', cd?.drm ?? 0)];
    let rows = rowsMemo.get(a);
    if (!rows) rowsMemo.set(a, (rows = [sideRowsOf(a, round, 'attacker'), sideRowsOf(a, round, 'defender')]));
    return rows;
  };
  const chargeDist = setup.tables.heavyCavalry ? chargeDistribution(setup.tables.heavyCavalry) : null;
  const charges = (side: LandSide, round: 1 | 2, units: readonly LandUnit[], w: WoundSummary) => chargeOptions(setup, side, round, units, w, chargeDist);

  // Round 2 is the last: only the winner, the steps lost and the loser's demoralisation matter. Its
  // result depends only on what the dice meet (size, both DRM totals, the caps, the steps, each
  // side's morale, commander and wound context), which configurations reached through different
  // joiner subsets often share: each distinct one is worked out once as [P(attacker wins),
  // P(attacker loses, demoralised), P(defender loses, demoralised), E[steps A loses], E[steps D
  // loses]] and weighted by the mass that reaches it.
  // Optional rule §15.4: a Guard spearhead's steps lost in combat lower the loser's morale for its check.
  const guardSpear = { attacker: setup.attacker.units.find((u) => u.id === setup.attacker.cond.spearhead), defender: setup.defender.units.find((u) => u.id === setup.defender.cond.spearhead) };
  const guardOn = !!setup.rules.imperialGuard && (!!guardSpear.attacker?.imperialGuard || !!guardSpear.defender?.imperialGuard);
  const spearNow = (side: LandSide, units: readonly LandUnit[]) => (guardSpear[side] ? units.find((u) => u.id === guardSpear[side]!.id)?.steps ?? 0 : 0);
  /** The Guard steps lost once the spearhead (which takes the losses first) has lost `lost` more from `before`. */
  const guardLost = (side: LandSide, before: number, lost: number) => (guardOn ? guardStepsLost(setup.rules, guardSpear[side], before - Math.min(lost, before)) : 0);
  const r2Memo = new Map<string, number[]>();
  /** Round 2 of one configuration: [P(A wins), P(A loses, demoralised), P(D loses, demoralised), E[steps A loses], E[steps D loses], P(A overruns), P(D overruns)]. */
  const r2Value = (mid: Mid): number[] => {
    const a = analyse(2, mid);
    if (a.overrun) return a.overrun === 'attacker' ? [1, 0, 0, 0, 0, 1, 0] : [0, 0, 0, 0, 0, 0, 1];
    const stepsA = stepsOf(mid.uA);
    const stepsD = stepsOf(mid.uD);
    const capA = Math.floor(a.summaries.attacker.cp2 / 2);
    const capD = Math.floor(a.summaries.defender.cp2 / 2);
    const cA = ctxOf(a, mid, 'attacker');
    const cD = ctxOf(a, mid, 'defender');
    const spA = guardOn ? spearNow('attacker', mid.uA) : 0;
    const spD = guardOn ? spearNow('defender', mid.uD) : 0;
    // The charges follow from the heavy cavalry's steps (and its leaders, in the wound contexts).
    const key = `${analysisExtra(a).r2Key}|${stepsA}|${stepsD}|${cA.id}|${cD.id}|${spA}|${spD}|${heavyCavalrySteps(mid.uA)}|${heavyCavalrySteps(mid.uD)}`;
    let v = r2Memo.get(key);
    if (v) return v;
    let aw = 0;
    let demA0 = 0;
    let demD0 = 0;
    let lA = 0;
    let lD = 0;
    const crt = setup.tables.crt[a.size]!;
    for (const { o: ca, p: pca } of charges('attacker', 2, mid.uA, mid.wA))
      for (const { o: cd, p: pcd } of charges('defender', 2, mid.uD, mid.wD)) {
        const [ra, rd] = rowsOf(a, 2, ca, cd);
        const chA = ca?.steps ?? 0;
        const chD = cd?.steps ?? 0;
        const demA = demCache(cA, a, 'attacker');
        const demD = demCache(cD, a, 'defender');
        for (let i = 0; i < ra.row.length; i++)
          for (let j = 0; j < rd.row.length; j++) {
            const pp = ra.p[i]! * rd.p[j]! * pca * pcd;
            const rowAtt = crt[ra.row[i]!]!;
            const rowDef = crt[rd.row[j]!]!;
            // The charge's steps first (§8.2.1), then the combat losses on what is left.
            const combatD = Math.min(rowAtt.losses, capA, stepsD - chD);
            const combatA = Math.min(rowDef.losses, capD, stepsA - chA);
            const lostD = chD + combatD;
            const lostA = chA + combatA;
            // §8.3.1: unless the attacker wins round 2, the defender was not forced to retreat.
            const attWins = rowAtt.losses > rowDef.losses || (rowAtt.losses === rowDef.losses && rowAtt.bold && !rowDef.bold);
            if (attWins) {
              aw += pp;
              const g = guardLost('defender', spD, combatD);
              demD0 += pp * pDemIn(g ? demCache(cD, a, 'defender', g) : demD, cD, a, 'defender', ownLetters ? rowDef : rowAtt, rd.sm[j]!, demoralisationLossDifference(setup.rules, { loser: lostD, winner: lostA }, { loser: rowAtt.losses, winner: rowDef.losses }), g, cd);
            } else {
              const g = guardLost('attacker', spA, combatA);
              demA0 += pp * pDemIn(g ? demCache(cA, a, 'attacker', g) : demA, cA, a, 'attacker', ownLetters ? rowAtt : rowDef, ra.sm[i]!, demoralisationLossDifference(setup.rules, { loser: lostA, winner: lostD }, { loser: rowDef.losses, winner: rowAtt.losses }), g, ca);
            }
            lA += pp * lostA;
            lD += pp * lostD;
          }
      }
    v = [aw, demA0, demD0, lA, lD, 0, 0];
    r2Memo.set(key, v);
    return v;
  };
  const r2ByConfig = new NumberTable(1024);
  /** A side's round-2 march outcomes from its forces after round 1. */
  const outcomeMemo = new Map<number, Array<{ mask: number; p: number; units: LandUnit[]; id: number; soFar: number }>>();
  const r2Values: number[][] = [];
  const r2 = { aw: 0, dw: 0, demA: 0, demD: 0, elA: 0, elD: 0, mass: 0, ovA: 0, ovD: 0 };
  /** A stage-2 state (tied round 1, mass known): its round-2 marches and round 2, accumulated. */
  const round2 = (st: St, mass: number) => {
    const outcomes = (side: LandSideSetup, si: number, joined: number, units: LandUnit[]) => {
      const k = forceId(joined, units) * 2 + si;
      let v = outcomeMemo.get(k);
      if (!v) {
        const base = stepsOf(side.units);
        v = marchOutcomes(side, joined).map(([mask, p]) => {
          const us = addMarchers(side, si, units, joined, mask & ~joined);
          return { mask, p, units: us, id: forceId(mask, us), soFar: base + stepsOfMarchers(side, mask) - stepsOf(us) };
        });
        outcomeMemo.set(k, v);
      }
      return v;
    };
    const oA = outcomes(setup.attacker, 0, st.mid.mA, st.mid.uA);
    const oD = outcomes(setup.defender, 1, st.mid.mD, st.mid.uD);
    const { wA, wD } = st.mid;
    const wk = (woundId(wA) * WOUND_IDS + woundId(wD)) * SIDE_IDS;
    // Marchers joining: each not yet in the battle is in round 2 with its own probability.
    for (const side of SIDES)
      setup[side].marchers.forEach((m, i) => {
        const inAlready = (side === 'attacker' ? st.mid.mA : st.mid.mD) & (1 << i);
        (joined[m.id] ??= { round1: 0, round2: 0 }).round2 += mass * (inAlready ? 1 : m.p);
      });
    r2.mass += mass;
    for (const A of oA)
      for (const D of oD) {
        rounds2++;
        const q = mass * A.p * D.p;
        const k = (wk + A.id) * SIDE_IDS + D.id;
        const at = r2ByConfig.get(k);
        let v: number[];
        if (at === undefined) {
          r2ByConfig.add(k, r2Values.length);
          r2Values.push((v = r2Value({ mA: A.mask, mD: D.mask, uA: A.units, uD: D.units, wA, wD })));
        } else v = r2Values[at]!;
        r2.aw += q * v[0]!;
        r2.dw += q * (1 - v[0]!);
        r2.demA += q * v[1]!;
        r2.demD += q * v[2]!;
        r2.elA += q * (A.soFar + v[3]!);
        r2.elD += q * (D.soFar + v[4]!);
        r2.ovA += q * v[5]!;
        r2.ovD += q * v[6]!;
      }
  };

  const expandRound = (mid: Mid, emit: (n: S, p: number) => void, massForStats: number) => {
    const round = 1;
    const a = analyse(round, mid);
    const stepsA = stepsOf(mid.uA);
    const stepsD = stepsOf(mid.uD);
    const lossesSoFar = { attacker: stepsOf(setup.attacker.units) + stepsOfMarchers(setup.attacker, mid.mA) - stepsA, defender: stepsOf(setup.defender.units) + stepsOfMarchers(setup.defender, mid.mD) - stepsD };
    if (a.overrun) {
      emit({ stage: 4, winner: a.overrun, demoralised: false, lossA: lossesSoFar.attacker, lossD: lossesSoFar.defender, round, overrun: true }, 1);
      return;
    }
    const crt = setup.tables.crt[a.size]!;
    const capA = Math.floor(a.summaries.attacker.cp2 / 2);
    const capD = Math.floor(a.summaries.defender.cp2 / 2);
    const cA = ctxOf(a, mid, 'attacker');
    const cD = ctxOf(a, mid, 'defender');
    const wounds = (side: LandSide, enemyRow: CrtRow, sm: boolean, charge: ChargeOutcome | null) => woundsOf(side === 'attacker' ? cA : cD, a, side, enemyRow, sm, charge);
    const dems: Array<Float64Array | undefined> = [undefined, undefined];
    const pDem = (loser: LandSide, enemyRow: CrtRow, sm: boolean, diff: number, lost: number, charge: ChargeOutcome | null) => {
      const si = loser === 'attacker' ? 0 : 1;
      const ctx = si ? cD : cA;
      const g = guardLost(loser, guardOn ? spearNow(loser, si ? mid.uD : mid.uA) : 0, lost);
      const cache = g ? demCache(ctx, a, loser, g) : (dems[si] ??= demCache(ctx, a, loser));
      return pDemIn(cache, ctx, a, loser, enemyRow, sm, diff, g, charge);
    };
    // Final outcomes are merged here and emitted once each.
    const finals = new Map<number, { e: End; p: number }>();
    const final = (winner: LandSide | 'tie', demoralised: boolean, lossA: number, lossD: number, p: number) => {
      if (p === 0) return;
      const k = ((((winner === 'attacker' ? 0 : winner === 'defender' ? 1 : 2) * 2 + (demoralised ? 1 : 0)) * 2) * 4 + round) * 65536 + lossA * 256 + lossD;
      const cur = finals.get(k);
      if (cur) cur.p += p;
      else finals.set(k, { e: { stage: 4, winner, demoralised, lossA, lossD, round, overrun: false }, p });
    };
    for (const { o: ca, p: pca } of charges('attacker', round, mid.uA, mid.wA))
      for (const { o: cd, p: pcd } of charges('defender', round, mid.uD, mid.wD)) {
    const [ra, rd] = rowsOf(a, round, ca, cd);
    const chA = ca?.steps ?? 0;
    const chD = cd?.steps ?? 0;
    for (let i = 0; i < ra.row.length; i++)
      for (let j = 0; j < rd.row.length; j++) {
      const pp = ra.p[i]! * rd.p[j]! * pca * pcd;
      const smA = ra.sm[i]!;
      const smD = rd.sm[j]!;
      const rowAtt = crt[ra.row[i]!]!;
      const rowDef = crt[rd.row[j]!]!;
      {
        for (const side of SIDES) {
          const r = side === 'attacker' ? rowAtt : rowDef;
          const k = `${r.losses}|${r.bold}|${r.cavalry}|${r.leader}`;
          const cur = r1Results[side].get(k);
          if (cur) cur.p += massForStats * pp;
          else r1Results[side].set(k, { losses: r.losses, bold: r.bold, cavalry: r.cavalry, leader: r.leader, p: massForStats * pp });
        }
      }
      // Losses: a side inflicts at most its current CP (§8.2.5), and loses at most the steps it has.
      const toD = Math.min(rowAtt.losses, capA);
      const toA = Math.min(rowDef.losses, capD);
      // The charge's steps first (§8.2.1), then the combat losses on what is left.
      const combatA = Math.min(toA, stepsA - chA);
      const combatD = Math.min(toD, stepsD - chD);
      const lostA = chA + combatA;
      const lostD = chD + combatD;
      const raw = landVerdict(rowAtt, rowDef);
      let verdict = raw;
      if (verdict === 'tie' && setup.policy.rounds === 2) {
        if (setup.policy.tie.attacker === 'retreat') verdict = 'defender';
        else if (setup.policy.tie.defender === 'retreat') verdict = 'attacker';
      }
      const stats = massForStats * pp;
      if (raw === 'tie') r1.tie += stats;
      const totalA = lossesSoFar.attacker + lostA;
      const totalD = lossesSoFar.defender + lostD;
      if (verdict === 'tie' && setup.policy.rounds === 2) {
        // On to round 2: the units as the losses leave them, and both sides' wounds.
        // The letters that fall on each side: the enemy's, or its own under the other reading (lettersFor).
        const onA = ownLetters ? rowAtt : rowDef;
        const onD = ownLetters ? rowDef : rowAtt;
        const uA = allocate('attacker', mid.mA, mid.uA, toA, a, onA.cavalry, chA);
        const uD = allocate('defender', mid.mD, mid.uD, toD, a, onD.cavalry, chD);
        const wA = wounds('attacker', onA, smA, ca);
        const wD = wounds('defender', onD, smD, cd);
        for (const x of wA) for (const y of wD) emit({ stage: 2, mid: { mA: mid.mA, mD: mid.mD, uA, uD, wA: x.s, wD: y.s } }, pp * x.p * y.p);
        continue;
      }
      if (verdict === 'tie') {
        final('tie', false, totalA, totalD, pp);
        continue;
      }
      const loser = other(verdict);
      const [rowW, rowL] = verdict === 'attacker' ? [rowAtt, rowDef] : [rowDef, rowAtt];
      const diff = demoralisationLossDifference(setup.rules, loser === 'attacker' ? { loser: lostA, winner: lostD } : { loser: lostD, winner: lostA }, { loser: rowW.losses, winner: rowL.losses });
      const pd = pDem(loser, (verdict === 'attacker') !== ownLetters ? rowAtt : rowDef, loser === 'attacker' ? smA : smD, diff, loser === 'attacker' ? combatA : combatD, loser === 'attacker' ? ca : cd);
      if (raw === 'attacker') {
        r1.attackerWins += stats;
        r1.demD += stats * pd;
      } else if (raw === 'defender') {
        r1.defenderWins += stats;
        r1.demA += stats * pd;
      }
      final(verdict, true, totalA, totalD, pp * pd);
      final(verdict, false, totalA, totalD, pp * (1 - pd));
    }
      }
    for (const { e, p } of finals.values()) emit(e, p);
  };

  const r1Mass = new Map<S, number>();
  const r2Mass = new Map<S, number>();
  let rounds2 = 0;
  const result = evaluateMarkov<S, number>([[start, 1]], {
    key: keyOf,
    stage: (s) => s.stage,
    isAbsorbing: (s) => s.stage === 4,
    expand: (s, emit) => {
      const st = s as St;
      if (st.stage === 2) {
        // Round 2 is the last: worked out here in closed form and accumulated with this state's mass.
        round2(st, r2Mass.get(st) ?? 0);
        emit(SINK, 1);
        return;
      }
      if (st.stage === 0) {
        for (const [ma, pa] of marchOutcomes(setup.attacker, 0, 1))
          for (const [md, pd] of marchOutcomes(setup.defender, 0, 1))
            emit({ stage: 1, mid: { wA: NO_WOUNDS, wD: NO_WOUNDS, mA: ma, mD: md, uA: addMarchers(setup.attacker, 0, st.mid.uA, 0, ma), uD: addMarchers(setup.defender, 1, st.mid.uD, 0, md) } }, pa * pd);
        return;
      }
      expandRound(st.mid, emit, r1Mass.get(st) ?? 0);
    },
  }, {
    onStage: (stage, states, rep) => {
      if (stage === 1)
        states.forEach((p, k) => {
          const st = rep(k);
          r1Mass.set(st, p);
          countJoined((st as St).mid, 'round1', p);
        });
      if (stage === 2) states.forEach((p, k) => r2Mass.set(rep(k), p));
    },
    onAbsorb: () => undefined,
  });

  clearKeys();
  let aw = r2.aw;
  let dw = r2.dw;
  let tie = 0;
  let second = r2.mass;
  const dem = { attacker: r2.demA, defender: r2.demD };
  const ov = { attacker: r2.ovA, defender: r2.ovD };
  const el = { attacker: r2.elA, defender: r2.elD };
  for (const { state, p } of result.absorbing.values()) {
    const e = state as End;
    if (e === SINK) continue;
    if (e.winner === 'attacker') aw += p;
    else if (e.winner === 'defender') dw += p;
    else tie += p;
    if (e.round === 2) second += p;
    if (e.demoralised) dem[other(e.winner as LandSide)] += p;
    if (e.overrun) ov[e.winner as LandSide] += p;
    el.attacker += p * e.lossA;
    el.defender += p * e.lossD;
  }
  for (const side of SIDES) for (const m of setup[side].marchers) joined[m.id] ??= { round1: 0, round2: 0 };
  const list = (side: LandSide) => [...r1Results[side].values()].sort((x, y) => x.losses - y.losses || Number(x.bold) - Number(y.bold));
  return {
    attackerWins: aw,
    defenderWins: dw,
    tie,
    demoralised: dem,
    overrun: ov,
    secondRound: second,
    expectedLosses: el,
    round1: { attackerWins: r1.attackerWins, defenderWins: r1.defenderWins, tie: r1.tie, results: { attacker: list('attacker'), defender: list('defender') }, demoralised: { attacker: r1.demA, defender: r1.demD } },
    joined,
    statesExplored: result.statesExplored + rounds2,
    totalProbability: result.totalProbability,
  };
}

function stepsOfMarchers(side: LandSideSetup, mask: number): number {
  let n = 0;
  side.marchers.forEach((m, i) => {
    if (mask & (1 << i)) n += stepsOf(m.units);
  });
  return n;
}
