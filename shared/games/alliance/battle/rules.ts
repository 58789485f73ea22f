// The battle rules on Work: queries, hits, retreats and advancing through turns and rounds.
// Rule references: [rulebook section], A-nn = digest §10 reading.
import { ADV_PAUSED, ADV_READY, ADV_TERMINAL, BASE_LAST_ROUND, type Compiled, MAX_ROUND, PHASE_PURSUIT, PHASE_ROUND_END, PHASE_TERMINAL, PHASE_TURN, RULE_NEVER, RULE_RATIO, RULE_STRENGTH, RULE_WITHDRAW, ST_ACTIVE, ST_ELIMINATED, ST_RETREATED, Work } from './compile';

// ---------------------------------------------------------------------------------------------
// Queries

export function roleOf(b: Compiled, w: Work, i: number): number {
  return (b.side[i] as number) ^ w.sw;
}

/** Present in the battle right now: active, and not a hidden reserve in round 1 [7.23]. */
export function isPresent(b: Compiled, w: Work, i: number): boolean {
  return w.st[i] === ST_ACTIVE && (w.round >= 2 || b.reserve[i] === 0);
}

/** Blocks acting in slot s (input order). */
export function slotBlocks(b: Compiled, w: Work, s: number): number[] {
  return b.slotList[w.sw * 8 + s] as number[];
}

export function rolePresent(b: Compiled, w: Work, role: number): boolean {
  for (const i of b.bySide[role ^ w.sw] as number[]) if (isPresent(b, w, i)) return true;
  return false;
}

function rolePending(b: Compiled, w: Work, role: number): boolean {
  if (w.round >= 2) return false;
  for (const i of b.bySide[role ^ w.sw] as number[]) if (w.st[i] === ST_ACTIVE && b.reserve[i] === 1) return true;
  return false;
}

export function presentStrength(b: Compiled, w: Work, role: number): number {
  let s = 0;
  for (const i of b.bySide[role ^ w.sw] as number[]) if (isPresent(b, w, i)) s += w.str[i] as number;
  return s;
}

/** Winning role if the battle is over now, else -1 [7.2, 7.23, A-14]. */
export function endCheck(b: Compiled, w: Work): number {
  // One pass: per role, is any block present, and is any reserve still to arrive (round 1)?
  let attPresent = false;
  let attPending = false;
  let defPresent = false;
  let defPending = false;
  const r1 = w.round === 1;
  const { st } = w;
  const { side, reserve } = b;
  for (let i = 0; i < b.n; i++) {
    if (st[i] !== ST_ACTIVE) continue;
    const att = ((side[i] as number) ^ w.sw) === 0;
    if (r1 && reserve[i] === 1) {
      if (att) attPending = true;
      else defPending = true;
    } else if (att) attPresent = true;
    else defPresent = true;
  }
  if (!attPresent && !attPending) return 1;
  if (!defPresent) return defPending ? -1 : 0; // 7.23: the switch happens at the start of round 2
  return -1;
}

/** Round in which blocks of owner group g must retreat while attacking (4, +1 per extension) [7.2, 7.61]. */
export function deadline(w: Work, g: number): number {
  return BASE_LAST_ROUND + (w.ext[g] as number);
}

export function isForcedRetreat(b: Compiled, w: Work, i: number): boolean {
  return roleOf(b, w, i) === 0 && w.round >= deadline(w, b.group[i] as number);
}

export function hasRetreatCapacity(b: Compiled, w: Work, i: number): boolean {
  const c = b.capGroup[i] as number;
  return c < 0 || (w.rc[c] as number) < (b.capLimit[c] as number);
}

export function useRetreatCapacity(b: Compiled, w: Work, i: number): void {
  const c = b.capGroup[i] as number;
  if (c >= 0) w.rc[c] = (w.rc[c] as number) + 1;
}

export function threshold(b: Compiled, w: Work, i: number): number {
  return w.round === 1 ? (b.thrR1[i] as number) : (b.thrLater[i] as number);
}

/** Dice a block rolls when it fires now (0 when it may not fire: Panic in round 1, 0-step fleet). */
export function diceFor(b: Compiled, w: Work, i: number): number {
  if (w.round === 1 && b.noFireR1[i] === 1) return 0;
  return w.str[i] as number;
}

export function isReady(b: Compiled, w: Work, i: number): boolean {
  return w.acted[i] === 0 && isPresent(b, w, i);
}

/** First block of the current slot that has not acted yet, or -1. */
export function nextReady(b: Compiled, w: Work): number {
  for (const i of slotBlocks(b, w, w.slot)) if (isReady(b, w, i)) return i;
  return -1;
}

// ---------------------------------------------------------------------------------------------
// Hits [2.32, 7.31, 7.32, 8.2]

