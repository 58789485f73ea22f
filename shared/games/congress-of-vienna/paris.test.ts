// Paris [13.6.5] in a campaign: an Allied Army beaten in Paris by the attacking Grande Armée goes back to the
// space next to Paris on its own track, one that beats the Grande Armée advances into Paris; Berthier serves in a
// single Paris battle; France's Military Support in Paris is one marker per Front (two with Napoleon). Also the
// Army of Scheldt’s block after a landing in Holland [15.3], moved as the Paris push-outs are; Front A pushed out of
// Paris and Front C advances from the map data the Rulebook gives, else confirmed by hand (cov.battle.move).
import { describe, expect, it } from 'vitest';
import { makeHeader } from '../../engine/campaign';
import { engineActions } from '../../engine/engine-actions';
import { completeSettings } from '../../engine/settings';
import { setCell, templatePack, type CellValue, type DataPack } from '../../data/tables';
import { COV_ACTIONS } from './actions';
import { battleMoveOptions, moveWho } from './actions/war';
import { congressOfVienna as cov } from './module';
import { CONGRESS_OF_VIENNA_DATA as DATA } from './tables';
import type { CovState } from './state';

const set = (p: DataPack, rows: Array<[table: string, key: string, col: string, v: CellValue]>) => rows.reduce((q, [t, k, c, v]) => setCell(DATA, q, t, k, c, v), p);
const header = (pack: DataPack) =>
  makeHeader({
    id: 'cov-paris', game: 'congress-of-vienna', scenario: 'full-campaign', players: [{ name: 'Ann', powers: ['FR', 'RU', 'BR', 'AU'] }],
    settings: completeSettings(cov, { rules: {}, dataPack: pack }), seed: 1, createdAt: '2026-12-02T10:00:00.000Z', appVersion: 'test',
  });
/** `legacy`: the entry as an older version logged it (the file's legacy entries). */
const run = (s: CovState, type: string, payload: unknown, legacy = false): { why: string | null; s: CovState } => {
  const a = COV_ACTIONS[type]!;
  const h = header(s.data!);
  const why = a.validate(s, a.schema.parse(payload), h, legacy);
  return why ? { why, s } : { why: null, s: a.apply(s, a.schema.parse(payload), { dice: [], header: h, ...(legacy ? { legacy } : {}) } as never) };
};
const pack = set(templatePack(DATA), [['armies', 'northern', 'unitLimit', 8], ['armies', 'tyrol', 'unitLimit', 8]]);
/** Turn 3, the Grande Armée in Paris with 8 units; the Northern Army at `northern`, the Army of Tyrol at `tyrol`. */
function paris(northern: string, tyrol = 'Venice', stepId = 'military-operations', p = pack): CovState {
  const h = header(p);
  const s = cov.setup(h, { rules: h.settings.rules as Record<string, string | boolean>, data: p });
  const armies = { ...s.forces.armies };
  armies['grande-armee'] = { ...armies['grande-armee']!, space: 'Paris', pieces: { FR: 8 } };
  armies['northern'] = { ...armies['northern']!, space: northern, pieces: { RU: 4 } };
  armies['tyrol'] = { ...armies['tyrol']!, space: tyrol, pieces: { AU: 4 } };
  return { ...s, data: p, austriaAtWar: true, armistice: 'ended', position: { turn: 3, stepId }, forces: { ...s.forces, armies, control: { ...s.forces.control, Saxony: 'allied', Italy: 'allied', Belgium: 'allied', Lyon: 'allied' } } };
}
const track = { french: [[8, 1], [14, 2], [21, 3]], allied: [[8, 1], [15, 2], [22, 3]] };
const GA = (milOp: boolean, extra: Record<string, unknown> = {}) => ({ army: 'grande-armee', milOp, units: { FR: 8 }, space: { id: 'Paris', nation: 'FR' }, ...extra });
function fight(s0: CovState, losses: { french: number; allied: number }, cards: { french?: unknown[]; allied?: unknown[] } = {}, legacy = false): CovState {
  let s = { ...s0, position: { ...s0.position, stepId: 'battles' } };
  const b = () => s.battles.find((x) => x.battle.step !== 'done')!;
  const decide = (action: unknown) => {
    const r = run(s, 'cov.battle.decide', { id: b().id, action }, legacy);
    if (r.why) throw new Error(r.why);
    s = r.s;
  };
  while (b().battle.step === 'withdrawal') decide({ type: 'withdraw', side: b().battle.side, withdraw: false });
  for (let i = 0; i < 2; i++) decide({ type: 'cards', side: b().battle.side, cards: cards[b().battle.side as 'french' | 'allied'] ?? [] });
  decide({ type: 'losses', ...losses });
  return s;
}

