// A battle's losses chosen by nationality where a tracked Army (or the Denmark/Norway Box) holds more than one:
// the owning player, the Generalissimo on Front A, or France (the Holland landing) picks them [13.4.4, 15.2, 15.3].
// One check and one move to the Force Pool, shared by the Armies (cov.battle.losses) and the Box (cov.dk.losses).
import { PIECES, PIECE_NAME, movePieces, type Count, type Forces } from './forces';

/** Losses a battle left for one side, waiting for the chooser's pick by nationality [13.4.4]. */
export interface OwedLosses {
  /** The Army key that lost them. */
  holder: string;
  count: number;
  /** Who chooses, in the rule's words (13.4.4's allocator): the owner, the Generalissimo or France. */
  chooser: string;
}

const total = (c: Count) => PIECES.reduce((a, k) => a + (c[k] ?? 0), 0);
export const unitsWord = (n: number) => `${n} unit${n === 1 ? '' : 's'}`;

/** Why `name` (holding `have`) does not hold these pieces, or null. */
export function holdsCheck(name: string, have: Count, c: Count): string | null {
  const k = PIECES.find((x) => (c[x] ?? 0) > (have[x] ?? 0));
  return k ? `${name} has ${have[k] ?? 0} ${PIECE_NAME[k]} unit${have[k] === 1 ? '' : 's'}, not ${c[k]}.` : null;
}

/** Why these pieces may not be the `owed` losses of `name`: units (not fleets) it holds, exactly as many as the battle killed [13.4.4]. */
export function lossChoiceCheck(name: string, have: Count, owed: number, c: Count): string | null {
  if ((c.FLEET ?? 0) > 0) return `The battle killed units of ${name}, not fleets: choose among its units [13.4.4].`;
  const short = holdsCheck(name, have, c);
  if (short) return short;
  const n = total(c);
  return n === owed ? null : `The battle killed ${unitsWord(owed)} of ${name}: choose ${owed}, not ${n} [13.4.4].`;
}

/** These pieces leave `from` for `to` (the Force Pool for losses). */
export const moveOut = (f: Forces, from: string, c: Count, to = 'pool'): Forces =>
  PIECES.reduce((g, k) => (c[k] ? movePieces(g, { piece: k, count: c[k]!, from, to }) : g), f);
