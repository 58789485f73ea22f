// Battles and Battle Cards.
import { z } from 'zod';
import type { NationId } from '../data';
import { battleDice, checkBattle, resolveBattle, type BattleResultPayload } from '../consequences';
import { activeNation, adjective, cellValue, deckRemaining, deckSize, is1798, need, nextFullTurn, packOf, powerName, slotOfNation, turnName, turnOf, updateNation, year, type NiState } from '../state';
import { def, nationsInPlay } from './common';

// Battles -----------------------------------------------------------------------------------------------------

const nationList = z.array(z.string().min(1)).max(8);
const battlePayload = z.object({
  kind: z.enum(['land', 'sea', 'neutral']),
  where: z.string().trim().min(1).max(60),
  attacker: z.string().min(1),
  allies: nationList.default([]),
  defenders: nationList.default([]),
  result: z.enum(['attacker', 'defender', 'draw']),
  invasion: z.boolean().default(false),
  fleet: z.string().trim().min(1).max(60).optional(),
  units: z.number().int().min(0).max(999).optional(),
  commanders: z.array(z.string().min(1)).max(16).default([]),
  seaPrize: z.array(z.object({ nation: z.string().min(1), survivors: z.number().int().min(1).max(200) })).max(4).default([]),
  fleetsSunk: z.number().int().min(0).max(200).default(0),
  eliminates: nationList.default([]),
  via: z.string().min(1).optional(),
  ref: z.string().max(80).optional(),
  note: z.string().max(200).default(''),
});

export const NO_ATTACKS_1798 = 'There are no attacks in 1798, the year of preparation [§2B.2].';

export const battleResult = def<BattleResultPayload>({
  type: 'battle.result',
  label: 'Record a battle’s result',
  schema: battlePayload as unknown as z.ZodType<BattleResultPayload>,
  steps: ['attack'],
  whyNotNow: (s) => (is1798(s) ? NO_ATTACKS_1798 : null),
  validate(s, p) {
    return checkBattle(s, p, activeNation(s));
  },
  dice: (s, p) => battleDice(s, p),
  apply: (s, p, ctx) => resolveBattle(s, p, ctx.dice).state,
  title(s, p, ctx) {
    const r = resolveBattle(s, p, ctx.dice);
    const who = p.kind === 'sea' ? `Sea battle in ${p.where}` : p.kind === 'neutral' ? `${powerName(p.attacker)} takes neutral ${r.state.battles.at(-1)!.where}` : `${p.invasion ? 'Invasion of' : 'Battle for'} ${r.state.battles.at(-1)!.where}`;
    const res = p.kind === 'neutral' ? '' : p.result === 'draw' ? ': draw' : `: ${p.result === 'attacker' ? [p.attacker, ...p.allies].map(powerName).join(' + ') : p.defenders.map(powerName).join(' + ')} win${(p.result === 'attacker' ? 1 + p.allies.length : p.defenders.length) > 1 ? '' : 's'}`;
    return `${who}${res}. ${r.lines.join('. ')}${p.note ? ` (${p.note})` : ''}`;
  },
});

// Battle Cards ------------------------------------------------------------------------------------------------

const drawPayload = z.object({
  nation: z.string().min(1),
  card: z.number().int().min(1).max(99).optional(),
  kind: z.enum(['disaster', 'imperium', 'standard']).optional(),
  digital: z.boolean().default(false),
});
type DrawP = z.infer<typeof drawPayload>;

function remainingKeys(s: NiState, n: NationId): string[] {
  const drawn = new Set(s.nations[n].deck.drawn.map((d) => d.key));
  const all = (packOf(s).tables['battle-cards']?.rows ?? []).filter((r) => r.key.startsWith(`${n}:`)).map((r) => r.key);
  const left = all.filter((k) => !drawn.has(k));
  return left.length ? left : all;
}

function drawnKey(s: NiState, p: DrawP, faces: readonly number[] | undefined): string | null {
  const n = p.nation as NationId;
  if (p.digital) {
    const keys = remainingKeys(s, n);
    return keys.length === 1 ? keys[0]! : (keys[(faces?.[0] ?? 1) - 1] ?? null);
  }
  return p.card ? `${n}:${p.card}` : null;
}

