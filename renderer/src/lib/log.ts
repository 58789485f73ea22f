// Pure helpers for showing the campaign log.
import type { LogRow } from '../../../shared/ipc/contract';

export interface LogGroup {
  /** Year · Game Turn, as the engine wrote it. */
  when: string;
  /** Newest first. */
  rows: LogRow[];
  /** Key unique within one rendering. */
  key: string;
}

/** Merges pages of rows (older pages may overlap the tail), sorted by seq ascending, without duplicates. */
export function mergeRows(...pages: LogRow[][]): LogRow[] {
  const bySeq = new Map<number, LogRow>();
  for (const page of pages) for (const r of page) bySeq.set(r.seq, r);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/**
 * Groups rows by their `when`, newest group first and newest row first inside a group.
 * Only consecutive rows share a group, so going back in time (undo) starts a new one.
 */
export function groupLog(rows: readonly LogRow[]): LogGroup[] {
  const out: LogGroup[] = [];
  const sorted = [...rows].sort((a, b) => b.seq - a.seq);
  for (const r of sorted) {
    const last = out[out.length - 1];
    if (last && last.when === r.when) last.rows.push(r);
    else out.push({ when: r.when, rows: [r], key: `${r.when}#${r.seq}` });
  }
  return out;
}

/** The newest entry still in force: undoing "to" it would change nothing. */
export function lastActiveSeq(rows: readonly LogRow[]): number | null {
  let best: number | null = null;
  for (const r of rows) if (r.status === 'active' && (best === null || r.seq > best)) best = r.seq;
  return best;
}

/** Rows of the dice tray (the tray's history), newest first. */
export function trayHistory(rows: readonly LogRow[]): LogRow[] {
  return rows.filter((r) => r.type === 'dice.tray').sort((a, b) => b.seq - a.seq);
}

export function diceTotal(faces: readonly number[]): number {
  return faces.reduce((a, b) => a + b, 0);
}
