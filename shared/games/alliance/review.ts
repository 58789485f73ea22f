// What Alliance tells the generic campaign review (shared/review): the battles it fought, with the exact odds
// before the first die when the battle was fought in the app, and the rolls whose odds were known: each block's
// fire (hits on a d6 at or under its firepower number [2.33]: Binomial(strength, threshold / 6)) and each
// diplomatic 2d6 (a higher total is better [6.13]).
import type { GameReview, KnownOddsRoll } from '../../engine/types';
import { atOrUnder, oncePer, sumOfDice } from '../../review/luck';
import { computeBattleOdds } from './battle';
import { fightPending, fightSetup, type BattleFight } from './battle-actions';
import { POWERS } from './data';
import type { AllianceState, BattleRecord } from './state';

const nameOf = (id: string) => POWERS.find((p) => p.id === id)?.name ?? id;
const fightOf = (b: BattleRecord | undefined) => b?.fight as BattleFight | undefined;

/** The exact odds at the start of a battle fought in the app, computed once per battle set-up. */
const startOdds = oncePer((f: BattleFight) => f.input, (f) => computeBattleOdds(fightSetup(f)).attackerHolds);

export const allianceReview: GameReview<AllianceState> = {
  rolls(entry, before) {
    const out: KnownOddsRoll[] = [];
    if (entry.type === 'battle.step' && entry.dice?.[0]) {
      const p = entry.payload as { battle: number; action: { type: string } };
      const b = before.battles.find((x) => x.id === p.battle);
      const f = fightOf(b);
      if (!b || !f || p.action.type !== 'fire') return out;
      const pending = fightPending(f);
      if (pending.kind !== 'turn') return out;
      const blk = fightSetup(f).blocks.find((x) => x.id === pending.blockId);
      const power = blk?.owner ?? (blk?.side === 'defender' ? b.defenders[0] : b.attackers[0]);
      if (!power) return out;
      const faces = entry.dice[0].faces;
      out.push({
        power,
        what: `${b.location}: ${blk?.name ?? pending.blockId} fires ${faces.length} ${faces.length === 1 ? 'die' : 'dice'}, hitting on ${pending.threshold} or less`,
        ...atOrUnder(faces, pending.threshold, 6),
      });
    }
    if (entry.type === 'diplomacy.roll' && before.diplomacy && entry.dice) {
      const d = before.diplomacy;
      [d.initiator, ...d.matchers].forEach((seat, k) => {
        const faces = entry.dice![k]?.faces;
        const power = before.seats[seat]?.empire;
        if (!faces || !power) return;
        out.push({ power, what: `Diplomatic roll for ${nameOf(d.target)}`, dist: sumOfDice(2, 6), actual: faces.reduce((a, x) => a + x, 0) });
      });
    }
    return out;
  },
  battle(_entry, before, after) {
    for (const b of after.battles) {
      if (b.status !== 'resolved') continue;
      const was = before.battles.find((x) => x.id === b.id);
      if (!was || was.status === 'resolved') continue;
      const f = fightOf(b);
      return {
        where: b.location,
        attacker: b.attackers,
        defender: b.defenders,
        attackerChance: f ? startOdds(f) : null,
        chanceOf: 'the attacker holds the area',
        result: b.outcome === 'attacker-holds' ? 'Attacker holds' : 'Defender holds',
        winner: b.outcome === 'attacker-holds' ? 'attacker' : b.outcome === 'defender-holds' ? 'defender' : null,
      };
    }
    return null;
  },
};
