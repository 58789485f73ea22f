// Resolver contract: pure JSON state, dice validation, casualty decisions under the rules' constraints,
// invasion and avoid stages, chains, and errors that name the field.
import { describe, expect, it } from 'vitest';
import { BattleActionError } from './errors';
import { applyAction, createBattle, diceNeeded, pendingDecision, validateFaces, type BattleAction, type StepResult } from './resolver';
import type { ImperiumSetup } from './model';

const G = 'napoleons-imperium' as const;

function errorField(setup: ImperiumSetup, r: StepResult, action: BattleAction): string {
  try {
    applyAction(setup, r.state, action);
  } catch (e) {
    expect(e).toBeInstanceOf(BattleActionError);
    return (e as BattleActionError).field;
  }
  throw new Error('expected a BattleActionError');
}

describe('resolver contract', () => {
  const input = {
    game: G, kind: 'land', attackerNation: 'fr', defenderNation: 'au',
    attacker: [{ id: 'fr-inf', type: 'infantry', count: 3 }, { id: 'fr-art', type: 'artillery', count: 1 }],
    defender: [{ id: 'au-inf', type: 'infantry', count: 2 }, { id: 'ru-cav', type: 'cavalry', nation: 'ru', ally: true, count: 2 }],
  };

  it('state is plain JSON; applyAction never changes the state it is given', () => {
    const c = createBattle(input);
    const before = JSON.stringify(c.state);
    const next = applyAction(c.setup, JSON.parse(before), { type: 'roll', faces: [[9], [9, 9, 9], [9, 9], [9, 9]] });
    expect(JSON.stringify(c.state)).toBe(before);
    expect(JSON.parse(JSON.stringify(next.state))).toEqual(next.state);
    expect(next.state.step).toBe(1);
    expect(pendingDecision(c.setup, next.state)).toEqual(next.pending);
  });

  it('the log names nations and units as the table says them, never the internal ids or codes', () => {
    const c = createBattle(input);
    // Every French die hits, every defending die misses: both Austrian infantry and one Russian cavalry fall... and the rest.
    let r = applyAction(c.setup, c.state, { type: 'roll', faces: [[1], [1, 1, 1], [0, 0], [0, 0]] });
    if (r.pending?.kind === 'casualties') r = applyAction(c.setup, r.state, { type: 'casualties', side: r.pending.side, remove: r.pending.suggested });
    const log = r.log.join(' ');
    expect(log).toMatch(/Removed from the defender: 2 × Russian cavalry \(ally\), 2 × Austrian infantry/);
    expect(log).toMatch(/the attacker \(French\) wins/);
    expect(log).not.toMatch(/au-inf|ru-cav|\(fr\)/);
    // The joint defence's dice say whose they are; a side of one nation stays short.
    expect(diceNeeded(c.setup, c.state).map((q) => q.purpose)).toEqual([
      'Attacker fires: 1 artillery (hits on 1-8)', 'Attacker fires: 3 infantry (hits on 1-5)',
      'Defender fires: 2 Russian cavalry (hits on 1-6)', 'Defender fires: 2 Austrian infantry (hits on 1-5)',
    ]);
    // Fleets in the plural, one in the singular.
    const sea = createBattle({ game: G, kind: 'sea', attackerNation: 'fr', defenderNation: 'gb', attacker: [{ id: 'f', type: 'fleet', hitValue: 6, count: 3 }], defender: [{ id: 'g', type: 'fleet', hitValue: 8, count: 1 }] });
    expect(diceNeeded(sea.setup, sea.state).map((q) => q.purpose)).toEqual(['Attacker fires: 3 fleets (hits on 1-6)', 'Defender fires: 1 fleet (hits on 1-8)']);
  });

  it('validates dice: the number of groups and of dice, faces 0-10 (0 = 10)', () => {
    const c = createBattle(input);
    const req = diceNeeded(c.setup, c.state);
    expect(req.map((q) => [q.side, q.count, q.value])).toEqual([['attacker', 1, 8], ['attacker', 3, 5], ['defender', 2, 6], ['defender', 2, 5]]);
    expect(errorField(c.setup, c, { type: 'roll', faces: [[1]] })).toBe('faces');
    expect(errorField(c.setup, c, { type: 'roll', faces: [[1], [1, 2], [1, 2], [1, 2]] })).toBe('faces[1]');
    expect(errorField(c.setup, c, { type: 'roll', faces: [[11], [1, 2, 3], [1, 2], [1, 2]] })).toBe('faces[0][0]');
    expect(errorField(c.setup, c, { type: 'roll', faces: [[1], [1, 2, 3], [1, 2.5], [1, 2]] })).toBe('faces[2][1]');
    expect(validateFaces(req, [[0], [10, 1, 2], [3, 4], [5, 6]])).toEqual([[10], [10, 1, 2], [3, 4], [5, 6]]);
    expect(errorField(c.setup, c, { type: 'casualties', side: 'attacker', remove: {} })).toBe('type');
  });

  it('joint defence: the allied units must die before the owner’s [§6 Note, §24]', () => {
    const c = createBattle(input);
    // FR: 3 hits; AU+RU: 1 hit. The attacker's loss is a choice (infantry or artillery).
    const r = applyAction(c.setup, c.state, { type: 'roll', faces: [[1], [1, 1, 9], [9, 9], [1, 9]] });
    expect(r.pending).toMatchObject({ kind: 'casualties', side: 'attacker', count: 1, suggested: { 'fr-inf': 1 } });
    const r2 = applyAction(c.setup, r.state, { type: 'casualties', side: 'attacker', remove: { 'fr-art': 1 } });
    // 3 hits on the defence: both Russian cavalry (allies) must go, then 1 Austrian: forced, no question asked.
    expect(r2.state.alive.defender).toEqual({ 'au-inf': 1, 'ru-cav': 0 });
    expect(r2.pending.kind).toBe('roll');
    // With 1 hit on the defence the owner cannot take it on its own infantry.
    const r3 = applyAction(c.setup, c.state, { type: 'roll', faces: [[1], [9, 9, 9], [9, 9], [9, 9]] });
    expect(r3.state.alive.defender).toEqual({ 'au-inf': 2, 'ru-cav': 1 });
  });

  it('casualty choices are checked: total, units alive, the allies-first order', () => {
    const c = createBattle({ ...input, defender: [{ id: 'au-inf', type: 'infantry', count: 2 }, { id: 'au-cav', type: 'cavalry', count: 2 }, { id: 'ru-cav', type: 'cavalry', nation: 'ru', ally: true, count: 1 }, { id: 'ru-inf', type: 'infantry', nation: 'ru', ally: true, count: 1 }] });
    // 2 hits = exactly the two allied units: forced, nobody is asked.
    const r = applyAction(c.setup, c.state, { type: 'roll', faces: [[1], [1, 9, 9], [9, 9, 9, 9], [9, 9]] });
    expect(r.state.alive.defender).toEqual({ 'au-inf': 2, 'au-cav': 2, 'ru-cav': 0, 'ru-inf': 0 });
    expect(r.pending.kind).toBe('roll');
    // 3 hits: the allies, then one of the owner's units — its choice.
    const r3 = applyAction(c.setup, c.state, { type: 'roll', faces: [[1], [1, 1, 9], [9, 9, 9, 9], [9, 9]] });
    expect(r3.pending).toMatchObject({ kind: 'casualties', side: 'defender', count: 1 });
    const cands = r3.pending.kind === 'casualties' ? r3.pending.candidates.map((x) => [x.id, x.tier]) : [];
    expect(cands).toEqual([['au-inf', 1], ['au-cav', 1]]);
    expect(r3.state.alive.defender).toMatchObject({ 'ru-cav': 0, 'ru-inf': 0 });
    expect(errorField(c.setup, r3, { type: 'casualties', side: 'defender', remove: { 'au-inf': 2 } })).toBe('remove');
    expect(errorField(c.setup, r3, { type: 'casualties', side: 'defender', remove: { zz: 1 } })).toBe('remove.zz');
    expect(errorField(c.setup, r3, { type: 'casualties', side: 'attacker', remove: { 'fr-inf': 1 } })).toBe('side');
    const ok = applyAction(c.setup, r3.state, { type: 'casualties', side: 'defender', remove: { 'au-cav': 1 } });
    expect(ok.state.alive.defender).toEqual({ 'au-inf': 2, 'au-cav': 1, 'ru-cav': 0, 'ru-inf': 0 });
    // Before the allies are gone the owner's units cannot be chosen.
    const c2 = createBattle({ ...input, defender: [{ id: 'au-inf', type: 'infantry', count: 2 }, { id: 'ru-cav', type: 'cavalry', nation: 'ru', ally: true, count: 1 }, { id: 'ru-inf', type: 'infantry', nation: 'ru', ally: true, count: 1 }] });
    const r4 = applyAction(c2.setup, c2.state, { type: 'roll', faces: [[1], [9, 9, 9], [9, 9], [9, 9]] });
    expect(r4.pending).toMatchObject({ kind: 'casualties', side: 'defender', count: 1 });
    expect(errorField(c2.setup, r4, { type: 'casualties', side: 'defender', remove: { 'au-inf': 1 } })).toBe('remove.au-inf');
  });

  it('invasion: sea battle, then pre-emptive strike and return fire together, cargo lost with its fleet, then the land battle', () => {
    const c = createBattle({
      game: G, kind: 'invasion', attackerNation: 'gb', defenderNation: 'fr',
      attacker: [
        { id: 'gb-a', type: 'fleet', hitValue: 8, invasionValue: 5, count: 1, cargo: [{ id: 'gb-inf', type: 'infantry', hitValue: 5, count: 2 }] },
        { id: 'gb-b', type: 'fleet', hitValue: 8, invasionValue: 5, count: 1, cargo: [{ id: 'gb-cav', type: 'cavalry', hitValue: 6, count: 2 }] },
      ],
      defenderFleets: [{ id: 'fr-f', type: 'fleet', hitValue: 6, count: 1 }],
      defender: [{ id: 'fr-inf', type: 'infantry', hitValue: 5, count: 2 }, { id: 'fr-art', type: 'artillery', hitValue: 6, portDefenceValue: 4, count: 1 }],
      territory: { name: 'Brittany', originalOwner: 'fr', value: 2 },
    });
    expect(c.pending).toMatchObject({ kind: 'roll', stage: 'sea' });
    let r = applyAction(c.setup, c.state, { type: 'roll', faces: [[1, 9], [9]] });
    expect(r.state.stage).toBe('preemptive');
    expect(r.state.consequences.map((x) => x.kind)).toEqual(['bp-card', 'sea-prize']);
    expect(diceNeeded(c.setup, r.state).map((q) => [q.kind, q.count, q.value])).toEqual([['preemptive', 2, 5], ['return-fire', 1, 4]]);
    // Strike: 1 hit; return fire: 1 hit — the invader chooses which laden fleet sinks.
    r = applyAction(c.setup, r.state, { type: 'roll', faces: [[1, 9], [2]] });
    expect(r.pending).toMatchObject({ kind: 'casualties', side: 'attacker', list: 'attacker', count: 1 });
    r = applyAction(c.setup, r.state, { type: 'casualties', side: 'attacker', remove: { 'gb-a': 1 } });
    expect(r.log.join(' ')).toMatch(/Removed from the attacker: 1 × British fleet \(with 2 British infantry aboard\)/);
    // The defender's loss (1 of infantry or artillery) is its choice.
    expect(r.pending).toMatchObject({ kind: 'casualties', side: 'defender', list: 'defender', count: 1, suggested: { 'fr-inf': 1 } });
    r = applyAction(c.setup, r.state, { type: 'casualties', side: 'defender', remove: { 'fr-inf': 1 } });
    expect(r.state.stage).toBe('land');
    expect(r.state.alive.landed).toEqual({ 'gb-cav': 2 });
    expect(diceNeeded(c.setup, r.state).map((q) => [q.side, q.count, q.value])).toEqual([['attacker', 2, 6], ['defender', 1, 6], ['defender', 1, 5]]);
    r = applyAction(c.setup, r.state, { type: 'roll', faces: [[1, 1], [9], [9]] }, { autoCasualties: true });
    // Sea prize first (1 die at GB's rate 3), then the flag etc.
    expect(r.pending).toMatchObject({ kind: 'roll', stage: 'followUp', requests: [{ kind: 'sea-prize', count: 1, value: 3 }] });
    r = applyAction(c.setup, r.state, { type: 'roll', faces: [[3]] });
    expect(r.pending.kind).toBe('finished');
    expect(r.state.consequences.map((x) => x.kind)).toEqual(['bp-card', 'sea-prize', 'flag-captured', 'territory-captured', 'battle-card']);
    expect(r.state.consequences[1]).toMatchObject({ captured: 1, maxCaptures: 1 });
    expect(r.state.consequences[2]).toMatchObject({ cite: '§23 (successful sea invasion), §26B' });
  });

  it('invasion lost at sea: fleets and cargo gone, no land battle, no Battle Card', () => {
    const c = createBattle({
      game: G, kind: 'invasion', attackerNation: 'gb', defenderNation: 'fr',
      attacker: [{ id: 'gb', type: 'fleet', hitValue: 8, invasionValue: 5, count: 1, cargo: [{ id: 'i', type: 'infantry', hitValue: 5, count: 2 }] }],
      defenderFleets: [{ id: 'fr-f', type: 'fleet', hitValue: 6, count: 2 }],
      defender: [{ id: 'fr-inf', type: 'infantry', hitValue: 5, count: 1 }],
      commanders: [{ id: 'gb-major', side: 'attacker', rank: 'major', assignedTo: 'fleet' }],
    });
    const r = applyAction(c.setup, c.state, { type: 'roll', faces: [[9], [1, 9]] });
    expect(r.state.outcome).toMatchObject({ winner: 'defender', decidedAt: 'sea' });
    expect(r.state.consequences.map((x) => (x.kind === 'bp-card' ? x.card : x.kind))).toEqual(['sea-victory', 'sea-prize', 'commander-captured', 'captured-commander', 'no-consequence']);
  });

  it('avoid: success ends it; failure is a sea battle with the avoider at Defence', () => {
    const inp = { game: G, kind: 'avoid', attackerNation: 'gb', defenderNation: 'fr', attacker: [{ id: 'gb', type: 'fleet', count: 2 }], defender: [{ id: 'fr', type: 'fleet', count: 1 }] };
    const c = createBattle(inp);
    expect(diceNeeded(c.setup, c.state)).toMatchObject([{ kind: 'avoid', count: 1, value: 8 }]);
    const ok = applyAction(c.setup, c.state, { type: 'roll', faces: [[8]] });
    expect(ok.pending).toMatchObject({ kind: 'finished', outcome: { winner: 'avoided' } });
    const sighted = applyAction(c.setup, c.state, { type: 'roll', faces: [[9]] });
    expect(diceNeeded(c.setup, sighted.state).map((q) => [q.side, q.count, q.value])).toEqual([['attacker', 2, 7], ['defender', 1, 6]]);
  });

  it('a chain asks which unit stays behind when there is a choice [§5C]', () => {
    const c = createBattle({
      game: G, kind: 'chain',
      attacker: [{ id: 'inf', type: 'infantry', hitValue: 5, count: 2 }, { id: 'cav', type: 'cavalry', hitValue: 7, count: 2 }],
      defender: [{ id: 'd1', type: 'infantry', hitValue: 5, count: 1 }],
      steps: [{ defender: [{ id: 'd2', type: 'infantry', hitValue: 5, count: 1 }] }],
    });
    const r = applyAction(c.setup, c.state, { type: 'roll', faces: [[9, 9], [1, 9], [9]] });
    expect(r.pending).toMatchObject({ kind: 'leave', suggested: { inf: 1 } });
    expect(errorField(c.setup, r, { type: 'leave', leave: {} })).toBe('leave');
    expect(errorField(c.setup, r, { type: 'leave', leave: { cav: 3 } })).toBe('leave.cav');
    const next = applyAction(c.setup, r.state, { type: 'leave', leave: { cav: 1 } });
    expect(next.state).toMatchObject({ battle: 1, alive: { attacker: { inf: 2, cav: 1 }, defender: { d2: 1 } } });
  });
});
