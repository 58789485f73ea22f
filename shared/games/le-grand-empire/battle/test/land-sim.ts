// An independent, deliberately plain Monte Carlo of Le Grand Empire land battles, written from the
// rulebook (§8) for the tests and the benchmark. It shares no code with the engine (not land.ts,
// land-odds.ts, land-schema.ts or procedures.ts): it reads the `adc odds` JSON (inline tables) and
// rolls every die of both rounds.
//
// Readings it applies (the engine's defaults): A-07 a 10+ battle with < 4 on the weaker side is minor;
// A-08 ratios below 1 turned over, ties to the higher entry, 3/1 wound exemption on the rounded ratio;
// A-09 superiority against none +2; A-10 intrinsic cavalry does not count; A-11 letters hit the enemy;
// A-13 no majority, no quality; A-15 loss difference in steps, last round, not below 0; A-47 a killed
// commander's −CV and +CV both apply. Losses: a side inflicts at most its CP; spearhead first, then a
// cavalry step for "C", then ceil(n/2) on the quality troops, then the listed ids, lowest modifier,
// most steps, input order. A commander hit in round 1 is replaced by combat `replacementCommanderCombat`
// for round 2 (§8.2.6.3), who commands it and whose bonus the check after it reads; a killed commander
// adds his own combat value (§8.3.3.2). In round 2 an "LA" checks the replacement (killed: + his value);
// a leader already wounded or killed is never checked again (not for "L", nor for the spearhead he led).
//
// The input's `rules` switch each of those to the other reading the rule settings offer (§10, rules.ts):
// battleSizeGap 'major', ratioBelowOne 'nearest-as-printed' and woundExemptionRatio 'exact-ratio'
// superiorityAgainstZero 'plus-1', cavalryCounted 'include-intrinsic' (A-10: an unflipped
// corps' intrinsic light cavalry counts 1 CP), killedCommanderDemoralisation 'plus-only' (A-47: a killed
// commander's −CV is dropped), overrunThreshold 'more-than-5x', replacedCommanderHit
// 'last-round-only' (after round 2 the replaced commander's round-1 wound or death no longer counts),
// spearheadAfterCommanderHit 'replacement-checks' (round 2: the replacement checks for the spearhead the
// commander led), naturalRolls 'natural-extremes' (A-44: a march on a natural 2 fails, on 12 succeeds),
// demoralisationLossDifference 'table-results' (A-15: the winner's table result minus the loser's),
// overrunAtBattle 'attacker-only' (A-06: only the attacker, on the starting forces, before any march),
// crtLetters 'own-side' (A-11: a result's C, L and LA fall on the side that rolled it),
// qualityWithoutMajority 'largest-share' (A-13: no 50 % group, the largest share's modifier and losses),
// staticDepotStrength 'not-counted' (A-53: a static depot adds nothing to the combat value and morale),
// heavyCavalryCharges false (the optional rule §15.1 off: an entered charge DRM is not used, no side charges) and
// imperialGuard true (optional rule §15.4: a Guard spearhead's steps lost lower the loser's morale, 1 each).
//
// The heavy cavalry charge (§8.2.1): a side whose `charge` is on for the round and that has reserve (Cr) or
// Guard cavalry left rolls the table's dice (`tables.heavyCavalry`) before the combat dice; the row's DRM is
// added, its steps (at most the heavy cavalry's) are taken from the heavy cavalry before the combat losses,
// and its leader result falls on the leaders of the heavy cavalry units still in the battle other than the
// overall commander: "lost" kills them before the wound checks (whatever the 3/1 exemption), "wound-check"
// gives each a wound check after the others.
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

type Rng = ReturnType<typeof xoroshiro128plus>;
/* eslint-disable @typescript-eslint/no-explicit-any */
type Json = any;

interface U {
  id: string;
  type: string;
  max: number;
  steps: number;
  art: number;
  morale: number;
  mod: number;
  cav: string;
  leader?: string;
  capitalLost: boolean;
  intrinsic: boolean;
  guard: boolean;
}

