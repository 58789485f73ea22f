// The special-rules trackers' actions (issue #13): external wars (start, the missing corps' −1 VP, the
// 2D6 end roll, the losses roll, the way home for 10 £; §14.1), the Turkish succession with its 1D6
// (§14.2), the feudals (§14.6.2), Spanish instability and the liberation war with its partisans
// (§14.3), the Landwehr (§14.6.3), provincial troubles and insurgents (§14.4-§14.5), the Continental
// Blockade (§12.3.3.1). Each logged, each refusal in words.
import { z } from 'zod';
import { cellValue } from '../../../data/access';
import { leaderDefs, leaderRecord, moveLeader, registriesOf, setLeader, withRegistries } from '../leaders';
import { exchangePrisoners } from '../prisoners';
import { beginWar } from '../peace';
import { externalWarEnd, makeCheck, provincialTroubles, resolveCheck, spanishInstability } from '../procedures';
import type { ExternalWar, RegistriesState } from '../registry-types';
import { atWar, clock, isPower, nameOf, packOf, POWERS, whenLabel, type LgeState, type MajorStatus, type Power } from '../state';
import { borderersOf, completeYears, endBonus, feudalCorps, firstEndTurn, landwehrSteps, recordedSovereign, successionDue, warData, warStartedThisYear, warTurns, type FeudalCorps } from '../trackers';
import { troublesStepRefusal } from '../sequence';
import { cannotPay, checkOptions, move, powerEnum, type Action } from './common';

const text = (max: number) => z.string().trim().min(1).max(max);
const pct = (p: number) => `${(p * 100).toFixed(1)} %`;
const sum = (f: readonly number[]) => f.reduce((a, b) => a + b, 0);

// ---- External wars (§14.1) ---------------------------------------------------------------------------

const warOf = (s: LgeState, name: string) => registriesOf(s).externalWars.find((w) => w.name === name && w.status !== 'returned');
const putWar = (s: LgeState, w: ExternalWar) => withRegistries(s, { externalWars: registriesOf(s).externalWars.map((x) => (x.name === w.name && x.status !== 'returned' ? w : x)) });
const noWar = (s: LgeState, name: string) => (warOf(s, name) ? null : `No external war “${name}” is going on.`);

const startSchema = z.strictObject({ name: z.string().trim().min(1, 'name the war: one of the table “External wars” (play aid), or its name').max(60), power: powerEnum.optional(), minTurns: z.number().int().min(0).max(40).optional(), corps: z.string().trim().max(80).optional() });
type StartP = z.infer<typeof startSchema>;
const startOf = (s: LgeState, p: StartP) => {
  const d = warData(s, p.name);
  return { power: p.power ?? (d.power && isPower(d.power) ? d.power : null), minTurns: p.minTurns ?? d.minTurns, corps: p.corps ?? d.corps ?? '' };
};
const start: Action<StartP> = {
  type: 'lge.extwar.start',
  label: 'An external war starts',
  schema: startSchema,
  steps: ['events'],
  validate(s, p) {
    if (warOf(s, p.name)) return `The ${p.name} war is already going on.`;
    const y = warStartedThisYear(s);
    if (y) return `The ${y.name} war started in ${clock(s).year}: only one external war may start in a calendar year (§14.1).`;
    const v = startOf(s, p);
    if (!v.power) return 'Say which power fights it (table “External wars” or the form).';
    if (v.minTurns === null) return `The minimum duration of the ${p.name} war is not entered: fill in the table “External wars” (play aid), or type it.`;
    return null;
  },
  apply(s, p) {
    const v = startOf(s, p);
    const w: ExternalWar = { name: p.name, power: v.power!, startTurn: s.position.turn, minTurns: v.minTurns!, corps: v.corps, status: 'on', endTurn: null, missingTurns: [], lossesRolled: null };
    return withRegistries(s, { externalWars: [...registriesOf(s).externalWars, w] });
  },
  title(s, p) {
    const v = startOf(s, p);
    return `External war: ${p.name} (${nameOf(v.power!)}), at least ${v.minTurns} turn${v.minTurns === 1 ? '' : 's'}${v.corps ? `; expeditionary corps: ${v.corps}` : ''} (§14.1)`;
  },
};

