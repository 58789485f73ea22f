// The battle editor's model: a draft battle as the user builds it (blocks, location, policies),
// the roster presets from the data pack, and the `adc odds` input it becomes. Pure functions;
// the rules (validation, odds, resolution) stay in shared/games/alliance/battle.
import type {
  AllianceBattleInput, BattleBlockInput, BattleLocation, BattlePolicyInput, BlockType, FireLetter, LeaderEventId, RetreatRule, Side,
} from '../../../../shared/games/alliance/battle/model';
import type { Cell, CellSource, DataPack } from '../../../../shared/data/tables';
import { valueOf } from '../../../../shared/data/access';
import { LEADER_BATTLE_EVENTS, defaultEventBlock, eventTargetSide } from '../../../../shared/games/alliance/battle/leader-events';
import { POWERS } from '../../../../shared/games/alliance/data';
import type { DataBadgeNotes, DataBadgeWords } from '../../components/DataBadges';

export interface DraftBlock {
  /** Local key, stable while editing. */
  uid: string;
  side: Side;
  name: string;
  type: BlockType;
  /** "C3", or '' while unknown (a roster row whose firepower is not filled in). */
  firepower: string;
  strength: number;
  maxStrength: number;
  reserve: boolean;
  round1Modifier: number;
  round1NoFire: boolean;
  owner?: string;
  /** Set when added from the roster: its row, and the provenance of the preset values still in use. */
  preset?: { rowKey: string; label: string; src: Partial<Record<PresetColumn, CellSource>> };
}

export type PresetColumn = 'type' | 'firepower' | 'maxStrength';

export interface BattleDraft {
  id: string;
  title: string;
  location: BattleLocation;
  blocks: DraftBlock[];
  policy: BattlePolicyInput;
  /** Card number played this turn per owner (multiplayer ties [7.8]). */
  cards?: Record<string, number>;
  /** Leader events offered in this battle (a campaign's, played this Game Turn) [3.3]. */
  leaderEvents?: DraftEvent[];
}

/** A Leader event offered in a battle: on or taken off, on the block chosen (null: the pre-set one). */
export interface DraftEvent {
  leader: LeaderEventId;
  /** The side of the player who played the card. */
  side: Side;
  on: boolean;
  block: string | null;
  /** Who played the card, for the label. */
  power?: string;
}

export const TYPE_LABEL: Record<BlockType, string> = {
  infantry: 'Infantry',
  cavalry: 'Cavalry',
  artillery: 'Artillery',
  hq: 'HQ',
  fortress: 'Fortress',
  fleet: 'Fleet',
};
export const TYPES: BlockType[] = ['infantry', 'cavalry', 'artillery', 'hq', 'fortress', 'fleet'];
export const LETTERS: FireLetter[] = ['A', 'B', 'C', 'D'];

/** The letter a type fires at in the rulebook [2.12-2.16]; HQs are B in both printed examples; fortresses vary. */
export const TYPE_LETTER: Record<BlockType, FireLetter | null> = {
  infantry: 'C',
  cavalry: 'B',
  artillery: 'A',
  hq: 'B',
  fortress: null,
  fleet: 'D',
};

export const SIDE_LABEL: Record<Side, string> = { attacker: 'Attacker', defender: 'Defender' };

export function powerName(id: string | undefined): string {
  if (!id) return '';
  return POWERS.find((p) => p.id === id)?.name ?? id;
}

export function powerColour(id: string | undefined): string {
  return POWERS.find((p) => p.id === id)?.colour ?? '#9a8b74';
}

/** Ink that reads on a power's colour: dark on light colours (Austria's white), white on the others. */
export function powerInk(id: string | undefined): string {
  const h = powerColour(id).replace('#', '');
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16) / 255);
  const lum = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  return lum > 0.55 ? '#221a12' : '#ffffff';
}

// ---------------------------------------------------------------- provenance

