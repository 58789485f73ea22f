// Walks the sequence of play, which each module declares as data.
import type { BaseState, GameModule, StepDef } from './types';

export interface FlatStep extends StepDef {
  phaseId: string;
  phaseTitle: string;
  index: number;
}

const flatCache = new WeakMap<object, FlatStep[]>();

export function flatSteps(module: GameModule<any>): FlatStep[] {
  let flat = flatCache.get(module.sequence);
  if (!flat) {
    flat = [];
    for (const phase of module.sequence.phases) {
      for (const step of phase.steps) flat.push({ ...step, phaseId: phase.id, phaseTitle: phase.title, index: flat.length });
    }
    flatCache.set(module.sequence, flat);
  }
  return flat;
}

export function stepApplies<S extends BaseState>(module: GameModule<S>, state: S, step: StepDef): boolean {
  if (!step.when) return true;
  const cond = module.conditions[step.when];
  if (!cond) throw new Error(`Step ${step.id} names unknown condition ${step.when}`);
  return cond(state);
}

export function currentStep<S extends BaseState>(module: GameModule<S>, state: S): FlatStep {
  const steps = flatSteps(module);
  const step = steps.find((s) => s.id === state.position.stepId);
  if (!step) throw new Error(`Unknown step ${state.position.stepId}`);
  return step;
}

export function firstApplicableStep<S extends BaseState>(module: GameModule<S>, state: S): FlatStep {
  const steps = flatSteps(module);
  const first = steps.find((s) => stepApplies(module, state, s));
  if (!first) throw new Error('No step applies');
  return first;
}

/** The next step that applies this turn, or null at the end of the turn. */
export function nextApplicableStep<S extends BaseState>(module: GameModule<S>, state: S): FlatStep | null {
  const steps = flatSteps(module);
  const here = currentStep(module, state).index;
  for (let i = here + 1; i < steps.length; i++) {
    const s = steps[i]!;
    if (stepApplies(module, state, s)) return s;
  }
  return null;
}

export function previousApplicableStep<S extends BaseState>(module: GameModule<S>, state: S): FlatStep | null {
  const steps = flatSteps(module);
  const here = currentStep(module, state).index;
  for (let i = here - 1; i >= 0; i--) {
    const s = steps[i]!;
    if (stepApplies(module, state, s)) return s;
  }
  return null;
}

export interface SequenceView {
  phases: Array<{
    id: string;
    title: string;
    steps: Array<StepDef & { applies: boolean; current: boolean; done: boolean }>;
  }>;
  current: FlatStep;
}

export function sequenceView<S extends BaseState>(module: GameModule<S>, state: S): SequenceView {
  const cur = currentStep(module, state);
  let idx = 0;
  const phases = module.sequence.phases.map((p) => ({
    id: p.id,
    title: p.title,
    steps: p.steps.map((s) => {
      const i = idx++;
      return { ...s, applies: stepApplies(module, state, s), current: s.id === cur.id, done: i < cur.index };
    }),
  }));
  return { phases, current: cur };
}
