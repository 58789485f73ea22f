// Exact odds of an Imperial Borders battle (digest §4.9), on the generic staged Markov engine. The state
// is the Battle Round and both sides' counts (Fortification HP, the two zones' 8 hierarchy slots, Ship
// damage). Each round both sides roll at once; the damage each suffers depends only on the enemy's Hits
// and, when it stands Defensive, on its own Bars, so a round's transition is a sum over the Bar counts of
// two independent products (digest §4.9 "Interaction"). Rolls are multinomials over face kinds, merged
// into the few Hit counts that matter (hits.ts) and capped at what the target can absorb.
import { MarkovError } from '../../../odds/markov';
import { allocateN, allocateUncached, blockN, landedDoublesNoFort, landedFort, landedNoFort, packLanded, type Caps } from './hits';
import {
  canRoll, countsOf, gatherDice, hitLineup, hitZone, shipOoa, shipsHp, shipSunk, sideSummary, zoneHp, FORT_HP, MAX_ROUNDS, MORALE_POINTS, PENNANT_THRESHOLD, SIDES, SLOT_TYPES,
  type BattleKind, type BattleSetup, type BattleSide, type DiceFaces, type GatheredDice, type LandType, type SideCounts, type SideName, type SideSummary, type Stance,
} from './model';

/** The choices the rules leave to the Commanders, as named policies (digest §4.9). */
export interface BattlePolicy {
  /** Stance per side for Battle Rounds 1, 2, 3. */
  stances: Record<SideName, [Stance, Stance, Stance]>;
  /** Where each side sends Hits it may place in either zone (Black Hits, Double Blasts, Aggressive White Bars: their colour). */
  zones: Record<SideName, 'zone-1-first' | 'zone-2-first'>;
  /** The Active Commander's stop rule, read at the end of Battle Rounds 1 and 2. */
  stop: 'never' | 'after-round-1' | 'after-round-2' | 'when-outgunned';
}

export interface SideOdds {
  /** Expected Enemy Casualty points collected (A23: units, pennants, sunk and captured Ships, Cargo, Blue Morale Tokens). */
  expectedPoints: number;
  /** P(10 points or more: an Elite Pennant is earned). */
  pennantEarned: number;
  /** P(an Elite Pennant is earned and a surviving non-Elite Force can take it). */
  elitePennant: number;
  /** Expected standing Land Units per zone and hierarchy slot at the end. */
  landSurvivors: { zone: 'front' | 'rear' | 'land'; type: LandType; elite: boolean; start: number; expected: number }[];
  /** Per Ship of the lineup: P(each state at the end). */
  ships: { index: number; afloat: number; outOfAction: number; sunk: number; captured: number; expectedDamage: number }[];
  /** P(the side can still roll dice at the end). */
  standing: number;
}
export interface ExactOdds {
  attackerVictory: number;
  defenderVictory: number;
  mutualDefeat: number;
  contested: number;
  capture: number;
  expectedRounds: number;
  attacker: SideOdds;
  defender: SideOdds;
  statesExplored: number;
  totalProbability: number;
}

export interface Position {
  /** The Battle Round about to be fought (1-3). */
  round: number;
  /** Counts when the battle began (for casualty points); default: the current ones. */
  start?: Record<SideName, SideCounts>;
  /** Enemy Casualty points each side collected before this position (they count towards the pennant). */
  pointsSoFar?: Record<SideName, number>;
}

// ---------------------------------------------------------------------------------------------
// Rolls

const FACT: number[] = [1];
for (let i = 1; i <= 170; i++) FACT[i] = (FACT[i - 1] as number) * i;

/** P of every (a, b, c) count of three face kinds among n dice (the rest the fourth kind). */
function multinomial3(n: number, p: [number, number, number, number], cb: (a: number, b: number, c: number, q: number) => void): void {
  const [pa, pb, pc, pd] = p;
  for (let a = 0; a <= n; a++) {
    if (a > 0 && pa === 0) break;
    for (let b = 0; a + b <= n; b++) {
      if (b > 0 && pb === 0) break;
      for (let c = 0; a + b + c <= n; c++) {
        if (c > 0 && pc === 0) break;
        const d = n - a - b - c;
        if (d > 0 && pd === 0) continue;
        const q = ((FACT[n] as number) / ((FACT[a] as number) * (FACT[b] as number) * (FACT[c] as number) * (FACT[d] as number))) * pa ** a * pb ** b * pc ** c * pd ** d;
        if (q > 0) cb(a, b, c, q);
      }
    }
  }
}

const B = 64;

interface RollList {
  u: number[];
  r: number[];
  f: number[];
  d: number[];
  /** The roller's own Bars, when Defensive (its blocks). */
  k: number[];
  p: number[];
}

interface Cap {
  u: number;
  r: number;
  f: number;
  d: number;
  k: number;
}

/** The distribution of one side's Hit counts and Bars for one roll, capped (extra Hits beyond a cap change nothing). */
function rollList(kind: BattleKind, black: number, white: number, stance: Stance, faces: DiceFaces, cap: Cap): RollList {
  const bt = faces.black.double + faces.black.blast + faces.black.bar + faces.black.blank;
  const wt = faces.white.red + faces.white.blue + faces.white.bar + faces.white.blank;
  const agg = stance === 'aggressive';
  const F = cap.f + 1;
  const K = cap.k + 1;
  const D = cap.d + 1;
  const U = cap.u + 1;
  const R = cap.r + 1;
  // Black: dense (d, f, k).
  const bl = new Float64Array(D * F * K);
  multinomial3(black, [faces.black.double / bt, faces.black.blast / bt, faces.black.bar / bt, faces.black.blank / bt], (nd, ns, nb, q) => {
    const d = Math.min(nd, cap.d);
    const f = Math.min(agg ? ns + nb : ns, cap.f);
    const k = Math.min(agg ? 0 : nb, cap.k);
    bl[(d * F + f) * K + k]! += q;
  });
  // White: dense (u, r, f, k).
  const wl = new Float64Array(U * R * F * K);
  multinomial3(white, [faces.white.red / wt, faces.white.blue / wt, faces.white.bar / wt, faces.white.blank / wt], (nr, nu, nw, q) => {
    let u = kind === 'port' ? nr + nu : nu;
    const r = kind === 'port' ? 0 : nr;
    let f = 0;
    let k = 0;
    if (!agg) k = nw;
    else if (kind === 'port') u += nw; // White never hits Ships: in a Port battle every White Hit is for the Port or the Land Zone
    else f = nw;
    wl[((Math.min(u, cap.u) * R + Math.min(r, cap.r)) * F + Math.min(f, cap.f)) * K + Math.min(k, cap.k)]! += q;
  });
  const bIdx: number[] = [];
  for (let i = 0; i < bl.length; i++) if ((bl[i] as number) > 0) bIdx.push(i);
  // Product into dense (u, r, f, d, k).
  const out = new Float64Array(U * R * F * D * K);
  for (let wi = 0; wi < wl.length; wi++) {
    const wq = wl[wi] as number;
    if (wq === 0) continue;
    const wk = wi % K;
    const wf = Math.floor(wi / K) % F;
    const wur = Math.floor(wi / (K * F)); // u * R + r
    for (const bi of bIdx) {
      const bk = bi % K;
      const bf = Math.floor(bi / K) % F;
      const bd = Math.floor(bi / (K * F));
      const f = Math.min(wf + bf, cap.f);
      const k = Math.min(wk + bk, cap.k);
      out[((wur * F + f) * D + bd) * K + k]! += wq * (bl[bi] as number);
    }
  }
  const list: RollList = { u: [], r: [], f: [], d: [], k: [], p: [] };
  for (let i = 0; i < out.length; i++) {
    const p = out[i] as number;
    if (p === 0) continue;
    let x = i;
    list.k.push(x % K);
    x = Math.floor(x / K);
    list.d.push(x % D);
    x = Math.floor(x / D);
    list.f.push(x % F);
    x = Math.floor(x / F);
    list.r.push(x % R);
    list.u.push(Math.floor(x / R));
    list.p.push(p);
  }
  return list;
}

