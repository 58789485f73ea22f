// Imperial Borders' pure rule functions outside battle: Phase 1 taxes, Phase 3 turn-order bids, Phase 5
// annexation dice and odds, Phase 6 On Parade (Medal Points, Prestige, Medals, the Congress of Vienna) and
// Final Scoring. Cites name rulebook headings; "A6" etc. are the digest's readings (rules.ts settings).
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { DiceFaces } from './battle/model';

type Rng = ReturnType<typeof xoroshiro128plus>;

/** A refused input: the field and the reason in plain words; nothing is changed. */
export class PhaseInputError extends Error {
  readonly field: string;
  constructor(field: string, message: string) {
    super(field ? `${field}: ${message}` : message);
    this.name = 'PhaseInputError';
    this.field = field;
  }
}

// ---------------------------------------------------------------------------------------------
// Phase 1: Collect Taxes

export interface TaxInput {
  /** Capital Territories controlled (own and captured, A9). */
  capitals: number;
  majors: number;
  annexed: number;
  controlsOwnCapital: boolean;
  /** Great Britain only: its Colonies check [An Empire on Which the Sun Never Sets]. */
  colonies?: { shipOnMap: boolean; holdsEnglandAndLondon: boolean; unopposed: boolean };
}
export interface TaxResult {
  income: number;
  lines: { what: string; gold: number }[];
  /** Into the Treasury; 0 when the Nation lacks its Original Capital (the income stays in each Territory). */
  toTreasury: number;
  toEscrow: number;
  /** Great Britain's Colonies failed: place a Hotspot on the British Colonies box. */
  coloniesHotspot: boolean;
}

export function collectTaxes(t: TaxInput): TaxResult {
  const lines = [
    { what: `${t.capitals} Capital × 4`, gold: 4 * t.capitals },
    { what: `${t.majors} Major Homeland × 2`, gold: 2 * t.majors },
    { what: `${t.annexed} Annexed × 1`, gold: t.annexed },
  ];
  let coloniesHotspot = false;
  if (t.colonies) {
    const ok = t.colonies.shipOnMap && t.colonies.holdsEnglandAndLondon && t.colonies.unopposed;
    if (ok) lines.push({ what: 'British Colonies', gold: 2 });
    else coloniesHotspot = true;
  }
  const income = lines.reduce((n, l) => n + l.gold, 0);
  return { income, lines, toTreasury: t.controlsOwnCapital ? income : 0, toEscrow: t.controlsOwnCapital ? 0 : income, coloniesHotspot };
}

// ---------------------------------------------------------------------------------------------
// Phase 3: Establish Turn Order

export interface BidResult {
  /** Gold each Nation pays to Common Storage (every bid is paid). */
  paid: Record<string, number>;
  /** The order in which the bidders pick any empty slot: highest bid first, equal bids in a random draw. */
  pickOrder: string[];
  /** Zero bidders, in the random order they fill the remaining slots. */
  zeroBidders: string[];
}

/** Reveal and pay the sealed bids [Phase 3 Steps A-D]; refuses a bid above the Treasury or by a Nation that cannot spend. */
export function resolveBids(bids: Record<string, number>, treasuries: Record<string, number>, rng: Rng, canSpend: Record<string, boolean> = {}): BidResult {
  for (const [n, b] of Object.entries(bids)) {
    if (!Number.isInteger(b) || b < 0) throw new PhaseInputError(`bids.${n}`, 'a bid is a whole number of Gold, 0 or more');
    if (b > (treasuries[n] ?? 0)) throw new PhaseInputError(`bids.${n}`, `${n} bids ${b} Gold but its Treasury holds only ${treasuries[n] ?? 0}`);
    if (b > 0 && canSpend[n] === false) throw new PhaseInputError(`bids.${n}`, `${n} does not control its own Capital, so it cannot spend Gold: its bid is 0 (A11)`);
  }
  const shuffle = (xs: string[]) => {
    const a = [...xs];
    for (let i = a.length - 1; i > 0; i--) {
      const j = uniformInt(rng, 0, i);
      [a[i], a[j]] = [a[j] as string, a[i] as string];
    }
    return a;
  };
  const values = [...new Set(Object.values(bids).filter((b) => b > 0))].sort((a, b) => b - a);
  const pickOrder = values.flatMap((v) => shuffle(Object.keys(bids).filter((n) => bids[n] === v).sort()));
  const zeroBidders = shuffle(Object.keys(bids).filter((n) => bids[n] === 0).sort());
  return { paid: { ...bids }, pickOrder, zeroBidders };
}

