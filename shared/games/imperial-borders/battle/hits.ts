// Which Hits land where. After blocks, a side's Hits are of four kinds for targeting:
//   u: may hit the Fortification or Zone 1 only (Blue Blasts; in a Port battle every White Hit),
//   r: the Fortification or Zone 2 only (Red Blasts, land battles),
//   f: anywhere (single Black Hits, Aggressive Black Bars; Aggressive White Bars in a land battle,
//      whose colour is the zone they go to),
//   d: Double Blasts, 2 Hits into one zone [Chapter 2 D]; the Fortification spans both zones (A17).
// Zone 1 is the Front (land) or the Land Zone (port); Zone 2 the Rear (land) or the Ship lineup
// (port, open sea). The Fortification takes Hits first: min(HP, Hits) of them [Hit Hierarchy 1st].
// Within a zone the hierarchy fixes the targets, so only the number of Hits per zone matters.
//
// Policies (named, the same in the resolver's suggestions and the exact odds):
//  - the roller lands as many Hits as it can, then as many as it can in its preferred zone;
//  - a Defensive blocker cancels the Hits that would land most, then protects its Zone 1.

export interface Caps {
  /** Fortification HP left (0: none or defeated). */
  h: number;
  c1: number;
  c2: number;
}
export interface HitCounts {
  u: number;
  r: number;
  f: number;
  d: number;
}
/** Hits landed on the Fortification, Zone 1 and Zone 2. */
export type Landed = [number, number, number];

export const totalHits = (x: HitCounts) => x.u + x.r + x.f + 2 * x.d;

/** Landed Hits packed as one number: (fort * 256 + zone 1) * 256 + zone 2. */
export const packLanded = (x0: number, z1: number, z2: number) => (x0 * 256 + z1) * 256 + z2;
export const unpackLanded = (k: number): Landed => [Math.floor(k / 65536), Math.floor(k / 256) % 256, k % 256];

const capsKey = (h: number, c1: number, c2: number, u: number, r: number, f: number, d: number, pref: 1 | 2, strict: boolean): number =>
  h < 8 && c1 < 64 && c2 < 64 && u < 64 && r < 64 && f < 64 && d < 64 ? ((((((h * 64 + c1) * 64 + c2) * 64 + u) * 64 + r) * 64 + f) * 64 + d) * 4 + (pref - 1) * 2 + (strict ? 1 : 0) : -1;
const ALLOC_CACHE = new Map<number, number>();
const BLOCK_CACHE = new Map<number, number>();
const remember = (m: Map<number, number>, key: number, v: number) => {
  if (key < 0) return;
  if (m.size > 2_000_000) m.clear();
  m.set(key, v);
};

/**
 * The roller's best assignment: most Hits landed, then most in the preferred zone (1 or 2).
 * strict: 'lost-unless-fort' (A17), the second Hit of a Double Blast that finishes the Fort is lost.
 */
export function allocate(caps: Caps, x: HitCounts, pref: 1 | 2, strict: boolean): Landed {
  return unpackLanded(allocateN(caps.h, caps.c1, caps.c2, x.u, x.r, x.f, x.d, pref, strict));
}

export function allocateN(h: number, c1: number, c2: number, u: number, r: number, f: number, d: number, pref: 1 | 2, strict: boolean): number {
  const key = capsKey(h, c1, c2, u, r, f, d, pref, strict);
  const hit = key >= 0 ? ALLOC_CACHE.get(key) : undefined;
  if (hit !== undefined) return hit;
  const best = allocateUncached(h, c1, c2, u, r, f, d, pref, strict);
  remember(ALLOC_CACHE, key, best);
  return best;
}

/** allocateN without its cache (for callers that ask each question once). */
export function allocateUncached(h: number, c1: number, c2: number, u: number, r: number, f: number, d: number, pref: 1 | 2, strict: boolean): number {
  const T = u + r + f + 2 * d;
  let best = packLanded(Math.min(h, T), 0, 0);
  if (T > h) {
    const x0 = h;
    let bestLanded = -1;
    let bestPref = -1;
    for (let n0 = 0; n0 <= d && 2 * n0 <= x0; n0++) {
      for (let sp = 0; sp <= 1; sp++) {
        if (n0 + sp > d) break;
        const fromDoubles = 2 * n0 + sp;
        if (fromDoubles > x0) break;
        const a = x0 - fromDoubles; // single Hits spent on the Fortification
        if (a > u + r + f) continue;
        const e = sp === 1 && !strict ? 1 : 0; // the split Double's second Hit, for either zone
        const all = u + r + f + e;
        const rest = d - n0 - sp;
        for (let n1 = 0; n1 <= rest; n1++) {
          const d1 = Math.min(2 * n1, c1);
          const d2 = Math.min(2 * (rest - n1), c2);
          const R1 = c1 - d1;
          const R2 = c2 - d2;
          let y1: number;
          let y2: number;
          if (pref === 1) {
            y1 = Math.min(R1, u + f + e, all - a);
            y2 = Math.min(R2, r + f + e, all - a - y1);
          } else {
            y2 = Math.min(R2, r + f + e, all - a);
            y1 = Math.min(R1, u + f + e, all - a - y2);
          }
          const z1 = d1 + y1;
          const z2 = d2 + y2;
          const landed = x0 + z1 + z2;
          const zp = pref === 1 ? z1 : z2;
          if (landed > bestLanded || (landed === bestLanded && zp > bestPref)) {
            bestLanded = landed;
            bestPref = zp;
            best = packLanded(x0, z1, z2);
          }
        }
      }
    }
  }
  return best;
}

