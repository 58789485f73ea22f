// Exact odds of every kind of Napoleon's Imperium battle (digest §4.16), from a validated setup:
//  - land and sea: the fixed-order chain of exact.ts;
//  - avoid: one d10 against the Avoid Rate, else a sea battle with swapped values [§17B];
//  - invasion: sea battle -> pre-emptive strike -> land battle, as an exact mixture [§20–§21];
//  - chain: a land attack continued into further territories, one unit left in each [§5C].
// Nothing is sampled.
import { binomial, type DenseDist } from '../../../odds/distribution';
import { NoHitsError, roundsDistribution, solveFight, suffixHits, type FightSolution } from './exact';
import { EndlessBattleError } from './errors';
import {
  hitProbability,
  type BattleKind, type ImperiumBattleRules, type ImperiumSetup, type Provenance, type UnitGroup, type UnitType,
} from './model';
import { expandOrder, orderGroups } from './order';

export interface SideSurvivors {
  /** P(n units of the side are left at the end), n = 0..start (unconditional: losing counts as 0). */
  total: number[];
  expected: number;
  /** Per unit group (for an invasion's attacker: per cargo group once landed). */
  byGroup: Record<string, number[]>;
  byType: Partial<Record<UnitType, number[]>>;
}

export interface FightOdds {
  attackerWins: number;
  defenderWins: number;
  draw: number;
}

export interface InvasionDetail {
  /** Stage 0 [§17 Exc. 1, §20]: the sea battle against the fleets in the port's zone (skipped when there are none). */
  sea: { fought: boolean; won: number; lost: number; draw: number };
  /** Stage 1 [§21]: P(the pre-emptive strike kills n defending land units), P(return fire sinks n fleets) — given the sea battle was won. */
  preemptive: { defenderLosses: number[]; fleetsSunk: number[] };
  /** P(n land units land) (0 when the sea battle is lost). */
  landed: number[];
  /** P(nobody lands although the sea battle was won or not needed): every laden fleet sunk. */
  noneLanded: number;
  /** P(every defender killed by the pre-emptive strike while someone lands): the territory falls without a land battle. */
  wonByPreemptiveStrike: number;
  /** P(the land battle is fought). */
  landBattle: number;
  /** Surviving invading fleets (they take no part in the land battle). */
  fleets: SideSurvivors;
  /** Surviving defending fleets. */
  defenderFleets: SideSurvivors;
}

export interface ChainStepOdds {
  /** P(this battle is fought). */
  reached: number;
  attackerWins: number;
  defenderWins: number;
  draw: number;
  /** P(this battle is won but the chain cannot go on: only one unit left, which must hold the territory). */
  stopped: number;
}

export interface AvoidDetail {
  avoidRate: number;
  /** P(the fleet slips past undamaged) = rate / 10. */
  avoided: number;
  sighted: number;
  /** The sea battle after a failed roll: the avoiding fleet at Defence, the enemy at Attack [§17B]. "attacker" = the avoider. */
  ifSighted: FightOdds;
  /** The same fleets fighting with normal roles (no avoid declared), when every value is known. */
  fightInstead: FightOdds | null;
}

export interface ImperiumOddsResult {
  game: 'napoleons-imperium';
  kind: BattleKind;
  /** Land: the attacker holds the territory; sea: the attacker's fleets are left; chain: every battle won; avoid: the avoider wins the forced battle. */
  attackerWins: number;
  defenderWins: number;
  /** Both sides wiped out in the same round [§7]. */
  draw: number;
  /** avoid: P(the fleet slipped past) — the fourth outcome. */
  avoided?: number;
  /** chain: P(a battle was won but the chain had to stop) — the fourth outcome. */
  stopped?: number;
  survivors: { attacker: SideSurvivors; defender: SideSurvivors };
  expectedLosses: { attacker: number; defender: number };
  /** P(the battle ends in round r) (land, sea, avoid: "0" = no battle); null when not computed. */
  rounds: Record<string, number> | null;
  /** Probability not yet decided after the last round listed. */
  roundsTail: number;
  expectedRounds: number | null;
  /** Sea prize: P(the side captures n enemy fleets) [§19], when its capture rate is known. */
  seaPrize?: { attacker: number[] | null; defender: number[] | null };
  /** P(each commander is captured or executed) = P(its side loses) [§14]. */
  commanderLost?: Record<string, number>;
  invasion?: InvasionDetail;
  chain?: { steps: ChainStepOdds[] };
  avoid?: AvoidDetail;
  /** The values used, after look-ups and the cap of 9. */
  units: { attacker: UnitSummary[]; defender: UnitSummary[]; defenderFleets?: UnitSummary[] };
  casualtyOrder: ImperiumSetup['casualtyOrder'];
  provenance: Provenance;
  rules: ImperiumBattleRules;
  statesExplored: number;
  /** Sum of the final-state probabilities (1 up to rounding). */
  totalProbability: number;
  warnings: string[];
}

