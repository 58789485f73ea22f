// Exact Alliance battle odds: a Markov chain over battle states, evaluated slot by slot with the
// generic engine in shared/odds. States are canonical keys (see core.ts); equal states merge.
// Battles under the default policy go through the faster side-config kernel (kernel.ts), which
// evaluates the same chain.
import {
  PairSuccessors, evaluateMarkov, evaluatePairMarkov, makeValueFunction, type MarkovModel, type PairMarkovModel,
} from '../../../odds/markov';
import {
  ADV_PAUSED, PHASE_TERMINAL, ST_ELIMINATED, ST_RETREATED, Work,
  advance, compile, hitBlock, hitTarget, makeCodec, makeExpander, workFromPosition,
  type Codec, type Compiled, type Decider, type EngineOptions, type Expander, type Key, type TerminalInfo,
} from './core';
import { describePolicy } from './describe';
import type { ExactRun } from './exact-run';
import { KERNEL_DECIDER, KernelOverflow, kernelApplies, kernelPolicy, runKernel } from './kernel';
import type { BattlePolicy, BattlePositionInput, BattleSetup, Side } from './model';
import { workFromState, type BattleState } from './resolver';

export type { ExactRun, FactoredFinals } from './exact-run';
import { parseAllianceBattleInput } from './schema';

export interface BlockOdds {
  side: Side;
  type: string;
  /** Strength when the evaluation starts. */
  startStrength: number;
  /** Expected final strength (eliminated = 0; a retreated block keeps its strength). */
  expectedStrength: number;
  /** P(final strength = index); an eliminated block counts as 0. */
  strengthDistribution: number[];
  eliminated: number;
  retreated: number;
  /** Still in the battle region at the end. */
  inPlace: number;
}

export interface AllianceOddsResult {
  game: 'alliance';
  /** P(the original attacker's blocks hold the location at the end). */
  attackerHolds: number;
  /** P(the original defender's blocks hold the location at the end). */
  defenderHolds: number;
  /** Expected final strength per block id (eliminated = 0, retreated keeps its strength). */
  expectedStrength: Record<string, number>;
  blocks: Record<string, BlockOdds>;
  /** Expected steps lost per original side (hits, HQ steps spent, eliminations of whole blocks). */
  expectedLosses: { attacker: number; defender: number };
  expectedBlocksEliminated: { attacker: number; defender: number };
  /** P(the battle ends in round r), keyed by r. */
  rounds: Record<string, number>;
  expectedRounds: number;
  events: {
    /** P(the 7.23 battlefield-control switch happens). */
    battlefieldSwitch: number;
    /** P(each HQ is eliminated). */
    hqLost: Record<string, number>;
    /** P(at least one HQ of the side is eliminated). */
    anyHqLost: { attacker: number; defender: number };
  };
  /** Distinct transient states expanded by the exact evaluator. */
  statesExplored: number;
  /** Distinct final states. */
  finalStates: number;
  /** Sum of all final-state probabilities (1 up to rounding). */
  totalProbability: number;
  policy: BattlePolicy;
  /** Human-readable names of the policies used. */
  policyDescription: string[];
  /** 'start' or 'position' (odds from a mid-battle position). */
  from: 'start' | 'position';
  warnings: string[];
}

/** Decider that follows the policy; 'ifBetter' extensions are decided by exact look-ahead. */
function policyDecider(b: Compiled, codec: Codec, value: () => (k: Key) => number): Decider {
  const d: Decider = {
    autoPlay: true,
    considersExtension: b.hqExtension !== 0,
    considersPursuit: b.pursuit === 1,
    extend(bb, w, g, hq) {
      if (b.hqExtension === 0) return false;
      if (b.hqExtension === 1) return true;
      const yes = w.clone();
      yes.str[hq] = (yes.str[hq] as number) - 1;
      yes.ext[g] = (yes.ext[g] as number) + 1;
      yes.nextGroup = g + 1;
      advance(bb, yes, d);
      const no = w.clone();
      no.nextGroup = g + 1;
      advance(bb, no, d);
      const V = value();
      const vy = V(codec.encode(yes));
      const vn = V(codec.encode(no));
      const attackerSide = b.groupSide[g] === 0;
      const gainYes = attackerSide ? vy : 1 - vy;
      const gainNo = attackerSide ? vn : 1 - vn;
      return gainYes > gainNo + 1e-12;
    },
    pursue() {
      return b.pursuit === 1;
    },
  };
  return d;
}

export interface BattleChain {
  codec: Codec;
  /** Generic form of the chain (string keys, or "hi,lo" strings with the two-word codec). */
  model: MarkovModel<Key, Key>;
  /** Allocation-free form of the chain, when states pack into two numbers. */
  pairModel: PairMarkovModel | null;
  decider: Decider;
  expander: Expander;
}

