// Congress of Vienna's Armies, Boxes and Force Pools as pure functions: where every unit and fleet stands
// (Army boxes, the War of 1812 Box, the Royal Navy Reserve, the Capitals), the Force Pools (the group's
// piece totals less what is on the board), the nationality and box-limit checks of the distribution [12.6],
// Military Operation and Military Support placement [13.1, 13.2], Strategic Movement [13.3], replacements
// [12.5], advance and retreat along a Front and space control [4.2, 13.4.5, 13.5]. A check returns the
// reason in words or null; a limit or total the group has not entered is named with its table.
import { cellValue, maybeNumber } from '../../data/access';
import { pairedPrerequisite } from './war';
import type { DataPack } from '../../data/tables';
import { POWERS, type Power } from './diplomacy';
import { isAdjacentToParis, slug, spaceVp } from './battle/schema';

const POWER_OF: Record<Power, string> = { FR: 'France', RU: 'Russia', BR: 'Britain', AU: 'Austria' };

/** Pieces by nationality: units (cubes), US militia, and British fleets (cylinders). */
export const PIECES = ['FR', 'US', 'RU', 'PR', 'SW', 'AU', 'BR', 'SP', 'PT', 'FLEET'] as const;
export type Piece = (typeof PIECES)[number];
export const PIECE_NAME: Record<Piece, string> = {
  FR: 'French', US: 'US militia', RU: 'Russian', PR: 'Prussian', SW: 'Swedish', AU: 'Austrian', BR: 'British', SP: 'Spanish', PT: 'Portuguese', FLEET: 'British fleet',
};
/** The row of "Pieces by nationality" for each piece. */
const POOL_KEY: Record<Piece, string> = { FR: 'fr', US: 'us-militia', RU: 'ru', PR: 'pr', SW: 'sw', AU: 'au', BR: 'br', SP: 'sp', PT: 'pt', FLEET: 'br-fleets' };
/** Whose Force Pool holds the piece [4.1, 13.6.4.1]. */
export const PIECE_POWER: Record<Piece, Power> = { FR: 'FR', US: 'FR', RU: 'RU', PR: 'RU', SW: 'RU', AU: 'AU', BR: 'BR', SP: 'BR', PT: 'BR', FLEET: 'BR' };
/** The setup table's column for each piece. */
const SETUP_COL: Record<Piece, string> = { FR: 'fr', US: 'usMilitia', RU: 'ru', PR: 'pr', SW: 'sw', AU: 'au', BR: 'br', SP: 'sp', PT: 'pt', FLEET: 'brFleets' };

export type Count = Partial<Record<Piece, number>>;
export const BOX_1812 = 'war-of-1812';
export const NAVY_RESERVE = 'royal-navy-reserve';
export const PERSIAN_WAR = 'russian-persian-war';
/** OHR 15.2's Denmark/Norway Box (in play only with the rule). */
export const DENMARK_NORWAY = 'denmark-norway';
export const capitalOf = (p: Power) => `capital:${p}`;
export const CAPITAL_NAME: Record<Power, string> = { FR: 'Paris', RU: 'St. Petersburg', BR: 'London', AU: 'Vienna' };

export interface ArmyAt {
  /** The space its block stands in. */
  space: string;
  pieces: Count;
  /** Removed from the game (Army of Naples after Naples falls, absorbed into the Grande Armée in Paris) [13.6.3, 13.6.5]. */
  removed: boolean;
}

export interface Forces {
  armies: Record<string, ArmyAt>;
  /** The War of 1812 Box, the Royal Navy Reserve and the four Capitals (received pieces wait there). */
  boxes: Record<string, Count>;
  /** Military Operation markers placed this turn: holder -> the Issue ids (or "us-military-operation"). */
  milOps: Record<string, string[]>;
  /** Military Support markers placed this turn: holder -> Power -> markers. */
  support: Record<string, Partial<Record<Power, number>>>;
  /** Units each Power moved by Strategic Movement this turn (fleets are free for Britain). */
  moved: Record<Power, number>;
  /** Berthier served France's Strategic Movement this War Phase (his card's first effect; a battle may still take the second) [13.3]. */
  berthierMoved?: boolean;
  /** Space control (France or the Allies) as the table knows it; a space not listed is not recorded yet. */
  control: Record<string, 'FR' | 'allied'>;
  replacementsTaken: boolean;
  /** France's Military Support markers with the Grande Armée in Paris, by the Front whose battle they serve [13.6.5]. */
  parisSupport?: Record<string, number>;
  /** OHR 15.2: the Denmark/Norway Box move the last event opened (denmark-norway.ts), until taken or the turn ends. */
  dkWindow?: 'french-commit' | 'russian-commit' | 'capture' | 'wiped-out' | 'reengage';
  /** Reading ietFleetLondon "strategic-movement": fleets the war at sea placed in London, which leave it only by
   *  Strategic Movement (or when lost), not in the distribution [10.2, 12.6, digest 10.20]. */
  londonHeld?: number;
}

const sum = (c: Count) => Object.values(c).reduce<number>((a, n) => a + (n ?? 0), 0);
export const unitsIn = (c: Count) => sum(c) - (c.FLEET ?? 0);
export const countText = (c: Count) => PIECES.filter((k) => (c[k] ?? 0) > 0).map((k) => `${k === 'FLEET' ? 'fleets' : k} ${c[k]}`).join(', ') || 'empty';
const add = (c: Count, k: Piece, n: number): Count => {
  const v = (c[k] ?? 0) + n;
  const out = { ...c };
  if (v) out[k] = v;
  else delete out[k];
  return out;
};

// --- The data the group enters ----------------------------------------------------------------------------
export interface ArmyRow { key: string; name: string; owner: Power | null; front: string | null; unitLimit: number | null; fleetLimit: number | null }
export function armyRows(pack: DataPack): ArmyRow[] {
  return (pack.tables['armies']?.rows ?? []).map((r) => {
    const v = (c: string) => cellValue(pack, 'armies', r.key, c);
    const owner = v('owner');
    return {
      key: r.key,
      name: typeof v('name') === 'string' ? (v('name') as string) : r.key,
      owner: typeof owner === 'string' ? (owner.toUpperCase() as Power) : null,
      front: typeof v('front') === 'string' ? (v('front') as string) : null,
      unitLimit: maybeNumber(pack, 'armies', r.key, 'unitLimit'),
      fleetLimit: maybeNumber(pack, 'armies', r.key, 'fleetLimit'),
    };
  });
}
const armyRow = (pack: DataPack, key: string) => armyRows(pack).find((a) => a.key === key) ?? null;
const ARMIES_TABLE = 'Armies and their box limits';
const POOLS_TABLE = 'Pieces by nationality';

export function holderName(pack: DataPack, h: string): string {
  if (h === BOX_1812) return 'the War of 1812 Box';
  if (h === NAVY_RESERVE) return 'the Royal Navy Reserve';
  if (h === PERSIAN_WAR) return 'the Russian-Persian War Box';
  if (h === DENMARK_NORWAY) return 'the Denmark/Norway Box';
  if (h === 'pool') return 'the Force Pool';
  if (h.startsWith('capital:')) return CAPITAL_NAME[h.slice(8) as Power] ?? h;
  return armyRow(pack, h)?.name ?? h;
}

/** The Armies in play: the Army of Scheldt only with OHR 15.3 [15.3]. */
export function armiesInPlay(pack: DataPack, rules: Record<string, unknown> | undefined): ArmyRow[] {
  return armyRows(pack).filter((a) => a.key !== 'scheldt' || rules?.['landingInHolland'] === true);
}

/** The set-up of a scenario from "Set-up: Armies" [8.3]: every Army block, its pieces, the War of 1812 Box. */
export function setupForces(pack: DataPack, scenario: string, rules?: Record<string, unknown>): Forces {
  const armies: Record<string, ArmyAt> = {};
  const boxes: Record<string, Count> = { [BOX_1812]: {}, [NAVY_RESERVE]: {}, ...Object.fromEntries(POWERS.map((p) => [capitalOf(p), {}])) };
  const control: Forces['control'] = { Paris: 'FR' };
  // France controls the Denmark/Norway Box until Russia seizes it [15.2].
  if (rules?.['denmarkNorwayBox'] === true) {
    boxes[DENMARK_NORWAY] = {};
    control['Denmark/Norway'] = 'FR';
  }
  for (const a of armiesInPlay(pack, rules)) {
    const key = `${scenario}:${a.key}`;
    const space = cellValue(pack, 'setup-armies', key, 'space');
    let pieces: Count = {};
    for (const k of PIECES) {
      const n = maybeNumber(pack, 'setup-armies', key, SETUP_COL[k]);
      if (n) pieces = add(pieces, k, n);
    }
    armies[a.key] = { space: typeof space === 'string' ? space : a.key === 'scheldt' ? 'Scheldt' : '', pieces, removed: false };
    if (typeof space === 'string' && space) control[space] = a.owner === 'FR' ? 'FR' : 'allied';
  }
  for (const k of PIECES) {
    const n = maybeNumber(pack, 'setup-armies', `${scenario}:${BOX_1812}`, SETUP_COL[k]);
    if (n) boxes[BOX_1812] = add(boxes[BOX_1812]!, k, n);
  }
  return { armies, boxes, milOps: {}, support: {}, moved: { FR: 0, RU: 0, BR: 0, AU: 0 }, control, replacementsTaken: false };
}

