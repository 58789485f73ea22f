// The conquest and peace wizard's actions (§13), every step logged: criteria cities held, the
// alternative condition, refusing to sue (once), suing or a voluntary proposal, each clause chosen in
// its order, the signature with its 3D6 mandatory-peace roll, a minor's conquest with its unit and
// fleet rolls, reinstatement, and the war indemnity paid at the next Winter budget.
import { z } from 'zod';
import { emptyCredit } from '../peace-state';
import {
  annexable, blockOf, canRefuse, clauseCount, clauseDefs, clauseRefusal, clausesUsed, criteriaCities, criteriaQuestion, endPeaceTerms, mustSueReason, nextChooser, otherChoice, peaceEnds, peaceOf, peaceTermsEnded,
  prisonerLines, provinceAdjacency, reverseOrder, signingStatusLines, signTreaty, withPeace,
} from '../peace';
import { atWar, cellValue, isPower, nameOf, packOf, POWER_NAMES, POWERS, whenLabel, type LgeState, type Power } from '../state';
import { move, powerEnum, type Action } from './common';
import { postPrisoners } from '../prisoners';
import { savingsFirst } from './treasury';

const party = z.string().trim().min(1).max(40);
const warKey = (a: string, b: string) => [a, b].sort().join('|');

const criteria: Action<{ power: Power; city: string; held: boolean }> = {
  type: 'lge.peace.criteria',
  label: 'Mark a criteria city',
  schema: z.strictObject({ power: powerEnum, city: party, held: z.boolean() }),
  steps: ['conquest'],
  validate(s, p) {
    const cities = criteriaCities(s, p.power);
    if (!cities.includes(p.city)) return `${p.city} is not one of ${POWER_NAMES[p.power]}'s criteria cities (${cities.join(', ') || 'none entered'}, §13.3.1.1).`;
    const now = (peaceOf(s).held[p.power] ?? []).includes(p.city);
    return now === p.held ? `${p.city} is already marked ${p.held ? 'held by the enemy' : 'free'}.` : null;
  },
  apply(s, p) {
    const held = peaceOf(s).held[p.power] ?? [];
    return withPeace(s, { held: { ...peaceOf(s).held, [p.power]: p.held ? [...held, p.city] : held.filter((c) => c !== p.city) } });
  },
  title(s, p) {
    const t = criteria.apply(s, p, { dice: [] } as never);
    const why = mustSueReason(t, p.power);
    return `${p.city} ${p.held ? 'held by the enemy' : 'free again'} (${POWER_NAMES[p.power]})${why ? `: ${POWER_NAMES[p.power]} must sue for peace` : ''}`;
  },
};

const alternative: Action<{ power: Power; met: boolean }> = {
  type: 'lge.peace.alternative',
  label: 'Capital lost and every army demoralised',
  schema: z.strictObject({ power: powerEnum, met: z.boolean() }),
  steps: ['conquest'],
  validate: (s, p) => (!!peaceOf(s).alternative[p.power] === p.met ? 'Nothing changes.' : null),
  apply: (s, p) => withPeace(s, { alternative: { ...peaceOf(s).alternative, [p.power]: p.met } }),
  title: (_s, p) => `${POWER_NAMES[p.power]}: ${p.met ? `capital${p.power === 'russia' ? 's' : ''} enemy-controlled and every army demoralised or destroyed (§13.3.1.2)` : 'the alternative condition no longer holds'}`,
};

const refuse: Action<{ power: Power }> = {
  type: 'lge.peace.refuse',
  label: 'Refuse to sue (fight one more turn)',
  schema: z.strictObject({ power: powerEnum }),
  steps: ['conquest'],
  validate: (s, p) => canRefuse(s, p.power),
  apply: (s, p) => withPeace(s, { refused: { ...peaceOf(s).refused, [p.power]: s.position.turn } }),
  title: (s, p) => `${POWER_NAMES[p.power]} refuses to sue for peace and fights one more turn: if the conditions still hold, it sues with ${clauseCount(s, true)} clauses (§13.3.1.4)`,
};

