// Event draws (§11.1) as logged, seeded rolls: the 2D6 on the group's event table (or the category
// typed when the table is missing: manual mode), then the counter drawn from the category's pool by
// a die with one face per counter left. A secret event's title does not name it (the log is on the
// table for all to read); the drawer sees it in his hand behind the reveal.
import { z } from 'zod';
import { categoryDistribution, drawCounter, emptyEvents, eventTableOf, playSecret, poolOf, type EventsState } from '../events';
import { POWER_NAMES, whenLabel, type LgeState, type Power } from '../state';
import { powerEnum, type Action } from './common';

const evOf = (s: LgeState): EventsState => s.events ?? emptyEvents();

const roll: Action<{ power: Power; category?: string }> = {
  type: 'lge.event.roll',
  label: 'Roll on the event table',
  schema: z.strictObject({ power: powerEnum, category: z.string().trim().min(1).max(40).optional() }),
  steps: ['events', 'exceptional-budget', 'winter-budget'],
  validate(s, p) {
    const ev = evOf(s);
    if (ev.pending) return `${POWER_NAMES[ev.pending.power as Power]} has rolled “${ev.pending.category}”: draw its counter first.`;
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
    return { ...s, events: { ...evOf(s), pending: { power: p.power, category, roll: total } } };
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
        return `${who} draws ${outcome.counter.id} (public, played now)${outcome.remise ? ': every event marker goes back into the pool (§11.1.3)' : ''}`;
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
  title: (_s, p) => `${POWER_NAMES[p.power]} plays the secret event ${p.id}`,
};

export const EVENT_ACTIONS = [roll, pick, play];
