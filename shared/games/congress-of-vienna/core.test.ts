// The digest's §8 worked examples outside the battle (R-01..R-10, R-14, R-18..R-22, D-01..D-12, D-14..D-20,
// D-23) as tests asserting their numbers. The battle ones (R-11..R-17, D-13, D-21, D-22) are in
// battle/examples.test.ts.
import { describe, expect, it } from 'vitest';
import { setCell, templatePack } from '../../data/tables';
import { CONGRESS_OF_VIENNA_DATA as DATA } from './tables';
import { applyAction, computeCongressOfViennaOdds, createBattle, parisSurrender } from './battle/index';
import {
  TABLE, bandApplies, checkFrenchPreempt, mayPass, debateOrder, diplomacyWinner, effectiveValue, moveIssue, negotiate, orderAfter, resolveWager, seatingCycle, selectable, type IssuePosition,
} from './diplomacy';
import {
  addMilitia, checkFunding, checkPurchases, demobiliseMilitia, fgofEntryVp, fleetDemobilisation, fundingList, libAbsRoll, minorCountry, paxRoll, peaceCongress, recruitment, resources, trackRollOdds, trackRollTable,
  type WonIssue,
} from './government';
import { decksOf, drawInitialSituation, ietFirstDie, initialSituationPool, placeFromPool, removedBeforePlay } from './initial';
import { applyVp, earlyTriumph, endOfGameBonuses, endOfTurnVp, survivalDistribution, surrenders, vpMarker, war1812After, winnerByVp } from './victory';
import { battleOrder, pairedFrontCheck } from './war';

const pack = templatePack(DATA);
const track = (power: 'FR' | 'RU' | 'BR' | 'AU', d: number): IssuePosition => ({ at: 'track', power, d });
const card = (value: number, nation: 'FR' | 'RU' | 'BR' | 'AU' | 'neutral' = 'neutral', extra: object = {}) => ({ value, nation, ...extra });

describe('Initial Phase', () => {
  it('R-01 deck selection [8.1]: A+B+C on Turn 1 → {A-1, B-1, C-1}, one drawn, two removed; Turn 2 uses card 2; a Turn-5 start removes 1-4', () => {
    expect(initialSituationPool(1, 'A+B+C')).toEqual(['A-1', 'B-1', 'C-1']);
    expect(drawInitialSituation(1, 'A+B+C', 1)).toEqual({ card: 'B-1', removed: ['A-1', 'C-1'] });
    expect(initialSituationPool(2, 'A+B+C')).toEqual(['A-2', 'B-2', 'C-2']);
    expect(initialSituationPool(3, 'A')).toEqual(['A-3']);
    expect(removedBeforePlay(5, 'A+C')).toEqual(['A-1', 'A-2', 'A-3', 'A-4', 'C-1', 'C-2', 'C-3', 'C-4']);
    expect(() => decksOf('A+D')).toThrow(/use A, B and\/or C/);
    expect(() => drawInitialSituation(1, 'A+B', 2)).toThrow(/index 0 to 1/);
  });
  it('R-02 partial execution [10.1]: no French unit in the Force Pool → the placement is skipped, the rest still happens', () => {
    expect(placeFromPool(1, 0)).toEqual({ placed: 0, skipped: 1 });
    expect(placeFromPool(3, 2)).toEqual({ placed: 2, skipped: 1 });
  });
  it('R-03 IET re-roll [10.2]: 4 + 1 = 5 → Russia → re-roll 4 + 1 = 5 → Russia again, final; a re-roll of 5 → 6 → France', () => {
    const r = ietFirstDie(pack, { die: 4, drm: 1, rerollIf: 'RU', rerollDie: 4 });
    expect(r).toMatchObject({ column: 5, power: 'RU', rerolled: true });
    const f = ietFirstDie(pack, { die: 4, drm: 1, rerollIf: 'RU', rerollDie: 5 });
    expect(f).toMatchObject({ column: 6, power: 'FR', usMilOp: true });
    expect(() => ietFirstDie(pack, { die: 4, drm: 1, rerollIf: 'RU' })).toThrow(/demands a re-roll/);
    expect(ietFirstDie(pack, { die: 6, drm: 2 }).column).toBe(6); // 10.17: kept within 1-6
  });
});

