// Step-by-step Alliance battle resolver: pure functions over plain JSON state, for the campaign
// log. Each call takes (setup, state, action) and returns the new state, a human-readable log and
// the next pending decision. Deterministic steps (forced retreats in the attacker's last round,
// round changes, the reserve reveal, the 7.23 switch, the end of the battle) are applied
// automatically; every point where the rules give a player a choice is returned as a decision.
import {
  ACT_RETREAT, ADV_READY, PHASE_PURSUIT, PHASE_ROUND_END, PHASE_TERMINAL, ST_ACTIVE,
  ST_ELIMINATED, ST_RETREATED, Work,
  advance, blockProgress, compile, diceFor, doRetreat, extensionHQ,
  hasRetreatCapacity, hitBlock, hitTarget, isForcedRetreat, isReady, nextReady, policyAction, pursuitHQ,
  sideName, slotBlocks, threshold, workFromPosition,
  type Compiled, type Decider,
} from './core';
import { blockLabel } from './describe';
import { AllianceInputError, BattleActionError } from './errors';
import {
  SLOT_NAMES, describeThreshold,
  type BattlePositionInput, type BattleSetup, type BlockProgress, type Side, type SlotName,
} from './model';
import { parseAllianceBattleInput } from './schema';

/** Plain-JSON battle state (store it in the campaign log after every step). */
export interface BattleState {
  round: number;
  slot: SlotName;
  /** Blocks of `slot` that have already taken their battle turn this round. */
  acted: string[];
  switched: boolean;
  blocks: Record<string, BlockProgress>;
  extensions: Record<string, number>;
  retreatsThisRound: Record<string, number>;
  phase: 'turn' | 'hits' | 'extend' | 'pursue' | 'finished';
  /** Phase 'hits': hits still to be placed on `side` (the original side being hit), fired by `by`. */
  hits?: { side: Side; remaining: number; by: string };
  /** Phase 'extend' / 'pursue': the owner group being asked. */
  decisionGroup?: string;
  /** Set once the battle is decided (phases 'pursue' and 'finished'). */
  outcome?: BattleOutcome;
  /** Number of actions applied so far. */
  step: number;
}

export interface BattleOutcome {
  /** The original side whose blocks hold the location. */
  holds: Side;
  endRound: number;
  switched: boolean;
  eliminated: string[];
  retreated: string[];
  hqLost: string[];
}

export type TurnOption = 'fire' | 'retreat' | 'pass';

export type PendingDecision =
  | {
      kind: 'turn';
      blockId: string;
      round: number;
      slot: SlotName;
      options: TurnOption[];
      /** Dice to roll if the block fires (its strength; 0 for a 0-step fleet). */
      dice: number;
      /** Highest face that hits (after modifiers). */
      threshold: number;
      /** Who decides: the block's owner, or its side when it has none. */
      decidedBy: string;
      prompt: string;
    }
  | {
      kind: 'assignHit';
      /** Original side taking the hit. */
      side: Side;
      /** Equally strong blocks; the owner picks one [7.31]. */
      candidates: string[];
      hitsRemaining: number;
      /** The owner, or on a multiplayer side the owner with the higher card [7.8]. */
      decidedBy: string;
      prompt: string;
    }
  | { kind: 'extend'; group: string; hqId: string; round: number; decidedBy: string; prompt: string }
  | { kind: 'pursue'; group: string; hqId: string; decidedBy: string; prompt: string }
  | { kind: 'finished'; outcome: BattleOutcome; prompt: string };

export type BattleAction =
  | { type: 'fire'; blockId: string; dice: number[] }
  | { type: 'retreat'; blockId: string }
  | { type: 'pass'; blockId: string }
  | { type: 'assignHit'; blockId: string }
  | { type: 'extend'; group: string; extend: boolean }
  | { type: 'pursue'; group: string; pursue: boolean };

export interface StepResult {
  state: BattleState;
  pending: PendingDecision;
  /** What happened, in order, in plain words. */
  log: string[];
}

/** What the table must roll: same shape as the campaign engine's dice requests. */
export interface DiceRequest {
  purpose: string;
  count: number;
  sides: 6;
}

export interface ApplyOptions {
  /** Resolve ties among equally strong blocks with the setup's tie-break policy instead of asking. */
  autoTies?: boolean;
}

