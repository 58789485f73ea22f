// Sieges (§9): the prerequisites, the MP cost with the digest's TC-27 and TC-28, the attempt on a siege
// table a group might enter, and the siege combat's exact odds worked by hand on two small forces, then
// checked against a seeded simulation that plays the resolver with every die rolled.
import { describe, expect, it } from 'vitest';
import { removeRow, setCell, type DataPack } from '../../../data/tables';
import { rollDice, seedState, type RngState } from '../../../engine/random';
import { groupPack } from '../testing';
import { analysis, startLandBattle } from './land-resolver';
import { parseLandInput } from './land-schema';
import { LE_GRAND_EMPIRE_DATA as DATA } from '../tables';
import {
  applySiegeAction, buildSiege, siegeAttemptCost, siegeAttemptDistribution, siegeCombatOdds, siegeOdds, siegePrerequisites, siegeTableOf, startSiege,
  type SiegeInput, type SiegeState,
} from './siege';

/** The group's pack with a 3-row skirmish table (0 / 1 / 2 bold), a 2D6 siege table and a 1D6 wound table. */
function pack(o: { siegeTable?: boolean; letters?: boolean } = {}): DataPack {
  let p = groupPack({ battleTables: true, siegeTable: o.siegeTable !== false });
  const set = (t: string, k: string, c: string, v: string | number | boolean) => (p = setCell(DATA, p, t, k, c, v));
  for (const r of p.tables['crt-skirmish']!.rows.map((x) => x.key)) p = removeRow(DATA, p, 'crt-skirmish', r);
  for (const [roll, losses, bold, leader] of [[2, 0, false, 'none'], [7, 1, false, o.letters ? 'L' : 'none'], [10, 2, true, o.letters ? 'LA' : 'none']] as const) {
    set('crt-skirmish', String(roll), 'losses', losses);
    set('crt-skirmish', String(roll), 'bold', bold);
    set('crt-skirmish', String(roll), 'cavalry', false);
    set('crt-skirmish', String(roll), 'leader', leader);
  }
  return p;
}

const besiegers = { units: [{ id: 'soult-corps', type: 'corps', steps: 3, artillery: 1, morale: 3 }], leaders: [{ id: 'soult', combat: 1 }], commander: 'soult' };

/** Example 1: an empty level-2 fortress (2 CP + 2 artillery, combat value 4) against a 3-step corps with 1 artillery under Soult (CV 4). */
const EMPTY: SiegeInput = { fortress: { name: 'Badajoz', level: 2, destroyed: 0 }, morale: 2, besiegers, inside: { units: [] }, engineers: true, outOfSupply: false, when: 'paid' };
/** Example 2: a level-1 fortress (morale 3) with a 2-step corps inside (out of supply, −1). */
const HELD: SiegeInput = {
  fortress: { name: 'Gaeta', level: 1, destroyed: 0 },
  morale: 3,
  besiegers,
  inside: { units: [{ id: 'gaeta-corps', type: 'corps', steps: 2, maxSteps: 2, artillery: 0, morale: 3 }], outOfSupplyDrm: -1 },
  engineers: false,
  outOfSupply: false,
  when: 'end-of-movement',
};

describe('Le Grand Empire sieges: prerequisites and cost (§9.1)', () => {
  it('needs as many corps / detachments as the fortress value, or an army, and no friend of the fortress outside it', () => {
    expect(siegePrerequisites({ level: 2, corps: 1, detachments: 1, army: false, friendlyOutside: false }).ok).toBe(true);
    expect(siegePrerequisites({ level: 3, corps: 1, detachments: 1, army: false, friendlyOutside: false }).ok).toBe(false);
    expect(siegePrerequisites({ level: 3, corps: 1, detachments: 0, army: true, friendlyOutside: false }).ok).toBe(true);
    const out = siegePrerequisites({ level: 1, corps: 2, detachments: 0, army: false, friendlyOutside: true });
    expect(out.ok).toBe(false);
    expect(out.items[1]!.ok).toBe(false);
  });

  it('TC-27: the Spanish army entering a level-2 fortress with its 6th MP makes its attempt free', () => {
    expect(siegeAttemptCost(2, 'end-of-movement', false, { freeSiegeAttempt: 'end-of-movement' }).mp).toBe(0);
    expect(siegeAttemptCost(2, 'after-won-battle', true, { freeSiegeAttempt: 'permanent-points-only' }).mp).toBe(0);
    // The stricter reading of A-19: not free when troops are inside.
    expect(siegeAttemptCost(2, 'end-of-movement', true, { freeSiegeAttempt: 'permanent-points-only' }).mp).toBe(2);
  });

  it('TC-28: in a forced march each attempt at a level-2 fortress costs 2 MP (two attempts, 4 MP)', () => {
    const one = siegeAttemptCost(2, 'paid', false, { freeSiegeAttempt: 'end-of-movement' });
    expect(one.mp).toBe(2);
    expect(2 * one.mp).toBe(4);
    expect(siegeAttemptCost(3, 'paid', false, { freeSiegeAttempt: 'end-of-movement' }).mp).toBe(3);
  });
});