/** The pieces a holder has (an Army, a Box, a Capital). */
export function piecesAt(f: Forces, h: string): Count {
  return f.armies[h]?.pieces ?? f.boxes[h] ?? {};
}

/** How many of a piece are on the board (Armies, Boxes, Capitals). */
export function onBoard(f: Forces, k: Piece): number {
  let n = 0;
  for (const a of Object.values(f.armies)) n += a.pieces[k] ?? 0;
  for (const b of Object.values(f.boxes)) n += b[k] ?? 0;
  return n;
}

/** The Force Pool: the game's pieces of that nationality less those on the board; null while the total is not entered. */
export function poolCount(pack: DataPack, f: Forces, k: Piece): number | null {
  const total = maybeNumber(pack, 'force-pools', POOL_KEY[k], 'total');
  return total === null ? null : Math.max(0, total - onBoard(f, k));
}

// --- Where a piece may go [12.6, 12.6.1, 12.6.2, 13.6.4] ----------------------------------------------------
/** Why `k` may not stand in holder `h` at all (nationality), or null [12.6]. */
export function nationalityCheck(pack: DataPack, k: Piece, h: string): string | null {
  const name = holderName(pack, h);
  if (h.startsWith('capital:')) return PIECE_POWER[k] === h.slice(8) ? null : `${PIECE_NAME[k]} pieces wait in ${CAPITAL_NAME[PIECE_POWER[k]]}, not ${name} [12.4.9.2].`;
  if (h === NAVY_RESERVE) return k === 'FLEET' ? null : 'Only British fleets go to the Royal Navy Reserve [12.6].';
  if (h === BOX_1812) return k === 'BR' || k === 'FLEET' || k === 'US' ? null : 'Only British units, British fleets and US militia go to the War of 1812 Box [12.6, 13.6.4].';
  if (h === PERSIAN_WAR) return 'The Russian-Persian War Box takes no units [13.1].';
  if (h === DENMARK_NORWAY) return k === 'FR' || k === 'RU' || k === 'PR' || k === 'SW' ? null : 'Only French, Russian, Prussian and Swedish units go to the Denmark/Norway Box [15.2].';
  const a = armyRow(pack, h);
  if (!a) return `There is no Army "${h}".`;
  const ok: Record<Piece, () => boolean> = {
    FR: () => a.owner === 'FR',
    AU: () => a.owner === 'AU',
    RU: () => a.owner === 'RU',
    PR: () => a.owner === 'RU',
    SW: () => a.key === 'northern',
    SP: () => a.key === 'portugal' || a.key === 'eastern',
    PT: () => a.key === 'portugal',
    BR: () => a.owner === 'BR',
    FLEET: () => a.key === 'sicily' || a.key === 'scheldt',
    US: () => false,
  };
  if (ok[k]()) return null;
  const where: Record<Piece, string> = {
    FR: 'any French Army', AU: 'either Austrian Army', RU: 'either Russian Army', PR: 'either Russian Army', SW: 'Russia’s Northern Army only',
    SP: 'Britain’s Army of Portugal or the Eastern Army', PT: 'Britain’s Army of Portugal only', BR: 'any British Army or the War of 1812 Box',
    FLEET: 'the Royal Navy Reserve, Sicily or the War of 1812 Box', US: 'the War of 1812 Box only',
  };
  return `${PIECE_NAME[k]} pieces go to ${where[k]}, not ${name} [12.6].`;
}

function boxLimit(pack: DataPack, key: string): number | null {
  return maybeNumber(pack, 'box-limits', key, 'limit');
}

/** Why `n` more of `k` do not fit in `h` (its box limit), or null [12.6.1, 12.6.2, 13.6.4]. */
export function limitCheck(pack: DataPack, f: Forces, k: Piece, h: string, n: number): string | null {
  const now = piecesAt(f, h);
  const name = holderName(pack, h);
  const over = (have: number, max: number, what: string, cite: string) =>
    have + n > max ? `${name} holds at most ${max} ${what}; it has ${have}: ${n === 1 ? 'this one does' : `these ${n} do`} not fit. Place ${n === 1 ? 'it' : 'them'} in another eligible Army or Box, or back in the Force Pool [${cite}].` : null;
  if (h === NAVY_RESERVE || h.startsWith('capital:')) return null;
  if (h === DENMARK_NORWAY) {
    const french = k === 'FR';
    const max = boxLimit(pack, `${DENMARK_NORWAY}:${french ? 'french-units' : 'coalition-units'}`);
    if (max === null) return 'The Denmark/Norway Box\'s limits are not entered: fill in the table "Box limits" [15.2].';
    return over(french ? now.FR ?? 0 : (now.RU ?? 0) + (now.PR ?? 0) + (now.SW ?? 0), max, french ? 'French units' : 'Coalition (Russian, Prussian, Swedish) units', '15.2');
  }
  if (h === BOX_1812) {
    const key = k === 'FLEET' ? 'british-fleets' : k === 'BR' ? 'british-units' : 'us-militia';
    const max = boxLimit(pack, `${BOX_1812}:${key}`);
    if (max === null) return `The War of 1812 Box's limit is not entered: fill in the table "Box limits" [13.6.4].`;
    return over(now[k] ?? 0, max, k === 'FLEET' ? 'British fleets' : k === 'BR' ? 'British units' : 'US militia', '13.6.4');
  }
  const a = armyRow(pack, h);
  if (!a) return `There is no Army "${h}".`;
  if (k === 'FLEET') {
    if (a.fleetLimit === null) return `${name}'s fleet limit is not entered: fill in the table "${ARMIES_TABLE}" [12.6.2].`;
    return over(now.FLEET ?? 0, a.fleetLimit, 'fleets', '12.6.2');
  }
  if (a.unitLimit === null) return `${name}'s box limit (the number in its Army box) is not entered: fill in the table "${ARMIES_TABLE}" [4.2, 12.6.1].`;
  return over(unitsIn(now), a.unitLimit, 'units', '12.6.1');
}

// --- Moves -----------------------------------------------------------------------------------------------
export interface PieceMove {
  piece: Piece;
  count: number;
  /** An Army key, a Box, "capital:XX", or "pool". */
  from: string;
  to: string;
}

/** Moves pieces (no rule check; see the checks above). */
export function movePieces(f: Forces, m: PieceMove): Forces {
  const armies = { ...f.armies };
  const boxes = { ...f.boxes };
  const shift = (h: string, n: number) => {
    if (h === 'pool') return;
    if (armies[h]) armies[h] = { ...armies[h]!, pieces: add(armies[h]!.pieces, m.piece, n) };
    else boxes[h] = add(boxes[h] ?? {}, m.piece, n);
  };
  shift(m.from, -m.count);
  shift(m.to, m.count);
  // The fleets held in London are the ones still there when London has fewer than it held.
  const held = f.londonHeld && m.piece === 'FLEET' && m.from === capitalOf('BR') ? { londonHeld: Math.min(f.londonHeld, boxes[m.from]?.FLEET ?? 0) } : {};
  return { ...f, armies, boxes, ...held };
}

/** Why a fleet may not leave London outside Strategic Movement (reading ietFleetLondon), or null. */
export function londonHeldCheck(f: Forces, m: PieceMove): string | null {
  if (!f.londonHeld || m.piece !== 'FLEET' || m.from !== capitalOf('BR') || m.to === 'pool') return null;
  const free = (f.boxes[m.from]?.FLEET ?? 0) - f.londonHeld;
  return m.count > free ? `The fleet${f.londonHeld === 1 ? '' : 's'} the war at sea placed in London stay${f.londonHeld === 1 ? 's' : ''} there until Strategic Movement (the group’s reading) [10.2, 13.3]${free > 0 ? `: ${free} other fleet${free === 1 ? '' : 's'} may go now` : ''}.` : null;
}

