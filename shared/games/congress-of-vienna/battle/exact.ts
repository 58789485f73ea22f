// Exact battle odds. The two sides' dice are independent, so P(i, j) = P(L_FR(T_F) = i) · P(L_AL(T_A) = j)
// with T = modifiers + 2d6 (or the better of two 2d6); every weight is an integer over 36 or 1296 per side,
// so all probabilities are exact fractions over at most 1296² (digest §4.7).
import { CovInputError, CovMissingDataError } from './errors';
import { battleSpaces, buildDrm, lossCap, otherArmyCounted, piecesPresent, unitsPresent, withdrawalEligibility, type SideDrm, type WithdrawalEligibility } from './drm';
import { cellOf as tacticalCell, missingCells, reselectBy, tacticsEligibility } from './tactics';
import { isAdjacentToParis, isFrontStartSpace, slug, spaceVp } from './schema';
import { CHITS, bestOfTwo2d6, other, sideSays, trackLookup, twoD6, unitCount, type BattleSetup, type DiceDist, type Power, type Side, type TacticalResult } from './model';
import { signed } from '../../../format';

/** An exact probability: `p` for display, `num/den` reduced. */
export interface Exact {
  p: number;
  num: number;
  den: number;
}
const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));
export function exact(num: number, den: number): Exact {
  const g = gcd(num, den) || 1;
  return { p: num / den, num: num / g, den: den / g };
}

export type Winner = Side | 'none';

/** One joint outcome of the dice, with every consequence the resolver also reports. */
export interface BattleOutcome {
  /** Losses read on each side's track (inflicted on the enemy). */
  inflicted: { french: number; allied: number };
  /** Units each side actually loses (capped at the pieces present). */
  lost: { french: number; allied: number };
  winner: Winner;
  majorBattle: boolean;
  /** The loser may cancel its retreat in the mountains by losing one more unit [13.4.5]. */
  mountainCancel: boolean;
  /** Whose space changes hands (the loser's or the withdrawing Army's), if any. */
  spaceTaken: Side | null;
}

/** Which Armies cannot retreat: an Allied Army in its Front Start Space or next to Paris, the Grande Armée in Paris, the War of 1812 Box [13.4.5, 13.6.5]. */
export function retreatBlocked(b: BattleSetup, s: Side): string | null {
  if (b.front === 'G') return 'No movement in the War of 1812 Box [13.4.5].';
  if (b.front === 'DK') return 'Units in the Denmark/Norway Box neither retreat nor advance [15.2].';
  const at = b[s].space?.id ?? '';
  if (s === 'french') return b.french.army === 'grande-armee' && slug(at) === 'paris' ? 'The Grande Armée in Paris does not retreat [13.6.5].' : null;
  if (at && isFrontStartSpace(b.pack, at)) return `An Allied Army in its Front Start Space (${at}) does not retreat [13.4.5].`;
  if (at && isAdjacentToParis(b.pack, at)) return `Allied Armies next to Paris (${at}) do not retreat [13.6.5].`;
  return null;
}

/** Major Battle: 4+ units each at the start (Silesia + Bohemia combined), nobody withdrew, not the War of 1812 [13.4.6]. */
export function majorBattleEligibility(b: BattleSetup): { eligible: boolean; reason: string } {
  if (b.front === 'G') return { eligible: false, reason: 'No battle in the War of 1812 Box is a Major Battle [13.4.6].' };
  if (b.french.withdraw || b.allied.withdraw) return { eligible: false, reason: 'A battle with a Withdrawal is never a Major Battle [13.4.6].' };
  const f = unitsPresent(b, 'french');
  // A separate attack on Front A: the attacking Army's units, or both Armies' by the reading (digest 10.14).
  const a = unitsPresent(b, 'allied') + otherArmyCounted(b, 'allied');
  if (f < 4 || a < 4) return { eligible: false, reason: `Each Army needs 4 or more units at the start (France ${f}, Allies ${a}) [13.4.6].` };
  return { eligible: true, reason: `Both sides have 4 or more units (France ${f}, Allies ${a}) and nobody withdrew [13.4.6].` };
}

