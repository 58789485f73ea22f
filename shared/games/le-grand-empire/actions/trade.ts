// Winter collection counted, not typed (§12.3.1-§12.3.3): a power's provinces and conquered minors from
// the Provinces table, the corsairs' take rolled on the group's Corsairs table (or typed: manual mode),
// and the trade sheet paid into every ledger. Each corsair is hunted first (§12.3.2.2): every fleet in its
// area tries to detect it, a detected one is fired at by every fleet; a sunk corsair is lost, a survivor
// (or one never detected) rolls on the corsairs table and its take comes off Great Britain's area.
import { z } from 'zod';
import { MissingDataError } from '../../../data/tables';
import type { Corsair, TradeState } from '../peace-state';
import { corsairDetection, corsairSinking, resolveCheck } from '../procedures';
import { cellValue, clock, isPower, needNumber, packOf, POWER_NAMES, tableTitle, type LgeState, type Power } from '../state';
import { blockadeRefusal, detectionChance, provinceIncome, RELATION_WORDS, sinkingChance, tradeIncome, type HarbourRelation } from '../trade';
import { emptyBudget, savingsFirst } from './treasury';
import { move, powerEnum, type Action } from './common';

const party = z.string().trim().min(1).max(40);
export const tradeOf = (s: LgeState): TradeState => (s.trade?.turn === s.position.turn ? s.trade : { turn: s.position.turn, robbed: {}, collected: false, provinces: [] });
const addIncome = (s: LgeState, p: Power, pounds: number, pr: number): LgeState => {
  const b = s.budget[p] ?? emptyBudget();
  return { ...s, budget: { ...s.budget, [p]: { ...b, incomePounds: b.incomePounds + pounds, incomePr: b.incomePr + pr } } };
};
const missing = (f: () => unknown): string | null => {
  try {
    f();
    return null;
  } catch (e) {
    if (e instanceof MissingDataError) return e.message;
    throw e;
  }
};
const ready = (s: LgeState, p: Power) => (s.budget[p]?.done ? `${POWER_NAMES[p]}'s budget is closed.` : savingsFirst(s, p));

const provincesSchema = z.strictObject({
  power: powerEnum,
  lines: z.array(z.strictObject({ key: party, capitalHeld: z.boolean().default(true), noIncome: z.boolean().default(false), poundsOnly: z.boolean().default(false) })).min(1).max(60),
});
const provinces: Action<z.infer<typeof provincesSchema>> = {
  type: 'lge.budget.provinces',
  label: 'Collect the provinces',
  schema: provincesSchema,
  steps: ['winter-budget'],
  validate(s, p) {
    const r = ready(s, p.power);
    if (r) return r;
    if (tradeOf(s).provinces.includes(p.power)) return `${POWER_NAMES[p.power]}'s provinces are collected this Winter.`;
    return missing(() => provinceIncome(s, p.lines));
  },
  apply(s, p) {
    let t = s;
    let lb = 0;
    let pr = 0;
    for (const l of provinceIncome(s, p.lines)) {
      const why = `Winter collection: ${l.key}${l.why ? ` (${l.why})` : ''} (§12.3.1)`;
      t = move(move(t, p.power, '£', l.pounds, why), p.power, 'Pr', l.pr, why);
      lb += l.pounds;
      pr += l.pr;
    }
    const tr = tradeOf(t);
    return { ...addIncome(t, p.power, lb, pr), trade: { ...tr, provinces: [...tr.provinces, p.power] } };
  },
  title(s, p) {
    const rows = provinceIncome(s, p.lines);
    return `${POWER_NAMES[p.power]} collects ${rows.reduce((x, r) => x + r.pounds, 0)} £ and ${rows.reduce((x, r) => x + r.pr, 0)} Pr from ${rows.length} province${rows.length === 1 ? '' : 's'}: ${rows.map((r) => `${r.key} ${r.pounds} £ ${r.pr} Pr${r.why ? ` (${r.why})` : ''}`).join(', ')}`;
  },
};

