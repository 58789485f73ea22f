// Exports of a campaign's history: every per-power track over time and the log as CSV (RFC 4180), the log as JSON.
// Pure (no DOM, no Node): the CLI, main and the tests build the same text from a Timeline.
import { isMeta } from '../engine/campaign';
import { shownDice } from '../engine/random';
import { NOT_ENTERED } from '../format';
import type { BaseState, LogEntry } from '../engine/types';
import { chartData } from './charts';
import { hiddenTracks } from './report';
import type { Timeline } from './timeline';

/** One CSV field (RFC 4180): quoted when it holds a quote, a comma, a line break or edge spaces; quotes doubled. */
export function csvField(v: string | number | boolean | null | undefined): string {
  if (v === null || v === undefined) return '';
  const s = typeof v === 'number' ? (Number.isFinite(v) ? String(v) : '') : String(v);
  return /[",\r\n]|^\s|\s$/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** Rows to CSV text: CRLF between records and after the last, as RFC 4180 has it. */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<string | number | boolean | null | undefined>>): string {
  return rows.map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** Where play stood after entry n (0: the set-up), in the game's words. */
function whenAt<S extends BaseState>(t: Timeline<S>, seq: number): string {
  return seq === 0 ? t.module.turnLabel(t.states[0]!).full : t.file.entries[seq - 1]!.when;
}

/**
 * Every per-power track over time: one row per change of a power's value (and its value at the set-up), in log order.
 * Columns: seq, when, power, track, value, entry (what changed it). Entries in force only; a treasury the
 * campaign keeps hidden is left out until the game is over (as the printed summary does).
 */
export function tracksCsv<S extends BaseState>(t: Timeline<S>): string {
  const charts = chartData(t);
  const hidden = hiddenTracks(t);
  const rows: Array<{ seq: number; order: number; cells: Array<string | number> }> = [];
  let order = 0;
  for (const chart of charts.tracks) {
    for (const s of chart.series) {
      if (hidden.has(`${chart.id}\u0000${s.power}`)) continue;
      for (const p of s.points) rows.push({ seq: p.seq, order: order++, cells: [p.seq, whenAt(t, p.seq), s.name, chart.name, p.value ?? NOT_ENTERED, p.title] });
    }
  }
  rows.sort((a, b) => a.seq - b.seq || a.order - b.order);
  return toCsv([['seq', 'when', 'power', 'track', 'value', 'entry'], ...rows.map((r) => r.cells)]);
}

type Status = 'active' | 'undone' | 'meta';

function statusOf<S extends BaseState>(t: Timeline<S>): (e: LogEntry) => Status {
  const active = new Set(t.activeSeqs);
  return (e) => (isMeta(e.type) ? 'meta' : active.has(e.seq) ? 'active' : 'undone');
}

/** A roll in words: "Battle fire: 2 5 (2d6, app dice)". */
function diceText(e: LogEntry): string {
  return (e.dice ?? []).map((d) => e.sealed ? `${d.purpose}: sealed (${e.sealed} only)` : `${d.purpose}: ${d.faces.join(' ')} (${d.faces.length}d${d.sides}, ${d.source === 'table' ? 'table dice' : 'app dice'})`).join('; ');
}

/** The whole log, one row per entry (undone entries and undo / redo / bookmarks included, with their status). */
export function logCsv<S extends BaseState>(t: Timeline<S>): string {
  const status = statusOf(t);
  return toCsv([
    ['seq', 'at', 'when', 'type', 'title', 'status', 'dice'],
    ...t.file.entries.map((e) => [e.seq, e.at, e.when, e.type, e.title, status(e), diceText(e)]),
  ]);
}

/**
 * The log as JSON: the campaign's header and every entry as the file keeps it, with its status, except a sealed
 * entry's payload and dice faces. The header's data pack (every table of the game) is named, not copied: the
 * campaign file has it.
 */
export function logJson<S extends BaseState>(t: Timeline<S>): string {
  const status = statusOf(t);
  const h = t.file.header;
  const pack = (h.settings as { dataPack?: { name?: string } }).dataPack;
  return `${JSON.stringify(
    {
      header: { ...h, settings: { ...h.settings, ...(pack ? { dataPack: { name: pack.name ?? 'unnamed pack' } } : {}) } },
      entries: t.file.entries.map((e) => {
        const { rngAfter: _rng, rules: _rules, ...rest } = e;
        // A sealed entry (a secret draw, a stack's contents) leaves with its title only: no payload, no faces.
        if (e.sealed) return { ...rest, payload: 'sealed', ...(e.dice ? { dice: shownDice(e) } : {}), status: status(e) };
        return { ...rest, status: status(e) };
      }),
    },
    null,
    2,
  )}\n`;
}
