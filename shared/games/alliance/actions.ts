// Alliance's typed actions: each validates against the rules and applies purely.
import { z } from 'zod';
import type { ActionDef } from '../../engine/types';
import { BATTLE_ACTIONS } from './battle-actions';
import { diplomaticResult } from './battle/diplomacy';
import {
  CARD_COUNT, EMPIRES, HAND_SIZE, LEADERS, MAX_GOLD_AS_AP, MINORS, POWERS, SUDDEN_DEATH_EMPIRES,
  KNOWN_PLACES, isEmpire, isMinor, type Allegiance, type Empire,
} from './data';
import {
  apLeft, currentActor, currentChooser, diplomacyInitiator, friendlyPowers, hasFriendlyForces, incomeOf,
  isNpe, isWinter, learnCard, nextChooser, year, pendingBattles, playedBy, seatOf, updateSeat, type AllianceState, type BattleRecord,
} from './state';

type Def<P> = ActionDef<AllianceState, P>;

const name = (id: string) => POWERS.find((p) => p.id === id)?.name ?? id;
const empireEnum = z.enum(EMPIRES);
const powerId = z.string().refine((p) => isEmpire(p) || isMinor(p), 'not a power in Alliance');
const cardNumber = z.number().int().min(1).max(CARD_COUNT);

function seatCheck(state: AllianceState, power: string): string | null {
  if (!isEmpire(power)) return `${name(power)} is not one of the seven empires.`;
  if (!playedBy(state, power)) return `${name(power)} is not played by anyone in this game.`;
  return null;
}

const powerPayload = z.object({ power: empireEnum });

const discard: Def<z.infer<typeof powerPayload>> = {
  type: 'cards.discard',
  label: 'Discard a card',
  schema: powerPayload,
  steps: ['discard', 'year-discard'],
  validate(s, p) {
    const bad = seatCheck(s, p.power);
    if (bad) return bad;
    const seat = s.seats[seatOf(s, p.power)]!;
    return seat.discarded ? `${name(p.power)} has already discarded this year.` : null;
  },
  apply(s, p) {
    const i = seatOf(s, p.power);
    return updateSeat(s, i, { discarded: true, hand: s.seats[i]!.hand - 1 });
  },
  title: (_s, p) => `${name(p.power)} discards 1 card face-down`,
};

const playPayload = z.object({
  power: empireEnum,
  card: cardNumber,
  cardEmpire: empireEnum.optional(),
  leader: z.enum(LEADERS.map((l) => l.id) as [string, ...string[]]).nullable().optional(),
});

const playCard: Def<z.infer<typeof playPayload>> = {
  type: 'cards.play',
  label: 'Play a card',
  schema: playPayload,
  steps: ['play-cards'],
  validate(s, p) {
    const bad = seatCheck(s, p.power);
    if (bad) return bad;
    const seat = s.seats[seatOf(s, p.power)]!;
    if (seat.played !== null) return `${name(p.power)} has already played card ${seat.played} this turn.`;
    if (seat.hand <= 0) return `${name(p.power)} has no cards in hand.`;
    if (s.cardsPlayedThisYear.includes(p.card) || s.seats.some((o) => o.played === p.card)) return `Card ${p.card} has already been played this year.`;
    const fact = s.cardFacts[p.card];
    if (fact?.empire && p.cardEmpire && fact.empire !== p.cardEmpire)
      return `Card ${p.card} is ${name(fact.empire)}’s (${fact.source === 'rulebook' ? `rulebook ${fact.cite}` : 'entered earlier'}), not ${name(p.cardEmpire)}’s.`;
    if (!fact?.empire && !p.cardEmpire) return `The rulebook does not say whose card ${p.card} is: choose the empire its colour shows.`;
    if (p.leader && fact?.leader && fact.leader !== p.leader) return `Card ${p.card} is the ${fact.leader} card.`;
    if (p.leader) {
      const other = Object.entries(s.cardFacts).find(([n, f]) => f.leader === p.leader && Number(n) !== p.card);
      if (other) return `The ${p.leader} leader is card ${other[0]}.`;
    }
    return null;
  },
  apply(s, p) {
    const i = seatOf(s, p.power);
    const fact = s.cardFacts[p.card];
    const empire = (fact?.empire ?? p.cardEmpire)!;
    const leader = fact?.leader ?? p.leader ?? null;
    const known = fact?.empire && (fact.leader || !p.leader);
    const t = known ? s : learnCard(s, p.card, empire, leader);
    return updateSeat(t, i, { played: p.card, cardEmpire: empire, leader, hand: s.seats[i]!.hand - 1 });
  },
  title(s, p) {
    const fact = s.cardFacts[p.card];
    const leader = fact?.leader ?? p.leader;
    const l = leader ? ` (${LEADERS.find((x) => x.id === leader)?.name} leader card)` : '';
    return `${name(p.power)} plays card ${p.card}${l}`;
  },
};

