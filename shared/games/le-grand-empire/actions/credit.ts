// The alliance credit (optional rule, two-player, §11.3.3.4): computed when a major joins a block
// (7, +1 per minor allied to it, +1 per 20 £ paid at joining, at most +3), moved by the listed events
// (the "Alliance credit" table), +1 for 20 £ to officials once in each later Winter diplomacy phase,
// and at 0 the power leaves the alliance, neutral again, and must sign peace at the end of the turn.
import { z } from 'zod';
import { emptyCredit, type CreditState } from '../peace-state';
import { cellValue, clock, packOf, POWER_NAMES, whenLabel, type LgeState, type Power } from '../state';
import { cannotPay, move, powerEnum, type Action } from './common';
import { signed } from '../../../format';

export const creditOf = (s: LgeState): CreditState => s.credit ?? emptyCredit();
const num = (s: LgeState, table: string, key: string, d: number) => {
  const v = cellValue(packOf(s), table, key, 'value');
  return typeof v === 'number' ? v : d;
};
const ruleOff = (s: LgeState) => (s.rules?.allianceCredit !== true ? 'The alliance credit is an optional rule: switch it on in the rule settings (§11.3.3.4).' : !s.scenario.twoPlayer ? 'The alliance credit is for two-player games (§11.3.3.4).' : null);

/** The triggers a table can press, with their change from the "Alliance credit" table. */
export const CREDIT_TRIGGERS = [
  'allied-minor-capital-lost',
  'major-defeat-demoralised',
  'own-capital-lost',
  'allied-major-capital-lost',
  'enemy-major-capital-taken',
  'enemy-minor-capital-taken',
  'major-victory-demoralising',
  'major-victory-not-present',
  'major-defeat-not-present',
  'enemy-army-destroyed',
  'own-army-lost',
] as const;
export function triggerChange(s: LgeState, key: string): { label: string; change: number } {
  const row = packOf(s).tables['alliance-credit']?.rows.find((r) => r.key === key);
  return { label: row?.label ?? key, change: num(s, 'alliance-credit', key, 0) };
}

/** Applies a change; at 0 the power leaves its block and must sign peace at the end of the turn. */
function shift(s: LgeState, power: Power, change: number, why: string): LgeState {
  const cr = creditOf(s);
  const v = Math.max(0, (cr.value[power] ?? 0) + change);
  const next: CreditState = { ...cr, value: { ...cr.value, [power]: v }, history: [...cr.history, { power, change, why, when: whenLabel(s) }] };
  if (v > 0) return { ...s, credit: next };
  return { ...s, majors: { ...s.majors, [power]: 'neutral' }, credit: { ...next, spent: { ...next.spent, [power]: s.position.turn } } };
}
const spentWords = (s: LgeState, p: Power, change: number) => ((creditOf(s).value[p] ?? 0) + change <= 0 ? `: credit spent, ${POWER_NAMES[p]} leaves the alliance, neutral again, and signs peace at the end of the turn` : '');

