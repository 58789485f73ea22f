// Exact odds for the common battle, fast: no voluntary retreats, no HQ extension or pursuit, no
// retreat-capacity limit (the default policy). The chain and its probabilities are exactly those
// of the general engine (odds.ts + core.ts); only the bookkeeping (and so the order of additions) differs:
//  - a state is (round, slot, switched, config of side 0, config of side 1), where a side's
//    config (the codes of its blocks) is interned once as a small integer id;
//  - everything that depends on one side only (blocks present per letter, the block a hit lands
//    on, the hit distribution of a volley, forced retreats, the 7.23 step loss) is computed once
//    per config with the rules in core.ts and kept in arrays indexed by id;
//  - the states of a stage (round, slot) are cells of a dense grid (StageGrid: no hashing), and the
//    final states a log, summed at the end straight into the outcome and per-side totals;
//  - a stage is walked one firing config (grid column) at a time: its states differ only in the
//    target's config, whose configs after 0, 1, 2... hits are a precomputed run, so the column's
//    successors are summed into a table by (target config, next slot) with one multiply-add per
//    hit count, and each distinct successor is then placed (next stage, final state, or the
//    deterministic slots in between) once, not once per state and hit count that reach it;
//  - in the attacker's last round only the defender rolls, so the attacker's retreats up to the
//    defender's next volley are cached per (config, next slot, the defender's letters).
// Summing a column's successors first changes only the order of additions (results agree with
// the general engine to the last few bits; kernel.test.ts checks 1e-13).
import { binomial, convolve, type DenseDist } from '../../../odds/distribution';
import { MarkovError } from '../../../odds/markov';
import * as core from './core';
import type { ExactRun } from './exact-run';
import type { Compiled, Decider, TerminalInfo, Work } from './core';

// Module-local copies: under some loaders (tsx) every read of an imported binding is a getter
// call, which costs more than the rest of the hot loop.
const { ACT_ELIMINATE, ACT_RETREAT, BASE_LAST_ROUND, MAX_ROUND, PHASE_TURN, RULE_NEVER, ST_ACTIVE, ST_ELIMINATED } = core;
const { doRetreat, hitBlock, hitTarget, isPresent, policyAction, reserveStepLoss } = core;
const DEC_HALF = core.DEC_HALF;
const DEC_ST = core.DEC_ST;
const DEC_STR = core.DEC_STR;
const ENCODE = core.ENCODE;

/** Letter mask (bit L) -> slot mask of the defender role (slot 2L) or the attacker role (slot 2L + 1). */
const EVEN = new Uint8Array(16);
const ODD = new Uint8Array(16);
for (let m = 0; m < 16; m++) {
  for (let L = 0; L < 4; L++) {
    if (m & (1 << L)) {
      EVEN[m] = (EVEN[m] as number) | (1 << (2 * L));
      ODD[m] = (ODD[m] as number) | (1 << (2 * L + 1));
    }
  }
}

/** Binomial(dice, t/6) for dice 0..4 and thresholds 0..6, at dice * 8 + t (as in core's expander). */
const BINOM: DenseDist[] = [];
for (let dice = 0; dice <= 4; dice++) for (let t = 0; t < 8; t++) BINOM[dice * 8 + t] = binomial(dice, Math.min(t, 6) / 6);

/**
 * A volley's hit distribution as the walk reads it: one typed array (one kind of elements) of the
 * hn probabilities, then at hn + k the tail 1 - pmf[0] - ... - pmf[k - 1], subtracted in that
 * order as the walk did per state.
 */
function withTails(pmf: DenseDist): Float64Array {
  const hn = pmf.length;
  const out = new Float64Array(2 * hn);
  let tail = 1;
  for (let h = 0; h < hn; h++) {
    out[h] = pmf[h] as number;
    out[hn + h] = tail;
    tail -= pmf[h] as number;
  }
  return out;
}

/** No hits for sure. */
const ONE = withTails([1]);

/** Config ids stay below this, so a terminal key (id, end round, winner, switched) fits an int32. */
const MAX_IDS = 1 << 20;
/** Side configs pack 4 bits per block into one number key. */
const MAX_SIDE_BLOCKS = 12;

/** Thrown when a battle outgrows the kernel's id space; the caller falls back to the general engine. */
export class KernelOverflow extends Error {}

// Per-config facts, INFO_STRIDE int32s per config id. Fields with two variants take +0 in round 1
// and +1 in later rounds (reserves are hidden in round 1 [7.23]). Derived configs are stored as
// id + 1, 0 meaning "not computed yet", so a new array needs no fill.
/** Letter mask of the present blocks. */
const I_PRES = 0;
/** Letter mask of the present blocks that roll at least one die that can hit. */
const I_DICE = 2;
/** 1 when a reserve is still to arrive (round 1). */
const I_PEND = 4;
/** Config at the end of the battle (half-hits recovered [7.32]). */
const I_FINAL = 7;
/** Config after the 7.23 step loss of the arriving reserves. */
const I_SWITCH = 8;
/** Config after the forced retreat of the letter-L blocks in the attacker's last round, at I_RETREAT + L. */
const I_RETREAT = 9;
const INFO_STRIDE = 16;

/** A side's per-config arrays kept between runs: all zeros (runs: never read before written). */
interface SideArrays {
  cap: number;
  info: Int32Array<ArrayBuffer>;
  chain: Int32Array<ArrayBuffer>;
  pmfAt: Int32Array<ArrayBuffer>;
  runAt: Int32Array<ArrayBuffer>;
  runs: Int32Array<ArrayBuffer>;
}
const sidePool: SideArrays[] = [];
/** Arrays for more configs than this are not kept (about 3.6 MB a side). */
const SIDE_CAP_KEPT = 1 << 14;

/** The interned configs of one side and everything derived from them, computed on first use. */
class SideSpace {
  readonly m: number;
  readonly blocks: Int32Array;
  count = 0;
  private cap = 0;
  /** The m block codes of each config. */
  codes = new Uint8Array(0);
  info = new Int32Array(0);
  /**
   * What a volley's loop reads, packed tight (4 int32s per config, so a side's chains stay in the
   * nearest cache): at id * 4 + 2 * (round 1 ? 0 : 1), the config after one more hit + 1 (0: not
   * computed yet), and next to it the present letters | the letters that roll dice << 4.
   */
  chain = new Int32Array(0);
  /**
   * Hit distribution of a volley: pmfs[pmfAt[id * 32 + letters * 2 + (round 1 ? 0 : 1)] - 1], its
   * hn probabilities followed by the hn running tails 1 - pmf[0] - ... - pmf[k - 1] (see withTails).
   */
  pmfAt = new Int32Array(0);
  pmfs: Float64Array[] = [];
  /**
   * Hit runs: the configs a config passes through as it takes hit after hit (itself first), up to
   * the first one with no block present (further hits are forfeit [7.23]) or the first that a
   * hit leaves unchanged. Config id's run for round 1 (o = 0) or later rounds (o = 1) is
   * runs[runAt[id * 4 + 2 * o] - 1 ...] of length runAt[id * 4 + 2 * o + 1] (start 0: not computed
   * yet; start and length side by side, as the walk reads both).
   */
  runAt = new Int32Array(0);
  runs = new Int32Array(1024);
  private runsUsed = 0;
  private readonly ids = new Map<number, number>();
  private readonly firers = new Int32Array(64);
  /** Positions (in this side) of the blocks of each letter, in slot order. */
  private readonly byLetter: Int32Array[];