const identifyPayload = z.object({ card: cardNumber, empire: empireEnum, leader: z.string().nullable().optional(), title: z.string().max(60).optional() });
const identifyCard: Def<z.infer<typeof identifyPayload>> = {
  type: 'cards.identify',
  label: 'Record a card from the deck',
  schema: identifyPayload,
  steps: 'all',
  validate(s, p) {
    const fact = s.cardFacts[p.card];
    if (fact?.source === 'rulebook') return `Card ${p.card} is given by the rulebook (${fact.cite}) and cannot be changed.`;
    if (p.leader && !LEADERS.some((l) => l.id === p.leader)) return `${p.leader} is not one of the 8 leaders.`;
    if (p.leader && Object.entries(s.cardFacts).some(([n, f]) => f.leader === p.leader && Number(n) !== p.card)) return `Another card is already the ${p.leader} leader.`;
    return null;
  },
  apply: (s, p) => learnCard(s, p.card, p.empire, p.leader ?? null, p.title ?? null),
  title: (_s, p) => `Card ${p.card} recorded as ${name(p.empire)}’s${p.leader ? `, leader ${p.leader}` : ''}`,
};

const flipPayload = z.object({ card: cardNumber, empire: empireEnum });
const soloFlip: Def<z.infer<typeof flipPayload>> = {
  type: 'solo.flip',
  label: 'Flip the top card',
  schema: flipPayload,
  steps: ['solo-flip'],
  validate(s, p) {
    if (s.solitaire?.flipped !== null) return 'This turn’s card is already flipped.';
    if (s.cardsPlayedThisYear.includes(p.card)) return `Card ${p.card} has already been flipped.`;
    const fact = s.cardFacts[p.card];
    if (fact?.empire && fact.empire !== p.empire) return `Card ${p.card} is ${name(fact.empire)}’s.`;
    return null;
  },
  // The solo player acts as the flipped card's empire this turn [12.2].
  apply: (s, p) => ({ ...updateSeat(s, 0, { empire: p.empire }), solitaire: { ...s.solitaire!, flipped: p.card, empire: p.empire } }),
  title: (_s, p) => `Card ${p.card} flipped: ${name(p.empire)} plays this turn (3 AP)`,
};

const bidPayload = z.object({ power: empireEnum, target: powerId, gold: z.number().int().min(1).max(3) });
const diplomacyBid: Def<z.infer<typeof bidPayload>> = {
  type: 'diplomacy.bid',
  label: 'Diplomatic bid',
  schema: bidPayload,
  steps: ['diplomacy'],
  validate(s, p) {
    const bad = seatCheck(s, p.power);
    if (bad) return bad;
    if (s.diplomacy) return 'A bid has already been made (or declined) this turn.';
    const init = diplomacyInitiator(s);
    if (init === null || s.seats[init]!.empire !== p.power) return `Only the player of the highest Leader card (${init === null ? 'none' : name(s.seats[init]!.empire)}) may start a bid [6.1].`;
    if (!(isMinor(p.target) || isNpe(s, p.target))) return `${name(p.target)} is played by a person: bids target only NPEs and Minors [6.1].`;
    if (s.seats[init]!.gold < p.gold) return `${name(p.power)} has only ${s.seats[init]!.gold} Gold.`;
    return null;
  },
  apply(s, p) {
    const i = seatOf(s, p.power);
    const t = updateSeat(s, i, { gold: s.seats[i]!.gold - p.gold });
    return { ...t, diplomacy: { initiator: i, target: p.target, gold: p.gold, matchers: [], declined: false, rolls: [], winner: null, resolved: false } };
  },
  title: (_s, p) => `${name(p.power)} bids ${p.gold} Gold on ${name(p.target)}`,
};

const diplomacyDecline: Def<z.infer<typeof powerPayload>> = {
  type: 'diplomacy.decline',
  label: 'Decline to bid',
  schema: powerPayload,
  steps: ['diplomacy'],
  validate(s, p) {
    const bad = seatCheck(s, p.power);
    if (bad) return bad;
    if (s.diplomacy) return 'A bid has already been made (or declined) this turn.';
    const init = diplomacyInitiator(s);
    if (init === null || s.seats[init]!.empire !== p.power) return 'Only the player of the highest Leader card can decline the bid.';
    return null;
  },
  apply: (s, p) => ({ ...s, diplomacy: { initiator: seatOf(s, p.power), target: '', gold: 0, matchers: [], declined: true, rolls: [], winner: null, resolved: true } }),
  title: (_s, p) => `${name(p.power)} makes no diplomatic bid (no other Leader card may bid) [6.1, A-6]`,
};

const diplomacyMatch: Def<z.infer<typeof powerPayload>> = {
  type: 'diplomacy.match',
  label: 'Match the bid',
  schema: powerPayload,
  steps: ['diplomacy'],
  validate(s, p) {
    const bad = seatCheck(s, p.power);
    if (bad) return bad;
    const d = s.diplomacy;
    if (!d || d.declined) return 'There is no bid to match.';
    if (d.resolved) return 'The bid has already been rolled.';
    const i = seatOf(s, p.power);
    if (i === d.initiator) return `${name(p.power)} made the bid.`;
    if (d.matchers.includes(i)) return `${name(p.power)} has already matched.`;
    const later = matchedAfter(s, i);
    if (later !== null) return `${name(p.power)} passed: ${name(s.seats[later]!.empire)}, with a lower card, has already matched; the others match in descending card order [6.1].`;
    if (s.seats[i]!.gold < d.gold) return `${name(p.power)} has ${s.seats[i]!.gold} Gold and cannot match ${d.gold} (A-5).`;
    return null;
  },
  apply(s, p) {
    const i = seatOf(s, p.power);
    const t = updateSeat(s, i, { gold: s.seats[i]!.gold - s.diplomacy!.gold });
    return { ...t, diplomacy: { ...s.diplomacy!, matchers: [...s.diplomacy!.matchers, i] } };
  },
  title: (s, p) => `${name(p.power)} matches ${s.diplomacy?.gold} Gold`,
};