describe('Allied Armies and Paris on the board [13.6.5]', () => {
  it('beaten in Paris by the attacking Grande Armée: the Northern Army goes back to Belgium, the Grande Armée stays', () => {
    let s = paris('Paris');
    const input = { game: 'congress-of-vienna', front: 'B', french: GA(true), allied: { army: 'northern', owner: 'RU', milOp: false, units: { RU: 4 }, space: { id: 'Paris', nation: 'FR' } }, lossTrack: track };
    const d = run(s, 'cov.battle.declare', { input });
    expect(d.why).toBeNull();
    s = fight(d.s, { french: 2, allied: 1 });
    const e = s.battles[0]!;
    expect(e.battle.result!.winner).toBe('french');
    expect(s.forces.armies['northern']!.space).toBe('Belgium');
    expect(s.forces.armies['grande-armee']!.space).toBe('Paris');
    expect(e.armies!.done).toContain('Northern Army retreats from Paris to Belgium; the Grande Armée stays in Paris [13.6.5].');
    expect(e.armies!.todo.join(' ')).not.toMatch(/Move the Army block/);
    expect(s.forces.control['Paris']).toBe('FR');
  });
  it('Front A pushed out of Paris: the Army of Silesia beaten there by the attacking Grande Armée goes back to Alsace, from the Rulebook’s map data', () => {
    const inParis = (t: CovState): CovState => ({ ...t, forces: { ...t.forces, armies: { ...t.forces.armies, silesia: { ...t.forces.armies['silesia']!, space: 'Paris', pieces: { RU: 4 } }, bohemia: { ...t.forces.armies['bohemia']!, space: 'Vienna' } } } });
    const input = { game: 'congress-of-vienna', front: 'A', french: GA(true), allied: { army: 'silesia', owner: 'RU', milOp: false, units: { RU: 4 }, space: { id: 'Paris', nation: 'FR' } }, lossTrack: track };
    // Alsace is Front A's space next to Paris: Silesia and Bohemia stand there facing the Grande Armée in Paris [13.6.5, 4.2].
    const s = fight(run(inParis(paris('Alsace')), 'cov.battle.declare', { input }).s, { french: 2, allied: 0 });
    expect(s.forces.armies['silesia']!.space).toBe('Alsace');
    expect(s.battles[0]!.armies!.done).toContain('Army of Silesia retreats from Paris to Alsace; the Grande Armée stays in Paris [13.6.5].');
    expect(s.battles[0]!.armies!.move).toBeUndefined();
  });
  it('the track’s space next to Paris not entered: the group confirms it by hand (cov.battle.move), refusals with reasons', () => {
    const p = set(pack, [['map-spaces', 'Alsace', 'front', null], ['map-spaces', 'Alsace', 'neighbours', null]]);
    let s = paris('Alsace', 'Venice', 'military-operations', p);
    s = { ...s, forces: { ...s.forces, armies: { ...s.forces.armies, silesia: { ...s.forces.armies['silesia']!, space: 'Paris', pieces: { RU: 4 } }, bohemia: { ...s.forces.armies['bohemia']!, space: 'Vienna' } } } };
    const input = { game: 'congress-of-vienna', front: 'A', french: GA(true), allied: { army: 'silesia', owner: 'RU', milOp: false, units: { RU: 4 }, space: { id: 'Paris', nation: 'FR' } }, lossTrack: track };
    s = fight(run(s, 'cov.battle.declare', { input }).s, { french: 2, allied: 0 });
    expect(s.forces.armies['silesia']!.space).toBe('Paris');
    const id = s.battles[0]!.id;
    expect(s.battles[0]!.armies!.todo.join(' ')).toMatch(/"Adjacent spaces" in the table "Military Map spaces", or confirm the space by hand/);
    expect(s.battles[0]!.armies!.move).toMatchObject({ kind: 'paris-out', army: 'silesia', from: 'Paris' });
    // Next waits for the move; a Next an older version logged past it still folds (the file's legacy entries).
    const next = engineActions(cov)['sequence.next']!;
    expect(cov.canLeaveStep(s, header(p))).toBe('After the battle on Front A (Central Europe), Army of Silesia goes back from Paris: confirm the space next to Paris on its own track by hand first [13.6.5].');
    expect(next.validate(s, {}, header(p), true)).toBeNull();
    expect(run(s, 'cov.battle.move', { id, to: 'Paris' }).why).toBe('Army of Silesia is in Paris: name the space it goes back to.');
    expect(run(s, 'cov.battle.move', { id, to: 'Lyon' }).why).toBe('Lyon is on Front F: Army of Silesia goes back from Paris to the space next to Paris on its own track, Front A [13.6.5].');
    expect(run(s, 'cov.battle.move', { id, to: 'Moscow' }).why).toBe('There is no space "Moscow" in the table "Military Map spaces".');
    expect(run(s, 'cov.battle.move', { id, to: 'Moscow' }).s).toBe(s);
    const moved = run(s, 'cov.battle.move', { id, to: 'alsace' });
    expect(moved.why).toBeNull();
    const h = header(p);
    expect(COV_ACTIONS['cov.battle.move']!.title(s, { id, to: 'alsace' } as never, { dice: [], header: h } as never)).toBe('Front A (Central Europe): Army of Silesia goes back from Paris to Alsace; the Grande Armée stays in Paris [13.6.5] (confirmed by hand)');
    const t = moved.s;
    expect(t.forces.armies['silesia']!.space).toBe('Alsace');
    expect(t.forces.armies['grande-armee']!.space).toBe('Paris');
    expect(t.battles[0]!.armies!.todo.join(' ')).not.toMatch(/Move the Army block/);
    expect(t.battles[0]!.armies!.done).toContain('Army of Silesia goes back from Paris to Alsace; the Grande Armée stays in Paris [13.6.5].');
    expect(run(t, 'cov.battle.move', { id, to: 'Alsace' }).why).toBe('No Army block move is waiting in the battle on Front A (Central Europe).');
    expect(cov.canLeaveStep(t, header(p))).toBeNull();
  });
  it('an Allied Army in Paris that loses its own attack, draws or wins stays in Paris', () => {
    const input = { game: 'congress-of-vienna', front: 'B', french: GA(false), allied: { army: 'northern', owner: 'RU', milOp: true, units: { RU: 4 }, space: { id: 'Paris', nation: 'FR' } }, lossTrack: track };
    const lost = fight(run(paris('Paris'), 'cov.battle.declare', { input }).s, { french: 2, allied: 1 });
    expect(lost.forces.armies['northern']!.space).toBe('Paris');
  });
  it('victorious against the Grande Armée from Belgium: the Northern Army advances into Paris and Paris stays French', () => {
    const input = { game: 'congress-of-vienna', front: 'B', french: GA(false), allied: { army: 'northern', owner: 'RU', milOp: true, units: { RU: 4 }, space: { id: 'Belgium', nation: 'NONE' } }, lossTrack: track };
    const s = fight(run(paris('Belgium'), 'cov.battle.declare', { input }).s, { french: 0, allied: 2 });
    expect(s.forces.armies['northern']!.space).toBe('Paris');
    expect(s.forces.armies['grande-armee']!.space).toBe('Paris');
    expect(s.forces.control['Paris']).toBe('FR');
    expect(s.battles[0]!.armies!.done).toContain('Northern Army advances into Paris, with the Grande Armée (Paris stays French) [13.6.5].');
  });
});

describe('The landing in Holland on the board [15.3]', () => {
  /** The Army of the Elbe in Holland, the Northern Army in Hanover, the Army of Scheldt at the Scheldt, OHR 15.3 on. */
  // The Front's order as the group would enter it from the map (the template leaves it blank).
  const ordered = set(pack, [['map-spaces', 'Hanover', 'order', 5], ['map-spaces', 'Holland', 'order', 6], ['map-spaces', 'Belgium', 'order', 7]]);
  function holland(): CovState {
    const h = header(ordered);
    const s0 = cov.setup(h, { rules: { ...(h.settings.rules as Record<string, string | boolean>), landingInHolland: true }, data: ordered });
    const p = paris('Hanover', 'Venice', 'military-operations', ordered);
    const armies = { ...p.forces.armies, elbe: { ...p.forces.armies['elbe']!, space: 'Holland', pieces: { FR: 3 } }, scheldt: { ...s0.forces.armies['scheldt']!, pieces: { BR: 2, FLEET: 1 } } };
    return { ...p, forces: { ...p.forces, armies, control: { ...p.forces.control, Holland: 'FR', Hanover: 'allied' } } };
  }
  const input = {
    game: 'congress-of-vienna', front: 'B', lossTrack: track,
    french: { army: 'elbe', milOp: false, units: { FR: 3 }, space: { id: 'Holland', nation: 'NONE', minorCountry: true } },
    allied: { army: 'northern', owner: 'RU', milOp: true, units: { RU: 4 }, space: { id: 'Hanover', nation: 'NONE' }, scheldt: { units: 2, fleets: 1, milOp: true } },
  };
  it('a successful landing: the Army of the Elbe retreats, the Northern Army advances and the Army of Scheldt’s block goes into Holland', () => {
    expect(holland().forces.armies['scheldt']!.space).toBe('Scheldt');
    const d = run(holland(), 'cov.battle.declare', { input });
    expect(d.why).toBeNull();
    const s = fight(d.s, { french: 0, allied: 2 });
    expect(s.battles[0]!.battle.result!.winner).toBe('allied');
    expect(s.forces.armies['scheldt']).toMatchObject({ space: 'Holland', pieces: { BR: 2, FLEET: 1 } });
    expect(s.forces.armies['northern']!.space).toBe('Holland');
    expect(s.forces.armies['elbe']!.space).toBe('Belgium');
    expect(s.battles[0]!.armies!.done).toContain('The Army of Scheldt lands in Holland; it may not attack Belgium from there [15.3].');
    expect(s.battles[0]!.armies!.todo.join(' ')).not.toMatch(/Scheldt/);
    // The Front's order not entered: the two Armies are left to the table, the landing is still recorded.
    const t = fight(run({ ...holland(), data: pack }, 'cov.battle.declare', { input }).s, { french: 0, allied: 2 });
    expect(t.forces.armies['scheldt']!.space).toBe('Holland');
    expect(t.forces.armies['northern']!.space).toBe('Hanover');
    expect(t.battles[0]!.armies!.todo).toEqual(['Move the Army blocks: France retreats one space; the Allies advance into Holland [13.4.5]. (the map’s order of this Front is not entered: fill in "Position on the Front" and "Adjacent spaces" in the table "Military Map spaces", or confirm the space by hand)']);
    // The group names the Army of the Elbe's rear space by hand; the Northern Army advances into Holland.
    const id = t.battles[0]!.id;
    expect(run(t, 'cov.battle.move', { id, to: 'Castile' }).why).toBe('Castile is on Front C: Army of the Elbe moves along Front B [4.2, 13.4.5].');
    expect(cov.canLeaveStep(t, header(pack))).toBe('After the battle on Front B (Northern Front), Army of the Elbe retreats from Holland: confirm the space by hand first [13.4.5].');
    // A block moved another way ("Move an Army block") no longer holds the step.
    expect(cov.canLeaveStep({ ...t, forces: { ...t.forces, armies: { ...t.forces.armies, elbe: { ...t.forces.armies['elbe']!, space: 'Belgium' } } } }, header(pack))).toBeNull();
    const u = run(t, 'cov.battle.move', { id, to: 'Belgium' });
    expect(u.why).toBeNull();
    expect([u.s.forces.armies['elbe']!.space, u.s.forces.armies['northern']!.space]).toEqual(['Belgium', 'Holland']);
    expect(u.s.battles[0]!.armies!.done).toContain('Army of the Elbe retreats to Belgium; Northern Army advances into Holland [13.4.5].');
    expect(cov.canLeaveStep(u.s, header(pack))).toBeNull();
  });
  it('a failed landing: the Army of Scheldt stays in the Scheldt Landing space', () => {
    const s = fight(run(holland(), 'cov.battle.declare', { input }).s, { french: 2, allied: 0 });
    expect(s.battles[0]!.battle.result!.winner).toBe('french');
    expect(s.forces.armies['scheldt']!.space).toBe('Scheldt');
    expect(s.forces.armies['northern']!.space).toBe('Hanover');
    expect(s.battles[0]!.armies!.done.join(' ')).not.toMatch(/Scheldt/);
  });
});

