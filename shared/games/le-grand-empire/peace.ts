// Conquest and peace (§13): the criteria cities of each major (the "Major powers" table), when a power
// must sue (§13.3.1.1-2, or its alliance credit spent), the refuse-once rule (§13.3.1.4), the clause
// order and limits (§13.3.2.5, the "Peace clauses" and "Peace" tables), and what signing does: the
// mandatory peace (3D6, minimum 6), prisoners home as Pr, conquered minors annexed, the vanquished
// neutral, its demoralisation markers gone. Pure functions over the campaign state.
import { cellValue, clock, isPower, nameOf, packOf, peaceBetween, POWER_NAMES, POWERS, whenLabel, type LgeState, type MajorStatus, type Power } from './state';
import { emptyCredit, emptyPeace, type MandatoryAlliance, type PeaceState, type PickedClause, type Treaty, type War, type WarTerritory } from './peace-state';
import { move } from './actions/common';
import { exchangePrisoners } from './prisoners';

export const peaceOf = (s: LgeState): PeaceState => s.peace ?? emptyPeace();
export const withPeace = (s: LgeState, p: Partial<PeaceState>): LgeState => ({ ...s, peace: { ...peaceOf(s), ...p } });

const num = (s: LgeState, table: string, key: string, col: string, d: number) => {
  const v = cellValue(packOf(s), table, key, col);
  return typeof v === 'number' ? v : d;
};

/** The criteria cities of a major: the one always needed and the list of which one more is needed (§13.3.1.1). */
export function criteriaOf(s: LgeState, p: Power): { first: string; oneOf: string[] } {
  const f = cellValue(packOf(s), 'powers', p, 'criteriaFirst');
  const o = cellValue(packOf(s), 'powers', p, 'criteriaOneOf');
  const oneOf = typeof o === 'string' ? o.split(',').map((x) => x.trim()).filter(Boolean) : [];
  return { first: typeof f === 'string' ? f.trim() : '', oneOf };
}
export const criteriaCities = (s: LgeState, p: Power): string[] => {
  const c = criteriaOf(s, p);
  return [c.first, ...c.oneOf].filter(Boolean);
};

/** All criteria held by the enemy: the first and (if listed) one of the others. */
export function criteriaMet(s: LgeState, p: Power): boolean {
  const c = criteriaOf(s, p);
  const held = peaceOf(s).held[p] ?? [];
  if (!c.first || !held.includes(c.first)) return false;
  return !c.oneOf.length || c.oneOf.some((x) => held.includes(x));
}

export const enemiesOf = (s: LgeState, p: string): string[] => s.wars.flatMap((w) => (w.a === p ? [w.b] : w.b === p ? [w.a] : []));

/** Why a major must sue for peace now, or null (§13.3.1.1, §13.3.1.2, alliance credit at 0 §11.3.3.4). */
export function mustSueReason(s: LgeState, p: Power): string | null {
  if (!enemiesOf(s, p).length) return null;
  if (criteriaMet(s, p)) return `its criteria cities are held by the enemy (${(peaceOf(s).held[p] ?? []).join(', ')}, §13.3.1.1)`;
  if (peaceOf(s).alternative[p]) return 'its capital is enemy-controlled and every army is demoralised or destroyed (§13.3.1.2)';
  if ((s.credit ?? emptyCredit()).spent[p] === s.position.turn) return 'its alliance credit is spent: it signs peace at the end of the turn (§11.3.3.4)';
  return null;
}

/** Powers that must sue and have neither refused this turn nor begun their treaty. */
export function mustSueNow(s: LgeState): Power[] {
  const ps = peaceOf(s);
  return POWERS.filter((p) => mustSueReason(s, p) && ps.refused[p] !== s.position.turn && ps.treaty?.vanquished !== p);
}

/** May it still refuse (once, §13.3.1.4)? A refusal in an earlier turn means it must sue now, with 8 clauses. */
export function canRefuse(s: LgeState, p: Power): string | null {
  const r = peaceOf(s).refused[p];
  if (r !== undefined && r !== s.position.turn) return `${POWER_NAMES[p]} refused to sue once already: it must sue now, with ${num(s, 'peace', 'clauses-fought-on', 'value', 8)} clauses (§13.3.1.4).`;
  if (r === s.position.turn) return `${POWER_NAMES[p]} has refused this turn.`;
  if (!mustSueReason(s, p)) return `${POWER_NAMES[p]} does not have to sue for peace.`;
  if ((s.credit ?? emptyCredit()).spent[p] === s.position.turn && !criteriaMet(s, p) && !peaceOf(s).alternative[p]) return `${POWER_NAMES[p]}'s alliance credit is spent: it must sign peace (§11.3.3.4).`;
  return null;
}