const SOURCE_ORDER: CellSource[] = ['rulebook', 'group', 'unverified', 'missing'];

/** Same ordering as shared/data/tables.ts weakest(): what a result computed from these values may claim. */
export function weakestSource(sources: Array<CellSource | undefined>): CellSource {
  let w = 0;
  for (const s of sources) w = Math.max(w, SOURCE_ORDER.indexOf(s ?? 'missing'));
  return SOURCE_ORDER[w]!;
}

// ---------------------------------------------------------------- roster presets

export interface RosterPreset {
  key: string;
  owner: string;
  ownerName: string;
  name: string;
  /** "France Inf #1". */
  label: string;
  type: BlockType | null;
  firepower: string | null;
  maxStrength: number | null;
  cells: Record<PresetColumn, Cell | undefined>;
}

/** The 'blocks' table of a data pack as presets for the editor. */
export function rosterPresets(pack: DataPack | null | undefined): RosterPreset[] {
  const rows = pack?.tables['blocks']?.rows ?? [];
  return rows.map((r) => {
    const owner = String(valueOf(r.cells['owner']) ?? r.key.split(':')[0] ?? '');
    const name = String(valueOf(r.cells['name']) ?? r.key.split(':').slice(1).join(':'));
    const type = valueOf(r.cells['type']);
    const fp = valueOf(r.cells['firepower']);
    const max = valueOf(r.cells['maxStrength']);
    return {
      key: r.key,
      owner,
      ownerName: powerName(owner),
      name,
      label: `${powerName(owner)} ${name}`.trim(),
      type: typeof type === 'string' && (TYPES as string[]).includes(type) ? (type as BlockType) : null,
      firepower: typeof fp === 'string' && /^[A-D][1-6]$/.test(fp) ? fp : null,
      maxStrength: typeof max === 'number' && max >= 1 && max <= 4 ? max : null,
      cells: { type: r.cells['type'], firepower: r.cells['firepower'], maxStrength: r.cells['maxStrength'] },
    };
  });
}

/** One line describing a preset for the picker: "Inf #1 · infantry C3, max 4" or "… firepower not filled in". */
export function presetSummary(p: RosterPreset): string {
  const parts = [p.type ? TYPE_LABEL[p.type].toLowerCase() : 'type ?', p.firepower ?? 'firepower ?', p.maxStrength ? `max ${p.maxStrength}` : 'max ?'];
  return `${p.name} · ${parts.join(', ')}`;
}

// ---------------------------------------------------------------- blocks

let uidCounter = 0;
export function newUid(): string {
  uidCounter += 1;
  return `b${Date.now().toString(36)}${uidCounter.toString(36)}`;
}

/**
 * A name not yet used in the draft. Numbered names ("Infantry 2") take the first free number;
 * roster names ("France Inf #1") are used as they are, with " (2)" when taken.
 */
export function uniqueName(base: string, draft: BattleDraft, numbered: boolean, except?: string): string {
  const taken = new Set(draft.blocks.filter((b) => b.uid !== except).map((b) => b.name));
  if (!numbered && !taken.has(base)) return base;
  for (let n = numbered ? 1 : 2; n < 999; n++) {
    const name = numbered ? `${base} ${n}` : `${base} (${n})`;
    if (!taken.has(name)) return name;
  }
  return `${base} ${draft.blocks.length + 1}`;
}

function defaultStrength(type: BlockType, max: number): number {
  return type === 'fleet' ? Math.min(2, max) : Math.min(3, max);
}

/** A typed-in block with sensible starting values the user then adjusts. */
export function newBlock(draft: BattleDraft, side: Side, opts: { type?: BlockType; owner?: string } = {}): DraftBlock {
  const type = opts.type ?? (draft.location === 'sea' ? 'fleet' : 'infantry');
  const letter = TYPE_LETTER[type] ?? 'C';
  const number = type === 'fleet' ? 2 : type === 'artillery' ? 3 : 2;
  const owner = opts.owner ?? lastOwner(draft, side);
  const b: DraftBlock = {
    uid: newUid(),
    side,
    name: uniqueName(TYPE_LABEL[type], draft, true),
    type,
    firepower: `${letter}${number}`,
    strength: defaultStrength(type, 4),
    maxStrength: 4,
    reserve: false,
    round1Modifier: 0,
    round1NoFire: false,
  };
  if (owner) b.owner = owner;
  return b;
}

