// Le Grand Empire land battle (§8) as pure functions on the forces as the table enters them: battle
// size, weighted morale, combat value with the artillery cap, ratio rounding, the DRM build-up line by
// line, the 2D6 result on the group's table for the battle size, the loss allocation with its
// constraints, wound checks, victory with the bold tie-break and the demoralisation check. The
// tables themselves (CRT, ratio, wound) are the group's: the rulebook prints none of them (digest M2,
// M3, M6). Combat points are counted in halves (a static depot is ½ CP, A-53).
import type { Modifier } from '../procedures';
import { ndm } from '../../../odds/distribution';
import { counted, signed } from '../../../format';

export type LandSide = 'attacker' | 'defender';
export type UnitType = 'corps' | 'detachment' | 'cossack' | 'partisan' | 'depot' | 'fortress';
export type CavalryKind = 'none' | 'light' | 'reserve' | 'guard';

export interface LandUnit {
  id: string;
  type: UnitType;
  /** Steps of the full unit: 3 for most corps, 2 for cavalry, militia, feudal and some minor corps (§1.1.1.1). */
  maxSteps: number;
  /** Steps now (= combat points, ½ for a depot). */
  steps: number;
  /** Artillery now (a 3-step corps loses 1 at its first loss, all when flipped; a 2-step unit all when flipped). */
  artillery: number;
  morale: number;
  /** Combat modifier printed on the counter (troop quality, §8.2.4). */
  modifier: number;
  /** Cavalry unit kind: its CP count for cavalry superiority (reserve and Guard doubled, §8.1.6). */
  cavalry: CavalryKind;
  /** Intrinsic light cavalry (coloured frame): lost when a 3-step corps flips. */
  intrinsicCavalry: boolean;
  /** Its nation lost its (first) capital: morale −1 (§8.1.2). */
  capitalLost: boolean;
  /** Leader commanding it (for the spearhead's wound check). */
  leader?: string;
  /** Which force brought it: '' for the battle hex, else the marching leader's id. */
  force: string;
  /** The Imperial Guard's infantry (optional rule §15.4). */
  imperialGuard?: boolean;
}

export interface LandLeader {
  id: string;
  combat: number;
  force: string;
}

export interface CrtRow {
  /** Lowest modified 2D6 total this row covers (up to the next row). */
  roll: number;
  losses: number;
  bold: boolean;
  cavalry: boolean;
  leader: 'none' | 'L' | 'LA';
}
export type BattleSize = 'skirmish' | 'minor' | 'major';
export interface RatioEntry {
  attacker: number;
  defender: number;
  drm: number;
}
export type WoundResult = 'none' | 'wounded' | 'killed';
export interface WoundTable {
  dice: 1 | 2;
  rows: { roll: number; result: WoundResult }[];
}
/** The cavalry leader's column of the heavy cavalry charge table. */
export type ChargeLeader = 'none' | 'wound-check' | 'lost';
export interface HeavyCavalryRow {
  /** Lowest roll this row covers (up to the next row). */
  roll: number;
  drm: number;
  cavalryStepsLost: number;
  leader: ChargeLeader;
}
/** The group's heavy cavalry charge table (§8.2.1, digest M5) and the dice it is rolled with (not stated: the group's). */
export interface HeavyCavalryTable {
  dice: 1 | 2 | 3;
  rows: HeavyCavalryRow[];
}
export interface LandTables {
  crt: Partial<Record<BattleSize, CrtRow[]>>;
  ratio: RatioEntry[] | null;
  wound: WoundTable | null;
  /** Optional (older saved battles have none): null or absent, a charge is typed (manual mode). */
  heavyCavalry?: HeavyCavalryTable | null;
}

export interface LandRules {
  battleSizeGap: 'minor' | 'major';
  ratioBelowOne: 'invert-and-round' | 'nearest-as-printed';
  woundExemptionRatio: 'rounded-ratio' | 'exact-ratio';
  superiorityAgainstZero: 'plus-2' | 'plus-1';
  cavalryCounted: 'cavalry-units-only' | 'include-intrinsic';
  killedCommanderDemoralisation: 'both' | 'plus-only';
  overrunThreshold: 'at-least-5x' | 'more-than-5x';
  /** After round 2, a commander hit in round 1 (replaced): his +1 / + tactical value still count, or only the last round's hits (rule setting). */
  replacedCommanderHit?: 'counts' | 'last-round-only';
  /** Round 2, a spearhead the overall commander led, he hit in round 1: no one checks, or his replacement does (rule setting). */
  spearheadAfterCommanderHit?: 'no-check' | 'replacement-checks';
  /** The demoralisation check's loss difference: steps actually lost in the last round, or its table results (A-15, rule setting). */
  demoralisationLossDifference?: 'actual-steps' | 'table-results';
  /** Overrun at battle time: either side, after the marches; or the attacker only, with the forces that started the battle (A-06, rule setting). */
  overrunAtBattle?: 'both-ways' | 'attacker-only';
  /** Whose leaders and cavalry the C, L and LA letters of a side's result hit: the enemy's (A-11) or the side that rolled (rule setting). */
  crtLetters?: 'enemy' | 'own-side';
  /** Troop quality when no modifier has 50 % of the CP: none (A-13), or the largest share's (rule setting). */
  qualityWithoutMajority?: 'none' | 'largest-share';
  /** A static depot's ½ CP in the combat value and the morale average: counted (A-53) or not (rule setting). */
  staticDepotStrength?: 'half-point' | 'not-counted';
  /** After the battle: retreat, then demoralisation and pursuit; or demoralisation, then retreat and pursuit (A-16, rule setting). */
  retreatBeforeDemoralisation?: 'retreat-first' | 'demoralisation-first';
  /** Retreat across an unbridged river: the extra retreat losses doubled (at least 1), or the combat losses (A-17, rule setting). */
  riverRetreatLosses?: 'double-extra' | 'double-combat';
  /** The optional heavy cavalry charges (§8.2.1, §15.1, on by default): off, an entered charge DRM is not used. */
  heavyCavalryCharges?: boolean;
  /** Optional rule §15.4: the Guard as spearhead, the French morale −1 per Guard step lost in the demoralisation check. */
  imperialGuard?: boolean;
}
export const DEFAULT_LAND_RULES: LandRules = {
  battleSizeGap: 'minor',
  ratioBelowOne: 'invert-and-round',
  woundExemptionRatio: 'rounded-ratio',
  superiorityAgainstZero: 'plus-2',
  cavalryCounted: 'cavalry-units-only',
  killedCommanderDemoralisation: 'both',
  overrunThreshold: 'at-least-5x',
  replacedCommanderHit: 'counts',
  spearheadAfterCommanderHit: 'no-check',
  demoralisationLossDifference: 'actual-steps',
  overrunAtBattle: 'both-ways',
  crtLetters: 'enemy',
  qualityWithoutMajority: 'none',
  staticDepotStrength: 'half-point',
  retreatBeforeDemoralisation: 'retreat-first',
  riverRetreatLosses: 'double-extra',
  heavyCavalryCharges: true,
};

