// Sieges (§9): the prerequisites checklist (§9.1.1), the MP cost and the free attempt (§9.1.2), the
// attempt on the group's siege table by printed fortress level with its modifiers (§9.2.1), the siege
// combat after an Assault or a Breach (§9.2.2: the land resolver in siege mode, one round on the
// skirmish column) and its consequences (§9.2.3: repulsed, surrender, prisoners, destroyed permanent
// points, the captured fortress left empty). The siege table and its dice are on a play aid (digest
// M7): missing, the referee types the attempt's result (manual mode). Exact odds by enumerating the
// dice through the resolver itself (the wound and demoralisation rolls by their probabilities).
import { z } from 'zod';
import { cellOf, validatePack, type DataPack } from '../../../data/tables';
import { maybeNumber } from '../../../data/access';
import { sumWays, type Modifier } from '../procedures';
import { LgeActionError, LgeInputError, LgeMissingDataError } from './errors';
import { alive, landVerdict, siegeCavalryAtZero, woundDistribution, type LandSide, type LandUnit, type WoundResult } from './land';
import type { LandSetup } from './land-odds';
import { applyLandAction, demoralisationCheck, startLandBattle, troopsInside, type LandBattleState } from './land-resolver';
import { landRulesOf, parseLandInput } from './land-schema';
import { zodParse } from './naval-schema';
import { LE_GRAND_EMPIRE_DATA } from '../tables';
import { signed } from '../../../format';

export type SiegeResult = 'nothing' | 'assault' | 'breach' | 'surrender';
export const SIEGE_RESULTS: readonly SiegeResult[] = ['nothing', 'assault', 'breach', 'surrender'];
export const SIEGE_RESULT_WORDS: Record<SiegeResult, string> = {
  nothing: 'No effect',
  assault: 'Assault: a siege combat',
  breach: 'Breach: a siege combat, then the besieged are taken',
  surrender: 'Surrender',
};

export interface SiegeTable {
  dice: 1 | 2;
  /** Rows by the lowest modified roll they cover; one result per printed fortress level (1-3). */
  rows: Array<{ roll: number; results: [SiegeResult, SiegeResult, SiegeResult] }>;
}

export interface SiegeRules {
  freeSiegeAttempt: 'end-of-movement' | 'permanent-points-only';
  breach: 'all-captured' | 'if-besieged-lose';
  armyEngineersInSiege: 'no' | 'yes';
  emptyFortressStrength: 'level-minus-destroyed' | 'printed-level';
}
export const DEFAULT_SIEGE_RULES: SiegeRules = { freeSiegeAttempt: 'end-of-movement', breach: 'all-captured', armyEngineersInSiege: 'no', emptyFortressStrength: 'level-minus-destroyed' };

export function siegeRulesOf(rules: Record<string, unknown> | null | undefined): SiegeRules {
  const r = rules ?? {};
  const pick = <K extends keyof SiegeRules>(k: K, ok: readonly SiegeRules[K][]): SiegeRules[K] => (ok.includes(r[k] as SiegeRules[K]) ? (r[k] as SiegeRules[K]) : DEFAULT_SIEGE_RULES[k]);
  return {
    freeSiegeAttempt: pick('freeSiegeAttempt', ['end-of-movement', 'permanent-points-only']),
    breach: pick('breach', ['all-captured', 'if-besieged-lose']),
    armyEngineersInSiege: pick('armyEngineersInSiege', ['no', 'yes']),
    emptyFortressStrength: pick('emptyFortressStrength', ['level-minus-destroyed', 'printed-level']),
  };
}

// ---- Prerequisites and cost ----------------------------------------------------------------------

export interface SiegePrerequisiteInput {
  /** Printed fortress level (1-3). */
  level: number;
  corps: number;
  detachments: number;
  army: boolean;
  /** Units friendly to the fortress in the hex but outside it. */
  friendlyOutside: boolean;
}

/** §9.1.1: as many corps / detachments as the fortress value, or an army marker; no friend of the fortress outside it. */
export function siegePrerequisites(i: SiegePrerequisiteInput): { ok: boolean; items: Array<{ text: string; ok: boolean; cite: string }> } {
  const n = i.corps + i.detachments;
  const items = [
    { text: `${n} corps / detachment${n === 1 ? '' : 's'} for a level-${i.level} fortress${i.army ? ', and an army marker' : ''}: ${i.level} needed, or an army marker`, ok: n >= i.level || i.army, cite: '§9.1.1' },
    { text: i.friendlyOutside ? 'Units friendly to the fortress are outside it in the hex: they must be inside (or beaten) first' : 'Every unit friendly to the fortress in the hex is inside it', ok: !i.friendlyOutside, cite: '§9.1.1' },
  ];
  return { ok: items.every((x) => x.ok), items };
}