describe('Berthier in Paris: a single Paris battle in the War Phase [13.6.5]', () => {
  const berthier = [{ id: 'berthier', own: 2 }];
  it('played in one Paris battle, refused in the next with the reason; a second copy in one battle refused', () => {
    let s = paris('Belgium', 'Lyon');
    const b = { game: 'congress-of-vienna', front: 'B', french: GA(false), allied: { army: 'northern', owner: 'RU', milOp: true, units: { RU: 4 }, space: { id: 'Belgium', nation: 'NONE' } }, lossTrack: track };
    const f = { game: 'congress-of-vienna', front: 'F', french: GA(false), allied: { army: 'tyrol', owner: 'AU', milOp: true, units: { AU: 4 }, space: { id: 'Lyon', nation: 'NONE' } }, lossTrack: track };
    s = run(run(s, 'cov.battle.declare', { input: b }).s, 'cov.battle.declare', { input: f }).s;
    expect(s.battles.map((x) => x.front)).toEqual(['B', 'F']);
    s = { ...s, position: { ...s.position, stepId: 'battles' } };
    const first = s.battles[0]!;
    while (s.battles[0]!.battle.step === 'withdrawal') s = run(s, 'cov.battle.decide', { id: first.id, action: { type: 'withdraw', side: s.battles[0]!.battle.side, withdraw: false } }).s;
    const side = () => s.battles.find((x) => x.battle.step !== 'done')!.battle.side!;
    if (side() === 'allied') s = run(s, 'cov.battle.decide', { id: first.id, action: { type: 'cards', side: 'allied', cards: [] } }).s;
    expect(run(s, 'cov.battle.decide', { id: first.id, action: { type: 'cards', side: 'french', cards: [...berthier, { id: '3', own: 2 }] } }).why).toBe('Berthier is one card: play him once [13.4.3].');
    const played = run(s, 'cov.battle.decide', { id: first.id, action: { type: 'cards', side: 'french', cards: berthier } });
    expect(played.why).toBeNull();
    s = played.s;
    if (side() === 'allied') s = run(s, 'cov.battle.decide', { id: first.id, action: { type: 'cards', side: 'allied', cards: [] } }).s;
    s = run(s, 'cov.battle.decide', { id: first.id, action: { type: 'losses', french: 1, allied: 1 } }).s;
    expect(s.battles[0]!.battle.step).toBe('done');
    const second = s.battles[1]!;
    while (s.battles[1]!.battle.step === 'withdrawal') s = run(s, 'cov.battle.decide', { id: second.id, action: { type: 'withdraw', side: s.battles[1]!.battle.side, withdraw: false } }).s;
    if (side() === 'allied') s = run(s, 'cov.battle.decide', { id: second.id, action: { type: 'cards', side: 'allied', cards: [] } }).s;
    const again = run(s, 'cov.battle.decide', { id: second.id, action: { type: 'cards', side: 'french', cards: [{ id: '3', own: 2 }] } });
    expect(again.why).toBe('Berthier served in the Paris battle on Front B (Northern Front) this War Phase: he is used for a single Paris battle [13.6.5].');
    expect(again.s).toBe(s);
    expect(run(s, 'cov.battle.decide', { id: second.id, action: { type: 'cards', side: 'french', cards: [] } }).why).toBeNull();
  });
});

describe('Berthier’s two War Phase effects: Strategic Movement counted, then one battle [13.3, 13.4.4]', () => {
  it('his Strategic Movement is recorded as used; he still serves one battle; a second battle is refused with the reason', () => {
    const p = set(pack, [['cards', '3', 'strategicUnits', 2], ['armies', 'elbe', 'unitLimit', 8], ['armies', 'italy', 'unitLimit', 8]]);
    let s: CovState = { ...paris('Pomerania', 'Tyrol', 'strategic-movement', p) };
    s = { ...s, forces: { ...s.forces, armies: { ...s.forces.armies, 'grande-armee': { ...s.forces.armies['grande-armee']!, space: 'Saxony' }, elbe: { ...s.forces.armies['elbe']!, space: 'Hanover', pieces: { FR: 4 } }, italy: { ...s.forces.armies['italy']!, pieces: { FR: 4 } } } } };
    // Three French units: two by the rule, the third by Berthier; the move is logged as his Strategic Movement.
    s = run(s, 'cov.forces.move', { piece: 'FR', count: 2, from: 'grande-armee', to: 'elbe' }).s;
    expect(s.forces.berthierMoved).toBeUndefined();
    const title = COV_ACTIONS['cov.forces.move']!.title(s, { piece: 'FR', count: 1, from: 'grande-armee', to: 'italy', berthier: true } as never, { dice: [], header: header(p) } as never);
    expect(title).toBe('Strategic Movement with Berthier (additional units, as his card allows; his Strategic Movement effect used this War Phase, his battle effect still to play [13.3]): 1 French unit from Grande Armée to Army of Italy');
    const moved = run(s, 'cov.forces.move', { piece: 'FR', count: 1, from: 'grande-armee', to: 'italy', berthier: true });
    expect(moved.why).toBeNull();
    s = moved.s;
    expect(s.forces.berthierMoved).toBe(true);
    // Two battles, France defending on Fronts B and F.
    const b = { game: 'congress-of-vienna', front: 'B', french: { army: 'elbe', milOp: false }, allied: { army: 'northern', owner: 'RU', milOp: true }, lossTrack: track };
    const f = { game: 'congress-of-vienna', front: 'F', french: { army: 'italy', milOp: false }, allied: { army: 'tyrol', owner: 'AU', milOp: true }, lossTrack: track };
    s = run(run(s, 'cov.battle.declare', { input: b }).s, 'cov.battle.declare', { input: f }).s;
    s = { ...s, position: { ...s.position, stepId: 'battles' } };
    const cardsFor = (id: number, french: unknown[]) => {
      const at = () => s.battles.find((x) => x.id === id)!.battle;
      while (at().step === 'withdrawal') s = run(s, 'cov.battle.decide', { id, action: { type: 'withdraw', side: at().side, withdraw: false } }).s;
      if (at().side === 'allied') s = run(s, 'cov.battle.decide', { id, action: { type: 'cards', side: 'allied', cards: [] } }).s;
      return run(s, 'cov.battle.decide', { id, action: { type: 'cards', side: 'french', cards: french } });
    };
    const [first, second] = s.battles.map((x) => x.id) as [number, number];
    const played = cardsFor(first, [{ id: 'berthier', own: 2 }]);
    expect(played.why).toBeNull(); // his battle effect after his Strategic Movement [13.3]
    s = played.s;
    if (s.battles[0]!.battle.step === 'cards') s = run(s, 'cov.battle.decide', { id: first, action: { type: 'cards', side: 'allied', cards: [] } }).s;
    s = run(s, 'cov.battle.decide', { id: first, action: { type: 'losses', french: 1, allied: 1 } }).s;
    const again = cardsFor(second, [{ id: '3', own: 2 }]);
    expect(again.why).toBe('Berthier served in the battle on Front B (Northern Front) this War Phase (and in Strategic Movement): his card went to the discard pile after that battle, so he serves one battle [13.3, 13.4.4].');
    expect(again.s).toBe(s);
    expect(cardsFor(second, []).why).toBeNull();
  });
});

