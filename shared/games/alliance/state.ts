// Alliance campaign state and the pure helpers the actions share.
import type { BaseState, CampaignHeader, InForce } from '../../engine/types';
import { setCell, type DataPack } from '../../data/tables';
import { ALLIANCE_DATA } from './tables';
import {
  EMPIRES, HANDICAP_VP, INCOME_KIND_LABEL, KNOWN_HOMELAND_VP, MINORS, POWERS, RULEBOOK_CARDS, SCENARIO_DATA,
  type Allegiance, type CardFact, type Empire, type IncomeKind, type ScenarioId,
} from './data';

export interface IncomeItem {
  id: number;
  name: string;
  kind: IncomeKind;
  value: number;
  /** Whose city it is (NPE or Minor), so it follows that power's allegiance [6.13]. */
  of?: string;
}

export interface Seat {
  player: string;
  empire: Empire;
  gold: number;
  hand: number;
  discarded: boolean;
  played: number | null;
  cardEmpire: Empire | null;
  leader: string | null;
  ap: number;
  apUsed: number;
  goldAsAp: number;
  invasions: number;
  turnDone: boolean;
  defeated: boolean;
  /** Full-value homeland Victory Cities still friendly [3.4]; null until entered. */
  homelandVP: number | null;
  homelandSource: 'rulebook' | 'group' | null;
  income: IncomeItem[];
}

export type BattleKind = 'land' | 'coastal' | 'sea';

export interface BattleRecord {
  id: number;
  location: string;
  kind: BattleKind;
  attackers: string[];
  defenders: string[];
  note: string;
  status: 'pending' | 'fighting' | 'resolved';
  outcome: null | 'attacker-holds' | 'defender-holds';
  /** The battle fought step by step in the app, when it was (see battle-actions.ts). */
  fight?: import('./battle-actions').BattleFight;
}

export interface DiplomacyRecord {
  initiator: number;
  target: string;
  gold: number;
  matchers: number[];
  declined: boolean;
  rolls: Array<{ seat: number; dice: number[]; modifier: number; total: number }>;
  winner: number | null;
  /** What the win did to the target [6.13]. */
  change?: 'none' | 'preserved' | 'toNeutral' | 'toAllied';
  resolved: boolean;
}

export interface AllianceState extends BaseState {
  scenario: ScenarioId;
  startYear: number;
  years: number;
  seats: Seat[];
  /** Status of each non-player empire and minor: neutral or allied to an empire. */
  allegiance: Record<string, Allegiance>;
  /** Homeland Victory City value of each non-player empire (rulebook or entered); null: not entered [3.4]. */
  npeHomeland: Record<string, { value: number; source: 'rulebook' | 'group' } | null>;
  /** Defeated players bound to their conqueror until at least the following Winter [9.21]. */
  forcedAlliances: Array<{ power: Empire; conqueror: Empire; since: number; until: number }>;
  cardFacts: Record<number, CardFact>;
  cardsPlayedThisYear: number[];
  /** Seat indices, highest card first [3.1]. */
  order: number[];
  actionIdx: number;
  chooserIdx: number;
  battles: BattleRecord[];
  nextBattleId: number;
  nextIncomeId: number;
  diplomacy: DiplomacyRecord | null;
  incomeCollected: boolean;
  defeatsThisTurn: Array<{ power: string; conqueror: string; surrender: boolean }>;
  suddenDeath: null | { empire: Empire; reason: string };
  solitaire: null | { score: number; target: number; flipped: number | null; empire: Empire | null };
}

export function year(state: AllianceState): number {
  return state.startYear + Math.floor((state.position.turn - 1) / 4);
}

export function gameTurn(state: AllianceState): number {
  return ((state.position.turn - 1) % 4) + 1;
}

export function totalTurns(state: AllianceState): number {
  if (state.solitaire) return state.solitaire.target;
  return state.years * 4;
}

export function isWinter(state: AllianceState): boolean {
  return !state.solitaire && gameTurn(state) === 4;
}

export function seatOf(state: AllianceState, power: string): number {
  return state.seats.findIndex((s) => s.empire === power);
}

export function playedBy(state: AllianceState, power: string): boolean {
  return state.seats.some((s) => s.empire === power);
}

export function isNpe(state: AllianceState, power: string): boolean {
  return (EMPIRES as readonly string[]).includes(power) && !playedBy(state, power);
}

export function currentActor(state: AllianceState): number | null {
  const seat = state.order[state.actionIdx];
  return seat === undefined ? null : seat;
}

export function currentChooser(state: AllianceState): number | null {
  const seat = state.order[state.chooserIdx];
  return seat === undefined ? null : seat;
}

/** Own empire plus allied NPEs and minors: "friendly" blocks [4.1]. */
export function friendlyPowers(state: AllianceState, seat: number): string[] {
  const empire = state.seats[seat]!.empire;
  return [empire, ...Object.entries(state.allegiance).filter(([, a]) => a === empire).map(([p]) => p)];
}

