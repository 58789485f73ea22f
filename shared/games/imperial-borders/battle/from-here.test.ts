// Odds from inside a Battle Round: a hand-worked position, and on random battles of all three kinds the law of
// total probability: the odds from the round's start equal the odds after a side's roll, averaged over the
// rolls with their chances (the engine itself is checked against an independent simulation in montecarlo.test.ts);
// what-if Forces joining the round as it stands, against the engine from the next round.
import { describe, expect, it } from 'vitest';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { exactOdds, type BattlePolicy } from './exact';
import { midRoundSchema, oddsFromHere } from './from-here';
import { DEFAULT_RULES, STANCES, countsOf, gatherDice, type BattleKind, type BattleSetup, type BattleSide, type DiceFaces, type LandType, type Stance } from './model';
import { computeImperialBordersFromHere } from './index';
import { parseImperialBordersInput } from './schema';
import { applyAction, createBattle, legalTargets, rollFaces, type IbBattleState, type RolledFaces } from './resolver';
import { computeImperialBordersOdds } from './index';
import { fromHereInput, nextRoundInput, whatIfMid, withWhatIf, type WhatIf } from '../odds-input';

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

// ------------------------------------------------------------------------------------------------ what-if Forces joining now

describe('what-if Forces join the round as it stands (faces rolled, Hits assigned so far)', () => {
  const dice = { black: FACES.black, white: FACES.white };
  const noMatrix = (x: Record<string, unknown>) => ({ ...x, stanceMatrix: false });

  it('a Blast already on the defender’s Full Infantry stays there: an imagined Half Infantry beside it stands untouched', () => {
    const fi: BattleSide = { nations: ['d'], units: [{ id: 'd0', type: 'full-infantry', elite: false, zone: 'front' }], ships: [], fortification: null, medals: [] };
    const withHalf: BattleSetup = { kind: 'land', attacker: cannon('a'), defender: { ...fi, units: [...fi.units, { id: 'what-if-1', type: 'half-infantry', elite: false, zone: 'front' }] }, rules: DEFAULT_RULES };
    // Round 2: the Cannon's Blast landed in the Front, the defender's Blank hit nothing.
    const mid = { faces: { attacker: roll({ blast: 1 }), defender: roll({ blank: 1 }) }, hits: { attacker: [], defender: [] }, blocksDue: { attacker: 0, defender: 0 }, landed: { attacker: [0, 1, 0] as [number, number, number] } };
    const policy = always('aggressive', 'aggressive');
    const now = oddsFromHere(withHalf, FACES, policy, { round: 2 }, { ...mid, joined: { defender: ['what-if-1'] } });
    // Round 3 then faces 2 Half Infantry (the Full one split, the imagined one whole), not the Full Infantry.
    const half = (id: string) => ({ id, type: 'half-infantry' as const, elite: false, zone: 'front' as const });
    const split = exactOdds({ ...withHalf, defender: { ...fi, units: [half('d0'), half('what-if-1')] } }, FACES, policy, { round: 3 });
    expect(now.attackerVictory).toBeCloseTo(split.attackerVictory, 12);
    expect(now.defenderVictory).toBeCloseTo(split.defenderVictory, 12);
    expect(now.contested).toBeCloseTo(split.contested, 12);
    // As from the round's start the Hierarchy would have sent the Blast to the imagined Half Infantry instead.
    const fromStart = oddsFromHere(withHalf, FACES, policy, { round: 2 }, mid);
    const whole = exactOdds({ ...withHalf, defender: fi }, FACES, policy, { round: 3 });
    expect(fromStart.attackerVictory).toBeCloseTo(whole.attackerVictory, 12);
    expect(Math.abs(fromStart.attackerVictory - now.attackerVictory)).toBeGreaterThan(1e-3);
  });

  it('after both sides assigned their Hits, the odds with the imagined Force = the engine from the next round, on the resolver’s damage plus that Force (random battles, all three kinds)', () => {
    const rng = xoroshiro128plus(20261203);
    const types = { land: ['half-infantry', 'full-infantry', 'cavalry', 'cannon'], sea: ['frigate', 'ship-of-the-line'], port: ['half-infantry', 'full-infantry', 'cavalry', 'cannon', 'frigate', 'ship-of-the-line'] } as const;
    let checked = 0;
    let moved = 0;
    for (let t = 0; t < 60 && checked < 18; t++) {
      const kind = (['land', 'sea', 'port'] as const)[t % 3]!;
      // In a Port battle the Interior's Land Units are all on one side.
      const landA = kind === 'land' || (kind === 'port' && n(rng, 0, 1) === 0);
      const setup: BattleSetup = { kind, attacker: side(rng, kind, 'a', landA, false), defender: side(rng, kind, 'd', kind === 'land' || (kind === 'port' && !landA), kind !== 'sea' && n(rng, 0, 2) === 0), rules: DEFAULT_RULES };
      const stances = { attacker: pick(rng, STANCES), defender: pick(rng, STANCES) };
      let b: IbBattleState;
      try {
        b = createBattle(setup);
      } catch {
        continue; // a side that cannot roll: no battle
      }
      b.round = 1 + n(rng, 0, 1);
      if (b.step === 'positions') for (const sd of ['attacker', 'defender'] as const) b = applyAction(b, { type: 'positions', side: sd });
      for (const sd of ['attacker', 'defender'] as const) b = applyAction(b, { type: 'stance', side: sd, stance: stances[sd] });
      for (const sd of ['attacker', 'defender'] as const) if (!b.faces[sd]) b = applyAction(b, { type: 'dice', side: sd, faces: rollFaces(b.dice[sd]!, FACES, rng) });
      // Blocks and Hits as the table might choose them (the first ones offered, the first legal target).
      while (b.step === 'block') {
        const sd = b.side!;
        const enemy = sd === 'attacker' ? 'defender' : 'attacker';
        const need = Math.min(b.bars[sd], b.hits[enemy].reduce((k, h) => k + h.hits, 0));
        b = applyAction(b, { type: 'block', side: sd, cancel: b.hits[enemy].flatMap((h) => Array.from({ length: h.hits }, () => h.id)).slice(0, need) });
      }
      let before: IbBattleState | null = null;
      while (b.step === 'assign') {
        const sd = b.side!;
        const done: { hit: string; targets: (string | null)[] }[] = [];
        const hits = b.hits[sd].map((h) => {
          const first = legalTargets(b, sd, h.id, done)[0] ?? null;
          const second = h.hits === 2 && first ? legalTargets(b, sd, h.id, done, first)[0] ?? null : undefined;
          done.push({ hit: h.id, targets: second === undefined ? [first] : [first, second] });
          return { hit: h.id, target: first, ...(second !== undefined ? { second } : {}) };
        });
        before = b;
        b = applyAction(b, { type: 'assign', side: sd, hits });
      }
      if (!before || b.step !== 'continue') continue; // no Hits at all, or the battle ended this round
      // The round just before its damage, with every Hit assigned as the resolver recorded them.
      const standing: IbBattleState = { ...before, assigned: b.assigned };
      const here = fromHereInput(standing, dice, stances)!;
      expect(here.mid.landed).toBeDefined();
      const joiner = pick(rng, ['attacker', 'defender'] as const);
      const otherLand = kind === 'port' && setup[joiner === 'attacker' ? 'defender' : 'attacker'].units.length > 0;
      const add: WhatIf = { side: joiner, type: pick(rng, otherLand ? types.sea : types[kind]), elite: n(rng, 0, 3) === 0, zone: pick(rng, ['front', 'rear'] as const) };
      // The odds worker's check keeps who joins now.
      const mid = midRoundSchema.parse(whatIfMid(here.mid, [add]));
      expect(mid.joined?.[joiner]).toEqual(['what-if-1']);
      const now = computeImperialBordersFromHere(noMatrix(withWhatIf(here.input, [add])), mid);
      const engine = computeImperialBordersOdds(noMatrix(withWhatIf(nextRoundInput(b, dice, stances)!, [add])));
      const why = `${kind} battle ${t}, Round ${before.round}, + ${add.type} for the ${joiner}`;
      expect(now.attackerVictory, why).toBeCloseTo(engine.attackerVictory, 10);
      expect(now.defenderVictory, why).toBeCloseTo(engine.defenderVictory, 10);
      expect(now.mutualDefeat, why).toBeCloseTo(engine.mutualDefeat, 10);
      expect(now.contested, why).toBeCloseTo(engine.contested, 10);
      expect(now.capture, why).toBeCloseTo(engine.capture, 10);
      checked++;
      // As from the round's start the same Hits could have fallen on the imagined Force instead.
      const fromStart = computeImperialBordersFromHere(noMatrix(withWhatIf(here.input, [add])), here.mid);
      if (Math.abs(fromStart.attackerVictory - now.attackerVictory) + Math.abs(fromStart.defenderVictory - now.defenderVictory) > 1e-9) moved++;
    }
    expect(checked).toBeGreaterThanOrEqual(12);
    expect(moved).toBeGreaterThan(0);
  }, 240_000);

  it('a Force that rolls no dice this round (Cavalry in the Opening Salvo) joining the side that rolled: Σ P(roll) × odds from here = the engine with it from the round’s start', () => {
    const a: BattleSide = { nations: ['a'], units: [{ id: 'a0', type: 'cannon', elite: false, zone: 'rear' }, { id: 'a1', type: 'full-infantry', elite: false, zone: 'front' }], ships: [], fortification: null, medals: [] };
    const d: BattleSide = { nations: ['d'], units: [{ id: 'd0', type: 'cannon', elite: false, zone: 'rear' }, { id: 'd1', type: 'half-infantry', elite: false, zone: 'front' }], ships: [], fortification: { tier: 'minor', damage: 0 }, medals: [] };
    const setup: BattleSetup = { kind: 'land', attacker: { ...a, units: [...a.units, { id: 'what-if-1', type: 'cavalry', elite: false, zone: 'front' }] }, defender: d, rules: DEFAULT_RULES };
    const policy = always('aggressive', 'defensive');
    const whole = exactOdds(setup, FACES, policy, { round: 1 });
    const sum = { av: 0, dv: 0, total: 0 };
    for (const [f, q] of allRolls(setup, 'attacker', 1, FACES)) {
      const r = oddsFromHere(setup, FACES, policy, { round: 1 }, { faces: { attacker: f }, joined: { attacker: ['what-if-1'] } });
      sum.av += q * r.attackerVictory;
      sum.dv += q * r.defenderVictory;
      sum.total += q * r.totalProbability;
    }
    expect(sum.total).toBeCloseTo(1, 10);
    expect(sum.av).toBeCloseTo(whole.attackerVictory, 10);
    expect(sum.dv).toBeCloseTo(whole.defenderVictory, 10);
  }, 120_000);
});
