// Congress of Vienna War Phase checks as pure functions: the paired-front prerequisites at the instant of
// battle [13.6.1] and the front order of the battles [13.4].
import type { Front } from './battle/model';

/** Battles in Front order A, B, (Denmark/Norway, OHR 15.2), C, D, E, F, G [13.4, 15.2]. */
export function battleOrder(fronts: Array<Front | 'DK'>): Array<Front | 'DK'> {
  const order = ['A', 'B', 'DK', 'C', 'D', 'E', 'F', 'G'];
  return [...fronts].sort((a, b) => order.indexOf(a) - order.indexOf(b));
}

/** The space the Allies must control to attack `target` (Hanover: Saxony, also Holland and Belgium by 10.21; Gascony: Valencia; Toulouse: Catalonia) [13.6.1]. */
export function pairedPrerequisite(target: string, reading: 'hanover-holland-belgium' | 'hanover-only' = 'hanover-holland-belgium'): string | null {
  const t = target.toLowerCase();
  if (t === 'hanover' || (reading === 'hanover-holland-belgium' && (t === 'holland' || t === 'belgium'))) return 'Saxony';
  if (t === 'gascony') return 'Valencia';
  if (t === 'toulouse') return 'Catalonia';
  return null;
}

/** Checked at the instant of battle: unmet, no battle, and the (paid) Mil-Op returns to the Display. Pairings bind only the Allies [13.6.1]. */
export function pairedFrontCheck(attacker: 'french' | 'allied', target: string, alliedControls: readonly string[], reading?: 'hanover-holland-belgium' | 'hanover-only'): { battle: boolean; reason: string } {
  if (attacker === 'french') return { battle: true, reason: 'Pairings do not restrict French attacks [13.6.1].' };
  const need = pairedPrerequisite(target, reading);
  if (!need || alliedControls.some((s) => s.toLowerCase() === need.toLowerCase())) return { battle: true, reason: need ? `The Allies control ${need} [13.6.1].` : 'No paired-front prerequisite.' };
  return { battle: false, reason: `The Allies must control ${need} to attack ${target}: no battle; the Military Operation (paid) returns to the Display [13.6.1, 13.6.1.4].` };
}
