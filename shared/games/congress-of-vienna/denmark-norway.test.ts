// OHR 15.2 on the tracked forces and in a campaign: a battle in the Denmark/Norway Box queued after Front B,
// its losses and Russia's capture (France −4 VP), the mandatory evacuation with France +4 when the Army of the
// Elbe retakes Hanover, and the Swedes' choice when Sweden enters the war [15.2, 12.4.3].
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { Campaign, makeHeader } from '../../engine/campaign';
import { parseCampaignText } from '../../engine/schemas';
import { completeSettings } from '../../engine/settings';
import { setCell, templatePack, type CellValue, type DataPack } from '../../data/tables';
import { DENMARK_NORWAY, movePieces, setupForces, type Forces, type Piece } from './forces';
import { afterBoxBattle, evacuateBox, swedesToBoxCheck } from './denmark-norway';
import { takeLosses } from './losses';
import { COV_ACTIONS } from './actions';
import { congressOfVienna as cov } from './module';
import { CONGRESS_OF_VIENNA_DATA as DATA } from './tables';
import type { CovState } from './state';

const set = (p: DataPack, rows: Array<[table: string, key: string, col: string, v: CellValue]>) => rows.reduce((q, [t, k, c, v]) => setCell(DATA, q, t, k, c, v), p);
const pack = set(templatePack(DATA), [['armies', 'northern', 'unitLimit', 6], ['armies', 'silesia', 'unitLimit', 8], ['armies', 'elbe', 'unitLimit', 6]]);
const withBox = (f: Forces, pieces: Partial<Record<Piece, number>>) => Object.entries(pieces).reduce((g, [k, n]) => movePieces(g, { piece: k as Piece, count: n!, from: 'pool', to: DENMARK_NORWAY }), f);
const on = () => setupForces(pack, 'full-campaign', { denmarkNorwayBox: true });

