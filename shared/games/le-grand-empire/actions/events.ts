// Event draws (§11.1) as logged, seeded rolls: the 2D6 on the group's event table (or the category
// typed when the table is missing: manual mode), then the counter drawn from the category's pool by
// a die with one face per counter left. A secret event's title does not name it and its die is sealed
// to the drawer (the log is on the table for all to read: the face would name the counter); the drawer
// sees it in his hand behind the sealed look; playing it names it in the log.
import { z } from 'zod';
import { categoryDistribution, countDraw, drawCounter, drawsMade, emptyEvents, eventCounters, eventTableOf, forfeitHeld, playSecret, poolOf, type EventsState } from '../events';
import { clock, POWER_NAMES, POWERS, whenLabel, type LgeState, type Power } from '../state';
import { powerEnum, type Action } from './common';

const evOf = (s: LgeState): EventsState => s.events ?? emptyEvents();

/**
 * Event draws due this step (§11.1.1, reading A-43): one for France and one for Great Britain, one more for
 * each other major allied to a block and at war, Spain and Turkey excepted (in a two-player game they count
 * too under the rule setting eventDraws); in a multi-player game Spain and
 * Turkey draw only in the budget phase of a Spring turn, every Spring or only while at war (rule setting
 * spainTurkeyEventDraw). Two-player: the block's player draws for its allied major.
 */
export function drawsDue(s: LgeState, stepId = s.position.stepId): Record<Power, number> {
  const out = Object.fromEntries(POWERS.map((p) => [p, 0])) as Record<Power, number>;
  const atWar = (p: Power) => s.wars.some((w) => w.a === p || w.b === p);
  const allied = (p: Power) => (s.scenario.twoPlayer ? s.majors[p] === 'allied-france' || s.majors[p] === 'allied-great-britain' : true);
  if (stepId === 'events') {
    out.france = 1;
    out['great-britain'] = 1;
    for (const p of EVENT_DRAWERS(s)) out[p] = allied(p) && atWar(p) ? 1 : 0;
  } else if (stepId === 'exceptional-budget' && !s.scenario.twoPlayer && clock(s).season === 'spring') {
    for (const p of ['spain', 'turkey'] as const) out[p] = s.rules?.spainTurkeyEventDraw !== 'while-at-war' || atWar(p) ? 1 : 0;
  }
  return out;
}
/** The majors that draw one more event while allied to a block and at war (rule setting eventDraws, A-43). */
export const EVENT_DRAWERS = (s: LgeState): readonly Power[] =>
  s.scenario.twoPlayer && s.rules?.eventDraws === 'including-spain-turkey' ? ['spain', 'turkey', 'prussia', 'austria', 'russia'] : ['prussia', 'austria', 'russia'];
/** Powers with draws still to make this step, and how many. */
export function drawsLeft(s: LgeState): Array<{ power: Power; left: number; due: number }> {
  const due = drawsDue(s);
  const ev = evOf(s);
  return POWERS.filter((p) => due[p] > 0).map((p) => ({ power: p, due: due[p], left: Math.max(0, due[p] - drawsMade(ev, s.position.turn, p)) }));
}
/** The Spring forfeit is due (§11.1.3): Spring, not done, no draw made yet this turn (drawn counters are this Spring's), and someone holds a secret event. */
export const forfeitDue = (s: LgeState): boolean =>
  clock(s).season === 'spring' && evOf(s).forfeited !== s.position.turn && evOf(s).draws?.turn !== s.position.turn && Object.values(evOf(s).hands).some((h) => h.length > 0);

const forfeit: Action<Record<string, never>> = {
  type: 'lge.event.forfeit',
  label: 'Forfeit the held secret events (Spring)',
  schema: z.strictObject({}),
  steps: ['events'],
  validate(s) {
    if (clock(s).season !== 'spring') return 'Held secret events are forfeit only at the start of a Spring turn (§11.1.3).';
    if (evOf(s).forfeited === s.position.turn) return 'The held secret events are already forfeit this Spring.';
    if (evOf(s).draws?.turn === s.position.turn) return 'The forfeit comes before this Spring’s first draw; the events drawn since are kept.';
    return null;
  },
  apply: (s) => ({ ...s, events: forfeitHeld(evOf(s), s.position.turn).ev }),
  title(s) {
    const held = POWERS.map((p) => [p, (evOf(s).hands[p] ?? []).length] as const).filter(([, n]) => n > 0);
    const n = held.reduce((x, [, k]) => x + k, 0);
    return n ? `Spring: ${n} held secret event${n === 1 ? '' : 's'} forfeit (${held.map(([p, k]) => `${POWER_NAMES[p]} ${k}`).join(', ')}), back into the pool (§11.1.3)` : 'Spring: no secret event held, nothing forfeit (§11.1.3)';
  },
};

