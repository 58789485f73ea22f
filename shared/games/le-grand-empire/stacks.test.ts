// Stacks under the optional visibility rule (§1.3): "only the leader of the stack is visible". A power records
// a stack sealed to itself: the log, review and exports show where it stands, the leader on top, the counters
// and an army marker, never the units; the file keeps them for replay; revealed in combat, they are logged.
import { describe, expect, it } from 'vitest';
import { Campaign } from '../../engine/campaign';
import { logRows } from '../../ipc/view';
import { logCsv, logJson } from '../../review/csv';
import { Timeline } from '../../review/timeline';
import { leGrandEmpireModule as lge } from './module';
import { stackById, stacksOf, survivorsOf, visibleOf } from './stacks';
import { battleStacks } from './actions/stacks';
import { goTo, groupPack, lgeCampaign, refused, type C } from './testing';

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

describe('a revealed stack after the land battle that loaded it (§1.3)', () => {
  /** France's stack (Davout) attacks Austria's (Charles) at Elchingen in manual mode; the typed results cost France 1 step and destroy Austria's corps. */
  function battle(): C {
    const c = lgeCampaign({ pack: groupPack(), rules: { enemyVisibility: true } });
    goTo(c, 'activations');
    c.act('lge.initiative.draw', { marker: 'E5' });
    const fr = { units: [{ id: 'fr-I', type: 'corps', steps: 3, artillery: 2, morale: 4, modifier: 2 }, { id: 'fr-cav', type: 'corps', steps: 2, cavalry: 'reserve', morale: 4, modifier: 1 }], leaders: [{ id: 'davout', combat: 2 }], army: 1 };
    const au = { units: [{ id: 'au-1', type: 'corps', steps: 3, artillery: 1, morale: 3 }], leaders: [{ id: 'charles', combat: 1 }] };
    c.act('lge.stack.record', { power: 'france', where: 'Ulm', contents: fr });
    c.act('lge.stack.record', { power: 'austria', where: 'Elchingen', contents: au });
    c.act('lge.stack.reveal', { id: 'france-1' });
    c.act('lge.stack.reveal', { id: 'austria-2' });
    c.act('lge.land.start', { attacker: 'france', defender: 'austria', where: 'Elchingen', input: { ratioDrm: [0, 0], attacker: { ...fr, army: { artillery: 1 }, commander: 'davout' }, defender: { ...au, commander: 'charles' } } });
    c.act('lge.land.act', { type: 'result', attacker: { losses: 3 }, defender: { losses: 1 } });
    return c;
  }

  it('writes the survivors back to the stack in one logged action (the visible part follows) and takes a destroyed one off', () => {
    const c = battle();
    refused(c, 'lge.stack.after-battle', { id: 'france-1' }, /nothing to write back: it did not fight in the land battle just over/);
    while ((c.state.battle!.state as { stage: string }).stage !== 'over') {
      const stage = (c.state.battle!.state as { stage: string }).stage;
      const owed = (c.state.battle!.state as { owed: Record<string, number | null> }).owed;
      if (stage === 'losses') c.act('lge.land.act', { type: 'losses', side: owed.attacker ? 'attacker' : 'defender' });
      else if (stage === 'demoralisation') c.act('lge.land.act', { type: 'demoralisation' }, { physicalDice: [[6]] });
      else if (stage === 'retreat') c.act('lge.land.act', { type: 'retreat', extraSteps: 0 });
      else throw new Error(stage);
    }
    expect(battleStacks(c.state).map((x) => [x.stack.id, x.survivors?.units.map((u) => [u.id, u.steps, u.artillery]) ?? null])).toEqual([
      ['france-1', [['fr-I', 2, 1], ['fr-cav', 2, 0]]],
      ['austria-2', null],
    ]);
    c.act('lge.stack.after-battle', { id: 'france-1' });
    expect(c.entries.at(-1)!.title).toMatch(/^After the battle, France’s stack at Ulm holds its survivors: leaders davout \(2\); fr-I \(corps, 2 steps, art\. 1, .*; seen at Ulm: davout on top, 3 counters, an army marker$/);
    expect(visibleOf(stackById(c.state, 'france-1')!.contents)).toEqual({ leader: 'davout', counters: 3, army: true });
    expect(stackById(c.state, 'france-1')!.contents.units.map((u) => u.steps)).toEqual([2, 2]);
    refused(c, 'lge.stack.after-battle', { id: 'france-1' }, /written back already/);
    c.act('lge.stack.after-battle', { id: 'austria-2' });
    expect(c.entries.at(-1)!.title).toBe('After the battle, Austria’s stack at Elchingen is destroyed: taken off the record');
    expect(stacksOf(c.state).list.map((x) => x.id)).toEqual(['france-1']);
    expect(Campaign.load(lge, c.toFile()).state.stacks).toEqual(c.state.stacks);
  });
});

describe('survivorsOf', () => {
  it('drops destroyed units and wounded or killed leaders, keeps a depot’s step and units not in the battle', () => {
    const c = { units: [...davout.units, { id: 'Depot', type: 'depot' as const, steps: 1, morale: 2 }, { id: 'Left', type: 'corps' as const, steps: 3, morale: 3 }], leaders: davout.leaders, army: 2 };
    const now = [{ id: 'III Corps', steps: 0, artillery: 0 }, { id: 'Cavalry reserve', steps: 1, artillery: 0 }, { id: 'Depot', steps: 0.5, artillery: 0 }];
    const left = survivorsOf(c, now, { Davout: 'wounded', Gudin: 'none' })!;
    expect(left.units.map((u) => [u.id, u.steps])).toEqual([['Cavalry reserve', 1], ['Depot', 1], ['Left', 3]]);
    expect(left.leaders.map((l) => l.id)).toEqual(['Gudin']);
    expect(survivorsOf(davout, [{ id: 'III Corps', steps: 0, artillery: 0 }, { id: 'Cavalry reserve', steps: 0, artillery: 0 }], {})).toBeNull();
  });
});