/** The result whose letters (C, L, LA) fall on `side`: the enemy's by default (A-11), its own under the other reading. */
export const lettersFor = <T>(side: LandSide, results: Record<LandSide, T>, rules: Pick<LandRules, 'crtLetters'>): T =>
  results[rules.crtLetters === 'own-side' ? side : side === 'attacker' ? 'defender' : 'attacker'];

/** Per-round values entered by the players (tactics, charge, events: the manual DRMs). */
export interface RoundInputs {
  tactics: number;
  heavyCavalry: number;
  events: number;
}

export interface SideConditions {
  commander: string | null;
  hasArmy: boolean;
  armyArtillery: number;
  outOfSupply: boolean;
  outOfSupplyDrm: number;
  demoralised: boolean;
  interception: boolean;
  failedAvoidance: boolean;
  riverEngineers: boolean;
  navalInvasion: boolean;
  terrainDrm: number;
  spearhead: string | null;
  /** Modifier chosen on an exact 50/50 split (§8.2.4); null = the higher. */
  qualityChoice: number | null;
  rounds: [RoundInputs, RoundInputs];
  /** The side charges with its heavy (Cr) and Guard cavalry in round 1, round 2 (§8.2.1): rolled on the table. */
  charge?: [boolean, boolean];
  /** Its round-1 charge already rolled (a battle under way): that row for sure. */
  chargeRolled?: HeavyCavalryRow;
}

const half = (u: LandUnit): number => (u.type === 'depot' ? 1 : 2 * u.steps);
/** CP of a unit, doubled (a depot is ½ CP). */
export const cp2 = (u: LandUnit): number => (u.steps <= 0 ? 0 : u.type === 'fortress' ? 2 * u.steps : half(u));
export const alive = (u: LandUnit): boolean => u.steps > 0;
/** CP of a unit in the battle, doubled: a static depot's ½ point counts (A-53) or, under the other reading, not. */
export const battleCp2 = (u: LandUnit, rules: Pick<LandRules, 'staticDepotStrength'>): number => (u.type === 'depot' && rules.staticDepotStrength === 'not-counted' ? 0 : cp2(u));

/** Corps-equivalents of a unit, doubled (§8): a full corps 2, a flipped corps, detachment, cossack or partisan 1. */
export function sizeHalves(u: LandUnit): number {
  if (!alive(u)) return 0;
  if (u.type === 'corps') return isFlipped(u) ? 1 : 2;
  if (u.type === 'detachment' || u.type === 'cossack' || u.type === 'partisan') return 1;
  return 0;
}

/** A corps is on its reverse side once it has one step left (3-step) or lost its first (2-step). */
export function isFlipped(u: LandUnit): boolean {
  return u.type === 'corps' && u.steps < u.maxSteps && (u.maxSteps === 2 || u.steps === 1);
}

export function battleSize(aHalves: number, dHalves: number, rules: LandRules): BattleSize {
  const totalH = aHalves + dHalves;
  const weaker = Math.min(aHalves, dHalves);
  if (totalH >= 20 && weaker >= 8) return 'major';
  if (totalH >= 20) return rules.battleSizeGap; // A-07
  if (totalH >= 6) return 'minor';
  return 'skirmish';
}

/** Weighted average morale, rounded half up (§8.1.2); −1 per unit of a nation whose capital fell; −1 demoralised. */
export function armyMorale(units: readonly LandUnit[], demoralised: boolean, rules: Pick<LandRules, 'staticDepotStrength'> = {}): number {
  let w = 0;
  let s = 0;
  for (const u of units) {
    const c = battleCp2(u, rules);
    if (!c) continue;
    w += c;
    s += c * (u.morale - (u.capitalLost ? 1 : 0));
  }
  const m = w ? Math.floor(s / w + 0.5 + 1e-9) : 0;
  return m - (demoralised ? 1 : 0);
}

