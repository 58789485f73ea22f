// The rulebook's Example of Battle (digest §8 EX-4) replayed step by step through the resolver with the
// rulebook's dice, and the digest's other battle examples (EX-9, EX-10, D-9, D-10, D-15, D-16).
import { describe, expect, it } from 'vitest';
import { BattleActionError } from './errors';
import { DEFAULT_RULES, countsOf, gatherDice, postBattle, type BattleSetup, type BattleSide, type LandType, type LandZone } from './model';
import { applyAction, createBattle, legalTargets, pendingDecision, type BattleAction, type IbBattleState, type RolledFaces } from './resolver';

const unit = (id: string, nation: string, type: LandType, zone: LandZone, elite = false) => ({ id, nation, type, zone, elite });
const side = (over: Partial<BattleSide>): BattleSide => ({ nations: [], units: [], ships: [], fortification: null, medals: [], ...over });
const faces = (black: Partial<RolledFaces['black']>, white: Partial<RolledFaces['white']> = {}): RolledFaces => ({
  black: { double: 0, blast: 0, bar: 0, blank: 0, ...black },
  white: { red: 0, blue: 0, bar: 0, blank: 0, ...white },
});

/** EX-4: PRUSSIA (+ AUSTRIA) attack FRANCE in Lorraine (Major Fort). */
export const LORRAINE: BattleSetup = {
  kind: 'land',
  rules: DEFAULT_RULES,
  attacker: side({
    nations: ['prussia', 'austria'],
    units: [unit('pr-full', 'prussia', 'full-infantry', 'front'), unit('pr-half', 'prussia', 'half-infantry', 'front'), unit('au-half', 'austria', 'half-infantry', 'front'), unit('au-cav', 'austria', 'cavalry', 'rear'), unit('au-cannon', 'austria', 'cannon', 'rear')],
  }),
  defender: side({ nations: ['france'], fortification: { tier: 'major', damage: 0, nation: 'france' }, units: [unit('fr-full', 'france', 'full-infantry', 'front'), unit('fr-cav', 'france', 'cavalry', 'front')] }),
};

const act = (s: IbBattleState, ...actions: BattleAction[]) => actions.reduce(applyAction, s);
const hitId = (s: IbBattleState, side: 'attacker' | 'defender', kind: string) => s.hits[side].find((h) => h.kind === kind)!.id;

