// Congress of Vienna Diplomacy Phase as pure functions: the seating orders, the Issue Selection Wager with
// its tie-breaks, the exact negotiation/debate movement (French stickiness, Austrian debate, clamps,
// imaginary boxes beyond the Seat, locking, the Armistice stop), the Issue selection exclusions and the
// Diplomacy winner [11.1.2-11.9; digest §7.3, §7.5]. Refusals throw DiplomacyError with the reason.

import { sentence } from '../../format';

export const POWERS = ['FR', 'RU', 'BR', 'AU'] as const;
export type Power = (typeof POWERS)[number];
export const SEAT = 7;

export class DiplomacyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DiplomacyError';
  }
}
/** Refuses with the reason as a sentence (a reason built from data may start lower case). */
export const refuse = (m: string): never => {
  throw new DiplomacyError(sentence(m));
};

/** The clockwise seating cycle from the rule setting "seating" (e.g. "br-au-ru-fr"). */
export function seatingCycle(setting: string): Power[] {
  const cycle = setting.split('-').map((p) => p.toUpperCase()) as Power[];
  if (cycle.length !== 4 || new Set(cycle).size !== 4 || !cycle.every((p) => (POWERS as readonly string[]).includes(p))) refuse(`The seating "${setting}" must name each Power once, e.g. "br-au-ru-fr"`);
  return cycle;
}

/** Clockwise from the Power to the left of `reference`; the reference acts last [11.2, 11.3, 12.0, 13.0]. */
export function orderAfter(cycle: readonly Power[], reference: Power): Power[] {
  const i = cycle.indexOf(reference);
  return [1, 2, 3, 4].map((k) => cycle[(i + k) % 4]!);
}

/** Who may debate a negotiation, in order: clockwise from the negotiator [11.6]. */
export function debateOrder(cycle: readonly Power[], negotiator: Power): Power[] {
  return orderAfter(cycle, negotiator).slice(0, 3);
}

// --- Wager [11.2, 11.1.2] -----------------------------------------------------------------------------------
export interface WagerBid {
  /** The card's printed value (its text is ignored). */
  value: number;
  /** The card's nationality: a Power or 'neutral'. */
  nation: Power | 'neutral';
  leader?: boolean;
}

export interface WagerResult {
  /** The effective bids (Russia +1 for a Russian or neutral card). */
  values: Record<Power, number>;
  /** null while Britain must choose among `tied` (Britain not involved). */
  winner: Power | null;
  tied: Power[];
  /** How the winner was found, in words. */
  reason: string;
  /** Russia may now substitute a higher Russian Character card (the winner is Austria or Britain). */
  russiaMaySubstitute: boolean;
  /** Space on the winner's track for its Issue: highest − lowest (0 = the Negotiation Table, 10.18). */
  distance: number | null;
}

const bidValue = (p: Power, b: WagerBid) => b.value + (p === 'RU' && (b.nation === 'RU' || b.nation === 'neutral') ? 1 : 0);

/** Arsenal of the Coalition: Britain wins a tie it is in; otherwise Britain picks among the tied [11.1.2]. */
export function britishTieBreak(tied: Power[], britishChoice?: Power): { winner: Power | null; reason: string } {
  if (tied.length === 1) return { winner: tied[0]!, reason: 'highest' };
  if (tied.includes('BR')) return { winner: 'BR', reason: 'a tie involving Britain: Britain wins (Arsenal of the Coalition) [11.1.2]' };
  if (britishChoice === undefined) return { winner: null, reason: `a tie between ${tied.join(' and ')}: Britain chooses the winner [11.1.2]` };
  if (!tied.includes(britishChoice)) refuse(`Britain must choose one of the tied Powers (${tied.join(', ')})`);
  return { winner: britishChoice, reason: `a tie between ${tied.join(' and ')}: Britain chose ${britishChoice} [11.1.2]` };
}

