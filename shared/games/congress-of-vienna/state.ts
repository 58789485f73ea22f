// Congress of Vienna campaign state: the four Powers' VP with the ledger of every change, the 30 Issues on
// the Diplomacy board, the wager and the six rounds, the Government spending, the War Phase's battle queue,
// and the political tracks. Pure data and small readers; the actions fold it.
import { cellOf, type DataPack } from '../../data/tables';
import type { BaseState, CampaignHeader } from '../../engine/types';
import { CovInputError, type CovBattleInput, type CovBattleState } from './battle';
import { BattleActionError } from './battle/errors';
import { DiplomacyError, orderAfter, POWERS, seatingCycle, type IssuePosition, type Power } from './diplomacy';
import { BASE_RESOURCES, resources, type IssueKind, type ResourceLine, type WonIssue } from './government';
import { CONGRESS_OF_VIENNA_DATA } from './tables';
import type { ArmyMoveOwed, Forces } from './forces';
import type { OwedLosses } from './losses';
import { packAccess } from '../../data/access';
import { fullSentence } from '../../format';

export { POWERS, type Power };

export const POWER_NAME: Record<Power, string> = { FR: 'France', RU: 'Russia', BR: 'Britain', AU: 'Austria' };
export const POWER_COLOUR: Record<Power, string> = { FR: '#2a4f9c', RU: '#2f7d3a', BR: '#b3262e', AU: '#8a8a80' };
/** The Initial Situation card's bands, top to bottom [10.1]. */
export const BAND_ORDER: readonly Power[] = ['RU', 'AU', 'BR', 'FR'];
export const START_VP: Record<Power, number> = { FR: 60, RU: 10, BR: 5, AU: 5 };
export const START_HAND: Record<Power, number> = { FR: 15, RU: 10, BR: 12, AU: 11 };
export const EARLY_TRIUMPH = 80;

// --- The 30 Issues [3.4 of the digest; 6.0, 8.5, 12.3, 12.4] ------------------------------------------------
export interface IssueDef {
  id: string;
  name: string;
  kind: IssueKind;
  /** Mil-Ops and Recruitment: the marker's nation. */
  owner?: Power;
}
const milOp = (p: Power, n: number): IssueDef => ({ id: `${p.toLowerCase()}-military-operation-${n}`, name: `${POWER_NAME[p]} Military Operation ${n}`, kind: 'military-operation', owner: p });
const minor = (id: string, name: string): IssueDef => ({ id, name, kind: 'minor-country' });
export const ISSUES: readonly IssueDef[] = [
  { id: 'financial-aid-1', name: 'British Financial Aid 1', kind: 'financial-aid' },
  { id: 'financial-aid-2', name: 'British Financial Aid 2', kind: 'financial-aid' },
  { id: 'peace-congress', name: 'Peace Congress', kind: 'peace-congress' },
  { id: 'armistice', name: 'Armistice', kind: 'armistice' },
  { id: 'austria-at-war', name: 'Austria at War', kind: 'austria-at-war' },
  { id: 'treaty-of-ghent', name: 'Treaty of Ghent / Canada Annexed', kind: 'treaty-of-ghent' },
  { id: 'sweden-at-war', name: 'Sweden at War', kind: 'sweden-at-war' },
  milOp('FR', 1), milOp('FR', 2), milOp('RU', 1), milOp('RU', 2), milOp('BR', 1), milOp('BR', 2), milOp('AU', 1), milOp('AU', 2),
  { id: 'liberalism-absolutism', name: 'Liberalism / Absolutism', kind: 'liberalism-absolutism' },
  minor('poland', 'Poland'), minor('saxony', 'Saxony'), minor('bavaria', 'Bavaria'), minor('italy', 'Italy'),
  minor('naples', 'Naples'), minor('holland', 'Holland'), minor('denmark-norway', 'Denmark/Norway'), minor('hanover', 'Hanover'),
  { id: 'generalissimo', name: 'Generalissimo', kind: 'generalissimo' },
  { id: 'future-government-of-france', name: 'Future Government of France', kind: 'future-government-of-france' },
  ...POWERS.map((p): IssueDef => ({ id: `recruitment-${p.toLowerCase()}`, name: `${POWER_NAME[p]} Recruitment`, kind: 'recruitment', owner: p })),
];
export const issueDef = (id: string): IssueDef | undefined => ISSUES.find((i) => i.id === id);
export const issueName = (id: string) => issueDef(id)?.name ?? id;
const SHORT: Record<string, string> = {
  'financial-aid-1': 'Fin. Aid 1', 'financial-aid-2': 'Fin. Aid 2', 'treaty-of-ghent': 'Ghent / Canada', 'liberalism-absolutism': 'Lib. / Abs.',
  'future-government-of-france': 'Fut. Gov. France', 'denmark-norway': 'Denmark/Norway',
};
/** The marker's name as short as the board needs it ("FR Mil-Op 1", "RU Recruit."). */
export function issueShort(id: string): string {
  const d = issueDef(id);
  if (!d) return id;
  if (d.kind === 'military-operation') return `${d.owner} Mil-Op ${id.slice(-1)}`;
  if (d.kind === 'recruitment') return `${d.owner} Recruit.`;
  return SHORT[id] ?? d.name;
}