/** The Tactical Matrix's result for the revealed pair, when the matrix is used and both chits are known [15.5]. */
export function tacticalResult(b: BattleSetup): TacticalResult | null {
  const t = b.tactics;
  if (!t || t.chosen.french === null || t.chosen.allied === null || !tacticsEligibility(b).used) return null;
  return tacticalCell(t, t.chosen.french, t.chosen.allied).result;
}

/** The outcome of one pair of track readings [13.4.4-13.4.5]. */
export function outcomeOf(b: BattleSetup, inflictedFr: number, inflictedAl: number): BattleOutcome {
  const present = { french: lossCap(b, 'french'), allied: lossCap(b, 'allied') };
  const lost = { french: Math.min(inflictedAl, present.french), allied: Math.min(inflictedFr, present.allied) };
  // The victor inflicts more than it suffers (digest 10.26: read on the track, or the units actually removed).
  const cmp = b.rules.lossesBeyondUnits === 'capped' ? { french: lost.allied, allied: lost.french } : { french: inflictedFr, allied: inflictedAl };
  const withdrawing: Side | null = b.french.withdraw ? 'french' : b.allied.withdraw ? 'allied' : null;
  let winner: Winner = cmp.french > cmp.allied ? 'french' : cmp.allied > cmp.french ? 'allied' : 'none';
  if (withdrawing) {
    // A withdrawing Army is never the winner [13.4.5]; the reading of 10.38 decides the other side's result.
    if (b.rules.withdrawalResult === 'other-side-wins') winner = other(withdrawing);
    else if (winner === withdrawing) winner = 'none';
  }
  const major = majorBattleEligibility(b).eligible && winner !== 'none' && tacticalResult(b) !== 'no-major';
  let spaceTaken: Side | null = null;
  let mountainCancel = false;
  if (withdrawing) {
    // Step B movement: the withdrawing Army retreats unless it attacked a defender without a Mil-Op; the other advances only with a Mil-Op [13.4.2].
    const retreats = b[other(withdrawing)].milOp;
    if (retreats && !retreatBlocked(b, withdrawing)) spaceTaken = withdrawing;
  } else if (winner !== 'none') {
    const loser = other(winner);
    if (b[winner].milOp && !retreatBlocked(b, loser)) {
      spaceTaken = loser;
      // Cancel the retreat: difference exactly 1, the loser defends a mountain space, and a unit remains after the extra loss [13.4.5].
      const mountain = battleSpaces(b).some((sp) => sp.defender === loser && sp.space.mountain);
      const left = unitsPresent(b, loser) - lost[loser] - 1;
      mountainCancel = mountain && Math.abs(cmp.french - cmp.allied) === 1 && left >= 1;
    }
  }
  return { inflicted: { french: inflictedFr, allied: inflictedAl }, lost, winner, majorBattle: major, mountainCancel, spaceTaken };
}

/** Refuses a withdrawal the rules forbid [13.4.2]. */
export function checkWithdrawal(b: BattleSetup): void {
  for (const s of ['french', 'allied'] as const) {
    if (!b[s].withdraw) continue;
    const e = withdrawalEligibility(b, s);
    if (!e.eligible) throw new CovInputError(`${s}.withdraw`, e.reason);
  }
}

export interface LossDistribution {
  /** P(the side loses n units), n = 0..pieces present (capped). */
  distribution: number[];
  expected: number;
}

export interface VpEffect {
  power: Power;
  vp: number;
  source: string;
  probability: number;
}

