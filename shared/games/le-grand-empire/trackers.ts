// The special-rules trackers (issue #13 "Registries", digest §11 item 13): what each one derives from
// the tracked state and the calendar — an external war's turns and the first turn it may end (§14.1),
// the Turkish succession due (§14.2), Spain's liberation war (§14.3), the Landwehr's Winters (§14.6.3),
// the provinces in trouble (§14.4-§14.5), the Continental Blockade (§12.3.3.1) and the French conscript
// classes (§12.2). Pure.
import { cellValue } from '../../data/access';
import { registriesOf, sovereignAt } from './leaders';
import type { ExternalWar } from './registry-types';
import { troublesStep } from './sequence';
import { atWar, clock, clockOf, nameOf, packOf, type LgeState } from './state';

// ---- External wars (§14.1) ---------------------------------------------------------------------------

/** Turns of the war so far, the turn it started counting as the first. */
export const warTurns = (s: LgeState, w: ExternalWar) => (w.endTurn ?? s.position.turn) - w.startTurn + 1;
/** The first turn an attempt to end it may be made: the turn after the minimum duration. */
export const firstEndTurn = (w: ExternalWar) => w.startTurn + w.minTurns;
/** The +1 per turn on the end roll (rule setting externalWarEndBonus, A-37). */
export function endBonus(s: LgeState, w: ExternalWar): number {
  return s.rules?.externalWarEndBonus === 'since-start' ? warTurns(s, w) : Math.max(0, warTurns(s, w) - w.minTurns);
}
/** Complete years of war, for the losses roll (1D6 + 1 per complete year). */
export const completeYears = (s: LgeState, w: ExternalWar) => Math.floor(warTurns(s, w) / 4);
/** The war started in this calendar year, if any: only one may start per year (§14.1, A-55). */
export function warStartedThisYear(s: LgeState): ExternalWar | undefined {
  const y = clock(s).year;
  return registriesOf(s).externalWars.find((w) => clockOf(s, w.startTurn).year === y);
}
/** The group's minimum duration and required corps for a war, where entered (M15). */
export function warData(s: LgeState, name: string): { power: string | null; minTurns: number | null; corps: string | null } {
  const p = packOf(s);
  const v = (c: string) => cellValue(p, 'external-wars', name, c);
  const pw = v('power');
  const mt = v('minTurns');
  const co = v('expeditionaryCorps');
  return { power: typeof pw === 'string' ? pw : null, minTurns: typeof mt === 'number' ? mt : null, corps: typeof co === 'string' ? co : null };
}

// ---- Turkish sovereign (§14.2) -------------------------------------------------------------------------

/** The sovereign on the throne as the table has recorded it (the swap made). */
export function recordedSovereign(s: LgeState): string {
  const sx = registriesOf(s).turkey.successions;
  return sx.length ? sx[sx.length - 1]!.to : sovereignAt(s, 1);
}

/**
 * The succession the table has still to make, and whether it is made this turn: the swap and the 1D6
 * come in the Diplomacy Phase of the turn after the succession (§14.2), or at the DSoP's dates.
 */
export function successionDue(s: LgeState): { to: string; now: boolean } | null {
  const byDate = sovereignAt(s, s.position.turn);
  if (byDate === recordedSovereign(s)) return null;
  const dsop = s.rules?.turkishInstabilityTiming === 'dsop-dates';
  const lastTurn = sovereignAt(s, s.position.turn - 1);
  const to = dsop ? byDate : lastTurn !== recordedSovereign(s) ? lastTurn : byDate;
  return { to, now: dsop || to === lastTurn };
}

// ---- Turkish feudals (§14.6.2) ------------------------------------------------------------------------------

export interface FeudalCorps {
  /** Its key in the Corps table ("turkey:Romanian feudal"). */
  key: string;
  name: string;
  /** Its basic manpower in CP (the Corps table's steps), null while not entered. */
  basic: number | null;
  lost: number;
  /** CP now (basic less the losses), null while the basic manpower is not entered. */
  current: number | null;
}

/**
 * Each feudal corps of the Corps table (type Feudal) with its strength: raised with full manpower, it loses CP in
 * battle and recovers them free in the Winter production phase inside its province of origin (§14.6.2).
 */
