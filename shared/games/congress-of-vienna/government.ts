// Congress of Vienna Government Phase as pure functions: each Power's Resources, the priority list with
// its mandatory funding (1st-4th, then discretionary), the Liberalism/Absolutism and Pax Britannica rolls
// with their exact probabilities, and the Issue effects the Rulebook gives numbers for (Peace Congress,
// Recruitment, Future Government of France, Minor Countries, fleet demobilisation) [10.3, 12.0-12.7].
import { cellOf, type DataPack } from '../../data/tables';
import { refuse, type Power } from './diplomacy';
import { counted } from '../../format';


// --- Resources [12.1, 12.2] --------------------------------------------------------------------------------
export const BASE_RESOURCES: Record<Power, number> = { FR: 6, RU: 3, BR: 5, AU: 3 };

export interface ResourceInputs {
  /** Base markers (default [12.1]; OHR 15.1 lowers France's). */
  base?: number;
  initialSituation?: number;
  initialEnvironment?: number;
  cards?: number;
  /** Britain: Resources instead of VP for demobilised fleet pairs [10.3]. */
  fleetDemobilisation?: number;
  /** British Financial Aid Issues this Power won (Britain's are transferred to it) [12.2]. */
  financialAidWon?: number;
  /** Britain only: Financial Aid Issues won by the other Powers. */
  financialAidOwedByBritain?: number;
  /** France under OHR 15.1: the coins spaces it has lost (−1 each, for good). */
  coinsLost?: string[];
}

export interface ResourceLine {
  label: string;
  value: number;
}

/** R(p) = base + Initial Situation + IET + cards + fleet demobilisation + aid received − aid paid, never below 0 [12.1-12.2]. */
export function resources(power: Power, r: ResourceInputs): { total: number; lines: ResourceLine[] } {
  const lines: ResourceLine[] = [{ label: 'National Resource markers [12.1]', value: r.base ?? BASE_RESOURCES[power] }];
  const add = (label: string, v: number | undefined) => v && lines.push({ label, value: v });
  add('Initial Situation card [10.1]', r.initialSituation);
  add('Initial Environment Table [10.2]', r.initialEnvironment);
  add('Cards played in Diplomacy [11.4]', r.cards);
  if (power === 'BR') add('Fleet demobilisation (Resources chosen) [10.3]', r.fleetDemobilisation);
  if (power !== 'BR') add('British Financial Aid received [12.2]', r.financialAidWon);
  if (power === 'BR') add('British Financial Aid paid to other Powers (1st priority) [12.2, 12.3]', r.financialAidOwedByBritain ? -r.financialAidOwedByBritain : 0);
  for (const space of r.coinsLost ?? []) add(`OHR 15.1: ${space} lost, for good [15.1]`, -1);
  const raw = lines.reduce((s, l) => s + l.value, 0);
  return { total: Math.max(0, raw), lines };
}

// --- Priorities and mandatory funding [12.3, 12.4.4] ----------------------------------------------------------
export type IssueKind =
  | 'financial-aid' | 'peace-congress' | 'armistice' | 'austria-at-war' | 'treaty-of-ghent' | 'canada-annexed' | 'sweden-at-war'
  | 'military-operation' | 'liberalism-absolutism' | 'minor-country' | 'generalissimo' | 'future-government-of-france' | 'recruitment';

export interface WonIssue {
  id: string;
  kind: IssueKind;
  /** The Power on whose track it ended. */
  wonBy: Power;
  /** Military Operations and Recruitment: the marker's nation (the owner pays for a Mil-Op) [12.4.4]. */
  owner?: Power;
}

export interface FundingItem {
  issue: WonIssue;
  priority: 1 | 2 | 3 | 4 | 'discretionary';
  mandatory: boolean;
  /** Who pays: the winner, a Mil-Op's owner, Britain for Financial Aid. */
  payer: Power;
  note: string;
}

const SECOND: IssueKind[] = ['peace-congress', 'armistice', 'austria-at-war', 'treaty-of-ghent', 'canada-annexed', 'sweden-at-war'];

/**
 * The Power's spending list in the rules' order: 1st Financial Aid (Britain), 2nd in the fixed order, 3rd its
 * own Mil-Ops (those on other Powers' tracks first), 4th Liberalism/Absolutism, then the discretionary ones
 * (Minor Countries, Generalissimo, Future Government of France, own Recruitment) [12.3, 12.4.4].
 */
