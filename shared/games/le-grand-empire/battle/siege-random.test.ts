// Sieges on random but well-formed fortresses, forces and play-aid tables: the exact odds of `adc odds`
// ("kind": "siege") against an independent seeded simulation written here from the rulebook (§9.2,
// §8), sharing no code with the engine (not siege.ts, land.ts, land-resolver.ts or land-schema.ts).
// It reads the same JSON and rolls every die: the attempt, both sides' 2D6, the wound checks and the
// demoralisation check. Readings it applies (the engine's defaults): A-08 ratio rounding (ties to the
// higher entry, below 1 turned over), A-09 +2 against none, A-11 letters hit the enemy, A-13 no
// majority no quality, A-20 a breach takes the besieged, A-47, A-57 (level less destroyed points).
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { describe, expect, it } from 'vitest';
import { computeLeGrandEmpireOdds } from './index';
import type { SiegeCliOutput } from './siege';
import { randomCrt } from './test/random-land';

type Rng = ReturnType<typeof xoroshiro128plus>;
/* eslint-disable @typescript-eslint/no-explicit-any */
type Json = any;
const int = (rng: Rng, lo: number, hi: number) => uniformInt(rng, lo, hi);
const chance = (rng: Rng, pct: number) => int(rng, 0, 99) < pct;
const pick = <T,>(rng: Rng, xs: readonly T[]): T => xs[int(rng, 0, xs.length - 1)]!;
const RESULTS = ['nothing', 'assault', 'breach', 'surrender'] as const;

let uid = 0;
function unit(rng: Rng, prefix: string) {
  const type = pick(rng, ['corps', 'corps', 'corps', 'detachment'] as const);
  const cav = type === 'corps' && chance(rng, 20) ? pick(rng, ['light', 'reserve', 'guard'] as const) : 'none';
  const maxSteps = type === 'corps' ? (cav !== 'none' || chance(rng, 25) ? 2 : 3) : 1;
  return {
    id: `${prefix}${uid++}`,
    type,
    steps: int(rng, 1, maxSteps),
    maxSteps,
    artillery: type === 'corps' ? int(rng, 0, 2) : 0,
    morale: int(rng, 1, 4),
    modifier: int(rng, 0, 2),
    ...(cav !== 'none' ? { cavalry: cav } : {}),
  };
}

function randomSiege(rng: Rng): Json {
  const level = int(rng, 1, 3);
  const leaders = Array.from({ length: int(rng, 0, 2) }, () => ({ id: `b${uid++}`, combat: int(rng, 0, 3) }));
  const besiegers: Json = { units: Array.from({ length: int(rng, 1, 4) }, () => unit(rng, 'b')), leaders };
  if (chance(rng, 40)) besiegers.army = { artillery: int(rng, 0, 2) };
  const insideUnits = Array.from({ length: pick(rng, [0, 0, 1, 1, 2]) }, () => unit(rng, 'd'));
  const inside: Json = { units: insideUnits };
  if (insideUnits.length && chance(rng, 70)) inside.leaders = Array.from({ length: int(rng, 1, 3) }, () => ({ id: `d${uid++}`, combat: int(rng, 0, 3) }));
  if (insideUnits.length) inside.outOfSupplyDrm = -int(rng, 0, 2);
  const dice = pick(rng, ['1D6', '2D6'] as const);
  let roll = dice === '1D6' ? int(rng, 0, 2) : int(rng, 1, 4);
  const rows = Array.from({ length: int(rng, 2, 5) }, () => {
    const row = { roll, results: [pick(rng, RESULTS), pick(rng, RESULTS), pick(rng, RESULTS)] };
    roll += int(rng, 1, 3);
    return row;
  });
  const ratio = [[1, 3], [1, 2], [2, 3], [1, 1], [3, 2], [2, 1], [5, 2], [3, 1]].filter(([a, d]) => a === d || chance(rng, 70));
  let drm = -int(rng, 1, 3);
  const outOfSupply = chance(rng, 20);
  const input: Json = {
    game: 'le-grand-empire',
    kind: 'siege',
    tables: {
      crt: { skirmish: randomCrt(rng, 0) },
      ratio: ratio.map(([attacker, defender]) => ({ attacker, defender, drm: (drm += int(rng, 0, 1)) })),
      wound: { dice: pick(rng, ['1D6', '2D6']), rows: [{ roll: 1, result: 'killed' }, { roll: int(rng, 2, 4), result: 'wounded' }, { roll: int(rng, 5, 7), result: 'none' }] },
      siege: { dice, rows },
      ...(outOfSupply ? { modifiers: { outOfSupply: -int(rng, 1, 2) } } : {}),
    },
    fortress: { name: 'Fort', level, destroyed: int(rng, 0, Math.min(level, insideUnits.length ? level : level - 1)) },
    morale: int(rng, 1, 4),
    besiegers,
    inside,
    engineers: chance(rng, 50),
    outOfSupply,
  };
  if (chance(rng, 20)) input.extraDrm = int(rng, -1, 2);
  return input;
}

