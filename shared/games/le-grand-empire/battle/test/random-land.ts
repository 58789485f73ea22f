// Random but well-formed land battles and play-aid tables for the exact-vs-simulation tests.
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

type Rng = ReturnType<typeof xoroshiro128plus>;
const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[uniformInt(rng, 0, xs.length - 1)]!;
const chance = (rng: Rng, pct: number) => uniformInt(rng, 0, 99) < pct;

export function randomCrt(rng: Rng, base: number) {
  const n = uniformInt(rng, 3, 8);
  let roll = uniformInt(rng, -2, 5);
  let losses = base;
  return Array.from({ length: n }, () => {
    const row = { roll, losses, bold: chance(rng, 30), cavalry: chance(rng, 30), leader: pick(rng, ['none', 'none', 'L', 'LA'] as const) };
    roll += uniformInt(rng, 1, 3);
    losses += uniformInt(rng, 0, 1);
    return row;
  });
}

export function randomTables(rng: Rng) {
  const entries = [[1, 3], [1, 2], [2, 3], [1, 1], [3, 2], [2, 1], [5, 2], [3, 1], [4, 1]].filter(() => chance(rng, 70));
  if (!entries.some(([a, d]) => a === d)) entries.push([1, 1]);
  entries.sort((x, y) => x[0]! / x[1]! - y[0]! / y[1]!);
  let drm = -uniformInt(rng, 0, 3);
  const ratio = entries.map(([attacker, defender]) => ({ attacker: attacker!, defender: defender!, drm: (drm += uniformInt(rng, 0, 1)) }));
  const wound = { dice: pick(rng, ['1D6', '2D6'] as const), rows: [{ roll: 1, result: 'killed' as const }, { roll: uniformInt(rng, 2, 4), result: 'wounded' as const }, { roll: uniformInt(rng, 5, 7), result: 'none' as const }] };
  return { crt: { skirmish: randomCrt(rng, 0), minor: randomCrt(rng, uniformInt(rng, 0, 1)), major: randomCrt(rng, uniformInt(rng, 1, 2)) }, ratio, wound };
}

let uid = 0;
function unit(rng: Rng, prefix: string) {
  const type = pick(rng, ['corps', 'corps', 'corps', 'corps', 'detachment', 'cossack', 'depot'] as const);
  const cav = type === 'corps' && chance(rng, 25) ? pick(rng, ['light', 'reserve', 'guard'] as const) : 'none';
  const maxSteps = type === 'corps' ? (cav !== 'none' || chance(rng, 20) ? 2 : 3) : 1;
  return {
    id: `${prefix}${uid++}`,
    type,
    steps: uniformInt(rng, 1, maxSteps),
    maxSteps,
    artillery: type === 'corps' ? uniformInt(rng, 0, 2) : 0,
    morale: uniformInt(rng, 1, 4),
    modifier: uniformInt(rng, 0, 2),
    ...(cav !== 'none' ? { cavalry: cav } : {}),
    ...(chance(rng, 15) ? { capitalLost: true } : {}),
    ...(type === 'corps' && chance(rng, 20) ? { intrinsicCavalry: true } : {}),
  };
}

function side(rng: Rng, prefix: string, isAttacker: boolean) {
  const units = Array.from({ length: uniformInt(rng, 1, 5) }, () => unit(rng, prefix));
  const leaders = Array.from({ length: uniformInt(rng, 0, 3) }, (_, i) => ({ id: `${prefix}L${uid++}${i}`, combat: uniformInt(rng, 0, 3) }));
  const s: Record<string, unknown> = { units, leaders };
  if (leaders.length) s.commander = leaders[0]!.id;
  const corps = units.filter((u) => u.type === 'corps');
  if (chance(rng, 50)) {
    s.army = { artillery: uniformInt(rng, 0, 2) };
    if (corps.length && leaders.length && chance(rng, 30)) {
      const sp = pick(rng, corps) as Record<string, unknown>;
      sp.leader = pick(rng, leaders).id;
      s.spearhead = sp.id;
    }
  }
  if (leaders.length >= 2 && leaders[0]!.combat >= 2 && chance(rng, 40)) s.secondMarker = { leader: leaders[1]!.id, drm: [uniformInt(rng, 0, 2), uniformInt(rng, 0, 2)] };
  if (chance(rng, 40)) s.marchers = Array.from({ length: uniformInt(rng, 1, 2) }, () => {
    const id = `${prefix}M${uid++}`;
    return { id, leaderCombat: uniformInt(rng, 0, 3), ...(chance(rng, 30) ? { unbridgedRiver: 'engineers' } : {}), units: [unit(rng, prefix)] };
  });
  if (chance(rng, 15)) Object.assign(s, { outOfSupply: true, outOfSupplyDrm: -uniformInt(rng, 1, 2) });
  if (chance(rng, 15)) s.demoralised = true;
  if (chance(rng, 15)) s.interception = true;
  if (chance(rng, 15)) s.failedAvoidance = true;
  if (isAttacker && chance(rng, 10)) s.navalInvasion = true;
  if (chance(rng, 25)) s.tactics = [uniformInt(rng, -1, 2), uniformInt(rng, -1, 2)];
  if (chance(rng, 15)) s.heavyCavalry = [uniformInt(rng, 0, 2), 0];
  return s;
}

