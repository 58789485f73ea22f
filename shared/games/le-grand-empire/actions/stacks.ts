// Stacks under the optional visibility rule (§1.3), one logged action each: recorded sealed to their owner (the
// entry's payload holds the contents for replay; the log, review and exports show only what everyone sees),
// revealed in combat (the contents logged in the title then), and taken off the record.
import { z } from 'zod';
import { leaderSchema, unitSchema } from '../battle/land-schema';
import { contentsWords, stackById, stacksOf, visibleWords, type StackContents } from '../stacks';
import { POWER_NAMES, whenLabel, type LgeState, type Power } from '../state';
import { powerEnum, type Action } from './common';

const OFF = 'Stacks are recorded sealed only under the optional rule “Enemy units visibility” (§1.3): turn it on in the rule settings first.';
const visibility = (s: LgeState) => s.rules?.enemyVisibility === true;
const where = z.string().trim().min(1, 'say where the stack stands (a hex or a town)').max(40);

export const contentsSchema = z.strictObject({
  units: z.array(unitSchema).min(1, 'a stack holds at least one unit').max(20),
  leaders: z.array(leaderSchema).max(6).default([]),
  army: z.number().int().min(0).max(10).default(0),
});

const ids = (c: StackContents) => [...c.units.map((u) => u.id), ...c.leaders.map((l) => l.id)];

const record: Action<{ power: Power; where: string; contents: StackContents; replaces?: string }> = {
  type: 'lge.stack.record',
  label: 'Record a stack, sealed',
  schema: z.strictObject({ power: powerEnum, where, contents: contentsSchema, replaces: z.string().min(1).max(20).optional() }),
  steps: 'all',
  validate(s, p) {
    if (!visibility(s)) return OFF;
    const seen = ids(p.contents);
    const twice = seen.find((x, i) => seen.indexOf(x) !== i);
    if (twice) return `“${twice}” is named twice in the stack: give each unit and leader its own name.`;
    if (p.replaces) {
      const old = stackById(s, p.replaces);
      if (!old) return `There is no stack ${p.replaces} on the record.`;
      if (old.power !== p.power) return `Stack ${p.replaces} is ${POWER_NAMES[old.power as Power]}’s, not ${POWER_NAMES[p.power]}’s.`;
    }
    return null;
  },
  apply(s, p) {
    const st = stacksOf(s);
    const id = p.replaces ?? `${p.power}-${st.next}`;
    const stack = { id, power: p.power, where: p.where, contents: p.contents, revealed: null };
    const list = p.replaces ? st.list.map((x) => (x.id === id ? stack : x)) : [...st.list, stack];
    return { ...s, stacks: { list, next: p.replaces ? st.next : st.next + 1 } };
  },
  // Only what §1.3 lets everyone see: the contents are sealed to the owner.
  sealedFor: (_s, p) => POWER_NAMES[p.power],
  title(s, p) {
    const again = p.replaces ? stackById(s, p.replaces) : undefined;
    return `${POWER_NAMES[p.power]} ${again ? `records its stack again (was at ${again.where})` : 'records a stack'} ${visibleWords(p.where, p.contents)}; contents sealed, ${POWER_NAMES[p.power]} only (§1.3)`;
  },
};

const reveal: Action<{ id: string }> = {
  type: 'lge.stack.reveal',
  label: 'Reveal a stack (combat)',
  schema: z.strictObject({ id: z.string().min(1).max(20) }),
  steps: 'all',
  validate(s, p) {
    const x = stackById(s, p.id);
    if (!x) return `There is no stack ${p.id} on the record.`;
    if (x.revealed) return `${POWER_NAMES[x.power as Power]}’s stack at ${x.where} was revealed already (${x.revealed}).`;
    return null;
  },
  apply(s, p) {
    const st = stacksOf(s);
    return { ...s, stacks: { ...st, list: st.list.map((x) => (x.id === p.id ? { ...x, revealed: whenLabel(s) } : x)) } };
  },
  title(s, p) {
    const x = stackById(s, p.id)!;
    return `${POWER_NAMES[x.power as Power]} reveals its stack at ${x.where} for combat (§1.3): ${contentsWords(x.contents)}`;
  },
};

const remove: Action<{ id: string }> = {
  type: 'lge.stack.remove',
  label: 'Take a stack off the record',
  schema: z.strictObject({ id: z.string().min(1).max(20) }),
  steps: 'all',
  validate: (s, p) => (stackById(s, p.id) ? null : `There is no stack ${p.id} on the record.`),
  apply(s, p) {
    const st = stacksOf(s);
    return { ...s, stacks: { ...st, list: st.list.filter((x) => x.id !== p.id) } };
  },
  title(s, p) {
    const x = stackById(s, p.id)!;
    return `${POWER_NAMES[x.power as Power]}’s stack at ${x.where} is taken off the record`;
  },
};

export const STACK_ACTIONS = [record, reveal, remove];