export interface UnitSummary {
  id: string;
  type: UnitType;
  nation: string | null;
  count: number;
  value: number;
  invasionValue?: number;
  portDefenceValue?: number;
  cargo?: Array<{ id: string; type: UnitType; perFleet: number; value: number; lands: boolean }>;
}

export interface ComputeOptions {
  /** Compute the round-by-round distribution (default true; queries turn it off). */
  rounds?: boolean;
  /**
   * Fleets of each side already sunk earlier in this battle (odds from where a fight stands): the sea prize
   * can capture up to every fleet sunk in the battle, not only those sunk from here [§19]. Default none.
   */
  sunkBefore?: { attacker?: number; defender?: number };
}

// ---------------------------------------------------------------------------------------------------------
// Survivor bookkeeping

class SurvivorAcc {
  private readonly total: number[];
  private readonly byGroup = new Map<string, number[]>();
  private readonly typeOf = new Map<string, UnitType>();
  private expected = 0;
  constructor(groups: ReadonlyArray<{ id: string; type: UnitType; count: number }>) {
    let n = 0;
    for (const g of groups) {
      n += g.count;
      this.byGroup.set(g.id, new Array<number>(g.count + 1).fill(0));
      this.typeOf.set(g.id, g.type);
    }
    this.total = new Array<number>(n + 1).fill(0);
  }
  /** Adds probability p for the survivor counts given per group id (missing = 0). */
  add(alive: ReadonlyMap<string, number>, p: number): void {
    if (p === 0) return;
    let n = 0;
    for (const [id, arr] of this.byGroup) {
      const c = alive.get(id) ?? 0;
      n += c;
      arr[c] = (arr[c] ?? 0) + p;
    }
    this.total[n] = (this.total[n] ?? 0) + p;
    this.expected += p * n;
  }
  result(): SideSurvivors {
    const byType: Partial<Record<UnitType, number[]>> = {};
    for (const [t, arr] of this.typeTotals) byType[t] = arr;
    const byGroup: Record<string, number[]> = {};
    for (const [id, arr] of this.byGroup) byGroup[id] = arr;
    return { total: this.total, expected: this.expected, byGroup, byType };
  }
  private readonly typeTotals = new Map<UnitType, number[]>();
  /** Per-type totals of the same outcome (groups of one type are summed per outcome, not convolved). */
  addTypes(alive: ReadonlyMap<string, number>, p: number): void {
    if (p === 0) return;
    const sums = new Map<UnitType, number>();
    const max = new Map<UnitType, number>();
    for (const [id, arr] of this.byGroup) {
      const t = this.typeOf.get(id) as UnitType;
      sums.set(t, (sums.get(t) ?? 0) + (alive.get(id) ?? 0));
      max.set(t, (max.get(t) ?? 0) + arr.length - 1);
    }
    for (const [t, s] of sums) {
      let arr = this.typeTotals.get(t);
      if (!arr) {
        arr = new Array<number>((max.get(t) ?? 0) + 1).fill(0);
        this.typeTotals.set(t, arr);
      }
      arr[s] = (arr[s] ?? 0) + p;
    }
  }
  record(alive: ReadonlyMap<string, number>, p: number): void {
    this.add(alive, p);
    this.addTypes(alive, p);
  }
}

/** Alive counts per group after the first `lost` units of `units` (one id per unit, in order) are gone. */
function aliveAfter(units: readonly string[], lost: number): Map<string, number> {
  const m = new Map<string, number>();
  for (let k = lost; k < units.length; k++) {
    const id = units[k] as string;
    m.set(id, (m.get(id) ?? 0) + 1);
  }
  return m;
}

