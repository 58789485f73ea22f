// Frozen Baltic fleets [§49]: one d10 per fleet in port, each 1 takes one. The exact distribution of the
// fleets taken, for the roll's prompt and the digest's TC-33.
import { binomial } from '../../odds/distribution';

/** P(k fleets taken), k = 0..fleets: a binomial with p = 1/10 (one face of the d10, SUCCESS_FACE). */
export function frozenTakenDistribution(fleets: number): number[] {
  return binomial(fleets, 1 / 10).slice();
}

/** P(at least one fleet taken). */
export function frozenAtLeastOne(fleets: number): number {
  return 1 - (frozenTakenDistribution(fleets)[0] ?? 1);
}
