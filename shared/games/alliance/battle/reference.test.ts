// Digest §8 Group B reference values (an independent exact calculator) and engine invariants.
import { describe, expect, it } from 'vitest';
import { computeAllianceOdds, computeBattleOdds, computeOddsFromState, type AllianceOddsResult } from './odds';
import { applyAction, startBattle } from './resolver';
import { parseAllianceBattleInput } from './schema';
import { BATTLE_EXAMPLE, GROUP_B, battle, blk } from './test/fixtures';

/** The digest states 6 decimals: |x - ref| < 5e-7. */
const six = (x: number, ref: number) => expect(Math.abs(x - ref)).toBeLessThan(5e-7);
const exact = (x: number, ref: number) => expect(Math.abs(x - ref)).toBeLessThan(1e-12);

function sumsToOne(r: AllianceOddsResult): void {
  exact(r.attackerHolds + r.defenderHolds, 1);
  exact(r.totalProbability, 1);
  exact(Object.values(r.rounds).reduce((a, b) => a + b, 0), 1);
  for (const b of Object.values(r.blocks)) {
    exact(b.strengthDistribution.reduce((a, c) => a + c, 0), 1);
    expect(b.eliminated).toBeGreaterThanOrEqual(0);
    expect(b.inPlace).toBeGreaterThan(-1e-12);
    // expectation from the distribution
    exact(b.strengthDistribution.reduce((a, p, s) => a + p * s, 0), b.expectedStrength);
  }
}

describe('Group B reference values (digest §8)', () => {
  const table: [keyof typeof GROUP_B, number, number][] = [
    ['B1', 151 / 486, 335 / 486],
    ['B2', 0.160256, 0.839744],
    ['B3', 0.702155, 0.297845],
    ['B4', 0.942763, 0.057237],
    ["B4'", 0.998469, 0.001531],
    ['B5', 0.931078, 0.068922],
    ['B6', 0.038947, 0.961053],
    ['B7', 0.024076, 0.975924],
    ['B8', 109 / 243, 134 / 243],
  ];
  for (const [id, a, d] of table) {
    it(`${id}: P(A holds) ${a.toFixed(6)}`, () => {
      const r = computeAllianceOdds(GROUP_B[id]);
      six(r.attackerHolds, a);
      six(r.defenderHolds, d);
      sumsToOne(r);
    });
  }

  it('exact fractions: B1 151/486, B5 52720525/56623104, B6 8177/209952, B8 109/243', () => {
    exact(computeAllianceOdds(GROUP_B.B1).attackerHolds, 151 / 486);
    exact(computeAllianceOdds(GROUP_B.B5).attackerHolds, 52720525 / 56623104);
    exact(computeAllianceOdds(GROUP_B.B6).attackerHolds, 8177 / 209952);
    exact(computeAllianceOdds(GROUP_B.B8).attackerHolds, 109 / 243);
  });

  it('B1 hand check: the attacker gets 3 shots and retreats at its own slot in round 4', () => {
    const r = computeAllianceOdds(GROUP_B.B1);
    const q = (5 / 6) * (2 / 3);
    exact(r.attackerHolds, (1 / 6) * (1 + q + q * q));
    // the defender survives to the attacker's retreat with prob q^3
    exact(r.blocks.a?.retreated ?? 0, q ** 3);
    exact(r.rounds['4'] ?? 0, q ** 3);
  });

  it('B3 expected final strengths (4 decimals)', () => {
    const r = computeAllianceOdds(BATTLE_EXAMPLE);
    const ref: Record<string, number> = {
      'gb-art': 0.2877, wellington: 0.3856, 'gb-inf': 0.2175, 'es-inf': 0.1477, napoleon: 1.728,
      'fr-c3a': 0.9829, 'fr-c3b': 1.1563, 'fr-b3': 1.3639, 'fr-c4': 1.5664,
    };
    for (const [id, v] of Object.entries(ref)) expect(Math.abs((r.expectedStrength[id] as number) - v)).toBeLessThan(5e-5);
    // expected losses are the starting strengths (16 and 11) minus the expected final strengths
    const sum = (ids: string[]) => ids.reduce((s, id) => s + (r.expectedStrength[id] as number), 0);
    exact(r.expectedLosses.attacker, 16 - sum(['napoleon', 'fr-c3a', 'fr-c3b', 'fr-b3', 'fr-c4']));
    exact(r.expectedLosses.defender, 11 - sum(['gb-art', 'wellington', 'gb-inf', 'es-inf']));
    expect(r.events.hqLost.napoleon).toBeGreaterThan(0);
    expect(r.events.battlefieldSwitch).toBe(0);
    expect(r.statesExplored).toBeGreaterThan(100);
  });

  it('B5 produces the 7.23 switch exactly when the main defender falls in round 1', () => {
    const r = computeAllianceOdds(GROUP_B.B5);
    // the defender's 1C1 fires first (1/6 hit), then the attacker needs one hit with 4 or 3 dice
    const pSwitch = (5 / 6) * (1 - 0.5 ** 4) + (1 / 6) * (1 - 0.5 ** 3);
    exact(r.events.battlefieldSwitch, pSwitch);
    expect(r.rounds['1'] ?? 0).toBe(0);
  });
});