const treatySchema = z.strictObject({ vanquished: powerEnum, victors: z.array(party).min(1).max(6) });
function treatyRefusal(s: LgeState, p: z.infer<typeof treatySchema>): string | null {
  if (peaceOf(s).treaty) return `The peace of ${nameOf(peaceOf(s).treaty!.vanquished)} is being written: sign it (or set it aside) first.`;
  if (new Set(p.victors).size !== p.victors.length) return 'Each victor once.';
  for (const v of p.victors) if (!atWar(s, v, p.vanquished)) return `${nameOf(v)} is not at war with ${POWER_NAMES[p.vanquished]}.`;
  return null;
}

const sue: Action<z.infer<typeof treatySchema>> = {
  type: 'lge.peace.sue',
  label: 'Sue for peace',
  schema: treatySchema,
  steps: ['conquest'],
  validate(s, p) {
    const r = treatyRefusal(s, p);
    if (r) return r;
    if (!mustSueReason(s, p.vanquished)) return `${POWER_NAMES[p.vanquished]} does not meet the conditions to sue (mark its criteria cities, §13.3.1.1); a peace may still be proposed (§13.3.1.3).`;
    if (peaceOf(s).refused[p.vanquished] === s.position.turn) return `${POWER_NAMES[p.vanquished]} refused to sue this turn: it fights on until the next Conquest Phase.`;
    return null;
  },
  apply(s, p) {
    const r = peaceOf(s).refused[p.vanquished];
    const foughtOn = r !== undefined && r < s.position.turn;
    return withPeace(s, { treaty: { vanquished: p.vanquished, victors: reverseOrder(p.victors), kind: 'sued', foughtOn, clauses: clauseCount(s, foughtOn), picked: [] } });
  },
  title(s, p) {
    const r = peaceOf(s).refused[p.vanquished];
    const foughtOn = r !== undefined && r < s.position.turn;
    return `${POWER_NAMES[p.vanquished]} sues for peace with ${reverseOrder(p.victors).map(nameOf).join(', ')}: ${clauseCount(s, foughtOn)} clauses${foughtOn ? ' (it fought on, §13.3.1.4)' : ''}`;
  },
};

const proposeSchema = z.strictObject({ vanquished: powerEnum, victors: z.array(party).min(1).max(6), proposer: powerEnum, accepted: z.boolean(), clauses: z.number().int().min(0).max(8).default(4) });
const propose: Action<z.infer<typeof proposeSchema>> = {
  type: 'lge.peace.propose',
  label: 'Propose peace',
  schema: proposeSchema,
  steps: ['conquest'],
  validate(s, p) {
    const r = treatyRefusal(s, p);
    if (r) return r;
    if (p.proposer !== p.vanquished && !p.victors.includes(p.proposer)) return 'The proposer is one of the two sides.';
    return null;
  },
  apply(s, p) {
    if (p.accepted) return withPeace(s, { treaty: { vanquished: p.vanquished, victors: reverseOrder(p.victors), kind: 'voluntary', foughtOn: false, clauses: p.clauses, picked: [] } });
    // Refused: +1 alliance credit, at most +2 per war (§13.3.1.3, optional rule), to whom the reading says (A-35).
    const enemy = p.proposer === p.vanquished ? p.victors[0]! : p.vanquished;
    const key = warKey(p.proposer, enemy);
    const n = peaceOf(s).proposalsRefused[key] ?? 0;
    let t = withPeace(s, { proposalsRefused: { ...peaceOf(s).proposalsRefused, [key]: n + 1 } });
    const cr = t.credit ?? emptyCredit();
    const cap = cellValue(packOf(s), 'peace', 'refused-proposal-credit-max', 'value');
    const gainers = refusedCreditGainers(s, p);
    if (gainers.length && n < (typeof cap === 'number' ? cap : 2)) {
      const why = p.proposer === gainers[0] ? 'Its peace proposal was refused (§13.3.1.3)' : `Its block refused ${POWER_NAMES[p.proposer]}'s peace proposal (§13.3.1.3)`;
      t = { ...t, credit: { ...cr, value: { ...cr.value, ...Object.fromEntries(gainers.map((g) => [g, cr.value[g]! + 1])) }, history: [...cr.history, ...gainers.map((g) => ({ power: g, change: 1, why, when: whenLabel(s) }))] } };
    }
    return t;
  },
  title: (s, p) => {
    if (p.accepted) return `${POWER_NAMES[p.proposer]} proposes peace; accepted: ${POWER_NAMES[p.vanquished]} and ${p.victors.map(nameOf).join(', ')} negotiate ${p.clauses} clause${p.clauses === 1 ? '' : 's'} (§13.3.1.3)`;
    const enemy = p.proposer === p.vanquished ? p.victors[0]! : p.vanquished;
    const n = peaceOf(s).proposalsRefused[warKey(p.proposer, enemy)] ?? 0;
    const cap = cellValue(packOf(s), 'peace', 'refused-proposal-credit-max', 'value');
    const gainers = n < (typeof cap === 'number' ? cap : 2) ? refusedCreditGainers(s, p) : [];
    return `${POWER_NAMES[p.proposer]} proposes peace; refused (§13.3.1.3)${gainers.length ? `: alliance credit +1 to ${gainers.map((g) => POWER_NAMES[g as Power]).join(', ')}` : ''}`;
  },
};

