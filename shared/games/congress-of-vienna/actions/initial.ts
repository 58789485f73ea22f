// Initial Phase actions: the Initial Situation card and its bands in order, the Initial Environment Table
// roll with the card's modifier and conditional re-roll, British fleet demobilisation, Handicap cards, and
// the Resource adjustments the cards and the table give [10.1-10.4].
import { z } from 'zod';
import { cellOf } from '../../../data/tables';
import { fleetDemobilisation } from '../government';
import { drawInitialSituation, ietFirstDie, ietModified, initialSituationPool } from '../initial';
import { BAND_ORDER, POWER_NAME, addVp, packOf, refusal, type CovState, type IetReroll, type Power } from '../state';
import { define, fleetSourcesSchema, powerSchema } from './common';
import { BOX_1812, capitalOf, fleetRemovalCheck, fleetSourcesText, fleetsOnMap, holderName, movePieces, poolCount, removeFleets, type FleetSource } from '../forces';
import { maybeNumber } from '../../../data/access';
import { signed } from '../../../format';

const empty = z.strictObject({});
const decks = (s: CovState) => String(s.rules?.['initialSituationDecks'] ?? 'A');
/** This turn's candidate cards (Turn 11 has its own card, OHR 15.4). */
export const situationPool = (s: CovState): string[] => (s.position.turn === 11 ? ['turn-11'] : initialSituationPool(s.position.turn, decks(s)));

const drawSituation = define<Record<string, never>>({
  type: 'cov.situation.draw',
  label: 'Draw the Initial Situation card',
  schema: empty,
  steps: ['initial-situation'],
  validate: (s) => (s.situation ? `The Initial Situation card for Turn ${s.position.turn} is ${s.situation.card}.` : null),
  dice: (s) => {
    const pool = situationPool(s);
    return pool.length > 1 ? [{ purpose: `Initial Situation card: one of ${pool.join(', ')}`, count: 1, sides: pool.length }] : [];
  },
  apply(s, _p, ctx) {
    const pool = situationPool(s);
    const index = pool.length > 1 ? ctx.dice[0]!.faces[0]! - 1 : 0;
    const drawn = s.position.turn === 11 ? { card: 'turn-11', removed: [] } : drawInitialSituation(s.position.turn, decks(s), index);
    return { ...s, situation: { ...drawn, index } };
  },
  title: (s, _p, ctx) => {
    const pool = situationPool(s);
    const card = pool[pool.length > 1 ? ctx.dice[0]!.faces[0]! - 1 : 0];
    return `Initial Situation card ${card}${pool.length > 1 ? ` (the others removed from the game)` : ''}`;
  },
});

const band = define<{ power: Power }>({
  type: 'cov.situation.band',
  label: 'Carry out a band',
  schema: z.strictObject({ power: powerSchema }),
  steps: ['initial-situation'],
  validate(s, p) {
    if (!s.situation) return 'Draw the Initial Situation card first.';
    const next = BAND_ORDER.find((x) => !s.bandsDone.includes(x));
    if (!next) return 'Every band of the card is done.';
    if (p.power !== next) return `The bands are carried out in order Russia, Austria, Britain, France: ${POWER_NAME[next]}’s band comes next [10.1].`;
    return null;
  },
  apply: (s, p) => ({ ...s, bandsDone: [...s.bandsDone, p.power] }),
  title: (s, p) => `${POWER_NAME[p.power]}’s band of ${s.situation?.card ?? 'the card'} carried out`,
});

const cardCell = (s: CovState, col: string) => (s.situation ? cellOf(packOf(s), 'initial-situation-cards', s.situation.card, col)?.v : undefined);
export function ietModifiers(s: CovState): { column: number; row: number; rerollIf: Power | null } {
  const n = (v: unknown) => (typeof v === 'number' ? v : 0);
  const r = cardCell(s, 'ietRerollIf');
  return { column: n(cardCell(s, 'ietColumnDrm')), row: n(cardCell(s, 'ietRowDrm')), rerollIf: typeof r === 'string' && r !== 'none' ? (r.toUpperCase() as Power) : null };
}

