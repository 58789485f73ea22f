// Le Grand Empire naval battle (§10): the rules as pure functions, shared by the exact odds and the
// step-by-step resolver. Each round: coastal batteries (harbour combat, §10.4), then simultaneous
// volleys (1D6 + the admiral's bonus ≥ 6 per fleet point, §10.1), then the alternating loss
// allocation (odd losses chosen by the owner, even by the firer; empty transport steps first,
// §5.3.2.5), then victory (§10.2): more losses inflicted wins; on a tie the defender, then the
// attacker, stays or retreats (retreat = loses); both staying fight another round.
import { binomial, convolve, type DenseDist } from '../../../odds/distribution';
import { COASTAL_BATTERY_HIT, fleetPointHit } from '../procedures';

export type NavalSide = 'attacker' | 'defender';

export interface NavalFleet {
  id: string;
  name?: string;
  /** Fleet points now. */
  points: number;
  /** The admiral's tactical (combat) bonus; may be negative. */
  bonus: number;
  /** Steps carrying troops (1 CP each, §5.3.2.5); at most `points`. */
  laden: number;
  /** A named admiral (rolls for death, §10.5). */
  named: boolean;
}

/** Which fleet a chooser takes a point from: a named rule, or fleet ids in order of preference. */
export type FleetChoice = 'lowest-bonus' | 'highest-bonus' | 'most-points' | 'fewest-points' | string[];

export interface NavalPolicy {
  /** Odd-numbered losses: the owner takes a point from its own fleet (default lowest bonus). */
  ownerLoss: FleetChoice;
  /** Even-numbered losses: the firer takes a point from the enemy's fleet (default highest bonus). */
  firerLoss: FleetChoice;
  /** Which attacking fleet the coastal batteries fire at (the battery owner decides, §10.4). */
  batteryTarget: FleetChoice;
  /** On tied losses: the defender decides first, then the attacker (§10.2). */
  tie: { defender: 'stay' | 'retreat'; attacker: 'stay' | 'retreat' };
}

export const DEFAULT_NAVAL_POLICY: NavalPolicy = {
  ownerLoss: 'lowest-bonus',
  firerLoss: 'highest-bonus',
  batteryTarget: 'highest-bonus',
  tie: { defender: 'stay', attacker: 'stay' },
};

export interface NavalRules {
  /** when the batteries fire and whether their hits count for victory and capture. */
  coastalBatteries: 'every-round-counted' | 'first-round-counted' | 'every-round-not-counted';
  /** the capture's 4 steps count over the whole battle or the last round. */
  navalCaptureCount: 'whole-battle' | 'last-round';
}

export const DEFAULT_NAVAL_RULES: NavalRules = { coastalBatteries: 'every-round-counted', navalCaptureCount: 'whole-battle' };

export interface NavalSetup {
  attacker: NavalFleet[];
  defender: NavalFleet[];
  /** Permanent fortress points of the harbour (harbour combat, §10.4); 0 at sea. */
  batteries: number;
  policy: NavalPolicy;
  rules: NavalRules;
}

/**
 * §10.6: "If a dummy fleet suffers a loss, it is immediately destroyed": revealed at contact, a dummy is removed
 * (lge.stack.reveal), so it never fires, takes or absorbs a loss in a naval battle. One put in is refused, in words.
 */
export function dummyFleetRefusal(fleets: ReadonlyArray<{ id: string; dummy?: boolean | undefined }>): string | null {
  const d = fleets.find((f) => f.dummy);
  return d ? `${d.id} is a dummy fleet (§10.6): revealed at contact, it is removed and fights no naval battle (no volley, no loss). Take it off the battle.` : null;
}

export const CAPTURE_STEPS = 4;
export const BATTERY_DICE_PER_POINT = 2;

/** Index of the fleet a chooser picks among the eligible ones (ties: input order). */
export function pickFleet(fleets: readonly NavalFleet[], eligible: (f: NavalFleet, i: number) => boolean, choice: FleetChoice): number {
  let best = -1;
  if (Array.isArray(choice)) {
    for (const id of choice) {
      const i = fleets.findIndex((f, k) => f.id === id && eligible(f, k));
      if (i >= 0) return i;
    }
    choice = 'lowest-bonus';
  }
  for (let i = 0; i < fleets.length; i++) {
    const f = fleets[i]!;
    if (!eligible(f, i)) continue;
    if (best < 0) {
      best = i;
      continue;
    }
    const b = fleets[best]!;
    const better =
      choice === 'lowest-bonus' ? f.bonus < b.bonus : choice === 'highest-bonus' ? f.bonus > b.bonus : choice === 'most-points' ? f.points > b.points : f.points < b.points;
    if (better) best = i;
  }
  return best;
}

/** One lost step, and who chose it. */
export interface LossStep {
  fleet: string;
  chooser: NavalSide;
  cargoLost: boolean;
}

/** Steps that may take the next loss: empty steps first while any remain on the side (§5.3.2.5). */
export function eligibleForLoss(fleets: readonly NavalFleet[]): (f: NavalFleet) => boolean {
  const anyEmpty = fleets.some((f) => f.points > f.laden);
  return anyEmpty ? (f) => f.points > f.laden : (f) => f.points > 0;
}

