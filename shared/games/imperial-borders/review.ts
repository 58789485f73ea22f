// What Imperial Borders tells the generic campaign review (shared/review): every battle recorded, with the
// exact chance of an attacker victory before the first die (the battle as set up, each side keeping the stance
// it chose for Battle Round 1, the group's dice faces in force), and every roll whose odds were known: each
// side's battle dice (Hits rolled: a Double Blast 2, a Blast or a coloured Blast 1, a Bar 1 when Aggressive),
// each Nation's annexation dice (Blasts, Bars too for the AD VICTORIAM IMPERIALIS holder) and the follow-up die.
import type { CampaignHeader, GameReview, KnownOddsRoll, LogEntry } from '../../engine/types';
import { binomial, sumOf } from '../../review/luck';
import { IB_ACTIONS, annexParts, pendingFollowUp } from './actions';
import { computeImperialBordersOdds, diceFor, type BattleSetup, type RolledFaces, type SideName, type Stance } from './battle';
import { oddsDice, setupInput } from './odds-input';
import { blastChance } from './phases';
import { faceCounts, nationName, type BattleRecord, type IbState } from './state';

/** The exact chance of an attacker victory before the first die, once per recorded battle. */
const oddsCache = new WeakMap<BattleSetup, number | null>();
export function startOdds(s: IbState, b: BattleRecord): number | null {
  if (!b.setup) return null;
  if (oddsCache.has(b.setup)) return oddsCache.get(b.setup)!;
  const d = oddsDice(s);
  let v: number | null = null;
  if ('dice' in d) {
    const stances: Record<SideName, Stance> = { attacker: b.openingStances?.attacker ?? 'aggressive', defender: b.openingStances?.defender ?? 'aggressive' };
    const input = { ...setupInput(b.setup, d.dice, stances), stanceMatrix: false };
    v = computeImperialBordersOdds(input).attackerVictory;
  }
  oddsCache.set(b.setup, v);
  return v;
}

/** The chance of each number of Hits from a side's dice, before any block [Chapter 2 D-E]. */
export function hitsDist(faces: { black: RolledFaces['black']; white: RolledFaces['white'] }, dice: { black: number; white: number }, stance: Stance): number[] {
  const aggr = stance === 'aggressive';
  const b = faces.black;
  const nb = b.double + b.blast + b.bar + b.blank;
  const blackDie = [(b.blank + (aggr ? 0 : b.bar)) / nb, (b.blast + (aggr ? b.bar : 0)) / nb, b.double / nb];
  const w = faces.white;
  const nw = w.red + w.blue + w.bar + w.blank;
  const whiteDie = nw ? [(w.blank + (aggr ? 0 : w.bar)) / nw, (w.red + w.blue + (aggr ? w.bar : 0)) / nw] : [1];
  return sumOf([...Array<number[]>(dice.black).fill(blackDie), ...Array<number[]>(dice.white).fill(whiteDie)]);
}

/** Hits a rolled set of faces scores (the same count as hitsDist). */
export function hitsOf(f: RolledFaces, stance: Stance): number {
  const aggr = stance === 'aggressive';
  return 2 * f.black.double + f.black.blast + f.white.red + f.white.blue + (aggr ? f.black.bar + f.white.bar : 0);
}

const parse = (type: string, payload: unknown) => IB_ACTIONS[type]!.schema.parse(payload);

function battleRoll(entry: LogEntry, before: IbState, header: CampaignHeader): KnownOddsRoll[] {
  const p = parse('ib.battle.step', entry.payload) as { type: string; side: SideName };
  const f = before.fight;
  if (p.type !== 'dice' || !f || f.recorded || f.state.step !== 'dice') return [];
  const stance = f.state.stances[p.side];
  if (!stance) return [];
  const dice = f.state.dice[p.side] ?? diceFor(f.state, p.side);
  const after = IB_ACTIONS['ib.battle.step']!.apply(before, p, { header, dice: entry.dice ?? [] }) as IbState;
  const rolled = after.fight?.state.faces[p.side];
  if (!rolled) return [];
  let faces;
  try {
    faces = faceCounts(before);
  } catch {
    return [];
  }
  return [
    {
      power: f.nations[p.side][0]!,
      what: `${f.where}, Battle Round ${f.state.round}: the ${p.side}’s ${dice.black} Black${dice.white ? ` and ${dice.white} White` : ''} dice (${stance})`,
      dist: hitsDist(faces, dice, stance),
      actual: hitsOf(rolled, stance),
    },
  ];
}