export interface CovExactResult {
  frenchWins: number;
  alliedWins: number;
  draw: number;
  exact: { frenchWins: string; alliedWins: string; draw: string };
  drm: { french: SideDrm; allied: SideDrm };
  cardDecisionOrder: [Side, Side];
  dice: { french: 'two-2d6-best' | '2d6'; allied: 'two-2d6-best' | '2d6' };
  /** P(each side's final total), before the track. */
  totals: { french: Record<string, number>; allied: Record<string, number> };
  /** P(losses each side inflicts as read on the track, 0-5). */
  inflicted: { french: number[]; allied: number[] };
  /** Units each side loses, capped at the pieces present. */
  losses: { french: LossDistribution; allied: LossDistribution };
  withdrawal: { french: WithdrawalEligibility; allied: WithdrawalEligibility; withdrawing: Side | null; vp: VpEffect[] };
  majorBattle: { eligible: boolean; reason: string; probability: number; napoleon: boolean; vp: VpEffect[] };
  space: { french: SpaceChange | null; allied: SpaceChange | null };
  mountainCancel: number;
  war1812: { britishPlus: number; usPlus: number } | null;
  killedInAction: Array<{ side: Side; card: string; probability: number }>;
  expectedVp: Partial<Record<Power, number>>;
  automatic: string | null;
  lossTrackSource: 'input' | 'pack';
  /** OHR 15.5: null when not in use. */
  tactics: TacticsOdds | null;
  /** Front DK (OHR 15.2): P(Russia captures the Box: no French unit left, a Coalition unit left) and P(both sides wiped out: Russia may send a garrison). */
  denmarkNorway: { control: 'FR' | 'allied'; captured: number; emptied: number } | null;
  /** OHR 15.3: the Army of Scheldt in the battle; P(the landing succeeds: an Allied victory or France withdraws). */
  scheldt: { landing: boolean; success: number } | null;
  /** The Grande Armée in Paris: P(the Allied Army wins and advances into Paris, to stand there with it) [13.6.5]. */
  paris: { alliedEnters: number; napoleonInParis: boolean } | null;
  warnings: string[];
}

/** One pair of Tactical Chits: the odds as if both were revealed (null where the group has not entered the cell). */
export interface TacticalPairOdds {
  frenchWins: number;
  alliedWins: number;
  draw: number;
  result: TacticalResult;
  /** The DRM the pair adds to each side (the matrix and any preferred tactic). */
  drm: { french: number; allied: number };
  /** Napoleon or Wellington on their preferred tactic: the side that may demand a reselection [15.5c]. */
  reselect: Side | null;
}

export interface TacticsOdds {
  used: boolean;
  reason: string;
  chits: { french: string[]; allied: string[] };
  /** The chits revealed, when known (then the odds above are for that pair). */
  chosen: { french: string; allied: string } | null;
  result: TacticalResult | null;
  reselect: { side: Side; commander: string } | null;
  /** [French chit][Allied chit]: each pair's odds, shown before the choice since the chits are hidden [15.5]. */
  matrix: Array<Array<TacticalPairOdds | null>> | null;
  missing: string[];
}

export interface SpaceChange {
  id: string;
  /** P(this side's space changes hands, the mountain cancel not taken). */
  probability: number;
  /** Printed VP from the pack (map-spaces), null when not filled in. */
  vp: { vp: number; colour: string } | null;
}

const distOf = (bestOfTwo: boolean): DiceDist => (bestOfTwo ? bestOfTwo2d6() : twoD6());

/** Allied Powers that share a battle's VP: Russia and Austria together on Front A [13.4.6, 13.6.1.4]. */
export function alliedPowers(b: BattleSetup): Power[] {
  if (b.front === 'A' && b.allied.bohemiaAndSilesia) return ['RU', 'AU'];
  if (b.allied.scheldt) return ['RU', 'BR']; // Holland: Russia and Britain both [15.3]
  return [b.allied.owner];
}

/** The losses each side's final totals inflict, per dice total 2-12; `lacking` names the track spaces the pack lacks. */
function readTrack(b: BattleSetup, s: Side, base: number, lacking: string[]): number[] {
  const out: number[] = [];
  for (let d = 2; d <= 12; d++) {
    const v = trackLookup(b.lossTrack, s, base + d);
    if (v === null) lacking.push(`${s === 'french' ? 'France (blue)' : 'Allies (red)'} ${signed(base + d)}`);
    out[d] = v ?? 0;
  }
  return out;
}

