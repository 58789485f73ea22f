// Odds from inside a Battle Round: a hand-worked position, and on random battles of all three kinds the law of
// total probability: the odds from the round's start equal the odds after a side's roll, averaged over the
// rolls with their chances (the engine itself is checked against an independent simulation in montecarlo.test.ts).
import { describe, expect, it } from 'vitest';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { exactOdds, type BattlePolicy } from './exact';
import { oddsFromHere } from './from-here';
import { DEFAULT_RULES, STANCES, countsOf, gatherDice, type BattleKind, type BattleSetup, type BattleSide, type DiceFaces, type LandType, type Stance } from './model';
import { computeImperialBordersFromHere } from './index';
import { parseImperialBordersInput } from './schema';
import type { RolledFaces } from './resolver';

const FACES: DiceFaces = { black: { double: 1, blast: 2, bar: 1, blank: 2 }, white: { red: 1, blue: 1, bar: 1, blank: 3 } };
const cannon = (id: string): BattleSide => ({ nations: [id], units: [{ id, type: 'cannon', elite: false, zone: 'rear' }], ships: [], fortification: null, medals: [] });
const duel: BattleSetup = { kind: 'land', attacker: cannon('a'), defender: cannon('d'), rules: DEFAULT_RULES };
const always = (a: 'aggressive' | 'defensive', d: 'aggressive' | 'defensive'): BattlePolicy => ({ stances: { attacker: [a, a, a], defender: [d, d, d] }, zones: { attacker: 'zone-1-first', defender: 'zone-1-first' }, stop: 'never' });
const roll = (black: Partial<RolledFaces['black']>, white: Partial<RolledFaces['white']> = {}): RolledFaces => ({ black: { double: 0, blast: 0, bar: 0, blank: 0, ...black }, white: { red: 0, blue: 0, bar: 0, blank: 0, ...white } });

describe('odds from inside a Battle Round [Chapter 2 D-F]', () => {
  it('a lone Cannon duel: after the attacker’s Double Blast the defender’s Cannon falls; its own die (4/6 a Hit) decides mutual defeat or victory', () => {
    const r = oddsFromHere(duel, FACES, always('aggressive', 'aggressive'), { round: 1 }, { faces: { attacker: roll({ double: 1 }) } });
    expect(r.attackerVictory).toBeCloseTo(2 / 6, 12);
    expect(r.mutualDefeat).toBeCloseTo(4 / 6, 12);
    expect(r.defenderVictory).toBeCloseTo(0, 12);
    expect(r.totalProbability).toBeCloseTo(1, 12);
  });

  it('both dice known: a Blank against a Blank in Round 1 goes on to Rounds 2 and 3 exactly as from Round 2', () => {
    const both = oddsFromHere(duel, FACES, always('aggressive', 'aggressive'), { round: 1 }, { faces: { attacker: roll({ blank: 1 }), defender: roll({ blank: 1 }) } });
    const fromTwo = exactOdds(duel, FACES, always('aggressive', 'aggressive'), { round: 2 });
    expect(both.attackerVictory).toBeCloseTo(fromTwo.attackerVictory, 12);
    expect(both.contested).toBeCloseTo(fromTwo.contested, 12);
  });

  it('a Defensive Bar still to block: the attacker’s Blast against the defender’s Bar is blocked (no damage)', () => {
    const mid = { faces: { attacker: roll({ blast: 1 }), defender: roll({ bar: 1 }) }, hits: { attacker: [{ kind: 'blast' as const, hits: 1 }], defender: [] }, blocksDue: { attacker: 0, defender: 1 } };
    const r = oddsFromHere(duel, FACES, always('aggressive', 'defensive'), { round: 3 }, mid);
    expect(r.contested).toBeCloseTo(1, 12);
    // The same Blast already assigned to the Cannon (landed in the Rear): the defender falls.
    const landed = oddsFromHere(duel, FACES, always('aggressive', 'defensive'), { round: 3 }, { ...mid, hits: { attacker: [], defender: [] }, blocksDue: { attacker: 0, defender: 0 }, landed: { attacker: [0, 0, 1] } });
    expect(landed.attackerVictory).toBeCloseTo(1, 12);
  });
});

// ------------------------------------------------------------------------------------------------ random battles

type Rng = ReturnType<typeof xoroshiro128plus>;
const n = (rng: Rng, a: number, b: number) => uniformInt(rng, a, b);
const pick = <T,>(rng: Rng, xs: readonly T[]): T => xs[n(rng, 0, xs.length - 1)]!;