/** A bidder with a lower card than seat i who has matched already: then i's chance to match has gone by [6.1]. */
function matchedAfter(s: AllianceState, i: number): number | null {
  const pos = s.order.indexOf(i);
  return s.diplomacy!.matchers.find((m) => s.order.indexOf(m) > pos) ?? null;
}

const rollPayload = z.object({ bonus: z.record(z.string(), z.number().int().min(-10).max(20)).default({}) });

/** Initiator +1, Talleyrand +2, plus the VC bonus the table states (6.12, entered: it depends on the map). */
export function diplomacyModifiers(s: AllianceState, bonus: Record<string, number>): Array<{ seat: number; modifier: number; parts: string[] }> {
  const d = s.diplomacy!;
  return [d.initiator, ...d.matchers].map((i) => {
    const seat = s.seats[i]!;
    const parts: string[] = [];
    let m = 0;
    if (i === d.initiator) { m += 1; parts.push('+1 initiator'); }
    // A-3: by default Talleyrand's +2 helps its player's roll whether initiating or matching.
    if (seat.leader === 'talleyrand' && (s.rules?.['talleyrand'] !== 'initiating' || i === d.initiator)) { m += 2; parts.push('+2 Talleyrand'); }
    const vc = bonus[seat.empire] ?? 0;
    if (vc) { m += vc; parts.push(`${vc > 0 ? '+' : ''}${vc} Victory Cities`); }
    return { seat: i, modifier: m, parts };
  });
}

const diplomacyRoll: Def<z.infer<typeof rollPayload>> = {
  type: 'diplomacy.roll',
  label: 'Roll for the bid',
  schema: rollPayload,
  steps: ['diplomacy'],
  validate(s, p) {
    const d = s.diplomacy;
    if (!d || d.declined) return 'There is no bid to roll for.';
    if (d.resolved) return 'The bid has already been rolled.';
    for (const k of Object.keys(p.bonus)) if (!d.matchers.concat(d.initiator).some((i) => s.seats[i]!.empire === k)) return `${name(k)} is not bidding.`;
    return null;
  },
  dice: (s) => {
    const d = s.diplomacy!;
    return [d.initiator, ...d.matchers].map((i) => ({ purpose: `Diplomatic roll: ${name(s.seats[i]!.empire)}`, count: 2, sides: 6 }));
  },
  apply(s, p, ctx) {
    const mods = diplomacyModifiers(s, p.bonus);
    const rolls = mods.map((m, k) => {
      const dice = ctx.dice[k]!.faces;
      return { seat: m.seat, dice, modifier: m.modifier, total: dice[0]! + dice[1]! + m.modifier };
    });
    const out = bidOutcome(s, rolls.map((r) => r.total));
    const d = { ...s.diplomacy!, rolls, winner: out.winner, change: out.change, resolved: true };
    return { ...s, diplomacy: d, allegiance: { ...s.allegiance, [d.target]: out.allegiance } };
  },
  title(s, p, ctx) {
    const mods = diplomacyModifiers(s, p.bonus);
    const parts = mods.map((m, k) => {
      const f = ctx.dice[k]?.faces ?? [];
      return `${name(s.seats[m.seat]!.empire)} ${f.join('+')}${m.modifier ? `${m.modifier > 0 ? '+' : ''}${m.modifier}` : ''} = ${(f[0] ?? 0) + (f[1] ?? 0) + m.modifier}`;
    });
    const out = bidOutcome(s, mods.map((m, k) => (ctx.dice[k]?.faces ?? []).reduce((a, b) => a + b, 0) + m.modifier));
    return `Diplomacy for ${name(s.diplomacy!.target)}: ${parts.join('; ')} → ${describeChange(s.diplomacy!.target, out.change, out.winner === null ? null : s.seats[out.winner]!.empire)}`;
  },
};

/** The player a target's allegiance serves: its ally, or the ally of the NPE it is allied to (A-56). */
function servingPlayer(s: AllianceState, target: string): string | null {
  const a = s.allegiance[target];
  if (!a || a === 'neutral') return null;
  if (playedBy(s, a)) return a;
  const b = s.allegiance[a];
  return b && b !== 'neutral' && playedBy(s, b) ? b : null;
}

/**
 * The bid's winner (unique highest total of 7+, A-2) and what it does to the target [6.13]: a win by the
 * current ally preserves it; a win by another player turns an enemy-allied target Neutral, a Neutral one allied.
 */