/** The readings (input `rules`), defaults filled in. */
interface Readings {
  battleSizeGap: string;
  ratioBelowOne: string;
  woundExemptionRatio: string;
  superiorityAgainstZero: string;
  cavalryCounted: string;
  killedCommanderDemoralisation: string;
  overrunThreshold: string;
  replacedCommanderHit: string;
  spearheadAfterCommanderHit: string;
  naturalRolls: string;
  demoralisationLossDifference: string;
  overrunAtBattle: string;
  crtLetters: string;
  qualityWithoutMajority: string;
  staticDepotStrength: string;
  heavyCavalryCharges: boolean;
  imperialGuard: boolean;
}
const DEFAULT_READINGS: Readings = {
  battleSizeGap: 'minor',
  ratioBelowOne: 'invert-and-round',
  woundExemptionRatio: 'rounded-ratio',
  superiorityAgainstZero: 'plus-2',
  cavalryCounted: 'cavalry-units-only',
  killedCommanderDemoralisation: 'both',
  overrunThreshold: 'at-least-5x',
  replacedCommanderHit: 'counts',
  spearheadAfterCommanderHit: 'no-check',
  naturalRolls: 'modifiers-literal',
  demoralisationLossDifference: 'actual-steps',
  overrunAtBattle: 'both-ways',
  crtLetters: 'enemy',
  qualityWithoutMajority: 'none',
  staticDepotStrength: 'half-point',
  heavyCavalryCharges: true,
  imperialGuard: false,
};

export interface SimLandResult {
  winner: 'attacker' | 'defender' | 'tie';
  demoralised: boolean;
  lossA: number;
  lossD: number;
  rounds: number;
  overrun: boolean;
  round1: 'attacker' | 'defender' | 'tie';
}

const d6 = (rng: Rng) => uniformInt(rng, 1, 6);

function mkUnit(u: Json): U {
  const max = u.maxSteps ?? Math.max(u.type === 'corps' ? (u.cavalry && u.cavalry !== 'none' ? 2 : 3) : 1, u.steps);
  return { id: u.id, type: u.type, max, steps: u.steps, art: u.artillery ?? 0, morale: u.morale, mod: u.modifier ?? 0, cav: u.type === 'cossack' ? 'light' : u.cavalry ?? 'none', leader: u.leader, capitalLost: !!u.capitalLost, intrinsic: !!u.intrinsicCavalry, guard: !!u.imperialGuard };
}

const flipped = (u: U) => u.type === 'corps' && u.steps < u.max && (u.max === 2 || u.steps === 1);
/** Combat points times two (a depot counts ½). */
const cpx2 = (u: U) => (u.steps <= 0 ? 0 : u.type === 'depot' ? 1 : 2 * u.steps);

function hit(u: U): void {
  if (u.type === 'depot') {
    u.steps = 0;
    return;
  }
  u.steps--;
  if (u.type === 'corps' && u.max === 3 && u.steps === 2) u.art = Math.max(0, u.art - 1);
  if (u.steps <= 0 || flipped(u)) u.art = 0;
}

function crtLookup(rows: Json[], total: number): Json {
  const sorted = [...rows].sort((a, b) => a.roll - b.roll);
  let r = sorted[0];
  for (const x of sorted) if (x.roll <= total) r = x;
  return r;
}

function nearestEntry(r: number, entries: Json[], R: Readings): Json {
  if (r >= 1 || R.ratioBelowOne === 'nearest-as-printed') {
    let best = entries[0];
    for (const e of entries) {
      const v = e.attacker / e.defender;
      const bv = best.attacker / best.defender;
      if (Math.abs(v - r) < Math.abs(bv - r) - 1e-12 || (Math.abs(Math.abs(v - r) - Math.abs(bv - r)) <= 1e-12 && v > bv)) best = e;
    }
    return best;
  }
  const low = entries.filter((e) => e.attacker / e.defender <= 1);
  if (!low.length) return nearestEntry(1, entries, R);
  const inv = 1 / r;
  let best = low[0];
  for (const e of low) {
    const v = e.defender / e.attacker;
    const bv = best.defender / best.attacker;
    if (Math.abs(v - inv) < Math.abs(bv - inv) - 1e-12 || (Math.abs(Math.abs(v - inv) - Math.abs(bv - inv)) <= 1e-12 && v > bv)) best = e;
  }
  return best;
}