/**
 * The block that must take the next hit on `role`, or -1 when none can (excess hits are forfeit [7.23]).
 * When `ties` is given, it receives all equally strong candidates (length > 1 means the owner chooses).
 */
export function hitTarget(b: Compiled, w: Work, role: number, ties?: number[]): number {
  // Blocks are scanned in tie-break order, so the first block of the highest strength wins a tie.
  const order = b.tieOrder[role ^ w.sw] as Int32Array;
  const { st, str, half } = w;
  const r1 = w.round === 1;
  let best = -1;
  let bestStr = -1;
  for (let j = 0; j < order.length; j++) {
    const i = order[j] as number;
    if (st[i] !== ST_ACTIVE || (r1 && b.reserve[i] === 1)) continue;
    if (half[i] === 1) {
      // The next hit must be taken on a fortress carrying a half-hit [7.32].
      if (ties) {
        ties.length = 0;
        ties.push(i);
      }
      return i;
    }
    const s = str[i] as number;
    if (s > bestStr) {
      best = i;
      bestStr = s;
    }
  }
  if (ties) {
    ties.length = 0;
    if (best >= 0) for (const i of b.bySide[role ^ w.sw] as number[]) if (isPresent(b, w, i) && w.str[i] === bestStr) ties.push(i);
  }
  return best;
}

/** Applies one hit to block i. */
export function hitBlock(b: Compiled, w: Work, i: number): void {
  if (w.half[i] === 1) {
    w.half[i] = 0;
    w.str[i] = (w.str[i] as number) - 1;
    if (w.str[i] === 0) w.st[i] = ST_ELIMINATED;
    return;
  }
  if (b.isFort[i] === 1) {
    w.half[i] = 1; // double defence: the first hit is a half-hit and costs no dice [7.32]
    return;
  }
  const s = w.str[i] as number;
  if (s === 0) {
    w.st[i] = ST_ELIMINATED; // a 0-step fleet needs one hit to be sunk [8.2]
    return;
  }
  w.str[i] = s - 1;
  if (s === 1 && b.isFleet[i] === 0) w.st[i] = ST_ELIMINATED;
}

/** Applies one hit to `role` using the tie policy; false when no block can take it. */
export function applyOneHit(b: Compiled, w: Work, role: number): boolean {
  const t = hitTarget(b, w, role);
  if (t < 0) return false;
  hitBlock(b, w, t);
  return true;
}

/** 7.23 / A-13 step loss of an arriving defending reserve. */
export function reserveStepLoss(b: Compiled, w: Work, i: number): void {
  const s = w.str[i] as number;
  if (s === 0) w.st[i] = ST_ELIMINATED;
  else {
    w.str[i] = s - 1;
    if (s === 1 && b.isFleet[i] === 0) w.st[i] = ST_ELIMINATED;
  }
}

// ---------------------------------------------------------------------------------------------
// Voluntary retreat rules (a policy, not a rule of the game)

export function wantsVoluntaryRetreat(b: Compiled, w: Work, i: number): boolean {
  if (w.round < 2 || b.isFort[i] === 1) return false;
  const sd = b.side[i] as number;
  switch (b.ruleKind[sd]) {
    case RULE_WITHDRAW:
      return w.round >= (b.ruleParam[sd] as number);
    case RULE_STRENGTH:
      return (w.str[i] as number) <= (b.ruleParam[sd] as number);
    case RULE_RATIO: {
      const role = roleOf(b, w, i);
      return presentStrength(b, w, role) < (b.ruleParam[sd] as number) * presentStrength(b, w, 1 - role);
    }
    default:
      return false;
  }
}

/** True when the acting side's decisions depend on the enemy's strength, so a slot is played block by block. */
export function slotNeedsSequentialPlay(b: Compiled, w: Work): boolean {
  if (w.round < 2) return false;
  const role = w.slot & 1 ? 0 : 1;
  return b.ruleKind[role ^ w.sw] === RULE_RATIO;
}

export const ACT_FIRE = 0;
export const ACT_RETREAT = 1;
export const ACT_ELIMINATE = 2;

/** The policy's action for block i on its turn: forced retreat (or elimination), voluntary retreat, or fire. */
export function policyAction(b: Compiled, w: Work, i: number): number {
  if (isForcedRetreat(b, w, i)) {
    // [7.2, 7.4]: the attacker must retreat; a block that cannot (no capacity, or a fortress, A-49) is eliminated.
    return b.isFort[i] === 0 && hasRetreatCapacity(b, w, i) ? ACT_RETREAT : ACT_ELIMINATE;
  }
  if (wantsVoluntaryRetreat(b, w, i) && hasRetreatCapacity(b, w, i)) return ACT_RETREAT;
  return ACT_FIRE;
}