const compiledCache = new WeakMap<BattleSetup, Compiled>();
function compiled(setup: BattleSetup): Compiled {
  let b = compiledCache.get(setup);
  if (!b) {
    b = compile(setup);
    compiledCache.set(setup, b);
  }
  return b;
}

/** Decider that pauses on every choice (the resolver asks). */
const askingDecider: Decider = {
  autoPlay: false,
  considersExtension: true,
  considersPursuit: true,
  extend: () => null,
  pursue: () => null,
};

// ---------------------------------------------------------------------------------------------
// JSON <-> Work

function label(b: Compiled, w: Work, i: number): string {
  return blockLabel(b.setup.blocks[i] as BattleSetup['blocks'][number], w.str[i] as number);
}

function idOf(b: Compiled, i: number): string {
  return b.ids[i] as string;
}

function outcomeOf(b: Compiled, w: Work): BattleOutcome {
  const eliminated: string[] = [];
  const retreated: string[] = [];
  const hqLost: string[] = [];
  for (let i = 0; i < b.n; i++) {
    if (w.st[i] === ST_ELIMINATED) {
      eliminated.push(idOf(b, i));
      if (b.isHQ[i] === 1) hqLost.push(idOf(b, i));
    } else if (w.st[i] === ST_RETREATED) retreated.push(idOf(b, i));
  }
  return { holds: sideName(w.winner), endRound: w.endRound, switched: w.sw === 1, eliminated, retreated, hqLost };
}

function stateOf(b: Compiled, w: Work, extra: { hits?: BattleState['hits']; step: number }): BattleState {
  const acted: string[] = [];
  for (const i of slotBlocks(b, w, w.slot)) if (w.acted[i] === 1) acted.push(idOf(b, i));
  const extensions: Record<string, number> = {};
  b.groupKeys.forEach((k, g) => {
    if ((w.ext[g] as number) > 0) extensions[k] = w.ext[g] as number;
  });
  const retreatsThisRound: Record<string, number> = {};
  b.capKeys.forEach((k, c) => {
    if ((w.rc[c] as number) > 0) retreatsThisRound[k] = w.rc[c] as number;
  });
  const st: BattleState = {
    round: w.round,
    slot: SLOT_NAMES[w.slot] as SlotName,
    acted,
    switched: w.sw === 1,
    blocks: blockProgress(b, w),
    extensions,
    retreatsThisRound,
    phase: 'turn',
    step: extra.step,
  };
  if (extra.hits) {
    st.phase = 'hits';
    st.hits = extra.hits;
  } else if (w.phase === PHASE_ROUND_END) {
    st.phase = 'extend';
    st.decisionGroup = b.groupKeys[w.nextGroup] as string;
  } else if (w.phase === PHASE_PURSUIT) {
    st.phase = 'pursue';
    st.decisionGroup = b.groupKeys[w.nextGroup] as string;
    st.outcome = outcomeOf(b, w);
  } else if (w.phase === PHASE_TERMINAL) {
    st.phase = 'finished';
    st.outcome = outcomeOf(b, w);
  }
  return st;
}

/** Rebuilds the internal Work of a state (validating it). */
export function workFromState(b: Compiled, state: BattleState | BattlePositionInput): { w: Work; hits?: BattleState['hits'] } {
  const w = workFromPosition(b, state, 'state');
  const s = state as Partial<BattleState>;
  const groupIndex = (): number => {
    const g = b.groupKeys.indexOf(s.decisionGroup ?? '');
    if (g < 0) throw new AllianceInputError('state.decisionGroup', `unknown owner group "${s.decisionGroup ?? ''}"`);
    return g;
  };
  switch (s.phase) {
    case undefined:
    case 'turn':
      return { w };
    case 'hits': {
      if (!s.hits || !(s.hits.remaining > 0)) throw new AllianceInputError('state.hits', 'phase "hits" needs hits.remaining > 0');
      return { w, hits: s.hits };
    }
    case 'extend':
      w.phase = PHASE_ROUND_END;
      w.nextGroup = groupIndex();
      return { w };
    case 'pursue':
    case 'finished': {
      if (!s.outcome) throw new AllianceInputError('state.outcome', `phase "${s.phase}" needs the outcome`);
      w.winner = s.outcome.holds === 'attacker' ? 0 : 1;
      w.endRound = s.outcome.endRound;
      w.half.fill(0);
      w.acted.fill(0);
      if (s.phase === 'pursue') {
        w.phase = PHASE_PURSUIT;
        w.nextGroup = groupIndex();
      } else w.phase = PHASE_TERMINAL;
      return { w };
    }
    default:
      throw new AllianceInputError('state.phase', `unknown phase "${String(s.phase)}"`);
  }
}