  constructor(
    private readonly b: Compiled,
    readonly side: number,
    private readonly w: Work,
    /** Volley distributions by firers' dice and thresholds (shared by both sides of one run). */
    private readonly volleys: Map<number, Float64Array>,
    private readonly maxConfigs: number,
  ) {
    this.blocks = Int32Array.from(b.bySide[side] as number[]);
    this.m = this.blocks.length;
    const pos = new Map<number, number>();
    this.blocks.forEach((i, j) => pos.set(i, j));
    this.byLetter = (b.bySideLetter[side] as number[][]).map((list) => Int32Array.from(list, (i) => pos.get(i) as number));
    const kept = sidePool.pop();
    if (kept) {
      // All zeros (see release), as new arrays would be: no new memory to map per run.
      this.info = kept.info;
      this.chain = kept.chain;
      this.pmfAt = kept.pmfAt;
      this.runAt = kept.runAt;
      this.runs = kept.runs;
      this.codes = new Uint8Array(kept.cap * Math.max(1, this.m));
      this.cap = kept.cap;
    } else this.grow(256);
  }

  /**
   * Hands the per-config arrays back to the pool, zeroed where this run wrote them (ids below
   * count); the side keeps what readFinal and count need.
   */
  release(): void {
    const n = this.count;
    this.info.fill(0, 0, n * INFO_STRIDE);
    this.chain.fill(0, 0, n * 4);
    this.pmfAt.fill(0, 0, n * 32);
    this.runAt.fill(0, 0, n * 4);
    if (sidePool.length < 2 && this.cap <= SIDE_CAP_KEPT) {
      sidePool.push({ cap: this.cap, info: this.info, chain: this.chain, pmfAt: this.pmfAt, runAt: this.runAt, runs: this.runs });
    }
    this.info = this.chain = this.pmfAt = this.runAt = this.runs = new Int32Array(0);
  }

  private grow(cap: number): void {
    const codes = new Uint8Array(cap * Math.max(1, this.m));
    codes.set(this.codes);
    this.codes = codes;
    const info = new Int32Array(cap * INFO_STRIDE);
    info.set(this.info);
    this.info = info;
    const chain = new Int32Array(cap * 4);
    chain.set(this.chain);
    this.chain = chain;
    const pmfAt = new Int32Array(cap * 32);
    pmfAt.set(this.pmfAt);
    this.pmfAt = pmfAt;
    const runAt = new Int32Array(cap * 4);
    runAt.set(this.runAt);
    this.runAt = runAt;
    this.cap = cap;
  }

  /** Id of the config of this side's blocks in the scratch work. */
  intern(): number {
    const { b, w, blocks, m } = this;
    let key = 0;
    for (let j = m - 1; j >= 0; j--) {
      const i = blocks[j] as number;
      key = key * 16 + (ENCODE[((w.st[i] as number) << 4) | ((w.half[i] as number) << 3) | (w.str[i] as number)] as number);
    }
    const known = this.ids.get(key);
    if (known !== undefined) return known;
    const id = this.count;
    if (id >= this.maxConfigs) throw new KernelOverflow('too many side configurations');
    if (id === this.cap) this.grow(this.cap * 2);
    this.ids.set(key, id);
    this.count++;
    let presR1 = 0;
    let presLater = 0;
    let diceR1 = 0;
    let diceLater = 0;
    let pend = 0;
    let halves = 0;
    for (let j = 0; j < m; j++) {
      const i = blocks[j] as number;
      const st = w.st[i] as number;
      const str = w.str[i] as number;
      halves |= w.half[i] as number;
      this.codes[id * m + j] = ENCODE[(st << 4) | ((w.half[i] as number) << 3) | str] as number;
      if (st !== ST_ACTIVE) continue;
      const bit = 1 << (b.letter[i] as number);
      presLater |= bit;
      if (str > 0 && (b.thrLater[i] as number) > 0) diceLater |= bit;
      if (b.reserve[i] === 1) pend = 1;
      else {
        presR1 |= bit;
        if (str > 0 && b.noFireR1[i] === 0 && (b.thrR1[i] as number) > 0) diceR1 |= bit;
      }
    }
    const o = id * INFO_STRIDE;
    const info = this.info;
    info[o + I_PRES] = presR1;
    info[o + I_PRES + 1] = presLater;
    info[o + I_DICE] = diceR1;
    info[o + I_DICE + 1] = diceLater;
    this.chain[id * 4 + 1] = presR1 | (diceR1 << 4);
    this.chain[id * 4 + 3] = presLater | (diceLater << 4);
    info[o + I_PEND] = pend;
    if (halves === 0) info[o + I_FINAL] = id + 1; // nothing to recover at the end
    return id;
  }

  /** Loads config `id` into the scratch work (this side's blocks only). */
  load(id: number): Work {
    const { w, blocks, m, codes } = this;
    for (let j = 0; j < m; j++) {
      const i = blocks[j] as number;
      const c = codes[id * m + j] as number;
      w.str[i] = DEC_STR[c] as number;
      w.st[i] = DEC_ST[c] as number;
      w.half[i] = DEC_HALF[c] as number;
      w.acted[i] = 0;
    }
    return w;
  }

  /** Config after one hit on this side (hitTarget/hitBlock of core.ts). */
  hit(id: number, r1: boolean): number {
    const w = this.load(id);
    w.round = r1 ? 1 : 2;
    w.sw = 0;
    const t = hitTarget(this.b, w, this.side);
    let next = id;
    if (t >= 0) {
      hitBlock(this.b, w, t);
      next = this.intern();
    }
    this.chain[id * 4 + (r1 ? 0 : 2)] = next + 1;
    return next;
  }