describe('EX-4 Example of Battle, step by step with the rulebook’s dice', () => {
  it('reaches the rulebook’s result: contested, 8 and 20 points, a pennant for France only', () => {
    let s = createBattle(LORRAINE);
    // Round 1: Opening Salvo.
    s = act(s, { type: 'positions', side: 'attacker' }, { type: 'positions', side: 'defender' }, { type: 'stance', side: 'attacker', stance: 'aggressive' }, { type: 'stance', side: 'defender', stance: 'defensive' });
    expect(s.dice.attacker).toMatchObject({ black: 2, white: 0 });
    expect(s.dice.attacker!.breakdown.map((l) => [l.what, l.black])).toEqual([['cannons', 1], ['triads', 1]]);
    expect(s.dice.defender).toMatchObject({ black: 2, white: 0 });
    expect(s.dice.defender!.breakdown[0]).toMatchObject({ what: 'fortification', black: 2 });
    s = act(s, { type: 'dice', side: 'attacker', faces: faces({ double: 1, blank: 1 }) }, { type: 'dice', side: 'defender', faces: faces({ bar: 1, blank: 1 }) });
    expect(pendingDecision(s)).toMatchObject({ step: 'block', side: 'defender' });
    const dbl = hitId(s, 'attacker', 'double');
    s = act(s, { type: 'block', side: 'defender', cancel: [dbl] });
    // The unblocked Hit of the Double Blast must go to the Fort (Fortifications first).
    expect(legalTargets(s, 'attacker', dbl)).toEqual(['fortification']);
    s = act(s, { type: 'assign', side: 'attacker', hits: [{ hit: dbl, target: 'fortification' }] });
    expect(s.fortDamage.defender).toBe(1);
    expect(s.step).toBe('continue');

    // Round 2: Assault.
    s = act(s, { type: 'continue' }, { type: 'positions', side: 'attacker' }, { type: 'positions', side: 'defender' }, { type: 'stance', side: 'attacker', stance: 'aggressive' }, { type: 'stance', side: 'defender', stance: 'defensive' });
    expect(s.dice.attacker).toMatchObject({ black: 2, white: 8 });
    expect(s.dice.defender).toMatchObject({ black: 1, white: 5 });
    s = act(s, { type: 'dice', side: 'attacker', faces: faces({ blast: 1, blank: 1 }, { bar: 1, blue: 1, blank: 6 }) }, { type: 'dice', side: 'defender', faces: faces({ blast: 1 }, { bar: 1, blue: 1, blank: 3 }) });
    s = act(s, { type: 'block', side: 'defender', cancel: [hitId(s, 'attacker', 'blast')] });
    const bar = hitId(s, 'attacker', 'white-bar');
    const blue = hitId(s, 'attacker', 'blue');
    // The Bar must take the Fort's last Hit Point; only then may the Blue Hit reach the Front.
    expect(legalTargets(s, 'attacker', blue)).toEqual(['fortification']);
    expect(legalTargets(s, 'attacker', blue, [{ hit: bar, targets: ['fortification'] }])).toEqual(['fr-full']);
    s = act(s, { type: 'assign', side: 'attacker', hits: [{ hit: bar, target: 'fortification' }, { hit: blue, target: 'fr-full' }] });
    const fBlack = hitId(s, 'defender', 'blast');
    const fBlue = hitId(s, 'defender', 'blue');
    // Black may go to either zone; in the Rear the Cavalry comes before the Cannon.
    expect(legalTargets(s, 'defender', fBlack).sort()).toEqual(['au-cav', 'au-half', 'pr-half'].sort());
    // The roller picks between equal Half Infantry of two Nations.
    expect(legalTargets(s, 'defender', fBlue).sort()).toEqual(['au-half', 'pr-half']);
    s = act(s, { type: 'assign', side: 'defender', hits: [{ hit: fBlack, target: 'au-cav' }, { hit: fBlue, target: 'au-half' }] });
    expect(s.fortDamage.defender).toBe(2);
    expect(s.units.defender.find((u) => u.id === 'fr-full')).toMatchObject({ type: 'half-infantry', defeated: false });
    expect(s.units.attacker.filter((u) => u.defeated).map((u) => u.id).sort()).toEqual(['au-cav', 'au-half']);
    // The log names pieces in the game's words, by Nation and type (no two here read the same, so no ids).
    expect(s.log.at(-1)).toBe('Damage: Defender Fortification takes 1 Damage Token; France Full Infantry loses half: 1 Half Infantry stands; Austria Cavalry defeated; Austria Half Infantry defeated.');

    // Round 3: France switches to Aggressive.
    s = act(s, { type: 'continue' }, { type: 'positions', side: 'attacker' }, { type: 'positions', side: 'defender' }, { type: 'stance', side: 'attacker', stance: 'aggressive' }, { type: 'stance', side: 'defender', stance: 'aggressive' });
    expect(s.dice.attacker).toMatchObject({ black: 1, white: 4 }); // the Triad is lost with the Cavalry
    expect(s.dice.defender).toMatchObject({ black: 0, white: 3 }); // the Fort at 0 HP rolls nothing
    s = act(s, { type: 'dice', side: 'attacker', faces: faces({ blank: 1 }, { red: 1, bar: 1, blank: 2 }) }, { type: 'dice', side: 'defender', faces: faces({}, { red: 1, blank: 2 }) });
    const red = hitId(s, 'attacker', 'red');
    expect(legalTargets(s, 'attacker', red)).toEqual([]); // nothing in France's Rear, the Fort at 0 HP
    expect(() => act(s, { type: 'assign', side: 'attacker', hits: [{ hit: red, target: 'fr-full' }, { hit: hitId(s, 'attacker', 'white-bar'), target: 'fr-full' }] })).toThrow(/no valid target/);
    s = act(s, { type: 'assign', side: 'attacker', hits: [{ hit: red, target: null }, { hit: hitId(s, 'attacker', 'white-bar'), target: 'fr-full' }] });
    s = act(s, { type: 'assign', side: 'defender', hits: [{ hit: hitId(s, 'defender', 'red'), target: 'au-cannon' }] });

    expect(s.log).toContain('Damage: France Half Infantry defeated; Austria Cannon defeated.');
    expect(s.step).toBe('over');
    expect(s.units.attacker.filter((u) => !u.defeated).map((u) => u.id).sort()).toEqual(['pr-full', 'pr-half']);
    expect(s.units.defender.filter((u) => !u.defeated).map((u) => u.id)).toEqual(['fr-cav']);
    expect(s.result).toMatchObject({
      outcome: 'contested',
      capture: false,
      attacker: { points: 8, earned: false, pennant: false },
      defender: { points: 20, earned: true, pennant: true },
    });
    expect(s.fortDamage.defender).toBe(2); // the Damage Tokens stay until Phase 7
  });

  it('gathers the dice counts the example gives (digest EX-4 unit tests)', () => {
    const pr = LORRAINE.attacker;
    const c = countsOf(pr, 'land');
    expect(gatherDice('land', pr, c, 1)).toMatchObject({ black: 2, white: 0 });
    expect(gatherDice('land', pr, c, 2)).toMatchObject({ black: 2, white: 8 });
    const c3 = countsOf({ ...pr, units: pr.units.filter((u) => u.id === 'au-cannon' || u.id === 'pr-full' || u.id === 'pr-half') }, 'land');
    expect(gatherDice('land', pr, c3, 3)).toMatchObject({ black: 1, white: 4 });
    const fr = LORRAINE.defender;
    expect(gatherDice('land', fr, countsOf(fr, 'land'), 1)).toMatchObject({ black: 2, white: 0 });
    expect(gatherDice('land', { ...fr, fortification: { tier: 'major', damage: 1 } }, countsOf({ ...fr, fortification: { tier: 'major', damage: 1 } }, 'land'), 2)).toMatchObject({ black: 1, white: 5 });
    const fr3 = { ...fr, fortification: { tier: 'major' as const, damage: 2 }, units: [unit('h', 'france', 'half-infantry', 'front'), unit('c', 'france', 'cavalry', 'front')] };
    expect(gatherDice('land', fr3, countsOf(fr3, 'land'), 3)).toMatchObject({ black: 0, white: 3 });
  });
});