export function bidOutcome(s: AllianceState, totals: number[]): { winner: number | null; change: 'none' | 'preserved' | 'toNeutral' | 'toAllied'; allegiance: Allegiance } {
  const d = s.diplomacy!;
  const seats = [d.initiator, ...d.matchers];
  const best = Math.max(...totals);
  const top = totals.filter((t) => t === best).length;
  const winner = best >= 7 && top === 1 ? seats[totals.indexOf(best)]! : null;
  const now = s.allegiance[d.target] ?? 'neutral';
  const ally = servingPlayer(s, d.target);
  const res = diplomaticResult(ally === null ? 'neutral' : { alliedTo: ally }, winner === null ? null : s.seats[winner]!.empire);
  const allegiance: Allegiance = res.change === 'toNeutral' ? 'neutral' : res.change === 'toAllied' ? s.seats[winner!]!.empire : now;
  return { winner, change: res.change, allegiance };
}

function describeChange(target: string, change: string, winner: string | null): string {
  const t = name(target);
  if (change === 'none') return 'no change';
  if (change === 'preserved') return `${name(winner!)} wins: ${t} stays its ally`;
  if (change === 'toNeutral') return `${name(winner!)} wins: ${t} becomes Neutral (its blocks turn face-up, strength north) [6.13]`;
  return `${t} allies with ${name(winner!)}`;
}

const spendKinds = ['move', 'levy', 'build', 'build-fleet', 'sea-move', 'sea-invasion'] as const;
const spendLabel: Record<(typeof spendKinds)[number], string> = {
  move: 'moves a group', levy: 'levies a step', build: 'builds a new block', 'build-fleet': 'builds a new fleet',
  'sea-move': 'Sea Moves', 'sea-invasion': 'makes a Sea Invasion',
};
const spendPayload = z.object({ power: empireEnum, kind: z.enum(spendKinds), count: z.number().int().min(1).max(7).default(1), note: z.string().max(120).optional() });

function actorCheck(s: AllianceState, power: string): string | null {
  const bad = seatCheck(s, power);
  if (bad) return bad;
  const actor = currentActor(s);
  if (actor === null) return 'Every player has finished this Action Phase.';
  if (s.seats[actor]!.empire !== power) return `It is ${name(s.seats[actor]!.empire)}’s Player Turn, not ${name(power)}’s.`;
  return null;
}

const spend: Def<z.infer<typeof spendPayload>> = {
  type: 'action.spend',
  label: 'Spend Action Points',
  schema: spendPayload,
  steps: ['player-turns'],
  validate(s, p) {
    const bad = actorCheck(s, p.power);
    if (bad) return bad;
    const seat = s.seats[seatOf(s, p.power)]!;
    if ((p.kind === 'sea-move' || p.kind === 'sea-invasion') && isWinter(s)) return 'No Sea Moves or Sea Invasions in Winter [3.5].';
    if (p.kind === 'sea-invasion') {
      if (seat.invasions > 0) return 'Only one Sea Invasion per Player Turn [8.5].';
      if (p.count > 2) return 'A Sea Invasion carries at most 2 HQ or Infantry blocks [8.5].';
    }
    const left = apLeft(seat);
    if (p.count > left) {
      const more = Math.min(MAX_GOLD_AS_AP - seat.goldAsAp, seat.gold);
      return `${name(p.power)} has ${left} AP left${more > 0 ? ` (up to ${more} more from Gold)` : ''}; this needs ${p.count}.`;
    }
    return null;
  },
  apply(s, p) {
    const i = seatOf(s, p.power);
    const seat = s.seats[i]!;
    return updateSeat(s, i, { apUsed: seat.apUsed + p.count, invasions: seat.invasions + (p.kind === 'sea-invasion' ? 1 : 0) });
  },
  title: (_s, p) => `${name(p.power)} ${spendLabel[p.kind]}${p.count > 1 ? ` (${p.count} AP)` : ''}${p.note ? `: ${p.note}` : ''}`,
};

const goldPayload = z.object({ power: empireEnum, gold: z.number().int().min(1).max(3) });
const goldToAp: Def<z.infer<typeof goldPayload>> = {
  type: 'action.gold-to-ap',
  label: 'Spend Gold as AP',
  schema: goldPayload,
  steps: ['player-turns'],
  validate(s, p) {
    const bad = actorCheck(s, p.power);
    if (bad) return bad;
    const seat = s.seats[seatOf(s, p.power)]!;
    if (seat.goldAsAp + p.gold > MAX_GOLD_AS_AP) return `At most ${MAX_GOLD_AS_AP} Gold can become AP in a Player Turn; ${seat.goldAsAp} already has [3.4].`;
    if (seat.gold < p.gold) return `${name(p.power)} has only ${seat.gold} Gold.`;
    return null;
  },
  apply(s, p) {
    const i = seatOf(s, p.power);
    const seat = s.seats[i]!;
    return updateSeat(s, i, { gold: seat.gold - p.gold, goldAsAp: seat.goldAsAp + p.gold });
  },
  title: (_s, p) => `${name(p.power)} spends ${p.gold} Gold for ${p.gold} AP`,
};