describe('France’s Military Support in Paris: one marker per Front, two with Napoleon [13.6.5]', () => {
  const support = (s: CovState, front?: string) => run(s, 'cov.forces.support', { power: 'FR', holder: 'grande-armee', ...(front ? { front } : {}) });
  const at = (napoleon: boolean) => ({ ...paris('Belgium', 'Lyon', 'military-support'), militarySupport: { FR: 4, RU: 0, BR: 0, AU: 0 }, napoleonInDiplomacy: !napoleon });
  it('without Napoleon: a Front must be named, one marker on it; another Front takes its own', () => {
    let s = at(false);
    expect(support(s).why).toMatch(/^The Grande Armée is in Paris: France places its Military Support on a Front/);
    s = support(s, 'B').s;
    expect(s.forces.parisSupport).toEqual({ B: 1 });
    const twice = support(s, 'B');
    expect(twice.why).toBe('Front B already has France’s Military Support marker in Paris: one per Front (two only with Napoleon available for the War Phase) [13.6.5].');
    expect(twice.s).toBe(s);
    s = support(s, 'F').s;
    expect(s.forces.support['grande-armee']).toEqual({ FR: 2 });
    expect(cov.actions['cov.forces.support']!.title(s, { power: 'FR', holder: 'grande-armee', front: 'F' } as never, {} as never)).toBe('France: Military Support with Grande Armée in Paris, for the battle on Front F [13.2, 13.6.5]');
    // Outside Paris no Front is named.
    expect(run({ ...s, militarySupport: { FR: 4, RU: 1, BR: 0, AU: 0 } }, 'cov.forces.support', { power: 'RU', holder: 'northern', front: 'B' }).why).toMatch(/Only France’s markers with the Grande Armée in Paris go on a Front/);
    // The battle on Front B reads Front B's marker, not both.
    const input = { game: 'congress-of-vienna', front: 'B', french: GA(false), allied: { army: 'northern', owner: 'RU', milOp: true, units: { RU: 4 }, space: { id: 'Belgium', nation: 'NONE' } }, lossTrack: track };
    const d = run({ ...s, position: { ...s.position, stepId: 'battles' } }, 'cov.battle.declare', { input: { ...input, french: { ...GA(false), support: undefined } } });
    expect(d.why).toBeNull();
    expect(d.s.battles[0]!.battle.input.french!.support).toBe(1);
    expect(run(s, 'cov.battle.declare', { input: { ...input, french: GA(false, { support: 2 }) } }).why).toBe('France placed 1 Military Support marker in Paris for the battle on Front B, not 2: each marker serves the Front it was placed on [13.6.5].');
    // Typed without the markers on the board: still one per Front in Paris without Napoleon.
    expect(run(at(false), 'cov.battle.declare', { input: { ...input, french: GA(false, { support: 2 }) } }).why).toMatch(/^In Paris France has one Military Support marker on each Front \(two only with Napoleon available for the War Phase\), not 2 \[13\.6\.5\]/);
    expect(run(at(true), 'cov.battle.declare', { input: { ...input, french: GA(false, { support: 2 }) } }).why).toBeNull();
  });
  it('with Napoleon available for the War Phase: two on a Front, not three', () => {
    let s = at(true);
    s = support(support(s, 'B').s, 'B').s;
    expect(s.forces.parisSupport).toEqual({ B: 2 });
    expect(support(s, 'B').why).toBe('Front B already has 2 French Military Support markers in Paris: two per Front with Napoleon [13.6.5].');
  });
  it('the markers by Front go at the turn’s end', () => {
    const s = support(at(false), 'B').s;
    expect(cov.nextTurn(s, header(pack)).forces.parisSupport).toBeUndefined();
  });
});