const nameSchema = z.strictObject({ name: text(60) });
type NameP = z.infer<typeof nameSchema>;
const missing: Action<NameP> = {
  type: 'lge.extwar.missing',
  label: 'Expeditionary corps missing: −1 VP',
  schema: nameSchema,
  steps: ['victory'],
  validate(s, p) {
    const w = warOf(s, p.name);
    if (!w || w.status !== 'on') return noWar(s, p.name) ?? `The ${p.name} war is over.`;
    return w.missingTurns.includes(s.position.turn) ? `The −1 VP for ${p.name} has been taken this turn.` : null;
  },
  apply(s, p) {
    const w = warOf(s, p.name)!;
    return putWar(move(s, w.power as Power, 'VP', -1, `${p.name} war: expeditionary corps missing (§14.1)`), { ...w, missingTurns: [...w.missingTurns, s.position.turn] });
  },
  title: (s, p) => `${nameOf(warOf(s, p.name)!.power)} loses 1 VP: the ${p.name} expeditionary corps is not kept up this turn (§14.1)`,
};

const endSchema = z.strictObject({
  name: text(60),
  /** Other modifiers the table rules (an event…), each a named line. */
  extra: z.array(z.strictObject({ label: text(60), value: z.number({ error: 'a modifier is a whole number' }).int({ error: 'a modifier is a whole number' }).min(-12, { error: 'a modifier is at least −12' }).max(12, { error: 'a modifier is at most 12' }) })).max(4).default([]),
});
type EndP = z.infer<typeof endSchema>;
/** The end check (2D6 + turns ≥ 10) with any extra lines, as the panel shows it before the roll. */
export function externalWarEndCheck(s: LgeState, w: ExternalWar, extra: EndP['extra'] = []) {
  const c = externalWarEnd(endBonus(s, w), checkOptions(s));
  return extra.length ? makeCheck(c.procedure, c.cite, 2, [...c.modifiers, ...extra.map((e) => ({ label: e.label, value: e.value, cite: 'entered' }))], 'at-least', 10, checkOptions(s)) : c;
}
const end: Action<EndP> = {
  type: 'lge.extwar.end',
  label: 'Try to end an external war',
  schema: endSchema,
  steps: ['winter-budget', 'exceptional-budget'],
  validate(s, p) {
    const w = warOf(s, p.name);
    if (!w || w.status !== 'on') return noWar(s, p.name) ?? `The ${p.name} war is already over.`;
    if (s.position.turn < firstEndTurn(w)) return `The ${p.name} war lasts at least ${w.minTurns} turns: the first attempt is in the economical phase of turn ${firstEndTurn(w) - w.startTurn + 1} of the war (this is turn ${warTurns(s, w)}) (§14.1).`;
    if (s.procedures.some((x) => x.name === `external-war-end:${p.name}` && x.when === whenLabel(s))) return `The end of the ${p.name} war has been tried this turn.`;
    return null;
  },
  dice: () => [{ purpose: 'Ending an external war (2D6)', count: 2, sides: 6 }],
  apply(s, p, ctx) {
    const w = warOf(s, p.name)!;
    const c = externalWarEndCheck(s, w, p.extra);
    const f = ctx.dice[0]!.faces;
    const ok = resolveCheck(c, f).success;
    const rec = { name: `external-war-end:${p.name}`, title: `Ending the ${p.name} war`, when: whenLabel(s), modifiers: c.modifiers, probability: c.probability, faces: f, result: `${ok ? 'Ended' : 'Goes on'}: ${f.join('+')} + ${c.modifier} = ${sum(f) + c.modifier}`, success: ok };
    const t = { ...s, procedures: [...s.procedures.slice(-49), rec] };
    return ok ? putWar(t, { ...w, status: 'ended', endTurn: s.position.turn }) : t;
  },
  title(s, p, ctx) {
    const w = warOf(s, p.name)!;
    const c = externalWarEndCheck(s, w, p.extra);
    const f = ctx.dice[0]!.faces;
    const ok = resolveCheck(c, f).success;
    return `${p.name} war: 2D6 ${f.join('+')} + ${c.modifier} = ${sum(f) + c.modifier}, ${ok ? 'the war ends' : 'it goes on'} (≥ 10; chance was ${pct(c.probability)}, §14.1)`;
  },
};