export function fundingList(power: Power, won: WonIssue[], options: { financialAidCost?: 'winner-free' | 'winner-pays'; libAbsFinalNoPay?: boolean } = {}): FundingItem[] {
  const out: FundingItem[] = [];
  if (power === 'BR') for (const i of won.filter((i) => i.kind === 'financial-aid' && i.wonBy !== 'BR')) out.push({ issue: i, priority: 1, mandatory: true, payer: 'BR', note: `Britain hands ${i.wonBy} one British Resource [12.2]` });
  if (options.financialAidCost === 'winner-pays') for (const i of won.filter((i) => i.kind === 'financial-aid' && i.wonBy === power && power !== 'BR')) out.push({ issue: i, priority: 1, mandatory: true, payer: power, note: 'the winner pays to activate it (rule setting)' });
  for (const k of SECOND) for (const i of won.filter((i) => i.kind === k && i.wonBy === power)) out.push({ issue: i, priority: 2, mandatory: true, payer: power, note: k === 'armistice' ? 'won on a track: paid, no effect [12.4.1.2]' : '' });
  const mine = won.filter((i) => i.kind === 'military-operation' && i.owner === power);
  for (const i of [...mine.filter((i) => i.wonBy !== power), ...mine.filter((i) => i.wonBy === power)])
    out.push({ issue: i, priority: 3, mandatory: true, payer: power, note: i.wonBy !== power ? `on ${i.wonBy}'s track: funded first [12.4.4]` : '' });
  // Its pawn in the final box: still paid (no roll, no effect), or not needed by the rule setting libAbsFinalBox (digest 10.24).
  for (const i of won.filter((i) => i.kind === 'liberalism-absolutism' && i.wonBy === power))
    out.push(options.libAbsFinalNoPay ? { issue: i, priority: 'discretionary', mandatory: false, payer: power, note: 'its pawn is in the final box: no payment needed (rule setting)' } : { issue: i, priority: 4, mandatory: true, payer: power, note: '' });
  for (const i of won.filter((i) => ['minor-country', 'generalissimo', 'future-government-of-france'].includes(i.kind) && i.wonBy === power)) out.push({ issue: i, priority: 'discretionary', mandatory: false, payer: power, note: '' });
  for (const i of won.filter((i) => i.kind === 'recruitment' && i.wonBy === power && (i.owner ?? power) === power)) out.push({ issue: i, priority: 'discretionary', mandatory: false, payer: power, note: 'own Recruitment only [12.4.9]' });
  return out;
}

export interface FundingCheck {
  ok: boolean;
  /** Mandatory Issues that must be paid with the Resources available, in order. */
  mustPay: string[];
  /** Mandatory Issues left unpaid for lack of Resources: they do not occur [12.3]. */
  unfunded: string[];
  leftover: number;
  warnings: string[];
}

/**
 * Checks a Power's spending (the Issue ids it pays, in order, and Resources spent on anything else) against
 * its Resources: priorities 1-4 are paid first while Resources last; a skipped step is refused with the reason.
 */
export function checkFunding(power: Power, available: number, list: FundingItem[], paid: string[], otherSpending = 0, names?: { power: string; issue: (id: string) => string }): FundingCheck {
  // The refusals name the Power and the Issues as the table says them (ids when no names are given).
  const who = names?.power ?? power;
  const issue = (id: string) => (names ? names.issue(id) : `"${id}"`);
  const mandatory = list.filter((i) => i.mandatory && i.payer === power);
  const mustPay = mandatory.slice(0, available).map((i) => i.issue.id);
  const unfunded = mandatory.slice(available).map((i) => i.issue.id);
  const known = new Set(list.filter((i) => i.payer === power).map((i) => i.issue.id));
  for (const id of paid) if (!known.has(id)) refuse(`${who} cannot pay for ${issue(id)}: it did not win it, or it is not its to pay [12.3, 12.4.4]`);
  const spent = paid.length + otherSpending;
  if (spent > available) refuse(`${who} has ${counted(available, 'Resource')} and spends ${spent} [12.3]`);
  for (const id of mustPay) {
    if (!paid.includes(id)) {
      const item = mandatory.find((i) => i.issue.id === id)!;
      refuse(`${who} must fund ${issue(id)} (${item.priority === 1 ? '1st' : item.priority === 2 ? '2nd' : item.priority === 3 ? '3rd' : '4th'} priority) before anything discretionary [12.3]`);
    }
  }
  const order = paid.filter((id) => mustPay.includes(id));
  if (order.some((id, k) => id !== mustPay[k])) refuse(`${who} funds its priorities in order: ${mustPay.map(issue).join(', ')} [12.3]`);
  const leftover = available - spent;
  const warnings = leftover > 0 ? [`${power} leaves ${leftover} Resource${leftover === 1 ? '' : 's'} unspent: lost at the end of the turn [12.3, 14.3].`] : [];
  return { ok: true, mustPay, unfunded, leftover, warnings };
}

// --- Rolls [12.4.5, 12.4.11] ---------------------------------------------------------------------------------
/** 1d6 + m >= 4 advances the pawn: P = min(1, (3 + m) / 6), as a fraction over 6. */
export function trackRollOdds(m: number): { num: number; den: 6; p: number } {
  const num = Math.max(0, Math.min(6, 3 + m));
  return { num, den: 6, p: num / 6 };
}