describe('Front C advances on the board: from the map’s order when entered, else confirmed by hand [13.4.5]', () => {
  const frontC = { game: 'congress-of-vienna', front: 'C', french: { army: 'spain', milOp: false }, allied: { army: 'portugal', owner: 'BR', milOp: true }, lossTrack: track };
  const order = (p: DataPack) => set(p, [['map-spaces', 'Portugal', 'order', 1], ['map-spaces', 'Léon', 'order', 2], ['map-spaces', 'Castile', 'order', 3], ['map-spaces', 'Gascony', 'order', 4], ['map-spaces', 'Toulouse', 'order', 5]]);
  /** Turn 3, the Grande Armée still in Poland; the Army of Spain (4 French) at `spain`, the Army of Portugal (4 British) at `portugal`. */
  const at = (spain: string, portugal: string, p: DataPack): CovState => {
    const s = paris('Pomerania', 'Tyrol', 'military-operations', set(p, [['armies', 'portugal', 'unitLimit', 10], ['armies', 'spain', 'unitLimit', 10]]));
    const armies = { ...s.forces.armies, 'grande-armee': { ...s.forces.armies['grande-armee']!, space: 'Poland' }, spain: { ...s.forces.armies['spain']!, space: spain, pieces: { FR: 4 } }, portugal: { ...s.forces.armies['portugal']!, space: portugal, pieces: { BR: 4 } } };
    return { ...s, forces: { ...s.forces, armies, milOps: { portugal: ['br-military-operation-1'] } }, militaryOperations: ['br-military-operation-1'] };
  };
  it('with the order entered: the Army of Spain retreats from Léon to Castile and the Army of Portugal advances into Léon', () => {
    const s = fight(run(at('Léon', 'Portugal', order(pack)), 'cov.battle.declare', { input: frontC }).s, { french: 0, allied: 2 });
    expect([s.forces.armies['spain']!.space, s.forces.armies['portugal']!.space]).toEqual(['Castile', 'Léon']);
    expect(s.forces.control['Léon']).toBe('allied');
    expect(s.battles[0]!.armies!.move).toBeUndefined();
  });
  // "When any French Army from Tracks B, C and/or F Withdraws or retreats into Paris, the Grande Armée, if not already
  // in Paris, is immediately relocated to Paris. Both the Army of Bohemia and Army of Silesia are advanced to the
  // Alsace space." [13.6.5]: part of the battle's result, no button.
  const toulouse = () => {
    const t = at('Toulouse', 'Gascony', order(pack));
    // The Allies hold Catalonia (Front D), so the Army of Portugal may attack Toulouse [13.6.1.2].
    return run({ ...t, forces: { ...t.forces, control: { ...t.forces.control, Catalonia: 'allied' } } }, 'cov.battle.declare', { input: frontC }).s;
  };
  it('beaten in Toulouse, the last space of Front C: the Army of Spain falls back into Paris and the Grande Armée follows at once, with the battle [13.6.5]', () => {
    const s = fight(toulouse(), { french: 0, allied: 2 });
    expect([s.forces.armies['spain']!.space, s.forces.armies['portugal']!.space]).toEqual(['Paris', 'Toulouse']);
    expect([s.forces.armies['grande-armee']!.space, s.forces.armies['silesia']!.space, s.forces.armies['bohemia']!.space]).toEqual(['Paris', 'Alsace', 'Alsace']);
    expect(s.forces.control['Poland']).toBe('allied');
    expect(s.battles[0]!.armies!.todo).toEqual([]);
    expect(s.battles[0]!.armies!.done.join(' ')).toContain('The Grande Armée leaves Poland for Paris; Army of Silesia and Army of Bohemia advance to Alsace [13.6.5].');
    // Already made: the button is gone, and a second transfer after its confirmation is refused.
    expect(s.battles[0]!.armies!.transfers).toEqual(['grande-armee-to-paris']);
  });
  it('a save from before: the battle left a to-do line and its own transfer entry followed; that entry now folds as the confirmation, the same Armies and VP', () => {
    const vp = (p: DataPack) => set(p, [['map-spaces', 'Poland', 'vp', 3], ['map-spaces', 'Poland', 'vpColour', 'black']]);
    const base = toulouse();
    const start = { ...base, data: vp(base.data!) };
    // As an older version logged it: the battle (legacy entry) leaves the line, the transfer its own entry.
    const old = fight(start, { french: 0, allied: 2 }, {}, true);
    expect(old.forces.armies['grande-armee']!.space).toBe('Poland');
    expect(old.battles[0]!.armies!.todo).toContain('Army of Spain is in Paris: the Grande Armée goes to Paris at once, the Armies of Silesia and Bohemia to Alsace (Special transfer) [13.6.5].');
    const oldAfter = run(old, 'cov.forces.transfer', { transfer: 'grande-armee-to-paris' }, true).s;
    // A version-4 save's battle (not a legacy entry) now makes the transfer; the transfer entry after it is folded as its confirmation.
    const now = fight(start, { french: 0, allied: 2 });
    const confirmed = run(now, 'cov.forces.transfer', { transfer: 'grande-armee-to-paris' });
    expect(confirmed.why).toBeNull();
    expect(confirmed.s.forces).toEqual(now.forces);
    expect(confirmed.s.vp).toEqual(now.vp);
    expect(COV_ACTIONS['cov.forces.transfer']!.title(now, { transfer: 'grande-armee-to-paris' } as never, { dice: [], header: header(now.data!) } as never)).toMatch(/already made with the battle on Front C; nothing more changes$/);
    for (const x of [oldAfter, confirmed.s]) expect([x.forces.armies['grande-armee']!.space, x.forces.armies['silesia']!.space, x.forces.control['Poland']]).toEqual(['Paris', 'Alsace', 'allied']);
    expect(confirmed.s.vp).toEqual(oldAfter.vp);
    expect(confirmed.s.ledger.map((l) => [l.power, l.vp, l.source])).toEqual(oldAfter.ledger.map((l) => [l.power, l.vp, l.source]));
    // Once confirmed, another is refused.
    expect(run(confirmed.s, 'cov.forces.transfer', { transfer: 'grande-armee-to-paris' }).why).toBe('The Grande Armée is already in Paris [13.6.5].');
  });
  it('a retreat into Paris confirmed by hand brings the Grande Armée too, in the same entry [13.6.5]', () => {
    // Toulouse's place on Front C not entered: the group names Paris for the Army of Spain.
    const t = at('Toulouse', 'Gascony', set(pack, [['map-spaces', 'Toulouse', 'neighbours', 'Gascony, Paris']]));
    const s = fight(run({ ...t, forces: { ...t.forces, control: { ...t.forces.control, Catalonia: 'allied' } } }, 'cov.battle.declare', { input: frontC }).s, { french: 0, allied: 2 });
    const id = s.battles[0]!.id;
    expect(s.battles[0]!.armies!.move).toMatchObject({ kind: 'retreat', army: 'spain', from: 'Toulouse' });
    expect(COV_ACTIONS['cov.battle.move']!.title(s, { id, to: 'Paris' } as never, { dice: [], header: header(s.data!) } as never)).toMatch(/; the Grande Armée goes to Paris with it \[13\.6\.5\]$/);
    const u = run(s, 'cov.battle.move', { id, to: 'Paris' }).s;
    expect([u.forces.armies['spain']!.space, u.forces.armies['grande-armee']!.space, u.forces.armies['silesia']!.space]).toEqual(['Paris', 'Paris', 'Alsace']);
    expect(u.battles[0]!.armies!.todo).toEqual([]);
    // As an older version logged it: the line to do, the Grande Armée not moved.
    const old = run(s, 'cov.battle.move', { id, to: 'Paris' }, true).s;
    expect(old.forces.armies['grande-armee']!.space).toBe('Poland');
    expect(old.battles[0]!.armies!.todo).toHaveLength(1);
  });
  it('without the order: refusals say why; the group names Castile and the Army of Portugal advances into Léon', () => {
    const s = fight(run(at('Léon', 'Portugal', pack), 'cov.battle.declare', { input: frontC }).s, { french: 0, allied: 2 });
    const id = s.battles[0]!.id;
    expect(s.battles[0]!.armies!.move).toMatchObject({ kind: 'retreat', army: 'spain', from: 'Léon', advance: 'portugal' });
    expect(run(s, 'cov.battle.move', { id, to: 'Portugal' }).why).toBe('Army of Portugal stands in Portugal: Army of Spain retreats away from it, one space to its rear [13.4.5].');
    expect(run(s, 'cov.battle.move', { id, to: 'Hanover' }).why).toBe('Hanover is on Front B: Army of Spain moves along Front C [4.2, 13.4.5].');
    // Once Léon's own "Adjacent spaces" are entered, a space it does not list is refused.
    const t = { ...s, data: set(s.data!, [['map-spaces', 'Léon', 'neighbours', 'Portugal, Castile']]) };
    expect(run(t, 'cov.battle.move', { id, to: 'Gascony' }).why).toBe('Gascony is not next to Léon (its "Adjacent spaces" in the table "Military Map spaces": Portugal, Castile): Army of Spain goes back one space [13.4.5].');
    expect(COV_ACTIONS['cov.battle.move']!.validate(t, { id, to: 'Castile' } as never, header(t.data!))).toBeNull();
    const u = run(s, 'cov.battle.move', { id, to: 'Castile' }).s;
    expect([u.forces.armies['spain']!.space, u.forces.armies['portugal']!.space]).toEqual(['Castile', 'Léon']);
    expect(u.forces.control['Léon']).toBe('allied');
  });
  it('the map order and adjacency the Rulebook lacks are asked in Before you play, with the spaces it gives filled in and cited', () => {
    const s = at('Léon', 'Portugal', pack);
    const need = cov.beforeYouPlay!(s, header(pack)).find((n) => n.table === 'map-spaces' && /advance or retreat/.test(n.when));
    expect(need?.when).toBe('the first Army block to advance or retreat after a battle (War Phase of Turn 3)');
    expect(need?.rows).toContain('Castile');
    expect(need?.rows).not.toContain('Paris');
    expect(pack.tables['map-spaces']!.rows.find((r) => r.key === 'Belgium')!.cells['neighbours']).toMatchObject({ v: 'Paris', src: 'rulebook', cite: '13.4.2' });
    expect(pack.tables['map-spaces']!.rows.find((r) => r.key === 'Alsace')!.cells['front']).toMatchObject({ v: 'A', src: 'rulebook', cite: '13.6.5' });
    expect(pack.tables['map-spaces']!.rows.find((r) => r.key === 'Castile')!.cells['order']).toMatchObject({ v: null, src: 'missing' });
  });
});

