// The sea prize entry of a sea battle recorded by hand [§19, A21]: who rolls (the winning host, or with the
// rule setting "each nation" every nation of the winning combined fleet), and the 'battle.result' fields.
// Main rolls the dice (or takes the table's) in its own order: the host first, then the order of play.
import type { NiState } from '../../../shared/games/napoleons-imperium/state';
import { orderOf } from './nations';

/** The nations that roll for the prize: the host (first of the winning side) or, "each nation", all of them. */
export function prizeRollers(s: NiState, winningSide: string[]): string[] {
  const host = winningSide[0];
  if (!host) return [];
  if (s.rules?.['combinedFleetPrize'] !== 'each-nation') return [host];
  const order = orderOf(s) as string[];
  return [host, ...winningSide.slice(1).filter((n) => n !== host).sort((a, b) => order.indexOf(a) - order.indexOf(b))];
}

/**
 * The 'battle.result' sea prize fields: one entry per rolling nation with surviving fleets, and the fleets sunk
 * (the cap on all captures). Nothing when no fleet was sunk or nobody survived.
 */
export function seaPrizeFields(s: NiState, winningSide: string[], survivors: Record<string, number>, sunk: number): { seaPrize: Array<{ nation: string; survivors: number }>; fleetsSunk: number } | Record<string, never> {
  const seaPrize = prizeRollers(s, winningSide)
    .map((nation) => ({ nation, survivors: Math.max(0, Math.floor(survivors[nation] ?? 0)) }))
    .filter((e) => e.survivors > 0);
  return sunk > 0 && seaPrize.length ? { seaPrize, fleetsSunk: sunk } : {};
}