describe('Le Grand Empire sieges: the attempt (§9.2.1)', () => {
  it('reads the printed level’s column with the modifiers: level 2, supplied engineers +1', () => {
    const su = buildSiege(EMPTY, pack(), {});
    expect(su.modifiers).toEqual([{ label: 'Supplied engineers (S+1)', value: 1, cite: '§1.1.3.1' }]);
    // 2D6 + 1: below 8 (2D6 ≤ 6) nothing 15/36; 8-11 (2D6 7-10) assault 18/36; 12+ (2D6 11-12) breach 3/36.
    const d = siegeAttemptDistribution(su.table!, 2, su.drm);
    expect(d.nothing).toBeCloseTo(15 / 36, 12);
    expect(d.assault).toBeCloseTo(18 / 36, 12);
    expect(d.breach).toBeCloseTo(3 / 36, 12);
    expect(d.surrender).toBe(0);
  });

  it('an engineer out of supply gives nothing; out of supply takes the group’s penalty; the army’s own engineer only by the rule setting', () => {
    const oos = buildSiege({ ...EMPTY, outOfSupply: true }, pack(), {});
    expect(oos.modifiers.map((m) => [m.label, m.value])).toEqual([['Out of supply', -1]]);
    const army = { ...EMPTY, engineers: false, besiegers: { ...besiegers, army: { artillery: 0 } } };
    expect(buildSiege(army, pack(), {}).drm).toBe(0);
    expect(buildSiege(army, pack(), { armyEngineersInSiege: 'yes' }).drm).toBe(1);
  });

  it('the attempt’s log line writes a negative modifier with the minus sign: out of supply, 2D6 4+5 −1 = 8', () => {
    const su = buildSiege({ ...EMPTY, outOfSupply: true }, pack(), {});
    const s = applySiegeAction(su, startSiege(su), { type: 'attempt', faces: [4, 5] });
    expect(s.log[0]).toMatch(/^Siege attempt on \S.* \(level 2\): 2D6 4\+5 \u22121 = 8: /);
  });

  it('names the missing siege table and still takes a typed result (manual mode)', () => {
    const su = buildSiege(EMPTY, pack({ siegeTable: false }), {});
    expect(su.table).toBeNull();
    expect(siegeTableOf(pack({ siegeTable: false })).missing[0]).toMatch(/Dice for each chart/);
    expect(() => siegeOdds(su)).toThrow(/Siege attempts/);
    const s0 = startSiege(su);
    expect(() => applySiegeAction(su, s0, { type: 'attempt', faces: [3, 4] })).toThrow(/siege table is not entered/);
    const s = applySiegeAction(su, s0, { type: 'attempt-result', result: 'surrender' });
    expect(s.stage).toBe('over');
    expect(s.outcome!.falls).toBe(true);
    expect(s.log[0]).toMatch(/result typed: Surrender/);
  });
});

