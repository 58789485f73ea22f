// Le Grand Empire's campaign: a Spring with the initiative pool, a land and a naval battle and the
// exceptional budget, then through Summer and Autumn to a Winter with two powers' budgets; every
// refusal names its reason and changes nothing; the file replays to the same state.
import { describe, expect, it } from 'vitest';
import { Campaign } from '../../engine/campaign';
import { leGrandEmpireModule as lge } from './module';
import { clock, type LgeState } from './state';
import { emptyBudget, giftRoom } from './actions/treasury';
import { goTo, groupPack, lgeCampaign, refused, step, type C } from './testing';
import { removeRow, setCell } from '../../data/tables';
import { LE_GRAND_EMPIRE_DATA as DATA } from './tables';
import { analysis } from './battle/land-resolver';
import type { LandBattle } from './state';

const LAND_INPUT = {
  attacker: {
    units: [
      { id: 'fr-I', type: 'corps', steps: 3, artillery: 2, morale: 4, modifier: 2 },
      { id: 'fr-cav', type: 'corps', steps: 2, cavalry: 'reserve', morale: 4, modifier: 1 },
    ],
    leaders: [{ id: 'davout', combat: 2 }],
    commander: 'davout',
    army: { artillery: 1 },
  },
  defender: {
    units: [
      { id: 'au-1', type: 'corps', steps: 3, artillery: 1, morale: 3 },
      { id: 'au-2', type: 'corps', steps: 3, artillery: 1, morale: 3 },
    ],
    leaders: [{ id: 'charles', combat: 1 }, { id: 'hiller', combat: 0 }],
    commander: 'charles',
  },
};

function drawUntilEnded(c: C): void {
  for (let i = 0; i < 40 && !c.state.initiative.ended; i++) c.act('lge.initiative.draw', {});
  expect(c.state.initiative.ended).toBe(true);
}

