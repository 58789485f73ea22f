// Invasions, avoid, continuing attacks and the queries, checked against hand calculations and against
// compositions of simpler exact results.
import { describe, expect, it } from 'vitest';
import { setCell, templatePack } from '../../../data/tables';
import { NAPOLEONS_IMPERIUM_DATA } from '../tables';
import { computeImperiumOdds } from './entry';
import type { ImperiumOddsInput } from './model';
import { commanderOptions } from './queries';

const G = 'napoleons-imperium' as const;
const fleet = (id: string, hitValue: number, count: number, invasionValue: number, cargo: object[] = [], extra: object = {}) => ({ id, type: 'fleet', hitValue, count, invasionValue, cargo, ...extra });
const unit = (id: string, type: string, hitValue: number, count: number, extra: object = {}) => ({ id, type, hitValue, count, ...extra });
const total = (r: { attackerWins: number; defenderWins: number; draw: number; avoided?: number; stopped?: number }) => r.attackerWins + r.defenderWins + r.draw + (r.avoided ?? 0) + (r.stopped ?? 0);

describe('invasion: sea battle → pre-emptive strike → land battle [§20, §21]', () => {
  it('one fleet (Invasion 5) lands 1 infantry A4 against 1 infantry D5: 9/14, 3/14, 1/7 by hand', () => {
    const r = computeImperiumOdds({ game: G, kind: 'invasion', attacker: [fleet('f', 8, 1, 5, [{ id: 'i', type: 'infantry', count: 1, hitValue: 4 }])], defender: [unit('d', 'infantry', 5, 1)] });
    // P(strike kills the defender) = 1/2; otherwise the 1 v 1 land battle: 2/7, 3/7, 2/7.
    expect(r.attackerWins).toBeCloseTo(9 / 14, 12);
    expect(r.defenderWins).toBeCloseTo(3 / 14, 12);
    expect(r.draw).toBeCloseTo(1 / 7, 12);
    expect(r.invasion).toMatchObject({ wonByPreemptiveStrike: 0.5, landBattle: 0.5, noneLanded: 0 });
    expect(r.invasion?.sea.fought).toBe(false);
  });

  it('A17 edge cases: strike and return fire both at 9 against one artillery unit', () => {
    const input = (bothWiped: 'draw' | 'repulsed') => ({
      game: G, kind: 'invasion' as const, rules: { invasionBothWiped: bothWiped },
      attacker: [fleet('f', 8, 1, 9, [{ id: 'i', type: 'infantry', count: 1, hitValue: 4 }])],
      defender: [unit('art', 'artillery', 6, 1, { portDefenceValue: 9 })],
    });
    const r = computeImperiumOdds(input('draw'));
    // both hit 0.81 → nobody lands, nobody left: a draw (A17c); fleet only 0.09 → taken (A17b); artillery only 0.09 → repulsed (A17a);
    // neither 0.01 → 1 infantry A4 v 1 artillery D6: 1/4, 9/16... (land: a = 0.4, d = 0.6 → win 0.4*0.4/(1-0.24)).
    const land = { a: (0.4 * 0.4) / 0.76, d: (0.6 * 0.6) / 0.76, x: (0.4 * 0.6) / 0.76 };
    expect(r.draw).toBeCloseTo(0.81 + 0.01 * land.x, 12);
    expect(r.attackerWins).toBeCloseTo(0.09 + 0.01 * land.a, 12);
    expect(r.defenderWins).toBeCloseTo(0.09 + 0.01 * land.d, 12);
    expect(r.invasion?.noneLanded).toBeCloseTo(0.9, 12);
    const rep = computeImperiumOdds(input('repulsed'));
    expect(rep.draw).toBeCloseTo(0.01 * land.x, 12);
    expect(rep.defenderWins).toBeCloseTo(0.81 + 0.09 + 0.01 * land.d, 12);
  });

  it('the sea battle comes first and only a win goes on; its odds are those of the plain sea battle', () => {
    const input = {
      game: G, kind: 'invasion',
      attacker: [fleet('f', 7, 3, 5, [{ id: 'i', type: 'infantry', count: 2, hitValue: 5 }])],
      defenderFleets: [unit('df', 'fleet', 6, 2)],
      defender: [unit('d', 'infantry', 5, 2), unit('a', 'artillery', 6, 1, { portDefenceValue: 3 })],
    };
    const r = computeImperiumOdds(input);
    const sea = computeImperiumOdds({ game: G, kind: 'sea', attacker: [unit('f', 'fleet', 7, 3)], defender: [unit('df', 'fleet', 6, 2)] });
    expect(r.invasion?.sea.won).toBeCloseTo(sea.attackerWins, 12);
    expect(r.invasion?.sea.lost).toBeCloseTo(sea.defenderWins, 12);
    expect(r.invasion?.sea.draw).toBeCloseTo(sea.draw, 12);
    expect(r.defenderWins).toBeGreaterThanOrEqual(sea.defenderWins + sea.draw - 1e-12);
    expect(r.seaPrize).toBeDefined();
    expect(total(r)).toBeCloseTo(1, 12);
    expect(r.invasion?.landed.reduce((s, p) => s + p, 0)).toBeCloseTo(1, 12);
    // The defender's fleets are all gone whenever the sea battle was won.
    expect(r.invasion?.defenderFleets.total[0]).toBeCloseTo(sea.attackerWins + sea.draw, 12);
  });

  it('unladen fleets are lost before laden ones, and cargo sinks with its fleet [§20 Note, §21]', () => {
    const r = computeImperiumOdds({
      game: G, kind: 'invasion',
      attacker: [fleet('laden', 6, 1, 0, [{ id: 'inf', type: 'infantry', count: 3, hitValue: 5 }]), fleet('escort', 6, 1, 0)],
      defender: [unit('art', 'artillery', 0, 2, { portDefenceValue: 5 })],
    });
    expect(r.casualtyOrder.attacker).toEqual(['escort', 'laden']);
    // Return fire: 2 shots at 5. 0 or 1 hit → the escort goes, 3 land; 2 hits → both sunk, nobody lands.
    expect(r.invasion?.landed[3]).toBeCloseTo(0.75, 12);
    expect(r.invasion?.noneLanded).toBeCloseTo(0.25, 12);
    expect(r.invasion?.preemptive.fleetsSunk).toEqual([0.25, 0.5, 0.25]);
    // The artillery never hits on land (value 0): whoever lands wins.
    expect(r.attackerWins).toBeCloseTo(0.75, 12);
  });

  it('a combined fleet loses its joined fleets first [§22C]; only one nation’s troops land [A24]', () => {
    const r = computeImperiumOdds({
      game: G, kind: 'invasion', attackerNation: 'gb',
      attacker: [fleet('gb', 8, 2, 4, [{ id: 'gb-inf', type: 'infantry', count: 2, hitValue: 5 }]), fleet('no', 7, 2, 4, [], { nation: 'no', joined: true })],
      defenderFleets: [unit('fr-f', 'fleet', 6, 2)],
      defender: [unit('fr-inf', 'infantry', 5, 3)],
    });
    expect(r.casualtyOrder.attacker).toEqual(['no', 'gb']);
    expect(total(r)).toBeCloseTo(1, 12);
  });

  it('an Admiral of the Seas adds +1 to the sea battle and the pre-emptive strike, not to the land battle [§20]', () => {
    let pack = templatePack(NAPOLEONS_IMPERIUM_DATA);
    pack = setCell(NAPOLEONS_IMPERIUM_DATA, pack, 'invasion-values', 'gb', 'fleetInvasion', 5);
    const base: ImperiumOddsInput = {
      game: G, kind: 'invasion', attackerNation: 'gb', defenderNation: 'fr',
      attacker: [{ id: 'gb-f', type: 'fleet', count: 2, cargo: [{ id: 'gb-inf', type: 'infantry', count: 2 }] }],
      defenderFleets: [{ id: 'fr-f', type: 'fleet', count: 1 }],
      defender: [{ id: 'fr-inf', type: 'infantry', count: 2 }, { id: 'fr-art', type: 'artillery', count: 1 }],
      commanders: [{ id: 'gb-major', side: 'attacker', rank: 'major', assignedTo: 'fleet' }],
    };
    const admiral = computeImperiumOdds(base, { pack });
    expect(admiral.units.attacker[0]).toMatchObject({ value: 9, invasionValue: 6, cargo: [{ value: 5 }] });
    const general = computeImperiumOdds({ ...base, commanders: [{ id: 'gb-major', side: 'attacker', rank: 'major', assignedTo: 'infantry' }] }, { pack });
    expect(general.units.attacker[0]).toMatchObject({ value: 8, invasionValue: 5, cargo: [{ value: 6 }] });
    // A defending commander on artillery boosts its return fire (France: Defence of Port 4) and its land value [§21 Note].
    const gunner = computeImperiumOdds({ ...base, commanders: [{ id: 'fr-major', side: 'defender', rank: 'major', assignedTo: 'artillery' }] }, { pack });
    expect(gunner.units.defender[1]).toMatchObject({ value: 7, portDefenceValue: 5 });
    // Both ways, exactly.
    const opts = commanderOptions(base, 'attacker', { pack });
    expect(opts.options.map((o) => o.assignment['gb-major']).sort()).toEqual(['fleet', 'infantry', null].sort());
  });

  it('an empty neutral taken by sea: no fire-in, one unit forfeited, two needed [§25]', () => {
    const r = computeImperiumOdds({ game: G, kind: 'invasion', neutral: true, attacker: [fleet('f', 6, 1, 5, [{ id: 'i', type: 'infantry', count: 3, hitValue: 4 }])], defender: [] });
    expect(r.attackerWins).toBe(1);
    expect(r.survivors.attacker.total).toEqual([0, 0, 1, 0]);
    // With enemy fleets in the zone the sea battle decides whether it can land at all.
    const s = computeImperiumOdds({ game: G, kind: 'invasion', neutral: true, attacker: [fleet('f', 6, 2, 5, [{ id: 'i', type: 'infantry', count: 1, hitValue: 4 }])], defenderFleets: [unit('e', 'fleet', 6, 1)], defender: [] });
    // Two fleets with one infantry each: if one fleet is sunk only one unit is left — too few to take it.
    const sea = computeImperiumOdds({ game: G, kind: 'sea', attacker: [unit('f', 'fleet', 6, 2)], defender: [unit('e', 'fleet', 6, 1)] });
    expect(s.attackerWins).toBeCloseTo(sea.survivors.attacker.total[2] as number, 12);
  });
});

