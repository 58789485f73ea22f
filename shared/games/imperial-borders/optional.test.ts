// The rules the sequence of play needed beyond the standard round: the optional advanced rules (Revolts,
// Balance of Power, Sweden and Portugal, Call to Arms), team victory, the Congress after Phase 7, Phase 7 in
// the last round, Major Ports at the start, the Phase 7 repair reminders and the logged random Nation draw.
import { describe, expect, it } from 'vitest';
import { Campaign } from '../../engine/campaign';
import { setCell } from '../../data/tables';
import { repairReminders, imperialBorders as ib } from './module';
import { teamWinners } from './phases';
import { IMPERIAL_BORDERS_DATA as DATA } from './tables';
import { bidRound, bstep, dicePack, faces, goTo, hitId, ibCampaign, marchTo, refused, step, white, type C } from './testing';

const SIX = ['france', 'austria', 'prussia', 'great-britain', 'russia', 'spain'].map((n, i) => ({ name: `P${i + 1}`, powers: [n] }));

/** Prussia's Cannon fires one Blast at France's lone Cannon in Saxony: Prussia wins (a short battle for the post-battle rules). */
function prussiaBeatsFrance(c: C, defender: Record<string, unknown> = { nations: ['france'], units: [{ nation: 'france', type: 'cannon' }] }, extra: Record<string, unknown> = {}) {
  bidRound(c, { prussia: 1 }, { prussia: 1 });
  marchTo(c, 'prussia');
  c.act('ib.battle.setup', { where: 'Saxony', kind: 'land', attacker: { nations: ['prussia'], units: [{ nation: 'prussia', type: 'cannon' }] }, defender, ...extra });
  for (const side of ['attacker', 'defender']) bstep(c, { type: 'positions', side });
  bstep(c, { type: 'stance', side: 'attacker', stance: 'aggressive' });
  bstep(c, { type: 'stance', side: 'defender', stance: 'aggressive' });
}

describe('team victory [Final Scoring; Team Play]', () => {
  const row = (nation: string, cols: number, prestige: number, gold: number, capital: boolean) => ({ nation, columns: [cols, 0, 0, 0] as [number, number, number, number], prestige, gold, controlsOwnCapital: capital });
  const teams = { france: 'A', russia: 'A', prussia: 'B', austria: 'B' };

  it('the most Nations holding their own Capital wins before any score', () => {
    // A: France 10 + 5 + 2 (25 Gold) = 17, Russia 6 + 2 = 8 (no Capital): 1 Capital, 25. B: Prussia 8 + 4 + 1 = 13, Austria 5 + 1 + 0 = 6: 2 Capitals, 19.
    const all = [row('france', 10, 5, 25, true), row('russia', 6, 2, 0, false), row('prussia', 8, 4, 10, true), row('austria', 5, 1, 9, true)];
    const r = teamWinners(all, teams);
    expect(r.winners).toEqual(['prussia', 'austria']);
    expect(r.standings.map((t) => [t.team, t.capitals, t.score])).toEqual([['B', 2, 19], ['A', 1, 25]]);
  });

  it('equal Capitals: the combined score; then the combined Gold (A30) or shared', () => {
    const all = [row('france', 10, 5, 25, true), row('russia', 6, 2, 0, true), row('prussia', 8, 4, 10, true), row('austria', 5, 1, 9, true)];
    expect(teamWinners(all, teams).winners).toEqual(['france', 'russia']);
    // Both 20: A 12 + 8 (25 Gold), B 13 + 7 (19 Gold).
    const tied = [row('france', 10, 0, 25, true), row('russia', 8, 0, 0, true), row('prussia', 12, 0, 10, true), row('austria', 7, 0, 9, true)];
    expect(teamWinners(tied, teams).winners).toEqual(['france', 'russia']);
    expect(teamWinners(tied, teams, 'shared').winners.sort()).toEqual(['austria', 'france', 'prussia', 'russia']);
    expect(teamWinners(all.map((x) => ({ ...x, controlsOwnCapital: false })), teams).winners).toEqual([]);
  });
});

