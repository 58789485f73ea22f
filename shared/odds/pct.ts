// The one percentage formatter (renderer, reports, CLI): 0.7021 → "70.2%"; a tiny non-zero chance is never shown
// as 0% or 100% (it reads "<0.1%", ">99.9%").
export function pct(p: number, digits = 1): string {
  if (!Number.isFinite(p)) return '—';
  const v = p * 100;
  const lo = 10 ** -digits;
  if (v > 0 && v < lo) return `<${lo.toFixed(digits)}%`;
  if (v < 100 && v > 100 - lo) return `>${(100 - lo).toFixed(digits)}%`;
  return `${v.toFixed(digits)}%`;
}

/** A change between two chances in percentage points: 0.45 → 0.573 is "+12.3 points"; no change reads "±0.0 points". */
export function pctChange(from: number, to: number, digits = 1): string {
  const v = (to - from) * 100;
  const r = Number(v.toFixed(digits));
  return `${r > 0 ? '+' : r < 0 ? '−' : '±'}${Math.abs(r).toFixed(digits)} points`;
}