// ---------------------------------------------------------------------------------------------
// The fast path: a land battle whose two sides both stand Aggressive this round, under the default
// reading of A17 (the Hit after a finished Fort may go to either zone). A roll's landed Hits then depend on
// (u, r, G = f + 2d) alone, except when it has no single any-zone Hit (f = 0: Double Blasts are placed
// whole); hits.test.ts checks both against allocateN. So each roller's dice give one 3-D table of
// (u, r, G), kept as suffix sums: a target's capacities cut a small box out of it (the top of each axis
// is the tail), and the box cells map to landed Hits by a table per target capacity. The f = 0 rolls are
// kept apart in (u, r, d) and moved only in the few cells where placing Doubles whole lands otherwise.

/**
 * A roller's Hits: every roll by (u, r, G) (point masses, clamped into a target's box when it has a Fort),
 * the rolls with f = 0 by (u, r, d), and the two marginals the Front-first closed form reads (no Fort):
 * by (P = u + G, r), and for each Front capacity c1 the Hits left for the Rear, z = r + G - max(0, c1 - u),
 * over the rolls that fill the Front (P >= c1).
 */
interface HitTable {
  point: Float64Array;
  nU: number;
  nR: number;
  nG: number;
  /**
   * The rolls with f = 0 by (u, r, d): White with no Bar by (u, r) times Black with Doubles only by d, each
   * with its tails (a box cell at the top of an axis reads that axis' tail, so no mass is got by subtracting):
   * w0 holds 4 tables of nU x nR, summed from each cell up along r (t & 1) and u (t & 2); b0 2 of nG0.
   */
  w0: Float64Array;
  b0: Float64Array;
  nG0: number;
  /** [P][r] and its sums from r up, nP x nR */
  q: Float64Array;
  qs: Float64Array;
  nP: number;
  /** [c1][z] and its sums from z up, nC x nZ */
  z: Float64Array;
  nC: number;
  zs: Float64Array;
  nZ: number;
  /**
   * For Fort targets (when the battle has a Fort): z split by the Blue Hits past the Front, e = u - c1 for
   * u >= c1 (layers 0-3 one by one, layer 4 for 4 or more): [e][c1][z] and its sums from z up.
   */
  ze: Float64Array;
  zes: Float64Array;
}
interface Dims {
  nU: number;
  nR: number;
  nG: number;
  /** Some side has a Fortification (the tables split by e are built). */
  fort: boolean;
}

/** P of every (a, b, c) count of three face kinds among n dice, as a dense [a][b][c] table (n + 1)^3, memoised per (n, p). */
const multiMemo = new Map<string, Float64Array>();
function multinomialTable(n: number, p: [number, number, number, number]): Float64Array {
  const key = `${n}|${p.join(',')}`;
  let t = multiMemo.get(key);
  if (t) return t;
  const N = n + 1;
  t = new Float64Array(N * N * N);
  const pw = p.map((x) => {
    const a = new Float64Array(N);
    a[0] = 1;
    for (let i = 1; i < N; i++) a[i] = (a[i - 1] as number) * x;
    return a;
  });
  const [pa, pb, pc, pd] = pw as [Float64Array, Float64Array, Float64Array, Float64Array];
  for (let a = 0; a <= n; a++)
    for (let b = 0; a + b <= n; b++)
      for (let c = 0; a + b + c <= n; c++) {
        const d = n - a - b - c;
        t[(a * N + b) * N + c] = ((FACT[n] as number) / ((FACT[a] as number) * (FACT[b] as number) * (FACT[c] as number) * (FACT[d] as number))) * (pa[a] as number) * (pb[b] as number) * (pc[c] as number) * (pd[d] as number);
      }
  if (multiMemo.size > 256) multiMemo.clear();
  multiMemo.set(key, t);
  return t;
}

/**
 * Zeroed Float64Arrays carved out of large blocks: one off-heap buffer per block instead of one per table
 * (each buffer costs an allocation and counts towards the garbage collector's external memory).
 */
class Arena {
  private block = new Float64Array(0);
  private used = 0;
  f64(n: number): Float64Array {
    if (this.used + n > this.block.length) {
      this.block = new Float64Array(Math.max(n, 1 << 17));
      this.used = 0;
    }
    const v = this.block.subarray(this.used, this.used + n);
    this.used += n;
    return v;
  }
}

