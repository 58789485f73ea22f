// Rule settings: every ambiguity that changes a computation, with the recommended reading as the
// default, its citation and the alternatives; optional rules are toggles.
export interface RuleSetting {
  id: string;
  title: string;
  /** The question the rulebook leaves open. */
  question: string;
  cite: string[];
  kind: 'choice' | 'toggle';
  default: string | boolean;
  options: Array<{ value: string | boolean; label: string; recommended?: boolean }>;
  /** What it changes in the app. */
  affects: string;
  /** The app computes only the recommended reading (the settings screen says so): another is applied at the table. */
  byHand?: boolean;
}

export function ruleDefaults(rules: RuleSetting[]): Record<string, string | boolean> {
  return Object.fromEntries(rules.map((r) => [r.id, r.default]));
}

export function checkRuleValue(rules: RuleSetting[], id: string, value: unknown): string | null {
  const r = rules.find((x) => x.id === id);
  if (!r) return `There is no rule setting "${id}".`;
  if (!r.options.some((o) => o.value === value)) return `${r.title}: choose ${r.options.map((o) => JSON.stringify(o.value)).join(' or ')}.`;
  return null;
}
