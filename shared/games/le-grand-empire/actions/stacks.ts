// Stacks under the optional visibility rule (§1.3), one logged action each: recorded sealed to their owner (the
// entry's payload holds the contents for replay; the log, review and exports show only what everyone sees),
// revealed in combat (the contents logged in the title then), taken off the record, and after a battle that
// loaded it (land; siege, besiegers or garrison; naval) its survivors written back, from the battle just over or from its record once
// it is closed, once per battle.
import { z } from 'zod';
import { sentence } from '../../../format';
import { leaderSchema, unitSchema } from '../battle/land-schema';
import { contentsWords, stackById, stackSightOf, stacksOf, survivorsOf, visibleWords, withoutDummies, type SavedStack, type StackContents } from '../stacks';
import { POWER_NAMES, whenLabel, type Battle, type LgeState, type Power, type BattleRecord, type StackWrite } from '../state';
import { powerEnum, type Action } from './common';
import { armyCommandWhy } from '../command';
import { leaderDef } from '../leaders';

const OFF = 'Stacks are recorded sealed only under the optional rule “Enemy units visibility” (§1.3): turn it on in the rule settings first.';
const visibility = (s: LgeState) => s.rules?.enemyVisibility === true;
const where = z.string().trim().min(1, 'say where the stack stands (a hex or a town)').max(40);

const fleetSchema = z.strictObject({
  id: z.string().trim().min(1).max(40),
  points: z.number().int().min(1).max(12),
  bonus: z.number().int().min(-3).max(4),
  laden: z.number().int().min(0).max(12).default(0),
  named: z.boolean().default(true),
  dummy: z.boolean().optional(),
});

export const contentsSchema = z
  .strictObject({
    units: z.array(unitSchema).max(20),
    leaders: z.array(leaderSchema).max(6).default([]),
    army: z.number().int().min(0).max(10).default(0),
    fleets: z.array(fleetSchema).max(2, 'at most two fleets stack together (§5.3.2.1)').optional(),
  })
  .superRefine((c, ctx) => {
    const fleets = c.fleets?.length ?? 0;
    if (!c.units.length && !fleets) ctx.addIssue({ code: 'custom', path: ['units'], message: 'a stack holds at least one unit (or fleet)' });
    if (c.units.length && fleets) ctx.addIssue({ code: 'custom', path: ['fleets'], message: 'a stack is land units or fleets, not both (troops at sea are a fleet’s laden steps, §5.3.2.5)' });
  });

const ids = (c: StackContents) => [...c.units.map((u) => u.id), ...c.leaders.map((l) => l.id), ...(c.fleets ?? []).map((f) => f.id)];

