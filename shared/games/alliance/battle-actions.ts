// Battles fought inside a campaign: the set-up and every step are log entries, so a battle can be
// undone step by step and replays with its own dice. The rules are the battle resolver's.
import { z } from 'zod';
import type { ActionDef } from '../../engine/types';
import {
  applyAction, diceNeeded, parseAllianceBattleInput, pendingDecision, startBattle,
  type AllianceBattleInput, type BattleAction, type BattleSetup, type BattleState, type PendingDecision,
} from './battle';
import { eventsRefusal } from './battle-events';
import { POWERS } from './data';
import { currentChooser, nextChooser, type AllianceState, type BattleRecord } from './state';

type Def<P> = ActionDef<AllianceState, P>;
const name = (id: string) => POWERS.find((p) => p.id === id)?.name ?? id;

export interface BattleFight {
  /** The battle as entered (the `adc odds` JSON), kept so the setup can be rebuilt on any machine. */
  input: Record<string, unknown>;
  state: BattleState;
  /** What the last step did, in plain words. */
  lastLog: string[];
  /** The dice of the last step, when it fired: shown large for the table [2.33]. */
  lastRoll?: { blockId: string; faces: number[]; threshold: number; source: 'app' | 'table' };
}

const setupCache = new WeakMap<object, BattleSetup>();
export function fightSetup(f: BattleFight): BattleSetup {
  let s = setupCache.get(f.input);
  if (!s) {
    s = parseAllianceBattleInput(f.input).setup;
    setupCache.set(f.input, s);
  }
  return s;
}

export function fightPending(f: BattleFight): PendingDecision {
  return pendingDecision(fightSetup(f), f.state);
}

function fightOf(b: BattleRecord | undefined): BattleFight | undefined {
  return (b as (BattleRecord & { fight?: BattleFight }) | undefined)?.fight;
}

function withBattle(s: AllianceState, id: number, patch: Partial<BattleRecord> & { fight?: BattleFight }): AllianceState {
  return { ...s, battles: s.battles.map((b) => (b.id === id ? { ...b, ...patch } : b)) };
}

type BattleSetupInputEvents = NonNullable<AllianceBattleInput['leaderEvents']>;

const setupPayload = z.object({ battle: z.number().int().min(1), input: z.record(z.string(), z.unknown()) });

/** Battles are fought in the Battle Phase, or at once after a diplomatic change [6.13, A-1]. */
const FIGHT_STEPS = ['battles', 'diplomacy', 'player-turns'];

function canFight(s: AllianceState, id: number): string | null {
  const b = s.battles.find((x) => x.id === id);
  if (!b || b.status === 'resolved') return `Battle ${id} is not open.`;
  if (s.position.stepId === 'battles' && b.status !== 'fighting') {
    const c = currentChooser(s);
    return `Choose the battle in ${b.location} first${c === null ? '' : `: it is ${name(s.seats[c]!.empire)}’s choice`}.`;
  }
  return null;
}

const battleSetup: Def<z.infer<typeof setupPayload>> = {
  type: 'battle.setup',
  label: 'Set up a battle',
  schema: setupPayload,
  steps: FIGHT_STEPS,
  validate(s, p) {
    const bad = canFight(s, p.battle);
    if (bad) return bad;
    const f = fightOf(s.battles.find((x) => x.id === p.battle));
    if (f && f.state.step > 0) return 'This battle has begun: undo its steps to change its blocks.';
    let events: BattleSetupInputEvents = [];
    try {
      parseAllianceBattleInput({ ...p.input, game: 'alliance' });
      events = (p.input as { leaderEvents?: BattleSetupInputEvents }).leaderEvents ?? [];
    } catch (e) {
      return `The battle cannot be fought as entered: ${(e as Error).message}`;
    }
    // A Leader event reaches this battle only if it was played this Game Turn, by a player in it, and not used elsewhere [3.3].
    return eventsRefusal(s, p.battle, events);
  },
  apply(s, p) {
    const input = { ...p.input, game: 'alliance' };
    const { setup } = parseAllianceBattleInput(input);
    const start = startBattle(setup);
    const fight: BattleFight = { input, state: start.state, lastLog: start.log };
    return withBattle(s, p.battle, { status: 'fighting', fight } as Partial<BattleRecord>);
  },
  title(s, p) {
    const b = s.battles.find((x) => x.id === p.battle)!;
    const blocks = Array.isArray(p.input.blocks) ? (p.input.blocks as Array<{ side?: string }>) : [];
    const att = blocks.filter((x) => x.side === 'attacker').length;
    return `Battle in ${b.location} set up: ${att} attacking and ${blocks.length - att} defending blocks`;
  },
};

const stepAction = z.discriminatedUnion('type', [
  z.object({ type: z.literal('fire'), blockId: z.string() }),
  z.object({ type: z.literal('retreat'), blockId: z.string() }),
  z.object({ type: z.literal('pass'), blockId: z.string() }),
  z.object({ type: z.literal('assignHit'), blockId: z.string() }),
  z.object({ type: z.literal('extend'), group: z.string(), extend: z.boolean() }),
  z.object({ type: z.literal('pursue'), group: z.string(), pursue: z.boolean() }),
]);
const stepPayload = z.object({ battle: z.number().int().min(1), action: stepAction });
type StepPayload = z.infer<typeof stepPayload>;