const SEA: Record<string, { power: Power; v: number } | undefined> = {
  'br-resource-plus': { power: 'BR', v: 1 },
  'br-resource-minus': { power: 'BR', v: -1 },
  'fr-resource-plus': { power: 'FR', v: 1 },
};
function seaResult(s: CovState, row: number | null, column: number | null): string | null {
  if (row === null || column === null) return null;
  const v = cellOf(packOf(s), 'initial-environment-results', String(row), `col${column}`)?.v;
  return typeof v === 'string' ? v : null;
}
/** The final IET result on the pieces: US militia into the War of 1812 Box (at most 7; none once the war is over),
 *  a new British fleet from the Force Pool to London [10.2] (distributed in 12.6, or by the reading ietFleetLondon held there until Strategic Movement). A fleet eliminated is Britain's choice: left to the table. */
export function ietPieces(s: CovState): CovState {
  const iet = s.iet!;
  if (iet.rerollPending) return s;
  let f = s.forces;
  const pack = packOf(s);
  const us = iet.usMilitia ?? 0;
  if (us > 0 && !s.war1812.ended) {
    const cap = maybeNumber(pack, 'box-limits', 'war-of-1812:us-militia', 'limit') ?? 7;
    const n = Math.max(0, Math.min(us, cap - (f.boxes[BOX_1812]?.US ?? 0), poolCount(pack, f, 'US') ?? us));
    if (n) f = movePieces(f, { piece: 'US', count: n, from: 'pool', to: BOX_1812 });
  }
  if (iet.sea === 'br-fleet-plus' && (poolCount(pack, f, 'FLEET') ?? 1) > 0) {
    f = movePieces(f, { piece: 'FLEET', count: 1, from: 'pool', to: capitalOf('BR') });
    // Reading ietFleetLondon: held in London until Strategic Movement, not distributed in 12.6 (digest 10.20).
    if (s.rules?.['ietFleetLondon'] === 'strategic-movement') f = { ...f, londonHeld: (f.londonHeld ?? 0) + 1 };
  }
  return { ...s, forces: f };
}

function withSea(s: CovState): CovState {
  const iet = s.iet!;
  const sea = seaResult(s, iet.row, iet.column);
  const adjustments = { ...s.adjustments };
  for (const p of ['FR', 'BR'] as const) adjustments[p] = { ...adjustments[p], initialEnvironment: 0 };
  const eff = sea ? SEA[sea] : undefined;
  if (eff) adjustments[eff.power] = { ...adjustments[eff.power], initialEnvironment: eff.v };
  return { ...s, adjustments, iet: { ...iet, sea } };
}

/** The group's reading of a modified die outside 1-6 (digest 10.17). */
const outside = (s: CovState) => (s.rules?.['ietModifiedDie'] === 'no-effect' ? 'no-effect' : 'clamp');

const ietRoll = define<Record<string, never>>({
  type: 'cov.iet.roll',
  label: 'Roll the Initial Environment Table',
  schema: empty,
  steps: ['initial-environment'],
  validate: (s) => (s.iet ? 'The Initial Environment Table has been rolled this turn.' : !s.situation ? 'Draw the Initial Situation card first: its modifier applies to this roll [10.2].' : null),
  dice: () => [
    { purpose: 'Initial Environment Table: first die (column)', count: 1, sides: 6 },
    { purpose: 'Initial Environment Table: second die (war at sea)', count: 1, sides: 6 },
  ],
  apply(s, _p, ctx) {
    const m = ietModifiers(s);
    const first = ctx.dice[0]!.faces[0]!;
    const second = ctx.dice[1]!.faces[0]!;
    const r = ietFirstDie(packOf(s), { die: first, drm: m.column, outside: outside(s) });
    const row = ietModified(second, m.row, outside(s));
    const rerollPending = !!m.rerollIf && r.power === m.rerollIf;
    const log = [...r.log, `Second die ${second}${m.row ? ` ${signed(m.row)}` : ''} → ${row === null ? `${second + m.row} is outside 1–6: no result for that die (the group’s reading) → no row` : `row ${row}`}.`];
    if (rerollPending) log.push(`Column ${r.column} selects ${POWER_NAME[m.rerollIf!]}: the Initial Situation card demands a re-roll of the first die [10.2].`);
    return ietPieces(withSea({ ...s, iet: { first, second, column: r.column, row, power: r.power, usMilitia: r.usMilitia, usMilOp: r.usMilOp, sea: null, rerollPending, log } }));
  },
  title: (_s, _p, ctx) => `Initial Environment Table: ${ctx.dice[0]!.faces[0]} and ${ctx.dice[1]!.faces[0]}`,
});

