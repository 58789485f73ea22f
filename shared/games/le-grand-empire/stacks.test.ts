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
import { battleStacks, closedBattleStacks } from './actions/stacks';
import { goTo, groupPack, lgeCampaign, refused, type C } from './testing';
import { leaderRecord } from './leaders';
import { computeLeGrandEmpireOdds } from './battle';
import type { NavalBattle } from './state';

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
    expect(e.title).toBe('France records a stack at Ulm: Davout on top, an army marker; contents sealed, France only (§1.3)');
    expect(e.sealed).toBe('France');
    expect(visibleOf(stacksOf(c.state).list[0]!.contents, 'leader-only')).toEqual({ leader: 'Davout', counters: null, army: true });
    expect(visibleOf(stacksOf(c.state).list[0]!.contents, 'leader-and-counters')).toEqual({ leader: 'Davout', counters: 4, army: true });
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
    refused(c, 'lge.stack.record', { power: 'france', where: 'Ulm', contents: { ...davout, units: [] } }, /at least one unit \(or fleet\)/);
    c.act('lge.stack.record', { power: 'france', where: 'Ulm', contents: davout });
    c.act('lge.stack.record', { power: 'austria', where: 'Munich', contents: { units: [{ id: 'Mack', type: 'corps', steps: 3, artillery: 1, morale: 3 }] } });
    expect(stacksOf(c.state).list.map((x) => x.id)).toEqual(['france-1', 'austria-2']);
    refused(c, 'lge.stack.record', { power: 'austria', where: 'Ulm', contents: davout, replaces: 'france-1' }, /france-1 is France’s, not Austria’s/);
    // Davout marches on: the same stack, recorded again with a corps left behind.
    c.act('lge.stack.record', { power: 'france', where: 'Elchingen', contents: { ...davout, units: davout.units.slice(0, 1) }, replaces: 'france-1' });
    expect(c.entries.at(-1)!.title).toBe('France records its stack again (was at Ulm) at Elchingen: Davout on top, an army marker; contents sealed, France only (§1.3)');
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

