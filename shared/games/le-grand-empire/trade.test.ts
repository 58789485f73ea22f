// Winter collection counted per province and per harbour (§12.3.1-§12.3.3): TC-33 (France holds Austrian
// Tyrol: £ only; Austria nothing), TC-34 (Prussia in the Continental Blockade by treaty: its harbours give
// nobody anything, France 1 £ per harbour of value 4 or more), the general-peace halving, and TC-35's
// surviving corsair rolling on the group's Corsairs table, its take off Great Britain's area total.
import { describe, expect, it } from 'vitest';
import { setCell, type DataPack } from '../../data/tables';
import { emptyPeace } from './peace-state';
import { provincesOf, tradeIncome, tradeSheetDefaults } from './trade';
import { LE_GRAND_EMPIRE_DATA as DATA } from './tables';
import { goTo, groupPack, lgeCampaign, refused, type C } from './testing';

function winterPack(): DataPack {
  let p = groupPack();
  const set = (t: string, k: string, c: string, v: string | number | boolean) => (p = setCell(DATA, p, t, k, c, v));
  set('provinces', 'Tyrol', 'pounds', 5);
  set('provinces', 'Tyrol', 'pr', 3);
  set('provinces', 'Picardy', 'pounds', 6);
  set('provinces', 'Picardy', 'pr', 2);
  for (const [h, area, v] of [['Saint-Petersbourg', 'Baltic Sea', 4], ['Koenigsberg', 'Baltic Sea', 4], ['Stettin', 'Baltic Sea', 2], ['Dover', 'Channel', 5], ['Anvers', 'Channel', 3]] as const) {
    set('harbours', h, 'seaArea', area);
    set('harbours', h, 'tradeValue', v);
  }
  set('table-dice', 'corsairs', 'dice', '1D6');
  for (let r = 1; r <= 12; r++) set('corsairs', String(r), 'pounds', r <= 3 ? 1 : r <= 5 ? 2 : 3);
  return p;
}
function toWinterBudget(c: C) {
  goTo(c, 'activations');
  if (!c.state.initiative.drawn.length) c.act('lge.initiative.draw', { marker: 'E1' });
  for (let i = 0; i < 40 && !c.state.initiative.ended; i++) c.act('lge.initiative.draw', {});
  goTo(c, 'winter-budget');
}
const winter = () => lgeCampaign({ pack: winterPack(), settings: { startYear: 1805, startSeason: 'winter', endYear: 1806, endSeason: 'winter' } });

describe('provinces (§12.3.1, §12.3.2.1)', () => {
  it('TC-33: France holding Tyrol collects its £ only; Austria, its capital lost, nothing', () => {
    const c = winter();
    toWinterBudget(c);
    c.state.peace = { ...emptyPeace(), owners: { Tyrol: 'france' } }; // as the Conquest Phase recorded it
    expect(provincesOf(c.state, 'france').map((p) => p.key)).toEqual(['Picardy', 'Tyrol']);
    refused(c, 'lge.budget.provinces', { power: 'france', lines: [{ key: 'Picardy' }] }, /savings cap first/);
    c.act('lge.budget.savings', { power: 'france' });
    const before = [c.state.treasury.france, c.state.pr.france];
    c.act('lge.budget.provinces', { power: 'france', lines: [{ key: 'Picardy' }, { key: 'Tyrol', poundsOnly: true }] });
    expect(c.entries.at(-1)!.title).toBe('France collects 11 £ and 2 Pr from 2 provinces: Picardy 6 £ 2 Pr, Tyrol 5 £ 0 Pr (£ only)');
    expect([c.state.treasury.france, c.state.pr.france]).toEqual([before[0]! + 11, before[1]! + 2]);
    expect(c.state.budget.france!.incomePounds).toBe(11);
    refused(c, 'lge.budget.provinces', { power: 'france', lines: [{ key: 'Picardy' }] }, /collected this Winter/);
    c.act('lge.budget.savings', { power: 'austria' });
    refused(c, 'lge.budget.provinces', { power: 'austria', lines: [{ key: 'Magdebourg' }] }, /Provinces.*Magdebourg: its £/);
  });
});