  /** Computes config id's hit run (see runs) for round 1 or later rounds; returns its start in runs. */
  run(id: number, r1: boolean): number {
    const o = r1 ? 0 : 1;
    let n = 0;
    let t = id;
    for (;;) {
      if (this.runsUsed + n === this.runs.length) this.runs = grownInt32(this.runs, this.runs.length + 1);
      this.runs[this.runsUsed + n++] = t;
      if (((this.chain[t * 4 + 2 * o + 1] as number) & 15) === 0) break; // nobody left to take a hit
      let nt = (this.chain[t * 4 + 2 * o] as number) - 1;
      if (nt < 0) nt = this.hit(t, r1);
      if (nt === t) break; // a hit changes nothing: further hits are lost the same way
      t = nt;
    }
    const at = this.runsUsed;
    this.runsUsed += n;
    this.runAt[id * 4 + 2 * o] = at + 1;
    this.runAt[id * 4 + 2 * o + 1] = n;
    return at;
  }

  /** Config after this side's blocks of letter L take their turn in the attacker's last round (forced retreat, [7.2, 7.4]). */
  retreat(id: number, L: number, round: number): number {
    const { b } = this;
    const w = this.load(id);
    w.round = round;
    w.sw = this.side; // this side holds the attacker role
    const list = (b.bySideLetter[this.side] as number[][])[L] as number[];
    for (let j = 0; j < list.length; j++) {
      const i = list[j] as number;
      if (!isPresent(b, w, i)) continue;
      const a = policyAction(b, w, i);
      if (a === ACT_RETREAT) doRetreat(b, w, i);
      else if (a === ACT_ELIMINATE) w.st[i] = ST_ELIMINATED;
      else throw new Error('kernel: an attacking block fired after its deadline');
    }
    const next = this.intern();
    this.info[id * INFO_STRIDE + I_RETREAT + L] = next + 1;
    return next;
  }

  /**
   * The attacker's last round [7.2, 7.4], this side holding the attacker role: from config id,
   * with the slots before `from` done and the defender's present letters and letters with dice
   * (dMask = present | dice << 4, nobody of the defender's lost in this round), plays the
   * attacker's retreats up to the defender's next volley. Returns the config then << 4 | that
   * slot, or the config at the end of the battle << 4 | 8 (every attacker block gone: the
   * defender holds), or -1 for anything else (settle plays it). Cached per (from, dMask).
   */
  lastRound(id: number, from: number, dMask: number, round: number): number {
    const key = (from << 8) | dMask;
    let memo = key === this.lastKey ? this.lastMemo : this.lastRoundMemo.get(key);
    if (memo === undefined || memo.length < this.count) {
      const m = new Int32Array(Math.max(this.cap, 256));
      if (memo) m.set(memo);
      memo = m;
      this.lastRoundMemo.set(key, memo);
    }
    const known = memo[id] as number;
    if (known !== 0) {
      this.lastKey = key;
      this.lastMemo = memo;
      return known - 2;
    }
    const dPres = dMask & 15;
    const dDice = dMask >> 4;
    let c = id;
    let slotFrom = from;
    let out = -1;
    for (;;) {
      const aPres = this.info[c * INFO_STRIDE + I_PRES + 1] as number;
      if (aPres === 0) {
        out = (c << 4) | 8;
        break;
      }
      if (dPres === 0) break;
      let rest = (((EVEN[dPres] as number) | (ODD[aPres] as number)) >> slotFrom) << slotFrom;
      let next = -1;
      while (rest !== 0) {
        const s = lowBit(rest);
        const L = s >> 1;
        if (s & 1) {
          let nc = (this.info[c * INFO_STRIDE + I_RETREAT + L] as number) - 1;
          if (nc < 0) nc = this.retreat(c, L, round);
          c = nc;
          slotFrom = s + 1;
          next = -2;
          break;
        }
        if ((dDice & (1 << L)) !== 0) {
          next = s;
          break;
        }
        rest &= rest - 1;
      }
      if (next === -2) continue;
      if (next >= 0) out = (c << 4) | next;
      break;
    }
    if (id >= memo.length) {
      const m = new Int32Array(Math.max(this.cap, id + 1));
      m.set(memo);
      memo = m;
      this.lastRoundMemo.set(key, memo);
    }
    memo[id] = out + 2;
    this.lastKey = key;
    this.lastMemo = memo;
    return out;
  }

  private lastKey = -1;
  private lastMemo: Int32Array | undefined;

  private readonly lastRoundMemo = new Map<number, Int32Array>();

  /** Config after every active block loses a step as the defending reserves arrive [7.23]. */
  switchLoss(id: number): number {
    const w = this.load(id);
    for (let j = 0; j < this.m; j++) {
      const i = this.blocks[j] as number;
      if (w.st[i] === ST_ACTIVE) reserveStepLoss(this.b, w, i);
    }
    const next = this.intern();
    this.info[id * INFO_STRIDE + I_SWITCH] = next + 1;
    return next;
  }

  /** Config at the end of the battle: half-hits are recovered [7.32]. */
  final(id: number): number {
    const w = this.load(id);
    for (let j = 0; j < this.m; j++) w.half[this.blocks[j] as number] = 0;
    const next = this.intern();
    this.info[id * INFO_STRIDE + I_FINAL] = next + 1;
    return next;
  }

  /** Hits scored by this side's present blocks of the given letters (dice pooled, as in core's expander). */
  pmf(id: number, letters: number, r1: boolean): Float64Array {
    const { b, blocks, codes, m } = this;
    // Firers in slot order, as core's expander convolves them (isPresent, diceFor, threshold);
    // key: their (dice, threshold) codes (9..39) as base-40 digits, exact up to 9 firers.
    const firers = this.firers;
    let n = 0;
    let sig = 0;
    for (let L = 0; L < 4; L++) {
      if (!(letters & (1 << L))) continue;
      const js = this.byLetter[L] as Int32Array;
      for (let k = 0; k < js.length; k++) {
        const j = js[k] as number;
        const i = blocks[j] as number;
        const c = codes[id * m + j] as number;
        if (DEC_ST[c] !== ST_ACTIVE || (r1 && b.reserve[i] === 1)) continue;
        const dice = r1 && b.noFireR1[i] === 1 ? 0 : (DEC_STR[c] as number);
        const t = r1 ? (b.thrR1[i] as number) : (b.thrLater[i] as number);
        if (dice === 0 || t === 0) continue;
        firers[n++] = dice * 8 + t;
        sig = sig * 40 + dice * 8 + t;
      }
    }
    let out: Float64Array | undefined = n <= 9 ? this.volleys.get(sig) : undefined;
    if (!out) {
      let d: DenseDist | null = null;
      for (let j = 0; j < n; j++) {
        const one = BINOM[firers[j] as number] as DenseDist;
        d = d === null ? one : convolve(d, one);
      }
      out = withTails(d ?? [1]);
      if (n <= 9) this.volleys.set(sig, out);
    }
    this.pmfs.push(out);
    this.pmfAt[id * 32 + letters * 2 + (r1 ? 0 : 1)] = this.pmfs.length;
    return out;
  }

