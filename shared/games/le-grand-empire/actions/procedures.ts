// A named procedure rolled in one click (issue #13): its modifiers and probability are known before
// the dice; the result is logged and kept; a diplomatic attempt debits its cost from the power trying.
import { z } from 'zod';
import { buildProcedure, checkWords, procedureById } from '../named-procedures';
import { resolveCheck } from '../procedures';
import { isPower, POWER_NAMES, whenLabel, type LgeState, type Power } from '../state';
import { cannotPay, checkOptions, move, type Action } from './common';

const schema = z.strictObject({
  id: z.string().min(1).max(40),
  input: z.record(z.string(), z.unknown()).default({}),
  extra: z.array(z.strictObject({ label: z.string().trim().min(1).max(60), value: z.number().int().min(-12).max(12) })).max(8).default([]),
});
type P = z.infer<typeof schema>;

const build = (s: LgeState, p: P) => buildProcedure(p.id, p.input, p.extra, checkOptions(s));
function payer(p: P): Power | null {
  const def = procedureById(p.id)!;
  if (!def.payer) return null;
  const who = 'field' in def.payer ? (p.input[def.payer.field] as string | undefined) ?? (def.fields.find((f) => f.id === (def.payer as { field: string }).field)?.default as string) : def.payer.power;
  return who && isPower(who) ? who : null;
}

function outcome(s: LgeState, p: P, faces: number[]) {
  const c = build(s, p);
  if (c.automatic) return { c, success: c.automatic === 'success', words: `${c.automatic === 'success' ? 'Automatic success' : 'Automatic failure'}${c.reason ? `: ${c.reason}` : ''}` };
  const r = resolveCheck(c, faces);
  if (p.id === 'provincial-troubles') {
    const d = faces[0]!;
    return { c, success: d >= 4, words: `1D6 ${d}: ${d >= 4 ? 'the troubles end' : d >= 2 ? 'the troubles end, one step lost' : 'the troubles go on, one step lost'}` };
  }
  return { c, success: r.success, words: `${r.success ? 'Success' : 'Failure'}: ${faces.join('+')}${c.procedure === 'rally' || !c.modifier ? '' : ` ${c.modifier > 0 ? '+' : '−'} ${Math.abs(c.modifier)}`} = ${c.procedure === 'rally' ? r.natural : r.modified} (${checkWords(c)})` };
}

const roll: Action<P> = {
  type: 'lge.procedure',
  label: 'Roll a named procedure',
  schema,
  steps: 'all',
  validate(s, p) {
    if (!procedureById(p.id)) return `There is no procedure "${p.id}".`;
    let c;
    try {
      c = build(s, p);
    } catch (e) {
      return (e as Error).message;
    }
    const who = payer(p);
    if (who && c.cost) return cannotPay(s, who, '£', c.cost);
    return null;
  },
  dice(s, p) {
    const c = build(s, p);
    return c.automatic ? [] : [{ purpose: procedureById(p.id)!.title, count: c.dice, sides: 6 }];
  },
  apply(s, p, ctx) {
    const { c, success, words } = outcome(s, p, ctx.dice[0]?.faces ?? []);
    let t = s;
    const who = payer(p);
    if (who && c.cost) t = move(t, who, '£', -c.cost, `${procedureById(p.id)!.title} (${c.cite})`);
    const rec = { name: p.id, title: procedureById(p.id)!.title, when: whenLabel(s), modifiers: c.modifiers, probability: c.probability, faces: ctx.dice[0]?.faces ?? [], result: words, success };
    return { ...t, procedures: [...t.procedures.slice(-49), rec] };
  },
  title(s, p, ctx) {
    const { c, words } = outcome(s, p, ctx.dice[0]?.faces ?? []);
    const who = payer(p);
    return `${procedureById(p.id)!.title}${who ? ` (${POWER_NAMES[who]})` : ''}: ${words}; chance was ${(c.probability * 100).toFixed(1)} %${who && c.cost ? `; ${c.cost} £ paid` : ''}`;
  },
};

export const PROCEDURE_ACTIONS = [roll];
