// A named procedure rolled in one click (issue #13): its modifiers and probability are known before
// the dice; the result is logged and kept; a diplomatic attempt debits its cost from the power trying,
// and with its target minor named, reads the minor's box for the −1s and moves it one box on a success.
import { z } from 'zod';
import { buildProcedure, checkWords, minorBoxFlags, procedureById } from '../named-procedures';
import { resolveCheck } from '../procedures';
import { anversHeld, anversWords, isPower, POWER_NAMES, POWERS, whenLabel, type LgeState, type Power } from '../state';
import { troublesStepRefusal } from '../sequence';
import { cannotPay, checkOptions, move, type Action } from './common';
import { stackById, stacksOf } from '../stacks';
import { counted } from '../../../format';

const schema = z.strictObject({
  id: z.string().min(1).max(40),
  input: z.record(z.string(), z.unknown()).default({}),
  extra: z.array(z.strictObject({ label: z.string().trim().min(1).max(60), value: z.number().int().min(-12).max(12) })).max(8).default([]),
  /** Diplomacy on a minor: the minor tried (its box read and moved). */
  target: z.string().trim().min(1).max(60).optional(),
  /** Coastal batteries: the recorded stack's fleet they fire at (its steps sunk are taken off the record). */
  at: z.strictObject({ stack: z.string().min(1).max(20), fleet: z.string().min(1).max(40) }).optional(),
});
type P = z.infer<typeof schema>;

const trier = (p: P): Power => ((p.input.by as Power | undefined) ?? 'france');
const minorOf = (s: LgeState, name: string) => s.minors[name] ?? { status: 'neutral' as const, by: null };

/** The minor's box from the power trying's side: its two −1s (§11.2.2.2) come from the track, not typed. */
function withTarget(s: LgeState, p: P): P {
  if (p.id !== 'diplomacy-minor' || !p.target) return p;
  return { ...p, input: { ...p.input, ...minorBoxFlags(s.minors[p.target], trier(p)) } };
}

/** Why the minor cannot be tried by this power (its box), or null. */
function targetRefusal(s: LgeState, p: P): string | null {
  if (!p.target) return null;
  if (p.id !== 'diplomacy-minor') return 'Only a diplomatic attempt on a minor names a target.';
  const t = p.target.toLowerCase();
  const major = POWERS.find((q) => q === t.replace(/\s+/g, '-') || POWER_NAMES[q].toLowerCase() === t);
  if (major) return `${POWER_NAMES[major]} is a major power: use the attempt on a major.`;
  const m = minorOf(s, p.target);
  const who = POWER_NAMES[trier(p)];
  if (m.status === 'allied') return `${p.target} is ${m.by ? `${POWER_NAMES[m.by]}'s` : 'a'} permanent ally: it cannot be the target of an attempt (§11.2.2.2).`;
  if (m.status === 'conquered' || m.status === 'surrendered') return `${p.target} is ${m.status}: no diplomacy on it.`;
  if (m.status === 'temporary-ally' && m.by === trier(p)) return `${p.target} is already ${who}'s temporary ally: it becomes permanent at the end of the Diplomacy Phase.`;
  return null;
}

/** One box towards the power that succeeded (§11.2.2.2): neutral → influenced → temporary ally; another's box one back. */
export function minorBoxAfterSuccess(m: { status: string; by: Power | null }, power: Power): { status: 'neutral' | 'influenced' | 'temporary-ally'; by: Power | null } {
  if (m.by !== null && m.by !== power) return m.status === 'temporary-ally' ? { status: 'influenced', by: m.by } : { status: 'neutral', by: null };
  if (m.status === 'influenced') return { status: 'temporary-ally', by: power };
  return { status: 'influenced', by: power };
}