/** Exact odds of a validated battle. */
export function computeExact(b: BattleSetup, opts: { matrix?: boolean } = {}): CovExactResult {
  checkWithdrawal(b);
  const noBattle = tacticalResult(b) === 'no-battle';
  const drm = buildDrm(b);
  const dice = { french: distOf(b.french.bestOfTwo), allied: distOf(b.allied.bestOfTwo) };
  const den = dice.french.den * dice.allied.den;
  const presentF = piecesPresent(b, 'french');
  const presentA = piecesPresent(b, 'allied');
  // The side that wins at once when the other has nothing to oppose it [13.4].
  const automatic: Side | null = presentA === 0 && presentF === 0 ? null : presentA === 0 ? 'french' : presentF === 0 ? 'allied' : null;
  if (presentA === 0 && presentF === 0) throw new CovInputError('allied.units', 'neither side has a unit or fleet in the battle');

  // Per side: weight of each track reading (0-5) and of each final total.
  const inflictW: Record<Side, number[]> = { french: [0, 0, 0, 0, 0, 0], allied: [0, 0, 0, 0, 0, 0] };
  const totals: Record<Side, Record<string, number>> = { french: {}, allied: {} };
  if (!automatic && !noBattle) {
    const lacking: string[] = [];
    const reads = { french: readTrack(b, 'french', drm.french.total, lacking), allied: readTrack(b, 'allied', drm.allied.total, lacking) };
    if (lacking.length)
      throw new CovMissingDataError('lossTrack', 'battle-drm-track', 'Battle DRM Track: losses inflicted', lacking, 'Or give "lossTrack" in the input, or fight the battle in the resolver’s manual mode (the referee types the losses).');
    for (const s of ['french', 'allied'] as const) {
      const read = reads[s];
      for (let d = 2; d <= 12; d++) {
        const w = dice[s].weights[d]!;
        inflictW[s][read[d]!]! += w;
        totals[s][String(drm[s].total + d)] = w / dice[s].den;
      }
    }
  }
  let fw = 0;
  let aw = 0;
  let dw = 0;
  let majorW = 0;
  let cancelW = 0;
  const spaceW: Record<Side, number> = { french: 0, allied: 0 };
  const lostW: Record<Side, number[]> = { french: new Array(lossCap(b, 'french') + 1).fill(0), allied: new Array(lossCap(b, 'allied') + 1).fill(0) };
  const majorVpW = new Map<string, number>();
  const vpW = new Map<Power, number>();
  const napoleon = b.french.cards.some((c) => c.napoleon);
  const addVp = (p: Power, v: number, w: number) => vpW.set(p, (vpW.get(p) ?? 0) + v * w);
  // Paris stays French whoever stands in it: no space VP there [13.6.5].
  const spaceVps: Record<Side, { vp: number; colour: string } | null> = {
    french: b.french.space && !isParis(b.french.space) ? spaceVp(b.pack, b.french.space.id) : null,
    allied: b.allied.space && !isParis(b.allied.space) ? spaceVp(b.pack, b.allied.space.id) : null,
  };

  let captureW = 0;
  let emptyW = 0;
  let landingW = 0;
  let parisW = 0;
  const visit = (o: BattleOutcome, w: number) => {
    for (const v of specialVp(b, o)) {
      addVp(v.power, v.vp, w);
      if (v.vp === 3) landingW += w;
    }
    if (b.front === 'DK') {
      const leftF = unitsPresent(b, 'french') - o.lost.french;
      const leftA = unitsPresent(b, 'allied') - o.lost.allied;
      if (leftF <= 0 && leftA >= 1) captureW += w;
      if (leftF <= 0 && leftA <= 0) emptyW += w;
    }
    if (entersParis(b, o)) parisW += w;
    if (o.winner === 'french') fw += w;
    else if (o.winner === 'allied') aw += w;
    else dw += w;
    lostW.french[o.lost.french]! += w;
    lostW.allied[o.lost.allied]! += w;
    if (o.mountainCancel) cancelW += w;
    if (o.spaceTaken) {
      spaceW[o.spaceTaken] += w;
      const sv = spaceVps[o.spaceTaken];
      if (sv) spaceVpEffects(b, o.spaceTaken, sv).forEach(([p, v]) => addVp(p, v, w));
    }
    if (o.majorBattle && o.winner !== 'none') {
      majorW += w;
      for (const [p, v] of majorBattleVp(b, o.winner, napoleon)) {
        majorVpW.set(`${p}:${v}`, (majorVpW.get(`${p}:${v}`) ?? 0) + w);
        addVp(p, v, w);
      }
    }
  };
  if (noBattle) {
    // "No Battle" on the Tactical Matrix: no casualties, no VP; the battle does not occur [15.5].
    visit({ inflicted: { french: 0, allied: 0 }, lost: { french: 0, allied: 0 }, winner: 'none', majorBattle: false, mountainCancel: false, spaceTaken: null }, den);
  } else if (automatic) {
    // No unit able to oppose: the attacker wins at once and the empty Army retreats [13.4].
    const winner = automatic;
    const loser = other(winner);
    const o: BattleOutcome = { inflicted: { french: 0, allied: 0 }, lost: { french: 0, allied: 0 }, winner, majorBattle: false, mountainCancel: false, spaceTaken: b[winner].milOp && !retreatBlocked(b, loser) ? loser : null };
    visit(o, den);
  } else {
    for (let i = 0; i <= 5; i++) {
      const wi = inflictW.french[i]!;
      if (!wi) continue;
      for (let j = 0; j <= 5; j++) {
        const wj = inflictW.allied[j]!;
        if (!wj) continue;
        visit(outcomeOf(b, i, j), wi * wj);
      }
    }
  }
  const p = (w: number) => w / den;
  const fr = (w: number) => {
    const e = exact(w, den);
    return `${e.num}/${e.den}`;
  };
  const lossDist = (s: Side): LossDistribution => {
    const distribution = lostW[s].map(p);
    return { distribution, expected: distribution.reduce((t, q, n) => t + q * n, 0) };
  };
  const withdrawing: Side | null = b.french.withdraw ? 'french' : b.allied.withdraw ? 'allied' : null;
  const withdrawalVp: VpEffect[] = [];
  if (withdrawing) {
    const gainer = other(withdrawing);
    for (const c of b[gainer].cards.filter((c) => c.withdrawalVp)) {
      const power: Power = c.napoleon ? 'FR' : 'RU'; // Kutuzov and Blücher are Russian [13.4.2]
      withdrawalVp.push({ power, vp: 1, source: `${c.name}: the opposing Army withdrew [13.4.2]`, probability: 1 });
      addVp(power, 1, den);
    }
  }
  const mb = majorBattleEligibility(b);
  const kia = noBattle ? [] : (['french', 'allied'] as const).flatMap((s) => b[s].cards.filter((c) => c.killable).map((c) => ({ side: s, card: c.name, probability: 1 / 3 })));
  const expectedVp: Partial<Record<Power, number>> = {};
  for (const [pw, v] of vpW) expectedVp[pw] = v / den;
  const spaceOut = (s: Side): SpaceChange | null => (b[s].space ? { id: b[s].space!.id, probability: p(spaceW[s]), vp: spaceVps[s] } : null);
  return {
    frenchWins: p(fw),
    alliedWins: p(aw),
    draw: p(dw),
    exact: { frenchWins: fr(fw), alliedWins: fr(aw), draw: fr(dw) },
    drm: { french: drm.french, allied: drm.allied },
    cardDecisionOrder: drm.order,
    dice: { french: b.french.bestOfTwo ? 'two-2d6-best' : '2d6', allied: b.allied.bestOfTwo ? 'two-2d6-best' : '2d6' },
    totals,
    inflicted: { french: inflictW.french.map((w) => w / dice.french.den), allied: inflictW.allied.map((w) => w / dice.allied.den) },
    losses: { french: lossDist('french'), allied: lossDist('allied') },
    withdrawal: { french: withdrawalEligibility(b, 'french'), allied: withdrawalEligibility(b, 'allied'), withdrawing, vp: withdrawalVp },
    majorBattle: {
      ...mb,
      probability: p(majorW),
      napoleon,
      vp: [...majorVpW].map(([k, w]) => {
        const [power, v] = k.split(':');
        return { power: power as Power, vp: Number(v), source: 'Major Battle [13.4.6]', probability: p(w) };
      }),
    },
    space: { french: spaceOut('french'), allied: spaceOut('allied') },
    mountainCancel: p(cancelW),
    war1812: b.front === 'G' ? { britishPlus: p(aw), usPlus: p(fw) } : null,
    killedInAction: kia,
    expectedVp,
    automatic: automatic ? `${sideSays(other(automatic), 'have')} no unit or fleet to oppose the attack: ${sideSays(automatic, 'win', false)} at once [13.4].` : null,
    lossTrackSource: b.lossTrack.source,
    tactics: b.tactics ? tacticsOdds(b, opts.matrix !== false) : null,
    denmarkNorway: b.front === 'DK' ? { control: b.boxControl, captured: p(captureW), emptied: p(emptyW) } : null,
    scheldt: b.allied.scheldt ? { landing: b.allied.scheldt.landing, success: b.allied.scheldt.landing ? p(landingW) : 0 } : null,
    paris: isParis(b.french.space) && b.french.army === 'grande-armee' ? { alliedEnters: p(parisW), napoleonInParis: b.french.cards.some((c) => c.napoleon && c.value === 6 && c.name.includes('Paris')) } : null,
    warnings: b.warnings,
  };
}