/** Victors in reverse diplomacy order (§13.3.2.5: GB, France, Russia, Austria, Prussia, Turkey, Spain; minors after). */
export function reverseOrder(victors: string[]): string[] {
  const rank = (x: string) => (isPower(x) ? POWERS.indexOf(x) : -1);
  return [...victors].sort((a, b) => rank(b) - rank(a));
}

/**
 * Who chooses each clause (§13.3.2.5): the victor side two, the vanquished two, and so on; several victors
 * take the victor side's clauses one each in reverse diplomacy order (Russia, Austria, Turkey, Turkey).
 */
export function chooserOrder(victors: string[], vanquished: string, n: number): string[] {
  const out: string[] = [];
  let k = 0;
  for (let i = 0; i < n; i++) out.push(Math.floor(i / 2) % 2 === 0 ? victors[k++ % victors.length]! : vanquished);
  return out;
}

export interface ClauseDef {
  key: string;
  label: string;
  counts: number;
  multiPlayerOnly: boolean;
  onlyIfFoughtOn: boolean;
}
export function clauseDefs(s: LgeState): ClauseDef[] {
  const pack = packOf(s);
  return (pack.tables['peace-clauses']?.rows ?? []).map((r) => ({
    key: r.key,
    label: r.label ?? r.key,
    counts: num(s, 'peace-clauses', r.key, 'counts', 1),
    multiPlayerOnly: cellValue(pack, 'peace-clauses', r.key, 'multiPlayerOnly') === true,
    onlyIfFoughtOn: cellValue(pack, 'peace-clauses', r.key, 'onlyIfFoughtOn') === true,
  }));
}

export const clausesUsed = (t: Treaty) => t.picked.reduce((x, c) => x + c.counts, 0);
export const provinceMax = (s: LgeState) => num(s, 'peace', 'province-clause-max', 'value', 3);
export const clauseCount = (s: LgeState, foughtOn: boolean) => num(s, 'peace', foughtOn ? 'clauses-fought-on' : 'clauses', 'value', foughtOn ? 8 : 4);

/** Who chooses next, or null when every clause is chosen (a voluntary peace has no fixed order). */
export function nextChooser(t: Treaty): string | null {
  const used = clausesUsed(t);
  if (used >= t.clauses) return null;
  return t.kind === 'voluntary' ? null : chooserOrder(t.victors, t.vanquished, t.clauses)[used]!;
}

/** Why this clause cannot be chosen now, or null. */
export function clauseRefusal(s: LgeState, t: Treaty, c: Omit<PickedClause, 'counts'>): string | null {
  const def = clauseDefs(s).find((d) => d.key === c.clause);
  if (!def) return `“${c.clause}” is not a peace clause (${clauseDefs(s).map((d) => d.key).join(', ')}).`;
  const used = clausesUsed(t);
  if (used + def.counts > t.clauses) return `${def.label} counts as ${def.counts} clauses; only ${t.clauses - used} left of ${t.clauses}.`;
  if (!t.victors.includes(c.to)) return `${POWER_NAMES[c.to as Power] ?? c.to} is not a victor of this peace.`;
  if (t.kind === 'sued') {
    const order = chooserOrder(t.victors, t.vanquished, t.clauses);
    const who = order[used]!;
    if (c.by !== who) return `${POWER_NAMES[who as Power] ?? who} chooses clause ${used + 1} of ${t.clauses} (victor two, vanquished two, §13.3.2.5).`;
    for (let k = 1; k < def.counts; k++) if (order[used + k] !== who) return `${def.label} counts as ${def.counts} clauses: ${POWER_NAMES[who as Power] ?? who} has only ${k} choice${k === 1 ? '' : 's'} left in this turn of choosing.`;
  } else if (c.by !== t.vanquished && !t.victors.includes(c.by)) return 'A clause is chosen by a victor or the vanquished.';
  if (def.multiPlayerOnly && s.scenario.twoPlayer) return `${def.label}: multi-player games only (§13.3.2.5).`;
  if (def.onlyIfFoughtOn && !t.foughtOn) return `${def.label}: only if the vanquished chose to fight on (§13.3.2.5).`;
  if (c.clause === 'province') {
    if (!c.detail.trim()) return 'Name the province or the allied minor.';
    const n = t.picked.filter((x) => x.clause === 'province').length;
    if (n >= provinceMax(s)) return `A province can be chosen at most ${provinceMax(s)} times, even with 8 clauses (§13.3.2.5).`;
    if (t.picked.some((x) => x.clause === 'province' && x.detail.trim().toLowerCase() === c.detail.trim().toLowerCase())) return `${c.detail} is already chosen.`;
    if (c.adjacency === 'table') {
      const a = provinceAdjacency(s, c.detail, c.to, t.vanquished, { earlier: t.picked.filter((x) => x.clause === 'province').map((x) => x.detail), atStart: c.territory === 'war-start' });
      if (!a.ok) return a.why;
    }
    if (c.criteriaCity === 'table') {
      const q = criteriaQuestion(s, c.detail, t.vanquished);
      if (q) return q.why;
    }
    if (c.otherChoice) {
      const o = otherChoice(s, t, c.detail, c.to, c.criteriaCity, c.territory === 'war-start', c.otherCities === 'asked');
      if (o && !o.ok && (o.eligible.length || c.otherChoice === 'table')) return o.why;
    }
  } else if (t.picked.some((x) => x.clause === c.clause)) return `${def.label} is already chosen.`;
  return null;
}

