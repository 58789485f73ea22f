// Battle rules on a compact, mutable representation (typed arrays), shared by the exact odds
// engine, the seeded simulator and the step-by-step resolver. Rule references: [rulebook section],
// A-nn = digest §10 reading.
//
// Conventions
//  - side: 0 = the original attacker's blocks, 1 = the original defender's blocks.
//  - role: 0 = currently attacking, 1 = currently defending. role = side XOR switched (7.23).
//  - slot s (0..7): letter = s >> 1; the defender role acts in even slots, the attacker role in odd
//    ones ("defending blocks with the same letter fire first" [2.33]).
import { binomial, convolve, type DenseDist } from '../../../odds/distribution';
import type { PairSuccessors } from '../../../odds/markov';
import { AllianceInputError } from './errors';
import {
  SLOT_NAMES, ownerGroupOf,
  type BattlePositionInput, type BattleSetup, type BlockProgress, type RetreatRule, type SlotName,
} from './model';

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

// ---------------------------------------------------------------------------------------------
// Canonical state keys. Two codecs:
//  - string: transient [0, round, slot, switched, ext[G], rc[C], block codes[n]]
//            terminal  [1, endRound, winner, switched, block codes]
//            block code = strength | status << 3 | halfHit << 5 | acted << 6
//  - pair:   the same information packed into two numbers (hi, lo), 4 bits per block, used when
//            it fits (up to about 20 blocks) and no block-by-block (acted) bookkeeping is needed.
//            Much faster to hash, and updated arithmetically on the engine's hot path.

export type Key = string | number;

/** Decoded final state. */
export interface TerminalInfo {
  endRound: number;
  winner: number;
  switched: boolean;
  strength: number[];
  status: number[];
}

export interface Codec {
  /** True for the two-word numeric codec (then `pair` is set). */
  numeric: boolean;
  /**
   * Key of a READY (transient) or TERMINAL work, for generic use (the pair codec gives "hi,lo"
   * strings here; the engine's hot path uses the pair form directly).
   */
  encode(w: Work): Key;
  /** Loads a transient key into w (phase TURN). */
  decode(k: Key, w: Work): void;
  isTerminal(k: Key): boolean;
  /** Strictly increases along every transition between transient states. */
  stage(k: Key): number;
  /** Decodes a final state (into `into` when given, to avoid allocations). */
  terminal(k: Key, into?: TerminalInfo): TerminalInfo;
  attackerWon(k: Key): boolean;
  pair?: PairCodec;
}

/**
 * Two-word numeric keys (hi, lo). lo holds blocks 0..m-1 (4 bits each, m <= 13); hi holds the
 * other blocks in its low bits and the header above them. A key can be updated arithmetically
 * when one block changes: key = (header(w, slot) + blocksHi(w), blocksLo(w)).
 */
export interface PairCodec {
  /** Set by encodePair. */
  hi: number;
  lo: number;
  encodePair(w: Work): void;
  decodePair(hi: number, lo: number, w: Work): void;
  terminalPair(hi: number, lo: number, into?: TerminalInfo): TerminalInfo;
  attackerWonHi(hi: number): boolean;
  /** stage = floor(hi / stageDivisor); final iff hi >= terminalFrom. */
  stageDivisor: number;
  terminalFrom: number;
  weightLo: Float64Array;
  weightHi: Float64Array;
  code(w: Work, i: number): number;
  blocksLo(w: Work): number;
  blocksHi(w: Work): number;
  /** The block part of hi (what blocksHi gives for the decoded state). */
  blockPartHi(hi: number): number;
  /** Header offsets (added to the block part of hi). */
  header(w: Work, slot: number): number;
  headerNewRound(w: Work, round: number, slot: number): number;
  terminalHeader(endRound: number, winner: number, sw: number): number;
}

function stringCodec(b: Compiled): Codec {
  const n = b.n;
  const buf: number[] = [];
  const transientKey = (w: Work): string => {
    buf.length = b.keyLen;
    buf[0] = 0;
    buf[1] = w.round;
    buf[2] = w.slot;
    buf[3] = w.sw;
    let p = 4;
    for (let g = 0; g < b.G; g++) buf[p++] = w.ext[g] as number;
    for (let c = 0; c < b.C; c++) buf[p++] = w.rc[c] as number;
    const { str, st, half, acted } = w;
    for (let i = 0; i < n; i++) {
      buf[p++] = (str[i] as number) | ((st[i] as number) << 3) | ((half[i] as number) << 5) | ((acted[i] as number) << 6);
    }
    return String.fromCharCode.apply(null, buf);
  };
  const terminalKey = (w: Work): string => {
    buf.length = 4 + n;
    buf[0] = 1;
    buf[1] = w.endRound;
    buf[2] = w.winner;
    buf[3] = w.sw;
    for (let i = 0; i < n; i++) buf[4 + i] = (w.str[i] as number) | ((w.st[i] as number) << 3);
    return String.fromCharCode.apply(null, buf);
  };
  return {
    numeric: false,
    encode: (w) => (w.phase === PHASE_TERMINAL ? terminalKey(w) : transientKey(w)),
    decode(key, w) {
      const k = key as string;
      w.round = k.charCodeAt(1);
      w.slot = k.charCodeAt(2);
      w.sw = k.charCodeAt(3);
      let p = 4;
      for (let g = 0; g < b.G; g++) w.ext[g] = k.charCodeAt(p++);
      for (let c = 0; c < b.C; c++) w.rc[c] = k.charCodeAt(p++);
      for (let i = 0; i < n; i++) {
        const code = k.charCodeAt(p++);
        w.str[i] = code & 7;
        w.st[i] = (code >> 3) & 3;
        w.half[i] = (code >> 5) & 1;
        w.acted[i] = (code >> 6) & 1;
      }
      w.phase = PHASE_TURN;
      w.nextGroup = 0;
      w.winner = -1;
      w.endRound = 0;
    },
    isTerminal: (k) => (k as string).charCodeAt(0) === 1,
    stage(key) {
      const k = key as string;
      let acted = 0;
      for (let i = k.length - n; i < k.length; i++) acted += (k.charCodeAt(i) >> 6) & 1;
      return (k.charCodeAt(1) * 8 + k.charCodeAt(2)) * 64 + acted;
    },
    terminal(key) {
      const k = key as string;
      const strength: number[] = [];
      const status: number[] = [];
      for (let i = 0; i < n; i++) {
        const code = k.charCodeAt(4 + i);
        strength.push(code & 7);
        status.push((code >> 3) & 3);
      }
      return { endRound: k.charCodeAt(1), winner: k.charCodeAt(2), switched: k.charCodeAt(3) === 1, strength, status };
    },
    attackerWon: (k) => (k as string).charCodeAt(2) === 0,
  };
}

function bitsFor(max: number): number {
  let bits = 0;
  while (2 ** bits <= max) bits++;
  return bits;
}

const TWO32 = 4294967296;
const INV_TWO32 = 1 / TWO32; // exact (a power of two)

