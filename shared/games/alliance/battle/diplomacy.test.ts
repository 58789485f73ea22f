// Digest §7.1 / A4 / A10 diplomatic bids and §7.2 / A-7 neutral-invasion roll-offs.
import { describe, expect, it } from 'vitest';
import { bidModifier, diplomaticBidOdds, diplomaticResult, resolveDiplomaticBid } from './diplomacy';
import { BattleActionError } from './errors';
import { applyRollOff, rollOffOdds, startRollOff } from './rolloff';

const exact = (x: number, ref: number) => expect(Math.abs(x - ref)).toBeLessThan(1e-12);

describe('diplomatic bid odds (digest §7.1 reference values)', () => {
  it('lone bidder: P(2d6 + m >= 7)', () => {
    [21, 26, 30, 33, 35, 36, 36].forEach((n, m) => exact(diplomaticBidOdds([{ id: 'x', modifier: m }]).win.x as number, n / 36));
  });

  it('initiator +1 alone: 13/18, no change 5/18', () => {
    const o = diplomaticBidOdds([{ id: 'i', modifier: 1 }]);
    exact(o.win.i as number, 13 / 18);
    exact(o.noChange, 5 / 18);
  });

  it('initiator +1 vs matcher +0: 41/81 ; 65/216 ; 125/648', () => {
    const o = diplomaticBidOdds([{ id: 'i', modifier: 1 }, { id: 'm', modifier: 0 }]);
    exact(o.win.i as number, 41 / 81);
    exact(o.win.m as number, 65 / 216);
    exact(o.noChange, 125 / 648);
    exact(o.allBelowThreshold + o.tieAtTop, o.noChange);
  });

  it('6.12 example: Britain +3 vs France +2: 119/216 ; 1/3 ; 25/216', () => {
    const o = diplomaticBidOdds([{ id: 'GB', modifier: 3 }, { id: 'FR', modifier: 2 }]);
    exact(o.win.GB as number, 119 / 216);
    exact(o.win.FR as number, 1 / 3);
    exact(o.noChange, 25 / 216);
  });

  it('6.12 example with a third bidder at +0', () => {
    const o = diplomaticBidOdds([{ id: 'GB', modifier: 3 }, { id: 'FR', modifier: 2 }, { id: 'x', modifier: 0 }]);
    exact(o.win.GB as number, 3785 / 7776);
    exact(o.win.FR as number, 2245 / 7776);
    exact(o.win.x as number, 425 / 5184);
    exact(o.noChange, 739 / 5184);
  });

  it('initiator +1 vs two matchers at +0', () => {
    const o = diplomaticBidOdds([{ id: 'i', modifier: 1 }, { id: 'a', modifier: 0 }, { id: 'b', modifier: 0 }]);
    exact(o.win.i as number, 4441 / 11664);
    exact(o.win.a as number, 563 / 2592);
    exact(o.win.b as number, 563 / 2592);
    exact(o.noChange, 539 / 2916);
  });

  it('A10 modifiers: France +2 (Spanish VCs left friendly), Britain +3 (Madrid 2 + initiator); +4 without Madrid', () => {
    expect(bidModifier({ initiator: false, friendlyTargetVcValue: 2 })).toBe(2);
    expect(bidModifier({ initiator: true, friendlyTargetVcValue: 2 })).toBe(3);
    expect(bidModifier({ initiator: false, friendlyTargetVcValue: 4 })).toBe(4);
    expect(bidModifier({ initiator: false })).toBe(0);
    expect(bidModifier({ initiator: true, talleyrand: true })).toBe(3);
    expect(() => bidModifier({ initiator: true, friendlyTargetVcValue: -1 })).toThrow(BattleActionError);
  });
});

