// Zod schema for a Congress of Vienna battle as the table sees it (`adc odds`, the referee's resolver), and
// its normalisation into a BattleSetup: armies, cards and the Battle DRM Track looked up in the group's data
// pack. Every refusal names the input field and says why in plain words.
import { z } from 'zod';
import { cellOf, type DataPack } from '../../../data/tables';
import { packAccess } from '../../../data/access';
import { CONGRESS_OF_VIENNA_DATA } from '../tables';
import { CovInputError, formatPath } from './errors';
import { parseInput } from '../../../odds/errors';
import { tacticsInputSchema, tacticsOf } from './tactics';
import {
  DEFAULT_BATTLE_RULES, FRONTS, SPACE_NATIONS, UNIT_NATIONS, unitCount,
  type AlliedPower, type BattleSetup, type CardUse, type CovBattleRules, type Front, type LossTrack, type Power, type Side,
  type ScheldtSetup, type SideSetup, type Space, type SpaceNation, type UnitNation,
} from './model';
import { signed } from '../../../format';

const int = (min: number, max: number) => z.number().int().min(min).max(max);
const upper = (xs: readonly string[]) => z.preprocess((v) => (typeof v === 'string' ? v.toUpperCase() : v), z.enum(xs as [string, ...string[]]));

const spaceSchema = z.strictObject({
  id: z.string().min(1).max(64),
  nation: upper(SPACE_NATIONS).default('NONE'),
  mountain: z.boolean().default(false),
  minorCountry: z.boolean().default(false),
});

const cardSchema = z
  .strictObject({ id: z.string().min(1).max(64), own: int(0, 12).optional(), enemy: int(-12, 0).optional() })
  .refine((c) => (c.own === undefined) !== (c.enemy === undefined), {
    message: 'give either "own" (added to its side’s total) or "enemy" (a negative DRM added to the other side’s total), not both [13.4.3]',
  });

const unitsSchema = z.record(upper(UNIT_NATIONS), int(0, 30));

const sideFields = {
  army: z.string().min(1).max(64).optional(),
  milOp: z.boolean().default(false),
  units: unitsSchema,
  fleets: int(0, 20).default(0),
  support: int(0, 2).default(0),
  space: spaceSchema.optional(),
  cards: z.array(cardSchema).max(12).default([]),
  withdraw: z.boolean().default(false),
  bestOfTwo: z.boolean().default(false),
  situation: int(-20, 20).default(0),
};

const lossRowSchema = z
  .array(z.tuple([int(-60, 99), int(0, 5)]))
  .min(1)
  .max(80)
  .refine((r) => r.every((p, i) => i === 0 || p[0] > r[i - 1]![0]), { message: 'list the pairs [lowest total, losses inflicted] with rising totals' });

export const rulesSchema = z.strictObject({
  cardDecisionOrder: z.enum(['allied-homeland-space', 'french-attacker-only']).optional(),
  lossesBeyondUnits: z.enum(['track-values', 'capped']).optional(),
  withdrawalResult: z.enum(['no-winner', 'other-side-wins']).optional(),
  napoleonMajorBattle: z.enum(['both-sides', 'france-only']).optional(),
  generalissimoPenalty: z.enum(['always', 'after-first-activation']).optional(),
  hollandFleetLosses: z.enum(['units-and-fleets', 'units-only']).optional(),
  frontASeparateAttack: z.enum(['attacking-army', 'both-armies']).optional(),
});