// 4-bit block codes: 0-4 active at that strength, 5-8 fortress carrying a half-hit at 1-4,
// 9-13 retreated at 0-4, 14 eliminated. ENCODE is indexed status << 4 | halfHit << 3 | strength.
export const ENCODE = new Uint8Array(64);
export const DEC_STR = new Uint8Array(16);
export const DEC_ST = new Uint8Array(16);
export const DEC_HALF = new Uint8Array(16);
for (let x = 0; x <= 4; x++) {
  ENCODE[(ST_ACTIVE << 4) | x] = x;
  ENCODE[(ST_ACTIVE << 4) | 8 | x] = x >= 1 ? 4 + x : 0;
  ENCODE[(ST_RETREATED << 4) | x] = 9 + x;
  ENCODE[(ST_RETREATED << 4) | 8 | x] = 9 + x;
  ENCODE[(ST_ELIMINATED << 4) | x] = 14;
  ENCODE[(ST_ELIMINATED << 4) | 8 | x] = 14;
}
for (let code = 0; code < 16; code++) {
  if (code <= 4) DEC_STR[code] = code;
  else if (code <= 8) {
    DEC_STR[code] = code - 4;
    DEC_HALF[code] = 1;
  } else if (code <= 13) {
    DEC_STR[code] = code - 9;
    DEC_ST[code] = ST_RETREATED;
  } else DEC_ST[code] = ST_ELIMINATED;
}

/** Reads the 4-bit code at position j of a block word (< 2^52). */
function nibble(wLo32: number, wHi32: number, j: number): number {
  return j < 8 ? (wLo32 >>> (4 * j)) & 15 : (wHi32 >>> (4 * j - 32)) & 15;
}

/**
 * Two-word numeric codec, or null when the state does not fit (more than about 20 blocks, or a
 * very large header). Block codes: 0-4 active at that strength, 5-8 fortress with a half-hit at
 * 1-4, 9-13 retreated at 0-4, 14 eliminated. The header holds, from its low bit: the retreat
 * counters, 2 bits per HQ group's extensions, switched (1), slot or winner (3), round or end round
 * (4) and the terminal flag (1).
 */
function pairCodec(b: Compiled): Codec | null {
  const n = b.n;
  const m = Math.min(n, 13);
  const extGroups: number[] = [];
  for (let g = 0; g < b.G; g++) {
    for (let i = 0; i < n; i++) if (b.isHQ[i] === 1 && b.group[i] === g) {
      extGroups.push(g);
      break;
    }
  }
  const capBits = b.capLimit.map((lim) => bitsFor(lim));
  let pos = 0;
  const capPos = capBits.map((w) => {
    const p = pos;
    pos += w;
    return p;
  });
  const extPos = extGroups.map(() => {
    const p = pos;
    pos += 2;
    return p;
  });
  const swPos = pos;
  const slotPos = pos + 1;
  const roundPos = pos + 4;
  const termPos = pos + 8;
  const headerBits = termPos + 1;
  const hiBlockBits = 4 * (n - m);
  if (headerBits > 31 || headerBits + hiBlockBits > 52) return null;
  const hiMul = 2 ** hiBlockBits;
  const weightLo = new Float64Array(n);
  const weightHi = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    if (i < m) weightLo[i] = 16 ** i;
    else weightHi[i] = 16 ** (i - m);
  }
  const code = (w: Work, i: number): number =>
    ENCODE[((w.st[i] as number) << 4) | ((w.half[i] as number) << 3) | (w.str[i] as number)] as number;
  const invHiMul = 1 / hiMul; // exact: hiMul is a power of two
  const headerOf = (hi: number): number => Math.floor(hi * invHiMul);
  const transientHeader = (w: Work, round: number, slot: number, withRc: boolean): number => {
    let h = (round << roundPos) | (slot << slotPos) | (w.sw << swPos);
    if (withRc) for (let c = 0; c < capPos.length; c++) h |= (w.rc[c] as number) << (capPos[c] as number);
    for (let j = 0; j < extPos.length; j++) h |= (w.ext[extGroups[j] as number] as number) << (extPos[j] as number);
    return h;
  };
  /** Reads a final state's blocks into plain arrays; returns the header. */
  const readFinal = (hi: number, lo: number, str: number[], st: number[]): number => {
    const h = headerOf(hi);
    const hb = hi - h * hiMul;
    const lo32 = lo >>> 0;
    const loHi = (lo * INV_TWO32) >>> 0;
    const hb32 = hb >>> 0;
    const hbHi = (hb * INV_TWO32) >>> 0;
    for (let i = 0; i < n; i++) {
      const c = i < m ? nibble(lo32, loHi, i) : nibble(hb32, hbHi, i - m);
      str[i] = DEC_STR[c] as number;
      st[i] = DEC_ST[c] as number;
    }
    return h;
  };
  const blocksLo = (w: Work): number => {
    let lo32 = 0;
    let hi32 = 0;
    for (let i = 0; i < m; i++) {
      const c = code(w, i);
      if (i < 8) lo32 |= c << (4 * i);
      else hi32 |= c << (4 * i - 32);
    }
    return (hi32 >>> 0) * TWO32 + (lo32 >>> 0);
  };
  const blocksHi = (w: Work): number => {
    let v = 0;
    for (let i = m; i < n; i++) v += code(w, i) * (weightHi[i] as number);
    return v;
  };
  const pc: PairCodec = {
    hi: 0,
    lo: 0,
    encodePair(w) {
      const term = w.phase === PHASE_TERMINAL;
      if (!term) for (let i = 0; i < n; i++) if (w.acted[i] === 1) throw new Error('numeric battle keys cannot hold mid-slot states');
      const h = term
        ? (1 << termPos) | (w.endRound << roundPos) | (w.winner << slotPos) | (w.sw << swPos)
        : transientHeader(w, w.round, w.slot, true);
      pc.lo = blocksLo(w);
      pc.hi = h * hiMul + blocksHi(w);
    },
    decodePair(hi, lo, w) {
      const h = headerOf(hi);
      const hb = hi - h * hiMul;
      const lo32 = lo >>> 0;
      const loHi = (lo * INV_TWO32) >>> 0;
      const hb32 = hb >>> 0;
      const hbHi = (hb * INV_TWO32) >>> 0;
      const { str, st, half, acted } = w;
      for (let i = 0; i < n; i++) {
        const c = i < m ? nibble(lo32, loHi, i) : nibble(hb32, hbHi, i - m);
        str[i] = DEC_STR[c] as number;
        st[i] = DEC_ST[c] as number;
        half[i] = DEC_HALF[c] as number;
        acted[i] = 0;
      }
      for (let c = 0; c < capPos.length; c++) w.rc[c] = (h >>> (capPos[c] as number)) & ((1 << (capBits[c] as number)) - 1);
      if (extPos.length > 0) {
        const ext = w.ext;
        for (let g = 0; g < ext.length; g++) ext[g] = 0;
        for (let j = 0; j < extPos.length; j++) ext[extGroups[j] as number] = (h >>> (extPos[j] as number)) & 3;
      }
      w.sw = (h >>> swPos) & 1;
      w.slot = (h >>> slotPos) & 7;
      w.round = (h >>> roundPos) & 15;
      w.phase = PHASE_TURN;
      w.nextGroup = 0;
      w.winner = -1;
      w.endRound = 0;
    },
    terminalPair(hi, lo, into) {
      const t = into ?? { endRound: 0, winner: 0, switched: false, strength: new Array<number>(n).fill(0), status: new Array<number>(n).fill(0) };
      const h = readFinal(hi, lo, t.strength, t.status);
      t.endRound = (h >>> roundPos) & 15;
      t.winner = (h >>> slotPos) & 7;
      t.switched = ((h >>> swPos) & 1) === 1;
      return t;
    },
    attackerWonHi: (hi) => ((headerOf(hi) >>> slotPos) & 7) === 0,
    stageDivisor: hiMul * 2 ** slotPos,
    terminalFrom: hiMul * 2 ** termPos,
    weightLo,
    weightHi,
    code,
    blocksLo,
    blocksHi,
    blockPartHi: (hi) => hi - headerOf(hi) * hiMul,
    header: (w, slot) => transientHeader(w, w.round, slot, true) * hiMul,
    headerNewRound: (w, round, slot) => transientHeader(w, round, slot, false) * hiMul,
    terminalHeader: (endRound, winner, sw) => ((1 << termPos) | (endRound << roundPos) | (winner << slotPos) | (sw << swPos)) * hiMul,
  };
  // Generic string form "hi,lo" (used only off the hot path, e.g. for look-ahead values).
  const split = (k: Key): [number, number] => {
    const str = k as string;
    const c = str.indexOf(',');
    return [Number(str.slice(0, c)), Number(str.slice(c + 1))];
  };
  return {
    numeric: true,
    pair: pc,
    encode(w) {
      pc.encodePair(w);
      return `${pc.hi},${pc.lo}`;
    },
    decode(k, w) {
      const [hi, lo] = split(k);
      pc.decodePair(hi, lo, w);
    },
    isTerminal: (k) => split(k)[0] >= pc.terminalFrom,
    stage: (k) => Math.floor(split(k)[0] / pc.stageDivisor),
    terminal(k, into) {
      const [hi, lo] = split(k);
      return pc.terminalPair(hi, lo, into);
    },
    attackerWon: (k) => pc.attackerWonHi(split(k)[0]),
  };
}

