// Pure helpers for the review screens: step series aligned on one x axis, hover look-ups, readable colours.
import type { TrackChart, TrackPoint, TrackSeries } from '../../../shared/review/types';
import { orNotEntered } from '../../../shared/format';

/** The last point at or before `seq` (the value the track had then, and the entry that set it). */
export function pointAt(points: readonly TrackPoint[], seq: number): TrackPoint | null {
  let lo = 0;
  let hi = points.length - 1;
  let out: TrackPoint | null = null;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (points[mid]!.seq <= seq) {
      out = points[mid]!;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return out;
}

/** The x values (entries where any series changes, and the last entry) and each series' value at them; null (a gap in
 *  uPlot's line) before a series' first point and where its value is not entered. */
export function aligned(series: readonly TrackSeries[], total: number): { xs: number[]; ys: Array<Array<number | null>> } {
  const set = new Set<number>([0, total]);
  for (const s of series) for (const p of s.points) set.add(p.seq);
  const xs = [...set].sort((a, b) => a - b);
  const ys = series.map((s) => {
    let i = 0;
    let cur: number | null = null;
    return xs.map((x) => {
      while (i < s.points.length && s.points[i]!.seq <= x) cur = s.points[i++]!.value;
      return cur;
    });
  });
  return { xs, ys };
}

/** The hover's lines after entry `seq`: each power's value then ("not entered" where so) and the entry that set it. */
export function hoverRows(series: readonly TrackSeries[], seq: number, format: (v: number) => string): Array<{ power: string; text: string; why: string }> {
  return series.flatMap((s) => {
    const p = pointAt(s.points, seq);
    return p ? [{ power: s.power, text: `${s.name} ${orNotEntered(p.value, format)}`, why: p.seq === 0 ? 'at the set-up' : `entry ${p.seq}: ${p.title}` }] : [];
  });
}

/** Whether any series has a value not entered (drawn as a gap, which the key then explains). */
export function hasGaps(series: readonly TrackSeries[]): boolean {
  return series.some((s) => s.points.some((p) => p.value === null));
}

/** Rows for the table view of a track: one per entry that changed any power's value (undefined: no value yet;
 *  null: not entered). */
export function tableRows(chart: TrackChart): Array<{ seq: number; title: string; values: Array<number | null | undefined> }> {
  const bySeq = new Map<number, string>();
  for (const s of chart.series) for (const p of s.points) if (!bySeq.has(p.seq)) bySeq.set(p.seq, p.title);
  return [...bySeq.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([seq, title]) => ({ seq, title, values: chart.series.map((s) => pointAt(s.points, seq)?.value) }));
}

// A power's line colour is shared with the printable report (shared/review/colour.ts).
export { lineStyle, luminance } from '../../../shared/review/colour';