export type SiegeAttemptCase = 'after-won-battle' | 'end-of-movement' | 'paid';

/**
 * MP cost of a siege attempt (§9.1.2): the fortress value, except right after the phasing player won a
 * battle in the hex, and the one attempt at the end of movement when the siege was laid without a battle
 * (under the rule setting, only when the fortress holds only its permanent points, digest A-19).
 */
export function siegeAttemptCost(level: number, when: SiegeAttemptCase, troopsInside: boolean, rules: Pick<SiegeRules, 'freeSiegeAttempt'>): { mp: number; why: string } {
  if (when === 'after-won-battle') return { mp: 0, why: 'Free: the phasing player won a battle in the fortress hex (§9.1.2)' };
  if (when === 'end-of-movement') {
    if (rules.freeSiegeAttempt === 'permanent-points-only' && troopsInside) return { mp: level, why: `${level} MP: the free attempt needs a fortress holding only its permanent points (rule setting, A-19)` };
    return { mp: 0, why: 'Free: one attempt at the end of movement, the siege laid without a battle (§9.1.2)' };
  }
  return { mp: level, why: `${level} MP: as many as the fortress value (§9.1.2)` };
}

// ---- The siege table --------------------------------------------------------------------------------

/** Tables given inline (`adc odds` with `"kind": "siege"`): they win over the pack's. */
export interface SiegeInlineTables {
  /** The land tables the siege combat reads (skirmish CRT, ratio, wound), as `adc odds` land takes them. */
  land?: { crt?: { skirmish?: unknown[] }; ratio?: unknown[]; wound?: unknown };
  siege?: { dice: '1D6' | '2D6'; rows: Array<{ roll: number; results: [SiegeResult, SiegeResult, SiegeResult] }> };
  modifiers?: { engineers?: number; outOfSupply?: number };
}

/** The group's siege table and its dice, or what is missing. */
export function siegeTableOf(pack: DataPack | null | undefined, inline?: SiegeInlineTables['siege']): { table: SiegeTable | null; missing: string[] } {
  if (inline) return { table: { dice: inline.dice === '1D6' ? 1 : 2, rows: [...inline.rows].sort((a, b) => a.roll - b.roll) }, missing: [] };
  if (!pack) return { table: null, missing: ['no data pack'] };
  const missing: string[] = [];
  const dice = cellOf(pack, 'table-dice', 'siege', 'dice');
  const d = dice && dice.src !== 'missing' ? dice.v : null;
  if (d !== '1D6' && d !== '2D6') missing.push('the dice it is rolled with (table “Dice for each chart”, row siege)');
  const rows: SiegeTable['rows'] = [];
  for (const r of pack.tables.siege?.rows ?? []) {
    const res = (['level1', 'level2', 'level3'] as const).map((c) => {
      const cell = r.cells[c];
      const v = cell && cell.src !== 'missing' ? cell.v : null;
      if (!SIEGE_RESULTS.includes(v as SiegeResult)) missing.push(`row ${r.key}: ${c}`);
      return v as SiegeResult;
    });
    rows.push({ roll: Number(r.key), results: res as SiegeTable['rows'][number]['results'] });
  }
  if (!rows.length) missing.push('no rows');
  if (missing.length) return { table: null, missing };
  return { table: { dice: d === '1D6' ? 1 : 2, rows: rows.sort((a, b) => a.roll - b.roll) }, missing };
}

/** The result of a modified roll: the last row at or below it (below the first: the first). */
export function siegeRow(t: SiegeTable, level: number, total: number): SiegeResult {
  let pick = t.rows[0]!;
  for (const r of t.rows) if (r.roll <= total) pick = r;
  return pick.results[level - 1]!;
}