/** The fastest codec that can represent this battle's states. */
export function makeCodec(b: Compiled, options: EngineOptions = {}): Codec {
  const needsActed = b.ruleKind[0] === RULE_RATIO || b.ruleKind[1] === RULE_RATIO;
  if (options.codec === 'string') return stringCodec(b);
  return (!needsActed && pairCodec(b)) || stringCodec(b);
}

/**
 * Engine switches, for cross-checking the optimised paths against the plain ones in tests. The
 * defaults are the fastest exact settings; every combination gives the same probabilities.
 */
export interface EngineOptions {
  /** 'auto' (two-word packed numbers when they fit) or 'string' keys. */
  codec?: 'auto' | 'string';
  /** Arithmetic key updates for hit sequences (two-word keys only). Default true. */
  fastPath?: boolean;
  /** Small-integer keys for the hit-distribution cache. Default true. */
  smallPmfKeys?: boolean;
  /**
   * The side-config kernel (kernel.ts) for battles under the default policy. Default: on, unless
   * one of the plain paths above is asked for.
   */
  kernel?: boolean;
  /** Kernel configs per side before it gives up and the general engine takes over (tests of that fallback). */
  kernelMaxConfigs?: number;
}

// ---------------------------------------------------------------------------------------------
// Queries

export function roleOf(b: Compiled, w: Work, i: number): number {
  return (b.side[i] as number) ^ w.sw;
}

/** Present in the battle right now: active, and not a hidden reserve in round 1 [7.23]. */
export function isPresent(b: Compiled, w: Work, i: number): boolean {
  return w.st[i] === ST_ACTIVE && (w.round >= 2 || b.reserve[i] === 0);
}

/** Blocks acting in slot s (input order). */
export function slotBlocks(b: Compiled, w: Work, s: number): number[] {
  return b.slotList[w.sw * 8 + s] as number[];
}

export function rolePresent(b: Compiled, w: Work, role: number): boolean {
  for (const i of b.bySide[role ^ w.sw] as number[]) if (isPresent(b, w, i)) return true;
  return false;
}

function rolePending(b: Compiled, w: Work, role: number): boolean {
  if (w.round >= 2) return false;
  for (const i of b.bySide[role ^ w.sw] as number[]) if (w.st[i] === ST_ACTIVE && b.reserve[i] === 1) return true;
  return false;
}

export function presentStrength(b: Compiled, w: Work, role: number): number {
  let s = 0;
  for (const i of b.bySide[role ^ w.sw] as number[]) if (isPresent(b, w, i)) s += w.str[i] as number;
  return s;
}

/** Winning role if the battle is over now, else -1 [7.2, 7.23, A-14]. */
export function endCheck(b: Compiled, w: Work): number {
  // One pass: per role, is any block present, and is any reserve still to arrive (round 1)?
  let attPresent = false;
  let attPending = false;
  let defPresent = false;
  let defPending = false;
  const r1 = w.round === 1;
  const { st } = w;
  const { side, reserve } = b;
  for (let i = 0; i < b.n; i++) {
    if (st[i] !== ST_ACTIVE) continue;
    const att = ((side[i] as number) ^ w.sw) === 0;
    if (r1 && reserve[i] === 1) {
      if (att) attPending = true;
      else defPending = true;
    } else if (att) attPresent = true;
    else defPresent = true;
  }
  if (!attPresent && !attPending) return 1;
  if (!defPresent) return defPending ? -1 : 0; // 7.23: the switch happens at the start of round 2
  return -1;
}

/** Round in which blocks of owner group g must retreat while attacking (4, +1 per extension) [7.2, 7.61]. */
export function deadline(w: Work, g: number): number {
  return BASE_LAST_ROUND + (w.ext[g] as number);
}

export function isForcedRetreat(b: Compiled, w: Work, i: number): boolean {
  return roleOf(b, w, i) === 0 && w.round >= deadline(w, b.group[i] as number);
}

export function hasRetreatCapacity(b: Compiled, w: Work, i: number): boolean {
  const c = b.capGroup[i] as number;
  return c < 0 || (w.rc[c] as number) < (b.capLimit[c] as number);
}

export function useRetreatCapacity(b: Compiled, w: Work, i: number): void {
  const c = b.capGroup[i] as number;
  if (c >= 0) w.rc[c] = (w.rc[c] as number) + 1;
}

export function threshold(b: Compiled, w: Work, i: number): number {
  return w.round === 1 ? (b.thrR1[i] as number) : (b.thrLater[i] as number);
}

/** Dice a block rolls when it fires now (0 when it may not fire: Panic in round 1, 0-step fleet). */
export function diceFor(b: Compiled, w: Work, i: number): number {
  if (w.round === 1 && b.noFireR1[i] === 1) return 0;
  return w.str[i] as number;
}

export function isReady(b: Compiled, w: Work, i: number): boolean {
  return w.acted[i] === 0 && isPresent(b, w, i);
}

/** First block of the current slot that has not acted yet, or -1. */
export function nextReady(b: Compiled, w: Work): number {
  for (const i of slotBlocks(b, w, w.slot)) if (isReady(b, w, i)) return i;
  return -1;
}

// ---------------------------------------------------------------------------------------------
// Hits [2.32, 7.31, 7.32, 8.2]

/**
 * The block that must take the next hit on `role`, or -1 when none can (excess hits are forfeit [7.23]).
 * When `ties` is given, it receives all equally strong candidates (length > 1 means the owner chooses).
 */
export function hitTarget(b: Compiled, w: Work, role: number, ties?: number[]): number {
  // Blocks are scanned in tie-break order, so the first block of the highest strength wins a tie.
  const order = b.tieOrder[role ^ w.sw] as Int32Array;
  const { st, str, half } = w;
  const r1 = w.round === 1;
  let best = -1;
  let bestStr = -1;
  for (let j = 0; j < order.length; j++) {
    const i = order[j] as number;
    if (st[i] !== ST_ACTIVE || (r1 && b.reserve[i] === 1)) continue;
    if (half[i] === 1) {
      // The next hit must be taken on a fortress carrying a half-hit [7.32].
      if (ties) {
        ties.length = 0;
        ties.push(i);
      }
      return i;
    }
    const s = str[i] as number;
    if (s > bestStr) {
      best = i;
      bestStr = s;
    }
  }
  if (ties) {
    ties.length = 0;
    if (best >= 0) for (const i of b.bySide[role ^ w.sw] as number[]) if (isPresent(b, w, i) && w.str[i] === bestStr) ties.push(i);
  }
  return best;
}