describe('Diplomacy board', () => {
  it('seating and orders: left of the wager winner first, the winner last; debate clockwise from the negotiator (Britain → Austria first) [11.2, 11.6]', () => {
    const cycle = seatingCycle('br-au-ru-fr');
    expect(orderAfter(cycle, 'RU')).toEqual(['FR', 'BR', 'AU', 'RU']);
    expect(debateOrder(cycle, 'BR')[0]).toBe('AU');
    expect(() => seatingCycle('br-au-ru-ru')).toThrow(/each Power once/);
  });
  it('R-04 selection distance [11.2]: highest 5, lowest 2 → the winner’s space 3', () => {
    const w = resolveWager({ FR: card(5, 'FR'), RU: card(2, 'BR'), BR: card(3, 'BR'), AU: card(4, 'AU') });
    expect(w).toMatchObject({ winner: 'FR', distance: 3 });
  });
  it('R-05 locking [11.4]: Generalissimo on RU 4, Russia plays 5 → imaginary 9; undebated it locks on the Seat; debated, counted from 9', () => {
    const n = negotiate({ position: track('RU', 4), negotiator: 'RU', card: card(5, 'RU') });
    expect(n.negotiated.position).toEqual(track('RU', 9));
    expect(n).toMatchObject({ position: track('RU', 7), locked: true });
    const d = negotiate({ position: track('RU', 4), negotiator: 'RU', card: card(5, 'RU'), debate: { debater: 'BR', card: card(4, 'BR') } });
    expect(d.debated!.position).toEqual(track('RU', 5));
    expect(d.locked).toBe(false);
    expect(() => negotiate({ position: track('RU', 7), locked: true, negotiator: 'FR', card: card(5, 'FR') })).toThrow(/secured on a Seat/);
  });
  it('R-06 debating [11.6]: the debater moves it back from where it now is, with the French −1 and the Austrian +1', () => {
    // Britain negotiates a value 3 from the Table to BR 3; France debates with a 4 → BR track... toward FR: 3 back to Table, then FR 1.
    const n = negotiate({ position: TABLE, negotiator: 'BR', card: card(3, 'BR'), debate: { debater: 'FR', card: card(4, 'FR') } });
    expect(n.negotiated.position).toEqual(track('BR', 3));
    expect(n.position).toEqual(track('FR', 1));
    // Austria debates an Issue France moved onto its track: −1 stickiness and +1 Austrian with a neutral card.
    const a = negotiate({ position: TABLE, negotiator: 'FR', card: card(2, 'FR'), debate: { debater: 'AU', card: card(3) } });
    expect(a.debated!.value.value).toBe(3);
    expect(a.position).toEqual(track('AU', 1));
    expect(() => negotiate({ position: TABLE, negotiator: 'FR', card: card(6, 'FR', { leader: true }), debate: { debater: 'AU', card: card(5) } })).toThrow(/Leader can only be debated by another Leader/);
    checkFrenchPreempt(1, card(3, 'FR'));
    expect(() => checkFrenchPreempt(2, card(3, 'FR'))).toThrow(/two debates/);
    expect(() => checkFrenchPreempt(0, card(3, 'neutral'))).toThrow(/French \(FR\) card/);
  });
  it('D-01: Issue on FR 3, Britain plays 5 → 5 − 1 = 4 → FR2, FR1, Table, BR 1', () => {
    const v = effectiveValue(card(5, 'BR'), 'BR', track('FR', 3), false);
    expect(v.value).toBe(4);
    expect(moveIssue(track('FR', 3), 'BR', v.value)).toEqual(track('BR', 1));
  });
  it('D-02: Issue on FR 1, Russia plays 2 with a printed −1 → 0, kept at 1 → the Table', () => {
    const v = effectiveValue(card(2, 'RU', { modifier: -1 }), 'RU', track('FR', 1), false);
    expect(v.value).toBe(1);
    expect(moveIssue(track('FR', 1), 'RU', v.value)).toEqual(TABLE);
  });
  it('D-03: Issue on RU 2, France plays 5 → Table (2 steps) → FR 3', () => {
    expect(moveIssue(track('RU', 2), 'FR', effectiveValue(card(5, 'FR'), 'FR', track('RU', 2), false).value)).toEqual(track('FR', 3));
  });
  it('D-04: the Armistice on AU 2, Russia plays 4: may stop on the Table; only the Armistice, only on its path', () => {
    expect(negotiate({ position: track('AU', 2), negotiator: 'RU', card: card(4, 'RU'), armistice: true, stopAtTable: true }).position).toEqual(TABLE);
    expect(negotiate({ position: track('AU', 2), negotiator: 'RU', card: card(4, 'RU'), armistice: true }).position).toEqual(track('RU', 2));
    expect(() => moveIssue(track('AU', 2), 'RU', 4, { stopAtTable: true })).toThrow(/Only the Armistice/);
    expect(() => moveIssue(track('RU', 2), 'RU', 4, { stopAtTable: true, armistice: true })).toThrow(/not on this move’s path/);
    expect(moveIssue(track('RU', 2), 'RU', 4, { stopAtTable: true, armistice: true, armisticeStop: 'any' })).toEqual(TABLE);
  });
  it('D-05: Austria debates with a neutral 4 → 5; with Metternich no +1', () => {
    expect(effectiveValue(card(4), 'AU', TABLE, true).value).toBe(5);
    expect(effectiveValue(card(6, 'AU', { leader: true, metternich: true }), 'AU', TABLE, true).value).toBe(6);
    expect(effectiveValue(card(4), 'AU', TABLE, false).value).toBe(4);
    expect(effectiveValue(card(5, 'AU', { modifier: 2 }), 'AU', TABLE, true).value).toBe(7); // at most 7
  });
  it('D-06: FR 5, RU neutral 4 (+1 = 5), BR 3, AU 2: France and Russia tie, Britain chooses; distance 3', () => {
    const bids = { FR: card(5, 'FR'), RU: card(4), BR: card(3, 'BR'), AU: card(2, 'AU') };
    expect(resolveWager(bids)).toMatchObject({ winner: null, tied: ['FR', 'RU'], distance: null });
    expect(resolveWager(bids, { britishChoice: 'RU' })).toMatchObject({ winner: 'RU', distance: 3 });
    expect(() => resolveWager(bids, { britishChoice: 'AU' })).toThrow(/one of the tied Powers/);
  });
  it('D-07: BR 5, FR 4, AU 2, RU a Russian 3 (→ 4): Britain wins; Russia substitutes a 5 (→ 6) and wins, distance 4', () => {
    const bids = { BR: card(5, 'BR'), FR: card(4, 'FR'), AU: card(2, 'AU'), RU: card(3, 'RU') };
    expect(resolveWager(bids)).toMatchObject({ winner: 'BR', russiaMaySubstitute: true, distance: 3 });
    expect(resolveWager(bids, { russianSubstitute: card(5, 'RU') })).toMatchObject({ winner: 'RU', distance: 4 });
    expect(() => resolveWager(bids, { russianSubstitute: card(5, 'neutral') })).toThrow(/Russian Character card/);
    expect(() => resolveWager({ ...bids, FR: card(6, 'FR') }, { russianSubstitute: card(5, 'RU') })).toThrow(/only when Austria or Britain wins/);
  });
  it('D-08, D-09: FR 3, BR 3, RU 2, AU 1 → Britain wins the tie, +2 VP; France winning gets +4', () => {
    const pos = [track('FR', 1), track('FR', 7), track('FR', 3), track('BR', 2), track('BR', 2), track('BR', 6), track('RU', 1), track('RU', 4), track('AU', 5), TABLE];
    expect(diplomacyWinner(pos)).toMatchObject({ counts: { FR: 3, BR: 3, RU: 2, AU: 1 }, winner: 'BR', vp: 2 });
    expect(diplomacyWinner([track('FR', 2), track('BR', 1), track('FR', 5)])).toMatchObject({ winner: 'FR', vp: 4 });
  });
  it('passing [11.7]: after a debate (the Debate marker on this round’s box) or with no card', () => {
    expect(mayPass({ debateMarkerHere: true, cardsInHand: 4 }).ok).toBe(true);
    expect(mayPass({ debateMarkerHere: false, cardsInHand: 4 })).toMatchObject({ ok: false });
    expect(mayPass({ debateMarkerHere: false, cardsInHand: 0 }).ok).toBe(true);
    expect(mayPass({ debateMarkerHere: true, cardsInHand: 3, debatedInPreviousRound: false }, 'previous-round').ok).toBe(false);
  });
  it('selection exclusions [11.2, 12.4.1.3]', () => {
    const s = { armisticeInEffect: false, war1812StatusAtTurnStart: 1, war1812Ended: false };
    expect(selectable('generalissimo', s).ok).toBe(false);
    expect(selectable('generalissimo', { ...s, armisticeInEffect: true }).ok).toBe(true);
    expect(selectable('treaty-of-ghent', s).ok).toBe(false);
    expect(selectable('treaty-of-ghent', { ...s, war1812StatusAtTurnStart: 2 }).ok).toBe(true);
    expect(selectable('sweden-at-war', { ...s, removed: ['sweden-at-war'] })).toEqual({ ok: false, reason: 'removed from the game' });
  });
  it('R-22 Fouché’s bands: an audience per band (Allies / all / France)', () => {
    const all = ['FR', 'RU', 'BR', 'AU'] as const;
    expect(all.filter((p) => bandApplies('allies', p))).toEqual(['RU', 'BR', 'AU']);
    expect(all.filter((p) => bandApplies('all', p))).toEqual(['FR', 'RU', 'BR', 'AU']);
    expect(all.filter((p) => bandApplies('FR', p))).toEqual(['FR']);
  });
});