describe('diplomatic bid resolution (A4 scripted dice)', () => {
  const bidders = [{ id: 'france', modifier: 1 }, { id: 'britain', modifier: 0 }];

  it('France 3+3+1 = 7 vs Britain 2+4 = 6: France wins, neutral Denmark becomes French-allied', () => {
    const r = resolveDiplomaticBid(bidders, { france: [3, 3], britain: [2, 4] });
    expect(r).toMatchObject({ winner: 'france', reason: 'won', totals: { france: 7, britain: 6 } });
    expect(diplomaticResult('neutral', r.winner)).toEqual({ status: { alliedTo: 'france' }, change: 'toAllied' });
  });

  it('France 2+3+1 = 6 vs Britain 1+4 = 5: below 7, no change', () => {
    const r = resolveDiplomaticBid(bidders, { france: [2, 3], britain: [1, 4] });
    expect(r).toMatchObject({ winner: null, reason: 'belowThreshold' });
    expect(diplomaticResult('neutral', r.winner).change).toBe('none');
  });

  it('France 4+2+1 = 7 vs Britain 3+4 = 7: tie, no change', () => {
    const r = resolveDiplomaticBid(bidders, { france: [4, 2], britain: [3, 4] });
    expect(r).toMatchObject({ winner: null, reason: 'tie' });
    expect(r.description).toMatch(/Tie/);
  });

  it('status changes [6.13]: a different winner turns an ally neutral; the current ally preserves it', () => {
    expect(diplomaticResult({ alliedTo: 'france' }, 'britain')).toEqual({ status: 'neutral', change: 'toNeutral' });
    expect(diplomaticResult({ alliedTo: 'france' }, 'france')).toEqual({ status: { alliedTo: 'france' }, change: 'preserved' });
  });

  it('rejects bad dice and bidders with the field named', () => {
    const field = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return (e as BattleActionError).field;
      }
      return 'no error';
    };
    expect(field(() => resolveDiplomaticBid(bidders, { france: [3], britain: [2, 4] }))).toBe('dice.france');
    expect(field(() => resolveDiplomaticBid(bidders, { france: [3, 7], britain: [2, 4] }))).toBe('dice.france[1]');
    expect(field(() => resolveDiplomaticBid(bidders, { france: [3, 3], britain: [2, 4], spain: [1, 1] }))).toBe('dice.spain');
    expect(field(() => diplomaticBidOdds([]))).toBe('bidders');
    expect(field(() => diplomaticBidOdds([{ id: 'a', modifier: 0 }, { id: 'a', modifier: 1 }]))).toBe('bidders[1].id');
  });
});

describe('neutral-invasion roll-off [4.32, A-7]', () => {
  it('k eligible players each win exactly 1/k', () => {
    for (let k = 2; k <= 7; k++) {
      const players = Array.from({ length: k }, (_, i) => `p${i}`);
      const o = rollOffOdds(players);
      for (const p of players) exact(o.win[p] as number, 1 / k);
      expect(o.expectedRounds).toBeGreaterThan(1);
    }
  });

  it('two players: the first roll decides unless both totals tie (P(tie) = 146/1296)', () => {
    const o = rollOffOdds(['a', 'b']);
    exact(o.decidedFirstRoll, 1 - 146 / 1296);
    exact(o.expectedRounds, 1 / (1 - 146 / 1296));
  });

  it('one eligible player gets the ally without a roll; none: the target stays neutral', () => {
    expect(startRollOff(['britain']).state).toEqual({ contenders: ['britain'], rounds: 0, winner: 'britain' });
    expect(rollOffOdds(['britain']).win).toEqual({ britain: 1 });
    expect(startRollOff([]).state.winner).toBeNull();
  });

  it('ties are rerolled among the tied leaders only', () => {
    const s = startRollOff(['austria', 'britain', 'russia']);
    const r1 = applyRollOff(s.state, { austria: [6, 5], britain: [5, 6], russia: [1, 1] });
    expect(r1.state).toEqual({ contenders: ['austria', 'britain'], rounds: 1 });
    expect(() => applyRollOff(r1.state, { austria: [1, 1], britain: [2, 2], russia: [6, 6] })).toThrow(/not rolling/);
    const r2 = applyRollOff(r1.state, { austria: [1, 1], britain: [2, 2] });
    expect(r2.state.winner).toBe('britain');
    expect(r2.state.rounds).toBe(2);
    expect(() => applyRollOff(r2.state, { britain: [1, 1] })).toThrow(/already decided/);
    expect(() => applyRollOff(s.state, { austria: [6, 5], britain: [5], russia: [1, 1] })).toThrow(BattleActionError);
  });
});