describe('avoid [§17, §17B]', () => {
  it('one roll for the whole fleet at its Avoid Rate; if sighted it defends, the enemy attacks', () => {
    const r = computeImperiumOdds({ game: G, kind: 'avoid', attackerNation: 'gb', defenderNation: 'fr', attacker: [{ id: 'gb', type: 'fleet', count: 3 }], defender: [{ id: 'fr', type: 'fleet', count: 2 }] });
    expect(r.avoided).toBeCloseTo(0.8, 12); // British Fleet Avoid Rate 8
    expect(r.units.attacker[0]?.value).toBe(7); // GB Fleet Defence 7
    expect(r.units.defender[0]?.value).toBe(6); // FR Fleet Attack 6
    const forced = computeImperiumOdds({ game: G, kind: 'sea', attacker: [unit('gb', 'fleet', 7, 3)], defender: [unit('fr', 'fleet', 6, 2)] });
    expect(r.attackerWins).toBeCloseTo(0.2 * forced.attackerWins, 12);
    expect(r.avoid?.ifSighted.attackerWins).toBeCloseTo(forced.attackerWins, 12);
    // Fighting instead, with normal roles: GB attack 8 v FR defence 6.
    const normal = computeImperiumOdds({ game: G, kind: 'sea', attacker: [unit('gb', 'fleet', 8, 3)], defender: [unit('fr', 'fleet', 6, 2)] });
    expect(r.avoid?.fightInstead?.attackerWins).toBeCloseTo(normal.attackerWins, 12);
    expect(total(r)).toBeCloseTo(1, 12);
    expect(r.survivors.attacker.total[3]).toBeCloseTo(0.8 + 0.2 * (forced.survivors.attacker.total[3] as number), 12);
    expect(r.rounds?.['0']).toBeCloseTo(0.8, 12);
  });
});