/** The probability for each number of extra Resources spent (on top of the bonus cards), up to a sure success. */
export function trackRollTable(bonusCards: number, maxExtra = 4): Array<{ extraResources: number; drm: number; probability: number; fraction: string }> {
  const out = [];
  for (let r = 0; r <= maxExtra; r++) {
    const o = trackRollOdds(bonusCards + r);
    out.push({ extraResources: r, drm: bonusCards + r, probability: o.p, fraction: `${o.num}/6` });
    if (o.num === 6) break;
  }
  return out;
}

export function trackRoll(die: number, m: number): boolean {
  if (!Number.isInteger(die) || die < 1 || die > 6) refuse('The die is a whole number from 1 to 6');
  return die + m >= 4;
}

/** The VP both Powers of the pair gain on entering a Liberalism/Absolutism box, from the pack (null: not filled in) [12.4.5]. */
export function libAbsBoxVp(pack: DataPack, side: 'liberalism' | 'absolutism', box: 1 | 2 | 3 | 4): number | null {
  const v = cellOf(pack, 'liberalism-absolutism', `${side}-${box}`, 'vp')?.v;
  return typeof v === 'number' ? v : null;
}

export interface TrackAdvance {
  success: boolean;
  box: number;
  vp: Array<{ power: Power; vp: number }>;
  note: string;
}

/** Liberalism (France and Britain) or Absolutism (Russia and Austria): roll, advance, both gain the new box's VP [12.4.5]. */
export function libAbsRoll(pack: DataPack, side: 'liberalism' | 'absolutism', box: number, die: number, m: number): TrackAdvance {
  if (box >= 4) return { success: false, box, vp: [], note: 'The pawn is already in its final box: paid, no roll, no effect (digest 10.24).' };
  if (!trackRoll(die, m)) return { success: false, box, vp: [], note: `${die} + ${m} < 4: the pawn stays.` };
  const next = (box + 1) as 1 | 2 | 3 | 4;
  const vp = libAbsBoxVp(pack, side, next);
  if (vp === null) refuse(`Fill in the table "Liberalism/Absolutism Track" first (in the data editor): the VP of ${side} box ${next}.`);
  const pair: Power[] = side === 'liberalism' ? ['FR', 'BR'] : ['RU', 'AU'];
  return { success: true, box: next, vp: pair.map((p) => ({ power: p, vp: vp! })), note: `${die} + ${m} >= 4: the pawn advances to box ${next}.` };
}

/** Pax Britannica: a roll only if the next box's prerequisite is met; the pawn never moves back [12.4.11]. */
export function paxRoll(box: number, prerequisiteMet: boolean, die: number, m: number): { rolled: boolean; box: number; note: string } {
  if (box >= 5) return { rolled: false, box, note: 'Pax Britannica is complete.' };
  if (!prerequisiteMet) return { rolled: false, box, note: 'The next box’s prerequisite is not met: no roll; the pawn stays (it never moves back) [12.4.11].' };
  return trackRoll(die, m) ? { rolled: true, box: box + 1, note: `${die} + ${m} >= 4: advance to box ${box + 1}.` } : { rolled: true, box, note: `${die} + ${m} < 4: the pawn stays.` };
}

// --- Issue effects with numbers -----------------------------------------------------------------------------
export const halfUp = (d: number) => Math.ceil(d / 2);

/**
 * Peace Congress VP: Austria +ceil(d/2) when it won with Metternich; each highest-VP Power −ceil(d/2); the
 * Diplomacy winner −ceil(d/2). Dice in that order (one per tied leader) [12.4.1.1; 10.11].
 */
export function peaceCongress(p: { winner: Power; metternich: boolean; vpLeaders: Power[]; diplomacyWinner: Power; dice: number[]; stacking?: 'both' | 'one' }): Array<{ power: Power; vp: number; source: string }> {
  const out: Array<{ power: Power; vp: number; source: string }> = [];
  const dice = [...p.dice];
  const take = () => dice.shift() ?? refuse('A die is missing for the Peace Congress');
  if (p.winner === 'AU' && p.metternich) out.push({ power: 'AU', vp: halfUp(take()), source: 'Peace Congress: Metternich [12.4.1.1]' });
  for (const l of p.vpLeaders) out.push({ power: l, vp: -halfUp(take()), source: 'Peace Congress: highest VP [12.4.1.1]' });
  if (!(p.stacking === 'one' && p.vpLeaders.includes(p.diplomacyWinner))) out.push({ power: p.diplomacyWinner, vp: -halfUp(take()), source: 'Peace Congress: Diplomacy winner [12.4.1.1]' });
  if (dice.length) refuse(`${dice.length} die too many for the Peace Congress`);
  return out;
}