/** OHR 15.5's part of the odds: the pair revealed, and the odds of every pair before the choice [15.5]. */
function tacticsOdds(b: BattleSetup, withMatrix: boolean): TacticsOdds {
  const t = b.tactics!;
  const e = tacticsEligibility(b);
  const both = t.chosen.french !== null && t.chosen.allied !== null;
  const base: TacticsOdds = {
    used: e.used,
    reason: e.reason,
    chits: t.chits,
    chosen: both ? { french: t.chits.french[t.chosen.french!]!, allied: t.chits.allied[t.chosen.allied!]! } : null,
    result: e.used && both ? tacticalResult(b) : null,
    reselect: e.used && both ? reselectBy(b, t.chosen.french!, t.chosen.allied!) : null,
    matrix: null,
    missing: e.used ? missingCells(t) : [],
  };
  if (!e.used || !withMatrix) return base;
  const plain = { ...b, tactics: { ...t, chosen: { french: null, allied: null } } };
  const before = buildDrm(plain);
  const matrix: TacticsOdds['matrix'] = [];
  for (let f = 0; f < CHITS; f++) {
    const row: Array<TacticalPairOdds | null> = [];
    for (let a = 0; a < CHITS; a++) {
      const cell = t.matrix[f]?.[a];
      if (!cell) {
        row.push(null);
        continue;
      }
      const pair: BattleSetup = { ...b, tactics: { ...t, chosen: { french: f, allied: a } } };
      let r: CovExactResult;
      try {
        r = computeExact(pair, { matrix: false });
      } catch (err) {
        // The pair's DRM reaches a track space the group has not entered: that cell stays unknown.
        if (!(err instanceof CovMissingDataError)) throw err;
        row.push(null);
        continue;
      }
      row.push({
        frenchWins: r.frenchWins,
        alliedWins: r.alliedWins,
        draw: r.draw,
        result: cell.result,
        drm: { french: r.drm.french.total - before.french.total, allied: r.drm.allied.total - before.allied.total },
        reselect: reselectBy(pair, f, a)?.side ?? null,
      });
    }
    matrix.push(row);
  }
  return { ...base, matrix };
}