describe('OHR 15.2 on the tracked forces', () => {
  it('a battle in the Box: losses like any battle’s (one nationality removed, several owed); no French unit left and a Coalition one: the Box is Russia’s', () => {
    const box = (f: Forces, side: 'french' | 'allied', n: number) => takeLosses(f, { holders: [DENMARK_NORWAY], names: ['the Denmark/Norway Box'], side, n, fleets: false, chooser: 'the owner (RU)' });
    let f = withBox(on(), { FR: 2, RU: 3 });
    const fr = box(f, 'french', 2);
    expect(fr.done).toBe('The Denmark/Norway Box: 2 French units to the Force Pool [13.4.4].');
    f = box(fr.forces, 'allied', 1).forces;
    expect(f.boxes[DENMARK_NORWAY]).toEqual({ RU: 2 });
    const x = afterBoxBattle(f, { french: 2, allied: 1 }, { french: 2, allied: 3 });
    expect(x.forces.control['Denmark/Norway']).toBe('allied');
    // Russia's next move is an action (cov.dk.rejoin), not a line to do.
    expect(x.forces.dkWindow).toBe('capture');
    // Two nationalities: the losses wait for Russia's choice (cov.battle.losses); the French one is taken at once.
    const mixed = withBox(on(), { FR: 3, RU: 1, SW: 2 });
    expect(box(mixed, 'allied', 2)).toMatchObject({ forces: mixed, done: null, owed: { holders: [DENMARK_NORWAY], count: 2, chooser: 'the owner (RU)' } });
    expect(box(mixed, 'french', 1).forces.boxes[DENMARK_NORWAY]).toEqual({ FR: 2, RU: 1, SW: 2 });
    expect(afterBoxBattle(mixed, { french: 1, allied: 2 }, { french: 3, allied: 3 }).forces.control['Denmark/Norway']).toBe('FR');
    // Losses that take every Coalition unit there leave no choice.
    const all = box(withBox(on(), { FR: 3, RU: 1, SW: 1 }), 'allied', 3);
    expect(all.owed).toBeNull();
    expect(all.forces.boxes[DENMARK_NORWAY]).toEqual({ FR: 3 });
    expect(all.done).toBe('The Denmark/Norway Box: all its 2 units (1 Russian, 1 Swedish) to the Force Pool [13.4.4].');
    expect(afterBoxBattle(all.forces, { french: 1, allied: 3 }, { french: 3, allied: 2 }).forces.dkWindow).toBe('reengage');
    // The units typed into the battle decide, even when the tracked Box was not filled in.
    const typed = afterBoxBattle(on(), { french: 2, allied: 0 }, { french: 2, allied: 4 });
    expect(typed.forces.control['Denmark/Norway']).toBe('allied');
    expect(typed.forces.dkWindow).toBe('capture');
    expect(afterBoxBattle(withBox(on(), { FR: 2, RU: 1 }), { french: 2, allied: 1 }, { french: 2, allied: 1 }).forces.dkWindow).toBe('wiped-out');
    expect(afterBoxBattle(withBox(on(), { FR: 2, RU: 1 }), { french: 0, allied: 1 }, { french: 2, allied: 1 }).forces.dkWindow).toBe('reengage');
  });

  it('France retakes Hanover: every Coalition unit to the Northern Army, then Silesia, then the Force Pool; French units to the Elbe; France +4 if it had lost the Box', () => {
    let f = withBox(on(), { FR: 2, RU: 4, SW: 2 });
    f = { ...f, control: { ...f.control, 'Denmark/Norway': 'allied' } };
    // The Northern Army (3 RU + 1 PR) has room for 2 of its limit of 6; Silesia (3 RU) for 5.
    const e = evacuateBox(pack, f);
    expect(e.forces.boxes[DENMARK_NORWAY]).toEqual({});
    expect(e.forces.armies['northern']!.pieces).toEqual({ RU: 5, PR: 1 });
    // "Any unit(s) which can't be absorbed by the Northern Army may be placed into the Army of Silesia" [15.2]: Swedes too.
    expect(e.forces.armies['silesia']!.pieces).toEqual({ RU: 5, SW: 2 });
    expect(e.log).toEqual([
      '4 Russian units leave the Denmark/Norway Box: 2 to the Northern Army, 2 to the Army of Silesia [15.2].',
      '2 Swedish units leave the Denmark/Norway Box: 2 to the Army of Silesia [15.2].',
      '2 French units back from the Denmark/Norway Box: 2 to the Army of the Elbe [15.2].',
    ]);
    expect(e.forces.armies['elbe']!.pieces).toEqual({ FR: 4 });
    expect(e.vp).toEqual([{ power: 'FR', vp: 4, source: expect.stringMatching(/Denmark\/Norway recovered/), rule: '15.2' }]);
    expect(e.forces.control['Denmark/Norway']).toBe('FR');
    expect(evacuateBox(pack, withBox(on(), { FR: 1, RU: 1 })).vp).toEqual([]);
  });

  it('Sweden at War: the Swedes to the Box only with a Russian or Prussian unit there and room', () => {
    expect(swedesToBoxCheck(pack, on(), 2)).toMatch(/only when a Russian or Prussian unit is already there/);
    expect(swedesToBoxCheck(pack, withBox(on(), { PR: 1 }), 3)).toBeNull();
    expect(swedesToBoxCheck(pack, withBox(on(), { RU: 5 }), 2)).toMatch(/at most 6 Coalition/);
    expect(swedesToBoxCheck(pack, setupForces(pack, 'full-campaign'), 1)).toMatch(/not in play/);
  });
});

