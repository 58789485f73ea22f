// The referee's resolver driven step by step: the seeded app dice through diceNeeded, skipped steps
// (no withdrawal in the War of 1812 Box), refusals that leave the state as it was, manual mode.
import { describe, expect, it } from 'vitest';
import { rollDice, seedState } from '../../../engine/random';
import { applyAction, createBattle, diceNeeded, pendingDecision, type CovBattleState } from './index';
import { ISSUE_EXAMPLE, clone } from './test/fixtures';

const noDecisions = () => {
  const i = clone(ISSUE_EXAMPLE);
  delete i.french.cards;
  delete i.french.withdraw;
  delete i.allied.cards;
  return i;
};

describe('Congress of Vienna battle resolver', () => {
  it('the seeded dice: four faces for Wellington’s side, two for France; the result follows the track', () => {
    let s: CovBattleState = createBattle(noDecisions());
    expect(pendingDecision(s)).toMatch(/^France decides: withdraw or fight\?/);
    s = applyAction(s, { type: 'withdraw', side: 'french', withdraw: false });
    s = applyAction(s, { type: 'withdraw', side: 'allied', withdraw: false });
    s = applyAction(s, { type: 'cards', side: 'french', cards: clone(ISSUE_EXAMPLE.french.cards) });
    s = applyAction(s, { type: 'cards', side: 'allied', cards: clone(ISSUE_EXAMPLE.allied.cards) });
    const need = diceNeeded(s);
    expect(need.map((n) => [n.side, n.count])).toEqual([['french', 2], ['allied', 4]]);
    const { rolls } = rollDice(seedState(1813), need);
    for (const [k, n] of need.entries()) s = applyAction(s, { type: 'roll', side: n.side!, faces: rolls[k]!.faces });
    expect(s.step).toBe('done');
    const f = rolls[0]!.faces;
    const a = rolls[1]!.faces;
    expect(s.totals).toEqual({ french: 12 + f[0]! + f[1]!, allied: 19 + Math.max(a[0]! + a[1]!, a[2]! + a[3]!) });
    const read = (row: number[][], t: number) => row.filter(([m]) => t >= m!).at(-1)?.[1] ?? 0;
    expect(s.result!.inflicted).toEqual({ french: read(clone(ISSUE_EXAMPLE.lossTrack.french), s.totals!.french), allied: read(clone(ISSUE_EXAMPLE.lossTrack.allied), s.totals!.allied) });
  });

  it('refuses out-of-order and malformed actions without changing the state', () => {
    const s = createBattle(noDecisions());
    const before = JSON.stringify(s);
    expect(() => applyAction(s, { type: 'withdraw', side: 'allied', withdraw: true })).toThrow(/France decides on withdrawal now/);
    expect(() => applyAction(s, { type: 'roll', side: 'french', faces: [1, 2] })).toThrow(/Not now: the battle is at the withdrawal step/);
    let t = applyAction(s, { type: 'withdraw', side: 'french', withdraw: false });
    t = applyAction(t, { type: 'withdraw', side: 'allied', withdraw: false });
    t = applyAction(t, { type: 'cards', side: 'french', cards: [] });
    t = applyAction(t, { type: 'cards', side: 'allied', cards: [] });
    expect(() => applyAction(t, { type: 'roll', side: 'allied', faces: [3, 4] })).toThrow(/^The Allies roll 4 dice/);
    expect(() => applyAction(t, { type: 'roll', side: 'french', faces: [0, 7] })).toThrow(/1 to 6/);
    expect(() => applyAction(t, { type: 'losses', french: 6, allied: 0 })).toThrow(/0 to 5/);
    expect(JSON.stringify(s)).toBe(before);
    expect(() => createBattle(clone(ISSUE_EXAMPLE))).toThrow(/takes the Withdrawal and the cards as steps/);
  });

  it('without the track the dice are refused naming the table, and the manual mode goes on; killable cards are rolled for', () => {
    const i = noDecisions();
    delete i.lossTrack;
    let s = createBattle(i);
    s = applyAction(s, { type: 'withdraw', side: 'french', withdraw: false });
    s = applyAction(s, { type: 'withdraw', side: 'allied', withdraw: false });
    s = applyAction(s, { type: 'cards', side: 'french', cards: [{ id: 'duroc', own: 2 }] });
    s = applyAction(s, { type: 'cards', side: 'allied', cards: [] });
    s = applyAction(s, { type: 'roll', side: 'french', faces: [3, 4] });
    expect(() => applyAction(s, { type: 'roll', side: 'allied', faces: [1, 1, 2, 2] })).toThrow(/Battle DRM Track: losses inflicted.*manual mode/);
    s = applyAction(s, { type: 'losses', french: 1, allied: 3 });
    expect(s.step).toBe('killed-in-action');
    expect(diceNeeded(s)).toEqual([{ purpose: 'Killed in action: Duroc', count: 1, sides: 6, card: 'Duroc' }]);
    expect(() => applyAction(s, { type: 'kia', card: 'Kutuzov', die: 1 })).toThrow(/Roll for one of: Duroc/);
    s = applyAction(s, { type: 'kia', card: 'duroc', die: 2 });
    expect(s.result).toMatchObject({ winner: 'allied', killed: ['Duroc'], finalTotals: null, lost: { french: 3, allied: 1 } });
  });

  it('War of 1812: no withdrawal step, the Allies decide their cards first, the status moves toward the winner', () => {
    let s = createBattle({ game: 'congress-of-vienna', front: 'G', french: { milOp: true, units: { US: 5 } }, allied: { units: { BR: 2 }, fleets: 2 } });
    expect(s.step).toBe('cards');
    expect(s.side).toBe('allied');
    s = applyAction(s, { type: 'cards', side: 'allied', cards: [] });
    s = applyAction(s, { type: 'cards', side: 'french', cards: [] });
    s = applyAction(s, { type: 'losses', french: 2, allied: 1 });
    expect(s.result).toMatchObject({ winner: 'french', war1812: -1, vp: [], spaceTaken: null });
  });

  it('Front E: the Army of Naples beaten, withdrawn or empty — the result says the landing succeeds, not a retreat [13.6.3]', () => {
    const landing = (frUnits: number) =>
      createBattle({
        game: 'congress-of-vienna', front: 'E',
        french: { army: 'naples', units: { FR: frUnits }, space: { id: 'Naples', nation: 'NONE', minorCountry: true } },
        allied: { army: 'sicily', owner: 'BR', milOp: true, amphibious: true, units: { BR: 2 }, fleets: 1, space: { id: 'Sicily', nation: 'NONE' } },
      });
    const success = 'the Army of Sicily enters Naples; the Army of Naples leaves play, its surviving units join the Army of Italy (any beyond its box limit go to France’s Force Pool); Britain +3 VP [13.6.3].';
    const fight = (withdraw: boolean) => {
      let s = landing(2);
      s = applyAction(s, { type: 'withdraw', side: 'french', withdraw });
      if (!withdraw) s = applyAction(s, { type: 'withdraw', side: 'allied', withdraw: false });
      s = applyAction(s, { type: 'cards', side: s.side!, cards: [] });
      s = applyAction(s, { type: 'cards', side: s.side!, cards: [] });
      return applyAction(s, { type: 'losses', french: 0, allied: 1 });
    };
    const beaten = fight(false).result!;
    expect(beaten.winner).toBe('allied');
    expect(beaten.movement).toBe(`The landing in Naples succeeds (the Army of Naples is beaten and has no space to retreat to): ${success}`);
    expect(beaten.movement).not.toMatch(/retreats one space/);
    expect(fight(true).result!.movement).toBe(`The landing in Naples succeeds (the Army of Naples withdrew): ${success}`);
    expect(landing(0).result!.movement).toBe(`The landing in Naples succeeds (no French unit holds Naples): ${success}`);
    // The landing beaten back: the Army of Sicily stays in Sicily (France has no Military Operation there) [13.1, 13.6.3].
    let s = landing(2);
    s = applyAction(s, { type: 'withdraw', side: 'french', withdraw: false });
    s = applyAction(s, { type: 'withdraw', side: 'allied', withdraw: false });
    s = applyAction(s, { type: 'cards', side: s.side!, cards: [] });
    s = applyAction(s, { type: 'cards', side: s.side!, cards: [] });
    s = applyAction(s, { type: 'losses', french: 1, allied: 0 });
    expect(s.result!.movement).toMatch(/^France wins; the winner has no Military Operation, so nobody moves/);
  });

  it('the result line and the log read as sentences: a capital first, the verb agreeing with France or the Allies', () => {
    for (const [fr, al, line] of [
      [1, 3, /^The Allies win; /],
      [3, 1, /^France wins; /],
      [2, 2, /^A draw: nobody moves/],
    ] as const) {
      let s = createBattle(noDecisions());
      s = applyAction(s, { type: 'withdraw', side: 'french', withdraw: false });
      s = applyAction(s, { type: 'withdraw', side: 'allied', withdraw: false });
      s = applyAction(s, { type: 'cards', side: 'french', cards: [] });
      s = applyAction(s, { type: 'cards', side: 'allied', cards: [] });
      s = applyAction(s, { type: 'losses', french: fr, allied: al });
      // Both sides attack here: the loser retreats, so the line names the retreat first.
      expect(s.result!.movement).toMatch(fr === al ? line : fr > al ? /^The Allies retreat one space; France advances into portugal/ : /^France retreats one space; the Allies advance into leon/);
      for (const l of s.log) expect(l).toMatch(/^[A-Z]/);
      expect(s.log).toContain('France does not withdraw [13.4.2].');
      expect(s.log).toContain('The Allies play no card.');
    }
  });
});