/** Distribution of an attempt's result for a printed level and a total modifier. */
export function siegeAttemptDistribution(t: SiegeTable, level: number, drm: number): Record<SiegeResult, number> {
  const out: Record<SiegeResult, number> = { nothing: 0, assault: 0, breach: 0, surrender: 0 };
  const ways = sumWays(t.dice);
  const all = 6 ** t.dice;
  ways.forEach((w, n) => {
    if (w) out[siegeRow(t, level, n + drm)] += w / all;
  });
  return out;
}

/** The attempt's modifiers (§9.2.1): supplied engineers S+1 (an army's own engineer only under the rule setting, A-21), out of supply. */
export function siegeModifiers(i: { engineers: boolean; army: boolean; outOfSupply: boolean; extra?: number }, pack: DataPack | null | undefined, rules: Pick<SiegeRules, 'armyEngineersInSiege'>, inline?: SiegeInlineTables['modifiers']): Modifier[] {
  const out: Modifier[] = [];
  const given: Record<string, number | undefined> = { 'siege:engineers': inline?.engineers, 'siege:out-of-supply': inline?.outOfSupply };
  const val = (key: string, fallback: number | null) => given[key] ?? (pack ? maybeNumber(pack, 'modifiers', key, 'value') : null) ?? fallback;
  const eng = i.engineers || (i.army && rules.armyEngineersInSiege === 'yes');
  // An engineer out of supply gives nothing (§1.1.3.1).
  if (eng && !i.outOfSupply) out.push({ label: i.engineers ? 'Supplied engineers (S+1)' : 'The army’s permanent engineer (rule setting)', value: val('siege:engineers', 1)!, cite: '§1.1.3.1' });
  if (i.outOfSupply) {
    const v = val('siege:out-of-supply', null);
    if (v === null) throw new LgeMissingDataError('outOfSupply', 'modifiers', 'Modifiers', ['siege:out-of-supply: the out-of-supply die roll penalty (its size is not in the rulebook, A-12)']);
    out.push({ label: 'Out of supply', value: v, cite: '§7.1.3' });
  }
  if (i.extra) out.push({ label: 'Other (entered)', value: i.extra, cite: '§9.2.1' });
  return out;
}

// ---- The siege combat ------------------------------------------------------------------------------

export interface SiegeInput {
  fortress: { name: string; level: number; destroyed: number };
  /** Fortress morale: the owner's line infantry, 2 if it has none (§9.2.1). */
  morale: number;
  /** The besiegers as the land form enters a side (units, leaders, army, ...). */
  besiegers: Record<string, unknown>;
  /** Corps and detachments inside the fortress, and the leaders with them. */
  inside: { units: unknown[]; leaders?: unknown[]; outOfSupplyDrm?: number };
  engineers: boolean;
  outOfSupply: boolean;
  extraDrm?: number;
  when: SiegeAttemptCase;
  /** The siege-combat ratio modifier typed when the ratio table is missing. */
  ratioDrm?: number;
}

const num = (min: number, max: number, what = 'the value') =>
  z.number({ error: `${what} must be a whole number` }).int({ error: `${what} must be a whole number` }).min(min, { error: `${what} is at least ${min}` }).max(max, { error: `${what} is at most ${max}` });
/** A siege as the form (and the campaign action) enters it. */
export const siegeInputSchema = z.strictObject({
  fortress: z.strictObject({ name: z.string().trim().min(1, 'name the fortress').max(60), level: num(1, 3, 'the printed fortress level'), destroyed: num(0, 3, 'the destroyed permanent points').default(0) }),
  morale: num(0, 6, 'the fortress morale').default(2),
  besiegers: z.record(z.string(), z.unknown()),
  inside: z.strictObject({ units: z.array(z.unknown()).max(6), leaders: z.array(z.unknown()).max(6).optional(), outOfSupplyDrm: num(-10, 0).optional() }),
  engineers: z.boolean().default(false),
  outOfSupply: z.boolean().default(false),
  extraDrm: num(-6, 6).optional(),
  when: z.enum(['after-won-battle', 'end-of-movement', 'paid']).default('paid'),
  ratioDrm: num(-10, 10).optional(),
  friendlyOutside: z.boolean().default(false),
});

export interface SiegeSetup {
  name: string;
  level: number;
  destroyed: number;
  /** The permanent points that fight (level, less destroyed ones under the rule setting). */
  strength: number;
  modifiers: Modifier[];
  drm: number;
  mp: { mp: number; why: string };
  table: SiegeTable | null;
  tableMissing: string[];
  /** The combat's setup (siege.kind is set when the attempt gives Assault or Breach). */
  combat: LandSetup | null;
  troops: boolean;
  rules: SiegeRules;
}