/** keep: the arena of the tables returned; tmp: of the scratch tables. */
function hitTable(black: number, white: number, faces: DiceFaces, dm: Dims, keep: Arena, tmp: Arena): HitTable {
  // No larger than the dice can fill: a top cell below the cap then holds its exact mass, which is its tail.
  const nU = Math.min(dm.nU, white + 1), nR = Math.min(dm.nR, white + 1), nG = Math.min(dm.nG, white + 2 * black + 1);
  const UM = nU - 1, RM = nR - 1, GM = nG - 1;
  const bt = faces.black.double + faces.black.blast + faces.black.bar + faces.black.blank;
  const wt = faces.white.red + faces.white.blue + faces.white.bar + faces.white.blank;
  // White [u][r][fw], capped (Aggressive land battle: White Bars are any-zone Hits).
  const W = tmp.f64(nU * nR * nG);
  const wm = multinomialTable(white, [faces.white.red / wt, faces.white.blue / wt, faces.white.bar / wt, faces.white.blank / wt]);
  const WN = white + 1;
  for (let nr = 0; nr <= white; nr++)
    for (let nu = 0; nr + nu <= white; nu++)
      for (let nw = 0; nr + nu + nw <= white; nw++) {
        const q = wm[(nr * WN + nu) * WN + nw] as number;
        if (q > 0) W[(Math.min(nu, UM) * nR + Math.min(nr, RM)) * nG + Math.min(nw, GM)]! += q;
      }
  // Black: gb = fb + 2d, all rolls (all) and those with fb = 0 by d (b0).
  const bm = multinomialTable(black, [faces.black.double / bt, faces.black.blast / bt, faces.black.bar / bt, faces.black.blank / bt]);
  const BN = black + 1;
  const ball = tmp.f64(2 * black + 1);
  const b0 = tmp.f64(black + 1);
  for (let nd = 0; nd <= black; nd++)
    for (let ns = 0; nd + ns <= black; ns++)
      for (let nb = 0; nd + ns + nb <= black; nb++) {
        const q = bm[(nd * BN + ns) * BN + nb] as number;
        if (q === 0) continue;
        ball[ns + nb + 2 * nd]! += q;
        if (ns + nb === 0) b0[nd]! += q;
      }
  const all = keep.f64(nU * nR * nG);
  const nG0 = Math.min(nG, black + 1);
  const nUR = nU * nR;
  const w0 = keep.f64(4 * nUR);
  for (let ur = 0; ur < nUR; ur++) w0[ur] = W[ur * nG] as number;
  w0.copyWithin(nUR, 0, nUR);
  for (let u = 0; u < nU; u++) for (let r = nR - 2; r >= 0; r--) w0[nUR + u * nR + r]! += w0[nUR + u * nR + r + 1] as number;
  w0.copyWithin(2 * nUR, 0, 2 * nUR);
  for (let t = 2; t < 4; t++) for (let u = nU - 2; u >= 0; u--) for (let r = 0; r < nR; r++) w0[t * nUR + u * nR + r]! += w0[t * nUR + (u + 1) * nR + r] as number;
  const b0t = keep.f64(2 * nG0);
  for (let d = 0; d <= black; d++) b0t[Math.min(d, nG0 - 1)]! += b0[d] as number;
  b0t.copyWithin(nG0, 0, nG0);
  for (let d = nG0 - 2; d >= 0; d--) b0t[nG0 + d]! += b0t[nG0 + d + 1] as number;
  // White's fw plus Black's g, capped at GM: the Black rolls that reach the cap added as one tail.
  const nB = ball.length;
  const ballTail = tmp.f64(nB + 1);
  for (let g = nB - 1; g >= 0; g--) ballTail[g] = (ballTail[g + 1] as number) + (ball[g] as number);
  for (let ur = 0; ur < nUR; ur++) {
    const base = ur * nG;
    for (let fw = 0; fw < nG; fw++) {
      const w = W[base + fw] as number;
      if (w === 0) continue;
      const open = Math.min(nB, GM - fw);
      const o = base + fw;
      for (let g = 0; g < open; g++) all[o + g]! += w * (ball[g] as number);
      if (open < nB) all[base + GM]! += w * (ballTail[open] as number);
    }
  }
  const nP = nU + nG - 1;
  const nZ = nR + nG - 1;
  const nC = dm.nU; // Front capacities up to the largest target's
  const q = keep.f64(nP * nR);
  const z = keep.f64(nC * nZ);
  // z by c1: r + g while c1 <= u (a run down the c1 axis), then one less per c1 up to u + g (a diagonal):
  // both laid down as differences and summed along c1 after.
  const run = tmp.f64((nC + 1) * nZ);
  const diag = tmp.f64((nC + 1) * nZ);
  const ze = keep.f64(dm.fort ? 5 * nC * nZ : 0);
  const run4 = tmp.f64(dm.fort ? (nC + 1) * nZ : 0);
  for (let u = 0; u < nU; u++)
    for (let r = 0; r < nR; r++)
      for (let g = 0; g < nG; g++) {
        const v = all[(u * nR + r) * nG + g] as number;
        if (v === 0) continue;
        q[(u + g) * nR + r]! += v;
        if (dm.fort) {
          // c1 <= u: z = r + g with e = u - c1 Blue Hits past the Front
          const x = r + g;
          for (let c1 = Math.max(0, u - 3); c1 <= Math.min(u, nC - 1); c1++) ze[((u - c1) * nC + c1) * nZ + x]! += v;
          if (u >= 4) {
            run4[x]! += v;
            run4[(Math.min(u - 4, nC - 1) + 1) * nZ + x]! -= v;
          }
        }
        const top = Math.min(u + g, nC - 1);
        const flat = Math.min(u, top);
        run[r + g]! += v;
        run[(flat + 1) * nZ + r + g]! -= v;
        if (top > flat) {
          // c1 = flat + 1 .. top at z = r + g - (c1 - u)
          diag[(flat + 1) * nZ + r + g - (flat + 1 - u)]! += v;
          const end = top + 1;
          const zi = r + g - (end - u);
          if (zi >= 0) diag[end * nZ + zi]! -= v; // below z = 0 the diagonal leaves the table by itself
        }
      }
  for (let c1 = 0; c1 < nC; c1++)
    for (let x = 0; x < nZ; x++) {
      if (c1 > 0) {
        run[c1 * nZ + x]! += run[(c1 - 1) * nZ + x] as number;
        if (x + 1 < nZ) diag[c1 * nZ + x]! += diag[(c1 - 1) * nZ + x + 1] as number;
      }
      z[c1 * nZ + x] = (run[c1 * nZ + x] as number) + (diag[c1 * nZ + x] as number);
      if (dm.fort) {
        if (c1 > 0) run4[c1 * nZ + x]! += run4[(c1 - 1) * nZ + x] as number;
        ze[c1 * nZ + x]! += diag[c1 * nZ + x] as number; // c1 > u: e = 0
        ze[(4 * nC + c1) * nZ + x]! += run4[c1 * nZ + x] as number;
      }
    }
  const sumsUp = (t: Float64Array, rows: number, n: number) => {
    const out = keep.f64(t.length);
    out.set(t);
    for (let i = 0; i < rows; i++) for (let j = n - 2; j >= 0; j--) out[i * n + j]! += out[i * n + j + 1] as number;
    return out;
  };
  return { point: all, nU, nR, nG, w0, b0: b0t, nG0, q, qs: sumsUp(q, nP, nR), nP, z, zs: sumsUp(z, nC, nZ), nZ, nC, ze, zes: sumsUp(ze, dm.fort ? 5 * nC : 0, nZ) };
}

/**
 * Hit tables kept between calls (pure functions of the dice, the faces and the table dims, as the Alliance
 * kernel keeps its hit distributions): a battle meets the same few dice counts again and again. Bounded:
 * cleared with its arena when it grows past HIT_CACHE_MAX tables.
 */
const HIT_CACHE_MAX = 512;
let hitCache = new Map<string, HitTable>();
let hitArena = new Arena();
function cachedHitTable(black: number, white: number, faces: DiceFaces, dm: Dims, tmp: Arena): HitTable {
  const fb = faces.black, fw = faces.white;
  const key = `${black},${white}|${fb.double},${fb.blast},${fb.bar},${fb.blank}|${fw.red},${fw.blue},${fw.bar},${fw.blank}|${dm.nU},${dm.nR},${dm.nG},${dm.fort ? 1 : 0}`;
  let t = hitCache.get(key);
  if (t) return t;
  if (hitCache.size >= HIT_CACHE_MAX) {
    hitCache = new Map();
    hitArena = new Arena();
  }
  t = hitTable(black, white, faces, dm, hitArena, tmp);
  hitCache.set(key, t);
  return t;
}

/** Where each box cell of a target with these capacities lands: index into its (x0, z1, z2) histogram. */
interface LandMap {
  /** cells of the [u <= h+c1][r <= h+c2][G <= h+c1+c2] box (empty when the closed forms serve: Front first) */
  m: Int32Array;
  /** f = 0 cells (u, r, d) that land otherwise than their (u, r, min(2d, G cap)) cell: u, r, d, its index, the G cell's index */
  diff: Int32Array;
}

/** Land maps kept between calls (pure functions of their arguments), bounded as the hit tables are. */
const LAND_CACHE_MAX = 4096;
const landCache = new Map<number, LandMap>();
function cachedLandMap(h: number, c1: number, c2: number, pref: 1 | 2, dMax: number): LandMap {
  const key = (((h * 256 + c1) * 256 + c2) * 2 + pref - 1) * 4096 + dMax; // packLanded's own bounds (< 256 a zone)
  let lm = landCache.get(key);
  if (lm) return lm;
  if (landCache.size >= LAND_CACHE_MAX) landCache.clear();
  lm = landMap(h, c1, c2, pref, dMax);
  landCache.set(key, lm);
  return lm;
}

/** dMax: the most Double Blasts a roll of the battle can show (f = 0 cells beyond it are never reached). */
function landMap(h: number, c1: number, c2: number, pref: 1 | 2, dMax: number): LandMap {
  const bu = h + c1 + 1, br = h + c2 + 1, bg = h + c1 + c2 + 1;
  const closed = pref === 1 && h <= 4; // the closed forms serve (Fort or not): only the Double-Blast corrections
  const m = new Int32Array(closed ? 0 : bu * br * bg);
  const cell = (l: number) => ((Math.floor(l / 65536) * (c1 + 1) + (Math.floor(l / 256) % 256)) * (c2 + 1)) + (l % 256);
  const at = (u: number, r: number, g: number, doubles: boolean): number => {
    if (h > 0) return cell(doubles ? allocateUncached(h, c1, c2, u, r, 0, g, pref, false) : landedFort(h, c1, c2, u, r, g, pref));
    return cell(doubles ? landedDoublesNoFort(c1, c2, u, r, g, pref) : landedNoFort(c1, c2, u, r, g, pref));
  };
  const diff: number[] = [];
  if (!closed)
    for (let u = 0; u < bu; u++)
      for (let r = 0; r < br; r++)
        for (let g = 0; g < bg; g++) m[(u * br + r) * bg + g] = at(u, r, g, false);
  for (let u = 0; u < bu; u++)
    for (let r = 0; r < br; r++)
      for (let d = 0; d < Math.min(bg, dMax + 1); d++) {
        const i0 = at(u, r, d, true);
        const g = Math.min(2 * d, bg - 1);
        const i1 = closed ? at(u, r, g, false) : (m[(u * br + r) * bg + g] as number);
        if (i0 !== i1) diff.push(u, r, d, i0, i1);
      }
  return { m, diff: Int32Array.from(diff) };
}

/**
 * The histogram cell of a Fort target (h >= 1 HP) whose zones would take z1n and z2n Hits without it, with
 * `waste` Hits landing nowhere: the Fort takes its h Hits from the waste first, then from the zones (landedFort).
 */