describe('the Hit Hierarchy and the resolver’s refusals', () => {
  const front: BattleSetup = {
    kind: 'land',
    rules: DEFAULT_RULES,
    attacker: side({ units: [unit('can', 'x', 'cannon', 'rear')] }),
    defender: side({ units: [unit('full', 'y', 'full-infantry', 'front'), unit('efull', 'y', 'full-infantry', 'front', true), unit('ehalf', 'y', 'half-infantry', 'front', true), unit('half', 'y', 'half-infantry', 'front')] }),
  };
  const toAssign = (hitsBlack: number) => {
    let s = createBattle(front);
    s = act(s, { type: 'positions', side: 'attacker' }, { type: 'positions', side: 'defender' }, { type: 'stance', side: 'attacker', stance: 'aggressive' }, { type: 'stance', side: 'defender', stance: 'aggressive' });
    return act(s, { type: 'dice', side: 'attacker', faces: faces({ blast: hitsBlack }) });
  };

  it('EX-9 and L689: plain Half, then Elite Half, then plain Full (2 Hits), then Elite Full', () => {
    const s = toAssign(1);
    const h = s.hits.attacker[0]!.id;
    expect(legalTargets(s, 'attacker', h)).toEqual(['half']);
    expect(legalTargets(s, 'attacker', h, [{ hit: 'x', targets: ['half'] }])).toEqual(['ehalf']);
    expect(legalTargets(s, 'attacker', h, [{ hit: 'x', targets: ['half', 'ehalf'] }])).toEqual(['full']);
    expect(legalTargets(s, 'attacker', h, [{ hit: 'x', targets: ['half', 'ehalf', 'full'] }])).toEqual(['full']); // damaged: finished off first
    expect(legalTargets(s, 'attacker', h, [{ hit: 'x', targets: ['half', 'ehalf', 'full', 'full'] }])).toEqual(['efull']);
    expect(() => act(s, { type: 'assign', side: 'attacker', hits: [{ hit: h, target: 'full' }] })).toThrow(/Hit Hierarchy/);
  });

  it('refuses dice faces that do not add up, and changes nothing', () => {
    let s = createBattle(front);
    s = act(s, { type: 'positions', side: 'attacker' }, { type: 'positions', side: 'defender' }, { type: 'stance', side: 'attacker', stance: 'aggressive' }, { type: 'stance', side: 'defender', stance: 'aggressive' });
    const before = JSON.stringify(s);
    expect(() => applyAction(s, { type: 'dice', side: 'attacker', faces: faces({ blast: 2 }) })).toThrow(/rolls 1 Black die this round, but 2 faces were entered/);
    expect(() => applyAction(s, { type: 'dice', side: 'attacker', faces: faces({ blast: 1 }, { blue: 1 }) })).toThrow(/none in the Opening Salvo/);
    expect(JSON.stringify(s)).toBe(before);
  });

  it('refuses a Hit withheld, a Hit twice, a stance out of turn and a battle with no dice on one side', () => {
    const s = toAssign(1);
    const h = s.hits.attacker[0]!.id;
    expect(() => applyAction(s, { type: 'assign', side: 'attacker', hits: [] })).toThrow(/not assigned/);
    expect(() => applyAction(s, { type: 'assign', side: 'attacker', hits: [{ hit: h, target: null }] })).toThrow(/can’t be withheld/);
    expect(() => applyAction(s, { type: 'assign', side: 'attacker', hits: [{ hit: h, target: 'half' }, { hit: h, target: 'ehalf' }] })).toThrow(/twice/);
    const s0 = act(createBattle(front), { type: 'positions', side: 'attacker' }, { type: 'positions', side: 'defender' });
    expect(() => applyAction(s0, { type: 'stance', side: 'defender', stance: 'aggressive' })).toThrow(BattleActionError);
    expect(() => createBattle({ ...front, defender: side({ ships: [{ id: 'f', type: 'frigate', elite: false, damage: 1, cargo: [] }] }) })).toThrow(/defender has no Forces that can roll dice/);
  });

  it('a Double Blast puts both Hits in one zone; after finishing a Fort the second may go to either zone (A17)', () => {
    const fortified: BattleSetup = { ...front, defender: side({ fortification: { tier: 'minor', damage: 0 }, units: [unit('half', 'y', 'half-infantry', 'front'), unit('cav', 'y', 'cavalry', 'rear')] }) };
    let s = createBattle(fortified);
    s = act(s, { type: 'positions', side: 'attacker' }, { type: 'positions', side: 'defender' }, { type: 'stance', side: 'attacker', stance: 'aggressive' }, { type: 'stance', side: 'defender', stance: 'aggressive' });
    s = act(s, { type: 'dice', side: 'attacker', faces: faces({ double: 1 }) }, { type: 'dice', side: 'defender', faces: faces({ blank: 1 }) });
    const d = s.hits.attacker[0]!.id;
    expect(legalTargets(s, 'attacker', d, [], 'fortification').sort()).toEqual(['cav', 'half']);
    const strict = createBattle({ ...fortified, rules: { ...DEFAULT_RULES, doubleBlastAfterFort: 'lost-unless-fort' } });
    let t = act(strict, { type: 'positions', side: 'attacker' }, { type: 'positions', side: 'defender' }, { type: 'stance', side: 'attacker', stance: 'aggressive' }, { type: 'stance', side: 'defender', stance: 'aggressive' });
    t = act(t, { type: 'dice', side: 'attacker', faces: faces({ double: 1 }) }, { type: 'dice', side: 'defender', faces: faces({ blank: 1 }) });
    expect(legalTargets(t, 'attacker', d, [], 'fortification')).toEqual([]);
  });
});