/** Why the pieces cannot leave `from` (not there, or the Force Pool lacks them), or null. */
export function sourceCheck(pack: DataPack, f: Forces, m: PieceMove): string | null {
  if (m.from === 'pool') {
    const left = poolCount(pack, f, m.piece);
    if (left === null) return `The number of ${PIECE_NAME[m.piece]} pieces in the game is not entered: fill in the table "${POOLS_TABLE}" [4.1].`;
    return left < m.count ? `${POWER_OF[PIECE_POWER[m.piece]]}'s Force Pool has ${left} ${PIECE_NAME[m.piece]} piece${left === 1 ? '' : 's'}, not ${m.count} [12.5, 12.6].` : null;
  }
  const have = piecesAt(f, m.from)[m.piece] ?? 0;
  if (f.armies[m.from]?.removed) return `${holderName(pack, m.from)} is out of the game.`;
  return have < m.count ? `${holderName(pack, m.from)} has ${have} ${PIECE_NAME[m.piece]} piece${have === 1 ? '' : 's'}, not ${m.count}.` : null;
}

/** Distribution of the pieces received this turn, or a piece sent back to the Force Pool [12.6, 12.6.1]. */
export function placementCheck(pack: DataPack, f: Forces, m: PieceMove): string | null {
  if (m.count < 1) return 'Move at least one piece.';
  if (m.from === m.to) return 'Choose a different destination.';
  const src = sourceCheck(pack, f, m);
  if (src) return src;
  if (m.to === 'pool') return null;
  if (f.armies[m.to]?.removed) return `${holderName(pack, m.to)} is out of the game.`;
  return nationalityCheck(pack, m.piece, m.to) ?? limitCheck(pack, f, m.piece, m.to, m.count);
}

/** The additional units Berthier's card lets France move in Strategic Movement, as the group entered it (null: not yet) [13.3]. */
export const berthierUnits = (pack: DataPack): number | null => maybeNumber(pack, 'cards', '3', 'strategicUnits');

/** Strategic Movement: up to two units per Power from its Capital or between its Armies; Britain's fleets freely;
 *  no Army stripped of its last unit, nor an amphibious attack voided [13.3, 13.6.5]. */
export function strategicCheck(pack: DataPack, f: Forces, power: Power, m: PieceMove, opts: { berthier?: boolean; emptyArmies?: string } = {}): string | null {
  if (m.from === 'pool' || m.to === 'pool') return 'Strategic Movement moves units already on the board: from the Capital or between Armies [13.3].';
  if (PIECE_POWER[m.piece] !== power) return `${PIECE_NAME[m.piece]} pieces are not ${POWER_OF[power]}'s to move [13.3].`;
  if (m.from.startsWith('capital:') && m.from !== capitalOf(power)) return 'Each Power moves from its own Capital [13.3].';
  const basic = placementCheck(pack, f, m);
  if (basic) return basic;
  if (m.piece !== 'FLEET' && !opts.berthier && f.moved[power] + m.count > 2) return `${f.moved[power]} of the 2 units of Strategic Movement used this turn: ${m.count} more ${m.count === 1 ? 'is' : 'are'} too many [13.3].`;
  if (m.piece !== 'FLEET' && opts.berthier) {
    const extra = berthierUnits(pack);
    if (extra === null) return `How many additional units Berthier moves is printed only on his card: fill in "Strategic Movement: additional units" for #3 Berthier in the table "Leader and Game cards" [13.3].`;
    if (f.moved[power] + m.count > 2 + extra) return `${f.moved[power]} of the ${2 + extra} units of Strategic Movement with Berthier (2, and ${extra} more by his card as the group entered it) used this turn: ${m.count} more ${m.count === 1 ? 'is' : 'are'} too many [13.3].`;
  }
  // Once France has lost Hanover, French units may not leave the Denmark/Norway Box by Strategic Movement [15.2].
  if (m.from === DENMARK_NORWAY && m.piece === 'FR' && f.control['Hanover'] !== 'FR') return 'France no longer controls Hanover: French units may not leave the Denmark/Norway Box by Strategic Movement [15.2].';
  const from = f.armies[m.from];
  if (from) {
    const left = movePieces(f, m).armies[m.from]!.pieces;
    if (m.piece !== 'FLEET' && unitsIn(left) < 1 && unitsIn(from.pieces) >= 1) return `Strategic Movement cannot strip ${holderName(pack, m.from)} of its last unit [13.3].`;
    if (m.from === 'grande-armee' && from.space === 'Paris' && unitsIn(left) < 4) return 'The Grande Armée in Paris may not fall below 4 units by Strategic Movement [13.6.5].';
    if ((f.milOps[m.from] ?? []).length && m.from === 'sicily' && ((left.FLEET ?? 0) < 1 || (left.BR ?? 0) < 1)) return 'A British Military Operation stands in Sicily: its last British unit and fleet must stay for the landing [13.3, 13.6.3].';
  }
  return null;
}

// --- Military Operations and Military Support [13.1, 13.2] -----------------------------------------------
/** The Power whose pieces an Army or Box shows for a Military Operation of `power`. */
const powerPieces = (c: Count, power: Power) => PIECES.filter((k) => PIECE_POWER[k] === power && k !== 'US').reduce((a, k) => a + (c[k] ?? 0), 0);

export interface MilOpContext {
  armistice: boolean;
  austriaAtWar: boolean;
  generalissimo: 'none' | 'RU' | 'AU';
  /** Rule setting attackNeutralAustria: 'yes' lets France attack Austrian Armies before Austria is at war (digest 10.8). */
  attackNeutralAustria?: 'no' | 'yes';
}

/** Why a Military Operation of `owner` (or the US Mil-Op) may not go with holder `h`, or null [13.1, 13.6.2, 13.6.3, 13.6.4]. */
export function milOpCheck(pack: DataPack, f: Forces, owner: Power | 'US', h: string, ctx: MilOpContext): string | null {
  const here = f.milOps[h] ?? [];
  const name = holderName(pack, h);
  if (h === BOX_1812) {
    if (owner !== 'US' && owner !== 'FR' && owner !== 'BR') return 'Only a French, British or US Military Operation goes to the War of 1812 Box [13.1].';
    if (here.includes('us-military-operation')) return 'The US Military Operation is in the War of 1812 Box: no French or British one may join it [13.1].';
    if (here.length) return 'The War of 1812 Box takes one Military Operation marker [13.6.4].';
    if (owner === 'US') return null;
    const c = piecesAt(f, BOX_1812);
    const mine = owner === 'FR' ? c.US ?? 0 : (c.BR ?? 0) + (c.FLEET ?? 0);
    return mine ? null : `${owner === 'FR' ? 'France has no US militia' : 'Britain has no unit or fleet'} in the War of 1812 Box [13.1].`;
  }
  if (owner === 'US') return 'The US Military Operation is always placed in the War of 1812 Box [13.1].';
  if (h === DENMARK_NORWAY) {
    if (!f.boxes[DENMARK_NORWAY]) return 'The Denmark/Norway Box is not in play (OHR 15.2 is off).';
    if (owner !== 'FR' && owner !== 'RU') return 'Only a French or Russian Military Operation goes to the Denmark/Norway Box [15.2].';
    if (here.length) return 'The Denmark/Norway Box takes one Military Operation marker [15.2].';
    const c = f.boxes[DENMARK_NORWAY]!;
    const enemy = owner === 'FR' ? (c.RU ?? 0) + (c.PR ?? 0) + (c.SW ?? 0) : c.FR ?? 0;
    const mine = owner === 'FR' ? c.FR ?? 0 : (c.RU ?? 0) + (c.PR ?? 0) + (c.SW ?? 0);
    if (!enemy) return 'No enemy unit is in the Denmark/Norway Box: no battle is possible there [15.2].';
    return mine ? null : `${owner === 'FR' ? 'France' : 'Russia'} has no unit in the Denmark/Norway Box [13.1, 15.2].`;
  }
  if (h === PERSIAN_WAR) return owner === 'RU' ? (here.length ? 'The Russian-Persian War Box already has its Military Operation.' : null) : 'Only a Russian Military Operation goes to the Russian-Persian War Box [13.1].';
  const a = armyRow(pack, h);
  const at = f.armies[h];
  if (!a || !at) return `There is no Army "${h}".`;
  if (at.removed) return `${name} is out of the game.`;
  if (a.owner !== owner) return `A ${owner} Military Operation goes with a ${owner} Army; ${name} is ${a.owner ?? 'nobody'}'s [13.1].`;
  if (owner === 'AU' && !ctx.austriaAtWar) return 'Austria is not at war: no Austrian Military Operation yet [12.4.4].';
  if (owner === 'FR' && !ctx.austriaAtWar && ctx.attackNeutralAustria !== 'yes') {
    const foes = armyRows(pack).filter((r) => r.front === a.front && r.owner && r.owner !== 'FR' && f.armies[r.key] && !f.armies[r.key]!.removed);
    if (foes.length && foes.every((r) => r.owner === 'AU')) return `Austria is neutral: France may not attack ${foes.map((r) => r.name).join(' or ')} before Austria is at war (rule setting “Attacking neutral Austria”) [4.2, 12.4.2, 13.1].`;
  }
  if (ctx.armistice && ['A', 'B', 'F'].includes(a.front ?? '')) return 'The Armistice is in effect: no Military Operation may bring a battle in or against Austrian or Russian Armies (Fronts A, B and F) [13.1].';
  if (here.length) return `${name} already has its Military Operation: one per Army [13.1].`;
  if (a.front === 'A' && ctx.generalissimo !== 'none' && (owner === 'RU' || owner === 'AU')) {
    const partner = owner === 'RU' ? 'bohemia' : 'silesia';
    if ((f.milOps[partner] ?? []).length) return 'With the Generalissimo, one Russian or Austrian Military Operation moves both the Armies of Silesia and Bohemia: Front A takes only one [13.6.2].';
  }
  if (!powerPieces(at.pieces, owner)) return `${name} has no unit or fleet of its own: a Military Operation needs at least one [13.1].`;
  if (h === 'sicily' && (!(at.pieces.BR ?? 0) || !(at.pieces.FLEET ?? 0))) return 'A British Military Operation in Sicily needs at least one British unit and one fleet there [13.1, 13.6.3].';
  if (h === 'naples' && owner === 'FR') return 'France can never place a Military Operation to attack Sicily from Naples [13.1].';
  return null;
}

