// Battles under the Rulebook's special and optional rules: the Denmark/Norway Box (OHR 15.2), the landing in
// Holland from the Scheldt (OHR 15.3), and Paris with the Grande Armée in it [13.6.5]. Odds worked by hand
// on small tracks; the resolver's results as a referee would read the rules.
import { describe, expect, it } from 'vitest';
import { applyAction, computeCongressOfViennaOdds, createBattle, type CovBattleState } from './index';

const game = 'congress-of-vienna';
/** France inflicts 1 at +12 and over; the Allies inflict 4 at +14 and over (a test track). */
const TRACK = { french: [[12, 1]], allied: [[14, 4]] };

const fight = (input: object, fr: number, al: number): CovBattleState => {
  let s = createBattle(input);
  while (s.step === 'withdrawal') s = applyAction(s, { type: 'withdraw', side: s.side!, withdraw: false });
  while (s.step === 'cards') s = applyAction(s, { type: 'cards', side: s.side!, cards: [] });
  return applyAction(s, { type: 'losses', french: fr, allied: al });
};

describe('OHR 15.2: battles in the Denmark/Norway Box', () => {
  const dk = { game, front: 'DK', french: { milOp: true, units: { FR: 4 } }, allied: { units: { RU: 3, SW: 2 } }, lossTrack: TRACK };

  it('no withdrawal, no Tactical Chits, Major Battle at 4 units each; P(Russia captures the Box) and France’s −4 VP exactly', () => {
    const r = computeCongressOfViennaOdds({ ...dk, tactics: { french: 1, allied: 1, matrix: Array.from({ length: 7 }, () => Array.from({ length: 7 }, () => ({ french: 5 }))) } });
    expect(r.withdrawal.french).toEqual({ eligible: false, reason: 'No player may withdraw from a battle in the Denmark/Norway Box [15.2].' });
    expect(r.tactics).toMatchObject({ used: false, reason: expect.stringMatching(/Denmark\/Norway/) });
    expect(r.drm.french.total).toBe(4); // units only: no space, so no Homeland, mountain or Guerrilla
    expect(r.drm.allied.total).toBe(5);
    // The Allies inflict 4 (every French unit) when 5 + 2d6 >= 14: 2d6 >= 9, 10/36. France never reaches +12 (4 + 12 = 16 ... it does at 8+: 15/36).
    expect(r.inflicted.allied[4]).toBeCloseTo(10 / 36, 12);
    expect(r.denmarkNorway).toEqual({ control: 'FR', captured: expect.closeTo(10 / 36, 12), emptied: 0 });
    expect(r.expectedVp.FR).toBeCloseTo((-4 - 1) * (10 / 36) + 1 * (15 / 36) * (26 / 36), 12);
    expect(r.majorBattle.eligible).toBe(true);
    expect(r.cardDecisionOrder).toEqual(['allied', 'french']);
    expect(r.space).toEqual({ french: null, allied: null });
  });

  it('the Box’s limits and nationalities; withdrawals refused', () => {
    expect(() => computeCongressOfViennaOdds({ ...dk, french: { milOp: true, units: { FR: 5 } } })).toThrow(/at most 4 French units \[15.2\]/);
    expect(() => computeCongressOfViennaOdds({ ...dk, allied: { units: { RU: 5, PR: 2 } } })).toThrow(/at most 6 Coalition/);
    expect(() => computeCongressOfViennaOdds({ ...dk, allied: { units: { AU: 2 } } })).toThrow(/Russian, Prussian or Swedish/);
    expect(() => computeCongressOfViennaOdds({ ...dk, french: { milOp: true, units: { FR: 4 }, withdraw: true } })).toThrow(/no player may withdraw/);
  });

  it('the resolver: no withdrawal step; Russia captures the Box (France −4, Major Battle), nobody moves', () => {
    const s = fight(dk, 0, 4);
    expect(s.log[0]).toMatch(/No player may withdraw/);
    expect(s.result!.spaceTaken).toBeNull();
    expect(s.result!.movement).toBe('The Allies win; units in the Denmark/Norway Box neither retreat nor advance [15.2]. Russia captures the Denmark/Norway Box: its Russian, Prussian and Swedish units may rejoin the Northern Army, one at least staying as garrison [15.2].');
    expect(s.result!.vp).toEqual([
      { power: 'FR', vp: -4, source: expect.stringMatching(/^Denmark\/Norway lost/) },
      { power: 'RU', vp: 1, source: 'Major Battle [13.4.6]' },
      { power: 'FR', vp: -1, source: 'Major Battle [13.4.6]' },
    ]);
    // Russia already holding the Box: no second −4; the Coalition wiped out: Russia may re-engage.
    expect(fight({ ...dk, boxControl: 'allied' }, 0, 4).result!.vp.filter((v) => v.vp === -4)).toEqual([]);
    expect(fight(dk, 5, 1).result!.movement).toMatch(/No Coalition unit is left in the Box: Russia may at once send/);
  });
});