  /** Reads config `id` into per-block strength/status arrays (indexed by block). */
  readFinal(id: number, strength: number[], status: number[]): void {
    const { blocks, m, codes } = this;
    for (let j = 0; j < m; j++) {
      const c = codes[id * m + j] as number;
      const i = blocks[j] as number;
      strength[i] = DEC_STR[c] as number;
      status[i] = DEC_ST[c] as number;
    }
  }
}

/** A stage's grid stops growing here (cells of 8 bytes): a battle that needs more goes to the general engine. */
const MAX_GRID_CELLS = 1 << 23;
/** Grids kept between runs hold at most this many cells in all. */
const POOL_CELLS = 1 << 21;

/**
 * The states of one stage, without hashing. Within a stage the firing side's configs and the other
 * side's configs number a few hundred each, so a state is a cell of a dense grid: a row per config
 * of the side NOT firing (with the switched flag), a column per config of the firing side, both
 * numbered in the order they first appear in the stage. The successors of one state (its firing
 * side fixed, the other side walking down a hit chain) become the firing side of the next stage, so
 * they share a row. Cells are stored by column, as the walk goes column by column, rows and
 * columns in order of first arrival: the order of summing depends only on the battle, never on
 * the grid's size or on earlier runs.
 */
class StageGrid {
  /** Role acting at the stage (0 attacker, 1 defender): firing side = role ^ switched. */
  role = 0;
  /** The most cells this grid may grow to (then the battle goes to the general engine). */
  maxCells = MAX_GRID_CELLS;
  /** (config << 1 | switched) -> local row + 1, and -> local column + 1 (0: none yet). */
  rowOf: Int32Array = new Int32Array(256);
  colOf: Int32Array = new Int32Array(256);
  /** Local row / column -> (config << 1 | switched). */
  rowKey: Int32Array = new Int32Array(64);
  colKey: Int32Array = new Int32Array(64);
  nRows = 0;
  nCols = 0;
  /** Rows per column: 1 << shift (a column's cells are contiguous, as the walk goes by column). */
  shift = 6;
  /** columns * rows probabilities, -1 where no state is. */
  cells = new Float64Array(64 * 64).fill(-1);
  /** Occupied cells. */
  size = 0;

  /** Local row of (config << 1 | switched) of the side not firing, created if new. */
  row(key: number): number {
    if (key >= this.rowOf.length) this.rowOf = grownInt32(this.rowOf, key + 1);
    const r = (this.rowOf[key] as number) - 1;
    return r >= 0 ? r : this.newRow(key);
  }

  private newRow(key: number): number {
    const r = this.nRows++;
    if (r >= this.rowKey.length) this.rowKey = grownInt32(this.rowKey, r + 1);
    this.rowKey[r] = key;
    this.rowOf[key] = r + 1;
    if (r >= 1 << this.shift) this.deepen();
    return r;
  }

  private newCol(key: number): number {
    const c = this.nCols++;
    if (c >= this.colKey.length) this.colKey = grownInt32(this.colKey, c + 1);
    this.colKey[c] = key;
    this.colOf[key] = c + 1;
    const need = (c + 1) << this.shift;
    if (need > this.maxCells) throw new KernelOverflow('stage grid too large');
    if (need > this.cells.length) {
      const cells = new Float64Array(Math.max(need, this.cells.length * 2)).fill(-1);
      cells.set(this.cells);
      this.cells = cells;
    }
    return c;
  }

  /** Doubles the rows per column (moving every cell), in place when the cells fit. */
  private deepen(): void {
    const sh = this.shift;
    const h = 1 << sh;
    const need = this.nCols << (sh + 1);
    if (need > this.maxCells) throw new KernelOverflow('stage grid too large');
    let cells = this.cells;
    if (need <= cells.length) {
      // Last column first: column c moves to 2ch, past the columns not moved yet; its new lower half is emptied.
      for (let c = this.nCols - 1; c >= 0; c--) {
        if (c > 0) cells.copyWithin(c << (sh + 1), c << sh, (c + 1) << sh);
        cells.fill(-1, (c << (sh + 1)) + h, (c + 1) << (sh + 1));
      }
    } else {
      const old = cells;
      cells = new Float64Array(Math.max(need, old.length * 2)).fill(-1);
      for (let c = 0; c < this.nCols; c++) cells.set(old.subarray(c << sh, (c + 1) << sh), c << (sh + 1));
    }
    this.cells = cells;
    this.shift = sh + 1;
  }

  /**
   * Index in cells of the state in local row r and the column of (config << 1 | switched) of the
   * firing side (the column created if new). The walk adds there itself: a probability passed to
   * a call it does not inline is boxed, one allocation per successor.
   */
  cellAt(r: number, colKey: number): number {
    if (colKey >= this.colOf.length) this.colOf = grownInt32(this.colOf, colKey + 1);
    let c = (this.colOf[colKey] as number) - 1;
    if (c < 0) c = this.newCol(colKey);
    return (c << this.shift) | r;
  }

  /** Index in cells of state (c0, c1, switched), as cellAt. */
  cellOf(c0: number, c1: number, sw: number): number {
    if ((this.role ^ sw) === 0) return this.cellAt(this.row((c1 << 1) | sw), (c0 << 1) | sw);
    return this.cellAt(this.row((c0 << 1) | sw), (c1 << 1) | sw);
  }

  /** Adds q to the state in local row r and the column of (config << 1 | switched) of the firing side. */
  addAt(r: number, colKey: number, q: number): void {
    const cell = this.cellAt(r, colKey);
    const cells = this.cells;
    const v = cells[cell] as number;
    if (v < 0) {
      cells[cell] = q;
      this.size++;
    } else cells[cell] = v + q;
  }

  /** Adds q to state (c0, c1, switched). */
  add(c0: number, c1: number, sw: number, q: number): void {
    if ((this.role ^ sw) === 0) this.addAt(this.row((c1 << 1) | sw), (c0 << 1) | sw, q);
    else this.addAt(this.row((c0 << 1) | sw), (c1 << 1) | sw, q);
  }

  /** Forgets the rows and columns (the walk has already emptied the cells). */
  clear(): void {
    for (let r = 0; r < this.nRows; r++) this.rowOf[this.rowKey[r] as number] = 0;
    for (let c = 0; c < this.nCols; c++) this.colOf[this.colKey[c] as number] = 0;
    this.nRows = 0;
    this.nCols = 0;
    this.size = 0;
    // Every cell is empty and the walk's order does not depend on the depth, so the grid keeps it
    // up to 256 rows (a pooled grid need not deepen again in the next battle; a deeper one could
    // make a very wide stage overflow where a new grid would not).
    if (this.shift > 8) this.shift = 6;
  }
}

