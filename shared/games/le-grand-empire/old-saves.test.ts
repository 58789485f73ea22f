// Campaigns saved by earlier versions open with the same log: a mid-battle log from before the leaders hit in
// round 1 were tracked (written by commit 38367cd, whose wound summaries had no `hit` list; its data pack has no
// Province adjacency table). The state is folded from the log, so round 1's wound results in it give the hit
// leaders again: none is assumed unhurt.
import { describe, expect, it } from 'vitest';
import { Campaign } from '../../engine/campaign';
import { parseCampaignObject } from '../../engine/schemas';
import { leGrandEmpireModule as lge } from './module';
import type { LandBattle, LgeState } from './state';
import { refused } from './testing';
import OLD from './battle/test/mid-battle-before-hit-tracking.json';

describe('a mid-battle save from before the hit-leader tracking', () => {
  it('opens; Ney, wounded in round 1 by the log’s wound result, is known as hit: round 2’s "L" never picks him', () => {
    expect(JSON.stringify(OLD)).not.toContain('"hit"');
    expect(Object.keys(OLD.header.settings.dataPack.tables)).not.toContain('adjacency');
    const c = Campaign.load<LgeState>(lge, parseCampaignObject(OLD));
    const b = c.state.battle as LandBattle;
    expect(b.state.stage).toBe('tie-attacker');
    expect(b.state.wounds.attacker.hit).toEqual(['ney']);
    expect(b.state.fates).toEqual({ ney: 'wounded' });
    // The pack saved without the new table takes the template's (the rulebook's Magdebourg row).
    expect(c.state.data!.tables.adjacency!.rows.map((r) => r.key)).toEqual(['Magdebourg']);
    c.act('lge.land.act', { type: 'tie', side: 'attacker', choice: 'fight' });
    c.act('lge.land.act', { type: 'tie', side: 'defender', choice: 'fight' });
    const r = { losses: 1, bold: false, cavalry: false, leader: 'L' };
    c.act('lge.land.act', { type: 'result', attacker: r, defender: r });
    c.act('lge.land.act', { type: 'losses', side: 'attacker' });
    c.act('lge.land.act', { type: 'losses', side: 'defender' });
    const q = (c.state.battle as LandBattle).state.woundQueue;
    expect(q.filter((w) => w.side === 'attacker')).toEqual([{ kind: 'L', leaders: ['soult'], side: 'attacker' }]);
    refused(c, 'lge.land.act', { type: 'wounds', results: [{ leader: 'ney', result: 'killed' }] }, /"ney" is not among soult/);
  });
});