const FORTRESS_ID = 'fortress';

/** Builds the siege: the attempt's modifiers and the combat's forces (§9.2.1-§9.2.2). Throws LgeInputError on bad input. */
export function buildSiege(i: SiegeInput, pack: DataPack | null | undefined, rulesIn: Record<string, unknown> | null | undefined, inline: SiegeInlineTables = {}): SiegeSetup {
  const rules = siegeRulesOf(rulesIn);
  const level = i.fortress.level;
  if (!Number.isInteger(level) || level < 1 || level > 3) throw new LgeInputError('fortress.level', 'a fortress is of level 1, 2 or 3');
  if (!Number.isInteger(i.fortress.destroyed) || i.fortress.destroyed < 0 || i.fortress.destroyed > level) throw new LgeInputError('fortress.destroyed', `0 to ${level} permanent points destroyed`);
  if (!Number.isInteger(i.morale) || i.morale < 0 || i.morale > 6) throw new LgeInputError('morale', 'the fortress morale is 0-6 (line infantry, or 2)');
  const strength = rules.emptyFortressStrength === 'printed-level' ? level : level - i.fortress.destroyed;
  const troops = Array.isArray(i.inside.units) && i.inside.units.length > 0;
  const army = !!(i.besiegers as { army?: unknown }).army;
  const modifiers = siegeModifiers({ engineers: i.engineers, army, outOfSupply: i.outOfSupply, ...(i.extraDrm ? { extra: i.extraDrm } : {}) }, pack, rules, inline.modifiers);
  const { table, missing } = siegeTableOf(pack, inline.siege);
  const defenderUnits = [...(strength > 0 ? [{ id: FORTRESS_ID, type: 'fortress', steps: strength, maxSteps: level, morale: i.morale }] : []), ...i.inside.units];
  let combat: LandSetup | null = null;
  if (defenderUnits.length) {
    const b = i.besiegers as { tactics?: unknown; heavyCavalry?: unknown; charge?: unknown; interception?: unknown; failedAvoidance?: unknown; riverEngineers?: unknown; navalInvasion?: unknown; marchers?: unknown };
    if (b.charge === true || (Array.isArray(b.charge) && b.charge.some(Boolean))) throw new LgeInputError('besiegers.charge', 'no heavy cavalry charge in a siege combat (§9.2.2)');
    // §9.2.2: no terrain, no tactics, no heavy cavalry charge; the besieged leader only from inside.
    const { tactics: _t, heavyCavalry: _h, charge: _c, interception: _i, failedAvoidance: _f, riverEngineers: _r, navalInvasion: _n, marchers: _m, ...besiegers } = b as Record<string, unknown>;
    const leaders = (i.inside.leaders ?? []) as unknown[];
    const parsed = landOfSiege({
      game: 'le-grand-empire',
      kind: 'land',
      ...(pack ? { pack } : {}),
      ...(inline.land ? { tables: inline.land } : {}),
      ...(i.ratioDrm !== undefined ? { ratioDrm: [i.ratioDrm, 0] } : {}),
      attacker: besiegers,
      // Units inside a besieged fortress are out of supply, unless it holds only its permanent points (§7.2.1).
      defender: { units: defenderUnits, ...(leaders.length ? { leaders } : {}), ...(troops ? { outOfSupply: true, ...(i.inside.outOfSupplyDrm !== undefined ? { outOfSupplyDrm: i.inside.outOfSupplyDrm } : {}) } : {}) },
      policy: { rounds: 1 },
      // The campaign's land-battle readings apply to the siege combat; never a heavy cavalry charge (§9.2.2).
      rules: { ...landRulesOf(rulesIn), heavyCavalryCharges: false },
    }, strength > 0 ? 1 : 0);
    // The cavalry's own modifier counts as 0 in a siege combat (§8.2.4); its superiority is left out too (§9.2.2).
    const su = parsed.setup;
    combat = { ...su, attacker: { ...su.attacker, units: siegeCavalryAtZero(su.attacker.units) }, defender: { ...su.defender, units: siegeCavalryAtZero(su.defender.units) }, siege: { kind: 'assault' } };
  }
  return { name: i.fortress.name, level, destroyed: i.fortress.destroyed, strength, modifiers, drm: modifiers.reduce((s, m) => s + m.value, 0), mp: siegeAttemptCost(level, i.when, troops, rules), table, tableMissing: missing, combat, troops, rules };
}