export function doRetreat(b: Compiled, w: Work, i: number): void {
  useRetreatCapacity(b, w, i);
  w.st[i] = ST_RETREATED;
}

// ---------------------------------------------------------------------------------------------
// Advancing between battle turns, rounds and the end of the battle

/** Decisions the rules leave to a player. Return null to pause (the resolver asks the user). */
export interface Decider {
  /**
   * True for the engine: slots in which no block can roll a die (forced or policy retreats,
   * 0-step fleets...) are played inside advance() by the policy. The resolver leaves them to the player.
   */
  autoPlay: boolean;
  /** False when extension is never chosen (lets the engine skip the HQ checks). */
  considersExtension: boolean;
  /** False when pursuit is never chosen. */
  considersPursuit: boolean;
  extend(b: Compiled, w: Work, g: number, hq: number): boolean | null;
  pursue(b: Compiled, w: Work, g: number, hq: number): boolean | null;
}

/** The HQ of group g that could extend now (attacking, present, strength >= 2, deadline next round), or -1. */
export function extensionHQ(b: Compiled, w: Work, g: number): number {
  if (((b.groupSide[g] as number) ^ w.sw) !== 0) return -1; // only the attacking side's HQ
  if (deadline(w, g) !== w.round + 1) return -1;
  let best = -1;
  for (let i = 0; i < b.n; i++) {
    if (b.isHQ[i] === 1 && b.group[i] === g && isPresent(b, w, i) && (w.str[i] as number) >= 2) {
      if (best < 0 || (w.str[i] as number) > (w.str[best] as number)) best = i;
    }
  }
  return best;
}

/** The HQ of group g that could pursue after its side's victory (strength >= 2, still in the region), or -1. */
export function pursuitHQ(b: Compiled, w: Work, g: number): number {
  if (b.groupSide[g] !== w.winner) return -1;
  let best = -1;
  for (let i = 0; i < b.n; i++) {
    if (b.isHQ[i] === 1 && b.group[i] === g && w.st[i] === ST_ACTIVE && (w.str[i] as number) >= 2) {
      if (best < 0 || (w.str[i] as number) > (w.str[best] as number)) best = i;
    }
  }
  return best;
}

/** Marks the battle as won by `role`; half-hits are recovered [7.32]. */
export function finishBattle(b: Compiled, w: Work, role: number): void {
  w.winner = role ^ w.sw;
  w.endRound = w.round;
  w.half.fill(0);
  w.acted.fill(0);
  w.phase = PHASE_PURSUIT;
  w.nextGroup = 0;
}

function startNextRound(b: Compiled, w: Work): void {
  w.round++;
  if (w.round > MAX_ROUND) throw new Error('battle exceeded the maximum number of rounds');
  w.slot = 0;
  w.acted.fill(0);
  w.rc.fill(0);
  w.phase = PHASE_TURN;
  if (w.round === 2 && w.sw === 0) {
    // 7.23: all defenders eliminated in round 1 while defending reserves exist -> the reserves
    // each lose 1 step and become the attackers; the original attackers become the defenders.
    let main = false;
    let reserves = false;
    for (const i of b.bySide[1] as number[]) {
      if (w.st[i] !== ST_ACTIVE) continue;
      if (b.reserve[i] === 1) reserves = true;
      else main = true;
    }
    if (!main && reserves) {
      for (const i of b.bySide[1] as number[]) if (w.st[i] === ST_ACTIVE) reserveStepLoss(b, w, i);
      w.sw = 1;
    }
  }
}

/** Moves w.slot to the next slot with a block ready to act in this round; false at the end of the round. */
function findReadySlot(b: Compiled, w: Work): boolean {
  // In round 1 a side with no block present cannot be hit and (hidden reserves aside) cannot
  // fire, so the rest of the round changes nothing [7.23].
  if (w.round === 1 && (!rolePresent(b, w, 0) || !rolePresent(b, w, 1))) return false;
  const { acted } = w;
  for (let s = w.slot; s < 8; s++) {
    const list = b.slotList[w.sw * 8 + s] as number[];
    if (s !== w.slot) {
      // acted flags are only kept for the current slot
      for (const i of b.slotList[w.sw * 8 + w.slot] as number[]) acted[i] = 0;
      w.slot = s;
    }
    for (let j = 0; j < list.length; j++) {
      const i = list[j] as number;
      if (acted[i] === 0 && isPresent(b, w, i)) return true;
    }
  }
  return false;
}

/** The next slot of this round (after w.slot) with a block ready to act, or -1. */
export function nextSlotAfter(b: Compiled, w: Work): number {
  for (let s = w.slot + 1; s < 8; s++) {
    const list = b.slotList[w.sw * 8 + s] as number[];
    for (let j = 0; j < list.length; j++) if (isPresent(b, w, list[j] as number)) return s;
  }
  return -1;
}