function sup(mine: number, theirs: number, R: Readings): number {
  if (mine <= theirs) return 0;
  if (theirs === 0) return R.superiorityAgainstZero === 'plus-1' ? 1 : 2;
  return mine >= 2 * theirs ? 2 : 1;
}

interface SideState {
  spec: Json;
  units: U[];
  leaders: { id: string; combat: number }[];
  joined: boolean[];
  commanderHit: boolean;
  /** Hit before this round began: replaced in it. */
  hitBefore: boolean;
  commanderWounded: boolean;
  commanderKilled: boolean;
  killedCv2: number;
  /** Leaders other than the commander wounded or killed: gone, never checked again. */
  gone: Set<string>;
  /** The replacement commander's own wound in round 2. */
  replacementWounded: boolean;
  replacementKilled: boolean;
}

function marchP(m: Json, rng: Rng, R: Readings): boolean {
  let mod = m.leaderCombat + (m.armyCommanderCombat ?? 0);
  if (m.unbridgedRiver === 'no-engineers') mod -= 4;
  if (m.unbridgedRiver === 'engineers') mod -= 2;
  if (m.demoralised) mod -= 4;
  if (m.outOfSupply) mod -= 4;
  const dice = d6(rng) + d6(rng);
  if (R.naturalRolls === 'natural-extremes' && (dice === 2 || dice === 12)) return dice === 12;
  return dice + mod >= 10;
}

function summary(s: SideState, R: Readings) {
  let halves = 0;
  let cp = 0;
  let art = 0;
  let cav = 0;
  let printed = 0;
  let msum = 0;
  const byMod = new Map<number, number>();
  for (const u of s.units) {
    if (u.steps <= 0) continue;
    if (u.type === 'corps') halves += flipped(u) ? 1 : 2;
    else if (u.type === 'detachment' || u.type === 'cossack' || u.type === 'partisan') halves += 1;
    // staticDepotStrength 'not-counted': a depot's ½ CP leaves the combat value and the morale (not its printed strength).
    const c = u.type === 'depot' && R.staticDepotStrength === 'not-counted' ? 0 : cpx2(u);
    cp += c;
    if (u.type !== 'fortress') printed += cpx2(u);
    msum += c * (u.morale - (u.capitalLost ? 1 : 0));
    art += u.type === 'fortress' ? u.steps : s.spec.outOfSupply ? 0 : u.art;
    if (u.cav !== 'none') cav += (u.cav === 'reserve' || u.cav === 'guard' ? 2 : 1) * c;
    else if (R.cavalryCounted === 'include-intrinsic' && u.intrinsic && !flipped(u)) cav += 2;
    byMod.set(u.mod, (byMod.get(u.mod) ?? 0) + c);
  }
  if (s.spec.army) art += s.spec.outOfSupply ? s.spec.army.artilleryOutOfSupply ?? 0 : s.spec.army.artillery;
  const morale = (cp ? Math.floor(msum / cp + 0.5 + 1e-9) : 0) - (s.spec.demoralised ? 1 : 0);
  let quality = 0;
  let group: number | null = null;
  let spear: U | null = null;
  if (s.spec.spearhead) spear = s.units.find((u) => u.id === s.spec.spearhead && u.steps > 0) ?? null;
  if (spear) quality = spear.mod;
  else {
    let maj = [...byMod].filter(([, w]) => 2 * w >= cp).map(([m]) => m);
    // qualityWithoutMajority 'largest-share': no 50 % group, the largest share's modifier (and its losses).
    if (!maj.length && cp > 0 && R.qualityWithoutMajority === 'largest-share') {
      const top = Math.max(...byMod.values());
      maj = [...byMod].filter(([, w]) => w === top).map(([m]) => m);
    }
    if (maj.length === 1) group = maj[0]!;
    else if (maj.length > 1) group = s.spec.qualityChoice !== undefined && maj.includes(s.spec.qualityChoice) ? s.spec.qualityChoice : Math.max(...maj);
    quality = group ?? 0;
  }
  return { halves, cp, art, cav, printed, morale, quality, group, spear };
}

