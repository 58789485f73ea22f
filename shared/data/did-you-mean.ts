// "Did you mean …?": the closest of a few choices to a word typed in, for plain-words refusals.

/** Levenshtein distance, case-insensitive. */
function distance(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  let prev = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const cur = [i];
    for (let j = 1; j <= y.length; j++) cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1));
    prev = cur;
  }
  return prev[y.length]!;
}

/** The choice nearest to `word`, or null when none is plausibly meant (more than a third of it differs). */
export function closest(word: string, choices: readonly string[]): string | null {
  let best: string | null = null;
  let bestD = Infinity;
  for (const c of choices) {
    const d = distance(word, c);
    if (d < bestD) {
      best = c;
      bestD = d;
    }
  }
  return best !== null && bestD <= Math.max(2, Math.ceil(best.length / 3)) ? best : null;
}
