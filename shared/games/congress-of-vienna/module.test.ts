// The Congress of Vienna campaign: a whole turn for the four Powers (one seat holding Russia and Austria),
// from the Initial Situation card to the victory check, and the refusals that change nothing and say why.
import { describe, expect, it } from 'vitest';
import { Campaign, makeHeader } from '../../engine/campaign';
import { completeSettings } from '../../engine/settings';
import { setCell, templatePack } from '../../data/tables';
import { congressOfVienna as cov } from './module';
import { fundingItems } from './actions/government';
import { CONGRESS_OF_VIENNA_DATA as DATA } from './tables';
import { ISSUE_EXAMPLE, clone } from './battle/test/fixtures';
import type { CovState, Power } from './state';

type C = Campaign<CovState>;

function campaign(rules: Record<string, string | boolean> = {}): C {
  // Card #65 may be played only on Front C (as a group might enter it from the card).
  const pack = setCell(DATA, templatePack(DATA), 'cards', '65', 'fronts', 'C');
  const header = makeHeader({
    id: 'cov-1', game: 'congress-of-vienna', scenario: 'full-campaign',
    players: [{ name: 'Ann', powers: ['FR'] }, { name: 'Bo', powers: ['RU', 'AU'] }, { name: 'Cy', powers: ['BR'] }],
    settings: completeSettings(cov, { rules, dataPack: pack }), seed: 1813, createdAt: '2026-12-01T10:00:00.000Z', appVersion: 'test',
  });
  return Campaign.create(cov, header);
}

function refused(c: C, type: string, payload: unknown, pattern: RegExp, dice?: number[][]): void {
  const before = JSON.stringify(c.state);
  const len = c.entries.length;
  expect(() => c.act(type, payload, dice ? { physicalDice: dice } : {})).toThrow(pattern);
  expect(JSON.stringify(c.state)).toBe(before);
  expect(c.entries.length).toBe(len);
}

const next = (c: C) => c.act('sequence.next', {});
const step = (c: C) => c.state.position.stepId;
const card = (value: number, nation: Power | 'neutral' = 'neutral') => ({ value, nation });
const noDecisions = () => {
  const i = clone(ISSUE_EXAMPLE);
  delete i.french.cards;
  delete i.french.withdraw;
  delete i.allied.cards;
  return i;
};

