// Imperial Borders, the remaining pieces of issue 12: the step list during Phase 4, and the other
// corrections and checks added with them (each test names its rule).
import { describe, expect, it } from 'vitest';
import { sequenceView } from '../../engine/sequence';
import { imperialBorders as ib } from './module';
import { computeImperialBordersFromHere, computeImperialBordersOdds } from './battle';
import { fromHereInput, oddsDice, positionInput } from './odds-input';
import { nationName } from './state';
import { goTo, ibCampaign, marchTo } from './testing';

const stepOf = (c: ReturnType<typeof ibCampaign>, id: string) => sequenceView(ib, c.state).phases.flatMap((p) => p.steps).find((x) => x.id === id)!;

describe('the step list while Nations march [Game Round Overview]', () => {
  it('Phases 5-7 are still to come while Nations march, Phases 1-3 were done before the first; neither is "skipped"', () => {
    const c = ibCampaign();
    goTo(c, 'p4-review');
    const order = c.state.turnOrder;
    marchTo(c, order[1]!);
    const annex = stepOf(c, 'p5-annex');
    expect(annex.applies).toBe(false);
    expect(annex.note).toMatchObject({ kind: 'later' });
    expect(annex.note!.text).toMatch(/after the last Active Nation/);
    // The Nations still to march are named, the Active one is not.
    for (const n of order.slice(2)) expect(annex.note!.text).toContain(nationName(n));
    expect(annex.note!.text).not.toContain(nationName(order[1]!));
    expect(stepOf(c, 'p7-purchase').note?.kind).toBe('later');
    expect(stepOf(c, 'p1-taxes').note).toMatchObject({ kind: 'earlier' });
    expect(stepOf(c, 'p3-bids').note?.kind).toBe('earlier');
    // The Congress of Vienna is not held in Round 1: it stays skipped, with its reason.
    expect(stepOf(c, 'p6-congress').note).toBeUndefined();
    // The last Active Nation: Phases 5-7 apply now (the step list walks into them).
    marchTo(c, order[order.length - 1]!);
    expect(stepOf(c, 'p5-annex')).toMatchObject({ applies: true });
    expect(stepOf(c, 'p5-annex').note).toBeUndefined();
  });
});

describe('odds from here, inside a Battle Round [Chapter 2 D-F]', () => {
  // Test dice: Black = Double Blast, Blast, Blast, Bar, Blank, Blank (a lone Cannon hits with 4/6).
  const duel = (defender: 'aggressive' | 'defensive') => {
    const c = ibCampaign();
    goTo(c, 'p4-review');
    marchTo(c, c.state.turnOrder[0]!);
    const a = c.state.turnOrder[0]!;
    const d = c.state.turnOrder.find((n) => c.state.nations[n].team !== c.state.nations[a].team)!;
    c.act('ib.battle.setup', { where: 'Saxony', kind: 'land', attacker: { nations: [a], units: [{ nation: a, type: 'cannon' }] }, defender: { nations: [d], units: [{ nation: d, type: 'cannon' }] } });
    for (const side of ['attacker', 'defender']) c.act('ib.battle.step', { type: 'positions', side });
    c.act('ib.battle.step', { type: 'stance', side: 'attacker', stance: 'aggressive' });
    c.act('ib.battle.step', { type: 'stance', side: 'defender', stance: defender });
    return c;
  };
  const here = (c: ReturnType<typeof ibCampaign>) => {
    const f = c.state.fight!.state;
    const d = oddsDice(c.state);
    if (!('dice' in d)) throw new Error(d.missing);
    const x = fromHereInput(f, d.dice, { attacker: f.stances.attacker!, defender: f.stances.defender! });
    return x ? computeImperialBordersFromHere(x.input, x.mid) : null;
  };

  it('before the first die there is no "from here" (the round’s start odds hold); after the attacker’s Double Blast: victory 2/6, mutual defeat 4/6', () => {
    const c = duel('aggressive');
    expect(here(c)).toBeNull();
    c.act('ib.battle.step', { type: 'dice', side: 'attacker' }, { physicalDice: [[1]] });
    const r = here(c)!;
    expect(r.round).toBe(1);
    expect(r.attackerVictory).toBeCloseTo(2 / 6, 12);
    expect(r.mutualDefeat).toBeCloseTo(4 / 6, 12);
  });

  it('at the block: the defender’s Bar still to block the attacker’s Blast leaves both Cannons standing this round', () => {
    const c = duel('defensive');
    c.act('ib.battle.step', { type: 'dice', side: 'attacker' }, { physicalDice: [[2]] }); // a Blast
    c.act('ib.battle.step', { type: 'dice', side: 'defender' }, { physicalDice: [[4]] }); // a Bar: it must block
    expect(c.state.fight!.state.step).toBe('block');
    const r = here(c)!;
    // Round 1 ends with both Cannons standing: on to Round 2 from the same forces.
    const f = c.state.fight!.state;
    const d = oddsDice(c.state) as { dice: Record<string, unknown> };
    const fromTwo = computeImperialBordersOdds({ ...positionInput(f, d.dice, { attacker: 'aggressive', defender: 'defensive' })!, round: 2 });
    expect(r.attackerVictory).toBeCloseTo(fromTwo.attackerVictory, 12);
    expect(r.contested).toBeCloseTo(fromTwo.contested, 12);
  });

  it('at the assignment: the attacker’s Double Blast already on the defender’s Cannon, the defender’s Blank: attacker victory', () => {
    const c = duel('aggressive');
    c.act('ib.battle.step', { type: 'dice', side: 'attacker' }, { physicalDice: [[1]] });
    c.act('ib.battle.step', { type: 'dice', side: 'defender' }, { physicalDice: [[5]] });
    expect(here(c)!.attackerVictory).toBeCloseTo(1, 12);
  });
});
