// The named procedures the table rolls one click each (issue #13): each is procedures.ts's check, its
// inputs described as fields (the screen draws the form from them, the action's schema is built from
// them), its modifiers listed, its probability known before the roll. Extra modifiers (events,
// tactical markers, anything the group rules) are added as named lines.
import { z } from 'zod';
import {
  admiralDeath, anversFleetPoint, avoidance, coastalBatteries, conqueredFleetPointJoins, conqueredUnitJoins, corsairDetection, corsairSinking, demoralisation,
  externalWarEnd, interception, majorDiplomacy, makeCheck, marchToTheSoundOfTheGun, minorDiplomacy, movementSuccess, navalCheck, rally,
  secondTacticalMarker, spanishInstability, turkishNeutrality, imperialGuardLine, ProcedureInputError, type Check, type CheckOptions, type DemoralisationInput, type MajorTarget, type Modifier,
} from './procedures';
import { POWER_NAMES, POWERS } from './state';

export type Field =
  | { id: string; label: string; kind: 'int'; min: number; max: number; default: number }
  | { id: string; label: string; kind: 'bool'; default: false }
  | { id: string; label: string; kind: 'enum'; options: Array<{ value: string; label: string }>; default: string };

export interface NamedProcedure {
  id: string;
  title: string;
  cite: string;
  /** Every input it takes (the action's schema); `fieldsFor` may show fewer, or relabel them, under the rule settings. */
  fields: Field[];
  /** The fields the form shows under the campaign's rule settings (default: all of them). */
  fieldsFor?(o: CheckOptions): Field[];
  /** Who pays the £ cost (diplomacy): the field holding the payer, or a fixed power. */
  payer?: { field: string } | { power: string };
  build(input: Record<string, any>, o: CheckOptions): Check & { cost?: number };
}

const int = (id: string, label: string, min: number, max: number, d = 0): Field => ({ id, label, kind: 'int', min, max, default: d });
const bool = (id: string, label: string): Field => ({ id, label, kind: 'bool', default: false });
/** The −1 for a lower initiative (A-56): typed initiatives, compared as the rule setting reads them, or ticked by hand. */
const INITIATIVES: Field[] = [
  int('lowestInitiative', 'Lowest initiative among the other leaders attempting it (0: none)', 0, 6, 0),
  int('phasingInitiative', 'Phasing overall commander’s initiative (0: tick the −1 by hand)', 0, 6, 0),
  bool('lowerInitiative', 'Initiative lower than the phasing leader’s (by hand)'),
];
const DEMORALISATION_FIELDS: Field[] = [
  int('morale', 'Loser’s army morale', 0, 6, 3), int('commanderCombat', 'Overall commander’s combat value', 0, 6, 1), bool('commanderWounded', 'Commander wounded'), bool('commanderKilled', 'Commander killed'),
  int('otherLeadersKilled', 'Other leaders of combat 2+ killed', 0, 6), int('lossDifference', 'Loser’s losses − winner’s (last round)', -30, 30),
  int('guardStepsLost', 'Imperial Guard steps lost in combat (France’s Guard spearhead, §15.4)', 0, 3),
];
const MAJORS: Array<{ value: string; label: string }> = POWERS.map((p) => ({ value: p, label: POWER_NAMES[p] }));