function toResolverAction(a: StepPayload['action'], faces: number[]): BattleAction {
  return a.type === 'fire' ? { type: 'fire', blockId: a.blockId, dice: faces } : (a as BattleAction);
}

function stepOutcome(s: AllianceState, p: StepPayload, faces: number[]) {
  const b = s.battles.find((x) => x.id === p.battle)!;
  const f = fightOf(b)!;
  return { b, f, result: applyAction(fightSetup(f), f.state, toResolverAction(p.action, faces)) };
}

const battleStep: Def<StepPayload> = {
  type: 'battle.step',
  label: 'Battle step',
  schema: stepPayload,
  steps: FIGHT_STEPS,
  validate(s, p) {
    const bad = canFight(s, p.battle);
    if (bad) return bad;
    const f = fightOf(s.battles.find((x) => x.id === p.battle));
    if (!f) return 'Set up the battle’s blocks first.';
    const pending = fightPending(f);
    if (pending.kind === 'finished') return 'This battle is over.';
    // Any faces will do to check the action fits the battle: the rules do not depend on them.
    const req = p.action.type === 'fire' ? diceNeeded(fightSetup(f), f.state) : null;
    try {
      applyAction(fightSetup(f), f.state, toResolverAction(p.action, Array(req?.count ?? 0).fill(6)));
    } catch (e) {
      return (e as Error).message;
    }
    return null;
  },
  dice(s, p) {
    if (p.action.type !== 'fire') return [];
    const f = fightOf(s.battles.find((x) => x.id === p.battle))!;
    const req = diceNeeded(fightSetup(f), f.state);
    if (!req || req.count === 0) return [];
    return [{ purpose: `Round ${f.state.round}: ${req.purpose}`, count: req.count, sides: 6 }];
  },
  apply(s, p, ctx) {
    const { b, f, result } = stepOutcome(s, p, ctx.dice[0]?.faces ?? []);
    const before = fightPending(f);
    const roll = ctx.dice[0];
    const fight: BattleFight = {
      input: f.input,
      state: result.state,
      lastLog: result.log,
      ...(roll && before.kind === 'turn' && p.action.type === 'fire' ? { lastRoll: { blockId: before.blockId, faces: roll.faces, threshold: before.threshold, source: roll.source } } : {}),
    };
    if (result.pending.kind !== 'finished') return withBattle(s, p.battle, { fight } as Partial<BattleRecord>);
    const outcome = result.pending.outcome;
    let t = withBattle(s, p.battle, { fight, status: 'resolved', outcome: outcome.holds === 'attacker' ? 'attacker-holds' : 'defender-holds' } as Partial<BattleRecord>);
    // Napoléon's elimination is a French defeat: sudden death at the end of the Game Turn [7.71, 10.3].
    const setup = fightSetup(f);
    const napoleon = outcome.eliminated.some((id) => {
      const blk = setup.blocks.find((x) => x.id === id);
      return blk?.type === 'hq' && /napol/i.test(`${blk.name} ${blk.id}`);
    });
    if (napoleon && !t.suddenDeath) t = { ...t, suddenDeath: { empire: 'france', reason: 'Napoléon is killed' } };
    if (s.position.stepId === 'battles') t = nextChooser(t, t.chooserIdx, false);
    return t;
  },
  title(s, p, ctx) {
    const { b, result } = stepOutcome(s, p, ctx.dice[0]?.faces ?? []);
    const how = ctx.dice[0]?.source === 'table' ? ' (table dice)' : '';
    return fitTitle(`${b.location}, round ${fightOf(b)!.state.round}: `, result.log, how);
  },
};

/**
 * A log title of at most 400 characters: the step's lines whole, and when they do not fit, the first lines
 * and the last (the battle's end) with "…" between, so a title never ends mid-word or with half of "(table dice)".
 */
export function fitTitle(head: string, lines: string[], tail: string, max = 400): string {
  const room = max - head.length - tail.length;
  const all = lines.join(' ');
  if (all.length <= room) return `${head}${all}${tail}`;
  const last = lines[lines.length - 1] ?? '';
  const keep: string[] = [];
  let used = last.length + 3;
  for (const l of lines.slice(0, -1)) {
    if (used + l.length + 1 > room) break;
    keep.push(l);
    used += l.length + 1;
  }
  const body = keep.length ? `${keep.join(' ')} … ${last}` : last;
  return `${head}${body.length <= room ? body : `${body.slice(0, room - 1).replace(/\s+\S*$/, '')}…`}${tail}`;
}

export const BATTLE_ACTIONS: Record<string, ActionDef<AllianceState, any>> = {
  [battleSetup.type]: battleSetup,
  [battleStep.type]: battleStep,
};