const countsOf = (gs: readonly UnitGroup[]) => Object.fromEntries(gs.map((g) => [g.id, g.count]));
const valueOf = (gs: readonly UnitGroup[]) => new Map(gs.map((g) => [g.id, g.value]));

function probsFor(units: readonly string[], values: ReadonlyMap<string, number>): number[] {
  return units.map((id) => hitProbability(values.get(id) ?? 0));
}

function solve(a: number[], d: number[], field = 'attacker'): FightSolution {
  try {
    return solveFight(a, d);
  } catch (e) {
    if (e instanceof NoHitsError) throw new EndlessBattleError(field);
    throw e;
  }
}

function summaryOf(gs: readonly UnitGroup[]): UnitSummary[] {
  return gs.map((g) => {
    const s: UnitSummary = { id: g.id, type: g.type, nation: g.nation, count: g.count, value: g.value };
    if (g.invasionValue !== null) s.invasionValue = g.invasionValue;
    if (g.portDefenceValue !== null) s.portDefenceValue = g.portDefenceValue;
    if (g.cargo.length) s.cargo = g.cargo.map((c) => ({ id: c.id, type: c.type, perFleet: c.perFleet, value: c.value, lands: c.lands }));
    return s;
  });
}

// ---------------------------------------------------------------------------------------------------------
// Sea prize [§19]

/** Dice for the sea prize by surviving fleets (Chart 1, with the rule settings for its overlaps, A12). */
export function seaPrizeDice(survivors: number, rules: Pick<ImperiumBattleRules, 'captureDiceBands' | 'captureDiceAbove20'>): number {
  if (survivors <= 0) return 0;
  let dice = rules.captureDiceBands === 'upper-band' ? Math.floor(survivors / 5) + 1 : Math.ceil(survivors / 5);
  if (rules.captureDiceAbove20 === 'cap-4') dice = Math.min(4, dice);
  return dice;
}

/** P(captures = n): one die per band, each a success on <= rate, at most the fleets sunk. */
export function seaPrizeDistribution(survivors: number, sunk: number, rate: number, rules: Pick<ImperiumBattleRules, 'captureDiceBands' | 'captureDiceAbove20'>): number[] {
  const b = binomial(seaPrizeDice(survivors, rules), hitProbability(rate));
  const out = new Array<number>(Math.max(0, sunk) + 1).fill(0);
  b.forEach((p, k) => {
    const c = Math.min(k, sunk);
    out[c] = (out[c] ?? 0) + p;
  });
  return out;
}

function addInto(acc: number[], d: readonly number[], w: number): void {
  d.forEach((p, k) => {
    acc[k] = (acc[k] ?? 0) + p * w;
  });
}

// ---------------------------------------------------------------------------------------------------------
// Land and sea

