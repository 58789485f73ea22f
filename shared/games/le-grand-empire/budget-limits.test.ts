// The Winter budget's readings and production limits (§12.1.2, §12.4.2, §15.3): the savings cap before or
// after the Winter income, the cavalry quarter, army replacements, the produced fleet
// point's arrival and the optional Anvers roll; each limit refuses with the rule quoted, changing nothing.
import { describe, expect, it } from 'vitest';
import { setCell } from '../../data/tables';
import { armyRoom, cavalryRoom, counterLimit, dockyardRoom, fleetsOnOrder, isCavalry, isFleet, recordedCounters } from './actions/treasury';
import { leGrandEmpireModule as lge } from './module';
import { anversHeld, anversWords, clock, POWERS, type Power } from './state';
import { LE_GRAND_EMPIRE_DATA as DATA } from './tables';
import { groupPack, lgeCampaign, playTo, refused, type C } from './testing';

/** The group's budget tables, a fleet point at 1 Pr and 10 £, Boulogne with dockyards, Dover without, Anvers not entered. */
function pack() {
  let p = groupPack({ budgetTables: true });
  p = setCell(DATA, p, 'production', 'fleet-step', 'pr', 1);
  p = setCell(DATA, p, 'production', 'fleet-step', 'pounds', 10);
  p = setCell(DATA, p, 'harbours', 'Boulogne', 'dockyard', true);
  p = setCell(DATA, p, 'harbours', 'Dover', 'dockyard', false);
  return p;
}

/** Winter 1805's budget, France's savings step done and `pr` Pr (and 40 £) collected. */
function winter(rules: Record<string, string | boolean> = {}, pr = 13): C {
  const c = lgeCampaign({ pack: pack(), rules });
  playTo(c, 'winter-budget');
  c.act('lge.budget.savings', { power: 'france' });
  c.act('lge.budget.income', { power: 'france', lines: [{ source: 'provinces', pounds: 40, pr }] });
  if (rules.savingsCapTiming === 'after-income') c.act('lge.budget.cap', { power: 'france' });
  return c;
}
const produce = (c: C, items: Array<Record<string, unknown>>, power: Power = 'france') => c.act('lge.budget.produce', { power, items });

describe('savings cap timing (savingsCapTiming, §12.1.2, A-28)', () => {
  it('before the income: France keeps 25 £ of its 60, then collects 40: 65 £', () => {
    const c = lgeCampaign({ pack: pack() });
    playTo(c, 'winter-budget');
    expect(c.state.treasury.france).toBe(60);
    refused(c, 'lge.budget.income', { power: 'france', lines: [{ source: 'provinces', pounds: 40, pr: 12 }] }, /savings cap first/);
    refused(c, 'lge.budget.cap', { power: 'france' }, /applied with the savings step/);
    c.act('lge.budget.savings', { power: 'france' });
    expect(c.state.treasury.france).toBe(25);
    c.act('lge.budget.income', { power: 'france', lines: [{ source: 'provinces', pounds: 40, pr: 12 }] });
    expect(c.state.treasury.france).toBe(65);
    produce(c, [{ kind: 'infantry-step', count: 1 }]);
    expect(c.state.treasury.france).toBe(63);
  });

  it('after the income: the Pr go first, 60 + 40 = 100 £ is capped to 25 £ before production; production and closing wait for it', () => {
    const c = lgeCampaign({ pack: pack(), rules: { savingsCapTiming: 'after-income' } });
    playTo(c, 'winter-budget');
    refused(c, 'lge.budget.income', { power: 'france', lines: [{ source: 'provinces', pounds: 40, pr: 12 }] }, /savings step first/);
    refused(c, 'lge.budget.cap', { power: 'france' }, /savings step first/);
    c.act('lge.budget.savings', { power: 'france' });
    expect([c.state.treasury.france, c.state.pr.france]).toEqual([60, 0]);
    c.act('lge.budget.income', { power: 'france', lines: [{ source: 'provinces', pounds: 40, pr: 12 }] });
    expect(c.state.treasury.france).toBe(100);
    refused(c, 'lge.budget.produce', { power: 'france', items: [{ kind: 'infantry-step', count: 1 }] }, /savings cap first.*production phase/);
    refused(c, 'lge.budget.done', { power: 'france' }, /savings cap first/);
    c.act('lge.budget.cap', { power: 'france' });
    expect(c.state.treasury.france).toBe(25);
    expect(c.entries.at(-1)!.title).toMatch(/savings cap 25 £ \(keeps 25 £\) after the Winter income/);
    refused(c, 'lge.budget.cap', { power: 'france' }, /is applied/);
    produce(c, [{ kind: 'infantry-step', count: 1 }]);
    expect(c.state.treasury.france).toBe(23);
  });
});

