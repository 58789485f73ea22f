// OHR 15.2, the Denmark/Norway Box on the tracked forces (its control, which the Norway Issue's unit reads, is
// forces.ts's minorControlSpace): the battle's result there (losses, Russia's capture and France's −4 VP), the mandatory Allied evacuation and France's +4 when
// the Army of the Elbe retakes Hanover, and where the Swedes may go when Sweden enters the war [15.2, 12.4.3].
import type { DataPack } from '../../data/tables';
import { DENMARK_NORWAY, holderName, limitCheck, movePieces, PIECE_NAME, PIECES, piecesAt, unitsIn, type Count, type Forces, type Piece } from './forces';
import { holdsCheck, moveOut } from './losses';
import type { Power } from './state';

export const BOX_CONTROL = 'Denmark/Norway';
const COALITION: Piece[] = ['RU', 'PR', 'SW'];
type Vp = { power: Power; vp: number; source: string; rule: string };

/** The units of one side in the Box. */
export function boxUnits(f: Forces, side: 'french' | 'allied'): Partial<Record<Piece, number>> {
  const c = piecesAt(f, DENMARK_NORWAY);
  const out: Partial<Record<Piece, number>> = {};
  for (const k of side === 'french' ? (['FR'] as Piece[]) : COALITION) if ((c[k] ?? 0) > 0) out[k] = c[k];
  return out;
}


/** A battle in the Box is over (its losses taken or owed like any battle's, losses.ts): Russia's capture, judged
 *  on the units each side had at the battle's start (`start`) and the battle's own losses [15.2]. */
export function afterBoxBattle(f: Forces, lost: { french: number; allied: number }, start: { french: number; allied: number }): { forces: Forces; done: string[] } {
  const done: string[] = [];
  // Losses still owed leave the tracked counts as they were: judge the capture on the battle's own numbers.
  const frLeft = start.french - lost.french;
  const alLeft = start.allied - lost.allied;
  const { dkWindow: _was, ...rest } = f;
  let g: Forces = rest;
  // What Russia may do next is an action of its own (the Denmark/Norway Box panel) [15.2].
  if (frLeft <= 0 && alLeft >= 1) {
    g = { ...g, control: { ...g.control, [BOX_CONTROL]: 'allied' }, dkWindow: 'capture' };
    done.push('Russia holds the Denmark/Norway Box [15.2].');
  } else if (frLeft <= 0) g = { ...g, dkWindow: 'wiped-out' };
  else if (alLeft <= 0) g = { ...g, dkWindow: 'reengage' };
  return { forces: g, done };
}

// --- The moves OHR 15.2 gives after Hanover changes hands and after a battle in the Box ---------------------
export type DkWindow = NonNullable<Forces['dkWindow']>;
/** What the open window lets each side do, in the rule's words. */
export const DK_WINDOW: Record<DkWindow, string> = {
  'french-commit': 'The Northern Army took Hanover: France may place part of the Army of the Elbe in the Denmark/Norway Box (4 French units at most); if France places none, Russia may send one Northern Army unit as garrison (the Box becomes Russian, France −4 VP) [15.2].',
  'russian-commit': 'France has committed units to the Denmark/Norway Box: Russia may do the same with Northern Army units (6 Coalition units at most) [15.2].',
  capture: 'Russia has captured the Denmark/Norway Box: its Russian, Prussian and Swedish units may rejoin the Northern Army, at least one staying as garrison [15.2].',
  'wiped-out': 'Both sides were wiped out in the Denmark/Norway Box: Russia may send one Northern Army unit as garrison (the Box becomes Russian, France −4 VP if it held it) [15.2].',
  reengage: 'No Coalition unit is left in the Denmark/Norway Box: Russia may at once send any number of Northern Army units into it to re-engage the French [15.2].',
};
const coalitionOnly = (c: Count) => PIECES.find((k) => (c[k] ?? 0) > 0 && !COALITION.includes(k));
const boxTotal = (c: Count) => unitsIn(c);

/** Why a side may not commit these units to the Box now: France from the Army of the Elbe right after the Northern
 *  Army takes Hanover (part of it: one unit at least stays), then Russia from the Northern Army; Russia also to
 *  re-engage when no Coalition unit is left after a battle there [15.2]. */