export const drawCard = def<DrawP>({
  type: 'cards.draw',
  label: 'Draw a Battle Card',
  schema: drawPayload,
  steps: 'all',
  validate(s, p) {
    const bad = nationsInPlay(s, p.nation);
    if (bad) return bad;
    const n = p.nation as NationId;
    if (!s.cardsDue.some((c) => c.nation === n)) return `${powerName(n)} has no Battle Card to draw: only the loser of a land battle draws [§26, §27].`;
    const size = deckSize(s, n);
    if (size === 0) return `${powerName(n)} has no Battle Card deck in the data.`;
    if (p.card !== undefined) {
      if (p.digital) return 'Either draw from the app’s deck or enter the card drawn, not both.';
      if (p.card > size) return `${powerName(n)}’s deck has ${size} cards.`;
      const reshuffle = deckRemaining(s, n) === 0 || s.rules?.['battleCardDeck'] === 'reshuffle-each-draw';
      if (!reshuffle && s.nations[n].deck.drawn.some((d) => d.key === `${n}:${p.card}`)) return `${adjective(n)} card ${p.card} has already been drawn.`;
    }
    if (p.digital) {
      for (const k of remainingKeys(s, n)) {
        need(packOf(s), 'battle-cards', k, 'title', `${adjective(n)} card ${k.split(':')[1]} title`);
        need(packOf(s), 'battle-cards', k, 'text', `${adjective(n)} card ${k.split(':')[1]} text`);
      }
    }
    return null;
  },
  dice(s, p) {
    if (!p.digital) return [];
    const left = remainingKeys(s, p.nation as NationId).length;
    return left > 1 ? [{ purpose: `Battle Card: the ${adjective(p.nation)} deck (${left} cards)`, count: 1, sides: left }] : [];
  },
  apply(s, p, ctx) {
    const n = p.nation as NationId;
    const key = drawnKey(s, p, ctx.dice[0]?.faces);
    const dataKind = key ? cellValue(packOf(s), 'battle-cards', key, 'kind') : null;
    const kind = (typeof dataKind === 'string' ? dataKind : (p.kind ?? null)) as 'disaster' | 'imperium' | 'standard' | null;
    const deck = s.nations[n].deck;
    const each = s.rules?.['battleCardDeck'] === 'reshuffle-each-draw';
    const empty = deckRemaining(s, n) === 0;
    const drawn = each ? [] : [...(empty ? [] : deck.drawn), { key, kind, turn: s.position.turn }];
    const due = s.cardsDue.findIndex((c) => c.nation === n);
    let t = updateNation(s, n, { deck: { drawn, draws: deck.draws + 1, reshuffles: deck.reshuffles + (empty && !each ? 1 : 0) } });
    t = { ...t, cardsDue: t.cardsDue.filter((_, i) => i !== due) };
    return t;
  },
  title(s, p, ctx) {
    const n = p.nation as NationId;
    const key = drawnKey(s, p, ctx.dice[0]?.faces);
    const title = key ? cellValue(packOf(s), 'battle-cards', key, 'title') : null;
    const text = key ? cellValue(packOf(s), 'battle-cards', key, 'text') : null;
    const dataKind = key ? cellValue(packOf(s), 'battle-cards', key, 'kind') : null;
    const kind = typeof dataKind === 'string' ? dataKind : p.kind;
    const empty = deckRemaining(s, n) === 0 && s.rules?.['battleCardDeck'] !== 'reshuffle-each-draw';
    const each = s.rules?.['battleCardDeck'] === 'reshuffle-each-draw';
    const left = each ? deckSize(s, n) : (empty ? deckSize(s, n) : deckRemaining(s, n)) - 1;
    const what = key ? `card ${key.split(':')[1]}${title ? ` “${title}”` : ''}` : 'a card';
    const k = kind === 'disaster' ? ' (DISASTER)' : kind === 'imperium' ? ' (IMPERIUM)' : '';
    return `${powerName(n)} draws Battle Card${empty ? ' after reshuffling its deck' : ''}: ${what}${k}${text ? ` — ${text}` : ''}; ${left} left in its deck [§26]`;
  },
});

const penaltyPayload = z.object({
  nation: z.string().min(1),
  amount: z.number().int().min(1).max(99),
  when: z.enum(['next-turn', 'next-year']),
  note: z.string().max(200).default(''),
});
export const penalty = def<z.infer<typeof penaltyPayload>>({
  type: 'cards.penalty',
  label: 'Battle Card income penalty',
  schema: penaltyPayload,
  steps: 'all',
  validate(s, p) {
    const bad = nationsInPlay(s, p.nation);
    if (bad) return bad;
    if (is1798(s)) return 'No Battle Cards are drawn in 1798.';
    return null;
  },
  apply(s, p) {
    const n = p.nation as NationId;
    const due = p.when === 'next-turn' ? nextFullTurn(s, n) : turnOf(year(s) + 1, slotOfNation(s, n));
    return { ...s, penalties: [...s.penalties, { id: s.nextId, nation: n, amount: p.amount, dueTurn: due, applied: false, appliedTurn: null, note: p.note }], nextId: s.nextId + 1 };
  },
  title(s, p) {
    const n = p.nation as NationId;
    const due = p.when === 'next-turn' ? nextFullTurn(s, n) : turnOf(year(s) + 1, slotOfNation(s, n));
    return `${powerName(n)} loses ${p.amount} income in ${turnName(s, due)} (“next playing ${p.when === 'next-turn' ? 'turn' : 'year'}”) [§27]${p.note ? `: ${p.note}` : ''}`;
  },
});
