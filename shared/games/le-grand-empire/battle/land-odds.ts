// Exact odds of a Le Grand Empire land battle of one or two rounds, with marching to the sound of the
// gun before each round. A staged Markov chain (shared/odds/markov.ts): stage 0 the round-1 marches,
// stage 1 round 1's rolls, stage 2 the round-2 marches, stage 3 round 2's rolls; a state holds the
// joined forces, each unit's steps and each side's wound summary. With the loss order fixed by policy
// every round is deterministic given the dice, so the chain is exact. The demoralisation roll of the
// loser is folded into the final states.
import { evaluateMarkov } from '../../../odds/markov';
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

const sig = (us: readonly LandUnit[]) => us.map((u) => u.steps).join('.');
const wsig = (w: WoundSummary) => `${w.commander[0]}${w.killedCv2}`;
const keyOf = (s: S): string =>
  s.stage === 4
    ? `E${s.winner}|${s.demoralised ? 1 : 0}|${s.lossA}|${s.lossD}|${s.round}|${s.overrun ? 1 : 0}`
    : `${s.stage}|${s.mid.mA}|${s.mid.mD}|${sig(s.mid.uA)}|${sig(s.mid.uD)}|${wsig(s.mid.wA)}|${wsig(s.mid.wD)}`;

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