// ---------------------------------------------------------------------------------------------
// Deterministic progress with a log

/** An owner or group id as the log names it: "britain" reads "Britain", "france / britain (…)" "France / Britain (…)". */
function ownerText(id: string): string {
  return id.replace(/(^|\/ )([a-z])/g, (_m, pre: string, c: string) => pre + c.toUpperCase());
}

function decidedByOf(b: Compiled, i: number): string {
  return b.setup.blocks[i]?.owner ?? sideName(b.side[i] as number);
}

/** Runs the automatic steps until a player decision or the end, logging what happened. */
function progress(b: Compiled, w: Work, log: string[]): void {
  for (;;) {
    const before = { round: w.round, sw: w.sw, winner: w.winner, str: Uint8Array.from(w.str), st: Uint8Array.from(w.st) };
    const r = advance(b, w, askingDecider);
    if (w.round !== before.round) {
      log.push(`Round ${w.round} begins.`);
      if (w.round === 2 && before.round === 1) {
        const res: string[] = [];
        for (let i = 0; i < b.n; i++) if (b.reserve[i] === 1 && before.st[i] === ST_ACTIVE) res.push(blockLabel(b.setup.blocks[i] as BattleSetup['blocks'][number], before.str[i] as number));
        if (res.length) log.push(`Reserves revealed and now fighting: ${res.join(', ')} [7.2, 7.23].`);
      }
      if (w.sw !== before.sw) {
        const parts: string[] = [];
        for (const i of b.bySide[1] as number[]) {
          if (b.reserve[i] !== 1 || before.st[i] !== ST_ACTIVE) continue;
          const name = b.setup.blocks[i]?.name ?? idOf(b, i);
          parts.push(w.st[i] === ST_ELIMINATED ? `${name} eliminated` : `${name} ${before.str[i]}→${w.str[i]}`);
        }
        log.push(
          `7.23: all defenders were eliminated in round 1, so battlefield control switches. The defending reserves each lose 1 step (${parts.join(', ')}) and become the attackers; the original attackers now defend.`,
        );
      }
    }
    if (before.winner < 0 && w.winner >= 0) {
      log.push(`Battle over in round ${w.endRound}: the ${sideName(w.winner)}'s blocks hold the location. Any fortress half-hit is recovered [7.32].`);
    }
    if (r !== ADV_READY) return;
    // READY: forced retreats of the slot happen first; blocks that can do nothing pass.
    let changed = false;
    for (const i of slotBlocks(b, w, w.slot)) {
      if (!isReady(b, w, i)) continue;
      if (isForcedRetreat(b, w, i)) {
        w.acted[i] = 1;
        changed = true;
        if (b.isFort[i] === 0 && hasRetreatCapacity(b, w, i)) {
          doRetreat(b, w, i);
          log.push(`Round ${w.round}: ${label(b, w, i)} must retreat on its battle turn (the attacker's last round) [7.2, 7.4].`);
        } else {
          w.st[i] = ST_ELIMINATED;
          log.push(
            `Round ${w.round}: ${label(b, w, i)} must retreat but ${b.isFort[i] === 1 ? 'a fortress cannot retreat' : 'no retreat capacity is left this round'}, so it is eliminated [7.4].`,
          );
        }
      } else if (w.round === 1 && b.noFireR1[i] === 1) {
        w.acted[i] = 1;
        changed = true;
        log.push(`Round 1: ${label(b, w, i)} does not fire (Panic) [3.3].`);
      } else if (w.round === 1 && diceFor(b, w, i) === 0) {
        w.acted[i] = 1;
        changed = true;
        log.push(`Round 1: ${label(b, w, i)} has no dice and cannot retreat in round 1, so it passes.`);
      }
    }
    if (!changed) return;
  }
}