describe('damage and outcome (digest EX-10, D-9, D-10, D-15, D-16)', () => {
  it('EX-10: a 0-HP Port facing a single Out-of-Action Ship is a mutual defeat, control unchanged', () => {
    const setup: BattleSetup = { kind: 'port', rules: DEFAULT_RULES, attacker: side({ ships: [{ id: 'f', type: 'frigate', elite: false, damage: 1, cargo: [] }] }), defender: side({ fortification: { tier: 'major', damage: 2 } }) };
    const c = { attacker: countsOf(setup.attacker, 'port'), defender: countsOf(setup.defender, 'port') };
    expect(postBattle(setup, c, c)).toMatchObject({ outcome: 'mutual-defeat', capture: false });
    expect(() => createBattle(setup)).toThrow(/mutual defeat/);
  });

  it('D-9: a Ship of the Line hit 1, 2, 3 times: 1 die, then Out-of-Action (pennant +5 to the enemy), then sunk (15)', () => {
    const sol = { id: 'sol', type: 'ship-of-the-line' as const, elite: true, damage: 0, cargo: ['cannon' as const] };
    const frigate = { id: 'fr', type: 'frigate' as const, elite: false, damage: 0, cargo: [] };
    const mk = (damage: number): BattleSetup => ({ kind: 'sea', rules: DEFAULT_RULES, attacker: side({ ships: [{ ...sol, damage }, frigate] }), defender: side({ ships: [{ ...frigate, id: 'x' }] }) });
    const g = (damage: number) => gatherDice('sea', mk(damage).attacker, countsOf(mk(damage).attacker, 'sea'), 1).black - 1;
    expect([g(0), g(1), g(2)]).toEqual([3, 2, 0]); // 2 + Elite 1; damaged 1 + Elite 1; Out-of-Action none
    const start = { attacker: countsOf(mk(0).attacker, 'sea'), defender: countsOf(mk(0).defender, 'sea') };
    const pts = (sol: number, fr = 0) => postBattle(mk(0), start, { attacker: { ...start.attacker, ships: [sol, fr] }, defender: start.defender }).defender.points;
    expect([pts(1), pts(2), pts(3)]).toEqual([0, 5, 5 + 15 + 10]); // sunk with its Cargo Cannon
    // With the Frigate also Out-of-Action the defender is the Victor and captures both (A14, A43): 5 + 25 + 10.
    expect(pts(2, 1)).toBe(40);
    // Ships captured not counted (A14's other reading): the Cargo converted to Gold still is [Chapter 3 A].
    const notCounted = (d: number): BattleSetup => ({ ...mk(d), rules: { ...DEFAULT_RULES, capturedShipsCasualties: 'not-counted' } });
    expect(postBattle(notCounted(0), start, { attacker: { ...start.attacker, ships: [2, 1] }, defender: start.defender }).defender.points).toBe(5 + 10);
  });

  it('D-10: an Elite Full Infantry hit once leaves an Elite Half (1 + 1 White) and a casualty of 4', () => {
    const setup: BattleSetup = { kind: 'land', rules: DEFAULT_RULES, attacker: side({ units: [unit('c', 'x', 'cannon', 'rear')] }), defender: side({ units: [unit('ef', 'y', 'full-infantry', 'front', true)] }) };
    let s = createBattle(setup);
    s = act(s, { type: 'positions', side: 'attacker' }, { type: 'positions', side: 'defender' }, { type: 'stance', side: 'attacker', stance: 'aggressive' }, { type: 'stance', side: 'defender', stance: 'aggressive' });
    s = act(s, { type: 'dice', side: 'attacker', faces: faces({ blast: 1 }) });
    s = act(s, { type: 'assign', side: 'attacker', hits: [{ hit: s.hits.attacker[0]!.id, target: 'ef' }] });
    expect(s.units.defender[0]).toMatchObject({ type: 'half-infantry', elite: true, defeated: false });
    s = act(s, { type: 'continue' }, { type: 'positions', side: 'attacker' }, { type: 'positions', side: 'defender' }, { type: 'stance', side: 'attacker', stance: 'aggressive' }, { type: 'stance', side: 'defender', stance: 'aggressive' });
    expect(s.dice.defender).toMatchObject({ black: 0, white: 2 });
    s = act(s, { type: 'dice', side: 'attacker', faces: faces({ blank: 1 }) }, { type: 'dice', side: 'defender', faces: faces({}, { blank: 2 }) }, { type: 'end' });
    expect(s.result!.attacker.points).toBe(4);
  });

  it('D-15: 2 Cavalry, 2 intact Full Infantry (a third reduced to Half), 1 Cannon make 1 Triad', () => {
    const s = side({ units: [unit('c1', 'x', 'cavalry', 'front'), unit('c2', 'x', 'cavalry', 'rear'), unit('f1', 'x', 'full-infantry', 'front'), unit('f2', 'x', 'full-infantry', 'front'), unit('h', 'x', 'half-infantry', 'front'), unit('k', 'x', 'cannon', 'rear')] });
    const g = gatherDice('land', s, countsOf(s, 'land'), 2);
    expect(g.breakdown.find((l) => l.what === 'triads')).toMatchObject({ black: 1, white: 2 });
    expect(g).toMatchObject({ black: 2, white: 1 + 6 + 2 + 1 + 2 });
  });

  it('D-16: Cavalry and Full Infantry from the Interior against a Minor Port: no Triad, Cavalry 1 White; White Hits may hit the Port', () => {
    const setup: BattleSetup = { kind: 'port', rules: DEFAULT_RULES, attacker: side({ units: [unit('cav', 'x', 'cavalry', 'land'), unit('full', 'x', 'full-infantry', 'land')] }), defender: side({ fortification: { tier: 'minor', damage: 0 } }) };
    expect(gatherDice('port', setup.attacker, countsOf(setup.attacker, 'port'), 1)).toMatchObject({ black: 0, white: 0 });
    expect(gatherDice('port', setup.attacker, countsOf(setup.attacker, 'port'), 2)).toMatchObject({ black: 0, white: 4 });
    expect(gatherDice('port', setup.defender, countsOf(setup.defender, 'port'), 1)).toMatchObject({ black: 1 });
    let s = createBattle(setup);
    s = act(s, { type: 'stance', side: 'attacker', stance: 'aggressive' }, { type: 'stance', side: 'defender', stance: 'aggressive' }, { type: 'dice', side: 'defender', faces: faces({ blank: 1 }) });
    s = act(s, { type: 'continue' }, { type: 'stance', side: 'attacker', stance: 'aggressive' }, { type: 'stance', side: 'defender', stance: 'aggressive' });
    s = act(s, { type: 'dice', side: 'attacker', faces: faces({}, { red: 1, blank: 3 }) }, { type: 'dice', side: 'defender', faces: faces({ blank: 1 }) });
    s = act(s, { type: 'assign', side: 'attacker', hits: [{ hit: s.hits.attacker[0]!.id, target: 'fortification' }] });
    expect(s.result).toMatchObject({ outcome: 'attacker-victory', capture: true, attacker: { points: 10 } }); // 1 Blue Morale Token
  });
});