const endTurn: Def<z.infer<typeof powerPayload>> = {
  type: 'action.end-turn',
  label: 'End Player Turn',
  schema: powerPayload,
  steps: ['player-turns'],
  validate: (s, p) => actorCheck(s, p.power),
  apply(s, p) {
    const i = seatOf(s, p.power);
    const seat = s.seats[i]!;
    // Unused AP become Gold, which cannot be spent this turn [3.2]: the turn is over, so add it now.
    const saved = s.solitaire ? 0 : apLeft(seat);
    const t = updateSeat(s, i, { gold: seat.gold + saved, turnDone: true, apUsed: seat.ap + seat.goldAsAp });
    return { ...t, actionIdx: s.actionIdx + 1 };
  },
  title(s, p) {
    const seat = s.seats[seatOf(s, p.power)]!;
    const saved = s.solitaire ? 0 : apLeft(seat);
    return `${name(p.power)} ends its Player Turn${saved > 0 ? `, saving ${saved} AP as ${saved} Gold` : ''}`;
  },
};

const battleAddPayload = z.object({
  location: z.string().trim().min(1).max(60),
  kind: z.enum(['land', 'coastal', 'sea']).default('land'),
  attackers: z.array(powerId).min(1),
  defenders: z.array(powerId).min(1),
  note: z.string().max(200).default(''),
});
const battleAdd: Def<z.infer<typeof battleAddPayload>> = {
  type: 'battle.add',
  label: 'Record a battle',
  schema: battleAddPayload,
  steps: ['player-turns', 'battles', 'diplomacy'],
  validate(s, p) {
    if (p.attackers.some((a) => p.defenders.includes(a))) return 'A power cannot be on both sides of a battle (A-60).';
    if (pendingBattles(s).some((b) => b.location.toLowerCase() === p.location.toLowerCase())) return `There is already a battle in ${p.location}: add forces to it instead.`;
    return null;
  },
  apply(s, p) {
    const b: BattleRecord = { id: s.nextBattleId, location: p.location, kind: p.kind, attackers: p.attackers, defenders: p.defenders, note: p.note, status: 'pending', outcome: null };
    const t = { ...s, battles: [...s.battles, b], nextBattleId: s.nextBattleId + 1 };
    // Recorded during the Battle Phase, it goes to the player whose turn to choose it is, or the next with forces in it [7.1].
    return s.position.stepId === 'battles' && !s.battles.some((x) => x.status === 'fighting') ? nextChooser(t, s.chooserIdx, true) : t;
  },
  title: (_s, p) => `Battle in ${p.location}: ${p.attackers.map(name).join(' + ')} attack${p.attackers.length === 1 ? 's' : ''} ${p.defenders.map(name).join(' + ')}`,
};

function advanceChooser(s: AllianceState): AllianceState {
  return nextChooser(s, s.chooserIdx, false);
}

const choosePayload = z.object({ power: empireEnum, battle: z.number().int().min(1) });
const battleChoose: Def<z.infer<typeof choosePayload>> = {
  type: 'battle.choose',
  label: 'Choose a battle',
  schema: choosePayload,
  steps: ['battles'],
  validate(s, p) {
    const bad = seatCheck(s, p.power);
    if (bad) return bad;
    if (s.battles.some((b) => b.status === 'fighting')) return 'Finish the battle being fought first.';
    const chooser = currentChooser(s);
    if (chooser === null || s.seats[chooser]!.empire !== p.power) return `It is ${chooser === null ? 'nobody' : name(s.seats[chooser]!.empire)}’s choice of battle.`;
    const b = s.battles.find((x) => x.id === p.battle);
    if (!b || b.status !== 'pending') return `Battle ${p.battle} is not waiting to be fought.`;
    if (!hasFriendlyForces(s, chooser, b)) return `${name(p.power)} has no friendly forces in ${b.location}: choose another battle or forfeit the choice [7.1].`;
    return null;
  },
  apply: (s, p) => ({ ...s, battles: s.battles.map((b) => (b.id === p.battle ? { ...b, status: 'fighting' as const } : b)) }),
  title: (s, p) => `${name(p.power)} chooses the battle in ${s.battles.find((b) => b.id === p.battle)?.location}`,
};

const resultPayload = z.object({ battle: z.number().int().min(1), outcome: z.enum(['attacker-holds', 'defender-holds']), note: z.string().max(200).default('') });
const battleResult: Def<z.infer<typeof resultPayload>> = {
  type: 'battle.result',
  label: 'Record a battle’s result',
  schema: resultPayload,
  steps: ['battles', 'diplomacy', 'player-turns'],
  validate(s, p) {
    const b = s.battles.find((x) => x.id === p.battle);
    if (!b || b.status === 'resolved') return `Battle ${p.battle} is not open.`;
    if (s.position.stepId === 'battles' && b.status !== 'fighting') return `Choose the battle in ${b.location} first: it is ${currentChooser(s) === null ? 'nobody' : name(s.seats[currentChooser(s)!]!.empire)}’s choice.`;
    return null;
  },
  apply(s, p) {
    const t = { ...s, battles: s.battles.map((b) => (b.id === p.battle ? { ...b, status: 'resolved' as const, outcome: p.outcome } : b)) };
    return s.position.stepId === 'battles' ? advanceChooser(t) : t;
  },
  title(s, p) {
    const b = s.battles.find((x) => x.id === p.battle)!;
    const side = p.outcome === 'attacker-holds' ? b.attackers : b.defenders;
    return `Battle in ${b.location}: ${side.map(name).join(' + ')} hold${side.length === 1 ? 's' : ''} it${p.note ? ` (${p.note})` : ''}`;
  },
};