describe('OHR 15.3: the landing in Holland from the Scheldt', () => {
  const landing = {
    game, front: 'B',
    french: { army: 'army-of-the-elbe', units: { FR: 4 }, space: { id: 'holland', minorCountry: true } },
    allied: { army: 'northern-army', milOp: true, units: { RU: 3, PR: 1 }, space: { id: 'belgium' }, scheldt: { units: 2, fleets: 2, milOp: true } },
    lossTrack: TRACK,
  };

  it('both Armies’ units and the fleets, −3 amphibious, Russia and Britain both share the Major Battle; success gives Britain +3', () => {
    const r = computeCongressOfViennaOdds(landing);
    expect(r.drm.allied.lines.map((l) => [l.code, l.value])).toEqual([['a', 8], ['f', -3]]);
    expect(r.drm.allied.lines[0]!.label).toBe('Units at the start of the battle: 3 RU + 1 PR + Army of Scheldt 2 BR + 2 fleets');
    // The Allies (+5) inflict 4 on 2d6 >= 9 (10/36); France (+4) inflicts 1 on 2d6 >= 8 (15/36): the Allies win when they inflict 4.
    expect(r.alliedWins).toBeCloseTo(10 / 36, 12);
    expect(r.scheldt).toEqual({ landing: true, success: expect.closeTo(10 / 36, 12) });
    expect(r.majorBattle.vp.map((v) => v.power).sort()).toEqual(['BR', 'BR', 'FR', 'FR', 'RU', 'RU']);
    expect(r.expectedVp.BR).toBeCloseTo((3 + 1) * (10 / 36) - 1 * (15 / 36) * (26 / 36), 12);
    const s = fight(landing, 1, 4);
    expect(s.result!.allocatesAlliedLosses).toBe('France, among the Coalition units (the landing in Holland) [15.3]');
    expect(s.result!.movement).toMatch(/^France retreats one space; the Allies advance into holland .* The Army of Scheldt is placed in Holland/);
    expect(s.result!.vp).toContainEqual({ power: 'BR', vp: 3, source: expect.stringMatching(/landing in Holland succeeds/) });
  });

  // 15.3: "the French player decides which Coalition unit(s) to eliminate"; 13.4.4: "units and/or fleets". The reading
  // hollandFleetLosses: with "units only" the Army of Scheldt's fleets are never lost, so at most the units are.
  it('the fleets among the most the Coalition can lose by default; under "units only" the units alone (exact odds and the resolver)', () => {
    const few = { ...landing, allied: { ...landing.allied, units: { RU: 1 }, scheldt: { units: 1, fleets: 2, milOp: true } } };
    expect(fight(few, 5, 0).result!.lost.allied).toBe(4);
    expect(computeCongressOfViennaOdds(few).losses.allied.distribution).toHaveLength(5);
    const unitsOnly = { ...few, rules: { hollandFleetLosses: 'units-only' } };
    expect(fight(unitsOnly, 5, 0).result!.lost.allied).toBe(2);
    const r = computeCongressOfViennaOdds(unitsOnly);
    expect(r.losses.allied.distribution).toHaveLength(3);
    expect(r.losses.allied.distribution.reduce((a, p) => a + p, 0)).toBeCloseTo(1, 12);
    // Defending Holland is no landing: the owners' 13.4.4 applies, fleets counted whatever the reading.
    const defence = { ...unitsOnly, french: { ...few.french, milOp: true, space: { id: 'belgium' } }, allied: { ...few.allied, milOp: false, space: { id: 'holland', minorCountry: true }, scheldt: { units: 1, fleets: 2 } } };
    expect(computeCongressOfViennaOdds(defence).losses.allied.distribution).toHaveLength(5);
  });

  it('Britain cannot go it alone; only while the Army of the Elbe holds Holland; a fleet and a unit needed; Front B only', () => {
    expect(() => computeCongressOfViennaOdds({ ...landing, allied: { ...landing.allied, milOp: false } })).toThrow(/Britain cannot go it alone/);
    expect(() => computeCongressOfViennaOdds({ ...landing, french: { ...landing.french, space: { id: 'belgium' } } })).toThrow(/Army of the Elbe occupies Holland/);
    expect(() => computeCongressOfViennaOdds({ ...landing, allied: { ...landing.allied, scheldt: { units: 2, fleets: 0, milOp: true } } })).toThrow(/at least one British fleet and one British unit/);
    expect(() => computeCongressOfViennaOdds({ ...landing, allied: { ...landing.allied, scheldt: { units: 5, fleets: 1, milOp: true } } })).toThrow(/at most 4 units/);
  });

  it('France attacking Allied-held Holland: both Armies and their fleets defend, a withdrawal needs both Powers; France retaking Holland costs Britain 3', () => {
    const defend = {
      game, front: 'B',
      french: { army: 'army-of-the-elbe', milOp: true, units: { FR: 4 }, space: { id: 'hanover' } },
      allied: { army: 'northern-army', units: { RU: 3 }, space: { id: 'holland', minorCountry: true }, scheldt: { units: 1, fleets: 1 } },
      lossTrack: TRACK,
    };
    const r = computeCongressOfViennaOdds(defend);
    expect(r.drm.allied.total).toBe(5);
    expect(r.withdrawal.allied.reason).toMatch(/only if Russia and Britain both agree/);
    const s = fight(defend, 1, 0);
    expect(s.result!.spaceTaken).toEqual({ side: 'allied', id: 'holland' });
    expect(s.result!.vp).toContainEqual({ power: 'BR', vp: -3, source: 'France recaptures Holland [15.3]' });
  });
});