function allocate(s: SideState, n: number, cavStep: boolean, group: number | null, spear: U | null): number {
  const order: string[] = s.spec.lossOrder ?? [];
  const pos = (u: U) => (order.indexOf(u.id) < 0 ? order.length : order.indexOf(u.id));
  const choose = (ok: (u: U) => boolean): U | undefined =>
    s.units
      .map((u, i) => ({ u, i }))
      .filter(({ u }) => u.steps > 0 && ok(u))
      .sort((a, b) => pos(a.u) - pos(b.u) || a.u.mod - b.u.mod || b.u.steps - a.u.steps || a.i - b.i)[0]?.u;
  let left = Math.min(n, s.units.reduce((t, u) => t + (u.steps > 0 ? (u.type === 'depot' ? 1 : u.steps) : 0), 0));
  let lost = 0;
  const take = (u: U) => {
    hit(u);
    lost++;
    left--;
  };
  if (spear) while (left > 0 && spear.steps > 0) take(spear);
  let q = group !== null && !spear ? Math.ceil(n / 2) : 0;
  if (cavStep && left > 0) {
    const u = choose((x) => x.cav !== 'none');
    if (u) {
      if (u.mod === group) q--;
      take(u);
    }
  }
  while (q > 0 && left > 0) {
    const u = choose((x) => x.mod === group);
    if (!u) break;
    take(u);
    q--;
  }
  while (left > 0) {
    const u = choose(() => true);
    if (!u) break;
    take(u);
  }
  return lost;
}

const heavy = (u: U) => u.steps > 0 && (u.cav === 'reserve' || u.cav === 'guard');

/** The charge's steps, on the heavy cavalry by the same preference as the other losses. */
function chargeTake(s: SideState, n: number): number {
  const order: string[] = s.spec.lossOrder ?? [];
  const pos = (u: U) => (order.indexOf(u.id) < 0 ? order.length : order.indexOf(u.id));
  let lost = 0;
  for (let k = 0; k < n; k++) {
    const u = s.units
      .map((x, i) => ({ x, i }))
      .filter(({ x }) => heavy(x))
      .sort((a, b) => pos(a.x) - pos(b.x) || a.x.mod - b.x.mod || b.x.steps - a.x.steps || a.i - b.i)[0]?.x;
    if (!u) break;
    hit(u);
    lost++;
  }
  return lost;
}

function woundRoll(t: Json, rng: Rng): string {
  const n = t.dice === '1D6' ? d6(rng) : d6(rng) + d6(rng);
  const rows = [...t.rows].sort((a: Json, b: Json) => a.roll - b.roll);
  let r = rows[0];
  for (const x of rows) if (x.roll <= n) r = x;
  return r.result;
}

/** One march to the sound of the gun under the input's readings (the tests count its successes). */
export const simulateMarch = (m: Json, rules: Json, rng: Rng): boolean => marchP(m, rng, { ...DEFAULT_READINGS, ...(rules ?? {}) });