describe('trade and corsairs (§12.3.3, §12.3.2.2)', () => {
  it('TC-34: Prussia’s harbours under the Continental Blockade give nothing; France 1 £ per harbour of value 4+', () => {
    const c = winter();
    const r = tradeIncome(c.state, [{ harbour: 'Koenigsberg', owner: 'prussia', relation: 'continental-blockade' }, { harbour: 'Stettin', owner: 'prussia', relation: 'continental-blockade' }, { harbour: 'Saint-Petersbourg', owner: 'russia', relation: 'alliance' }], [], {});
    expect(r.owners).toEqual({ france: 1, russia: 4 });
    expect(r.gbByArea['Baltic Sea']).toEqual({ gross: 4, halved: false, robbed: 0, net: 4 });
    const peace = tradeIncome(c.state, [{ harbour: 'Dover', owner: 'great-britain', relation: 'alliance' }, { harbour: 'Anvers', owner: 'france', relation: 'war' }], ['Channel'], {});
    expect(peace.gbByArea.Channel).toEqual({ gross: 5, halved: true, robbed: 0, net: 2 });
    expect(peace.owners).toEqual({});
  });

  it('TC-35: the surviving corsair rolls on the Corsairs table; the take comes off Great Britain’s Baltic trade in the ledger', () => {
    const c = winter();
    toWinterBudget(c);
    // The example: a British fleet with a 2-1 admiral (+1) and two corsairs, values 0 and −1. Only the first is
    // detected; it is sunk on a 4 (+1 = 5); the second, never detected, rolls on the corsairs table.
    c.act('lge.trade.hunt', { area: 'Baltic Sea', value: 0, fleets: [1] }, { physicalDice: [[4]] });
    expect(c.entries.at(-1)!.title).toBe('Corsair 1 (value 0) in Baltic Sea: detection 4 + 1 ✓ (≥ 5; chance 50.0 %): detected: the fleets fire (§12.3.2.2)');
    refused(c, 'lge.trade.corsair', { id: 1 }, /Corsair 1 is detected: the fleets fire first/);
    c.act('lge.trade.hunt', { area: 'Baltic Sea', value: -1, fleets: [1] }, { physicalDice: [[4]] });
    expect(c.entries.at(-1)!.title).toBe('Corsair 2 (value -1) in Baltic Sea: detection 4 ✗ (≥ 5; chance 33.3 %): not detected: it rolls on the corsairs table (§12.3.2.2)');
    refused(c, 'lge.trade.fire', { id: 2 }, /only a detected corsair is fired at/);
    c.act('lge.trade.fire', { id: 1 }, { physicalDice: [[4]] });
    expect(c.entries.at(-1)!.title).toBe('Corsair 1 in Baltic Sea: the fleets fire 4 + 1 ✓ (≥ 5; chance 50.0 %): sunk, France loses it; it takes nothing (§12.3.2.2)');
    refused(c, 'lge.trade.corsair', { id: 1 }, /Corsair 1 is sunk: it takes nothing/);
    refused(c, 'lge.trade.collect', { harbours: [{ harbour: 'Dover', owner: 'great-britain', relation: 'alliance' }] }, /Corsair 2 in Baltic Sea is not detected: it rolls on the corsairs table: finish it first/);
    c.act('lge.trade.corsair', { id: 2 }, { physicalDice: [[4]] });
    expect(c.entries.at(-1)!.title).toBe('Corsair 2 in Baltic Sea rolls 4 = 4 on the corsairs table: 2 £ taken from British trade (§12.3.2.2)');
    expect(c.state.trade!.corsairs!.map((x) => [x.id, x.status, x.take])).toEqual([[1, 'sunk', null], [2, 'robbed', 2]]);
    refused(c, 'lge.trade.corsair', { id: 2 }, /already taken its £/);
    const sheet = { harbours: [{ harbour: 'Saint-Petersbourg', owner: 'russia', relation: 'alliance' }, { harbour: 'Koenigsberg', owner: 'prussia', relation: 'neutral' }, { harbour: 'Dover', owner: 'great-britain', relation: 'alliance' }] };
    refused(c, 'lge.trade.collect', sheet, /Apply Russia's savings cap first/);
    for (const p of ['russia', 'prussia', 'great-britain']) c.act('lge.budget.savings', { power: p });
    const gb = c.state.treasury['great-britain'];
    c.act('lge.trade.collect', sheet);
    expect(c.state.treasury['great-britain']).toBe(gb + (8 - 2) + 5);
    expect(c.state.ledger.filter((l) => l.power === 'great-britain' && l.reason.startsWith('Trade')).map((l) => l.reason)).toEqual(['Trade: Baltic Sea 8 £, 2 £ to the corsairs (§12.3.3)', 'Trade: Channel 5 £ (§12.3.3)']);
    expect(c.state.ledger.filter((l) => l.power === 'russia' && l.reason.startsWith('Trade')).map((l) => l.amount)).toEqual([4]);
    refused(c, 'lge.trade.collect', sheet, /collected this Winter/);
    refused(c, 'lge.trade.corsair', { area: 'Channel' }, /corsairs roll before/);
  });

  it('names the missing Corsairs dice and keeps a typed take (manual mode)', () => {
    const c = lgeCampaign({ settings: { startYear: 1805, startSeason: 'winter', endYear: 1806, endSeason: 'winter' } });
    toWinterBudget(c);
    refused(c, 'lge.trade.corsair', { area: 'Baltic Sea' }, /how many dice the Corsairs table is rolled with/);
    c.act('lge.trade.corsair', { area: 'Baltic Sea', pounds: 3 });
    expect(c.state.trade!.robbed).toEqual({ 'Baltic Sea': 3 });
  });
});

describe('the trade sheet pre-filled (§12.3.3)', () => {
  it('owners from the Harbours table’s country, moved by the peace and conquest; relations from the blockade, the wars and the alliances', () => {
    let p = winterPack();
    for (const [h, country] of [['Saint-Petersbourg', 'russia'], ['Koenigsberg', 'prussia'], ['Stettin', 'Sweden'], ['Dover', 'great-britain']] as const) p = setCell(DATA, p, 'harbours', h, 'country', country);
    const c = lgeCampaign({ pack: p });
    const s = c.state;
    const sheet = (st: typeof s) => Object.fromEntries(tradeSheetDefaults(st).map((l) => [l.harbour, [l.owner, l.relation, l.known]]));
    // France at war with Great Britain and Russia allied to it; Sweden allied to France; Anvers' country not entered.
    const war = { ...s, wars: [{ a: 'france', b: 'great-britain' }], majors: { ...s.majors, russia: 'allied-great-britain' as const, prussia: 'neutral' as const }, minors: { ...s.minors, Sweden: { status: 'allied' as const, by: 'france' as const } } };
    expect(sheet(war)).toMatchObject({
      'Saint-Petersbourg': ['russia', 'alliance', true],
      Koenigsberg: ['prussia', 'neutral', true],
      Stettin: ['Sweden', 'war', true],
      Dover: ['great-britain', 'alliance', true],
      Anvers: ['great-britain', 'alliance', false],
    });
    // TC-34's peace: Prussia in the Continental Blockade by treaty; Stettin's Sweden conquered by Russia; Dover given away.
    const peace = { ...war, minors: { ...war.minors, Sweden: { status: 'conquered' as const, by: 'russia' as const } }, peace: { ...emptyPeace(), blockade: ['prussia'], owners: { Dover: 'france' } } };
    expect(sheet(peace)).toMatchObject({ Koenigsberg: ['prussia', 'continental-blockade', true], Stettin: ['russia', 'alliance', true], Dover: ['france', 'war', true] });
    // The sheet as pre-filled is what Collect trade counts: Great Britain's Baltic 4 (Saint-Petersbourg) + 2 (Stettin).
    const entered = tradeSheetDefaults(peace).filter((l) => ['Saint-Petersbourg', 'Koenigsberg', 'Stettin', 'Dover', 'Anvers'].includes(l.harbour));
    const r = tradeIncome(peace, entered, [], {});
    expect(r.gbByArea['Baltic Sea']!.net).toBe(6);
    expect(r.owners.russia).toBe(6);
  });

  it('continentalBlockadeScope (§12.3.3.1, Gloss., A-46): per country, Prussia under the clause trades nothing at once; global-only, not until the whole blockade is in effect', () => {
    let p = winterPack();
    for (const [h, country] of [['Saint-Petersbourg', 'russia'], ['Koenigsberg', 'prussia'], ['Stettin', 'prussia'], ['Dover', 'great-britain']] as const) p = setCell(DATA, p, 'harbours', h, 'country', country);
    const baltic = (c: C) => tradeSheetDefaults(c.state).filter((l) => ['Saint-Petersbourg', 'Koenigsberg', 'Stettin'].includes(l.harbour));
    const relations = (c: C) => Object.fromEntries(baltic(c).map((l) => [l.harbour, l.relation]));
    const under = { Koenigsberg: 'continental-blockade', Stettin: 'continental-blockade', 'Saint-Petersbourg': 'neutral' };
    const run = (scope: 'per-country' | 'global-only') => {
      const c = lgeCampaign({ pack: p, rules: { continentalBlockadeScope: scope }, settings: { startYear: 1805, startSeason: 'winter', endYear: 1806, endSeason: 'winter' } });
      c.act('lge.blockade', { country: 'prussia', how: 'clause' });
      return c;
    };
    const per = run('per-country');
    expect(relations(per)).toEqual(under);
    expect(tradeIncome(per.state, baltic(per), [], {}).gbByArea['Baltic Sea']!.net).toBe(4);
    const global = run('global-only');
    expect(relations(global)).toEqual({ Koenigsberg: 'neutral', Stettin: 'neutral', 'Saint-Petersbourg': 'neutral' });
    expect(tradeIncome(global.state, baltic(global), [], {}).gbByArea['Baltic Sea']!.net).toBe(10);
    // A harbour put under the blockade by hand is refused while it is not in effect; once it is, counted as under it.
    toWinterBudget(global);
    for (const x of ['russia', 'prussia', 'great-britain', 'france']) global.act('lge.budget.savings', { power: x });
    const marked = { harbours: baltic(per).map(({ known: _, ...l }) => l) };
    refused(global, 'lge.trade.collect', marked, /The Continental Blockade is not in effect .* apply only once it is \(§12\.3\.3\.1, A-46\): set the relation of Koenigsberg, Stettin with Great Britain/);
    global.act('lge.blockade.effect', { inEffect: true });
    expect(relations(global)).toEqual(under);
    const gb = global.state.treasury['great-britain'];
    global.act('lge.trade.collect', marked);
    expect(global.state.treasury['great-britain']).toBe(gb + 4);
  });
});