function fightKind(setup: ImperiumSetup, opts: ComputeOptions): ImperiumOddsResult {
  const aUnits = expandOrder(setup.casualtyOrder.attacker, countsOf(setup.attacker));
  const dUnits = expandOrder(setup.casualtyOrder.defender, countsOf(setup.defender));
  const accA = new SurvivorAcc(setup.attacker);
  const accD = new SurvivorAcc(setup.defender);
  let aw = 0;
  let dw = 0;
  let dr = 0;
  let states = 0;
  let total = 1;
  let rounds: Record<string, number> | null = {};
  let tail = 0;
  let expectedRounds: number | null = 0;
  const prize = { attacker: setup.captureRate.attacker !== null ? [] as number[] : null, defender: setup.captureRate.defender !== null ? [] as number[] : null };
  if (dUnits.length === 0) {
    // An empty neutral territory [§25]: no dice; the attacker forfeits one unit of its choice.
    aw = 1;
    accA.record(aliveAfter(aUnits, 1), 1);
    accD.record(new Map(), 1);
  } else {
    const a = probsFor(aUnits, valueOf(setup.attacker));
    const d = probsFor(dUnits, valueOf(setup.defender));
    const sol = solve(a, d);
    states = sol.statesExplored;
    total = sol.totalProbability;
    expectedRounds = sol.expectedRounds;
    for (const o of sol.outcomes) {
      const aDead = o.i === sol.nA;
      const dDead = o.j === sol.nD;
      if (aDead && dDead) dr += o.p;
      else if (dDead) {
        aw += o.p;
        if (prize.attacker) addInto(prize.attacker, seaPrizeDistribution(sol.nA - o.i, sol.nD + (opts.sunkBefore?.defender ?? 0), setup.captureRate.attacker as number, setup.rules), o.p);
      } else {
        dw += o.p;
        if (prize.defender) addInto(prize.defender, seaPrizeDistribution(sol.nD - o.j, sol.nA + (opts.sunkBefore?.attacker ?? 0), setup.captureRate.defender as number, setup.rules), o.p);
      }
      accA.record(aliveAfter(aUnits, o.i), o.p);
      accD.record(aliveAfter(dUnits, o.j), o.p);
    }
    if (opts.rounds !== false) {
      const r = roundsDistribution(a, d);
      rounds = r ? r.byRound : null;
      tail = r ? r.tail : 0;
    } else rounds = null;
  }
  if (prize.attacker) padPrize(prize.attacker, aw + dw + dr);
  if (prize.defender) padPrize(prize.defender, aw + dw + dr);
  const res = baseResult(setup, { attackerWins: aw, defenderWins: dw, draw: dr }, accA.result(), accD.result(), states, total);
  res.rounds = rounds;
  res.roundsTail = tail;
  res.expectedRounds = expectedRounds;
  if (setup.kind === 'sea') res.seaPrize = prize;
  return res;
}

/** Adds P(0 captures) for the outcomes where the side did not win, so each prize distribution sums to 1. */
function padPrize(d: number[], totalMass: number): void {
  const s = d.reduce((a, b) => a + b, 0);
  if (d.length === 0) d.push(0);
  d[0] = (d[0] ?? 0) + Math.max(0, totalMass - s);
}

function baseResult(setup: ImperiumSetup, o: FightOdds, a: SideSurvivors, d: SideSurvivors, states: number, total: number): ImperiumOddsResult {
  const startA = setup.kind === 'invasion' ? a.total.length - 1 : setup.attacker.reduce((s, g) => s + g.count, 0);
  const startD = setup.defender.reduce((s, g) => s + g.count, 0);
  const commanderLost: Record<string, number> = {};
  for (const c of setup.commanders) commanderLost[c.id] = c.side === 'attacker' ? o.defenderWins : o.attackerWins;
  const res: ImperiumOddsResult = {
    game: 'napoleons-imperium',
    kind: setup.kind,
    attackerWins: o.attackerWins,
    defenderWins: o.defenderWins,
    draw: o.draw,
    survivors: { attacker: a, defender: d },
    expectedLosses: { attacker: startA - a.expected, defender: startD - d.expected },
    rounds: null,
    roundsTail: 0,
    expectedRounds: null,
    units: { attacker: summaryOf(setup.attacker), defender: summaryOf(setup.defender) },
    casualtyOrder: setup.casualtyOrder,
    provenance: setup.provenance,
    rules: setup.rules,
    statesExplored: states,
    totalProbability: total,
    warnings: setup.warnings,
  };
  if (setup.commanders.length) res.commanderLost = commanderLost;
  if (setup.kind === 'invasion') res.units.defenderFleets = summaryOf(setup.defenderFleets);
  return res;
}

// ---------------------------------------------------------------------------------------------------------
// Avoid [§17, §17B]