function grownInt32(a: Int32Array, min: number): Int32Array<ArrayBuffer> {
  let n = a.length * 2;
  while (n < min) n *= 2;
  const b = new Int32Array(n);
  b.set(a);
  return b;
}

/**
 * Volley distributions by their firers' (dice, threshold) signature, kept between runs: each
 * depends on its signature only (the same convolutions in the same order), so a later battle
 * gets exactly the numbers it would compute itself. Emptied when it holds more than VOLLEYS_KEPT.
 */
const volleyCache = new Map<number, Float64Array>();
const VOLLEYS_KEPT = 20_000;

/** The final-state log's arrays, kept between runs up to FINAL_LOG_KEPT entries. */
const FINAL_LOG_KEPT = 1 << 20;
const finalLog = { a: new Int32Array(4096), b: new Int32Array(4096), p: new Float64Array(4096) };

/** A walk's successor table, kept (empty: every entry -1) for the next walk up to 8 << ACC_LOG_KEPT entries. */
let accKept: { log: number; d: Float64Array<ArrayBuffer>; keys: Int32Array<ArrayBuffer> } | null = null;
const ACC_LOG_KEPT = 16;

/** Emptied stage grids kept between runs (allocation saved; they hold no state between runs). */
const gridPool: StageGrid[] = [];
const takeGrid = (role: number, maxCells: number): StageGrid => {
  const g = gridPool.pop() ?? new StageGrid();
  g.role = role;
  g.maxCells = maxCells;
  return g;
};
const releaseGrid = (g: StageGrid): void => {
  g.clear();
  let cells = g.cells.length;
  for (const x of gridPool) cells += x.cells.length;
  if (cells <= POOL_CELLS) gridPool.push(g);
};

/** True when the battle's policy is one the kernel handles (then no decision is ever asked for). */
export function kernelPolicy(b: Compiled): boolean {
  if (b.ruleKind[0] !== RULE_NEVER || b.ruleKind[1] !== RULE_NEVER) return false;
  if (b.hqExtension !== 0 || b.pursuit !== 0 || b.C !== 0) return false;
  return (b.bySide[0] as number[]).length <= MAX_SIDE_BLOCKS && (b.bySide[1] as number[]).length <= MAX_SIDE_BLOCKS;
}

/** The policy's decider when kernelPolicy holds: nothing to decide, deterministic slots auto-played. */
export const KERNEL_DECIDER: Decider = {
  autoPlay: true,
  considersExtension: false,
  considersPursuit: false,
  extend: () => false,
  pursue: () => false,
};

/** True when the kernel computes exactly what the general engine would from READY work `w`. */
export function kernelApplies(b: Compiled, w: Work): boolean {
  if (!kernelPolicy(b) || w.phase !== PHASE_TURN) return false;
  for (let i = 0; i < b.n; i++) if (w.acted[i] !== 0) return false; // mid-slot start
  for (let g = 0; g < b.G; g++) if (w.ext[g] !== 0) return false; // every deadline is round 4
  return true;
}

/** Index of the lowest set bit of a non-zero 8-bit mask. */
function lowBit(x: number): number {
  return 31 - Math.clz32(x & -x);
}

/** mergeFinals' working arrays, kept between runs (each is written before it is read). */
const mergeArrays: Int32Array[] = [];
function mergeScratch(k: number, n: number): Int32Array {
  let a = mergeArrays[k];
  if (!a || a.length < n) {
    a = new Int32Array(Math.max(n, 1024));
    if (n <= FINAL_LOG_KEPT) mergeArrays[k] = a;
  }
  return a;
}

/**
 * Merges the logged final states (side 0's config a < countA, the rest of the key b, probability)
 * into distinct states: a counting sort by a, then a stamp per b. Entries come out by a, then in
 * order of first arrival, and equal states are summed in arrival order, so the result depends
 * only on the log.
 */
function mergeFinals(n: number, la: Int32Array, lb: Int32Array, lp: Float64Array, countA: number): { size: number; ea: Int32Array; eb: Int32Array; p: Float64Array } {
  const { start, order, maxB } = bucketByA(n, la, lb, countA);
  const stamp = mergeScratch(3, maxB + 1);
  stamp.fill(0, 0, maxB + 1);
  const at = mergeScratch(4, maxB + 1);
  const ea = new Int32Array(n);
  const eb = new Int32Array(n);
  const p = new Float64Array(n);
  let size = 0;
  for (let a = 0; a < countA; a++) {
    for (let j = start[a] as number; j < (start[a + 1] as number); j++) {
      const i = order[j] as number;
      const kb = lb[i] as number;
      if (stamp[kb] !== a + 1) {
        stamp[kb] = a + 1;
        at[kb] = size;
        ea[size] = a;
        eb[size] = kb;
        p[size++] = lp[i] as number;
      } else {
        const k = at[kb] as number;
        p[k] = (p[k] as number) + (lp[i] as number);
      }
    }
  }
  return { size, ea, eb, p };
}

/** The number of distinct final states in the log (mergeFinals' size, without merging). */
function countFinals(n: number, la: Int32Array, lb: Int32Array, countA: number): number {
  const { start, order, maxB } = bucketByA(n, la, lb, countA);
  const stamp = mergeScratch(3, maxB + 1);
  stamp.fill(0, 0, maxB + 1);
  let size = 0;
  for (let a = 0; a < countA; a++) {
    for (let j = start[a] as number; j < (start[a + 1] as number); j++) {
      const kb = lb[order[j] as number] as number;
      if (stamp[kb] !== a + 1) {
        stamp[kb] = a + 1;
        size++;
      }
    }
  }
  return size;
}

/** The log's entries counting-sorted by side 0's config a (order: log indices; a's run is start[a]..start[a+1]),
 *  and the largest side-1 config seen; in the merge scratch, valid until the next merge or count. */
function bucketByA(n: number, la: Int32Array, lb: Int32Array, countA: number): { start: Int32Array; order: Int32Array; maxB: number } {
  const start = mergeScratch(0, countA + 1);
  start.fill(0, 0, countA + 1);
  let maxB = 0;
  for (let i = 0; i < n; i++) {
    const a1 = (la[i] as number) + 1;
    start[a1] = (start[a1] as number) + 1;
    if ((lb[i] as number) > maxB) maxB = lb[i] as number;
  }
  for (let a = 0; a < countA; a++) start[a + 1] = (start[a + 1] as number) + (start[a] as number);
  const order = mergeScratch(1, n);
  const fill = mergeScratch(2, countA);
  fill.set(start.subarray(0, countA));
  for (let i = 0; i < n; i++) {
    const a = la[i] as number;
    order[fill[a] as number] = i;
    fill[a] = (fill[a] as number) + 1;
  }
  return { start, order, maxB };
}