const landedOf = (k: number) => Math.floor(k / 65536) + (Math.floor(k / 256) % 256) + (k % 256);

/**
 * A Defensive side's k Bars each cancel one enemy Hit (a Double Blast needs 2; 1 Bar leaves one Hit of it);
 * Bars may not be held back while Hits remain [Chapter 2 E.2]. Policy: the blocker cancels one Hit at a
 * time, the one whose loss leaves the fewest Hits landing, then the fewest on its Zone 1; ties go in the
 * order half of a Double Blast, any-zone Hit, Blue (Zone 1) Hit, Red (Zone 2) Hit.
 */
export function block(caps: Caps, x: HitCounts, k: number, rollerPref: 1 | 2, strict: boolean): HitCounts {
  const p = blockN(caps.h, caps.c1, caps.c2, x.u, x.r, x.f, x.d, k, rollerPref, strict);
  return { u: Math.floor(p / 262144), r: Math.floor(p / 4096) % 64, f: Math.floor(p / 64) % 64, d: p % 64 };
}

/** block() with the Hits packed as ((u * 64 + r) * 64 + f) * 64 + d. */
export function blockN(h: number, c1: number, c2: number, u: number, r: number, f: number, d: number, k: number, pref: 1 | 2, strict: boolean): number {
  const base = capsKey(h, c1, c2, u, r, f, d, pref, strict);
  const key = base >= 0 && k < 64 ? base * 64 + k : -1;
  const hit = key >= 0 ? BLOCK_CACHE.get(key) : undefined;
  if (hit !== undefined) return hit;
  const k0 = k;
  for (let n = Math.min(k, u + r + f + 2 * d); n > 0; n--) {
    let bu = u, br = r, bf = f, bd = d;
    let bestLanded = Infinity;
    let bestZ1 = Infinity;
    const consider = (nu: number, nr: number, nf: number, nd: number) => {
      const l = allocateN(h, c1, c2, nu, nr, nf, nd, pref, strict);
      const landed = landedOf(l);
      const z1 = Math.floor(l / 256) % 256;
      if (landed < bestLanded || (landed === bestLanded && z1 < bestZ1)) {
        bestLanded = landed;
        bestZ1 = z1;
        bu = nu; br = nr; bf = nf; bd = nd;
      }
    };
    if (d > 0) consider(u, r, f + 1, d - 1);
    if (f > 0) consider(u, r, f - 1, d);
    if (u > 0) consider(u - 1, r, f, d);
    if (r > 0) consider(u, r - 1, f, d);
    u = bu; r = br; f = bf; d = bd;
  }
  const out = ((u * 64 + r) * 64 + f) * 64 + d;
  if (k0 > 0) remember(BLOCK_CACHE, key, out);
  return out;
}

/**
 * allocateN without a Fortification (h = 0), any reading of A17, in closed form: g = f + 2d Hits that may go
 * to either zone, given at least one single Hit among them (f >= 1) or none at all (g = 0). With one free
 * single, Double Blasts cost nothing over single Hits (the odd one out is the single), so this is the max
 * flow: the preferred zone takes all it can, the other what is left. Returns z1 * 256 + z2.
 */
export function landedNoFort(c1: number, c2: number, u: number, r: number, g: number, pref: 1 | 2): number {
  if (pref === 1) {
    const z1 = Math.min(c1, u + g);
    return z1 * 256 + Math.min(c2, r + g, Math.max(r, u + r + g - c1));
  }
  const z2 = Math.min(c2, r + g);
  return Math.min(c1, u + g, Math.max(u, u + r + g - c2)) * 256 + z2;
}

/**
 * allocateN with a Fortification of h >= 1 HP left, in closed form, for u, r and g = f single Hits (the
 * fast path's rolls with f >= 1: only f + 2d matters, fast-path.test.ts). The Fort takes h Hits first
 * (all of them when T <= h); the zones get the no-Fort landing cut to the T - h Hits left, the preferred
 * zone keeping its share (the Fort absorbs what overflows first). Returns packLanded.
 */
export function landedFort(h: number, c1: number, c2: number, u: number, r: number, g: number, pref: 1 | 2): number {
  const T = u + r + g;
  if (T <= h) return packLanded(T, 0, 0);
  const n = landedNoFort(c1, c2, u, r, g, pref);
  const z1n = Math.floor(n / 256);
  const z2n = n % 256;
  const m = Math.min(T - h, z1n + z2n);
  if (pref === 1) {
    const z1 = Math.min(z1n, m);
    return packLanded(h, z1, m - z1);
  }
  const z2 = Math.min(z2n, m);
  return packLanded(h, m - z2, z2);
}

/** allocateN without a Fortification and without single any-zone Hits (f = 0): d Double Blasts placed whole. Returns z1 * 256 + z2. */
export function landedDoublesNoFort(c1: number, c2: number, u: number, r: number, d: number, pref: 1 | 2): number {
  let best = -1;
  let bestLanded = -1;
  let bestPref = -1;
  for (let n1 = 0; n1 <= d; n1++) {
    const z1 = Math.min(c1, u + 2 * n1);
    const z2 = Math.min(c2, r + 2 * (d - n1));
    const zp = pref === 1 ? z1 : z2;
    if (z1 + z2 > bestLanded || (z1 + z2 === bestLanded && zp > bestPref)) {
      bestLanded = z1 + z2;
      bestPref = zp;
      best = z1 * 256 + z2;
    }
  }
  return best;
}
