// Alliance rules: the digest's worked examples (§8 Group A) for sequence, Gold and VPs, and the
// sequence of play walked for real.
import { describe, expect, it } from 'vitest';
import { Campaign } from '../../engine/campaign';
import { currentStep } from '../../engine/sequence';
import { allianceCampaign, finishTurnQuietly, playCards } from '../../test/fixtures';
import { alliance } from './module';
import { incomeOf, vpOf } from './state';

const step = (c: Campaign<any>) => c.state.position.stepId;
const gold = (c: Campaign<any>, power: string) => c.state.seats.find((s: any) => s.empire === power)!.gold;

describe('set-up [12.3-12.5, 3.6]', () => {
  it('halves NPE Gold for the allied player (12.3 example: France 10 + Spain 8/2 = 14)', () => {
    const c = allianceCampaign();
    expect(gold(c, 'france')).toBe(14);
    expect(gold(c, 'britain')).toBe(10);
  });
  it('gives the digest’s 2-player starting treasuries for 1808 and 1812', () => {
    const c08 = allianceCampaign(undefined, '1808-11');
    expect([gold(c08, 'france'), gold(c08, 'britain')]).toEqual([12, 10]);
    const c12 = allianceCampaign(undefined, '1812-15');
    expect([gold(c12, 'france'), gold(c12, 'britain')]).toEqual([16, 13]);
  });
  it('a played empire keeps its full Gold and nobody gets a neutral NPE’s', () => {
    const c = allianceCampaign([['Ann', 'france'], ['Bo', 'britain'], ['Cy', 'spain'], ['Di', 'russia']]);
    expect(gold(c, 'france')).toBe(10); // Spain is played, so no NPE Gold
    expect(gold(c, 'spain')).toBe(8);
    expect(gold(c, 'russia')).toBe(10);
  });
  it('refuses an impossible set-up', () => {
    expect(() => allianceCampaign([['Ann', 'france'], ['Bo', 'france']])).toThrow(/played by two players/);
    expect(() => allianceCampaign([['Ann', 'bavaria']])).toThrow(/not one of the seven empires/);
    expect(() => allianceCampaign(undefined, '1799')).toThrow(/no scenario/);
    expect(() => allianceCampaign(undefined, 'solitaire')).toThrow(/one player/);
  });
});

describe('Card Phase [3.0-3.3]', () => {
  it('A2: cards 37, 33, 25 and 17 play in that order', () => {
    const c = allianceCampaign([['A', 'france'], ['B', 'britain'], ['C', 'austria'], ['D', 'russia']]);
    playCards(c, { france: [25, 'spain'], britain: [37, 'britain'], austria: [17, 'turkey'], russia: [33, 'prussia'] });
    expect(step(c)).toBe('reveal');
    expect(c.state.order.map((i) => c.state.seats[i]!.empire)).toEqual(['britain', 'russia', 'france', 'austria']);
    // 3 AP, 4 with your own empire's card [3.2].
    expect(c.state.seats.map((s) => s.ap)).toEqual([3, 4, 3, 3]);
  });

  it('A9: France plays 28 (Old Guard, French) for 4 AP, Britain 12 for 3 AP; France is Player 1', () => {
    const c = allianceCampaign();
    playCards(c, { france: 28, britain: [12, 'austria'] });
    expect(c.state.seats[0]!.ap).toBe(4);
    expect(c.state.seats[1]!.ap).toBe(3);
    expect(c.state.order).toEqual([0, 1]);
  });

  it('will not let a card be played twice, or a player pass, or play out of the Card Phase', () => {
    const c = allianceCampaign();
    expect(() => c.act('cards.play', { power: 'france', card: 5, cardEmpire: 'france' })).toThrow(/Not now/);
    c.act('cards.discard', { power: 'france' });
    expect(() => c.act('sequence.next', {})).toThrow(/Britain to discard/);
    c.act('cards.discard', { power: 'britain' });
    c.act('sequence.next', {});
    c.act('cards.play', { power: 'france', card: 5, cardEmpire: 'france' });
    expect(() => c.act('cards.play', { power: 'britain', card: 5, cardEmpire: 'france' })).toThrow(/already been played/);
    expect(() => c.act('cards.play', { power: 'britain', card: 6 })).toThrow(/choose the empire/);
    expect(() => c.act('cards.play', { power: 'britain', card: 42, cardEmpire: 'britain' })).toThrow(/France/);
    expect(() => c.act('sequence.next', {})).toThrow(/passing is not allowed/);
  });

  it('remembers a card’s empire once the group has entered it', () => {
    const c = allianceCampaign();
    playCards(c, { france: [7, 'austria'], britain: [8, 'britain'] });
    expect(c.state.cardFacts[7]).toMatchObject({ empire: 'austria', source: 'group' });
    expect(c.state.cardFacts[42]).toMatchObject({ empire: 'france', source: 'rulebook' });
  });
});

