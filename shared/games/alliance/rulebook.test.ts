// Alliance: where the app used to depart from the rulebook (issue 10). Each test asserts the rulebook's
// words or numbers; the campaign tests play the rule out over several Game Turns.
import { describe, expect, it } from 'vitest';
import type { Campaign } from '../../engine/campaign';
import { flatSteps } from '../../engine/sequence';
import { allianceCampaign, finishTurnQuietly, playCards } from '../../test/fixtures';
import { parseAllianceBattleInput } from './battle';
import { fightPending } from './battle-actions';
import { eventsOffered } from './battle-events';
import { KNOWN_PLACES } from './data';
import { NON_FREEZING_RIVERS, borderLimit, pinnedDefenders, seaMove, stackingCheck, stackingLimit, stackingPlaceOf, statusToward, straitPassable } from './map-rules';
import { alliance } from './module';
import { incomeOf, vpOf, type AllianceState } from './state';

type C = Campaign<AllianceState>;
const step = (c: C) => c.state.position.stepId;
const seat = (c: C, power: string) => c.state.seats.find((s) => s.empire === power)!;
const derived = (c: C, id: string, power: string) => alliance.derived(c.state, c.header).find((d) => d.id === id && d.power === power)!;

/** Card Phase with a Leader card for `bidder`; stops at Diplomacy. */
function toDiplomacy(c: C, cards: Record<string, number | [number, string]>): void {
  playCards(c, cards);
  c.act('sequence.next', {});
  expect(step(c)).toBe('diplomacy');
}

/** Ends every Player Turn and the rest of the Game Turn (no battles), through Winter when it is one. */
function endTurn(c: C): void {
  for (const i of c.state.order) c.act('action.end-turn', { power: c.state.seats[i]!.empire });
  c.act('sequence.next', {}); // battles
  c.act('sequence.next', {}); // end checks
  c.act('sequence.next', {});
  if (step(c) === 'winter-income') {
    c.act('winter.collect', {});
    while (step(c) !== 'year-discard' && !c.state.gameOver) c.act('sequence.next', {});
  }
}

describe('6.13 diplomacy against an enemy’s ally', () => {
  it('“A win by a different player changes an enemy-allied NPE/Minor to Neutral”: Spain, French-allied, won by Britain', () => {
    const c = allianceCampaign();
    toDiplomacy(c, { britain: 42, france: [12, 'austria'] }); // Britain plays Napoléon (3.3: any leader card)
    c.act('diplomacy.bid', { power: 'britain', target: 'spain', gold: 1 });
    c.act('diplomacy.roll', {}, { physicalDice: [[4, 4]] });
    expect(c.state.diplomacy!.change).toBe('toNeutral');
    expect(c.state.allegiance.spain).toBe('neutral');
    expect(c.entries.at(-1)!.title).toMatch(/Spain becomes Neutral/);
  });
  it('“A win by the current ally preserves the existing diplomatic status”', () => {
    const c = allianceCampaign();
    toDiplomacy(c, { france: 42, britain: [12, 'austria'] });
    c.act('diplomacy.bid', { power: 'france', target: 'spain', gold: 1 });
    c.act('diplomacy.match', { power: 'britain' });
    c.act('diplomacy.roll', {}, { physicalDice: [[6, 6], [1, 1]] });
    expect(c.state.diplomacy!.change).toBe('preserved');
    expect(c.state.allegiance.spain).toBe('france');
  });
  it('a Minor allied to France’s NPE ally is enemy-allied to Britain: Morocco (Spain’s) turns Neutral', () => {
    const c = allianceCampaign();
    toDiplomacy(c, { britain: 42, france: [12, 'austria'] });
    c.act('diplomacy.bid', { power: 'britain', target: 'morocco', gold: 1 });
    c.act('diplomacy.roll', {}, { physicalDice: [[5, 5]] });
    expect(c.state.allegiance.morocco).toBe('neutral');
  });
  it('campaign: Spain goes French → Neutral → British over two Game Turns, and France’s income follows it', () => {
    const c = allianceCampaign();
    expect(incomeOf(c.state, seat(c, 'france')).total).toBe(7); // 5 + ⌊4/2⌋ with Spain allied
    toDiplomacy(c, { britain: 42, france: [12, 'austria'] });
    c.act('diplomacy.bid', { power: 'britain', target: 'spain', gold: 2 });
    c.act('diplomacy.match', { power: 'france' });
    c.act('diplomacy.roll', {}, { physicalDice: [[5, 4], [3, 3]] }); // Britain 10, France 6
    expect(c.state.allegiance.spain).toBe('neutral');
    expect(incomeOf(c.state, seat(c, 'france')).total).toBe(5);
    c.act('sequence.next', {});
    endTurn(c);
    // Game Turn 2: Britain plays Czar Alexander and wins again: Neutral Spain becomes British.
    toDiplomacy(c, { britain: 39, france: [13, 'austria'] });
    c.act('diplomacy.bid', { power: 'britain', target: 'spain', gold: 1 });
    c.act('diplomacy.roll', {}, { physicalDice: [[3, 4]] });
    expect(c.state.diplomacy!.change).toBe('toAllied');
    expect(c.state.allegiance.spain).toBe('britain');
    c.act('income.homeland', { power: 'britain', value: 6 });
    expect(incomeOf(c.state, seat(c, 'britain')).total).toBe(6 + 2);
    expect(incomeOf(c.state, seat(c, 'france')).total).toBe(5);
  });
});