// ---- The province clause's adjacency (§13.3.2.5), on the group's Province adjacency table ----------

const low = (x: string) => x.trim().toLowerCase();
const rowsOf = (s: LgeState, table: string) => packOf(s).tables[table]?.rows ?? [];

/** What the adjacency table says of a province clause: adjacent (and to what), not needed, or why the group must confirm it by hand. */
export type Adjacency = { ok: true; why: string } | { ok: false; why: string };

/**
 * A province clause's adjacency (§13.3.2.5) on the Province adjacency table. `atStart` (the default): against the
 * victor's territory as the war began, kept by the war; false (a clause logged before that was kept): as it is now.
 * `earlier`: the provinces already chosen in this peace, which do not count as the victor's ("not possible to
 * choose a second province adjacent to only the first selected province").
 */
export function provinceAdjacency(s: LgeState, detail: string, victor: string, vanquished: string, o: { earlier?: string[]; atStart?: boolean } = {}): Adjacency {
  const earlier = o.earlier ?? [];
  const d = low(detail);
  const country = (province: string) => countryOf(s, province);
  // A province of a multi-province minor still allied to the vanquished needs no adjacency.
  const home = country(detail);
  const minor = home ? Object.keys(s.minors).find((m) => low(m) === home) : undefined;
  if (minor && s.minors[minor]!.status === 'allied' && s.minors[minor]!.by === vanquished && cellValue(packOf(s), 'minors', minor, 'multiProvince') === true)
    return { ok: true, why: `a province of ${minor}, a multi-province minor still allied to ${nameOf(vanquished)}: no adjacency needed` };
  const fix = `fill in the Province adjacency table (data editor), or confirm by hand that ${detail.trim()} is adjacent to ${nameOf(victor)}'s territory as it was when the war began, to a minor allied to ${nameOf(victor)}, or reachable by naval movement (§13.3.2.5)`;
  // Names compared in lower case, shown as the group wrote them.
  const shown = new Map<string, string>();
  const table = rowsOf(s, 'adjacency').map((r) => {
    const v = cellValue(packOf(s), 'adjacency', r.key, 'neighbours');
    const near = typeof v === 'string' ? v.split(',').map((x) => x.trim()).filter(Boolean) : [];
    for (const x of [r.key, ...near]) shown.set(low(x), x.trim());
    return { key: low(r.key), near: near.map(low) };
  });
  if (!table.some((r) => r.near.length)) return { ok: false, why: `The Province adjacency table is empty: ${fix}.` };
  // The clause may name a whole allied minor: any of its provinces counts.
  const wholeMinor = clauseMinor(s, detail);
  const targets = new Set([d, ...(wholeMinor ? rowsOf(s, 'provinces').filter((r) => country(r.key) === low(wholeMinor)).map((r) => low(r.key)) : [])]);
  const near = new Set<string>();
  for (const r of table) {
    if (targets.has(r.key)) r.near.forEach((n) => near.add(n));
    if (r.near.some((n) => targets.has(n))) near.add(r.key);
  }
  if (!near.size) return { ok: false, why: `${detail.trim()} is not in the Province adjacency table: ${fix}.` };
  // The victor's territory as the war began: its own provinces not given away, those won at earlier peaces, the
  // minors it had conquered; and the minors allied to it now.
  const terr = o.atStart === false ? { record: territoryNow(s), atStart: false } : victorTerritory(s, victor, vanquished);
  const own = (p: string) => low(holderBy(s, terr.record, p) ?? '') === low(victor);
  const whose = terr.atStart ? `${nameOf(victor)}'s when the war began` : nameOf(victor);
  const alliedMinor = (p: string) => {
    const m = Object.entries(s.minors).find(([k, v]) => v.status === 'allied' && v.by === victor && (low(k) === p || country(p) === low(k)));
    return m?.[0];
  };
  for (const n of [...near].sort()) {
    if (own(n)) return { ok: true, why: `adjacent to ${shown.get(n)} (${whose})` };
    const m = alliedMinor(n);
    if (m) return { ok: true, why: `adjacent to ${shown.get(n)} (${m}, allied to ${nameOf(victor)})` };
  }
  const first = new Set(earlier.map(low));
  const via = [...near].filter((n) => first.has(n));
  if (via.length)
    return {
      ok: false,
      why: `${detail.trim()} is adjacent to ${via.map((n) => shown.get(n)).join(', ')}, chosen earlier in this peace, but not to ${nameOf(victor)}'s territory as it was when the war began or to a minor allied to it: “it is not possible to choose a second province adjacent to only the first selected province” (§13.3.2.5). If it is reachable by naval movement, confirm by hand.`,
    };
  return { ok: false, why: `${detail.trim()} is not adjacent to ${nameOf(victor)}'s territory or to a minor allied to it in the Province adjacency table (its neighbours there: ${[...near].map((n) => shown.get(n)).join(', ')}): if it is reachable by naval movement, confirm by hand (§13.3.2.5).` };
}