function fortCell(h: number, c1: number, c2: number, z1n: number, z2n: number, waste: number): number {
  const T = z1n + z2n + waste;
  if (T <= h) return T * (c1 + 1) * (c2 + 1);
  const m = Math.min(T - h, z1n + z2n);
  const z1 = Math.min(z1n, m);
  return (h * (c1 + 1) + z1) * (c2 + 1) + m - z1;
}

/** The mass of the f = 0 rolls in cell (u, r, d) of the box bu x br x bg (the top of each axis is its tail); 0 outside the table. */
function cellOf0(x: HitTable, u: number, r: number, d: number, bu: number, br: number, bg: number): number {
  if (u >= x.nU || r >= x.nR || d >= x.nG0) return 0;
  const t = (u === bu - 1 ? 2 : 0) + (r === br - 1 ? 1 : 0);
  return (x.w0[t * x.nU * x.nR + u * x.nR + r] as number) * (x.b0[(d === bg - 1 ? x.nG0 : 0) + d] as number);
}

/** Adds the point masses of a table (nU x nR x nG) to hist through the map m of the box bu x br x bg, each cell clamped into the box. */
function clampInto(t: Float64Array, nU: number, nR: number, nG: number, bu: number, br: number, bg: number, m: Int32Array, hist: Float64Array): void {
  const open = Math.min(nG, bg - 1); // cells below the box's top along G map one to one
  for (let u = 0; u < nU; u++) {
    const mu = Math.min(u, bu - 1) * br;
    for (let r = 0; r < nR; r++) {
      const i0 = (u * nR + r) * nG;
      const mr = (mu + Math.min(r, br - 1)) * bg;
      for (let g = 0; g < open; g++) hist[m[mr + g] as number]! += t[i0 + g] as number;
      if (open < nG) {
        let tail = 0;
        for (let g = open; g < nG; g++) tail += t[i0 + g] as number;
        hist[m[mr + bg - 1] as number]! += tail;
      }
    }
  }
}

export interface ExactOptions {
  maxStates?: number;
}