describe('3.4 and 10.1: Gold and VP from allied non-player empires', () => {
  it('“Add 4 for Spain … they do not have to be occupied”: France 1804 income and VP 5 + ⌊4/2⌋ = 7', () => {
    const c = allianceCampaign();
    expect(incomeOf(c.state, seat(c, 'france'))).toMatchObject({ homeland: 5, others: 4, halved: 2, total: 7 });
    expect(vpOf(c.state, seat(c, 'france')).total).toBe(7);
    expect(derived(c, 'vp', 'france').value).toBe(7);
    expect(alliance.readTrack(c.state, 'vp', 'france')).toBe(7);
  });
  it('6.12: a Spanish city Britain occupies no longer counts for France (Madrid 2: France’s Spain count 4 → 2)', () => {
    const c = allianceCampaign();
    c.act('income.homeland', { power: 'britain', value: 6 });
    c.act('income.add', { power: 'britain', name: 'Madrid', kind: 'enemy-vc', value: 2 });
    expect(seat(c, 'britain').income[0]!.of).toBe('spain');
    expect(incomeOf(c.state, seat(c, 'france'))).toMatchObject({ others: 2, total: 6 });
    expect(incomeOf(c.state, seat(c, 'britain'))).toMatchObject({ others: 2, total: 7 });
  });
  it('an ally’s city is not entered a second time', () => {
    const c = allianceCampaign();
    expect(() => c.act('income.add', { power: 'france', name: 'Madrid', kind: 'enemy-vc', value: 2 })).toThrow(/already counts/);
    expect(() => c.act('income.add', { power: 'france', name: 'Spain (3 VCs)', kind: 'npe-vc', value: 4 })).toThrow(/already count/);
    expect(() => c.act('income.add', { power: 'france', name: 'Munich', kind: 'minor-vc', value: 1 })).toThrow(/whose city/);
  });
  it('an empire whose homeland value is not entered shows “not entered”, not 0', () => {
    const c = allianceCampaign();
    const vp = derived(c, 'vp', 'britain');
    expect(vp.missing).toMatch(/not entered.*Britain/);
    expect(derived(c, 'income', 'britain').missing).toMatch(/not entered/);
    expect(derived(c, 'income', 'france').missing).toBeUndefined();
    // An NPE allied to a player, with no value in the rulebook, blocks the count too.
    c.act('status.set', { power: 'austria', to: 'france', reason: 'test' });
    expect(incomeOf(c.state, seat(c, 'france')).missing).toEqual(['austria']);
    expect(derived(c, 'income', 'france').missing).toMatch(/Austria/);
    c.act('income.homeland', { power: 'austria', value: 3 });
    expect(incomeOf(c.state, seat(c, 'france'))).toMatchObject({ others: 7, total: 8, missing: [] });
  });
  it('campaign: an entered Minor city stops counting when the Minor turns Neutral, and comes back when it re-allies', () => {
    const c = allianceCampaign();
    c.act('status.set', { power: 'bavaria', to: 'france', reason: 'won by diplomacy' });
    c.act('income.add', { power: 'france', name: 'Munich (Bavaria)', kind: 'minor-vc', value: 1 });
    c.act('income.add', { power: 'france', name: 'Milan', kind: 'enemy-vc', value: 1 });
    expect(incomeOf(c.state, seat(c, 'france'))).toMatchObject({ others: 6, total: 8 });
    toDiplomacy(c, { britain: 42, france: [12, 'austria'] });
    c.act('diplomacy.bid', { power: 'britain', target: 'bavaria', gold: 1 });
    c.act('diplomacy.roll', {}, { physicalDice: [[6, 2]] });
    expect(c.state.allegiance.bavaria).toBe('neutral');
    const inc = incomeOf(c.state, seat(c, 'france'));
    expect(inc).toMatchObject({ others: 5, total: 7 });
    expect(inc.lines.find((l) => l.label.startsWith('Munich'))).toMatchObject({ value: 0, note: expect.stringMatching(/Bavaria is now Neutral/) });
    c.act('sequence.next', {});
    endTurn(c);
    endTurn2(c, 13, 3);
    // Game Turn 3: France plays Czar Alexander and wins Neutral Bavaria back.
    toDiplomacy(c, { france: 39, britain: [4, 'turkey'] });
    c.act('diplomacy.bid', { power: 'france', target: 'bavaria', gold: 1 });
    c.act('diplomacy.roll', {}, { physicalDice: [[4, 3]] });
    expect(c.state.allegiance.bavaria).toBe('france');
    c.act('sequence.next', {});
    endTurn(c);
    // Winter of 1804: France collects 5 + ⌊(4 + 1 + 1) / 2⌋ = 8, Munich counted again.
    playCards(c, { france: [14, 'austria'], britain: [2, 'turkey'] });
    finishTurnQuietly(c);
    c.act('sequence.next', {});
    expect(step(c)).toBe('winter-income');
    c.act('income.homeland', { power: 'britain', value: 6 });
    const before = seat(c, 'france').gold;
    c.act('winter.collect', {});
    expect(seat(c, 'france').gold - before).toBe(8);
  });
});

/** Plays one quiet Game Turn with the given French card and a Turkish card for Britain. */
function endTurn2(c: C, french: number, british: number): void {
  playCards(c, { france: [french, 'austria'], britain: [british, 'turkey'] });
  finishTurnQuietly(c);
  c.act('sequence.next', {});
}