function pendingOf(b: Compiled, w: Work, hits: BattleState['hits'] | undefined): PendingDecision {
  if (hits) {
    const sd = hits.side === 'attacker' ? 0 : 1;
    const ties: number[] = [];
    hitTarget(b, w, sd ^ w.sw, ties);
    const candidates = ties.map((i) => idOf(b, i));
    return {
      kind: 'assignHit',
      side: hits.side,
      candidates,
      hitsRemaining: hits.remaining,
      decidedBy: tieDecider(b, ties),
      prompt: `${hits.remaining} hit(s) to place on the ${hits.side}: choose which of the equally strong blocks ${ties.map((i) => label(b, w, i)).join(', ')} loses a step [7.31].`,
    };
  }
  if (w.phase === PHASE_TERMINAL) {
    const outcome = outcomeOf(b, w);
    return { kind: 'finished', outcome, prompt: `The battle is over: the ${outcome.holds} holds the location.` };
  }
  if (w.phase === PHASE_ROUND_END) {
    const g = w.nextGroup;
    const hq = extensionHQ(b, w, g);
    return {
      kind: 'extend',
      group: b.groupKeys[g] as string,
      hqId: idOf(b, hq),
      round: w.round,
      decidedBy: b.groupKeys[g] as string,
      prompt: `End of round ${w.round}: ${label(b, w, hq)} may spend 1 step to extend the battle, so its blocks fire in round ${w.round + 1} instead of retreating [7.61].`,
    };
  }
  if (w.phase === PHASE_PURSUIT) {
    const g = w.nextGroup;
    const hq = pursuitHQ(b, w, g);
    return {
      kind: 'pursue',
      group: b.groupKeys[g] as string,
      hqId: idOf(b, hq),
      decidedBy: b.groupKeys[g] as string,
      prompt: `${label(b, w, hq)} may spend 1 step to pursue: attack 1 adjacent enemy-occupied region or reinforce 1 adjacent pending battle as reserves, resolved immediately [7.62].`,
    };
  }
  const i = nextReady(b, w);
  if (i < 0) throw new Error('resolver: no block ready');
  const options: TurnOption[] = ['fire'];
  if (w.round >= 2 && b.isFort[i] === 0 && hasRetreatCapacity(b, w, i)) options.push('retreat');
  options.push('pass');
  const dice = diceFor(b, w, i);
  const t = threshold(b, w, i);
  return {
    kind: 'turn',
    blockId: idOf(b, i),
    round: w.round,
    slot: SLOT_NAMES[w.slot] as SlotName,
    options,
    dice,
    threshold: t,
    decidedBy: decidedByOf(b, i),
    prompt: `Round ${w.round}, ${SLOT_NAMES[w.slot]}: ${label(b, w, i)} may ${options.join(' / ')}; firing rolls ${dice} d6, ${describeThreshold(t)}.`,
  };
}

function tieDecider(b: Compiled, ties: number[]): string {
  const owners = [...new Set(ties.map((i) => decidedByOf(b, i)))];
  if (owners.length <= 1) return owners[0] ?? '';
  // Tied blocks of different players on one side: the higher card played this turn decides [7.8].
  let best = owners[0] as string;
  let bestCard = -1;
  for (const o of owners) {
    const c = b.setup.cards[o] ?? -1;
    if (c > bestCard) {
      best = o;
      bestCard = c;
    }
  }
  return bestCard < 0 ? owners.join(' / ') + ' (higher card decides [7.8])' : best;
}

/** Places hits one at a time; stops at a tie unless autoTies. Returns the hits still to place. */
function placeHits(b: Compiled, w: Work, side: number, count: number, autoTies: boolean, log: string[]): number {
  const role = side ^ w.sw;
  const ties: number[] = [];
  let left = count;
  while (left > 0) {
    const t = hitTarget(b, w, role, ties);
    if (t < 0) {
      log.push(`${left} excess hit(s) forfeit: no ${sideName(side)} block can take them [7.23].`);
      return 0;
    }
    if (ties.length > 1 && !autoTies) return left;
    hitLog(b, w, t, log);
    left--;
  }
  return 0;
}

function hitLog(b: Compiled, w: Work, i: number, log: string[]): void {
  const name = b.setup.blocks[i]?.name ?? idOf(b, i);
  const before = w.str[i] as number;
  const hadHalf = w.half[i] === 1;
  hitBlock(b, w, i);
  if (w.half[i] === 1) log.push(`Hit on ${name}: half-hit (fortress double defence, no step lost yet) [7.32].`);
  else if (w.st[i] === ST_ELIMINATED) log.push(`Hit on ${name}: eliminated${hadHalf ? ' (second hit after a half-hit)' : ''}.`);
  else log.push(`Hit on ${name}: ${before}→${w.str[i]}${hadHalf ? ' (second hit after a half-hit)' : ''}.`);
}