/** Major Battle VP: winner +1, loser -1; ±2 with the Napoleon card (both sides, or France only) [13.4.6; 10.13]. */
export function majorBattleVp(b: BattleSetup, winner: Side, napoleon: boolean): Array<[Power, number]> {
  const powersOf = (s: Side): Power[] => (s === 'french' ? ['FR'] : alliedPowers(b));
  const stake = (s: Side) => (napoleon && (b.rules.napoleonMajorBattle === 'both-sides' || s === 'french') ? 2 : 1);
  return [...powersOf(winner).map((p): [Power, number] => [p, stake(winner)]), ...powersOf(other(winner)).map((p): [Power, number] => [p, -stake(other(winner))])];
}

/** Space VP when `loser`'s space changes hands: black = winner gains, loser loses; coloured = that Power only [13.5]. */
export function spaceVpEffects(b: BattleSetup, loser: Side, sv: { vp: number; colour: string }): Array<[Power, number]> {
  const powersOf = (s: Side): Power[] => (s === 'french' ? ['FR'] : alliedPowers(b));
  if (sv.colour === 'none' || sv.vp === 0) return [];
  if (sv.colour === 'black') return [...powersOf(other(loser)).map((p): [Power, number] => [p, sv.vp]), ...powersOf(loser).map((p): [Power, number] => [p, -sv.vp])];
  const power = sv.colour.toUpperCase() as Power;
  const gains = power === 'FR' ? loser === 'allied' : loser === 'french';
  return [[power, gains ? sv.vp : -sv.vp]];
}