describe('12.2 Extended Solitaire', () => {
  function playSolo(cards: number, flips: number[]): C {
    const c = allianceCampaign([['Solo', 'france']], 'solitaire', 5, { solitaireCards: cards });
    for (const card of flips) {
      expect(step(c)).toBe('solo-flip');
      c.act('solo.flip', { card, empire: card === 42 ? 'france' : 'prussia' });
      c.act('sequence.next', {});
      c.act('sequence.next', {});
      c.act('action.end-turn', { power: c.state.seats[0]!.empire });
      c.act('sequence.next', {});
      c.act('sequence.next', {});
      c.act('sequence.next', {});
    }
    return c;
  }
  it('“16 new cards each time”: a 48-card game can be finished, the same card coming round in each 16', () => {
    const sixteen = Array.from({ length: 16 }, (_, k) => k + 1);
    const c = playSolo(48, [...sixteen, ...sixteen, ...sixteen]);
    expect(c.state.gameOver).not.toBeNull();
    expect(c.state.gameOver!.reason).toMatch(/target 48/);
  });
  it('a 32-card game: card 42 flipped in the first 16 is flipped again in the second', () => {
    const first = [42, ...Array.from({ length: 15 }, (_, k) => k + 1)];
    const c = playSolo(32, first);
    expect(alliance.turnLabel(c.state).turn).toBe('Card 17 of 32');
    c.act('solo.flip', { card: 42, empire: 'france' });
    expect(c.state.solitaire!.flipped).toBe(42);
  });
  it('within one 16 a card cannot come up twice', () => {
    const c = playSolo(16, [5]);
    expect(() => c.act('solo.flip', { card: 5, empire: 'prussia' })).toThrow(/already been flipped/);
  });
});

describe('3.0 and 3.5: one shuffle and deal per Year', () => {
  const deals = (ids: string[]) => flatSteps(alliance).filter((s) => ids.includes(s.id)).filter((s) => s.checklist.some((x) => /Deal 5|Shuffle/.test(x)));
  it('the new Year opens with the discard alone: the Winter sequence has dealt', () => {
    const c = allianceCampaign();
    c.act('income.homeland', { power: 'britain', value: 6 });
    const seen: string[] = [];
    for (let t = 0; t < 5; t++) {
      seen.push(step(c));
      endTurn2(c, 20 + t, 10 + t);
      while (c.state.position.turn === t + 1 && !c.state.gameOver) {
        seen.push(step(c));
        if (step(c) === 'winter-income') c.act('winter.collect', {});
        c.act('sequence.next', {});
      }
    }
    // Set-up: Deal and discard; Winter: Shuffle and deal; Game Turn 1 of 1805: Discard only.
    expect(seen.filter((s) => deals([s]).length)).toEqual(['discard', 'winter-deal']);
    expect(seen).toContain('year-discard');
    const y = flatSteps(alliance).find((s) => s.id === 'year-discard')!;
    expect(y.title).toBe('Discard');
    expect(y.checklist.join(' ')).not.toMatch(/Shuffle|Deal 5/);
  });
});

describe('7.1 the order of battle choice', () => {
  function toBattles(record: 'both-before' | 'second-later'): C {
    const c = allianceCampaign();
    playCards(c, { france: [30, 'turkey'], britain: [20, 'turkey'] });
    c.act('sequence.next', {});
    c.act('battle.add', { location: 'Bavaria', attackers: ['france'], defenders: ['britain'] });
    if (record === 'both-before') c.act('battle.add', { location: 'Channel', kind: 'sea', attackers: ['britain'], defenders: ['france'] });
    for (const p of ['france', 'britain']) c.act('action.end-turn', { power: p });
    c.act('sequence.next', {});
    expect(step(c)).toBe('battles');
    c.act('battle.choose', { power: 'france', battle: 1 });
    c.act('battle.result', { battle: 1, outcome: 'attacker-holds' });
    if (record === 'second-later') c.act('battle.add', { location: 'Channel', kind: 'sea', attackers: ['britain'], defenders: ['france'] });
    return c;
  }
  for (const way of ['both-before', 'second-later'] as const) {
    it(`“Player 2 selects the next battle” (${way === 'both-before' ? 'both recorded in the Action Phase' : 'the second recorded after the first is fought'})`, () => {
      const c = toBattles(way);
      expect(() => c.act('battle.choose', { power: 'france', battle: 2 })).toThrow(/Britain’s choice/);
      c.act('battle.choose', { power: 'britain', battle: 2 });
      c.act('battle.result', { battle: 2, outcome: 'defender-holds' });
      c.act('sequence.next', {});
      expect(step(c)).toBe('end-checks');
    });
  }
  it('campaign: over two Game Turns the choice follows each turn’s card order, then round the table', () => {
    const c = toBattles('second-later');
    c.act('battle.add', { location: 'Hanover', attackers: ['britain'], defenders: ['france'] });
    c.act('battle.choose', { power: 'britain', battle: 2 });
    c.act('battle.result', { battle: 2, outcome: 'defender-holds' });
    // "Continue in Player Turn sequence": back to France.
    expect(() => c.act('battle.choose', { power: 'britain', battle: 3 })).toThrow(/France’s choice/);
    c.act('battle.choose', { power: 'france', battle: 3 });
    c.act('battle.result', { battle: 3, outcome: 'defender-holds' });
    c.act('sequence.next', {});
    c.act('sequence.next', {});
    // Game Turn 2: Britain has the high card, so Britain is Player 1.
    playCards(c, { france: [5, 'turkey'], britain: [25, 'turkey'] });
    c.act('sequence.next', {});
    c.act('battle.add', { location: 'Flanders', attackers: ['britain'], defenders: ['france'] });
    for (const p of ['britain', 'france']) c.act('action.end-turn', { power: p });
    c.act('sequence.next', {});
    c.act('battle.choose', { power: 'britain', battle: 4 });
    c.act('battle.result', { battle: 4, outcome: 'defender-holds' });
    c.act('battle.add', { location: 'Holland', attackers: ['france'], defenders: ['britain'] });
    expect(() => c.act('battle.choose', { power: 'britain', battle: 5 })).toThrow(/France’s choice/);
    c.act('battle.choose', { power: 'france', battle: 5 });
  });
});

