// Random Imperial Borders battles for the tests (exact odds against the independent simulation and against
// the reference engine): forces, dice faces, policies and readings drawn from a seeded generator.
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { BattlePolicy } from '../exact';
import { DEFAULT_RULES, type BattleKind, type BattleSetup, type BattleSide, type DiceFaces, type LandType, type Stance } from '../model';

type Rng = ReturnType<typeof xoroshiro128plus>;
const pick = <T,>(rng: Rng, xs: readonly T[]): T => xs[uniformInt(rng, 0, xs.length - 1)] as T;
const n = (rng: Rng, a: number, b: number) => uniformInt(rng, a, b);

function randomSide(rng: Rng, kind: BattleKind, land: boolean, fort: boolean, tag: string, maxUnits: number): BattleSide {
  const units: BattleSide['units'] = [];
  if (land) {
    const count = n(rng, kind === 'land' ? 1 : 0, kind === 'land' ? maxUnits : 2);
    for (let i = 0; i < count; i++) {
      const type = pick<LandType>(rng, ['half-infantry', 'full-infantry', 'cavalry', 'cannon']);
      const zone = kind === 'port' ? 'land' : type === 'cannon' ? 'rear' : type === 'cavalry' ? pick(rng, ['front', 'rear'] as const) : 'front';
      units.push({ id: `${tag}u${i}`, type, zone, elite: n(rng, 0, 4) === 0 });
    }
  }
  const ships: BattleSide['ships'] = [];
  if (kind !== 'land') {
    const count = n(rng, kind === 'sea' ? 1 : 0, 3);
    for (let i = 0; i < count; i++) {
      const type = pick(rng, ['frigate', 'ship-of-the-line'] as const);
      const damage = n(rng, 0, 3) === 0 ? (type === 'frigate' ? 0 : 1) : 0;
      ships.push({ id: `${tag}s${i}`, type, elite: damage === 0 && n(rng, 0, 3) === 0, damage, cargo: n(rng, 0, 2) === 0 ? ['cannon'] : [] });
    }
  }
  const fortification = fort ? { tier: pick(rng, ['minor', 'major', 'capital'] as const), damage: 0 } : null;
  if (fortification && fortification.tier === 'capital') fortification.damage = n(rng, 0, 2);
  const medals = n(rng, 0, 3) === 0 ? [pick(rng, ['dominus-exercitus', 'dominus-maris'] as const)] : [];
  return { nations: [tag], units, ships, fortification, medals };
}

/** A random battle of this kind: random forces (up to maxUnits Land Units a side in a land battle), dice faces, policy and reading of A17; aggressive: the chance of each stance being Aggressive. */
export function randomBattle(rng: Rng, kind: BattleKind, maxUnits = 4, aggressive = 0.5): { setup: BattleSetup; faces: DiceFaces; policy: BattlePolicy } {
  const landSide = n(rng, 0, 1) === 0;
  let attacker = randomSide(rng, kind, kind === 'land' || landSide, false, 'a', maxUnits);
  let defender = randomSide(rng, kind, kind === 'land' || !landSide, kind !== 'sea' && n(rng, 0, 3) > 0, 'd', maxUnits);
  const able = (s: BattleSide) => s.units.length > 0 || s.ships.some((x) => !(x.type === 'frigate' ? x.damage >= 1 : x.damage >= 2)) || (s.fortification !== null);
  if (!able(attacker)) attacker = { ...attacker, ships: [{ id: 'ax', type: 'frigate', elite: false, damage: 0, cargo: [] }] };
  if (!able(defender)) defender = { ...defender, ships: kind === 'land' ? [] : [{ id: 'dx', type: 'ship-of-the-line', elite: false, damage: 0, cargo: [] }], units: kind === 'land' ? [{ id: 'dx', type: 'half-infantry', zone: 'front', elite: false }] : defender.units };
  const faces: DiceFaces = {
    black: { double: n(rng, 0, 2), blast: n(rng, 1, 2), bar: n(rng, 0, 2), blank: n(rng, 1, 3) },
    white: { red: n(rng, 0, 2), blue: n(rng, 1, 2), bar: n(rng, 0, 2), blank: n(rng, 1, 3) },
  };
  const one = (): Stance => (aggressive === 0.5 ? pick(rng, ['aggressive', 'defensive'] as const) : n(rng, 0, 999) < aggressive * 1000 ? 'aggressive' : 'defensive');
  const st = (): [Stance, Stance, Stance] => [one(), one(), one()];
  const policy: BattlePolicy = {
    stances: { attacker: st(), defender: st() },
    zones: { attacker: pick(rng, ['zone-1-first', 'zone-2-first'] as const), defender: pick(rng, ['zone-1-first', 'zone-2-first'] as const) },
    stop: pick(rng, ['never', 'never', 'after-round-2', 'when-outgunned'] as const),
  };
  const rules = { ...DEFAULT_RULES, doubleBlastAfterFort: n(rng, 0, 3) === 0 ? ('lost-unless-fort' as const) : ('either-zone' as const) };
  return { setup: { kind, attacker, defender, rules }, faces, policy };
}
