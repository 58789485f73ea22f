// The Future Government of France Track [12.4.8]: a pawn on a graph of six spaces, moved one adjacent space
// by the Power that wins and activates the Issue (toward its own final box; from No Agreement into any of its
// neighbours); on entering a space every Power gains or loses the VP printed there, and in No Agreement the VP
// of the reminder box next to the space the pawn came from. The spaces, neighbours and VP are the group's table.
import { cellValue, maybeNumber } from '../../data/access';
import type { DataPack } from '../../data/tables';
import { POWERS, type Power } from './diplomacy';

export const FGOF_START = 'emperor-napoleon-bonaparte';
export const NO_AGREEMENT = 'no-agreement';
const TABLE = 'Future Government of France Track';

export interface FgofSpace { key: string; name: string; finalBoxOf: Power | null; neighbours: string[] | null }

/** The track's spaces (No Agreement once, whatever its reminder boxes). */
export function fgofSpaces(pack: DataPack): FgofSpace[] {
  const rows = pack.tables['future-government-of-france']?.rows ?? [];
  const out: FgofSpace[] = [];
  for (const r of rows) {
    if (r.key.startsWith(`${NO_AGREEMENT}:`)) continue;
    const name = cellValue(pack, 'future-government-of-france', r.key, 'name');
    const fin = cellValue(pack, 'future-government-of-france', r.key, 'finalBoxOf');
    const nb = cellValue(pack, 'future-government-of-france', r.key, 'neighbours');
    out.push({ key: r.key, name: typeof name === 'string' ? name : (r.label ?? r.key), finalBoxOf: typeof fin === 'string' && fin !== 'none' ? (fin.toUpperCase() as Power) : null, neighbours: typeof nb === 'string' && nb.trim() ? nb.split(',').map((x) => x.trim()).filter(Boolean) : null });
  }
  out.push({ key: NO_AGREEMENT, name: 'No Agreement', finalBoxOf: null, neighbours: null });
  return out;
}

export const fgofName = (pack: DataPack, key: string) => fgofSpaces(pack).find((s) => s.key === key)?.name ?? key;
const same = (pack: DataPack, ref: string, key: string) => ref === key || ref.toLowerCase() === fgofName(pack, key).toLowerCase();

/** The VP every Power gains or loses when the pawn enters `to` from `from`; null when the table lacks them [12.4.8]. */
export function fgofVp(pack: DataPack, from: string, to: string): Record<Power, number> | null {
  let row: string | undefined = to;
  if (to === NO_AGREEMENT) {
    const name = fgofName(pack, from);
    row = (pack.tables['future-government-of-france']?.rows ?? []).find((r) => {
      if (!r.key.startsWith(`${NO_AGREEMENT}:`)) return false;
      const f = cellValue(pack, 'future-government-of-france', r.key, 'from');
      return r.key === `${NO_AGREEMENT}:${from}` || (typeof f === 'string' && f.toLowerCase() === name.toLowerCase());
    })?.key;
    if (!row) return null;
  }
  const out = {} as Record<Power, number>;
  for (const p of POWERS) {
    const v = maybeNumber(pack, 'future-government-of-france', row, `vp${p}`);
    if (v === null) return null;
    out[p] = v;
  }
  return out;
}

/** Why `power` may not move the pawn from `from` to `to`, or null [12.4.8]. */
export function fgofMoveCheck(pack: DataPack, power: Power, from: string, to: string): string | null {
  const spaces = fgofSpaces(pack);
  const target = spaces.find((s) => s.key === to);
  if (!target) return `The Future Government of France Track has no space "${to}".`;
  if (to === from) return 'The pawn moves to an adjacent space [12.4.8].';
  const here = spaces.find((s) => s.key === from);
  const nbOf = (s: FgofSpace | undefined) => (s?.key === NO_AGREEMENT ? spaces.filter((x) => x.neighbours?.some((n) => same(pack, n, NO_AGREEMENT))).map((x) => x.key) : (s?.neighbours ?? []).map((n) => spaces.find((x) => same(pack, n, x.key))?.key ?? n));
  const near = nbOf(here);
  if (near.length && !near.includes(to)) return `${target.name} is not adjacent to ${here?.name ?? from}: the pawn moves one space [12.4.8].`;
  // Toward the Power's own final box, when the graph and the box are entered (from No Agreement: any neighbour).
  const goal = spaces.find((s) => s.finalBoxOf === power);
  if (from !== NO_AGREEMENT && goal && spaces.every((s) => s.key === NO_AGREEMENT || s.neighbours)) {
    const dist = (start: string) => {
      const seen = new Map([[start, 0]]);
      const queue = [start];
      while (queue.length) {
        const k = queue.shift()!;
        for (const n of nbOf(spaces.find((s) => s.key === k))) if (!seen.has(n)) (seen.set(n, seen.get(k)! + 1), queue.push(n));
      }
      return seen.get(goal.key) ?? Infinity;
    };
    if (!(dist(to) < dist(from))) return `${target.name} is not toward ${goal.name}, ${power}'s final box [12.4.8].`;
  }
  if (!fgofVp(pack, from, to)) return `The VP for entering ${target.name}${to === NO_AGREEMENT ? ` from ${here?.name ?? from}` : ''} are not entered: fill in the table "${TABLE}" [12.4.8].`;
  return null;
}