export function dkCommitCheck(pack: DataPack, f: Forces, side: 'FR' | 'RU', c: Count): string | null {
  if (!f.boxes[DENMARK_NORWAY]) return 'The Denmark/Norway Box is not in play (OHR 15.2 is off).';
  const n = boxTotal(c);
  if (n < 1 || c.FLEET) return 'Name at least one unit to send to the Denmark/Norway Box.';
  const from = side === 'FR' ? 'elbe' : 'northern';
  if (side === 'FR') {
    if (f.dkWindow !== 'french-commit') return 'France places Army of the Elbe units in the Denmark/Norway Box only right after the Northern Army takes Hanover in battle [15.2].';
    if (PIECES.some((k) => k !== 'FR' && (c[k] ?? 0) > 0)) return 'France sends French units to the Denmark/Norway Box [15.2].';
  } else {
    if (f.dkWindow !== 'russian-commit' && f.dkWindow !== 'reengage') return f.dkWindow === 'french-commit' ? 'Russia commits Northern Army units once France has committed units to the Denmark/Norway Box; with none there, Russia may send a garrison instead [15.2].' : 'Russia sends Northern Army units into the Denmark/Norway Box once France has committed units there, or at once when no Coalition unit is left after a battle there [15.2].';
    const bad = coalitionOnly(c);
    if (bad) return `${PIECE_NAME[bad]} units do not go to the Denmark/Norway Box: Russian, Prussian or Swedish only [15.2].`;
  }
  const at = f.armies[from];
  if (!at || at.removed) return `${holderName(pack, from)} is out of the game.`;
  for (const k of PIECES) if ((c[k] ?? 0) > (at.pieces[k] ?? 0)) return `${holderName(pack, from)} has ${at.pieces[k] ?? 0} ${PIECE_NAME[k]} unit${at.pieces[k] === 1 ? '' : 's'}, not ${c[k]}.`;
  if (side === 'FR' && n >= unitsIn(at.pieces)) return `France places part of the Army of the Elbe in the Box: at least one of its ${unitsIn(at.pieces)} units stays [15.2].`;
  let g = f;
  for (const k of PIECES) {
    if (!c[k]) continue;
    const why = limitCheck(pack, g, k, DENMARK_NORWAY, c[k]!);
    if (why) return why;
    g = movePieces(g, { piece: k, count: c[k]!, from, to: DENMARK_NORWAY });
  }
  return null;
}
/** The committed units into the Box; France's commitment opens Russia's. */
export function dkCommit(f: Forces, side: 'FR' | 'RU', c: Count): Forces {
  let g = f;
  for (const k of PIECES) if (c[k]) g = movePieces(g, { piece: k, count: c[k]!, from: side === 'FR' ? 'elbe' : 'northern', to: DENMARK_NORWAY });
  const { dkWindow: _was, ...rest } = g;
  return side === 'FR' ? { ...rest, dkWindow: 'russian-commit' } : rest;
}

/** Why Russia may not send this Northern Army unit as the Box's garrison now: France placed no unit after Hanover
 *  fell, or both sides were wiped out in the Box [15.2]. */
export function dkGarrisonCheck(pack: DataPack, f: Forces, piece: Piece): string | null {
  if (!f.boxes[DENMARK_NORWAY]) return 'The Denmark/Norway Box is not in play (OHR 15.2 is off).';
  if (f.dkWindow !== 'french-commit' && f.dkWindow !== 'wiped-out') return 'Russia sends a garrison when France placed no unit in the Denmark/Norway Box after Hanover fell, or when both sides were wiped out there [15.2].';
  if (f.dkWindow === 'french-commit' && (piecesAt(f, DENMARK_NORWAY).FR ?? 0) > 0) return 'French units hold the Denmark/Norway Box: no garrison takes it without a battle [15.2].';
  if (!COALITION.includes(piece)) return 'The garrison is a Russian, Prussian or Swedish unit [15.2].';
  const have = f.armies['northern']?.pieces[piece] ?? 0;
  if (!have) return `The Northern Army has no ${PIECE_NAME[piece]} unit.`;
  return limitCheck(pack, f, piece, DENMARK_NORWAY, 1);
}
/** One Northern Army unit garrisons the Box: it becomes Russian; France −4 VP if it held it [15.2]. */
export function dkGarrison(f: Forces, piece: Piece): { forces: Forces; vp: Vp[] } {
  const { dkWindow: _was, ...rest } = movePieces(f, { piece, count: 1, from: 'northern', to: DENMARK_NORWAY });
  const vp: Vp[] = f.control[BOX_CONTROL] === 'allied' ? [] : [{ power: 'FR', vp: -4, source: 'Denmark/Norway lost: a Northern Army unit garrisons the Box', rule: '15.2' }];
  return { forces: { ...rest, control: { ...rest.control, [BOX_CONTROL]: 'allied' } }, vp };
}

/** Why the Box does not hold these pieces, or null. */
const boxShort = (f: Forces, c: Count) => holdsCheck('The Denmark/Norway Box', piecesAt(f, DENMARK_NORWAY), c);

const outOfBox = (f: Forces, c: Count, to: string) => moveOut(f, DENMARK_NORWAY, c, to);

/** Why these Box units may not rejoin the Northern Army now: only after Russia's capture, once its `owed` battle
 *  losses are chosen, one at least staying [15.2]. */
