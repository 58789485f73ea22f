// Reordering a list by hand (drag or move buttons): pure, no React.

/** The list with the item at `from` moved to `to` (out of range: unchanged). */
export function moved<T>(xs: readonly T[], from: number, to: number): T[] {
  const out = [...xs];
  if (from < 0 || from >= out.length || to < 0 || to >= out.length) return out;
  const [x] = out.splice(from, 1);
  out.splice(to, 0, x as T);
  return out;
}