const isParis = (sp: { id: string } | null) => !!sp && slug(sp.id) === 'paris';

/** The Grande Armée defeated in Paris by an Allied Army with a Military Operation: that Army advances into Paris and stands there with it; Paris stays French [13.6.5]. */
export function entersParis(b: BattleSetup, o: Pick<BattleOutcome, 'winner'>): boolean {
  return o.winner === 'allied' && b.allied.milOp && b.french.army === 'grande-armee' && isParis(b.french.space) && !isParis(b.allied.space);
}

/** VP of the optional rules' battles: Denmark/Norway lost (France −4) [15.2]; the landing in Holland (Britain +3) or Holland retaken by France (Britain −3) [15.3]. */
export function specialVp(b: BattleSetup, o: BattleOutcome, spaceTaken: Side | null = o.spaceTaken): Array<{ power: Power; vp: number; source: string }> {
  const out: Array<{ power: Power; vp: number; source: string }> = [];
  if (b.front === 'DK' && b.boxControl === 'FR' && unitsPresent(b, 'french') - o.lost.french <= 0 && unitsPresent(b, 'allied') - o.lost.allied >= 1)
    out.push({ power: 'FR', vp: -4, source: 'Denmark/Norway lost: no French unit left, a Coalition garrison holds the Box [15.2]' });
  const sc = b.allied.scheldt;
  if (sc?.landing && (o.winner === 'allied' || b.french.withdraw)) out.push({ power: 'BR', vp: 3, source: 'The landing in Holland succeeds: the Army of Scheldt enters Holland [15.3]' });
  if (sc && !sc.landing && spaceTaken === 'allied') out.push({ power: 'BR', vp: -3, source: 'France recaptures Holland [15.3]' });
  return out;
}

/**
 * Surrender of Napoleon from a battle in Paris: P(the Grande Armée falls below 4 units) when France is not the
 * VP leader at that instant (France leads on a tie by default, 10.15) [13.6.6]. `vp` as the losses are removed.
 */
export function parisSurrender(r: Pick<CovExactResult, 'losses'>, grandeArmeeUnits: number, vp: Record<Power, number>, reading: 'ties-france' | 'strict' = 'ties-france'): number {
  const others = Math.max(vp.RU, vp.BR, vp.AU);
  const leads = reading === 'ties-france' ? vp.FR >= others : vp.FR > others;
  if (leads) return 0;
  return r.losses.french.distribution.reduce((t, p, n) => t + (grandeArmeeUnits - n < 4 ? p : 0), 0);
}