export interface SideSummary {
  halves: number;
  /** CP doubled. */
  cp2: number;
  /** Artillery usable in the combat value, before the cap (out of supply: only the army marker's back). */
  artillery: number;
  cavalry: number;
  morale: number;
  quality: { modifier: number; group: number | null; spearhead: string | null; choice: boolean };
  printedCp: number;
}

/** Troop quality (§8.2.4): a modifier shared by ≥ 50 % of the CP, or the spearhead's; with no majority none (A-13) or, under the other reading, the largest share's. */
export function troopQuality(units: readonly LandUnit[], c: Pick<SideConditions, 'spearhead' | 'qualityChoice' | 'hasArmy'>, rules: Pick<LandRules, 'qualityWithoutMajority' | 'staticDepotStrength'> = {}): SideSummary['quality'] {
  const live = units.filter(alive);
  if (c.spearhead) {
    const sp = live.find((u) => u.id === c.spearhead);
    if (sp) return { modifier: sp.modifier, group: null, spearhead: sp.id, choice: false };
  }
  const byMod = new Map<number, number>();
  let totalCp = 0;
  for (const u of live) {
    byMod.set(u.modifier, (byMod.get(u.modifier) ?? 0) + battleCp2(u, rules));
    totalCp += battleCp2(u, rules);
  }
  let majority = [...byMod.entries()].filter(([, w]) => 2 * w >= totalCp).map(([mod]) => mod);
  if (majority.length === 0) {
    if (rules.qualityWithoutMajority !== 'largest-share' || totalCp === 0) return { modifier: 0, group: null, spearhead: null, choice: false }; // A-13
    // The other reading: the largest share's modifier, with its loss constraint; a tie is the player's choice as at 50/50.
    const top = Math.max(...byMod.values());
    majority = [...byMod.entries()].filter(([, w]) => w === top).map(([mod]) => mod);
  }
  if (majority.length === 1) return { modifier: majority[0]!, group: majority[0]!, spearhead: null, choice: false };
  const chosen = c.qualityChoice !== null && majority.includes(c.qualityChoice) ? c.qualityChoice : Math.max(...majority);
  return { modifier: chosen, group: chosen, spearhead: null, choice: true };
}

export function summarise(units: readonly LandUnit[], c: SideConditions, rules: LandRules): SideSummary {
  let halves = 0;
  let cp = 0;
  let art = c.armyArtillery;
  let cav = 0;
  let printed = 0;
  for (const u of units) {
    if (!alive(u)) continue;
    halves += sizeHalves(u);
    cp += battleCp2(u, rules);
    // The printed strength (overrun) keeps the depot's printed ½ point whatever the reading.
    if (u.type !== 'fortress') printed += cp2(u);
    // Fortress points are 1 artillery each; corps artillery is unusable out of supply (§7.1.3).
    art += u.type === 'fortress' ? u.steps : c.outOfSupply ? 0 : u.artillery;
    const kind: CavalryKind = u.type === 'cossack' ? 'light' : u.cavalry;
    if (kind !== 'none') cav += (kind === 'reserve' || kind === 'guard' ? 2 : 1) * cp2(u);
    else if (rules.cavalryCounted === 'include-intrinsic' && u.intrinsicCavalry && !isFlipped(u)) cav += 2;
  }
  return { halves, cp2: cp, artillery: art, cavalry: cav, morale: armyMorale(units, c.demoralised, rules), quality: troopQuality(units, c, rules), printedCp: printed };
}

/** Combat value (§8.1.4): CP + artillery, at most as many artillery points as CP. Doubled. */
export const combatValue2 = (s: SideSummary): number => s.cp2 + Math.min(2 * s.artillery, s.cp2);

/** Rounds a ratio to the nearest table entry (ties go to the higher entry), §8.1.4 and A-08. */
export function roundRatio(cvA: number, cvD: number, entries: readonly RatioEntry[], rules: LandRules): RatioEntry {
  if (entries.length === 0) throw new Error('the combat ratio table has no entry');
  const r = cvD === 0 ? Infinity : cvA / cvD;
  const val = (e: RatioEntry) => e.attacker / e.defender;
  const nearest = (x: number, list: readonly RatioEntry[], v: (e: RatioEntry) => number): RatioEntry => {
    let best = list[0]!;
    for (const e of list) {
      const d = Math.abs(v(e) - x);
      const bd = Math.abs(v(best) - x);
      if (d < bd - 1e-12 || (Math.abs(d - bd) <= 1e-12 && v(e) > v(best))) best = e;
    }
    return best;
  };
  if (r >= 1 || rules.ratioBelowOne === 'nearest-as-printed') return nearest(r, entries, val);
  // Below 1: turn it over and round the same way among the defender-favourable entries.
  const below = entries.filter((e) => val(e) <= 1);
  if (below.length === 0) return nearest(r, entries, val);
  return nearest(1 / r, below, (e) => e.defender / e.attacker);
}

/** +1 for more, +2 for twice as many (A-09: against none, +2; both none, 0). */
export function superiority(mine: number, theirs: number, rules: LandRules): number {
  if (mine <= theirs) return 0;
  if (theirs === 0) return rules.superiorityAgainstZero === 'plus-2' ? 2 : 1;
  return mine >= 2 * theirs ? 2 : 1;
}

export interface DrmBuildUp {
  lines: Modifier[];
  total: number;
}