const rerollFirstDie = define<Record<string, never>>({
  type: 'cov.iet.reroll',
  label: 'Re-roll the first die',
  schema: empty,
  steps: ['initial-environment'],
  validate: (s) => (!s.iet?.rerollPending ? 'No re-roll is due: the Initial Situation card demands one only when the first die selects its Power [10.2].' : null),
  dice: () => [{ purpose: 'Initial Environment Table: first die again (final)', count: 1, sides: 6 }],
  apply(s, _p, ctx) {
    const m = ietModifiers(s);
    const die = ctx.dice[0]!.faces[0]!;
    const r = ietFirstDie(packOf(s), { die, drm: m.column, outside: outside(s) });
    const iet = s.iet!;
    // Reading ietReroll "power-only": the re-roll replaces the Power; US militia, US Military Operation and the
    // war at sea stay the first column's (digest 10.17).
    const line = `Re-roll ${die} → ${r.column === null ? 'no column (outside 1–6)' : `column ${r.column}`}${r.power ? ` (${r.power})` : ''}: final, even if the same [10.2]`;
    const powerOnly = s.rules?.['ietReroll'] === 'power-only';
    const rerolled: IetReroll = { die, replaced: { die: iet.first, column: iet.column, power: iet.power, usMilitia: iet.usMilitia, usMilOp: iet.usMilOp }, reading: powerOnly ? 'power-only' : 'whole-column' };
    if (powerOnly) return ietPieces(withSea({ ...s, iet: { ...iet, power: r.power, rerollPending: false, rerolled, log: [...iet.log, `${line}; only the Power is replaced (the group’s reading).`] } }));
    return ietPieces(withSea({ ...s, iet: { ...iet, column: r.column, power: r.power, usMilitia: r.usMilitia, usMilOp: r.usMilOp, rerollPending: false, rerolled, log: [...iet.log, `${line}.`] } }));
  },
  title: (_s, _p, ctx) => `Initial Environment Table: first die re-rolled, ${ctx.dice[0]!.faces[0]}`,
});

/** The panel's line for the card's re-roll: which die was re-rolled and what it replaced, under the reading it was
 *  made with (ietReroll); null when no re-roll was made [10.2, digest 10.17]. */
export function ietRerollLine(s: CovState): string | null {
  const iet = s.iet;
  const r = iet?.rerolled;
  if (!iet || !r) return null;
  const was = r.replaced;
  const col = (c: number | null) => (c === null ? 'no column' : `column ${c}`);
  const who = (p: Power | null) => (p ? POWER_NAME[p] : 'no Power');
  const head = `First die re-rolled (the Initial Situation card): ${r.die} replaces ${was.die}`;
  if (r.reading === 'power-only')
    return `${head}. Only the Power is replaced (the group’s reading): ${who(iet.power)} instead of ${who(was.power)}; US militia, US Military Operation and the war at sea stay ${col(was.column)}’s [10.2].`;
  const what = (c: number | null, p: Power | null, m: number | null, op: boolean | null) => `${col(c)}: ${who(p)}, ${m ?? 'no'} US militia, ${op ? 'the' : 'no'} US Military Operation`;
  return `${head}. The whole column is replaced: ${what(iet.column, iet.power, iet.usMilitia, iet.usMilOp)}, instead of ${what(was.column, was.power, was.usMilitia, was.usMilOp)} [10.2].`;
}

const demobPayload = z.strictObject({ from: fleetSourcesSchema, resources: z.number().int().min(0).max(20) });
const fleetsIn = (from: FleetSource[]) => from.reduce((a, x) => a + x.count, 0);
const demobilise = define<{ from: FleetSource[]; resources: number }>({
  type: 'cov.fleets.demobilise',
  label: 'Demobilise British fleets',
  schema: demobPayload,
  steps: ['fleet-demobilisation'],
  validate(s, p) {
    if (s.fleetDemobilised) return 'Britain has demobilised its fleets this turn.';
    const n = fleetsIn(p.from);
    if (n < 2) return `Britain removes two or more fleets from the map [10.3]${fleetsOnMap(s.forces) < 2 ? `: it has ${fleetsOnMap(s.forces)} on the map` : ''}.`;
    return fleetRemovalCheck(packOf(s), s.forces, p.from) ?? refusal(() => fleetDemobilisation(n, p.resources));
  },
  apply(s, p) {
    const n = fleetsIn(p.from);
    const r = fleetDemobilisation(n, p.resources);
    const next = { ...s, forces: removeFleets(s.forces, p.from), fleetDemobilised: { fleets: n, vp: r.vp, resources: r.resources }, adjustments: { ...s.adjustments, BR: { ...s.adjustments.BR, fleetDemobilisation: r.resources } } };
    return r.vp ? addVpInitial(next, r.vp, n) : next;
  },
  title: (s, p) => {
    const n = fleetsIn(p.from);
    const r = fleetDemobilisation(n, p.resources);
    return `Britain demobilises ${n} fleets (${fleetSourcesText(packOf(s), p.from)}) to its Force Pool: ${r.vp} VP and ${r.resources} Resource${r.resources === 1 ? '' : 's'} [10.3]`;
  },
});