/** The Fronts whose Allied Armies may fight the Grande Armée in Paris (in it or next to it) [13.6.5]. */
export const PARIS_FRONTS = ['A', 'B', 'C', 'D', 'E', 'F'] as const;
/** France's Military Support in Paris goes on a Front: the Grande Armée is in Paris. */
export const supportByFront = (f: Forces, power: Power, h: string) => power === 'FR' && h === 'grande-armee' && f.armies[h]?.space === 'Paris' && !f.armies[h]!.removed;

/** Why one more Military Support marker of `power` may not go with `h`, or null; with the Grande Armée in Paris,
 *  France's markers go one to a Front (two with Napoleon available for the War Phase) [13.2, 13.6.2, 13.6.5]. */
export function supportCheck(pack: DataPack, f: Forces, power: Power, h: string, napoleonAvailable: boolean, front?: string): string | null {
  if (supportByFront(f, power, h)) {
    if (!front) return 'The Grande Armée is in Paris: France places its Military Support on a Front (the battle it serves), one marker per Front, two with Napoleon available for the War Phase [13.6.5].';
    const max = napoleonAvailable ? 2 : 1;
    const on = f.parisSupport?.[front] ?? 0;
    return on >= max ? `Front ${front} already has ${on === 1 ? 'France’s Military Support marker' : `${on} French Military Support markers`} in Paris: ${max === 1 ? 'one per Front (two only with Napoleon available for the War Phase)' : 'two per Front with Napoleon'} [13.6.5].` : null;
  }
  if (front) return 'Only France’s markers with the Grande Armée in Paris go on a Front [13.6.5].';
  const placed = f.support[h]?.[power] ?? 0;
  if (h === BOX_1812) {
    if (power !== 'FR' && power !== 'BR') return 'The War of 1812 Box takes one British and one French Military Support marker [13.2].';
    return placed ? `The War of 1812 Box already has ${power === 'FR' ? 'the French' : 'the British'} marker [13.2].` : null;
  }
  const a = armyRow(pack, h);
  const at = f.armies[h];
  if (!a || !at) return `There is no Army "${h}".`;
  if (at.removed) return `${holderName(pack, h)} is out of the game.`;
  if (a.owner !== power) return `Military Support goes with an Army of its own Power; ${holderName(pack, h)} is ${a.owner ?? 'nobody'}'s [12.4.10, 13.2].`;
  const max = h === 'grande-armee' && napoleonAvailable ? 2 : 1;
  if (placed >= max) return `${holderName(pack, h)} takes at most ${max} Military Support marker${max === 1 ? '' : 's'}${h === 'grande-armee' ? (napoleonAvailable ? ' (2 with Napoleon saved for the War Phase)' : ' (2 only with Napoleon saved for the War Phase)') : ''} [13.2].`;
  return null;
}

// --- Fronts, advance, retreat and control [4.2, 13.4.5, 13.5] -----------------------------------------------
export interface SpaceRow { key: string; front: string | null; order: number | null }
export function frontSpaces(pack: DataPack, front: string): SpaceRow[] {
  return (pack.tables['map-spaces']?.rows ?? [])
    .map((r) => ({ key: r.key, front: (cellValue(pack, 'map-spaces', r.key, 'front') as string | null) ?? null, order: maybeNumber(pack, 'map-spaces', r.key, 'order') }))
    .filter((r) => r.front === front);
}

/** The next space to an Army's rear (Allies toward their Start Space, France toward Paris), from the map's order; null when the map data lacks it [13.4.5]. */
export function rearSpace(pack: DataPack, f: Forces, army: string): string | null {
  const a = armyRow(pack, army);
  const at = f.armies[army];
  if (!a?.front || !at) return null;
  const spaces = frontSpaces(pack, a.front);
  const here = spaces.find((s) => s.key === at.space)?.order;
  if (here === undefined || here === null) return null;
  const want = a.owner === 'FR' ? here + 1 : here - 1;
  if (a.owner === 'FR' && !spaces.some((s) => s.order === want)) {
    // Fronts D and E do not end on Paris [4.2, 13.4.5]: the Army of the Mediterranean falls back from the
    // Pyrenees to Toulouse [13.6.1.3], by the spaces entered next to its own; the Army of Naples by its special rules.
    if (a.front !== 'D' && a.front !== 'E') return 'Paris';
    const off = neighboursOf(pack, at.space).spaces.filter((x) => spaceFront(pack, x) !== a.front && x !== 'Paris');
    return off.length === 1 ? off[0]! : null;
  }
  const rear = spaces.filter((s) => s.order === want).map((s) => s.key);
  if (rear.length <= 1) return rear[0] ?? null;
  // Front A has two Allied set-up spaces (Polesia, Vienna [8.3]): "Allied Armies retreat toward their Home Front
  // Start spaces" [13.4.5]. An Army alone goes toward its own; Silesia and Bohemia together have none in common,
  // and the Rulebook does not say: the group names the space (cov.battle.move).
  const homes = new Set(movingTogether(f, army).map((k) => HOME_START[k]));
  const home = homes.size === 1 ? [...homes][0] : undefined;
  return home && rear.includes(home) ? home : null;
}
/** Front A's Allied Armies' own set-up spaces [8.3]. */
const HOME_START: Record<string, string> = { silesia: 'Polesia', bohemia: 'Vienna' };

/** Where an Allied Army beaten in Paris by the attacking Grande Armée goes: the space next to Paris on its own
 *  lettered track (e.g. Lyon for the Army of Tyrol); null when the map data does not say which it is [13.6.5]. */
export function parisRetreatSpace(pack: DataPack, army: string): string | null {
  const a = armyRow(pack, army);
  if (!a?.front || a.owner === 'FR') return null;
  const next = frontSpaces(pack, a.front).filter((s) => s.key !== 'Paris' && isAdjacentToParis(pack, s.key));
  return next.length === 1 ? next[0]!.key : null;
}

const MAP_TABLE = 'Military Map spaces';
const namesIn = (v: unknown) => (typeof v === 'string' ? v.split(/[,;]/).map((x) => x.trim()).filter(Boolean) : []);

/** A space's neighbours as the group entered them: its own "Adjacent spaces" and every row naming it; `complete`
 *  once its own cell is filled in (then a space it does not list is not next to it) [4.2]. */
export function neighboursOf(pack: DataPack, space: string): { spaces: string[]; complete: boolean } {
  const rows = pack.tables['map-spaces']?.rows ?? [];
  const keyOf = (n: string) => rows.find((r) => slug(r.key) === slug(n))?.key ?? n;
  const own = namesIn(cellValue(pack, 'map-spaces', space, 'neighbours')).map(keyOf);
  const back = rows.filter((r) => namesIn(cellValue(pack, 'map-spaces', r.key, 'neighbours')).some((n) => slug(n) === slug(space))).map((r) => r.key);
  return { spaces: [...new Set([...own, ...back])].filter((x) => slug(x) !== slug(space)), complete: own.length > 0 };
}

/** An Army block's move the map data could not make after a battle: the loser's retreat (or withdrawal), the winner
 *  advancing into the space it left; or an Allied Army pushed out of Paris by the attacking Grande Armée [13.4.5, 13.6.5]. */
export interface ArmyMoveOwed { kind: 'retreat' | 'withdraw' | 'paris-out'; army: string; from: string; advance: string | null; todo: string }