describe('Le Grand Empire sieges: the siege combat (§9.2.2-§9.2.3)', () => {
  it('Example 1, worked by hand: an empty level-2 fortress assaulted by a corps under Soult', () => {
    // Besiegers: CV 3 + 1 = 4; fortress: 2 CP + 2 artillery = 4; ratio 1/1 (0). Besiegers DRM +1 (Soult);
    // fortress DRM +2 (artillery 2 against 1). Skirmish column: ≤6 → 0, 7-9 → 1, 10+ → 2 bold.
    // Besiegers: P(0,1,2) = 10, 16, 10 /36; fortress: 6, 15, 15 /36.
    const su = buildSiege(EMPTY, pack(), {});
    const o = siegeCombatOdds(su, 'assault');
    expect(o.besiegersWin).toBeCloseTo((16 * 6 + 10 * 21) / 1296, 12); // 306/1296
    expect(o.tie).toBeCloseTo((10 * 6 + 16 * 15 + 10 * 15) / 1296, 12); // 450/1296
    expect(o.besiegedWin).toBeCloseTo(540 / 1296, 12);
    // Permanent points never demoralise: the fortress falls only when both its points are eliminated.
    expect(o.falls).toBeCloseTo(10 / 36, 12);
    expect(o.expectedDestroyed).toBeCloseTo((16 + 2 * 10) / 36, 12);
    expect(o.expectedLosses.attacker).toBeCloseTo((15 + 2 * 15) / 36, 12);
    expect(o.expectedPrisoners).toBe(0);
    // Breach, A-20 reading: taken whatever the round; the other reading: only if the besieged lose (or are wiped out).
    expect(siegeCombatOdds(su, 'breach').falls).toBeCloseTo(1, 12);
    const strict = buildSiege(EMPTY, pack(), { breach: 'if-besieged-lose' });
    expect(siegeCombatOdds(strict, 'breach').falls).toBeCloseTo((306 + 10 * 15) / 1296, 12);
    // One attempt: assault 18/36 × 10/36 + breach 3/36 × 1 = 2/9.
    expect(siegeOdds(su).falls).toBeCloseTo(2 / 9, 12);
  });

  it('Example 2, worked by hand: an assault on a held fortress, the garrison surrenders when demoralised', () => {
    // Besieged: fortress 1 + corps 2 = 3 CP, artillery 1 (the corps' is unusable out of supply): CV 4.
    // DRM: besiegers +1, besieged −1 (out of supply). Besiegers P(0,1,2) = 10, 16, 10 /36; besieged 21, 12, 3 /36.
    // Losses fall on the corps first (most steps), then the fortress point; a loser's check: 1D6 + loss
    // difference > morale 3.
    const su = buildSiege(HELD, pack(), {});
    expect(su.mp.mp).toBe(0);
    const o = siegeCombatOdds(su, 'assault');
    expect(o.besiegersWin).toBeCloseTo((16 * 21 + 10 * 21 + 10 * 12) / 1296, 12); // 666/1296
    expect(o.tie).toBeCloseTo((10 * 21 + 16 * 12 + 10 * 3) / 1296, 12); // 432/1296
    // Won 1-0 or 2-1: difference 1, demoralised on 3+ (4/6); won 2-0: on 2+ (5/6).
    const falls = (16 * 21 * 4 + 10 * 21 * 5 + 10 * 12 * 4) / (1296 * 6);
    expect(o.falls).toBeCloseTo(falls, 12);
    // The corps is down to 1 step whenever it surrenders: 1 prisoner point each time.
    expect(o.expectedPrisoners).toBeCloseTo(falls, 12);
  });

  it('plays an assault step by step: the log, the surrender, the prisoners and the destroyed point', () => {
    const su = buildSiege(HELD, pack(), {});
    let s: SiegeState = startSiege(su);
    s = applySiegeAction(su, s, { type: 'attempt', faces: [4, 5] }); // level 1, +0: 9 → row 8: assault
    expect(s.stage).toBe('combat');
    expect(s.log[0]).toBe('Siege attempt on Gaeta (level 1): 2D6 4+5 +0 = 9: Assault: a siege combat');
    s = applySiegeAction(su, s, { type: 'combat', action: { type: 'roll', attacker: [5, 6], defender: [2, 3] } }); // 12 → 2 bold; 4 → 0
    s = applySiegeAction(su, s, { type: 'combat', action: { type: 'losses', side: 'defender' } });
    expect(s.combat!.state.stage).toBe('demoralisation');
    expect(() => applySiegeAction(su, s, { type: 'attempt', faces: [1, 1] })).toThrow(/already made/);
    s = applySiegeAction(su, s, { type: 'combat', action: { type: 'demoralisation', faces: [2] } }); // 2 + 2 = 4 > 3
    expect(s.stage).toBe('over');
    expect(s.outcome).toMatchObject({ falls: true, prisoners: 1, destroyed: 1 });
    expect(s.winner).toBe('attacker');
    expect(s.log.join(' | ')).toMatch(/Gaeta falls to the besieger.*1 prisoner point; 1 permanent point destroyed/);
  });

  it('a tie repulses the besiegers and nobody checks morale', () => {
    const su = buildSiege(HELD, pack(), {});
    let s = applySiegeAction(su, startSiege(su), { type: 'attempt-result', result: 'assault' });
    s = applySiegeAction(su, s, { type: 'combat', action: { type: 'roll', attacker: [3, 3], defender: [4, 4] } }); // 7 → 1; 7 → 1
    s = applySiegeAction(su, s, { type: 'combat', action: { type: 'losses', side: 'attacker' } });
    s = applySiegeAction(su, s, { type: 'combat', action: { type: 'losses', side: 'defender' } });
    expect(s.stage).toBe('over');
    expect(s.outcome!.falls).toBe(false);
    expect(s.winner).toBe('defender');
    expect(s.log).toContain('A tie: the besiegers are repulsed (§9.2.3)');
  });

  it('§8.2.4: in a siege battle the cavalry modifier does not apply: cavalry counts as modifier 0 for the troop quality and the spearhead', () => {
    // A +2 reserve cavalry corps (2 CP of 3) under Soult with a detachment: in the field its +2 is the troop quality.
    const cav = { id: 'cav', type: 'corps', steps: 2, maxSteps: 2, cavalry: 'reserve', artillery: 0, morale: 4, modifier: 2 };
    const det = { id: 'det', type: 'detachment', steps: 1, morale: 3 };
    const horse = { ...besiegers, units: [cav, det] };
    const field = parseLandInput({ game: 'le-grand-empire', kind: 'land', pack: pack(), attacker: horse, defender: { units: [{ id: 'd', type: 'corps', steps: 3, morale: 3 }] } }).setup;
    expect(analysis(field, startLandBattle(field)).buildUp.attacker.lines.map((l) => [l.label, l.value])).toContainEqual(['Troop quality', 2]);
    const su = buildSiege({ ...EMPTY, besiegers: horse }, pack(), {});
    const lines = (setup: typeof su) => analysis(setup.combat!, startLandBattle(setup.combat!)).buildUp.attacker.lines.map((l) => l.label);
    expect(lines(su)).not.toContain('Troop quality');
    // The odds and the resolver alike: the same as the cavalry typed at 0.
    const zero = buildSiege({ ...EMPTY, besiegers: { ...horse, units: [{ ...cav, modifier: 0 }, det] } }, pack(), {});
    expect(siegeCombatOdds(su, 'assault')).toEqual(siegeCombatOdds(zero, 'assault'));
    let s = applySiegeAction(su, startSiege(su), { type: 'attempt-result', result: 'assault' });
    s = applySiegeAction(su, s, { type: 'combat', action: { type: 'roll', attacker: [3, 4], defender: [3, 4] } });
    expect(s.log.find((l) => l.startsWith('Round 1, attacker'))).toBe('Round 1, attacker: 2D6 3+4 +1 = 8: 1'); // Soult +1 only
    // The spearhead case: a cavalry spearhead brings 0 too (with an army), and still takes the losses first.
    const sp = buildSiege({ ...EMPTY, besiegers: { ...horse, units: [{ ...cav, leader: 'soult' }, det], army: { artillery: 0 }, spearhead: 'cav' } }, pack(), {});
    expect(lines(sp).some((l) => /Spearhead|Troop quality/.test(l))).toBe(false);
  });

  // The campaign's land-battle readings reach the siege combat as they reach a land battle; no charge in a siege (§9.2.2).
  it('reads the campaign’s land-battle settings: with no 50 % modifier, the largest share’s quality counts under the other reading (A-13), and the odds move', () => {
    // +1 (3 CP), 0 (2 CP), −1 (2 CP): no modifier holds half the 7 CP.
    const mixed = { ...besiegers, units: [{ id: 'guard', type: 'corps', steps: 3, artillery: 1, morale: 3, modifier: 1 }, { id: 'line', type: 'corps', steps: 2, maxSteps: 2, artillery: 0, morale: 3 }, { id: 'militia', type: 'corps', steps: 2, maxSteps: 2, artillery: 0, morale: 2, modifier: -1 }] };
    const lines = (rules: Record<string, unknown>) => {
      const su = buildSiege({ ...HELD, besiegers: mixed }, pack(), rules);
      return { su, lines: analysis(su.combat!, startLandBattle(su.combat!)).buildUp.attacker.lines.map((l) => [l.label, l.value]) };
    };
    const none = lines({});
    expect(none.lines.some(([l]) => l === 'Troop quality')).toBe(false);
    const largest = lines({ qualityWithoutMajority: 'largest-share' });
    expect(largest.lines).toContainEqual(['Troop quality', 1]);
    expect(largest.su.combat!.rules.qualityWithoutMajority).toBe('largest-share');
    expect(siegeCombatOdds(largest.su, 'assault').besiegersWin).toBeGreaterThan(siegeCombatOdds(none.su, 'assault').besiegersWin + 0.02);
    // The besieged's check reads the loss difference as the setting says; a charge is never part of a siege combat.
    expect(buildSiege(HELD, pack(), { demoralisationLossDifference: 'table-results', heavyCavalryCharges: true }).combat!.rules).toMatchObject({ demoralisationLossDifference: 'table-results', heavyCavalryCharges: false });
  });

  it('whose leaders the L and LA letters hit (A-11) follows the setting: the besieged check for the besiegers’ result, or the besiegers for their own', () => {
    const input: SiegeInput = { ...HELD, inside: { ...HELD.inside, leaders: [{ id: 'hesse', combat: 1 }, { id: 'moreau', combat: 1 }] } };
    const play = (rules: Record<string, unknown>) => {
      const su = buildSiege(input, pack({ letters: true }), rules);
      let s = applySiegeAction(su, startSiege(su), { type: 'attempt-result', result: 'assault' });
      // The besiegers roll 12 (2 bold, LA), the besieged 2 (nothing).
      s = applySiegeAction(su, s, { type: 'combat', action: { type: 'roll', attacker: [6, 6], defender: [1, 1] } });
      while (s.combat!.state.stage === 'losses') s = applySiegeAction(su, s, { type: 'combat', action: { type: 'losses', side: s.combat!.state.owed.attacker !== null ? 'attacker' : 'defender' } });
      return s.combat!.state.woundQueue.map((w) => `${w.side} ${w.leaders.join(',')}`);
    };
    expect(play({})).toEqual(['defender moreau']); // no army inside: the LA reads as L, on a leader other than the commander
    expect(play({ crtLetters: 'own-side' })).toEqual([]);
  });

  it('refuses bad input and bad dice with the reason', () => {
    expect(() => buildSiege({ ...EMPTY, fortress: { name: 'x', level: 4, destroyed: 0 } }, pack(), {})).toThrow(/level 1, 2 or 3/);
    expect(() => buildSiege({ ...EMPTY, fortress: { name: 'x', level: 2, destroyed: 3 } }, pack(), {})).toThrow(/0 to 2/);
    const su = buildSiege(EMPTY, pack(), {});
    const s = startSiege(su);
    const before = JSON.stringify(s);
    expect(() => applySiegeAction(su, s, { type: 'attempt', faces: [7, 1] })).toThrow(/2 die faces from 1 to 6/);
    expect(() => applySiegeAction(su, s, { type: 'combat', action: { type: 'roll', attacker: [1, 1], defender: [1, 1] } })).toThrow(/no siege combat/);
    expect(JSON.stringify(s)).toBe(before);
  });

  it('the exact odds agree with a seeded simulation rolling every die through the resolver (wounds and morale included)', () => {
    const input: SiegeInput = {
      ...HELD,
      fortress: { name: 'Gaeta', level: 2, destroyed: 1 },
      inside: { ...HELD.inside, leaders: [{ id: 'hesse', combat: 1 }] },
      besiegers: { ...besiegers, units: [...besiegers.units, { id: 'det', type: 'detachment', steps: 1, morale: 2 }], leaders: [{ id: 'massena', combat: 2 }, { id: 'reynier', combat: 1 }], commander: 'massena' },
    };
    const su = buildSiege(input, pack({ letters: true }), {});
    const odds = siegeOdds(su);
    let rng: RngState = seedState(13);
    const roll = (count: number, sides = 6) => {
      const r = rollDice(rng, [{ purpose: 'sim', count, sides }]);
      rng = r.state;
      return r.rolls[0]!.faces;
    };
    const N = 5000;
    let falls = 0;
    for (let k = 0; k < N; k++) {
      let s = applySiegeAction(su, startSiege(su), { type: 'attempt', faces: roll(2) });
      while (s.stage === 'combat') {
        const c = s.combat!.state;
        const action =
          c.stage === 'roll' ? { type: 'roll' as const, attacker: roll(2), defender: roll(2) }
          : c.stage === 'losses' ? { type: 'losses' as const, side: c.owed.attacker !== null ? ('attacker' as const) : ('defender' as const) }
          : c.stage === 'wounds' ? { type: 'wounds' as const, faces: c.woundQueue.map((w) => [...(w.leaders.length > 1 ? roll(1, w.leaders.length) : []), ...roll(1)]) }
          : { type: 'demoralisation' as const, faces: roll(1) };
        s = applySiegeAction(su, s, { type: 'combat', action });
      }
      if (s.outcome!.falls) falls++;
    }
    const sd = Math.sqrt((odds.falls * (1 - odds.falls)) / N);
    expect(odds.falls).toBeGreaterThan(0.05);
    expect(Math.abs(falls / N - odds.falls)).toBeLessThan(4 * sd);
  }, 60_000);
});
