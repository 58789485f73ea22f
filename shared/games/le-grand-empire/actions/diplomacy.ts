// Diplomacy and war (§11, §13): the major and minor statuses, the war matrix, declarations of war
// refused during a mandatory peace, peace with its 3D6 (minimum 6) mandatory peace or 4 turns for a
// multi-province minor, prisoners returned as Pr of their nation (§13.3.2.1), and the diplomacy order.
import { z } from 'zod';
import { atWar, isPower, nameOf, peaceBetween, POWER_NAMES, POWERS, type LgeState, type MajorStatus, type MinorStatus } from '../state';
import { beginWar, boundBetween, boundLeft, clauseMarkerRefusal, peaceOf, peaceTurnsLeft, withPeace } from '../peace';
import { exchangePrisoners } from '../prisoners';
import { withRegistries } from '../leaders';
import { powerEnum, type Action } from './common';

const party = z.string().trim().min(1).max(40);
const pairSchema = z.strictObject({ a: party, b: party });

const austriaTurkey = (p: { a: string; b: string }) => [p.a, p.b].sort().join('|') === 'austria|turkey';

const declareWar: Action<z.infer<typeof pairSchema>> = {
  type: 'lge.war.declare',
  label: 'Declare war',
  schema: pairSchema,
  steps: ['diplomacy'],
  validate(s, p) {
    if (!isPower(p.a)) return `${p.a} is not a major power: a declaration of war is made by a major (§11.4).`;
    if (p.a === p.b) return 'A power cannot declare war on itself.';
    if (atWar(s, p.a, p.b)) return `${nameOf(p.a)} and ${nameOf(p.b)} are already at war.`;
    const peace = peaceBetween(s, p.a, p.b);
    if (peace) return `${nameOf(p.a)} and ${nameOf(p.b)} are under a mandatory peace for ${peace.turnsLeft} more turn${peace.turnsLeft === 1 ? '' : 's'} (§13.3.2.4).`;
    const bound = boundBetween(s, p.a, p.b);
    if (bound)
      return bound.turnsLeft === null
        ? `${nameOf(p.a)} and ${nameOf(p.b)} are bound by a mandatory alliance (§13.3.2.5): one of them breaks it first (Break the mandatory alliance, with the scenario’s VP adjustments).`
        : `${nameOf(p.a)} and ${nameOf(p.b)} are bound by a mandatory alliance for ${bound.turnsLeft} more turn${bound.turnsLeft === 1 ? '' : 's'} (§13.3.2.5).`;
    return null;
  },
  apply(s, p) {
    // Each side's territory is kept for the peace clauses (§13.3.2.5).
    const t = beginWar(s, p.a, p.b);
    // Each war between Austria and Turkey brings the two borderer corps back at full strength (§14.6.1).
    return austriaTurkey(p) ? withRegistries(t, { borderers: { since: s.position.turn, lost: [0, 0], eliminated: [false, false] } }) : t;
  },
  title: (_s, p) => `${nameOf(p.a)} declares war on ${nameOf(p.b)}${austriaTurkey(p) ? ': Austria’s two borderer corps appear at full strength in a province adjacent to Turkey (§14.6.1)' : ''}`,
};

const breakAlliance: Action<z.infer<typeof pairSchema>> = {
  type: 'lge.alliance.break',
  label: 'Break the mandatory alliance',
  schema: pairSchema,
  steps: ['diplomacy'],
  validate(s, p) {
    const b = boundBetween(s, p.a, p.b);
    if (!b) return `No mandatory alliance binds ${nameOf(p.a)} and ${nameOf(p.b)}.`;
    if (b.turnsLeft !== null) return `The mandatory alliance of ${nameOf(b.power)} with ${nameOf(b.with)} binds them ${boundLeft(b).replace(' left', '')} more: it cannot be broken sooner (rule setting “How long a mandatory alliance binds”, §13.3.2.5).`;
    return null;
  },
  apply: (s, p) => withPeace(s, { bound: (peaceOf(s).bound ?? []).filter((b) => b !== boundBetween(s, p.a, p.b)) }),
  title: (s, p) => {
    const b = boundBetween(s, p.a, p.b)!;
    return `${nameOf(p.a)} breaks the mandatory alliance of ${nameOf(b.power)} with ${nameOf(b.with)}: they may declare war on each other again; adjust the VP in the ledger as the scenario booklet says (DSoP 1.2)`;
  },
};

