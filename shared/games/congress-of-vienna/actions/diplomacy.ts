// Diplomacy Phase actions: the wager (every Power's card revealed at once, one action), the wager winner's
// Issue, the Issue selection, six rounds of negotiation with the debate window (the exact movement of
// diplomacy.ts), passing, and the Diplomacy winner with its VP and the Armistice check [11.0-11.9, 12.4.1.2].
import { z } from 'zod';
import { cellOf } from '../../../data/tables';
import { cellValue } from '../../../data/access';
import { checkFrenchPreempt, debateOrder, diplomacyWinner, mayPass, negotiate, orderAfter, resolveWager, selectable, TABLE, type IssuePosition, type NegotiationResult, type WagerResult } from '../diplomacy';
import { actingNow, addVp, cycleOf, issueDef, issueName, ISSUES, packOf, POWER_NAME, POWERS, refusal, ROUNDS, type CovState, type IssueAt, type Power } from '../state';
import { cardSchema, define, nationSchema, powerSchema } from './common';

const where = (a: IssueAt | undefined): string =>
  !a ? 'nowhere' : a.at === 'display' ? 'on the Display' : a.at === 'removed' ? 'out of the game' : a.at === 'table' ? 'in the centre of the Negotiation Table' : `on ${POWER_NAME[a.power]}’s track, space ${a.d >= 7 ? 'Seat' : a.d}`;

export function selectableNow(s: CovState, id: string): { ok: boolean; reason: string } {
  if (!issueDef(id)) return { ok: false, reason: `there is no Issue "${id}"` };
  const a = s.issues[id];
  if (a?.at !== 'display') return { ok: false, reason: `it is ${where(a)}` };
  const ctx = { armisticeInEffect: s.armistice === 'in-effect', war1812StatusAtTurnStart: s.war1812.statusAtTurnStart, war1812Ended: s.war1812.ended !== null };
  if (id !== 'treaty-of-ghent') return selectable(id, ctx);
  // One two-sided marker: Ghent with the British +2, Canada Annexed with the US +2 [12.4.1.3].
  const ghent = selectable('treaty-of-ghent', ctx);
  const canada = selectable('canada-annexed', ctx);
  return ghent.ok ? ghent : canada.ok ? canada : { ok: false, reason: 'only when the War of 1812 Status started the turn on either +2 box [12.4.1.3]' };
}
export const availableIssues = (s: CovState) => ISSUES.filter((i) => selectableNow(s, i.id).ok).map((i) => i.id);

// --- The deal [11.1, 11.1.1] ------------------------------------------------------------------------------------
/** The cards dealt to `p`, by the rule setting dealSize (digest 10): the Card Hand Size Track (default; Kutuzov on
 *  top for Russia), or ten plus the extras 11.1.1 lists (card icons of controlled spaces as the map table has them,
 *  Austria +1 while neutral, Kutuzov, Berthier with the Grande Armée in Paris) [11.1, 11.1.1]. */
export function dealOf(s: CovState, p: Power): { total: number; lines: Array<{ label: string; value: number }> } {
  const kutuzov = p === 'RU' && !s.dead.includes('Kutuzov') ? [{ label: 'Kutuzov (#31) [8.4]', value: 1 }] : [];
  if (s.rules?.['dealSize'] !== 'ten-plus-extras') {
    const lines = [{ label: 'Card Hand Size Track [11.1]', value: s.handSize[p] }, ...kutuzov];
    return { total: lines.reduce((a, l) => a + l.value, 0), lines };
  }
  const pack = packOf(s);
  const icons = (pack.tables['map-spaces']?.rows ?? []).filter((r) => {
    const icon = cellValue(pack, 'map-spaces', r.key, 'cardIcon');
    const side = s.forces.control[r.key];
    return typeof icon === 'string' && icon.toUpperCase() === p && side === (p === 'FR' ? 'FR' : 'allied');
  }).map((r) => r.key);
  const lines = [
    { label: 'Ten cards [11.1]', value: 10 },
    ...icons.map((k) => ({ label: `Card icon: ${k} [11.1.1]`, value: 1 })),
    ...(p === 'AU' && !s.austriaAtWar ? [{ label: 'Austria not yet at war [11.1.1, 12.4.2]', value: 1 }] : []),
    ...kutuzov,
    ...(p === 'FR' && s.forces.armies['grande-armee']?.space === 'Paris' ? [{ label: 'Berthier (#3): the Grande Armée in Paris [13.6.5]', value: 1 }] : []),
  ];
  return { total: lines.reduce((a, l) => a + l.value, 0), lines };
}

