// Walks the sequence of play, which each module declares as data.
import type { ActionDef, BaseState, CampaignHeader, GameModule, SequenceDef, StepDef, StepNote } from './types';

export interface FlatStep extends StepDef {
  phaseId: string;
  phaseTitle: string;
  index: number;
}

const flatCache = new WeakMap<object, FlatStep[]>();

export function flatSteps(module: GameModule<any>): FlatStep[] {
  return flatSequence(module.sequence);
}

export function flatSequence(sequence: SequenceDef<any>): FlatStep[] {
  let flat = flatCache.get(sequence);
  if (!flat) {
    flat = [];
    for (const phase of sequence.phases) {
      for (const step of phase.steps) flat.push({ ...step, phaseId: phase.id, phaseTitle: phase.title, index: flat.length });
    }
    flatCache.set(sequence, flat);
  }
  return flat;
}

/** The engine's refusal of any action once the game is over (unless it declares afterGameOver). */
export const GAME_OVER = 'The game is over.';

/** "Not now: this is done at the Winter Gold collection or …", in the steps' own words. */
export function notNow(sequence: SequenceDef<any>, steps: readonly string[]): string {
  const flat = flatSequence(sequence);
  const words = steps.map((id) => {
    const s = flat.find((x) => x.id === id);
    return s ? (s.doneAt ?? s.title) : id;
  });
  return `Not now: this is done at ${words.join(' or ')}.`;
}

/** Null when the step list allows the current step, else the refusal. */
export function stepCheck(sequence: SequenceDef<any>, state: BaseState, steps: readonly string[]): string | null {
  return steps.includes(state.position.stepId) ? null : notNow(sequence, steps);
}

/** The engine's first gate, before the payload is read: once the game is over only afterGameOver actions. */
export function gameOverGate<S extends BaseState>(def: ActionDef<S, any>, state: S): string | null {
  return state.gameOver && !def.afterGameOver ? GAME_OVER : null;
}

/** The engine's second gate, before the game's validate: the action's steps (in the game's words when it has them). */
export function stepGate<S extends BaseState, P>(module: GameModule<S>, def: ActionDef<S, P>, state: S, payload: P): string | null {
  if (def.steps === 'all' || def.steps.includes(state.position.stepId)) return null;
  return def.whyNotNow?.(state, payload) ?? notNow(module.sequence, def.steps);
}

/** Enters a step: its own onEnter, else the module's enterStep. */
export function enterStep<S extends BaseState>(module: GameModule<S>, state: S, stepId: string, header: CampaignHeader): S {
  const step = flatSteps(module).find((s) => s.id === stepId) as StepDef<S> | undefined;
  return step?.onEnter ? step.onEnter(state, header) : module.enterStep(state, stepId, header);
}

/** Why the current step cannot be left yet: its own canLeave, else the module's canLeaveStep. `legacy`: the Next
 *  replayed is one an older version logged (a check added since may let it pass). */
export function canLeaveStep<S extends BaseState>(module: GameModule<S>, state: S, header: CampaignHeader, legacy = false): string | null {
  const step = currentStep(module, state) as StepDef<S>;
  return step.canLeave ? step.canLeave(state, header) : module.canLeaveStep(state, header, legacy);
}

/** The current step's checklist: its own checklistFor, else its fixed list. */
export function stepChecklist<S extends BaseState>(module: GameModule<S>, state: S): string[] {
  const step = currentStep(module, state) as StepDef<S>;
  return step.checklistFor ? step.checklistFor(state) : step.checklist;
}

/** What the current step waits for: its own prompt, else the module's. */
export function stepPrompt<S extends BaseState>(module: GameModule<S>, state: S, header: CampaignHeader): string {
  const step = currentStep(module, state) as StepDef<S>;
  return step.prompt ? step.prompt(state, header) : module.prompt(state, header);
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

/** A step as the screens see it: data only (the hooks stay in the engine; views cross process boundaries). */
export type StepData = Omit<StepDef, 'onEnter' | 'canLeave' | 'prompt'>;

export interface SequenceView {
  phases: Array<{
    id: string;
    title: string;
    /** note: the step does not apply this turn but belongs to the round (done earlier or still to come). */
    steps: Array<StepData & { applies: boolean; current: boolean; done: boolean; note?: StepNote }>;
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
      const { onEnter: _e, canLeave: _c, prompt: _p, ...data } = s;
      const applies = stepApplies(module, state, s);
      const note = applies ? null : (module.stepNote?.(state, s) ?? null);
      return { ...data, applies, current: s.id === cur.id, done: i < cur.index, ...(note ? { note } : {}) };
    }),
  }));
  return { phases, current: cur };
}