/** Slots 1..N in bid order: each bidder's chosen free slot, then the zero bidders in order into the rest; neutrals last. */
export function assignSlots(result: BidResult, choices: Record<string, number>, neutrals: string[] = []): string[] {
  const slots = result.pickOrder.length + result.zeroBidders.length;
  const order: (string | null)[] = new Array(slots).fill(null);
  for (const n of result.pickOrder) {
    const c = choices[n];
    if (c === undefined) throw new PhaseInputError(`choices.${n}`, `${n} bid and must choose a slot`);
    if (!Number.isInteger(c) || c < 1 || c > slots) throw new PhaseInputError(`choices.${n}`, `slots go from 1 to ${slots}`);
    if (order[c - 1] !== null) throw new PhaseInputError(`choices.${n}`, `slot ${c} is already taken by ${order[c - 1]}`);
    order[c - 1] = n;
  }
  let i = 0;
  for (const n of result.zeroBidders) {
    while (order[i] !== null) i++;
    order[i] = n;
  }
  return [...(order as string[]), ...neutrals];
}

// ---------------------------------------------------------------------------------------------
// Phase 5: Attempt Annexations

/** White dice: 1 per Land Unit, +1 per Elite Land Unit, doubled by DOMINUS EXERCITUS [Phase 5 Step B]. */
export function annexationDice(landUnits: number, eliteLandUnits: number, dominusExercitus: boolean): number {
  return landUnits + eliteLandUnits * (dominusExercitus ? 2 : 1);
}

/** P(one White die is a Blast); AD VICTORIAM IMPERIALIS makes Bars Blasts too. */
export function blastChance(white: DiceFaces['white'], avi: boolean): number {
  const total = white.red + white.blue + white.bar + white.blank;
  if (total === 0) throw new PhaseInputError('dice.white', 'the White die needs at least one face');
  return (white.red + white.blue + (avi ? white.bar : 0)) / total;
}

const binom = (n: number, k: number, p: number): number => {
  let c = 1;
  for (let i = 0; i < k; i++) c = (c * (n - i)) / (i + 1);
  return c * p ** k * (1 - p) ** (n - k);
};

/**
 * P(success) of one Nation alone: at least 1 Blast (digest §7.2); Sweden or Portugal with the optional rule:
 * at least 2 in one roll, or with a single die a Blast and then a second Blast on the follow-up roll.
 */
export function annexationChance(dice: number, p: number, swedenOrPortugal = false): number {
  if (dice <= 0) return 0;
  if (!swedenOrPortugal) return 1 - (1 - p) ** dice;
  if (dice === 1) return p * p;
  return 1 - (1 - p) ** dice - dice * p * (1 - p) ** (dice - 1);
}

/** Several opposing Nations: the most Blasts annexes, a tie for most annexes nothing (Sweden/Portugal: also at least 2, A38). */
export function contestedAnnexation(rollers: { nation: string; dice: number; p: number }[], swedenOrPortugal = false): { win: Record<string, number>; none: number } {
  return contestedByBlasts(rollers.map((r) => ({ nation: r.nation, dist: Array.from({ length: r.dice + 1 }, (_, k) => binom(r.dice, k, r.p)) })), swedenOrPortugal);
}

/**
 * The same from each roller's distribution of Blasts (dist[k]: the chance of k Blasts), e.g. allies combining
 * dice of different Blast chances (a sum of Binomials): P(i annexes) = Σ_k P(X_i = k) · Π_j P(X_j < k).
 */