// ---- The victor's territory when the war began (§13.3.2.5) -------------------------------------------

const ownerIn = (m: Record<string, string>, k: string) => Object.entries(m).find(([x]) => low(x) === low(k))?.[1];

/** A province's original country in the Provinces table (lower case), or null. */
function countryOf(s: LgeState, province: string): string | null {
  const v = cellValue(packOf(s), 'provinces', rowsOf(s, 'provinces').find((r) => low(r.key) === low(province))?.key ?? '', 'country');
  return typeof v === 'string' && v.trim() ? low(v) : null;
}

export const warBetween = (s: LgeState, x: string, y: string): War | undefined => s.wars.find((w) => (w.a === x && w.b === y) || (w.a === y && w.b === x));

/** What has changed hands as it stands now: the record a war declared now keeps. */
export function territoryNow(s: LgeState): WarTerritory {
  const conquered = Object.entries(s.minors).filter(([, m]) => m.status === 'conquered' && m.by).map(([k, m]) => [k, m.by!]);
  return { turn: s.position.turn, owners: { ...peaceOf(s).owners }, conquered: Object.fromEntries(conquered) };
}

/** A war begins between a and b: each side's territory then is kept for the peace clauses (§13.3.2.5). */
export const beginWar = (s: LgeState, a: string, b: string): LgeState => ({ ...s, wars: [...s.wars, { a, b, territory: territoryNow(s) }] });

/** The record a province clause is checked against: the war's start, or now for a war begun before it was kept (atStart false). */
export function victorTerritory(s: LgeState, victor: string, vanquished: string): { record: WarTerritory; atStart: boolean } {
  const w = warBetween(s, victor, vanquished);
  return w?.territory ? { record: w.territory, atStart: true } : { record: territoryNow(s), atStart: false };
}

/** Who held a province (or minor) by a record: its owner after a peace, an annexed or conquered minor's conqueror, else its original country. */
function holderBy(s: LgeState, r: WarTerritory, p: string): string | null {
  const c = countryOf(s, p);
  return ownerIn(r.owners, p) ?? (c ? ownerIn(r.owners, c) : undefined) ?? ownerIn(r.conquered, p) ?? (c ? ownerIn(r.conquered, c) : undefined) ?? c;
}

/** The victors whose war with the vanquished began before the app kept the territory: their territory is read as it is now. */
export const territoryApproximated = (s: LgeState, t: { victors: string[]; vanquished: string }): string[] => t.victors.filter((v) => !victorTerritory(s, v, t.vanquished).atStart);

// ---- Criteria cities the Provinces table places nowhere (§13.3.2.5) ----------------------------------

/** The vanquished's criteria cities that no Provinces row has as its capital: the tables cannot tell which province holds them. */
export function unplacedCities(s: LgeState, vanquished: string): string[] {
  if (!isPower(vanquished)) return [];
  const caps = new Set(rowsOf(s, 'provinces').map((r) => cellValue(packOf(s), 'provinces', r.key, 'capital')).filter((v): v is string => typeof v === 'string').map(low));
  return criteriaCities(s, vanquished).filter((c) => !caps.has(low(c)));
}

const orList = (xs: string[]) => (xs.length < 2 ? xs.join('') : `${xs.slice(0, -1).join(', ')} or ${xs.at(-1)}`);

/**
 * Whether the province may hold one of those cities, as a question for the group: null when the tables can tell
 * (its capital is a criteria city, every criteria city is some province's capital, or the province is another
 * country's or a minor named whole).
 */
export function criteriaQuestion(s: LgeState, detail: string, vanquished: string): { cities: string[]; why: string } | null {
  if (!detail.trim() || guardedCity(s, detail, vanquished) || clauseMinor(s, detail)) return null;
  const cities = unplacedCities(s, vanquished);
  if (!cities.length) return null;
  const row = rowsOf(s, 'provinces').find((r) => low(r.key) === low(detail));
  const h = row ? holderBy(s, territoryNow(s), row.key) : null;
  if (h && low(h) !== low(vanquished)) return null;
  const them = cities.length > 1 ? 'them' : 'it';
  return {
    cities,
    why: `The Provinces table does not say where ${orList(cities)} ${cities.length > 1 ? 'are' : 'is'} (no province has ${them} as its capital): say at the table whether ${detail.trim()} holds ${cities.length > 1 ? 'one of them' : 'it'}, ${nameOf(vanquished)}'s capital or a criteria city, which may be chosen only if there is no other possible choice (§13.3.2.5); or enter ${them} as a province's capital in the Provinces table.`,
  };
}