function lastOwner(draft: BattleDraft, side: Side): string | undefined {
  for (let i = draft.blocks.length - 1; i >= 0; i--) {
    const b = draft.blocks[i]!;
    if (b.side === side && b.owner) return b.owner;
  }
  return undefined;
}

/** A block from a roster row: its type, firepower and maximum strength as the data pack has them. */
export function blockFromPreset(p: RosterPreset, side: Side, draft: BattleDraft): DraftBlock {
  const type = p.type ?? (draft.location === 'sea' ? 'fleet' : 'infantry');
  const max = p.maxStrength ?? 4;
  const src: DraftBlock['preset'] = { rowKey: p.key, label: p.label, src: {} };
  src.src.type = p.type ? (p.cells.type?.src ?? 'missing') : 'missing';
  src.src.firepower = p.firepower ? (p.cells.firepower?.src ?? 'missing') : 'missing';
  src.src.maxStrength = p.maxStrength ? (p.cells.maxStrength?.src ?? 'missing') : 'missing';
  return {
    uid: newUid(),
    side,
    name: uniqueName(p.label, draft, false),
    type,
    firepower: p.firepower ?? '',
    strength: max,
    maxStrength: max,
    reserve: false,
    round1Modifier: 0,
    round1NoFire: false,
    owner: p.owner,
    preset: src,
  };
}

/**
 * Applies an edit to a block, keeping it valid (strength within 0/1..max, a fleet fires in the D
 * slots, a reserve has no round-1 effects) and dropping the provenance of preset values the user
 * changed by hand.
 */
export function editBlock(b: DraftBlock, patch: Partial<Omit<DraftBlock, 'uid' | 'preset'>>): DraftBlock {
  const next: DraftBlock = { ...b, ...patch };
  if (b.preset) {
    const src = { ...b.preset.src };
    if (patch.type !== undefined && patch.type !== b.type) delete src.type;
    if (patch.firepower !== undefined && patch.firepower !== b.firepower) delete src.firepower;
    if (patch.maxStrength !== undefined && patch.maxStrength !== b.maxStrength) delete src.maxStrength;
    next.preset = { ...b.preset, src };
  }
  if (patch.type !== undefined && patch.type !== b.type) {
    const letter = TYPE_LETTER[next.type];
    const num = /^[A-D]([1-6])$/.exec(next.firepower)?.[1] ?? (next.type === 'fleet' ? '2' : '2');
    if (next.type === 'fleet') next.firepower = `D${Math.min(Number(num), 3)}`;
    else if (letter && (next.firepower === '' || next.firepower.startsWith('D') || b.type !== 'fortress')) next.firepower = `${letter}${num}`;
    if (next.type === 'fortress') next.reserve = false;
    if (next.type !== 'infantry') next.round1NoFire = false;
  }
  next.maxStrength = clamp(Math.round(next.maxStrength), 1, 4);
  const min = next.type === 'fleet' ? 0 : 1;
  next.strength = clamp(Math.round(next.strength), min, next.maxStrength);
  if (next.reserve) {
    next.round1Modifier = 0;
    next.round1NoFire = false;
  }
  next.round1Modifier = clamp(Math.round(next.round1Modifier), -6, 6);
  return next;
}

function clamp(v: number, lo: number, hi: number): number {
  return Math.max(lo, Math.min(hi, Number.isFinite(v) ? v : lo));
}

// ---------------------------------------------------------------- data notes

export interface FillRow {
  rowKey: string;
  label: string;
  /** Column labels as the data editor shows them. */
  columns: string[];
}

