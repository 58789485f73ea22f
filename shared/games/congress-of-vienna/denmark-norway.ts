// OHR 15.2, the Denmark/Norway Box on the tracked forces (its control, which the Norway Issue's unit reads, is
// forces.ts's minorControlSpace): the battle's result there (losses, Russia's capture and France's −4 VP), the mandatory Allied evacuation and France's +4 when
// the Army of the Elbe retakes Hanover, and where the Swedes may go when Sweden enters the war [15.2, 12.4.3].
import type { DataPack } from '../../data/tables';
import { DENMARK_NORWAY, limitCheck, movePieces, PIECE_NAME, piecesAt, type Forces, type Piece } from './forces';
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

const total = (c: Partial<Record<Piece, number>>) => Object.values(c).reduce((a, n) => a + (n ?? 0), 0);

/** A battle in the Box is over: its losses where one nationality leaves no choice, and Russia's capture, judged on
 *  the units each side had at the battle's start (`start`) [15.2]. */
export function afterBoxBattle(f: Forces, lost: { french: number; allied: number }, start: { french: number; allied: number }): { forces: Forces; done: string[]; todo: string[] } {
  let g = f;
  const done: string[] = [];
  const todo: string[] = [];
  for (const side of ['french', 'allied'] as const) {
    const n = lost[side];
    if (!n) continue;
    const units = boxUnits(g, side);
    const kinds = Object.keys(units) as Piece[];
    if (kinds.length === 1) {
      const c = Math.min(n, units[kinds[0]!]!);
      g = movePieces(g, { piece: kinds[0]!, count: c, from: DENMARK_NORWAY, to: 'pool' });
      done.push(`Denmark/Norway Box: ${c} ${PIECE_NAME[kinds[0]!]} unit${c === 1 ? '' : 's'} to the Force Pool [13.4.4].`);
    } else if (kinds.length > 1) todo.push(`Denmark/Norway Box: remove ${Math.min(n, total(units))} Coalition units, chosen by Russia [13.4.4].`);
  }
  // Losses not yet allocated leave the tracked counts as they were: judge the capture on the battle's own numbers.
  const frLeft = start.french - lost.french;
  const alLeft = start.allied - lost.allied;
  if (frLeft <= 0 && alLeft >= 1) {
    g = { ...g, control: { ...g.control, [BOX_CONTROL]: 'allied' } };
    done.push('Russia holds the Denmark/Norway Box [15.2].');
    todo.push('Russia may move the Box’s Russian, Prussian and Swedish units to the Northern Army, leaving at least one as garrison [15.2].');
  } else if (frLeft <= 0) todo.push('Both sides are wiped out: Russia may send one Northern Army unit as garrison (the Box becomes Russian, France −4 VP if it held it) [15.2].');
  else if (alLeft <= 0) todo.push('No Coalition unit is left: Russia may at once send any number of Northern Army units into the Box [15.2].');
  return { forces: g, done, todo };
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
  g = { ...g, control: { ...g.control, [BOX_CONTROL]: 'FR' } };
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