describe('Paris [13.6.5]', () => {
  const paris = {
    game, front: 'B',
    french: { army: 'grande-armee', units: { FR: 6 }, space: { id: 'paris', nation: 'FR' }, napoleonInParis: true },
    allied: { army: 'northern-army', milOp: true, units: { RU: 5 }, space: { id: 'belgium' } },
    lossTrack: TRACK,
  };

  it('the Grande Armée in Paris fights on any Front; Napoleon’s +6 in every Paris battle, and his Major Battle stakes', () => {
    const r = computeCongressOfViennaOdds(paris);
    expect(r.drm.french.lines.map((l) => [l.code, l.value])).toEqual([['a', 6], ['e', 3], ['card', 6]]);
    expect(r.withdrawal.french.eligible).toBe(false);
    expect(r.withdrawal.allied.eligible).toBe(false); // Belgium is next to Paris
    expect(r.majorBattle.napoleon).toBe(true);
    expect(r.paris).toEqual({ alliedEnters: r.alliedWins, napoleonInParis: true });
    expect(r.space.french!.probability).toBe(0); // the Grande Armée never leaves Paris
    expect(() => computeCongressOfViennaOdds({ ...paris, front: 'A', allied: { army: 'army-of-silesia', milOp: true, units: { RU: 5 }, space: { id: 'lorraine' } }, french: { ...paris.french, space: { id: 'alsace' } } })).toThrow(/Napoleon’s \+6 .* Grande Armée in Paris/);
    expect(() => computeCongressOfViennaOdds({ ...paris, french: { ...paris.french, napoleonInParis: false, space: { id: 'alsace' } } })).toThrow(/fights on Front A, not Front B/);
  });

  it('an Allied Army beating the Grande Armée advances into Paris and stands with it; no space VP, Paris stays French', () => {
    const s = fight({ ...paris, french: { ...paris.french, napoleonInParis: false } }, 0, 4);
    expect(s.result!.movement).toBe('The Allies win; the Allied Army advances into Paris and stands there with the Grande Armée (Paris stays French) [13.6.5].');
    expect(s.result!.spaceTaken).toBeNull();
  });

  it('the Grande Armée’s Military Operation: one Allied Front in or next to Paris; an Allied Army in Paris beaten by it retreats out of Paris', () => {
    const attack = { ...paris, french: { ...paris.french, milOp: true, napoleonInParis: false }, allied: { army: 'northern-army', units: { RU: 3 }, space: { id: 'paris' } } };
    const s = fight(attack, 1, 0);
    expect(s.result!.movement).toBe('The Allied Army retreats from Paris to the adjacent space on its track; the Grande Armée stays in Paris [13.6.5].');
    expect(s.result!.vp.filter((v) => /changes hands/.test(v.source))).toEqual([]);
    expect(() => computeCongressOfViennaOdds({ ...attack, allied: { ...attack.allied, space: { id: 'hanover' } } })).toThrow(/attacks only an Allied Army in Paris or next to it/);
  });
});
