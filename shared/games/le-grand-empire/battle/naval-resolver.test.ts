import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { describe, expect, it } from 'vitest';
import { applyNavalAction, computeNavalOdds, LgeActionError, navalPendingDecision, parseNavalInput, startNavalBattle, type NavalAction, type NavalBattleState } from './index';
import { ISSUE_EXAMPLE_INPUT } from './test/fixtures';

const tc29 = parseNavalInput({
  game: 'le-grand-empire',
  kind: 'naval',
  attacker: { fleets: [{ id: 'gb-1', points: 2, bonus: 0 }, { id: 'gb-2', points: 2, bonus: 1 }] },
  defender: { fleets: [{ id: 'fr', points: 3, bonus: 0 }] },
}).setup;

function play(setup: typeof tc29, actions: NavalAction[]): NavalBattleState {
  return actions.reduce((s, a) => applyNavalAction(setup, s, a), startNavalBattle(setup));
}

describe('naval battle step by step', () => {
  it('TC-29: the example’s dice give 2 British hits and 1 French, losses chosen in turn, British win', () => {
    let s = play(tc29, [{ type: 'volley', attacker: { 'gb-1': [2, 6], 'gb-2': [4, 5] }, defender: { fr: [2, 3, 6] } }]);
    expect(s.inflicted).toEqual({ attacker: 2, defender: 1 });
    expect(navalPendingDecision(tc29, s)).toMatchObject({ stage: 'losses', who: 'defender' });
    s = applyNavalAction(tc29, s, { type: 'loss', fleet: 'fr' });
    expect(navalPendingDecision(tc29, s)).toMatchObject({ who: 'attacker', text: /chosen by the firer/ });
    s = applyNavalAction(tc29, s, { type: 'loss', fleet: 'fr' });
    expect(navalPendingDecision(tc29, s)).toMatchObject({ who: 'attacker', text: /chosen by the owner/ });
    s = applyNavalAction(tc29, s, { type: 'loss', fleet: 'gb-2' });
    expect(s.winner).toBe('attacker');
    expect(s.defender[0]!.points).toBe(1);
    expect(s.stage).toBe('admirals');
    s = applyNavalAction(tc29, s, { type: 'admirals', rolls: { 'gb-1': [6, 6], 'gb-2': [1, 2], fr: [5, 6] } });
    expect(s.admiralsKilled).toEqual(['gb-1']);
    expect(s.stage).toBe('over');
  });

  it('ties: the defender decides first, then the attacker; both staying fight another round', () => {
    let s = play(tc29, [{ type: 'volley', attacker: { 'gb-1': [1, 1], 'gb-2': [1, 1] }, defender: { fr: [1, 1, 1] } }]);
    expect(s.stage).toBe('tie-defender');
    expect(() => applyNavalAction(tc29, s, { type: 'tie', side: 'attacker', choice: 'stay' })).toThrow(/the defender decides now/);
    s = applyNavalAction(tc29, s, { type: 'tie', side: 'defender', choice: 'stay' });
    s = applyNavalAction(tc29, s, { type: 'tie', side: 'attacker', choice: 'stay' });
    expect(s).toMatchObject({ round: 2, stage: 'volley' });
    const r = applyNavalAction(tc29, s, { type: 'volley', attacker: { 'gb-1': [1, 1], 'gb-2': [1, 1] }, defender: { fr: [1, 1, 1] } });
    expect(applyNavalAction(tc29, r, { type: 'tie', side: 'defender', choice: 'retreat' }).winner).toBe('attacker');
  });

  it('harbour combat: batteries first, at the fleet named, and a capture after 4 losses', () => {
    const h = parseNavalInput({ ...ISSUE_EXAMPLE_INPUT, harbour: { batteries: 1 } }).setup;
    let s = startNavalBattle(h);
    expect(navalPendingDecision(h, s)).toMatchObject({ stage: 'batteries', options: ['gb-nelson', 'gb-collingwood'] });
    expect(() => applyNavalAction(h, s, { type: 'batteries', target: 'gb-nelson', faces: [5] })).toThrow(/needs 2 die faces/);
    s = applyNavalAction(h, s, { type: 'batteries', target: 'gb-nelson', faces: [5, 6] });
    expect(s.attacker[0]!.points).toBe(4);
    expect(s.inflicted.defender).toBe(2);
    s = applyNavalAction(h, s, { type: 'volley', attacker: { 'gb-nelson': [6, 6, 6, 6], 'gb-collingwood': [6, 6, 1, 1] }, defender: { 'fr-villeneuve': [1, 1, 1, 1, 1, 1, 1] } });
    s = applyNavalAction(h, s, { type: 'losses-by-policy' });
    expect(s).toMatchObject({ winner: 'attacker', capture: true, stage: 'admirals' });
    s = applyNavalAction(h, s, { type: 'admirals', rolls: { 'gb-nelson': [1, 1], 'gb-collingwood': [1, 1], 'fr-villeneuve': [1, 1] } });
    s = applyNavalAction(h, s, { type: 'capture', fleet: 'gb-nelson' });
    expect(s.attacker[0]!.points).toBe(5);
    expect(s.stage).toBe('over');
  });

  it('refuses bad input with the reason and leaves the state unchanged', () => {
    const s = startNavalBattle(tc29);
    const before = JSON.stringify(s);
    const bad: Array<[NavalAction, RegExp]> = [
      [{ type: 'volley', attacker: { 'gb-1': [2, 7], 'gb-2': [4, 5] }, defender: { fr: [2, 3, 6] } }, /1 to 6/],
      [{ type: 'volley', attacker: { 'gb-1': [2], 'gb-2': [4, 5] }, defender: { fr: [2, 3, 6] } }, /needs 2 die faces, 1 given/],
      [{ type: 'volley', attacker: { 'gb-9': [2, 2] }, defender: { fr: [2, 3, 6] } }, /not a fleet of this side/],
      [{ type: 'tie', side: 'defender', choice: 'stay' }, /not waiting for "tie"/],
      [{ type: 'loss', fleet: 'fr' }, /not waiting for "loss"/],
    ];
    for (const [a, msg] of bad) expect(() => applyNavalAction(tc29, s, a)).toThrow(msg);
    expect(() => applyNavalAction(tc29, s, bad[0]![0])).toThrow(LgeActionError);
    expect(JSON.stringify(s)).toBe(before);
  });

  it('empty transport steps go first', () => {
    const t = parseNavalInput({ game: 'le-grand-empire', kind: 'naval', attacker: { fleets: [{ id: 'a', points: 2, bonus: 0, laden: 2 }, { id: 'b', points: 2, bonus: 0 }] }, defender: { fleets: [{ id: 'd', points: 2, bonus: 5 }] } }).setup;
    const s = play(t, [{ type: 'volley', attacker: { a: [1, 1], b: [1, 1] }, defender: { d: [1, 1] } }]);
    expect(() => applyNavalAction(t, s, { type: 'loss', fleet: 'a' })).toThrow(/empty steps are lost first/);
  });

  it('played with random dice and the policy, it agrees with the exact odds', () => {
    const setup = parseNavalInput(ISSUE_EXAMPLE_INPUT).setup;
    const exact = computeNavalOdds(setup);
    const rng = xoroshiro128plus(5);
    const roll = (n: number) => Array.from({ length: n }, () => uniformInt(rng, 1, 6));
    const runs = 3000;
    let aw = 0;
    for (let k = 0; k < runs; k++) {
      let s = startNavalBattle(setup);
      while (s.stage !== 'over') {
        if (s.stage === 'volley') {
          const dice = (side: 'attacker' | 'defender') => Object.fromEntries(s[side].filter((f) => f.points > 0).map((f) => [f.id, roll(f.points)]));
          s = applyNavalAction(setup, s, { type: 'volley', attacker: dice('attacker'), defender: dice('defender') });
        } else if (s.stage === 'losses') s = applyNavalAction(setup, s, { type: 'losses-by-policy' });
        else if (s.stage === 'tie-defender') s = applyNavalAction(setup, s, { type: 'tie', side: 'defender', choice: 'stay' });
        else if (s.stage === 'tie-attacker') s = applyNavalAction(setup, s, { type: 'tie', side: 'attacker', choice: 'stay' });
        else if (s.stage === 'admirals') s = applyNavalAction(setup, s, { type: 'admirals', rolls: Object.fromEntries([...s.attacker, ...s.defender].map((f) => [f.id, roll(2)])) });
        else if (s.stage === 'capture') s = applyNavalAction(setup, s, { type: 'capture', fleet: s[s.winner as 'attacker'][0]!.id });
      }
      if (s.winner === 'attacker') aw++;
    }
    const se = Math.sqrt((exact.attackerWins * (1 - exact.attackerWins)) / runs);
    expect(Math.abs(aw / runs - exact.attackerWins)).toBeLessThan(4.5 * se);
  });
});