const record: Action<{ power: Power; where: string; contents: StackContents; replaces?: string }> = {
  type: 'lge.stack.record',
  label: 'Record a stack, sealed',
  schema: z.strictObject({ power: powerEnum, where, contents: contentsSchema, replaces: z.string().min(1).max(20).optional() }),
  steps: 'all',
  validate(s, p, _h, legacy) {
    if (!visibility(s)) return OFF;
    const seen = ids(p.contents);
    const twice = seen.find((x, i) => seen.indexOf(x) !== i);
    if (twice) return `“${twice}” is named twice in the stack: give each unit and leader its own name.`;
    const heavy = p.contents.fleets?.find((f) => f.laden > f.points);
    if (heavy) return `${heavy.id}: ${heavy.laden} laden steps but ${heavy.points} points.`;
    const decoy = p.contents.fleets?.find((f) => f.dummy && f.laden);
    if (decoy) return `${decoy.id} is a dummy fleet (§10.6): it carries no troops.`;
    // Under an army marker the leader on top is its commander (§1.1.2); one the table "Leaders" knows is checked (§4.2.2).
    const top = p.contents.army ? leaderDef(s, p.contents.leaders[0]?.id ?? '') : undefined;
    const command = top?.power && !legacy ? armyCommandWhy(s, top.power, p.power) : null; // an older build's entry: as logged
    if (command) return `${top!.key}: ${command}`;
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
    return `${POWER_NAMES[p.power]} ${again ? `records its stack again (was at ${again.where})` : 'records a stack'} ${visibleWords(p.where, p.contents, stackSightOf(s.rules))}; contents sealed, ${POWER_NAMES[p.power]} only (§1.3)`;
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
    // Its dummy fleets are removed (§10.6); a stack of dummies only leaves the record: no battle is fought.
    const { left } = withoutDummies(stackById(s, p.id)!.contents);
    const list = left ? st.list.map((x) => (x.id === p.id ? { ...x, contents: left, revealed: whenLabel(s) } : x)) : st.list.filter((x) => x.id !== p.id);
    return { ...s, stacks: { ...st, list } };
  },
  title(s, p) {
    const x = stackById(s, p.id)!;
    const { dummies, left } = withoutDummies(x.contents);
    const gone = dummies.length === 1 ? `${dummies[0]} is a dummy fleet: removed (§10.6)` : `${dummies.join(' and ')} are dummy fleets: removed (§10.6)`;
    const after = !dummies.length ? '' : left ? `; ${gone}` : `; ${gone}, the stack taken off the record: no naval battle is fought`;
    return `${POWER_NAMES[x.power as Power]} reveals its stack at ${x.where} for combat (§1.3): ${contentsWords(x.contents)}${after}`;
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

/** Each side of a finished battle as the stacks read it: its power, the counters it entered, their state now and the leaders' fates. */
function battleSides(b: Battle): Array<{ power: string; entered: string[]; end: Omit<StackWrite, 'id' | 'written'> }> {
  if (b.state.stage !== 'over') return [];
  if (b.kind === 'naval') {
    const killed = b.state.admiralsKilled;
    return (['attacker', 'defender'] as const).map((side) => ({
      power: b[side],
      entered: b.setup[side].map((f) => f.id),
      end: { units: [], fates: {}, fleets: b.state[side].map((f) => ({ id: f.id, points: f.points, bonus: f.bonus, laden: f.laden, named: f.named && !killed.includes(f.id) })) },
    }));
  }
  if (b.kind === 'siege') {
    // The besiegers (its combat's attacker, when an Assault or Breach was fought) and the garrison inside.
    const combat = b.state.combat?.state;
    const input = b.input as { besiegers?: { units?: Array<{ id: string }> }; inside?: { units?: Array<{ id: string }> } };
    const inside = (input.inside?.units ?? []).map((u) => u.id);
    // A fortress that falls puts the troops inside into the prisoners box (§9.2.3), with or without a combat.
    const garrison = b.state.outcome?.falls ? inside.map((id) => ({ id, steps: 0, artillery: 0 })) : (combat?.units.defender ?? []);
    return [
      { power: b.attacker, entered: (input.besiegers?.units ?? []).map((u) => u.id), end: { units: combat?.units.attacker ?? [], fates: combat?.fates ?? {}, fleets: [] } },
      { power: b.defender, entered: inside, end: { units: garrison, fates: combat?.fates ?? {}, fleets: [] } },
    ];
  }
  const input = b.input as Record<string, { units?: Array<{ id: string }> } | undefined>;
  return (['attacker', 'defender'] as const).map((side) => ({
    power: b[side],
    entered: (input[side]?.units ?? []).map((u) => u.id),
    end: { units: b.state.units[side], fates: b.state.fates, fleets: [] },
  }));
}

/** A stack loaded into a side: every counter of it entered there. */
const loadedInto = (x: SavedStack, entered: readonly string[]) => [...x.contents.units, ...(x.contents.fleets ?? [])].every((u) => entered.includes(u.id));

export interface StackToWrite {
  stack: SavedStack;
  survivors: StackContents | null;
  /** The closed battle's index in the record; undefined: the battle just over, not closed yet. */
  battle?: number;
}

/**
 * The revealed stacks the battle just over loaded (every counter of the stack on its owner's side), with the
 * survivors to write back (null: destroyed), while they differ from the record; the battle's own end state.
 */
function liveWrites(s: LgeState): StackWrite[] {
  const b = s.battle;
  if (!b) return [];
  const out: StackWrite[] = [];
  for (const side of battleSides(b))
    for (const x of stacksOf(s).list) {
      if (x.power !== side.power || !x.revealed || !loadedInto(x, side.entered)) continue;
      const survivors = survivorsOf(x.contents, side.end.units, side.end.fates, side.end.fleets);
      // Nothing to write: no loss, or written back already.
      if (JSON.stringify(survivors) !== JSON.stringify(x.contents)) out.push({ id: x.id, ...side.end, written: false });
    }
  return out;
}

const toWrite = (s: LgeState, w: StackWrite, battle?: number): StackToWrite | null => {
  const stack = stackById(s, w.id);
  return stack ? { stack, survivors: survivorsOf(stack.contents, w.units, w.fates, w.fleets), ...(battle === undefined ? {} : { battle }) } : null;
};

/** The stacks to write back after the battle just over (before it is closed). */
export function battleStacks(s: LgeState): StackToWrite[] {
  return liveWrites(s).flatMap((w) => toWrite(s, w) ?? []);
}

/** The stacks a closed battle (its index in the record) left to write back, not written yet and still on the record. */
export function closedBattleStacks(s: LgeState, battle: number): StackToWrite[] {
  return (s.battles[battle]?.stacks ?? []).filter((w) => !w.written).flatMap((w) => toWrite(s, w, battle) ?? []);
}

/** Closing a battle keeps what its stacks still have to write (lge.battle.close). */
export const stacksLeftToWrite = (s: LgeState): StackWrite[] | undefined => {
  const w = liveWrites(s);
  return w.length ? w : undefined;
};

/** "the land battle at Elchingen (Spring 1805)", "the siege of Gaeta (Spring 1805)": a closed battle in words. */
export const battleWords = (b: Pick<BattleRecord, 'kind' | 'where' | 'when'>): string => `${b.kind === 'siege' ? `the siege of ${b.where}` : `the ${b.kind} battle at ${b.where}`} (${b.when})`;

const afterBattle: Action<{ id: string; battle?: number }> = {
  type: 'lge.stack.after-battle',
  label: 'Write a stack’s survivors back after the battle',
  schema: z.strictObject({ id: z.string().min(1).max(20), battle: z.number().int().min(0).max(10_000).optional() }),
  steps: 'all',
  validate(s, p) {
    if (!stackById(s, p.id)) return `There is no stack ${p.id} on the record.`;
    if (p.battle === undefined) {
      if (!battleStacks(s).some((x) => x.stack.id === p.id)) return 'That stack has nothing to write back: it did not fight in the battle just over, or its survivors are written back already (before the battle is closed).';
      return null;
    }
    const rec = s.battles[p.battle];
    if (!rec) return `There is no battle number ${p.battle + 1} on the record.`;
    const w = rec.stacks?.find((x) => x.id === p.id);
    if (!w) return `${sentence(battleWords(rec))} left stack ${p.id} nothing to write back.`;
    if (w.written) return `Stack ${p.id}’s survivors of ${battleWords(rec)} are written back already: once per battle.`;
    return null;
  },
  apply(s, p) {
    const st = stacksOf(s);
    const x = (p.battle === undefined ? battleStacks(s) : closedBattleStacks(s, p.battle)).find((y) => y.stack.id === p.id)!;
    const list = x.survivors ? st.list.map((y) => (y.id === p.id ? { ...y, contents: x.survivors! } : y)) : st.list.filter((y) => y.id !== p.id);
    const battles = p.battle === undefined ? s.battles : s.battles.map((b, i) => (i === p.battle ? { ...b, stacks: b.stacks!.map((w) => (w.id === p.id ? { ...w, written: true } : w)) } : b));
    return { ...s, battles, stacks: { ...st, list } };
  },
  title(s, p) {
    const { stack, survivors } = (p.battle === undefined ? battleStacks(s) : closedBattleStacks(s, p.battle)).find((x) => x.stack.id === p.id)!;
    const rec = p.battle === undefined ? undefined : s.battles[p.battle]!;
    const after = rec ? `After ${battleWords(rec)}` : 'After the battle';
    const who = `${POWER_NAMES[stack.power as Power]}’s stack at ${stack.where}`;
    return survivors ? `${after}, ${who} holds its survivors: ${contentsWords(survivors)}; seen ${visibleWords(stack.where, survivors, stackSightOf(s.rules))}` : `${after}, ${who} is destroyed: taken off the record`;
  },
};

export const STACK_ACTIONS = [record, reveal, remove, afterBattle];