export interface DataNotes {
  /** Some preset value in use was entered by the group. */
  group: boolean;
  /** Some preset value in use is unverified. */
  unverified: boolean;
  /** Roster rows whose values are missing (and were not typed in here). */
  fill: FillRow[];
}

const COLUMN_LABEL: Record<PresetColumn, string> = { type: 'type', firepower: 'firepower', maxStrength: 'max strength' };

export function dataNotes(draft: BattleDraft): DataNotes {
  const used: CellSource[] = [];
  const fill = new Map<string, FillRow>();
  for (const b of draft.blocks) {
    if (!b.preset) continue;
    for (const col of ['type', 'firepower', 'maxStrength'] as const) {
      const src = b.preset.src[col];
      if (!src) continue;
      if (src === 'missing') {
        const row = fill.get(b.preset.rowKey) ?? { rowKey: b.preset.rowKey, label: b.preset.label, columns: [] };
        if (!row.columns.includes(COLUMN_LABEL[col])) row.columns.push(COLUMN_LABEL[col]);
        fill.set(b.preset.rowKey, row);
      } else used.push(src);
    }
  }
  return { group: used.includes('group'), unverified: used.includes('unverified'), fill: [...fill.values()] };
}

/** The data badges of a draft, in Alliance's words. */
export function draftBadges(draft: BattleDraft): DataBadgeNotes {
  const n = dataNotes(draft);
  return { group: n.group, unverified: n.unverified, fill: n.fill.length ? { message: fillMessage(n.fill), table: 'blocks', rows: n.fill.map((f) => f.rowKey) } : null };
}

export const DRAFT_BADGE_WORDS: DataBadgeWords = { values: 'roster values', checkAgainst: 'your blocks', setHere: 'on the block here' };

/** "Fill in Block roster: France Inf #1 firepower; Britain Inf #2 firepower, max strength". */
export function fillMessage(fill: FillRow[], tableTitle = 'Block roster'): string {
  return `Fill in ${tableTitle}: ${fill.map((f) => `${f.label} ${f.columns.join(', ')}`).join('; ')}`;
}

// ---------------------------------------------------------------- leader events

/** The blocks an event may go on: the target side's main blocks of the type it names [3.3]. */
export function eventCandidates(draft: BattleDraft, ev: Pick<DraftEvent, 'leader' | 'side'>): DraftBlock[] {
  const def = LEADER_BATTLE_EVENTS[ev.leader];
  const side = eventTargetSide(ev);
  return draft.blocks.filter((b) => b.side === side && b.type === def.blockType && !b.reserve);
}

/**
 * Where each event that is on lands: the block chosen while it still qualifies, else the pre-set one
 * (shared rule: strongest own block, weakest enemy block). Block uid → the leader; events with no
 * block of their type yet land nowhere.
 */
export function eventPlacements(draft: BattleDraft): Map<string, LeaderEventId> {
  const out = new Map<string, LeaderEventId>();
  for (const ev of draft.leaderEvents ?? []) {
    if (!ev.on) continue;
    const cands = eventCandidates(draft, ev).filter((b) => !out.has(b.uid));
    const chosen = cands.find((b) => b.uid === ev.block) ?? defaultEventBlock(cands, ev);
    if (chosen) out.set(chosen.uid, ev.leader);
  }
  return out;
}

/** The offered events merged into a draft: new ones on (pre-set), ones already there kept as the user left them. */
export function withOfferedEvents(draft: BattleDraft, offered: Array<Pick<DraftEvent, 'leader' | 'side' | 'power'>>): BattleDraft {
  const have = (draft.leaderEvents ?? []).map((h) => {
    const o = offered.find((x) => x.leader === h.leader);
    return !h.power && o?.power ? { ...h, power: o.power } : h;
  });
  const add = offered.filter((o) => !have.some((h) => h.leader === o.leader)).map((o): DraftEvent => ({ leader: o.leader, side: o.side, on: true, block: null, ...(o.power ? { power: o.power } : {}) }));
  return add.length || have.some((h, i) => h !== draft.leaderEvents![i]) ? { ...draft, leaderEvents: [...have, ...add] } : draft;
}