describe('continuing attacks [§5C]', () => {
  it('a two-battle chain equals the mixture of single battles, one unit left behind', () => {
    const a = (n: number) => [unit('inf', 'infantry', 5, n)];
    const d1 = [unit('d1', 'infantry', 5, 1)];
    const d2 = [unit('d2', 'infantry', 5, 2)];
    const chain = computeImperiumOdds({ game: G, kind: 'chain', attacker: a(4), defender: d1, steps: [{ defender: d2 }] });
    const first = computeImperiumOdds({ game: G, kind: 'land', attacker: a(4), defender: d1 });
    let win = 0;
    let stopped = 0;
    first.survivors.attacker.total.forEach((p, s) => {
      if (s === 0) return;
      if (s === 1) stopped += p; // the last unit must hold the territory
      else win += p * computeImperiumOdds({ game: G, kind: 'land', attacker: a(s - 1), defender: d2 }).attackerWins;
    });
    expect(chain.attackerWins).toBeCloseTo(win, 12);
    expect(chain.stopped).toBeCloseTo(stopped, 12);
    expect(chain.chain?.steps[1]?.reached).toBeCloseTo(first.attackerWins - stopped, 12);
    expect(total(chain)).toBeCloseTo(1, 12);
  });

  it('declared units left behind and new values for the next battle (a commander switching type) [§13C]', () => {
    const chain = computeImperiumOdds({
      game: G, kind: 'chain',
      attacker: [unit('inf', 'infantry', 5, 3), unit('cav', 'cavalry', 7, 2)],
      defender: [unit('d1', 'infantry', 5, 1)],
      steps: [{ defender: [unit('d2', 'infantry', 5, 1)], leave: [{ id: 'inf', count: 2 }], hitValues: { cav: 8, inf: 4 } }],
    });
    expect(total(chain)).toBeCloseTo(1, 12);
    expect(chain.chain?.steps).toHaveLength(2);
    expect((chain.stopped ?? 0) > 0).toBe(true); // after losing 2+ infantry the declared 2 cannot be left
  });
});

