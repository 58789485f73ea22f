// Pieces named as the players call them ("Prussia Cannon", "France Frigate (Elite)"), for the battleboard and
// the battle log; the id is added only where two pieces of the battle would otherwise read the same.
import { nationName } from '../nations';
import type { BattleSetup, LandType, ShipType } from './model';

export const UNIT_NAMES: Record<LandType | ShipType, string> = {
  'half-infantry': 'Half Infantry', 'full-infantry': 'Full Infantry', cavalry: 'Cavalry', cannon: 'Cannon', frigate: 'Frigate', 'ship-of-the-line': 'Ship of the Line',
};

interface Piece { id?: string; nation?: string; type: string; elite: boolean }

/** "Prussia Cannon", "France Frigate (Elite)"; with `id`: "France Cavalry (france-cav-2)". */
export function unitName(x: Piece, id?: string): string {
  const notes = [x.elite ? 'Elite' : '', id ?? ''].filter(Boolean);
  return `${x.nation ? `${nationName(x.nation)} ` : ''}${UNIT_NAMES[x.type as LandType] ?? x.type}${notes.length ? ` (${notes.join(', ')})` : ''}`;
}

// A Full Infantry hit once stands as a Half: both count as one kind, so a split piece never reads like another.
const kindOf = (x: Piece) => `${x.nation ?? ''}|${x.type === 'full-infantry' ? 'half-infantry' : x.type}|${x.elite}`;

/** The log's name for each piece of the battle (both sides): Nation and type, the id where two would read the same. */
export function pieceNamer(setup: BattleSetup): (x: Piece & { id: string }) => string {
  const all: Piece[] = (['attacker', 'defender'] as const).flatMap((s) => [...setup[s].units, ...setup[s].ships]);
  const seen = new Map<string, number>();
  for (const x of all) seen.set(kindOf(x), (seen.get(kindOf(x)) ?? 0) + 1);
  return (x) => unitName(x, (seen.get(kindOf(x)) ?? 0) > 1 ? x.id : undefined);
}
