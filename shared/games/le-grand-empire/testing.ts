// Test helpers for Le Grand Empire campaigns (Vitest only): the campaign and the group's pack (campaign-testing,
// shared with the e2e specs), Next to a step, and a refusal check.
import { expect } from 'vitest';
import { step, type C } from './campaign-testing';

export * from './campaign-testing';

/** Next until the step is reached. */
export function goTo(c: C, stepId: string): void {
  for (let i = 0; i < 30 && step(c) !== stepId; i++) c.act('sequence.next', {});
  expect(step(c)).toBe(stepId);
}

/** The action is refused with a reason matching `why`, and the state and the log are unchanged. */
export function refused(c: C, type: string, payload: unknown, why: RegExp, opts: { physicalDice?: number[][] } = {}): void {
  const before = JSON.stringify(c.state);
  const n = c.entries.length;
  expect(() => c.act(type, payload, opts)).toThrow(why);
  expect(JSON.stringify(c.state)).toBe(before);
  expect(c.entries.length).toBe(n);
}
