// Leader events reach the battle [3.3]: a Leader card played this Game Turn offers its event in that
// turn's battles where its player fights, for one block in one battle. Pure helpers the campaign's
// battle set-up and the renderer share.
import { LEADER_BATTLE_EVENTS, eventTargetSide, isLeaderEventId, type LeaderBattleEvent, type LeaderEventUse, type Side } from './battle';
import type { Empire } from './data';
import type { AllianceState, BattleRecord } from './state';

export interface OfferedEvent extends LeaderEventUse {
  /** The player who played the card. */
  power: Empire;
  card: number;
  def: LeaderBattleEvent;
  /** The side whose block it changes. */
  target: Side;
  /** Where it was already used this Game Turn (then it is not offered again). */
  usedIn: string | null;
}

/** The side a power fights on in a battle: listed itself, or through an NPE or Minor allied to it [4.1]. */
export function sideOfPower(s: AllianceState, b: BattleRecord, power: string): Side | null {
  const mine = (p: string) => p === power || s.allegiance[p] === power;
  if (b.attackers.some(mine)) return 'attacker';
  if (b.defenders.some(mine)) return 'defender';
  return null;
}

/** The battle in which this Game Turn's event was used (its set-up names it), other than `except`. */
function usedIn(s: AllianceState, leader: string, except: number): BattleRecord | null {
  return s.battles.find((b) => b.id !== except && (b.fight?.input as { leaderEvents?: LeaderEventUse[] } | undefined)?.leaderEvents?.some((u) => u.leader === leader)) ?? null;
}

/** Every battle-changing Leader event played this Game Turn, with the player who played it. */
export function leaderEventsThisTurn(s: AllianceState): Array<{ leader: LeaderEventUse['leader']; power: Empire; card: number }> {
  return s.seats.flatMap((seat) => (seat.leader && isLeaderEventId(seat.leader) && seat.played !== null ? [{ leader: seat.leader, power: seat.empire, card: seat.played }] : []));
}

/** The events offered in battle `battleId`: played this Game Turn by a player fighting in it. */
export function eventsOffered(s: AllianceState, battleId: number): OfferedEvent[] {
  const b = s.battles.find((x) => x.id === battleId);
  if (!b) return [];
  return leaderEventsThisTurn(s).flatMap((e) => {
    const side = sideOfPower(s, b, e.power);
    if (!side) return [];
    const use: LeaderEventUse = { leader: e.leader, side };
    const other = usedIn(s, e.leader, battleId);
    return [{ ...use, power: e.power, card: e.card, def: LEADER_BATTLE_EVENTS[e.leader], target: eventTargetSide(use), usedIn: other ? other.location : null }];
  });
}

/** Why a battle's set-up may not use these events, or null [3.3]. */
export function eventsRefusal(s: AllianceState, battleId: number, uses: readonly LeaderEventUse[]): string | null {
  const offered = eventsOffered(s, battleId);
  for (const u of uses) {
    const def = LEADER_BATTLE_EVENTS[u.leader];
    const o = offered.find((x) => x.leader === u.leader);
    const what = `${def.leaderName}’s ${def.event}`;
    if (!o) {
      const played = leaderEventsThisTurn(s).find((x) => x.leader === u.leader);
      return played ? `${what} was played by a player who does not fight in this battle [3.3].` : `${what} was not played this Game Turn: no Leader card of ${def.leaderName} is on the table [3.3].`;
    }
    if (o.usedIn) return `${what} is for one battle, and was used in ${o.usedIn} this Game Turn [3.3].`;
    if (o.side !== u.side) return `${what} was played for the ${o.side} of this battle, not the ${u.side} [3.3].`;
  }
  return null;
}