const peaceSchema = z.strictObject({ a: party, b: party, minor: z.boolean().default(false) });
const peace: Action<z.infer<typeof peaceSchema>> = {
  type: 'lge.peace',
  label: 'Make peace',
  schema: peaceSchema,
  steps: ['conquest'],
  validate: (s, p) => (atWar(s, p.a, p.b) ? null : `${nameOf(p.a)} and ${nameOf(p.b)} are not at war.`),
  dice: (_s, p) => (p.minor ? [] : [{ purpose: 'Mandatory peace (3D6, minimum 6)', count: 3, sides: 6 }]),
  apply(s, p, ctx) {
    const faces = ctx.dice[0]?.faces ?? null;
    const turns = faces ? Math.max(6, faces.reduce((x, y) => x + y, 0)) : 4;
    const t: LgeState = { ...s, wars: s.wars.filter((w) => !((w.a === p.a && w.b === p.b) || (w.a === p.b && w.b === p.a))), peaces: [...s.peaces, { a: p.a, b: p.b, turnsLeft: peaceTurnsLeft(s, turns), rolled: faces }] };
    return exchangePrisoners(t, p.a, p.b).state;
  },
  title(_s, p, ctx) {
    const f = ctx.dice[0]?.faces;
    return f ? `Peace between ${nameOf(p.a)} and ${nameOf(p.b)}: 3D6 ${f.join('+')} = ${f.reduce((x, y) => x + y, 0)}, mandatory peace ${Math.max(6, f.reduce((x, y) => x + y, 0))} turns` : `Peace between ${nameOf(p.a)} and ${nameOf(p.b)}: no war between them for 4 turns (§13.2)`;
  },
};

const MAJOR_STATUSES = ['neutral', 'influenced-france', 'influenced-great-britain', 'allied-france', 'allied-great-britain', 'player'] as const satisfies readonly MajorStatus[];
// byEvent: a random event moves the marker (§11.3.3.3); older logs have none.
const majorSchema = z.strictObject({ power: powerEnum, status: z.enum(MAJOR_STATUSES), byEvent: z.boolean().optional() });
const majorStatus: Action<z.infer<typeof majorSchema>> = {
  type: 'lge.major.status',
  label: 'Set a major power’s status',
  schema: majorSchema,
  steps: ['diplomacy', 'conquest'],
  validate(s, p) {
    if (p.power === 'france' || p.power === 'great-britain') return `${POWER_NAMES[p.power]} leads its block; its status does not change.`;
    if (s.majors[p.power] === p.status) return `${POWER_NAMES[p.power]} is already ${p.status.replace('-', ' ')}.`;
    return clauseMarkerRefusal(s, p.power, p.status, p.byEvent === true);
  },
  // Moved, the marker no longer sits where the Mandatory Alliance clause put it.
  apply: (s, p) => {
    const t = { ...s, majors: { ...s.majors, [p.power]: p.status } };
    return peaceOf(s).alliedByClause?.includes(p.power) ? withPeace(t, { alliedByClause: peaceOf(s).alliedByClause!.filter((x) => x !== p.power) }) : t;
  },
  title: (s, p) => `${POWER_NAMES[p.power]}: ${s.majors[p.power].replace('-', ' ')} → ${p.status.replace('-', ' ')}${p.byEvent ? ' (a random event)' : ''}`,
};

const MINOR_STATUSES = ['neutral', 'influenced', 'temporary-ally', 'allied', 'conquered', 'surrendered'] as const satisfies readonly MinorStatus[];
const minorSchema = z.strictObject({ minor: party, status: z.enum(MINOR_STATUSES), by: powerEnum.nullable().default(null) });
const minorStatus: Action<z.infer<typeof minorSchema>> = {
  type: 'lge.minor.status',
  label: 'Set a minor country’s status',
  schema: minorSchema,
  steps: ['diplomacy', 'conquest'],
  validate(_s, p) {
    if (isPower(p.minor)) return `${POWER_NAMES[p.minor]} is a major power.`;
    if (p.status !== 'neutral' && p.status !== 'surrendered' && !p.by) return `Say which power the minor is ${p.status.replace('-', ' ')} to.`;
    return null;
  },
  apply: (s, p) => ({ ...s, minors: { ...s.minors, [p.minor]: { status: p.status, by: p.status === 'neutral' ? null : p.by } } }),
  title: (_s, p) => `${p.minor}: ${p.status.replace('-', ' ')}${p.by && p.status !== 'neutral' ? ` (${POWER_NAMES[p.by]})` : ''}`,
};

const nextPower: Action<Record<string, never>> = {
  type: 'lge.order.next',
  label: 'Next power in the diplomacy order',
  schema: z.strictObject({}),
  steps: ['events', 'diplomacy', 'reinforcements'],
  validate: (s) => (s.orderIndex >= POWERS.length - 1 ? 'Great Britain is the last power in the diplomacy order.' : null),
  apply: (s) => ({ ...s, orderIndex: s.orderIndex + 1 }),
  title: (s) => `${POWER_NAMES[POWERS[s.orderIndex + 1]!]}'s turn (diplomacy order)`,
};

export const DIPLOMACY_ACTIONS = [declareWar, breakAlliance, peace, majorStatus, minorStatus, nextPower];