type KernelLimits = { maxStates?: number; maxConfigs?: number; maxGridCells?: number };

/** One walk of the chain: the two sides' configs and the final-state log (in the pooled arrays, valid until the next walk). */
interface Walk {
  S0: SideSpace;
  S1: SideSpace;
  finN: number;
  finA: Int32Array;
  finB: Int32Array;
  finP: Float64Array;
  statesExplored: number;
}

/** Runs the exact chain from READY work `w` (kernelApplies must hold). Throws KernelOverflow when the battle is too large. */
export function runKernel(b: Compiled, w: Work, limits: KernelLimits = {}): ExactRun {
  const start = w.clone();
  const { S0, S1, finN, finA, finB, finP, statesExplored } = walk(b, start, limits);
  S0.release();
  S1.release();
  // Everything summarise reads (outcomes, each side's final configs, the total) is summed straight
  // from the log, in log order; the distinct final states are only counted.
  const out = new Float64Array(64); // (end round * 2 + winner) * 2 + switched
  const mass0 = new Float64Array(S0.count);
  const mass1 = new Float64Array(S1.count);
  let total = 0;
  for (let i = 0; i < finN; i++) {
    const q = finP[i] as number;
    const kb = finB[i] as number;
    total += q;
    out[kb & 63] = (out[kb & 63] as number) + q;
    const a = finA[i] as number;
    mass0[a] = (mass0[a] as number) + q;
    mass1[kb >>> 6] = (mass1[kb >>> 6] as number) + q;
  }
  const finalStates = countFinals(finN, finA, finB, S0.count);
  const newInfo = (): TerminalInfo => ({
    endRound: 0, winner: 0, switched: false, strength: new Array<number>(b.n).fill(0), status: new Array<number>(b.n).fill(0),
  });
  return {
    forEachFinal(cb) {
      // The log's arrays belong to later runs by now: walk the chain again (the same battle gives
      // the same log) and merge it before anything else can run. Only the general path's
      // consumers call this; summarise reads the totals below.
      const again = walk(b, start, limits);
      again.S0.release();
      again.S1.release();
      const terminal = mergeFinals(again.finN, again.finA, again.finB, again.finP, again.S0.count);
      const t = newInfo();
      for (let e = 0; e < terminal.size; e++) {
        const kb = terminal.eb[e] as number;
        again.S0.readFinal(terminal.ea[e] as number, t.strength, t.status);
        again.S1.readFinal(kb >>> 6, t.strength, t.status);
        t.switched = (kb & 1) === 1;
        t.winner = (kb >> 1) & 1;
        t.endRound = (kb >> 2) & 15;
        cb(t, terminal.p[e] as number);
      }
    },
    factored: {
      forEachOutcome(cb) {
        for (let k = 0; k < 64; k++) if ((out[k] as number) > 0) cb(k >> 2, (k >> 1) & 1, (k & 1) === 1, out[k] as number);
      },
      forEachSideFinal(side, cb) {
        const S = side === 0 ? S0 : S1;
        const mass = side === 0 ? mass0 : mass1;
        const t = newInfo();
        for (let id = 0; id < mass.length; id++) {
          if (!((mass[id] as number) > 0)) continue;
          S.readFinal(id, t.strength, t.status);
          cb(t, mass[id] as number);
        }
      },
    },
    finalStates,
    statesExplored,
    totalProbability: total,
  };
}

