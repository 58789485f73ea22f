// Actions every game has: walking the sequence, setting tracks, the dice tray, notes.
import { z } from 'zod';
import { canLeaveStep, currentStep, enterStep, firstApplicableStep, nextApplicableStep, previousApplicableStep } from './sequence';
import type { ActionDef, BaseState, CampaignHeader, GameModule } from './types';

export function powerName(module: GameModule<any>, id: string | null): string {
  if (id === null) return 'Table';
  return module.powers.find((p) => p.id === id)?.name ?? id;
}

function trackCheck<S extends BaseState>(module: GameModule<S>, header: CampaignHeader, track: string, power: string | null): string | null {
  const def = module.tracks.find((t) => t.id === track);
  if (!def) return `There is no track "${track}" in ${module.name}.`;
  if (def.derived) return `${def.name} is computed from the rules, not set by hand.`;
  if (def.scope === 'global' && power !== null) return `${def.name} is a table-wide track, not a power's.`;
  if (def.scope === 'power') {
    if (power === null) return `${def.name} belongs to a power: say which.`;
    if (!module.powers.some((p) => p.id === power)) return `${power} is not a power in ${module.name}.`;
    if (!header.players.some((pl) => pl.powers.includes(power)))
      return `${powerName(module, power)} is not played by anyone in this game, so it has no ${def.name}.`;
  }
  return null;
}

function rangeCheck(module: GameModule<any>, track: string, value: number): string | null {
  const def = module.tracks.find((t) => t.id === track)!;
  if (!Number.isInteger(value)) return `${def.name} must be a whole number.`;
  if (value < def.min) return `${def.name} cannot go below ${def.min} (it would be ${value}).`;
  if (def.max !== null && value > def.max) return `${def.name} cannot go above ${def.max} (it would be ${value}).`;
  if (def.max === null && def.ceiling && value > def.ceiling.max) return `${def.name} of ${value} is refused: ${def.ceiling.why}`;
  return null;
}

const trackSet = z.object({ track: z.string().min(1), power: z.string().min(1).nullable(), value: z.number().int() });
const trackAdjust = z.object({ track: z.string().min(1), power: z.string().min(1).nullable(), delta: z.number().int(), reason: z.string().max(200).optional() });
const empty = z.object({}).strict();
const tray = z.object({
  count: z.number().int().min(1).max(40),
  sides: z.number().int().min(2).max(100),
  purpose: z.string().max(120).default('Dice tray'),
});
const note = z.object({ text: z.string().min(1).max(2000) });

export function engineActions<S extends BaseState>(module: GameModule<S>): Record<string, ActionDef<S, any>> {
  const trackName = (id: string) => module.tracks.find((t) => t.id === id)?.name ?? id;
  return {
    'sequence.next': {
      type: 'sequence.next',
      label: 'Next step',
      schema: empty,
      steps: 'all',
      validate(state, _p, header, legacy) {
        return canLeaveStep(module, state, header, legacy);
      },
      apply(state, _p, ctx) {
        const next = nextApplicableStep(module, state);
        if (!next) return module.nextTurn(state, ctx.header);
        const moved = { ...state, position: { ...state.position, stepId: next.id } };
        return enterStep(module, moved, next.id, ctx.header);
      },
      title(state) {
        const next = nextApplicableStep(module, state);
        if (!next) return `End of ${module.turnLabel(state).full}`;
        return `Next: ${next.title}`;
      },
    },
    'sequence.back': {
      type: 'sequence.back',
      label: 'Back one step',
      schema: empty,
      steps: 'all',
      validate(state) {
        return previousApplicableStep(module, state) ? null : 'Back stops at the first step of the turn; use Undo to go further.';
      },
      apply(state) {
        const prev = previousApplicableStep(module, state)!;
        return { ...state, position: { ...state.position, stepId: prev.id } };
      },
      title(state) {
        return `Back to ${previousApplicableStep(module, state)?.title ?? currentStep(module, state).title}`;
      },
    },
    'track.set': {
      type: 'track.set',
      label: 'Set a track',
      schema: trackSet,
      steps: 'all',
      afterGameOver: true,
      validate(state, p: z.infer<typeof trackSet>, header) {
        return trackCheck(module, header, p.track, p.power) ?? rangeCheck(module, p.track, p.value);
      },
      apply(state, p: z.infer<typeof trackSet>) {
        return module.writeTrack(state, p.track, p.power, p.value);
      },
      title(state, p: z.infer<typeof trackSet>) {
        const before = module.readTrack(state, p.track, p.power);
        return `${powerName(module, p.power)} ${trackName(p.track)} set to ${p.value} (was ${before})`;
      },
    },
    'track.adjust': {
      type: 'track.adjust',
      label: 'Adjust a track',
      schema: trackAdjust,
      steps: 'all',
      afterGameOver: true,
      validate(state, p: z.infer<typeof trackAdjust>, header) {
        const bad = trackCheck(module, header, p.track, p.power);
        if (bad) return bad;
        if (p.delta === 0) return 'A change of 0 changes nothing.';
        return rangeCheck(module, p.track, module.readTrack(state, p.track, p.power) + p.delta);
      },
      apply(state, p: z.infer<typeof trackAdjust>) {
        return module.writeTrack(state, p.track, p.power, module.readTrack(state, p.track, p.power) + p.delta);
      },
      title(state, p: z.infer<typeof trackAdjust>) {
        const before = module.readTrack(state, p.track, p.power);
        const sign = p.delta > 0 ? '+' : '';
        return `${powerName(module, p.power)} ${trackName(p.track)} ${sign}${p.delta} (${before} → ${before + p.delta})${p.reason ? `: ${p.reason}` : ''}`;
      },
    },
    'dice.tray': {
      type: 'dice.tray',
      label: 'Roll dice',
      schema: tray,
      steps: 'all',
      afterGameOver: true,
      validate: () => null,
      dice: (_s, p: z.infer<typeof tray>) => [{ purpose: p.purpose, count: p.count, sides: p.sides }],
      apply: (state) => state,
      title(_s, p: z.infer<typeof tray>, ctx) {
        const faces = ctx.dice[0]?.faces ?? [];
        const total = faces.reduce((a, b) => a + b, 0);
        const how = ctx.dice[0]?.source === 'table' ? ' (table dice)' : '';
        return `${p.purpose}: ${p.count}d${p.sides} → ${faces.join(', ')} = ${total}${how}`;
      },
    },
    note: {
      type: 'note',
      label: 'Note',
      schema: note,
      steps: 'all',
      afterGameOver: true,
      validate: () => null,
      apply: (state) => state,
      title: (_s, p: z.infer<typeof note>) => `Note: ${p.text}`,
    },
  };
}

export function startPosition<S extends BaseState>(module: GameModule<S>, state: S, header: CampaignHeader): S {
  const first = firstApplicableStep(module, state);
  return enterStep(module, { ...state, position: { ...state.position, stepId: first.id } }, first.id, header);
}