export interface RoundContext {
  round: 1 | 2;
  attacker: { summary: SideSummary; cond: SideConditions; commanderCombat: number };
  defender: { summary: SideSummary; cond: SideConditions; commanderCombat: number };
  ratio: RatioEntry | null;
  /** Manual DRM from the ratio when no ratio table is entered. */
  ratioDrmManual?: number;
  /** A siege combat: the cavalry modifiers cannot be used (§9.2.2, §8.1.6). */
  siege?: boolean;
  /** Each side's heavy cavalry charge this round, rolled or typed (§8.2.1); absent or null: no charge. */
  charges?: Partial<Record<LandSide, ChargeOutcome | null>>;
}

/**
 * The line-by-line DRM of one side for one round (§8.1.4-§8.2.4, §5.2.3.3, §5.2.3.5, §5.2.3.7, §5.3.2.5).
 * `totalOnly` leaves the lines out (the exact odds need only the total, thousands of times).
 */
export function drmBuildUp(ctx: RoundContext, side: LandSide, rules: LandRules, totalOnly = false): DrmBuildUp {
  const me = ctx[side];
  const them = ctx[side === 'attacker' ? 'defender' : 'attacker'];
  const c = me.cond;
  const r = ctx.round - 1;
  const lines: Modifier[] = [];
  let total = 0;
  const add = (label: string | (() => string), value: number, cite: string) => {
    if (value === 0) return;
    total += value;
    if (!totalOnly) lines.push({ label: typeof label === 'string' ? label : label(), value, cite });
  };
  if (side === 'attacker') {
    if (ctx.ratio) add(() => `Combat ratio ${ctx.ratio!.attacker}/${ctx.ratio!.defender}`, ctx.ratio.drm, '§8.1.4');
    else if (ctx.ratioDrmManual) add('Combat ratio (entered)', ctx.ratioDrmManual, '§8.1.4');
  }
  add('Artillery superiority', superiority(me.summary.artillery, them.summary.artillery, rules), '§8.1.5');
  if (!ctx.siege) add('Cavalry superiority', superiority(me.summary.cavalry, them.summary.cavalry, rules), '§8.1.6');
  if (rules.heavyCavalryCharges !== false) add('Heavy cavalry charge (entered)', c.rounds[r]!.heavyCavalry, '§8.2.1');
  const charge = ctx.charges?.[side];
  if (charge && rules.heavyCavalryCharges !== false && !ctx.siege) add(charge.typed ? 'Heavy cavalry charge (typed)' : 'Heavy cavalry charge', charge.drm, '§8.2.1');
  add('Terrain', c.terrainDrm, '§8.2.2');
  add('Overall commander', me.commanderCombat, '§8.2.3');
  add(me.summary.quality.spearhead ? () => `Spearhead ${me.summary.quality.spearhead}` : 'Troop quality', me.summary.quality.modifier, '§8.2.4');
  if (c.interception) add('Intercepting force', 1, '§5.2.3.3');
  if (c.failedAvoidance && ctx.round === 1) add('Failed avoidance (first round)', -1, '§5.2.3.5');
  if (c.riverEngineers) add('Unbridged river crossed with engineers', -1, '§5.2.3.7');
  if (c.navalInvasion && side === 'attacker') add('Naval invasion', -3, '§5.3.2.5');
  if (c.outOfSupply) add('Out of supply', c.outOfSupplyDrm, '§7.1.3');
  add('Tactics (entered)', c.rounds[r]!.tactics, '§8.1.3');
  add('Events (entered)', c.rounds[r]!.events, '§11.1');
  return { lines, total };
}

/** The table row for a (modified) total: the last row whose roll ≤ total (below the first: the first). Rows sorted by roll. */
export function crtRow<T extends { roll: number }>(rows: readonly T[], totalRoll: number): T {
  let pick = rows[0]!;
  for (const row of rows) if (row.roll <= totalRoll) pick = row;
  return pick;
}

/** 2D6 ways out of 36 for totals 2..12. */
export const TWO_D6: ReadonlyArray<readonly [number, number]> = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((n) => [n, (6 - Math.abs(n - 7)) / 36] as const);

/** Distribution of the CRT row index for a DRM (rows merged). */
export function crtDistribution(rows: readonly CrtRow[], drm: number): Map<number, number> {
  const out = new Map<number, number>();
  for (const [n, p] of TWO_D6) {
    const row = crtRow(rows, n + drm);
    const i = rows.indexOf(row);
    out.set(i, (out.get(i) ?? 0) + p);
  }
  return out;
}

/** Victory on the table results (§8.3.1): more wins; equal: bold beats plain; else a tie. */
export function landVerdict(a: CrtRow, d: CrtRow): LandSide | 'tie' {
  if (a.losses !== d.losses) return a.losses > d.losses ? 'attacker' : 'defender';
  if (a.bold !== d.bold) return a.bold ? 'attacker' : 'defender';
  return 'tie';
}

// ---- Heavy cavalry charge (optional, §8.2.1, §15.1) ------------------------------------------------

/** What a side's charge gives this round: the table row read (or typed), its step losses as far as the charging cavalry has steps, the leaders it concerns. */
export interface ChargeOutcome {
  drm: number;
  /** Steps the charging cavalry loses, taken at the loss step (§8.2.5) before the combat losses. */
  steps: number;
  leader: ChargeLeader;
  /** The cavalry leaders the leader column concerns (see cavalryLeaders). */
  leaders: string[];
  /** The dice total read on the table; absent when typed. */
  roll?: number;
  typed?: boolean;
}