export function simulateLand(input: Json, rng: Rng): SimLandResult {
  const t = input.tables;
  const pol = input.policy ?? {};
  const R: Readings = { ...DEFAULT_READINGS, ...(input.rules ?? {}) };
  const rounds = pol.rounds ?? 2;
  const terrain = typeof input.terrain === 'object' ? input.terrain : { attacker: 0, defender: 0 };
  const mk = (spec: Json): SideState => ({
    spec,
    units: spec.units.map(mkUnit),
    leaders: (spec.leaders ?? []).map((l: Json) => ({ id: l.id, combat: l.combat })),
    joined: (spec.marchers ?? []).map(() => false),
    commanderHit: false,
    hitBefore: false,
    commanderWounded: false,
    commanderKilled: false,
    killedCv2: 0,
    gone: new Set(),
    replacementWounded: false,
    replacementKilled: false,
  });
  const A = mk(input.attacker);
  const D = mk(input.defender);
  const start = (s: SideState) => s.units.reduce((x, u) => x + (u.type === 'depot' ? 1 : u.steps), 0);
  let initA = start(A);
  let initD = start(D);
  const cmdId = (s: SideState) => s.spec.commander ?? s.spec.leaders?.[0]?.id ?? null;
  let round1: SimLandResult['round1'] = 'tie';
  const beats = (x: number, y: number) => (R.overrunThreshold === 'more-than-5x' ? x > 5 * y : x >= 5 * y);
  const fort = () => D.units.some((u) => u.type === 'fortress' && u.steps > 0);
  if (R.overrunAtBattle === 'attacker-only') {
    const a = summary(A, R).printed;
    const d = summary(D, R).printed;
    if (!fort() && d > 0 && beats(a, d)) return { winner: 'attacker', demoralised: false, lossA: 0, lossD: 0, rounds: 1, overrun: true, round1 };
  }
  for (let round = 1; round <= rounds; round++) {
    for (const s of [A, D]) s.hitBefore = s.commanderHit;
    for (const s of [A, D])
      (s.spec.marchers ?? []).forEach((m: Json, i: number) => {
        if (s.joined[i] || !marchP(m, rng, R)) return;
        s.joined[i] = true;
        const us = m.units.map(mkUnit);
        s.units.push(...us);
        if (s === A) initA += us.reduce((x: number, u: U) => x + u.steps, 0);
        else initD += us.reduce((x: number, u: U) => x + u.steps, 0);
        s.leaders.push(...(m.leaders ?? [{ id: m.id, combat: m.leaderCombat }]));
      });
    const sa = summary(A, R);
    const sd = summary(D, R);
    const lossNow = () => ({ a: initA - A.units.reduce((x, u) => x + (u.steps > 0 ? (u.type === 'depot' ? 1 : u.steps) : 0), 0), d: initD - D.units.reduce((x, u) => x + (u.steps > 0 ? (u.type === 'depot' ? 1 : u.steps) : 0), 0) });
    const both = R.overrunAtBattle !== 'attacker-only';
    if (both && !fort() && sd.printed > 0 && beats(sa.printed, sd.printed)) return { winner: 'attacker', demoralised: false, lossA: lossNow().a, lossD: lossNow().d, rounds: round, overrun: true, round1 };
    if (both && !fort() && sa.printed > 0 && beats(sd.printed, sa.printed)) return { winner: 'defender', demoralised: false, lossA: lossNow().a, lossD: lossNow().d, rounds: round, overrun: true, round1 };
    const totalH = sa.halves + sd.halves;
    const size = totalH >= 20 ? (Math.min(sa.halves, sd.halves) >= 8 ? 'major' : R.battleSizeGap) : totalH >= 6 ? 'minor' : 'skirmish';
    const cvA = sa.cp + Math.min(2 * sa.art, sa.cp);
    const cvD = sd.cp + Math.min(2 * sd.art, sd.cp);
    const entry = t.ratio ? nearestEntry(cvD === 0 ? Infinity : cvA / cvD, t.ratio, R) : null;
    const exactRatio = cvD === 0 ? Infinity : cvA / cvD;
    const ratioValue = entry && R.woundExemptionRatio === 'rounded-ratio' ? entry.attacker / entry.defender : exactRatio;
    const ownCombat = (s: SideState) => s.leaders.find((l) => l.id === cmdId(s))?.combat ?? 0;
    const cmdCombat = (s: SideState) => (s.hitBefore ? pol.replacementCommanderCombat ?? 0 : ownCombat(s));
    const drm = (s: SideState, me: typeof sa, them: typeof sa, isA: boolean) => {
      const sp = s.spec;
      let x = 0;
      if (isA) x += entry ? entry.drm : input.ratioDrm?.[round - 1] ?? 0;
      x += sup(me.art, them.art, R) + sup(me.cav, them.cav, R);
      x += (R.heavyCavalryCharges === false ? 0 : sp.heavyCavalry?.[round - 1] ?? 0) + (isA ? terrain.attacker : terrain.defender) + cmdCombat(s) + me.quality;
      if (sp.interception) x += 1;
      if (sp.failedAvoidance && round === 1) x -= 1;
      if (sp.riverEngineers) x -= 1;
      if (sp.navalInvasion && isA) x -= 3;
      if (sp.outOfSupply) x += sp.outOfSupplyDrm ?? 0;
      x += (sp.tactics?.[round - 1] ?? 0) + (sp.events?.[round - 1] ?? 0);
      return x;
    };
    let xa = drm(A, sa, sd, true);
    let xd = drm(D, sd, sa, false);
    const charge = (s: SideState) => {
      const c = s.spec.charge;
      if (R.heavyCavalryCharges === false || !(c === true || (Array.isArray(c) && c[round - 1]))) return null;
      const hs = s.units.filter(heavy);
      if (!hs.length) return null;
      const tb = t.heavyCavalry;
      let n = 0;
      for (let k = 0; k < Number(tb.dice[0]); k++) n += d6(rng);
      const row = crtLookup(tb.rows, n);
      const cmd = cmdId(s);
      const leaders = [...new Set(hs.map((u) => u.leader).filter((id): id is string => !!id && id !== cmd && !s.gone.has(id)))];
      return { drm: row.drm, steps: Math.min(row.cavalryStepsLost, hs.reduce((x, u) => x + u.steps, 0)), leader: leaders.length ? row.leader : 'none', leaders };
    };
    const chA = charge(A);
    const chD = charge(D);
    xa += chA?.drm ?? 0;
    xd += chD?.drm ?? 0;
    const second = (s: SideState): string | null => {
      const m = s.spec.secondMarker;
      if (!m) return null;
      const user = s.leaders.find((l) => l.id === m.leader);
      return user && d6(rng) + user.combat >= 5 ? user.id : null;
    };
    const smA = second(A);
    const smD = second(D);
    if (smA) xa += A.spec.secondMarker.drm[round - 1];
    if (smD) xd += D.spec.secondMarker.drm[round - 1];
    const rows = t.crt[size];
    const ra = crtLookup(rows, d6(rng) + d6(rng) + xa);
    const rd = crtLookup(rows, d6(rng) + d6(rng) + xd);
    // The letters (C, L, LA) of a side's result hit the enemy, or under crtLetters 'own-side' the side that rolled.
    const own = R.crtLetters === 'own-side';
    const onA = own ? ra : rd;
    const onD = own ? rd : ra;
    const lostA = chargeTake(A, chA?.steps ?? 0) + allocate(A, Math.min(rd.losses, Math.floor(sd.cp / 2)), onA.cavalry, sa.group, sa.spear);
    const lostD = chargeTake(D, chD?.steps ?? 0) + allocate(D, Math.min(ra.losses, Math.floor(sa.cp / 2)), onD.cavalry, sd.group, sd.spear);
    // Wound checks.
    for (const [s, enemyRow, exempt, spear, sm, ch] of [
      [A, onA, ratioValue >= 3, sa.spear, smA, chA],
      [D, onD, ratioValue <= 1 / 3, sd.spear, smD, chD],
    ] as const) {
      if (ch?.leader === 'lost')
        for (const id of ch.leaders) {
          s.gone.add(id);
          if ((s.leaders.find((l) => l.id === id)?.combat ?? 0) >= 2) s.killedCv2++;
        }
      if (exempt) continue;
      const cmd = cmdId(s);
      // A commander hit in an earlier round has left: his replacement (no id among the leaders) commands.
      const REPL = '\u0000replacement';
      const away = (id: string) => s.gone.has(id) || (s.hitBefore && id === cmd);
      const check = (leader: string, la: boolean) => {
        let r = woundRoll(t.wound, rng);
        if (la && r === 'wounded') r = 'none';
        if (r === 'none') return;
        if (leader === REPL) {
          if (r === 'killed') s.replacementKilled = true;
          else s.replacementWounded = true;
        } else if (leader === cmd) {
          s.commanderHit = true;
          if (r === 'killed') s.commanderKilled = true;
          else s.commanderWounded = true;
        } else {
          s.gone.add(leader);
          if (r === 'killed' && (s.leaders.find((l) => l.id === leader)?.combat ?? 0) >= 2) s.killedCv2++;
        }
      };
      if (spear?.leader && !away(spear.leader)) check(spear.leader, false);
      else if (spear?.leader === cmd && s.hitBefore && R.spearheadAfterCommanderHit === 'replacement-checks') check(REPL, false);
      if (sm && !away(sm)) check(sm, false);
      let letter = enemyRow.leader;
      if (letter === 'LA' && !(s.spec.army && cmd)) letter = 'L';
      if (letter === 'LA') check(s.hitBefore ? REPL : cmd, true);
      else if (letter === 'L') {
        const others = s.leaders.filter((l) => l.id !== cmd && !away(l.id));
        if (others.length) check(others[uniformInt(rng, 0, others.length - 1)]!.id, false);
      }
      if (ch?.leader === 'wound-check') for (const id of ch.leaders) check(id, false);
    }
    let v: 'attacker' | 'defender' | 'tie' = ra.losses > rd.losses ? 'attacker' : rd.losses > ra.losses ? 'defender' : ra.bold && !rd.bold ? 'attacker' : rd.bold && !ra.bold ? 'defender' : 'tie';
    if (round === 1) round1 = v;
    if (round === 2 && v === 'tie') v = 'defender';
    if (v === 'tie' && rounds === 2) {
      if ((pol.tie?.attacker ?? 'fight') === 'retreat') v = 'defender';
      else if ((pol.tie?.defender ?? 'fight') === 'retreat') v = 'attacker';
    }
    const ln = lossNow();
    if (v === 'tie' && rounds === 2) continue;
    if (v === 'tie') return { winner: 'tie', demoralised: false, lossA: ln.a, lossD: ln.d, rounds: round, overrun: false, round1 };
    const L = v === 'attacker' ? D : A;
    // §15.4: the Guard spearhead's steps lost (it takes the losses first) lower the morale for the check.
    const guard = R.imperialGuard ? L.units.find((u) => u.id === L.spec.spearhead && u.guard) : undefined;
    const guardStart = guard ? L.spec.units.find((u: Json) => u.id === guard.id).steps : 0;
    const lm = (v === 'attacker' ? sd.morale : sa.morale) - (guard ? guardStart - Math.max(0, guard.steps) : 0);
    const table = v === 'attacker' ? ra.losses - rd.losses : rd.losses - ra.losses;
    const diff = Math.max(0, R.demoralisationLossDifference === 'table-results' ? table : v === 'attacker' ? lostD - lostA : lostA - lostD);
    const cv = cmdCombat(L);
    // The commander whose bonus steadies the army now: the replacement after round 1's hit, else the original.
    const nowKilled = L.hitBefore ? L.replacementKilled : L.commanderKilled;
    let mod = diff + L.killedCv2;
    if (!(nowKilled && R.killedCommanderDemoralisation === 'plus-only')) mod -= cv;
    const originalCounts = !(L.hitBefore && R.replacedCommanderHit === 'last-round-only');
    if (originalCounts && L.commanderKilled) mod += ownCombat(L);
    else if (originalCounts && L.commanderWounded) mod += 1;
    if (L.replacementKilled) mod += cv;
    else if (L.replacementWounded) mod += 1;
    const dem = d6(rng) + mod > lm;
    return { winner: v, demoralised: dem, lossA: ln.a, lossD: ln.d, rounds: round, overrun: false, round1 };
  }
  throw new Error('unreachable');
}