/** Applies one hit to block i. */
export function hitBlock(b: Compiled, w: Work, i: number): void {
  if (w.half[i] === 1) {
    w.half[i] = 0;
    w.str[i] = (w.str[i] as number) - 1;
    if (w.str[i] === 0) w.st[i] = ST_ELIMINATED;
    return;
  }
  if (b.isFort[i] === 1) {
    w.half[i] = 1; // double defence: the first hit is a half-hit and costs no dice [7.32]
    return;
  }
  const s = w.str[i] as number;
  if (s === 0) {
    w.st[i] = ST_ELIMINATED; // a 0-step fleet needs one hit to be sunk [8.2]
    return;
  }
  w.str[i] = s - 1;
  if (s === 1 && b.isFleet[i] === 0) w.st[i] = ST_ELIMINATED;
}

/** Applies one hit to `role` using the tie policy; false when no block can take it. */
export function applyOneHit(b: Compiled, w: Work, role: number): boolean {
  const t = hitTarget(b, w, role);
  if (t < 0) return false;
  hitBlock(b, w, t);
  return true;
}

/** 7.23 / A-13 step loss of an arriving defending reserve. */
export function reserveStepLoss(b: Compiled, w: Work, i: number): void {
  const s = w.str[i] as number;
  if (s === 0) w.st[i] = ST_ELIMINATED;
  else {
    w.str[i] = s - 1;
    if (s === 1 && b.isFleet[i] === 0) w.st[i] = ST_ELIMINATED;
  }
}

// ---------------------------------------------------------------------------------------------
// Voluntary retreat rules (a policy, not a rule of the game)

export function wantsVoluntaryRetreat(b: Compiled, w: Work, i: number): boolean {
  if (w.round < 2 || b.isFort[i] === 1) return false;
  const sd = b.side[i] as number;
  switch (b.ruleKind[sd]) {
    case RULE_WITHDRAW:
      return w.round >= (b.ruleParam[sd] as number);
    case RULE_STRENGTH:
      return (w.str[i] as number) <= (b.ruleParam[sd] as number);
    case RULE_RATIO: {
      const role = roleOf(b, w, i);
      return presentStrength(b, w, role) < (b.ruleParam[sd] as number) * presentStrength(b, w, 1 - role);
    }
    default:
      return false;
  }
}

/** True when the acting side's decisions depend on the enemy's strength, so a slot is played block by block. */
export function slotNeedsSequentialPlay(b: Compiled, w: Work): boolean {
  if (w.round < 2) return false;
  const role = w.slot & 1 ? 0 : 1;
  return b.ruleKind[role ^ w.sw] === RULE_RATIO;
}

export const ACT_FIRE = 0;
export const ACT_RETREAT = 1;
export const ACT_ELIMINATE = 2;

/** The policy's action for block i on its turn: forced retreat (or elimination), voluntary retreat, or fire. */
export function policyAction(b: Compiled, w: Work, i: number): number {
  if (isForcedRetreat(b, w, i)) {
    // [7.2, 7.4]: the attacker must retreat; a block that cannot (no capacity, or a fortress, A-49) is eliminated.
    return b.isFort[i] === 0 && hasRetreatCapacity(b, w, i) ? ACT_RETREAT : ACT_ELIMINATE;
  }
  if (wantsVoluntaryRetreat(b, w, i) && hasRetreatCapacity(b, w, i)) return ACT_RETREAT;
  return ACT_FIRE;
}

export function doRetreat(b: Compiled, w: Work, i: number): void {
  useRetreatCapacity(b, w, i);
  w.st[i] = ST_RETREATED;
}

// ---------------------------------------------------------------------------------------------
// Advancing between battle turns, rounds and the end of the battle

/** Decisions the rules leave to a player. Return null to pause (the resolver asks the user). */
export interface Decider {
  /**
   * True for the engine: slots in which no block can roll a die (forced or policy retreats,
   * 0-step fleets...) are played inside advance() by the policy. The resolver leaves them to the player.
   */
  autoPlay: boolean;
  /** False when extension is never chosen (lets the engine skip the HQ checks). */
  considersExtension: boolean;
  /** False when pursuit is never chosen. */
  considersPursuit: boolean;
  extend(b: Compiled, w: Work, g: number, hq: number): boolean | null;
  pursue(b: Compiled, w: Work, g: number, hq: number): boolean | null;
}

/** The HQ of group g that could extend now (attacking, present, strength >= 2, deadline next round), or -1. */
export function extensionHQ(b: Compiled, w: Work, g: number): number {
  if (((b.groupSide[g] as number) ^ w.sw) !== 0) return -1; // only the attacking side's HQ
  if (deadline(w, g) !== w.round + 1) return -1;
  let best = -1;
  for (let i = 0; i < b.n; i++) {
    if (b.isHQ[i] === 1 && b.group[i] === g && isPresent(b, w, i) && (w.str[i] as number) >= 2) {
      if (best < 0 || (w.str[i] as number) > (w.str[best] as number)) best = i;
    }
  }
  return best;
}

/** The HQ of group g that could pursue after its side's victory (strength >= 2, still in the region), or -1. */
export function pursuitHQ(b: Compiled, w: Work, g: number): number {
  if (b.groupSide[g] !== w.winner) return -1;
  let best = -1;
  for (let i = 0; i < b.n; i++) {
    if (b.isHQ[i] === 1 && b.group[i] === g && w.st[i] === ST_ACTIVE && (w.str[i] as number) >= 2) {
      if (best < 0 || (w.str[i] as number) > (w.str[best] as number)) best = i;
    }
  }
  return best;
}

/** Marks the battle as won by `role`; half-hits are recovered [7.32]. */
export function finishBattle(b: Compiled, w: Work, role: number): void {
  w.winner = role ^ w.sw;
  w.endRound = w.round;
  w.half.fill(0);
  w.acted.fill(0);
  w.phase = PHASE_PURSUIT;
  w.nextGroup = 0;
}

function startNextRound(b: Compiled, w: Work): void {
  w.round++;
  if (w.round > MAX_ROUND) throw new Error('battle exceeded the maximum number of rounds');
  w.slot = 0;
  w.acted.fill(0);
  w.rc.fill(0);
  w.phase = PHASE_TURN;
  if (w.round === 2 && w.sw === 0) {
    // 7.23: all defenders eliminated in round 1 while defending reserves exist -> the reserves
    // each lose 1 step and become the attackers; the original attackers become the defenders.
    let main = false;
    let reserves = false;
    for (const i of b.bySide[1] as number[]) {
      if (w.st[i] !== ST_ACTIVE) continue;
      if (b.reserve[i] === 1) reserves = true;
      else main = true;
    }
    if (!main && reserves) {
      for (const i of b.bySide[1] as number[]) if (w.st[i] === ST_ACTIVE) reserveStepLoss(b, w, i);
      w.sw = 1;
    }
  }
}