function avoidKind(setup: ImperiumSetup, opts: ComputeOptions): ImperiumOddsResult {
  const fight = fightKind({ ...setup, kind: 'sea' }, opts);
  const rate = setup.avoidRate ?? 0;
  const pass = hitProbability(rate);
  const sight = 1 - pass;
  const scale = (s: SideSurvivors): SideSurvivors => {
    const n = s.total.length - 1;
    const total = s.total.map((p) => p * sight);
    total[n] = (total[n] ?? 0) + pass;
    const byGroup: Record<string, number[]> = {};
    for (const [id, arr] of Object.entries(s.byGroup)) {
      const x = arr.map((p) => p * sight);
      x[arr.length - 1] = (x[arr.length - 1] ?? 0) + pass;
      byGroup[id] = x;
    }
    const byType: Partial<Record<UnitType, number[]>> = {};
    for (const [t, arr] of Object.entries(s.byType) as [UnitType, number[]][]) {
      const x = arr.map((p) => p * sight);
      x[arr.length - 1] = (x[arr.length - 1] ?? 0) + pass;
      byType[t] = x;
    }
    return { total, expected: s.expected * sight + n * pass, byGroup, byType };
  };
  let fightInstead: FightOdds | null = null;
  if ([...setup.attacker, ...setup.defender].every((g) => g.fightValue !== null)) {
    const swap = (gs: UnitGroup[]) => gs.map((g) => ({ ...g, value: g.fightValue as number }));
    const attacker = swap(setup.attacker);
    const defender = swap(setup.defender);
    const alt = fightKind(
      { ...setup, kind: 'sea', attacker, defender, casualtyOrder: { ...setup.casualtyOrder, attacker: orderGroups(attacker, 'fleets', []), defender: orderGroups(defender, 'fleets', []) } },
      { rounds: false },
    );
    fightInstead = { attackerWins: alt.attackerWins, defenderWins: alt.defenderWins, draw: alt.draw };
  }
  const res = baseResult(
    setup,
    { attackerWins: fight.attackerWins * sight, defenderWins: fight.defenderWins * sight, draw: fight.draw * sight },
    scale(fight.survivors.attacker),
    scale(fight.survivors.defender),
    fight.statesExplored,
    pass + sight * fight.totalProbability,
  );
  res.avoided = pass;
  if (fight.rounds) {
    const r: Record<string, number> = { '0': pass };
    for (const [k, p] of Object.entries(fight.rounds)) r[k] = p * sight;
    res.rounds = r;
    res.roundsTail = fight.roundsTail * sight;
  }
  res.expectedRounds = fight.expectedRounds === null ? null : fight.expectedRounds * sight;
  if (fight.seaPrize) {
    const sc = (d: number[] | null) => (d ? d.map((p, k) => p * sight + (k === 0 ? pass : 0)) : null);
    res.seaPrize = { attacker: sc(fight.seaPrize.attacker), defender: sc(fight.seaPrize.defender) };
  }
  for (const c of setup.commanders) if (res.commanderLost) res.commanderLost[c.id] = c.side === 'attacker' ? res.defenderWins : res.attackerWins;
  res.avoid = {
    avoidRate: rate,
    avoided: pass,
    sighted: sight,
    ifSighted: { attackerWins: fight.attackerWins, defenderWins: fight.defenderWins, draw: fight.draw },
    fightInstead,
  };
  return res;
}

// ---------------------------------------------------------------------------------------------------------
// Invasion [§20, §21]: sea battle -> pre-emptive strike -> land battle

