// A battle's losses, one mechanism for every Front and the Denmark/Norway Box: taken at once where one
// nationality leaves no choice, else owed until the chooser picks them by nationality (cov.battle.losses): the
// owning player, the Generalissimo on Front A, or France (the Holland landing) [13.4.4, 15.2, 15.3]. Two Armies
// fighting together (Silesia and Bohemia, the Northern Army and the Army of Scheldt) lose from both [13.6.2, 15.3];
// fleets are losses where they fought (the War of 1812 Box, a landing) [13.4.1a, 13.4.4].
import { PIECES, PIECE_NAME, movePieces, piecesAt, type Count, type Forces, type Piece } from './forces';
import { sentence } from '../../format';

/** Losses a battle left for one side, waiting for the chooser's pick by nationality [13.4.4]. */
export interface OwedLosses {
  /** The Armies (or Box) that lost them: one, or two fighting together [13.6.2, 15.3]. */
  holders: string[];
  count: number;
  /** Who chooses, in the rule's words (13.4.4's allocator): the owner, the Generalissimo or France. */
  chooser: string;
  /** Fleets fought and may be chosen [13.4.1a, 13.4.4]. */
  fleets?: boolean;
}

const total = (c: Count) => PIECES.reduce((a, k) => a + (c[k] ?? 0), 0);
export const unitsWord = (n: number) => `${n} unit${n === 1 ? '' : 's'}`;
const piecesWord = (n: number, fleets: boolean) => (fleets ? `${n} unit${n === 1 ? '' : 's'} or fleet${n === 1 ? '' : 's'}` : unitsWord(n));
/** France's pieces (its units and the US militia); every other nationality is the Allies' [4.1, 13.6.4.1]. */
const FRENCH_PIECES: Piece[] = ['FR', 'US'];
export const sideOfPiece = (k: Piece): 'french' | 'allied' => (FRENCH_PIECES.includes(k) ? 'french' : 'allied');
const pieceName = (k: Piece, n: number) => (k === 'FLEET' ? `British fleet${n === 1 ? '' : 's'}` : `${PIECE_NAME[k]} unit${n === 1 ? '' : 's'}`);
/** "1 British, 2 British fleets": the pieces by nationality. */
export const lossPieces = (c: Count) => PIECES.filter((k) => (c[k] ?? 0) > 0).map((k) => (k === 'FLEET' ? `${c[k]} ${pieceName(k, c[k]!)}` : `${c[k]} ${PIECE_NAME[k]}`)).join(', ');
/** "2 units", "1 unit and 1 fleet": how many pieces. */
export function lostWords(c: Count): string {
  const fleets = c.FLEET ?? 0;
  const units = total(c) - fleets;
  return [units || !fleets ? unitsWord(units) : '', fleets ? `${fleets} fleet${fleets === 1 ? '' : 's'}` : ''].filter(Boolean).join(' and ');
}

/** Why `name` (holding `have`) does not hold these pieces, or null. */
export function holdsCheck(name: string, have: Count, c: Count, plural = false): string | null {
  const k = PIECES.find((x) => (c[x] ?? 0) > (have[x] ?? 0));
  return k ? `${sentence(name)} ${plural ? 'have' : 'has'} ${have[k] ?? 0} ${pieceName(k, have[k] ?? 0)}, not ${c[k]}.` : null;
}

/** The pieces of one side that can be its losses in `holders`: its units, and its fleets where they fought. */
export function losable(f: Forces, holders: string[], side: 'french' | 'allied', fleets: boolean): Count {
  const out: Count = {};
  for (const h of holders)
    for (const k of PIECES) {
      const n = piecesAt(f, h)[k] ?? 0;
      if (n && sideOfPiece(k) === side && (k !== 'FLEET' || fleets)) out[k] = (out[k] ?? 0) + n;
    }
  return out;
}

/** The holders' names as a sentence says them ("Army of Silesia and Army of Bohemia"). */
export const holdersName = (names: string[]) => names.join(' and ');

/** Why these pieces may not be the `owed` losses of `name`: pieces of its side it holds (fleets only where they
 *  fought), exactly as many as the battle killed [13.4.4]. */
export function lossChoiceCheck(name: string, have: Count, owed: number, c: Count, fleets = false, plural = false): string | null {
  if ((c.FLEET ?? 0) > 0 && !fleets) return `The battle killed units of ${name}, not fleets: choose among ${plural ? 'their' : 'its'} units [13.4.4].`;
  const short = holdsCheck(name, have, c, plural);
  if (short) return short;
  const n = total(c);
  return n === owed ? null : `The battle killed ${piecesWord(owed, fleets)} of ${name}: choose ${owed}, not ${n} [13.4.4].`;
}

/** These pieces leave `from` for `to` (the Force Pool for losses). */
export const moveOut = (f: Forces, from: string, c: Count, to = 'pool'): Forces =>
  PIECES.reduce((g, k) => (c[k] ? movePieces(g, { piece: k, count: c[k]!, from, to }) : g), f);

/** These pieces leave the holders for the Force Pool, each nationality from the first holder that has it. */
export function removeLosses(f: Forces, holders: string[], c: Count): Forces {
  let g = f;
  for (const k of PIECES) {
    let left = c[k] ?? 0;
    for (const h of holders) {
      const n = Math.min(left, piecesAt(g, h)[k] ?? 0);
      if (n) g = movePieces(g, { piece: k, count: n, from: h, to: 'pool' });
      left -= n;
    }
  }
  return g;
}

/**
 * One side's `n` battle losses in the tracked holders: one nationality (or every piece lost) leaves no choice and
 * they go to the Force Pool at once; otherwise they are owed to the chooser [13.4.4].
 */
export function takeLosses(f: Forces, o: { holders: string[]; names: string[]; side: 'french' | 'allied'; n: number; fleets: boolean; chooser: string }): { forces: Forces; done: string | null; owed: OwedLosses | null } {
  const have = losable(f, o.holders, o.side, o.fleets);
  const kinds = PIECES.filter((k) => (have[k] ?? 0) > 0);
  const all = total(have);
  const name = sentence(holdersName(o.names));
  if (!o.n || !kinds.length) return { forces: f, done: null, owed: null };
  if (kinds.length === 1) {
    const k = kinds[0]!;
    const c = Math.min(o.n, all);
    return { forces: removeLosses(f, o.holders, { [k]: c }), done: `${name}: ${c} ${pieceName(k, c)} to the Force Pool [13.4.4].`, owed: null };
  }
  // Every piece there is lost: no choice to make.
  if (o.n >= all) return { forces: removeLosses(f, o.holders, have), done: `${name}: all its ${lostWords(have)} (${lossPieces(have)}) to the Force Pool [13.4.4].`, owed: null };
  return { forces: f, done: null, owed: { holders: o.holders, count: o.n, chooser: o.chooser, ...(o.fleets && have.FLEET ? { fleets: true } : {}) } };
}
