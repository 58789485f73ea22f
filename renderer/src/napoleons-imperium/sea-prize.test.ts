// The sea prize fields of the hand-recorded battle form, checked against the module's own 'battle.result'.
import { describe, expect, it } from 'vitest';
import { Campaign, makeHeader } from '../../../shared/engine/campaign';
import { completeSettings } from '../../../shared/engine/settings';
import { napoleonsImperium as ni } from '../../../shared/games/napoleons-imperium/module';
import type { NiState } from '../../../shared/games/napoleons-imperium/state';
import { prizeRollers, seaPrizeFields } from './sea-prize';

function atBritishAttack(rules: Record<string, string>): Campaign<NiState> {
  const header = makeHeader({
    id: 'ni-prize', game: 'napoleons-imperium', scenario: 'battle-point',
    players: [{ name: 'Ann', powers: ['fr', 'ot', 'sp', 'au'] }, { name: 'Bo', powers: ['gb', 'no', 'pr', 'ru'] }],
    settings: completeSettings(ni, { rules }), seed: 1, createdAt: '2026-12-01T10:00:00.000Z', appVersion: 'test',
  });
  const c = Campaign.create(ni, header);
  for (let guard = 0; guard < 60 && !(c.state.position.turn === 3 && c.state.position.stepId === 'attack'); guard++) {
    const s = c.state;
    if (s.position.stepId === 'prep-purchase' || s.position.stepId === 'purchase') for (const n of Object.keys(s.carts)) if (!s.carts[n as 'fr']!.closed) c.act('economy.close', { nation: n });
    if (s.position.stepId === 'prep-placement' || s.position.stepId === 'placement') for (const n of ['fr', 'gb', 'ot', 'no', 'sp', 'pr', 'au', 'ru']) if (!c.state.placed.includes(n as 'fr') && (s.position.stepId === 'prep-placement' || n === 'fr')) c.act('placement.done', { nation: n });
    c.act('sequence.next', {});
  }
  expect(c.state.position).toEqual({ turn: 3, stepId: 'attack' });
  return c;
}

describe('sea prize fields of a hand-recorded sea battle [§19, A21]', () => {
  it('the host alone rolls by default; every nation of the winning fleet with "each nation", the host first', () => {
    const host = atBritishAttack({});
    expect(prizeRollers(host.state, ['gb', 'ru', 'no'])).toEqual(['gb']);
    const each = atBritishAttack({ combinedFleetPrize: 'each-nation' });
    expect(prizeRollers(each.state, ['gb', 'ru', 'no'])).toEqual(['gb', 'no', 'ru']);
    expect(seaPrizeFields(each.state, ['gb', 'no'], { gb: 6, no: 0 }, 2)).toEqual({ seaPrize: [{ nation: 'gb', survivors: 6 }], fleetsSunk: 2 });
    expect(seaPrizeFields(each.state, ['gb', 'no'], { gb: 6, no: 2 }, 0)).toEqual({});
  });

  it('the fields are what main accepts: each nation rolls its own dice and fills its own tray', () => {
    const c = atBritishAttack({ combinedFleetPrize: 'each-nation' });
    const fields = seaPrizeFields(c.state, ['gb', 'no'], { gb: 6, no: 2 }, 3);
    const e = c.act('battle.result', { kind: 'sea', where: 'North Sea', attacker: 'gb', allies: ['no'], defenders: ['fr'], result: 'attacker', ...fields }, { physicalDice: [[1, 9], [2]] });
    expect(e.dice!.map((d) => d.count)).toEqual([2, 1]);
    expect(c.state.nations.gb.tray).toEqual([{ unit: 'fleet', count: 1, origin: 'sea-prize', availableYear: 1799 }]);
    expect(c.state.nations.no.tray).toEqual([{ unit: 'fleet', count: 1, origin: 'sea-prize', availableYear: 1799 }]);
  });
});