/**
 * Whose alliance credit rises when a peace proposal is refused (rule setting refusedPeaceCredit, A-35): the proposer's,
 * or each major allied to the refusing block; only powers with an alliance credit (the optional rule on).
 */
export function refusedCreditGainers(s: LgeState, p: { vanquished: string; victors: string[]; proposer: string }): string[] {
  const cr = s.credit ?? emptyCredit();
  if (s.rules?.allianceCredit !== true) return [];
  if (s.rules?.refusedPeaceCredit !== 'refusers') return cr.value[p.proposer] !== undefined ? [p.proposer] : [];
  const refusers = p.proposer === p.vanquished ? p.victors : [p.vanquished];
  const blocks = new Set(refusers.map((x) => blockOf(s, x)).filter((b) => b !== null));
  return POWERS.filter((x) => cr.value[x] !== undefined && [...blocks].some((b) => s.majors[x] === `allied-${b}`));
}

// adjacency (a province clause): 'table' checks it on the Province adjacency table, 'confirmed' is the group's word at
// the table; older logs have none and are not checked. territory 'war-start': checked against the victor's territory as
// the war began (older 'table' clauses: as it is now, folded as logged). otherChoice likewise for a province holding the vanquished's
// capital or a criteria city ("unless there is no other possible choice"); criteriaCity: whether it holds a criteria
// city the Provinces table places nowhere ('table': refused while the tables cannot tell; 'none' / 'holds': the group's answer).
const clauseSchema = z.strictObject({
  clause: z.string().min(1).max(40),
  by: party,
  to: party,
  detail: z.string().trim().max(80).default(''),
  adjacency: z.enum(['table', 'confirmed']).optional(),
  territory: z.literal('war-start').optional(),
  otherChoice: z.enum(['table', 'confirmed']).optional(),
  criteriaCity: z.enum(['table', 'none', 'holds']).optional(),
  otherCities: z.literal('asked').optional(),
});
const clause: Action<z.infer<typeof clauseSchema>> = {
  type: 'lge.peace.clause',
  label: 'Choose a peace clause',
  schema: clauseSchema,
  steps: ['conquest'],
  validate(s, p) {
    const t = peaceOf(s).treaty;
    if (!t) return 'No peace is being written: a power sues (or a proposal is accepted) first.';
    return clauseRefusal(s, t, p);
  },
  apply(s, p) {
    const t = peaceOf(s).treaty!;
    const counts = clauseDefs(s).find((d) => d.key === p.clause)!.counts;
    const { adjacency, territory, otherChoice: other, criteriaCity, otherCities, ...rest } = p;
    const province = p.clause === 'province';
    const kept = province
      ? { ...(adjacency ? { adjacency } : {}), ...(territory ? { territory } : {}), ...(other ? { otherChoice: other } : {}), ...(criteriaCity ? { criteriaCity } : {}), ...(otherCities ? { otherCities } : {}) }
      : {};
    return withPeace(s, { treaty: { ...t, picked: [...t.picked, { ...rest, counts, ...kept }] } });
  },
  title(s, p) {
    const t = peaceOf(s).treaty!;
    const d = clauseDefs(s).find((x) => x.key === p.clause)!;
    const used = clausesUsed(t) + d.counts;
    const earlier = t.picked.filter((x) => x.clause === 'province').map((x) => x.detail);
    const adj = p.clause !== 'province' || !p.adjacency ? '' : p.adjacency === 'confirmed' ? '; adjacency confirmed by hand at the table (§13.3.2.5)' : `; ${provinceAdjacency(s, p.detail, p.to, t.vanquished, { earlier, atStart: p.territory === 'war-start' }).why} (§13.3.2.5)`;
    const q = p.clause === 'province' && p.criteriaCity === 'none' ? criteriaQuestion(s, p.detail, t.vanquished) : null;
    const none = q ? `; holds none of ${q.cities.join(', ')}, said at the table (§13.3.2.5)` : '';
    const o = p.clause === 'province' && p.otherChoice ? otherChoice(s, t, p.detail, p.to, p.criteriaCity, p.territory === 'war-start', p.otherCities === 'asked') : null;
    const last = !o ? '' : o.ok ? `; ${o.why} (§13.3.2.5)` : '; no other possible choice, confirmed by hand at the table (§13.3.2.5)';
    return `Peace clause ${used}/${t.clauses} chosen by ${nameOf(p.by)}: ${d.label}${p.detail ? ` — ${p.detail}` : ''}${t.victors.length > 1 || p.clause !== 'continental-blockade' ? ` (to ${nameOf(p.to)})` : ''}${d.counts > 1 ? ` (counts ${d.counts})` : ''}${adj}${none}${last}`;
  },
};

