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