// ---- "Unless there is no other possible choice" (§13.3.2.5) ------------------------------------------

/** The vanquished's capital or criteria city in this province, by its capital in the Provinces table; null if none is known. */
export function guardedCity(s: LgeState, province: string, vanquished: string): string | null {
  if (!isPower(vanquished)) return null;
  const row = rowsOf(s, 'provinces').find((r) => low(r.key) === low(province));
  const cap = row ? cellValue(packOf(s), 'provinces', row.key, 'capital') : undefined;
  if (typeof cap !== 'string' || !cap.trim()) return null;
  return criteriaCities(s, vanquished).find((x) => low(x) === low(cap)) ?? null;
}

/**
 * A province holding the vanquished's capital or a criteria city (§13.3.2.5): null when it holds none the
 * tables know of; otherwise whether another choice exists. `eligible`: other provinces or allied minors the
 * adjacency table accepts (the clause is refused); `unsure`: ones the tables cannot settle (the group confirms
 * by hand that none can be chosen). Neither: the group still confirms, as the Provinces table may be incomplete.
 * `said`: the group's answer on a criteria city the tables place nowhere; `atStart` false: a clause logged before
 * the war-start territory was kept, its alternatives read against the territory as it was then.
 */
export function otherChoice(
  s: LgeState,
  t: Treaty,
  detail: string,
  victor: string,
  said?: PickedClause['criteriaCity'],
  atStart = true,
  askCities = false,
): { ok: boolean; why: string; eligible: string[]; unsure: string[] } | null {
  const v = t.vanquished;
  const q = said === 'holds' ? criteriaQuestion(s, detail, v) : null;
  const city = guardedCity(s, detail, v) ?? (q ? `${q.cities.length > 1 ? `one of ${q.cities.join(', ')}` : q.cities[0]} (said at the table)` : null);
  if (!city) return null;
  const owners = peaceOf(s).owners;
  const ownerOf = (k: string) => Object.entries(owners).find(([x]) => low(x) === low(k))?.[1];
  const taken = new Set([low(detail), ...t.picked.filter((x) => x.clause === 'province').map((x) => low(x.detail))]);
  const provinces = rowsOf(s, 'provinces')
    .map((r) => r.key)
    .filter((k) => {
      const country = cellValue(packOf(s), 'provinces', k, 'country');
      const o = ownerOf(k);
      return (o ? o === v : typeof country === 'string' && low(country) === low(v)) && !guardedCity(s, k, v);
    });
  const minors = Object.entries(s.minors).filter(([, m]) => m.status === 'allied' && m.by === v).map(([k]) => k);
  const candidates = [...provinces, ...minors].filter((k) => !taken.has(low(k)));
  const adjacent = candidates.filter((k) => provinceAdjacency(s, k, victor, v, { atStart }).ok);
  // An alternative may itself hold a criteria city the Provinces table places nowhere (askCities; one city said to be
  // in this province cannot be in another): then it is no sure alternative, and the group confirms.
  const cities = askCities && !(said === 'holds' && unplacedCities(s, v).length === 1) ? unplacedCities(s, v) : [];
  const mayHold = cities.length ? adjacent.filter((k) => criteriaQuestion(s, k, v)) : [];
  const eligible = adjacent.filter((k) => !mayHold.includes(k));
  const byHand = candidates.filter((k) => !adjacent.includes(k));
  const unsure = [...mayHold, ...byHand];
  const head = `${detail.trim()} holds ${city}, ${nameOf(v)}'s capital or a criteria city: it may be chosen only if there is no other possible choice (§13.3.2.5)`;
  if (eligible.length) return { ok: false, why: `${head}, and ${eligible.join(', ')} can be chosen instead.`, eligible, unsure };
  if (unsure.length) {
    const checks = [
      ...(mayHold.length ? [`none of ${mayHold.join(', ')} can be chosen instead: ${mayHold.length > 1 ? 'each' : 'it'} may hold ${orList(cities)}, which no province has as its capital`] : []),
      ...(byHand.length ? [`none of ${byHand.join(', ')} can be chosen (adjacent, next to a minor allied to ${nameOf(victor)}, or reached by naval movement)`] : []),
    ];
    return { ok: false, why: `${head}: confirm by hand that ${checks.join(', and that ')}.`, eligible, unsure };
  }
  // The tables list no other: they may be incomplete (the group fills in the Provinces table), so the table confirms.
  return { ok: false, why: `${head}: the Provinces table lists no other province or allied minor of ${nameOf(v)}; confirm by hand that there is no other possible choice.`, eligible, unsure };
}