const setAside: Action<Record<string, never>> = {
  type: 'lge.peace.set-aside',
  label: 'Set the peace treaty aside',
  schema: z.strictObject({}),
  steps: ['conquest'],
  validate: (s) => (peaceOf(s).treaty ? null : 'No peace is being written.'),
  apply: (s) => withPeace(s, { treaty: null }),
  title: (s) => `The peace of ${nameOf(peaceOf(s).treaty!.vanquished)} is set aside (nothing signed)`,
};

const signSchema = z.strictObject({ annex: z.array(party).max(30).default([]) });
const sign: Action<z.infer<typeof signSchema>> = {
  type: 'lge.peace.sign',
  label: 'Sign the peace',
  schema: signSchema,
  steps: ['conquest'],
  validate(s, p) {
    const t = peaceOf(s).treaty;
    if (!t) return 'No peace is being written.';
    const left = t.clauses - clausesUsed(t);
    if (t.kind === 'sued' && left > 0) return `${left} clause${left === 1 ? '' : 's'} still to choose (${nameOf(nextChooser(t)!)} next).`;
    const ok = annexable(s, t.victors);
    for (const m of p.annex) if (!ok.includes(m)) return `${m} is not a minor conquered by ${t.victors.map(nameOf).join(' or ')}.`;
    return null;
  },
  dice: () => [{ purpose: 'Mandatory peace (3D6, minimum 6)', count: 3, sides: 6 }],
  apply: (s, p, ctx) => signTreaty(s, peaceOf(s).treaty!, ctx.dice[0]!.faces, p.annex),
  title(s, p, ctx) {
    const t = peaceOf(s).treaty!;
    const f = ctx.dice[0]!.faces;
    const n = f.reduce((x, y) => x + y, 0);
    const turns = Math.max(6, n);
    const pris = prisonerLines(s, t);
    return [
      `Peace signed: ${nameOf(t.vanquished)} with ${t.victors.map(nameOf).join(', ')}; 3D6 ${f.join('+')} = ${n}: mandatory peace ${turns} turns, to the end of ${peaceEnds(s, turns)} (§13.3.2.4)`,
      pris.length ? pris.join(', ') : 'no prisoners to exchange',
      ...(p.annex.length ? [`${p.annex.join(', ')} annexed (§13.3.2.2)`] : []),
      ...signingStatusLines(s, t),
    ].join('; ');
  },
};