describe('the round tracker: Congress after Phase 7, Phase 7 in the last round', () => {
  it('with the Congress “at the end of the Game Round” it meets after Phase 7; the last round skips Phase 7', () => {
    const c = ibCampaign({ rules: { congressTiming: 'after-phase-7' } });
    for (let r = 1; r <= 4; r++) {
      goTo(c, 'p7-deploy');
      c.act('sequence.next', {});
    }
    goTo(c, 'p6-parade');
    c.act('ib.parade', { aviGift: null });
    c.act('sequence.next', {});
    expect(step(c)).toBe('p7-repair'); // no Phase 6 Step D here
    goTo(c, 'p7-deploy');
    c.act('sequence.next', {});
    expect(step(c)).toBe('p7-congress');
    refused(c, 'sequence.next', {}, /Congress of Vienna votes first/);
    c.act('ib.congress', { votes: { france: 'peace', russia: 'peace', prussia: 'peace', austria: 'peace', 'great-britain': 'war', spain: 'war' } });
    expect(c.state.lastRound).toBe(6);
    c.act('sequence.next', {});
    expect([c.state.round, step(c)]).toEqual([6, 'p1-taxes']);
    goTo(c, 'p6-parade');
    c.act('ib.parade', { aviGift: null });
    c.act('sequence.next', {});
    expect(step(c)).toBe('final'); // Phase 7 skipped in the last round (A45)
  });

  it('the group may play Phase 7 in the last round', () => {
    const c = ibCampaign({ rules: { lastRoundMuster: 'play' } });
    for (let r = 1; r <= 4; r++) {
      goTo(c, 'p7-deploy');
      c.act('sequence.next', {});
    }
    goTo(c, 'p6-congress');
    c.act('ib.congress', { votes: { france: 'peace', russia: 'peace', prussia: 'peace', austria: 'peace', 'great-britain': 'war', spain: 'war' } });
    goTo(c, 'p7-deploy');
    c.act('sequence.next', {});
    goTo(c, 'p6-parade');
    c.act('ib.parade', { aviGift: null });
    c.act('sequence.next', {});
    expect(step(c)).toBe('p7-repair');
  });
});

describe('set-up: the Ports held at the start [Setup Step A, B]', () => {
  it('counts the Major Ports the group enters, with the Capital Ports, the Annexed Port and Gibraltar and Malta', () => {
    expect(ibCampaign().state.nations.france.ports).toBe(1); // Ajaccio only, until the Major Ports are entered
    let p = setCell(DATA, dicePack(), 'nations', 'france', 'majorPorts', 3);
    p = setCell(DATA, p, 'nations', 'great-britain', 'majorPorts', 1);
    const c = ibCampaign({ pack: p });
    expect(c.state.nations.france.ports).toBe(3 + 1); // 3 Major + Ajaccio
    expect(c.state.nations['great-britain'].ports).toBe(2 + 1 + 1 + 2); // London, Liverpool + 1 Major + Bremen + Gibraltar, Malta
    expect(c.state.nations.austria.ports).toBe(0);
  });
});

describe('the random Nation draw [Player Count and Nations]', () => {
  it('is a logged roll of the seeded dice: the same seed deals the same, a replay too; never drawn twice', () => {
    const c = ibCampaign({ seed: 11 });
    const e = c.act('ib.draw', {});
    expect(e.dice?.[0]?.faces).toHaveLength(3);
    expect(e.title).toMatch(/^The Nation Cards are drawn at random: Ann .+ and .+; Bo .+; Cy .+/);
    const views = ib.powerViews(c.state, c.header);
    const byPlayer = (name: string) => views.filter((v) => v.player === name).map((v) => v.power).sort();
    expect([...byPlayer('Ann'), ...byPlayer('Bo'), ...byPlayer('Cy')].sort()).toEqual(['austria', 'france', 'great-britain', 'prussia', 'russia', 'spain']);
    for (const pl of ['Ann', 'Bo', 'Cy']) {
      const [a, b] = byPlayer(pl);
      expect(c.state.nations[a as 'france'].team).toBe(`player:${pl}`);
      expect(c.state.nations[b as 'france'].team).toBe(`player:${pl}`);
    }
    expect(ibCampaign({ seed: 11 }).act('ib.draw', {}).title).toBe(e.title);
    const again = Campaign.load(ib, { header: c.header, entries: [...c.entries] });
    expect(again.state.drawn).toEqual(c.state.drawn);
    refused(c, 'ib.draw', {}, /already drawn/);
    c.act('ib.taxes', {});
    const late = ibCampaign();
    late.act('ib.taxes', {});
    refused(late, 'ib.draw', {}, /before play begins/);
  });
});