function invasionKind(setup: ImperiumSetup, opts: ComputeOptions = {}): ImperiumOddsResult {
  const r = setup.rules;
  const fleetGroups = new Map(setup.attacker.map((g) => [g.id, g]));
  const fleets = expandOrder(setup.casualtyOrder.attacker, countsOf(setup.attacker));
  const nF = fleets.length;
  const dFleets = expandOrder(setup.casualtyOrder.defenderFleets, countsOf(setup.defenderFleets));
  const nDF = dFleets.length;
  const defUnits = expandOrder(setup.casualtyOrder.defender, countsOf(setup.defender));
  const nD = defUnits.length;
  const defValues = valueOf(setup.defender);
  const cargo = setup.attacker.flatMap((g) => g.cargo);
  const cargoValue = new Map(cargo.map((c) => [c.id, c.value]));
  const landedGroups = cargo.filter((c) => c.lands).map((c) => ({ id: c.id, type: c.type as UnitType, count: c.perFleet * (fleetGroups.get(ownerOf(setup, c.id))?.count ?? 0) }));
  const landedOrder = setup.casualtyOrder.landed.filter((id) => landedGroups.some((g) => g.id === id));

  const accA = new SurvivorAcc(landedGroups);
  const accD = new SurvivorAcc(setup.defender);
  const accF = new SurvivorAcc(setup.attacker);
  const accDF = new SurvivorAcc(setup.defenderFleets);
  const o = { attackerWins: 0, defenderWins: 0, draw: 0 };
  const sea = { fought: nDF > 0, won: 0, lost: 0, draw: 0 };
  let states = 0;
  const prize = { attacker: setup.captureRate.attacker !== null && nDF > 0 ? [] as number[] : null, defender: setup.captureRate.defender !== null && nDF > 0 ? [] as number[] : null };
  const fullDefence = aliveAfter(defUnits, 0);

  // Stage 0: the sea battle, fought to the end; only a win lets the invasion go on [§20].
  const afterSea: Array<{ lost: number; p: number }> = [];
  if (nDF === 0) {
    afterSea.push({ lost: 0, p: 1 });
    accDF.record(new Map(), 1);
  }
  else {
    const sol = solve(probsFor(fleets, valueOf(setup.attacker)), probsFor(dFleets, valueOf(setup.defenderFleets)));
    states += sol.statesExplored;
    for (const x of sol.outcomes) {
      const aDead = x.i === nF;
      const dDead = x.j === nDF;
      if (dDead && !aDead) {
        sea.won += x.p;
        afterSea.push({ lost: x.i, p: x.p });
        if (prize.attacker) addInto(prize.attacker, seaPrizeDistribution(nF - x.i, nDF + (opts.sunkBefore?.defender ?? 0), setup.captureRate.attacker as number, r), x.p);
        accDF.record(new Map(), x.p);
      } else {
        // Lost or drawn at sea: the invasion is over, every fleet and its cargo gone [§20 Note].
        if (aDead && dDead) sea.draw += x.p;
        else {
          sea.lost += x.p;
          if (prize.defender) addInto(prize.defender, seaPrizeDistribution(nDF - x.j, nF + (opts.sunkBefore?.attacker ?? 0), setup.captureRate.defender as number, r), x.p);
        }
        o.defenderWins += x.p;
        accA.record(new Map(), x.p);
        accD.record(fullDefence, x.p);
        accF.record(new Map(), x.p);
        accDF.record(aliveAfter(dFleets, x.j), x.p);
      }
    }
  }
  if (prize.attacker) padPrize(prize.attacker, 1);
  if (prize.defender) padPrize(prize.defender, 1);

  // Stage 1: one shot per surviving fleet, one per defending artillery unit, simultaneous [§21].
  const neutralEmpty = setup.neutral && nD === 0;
  const invHits = suffixHits(fleets.map((id) => hitProbability(fleetGroups.get(id)?.invasionValue ?? 0)));
  const artillery = setup.defender.filter((g) => g.type === 'artillery');
  const retHits = neutralEmpty ? [1] : suffixHits(artillery.flatMap((g) => new Array<number>(g.count).fill(hitProbability(g.portDefenceValue ?? 0))))[0] as DenseDist;
  const defLossDist: number[] = [];
  const sunkDist: number[] = [];
  const afterStrike = new Map<string, { f: number; j: number; p: number }>();
  const won = afterSea.reduce((s, x) => s + x.p, 0);
  for (const { lost, p } of afterSea) {
    const fh = neutralEmpty ? [1] : (invHits[lost] as DenseDist);
    const alive = nF - lost;
    fh.forEach((pk, k) => {
      if (pk === 0) return;
      const kk = Math.min(k, nD);
      retHits.forEach((pm, m) => {
        if (pm === 0) return;
        const mm = Math.min(m, alive);
        const w = p * pk * pm;
        defLossDist[kk] = (defLossDist[kk] ?? 0) + w / (won || 1);
        sunkDist[mm] = (sunkDist[mm] ?? 0) + w / (won || 1);
        const key = `${lost + mm}|${kk}`;
        const cur = afterStrike.get(key);
        if (cur) cur.p += w;
        else afterStrike.set(key, { f: lost + mm, j: kk, p: w });
      });
    });
  }

  // Stage 2: the land battle with the units of the fleets still afloat [§21].
  const landedDist: number[] = [];
  landedDist[0] = 1 - won;
  let noneLanded = 0;
  let byStrike = 0;
  let landBattle = 0;
  for (const { f, j, p } of afterStrike.values()) {
    const afloat = aliveAfter(fleets, f);
    accF.record(afloat, p);
    const landed = new Map<string, number>();
    for (const [gid, n] of afloat) for (const c of fleetGroups.get(gid)?.cargo ?? []) if (c.lands) landed.set(c.id, (landed.get(c.id) ?? 0) + n * c.perFleet);
    const landedUnits = expandOrder(landedOrder, landed);
    const L = landedUnits.length;
    const R = nD - j;
    landedDist[L] = (landedDist[L] ?? 0) + p;
    if (neutralEmpty) {
      // An empty neutral: no fire-in; the invader forfeits one unit and needs two to land [§25].
      if (L >= 2) {
        o.attackerWins += p;
        accA.record(aliveAfter(landedUnits, 1), p);
      } else {
        o.defenderWins += p;
        accA.record(new Map(), p);
        noneLanded += L === 0 ? p : 0;
      }
      accD.record(new Map(), p);
      continue;
    }
    if (L === 0) {
      noneLanded += p;
      accA.record(new Map(), p);
      accD.record(aliveAfter(defUnits, j), p);
      if (R === 0 && r.invasionBothWiped === 'draw') o.draw += p;
      else o.defenderWins += p;
      continue;
    }
    if (R === 0) {
      byStrike += p;
      o.attackerWins += p;
      accA.record(aliveAfter(landedUnits, 0), p);
      accD.record(new Map(), p);
      continue;
    }
    landBattle += p;
    const defLeft = defUnits.slice(j);
    const sol = solve(probsFor(landedUnits, cargoValue), probsFor(defLeft, defValues));
    states += sol.statesExplored;
    for (const x of sol.outcomes) {
      const w = p * x.p;
      const aDead = x.i === sol.nA;
      const dDead = x.j === sol.nD;
      if (aDead && dDead) o.draw += w;
      else if (dDead) o.attackerWins += w;
      else o.defenderWins += w;
      accA.record(aliveAfter(landedUnits, x.i), w);
      accD.record(aliveAfter(defLeft, x.j), w);
    }
  }
  for (let k = 0; k < landedDist.length; k++) landedDist[k] = landedDist[k] ?? 0;
  const res = baseResult(setup, o, accA.result(), accD.result(), states, o.attackerWins + o.defenderWins + o.draw);
  res.invasion = {
    sea,
    preemptive: { defenderLosses: fill(defLossDist), fleetsSunk: fill(sunkDist) },
    landed: landedDist,
    noneLanded,
    wonByPreemptiveStrike: byStrike,
    landBattle,
    fleets: accF.result(),
    defenderFleets: accDF.result(),
  };
  if (nDF > 0) res.seaPrize = prize;
  return res;
}