export function hasFriendlyForces(state: AllianceState, seat: number, battle: BattleRecord): boolean {
  const f = friendlyPowers(state, seat);
  return [...battle.attackers, ...battle.defenders].some((p) => f.includes(p));
}

export function pendingBattles(state: AllianceState): BattleRecord[] {
  return state.battles.filter((b) => b.status !== 'resolved');
}

/**
 * The next player in card order, from `from` (inclusive when `inclusive`), with friendly forces in a
 * pending battle: the Battle Phase's chooser [7.1]; the choice wraps round the table (A-54).
 */
export function nextChooser(s: AllianceState, from: number, inclusive: boolean): AllianceState {
  const pending = pendingBattles(s);
  if (!s.order.length) return { ...s, chooserIdx: 0 };
  // With nothing pending the turn to choose still passes on, so a battle recorded later goes to the next player [7.1].
  if (!pending.length) return { ...s, chooserIdx: (from + (inclusive ? 0 : 1)) % s.order.length };
  for (let k = inclusive ? 0 : 1; k <= s.order.length; k++) {
    const idx = (from + k) % s.order.length;
    if (pending.some((b) => hasFriendlyForces(s, s.order[idx]!, b))) return { ...s, chooserIdx: idx };
  }
  return { ...s, chooserIdx: (from + 1) % s.order.length };
}

export function apLeft(seat: Seat): number {
  return seat.ap + seat.goldAsAp - seat.apUsed;
}

export interface IncomeLine {
  label: string;
  value: number;
  note: string;
}

export interface IncomeCount {
  homeland: number;
  others: number;
  halved: number;
  total: number;
  /** Each non-homeland source, counted or not, for the breakdown. */
  lines: IncomeLine[];
  /** Empires whose homeland value the count needs but nobody has entered: the total is then incomplete. */
  missing: string[];
}

const powerName = (id: string) => POWERS.find((p) => p.id === id)?.name ?? id;

/**
 * Gold income = homeland at full value + half (rounded down) of the summed rest [3.4, A-18]. Allied NPEs'
 * homeland cities count without occupation, less those another player occupies (A-20); an entered NPE or
 * Minor city counts only while that power is still this player's ally [6.13].
 */
export function incomeOf(state: AllianceState, seat: Seat): IncomeCount {
  const missing: string[] = [];
  if (seat.homelandVP === null) missing.push(seat.empire);
  const lines: IncomeLine[] = [];
  for (const e of EMPIRES) {
    if (playedBy(state, e) || state.allegiance[e] !== seat.empire) continue;
    const h = state.npeHomeland[e];
    if (!h) {
      missing.push(e);
      lines.push({ label: `${powerName(e)}’s Victory Cities (allied NPE)`, value: 0, note: 'not entered' });
      continue;
    }
    const taken = state.seats.filter((o) => o !== seat).flatMap((o) => o.income).filter((i) => i.of === e && i.kind === 'enemy-vc');
    const lost = taken.reduce((a, i) => a + i.value, 0);
    const note = `allied NPE, no occupation needed${lost ? `; less ${taken.map((i) => i.name).join(', ')} held by another player` : ''} [3.4]`;
    lines.push({ label: `${powerName(e)}’s Victory Cities`, value: Math.max(0, h.value - lost), note });
  }
  for (const i of seat.income) {
    const follows = (i.kind === 'npe-vc' || i.kind === 'minor-vc') && i.of;
    const allied = !follows || state.allegiance[i.of!] === seat.empire;
    const status = follows && !allied ? (state.allegiance[i.of!] === 'neutral' ? 'Neutral' : `allied to ${powerName(state.allegiance[i.of!] ?? '')}`) : '';
    lines.push({ label: i.name, value: allied ? i.value : 0, note: allied ? INCOME_KIND_LABEL[i.kind] : `not counted: ${powerName(i.of!)} is now ${status} [6.13]` });
  }
  const homeland = seat.homelandVP ?? 0;
  const others = lines.reduce((a, l) => a + l.value, 0);
  const halved = Math.floor(others / 2);
  return { homeland, others, halved, total: homeland + halved, lines, missing };
}

export function vpOf(state: AllianceState, seat: Seat): { income: number; handicap: number; total: number; missing: string[] } {
  const inc = incomeOf(state, seat);
  const handicap = HANDICAP_VP[seat.empire];
  return { income: inc.total, handicap, total: inc.total + handicap, missing: inc.missing };
}

export function leaderOf(state: AllianceState, seat: Seat): string | null {
  return seat.played === null ? null : (state.cardFacts[seat.played]?.leader ?? null);
}