const battleForfeit: Def<z.infer<typeof powerPayload>> = {
  type: 'battle.forfeit',
  label: 'Forfeit the choice',
  schema: powerPayload,
  steps: ['battles'],
  validate(s, p) {
    const bad = seatCheck(s, p.power);
    if (bad) return bad;
    const chooser = currentChooser(s);
    if (chooser === null || s.seats[chooser]!.empire !== p.power) return `It is not ${name(p.power)}’s choice.`;
    if (s.battles.some((b) => b.status === 'fighting')) return 'A battle is being fought.';
    if (pendingBattles(s).length === 0) return 'No battles remain.';
    return null;
  },
  apply: (s) => advanceChooser(s),
  title: (_s, p) => `${name(p.power)} forfeits this choice of battle`,
};

const defeatPayload = z.object({ power: powerId, conqueror: empireEnum, surrender: z.boolean().default(false) });
const declareDefeat: Def<z.infer<typeof defeatPayload>> = {
  type: 'defeat.declare',
  label: 'Declare a defeat',
  schema: defeatPayload,
  steps: ['end-checks', 'end-checks-late'],
  validate(s, p) {
    if (p.power === p.conqueror) return 'A power cannot conquer itself.';
    if (s.defeatsThisTurn.some((d) => d.power === p.power)) return `${name(p.power)}’s defeat is already recorded this turn.`;
    if (p.surrender && !playedBy(s, p.power)) return 'Only players may surrender [6.21].';
    if (isEmpire(p.power) && playedBy(s, p.power) && s.seats[seatOf(s, p.power)]!.defeated && !p.surrender) return `${name(p.power)} is already defeated.`;
    return null;
  },
  apply(s, p) {
    let t: AllianceState = { ...s, defeatsThisTurn: [...s.defeatsThisTurn, { power: p.power, conqueror: p.conqueror, surrender: p.surrender }] };
    if (isMinor(p.power)) {
      // A defeated Minor becomes the conqueror's ally [9.1].
      return { ...t, allegiance: { ...t.allegiance, [p.power]: p.conqueror } };
    }
    const loser = seatOf(t, p.power);
    if (loser >= 0) {
      // Reparations: the victor takes half the treasury, rounded down [9.21].
      const rep = Math.floor(t.seats[loser]!.gold / 2);
      t = updateSeat(t, loser, { gold: t.seats[loser]!.gold - rep, defeated: true });
      const win = seatOf(t, p.conqueror);
      if (win >= 0) t = updateSeat(t, win, { gold: t.seats[win]!.gold + rep });
      // The defeated player stays the conqueror's ally until at least the following Winter [9.21, A-46].
      if (isEmpire(p.power) && win >= 0) {
        const until = forcedUntil(s);
        t = { ...t, forcedAlliances: [...t.forcedAlliances.filter((f) => f.power !== p.power), { power: p.power, conqueror: p.conqueror, since: s.position.turn, until }] };
      }
    } else {
      // A defeated NPE allies with the conqueror; its allied Minors turn Neutral [9.2].
      const allegiance = { ...t.allegiance, [p.power]: p.conqueror };
      for (const m of MINORS) if (allegiance[m] === p.power) allegiance[m] = 'neutral';
      t = { ...t, allegiance };
    }
    if ((SUDDEN_DEATH_EMPIRES as string[]).includes(p.power)) t = { ...t, suddenDeath: { empire: p.power as Empire, reason: `${name(p.power)} is defeated` } };
    return t;
  },
  title(s, p) {
    const loser = seatOf(s, p.power);
    const rep = loser >= 0 ? Math.floor(s.seats[loser]!.gold / 2) : 0;
    const how = p.surrender ? 'surrenders to' : 'is defeated by';
    const extra = loser >= 0 && seatOf(s, p.conqueror) >= 0 ? `; pays ${rep} Gold reparations` : '';
    const sd = (SUDDEN_DEATH_EMPIRES as string[]).includes(p.power) ? '; sudden death at the end of this Game Turn' : '';
    const ally = loser >= 0 && seatOf(s, p.conqueror) >= 0 ? `; ${name(p.power)} is ${name(p.conqueror)}’s ally until at least the Winter of ${forcedUntil(s)} [9.21]` : '';
    // Remaining blocks of a defeated empire go to minimum strength and stay in place [9.2]; a Minor's do not.
    const blocks = isMinor(p.power) ? '' : `; its remaining blocks go to minimum strength (armies 1, fleets 0) and stay in place [9.2]`;
    return `${name(p.power)} ${how} ${name(p.conqueror)}${extra}${ally}${blocks}${sd}`;
  },
};