describe('Diplomacy [6.1-6.13], A4 and A10', () => {
  function toDiplomacy() {
    const c = allianceCampaign();
    playCards(c, { france: 39, britain: [12, 'austria'] });
    c.act('sequence.next', {});
    expect(step(c)).toBe('diplomacy');
    // France plays the Russian Czar card: 3 AP, not 4 (A4).
    expect(c.state.seats[0]!.ap).toBe(3);
    c.act('diplomacy.bid', { power: 'france', target: 'denmark', gold: 2 });
    c.act('diplomacy.match', { power: 'britain' });
    return c;
  }

  it('the initiator’s unique high total of 7 wins: France 3+3+1 = 7 vs Britain 2+4 = 6', () => {
    const c = toDiplomacy();
    c.act('diplomacy.roll', {}, { physicalDice: [[3, 3], [2, 4]] });
    expect(c.state.diplomacy!.rolls.map((r) => r.total)).toEqual([7, 6]);
    expect(c.state.allegiance.denmark).toBe('france');
    expect([gold(c, 'france'), gold(c, 'britain')]).toEqual([12, 8]); // all bid Gold is forfeit
  });
  it('no change when the best total is below 7: France 2+3+1 = 6 vs Britain 1+4 = 5', () => {
    const c = toDiplomacy();
    c.act('diplomacy.roll', {}, { physicalDice: [[2, 3], [1, 4]] });
    expect(c.state.diplomacy!.winner).toBeNull();
    expect(c.state.allegiance.denmark).toBe('neutral');
    expect([gold(c, 'france'), gold(c, 'britain')]).toEqual([12, 8]);
  });
  it('no change on a tie at 7: France 4+2+1 vs Britain 3+4', () => {
    const c = toDiplomacy();
    c.act('diplomacy.roll', {}, { physicalDice: [[4, 2], [3, 4]] });
    expect(c.state.diplomacy!.winner).toBeNull();
    expect(c.state.allegiance.denmark).toBe('neutral');
  });
  it('A10: Victory City bonuses add to the initiator’s +1 (Britain 2 + 1 = 3, France 2)', () => {
    const c = toDiplomacy();
    c.act('diplomacy.roll', { bonus: { britain: 2, france: 2 } }, { physicalDice: [[1, 1], [1, 1]] });
    expect(c.state.diplomacy!.rolls.map((r) => r.modifier)).toEqual([3, 2]);
  });
  it('only the highest Leader card may bid, only on NPEs and Minors, and a matcher needs the Gold', () => {
    const c = allianceCampaign([['A', 'france'], ['B', 'britain']], '1804-07');
    playCards(c, { france: 39, britain: 42 });
    c.act('sequence.next', {});
    expect(() => c.act('diplomacy.bid', { power: 'france', target: 'denmark', gold: 1 })).toThrow(/highest Leader card/);
    expect(() => c.act('diplomacy.bid', { power: 'britain', target: 'france', gold: 1 })).toThrow(/played by a person/);
    c.act('track.set', { track: 'gold', power: 'france', value: 1 });
    c.act('diplomacy.bid', { power: 'britain', target: 'austria', gold: 3 });
    expect(() => c.act('diplomacy.match', { power: 'france' })).toThrow(/cannot match/);
    expect(() => c.act('sequence.next', {})).toThrow(/Roll for the bid/);
  });
});