/** The exact chain for one compiled battle. */
export function battleChain(b: Compiled, options: EngineOptions = {}): BattleChain {
  const codec = makeCodec(b, options);
  let valueFn: ((k: Key) => number) | null = null;
  const decider = policyDecider(b, codec, () => {
    if (!valueFn) valueFn = makeValueFunction(model, (k) => (codec.attackerWon(k) ? 1 : 0)).value;
    return valueFn;
  });
  const ex = makeExpander(b, codec, decider, options);
  const model: MarkovModel<Key, Key> = {
    stage: codec.stage,
    isAbsorbing: codec.isTerminal,
    expand: ex.expand,
  };
  const pc = codec.pair;
  const pairModel: PairMarkovModel | null = pc
    ? { stageDivisor: pc.stageDivisor, absorbingFrom: pc.terminalFrom, expandInto: ex.expandPairInto }
    : null;
  return { codec, model, pairModel, decider, expander: ex };
}

/** Runs the exact chain from a Work (mutated: it is advanced to its first dice roll). */
export function runExact(b: Compiled, w: Work, options: EngineOptions = {}): ExactRun {
  const useKernel = options.kernel ?? (options.codec !== 'string' && options.fastPath !== false && options.smallPmfKeys !== false);
  if (useKernel && kernelPolicy(b)) {
    if (advance(b, w, KERNEL_DECIDER) === ADV_PAUSED) throw new Error('engine decider paused');
    if (kernelApplies(b, w)) {
      try {
        return runKernel(b, w, {
          ...(options.kernelMaxConfigs !== undefined ? { maxConfigs: options.kernelMaxConfigs } : {}),
          ...(options.kernelMaxGridCells !== undefined ? { maxGridCells: options.kernelMaxGridCells } : {}),
        });
      } catch (e) {
        if (!(e instanceof KernelOverflow)) throw e;
      }
    }
    // Otherwise (a final or mid-slot start, or too many configs) the general chain takes over;
    // advancing w again below changes nothing.
  }
  const chain = battleChain(b, options);
  const { codec } = chain;
  if (advance(b, w, chain.decider) === ADV_PAUSED) throw new Error('engine decider paused');
  const scratch: TerminalInfo = { endRound: 0, winner: 0, switched: false, strength: new Array<number>(b.n).fill(0), status: new Array<number>(b.n).fill(0) };
  const pc = codec.pair;
  if (chain.pairModel && pc) {
    const initial: [number, number, number][] = [];
    let explored = 0;
    if (w.phase === PHASE_TERMINAL) {
      pc.encodePair(w);
      initial.push([pc.hi, pc.lo, 1]);
    } else {
      // The start may be mid-slot, so it is expanded directly rather than through its key.
      explored = 1;
      const out = new PairSuccessors();
      chain.expander.expandWork(w, out, null);
      for (let j = 0; j < out.n; j++) initial.push([out.his[j] as number, out.los[j] as number, out.probs[j] as number]);
    }
    const r = evaluatePairMarkov(initial, chain.pairModel);
    return {
      forEachFinal: (cb) => r.absorbing.forEach((p, hi, lo) => cb(pc.terminalPair(hi, lo, scratch), p)),
      finalStates: r.absorbing.size,
      statesExplored: r.statesExplored + explored,
      totalProbability: r.totalProbability,
    };
  }
  const initial: [Key, number][] = [];
  let explored = 0;
  if (w.phase === PHASE_TERMINAL) initial.push([codec.encode(w), 1]);
  else {
    explored = 1;
    chain.expander.expandWork(w, null, (k, p) => initial.push([k, p]));
  }
  const r = evaluateMarkov<Key, Key>(initial, chain.model);
  return {
    forEachFinal: (cb) => r.absorbing.forEach(({ p }, k) => cb(codec.terminal(k, scratch), p)),
    finalStates: r.absorbing.size,
    statesExplored: r.statesExplored + explored,
    totalProbability: r.totalProbability,
  };
}