describe('Le Grand Empire campaign', () => {
  it('sets up the scenario from the group’s starting values', () => {
    const c = lgeCampaign({ pack: groupPack() });
    expect(clock(c.state)).toEqual({ year: 1805, season: 'spring' });
    expect(c.state.treasury.france).toBe(60);
    expect(c.state.pr.austria).toBe(12);
    expect(c.state.vp['great-britain']).toBe(5);
    expect(lge.turnLabel(c.state).full).toBe('Spring 1805');
    expect(c.state.ledger.filter((l) => l.power === 'france').map((l) => l.reason)).toEqual(['Scenario start', 'Scenario start', 'Scenario start']);
  });

  it('refuses a set-up it cannot play, with the reason', () => {
    const bad = (settings: Record<string, unknown>) => () => lgeCampaign({ settings });
    expect(bad({ startYear: 1810, endYear: 1805 })).toThrow(/comes before the first/);
    expect(bad({ startYear: 1799 })).toThrow(/startYear/);
  });

  it('plays a Spring and a Winter turn', () => {
    const c = lgeCampaign({ pack: groupPack({ battleTables: true, budgetTables: true }) });
    // ---- Spring 1805: Event and Diplomacy Phase ----
    expect(step(c)).toBe('events');
    expect(lge.prompt(c.state, c.header)).toMatch(/Spain now/);
    c.act('lge.order.next', {});
    expect(lge.prompt(c.state, c.header)).toMatch(/Turkey now/);
    c.act('sequence.next', {});
    expect(step(c)).toBe('diplomacy');
    c.act('lge.war.declare', { a: 'france', b: 'austria' });
    refused(c, 'lge.war.declare', { a: 'austria', b: 'france' }, /already at war/);
    c.act('lge.war.declare', { a: 'great-britain', b: 'france' });
    // A diplomatic attempt on a minor: 2 £ + 5 £ of bribes from France, probability before the roll.
    c.act('lge.procedure', { id: 'diplomacy-minor', input: { by: 'france', politicalBonus: 1, bribePounds: 5 } }, { physicalDice: [[5, 3]] });
    expect(c.state.treasury.france).toBe(53);
    const rec = c.state.procedures.at(-1)!;
    expect(rec.probability).toBe(15 / 36); // 2D6 + 2 ≥ 10: 2D6 ≥ 8
    expect(rec.result).toMatch(/^Success: 5\+3 \+ 2 = 10/);
    // ---- Operations Phase ----
    goTo(c, 'initiative-pool');
    c.act('lge.initiative.naval2', { side: 'empire' });
    expect(c.state.treasury.france).toBe(28);
    refused(c, 'lge.initiative.naval2', { side: 'empire' }, /has bought its Naval 2 marker/);
    c.act('sequence.next', {});
    expect(step(c)).toBe('activations');
    expect(c.state.initiative.pool).toHaveLength(16); // 10 land, EN1, CN1, EN2, NL, NN, WQ
    // First turn: France chooses the first marker (§3.2), never Winter Quarters; the app does not draw it.
    refused(c, 'lge.initiative.draw', {}, /France chooses the first marker/);
    refused(c, 'lge.initiative.draw', { marker: 'WQ' }, /cannot be Winter Quarters/);
    c.act('lge.initiative.draw', { marker: 'C2' });
    // TC-02: the Coalition played the last land marker: its land markers go back into the cup.
    refused(c, 'lge.initiative.draw', { marker: 'C4' }, /goes back into the cup/);
    c.act('lge.initiative.draw', { marker: 'CN1' });
    refused(c, 'lge.initiative.draw', { marker: 'C4' }, /goes back into the cup/);
    c.act('lge.initiative.draw', { marker: 'E3' });
    expect(c.state.initiative.lastLandSide).toBe('empire');
    // A land battle with the table's dice, on the group's tables.
    c.act('lge.land.start', { attacker: 'france', defender: 'austria', where: 'Ulm', input: LAND_INPUT });
    refused(c, 'lge.initiative.draw', {}, /Finish the battle/);
    expect(c.state.battle!.kind).toBe('land');
    c.act('lge.land.act', { type: 'roll' }, { physicalDice: [[3, 2], [4, 4]] });
    let st = c.state.battle!.state as import('./battle/land-resolver').LandBattleState;
    expect(st.results.attacker).toEqual({ losses: 3, bold: true, cavalry: true, leader: 'L' }); // 5 + 7 = 12
    expect(st.results.defender).toEqual({ losses: 2, bold: true, cavalry: false, leader: 'none' }); // 8 + 1 = 9
    // The attacker's loss choice breaking the quality rule is refused with the reason.
    refused(c, 'lge.land.act', { type: 'losses', side: 'attacker', steps: ['fr-cav', 'fr-cav'] }, /quality \+2/);
    c.act('lge.land.act', { type: 'losses', side: 'attacker', steps: ['fr-I', 'fr-cav'] });
    c.act('lge.land.act', { type: 'losses', side: 'defender' });
    st = c.state.battle!.state as typeof st;
    expect(st.stage).toBe('wounds');
    expect(st.woundQueue.map((w) => [w.side, w.kind, w.leaders])).toEqual([['defender', 'L', ['hiller']]]);
    c.act('lge.land.act', { type: 'wounds' }, { physicalDice: [[2]] });
    st = c.state.battle!.state as typeof st;
    expect(st.fates.hiller).toBe('wounded');
    expect(st.winner).toBe('attacker');
    // Demoralisation: 1D6 − 1 (Charles) + 1 (losses 3 − 2) > morale 3: on 4+.
    // The retreat first: a roll before it is refused in a new battle, with the reason.
    refused(c, 'lge.land.act', { type: 'demoralisation' }, /Not now: .*the defender retreats first, then rolls for demoralisation/, { physicalDice: [[5]] });
    c.act('lge.land.act', { type: 'retreat', extraSteps: 1 });
    c.act('lge.land.act', { type: 'demoralisation' }, { physicalDice: [[5]] });
    st = c.state.battle!.state as typeof st;
    expect(st.demoralised).toBe(true);
    expect(st.pursuit).toBe(1); // one reserve cavalry step left: ceil(1 / 2)
    expect(st.lostTotal).toEqual({ attacker: 2, defender: 5 });
    c.act('lge.battle.close', {});
    expect(c.state.prisoners.france).toEqual({ austria: 1 });
    expect(c.state.demoralised).toEqual([{ force: 'Austria force at Ulm', power: 'austria', marker: 'T+1' }]);
    // A naval battle through the naval resolver.
    c.act('lge.initiative.draw', { marker: 'EN1' });
    c.act('lge.naval.start', { attacker: 'great-britain', defender: 'france', where: 'Trafalgar', fleets: { attacker: [{ id: 'nelson', points: 3, bonus: 2 }], defender: [{ id: 'villeneuve', points: 2, bonus: 0 }] } });
    refused(c, 'lge.naval.act', { type: 'admirals' }, /Not now/);
    c.act('lge.naval.act', { type: 'volley' }, { physicalDice: [[4, 1, 6], [6, 2]] });
    c.act('lge.naval.act', { type: 'losses-by-policy' });
    c.act('lge.naval.act', { type: 'admirals' }, { physicalDice: [[1, 1], [6, 6]] });
    c.act('lge.battle.close', {});
    expect(c.state.battles.map((b) => [b.where, b.winner])).toEqual([['Ulm', 'france'], ['Trafalgar', 'great-britain']]);
    expect(c.state.battles[1]!.summary).toMatch(/admirals killed: villeneuve/);
    refused(c, 'sequence.next', {}, /Draw markers until Winter Quarters/);
    drawUntilEnded(c);
    // Spring: Winter Quarters is ignored twice, the third draw ends the phase.
    expect(c.state.initiative.drawn.filter((d) => d.marker === 'WQ' && !/set aside/.test(d.note))).toHaveLength(3);
    expect(c.state.initiative.drawn.at(-1)!.note).toMatch(/ends the Operations Phase/);
    // ---- Exceptional budget: land production costs double £ ----
    goTo(c, 'exceptional-budget');
    c.act('lge.budget.produce', { power: 'france', items: [{ kind: 'infantry-step', count: 2 }] });
    expect(c.state.treasury.france).toBe(28 - 8);
    expect(c.state.pr.france).toBe(18);
    c.act('lge.budget.done', { power: 'france' });
    refused(c, 'lge.budget.produce', { power: 'france', items: [{ kind: 'infantry-step', count: 1 }] }, /budget is closed/);
    goTo(c, 'victory');
    c.act('lge.ledger', { power: 'france', currency: 'VP', amount: 1, reason: 'Ulm (scenario booklet)' });
    c.act('sequence.next', {});
    expect(clock(c.state)).toEqual({ year: 1805, season: 'summer' });
    expect(c.state.demoralised[0]!.marker).toBe('T');
    // ---- Summer and Autumn: every marker / WQ on its 2nd draw ----
    goTo(c, 'activations');
    expect(c.state.initiative.pool).not.toContain('WQ');
    drawUntilEnded(c);
    expect(c.state.initiative.pool).toEqual([]);
    goTo(c, 'victory');
    c.act('sequence.next', {});
    goTo(c, 'activations');
    drawUntilEnded(c);
    goTo(c, 'victory');
    c.act('sequence.next', {});
    // ---- Winter 1805 ----
    expect(clock(c.state)).toEqual({ year: 1805, season: 'winter' });
    goTo(c, 'activations');
    drawUntilEnded(c);
    expect(c.state.initiative.drawn.filter((d) => d.marker === 'WQ' && /ends/.test(d.note))).toHaveLength(1);
    goTo(c, 'winter-budget');
    expect(c.state.position.stepId).toBe('winter-budget');
    // France: savings cap 25 £, Pr lost, collection, maintenance in the sheet's order, a gift, production.
    refused(c, 'lge.budget.income', { power: 'france', lines: [{ source: 'provinces', pounds: 40, pr: 12 }] }, /savings cap first/);
    const frBefore = c.state.treasury.france;
    c.act('lge.budget.savings', { power: 'france' });
    expect(c.state.treasury.france).toBe(Math.min(25, frBefore));
    expect(c.state.pr.france).toBe(0);
    c.act('lge.budget.income', { power: 'france', lines: [{ source: 'provinces', pounds: 40, pr: 12 }, { source: 'trade', pounds: 6 }] });
    c.act('lge.budget.maintenance', { power: 'france', items: [{ item: 'corps', count: 5 }, { item: 'army-marker', count: 2 }], externalWars: 0 });
    expect(c.state.ledger.filter((l) => l.power === 'france' && l.reason.startsWith('Maintenance')).map((l) => [l.reason, l.amount])).toEqual([
      ['Maintenance: 2 × army-marker', -8],
      ['Maintenance: 5 × corps', -5],
    ]);
    // Austria: savings, collection; France may give at most ceil(25 % × 46) = 12 £.
    c.act('lge.budget.savings', { power: 'austria' });
    c.act('lge.budget.income', { power: 'austria', lines: [{ source: 'provinces', pounds: 30, pr: 10 }] });
    refused(c, 'lge.budget.gift', { from: 'france', to: 'austria', pounds: 13 }, /at most 12 £/);
    c.act('lge.budget.gift', { from: 'france', to: 'austria', pounds: 12 });
    refused(c, 'lge.budget.produce', { power: 'austria', items: [{ kind: 'engineer', count: 1 }] }, /Production costs/);
    c.act('lge.budget.produce', { power: 'austria', items: [{ kind: 'cavalry-step', count: 2 }] });
    expect(c.state.pr.austria).toBe(8);
    refused(c, 'lge.budget.conscripts', {}, /before Winter 1808/);
    refused(c, 'sequence.next', {}, /Close the budget of Austria, France/);
    c.act('lge.budget.done', { power: 'france' });
    c.act('lge.budget.done', { power: 'austria' });
    goTo(c, 'victory');
    c.act('sequence.next', {});
    expect(clock(c.state)).toEqual({ year: 1806, season: 'spring' });
    // The file replays to the same state.
    const again = Campaign.load<LgeState>(lge, c.toFile());
    expect(JSON.stringify(again.state)).toBe(JSON.stringify(c.state));
  });

  it('makes peace: 3D6 (minimum 6) turns of mandatory peace, prisoners home as Pr, war refused until it ends', () => {
    const c = lgeCampaign();
    goTo(c, 'diplomacy');
    c.act('lge.war.declare', { a: 'france', b: 'prussia' });
    c.state.prisoners.france = { prussia: 3 }; // as a battle would have posted them (TC-26)
    goTo(c, 'activations');
    c.act('lge.initiative.draw', { marker: 'E1' });
    for (let i = 0; i < 40 && !c.state.initiative.ended; i++) c.act('lge.initiative.draw', {});
    goTo(c, 'conquest');
    c.act('lge.peace', { a: 'france', b: 'prussia' }, { physicalDice: [[1, 2, 1]] });
    // 6 turns from the next one: this turn and those 6 are left.
    expect(c.state.peaces).toEqual([{ a: 'france', b: 'prussia', turnsLeft: 7, rolled: [1, 2, 1] }]);
    expect(c.state.pr.prussia).toBe(10 + 3);
    expect(c.state.prReleased.prussia).toBe(3);
    goTo(c, 'victory');
    c.act('sequence.next', {});
    expect(c.state.peaces[0]!.turnsLeft).toBe(6);
    goTo(c, 'diplomacy');
    refused(c, 'lge.war.declare', { a: 'prussia', b: 'france' }, /mandatory peace for 6 more turns/);
  });

  it('names the missing table and keeps a manual mode for a land battle', () => {
    const c = lgeCampaign({ pack: groupPack() });
    goTo(c, 'activations');
    c.act('lge.initiative.draw', { marker: 'E5' });
    refused(c, 'lge.land.start', { attacker: 'france', defender: 'austria', where: 'Elchingen', input: LAND_INPUT }, /Combat ratio/);
    c.act('lge.land.start', { attacker: 'france', defender: 'austria', where: 'Elchingen', input: { ...LAND_INPUT, ratioDrm: [0, 0] } });
    refused(c, 'lge.land.act', { type: 'roll' }, /minor battle table is not entered|crt-minor/);
    c.act('lge.land.act', { type: 'result', attacker: { losses: 1, leader: 'L' }, defender: { losses: 1 } });
    c.act('lge.land.act', { type: 'losses', side: 'attacker' });
    c.act('lge.land.act', { type: 'losses', side: 'defender' });
    refused(c, 'lge.land.act', { type: 'wounds' }, /Leader wounds/);
    refused(c, 'lge.land.act', { type: 'wounds', results: [{ leader: 'davout', result: 'none' }] }, /"davout" is not among hiller/);
    c.act('lge.land.act', { type: 'wounds', results: [{ leader: 'hiller', result: 'killed' }] });
    expect((c.state.battle!.state as any).fates).toEqual({ hiller: 'killed' });
    expect((c.state.battle!.state as any).stage).toBe('tie-attacker');
    refused(c, 'lge.land.act', { type: 'tie', side: 'defender', choice: 'fight' }, /attacker decides now/);
  });

  it('lays a siege, rolls the attempt and the assault with logged dice, and posts the prisoners and the fortress', () => {
    const c = lgeCampaign({ pack: groupPack({ battleTables: true, siegeTable: true }) });
    goTo(c, 'activations');
    c.act('lge.initiative.draw', { marker: 'E5' });
    const input = {
      fortress: { name: 'Gaeta', level: 1 },
      morale: 3,
      besiegers: { units: [{ id: 'massena-corps', type: 'corps', steps: 3, artillery: 1, morale: 3 }], leaders: [{ id: 'massena', combat: 2 }], commander: 'massena' },
      inside: { units: [{ id: 'gaeta-corps', type: 'corps', steps: 2, maxSteps: 2, artillery: 0, morale: 3 }] },
      when: 'end-of-movement',
    };
    // §9.1.1: a level-2 fortress needs 2 corps / detachments (or an army); a friend outside must go in first.
    refused(c, 'lge.siege.start', { attacker: 'france', defender: 'austria', input: { ...input, fortress: { name: 'Gaeta', level: 2 } } }, /No siege \(§9\.1\.1\).*2 needed/);
    refused(c, 'lge.siege.start', { attacker: 'france', defender: 'austria', input: { ...input, friendlyOutside: true } }, /must be inside/);
    c.act('lge.siege.start', { attacker: 'france', defender: 'austria', input });
    expect(c.entries.at(-1)!.title).toMatch(/Siege of Gaeta \(level 1\).*Free: one attempt at the end of movement/);
    expect(c.state.fortresses!.Gaeta).toEqual({ level: 1, destroyed: 0, owner: 'austria', status: 'besieged' });
    refused(c, 'lge.siege.act', { type: 'combat', step: { type: 'roll' } }, /no siege combat/);
    // 2D6 4+4 = 8 on level 1: Assault.
    c.act('lge.siege.act', { type: 'attempt' }, { physicalDice: [[4, 4]] });
    expect(c.entries.at(-1)!.dice![0]!.purpose).toBe('Siege attempt on Gaeta (2D6, level 1)');
    // Massena +2 (ratio 4:4, 1/1); the garrison −1 out of supply (the group's unverified value).
    c.act('lge.siege.act', { type: 'combat', step: { type: 'roll' } }, { physicalDice: [[4, 4], [2, 2]] }); // 10 → 2 bold; 3 → 0
    c.act('lge.siege.act', { type: 'combat', step: { type: 'losses', side: 'defender' } });
    c.act('lge.siege.act', { type: 'combat', step: { type: 'demoralisation' } }, { physicalDice: [[3]] }); // 3 + 2 > 3
    expect(c.state.battle!.state.stage).toBe('over');
    c.act('lge.battle.close', {});
    expect(c.state.prisoners.france).toEqual({ austria: 1 });
    expect(c.state.fortresses!.Gaeta).toEqual({ level: 1, destroyed: 0, owner: 'france', status: 'empty' });
    expect(c.state.battles.at(-1)).toMatchObject({ kind: 'siege', where: 'Gaeta', winner: 'france' });
    expect(lge.statusBoard(c.state, c.header).find((g) => g.group === 'Fortresses')!.rows[0]).toEqual({ label: 'Gaeta (level 1)', value: 'France, empty (Forteresse vide)' });
    c.act('lge.fortress.reactivate', { fortress: 'Gaeta' });
    expect(c.state.fortresses!.Gaeta!.status).toBe('reactivated');
    refused(c, 'lge.fortress.reactivate', { fortress: 'Gaeta' }, /not an empty captured fortress/);
    // The file replays to the same state.
    expect(Campaign.load(lge, c.toFile()).state).toEqual(c.state);
  });

  it('lists before play what the group has still to enter, and when it is needed', () => {
    const bare = lgeCampaign({ pack: groupPack() });
    const needs = lge.beforeYouPlay!(bare.state, bare.header);
    expect(needs.map((n) => n.table)).toEqual(['combat-ratio', 'crt-minor', 'crt-skirmish', 'crt-major', 'wound', 'table-dice', 'siege', 'table-dice', 'production', 'counter-mix', 'maintenance', 'leaders', 'attrition', 'table-dice']);
    expect(needs.find((n) => n.table === 'counter-mix')!.why).toBe('No power builds more units than the counters provided in the game; until they are counted, production does not check it (§12.4.2).');
    expect(needs.find((n) => n.table === 'siege')!.when).toBe('the first siege attempt (Spring 1805)');
    expect(needs.find((n) => n.table === 'combat-ratio')!.when).toBe('the first land battle (Activation Phase of Spring 1805)');
    expect(needs.find((n) => n.table === 'combat-ratio')!.rows).toEqual(['1/1', '2/1', '5/2', '3/1']);
    const ready = lgeCampaign({ pack: groupPack({ battleTables: true, budgetTables: true }) });
    const left = lge.beforeYouPlay!(ready.state, ready.header);
    expect(left.map((n) => n.table)).toEqual(['siege', 'table-dice', 'production', 'counter-mix', 'leaders', 'attrition', 'table-dice']);
    expect(left[2]!.rows).not.toContain('infantry-step');
    const sieging = lgeCampaign({ pack: groupPack({ battleTables: true, budgetTables: true, siegeTable: true }) });
    expect(lge.beforeYouPlay!(sieging.state, sieging.header).map((n) => n.table)).toEqual(['production', 'counter-mix', 'leaders', 'attrition', 'table-dice']);
  });

  it('refuses bad input with the reason and changes nothing', () => {
    const c = lgeCampaign();
    refused(c, 'lge.ledger', { power: 'spain', currency: '£', amount: -11, reason: 'too much' }, /Spain has 10 £, 11 needed/);
    refused(c, 'lge.ledger', { power: 'prussland', currency: '£', amount: 1, reason: 'x' }, /power/);
    refused(c, 'lge.procedure', { id: 'march', input: { leaderCombat: 9 } }, /at most 6/);
    refused(c, 'lge.procedure', { id: 'diplomacy-minor', input: { by: 'spain', politicalBonus: 0, bribePounds: 10, embassy: true } }, /Spain has 10 £, 22 needed/);
    refused(c, 'lge.initiative.draw', {}, /Not now/);
  });
});