export function contestedByBlasts(rollers: { nation: string; dist: readonly number[] }[], swedenOrPortugal = false): { win: Record<string, number>; none: number } {
  const need = swedenOrPortugal ? 2 : 1;
  const win: Record<string, number> = {};
  let total = 0;
  for (const r of rollers) {
    let pw = 0;
    for (let k = need; k < r.dist.length; k++) {
      let others = 1;
      for (const o of rollers) {
        if (o === r) continue;
        let below = 0;
        for (let j = 0; j < k && j < o.dist.length; j++) below += o.dist[j]!;
        others *= below;
      }
      pw += r.dist[k]! * others;
    }
    win[r.nation] = pw;
    total += pw;
  }
  return { win, none: 1 - total };
}

/** The outcome of rolled annexation dice: the Nation annexing, or null (a tie for most, or too few Blasts). */
export function annexationWinner(blasts: Record<string, number>, swedenOrPortugal = false): string | null {
  const entries = Object.entries(blasts);
  const top = Math.max(0, ...entries.map(([, b]) => b));
  const leaders = entries.filter(([, b]) => b === top);
  if (top < (swedenOrPortugal ? 2 : 1) || leaders.length !== 1) return null;
  return leaders[0]![0];
}

// ---------------------------------------------------------------------------------------------
// Phase 6: On Parade

export interface MedalInput {
  /** Enemy Casualty points in the Treasury this round, Morale Tokens included (Blue +10, Red -10). */
  casualtyPoints: number;
  annexed: number;
  majors: number;
  capitals: number;
  eliteLand: number;
  eliteShips: number;
}
export type MedalColumns = [number, number, number, number, number, number];

/** The six Medals Chart columns [Phase 6 Step A]; column 1 never drops below 0 (A52). */
export function medalPoints(m: MedalInput): MedalColumns {
  const c1 = Math.max(0, Math.floor(m.casualtyPoints / 10));
  const c2 = m.annexed;
  const c3 = 2 * m.majors + 4 * m.capitals;
  const c4 = m.eliteLand;
  const c5 = m.eliteShips;
  return [c1, c2, c3, c4, c5, c1 + c2 + c3 + c4 + c5];
}

/** 3 / 2 / 1 Prestige Points to the top three totals, ties get the full award (A6: dense or competition ranks). */
export function prestigeAwards(totals: Record<string, number>, mode: 'dense' | 'competition' = 'dense'): Record<string, number> {
  const out: Record<string, number> = {};
  const sorted = Object.values(totals).sort((a, b) => b - a);
  const distinct = [...new Set(sorted)];
  for (const [n, v] of Object.entries(totals)) {
    const rank = mode === 'dense' ? distinct.indexOf(v) : sorted.indexOf(v);
    out[n] = rank < 3 ? 3 - rank : 0;
  }
  return out;
}

export const MEDAL_COLUMNS = ['laetissima-natione', 'terra-aliena', 'maxime-patrias', 'dominus-exercitus', 'dominus-maris', 'ad-victoriam-imperialis'] as const;

/**
 * Each column's unique top total wins its Medal; a tie at the top wins nothing, unless all tied Nations are on
 * one team: then the earliest in turn order [Phase 6 Step C].
 */
export function awardMedals(chart: Record<string, MedalColumns>, options: { teamOf?: Record<string, string>; turnOrder?: string[] } = {}): Record<(typeof MEDAL_COLUMNS)[number], string | null> {
  const out = {} as Record<(typeof MEDAL_COLUMNS)[number], string | null>;
  MEDAL_COLUMNS.forEach((medal, col) => {
    const entries = Object.entries(chart);
    const top = Math.max(...entries.map(([, c]) => c[col] as number));
    const leaders = entries.filter(([, c]) => c[col] === top).map(([n]) => n);
    if (leaders.length === 1) out[medal] = leaders[0]!;
    else {
      const team = options.teamOf?.[leaders[0]!];
      const oneTeam = team !== undefined && leaders.every((n) => options.teamOf?.[n] === team);
      out[medal] = oneTeam && options.turnOrder ? [...leaders].sort((a, b) => options.turnOrder!.indexOf(a) - options.turnOrder!.indexOf(b))[0]! : null;
    }
  });
  return out;
}