/** Turns left to record for a mandatory peace of `turns` (A-42: turn 1 is the turn after the peace; nextTurn counts down at each turn's end). */
export function peaceTurnsLeft(s: LgeState, turns: number): number {
  return s.rules?.mandatoryPeaceCount === 'including-current' ? turns : turns + 1;
}

/** The last turn of a mandatory peace of `turns` signed now, as words ("Spring 1812"). */
export function peaceEnds(s: LgeState, turns: number): string {
  const last = s.position.turn + peaceTurnsLeft(s, turns) - 1;
  const order = s.rules?.seasonOrder === 'winter-first' ? ['winter', 'spring', 'summer', 'autumn'] : ['spring', 'summer', 'autumn', 'winter'];
  const { year, season } = clock(s);
  const k = order.indexOf(season) + (last - s.position.turn);
  const names: Record<string, string> = { spring: 'Spring', summer: 'Summer', autumn: 'Autumn', winter: 'Winter' };
  return `${names[order[k % 4]!]} ${year + Math.floor(k / 4)}`;
}

/** Minors conquered by one of the victors and not reinstated: they become the victor's provinces at the peace (§13.3.2.2). */
export function annexable(s: LgeState, victors: string[]): string[] {
  return Object.entries(s.minors).filter(([, v]) => v.status === 'conquered' && v.by && victors.includes(v.by)).map(([m]) => m);
}

/** What the exchange of prisoners at this peace does, in words (the prisoners registry's exchange, §13.3.2.1). */
export function prisonerLines(s: LgeState, t: { victors: string[]; vanquished: string }): string[] {
  let out = s;
  const lines: string[] = [];
  for (const x of t.victors) {
    const r = exchangePrisoners(out, x, t.vanquished);
    out = r.state;
    lines.push(...r.lines);
  }
  return lines;
}

/** Signs the treaty: wars end, mandatory peace, prisoners, clauses take effect, annexations, status (§13.3.2). */
export function signTreaty(s: LgeState, t: Treaty, faces: number[], annex: string[]): LgeState {
  const rolled = faces.reduce((x, y) => x + y, 0);
  const turns = Math.max(num(s, 'peace', 'mandatory-peace-min', 'value', 6), rolled);
  const v = t.vanquished;
  const pair = (w: { a: string; b: string }, x: string) => (w.a === v && w.b === x) || (w.b === v && w.a === x);
  let out: LgeState = {
    ...s,
    wars: s.wars.filter((w) => !t.victors.some((x) => pair(w, x))),
    peaces: [...s.peaces.filter((p) => !t.victors.some((x) => pair(p, x))), ...t.victors.map((x) => ({ a: x, b: v, turnsLeft: peaceTurnsLeft(s, turns), rolled: faces }))],
    // A surrender removes the vanquished's demoralisation markers (§6, §8.3.3.3).
    demoralised: s.demoralised.filter((d) => d.power !== v),
  };
  for (const x of t.victors) out = exchangePrisoners(out, x, v).state;
  const ps = peaceOf(out);
  const owners = { ...ps.owners };
  const when = whenLabel(s);
  const indemnities = [...ps.indemnities];
  const blockade = [...ps.blockade];
  const alliances = [...ps.alliances];
  const aid = [...ps.aid];
  const minorsWon: Record<string, { status: 'allied'; by: Power }> = {};
  for (const c of t.picked) {
    // An allied minor chosen whole "simply becomes a minor country allied to the victorious power" (§13.3.2.5).
    if (c.clause === 'province' && clauseMinor(s, c.detail) && isPower(c.to)) minorsWon[clauseMinor(s, c.detail)!] = { status: 'allied', by: c.to };
    else if (c.clause === 'province') owners[c.detail.trim()] = c.to;
    else if (c.clause === 'war-indemnities') indemnities.push({ payer: v, payee: c.to, since: when });
    else if (c.clause === 'continental-blockade' && !blockade.includes(v)) blockade.push(v);
    else if (c.clause === 'mandatory-alliance') alliances.push({ power: v, with: c.to, turns });
    else if (c.clause === 'military-aid') aid.push({ from: v, to: c.to, since: when });
    else if (c.clause === 'imperial-wedding' && isPower(c.to)) out = move(out, c.to, 'VP', 1, `Imperial wedding with ${POWER_NAMES[v as Power] ?? v} (§13.3.2.5)`);
  }
  const minors = { ...out.minors, ...minorsWon };
  for (const m of annex) {
    owners[m] = minors[m]!.by!;
    delete minors[m];
  }
  const held = { ...ps.held };
  const alternative = { ...ps.alternative };
  const refused = { ...ps.refused };
  delete held[v];
  delete alternative[v];
  delete refused[v];
  // §13.3.2.3: in a two-player game the vanquished's marker goes to the neutral box.
  const majors = isPower(v) && s.scenario.twoPlayer && v !== 'france' && v !== 'great-britain' ? { ...out.majors, [v]: 'neutral' as const } : out.majors;
  // Its alliance ends with the peace, so does its alliance credit (§11.3.3.4, §13.3.2.3).
  const cr = out.credit;
  const credit = cr && cr.value[v] !== undefined && majors[v as Power] === 'neutral' ? { ...cr, value: Object.fromEntries(Object.entries(cr.value).filter(([k]) => k !== v)), history: [...cr.history, { power: v, change: -cr.value[v]!, why: 'Left its alliance at the peace (§13.3.2.3)', when }] } : cr;
  return { ...out, minors, majors, ...(credit ? { credit } : {}), peace: { ...ps, owners, indemnities, blockade, alliances, aid, held, alternative, refused, treaty: null } };
}

