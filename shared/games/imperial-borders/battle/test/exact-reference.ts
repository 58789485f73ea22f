// TEST-ONLY REFERENCE: the exact engine as it was before the fast path (one roll table per pair of
// roller dice and target capacity, every roll outcome allocated). Kept to check that the faster engine
// in ../exact.ts gives the same numbers; nothing in the app imports it.
// Exact odds of an Imperial Borders battle (digest §4.9), on the generic staged Markov engine. The state
// is the Battle Round and both sides' counts (Fortification HP, the two zones' 8 hierarchy slots, Ship
// damage). Each round both sides roll at once; the damage each suffers depends only on the enemy's Hits
// and, when it stands Defensive, on its own Bars, so a round's transition is a sum over the Bar counts of
// two independent products (digest §4.9 "Interaction"). Rolls are multinomials over face kinds, merged
// into the few Hit counts that matter (hits.ts) and capped at what the target can absorb.
import { evaluateMarkov } from '../../../../odds/markov';
import { allocateN, blockN, type Caps } from '../hits';
import {
  canRoll, countsOf, gatherDice, hitLineup, hitZone, postBattleOf, shipOoa, shipsHp, shipSunk, sideSummary, zoneHp, MAX_ROUNDS, SIDES, SLOT_TYPES,
  type BattleKind, type BattleSetup, type BattleSide, type DiceFaces, type LandType, type Outcome, type SideCounts, type SideName, type SideSummary, type Stance,
} from '../model';

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

export interface ExactOptions {
  maxStates?: number;
}