/** Heavy cavalry: reserve (Cr) and Guard cavalry, the ones that may charge (§8.2.1). */
export const isHeavyCavalry = (u: LandUnit): boolean => alive(u) && (u.cavalry === 'reserve' || u.cavalry === 'guard');
export const heavyCavalrySteps = (units: readonly LandUnit[]): number => units.reduce((n, u) => n + (isHeavyCavalry(u) ? u.steps : 0), 0);

/**
 * The cavalry leaders a charge's leader result concerns: the leaders commanding the charging units, still in
 * the battle (not hit before), the overall commander apart (he answers "LA"; the app's reading, the rulebook
 * names only "cavalry leader").
 */
export function cavalryLeaders(units: readonly LandUnit[], commander: string | null, w: WoundSummary): string[] {
  const out: string[] = [];
  for (const u of units) if (isHeavyCavalry(u) && u.leader && u.leader !== commander && !w.hit?.includes(u.leader) && !out.includes(u.leader)) out.push(u.leader);
  return out;
}

/** The charge's outcome for a table row, with the charging side's forces as the charge starts. */
export function chargeOutcome(row: HeavyCavalryRow, units: readonly LandUnit[], leaders: string[], roll?: number): ChargeOutcome {
  return { drm: row.drm, steps: Math.min(row.cavalryStepsLost, heavyCavalrySteps(units)), leader: leaders.length ? row.leader : 'none', leaders: leaders.length && row.leader !== 'none' ? leaders : [], ...(roll !== undefined ? { roll } : {}) };
}

/** P(each row of the charge table) on its dice, rows sorted by roll; rows no total reaches are left out. */
export function chargeDistribution(t: HeavyCavalryTable): Array<{ row: HeavyCavalryRow; p: number }> {
  const rows = [...t.rows].sort((a, b) => a.roll - b.roll);
  const p = new Map<HeavyCavalryRow, number>();
  for (const [n, q] of ndm(t.dice, 6)) {
    const r = crtRow(rows, n);
    p.set(r, (p.get(r) ?? 0) + q);
  }
  return rows.filter((r) => p.has(r)).map((row) => ({ row, p: p.get(row)! }));
}

/** A charge outcome in words, for the log and the chances shown before the roll. */
export function chargeWords(o: Pick<ChargeOutcome, 'drm' | 'steps' | 'leader'>): string {
  const parts = [o.drm ? `${signed(o.drm)} to the combat roll` : 'no modifier'];
  if (o.steps) parts.push(`${counted(o.steps, 'cavalry step')} lost`);
  if (o.leader === 'wound-check') parts.push('the cavalry leader makes a wound check');
  if (o.leader === 'lost') parts.push('the cavalry leader is lost');
  return parts.join(', ');
}

/** The charge's wound checks (§8.2.1, §8.2.6): one per cavalry leader on a "wound check" row; none for a side exempt at 3/1 (A-08). */
export function chargeWoundChecks(o: ChargeOutcome | null | undefined, exempt: boolean): WoundCheck[] {
  if (!o || o.leader !== 'wound-check' || exempt) return [];
  return o.leaders.map((id) => ({ kind: 'charge' as const, leaders: [id] }));
}

/** The wounds after a charge that loses its cavalry leaders (killed, whatever the 3/1 exemption). */
export function chargeLost(o: ChargeOutcome | null | undefined, w: WoundSummary, commander: string | null, combatOf: (id: string) => number): WoundSummary {
  if (!o || o.leader !== 'lost') return w;
  return o.leaders.reduce((s, id) => withWound(s, id, 'killed', commander, combatOf(id)), w);
}

/** Takes the charge's step losses from the charging heavy cavalry (§8.2.1), by the loss order. */
export function chargeLosses(units: readonly LandUnit[], n: number, order: LossOrder): { units: LandUnit[]; lost: string[] } {
  const cur = units.slice();
  const lost: string[] = [];
  for (let k = 0; k < n; k++) {
    const i = rank(cur, order).find((j) => isHeavyCavalry(cur[j]!));
    if (i === undefined) break;
    cur[i] = loseStep(cur[i]!);
    lost.push(cur[i]!.id);
  }
  return { units: cur, lost };
}

/**
 * Checks a player's own steps when a charge costs `chargeSteps` of them: those come first, on heavy (Cr) or
 * Guard cavalry; the rest are the combat losses, checked against their constraints (checkLandLossAllocation).
 */
export function checkLossesWithCharge(units: readonly LandUnit[], steps: readonly string[], n: number, chargeSteps: number, c: LossConstraints): string[] {
  if (!chargeSteps) return checkLandLossAllocation(units, steps, n, c);
  let cur = units.slice();
  const problems: string[] = [];
  for (const id of steps.slice(0, chargeSteps)) {
    const i = cur.findIndex((u) => u.id === id);
    if (i < 0 || !isHeavyCavalry(cur[i]!)) {
      problems.push(`the first ${chargeSteps === 1 ? 'step is' : `${chargeSteps} steps are`} the charge’s, lost by the charging heavy or Guard cavalry (§8.2.1)`);
      break;
    }
    cur = cur.map((u, k) => (k === i ? loseStep(u) : u));
  }
  if (steps.length < chargeSteps) problems.push(`${counted(chargeSteps, 'step')} for the charge, ${steps.length} chosen`);
  return [...problems, ...(problems.length ? [] : checkLandLossAllocation(cur, steps.slice(chargeSteps), n, c))];
}