describe('a campaign land battle’s heavy cavalry charge (§8.2.1) on the table the group entered', () => {
  it('the attacker’s reserve cavalry charges with the table’s die (logged), the row’s DRM in its build-up; the defender with none is refused; off in the settings, no charge', () => {
    let pack = groupPack({ battleTables: true });
    for (const k of pack.tables['heavy-cavalry']!.rows.map((r) => r.key)) if (k !== '1' && k !== '4') pack = removeRow(DATA, pack, 'heavy-cavalry', k);
    for (const [k, drm, steps, leader] of [['1', -1, 1, 'wound-check'], ['4', 2, 0, 'none']] as const) for (const [col, v] of [['drm', drm], ['cavalryStepsLost', steps], ['leader', leader]] as const) pack = setCell(DATA, pack, 'heavy-cavalry', k, col, v);
    pack = setCell(DATA, pack, 'table-dice', 'heavy-cavalry', 'dice', '1D6');
    const c = lgeCampaign({ pack });
    goTo(c, 'activations');
    c.act('lge.initiative.draw', { marker: 'E3' });
    c.act('lge.land.start', { attacker: 'france', defender: 'austria', where: 'Ulm', input: LAND_INPUT });
    refused(c, 'lge.land.act', { type: 'charge', side: 'defender', charge: true }, /the defender has no heavy \(Cr\) or Guard cavalry in the battle, so it cannot charge/);
    c.act('lge.land.act', { type: 'charge', side: 'attacker', charge: true }, { physicalDice: [[5]] });
    expect(c.entries.at(-1)!.title).toBe('Land battle at Ulm: Round 1: the attacker charges with its heavy cavalry (§8.2.1): 1D6 5: +2 to the combat roll');
    expect(c.entries.at(-1)!.dice![0]!.purpose).toBe("Round 1: the attacker's heavy cavalry charge (1D6)");
    const b = c.state.battle as LandBattle;
    expect(analysis(b.setup, b.state).buildUp.attacker.lines).toContainEqual({ label: 'Heavy cavalry charge', value: 2, cite: '§8.2.1' });

    const off = lgeCampaign({ pack, rules: { heavyCavalryCharges: false } });
    goTo(off, 'activations');
    off.act('lge.initiative.draw', { marker: 'E3' });
    off.act('lge.land.start', { attacker: 'france', defender: 'austria', where: 'Ulm', input: LAND_INPUT });
    refused(off, 'lge.land.act', { type: 'charge', side: 'attacker', charge: true }, /optional heavy cavalry charges are off in this campaign \(§15\.1\)/, { physicalDice: [[5]] });
  });
});