/**
 * The wager. `russianSubstitute`: the higher-value Russian Character card Russia puts in place of its bid
 * when Austria or Britain won [11.1.2]; its first bid returns to its hand.
 */
export function resolveWager(bids: Record<Power, WagerBid>, options: { britishChoice?: Power; russianSubstitute?: WagerBid } = {}): WagerResult {
  for (const p of POWERS) if (bids[p]?.leader) refuse(`${p}: a Leader card may not be wagered [11.2]`);
  const values = Object.fromEntries(POWERS.map((p) => [p, bidValue(p, bids[p])])) as Record<Power, number>;
  const decide = (vals: Record<Power, number>) => {
    const hi = Math.max(...POWERS.map((p) => vals[p]));
    const tied = POWERS.filter((p) => vals[p] === hi);
    return { hi, tied, ...britishTieBreak(tied, options.britishChoice) };
  };
  let d = decide(values);
  let reason = d.tied.length === 1 ? `${d.winner} bid highest (${d.hi})` : d.reason;
  const maySub = d.winner === 'AU' || d.winner === 'BR';
  if (options.russianSubstitute) {
    const sub = options.russianSubstitute;
    if (!maySub) refuse('Russia may substitute its bid only when Austria or Britain wins the wager [11.1.2]');
    if (sub.nation !== 'RU' || sub.leader) refuse('The substitute must be a Russian Character card [11.1.2]');
    if (sub.value <= bids.RU.value) refuse('The substitute must have a higher value than Russia’s first bid [11.1.2]');
    values.RU = bidValue('RU', sub);
    const hi = Math.max(...POWERS.map((p) => values[p]));
    if (values.RU === hi && POWERS.every((p) => p === 'RU' || values[p] < hi)) {
      d = { hi, tied: ['RU'], winner: 'RU', reason: '' };
      reason = `Russia substituted a ${sub.value} (+1 = ${values.RU}) and now bids highest [11.1.2]`;
    } else reason += `; Russia's substitute (${values.RU}) is not the highest`;
  }
  const lo = Math.min(...POWERS.map((p) => values[p]));
  return { values, winner: d.winner, tied: d.tied, reason, russiaMaySubstitute: maySub && !options.russianSubstitute, distance: d.winner ? values[d.winner] - lo : null };
}

// --- Issue positions and movement [11.4-11.6] ---------------------------------------------------------------
/** The centre of the Negotiation Table, or space d of a National Track (7 = Seat; > 7 imaginary until the debate window closes). */
export type IssuePosition = { at: 'table' } | { at: 'track'; power: Power; d: number };
export const TABLE: IssuePosition = { at: 'table' };

export interface CardPlay {
  /** Printed value: 2-5 for game cards, 5-7 for Leaders. */
  value: number;
  nation: Power | 'neutral';
  /** The card's own mandatory modifiers for this Issue, mover and year (card data) [5.3]. */
  modifier?: number;
  leader?: boolean;
  /** Metternich gets no Austrian debate bonus [11.1.2]. */
  metternich?: boolean;
}

export interface EffectiveValue {
  value: number;
  lines: Array<{ label: string; value: number }>;
}

/** The card's effective value: printed + card modifiers, Austria +1 in debate, −1 stickiness on/from the French track, within 1-7 [5.3, 11.1.2]. */
export function effectiveValue(card: CardPlay, mover: Power, from: IssuePosition, isDebate: boolean): EffectiveValue {
  const lines = [{ label: 'Card value', value: card.value }];
  if (card.modifier) lines.push({ label: 'Card modifier for this Issue', value: card.modifier });
  if (isDebate && mover === 'AU' && (card.nation === 'AU' || card.nation === 'neutral') && !card.metternich) lines.push({ label: 'Austria in debate: Diplomacy First and Foremost [11.1.2]', value: 1 });
  if (mover !== 'FR' && from.at === 'track' && from.power === 'FR') lines.push({ label: 'French track: Persuasion by Force (stickiness) [11.1.2]', value: -1 });
  const raw = lines.reduce((s, l) => s + l.value, 0);
  const value = Math.min(7, Math.max(1, raw));
  if (value !== raw) lines.push({ label: `Kept within 1-7 [5.3]`, value: value - raw });
  return { value, lines };
}