// ---- Losses -------------------------------------------------------------------------------------

export interface LossConstraints {
  /** Modifier group that must take ≥ ceil(losses/2) (troop quality used), or null. */
  qualityGroup: number | null;
  spearhead: string | null;
  /** "C" in the enemy's result: at least one cavalry step (cossacks count) if cavalry is present. */
  cavalryStep: boolean;
}

export type LossOrder = 'weakest-first' | string[];

const isCav = (u: LandUnit) => u.type === 'cossack' || u.cavalry !== 'none';

/**
 * §8.2.4, last paragraph: "If the battle is a siege battle, for the two cases described in this rule
 * [troop quality and spearhead], the cavalry modifier does not apply. Treat cavalries as having a 0
 * modifier." So in a siege combat every cavalry unit (cossacks count, §8.2.5) fights at modifier 0,
 * for the quality majority, the spearhead and the losses on the quality troops alike.
 */
export const siegeCavalryAtZero = (units: readonly LandUnit[]): LandUnit[] => units.map((u) => (isCav(u) && u.modifier !== 0 ? { ...u, modifier: 0 } : u));

/** Takes one step from a unit (§1.1.1.1): artillery −1 at a 3-step corps' first loss, none once flipped. */
export function loseStep(u: LandUnit): LandUnit {
  if (u.type === 'depot') return { ...u, steps: 0 };
  const steps = u.steps - 1;
  const n: LandUnit = { ...u, steps };
  if (u.type === 'corps' && u.maxSteps === 3 && steps === 2) n.artillery = Math.max(0, u.artillery - 1);
  if (steps <= 0 || isFlipped(n)) {
    n.artillery = 0;
    if (u.type === 'corps') n.intrinsicCavalry = false;
  }
  return n;
}

/** Preference order: the player's ids first, then lowest modifier, most steps, input order. */
function rank(units: readonly LandUnit[], order: LossOrder): number[] {
  const idx = units.map((_, i) => i);
  const listed = Array.isArray(order) ? order : [];
  const pos = (u: LandUnit) => {
    const k = listed.indexOf(u.id);
    return k < 0 ? listed.length : k;
  };
  return idx.sort((i, j) => {
    const a = units[i]!;
    const b = units[j]!;
    return pos(a) - pos(b) || a.modifier - b.modifier || b.steps - a.steps || i - j;
  });
}

/**
 * Applies n step losses by the policy, meeting the constraints (§8.2.4, §8.2.5): spearhead first; a
 * cavalry step for "C"; at least ceil(n/2) on the quality troops; then by the order.
 */
export function allocateLandLosses(units: readonly LandUnit[], n: number, c: LossConstraints, order: LossOrder): { units: LandUnit[]; lost: string[] } {
  const cur = units.slice();
  const lost: string[] = [];
  const take = (i: number) => {
    cur[i] = loseStep(cur[i]!);
    lost.push(cur[i]!.id);
  };
  const pick = (ok: (u: LandUnit) => boolean): number => {
    for (const i of rank(cur, order)) if (alive(cur[i]!) && ok(cur[i]!)) return i;
    return -1;
  };
  let left = Math.min(n, cur.reduce((s, u) => s + (alive(u) ? (u.type === 'depot' ? 1 : u.steps) : 0), 0));
  if (c.spearhead) {
    const i = cur.findIndex((u) => u.id === c.spearhead);
    while (left > 0 && i >= 0 && alive(cur[i]!)) {
      take(i);
      left--;
    }
  }
  let quality = c.qualityGroup !== null && !c.spearhead ? Math.ceil(n / 2) : 0;
  if (c.cavalryStep && left > 0) {
    const i = pick(isCav);
    if (i >= 0) {
      if (cur[i]!.modifier === c.qualityGroup) quality--;
      take(i);
      left--;
    }
  }
  while (quality > 0 && left > 0) {
    const i = pick((u) => u.modifier === c.qualityGroup);
    if (i < 0) break;
    take(i);
    left--;
    quality--;
  }
  while (left > 0) {
    const i = pick(() => true);
    if (i < 0) break;
    take(i);
    left--;
  }
  return { units: cur, lost };
}

/** Checks a player's own allocation (unit ids, one per step) against the constraints; returns the problems. */
export function checkLandLossAllocation(units: readonly LandUnit[], steps: readonly string[], n: number, c: LossConstraints): string[] {
  const problems: string[] = [];
  const total = units.reduce((s, u) => s + (alive(u) ? (u.type === 'depot' ? 1 : u.steps) : 0), 0);
  const need = Math.min(n, total);
  if (steps.length !== need) problems.push(`${need} step${need === 1 ? '' : 's'} must be lost, ${steps.length} chosen`);
  let cur = units.slice();
  for (const id of steps) {
    const i = cur.findIndex((u) => u.id === id);
    if (i < 0) problems.push(`"${id}" is not a unit of this side`);
    else if (!alive(cur[i]!)) problems.push(`"${id}" has no step left`);
    else cur = cur.map((u, k) => (k === i ? loseStep(u) : u));
  }
  if (c.spearhead) {
    const sp = units.find((u) => u.id === c.spearhead);
    const spSteps = sp ? (sp.type === 'depot' ? 1 : sp.steps) : 0;
    const firstN = steps.slice(0, Math.min(spSteps, need));
    if (firstN.some((id) => id !== c.spearhead)) problems.push(`the spearhead ${c.spearhead} takes the losses first (§8.2.4)`);
  } else if (c.qualityGroup !== null) {
    const onQuality = steps.filter((id) => units.find((u) => u.id === id)?.modifier === c.qualityGroup).length;
    const possible = units.filter((u) => u.modifier === c.qualityGroup).reduce((s, u) => s + u.steps, 0);
    if (onQuality < Math.min(Math.ceil(n / 2), possible)) problems.push(`at least ${Math.ceil(n / 2)} of the losses must fall on the troops of quality ${c.qualityGroup >= 0 ? '+' : ''}${c.qualityGroup} (§8.2.4)`);
  }
  if (c.cavalryStep && units.some((u) => alive(u) && isCav(u)) && need > 0 && !steps.some((id) => { const u = units.find((x) => x.id === id); return u ? isCav(u) : false; }))
    problems.push('a “C” falls on this side: at least one cavalry step must be lost (cossacks count) (§8.2.5)');
  return problems;
}