/** "Until at least the following winter" [9.21]: this Year's Winter, or next Year's when the defeat comes in Winter. */
function forcedUntil(s: AllianceState): number {
  return year(s) + (isWinter(s) ? 1 : 0);
}

const napoleonKilled: Def<Record<string, never>> = {
  type: 'defeat.napoleon-killed',
  label: 'Napoléon is killed',
  schema: z.object({}).strict() as any,
  steps: 'all',
  validate: (s) => (s.suddenDeath ? 'Sudden death is already due at the end of this Game Turn.' : s.solitaire ? 'Not in Solitaire.' : null),
  apply: (s) => ({ ...s, suddenDeath: { empire: 'france', reason: 'Napoléon is killed' } }),
  title: () => 'Napoléon is killed: a French defeat, sudden death at the end of this Game Turn [7.71, 10.3]',
};

const allegiancePayload = z.object({ power: powerId, to: z.union([z.literal('neutral'), empireEnum]), reason: z.string().max(120).default('') });
const setAllegiance: Def<z.infer<typeof allegiancePayload>> = {
  type: 'status.set',
  label: 'Change an NPE’s or Minor’s status',
  schema: allegiancePayload,
  steps: 'all',
  validate(s, p) {
    if (!(isMinor(p.power) || isNpe(s, p.power))) return `${name(p.power)} is played by a person: player alliances are agreed at the table.`;
    if (p.to === p.power) return 'A power cannot ally with itself.';
    if (s.allegiance[p.power] === p.to) return `${name(p.power)} is already ${p.to === 'neutral' ? 'Neutral' : `allied to ${name(p.to)}`}.`;
    return null;
  },
  apply: (s, p) => ({ ...s, allegiance: { ...s.allegiance, [p.power]: p.to } }),
  title: (_s, p) => `${name(p.power)} becomes ${p.to === 'neutral' ? 'Neutral' : `allied to ${name(p.to)}`}${p.reason ? ` (${p.reason})` : ''}`,
};

const homelandPayload = z.object({ power: empireEnum, value: z.number().int().min(0).max(40) });
const setHomeland: Def<z.infer<typeof homelandPayload>> = {
  type: 'income.homeland',
  label: 'Set homeland Victory Cities',
  schema: homelandPayload,
  steps: 'all',
  // A non-player empire's homeland value counts (halved) for its ally [3.4], so it may be entered too.
  validate: (s, p) => (isNpe(s, p.power) ? null : seatCheck(s, p.power)),
  apply(s, p) {
    if (isNpe(s, p.power)) return { ...s, npeHomeland: { ...s.npeHomeland, [p.power]: { value: p.value, source: 'group' } } };
    return updateSeat(s, seatOf(s, p.power), { homelandVP: p.value, homelandSource: 'group' });
  },
  title: (_s, p) => `${name(p.power)}: friendly homeland Victory Cities worth ${p.value}`,
};

/** Whose city an entered holding is: named in the payload, known from the rulebook, or named in the place's name. */
function ownerOf(p: { name: string; of?: string | undefined }): string | undefined {
  if (p.of) return p.of;
  const known = KNOWN_PLACES.find((k) => k.name.toLowerCase() === p.name.toLowerCase());
  if (known?.of) return known.of;
  const n = p.name.toLowerCase();
  return POWERS.find((x) => n.includes(x.name.toLowerCase()))?.id;
}

const incomeAddPayload = z.object({
  power: empireEnum, name: z.string().trim().min(1).max(60), kind: z.enum(['enemy-vc', 'npe-vc', 'minor-vc', 'sea']),
  value: z.number().int().min(0).max(20), of: powerId.optional(),
});
const addIncome: Def<z.infer<typeof incomeAddPayload>> = {
  type: 'income.add',
  label: 'Add a city or sea',
  schema: incomeAddPayload,
  steps: 'all',
  validate(s, p) {
    const bad = seatCheck(s, p.power);
    if (bad) return bad;
    const holder = s.seats.find((x) => x.income.some((i) => i.name.toLowerCase() === p.name.toLowerCase()));
    if (holder) return `${p.name} is already counted for ${name(holder.empire)}: remove it there first (a city counts for one player: 7.8).`;
    const of = ownerOf(p);
    if (p.kind === 'npe-vc') {
      if (of && isNpe(s, of) && s.allegiance[of] === p.power) return `${name(of)}’s Victory Cities already count for ${name(p.power)} while it is an ally, without occupation [3.4]: set ${name(of)}’s homeland value instead.`;
      return `An NPE’s Victory Cities count for its ally from its homeland value [3.4]; a city ${name(p.power)} occupies is an occupied enemy city.`;
    }
    if (p.kind === 'enemy-vc' && of && s.allegiance[of] === p.power) {
      return isNpe(s, of)
        ? `${p.name} is a city of ${name(of)}, ${name(p.power)}’s ally: it already counts, without occupation [3.4].`
        : `${p.name} is a city of ${name(of)}, ${name(p.power)}’s ally: record it as an allied Minor Victory City.`;
    }
    if (p.kind === 'minor-vc' && !(of && isMinor(of))) return `Say whose city ${p.name} is (for example “${p.name} (Bavaria)”), so it stops counting if that Minor changes sides [6.13].`;
    return null;
  },
  apply(s, p) {
    const i = seatOf(s, p.power);
    const of = p.kind === 'sea' ? undefined : ownerOf(p);
    const item = { id: s.nextIncomeId, name: p.name, kind: p.kind, value: p.value, ...(of ? { of } : {}) };
    const t = updateSeat(s, i, { income: [...s.seats[i]!.income, item] });
    return { ...t, nextIncomeId: s.nextIncomeId + 1 };
  },
  title: (_s, p) => `${name(p.power)} holds ${p.name} (${p.value})`,
};