export const NAMED_PROCEDURES: NamedProcedure[] = [
  {
    id: 'interception', title: 'Land interception', cite: '§5.2.3.3',
    fields: [bool('lightCavalry', 'Light cavalry present'), bool('cavalryLeader', 'Cavalry leader present'), bool('costlyHex', 'Interception hex costs 2+ MP'), bool('unbridgedRiver', 'Unbridged river'), int('initiative', 'Intercepting leader’s initiative', 0, 6, 3), ...INITIATIVES, bool('twoNations', '2+ nations intercepting'), bool('twoArmies', '2+ armies'), bool('demoralised', 'Demoralised')],
    build: (i, o) => interception(i, o),
  },
  {
    id: 'avoidance', title: 'Combat avoidance', cite: '§5.2.3.5',
    fields: [int('initiative', 'Avoiding leader’s initiative', 0, 6, 3), bool('cavalry', 'Cavalry present'), bool('cavalryLeader', 'Cavalry leader present'), bool('difficultTerrain', 'Difficult terrain'), bool('riverWithEngineers', 'Unbridged river, with engineers'), ...INITIATIVES, bool('cossacksOrPartisansAlone', 'Cossacks or partisans alone'), bool('demoralised', 'Demoralised (automatic)')],
    build: (i, o) => avoidance(i as { initiative: number }, o),
  },
  {
    id: 'march', title: 'Marching to the sound of the gun', cite: '§8.1.1',
    fields: [int('leaderCombat', 'Leader’s combat value', 0, 6, 1), int('armyCommanderCombat', 'Army commander’s combat value (0 if none)', 0, 6, 0), { id: 'unbridgedRiver', label: 'Unbridged river', kind: 'enum', default: 'none', options: [{ value: 'none', label: 'None' }, { value: 'no-engineers', label: 'Without engineers (−4)' }, { value: 'engineers', label: 'With engineers (−2)' }] }, bool('demoralised', 'Demoralised'), bool('outOfSupply', 'Out of supply')],
    build: (i, o) => marchToTheSoundOfTheGun({ ...i, leaderCombat: i.leaderCombat, ...(i.armyCommanderCombat ? { armyCommanderCombat: i.armyCommanderCombat } : { armyCommanderCombat: undefined }) } as never, o),
  },
  { id: 'movement-success', title: 'Movement success (mixed stack)', cite: '§5.2.2.3', fields: [int('initiative', 'Overall commander’s initiative', 1, 6, 3)], build: (i) => movementSuccess(i.initiative) },
  { id: 'rally', title: 'Rally', cite: '§6', fields: [int('baseMorale', 'Army morale', 0, 6, 3), bool('capitalLost', 'Capital lost'), int('leaderCombat', 'Leader’s combat value', 0, 6, 1)], build: (i) => rally(i as never) },
  {
    id: 'demoralisation', title: 'Demoralisation', cite: '§8.3.3',
    fields: DEMORALISATION_FIELDS,
    // The same inputs the battle resolver reads: the loss difference as the reading counts it (A-15), the Guard's steps under §15.4.
    fieldsFor: (o) =>
      DEMORALISATION_FIELDS.filter((f) => f.id !== 'guardStepsLost' || o.imperialGuard).map((f) =>
        f.id === 'lossDifference' ? { ...f, label: o.demoralisationLossDifference === 'table-results' ? 'Loser’s losses − winner’s, as the last round’s two table results called for' : 'Loser’s steps lost − winner’s (last round, steps actually lost)' } : f,
      ),
    build: (i, o) => {
      if (i.guardStepsLost && !o.imperialGuard) throw new ProcedureInputError('', 'The optional rule “Imperial Guard” is off: the Guard’s steps lost do not lower the morale (§15.4).');
      return demoralisation({
        ...(i as Omit<DemoralisationInput, 'extra'>),
        lossDifferenceFrom: o.demoralisationLossDifference ?? 'actual-steps',
        killedCommander: o.killedCommanderDemoralisation ?? 'both',
        ...(i.guardStepsLost ? { extra: [imperialGuardLine(i.guardStepsLost)] } : {}),
      });
    },
  },
  { id: 'second-tactical-marker', title: 'Second tactical marker', cite: '§8.1.3.2', fields: [int('leaderCombat', 'Leader’s combat value', 0, 6, 1)], build: (i) => secondTacticalMarker(i.leaderCombat) },
  { id: 'naval-detection', title: 'Naval detection', cite: '§5.3.2.2', fields: [int('maneuver', 'Maneuver factor', -3, 6, 0), bool('hide', 'Do not use the maneuver factor (keep a dummy secret)')], build: (i, o) => navalCheck('detection', i.maneuver, !i.hide, o) },
  { id: 'naval-avoidance', title: 'Naval avoidance', cite: '§5.3.2.2', fields: [int('maneuver', 'Maneuver factor', -3, 6, 0), bool('hide', 'Do not use the maneuver factor')], build: (i, o) => navalCheck('avoidance', i.maneuver, !i.hide, o) },
  { id: 'naval-interception', title: 'Naval interception', cite: '§5.3.2.3', fields: [int('maneuver', 'Maneuver factor', -3, 6, 0), bool('hide', 'Do not use the maneuver factor')], build: (i, o) => navalCheck('interception', i.maneuver, !i.hide, o) },
  { id: 'admiral-death', title: 'Admiral killed', cite: '§10.5', fields: [], build: () => admiralDeath() },
  { id: 'coastal-batteries', title: 'Coastal batteries', cite: '§10.4', fields: [int('points', 'Permanent fortress points of the harbour (2 battery dice each)', 0, 3, 1)], build: (i) => coastalBatteries(i.points) },
  {
    id: 'diplomacy-minor', title: 'Diplomacy on a minor', cite: '§11.2.2.2', payer: { field: 'by' },
    fields: [{ id: 'by', label: 'Power trying', kind: 'enum', options: MAJORS, default: 'france' }, int('politicalBonus', 'Political bonus', -5, 5), int('bribePounds', 'Bribes (£, +1 per 5, at most +2)', 0, 10), bool('influencedByAnother', 'Influenced by another power'), bool('becameAlliedToAnotherThisPhase', 'Became allied to another this phase'), bool('embassy', 'Embassy (second attempt, +10 £)')],
    build: (i, o) => minorDiplomacy(i as never, o),
  },
  {
    id: 'diplomacy-major', title: 'Diplomacy on a neutral major (two-player)', cite: '§11.3', payer: { field: 'by' },
    fields: [
      { id: 'by', label: 'Block trying', kind: 'enum', options: [{ value: 'france', label: 'France' }, { value: 'great-britain', label: 'Great Britain' }], default: 'france' },
      { id: 'target', label: 'Major power', kind: 'enum', options: MAJORS.filter((m) => m.value !== 'france' && m.value !== 'great-britain'), default: 'prussia' },
      bool('vanquishedByThisBlock', 'Vanquished by this block before'), int('supportPounds', 'Financial support (£, +1 per 10, at most +2)', 0, 20), bool('influencedByOtherBlock', 'Influenced by the other block'), bool('otherBlockAggression', 'The other block’s diplomatic aggression'), bool('embassy', 'Embassy (+10 £)'),
    ],
    build: (i, o) => majorDiplomacy({ ...i, target: i.target as MajorTarget } as never, o),
  },
  { id: 'turkish-neutrality', title: 'Turkish instability (after a succession)', cite: '§14.2', fields: [], build: () => turkishNeutrality() },
  { id: 'spanish-instability', title: 'Spanish instability', cite: '§14.3.1', fields: [int('corps', 'Foreign allied corps in Spain', 0, 20, 1), int('detachments', 'Detachments', 0, 30)], build: (i) => spanishInstability(i as never) },
  { id: 'provincial-troubles', title: 'Provincial troubles (ends on 4-6; 2-3 ends with a step lost; 1 goes on)', cite: '§14.4', fields: [], build: () => makeCheck('provincial-troubles', '§14.4', 1, [], 'at-least', 4) },
  { id: 'external-war-end', title: 'Ending an external war', cite: '§14.1', fields: [int('turnsCounted', 'Turns of war counted', 0, 40)], build: (i, o) => externalWarEnd(i.turnsCounted, o) },
  { id: 'minor-unit-joins', title: 'Conquered minor’s unit joins', cite: '§13.1.2', fields: [], build: () => conqueredUnitJoins() },
  { id: 'minor-fleet-joins', title: 'Conquered minor’s fleet point joins', cite: '§13.1.2', fields: [], build: () => conqueredFleetPointJoins() },
  { id: 'anvers', title: 'Anvers free fleet point (Winter, optional)', cite: '§15.3', fields: [bool('held', 'France controls Anvers, not besieged')], build: () => anversFleetPoint() },
  { id: 'corsair-detection', title: 'Corsair detection', cite: '§12.3.2.2', fields: [int('maneuver', 'Admiral’s maneuver', -3, 6, 1), int('corsairValue', 'Corsair value', -3, 0)], build: (i) => corsairDetection(i.maneuver, i.corsairValue) },
  { id: 'corsair-sinking', title: 'Sinking a corsair', cite: '§12.3.2.2', fields: [int('maneuver', 'Admiral’s maneuver', -3, 6, 1)], build: (i) => corsairSinking(i.maneuver) },
];