// ---------------------------------------------------------------------------------------------
// Public API

/** Starts a battle from a validated setup (optionally from a mid-battle position). */
export function startBattle(setup: BattleSetup, position?: BattlePositionInput): StepResult {
  const b = compiled(setup);
  const w = workFromPosition(b, position);
  const log: string[] = [];
  if (!position) log.push('Round 1 begins. Reserves are hidden: they do not fire, retreat or take hits in round 1 [7.23].');
  progress(b, w, log);
  return { state: stateOf(b, w, { step: 0 }), pending: pendingOf(b, w, undefined), log };
}

/** Validates the `adc odds`-style JSON and starts the battle. Throws AllianceInputError. */
export function createBattle(input: unknown): StepResult & { setup: BattleSetup } {
  const { setup, position } = parseAllianceBattleInput(input);
  return { setup, ...startBattle(setup, position) };
}

/** The decision the battle is waiting for. */
export function pendingDecision(setup: BattleSetup, state: BattleState): PendingDecision {
  const b = compiled(setup);
  const { w, hits } = workFromState(b, state);
  return pendingOf(b, w, hits);
}

/** For a pending 'turn': the dice to roll if the block fires. */
export function diceNeeded(setup: BattleSetup, state: BattleState): DiceRequest | null {
  const p = pendingDecision(setup, state);
  if (p.kind !== 'turn') return null;
  const blk = setup.blocks.find((x) => x.id === p.blockId);
  return { purpose: `${blk?.name ?? p.blockId} fires (${describeThreshold(p.threshold)})`, count: p.dice, sides: 6 };
}

/** Checks dice entered at the table: right count, integer faces 1-6. Returns a clean copy. */
export function validateFaces(count: number, faces: unknown, field = 'dice'): number[] {
  if (!Array.isArray(faces)) throw new BattleActionError(field, `expected a list of ${count} die face(s)`);
  if (faces.length !== count) throw new BattleActionError(field, `expected ${count} d6, got ${faces.length}`);
  faces.forEach((f, j) => {
    if (typeof f !== 'number' || !Number.isInteger(f) || f < 1 || f > 6) {
      throw new BattleActionError(`${field}[${j}]`, `${JSON.stringify(f)} is not a face of a d6 (1-6)`);
    }
  });
  return [...(faces as number[])];
}