const joinSchema = z.strictObject({ power: powerEnum, minors: z.number().int().min(0).max(20).default(0), bought: z.number().int().min(0).max(3).default(0) });
const join: Action<z.infer<typeof joinSchema>> = {
  type: 'lge.credit.join',
  label: 'A major joins a block: compute its alliance credit',
  schema: joinSchema,
  steps: 'all',
  validate(s, p) {
    const off = ruleOff(s);
    if (off) return off;
    if (p.power === 'france' || p.power === 'great-britain') return `${POWER_NAMES[p.power]} leads its block: it has no alliance credit.`;
    if (creditOf(s).value[p.power]) return `${POWER_NAMES[p.power]} already has an alliance credit of ${creditOf(s).value[p.power]}.`;
    const max = num(s, 'alliance-credit', 'bought-max', 3);
    if (p.bought > max) return `At most +${max} can be bought at joining (§11.3.3.4).`;
    return cannotPay(s, p.power, '£', p.bought * num(s, 'costs', 'alliance-credit-point', 20));
  },
  apply(s, p) {
    const cost = p.bought * num(s, 'costs', 'alliance-credit-point', 20);
    const t = move(s, p.power, '£', -cost, `Alliance credit bought: +${p.bought} (the money goes to personalities, §11.3.3.4)`);
    const v = num(s, 'alliance-credit', 'start', 7) + p.minors * num(s, 'alliance-credit', 'per-allied-minor', 1) + p.bought;
    const cr = creditOf(t);
    return { ...t, credit: { ...cr, value: { ...cr.value, [p.power]: v }, joined: { ...cr.joined, [p.power]: s.position.turn }, history: [...cr.history, { power: p.power, change: v, why: 'Joins the block', when: whenLabel(s) }] } };
  },
  title: (s, p) => `${POWER_NAMES[p.power]} joins its block: alliance credit ${num(s, 'alliance-credit', 'start', 7)} + ${p.minors} allied minor${p.minors === 1 ? '' : 's'} + ${p.bought} bought (${p.bought * num(s, 'costs', 'alliance-credit-point', 20)} £) = ${num(s, 'alliance-credit', 'start', 7) + p.minors * num(s, 'alliance-credit', 'per-allied-minor', 1) + p.bought}`,
};

const changeSchema = z.strictObject({ power: powerEnum, trigger: z.enum(CREDIT_TRIGGERS) });
const change: Action<z.infer<typeof changeSchema>> = {
  type: 'lge.credit.change',
  label: 'Alliance credit event',
  schema: changeSchema,
  steps: 'all',
  validate(s, p) {
    const off = ruleOff(s);
    if (off) return off;
    return creditOf(s).value[p.power] ? null : `${POWER_NAMES[p.power]} has no alliance credit (it has not joined a block, or has left it).`;
  },
  apply(s, p) {
    const t = triggerChange(s, p.trigger);
    return shift(s, p.power, t.change, t.label);
  },
  title(s, p) {
    const t = triggerChange(s, p.trigger);
    return `${POWER_NAMES[p.power]}: ${t.label}, alliance credit ${signed(t.change, { plusZero: true })} → ${Math.max(0, (creditOf(s).value[p.power] ?? 0) + t.change)}${spentWords(s, p.power, t.change)}`;
  },
};

const officials: Action<{ power: Power }> = {
  type: 'lge.credit.officials',
  label: 'Pay 20 £ to officials (+1 alliance credit)',
  schema: z.strictObject({ power: powerEnum }),
  steps: ['diplomacy'],
  validate(s, p) {
    const off = ruleOff(s);
    if (off) return off;
    const cr = creditOf(s);
    if (!cr.value[p.power]) return `${POWER_NAMES[p.power]} has no alliance credit.`;
    if (clock(s).season !== 'winter') return 'Officials are paid in a Winter diplomacy phase (§11.3.3.4).';
    if (cr.joined[p.power] === s.position.turn) return `${POWER_NAMES[p.power]} joined this turn: officials are paid from a later Winter (§11.3.3.4).`;
    if (cr.officials[p.power] === s.position.turn) return 'Officials are paid once per Winter diplomacy phase.';
    return cannotPay(s, p.power, '£', num(s, 'costs', 'alliance-credit-point', 20));
  },
  apply(s, p) {
    const t = move(s, p.power, '£', -num(s, 'costs', 'alliance-credit-point', 20), 'Officials paid: alliance credit +1 (§11.3.3.4)');
    const cr = creditOf(t);
    return shift({ ...t, credit: { ...cr, officials: { ...cr.officials, [p.power]: s.position.turn } } }, p.power, num(s, 'alliance-credit', 'officials-paid', 1), '20 £ given to officials');
  },
  title: (s, p) => `${POWER_NAMES[p.power]} pays ${num(s, 'costs', 'alliance-credit-point', 20)} £ to officials: alliance credit +1 → ${(creditOf(s).value[p.power] ?? 0) + 1}`,
};

export const CREDIT_ACTIONS = [join, change, officials];