// ---------------------------------------------------------------- to the engine's input

export interface DraftInput {
  /** Null when something must be filled in first (see `blockers`). */
  input: AllianceBattleInput | null;
  /** The same without block names: what the odds depend on (renaming a block does not recompute). */
  oddsInput: AllianceBattleInput | null;
  /** Why the battle cannot be computed yet, in plain words. */
  blockers: string[];
  /** Input block id → draft block uid. */
  ids: Record<string, string>;
}

/**
 * The `adc odds` input of a draft. Block ids follow each side's order ("a1", "a2", "d1"…), so a
 * duplicated what-if is the same question. Range checks are the engine's; only what it cannot read
 * at all blocks here.
 */
export function toInput(draft: BattleDraft): DraftInput {
  const blockers: string[] = [];
  const ids: Record<string, string> = {};
  const count = { attacker: 0, defender: 0 };
  const placed = eventPlacements(draft);
  const blocks: BattleBlockInput[] = draft.blocks.map((b) => {
    count[b.side] += 1;
    const id = `${b.side === 'attacker' ? 'a' : 'd'}${count[b.side]}`;
    ids[id] = b.uid;
    if (!/^[A-D][1-6]$/.test(b.firepower)) blockers.push(`${b.name}: choose its firepower (letter and number).`);
    const out: BattleBlockInput = { id, name: b.name, side: b.side, type: b.type, firepower: b.firepower, strength: b.strength, maxStrength: b.maxStrength };
    if (b.reserve) out.reserve = true;
    const ev = placed.get(b.uid);
    const mod = ev ? (LEADER_BATTLE_EVENTS[ev].round1Modifier ?? 0) : b.round1Modifier;
    const noFire = ev ? !!LEADER_BATTLE_EVENTS[ev].round1NoFire : b.round1NoFire;
    if (mod) out.round1Modifier = mod;
    if (noFire) out.round1NoFire = true;
    if (b.owner) out.owner = b.owner;
    return out;
  });
  for (const side of ['attacker', 'defender'] as const) {
    if (!draft.blocks.some((b) => b.side === side)) blockers.push(`Add at least one ${side === 'attacker' ? 'attacking' : 'defending'} block.`);
  }
  if (blockers.length) return { input: null, oddsInput: null, blockers, ids };
  const owners = new Set(draft.blocks.map((b) => b.owner).filter(Boolean));
  const cards = Object.fromEntries(Object.entries(draft.cards ?? {}).filter(([o]) => owners.has(o)));
  const input: AllianceBattleInput = { game: 'alliance', location: draft.location, blocks, policy: cleanPolicy(enginePolicy(draft.policy, ids)) };
  if (Object.keys(cards).length) input.cards = cards;
  // Only events that landed on a block are used (and spent for this Game Turn) [3.3].
  const used = (draft.leaderEvents ?? []).filter((e) => e.on && [...placed.values()].includes(e.leader)).map((e) => ({ leader: e.leader, side: e.side }));
  if (used.length) input.leaderEvents = used;
  const oddsInput: AllianceBattleInput = { ...input, blocks: blocks.map(({ name: _n, ...rest }) => rest) };
  return { input, oddsInput, blockers: [], ids };
}

/**
 * The draft keeps a priority tie-break as block uids (they survive reordering and copies); the engine
 * wants its positional ids. Blocks removed since are dropped; an empty order is the default rule.
 */
export function enginePolicy(p: BattlePolicyInput, ids: Record<string, string>): BattlePolicyInput {
  if (p.tieBreak?.kind !== 'priority') return p;
  const byUid = new Map(Object.entries(ids).map(([id, uid]) => [uid, id]));
  const order = p.tieBreak.order.map((uid) => byUid.get(uid)).filter((id): id is string => id !== undefined);
  return { ...p, tieBreak: order.length ? { kind: 'priority', order } : { kind: 'lowestFirepowerFirst' } };
}