/** Where an Issue marker is: the Display, removed from the game, or on the Negotiation Table / a National Track. */
export type IssueAt = { at: 'display' } | { at: 'removed' } | IssuePosition;

export interface VpEntry {
  turn: number;
  phase: string;
  power: Power;
  vp: number;
  before: number;
  after: number;
  source: string;
  rule: string;
}

export interface Negotiation {
  round: number;
  power: Power;
  kind: 'negotiate' | 'pass' | 'trade';
  issue?: string;
  /** The Power that debated this negotiation (pass eligibility under the 'previous-round' reading) [11.3, 11.7]. */
  debater?: Power;
  text: string;
}

export interface Funding {
  paid: string[];
  militarySupport: number;
  soundGovernment: boolean;
  libAbsExtra: number;
  unfunded: string[];
  leftover: number;
}

export interface BattleEntry {
  id: number;
  front: string;
  title: string;
  battle: CovBattleState;
  /** The battle's VP and effects are in the ledger. */
  settled: boolean;
  /** What the app did to the tracked Armies when the battle ended, and what the table still must do [13.4.4, 13.4.5]. */
  armies?: {
    done: string[]; todo: string[];
    /** Losses in tracked Armies (or a Box) of several nationalities, still for the chooser to pick (cov.battle.losses) [13.4.4]. */
    owed?: Partial<Record<'french' | 'allied', OwedLosses>>;
    /** An Army block move the map data could not make, for the group to confirm by hand (cov.battle.move) [13.4.5, 13.6.5]. */
    move?: ArmyMoveOwed;
    /** Special transfers the battle made itself (the Grande Armée into Paris, the landing in Naples), until an older
     *  save's own transfer entry after it is folded as their confirmation [13.6.3, 13.6.5]. */
    transfers?: Array<'grande-armee-to-paris' | 'naples-landing'>;
  };
}

/** Every battle's losses still owed, in Front order [13.4.4]. */
export const owedLosses = (s: Pick<CovState, 'battles'>): Array<{ entry: BattleEntry; side: 'french' | 'allied'; owed: OwedLosses }> =>
  s.battles.flatMap((entry) => (['french', 'allied'] as const).flatMap((side) => (entry.armies?.owed?.[side] ? [{ entry, side, owed: entry.armies.owed[side]! }] : [])));

