// What every Le Grand Empire action uses: the power enum, the ledger movement (every £, Pr and VP
// change is a logged line), the rule settings the draws and checks read.
import { z } from 'zod';
import type { ActionDef } from '../../../engine/types';
import type { CheckOptions } from '../procedures';
import { POWER_NAMES, POWERS, whenLabel, type LedgerLine, type LgeState, type Power } from '../state';

export const powerEnum = z.enum(POWERS, { error: `a power is one of ${POWERS.join(', ')}` });
export type Action<P> = ActionDef<LgeState, P>;

const FIELD: Record<LedgerLine['currency'], 'treasury' | 'pr' | 'vp'> = { '£': 'treasury', Pr: 'pr', VP: 'vp' };

/** Why a debit cannot be made, or null (£ and Pr never go below 0). */
export function cannotPay(s: LgeState, power: Power, currency: '£' | 'Pr', amount: number): string | null {
  const have = s[FIELD[currency]][power];
  return have < amount ? `${POWER_NAMES[power]} has ${have} ${currency}, ${amount} needed.` : null;
}

/** Moves £, Pr or VP and writes the ledger line. */
export function move(s: LgeState, power: Power, currency: LedgerLine['currency'], amount: number, reason: string): LgeState {
  if (amount === 0) return s;
  const f = FIELD[currency];
  const balance = s[f][power] + amount;
  return { ...s, [f]: { ...s[f], [power]: balance }, ledger: [...s.ledger, { when: whenLabel(s), power, currency, amount, balance, reason }] };
}

export const checkOptions = (s: LgeState): CheckOptions => ({
  naturalRolls: (s.rules?.naturalRolls as CheckOptions['naturalRolls']) ?? 'modifiers-literal',
  initiativeComparison: (s.rules?.initiativeComparison as CheckOptions['initiativeComparison']) ?? 'attempting-leader',
  imperialGuard: s.rules?.imperialGuard === true,
  demoralisationLossDifference: s.rules?.demoralisationLossDifference === 'table-results' ? 'table-results' : 'actual-steps',
  killedCommanderDemoralisation: s.rules?.killedCommanderDemoralisation === 'plus-only' ? 'plus-only' : 'both',
});
export const drawRules = (s: LgeState) => ({
  sameSide: (s.rules?.sameSideRule === 'any-marker' ? 'any-marker' : 'land-only') as 'land-only' | 'any-marker',
  wqFirstDraw: (s.rules?.winterQuartersFirstDraw === 'counted' ? 'counted' : 'not-counted') as 'counted' | 'not-counted',
});