describe('Action Phase [3.2, 3.4, 3.6, 8.5]', () => {
  function toActions(cards: Record<string, number | [number, string]> = { france: [20, 'prussia'], britain: [10, 'spain'] }) {
    const c = allianceCampaign();
    playCards(c, cards);
    c.act('sequence.next', {});
    expect(step(c)).toBe('player-turns');
    return c;
  }

  it('A3 (a): a 3 AP card moves 2 groups and levies 1 step; no Gold saved', () => {
    const c = toActions();
    c.act('action.spend', { power: 'france', kind: 'move' });
    c.act('action.spend', { power: 'france', kind: 'move' });
    c.act('action.spend', { power: 'france', kind: 'levy' });
    expect(() => c.act('action.spend', { power: 'france', kind: 'levy' })).toThrow(/0 AP left/);
    c.act('action.end-turn', { power: 'france' });
    expect(gold(c, 'france')).toBe(14);
  });
  it('A3 (b): 2 levies and 1 AP saved as 1 Gold', () => {
    const c = toActions();
    c.act('action.spend', { power: 'france', kind: 'levy', count: 2 });
    c.act('action.end-turn', { power: 'france' });
    expect(gold(c, 'france')).toBe(15);
  });
  it('A7: 1 AP + 2 Gold move 2 NPE groups and levy 1 step; at most 3 Gold per Player Turn', () => {
    const c = toActions();
    c.act('action.spend', { power: 'france', kind: 'move', count: 2 });
    c.act('action.gold-to-ap', { power: 'france', gold: 2 });
    c.act('action.spend', { power: 'france', kind: 'move' });
    c.act('action.spend', { power: 'france', kind: 'levy' });
    expect(c.state.seats[0]!.goldAsAp).toBe(2);
    expect(() => c.act('action.gold-to-ap', { power: 'france', gold: 2 })).toThrow(/At most 3 Gold/);
    c.act('action.gold-to-ap', { power: 'france', gold: 1 });
    expect(gold(c, 'france')).toBe(11);
  });
  it('A9: France moves twice with 4 AP and saves 2; Britain moves once and saves 2', () => {
    const c = toActions({ france: 28, britain: [12, 'austria'] });
    c.act('action.spend', { power: 'france', kind: 'move', count: 2 });
    expect(() => c.act('action.spend', { power: 'britain', kind: 'move' })).toThrow(/France’s Player Turn/);
    c.act('action.end-turn', { power: 'france' });
    c.act('action.spend', { power: 'britain', kind: 'move' });
    c.act('action.end-turn', { power: 'britain' });
    expect([gold(c, 'france'), gold(c, 'britain')]).toEqual([16, 12]);
  });
  it('one Sea Invasion of at most 2 blocks per Player Turn', () => {
    const c = toActions();
    expect(() => c.act('action.spend', { power: 'france', kind: 'sea-invasion', count: 3 })).toThrow(/at most 2/);
    c.act('action.spend', { power: 'france', kind: 'sea-invasion', count: 2 });
    expect(() => c.act('action.spend', { power: 'france', kind: 'sea-invasion' })).toThrow(/one Sea Invasion/);
  });
});

describe('Gold and VPs [3.4, 10.1, 10.2], A6', () => {
  it('A6: 5 + ⌊(1 + 1 + 4 + 1) / 2⌋ = 8 Gold and 8 VP, not 7 by halving each item', () => {
    const c = allianceCampaign();
    c.act('income.add', { power: 'france', name: 'Bay of Biscay', kind: 'sea', value: 1 });
    c.act('income.add', { power: 'france', name: 'Gulf of Lyon', kind: 'sea', value: 1 });
    // Spain's 4 count for France as its allied NPE without being entered [3.4].
    c.act('income.add', { power: 'france', name: 'Milan', kind: 'enemy-vc', value: 1 });
    const fr = c.state.seats[0]!;
    expect(fr.homelandVP).toBe(5); // France's homeland VCs total 5 [3.4]
    expect(incomeOf(c.state, fr)).toMatchObject({ homeland: 5, others: 7, halved: 3, total: 8, missing: [] });
    expect(incomeOf(c.state, fr).lines.map((l) => l.value)).toEqual([4, 1, 1, 1]);
    expect(vpOf(c.state, fr).total).toBe(8);
    const vp = alliance.derived(c.state, c.header).find((d) => d.id === 'vp' && d.power === 'france')!;
    expect(vp.value).toBe(8);
  });
  it('a city counts for one player only', () => {
    const c = allianceCampaign();
    c.act('income.add', { power: 'france', name: 'Milan', kind: 'enemy-vc', value: 1 });
    expect(() => c.act('income.add', { power: 'britain', name: 'milan', kind: 'enemy-vc', value: 1 })).toThrow(/already counted for France/);
  });
  it('+5 VP handicap for Austria, Prussia, Spain and Turkey players [10.2]', () => {
    const c = allianceCampaign([['A', 'austria'], ['B', 'france']]);
    c.act('income.homeland', { power: 'austria', value: 3 });
    expect(vpOf(c.state, c.state.seats[0]!)).toEqual({ income: 3, handicap: 5, total: 8, missing: [] });
    expect(vpOf(c.state, c.state.seats[1]!).handicap).toBe(0);
  });
});