describe('Congress of Vienna: a whole turn for four Powers', () => {
  it('Initial, Diplomacy, Government, War, End of Turn and Victory Check, with the VP ledger', () => {
    const c = campaign();
    expect(step(c)).toBe('initial-situation');
    expect(c.state.vp).toEqual({ FR: 60, RU: 10, BR: 5, AU: 5 });
    expect(cov.turnLabel(c.state).full).toBe('Turn 1 · March–April 1813');

    // Initial Phase: card A-1 (deck A alone, no draw), bands in order Russia, Austria, Britain, France.
    refused(c, 'sequence.next', {}, /Draw the Initial Situation card first/);
    c.act('cov.situation.draw', {});
    expect(c.state.situation?.card).toBe('A-1');
    refused(c, 'cov.situation.band', { power: 'FR' }, /Russia’s band comes next/);
    for (const p of ['RU', 'AU', 'BR', 'FR']) c.act('cov.situation.band', { power: p });
    next(c);
    expect(step(c)).toBe('initial-environment');
    c.act('cov.iet.roll', {}, { physicalDice: [[5], [2]] });
    expect(c.state.iet).toMatchObject({ first: 5, column: 5, power: 'RU', row: 2 });
    next(c);
    // Britain has one fleet on the map (the War of 1812 Box): two or more are needed, so it cannot demobilise [10.3].
    expect(c.state.forces.boxes['war-of-1812']?.FLEET).toBe(1);
    refused(c, 'cov.fleets.demobilise', { from: [{ holder: 'war-of-1812', count: 2 }], resources: 1 }, /has 1 British fleet, not 2/);
    refused(c, 'cov.fleets.demobilise', { from: [{ holder: 'war-of-1812', count: 1 }], resources: 0 }, /two or more fleets from the map \[10.3\]: it has 1 on the map/);
    expect(c.state.vp.BR).toBe(5);
    next(c);
    expect(step(c)).toBe('deal'); // the Handicap step is skipped without the optional rule

    // The wager: all four revealed at once. FR 4, RU 3 (+1 = 4), BR 4, AU 2: the tie includes Britain, Britain wins; distance 4 − 2 = 2.
    next(c);
    refused(c, 'sequence.next', {}, /Reveal the wager first/);
    // Britain won: Russia may substitute a higher Russian card (D-07); a neutral one or one not higher is refused [11.1.2].
    const bids = { FR: card(4, 'FR'), RU: card(3, 'RU'), BR: card(4, 'BR'), AU: card(2, 'AU') };
    refused(c, 'cov.wager', { bids, russianSubstitute: card(5, 'neutral') }, /Russian Character card/);
    refused(c, 'cov.wager', { bids, russianSubstitute: card(3, 'RU') }, /higher value than Russia’s first bid/);
    expect(cov.actions['cov.wager']!.title(c.state, { bids, russianSubstitute: card(5, 'RU') } as never, {} as never)).toMatch(/RU 6, .* Russia wins .*, distance 4$/);
    c.act('cov.wager', { bids });
    expect(c.state.wager).toMatchObject({ winner: 'BR', distance: 2, values: { FR: 4, RU: 4, BR: 4, AU: 2 } });
    // Seating Britain → Austria → Russia → France: the round order starts left of Britain.
    expect(c.state.roundOrder).toEqual(['AU', 'RU', 'FR', 'BR']);
    next(c);
    refused(c, 'cov.wager.issue', { issue: 'generalissimo' }, /only once the Armistice is in effect/);
    c.act('cov.wager.issue', { issue: 'br-military-operation-1' });
    expect(c.state.issues['br-military-operation-1']).toEqual({ at: 'track', power: 'BR', d: 2 });
    next(c);
    refused(c, 'cov.select', { power: 'RU', issues: ['poland', 'saxony'] }, /Austria selects now/);
    c.act('cov.select', { power: 'AU', issues: ['recruitment-au', 'financial-aid-1'] });
    c.act('cov.select', { power: 'RU', issues: ['ru-military-operation-1', 'poland'] });
    c.act('cov.select', { power: 'FR', issues: ['fr-military-operation-1', 'liberalism-absolutism'] });
    c.act('cov.select', { power: 'BR', issues: ['sweden-at-war', 'saxony'] });
    next(c);
    expect(step(c)).toBe('rounds');

    // Six rounds. Round 1: Austria takes Financial Aid 3 toward its Seat, France debates it back 2 (Austria at 1).
    c.act('cov.negotiate', { power: 'AU', issue: 'financial-aid-1', card: card(3, 'AU'), debate: { debater: 'FR', card: card(2, 'FR') } });
    expect(c.state.issues['financial-aid-1']).toEqual({ at: 'track', power: 'AU', d: 1 });
    c.act('cov.negotiate', { power: 'RU', issue: 'ru-military-operation-1', card: card(3, 'RU') });
    c.act('cov.pass', { power: 'FR' }); // France debated since its last turn: it may pass
    refused(c, 'cov.pass', { power: 'BR' }, /may pass only after debating/);
    c.act('cov.negotiate', { power: 'BR', issue: 'br-military-operation-1', card: card(5, 'BR') }); // 2 + 5 = Seat: secured
    expect(c.state.locked).toContain('br-military-operation-1');
    const moves: Record<Power, Array<[string, number]>> = {
      AU: [['recruitment-au', 2], ['recruitment-au', 2], ['financial-aid-1', 2], ['recruitment-au', 1], ['financial-aid-1', 1]],
      RU: [['poland', 3], ['poland', 2], ['ru-military-operation-1', 2], ['poland', 1], ['ru-military-operation-1', 1]],
      FR: [['fr-military-operation-1', 4], ['liberalism-absolutism', 3], ['fr-military-operation-1', 2], ['liberalism-absolutism', 2], ['saxony', 2]],
      BR: [['sweden-at-war', 3], ['saxony', 3], ['sweden-at-war', 2], ['saxony', 1], ['sweden-at-war', 1]],
    };
    for (let round = 2; round <= 6; round++) {
      for (const p of c.state.roundOrder) {
        expect(c.state.round).toBe(round);
        const [issue, v] = moves[p][round - 2]!;
        c.act('cov.negotiate', { power: p, issue, card: card(v) });
      }
    }
    expect(c.state.round).toBe(7);
    refused(c, 'cov.pass', { power: 'AU' }, /six Diplomacy rounds are over/);
    next(c);
    // France took Saxony from Britain's track in round 6 (Britain 3 + 1 = 4; France 2 → Britain 2).
    c.act('cov.diplomacy.winner', {});
    const d = c.state.diplomacy!;
    expect(d.counts).toEqual({ AU: 2, RU: 2, FR: 2, BR: 3 });
    expect(d.winner).toBe('BR');
    expect(c.state.vp.BR).toBe(7); // 5 + 2 for winning the Diplomacy Phase
    expect(c.state.goldPawn).toBe('BR');

    // Government: clockwise from the left of Britain. A mandatory funding step skipped is refused with the reason.
    next(c);
    expect(step(c)).toBe('resources');
    next(c);
    expect(step(c)).toBe('funding');
    const mandatory = (p: Power) => fundingItems(c.state, p).filter((i) => i.mandatory && i.payer === p).map((i) => i.issue.id);
    expect(mandatory('AU')).toEqual([]);
    c.act('cov.fund', { power: 'AU', paid: ['recruitment-au'], militarySupport: 0, soundGovernment: true });
    expect(c.state.vp.AU).toBe(6); // Austrian recruitment while neutral costs no VP; Sound Government +1
    expect(mandatory('RU')).toEqual(['ru-military-operation-1']);
    refused(c, 'cov.fund', { power: 'RU', paid: ['poland'], militarySupport: 0, soundGovernment: false }, /^Russia must fund Russia Military Operation 1 \(3rd priority\) before anything discretionary \[12\.3\]/);
    c.act('cov.fund', { power: 'RU', paid: ['ru-military-operation-1', 'poland'], militarySupport: 1, soundGovernment: false });
    expect(mandatory('FR')).toEqual(['fr-military-operation-1', 'liberalism-absolutism']);
    refused(c, 'cov.fund', { power: 'FR', paid: ['liberalism-absolutism', 'fr-military-operation-1'], militarySupport: 0, soundGovernment: false }, /^France funds its priorities in order: France Military Operation 1, Liberalism \/ Absolutism \[12\.3\]/);
    c.act('cov.fund', { power: 'FR', paid: ['fr-military-operation-1', 'liberalism-absolutism'], militarySupport: 2, soundGovernment: true, libAbsExtra: 1 });
    // Britain: Austria's Financial Aid (1st), Sweden at War (2nd), its Mil-Op (3rd), from its 5 Resources.
    expect(mandatory('BR')).toEqual(['financial-aid-1', 'sweden-at-war', 'br-military-operation-1']);
    // Sound Government only after the Pax Britannica Track is consulted [12.4.11, 12.4.12].
    refused(c, 'cov.fund', { power: 'BR', paid: ['financial-aid-1', 'sweden-at-war', 'br-military-operation-1'], militarySupport: 1, soundGovernment: true }, /Sound Government comes after the Pax Britannica roll/);
    c.act('cov.fund', { power: 'BR', paid: ['financial-aid-1', 'sweden-at-war', 'br-military-operation-1'], militarySupport: 1, soundGovernment: false });
    refused(c, 'cov.sound-government', { power: 'BR' }, /consults the Pax Britannica Track first/);
    c.act('cov.pax.roll', { prerequisiteMet: false, resources: 0, fleets: [], cardBonus: 0 });
    c.act('cov.sound-government', { power: 'BR' });
    refused(c, 'cov.sound-government', { power: 'BR' }, /once per turn/);
    expect(c.state.swedenAtWar).toBe(true);
    // The three Swedish units join the Northern Army at once [12.4.3].
    expect(c.state.forces.armies['northern']!.pieces).toEqual({ RU: 3, PR: 1, SW: 3 });
    expect(c.state.issues['sweden-at-war']).toEqual({ at: 'removed' });
    refused(c, 'sequence.next', {}, /France rolls for Liberalism first/);
    c.act('cov.libabs.roll', { power: 'FR' }, { physicalDice: [[3]] }); // 3 + 1 ≥ 4: the pawn advances
    expect(c.state.liberalism).toBe(1);
    expect(c.state.militaryOperations.sort()).toEqual(['br-military-operation-1', 'fr-military-operation-1', 'ru-military-operation-1']);

    // War Phase: two battles, declared out of order and fought in Front order.
    next(c); // distribution (turn 1: no replacements)
    expect(step(c)).toBe('distribution');
    next(c);
    expect(step(c)).toBe('military-operations');
    const over = noDecisions();
    over.allied.units = { BR: 8, SP: 2, PT: 1 };
    refused(c, 'cov.battle.declare', { input: over }, /Army of Portugal holds at most 10 units/);
    const frontD = { game: 'congress-of-vienna', front: 'D', french: { army: 'army-of-the-mediterranean', milOp: false, units: { FR: 4 }, space: { id: 'valencia', nation: 'SP' } }, allied: { army: 'eastern-army', owner: 'BR', milOp: true, units: { BR: 3, SP: 2 }, space: { id: 'southern-spain', nation: 'SP' } } };
    c.act('cov.battle.declare', { input: frontD });
    c.act('cov.battle.declare', { input: noDecisions() });
    expect(c.state.battles.map((b) => b.front)).toEqual(['C', 'D']);
    next(c);
    next(c);
    next(c);
    expect(step(c)).toBe('battles');
    refused(c, 'sequence.next', {}, /Fight the battle on Front C/);
    const [bc, bd] = c.state.battles.map((b) => b.id);
    refused(c, 'cov.battle.decide', { id: bd, action: { type: 'withdraw', side: 'french', withdraw: false } }, /finish the battle on Front C \(Portugal\) first/);
    c.act('cov.battle.decide', { id: bc, action: { type: 'withdraw', side: 'french', withdraw: false } });
    c.act('cov.battle.decide', { id: bc, action: { type: 'withdraw', side: 'allied', withdraw: false } });
    c.act('cov.battle.decide', { id: bc, action: { type: 'cards', side: 'french', cards: clone(ISSUE_EXAMPLE.french.cards) } });
    c.act('cov.battle.decide', { id: bc, action: { type: 'cards', side: 'allied', cards: clone(ISSUE_EXAMPLE.allied.cards) } });
    // The Rulebook example before the dice: French +12, Allied +19. Table dice: France 3+4, the Allies 2+2 or 6+5 (Wellington).
    refused(c, 'cov.battle.roll', { id: bc }, /enter 4 d6/, [[3, 4], [2, 2]]);
    c.act('cov.battle.roll', { id: bc }, { physicalDice: [[3, 4], [2, 2, 6, 5]] });
    const rc = c.state.battles[0]!.battle;
    expect(rc.totals).toEqual({ french: 19, allied: 30 });
    expect(rc.result).toMatchObject({ inflicted: { french: 2, allied: 4 }, winner: 'allied' });
    // Both sides had 4+ units and nobody withdrew: a Major Battle, Britain +1, France −1, in the ledger with its rule.
    const major = c.state.ledger.filter((l) => l.phase === 'War Phase');
    expect(major.map((l) => [l.power, l.vp, l.rule])).toEqual(expect.arrayContaining([['BR', 1, '13.4.6'], ['FR', -1, '13.4.6']]));

    // The Army of Portugal (several nationalities) loses what Britain, the owner, chooses: Front D waits for it [13.4.4].
    refused(c, 'cov.battle.decide', { id: bd, action: { type: 'withdraw', side: 'french', withdraw: false } }, /^The owner \(BR\) chooses the 2 units Army of Portugal lost on Front C \(Portugal\) before the battle on Front D \(Mediterranean\) is fought \[13\.4\.4\]\.$/);
    c.act('cov.battle.losses', { id: bc, side: 'allied', units: { BR: 2 } });

    // Front D without the Battle DRM Track: the dice are refused naming the table; the referee types the losses.
    c.act('cov.battle.decide', { id: bd, action: { type: 'withdraw', side: 'french', withdraw: false } });
    const stepD = c.state.battles[1]!.battle.step;
    if (stepD === 'withdrawal') c.act('cov.battle.decide', { id: bd, action: { type: 'withdraw', side: 'allied', withdraw: false } });
    const order = c.state.battles[1]!.battle.side!;
    // Card #65 is entered as Front C only: refused on Front D, nothing changes.
    refused(c, 'cov.battle.decide', { id: bd, action: { type: 'cards', side: order, cards: [{ id: 'event-65', own: 3 }] } }, /may be played only on Front C, not on Front D/);
    c.act('cov.battle.decide', { id: bd, action: { type: 'cards', side: order, cards: [] } });
    c.act('cov.battle.decide', { id: bd, action: { type: 'cards', side: order === 'french' ? 'allied' : 'french', cards: [] } });
    refused(c, 'cov.battle.roll', { id: bd }, /Battle DRM Track in the data pack lacks .*manual mode/);
    c.act('cov.battle.decide', { id: bd, action: { type: 'losses', french: 1, allied: 2 } });
    expect(c.state.battles[1]!.battle.result).toMatchObject({ winner: 'allied', lost: { french: 2, allied: 1 } });
    // The Eastern Army's too, before the War Phase ends [13.4.4].
    refused(c, 'sequence.next', {}, /^The owner \(BR\) chooses the 1 unit Eastern Army lost on Front D \(Mediterranean\) first/);
    c.act('cov.battle.losses', { id: bd, side: 'allied', units: { SP: 1 } });
    // Choosing the Army of Portugal's losses left the Army of Spain's retreat waiting (the map's order is not entered) [13.4.5].
    refused(c, 'sequence.next', {}, /^After the battle on Front C \(Portugal\), Army of Spain retreats from Léon: confirm the space by hand first/);
    c.act('cov.battle.move', { id: bc, to: 'Castile' });
    refused(c, 'sequence.next', {}, /^After the battle on Front D \(Mediterranean\), Army of the Mediterranean retreats from Valencia: confirm the space by hand first/);
    c.act('cov.battle.move', { id: bd, to: 'Catalonia' });
    next(c);

    // End of Turn: Castile French, Prussia not Allied, Austria neutral.
    expect(step(c)).toBe('end-of-turn-vp');
    const vpBefore = { ...c.state.vp };
    c.act('cov.end.vp', { castile: 'FR', prussiaAlliedControlled: false });
    expect(c.state.vp.FR).toBe(vpBefore.FR + 2);
    expect(c.state.vp.RU).toBe(vpBefore.RU - 1);
    expect(c.state.vp.AU).toBe(vpBefore.AU + 2);
    next(c);
    c.act('cov.victory.check', {});
    expect(c.state.gameOver).toBeNull();
    // Every VP change is in the ledger: the totals follow from it.
    for (const p of ['FR', 'RU', 'BR', 'AU'] as Power[]) {
      const start = { FR: 60, RU: 10, BR: 5, AU: 5 }[p];
      expect(start + c.state.ledger.filter((l) => l.power === p).reduce((a, l) => a + l.vp, 0)).toBe(c.state.vp[p]);
    }
    next(c);
    expect(c.state.position).toEqual({ turn: 2, stepId: 'initial-situation' });
    expect(c.state.issues['financial-aid-1']).toEqual({ at: 'display' });
    expect(c.state.issues['sweden-at-war']).toEqual({ at: 'removed' });
    expect(c.state.battles).toEqual([]);

    // The log replays to the same state (save, close, reopen).
    const again = Campaign.load(cov, { header: c.header, entries: [...c.entries] });
    expect(JSON.stringify(again.state)).toBe(JSON.stringify(c.state));
  });

  it('Early Triumph at 80 ends the game at the victory check; ties go France > Austria > Britain > Russia', () => {
    const c = campaign({ gameLength: '9' });
    c.act('track.set', { track: 'vp', power: 'FR', value: 79 });
    expect(c.state.ledger.at(-1)).toMatchObject({ power: 'FR', vp: 19, source: 'Set by hand' });
    // Jump to the end of the turn by hand: the steps before wait for their checklists.
    const s = c.state;
    const atEnd: CovState = { ...s, position: { turn: 1, stepId: 'end-of-turn-vp' } };
    const t = cov.actions['cov.end.vp']!.apply(atEnd, { castile: 'FR', prussiaAlliedControlled: true, negations: {}, amourSacre: false }, { header: c.header, dice: [] });
    expect(t.vp.FR).toBe(81);
    const done = cov.actions['cov.victory.check']!.apply({ ...t, position: { turn: 1, stepId: 'victory-check' } }, { alliedArmiesInParis: {} }, { header: c.header, dice: [] });
    expect(done.gameOver?.winners).toEqual(['FR']);
    expect(done.gameOver?.reason).toMatch(/Early Triumph: France reaches 81 VP/);
  });

  it('refuses a set-up that leaves a Power unplayed, and accepts one seat for all four', () => {
    const mk = (players: Array<{ name: string; powers: string[] }>) =>
      makeHeader({ id: 'x', game: 'congress-of-vienna', scenario: 'full-campaign', players, settings: completeSettings(cov, {}), seed: 1, createdAt: '2026-12-01T10:00:00.000Z', appVersion: 'test' });
    expect(() => Campaign.create(cov, mk([{ name: 'Ann', powers: ['FR'] }, { name: 'Bo', powers: ['RU', 'BR'] }]))).toThrow(/Austria has no player/);
    const solo = Campaign.create(cov, mk([{ name: 'Ann', powers: ['FR', 'RU', 'BR', 'AU'] }]));
    expect(solo.state.cycle).toEqual(['BR', 'AU', 'RU', 'FR']);
  });
});