const spaceFront = (pack: DataPack, k: string) => {
  const v = cellValue(pack, 'map-spaces', k, 'front');
  return typeof v === 'string' && v ? v : null;
};

/** Why `to` is not where the Army block goes by this move, from whatever map data the group entered (its Front, the
 *  spaces next to its space, their order), or null: the group confirms the rest by hand [4.2, 13.4.5, 13.6.5]. */
export function armyMoveCheck(pack: DataPack, m: Pick<ArmyMoveOwed, 'kind' | 'army' | 'from'>, to: string): string | null {
  const a = armyRow(pack, m.army);
  const name = holderName(pack, m.army);
  const rows = pack.tables['map-spaces']?.rows ?? [];
  const row = rows.find((r) => slug(r.key) === slug(to));
  if (!row) return `There is no space "${to}" in the table "${MAP_TABLE}".`;
  const sp = row.key;
  if (slug(sp) === slug(m.from)) return `${name} is in ${m.from}: name the space it ${m.kind === 'paris-out' ? 'goes back to' : m.kind === 'withdraw' ? 'withdraws to' : 'retreats to'}.`;
  const front = a?.front ?? null;
  const its = spaceFront(pack, sp);
  if (m.kind === 'paris-out') {
    if (front && its && its !== front) return `${sp} is on Front ${its === 'paris' ? '(Paris)' : its}: ${name} goes back from Paris to the space next to Paris on its own track, Front ${front} [13.6.5].`;
    const next = rows.filter((r) => r.key !== 'Paris' && spaceFront(pack, r.key) === front && isAdjacentToParis(pack, r.key)).map((r) => r.key);
    if (next.length && !next.includes(sp)) return `${sp} is not next to Paris (the table "${MAP_TABLE}" gives ${next.join(', ')} on Front ${front}): ${name} goes back to the space next to Paris on its own track [13.6.5].`;
    return null;
  }
  const french = a?.owner === 'FR';
  if (sp === 'Paris' && !french) return `An Allied Army retreats toward its Front’s Start Space, never into Paris [13.4.5].`;
  const n = neighboursOf(pack, m.from);
  if (n.complete && !n.spaces.includes(sp)) return `${sp} is not next to ${m.from} (its "Adjacent spaces" in the table "${MAP_TABLE}": ${n.spaces.join(', ')}): ${name} goes back one space [13.4.5].`;
  if (front && its && its !== front && its !== 'paris' && !n.spaces.includes(sp)) return `${sp} is on Front ${its}: ${name} moves along Front ${front} [4.2, 13.4.5].`;
  const here = maybeNumber(pack, 'map-spaces', m.from, 'order');
  const there = maybeNumber(pack, 'map-spaces', sp, 'order');
  if (here !== null && there !== null && its === spaceFront(pack, m.from) && (french ? there <= here : there >= here))
    return `${sp} is not behind ${m.from} on Front ${its}: ${french ? 'French Armies retreat toward Paris' : 'Allied Armies retreat toward their Front’s Start Space'} [13.4.5].`;
  return null;
}

/** The spaces whose place on the map (position on the Front, adjacent spaces) the group has not entered: without
 *  them the app cannot move an Army block after a battle and the group confirms the space by hand [4.2, 13.4.5]. */
export function mapOrderGaps(pack: DataPack): string[] {
  return (pack.tables['map-spaces']?.rows ?? []).filter((r) => r.key !== 'Paris' && (r.cells['order']?.v == null || r.cells['neighbours']?.v == null)).map((r) => r.key);
}

/** The spaces the group may confirm for the move (those armyMoveCheck lets through), in the table's order. */
export function armyMoveOptions(pack: DataPack, m: Pick<ArmyMoveOwed, 'kind' | 'army' | 'from'>): string[] {
  const front = armyRow(pack, m.army)?.front ?? null;
  // The Army's own Front first, then Paris, then the spaces whose Front is not entered.
  const rank = (k: string) => (spaceFront(pack, k) === front ? 0 : k === 'Paris' ? 1 : 2);
  const ok = (pack.tables['map-spaces']?.rows ?? []).map((r) => r.key).filter((k) => armyMoveCheck(pack, m, k) === null);
  return ok.map((k, i) => ({ k, i })).sort((a, b) => rank(a.k) - rank(b.k) || a.i - b.i).map((x) => x.k);
}

/** Moves an Army block to a space; the space passes to the Army's side [4.2, 13.5]. */
export function relocate(f: Forces, pack: DataPack, army: string, space: string): Forces {
  const owner = armyRow(pack, army)?.owner;
  const at = f.armies[army]!;
  const control = { ...f.control };
  // The Army controls its space and each space behind it back to its Start Space [4.2]; Paris stays French [13.6.5].
  for (const x of spacesBehind(pack, army, space)) if (x !== 'Paris') control[x] = owner === 'FR' ? 'FR' : 'allied';
  // Silesia and Bohemia in one Front A space advance, retreat and withdraw together [13.6.2].
  const armies = { ...f.armies };
  for (const k of movingTogether(f, army)) armies[k] = { ...armies[k]!, space };
  return { ...f, armies: { ...armies, [army]: { ...at, space } }, control };
}

/** The Power's Armies, in data order. */
export const armiesOf = (pack: DataPack, f: Forces, p: Power) => armyRows(pack).filter((a) => a.owner === p && f.armies[a.key] && !f.armies[a.key]!.removed);

/** US militia that stay in the War of 1812 Box at the end of the turn [13.6.4.1]. */
export const militiaStaying = (n: number) => (n >= 5 ? 2 : n >= 3 ? 1 : 0);

/** What the turn reset clears: markers and Strategic Movement; pieces left in a Capital go back to the Force Pool [12.5, 13.4.6, 14.3]. */
export function forcesTurnReset(f: Forces): Forces {
  const boxes = { ...f.boxes };
  for (const p of POWERS) boxes[capitalOf(p)] = {};
  // US militia demobilisation: 1-2 left: all go; 3-4: one stays; 5 or more: two stay [13.6.4.1].
  const us = boxes[BOX_1812]?.US ?? 0;
  if (us) boxes[BOX_1812] = add(boxes[BOX_1812]!, 'US', militiaStaying(us) - us);
  const { parisSupport: _used, dkWindow: _open, berthierMoved: _berthier, ...rest } = f;
  return { ...rest, boxes, milOps: {}, support: {}, moved: { FR: 0, RU: 0, BR: 0, AU: 0 }, replacementsTaken: false };
}


// --- Replacements (even turns) [12.5] -------------------------------------------------------------------------
const REPLACEMENT_PIECE: Record<string, Piece> = { fr: 'FR', ru: 'RU', pr: 'PR', sw: 'SW', au: 'AU', br: 'BR', 'br-fleet': 'FLEET', sp: 'SP', pt: 'PT' };
export interface ReplacementDue { space: string; piece: Piece; taken: boolean; reason: string }

/** Each replacement icon of the map: taken when its space is controlled by the piece's side and the Force Pool has one [12.5]. */
export function replacementsDue(pack: DataPack, f: Forces, surrendered: boolean): { due: ReplacementDue[]; missing: string | null } {
  const rows = pack.tables['map-spaces']?.rows ?? [];
  const icons = rows.map((r) => ({ space: r.key, icon: cellValue(pack, 'map-spaces', r.key, 'replacement') })).filter((r) => typeof r.icon === 'string' && r.icon !== 'none');
  if (!icons.length) return { due: [], missing: 'No replacement icon is entered: fill in the "Replacement icon" column of the table "Military Map spaces" (the Replacement Spaces Guide) [12.5].' };
  const frenchInSpain = Object.entries(f.armies).some(([k, a]) => !a.removed && armyRow(pack, k)?.owner === 'FR' && cellValue(pack, 'map-spaces', a.space, 'nation') === 'sp');
  let g = f;
  const due: ReplacementDue[] = [];
  for (const { space, icon } of icons) {
    const piece = REPLACEMENT_PIECE[icon as string];
    if (!piece) continue;
    const side = PIECE_POWER[piece] === 'FR' ? 'FR' : 'allied';
    // Paris counts as French for replacements until the Surrender [12.5].
    const ctl = space === 'Paris' && !surrendered ? 'FR' : f.control[space];
    let reason: string;
    let taken = false;
    if (!ctl) reason = `control of ${space} is not recorded`;
    else if (ctl !== side) reason = `${space} is ${ctl === 'FR' ? 'French' : 'Allied'}-controlled`;
    else if (piece === 'SP' && !frenchInSpain) reason = 'no French Army is in a space within Spain';
    else if ((poolCount(pack, g, piece) ?? 0) < 1) reason = poolCount(pack, g, piece) === null ? `the number of ${PIECE_NAME[piece]} pieces is not entered ("${POOLS_TABLE}")` : `the Force Pool has no ${PIECE_NAME[piece]} piece`;
    else {
      taken = true;
      reason = `to ${CAPITAL_NAME[PIECE_POWER[piece]]}`;
      g = movePieces(g, { piece, count: 1, from: 'pool', to: capitalOf(PIECE_POWER[piece]) });
    }
    due.push({ space, piece, taken, reason });
  }
  return { due, missing: null };
}