describe('a whole Year walked through the sequence of play', () => {
  it('plays 4 Game Turns, skips steps that do not apply, runs the Winter sequence and deals anew', () => {
    const c = allianceCampaign();
    const cards = [[30, 20], [31, 21], [32, 22], [33, 23]];
    for (let t = 0; t < 4; t++) {
      expect(alliance.turnLabel(c.state).full).toBe(t === 3 ? '1804 · Game Turn 4 (Winter)' : `1804 · Game Turn ${t + 1}`);
      // The discard happens only in the first Game Turn of a Year.
      expect(step(c)).toBe(t === 0 ? 'discard' : 'play-cards');
      playCards(c, { france: [cards[t]![0]!, 'turkey'], britain: [cards[t]![1]!, 'turkey'] });
      finishTurnQuietly(c);
      expect(step(c)).toBe('end-checks');
      if (t < 3) {
        c.act('sequence.next', {});
        continue;
      }
      c.act('sequence.next', {});
      expect(step(c)).toBe('winter-income');
      expect(() => c.act('sequence.next', {})).toThrow(/Collect the Winter Gold/);
      expect(() => c.act('winter.collect', {})).toThrow(/homeland Victory Cities of Britain/);
      c.act('income.homeland', { power: 'britain', value: 4 });
      const before = [gold(c, 'france'), gold(c, 'britain')];
      c.act('winter.collect', {});
      // France: homeland 5 + half of allied Spain's 4 cities = 7 [3.4]; Britain its 4.
      expect([gold(c, 'france'), gold(c, 'britain')]).toEqual([before[0]! + 7, before[1]! + 4]);
      expect(() => c.act('winter.collect', {})).toThrow(/already been collected/);
      for (const s of ['winter-stand-up', 'winter-disband', 'winter-deal', 'winter-negotiations']) {
        c.act('sequence.next', {});
        expect(step(c)).toBe(s);
      }
      expect(c.state.seats.every((s) => s.hand === 5)).toBe(true);
      c.act('sequence.next', {});
    }
    expect(alliance.turnLabel(c.state).full).toBe('1805 · Game Turn 1');
    // Dealt in Winter, so the new Year opens with the discard alone [3.0, 3.5].
    expect(step(c)).toBe('year-discard');
    // Each turn saved all 3 AP as Gold: 14 + 4*3 + (5 + ⌊4/2⌋) income = 33 for France.
    expect(gold(c, 'france')).toBe(33);
    expect(Campaign.load(alliance, c.toFile()).state).toEqual(c.state);
  });

  it('no Sea Moves or Invasions in Winter [3.5]', () => {
    const c = allianceCampaign();
    for (let t = 0; t < 3; t++) {
      playCards(c, { france: [30 + t, 'turkey'], britain: [20 + t, 'turkey'] });
      finishTurnQuietly(c);
      c.act('sequence.next', {});
    }
    playCards(c, { france: [40, 'turkey'], britain: [41, 'turkey'] });
    c.act('sequence.next', {});
    expect(alliance.reminders(c.state, c.header).join(' ')).toMatch(/No Sea Moves/);
    expect(() => c.act('action.spend', { power: 'britain', kind: 'sea-move' })).toThrow(/Winter/);
  });

  it('Back stays within the turn; Next refuses until the step is done', () => {
    const c = allianceCampaign();
    expect(() => c.act('sequence.back', {})).toThrow(/first step/);
    playCards(c, { france: [30, 'turkey'], britain: [20, 'turkey'] });
    expect(currentStep(alliance, c.state).title).toBe('Turn order and Action Points');
    c.act('sequence.back', {});
    expect(step(c)).toBe('play-cards');
  });
});