describe('The Grande Armée falls back into Paris: the Track A spaces France abandons are Allied, VP scored as if captured [13.6.5, 13.5]', () => {
  // Poland (black 3) and Alsace (French colour 2): the group's map values, for the test.
  const vpPack = set(pack, [['map-spaces', 'Poland', 'vp', 3], ['map-spaces', 'Poland', 'vpColour', 'black'], ['map-spaces', 'Alsace', 'vp', 2], ['map-spaces', 'Alsace', 'vpColour', 'fr']]);
  /** The Grande Armée in Poland (French), Silesia in Polesia and Bohemia in Vienna, as set up. */
  function inPoland(p = vpPack): CovState {
    const s = paris('Belgium', 'Venice', 'battles', p);
    return { ...s, forces: { ...s.forces, armies: { ...s.forces.armies, 'grande-armee': { ...s.forces.armies['grande-armee']!, space: 'Poland' } }, control: { ...s.forces.control, Poland: 'FR' } } };
  }
  const gain = (a: CovState, b: CovState) => Object.fromEntries((['FR', 'RU', 'AU', 'BR'] as const).map((k) => [k, b.vp[k] - a.vp[k]]));
  const go = (s: CovState) => run(s, 'cov.forces.transfer', { transfer: 'grande-armee-to-paris' });

  it('Austria at war: Silesia and Bohemia to Alsace; Poland black 3 to Russia and Austria, France −3; Alsace French 2, France −2', () => {
    const s = inPoland();
    const t = go(s);
    expect(t.why).toBeNull();
    expect(t.s.forces.armies['grande-armee']!.space).toBe('Paris');
    expect([t.s.forces.armies['silesia']!.space, t.s.forces.armies['bohemia']!.space]).toEqual(['Alsace', 'Alsace']);
    expect([t.s.forces.control['Poland'], t.s.forces.control['Alsace'], t.s.forces.control['Paris']]).toEqual(['allied', 'allied', 'FR']);
    expect(gain(s, t.s)).toEqual({ FR: -5, RU: 3, AU: 3, BR: 0 });
    expect(t.s.ledger.slice(-4)).toEqual(
      [
        { power: 'FR', vp: -3, source: 'Poland, abandoned by France as the Grande Armée goes to Paris' },
        { power: 'RU', vp: 3, source: 'Poland, abandoned by France as the Grande Armée goes to Paris' },
        { power: 'AU', vp: 3, source: 'Poland, abandoned by France as the Grande Armée goes to Paris' },
        { power: 'FR', vp: -2, source: 'Alsace, abandoned by France as the Grande Armée goes to Paris' },
      ].map((x) => expect.objectContaining({ ...x, rule: '13.6.5, 13.5' })),
    );
    const title = COV_ACTIONS['cov.forces.transfer']!.title(s, { transfer: 'grande-armee-to-paris' } as never, { dice: [], header: header(vpPack) } as never);
    expect(title).toContain('Poland, Alsace are now Allied, VP scored as if captured [13.6.5, 13.5].');
  });
  it('Austria neutral before the Armistice: Bohemia stays in Vienna and Russia alone takes the black VP; the setting "Both always move" sends it too', () => {
    const s = { ...inPoland(), austriaAtWar: false, armistice: 'not-yet' as const };
    const t = go(s).s;
    expect([t.forces.armies['silesia']!.space, t.forces.armies['bohemia']!.space]).toEqual(['Alsace', 'Vienna']);
    expect(gain(s, t)).toEqual({ FR: -5, RU: 3, AU: 0, BR: 0 });
    const always = go({ ...s, rules: { ...s.rules, bohemiaToAlsace: 'always' } }).s;
    expect(always.forces.armies['bohemia']!.space).toBe('Alsace');
    expect(gain(s, always)).toEqual({ FR: -5, RU: 3, AU: 3, BR: 0 });
  });
  // "IMPORTANT: After Armistice, both the Austrian and Russian players control, and adjust VPs for, Central Europe
  // Front A spaces with black VP numbers." [13.5] The rule setting abandonedBlackVp, literal by default.
  it('Austria neutral after the Armistice: Austria takes the black VP too by default (13.5); "Only the Powers whose Armies advance" gives Russia alone', () => {
    const s = { ...inPoland(), austriaAtWar: false, armistice: 'in-effect' as const };
    const t = go(s).s;
    expect(t.forces.armies['bohemia']!.space).toBe('Vienna');
    expect(gain(s, t)).toEqual({ FR: -5, RU: 3, AU: 3, BR: 0 });
    expect(cov.rules!.find((r) => r.id === 'abandonedBlackVp')).toMatchObject({ default: 'after-armistice', cite: ['13.6.5', '13.5'] });
    expect(gain(s, go({ ...s, rules: { ...s.rules, abandonedBlackVp: 'advancing-armies' } }).s)).toEqual({ FR: -5, RU: 3, AU: 0, BR: 0 });
    // An entry an older version logged keeps the reading it was made with.
    expect(gain(s, run(s, 'cov.forces.transfer', { transfer: 'grande-armee-to-paris' }, true).s)).toEqual({ FR: -5, RU: 3, AU: 0, BR: 0 });
  });
  it('a space whose VP the map table lacks turns Allied and is named to be scored by hand, nothing invented', () => {
    const s = inPoland(pack);
    const t = go(s);
    expect(gain(s, t.s)).toEqual({ FR: 0, RU: 0, AU: 0, BR: 0 });
    expect(t.s.forces.control['Poland']).toBe('allied');
    const title = COV_ACTIONS['cov.forces.transfer']!.title(s, { transfer: 'grande-armee-to-paris' } as never, { dice: [], header: header(pack) } as never);
    expect(title).toContain('The VP of Poland, Alsace are not entered in the table "Military Map spaces": score them by hand [13.5].');
  });
});