describe('Congress of Vienna: before you play', () => {
  it('lists the group tables play will need, with the Initial Situation cards of this turn only, and drops a table once filled in', () => {
    const c = campaign();
    const needs = cov.beforeYouPlay!(c.state, c.header);
    const is = needs.find((n) => n.table === 'initial-situation-cards')!;
    expect(is.rows).toEqual(['A-1']);
    expect(is.when).toBe('the Initial Phase of Turn 1 (now)');
    expect(needs.map((n) => n.table)).toEqual(expect.arrayContaining(['battle-drm-track', 'initial-environment-results', 'liberalism-absolutism']));
    let pack = c.state.data!;
    for (const k of ['1', '2', '3', '4']) pack = setCell(DATA, pack, 'liberalism-absolutism', `liberalism-${k}`, 'vp', 1);
    for (const k of ['1', '2', '3', '4']) pack = setCell(DATA, pack, 'liberalism-absolutism', `absolutism-${k}`, 'vp', 1);
    expect(cov.beforeYouPlay!({ ...c.state, data: pack }, c.header).some((n) => n.table === 'liberalism-absolutism')).toBe(false);
  });
});

describe('Congress of Vienna: the Peace Congress', () => {
  it('Austria won it with Metternich: Austria +ceil(d/2), the VP leader and the Diplomacy winner −ceil(d/2), one die each, in that order [12.4.1.1]', () => {
    const c = campaign();
    const s: CovState = {
      ...c.state,
      position: { turn: 3, stepId: 'funding' },
      diplomacy: { counts: { FR: 1, RU: 1, BR: 3, AU: 2 }, winner: 'BR', vp: 2, reason: '' },
      funding: { AU: { paid: ['peace-congress'], militarySupport: 0, soundGovernment: false, libAbsExtra: 0, unfunded: [], leftover: 0 } },
    };
    const def = cov.actions['cov.peace-congress']!;
    expect(def.validate(s, { metternich: false }, c.header)).toBeNull();
    expect(def.dice!(s, { metternich: true }, c.header)[0]!.count).toBe(3);
    expect(def.dice!(s, { metternich: false }, c.header)[0]!.count).toBe(2);
    const t = def.apply(s, { metternich: true }, { header: c.header, dice: [{ purpose: '', count: 3, sides: 6, faces: [4, 5, 3], source: 'table' }] });
    expect(t.vp).toEqual({ FR: 57, RU: 10, BR: 3, AU: 7 });
    expect(t.ledger.map((l) => [l.power, l.vp, l.rule])).toEqual([['AU', 2, '12.4.1.1'], ['FR', -3, '12.4.1.1'], ['BR', -2, '12.4.1.1']]);
    expect(def.validate(t, { metternich: false }, c.header)).toMatch(/has been rolled/);
    const none = { paid: [], militarySupport: 0, soundGovernment: false, libAbsExtra: 0, unfunded: [], leftover: 0 };
    const all: CovState = { ...s, funding: { ...s.funding, FR: none, RU: none, BR: none } };
    expect(cov.canLeaveStep(all, c.header)).toBe('Roll for the Peace Congress first [12.4.1.1].');
    expect(cov.canLeaveStep({ ...all, peaceCongressRolled: true }, c.header)).toBeNull();
  });
});

