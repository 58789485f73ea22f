// OHR 15.2 on the tracked forces and in a campaign: a battle in the Denmark/Norway Box queued after Front B,
// its losses and Russia's capture (France −4 VP), the mandatory evacuation with France +4 when the Army of the
// Elbe retakes Hanover, and the Swedes' choice when Sweden enters the war [15.2, 12.4.3].
import { describe, expect, it } from 'vitest';
import { makeHeader } from '../../engine/campaign';
import { completeSettings } from '../../engine/settings';
import { setCell, templatePack, type CellValue, type DataPack } from '../../data/tables';
import { DENMARK_NORWAY, movePieces, setupForces, type Forces, type Piece } from './forces';
import { afterBoxBattle, evacuateBox, swedesToBoxCheck } from './denmark-norway';
import { COV_ACTIONS } from './actions';
import { congressOfVienna as cov } from './module';
import { CONGRESS_OF_VIENNA_DATA as DATA } from './tables';
import type { CovState } from './state';

const set = (p: DataPack, rows: Array<[table: string, key: string, col: string, v: CellValue]>) => rows.reduce((q, [t, k, c, v]) => setCell(DATA, q, t, k, c, v), p);
const pack = set(templatePack(DATA), [['armies', 'northern', 'unitLimit', 6], ['armies', 'silesia', 'unitLimit', 8], ['armies', 'elbe', 'unitLimit', 6]]);
const withBox = (f: Forces, pieces: Partial<Record<Piece, number>>) => Object.entries(pieces).reduce((g, [k, n]) => movePieces(g, { piece: k as Piece, count: n!, from: 'pool', to: DENMARK_NORWAY }), f);
const on = () => setupForces(pack, 'full-campaign', { denmarkNorwayBox: true });

describe('OHR 15.2 on the tracked forces', () => {
  it('a battle in the Box: one nationality’s losses removed; no French unit left and a Coalition one: the Box is Russia’s', () => {
    const f = withBox(on(), { FR: 2, RU: 3 });
    const x = afterBoxBattle(f, { french: 2, allied: 1 }, { french: 2, allied: 3 });
    expect(x.forces.boxes[DENMARK_NORWAY]).toEqual({ RU: 2 });
    expect(x.forces.control['Denmark/Norway']).toBe('allied');
    expect(x.todo.join(' ')).toMatch(/leaving at least one as garrison/);
    const mixed = afterBoxBattle(withBox(on(), { FR: 3, RU: 1, SW: 2 }), { french: 1, allied: 2 }, { french: 3, allied: 3 });
    expect(mixed.todo).toContain('Denmark/Norway Box: remove 2 Coalition units, chosen by Russia [13.4.4].');
    expect(mixed.forces.control['Denmark/Norway']).toBe('FR');
    // The units typed into the battle decide, even when the tracked Box was not filled in.
    const typed = afterBoxBattle(on(), { french: 2, allied: 0 }, { french: 2, allied: 4 });
    expect(typed.forces.control['Denmark/Norway']).toBe('allied');
    expect(typed.todo.join(' ')).not.toMatch(/wiped out/);
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
  });
});