describe('optional: Balance of Power', () => {
  it('beating the unique Prestige leader gains the Victor Commander 1 Prestige Point at once', () => {
    const c = ibCampaign({ players: SIX, rules: { balanceOfPower: true } });
    c.act('track.set', { track: 'prestige', power: 'france', value: 5 });
    prussiaBeatsFrance(c);
    bstep(c, { type: 'dice', side: 'attacker', faces: faces({ blast: 1 }) });
    bstep(c, { type: 'dice', side: 'defender', faces: faces({ blank: 1 }) });
    bstep(c, { type: 'assign', side: 'attacker', hits: [{ hit: hitId(c, 'attacker', 'blast'), target: 'france-can-1' }] });
    const e = c.act('ib.battle.record', {});
    expect(c.state.nations.prussia.prestige).toBe(1);
    expect(e.title).toMatch(/Balance of Power: Prussia gains 1 Prestige Point for beating the leader, France/);
  });

  it('not with a tied lead, not with teams, not when off', () => {
    const cases: { players?: typeof SIX; rules: Record<string, boolean>; tie: boolean }[] = [{ players: SIX, rules: { balanceOfPower: true }, tie: true }, { rules: { balanceOfPower: true }, tie: false }, { players: SIX, rules: {}, tie: false }];
    for (const o of cases) {
      const c = ibCampaign({ rules: o.rules, ...(o.players ? { players: o.players } : {}) });
      c.act('track.set', { track: 'prestige', power: 'france', value: 5 });
      if (o.tie) c.act('track.set', { track: 'prestige', power: 'spain', value: 5 });
      prussiaBeatsFrance(c);
      bstep(c, { type: 'dice', side: 'attacker', faces: faces({ blast: 1 }) });
      bstep(c, { type: 'dice', side: 'defender', faces: faces({ blank: 1 }) });
      bstep(c, { type: 'assign', side: 'attacker', hits: [{ hit: hitId(c, 'attacker', 'blast'), target: 'france-can-1' }] });
      c.act('ib.battle.record', {});
      expect(c.state.nations.prussia.prestige).toBe(0);
    }
  });
});

describe('optional: Call to Arms', () => {
  it('the first battle in a Homeland gives the defending Nation a free Full Infantry, once per Nation; never in a Port', () => {
    const c = ibCampaign({ rules: { callToArms: true } });
    bidRound(c, { prussia: 1 }, { prussia: 1 });
    marchTo(c, 'prussia');
    const base = { where: 'Lorraine', kind: 'land', attacker: { nations: ['prussia'], units: [{ nation: 'prussia', type: 'cannon' }] }, defender: { nations: ['france'], fortification: { tier: 'major', nation: 'france' } } };
    refused(c, 'ib.battle.setup', { ...base, callToArms: 'austria' }, /not on the defending side/);
    refused(c, 'ib.battle.setup', { ...base, kind: 'port', attacker: { nations: ['prussia'], ships: [{ nation: 'prussia', type: 'frigate' }] }, callToArms: 'france' }, /does not affect Ports/);
    const e = c.act('ib.battle.setup', { ...base, callToArms: 'france' });
    expect(e.title).toMatch(/Call to Arms: France places a free Full Infantry/);
    expect(c.state.fight!.state.units.defender.map((u) => [u.id, u.type])).toEqual([['france-call-to-arms', 'full-infantry']]);
    expect(c.state.callToArmsUsed).toEqual(['france']);
    c.act('ib.battle.cancel', {});
    refused(c, 'ib.battle.setup', { ...base, callToArms: 'france' }, /already happened: it occurs once for each Nation/);
    const off = ibCampaign();
    bidRound(off, { prussia: 1 }, { prussia: 1 });
    marchTo(off, 'prussia');
    refused(off, 'ib.battle.setup', { ...base, callToArms: 'france' }, /optional rule that is off/);
  });
});