const losses: Action<NameP> = {
  type: 'lge.extwar.losses',
  label: 'External war losses',
  schema: nameSchema,
  steps: ['reinforcements'],
  validate(s, p) {
    const w = warOf(s, p.name);
    if (!w || w.status !== 'ended') return noWar(s, p.name) ?? `The ${p.name} war is not over.`;
    return w.lossesRolled !== null ? `The ${p.name} losses have been rolled (${w.lossesRolled} CP).` : null;
  },
  dice: () => [{ purpose: 'External war losses (1D6 + complete years)', count: 1, sides: 6 }],
  apply(s, p, ctx) {
    const w = warOf(s, p.name)!;
    return putWar(s, { ...w, lossesRolled: ctx.dice[0]!.faces[0]! + completeYears(s, w) });
  },
  title(s, p, ctx) {
    const w = warOf(s, p.name)!;
    const y = completeYears(s, w);
    const n = ctx.dice[0]!.faces[0]! + y;
    return `${p.name} war losses: 1D6 ${ctx.dice[0]!.faces[0]} + ${y} complete year${y === 1 ? '' : 's'} = ${n} combat point${n === 1 ? '' : 's'} lost, cavalry first (§14.1)`;
  },
};

const returnCost = (s: LgeState) => {
  const v = cellValue(packOf(s), 'costs', 'external-war-return', 'value');
  return typeof v === 'number' ? v : 10;
};
const home: Action<NameP> = {
  type: 'lge.extwar.return',
  label: 'Bring an expeditionary corps home',
  schema: nameSchema,
  steps: ['reinforcements'],
  validate(s, p) {
    const w = warOf(s, p.name);
    if (!w || w.status !== 'ended') return noWar(s, p.name) ?? `The ${p.name} war is not over.`;
    if (w.lossesRolled === null) return `Roll the ${p.name} losses first (§14.1).`;
    return cannotPay(s, w.power as Power, '£', returnCost(s));
  },
  apply(s, p) {
    const w = warOf(s, p.name)!;
    let t = move(s, w.power as Power, '£', -returnCost(s), `${p.name} expeditionary corps brought home (§14.1)`);
    for (const d of leaderDefs(packOf(t))) if (leaderRecord(t, d.key).status === 'external-war' && leaderRecord(t, d.key).war === p.name) t = moveLeader(t, d.key, 'map');
    return putWar(t, { ...w, status: 'returned' });
  },
  title: (s, p) => `${nameOf(warOf(s, p.name)!.power)} brings the ${p.name} expeditionary corps home to its capital or a harbour (${returnCost(s)} £, §14.1)`,
};

// ---- Turkey (§14.2, §14.6.2) ----------------------------------------------------------------------------

const turkeyMajorFoes = (s: LgeState) => POWERS.filter((p) => p !== 'turkey' && atWar(s, 'turkey', p));
const succession: Action<Record<string, never>> = {
  type: 'lge.turkey.succession',
  label: 'Turkish succession',
  schema: z.strictObject({}),
  steps: ['diplomacy'],
  validate(s) {
    const d = successionDue(s);
    if (!d) return `${recordedSovereign(s)} reigns: no succession is due (§14.2).`;
    return d.now ? null : `${d.to} succeeds in ${whenLabel(s)}: the swap and the roll come in the Diplomacy Phase of the next turn (§14.2).`;
  },
  dice: () => [{ purpose: 'Turkish instability (1D6)', count: 1, sides: 6 }],
  apply(s, _p, ctx) {
    const d = successionDue(s)!;
    const from = recordedSovereign(s);
    const roll = ctx.dice[0]!.faces[0]!;
    const foes = turkeyMajorFoes(s);
    const neutral = roll >= 4 && foes.length > 0;
    // The successor's counter takes the old sovereign's place, on the map or in the pool.
    const { activation: _a, ...rest } = leaderRecord(s, from);
    let t = setLeader(s, d.to, rest);
    t = moveLeader(t, from, 'gone');
    if (neutral) {
      t = { ...t, wars: t.wars.filter((w) => !((w.a === 'turkey' && isPower(w.b)) || (w.b === 'turkey' && isPower(w.a)))) };
      if (t.majors.turkey !== 'player') t = { ...t, majors: { ...t.majors, turkey: 'neutral' as MajorStatus } };
      for (const f of foes) t = exchangePrisoners(t, 'turkey', f).state;
    }
    const r = registriesOf(t);
    return withRegistries(t, { turkey: { ...r.turkey, successions: [...r.turkey.successions, { to: d.to, turn: s.position.turn, roll, neutral }], feudalsRaised: neutral ? false : r.turkey.feudalsRaised, ...(neutral ? { feudals: {} } : {}) } });
  },
  title(s, _p, ctx) {
    const d = successionDue(s)!;
    const roll = ctx.dice[0]!.faces[0]!;
    const foes = turkeyMajorFoes(s);
    const what = roll < 4 ? 'no effect' : foes.length ? `Turkey reverts to neutrality: peace with ${foes.map(nameOf).join(', ')}, its units home, feudals disbanded, prisoners exchanged, no VP cost` : 'Turkey is at war with no major: no effect';
    return `Turkish succession: ${d.to} replaces ${recordedSovereign(s)}; 1D6 ${roll}: ${what} (4-6, chance 50.0 %, §14.2)`;
  },
};

