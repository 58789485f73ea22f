// Reading dice typed in from the table. Only the shape is checked here; whether a face fits
// the die is for main to say, and it says so in the refusal.

/**
 * "3 5 6", "3,5,6" → [3, 5, 6]. For dice with at most 9 sides a bare run of digits is read
 * one face per digit ("356" → [3, 5, 6]); for bigger dice it is one number.
 * Returns null when the text is not numbers.
 */
export function parseFaces(text: string, sides = 6): number[] | null {
  const t = text.trim();
  if (!t) return null;
  if (/^\d+$/.test(t) && sides <= 9) return [...t].map(Number);
  const parts = t.split(/[\s,;+]+/).filter(Boolean);
  if (!parts.length || !parts.every((p) => /^-?\d+$/.test(p))) return null;
  return parts.map(Number);
}

/** One group of faces per "|" or line, for actions that roll several groups (e.g. one per bidder). */
export function parseGroups(text: string, sides = 6): number[][] | null {
  const groups = text.split(/[|\n]/).map((g) => g.trim()).filter(Boolean);
  if (!groups.length) return null;
  const out: number[][] = [];
  for (const g of groups) {
    const f = parseFaces(g, sides);
    if (!f) return null;
    out.push(f);
  }
  return out;
}