/** The allied minor a province clause names whole ("Saxony"), or null for a province. */
export function clauseMinor(s: LgeState, detail: string): string | null {
  const d = detail.trim().toLowerCase();
  const keys = [...Object.keys(s.minors), ...(packOf(s).tables.minors?.rows ?? []).map((r) => r.key)];
  return keys.find((k) => k.toLowerCase() === d) ?? null;
}

/** What signing also changes in the statuses, in words for the log (§13.3.2.3, §13.3.2.5). */
export function signingStatusLines(s: LgeState, t: Treaty): string[] {
  const out: string[] = [];
  for (const c of t.picked) {
    const m = c.clause === 'province' ? clauseMinor(s, c.detail) : null;
    if (m) out.push(`${m} becomes ${nameOf(c.to)}'s ally`);
  }
  if (s.scenario.twoPlayer && isPower(t.vanquished) && t.vanquished !== 'france' && t.vanquished !== 'great-britain') {
    out.push(`${nameOf(t.vanquished)} to the neutral box`);
    if (s.credit?.value[t.vanquished] !== undefined) out.push('its alliance credit closed');
  }
  return out;
}

/** A peace's terms still running after its mandatory peace is over: military aid to send home, a mandatory alliance to apply (§13.3.2.4-5). */
export function peaceTermsEnded(s: LgeState): Array<{ vanquished: string; victor: string; aid: boolean; alliance: boolean }> {
  const ps = peaceOf(s);
  const out: Array<{ vanquished: string; victor: string; aid: boolean; alliance: boolean }> = [];
  const add = (vanquished: string, victor: string, k: 'aid' | 'alliance') => {
    if (peaceBetween(s, vanquished, victor)) return;
    let e = out.find((x) => x.vanquished === vanquished && x.victor === victor);
    if (!e) out.push((e = { vanquished, victor, aid: false, alliance: false }));
    e[k] = true;
  };
  for (const a of ps.aid) add(a.from, a.to, 'aid');
  for (const a of ps.alliances) add(a.power, a.with, 'alliance');
  return out;
}

/** The block a victor stands for: France or Great Britain themselves, or the block it is allied to; null if none (multi-player). */
export function blockOf(s: LgeState, p: string): 'france' | 'great-britain' | null {
  if (p === 'france' || p === 'great-britain') return p;
  const st = isPower(p) ? s.majors[p] : null;
  return st === 'allied-france' ? 'france' : st === 'allied-great-britain' ? 'great-britain' : null;
}

/**
 * The mandatory peace between them is over (§13.3.2.4-5): the military aid goes home, a mandatory alliance
 * takes effect (two-player: the marker to the allied box; otherwise the group records it at the table).
 */
