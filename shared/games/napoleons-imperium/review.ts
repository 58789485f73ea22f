// What Napoleon's Imperium tells the generic campaign review (shared/review): every battle recorded, with the
// exact odds before the first die when it was fought step by step in the app (a result typed in after a battle
// at the table has none), and the rolls whose odds were known before they were thrown: each group of d10 in a
// fight (a die hits at or under its value [§5]), the avoid roll [§17B], the sea prize [§19], imprison or
// parole [§14], and the roll for frozen fleets [§49].
import type { DiceRoll } from '../../engine/random';
import type { GameReview, KnownOddsRoll, ReviewBattle } from '../../engine/types';
import { atOrUnder, binomial, oncePer } from '../../review/luck';
import { computeSetupOdds, imprisonOrParole, type DiceGroupRequest, type ImperiumOddsResult } from './battle';
import { fightOf, fightPending, type NiFight } from './battle-actions';
import { capturedCommanders, prizeDice, prizeOrder, type BattleResultPayload } from './consequences';
import { SUCCESS_FACE, type NationId } from './data';
import { maybeNumber, packOf, powerName, type BattleRecord, type NiState } from './state';
import type { DataPack } from '../../data/tables';

/** The exact odds of a fight as set up, once per set-up. */
const startOdds = oncePer((f: NiFight) => f.setup, (f): ImperiumOddsResult | null => {
  try {
    return computeSetupOdds(f.setup, { rounds: false });
  } catch {
    return null; // a battle the exact engine cannot finish (no hits possible): no odds to show
  }
});

/** The chance, before the die, that a d10 imprisons (the data pack's table "Imprison or parole"), or null. */
function imprisonChance(pack: DataPack): number | null {
  try {
    let n = 0;
    for (let f = 1; f <= 10; f++) if (imprisonOrParole(pack, f).result === 'imprison') n++;
    return n / 10;
  } catch {
    return null;
  }
}

/** Whose dice a fight's request are: its units' nation, or the side's leading nation when several roll together. */
function rollerOf(f: NiFight, r: DiceGroupRequest): NationId | null {
  const s = f.setup;
  const groups = [...s.attacker, ...s.defender, ...s.defenderFleets, ...s.attacker.flatMap((g) => g.cargo.map((c) => ({ id: c.id, nation: c.nation }))), ...s.steps.flatMap((x) => x.defender)];
  const nations = new Set(r.groups.map((id) => groups.find((g) => g.id === id)?.nation).filter((n): n is NonNullable<typeof n> => !!n));
  if (nations.size === 1) return [...nations][0] as NationId;
  return (r.side === 'attacker' ? s.attackerNation : (s.defenderNation ?? s.steps[0]?.defenderNation ?? null)) as NationId | null;
}

function fightRolls(f: NiFight, dice: readonly DiceRoll[]): KnownOddsRoll[] {
  const p = fightPending(f);
  if (p.kind !== 'roll') return [];
  const out: KnownOddsRoll[] = [];
  p.requests.forEach((r, i) => {
    const faces = dice[i]?.faces;
    if (!faces) return;
    const what = `${f.where}: ${r.purpose}`;
    if (r.kind === 'sea-prize' || r.kind === 'imprison-parole') {
      const c = f.state.consequences[Number(r.groups[0])];
      const power = c?.kind === 'sea-prize' ? c.nation : c?.kind === 'commander-captured' ? c.by : null;
      if (power) out.push({ power, what, ...atOrUnder(faces, r.value, 10) });
      return;
    }
    const power = rollerOf(f, r);
    if (power) out.push({ power, what, ...atOrUnder(faces, r.value, 10) });
  });
  return out;
}

/** A result typed in: its imprison-or-parole rolls, then its sea prize rolls, in the order battleDice asks. */
function resultRolls(s: NiState, p: BattleResultPayload, dice: readonly DiceRoll[]): KnownOddsRoll[] {
  const out: KnownOddsRoll[] = [];
  let k = 0;
  const victor = (p.result === 'attacker' ? p.attacker : p.defenders[0]) as NationId | undefined;
  const imprison = imprisonChance(packOf(s));
  for (const c of capturedCommanders(s, p)) {
    if (c.rank !== 'major') continue;
    const faces = dice[k++]?.faces;
    if (faces && victor && imprison !== null) out.push({ power: victor, what: `${p.where}: imprison or parole ${powerName(c.nation)}’s commander`, dist: binomial(1, imprison), actual: imprisonOrParole(packOf(s), faces[0]!).result === 'imprison' ? 1 : 0 });
  }
  if (p.kind === 'sea' && p.result !== 'draw' && p.fleetsSunk > 0) {
    for (const e of prizeOrder(s, p)) {
      if (prizeDice(s, e.survivors) === 0) continue;
      const faces = dice[k++]?.faces;
      const rate = maybeNumber(packOf(s), 'fleet-rates', e.nation, 'capture');
      if (faces && rate !== null) out.push({ power: e.nation, what: `${p.where}: sea prize, each die 1-${rate} captures`, ...atOrUnder(faces, rate, 10) });
    }
  }
  return out;
}