describe('Congress of Vienna: the Armistice', () => {
  it('left in the centre it takes effect at the Diplomacy winner; from the next turn Austria at War starts on the Negotiation Table, and no battle on Fronts A, B, F', () => {
    const c = campaign();
    const s: CovState = { ...c.state, position: { turn: 1, stepId: 'diplomacy-winner' }, issues: { ...c.state.issues, armistice: { at: 'table' }, 'poland': { at: 'track', power: 'FR', d: 2 } } };
    const t = cov.actions['cov.diplomacy.winner']!.apply(s, {}, { header: c.header, dice: [] });
    expect(t.armistice).toBe('in-effect');
    const n = cov.nextTurn({ ...t, position: { turn: 1, stepId: 'victory-check' } }, c.header);
    expect(n.issues['austria-at-war']).toEqual({ at: 'table' });
    expect(n.issues['armistice']).toEqual({ at: 'display' });
    const war: CovState = { ...n, position: { turn: 2, stepId: 'military-operations' } };
    const input = { game: 'congress-of-vienna', front: 'A', french: { army: 'grande-armee', milOp: true, units: { FR: 8 } }, allied: { army: 'silesia', units: { RU: 6 } } };
    expect(cov.actions['cov.battle.declare']!.validate(war, { input }, c.header)).toMatch(/Armistice is in effect: no Military Operation/);
  });
});