const feudals: Action<{ raised: boolean }> = {
  type: 'lge.turkey.feudals',
  label: 'Turkish feudals raised or disbanded',
  schema: z.strictObject({ raised: z.boolean() }),
  steps: 'all',
  validate(s, p) {
    if (registriesOf(s).turkey.feudalsRaised === p.raised) return `The feudals are already ${p.raised ? 'raised' : 'disbanded'}.`;
    if (p.raised && !s.wars.some((w) => w.a === 'turkey' || w.b === 'turkey')) return 'Feudals are raised only during a war (§14.6.2).';
    return null;
  },
  // Raised again, they come with full manpower; disbanded, their losses go with them (§14.6.2).
  apply: (s, p) => withRegistries(s, { turkey: { ...registriesOf(s).turkey, feudalsRaised: p.raised, feudals: {} } }),
  title: (_s, p) => (p.raised ? 'Turkey raises its feudals, with full manpower (§14.6.2)' : 'Turkey’s feudals are disbanded (§14.6.2)'),
};

/** A raised feudal corps by name or key, or why not. */
function feudalOf(s: LgeState, corps: string): FeudalCorps | string {
  if (!registriesOf(s).turkey.feudalsRaised) return 'The Turkish feudals are not raised: they are raised only during a war (§14.6.2).';
  const f = feudalCorps(s).find((x) => x.key === corps || x.name.toLowerCase() === corps.toLowerCase());
  if (!f) return `There is no feudal corps “${corps}” in the table “Corps” (type Feudal).`;
  if (f.basic === null) return `The basic manpower of the ${f.name} corps is not entered: fill in its steps in the table “Corps”.`;
  return f;
}
const putFeudal = (s: LgeState, key: string, lost: number) => withRegistries(s, { turkey: { ...registriesOf(s).turkey, feudals: { ...(registriesOf(s).turkey.feudals ?? {}), [key]: lost } } });

const feudalLoss: Action<{ corps: string; cp: number }> = {
  type: 'lge.turkey.feudal-loss',
  label: 'A Turkish feudal corps loses combat points',
  schema: z.strictObject({ corps: text(60), cp: z.number().int().min(1).max(6) }),
  steps: 'all',
  validate(s, p) {
    const f = feudalOf(s, p.corps);
    if (typeof f === 'string') return f;
    if (p.cp > f.current!) return `The ${f.name} corps has ${f.current} CP left: it cannot lose ${p.cp}.`;
    return null;
  },
  apply: (s, p) => {
    const f = feudalOf(s, p.corps) as FeudalCorps;
    return putFeudal(s, f.key, f.lost + p.cp);
  },
  title(s, p) {
    const f = feudalOf(s, p.corps) as FeudalCorps;
    const left = f.current! - p.cp;
    return `The ${f.name} corps loses ${p.cp} CP: ${left ? `${left} of ${f.basic} left` : 'eliminated'} (§14.6.2)`;
  },
};

const feudalReplenish: Action<{ corps: string; inProvince: boolean }> = {
  type: 'lge.turkey.feudal-replenish',
  label: 'A Turkish feudal corps replenished in Winter',
  schema: z.strictObject({ corps: text(60), inProvince: z.boolean() }),
  // "replenished during the winter production phase if the corps is within its province of origin" (§14.6.2).
  steps: ['winter-budget'],
  validate(s, p) {
    const f = feudalOf(s, p.corps);
    if (typeof f === 'string') return f;
    if (!f.lost) return `The ${f.name} corps is at its full manpower (${f.basic} CP).`;
    if (f.current === 0) return `The ${f.name} corps is eliminated: it comes back only when the feudals are raised again (§14.6.2).`;
    if (!p.inProvince) return `The ${f.name} corps is outside its province of origin: it is replenished only inside it (§14.6.2).`;
    return null;
  },
  apply: (s, p) => putFeudal(s, (feudalOf(s, p.corps) as FeudalCorps).key, 0),
  title(s, p) {
    const f = feudalOf(s, p.corps) as FeudalCorps;
    return `${whenLabel(s)}: the ${f.name} corps, in its province of origin, recovers ${f.lost} CP for free: ${f.current} → ${f.basic} CP, 0 £ (§14.6.2)`;
  },
};

