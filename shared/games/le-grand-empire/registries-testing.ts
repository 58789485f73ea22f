// Test helper for the registries (Vitest only): Next through the turn, the Activation Phase's markers
// drawn until the phase ends (the first turn's first marker chosen).
import { expect } from 'vitest';
import { playTo, step, type C } from './testing';

/** Next until the step, drawing markers through the Activation Phase. */
export function reach(c: C, stepId: string): void {
  playTo(c, stepId);
  expect(step(c)).toBe(stepId);
}