/** Takes the replacements due into the Capitals (to be distributed in the next step) [12.5]. */
export function takeReplacements(pack: DataPack, f: Forces, surrendered: boolean): Forces {
  let g = f;
  for (const d of replacementsDue(pack, f, surrendered).due) if (d.taken) g = movePieces(g, { piece: d.piece, count: 1, from: 'pool', to: capitalOf(PIECE_POWER[d.piece]) });
  return { ...g, replacementsTaken: true };
}

// --- Special transfers [13.6.1.3, 13.6.3, 13.6.5] ---------------------------------------------------------------
export type Transfer = 'toulouse' | 'eastern-to-portugal' | 'naples-landing' | 'naples-by-italy' | 'grande-armee-to-paris';
export const TRANSFER_NAME: Record<Transfer, string> = {
  toulouse: 'The Army of Portugal enters Toulouse: the Army of the Mediterranean joins the Grande Armée, the Eastern Army joins the Army of Portugal [13.6.1.3]',
  'eastern-to-portugal': 'The Army of the Mediterranean is gone from the Pyrenees: the Eastern Army joins the Army of Portugal [13.6.1.3]',
  'naples-landing': 'A successful landing in Naples: the Army of Sicily in Naples, the Army of Naples joins the Army of Italy, Britain +3 VP [13.6.3]',
  'naples-by-italy': 'Austria controls Italy before a landing: the Army of Naples joins the Army of Italy, Austria +2 VP [13.6.3]',
  'grande-armee-to-paris': 'A French Army of Fronts B, C or F retreats into Paris: the Grande Armée to Paris, Silesia and Bohemia to Alsace [13.6.5]',
};

/** All the units of one Army into another, up to its limit; the rest to the Force Pool (the first nationalities kept). */
function joinArmy(pack: DataPack, f: Forces, from: string, to: string, log: string[], chosen?: Count): Forces {
  const src = f.armies[from];
  const dst = f.armies[to];
  if (!src || !dst) return f;
  const limit = armyRow(pack, to)?.unitLimit ?? null;
  let g = f;
  let room = limit === null ? Infinity : Math.max(0, limit - unitsIn(dst.pieces));
  for (const k of PIECES) {
    const n = src.pieces[k] ?? 0;
    if (!n || k === 'FLEET') continue;
    // Over the limit the owner chooses which units join (Britain for the Eastern Army [13.6.1.3]).
    const keep = Math.min(n, room, chosen ? (chosen[k] ?? 0) : Infinity);
    room -= keep;
    if (keep) g = movePieces(g, { piece: k, count: keep, from, to });
    if (n - keep) g = movePieces(g, { piece: k, count: n - keep, from, to: 'pool' });
    log.push(`${n} ${PIECE_NAME[k]} from ${holderName(pack, from)}: ${keep} to ${holderName(pack, to)}${n - keep ? `, ${n - keep} to the Force Pool (over its limit of ${limit})` : ''}.`);
  }
  return g;
}
const outOfGame = (f: Forces, army: string): Forces => (f.armies[army] ? { ...f, armies: { ...f.armies, [army]: { ...f.armies[army]!, removed: true } } } : f);

/** Why a transfer cannot be made now, or null. */
export function transferCheck(pack: DataPack, f: Forces, t: Transfer): string | null {
  const gone = (a: string) => !f.armies[a] || f.armies[a]!.removed;
  switch (t) {
    case 'toulouse':
      if (f.armies['portugal']?.space !== 'Toulouse') return 'The Army of Portugal is not in Toulouse [13.6.1.3].';
      return gone('mediterranean') && gone('eastern') ? 'Both Armies have already left play.' : null;
    case 'eastern-to-portugal': {
      if (gone('eastern')) return 'The Eastern Army has already left play.';
      // With the Army of Portugal in Toulouse, the Toulouse transfer carries the Eastern Army [13.6.1.3].
      if (f.armies['portugal']?.space === 'Toulouse') return 'The Army of Portugal is in Toulouse: its transfer carries the Eastern Army [13.6.1.3].';
      // Only once the Army of the Mediterranean has lost all its units or left the Pyrenees for Toulouse
      // (withdrawal or retreat) [13.6.1.3].
      const med = f.armies['mediterranean'];
      const n = med && !med.removed ? unitsIn(med.pieces) : 0;
      if (n === 0 || med!.space === 'Toulouse') return null;
      return `The Army of the Mediterranean still has ${n} unit${n === 1 ? '' : 's'} in ${med!.space}: the Eastern Army joins the Army of Portugal only once it has lost them all or left the Pyrenees for Toulouse [13.6.1.3].`;
    }
    case 'naples-landing':
      if (f.control['Naples'] === 'allied' || gone('naples')) return 'Naples is already Allied: the Army of Naples has left play [13.6.3].';
      if (f.control['Italy'] === 'allied') return 'Austria controls Italy: no British landing in Naples is possible [13.6.3].';
      return null;
    case 'naples-by-italy':
      if (gone('naples')) return 'The Army of Naples has already left play [13.6.3].';
      return f.control['Italy'] === 'allied' ? null : 'Austria does not control Italy (record its control first) [13.6.3].';
    case 'grande-armee-to-paris':
      return f.armies['grande-armee']?.space === 'Paris' ? 'The Grande Armée is already in Paris [13.6.5].' : null;
  }
}

/** Carries out a transfer; returns the new forces, the VP it gives, and what was done [13.6.1.3, 13.6.3, 13.6.5]. */
/** How many of the Eastern Army's units fit in the Army of Portugal (null: the limit is not entered) [13.6.1.3]. */
export function easternRoom(pack: DataPack, f: Forces): { units: number; room: number | null } {
  const units = unitsIn(f.armies['eastern']?.pieces ?? {});
  const limit = armyRow(pack, 'portugal')?.unitLimit ?? null;
  return { units, room: limit === null ? null : Math.max(0, limit - unitsIn(f.armies['portugal']?.pieces ?? {})) };
}

/** Why Britain's choice of the Eastern Army units joining the Army of Portugal does not stand, or null [13.6.1.3]. */
export function easternChoiceCheck(pack: DataPack, f: Forces, keep: Count): string | null {
  const src = f.armies['eastern']?.pieces ?? {};
  for (const k of PIECES) if ((keep[k] ?? 0) > (src[k] ?? 0)) return `The Eastern Army has ${src[k] ?? 0} ${PIECE_NAME[k]} unit${src[k] === 1 ? '' : 's'}, not ${keep[k]}.`;
  if (keep.FLEET) return 'Only units join the Army of Portugal.';
  const { units, room } = easternRoom(pack, f);
  const want = room === null ? units : Math.min(units, room);
  const n = unitsIn(keep);
  return n === want ? null : `${want} of the Eastern Army’s ${units} units fit in the Army of Portugal: Britain chooses ${want}, not ${n}; the rest go to the Force Pool [13.6.1.3].`;
}

