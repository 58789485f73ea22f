// One line chart over the campaign's entries (uPlot: small, fast on 10,000-entry campaigns, no eval and no
// inline <style>, so it runs under the app's CSP). Step lines: a value holds until the entry that changes it.
// Hover names the exact value and the entry that set it; the same data is always offered as a table. A value not
// entered is a gap in its line (uPlot draws null as a gap), named "not entered" in the key and on hover.
import { useEffect, useMemo, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { TrackSeries } from '../../../shared/review/types';
import { NOT_ENTERED } from '../../../shared/format';
import { aligned, hasGaps, hoverRows, lineStyle } from './model';

export interface LineChartProps {
  /** Accessible name of the chart ("Gold over the campaign"). */
  label: string;
  series: TrackSeries[];
  total: number;
  ticks: Array<{ seq: number; label: string }>;
  format?(v: number): string;
  /** Draws the zero line (the luck meter's expected). */
  zero?: boolean;
  height?: number;
}

/** At most `n` ticks, spread evenly over the ones given. */
function thin<T>(xs: T[], n: number): T[] {
  if (xs.length <= n) return xs;
  const step = xs.length / n;
  return Array.from({ length: n }, (_, i) => xs[Math.floor(i * step)]!);
}

const plain = (v: number) => String(v);

export function LineChart({ label, series, total, ticks, format = plain, zero = false, height = 320 }: LineChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const [hover, setHover] = useState<{ idx: number; left: number; top: number } | null>(null);
  const data = useMemo(() => aligned(series, total), [series, total]);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const shown = thin(ticks, Math.max(2, Math.floor(el.clientWidth / 170)));
    const labels = new Map(shown.map((t) => [t.seq, t.label]));
    const opts: uPlot.Options = {
      width: Math.max(320, el.clientWidth),
      height,
      legend: { show: false },
      cursor: { drag: { x: false, y: false }, points: { size: 8 } },
      scales: { x: { time: false } },
      axes: [
        {
          stroke: '#43382b',
          grid: { stroke: 'rgba(67, 56, 43, 0.12)' },
          splits: () => shown.map((t) => t.seq),
          values: (_u, splits) => splits.map((s) => labels.get(s) ?? ''),
          font: '13px "Source Sans 3", sans-serif',
        },
        { stroke: '#43382b', grid: { stroke: 'rgba(67, 56, 43, 0.12)' }, values: (_u, vs) => vs.map((v) => format(v)), font: '14px "Source Sans 3", sans-serif', size: 64 },
      ],
      series: [
        { label: 'Entry' },
        ...series.map((s) => {
          const st = lineStyle(s.colour);
          return { label: s.name, stroke: st.stroke, width: 2.5, ...(st.dash ? { dash: st.dash } : {}), paths: uPlot.paths.stepped!({ align: 1 }), points: { show: false } };
        }),
      ],
      hooks: {
        setCursor: [
          (u) => {
            const i = u.cursor.idx;
            const next = i === null || i === undefined || u.cursor.left === undefined || u.cursor.left < 0 ? null : { idx: i, left: u.cursor.left, top: u.cursor.top ?? 0 };
            setHover((h) => (h === next || (h && next && h.idx === next.idx && Math.abs(h.top - next.top) < 4 && Math.abs(h.left - next.left) < 4) ? h : next));
          },
        ],
        ...(zero
          ? {
              draw: [
                (u: uPlot) => {
                  const y = u.valToPos(0, 'y', true);
                  const ctx = u.ctx;
                  ctx.save();
                  ctx.strokeStyle = 'rgba(67, 56, 43, 0.6)';
                  ctx.setLineDash([4, 4]);
                  ctx.beginPath();
                  ctx.moveTo(u.bbox.left, y);
                  ctx.lineTo(u.bbox.left + u.bbox.width, y);
                  ctx.stroke();
                  ctx.restore();
                },
              ],
            }
          : {}),
      },
    };
    const u = new uPlot(opts, [data.xs, ...data.ys] as uPlot.AlignedData, el);
    plot.current = u;
    const ro = new ResizeObserver(() => u.setSize({ width: Math.max(320, el.clientWidth), height }));
    ro.observe(el);
    return () => {
      ro.disconnect();
      u.destroy();
      plot.current = null;
    };
  }, [data, series, ticks, height, zero, format]);

  const x = hover ? data.xs[hover.idx] : undefined;
  const gaps = hasGaps(series);
  return (
    <figure className="rv-chart" aria-label={label}>
      <ul className="rv-legend" aria-label="Powers">
        {series.map((s) => (
          <li key={s.power}>
            <span className="rv-key" data-dashed={lineStyle(s.colour).dash ? 'yes' : undefined} style={{ ['--power' as string]: s.colour }} aria-hidden="true" />
            {s.name}
            {s.points[s.points.length - 1]?.value === null ? <span className="muted"> ({NOT_ENTERED})</span> : null}
          </li>
        ))}
      </ul>
      {gaps ? <p className="rv-gap-note muted">A gap in a line: {NOT_ENTERED} there.</p> : null}
      <div className="rv-plot" ref={box} role="img" aria-label={`${label}: a line per power; the table view has the same numbers`}>
        {hover && x !== undefined ? (
          <div className="rv-tip" style={{ left: Math.min(hover.left + 70, (box.current?.clientWidth ?? 600) - 260), top: Math.max(0, hover.top - 10) }}>
            <div className="rv-tip-head">After entry {x}</div>
            {hoverRows(series, x, format).map((r) => (
              <div key={r.power} className="rv-tip-row">
                <strong>{r.text}</strong>
                <span className="rv-tip-why">{r.why}</span>
              </div>
            ))}
          </div>
        ) : null}
      </div>
    </figure>
  );
}