// ---- Wounds and demoralisation ------------------------------------------------------------------

export interface WoundCheck {
  /** 'L' picks a leader at random among the candidates; others name the leader. */
  kind: 'L' | 'LA' | 'spearhead' | 'second-marker' | 'charge';
  leaders: string[];
}

/** Distribution of a wound check's result on the group's wound table. */
export function woundDistribution(t: WoundTable): Record<WoundResult, number> {
  const out: Record<WoundResult, number> = { none: 0, wounded: 0, killed: 0 };
  const totals = t.dice === 1 ? [1, 2, 3, 4, 5, 6].map((n) => [n, 1 / 6] as const) : TWO_D6;
  const rows = [...t.rows].sort((a, b) => a.roll - b.roll);
  for (const [n, p] of totals) {
    let r = rows[0]!;
    for (const row of rows) if (row.roll <= n) r = row;
    out[r.result] += p;
  }
  return out;
}

/** The wound checks a side makes after a round (§8.2.6): the letters that fall on it (lettersFor: the ENEMY's result, A-11), the spearhead's leader, the second marker's user. */
export function woundChecks(
  enemyResult: CrtRow,
  own: { leaders: readonly LandLeader[]; commander: string | null; hasArmy: boolean; spearheadLeader: string | null; secondMarkerLeader: string | null; exempt: boolean },
): WoundCheck[] {
  if (own.exempt) return [];
  const out: WoundCheck[] = [];
  if (own.spearheadLeader) out.push({ kind: 'spearhead', leaders: [own.spearheadLeader] });
  if (own.secondMarkerLeader) out.push({ kind: 'second-marker', leaders: [own.secondMarkerLeader] });
  const others = own.leaders.filter((l) => l.id !== own.commander).map((l) => l.id);
  let letter = enemyResult.leader;
  if (letter === 'LA' && !(own.hasArmy && own.commander)) letter = 'L';
  if (letter === 'LA') out.push({ kind: 'LA', leaders: [own.commander!] });
  else if (letter === 'L' && others.length) out.push({ kind: 'L', leaders: others });
  return out;
}

/** What the wounds change for the demoralisation check and the next round. */
export interface WoundSummary {
  commander: WoundResult;
  /** Other leaders of combat value 2+ killed. */
  killedCv2: number;
  /** Other leaders wounded or killed, sorted: gone from the battle, never checked again. */
  hit?: readonly string[];
  /** The replacement for a commander wounded or killed in round 1 (§8.2.6.3), hit in round 2. */
  replacement?: WoundResult;
}

/** Who answers for the replacement commander in the wound checks: a leader from the pool, not one of the battle's. */
export const REPLACEMENT_COMMANDER = 'the replacement commander';

/** A wound summary as a key (the odds merge states by it). */
export const woundKey = (w: WoundSummary): string => `${w.commander}|${w.killedCv2}|${w.replacement ?? 'none'}|${(w.hit ?? []).join(',')}`;

/**
 * Who a side's wound checks concern, given its wounds so far: a commander wounded or killed in round 1
 * is replaced (§8.2.6.3), the replacement answers "LA"; a leader already wounded or killed has left
 * the battle, so "L" never picks him and the spearhead or second marker he led checks no one.
 */
export function woundCandidates(
  leaders: readonly LandLeader[],
  commander: string | null,
  w: WoundSummary,
  spearheadLeader: string | null,
  secondMarkerLeader: string | null,
  spearheadAfterCommanderHit: LandRules['spearheadAfterCommanderHit'] = 'no-check',
) {
  const replaced = w.commander !== 'none' && commander !== null;
  const gone = (id: string) => (replaced && id === commander) || !!w.hit?.includes(id);
  const here = (id: string | null) => (id !== null && !gone(id) ? id : null);
  // The other reading: the spearhead "led by the overall commander" (§8.2.4) is led by whoever commands now.
  const spear = replaced && spearheadLeader === commander && spearheadAfterCommanderHit === 'replacement-checks' && w.replacement !== 'killed' ? REPLACEMENT_COMMANDER : here(spearheadLeader);
  return { leaders: leaders.filter((l) => !gone(l.id)), commander: replaced ? REPLACEMENT_COMMANDER : commander, spearheadLeader: spear, secondMarkerLeader: here(secondMarkerLeader) };
}