// ---- The independent simulation ---------------------------------------------------------------------

interface U {
  id: string;
  fortress: boolean;
  steps: number;
  max: number;
  art: number;
  morale: number;
  mod: number;
  cav: boolean;
}

const d6 = (rng: Rng) => int(rng, 1, 6);
const roll = (rng: Rng, dice: string) => (dice === '1D6' ? d6(rng) : d6(rng) + d6(rng));
/** The last row whose roll is at or below the total; below the first row, the first. */
const rowFor = (rows: readonly Json[], total: number): Json => {
  const sorted = [...rows].sort((a, b) => a.roll - b.roll);
  let r = sorted[0]!;
  for (const x of sorted) if (x.roll <= total) r = x;
  return r;
};

function ratioEntry(entries: Json[], cvA: number, cvD: number): Json {
  const r = cvA / cvD;
  const near = (x: number, list: Json[], val: (e: Json) => number) =>
    list.reduce((best, e) => {
      const d = Math.abs(val(e) - x);
      const bd = Math.abs(val(best) - x);
      return d < bd - 1e-12 || (Math.abs(d - bd) <= 1e-12 && val(e) > val(best)) ? e : best;
    });
  if (r >= 1) return near(r, entries, (e) => e.attacker / e.defender);
  const favourable = entries.filter((e) => e.attacker <= e.defender);
  return favourable.length ? near(1 / r, favourable, (e) => e.defender / e.attacker) : near(r, entries, (e) => e.attacker / e.defender);
}

const sup = (mine: number, theirs: number) => (mine <= theirs ? 0 : theirs === 0 ? 2 : mine >= 2 * theirs ? 2 : 1);

/** The modifier shared by at least half the CP (the higher on a split), or none. */
function quality(us: U[]): { mod: number; group: number | null } {
  const by = new Map<number, number>();
  let total = 0;
  for (const u of us)
    if (u.steps > 0) {
      by.set(u.mod, (by.get(u.mod) ?? 0) + u.steps);
      total += u.steps;
    }
  const maj = [...by].filter(([, w]) => 2 * w >= total).map(([m]) => m);
  return maj.length ? { mod: Math.max(...maj), group: Math.max(...maj) } : { mod: 0, group: null };
}

/** The owner's losses by the default policy: a cavalry step for "C", half on the quality troops, then the weakest, fullest first. */
function lose(us: U[], n: number, group: number | null, cStep: boolean): void {
  const best = (ok: (u: U) => boolean) => {
    let b = -1;
    us.forEach((u, i) => {
      if (u.steps <= 0 || !ok(u)) return;
      if (b < 0 || u.mod < us[b]!.mod || (u.mod === us[b]!.mod && u.steps > us[b]!.steps)) b = i;
    });
    return b;
  };
  let left = Math.min(n, us.reduce((s, u) => s + u.steps, 0));
  let onQuality = group === null ? 0 : Math.ceil(n / 2);
  if (cStep && left > 0) {
    const i = best((u) => u.cav);
    if (i >= 0) {
      if (us[i]!.mod === group) onQuality--;
      us[i]!.steps--;
      left--;
    }
  }
  while (onQuality > 0 && left > 0) {
    const i = best((u) => u.mod === group);
    if (i < 0) break;
    us[i]!.steps--;
    left--;
    onQuality--;
  }
  while (left > 0) {
    us[best(() => true)]!.steps--;
    left--;
  }
}