export const covBattleInputSchema = z.strictObject({
  game: z.literal('congress-of-vienna'),
  front: upper(FRONTS),
  french: z.strictObject({
    ...sideFields,
    /** Napoleon available for the War Phase, in command of the Grande Armée in Paris: +6 in every Paris battle [13.6.5]. */
    napoleonInParis: z.boolean().default(false),
  }),
  allied: z.strictObject({
    ...sideFields,
    owner: upper(['RU', 'BR', 'AU']).optional(),
    generalissimo: z.preprocess((v) => (typeof v === 'string' && v !== 'none' ? v.toUpperCase() : v), z.enum(['none', 'RU', 'AU'])).default('none'),
    bohemiaAndSilesia: z.boolean().default(false),
    generalissimoActivated: z.boolean().default(false),
    amphibious: z.boolean().default(false),
    meddlingTsar: z.boolean().default(false),
    /** OHR 15.3: the Army of Scheldt with the Northern Army (Front B, Holland). */
    scheldt: z.strictObject({ units: int(0, 10), fleets: int(0, 10).default(0), support: int(0, 1).default(0), milOp: z.boolean().default(false) }).optional(),
    /** Front A without a Generalissimo: one Power attacks alone with its own Military Operation; the other Army's
     *  units sharing the space (they neither attack nor suffer losses) [13.6.2]. */
    separateAttack: z.strictObject({ otherArmyUnits: int(0, 30), otherArmySupport: int(0, 1).default(0) }).optional(),
  }),
  /** Front DK (OHR 15.2): who controls the Denmark/Norway Box before the battle. */
  boxControl: z.enum(['FR', 'allied']).optional(),
  lossTrack: z.strictObject({ french: lossRowSchema, allied: lossRowSchema }).optional(),
  rules: rulesSchema.optional(),
  /** OHR 15.5 in use: the chits picked (when known) and, optionally, the group's matrix instead of the pack's. */
  tactics: tacticsInputSchema.optional(),
});
export type CovBattleInput = z.input<typeof covBattleInputSchema>;
type Parsed = z.output<typeof covBattleInputSchema>;

function fail(path: readonly PropertyKey[], message: string): never {
  throw new CovInputError(formatPath(path), message);
}

/** zod parse with the first issue turned into a CovInputError naming the field. */
export function zodParse<T>(schema: z.ZodType<T>, input: unknown): T {
  return parseInput(schema, input, (field, message) => new CovInputError(field, message), { plain: true });
}

/** The rulebook values (what `adc data template congress-of-vienna` prints). */
export const { rulebookPack } = packAccess(CONGRESS_OF_VIENNA_DATA);

const slugs = new Map<string, string>();
/** "Léon" -> "leon", "East Prussia" -> "east-prussia" (memoised: the outcome loop asks for the same few). */
export function slug(s: string): string {
  let v = slugs.get(s);
  if (v === undefined) {
    v = s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    if (slugs.size < 10_000) slugs.set(s, v);
  }
  return v;
}

// --- Armies ------------------------------------------------------------------------------------------------
export interface ArmyInfo {
  key: string;
  name: string;
  owner: Power | null;
  front: string | null;
  unitLimit: number | null;
  fleetLimit: number | null;
}

/** "army-of-the-mediterranean" -> "mediterranean", "northern-army" -> "northern". */
export function armyKey(id: string): string {
  return slug(id).replace(/^army-of-(the-)?/, '').replace(/-army$/, '');
}

export function armyInfo(pack: DataPack, id: string): ArmyInfo | null {
  const key = armyKey(id);
  const row = pack.tables['armies']?.rows.find((r) => r.key === key);
  if (!row) return null;
  const v = (c: string) => row.cells[c]?.v ?? null;
  const owner = v('owner');
  return {
    key,
    name: typeof v('name') === 'string' ? (v('name') as string) : key,
    owner: typeof owner === 'string' ? (owner.toUpperCase() as Power) : null,
    front: typeof v('front') === 'string' ? (v('front') as string) : null,
    unitLimit: typeof v('unitLimit') === 'number' ? (v('unitLimit') as number) : null,
    fleetLimit: typeof v('fleetLimit') === 'number' ? (v('fleetLimit') as number) : null,
  };
}

const boxLimit = (pack: DataPack, key: string): number | null => {
  const v = cellOf(pack, 'box-limits', key, 'limit')?.v;
  return typeof v === 'number' ? v : null;
};