/** Gold for the three gold Medals: +5 each, only if the recipient controls its own Capital. */
export function medalGold(won: readonly string[], controlsOwnCapital: boolean): number {
  if (!controlsOwnCapital) return 0;
  return won.filter((m) => m === 'laetissima-natione' || m === 'terra-aliena' || m === 'maxime-patrias').length * 5;
}

/** The Congress of Vienna [Phase 6 Step D]: from Round 5 while the end is open; extra Peace votes +1 in Round 6, +2 in Round 7; a tie is War. */
export function congress(round: number, votes: { peace: number; war: number }, lastRound: number | null): { held: boolean; peace: boolean; lastRound: number | null } {
  if (lastRound !== null || round < 5) return { held: false, peace: false, lastRound };
  if (round >= 8) return { held: false, peace: false, lastRound: 9 };
  const extra = round === 6 ? 1 : round === 7 ? 2 : 0;
  const peace = votes.peace + extra > votes.war;
  return { held: true, peace, lastRound: peace ? round + 1 : null };
}

// ---------------------------------------------------------------------------------------------
// Final Scoring

export interface FinalInput {
  nation: string;
  /** Columns 2-5 of the last round's Medals Chart (column 1 is not counted). */
  columns: [number, number, number, number];
  prestige: number;
  gold: number;
  controlsOwnCapital: boolean;
}
export interface FinalScore {
  nation: string;
  prestige: number;
  score: number;
  eligible: boolean;
}

/** 1 Prestige Point per 10 Gold, then columns 2-5 + Prestige [Final Scoring]. */
export function finalScore(f: FinalInput): FinalScore {
  const prestige = f.prestige + Math.floor(f.gold / 10);
  return { nation: f.nation, prestige, score: f.columns.reduce((a, b) => a + b, 0) + prestige, eligible: f.controlsOwnCapital };
}

/** The winners: the highest score among Nations holding their own Capital; ties by Gold, then shared. */
export function winners(all: FinalInput[]): string[] {
  const scored = all.map((f) => ({ ...finalScore(f), gold: f.gold })).filter((s) => s.eligible);
  if (!scored.length) return [];
  const best = Math.max(...scored.map((s) => s.score));
  const top = scored.filter((s) => s.score === best);
  const gold = Math.max(...top.map((s) => s.gold));
  return top.filter((s) => s.gold === gold).map((s) => s.nation);
}

export interface TeamStanding {
  team: string;
  nations: string[];
  /** Nations of the team still controlling their own Capital. */
  capitals: number;
  score: number;
  gold: number;
}

/**
 * Team play [Final Scoring]: the team with the most Nations still controlling their own Capital wins, a tie
 * broken by the combined team score; then (digest A30) the combined team Gold, or shared.
 */
export function teamWinners(all: FinalInput[], teamOf: Record<string, string>, tieBreak: 'team-gold-then-shared' | 'shared' = 'team-gold-then-shared'): { winners: string[]; standings: TeamStanding[] } {
  const byTeam = new Map<string, TeamStanding>();
  for (const f of all) {
    const t = teamOf[f.nation] ?? f.nation;
    const row = byTeam.get(t) ?? { team: t, nations: [], capitals: 0, score: 0, gold: 0 };
    row.nations.push(f.nation);
    row.capitals += f.controlsOwnCapital ? 1 : 0;
    row.score += finalScore(f).score;
    row.gold += f.gold;
    byTeam.set(t, row);
  }
  const standings = [...byTeam.values()].sort((a, b) => b.capitals - a.capitals || b.score - a.score || b.gold - a.gold);
  let top = standings.filter((t) => t.capitals > 0);
  if (!top.length) return { winners: [], standings };
  const keep = (f: (t: TeamStanding) => number) => {
    const best = Math.max(...top.map(f));
    top = top.filter((t) => f(t) === best);
  };
  keep((t) => t.capitals);
  keep((t) => t.score);
  if (tieBreak === 'team-gold-then-shared') keep((t) => t.gold);
  return { winners: top.flatMap((t) => t.nations), standings };
}