describe('queries', () => {
  it('units needed for 80%: the smallest count, exactly', () => {
    const input = { game: G, kind: 'land', attacker: [unit('fr-inf', 'infantry', 5, 3)], defender: [unit('au-inf', 'infantry', 5, 4)], query: { unitsNeeded: { id: 'fr-inf', target: 0.8 } } };
    const r = computeImperiumOdds(input);
    const n = r.unitsNeeded?.count as number;
    expect(n).toBeGreaterThan(3);
    const at = (k: number) => computeImperiumOdds({ ...input, attacker: [unit('fr-inf', 'infantry', 5, k)], query: undefined }).attackerWins;
    expect(at(n)).toBeGreaterThanOrEqual(0.8);
    for (let k = 1; k < n; k++) expect(at(k)).toBeLessThan(0.8);
    expect(r.unitsNeeded?.current).toEqual({ count: 3, probability: r.attackerWins });
    // For the defender, and a target out of reach.
    const d = computeImperiumOdds({ ...input, query: { unitsNeeded: { id: 'au-inf', target: 0.99, max: 5 } } });
    expect(d.unitsNeeded?.side).toBe('defender');
    expect(d.unitsNeeded?.count).toBeNull();
  });

  it('best commanders both ways: every pair evaluated; the attacker’s maximin', () => {
    const input: ImperiumOddsInput = {
      game: G, kind: 'land', attackerNation: 'fr', defenderNation: 'ru',
      attacker: [{ id: 'fr-inf', type: 'infantry', count: 4 }, { id: 'fr-cav', type: 'cavalry', count: 2 }],
      defender: [{ id: 'ru-inf', type: 'infantry', count: 4 }, { id: 'ru-art', type: 'artillery', count: 1 }],
      commanders: [{ id: 'fr-major', side: 'attacker', rank: 'major' }, { id: 'ru-major', side: 'defender', rank: 'major' }],
      query: { bestCommanders: 'both' },
    };
    const r = computeImperiumOdds(input);
    const c = r.commanderOptions;
    expect(c?.options).toHaveLength(3 * 3);
    expect(c?.maximin?.attacker['fr-major']).toBe('infantry');
    expect(c?.maximin?.defender['ru-major']).toBe('infantry');
  });
});