describe('9.21 player defeat: allied to the conqueror until at least the following Winter', () => {
  it('A19: T = 7 → France +3, Austria keeps 4; Austria becomes France’s ally, recorded and reminded', () => {
    const c = allianceCampaign([['A', 'france'], ['B', 'austria']]);
    playCards(c, { france: [30, 'turkey'], austria: [20, 'turkey'] });
    finishTurnQuietly(c);
    c.act('track.set', { track: 'gold', power: 'austria', value: 7 });
    const fr = seat(c, 'france').gold;
    const e = c.act('defeat.declare', { power: 'austria', conqueror: 'france' });
    expect(seat(c, 'austria').gold).toBe(4);
    expect(seat(c, 'france').gold).toBe(fr + 3);
    expect(e.title).toMatch(/Austria is France’s ally until at least the Winter of 1804 \[9\.21\]/);
    expect(c.state.forcedAlliances).toEqual([{ power: 'austria', conqueror: 'france', since: 1, until: 1804 }]);
    expect(alliance.reminders(c.state, c.header).join(' ')).toMatch(/Austria is France’s ally after its defeat until at least the Winter of 1804/);
  });
  it('campaign: the reminder holds through the Year, says “either may break” in Winter, and is gone in 1805', () => {
    const c = allianceCampaign([['A', 'france'], ['B', 'austria']]);
    c.act('income.homeland', { power: 'austria', value: 3 });
    playCards(c, { france: [30, 'turkey'], austria: [20, 'turkey'] });
    finishTurnQuietly(c);
    c.act('defeat.declare', { power: 'austria', conqueror: 'france' });
    c.act('sequence.next', {});
    const remind = () => alliance.reminders(c.state, c.header).join(' ');
    for (let t = 0; t < 2; t++) {
      expect(remind()).toMatch(/until at least the Winter of 1804: neither may break/);
      playCards(c, { france: [31 + t, 'turkey'], austria: [21 + t, 'turkey'] });
      finishTurnQuietly(c);
      c.act('sequence.next', {});
    }
    expect(remind()).toMatch(/from this Winter either may break the alliance \[9\.21\]/);
    expect(alliance.statusBoard!(c.state, c.header).find((g) => g.group.startsWith('Allied by defeat'))!.rows[0]!.value).toBe('Allied to France until at least the Winter of 1804');
    playCards(c, { france: [40, 'turkey'], austria: [41, 'turkey'] });
    finishTurnQuietly(c);
    c.act('sequence.next', {});
    c.act('winter.collect', {});
    while (step(c) !== 'year-discard') c.act('sequence.next', {});
    expect(remind()).not.toMatch(/Austria/);
  });
  it('a defeat in the Winter Turn binds until the next Year’s Winter', () => {
    const c = allianceCampaign([['A', 'france'], ['B', 'austria']]);
    for (let t = 0; t < 3; t++) endTurn2x(c, 30 + t, 20 + t);
    playCards(c, { france: [40, 'turkey'], austria: [41, 'turkey'] });
    finishTurnQuietly(c);
    c.act('defeat.declare', { power: 'austria', conqueror: 'france', surrender: true });
    expect(c.state.forcedAlliances[0]!.until).toBe(1805);
  });
});

function endTurn2x(c: C, a: number, b: number): void {
  playCards(c, { france: [a, 'turkey'], austria: [b, 'turkey'] });
  finishTurnQuietly(c);
  c.act('sequence.next', {});
}

describe('11.12 Winter: Russian rivers and Lake Onega', () => {
  it('“is still 3 for Russian Empire blocks”: the Winter reminder says so, for rivers and Lake Onega', () => {
    const c = allianceCampaign();
    for (let t = 0; t < 3; t++) endTurn2(c, 30 + t, 20 + t);
    expect(alliance.reminders(c.state, c.header).join(' ')).toMatch(/the limit stays 3 for Russian Empire blocks/);
    const line = alliance.reminders(c.state, c.header).find((r) => /stays 3/.test(r))!;
    expect(line).toMatch(/Lake Onega/);
    expect(line).toMatch(/Poltava-Donbas/);
  });
  it('not outside Winter', () => {
    const c = allianceCampaign();
    expect(alliance.reminders(c.state, c.header).join(' ')).not.toMatch(/stays 3/);
  });
});

describe('6.1 matching bids “in descending card sequence”', () => {
  it('a player with a higher card may not match after a lower card has; in order both may', () => {
    const c = allianceCampaign([['A', 'france'], ['B', 'britain'], ['C', 'russia']]);
    toDiplomacy(c, { france: 42, britain: [30, 'turkey'], russia: [10, 'turkey'] });
    c.act('diplomacy.bid', { power: 'france', target: 'denmark', gold: 1 });
    c.act('diplomacy.match', { power: 'russia' });
    expect(() => c.act('diplomacy.match', { power: 'britain' })).toThrow(/Britain passed: Russia, with a lower card, has already matched.*descending card order \[6\.1\]/);
  });
  it('campaign: over two Game Turns the order follows each turn’s cards', () => {
    const c = allianceCampaign([['A', 'france'], ['B', 'britain'], ['C', 'russia']]);
    toDiplomacy(c, { france: 42, britain: [30, 'turkey'], russia: [10, 'turkey'] });
    c.act('diplomacy.bid', { power: 'france', target: 'denmark', gold: 1 });
    c.act('diplomacy.match', { power: 'britain' });
    c.act('diplomacy.match', { power: 'russia' });
    c.act('diplomacy.roll', {}, { physicalDice: [[1, 1], [1, 1], [1, 1]] });
    c.act('sequence.next', {});
    endTurn(c);
    // Game Turn 2: Russia's card is now higher than Britain's.
    toDiplomacy(c, { france: 39, britain: [5, 'turkey'], russia: [20, 'turkey'] });
    c.act('diplomacy.bid', { power: 'france', target: 'denmark', gold: 1 });
    c.act('diplomacy.match', { power: 'britain' });
    expect(() => c.act('diplomacy.match', { power: 'russia' })).toThrow(/Russia passed/);
  });
});