export interface CovState extends BaseState {
  cycle: Power[];
  lastTurn: number;
  vp: Record<Power, number>;
  ledger: VpEntry[];
  handSize: Record<Power, number>;
  // Initial Phase
  situation: null | { card: string; removed: string[]; index: number };
  bandsDone: Power[];
  iet: null | { first: number; second: number; /** null: no result, the modified die outside 1-6 (ietModifiedDie) */ column: number | null; row: number | null; power: Power | null; usMilitia: number | null; usMilOp: boolean | null; sea: string | null; rerollPending: boolean; log: string[]; /** Where the fleet the war at sea eliminated stood (Britain's choice) [10.2]. */ fleetLost?: string; /** The card's re-roll of the first die: the new die, what the first one gave, and the reading ietReroll it was made under [10.2]. */ rerolled?: IetReroll };
  fleetDemobilised: null | { fleets: number; vp: number; resources: number };
  handicap: string | null;
  /** Resource adjustments this turn, per Power and source. */
  adjustments: Record<Power, { initialSituation: number; initialEnvironment: number; cards: number; fleetDemobilisation: number }>;
  // Diplomacy Phase
  issues: Record<string, IssueAt>;
  locked: string[];
  wager: null | { bids: Record<Power, { value: number; nation: Power | 'neutral' }>; values: Record<Power, number>; winner: Power; distance: number; reason: string };
  wagerIssue: string | null;
  selected: Partial<Record<Power, string[]>>;
  roundOrder: Power[];
  round: number;
  turnIndex: number;
  debatedSince: Power[];
  leadersUsed: Power[];
  frenchPreempts: number;
  negotiations: Negotiation[];
  /** Tsar Alexander used for Financial Aid, Liberalism/Absolutism or Generalissimo: −2 to battles with Russian units [11.5]. */
  meddlingTsar: boolean;
  napoleonInDiplomacy: boolean;
  /** Berthier (#3) played in this Diplomacy Phase (how, in words): not saved, so neither War Phase effect [13.3]. */
  berthierInDiplomacy?: string | null;
  /** The Grande Armée started this turn in Paris: France is dealt Berthier and keeps him at the turn's end [11.1.1, 14.3]. */
  berthierDealt?: boolean;
  diplomacy: null | { counts: Record<Power, number>; winner: Power; vp: number; reason: string };
  goldPawn: Power | null;
  // Government Phase
  funding: Partial<Record<Power, Funding>>;
  peaceCongressRolled: boolean;
  /** France and Russia may flip their won Recruitment to "2x Recruit." at the end of the Diplomacy Phase [12.4.9.1]. */
  doubleRecruitment: Power[];
  paxRolled: boolean;
  libAbsRolls: Array<{ power: Power; side: 'liberalism' | 'absolutism'; die: number; drm: number; success: boolean }>;
  militaryOperations: string[];
  militarySupport: Record<Power, number>;
  // War Phase
  battles: BattleEntry[];
  nextBattleId: number;
  /** Army blocks, units and fleets, Boxes, Capitals, placed markers and space control [4.2, 12.6, 13.1-13.5]. */
  forces: Forces;
  /** The War of 1812 ended under the one-off reading: one extra card for this Power at this turn's deal [11.1.1]. */
  extraCard?: { power: Power; turn: number } | null;
  // End of Turn
  endOfTurnVp: boolean;
  victoryChecked: boolean;
  // Political tracks
  armistice: 'not-yet' | 'in-effect' | 'ended';
  austriaAtWar: boolean;
  swedenAtWar: boolean;
  generalissimo: 'none' | 'RU' | 'AU';
  /** The Generalissimo Issue has been activated at least once (rule setting generalissimoPenalty) [12.4.7]. */
  generalissimoActivated?: boolean;
  /** OHR 15.1: the coins spaces (Holland, Italy) France has lost, each −1 French Resource for good [15.1]. */
  frenchCoinsLost?: string[];
  /** The Allied Powers whose Armies took each space from France, as the board showed when its control changed (read
   *  by minorCountryUnit "own-army"); a space not listed: the app does not know [12.4.6, digest 10.10]. */
  takenBy?: Record<string, Power[]>;
  war1812: { status: number; ended: null | 'ghent' | 'canada'; statusAtTurnStart: number };
  liberalism: number;
  absolutism: number;
  pax: number;
  /** The Future Government of France pawn's space [12.4.8]. */
  fgof: string;
  dead: string[];
  amourSacreUsed: boolean;
  /** The first Allied Army the board showed in a French homeland space (reading amourSacre for Paris), awaiting
   *  this turn's end-of-turn VP [14.1, digest 10.29]. */
  amourSacreSeen?: { turn: number; army: string; space: string };
  surrendered: boolean;
}

/** The first die re-rolled by the Initial Situation card: the new die and what the first die had given [10.2]. */
export interface IetReroll {
  die: number;
  replaced: { die: number; column: number | null; power: Power | null; usMilitia: number | null; usMilOp: boolean | null };
  reading: 'whole-column' | 'power-only';
}

// --- Readers ---------------------------------------------------------------------------------------------------
// The rulebook pack is built once (packAccess), not at every read.
export const { packOf } = packAccess(CONGRESS_OF_VIENNA_DATA);

export function cycleOf(_header: CampaignHeader | undefined, rules?: Record<string, string | boolean>): Power[] {
  const v = rules?.['seating'];
  return seatingCycle(typeof v === 'string' ? v : 'br-au-ru-fr');
}

export function seatOf(header: CampaignHeader, p: Power): string | null {
  return header.players.find((pl) => pl.powers.includes(p))?.name ?? null;
}