describe('OHR 15.2 in a campaign', () => {
  const header = (p: DataPack, rules: Record<string, boolean>) =>
    makeHeader({
      id: 'cov-dk', game: 'congress-of-vienna', scenario: 'full-campaign', players: [{ name: 'Ann', powers: ['FR', 'RU', 'BR', 'AU'] }],
      settings: completeSettings(cov, { rules, dataPack: p }), seed: 1, createdAt: '2026-12-01T10:00:00.000Z', appVersion: 'test',
    });
  const at = (rules: Record<string, boolean>, box: Partial<Record<Piece, number>>): CovState => {
    const h = header(pack, rules);
    const s = cov.setup(h, { rules: h.settings.rules as Record<string, string | boolean>, data: pack });
    return { ...s, data: pack, rules: h.settings.rules as CovState['rules'], forces: withBox(s.forces, box), position: { turn: 2, stepId: 'military-operations' } };
  };
  const run = (s: CovState, type: string, payload: unknown): { why: string | null; s: CovState } => {
    const a = COV_ACTIONS[type]!;
    const h = header(pack, (s.rules ?? {}) as Record<string, boolean>);
    const why = a.validate(s, a.schema.parse(payload), h);
    return why ? { why, s } : { why: null, s: a.apply(s, a.schema.parse(payload), { dice: [], header: h } as never) };
  };
  const dk = { game: 'congress-of-vienna', front: 'DK', french: { units: { FR: 2 } }, allied: { milOp: true, units: { RU: 4 } }, lossTrack: { french: [[20, 1]], allied: [[5, 2]] } };

  it('the Box’s battle is fought after Front B and before Front C; Russia’s capture costs France 4 VP; only with the rule', () => {
    expect(run(at({}, {}), 'cov.battle.declare', { input: dk }).why).toBe('The Denmark/Norway Box is in play only with OHR 15.2.');
    let s = at({ denmarkNorwayBox: true }, { FR: 2, RU: 4 });
    const frontC = { game: 'congress-of-vienna', front: 'C', french: { army: 'spain', units: { FR: 6 }, space: { id: 'Léon', nation: 'SP' } }, allied: { army: 'portugal', milOp: true, units: { BR: 4 }, space: { id: 'Portugal', nation: 'PT' } }, lossTrack: dk.lossTrack };
    s = run(s, 'cov.battle.declare', { input: frontC }).s;
    const declared = run(s, 'cov.battle.declare', { input: dk });
    expect(declared.why).toBeNull();
    s = declared.s;
    expect(s.battles.map((b) => b.front)).toEqual(['DK', 'C']);
    expect(s.battles[0]!.title).toBe('Denmark/Norway Box: the French units against the Coalition units');
    expect(s.battles[0]!.battle.input.boxControl).toBe('FR');
    s = { ...s, position: { turn: 2, stepId: 'battles' } };
    const id = s.battles[0]!.id;
    const before = s.vp.FR;
    for (const side of ['allied', 'french']) s = run(s, 'cov.battle.decide', { id, action: { type: 'cards', side, cards: [] } }).s;
    s = run(s, 'cov.battle.decide', { id, action: { type: 'losses', french: 0, allied: 2 } }).s;
    expect(s.forces.boxes[DENMARK_NORWAY]).toEqual({ RU: 4 });
    expect(s.forces.control['Denmark/Norway']).toBe('allied');
    expect(s.vp.FR).toBe(before - 4);
    // Russia's capture: the Box's units may rejoin the Northern Army, one staying as garrison [15.2].
    expect(s.forces.dkWindow).toBe('capture');
    expect(run(s, 'cov.dk.rejoin', { units: { RU: 4 } }).why).toBe('At least one Allied unit stays in the Denmark/Norway Box as garrison: 3 of its 4 may leave [15.2].');
    const back = run(s, 'cov.dk.rejoin', { units: { RU: 2 } });
    expect(back.why).toBeNull();
    expect(back.s.forces.boxes[DENMARK_NORWAY]).toEqual({ RU: 2 });
    expect(back.s.forces.armies['northern']!.pieces).toEqual({ RU: 5, PR: 1 });
    expect(back.s.forces.dkWindow).toBeUndefined();
    expect(run(back.s, 'cov.dk.rejoin', { units: { RU: 1 } }).why).toMatch(/right after Russia captures it in battle/);
    expect(COV_ACTIONS['cov.dk.rejoin']!.title(s, { units: { RU: 2 } }, {} as never)).toBe('2 Russian units leave the captured Denmark/Norway Box for the Northern Army; the rest stay as garrison [15.2]');
  });

  it('the Northern Army takes Hanover in battle: France may place part of the Army of the Elbe in the Box, then Russia Northern Army units', () => {
    const p = set(pack, [['map-spaces', 'Pomerania', 'order', 4], ['map-spaces', 'Hanover', 'order', 5], ['map-spaces', 'Holland', 'order', 6]]);
    const h = header(p, { denmarkNorwayBox: true });
    const s0 = cov.setup(h, { rules: h.settings.rules as Record<string, string | boolean>, data: p });
    const f0 = s0.forces;
    let s: CovState = {
      ...s0, data: p, rules: h.settings.rules as CovState['rules'], position: { turn: 2, stepId: 'military-operations' },
      forces: { ...f0, armies: { ...f0.armies, elbe: { ...f0.armies['elbe']!, space: 'Hanover', pieces: { FR: 5 } }, northern: { ...f0.armies['northern']!, space: 'Pomerania', pieces: { RU: 4, PR: 1 } } }, control: { ...f0.control, Saxony: 'allied', Hanover: 'FR' } },
    };
    expect(run({ ...s, position: { turn: 2, stepId: 'battles' } }, 'cov.dk.commit', { side: 'FR', units: { FR: 2 } }).why).toMatch(/only right after the Northern Army takes Hanover/);
    const input = { game: 'congress-of-vienna', front: 'B', french: { army: 'elbe', milOp: false, units: { FR: 5 }, space: { id: 'Hanover', nation: 'NONE' } }, allied: { army: 'northern', owner: 'RU', milOp: true, units: { RU: 4, PR: 1 }, space: { id: 'Pomerania', nation: 'NONE' } }, lossTrack: dk.lossTrack };
    s = run(s, 'cov.battle.declare', { input }).s;
    s = { ...s, position: { turn: 2, stepId: 'battles' } };
    const id = s.battles[0]!.id;
    while (s.battles[0]!.battle.step === 'withdrawal') s = run(s, 'cov.battle.decide', { id, action: { type: 'withdraw', side: s.battles[0]!.battle.side, withdraw: false } }).s;
    for (let i = 0; i < 2; i++) s = run(s, 'cov.battle.decide', { id, action: { type: 'cards', side: s.battles[0]!.battle.side, cards: [] } }).s;
    s = run(s, 'cov.battle.decide', { id, action: { type: 'losses', french: 0, allied: 1 } }).s;
    expect(s.forces.armies['northern']!.space).toBe('Hanover');
    expect(s.forces.control['Hanover']).toBe('allied');
    expect(s.forces.dkWindow).toBe('french-commit');
    expect(s.battles[0]!.armies!.todo.join(' ')).not.toMatch(/Denmark/);
    // Refusals change nothing.
    expect(run(s, 'cov.dk.commit', { side: 'RU', units: { RU: 1 } }).why).toMatch(/once France has committed units/);
    expect(run(s, 'cov.dk.commit', { side: 'FR', units: { FR: 4 } }).why).toBe('France places part of the Army of the Elbe in the Box: at least one of its 4 units stays [15.2].');
    expect(run(s, 'cov.dk.commit', { side: 'FR', units: { RU: 1 } }).why).toBe('France sends French units to the Denmark/Norway Box [15.2].');
    const fr = run(s, 'cov.dk.commit', { side: 'FR', units: { FR: 2 } });
    expect(fr.why).toBeNull();
    expect(COV_ACTIONS['cov.dk.commit']!.title(s, { side: 'FR', units: { FR: 2 } }, {} as never)).toBe('France places 2 French units of the Army of the Elbe in the Denmark/Norway Box [15.2]');
    s = fr.s;
    expect(s.forces.boxes[DENMARK_NORWAY]).toEqual({ FR: 2 });
    expect(s.forces.armies['elbe']!.pieces).toEqual({ FR: 2 });
    expect(s.forces.dkWindow).toBe('russian-commit');
    expect(run(s, 'cov.dk.garrison', { piece: 'RU' }).why).toMatch(/Russia sends a garrison when France placed no unit/);
    expect(run(s, 'cov.dk.commit', { side: 'RU', units: { AU: 1 } }).why).toMatch(/Austrian units do not go to the Denmark\/Norway Box/);
    expect(run(s, 'cov.dk.commit', { side: 'RU', units: { RU: 5 } }).why).toBe('Northern Army has 4 Russian units, not 5.');
    s = run(s, 'cov.dk.commit', { side: 'RU', units: { RU: 3, PR: 1 } }).s;
    expect(s.forces.boxes[DENMARK_NORWAY]).toEqual({ FR: 2, RU: 3, PR: 1 });
    expect(s.forces.armies['northern']!.pieces).toEqual({ RU: 1 });
    expect(s.forces.dkWindow).toBeUndefined();
    expect(s.forces.control['Denmark/Norway']).toBe('FR');
  });

  it('France places no unit: Russia’s one-unit garrison takes the Box, France −4 VP; after both sides are wiped out, no VP twice', () => {
    let s = { ...at({ denmarkNorwayBox: true }, {}), position: { turn: 2, stepId: 'battles' } };
    s = { ...s, forces: { ...s.forces, dkWindow: 'french-commit' as const } };
    const before = s.vp.FR;
    expect(run(s, 'cov.dk.garrison', { piece: 'SW' }).why).toBe('The Northern Army has no Swedish unit.');
    const g = run(s, 'cov.dk.garrison', { piece: 'PR' });
    expect(g.why).toBeNull();
    expect(COV_ACTIONS['cov.dk.garrison']!.title(s, { piece: 'PR' }, {} as never)).toBe('Russia garrisons the Denmark/Norway Box with 1 Prussian unit of the Northern Army: the Box is Russian, France −4 VP [15.2]');
    expect(g.s.forces.boxes[DENMARK_NORWAY]).toEqual({ PR: 1 });
    expect(g.s.forces.armies['northern']!.pieces).toEqual({ RU: 3 });
    expect(g.s.forces.control['Denmark/Norway']).toBe('allied');
    expect(g.s.vp.FR).toBe(before - 4);
    expect(g.s.ledger.at(-1)).toMatchObject({ power: 'FR', rule: '15.2', phase: 'War Phase' });
    expect(run(g.s, 'cov.dk.garrison', { piece: 'RU' }).why).toMatch(/Russia sends a garrison when/);
    // French units in the Box: no garrison without a battle.
    const held = { ...s, forces: { ...withBox(s.forces, { FR: 1 }), dkWindow: 'french-commit' as const } };
    expect(run(held, 'cov.dk.garrison', { piece: 'RU' }).why).toMatch(/French units hold the Denmark\/Norway Box/);
    // Wiped out after Russia had already taken the Box: the garrison keeps it, no second −4.
    const wiped = { ...s, forces: { ...s.forces, control: { ...s.forces.control, 'Denmark/Norway': 'allied' as const }, dkWindow: 'wiped-out' as const } };
    expect(run(wiped, 'cov.dk.garrison', { piece: 'RU' }).s.vp.FR).toBe(before);
    // Re-engage: any number of Northern Army units at once.
    const re = { ...s, forces: { ...withBox(s.forces, { FR: 2 }), dkWindow: 'reengage' as const } };
    expect(run(re, 'cov.dk.commit', { side: 'RU', units: { RU: 3, PR: 1 } }).s.forces.boxes[DENMARK_NORWAY]).toEqual({ FR: 2, RU: 3, PR: 1 });
  });

  it('losses in the Box with Russians and Swedes there: Russia chooses them by nationality with the one losses action, logged and undone from the log [13.4.4, 15.2]', () => {
    let s = at({ denmarkNorwayBox: true }, { FR: 2, RU: 2, SW: 2 });
    s = run(s, 'cov.battle.declare', { input: { ...dk, allied: { milOp: true, units: { RU: 2, SW: 2 } } } }).s;
    s = { ...s, position: { turn: 2, stepId: 'battles' } };
    const id = s.battles[0]!.id;
    for (const side of ['allied', 'french']) s = run(s, 'cov.battle.decide', { id, action: { type: 'cards', side, cards: [] } }).s;
    s = run(s, 'cov.battle.decide', { id, action: { type: 'losses', french: 2, allied: 2 } }).s;
    // The French losses are taken; the two Coalition ones wait for Russia; the capture stands on the battle's numbers.
    expect(s.forces.boxes[DENMARK_NORWAY]).toEqual({ RU: 2, SW: 2 });
    expect(s.battles[0]!.armies!.owed).toEqual({ allied: { holders: [DENMARK_NORWAY], count: 2, chooser: 'the owner (RU)' } });
    expect(s.forces.dkWindow).toBe('capture');
    expect(s.battles[0]!.armies!.todo).toEqual([]);
    expect(s.battles[0]!.armies!.done).toEqual(['The Denmark/Norway Box: 2 French units to the Force Pool [13.4.4].', 'Russia holds the Denmark/Norway Box [15.2].']);
    expect(cov.canLeaveStep!(s, header(pack, { denmarkNorwayBox: true }))).toBe("The owner (RU) chooses the 2 units the battle in the Denmark/Norway Box killed first (the battle's result) [13.4.4].");
    // Rejoining waits for the losses; impossible choices are refused with the reason and change nothing.
    expect(run(s, 'cov.dk.rejoin', { units: { RU: 1 } }).why).toBe('First Russia chooses the 2 Coalition units the battle killed in the Box [13.4.4].');
    const losses = (units: unknown) => run(s, 'cov.battle.losses', { id, side: 'allied', units });
    expect(losses({ RU: 1 }).why).toBe('The battle killed 2 units of the Denmark/Norway Box: choose 2, not 1 [13.4.4].');
    expect(losses({ PR: 1, RU: 1 }).why).toBe('The Denmark/Norway Box has 0 Prussian units, not 1.');
    expect(losses({ RU: 3 }).why).toBe('The Denmark/Norway Box has 2 Russian units, not 3.');
    // The French units in the Box are not the Coalition's losses.
    expect(losses({ FR: 2 }).why).toBe('The Denmark/Norway Box has 0 French units, not 2.');
    const pool = s;
    const done = losses({ RU: 1, SW: 1 });
    expect(done.why).toBeNull();
    expect(done.s.forces.boxes[DENMARK_NORWAY]).toEqual({ RU: 1, SW: 1 });
    expect(done.s.battles[0]!.armies!.owed).toBeUndefined();
    expect(run(done.s, 'cov.battle.losses', { id, side: 'allied', units: { RU: 1 } }).why).toBe('No loss of the Allies in the battle on Denmark/Norway Box is waiting to be chosen.');
    expect(COV_ACTIONS['cov.battle.losses']!.title(s, { id, side: 'allied', units: { RU: 1, SW: 1 } }, {} as never)).toBe('The Denmark/Norway Box loses 2 units (1 Russian, 1 Swedish) to the Force Pool, chosen by the owner (RU) [13.4.4]');
    // Then the capture's rejoin: one of the two left stays as garrison.
    expect(run(done.s, 'cov.dk.rejoin', { units: { RU: 1, SW: 1 } }).why).toMatch(/1 of its 2 may leave/);
    expect(run(done.s, 'cov.dk.rejoin', { units: { SW: 1 } }).why).toBeNull();
    // The state before the action is untouched (undo folds the log without it).
    expect(pool.battles[0]!.armies!.owed!.allied!.count).toBe(2);
    expect(pool.forces.boxes[DENMARK_NORWAY]).toEqual({ RU: 2, SW: 2 });
    // The Box's old action (saves before the one losses action) folds the same way, with its old title.
    const old = run(s, 'cov.dk.losses', { units: { RU: 1, SW: 1 } });
    expect(old.why).toBeNull();
    expect(old.s).toEqual(done.s);
    expect(run(s, 'cov.dk.losses', { units: { RU: 1 } }).why).toBe('The battle killed 2 units of the Denmark/Norway Box: choose 2, not 1 [13.4.4].');
    expect(run(done.s, 'cov.dk.losses', { units: { RU: 1 } }).why).toBe('No battle loss in the Denmark/Norway Box is waiting for Russia’s choice.');
    expect(COV_ACTIONS['cov.dk.losses']!.title(s, { units: { RU: 1, SW: 1 } }, {} as never)).toBe("Russia's battle losses in the Denmark/Norway Box: 2 units (1 Russian, 1 Swedish) to the Force Pool [13.4.4, 15.2]");
  });
});