/** The combat's land input parsed, its errors named by the siege's own fields (besiegers, inside). */
function landOfSiege(raw: unknown, fortressRows: number) {
  try {
    return parseLandInput(raw);
  } catch (e) {
    if (!(e instanceof LgeInputError) && !(e instanceof LgeMissingDataError)) throw e;
    const field = e.field
      .replace(/^attacker\b/, 'besiegers')
      .replace(/^defender\.units\[(\d+)\]/, (_m, k: string) => (Number(k) < fortressRows ? 'fortress' : `inside.units[${Number(k) - fortressRows}]`))
      .replace(/^defender\b/, 'inside');
    if (e instanceof LgeMissingDataError) throw new LgeMissingDataError(field, e.table, e.tableTitle, e.what.slice(0, -1));
    throw new LgeInputError(field, e.message.slice(e.field.length + 2));
  }
}

// ---- Step by step ------------------------------------------------------------------------------------

export type SiegeStage = 'attempt' | 'combat' | 'over';

export interface SiegeOutcome {
  result: SiegeResult;
  /** The fortress is captured (it becomes the besieger's, empty until a CP is assigned, §9.2.3). */
  falls: boolean;
  /** Prisoner points the besieger takes (CP of corps and detachments inside). */
  prisoners: number;
  /** Permanent points destroyed in this attempt's combat. */
  destroyed: number;
  text: string;
}

export interface SiegeState {
  stage: SiegeStage;
  attempt: { faces: number[] | null; total: number | null; result: SiegeResult | null; typed: boolean };
  combat: { setup: LandSetup; state: LandBattleState } | null;
  outcome: SiegeOutcome | null;
  /** 'attacker' = the besieger took the fortress; 'defender' = it holds. */
  winner: LandSide | null;
  log: string[];
}

export type SiegeAction = { type: 'attempt'; faces: number[] } | { type: 'attempt-result'; result: SiegeResult } | { type: 'combat'; action: Parameters<typeof applyLandAction>[2] };

export function startSiege(_setup: SiegeSetup): SiegeState {
  return { stage: 'attempt', attempt: { faces: null, total: null, result: null, typed: false }, combat: null, outcome: null, winner: null, log: [] };
}

const refuse = (field: string, msg: string): never => {
  throw new LgeActionError(field, msg);
};

function steps(us: readonly LandUnit[]): number {
  return us.reduce((s, u) => s + (alive(u) ? u.steps : 0), 0);
}

function finish(setup: SiegeSetup, s: SiegeState, o: Omit<SiegeOutcome, 'text'>): void {
  const bits = [o.falls ? `${setup.name} falls to the besieger: an empty fortress until a combat point is assigned to it (§9.2.3)` : `${setup.name} holds`];
  if (o.prisoners) bits.push(`${o.prisoners} prisoner point${o.prisoners === 1 ? '' : 's'}`);
  if (o.destroyed) bits.push(`${o.destroyed} permanent point${o.destroyed === 1 ? '' : 's'} destroyed (the siege table still reads level ${setup.level})`);
  s.outcome = { ...o, text: bits.join('; ') };
  s.winner = o.falls ? 'attacker' : 'defender';
  s.stage = 'over';
  s.log.push(s.outcome.text);
}

function afterAttempt(setup: SiegeSetup, s: SiegeState, r: SiegeResult): void {
  s.attempt.result = r;
  if (r === 'nothing') return finish(setup, s, { result: r, falls: false, prisoners: 0, destroyed: 0 });
  // A surrender, or nothing inside to fight: the troops inside are prisoners (§9.2.3).
  if (r === 'surrender' || !setup.combat) {
    const prisoners = setup.combat ? steps(setup.combat.defender.units.filter((u) => u.type !== 'fortress')) : 0;
    return finish(setup, s, { result: r, falls: true, prisoners, destroyed: 0 });
  }
  const combat = { ...setup.combat, siege: { kind: r } };
  s.combat = { setup: combat, state: startLandBattle(combat) };
  s.stage = 'combat';
  s.log.push(`${r === 'assault' ? 'Assault' : 'Breach'}: one round on the skirmish column, no terrain, tactics, cavalry modifiers or retreat (§9.2.2)`);
}