export function dkRejoinCheck(pack: DataPack, f: Forces, c: Count, owed = 0): string | null {
  if (!f.boxes[DENMARK_NORWAY]) return 'The Denmark/Norway Box is not in play (OHR 15.2 is off).';
  if (f.dkWindow !== 'capture') return 'Units leave the Denmark/Norway Box for the Northern Army right after Russia captures it in battle [15.2].';
  if (owed) return `First Russia chooses the ${owed} Coalition unit${owed === 1 ? '' : 's'} the battle killed in the Box [13.4.4].`;
  const n = boxTotal(c);
  if (n < 1 || c.FLEET) return 'Name at least one unit to move to the Northern Army.';
  const bad = coalitionOnly(c);
  if (bad) return `Only Russian, Prussian and Swedish units rejoin the Northern Army, not ${PIECE_NAME[bad]} [15.2].`;
  const short = boxShort(f, c);
  if (short) return short;
  const box = piecesAt(f, DENMARK_NORWAY);
  const coalition = COALITION.reduce((a, k) => a + (box[k] ?? 0), 0);
  if (n >= coalition) return `At least one Allied unit stays in the Denmark/Norway Box as garrison: ${coalition - 1} of its ${coalition} may leave [15.2].`;
  let g = f;
  for (const k of PIECES) {
    if (!c[k]) continue;
    const why = f.armies['northern']?.removed ? 'The Northern Army is out of the game.' : limitCheck(pack, g, k, 'northern', c[k]!);
    if (why) return why;
    g = movePieces(g, { piece: k, count: c[k]!, from: DENMARK_NORWAY, to: 'northern' });
  }
  return null;
}
export function dkRejoin(f: Forces, c: Count): Forces {
  const { dkWindow: _was, ...rest } = outOfBox(f, c, 'northern');
  return rest;
}

/** Moves up to `n` pieces of a kind into the first of `to` with room (checked by the Box/Army limits), the rest further down the list. */
function spill(pack: DataPack, f: Forces, k: Piece, n: number, from: string, to: string[], log: string[]): Forces {
  let g = f;
  let left = n;
  for (const h of to) {
    while (left > 0 && (h === 'pool' || limitCheck(pack, g, k, h, 1) === null)) {
      g = movePieces(g, { piece: k, count: 1, from, to: h });
      left--;
      log.push(h);
    }
    if (!left) break;
  }
  return g;
}

/**
 * The Army of the Elbe retakes Hanover: every Russian, Prussian and Swedish unit leaves the Box for the Northern
 * Army (then the Army of Silesia, then the Force Pool); every French unit goes back to the Army of the Elbe (the
 * rest to the Force Pool, for France to place); France +4 VP if it had lost the Box. The struggle starts again
 * when the Northern Army retakes Hanover [15.2].
 */
export function evacuateBox(pack: DataPack, f: Forces): { forces: Forces; vp: Vp[]; log: string[] } {
  if (!f.boxes[DENMARK_NORWAY]) return { forces: f, vp: [], log: [] };
  const had = piecesAt(f, DENMARK_NORWAY);
  let g = f;
  const log: string[] = [];
  for (const k of COALITION) {
    const n = had[k] ?? 0;
    if (!n) continue;
    const where: string[] = [];
    g = spill(pack, g, k, n, DENMARK_NORWAY, ['northern', 'silesia', 'pool'], where);
    log.push(`${n} ${PIECE_NAME[k]} unit${n === 1 ? '' : 's'} leave the Denmark/Norway Box: ${summary(where)} [15.2].`);
  }
  const fr = had.FR ?? 0;
  if (fr) {
    const where: string[] = [];
    g = spill(pack, g, 'FR', fr, DENMARK_NORWAY, ['elbe', 'pool'], where);
    log.push(`${fr} French unit${fr === 1 ? '' : 's'} back from the Denmark/Norway Box: ${summary(where)}${where.includes('pool') ? ' (France may place those in another French Army)' : ''} [15.2].`);
  }
  const vp: Vp[] = f.control[BOX_CONTROL] === 'allied' ? [{ power: 'FR', vp: 4, source: 'Denmark/Norway recovered: the Army of the Elbe retakes Hanover', rule: '15.2' }] : [];
  const { dkWindow: _was, ...rest } = g;
  g = { ...rest, control: { ...rest.control, [BOX_CONTROL]: 'FR' } };
  return { forces: g, vp, log };
}

const NAMES: Record<string, string> = { northern: 'the Northern Army', silesia: 'the Army of Silesia', elbe: 'the Army of the Elbe', pool: 'the Force Pool' };
function summary(where: string[]): string {
  const counts = new Map<string, number>();
  for (const h of where) counts.set(h, (counts.get(h) ?? 0) + 1);
  return [...counts].map(([h, n]) => `${n} to ${NAMES[h] ?? h}`).join(', ');
}

/** Sweden enters the war: up to all 3 Swedes may go to the Box instead of the Northern Army when a Russian or Prussian unit is there and it has room [15.2, 12.4.3]. */
export function swedesToBoxCheck(pack: DataPack, f: Forces, n: number): string | null {
  if (!n) return null;
  if (!f.boxes[DENMARK_NORWAY]) return 'The Denmark/Norway Box is not in play (OHR 15.2 is off).';
  const c = piecesAt(f, DENMARK_NORWAY);
  if (!(c.RU ?? 0) && !(c.PR ?? 0)) return 'The Swedes go to the Denmark/Norway Box only when a Russian or Prussian unit is already there [15.2].';
  return limitCheck(pack, f, 'SW', DENMARK_NORWAY, n);
}
