// Stacks under the optional visibility rule (§1.3): "only the leader of the stack is visible". A power records
// a stack sealed to itself: the log, review and exports show where it stands, the leader on top, the counters
// and an army marker, never the units; the file keeps them for replay; revealed in combat, they are logged.
import { describe, expect, it } from 'vitest';
import { Campaign } from '../../engine/campaign';
import { logRows } from '../../ipc/view';
import { logCsv, logJson } from '../../review/csv';
import { Timeline } from '../../review/timeline';
import { leGrandEmpireModule as lge } from './module';
import { stacksOf, visibleOf } from './stacks';
import { lgeCampaign, refused } from './testing';

const davout = {
  units: [
    { id: 'III Corps', type: 'corps' as const, steps: 3, artillery: 2, morale: 4, modifier: 1 },
    { id: 'Cavalry reserve', type: 'corps' as const, steps: 2, artillery: 0, morale: 3, cavalry: 'reserve' as const },
  ],
  leaders: [
    { id: 'Davout', combat: 3 },
    { id: 'Gudin', combat: 1 },
  ],
  army: 2,
};

describe('stacks recorded sealed (§1.3)', () => {
  it('is refused while the optional rule is off, and says how to turn it on', () => {
    const c = lgeCampaign();
    refused(c, 'lge.stack.record', { power: 'france', where: 'Ulm', contents: davout }, /optional rule “Enemy units visibility” \(§1\.3\)/);
  });

  it('logs what everyone sees and seals the contents to their owner; the file replays them', () => {
    const c = lgeCampaign({ rules: { enemyVisibility: true } });
    c.act('lge.stack.record', { power: 'france', where: 'Ulm', contents: davout });
    const e = c.entries.at(-1)!;
    expect(e.title).toBe('France records a stack at Ulm: Davout on top, 4 counters, an army marker; contents sealed, France only (§1.3)');
    expect(e.sealed).toBe('France');
    expect(visibleOf(stacksOf(c.state).list[0]!.contents)).toEqual({ leader: 'Davout', counters: 4, army: true });
    // Neither the live log, the history review nor the exports name a unit or the second leader.
    const t = Timeline.of(lge, c.toFile());
    const shown = JSON.stringify([logRows(c), t.logAt(t.total), logCsv(t), logJson(t)]);
    for (const hidden of ['III Corps', 'Cavalry reserve', 'Gudin']) expect(shown).not.toContain(hidden);
    // The file keeps them: opened again, the same stack.
    expect(Campaign.load(lge, c.toFile()).state.stacks).toEqual(c.state.stacks);
  });

  it('refuses a name used twice and another power’s stack to replace; re-records, reveals with the contents, removes', () => {
    const c = lgeCampaign({ rules: { enemyVisibility: true } });
    refused(c, 'lge.stack.record', { power: 'france', where: 'Ulm', contents: { ...davout, leaders: [{ id: 'III Corps', combat: 1 }] } }, /“III Corps” is named twice/);
    refused(c, 'lge.stack.record', { power: 'france', where: 'Ulm', contents: { ...davout, units: [] } }, /at least one unit/);
    c.act('lge.stack.record', { power: 'france', where: 'Ulm', contents: davout });
    c.act('lge.stack.record', { power: 'austria', where: 'Munich', contents: { units: [{ id: 'Mack', type: 'corps', steps: 3, artillery: 1, morale: 3 }] } });
    expect(stacksOf(c.state).list.map((x) => x.id)).toEqual(['france-1', 'austria-2']);
    refused(c, 'lge.stack.record', { power: 'austria', where: 'Ulm', contents: davout, replaces: 'france-1' }, /france-1 is France’s, not Austria’s/);
    // Davout marches on: the same stack, recorded again with a corps left behind.
    c.act('lge.stack.record', { power: 'france', where: 'Elchingen', contents: { ...davout, units: davout.units.slice(0, 1) }, replaces: 'france-1' });
    expect(c.entries.at(-1)!.title).toBe('France records its stack again (was at Ulm) at Elchingen: Davout on top, 3 counters, an army marker; contents sealed, France only (§1.3)');
    expect(stacksOf(c.state).list).toHaveLength(2);
    // Combat: its owner reveals it; the log names every counter then.
    c.act('lge.stack.reveal', { id: 'france-1' });
    expect(c.entries.at(-1)!.title).toBe('France reveals its stack at Elchingen for combat (§1.3): leaders Davout (3), Gudin (1); III Corps (corps, 3 steps, art. 2, morale 4, mod. +1); army marker art. 2');
    expect(c.entries.at(-1)!.sealed).toBeUndefined();
    expect(stacksOf(c.state).list[0]!.revealed).toBe('Spring 1805');
    refused(c, 'lge.stack.reveal', { id: 'france-1' }, /revealed already/);
    c.act('lge.stack.remove', { id: 'austria-2' });
    expect(c.entries.at(-1)!.title).toBe('Austria’s stack at Munich is taken off the record');
    expect(stacksOf(c.state).list.map((x) => x.id)).toEqual(['france-1']);
    refused(c, 'lge.stack.remove', { id: 'austria-2' }, /no stack austria-2/);
    expect(Campaign.load(lge, c.toFile()).state).toEqual(c.state);
  });
});