// --- The wager [11.2, 11.1.2] ---------------------------------------------------------------------------------
/** `berthier`: the card wagered is Berthier (#3), as the group says: then not saved for the War Phase [13.3]. */
const bid = z.strictObject({ value: z.number().int().min(1).max(7), nation: nationSchema, berthier: z.boolean().optional() });
const wagerPayload = z.strictObject({
  bids: z.strictObject({ FR: bid, RU: bid, BR: bid, AU: bid }),
  britishChoice: powerSchema.optional(),
  russianSubstitute: bid.optional(),
});
type WagerPayload = z.infer<typeof wagerPayload>;
const wagerOf = (p: WagerPayload): WagerResult => resolveWager(p.bids, { britishChoice: p.britishChoice, russianSubstitute: p.russianSubstitute });

const wager = define<WagerPayload>({
  type: 'cov.wager',
  label: 'Reveal the wager',
  schema: wagerPayload,
  steps: ['wager'],
  validate(s, p) {
    if (s.wager) return `The wager is revealed: ${POWER_NAME[s.wager.winner]} won it.`;
    let r: WagerResult | null = null;
    const bad = refusal(() => (r = wagerOf(p)));
    if (bad) return bad;
    const res = r as unknown as WagerResult;
    if (!res.winner) return `A tie between ${res.tied.map((x) => POWER_NAME[x]).join(' and ')}: Britain chooses the winner (Arsenal of the Coalition) [11.1.2].`;
    return berthierPlayCheck(POWERS.filter((x) => p.bids[x].berthier).map((x) => p.bids[x]));
  },
  apply(s, p) {
    const r = wagerOf(p);
    const winner = r.winner!;
    const b = POWERS.find((x) => p.bids[x].berthier);
    const bids = Object.fromEntries(POWERS.map((x) => [x, { value: p.bids[x].value, nation: p.bids[x].nation }])) as WagerPayload['bids'];
    return { ...s, wager: { bids, values: r.values, winner, distance: r.distance!, reason: r.reason }, roundOrder: orderAfter(s.cycle, winner), goldPawn: winner, ...(b ? { berthierInDiplomacy: `wagered by ${POWER_NAME[b]}` } : {}) };
  },
  title(_s, p) {
    const r = wagerOf(p);
    const b = POWERS.find((x) => p.bids[x].berthier);
    return `Wager revealed: ${POWERS.map((x) => `${x} ${r.values[x]}`).join(', ')} — ${POWER_NAME[r.winner!]} wins (${r.reason}), distance ${r.distance}${b ? `; ${POWER_NAME[b]} wagered Berthier (#3): not saved for the War Phase [13.3]` : ''}`;
  },
});

/** Where the wager winner's Issue goes: distance 0 (highest and lowest wager equal) is the Table or space 1 by the
 *  rule setting wagerTie (digest 10) [11.2]. */
export function wagerPlace(s: CovState): IssuePosition {
  const { distance: d, winner } = s.wager!;
  if (d <= 0) return s.rules?.['wagerTie'] === 'space-1' ? { at: 'track', power: winner, d: 1 } : TABLE;
  return { at: 'track', power: winner, d: Math.min(7, d) };
}

/** Why these cards cannot be Berthier as the group says: he is one French Military card, not a Leader [13.3, 5.2]. */
function berthierPlayCheck(cards: Array<{ nation: string; leader?: boolean }>): string | null {
  if (cards.length > 1) return 'Berthier (#3) is one card: he is played once.';
  const c = cards[0];
  if (!c) return null;
  if (c.nation !== 'FR') return 'Berthier (#3) is a French card: give its nationality as France.';
  return c.leader ? 'Berthier (#3) is a Military card, not a Leader.' : null;
}
const wagerIssue = define<{ issue: string }>({
  type: 'cov.wager.issue',
  label: 'Place the wager Issue',
  schema: z.strictObject({ issue: z.string().min(1).max(60) }),
  steps: ['wager-issue'],
  validate(s, p) {
    if (!s.wager) return 'Reveal the wager first.';
    if (s.wagerIssue) return `${POWER_NAME[s.wager.winner]} has placed its wager Issue (${issueName(s.wagerIssue)}).`;
    const ok = selectableNow(s, p.issue);
    return ok.ok ? null : `${issueName(p.issue)} cannot be selected: ${ok.reason}.`;
  },
  apply(s, p) {
    const at = wagerPlace(s);
    return { ...s, wagerIssue: p.issue, issues: { ...s.issues, [p.issue]: at }, locked: at.at === 'track' && at.d >= 7 ? [...s.locked, p.issue] : s.locked };
  },
  title: (s, p) => {
    const at = wagerPlace(s);
    return `${POWER_NAME[s.wager!.winner]} places ${issueName(p.issue)} ${at.at === 'table' ? 'on the Negotiation Table' : `at distance ${at.d} on its track`}`;
  },
});

const select = define<{ power: Power; issues: string[] }>({
  type: 'cov.select',
  label: 'Select two Issues',
  schema: z.strictObject({ power: powerSchema, issues: z.array(z.string().min(1).max(60)).min(1).max(2) }),
  steps: ['select-issues'],
  validate(s, p) {
    const next = actingNow(s)[0];
    if (!next) return 'Every Power has selected its Issues.';
    if (p.power !== next) return `${POWER_NAME[next]} selects now (clockwise from the left of the wager winner) [11.2].`;
    const avail = availableIssues(s);
    if (new Set(p.issues).size !== p.issues.length) return 'Two different Issues.';
    if (p.issues.length < 2 && avail.length >= 2) return 'Each Power selects two Issues [11.2].';
    for (const id of p.issues) {
      const ok = selectableNow(s, id);
      if (!ok.ok) return `${issueName(id)} cannot be selected: ${ok.reason}.`;
    }
    return null;
  },
  apply: (s, p) => ({ ...s, selected: { ...s.selected, [p.power]: p.issues }, issues: { ...s.issues, ...Object.fromEntries(p.issues.map((i) => [i, TABLE])) } }),
  title: (_s, p) => `${POWER_NAME[p.power]} puts ${p.issues.map(issueName).join(' and ')} on the Negotiation Table`,
});

// --- The rounds [11.3-11.8] ------------------------------------------------------------------------------------
const debateSchema = z.strictObject({ debater: powerSchema, card: cardSchema, preempt: z.boolean().optional(), stopAtTable: z.boolean().optional() });
const negotiatePayload = z.strictObject({ power: powerSchema, issue: z.string().min(1).max(60), card: cardSchema, debate: debateSchema.optional(), stopAtTable: z.boolean().optional() });
type NegotiatePayload = z.infer<typeof negotiatePayload>;

const isMetternich = (p: Power, leader?: boolean) => p === 'AU' && !!leader;
export function negotiation(s: CovState, p: NegotiatePayload): NegotiationResult {
  const at = s.issues[p.issue] as IssuePosition;
  const armisticeStop = s.rules?.['armisticeStop'] === 'any' ? 'any' : 'on-path';
  return negotiate({
    position: at,
    locked: s.locked.includes(p.issue),
    negotiator: p.power,
    card: { ...p.card, metternich: isMetternich(p.power, p.card.leader) },
    debate: p.debate ? { debater: p.debate.debater, card: { ...p.debate.card, metternich: isMetternich(p.debate.debater, p.debate.card.leader) }, stopAtTable: p.debate.stopAtTable } : undefined,
    stopAtTable: p.stopAtTable,
    armistice: p.issue === 'armistice',
    armisticeStop,
  });
}

function nextTurn(s: CovState): CovState {
  const i = s.turnIndex + 1;
  return i >= 4 ? { ...s, round: s.round + 1, turnIndex: 0 } : { ...s, turnIndex: i };
}

const MEDDLING = ['financial-aid-1', 'financial-aid-2', 'liberalism-absolutism', 'generalissimo'];
const negotiateAction = define<NegotiatePayload>({
  type: 'cov.negotiate',
  label: 'Negotiate',
  schema: negotiatePayload,
  steps: ['rounds'],
  validate(s, p) {
    if (s.round > ROUNDS) return 'The six Diplomacy rounds are over.';
    const actor = s.roundOrder[s.turnIndex]!;
    if (p.power !== actor) return `Round ${s.round}: ${POWER_NAME[actor]} acts now [11.3].`;
    const at = s.issues[p.issue];
    if (!issueDef(p.issue)) return `There is no Issue "${p.issue}".`;
    if (!at || at.at === 'display' || at.at === 'removed') return `${issueName(p.issue)} is ${where(at)}: only Issues on the Negotiation Table or a National Track are negotiated [11.4].`;
    if (p.card.leader && s.leadersUsed.includes(p.power)) return `${POWER_NAME[p.power]} has used its Leader this turn [11.5].`;
    if (p.debate) {
      if (p.debate.debater === p.power) return `${POWER_NAME[p.power]} negotiated this Issue: the debate is offered to the other Powers, clockwise from it [11.6].`;
      if (p.debate.card.leader && s.leadersUsed.includes(p.debate.debater)) return `${POWER_NAME[p.debate.debater]} has used its Leader this turn [11.5].`;
      if (p.debate.card.leader && !p.card.leader && s.rules?.['leaderDebate'] === 'leaders-only-vs-leaders') return `A Leader debates only a Leader’s negotiation (rule setting “May a Leader debate an ordinary negotiation?”) [11.5].`;
      if (p.debate.preempt) {
        if (p.debate.debater !== 'FR') return 'Only France pre-empts a debate [11.1.2].';
        const bad = refusal(() => checkFrenchPreempt(s.frenchPreempts, { value: p.debate!.card.value, nation: p.debate!.card.nation }));
        if (bad) return bad;
      }
    }
    const b = berthierPlayCheck([p.card, ...(p.debate ? [p.debate.card] : [])].filter((c) => c.berthier));
    if (b) return b;
    if ((p.card.berthier || p.debate?.card.berthier) && s.berthierInDiplomacy) return `Berthier (#3) was already played in this Diplomacy Phase (${s.berthierInDiplomacy}).`;
    return refusal(() => negotiation(s, p));
  },
  apply(s, p) {
    const r = negotiation(s, p);
    const leaders = [...s.leadersUsed];
    if (p.card.leader) leaders.push(p.power);
    if (p.debate?.card.leader) leaders.push(p.debate.debater);
    const debated = s.debatedSince.filter((x) => x !== p.power);
    if (p.debate) debated.push(p.debate.debater);
    const text = describe(s, p, r);
    return nextTurn({
      ...s,
      issues: { ...s.issues, [p.issue]: r.position },
      locked: r.locked ? [...s.locked, p.issue] : s.locked,
      leadersUsed: leaders,
      debatedSince: debated,
      frenchPreempts: s.frenchPreempts + (p.debate?.preempt ? 1 : 0),
      meddlingTsar: s.meddlingTsar || (p.power === 'RU' && !!p.card.leader && MEDDLING.includes(p.issue)) || (p.debate?.debater === 'RU' && !!p.debate.card.leader && MEDDLING.includes(p.issue)),
      napoleonInDiplomacy: s.napoleonInDiplomacy || (p.power === 'FR' && !!p.card.leader) || (p.debate?.debater === 'FR' && !!p.debate.card.leader),
      ...(p.card.berthier ? { berthierInDiplomacy: `by ${POWER_NAME[p.power]} negotiating ${issueName(p.issue)}, round ${s.round}` } : {}),
      ...(p.debate?.card.berthier ? { berthierInDiplomacy: `by ${POWER_NAME[p.debate.debater]} debating ${issueName(p.issue)}, round ${s.round}` } : {}),
      negotiations: [...s.negotiations, { round: s.round, power: p.power, kind: 'negotiate', issue: p.issue, ...(p.debate ? { debater: p.debate.debater } : {}), text }],
    });
  },
  title: (s, p) => `Round ${s.round}: ${describe(s, p, negotiation(s, p))}`,
});

function describe(s: CovState, p: NegotiatePayload, r: NegotiationResult): string {
  const pos = (a: IssuePosition) => (a.at === 'table' ? 'the Negotiation Table' : `${POWER_NAME[a.power]} ${a.d >= 7 ? 'Seat' : a.d}`);
  const berthier = ' (Berthier #3: not saved for the War Phase [13.3])';
  let t = `${POWER_NAME[p.power]} negotiates ${issueName(p.issue)} with a ${r.negotiated.value.value}${p.card.leader ? ' (Leader)' : ''}${p.card.berthier ? berthier : ''} → ${pos(r.negotiated.position)}`;
  // The debate is offered clockwise from the negotiator; the first to declare ends it, so those before declined [11.6].
  const asked = debateOrder(cycleOf(undefined, s.rules), p.power);
  if (p.debate && r.debated) {
    const before = p.debate.preempt ? [] : asked.slice(0, Math.max(0, asked.indexOf(p.debate.debater)));
    t += `; ${before.length ? `${before.map((x) => POWER_NAME[x]).join(' and ')} decline${before.length === 1 ? 's' : ''}, ` : ''}${POWER_NAME[p.debate.debater]} ${p.debate.preempt ? 'pre-empts and ' : ''}debates with a ${r.debated.value.value}${p.debate.card.berthier ? berthier : ''} → ${pos(r.debated.position)}`;
  } else t += `; no debate (asked in turn: ${asked.map((x) => POWER_NAME[x]).join(', ')})`;
  if (r.locked) t += ' (secured on the Seat)';
  return t;
}

/** May `power` pass now: after a debate (the Debate marker, or only one made in the previous round by the rule
 *  setting passEligibility) or with no card in hand [11.3, 11.6, 11.7]. */
export function passCheck(s: CovState, power: Power, cardsInHand: number): { ok: boolean; reason: string } {
  const reading = s.rules?.['passEligibility'] === 'previous-round' ? 'previous-round' : 'debate-marker';
  const debatedInPreviousRound = s.negotiations.some((n) => n.debater === power && n.round === s.round - 1);
  return mayPass({ debateMarkerHere: s.debatedSince.includes(power), cardsInHand, debatedInPreviousRound }, reading);
}

const pass = define<{ power: Power; noCards?: boolean }>({
  type: 'cov.pass',
  label: 'Pass',
  schema: z.strictObject({ power: powerSchema, noCards: z.boolean().optional() }),
  steps: ['rounds'],
  validate(s, p) {
    if (s.round > ROUNDS) return 'The six Diplomacy rounds are over.';
    const actor = s.roundOrder[s.turnIndex]!;
    if (p.power !== actor) return `Round ${s.round}: ${POWER_NAME[actor]} acts now [11.3].`;
    const m = passCheck(s, p.power, p.noCards ? 0 : 1);
    return m.ok ? null : `${POWER_NAME[p.power]} cannot pass: ${m.reason}.`;
  },
  apply: (s, p) =>
    nextTurn({ ...s, debatedSince: s.debatedSince.filter((x) => x !== p.power), negotiations: [...s.negotiations, { round: s.round, power: p.power, kind: 'pass', text: `${POWER_NAME[p.power]} passes${p.noCards ? ' (no card in hand)' : ''}` }] }),
  title: (s, p) => `Round ${s.round}: ${POWER_NAME[p.power]} passes${p.noCards ? ' (no card in hand)' : ''}`,
});

// --- Trading Character cards instead of negotiating [11.8, 11.1.2] -------------------------------------------------
const tradePayload = z.strictObject({ power: powerSchema, with: powerSchema, outcome: z.enum(['traded', 'declined']), noCard: z.boolean().optional() });
type TradePayload = z.infer<typeof tradePayload>;
const trade = define<TradePayload>({
  type: 'cov.trade',
  label: 'Offer a card trade',
  schema: tradePayload,
  steps: ['rounds'],
  validate(s, p) {
    if (s.round > ROUNDS) return 'The six Diplomacy rounds are over.';
    const actor = s.roundOrder[s.turnIndex]!;
    if (p.power !== actor) return `Round ${s.round}: ${POWER_NAME[actor]} acts now [11.3].`;
    if (p.with === p.power) return 'A trade is offered to another Power [11.8].';
    if (p.outcome === 'traded' && p.noCard) return `${POWER_NAME[p.with]} has no ${POWER_NAME[p.power]} card: it must decline [11.8].`;
    // France's offer cannot be refused by a Power holding a French card [11.1.2].
    if (p.power === 'FR' && p.outcome === 'declined' && !p.noCard) return `${POWER_NAME[p.with]} must trade with France if it holds a French card [11.1.2]; it declines only without one.`;
    return null;
  },
  apply(s, p) {
    const text = p.outcome === 'traded' ? `${POWER_NAME[p.power]} and ${POWER_NAME[p.with]} trade a card` : `${POWER_NAME[p.with]} declines ${POWER_NAME[p.power]}’s trade${p.noCard ? ` (no ${POWER_NAME[p.power]} card)` : ''}`;
    const t: CovState = { ...s, negotiations: [...s.negotiations, { round: s.round, power: p.power, kind: 'trade', text }] };
    // A trade made is the Power's action this round; declined, it must still negotiate or pass [11.8].
    return p.outcome === 'traded' ? nextTurn({ ...t, debatedSince: t.debatedSince.filter((x) => x !== p.power) }) : t;
  },
  title: (s, p) => `Round ${s.round}: ${p.outcome === 'traded' ? `${POWER_NAME[p.power]} and ${POWER_NAME[p.with]} trade a card face down` : `${POWER_NAME[p.with]} declines ${POWER_NAME[p.power]}’s trade${p.noCard ? ` (no ${POWER_NAME[p.power]} card)` : ''}: ${POWER_NAME[p.power]} negotiates or passes`} [11.8]`,
});

// --- The Diplomacy winner [11.9] --------------------------------------------------------------------------------
export function positions(s: CovState): IssuePosition[] {
  return Object.values(s.issues).filter((a): a is IssuePosition => a.at === 'table' || a.at === 'track');
}
export function winnerVp(s: CovState, p: Power, fallback: number): number {
  const v = cellOf(packOf(s), 'powers', p.toLowerCase(), 'diplomacyWinVP')?.v;
  return typeof v === 'number' ? v : fallback;
}

const winner = define<{ britishChoice?: Power }>({
  type: 'cov.diplomacy.winner',
  label: 'Record the Diplomacy winner',
  schema: z.strictObject({ britishChoice: powerSchema.optional() }),
  steps: ['diplomacy-winner'],
  validate(s, p) {
    if (s.diplomacy) return `${POWER_NAME[s.diplomacy.winner]} won this Diplomacy Phase.`;
    let r: ReturnType<typeof diplomacyWinner> | null = null;
    const bad = refusal(() => (r = diplomacyWinner(positions(s), p.britishChoice)));
    if (bad) return bad;
    const res = r as unknown as ReturnType<typeof diplomacyWinner>;
    return res.winner ? null : `A tie between ${res.tied.map((x) => POWER_NAME[x]).join(' and ')}: Britain chooses the winner [11.1.2].`;
  },
  apply(s, p) {
    const r = diplomacyWinner(positions(s), p.britishChoice);
    const w = r.winner!;
    const vp = winnerVp(s, w, r.vp);
    let next: CovState = { ...s, diplomacy: { counts: r.counts, winner: w, vp, reason: r.reason }, goldPawn: w };
    next = addVp(next, 'Diplomacy Phase', [{ power: w, vp, source: 'Diplomacy winner', rule: '11.9' }]);
    // The Armistice left in the centre of the Negotiation Table takes effect now, for free [12.4.1.2].
    if (s.armistice === 'not-yet' && s.issues['armistice']?.at === 'table') next = { ...next, armistice: 'in-effect' };
    return next;
  },
  title(s, p) {
    const r = diplomacyWinner(positions(s), p.britishChoice);
    const armistice = s.armistice === 'not-yet' && s.issues['armistice']?.at === 'table' ? '; the Armistice takes effect' : '';
    return `${POWER_NAME[r.winner!]} wins the Diplomacy Phase (${POWERS.map((x) => `${x} ${r.counts[x]}`).join(', ')}): +${winnerVp(s, r.winner!, r.vp)} VP${armistice}`;
  },
});

const double = define<{ power: Power }>({
  type: 'cov.recruitment.double',
  label: 'Flip Recruitment to 2x Recruit.',
  schema: z.strictObject({ power: powerSchema }),
  steps: ['diplomacy-winner'],
  validate(s, p) {
    if (p.power !== 'FR' && p.power !== 'RU') return 'Only France and Russia may recruit twice [12.4.9.1].';
    const id = `recruitment-${p.power.toLowerCase()}`;
    const at = s.issues[id];
    if (!(at?.at === 'track' && at.power === p.power && at.d >= 1)) return `${POWER_NAME[p.power]} has not won its own Recruitment Issue this turn [12.4.9.1].`;
    if (s.doubleRecruitment.includes(p.power)) return `${POWER_NAME[p.power]}’s Recruitment is already “2x Recruit.”.`;
    return null;
  },
  apply: (s, p) => ({ ...s, doubleRecruitment: [...s.doubleRecruitment, p.power] }),
  title: (_s, p) => `${POWER_NAME[p.power]} flips its Recruitment to “2x Recruit.”: four units, two more VP lost when funded [12.4.9.1]`,
});

export const DIPLOMACY_ACTIONS = [wager, wagerIssue, select, negotiateAction, pass, trade, winner, double];