/** Refuses an Army (or the War of 1812 Box) holding more than its box allows [4.2, 12.6.1, 13.6.4]. */
function checkLimits(pack: DataPack, front: Front, side: Side, s: { army?: string; units: Partial<Record<UnitNation, number>>; fleets: number }, info: ArmyInfo | null): void {
  const base = [side];
  const n = unitCount(s.units);
  if (front === 'DK') {
    const lim = boxLimit(pack, `denmark-norway:${side === 'french' ? 'french-units' : 'coalition-units'}`);
    if (lim !== null && n > lim) fail([...base, 'units'], `the Denmark/Norway Box holds at most ${lim} ${side === 'french' ? 'French' : 'Coalition (Russian, Prussian, Swedish)'} units [15.2]; ${n} given`);
    return;
  }
  if (front === 'G') {
    const checks: Array<[string, number, string]> =
      side === 'allied'
        ? [['war-of-1812:british-units', s.units.BR ?? 0, 'British units'], ['war-of-1812:british-fleets', s.fleets, 'British fleets']]
        : [['war-of-1812:us-militia', s.units.US ?? 0, 'US militia']];
    for (const [key, count, what] of checks) {
      const lim = boxLimit(pack, key);
      if (lim !== null && count > lim) fail([...base, what === 'British fleets' ? 'fleets' : 'units'], `the War of 1812 Box holds at most ${lim} ${what} [13.6.4]; ${count} given`);
    }
    return;
  }
  if (info?.unitLimit != null && n > info.unitLimit) fail([...base, 'units'], `the ${info.name} holds at most ${info.unitLimit} units (its box limit [4.2, 12.6.1]); ${n} given`);
  if (info?.fleetLimit != null && s.fleets > info.fleetLimit) fail([...base, 'fleets'], `the ${info.name} holds at most ${info.fleetLimit} fleets [12.6.2]; ${s.fleets} given`);
}

// --- Cards -------------------------------------------------------------------------------------------------
/** What the Rulebook itself says about cards it names without a number. */
const RULEBOOK_CARDS: Record<string, { killable?: boolean; bestOfTwo?: boolean; withdrawalVp?: boolean }> = {
  wellington: { bestOfTwo: true }, // 13.4.2 example
  berthier: { bestOfTwo: true }, // 13.3
  napoleon: { withdrawalVp: true }, // 13.4.2
  kutuzov: { withdrawalVp: true, killable: true }, // 13.4.2, 5.3
  kutusov: { withdrawalVp: true, killable: true },
  blucher: { withdrawalVp: true }, // 13.4.2
  poniatowski: { killable: true }, // 5.3
  duroc: { killable: true },
  tecumseh: { killable: true },
  'von-scharnhorst': { killable: true },
  scharnhorst: { killable: true },
};

interface CardRow {
  key: string;
  name: string;
  military: boolean | null;
  killable: boolean | null;
  ownDrm: number | null;
  enemyDrm: number | null;
  bestOfTwo: boolean | null;
  fronts: string[] | null;
}

const cardIndexCache = new WeakMap<DataPack, Map<string, CardRow>>();
function cardIndex(pack: DataPack): Map<string, CardRow> {
  const hit = cardIndexCache.get(pack);
  if (hit) return hit;
  const idx = new Map<string, CardRow>();
  for (const r of pack.tables['cards']?.rows ?? []) {
    const v = (c: string) => r.cells[c]?.v ?? null;
    const name = typeof v('name') === 'string' ? (v('name') as string) : null;
    const fronts = typeof v('fronts') === 'string' && (v('fronts') as string).trim() ? (v('fronts') as string).toUpperCase().split(/[^A-G]+/).filter(Boolean) : null;
    const row: CardRow = {
      key: r.key,
      name: name ?? (/^\d+$/.test(r.key) ? `#${r.key}` : r.key),
      military: typeof v('military') === 'boolean' ? (v('military') as boolean) : null,
      killable: typeof v('killable') === 'boolean' ? (v('killable') as boolean) : null,
      ownDrm: typeof v('ownDrm') === 'number' ? (v('ownDrm') as number) : null,
      enemyDrm: typeof v('enemyDrm') === 'number' ? (v('enemyDrm') as number) : null,
      bestOfTwo: typeof v('bestOfTwoRolls') === 'boolean' ? (v('bestOfTwoRolls') as boolean) : null,
      fronts,
    };
    idx.set(r.key, row);
    if (name) idx.set(slug(name), row);
    if (/^\d+$/.test(r.key)) {
      idx.set(`event-${r.key}`, row);
      idx.set(`card-${r.key}`, row);
    }
  }
  cardIndexCache.set(pack, idx);
  return idx;
}