/** Adds the marchers joining now (bits in `add`) to the units of an existing state. */
function addMarchers(side: LandSideSetup, units: LandUnit[], add: number): LandUnit[] {
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

/** Everything deterministic about a round from the forces present. */
export function analyseRound(setup: LandSetup, round: 1 | 2, mid: Mid): RoundAnalysis {
  const forces = {
    attacker: { units: mid.uA, leaders: joinForces(setup.attacker, mid.mA, mid.uA).leaders },
    defender: { units: mid.uD, leaders: joinForces(setup.defender, mid.mD, mid.uD).leaders },
  };
  const summaries = { attacker: summarise(mid.uA, setup.attacker.cond, setup.rules), defender: summarise(mid.uD, setup.defender.cond, setup.rules) };
  const size = battleSize(summaries.attacker.halves, summaries.defender.halves, setup.rules);
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
function rowPairs(setup: LandSetup, a: RoundAnalysis, round: 1 | 2): Array<{ rowA: number; rowD: number; smA: boolean; smD: boolean; p: number }> {
  const crt = setup.tables.crt[a.size];
  if (!crt || !crt.length) throw new MissingTableError(`crt-${a.size}`, `the combat results table for a ${a.size === 'major' ? 'major battle' : a.size === 'minor' ? 'minor battle' : 'skirmish'}`);
  const opts = (side: LandSide): Array<[Map<number, number>, boolean, number]> => {
    const sm = setup[side].secondMarker;
    const base = a.buildUp[side].total;
    if (!sm || sm.p === 0) return [[crtDistribution(crt, base), false, 1]];
    const used: Array<[Map<number, number>, boolean, number]> = [[crtDistribution(crt, base + sm.drm[round - 1]!), true, sm.p]];
    if (sm.p < 1) used.push([crtDistribution(crt, base), false, 1 - sm.p]);
    return used;
  };
  const out: Array<{ rowA: number; rowD: number; smA: boolean; smD: boolean; p: number }> = [];
  for (const [dA, smA, pA] of opts('attacker'))
    for (const [dD, smD, pD] of opts('defender'))
      for (const [rowA, qa] of dA) for (const [rowD, qd] of dD) out.push({ rowA, rowD, smA, smD, p: pA * pD * qa * qd });
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

export function computeLandOdds(setup: LandSetup): LandOdds {
  const start: St = {
    stage: 0,
    mid: { mA: 0, mD: 0, uA: setup.attacker.units, uD: setup.defender.units, wA: NO_WOUNDS, wD: NO_WOUNDS },
  };
  const r1Results: Record<LandSide, Map<string, { losses: number; bold: boolean; cavalry: boolean; leader: string; p: number }>> = { attacker: new Map(), defender: new Map() };
  const r1 = { attackerWins: 0, defenderWins: 0, tie: 0, demA: 0, demD: 0 };
  const joined: Record<string, { round1: number; round2: number }> = {};
  const analysis = new Map<string, RoundAnalysis>();
  const analyse = (round: 1 | 2, mid: Mid) => {
    const k = `${round}|${mid.mA}|${mid.mD}|${sig(mid.uA)}|${sig(mid.uD)}|${wsig(mid.wA)}|${wsig(mid.wD)}`;
    let a = analysis.get(k);
    if (!a) {
      a = analyseRound(setup, round, mid);
      analysis.set(k, a);
    }
    return a;
  };
  const allocMemo = new Map<string, LandUnit[]>();
  const allocate = (side: LandSide, units: LandUnit[], n: number, a: RoundAnalysis, cavalryStep: boolean): LandUnit[] => {
    const k = `${side}|${sig(units)}|${n}|${cavalryStep ? 1 : 0}|${a.summaries[side].quality.group}|${a.summaries[side].quality.spearhead}`;
    let r = allocMemo.get(k);
    if (!r) {
      const q = a.summaries[side].quality;
      r = allocateLandLosses(units, n, { qualityGroup: q.group, spearhead: q.spearhead, cavalryStep }, setup[side].lossOrder).units;
      allocMemo.set(k, r);
    }
    return r;
  };

  const expandRound = (s: St, emit: (n: S, p: number) => void, massForStats: number | null) => {
    const round = s.stage === 1 ? 1 : 2;
    const mid = s.mid;
    const a = analyse(round, mid);
    const lossesSoFar = { attacker: stepsOf(setup.attacker.units) + stepsOfMarchers(setup.attacker, mid.mA) - stepsOf(mid.uA), defender: stepsOf(setup.defender.units) + stepsOfMarchers(setup.defender, mid.mD) - stepsOf(mid.uD) };
    if (a.overrun) {
      emit({ stage: 4, winner: a.overrun, demoralised: false, lossA: lossesSoFar.attacker, lossD: lossesSoFar.defender, round, overrun: true }, 1);
      return;
    }
    const crt = setup.tables.crt[a.size]!;
    for (const pr of rowPairs(setup, a, round)) {
      const rows = { attacker: crt[pr.rowA]!, defender: crt[pr.rowD]! };
      if (massForStats !== null && round === 1) {
        for (const side of SIDES) {
          const r = rows[side];
          const k = `${r.losses}|${r.bold}|${r.cavalry}|${r.leader}`;
          const cur = r1Results[side].get(k);
          if (cur) cur.p += massForStats * pr.p;
          else r1Results[side].set(k, { losses: r.losses, bold: r.bold, cavalry: r.cavalry, leader: r.leader, p: massForStats * pr.p });
        }
      }
      // Losses: a side inflicts at most its current CP (§8.2.5).
      const toD = Math.min(rows.attacker.losses, Math.floor(a.summaries.attacker.cp2 / 2));
      const toA = Math.min(rows.defender.losses, Math.floor(a.summaries.defender.cp2 / 2));
      const uA = allocate('attacker', mid.uA, toA, a, rows.defender.cavalry);
      const uD = allocate('defender', mid.uD, toD, a, rows.attacker.cavalry);
      const lostA = stepsOf(mid.uA) - stepsOf(uA);
      const lostD = stepsOf(mid.uD) - stepsOf(uD);
      const raw = landVerdict(rows.attacker, rows.defender);
      let verdict = raw;
      if (round === 2 && verdict === 'tie') verdict = 'defender'; // §8.3.1: the defender was not forced to retreat
      if (verdict === 'tie' && setup.policy.rounds === 2) {
        if (setup.policy.tie.attacker === 'retreat') verdict = 'defender';
        else if (setup.policy.tie.defender === 'retreat') verdict = 'attacker';
      }
      // Wound checks of both sides (needed for the loser's check, or carried into round 2).
      const wd: Record<LandSide, Map<string, { s: WoundSummary; p: number }>> = {} as never;
      for (const side of SIDES) {
        const sh = a.summaries[side].quality.spearhead;
        const spLeader = sh ? (side === 'attacker' ? mid.uA : mid.uD).find((u) => u.id === sh)?.leader ?? null : null;
        const checks = woundChecks(rows[other(side)], {
          leaders: a.leaders[side],
          commander: setup[side].cond.commander,
          hasArmy: setup[side].cond.hasArmy,
          spearheadLeader: spLeader,
          secondMarkerLeader: (side === 'attacker' ? pr.smA : pr.smD) ? setup[side].secondMarker!.leader : null,
          exempt: a.exempt[side],
        });
        if (checks.length && !setup.tables.wound) throw new MissingTableError('wound', 'the wound table');
        wd[side] = woundSummaryDistribution(checks, setup.tables.wound, a.leaders[side], setup[side].cond.commander, side === 'attacker' ? mid.wA : mid.wD);
      }
      const totalA = lossesSoFar.attacker + lostA;
      const totalD = lossesSoFar.defender + lostD;
      const stats = massForStats !== null && round === 1 ? massForStats * pr.p : 0;
      if (raw === 'tie') r1.tie += stats;
      if (verdict === 'tie' && setup.policy.rounds === 2) {
        for (const x of wd.attacker.values())
          for (const y of wd.defender.values()) emit({ stage: 2, mid: { mA: mid.mA, mD: mid.mD, uA, uD, wA: x.s, wD: y.s } }, pr.p * x.p * y.p);
        continue;
      }
      if (verdict === 'tie') {
        emit({ stage: 4, winner: 'tie', demoralised: false, lossA: totalA, lossD: totalD, round, overrun: false }, pr.p);
        continue;
      }
      const loser = other(verdict);
      const diff = loser === 'attacker' ? lostA - lostD : lostD - lostA;
      let pDem = 0;
      for (const { s: w, p } of wd[loser].values()) pDem += p * pDemoralised(a.summaries[loser].morale, a.commanderCombat[loser], w, diff, setup.rules);
      if (raw === 'attacker') {
        r1.attackerWins += stats;
        r1.demD += stats * pDem;
      } else if (raw === 'defender') {
        r1.defenderWins += stats;
        r1.demA += stats * pDem;
      }
      if (pDem > 0) emit({ stage: 4, winner: verdict, demoralised: true, lossA: totalA, lossD: totalD, round, overrun: false }, pr.p * pDem);
      if (pDem < 1) emit({ stage: 4, winner: verdict, demoralised: false, lossA: totalA, lossD: totalD, round, overrun: false }, pr.p * (1 - pDem));
    }
  };

  const r1Mass = new Map<string, number>();
  const result = evaluateMarkov<S, string>([[start, 1]], {
    key: keyOf,
    stage: (s) => s.stage,
    isAbsorbing: (s) => s.stage === 4,
    expand: (s, emit) => {
      const st = s as St;
      if (st.stage === 0 || st.stage === 2) {
        const mA = marchOutcomes(setup.attacker, st.mid.mA);
        const mD = marchOutcomes(setup.defender, st.mid.mD);
        for (const [ma, pa] of mA)
          for (const [md, pd] of mD)
            emit(
              {
                stage: st.stage === 0 ? 1 : 3,
                mid: { ...st.mid, mA: ma, mD: md, uA: addMarchers(setup.attacker, st.mid.uA, ma & ~st.mid.mA), uD: addMarchers(setup.defender, st.mid.uD, md & ~st.mid.mD) },
              },
              pa * pd,
            );
        return;
      }
      expandRound(st, emit, st.stage === 1 ? (r1Mass.get(keyOf(st)) ?? 0) : null);
    },
  }, {
    onStage: (stage, states, rep) => {
      if (stage === 1) states.forEach((p, k) => r1Mass.set(k, p));
      if (stage === 1 || stage === 3)
        states.forEach((p, k) => {
          const mid = (rep(k) as St).mid;
          for (const side of SIDES)
            setup[side].marchers.forEach((m, i) => {
              if (!((side === 'attacker' ? mid.mA : mid.mD) & (1 << i))) return;
              const j = (joined[m.id] ??= { round1: 0, round2: 0 });
              if (stage === 1) j.round1 += p;
              else j.round2 += p;
            });
        });
    },
    onAbsorb: () => undefined,
  });

  let aw = 0;
  let dw = 0;
  let tie = 0;
  let second = 0;
  const dem = { attacker: 0, defender: 0 };
  const ov = { attacker: 0, defender: 0 };
  const el = { attacker: 0, defender: 0 };
  for (const { state, p } of result.absorbing.values()) {
    const e = state as End;
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
    statesExplored: result.statesExplored,
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