const termsSchema = z.strictObject({ vanquished: party, victor: party });
const termsEnd: Action<z.infer<typeof termsSchema>> = {
  type: 'lge.peace.terms-end',
  label: 'End of the mandatory peace: aid home, alliance in effect',
  schema: termsSchema,
  steps: ['events', 'diplomacy', 'conquest'],
  validate(s, p) {
    if (peaceTermsEnded(s).some((x) => x.vanquished === p.vanquished && x.victor === p.victor)) return null;
    const left = s.peaces.find((x) => (x.a === p.vanquished && x.b === p.victor) || (x.b === p.vanquished && x.a === p.victor));
    return left ? `The mandatory peace between ${nameOf(p.vanquished)} and ${nameOf(p.victor)} runs ${left.turnsLeft} more turn${left.turnsLeft === 1 ? '' : 's'}: its terms end with it (§13.3.2.4).` : `No military aid or mandatory alliance of ${nameOf(p.vanquished)} with ${nameOf(p.victor)} is waiting.`;
  },
  apply: (s, p) => endPeaceTerms(s, p.vanquished, p.victor).state,
  title: (s, p) => `Mandatory peace of ${nameOf(p.vanquished)} with ${nameOf(p.victor)} over: ${endPeaceTerms(s, p.vanquished, p.victor).lines.join('; ')} (§13.3.2.4-5)`,
};

// ---- Minor countries (§13.1) ----------------------------------------------------------------------

// stacked: combat points of the minor's troops stacked with units of its former alliance, taken prisoner (§13.1.2);
// formerAlly: the major it was allied to, when the campaign does not know it (older logs have neither).
const conquerSchema = z.strictObject({
  minor: party,
  by: powerEnum,
  corps: z.number().int().min(0).max(20).default(0),
  fleetPoints: z.number().int().min(0).max(20).default(0),
  stacked: z.number().int().min(0).max(60).default(0),
  formerAlly: powerEnum.optional(),
});

/**
 * Who holds a conquered minor's troops stacked with its former allies as prisoners (rule setting conqueredMinorPrisoners,
 * A-58): the conqueror, or the major the minor was allied to (its status, else the group's word); null when unknown.
 */
export function conqueredMinorHolder(s: LgeState, p: { minor: string; by: Power; formerAlly?: Power }): Power | null {
  if (s.rules?.conqueredMinorPrisoners !== 'former-allies') return p.by;
  const m = s.minors[p.minor];
  return p.formerAlly ?? (m && (m.status === 'allied' || m.status === 'temporary-ally') && m.by ? m.by : null);
}
const conquer: Action<z.infer<typeof conquerSchema>> = {
  type: 'lge.minor.conquer',
  label: 'Conquer a minor',
  schema: conquerSchema,
  steps: ['conquest'],
  validate(s, p) {
    if (isPower(p.minor)) return `${POWER_NAMES[p.minor]} is a major power: it sues for peace (§13.3).`;
    if (s.minors[p.minor]?.status === 'conquered') return `${p.minor} is already conquered.`;
    if (p.stacked && !conqueredMinorHolder(s, p)) return `Say which major ${p.minor} was allied to: its troops stacked with its former allies are “considered prisoners by the formerly allied block” (§13.1.2; rule setting, A-58).`;
    return null;
  },
  dice: (_s, p) => [...(p.corps ? [{ purpose: `${p.minor}: each corps or detachment (5-6 joins)`, count: p.corps, sides: 6 }] : []), ...(p.fleetPoints ? [{ purpose: `${p.minor}: each fleet point (4-6 joins)`, count: p.fleetPoints, sides: 6 }] : [])],
  apply(s, p) {
    const t = p.stacked ? postPrisoners(s, conqueredMinorHolder(s, p)!, p.minor, p.stacked) : s;
    return withPeace({ ...t, minors: { ...t.minors, [p.minor]: { status: 'conquered', by: p.by } } }, { conqueredAt: { ...peaceOf(s).conqueredAt, [p.minor]: s.position.turn } });
  },
  title(s, p, ctx) {
    const units = p.corps ? ctx.dice[0]!.faces : [];
    const fleet = p.fleetPoints ? ctx.dice[p.corps ? 1 : 0]!.faces : [];
    const parts = [`${p.minor} conquered by ${POWER_NAMES[p.by]} (§13.1.2)`];
    if (p.corps) parts.push(`units ${units.join(', ')}: ${units.filter((d) => d >= 5).length} of ${p.corps} join ${POWER_NAMES[p.by]}, the rest eliminated`);
    if (p.fleetPoints) parts.push(`fleet points ${fleet.join(', ')}: ${fleet.filter((d) => d >= 4).length} of ${p.fleetPoints} join the nearest unblockaded ${POWER_NAMES[p.by]} fleet, the rest scuttled`);
    parts.push(p.stacked ? `${p.stacked} combat point${p.stacked === 1 ? '' : 's'} stacked with its former allies taken prisoner, held by ${POWER_NAMES[conqueredMinorHolder(s, p)!]}` : 'troops stacked with their former allies are prisoners');
    return parts.join('; ');
  },
};