describe('Congress of Vienna: Pax Britannica', () => {
  it('after Britain’s Issues, before Sound Government: Resources and fleets buy +1 each, 4+ advances and gives the box’s VP; a prerequisite unmet forfeits the roll [12.4.11]', () => {
    const pack = setCell(DATA, campaign().state.data!, 'pax-britannica', '1', 'vp', 2);
    const c = campaign();
    const br = { paid: [], militarySupport: 0, soundGovernment: false, libAbsExtra: 0, unfunded: [], leftover: 2 };
    const s: CovState = { ...c.state, data: pack, position: { turn: 1, stepId: 'funding' }, funding: { BR: br } };
    const def = cov.actions['cov.pax.roll']!;
    expect(def.validate(s, { prerequisiteMet: true, resources: 3, fleets: [], cardBonus: 0 }, c.header)).toMatch(/Britain has 2 Resources left/);
    expect(def.validate({ ...s, funding: { BR: { ...br, soundGovernment: true } } }, { prerequisiteMet: true, resources: 0, fleets: [], cardBonus: 0 }, c.header)).toMatch(/before Sound Government/);
    const die = (f: number) => ({ header: c.header, dice: [{ purpose: '', count: 1, sides: 6, faces: [f], source: 'table' as const }] });
    // The fleet removed for the drm leaves the map for the Force Pool; one that is not on the map is refused.
    expect(def.validate(s, { prerequisiteMet: true, resources: 0, fleets: [{ holder: 'royal-navy-reserve', count: 1 }], cardBonus: 0 }, c.header)).toMatch(/Royal Navy Reserve has 0 British fleets, not 1; Britain has 1 on the map/);
    const t = def.apply(s, { prerequisiteMet: true, resources: 1, fleets: [{ holder: 'war-of-1812', count: 1 }], cardBonus: 0 }, die(2)); // 2 + 2 = 4
    expect([t.pax, t.vp.BR, t.funding.BR!.leftover]).toEqual([1, 7, 1]);
    expect(t.forces.boxes['war-of-1812']?.FLEET ?? 0).toBe(0);
    expect(t.ledger.at(-1)).toMatchObject({ power: 'BR', vp: 2, rule: '12.4.11' });
    expect(def.validate(t, { prerequisiteMet: true, resources: 0, fleets: [], cardBonus: 0 }, c.header)).toMatch(/consulted the Pax Britannica Track this turn/);
    expect(def.dice!(s, { prerequisiteMet: false, resources: 0, fleets: [], cardBonus: 0 }, c.header)).toEqual([]);
    const f = def.apply(s, { prerequisiteMet: false, resources: 0, fleets: [], cardBonus: 0 }, { header: c.header, dice: [] });
    expect([f.pax, f.paxRolled]).toEqual([0, true]);
  });
});