describe('cavalry: a quarter of the Pr, rounded down (cavalryQuarter, §12.4.2, A-29)', () => {
  const cav = (n: number) => [{ kind: 'cavalry-step', count: n }];

  it('of the year’s Pr: 13 Pr collected allow 3 Pr of cavalry for the year; a Pr gained later raises it', () => {
    const c = winter();
    expect(cavalryRoom(c.state, 'france')).toMatchObject({ room: 3, quarter: 3, base: 13, per: 'year' });
    refused(c, 'lge.budget.produce', { power: 'france', items: cav(4) }, /“No more than ONE QUARTER of the Pr, rounded down, can be used during a single year to produce cavalry units” \(§12\.4\.2\).*3 Pr left on cavalry this year \(¼ of 13 Pr/);
    produce(c, cav(3));
    expect(cavalryRoom(c.state, 'france').room).toBe(0);
    playTo(c, 'exceptional-budget');
    expect(clock(c.state)).toEqual({ year: 1806, season: 'spring' });
    expect(c.state.pr.france).toBe(10);
    refused(c, 'lge.budget.produce', { power: 'france', items: cav(1) }, /0 Pr left on cavalry this year \(¼ of 13 Pr gained since the Winter, rounded down = 3; 3 spent\)/);
    c.act('lge.ledger', { power: 'france', currency: 'Pr', amount: 3, reason: 'Prisoners released' });
    expect(cavalryRoom(c.state, 'france')).toMatchObject({ room: 1, quarter: 4, base: 16 });
    produce(c, cav(1));
    expect(c.state.pr.france).toBe(12);
  });

  it('of the Pr available in each budget phase: 3 of 13 in Winter, then ¼ of the 10 left (2) in Spring', () => {
    const c = winter({ cavalryQuarter: 'available-pr' });
    expect(cavalryRoom(c.state, 'france')).toMatchObject({ room: 3, per: 'phase' });
    produce(c, [{ kind: 'infantry-step', count: 1 }]);
    expect(cavalryRoom(c.state, 'france').room).toBe(3); // the 1 Pr spent still counts as available this phase
    produce(c, cav(3));
    refused(c, 'lge.budget.produce', { power: 'france', items: cav(1) }, /ONE QUARTER.*0 Pr left on cavalry this budget phase/);
    playTo(c, 'exceptional-budget');
    expect(c.state.pr.france).toBe(9);
    expect(cavalryRoom(c.state, 'france')).toMatchObject({ room: 2, quarter: 2, base: 9 });
    refused(c, 'lge.budget.produce', { power: 'france', items: cav(3) }, /2 Pr left on cavalry this budget phase/);
    produce(c, cav(2));
    expect(c.state.pr.france).toBe(7);
  });
});

describe('cavalry is known by the Type column of the production table, not by its name (§12.4.2, M12)', () => {
  /** The group's “hussars” row: a cavalry unit whose name says nothing of cavalry; “light-horse-guns” named like cavalry but entered as other. */
  function rows(type: 'cavalry' | 'other' | null) {
    let p = pack();
    p = setCell(DATA, p, 'production', 'hussars', 'pr', 1);
    p = setCell(DATA, p, 'production', 'hussars', 'pounds', 3);
    if (type) p = setCell(DATA, p, 'production', 'hussars', 'type', type);
    p = setCell(DATA, p, 'production', 'cavalry-guns', 'pr', 1);
    p = setCell(DATA, p, 'production', 'cavalry-guns', 'pounds', 2);
    p = setCell(DATA, p, 'production', 'cavalry-guns', 'type', 'other');
    return p;
  }
  const winterWith = (p: ReturnType<typeof pack>) => {
    const c = lgeCampaign({ pack: p });
    playTo(c, 'winter-budget');
    c.act('lge.budget.savings', { power: 'france' });
    c.act('lge.budget.income', { power: 'france', lines: [{ source: 'provinces', pounds: 40, pr: 13 }] });
    return c;
  };

  it('4 hussars (cavalry by type) are over the 3 Pr quarter of 13; 4 “cavalry-guns” (type other) are not cavalry', () => {
    const c = winterWith(rows('cavalry'));
    expect(isCavalry(c.state, 'france', 'hussars')).toBe(true);
    expect(isCavalry(c.state, 'france', 'cavalry-guns')).toBe(false);
    refused(c, 'lge.budget.produce', { power: 'france', items: [{ kind: 'hussars', count: 4 }] }, /ONE QUARTER.*this cavalry costs 4 Pr; France has 3 Pr left on cavalry this year/);
    produce(c, [{ kind: 'cavalry-guns', count: 4 }]);
    expect(cavalryRoom(c.state, 'france').spent).toBe(0);
    produce(c, [{ kind: 'hussars', count: 3 }]);
    expect(cavalryRoom(c.state, 'france')).toMatchObject({ room: 0, spent: 3 });
  });

  it('a row without its type is asked for before it is produced, naming the table', () => {
    const c = winterWith(rows(null));
    refused(c, 'lge.budget.produce', { power: 'france', items: [{ kind: 'hussars', count: 1 }] }, /Fill in the table "Production costs" first \(in the data editor\): hussars: its type \(cavalry counts against the ¼ Pr cap, §12\.4\.2\)/);
  });

  it('a power’s own row may type it differently', () => {
    let p = rows('cavalry');
    p = setCell(DATA, p, 'production', 'france:hussars', 'pr', 1);
    p = setCell(DATA, p, 'production', 'france:hussars', 'pounds', 3);
    p = setCell(DATA, p, 'production', 'france:hussars', 'type', 'infantry');
    const c = winterWith(p);
    produce(c, [{ kind: 'hussars', count: 4 }]);
    expect(cavalryRoom(c.state, 'france').spent).toBe(0);
  });
});

describe('the counter mix: no more units than the counters in the game (§12.4.2, table “Counter mix”)', () => {
  /** Prussia's infantry corps at 2 Pr and 6 £, 12 counters in the game (or not counted yet). */
  function prussia(counters: number | null) {
    let p = pack();
    p = setCell(DATA, p, 'production', 'infantry-corps', 'pr', 2);
    p = setCell(DATA, p, 'production', 'infantry-corps', 'pounds', 6);
    if (counters !== null) p = setCell(DATA, p, 'counter-mix', 'prussia:infantry-corps', 'counters', counters);
    const c = lgeCampaign({ pack: p });
    playTo(c, 'winter-budget');
    c.act('lge.budget.savings', { power: 'prussia' });
    c.act('lge.budget.income', { power: 'prussia', lines: [{ source: 'provinces', pounds: 60, pr: 20 }] });
    return c;
  }
  const corps = (count: number, inUse?: number) => [{ kind: 'infantry-corps', count, ...(inUse === undefined ? {} : { inUse }) }];

  it('12 counters, 12 in use: refused with the reason; 10 in use: 2 built, a third refused as the phase’s 2 count too', () => {
    const c = prussia(12);
    expect(counterLimit(c.state, 'prussia', 'infantry-corps')).toBe(12);
    refused(c, 'lge.budget.produce', { power: 'prussia', items: corps(1) }, /Say how many Prussia infantry corps counters are in use \(on the map or in a box\): the game provides 12 \(table "Counter mix", §12\.4\.2\)/);
    refused(c, 'lge.budget.produce', { power: 'prussia', items: corps(1, 12) }, /^Prussia has no infantry corps counter left: the game provides 12, 12 in use\. “Each major and minor power has a maximum number of units that can be produced\. This limit is simply the number of counters provided in the game” \(§12\.4\.2\)\.$/);
    refused(c, 'lge.budget.produce', { power: 'prussia', items: corps(3, 10) }, /Prussia has only 2 infantry corps counters left \(the game provides 12, 10 in use\), 3 asked/);
    produce(c, corps(2, 10), 'prussia');
    expect(c.state.budget.prussia!.counters).toEqual({ 'infantry-corps': 2 });
    refused(c, 'lge.budget.produce', { power: 'prussia', items: corps(1, 10) }, /Prussia has no infantry corps counter left: the game provides 12, 10 in use, 2 built this budget phase/);
  });

  it('army replacements and units with no row take no counter; another power’s row is its own', () => {
    const c = prussia(12);
    produce(c, [{ kind: 'infantry-corps', count: 1, army: 'Armée de Silésie' }, { kind: 'infantry-step', count: 2 }], 'prussia');
    expect(c.state.budget.prussia!.counters ?? {}).toEqual({});
    expect(counterLimit(c.state, 'prussia', 'infantry-step')).toBe('none');
    expect(counterLimit(c.state, 'france', 'infantry-corps')).toBe('missing');
  });

  it('with the Stacks registry recording Prussia’s corps, they are the count in use unless one is typed', () => {
    let p = pack();
    p = setCell(DATA, p, 'production', 'infantry-corps', 'pr', 2);
    p = setCell(DATA, p, 'production', 'infantry-corps', 'pounds', 6);
    p = setCell(DATA, p, 'counter-mix', 'prussia:infantry-corps', 'counters', 2);
    const c = lgeCampaign({ pack: p, rules: { enemyVisibility: true } });
    const corps = (id: string, cavalry?: 'reserve') => ({ id, type: 'corps', steps: 3, morale: 3, ...(cavalry ? { cavalry } : {}) });
    c.act('lge.stack.record', { power: 'prussia', where: 'Berlin', contents: { units: [corps('I'), corps('II'), corps('Cr', 'reserve')], leaders: [], army: 0 } });
    expect(recordedCounters(c.state, 'prussia', 'infantry-corps')).toBe(2);
    expect(recordedCounters(c.state, 'prussia', 'cavalry-corps')).toBe(1);
    expect(recordedCounters(c.state, 'france', 'infantry-corps')).toBeNull();
    playTo(c, 'winter-budget');
    c.act('lge.budget.savings', { power: 'prussia' });
    c.act('lge.budget.income', { power: 'prussia', lines: [{ source: 'provinces', pounds: 60, pr: 20 }] });
    refused(c, 'lge.budget.produce', { power: 'prussia', items: [{ kind: 'infantry-corps', count: 1 }] }, /^Prussia has no infantry corps counter left: the game provides 2, 2 in use \(recorded in Stacks\)\./);
    // One of them is eliminated at the table but still on the record: the group types the count.
    produce(c, [{ kind: 'infantry-corps', count: 1, inUse: 1 }], 'prussia');
    expect(c.state.budget.prussia!.counters).toEqual({ 'infantry-corps': 1 });
  });

  it('not counted yet: production still works, and the table says so', () => {
    const c = prussia(null);
    expect(counterLimit(c.state, 'prussia', 'infantry-corps')).toBe('missing');
    produce(c, corps(5), 'prussia');
    expect(c.state.treasury.prussia).toBe(25 + 60 - 5 * 6); // 30 £ capped to 25, then 60 collected
    expect(lge.beforeYouPlay!(c.state, c.header).find((n) => n.table === 'counter-mix')).toMatchObject({ rows: expect.arrayContaining(['prussia:infantry-corps', 'france:cavalry-corps']) });
  });
});

describe('army replacements: up to 2 combat points per army marker (§12.4.2; armyReplacementCost, A-51)', () => {
  it('at the production cost by default; a third point in one army is refused; another army and the next budget phase have their own 2', () => {
    const c = winter();
    const [lb, pr] = [c.state.treasury.france, c.state.pr.france];
    refused(c, 'lge.budget.produce', { power: 'france', items: [{ kind: 'infantry-step', count: 3, army: 'Grande Armée' }] }, /“The limit is 2 combat points per army marker” \(§12\.4\.2\): Grande Armée may take 2 more of its 2 this budget phase, 3 asked/);
    produce(c, [{ kind: 'infantry-step', count: 2, army: 'Grande Armée' }]);
    expect([c.state.treasury.france, c.state.pr.france]).toEqual([lb - 4, pr - 2]);
    expect(armyRoom(c.state, 'france', 'Grande Armée')).toBe(0);
    refused(c, 'lge.budget.produce', { power: 'france', items: [{ kind: 'infantry-step', count: 1, army: 'Grande Armée' }] }, /Grande Armée may take 0 more/);
    produce(c, [{ kind: 'infantry-step', count: 1, army: 'Armée du Nord' }]);
    playTo(c, 'exceptional-budget');
    expect(armyRoom(c.state, 'france', 'Grande Armée')).toBe(2);
    const before = c.state.treasury.france;
    produce(c, [{ kind: 'infantry-step', count: 2, army: 'Grande Armée' }]);
    expect(c.state.treasury.france).toBe(before - 8); // £ doubled outside Winter
  });

  it('the army limit is checked before any cost is asked for (no production table entered)', () => {
    const c = lgeCampaign();
    playTo(c, 'winter-budget');
    c.act('lge.budget.savings', { power: 'france' });
    refused(c, 'lge.budget.produce', { power: 'france', items: [{ kind: 'infantry-step', count: 3, army: 'Grande Armée' }] }, /2 combat points per army marker/);
    refused(c, 'lge.budget.produce', { power: 'france', items: [{ kind: 'infantry-step', count: 2, army: 'Grande Armée' }] }, /Production costs/);
  });

  it('free under the other reading, the limit the same', () => {
    const c = winter({ armyReplacementCost: 'free' });
    const [lb, pr] = [c.state.treasury.france, c.state.pr.france];
    produce(c, [{ kind: 'infantry-step', count: 2, army: 'Grande Armée' }]);
    expect([c.state.treasury.france, c.state.pr.france]).toEqual([lb, pr]);
    expect(c.entries.at(-1)!.title).toMatch(/2 × infantry-step into Grande Armée \(army replacement, free\): 0 £, 0 Pr/);
    refused(c, 'lge.budget.produce', { power: 'france', items: [{ kind: 'infantry-step', count: 1, army: 'Grande Armée' }] }, /2 combat points per army marker/);
  });
});

describe('fleet points: 1 per dockyard per budget turn, arriving 4 turns later (§12.4.2, §12.5.1; fleetStepArrival, A-32)', () => {
  it('paid in Winter 1805 at Boulogne, it arrives in Winter 1806 (turn + 4); a second point there is refused', () => {
    const c = winter();
    refused(c, 'lge.budget.produce', { power: 'france', items: [{ kind: 'fleet-step', count: 1 }] }, /Name the dockyard/);
    refused(c, 'lge.budget.produce', { power: 'france', items: [{ kind: 'fleet-step', count: 1, dockyard: 'Dover' }] }, /Dover has no dockyards/);
    refused(c, 'lge.budget.produce', { power: 'france', items: [{ kind: 'fleet-step', count: 1, dockyard: 'Anvers' }] }, /missing from the table "Harbours"/);
    refused(c, 'lge.budget.produce', { power: 'france', items: [{ kind: 'fleet-step', count: 1, dockyard: 'Brest' }] }, /Brest is not a harbour of the table "Harbours"/);
    refused(c, 'lge.budget.produce', { power: 'france', items: [{ kind: 'fleet-step', count: 2, dockyard: 'Boulogne' }] }, /“Each dockyard can produce only one fleet point per budget turn” \(§12\.4\.2\): Boulogne may build 1 more of its 1/);
    produce(c, [{ kind: 'fleet-step', count: 1, dockyard: 'Boulogne' }]);
    expect(c.entries.at(-1)!.title).toMatch(/1 × fleet-step at Boulogne \(arrives Winter 1806\): 10 £, 1 Pr/);
    expect(fleetsOnOrder(c.state, 'france')).toEqual([{ power: 'france', dockyard: 'Boulogne', points: 1, paidTurn: 4, arrivesTurn: 8 }]);
    expect(dockyardRoom(c.state, 'france', 'Boulogne')).toBe(0);
    refused(c, 'lge.budget.produce', { power: 'france', items: [{ kind: 'fleet-step', count: 1, dockyard: 'Boulogne' }] }, /Boulogne may build 0 more/);
  });

  it('a ship-of-the-line row typed “fleet” is built at a dockyard whatever its name; a row typed infantry is not', () => {
    let p = pack();
    p = setCell(DATA, p, 'production', 'ship-of-the-line', 'pr', 1);
    p = setCell(DATA, p, 'production', 'ship-of-the-line', 'pounds', 12);
    p = setCell(DATA, p, 'production', 'ship-of-the-line', 'type', 'fleet');
    const c = lgeCampaign({ pack: p });
    playTo(c, 'winter-budget');
    c.act('lge.budget.savings', { power: 'france' });
    c.act('lge.budget.income', { power: 'france', lines: [{ source: 'provinces', pounds: 40, pr: 13 }] });
    expect([isFleet(c.state, 'france', 'ship-of-the-line'), isFleet(c.state, 'france', 'fleet-step'), isFleet(c.state, 'france', 'infantry-step')]).toEqual([true, true, false]);
    refused(c, 'lge.budget.produce', { power: 'france', items: [{ kind: 'ship-of-the-line', count: 1 }] }, /Name the dockyard/);
    refused(c, 'lge.budget.produce', { power: 'france', items: [{ kind: 'infantry-step', count: 1, dockyard: 'Boulogne' }] }, /Only a fleet point is built at a dockyard/);
    produce(c, [{ kind: 'ship-of-the-line', count: 1, dockyard: 'Boulogne' }]);
    expect(fleetsOnOrder(c.state, 'france')).toHaveLength(1);
  });

  it('with the delay counting the production turn, it arrives in Autumn 1806 (turn + 3)', () => {
    const c = winter({ fleetStepArrival: 'turn-plus-3' });
    produce(c, [{ kind: 'fleet-step', count: 1, dockyard: 'Boulogne' }]);
    expect(c.entries.at(-1)!.title).toMatch(/arrives Autumn 1806/);
    expect(fleetsOnOrder(c.state)[0]!.arrivesTurn).toBe(7);
  });
});

describe('the fleet point arrives at the reinforcement phase the reading gives (fleetStepArrival, A-32)', () => {
  /** France's prompt at the Reinforcements Phase of a turn. */
  function reinforcementsAt(c: C, turn: number): string {
    while (c.state.position.turn < turn) {
      playTo(c, 'victory');
      c.act('sequence.next', {});
    }
    playTo(c, 'reinforcements');
    while (POWERS[c.state.orderIndex] !== 'france') c.act('lge.order.next', {});
    return lge.prompt(c.state, c.header);
  }
  for (const [rules, at, none] of [[{}, 8, 7], [{ fleetStepArrival: 'turn-plus-3' }, 7, 6]] as const) {
    it(`${JSON.stringify(rules)}: announced at turn ${at}, not at turn ${none}`, () => {
      const c = winter(rules);
      produce(c, [{ kind: 'fleet-step', count: 1, dockyard: 'Boulogne' }]);
      expect(reinforcementsAt(c, none)).not.toMatch(/Fleet points arriving/);
      expect(lge.powerViews(c.state, c.header).find((v) => v.power === 'france')!.facts).toContain(`1 fleet point from Boulogne: arrives ${at === 8 ? 'Winter' : 'Autumn'} 1806`);
      expect(reinforcementsAt(c, at)).toBe('France now (diplomacy order). Fleet points arriving: 1 from Boulogne, to a fleet in a national harbour with dockyards (§12.5.1).');
    });
  }
});

describe('Anvers harbour (optional §15.3): France rolls each Winter budget, a free fleet point on 4+', () => {
  it('off: the roll is refused', () => {
    const c = winter();
    refused(c, 'lge.procedure', { id: 'anvers' }, /“Anvers harbour” is off/, { physicalDice: [[5]] });
  });

  it('on: one roll in the Winter budget, its chance 1/2 kept; a second roll and a roll outside the Winter budget are refused', () => {
    const c = lgeCampaign({ pack: pack(), rules: { anversHarbour: true } });
    refused(c, 'lge.procedure', { id: 'anvers' }, /during the winter budget phase/, { physicalDice: [[5]] });
    playTo(c, 'winter-budget');
    refused(c, 'lge.procedure', { id: 'anvers' }, /Say that France controls Anvers and it is not besieged: the harbour “provides special bonuses to France as long as it is controlled and not besieged” \(§15\.3\)/, { physicalDice: [[4]] });
    c.act('lge.procedure', { id: 'anvers', input: { held: true } }, { physicalDice: [[4]] });
    expect(c.state.procedures.at(-1)).toMatchObject({ name: 'anvers', probability: 0.5, success: true });
    expect(c.entries.at(-1)!.title).toMatch(/Success: 4 .*a fleet point is built for free; no French fleet is recorded in Anvers \(Stacks\), so it joins a fleet harboured there at the table, if there is one \(§15\.3\); chance was 50\.0 %/);
    refused(c, 'lge.procedure', { id: 'anvers', input: { held: true } }, /rolled for Anvers this Winter/, { physicalDice: [[6]] });
  });

  it('on: a 3 builds nothing', () => {
    const c = lgeCampaign({ pack: pack(), rules: { anversHarbour: true } });
    playTo(c, 'winter-budget');
    c.act('lge.procedure', { id: 'anvers', input: { held: true } }, { physicalDice: [[3]] });
    expect(c.entries.at(-1)!.title).toMatch(/Failure: 3 .*no free fleet point this year/);
  });

  it('on: the free point joins France’s fleet recorded in Anvers (Stacks), one fleet point more; another harbour’s fleet is not touched', () => {
    const c = lgeCampaign({ pack: pack(), rules: { anversHarbour: true, enemyVisibility: true } });
    const fleet = (id: string, points: number) => ({ units: [], leaders: [], army: 0, fleets: [{ id, points, bonus: 0, laden: 0, named: true }] });
    c.act('lge.stack.record', { power: 'france', where: 'Boulogne', contents: fleet('Escadre de Boulogne', 3) });
    c.act('lge.stack.record', { power: 'france', where: 'Anvers', contents: fleet('Escadre du Nord', 2) });
    playTo(c, 'winter-budget');
    c.act('lge.procedure', { id: 'anvers', input: { held: true } }, { physicalDice: [[6]] });
    expect(c.entries.at(-1)!.title).toMatch(/a fleet point is built for free and joins France's fleet harboured in Anvers \(stack france-2, §15\.3\)/);
    expect(c.state.stacks!.list.map((x) => x.contents.fleets![0]!.points)).toEqual([3, 3]);
  });

  it('the fortress registry decides when it knows Anvers: French and not besieged, or not', () => {
    const base = lgeCampaign().state;
    const at = (owner: Power | null, status: 'besieged' | 'empty' | 'reactivated' | 'active') => ({ ...base, fortresses: { Anvers: { level: 2, destroyed: 0, owner, status } } });
    expect(anversHeld(base)).toBeNull();
    expect(anversHeld(at('france', 'active'))).toBe(true);
    expect(anversHeld(at('france', 'besieged'))).toBe(false);
    expect(anversWords(at('france', 'besieged'))).toBe('Anvers is besieged');
    expect(anversHeld(at('great-britain', 'reactivated'))).toBe(false);
    expect(anversWords(at('great-britain', 'reactivated'))).toBe('Anvers is held by Great Britain');
  });

  it('on: France’s fleets in Anvers cannot be attacked by enemy fleets (§15.3); off, or elsewhere, the battle starts', () => {
    const fleets = { attacker: [{ id: 'Nelson', points: 4, bonus: 1 }], defender: [{ id: 'Escadre du Nord', points: 2, bonus: 0 }] };
    const on = lgeCampaign({ pack: pack(), rules: { anversHarbour: true } });
    playTo(on, 'activations');
    refused(on, 'lge.naval.start', { attacker: 'great-britain', defender: 'france', where: 'Anvers', fleets }, /“The fleets within the harbour cannot be attacked by enemy fleets” while France controls Anvers and it is not besieged \(§15\.3\); once a siege of Anvers is recorded \(Sieges\), its fleets can be attacked/);
    on.act('lge.naval.start', { attacker: 'great-britain', defender: 'france', where: 'Boulogne', fleets });
    const off = lgeCampaign({ pack: pack() });
    playTo(off, 'activations');
    off.act('lge.naval.start', { attacker: 'great-britain', defender: 'france', where: 'Anvers', fleets });
  });
});