describe('Government', () => {
  it('Resources: base + adjustments, Britain pays the Financial Aid it owes [12.1, 12.2]', () => {
    expect(resources('FR', {}).total).toBe(6);
    expect(resources('RU', { financialAidWon: 1, initialEnvironment: 0, cards: 1 }).total).toBe(5);
    expect(resources('BR', { financialAidOwedByBritain: 2, initialEnvironment: -1, fleetDemobilisation: 1 }).total).toBe(3);
    expect(resources('AU', { initialSituation: -5 }).total).toBe(0);
  });
  it('priorities: Financial Aid, 2nd in order, own Mil-Ops (other tracks first), Lib/Abs, then discretionary; a skipped step is refused', () => {
    const won: WonIssue[] = [
      { id: 'aid-1', kind: 'financial-aid', wonBy: 'RU' },
      { id: 'sweden', kind: 'sweden-at-war', wonBy: 'BR' },
      { id: 'peace', kind: 'peace-congress', wonBy: 'BR' },
      { id: 'br-mo-1', kind: 'military-operation', wonBy: 'BR', owner: 'BR' },
      { id: 'br-mo-2', kind: 'military-operation', wonBy: 'FR', owner: 'BR' },
      { id: 'lib', kind: 'liberalism-absolutism', wonBy: 'BR' },
      { id: 'holland', kind: 'minor-country', wonBy: 'BR' },
      { id: 'ru-recruit', kind: 'recruitment', wonBy: 'BR', owner: 'RU' },
    ];
    const list = fundingList('BR', won);
    expect(list.map((i) => [i.issue.id, i.priority])).toEqual([['aid-1', 1], ['peace', 2], ['sweden', 2], ['br-mo-2', 3], ['br-mo-1', 3], ['lib', 4], ['holland', 'discretionary']]);
    expect(checkFunding('BR', 7, list, ['aid-1', 'peace', 'sweden', 'br-mo-2', 'br-mo-1', 'lib', 'holland'])).toMatchObject({ leftover: 0, unfunded: [] });
    expect(() => checkFunding('BR', 7, list, ['aid-1', 'peace', 'sweden', 'br-mo-2', 'br-mo-1', 'holland'])).toThrow(/must fund "lib" \(4th priority\)/);
    expect(() => checkFunding('BR', 7, list, ['aid-1', 'sweden', 'peace', 'br-mo-2', 'br-mo-1', 'lib'])).toThrow(/in order/);
    expect(() => checkFunding('BR', 7, list, ['ru-recruit'])).toThrow(/cannot pay for "ru-recruit"/);
    const short = checkFunding('BR', 3, list, ['aid-1', 'peace', 'sweden']);
    expect(short.unfunded).toEqual(['br-mo-2', 'br-mo-1', 'lib']);
    expect(checkFunding('BR', 8, list, ['aid-1', 'peace', 'sweden', 'br-mo-2', 'br-mo-1', 'lib']).warnings[0]).toMatch(/2 Resources unspent/);
  });
  it('R-07 Liberalism [12.4.5]: the pawn on Free Market, m = 0, roll 5 → Democracy, BR +5 and FR +5', () => {
    expect(libAbsRoll(pack, 'liberalism', 3, 5, 0)).toMatchObject({ success: true, box: 4, vp: [{ power: 'FR', vp: 5 }, { power: 'BR', vp: 5 }] });
    expect(libAbsRoll(pack, 'liberalism', 3, 3, 0).success).toBe(false);
    expect(() => libAbsRoll(pack, 'absolutism', 0, 6, 0)).toThrow(/Liberalism\/Absolutism Track.*absolutism box 1/);
    expect(libAbsRoll(pack, 'liberalism', 4, 6, 0).note).toMatch(/final box/);
  });
  it('D-10: one extra Resource + Huskisson → m = 2 → 5/6; the table per extra Resource', () => {
    expect(trackRollOdds(2)).toMatchObject({ num: 5, p: 5 / 6 });
    expect(trackRollTable(1).map((r) => r.fraction)).toEqual(['4/6', '5/6', '6/6']);
    expect(trackRollOdds(0).p).toBe(1 / 2);
    expect(trackRollOdds(5).p).toBe(1);
  });
  it('R-08 Minor Country unit while neutral [12.4.6]: Russia took Poland, Austria activates → an Austrian unit', () => {
    expect(minorCountry('AU', { codeOnMarker: false, spaceControl: 'allied', unitInPool: true })).toEqual({ vp: 0, unit: true });
    expect(minorCountry('FR', { codeOnMarker: true, spaceControl: 'allied', unitInPool: true })).toEqual({ vp: 1, unit: false });
  });
  it('R-09 Future Government of France [12.4.8]: Austria Regency → No Agreement, then → King Jean III Bernadotte; cumulative FR −6, RU +7, BR +3, AU −4', () => {
    const a = fgofEntryVp(pack, 'no-agreement', 'austria-regency')!;
    const b = fgofEntryVp(pack, 'king-jean-iii-bernadotte', 'no-agreement')!;
    expect(a).toEqual({ FR: -4, RU: 2, BR: 2, AU: -5 });
    expect(b).toEqual({ FR: -2, RU: 5, BR: 1, AU: 1 });
    expect({ FR: a.FR + b.FR, RU: a.RU + b.RU, BR: a.BR + b.BR, AU: a.AU + b.AU }).toEqual({ FR: -6, RU: 7, BR: 3, AU: -4 });
    expect(fgofEntryVp(pack, 'no-agreement', '4')).toBeNull();
  });
  it('R-10 Pax Britannica never retreats [12.4.11]: box 2, prerequisite lost → no roll, stays', () => {
    expect(paxRoll(2, false, 6, 3)).toMatchObject({ rolled: false, box: 2 });
    expect(paxRoll(2, true, 3, 1)).toMatchObject({ rolled: true, box: 3 });
  });
  it('D-11 Peace Congress: Austria won with Metternich, France leads, Russia won Diplomacy; dice 5, 2, 3 → AU +3, FR −1, RU −2', () => {
    expect(peaceCongress({ winner: 'AU', metternich: true, vpLeaders: ['FR'], diplomacyWinner: 'RU', dice: [5, 2, 3] }).map((c) => [c.power, c.vp])).toEqual([['AU', 3], ['FR', -1], ['RU', -2]]);
    expect(() => peaceCongress({ winner: 'AU', metternich: true, vpLeaders: ['FR'], diplomacyWinner: 'RU', dice: [5, 2] })).toThrow(/die is missing/);
  });
  it('D-12 2x Recruitment during the Armistice: 4 units, −2 VP (10.12); otherwise −3; Austria neutral 0', () => {
    expect(recruitment('FR', { double: true, armistice: true, austriaAtWar: false, treatyOfGhent: false })).toEqual({ pieces: 4, vp: -2 });
    expect(recruitment('RU', { double: true, armistice: false, austriaAtWar: true, treatyOfGhent: false })).toEqual({ pieces: 4, vp: -3 });
    expect(recruitment('AU', { armistice: false, austriaAtWar: false, treatyOfGhent: false })).toEqual({ pieces: 2, vp: 0 });
    expect(recruitment('BR', { armistice: false, austriaAtWar: true, treatyOfGhent: true })).toEqual({ pieces: 2, vp: 0 });
    expect(() => recruitment('BR', { double: true, armistice: false, austriaAtWar: true, treatyOfGhent: false })).toThrow(/Only France and Russia/);
  });
  it('Military Support caps and Sound Government once [12.4.10, 12.4.12]', () => {
    expect(checkPurchases('BR', { militarySupport: 3, soundGovernment: true, leftover: 4 })).toEqual({ cost: 4, vp: 1 });
    expect(() => checkPurchases('AU', { militarySupport: 3, soundGovernment: false, leftover: 5 })).toThrow(/at most 2 Military Support/);
    expect(() => checkPurchases('FR', { militarySupport: 2, soundGovernment: true, leftover: 2 })).toThrow(/2 Resources left/);
  });
  it('D-19, D-20 US militia: 4 at the end of the turn → 1 stays, 3 to the Force Pool; 6 + 3 → 7', () => {
    expect(demobiliseMilitia(4)).toEqual({ stay: 1, toPool: 3 });
    expect(demobiliseMilitia(2)).toEqual({ stay: 0, toPool: 2 });
    expect(demobiliseMilitia(6)).toEqual({ stay: 2, toPool: 4 });
    expect(addMilitia(6, 3)).toBe(7);
  });
  it('D-23 fleet demobilisation of 4 fleets: 2 pairs, e.g. +1 VP and +1 Resource; an odd fleet is wasted', () => {
    expect(fleetDemobilisation(4, 1)).toEqual({ vp: 1, resources: 1, warning: null });
    expect(fleetDemobilisation(5, 0).warning).toMatch(/odd fleet/);
    expect(() => fleetDemobilisation(4, 3)).toThrow(/2 pairs/);
  });
});