export const procedureById = (id: string) => NAMED_PROCEDURES.find((p) => p.id === id);

/** The zod schema of a procedure's inputs, from its fields (unknown fields refused). */
export function inputSchema(p: NamedProcedure): z.ZodType<Record<string, unknown>> {
  const shape: Record<string, z.ZodType> = {};
  for (const f of p.fields) {
    if (f.kind === 'int') shape[f.id] = z.number().int().min(f.min, `${f.label}: at least ${f.min}`).max(f.max, `${f.label}: at most ${f.max}`).default(f.default);
    else if (f.kind === 'bool') shape[f.id] = z.boolean().default(false);
    else shape[f.id] = z.enum(f.options.map((o) => o.value) as [string, ...string[]]).default(f.default);
  }
  return z.strictObject(shape) as unknown as z.ZodType<Record<string, unknown>>;
}

/** Diplomacy on a minor: its two −1s read from the minor's box, from the side of the power trying (§11.2.2.2). */
export function minorBoxFlags(m: { status: string; by: string | null } | undefined, by: string): { influencedByAnother: boolean; becameAlliedToAnotherThisPhase: boolean } {
  const other = !!m && m.by !== null && m.by !== by;
  return { influencedByAnother: other && m!.status === 'influenced', becameAlliedToAnotherThisPhase: other && m!.status === 'temporary-ally' };
}