/** Applies one player action and runs the automatic steps that follow. Throws BattleActionError. */
export function applyAction(setup: BattleSetup, state: BattleState, action: BattleAction, options: ApplyOptions = {}): StepResult {
  const b = compiled(setup);
  const { w, hits } = workFromState(b, state);
  const log: string[] = [];
  const pending = pendingOf(b, w, hits);
  const autoTies = options.autoTies ?? false;
  let newHits: BattleState['hits'] | undefined;
  const mismatch = (what: string): never => {
    throw new BattleActionError('type', `expected ${what}, the battle is waiting for: ${pending.prompt}`);
  };

  switch (action.type) {
    case 'fire':
    case 'retreat':
    case 'pass': {
      if (pending.kind !== 'turn') mismatch(`a "${pending.kind}" action`);
      if (pending.kind !== 'turn') break;
      if (action.blockId !== pending.blockId) {
        throw new BattleActionError('blockId', `it is ${pending.blockId}'s battle turn, not ${action.blockId}'s`);
      }
      if (!pending.options.includes(action.type)) {
        throw new BattleActionError('type', `${pending.blockId} cannot ${action.type} now (options: ${pending.options.join(', ')})`);
      }
      const i = b.index.get(action.blockId) as number;
      const where = `Round ${w.round}, ${SLOT_NAMES[w.slot]}`;
      w.acted[i] = 1;
      if (action.type === 'pass') log.push(`${where}: ${label(b, w, i)} passes.`);
      else if (action.type === 'retreat') {
        doRetreat(b, w, i);
        log.push(`${where}: ${label(b, w, i)} retreats [7.4].`);
      } else {
        const faces = validateFaces(pending.dice, action.dice);
        const t = pending.threshold;
        const count = faces.filter((f) => f <= t).length;
        const target = 1 - (b.side[i] as number);
        log.push(
          `${where}: ${label(b, w, i)} fires ${faces.length} ${faces.length === 1 ? 'die' : 'dice'} [${faces.join(', ')}]: ${count} ${count === 1 ? 'hit' : 'hits'} (${describeThreshold(t)}).`,
        );
        const left = placeHits(b, w, target, count, autoTies, log);
        if (left > 0) newHits = { side: sideName(target), remaining: left, by: action.blockId };
      }
      break;
    }
    case 'assignHit': {
      if (pending.kind !== 'assignHit' || !hits) {
        mismatch(`a "${pending.kind}" action`);
        break;
      }
      if (!pending.candidates.includes(action.blockId)) {
        throw new BattleActionError('blockId', `the hit must go on one of the equally strong blocks: ${pending.candidates.join(', ')}`);
      }
      const i = b.index.get(action.blockId) as number;
      log.push(`${ownerText(pending.decidedBy)} assigns the hit to ${label(b, w, i)}.`);
      hitLog(b, w, i, log);
      const side = hits.side === 'attacker' ? 0 : 1;
      const left = placeHits(b, w, side, hits.remaining - 1, autoTies, log);
      if (left > 0) newHits = { side: hits.side, remaining: left, by: hits.by };
      break;
    }
    case 'extend': {
      if (pending.kind !== 'extend') {
        mismatch(`a "${pending.kind}" action`);
        break;
      }
      if (action.group !== pending.group) throw new BattleActionError('group', `the decision is for ${pending.group}`);
      const g = w.nextGroup;
      if (action.extend) {
        const hq = b.index.get(pending.hqId) as number;
        w.str[hq] = (w.str[hq] as number) - 1;
        w.ext[g] = (w.ext[g] as number) + 1;
        log.push(`${label(b, w, hq)} spends 1 step to extend the battle: ${ownerText(pending.group)}'s attacking blocks fire in round ${w.round + 1} and must retreat in round ${w.round + 2} unless extended again [7.61].`);
      } else log.push(`${ownerText(pending.group)} does not extend the battle.`);
      w.nextGroup++;
      break;
    }
    case 'pursue': {
      if (pending.kind !== 'pursue') {
        mismatch(`a "${pending.kind}" action`);
        break;
      }
      if (action.group !== pending.group) throw new BattleActionError('group', `the decision is for ${pending.group}`);
      if (action.pursue) {
        const hq = b.index.get(pending.hqId) as number;
        w.str[hq] = (w.str[hq] as number) - 1;
        log.push(`${label(b, w, hq)} spends 1 step to pursue [7.62]: resolve the pursuit battle immediately.`);
      } else log.push(`${ownerText(pending.group)} does not pursue.`);
      w.nextGroup++;
      break;
    }
    default:
      throw new BattleActionError('type', `unknown action type "${(action as { type?: unknown }).type as string}"`);
  }
  if (!newHits) progress(b, w, log);
  return { state: stateOf(b, w, { hits: newHits, step: state.step + 1 }), pending: pendingOf(b, w, newHits), log };
}

/**
 * The action the setup's policy would take for the pending decision (dice come from roll(), which
 * must return faces 1-6). Lets an app auto-play a battle; tests use it to replay the exact engine's
 * assumptions step by step.
 */
export function policyChoice(setup: BattleSetup, state: BattleState, roll: () => number): BattleAction | null {
  const b = compiled(setup);
  const { w, hits } = workFromState(b, state);
  const p = pendingOf(b, w, hits);
  switch (p.kind) {
    case 'finished':
      return null;
    case 'assignHit': {
      const sd = p.side === 'attacker' ? 0 : 1;
      const t = hitTarget(b, w, sd ^ w.sw);
      return { type: 'assignHit', blockId: idOf(b, t) };
    }
    case 'extend': {
      const pol = setup.policy.hqExtension;
      if (pol === 'ifBetter') throw new BattleActionError('policy.hqExtension', 'policyChoice cannot decide "ifBetter" (use the odds engine)');
      return { type: 'extend', group: p.group, extend: pol === 'always' };
    }
    case 'pursue':
      return { type: 'pursue', group: p.group, pursue: setup.policy.pursuit === 'always' };
    case 'turn': {
      const i = b.index.get(p.blockId) as number;
      if (policyAction(b, w, i) === ACT_RETREAT && p.options.includes('retreat')) return { type: 'retreat', blockId: p.blockId };
      const dice: number[] = [];
      for (let d = 0; d < p.dice; d++) dice.push(roll());
      return { type: 'fire', blockId: p.blockId, dice };
    }
  }
}

