// The five Leader-card events that change a battle's first round [3.3], as data: which block type each
// names, on whose side, and what it does. The odds input checks round-1 effects against them; the
// campaign offers the events played this Game Turn in that turn's battles.
import type { BlockType, LeaderEventId, Side } from './model';

export interface LeaderBattleEvent {
  leader: LeaderEventId;
  /** "Napoléon". */
  leaderName: string;
  /** "Grand Battery". */
  event: string;
  /** The one block type the event names. */
  blockType: Extract<BlockType, 'artillery' | 'infantry' | 'cavalry'>;
  /** 'own': one of the playing player's blocks; 'enemy': one of the other side's, the block owner choosing. */
  on: 'own' | 'enemy';
  /** +1 or −1 to the firepower number in round 1; absent for Panic. */
  round1Modifier?: 1 | -1;
  /** Panic: the block does not fire in round 1. */
  round1NoFire?: true;
  /** The rulebook's words. */
  effect: string;
}

/** [3.3]: each event is for one block, in one battle, in Round 1 only. */
export const LEADER_BATTLE_EVENTS: Record<LeaderEventId, LeaderBattleEvent> = {
  napoleon: { leader: 'napoleon', leaderName: 'Napoléon', event: 'Grand Battery', blockType: 'artillery', on: 'own', round1Modifier: 1, effect: '+1 Firepower (A3 = A4) in Round 1 for one Artillery block' },
  wellington: { leader: 'wellington', leaderName: 'Wellington', event: 'Reverse Slope', blockType: 'artillery', on: 'enemy', round1Modifier: -1, effect: '–1 Firepower (A2 = A1) in Round 1 for one Enemy Artillery (block owner choice)' },
  selim: { leader: 'selim', leaderName: 'Selim III', event: 'Panic', blockType: 'infantry', on: 'enemy', round1NoFire: true, effect: '1 Enemy Infantry (block owner choice) does not fire in one battle in Round 1' },
  alexander: { leader: 'alexander', leaderName: 'Alexander', event: 'Bayonet Charge', blockType: 'infantry', on: 'own', round1Modifier: 1, effect: '+1 Firepower (C2 = C3) in Round 1 for one Infantry block' },
  cuesta: { leader: 'cuesta', leaderName: 'Cuesta', event: 'Cavalry Charge', blockType: 'cavalry', on: 'own', round1Modifier: 1, effect: '+1 Firepower (B2 = B3) in Round 1 for one Cavalry block' },
};

export const LEADER_EVENT_IDS = Object.keys(LEADER_BATTLE_EVENTS) as LeaderEventId[];

export function isLeaderEventId(id: string): id is LeaderEventId {
  return (LEADER_EVENT_IDS as string[]).includes(id);
}

/** An event declared in a battle: the leader, and the side of the player who played the card. */
export interface LeaderEventUse {
  leader: LeaderEventId;
  side: Side;
}

/** The side whose block the event changes: the player's own, or the other side's. */
export function eventTargetSide(use: LeaderEventUse): Side {
  return LEADER_BATTLE_EVENTS[use.leader].on === 'own' ? use.side : use.side === 'attacker' ? 'defender' : 'attacker';
}

/** "Napoléon’s Grand Battery (+1, artillery)". */
export function eventLabel(ev: LeaderBattleEvent): string {
  const what = ev.round1NoFire ? 'no fire' : ev.round1Modifier! > 0 ? '+1' : '−1';
  return `${ev.leaderName}’s ${ev.event} (${what}, ${ev.on === 'enemy' ? 'enemy ' : ''}${ev.blockType})`;
}

interface EffectBlock {
  id: string;
  side: Side;
  type: BlockType;
  reserve?: boolean;
  strength: number;
  round1Modifier?: number;
  round1NoFire?: boolean;
}

/** The events that would explain this block's round-1 effect (its type, side and sign). */
function explaining(b: EffectBlock, pool: Array<{ ev: LeaderBattleEvent; target: Side | null }>, kind: 'modifier' | 'noFire'): LeaderBattleEvent[] {
  return pool
    .filter(({ ev, target }) => (target === null || target === b.side) && ev.blockType === b.type)
    .filter(({ ev }) => (kind === 'noFire' ? !!ev.round1NoFire : ev.round1Modifier === b.round1Modifier))
    .map(({ ev }) => ev);
}

/**
 * Warnings for round-1 effects no Leader event names [3.3]. With `uses` (the events declared in the
 * battle) each effect must match one of them, on the right side, and each event covers one block;
 * without, any of the five events will do.
 */
export function leaderEventWarnings(blocks: readonly EffectBlock[], uses: readonly LeaderEventUse[] | undefined): string[] {
  const out: string[] = [];
  const pool = uses
    ? uses.map((u) => ({ ev: LEADER_BATTLE_EVENTS[u.leader], target: eventTargetSide(u) as Side | null }))
    : LEADER_EVENT_IDS.map((id) => ({ ev: LEADER_BATTLE_EVENTS[id], target: null }));
  const inPlay = uses ? (uses.length ? `the events in play: ${uses.map((u) => `${eventLabel(LEADER_BATTLE_EVENTS[u.leader])} for the ${u.side}`).join('; ')}` : 'no Leader event is declared in leaderEvents') : 'Grand Battery, Bayonet Charge and Cavalry Charge +1 on one own artillery, infantry or cavalry; Reverse Slope −1 on one enemy artillery; Panic on one enemy infantry';
  const count = new Map<string, string[]>();
  blocks.forEach((b, i) => {
    const effects: Array<['modifier' | 'noFire', string]> = [];
    if (b.round1Modifier) effects.push(['modifier', `a round-1 modifier of ${b.round1Modifier > 0 ? '+' : ''}${b.round1Modifier}`]);
    if (b.round1NoFire) effects.push(['noFire', 'round1NoFire (Panic)']);
    for (const [kind, what] of effects) {
      const evs = explaining(b, pool, kind);
      if (!evs.length) {
        out.push(`blocks[${i}] (${b.id}): ${what} on ${b.side === 'attacker' ? 'an attacking' : 'a defending'} ${b.type} block, which no Leader event names (${inPlay}) [3.3]`);
        continue;
      }
      for (const ev of evs) count.set(ev.leader, [...(count.get(ev.leader) ?? []), b.id]);
    }
  });
  if (uses) {
    for (const u of uses) {
      const ids = count.get(u.leader) ?? [];
      if (ids.length > 1) out.push(`leaderEvents: ${eventLabel(LEADER_BATTLE_EVENTS[u.leader])} is for one block, but ${ids.length} blocks carry it (${ids.join(', ')}) [3.3]`);
    }
  }
  return out;
}

/**
 * The block an event is pre-set on: among the target side's main (non-reserve) blocks of the named type,
 * the strongest for the player's own event (most dice to gain), the weakest for an event on the enemy
 * (the block owner chooses, and loses least there); ties go to the first listed. Null: no such block.
 */
export function defaultEventBlock<B extends Pick<EffectBlock, 'side' | 'type' | 'reserve' | 'strength'>>(blocks: readonly B[], use: LeaderEventUse): B | null {
  const ev = LEADER_BATTLE_EVENTS[use.leader];
  const side = eventTargetSide(use);
  let best: B | null = null;
  for (const b of blocks) {
    if (b.side !== side || b.type !== ev.blockType || b.reserve) continue;
    if (!best || (ev.on === 'own' ? b.strength > best.strength : b.strength < best.strength)) best = b;
  }
  return best;
}