describe('optional: Trading Tangibles', () => {
  const prussiaMoves = (rules: Record<string, boolean> = { tradingTangibles: true }) => {
    const c = ibCampaign({ rules });
    bidRound(c, { prussia: 1 }, { prussia: 1 });
    marchTo(c, 'prussia', 'p4-move');
    return c;
  };

  it('the Active Nation’s 1 trade a round: 10 Gold for an Annexed Territory, both counts and both Treasuries moved, in the log; a second refused', () => {
    const c = prussiaMoves();
    expect([c.state.nations.prussia.gold, c.state.nations.france.gold]).toEqual([17, 13]);
    refused(c, 'ib.trade', { from: 'france', to: 'prussia', give: { kind: 'gold', gold: 5 } }, /Only the Active Nation \(Prussia\) makes a trade/);
    refused(c, 'ib.trade', { from: 'prussia', to: 'france' }, /a promise needs no record/);
    refused(c, 'ib.trade', { from: 'prussia', to: 'france', give: { kind: 'force', force: 'frigate', elite: true } }, /Prussia has no Elite Ship to trade/);
    // The Starting Forces were never entered here, so the registry knows of no Prussian Land Unit.
    refused(c, 'ib.trade', { from: 'prussia', to: 'france', give: { kind: 'force', force: 'cannon' } }, /Prussia has no Land Unit on the map to trade/);
    const e = c.act('ib.trade', { from: 'prussia', to: 'france', give: { kind: 'gold', gold: 10 }, get: { kind: 'territory', name: 'Piedmont', tier: 'annexed' } });
    expect(e.title).toBe('Trade: Prussia gives 10 Gold to France for Piedmont (an Annexed Territory)');
    expect([c.state.nations.prussia.gold, c.state.nations.france.gold]).toEqual([7, 23]);
    expect([c.state.nations.prussia.annexed, c.state.nations.france.annexed]).toEqual([2, 0]);
    expect(c.state.ledger.slice(-2).map((l) => [l.nation, l.delta, l.why])).toEqual([['prussia', -10, 'Trade to France'], ['france', 10, 'Trade from Prussia']]);
    refused(c, 'ib.trade', { from: 'prussia', to: 'austria', give: { kind: 'gold', gold: 1 } }, /Prussia has made its 1 trade this Game Round/);
    c.undo();
    expect(c.state.nations.france.annexed).toBe(1);
  });

  it('a Mobile Force stays in place and loses its Elite Pennant; a Port; Gold only with the own Capital; off: refused', () => {
    const c = ibCampaign({ rules: { tradingTangibles: true } });
    bidRound(c, { 'great-britain': 1 }, { 'great-britain': 1 });
    marchTo(c, 'great-britain', 'p4-move');
    const before = { gb: { ...c.state.nations['great-britain'] }, ru: { ...c.state.nations.russia } };
    c.act('ib.trade', { from: 'great-britain', to: 'russia', give: { kind: 'force', force: 'ship-of-the-line', elite: true }, get: { kind: 'port', name: 'Riga' } });
    const gb = c.state.nations['great-britain'];
    const ru = c.state.nations.russia;
    expect([gb.ships, gb.eliteShips, gb.ports]).toEqual([before.gb.ships - 1, before.gb.eliteShips - 1, before.gb.ports + 1]);
    expect([ru.ships, ru.eliteShips, ru.ports]).toEqual([before.ru.ships + 1, before.ru.eliteShips, before.ru.ports - 1]);

    const lost = prussiaMoves();
    const noCapital = { ...lost.state, nations: { ...lost.state.nations, france: { ...lost.state.nations.france, ownCapital: false } } };
    expect(ib.actions['ib.trade']!.validate(noCapital, { from: 'prussia', to: 'france', give: { kind: 'gold', gold: 5 }, get: null }, lost.header)).toMatch(/France does not control its own Capital, so it cannot collect Gold/);
    refused(prussiaMoves({}), 'ib.trade', { from: 'prussia', to: 'france', give: { kind: 'gold', gold: 5 } }, /Trading Tangibles is an optional rule that is off/);
  });

  it('a log written when a trade was only Gold still replays', () => {
    const c = prussiaMoves();
    c.act('ib.trade', { from: 'prussia', to: 'austria', gold: 5 });
    expect(c.state.nations.austria.gold).toBe(18);
    expect(Campaign.load(ib, c.toFile()).state.nations.austria.gold).toBe(18);
  });
});