/** Exact odds of the battle under the policy, from the start of `position.round` (default 1). */
export function exactOdds(setup: BattleSetup, faces: DiceFaces, policy: BattlePolicy, position: Position = { round: 1 }, options: ExactOptions = {}): ExactOdds {
  const { kind } = setup;
  const strict = setup.rules.doubleBlastAfterFort === 'lost-unless-fort';
  const maxStates = options.maxStates ?? 5_000_000;
  const sideOf: Record<SideName, BattleSide> = { attacker: setup.attacker, defender: setup.defender };
  const prefOf = (s: SideName): 1 | 2 => (kind === 'sea' ? 2 : policy.zones[s] === 'zone-2-first' ? 2 : 1);
  const capsOf = (s: SideName, c: SideCounts): Caps => ({
    h: Math.max(0, c.fort),
    c1: zoneHp(c.z1),
    c2: kind === 'land' ? zoneHp(c.z2) : shipsHp(sideOf[s].ships, c.ships),
  });

  // --- the general path: one roll table per (roller dice, target capacity), every roll allocated ---
  const rollMemo = new Map<string, RollList>();
  const roll = (kindR: BattleKind, black: number, white: number, stance: Stance, cap: Cap): RollList => {
    const key = `${black},${white},${stance},${cap.u},${cap.r},${cap.f},${cap.d},${cap.k}`;
    let l = rollMemo.get(key);
    if (!l) {
      l = rollList(kindR, black, white, stance, faces, cap);
      rollMemo.set(key, l);
    }
    return l;
  };
  const allocMemo = new Map<string, Map<number, number>>();
  /** Landed Hits on the target, grouped by the roller's own Bars: kOwn -> (landed -> p). */
  const effectsMemo = new Map<string, Map<number, Map<number, number>>>();
  const effects = (rl: RollList, rlKey: string, caps: Caps, blocks: number, pref: 1 | 2): Map<number, Map<number, number>> => {
    const key = `${rlKey}|${caps.h},${caps.c1},${caps.c2}|${blocks}|${pref}`;
    let m = effectsMemo.get(key);
    if (m) return m;
    m = new Map();
    const ck = `${caps.h},${caps.c1},${caps.c2},${pref}`;
    let am = allocMemo.get(ck);
    if (!am) allocMemo.set(ck, (am = new Map()));
    for (let i = 0; i < rl.p.length; i++) {
      const u = rl.u[i] as number, r = rl.r[i] as number, f = rl.f[i] as number, d = rl.d[i] as number;
      const hk = (((u * B + r) * B + f) * B + d) * B + blocks;
      let landed = am.get(hk);
      if (landed === undefined) {
        let y = -1;
        if (blocks > 0) y = blockN(caps.h, caps.c1, caps.c2, u, r, f, d, blocks, pref, strict);
        landed = y < 0
          ? allocateN(caps.h, caps.c1, caps.c2, u, r, f, d, pref, strict)
          : allocateN(caps.h, caps.c1, caps.c2, Math.floor(y / 262144), Math.floor(y / 4096) % 64, Math.floor(y / 64) % 64, y % 64, pref, strict);
        am.set(hk, landed);
      }
      const kOwn = rl.k[i] as number;
      let g = m.get(kOwn);
      if (!g) m.set(kOwn, (g = new Map()));
      g.set(landed, (g.get(landed) ?? 0) + (rl.p[i] as number));
    }
    effectsMemo.set(key, m);
    return m;
  };

  /** Side states are interned: one object per distinct state, with its key and whether it can still roll. */
  interface Side {
    id: number;
    c: SideCounts;
    able: boolean;
    caps: Caps;
    /** The general path: the next state by landed Hits (packLanded). */
    next: Map<number, Side> | undefined;
    /** Gathered dice by Battle Round. */
    dice: (GatheredDice | undefined)[];
    /** Fast path: the next state by landed-Hit histogram cell. */
    cells: (Side | undefined)[] | undefined;
    /** Its Chapter 3 summary (filled on first use). */
    sum: SideSummary | undefined;
    /** Mass ending the battle in this state (for the survivors). */
    endW: number;
    /** Its index among the states of the Battle Round stageTag (Stage). */
    stageTag: number;
    stageIdx: number;
    /** Fast path: its Chapter 3 class (index into classBits, -1 until first read), points lost, and capture value when it cannot roll. */
    cls: number;
    lost: number;
    capNA: number;
  }
  interface Dist {
    sides: Side[];
    p: number[];
  }
  const interned = { attacker: new Map<number | string, Side>(), defender: new Map<number | string, Side>() };
  const byId: Side[] = [];
  /** A number when the counts fit (no Ships, 3 bits a slot: 4 + 16 x 3 bits), else a string. */
  const keyOf = (c: SideCounts): number | string => {
    if (c.ships.length === 0 && c.fort < 15) {
      let k = c.fort + 1;
      for (let i = 0; i < 8; i++) {
        const a = c.z1[i] as number;
        const b = c.z2[i] as number;
        if (a > 7 || b > 7) return `${c.fort}/${c.z1.join(',')}/${c.z2.join(',')}`;
        k = k * 64 + a * 8 + b;
      }
      return k;
    }
    return `${c.fort}/${c.z1.join(',')}/${c.z2.join(',')}/${c.ships.join(',')}`;
  };
  const intern = (s: SideName, c: SideCounts): Side => {
    const key = keyOf(c);
    let x = interned[s].get(key);
    if (!x) {
      x = { id: byId.length, c, able: canRoll(sideOf[s], c), caps: capsOf(s, c), next: undefined, dice: [], cells: undefined, sum: undefined, endW: 0, stageTag: -1, stageIdx: 0, cls: -1, lost: 0, capNA: 0 };
      interned[s].set(key, x);
      byId.push(x);
    }
    return x;
  };
  const applyLanded = (s: SideName, side: Side, landed: number): Side => {
    const next = (side.next ??= new Map());
    const hit = next.get(landed);
    if (hit) return hit;
    const out = landedSide(s, side, landed);
    next.set(landed, out);
    return out;
  };
  /** The state a side reaches when these Hits land (packLanded). */
  const landedSide = (s: SideName, side: Side, landed: number): Side => {
    const c = side.c;
    const z2h = landed % 256;
    const z1h = Math.floor(landed / 256) % 256;
    const x0 = Math.floor(landed / 65536);
    const out =
      x0 === 0 && z1h === 0 && z2h === 0
        ? side
        : intern(s, {
            fort: c.fort < 0 ? c.fort : c.fort - x0,
            z1: z1h > 0 ? hitZone(c.z1, z1h) : c.z1,
            z2: kind === 'land' && z2h > 0 ? hitZone(c.z2, z2h) : c.z2,
            ships: kind !== 'land' && z2h > 0 ? hitLineup(sideOf[s].ships, c.ships, z2h) : c.ships,
          });
    return out;
  };
  const diceOf = (x: SideName, side: Side, r: number): GatheredDice => (side.dice[r] ??= gatherDice(kind, sideOf[x], side.c, r));

  // --- the fast path's tables ---
  const initialCounts = { attacker: countsOf(setup.attacker, kind), defender: countsOf(setup.defender, kind) };
  // One set of roll tables for both directions: capped at what either side could ever absorb.
  const dims: Dims = { nU: 1, nR: 1, nG: 1, fort: initialCounts.attacker.fort > 0 || initialCounts.defender.fort > 0 };
  for (const t of SIDES) {
    const c = capsOf(t, initialCounts[t]);
    dims.nU = Math.max(dims.nU, c.h + c.c1 + 1);
    dims.nR = Math.max(dims.nR, c.h + c.c2 + 1);
    dims.nG = Math.max(dims.nG, c.h + c.c1 + c.c2 + 1);
  }
  const hitTables = new Map<number, HitTable>();
  const arena = new Arena();
  const maxBlack = Math.max(...SIDES.map((x) => gatherDice(kind, sideOf[x], initialCounts[x], 2).black));
  const landMaps = new Map<number, LandMap>();
  /** Fills hist with the target's landed Hits, by (x0, z1, z2) cell, after the enemy's Aggressive roll of (black, white) dice (fast path); returns the cell count. */
  const fastHist = (t: SideName, target: Side, black: number, white: number, pref: 1 | 2, hist: Float64Array): number => {
    const tk = black * 1024 + white;
    let ht = hitTables.get(tk);
    if (!ht) hitTables.set(tk, (ht = cachedHitTable(black, white, faces, dims, arena)));
    const { h, c1, c2 } = target.caps;
    const mk = ((h * 256 + c1) * 256 + c2) * 2 + pref;
    let lm = landMaps.get(mk);
    if (!lm) landMaps.set(mk, (lm = cachedLandMap(h, c1, c2, pref, maxBlack)));
    const bu = h + c1 + 1, br = h + c2 + 1, bg = h + c1 + c2 + 1;
    const nh = (h + 1) * (c1 + 1) * (c2 + 1);
    hist.fill(0, 0, nh);
    if (h === 0 && pref === 1) {
      // No Fort, Front first: z1 = min(c1, P); below c1 the Rear gets min(c2, r), at c1 min(c2, z).
      const { q, qs, nP, nR, z, zs, nZ } = ht;
      const top = Math.min(c1, nP);
      for (let P = 0; P < top; P++) {
        const row = P * nR;
        const o = P * (c2 + 1);
        const lim = Math.min(c2, nR);
        for (let r = 0; r < lim; r++) hist[o + r]! += q[row + r] as number;
        if (c2 < nR) hist[o + c2]! += qs[row + c2] as number;
      }
      if (c1 < ht.nC) {
        const row = c1 * nZ;
        const o = c1 * (c2 + 1);
        const lim = Math.min(c2, nZ);
        for (let x = 0; x < lim; x++) hist[o + x]! += z[row + x] as number;
        if (c2 < nZ) hist[o + c2]! += zs[row + c2] as number;
      }
    } else if (pref === 1 && h <= 4) {
      // A Fort, Front first: as above, each cell with the Hits it wastes (a Rear past full, Blue Hits past the Front).
      const { q, nP, nR, ze, zes, nZ, nC } = ht;
      const top = Math.min(c1, nP);
      for (let P = 0; P < top; P++)
        for (let r = 0; r < nR; r++) {
          const v = q[P * nR + r] as number;
          if (v !== 0) hist[fortCell(h, c1, c2, P, Math.min(c2, r), Math.max(0, r - c2))]! += v;
        }
      if (c1 < nC)
        for (let e = 0; e <= 4; e++) {
          const row = (e * nC + c1) * nZ;
          const full = c2 + Math.max(0, h - e); // from here on the waste covers the Fort: one cell
          const lim = Math.min(full, nZ);
          for (let x = 0; x < lim; x++) {
            const v = ze[row + x] as number;
            if (v !== 0) hist[fortCell(h, c1, c2, c1, Math.min(c2, x), Math.max(0, x - c2) + e)]! += v;
          }
          if (full < nZ) hist[fortCell(h, c1, c2, c1, c2, full - c2 + e)]! += zes[row + full] as number;
        }
    } else clampInto(ht.point, ht.nU, ht.nR, ht.nG, bu, br, bg, lm.m, hist);
    const df = lm.diff;
    for (let i = 0; i < df.length; i += 5) {
      const p0 = cellOf0(ht, df[i] as number, df[i + 1] as number, df[i + 2] as number, bu, br, bg);
      if (p0 === 0) continue;
      hist[df[i + 3] as number]! += p0;
      hist[df[i + 4] as number]! -= p0;
    }
    return nh;
  };
  /** The state a target reaches with the landed Hits of histogram cell i. */
  const cellSide = (t: SideName, target: Side, i: number): Side => {
    const cells = (target.cells ??= []);
    let s = cells[i];
    if (!s) {
      const { c1, c2 } = target.caps;
      const z2 = i % (c2 + 1);
      const z1 = Math.floor(i / (c2 + 1)) % (c1 + 1);
      const x0 = Math.floor(i / ((c1 + 1) * (c2 + 1)));
      s = cells[i] = landedSide(t, target, packLanded(x0, z1, z2));
    }
    return s;
  };
  const MAX_CELLS = dims.nU * dims.nR * dims.nG;
  const histA = new Float64Array(MAX_CELLS);
  const histD = new Float64Array(MAX_CELLS);
  /** The target's next states after the enemy's Aggressive roll (fast path). */
  const fastNext = (t: SideName, target: Side, black: number, white: number, pref: 1 | 2): Dist => {
    const nh = fastHist(t, target, black, white, pref, histA);
    const out: Dist = { sides: [], p: [] };
    for (let i = 0; i < nh; i++) {
      const p = histA[i] as number;
      if (p <= 0) continue;
      out.sides.push(cellSide(t, target, i));
      out.p.push(p);
    }
    return out;
  };

  const stopsAfter = (round: number, a: Side, d: Side): boolean => {
    switch (policy.stop) {
      case 'never':
        return false;
      case 'after-round-1':
        return round === 1;
      case 'after-round-2':
        return round === 2;
      case 'when-outgunned': {
        const ga = diceOf('attacker', a, round + 1);
        const gd = diceOf('defender', d, round + 1);
        return ga.black + ga.white < gd.black + gd.white;
      }
    }
  };

  const start: Record<SideName, SideCounts> = position.start ?? initialCounts;
  const hasFort = { attacker: setup.attacker.fortification !== null, defender: setup.defender.fortification !== null };
  const summaryOf = (x: SideName, side: Side): SideSummary => (side.sum ??= sideSummary(setup, x, start[x], side.c));
  const already = position.pointsSoFar ?? { attacker: 0, defender: 0 };

  const acc = { victoryA: 0, victoryD: 0, mutual: 0, contested: 0, capture: 0, rounds: 0, mass: 0 };
  const sideAcc = (s: SideName) => ({
    points: 0,
    earned: 0,
    pennant: 0,
    captured: sideOf[s].ships.map(() => 0),
  });
  const sa = { attacker: sideAcc('attacker'), defender: sideAcc('defender') };

  // Chapter 3, summed side by side: given a joint state the two sides' final states are independent, so
  // the outcome needs only P(able) of each, the points the enemy's losses and the victor's bonuses, and the
  // pennant a threshold on the enemy's losses for each of the few (able, canCapture, recipient) classes.
  interface Stats {
    mass: number;
    able: number;
    ableCap: number;
    ableCapRec: number;
    ableNoCapRec: number;
    notAble: number;
    notAbleRec: number;
    lost: number;
    notAbleCapVal: number;
    /** Mass where the enemy reaches the pennant threshold: as a loser / non-Victor, as Victor able to capture, as Victor unable to. */
    tNot: number;
    tCap: number;
    tNoCap: number;
    /** Mass not able with each Ship capturable. */
    cap: number[];
  }
  const moraleOf = {} as Record<SideName, number>;
  for (const x of SIDES) {
    const f = sideOf[x].fortification;
    moraleOf[x] = f ? MORALE_POINTS * FORT_HP[f.tier] : 0;
  }
  const stats = { attacker: {} as Stats, defender: {} as Stats };
  const resetStats = (x: SideName): Stats => {
    const st = stats[x];
    st.mass = st.able = st.ableCap = st.ableCapRec = st.ableNoCapRec = st.notAble = st.notAbleRec = st.lost = st.notAbleCapVal = st.tNot = st.tCap = st.tNoCap = 0;
    if (st.cap) st.cap.fill(0);
    else st.cap = sideOf[x].ships.map(() => 0);
    return st;
  };
  const addStat = (st: Stats, x: SideName, s: Side, p: number): void => {
    const m = summaryOf(x, s);
    st.mass += p;
    st.lost += p * m.lost;
    const base = already[x === 'attacker' ? 'defender' : 'attacker'] + m.lost;
    if (base >= PENNANT_THRESHOLD) st.tNot += p;
    if (m.able) {
      st.able += p;
      if (m.canCapture) {
        st.ableCap += p;
        if (m.recipient) st.ableCapRec += p;
      } else if (m.recipient) st.ableNoCapRec += p;
      if (base >= PENNANT_THRESHOLD) {
        st.tCap += p;
        st.tNoCap += p;
      }
    } else {
      st.notAble += p;
      st.notAbleCapVal += p * m.captureValue;
      if (m.recipient) st.notAbleRec += p;
      if (base + m.captureValue + moraleOf[x] >= PENNANT_THRESHOLD) st.tCap += p;
      if (base + moraleOf[x] >= PENNANT_THRESHOLD) st.tNoCap += p;
      for (const k of m.capturable) st.cap[k]! += p;
    }
  };
  /** Tallies the final pairs of two independent sides (weight w, battle over after round r). */
  const combine = (w: number, r: number, A: Stats, D: Stats): void => {
    if (A.mass === 0 || D.mass === 0) return;
    acc.rounds += w * A.mass * D.mass * (r - position.round + 1);
    acc.contested += w * A.able * D.able;
    acc.mutual += w * A.notAble * D.notAble;
    acc.victoryA += w * A.able * D.notAble;
    acc.victoryD += w * A.notAble * D.able;
    if (hasFort.defender) acc.capture += w * A.able * D.notAble;
    if (hasFort.attacker) acc.capture += w * A.notAble * D.able;
    for (const x of SIDES) {
      const e: SideName = x === 'attacker' ? 'defender' : 'attacker';
      const me = x === 'attacker' ? A : D;
      const en = x === 'attacker' ? D : A;
      const o = sa[x];
      o.points += w * (already[x] * me.mass * en.mass + me.mass * en.lost + me.ableCap * en.notAbleCapVal + me.able * en.notAble * moraleOf[e]);
      o.earned += w * (me.notAble * en.tNot + me.ableCap * en.tCap + (me.able - me.ableCap) * en.tNoCap);
      o.pennant += w * (me.notAbleRec * en.tNot + me.ableCapRec * en.tCap + me.ableNoCapRec * en.tNoCap);
      if (me.ableCap > 0) {
        // a loop, not a closure: a closure here costs a context object per call (thousands per battle)
        const captured = sa[e].captured;
        for (let k = 0; k < en.cap.length; k++) captured[k]! += w * me.ableCap * (en.cap[k] as number);
      }
    }
    acc.mass += w * A.mass * D.mass;
  };
  /** Tallies every pair of final states of XA x XD (weight w, battle over after round r). */
  function tally(w: number, r: number, XA: Dist, XD: Dist): void {
    const A = resetStats('attacker');
    const D = resetStats('defender');
    XA.sides.forEach((s, i) => addStat(A, 'attacker', s, XA.p[i] as number));
    XD.sides.forEach((s, i) => addStat(D, 'defender', s, XD.p[i] as number));
    if (A.mass === 0 || D.mass === 0) return;
    XA.sides.forEach((s, i) => (s.endW += w * (XA.p[i] as number) * D.mass));
    XD.sides.forEach((s, i) => (s.endW += w * (XD.p[i] as number) * A.mass));
    combine(w, r, A, D);
  }
  // The fast path tallies a round per Chapter 3 class: the flags addStat reads (able, canCapture,
  // recipient, and the three pennant thresholds) are fixed by a final state, so the round's states are
  // summed per class and the few classes turned into Stats, with the points lost summed alongside.
  const classBits: number[] = [];
  const classIdx = new Int32Array(64).fill(-1);
  const classify = (x: SideName, s: Side): void => {
    const m = summaryOf(x, s);
    const base = already[x === 'attacker' ? 'defender' : 'attacker'] + m.lost;
    const tNot = base >= PENNANT_THRESHOLD;
    const tCap = m.able ? tNot : base + m.captureValue + moraleOf[x] >= PENNANT_THRESHOLD;
    const tNoCap = m.able ? tNot : base + moraleOf[x] >= PENNANT_THRESHOLD;
    const bits = (m.able ? 1 : 0) | (m.canCapture ? 2 : 0) | (m.recipient ? 4 : 0) | (tNot ? 8 : 0) | (tCap ? 16 : 0) | (tNoCap ? 32 : 0);
    let k = classIdx[bits] as number;
    if (k < 0) {
      k = classIdx[bits] = classBits.length;
      classBits.push(bits);
    }
    s.cls = k;
    s.lost = m.lost;
    s.capNA = m.able ? 0 : m.captureValue;
  };
  /** One side's states after a round (able and not apart), with their mass per class. */
  interface Tab {
    ab: Side[];
    pAb: Float64Array;
    nAb: number;
    na: Side[];
    pNa: Float64Array;
    nNa: number;
    cm: Float64Array;
    /** Points lost summed over the states not able [0] and able [1]. */
    lost: Float64Array;
    capNA: number;
  }
  const tabOf = (n: number): Tab => ({ ab: [], pAb: new Float64Array(n), nAb: 0, na: [], pNa: new Float64Array(n), nNa: 0, cm: new Float64Array(64), lost: new Float64Array(2), capNA: 0 });
  /**
   * Reads the target's landed-Hit histogram into t; end >= 0 (the last round): into its class masses and its
   * states' end weights (end per unit of mass) only, no lists of states (nothing goes on).
   */
  const collect = (x: SideName, from: Side, hist: Float64Array, nh: number, t: Tab, end = -1): void => {
    const cm = t.cm;
    cm.fill(0);
    let nAb = 0;
    let nNa = 0;
    let lostAb = 0;
    let lostNa = 0;
    let capNA = 0;
    for (let i = 0; i < nh; i++) {
      const p = hist[i] as number;
      if (p <= 0) continue;
      const s = cellSide(x, from, i);
      if (s.cls < 0) classify(x, s);
      cm[s.cls]! += p;
      if (end >= 0) s.endW += end * p;
      if (s.able) {
        if (end < 0) {
          t.ab[nAb] = s;
          t.pAb[nAb++] = p;
        }
        lostAb += p * s.lost;
      } else {
        if (end < 0) {
          t.na[nNa] = s;
          t.pNa[nNa++] = p;
        }
        lostNa += p * s.lost;
        capNA += p * s.capNA;
      }
    }
    t.nAb = nAb;
    t.nNa = nNa;
    t.lost[0] = lostNa;
    t.lost[1] = lostAb;
    t.capNA = capNA;
  };
  const newStats = (x: SideName): Stats => ({ mass: 0, able: 0, ableCap: 0, ableCapRec: 0, ableNoCapRec: 0, notAble: 0, notAbleRec: 0, lost: 0, notAbleCapVal: 0, tNot: 0, tCap: 0, tNoCap: 0, cap: sideOf[x].ships.map(() => 0) });
  /** The Stats of t's states not able (0), able (1) or all (2). */
  const statsOf = (t: Tab, which: 0 | 1 | 2, st: Stats): Stats => {
    st.mass = st.able = st.ableCap = st.ableCapRec = st.ableNoCapRec = st.notAble = st.notAbleRec = st.tNot = st.tCap = st.tNoCap = 0;
    for (let k = 0; k < classBits.length; k++) {
      const q = t.cm[k] as number;
      if (q === 0) continue;
      const bits = classBits[k] as number;
      const able = bits & 1;
      if (which !== 2 && able !== which) continue;
      st.mass += q;
      if (bits & 8) st.tNot += q;
      if (bits & 16) st.tCap += q;
      if (bits & 32) st.tNoCap += q;
      if (able) {
        st.able += q;
        if (bits & 2) {
          st.ableCap += q;
          if (bits & 4) st.ableCapRec += q;
        } else if (bits & 4) st.ableNoCapRec += q;
      } else {
        st.notAble += q;
        if (bits & 4) st.notAbleRec += q;
      }
    }
    st.lost = which === 2 ? (t.lost[0] as number) + (t.lost[1] as number) : (t.lost[which] as number);
    st.notAbleCapVal = which === 1 ? 0 : t.capNA;
    return st;
  };
  const addEnd = (sides: Side[], p: Float64Array, n: number, c: number): void => {
    for (let i = 0; i < n; i++) (sides[i] as Side).endW += c * (p[i] as number);
  };
  const tabA = tabOf(MAX_CELLS);
  const tabD = tabOf(MAX_CELLS);
  const fastStats = [newStats('attacker'), newStats('attacker'), newStats('defender'), newStats('defender')] as const;
  const prefA = prefOf('attacker');
  const prefD = prefOf('defender');
  /**
   * A round where both sides stand Aggressive (fast path): the landed-Hit histograms read per class; the
   * pairs that end the battle tallied at once, the rest (when the battle goes on) into `next`.
   */
  const fastRound = (r: number, a: Side, d: Side, w: number, dA: GatheredDice, dD: GatheredDice, final: boolean, next: Stage): void => {
    const s0 = fastStats[0], s1 = fastStats[1], s2 = fastStats[2], s3 = fastStats[3];
    if (final) {
      const nA = fastHist('attacker', a, dD.black, dD.white, prefD, histA);
      const nD = fastHist('defender', d, dA.black, dA.white, prefA, histD);
      let mD = 0;
      for (let i = 0; i < nD; i++) if ((histD[i] as number) > 0) mD += histD[i] as number;
      if (mD === 0) return;
      collect('attacker', a, histA, nA, tabA, w * mD);
      const A = statsOf(tabA, 2, s0);
      if (A.mass === 0) return;
      collect('defender', d, histD, nD, tabD, w * A.mass);
      combine(w, r, A, statsOf(tabD, 2, s2));
      return;
    }
    collect('attacker', a, histA, fastHist('attacker', a, dD.black, dD.white, prefD, histA), tabA);
    collect('defender', d, histD, fastHist('defender', d, dA.black, dA.white, prefA, histD), tabD);
    // Ended: the attacker unable against every defender state, then the attacker able against the defender unable.
    const Ana = statsOf(tabA, 0, s0);
    const D = statsOf(tabD, 2, s2);
    if (Ana.mass > 0 && D.mass > 0) {
      addEnd(tabA.na, tabA.pNa, tabA.nNa, w * D.mass);
      addEnd(tabD.ab, tabD.pAb, tabD.nAb, w * Ana.mass);
      addEnd(tabD.na, tabD.pNa, tabD.nNa, w * Ana.mass);
      combine(w, r, Ana, D);
    }
    const Aab = statsOf(tabA, 1, s1);
    const Dna = statsOf(tabD, 0, s3);
    if (Aab.mass > 0 && Dna.mass > 0) {
      addEnd(tabA.ab, tabA.pAb, tabA.nAb, w * Dna.mass);
      addEnd(tabD.na, tabD.pNa, tabD.nNa, w * Aab.mass);
      combine(w, r, Aab, Dna);
    }
    if (tabA.nAb > 0 && tabD.nAb > 0) next.addOuterN(tabA.ab, tabA.pAb, tabA.nAb, w, tabD.ab, tabD.pAb, tabD.nAb);
  };

  // (a land battle has no Ships: the classes carry no capturable Ships)
  const fastOk = kind === 'land' && !strict && setup.attacker.ships.length === 0 && setup.defender.ships.length === 0;
  let statesExplored = 0;
  const split = (X: Dist, able: boolean): Dist => {
    const out: Dist = { sides: [], p: [] };
    X.sides.forEach((s, i) => {
      if (s.able === able) {
        out.sides.push(s);
        out.p.push(X.p[i] as number);
      }
    });
    return out;
  };
  const dist = (m: Map<number, number>, x: SideName, side: Side): Dist => {
    const out: Dist = { sides: [], p: [] };
    for (const [l, p] of m) {
      out.sides.push(applyLanded(x, side, l));
      out.p.push(p);
    }
    return out;
  };
  /**
   * The joint states of one Battle Round, merged: a dense matrix over the attacker's and the defender's
   * states met in that round (rows grow as defender states appear), so a round's successors are outer
   * products added row by row.
   */
  class Stage {
    private readonly as: Side[] = [];
    private readonly ds: Side[] = [];
    private readonly rows: Float64Array[] = [];
    constructor(private readonly tag: number) {}
    private local(list: Side[], s: Side): number {
      if (s.stageTag !== this.tag) {
        s.stageTag = this.tag;
        s.stageIdx = list.length;
        list.push(s);
      }
      return s.stageIdx;
    }
    private dIdx = new Int32Array(64);
    /** Adds pa * pd(j) to every pair (na, d1.sides[j]). */
    addOuter(na: Side, pa: number, d1: Dist): void {
      this.addOuterN([na], [pa], 1, 1, d1.sides, d1.p, d1.sides.length);
    }
    /** Adds w * pa(i) * pd(j) to every pair (as[i], ds[j]) of the first nA and nD entries. */
    addOuterN(as: readonly Side[], pa: ArrayLike<number>, nA: number, w: number, ds: readonly Side[], pd: ArrayLike<number>, nD: number): void {
      if (this.dIdx.length < nD) this.dIdx = new Int32Array(2 * nD);
      const idx = this.dIdx;
      let top = 0;
      for (let j = 0; j < nD; j++) {
        const dj = this.local(this.ds, ds[j] as Side);
        idx[j] = dj;
        if (dj > top) top = dj;
      }
      for (let i = 0; i < nA; i++) {
        const ai = this.local(this.as, as[i] as Side);
        let row = this.rows[ai];
        if (!row || row.length <= top) {
          const grown = arena.f64(Math.max(16, 2 * this.ds.length));
          if (row) grown.set(row);
          this.rows[ai] = row = grown;
        }
        const q = w * (pa[i] as number);
        for (let j = 0; j < nD; j++) row[idx[j] as number]! += q * (pd[j] as number);
      }
    }
    states(): { a: Side[]; d: Side[]; w: number[] } {
      const out = { a: [] as Side[], d: [] as Side[], w: [] as number[] };
      this.rows.forEach((row, ai) => {
        for (let dj = 0; dj < row.length; dj++) {
          const w = row[dj] as number;
          if (w > 0) {
            out.a.push(this.as[ai] as Side);
            out.d.push(this.ds[dj] as Side);
            out.w.push(w);
          }
        }
      });
      return out;
    }
  }

  /** One joint state (a, d) of round r with mass w: its round fought, ended pairs tallied, the rest into `next`. */
  const expand = (r: number, a: Side, d: Side, w: number, next: Stage): void => {
    const dice = { attacker: diceOf('attacker', a, r), defender: diceOf('defender', d, r) };
    const stance = { attacker: policy.stances.attacker[r - 1] as Stance, defender: policy.stances.defender[r - 1] as Stance };
    const pairs: [Dist, Dist, number][] = [];
    const allEnd = r >= MAX_ROUNDS || (policy.stop === 'after-round-1' && r === 1) || (policy.stop === 'after-round-2' && r === 2);
    const fast = fastOk && stance.attacker === 'aggressive' && stance.defender === 'aggressive';
    if (fast && (allEnd || policy.stop !== 'when-outgunned')) return fastRound(r, a, d, w, dice.attacker, dice.defender, allEnd, next);
    if (fast) {
      pairs.push([fastNext('attacker', a, dice.defender.black, dice.defender.white, prefOf('defender')), fastNext('defender', d, dice.attacker.black, dice.attacker.white, prefOf('attacker')), 1]);
    } else {
      const caps = { attacker: a.caps, defender: d.caps };
      const maxHits = (x: SideName) => 2 * dice[x].black + dice[x].white;
      const maxBlocks = (x: SideName) => (stance[x] === 'defensive' ? dice[x].black + dice[x].white : 0);
      const lists = {} as Record<SideName, { rl: RollList; key: string }>;
      for (const x of SIDES) {
        const t = x === 'attacker' ? 'defender' : 'attacker';
        const c = caps[t];
        const kb = maxBlocks(t);
        const cap: Cap = { u: c.h + c.c1 + kb, r: c.h + c.c2 + kb, f: c.h + c.c1 + c.c2 + kb, d: c.h + c.c1 + c.c2 + kb, k: stance[x] === 'defensive' ? maxHits(t) : 0 };
        const key = `${dice[x].black},${dice[x].white},${stance[x]},${cap.u},${cap.r},${cap.f},${cap.d},${cap.k}`;
        lists[x] = { rl: roll(kind, dice[x].black, dice[x].white, stance[x], cap), key };
      }
      // Bars of each side (0 when Aggressive): their distribution is read off the roll lists.
      const kAs = [...new Set(lists.attacker.rl.k)];
      const kDs = [...new Set(lists.defender.rl.k)];
      for (const kA of kAs)
        for (const kD of kDs) {
          const onD = effects(lists.attacker.rl, lists.attacker.key, caps.defender, stance.defender === 'defensive' ? kD : 0, prefOf('attacker')).get(kA);
          const onA = effects(lists.defender.rl, lists.defender.key, caps.attacker, stance.attacker === 'defensive' ? kA : 0, prefOf('defender')).get(kD);
          if (onD && onA) pairs.push([dist(onA, 'attacker', a), dist(onD, 'defender', d), 1]);
        }
    }
    for (const [finA, finD] of pairs) {
      if (allEnd) {
        tally(w, r, finA, finD);
        continue;
      }
      // Pairs that end the battle are tallied at once (the sides are independent given this state),
      // only pairs that fight on go on as joint states.
      const a1 = split(finA, true);
      const d1 = split(finD, true);
      tally(w, r, split(finA, false), finD);
      tally(w, r, a1, split(finD, false));
      if (policy.stop === 'never') {
        for (let i = 0; i < a1.sides.length; i++) next.addOuter(a1.sides[i] as Side, w * (a1.p[i] as number), d1);
        continue;
      }
      for (let i = 0; i < a1.sides.length; i++) {
        const na = a1.sides[i] as Side;
        const pa = w * (a1.p[i] as number);
        for (let j = 0; j < d1.sides.length; j++) {
          const nd = d1.sides[j] as Side;
          const q = pa * (d1.p[j] as number);
          if (stopsAfter(r, na, nd)) tally(q, r, { sides: [na], p: [1] }, { sides: [nd], p: [1] });
          else next.addOuter(na, q, { sides: [nd], p: [1] });
        }
      }
    }
  };

  // Battle Round by Battle Round (the stages): merge equal joint states, expand each once.
  let cur = new Stage(1);
  cur.addOuter(intern('attacker', initialCounts.attacker), 1, { sides: [intern('defender', initialCounts.defender)], p: [1] });
  for (let r = position.round; r <= MAX_ROUNDS; r++) {
    const states = cur.states();
    if (states.w.length === 0) break;
    statesExplored += states.w.length;
    if (statesExplored > maxStates) throw new MarkovError(`State limit of ${maxStates} exceeded`);
    const next = new Stage(r + 1);
    const allEnd = r >= MAX_ROUNDS || (policy.stop === 'after-round-1' && r === 1) || (policy.stop === 'after-round-2' && r === 2);
    if (fastOk && policy.stances.attacker[r - 1] === 'aggressive' && policy.stances.defender[r - 1] === 'aggressive' && (allEnd || policy.stop !== 'when-outgunned')) {
      for (let i = 0; i < states.w.length; i++) {
        const a = states.a[i] as Side;
        const d = states.d[i] as Side;
        fastRound(r, a, d, states.w[i] as number, diceOf('attacker', a, r), diceOf('defender', d, r), allEnd, next);
      }
    } else for (let i = 0; i < states.w.length; i++) expand(r, states.a[i] as Side, states.d[i] as Side, states.w[i] as number, next);
    cur = next;
  }

  // Survivors: every final state once, with the mass that ended there.
  const surv = (x: SideName) => {
    const o = { z1: new Array<number>(8).fill(0), z2: new Array<number>(8).fill(0), standing: 0, ships: sideOf[x].ships.map(() => ({ afloat: 0, outOfAction: 0, sunk: 0, damage: 0 })) };
    for (const side of interned[x].values()) {
      const q = side.endW;
      if (q === 0) continue;
      const c = side.c;
      for (let i = 0; i < 8; i++) {
        o.z1[i]! += q * (c.z1[i] as number);
        o.z2[i]! += q * (c.z2[i] as number);
      }
      if (side.able) o.standing += q;
      sideOf[x].ships.forEach((sh, i) => {
        const dmg = c.ships[i] as number;
        const rec = o.ships[i]!;
        rec.damage += q * dmg;
        if (shipSunk(sh, dmg)) rec.sunk += q;
        else if (shipOoa(sh, dmg)) rec.outOfAction += q;
        else rec.afloat += q;
      });
    }
    return o;
  };

  const sideOdds = (x: SideName): SideOdds => {
    const o = sa[x];
    const sv = surv(x);
    const init = start[x];
    const landSurvivors: SideOdds['landSurvivors'] = [];
    const now = initialCounts[x];
    for (const [zone, arr, st, cur] of [
      [kind === 'port' ? 'land' : 'front', sv.z1, init.z1, now.z1],
      ['rear', sv.z2, init.z2, now.z2],
    ] as const) {
      for (let i = 0; i < 8; i++) {
        if ((cur[i] as number) === 0 && (arr[i] as number) < 1e-12 && (st[i] as number) === 0) continue;
        landSurvivors.push({ zone, type: SLOT_TYPES[i] as LandType, elite: i % 2 === 1, start: cur[i] as number, expected: arr[i] as number });
      }
    }
    return {
      expectedPoints: o.points,
      pennantEarned: o.earned,
      elitePennant: o.pennant,
      landSurvivors,
      ships: sv.ships.map((r, index) => ({ index, afloat: r.afloat, outOfAction: r.outOfAction, sunk: r.sunk, captured: o.captured[index] as number, expectedDamage: r.damage })),
      standing: sv.standing,
    };
  };

  return {
    attackerVictory: acc.victoryA,
    defenderVictory: acc.victoryD,
    mutualDefeat: acc.mutual,
    contested: acc.contested,
    capture: acc.capture,
    expectedRounds: acc.rounds,
    attacker: sideOdds('attacker'),
    defender: sideOdds('defender'),
    statesExplored,
    totalProbability: acc.mass,
  };
}
