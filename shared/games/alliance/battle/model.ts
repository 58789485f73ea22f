// Alliance battle model: plain, JSON-serialisable types shared by the exact odds engine,
// the step-by-step resolver and the CLI input format (`adc odds FILE`).
// Rule references in [brackets] are rulebook sections; A-nn are the digest's §10 readings.

export type BattleLocation = 'land' | 'coastal' | 'sea';
export type Side = 'attacker' | 'defender';
export type BlockType = 'infantry' | 'cavalry' | 'artillery' | 'hq' | 'fortress' | 'fleet';
export type FireLetter = 'A' | 'B' | 'C' | 'D';
export type BlockStatus = 'active' | 'retreated' | 'eliminated';
/** The Leader cards whose event changes a battle's first round [3.3] (see leader-events.ts). */
export type LeaderEventId = 'napoleon' | 'wellington' | 'selim' | 'alexander' | 'cuesta';

export const LOCATIONS: readonly BattleLocation[] = ['land', 'coastal', 'sea'];
export const SIDES: readonly Side[] = ['attacker', 'defender'];
export const BLOCK_TYPES: readonly BlockType[] = ['infantry', 'cavalry', 'artillery', 'hq', 'fortress', 'fleet'];
export const FIRE_LETTERS: readonly FireLetter[] = ['A', 'B', 'C', 'D'];

/** One block taking part in the battle, as entered by the user. */
export interface BattleBlockInput {
  /** Unique id within the battle (e.g. "fr-napoleon"). */
  id: string;
  /** Display name (optional; defaults to the id). */
  name?: string;
  /** The side the block fights on at the start of the battle. */
  side: Side;
  type: BlockType;
  /** Letter A-D (battle-turn order) + number 1-6 (hits on a d6 roll <= number), e.g. "C3" [2.33]. */
  firepower: string;
  /** Current strength = dice rolled. Armies 1-4, fleets 0-4 [2.31, 8.2]. */
  strength: number;
  /** Maximum strength from the block label (1-4); optional, used for validation only. */
  maxStrength?: number;
  /** Battle reserve [7.23]: no fire, no retreat, no hits in round 1; arrives in round 2. Default false. */
  reserve?: boolean;
  /**
   * Firepower modifier in round 1 only: leader events [3.3] Grand Battery / Bayonet Charge /
   * Cavalry Charge (+1) and Reverse Slope (-1 on the enemy artillery). Default 0.
   */
  round1Modifier?: number;
  /** Selim III "Panic" [3.3]: this infantry does not fire in round 1. Default false. */
  round1NoFire?: boolean;
  /** Controlling player/empire, for multiplayer sides [7.8] and per-empire HQ options [7.6, A-11]. */
  owner?: string;
}

/** How the owner picks among equally strong blocks when a hit must be taken [7.31]. */
export type TieBreakPolicy =
  /** Digest §8 Group B default: lowest firepower number, then the later-firing letter, then a non-fortress, then input order. */
  | { kind: 'lowestFirepowerFirst' }
  /** The tied block listed first in the input takes the hit. */
  | { kind: 'inputOrder' }
  /** The listed block ids take hits first, in this order; unlisted blocks follow by the default rule. */
  | { kind: 'priority'; order: string[] };

/** Voluntary retreat rule for one side's blocks (retreats are only possible from round 2 [7.2]). */
export type RetreatRule =
  | { kind: 'never' }
  /** From round `round` on, each of the side's blocks retreats on its battle turn. */
  | { kind: 'withdrawAtRound'; round: number }
  /** A block retreats on its turn when its side's present strength < ratio x the enemy's present strength. */
  | { kind: 'strengthRatio'; ratio: number }
  /** A block at strength <= `strength` retreats on its turn (12.2 solitaire rule uses 1). */
  | { kind: 'blockStrengthAtMost'; strength: number };

export type HqExtensionPolicy = 'never' | 'always' | 'ifBetter';
export type PursuitPolicy = 'never' | 'always';

/**
 * Blocks that may retreat per round [7.4 "Border Limits apply each round"]. The value is the sum of
 * the border limits of the legal retreat borders; it comes from the map, so it is user input.
 * Absent = unlimited. `byOwner` overrides the side's figure for that owner's blocks (limits apply per player [4.2]).
 */
export interface RetreatCapacity {
  attacker?: number;
  defender?: number;
  byOwner?: Record<string, number>;
}

export interface BattlePolicyInput {
  tieBreak?: TieBreakPolicy;
  /** Keyed by the side the blocks started on. */
  retreat?: { attacker?: RetreatRule; defender?: RetreatRule };
  hqExtension?: HqExtensionPolicy;
  pursuit?: PursuitPolicy;
  retreatCapacity?: RetreatCapacity;
}