describe('engine invariants', () => {
  it('odds from the start position equal the start odds', () => {
    const start = computeAllianceOdds(BATTLE_EXAMPLE);
    const fromPos = computeAllianceOdds({ ...BATTLE_EXAMPLE, position: {} });
    exact(fromPos.attackerHolds, start.attackerHolds);
    expect(fromPos.from).toBe('position');
    const { setup } = parseAllianceBattleInput(BATTLE_EXAMPLE);
    const s = startBattle(setup);
    const fromState = computeOddsFromState(setup, s.state);
    exact(fromState.attackerHolds, start.attackerHolds);
    for (const id of Object.keys(start.expectedStrength)) exact(fromState.expectedStrength[id] as number, start.expectedStrength[id] as number);
  });

  it('law of total probability: averaging odds-from-here over the first roll gives the start odds', () => {
    const { setup } = parseAllianceBattleInput(BATTLE_EXAMPLE);
    const s = startBattle(setup);
    expect(s.pending.kind).toBe('turn');
    if (s.pending.kind !== 'turn') return;
    expect(s.pending.blockId).toBe('gb-art');
    let avg = 0;
    let avgNap = 0;
    for (let d1 = 1; d1 <= 6; d1++) {
      for (let d2 = 1; d2 <= 6; d2++) {
        const r = applyAction(setup, s.state, { type: 'fire', blockId: 'gb-art', dice: [d1, d2] });
        // ties are left pending: the engine resolves them with the policy
        const o = computeOddsFromState(setup, r.state);
        avg += o.attackerHolds / 36;
        avgNap += (o.expectedStrength.napoleon as number) / 36;
      }
    }
    const start = computeAllianceOdds(BATTLE_EXAMPLE);
    exact(avg, start.attackerHolds);
    exact(avgNap, start.expectedStrength.napoleon as number);
  });

  it('odds from a later position (B1 in rounds 2-4 has a closed form)', () => {
    const q = (5 / 6) * (2 / 3);
    for (const round of [2, 3, 4]) {
      const r = computeAllianceOdds({ ...GROUP_B.B1, position: { round } });
      let expected = 0;
      for (let k = 0; k <= 3 - round; k++) expected += (1 / 6) * q ** k;
      exact(r.attackerHolds, expected);
    }
    // mid-round: the attacker already fired in round 3 (B-attacker acted), the defender's C2 is next
    const mid = computeAllianceOdds({ ...GROUP_B.B1, position: { round: 3, slot: 'C-defender' } });
    // the defender either eliminates the attacker (1/3) or the attacker retreats in round 4
    exact(mid.attackerHolds, 0);
    exact(mid.blocks.a?.eliminated ?? -1, 1 / 3);
    exact(mid.blocks.a?.retreated ?? -1, 2 / 3);
  });

  it('a position with a pending half-hit makes the next hit land on that fortress; an unpaired half-hit is recovered', () => {
    const base = battle('land', [
      blk('fort', 'defender', 'fortress', 'C1', 2),
      blk('inf', 'defender', 'infantry', 'C1', 4),
      blk('a', 'attacker', 'infantry', 'C4', 1),
    ]);
    // Round 3, the attacker fires its one die (hits on 1-4); it must retreat in round 4 before firing again.
    const r = computeAllianceOdds({ ...base, position: { round: 3, slot: 'C-attacker', blocks: { fort: { halfHit: true } } } });
    exact(r.blocks.fort?.strengthDistribution[1] ?? -1, 2 / 3);
    exact(r.blocks.fort?.strengthDistribution[2] ?? -1, 1 / 3);
    exact(r.blocks.inf?.strengthDistribution[4] ?? -1, 1);
  });

  it('retreat capacity, voluntary retreat and extension policies change the odds as the rules say', () => {
    const base = battle('land', [
      blk('hq', 'attacker', 'hq', 'B4', 3, { maxStrength: 3 }),
      blk('a1', 'attacker', 'infantry', 'C3', 3),
      blk('d1', 'defender', 'infantry', 'C3', 4),
      blk('d2', 'defender', 'infantry', 'C2', 4),
    ]);
    const never = computeAllianceOdds(base);
    const always = computeAllianceOdds({ ...base, policy: { hqExtension: 'always' } });
    const better = computeAllianceOdds({ ...base, policy: { hqExtension: 'ifBetter' } });
    expect(always.rounds['5'] ?? 0).toBeGreaterThan(0);
    expect(better.attackerHolds).toBeGreaterThanOrEqual(Math.max(never.attackerHolds, always.attackerHolds) - 1e-12);
    sumsToOne(better);
    const withdraw = computeAllianceOdds({ ...base, policy: { retreat: { attacker: { kind: 'withdrawAtRound', round: 2 } } } });
    expect(withdraw.attackerHolds).toBeLessThan(never.attackerHolds);
    expect(Object.keys(withdraw.rounds).every((k) => Number(k) <= 2)).toBe(true);
    const ratio = computeAllianceOdds({ ...base, policy: { retreat: { attacker: { kind: 'strengthRatio', ratio: 0.5 } } } });
    sumsToOne(ratio);
    const cap0 = computeAllianceOdds({ ...base, policy: { retreatCapacity: { attacker: 0 } } });
    // nobody can leave in round 4: every surviving attacker is eliminated instead of retreating
    exact(cap0.blocks.a1?.retreated ?? -1, 0);
    exact(cap0.blocks.hq?.retreated ?? -1, 0);
    exact(cap0.attackerHolds, never.attackerHolds);
    exact(cap0.events.hqLost.hq ?? -1, (never.events.hqLost.hq ?? 0) + (never.blocks.hq?.retreated ?? 0));
  });

  it('computeBattleOdds reports the named policies and warnings', () => {
    const { setup } = parseAllianceBattleInput(battle('land', [blk('d', 'defender', 'infantry', 'C5', 1), blk('a', 'attacker', 'cavalry', 'B1', 1)]));
    const r = computeBattleOdds(setup);
    expect(r.policyDescription.join('\n')).toMatch(/lowest firepower number/);
    expect(r.warnings.join('\n')).toMatch(/C1-C4/);
    expect(JSON.parse(JSON.stringify(r))).toEqual(r);
  });
});
