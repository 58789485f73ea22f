// Random but legal Alliance battles for the cross-check tests.
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { SimInput } from './independent-sim';

type Rng = ReturnType<typeof xoroshiro128plus>;

const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[uniformInt(rng, 0, xs.length - 1)] as T;
const chance = (rng: Rng, p: number) => uniformInt(rng, 0, 9999) < p * 10000;

/** A random but legal battle (at most 8 blocks, so the exact engine stays quick). */
export function randomBattle(rng: Rng, n: number): SimInput & { game: 'alliance' } {
  const location = pick(rng, ['land', 'land', 'land', 'land', 'coastal', 'sea'] as const);
  const blocks: SimInput['blocks'] = [];
  let id = 0;
  const twoOwners = chance(rng, 0.2);
  const make = (side: 'attacker' | 'defender', reserve: boolean) => {
    const kinds =
      location === 'sea'
        ? ['fleet']
        : location === 'coastal'
          ? ['infantry', 'fleet', 'fleet', 'cavalry']
          : side === 'defender' && !reserve
            ? ['infantry', 'infantry', 'cavalry', 'artillery', 'hq', 'fortress']
            : ['infantry', 'infantry', 'cavalry', 'artillery', 'hq'];
    const type = pick(rng, kinds);
    const fp =
      type === 'infantry' ? `C${uniformInt(rng, 1, 4)}`
      : type === 'cavalry' ? pick(rng, ['B1', 'B2', 'B3', 'A1'])
      : type === 'artillery' ? pick(rng, ['A2', 'A3'])
      : type === 'hq' ? pick(rng, ['B3', 'B4'])
      : type === 'fortress' ? pick(rng, ['C1', 'C2', 'C3', 'B2'])
      : pick(rng, ['D2', 'D3']);
    const max = type === 'hq' ? uniformInt(rng, 2, 3) : 4;
    const strength = type === 'fleet' ? uniformInt(rng, 0, max) : uniformInt(rng, 1, max);
    const b: SimInput['blocks'][number] & { maxStrength: number } = { id: `${side[0]}${id++}`, side, type, firepower: fp, strength, maxStrength: max };
    if (reserve) b.reserve = true;
    else if (chance(rng, 0.12)) b.round1Modifier = pick(rng, [1, -1]);
    else if (type === 'infantry' && chance(rng, 0.08)) b.round1NoFire = true;
    if (twoOwners) b.owner = side === 'attacker' ? pick(rng, ['france', 'bavaria']) : 'britain';
    blocks.push(b);
  };
  const budget = n;
  const am = uniformInt(rng, 1, 3);
  const dm = uniformInt(rng, 1, 3);
  for (let i = 0; i < am; i++) make('attacker', false);
  for (let i = 0; i < dm; i++) make('defender', false);
  while (blocks.length < budget && chance(rng, 0.6)) make(chance(rng, 0.5) ? 'attacker' : 'defender', true);
  const policy: NonNullable<SimInput['policy']> = {};
  if (chance(rng, 0.15)) policy.tieBreak = { kind: 'inputOrder' };
  else if (chance(rng, 0.15)) policy.tieBreak = { kind: 'priority', order: blocks.map((b) => b.id).reverse() };
  const rule = () =>
    pick(rng, [
      { kind: 'withdrawAtRound', round: uniformInt(rng, 2, 4) },
      { kind: 'strengthRatio', ratio: pick(rng, [0.34, 0.5, 0.75, 1]) },
      { kind: 'blockStrengthAtMost', strength: 1 },
    ]);
  if (chance(rng, 0.3)) policy.retreat = { attacker: rule() };
  if (chance(rng, 0.3)) policy.retreat = { ...policy.retreat, defender: rule() };
  if (chance(rng, 0.35)) policy.hqExtension = 'always';
  if (chance(rng, 0.25)) policy.pursuit = 'always';
  if (chance(rng, 0.25)) policy.retreatCapacity = { attacker: uniformInt(rng, 0, 2), defender: uniformInt(rng, 0, 2) };
  return { game: 'alliance', location, blocks, policy };
}

