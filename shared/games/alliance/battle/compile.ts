// Battle rules on a compact representation, part 1: the constants, the static arrays of a battle
// (Compiled) and its mutable state (Work). Conventions (side, role, slot) are in core.ts.
import { AllianceInputError } from './errors';
import { ownerGroupOf, type BattleSetup, type RetreatRule } from './model';

export const ST_ACTIVE = 0;
export const ST_RETREATED = 1;
export const ST_ELIMINATED = 2;

export const PHASE_TURN = 0;
export const PHASE_ROUND_END = 1;
export const PHASE_PURSUIT = 2;
export const PHASE_TERMINAL = 3;

export const ADV_READY = 0;
export const ADV_TERMINAL = 1;
export const ADV_PAUSED = 2;

/** Rounds before the attacker's forced retreat, without extensions [7.2]. */
export const BASE_LAST_ROUND = 4;
/** Hard guard: 4 rounds + at most 3 extensions (an HQ of 4 steps) plus slack. */
export const MAX_ROUND = 12;

export const RULE_NEVER = 0;
export const RULE_WITHDRAW = 1;
export const RULE_RATIO = 2;
export const RULE_STRENGTH = 3;

/** Everything static about a battle, precomputed once. */
export interface Compiled {
  setup: BattleSetup;
  n: number;
  ids: string[];
  index: Map<string, number>;
  side: Uint8Array;
  letter: Uint8Array;
  fireNumber: Uint8Array;
  /** Hit threshold (clamped 0..6, A-39) in round 1 and in later rounds. */
  thrR1: Uint8Array;
  thrLater: Uint8Array;
  noFireR1: Uint8Array;
  isFort: Uint8Array;
  isFleet: Uint8Array;
  isHQ: Uint8Array;
  reserve: Uint8Array;
  initStrength: Uint8Array;
  tieRank: Int16Array;
  /** Owner groups (HQ options are per empire [7.6, A-11]). */
  G: number;
  groupKeys: string[];
  groupSide: Uint8Array;
  group: Uint8Array;
  /** Retreat-capacity groups; capGroup[i] = -1 when unlimited. */
  C: number;
  capKeys: string[];
  capLimit: number[];
  capGroup: Int16Array;
  /** Block indices by [side][letter], in input order. */
  bySideLetter: number[][][];
  bySide: number[][];
  /** Blocks acting in slot s when switched = sw, at index sw * 8 + s. */
  slotList: number[][];
  /** Each side's blocks in tie-break order (the first takes a hit among equally strong blocks). */
  tieOrder: Int32Array[];
  /**
   * 1 when slot s (with switched = sw) holds a block that may roll no dice: a fleet (0 steps
   * possible), a firepower of 0, or Panic in round 1. Index (round1 ? 16 : 0) + sw * 8 + s.
   */
  staticDet: Uint8Array;
  ruleKind: Uint8Array; // per side
  ruleParam: Float64Array; // per side
  hqExtension: 0 | 1 | 2; // never / always / ifBetter
  pursuit: 0 | 1;
  /** Length of a transient key. */
  keyLen: number;
}

function clampThreshold(t: number): number {
  return Math.max(0, Math.min(6, t));
}

function ruleCode(r: RetreatRule): [number, number] {
  switch (r.kind) {
    case 'never':
      return [RULE_NEVER, 0];
    case 'withdrawAtRound':
      return [RULE_WITHDRAW, r.round];
    case 'strengthRatio':
      return [RULE_RATIO, r.ratio];
    case 'blockStrengthAtMost':
      return [RULE_STRENGTH, r.strength];
  }
}

const LETTER_INDEX: Record<string, number> = { A: 0, B: 1, C: 2, D: 3 };

