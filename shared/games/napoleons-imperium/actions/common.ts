// The checks every Napoleon's Imperium action shares: the step, the nations named, whose turn it is.
import { z } from 'zod';
import { stepCheck } from '../../../engine/sequence';
import type { ActionDef, CampaignHeader } from '../../../engine/types';
import { NI_SEQUENCE } from '../sequence';
import { NATION_IDS, isNation, type NationId } from '../data';
import { activeNation, guard, powerName, type NiState } from '../state';

type Def<P> = ActionDef<NiState, P>;

export function nationCheck(n: string): string | null {
  return isNation(n) ? null : `"${n}" is not one of the eight empires of Napoleon’s Imperium (${NATION_IDS.join(', ')}).`;
}

/** Every nation named is one of the eight (the engine has refused the action if the game is over). */
export function nationsInPlay(_s: NiState, ...ns: string[]): string | null {
  for (const n of ns) {
    const bad = nationCheck(n);
    if (bad) return bad;
  }
  return null;
}

/** An eliminated nation's turn: the game's reason to refuse anything but the rebellion roll [§39, §40]. */
export function eliminatedTurn(s: NiState, n: string): string | null {
  return isNation(n) && activeNation(s) === n && s.nations[n].eliminated
    ? `${powerName(n)} is eliminated: on its turn it may only roll for rebellion [§39, §40].`
    : null;
}

/** The active nation's own step (or any nation's during the simultaneous 1798 steps). */
export function actorCheck(s: NiState, n: string, steps: string[], prep?: string): string | null {
  const bad = nationCheck(n);
  if (bad) return bad;
  if (prep && s.position.stepId === prep) return null;
  const active = activeNation(s);
  const eliminated = s.nations[n as NationId].eliminated && !steps.includes('rebellion');
  if (active === n && eliminated) return `${powerName(n)} is eliminated: on its turn it may only roll for rebellion [§39, §40].`;
  // The engine checked the action's declared steps; this is the payload's own (e.g. a commander's phase).
  const st = stepCheck(NI_SEQUENCE, s, steps);
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