const sideNames = (ns: readonly string[]) => ns.map((n) => powerName(n as NationId)).join(' + ');

function resultWords(b: BattleRecord): string {
  if (b.kind === 'neutral') return `${powerName(b.attacker)} takes it (no dice)`;
  if (b.result === 'draw') return 'Draw';
  return b.result === 'attacker' ? `${sideNames(b.attackers)} win${b.attackers.length > 1 ? '' : 's'}` : `${sideNames(b.defenders)} hold${b.defenders.length > 1 ? '' : 's'}`;
}

/**
 * The odds before the first die of the k-th battle a finished fight recorded (in the order plan() writes them:
 * an invasion's sea battle then its landing; each battle of a continued attack), with what they are the chance of.
 */
function fightChance(f: NiFight, k: number, b: BattleRecord): { attackerChance: number | null; chanceOf: string } {
  const o = startOdds(f);
  if (!o) return { attackerChance: null, chanceOf: '' };
  switch (f.setup.kind) {
    case 'land':
      return { attackerChance: o.attackerWins, chanceOf: 'the attacker takes the territory' };
    case 'sea':
      return { attackerChance: o.attackerWins, chanceOf: 'the attacker’s fleets win' };
    case 'avoid':
      // The battle is recorded only when the fleet was sighted: its odds are those of the forced battle.
      return { attackerChance: o.avoid?.ifSighted.attackerWins ?? null, chanceOf: 'the sighted fleet wins the forced battle [§17B]' };
    case 'invasion':
      if (b.kind === 'sea' && k === 0 && f.setup.defenderFleets.length) return { attackerChance: o.invasion?.sea.won ?? null, chanceOf: 'the invading fleets win at sea' };
      return { attackerChance: o.attackerWins, chanceOf: 'the invasion takes the territory (from before the first die)' };
    case 'chain':
      return { attackerChance: o.chain?.steps[k]?.attackerWins ?? null, chanceOf: k === 0 ? 'the attacker takes the territory' : 'the continued attack wins here (from before its first battle)' };
  }
}

export const napoleonsImperiumReview: GameReview<NiState> = {
  rolls(entry, before) {
    if (!entry.dice?.length) return [];
    if (entry.type === 'battle.step') {
      const f = fightOf(before);
      return f && (entry.payload as { action?: { type?: string } }).action?.type === 'roll' ? fightRolls(f, entry.dice) : [];
    }
    if (entry.type === 'battle.result') return resultRolls(before, entry.payload as BattleResultPayload, entry.dice);
    if (entry.type === 'frozen.roll') {
      const p = entry.payload as { captor: string };
      const faces = entry.dice[0]?.faces ?? [];
      // Each die takes a fleet on a single face [§49].
      return [{ power: p.captor, what: `Frozen fleets: ${faces.length} ${faces.length === 1 ? 'die' : 'dice'}, each ${SUCCESS_FACE} takes one`, dist: binomial(faces.length, 1 / 10), actual: faces.filter((x) => x === SUCCESS_FACE).length }];
    }
    return [];
  },
  battles(entry, before, after) {
    const fresh = after.battles.filter((b) => !before.battles.some((x) => x.id === b.id));
    if (!fresh.length) return [];
    const f = entry.type === 'battle.step' ? fightOf(after) : null;
    return fresh.map((b): ReviewBattle => {
      const odds = f?.recorded?.battles.includes(b.id) ? fightChance(f, f.recorded.battles.indexOf(b.id), b) : { attackerChance: null, chanceOf: '' };
      return {
        where: b.where,
        attacker: b.attackers,
        defender: b.defenders,
        attackerChance: odds.attackerChance,
        ...(odds.chanceOf ? { chanceOf: odds.chanceOf } : {}),
        result: resultWords(b),
        winner: b.kind === 'neutral' ? 'attacker' : b.result === 'draw' ? null : b.result,
      };
    });
  },
};