describe('Armies with no single space to retreat to: what the Rulebook says happens, else the group names it [13.4.5, 13.6.3]', () => {
  // "In case of success, the British player places the Army of Sicily block in Naples … the French Army of Naples block
  // is permanently removed from play. Its surviving units are immediately integrated into the Army of Italy." [13.6.3]
  it('Front E: the Army of Naples beaten by the landing has no rear space: the Army of Sicily enters Naples, its units join the Army of Italy, Britain +3 VP, with the battle', () => {
    const s0 = paris('Pomerania', 'Tyrol', 'battles');
    const armies = { ...s0.forces.armies, sicily: { ...s0.forces.armies['sicily']!, pieces: { BR: 2, FLEET: 1 } }, naples: { ...s0.forces.armies['naples']!, pieces: { FR: 3 } }, italy: { ...s0.forces.armies['italy']!, pieces: { FR: 2 } } };
    const s1: CovState = { ...s0, forces: { ...s0.forces, armies, milOps: { sicily: ['br-military-operation-1'] } }, militaryOperations: ['br-military-operation-1'] };
    const input = { game: 'congress-of-vienna', front: 'E', french: { army: 'naples', milOp: false }, allied: { army: 'sicily', owner: 'BR', milOp: true, amphibious: true, space: { id: 'Sicily', nation: 'NONE' } }, lossTrack: track };
    const d = run(s1, 'cov.battle.declare', { input });
    expect(d.why).toBeNull();
    const s = fight(d.s, { french: 0, allied: 1 });
    expect(s.battles[0]!.battle.result).toMatchObject({ winner: 'allied', spaceTaken: { side: 'french', id: 'Naples' } });
    expect(s.forces.armies['sicily']!.space).toBe('Naples');
    expect(s.forces.armies['naples']!.removed).toBe(true);
    expect(s.forces.armies['italy']!.pieces).toEqual({ FR: 4 });
    expect(s.forces.control['Naples']).toBe('allied');
    expect(s.vp.BR - s1.vp.BR).toBeGreaterThanOrEqual(3);
    expect(s.ledger.find((l) => l.rule === '13.6.3')).toMatchObject({ power: 'BR', vp: 3, source: 'Landing in Naples' });
    // Nothing waits: no block move to name, no line to do.
    expect(s.battles[0]!.armies!.move).toBeUndefined();
    expect(s.battles[0]!.armies!.todo).toEqual([]);
    expect(cov.canLeaveStep(s, header(s.data!))).toBeNull();
    // A save from before logged the transfer as its own entry after the battle: it folds as the confirmation.
    const again = run(s, 'cov.forces.transfer', { transfer: 'naples-landing' });
    expect(again.why).toBeNull();
    expect([again.s.forces, again.s.vp]).toEqual([s.forces, s.vp]);
  });
  it('Front E: the landing wipes the Army of Naples out: the landing is done, its line ends without a dangling list of units', () => {
    const s0 = paris('Pomerania', 'Tyrol', 'battles');
    const armies = { ...s0.forces.armies, sicily: { ...s0.forces.armies['sicily']!, pieces: { BR: 2, FLEET: 1 } }, naples: { ...s0.forces.armies['naples']!, pieces: { FR: 1 } }, italy: { ...s0.forces.armies['italy']!, pieces: { FR: 2 } } };
    const s1: CovState = { ...s0, forces: { ...s0.forces, armies, milOps: { sicily: ['br-military-operation-1'] } }, militaryOperations: ['br-military-operation-1'] };
    const input = { game: 'congress-of-vienna', front: 'E', french: { army: 'naples', milOp: false }, allied: { army: 'sicily', owner: 'BR', milOp: true, amphibious: true, space: { id: 'Sicily', nation: 'NONE' } }, lossTrack: track };
    const s = fight(run(s1, 'cov.battle.declare', { input }).s, { french: 0, allied: 1 });
    expect(s.forces.armies['sicily']!.space).toBe('Naples');
    expect(s.forces.armies['naples']!.removed).toBe(true);
    expect(s.forces.armies['italy']!.pieces).toEqual({ FR: 2 });
    expect(s.battles[0]!.armies!.done).toContain('A successful landing in Naples: the Army of Sicily in Naples, the Army of Naples joins the Army of Italy, Britain +3 VP [13.6.3].');
    expect(s.battles[0]!.armies!.done.some((l) => l.endsWith(': '))).toBe(false);
  });
  // Silesia and Bohemia share Poland: the two Allied set-up spaces behind it (Polesia, Vienna) are both "toward their
  // Home Front Start spaces" [13.4.5]; the Rulebook does not say which, so the battle asks the group.
  it('Front A: Silesia and Bohemia beaten in Poland: the battle waits for the group to name Polesia or Vienna, Next waits for it', () => {
    const p = set(pack, [['map-spaces', 'Polesia', 'order', 1], ['map-spaces', 'Vienna', 'order', 1], ['map-spaces', 'Poland', 'order', 2], ['map-spaces', 'Silesia', 'order', 3], ['map-spaces', 'Silesia', 'front', 'A'], ['armies', 'grande-armee', 'unitLimit', 16]]);
    const s0 = paris('Pomerania', 'Tyrol', 'battles', p);
    const armies = { ...s0.forces.armies, 'grande-armee': { ...s0.forces.armies['grande-armee']!, space: 'Silesia', pieces: { FR: 6 } }, silesia: { ...s0.forces.armies['silesia']!, space: 'Poland', pieces: { RU: 3 } }, bohemia: { ...s0.forces.armies['bohemia']!, space: 'Poland', pieces: { AU: 3 } } };
    const s1: CovState = { ...s0, generalissimo: 'RU', forces: { ...s0.forces, armies, milOps: { 'grande-armee': ['fr-military-operation-1'] } }, militaryOperations: ['fr-military-operation-1'] };
    const input = { game: 'congress-of-vienna', front: 'A', french: { army: 'grande-armee', milOp: true }, allied: { army: 'silesia', owner: 'RU', milOp: false, bohemiaAndSilesia: true, generalissimo: 'RU', units: { RU: 3, AU: 3 }, space: { id: 'Poland', nation: 'NONE', minorCountry: true } }, lossTrack: track };
    const d = run(s1, 'cov.battle.declare', { input });
    expect(d.why).toBeNull();
    let s = fight(d.s, { french: 1, allied: 0 });
    const id = s.battles[0]!.id;
    // The Generalissimo (Russia) chooses the Allied loss among Russians and Austrians first.
    if (s.battles[0]!.armies!.owed?.allied) s = run(s, 'cov.battle.losses', { id, side: 'allied', units: { RU: 1 } }).s;
    expect(s.battles[0]!.armies!.move).toMatchObject({ kind: 'retreat', army: 'silesia', from: 'Poland', advance: 'grande-armee' });
    expect(cov.canLeaveStep(s, header(p))).toMatch(/Army of Silesia and Army of Bohemia retreat from Poland: confirm the space by hand first \[13\.4\.5\]\.$/);
    expect(battleMoveOptions(s, id).slice(0, 2)).toEqual(['Polesia', 'Vienna']);
    // The order is entered: the line says why the group names the space, not that the map's order is missing.
    const todo = s.battles[0]!.armies!.todo.join(' ');
    expect(todo).toContain('(the Armies of Silesia and Bohemia retreat together, each toward its own Start Space: confirm the space by hand [13.6.2])');
    expect(todo).not.toContain('is not entered');
    expect(moveWho(s, s.battles[0]!.armies!.move!)).toEqual({ names: 'Army of Silesia and Army of Bohemia', verb: 'retreat to', together: true });
    const u = run(s, 'cov.battle.move', { id, to: 'Vienna' }).s;
    expect([u.forces.armies['silesia']!.space, u.forces.armies['bohemia']!.space, u.forces.armies['grande-armee']!.space]).toEqual(['Vienna', 'Vienna', 'Poland']);
    expect(cov.canLeaveStep(u, header(p))).toBeNull();
  });
});

