// An independent, deliberately plain Monte Carlo of Le Grand Empire naval battles, written from the
// rulebook for the tests. It shares no code with the engine (not naval.ts, naval-odds.ts or the
// resolver): it reads the `adc odds` JSON, rolls every die and removes points one by one.
//
// §10.4 batteries: 2 dice per permanent point, 5-6 sinks a step of the fleet the battery owner picks
// (highest bonus, by default), before the volleys; their hits count for the defender. §10.1 each fleet
// point rolls 1D6 + bonus, 6+ hits; losses: odd ones chosen by the owner (lowest bonus), even ones by
// the firer (highest bonus), input order on ties, empty transport steps first (§5.3.2.5). §10.2 more
// losses wins; on a tie a side with no points left loses (both: draw), else the tie policy (default:
// both stay, another round). Capture: the loser lost 4+ over the battle.
//
// The input's `rules` switch to the other readings (rules.ts, A-23, A-24): coastalBatteries
// 'first-round-counted' (they fire in round 1 only) or 'every-round-not-counted' (their hits are not
// the defender's for victory), navalCaptureCount 'last-round' (the 4 steps lost in the last round,
// batteries included). Engagement checks are 2D6 + maneuver >= 10 (without it if useManeuver is false);
// naturalRolls 'natural-extremes': a natural 2 fails and a natural 12 succeeds.
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

type Rng = ReturnType<typeof xoroshiro128plus>;

export interface SimFleet { id: string; points: number; bonus: number; laden?: number }
export interface SimNavalInput {
  game: 'le-grand-empire';
  kind: 'naval';
  attacker: { fleets: SimFleet[] };
  defender: { fleets: SimFleet[] };
  harbour?: { batteries: number };
  policy?: { tie?: { defender?: 'stay' | 'retreat'; attacker?: 'stay' | 'retreat' } };
  rules?: { coastalBatteries?: string; navalCaptureCount?: string; naturalRolls?: string };
}
export interface SimNavalResult { winner: 'attacker' | 'defender' | 'draw'; lostA: number; lostD: number; capture: boolean; rounds: number }

interface F { id: string; pts: number; bonus: number; laden: number }

function pickIndex(fs: F[], lowest: boolean): number {
  const empties = fs.some((f) => f.pts > f.laden);
  let best = -1;
  fs.forEach((f, i) => {
    const ok = empties ? f.pts > f.laden : f.pts > 0;
    if (!ok) return;
    if (best === -1 || (lowest ? f.bonus < fs[best]!.bonus : f.bonus > fs[best]!.bonus)) best = i;
  });
  return best;
}

function lose(fs: F[], i: number): void {
  const f = fs[i]!;
  if (f.pts <= f.laden) f.laden--;
  f.pts--;
}

const sum = (fs: F[]) => fs.reduce((s, f) => s + f.pts, 0);
const d6 = (rng: Rng) => uniformInt(rng, 1, 6);

/** One detection, interception or avoidance check. */
export function simulateNavalCheck(check: { maneuver: number; useManeuver?: boolean }, rules: SimNavalInput['rules'], rng: Rng): boolean {
  const dice = d6(rng) + d6(rng);
  if (rules?.naturalRolls === 'natural-extremes' && (dice === 2 || dice === 12)) return dice === 12;
  return dice + (check.useManeuver === false ? 0 : check.maneuver) >= 10;
}

export function simulateNaval(input: SimNavalInput, rng: Rng): SimNavalResult {
  const A: F[] = input.attacker.fleets.map((f) => ({ id: f.id, pts: f.points, bonus: f.bonus, laden: f.laden ?? 0 }));
  const D: F[] = input.defender.fleets.map((f) => ({ id: f.id, pts: f.points, bonus: f.bonus, laden: f.laden ?? 0 }));
  const a0 = sum(A);
  const d0 = sum(D);
  const batteries = input.harbour?.batteries ?? 0;
  const defStays = (input.policy?.tie?.defender ?? 'stay') === 'stay';
  const attStays = (input.policy?.tie?.attacker ?? 'stay') === 'stay';
  const batteryRule = input.rules?.coastalBatteries ?? 'every-round-counted';
  for (let round = 1; round < 100000; round++) {
    const aStart = sum(A);
    const dStart = sum(D);
    let batteryHits = 0;
    if (batteries > 0 && (round === 1 || batteryRule !== 'first-round-counted')) {
      let target = -1;
      A.forEach((f, i) => {
        if (f.pts > 0 && (target === -1 || f.bonus > A[target]!.bonus)) target = i;
      });
      for (let k = 0; k < 2 * batteries; k++) if (d6(rng) >= 5 && target >= 0 && A[target]!.pts > 0) {
        const f = A[target]!;
        if (f.pts <= f.laden) f.laden--;
        f.pts--;
        batteryHits++;
      }
    }
    let hitsByA = 0;
    for (const f of A) for (let k = 0; k < f.pts; k++) if (d6(rng) + f.bonus >= 6) hitsByA++;
    let hitsByD = 0;
    for (const f of D) for (let k = 0; k < f.pts; k++) if (d6(rng) + f.bonus >= 6) hitsByD++;
    hitsByA = Math.min(hitsByA, sum(D));
    hitsByD = Math.min(hitsByD, sum(A));
    for (let k = 1; k <= hitsByA; k++) lose(D, pickIndex(D, k % 2 === 1));
    for (let k = 1; k <= hitsByD; k++) lose(A, pickIndex(A, k % 2 === 1));
    const byA = hitsByA;
    const byD = hitsByD + (batteryRule === 'every-round-not-counted' ? 0 : batteryHits);
    let winner: SimNavalResult['winner'] | null = null;
    if (byA > byD) winner = 'attacker';
    else if (byD > byA) winner = 'defender';
    else if (sum(A) === 0 && sum(D) === 0) winner = 'draw';
    else if (sum(A) === 0) winner = 'defender';
    else if (sum(D) === 0) winner = 'attacker';
    else if (!defStays) winner = 'attacker';
    else if (!attStays) winner = 'defender';
    if (winner) {
      const lostA = a0 - sum(A);
      const lostD = d0 - sum(D);
      const lastRound = input.rules?.navalCaptureCount === 'last-round';
      const capture = winner === 'attacker' ? (lastRound ? dStart - sum(D) : lostD) >= 4 : winner === 'defender' ? (lastRound ? aStart - sum(A) : lostA) >= 4 : false;
      return { winner, lostA, lostD, capture, rounds: round };
    }
  }
  throw new Error('endless battle');
}