/**
 * Runs the deterministic part of the battle until a block must act (READY), the battle is over
 * (TERMINAL) or a player decision is needed (PAUSED).
 */
export function advance(b: Compiled, w: Work, d: Decider): number {
  for (;;) {
    if (w.phase === PHASE_TERMINAL) return ADV_TERMINAL;
    if (w.phase === PHASE_PURSUIT) {
      while (d.considersPursuit && w.nextGroup < b.G) {
        const g = w.nextGroup;
        const hq = pursuitHQ(b, w, g);
        if (hq >= 0) {
          const c = d.pursue(b, w, g, hq);
          if (c === null) return ADV_PAUSED;
          if (c) w.str[hq] = (w.str[hq] as number) - 1; // [7.62] the HQ spends 1 step
        }
        w.nextGroup++;
      }
      w.phase = PHASE_TERMINAL;
      return ADV_TERMINAL;
    }
    if (w.phase === PHASE_ROUND_END) {
      while (d.considersExtension && w.nextGroup < b.G) {
        const g = w.nextGroup;
        const hq = extensionHQ(b, w, g);
        if (hq >= 0) {
          const c = d.extend(b, w, g, hq);
          if (c === null) return ADV_PAUSED;
          if (c) {
            w.str[hq] = (w.str[hq] as number) - 1; // [7.61]
            w.ext[g] = (w.ext[g] as number) + 1;
          }
        }
        w.nextGroup++;
      }
      startNextRound(b, w);
      continue;
    }
    const e = endCheck(b, w);
    if (e >= 0) {
      finishBattle(b, w, e);
      continue;
    }
    if (findReadySlot(b, w)) {
      if (d.autoPlay && playDeterministicSlot(b, w)) continue;
      return ADV_READY;
    }
    w.phase = PHASE_ROUND_END;
    w.nextGroup = 0;
  }
}

/** Would this block roll at least one die that can hit if it fired now? */
function rollsDice(b: Compiled, w: Work, i: number): boolean {
  return diceFor(b, w, i) > 0 && threshold(b, w, i) > 0;
}

/**
 * Plays the current slot when no block in it rolls dice under the policy (all retreat, are
 * eliminated for want of a retreat, or have nothing to roll). Returns false, leaving w unchanged,
 * when some block would roll dice (or when a voluntary retreat competes for limited capacity).
 */
function playDeterministicSlot(b: Compiled, w: Work): boolean {
  const list = b.slotList[w.sw * 8 + w.slot] as number[];
  if (slotNeedsSequentialPlay(b, w)) {
    const i = nextReady(b, w);
    if (i < 0) return false;
    const a = policyAction(b, w, i);
    if (a === ACT_FIRE && rollsDice(b, w, i)) return false;
    w.acted[i] = 1;
    if (a === ACT_RETREAT) doRetreat(b, w, i);
    else if (a === ACT_ELIMINATE) w.st[i] = ST_ELIMINATED;
    return true;
  }
  for (let j = 0; j < list.length; j++) {
    const i = list[j] as number;
    if (!isReady(b, w, i)) continue;
    const a = policyAction(b, w, i);
    if (a === ACT_FIRE && rollsDice(b, w, i)) return false;
    if (a === ACT_RETREAT && !isForcedRetreat(b, w, i) && (b.capGroup[i] as number) >= 0) return false;
  }
  for (let j = 0; j < list.length; j++) {
    const i = list[j] as number;
    if (!isReady(b, w, i)) continue;
    const a = policyAction(b, w, i);
    w.acted[i] = 1;
    if (a === ACT_RETREAT) doRetreat(b, w, i);
    else if (a === ACT_ELIMINATE) w.st[i] = ST_ELIMINATED;
  }
  return true;
}

/**
 * True when slot s of the current round might be played without dice (then the fast key path
 * must not be used, since advance() would play it): forced retreats, a voluntary-retreat rule, or
 * blocks that may have nothing to roll.
 */
export function maybeDeterministic(b: Compiled, w: Work, s: number, round: number): boolean {
  const role = s & 1 ? 0 : 1;
  const side = role ^ w.sw;
  if (round >= 2 && b.ruleKind[side] !== RULE_NEVER) return true;
  // Blocks that may have nothing to roll (fleets, a firepower of 0, Panic in round 1).
  if (b.staticDet[(round === 1 ? 16 : 0) + w.sw * 8 + s] === 1) return true;
  if (role === 0 && round >= BASE_LAST_ROUND) {
    const list = b.slotList[w.sw * 8 + s] as number[];
    for (let j = 0; j < list.length; j++) {
      const i = list[j] as number;
      if (round >= BASE_LAST_ROUND + (w.ext[b.group[i] as number] as number)) return true;
    }
  }
  return false;
}