/** The consequences of the finished siege combat (§9.2.3). */
export function combatOutcome(setup: SiegeSetup, kind: 'assault' | 'breach', c: LandBattleState): Omit<SiegeOutcome, 'text'> {
  const fort = c.units.defender.find((u) => u.type === 'fortress');
  const destroyed = fort ? setup.strength - fort.steps : 0;
  const left = troopsInside(c.units.defender);
  const allGone = c.units.defender.every((u) => !alive(u));
  const besiegersWon = c.winner === 'attacker';
  let falls = allGone;
  if (kind === 'assault' && besiegersWon && c.demoralised) falls = true;
  if (kind === 'breach' && (setup.rules.breach === 'all-captured' || besiegersWon)) falls = true;
  return { result: kind, falls, prisoners: falls ? steps(left) : 0, destroyed };
}

/** Applies one action; returns the next state or throws LgeActionError (the state given is never changed). */
export function applySiegeAction(setup: SiegeSetup, state: SiegeState, action: SiegeAction): SiegeState {
  const s: SiegeState = structuredClone(state);
  switch (action?.type) {
    case 'attempt': {
      if (s.stage !== 'attempt') refuse('type', 'the siege attempt is already made');
      const t = setup.table;
      if (!t) refuse('type', `the siege table is not entered (${setup.tableMissing.slice(0, 2).join('; ')}): fill in “Siege attempts” or type the result (manual mode)`);
      const f = action.faces;
      if (!Array.isArray(f) || f.length !== t!.dice || f.some((x) => !Number.isInteger(x) || x < 1 || x > 6)) refuse('faces', `give ${t!.dice} die face${t!.dice === 1 ? '' : 's'} from 1 to 6`);
      const total = f.reduce((a, b) => a + b, 0) + setup.drm;
      const r = siegeRow(t!, setup.level, total);
      s.attempt = { faces: f, total, result: r, typed: false };
      s.log.push(`Siege attempt on ${setup.name} (level ${setup.level}): ${t!.dice}D6 ${f.join('+')} ${signed(setup.drm, { plusZero: true })} = ${total}: ${SIEGE_RESULT_WORDS[r]}`);
      afterAttempt(setup, s, r);
      return s;
    }
    case 'attempt-result': {
      if (s.stage !== 'attempt') refuse('type', 'the siege attempt is already made');
      if (!SIEGE_RESULTS.includes(action.result)) refuse('result', `the result is one of ${SIEGE_RESULTS.join(', ')}`);
      s.attempt = { faces: null, total: null, result: action.result, typed: true };
      s.log.push(`Siege attempt on ${setup.name} (level ${setup.level}): result typed: ${SIEGE_RESULT_WORDS[action.result]}`);
      afterAttempt(setup, s, action.result);
      return s;
    }
    case 'combat': {
      if (s.stage !== 'combat' || !s.combat) refuse('type', 'there is no siege combat now');
      const next = applyLandAction(s.combat!.setup, s.combat!.state, action.action);
      s.log.push(...next.log.slice(s.combat!.state.log.length));
      s.combat = { setup: s.combat!.setup, state: next };
      if (next.stage === 'over') finish(setup, s, combatOutcome(setup, s.combat.setup.siege!.kind, next));
      return s;
    }
    default:
      return refuse('type', `unknown action "${String((action as { type?: unknown })?.type)}"`);
  }
}

// ---- Exact odds ------------------------------------------------------------------------------------------

export interface SiegeCombatOdds {
  /** The besiegers win the round / the round is a tie / the besieged win it. */
  besiegersWin: number;
  tie: number;
  besiegedWin: number;
  falls: number;
  expectedPrisoners: number;
  expectedDestroyed: number;
  expectedLosses: Record<LandSide, number>;
}

const TWO_D6_SUMS: Array<[number, number]> = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((n) => [n, (6 - Math.abs(n - 7)) / 36]);
/** Two faces that sum to n (the resolver reads the sum only). */
const facesFor = (n: number): number[] => (n <= 7 ? [1, n - 1] : [n - 6, 6]);

/**
 * Exact odds of the siege combat after an Assault or Breach: every pair of 2D6 totals is run through the
 * resolver with the losses by policy; wound checks branch on each leader and result with their table
 * probabilities, the demoralisation check on its probability. Needs the skirmish table.
 */