export interface ExtraModifier {
  label: string;
  value: number;
}

/** The check with its inputs parsed and any extra named modifiers added as lines. Throws on a bad input. */
export function buildProcedure(id: string, input: unknown, extra: readonly ExtraModifier[] = [], o: CheckOptions = {}): Check & { cost?: number } {
  const p = procedureById(id);
  if (!p) throw new Error(`There is no procedure "${id}".`);
  const parsed = inputSchema(p).safeParse(input ?? {});
  if (!parsed.success) throw new Error(parsed.error.issues.map((i) => i.message).join('; '));
  const c = p.build(parsed.data, o);
  if (!extra.length || c.automatic) return c;
  if (c.perDie) throw new Error(`${p.title} take no modifier (${c.cite}): each die sinks on ${c.perDie.hitOn} or more.`);
  const lines: Modifier[] = [...c.modifiers, ...extra.map((e) => ({ label: e.label, value: e.value, cite: 'entered' }))];
  // Rally's lines make its target (1D6 ≤ morale + …), so an extra one moves the target, not the die.
  if (c.procedure === 'rally') return { ...makeCheck(c.procedure, c.cite, 1, [], 'at-most', lines.reduce((t, l) => t + l.value, 0), o), modifiers: lines };
  return { ...makeCheck(c.procedure, c.cite, c.dice, lines, c.comparison, c.target, o), ...(c.cost !== undefined ? { cost: c.cost } : {}) };
}

/** Words for a check's rule: "2D6 + 2 ≥ 10". */
export function checkWords(c: Check): string {
  if (c.automatic) return `automatic ${c.automatic}${c.reason ? `: ${c.reason}` : ''}`;
  if (c.perDie) return `${c.dice}D6, each ${c.perDie.hitOn}+ sinks a step`;
  const mod = c.procedure === 'rally' ? '' : c.modifier ? ` ${c.modifier > 0 ? '+' : '−'} ${Math.abs(c.modifier)}` : '';
  const cmp = { 'at-least': '≥', 'at-most': '≤', 'greater-than': '>', exactly: '=' }[c.comparison];
  return `${c.dice}D6${mod} ${cmp} ${c.target}`;
}