/** Dice of the Corsairs table ("1D6"…), or null when the group has not said. */
export function corsairDice(s: LgeState): number | null {
  const d = cellValue(packOf(s), 'table-dice', 'corsairs', 'dice');
  return typeof d === 'string' && /^[123]D6$/.test(d) ? Number(d[0]) : null;
}
/** £ taken for a modified roll: rows keyed by result, below the lowest uses the lowest, above the highest the highest. */
export function corsairTake(s: LgeState, modified: number): number {
  const rows = (packOf(s).tables.corsairs?.rows ?? []).map((r) => Number(r.key)).filter(Number.isFinite).sort((a, b) => a - b);
  if (!rows.length) throw new MissingDataError('corsairs', tableTitle('corsairs'), ['its rows']);
  const key = modified <= rows[0]! ? rows[0]! : modified >= rows[rows.length - 1]! ? rows[rows.length - 1]! : rows.filter((r) => r <= modified).pop()!;
  return needNumber(packOf(s), 'corsairs', String(key), 'pounds', `row ${key}: £ taken`);
}
const corsairsOf = (s: LgeState): Corsair[] => tradeOf(s).corsairs ?? [];
const putCorsair = (s: LgeState, c: Corsair): LgeState => {
  const tr = tradeOf(s);
  const list = corsairsOf(s);
  return { ...s, trade: { ...tr, corsairs: list.some((x) => x.id === c.id) ? list.map((x) => (x.id === c.id ? c : x)) : [...list, c] } };
};
const signedValue = (n: number) => (n < 0 ? ` − ${-n}` : n > 0 ? ` + ${n}` : '');
const CORSAIR_WORDS: Record<Corsair['status'], string> = { undetected: 'not detected: it rolls on the corsairs table', detected: 'detected: the fleets fire', sunk: 'sunk', survived: 'survived the fleets: it rolls on the corsairs table', robbed: 'has taken its £' };
const rolledLines = (fleets: number[], faces: number[], extra: number, ok: (i: number) => boolean) => fleets.map((m, i) => `${faces[i]}${signedValue(m + extra)} ${ok(i) ? '✓' : '✗'}`).join(', ');

const huntSchema = z.strictObject({ area: party, value: z.number().int().min(-3).max(0).default(0), fleets: z.array(z.number().int().min(-3).max(6)).max(8).default([]) });
const hunt: Action<z.infer<typeof huntSchema>> = {
  type: 'lge.trade.hunt',
  label: 'Corsair detection by the fleets in its area',
  schema: huntSchema,
  steps: ['winter-budget'],
  validate: (s) => (tradeOf(s).collected ? 'Trade is collected this Winter: the corsairs are hunted before.' : null),
  dice: (_s, p) => (p.fleets.length ? [{ purpose: `Corsair detection in ${p.area} (1D6 per fleet)`, count: p.fleets.length, sides: 6 }] : []),
  apply(s, p, ctx) {
    const f = ctx.dice[0]?.faces ?? [];
    const detected = p.fleets.some((m, i) => resolveCheck(corsairDetection(m, p.value), [f[i]]).success);
    return putCorsair(s, { id: corsairsOf(s).length + 1, area: p.area, value: p.value, fleets: p.fleets, status: detected ? 'detected' : 'undetected', take: null });
  },
  title(s, p, ctx) {
    const f = ctx.dice[0]?.faces ?? [];
    const ok = (i: number) => resolveCheck(corsairDetection(p.fleets[i]!, p.value), [f[i]]).success;
    const n = corsairsOf(s).length + 1;
    const head = `Corsair ${n} (value ${p.value}) in ${p.area}`;
    if (!p.fleets.length) return `${head}: no British or allied fleet in the area, not detected: it rolls on the corsairs table (§12.3.2.2)`;
    const hit = p.fleets.some((_, i) => ok(i));
    return `${head}: detection ${rolledLines(p.fleets, f, p.value, ok)} (≥ 5; chance ${(detectionChance(p.fleets, p.value) * 100).toFixed(1)} %): ${hit ? CORSAIR_WORDS.detected : CORSAIR_WORDS.undetected} (§12.3.2.2)`;
  },
};