export function siegeCombatOdds(setup: SiegeSetup, kind: 'assault' | 'breach'): SiegeCombatOdds {
  const out: SiegeCombatOdds = { besiegersWin: 0, tie: 0, besiegedWin: 0, falls: 0, expectedPrisoners: 0, expectedDestroyed: 0, expectedLosses: { attacker: 0, defender: 0 } };
  if (!setup.combat) {
    // Nothing left to fight: the fortress is taken at once.
    return { ...out, besiegersWin: 1, falls: 1 };
  }
  const combat: LandSetup = { ...setup.combat, siege: { kind } };
  if (!combat.tables.crt.skirmish?.length) throw new LgeMissingDataError('crt', 'crt-skirmish', 'Combat results: skirmish', ['the siege combat is fought on the skirmish column (§9.2.2)']);
  const wd = combat.tables.wound ? woundDistribution(combat.tables.wound) : null;
  const settle = (st: LandBattleState, p: number) => {
    if (p === 0) return;
    if (st.stage === 'losses') {
      const side = st.owed.attacker !== null ? 'attacker' : 'defender';
      return settle(applyLandAction(combat, st, { type: 'losses', side }), p);
    }
    if (st.stage === 'wounds') {
      if (!wd) throw new LgeMissingDataError('wound', 'wound', 'Leader wounds', ['a wound check can happen in this siege combat (§8.2.6)']);
      // Every combination of (leader, result) for the queued checks.
      let branches: Array<{ results: Array<{ leader: string; result: WoundResult }>; p: number }> = [{ results: [], p: 1 }];
      for (const chk of st.woundQueue) {
        const next: typeof branches = [];
        for (const b of branches)
          for (const leader of chk.leaders)
            for (const r of ['none', 'wounded', 'killed'] as const) {
              const q = (wd[r] ?? 0) / chk.leaders.length;
              if (q > 0) next.push({ results: [...b.results, { leader, result: r }], p: b.p * q });
            }
        branches = next;
      }
      for (const b of branches) settle(applyLandAction(combat, st, { type: 'wounds', results: b.results }), p * b.p);
      return;
    }
    if (st.stage === 'demoralisation') {
      const q = demoralisationCheck(combat, st).probability;
      settle({ ...st, demoralised: true, stage: 'over' }, p * q);
      settle({ ...st, demoralised: false, stage: 'over' }, p * (1 - q));
      return;
    }
    if (st.stage !== 'over') throw new Error(`siege odds: unexpected stage ${st.stage}`);
    const o = combatOutcome(setup, kind, st);
    const v = landVerdict({ roll: 0, ...st.results.attacker! }, { roll: 0, ...st.results.defender! });
    if (v === 'attacker') out.besiegersWin += p;
    else if (v === 'tie') out.tie += p;
    else out.besiegedWin += p;
    if (o.falls) out.falls += p;
    out.expectedPrisoners += p * o.prisoners;
    out.expectedDestroyed += p * o.destroyed;
    out.expectedLosses.attacker += p * st.lostTotal.attacker;
    out.expectedLosses.defender += p * st.lostTotal.defender;
  };
  const start = startLandBattle(combat);
  for (const [a, pa] of TWO_D6_SUMS) for (const [d, pd] of TWO_D6_SUMS) settle(applyLandAction(combat, start, { type: 'roll', attacker: facesFor(a), defender: facesFor(d) }), pa * pd);
  return out;
}

export interface SiegeOdds {
  attempt: Record<SiegeResult, number>;
  assault: SiegeCombatOdds | null;
  breach: SiegeCombatOdds | null;
  /** P(the fortress falls in this attempt). */
  falls: number;
}

/** Exact odds of one siege attempt and of the combat it may bring (the siege table must be entered). */
export function siegeOdds(setup: SiegeSetup): SiegeOdds {
  if (!setup.table) throw new LgeMissingDataError('siege', 'siege', 'Siege attempts', setup.tableMissing);
  const attempt = siegeAttemptDistribution(setup.table, setup.level, setup.drm);
  const assault = attempt.assault > 0 ? siegeCombatOdds(setup, 'assault') : null;
  const breach = attempt.breach > 0 ? siegeCombatOdds(setup, 'breach') : null;
  return { attempt, assault, breach, falls: attempt.surrender + attempt.assault * (assault?.falls ?? 0) + attempt.breach * (breach?.falls ?? 0) };
}