function annexRolls(entry: LogEntry, before: IbState, header: CampaignHeader): KnownOddsRoll[] {
  let white;
  try {
    white = faceCounts(before).white;
  } catch {
    return [];
  }
  if (entry.type === 'ib.annex') {
    const p = parse('ib.annex', entry.payload) as Parameters<typeof annexParts>[1];
    // Dice combined by allies: the sum of each Nation's Binomial (its own AD VICTORIAM IMPERIALIS Bars).
    return annexParts(before, p, entry.dice ?? []).map((parts, k) => {
      const dice = parts.reduce((a, x) => a + x.dice, 0);
      const nation = p.rollers[k]!.nation;
      return {
        power: nation,
        what: `Annexation of ${p.territory}: ${nationName(nation)}’s ${dice} White ${dice === 1 ? 'die' : 'dice'}${parts.length > 1 ? ' (combined)' : ''}`,
        dist: sumOf(parts.map((x) => binomial(x.dice, blastChance(white, x.avi)))),
        actual: parts.reduce((a, x) => a + x.blasts, 0),
      };
    });
  }
  const a = pendingFollowUp(before);
  if (!a) return [];
  const after = IB_ACTIONS['ib.annex.followup']!.apply(before, parse('ib.annex.followup', entry.payload), { header, dice: entry.dice ?? [] }) as IbState;
  const won = after.annexations.find((x) => x.territory === a.territory && x.round === a.round)?.winner === a.followUp;
  return [{ power: a.followUp!, what: `${a.territory}: the follow-up die`, dist: binomial(1, blastChance(white, before.nations[a.followUp!].medals.includes('ad-victoriam-imperialis'))), actual: won ? 1 : 0 }];
}

const RESULT: Record<BattleRecord['outcome'], string> = {
  'attacker-victory': 'Attacker victory', 'defender-victory': 'Defender victory', 'mutual-defeat': 'Mutual defeat', contested: 'Contested',
};

/** Table dice typed as face counts (no dice in the log): a battle roll's, an annexation roller's or ally's, the follow-up die's. */
function typedDice(entry: LogEntry): boolean {
  const p = entry.payload as { type?: string; faces?: unknown; rollers?: { faces?: unknown; with?: { faces?: unknown }[] }[] } | null;
  if (!p) return false;
  if (entry.type === 'ib.battle.step') return p.type === 'dice' && !!p.faces;
  if (entry.type === 'ib.annex') return (p.rollers ?? []).some((r) => !!r.faces || (r.with ?? []).some((w) => !!w.faces));
  if (entry.type === 'ib.annex.followup') return !!p.faces;
  return false;
}

export const imperialBordersReview: GameReview<IbState> = {
  typedDice,
  rolls(entry, before, header) {
    if (entry.type === 'ib.battle.step') return battleRoll(entry, before, header);
    if (entry.type === 'ib.annex' || entry.type === 'ib.annex.followup') return annexRolls(entry, before, header);
    return [];
  },
  battle(entry, before, after) {
    if (entry.type !== 'ib.battle.record' || after.battles.length <= before.battles.length) return null;
    const b = after.battles[after.battles.length - 1]!;
    return {
      where: b.where,
      attacker: b.nations.attacker,
      defender: b.nations.defender,
      attackerChance: startOdds(before, b),
      chanceOf: 'an attacker victory (Post-Battle Step A), each side keeping its Round 1 stance',
      result: `${RESULT[b.outcome]}${b.capture ? ', region captured' : ''} (casualty points ${b.points.attacker} / ${b.points.defender})`,
      winner: b.outcome === 'attacker-victory' ? 'attacker' : b.outcome === 'defender-victory' ? 'defender' : null,
    };
  },
};