/** Drops empty parts of the policy so the engine sees exactly what the user chose. */
export function cleanPolicy(p: BattlePolicyInput): BattlePolicyInput {
  const out: BattlePolicyInput = {};
  if (p.tieBreak && p.tieBreak.kind !== 'lowestFirepowerFirst') out.tieBreak = p.tieBreak;
  const r: NonNullable<BattlePolicyInput['retreat']> = {};
  if (p.retreat?.attacker && p.retreat.attacker.kind !== 'never') r.attacker = p.retreat.attacker;
  if (p.retreat?.defender && p.retreat.defender.kind !== 'never') r.defender = p.retreat.defender;
  if (r.attacker || r.defender) out.retreat = r;
  if (p.hqExtension && p.hqExtension !== 'never') out.hqExtension = p.hqExtension;
  if (p.pursuit && p.pursuit !== 'never') out.pursuit = p.pursuit;
  const cap: NonNullable<BattlePolicyInput['retreatCapacity']> = {};
  if (p.retreatCapacity?.attacker !== undefined) cap.attacker = p.retreatCapacity.attacker;
  if (p.retreatCapacity?.defender !== undefined) cap.defender = p.retreatCapacity.defender;
  if (cap.attacker !== undefined || cap.defender !== undefined) out.retreatCapacity = cap;
  return out;
}

/** Back from a stored input (a battle already set up) to an editable draft. */
export function draftFromInput(input: Record<string, unknown>, id: string, title: string): BattleDraft {
  const raw = input as Partial<AllianceBattleInput>;
  const blocks: DraftBlock[] = (raw.blocks ?? []).map((b) => {
    const d: DraftBlock = {
      uid: newUid(),
      side: b.side,
      name: b.name ?? b.id,
      type: b.type,
      firepower: b.firepower,
      strength: b.strength,
      maxStrength: b.maxStrength ?? 4,
      reserve: !!b.reserve,
      round1Modifier: b.round1Modifier ?? 0,
      round1NoFire: !!b.round1NoFire,
    };
    if (b.owner) d.owner = b.owner;
    return d;
  });
  const d: BattleDraft = { id, title, location: raw.location ?? 'land', blocks, policy: raw.policy ?? {} };
  if (raw.cards) d.cards = raw.cards;
  if (raw.leaderEvents?.length) {
    // Each event back on the block that carries its effect, which then holds no effect of its own.
    d.leaderEvents = raw.leaderEvents.map((u): DraftEvent => {
      const def = LEADER_BATTLE_EVENTS[u.leader];
      const carrier = eventCandidates(d, u).find((b) => (def.round1NoFire ? b.round1NoFire : b.round1Modifier === def.round1Modifier));
      if (carrier) Object.assign(carrier, { round1Modifier: 0, round1NoFire: false });
      return { leader: u.leader, side: u.side, on: true, block: carrier?.uid ?? null };
    });
  }
  return d;
}

/**
 * "What if?" from a battle being fought: its blocks as they stand now (strength left; eliminated and
 * retreated blocks gone, reserves still held back kept as reserves), as a new what-if for the calculator.
 */
export function whatIfFromFight(input: Record<string, unknown>, blocks: Record<string, { strength: number; status: string; revealed?: boolean }>, id: string, title: string): BattleDraft {
  const raw = (input as Partial<AllianceBattleInput>).blocks ?? [];
  const d = draftFromInput(input, id, title);
  d.blocks = d.blocks
    .map((blk, i) => ({ blk, now: blocks[raw[i]?.id ?? ''] }))
    .filter(({ now }) => !now || (now.status === 'active' && now.strength > 0))
    .map(({ blk, now }) => (now ? { ...blk, strength: now.strength } : blk));
  // A priority order named the fight's block ids, not the copy's: the copy starts from the default tie rule.
  if (d.policy.tieBreak?.kind === 'priority') delete d.policy.tieBreak;
  return d;
}