export interface SiegeOddsOutput extends SiegeOdds {
  level: number;
  strength: number;
  modifiers: Modifier[];
  drm: number;
  mp: { mp: number; why: string };
  prerequisites: ReturnType<typeof siegePrerequisites>;
}

/** The odds worker's siege job: the form's input, the campaign's pack and rule settings. */
export function siegeOddsFromInput(j: { input: unknown; pack?: unknown; rules?: Record<string, unknown> }): SiegeOddsOutput {
  return oddsOfSiege(zodParse(siegeInputSchema, j.input), j.pack, j.rules);
}

function oddsOfSiege(input: z.infer<typeof siegeInputSchema>, rawPack: unknown, rules: Record<string, unknown> | undefined, inline: SiegeInlineTables = {}): SiegeOddsOutput {
  let pack: DataPack | null = null;
  if (rawPack !== undefined && rawPack !== null) {
    const check = validatePack(LE_GRAND_EMPIRE_DATA, rawPack);
    if (!check.ok) throw new LgeInputError('pack', `the data pack does not validate: ${check.errors.slice(0, 3).join('; ')}`);
    pack = check.pack;
  }
  const { friendlyOutside, ...rest } = input;
  const units = (Array.isArray(rest.besiegers.units) ? rest.besiegers.units : []) as Array<{ type?: string }>;
  const prerequisites = siegePrerequisites({ level: rest.fortress.level, corps: units.filter((u) => u.type === 'corps').length, detachments: units.filter((u) => u.type === 'detachment').length, army: !!rest.besiegers.army, friendlyOutside });
  const setup = buildSiege(rest as SiegeInput, pack, rules, inline);
  return { ...siegeOdds(setup), level: setup.level, strength: setup.strength, modifiers: setup.modifiers, drm: setup.drm, mp: setup.mp, prerequisites };
}

const siegeResultSchema = z.enum(['nothing', 'assault', 'breach', 'surrender'], { error: 'a siege result is nothing, assault, breach or surrender' });
/** `adc odds` with `"kind": "siege"` (docs/odds-format.md): the form's fields, the tables inline or a pack. */
export const siegeOddsInputSchema = siegeInputSchema.extend({
  game: z.literal('le-grand-empire'),
  kind: z.literal('siege'),
  tables: z
    .strictObject({
      crt: z.strictObject({ skirmish: z.array(z.unknown()).min(1).optional() }, { error: 'a siege combat reads only the skirmish table: give "crt": {"skirmish": [...]}' }).optional(),
      ratio: z.array(z.unknown()).min(1).optional(),
      wound: z.unknown().optional(),
      siege: z
        .strictObject({
          dice: z.enum(['1D6', '2D6'], { error: 'the siege table is rolled with "1D6" or "2D6"' }),
          rows: z.array(z.strictObject({ roll: num(-10, 30), results: z.tuple([siegeResultSchema, siegeResultSchema, siegeResultSchema], { error: 'results: one per printed fortress level, [level 1, level 2, level 3]' }) })).min(1),
        })
        .optional(),
      modifiers: z.strictObject({ engineers: num(-6, 6).optional(), outOfSupply: num(-10, 0).optional() }).optional(),
    })
    .optional(),
  pack: z.unknown().optional(),
  rules: z.record(z.string(), z.unknown()).optional(),
});

export interface SiegeCliOutput extends SiegeOddsOutput {
  game: 'le-grand-empire';
  kind: 'siege';
}

/** `adc odds` on a siege attempt: validate, then the attempt's and the combat's exact odds. */
export function computeLeGrandEmpireSiegeOdds(raw: unknown): SiegeCliOutput {
  const { game: _g, kind: _k, tables, pack, rules, ...form } = zodParse(siegeOddsInputSchema, raw);
  const inline: SiegeInlineTables = {};
  if (tables?.siege) inline.siege = tables.siege;
  if (tables?.modifiers) inline.modifiers = tables.modifiers;
  if (tables?.crt || tables?.ratio || tables?.wound !== undefined) inline.land = { ...(tables.crt ? { crt: tables.crt } : {}), ...(tables.ratio ? { ratio: tables.ratio } : {}), ...(tables.wound !== undefined ? { wound: tables.wound } : {}) };
  return { game: 'le-grand-empire', kind: 'siege', ...oddsOfSiege(form, pack, rules, inline) };
}
