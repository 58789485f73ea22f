// Reordering a list by hand (drag or move buttons): pure, no React.

/** The list with the item at `from` moved to `to` (out of range: unchanged). */
export function moved<T>(xs: readonly T[], from: number, to: number): T[] {
  const out = [...xs];
  if (from < 0 || from >= out.length || to < 0 || to >= out.length) return out;
  const [x] = out.splice(from, 1);
  out.splice(to, 0, x as T);
  return out;
}

/**
 * The keyboard's move of the row at `i` of `count`: Alt+ArrowUp one place up, Alt+ArrowDown one down (`i` itself
 * at either end); null for any other key.
 */
export function keyMove(key: string, alt: boolean, i: number, count: number): number | null {
  if (!alt || (key !== 'ArrowUp' && key !== 'ArrowDown')) return null;
  return Math.max(0, Math.min(count - 1, key === 'ArrowUp' ? i - 1 : i + 1));
}

/** What a screen reader hears after a keyboard move. */
export function movedWords(name: string, from: number, to: number, count: number): string {
  if (from === to) return `${name} is already ${to === 0 ? 'first' : 'last'} (place ${to + 1} of ${count}).`;
  return `${name} moved to place ${to + 1} of ${count}.`;
}