/** Exact odds of the battle under the policy, from the start of `position.round` (default 1). */
export function exactOdds(setup: BattleSetup, faces: DiceFaces, policy: BattlePolicy, position: Position = { round: 1 }, options: ExactOptions = {}): ExactOdds {
  const { kind } = setup;
  const strict = setup.rules.doubleBlastAfterFort === 'lost-unless-fort';
  const sideOf: Record<SideName, BattleSide> = { attacker: setup.attacker, defender: setup.defender };
  const prefOf = (s: SideName): 1 | 2 => (kind === 'sea' ? 2 : policy.zones[s] === 'zone-2-first' ? 2 : 1);
  const capsOf = (s: SideName, c: SideCounts): Caps => ({
    h: Math.max(0, c.fort),
    c1: zoneHp(c.z1),
    c2: kind === 'land' ? zoneHp(c.z2) : shipsHp(sideOf[s].ships, c.ships),
  });

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
    c: SideCounts;
    key: string;
    able: boolean;
    next: Map<number, Side>;
    /** Its Chapter 3 summary and the class key grouping equal summaries (filled on first use). */
    sum?: SideSummary;
    cls?: string;
  }
  const interned = { attacker: new Map<string, Side>(), defender: new Map<string, Side>() };
  const intern = (s: SideName, c: SideCounts): Side => {
    const key = `${c.fort}/${c.z1.join(',')}/${c.z2.join(',')}/${c.ships.join(',')}`;
    let x = interned[s].get(key);
    if (!x) interned[s].set(key, (x = { c, key, able: canRoll(sideOf[s], c), next: new Map() }));
    return x;
  };
  const applyLanded = (s: SideName, side: Side, landed: number): Side => {
    const hit = side.next.get(landed);
    if (hit) return hit;
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
    side.next.set(landed, out);
    return out;
  };

  interface JState {
    round: number;
    /** Rounds fought, once the battle is over (0 while it goes on). */
    over: number;
    a: Side;
    d: Side;
  }
  const keyOf = (s: JState) => (s.over < 0 ? 'absorbed' : `${s.round}|${s.over}|${s.a.key}|${s.d.key}`);

  const stopsAfter = (round: number, a: SideCounts, d: SideCounts): boolean => {
    switch (policy.stop) {
      case 'never':
        return false;
      case 'after-round-1':
        return round === 1;
      case 'after-round-2':
        return round === 2;
      case 'when-outgunned': {
        const ga = gatherDice(kind, setup.attacker, a, round + 1);
        const gd = gatherDice(kind, setup.defender, d, round + 1);
        return ga.black + ga.white < gd.black + gd.white;
      }
    }
  };

  const expand = (s: JState, emit: (next: JState, p: number) => void): void => {
    const r = s.round;
    const w = massOf.get(keyOf(s)) as number;
    let absorbed = 0;
    const dice = { attacker: gatherDice(kind, setup.attacker, s.a.c, r), defender: gatherDice(kind, setup.defender, s.d.c, r) };
    const caps = { attacker: capsOf('attacker', s.a.c), defender: capsOf('defender', s.d.c) };
    const stance = { attacker: policy.stances.attacker[r - 1] as Stance, defender: policy.stances.defender[r - 1] as Stance };
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
    const barsOf = (x: SideName): number[] => [...new Set(lists[x].rl.k)];
    const kAs = barsOf('attacker');
    const kDs = barsOf('defender');
    for (const kA of kAs) {
      for (const kD of kDs) {
        const onD = effects(lists.attacker.rl, lists.attacker.key, caps.defender, stance.defender === 'defensive' ? kD : 0, prefOf('attacker')).get(kA);
        const onA = effects(lists.defender.rl, lists.defender.key, caps.attacker, stance.attacker === 'defensive' ? kA : 0, prefOf('defender')).get(kD);
        if (!onD || !onA) continue;
        // The final side states, merged; pairs that end the battle are tallied at once (the sides are
        // independent given this state), only pairs that fight on are emitted as joint states.
        const finA = new Map<Side, number>();
        const finD = new Map<Side, number>();
        for (const [la, pa] of onA) {
          const na = applyLanded('attacker', s.a, la);
          finA.set(na, (finA.get(na) ?? 0) + pa);
        }
        for (const [ld, pd] of onD) {
          const nd = applyLanded('defender', s.d, ld);
          finD.set(nd, (finD.get(nd) ?? 0) + pd);
        }
        const allEnd = r >= MAX_ROUNDS || (policy.stop === 'after-round-1' && r === 1) || (policy.stop === 'after-round-2' && r === 2);
        if (allEnd) absorbed += tally(w, r, finA, finD);
        else {
          const a1 = new Map<Side, number>();
          const a0 = new Map<Side, number>();
          for (const [x, p] of finA) (x.able ? a1 : a0).set(x, p);
          const d1 = new Map<Side, number>();
          const d0 = new Map<Side, number>();
          for (const [x, p] of finD) (x.able ? d1 : d0).set(x, p);
          absorbed += tally(w, r, a0, finD) + tally(w, r, a1, d0);
          for (const [na, pa] of a1)
            for (const [nd, pd] of d1) {
              const ended = policy.stop !== 'never' && stopsAfter(r, na.c, nd.c);
              emit({ round: r + 1, over: ended ? r : 0, a: na, d: nd }, pa * pd);
            }
        }
      }
    }
    if (absorbed > 0) emit({ round: r + 1, over: -1, a: s.a, d: s.d }, absorbed);
  };

  const start: Record<SideName, SideCounts> = position.start ?? { attacker: countsOf(setup.attacker, kind), defender: countsOf(setup.defender, kind) };
  const initial: JState = { round: position.round, over: 0, a: intern('attacker', countsOf(setup.attacker, kind)), d: intern('defender', countsOf(setup.defender, kind)) };

  const acc = {
    outcome: { 'attacker-victory': 0, 'defender-victory': 0, 'mutual-defeat': 0, contested: 0 } as Record<Outcome, number>,
    capture: 0,
    rounds: 0,
  };
  const sideAcc = (s: SideName) => ({
    points: 0,
    earned: 0,
    pennant: 0,
    standing: 0,
    z1: new Array<number>(8).fill(0),
    z2: new Array<number>(8).fill(0),
    ships: sideOf[s].ships.map(() => ({ afloat: 0, outOfAction: 0, sunk: 0, captured: 0, damage: 0 })),
  });
  const sa = { attacker: sideAcc('attacker'), defender: sideAcc('defender') };

  const hasFort = { attacker: setup.attacker.fortification !== null, defender: setup.defender.fortification !== null };
  const summaryOf = (x: SideName, side: Side): Side => {
    if (!side.sum) {
      side.sum = sideSummary(setup, x, start[x], side.c);
      const m = side.sum;
      side.cls = `${m.able ? 1 : 0}${m.canCapture ? 1 : 0}${m.recipient ? 1 : 0}|${m.lost}|${m.captureValue}|${m.capturable.join(',')}`;
    }
    return side;
  };
  const survivors = (x: SideName, side: Side, q: number) => {
    const o = sa[x];
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
  };
  const classes = (x: SideName, X: Map<Side, number>) => {
    const m = new Map<string, { p: number; sum: SideSummary }>();
    for (const [side, p] of X) {
      const sd = summaryOf(x, side);
      const cur = m.get(sd.cls!);
      if (cur) cur.p += p;
      else m.set(sd.cls!, { p, sum: sd.sum! });
    }
    return [...m.values()];
  };
  /** Tallies every pair of final states of XA x XD (weight w, battle over after round r); returns their mass. */
  function tally(w: number, r: number, XA: Map<Side, number>, XD: Map<Side, number>): number {
    let mA = 0;
    let mD = 0;
    for (const p of XA.values()) mA += p;
    for (const p of XD.values()) mD += p;
    if (mA === 0 || mD === 0) return 0;
    acc.rounds += w * mA * mD * (r - position.round + 1);
    for (const [side, p] of XA) survivors('attacker', side, w * p * mD);
    for (const [side, p] of XD) survivors('defender', side, w * p * mA);
    const cD = classes('defender', XD);
    for (const ca of classes('attacker', XA))
      for (const cd of cD) {
        const q = w * ca.p * cd.p;
        const pb = postBattleOf({ attacker: ca.sum, defender: cd.sum }, hasFort, position.pointsSoFar);
        acc.outcome[pb.outcome] += q;
        if (pb.capture) acc.capture += q;
        for (const x of SIDES) {
          const res = pb[x];
          const o = sa[x];
          o.points += q * res.points;
          if (res.earned) o.earned += q;
          if (res.pennant) o.pennant += q;
          for (const i of res.captured) sa[x === 'attacker' ? 'defender' : 'attacker'].ships[i]!.captured += q;
        }
      }
    return mA * mD;
  }

  let massOf = new Map<string, number>();
  const result = evaluateMarkov<JState, string>([[initial, 1]], {
    key: keyOf,
    stage: (s) => s.round,
    isAbsorbing: (s) => s.over !== 0,
    expand,
  }, {
    maxStates: options.maxStates,
    onStage: (_st, states) => {
      massOf = new Map();
      states.forEach((p, k) => massOf.set(k, p));
    },
  });
  for (const { state: s, p } of result.absorbing.values()) {
    if (s.over < 0) continue; // already tallied
    tally(p, s.over, new Map([[s.a, 1]]), new Map([[s.d, 1]]));
  }

  const sideOdds = (x: SideName): SideOdds => {
    const o = sa[x];
    const init = start[x];
    const landSurvivors: SideOdds['landSurvivors'] = [];
    const now = countsOf(sideOf[x], kind);
    for (const [zone, arr, st, cur] of [
      [kind === 'port' ? 'land' : 'front', o.z1, init.z1, now.z1],
      ['rear', o.z2, init.z2, now.z2],
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
      ships: o.ships.map((r, index) => ({ index, afloat: r.afloat, outOfAction: r.outOfAction, sunk: r.sunk, captured: r.captured, expectedDamage: r.damage })),
      standing: o.standing,
    };
  };

  return {
    attackerVictory: acc.outcome['attacker-victory'],
    defenderVictory: acc.outcome['defender-victory'],
    mutualDefeat: acc.outcome['mutual-defeat'],
    contested: acc.outcome.contested,
    capture: acc.capture,
    expectedRounds: acc.rounds,
    attacker: sideOdds('attacker'),
    defender: sideOdds('defender'),
    statesExplored: result.statesExplored,
    totalProbability: result.totalProbability,
  };
}
