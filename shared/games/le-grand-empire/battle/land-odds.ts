// Exact odds of a Le Grand Empire land battle of one or two rounds, with marching to the sound of the
// gun before each round. A staged Markov chain (shared/odds/markov.ts): stage 0 the round-1 marches,
// stage 1 round 1's rolls, stage 2 the round-2 marches, stage 3 round 2's rolls; a state holds the
// joined forces, each unit's steps and each side's wound summary. With the loss order fixed by policy
// every round is deterministic given the dice, so the chain is exact. The demoralisation roll of the
// loser is folded into the final states.
import { evaluateMarkov, MarkovError } from '../../../odds/markov';
import {
  allocateLandLosses, combatValue2, crtDistribution, drmBuildUp, landVerdict, NO_WOUNDS, overrun, pDemoralised, roundRatio, summarise,
  woundChecks, woundSummaryDistribution,
  type BattleSize, type CrtRow, type DrmBuildUp, type LandLeader, type LandRules, type LandSide, type LandTables, type LandUnit, type LossOrder,
  type RatioEntry, type SideConditions, type SideSummary, type WoundSummary, battleSize,
} from './land';

export interface Marcher {
  id: string;
  /** P(2D6 + modifiers ≥ 10) of this leader's march (procedures.marchToTheSoundOfTheGun). */
  p: number;
  units: LandUnit[];
  leaders: LandLeader[];
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
const wsig = (w: WoundSummary) => `${w.commander[0]}${w.killedCv2}`;

// Numeric keys. A side's forces (joined marchers and each unit's steps) and a wound summary are
// interned as small integers per computation (the tables are emptied by computeLandOdds), so that
// a state's key is one number built from a few ids rather than a string.
const listIds = new Map<readonly LandUnit[], number>();
const sigIds = new Map<string, number>();
const forceIds = new Map<number, number>();
const woundIds = new Map<string, number>();
const SIDE_IDS = 1 << 18;
/** Both sides' CRT rows per round analysis (analyses are memoised per forces). */
const rowsMemo = new Map<RoundAnalysis, [SideRows, SideRows]>();
const WOUND_IDS = 64;
const clearKeys = () => {
  sigMemo.clear();
  listIds.clear();
  sigIds.clear();
  forceIds.clear();
  woundIds.clear();
  addMemo.clear();
  rowsMemo.clear();
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
const woundId = (w: WoundSummary): number => intern(woundIds, wsig(w), WOUND_IDS);
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

/** Every subset of the not-yet-joined marchers with its probability. */
function marchOutcomes(side: LandSideSetup, joined: number): Array<[number, number]> {
  let out: Array<[number, number]> = [[joined, 1]];
  side.marchers.forEach((m, i) => {
    if (joined & (1 << i)) return;
    const next: Array<[number, number]> = [];
    for (const [mask, p] of out) {
      if (m.p > 0) next.push([mask | (1 << i), p * m.p]);
      if (m.p < 1) next.push([mask, p * (1 - m.p)]);
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

/** Everything deterministic about a round from the forces present. */
export function analyseRound(setup: LandSetup, round: 1 | 2, mid: Mid): RoundAnalysis {
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
  };
  const buildUp = { attacker: drmBuildUp(ctx, 'attacker', setup.rules), defender: drmBuildUp(ctx, 'defender', setup.rules) };
  const exact = cvD === 0 ? Infinity : cvA / cvD;
  const value = setup.rules.woundExemptionRatio === 'rounded-ratio' && ratio ? ratio.attacker / ratio.defender : exact;
  const exempt = { attacker: value >= 3, defender: value <= 1 / 3 };
  const hasFortress = mid.uD.some((u) => u.type === 'fortress' && u.steps > 0);
  const ov = hasFortress ? null : overrun(summaries.attacker.printedCp, summaries.defender.printedCp, setup.rules);
  return { size, summaries, ratio, buildUp, commanderCombat, exempt, overrun: ov, leaders: { attacker: forces.attacker.leaders, defender: forces.defender.leaders } };
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
function sideRows(setup: LandSetup, a: RoundAnalysis, round: 1 | 2, side: LandSide): SideRows {
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
  const base = a.buildUp[side].total;
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
  spLeader: string | null;
  start: WoundSummary;
  /** Wound outcomes by the enemy's letter and second marker. */
  slots: Array<Array<{ s: WoundSummary; p: number }> | undefined>;
  /** P(demoralised) tables by morale and commander combat value. */
  dem: Map<string, Float64Array>;
}

export function computeLandOdds(setup: LandSetup): LandOdds {
  clearKeys();
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
      a = analyseRound(setup, round, mid);
      analysis.set(k, a);
    }
    return a;
  };
  const allocMemo = new Map<number, LandUnit[]>();
  const woundMemo = new Map<string, WoundCtx>();
  const ctxByAnalysis = new Map<RoundAnalysis, WoundCtx[]>();
  const acc = new Float64Array(2 * 32 * 32 * 2);
  const touched = new Int32Array(2 * 32 * 32);
  const allocate = (side: LandSide, mask: number, units: LandUnit[], n: number, a: RoundAnalysis, cavalryStep: boolean): LandUnit[] => {
    // The troop quality read here follows from the side's forces (summaryOf).
    const k = ((forceId(mask, units) * 2 + (side === 'attacker' ? 0 : 1)) * 256 + n) * 2 + (cavalryStep ? 1 : 0);
    let r = allocMemo.get(k);
    if (!r) {
      const q = a.summaries[side].quality;
      r = allocateLandLosses(units, n, { qualityGroup: q.group, spearhead: q.spearhead, cavalryStep }, setup[side].lossOrder).units;
      allocMemo.set(k, r);
    }
    return r;
  };

  // Round 2's final states go straight here, weighted by the mass that reaches them (see below).
  const r2Finals = new Map<number, { e: End; p: number }>();
  /** Round-2 configurations with the mass that reaches them. */
  const r2Pending = new Map<number, { mid: Mid; q: number }>();
  const expandRound = (round: 1 | 2, mid: Mid, emit: (n: S, p: number) => void, massForStats: number | null, weight = 0) => {
    const a = analyse(round, mid);
    const stepsA = stepsOf(mid.uA);
    const stepsD = stepsOf(mid.uD);
    const lossesSoFar = { attacker: stepsOf(setup.attacker.units) + stepsOfMarchers(setup.attacker, mid.mA) - stepsA, defender: stepsOf(setup.defender.units) + stepsOfMarchers(setup.defender, mid.mD) - stepsD };
    if (a.overrun) {
      const e: End = { stage: 4, winner: a.overrun, demoralised: false, lossA: lossesSoFar.attacker, lossD: lossesSoFar.defender, round, overrun: true };
      if (round === 1) emit(e, 1);
      else {
        const k = keyOf(e);
        const cur = r2Finals.get(k);
        if (cur) cur.p += weight;
        else r2Finals.set(k, { e, p: weight });
      }
      return;
    }
    const crt = setup.tables.crt[a.size]!;
    const capA = Math.floor(a.summaries.attacker.cp2 / 2);
    const capD = Math.floor(a.summaries.defender.cp2 / 2);
    // Wound outcomes depend only on the enemy's letter, the second marker and who is present: memoised.
    // Wound outcomes depend only on the enemy's letter, the second marker, who is present and the
    // wounds so far: memoised across states, 12 slots per side context.
    const ctxs: Array<WoundCtx | undefined> = [undefined, undefined];
    const ctxOf = (side: LandSide, si: number): WoundCtx => {
      let ctx = ctxs[si];
      if (!ctx) {
        // First by the analysis (which fixes the forces) and the wounds so far, else by what the context reads.
        const start0 = side === 'attacker' ? mid.wA : mid.wD;
        let byA = ctxByAnalysis.get(a);
        if (!byA) ctxByAnalysis.set(a, (byA = []));
        const ka = si * WOUND_IDS + woundId(start0);
        ctx = byA[ka];
        if (ctx) {
          ctxs[si] = ctx;
          return ctx;
        }
        const sh = a.summaries[side].quality.spearhead;
        const spLeader = sh ? (side === 'attacker' ? mid.uA : mid.uD).find((u) => u.id === sh)?.leader ?? null : null;
        const start = side === 'attacker' ? mid.wA : mid.wD;
        const k = `${si}|${a.exempt[side] ? 1 : 0}|${spLeader}|${side === 'attacker' ? mid.mA : mid.mD}|${start.commander}${start.killedCv2}`;
        ctx = woundMemo.get(k);
        if (!ctx) woundMemo.set(k, (ctx = { spLeader, start, slots: new Array(6), dem: new Map() }));
        byA[ka] = ctx;
        ctxs[si] = ctx;
      }
      return ctx;
    };
    const wounds = (side: LandSide, enemyRow: CrtRow, sm: boolean) => {
      const ctx = ctxOf(side, side === 'attacker' ? 0 : 1);
      const slot = (enemyRow.leader === 'none' ? 0 : enemyRow.leader === 'L' ? 1 : 2) * 2 + (sm ? 1 : 0);
      let d = ctx.slots[slot];
      if (!d) {
        const checks = woundChecks(enemyRow, {
          leaders: a.leaders[side],
          commander: setup[side].cond.commander,
          hasArmy: setup[side].cond.hasArmy,
          spearheadLeader: ctx.spLeader,
          secondMarkerLeader: sm ? setup[side].secondMarker!.leader : null,
          exempt: a.exempt[side],
        });
        if (checks.length && !setup.tables.wound) throw new MissingTableError('wound', 'the wound table');
        d = [...woundSummaryDistribution(checks, setup.tables.wound, a.leaders[side], setup[side].cond.commander, ctx.start).values()];
        ctx.slots[slot] = d;
      }
      return d;
    };
    // P(demoralised) by (the winner's letter, second marker, loss difference), per loser's wound context,
    // morale and commander: a flat cache kept across states.
    const dems: Array<Float64Array | undefined> = [undefined, undefined];
    const pDem = (loser: LandSide, enemyRow: CrtRow, sm: boolean, diff: number) => {
      const si = loser === 'attacker' ? 0 : 1;
      let cache = dems[si];
      if (!cache) {
        const ctx = ctxOf(loser, si);
        const mk = `${a.summaries[loser].morale}|${a.commanderCombat[loser]}`;
        cache = ctx.dem.get(mk);
        if (!cache) ctx.dem.set(mk, (cache = new Float64Array(3 * 2 * 32).fill(-1)));
        dems[si] = cache;
      }
      const d = Math.max(0, Math.min(31, diff));
      const k = ((enemyRow.leader === 'none' ? 0 : enemyRow.leader === 'L' ? 1 : 2) * 2 + (sm ? 1 : 0)) * 32 + d;
      let v = cache[k]!;
      if (v < 0) {
        v = 0;
        for (const { s: w, p } of wounds(loser, enemyRow, sm)) v += p * pDemoralised(a.summaries[loser].morale, a.commanderCombat[loser], w, d, setup.rules);
        cache[k] = v;
      }
      return v;
    };
    // Final outcomes are merged here and emitted once each (round 2: accumulated with their weight).
    const finals = round === 1 ? new Map<number, { e: End; p: number }>() : r2Finals;
    const w = round === 1 ? 1 : weight;
    const final = (winner: LandSide | 'tie', demoralised: boolean, lossA: number, lossD: number, p: number) => {
      if (p === 0) return;
      const k = ((((winner === 'attacker' ? 0 : winner === 'defender' ? 1 : 2) * 2 + (demoralised ? 1 : 0)) * 2) * 4 + round) * 65536 + lossA * 256 + lossD;
      const cur = finals.get(k);
      if (cur) cur.p += p * w;
      else finals.set(k, { e: { stage: 4, winner, demoralised, lossA, lossD, round, overrun: false }, p: p * w });
    };
    let rows = rowsMemo.get(a);
    if (!rows) rowsMemo.set(a, (rows = [sideRows(setup, a, round, 'attacker'), sideRows(setup, a, round, 'defender')]));
    const [ra, rd] = rows;
    if (round === 2) {
      // The last round: only the winner, the steps lost and the loser's demoralisation matter, so
      // the pairs are summed in a flat table first (index: winner, lost by A, lost by D, demoralised).
      let n = 0;
      for (let i = 0; i < ra.row.length; i++)
        for (let j = 0; j < rd.row.length; j++) {
          const pp = ra.p[i]! * rd.p[j]!;
          const rowAtt = crt[ra.row[i]!]!;
          const rowDef = crt[rd.row[j]!]!;
          const lostD = Math.min(rowAtt.losses, capA, stepsD);
          const lostA = Math.min(rowDef.losses, capD, stepsA);
          // §8.3.1: unless the attacker wins round 2, the defender was not forced to retreat.
          const attWins = rowAtt.losses > rowDef.losses || (rowAtt.losses === rowDef.losses && rowAtt.bold && !rowDef.bold);
          const pd = attWins ? pDem('defender', rowAtt, rd.sm[j]!, lostD - lostA) : pDem('attacker', rowDef, ra.sm[i]!, lostA - lostD);
          const idx = (((attWins ? 0 : 1) * 32 + lostA) * 32 + lostD) * 2;
          if (acc[idx] === 0 && acc[idx + 1] === 0) touched[n++] = idx;
          acc[idx]! += pp * pd;
          acc[idx + 1]! += pp * (1 - pd);
        }
      for (let t = 0; t < n; t++) {
        const idx = touched[t]!;
        const lostD = (idx >> 1) & 31;
        const lostA = (idx >> 6) & 31;
        const winner: LandSide = idx >> 11 ? 'defender' : 'attacker';
        final(winner, true, lossesSoFar.attacker + lostA, lossesSoFar.defender + lostD, acc[idx]!);
        final(winner, false, lossesSoFar.attacker + lostA, lossesSoFar.defender + lostD, acc[idx + 1]!);
        acc[idx] = 0;
        acc[idx + 1] = 0;
      }
      return;
    }
    for (let i = 0; i < ra.row.length; i++)
      for (let j = 0; j < rd.row.length; j++) {
      const pp = ra.p[i]! * rd.p[j]!;
      const smA = ra.sm[i]!;
      const smD = rd.sm[j]!;
      const rowAtt = crt[ra.row[i]!]!;
      const rowDef = crt[rd.row[j]!]!;
      if (massForStats !== null && round === 1) {
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
      const lostA = Math.min(toA, stepsA);
      const lostD = Math.min(toD, stepsD);
      const raw = landVerdict(rowAtt, rowDef);
      let verdict = raw;
      if (verdict === 'tie' && setup.policy.rounds === 2) {
        if (setup.policy.tie.attacker === 'retreat') verdict = 'defender';
        else if (setup.policy.tie.defender === 'retreat') verdict = 'attacker';
      }
      const stats = massForStats !== null && round === 1 ? massForStats * pp : 0;
      if (raw === 'tie') r1.tie += stats;
      const totalA = lossesSoFar.attacker + lostA;
      const totalD = lossesSoFar.defender + lostD;
      if (verdict === 'tie' && setup.policy.rounds === 2) {
        // On to round 2: the units as the losses leave them, and both sides' wounds.
        const uA = allocate('attacker', mid.mA, mid.uA, toA, a, rowDef.cavalry);
        const uD = allocate('defender', mid.mD, mid.uD, toD, a, rowAtt.cavalry);
        const wA = wounds('attacker', rowDef, smA);
        const wD = wounds('defender', rowAtt, smD);
        for (const x of wA) for (const y of wD) emit({ stage: 2, mid: { mA: mid.mA, mD: mid.mD, uA, uD, wA: x.s, wD: y.s } }, pp * x.p * y.p);
        continue;
      }
      if (verdict === 'tie') {
        final('tie', false, totalA, totalD, pp);
        continue;
      }
      const loser = other(verdict);
      const diff = loser === 'attacker' ? lostA - lostD : lostD - lostA;
      const pd = pDem(loser, verdict === 'attacker' ? rowAtt : rowDef, loser === 'attacker' ? smA : smD, diff);
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
    if (round === 1) for (const { e, p } of finals.values()) emit(e, p);
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
      if (st.stage === 0 || st.stage === 2) {
        const mA = marchOutcomes(setup.attacker, st.mid.mA);
        const mD = marchOutcomes(setup.defender, st.mid.mD);
        const mass = st.stage === 2 ? (r2Mass.get(st) ?? 0) : 0;
        for (const [ma, pa] of mA)
          for (const [md, pd] of mD) {
            const mid: Mid = { wA: st.mid.wA, wD: st.mid.wD, mA: ma, mD: md, uA: addMarchers(setup.attacker, 0, st.mid.uA, st.mid.mA, ma & ~st.mid.mA), uD: addMarchers(setup.defender, 1, st.mid.uD, st.mid.mD, md & ~st.mid.mD) };
            if (st.stage === 0) {
              emit({ stage: 1, mid }, pa * pd);
              continue;
            }
            // Round 2 is the last: resolved here in closed form, its finals accumulated with their mass.
            rounds2++;
            const q = mass * pa * pd;
            // Many tied first rounds lead to the same forces and wounds: their masses are summed and
            // each configuration's round 2 is worked out once, after the chain (below).
            const k2 = midKey(3, mid);
            const cur = r2Pending.get(k2);
            if (cur) cur.q += q;
            else r2Pending.set(k2, { mid, q });
          }
        if (st.stage === 2) emit(SINK, 1);
        return;
      }
      expandRound(1, st.mid, emit, r1Mass.get(st) ?? 0);
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

  for (const { mid, q } of r2Pending.values()) {
    countJoined(mid, 'round2', q);
    expandRound(2, mid, () => undefined, null, q);
  }
  clearKeys();
  let aw = 0;
  let dw = 0;
  let tie = 0;
  let second = 0;
  const dem = { attacker: 0, defender: 0 };
  const ov = { attacker: 0, defender: 0 };
  const el = { attacker: 0, defender: 0 };
  for (const { state, p: q } of [...result.absorbing.values(), ...r2Finals.values()].map((x) => ('state' in x ? x : { state: x.e, p: x.p }))) {
    const e = state as End;
    if (e === SINK) continue;
    const p = q;
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