export function randomLandBattle(rng: Rng) {
  const input: Record<string, unknown> = {
    game: 'le-grand-empire',
    kind: 'land',
    tables: randomTables(rng),
    attacker: side(rng, 'a', true),
    defender: side(rng, 'd', false),
  };
  if (chance(rng, 30)) input.terrain = { attacker: uniformInt(rng, -1, 0), defender: uniformInt(rng, 0, 2) };
  const policy: Record<string, unknown> = {};
  if (chance(rng, 15)) policy.tie = { attacker: 'retreat' };
  else if (chance(rng, 15)) policy.tie = { defender: 'retreat' };
  if (chance(rng, 20)) policy.rounds = 1;
  if (chance(rng, 30)) policy.replacementCommanderCombat = uniformInt(rng, 0, 2);
  if (Object.keys(policy).length) input.policy = policy;
  return input;
}

/** A well-formed heavy cavalry charge table (§8.2.1, the group's): rows by roll on 1D6 or 2D6. */
export function randomChargeTable(rng: Rng) {
  const dice = pick(rng, ['1D6', '2D6'] as const);
  let roll = dice === '1D6' ? 1 : 2;
  return {
    dice,
    rows: Array.from({ length: uniformInt(rng, 2, 5) }, () => {
      const row = { roll, drm: uniformInt(rng, -1, 3), cavalryStepsLost: uniformInt(rng, 0, 2), leader: pick(rng, ['none', 'none', 'wound-check', 'lost'] as const) };
      roll += uniformInt(rng, 1, 3);
      return row;
    }),
  };
}

/**
 * A random battle where the sides charge (§8.2.1): the charge table, heavy (Cr) or Guard cavalry on most
 * sides, often led by a leader of its own, each round's decision at random.
 */
export function randomChargeBattle(rng: Rng): Record<string, any> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const input = randomLandBattle(rng) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  input.tables.heavyCavalry = randomChargeTable(rng);
  for (const [s, p] of [[input.attacker, 'a'], [input.defender, 'd']] as const) {
    if (!chance(rng, 85)) continue;
    const cav = { id: `${p}H${uid++}`, type: 'corps', steps: uniformInt(rng, 1, 2), maxSteps: 2, artillery: 0, morale: uniformInt(rng, 2, 4), modifier: uniformInt(rng, 0, 3), cavalry: pick(rng, ['reserve', 'guard'] as const) } as Record<string, unknown>;
    if (chance(rng, 70)) {
      if (!s.leaders?.length) {
        s.leaders = [{ id: `${p}C${uid++}`, combat: uniformInt(rng, 0, 2) }];
        s.commander = s.leaders[0].id;
      }
      const id = `${p}CL${uid++}`;
      s.leaders.push({ id, combat: uniformInt(rng, 0, 3) });
      cav.leader = id;
    }
    s.units.push(cav);
    s.charge = [chance(rng, 80), chance(rng, 60)];
  }
  return input;
}

/** Every reading the exact land odds take (input `rules`), default first (rules.ts, §10). */
export const LAND_READINGS = {
  battleSizeGap: ['minor', 'major'],
  ratioBelowOne: ['invert-and-round', 'nearest-as-printed'],
  woundExemptionRatio: ['rounded-ratio', 'exact-ratio'],
  superiorityAgainstZero: ['plus-2', 'plus-1'],
  cavalryCounted: ['cavalry-units-only', 'include-intrinsic'],
  killedCommanderDemoralisation: ['both', 'plus-only'],
  overrunThreshold: ['at-least-5x', 'more-than-5x'],
  replacedCommanderHit: ['counts', 'last-round-only'],
  spearheadAfterCommanderHit: ['no-check', 'replacement-checks'],
  naturalRolls: ['modifiers-literal', 'natural-extremes'],
  demoralisationLossDifference: ['actual-steps', 'table-results'],
  overrunAtBattle: ['both-ways', 'attacker-only'],
  crtLetters: ['enemy', 'own-side'],
  qualityWithoutMajority: ['none', 'largest-share'],
  staticDepotStrength: ['half-point', 'not-counted'],
  heavyCavalryCharges: [true, false],
  imperialGuard: [false, true],
} as const;
export type LandReading = keyof typeof LAND_READINGS;