describe('worked examples (digest §8 Group A)', () => {
  it('A8: in 1804 France is allied with Spain; Austria, Prussia, Russia and Turkey are Neutral; an NPE is allied to one player only', () => {
    const c = allianceCampaign();
    expect(['spain', 'austria', 'prussia', 'russia', 'turkey'].map((e) => c.state.allegiance[e])).toEqual(['france', 'neutral', 'neutral', 'neutral', 'neutral']);
    const three = allianceCampaign([['A', 'france'], ['B', 'britain'], ['C', 'austria']]);
    three.act('status.set', { power: 'prussia', to: 'britain', reason: 'A8' });
    // "Prussia is not allied with Austria": Prussia's blocks are friendly to Britain only.
    expect(alliance.powerViews(three.state, three.header).find((v) => v.power === 'prussia')!.status).toBe('NPE · allied to Britain');
    expect(incomeOf(three.state, seat(three, 'austria')).lines.some((l) => /Prussia/.test(l.label))).toBe(false);
    expect(incomeOf(three.state, seat(three, 'britain')).missing).toContain('prussia');
  });
  it('A11: NPE Austria turning Neutral stops counting for its former ally', () => {
    const c = allianceCampaign();
    c.act('status.set', { power: 'austria', to: 'france', reason: 'A11' });
    c.act('income.homeland', { power: 'austria', value: 4 });
    expect(incomeOf(c.state, seat(c, 'france'))).toMatchObject({ others: 8, total: 9 });
    c.act('status.set', { power: 'austria', to: 'neutral', reason: 'A11' });
    expect(incomeOf(c.state, seat(c, 'france'))).toMatchObject({ others: 4, total: 7 });
  });
  it('A21: Solitaire +1 (Munich), +2 (Bavaria and Saxony), −1 (North Sea abandoned) = 2', () => {
    const c = allianceCampaign([['Solo', 'france']], 'solitaire');
    const turn = (card: number, empire: string, delta: number, reason: string) => {
      c.act('solo.flip', { card, empire });
      c.act('sequence.next', {});
      c.act('sequence.next', {});
      c.act('action.end-turn', { power: empire });
      c.act('sequence.next', {});
      c.act('sequence.next', {});
      c.act('solo.score', { delta, reason });
      c.act('sequence.next', {});
    };
    turn(42, 'france', 1, 'occupies Munich');
    expect(c.state.solitaire!.score).toBe(1);
    turn(7, 'austria', 2, 'Bavaria and Saxony');
    expect(c.state.solitaire!.score).toBe(3);
    turn(8, 'britain', -1, 'abandoned the North Sea');
    expect(c.state.solitaire!.score).toBe(2);
    expect(c.state.solitaire!.target).toBe(16);
  });
});

describe('A17: Sea Move [8.4]', () => {
  it('Wessex → Galicia with 2 blocks costs 2 AP (1 per block); refused in Winter', () => {
    const c = allianceCampaign();
    playCards(c, { britain: [30, 'turkey'], france: [20, 'turkey'] });
    c.act('sequence.next', {});
    c.act('action.spend', { power: 'britain', kind: 'sea-move', count: 2, note: 'Wessex → Galicia' });
    expect(seat(c, 'britain').apUsed).toBe(2);
    for (const p of ['britain', 'france']) c.act('action.end-turn', { power: p });
    c.act('sequence.next', {});
    c.act('sequence.next', {});
    c.act('sequence.next', {});
    for (let t = 0; t < 2; t++) endTurn2(c, 31 + t, 21 + t);
    playCards(c, { britain: [40, 'turkey'], france: [10, 'turkey'] });
    c.act('sequence.next', {});
    expect(() => c.act('action.spend', { power: 'britain', kind: 'sea-move', count: 2 })).toThrow(/No Sea Moves or Sea Invasions in Winter \[3\.5\]/);
  });
});