/** Recruitment: pieces and VP, with the Armistice, Austria-neutral and Treaty-of-Ghent exceptions [12.4.9; 10.12]. */
export function recruitment(power: Power, s: { double?: boolean; armistice: boolean; austriaAtWar: boolean; treatyOfGhent: boolean; doubleDuringArmistice?: 'minus-2' | 'minus-3' }): { pieces: number; vp: number } {
  if (s.double && power !== 'FR' && power !== 'RU') refuse('Only France and Russia may recruit twice [12.4.9.1]');
  let base = -1;
  if (power === 'AU' && !s.austriaAtWar) base = 0;
  if (power === 'BR' && s.treatyOfGhent) base = 0;
  if ((power === 'FR' || power === 'RU') && s.armistice) base = 0;
  if (!s.double) return { pieces: 2, vp: base };
  const extra = -2;
  return { pieces: 4, vp: s.armistice && (s.doubleDuringArmistice ?? 'minus-2') === 'minus-3' ? -3 : base + extra };
}

/** British fleet demobilisation: each pair of fleets is 1 VP or 1 Resource; an odd fleet gives nothing [10.3; 10.19]. */
export function fleetDemobilisation(fleets: number, resourcesChosen: number): { vp: number; resources: number; warning: string | null } {
  if (fleets < 2) refuse('At least two fleets are demobilised [10.3]');
  const pairs = Math.floor(fleets / 2);
  if (resourcesChosen < 0 || resourcesChosen > pairs) refuse(`${fleets} fleets make ${pairs} pair${pairs === 1 ? '' : 's'}: choose 0 to ${pairs} Resources`);
  return { vp: pairs - resourcesChosen, resources: resourcesChosen, warning: fleets % 2 ? 'The odd fleet gives nothing (digest 10.19).' : null };
}

/** Future Government of France: the VP every Power gains on entering a space (No Agreement: by the space left) [12.4.8]. */
export function fgofEntryVp(pack: DataPack, to: string, from: string): Record<Power, number> | null {
  const key = to === 'no-agreement' ? `no-agreement:${from}` : to;
  const get = (c: string) => cellOf(pack, 'future-government-of-france', key, c)?.v;
  const vals = [get('vpFR'), get('vpRU'), get('vpBR'), get('vpAU')];
  if (vals.some((v) => typeof v !== 'number')) return null;
  const [FR, RU, BR, AU] = vals as number[];
  return { FR: FR!, RU: RU!, BR: BR!, AU: AU! };
}

/** Minor Country Issue: +1 VP with the winner's code, +1 unit when the space is controlled (Allied control for Allied Powers) [12.4.6; 10.10]. */
export function minorCountry(winner: Power, s: { codeOnMarker: boolean; spaceControl: 'french' | 'allied'; unitInPool: boolean }): { vp: number; unit: boolean } {
  const controls = winner === 'FR' ? s.spaceControl === 'french' : s.spaceControl === 'allied';
  return { vp: s.codeOnMarker ? 1 : 0, unit: controls && s.unitInPool };
}

/** US militia: IET additions capped at 7 [10.2]; end-of-turn demobilisation 1-2 → 0, 3-4 → 1, 5+ → 2 stay [13.6.4.1]. */
export const addMilitia = (inBox: number, added: number) => Math.min(7, inBox + added);
export function demobiliseMilitia(inBox: number): { stay: number; toPool: number } {
  const stay = inBox >= 5 ? 2 : inBox >= 3 ? 1 : 0;
  return { stay, toPool: inBox - stay };
}

/** Military Support markers a Power may buy this turn (1 Resource each) [12.4.10, 12.4.12]. */
export const MILITARY_SUPPORT_CAP: Record<Power, number> = { FR: 4, RU: 2, BR: 3, AU: 2 };

/** After the Issues: Military Support within its cap, Sound Government at most once (+1 VP) [12.4.10, 12.4.12]. */
export function checkPurchases(power: Power, p: { militarySupport: number; soundGovernment: boolean; leftover: number }): { cost: number; vp: number } {
  if (!Number.isInteger(p.militarySupport) || p.militarySupport < 0) refuse('The number of Military Support markers is a whole number');
  if (p.militarySupport > MILITARY_SUPPORT_CAP[power]) refuse(`${power} may buy at most ${MILITARY_SUPPORT_CAP[power]} Military Support markers [12.4.12]`);
  const cost = p.militarySupport + (p.soundGovernment ? 1 : 0);
  if (cost > p.leftover) refuse(`${power} has ${p.leftover} Resource${p.leftover === 1 ? '' : 's'} left after the Issues and spends ${cost} [12.3]`);
  return { cost, vp: p.soundGovernment ? 1 : 0 };
}