describe('Congress of Vienna: double Recruitment', () => {
  it('France flips its won Recruitment at the end of Diplomacy: four units for −3 VP when funded; Britain may not [12.4.9.1]', () => {
    const c = campaign();
    const s: CovState = { ...c.state, position: { turn: 1, stepId: 'diplomacy-winner' }, issues: { ...c.state.issues, 'recruitment-fr': { at: 'track', power: 'FR', d: 2 }, 'recruitment-br': { at: 'track', power: 'BR', d: 1 } } };
    const dbl = cov.actions['cov.recruitment.double']!;
    expect(dbl.validate(s, { power: 'BR' }, c.header)).toMatch(/Only France and Russia/);
    expect(dbl.validate(s, { power: 'RU' }, c.header)).toMatch(/has not won its own Recruitment/);
    const t = dbl.apply(s, { power: 'FR' }, { header: c.header, dice: [] });
    const g: CovState = { ...t, position: { turn: 1, stepId: 'funding' }, goldPawn: 'RU' };
    const f = cov.actions['cov.fund']!.apply(g, { power: 'FR', paid: ['recruitment-fr'], militarySupport: 0, soundGovernment: false, libAbsExtra: 0 }, { header: c.header, dice: [] });
    expect(f.vp.FR).toBe(57);
    expect(f.ledger.at(-1)).toMatchObject({ source: 'France Recruitment (2x Recruit.): 4 French', rule: '12.4.9.1' });
    expect(f.forces.boxes['capital:FR']).toEqual({ FR: 4 }); // the recruits wait in Paris [12.4.9.2]
  });
});