describe('3.3 Leader events reach the battle', () => {
  const GRAND_BATTERY = {
    location: 'land',
    leaderEvents: [{ leader: 'napoleon', side: 'attacker' }],
    blocks: [
      { id: 'fr-art', name: 'France Art #1', side: 'attacker', type: 'artillery', firepower: 'A3', strength: 3, owner: 'france', round1Modifier: 1 },
      { id: 'fr-inf', name: 'France Inf #1', side: 'attacker', type: 'infantry', firepower: 'C3', strength: 3, owner: 'france' },
      { id: 'gb-inf', name: 'Britain Inf #1', side: 'defender', type: 'infantry', firepower: 'C1', strength: 4, owner: 'britain' },
    ],
  };
  /** France plays card 42 (Napoléon) and attacks Britain in Bavaria and Hanover. */
  function toBattles(): C {
    const c = allianceCampaign();
    playCards(c, { france: 42, britain: [20, 'turkey'] });
    c.act('sequence.next', {}); // Diplomacy: France declines
    c.act('diplomacy.decline', { power: 'france' });
    c.act('sequence.next', {});
    c.act('battle.add', { location: 'Bavaria', attackers: ['france'], defenders: ['britain'] });
    c.act('battle.add', { location: 'Hanover', attackers: ['france'], defenders: ['britain'] });
    c.act('battle.add', { location: 'Portugal', attackers: ['britain'], defenders: ['portugal', 'turkey'] });
    for (const p of ['france', 'britain']) c.act('action.end-turn', { power: p });
    c.act('sequence.next', {});
    c.act('battle.choose', { power: 'france', battle: 1 });
    return c;
  }

  it('card 42 played this Game Turn offers Grand Battery in France’s battles, on France’s own artillery, and nowhere else', () => {
    const c = toBattles();
    const offered = eventsOffered(c.state, 1);
    expect(offered).toHaveLength(1);
    expect(offered[0]).toMatchObject({ leader: 'napoleon', power: 'france', card: 42, side: 'attacker', target: 'attacker', usedIn: null });
    expect(offered[0]!.def).toMatchObject({ event: 'Grand Battery', blockType: 'artillery', round1Modifier: 1 });
    expect(eventsOffered(c.state, 3)).toEqual([]); // France does not fight in Portugal
  });

  it('A4: France plays the Czar’s card 39: Bayonet Charge is France’s to use on one of its own infantry (C2 → C3), never a reserve', () => {
    const c = allianceCampaign();
    playCards(c, { france: 39, britain: [20, 'turkey'] });
    c.act('sequence.next', {});
    c.act('diplomacy.decline', { power: 'france' });
    c.act('sequence.next', {});
    c.act('battle.add', { location: 'Bavaria', attackers: ['britain'], defenders: ['france'] });
    const [o] = eventsOffered(c.state, 1);
    expect(o).toMatchObject({ leader: 'alexander', power: 'france', side: 'defender', target: 'defender' });
    expect(o!.def).toMatchObject({ event: 'Bayonet Charge', blockType: 'infantry', round1Modifier: 1 });
    const blocks = [
      { id: 'fr-inf', side: 'defender', type: 'infantry', firepower: 'C2', strength: 3, round1Modifier: 1 },
      { id: 'gb-inf', side: 'attacker', type: 'infantry', firepower: 'C2', strength: 3 },
    ];
    const input = { location: 'land', leaderEvents: [{ leader: 'alexander', side: 'defender' }], blocks };
    c.act('battle.setup', { battle: 1, input });
    expect(fightPending(c.state.battles[0]!.fight!)).toMatchObject({ blockId: 'fr-inf', threshold: 3 });
    expect(() => parseAllianceBattleInput({ ...input, game: 'alliance', blocks: [{ ...blocks[0], reserve: true }, blocks[1], { ...blocks[0], id: 'fr-2', round1Modifier: 0 }] })).toThrow(/reserve does not fire in round 1/);
  });

  it('pre-set on France’s artillery, A5’s dice 4, 5, 1 hit twice in round 1 (A3 fires as A4), and the odds agree with adc odds', () => {
    const c = toBattles();
    c.act('battle.setup', { battle: 1, input: GRAND_BATTERY });
    const f = c.state.battles[0]!.fight!;
    expect(fightPending(f)).toMatchObject({ kind: 'turn', blockId: 'fr-art', threshold: 4 });
    // The campaign's set-up is the adc odds input: same blocks, same warnings (none).
    expect(parseAllianceBattleInput({ ...GRAND_BATTERY, game: 'alliance' }).setup.warnings).toEqual([]);
    c.act('battle.step', { battle: 1, action: { type: 'fire', blockId: 'fr-art' } }, { physicalDice: [[4, 5, 1]] });
    expect(c.state.battles[0]!.fight!.lastLog.join(' ')).toMatch(/2 hits \(hits on 1-4\)/);
  });

  it('“in one battle”: once set up in Bavaria it is not offered in Hanover, and a set-up naming it there is refused; undo gives it back', () => {
    const c = toBattles();
    c.act('battle.setup', { battle: 1, input: GRAND_BATTERY });
    expect(eventsOffered(c.state, 2)[0]!.usedIn).toBe('Bavaria');
    c.undo();
    expect(eventsOffered(c.state, 2)[0]!.usedIn).toBeNull();
    c.redo();
    // Bavaria fought out: Grand Battery 1, 1, 1 and the infantry 1, 1, 1 destroy the British 4C1.
    c.act('battle.step', { battle: 1, action: { type: 'fire', blockId: 'fr-art' } }, { physicalDice: [[1, 1, 1]] });
    c.act('battle.step', { battle: 1, action: { type: 'fire', blockId: 'gb-inf' } }, { physicalDice: [[6]] });
    c.act('battle.step', { battle: 1, action: { type: 'fire', blockId: 'fr-inf' } }, { physicalDice: [[1, 1, 1]] });
    expect(c.state.battles[0]!.status).toBe('resolved');
    c.act('battle.choose', { power: 'britain', battle: 2 });
    expect(eventsOffered(c.state, 2)[0]!.usedIn).toBe('Bavaria');
    expect(() => c.act('battle.setup', { battle: 2, input: GRAND_BATTERY })).toThrow(/Grand Battery is for one battle, and was used in Bavaria this Game Turn \[3\.3\]/);
  });

  it('refused when nobody played the card this Game Turn, or for the wrong side; the same battle without it is accepted', () => {
    const c = toBattles();
    const wellington = { ...GRAND_BATTERY, leaderEvents: [{ leader: 'wellington', side: 'defender' }] };
    expect(() => c.act('battle.setup', { battle: 1, input: wellington })).toThrow(/Wellington’s Reverse Slope was not played this Game Turn/);
    const wrongSide = { ...GRAND_BATTERY, leaderEvents: [{ leader: 'napoleon', side: 'defender' }] };
    expect(() => c.act('battle.setup', { battle: 1, input: wrongSide })).toThrow(/played for the attacker of this battle, not the defender/);
    const { leaderEvents: _none, ...plain } = GRAND_BATTERY;
    c.act('battle.setup', { battle: 1, input: { ...plain, blocks: plain.blocks.map(({ round1Modifier: _m, ...b }) => b) } });
    expect(fightPending(c.state.battles[0]!.fight!)).toMatchObject({ blockId: 'fr-art', threshold: 3 });
  });

  it('campaign: Wellington’s Reverse Slope, played by Britain, targets the enemy artillery; next Game Turn neither event is offered', () => {
    const c = allianceCampaign();
    c.act('cards.identify', { card: 41, empire: 'britain', leader: 'wellington' });
    playCards(c, { france: 42, britain: 41 });
    // France's 42 is the higher Leader card: it may bid; it declines.
    c.act('sequence.next', {});
    expect(step(c)).toBe('diplomacy');
    c.act('diplomacy.decline', { power: 'france' });
    c.act('sequence.next', {});
    c.act('battle.add', { location: 'Flanders', attackers: ['britain'], defenders: ['france'] });
    const offered = eventsOffered(c.state, 1);
    expect(offered.map((o) => [o.leader, o.side, o.target])).toEqual([['napoleon', 'defender', 'defender'], ['wellington', 'attacker', 'defender']]);
    for (const p of ['france', 'britain']) c.act('action.end-turn', { power: p });
    c.act('sequence.next', {});
    c.act('battle.choose', { power: 'france', battle: 1 });
    c.act('battle.result', { battle: 1, outcome: 'defender-holds' });
    c.act('sequence.next', {});
    c.act('sequence.next', {});
    playCards(c, { france: [5, 'turkey'], britain: [6, 'turkey'] });
    c.act('sequence.next', {});
    c.act('battle.add', { location: 'Flanders', attackers: ['britain'], defenders: ['france'] });
    expect(eventsOffered(c.state, c.state.battles[0]!.id)).toEqual([]);
  });
});