/** `blackVpTo`: the Powers that score the black VP of the Track A spaces France abandons (default: those whose Armies advance) [13.5, 13.6.5]. */
export function transfer(pack: DataPack, f: Forces, t: Transfer, mediterraneanFate: 'stays' | 'joins-grande-armee' = 'stays', keep?: Count, bohemiaMoves = true, blackVpTo?: Power[]): { forces: Forces; vp: Array<{ power: Power; vp: number; source: string; rule: string }>; log: string[] } {
  const log: string[] = [];
  let g = f;
  const vp: Array<{ power: Power; vp: number; source: string; rule: string }> = [];
  if (t === 'toulouse' || t === 'eastern-to-portugal') {
    if (t === 'toulouse' || mediterraneanFate === 'joins-grande-armee') {
      g = joinArmy(pack, g, 'mediterranean', 'grande-armee', log);
      g = outOfGame(g, 'mediterranean');
    }
    g = joinArmy(pack, g, 'eastern', 'portugal', log, keep);
    g = outOfGame(g, 'eastern');
  }
  if (t === 'naples-landing' || t === 'naples-by-italy') {
    if (t === 'naples-landing') {
      g = relocate(g, pack, 'sicily', 'Naples');
      vp.push({ power: 'BR', vp: 3, source: 'Landing in Naples', rule: '13.6.3' });
    } else {
      g = { ...g, control: { ...g.control, Naples: 'allied' } };
      vp.push({ power: 'AU', vp: 2, source: 'Austria controls Italy before a British landing in Naples', rule: '13.6.3' });
    }
    g = joinArmy(pack, g, 'naples', 'italy', log);
    g = outOfGame(g, 'naples');
  }
  if (t === 'grande-armee-to-paris') {
    const from = g.armies['grande-armee']?.space;
    // The Track A spaces France abandons: those it held (the Grande Armée's own included) and those not yet Allied
    // that the advance to Alsace claims (the spaces behind the Allied Armies) [4.2].
    const before = g.control;
    const frontA = (pack.tables['map-spaces']?.rows ?? []).map((r) => r.key).filter((k) => k !== 'Paris' && spaceFront(pack, k) === 'A');
    const movers = ['silesia', ...(bohemiaMoves ? ['bohemia'] : [])].filter((a) => g.armies[a] && !g.armies[a]!.removed);
    g = { ...g, armies: { ...g.armies, 'grande-armee': { ...g.armies['grande-armee']!, space: 'Paris' } } };
    // Silesia and Bohemia stacked together move together (relocate): Bohemia held back is moved back [13.6.2].
    const bohemiaAt = g.armies['bohemia']?.space;
    for (const a of movers) g = relocate(g, pack, a, 'Alsace');
    if (!bohemiaMoves && g.armies['bohemia'] && bohemiaAt) g = { ...g, armies: { ...g.armies, bohemia: { ...g.armies['bohemia']!, space: bohemiaAt } } };
    const abandoned = frontA.filter((k) => before[k] !== 'allied' && (before[k] === 'FR' || k === from || g.control[k] === 'allied'));
    log.push(`The Grande Armée leaves ${from} for Paris; ${movers.length ? `${movers.map((a) => holderName(pack, a)).join(' and ')} advance${movers.length > 1 ? '' : 's'} to Alsace` : 'no Allied Army advances to Alsace'} [13.6.5].`);
    // The abandoned spaces are Allied, their VP scored as if captured by the Allies in a Military Operations battle:
    // black VP to the Powers whose Armies advance (France loses them), coloured VP to or from that Power [13.6.5, 13.5].
    const captors: Power[] = blackVpTo ?? movers.map((a) => (armyRow(pack, a)?.owner ?? (a === 'silesia' ? 'RU' : 'AU')) as Power);
    const unscored: string[] = [];
    for (const k of abandoned) {
      g = { ...g, control: { ...g.control, [k]: 'allied' } };
      const sv = spaceVp(pack, k);
      const source = `${k}, abandoned by France as the Grande Armée goes to Paris`;
      if (!sv) unscored.push(k);
      else if (sv.vp && sv.colour !== 'none') {
        if (sv.colour === 'black') vp.push({ power: 'FR', vp: -sv.vp, source, rule: '13.6.5, 13.5' }, ...captors.map((power) => ({ power, vp: sv.vp, source, rule: '13.6.5, 13.5' })));
        else {
          const power = sv.colour.toUpperCase() as Power;
          vp.push({ power, vp: power === 'FR' ? -sv.vp : sv.vp, source, rule: '13.6.5, 13.5' });
        }
      }
    }
    if (abandoned.length) log.push(`${abandoned.join(', ')} ${abandoned.length > 1 ? 'are' : 'is'} now Allied, VP scored as if captured [13.6.5, 13.5].`);
    if (unscored.length) log.push(`The VP of ${unscored.join(', ')} ${unscored.length > 1 ? 'are' : 'is'} not entered in the table "${MAP_TABLE}": score ${unscored.length > 1 ? 'them' : 'it'} by hand [13.5].`);
    // Other French Armies already in Paris are absorbed up to 16; their blocks leave the game [13.6.5].
    for (const [k, a] of Object.entries(g.armies)) {
      if (k === 'grande-armee' || a.removed || a.space !== 'Paris' || armyRow(pack, k)?.owner !== 'FR') continue;
      g = joinArmy(pack, g, k, 'grande-armee', log);
      g = outOfGame(g, k);
    }
  }
  return { forces: g, vp, log };
}

// --- British fleets taken off the map (demobilisation, the war at sea, Pax Britannica) [10.2, 10.3, 12.4.11] -----
export interface FleetSource { holder: string; count: number }

/** Where Britain's fleets stand on the map (Armies, Boxes, London), in board order. */
export function fleetHolders(f: Forces): FleetSource[] {
  const out: FleetSource[] = [];
  for (const [k, a] of Object.entries(f.armies)) if (!a.removed && (a.pieces.FLEET ?? 0) > 0) out.push({ holder: k, count: a.pieces.FLEET! });
  for (const [k, b] of Object.entries(f.boxes)) if ((b.FLEET ?? 0) > 0) out.push({ holder: k, count: b.FLEET! });
  return out;
}
export const fleetsOnMap = (f: Forces) => fleetHolders(f).reduce((a, h) => a + h.count, 0);

/** Why these fleets cannot be taken off the map to the British Force Pool, or null. */
export function fleetRemovalCheck(pack: DataPack, f: Forces, from: FleetSource[]): string | null {
  const seen = new Set<string>();
  for (const s of from) {
    if (seen.has(s.holder)) return `${holderName(pack, s.holder)} is named twice: give its fleets once.`;
    seen.add(s.holder);
    const have = piecesAt(f, s.holder).FLEET ?? 0;
    if (have < s.count) return `${holderName(pack, s.holder)} has ${have} British fleet${have === 1 ? '' : 's'}, not ${s.count}; Britain has ${fleetsOnMap(f)} on the map.`;
  }
  return null;
}

/** Takes the fleets off the map to the British Force Pool (check first). */
export function removeFleets(f: Forces, from: FleetSource[]): Forces {
  return from.reduce((g, s) => (s.count ? movePieces(g, { piece: 'FLEET', count: s.count, from: s.holder, to: 'pool' }) : g), f);
}
export const fleetSourcesText = (pack: DataPack, from: FleetSource[]) => from.filter((s) => s.count).map((s) => `${s.count} from ${holderName(pack, s.holder)}`).join(', ');

// --- Pieces received from the Force Pool: recruitment, Minor Countries, cards [12.4.6, 12.4.9, 12.6] -----------
const pieceWords = (c: Count) => PIECES.filter((k) => (c[k] ?? 0) > 0).map((k) => `${c[k]} ${PIECE_NAME[k]}`).join(', ') || 'no piece';
export { pieceWords };

/** Why these pieces are not in the Force Pool, or null; a total the group has not entered is not held against it. */
export function poolHasCheck(pack: DataPack, f: Forces, c: Count): string | null {
  for (const k of PIECES) {
    const n = c[k] ?? 0;
    if (!n || poolCount(pack, f, k) === null) continue;
    const why = sourceCheck(pack, f, { piece: k, count: n, from: 'pool', to: capitalOf(PIECE_POWER[k]) });
    if (why) return why;
  }
  return null;
}

/** Why a Power's Recruitment may not take these pieces, or null: up to 2 (4 with 2x Recruit); Britain one British unit
 *  and one Spanish, Portuguese or fleet; Russia one Prussian at most, never Swedish; France one US militia at most,
 *  into the War of 1812 Box; Austria Austrian units [12.4.9.1; digest 10.12]. */
export function recruitCheck(pack: DataPack, f: Forces, power: Power, pieces: number, c: Count, subs: number, war1812Ended: boolean): string | null {
  const total = Object.values(c).reduce<number>((a, n) => a + (n ?? 0), 0);
  const name = POWER_OF[power];
  const bad = PIECES.find((k) => (c[k] ?? 0) > 0 && !({ FR: ['FR', 'US'], RU: ['RU', 'PR'], AU: ['AU'], BR: ['BR', 'SP', 'PT', 'FLEET'] } as Record<Power, string[]>)[power].includes(k));
  if (bad) return `${name}’s Recruitment does not take ${PIECE_NAME[bad]} pieces${bad === 'SW' ? ': Swedish units are never recruited' : ''} [12.4.9.1].`;
  if (total > pieces) return `${name}’s Recruitment gives up to ${pieces} pieces, not ${total} [12.4.9.1].`;
  if (power === 'BR') {
    if ((c.BR ?? 0) > 1) return 'British Recruitment: one British unit and one Spanish unit, Portuguese unit or British fleet [12.4.9.1].';
    if ((c.SP ?? 0) + (c.PT ?? 0) + (c.FLEET ?? 0) > 1) return 'British Recruitment: the second piece is one Spanish unit, one Portuguese unit or one British fleet [12.4.9.1].';
  }
  if ((c.PR ?? 0) > subs) return `Russia may take ${subs === 1 ? 'one Prussian unit' : `${subs} Prussian units`} instead of Russian ones, not ${c.PR} [12.4.9.1].`;
  if ((c.US ?? 0) > subs) return `France may take ${subs === 1 ? 'one US militia' : `${subs} US militia`} instead of French units, not ${c.US} [12.4.9.1].`;
  if (c.US) {
    if (war1812Ended) return 'The War of 1812 is over: no US militia [13.6.4].';
    const why = limitCheck(pack, f, 'US', BOX_1812, c.US);
    if (why) return why;
  }
  return poolHasCheck(pack, f, c);
}