// ---- Spain (§14.3) --------------------------------------------------------------------------------------

const spainAlly = (s: LgeState): Power | null => (s.majors.spain === 'allied-france' ? 'france' : s.majors.spain === 'allied-great-britain' ? 'great-britain' : null);
const instSchema = z.strictObject({ ally: powerEnum, corps: z.number().int().min(0).max(30), detachments: z.number().int().min(0).max(30).default(0) });
type InstP = z.infer<typeof instSchema>;
const instCheck = (s: LgeState, p: InstP) =>
  spanishInstability({ corps: p.corps, detachments: p.detachments, modifier: s.rules?.spanishInstabilityModifier === 'separately' ? 'separately' : 'equivalents-minus-one', target: s.rules?.spanishInstabilityTarget === 'exactly-twelve' ? 'exactly-twelve' : 'twelve-or-more' });
const breaks = (s: LgeState, p: InstP, f: number[]) => {
  const c = instCheck(s, p);
  return c.successOn.includes(sum(f));
};
const instability: Action<InstP> = {
  type: 'lge.spain.instability',
  label: 'Spanish instability',
  schema: instSchema,
  steps: ['diplomacy'],
  validate(s, p) {
    if (registriesOf(s).spain.liberationWar) return 'A liberation war is in effect: Spain’s commitment is not checked (§14.3.1).';
    if (p.ally === 'spain') return 'The check is on Spain’s ally.';
    const a = spainAlly(s);
    if (a && a !== p.ally) return `Spain is allied to ${nameOf(a)}.`;
    if (!a && s.majors.spain !== 'player') return 'Spain is allied to no major power: no check (§14.3.1).';
    if (!p.corps && p.detachments < 1) return 'No allied units in Spain: no check (§14.3.1).';
    return null;
  },
  dice: () => [{ purpose: 'Spanish instability (2D6)', count: 2, sides: 6 }],
  apply(s, p, ctx) {
    if (!breaks(s, p, ctx.dice[0]!.faces)) return s;
    if (!s.scenario.twoPlayer) return s; // multi-player: Spain reverts to neutral; its ally may declare a liberation war
    // Two-player: Spain joins the other block, and the former ally's war is automatic (§14.3.1 note).
    const other: MajorStatus = p.ally === 'france' ? 'allied-great-britain' : 'allied-france';
    const t = { ...s, majors: { ...s.majors, spain: other }, wars: (atWar(s, 'spain', p.ally) ? s : beginWar(s, p.ally, 'spain')).wars };
    return withRegistries(t, { spain: { ...registriesOf(t).spain, liberationWar: { against: p.ally, since: s.position.turn } } });
  },
  title(s, p, ctx) {
    const c = instCheck(s, p);
    const f = ctx.dice[0]!.faces;
    const b = breaks(s, p, f);
    const then = !b ? 'Spain keeps its alliance' : s.scenario.twoPlayer ? `Spain breaks with ${nameOf(p.ally)} at no VP cost and joins the other block: liberation war` : `Spain breaks with ${nameOf(p.ally)} at no VP cost and reverts to neutral`;
    return `Spanish instability: 2D6 ${f.join('+')}${c.modifier ? ` + ${c.modifier}` : ''} = ${sum(f) + c.modifier}: ${then} (chance was ${pct(c.probability)}, §14.3.1)`;
  },
};