interface SimSiege {
  result: string;
  falls: boolean;
  besiegersWin: boolean;
  prisoners: number;
  destroyed: number;
}

function simulateSiege(x: Json, rng: Rng): SimSiege {
  const level = x.fortress.level;
  const strength = level - (x.fortress.destroyed ?? 0);
  const inside: U[] = x.inside.units.map((u: Json) => ({ id: u.id, fortress: false, steps: u.steps, max: u.maxSteps, art: u.artillery ?? 0, morale: u.morale, mod: u.cavalry && u.cavalry !== 'none' ? 0 : u.modifier ?? 0, cav: !!u.cavalry && u.cavalry !== 'none' }));
  const troops = () => inside.reduce((s, u) => s + u.steps, 0);
  let drm = x.extraDrm ?? 0;
  if (x.engineers && !x.outOfSupply) drm += 1;
  if (x.outOfSupply) drm += x.tables.modifiers.outOfSupply;
  const result: string = rowFor(x.tables.siege.rows, roll(rng, x.tables.siege.dice) + drm).results[level - 1];
  const out = { result, falls: false, besiegersWin: false, prisoners: 0, destroyed: 0 };
  if (result === 'nothing') return out;
  if (result === 'surrender' || (strength === 0 && inside.length === 0)) return { ...out, falls: true, besiegersWin: result !== 'surrender', prisoners: troops() };

  // The siege combat (§9.2.2): one round on the skirmish table, no cavalry superiority, no retreat;
  // a cavalry unit's own modifier counts as 0 (§8.2.4, last paragraph).
  const att: U[] = x.besiegers.units.map((u: Json) => ({ id: u.id, fortress: false, steps: u.steps, max: u.maxSteps, art: u.artillery ?? 0, morale: u.morale, mod: u.cavalry && u.cavalry !== 'none' ? 0 : u.modifier ?? 0, cav: !!u.cavalry && u.cavalry !== 'none' }));
  const fort: U[] = strength > 0 ? [{ id: 'fortress', fortress: true, steps: strength, max: level, art: strength, morale: x.morale, mod: 0, cav: false }] : [];
  const def: U[] = [...fort, ...inside];
  const held = inside.length > 0; // units inside: out of supply (§7.2.1)
  const cpA = att.reduce((s, u) => s + u.steps, 0);
  const cpD = def.reduce((s, u) => s + u.steps, 0);
  const artA = (x.besiegers.army?.artillery ?? 0) + att.reduce((s, u) => s + u.art, 0);
  const artD = strength; // the corps inside are out of supply: their artillery is unusable (§7.1.3)
  const cvA = cpA + Math.min(artA, cpA);
  const cvD = cpD + Math.min(artD, cpD);
  const ratio = ratioEntry(x.tables.ratio, cvA, cvD);
  const rv = ratio.attacker / ratio.defender;
  const cmdA = x.besiegers.leaders?.[0]?.combat ?? 0;
  const dLeaders: Json[] = x.inside.leaders ?? [];
  const cmdD = dLeaders[0]?.combat ?? 0;
  const qA = quality(att);
  const qD = quality(def);
  const moraleD = Math.floor(def.reduce((s, u) => s + u.morale * u.steps, 0) / cpD + 0.5 + 1e-9);
  const drmA = ratio.drm + sup(artA, artD) + cmdA + qA.mod;
  const drmD = sup(artD, artA) + cmdD + qD.mod + (held ? x.inside.outOfSupplyDrm : 0);
  const crt = x.tables.crt.skirmish;
  const rowA = rowFor(crt, d6(rng) + d6(rng) + drmA);
  const rowD = rowFor(crt, d6(rng) + d6(rng) + drmD);
  const toD = Math.min(rowA.losses, cpA);
  const toA = Math.min(rowD.losses, cpD);
  const lostD = Math.min(toD, cpD);
  const lostA = Math.min(toA, cpA);
  lose(def, toD, qD.group, rowA.cavalry);
  const winner = rowA.losses > rowD.losses || (rowA.losses === rowD.losses && rowA.bold && !rowD.bold) ? 'attacker' : 'defender';
  out.besiegersWin = winner === 'attacker';
  out.destroyed = fort.length ? strength - fort[0]!.steps : 0;
  const allGone = def.every((u) => u.steps <= 0);
  let falls = allGone || result === 'breach';
  if (result === 'assault' && winner === 'attacker' && troops() > 0) {
    // The besieged's wound checks (letters in the besiegers' result), then their demoralisation.
    let killed2 = 0;
    const exempt = rv <= 1 / 3;
    const others = dLeaders.slice(1);
    // No army inside a fortress: LA becomes L, a random leader other than the commander.
    if (!exempt && rowA.leader !== 'none' && others.length) {
      const l = others[int(rng, 0, others.length - 1)]!;
      const w = rowFor(x.tables.wound.rows, roll(rng, x.tables.wound.dice)).result;
      if (w === 'killed' && l.combat >= 2) killed2++;
    }
    if (d6(rng) - cmdD + killed2 + Math.max(0, lostD - lostA) > moraleD) falls = true;
  }
  out.falls = falls;
  out.prisoners = falls ? troops() : 0;
  return out;
}

