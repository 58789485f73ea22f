// The checks every Napoleon's Imperium action shares: the step, the nations named, whose turn it is.
import { z } from 'zod';
import type { ActionDef, CampaignHeader } from '../../../engine/types';
import { NATION_IDS, isNation, type NationId } from '../data';
import { activeNation, guard, powerName, type NiState } from '../state';

type Def<P> = ActionDef<NiState, P>;

const stepTitle: Record<string, string> = {
  'prep-purchase': 'the 1798 purchase', 'prep-movement': 'the 1798 movement', 'prep-placement': 'the 1798 placement',
  weather: 'the weather roll', rebellion: 'the rebellion roll', purchase: 'Phase One (income and purchases)',
  'spy-discovery': 'the spy discovery rolls', 'frozen-fleets': 'the frozen-fleet rolls', attack: 'Phase Two (attack)',
  movement: 'Phase Three (movement)', placement: 'the Purchase Placement', notice: 'the end of the year (notice to end)',
  'final-scoring': 'the end of the game',
};

export function needStep(s: NiState, ...steps: string[]): string | null {
  if (s.gameOver) return 'The game is over.';
  return steps.includes(s.position.stepId) ? null : `Not now: this is done at ${steps.map((x) => stepTitle[x] ?? x).join(' or ')}.`;
}

export function nationCheck(n: string): string | null {
  return isNation(n) ? null : `"${n}" is not one of the eight empires of Napoleon’s Imperium (${NATION_IDS.join(', ')}).`;
}

/** Every nation named is one of the eight, and the game is still on. */
export function nationsInPlay(s: NiState, ...ns: string[]): string | null {
  for (const n of ns) {
    const bad = nationCheck(n);
    if (bad) return bad;
  }
  return s.gameOver ? 'The game is over.' : null;
}

/** The active nation's own step (or any nation's during the simultaneous 1798 steps). */
export function actorCheck(s: NiState, n: string, steps: string[], prep?: string): string | null {
  const bad = nationCheck(n);
  if (bad) return bad;
  if (prep && s.position.stepId === prep && !s.gameOver) return null;
  const active = activeNation(s);
  const eliminated = s.nations[n as NationId].eliminated && !steps.includes('rebellion');
  if (active === n && eliminated && !s.gameOver) return `${powerName(n)} is eliminated: on its turn it may only roll for rebellion [§39, §40].`;
  const st = needStep(s, ...steps);
  if (st) return st;
  if (active !== n) return `It is ${active ? `${powerName(active)}’s` : 'nobody’s'} turn, not ${powerName(n)}’s.`;
  if (eliminated) return `${powerName(n)} is eliminated: on its turn it may only roll for rebellion [§39, §40].`;
  return null;
}

function G<P>(fn: (s: NiState, p: P, h: CampaignHeader) => string | null): (s: NiState, p: P, h: CampaignHeader) => string | null {
  return (s, p, h) => guard(() => fn(s, p, h));
}

export function def<P>(d: Def<P>): Def<P> {
  return { ...d, validate: G(d.validate) };
}

export const nationPayload = z.object({ nation: z.string().min(1) });
export type NationP = z.infer<typeof nationPayload>;