/** Moves w.slot to the next slot with a block ready to act in this round; false at the end of the round. */
function findReadySlot(b: Compiled, w: Work): boolean {
  // In round 1 a side with no block present cannot be hit and (hidden reserves aside) cannot
  // fire, so the rest of the round changes nothing [7.23].
  if (w.round === 1 && (!rolePresent(b, w, 0) || !rolePresent(b, w, 1))) return false;
  const { acted } = w;
  for (let s = w.slot; s < 8; s++) {
    const list = b.slotList[w.sw * 8 + s] as number[];
    if (s !== w.slot) {
      // acted flags are only kept for the current slot
      for (const i of b.slotList[w.sw * 8 + w.slot] as number[]) acted[i] = 0;
      w.slot = s;
    }
    for (let j = 0; j < list.length; j++) {
      const i = list[j] as number;
      if (acted[i] === 0 && isPresent(b, w, i)) return true;
    }
  }
  return false;
}

/** The next slot of this round (after w.slot) with a block ready to act, or -1. */
export function nextSlotAfter(b: Compiled, w: Work): number {
  for (let s = w.slot + 1; s < 8; s++) {
    const list = b.slotList[w.sw * 8 + s] as number[];
    for (let j = 0; j < list.length; j++) if (isPresent(b, w, list[j] as number)) return s;
  }
  return -1;
}

function hasHalfHit(w: Work): boolean {
  const h = w.half;
  for (let i = 0; i < h.length; i++) if (h[i] === 1) return true;
  return false;
}

/** Key header of the state that follows `w` without any decision, or -1 when the general path is needed. */
/** Set by fastHeader: the lo-word delta of the offset it returned, and whether it leads to a final state. */
let fastDeltaLo = 0;
let fastOffsetIsTerminal = false;

/**
 * Offset of the state that follows `w` without any player decision: the next key is
 * (offset + block part of hi, fastDeltaLo + block part of lo); -1 when the general path is
 * needed. Slots in which every block of the attacker must retreat (its last round, unlimited
 * capacity, no fortress) are played arithmetically: each retreat turns a block code x into 9 + x.
 */
function fastHeader(b: Compiled, pc: PairCodec, w: Work, roundFast: boolean, considersPursuit: boolean): number {
  fastOffsetIsTerminal = false;
  fastDeltaLo = 0;
  let deltaHi = 0;
  let attLeft = -1;
  let s = w.slot;
  for (;;) {
    let nx = -1;
    for (let t = s + 1; t < 8 && nx < 0; t++) {
      const list = b.slotList[w.sw * 8 + t] as number[];
      for (let j = 0; j < list.length; j++) if (isPresent(b, w, list[j] as number)) {
        nx = t;
        break;
      }
    }
    if (nx < 0) break;
    if ((nx & 1) === 1 && w.round >= BASE_LAST_ROUND) {
      // Attacker's slot in (possibly) its last round: skippable if every block must retreat freely.
      const list = b.slotList[w.sw * 8 + nx] as number[];
      let ok = true;
      let dHi = 0;
      let dLo = 0;
      let count = 0;
      for (let j = 0; j < list.length; j++) {
        const i = list[j] as number;
        if (!isPresent(b, w, i)) continue;
        if (!isForcedRetreat(b, w, i) || (b.capGroup[i] as number) >= 0 || b.isFort[i] === 1) {
          ok = false;
          break;
        }
        dHi += 9 * (pc.weightHi[i] as number);
        dLo += 9 * (pc.weightLo[i] as number);
        count++;
      }
      if (!ok) return maybeDeterministic(b, w, nx, w.round) ? -1 : pc.header(w, nx) + deltaHi;
      if (attLeft < 0) {
        attLeft = 0;
        for (const i of b.bySide[w.sw] as number[]) if (isPresent(b, w, i)) attLeft++;
      }
      deltaHi += dHi;
      fastDeltaLo += dLo;
      attLeft -= count;
      if (attLeft === 0) {
        // The last attacking block has retreated: the defender holds [7.2].
        if (considersPursuit) return -1;
        fastOffsetIsTerminal = true;
        return pc.terminalHeader(w.round, 1 ^ w.sw, w.sw) + deltaHi;
      }
      s = nx;
      continue;
    }
    return maybeDeterministic(b, w, nx, w.round) ? -1 : pc.header(w, nx) + deltaHi;
  }
  if (deltaHi > 0 || fastDeltaLo > 0 || !roundFast) return -1;
  const first = firstSlotOfRound(b, w);
  return first >= 0 && !maybeDeterministic(b, w, first, w.round + 1) ? pc.headerNewRound(w, w.round + 1, first) : -1;
}

/** First slot with a present block in the next round (round >= 2: reserves are present), or -1. */
function firstSlotOfRound(b: Compiled, w: Work): number {
  for (let s = 0; s < 8; s++) {
    const list = b.slotList[w.sw * 8 + s] as number[];
    for (let j = 0; j < list.length; j++) if (w.st[list[j] as number] === ST_ACTIVE) return s;
  }
  return -1;
}

/**
 * Runs the deterministic part of the battle until a block must act (READY), the battle is over
 * (TERMINAL) or a player decision is needed (PAUSED).
 */
export function advance(b: Compiled, w: Work, d: Decider): number {
  for (;;) {
    if (w.phase === PHASE_TERMINAL) return ADV_TERMINAL;
    if (w.phase === PHASE_PURSUIT) {
      while (d.considersPursuit && w.nextGroup < b.G) {
        const g = w.nextGroup;
        const hq = pursuitHQ(b, w, g);
        if (hq >= 0) {
          const c = d.pursue(b, w, g, hq);
          if (c === null) return ADV_PAUSED;
          if (c) w.str[hq] = (w.str[hq] as number) - 1; // [7.62] the HQ spends 1 step
        }
        w.nextGroup++;
      }
      w.phase = PHASE_TERMINAL;
      return ADV_TERMINAL;
    }
    if (w.phase === PHASE_ROUND_END) {
      while (d.considersExtension && w.nextGroup < b.G) {
        const g = w.nextGroup;
        const hq = extensionHQ(b, w, g);
        if (hq >= 0) {
          const c = d.extend(b, w, g, hq);
          if (c === null) return ADV_PAUSED;
          if (c) {
            w.str[hq] = (w.str[hq] as number) - 1; // [7.61]
            w.ext[g] = (w.ext[g] as number) + 1;
          }
        }
        w.nextGroup++;
      }
      startNextRound(b, w);
      continue;
    }
    const e = endCheck(b, w);
    if (e >= 0) {
      finishBattle(b, w, e);
      continue;
    }
    if (findReadySlot(b, w)) {
      if (d.autoPlay && playDeterministicSlot(b, w)) continue;
      return ADV_READY;
    }
    w.phase = PHASE_ROUND_END;
    w.nextGroup = 0;
  }
}

/** Would this block roll at least one die that can hit if it fired now? */
function rollsDice(b: Compiled, w: Work, i: number): boolean {
  return diceFor(b, w, i) > 0 && threshold(b, w, i) > 0;
}

/**
 * Plays the current slot when no block in it rolls dice under the policy (all retreat, are
 * eliminated for want of a retreat, or have nothing to roll). Returns false, leaving w unchanged,
 * when some block would roll dice (or when a voluntary retreat competes for limited capacity).
 */