function side(rng: Rng, kind: BattleKind, tag: string, land: boolean, fort: boolean): BattleSide {
  const units: BattleSide['units'] = [];
  if (land) for (let i = 0; i < n(rng, 1, 3); i++) {
    const type = pick<LandType>(rng, ['half-infantry', 'full-infantry', 'cavalry', 'cannon']);
    units.push({ id: `${tag}u${i}`, type, elite: n(rng, 0, 4) === 0, zone: kind === 'port' ? 'land' : type === 'cannon' ? 'rear' : type === 'cavalry' ? pick(rng, ['front', 'rear'] as const) : 'front' });
  }
  const ships: BattleSide['ships'] = [];
  if (kind !== 'land') for (let i = 0; i < n(rng, kind === 'sea' ? 1 : 0, 2); i++) ships.push({ id: `${tag}s${i}`, type: pick(rng, ['frigate', 'ship-of-the-line'] as const), elite: n(rng, 0, 3) === 0, damage: 0, cargo: [] });
  return { nations: [tag], units, ships, fortification: fort ? { tier: pick(rng, ['minor', 'major'] as const), damage: 0 } : null, medals: [] };
}

/** Every roll of the side's dice this round, with its chance. */
function allRolls(setup: BattleSetup, who: 'attacker' | 'defender', round: number, faces: DiceFaces): [RolledFaces, number][] {
  const g = gatherDice(setup.kind, setup[who], countsOf(setup[who], setup.kind), round);
  const fact = (k: number): number => (k <= 1 ? 1 : k * fact(k - 1));
  const four = (m: number, p: number[]): [number[], number][] => {
    const out: [number[], number][] = [];
    for (let a = 0; a <= m; a++) for (let b = 0; a + b <= m; b++) for (let c = 0; a + b + c <= m; c++) {
      const d = m - a - b - c;
      out.push([[a, b, c, d], (fact(m) / (fact(a) * fact(b) * fact(c) * fact(d))) * p[0]! ** a * p[1]! ** b * p[2]! ** c * p[3]! ** d]);
    }
    return out;
  };
  const bt = 6;
  const out: [RolledFaces, number][] = [];
  for (const [[double, blast, bar, blank], qb] of four(g.black, [faces.black.double / bt, faces.black.blast / bt, faces.black.bar / bt, faces.black.blank / bt]))
    for (const [[red, blue, wbar, wblank], qw] of four(g.white, [faces.white.red / bt, faces.white.blue / bt, faces.white.bar / bt, faces.white.blank / bt]))
      out.push([{ black: { double: double!, blast: blast!, bar: bar!, blank: blank! }, white: { red: red!, blue: blue!, bar: wbar!, blank: wblank! } }, qb * qw]);
  return out;
}

describe('the law of total probability on random battles', () => {
  it('odds from the round’s start = Σ P(roll) × odds after that roll, for either side, rounds 1 and 2, all three kinds', () => {
    const rng = xoroshiro128plus(20261202);
    for (let t = 0; t < 12; t++) {
      const kind = (['land', 'sea', 'port'] as const)[t % 3]!;
      const landA = kind !== 'sea' && (kind === 'land' || n(rng, 0, 1) === 0);
      const setup: BattleSetup = { kind, attacker: side(rng, kind, 'a', landA, false), defender: side(rng, kind, 'd', kind === 'land' || (kind === 'port' && !landA && n(rng, 0, 1) === 0), kind !== 'sea' && n(rng, 0, 1) === 0), rules: DEFAULT_RULES };
      if (kind === 'port' && !setup.defender.fortification && !setup.defender.ships.length && !setup.defender.units.length) setup.defender.fortification = { tier: 'minor', damage: 0 };
      if (kind === 'port' && !setup.attacker.ships.length && !setup.attacker.units.length) setup.attacker.ships.push({ id: 'as9', type: 'frigate', elite: false, damage: 0, cargo: [] });
      const policy = always(pick(rng, ['aggressive', 'defensive'] as const), pick(rng, ['aggressive', 'defensive'] as const));
      const round = 1 + (t % 2);
      const who = t % 4 < 2 ? 'attacker' : 'defender';
      const whole = exactOdds(setup, FACES, policy, { round });
      const sum = { attackerVictory: 0, defenderVictory: 0, mutualDefeat: 0, contested: 0, capture: 0, points: 0 };
      for (const [faces, q] of allRolls(setup, who, round, FACES)) {
        const r = oddsFromHere(setup, FACES, policy, { round }, { faces: { [who]: faces } });
        sum.attackerVictory += q * r.attackerVictory;
        sum.defenderVictory += q * r.defenderVictory;
        sum.mutualDefeat += q * r.mutualDefeat;
        sum.contested += q * r.contested;
        sum.capture += q * r.capture;
        sum.points += q * r.attacker.expectedPoints;
      }
      const why = `${kind} battle ${t}, ${who} rolled in Round ${round}`;
      expect(sum.attackerVictory, why).toBeCloseTo(whole.attackerVictory, 10);
      expect(sum.defenderVictory, why).toBeCloseTo(whole.defenderVictory, 10);
      expect(sum.mutualDefeat, why).toBeCloseTo(whole.mutualDefeat, 10);
      expect(sum.contested, why).toBeCloseTo(whole.contested, 10);
      expect(sum.capture, why).toBeCloseTo(whole.capture, 10);
      expect(sum.points, why).toBeCloseTo(whole.attacker.expectedPoints, 8);
    }
  }, 120_000);

  it('a big unrolled side against a small target (its Hits capped at what can land): still the law of total probability', () => {
    const units = (tag: string, types: LandType[]): BattleSide['units'] => types.map((type, i) => ({ id: `${tag}${i}`, type, elite: i === 0, zone: type === 'cannon' ? 'rear' : 'front' }));
    const big: BattleSide = { nations: ['a'], units: units('a', ['full-infantry', 'full-infantry', 'full-infantry', 'full-infantry', 'full-infantry', 'cavalry', 'cavalry', 'cannon', 'cannon']), ships: [], fortification: null, medals: [] };
    const small: BattleSide = { nations: ['d'], units: units('d', ['half-infantry', 'cannon']), ships: [], fortification: { tier: 'minor', damage: 0 }, medals: [] };
    const setup: BattleSetup = { kind: 'land', attacker: big, defender: small, rules: DEFAULT_RULES };
    const policy = always('aggressive', 'defensive');
    const whole = exactOdds(setup, FACES, policy, { round: 2 });
    let av = 0;
    let total = 0;
    for (const [faces, q] of allRolls(setup, 'defender', 2, FACES)) {
      const r = oddsFromHere(setup, FACES, policy, { round: 2 }, { faces: { defender: faces } });
      av += q * r.attackerVictory;
      total += q * r.totalProbability;
    }
    expect(total).toBeCloseTo(1, 10);
    expect(av).toBeCloseTo(whole.attackerVictory, 10);
  }, 120_000);
});

