// The casualty order editor's rules: the lists a player may reorder, the default it starts from, the rules'
// constraints it refuses to break (allies first, joined fleets first), and the odds under a chosen order.
import { describe, expect, it } from 'vitest';
import { computeImperiumOdds, type ImperiumOddsInput } from '../../../shared/games/napoleons-imperium/battle';
import { checkOrder, currentOrder, effectiveOrder, listKey, moved, orderLists, policyOf } from './casualty-order';

const G = 'napoleons-imperium' as const;

const land: ImperiumOddsInput = {
  game: G,
  kind: 'land',
  attackerNation: 'fr',
  defenderNation: 'pr',
  attacker: [{ id: 'a-infantry', type: 'infantry', count: 3, hitValue: 4 }, { id: 'a-cavalry', type: 'cavalry', count: 2, hitValue: 8 }, { id: 'a-artillery', type: 'artillery', count: 1, hitValue: 6 }],
  defender: [{ id: 'd-infantry', type: 'infantry', count: 2, hitValue: 6 }, { id: 'd-ru-cavalry', type: 'cavalry', count: 2, hitValue: 3, nation: 'ru', ally: true }, { id: 'd-artillery', type: 'artillery', count: 1, hitValue: 7 }],
};

describe('casualty order: lists, default and the rules’ constraints', () => {
  const byDefault = computeImperiumOdds(land);
  const lists = orderLists(land, byDefault);
  const att = lists.find((l) => l.side === 'attacker')!;
  const def = lists.find((l) => l.side === 'defender')!;

  it('starts from the engine’s default: lowest value first, allies first in a joint defence', () => {
    expect(att.defaultOrder).toEqual(['a-infantry', 'a-artillery', 'a-cavalry']);
    expect(def.defaultOrder).toEqual(['d-ru-cavalry', 'd-infantry', 'd-artillery']);
    expect(def.entries.find((e) => e.id === 'd-ru-cavalry')).toMatchObject({ ally: true, tier: 0, value: 3, nation: 'ru' });
    expect(checkOrder(att, att.defaultOrder)).toBeNull();
    expect(checkOrder(def, def.defaultOrder)).toBeNull();
  });

  it('refuses an order that puts the owner’s units before the allies’, and says why', () => {
    const bad = moved(def.defaultOrder, 1, 0);
    expect(bad).toEqual(['d-infantry', 'd-ru-cavalry', 'd-artillery']);
    expect(checkOrder(def, bad, (e) => `${e.nation} ${e.type}`)).toBe('pr infantry cannot be lost before ru cavalry: allied units are lost before the territory owner’s own units in a joint defence [§6 Note, §24].');
    // Inside the owner's units any order is the owner's choice.
    expect(checkOrder(def, ['d-ru-cavalry', 'd-artillery', 'd-infantry'])).toBeNull();
    expect(checkOrder(def, ['d-ru-cavalry', 'd-infantry'])).toBe('The order must list each unit group once.');
  });

  it('refuses a host fleet before a joined one in a combined fleet', () => {
    const sea: ImperiumOddsInput = { game: G, kind: 'sea', attacker: [{ id: 'a-fleet', type: 'fleet', count: 2, hitValue: 6 }, { id: 'a-sp-fleet', type: 'fleet', count: 1, hitValue: 8, nation: 'sp', joined: true }], defender: [{ id: 'd-fleet', type: 'fleet', count: 2, hitValue: 6 }] };
    const l = orderLists(sea, computeImperiumOdds(sea)).find((x) => x.side === 'attacker')!;
    expect(l.role).toBe('fleets');
    expect(l.defaultOrder).toEqual(['a-sp-fleet', 'a-fleet']);
    expect(checkOrder(l, ['a-fleet', 'a-sp-fleet'])).toMatch(/joined fleets are sunk before the host nation’s fleets in a combined fleet \[§22C, §36\]/);
  });

  it('the odds under a chosen order: keeping the weakest dice longest costs the attacker', () => {
    const custom = { [listKey(att)]: ['a-cavalry', 'a-artillery', 'a-infantry'] };
    expect(checkOrder(att, custom[listKey(att)]!)).toBeNull();
    const chosen = computeImperiumOdds({ ...land, policy: { casualtyOrder: policyOf(custom)! } });
    expect(chosen.casualtyOrder.attacker).toEqual(['a-cavalry', 'a-artillery', 'a-infantry']);
    expect(chosen.attackerWins).toBeLessThan(byDefault.attackerWins);
    // The defender's order (its own units only) changes the defender's chances the same way.
    const defCustom = { [listKey(def)]: ['d-ru-cavalry', 'd-artillery', 'd-infantry'] };
    const d = computeImperiumOdds({ ...land, policy: { casualtyOrder: policyOf(defCustom)! } });
    expect(d.defenderWins).toBeLessThan(byDefault.defenderWins);
  });

  it('keeps only orders still valid for the battle as drafted, and different from the default', () => {
    const k = listKey(att);
    expect(effectiveOrder(lists, { [k]: att.defaultOrder })).toEqual({});
    expect(effectiveOrder(lists, { [k]: ['a-cavalry', 'a-infantry'] })).toEqual({});
    expect(effectiveOrder(lists, { [listKey(def)]: ['d-infantry', 'd-ru-cavalry', 'd-artillery'] })).toEqual({});
    expect(effectiveOrder(lists, { [k]: ['a-cavalry', 'a-infantry', 'a-artillery'] })).toEqual({ [k]: ['a-cavalry', 'a-infantry', 'a-artillery'] });
    expect(currentOrder(att, {})).toEqual(att.defaultOrder);
    expect(policyOf({})).toBeNull();
  });

  it('an invasion: the landed army’s order, by cargo group', () => {
    const inv: ImperiumOddsInput = {
      game: G, kind: 'invasion',
      attacker: [{ id: 'a-fleet', type: 'fleet', count: 2, hitValue: 7, invasionValue: 5, cargo: [{ id: 'c-infantry', type: 'infantry', count: 2, hitValue: 4 }, { id: 'c-cavalry', type: 'cavalry', count: 1, hitValue: 7 }] }],
      defender: [{ id: 'd-infantry', type: 'infantry', count: 3, hitValue: 5 }],
    };
    const r = computeImperiumOdds(inv);
    const l = orderLists(inv, r).find((x) => x.side === 'attacker')!;
    expect(l).toMatchObject({ role: 'landed', defaultOrder: ['c-infantry', 'c-cavalry'] });
    expect(l.entries.map((e) => [e.id, e.count, e.value])).toEqual([['c-infantry', 4, 4], ['c-cavalry', 2, 7]]);
    const chosen = computeImperiumOdds({ ...inv, policy: { casualtyOrder: policyOf({ [listKey(l)]: ['c-cavalry', 'c-infantry'] })! } });
    expect(chosen.casualtyOrder.landed).toEqual(['c-cavalry', 'c-infantry']);
    expect(chosen.attackerWins).toBeLessThan(r.attackerWins);
    // A single defending group: nothing to order on that side.
    expect(orderLists(inv, r).some((x) => x.side === 'defender')).toBe(false);
  });
});