/** Anvers (optional §15.3): France rolls once each Winter budget phase, only with the option on, while it holds Anvers unbesieged. */
function anversRefusal(s: LgeState, p: P): string | null {
  if (s.rules?.anversHarbour !== true) return 'The optional rule “Anvers harbour” is off: France rolls for a free fleet point only with it (§15.3).';
  if (s.position.stepId !== 'winter-budget') return '“Each year, during the winter budget phase, the French player rolls a die” for Anvers (§15.3).';
  if (s.budget.france?.done) return `${POWER_NAMES.france}'s budget is closed for this turn.`;
  if (s.procedures.some((r) => r.name === 'anvers' && r.when === whenLabel(s))) return 'France has rolled for Anvers this Winter: one roll each year (§15.3).';
  const held = anversHeld(s);
  if (held === false || (held === null && p.input.held !== true)) return `${held === false ? `${anversWords(s)}: ` : 'Say that France controls Anvers and it is not besieged: '}the harbour “provides special bonuses to France as long as it is controlled and not besieged” (§15.3).`;
  return null;
}

/** Why the batteries cannot fire at that fleet of the record, or null (§10.4; the stack revealed for combat, §1.3). */
function batteryTargetRefusal(s: LgeState, p: P): string | null {
  if (!p.at) return null;
  if (p.id !== 'coastal-batteries') return 'Only the coastal batteries fire at a fleet of the record.';
  const x = stackById(s, p.at.stack);
  if (!x) return `There is no stack ${p.at.stack} on the record.`;
  if (!x.contents.fleets?.length) return `${POWER_NAMES[x.power as Power]}’s stack at ${x.where} holds no fleet.`;
  if (!x.revealed) return `${POWER_NAMES[x.power as Power]}’s stack at ${x.where} is sealed: its owner reveals it for combat first (§1.3).`;
  if (!x.contents.fleets.some((f) => f.id === p.at!.fleet)) return `${p.at.fleet} is not a fleet of ${POWER_NAMES[x.power as Power]}’s stack at ${x.where}.`;
  return null;
}

/** The fleet the batteries hit, its points after the hits (0: sunk), and the stack's fleets after them (null: the stack is gone). */
function batteryHitsOn(s: LgeState, at: NonNullable<P['at']>, hits: number) {
  const x = stackById(s, at.stack)!;
  const f = x.contents.fleets!.find((y) => y.id === at.fleet)!;
  const left = Math.max(0, f.points - hits);
  // Empty transport steps go first (§5.3.2.5): the troops carried stay while steps are left for them.
  const fleets = x.contents.fleets!.flatMap((y) => (y.id !== f.id ? [y] : left ? [{ ...y, points: left, laden: Math.min(y.laden, left) }] : []));
  return { stack: x, fleet: f, left, sunk: f.points - left, fleets: fleets.length ? fleets : null };
}

/** France's first fleet recorded in Anvers (Stacks), where the free fleet point goes (§15.3), or null. */
function anversFleet(s: LgeState): { stack: string; fleet: string } | null {
  const st = stacksOf(s).list.find((x) => x.power === 'france' && x.where.trim().toLowerCase() === 'anvers' && (x.contents.fleets ?? []).some((f) => !f.dummy));
  return st ? { stack: st.id, fleet: st.contents.fleets!.find((f) => !f.dummy)!.id } : null;
}
const anversPoint = (s: LgeState) => {
  const f = anversFleet(s);
  return f ? `: a fleet point is built for free and joins France's fleet harboured in Anvers (stack ${f.stack}, §15.3)` : ': a fleet point is built for free; no French fleet is recorded in Anvers (Stacks), so it joins a fleet harboured there at the table, if there is one (§15.3)';
};