function playDeterministicSlot(b: Compiled, w: Work): boolean {
  const list = b.slotList[w.sw * 8 + w.slot] as number[];
  if (slotNeedsSequentialPlay(b, w)) {
    const i = nextReady(b, w);
    if (i < 0) return false;
    const a = policyAction(b, w, i);
    if (a === ACT_FIRE && rollsDice(b, w, i)) return false;
    w.acted[i] = 1;
    if (a === ACT_RETREAT) doRetreat(b, w, i);
    else if (a === ACT_ELIMINATE) w.st[i] = ST_ELIMINATED;
    return true;
  }
  for (let j = 0; j < list.length; j++) {
    const i = list[j] as number;
    if (!isReady(b, w, i)) continue;
    const a = policyAction(b, w, i);
    if (a === ACT_FIRE && rollsDice(b, w, i)) return false;
    if (a === ACT_RETREAT && !isForcedRetreat(b, w, i) && (b.capGroup[i] as number) >= 0) return false;
  }
  for (let j = 0; j < list.length; j++) {
    const i = list[j] as number;
    if (!isReady(b, w, i)) continue;
    const a = policyAction(b, w, i);
    w.acted[i] = 1;
    if (a === ACT_RETREAT) doRetreat(b, w, i);
    else if (a === ACT_ELIMINATE) w.st[i] = ST_ELIMINATED;
  }
  return true;
}

/**
 * True when slot s of the current round might be played without dice (then the fast key path
 * must not be used, since advance() would play it): forced retreats, a voluntary-retreat rule, or
 * blocks that may have nothing to roll.
 */
function maybeDeterministic(b: Compiled, w: Work, s: number, round: number): boolean {
  const role = s & 1 ? 0 : 1;
  const side = role ^ w.sw;
  if (round >= 2 && b.ruleKind[side] !== RULE_NEVER) return true;
  // Blocks that may have nothing to roll (fleets, a firepower of 0, Panic in round 1).
  if (b.staticDet[(round === 1 ? 16 : 0) + w.sw * 8 + s] === 1) return true;
  if (role === 0 && round >= BASE_LAST_ROUND) {
    const list = b.slotList[w.sw * 8 + s] as number[];
    for (let j = 0; j < list.length; j++) {
      const i = list[j] as number;
      if (round >= BASE_LAST_ROUND + (w.ext[b.group[i] as number] as number)) return true;
    }
  }
  return false;
}

// ---------------------------------------------------------------------------------------------
// Positions (JSON) <-> Work

/** Builds the Work for a (possibly partial) position, validating it. Fields are named "position.…". */
export function workFromPosition(b: Compiled, pos: BattlePositionInput | undefined, prefix = 'position'): Work {
  const w = initialWork(b);
  if (!pos) return w;
  const f = (s: string): string => `${prefix}.${s}`;
  w.round = pos.round ?? 1;
  if (!Number.isInteger(w.round) || w.round < 1 || w.round > MAX_ROUND) throw new AllianceInputError(f('round'), `round must be 1-${MAX_ROUND}`);
  w.sw = pos.switched ? 1 : 0;
  if (w.sw === 1 && w.round < 2) throw new AllianceInputError(f('switched'), 'the 7.23 switch happens at the start of round 2');
  if (w.sw === 1 && b.bySide[1]?.every((i) => b.reserve[i] === 0)) {
    throw new AllianceInputError(f('switched'), 'the 7.23 switch needs defending reserves');
  }
  const slot = pos.slot ?? 'A-defender';
  const s = SLOT_NAMES.indexOf(slot as SlotName);
  if (s < 0) throw new AllianceInputError(f('slot'), `unknown slot "${slot}"`);
  w.slot = s;
  for (const [id, p] of Object.entries(pos.blocks ?? {})) {
    const i = b.index.get(id);
    if (i === undefined) throw new AllianceInputError(f(`blocks.${id}`), `unknown block id "${id}"`);
    const blk = b.setup.blocks[i];
    const max = blk?.maxStrength ?? 4;
    if (p.strength !== undefined) {
      if (!Number.isInteger(p.strength) || p.strength < 0 || p.strength > max) {
        throw new AllianceInputError(f(`blocks.${id}.strength`), `strength must be 0-${max}`);
      }
      w.str[i] = p.strength;
    }
    if (p.status !== undefined) w.st[i] = p.status === 'active' ? ST_ACTIVE : p.status === 'retreated' ? ST_RETREATED : ST_ELIMINATED;
    if (w.st[i] === ST_ACTIVE && w.str[i] === 0 && b.isFleet[i] === 0) {
      throw new AllianceInputError(f(`blocks.${id}.strength`), 'an active army block has strength 1-4; use status "eliminated"');
    }
    if (w.st[i] === ST_RETREATED && b.isFort[i] === 1) {
      throw new AllianceInputError(f(`blocks.${id}.status`), 'a fortress cannot retreat [7.32]');
    }
    if (w.st[i] === ST_RETREATED && w.round < 2) {
      throw new AllianceInputError(f(`blocks.${id}.status`), 'no block can retreat in round 1 [7.2]');
    }
    if (p.halfHit) {
      if (b.isFort[i] !== 1) throw new AllianceInputError(f(`blocks.${id}.halfHit`), 'only a fortress takes half-hits [7.32]');
      if (w.st[i] !== ST_ACTIVE) throw new AllianceInputError(f(`blocks.${id}.halfHit`), 'only an active fortress can carry a half-hit');
      w.half[i] = 1;
    }
  }
  for (const sd of [0, 1]) {
    const halves = (b.bySide[sd] as number[]).filter((i) => w.half[i] === 1);
    if (halves.length > 1) {
      throw new AllianceInputError(f('blocks'), 'at most one fortress per side can carry a half-hit (the next hit must land on it) [7.32]');
    }
  }
  for (const [k, v] of Object.entries(pos.extensions ?? {})) {
    const g = b.groupKeys.indexOf(k);
    if (g < 0) throw new AllianceInputError(f(`extensions.${k}`), `unknown owner group "${k}" (use an owner, or "attacker"/"defender")`);
    w.ext[g] = v;
  }
  for (const [k, v] of Object.entries(pos.retreatsThisRound ?? {})) {
    const c = b.capKeys.indexOf(k);
    if (c < 0) throw new AllianceInputError(f(`retreatsThisRound.${k}`), `"${k}" has no retreat capacity limit in the policy`);
    w.rc[c] = v;
  }
  for (const [j, id] of (pos.acted ?? []).entries()) {
    const i = b.index.get(id);
    if (i === undefined) throw new AllianceInputError(f(`acted[${j}]`), `unknown block id "${id}"`);
    if (!slotBlocks(b, w, w.slot).includes(i)) throw new AllianceInputError(f(`acted[${j}]`), `block "${id}" does not act in slot ${slot}`);
    w.acted[i] = 1;
  }
  return w;
}

/** Current progress of every block as JSON. */
export function blockProgress(b: Compiled, w: Work): Record<string, BlockProgress> {
  const out: Record<string, BlockProgress> = {};
  for (let i = 0; i < b.n; i++) {
    out[b.ids[i] as string] = {
      strength: w.str[i] as number,
      status: w.st[i] === ST_ACTIVE ? 'active' : w.st[i] === ST_RETREATED ? 'retreated' : 'eliminated',
      halfHit: w.half[i] === 1,
    };
  }
  return out;
}

export function sideName(s: number): 'attacker' | 'defender' {
  return s === 0 ? 'attacker' : 'defender';
}

// ---------------------------------------------------------------------------------------------
// Exact expansion of one battle turn (or one slot of pooled turns)

/**
 * Returns expand(key, emit) for the exact chain: the ready blocks of the current slot act by the
 * policy; the firers' dice are pooled (same side, the enemy does not act in between), so the slot's
 * hit total is the convolution of Binomial(strength, threshold/6); each hit total leads to one state.
 * When the acting side's retreat rule depends on the enemy's strength, blocks act one at a time.
 */
/** A reusable list of block indices (cheaper to reset than an array's length). */
export class IntList {
  a: Int32Array;
  n = 0;
  constructor(capacity = 64) {
    this.a = new Int32Array(capacity);
  }
  push(x: number): void {
    this.a[this.n++] = x;
  }
}