/** Walks the chain from READY work `w0` (not changed). */
function walk(b: Compiled, w0: Work, limits: KernelLimits): Walk {
  const maxStates = limits.maxStates ?? 5_000_000;
  const maxCells = Math.min(limits.maxGridCells ?? MAX_GRID_CELLS, MAX_GRID_CELLS);
  const maxConfigs = Math.min(limits.maxConfigs ?? MAX_IDS, MAX_IDS);
  const scratch = w0.clone();
  if (volleyCache.size > VOLLEYS_KEPT) volleyCache.clear();
  const volleys = volleyCache;
  const S0 = new SideSpace(b, 0, scratch, volleys, maxConfigs);
  const S1 = new SideSpace(b, 1, scratch, volleys, maxConfigs);
  const grids: (StageGrid | undefined)[] = [];
  // Final states: logged as they are reached (side 0's final config, the rest of the key, the
  // probability), merged into distinct states once at the end.
  // The log's arrays are kept between runs (only its first finN entries are ever read).
  let finN = 0;
  let { a: finA, b: finB, p: finP } = finalLog;
  const addFinal = (a: number, kb: number, q: number): void => {
    if (finN === finA.length) {
      finA = grownInt32(finA, finN + 1);
      finB = grownInt32(finB, finN + 1);
      const p2 = new Float64Array(finA.length);
      p2.set(finP);
      finP = p2;
      if (finA.length <= FINAL_LOG_KEPT) Object.assign(finalLog, { a: finA, b: finB, p: finP });
    }
    finA[finN] = a;
    finB[finN] = kb;
    finP[finN++] = q;
  };

  const stageGrid = (stage: number): StageGrid => {
    let g = grids[stage];
    if (!g) {
      g = takeGrid(stage & 1 ? 0 : 1, maxCells);
      grids[stage] = g;
    }
    return g;
  };

  /**
   * Plays on from a state whose slots before `slotFrom` are done, as core's advance() does with
   * the policy (end of the battle, deterministic slots, next round and the 7.23 switch), and adds
   * mass q to the next READY state or to the final state.
   */
  const settle = (q: number, round: number, slotFrom: number, sw: number, c0: number, c1: number): void => {
    for (;;) {
      const o = round === 1 ? 0 : 1;
      const Sa = sw === 0 ? S0 : S1;
      const Sd = sw === 0 ? S1 : S0;
      const ia = (sw === 0 ? c0 : c1) * INFO_STRIDE;
      const id = (sw === 0 ? c1 : c0) * INFO_STRIDE;
      const aPres = Sa.info[ia + I_PRES + o] as number;
      const dPres = Sd.info[id + I_PRES + o] as number;
      // endCheck [7.2, 7.23, A-14]
      let winnerRole = -1;
      if (aPres === 0 && !(o === 0 && Sa.info[ia + I_PEND] === 1)) winnerRole = 1;
      else if (dPres === 0 && !(o === 0 && Sd.info[id + I_PEND] === 1)) winnerRole = 0;
      if (winnerRole >= 0) {
        let f0 = (S0.info[c0 * INFO_STRIDE + I_FINAL] as number) - 1;
        if (f0 < 0) f0 = S0.final(c0);
        let f1 = (S1.info[c1 * INFO_STRIDE + I_FINAL] as number) - 1;
        if (f1 < 0) f1 = S1.final(c1);
        addFinal(f0, (((f1 * 16 + round) * 2 + (winnerRole ^ sw)) << 1) | sw, q);
        return;
      }
      // findReadySlot: in round 1 a side with nothing present ends the round [7.23].
      let next = -1;
      if (!(o === 0 && (aPres === 0 || dPres === 0))) {
        let rest = (EVEN[dPres] as number) | (ODD[aPres] as number);
        rest = (rest >> slotFrom) << slotFrom;
        while (rest !== 0) {
          const s = lowBit(rest);
          const L = s >> 1;
          if (s & 1) {
            if (round >= BASE_LAST_ROUND) {
              // The attacker's blocks of this letter must retreat now (played without dice).
              const ca = sw === 0 ? c0 : c1;
              let nc = (Sa.info[ia + I_RETREAT + L] as number) - 1;
              if (nc < 0) nc = Sa.retreat(ca, L, round);
              if (sw === 0) c0 = nc;
              else c1 = nc;
              next = -2;
              slotFrom = s + 1;
              break;
            }
            if (((Sa.info[ia + I_DICE + o] as number) & (1 << L)) !== 0) {
              next = s;
              break;
            }
          } else if (((Sd.info[id + I_DICE + o] as number) & (1 << L)) !== 0) {
            next = s;
            break;
          }
          rest &= rest - 1; // nobody in this slot can roll a die: nothing happens
        }
      }
      if (next === -2) continue;
      if (next >= 0) {
        stageGrid(round * 8 + next).add(c0, c1, sw, q);
        return;
      }
      // End of the round.
      round++;
      if (round > MAX_ROUND) throw new Error('battle exceeded the maximum number of rounds');
      slotFrom = 0;
      const i1 = c1 * INFO_STRIDE;
      if (round === 2 && sw === 0 && S1.info[i1 + I_PRES] === 0 && S1.info[i1 + I_PEND] === 1) {
        // 7.23: the defending reserves arrive with a step lost each and become the attackers.
        let nc = (S1.info[i1 + I_SWITCH] as number) - 1;
        if (nc < 0) nc = S1.switchLoss(c1);
        c1 = nc;
        sw = 1;
      }
    }
  };

  // The successors of one column (firing config), summed by key (next slot - 1) << accLog | target
  // config in accD (-1: none yet), listed in order of first arrival in accKeys. Routing a key
  // sets it back to -1, so the table is empty between columns.
  // The table of the last run that finished is taken as it was left (empty); its size changes
  // no order of summing.
  const kept = accKept;
  accKept = null;
  let accLog = kept ? kept.log : 8;
  let accD = kept ? kept.d : new Float64Array(8 << accLog).fill(-1);
  // accKeys has room for every key of accD (a key is listed once per column), so adding needs no check.
  let accKeys = kept ? kept.keys : new Int32Array(8 << accLog);
  let accN = 0;
  /** Makes room for the keys of configs below n (moving the keys of the current column). */
  const accFit = (n: number): void => {
    if (n <= 1 << accLog) return;
    let lg = accLog;
    while (n > 1 << lg) lg++;
    const d = new Float64Array(8 << lg).fill(-1);
    accKeys = grownInt32(accKeys, 8 << lg);
    const mask = (1 << accLog) - 1;
    for (let a = 0; a < accN; a++) {
      const key = accKeys[a] as number;
      const nk = ((key >> accLog) << lg) | (key & mask);
      d[nk] = accD[key] as number;
      accKeys[a] = nk;
    }
    accD = d;
    accLog = lg;
  };

  /** Adds q at key (the hot loop does the same inline, on local copies of accD, accKeys, accN). */
  const accAdd = (key: number, q: number): void => {
    const v = accD[key] as number;
    if (v >= 0) {
      accD[key] = v + q;
      return;
    }
    accD[key] = q;
    accKeys[accN++] = key;
  };

  // The start state (READY at w0.slot).
  const start0 = S0.intern();
  const start1 = S1.intern();
  stageGrid(w0.round * 8 + w0.slot).add(start0, start1, w0.sw, 1);

  let statesExplored = 0;
  for (let stage = w0.round * 8 + w0.slot; stage < grids.length; stage++) {
    const T = grids[stage];
    if (!T || T.size === 0) continue;
    const round = stage >> 3;
    const slot = stage & 7;
    const r1 = round === 1;
    const o = r1 ? 0 : 1;
    const role = slot & 1 ? 0 : 1;
    const o2 = 2 * o;
    statesExplored += T.size;
    if (statesExplored > maxStates) throw new MarkovError(`State limit of ${maxStates} exceeded`);
    const tsh = T.shift;
    const tcells = T.cells;
    const trow = T.rowKey;
    const tcol = T.colKey;
    const nR = T.nRows;
    const nC = T.nCols;
    const nextRoundOk = round >= 2 && round < MAX_ROUND;
    // A column is one firing config: its states differ only in the target config. Their
    // successors are summed by (target config after the hits, next slot) first, then each
    // distinct successor is routed once (to its next stage, or played on by settle).
    for (let c = 0; c < nC; c++) {
      const cfKey = tcol[c] as number;
      const cf = cfKey >> 1; // the firing side's config
      const sw = cfKey & 1; // a state's row and column carry the same switched flag
      const fs = role ^ sw; // firing side
      const Sf = fs === 0 ? S0 : S1;
      const St = fs === 0 ? S1 : S0;
      const presF = Sf.info[cf * INFO_STRIDE + I_PRES + o] as number;
      const spreadF = role === 1 ? (EVEN[presF] as number) : (ODD[presF] as number);
      const diceF = Sf.info[cf * INFO_STRIDE + I_DICE + o] as number;
      // The table's arrays and count in locals for the hot loop (synced around accFit).
      let D = accD;
      let K = accKeys;
      let n = 0;
      // The volley (pooled letters and their hit distribution) and the slot it ends at depend on
      // the target only through its present letters.
      let lastPresT = -1;
      let cur = slot;
      let pmf: Float64Array = ONE;
      for (let r = 0; r < nR; r++) {
        const cell = (c << tsh) | r;
        const p = tcells[cell] as number;
        if (p < 0) continue;
        tcells[cell] = -1; // the walk empties the grid
        const ct = (trow[r] as number) >> 1;
        const presT = (St.chain[ct * 4 + o2 + 1] as number) & 15;
        if (presT !== lastPresT) {
          // Pool the following slots of the same role while the enemy has nobody acting in between
          // (hits land only on the enemy, so the firing side's dice are independent of them).
          lastPresT = presT;
          const slots = role === 1 ? (EVEN[presF] as number) | (ODD[presT] as number) : (EVEN[presT] as number) | (ODD[presF] as number);
          cur = slot;
          let letters = 1 << (slot >> 1);
          for (;;) {
            const rest = slots & ~((2 << cur) - 1);
            if (rest === 0) break;
            const nx = lowBit(rest);
            if ((nx & 1) !== (slot & 1)) break;
            letters |= 1 << (nx >> 1);
            cur = nx;
          }
          letters &= presF;
          const at = Sf.pmfAt[cf * 32 + letters * 2 + o] as number;
          pmf = at > 0 ? (Sf.pmfs[at - 1] as Float64Array) : Sf.pmf(cf, letters, r1);
        }
        // The target's configs after 0, 1, 2... hits: its hit run.
        const ra = St.runAt[ct * 4 + o2] as number;
        const base = ra > 0 ? ra - 1 : St.run(ct, r1);
        if (ra === 0) {
          accN = n;
          accKeys = K;
          accFit(Math.max(S0.count, S1.count));
          D = accD;
          K = accKeys;
        }
        const fromBits = cur << accLog; // next slot - 1
        const runs = St.runs;
        const last = (St.runAt[ct * 4 + o2 + 1] as number) - 1;
        const hn = pmf.length >> 1;
        const lim = last < hn ? last : hn;
        let h = 0;
        for (; h < lim; h++) {
          const ph = pmf[h] as number;
          if (ph > 0) {
            const key = (runs[base + h] as number) | fromBits;
            const v = D[key] as number;
            if (v >= 0) D[key] = v + p * ph;
            else {
              D[key] = p * ph;
              K[n++] = key;
            }
          }
        }
        if (h < hn) {
          const t = runs[base + last] as number;
          let rest = pmf[hn + last] as number;
          if (((St.chain[t * 4 + o2 + 1] as number) & 15) !== 0) {
            // A hit that changes nothing: the rest of the hits land the same way.
            rest = 0;
            for (; h < hn; h++) if ((pmf[h] as number) > 0) rest += pmf[h] as number;
          }
          // Otherwise every further hit is forfeit [7.23]: the remaining mass reaches the same
          // state (none when rounding has left the running difference at or a hair below zero).
          if (rest > 0) {
            accN = n;
            accKeys = K;
            accAdd(t | fromBits, p * rest);
            n = accN;
            K = accKeys;
          }
        }
      }
      // Route the column's successors, in order of first arrival.
      let lastK = -1;
      let lastG: StageGrid | undefined;
      let lastRow = -1;
      const tchain = St.chain;
      accKeys = K;
      const tmask = (1 << accLog) - 1;
      for (let a = 0; a < n; a++) {
        const key = K[a] as number;
        const q = D[key] as number;
        D[key] = -1;
        const t = key & tmask;
        const from = (key >> accLog) + 1;
        const n0 = fs === 0 ? cf : t;
        const n1 = fs === 0 ? t : cf;
        const pdt = tchain[t * 4 + o2 + 1] as number;
        const pt = pdt & 15;
        // Fast path for the usual successor: both sides still present and the next slot (later in
        // this round, or from round 2 on the first of the next round) holds a block that rolls dice,
        // so advance() would stop right there.
        if (pt !== 0) {
          const all = spreadF | (role === 1 ? (ODD[pt] as number) : (EVEN[pt] as number));
          let rest = (all >> from) << from;
          let nr = round;
          if (rest === 0 && nextRoundOk) {
            // Round over with both sides present: the next round starts (no reserves or switch from round 2 on).
            nr = round + 1;
            rest = all;
          }
          if (rest !== 0) {
            const s = lowBit(rest);
            // The attacker's slots of its last round are played without dice (settle does them).
            if (!(nr >= BASE_LAST_ROUND && (s & 1) === 1)) {
              const dice = (s & 1) === (slot & 1) ? diceF : pdt >> 4;
              if ((dice & (1 << (s >> 1))) !== 0) {
                const k = nr * 8 + s;
                if (k !== lastK) {
                  lastK = k;
                  lastG = grids[k];
                  if (lastG === undefined) {
                    lastG = takeGrid(k & 1 ? 0 : 1, maxCells);
                    grids[k] = lastG;
                  }
                  // The row of this firing config there (-1 when that stage's firing side is
                  // this one: then the row changes with every successor).
                  lastRow = (lastG.role ^ sw) !== fs ? lastG.row(cfKey) : -1;
                }
                // StageGrid.addAt written out: the walk is too large for V8 to inline the call, and q would be boxed per successor.
                const g = lastG as StageGrid;
                const cell = lastRow >= 0 ? g.cellAt(lastRow, (t << 1) | sw) : g.cellOf(n0, n1, sw);
                const cells = g.cells;
                const v = cells[cell] as number;
                if (v < 0) {
                  cells[cell] = q;
                  g.size++;
                } else cells[cell] = v + q;
                continue;
              }
            }
          }
        }
        if (round >= BASE_LAST_ROUND && role === 1) {
          // The attacker's last round: only the defender (the firing side) rolls.
          const lr = St.lastRound(t, from, presF | (diceF << 4), round);
          if (lr >= 0) {
            const c2 = lr >> 4;
            const s = lr & 15;
            if (s === 8) {
              // The attacker has nothing left in the region: the defender holds.
              const d0 = fs === 0 ? cf : c2;
              const d1 = fs === 0 ? c2 : cf;
              let f0 = (S0.info[d0 * INFO_STRIDE + I_FINAL] as number) - 1;
              if (f0 < 0) f0 = S0.final(d0);
              let f1 = (S1.info[d1 * INFO_STRIDE + I_FINAL] as number) - 1;
              if (f1 < 0) f1 = S1.final(d1);
              addFinal(f0, (((f1 * 16 + round) * 2 + (1 ^ sw)) << 1) | sw, q);
            } else {
              const k = round * 8 + s;
              let g = grids[k];
              if (g === undefined) {
                g = takeGrid(k & 1 ? 0 : 1, maxCells);
                grids[k] = g;
              }
              const cell = g.cellAt(g.row((c2 << 1) | sw), cfKey);
              const cells = g.cells;
              const v = cells[cell] as number;
              if (v < 0) {
                cells[cell] = q;
                g.size++;
              } else cells[cell] = v + q;
            }
            continue;
          }
        }
        settle(q, round, from, sw, n0, n1);
      }
    }
    grids[stage] = undefined;
    releaseGrid(T);
  }

  if (accLog <= ACC_LOG_KEPT) accKept = { log: accLog, d: accD, keys: accKeys };
  return { S0, S1, finN, finA, finB, finP, statesExplored };
}