describe('worked examples on the map (digest §8 A9, A17, A18, A22, A23): the rulebook’s numbers from the functions the table consults', () => {
  it('A9: Rhineland → Bavaria, 3 blocks reach the river limit of 3 (a 4th may not cross); the 3 main attackers pin the 3 Austrians, the 2 reserves pin none', () => {
    expect(borderLimit({ border: 'river', winter: false })).toBe(3);
    expect(borderLimit({ border: 'river', winter: false, event: 'blucher' })).toBe(4); // Bridge Capture +1 [3.3]
    expect(pinnedDefenders(3, 3)).toBe(3);
    expect(pinnedDefenders(3, 5)).toBe(3); // Austria's 2 from Bohemia arrive as reserves, unpinned
    expect(pinnedDefenders(0, 3)).toBe(0);
  });
  it('A9 in the campaign: France 4 AP moves twice and saves 2, Britain 3 AP moves once and saves 2 (Gold 14 + 2, 10 + 2)', () => {
    const c = allianceCampaign();
    playCards(c, { france: 28, britain: [12, 'austria'] });
    c.act('sequence.next', {});
    c.act('action.spend', { power: 'france', kind: 'move', count: 2, note: 'Rhineland → Bavaria (main), Burgundy → Bavaria (reserves)' });
    c.act('action.end-turn', { power: 'france' });
    c.act('action.spend', { power: 'britain', kind: 'move', note: 'Bohemia → Bavaria, 2 Austrian reserves' });
    c.act('action.end-turn', { power: 'britain' });
    expect([seat(c, 'france').gold, seat(c, 'britain').gold]).toEqual([16, 12]);
  });
  it('A17: Wessex → Galicia with 2 blocks across the Channel and the Bay of Biscay: 2 AP, both fleets pinned; refused in Winter or with a sea or Galicia not friendly', () => {
    const move = {
      blocks: 2, winter: false,
      seas: [{ name: 'English Channel', friendly: true, fleets: 1 }, { name: 'Bay of Biscay', friendly: true, fleets: 1 }],
      from: { name: 'Wessex', friendly: true }, to: { name: 'Galicia', friendly: true },
    };
    expect(seaMove(move)).toEqual({ ok: true, cost: 2, pinned: ['English Channel', 'Bay of Biscay'] });
    expect(seaMove({ ...move, winter: true })).toMatchObject({ ok: false, reason: expect.stringMatching(/prohibited in Winter/) });
    expect(seaMove({ ...move, to: { name: 'Galicia', friendly: false } })).toMatchObject({ ok: false, reason: 'Galicia was not friendly at the start of the Player Turn [8.4].' });
    expect(seaMove({ ...move, seas: [move.seas[0]!, { name: 'Bay of Biscay', friendly: false, fleets: 1 }] })).toMatchObject({ ok: false, reason: expect.stringMatching(/^Bay of Biscay was not friendly/) });
  });
  it('A18: a fleet passes the Kattegat only with Denmark and Sweden both neutral and/or friendly; in 1804 Britain may (Sweden British, Denmark Neutral), and not once Denmark is French', () => {
    expect(straitPassable(['neutral', 'friendly'])).toBe(true);
    expect(straitPassable(['neutral', 'neutral'])).toBe(true);
    expect(straitPassable(['enemy', 'friendly'])).toBe(false);
    const c = allianceCampaign();
    const row = () => alliance.statusBoard!(c.state, c.header).find((g) => g.group.startsWith('Straits'))!.rows.find((r) => r.label === 'Kattegat')!.value;
    expect(row()).toBe('France may not pass · Britain may pass'); // Sweden is British-allied in 1804
    c.act('status.set', { power: 'denmark', to: 'france', reason: 'A18' });
    expect(statusToward('denmark', 'britain', c.state.allegiance)).toBe('enemy');
    expect(row()).toBe('France may not pass · Britain may not pass');
    c.act('status.set', { power: 'sweden', to: 'neutral', reason: 'A18' });
    expect(row()).toBe('France may pass · Britain may not pass');
    // The Dardanelles [11.1]: neutral NPE Turkey lets both pass; a Turkish player settles it with the others.
    const dard = (x: C) => alliance.statusBoard!(x.state, x.header).find((g) => g.group.startsWith('Straits'))!.rows.find((r) => r.label === 'Dardanelles')!.value;
    expect(dard(c)).toBe('France may pass · Britain may pass');
    const three = allianceCampaign([['A', 'france'], ['B', 'britain'], ['C', 'turkey']]);
    expect(dard(three)).toBe('France: as Turkey’s player allows · Britain: as Turkey’s player allows · Turkey may pass');
  });
  it('A22: Winter border limits: Russian blocks over a frozen Russian river 3, others 2; the Bug, Dniester, Kuban and Nieman 2; clear 3; mountain 1, 2 with Charles', () => {
    expect(borderLimit({ border: 'river', winter: true, russian: true, frozenRussianRiver: true })).toBe(3);
    expect(borderLimit({ border: 'river', winter: true, russian: false, frozenRussianRiver: true })).toBe(2);
    for (const russian of [true, false]) expect(borderLimit({ border: 'river', winter: true, russian, frozenRussianRiver: false })).toBe(2);
    expect(NON_FREEZING_RIVERS).toEqual(['Bug', 'Dniester', 'Kuban', 'Nieman']);
    expect(borderLimit({ border: 'clear', winter: true })).toBe(3);
    expect(borderLimit({ border: 'mountain', winter: true })).toBe(1);
    expect(borderLimit({ border: 'mountain', winter: true, event: 'charles' })).toBe(2);
    expect(borderLimit({ border: 'lake-onega', winter: true, russian: true })).toBe(3);
    expect(borderLimit({ border: 'lake-onega', winter: false, russian: true })).toBe(0); // impassable except in Winter
    expect(borderLimit({ border: 'sea', winter: true })).toBeNull();
    // The campaign's Winter reminder is computed from the same function.
    const c = allianceCampaign();
    for (let t = 0; t < 3; t++) endTurn2(c, 30 + t, 20 + t);
    expect(alliance.reminders(c.state, c.header)[0]).toBe(
      'Winter border limits: clear 3, river 2, forest 2, mountain 1, marsh 1, strait 1, coast 1 (mountain 2 with Charles’s Alpine Guide); frozen Russian rivers 3 for Russian blocks, and the Bug, Dniester, Kuban and Nieman 2 for all [3.5, 11.12].',
    );
  });
  it('A23: stacking clear 4, forest 3, mountain 2 (Tyrol, Wales), Malta and Gibraltar 1 army + 1 fleet, seas unlimited fleets; an embattled region may exceed until its battle ends', () => {
    expect(stackingLimit('clear').blocks).toBe(4);
    expect(stackingLimit('forest').blocks).toBe(3);
    expect([stackingPlaceOf('Tyrol'), stackingPlaceOf('Wales'), stackingPlaceOf('Malta'), stackingPlaceOf('Gibraltar')]).toEqual(['mountain', 'mountain', 'small-island', 'small-island']);
    expect(stackingLimit('mountain').blocks).toBe(2);
    expect(stackingLimit('small-island')).toEqual({ blocks: null, armies: 1, fleets: 1 });
    expect(stackingCheck('small-island', { armies: 1, fleets: 1 }).ok).toBe(true);
    expect(stackingCheck('small-island', { armies: 2, fleets: 1 })).toMatchObject({ ok: false, over: 1 });
    expect(stackingCheck('sea', { armies: 0, fleets: 9 }).ok).toBe(true);
    expect(stackingCheck('clear', { armies: 4, fleets: 1 })).toMatchObject({ ok: false, over: 1 });
    expect(stackingCheck('mountain', { armies: 5, fleets: 0 }, true)).toMatchObject({ ok: true, note: expect.stringMatching(/victor regroups or eliminates/) });
  });
  it('A19: the defeat names the blocks going to minimum strength (armies 1, fleets 0)', () => {
    const c = allianceCampaign([['A', 'france'], ['B', 'austria']]);
    playCards(c, { france: [30, 'turkey'], austria: [20, 'turkey'] });
    finishTurnQuietly(c);
    const e = c.act('defeat.declare', { power: 'austria', conqueror: 'france' });
    expect(e.title).toMatch(/remaining blocks go to minimum strength \(armies 1, fleets 0\) and stay in place \[9\.2\]/);
  });
  it('A20: the 1804 French player starts with 14 Gold (10 + 8/2 for NPE Spain)', () => {
    expect(seat(allianceCampaign(), 'france').gold).toBe(14);
  });
});