describe('a campaign land battle reads the campaign’s rule settings', () => {
  it('the §10 readings set in the campaign reach the resolver (an input’s own rules still win)', () => {
    const c = lgeCampaign({ pack: groupPack({ battleTables: true }), rules: { replacedCommanderHit: 'last-round-only', spearheadAfterCommanderHit: 'replacement-checks', killedCommanderDemoralisation: 'plus-only', demoralisationLossDifference: 'table-results', overrunAtBattle: 'attacker-only', retreatBeforeDemoralisation: 'demoralisation-first', riverRetreatLosses: 'double-combat', imperialGuard: true } });
    goTo(c, 'activations');
    c.act('lge.initiative.draw', { marker: 'E3' });
    // Only France has the Imperial Guard (§15.4).
    const guarded = (side: 'attacker' | 'defender') => ({ ...LAND_INPUT, [side]: { ...LAND_INPUT[side], units: LAND_INPUT[side].units.map((u, i) => (i === 0 ? { ...u, imperialGuard: true } : u)) } });
    refused(c, 'lge.land.start', { attacker: 'france', defender: 'austria', where: 'Ulm', input: guarded('defender') }, /Only France has the Imperial Guard/);
    c.act('lge.land.start', { attacker: 'france', defender: 'austria', where: 'Ulm', input: { ...guarded('attacker'), rules: { killedCommanderDemoralisation: 'both' } } });
    const b = c.state.battle!;
    expect(b.kind === 'land' && b.setup.rules).toMatchObject({ replacedCommanderHit: 'last-round-only', spearheadAfterCommanderHit: 'replacement-checks', killedCommanderDemoralisation: 'both', demoralisationLossDifference: 'table-results', overrunAtBattle: 'attacker-only', retreatBeforeDemoralisation: 'demoralisation-first', riverRetreatLosses: 'double-combat', imperialGuard: true });
  });
});