describe('War Phase checks', () => {
  it('R-14 deciding losses [13.4.4]: the Northern Army’s owner (Russia) removes its own units', () => {
    let s = createBattle({ game: 'congress-of-vienna', front: 'B', french: { army: 'army-of-the-elbe', milOp: true, units: { FR: 4 }, space: { id: 'pomerania' } }, allied: { army: 'northern-army', units: { RU: 2, PR: 1, SW: 1 }, space: { id: 'prussia', nation: 'PR' } } });
    s = applyAction(s, { type: 'withdraw', side: 'french', withdraw: false });
    s = applyAction(s, { type: 'withdraw', side: 'allied', withdraw: false });
    s = applyAction(s, { type: 'cards', side: 'french', cards: [] });
    s = applyAction(s, { type: 'cards', side: 'allied', cards: [] });
    s = applyAction(s, { type: 'losses', french: 2, allied: 1 });
    expect(s.result!.allocatesAlliedLosses).toBe('the owner (RU) [13.4.4]');
    expect(s.result!.lost).toEqual({ french: 1, allied: 2 });
  });
  it('R-18 paired fronts [13.6.1]: Valencia allows Gascony; Saxony not taken → no Hanover battle; Toulouse needs Catalonia; France unrestricted', () => {
    expect(pairedFrontCheck('allied', 'Gascony', ['Valencia']).battle).toBe(true);
    expect(pairedFrontCheck('allied', 'Valencia', []).battle).toBe(true);
    expect(pairedFrontCheck('allied', 'Hanover', ['Poland'])).toMatchObject({ battle: false });
    expect(pairedFrontCheck('allied', 'Toulouse', ['Valencia']).reason).toMatch(/must control Catalonia/);
    expect(pairedFrontCheck('french', 'Toulouse', []).battle).toBe(true);
    expect(pairedFrontCheck('allied', 'Belgium', [], 'hanover-only').battle).toBe(true);
    expect(battleOrder(['G', 'C', 'DK', 'A', 'B'])).toEqual(['A', 'B', 'DK', 'C', 'G']);
  });
  it('R-19 War of 1812 status: T1 BR wins → +1 (BR +1 VP); T2 US wins → 0; T3 US wins → US +1 (FR +1 VP)', () => {
    const base = { castile: 'FR' as const, prussiaAlliedControlled: true, austriaAtWar: false, treatyOfGhent: false, canadaAnnexed: false, generalissimo: 'none' as const };
    const w = (s: number) => endOfTurnVp({ ...base, war1812Status: s }).filter((c) => c.source.startsWith('War of 1812'));
    let s = war1812After(0, 'BR');
    expect(s).toBe(1);
    expect(w(s)).toEqual([{ power: 'BR', vp: 1, source: 'War of 1812 Status: British +1', rule: '13.6.4.1, 14.1' }]);
    s = war1812After(s, 'US');
    expect(w(s)).toEqual([]);
    s = war1812After(s, 'US');
    expect(s).toBe(-1);
    expect(w(s).map((c) => [c.power, c.vp])).toEqual([['FR', 1]]);
    expect(war1812After(2, 'BR')).toBe(2);
    expect(war1812After(1, 'none')).toBe(1);
  });
});