/** The summary after one leader's wound result (`commander`: the original overall commander's id). */
export function withWound(s: WoundSummary, id: string, r: WoundResult, commander: string | null, combat: number): WoundSummary {
  if (r === 'none') return s;
  if (id === REPLACEMENT_COMMANDER) return { ...s, replacement: worse(s.replacement ?? 'none', r) };
  if (id === commander) return { ...s, commander: worse(s.commander, r) };
  const hit = s.hit?.includes(id) ? s.hit : [...(s.hit ?? []), id].sort();
  return { ...s, hit, killedCv2: s.killedCv2 + (r === 'killed' && combat >= 2 ? 1 : 0) };
}

export const NO_WOUNDS: WoundSummary = { commander: 'none', killedCv2: 0 };

const worse = (a: WoundResult, b: WoundResult): WoundResult => (a === 'killed' || b === 'killed' ? 'killed' : a === 'wounded' || b === 'wounded' ? 'wounded' : 'none');

/** Exact distribution of the wound summary over a list of checks. */
export function woundSummaryDistribution(checks: readonly WoundCheck[], table: WoundTable | null, leaders: readonly LandLeader[], commander: string | null, start: WoundSummary = NO_WOUNDS): Map<string, { s: WoundSummary; p: number }> {
  let dist = new Map<string, { s: WoundSummary; p: number }>([[woundKey(start), { s: start, p: 1 }]]);
  if (checks.length === 0) return dist;
  if (!table) throw new Error('wound table missing');
  const wd = woundDistribution(table);
  const cv = (id: string) => leaders.find((l) => l.id === id)?.combat ?? 0;
  for (const chk of checks) {
    const next = new Map<string, { s: WoundSummary; p: number }>();
    const addTo = (s: WoundSummary, p: number) => {
      if (p === 0) return;
      const k = woundKey(s);
      const cur = next.get(k);
      if (cur) cur.p += p;
      else next.set(k, { s, p });
    };
    for (const { s, p } of dist.values()) {
      for (const id of chk.leaders) {
        const pl = p / chk.leaders.length;
        for (const res of ['none', 'wounded', 'killed'] as const) {
          let r: WoundResult = res;
          if (chk.kind === 'LA' && r === 'wounded') r = 'none'; // §8.2.6: "wounded" is nothing under LA
          const q = pl * wd[res];
          addTo(withWound(s, id, r, commander, cv(id)), q);
        }
      }
    }
    dist = next;
  }
  return dist;
}

/**
 * P(demoralised) for the loser (§8.3.3): 1D6 + modifiers > morale, as procedures.demoralisation reads
 * them. `replacedCommanderCombat`: the commander wounded or killed in an earlier round, whom a
 * replacement (`commanderCombat`) now stands for (§8.2.6.3).
 */
export function pDemoralised(morale: number, commanderCombat: number, w: WoundSummary, lossDifference: number, rules: LandRules, replacedCommanderCombat?: number): number {
  let mod = 0;
  const killed = w.commander === 'killed';
  const replaced = replacedCommanderCombat !== undefined;
  // The replacement hit in round 2 counts as the overall commander hit, as the original does.
  const replacementKilled = replaced && w.replacement === 'killed';
  const plusOnly = rules.killedCommanderDemoralisation === 'plus-only';
  // The other reading: once replaced, the commander's round-1 wound or death no longer counts after round 2.
  const earlier = !(replaced && rules.replacedCommanderHit === 'last-round-only');
  if (replaced ? !(replacementKilled && plusOnly) : !(killed && plusOnly)) mod -= commanderCombat;
  if (w.commander === 'wounded' && earlier) mod += 1;
  if (killed && earlier) mod += replaced ? replacedCommanderCombat : commanderCombat;
  if (replaced && w.replacement === 'wounded') mod += 1;
  if (replacementKilled) mod += commanderCombat;
  mod += w.killedCv2 + Math.max(0, lossDifference);
  // d + mod > morale  <=>  d > morale - mod
  const t = morale - mod;
  return Math.min(6, Math.max(0, 6 - t)) / 6;
}

/**
 * Optional rule §15.4: "If the French player decides to use Guard as a spearhead, and if the combat result
 * calls for a French demoralisation check, the French morale is reduced by 1 point for each Guard step loss."
 * The Guard steps the spearhead lost in combat (`now`: its steps after the last round's losses), or 0.
 */
export function guardStepsLost(rules: LandRules, spearhead: LandUnit | undefined, now: number): number {
  return rules.imperialGuard && spearhead?.imperialGuard ? Math.max(0, spearhead.steps - now) : 0;
}

/** Overrun at battle time (§8, A-05, A-06): printed CP at least (or more than) 5 times the other's; the defender only under overrunAtBattle 'both-ways'. */
export function overrun(aPrinted2: number, dPrinted2: number, rules: LandRules): LandSide | null {
  const beats = (x: number, y: number) => (rules.overrunThreshold === 'at-least-5x' ? x >= 5 * y : x > 5 * y);
  if (dPrinted2 > 0 && beats(aPrinted2, dPrinted2)) return 'attacker';
  if (rules.overrunAtBattle !== 'attacker-only' && aPrinted2 > 0 && beats(dPrinted2, aPrinted2)) return 'defender';
  return null;
}

/**
 * The loss difference the loser's demoralisation check reads (§8.3.3.2, A-15): the steps each side
 * actually lost in the last round, or (table-results) the losses the two table results called for.
 */
export function demoralisationLossDifference(rules: LandRules, steps: { loser: number; winner: number }, table: { loser: number; winner: number }): number {
  return Math.max(0, rules.demoralisationLossDifference === 'table-results' ? table.loser - table.winner : steps.loser - steps.winner);
}