function fill(d: number[]): number[] {
  for (let k = 0; k < d.length; k++) d[k] = d[k] ?? 0;
  return d;
}

function ownerOf(setup: ImperiumSetup, cargoId: string): string {
  return setup.attacker.find((g) => g.cargo.some((c) => c.id === cargoId))?.id ?? '';
}

// ---------------------------------------------------------------------------------------------------------
// Continuing attacks [§5C]

function chainKind(setup: ImperiumSetup): ImperiumOddsResult {
  const battles = [
    { defender: setup.defender, leave: null as ImperiumSetup['steps'][number]['leave'], hitValues: {} as Record<string, number> },
    ...setup.steps.map((s) => ({ defender: s.defender, leave: s.leave, hitValues: s.hitValues, spent: s.spent ?? [] })),
  ];
  const ids = setup.attacker.map((g) => g.id);
  const keyOf = (c: Map<string, number>) => ids.map((id) => c.get(id) ?? 0).join(',');
  let live = new Map<string, { counts: Map<string, number>; p: number }>();
  live.set(keyOf(new Map(setup.attacker.map((g) => [g.id, g.count]))), { counts: new Map(setup.attacker.map((g) => [g.id, g.count])), p: 1 });
  const accA = new SurvivorAcc(setup.attacker);
  const lastDef = battles[battles.length - 1]?.defender ?? [];
  const accD = new SurvivorAcc(lastDef);
  const steps: ChainStepOdds[] = [];
  const o = { attackerWins: 0, defenderWins: 0, draw: 0 };
  let stopped = 0;
  let states = 0;
  let killed = 0;
  const values = new Map(setup.attacker.map((g) => [g.id, g.value]));
  battles.forEach((b, k) => {
    const last = k === battles.length - 1;
    for (const [id, v] of Object.entries(b.hitValues)) values.set(id, v);
    const groups = setup.attacker.map((g) => ({ ...g, value: values.get(g.id) ?? g.value }));
    const order = orderGroups(groups, 'land-attacker', setup.customOrder.attacker);
    const dOrder = orderGroups(b.defender, 'land-defender', setup.customOrder.defender);
    const dUnits = expandOrder(dOrder, countsOf(b.defender));
    const dProbs = probsFor(dUnits, valueOf(b.defender));
    const step: ChainStepOdds = { reached: 0, attackerWins: 0, defenderWins: 0, draw: 0, stopped: 0 };
    const next = new Map<string, { counts: Map<string, number>; p: number }>();
    for (const { counts, p } of live.values()) {
      step.reached += p;
      const aUnits = expandOrder(order, counts);
      const sol = solve(probsFor(aUnits, values), dProbs, k === 0 ? 'attacker' : `steps[${k - 1}]`);
      states += sol.statesExplored;
      for (const x of sol.outcomes) {
        const w = p * x.p;
        killed += w * x.i;
        const aDead = x.i === sol.nA;
        const dDead = x.j === sol.nD;
        if (last) accD.record(aliveAfter(dUnits, x.j), w);
        if (!dDead || aDead) {
          if (aDead && dDead) {
            step.draw += w;
            o.draw += w;
          } else {
            step.defenderWins += w;
            o.defenderWins += w;
          }
          accA.record(new Map(), w);
          continue;
        }
        step.attackerWins += w;
        const alive = aliveAfter(aUnits, x.i);
        if (last) {
          o.attackerWins += w;
          accA.record(alive, w);
          continue;
        }
        // Leave units to hold the conquered territory [§5C Note]: as declared, or the first in casualty order.
        const nb = battles[k + 1];
        const rest = new Map(alive);
        let ok = true;
        // Units whose movement is used up stay and hold it; then nobody else need stay [§5C].
        const spent = nb && 'spent' in nb ? (nb.spent as string[]) : [];
        const spentAlive = spent.reduce((a, id) => a + (rest.get(id) ?? 0), 0);
        if (nb?.leave) {
          for (const l of nb.leave) {
            const have = rest.get(l.id) ?? 0;
            if (have < l.count) ok = false;
            else rest.set(l.id, have - l.count);
          }
        } else if (spentAlive > 0) {
          // Held by the spent units.
        } else {
          const first = expandOrder(order, rest)[0];
          if (first === undefined) ok = false;
          else rest.set(first, (rest.get(first) ?? 0) - 1);
        }
        for (const id of spent) rest.set(id, 0);
        const remaining = [...rest.values()].reduce((s, c) => s + c, 0);
        if (!ok || remaining === 0) {
          step.stopped += w;
          stopped += w;
          accA.record(alive, w);
          continue;
        }
        const key = keyOf(rest);
        const cur = next.get(key);
        if (cur) cur.p += w;
        else next.set(key, { counts: rest, p: w });
      }
    }
    if (!last) {
      // The last battle's defenders are untouched where the chain never got there.
      let reachedNext = 0;
      for (const v of next.values()) reachedNext += v.p;
      accD.record(aliveAfter(expandOrder(orderGroups(lastDef, 'land-defender', setup.customOrder.defender), countsOf(lastDef)), 0), step.reached - reachedNext);
    }
    steps.push(step);
    live = next;
  });
  const res = baseResult(setup, o, accA.result(), accD.result(), states, o.attackerWins + o.defenderWins + o.draw + stopped);
  res.stopped = stopped;
  // Losses are units killed; units left behind to hold conquered territories are not losses.
  res.expectedLosses.attacker = killed;
  res.expectedLosses.defender = lastDef.reduce((s, g) => s + g.count, 0) - res.survivors.defender.expected;
  res.chain = { steps };
  return res;
}

// ---------------------------------------------------------------------------------------------------------

/** Exact odds of a validated battle. */
export function computeSetupOdds(setup: ImperiumSetup, opts: ComputeOptions = {}): ImperiumOddsResult {
  switch (setup.kind) {
    case 'land':
    case 'sea':
      return fightKind(setup, opts);
    case 'avoid':
      return avoidKind(setup, opts);
    case 'invasion':
      return invasionKind(setup, opts);
    case 'chain':
      return chainKind(setup);
  }
}