describe('VP and victory', () => {
  it('D-16 end of turn: Castile FR, Prussia French, Austria at war, status BR +2, Generalissimo RU → FR +4, RU 0, BR +2, AU 0', () => {
    const c = endOfTurnVp({ castile: 'FR', prussiaAlliedControlled: false, austriaAtWar: true, treatyOfGhent: false, canadaAnnexed: false, war1812Status: 2, generalissimo: 'RU' });
    const sum = (p: string) => c.filter((x) => x.power === p).reduce((s, x) => s + x.vp, 0);
    expect([sum('FR'), sum('RU'), sum('BR'), sum('AU')]).toEqual([4, 0, 2, 0]);
    const negated = endOfTurnVp({ castile: 'FR', prussiaAlliedControlled: true, austriaAtWar: false, treatyOfGhent: false, canadaAnnexed: false, war1812Status: 2, generalissimo: 'none', negations: { fernandoVII: true, andrewJackson: true } });
    expect(negated.map((x) => [x.power, x.vp])).toEqual([['AU', 2]]);
    expect(endOfTurnVp({ castile: 'BR', prussiaAlliedControlled: true, austriaAtWar: true, treatyOfGhent: true, canadaAnnexed: false, war1812Status: 2, generalissimo: 'AU', amourSacreDie: 4 }).map((x) => [x.power, x.vp])).toEqual([['BR', 2], ['FR', 2], ['BR', 3], ['AU', 1], ['FR', 4]]);
  });
  it('VP never below 0; R-21 83 VP shows the +80 side on space 3', () => {
    expect(applyVp({ FR: 60, RU: 1, BR: 5, AU: 5 }, [{ power: 'RU', vp: -3, source: 'x', rule: '14.1' }, { power: 'RU', vp: 2, source: 'y', rule: '14.1' }]).RU).toBe(2);
    expect(vpMarker(83)).toEqual({ side: '+80', space: 3 });
    expect(vpMarker(80)).toEqual({ side: 'normal', space: 80 });
  });
  it('Early Triumph at 80: the highest of those at 80+, ties France > Austria > Britain > Russia', () => {
    expect(earlyTriumph({ FR: 79, RU: 50, BR: 40, AU: 30 })).toBeNull();
    expect(earlyTriumph({ FR: 80, RU: 50, BR: 40, AU: 30 })).toBe('FR');
    expect(earlyTriumph({ FR: 70, RU: 85, BR: 85, AU: 30 })).toBe('BR');
  });
  it('D-18 a final tie RU 70 / BR 70 / AU 70 → Austria', () => {
    expect(winnerByVp({ FR: 60, RU: 70, BR: 70, AU: 70 })).toBe('AU');
    expect(winnerByVp({ FR: 70, RU: 70, BR: 70, AU: 70 })).toBe('FR');
  });
  it('D-14, D-15 Surrender: the Grande Armée 5 − 2 = 3 < 4 with France 40 v Russia 45 → Surrender; France at 50 leads → none', () => {
    expect(surrenders(5 - 2, { FR: 40, RU: 45, BR: 20, AU: 20 })).toBe(true);
    expect(surrenders(5 - 2, { FR: 50, RU: 45, BR: 20, AU: 20 })).toBe(false);
    expect(surrenders(5 - 2, { FR: 45, RU: 45, BR: 20, AU: 20 })).toBe(false);
    expect(surrenders(5 - 2, { FR: 45, RU: 45, BR: 20, AU: 20 }, 'strict')).toBe(true);
    // D-14's end bonuses: +5 per Allied Army in Paris, no Napoleon's Survival.
    const b = endOfGameBonuses({ liberalismFinal: false, absolutismFinal: false, surrendered: true, alliedArmiesInParis: { RU: 1 } });
    expect(b.map((c) => [c.power, c.vp, c.rule])).toEqual([['RU', 5, '14.2.1.3']]);
  });
  it('D-14 as odds: an Allied attack on the Grande Armée in Paris (5 units), France 40 v Russia 45: P(Surrender) = P(France loses 2 or more)', () => {
    const r = computeCongressOfViennaOdds({
      game: 'congress-of-vienna', front: 'A',
      french: { army: 'grande-armee', units: { FR: 5 }, space: { id: 'paris', nation: 'FR' } },
      allied: { army: 'army-of-silesia', owner: 'RU', milOp: true, units: { RU: 6 }, space: { id: 'alsace', nation: 'FR', mountain: true } },
      lossTrack: { french: [[8, 1], [14, 2]], allied: [[8, 1], [12, 2], [16, 3]] },
    });
    expect(r.withdrawal.french.eligible).toBe(false);
    expect(r.space.french!.probability).toBe(0); // the Grande Armée in Paris does not retreat
    const d = r.losses.french.distribution;
    expect(parisSurrender(r, 5, { FR: 40, RU: 45, BR: 20, AU: 20 })).toBeCloseTo(d[2]! + d[3]! + d[4]! + d[5]!, 12);
    expect(parisSurrender(r, 5, { FR: 50, RU: 45, BR: 20, AU: 20 })).toBe(0);
  });
  it('D-17 no Surrender, no Allied Army in Paris, dice 5 and 2 → France +4; R-20 Silesia and the Northern Army in Paris → Russia +10', () => {
    expect(endOfGameBonuses({ liberalismFinal: false, absolutismFinal: false, surrendered: false, alliedArmiesInParis: {}, survivalDice: [5, 2] }).map((c) => [c.power, c.vp])).toEqual([['FR', 4]]);
    const r20 = endOfGameBonuses({ liberalismFinal: true, absolutismFinal: false, surrendered: false, alliedArmiesInParis: { RU: 2 }, survivalDice: [6] });
    expect(r20.map((c) => [c.power, c.vp])).toEqual([['FR', 5], ['BR', 5], ['FR', 3], ['RU', 10]]);
    expect(() => endOfGameBonuses({ liberalismFinal: false, absolutismFinal: false, surrendered: false, alliedArmiesInParis: {}, survivalDice: [5] })).toThrow(/two dice/);
    expect(survivalDistribution(false)).toEqual({ 2: 1 / 9, 3: 2 / 9, 4: 3 / 9, 5: 2 / 9, 6: 1 / 9 });
  });
  it('a group’s pack changes what the functions read (the Liberalism box VP)', () => {
    const p = setCell(DATA, pack, 'liberalism-absolutism', 'absolutism-1', 'vp', 2);
    expect(libAbsRoll(p, 'absolutism', 0, 4, 0).vp).toEqual([{ power: 'RU', vp: 2 }, { power: 'AU', vp: 2 }]);
  });
});