const fire: Action<{ id: number }> = {
  type: 'lge.trade.fire',
  label: 'The fleets fire at a detected corsair',
  schema: z.strictObject({ id: z.number().int().min(1).max(99) }),
  steps: ['winter-budget'],
  validate(s, p) {
    const c = corsairsOf(s).find((x) => x.id === p.id);
    if (!c) return `No corsair ${p.id} is hunted this Winter.`;
    return c.status === 'detected' ? null : `Corsair ${p.id} is ${CORSAIR_WORDS[c.status].split(':')[0]}: only a detected corsair is fired at (§12.3.2.2).`;
  },
  dice: (s, p) => [{ purpose: `Firing at corsair ${p.id} (1D6 per fleet)`, count: corsairsOf(s).find((x) => x.id === p.id)!.fleets.length, sides: 6 }],
  apply(s, p, ctx) {
    const c = corsairsOf(s).find((x) => x.id === p.id)!;
    const f = ctx.dice[0]!.faces;
    const sunk = c.fleets.some((m, i) => resolveCheck(corsairSinking(m), [f[i]]).success);
    return putCorsair(s, { ...c, status: sunk ? 'sunk' : 'survived' });
  },
  title(s, p, ctx) {
    const c = corsairsOf(s).find((x) => x.id === p.id)!;
    const f = ctx.dice[0]!.faces;
    const ok = (i: number) => resolveCheck(corsairSinking(c.fleets[i]!), [f[i]]).success;
    const sunk = c.fleets.some((_, i) => ok(i));
    return `Corsair ${c.id} in ${c.area}: the fleets fire ${rolledLines(c.fleets, f, 0, ok)} (≥ 5; chance ${(sinkingChance(c.fleets) * 100).toFixed(1)} %): ${sunk ? 'sunk, France loses it; it takes nothing' : CORSAIR_WORDS.survived} (§12.3.2.2)`;
  },
};

const robSchema = z.strictObject({ area: party.optional(), id: z.number().int().min(1).max(99).optional(), modifier: z.number().int().min(-6).max(6).default(0), pounds: z.number().int().min(0).max(200).optional() });
type RobP = z.infer<typeof robSchema>;
const robArea = (s: LgeState, p: RobP) => (p.id !== undefined ? corsairsOf(s).find((x) => x.id === p.id)?.area : p.area) ?? '';
const rob: Action<RobP> = {
  type: 'lge.trade.corsair',
  label: 'A surviving corsair rolls on the corsairs table',
  schema: robSchema,
  steps: ['winter-budget'],
  validate(s, p) {
    if (tradeOf(s).collected) return 'Trade is collected this Winter: the corsairs roll before.';
    if (p.id !== undefined) {
      const c = corsairsOf(s).find((x) => x.id === p.id);
      if (!c) return `No corsair ${p.id} is hunted this Winter.`;
      if (c.status !== 'undetected' && c.status !== 'survived') return `Corsair ${p.id} ${c.status === 'detected' ? 'is detected: the fleets fire first' : c.status === 'sunk' ? 'is sunk: it takes nothing' : 'has already taken its £'} (§12.3.2.2).`;
    } else if (!p.area) return 'Name the corsair’s sea area.';
    if (p.pounds !== undefined) return null;
    if (corsairDice(s) === null) return `Fill in the table "${tableTitle('table-dice')}" first (in the data editor): how many dice the Corsairs table is rolled with; or type the £ taken (manual mode).`;
    return missing(() => corsairTake(s, 7));
  },
  dice: (s, p) => (p.pounds !== undefined ? [] : [{ purpose: `Corsairs table (${robArea(s, p)})`, count: corsairDice(s)!, sides: 6 }]),
  apply(s, p, ctx) {
    const f = ctx.dice[0]?.faces;
    const take = p.pounds ?? corsairTake(s, f!.reduce((x, y) => x + y, 0) + p.modifier);
    const area = robArea(s, p);
    const tr = tradeOf(s);
    const t = { ...s, trade: { ...tr, robbed: { ...tr.robbed, [area]: (tr.robbed[area] ?? 0) + take } } };
    const c = p.id !== undefined ? corsairsOf(s).find((x) => x.id === p.id) : undefined;
    return c ? putCorsair(t, { ...c, status: 'robbed', take }) : t;
  },
  title(s, p, ctx) {
    const f = ctx.dice[0]?.faces;
    const who = `Corsair${p.id !== undefined ? ` ${p.id}` : ''} in ${robArea(s, p)}`;
    if (!f) return `${who}: ${p.pounds} £ taken from British trade (typed)`;
    const m = f.reduce((x, y) => x + y, 0) + p.modifier;
    return `${who} rolls ${f.join('+')}${p.modifier ? ` ${p.modifier > 0 ? '+' : '−'} ${Math.abs(p.modifier)}` : ''} = ${m} on the corsairs table: ${corsairTake(s, m)} £ taken from British trade (§12.3.2.2)`;
  },
};