/** The pieces a Recruitment takes when the table names none: the Power's own units, as many as the Force Pool has
 *  (Britain: a British unit and a Spanish, else Portuguese, else a fleet). */
export function defaultRecruits(pack: DataPack, f: Forces, power: Power, pieces: number): Count {
  const left = (k: Piece) => poolCount(pack, f, k) ?? Infinity;
  if (power === 'BR') {
    const second = (['SP', 'PT', 'FLEET'] as const).find((k) => left(k) > 0);
    const out: Count = {};
    if (left('BR') > 0) out.BR = 1;
    if (second) out[second] = 1;
    return out;
  }
  const own = power as Piece;
  const n = Math.min(pieces, left(own));
  return n ? { [own]: n } : {};
}

/** Pieces from the Force Pool into the Power's Capital (US militia straight into the War of 1812 Box) [12.4.9.1, 12.4.9.2]. */
export function receivePieces(f: Forces, c: Count): Forces {
  let g = f;
  for (const k of PIECES) {
    const n = c[k] ?? 0;
    if (n) g = movePieces(g, { piece: k, count: n, from: 'pool', to: k === 'US' ? BOX_1812 : capitalOf(PIECE_POWER[k]) });
  }
  return g;
}

/** The space whose control gives a Minor Country's unit (OHR 15.2: the Denmark/Norway Box for Norway) [12.4.6, 15.2]. */
export function minorControlSpace(pack: DataPack, issue: string, denmarkNorwayBox: boolean): string | null {
  if (issue === 'denmark-norway' && denmarkNorwayBox) return 'Denmark/Norway';
  const v = cellValue(pack, 'minor-countries', issue, 'controlSpace');
  return typeof v === 'string' && v ? v : null;
}

/** A Minor Country's unit: to the winner's Capital when its space is under the winner's side's control and the
 *  Force Pool has one; Russia may take a Prussian unit [12.4.6; digest 10.10]. Returns the piece or why none. */
export function minorUnit(pack: DataPack, f: Forces, power: Power, issue: string, opts: { denmarkNorwayBox: boolean; piece?: Piece; takenBy?: Record<string, Power[]> }): { piece: Piece | null; why: string } {
  const space = minorControlSpace(pack, issue, opts.denmarkNorwayBox);
  if (!space) return { piece: null, why: 'its control space is not entered ("Minor Country markers")' };
  const side = power === 'FR' ? 'FR' : 'allied';
  const ctl = f.control[space];
  if (ctl !== side) return { piece: null, why: `${space} is ${ctl ? (ctl === 'FR' ? 'French' : 'Allied') : 'not recorded as'}-controlled` };
  // Reading minorCountryUnit "own-army" (takenBy given): an Allied Power only for a space its own Army took.
  if (opts.takenBy && power !== 'FR') {
    // Control typed by hand records no taker: the Armies the board shows controlling the space now, the one they
    // stand in and those behind them [4.2], say whose Army holds it.
    const now = captors(pack, f, space);
    const by = opts.takenBy[space] ?? (now.length ? now : undefined);
    if (!by) return { piece: null, why: `which Power’s Army took ${space} is not known: no Allied Army on the board stands in it or beyond it (the group’s reading: only the Power whose own Army took it; move that Army’s block on the board)` };
    if (!by.includes(power)) return { piece: null, why: `${space} was taken by ${by.map((x) => POWER_OF[x]).join(' and ')}’s Army, not ${POWER_OF[power]}’s (the group’s reading)` };
  }
  const wanted: Piece = opts.piece ?? (power as Piece);
  const allowed: Piece[] = power === 'RU' ? ['RU', 'PR'] : [power as Piece];
  if (!allowed.includes(wanted)) return { piece: null, why: `${POWER_OF[power]} takes ${allowed.map((k) => `a ${PIECE_NAME[k]}`).join(' or ')} unit` };
  const left = poolCount(pack, f, wanted);
  if (left === null) return { piece: null, why: `the number of ${PIECE_NAME[wanted]} pieces is not entered ("${POOLS_TABLE}")` };
  if (left < 1) return { piece: null, why: `the Force Pool has no ${PIECE_NAME[wanted]} unit` };
  return { piece: wanted, why: `a ${PIECE_NAME[wanted]} unit to ${CAPITAL_NAME[power]}` };
}

// --- Paired fronts, Armies moving together, control behind an Army [4.2, 13.6.1, 13.6.2] --------------------------
/** The French Army an Allied Army faces on its Front (Front A: the Grande Armée). */
export function frenchCounterpart(pack: DataPack, f: Forces, army: string): string | null {
  const front = armyRow(pack, army)?.front;
  if (!front) return null;
  return armyRows(pack).find((a) => a.front === front && a.owner === 'FR' && f.armies[a.key] && !f.armies[a.key]!.removed)?.key ?? null;
}

/** The Allied Powers whose Armies took `space` from France: those whose Army stands in it or ahead of it on its
 *  Front (the spaces behind an Army are its side's [4.2]); the Denmark/Norway Box is garrisoned by the Northern
 *  Army's units only, Russia's [15.2]. Empty: no Army on the board explains it (control recorded by hand). */
export function captors(pack: DataPack, f: Forces, space: string): Power[] {
  if (space === DENMARK_NORWAY) return ['RU'];
  const out: Power[] = [];
  for (const a of armyRows(pack)) {
    const at = f.armies[a.key];
    if (!a.owner || a.owner === 'FR' || !at || at.removed || !at.space || out.includes(a.owner)) continue;
    if (spacesBehind(pack, a.key, at.space).includes(space)) out.push(a.owner);
  }
  return out;
}

/** Why an Allied attack by `army` cannot be fought now: the space it attacks needs the Allies to control the paired
 *  space printed on the map (Saxony for Hanover, Valencia for Gascony, Catalonia for Toulouse), or null [13.6.1].
 *  The Northern Army's attacks on Holland and Belgium need Saxony too by the reading saxonyPrerequisite's default
 *  (13.6.1.4c), not with "hanover-only" (13.6.1.1), whatever the map column says (digest 10.21). "as-printed": the
 *  map column only, as an older version checked an entry it logged. */
export function pairedFrontCheck(pack: DataPack, f: Forces, army: string, reading: 'hanover-holland-belgium' | 'hanover-only' | 'as-printed' = 'hanover-holland-belgium'): string | null {
  const fr = frenchCounterpart(pack, f, army);
  const target = fr ? f.armies[fr]!.space : null;
  if (!target) return null;
  const pre = cellValue(pack, 'map-spaces', target, 'prerequisite');
  const printed = typeof pre === 'string' && pre.trim() ? pre.trim() : null;
  const hollandBelgium = army === 'northern' && /^(holland|belgium)$/i.test(target);
  const need = hollandBelgium && reading !== 'as-printed' ? (reading === 'hanover-only' ? null : (printed ?? pairedPrerequisite(target, reading))) : printed;
  if (!need) return null;
  if (f.control[need] === 'allied') return null;
  return `No battle: the Allies must control ${need} to attack ${target}, and ${need} is ${f.control[need] === 'FR' ? 'French' : 'not recorded as Allied'} at this instant. The Military Operation (paid) returns to the Display [13.6.1, 13.6.1.4].`;
}

/** The Armies that move with `army`: Silesia and Bohemia share Front A once Austria is at war and move together [13.6.2]. */
export function movingTogether(f: Forces, army: string): string[] {
  const partner = army === 'silesia' ? 'bohemia' : army === 'bohemia' ? 'silesia' : null;
  const a = f.armies[army];
  const b = partner ? f.armies[partner] : undefined;
  return partner && a && b && !b.removed && b.space === a.space ? [army, partner] : [army];
}

/** The spaces an Army controls: its own and every space behind it back to its Start Space (France: toward Paris is
 *  behind), from the map's order [4.2]. */
export function spacesBehind(pack: DataPack, army: string, space: string): string[] {
  const a = armyRow(pack, army);
  if (!a?.front) return [space];
  const spaces = frontSpaces(pack, a.front);
  const here = spaces.find((s) => s.key === space)?.order;
  if (here === undefined || here === null) return [space];
  return [space, ...spaces.filter((s) => s.order !== null && s.key !== space && (a.owner === 'FR' ? s.order > here : s.order < here)).map((s) => s.key)];
}