const libSchema = z.strictObject({ against: powerEnum.nullable() });
const liberation: Action<z.infer<typeof libSchema>> = {
  type: 'lge.spain.liberation',
  label: 'Spanish liberation war',
  schema: libSchema,
  steps: 'all',
  validate(s, p) {
    const l = registriesOf(s).spain.liberationWar;
    if (p.against === 'spain') return 'Spain does not fight a liberation war against itself.';
    if (p.against && l) return `A liberation war against ${nameOf(l.against)} is already in effect.`;
    if (!p.against && !l) return 'No liberation war is in effect.';
    return null;
  },
  apply(s, p) {
    const sp = registriesOf(s).spain;
    if (!p.against) return withRegistries(s, { spain: { ...sp, liberationWar: null } });
    const t = atWar(s, 'spain', p.against) ? s : beginWar(s, p.against, 'spain');
    return withRegistries(t, { spain: { ...sp, liberationWar: { against: p.against, since: s.position.turn } } });
  },
  title: (s, p) => (p.against ? `${nameOf(p.against)} declares war on Spain: a liberation war (§14.3.1)` : `The Spanish liberation war against ${nameOf(registriesOf(s).spain.liberationWar!.against)} ends`),
};

const partisanSchema = z.strictObject({
  nation: z.enum(['spain', 'portugal']),
  change: z.number().int().min(-10).max(10).refine((n) => n !== 0, 'raise or remove at least one'),
  /** Portugal: enemy units are in Portugal (§14.3.2). */
  enemyInPortugal: z.boolean().default(false),
  /** The free partisan of a turn when every Spanish province is conquered but fortresses remain. */
  free: z.boolean().default(false),
});
type PartP = z.infer<typeof partisanSchema>;
const partisans: Action<PartP> = {
  type: 'lge.spain.partisans',
  label: 'Partisans raised or lost',
  schema: partisanSchema,
  steps: 'all',
  validate(s, p) {
    const sp = registriesOf(s).spain;
    if (p.change > 0 && !sp.liberationWar) return 'Partisans are raised only during a Spanish liberation war (§14.3.2).';
    if (p.change > 0 && p.nation === 'portugal' && !p.enemyInPortugal) return 'Portuguese partisans need enemy units in Portugal (§14.3.2).';
    if (p.free && (p.change !== 1 || p.nation !== 'spain')) return 'The free partisan is one Spanish partisan a turn (§14.3.2).';
    if (p.free && sp.freePartisanTurn === s.position.turn) return 'Spain has deployed its free partisan this turn.';
    if (sp.partisans[p.nation] + p.change < 0) return `There ${sp.partisans[p.nation] === 1 ? 'is' : 'are'} only ${sp.partisans[p.nation]} ${p.nation === 'spain' ? 'Spanish' : 'Portuguese'} partisan${sp.partisans[p.nation] === 1 ? '' : 's'}.`;
    return null;
  },
  apply(s, p) {
    const sp = registriesOf(s).spain;
    return withRegistries(s, { spain: { ...sp, partisans: { ...sp.partisans, [p.nation]: sp.partisans[p.nation] + p.change }, freePartisanTurn: p.free ? s.position.turn : sp.freePartisanTurn } });
  },
  title: (s, p) => {
    const n = registriesOf(s).spain.partisans[p.nation] + p.change;
    const who = p.nation === 'spain' ? 'Spanish' : 'Portuguese';
    return `${p.change > 0 ? `${p.change} ${who} partisan${p.change === 1 ? '' : 's'} raised${p.free ? ' (the free one of this turn)' : ''}` : `${-p.change} ${who} partisan${p.change === -1 ? '' : 's'} lost`}: ${n} on the map (§14.3.2)`;
  },
};

// ---- Landwehr (§14.6.3) ---------------------------------------------------------------------------------

const lwSchema = z.strictObject({ power: z.enum(['austria', 'prussia'], { error: 'the Landwehr is Austrian or Prussian' }) });
type LwP = z.infer<typeof lwSchema>;
const landwehr: Action<LwP> = {
  type: 'lge.landwehr',
  label: 'Landwehr event',
  schema: lwSchema,
  steps: 'all',
  validate: (s, p) => (registriesOf(s).landwehr[p.power] ? `${nameOf(p.power)} already has its Landwehr.` : null),
  apply: (s, p) => withRegistries(s, { landwehr: { ...registriesOf(s).landwehr, [p.power]: { since: s.position.turn, winters: [] } } }),
  title: (s, p) => `Landwehr: ${nameOf(p.power)} receives ${landwehrSteps(s) ?? 4} free infantry steps every Winter budget phase from now on (§14.6.3)`,
};
const landwehrTaken: Action<LwP> = {
  type: 'lge.landwehr.steps',
  label: 'Landwehr steps this Winter',
  schema: lwSchema,
  steps: ['winter-budget'],
  validate(s, p) {
    const l = registriesOf(s).landwehr[p.power];
    if (!l) return `${nameOf(p.power)} has no Landwehr (the event has not been played).`;
    return l.winters.includes(s.position.turn) ? `${nameOf(p.power)} has taken its Landwehr steps this Winter.` : null;
  },
  apply(s, p) {
    const l = registriesOf(s).landwehr[p.power]!;
    return withRegistries(s, { landwehr: { ...registriesOf(s).landwehr, [p.power]: { ...l, winters: [...l.winters, s.position.turn] } } });
  },
  title: (s, p) => `${nameOf(p.power)} deploys its ${landwehrSteps(s) ?? 4} free Landwehr infantry steps (${whenLabel(s)}, §14.6.3)`,
};