describe('optional: Sweden and Portugal', () => {
  it('2 Blasts in one attempt; AVI Bars count; the most Blasts with several Nations also needs 2 (A38)', () => {
    const c = ibCampaign({ rules: { swedenAndPortugal: true } });
    goTo(c, 'p5-annex');
    c.act('ib.annex', { territory: 'Sweden', rollers: [{ nation: 'russia', landUnits: 3, faces: white({ red: 1, blank: 2 }) }] });
    expect(c.state.annexations[0]!.winner).toBeNull();
    const e = c.act('ib.annex', { territory: 'Portugal', rollers: [{ nation: 'spain', landUnits: 2, faces: white({ red: 1, blue: 1 }) }] });
    expect(c.state.nations.spain.annexed).toBe(2);
    expect(e.title).toMatch(/2 Blasts needed.*Spain annexes it and gains 1 Half Infantry there/);
    // Elsewhere 1 Blast annexes as usual.
    c.act('ib.annex', { territory: 'Naples', rollers: [{ nation: 'austria', landUnits: 2, faces: white({ red: 1, blank: 1 }) }] });
    expect(c.state.nations.austria.annexed).toBe(2);
  });

  it('a lone die: a Blast allows one follow-up die, a second Blast annexes', () => {
    const c = ibCampaign({ rules: { swedenAndPortugal: true } });
    goTo(c, 'p5-annex');
    c.act('ib.annex', { territory: 'Sweden', rollers: [{ nation: 'russia', landUnits: 1, faces: white({ blue: 1 }) }] });
    expect(c.state.annexations[0]!.followUp).toBe('russia');
    refused(c, 'sequence.next', {}, /follow-up die for Sweden first/);
    refused(c, 'ib.annex', { territory: 'Naples', rollers: [{ nation: 'austria', landUnits: 1, faces: white({ red: 1 }) }] }, /follow-up die/);
    refused(c, 'ib.annex.followup', { faces: white({ red: 1, blank: 1 }) }, /1 White die, but 2 faces/);
    c.act('ib.annex.followup', { faces: white({ red: 1 }) });
    expect(c.state.annexations[0]).toMatchObject({ winner: 'russia', followUp: null });
    expect(c.state.nations.russia.annexed).toBe(2);
    // A miss on the follow-up: no annexation.
    const d = ibCampaign({ rules: { swedenAndPortugal: true } });
    goTo(d, 'p5-annex');
    d.act('ib.annex', { territory: 'Portugal', rollers: [{ nation: 'spain', landUnits: 1, faces: white({ red: 1 }) }] });
    d.act('ib.annex.followup', { faces: white({ bar: 1 }) });
    expect(d.state.annexations[0]!.winner).toBeNull();
    expect(d.state.nations.spain.annexed).toBe(1);
  });
});

describe('optional: Revolts', () => {
  it('the income stays in the Territory; another Nation’s Land Force seizes it; quelling returns it to the controller', () => {
    const c = ibCampaign({ rules: { revolts: true } });
    goTo(c, 'p5-annex');
    refused(c, 'ib.revolt', { territory: 'Paris', controller: 'france', tier: 'capital' }, /own Capital cannot revolt/);
    c.act('ib.revolt', { territory: 'Corsica', controller: 'france', tier: 'annexed', by: 'great-britain' });
    refused(c, 'ib.revolt', { territory: 'corsica', controller: 'france', tier: 'annexed' }, /already has a Revolt Token/);
    goTo(c, 'p1-taxes');
    const g = c.state.nations.france.gold;
    c.act('ib.taxes', {});
    // France: 4 + 8 + 1 = 13, of which Corsica’s 1 stays in Corsica.
    expect(c.state.nations.france.gold).toBe(g + 12);
    expect(c.state.revolts[0]!.gold).toBe(1);
    c.act('ib.revolt.end', { territory: 'Corsica', how: 'seized', by: 'great-britain' });
    expect(c.state.revolts).toMatchObject([{ territory: 'Corsica', gold: 0 }]);
    goTo(c, 'p7-deploy');
    c.act('sequence.next', {});
    c.act('ib.taxes', {});
    const f = c.state.nations.france.gold;
    c.act('ib.revolt.end', { territory: 'Corsica', how: 'quelled' });
    expect(c.state.nations.france.gold).toBe(f + 1);
    expect(c.state.revolts).toEqual([]);
  });

  it('captured: the new controller takes the Gold (A34), or the former one with the other reading; off: refused', () => {
    for (const [rule, to] of [['new-controller', 'austria'], ['former-controller', 'france']] as const) {
      const c = ibCampaign({ rules: { revolts: true, revoltGoldOnCapture: rule } });
      goTo(c, 'p5-annex');
      c.act('ib.revolt', { territory: 'Corsica', controller: 'france', tier: 'annexed' });
      goTo(c, 'p1-taxes');
      c.act('ib.taxes', {});
      const before = c.state.nations[to].gold;
      refused(c, 'ib.revolt.end', { territory: 'Corsica', how: 'captured' }, /Name the Nation that captured/);
      c.act('ib.revolt.end', { territory: 'Corsica', how: 'captured', by: 'austria' });
      expect(c.state.nations[to].gold).toBe(before + 1);
    }
    const off = ibCampaign();
    goTo(off, 'p5-annex');
    refused(off, 'ib.revolt', { territory: 'Corsica', controller: 'france', tier: 'annexed' }, /optional rule that is off/);
  });
});