describe('Congress of Vienna: Surrender of Napoleon', () => {
  /** Silesia (8 Russian units) attacks the Grande Armée (4) in Paris on Turn 8; France loses 2, the Allies none. */
  const parisBattle = (c: C, vp: Record<Power, number>): CovState => {
    const input = {
      game: 'congress-of-vienna', front: 'A',
      french: { army: 'grande-armee', milOp: false, units: { FR: 4 }, space: { id: 'paris', nation: 'FR' } },
      allied: { army: 'silesia', owner: 'RU', milOp: true, units: { RU: 8 }, space: { id: 'alsace', nation: 'NONE', mountain: true } },
      lossTrack: { french: [[8, 1], [14, 2]], allied: [[8, 1], [15, 2]] },
    };
    let s = cov.actions['cov.battle.declare']!.apply({ ...c.state, vp, position: { turn: 8, stepId: 'military-operations' } }, { input }, { header: c.header, dice: [] });
    s = { ...s, position: { turn: 8, stepId: 'battles' } };
    const id = s.battles[0]!.id;
    const decide = (t: CovState, action: unknown) => cov.actions['cov.battle.decide']!.apply(t, { id, action }, { header: c.header, dice: [] });
    while (s.battles[0]!.battle.step === 'withdrawal') s = decide(s, { type: 'withdraw', side: s.battles[0]!.battle.side, withdraw: false });
    s = decide(s, { type: 'cards', side: s.battles[0]!.battle.side, cards: [] });
    s = decide(s, { type: 'cards', side: s.battles[0]!.battle.side, cards: [] });
    s = decide(s, { type: 'losses', french: 0, allied: 2 });
    expect(s.battles[0]!.battle.result!.lost.french).toBe(2);
    return s;
  };

  it('the Grande Armée below 4 units after a battle in Paris while France is not the VP leader: the game ends at the victory check with the surrender bonuses [13.6.6, 14.2.1.3]', () => {
    const c = campaign();
    const s = parisBattle(c, { FR: 30, RU: 40, BR: 20, AU: 25 });
    expect(s.surrendered).toBe(true);
    // The Army that produced the Surrender: Russia +2 VP besides the battle's own [13.6.6].
    expect(s.ledger.filter((l) => l.rule === '13.6.6')).toMatchObject([{ power: 'RU', vp: 2 }]);
    const end = cov.actions['cov.victory.check']!.apply({ ...s, position: { turn: 8, stepId: 'victory-check' }, endOfTurnVp: true }, { alliedArmiesInParis: { RU: 1 } }, { header: c.header, dice: [] });
    expect(end.gameOver?.reason).toMatch(/Napoleon has surrendered: Russia wins/);
    expect(end.ledger.at(-1)).toMatchObject({ power: 'RU', vp: 5, rule: '14.2.1.3' });
  });

  it('the VP leader is measured the instant the losses are removed, before the battle’s own VP: France 40 v Russia 39 leads, so no Surrender though Russia’s battle VP put it ahead [13.6.6; 10.15]', () => {
    const c = campaign();
    const led = parisBattle(c, { FR: 40, RU: 39, BR: 20, AU: 25 });
    // Russia's battle VP put it ahead of France afterwards: that must not count [10.15].
    expect(led.vp.RU).toBeGreaterThan(led.vp.FR);
    expect(led.surrendered).toBe(false);
    expect(led.ledger.filter((l) => l.rule === '13.6.6')).toEqual([]);
    // One VP less for France before the battle: Russia leads at the instant of the losses, so the Surrender.
    expect(parisBattle(c, { FR: 38, RU: 39, BR: 20, AU: 25 }).surrendered).toBe(true);
  });
});