// ---- Austrian borderers (§14.6.1) -------------------------------------------------------------------------

const borderSchema = z.strictObject({ corps: z.union([z.literal(1), z.literal(2)]), steps: z.number().int().min(0).max(20).default(0), eliminated: z.boolean().default(false) });
type BorderP = z.infer<typeof borderSchema>;
const borderLoss: Action<BorderP> = {
  type: 'lge.borderers.loss',
  label: 'Austrian borderer corps losses',
  schema: borderSchema,
  steps: 'all',
  validate(s, p) {
    const b = borderersOf(s);
    if (!b.onMap) return 'The borderer corps are on the map only while Austria and Turkey are at war (§14.6.1).';
    if (b.corps[p.corps - 1]!.eliminated) return `Borderer corps ${p.corps} is eliminated: it cannot be rebuilt before the peace (§14.6.1).`;
    if (!p.steps && !p.eliminated) return 'Give the steps lost, or mark the corps eliminated.';
    return null;
  },
  apply(s, p) {
    const r = registriesOf(s).borderers ?? { since: s.position.turn, lost: [0, 0], eliminated: [false, false] };
    const lost = [...r.lost] as [number, number];
    const eliminated = [...r.eliminated] as [boolean, boolean];
    lost[p.corps - 1] = (lost[p.corps - 1] ?? 0) + p.steps;
    if (p.eliminated) eliminated[p.corps - 1] = true;
    return withRegistries(s, { borderers: { ...r, lost, eliminated } });
  },
  title(s, p) {
    const lost = borderersOf(s).corps[p.corps - 1]!.lost + p.steps;
    return `Austrian borderer corps ${p.corps}: ${p.eliminated ? `eliminated${p.steps ? ` (${lost} steps lost this war)` : ''}` : `${p.steps} step${p.steps === 1 ? '' : 's'} lost (${lost} this war)`}; never replenished, not rebuilt before the peace (§14.6.1)`;
  },
};

// ---- Provinces: troubles and insurgents (§14.4, §14.5) -----------------------------------------------------

const provSchema = z.strictObject({ province: text(40), troubles: z.boolean().optional(), insurgents: z.boolean().optional() });
type ProvP = z.infer<typeof provSchema>;
const province: Action<ProvP> = {
  type: 'lge.province',
  label: 'Troubles or insurgents in a province',
  schema: provSchema,
  steps: 'all',
  validate(s, p) {
    if (p.troubles === undefined && p.insurgents === undefined) return 'Say whether the Troubles marker or the insurgents change.';
    const v = registriesOf(s).provinces[p.province] ?? { troubles: false, insurgents: false };
    if ((p.troubles === undefined || p.troubles === v.troubles) && (p.insurgents === undefined || p.insurgents === v.insurgents)) return `Nothing changes in ${p.province}.`;
    return null;
  },
  apply(s, p) {
    const r = registriesOf(s);
    const v = r.provinces[p.province] ?? { troubles: false, insurgents: false, since: s.position.turn };
    const next = { troubles: p.troubles ?? v.troubles, insurgents: p.insurgents ?? v.insurgents, since: v.since };
    const provinces = { ...r.provinces };
    if (next.troubles || next.insurgents) provinces[p.province] = next;
    else delete provinces[p.province];
    return withRegistries(s, { provinces });
  },
  title: (_s, p) =>
    [p.troubles !== undefined ? `${p.province}: ${p.troubles ? 'Troubles marker placed (+1 attrition column, no £ or Pr, §14.4)' : 'the troubles end'}` : null, p.insurgents !== undefined ? `${p.province}: ${p.insurgents ? 'insurgents present (no £ or Pr to the owner, §14.5)' : 'no more insurgents'}` : null]
      .filter(Boolean)
      .join('; '),
};