/** Power, with its player when a seat holds several: "Russia (Bo)". */
export function who(header: CampaignHeader, p: Power): string {
  const seat = seatOf(header, p);
  return seat ? `${POWER_NAME[p]} (${seat})` : POWER_NAME[p];
}

export const onTrack = (s: CovState, id: string): Power | null => {
  const a = s.issues[id];
  return a && a.at === 'track' && a.d >= 1 ? a.power : null;
};

/** The Issues won in this Diplomacy Phase, as the Government Phase reads them. */
export function wonIssues(s: CovState): WonIssue[] {
  const out: WonIssue[] = [];
  for (const d of ISSUES) {
    const p = onTrack(s, d.id);
    if (p) out.push({ id: d.id, kind: d.kind, wonBy: p, ...(d.owner ? { owner: d.owner } : {}) });
  }
  return out;
}

/** Order of the Government and War Phases: clockwise from the left of the Diplomacy winner [12.0, 13.0]. */
export function governmentOrder(s: CovState): Power[] {
  return s.goldPawn ? orderAfter(s.cycle, s.goldPawn) : [...s.cycle];
}

export function baseResources(s: CovState, p: Power): number {
  const n = Number(cellOf(packOf(s), 'powers', p.toLowerCase(), 'baseResources')?.v);
  return Number.isFinite(n) ? n : BASE_RESOURCES[p];
}

/** A Power's Resources this turn, line by line [12.1, 12.2]. */
export function resourcesOf(s: CovState, p: Power): { total: number; lines: ResourceLine[] } {
  const won = wonIssues(s).filter((i) => i.kind === 'financial-aid');
  const a = s.adjustments[p];
  return resources(p, {
    base: baseResources(s, p),
    initialSituation: a.initialSituation,
    initialEnvironment: a.initialEnvironment,
    cards: a.cards,
    fleetDemobilisation: a.fleetDemobilisation,
    financialAidWon: won.filter((i) => i.wonBy === p && p !== 'BR').length,
    financialAidOwedByBritain: p === 'BR' ? won.filter((i) => i.wonBy !== 'BR').length : 0,
    coinsLost: p === 'FR' && s.rules?.['frenchResourceReduction'] === true ? s.frenchCoinsLost ?? [] : [],
  });
}

/** Who the table waits on at this step (empty: everybody, or the referee). */
export function actingNow(s: CovState): Power[] {
  switch (s.position.stepId) {
    case 'initial-situation':
      return s.situation ? BAND_ORDER.filter((p) => !s.bandsDone.includes(p)).slice(0, 1) : [];
    case 'fleet-demobilisation':
      return ['BR'];
    case 'wager':
      return s.wager ? [] : [...POWERS];
    case 'wager-issue':
      return s.wager && !s.wagerIssue ? [s.wager.winner] : [];
    case 'select-issues':
      return s.roundOrder.filter((p) => !s.selected[p]).slice(0, 1);
    case 'rounds':
      return s.round <= 6 ? [s.roundOrder[s.turnIndex]!] : [];
    case 'funding':
      return governmentOrder(s).filter((p) => !s.funding[p]).slice(0, 1);
    default:
      return [];
  }
}

export const ROUNDS = 6;

/** Adds VP with its source to the ledger (clamped at 0 [14.1]). */
export function addVp(s: CovState, phase: string, changes: ReadonlyArray<{ power: Power; vp: number; source: string; rule: string }>): CovState {
  const vp = { ...s.vp };
  const ledger = [...s.ledger];
  for (const c of changes) {
    if (!c.vp) continue;
    const before = vp[c.power];
    const after = Math.max(0, before + c.vp);
    vp[c.power] = after;
    ledger.push({ turn: s.position.turn, phase, power: c.power, vp: c.vp, before, after, source: c.source, rule: c.rule });
  }
  return { ...s, vp, ledger };
}

/** Turns a rules-core refusal into the engine's: a reason in words, or null. */
export function refusal(f: () => unknown): string | null {
  try {
    f();
    return null;
  } catch (e) {
    if (e instanceof DiplomacyError || e instanceof BattleActionError) return fullSentence(e.message);
    // The players read the reason as a sentence, without the input's field path the CLI names ("allied.milOp: …").
    if (e instanceof CovInputError) return fullSentence(e.field && e.message.startsWith(`${e.field}: `) ? e.message.slice(e.field.length + 2) : e.message);
    throw e;
  }
}

export type { CovBattleInput };