/** Takes one step from fleet i (an empty step if it has one, else a laden step and its cargo). */
export function takeStep(fleets: readonly NavalFleet[], i: number): { fleets: NavalFleet[]; cargoLost: boolean } {
  const f = fleets[i]!;
  const cargoLost = f.points <= f.laden;
  const out = fleets.slice();
  out[i] = { ...f, points: f.points - 1, laden: cargoLost ? f.laden - 1 : f.laden };
  return { fleets: out, cargoLost };
}

/** Who chooses the k-th loss (1-based) of a volley: odd by the owner, even by the firer (§10.1). */
export function chooserOf(k: number, owner: NavalSide): NavalSide {
  return k % 2 === 1 ? owner : owner === 'attacker' ? 'defender' : 'attacker';
}

/** Applies n volley losses to `owner`'s fleets by the policy (n is capped at the points left). */
export function allocateVolley(fleets: readonly NavalFleet[], n: number, owner: NavalSide, policy: NavalPolicy): { fleets: NavalFleet[]; steps: LossStep[] } {
  let cur = fleets.slice();
  const steps: LossStep[] = [];
  for (let k = 1; k <= n; k++) {
    const ok = eligibleForLoss(cur);
    const chooser = chooserOf(k, owner);
    const i = pickFleet(cur, ok, chooser === owner ? policy.ownerLoss : policy.firerLoss);
    if (i < 0) break;
    const r = takeStep(cur, i);
    cur = r.fleets;
    steps.push({ fleet: cur[i]!.id, chooser, cargoLost: r.cargoLost });
  }
  return { fleets: cur, steps };
}

/** Applies battery hits to one fleet (excess hits are lost: the batteries fire at that fleet). */
export function allocateBattery(fleets: readonly NavalFleet[], target: number, n: number): { fleets: NavalFleet[]; steps: LossStep[] } {
  let cur = fleets.slice();
  const steps: LossStep[] = [];
  for (let k = 0; k < n && cur[target]!.points > 0; k++) {
    const r = takeStep(cur, target);
    cur = r.fleets;
    steps.push({ fleet: cur[target]!.id, chooser: 'defender', cargoLost: r.cargoLost });
  }
  return { fleets: cur, steps };
}

export function batteryTargetIndex(fleets: readonly NavalFleet[], policy: NavalPolicy): number {
  return pickFleet(fleets, (f) => f.points > 0, policy.batteryTarget);
}

/** Whether the batteries fire in this round (1-based). */
export function batteriesFire(setup: Pick<NavalSetup, 'batteries' | 'rules'>, round: number): boolean {
  return setup.batteries > 0 && (round === 1 || setup.rules.coastalBatteries !== 'first-round-counted');
}

export const total = (fleets: readonly NavalFleet[]): number => fleets.reduce((s, f) => s + f.points, 0);

/** Exact distribution of a side's volley hits (sum of binomials, one per fleet), before any cap. */
export function volleyHits(fleets: readonly NavalFleet[]): DenseDist {
  let d: DenseDist = [1];
  for (const f of fleets) if (f.points > 0) d = convolve(d, binomial(f.points, fleetPointHit(f.bonus)));
  return d;
}

export function batteryHits(points: number): DenseDist {
  return binomial(BATTERY_DICE_PER_POINT * points, COASTAL_BATTERY_HIT);
}

/** Collapses hits ≥ cap onto cap (a side cannot lose more points than it has). */
export function capHits(d: DenseDist, cap: number): DenseDist {
  if (d.length <= cap + 1) return d;
  const out = d.slice(0, cap + 1);
  let tail = 0;
  for (let k = cap; k < d.length; k++) tail += d[k] as number;
  out[cap] = tail;
  return out;
}

export type RoundVerdict = 'attacker' | 'defender' | 'draw' | 'tie';

/**
 * The verdict of a round from the losses inflicted (§10.2). On tied losses a side left with no
 * points loses (both: a draw); otherwise 'tie' (the stay-or-retreat decisions follow).
 */
export function roundVerdict(inflictedByAttacker: number, inflictedByDefender: number, attackerLeft: number, defenderLeft: number): RoundVerdict {
  if (inflictedByAttacker > inflictedByDefender) return 'attacker';
  if (inflictedByDefender > inflictedByAttacker) return 'defender';
  if (attackerLeft === 0 && defenderLeft === 0) return 'draw';
  if (attackerLeft === 0) return 'defender';
  if (defenderLeft === 0) return 'attacker';
  return 'tie';
}

/** The tie decisions by policy: who retreats (and so loses), or null when both stay. */
export function tieByPolicy(policy: NavalPolicy): NavalSide | null {
  if (policy.tie.defender === 'retreat') return 'defender';
  if (policy.tie.attacker === 'retreat') return 'attacker';
  return null;
}

/** Whether the winner captures a step (§10.2): the loser lost 4 or more steps. */
export function captures(loserLostBattle: number, loserLostLastRound: number, rules: NavalRules): boolean {
  return (rules.navalCaptureCount === 'last-round' ? loserLostLastRound : loserLostBattle) >= CAPTURE_STEPS;
}