export function feudalCorps(s: LgeState): FeudalCorps[] {
  const p = packOf(s);
  const lost = registriesOf(s).turkey.feudals ?? {};
  return (p.tables.corps?.rows ?? [])
    .filter((r) => cellValue(p, 'corps', r.key, 'type') === 'feudal')
    .map((r) => {
      const b = cellValue(p, 'corps', r.key, 'steps');
      const basic = typeof b === 'number' ? b : null;
      const l = lost[r.key] ?? 0;
      return { key: r.key, name: r.key.replace(/^[^:]*:/, ''), basic, lost: l, current: basic === null ? null : Math.max(0, basic - l) };
    });
}

// ---- Landwehr (§14.6.3) and conscripts (§12.2) --------------------------------------------------------

export function landwehrSteps(s: LgeState): number | null {
  const v = cellValue(packOf(s), 'limits', 'landwehr-steps', 'value');
  return typeof v === 'number' ? v : null;
}

export interface ConscriptView {
  calls: number;
  max: number;
  firstWinter: number;
  penalties: boolean;
  /** Why no class may be called now, or null. */
  whyNot: string | null;
}
export function conscriptView(s: LgeState): ConscriptView {
  const p = packOf(s);
  const max = (cellValue(p, 'limits', 'conscript-classes', 'value') as number | null) ?? 3;
  const first = (cellValue(p, 'limits', 'conscript-first-year', 'value') as number | null) ?? 1808;
  const c = clock(s);
  const whyNot =
    s.conscripts.calls >= max ? `All ${max} classes have been called.` : c.season !== 'winter' ? 'Only in a Winter budget phase.' : c.year < first ? `Not before Winter ${first}.` : s.conscripts.lastCallTurn === s.position.turn ? 'One class per Winter.' : null;
  return { calls: s.conscripts.calls, max, firstWinter: first, penalties: s.conscripts.calls >= 2, whyNot };
}

/** Dated and event reminders the trackers add to the season tracker. */
export function trackerReminders(s: LgeState): string[] {
  const r = registriesOf(s);
  const out: string[] = [];
  const due = successionDue(s);
  if (due?.now && s.position.stepId === 'diplomacy') out.push(`Turkish succession: ${due.to} takes the throne; roll 1D6 (4-6: Turkey at war with a major reverts to neutrality) (§14.2)`);
  for (const w of r.externalWars.filter((x) => x.status === 'on'))
    if (s.position.turn >= firstEndTurn(w) && (s.position.stepId === 'winter-budget' || s.position.stepId === 'exceptional-budget')) out.push(`External war ${w.name}: ${nameOf(w.power)} may try to end it (2D6 + ${endBonus(s, w)} ≥ 10, §14.1)`);
  for (const w of r.externalWars.filter((x) => x.status === 'ended'))
    if (s.position.stepId === 'reinforcements') out.push(`External war ${w.name} is over: roll its losses, the leaders’ wound checks, bring the corps home for 10 £ (§14.1)`);
  for (const [p, l] of Object.entries(r.landwehr)) if (clock(s).season === 'winter' && s.position.stepId === 'winter-budget' && !l.winters.includes(s.position.turn)) out.push(`Landwehr: ${nameOf(p)} receives its free infantry steps this Winter (§14.6.3)`);
  const troubled = Object.entries(r.provinces).filter(([, v]) => v.troubles).map(([k]) => k);
  if (troubled.length && s.position.stepId === troublesStep(s)) out.push(`Provincial troubles to roll${troublesStep(s) === 'activations' ? ' at the end of this phase, before the final attrition' : ', after the final attrition'}, where a supplied corps holds the capital: ${troubled.join(', ')} (§14.4)`);
  return out;
}

/** The two Austrian borderer corps (§14.6.1): on the map while Austria and Turkey are at war, their losses never replenished. */
export function borderersOf(s: LgeState): { onMap: boolean; since: number | null; corps: Array<{ n: 1 | 2; lost: number; eliminated: boolean }> } {
  const r = registriesOf(s).borderers;
  const onMap = atWar(s, 'austria', 'turkey');
  return { onMap, since: onMap ? (r?.since ?? null) : null, corps: ([1, 2] as const).map((n) => ({ n, lost: onMap ? (r?.lost[n - 1] ?? 0) : 0, eliminated: onMap ? (r?.eliminated[n - 1] ?? false) : false })) };
}