/** Fully defaulted policy. */
export interface BattlePolicy {
  tieBreak: TieBreakPolicy;
  retreat: { attacker: RetreatRule; defender: RetreatRule };
  hqExtension: HqExtensionPolicy;
  pursuit: PursuitPolicy;
  retreatCapacity: RetreatCapacity;
}

export const DEFAULT_POLICY: BattlePolicy = {
  tieBreak: { kind: 'lowestFirepowerFirst' },
  retreat: { attacker: { kind: 'never' }, defender: { kind: 'never' } },
  hqExtension: 'never',
  pursuit: 'never',
  retreatCapacity: {},
};

/** The eight battle-turn slots of a round [2.33, 7.21]; "attacker"/"defender" are the current roles. */
export const SLOT_NAMES = [
  'A-defender', 'A-attacker', 'B-defender', 'B-attacker',
  'C-defender', 'C-attacker', 'D-defender', 'D-attacker',
] as const;
export type SlotName = (typeof SLOT_NAMES)[number];

/** Progress of one block during a battle. */
export interface BlockProgress {
  strength: number;
  status: BlockStatus;
  /** Fortress double defence [7.32]: one hit taken, the next hit must land on this fortress. */
  halfHit: boolean;
}

/**
 * A position inside a battle ("odds from here"). All fields are optional in the input; missing
 * fields mean "as at the start of the battle".
 */
export interface BattlePositionInput {
  /** Round about to be fought or being fought (1-based). */
  round?: number;
  /** Slot whose blocks act next. Default: the first slot of the round. */
  slot?: SlotName;
  /** Blocks of `slot` that have already taken their battle turn this round. */
  acted?: string[];
  /** True once the 7.23 battlefield switch has happened (roles are swapped). */
  switched?: boolean;
  /** Current strength / status / half-hit per block id (missing blocks keep their input strength, active). */
  blocks?: Record<string, Partial<BlockProgress>>;
  /** HQ extensions already made per owner group (owner, or "attacker"/"defender" when blocks have no owner). */
  extensions?: Record<string, number>;
  /** Retreats already made this round per capacity group ("attacker", "defender" or an owner listed in byOwner). */
  retreatsThisRound?: Record<string, number>;
}

/** The `adc odds FILE` input for Alliance. */
export interface AllianceBattleInput {
  game: 'alliance';
  location: BattleLocation;
  blocks: BattleBlockInput[];
  policy?: BattlePolicyInput;
  /** Card number played this turn per owner; the higher card settles disputes on a multiplayer side [7.8]. */
  cards?: Record<string, number>;
  /** Leader events used in this battle, each with the side of the player who played the card [3.3]. */
  leaderEvents?: Array<{ leader: LeaderEventId; side: Side }>;
  /** Evaluate from this position instead of the start. */
  position?: BattlePositionInput;
}

/** A validated, fully defaulted block. */
export interface BattleBlock {
  id: string;
  name: string;
  side: Side;
  type: BlockType;
  firepower: string;
  letter: FireLetter;
  fireNumber: number;
  strength: number;
  maxStrength: number;
  reserve: boolean;
  round1Modifier: number;
  round1NoFire: boolean;
  owner?: string;
}

/** A validated battle: what the resolver and the engine work from. Plain JSON. */
export interface BattleSetup {
  game: 'alliance';
  location: BattleLocation;
  blocks: BattleBlock[];
  policy: BattlePolicy;
  cards: Record<string, number>;
  /** Non-fatal notes about unusual input (e.g. a firepower outside the rulebook's ranges). */
  warnings: string[];
}

/** Parses "C3" -> { letter: 'C', number: 3 }; returns null when malformed. */
export function parseFirepower(fp: string): { letter: FireLetter; number: number } | null {
  const m = /^([A-D])([1-6])$/.exec(fp);
  if (!m) return null;
  return { letter: m[1] as FireLetter, number: Number(m[2]) };
}

/** Owner group of a block: its owner, or its starting side when it has none (HQ options are per empire [7.6, A-11]). */
export function ownerGroupOf(b: { owner?: string; side: Side }): string {
  return b.owner ?? b.side;
}

/** Name of a fire-threshold: "hits on 1-3", "never hits". */
export function describeThreshold(t: number): string {
  if (t <= 0) return 'never hits';
  if (t === 1) return 'hits on 1';
  if (t >= 6) return 'hits on 1-6';
  return `hits on 1-${t}`;
}
