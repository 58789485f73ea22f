// Canonical state keys of a battle's Work (string and two-word codecs).
import { type Compiled, PHASE_TERMINAL, PHASE_TURN, RULE_RATIO, ST_ACTIVE, ST_ELIMINATED, ST_RETREATED, Work } from './compile';

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
  /** Cells a kernel stage grid may grow to before the general engine takes over (tests of that fallback). */
  kernelMaxGridCells?: number;
}