/** "blocks[2].strength: …" → "France Inf #1: …". */
export function explainError(message: string, field: string | undefined, input: AllianceBattleInput | null): string {
  const m = /^blocks\[(\d+)\](?:\.(\w+))?/.exec(field ?? '');
  let text = message;
  if (field && text.startsWith(`${field}: `)) text = text.slice(field.length + 2);
  if (m && input) {
    const blk = input.blocks[Number(m[1])];
    if (blk) return `${blk.name ?? blk.id}: ${text}`;
  }
  return text.replace(/^blocks: /, '');
}

// ---------------------------------------------------------------- drafts

export function emptyDraft(id: string, title: string, location: BattleLocation = 'land'): BattleDraft {
  return { id, title, location, blocks: [], policy: {} };
}

const LETTER_TITLES = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A copy of a what-if for comparison, named after the first free letter ("Battle B"). */
export function duplicateDraft(d: BattleDraft, all: BattleDraft[]): BattleDraft {
  const titles = new Set(all.map((x) => x.title));
  let title = `${d.title} (copy)`;
  for (const ch of LETTER_TITLES) {
    if (!titles.has(`Battle ${ch}`)) {
      title = `Battle ${ch}`;
      break;
    }
  }
  const uids = new Map(d.blocks.map((b) => [b.uid, newUid()]));
  const policy = JSON.parse(JSON.stringify(d.policy)) as BattlePolicyInput;
  // The copy's priority order names the copy's blocks.
  if (policy.tieBreak?.kind === 'priority') policy.tieBreak.order = policy.tieBreak.order.map((u) => uids.get(u)).filter((u): u is string => u !== undefined);
  return {
    ...d,
    id: newUid(),
    title,
    blocks: d.blocks.map((b) => ({ ...b, uid: uids.get(b.uid)!, ...(b.preset ? { preset: { ...b.preset, src: { ...b.preset.src } } } : {}) })),
    policy,
  };
}

// ---------------------------------------------------------------- policy names

export function retreatShort(r: RetreatRule | undefined): string {
  switch (r?.kind ?? 'never') {
    case 'withdrawAtRound':
      return `withdraw from round ${(r as { round: number }).round}`;
    case 'strengthRatio':
      return `when below ${(r as { ratio: number }).ratio}× the enemy`;
    case 'blockStrengthAtMost':
      return `blocks at strength ${(r as { strength: number }).strength} or less`;
    default:
      return 'never';
  }
}

/** Short names of the policies in force, for the summary line. */
export function policySummary(p: BattlePolicyInput): string[] {
  const tie = p.tieBreak?.kind === 'inputOrder' ? 'first listed' : p.tieBreak?.kind === 'priority' ? 'priority order' : 'lowest firepower first';
  const ext = p.hqExtension === 'always' ? 'always' : p.hqExtension === 'ifBetter' ? 'when it helps' : 'never';
  const cap = p.retreatCapacity;
  const capText =
    cap?.attacker === undefined && cap?.defender === undefined
      ? 'unlimited'
      : `attacker ${cap?.attacker ?? '∞'}, defender ${cap?.defender ?? '∞'} per round`;
  return [
    `Ties: ${tie}`,
    `Attacker retreats: ${retreatShort(p.retreat?.attacker)}`,
    `Defender retreats: ${retreatShort(p.retreat?.defender)}`,
    `HQ extension: ${ext}`,
    `Pursuit: ${p.pursuit === 'always' ? 'always' : 'never'}`,
    `Retreat capacity: ${capText}`,
  ];
}

// ---------------------------------------------------------------- numbers


export function num(x: number, digits = 1): string {
  return Number.isFinite(x) ? x.toFixed(digits) : '—';
}
