// Optional Trading Tangibles [Optional Rules: Trading Tangibles]: the Active Nation makes 1 trade a Game Round
// with 1 other Nation, in Phase 4; each side gives at most 1 category: up to 3 Chests of Gold, 1 Port, 1
// Territory (not a Capital) or 1 Mobile Force (it stays in place; an Elite Pennant is lost). Never in the last
// round. Promises cost nothing and are not recorded. Only the initiator's trade is used up (digest A33).
import { z } from 'zod';
import { UNIT_NAMES } from '../movement';
import { activeNation, isLastRound, moveGold, nationName, updateNation, type IbState, type NationId, type TradeItem } from '../state';
import { def, inPlayCheck, nationId } from './common';
import { listedTradeRefusal, regionTaken } from './regions';

const region = z.string().trim().min(1).max(80);
const tradeItem = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('gold'), gold: z.number().int().min(1).max(15) }),
  z.object({ kind: z.literal('port'), name: region }),
  z.object({ kind: z.literal('territory'), name: region, tier: z.enum(['major', 'annexed']) }),
  z.object({ kind: z.literal('force'), force: z.enum(['half-infantry', 'full-infantry', 'cavalry', 'cannon', 'frigate', 'ship-of-the-line']), elite: z.boolean().default(false) }),
]);

// Logs written before a trade had two sides carried only `gold`, given by `from`.
const tradePayload = z.preprocess(
  (v) => (v && typeof v === 'object' && 'gold' in v && !('give' in v) ? { from: (v as { from?: unknown }).from, to: (v as { to?: unknown }).to, give: { kind: 'gold', gold: (v as { gold?: unknown }).gold } } : v),
  z.object({ from: nationId, to: nationId, give: tradeItem.nullable().default(null), get: tradeItem.nullable().default(null) }),
);
type TradeP = z.infer<typeof tradePayload>;

const SHIPS = new Set(['frigate', 'ship-of-the-line']);

/** "10 Gold", "the Port of Trieste", "Venetia (an Annexed Territory)", "1 Elite Cavalry". */
export function tradeItemText(t: TradeItem): string {
  switch (t.kind) {
    case 'gold': return `${t.gold} Gold`;
    case 'port': return `the Port of ${t.name}`;
    case 'territory': return `${t.name} (${t.tier === 'major' ? 'a Major Homeland Territory' : 'an Annexed Territory'})`;
    case 'force': return `1 ${t.elite ? 'Elite ' : ''}${UNIT_NAMES[t.force]}`;
  }
}

/** Why `giver` cannot hand `t` to `taker`, or null. */
function itemRefusal(s: IbState, giver: NationId, taker: NationId, t: TradeItem): string | null {
  const x = s.nations[giver];
  const g = nationName(giver);
  switch (t.kind) {
    case 'gold':
      if (!x.ownCapital) return `${g} does not control its own Capital, so it cannot spend Gold [Phase 1].`;
      if (!s.nations[taker].ownCapital) return `${nationName(taker)} does not control its own Capital, so it cannot collect Gold [Phase 1].`;
      return x.gold < t.gold ? `${g}’s Treasury holds only ${x.gold} Gold.` : null;
    case 'port':
      return x.ports < 1 ? `${g} holds no Port to trade.` : listedTradeRefusal(s, t.name, giver);
    case 'territory':
      return (t.tier === 'major' ? x.majors : x.annexed) < 1 ? `${g} holds no ${t.tier === 'major' ? 'Major Homeland' : 'Annexed'} Territory to trade.` : listedTradeRefusal(s, t.name, giver);
    case 'force': {
      const ship = SHIPS.has(t.force);
      if ((ship ? x.ships : (x.landUnits ?? 0)) < 1) return `${g} has no ${ship ? 'Ship' : 'Land Unit'} on the map to trade.`;
      if (t.elite && (ship ? x.eliteShips : x.eliteLand) < 1) return `${g} has no Elite ${ship ? 'Ship' : 'Land Unit'} to trade.`;
      return null;
    }
  }
}

function hand(s: IbState, giver: NationId, taker: NationId, t: TradeItem): IbState {
  switch (t.kind) {
    case 'gold':
      return moveGold(moveGold(s, giver, -t.gold, `Trade to ${nationName(taker)}`), taker, t.gold, `Trade from ${nationName(giver)}`);
    case 'port':
      return updateNation(updateNation(regionTaken(s, t.name, taker), giver, (x) => ({ ports: x.ports - 1 })), taker, (x) => ({ ports: x.ports + 1 }));
    case 'territory': {
      // A Major Homeland Territory stays a Major for its new controller: it pays 2 and scores in column 3 (A9).
      const k = t.tier === 'major' ? 'majors' : 'annexed';
      return updateNation(updateNation(regionTaken(s, t.name, taker), giver, (x) => ({ [k]: x[k] - 1 })), taker, (x) => ({ [k]: x[k] + 1 }));
    }
    case 'force': {
      // The Force changes colour where it stands; its Elite Pennant, if any, is lost.
      const ship = SHIPS.has(t.force);
      const from = updateNation(s, giver, (x) => (ship ? { ships: x.ships - 1, eliteShips: x.eliteShips - (t.elite ? 1 : 0) } : { landUnits: (x.landUnits ?? 0) - 1, eliteLand: x.eliteLand - (t.elite ? 1 : 0) }));
      return updateNation(from, taker, (x) => (ship ? { ships: x.ships + 1 } : { landUnits: (x.landUnits ?? 0) + 1 }));
    }
  }
}

export const trade = def<TradeP>({
  type: 'ib.trade',
  label: 'Trade (Trading Tangibles)',
  schema: tradePayload as z.ZodType<TradeP>,
  steps: ['p4-move'],
  validate(s, p) {
    if (s.rules?.['tradingTangibles'] !== true) return 'Trading Tangibles is an optional rule that is off in this game.';
    if (isLastRound(s)) return 'No trading in the last Game Round [Optional: Trading Tangibles].';
    const bad = inPlayCheck(s, p.from, p.to);
    if (bad) return bad;
    if (p.from === p.to) return 'A trade is between two Nations.';
    const active = activeNation(s);
    if (p.from !== active) return `Only the Active Nation${active ? ` (${nationName(active)})` : ''} makes a trade, on its own turn [Optional: Trading Tangibles].`;
    if ((s.trades ?? []).some((t) => t.round === s.round && t.from === p.from)) return `${nationName(p.from)} has made its 1 trade this Game Round [Optional: Trading Tangibles].`;
    if (!p.give && !p.get) return 'Nothing tangible changes hands: a promise needs no record. Choose what one side gives.';
    return (p.give && itemRefusal(s, p.from, p.to, p.give)) || (p.get && itemRefusal(s, p.to, p.from, p.get)) || null;
  },
  apply(s, p) {
    let next = p.give ? hand(s, p.from, p.to, p.give) : s;
    if (p.get) next = hand(next, p.to, p.from, p.get);
    return { ...next, trades: [...(s.trades ?? []), { round: s.round, from: p.from, to: p.to, give: p.give, get: p.get }] };
  },
  title: (_s, p) =>
    `Trade: ${nationName(p.from)} gives ${p.give ? tradeItemText(p.give) : 'nothing tangible'} to ${nationName(p.to)}${p.get ? ` for ${tradeItemText(p.get)}` : ''}`,
});
