// What Congress of Vienna tells the generic campaign review (shared/review): every battle fought, with its exact
// odds as the table saw them before the first die (the DRM build-up, Withdrawal and cards decided) and its
// result; and the rolls whose odds were known: each side's battle 2d6 (the better of two for Wellington and
// Berthier), each killed-in-action die (1-2 kills the card), each Liberalism/Absolutism and Pax Britannica roll.
import type { GameReview, KnownOddsRoll, ReviewBattle } from '../../engine/types';
import { sumOfDice } from '../../review/luck';
import { computeExact, diceNeeded, setupOf, type CovBattleState } from './battle';
import { alliedPowers } from './battle/exact';
import { frontName } from './actions/war';
import { paxRoll, trackRoll } from './government';
import { packOf, POWER_NAME, type BattleEntry, type CovState, type Power } from './state';
import { signed } from '../../format';

/** The better of two 2d6 (Wellington, Berthier) [13.4.3]: P(max = k) = F(k)² − F(k−1)². */
export function bestOfTwo2d6(): number[] {
  const one = sumOfDice(2, 6);
  const cdf = one.map((_, k) => one.slice(0, k + 1).reduce((a, p) => a + p, 0));
  return cdf.map((c, k) => c * c - (k ? cdf[k - 1]! ** 2 : 0));
}

const sidePowers = (b: CovBattleState, side: 'french' | 'allied', s: CovState): Power[] => (side === 'french' ? ['FR'] : alliedPowers(setupOf(b, { pack: packOf(s) })));

/** The chance of a success on one d6 (each face tried against the rule's own check). */
const chanceOf = (ok: (die: number) => boolean) => [1, 2, 3, 4, 5, 6].filter(ok).length / 6;

/** The exact odds of a battle before its dice: France wins, the Allies win, no victor [13.4]. */
export function battleOdds(s: CovState, b: CovBattleState): { frenchWins: number; alliedWins: number; draw: number } | null {
  try {
    const r = computeExact(setupOf(b, { pack: packOf(s) }));
    return { frenchWins: r.frenchWins, alliedWins: r.alliedWins, draw: r.draw };
  } catch {
    return null; // the group's Battle DRM Track lacks a total the dice can reach (then the referee typed the losses)
  }
}

export const covReview: GameReview<CovState> = {
  rolls(entry, before) {
    const out: KnownOddsRoll[] = [];
    if (!entry.dice?.length) return out;
    const p = entry.payload as Record<string, unknown>;
    if (entry.type === 'cov.battle.roll') {
      const b: BattleEntry | undefined = before.battles.find((x) => x.id === p['id']);
      if (!b) return out;
      const needs = diceNeeded(b.battle, { pack: packOf(before) });
      needs.forEach((n, i) => {
        const faces = entry.dice![i]?.faces;
        if (!faces) return;
        if (n.side) {
          const two = faces.length === 4;
          const total = two ? Math.max(faces[0]! + faces[1]!, faces[2]! + faces[3]!) : faces[0]! + faces[1]!;
          for (const power of sidePowers(b.battle, n.side, before))
            out.push({ power, what: `${frontName(b.front)}: ${n.side === 'french' ? 'France' : 'the Allies'} roll 2d6${two ? ' twice, the better kept' : ''}`, dist: two ? bestOfTwo2d6() : sumOfDice(2, 6), actual: total });
        } else if (n.card) {
          const side = setupOf(b.battle, { pack: packOf(before) }).french.cards.some((c) => c.name === n.card) ? 'french' : 'allied';
          // A higher die is better for the card's owner: 1 or 2 kills the card [13.4.5].
          for (const power of sidePowers(b.battle, side, before)) out.push({ power, what: `${frontName(b.front)}: killed in action? ${n.card} (1-2 kills)`, dist: sumOfDice(1, 6), actual: faces[0]! });
        }
      });
    }
    if (entry.type === 'cov.libabs.roll') {
      const power = p['power'] as Power;
      const side = power === 'FR' || power === 'BR' ? 'liberalism' : 'absolutism';
      const drm = (before.funding[power]?.libAbsExtra ?? 0) + (Number(p['cardBonus']) || 0);
      const die = entry.dice[0]!.faces[0]!;
      const q = before[side] < 4 ? chanceOf((d) => trackRoll(d, drm)) : 0;
      out.push({ power, what: `${POWER_NAME[power]}: ${side === 'liberalism' ? 'Liberalism' : 'Absolutism'} roll (4+ with ${signed(drm)})`, dist: [1 - q, q], actual: before[side] < 4 && trackRoll(die, drm) ? 1 : 0 });
    }
    if (entry.type === 'cov.pax.roll' && p['prerequisiteMet'] === true) {
      const drm = (Number(p['resources']) || 0) + (Array.isArray(p['fleets']) ? (p['fleets'] as Array<{ count?: number }>).reduce((a, x) => a + (Number(x.count) || 0), 0) : 0) + (Number(p['cardBonus']) || 0);
      const die = entry.dice[0]!.faces[0]!;
      const q = chanceOf((d) => paxRoll(before.pax, true, d, drm).box > before.pax);
      out.push({ power: 'BR', what: `Pax Britannica roll (+${drm})`, dist: [1 - q, q], actual: paxRoll(before.pax, true, die, drm).box > before.pax ? 1 : 0 });
    }
    return out;
  },
  battle(_entry, before, after): ReviewBattle | null {
    for (const b of after.battles) {
      if (b.battle.step !== 'done' || !b.battle.result) continue;
      const was = before.battles.find((x) => x.id === b.id);
      if (was && was.battle.step === 'done') continue;
      const setup = setupOf(b.battle, { pack: packOf(after) });
      // The side with the Military Operation attacks; with both, each attacks: France is listed first [13.4].
      const attacker: 'french' | 'allied' = setup.french.milOp ? 'french' : 'allied';
      const defender = attacker === 'french' ? 'allied' : 'french';
      const odds = b.battle.result.automatic ? { frenchWins: attacker === 'french' ? 1 : 0, alliedWins: attacker === 'allied' ? 1 : 0, draw: 0 } : battleOdds(after, b.battle);
      const w = b.battle.result.winner;
      const name = (x: 'french' | 'allied') => (x === 'french' ? 'France' : 'the Allies');
      return {
        where: b.title,
        attacker: sidePowers(b.battle, attacker, after),
        defender: sidePowers(b.battle, defender, after),
        attackerChance: odds ? (attacker === 'french' ? odds.frenchWins : odds.alliedWins) : null,
        chanceOf: `${name(attacker)} win${attacker === 'french' ? 's' : ''}${setup.french.milOp && setup.allied.milOp ? ' (both sides attack)' : ''}`,
        result: w === 'none' ? 'No victor' : `${name(w).replace(/^t/, 'T')} win${w === 'french' ? 's' : ''}`,
        winner: w === 'none' ? null : w === attacker ? 'attacker' : 'defender',
      };
    }
    return null;
  },
};