/** The card's row in the pack ("3" for Berthier), or its slug when the pack has no such row. */
export function cardKey(pack: DataPack, id: string): string {
  const k = slug(id).replace(/^#/, '');
  return (cardIndex(pack).get(k) ?? cardIndex(pack).get(k.replace(/^(event|card)-?/, '')))?.key ?? k;
}

/** A card of the input, resolved against the pack; refuses a non-military card or one played off its fronts. */
export function resolveCard(pack: DataPack, front: Front, path: PropertyKey[], c: { id: string; own?: number; enemy?: number }, warnings: string[]): CardUse {
  const id = slug(c.id).replace(/^#/, '');
  const row = cardIndex(pack).get(id) ?? cardIndex(pack).get(id.replace(/^(event|card)-?/, '')) ?? null;
  const name = row?.name ?? c.id.split(/[-_\s]+/).map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
  const facts = RULEBOOK_CARDS[id] ?? (row ? RULEBOOK_CARDS[slug(row.name)] : undefined) ?? {};
  if (row?.military === false) fail([...path, 'id'], `${name} is not a military card (no crossed swords), so it cannot be played in a battle [5.3, 13.4.3]`);
  if (row?.fronts && !row.fronts.includes(front)) fail([...path, 'id'], `${name} may be played only on Front${row.fronts.length > 1 ? 's' : ''} ${row.fronts.join(', ')}, not on Front ${front} (card text [13.4.3])`);
  const mode = c.own !== undefined ? 'own' : 'enemy';
  const value = c.own !== undefined ? c.own : c.enemy!;
  const printed = mode === 'own' ? row?.ownDrm : row?.enemyDrm;
  if (printed != null && printed !== value) warnings.push(`${formatPath(path)}: ${name} is entered as ${signed(value)}; the data pack has ${signed(printed)} (the entered value is used; some cards change after the Armistice).`);
  return {
    id: c.id,
    name,
    mode,
    value,
    killable: row?.killable ?? facts.killable ?? false,
    bestOfTwo: row?.bestOfTwo ?? facts.bestOfTwo ?? false,
    withdrawalVp: facts.withdrawalVp ?? false,
    napoleon: id === 'napoleon' || row?.key === 'napoleon',
  };
}

// --- Spaces ------------------------------------------------------------------------------------------------
function spaceRow(pack: DataPack, id: string) {
  return pack.tables['map-spaces']?.rows.find((r) => slug(r.key) === slug(id)) ?? null;
}

/** Whether the pack (or the Rulebook) names this space its Front's Start Space [13.4.2]. */
export function isFrontStartSpace(pack: DataPack, id: string): boolean {
  if (slug(id) === 'lithuania') return true;
  return spaceRow(pack, id)?.cells['order']?.v === 1;
}

/** Spaces next to Paris: Belgium [13.4.2], Lyon [13.6.5], and any the pack lists as Paris's neighbour. */
export function isAdjacentToParis(pack: DataPack, id: string): boolean {
  const s = slug(id);
  if (s === 'belgium' || s === 'lyon') return true;
  const own = spaceRow(pack, id)?.cells['neighbours']?.v;
  if (typeof own === 'string' && own.split(/[,;]/).some((n) => slug(n) === 'paris')) return true;
  const paris = spaceRow(pack, 'paris')?.cells['neighbours']?.v;
  return typeof paris === 'string' && paris.split(/[,;]/).some((n) => slug(n) === s);
}

/** A space's printed VP (number and colour) from the pack, or null when not filled in. */
export function spaceVp(pack: DataPack, id: string): { vp: number; colour: string } | null {
  const r = spaceRow(pack, id);
  const vp = r?.cells['vp']?.v;
  const colour = r?.cells['vpColour']?.v;
  if (typeof vp !== 'number' || typeof colour !== 'string') return null;
  return { vp, colour };
}

// --- Loss track --------------------------------------------------------------------------------------------
function packTrack(pack: DataPack): LossTrack {
  const rows = pack.tables['battle-drm-track']?.rows ?? [];
  const french = new Map<number, number | null>();
  const allied = new Map<number, number | null>();
  for (const r of rows) {
    const t = Number(r.key);
    if (!Number.isInteger(t)) continue;
    const f = r.cells['frLoss']?.v;
    const a = r.cells['alliedLoss']?.v;
    french.set(t, typeof f === 'number' ? f : null);
    allied.set(t, typeof a === 'number' ? a : null);
  }
  return { source: 'pack', french, allied };
}

// --- Normalisation -----------------------------------------------------------------------------------------
export interface ParseOptions {
  /** The group's data pack; default: the rulebook values (the template pack). */
  pack?: DataPack;
}

/** Validates the battle and builds the setup. Throws CovInputError (with `field`) on bad input. */
export function parseCovBattle(input: unknown, options: ParseOptions = {}): BattleSetup {
  const pack = options.pack ?? rulebookPack();
  const p: Parsed = zodParse(covBattleInputSchema, input);
  const front = p.front as Front;
  const warnings: string[] = [];
  if (!p.french.milOp && !p.allied.milOp && !p.allied.scheldt?.milOp) fail(['french', 'milOp'], 'neither side has a Military Operation marker, so there is no battle on this Front [13.4]');
  if (p.french.withdraw && p.allied.withdraw) fail(['allied', 'withdraw'], 'only one Army may withdraw, and France decides first [13.4.2]');

  const side = (s: Side): SideSetup => {
    const raw = p[s];
    const units = raw.units as Partial<Record<UnitNation, number>>;
    let info: ArmyInfo | null = null;
    if (raw.army !== undefined && front !== 'G' && front !== 'DK' && !/^war-of-1812/.test(slug(raw.army))) {
      info = armyInfo(pack, raw.army);
      if (!info) {
        const known = (pack.tables['armies']?.rows ?? []).map((r) => r.key).join(', ');
        fail([s, 'army'], `unknown Army "${raw.army}" (known: ${known})`);
      }
      // The Grande Armée in Paris defends against (and attacks) the Allied Armies of every Front there [13.6.5].
      const gaInParis = info.key === 'grande-armee' && !!raw.space && slug(raw.space.id) === 'paris';
      if (info.front && info.front !== front && !gaInParis) fail([s, 'army'], `the ${info.name} fights on Front ${info.front}, not Front ${front}${info.key === 'grande-armee' ? ' (only in Paris does it fight on every Front [13.6.5])' : ''}`);
      if (info.owner) {
        if (s === 'french' && info.owner !== 'FR') fail([s, 'army'], `the ${info.name} is not a French Army`);
        if (s === 'allied' && info.owner === 'FR') fail([s, 'army'], `the ${info.name} is a French Army`);
      }
    }
    for (const [nat, n] of Object.entries(units)) {
      if (!n) continue;
      if (s === 'french' && nat !== 'FR' && nat !== 'US') fail([s, 'units', nat], 'a French Army holds only French units (and US militia in the War of 1812 Box) [12.6]');
      if (s === 'allied' && (nat === 'FR' || nat === 'US')) fail([s, 'units', nat], 'Allied Armies hold no French units or US militia [12.6]');
      if (front === 'G' && s === 'french' && nat === 'FR') fail([s, 'units', nat], 'the War of 1812 Box holds US militia ("US"), not French units [13.6.4]');
      if (front === 'G' && s === 'allied' && nat !== 'BR') fail([s, 'units', nat], 'the War of 1812 Box holds only British units and fleets on the Allied side [13.6.4]');
      if (front !== 'G' && nat === 'US') fail([s, 'units', nat], 'US militia fight only in the War of 1812 Box (Front G) [13.6.4]');
      if (front === 'DK' && s === 'allied' && !['RU', 'PR', 'SW'].includes(nat)) fail([s, 'units', nat], 'the Coalition units in the Denmark/Norway Box are Russian, Prussian or Swedish [15.2]');
    }
    checkLimits(pack, front, s, { units, fleets: raw.fleets }, info);
    // Military Support: one per Army space; two on the Grande Armée with Napoleon saved, one RU + one AU on a
    // shared Front A space, one each side in the War of 1812 Box [13.2, 13.6.2].
    // In Paris France places one marker on each Front, two with Napoleon available for the War Phase [13.6.5].
    const parisFront = s === 'french' && info?.key === 'grande-armee' && !!raw.space && slug(raw.space.id) === 'paris';
    const napoleonHere = p.french.napoleonInParis || raw.cards.some((c) => slug(c.id) === 'napoleon');
    const supportMax = s === 'french' ? (info?.key === 'grande-armee' ? (parisFront && !napoleonHere ? 1 : 2) : 1) : p.allied.bohemiaAndSilesia ? 2 : 1;
    if (raw.support > supportMax)
      fail([s, 'support'], parisFront ? `in Paris France has one Military Support marker on each Front (two only with Napoleon available for the War Phase), not ${raw.support} [13.6.5]` : `at most ${supportMax} Military Support marker${supportMax > 1 ? 's' : ''} may be placed with this Army [13.2]`);
    if (s === 'french' && raw.support === 2 && !raw.cards.some((c) => slug(c.id) === 'napoleon')) warnings.push('french.support: two Military Support markers on the Grande Armée require Napoleon saved for the War Phase [13.2].');
    const cards = raw.cards.map((c, i) => resolveCard(pack, front, [s, 'cards', i], c, warnings));
    const owner: Power = s === 'french' ? 'FR' : ((p.allied.owner as AlliedPower | undefined) ?? (info?.owner as AlliedPower | null) ?? (front === 'G' ? 'BR' : front === 'DK' ? 'RU' : fail(['allied', 'owner'], 'say whose Army this is: "RU", "BR" or "AU"')));
    if (s === 'allied' && front === 'G' && owner !== 'BR') fail(['allied', 'owner'], 'the Allied side of the War of 1812 Box is Britain [13.6.4]');
    if (s === 'allied' && front === 'DK' && owner !== 'RU') fail(['allied', 'owner'], 'the Coalition side of the Denmark/Norway Box is Russia’s [15.2]');
    if (s === 'allied' && info?.owner && info.owner !== owner) fail(['allied', 'owner'], `the ${info.name} belongs to ${info.owner}, not ${owner}`);
    const space: Space | null = raw.space ? { id: raw.space.id, nation: raw.space.nation as SpaceNation, mountain: raw.space.mountain, minorCountry: raw.space.minorCountry } : null;
    return {
      army: info?.key ?? (raw.army ?? null),
      owner,
      milOp: raw.milOp,
      units,
      fleets: raw.fleets,
      support: raw.support,
      space,
      cards,
      withdraw: raw.withdraw,
      bestOfTwo: raw.bestOfTwo || cards.some((c) => c.bestOfTwo),
      situation: raw.situation,
    };
  };
  const french = side('french');
  const alliedBase = side('allied');
  for (const s of ['french', 'allied'] as const) {
    if (p[s].bestOfTwo === false && (s === 'french' ? french : alliedBase).bestOfTwo) warnings.push(`${s}.bestOfTwo: a card played gives the choice between two 2d6 rolls [13.3, 13.4.2], so the better one is kept.`);
  }
  if (front !== 'G' && front !== 'DK') {
    // The defender's space is the battle space; with both Mil-Ops both spaces are [13.4].
    if (p.french.milOp && !alliedBase.space) fail(['allied', 'space'], 'missing: France attacks, so the battle is fought in the Allied Army’s space');
    if (p.allied.milOp && !french.space) fail(['french', 'space'], 'missing: the Allies attack, so the battle is fought in the French Army’s space');
  }
  for (const s of ['french', 'allied'] as const) {
    const x = s === 'french' ? french : alliedBase;
    const counted = unitCount(x.units) + (front === 'G' || (s === 'allied' && p.allied.amphibious) ? x.fleets : 0);
    if (x.milOp && counted === 0) fail([s, 'units'], 'a Military Operation is placed only with an Army (or Box) holding at least one unit or fleet of its Power [13.1]');
  }
  if (p.allied.separateAttack && (front !== 'A' || !p.allied.bohemiaAndSilesia || p.allied.generalissimo !== 'none' || !p.allied.milOp))
    fail(['allied', 'separateAttack'], 'a separate attack is one Power’s attack on Front A with its own Military Operation, both Armies sharing the space without a Generalissimo [13.6.2]');
  if (p.allied.bohemiaAndSilesia && front !== 'A') fail(['allied', 'bohemiaAndSilesia'], 'the Armies of Bohemia and Silesia share a space only on Front A [13.6.2]');
  if (p.allied.amphibious && !p.allied.milOp) fail(['allied', 'amphibious'], 'an amphibious landing is a British attack: the Allied Army needs a Military Operation marker [13.6.3]');
  if (p.allied.amphibious && front === 'G') fail(['allied', 'amphibious'], 'there are no amphibious landings in the War of 1812 Box');
  if (p.allied.amphibious && (alliedBase.fleets < 1 || (alliedBase.units.BR ?? 0) < 1)) fail(['allied', 'amphibious'], 'a landing needs at least one British fleet and one British unit in the embarkation space [13.6.3]');
  const embarkation = (id: string | undefined) => !!id && ['sicily', 'scheldt', 'scheldt-landing'].includes(slug(id));
  if (p.french.milOp && (embarkation(p.allied.space?.id) || alliedBase.army === 'sicily' || alliedBase.army === 'scheldt') && !p.allied.milOp)
    fail(['french', 'milOp'], 'France can never attack an embarkation space (Sicily from Naples, or Scheldt) [13.1, 13.6.3]');
  if (front === 'DK' && (p.french.withdraw || p.allied.withdraw)) fail([p.french.withdraw ? 'french' : 'allied', 'withdraw'], 'no player may withdraw from a battle in the Denmark/Norway Box [15.2]');
  if (front === 'DK' && p.allied.amphibious) fail(['allied', 'amphibious'], 'there are no landings in the Denmark/Norway Box');
  if (p.boxControl && front !== 'DK') fail(['boxControl'], 'only a battle in the Denmark/Norway Box (front "DK") has a Box control [15.2]');
  if (front === 'G' && (p.french.withdraw || p.allied.withdraw)) fail([p.french.withdraw ? 'french' : 'allied', 'withdraw'], 'neither side may withdraw in the War of 1812 Box [13.4.2]');
  if (french.fleets > 0 && front !== 'G') warnings.push('french.fleets: fleets count only in the War of 1812 Box and amphibious landings [13.4.1a]; ignored.');
  if (alliedBase.fleets > 0 && front !== 'G' && !p.allied.amphibious) warnings.push('allied.fleets: fleets count only in the War of 1812 Box and amphibious landings [13.4.1a]; ignored.');

  // Paris: the Grande Armée's Military Operation attacks one Allied Front in or next to Paris [13.6.5].
  if (french.army === 'grande-armee' && p.french.milOp && slug(p.french.space?.id ?? '') === 'paris' && p.allied.space && slug(p.allied.space.id) !== 'paris' && !isAdjacentToParis(pack, p.allied.space.id))
    fail(['allied', 'space'], `the Grande Armée in Paris attacks only an Allied Army in Paris or next to it; ${p.allied.space.id} is neither [13.6.5]`);
  const scheldt = scheldtOf(p, pack, front, french, alliedBase);
  if (p.french.napoleonInParis) {
    if (french.army !== 'grande-armee' || slug(p.french.space?.id ?? '') !== 'paris') fail(['french', 'napoleonInParis'], 'Napoleon’s +6 in every battle applies to the Grande Armée in Paris [13.6.5]');
    if (french.cards.some((c) => c.napoleon)) fail(['french', 'cards'], 'Napoleon already commands the Grande Armée in Paris (+6): his card is not played again [13.6.5]');
    // His card stays with France between the Paris battles: each one counts it (Major Battle stakes, a withdrawal's VP) [13.6.5].
    french.cards.unshift({ id: 'napoleon', name: 'Napoleon in command in Paris [13.6.5]', mode: 'own', value: 6, killable: false, bestOfTwo: false, withdrawalVp: true, napoleon: true });
  }
  const rules: CovBattleRules = { ...DEFAULT_BATTLE_RULES, ...(p.rules ?? {}) } as CovBattleRules;
  const lossTrack: LossTrack = p.lossTrack ? { source: 'input', french: p.lossTrack.french, allied: p.lossTrack.allied } : packTrack(pack);
  if (lossTrack.source === 'input') anchorWarnings(lossTrack, warnings);
  const tactics = p.tactics ? tacticsOf(p.tactics, pack, (path, msg) => fail(path, msg)) : null;
  return {
    front,
    tactics,
    boxControl: p.boxControl ?? 'FR',
    french,
    allied: { ...alliedBase, generalissimo: p.allied.generalissimo as 'none' | 'RU' | 'AU', bohemiaAndSilesia: p.allied.bohemiaAndSilesia, generalissimoActivated: p.allied.generalissimoActivated, amphibious: p.allied.amphibious, meddlingTsar: p.allied.meddlingTsar, scheldt, separate: p.allied.separateAttack ? { units: p.allied.separateAttack.otherArmyUnits, support: p.allied.separateAttack.otherArmySupport } : null },
    lossTrack,
    rules,
    pack,
    warnings,
  };
}

/** OHR 15.3: the Army of Scheldt with the Northern Army, refused where the rule forbids it [15.3, 13.6.3]. */
function scheldtOf(p: Parsed, pack: DataPack, front: Front, french: SideSetup, allied: SideSetup): ScheldtSetup | null {
  const x = p.allied.scheldt;
  if (!x) return null;
  const at = ['allied', 'scheldt'];
  if (front !== 'B') fail(at, 'the Army of Scheldt fights only for Holland, on Front B [15.3]');
  if (allied.army && allied.army !== 'northern') fail(at, 'the Army of Scheldt fights together with the Northern Army [15.3]');
  const lim = armyInfo(pack, 'scheldt');
  if (x.units > (lim?.unitLimit ?? 4)) fail([...at, 'units'], `the Army of Scheldt holds at most ${lim?.unitLimit ?? 4} units [15.3]; ${x.units} given`);
  if (x.fleets > (lim?.fleetLimit ?? 3)) fail([...at, 'fleets'], `the Scheldt holds at most ${lim?.fleetLimit ?? 3} fleets [12.6.2, 15.3]; ${x.fleets} given`);
  const holland = (sp: { id: string } | undefined) => !!sp && slug(sp.id) === 'holland';
  // The landing: both Armies attack the Army of the Elbe in Holland, each with its own Military Operation [15.3].
  const landing = x.milOp;
  if (landing) {
    if (!p.allied.milOp) fail(['allied', 'milOp'], 'Britain cannot go it alone: the landing needs the Northern Army’s Russian Military Operation too (without it the British marker returns to the Display) [15.3]');
    if (!holland(p.french.space) || (french.army && french.army !== 'elbe')) fail([...at, 'milOp'], 'the landing is made only while the French Army of the Elbe occupies Holland [15.3]');
    if (x.units < 1 || x.fleets < 1) fail(at, 'a landing needs at least one British fleet and one British unit in the Scheldt [13.6.3, 15.3]');
  } else if (!holland(p.allied.space)) fail([...at, 'milOp'], 'without its Military Operation the Army of Scheldt fights only when defending Holland with the Northern Army after a landing [15.3]');
  return { units: x.units, fleets: x.fleets, support: x.support, milOp: x.milOp, landing };
}

/** The two loss values the Rulebook prints: French +20 inflicts 2, Allied +24 inflicts 3 [13.4.4]. */
export const TRACK_ANCHORS = { french: [20, 2], allied: [24, 3] } as const;

function anchorWarnings(t: Extract<LossTrack, { source: 'input' }>, warnings: string[]): void {
  for (const s of ['french', 'allied'] as const) {
    const [total, loss] = TRACK_ANCHORS[s];
    let v = 0;
    for (const [min, l] of t[s]) if (total >= min) v = l;
    if (v !== loss) warnings.push(`lossTrack.${s}: the Rulebook's example reads ${s === 'french' ? 'French' : 'Allied'} +${total} as ${loss} losses [13.4.4]; this track gives ${v}.`);
    const row = t[s];
    if (row.some((p, i) => i > 0 && p[1] < row[i - 1]![1])) warnings.push(`lossTrack.${s}: losses fall as the total rises; check the transcription (digest 10.26).`);
  }
}
