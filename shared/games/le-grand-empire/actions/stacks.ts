// Stacks under the optional visibility rule (§1.3), one logged action each: recorded sealed to their owner (the
// entry's payload holds the contents for replay; the log, review and exports show only what everyone sees),
// revealed in combat (the contents logged in the title then), and taken off the record.
import { z } from 'zod';
import { leaderSchema, unitSchema } from '../battle/land-schema';
import { contentsWords, stackById, stacksOf, survivorsOf, visibleWords, type SavedStack, type StackContents } from '../stacks';
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

/**
 * The revealed stacks a finished land battle loaded (every unit of the stack on its owner's side), with the
 * survivors to write back (null: destroyed). Offered until the battle is closed, while they differ from the record.
 */
export function battleStacks(s: LgeState): Array<{ stack: SavedStack; survivors: StackContents | null }> {
  const b = s.battle;
  if (!b || b.kind !== 'land' || b.state.stage !== 'over') return [];
  const out: Array<{ stack: SavedStack; survivors: StackContents | null }> = [];
  for (const side of ['attacker', 'defender'] as const) {
    const power = side === 'attacker' ? b.attacker : b.defender;
    const entered = ((b.input[side] as { units?: Array<{ id: string }> } | undefined)?.units ?? []).map((u) => u.id);
    for (const x of stacksOf(s).list) {
      if (x.power !== power || !x.revealed || !x.contents.units.every((u) => entered.includes(u.id))) continue;
      const survivors = survivorsOf(x.contents, b.state.units[side], b.state.fates);
      // Nothing to write: no loss, or written back already.
      if (JSON.stringify(survivors) !== JSON.stringify(x.contents)) out.push({ stack: x, survivors });
    }
  }
  return out;
}

const afterBattle: Action<{ id: string }> = {
  type: 'lge.stack.after-battle',
  label: 'Write a stack’s survivors back after the battle',
  schema: z.strictObject({ id: z.string().min(1).max(20) }),
  steps: 'all',
  validate(s, p) {
    if (!stackById(s, p.id)) return `There is no stack ${p.id} on the record.`;
    if (!battleStacks(s).some((x) => x.stack.id === p.id)) return 'That stack has nothing to write back: it did not fight in the land battle just over, or its survivors are written back already (before the battle is closed).';
    return null;
  },
  apply(s, p) {
    const st = stacksOf(s);
    const left = battleStacks(s).find((x) => x.stack.id === p.id)!.survivors;
    return { ...s, stacks: { ...st, list: left ? st.list.map((x) => (x.id === p.id ? { ...x, contents: left } : x)) : st.list.filter((x) => x.id !== p.id) } };
  },
  title(s, p) {
    const { stack, survivors } = battleStacks(s).find((x) => x.stack.id === p.id)!;
    const who = `${POWER_NAMES[stack.power as Power]}’s stack at ${stack.where}`;
    return survivors ? `After the battle, ${who} holds its survivors: ${contentsWords(survivors)}; seen ${visibleWords(stack.where, survivors)}` : `After the battle, ${who} is destroyed: taken off the record`;
  },
};

export const STACK_ACTIONS = [record, reveal, remove, afterBattle];