const reinstate: Action<{ minor: string }> = {
  type: 'lge.minor.reinstate',
  label: 'Reinstate a minor',
  schema: z.strictObject({ minor: party }),
  steps: ['conquest'],
  validate(s, p) {
    const m = s.minors[p.minor];
    if (!m || m.status !== 'conquered' || !m.by) return `${p.minor} is not a conquered minor.`;
    if ((peaceOf(s).conqueredAt[p.minor] ?? -1) >= s.position.turn) return `${p.minor} was conquered this turn: it can be reinstated from the next Conquest Phase (§13.1.3).`;
    return null;
  },
  apply(s, p) {
    const by = s.minors[p.minor]!.by;
    const at = { ...peaceOf(s).conqueredAt };
    delete at[p.minor];
    return withPeace({ ...s, minors: { ...s.minors, [p.minor]: { status: 'allied', by } } }, { conqueredAt: at });
  },
  title: (s, p) => `${p.minor} reinstated as ${POWER_NAMES[s.minors[p.minor]!.by!]}'s ally: it produces again, its fortresses reactivated free (§13.1.3)`,
};

// ---- War indemnity, at the next Winter budget (§12.3.5) ---------------------------------------------

/** Half the payer's treasury after income and maintenance (A-31; rounding is the rule setting). */
export function indemnityAmount(s: LgeState, payer: Power): number {
  const half = s.treasury[payer] / 2;
  return s.rules?.warIndemnityRounding === 'half-up' ? Math.ceil(half) : Math.floor(half);
}
const indemnity: Action<{ payer: Power; payee: Power }> = {
  type: 'lge.budget.indemnity',
  label: 'Pay the war indemnity',
  schema: z.strictObject({ payer: powerEnum, payee: powerEnum }),
  steps: ['winter-budget'],
  validate(s, p) {
    if (!peaceOf(s).indemnities.some((i) => i.payer === p.payer && i.payee === p.payee)) return `${POWER_NAMES[p.payer]} owes no war indemnity to ${POWER_NAMES[p.payee]}.`;
    const b = s.budget[p.payer];
    if (!b?.maintenanceDone) return `${POWER_NAMES[p.payer]} pays its maintenance first: the indemnity is half its budget after maintenance (§13.3.2.5).`;
    const first = savingsFirst(s, p.payee);
    if (first) return first;
    if (s.budget[p.payee]?.done || b.done) return 'That budget is closed for this turn.';
    return null;
  },
  apply(s, p) {
    const n = indemnityAmount(s, p.payer);
    let t = move(s, p.payer, '£', -n, `War indemnity to ${POWER_NAMES[p.payee]} (§12.3.5)`);
    t = move(t, p.payee, '£', n, `War indemnity from ${POWER_NAMES[p.payer]} (§12.3.5)`);
    const list = [...peaceOf(t).indemnities];
    list.splice(list.findIndex((i) => i.payer === p.payer && i.payee === p.payee), 1);
    return withPeace(t, { indemnities: list });
  },
  title: (s, p) => `${POWER_NAMES[p.payer]} pays ${indemnityAmount(s, p.payer)} £ of war indemnity to ${POWER_NAMES[p.payee]} (half of ${s.treasury[p.payer]} £ after maintenance)`,
};

export const PEACE_ACTIONS = [criteria, alternative, refuse, sue, propose, clause, setAside, sign, termsEnd, conquer, reinstate, indemnity];
