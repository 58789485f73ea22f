// The one number formatter for players' eyes (renderer, log lines, reports, CLI): a negative number takes the
// typographic minus "−" (U+2212), never the hyphen "-"; a signed one also shows "+". Whole numbers as they are,
// others with two decimals.
const digits = (v: number) => (Number.isInteger(v) ? String(v) : v.toFixed(2));

/** −4, 0, 3 (a total, e.g. a Power's VP). */
export const plain = (v: number): string => `${v < 0 ? '−' : ''}${digits(Math.abs(v))}`;

/** −4, 0, +3 (a change or a modifier, e.g. a VP line or a DRM). `plusZero`: +0, for a term written out in a sum
 *  ("2D6 4+5 +0 = 9") or a change before its result ("credit +0 → 6"), where a bare 0 would misread. */
export const signed = (v: number, opts: { plusZero?: boolean } = {}): string => `${v > 0 || (v === 0 && opts.plusZero) ? '+' : ''}${plain(v)}`;

/** A value the group has not entered yet (e.g. VP whose homeland Victory Cities are missing): said so, never a 0. */
export const NOT_ENTERED = 'not entered';

/** A track's value as `fmt` writes it, or "not entered" for null. */
export const orNotEntered = (v: number | null, fmt: (v: number) => string = plain): string => (v === null ? NOT_ENTERED : fmt(v));

/** A count with its noun, singular for one: "1 change", "3 changes", "2 entries" (`many` when not just +s). */
export const counted = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/** A line as a sentence: its first letter a capital ("a tie between…" → "A tie between…"). */
export const sentence = (t: string): string => t.charAt(0).toUpperCase() + t.slice(1);

/** A refusal or a reason as a whole sentence: its first letter a capital and a full stop at its end. */
export const fullSentence = (t: string): string => {
  const s = sentence(t.trimEnd());
  return /[.!?]$/.test(s) ? s : `${s}.`;
};

/**
 * The "phase · step" line of a header, without saying a thing twice: a phase titled after the turn beside it
 * ("Phase 1: Collect Taxes" under "Phase 1") loses that prefix, and a step named as its phase is said once.
 */
export const phaseAndStep = (turn: string, phase: string, step: string | null): string[] => {
  const p = turn && phase.startsWith(`${turn}: `) ? phase.slice(turn.length + 2) : phase;
  return step && step !== p ? [p, step] : [p];
};
