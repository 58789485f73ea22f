// The one probability bar of the renderer: chances laid end to end on a track (a split between sides,
// a distribution of outcomes, or a single chance against the rest). Colours come from the caller, as a
// fill or a CSS class; a bar with a label is an image with that label, without one it is decoration.
import { cx } from '../components/ui';
import './odds.css';

export interface BarPart {
  /** The chance, 0..1 (what is left of the track stays the track's colour). */
  p: number;
  fill?: string;
  opacity?: number;
  className?: string;
  /** A tooltip for this part. */
  title?: string;
}

export function ProbabilityBar({
  parts, className, label, track, height = 12, midline, outline, rounded,
}: {
  parts: readonly BarPart[];
  /** Sizes the bar (its CSS class). */
  className?: string;
  /** What the bar says in words; none: aria-hidden (the numbers are shown next to it). */
  label?: string;
  /** The track's colour (none: no track drawn). */
  track?: string;
  /** Height in the bar's own units (its width is 100): the proportion of dashes and outlines. */
  height?: number;
  /** A dashed line at the even split, in this colour. */
  midline?: string;
  /** A thin dark outline around each part. */
  outline?: boolean;
  /** Rounded ends (in the bar's own units). */
  rounded?: number;
}) {
  let x = 0;
  return (
    <svg className={cx("pbar", className)} viewBox={`0 0 100 ${height}`} preserveAspectRatio="none" {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}>
      {track ? <rect x="0" y="0" width="100" height={height} fill={track} rx={rounded} /> : null}
      {parts.map((part, i) => {
        const w = Math.max(0, Math.min(1, part.p)) * 100;
        const el = (
          <rect
            key={i}
            x={x}
            y="0"
            width={w}
            height={height}
            fill={part.fill}
            fillOpacity={part.opacity}
            className={part.className}
            rx={rounded}
            {...(outline ? { stroke: 'rgba(0,0,0,0.35)', strokeWidth: 0.4 } : {})}
          >
            {part.title ? <title>{part.title}</title> : null}
          </rect>
        );
        x += w;
        return el;
      })}
      {midline ? <line x1="50" x2="50" y1="0" y2={height} stroke={midline} strokeWidth="0.3" strokeDasharray="4 4" /> : null}
    </svg>
  );
}
