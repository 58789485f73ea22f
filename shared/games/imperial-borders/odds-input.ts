// The `adc odds` input of an Imperial Borders battle, from a battle being set up or from the position a
// fight has reached (forces as they stand, the round about to be fought, points collected so far), with the
// group's dice faces. The odds worker computes it exactly (shared battle/exact.ts).
import { FORT_HP, currentCounts, postBattle, type BattleSetup, type IbBattleState, type MidRound, type SideName, type Stance } from './battle';
import { faceCounts, packOf, type IbState } from './state';

export type AdcInput = Record<string, unknown>;

/** The group's dice for the odds, or the reason there are none yet. */
export function oddsDice(s: IbState): { dice: AdcInput } | { missing: string } {
  try {
    const f = faceCounts(s);
    const cells = packOf(s).tables['dice']?.rows.find((r) => r.key === 'faces')?.cells;
    const confirmed = cells?.['black']?.src === 'group' && cells?.['white']?.src === 'group';
    return { dice: { black: f.black, white: f.white, confirmed } };
  } catch (e) {
    return { missing: (e as Error).message };
  }
}

const sideInput = (setup: BattleSetup, side: SideName, stance: Stance, fight?: IbBattleState): AdcInput => {
  const b = setup[side];
  const units = fight ? fight.units[side].filter((u) => !u.defeated) : b.units;
  const fort = b.fortification ? { ...b.fortification, damage: fight ? Math.min(FORT_HP[b.fortification.tier], fight.fortDamage[side]) : b.fortification.damage } : null;
  return {
    stance,
    nations: b.nations,
    medals: b.medals,
    units: units.map((u) => ({ id: u.id, type: u.type, elite: u.elite, zone: u.zone, ...(u.nation ? { nation: u.nation } : {}) })),
    ships: b.ships.map((x, i) => ({ id: x.id, type: x.type, elite: x.elite, damage: Math.min(2, fight ? fight.ships[side][i]!.damage : x.damage), cargo: x.cargo, ...(x.nation ? { nation: x.nation } : {}) })),
    ...(fort ? { fortification: fort } : {}),
  };
};

/** Odds before the first die: the battle as set up, both sides' stances kept for all three rounds. */
export function setupInput(setup: BattleSetup, dice: AdcInput, stances: Record<SideName, Stance>): AdcInput {
  return { game: 'imperial-borders', kind: setup.kind, dice, attacker: sideInput(setup, 'attacker', stances.attacker), defender: sideInput(setup, 'defender', stances.defender), stanceMatrix: true };
}

/** Odds from the current position of a fight (the start of its current Battle Round). */
export function positionInput(fight: IbBattleState, dice: AdcInput, stances: Record<SideName, Stance>): AdcInput | null {
  if (fight.step === 'over') return null;
  // Ships sunk stay in the lineup as sunk (damage 2+ is Out-of-Action for the odds' input range); a sunk Ship
  // cannot be entered, so drop the sunk ones from the lineup.
  const sides = (['attacker', 'defender'] as const).map((sd) => {
    const input = sideInput(fight.setup, sd, stances[sd], fight);
    const keep = fight.setup[sd].ships.map((x, i) => fight.ships[sd][i]!.damage < (x.type === 'frigate' ? 2 : 3));
    input['ships'] = (input['ships'] as AdcInput[]).filter((_, i) => keep[i]);
    const sofar = postBattle(fight.setup, fight.start, currentCounts(fight))[sd].points;
    if (sofar) input['pointsSoFar'] = sofar;
    return input;
  });
  const empty = (x: AdcInput) => !(x['units'] as unknown[]).length && !(x['ships'] as unknown[]).length && !x['fortification'];
  if (empty(sides[0]!) || empty(sides[1]!)) return null;
  return { game: 'imperial-borders', kind: fight.setup.kind, dice, attacker: sides[0], defender: sides[1], round: fight.round, stanceMatrix: true };
}

/**
 * Odds from inside the current Battle Round, once a die is on the table: the forces as the round began (no
 * damage is applied before its end), the faces rolled, the Hits left after the blocks made, the blocks still
 * owed and the Hits already assigned. Null before the first roll of the round (the round's start odds hold).
 */