describe('battles, defeat and the end of the game [7.1, 9.x, 10.x]', () => {
  it('the chooser rotates in card order; a battle without friendly forces cannot be chosen', () => {
    const c = allianceCampaign([['A', 'france'], ['B', 'britain'], ['C', 'russia']]);
    playCards(c, { france: [30, 'turkey'], britain: [20, 'turkey'], russia: [10, 'turkey'] });
    c.act('sequence.next', {});
    c.act('battle.add', { location: 'Bavaria', attackers: ['france'], defenders: ['austria'] });
    c.act('battle.add', { location: 'Channel', kind: 'sea', attackers: ['britain'], defenders: ['france'] });
    for (const p of ['france', 'britain', 'russia']) c.act('action.end-turn', { power: p });
    c.act('sequence.next', {});
    expect(step(c)).toBe('battles');
    expect(() => c.act('sequence.next', {})).toThrow(/2 battles still to resolve/);
    expect(() => c.act('battle.choose', { power: 'britain', battle: 1 })).toThrow(/France’s choice/);
    c.act('battle.choose', { power: 'france', battle: 1 });
    c.act('battle.result', { battle: 1, outcome: 'attacker-holds' });
    // Britain chooses next; Russia has no friendly forces anywhere and is skipped.
    expect(() => c.act('battle.choose', { power: 'russia', battle: 2 })).toThrow(/Britain’s choice/);
    c.act('battle.choose', { power: 'britain', battle: 2 });
    c.act('battle.result', { battle: 2, outcome: 'defender-holds' });
    c.act('sequence.next', {});
    expect(step(c)).toBe('end-checks');
  });

  it('a defeated player pays half its treasury (rounded down) to the victor [9.21]', () => {
    const c = allianceCampaign([['A', 'france'], ['B', 'austria']]);
    playCards(c, { france: [30, 'turkey'], austria: [20, 'turkey'] });
    finishTurnQuietly(c);
    const [fr, au] = [gold(c, 'france'), gold(c, 'austria')];
    c.act('defeat.declare', { power: 'austria', conqueror: 'france' });
    expect(gold(c, 'austria')).toBe(au - Math.floor(au / 2));
    expect(gold(c, 'france')).toBe(fr + Math.floor(au / 2));
    expect(c.state.seats[1]!.defeated).toBe(true);
  });

  it('Britain defeated ends the game at the end of the Game Turn; the defeated empire does not score [10.3]', () => {
    const c = allianceCampaign([['A', 'france'], ['B', 'britain'], ['C', 'spain']]);
    playCards(c, { france: [30, 'turkey'], britain: [20, 'turkey'], spain: [10, 'turkey'] });
    finishTurnQuietly(c);
    c.act('defeat.declare', { power: 'britain', conqueror: 'france' });
    c.act('income.homeland', { power: 'spain', value: 4 });
    c.act('sequence.next', {});
    expect(c.state.gameOver).not.toBeNull();
    // Spain 4 + 5 handicap = 9 beats France's 5.
    expect(c.state.gameOver!.winners).toEqual(['spain']);
    expect(() => c.act('sequence.next', {})).toThrow(/game is over/);
  });

  it('a defeated NPE allies with the conqueror and its minors turn Neutral [9.2]', () => {
    const c = allianceCampaign();
    playCards(c, { france: [30, 'turkey'], britain: [20, 'turkey'] });
    finishTurnQuietly(c);
    expect(c.state.allegiance.tunisia).toBe('turkey');
    c.act('defeat.declare', { power: 'turkey', conqueror: 'britain' });
    expect(c.state.allegiance.turkey).toBe('britain');
    expect(c.state.allegiance.tunisia).toBe('neutral');
  });

  it('the scenario ends after the 16th Game Turn with VPs, handicap and the Gold tie-break', () => {
    const c = allianceCampaign([['A', 'france'], ['B', 'britain']]);
    c.act('income.homeland', { power: 'britain', value: 7 });
    for (let t = 0; t < 16; t++) {
      const card = (t % 4) * 2 + 1; // a new deal each Year, so the same numbers come round again
      playCards(c, { france: [card, 'turkey'], britain: [card + 1, 'turkey'] });
      finishTurnQuietly(c);
      c.act('sequence.next', {});
      if (c.state.position.stepId === 'winter-income') {
        c.act('winter.collect', {});
        for (let k = 0; k < 5; k++) c.act('sequence.next', {});
      }
    }
    expect(c.state.gameOver).not.toBeNull();
    // Both have 7 VP (France 5 + ⌊Spain’s 4 ÷ 2⌋); the tie goes to the larger treasury.
    const fr = gold(c, 'france');
    const gb = gold(c, 'britain');
    expect(c.state.gameOver!.winners).toEqual([fr > gb ? 'france' : 'britain']);
  });
});