const roll: Action<{ power: Power; category?: string }> = {
  type: 'lge.event.roll',
  label: 'Roll on the event table',
  schema: z.strictObject({ power: powerEnum, category: z.string().trim().min(1).max(40).optional() }),
  steps: ['events', 'exceptional-budget', 'winter-budget'],
  validate(s, p) {
    const ev = evOf(s);
    if (ev.pending) return `${POWER_NAMES[ev.pending.power as Power]} has rolled “${ev.pending.category}”: draw its counter first.`;
    if (s.position.stepId === 'events' && forfeitDue(s)) return 'Spring: the secret events still held are forfeit first (§11.1.3, DSoP 1.1).';
    if (s.position.stepId === 'exceptional-budget' && !drawsLeft(s).some((d) => d.power === p.power && d.left > 0))
      return `${POWER_NAMES[p.power]} has no event draw in this budget phase: only Spain and Turkey draw here, in a multi-player Spring turn${s.rules?.spainTurkeyEventDraw === 'while-at-war' ? ', while at war (rule setting)' : ''} (§11.1.1), once each.`;
    const t = eventTableOf(s.data);
    if (!t.table && !p.category) return `Fill in the table "Event table" first (in the data editor): ${t.missing.slice(0, 3).join('; ')}; or type the category rolled (manual mode).`;
    if (t.table && p.category && !Object.values(t.table).includes(p.category)) return `“${p.category}” is not a category of the event table.`;
    return null;
  },
  dice: (s, p) => (p.category ? [] : [{ purpose: `${POWER_NAMES[p.power]}: event table (2D6)`, count: 2, sides: 6 }]),
  apply(s, p, ctx) {
    const t = eventTableOf(s.data).table;
    const faces = ctx.dice[0]?.faces;
    const total = faces ? faces[0]! + faces[1]! : null;
    const category = p.category ?? t![total!]!;
    return { ...s, events: { ...countDraw(evOf(s), s.position.turn, p.power), pending: { power: p.power, category, roll: total } } };
  },
  title(s, p, ctx) {
    const faces = ctx.dice[0]?.faces;
    if (!faces) return `${POWER_NAMES[p.power]}: event category typed: ${p.category}`;
    const total = faces[0]! + faces[1]!;
    const t = eventTableOf(s.data).table!;
    const pc = categoryDistribution(t)[t[total]!]!;
    return `${POWER_NAMES[p.power]} rolls on the event table: ${faces.join('+')} = ${total}, «${t[total]}» (${Math.round(pc * 36)} in 36)`;
  },
};

const pick: Action<Record<string, never>> = {
  type: 'lge.event.pick',
  label: 'Draw the event counter',
  schema: z.strictObject({}),
  steps: ['events', 'exceptional-budget', 'winter-budget'],
  validate(s) {
    const ev = evOf(s);
    if (!ev.pending) return 'Roll on the event table first.';
    const pool = poolOf(s.data, ev, ev.pending.category);
    const unknown = pool.filter((c) => c.kind === null).map((c) => c.id);
    if (unknown.length) return `Fill in the table "Event counters" first (in the data editor): whether ${unknown.slice(0, 3).join(', ')} ${unknown.length === 1 ? 'is' : 'are'} public or secret.`;
    return null;
  },
  dice(s) {
    const ev = evOf(s);
    const n = poolOf(s.data, ev, ev.pending!.category).length;
    return n > 1 ? [{ purpose: `Event counter from «${ev.pending!.category}» (1-${n})`, count: 1, sides: n }] : [];
  },
  apply(s, _p, ctx) {
    const ev = evOf(s);
    return { ...s, events: drawCounter(s.data, ev, ev.pending!.power, ev.pending!.category, ctx.dice[0]?.faces[0] ?? 1, whenLabel(s)).ev };
  },
  // The die's face and the pool's order name the counter: a secret one is sealed to its drawer (§11.1.1).
  sealedFor(s, _p, ctx) {
    const ev = evOf(s);
    const { outcome } = drawCounter(s.data, ev, ev.pending!.power, ev.pending!.category, ctx.dice[0]?.faces[0] ?? 1, whenLabel(s));
    return outcome.kind === 'secret' ? POWER_NAMES[ev.pending!.power as Power] : null;
  },
  title(s, _p, ctx) {
    const ev = evOf(s);
    const who = POWER_NAMES[ev.pending!.power as Power];
    const { outcome } = drawCounter(s.data, ev, ev.pending!.power, ev.pending!.category, ctx.dice[0]?.faces[0] ?? 1, whenLabel(s));
    switch (outcome.kind) {
      case 'empty':
        return `${who}: no «${ev.pending!.category}» counter left in the pool: no event`;
      case 'no-event':
        return `${who} draws ${outcome.counter.id} again: it happens only once, so no event (§11.1.2)`;
      case 'secret':
        return `${who} draws a secret event (held in hand)`;
      case 'public':
        return `${who} draws ${outcome.counter.id} (public, played now)${outcome.remise ? ': every event marker goes back into the pool (§11.1.3)' : outcome.counter.effect ? `: ${outcome.counter.effect}` : ''}`;
    }
  },
};

const play: Action<{ power: Power; id: string }> = {
  type: 'lge.event.play',
  label: 'Play a secret event',
  schema: z.strictObject({ power: powerEnum, id: z.string().min(1).max(80) }),
  steps: 'all',
  validate: (s, p) => ((evOf(s).hands[p.power] ?? []).includes(p.id) ? null : `${POWER_NAMES[p.power]} holds no event “${p.id}”.`),
  apply: (s, p) => ({ ...s, events: playSecret(evOf(s), p.power, p.id, whenLabel(s)) }),
  title: (s, p) => {
    const effect = eventCounters(s.data).find((c) => c.id === p.id)?.effect;
    return `${POWER_NAMES[p.power]} plays the secret event ${p.id}${effect ? `: ${effect}` : ''}`;
  },
};

export const EVENT_ACTIONS = [forfeit, roll, pick, play];