const RELATIONS = Object.keys(RELATION_WORDS) as [HarbourRelation, ...HarbourRelation[]];
const collectSchema = z.strictObject({
  harbours: z.array(z.strictObject({ harbour: party, owner: party, relation: z.enum(RELATIONS) })).min(1).max(80),
  generalPeace: z.array(party).max(20).default([]),
});
const collect: Action<z.infer<typeof collectSchema>> = {
  type: 'lge.trade.collect',
  label: 'Collect trade',
  schema: collectSchema,
  steps: ['winter-budget'],
  validate(s, p) {
    if (clock(s).season !== 'winter') return 'Trade is collected in Winter (§12.3.3).';
    if (tradeOf(s).collected) return 'Trade is collected this Winter.';
    const open = corsairsOf(s).find((c) => c.status !== 'sunk' && c.status !== 'robbed');
    if (open) return `Corsair ${open.id} in ${open.area} is ${CORSAIR_WORDS[open.status]}: finish it first (§12.3.2.2).`;
    const b = blockadeRefusal(s, p.harbours);
    if (b) return b;
    const m = missing(() => tradeIncome(s, p.harbours, p.generalPeace, tradeOf(s).robbed));
    if (m) return m;
    const r = tradeIncome(s, p.harbours, p.generalPeace, tradeOf(s).robbed);
    const payees = [...Object.keys(r.owners).filter((o) => isPower(o) && r.owners[o]! > 0), ...(Object.values(r.gbByArea).some((a) => a.net > 0) ? ['great-britain'] : [])] as Power[];
    for (const x of payees) {
      const no = ready(s, x);
      if (no) return no;
    }
    return null;
  },
  apply(s, p) {
    const r = tradeIncome(s, p.harbours, p.generalPeace, tradeOf(s).robbed);
    let t = s;
    for (const [o, n] of Object.entries(r.owners)) if (isPower(o) && n) t = addIncome(move(t, o, '£', n, o === 'france' && p.harbours.some((h) => h.relation === 'continental-blockade') ? 'Trade, with the Continental Blockade harbours (§12.3.3)' : 'Trade (§12.3.3)'), o, n, 0);
    for (const [area, a] of Object.entries(r.gbByArea))
      if (a.net) t = addIncome(move(t, 'great-britain', '£', a.net, `Trade: ${area} ${a.gross} £${a.halved ? ', halved (general peace)' : ''}${a.robbed ? `, ${a.robbed} £ to the corsairs` : ''} (§12.3.3)`), 'great-britain', a.net, 0);
    return { ...t, trade: { ...tradeOf(t), collected: true } };
  },
  title(s, p) {
    const r = tradeIncome(s, p.harbours, p.generalPeace, tradeOf(s).robbed);
    const own = Object.entries(r.owners).filter(([o, n]) => isPower(o) && n).map(([o, n]) => `${POWER_NAMES[o as Power]} ${n} £`);
    const gb = Object.values(r.gbByArea).reduce((x, a) => x + a.net, 0);
    return `Trade collected: Great Britain ${gb} £ (${Object.entries(r.gbByArea).map(([a, v]) => `${a} ${v.net}`).join(', ')})${own.length ? `; ${own.join(', ')}` : ''}`;
  },
};

export const TRADE_ACTIONS = [provinces, hunt, fire, rob, collect];