describe('solitaire [12.2]', () => {
  it('each flipped card sets the empire with 3 AP and no Gold; the score is cumulative', () => {
    const c = allianceCampaign([['Solo', 'france']], 'solitaire');
    expect(step(c)).toBe('solo-flip');
    c.act('solo.flip', { card: 17, empire: 'prussia' });
    c.act('sequence.next', {});
    expect(c.state.seats[0]!.empire).toBe('prussia');
    expect(c.state.seats[0]!.ap).toBe(3);
    c.act('sequence.next', {});
    c.act('action.spend', { power: 'prussia', kind: 'move', count: 3 });
    c.act('action.end-turn', { power: 'prussia' });
    expect(c.state.seats[0]!.gold).toBe(0);
    c.act('sequence.next', {});
    c.act('sequence.next', {});
    expect(step(c)).toBe('solo-score');
    c.act('solo.score', { delta: 2, reason: 'took Saxony' });
    c.act('sequence.next', {});
    expect(alliance.turnLabel(c.state).turn).toBe('Card 2 of 16');
    expect(c.state.solitaire!.score).toBe(2);
  });
});

describe('rule settings and data in the campaign', () => {
  it('the defeat checks move after the Winter sequence when the rule setting says so (A-26)', () => {
    const c = allianceCampaign(undefined, undefined, 5, { rules: { defeatChecks: 'after-winter' } });
    c.act('income.homeland', { power: 'britain', value: 4 });
    for (let t = 0; t < 3; t++) {
      playCards(c, { france: [30 + t, 'turkey'], britain: [20 + t, 'turkey'] });
      finishTurnQuietly(c);
      c.act('sequence.next', {});
    }
    playCards(c, { france: [40, 'turkey'], britain: [41, 'turkey'] });
    c.act('sequence.next', {});
    for (const p of ['britain', 'france']) c.act('action.end-turn', { power: p });
    c.act('sequence.next', {});
    c.act('sequence.next', {});
    expect(step(c)).toBe('winter-income'); // no checks before the Winter sequence
    c.act('winter.collect', {});
    for (let k = 0; k < 5; k++) c.act('sequence.next', {});
    expect(step(c)).toBe('end-checks-late');
  });

  it('changing a rule mid-campaign is an entry in the log, and undoable', () => {
    const c = allianceCampaign();
    expect(c.state.rules!.talleyrand).toBe('any-roll');
    const e = c.act('rules.set', { id: 'talleyrand', value: 'initiating' });
    expect(e.title).toMatch(/Talleyrand.*→ \+2 only when its player initiates/);
    expect(c.state.rules!.talleyrand).toBe('initiating');
    expect(() => c.act('rules.set', { id: 'talleyrand', value: 'sometimes' })).toThrow(/choose/);
    c.undo();
    expect(c.state.rules!.talleyrand).toBe('any-roll');
  });

  it('a card entered in the data editor gives its AP; one learnt in play is saved to the data pack', () => {
    const c = allianceCampaign();
    c.act('data.set', { table: 'cards', key: '11', column: 'empire', value: 'britain' });
    playCards(c, { france: [30, 'austria'], britain: 11 });
    expect(c.state.seats[1]!.ap).toBe(4);
    const cell = c.state.data!.tables.cards!.rows.find((r) => r.key === '30')!.cells.empire;
    expect(cell).toEqual({ v: 'austria', src: 'group' });
    expect(() => c.act('data.set', { table: 'cards', key: '11', column: 'empire', value: 'narnia' })).toThrow(/must be one of/);
  });

  it('a campaign saved with its pack reopens identically', () => {
    const c = allianceCampaign();
    c.act('data.set', { table: 'blocks', key: 'france:Garde', column: 'firepower', value: 'C4' });
    c.act('rules.set', { id: 'hiddenTreasuries', value: true });
    const again = Campaign.load(alliance, JSON.parse(JSON.stringify(c.toFile())));
    expect(again.state).toEqual(c.state);
    expect(again.header.settings.dataPack).toBeTruthy();
  });

  it('a pack for another game is refused whole', () => {
    const c = allianceCampaign();
    const pack = { ...(c.state.data as object), game: 'congress-of-vienna' };
    expect(() => c.act('data.import', { pack })).toThrow(/not alliance/);
  });
});