describe('A21 complete: Solitaire scoring [12.2]', () => {
  const value = (n: string) => KNOWN_PLACES.find((p) => p.name.startsWith(n))!.value;
  function solo(deltas: number[], cards = 16): C {
    const c = allianceCampaign([['Solo', 'france']], 'solitaire', 5, { solitaireCards: cards });
    deltas.forEach((delta, k) => {
      c.act('solo.flip', { card: k + 1, empire: 'prussia' });
      c.act('sequence.next', {});
      c.act('sequence.next', {});
      c.act('action.end-turn', { power: 'prussia' });
      c.act('sequence.next', {});
      c.act('sequence.next', {});
      if (delta) c.act('solo.score', { delta, reason: 'A21' });
      c.act('sequence.next', {});
    });
    return c;
  }
  it('the table’s Δs are the map values: Munich +1, Bavaria and Saxony +1 each, the North Sea abandoned −1; the alternative turn 3 is +1 (Hamburg): 1, 3, 4', () => {
    expect([value('Munich'), value('Munich') + value('Saxony'), -value('North Sea'), value('Hamburg')]).toEqual([1, 2, -1, 1]);
    const alt = solo([value('Munich'), value('Munich') + value('Saxony'), value('Hamburg')]);
    expect(alt.state.solitaire!.score).toBe(4);
  });
  it('“at least 16 after 16 cards” wins; 15 does not', () => {
    const win = solo([...Array(15).fill(1), 1]);
    expect(win.state.gameOver).toMatchObject({ winners: ['Solo'], reason: 'Solitaire ends with 16 VP (target 16) [12.2].' });
    const lose = solo([...Array(15).fill(1), 0]);
    expect(lose.state.gameOver).toMatchObject({ winners: [], reason: 'Solitaire ends with 15 VP (target 16) [12.2].' });
  });
  it('the extended game needs 32 (or 48): 16 after 16 cards plays on', () => {
    const c = solo(Array(16).fill(1), 32);
    expect(c.state.gameOver).toBeNull();
    expect(c.state.solitaire!.target).toBe(32);
  });
});