/** Precomputes the static arrays of a validated setup. */
export function compile(setup: BattleSetup): Compiled {
  const bs = setup.blocks;
  const n = bs.length;
  if (n > 60) throw new AllianceInputError('blocks', 'at most 60 blocks are supported');
  const side = new Uint8Array(n);
  const letter = new Uint8Array(n);
  const fireNumber = new Uint8Array(n);
  const thrR1 = new Uint8Array(n);
  const thrLater = new Uint8Array(n);
  const noFireR1 = new Uint8Array(n);
  const isFort = new Uint8Array(n);
  const isFleet = new Uint8Array(n);
  const isHQ = new Uint8Array(n);
  const reserve = new Uint8Array(n);
  const initStrength = new Uint8Array(n);
  const index = new Map<string, number>();
  const coastal = setup.location === 'coastal';
  bs.forEach((b, i) => {
    index.set(b.id, i);
    side[i] = b.side === 'attacker' ? 0 : 1;
    letter[i] = LETTER_INDEX[b.letter] ?? 0;
    fireNumber[i] = b.fireNumber;
    isFleet[i] = b.type === 'fleet' ? 1 : 0;
    isFort[i] = b.type === 'fortress' ? 1 : 0;
    isHQ[i] = b.type === 'hq' ? 1 : 0;
    reserve[i] = b.reserve ? 1 : 0;
    initStrength[i] = b.strength;
    // Fleets fire at -1 in a coastal region, every round [8.3]; leader events modify round 1 only [3.3].
    const base = b.fireNumber - (coastal && b.type === 'fleet' ? 1 : 0);
    thrLater[i] = clampThreshold(base);
    thrR1[i] = clampThreshold(base + b.round1Modifier);
    noFireR1[i] = b.round1NoFire ? 1 : 0;
  });

  // Tie ranking: lower rank takes the hit among equally strong blocks of one side.
  const defaultCmp = (a: number, b: number): number =>
    (fireNumber[a] as number) - (fireNumber[b] as number) || // lowest firepower number first
    (letter[b] as number) - (letter[a] as number) || // then the block that fires later
    (isFort[a] as number) - (isFort[b] as number) || // then a non-fortress
    a - b; // then input order
  const order = Array.from({ length: n }, (_, i) => i);
  const tb = setup.policy.tieBreak;
  if (tb.kind === 'inputOrder') {
    // identity
  } else if (tb.kind === 'priority') {
    const pri = new Map<number, number>();
    tb.order.forEach((id, j) => {
      const i = index.get(id);
      if (i !== undefined && !pri.has(i)) pri.set(i, j);
    });
    order.sort((a, b) => {
      const pa = pri.get(a);
      const pb = pri.get(b);
      if (pa !== undefined && pb !== undefined) return pa - pb;
      if (pa !== undefined) return -1;
      if (pb !== undefined) return 1;
      return defaultCmp(a, b);
    });
  } else order.sort(defaultCmp);
  const tieRank = new Int16Array(n);
  order.forEach((i, r) => (tieRank[i] = r));

  const groupKeys: string[] = [];
  const groupIdx = new Map<string, number>();
  const group = new Uint8Array(n);
  const groupSideArr: number[] = [];
  bs.forEach((b, i) => {
    const k = ownerGroupOf(b);
    let g = groupIdx.get(k);
    if (g === undefined) {
      g = groupKeys.length;
      groupKeys.push(k);
      groupIdx.set(k, g);
      groupSideArr.push(b.side === 'attacker' ? 0 : 1);
    }
    group[i] = g;
  });

  const cap = setup.policy.retreatCapacity;
  const capKeys: string[] = [];
  const capLimit: number[] = [];
  const capIdx = new Map<string, number>();
  const capGroup = new Int16Array(n).fill(-1);
  bs.forEach((b, i) => {
    let k: string | null = null;
    let lim = 0;
    const byOwner = b.owner !== undefined ? cap.byOwner?.[b.owner] : undefined;
    if (byOwner !== undefined && b.owner !== undefined) {
      k = b.owner;
      lim = byOwner;
    } else {
      const s = cap[b.side];
      if (s !== undefined) {
        k = b.side;
        lim = s;
      }
    }
    if (k === null) return;
    let c = capIdx.get(k);
    if (c === undefined) {
      c = capKeys.length;
      capKeys.push(k);
      capLimit.push(lim);
      capIdx.set(k, c);
    }
    capGroup[i] = c;
  });

  const bySideLetter: number[][][] = [0, 1].map(() => [0, 1, 2, 3].map(() => [] as number[]));
  const bySide: number[][] = [[], []];
  for (let i = 0; i < n; i++) {
    (bySideLetter[side[i] as number] as number[][])[letter[i] as number]?.push(i);
    bySide[side[i] as number]?.push(i);
  }
  const slotList: number[][] = [];
  for (let sw = 0; sw < 2; sw++) {
    for (let sl = 0; sl < 8; sl++) {
      const role = sl & 1 ? 0 : 1;
      slotList.push([...((bySideLetter[role ^ sw] as number[][])[sl >> 1] as number[])]);
    }
  }
  const ruleKind = new Uint8Array(2);
  const ruleParam = new Float64Array(2);
  (['attacker', 'defender'] as const).forEach((s, k) => {
    const [c, p] = ruleCode(setup.policy.retreat[s]);
    ruleKind[k] = c;
    ruleParam[k] = p;
  });
  const G = groupKeys.length;
  const C = capKeys.length;
  return {
    setup, n, ids: bs.map((b) => b.id), index, side, letter, fireNumber, thrR1, thrLater, noFireR1,
    isFort, isFleet, isHQ, reserve, initStrength, tieRank,
    G, groupKeys, groupSide: Uint8Array.from(groupSideArr), group,
    C, capKeys, capLimit, capGroup, bySideLetter, bySide, slotList,
    tieOrder: bySide.map((list) => Int32Array.from([...list].sort((x, y) => (tieRank[x] as number) - (tieRank[y] as number)))),
    staticDet: Uint8Array.from({ length: 32 }, (_, k) => {
      const r1 = k >= 16;
      const list = slotList[k % 16] as number[];
      return list.some((i) => isFleet[i] === 1 || (r1 ? thrR1[i] === 0 || noFireR1[i] === 1 : thrLater[i] === 0)) ? 1 : 0;
    }),
    ruleKind, ruleParam,
    hqExtension: setup.policy.hqExtension === 'never' ? 0 : setup.policy.hqExtension === 'always' ? 1 : 2,
    pursuit: setup.policy.pursuit === 'always' ? 1 : 0,
    keyLen: 4 + G + C + n,
  };
}