export interface MoveOptions {
  /** Armistice only: end the move on the Negotiation Table, forgoing the rest of the value [11.4 EXCEPTION]. */
  stopAtTable?: boolean;
  armistice?: boolean;
  /** Rule setting armisticeStop (10.23): 'on-path' (default) or 'any'. */
  armisticeStop?: 'on-path' | 'any';
}

/** Moves an Issue exactly v spaces toward the mover's Seat, through the Table centre (which counts as a space) [11.4]. */
export function moveIssue(from: IssuePosition, mover: Power, v: number, options: MoveOptions = {}): IssuePosition {
  if (!Number.isInteger(v) || v < 1) refuse('A card moves an Issue at least one space');
  if (options.stopAtTable) {
    if (!options.armistice) refuse('Only the Armistice may stop on the Negotiation Table short of the card’s value [11.4]');
    const onPath = from.at === 'table' || (from.power !== mover && v >= from.d);
    if (!onPath && (options.armisticeStop ?? 'on-path') === 'on-path') refuse('The Negotiation Table is not on this move’s path (digest 10.23)');
    return TABLE;
  }
  if (from.at === 'table') return { at: 'track', power: mover, d: v };
  if (from.power === mover) return { at: 'track', power: mover, d: from.d + v };
  if (v < from.d) return { at: 'track', power: from.power, d: from.d - v };
  if (v === from.d) return TABLE;
  return { at: 'track', power: mover, d: v - from.d };
}

export interface NegotiationInput {
  position: IssuePosition;
  locked?: boolean;
  negotiator: Power;
  card: CardPlay;
  /** The debate, if one was declared: the debater and its card. */
  debate?: { debater: Power; card: CardPlay; stopAtTable?: boolean };
  stopAtTable?: boolean;
  armistice?: boolean;
  armisticeStop?: 'on-path' | 'any';
}

export interface NegotiationResult {
  negotiated: { value: EffectiveValue; position: IssuePosition };
  debated: { value: EffectiveValue; position: IssuePosition } | null;
  /** After the debate window: beyond the Seat = locked on the Seat for the rest of this phase [11.4]. */
  position: IssuePosition;
  locked: boolean;
}

/** One negotiation with its debate window and the lock check [11.4-11.6]. */
export function negotiate(n: NegotiationInput): NegotiationResult {
  if (n.locked) refuse('This Issue is secured on a Seat for the rest of this Diplomacy Phase [11.4]');
  const v1 = effectiveValue(n.card, n.negotiator, n.position, false);
  const p1 = moveIssue(n.position, n.negotiator, v1.value, { stopAtTable: n.stopAtTable, armistice: n.armistice, armisticeStop: n.armisticeStop });
  let debated: NegotiationResult['debated'] = null;
  let pos = p1;
  if (n.debate) {
    if (n.debate.debater === n.negotiator) refuse('A Power cannot debate its own negotiation [11.6]');
    if (n.card.leader && !n.debate.card.leader) refuse('A Leader can only be debated by another Leader [11.5]');
    const v2 = effectiveValue(n.debate.card, n.debate.debater, p1, true);
    pos = moveIssue(p1, n.debate.debater, v2.value, { stopAtTable: n.debate.stopAtTable, armistice: n.armistice, armisticeStop: n.armisticeStop });
    debated = { value: v2, position: pos };
  }
  const locked = pos.at === 'track' && pos.d >= SEAT;
  return { negotiated: { value: v1, position: p1 }, debated, position: locked ? { at: 'track', power: (pos as { power: Power }).power, d: SEAT } : pos, locked };
}

