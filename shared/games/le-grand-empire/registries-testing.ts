// Test helper for the registries (Vitest only): Next through the turn, the Activation Phase's markers
// drawn until the phase ends (the first turn's first marker chosen).
import { expect } from 'vitest';
import { step, type C } from './testing';

/** Next until the step, drawing markers through the Activation Phase. */
export function reach(c: C, stepId: string): void {
  for (let i = 0; i < 60 && step(c) !== stepId; i++) {
    if (step(c) === 'activations' && !c.state.initiative.ended) {
      if (c.state.position.turn === 1 && !c.state.initiative.drawn.length) c.act('lge.initiative.draw', { marker: 'E1' });
      while (!c.state.initiative.ended) c.act('lge.initiative.draw', {});
    } else c.act('sequence.next', {});
  }
  expect(step(c)).toBe(stepId);
}