/** Where an expansion writes its successors: two-word keys on the hot path, generic keys otherwise. */
interface Sink {
  pushPair(hi: number, lo: number, p: number): void;
  pushKey(k: Key, p: number): void;
}

class PairSink implements Sink {
  out: PairSuccessors | null = null;
  pushPair(hi: number, lo: number, p: number): void {
    (this.out as PairSuccessors).push(hi, lo, p);
  }
  pushKey(): void {
    throw new Error('a two-word chain received a generic key');
  }
}

class KeySink implements Sink {
  constructor(private readonly f: (k: Key, p: number) => void) {}
  pushPair(hi: number, lo: number, p: number): void {
    this.f(`${hi},${lo}`, p);
  }
  pushKey(k: Key, p: number): void {
    this.f(k, p);
  }
}

export interface Expander {
  /** Generic form (string keys, or "hi,lo" strings with the two-word codec). */
  expand: (k: Key, emit: (next: Key, p: number) => void) => void;
  /** Hot path of the two-word codec. */
  expandPairInto: (hi: number, lo: number, out: PairSuccessors) => void;
  /** Expands a READY work directly (it may be mid-slot); successors as pairs (two-word codec) or keys. */
  expandWork: (src: Work, pairs: PairSuccessors | null, emit: ((next: Key, p: number) => void) | null) => void;
}

/**
 * Exact expansion of one battle turn (or one slot of pooled turns): the ready blocks of the
 * current slot act by the policy; the firers' dice are pooled (same side, the enemy does not act
 * in between), so the slot's hit total is the convolution of Binomial(strength, threshold/6); each
 * hit total leads to one state. When the acting side's retreat rule depends on the enemy's
 * strength, blocks act one at a time.
 */