/** The French pre-emptive debate: at most twice per Diplomacy Phase, with an FR-coded card [11.1.2]. */
export function checkFrenchPreempt(used: number, card: CardPlay): void {
  if (used >= 2) refuse('France has already pre-empted two debates this Diplomacy Phase [11.1.2]');
  if (card.nation !== 'FR') refuse('A pre-emptive debate needs a French (FR) card [11.1.2]');
}

// --- Issue selection and the Diplomacy winner --------------------------------------------------------------
export const ARMISTICE_ISSUES = ['peace-congress', 'austria-at-war', 'future-government-of-france', 'generalissimo', 'au-military-operation-1', 'au-military-operation-2'] as const;

/** Whether an Issue on the Display may be selected [11.2, 12.4.1.3]. */
export function selectable(issue: string, state: { armisticeInEffect: boolean; war1812StatusAtTurnStart: number; war1812Ended: boolean; removed?: string[] }): { ok: boolean; reason: string } {
  if (state.removed?.includes(issue)) return { ok: false, reason: 'removed from the game' };
  if ((ARMISTICE_ISSUES as readonly string[]).includes(issue) && !state.armisticeInEffect) return { ok: false, reason: 'only once the Armistice is in effect [11.2]' };
  if (issue === 'treaty-of-ghent' && (state.war1812Ended || state.war1812StatusAtTurnStart !== 2)) return { ok: false, reason: 'only when the War of 1812 Status started the turn on the British +2 box [12.4.1.3.1]' };
  if (issue === 'canada-annexed' && (state.war1812Ended || state.war1812StatusAtTurnStart !== -2)) return { ok: false, reason: 'only when the War of 1812 Status started the turn on the US +2 box [12.4.1.3.2]' };
  return { ok: true, reason: 'available' };
}

export interface DiplomacyWinner {
  counts: Record<Power, number>;
  winner: Power | null;
  tied: Power[];
  reason: string;
  /** The winner's VP: France 4, the others 2 [11.9]. */
  vp: number;
}

/** Counts the Issues anywhere on each National Track (d >= 1) and finds the winner; ties by Britain [11.9, 11.1.2]. */
export function diplomacyWinner(positions: IssuePosition[], britishChoice?: Power): DiplomacyWinner {
  const counts = { FR: 0, RU: 0, BR: 0, AU: 0 } as Record<Power, number>;
  for (const p of positions) if (p.at === 'track' && p.d >= 1) counts[p.power]++;
  const hi = Math.max(...POWERS.map((p) => counts[p]));
  const tied = POWERS.filter((p) => counts[p] === hi);
  const t = britishTieBreak(tied, britishChoice);
  return { counts, winner: t.winner, tied, reason: t.reason, vp: t.winner === null ? 0 : t.winner === 'FR' ? 4 : 2 };
}

/** A card band's audience (e.g. Fouché: band 1 the Allies, band 2 everybody, band 3 France) [5.3]. */
export type BandAudience = Power | 'allies' | 'all';
export function bandApplies(audience: BandAudience, power: Power): boolean {
  return audience === 'all' || (audience === 'allies' ? power !== 'FR' : audience === power);
}

/** Pass: only with the Debate marker on this round's box (a debate since the Power's last turn), or with no card in hand [11.3, 11.7; 10.7]. */
export function mayPass(p: { debateMarkerHere: boolean; cardsInHand: number; debatedInPreviousRound?: boolean }, reading: 'debate-marker' | 'previous-round' = 'debate-marker'): { ok: boolean; reason: string } {
  if (p.cardsInHand === 0) return { ok: true, reason: 'no card in hand: the Power must pass [11.7]' };
  const debated = reading === 'debate-marker' ? p.debateMarkerHere : !!p.debatedInPreviousRound;
  return debated ? { ok: true, reason: 'the Power debated since its last turn [11.7]' } : { ok: false, reason: 'a Power may pass only after debating since its last turn, or with no card in hand [11.3, 11.7]' };
}