/** Random readings, each the non-default one two times in three. */
export function randomReadings(rng: Rng): Record<string, string | boolean> {
  return Object.fromEntries(Object.entries(LAND_READINGS).map(([k, vs]) => [k, chance(rng, 67) ? vs[1] : vs[0]]));
}

type Side = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const corps = (id: string, steps: number, extra: Record<string, unknown> = {}) => ({ id, type: 'corps', steps, maxSteps: 3, artillery: 0, morale: 3, modifier: 0, ...extra });

/**
 * A random battle shaped so that `reading` decides something: the situation the other reading is about
 * (a 10+ corps battle with a weak side, a ratio below 1, a ratio near 3, exactly 5 : 1, intrinsic
 * cavalry, commanders often hit in a tied round 1 with the spearhead they lead, marches only a natural
 * 12 can win), with random readings for every rule and `reading` on its non-default side.
 */
export function shapedLandBattle(rng: Rng, reading: LandReading): Record<string, unknown> {
  const input = randomLandBattle(rng) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  const A: Side = input.attacker;
  const D: Side = input.defender;
  input.rules = { ...randomReadings(rng), [reading]: LAND_READINGS[reading][1] };
  const n = () => uid++;
  switch (reading) {
    case 'battleSizeGap':
      A.units = Array.from({ length: uniformInt(rng, 8, 9) }, () => corps(`a${n()}`, uniformInt(rng, 2, 3), { artillery: uniformInt(rng, 0, 1) }));
      D.units = Array.from({ length: uniformInt(rng, 2, 3) }, () => corps(`d${n()}`, 3, { morale: 4, artillery: 2 }));
      delete A.marchers;
      delete D.marchers;
      break;
    case 'ratioBelowOne':
      // 2 against 4 with only 1/4, 1/1 and 2/1 printed: turned over, 2 is nearer 1/1; as printed, 0.5 is nearer 1/4.
      A.units = [corps(`a${n()}`, 2)];
      D.units = [corps(`d${n()}`, 2), corps(`d${n()}`, 2)];
      delete A.army;
      delete D.army;
      delete A.marchers;
      delete D.marchers;
      input.tables.ratio = [{ attacker: 1, defender: 4, drm: -3 }, { attacker: 1, defender: 1, drm: 0 }, { attacker: 2, defender: 1, drm: 2 }];
      break;
    case 'woundExemptionRatio':
      // 11 CP against 4: 2.75, rounded to 3/1 (ties go up), exactly below 3; the attacker's commander answers "LA".
      A.units = [corps(`a${n()}`, 3), corps(`a${n()}`, 3), corps(`a${n()}`, 3), corps(`a${n()}`, 2)];
      D.units = [corps(`d${n()}`, 3), corps(`d${n()}`, 1)];
      A.army = { artillery: 0 };
      A.leaders = [{ id: `aC${n()}`, combat: uniformInt(rng, 1, 3) }, { id: `aL${n()}`, combat: 2 }];
      A.commander = A.leaders[0].id;
      delete A.secondMarker;
      delete D.army;
      delete A.marchers;
      delete D.marchers;
      input.tables.ratio = [{ attacker: 1, defender: 1, drm: 0 }, { attacker: 2, defender: 1, drm: 1 }, { attacker: 5, defender: 2, drm: 2 }, { attacker: 3, defender: 1, drm: 3 }];
      for (const size of ['skirmish', 'minor', 'major']) for (const row of input.tables.crt[size]) row.leader = chance(rng, 70) ? 'LA' : 'L';
      input.tables.wound = { dice: '1D6', rows: [{ roll: 1, result: 'killed' }, { roll: 3, result: 'wounded' }, { roll: 5, result: 'none' }] };
      break;
    case 'superiorityAgainstZero':
      A.units = [corps(`a${n()}`, 3, { artillery: 2 }), corps(`a${n()}`, 2, { maxSteps: 2, cavalry: 'light' })];
      D.units = [corps(`d${n()}`, 3), corps(`d${n()}`, uniformInt(rng, 1, 3))];
      delete D.army;
      delete D.marchers;
      break;
    case 'cavalryCounted':
      for (const u of A.units) if (u.type === 'corps' && !u.cavalry) u.intrinsicCavalry = true;
      A.units.push(corps(`a${n()}`, 3, { intrinsicCavalry: true }));
      for (const s of [A, D]) for (const m of s.marchers ?? []) for (const u of m.units) delete u.cavalry;
      D.units = D.units.map((u: Side) => ({ ...u, cavalry: undefined, intrinsicCavalry: undefined, type: u.type === 'cossack' ? 'detachment' : u.type }));
      break;
    case 'overrunThreshold': {
      const d = uniformInt(rng, 1, 2);
      D.units = [corps(`d${n()}`, d)];
      A.units = Array.from({ length: 5 * d }, () => ({ id: `a${n()}`, type: 'detachment', steps: 1, maxSteps: 1, morale: 3, modifier: 0 }));
      delete A.spearhead;
      delete D.spearhead;
      delete A.marchers;
      delete D.marchers;
      break;
    }
    case 'killedCommanderDemoralisation':
    case 'replacedCommanderHit':
    case 'spearheadAfterCommanderHit': {
      // Both commanders at risk: army markers, letters LA on most rows, a wound table that hits often,
      // the commander leading the spearhead, rounds that often tie.
      for (const [s, p] of [[A, 'a'], [D, 'd']] as const) {
        s.leaders = [{ id: `${p}C${n()}`, combat: uniformInt(rng, 1, 3) }, { id: `${p}L${n()}`, combat: uniformInt(rng, 0, 2) }];
        s.commander = s.leaders[0].id;
        s.army = { artillery: uniformInt(rng, 0, 1) };
        s.units = [corps(`${p}${n()}`, 3, { modifier: 1, leader: s.commander }), corps(`${p}${n()}`, uniformInt(rng, 2, 3))];
        s.spearhead = s.units[0].id;
        delete s.secondMarker;
        delete s.marchers;
        delete s.demoralised;
      }
      const tie = (base: number) => [{ roll: -20, losses: base, bold: false, cavalry: false, leader: 'LA' }, { roll: 7, losses: base + 1, bold: false, cavalry: false, leader: chance(rng, 50) ? 'LA' : 'L' }];
      input.tables.crt = { skirmish: tie(0), minor: tie(1), major: tie(1) };
      input.tables.ratio = [{ attacker: 1, defender: 1, drm: 0 }, { attacker: 3, defender: 2, drm: 1 }, { attacker: 2, defender: 1, drm: 2 }];
      input.tables.wound = { dice: '1D6', rows: [{ roll: 1, result: 'killed' }, { roll: 3, result: 'wounded' }, { roll: 5, result: 'none' }] };
      input.policy = { rounds: 2, replacementCommanderCombat: uniformInt(rng, 0, 2) };
      delete input.terrain;
      break;
    }
    case 'demoralisationLossDifference': {
      // A small defender of high morale against table results larger than its steps: the table's
      // difference is larger than the steps actually lost.
      A.units = [corps(`a${n()}`, 3), corps(`a${n()}`, uniformInt(rng, 2, 3))];
      D.units = [corps(`d${n()}`, uniformInt(rng, 1, 2), { morale: uniformInt(rng, 5, 6) })];
      for (const s of [A, D]) {
        delete s.spearhead;
        delete s.marchers;
        delete s.demoralised;
      }
      const rows = (base: number) => [0, 1, 2, 3].map((k) => ({ roll: 2 + 3 * k, losses: base + k, bold: false, cavalry: false, leader: 'none' }));
      input.tables.crt = { skirmish: rows(1), minor: rows(1), major: rows(2) };
      break;
    }
    case 'overrunAtBattle': {
      // Exactly 5 : 1 below: an overrun only if "five times" means at least.
      input.rules.overrunThreshold = 'at-least-5x';
      const a = uniformInt(rng, 1, 2);
      delete A.spearhead;
      delete D.spearhead;
      delete A.marchers;
      if (chance(rng, 50)) {
        // The defender five times the attacker: captured only if either side can overrun.
        A.units = [corps(`a${n()}`, a)];
        D.units = Array.from({ length: 5 * a }, () => ({ id: `d${n()}`, type: 'detachment', steps: 1, maxSteps: 1, morale: 3, modifier: 0 }));
        delete D.marchers;
      } else {
        // Five to one only once the attacker's marchers join: an overrun only after the marches.
        D.units = [corps(`d${n()}`, 1)];
        A.units = [corps(`a${n()}`, 3)];
        A.marchers = [{ id: `aM${n()}`, leaderCombat: uniformInt(rng, 2, 4), units: [corps(`a${n()}`, 2, { maxSteps: 3 })] }];
        delete D.marchers;
      }
      break;
    }
    case 'crtLetters': {
      // Letters on the low rows only, a wound table that kills: under the other reading the loser's own
      // letters kill its combat-2 leader (+1 to its demoralisation) and cost its cavalry a step.
      for (const [s, p] of [[A, 'a'], [D, 'd']] as const) {
        s.leaders = [{ id: `${p}C${n()}`, combat: 1 }, { id: `${p}L${n()}`, combat: 2 }];
        s.commander = s.leaders[0].id;
        s.army = { artillery: uniformInt(rng, 0, 1) };
        s.units = [corps(`${p}${n()}`, 3), corps(`${p}${n()}`, 3, { artillery: 1 })];
        delete s.spearhead;
        delete s.secondMarker;
        delete s.marchers;
        delete s.demoralised;
      }
      A.units.push(corps(`a${n()}`, 2, { maxSteps: 2, cavalry: 'light', modifier: 1 }));
      for (const size of ['skirmish', 'minor', 'major'])
        for (const row of input.tables.crt[size]) {
          const low = row.roll < 7;
          row.leader = low ? 'L' : 'none';
          row.cavalry = low;
        }
      input.tables.wound = { dice: '1D6', rows: [{ roll: 1, result: 'killed' }, { roll: 5, result: 'none' }] };
      break;
    }
    case 'qualityWithoutMajority':
      // Three modifiers, none with half the CP (2 + 3 + 2): the largest share's +1, or none.
      for (const [s, p] of [[A, 'a'], [D, 'd']] as const) {
        s.units = [corps(`${p}${n()}`, 2, { modifier: 0 }), corps(`${p}${n()}`, 3, { modifier: s === A ? 2 : 1, artillery: 1 }), corps(`${p}${n()}`, 2, { modifier: -1 })];
        delete s.spearhead;
        delete s.marchers;
      }
      break;
    case 'staticDepotStrength':
      // Depots of high morale beside a weak corps: their ½ points move the morale, the combat value and the loss cap.
      for (const [s, p] of [[A, 'a'], [D, 'd']] as const) {
        s.units = [corps(`${p}${n()}`, uniformInt(rng, 1, 3), { morale: 2 }), ...Array.from({ length: uniformInt(rng, 1, 3) }, () => ({ id: `${p}${n()}`, type: 'depot', steps: 1, maxSteps: 1, morale: 6, modifier: 0 }))];
        delete s.spearhead;
        delete s.marchers;
      }
      break;
    case 'heavyCavalryCharges':
      // Charges entered on both sides, and the attacker's heavy cavalry charging on the table: off, they give nothing.
      A.heavyCavalry = [uniformInt(rng, 1, 3), uniformInt(rng, 0, 2)];
      D.heavyCavalry = [0, uniformInt(rng, 1, 2)];
      A.units.push(corps(`a${n()}`, 2, { maxSteps: 2, cavalry: 'reserve' }));
      A.charge = [true, chance(rng, 50)];
      input.tables.heavyCavalry = randomChargeTable(rng);
      break;
    case 'imperialGuard': {
      // The Guard spearheads (it takes the losses first) on a side that often loses: its steps lost lower the morale.
      for (const [sd, p] of [[A, 'a'], [D, 'd']] as const) {
        sd.leaders = [{ id: `${p}C${n()}`, combat: uniformInt(rng, 0, 2) }];
        sd.commander = sd.leaders[0].id;
        sd.army = { artillery: uniformInt(rng, 0, 1) };
        sd.units = [corps(`${p}${n()}`, 3, { modifier: 2, morale: uniformInt(rng, 4, 6), leader: sd.commander, imperialGuard: chance(rng, 80) }), corps(`${p}${n()}`, uniformInt(rng, 2, 3))];
        sd.spearhead = sd.units[0].id;
        delete sd.secondMarker;
        delete sd.marchers;
      }
      break;
    }
    case 'naturalRolls':
      for (const s of [A, D]) s.marchers = [{ id: `${s === A ? 'a' : 'd'}M${n()}`, leaderCombat: uniformInt(rng, 0, 1), unbridgedRiver: 'no-engineers', ...(chance(rng, 50) ? { demoralised: true } : {}), units: [corps(`${s === A ? 'a' : 'd'}${n()}`, 3, { artillery: 2, morale: 4 })] }];
      A.marchers.push({ id: `aM${n()}`, leaderCombat: 6, armyCommanderCombat: 3, units: [corps(`a${n()}`, 2)] });
      break;
  }
  for (const s of [A, D]) if (s.spearhead && !s.units.some((u: Side) => u.id === s.spearhead)) delete s.spearhead;
  return input;
}