const troublesRoll: Action<{ province: string }> = {
  type: 'lge.troubles.roll',
  label: 'Provincial troubles roll',
  schema: z.strictObject({ province: text(40) }),
  steps: ['activations', 'final-attrition'],
  validate: (s, p, _h, legacy) => (legacy ? null : troublesStepRefusal(s)) ?? (registriesOf(s).provinces[p.province]?.troubles ? null : `${p.province} has no Troubles marker.`),
  dice: () => [{ purpose: 'Provincial troubles (1D6)', count: 1, sides: 6 }],
  apply(s, p, ctx) {
    const d = ctx.dice[0]!.faces[0]!;
    if (d < 2) return s;
    const r = registriesOf(s);
    const v = r.provinces[p.province]!;
    const provinces: RegistriesState['provinces'] = { ...r.provinces, [p.province]: { ...v, troubles: false } };
    if (!v.insurgents) delete provinces[p.province];
    return withRegistries(s, { provinces });
  },
  title(_s, p, ctx) {
    const d = ctx.dice[0]!.faces[0]!;
    return `Provincial troubles in ${p.province}: 1D6 ${d}, ${d >= 4 ? 'the revolt ends' : d >= 2 ? 'the revolt ends; the corps loses 1 step' : 'the revolt goes on; the corps loses 1 step'} (ends ${pct(provincialTroubles().pEnds)}, a step lost ${pct(provincialTroubles().pStepLost)}, §14.4)`;
  },
};

// ---- Continental Blockade (§12.3.3.1, Gloss.) ------------------------------------------------------------

const blockSchema = z.strictObject({ country: text(40), how: z.enum(['clause', 'imposed', 'none']) });
type BlockP = z.infer<typeof blockSchema>;
const blockade: Action<BlockP> = {
  type: 'lge.blockade',
  label: 'Continental Blockade participant',
  schema: blockSchema,
  steps: 'all',
  validate(s, p) {
    const cur = registriesOf(s).blockade.participants[p.country];
    if (p.country === 'france') return 'France imposes the Continental Blockade; it does not join it.';
    if (p.country === 'great-britain') return 'The Continental Blockade is against Great Britain.';
    if ((cur ?? 'none') === p.how) return p.how === 'none' ? `${nameOf(p.country)} is not under the Continental Blockade.` : `${nameOf(p.country)} is already under the Continental Blockade.`;
    if (p.how === 'imposed' && isPower(p.country)) return 'France imposes it only on her allied minors; a major joins it by a peace clause (§12.3.3.1).';
    return null;
  },
  apply(s, p) {
    const b = registriesOf(s).blockade;
    const participants = { ...b.participants };
    if (p.how === 'none') delete participants[p.country];
    else participants[p.country] = p.how;
    return withRegistries(s, { blockade: { ...b, participants } });
  },
  title: (_s, p) =>
    p.how === 'none'
      ? `${nameOf(p.country)} leaves the Continental Blockade`
      : `${nameOf(p.country)} joins the Continental Blockade (${p.how === 'clause' ? 'peace clause' : 'imposed by France on an allied minor; enemy event attempts on it get +2'}): its harbours give no trade; France +1 £ per harbour of value 4 or more (§12.3.3.1)`,
};
const blockadeEffect: Action<{ inEffect: boolean }> = {
  type: 'lge.blockade.effect',
  label: 'Continental Blockade in effect',
  schema: z.strictObject({ inEffect: z.boolean() }),
  steps: 'all',
  validate: (s, p) => (registriesOf(s).blockade.inEffect === p.inEffect ? `The Continental Blockade is already ${p.inEffect ? '' : 'not '}in effect.` : null),
  apply: (s, p) => withRegistries(s, { blockade: { ...registriesOf(s).blockade, inEffect: p.inEffect } }),
  title: (_s, p) => (p.inEffect ? 'The Continental Blockade is in effect: every trade harbour from St Petersbourg to Triest is Empire-controlled, allied or under the clause (Gloss.)' : 'The Continental Blockade is no longer in effect'),
};

export const TRACKER_ACTIONS = [borderLoss, start, missing, end, losses, home, succession, feudals, feudalLoss, feudalReplenish, instability, liberation, partisans, landwehr, landwehrTaken, province, troublesRoll, blockade, blockadeEffect];