export function endPeaceTerms(s: LgeState, vanquished: string, victor: string): { state: LgeState; lines: string[] } {
  const ps = peaceOf(s);
  const lines: string[] = [];
  const aid = ps.aid.filter((a) => !(a.from === vanquished && a.to === victor));
  if (aid.length < ps.aid.length) lines.push(`${nameOf(vanquished)}'s military aid to ${nameOf(victor)} ends: its infantry and cavalry corps go home by the shortest path, unless ${nameOf(vanquished)} leaves them to ${nameOf(victor)}`);
  const alliances = ps.alliances.filter((a) => !(a.power === vanquished && a.with === victor));
  let majors = s.majors;
  if (alliances.length < ps.alliances.length) {
    const block = blockOf(s, victor);
    if (isPower(vanquished) && s.scenario.twoPlayer && block) {
      majors = { ...majors, [vanquished]: `allied-${block}` as MajorStatus };
      lines.push(`the mandatory alliance takes effect: ${nameOf(vanquished)} to the allied box of ${nameOf(block)}`);
      const alliedByClause = [...(ps.alliedByClause ?? []).filter((x) => x !== vanquished), vanquished];
      return { state: { ...withPeace(s, { aid, alliances, alliedByClause }), majors }, lines };
    }
    // Multi-player: the two are bound; how long is the rule setting (the rulebook gives no length).
    const turns = ps.alliances.find((a) => a.power === vanquished && a.with === victor)!.turns;
    const turnsLeft = s.rules?.mandatoryAllianceLength === 'mandatory-peace-length' && turns ? turns : null;
    const bound = [...(ps.bound ?? []).filter((b) => !pairIs(b, vanquished, victor)), { power: vanquished, with: victor, since: s.position.turn, turnsLeft }];
    lines.push(`the mandatory alliance takes effect: ${nameOf(vanquished)} is ${nameOf(victor)}'s ally, ${turnsLeft === null ? 'until broken at a Diplomacy Phase (no war between them till then)' : `for ${turnsLeft} turns (no war between them)`}`);
    return { state: { ...withPeace(s, { aid, alliances, bound }), majors }, lines };
  }
  return { state: { ...withPeace(s, { aid, alliances }), majors }, lines };
}

const pairIs = (b: MandatoryAlliance, x: string, y: string) => (b.power === x && b.with === y) || (b.power === y && b.with === x);

/** Two-player: the major's marker sits in an allied box because of the Mandatory Alliance clause (§11.3.3.3, A-50). */
export const alliedByClause = (s: LgeState, p: string): boolean => isPower(p) && (peaceOf(s).alliedByClause ?? []).includes(p) && s.majors[p].startsWith('allied-');

/** The boxes of the two-player diplomatic track, Empire to Coalition; a marker moves one box at a time. */
export const MAJOR_TRACK: readonly MajorStatus[] = ['allied-france', 'influenced-france', 'neutral', 'influenced-great-britain', 'allied-great-britain'];

/**
 * Why ordinary diplomacy may not move a major allied by the Mandatory Alliance clause to `to` (rule setting
 * mandatoryAllianceMarker, A-50): frozen, only an event moves it; movable, one box at a time as usual. Null if it may.
 */
export function clauseMarkerRefusal(s: LgeState, p: string, to: MajorStatus, byEvent: boolean): string | null {
  if (byEvent || !isPower(p) || !alliedByClause(s, p)) return null;
  const box = `${nameOf(p)}'s marker is in the allied box of ${nameOf(s.majors[p].replace('allied-', ''))} by the Mandatory Alliance peace clause`;
  if (s.rules?.mandatoryAllianceMarker === 'frozen')
    return `${box}: under the rule setting only a random event moves it (“The diplomatic marker can no longer be moved, except if a random event mandates it…”, §11.3.3.3, A-50). Record it as moved by an event if one does.`;
  const from = MAJOR_TRACK.indexOf(s.majors[p]);
  const at = MAJOR_TRACK.indexOf(to);
  if (at < 0 || Math.abs(at - from) > 1) return `${box}: ordinary diplomacy moves it one box at a time, to ${MAJOR_TRACK[from + (from === 0 ? 1 : -1)]!.replace('-', ' ')} (§11.3.3.3, A-50).`;
  return null;
}

/** The mandatory alliance in effect between two powers (multi-player, §13.3.2.5), if any. */
export const boundBetween = (s: LgeState, x: string, y: string): MandatoryAlliance | undefined => (peaceOf(s).bound ?? []).find((b) => pairIs(b, x, y));

/** Its countdown in words: "5 turns left" or "until broken". */
export const boundLeft = (b: MandatoryAlliance): string => (b.turnsLeft === null ? 'until broken' : `${b.turnsLeft} turn${b.turnsLeft === 1 ? '' : 's'} left`);

/** At the end of a turn: the mandatory alliances with a set length count down; at 0 they end. */
export function countDownBound(s: LgeState): LgeState {
  const bound = peaceOf(s).bound;
  if (!bound?.length) return s;
  return withPeace(s, { bound: bound.map((b) => (b.turnsLeft === null ? b : { ...b, turnsLeft: b.turnsLeft - 1 })).filter((b) => b.turnsLeft === null || b.turnsLeft > 0) });
}

/** Why the Conquest Phase cannot end yet: a treaty open, or a power that must sue and has not chosen. */
export function conquestBlocker(s: LgeState): string | null {
  const t = peaceOf(s).treaty;
  if (t) return `Finish the peace of ${POWER_NAMES[t.vanquished as Power] ?? t.vanquished} (sign it, or set it aside) first.`;
  const due = mustSueNow(s);
  return due.length ? `${due.map((p) => POWER_NAMES[p]).join(', ')} must sue for peace (or refuse once and fight one more turn, §13.3.1.4).` : null;
}