describe('a save made before one losses action', () => {
  it('opens and folds as it did: Russia’s choice in the Box logged as cov.dk.losses (undone once, chosen again), then the rejoin', () => {
    // Written by the code of the time: covAtWar, 2 French against 2 Russian and 2 Swedish units in the Box, losses
    // 2 and 2 typed, cov.dk.losses {RU 2} undone, {RU 1, SW 1}, then 1 Swede rejoins the Northern Army.
    const text = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'test', 'dk-losses-before-one-action.adc'), 'utf8');
    const file = parseCampaignText(text);
    const c = Campaign.load(cov, file);
    expect(c.entries.filter((e) => e.type === 'cov.dk.losses').map((e) => e.title)).toEqual([
      "Russia's battle losses in the Denmark/Norway Box: 2 units (2 Russian) to the Force Pool [13.4.4, 15.2]",
      "Russia's battle losses in the Denmark/Norway Box: 2 units (1 Russian, 1 Swedish) to the Force Pool [13.4.4, 15.2]",
    ]);
    // What the code of the time folded it to.
    const f = c.state.forces;
    expect(f.boxes[DENMARK_NORWAY]).toEqual({ RU: 1 });
    expect(f.armies['northern']!.pieces).toEqual({ RU: 3, PR: 1, SW: 4 });
    expect(f.dkWindow).toBeUndefined();
    expect(f.control['Denmark/Norway']).toBe('allied');
    expect(c.state.vp).toEqual({ FR: 56, RU: 10, BR: 7, AU: 5 });
    expect(c.state.battles[0]!.armies!.owed).toBeUndefined();
    expect(cov.canLeaveStep!(c.state, file.header)).toBeNull();
    // Undone back before the choice, the losses are owed again, in the one shape.
    c.undo();
    c.undo();
    expect(c.state.battles[0]!.armies!.owed).toEqual({ allied: { holders: [DENMARK_NORWAY], count: 2, chooser: 'the owner (RU)' } });
  });
});
