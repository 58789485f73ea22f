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