export function makeExpander(b: Compiled, codec: Codec, decider: Decider, options: EngineOptions = {}): Expander {
  // Scratch space per nesting depth: an 'ifBetter' decision evaluates look-ahead values, which
  // expands states while an outer expansion is still in progress.
  type Scratch = { w: Work; cur: Work; tmp: Work; firers: IntList; keyLo: number; keyHiBlocks: number; pairSink: PairSink };
  const stack: Scratch[] = [];
  let depth = 0;
  const pc = codec.pair ?? null;
  const fastPath = pc !== null && options.fastPath !== false;
  const pmfCache = new Map<string, DenseDist>();

  // Binomial(dice, threshold/6) for dice 0..4 and thresholds 0..6, indexed dice * 8 + threshold.
  const table: DenseDist[] = [];
  for (let dice = 0; dice <= 4; dice++) for (let t = 0; t < 8; t++) table[dice * 8 + t] = binomial(dice, Math.min(t, 6) / 6);
  const numCache = new Map<number, DenseDist>();
  // 4 * 5^rank within the block's side; used when no side has more than 12 blocks (keys stay small integers).
  const sidePow = new Float64Array(b.n);
  const smallSides = options.smallPmfKeys !== false && (b.bySide[0] as number[]).length <= 12 && (b.bySide[1] as number[]).length <= 12;
  for (const sd of [0, 1]) (b.bySide[sd] as number[]).forEach((i, r) => (sidePow[i] = 4 * 5 ** r));
  const hitsPmf = (w: Work, list: IntList): DenseDist => {
    const ids = list.a;
    const m = list.n;
    if (m === 1) {
      const i = ids[0] as number;
      return table[diceFor(b, w, i) * 8 + threshold(b, w, i)] as DenseDist;
    }
    if (smallSides) {
      // Small-integer key: each firer's dice in base 5 at its rank within its side, plus the
      // firing side and whether it is round 1 (thresholds differ).
      let key = (w.round === 1 ? 1 : 0) + 2 * (b.side[ids[0] as number] as number);
      for (let j = 0; j < m; j++) {
        const i = ids[j] as number;
        key += diceFor(b, w, i) * (sidePow[i] as number);
      }
      let d = numCache.get(key);
      if (!d) {
        d = [1];
        for (let j = 0; j < m; j++) {
          const i = ids[j] as number;
          d = convolve(d, table[diceFor(b, w, i) * 8 + threshold(b, w, i)] as DenseDist);
        }
        numCache.set(key, d);
      }
      return d;
    }
    let key = '';
    for (let j = 0; j < m; j++) {
      const i = ids[j] as number;
      key += String.fromCharCode(diceFor(b, w, i) * 8 + threshold(b, w, i));
    }
    let d = pmfCache.get(key);
    if (!d) {
      d = [1];
      for (let j = 0; j < m; j++) {
        const i = ids[j] as number;
        d = convolve(d, table[diceFor(b, w, i) * 8 + threshold(b, w, i)] as DenseDist);
      }
      pmfCache.set(key, d);
    }
    return d;
  };

  const emitAfter = (tmp: Work, src: Work, p: number, out: Sink): void => {
    tmp.copyFrom(src);
    if (advance(b, tmp, decider) === ADV_PAUSED) throw new Error('engine decider paused');
    if (pc) {
      pc.encodePair(tmp);
      out.pushPair(pc.hi, pc.lo, p);
    } else out.pushKey(codec.encode(tmp), p);
  };

  const run = (sc: Scratch, out: Sink): void => {
    const { w, cur, tmp, firers } = sc;
    const role = w.slot & 1 ? 0 : 1;
    firers.n = 0;
    // Retreats and eliminations below change block codes, so the key's block part is stale then.
    let changed = false;
    if (slotNeedsSequentialPlay(b, w)) {
      const i = nextReady(b, w);
      if (i < 0) throw new Error('no block ready in a transient state');
      w.acted[i] = 1;
      const a = policyAction(b, w, i);
      if (a === ACT_RETREAT) {
        doRetreat(b, w, i);
        changed = true;
      } else if (a === ACT_ELIMINATE) {
        w.st[i] = ST_ELIMINATED;
        changed = true;
      } else if (diceFor(b, w, i) > 0 && threshold(b, w, i) > 0) firers.push(i);
    } else {
      const list = b.slotList[w.sw * 8 + w.slot] as number[];
      const actingSide = role ^ w.sw;
      // Common case: before the attacker's last round and with no voluntary-retreat rule every
      // ready block fires, so no per-block policy check is needed.
      const allFire = w.round < BASE_LAST_ROUND && b.ruleKind[actingSide] === RULE_NEVER;
      // Retreats of the slot are taken first, then the firers' dice are pooled.
      for (let j = 0; j < list.length; j++) {
        const i = list[j] as number;
        if (!isReady(b, w, i)) continue;
        w.acted[i] = 1;
        const a = allFire ? ACT_FIRE : policyAction(b, w, i);
        if (a === ACT_RETREAT) {
          doRetreat(b, w, i);
          changed = true;
        } else if (a === ACT_ELIMINATE) {
          w.st[i] = ST_ELIMINATED;
          changed = true;
        } else if (diceFor(b, w, i) > 0 && threshold(b, w, i) > 0) firers.push(i);
      }
      // The next non-empty slot(s) of this round may belong to the same side (e.g. defending A
      // then defending B when no attacking A block is present). Hits only land on the enemy, so
      // nothing changes in between for the firing side and, when all of that slot's blocks fire,
      // its dice are pooled too. Slots that are empty now stay empty (hits cannot revive a block).
      let curList = list;
      for (;;) {
        const next = nextSlotAfter(b, w);
        if (next < 0 || (next & 1) !== (w.slot & 1)) break;
        const nextList = b.slotList[w.sw * 8 + next] as number[];
        if (!allFire) {
          let every = true;
          for (let j = 0; j < nextList.length; j++) {
            const i = nextList[j] as number;
            if (isPresent(b, w, i) && policyAction(b, w, i) !== ACT_FIRE) every = false;
          }
          if (!every) break;
        }
        for (let j = 0; j < curList.length; j++) w.acted[curList[j] as number] = 0;
        for (let j = 0; j < nextList.length; j++) {
          const i = nextList[j] as number;
          if (!isPresent(b, w, i)) continue;
          w.acted[i] = 1;
          if (diceFor(b, w, i) > 0 && threshold(b, w, i) > 0) firers.push(i);
        }
        w.slot = next;
        curList = nextList;
      }
    }
    if (firers.n === 0) {
      emitAfter(tmp, w, 1, out);
      return;
    }
    const pmf = hitsPmf(w, firers);
    const target = 1 - role;
    cur.copyFrom(w);
    let tail = 1;
    if (fastPath && pc) {
      // Fast path: the hit totals 0, 1, 2... differ by one block at a time. While the battle goes
      // on without a player decision, the next key is updated arithmetically instead of copying,
      // advancing and re-encoding the whole state.
      const wLo = pc.weightLo;
      const wHi = pc.weightHi;
      let bLo = sc.keyLo >= 0 && !changed ? sc.keyLo : pc.blocksLo(cur);
      let bHi = sc.keyLo >= 0 && !changed ? sc.keyHiBlocks : pc.blocksHi(cur);
      // At the end of a round from round 2 on, with no HQ decision to take, the next state is
      // simply the first non-empty slot of the next round (no switch, no reserve reveal).
      const roundFast = !decider.considersExtension && cur.round >= 2 && cur.round < MAX_ROUND;
      const pursuit = decider.considersPursuit;
      let off = fastHeader(b, pc, cur, roundFast, pursuit);
      let offLo = fastDeltaLo;
      let offTerminal = fastOffsetIsTerminal;
      // In a state ready to act both sides have blocks present; only an elimination can change that.
      let targetPresent = true;
      for (let h = 0; h < pmf.length; h++) {
        const ph = pmf[h] as number;
        if (h > 0) {
          const t = hitTarget(b, cur, target);
          if (t >= 0) {
            const before = pc.code(cur, t);
            hitBlock(b, cur, t);
            const d = pc.code(cur, t) - before;
            bLo += d * (wLo[t] as number);
            bHi += d * (wHi[t] as number);
            if (cur.st[t] === ST_ELIMINATED) {
              targetPresent = rolePresent(b, cur, target);
              if (off >= 0) {
                off = fastHeader(b, pc, cur, roundFast, pursuit);
                offLo = fastDeltaLo;
                offTerminal = fastOffsetIsTerminal;
              }
            }
          }
        }
        if (!targetPresent) {
          // The target side is gone: the firing side wins now, unless (round 1) the target's
          // reserves are still to arrive. Without half-hits to recover or a pursuit to decide,
          // the final key is the terminal header plus the same blocks. The remaining mass is a
          // running difference: rounding can leave it a hair below zero (many dice), which is none.
          if (!(tail > 0)) return;
          if (cur.round >= 2 && !pursuit && !hasHalfHit(cur)) {
            out.pushPair(pc.terminalHeader(cur.round, role ^ cur.sw, cur.sw) + bHi, bLo, tail);
          } else emitAfter(tmp, cur, tail, out);
          return;
        }
        if (ph > 0) {
          if (off >= 0 && !(offTerminal && hasHalfHit(cur))) out.pushPair(off + bHi, offLo + bLo, ph);
          else emitAfter(tmp, cur, ph, out);
        }
        tail -= ph;
      }
      return;
    }
    for (let h = 0; h < pmf.length; h++) {
      const ph = pmf[h] as number;
      if (h > 0) {
        const t = hitTarget(b, cur, target);
        if (t >= 0) hitBlock(b, cur, t);
      }
      if (!rolePresent(b, cur, target)) {
        // Every further hit is forfeit [7.23]: the remaining mass reaches the same state (none
        // when rounding has left the running difference at or a hair below zero).
        if (tail > 0) emitAfter(tmp, cur, tail, out);
        return;
      }
      if (ph > 0) emitAfter(tmp, cur, ph, out);
      tail -= ph;
    }
  };
  const enter = (): Scratch => {
    let sc = stack[depth];
    if (!sc) {
      sc = {
        w: Work.forBattle(b), cur: Work.forBattle(b), tmp: Work.forBattle(b), firers: new IntList(b.n + 1),
        keyLo: -1, keyHiBlocks: 0, pairSink: new PairSink(),
      };
      stack[depth] = sc;
    }
    depth++;
    return sc;
  };
  return {
    expand(k, emit) {
      const sc = enter();
      try {
        codec.decode(k, sc.w);
        sc.keyLo = -1;
        run(sc, new KeySink(emit));
      } finally {
        depth--;
      }
    },
    expandPairInto(hi, lo, out) {
      const sc = enter();
      try {
        (pc as PairCodec).decodePair(hi, lo, sc.w);
        sc.keyLo = lo;
        sc.keyHiBlocks = (pc as PairCodec).blockPartHi(hi);
        sc.pairSink.out = out;
        run(sc, sc.pairSink);
      } finally {
        depth--;
      }
    },
    expandWork(src, pairs, emit) {
      const sc = enter();
      try {
        sc.w.copyFrom(src);
        sc.keyLo = -1;
        if (pairs) {
          sc.pairSink.out = pairs;
          run(sc, sc.pairSink);
        } else run(sc, new KeySink(emit as (k: Key, p: number) => void));
      } finally {
        depth--;
      }
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Monte Carlo kernel (kept in this module, next to the rules it uses)

/** Plays one battle from `start` with random dice; `die()` returns a face 1-6. Leaves the end state in w. */
export function playRandomBattle(b: Compiled, start: Work, w: Work, decider: Decider, firers: IntList, die: () => number): void {
  w.copyFrom(start);
  for (;;) {
    if (advance(b, w, decider) === ADV_PAUSED) throw new Error('decider paused');
    if (w.phase === PHASE_TERMINAL) return;
    const role = w.slot & 1 ? 0 : 1;
    firers.n = 0;
    if (slotNeedsSequentialPlay(b, w)) {
      const i = nextReady(b, w);
      w.acted[i] = 1;
      const a = policyAction(b, w, i);
      if (a === ACT_RETREAT) doRetreat(b, w, i);
      else if (a === ACT_ELIMINATE) w.st[i] = ST_ELIMINATED;
      else firers.push(i);
    } else {
      const list = b.slotList[w.sw * 8 + w.slot] as number[];
      for (let j = 0; j < list.length; j++) {
        const i = list[j] as number;
        if (!isReady(b, w, i)) continue;
        w.acted[i] = 1;
        const a = policyAction(b, w, i);
        if (a === ACT_RETREAT) doRetreat(b, w, i);
        else if (a === ACT_ELIMINATE) w.st[i] = ST_ELIMINATED;
        else firers.push(i);
      }
    }
    let hits = 0;
    for (let j = 0; j < firers.n; j++) {
      const i = firers.a[j] as number;
      const dice = diceFor(b, w, i);
      const t = threshold(b, w, i);
      for (let d = 0; d < dice; d++) if (die() <= t) hits++;
    }
    const target = 1 - role;
    for (let h = 0; h < hits; h++) {
      const t = hitTarget(b, w, target);
      if (t < 0) break;
      hitBlock(b, w, t);
    }
  }
}
