// Congress of Vienna Initial Phase as pure functions: the Initial Situation card for any deck mix, the
// partial execution of its bands, and the Initial Environment Table's first die with its conditional
// re-roll [8.1, 10.1, 10.2].
import { cellOf, type DataPack } from '../../data/tables';
import { refuse, type Power } from './diplomacy';
import { signed } from '../../format';


/** The decks of the rule setting "initialSituationDecks" ("A", "A+B", ...). */
export function decksOf(setting: string): string[] {
  const d = setting.toUpperCase().split('+');
  if (!d.length || d.some((x) => !['A', 'B', 'C'].includes(x)) || new Set(d).size !== d.length) refuse(`Decks "${setting}": use A, B and/or C, e.g. "A+B"`);
  return d;
}

/** This turn's candidates: card n of each deck used; deck A alone is the historical order [8.1]. */
export function initialSituationPool(turn: number, decks: string): string[] {
  return decksOf(decks).map((d) => `${d}-${turn}`);
}

/** The card drawn (index into the pool, from a die or the seeded generator) and the others removed from the game [8.1]. */
export function drawInitialSituation(turn: number, decks: string, index: number): { card: string; removed: string[] } {
  const pool = initialSituationPool(turn, decks);
  if (!Number.isInteger(index) || index < 0 || index >= pool.length) refuse(`Draw one of the ${pool.length} cards (index 0 to ${pool.length - 1})`);
  return { card: pool[index]!, removed: pool.filter((_, k) => k !== index) };
}

/** A scenario starting on a later turn removes cards 1 to first-1 of every deck used [8.1]. */
export function removedBeforePlay(firstTurn: number, decks: string): string[] {
  return decksOf(decks).flatMap((d) => Array.from({ length: firstTurn - 1 }, (_, k) => `${d}-${k + 1}`));
}

/** Do what can be done: pieces the Force Pool lacks are skipped, the rest of the band still happens [10.1]. */
export function placeFromPool(requested: number, inPool: number): { placed: number; skipped: number } {
  const placed = Math.max(0, Math.min(requested, inPool));
  return { placed, skipped: requested - placed };
}

export interface IetFirstDie {
  /** null: the modified die fell outside 1-6 and the group's reading gives that die no result (10.17). */
  column: number | null;
  power: Power | null;
  usMilitia: number | null;
  usMilOp: boolean | null;
  rerolled: boolean;
  log: string[];
}

/** A modified IET die: kept within 1-6 (the default reading), or no result (null) with "no-effect" [10.2, digest 10.17]. */
export function ietModified(die: number, drm: number, outside: 'clamp' | 'no-effect' = 'clamp'): number | null {
  const m = die + drm;
  if (m >= 1 && m <= 6) return m;
  return outside === 'no-effect' ? null : Math.min(6, Math.max(1, m));
}
const outsideText = (d: number, drm: number, to: string) => `${d + drm} is outside 1–6: no result for that die (the group’s reading) → ${to}`;

/**
 * The IET's first die: die + drm (kept within 1-6 by default, 10.17) picks the column; if the Initial
 * Situation card demands a re-roll when it selects a Power, the re-roll (same drm) is final [10.2].
 */
export function ietFirstDie(pack: DataPack, p: { die: number; drm?: number; rerollIf?: Power | null; rerollDie?: number; outside?: 'clamp' | 'no-effect' }): IetFirstDie {
  const log: string[] = [];
  const col = (d: number) => {
    if (!Number.isInteger(d) || d < 1 || d > 6) refuse('The die is a whole number from 1 to 6');
    return ietModified(d, p.drm ?? 0, p.outside);
  };
  const read = (c: number | null) => {
    const v = (k: string) => (c === null ? null : cellOf(pack, 'initial-environment-columns', String(c), k)?.v ?? null);
    return { power: (typeof v('power') === 'string' ? (v('power') as string).toUpperCase() : null) as Power | null, usMilitia: v('usMilitia') as number | null, usMilOp: v('usMilOp') as boolean | null };
  };
  let column = col(p.die);
  let r = read(column);
  const to = (d: number, c: number | null) => (c === null ? outsideText(d, p.drm ?? 0, 'no column') : `column ${c}`);
  log.push(`First die ${p.die}${p.drm ? ` ${signed(p.drm)}` : ''} → ${to(p.die, column)}${r.power ? ` (${r.power})` : ''}.`);
  let rerolled = false;
  if (p.rerollIf && r.power === p.rerollIf) {
    const again = p.rerollDie ?? refuse(`Column ${column} selects ${r.power}: the Initial Situation card demands a re-roll [10.2]`);
    column = col(again);
    r = read(column);
    rerolled = true;
    log.push(`Re-roll ${again} → ${to(again, column)}${r.power ? ` (${r.power})` : ''}: final, even if the same [10.2].`);
  }
  return { column, ...r, rerolled, log };
}