// "If saved during the Diplomacy Phase, the French Military card Berthier can be used for one or both War Phase
// effects" [13.3]; "The cards used for the Wager are discarded" [11.2]. The app never knows a hand: the group says when
// the card played is Berthier.
describe('Berthier played in the Diplomacy Phase: neither War Phase effect this turn [13.3]', () => {
  const rounds = (): CovState => {
    const s = paris('Pomerania', 'Tyrol', 'rounds');
    return { ...s, roundOrder: ['AU', 'RU', 'FR', 'BR'], round: 1, turnIndex: 0, issues: { ...s.issues, 'financial-aid-1': { at: 'table' } } };
  };
  const fr = (berthier = true) => ({ value: 2, nation: 'FR', ...(berthier ? { berthier } : {}) });
  it('France debating with Berthier: recorded, logged and reminded; a second play of him refused; a non-French or Leader "Berthier" refused', () => {
    const s = rounds();
    const p = { power: 'AU', issue: 'financial-aid-1', card: { value: 3, nation: 'AU' }, debate: { debater: 'FR', card: fr() } };
    const r = run(s, 'cov.negotiate', p);
    expect(r.why).toBeNull();
    expect(r.s.berthierInDiplomacy).toBe('by France debating British Financial Aid 1, round 1');
    expect(COV_ACTIONS['cov.negotiate']!.title(s, COV_ACTIONS['cov.negotiate']!.schema.parse(p), { dice: [], header: header(pack) } as never)).toContain('debates with a 2 (Berthier #3: not saved for the War Phase [13.3])');
    expect(cov.reminders!(r.s, header(pack))).toContain('Berthier (#3) was played in the Diplomacy Phase (by France debating British Financial Aid 1, round 1): neither of his War Phase effects this turn [13.3].');
    expect(run(r.s, 'cov.negotiate', { power: 'RU', issue: 'financial-aid-1', card: fr() }).why).toBe('Berthier (#3) was already played in this Diplomacy Phase (by France debating British Financial Aid 1, round 1).');
    expect(run(s, 'cov.negotiate', { ...p, debate: { debater: 'FR', card: { value: 2, nation: 'BR', berthier: true } } }).why).toBe('Berthier (#3) is a French card: give its nationality as France.');
    expect(run(s, 'cov.negotiate', { ...p, debate: { debater: 'FR', card: { value: 2, nation: 'FR', leader: true, berthier: true } } }).why).toBe('Berthier (#3) is a Military card, not a Leader.');
    // Any Power may play him for his value (a card of any nationality negotiates): Austria here.
    expect(run(s, 'cov.negotiate', { power: 'AU', issue: 'financial-aid-1', card: fr() }).s.berthierInDiplomacy).toBe('by Austria negotiating British Financial Aid 1, round 1');
  });
  it('wagered: the wager cards are discarded [11.2], so Berthier is not saved either', () => {
    const s = { ...paris('Pomerania', 'Tyrol', 'wager'), wager: null };
    const bids = { FR: { value: 4, nation: 'FR', berthier: true }, RU: { value: 3, nation: 'RU' }, BR: { value: 5, nation: 'BR' }, AU: { value: 2, nation: 'AU' } };
    const r = run(s, 'cov.wager', { bids });
    expect(r.why).toBeNull();
    expect(r.s.berthierInDiplomacy).toBe('wagered by France');
    expect(r.s.wager!.bids.FR).toEqual({ value: 4, nation: 'FR' });
    expect(run(s, 'cov.wager', { bids: { ...bids, RU: { value: 3, nation: 'FR', berthier: true } } }).why).toBe('Berthier (#3) is one card: he is played once.');
  });
  it('in the War Phase: his additional Strategic Movement and his battle are refused with the reason; the next turn he may serve again', () => {
    const p = set(pack, [['cards', '3', 'strategicUnits', 2], ['armies', 'italy', 'unitLimit', 8]]);
    const played = 'by France debating British Financial Aid 1, round 1';
    let s: CovState = { ...paris('Pomerania', 'Tyrol', 'strategic-movement', p), berthierInDiplomacy: played };
    s = { ...s, forces: { ...s.forces, armies: { ...s.forces.armies, 'grande-armee': { ...s.forces.armies['grande-armee']!, space: 'Saxony' }, italy: { ...s.forces.armies['italy']!, pieces: { FR: 4 } } } } };
    s = run(s, 'cov.forces.move', { piece: 'FR', count: 2, from: 'grande-armee', to: 'italy' }).s;
    const why = `Berthier (#3) was played in the Diplomacy Phase (${played}): only if saved there does he serve in the War Phase [13.3].`;
    expect(run(s, 'cov.forces.move', { piece: 'FR', count: 1, from: 'grande-armee', to: 'italy', berthier: true }).why).toBe(why);
    const f = { game: 'congress-of-vienna', front: 'F', french: { army: 'italy', milOp: false }, allied: { army: 'tyrol', owner: 'AU', milOp: true }, lossTrack: track };
    s = { ...run(s, 'cov.battle.declare', { input: f }).s };
    s = { ...s, position: { ...s.position, stepId: 'battles' } };
    const id = s.battles[0]!.id;
    while (s.battles[0]!.battle.step === 'withdrawal') s = run(s, 'cov.battle.decide', { id, action: { type: 'withdraw', side: s.battles[0]!.battle.side, withdraw: false } }).s;
    if (s.battles[0]!.battle.side === 'allied') s = run(s, 'cov.battle.decide', { id, action: { type: 'cards', side: 'allied', cards: [] } }).s;
    expect(run(s, 'cov.battle.decide', { id, action: { type: 'cards', side: 'french', cards: [{ id: 'berthier', own: 2 }] } }).why).toBe(why);
    // The turn's end clears it; the Grande Armée not in Paris: Berthier is not dealt to France [11.1.1].
    const next = cov.nextTurn(s, header(p));
    expect([next.berthierInDiplomacy, next.berthierDealt]).toEqual([null, false]);
  });
  it('killed in action in an earlier battle: his Strategic Movement and his battle are refused, the card out of the game [13.4.4]', () => {
    const p = set(pack, [['cards', '3', 'strategicUnits', 2], ['armies', 'italy', 'unitLimit', 8]]);
    let s: CovState = { ...paris('Pomerania', 'Tyrol', 'strategic-movement', p), dead: ['Berthier'] };
    s = { ...s, forces: { ...s.forces, armies: { ...s.forces.armies, 'grande-armee': { ...s.forces.armies['grande-armee']!, space: 'Saxony' } } } };
    const why = 'Berthier (#3) was killed in action: his card is out of the game [13.4.4].';
    const before = JSON.stringify(s);
    expect(run(s, 'cov.forces.move', { piece: 'FR', count: 1, from: 'grande-armee', to: 'italy', berthier: true }).why).toBe(why);
    expect(JSON.stringify(s)).toBe(before);
    expect(run(s, 'cov.forces.move', { piece: 'FR', count: 1, from: 'grande-armee', to: 'italy' }).why).toBeNull();
  });
  it('the Grande Armée in Paris at the turn’s end: France is dealt Berthier next turn and keeps him [11.1.1, 14.3]', () => {
    const s = paris('Belgium', 'Lyon', 'victory-check');
    const next = cov.nextTurn(s, header(pack));
    expect(next.berthierDealt).toBe(true);
    expect(cov.reminders!(next, header(pack))).toContain('The Grande Armée started the turn in Paris: France is dealt Berthier (#3) and keeps him at the end of the turn [11.1.1, 14.3].');
  });
});