describe('exact siege odds against the independent simulation, on random sieges and tables', () => {
  it('40 random sieges (levels 1-3, destroyed points, troops and leaders inside, engineers, supply, 1D6 and 2D6 siege tables)', () => {
    const rng = xoroshiro128plus(1809);
    const runs = 4000;
    for (let b = 0; b < 40; b++) {
      const input = randomSiege(rng);
      let exact: SiegeCliOutput;
      try {
        exact = computeLeGrandEmpireOdds(input) as SiegeCliOutput;
      } catch (e) {
        throw new Error(`siege ${b}: ${JSON.stringify(input)}: ${(e as Error).message}`);
      }
      const sim = xoroshiro128plus(9100 + b);
      let falls = 0;
      let won = 0;
      let assault = 0;
      let prisoners = 0;
      let destroyed = 0;
      for (let k = 0; k < runs; k++) {
        const r = simulateSiege(input, sim);
        if (r.falls) falls++;
        if (r.result === 'assault') assault++;
        if (r.besiegersWin && (r.result === 'assault' || r.result === 'breach')) won++;
        prisoners += r.prisoners;
        destroyed += r.destroyed;
      }
      const combats = (['assault', 'breach'] as const).map((k) => ({ p: exact.attempt[k], c: exact[k] }));
      const pWon = combats.reduce((s, { p, c }) => s + p * (c?.besiegersWin ?? 0), 0);
      const ePrisoners = exact.attempt.surrender * input.inside.units.reduce((s: number, u: Json) => s + u.steps, 0) + combats.reduce((s, { p, c }) => s + p * (c?.expectedPrisoners ?? 0), 0);
      const eDestroyed = combats.reduce((s, { p, c }) => s + p * (c?.expectedDestroyed ?? 0), 0);
      const near = (p: number, hits: number, what: string) => {
        const se = Math.sqrt(Math.max(p * (1 - p), 1 / runs) / runs);
        expect(Math.abs(hits / runs - p), `${what}, siege ${b}: exact ${p}, simulated ${hits / runs}: ${JSON.stringify(input)}`).toBeLessThan(4.5 * se + 1e-9);
      };
      near(exact.falls, falls, 'the fortress falls');
      near(exact.attempt.assault, assault, 'an assault');
      near(pWon, won, 'the besiegers win the combat');
      expect(Math.abs(prisoners / runs - ePrisoners), `prisoners, siege ${b}`).toBeLessThan(4.5 * (4 / Math.sqrt(runs)));
      expect(Math.abs(destroyed / runs - eDestroyed), `destroyed points, siege ${b}`).toBeLessThan(4.5 * (3 / Math.sqrt(runs)));
    }
  });
});