describe('Winter budget: the gift cap reads its rule setting (giftCapBase, A-30)', () => {
  it('25 % of the Winter income by default, of the treasury before this Winter’s gifts under the other reading', () => {
    const at = (rules: Record<string, string>) => {
      const c = lgeCampaign({ rules });
      c.state.budget.france = { ...emptyBudget(), savingsDone: true, incomePounds: 46, giftsGiven: 5 };
      c.state.treasury.france = 56;
      return c.state;
    };
    expect(giftRoom(at({}), 'france')).toBe(12 - 5); // ceil(25 % × 46) − 5
    expect(giftRoom(at({ giftCapBase: 'treasury' }), 'france')).toBe(16 - 5); // ceil(25 % × (56 + 5)) − 5
    expect(giftRoom(at({ giftCapBase: 'treasury' }), 'great-britain')).toBeNull();
  });
});

describe('a named procedure reads the campaign’s rule settings (initiativeComparison, A-56)', () => {
  it('an avoidance rolled in the campaign: the −1 compares the leader’s initiative by default, the lowest present under the other reading', () => {
    const input = { initiative: 5, cavalry: true, lowestInitiative: 2, phasingInitiative: 4 };
    const roll = (rules: Record<string, string>) => {
      const c = lgeCampaign({ rules });
      c.act('lge.procedure', { id: 'avoidance', input }, { physicalDice: [[2, 2]] });
      return c.state.procedures.at(-1)!;
    };
    // 2+2 + 6 = 10 succeeds; 2+2 + 5 = 9 fails.
    expect(roll({})).toMatchObject({ success: true, probability: 33 / 36 });
    expect(roll({ initiativeComparison: 'lowest-present' })).toMatchObject({ success: false, probability: 30 / 36 });
  });
});