describe('the stance matrix from inside a Battle Round (the next round’s four stance pairs)', () => {
  const units = (tag: string, types: LandType[]) => types.map((type, i) => ({ id: `${tag}${i}`, type, elite: i === 0, zone: type === 'cannon' ? 'rear' : 'front' }));
  const input = (round: number) => ({
    game: 'imperial-borders', kind: 'land', round, stanceMatrix: true,
    dice: { black: FACES.black, white: FACES.white },
    attacker: { stance: 'aggressive', units: units('a', ['cavalry', 'cannon']) },
    defender: { stance: 'defensive', units: units('d', ['half-infantry', 'cannon']), fortification: { tier: 'minor' } },
  });

  it('each cell = Σ P(attacker’s roll) × the cell after that roll = the odds from the round’s start with those stances in the next round', () => {
    for (const round of [1, 2]) {
      const p = parseImperialBordersInput(input(round));
      const rolls = allRolls(p.setup, 'attacker', round, FACES);
      const cells = STANCES.flatMap((a) => STANCES.map((d) => ({ a, d, av: 0, dv: 0, md: 0, co: 0 })));
      for (const [faces, q] of rolls) {
        const r = computeImperialBordersFromHere(input(round), { faces: { attacker: faces } });
        expect(r.stanceMatrix).toHaveLength(4);
        for (const c of cells) {
          const m = r.stanceMatrix!.find((x) => x.attacker === c.a && x.defender === c.d)!;
          c.av += q * m.attackerVictory;
          c.dv += q * m.defenderVictory;
          c.md += q * m.mutualDefeat;
          c.co += q * m.contested;
        }
      }
      for (const c of cells) {
        // The engine from the round's start, the attacker's stance kept this round, the pair fixed for the next.
        const next = (kept: Stance, v: Stance): [Stance, Stance, Stance] => [kept, kept, kept].map((x, i) => (i === round ? v : x)) as [Stance, Stance, Stance];
        const whole = exactOdds(p.setup, FACES, { ...p.policy, stances: { attacker: next('aggressive', c.a), defender: next('defensive', c.d) } }, { round });
        const why = `Round ${round}, next round ${c.a} / ${c.d}`;
        expect(c.av, why).toBeCloseTo(whole.attackerVictory, 10);
        expect(c.dv, why).toBeCloseTo(whole.defenderVictory, 10);
        expect(c.md, why).toBeCloseTo(whole.mutualDefeat, 10);
        expect(c.co, why).toBeCloseTo(whole.contested, 10);
      }
      // The stances matter (a matrix of four equal cells would pass the sums above for a battle they do not change).
      expect(new Set(cells.map((c) => c.av.toFixed(6))).size).toBeGreaterThan(1);
    }
  }, 240_000);

  it('the cell of the stances the policy keeps is the odds from here; after Battle Round 3 there is no next round, so no matrix', () => {
    const mid = { faces: { attacker: roll({ blast: 1, bar: 1 }) } };
    const r = computeImperialBordersFromHere(input(1), mid);
    const kept = r.stanceMatrix!.find((x) => x.attacker === 'aggressive' && x.defender === 'defensive')!;
    expect(kept.attackerVictory).toBeCloseTo(r.attackerVictory, 12);
    expect(kept.contested).toBeCloseTo(r.contested, 12);
    expect(computeImperialBordersFromHere(input(3), mid).stanceMatrix).toBeUndefined();
  });
});
