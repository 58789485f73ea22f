// "Before you play" (CONTRACTS §2): what a campaign will need from the group's data, and when.
import { describe, expect, it } from 'vitest';
import { Campaign, makeHeader } from '../engine/campaign';
import { completeSettings } from '../engine/settings';
import { rowsMissing, templatePack } from '../data/tables';
import { napoleonsImperium as ni } from '../games/napoleons-imperium/module';
import { NAPOLEONS_IMPERIUM_DATA } from '../games/napoleons-imperium/tables';
import { buildView } from '../ipc/view';
import { allianceCampaign } from './fixtures';

describe('beforeYouPlay', () => {
  it('Alliance: the homeland Victory Cities not entered, for the Winter of the first Year, and the players’ blocks without label values', () => {
    const c = allianceCampaign();
    const needs = c.module.beforeYouPlay!(c.state, c.header);
    const homes = needs.find((n) => n.table === 'victory-cities');
    expect(homes?.when).toBe('Winter of 1804');
    expect(homes?.why).toContain('Britain');
    expect(homes?.why).not.toContain('France'); // France's homeland value is in the rulebook [3.4]
    const blocks = needs.find((n) => n.table === 'blocks')!;
    expect(blocks.rows!.length).toBeGreaterThan(10);
    expect(blocks.rows!.every((k) => /^(france|britain|[a-z]+):/.test(k))).toBe(true);
    expect(blocks.rows).not.toContain('russia:Guard'); // Russia is neutral at the start
    c.act('income.homeland', { power: 'britain', value: 4 });
    expect(c.module.beforeYouPlay!(c.state, c.header).some((n) => n.table === 'victory-cities')).toBe(false);
    expect(buildView(c, null).beforeYouPlay.map((n) => n.table)).toEqual(['blocks']);
  });

  it('Napoleon’s Imperium: the map territories and the Battle Cards are listed with their rows; a table filled in drops out', () => {
    const header = makeHeader({
      id: 'byp', game: 'napoleons-imperium', scenario: 'battle-point', title: 'BYP',
      players: [{ name: 'Nap', powers: ['fr', 'ot', 'sp', 'au'] }, { name: 'Nel', powers: ['gb', 'no', 'pr', 'ru'] }],
      settings: completeSettings(ni, { rules: {}, dataPack: templatePack(NAPOLEONS_IMPERIUM_DATA) }), seed: 1, createdAt: '2026-12-01T10:00:00.000Z', appVersion: 'test',
    });
    const c = Campaign.create(ni, header);
    const needs = ni.beforeYouPlay!(c.state, header);
    const terr = needs.find((n) => n.table === 'territories')!;
    expect(terr.when).toBe('the first attack (1799)');
    expect(terr.rows).toContain('France');
    expect(needs.find((n) => n.table === 'battle-cards')!.rows).toHaveLength(160);
    for (const key of rowsMissing(NAPOLEONS_IMPERIUM_DATA, c.state.data, 'game-ranks')) {
      for (const col of ['points', 'french']) if (c.state.data!.tables['game-ranks']!.rows.find((r) => r.key === key)!.cells[col]!.src === 'missing') c.act('data.set', { table: 'game-ranks', key, column: col, value: col === 'points' ? 1 : 'Rank' });
    }
    expect(ni.beforeYouPlay!(c.state, header).some((n) => n.table === 'game-ranks')).toBe(false);
  });
});