describe('a revealed stack after the land battle that loaded it (§1.3)', () => {
  it('writes the survivors back to the stack in one logged action (the visible part follows) and takes a destroyed one off', () => {
    const c = battle();
    refused(c, 'lge.stack.after-battle', { id: 'france-1' }, /nothing to write back: it did not fight in the battle just over/);
    finishLand(c);
    expect(battleStacks(c.state).map((x) => [x.stack.id, x.survivors?.units.map((u) => [u.id, u.steps, u.artillery]) ?? null])).toEqual([
      ['france-1', [['fr-I', 2, 1], ['fr-cav', 2, 0]]],
      ['austria-2', null],
    ]);
    c.act('lge.stack.after-battle', { id: 'france-1' });
    expect(c.entries.at(-1)!.title).toMatch(/^After the battle, France’s stack at Ulm holds its survivors: leaders davout \(2\); fr-I \(corps, 2 steps, art\. 1, .*; seen at Ulm: davout on top, an army marker$/);
    expect(visibleOf(stackById(c.state, 'france-1')!.contents, 'leader-and-counters')).toEqual({ leader: 'davout', counters: 3, army: true });
    expect(stackById(c.state, 'france-1')!.contents.units.map((u) => u.steps)).toEqual([2, 2]);
    refused(c, 'lge.stack.after-battle', { id: 'france-1' }, /written back already/);
    c.act('lge.stack.after-battle', { id: 'austria-2' });
    expect(c.entries.at(-1)!.title).toBe('After the battle, Austria’s stack at Elchingen is destroyed: taken off the record');
    expect(stacksOf(c.state).list.map((x) => x.id)).toEqual(['france-1']);
    expect(Campaign.load(lge, c.toFile()).state.stacks).toEqual(c.state.stacks);
  });
});

describe('what everyone sees of a stack: the rule setting stackSight (§1.3)', () => {
  it('shows only the leader on top by default (the rule’s words), the counters too under the other reading', () => {
    const literal = lgeCampaign({ rules: { enemyVisibility: true } });
    literal.act('lge.stack.record', { power: 'france', where: 'Ulm', contents: { ...davout, army: 0 } });
    expect(literal.entries.at(-1)!.title).toBe('France records a stack at Ulm: Davout on top; contents sealed, France only (§1.3)');
    const counted = lgeCampaign({ rules: { enemyVisibility: true, stackSight: 'leader-and-counters' } });
    counted.act('lge.stack.record', { power: 'france', where: 'Ulm', contents: davout });
    expect(counted.entries.at(-1)!.title).toBe('France records a stack at Ulm: Davout on top, 4 counters, an army marker; contents sealed, France only (§1.3)');
    counted.act('lge.stack.record', { power: 'austria', where: 'Munich', contents: { units: [{ id: 'Mack', type: 'corps', steps: 3, morale: 3 }] } });
    expect(counted.entries.at(-1)!.title).toBe('Austria records a stack at Munich: no leader on top, 1 counter; contents sealed, Austria only (§1.3)');
  });
});

/** Plays the land battle to its end with the defaults (losses by policy, a 6 for demoralisation, no extra retreat losses). */
function finishLand(c: C): void {
  while ((c.state.battle!.state as { stage: string }).stage !== 'over') {
    const stage = (c.state.battle!.state as { stage: string }).stage;
    const owed = (c.state.battle!.state as { owed: Record<string, number | null> }).owed;
    if (stage === 'losses') c.act('lge.land.act', { type: 'losses', side: owed.attacker ? 'attacker' : 'defender' });
    else if (stage === 'demoralisation') c.act('lge.land.act', { type: 'demoralisation' }, { physicalDice: [[6]] });
    else if (stage === 'retreat') c.act('lge.land.act', { type: 'retreat', extraSteps: 0 });
    else throw new Error(stage);
  }
}

describe('a stack written back from a closed battle’s record, once per battle (§1.3)', () => {
  function closed(): C {
    const c = battle();
    finishLand(c);
    c.act('lge.battle.close', {});
    return c;
  }

  it('keeps at the close what was not written, writes it from the record in one logged action, refuses a second time, undoes', () => {
    const c = closed();
    expect(c.state.battles[0]!.stacks!.map((w) => [w.id, w.written])).toEqual([['france-1', false], ['austria-2', false]]);
    expect(closedBattleStacks(c.state, 0).map((x) => [x.stack.id, x.survivors?.units.map((u) => u.steps) ?? null])).toEqual([['france-1', [2, 2]], ['austria-2', null]]);
    refused(c, 'lge.stack.after-battle', { id: 'france-1' }, /did not fight in the battle just over/);
    refused(c, 'lge.stack.after-battle', { id: 'france-1', battle: 3 }, /no battle number 4 on the record/);
    c.act('lge.stack.after-battle', { id: 'france-1', battle: 0 });
    expect(c.entries.at(-1)!.title).toMatch(/^After the land battle at Elchingen \(Spring 1805\), France’s stack at Ulm holds its survivors: leaders davout \(2\); fr-I \(corps, 2 steps, art\. 1, .*; seen at Ulm: davout on top, an army marker$/);
    expect(stackById(c.state, 'france-1')!.contents.units.map((u) => u.steps)).toEqual([2, 2]);
    expect(c.state.battles[0]!.stacks![0]!.written).toBe(true);
    refused(c, 'lge.stack.after-battle', { id: 'france-1', battle: 0 }, /written back already: once per battle/);
    c.act('lge.stack.after-battle', { id: 'austria-2', battle: 0 });
    expect(c.entries.at(-1)!.title).toBe('After the land battle at Elchingen (Spring 1805), Austria’s stack at Elchingen is destroyed: taken off the record');
    expect(stacksOf(c.state).list.map((x) => x.id)).toEqual(['france-1']);
    refused(c, 'lge.stack.after-battle', { id: 'austria-2', battle: 0 }, /no stack austria-2 on the record/);
    expect(Campaign.load(lge, c.toFile()).state).toEqual(c.state);
    // Undone, both are to write again.
    c.undo();
    c.undo();
    expect(closedBattleStacks(c.state, 0).map((x) => x.stack.id)).toEqual(['france-1', 'austria-2']);
    expect(stackById(c.state, 'france-1')!.contents.units.map((u) => u.steps)).toEqual([3, 2]);
  });

  it('keeps nothing when every stack was written back before the close', () => {
    const c = lgeCampaign({ pack: groupPack(), rules: { enemyVisibility: true } });
    goTo(c, 'activations');
    c.act('lge.initiative.draw', { marker: 'E5' });
    const fr = { units: [{ id: 'fr-I', type: 'corps', steps: 3, artillery: 2, morale: 4 }], leaders: [{ id: 'davout', combat: 2 }] };
    c.act('lge.stack.record', { power: 'france', where: 'Ulm', contents: fr });
    c.act('lge.stack.reveal', { id: 'france-1' });
    c.act('lge.land.start', { attacker: 'france', defender: 'austria', where: 'Ulm', input: { ratioDrm: [0, 0], attacker: { ...fr, commander: 'davout' }, defender: { units: [{ id: 'au-1', type: 'corps', steps: 3, morale: 3 }] } } });
    c.act('lge.land.act', { type: 'result', attacker: { losses: 3 }, defender: { losses: 1 } });
    finishLand(c);
    c.act('lge.stack.after-battle', { id: 'france-1' });
    c.act('lge.battle.close', {});
    expect(c.state.battles[0]!.stacks).toBeUndefined();
    refused(c, 'lge.stack.after-battle', { id: 'france-1', battle: 0 }, /left stack france-1 nothing to write back/);
  });
});

describe('the besieger’s stack after a siege (§1.3, §9.2)', () => {
  function siege(): C {
    const c = lgeCampaign({ pack: groupPack({ battleTables: true, siegeTable: true }), rules: { enemyVisibility: true } });
    goTo(c, 'activations');
    c.act('lge.initiative.draw', { marker: 'E5' });
    const besiegers = { units: [{ id: 'massena-corps', type: 'corps', steps: 3, artillery: 1, morale: 3 }, { id: 'reynier', type: 'detachment', steps: 1, morale: 3 }], leaders: [{ id: 'massena', combat: 2 }] };
    c.act('lge.stack.record', { power: 'france', where: 'Gaeta', contents: besiegers });
    c.act('lge.stack.reveal', { id: 'france-1' });
    const input = { fortress: { name: 'Gaeta', level: 1 }, morale: 3, besiegers: { ...besiegers, commander: 'massena' }, inside: { units: [{ id: 'gaeta-corps', type: 'corps', steps: 2, maxSteps: 2, artillery: 0, morale: 3 }] }, when: 'end-of-movement' };
    c.act('lge.siege.start', { attacker: 'france', defender: 'austria', input });
    c.act('lge.siege.act', { type: 'attempt' }, { physicalDice: [[4, 4]] }); // Assault
    c.act('lge.siege.act', { type: 'combat', step: { type: 'roll' } }, { physicalDice: [[4, 4], [6, 6]] });
    for (let k = 0; k < 12 && c.state.battle!.state.stage !== 'over'; k++) {
      const comb = (c.state.battle!.state as { combat: { state: { stage: string; owed: Record<string, number | null> } } }).combat.state;
      if (comb.stage === 'losses') c.act('lge.siege.act', { type: 'combat', step: { type: 'losses', side: comb.owed.attacker ? 'attacker' : 'defender' } });
      else if (comb.stage === 'demoralisation') c.act('lge.siege.act', { type: 'combat', step: { type: 'demoralisation' } }, { physicalDice: [[1]] });
      else throw new Error(comb.stage);
    }
    return c;
  }

  it('writes the besiegers’ survivors back after the assault, or from the closed siege’s record', () => {
    const c = siege();
    expect(c.state.battle!.state.stage).toBe('over');
    const [x] = battleStacks(c.state);
    expect(x!.stack.id).toBe('france-1');
    const lost = 4 - x!.survivors!.units.reduce((n, u) => n + u.steps, 0);
    expect(lost).toBeGreaterThan(0);
    c.act('lge.stack.after-battle', { id: 'france-1' });
    expect(c.entries.at(-1)!.title).toMatch(/^After the battle, France’s stack at Gaeta holds its survivors: /);
    refused(c, 'lge.stack.after-battle', { id: 'france-1' }, /written back already/);
    c.undo();
    c.act('lge.battle.close', {});
    expect(c.state.battles[0]!.stacks!.map((w) => w.id)).toEqual(['france-1']);
    c.act('lge.stack.after-battle', { id: 'france-1', battle: 0 });
    expect(c.entries.at(-1)!.title).toMatch(/^After the siege of Gaeta \(Spring 1805\), France’s stack at Gaeta holds its survivors: /);
    expect(stackById(c.state, 'france-1')!.contents.units.reduce((n, u) => n + u.steps, 0)).toBe(4 - lost);
    expect(Campaign.load(lge, c.toFile()).state).toEqual(c.state);
  });
});

describe('the garrison’s stack after a siege (§1.3, §9.2.3)', () => {
  const garrison = { units: [{ id: 'gaeta-corps', type: 'corps', steps: 3, artillery: 0, morale: 3 }, { id: 'gaeta-det', type: 'detachment', steps: 1, artillery: 0, morale: 3 }], leaders: [{ id: 'Ferdinand', combat: 1 }, { id: 'Charles', combat: 1 }] };
  function siege(attempt: number[], rolls: number[][]): C {
    const c = lgeCampaign({ pack: groupPack({ battleTables: true, siegeTable: true }), rules: { enemyVisibility: true } });
    goTo(c, 'activations');
    c.act('lge.initiative.draw', { marker: 'E5' });
    c.act('lge.stack.record', { power: 'austria', where: 'Gaeta', contents: garrison });
    c.act('lge.stack.reveal', { id: 'austria-1' });
    const besiegers = { units: [{ id: 'massena-corps', type: 'corps', steps: 3, artillery: 1, morale: 3 }, { id: 'soult-corps', type: 'corps', steps: 3, artillery: 1, morale: 3 }], leaders: [{ id: 'Napoleon', combat: 2 }, { id: 'Berthier', combat: 1 }], commander: 'Napoleon' };
    const input = { fortress: { name: 'Gaeta', level: 1 }, morale: 3, besiegers, inside: { units: garrison.units, leaders: garrison.leaders }, when: 'end-of-movement' };
    c.act('lge.siege.start', { attacker: 'france', defender: 'austria', input });
    c.act('lge.siege.act', { type: 'attempt' }, { physicalDice: [attempt] });
    if (c.state.battle!.state.stage === 'over') return c;
    c.act('lge.siege.act', { type: 'combat', step: { type: 'roll' } }, { physicalDice: rolls });
    for (let k = 0; k < 12 && (c.state.battle!.state.stage as string) !== 'over'; k++) {
      const comb = (c.state.battle!.state as { combat: { state: { stage: string; owed: Record<string, number | null>; woundQueue: Array<{ leaders: string[] }> } } }).combat.state;
      if (comb.stage === 'losses') c.act('lge.siege.act', { type: 'combat', step: { type: 'losses', side: comb.owed.attacker ? 'attacker' : 'defender' } });
      else if (comb.stage === 'wounds') c.act('lge.siege.act', { type: 'combat', step: { type: 'wounds', results: comb.woundQueue.map((q) => ({ leader: q.leaders[0]!, result: q.leaders[0] === 'Charles' ? 'killed' : 'wounded' })) } });
      else if (comb.stage === 'demoralisation') c.act('lge.siege.act', { type: 'combat', step: { type: 'demoralisation' } }, { physicalDice: [[6]] });
      else throw new Error(comb.stage);
    }
    return c;
  }

  it('loads a recorded stack as the garrison; its survivors are written back like the besiegers’, and the wounded and killed leaders reach the registry on closing', () => {
    const c = siege([4, 4], [[5, 6], [6, 6]]); // Assault; both sides roll 11+: 3 losses and an L check each
    expect(c.state.battle!.state.stage).toBe('over');
    const fates = (c.state.battle!.state as { combat: { state: { fates: Record<string, string> } } }).combat.state.fates;
    expect(fates).toMatchObject({ Charles: 'killed', Berthier: 'wounded' });
    const w = battleStacks(c.state).find((x) => x.stack.id === 'austria-1')!;
    // Gaeta holds: the corps keeps 1 of its 3 steps, the detachment its step; Charles, killed, leaves the stack.
    expect((c.state.battle!.state as { outcome: { falls: boolean } }).outcome.falls).toBe(false);
    expect(w.survivors!.units.map((u) => [u.id, u.steps])).toEqual([['gaeta-corps', 1], ['gaeta-det', 1]]);
    expect(w.survivors!.leaders.map((l) => l.id)).toEqual(['Ferdinand']);
    c.act('lge.battle.close', {});
    // As after a land battle (§8.2.6): the registry knows Charles killed and Berthier wounded.
    expect(leaderRecord(c.state, 'Charles').status).toBe('killed');
    expect(leaderRecord(c.state, 'Berthier').status).toBe('wounded');
    expect(c.state.battles[0]!.stacks!.map((x) => x.id)).toContain('austria-1');
    c.act('lge.stack.after-battle', { id: 'austria-1', battle: 0 });
    expect(c.entries.at(-1)!.title).toMatch(/^After the siege of Gaeta \(Spring 1805\), Austria’s stack at Gaeta holds its survivors: leaders Ferdinand \(1\); gaeta-corps \(corps, 1 step/);
    expect(stackById(c.state, 'austria-1')!.contents.units.map((u) => u.steps)).toEqual([1, 1]);
    expect(Campaign.load(lge, c.toFile()).state).toEqual(c.state);
  });

  it('a surrender puts the garrison into the prisoners box: its stack is taken off; a failed attempt leaves it as it was', () => {
    const c = siege([6, 6], []); // 12 on level 1: Surrender
    expect((c.state.battle!.state as { outcome: { falls: boolean } }).outcome.falls).toBe(true);
    const [w] = battleStacks(c.state);
    expect(w!.stack.id).toBe('austria-1');
    expect(w!.survivors).toBeNull();
    c.act('lge.stack.after-battle', { id: 'austria-1' });
    expect(c.entries.at(-1)!.title).toBe('After the battle, Austria’s stack at Gaeta is destroyed: taken off the record');
    expect(stackById(c.state, 'austria-1')).toBeUndefined();
    const held = siege([1, 1], []); // No effect
    expect(battleStacks(held.state)).toEqual([]);
  });
});

describe('a naval stack: fleets stack, at most two (§5.3.2.1)', () => {
  const fleets = { units: [], fleets: [{ id: 'nelson', points: 3, bonus: 2 }, { id: 'collingwood', points: 2, bonus: 1 }] };

  it('refuses a third fleet and fleets with land units, in plain words; shows the first fleet’s admiral on top', () => {
    const c = lgeCampaign({ rules: { enemyVisibility: true } });
    refused(c, 'lge.stack.record', { power: 'great-britain', where: 'Cadiz', contents: { ...fleets, fleets: [...fleets.fleets, { id: 'calder', points: 1, bonus: 0 }] } }, /at most two fleets stack together \(§5\.3\.2\.1\)/);
    refused(c, 'lge.stack.record', { power: 'great-britain', where: 'Cadiz', contents: { ...fleets, units: [{ id: 'x', type: 'corps', steps: 1, morale: 3 }] } }, /land units or fleets, not both/);
    refused(c, 'lge.stack.record', { power: 'great-britain', where: 'Cadiz', contents: { units: [], fleets: [{ id: 'nelson', points: 2, bonus: 2, laden: 3 }] } }, /nelson: 3 laden steps but 2 points/);
    c.act('lge.stack.record', { power: 'great-britain', where: 'Cadiz', contents: fleets });
    expect(c.entries.at(-1)!.title).toBe('Great Britain records a stack at Cadiz: nelson on top; contents sealed, Great Britain only (§1.3)');
    c.act('lge.stack.reveal', { id: 'great-britain-1' });
    expect(c.entries.at(-1)!.title).toBe('Great Britain reveals its stack at Cadiz for combat (§1.3): fleets nelson (3 points, bonus 2), collingwood (2 points, bonus 1)');
  });

  it('writes the fleets’ points back after the naval battle that loaded them (an admiral killed is named no more), or from its record', () => {
    const c = lgeCampaign({ rules: { enemyVisibility: true } });
    goTo(c, 'activations');
    c.act('lge.initiative.draw', { marker: 'EN1' });
    c.act('lge.stack.record', { power: 'great-britain', where: 'Cadiz', contents: fleets });
    c.act('lge.stack.reveal', { id: 'great-britain-1' });
    c.act('lge.naval.start', { attacker: 'great-britain', defender: 'france', where: 'Cadiz', fleets: { attacker: fleets.fleets, defender: [{ id: 'villeneuve', points: 4, bonus: 0 }] } });
    // GB 5 dice: hits on 4+ (nelson) and 5+ (collingwood); France 4 dice, hits on 6.
    c.act('lge.naval.act', { type: 'volley' }, { physicalDice: [[1, 1, 1], [1, 1], [6, 6, 1, 1]] });
    c.act('lge.naval.act', { type: 'losses-by-policy' });
    c.act('lge.naval.act', { type: 'admirals' }, { physicalDice: [[6, 6], [1, 1], [1, 1]] });
    for (let k = 0; k < 10 && c.state.battle!.state.stage !== 'over'; k++) {
      const st = c.state.battle!.state as { stage: string };
      if (st.stage === 'volley') c.act('lge.naval.act', { type: 'volley' }, { physicalDice: [[6, 6, 6], [6, 6], [1, 1, 1, 1]].slice(0, 3) });
      else if (st.stage === 'losses') c.act('lge.naval.act', { type: 'losses-by-policy' });
      else if (st.stage === 'tie-defender') c.act('lge.naval.act', { type: 'tie', side: 'defender', choice: 'retreat' });
      else if (st.stage === 'tie-attacker') c.act('lge.naval.act', { type: 'tie', side: 'attacker', choice: 'retreat' });
      else if (st.stage === 'admirals') c.act('lge.naval.act', { type: 'admirals' }, { physicalDice: [[1, 1], [1, 1], [1, 1]] });
      else throw new Error(st.stage);
    }
    const [x] = battleStacks(c.state);
    expect(x!.stack.id).toBe('great-britain-1');
    expect(x!.survivors!.fleets!.find((f) => f.id === 'nelson')!.named).toBe(false);
    c.act('lge.battle.close', {});
    c.act('lge.stack.after-battle', { id: 'great-britain-1', battle: 0 });
    expect(c.entries.at(-1)!.title).toMatch(/^After the naval battle at Cadiz \(Spring 1805\), Great Britain’s stack at Cadiz holds its survivors: fleets nelson/);
    expect(stackById(c.state, 'great-britain-1')!.contents.fleets!.reduce((n, f) => n + f.points, 0)).toBeLessThan(5);
    expect(Campaign.load(lge, c.toFile()).state).toEqual(c.state);
  });
});

describe('a naval stack’s laden steps (§5.3.2.5)', () => {
  it('feed the naval set-up: the empty steps are lost first, then each laden step with its cargo; the survivors keep what is left', () => {
    const c = lgeCampaign({ rules: { enemyVisibility: true } });
    goTo(c, 'activations');
    c.act('lge.initiative.draw', { marker: 'EN1' });
    const transport = { units: [], fleets: [{ id: 'nelson', points: 3, bonus: 0, laden: 2 }, { id: 'louis', points: 2, bonus: 0, laden: 2 }] };
    c.act('lge.stack.record', { power: 'great-britain', where: 'Gibraltar', contents: transport });
    c.act('lge.stack.reveal', { id: 'great-britain-1' });
    expect(c.entries.at(-1)!.title).toBe('Great Britain reveals its stack at Gibraltar for combat (§1.3): fleets nelson (3 points, bonus 0, 2 laden), louis (2 points, bonus 0, 2 laden)');
    c.act('lge.naval.start', { attacker: 'great-britain', defender: 'france', where: 'Gibraltar', fleets: { attacker: transport.fleets, defender: [{ id: 'villeneuve', points: 4, bonus: 0 }] } });
    // Britain misses; France's two 6s: the first loss is nelson's one empty step, the second must take a laden step and its cargo.
    c.act('lge.naval.act', { type: 'volley' }, { physicalDice: [[1, 1, 1], [1, 1], [6, 6, 1, 1]] });
    c.act('lge.naval.act', { type: 'losses-by-policy' });
    const st = c.state.battle!.state as { attacker: Array<{ id: string; points: number; laden: number }>; log: string[] };
    expect(st.attacker.reduce((n, f) => n + f.points, 0)).toBe(3);
    expect(st.attacker.reduce((n, f) => n + f.laden, 0)).toBe(3);
    // The firer's pick, tied on bonus, falls on nelson (input order): one laden step and its CP lost.
    expect(st.attacker.map((f) => [f.id, f.points, f.laden])).toEqual([['nelson', 1, 1], ['louis', 2, 2]]);
    expect(st.log.join(' ')).toMatch(/cargo|CP/);
  });
});

describe('dummy fleets (§10.6)', () => {
  it('look like fleets while sealed; revealed, a dummy is removed (logged) and the real fleet stacked with it stays', () => {
    const c = lgeCampaign({ rules: { enemyVisibility: true, stackSight: 'leader-and-counters' } });
    const mixed = { units: [], fleets: [{ id: 'villeneuve', points: 4, bonus: 0 }, { id: 'allemand', points: 3, bonus: 1, dummy: true }] };
    refused(c, 'lge.stack.record', { power: 'france', where: 'Brest', contents: { units: [], fleets: [{ id: 'allemand', points: 3, bonus: 0, laden: 1, dummy: true }] } }, /allemand is a dummy fleet \(§10\.6\): it carries no troops/);
    c.act('lge.stack.record', { power: 'france', where: 'Brest', contents: mixed });
    // Everyone sees two fleet counters: nothing tells the dummy.
    expect(c.entries.at(-1)!.title).toBe('France records a stack at Brest: villeneuve on top, 2 counters; contents sealed, France only (§1.3)');
    c.act('lge.stack.reveal', { id: 'france-1' });
    expect(c.entries.at(-1)!.title).toBe('France reveals its stack at Brest for combat (§1.3): fleets villeneuve (4 points, bonus 0), allemand (a dummy, §10.6); allemand is a dummy fleet: removed (§10.6)');
    expect(stackById(c.state, 'france-1')!.contents.fleets!.map((f) => f.id)).toEqual(['villeneuve']);
    c.undo();
    expect(stackById(c.state, 'france-1')!.contents.fleets!.map((f) => f.id)).toEqual(['villeneuve', 'allemand']);
  });

  it('a stack of dummies only, revealed at contact, leaves the record: no naval battle is fought', () => {
    const c = lgeCampaign({ rules: { enemyVisibility: true } });
    c.act('lge.stack.record', { power: 'france', where: 'Toulon', contents: { units: [], fleets: [{ id: 'ganteaume', points: 3, bonus: 0, dummy: true }, { id: 'missiessy', points: 2, bonus: 0, dummy: true }] } });
    c.act('lge.stack.reveal', { id: 'france-1' });
    expect(c.entries.at(-1)!.title).toBe('France reveals its stack at Toulon for combat (§1.3): fleets ganteaume (a dummy, §10.6), missiessy (a dummy, §10.6); ganteaume and missiessy are dummy fleets: removed (§10.6), the stack taken off the record: no naval battle is fought');
    expect(stacksOf(c.state).list).toEqual([]);
    expect(Campaign.load(lge, c.toFile()).state).toEqual(c.state);
  });

  it('a dummy put into a naval battle is refused, in plain words: it never fires, takes or absorbs a loss (the campaign and adc odds)', () => {
    const c = lgeCampaign({ rules: { enemyVisibility: true } });
    goTo(c, 'activations');
    c.act('lge.initiative.draw', { marker: 'EN1' });
    const dummy = { id: 'allemand', points: 3, bonus: 1, dummy: true };
    const why = 'allemand is a dummy fleet (§10.6): revealed at contact, it is removed and fights no naval battle (no volley, no loss). Take it off the battle.';
    refused(c, 'lge.naval.start', { attacker: 'france', defender: 'great-britain', where: 'Cadiz', fleets: { attacker: [{ id: 'villeneuve', points: 4, bonus: 0 }, dummy], defender: [{ id: 'nelson', points: 3, bonus: 2 }] } }, /^allemand is a dummy fleet \(§10\.6\): revealed at contact, it is removed and fights no naval battle \(no volley, no loss\)\. Take it off the battle\.$/);
    // Not a dummy: the battle starts, its fleets with no dummy mark.
    c.act('lge.naval.start', { attacker: 'france', defender: 'great-britain', where: 'Cadiz', fleets: { attacker: [{ id: 'villeneuve', points: 4, bonus: 0 }, { ...dummy, dummy: false }], defender: [{ id: 'nelson', points: 3, bonus: 2 }] } });
    expect((c.state.battle as NavalBattle).setup.attacker.map((f) => Object.keys(f).includes('dummy'))).toEqual([false, false]);
    expect(() => computeLeGrandEmpireOdds({ game: 'le-grand-empire', kind: 'naval', attacker: { fleets: [{ id: 'villeneuve', points: 4, bonus: 0 }, dummy] }, defender: { fleets: [{ id: 'nelson', points: 3, bonus: 2 }] } })).toThrow(`attacker.fleets[1].dummy: ${why}`);
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