describe('Phase 7 Step A: repair reminders', () => {
  it('lists the Fortifications and Ships a battle left damaged', () => {
    const c = ibCampaign();
    prussiaBeatsFrance(c, { nations: ['france'], units: [{ nation: 'france', type: 'cannon' }], fortification: { tier: 'major', nation: 'france' } });
    bstep(c, { type: 'dice', side: 'attacker', faces: faces({ blast: 1 }) });
    bstep(c, { type: 'dice', side: 'defender', faces: faces({ blank: 3 }) });
    bstep(c, { type: 'assign', side: 'attacker', hits: [{ hit: hitId(c, 'attacker', 'blast'), target: 'fortification' }] });
    bstep(c, { type: 'end' });
    c.act('ib.battle.record', {});
    expect(repairReminders(c.state)).toEqual(['Repair free where no opposing Forces remain: Saxony: Major Fort with 1 Damage Token (France).']);
    goTo(c, 'p7-repair');
    expect(ib.reminders(c.state, c.header)).toContain(repairReminders(c.state)[0]);
  });
});

describe('annexation: allies combine their dice [Phase 5 Step B: Multiple Nations]', () => {
  it('the chosen Nation gains the Territory with the combined Blasts; AVI Bars only on the holder’s dice (A25) unless the group reads otherwise', () => {
    const c = ibCampaign();
    goTo(c, 'p5-annex');
    // Austria 1 Blast alone ties Spain's 1; combined with Prussia's 1 Blast, Austria has 2 and annexes.
    const e = c.act('ib.annex', {
      territory: 'Naples',
      rollers: [
        { nation: 'austria', landUnits: 1, faces: white({ red: 1 }), with: [{ nation: 'prussia', landUnits: 2, faces: white({ blue: 1, bar: 1 }) }] },
        { nation: 'spain', landUnits: 1, faces: white({ red: 1 }) },
      ],
    });
    expect(c.state.annexations[0]!.rollers).toEqual([{ nation: 'austria', dice: 3, blasts: 2, with: ['prussia'] }, { nation: 'spain', dice: 1, blasts: 1 }]);
    expect(c.state.nations.austria.annexed).toBe(2);
    expect(c.state.nations.prussia.annexed).toBe(1);
    expect(e.title).toMatch(/Austria \(dice combined with Prussia\) 2 Blasts on 3/);
    refused(c, 'ib.annex', { territory: 'Sicily', rollers: [{ nation: 'austria', landUnits: 1, faces: white({ red: 1 }), with: [{ nation: 'austria', landUnits: 1, faces: white({ red: 1 }) }] }] }, /Each Nation rolls once/);
    refused(c, 'ib.annex', { territory: 'Sicily', rollers: [{ nation: 'austria', landUnits: 1, faces: white({ red: 1 }), with: [{ nation: 'prussia', landUnits: 2, faces: white({ red: 1 }) }] }] }, /Prussia rolls 2 White dice .* but 1 face/);
  });
});