/** The seat that played the highest-numbered leader card: only it may start a bid [6.1]. */
export function diplomacyInitiator(state: AllianceState): number | null {
  let best: number | null = null;
  state.seats.forEach((s, i) => {
    if (s.played !== null && leaderOf(state, s) && (best === null || s.played > state.seats[best]!.played!)) best = i;
  });
  return best;
}

export function setupAlliance(header: CampaignHeader, inForce: InForce): AllianceState {
  const scen = SCENARIO_DATA[header.scenario as ScenarioId];
  const players = header.players.map((p) => ({ name: p.name, empire: p.powers[0] as Empire }));
  const played = new Set(players.map((p) => p.empire));
  const allegiance: Record<string, Allegiance> = {};
  for (const e of EMPIRES) if (!played.has(e)) allegiance[e] = scen.empireStatus[e] === e ? 'neutral' : scen.empireStatus[e];
  for (const m of MINORS) allegiance[m] = scen.minorStatus[m];
  // A minor allied to a neutral NPE is neutral in practice (A-56); keep its link for 9.2.
  const seats: Seat[] = players.map((p) => {
    let gold = scen.gold ? scen.gold[p.empire] : 0;
    if (scen.gold) {
      // NPE starting Gold is halved and goes to the allied player [12.3]; a neutral NPE's is unused (A-23).
        for (const e of EMPIRES) if (!played.has(e) && allegiance[e] === p.empire) gold += Math.floor(scen.gold[e] / 2);
    }
    const known = KNOWN_HOMELAND_VP[p.empire];
    return {
      player: p.name,
      empire: p.empire,
      gold,
      hand: scen.gold === null ? 0 : 5,
      discarded: scen.gold === null,
      played: null,
      cardEmpire: null,
      leader: null,
      ap: 0,
      apUsed: 0,
      goldAsAp: 0,
      invasions: 0,
      turnDone: false,
      defeated: false,
      homelandVP: known ? known.value : null,
      homelandSource: known ? 'rulebook' : null,
      income: [],
    };
  });
  const solo = header.scenario === 'solitaire';
  const extended = Number(header.settings['solitaireCards'] ?? 16);
  return {
    position: { turn: 1, stepId: '' },
    gameOver: null,
    scenario: scen.id,
    startYear: scen.startYear,
    years: scen.years,
    seats,
    allegiance,
    npeHomeland: Object.fromEntries(
      EMPIRES.filter((e) => !played.has(e)).map((e) => {
        const k = KNOWN_HOMELAND_VP[e];
        return [e, k ? { value: k.value, source: 'rulebook' as const } : null];
      }),
    ),
    forcedAlliances: [],
    cardFacts: cardFactsFromPack(inForce.data ?? undefined),
    cardsPlayedThisYear: [],
    order: [],
    actionIdx: 0,
    chooserIdx: 0,
    battles: [],
    nextBattleId: 1,
    nextIncomeId: 1,
    diplomacy: null,
    incomeCollected: false,
    defeatsThisTurn: [],
    suddenDeath: null,
    solitaire: solo ? { score: 0, target: extended, flipped: null, empire: null } : null,
  };
}

/** Card facts as the campaign's data pack has them (rulebook values and what the group entered). */
export function cardFactsFromPack(pack: DataPack | null | undefined): Record<number, CardFact> {
  const out: Record<number, CardFact> = { ...RULEBOOK_CARDS };
  for (const row of pack?.tables['cards']?.rows ?? []) {
    const e = row.cells['empire'];
    if (!e || e.v === null) continue;
    const l = row.cells['leader'];
    const t = row.cells['title'];
    out[Number(row.key)] = {
      empire: e.v as Empire,
      leader: l?.v && l.v !== 'none' ? String(l.v) : null,
      title: t?.v ? String(t.v) : null,
      source: e.src === 'rulebook' ? 'rulebook' : 'group',
      ...(e.cite ? { cite: e.cite } : {}),
    };
  }
  return out;
}

/** Records what the group has learnt about a card, in the data pack and the card facts. */
export function learnCard(s: AllianceState, card: number, empire: Empire, leader: string | null, title?: string | null): AllianceState {
  let data = s.data ?? null;
  if (data) {
    data = setCell(ALLIANCE_DATA, data, 'cards', String(card), 'empire', empire);
    data = setCell(ALLIANCE_DATA, data, 'cards', String(card), 'leader', leader ?? 'none');
    if (title) data = setCell(ALLIANCE_DATA, data, 'cards', String(card), 'title', title);
  }
  const cardFacts = { ...s.cardFacts, [card]: { empire, leader, title: title ?? s.cardFacts[card]?.title ?? null, source: 'group' as const } };
  return { ...s, data, cardFacts };
}

export function updateSeat(state: AllianceState, i: number, patch: Partial<Seat>): AllianceState {
  const seats = state.seats.slice();
  seats[i] = { ...seats[i]!, ...patch };
  return { ...state, seats };
}