/** Mutable battle state. All per-block arrays are views over one buffer, so a copy is one `set`. */
export class Work {
  buf: Uint8Array;
  str: Uint8Array;
  st: Uint8Array;
  half: Uint8Array;
  acted: Uint8Array;
  ext: Uint8Array;
  rc: Uint8Array;
  round = 1;
  slot = 0;
  sw = 0;
  phase = PHASE_TURN;
  nextGroup = 0;
  /** Winning original side (0 attacker, 1 defender) once decided. */
  winner = -1;
  endRound = 0;
  constructor(n: number, G: number, C: number) {
    const buf = new Uint8Array(4 * n + G + C);
    this.buf = buf;
    this.str = buf.subarray(0, n);
    this.st = buf.subarray(n, 2 * n);
    this.half = buf.subarray(2 * n, 3 * n);
    this.acted = buf.subarray(3 * n, 4 * n);
    this.ext = buf.subarray(4 * n, 4 * n + G);
    this.rc = buf.subarray(4 * n + G, 4 * n + G + C);
  }
  static forBattle(b: Compiled): Work {
    return new Work(b.n, b.G, b.C);
  }
  copyFrom(o: Work): this {
    this.buf.set(o.buf);
    this.round = o.round;
    this.slot = o.slot;
    this.sw = o.sw;
    this.phase = o.phase;
    this.nextGroup = o.nextGroup;
    this.winner = o.winner;
    this.endRound = o.endRound;
    return this;
  }
  clone(): Work {
    return new Work(this.str.length, this.ext.length, this.rc.length).copyFrom(this);
  }
}

/** The state at the very start of the battle. */
export function initialWork(b: Compiled): Work {
  const w = Work.forBattle(b);
  w.str.set(b.initStrength);
  return w;
}