const build = (s: LgeState, p: P) => buildProcedure(p.id, withTarget(s, p).input, p.extra, checkOptions(s));
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
  if (c.perDie) {
    const n = r.natural;
    const hits = counted(n, 'hit');
    let what = n ? `${hits}: the table removes ${counted(n, 'step')} from the enemy fleet the battery’s owner fires at` : 'no hit';
    if (n && p.at) {
      const h = batteryHitsOn(s, p.at, n);
      const whose = `${POWER_NAMES[h.stack.power as Power]}’s stack at ${h.stack.where}`;
      what = `${hits} on ${h.fleet.id} (${whose}): ${h.left ? `${counted(h.sunk, 'step')} sunk, ${counted(h.left, 'point')} left` : `sunk, all ${counted(h.sunk, 'point')}${h.fleets ? '' : '; the stack is taken off the record'}`}${n > h.sunk ? ` (${counted(n - h.sunk, 'more hit', 'more hits')} find nothing to sink)` : ''}`;
    } else if (p.at) what = `no hit on ${p.at.fleet}`;
    return { c, success: r.success, words: `${faces.join(' ')}: ${what} (${checkWords(c)})` };
  }
  const anvers = p.id === 'anvers' ? (r.success ? anversPoint(s) : ': no free fleet point this year') : '';
  return { c, success: r.success, words: `${r.success ? 'Success' : 'Failure'}: ${faces.join('+')}${c.procedure === 'rally' || !c.modifier ? '' : ` ${c.modifier > 0 ? '+' : '−'} ${Math.abs(c.modifier)}`} = ${c.procedure === 'rally' ? r.natural : r.modified} (${checkWords(c)})${anvers}` };
}

const roll: Action<P> = {
  type: 'lge.procedure',
  label: 'Roll a named procedure',
  schema,
  steps: 'all',
  validate(s, p, _h, legacy) {
    if (!procedureById(p.id)) return `There is no procedure "${p.id}".`;
    // An older build rolled Anvers and the troubles without these checks: its entries fold as logged.
    const why = targetRefusal(s, p) ?? batteryTargetRefusal(s, p) ?? (legacy ? null : p.id === 'anvers' ? anversRefusal(s, p) : p.id === 'provincial-troubles' ? troublesStepRefusal(s) : null);
    if (why) return why;
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
    const into = p.id === 'anvers' && success ? anversFleet(s) : null;
    if (into) {
      const st = stacksOf(t);
      t = { ...t, stacks: { ...st, list: st.list.map((x) => (x.id === into.stack ? { ...x, contents: { ...x.contents, fleets: x.contents.fleets!.map((f) => (f.id === into.fleet ? { ...f, points: f.points + 1 } : f)) } } : x)) } };
    }
    if (p.target && success) {
      const m = minorOf(s, p.target);
      t = { ...t, minors: { ...t.minors, [p.target]: minorBoxAfterSuccess(m, trier(p)) } };
    }
    // The batteries' hits on a fleet of the record: its steps sunk are taken off it (undone with the entry).
    const hits = c.perDie && p.at ? resolveCheck(c, ctx.dice[0]?.faces ?? []).natural : 0;
    if (hits && p.at) {
      const h = batteryHitsOn(s, p.at, hits);
      const st = stacksOf(t);
      const list = h.fleets ? st.list.map((x) => (x.id === h.stack.id ? { ...x, contents: { ...x.contents, fleets: h.fleets! } } : x)) : st.list.filter((x) => x.id !== h.stack.id);
      t = { ...t, stacks: { ...st, list } };
    }
    const rec = { name: p.id, title: procedureById(p.id)!.title, when: whenLabel(s), modifiers: c.modifiers, probability: c.probability, faces: ctx.dice[0]?.faces ?? [], result: words, success };
    return { ...t, procedures: [...t.procedures.slice(-49), rec] };
  },
  title(s, p, ctx) {
    const { c, words, success } = outcome(s, p, ctx.dice[0]?.faces ?? []);
    const who = payer(p);
    const moved = p.target && success ? minorBoxAfterSuccess(minorOf(s, p.target), trier(p)) : null;
    const box = moved ? `; ${p.target} now ${moved.status.replace('-', ' ')}${moved.by ? ` (${POWER_NAMES[moved.by]})` : ''}` : p.target ? `; ${p.target} stays ${minorOf(s, p.target).status.replace('-', ' ')}` : '';
    return `${procedureById(p.id)!.title}${p.target ? ` on ${p.target}` : ''}${who ? ` (${POWER_NAMES[who]})` : ''}: ${words}${box}; chance${c.perDie ? ' of at least one hit' : ''} was ${(c.probability * 100).toFixed(1)} %${who && c.cost ? `; ${c.cost} £ paid` : ''}`;
  },
};

export const PROCEDURE_ACTIONS = [roll];