export function fromHereInput(fight: IbBattleState, dice: AdcInput, stances: Record<SideName, Stance>): { input: AdcInput; mid: MidRound } | null {
  if (!['dice', 'block', 'assign'].includes(fight.step)) return null;
  const rolled = (sd: SideName) => !!fight.faces[sd] && (fight.dice[sd]?.black ?? 0) + (fight.dice[sd]?.white ?? 0) > 0;
  if (!rolled('attacker') && !rolled('defender')) return null;
  const input = positionInput(fight, dice, stances);
  if (!input) return null;
  const mid: MidRound = { faces: { ...fight.faces } };
  if (fight.step !== 'dice') {
    mid.hits = { attacker: fight.hits.attacker.map((h) => ({ kind: h.kind, hits: h.hits })), defender: fight.hits.defender.map((h) => ({ kind: h.kind, hits: h.hits })) };
    const blocking = fight.step === 'block';
    mid.blocksDue = { attacker: blocking && fight.side === 'attacker' ? fight.bars.attacker : 0, defender: blocking ? fight.bars.defender : 0 };
    const landed: MidRound['landed'] = {};
    for (const roller of ['attacker', 'defender'] as const) {
      const done = fight.assigned[roller];
      if (!done) continue;
      const target = roller === 'attacker' ? 'defender' : 'attacker';
      const l: [number, number, number] = [0, 0, 0];
      for (const a of done)
        for (const t of a.targets) {
          if (!t) continue;
          if (t === 'fortification') l[0]++;
          else if (fight.ships[target].some((x) => x.id === t)) l[2]++;
          else l[fight.units[target].find((u) => u.id === t)?.zone === 'rear' ? 2 : 1]++;
        }
      landed[roller] = l;
    }
    mid.landed = landed;
  }
  // The stance matrix from here is the next round's (this round's stances are chosen).
  return { input, mid };
}

/** Odds at the end of a Battle Round if the Active Commander goes on: the next round from the forces left. */
export function nextRoundInput(fight: IbBattleState, dice: AdcInput, stances: Record<SideName, Stance>): AdcInput | null {
  if (fight.step !== 'continue') return null;
  const input = positionInput(fight, dice, stances);
  return input ? { ...input, round: fight.round + 1 } : null;
}

/** A Force the table imagines adding ("what if one more Cannon had come?"), for the odds only. */
export interface WhatIf {
  side: SideName;
  type: 'half-infantry' | 'full-infantry' | 'cavalry' | 'cannon' | 'frigate' | 'ship-of-the-line';
  elite: boolean;
  /** A Cavalry's zone in a land battle (default: the Front; the other types have one zone). */
  zone?: 'front' | 'rear';
}

const whatIfId = (i: number) => `what-if-${i + 1}`;

/**
 * The same odds input with the what-if Forces added (Land Units in their zone, Ships at the end of the lineup).
 * From inside a round, pair it with `whatIfMid`, so they join the round as it stands.
 */
export function withWhatIf(input: AdcInput, adds: readonly WhatIf[]): AdcInput {
  const kind = input['kind'];
  const out: AdcInput = { ...input };
  adds.forEach((a, i) => {
    const side = { ...(out[a.side] as AdcInput) };
    const nation = (side['nations'] as string[] | undefined)?.[0];
    const id = whatIfId(i);
    if (a.type === 'frigate' || a.type === 'ship-of-the-line') side['ships'] = [...(side['ships'] as AdcInput[]), { id, type: a.type, elite: a.elite, damage: 0, cargo: [], ...(nation ? { nation } : {}) }];
    else side['units'] = [...(side['units'] as AdcInput[]), { id, type: a.type, elite: a.elite, zone: kind === 'port' ? 'land' : a.type === 'cannon' ? 'rear' : a.type === 'cavalry' ? (a.zone ?? 'front') : 'front', ...(nation ? { nation } : {}) }];
    out[a.side] = side;
  });
  return out;
}

/**
 * The round as it stands with the what-if Forces joining now: the dice on the table stay as rolled (a side
 * that has rolled gets no dice for them this round; a side still to roll rolls theirs too), Hits already
 * assigned stay on the Forces they landed on, and Hits still to assign may take the imagined Forces.
 */
export function whatIfMid(mid: MidRound, adds: readonly WhatIf[]): MidRound {
  const ids = (side: SideName) => adds.flatMap((a, i) => (a.side === side ? [whatIfId(i)] : []));
  return { ...mid, joined: { attacker: ids('attacker'), defender: ids('defender') } };
}