/** Summarises the final-state distribution. */
export function summarise(b: Compiled, start: Work, run: ExactRun, from: 'start' | 'position'): AllianceOddsResult {
  const setup = b.setup;
  const n = b.n;
  const rounds: Record<string, number> = {};
  // Typed accumulators: doubles in closure variables or plain arrays would be boxed on every add.
  const acc = new Float64Array(6); // holds[0], holds[1], expected rounds, switch, any HQ lost[0], [1]
  const DW = 5; // strengths 0..4
  const distF = new Float64Array(n * DW);
  const elimF = new Float64Array(n);
  const retrF = new Float64Array(n);
  const expF = new Float64Array(n);
  const ELIM = ST_ELIMINATED;
  const RETR = ST_RETREATED;
  const isHQ = b.isHQ;
  const sideOf = b.side;
  const roundP = new Float64Array(16);
  const addOutcome = (endRound: number, winner: number, switched: boolean, p: number): void => {
    acc[winner] = (acc[winner] as number) + p;
    roundP[endRound] = (roundP[endRound] as number) + p;
    acc[2] = (acc[2] as number) + p * endRound;
    if (switched) acc[3] = (acc[3] as number) + p;
  };
  const addBlocks = (t: TerminalInfo, p: number, list: ArrayLike<number>): void => {
    let hqLost0 = false;
    let hqLost1 = false;
    const { status, strength } = t;
    for (let j = 0; j < list.length; j++) {
      const i = list[j] as number;
      const st = status[i] as number;
      const s = st === ELIM ? 0 : (strength[i] as number);
      distF[i * DW + s] = (distF[i * DW + s] as number) + p;
      expF[i] = (expF[i] as number) + p * s;
      if (st === ELIM) {
        elimF[i] = (elimF[i] as number) + p;
        if (isHQ[i] === 1) {
          if (sideOf[i] === 0) hqLost0 = true;
          else hqLost1 = true;
        }
      } else if (st === RETR) retrF[i] = (retrF[i] as number) + p;
    }
    if (hqLost0) acc[4] = (acc[4] as number) + p;
    if (hqLost1) acc[5] = (acc[5] as number) + p;
  };
  const f = run.factored;
  if (f) {
    f.forEachOutcome(addOutcome);
    for (const side of [0, 1]) {
      const list = b.bySide[side] as number[];
      f.forEachSideFinal(side, (t, p) => addBlocks(t, p, list));
    }
  } else {
    const all = Array.from({ length: n }, (_, i) => i);
    run.forEachFinal((t, p) => {
      addOutcome(t.endRound, t.winner, t.switched, p);
      addBlocks(t, p, all);
    });
  }
  const holds = [acc[0] as number, acc[1] as number];
  const expectedRounds = acc[2] as number;
  const sw = acc[3] as number;
  const anyHq = [acc[4] as number, acc[5] as number];
  const elim = Array.from(elimF);
  const retr = Array.from(retrF);
  const expStr = Array.from(expF);
  const dist: number[][] = setup.blocks.map((x, i) => Array.from(distF.subarray(i * DW, i * DW + x.maxStrength + 1)));
  roundP.forEach((p, r) => {
    if (p > 0) rounds[String(r)] = p;
  });
  const blocks: Record<string, BlockOdds> = {};
  const expectedStrength: Record<string, number> = {};
  const hqLost: Record<string, number> = {};
  const losses = [0, 0];
  const elimCount = [0, 0];
  setup.blocks.forEach((blk, i) => {
    const e = expStr[i] as number;
    expectedStrength[blk.id] = e;
    const startStrength = start.st[i] === ST_ELIMINATED ? 0 : (start.str[i] as number);
    blocks[blk.id] = {
      side: blk.side,
      type: blk.type,
      startStrength,
      expectedStrength: e,
      strengthDistribution: dist[i] as number[],
      eliminated: elim[i] as number,
      retreated: retr[i] as number,
      inPlace: 1 - (elim[i] as number) - (retr[i] as number),
    };
    const s = b.side[i] as number;
    losses[s] = (losses[s] as number) + startStrength - e;
    if (start.st[i] !== ST_ELIMINATED) elimCount[s] = (elimCount[s] as number) + (elim[i] as number);
    if (blk.type === 'hq') hqLost[blk.id] = elim[i] as number;
  });
  return {
    game: 'alliance',
    attackerHolds: holds[0] as number,
    defenderHolds: holds[1] as number,
    expectedStrength,
    blocks,
    expectedLosses: { attacker: losses[0] as number, defender: losses[1] as number },
    expectedBlocksEliminated: { attacker: elimCount[0] as number, defender: elimCount[1] as number },
    rounds,
    expectedRounds,
    events: { battlefieldSwitch: sw, hqLost, anyHqLost: { attacker: anyHq[0] as number, defender: anyHq[1] as number } },
    statesExplored: run.statesExplored,
    finalStates: run.finalStates,
    totalProbability: run.totalProbability,
    policy: setup.policy,
    policyDescription: describePolicy(setup),
    from,
    warnings: setup.warnings,
  };
}

/** Exact odds of a validated battle, from the start or from a mid-battle position ("odds from here"). */
export function computeBattleOdds(setup: BattleSetup, position?: BattlePositionInput, options: EngineOptions = {}): AllianceOddsResult {
  const b = compile(setup);
  const w = workFromPosition(b, position);
  const start = w.clone();
  const run = runExact(b, w, options);
  return summarise(b, start, run, position ? 'position' : 'start');
}

/**
 * Exact odds from a step-by-step resolver state (any phase: a block's turn, hits being placed,
 * an extension or pursuit decision, or a finished battle). Pending choices follow the policy.
 */
export function computeOddsFromState(setup: BattleSetup, state: BattleState): AllianceOddsResult {
  const b = compile(setup);
  const { w, hits } = workFromState(b, state);
  if (hits) {
    const role = (hits.side === 'attacker' ? 0 : 1) ^ w.sw;
    for (let h = 0; h < hits.remaining; h++) {
      const t = hitTarget(b, w, role);
      if (t < 0) break;
      hitBlock(b, w, t);
    }
  }
  const start = w.clone();
  const run = runExact(b, w);
  return summarise(b, start, run, 'position');
}

/**
 * Entry point for `adc odds FILE` (game "alliance"): validates the JSON input and returns the
 * exact odds. Throws AllianceInputError (with `field`) on invalid input or an impossible battle.
 */
export function computeAllianceOdds(input: unknown): AllianceOddsResult {
  const { setup, position } = parseAllianceBattleInput(input);
  return computeBattleOdds(setup, position);
}

