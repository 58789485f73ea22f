// The exact expansion of one battle turn, on the engine's hot path.
import { binomial, convolve, type DenseDist } from '../../../odds/distribution';
import type { PairSuccessors } from '../../../odds/markov';
import { ADV_PAUSED, BASE_LAST_ROUND, type Compiled, MAX_ROUND, RULE_NEVER, ST_ACTIVE, ST_ELIMINATED, Work } from './compile';
import type { Codec, EngineOptions, Key, PairCodec } from './codec';
import { ACT_ELIMINATE, ACT_FIRE, ACT_RETREAT, type Decider, advance, diceFor, doRetreat, hitBlock, hitTarget, isForcedRetreat, isPresent, isReady, maybeDeterministic, nextReady, nextSlotAfter, policyAction, rolePresent, slotNeedsSequentialPlay, threshold } from './rules';

// ---------------------------------------------------------------------------------------------
// Exact expansion of one battle turn (or one slot of pooled turns)


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
  // The hits of the first m firers: their binomials convolved (on a cache miss only).
  const firersPmf = (w: Work, ids: IntList['a'], m: number): DenseDist => {
    let d: DenseDist = [1];
    for (let j = 0; j < m; j++) {
      const i = ids[j] as number;
      d = convolve(d, table[diceFor(b, w, i) * 8 + threshold(b, w, i)] as DenseDist);
    }
    return d;
  };
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
      if (!d) numCache.set(key, (d = firersPmf(w, ids, m)));
      return d;
    }
    let key = '';
    for (let j = 0; j < m; j++) {
      const i = ids[j] as number;
      key += String.fromCharCode(diceFor(b, w, i) * 8 + threshold(b, w, i));
    }
    let d = pmfCache.get(key);
    if (!d) pmfCache.set(key, (d = firersPmf(w, ids, m)));
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