/** The war at sea eliminated a British fleet: Britain chooses which, anywhere on the map; none on the map, none lost [10.2]. */
export const ietFleetDue = (s: CovState) => !!s.iet && !s.iet.rerollPending && s.iet.sea === 'br-fleet-minus' && !s.iet.fleetLost && fleetsOnMap(s.forces) > 0;
const fleetLost = define<{ holder: string }>({
  type: 'cov.iet.fleet-lost',
  label: 'Remove the fleet lost at sea',
  schema: z.strictObject({ holder: z.string().min(1).max(64) }),
  steps: ['initial-environment'],
  validate(s, p) {
    if (!s.iet || s.iet.sea !== 'br-fleet-minus') return 'The war at sea eliminated no British fleet this turn [10.2].';
    if (s.iet.fleetLost) return `The fleet lost at sea was taken from ${holderName(packOf(s), s.iet.fleetLost)}.`;
    return fleetRemovalCheck(packOf(s), s.forces, [{ holder: p.holder, count: 1 }]);
  },
  apply: (s, p) => ({ ...s, forces: removeFleets(s.forces, [{ holder: p.holder, count: 1 }]), iet: { ...s.iet!, fleetLost: p.holder } }),
  title: (s, p) => `War at sea: a British fleet from ${holderName(packOf(s), p.holder)} eliminated to the Force Pool (Britain’s choice) [10.2]`,
});
const addVpInitial = (s: CovState, vp: number, fleets: number) => addVp(s, 'Initial Phase', [{ power: 'BR', vp, source: `Fleet demobilisation (${fleets} fleets)`, rule: '10.3' }]);

const handicap = define<{ power: Power; card: string }>({
  type: 'cov.handicap',
  label: 'Record the Handicap card',
  schema: z.strictObject({ power: powerSchema, card: z.string().trim().min(1).max(120) }),
  steps: ['handicap'],
  validate: () => null,
  apply: (s, p) => ({ ...s, handicap: `${POWER_NAME[p.power]}: ${p.card}` }),
  title: (_s, p) => `${POWER_NAME[p.power]} keeps the Handicap card ${p.card}`,
});

export const RESOURCE_SOURCES = ['initialSituation', 'initialEnvironment', 'cards'] as const;
const SOURCE_WORDS: Record<(typeof RESOURCE_SOURCES)[number], string> = { initialSituation: 'Initial Situation card', initialEnvironment: 'Initial Environment Table', cards: 'cards played' };
const adjust = define<{ power: Power; source: (typeof RESOURCE_SOURCES)[number]; value: number }>({
  type: 'cov.resources.adjust',
  label: 'Adjust this turn’s Resources',
  schema: z.strictObject({ power: powerSchema, source: z.enum(RESOURCE_SOURCES), value: z.number().int().min(-10).max(10) }),
  steps: ['initial-situation', 'initial-environment', 'fleet-demobilisation', 'handicap', 'rounds', 'diplomacy-winner', 'resources'],
  validate: (s, p) => (s.adjustments[p.power][p.source] === p.value ? `${POWER_NAME[p.power]}’s Resources from the ${SOURCE_WORDS[p.source]} are already ${p.value}.` : null),
  apply: (s, p) => ({ ...s, adjustments: { ...s.adjustments, [p.power]: { ...s.adjustments[p.power], [p.source]: p.value } } }),
  title: (_s, p) => `${POWER_NAME[p.power]}: ${signed(p.value)} Resource${Math.abs(p.value) === 1 ? '' : 's'} from the ${SOURCE_WORDS[p.source]}`,
});

export const INITIAL_ACTIONS = [drawSituation, band, ietRoll, rerollFirstDie, fleetLost, demobilise, handicap, adjust];