const incomeRemovePayload = z.object({ power: empireEnum, id: z.number().int() });
const removeIncome: Def<z.infer<typeof incomeRemovePayload>> = {
  type: 'income.remove',
  label: 'Remove a city or sea',
  schema: incomeRemovePayload,
  steps: 'all',
  validate(s, p) {
    const bad = seatCheck(s, p.power);
    if (bad) return bad;
    return s.seats[seatOf(s, p.power)]!.income.some((i) => i.id === p.id) ? null : `${name(p.power)} holds no such item.`;
  },
  apply(s, p) {
    const i = seatOf(s, p.power);
    return updateSeat(s, i, { income: s.seats[i]!.income.filter((x) => x.id !== p.id) });
  },
  title: (s, p) => `${name(p.power)} no longer holds ${s.seats[seatOf(s, p.power)]?.income.find((x) => x.id === p.id)?.name ?? 'it'}`,
};

const collect: Def<Record<string, never>> = {
  type: 'winter.collect',
  label: 'Collect City and Sea Gold',
  schema: z.object({}).strict() as any,
  steps: ['winter-income'],
  validate(s) {
    if (s.incomeCollected) return 'Gold has already been collected this Winter.';
    const missing = [...new Set(s.seats.flatMap((x) => incomeOf(s, x).missing))];
    if (missing.length) return `Enter the homeland Victory Cities of ${missing.map(name).join(', ')} first (the map has their values).`;
    return null;
  },
  apply(s) {
    let t = s;
    s.seats.forEach((seat, i) => { t = updateSeat(t, i, { gold: seat.gold + incomeOf(s, seat).total }); });
    return { ...t, incomeCollected: true };
  },
  title: (s) => `Winter: ${s.seats.map((x) => `${name(x.empire)} collects ${incomeOf(s, x).total} Gold`).join(', ')}`,
};

const transferPayload = z.object({ from: empireEnum, to: empireEnum, amount: z.number().int().min(1), reason: z.string().max(120).default('') });
const transfer: Def<z.infer<typeof transferPayload>> = {
  type: 'gold.transfer',
  label: 'Trade Gold',
  schema: transferPayload,
  steps: 'all',
  validate(s, p) {
    const bad = seatCheck(s, p.from) ?? seatCheck(s, p.to);
    if (bad) return bad;
    if (p.from === p.to) return 'Choose two different players.';
    if (s.solitaire) return 'There is no Gold in Solitaire [12.2].';
    const g = s.seats[seatOf(s, p.from)]!.gold;
    return g < p.amount ? `${name(p.from)} has only ${g} Gold.` : null;
  },
  apply(s, p) {
    const a = seatOf(s, p.from);
    const b = seatOf(s, p.to);
    const t = updateSeat(s, a, { gold: s.seats[a]!.gold - p.amount });
    return updateSeat(t, b, { gold: t.seats[b]!.gold + p.amount });
  },
  title: (_s, p) => `${name(p.from)} gives ${p.amount} Gold to ${name(p.to)}${p.reason ? ` (${p.reason})` : ''}`,
};

const soloScorePayload = z.object({ delta: z.number().int().min(-60).max(60), reason: z.string().max(120).default('') });
const soloScore: Def<z.infer<typeof soloScorePayload>> = {
  type: 'solo.score',
  label: 'Solitaire score',
  schema: soloScorePayload,
  steps: 'all',
  validate: (s, p) => (!s.solitaire ? 'Only in Solitaire.' : p.delta === 0 ? 'A change of 0 changes nothing.' : null),
  apply: (s, p) => ({ ...s, solitaire: { ...s.solitaire!, score: s.solitaire!.score + p.delta } }),
  title: (s, p) => `Solitaire score ${p.delta > 0 ? '+' : ''}${p.delta} (${s.solitaire?.score} → ${(s.solitaire?.score ?? 0) + p.delta})${p.reason ? `: ${p.reason}` : ''}`,
};

export const ALLIANCE_ACTIONS: Record<string, ActionDef<AllianceState, any>> = {
  ...BATTLE_ACTIONS,
  ...Object.fromEntries(
  [
    discard, playCard, identifyCard, soloFlip, diplomacyBid, diplomacyDecline, diplomacyMatch, diplomacyRoll,
    spend, goldToAp, endTurn, battleAdd, battleChoose, battleResult, battleForfeit, declareDefeat, napoleonKilled,
    setAllegiance, setHomeland, addIncome, removeIncome, collect, transfer, soloScore,
  ].map((d) => [d.type, d as ActionDef<AllianceState, any>]),
  ),
};

export { friendlyPowers, HAND_SIZE };
