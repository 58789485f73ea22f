// A battle's losses in a campaign, one mechanism everywhere: fleets are losses where they fought (a landing, the
// War of 1812 Box) [13.4.1a, 13.4.4]; two Armies fighting together lose from both, chosen by the Generalissimo or
// France on Front A and by France for the Holland landing [13.4.4, 13.6.2, 15.3]; the next battle waits for an
// earlier battle's losses [13.4.4]; the Box's owed losses are void once its units are evacuated [15.2].
import { buildDrm, parseCovBattle } from './battle/index';
import { describe, expect, it } from 'vitest';
import { makeHeader } from '../../engine/campaign';
import { completeSettings } from '../../engine/settings';
import { templatePack } from '../../data/tables';
import { BOX_1812, DENMARK_NORWAY, type Count, type Forces } from './forces';
import { COV_ACTIONS } from './actions';
import { voidBoxLosses } from './actions/war';
import { computeCongressOfViennaOdds } from './battle';
import { congressOfVienna as cov } from './module';
import { CONGRESS_OF_VIENNA_DATA as DATA } from './tables';
import type { BattleEntry, CovState } from './state';

const pack = templatePack(DATA);
const header = (rules: Record<string, string | boolean>) =>
  makeHeader({
    id: 'cov-losses', game: 'congress-of-vienna', scenario: 'full-campaign', players: [{ name: 'Ann', powers: ['FR', 'RU', 'BR', 'AU'] }],
    settings: completeSettings(cov, { rules, dataPack: pack }), seed: 1, createdAt: '2026-12-02T10:00:00.000Z', appVersion: 'test',
  });
/** Turn 2's Military Operations with these Armies' pieces (and spaces) and Box contents. */
/** The Northern Army attacks Holland only with Saxony Allied (saxonyPrerequisite's default) [13.6.1.4c]. */
const saxonyAllied = { Saxony: 'allied' as const };
function at(rules: Record<string, string | boolean>, armies: Record<string, { space?: string; pieces: Count }>, boxes: Record<string, Count> = {}, control: Forces['control'] = {}): CovState {
  const h = header(rules);
  const s = cov.setup(h, { rules: h.settings.rules as Record<string, string | boolean>, data: pack });
  const f: Forces = { ...s.forces, armies: { ...s.forces.armies }, boxes: { ...s.forces.boxes, ...boxes }, control: { ...s.forces.control, ...control } };
  for (const [k, a] of Object.entries(armies)) f.armies[k] = { ...f.armies[k]!, ...(a.space ? { space: a.space } : {}), pieces: a.pieces };
  return { ...s, data: pack, rules: h.settings.rules as CovState['rules'], forces: f, position: { turn: 2, stepId: 'military-operations' } };
}
const run = (s: CovState, type: string, payload: unknown): { why: string | null; s: CovState } => {
  const a = COV_ACTIONS[type]!;
  const h = header((s.rules ?? {}) as Record<string, string | boolean>);
  const why = a.validate(s, a.schema.parse(payload), h);
  return why ? { why, s } : { why: null, s: a.apply(s, a.schema.parse(payload), { dice: [], header: h } as never) };
};
const ok = (s: CovState, type: string, payload: unknown): CovState => {
  const r = run(s, type, payload);
  expect(r.why).toBeNull();
  return r.s;
};
/** The battle `id` fought to its end with no Withdrawal and no card, the losses typed (manual mode). */
function fight(s: CovState, id: number, french: number, allied: number): CovState {
  let t = s;
  const b = () => t.battles.find((x) => x.id === id)!.battle;
  while (b().step === 'withdrawal') t = ok(t, 'cov.battle.decide', { id, action: { type: 'withdraw', side: b().side, withdraw: false } });
  while (b().step === 'cards') t = ok(t, 'cov.battle.decide', { id, action: { type: 'cards', side: b().side, cards: [] } });
  t = ok(t, 'cov.battle.decide', { id, action: { type: 'losses', french, allied } });
  if (b().step === 'mountain-cancel') t = ok(t, 'cov.battle.decide', { id, action: { type: 'cancel-retreat', cancel: false } });
  expect(b().step).toBe('done');
  return t;
}
const declare = (s: CovState, input: object) => ({ ...ok(s, 'cov.battle.declare', { input: { game: 'congress-of-vienna', ...input } }), position: { turn: 2, stepId: 'battles' } });
const space = (id: string) => ({ id, nation: 'NONE' });

describe('fleets are losses where they fought [13.4.1a, 13.4.4]', () => {
  const landing = (armies = { sicily: { space: 'Sicily', pieces: { BR: 1, FLEET: 2 } }, naples: { space: 'Naples', pieces: { FR: 3 } } }) =>
    declare(at({}, armies), {
      front: 'E', french: { army: 'naples', units: { FR: 3 }, space: space('Naples') },
      allied: { army: 'sicily', owner: 'BR', milOp: true, units: { BR: 1 }, fleets: 2, amphibious: true, space: space('Sicily') },
    });

  it('the landing in Naples: the Army of Sicily’s fleets may be among its losses, chosen by Britain; the odds cap the losses at its units and fleets', () => {
    let s = landing();
    const id = s.battles[0]!.id;
    s = fight(s, id, 2, 0);
    expect(s.battles[0]!.battle.result!.lost.allied).toBe(2);
    expect(s.battles[0]!.armies!.owed).toEqual({ allied: { holders: ['sicily'], count: 2, chooser: 'the owner (BR)', fleets: true } });
    const losses = (units: Count) => run(s, 'cov.battle.losses', { id, side: 'allied', units });
    expect(losses({ FLEET: 3 }).why).toBe('Army of Sicily has 2 British fleets, not 3.');
    expect(losses({ FLEET: 1 }).why).toBe('The battle killed 2 units or fleets of Army of Sicily: choose 2, not 1 [13.4.4].');
    expect(COV_ACTIONS['cov.battle.losses']!.title(s, { id, side: 'allied', units: { BR: 1, FLEET: 1 } }, {} as never)).toBe('Front E (Naples): Army of Sicily loses 1 unit and 1 fleet (1 British, 1 British fleet) to the Force Pool, chosen by the owner (BR) [13.4.4]');
    expect(ok(s, 'cov.battle.losses', { id, side: 'allied', units: { FLEET: 2 } }).forces.armies['sicily']!.pieces).toEqual({ BR: 1 });
    expect(ok(s, 'cov.battle.losses', { id, side: 'allied', units: { BR: 1, FLEET: 1 } }).forces.armies['sicily']!.pieces).toEqual({ FLEET: 1 });
    // Three losses take every piece that fought: no choice.
    const all = fight(landing(), id, 3, 0);
    expect(all.battles[0]!.armies!.owed).toBeUndefined();
    expect(all.forces.armies['sicily']!.pieces).toEqual({});
    expect(all.battles[0]!.armies!.done).toContain('Army of Sicily: all its 1 unit and 2 fleets (1 British, 2 British fleets) to the Force Pool [13.4.4].');
    // The exact odds count the same pieces: 0 to 3 Allied losses, the fleets included (the independent simulation
    // agrees on random landings, montecarlo.test.ts).
    const odds = computeCongressOfViennaOdds({ ...landing().battles[0]!.battle.input, lossTrack: { french: [[-20, 5]], allied: [[-20, 0]] } });
    expect(odds.losses.allied.distribution).toEqual([0, 0, 0, 1]);
  });

  it('the War of 1812 Box: British units and fleets, US militia on the French side, taken from the Box [13.6.4]', () => {
    const box = (s: CovState) => s.forces.boxes[BOX_1812];
    const g = () => declare(at({}, {}, { [BOX_1812]: { BR: 1, FLEET: 2, US: 3 } }), { front: 'G', french: { milOp: true, units: { US: 3 } }, allied: { units: { BR: 1 }, fleets: 2 } });
    let s = g();
    const id = s.battles[0]!.id;
    s = fight(s, id, 1, 2);
    expect(box(s)).toEqual({ BR: 1, FLEET: 2, US: 1 });
    expect(s.battles[0]!.armies!.done).toEqual(['The War of 1812 Box: 2 US militia units to the Force Pool [13.4.4].']);
    expect(s.battles[0]!.armies!.todo).toEqual([]);
    expect(s.battles[0]!.armies!.owed).toEqual({ allied: { holders: [BOX_1812], count: 1, chooser: 'the owner (BR)', fleets: true } });
    expect(run(s, 'cov.battle.losses', { id, side: 'allied', units: { US: 1 } }).why).toBe('The War of 1812 Box has 0 US militia units, not 1.');
    expect(box(ok(s, 'cov.battle.losses', { id, side: 'allied', units: { FLEET: 1 } }))).toEqual({ BR: 1, FLEET: 1, US: 1 });
  });

  it('a battle where fleets did not fight: they are not losses', () => {
    let s = declare(at({}, { portugal: { space: 'Portugal', pieces: { BR: 4, PT: 2 } }, spain: { space: 'Léon', pieces: { FR: 6 } } }), {
      front: 'C', french: { army: 'spain', units: { FR: 6 }, space: space('Léon') }, allied: { army: 'portugal', owner: 'BR', units: { BR: 4, PT: 2 }, milOp: true, space: space('Portugal') },
    });
    s = fight(s, s.battles[0]!.id, 2, 0);
    expect(run(s, 'cov.battle.losses', { id: s.battles[0]!.id, side: 'allied', units: { FLEET: 1, BR: 1 } }).why).toBe('The battle killed units of Army of Portugal, not fleets: choose among its units [13.4.4].');
  });
});

describe('two Armies fighting together lose from both [13.4.4, 13.6.2, 15.3]', () => {
  const frontA = (generalissimo: 'RU' | 'none') =>
    declare(at({}, { silesia: { space: 'Saxony', pieces: { RU: 3, PR: 1 } }, bohemia: { space: 'Saxony', pieces: { AU: 3 } }, 'grande-armee': { space: 'Thuringia', pieces: { FR: 8 } } }), {
      front: 'A', french: { army: 'grande-armee', units: { FR: 8 }, space: space('Thuringia') },
      allied: { army: 'silesia', owner: 'RU', milOp: true, units: { RU: 3, PR: 1, AU: 3 }, bohemiaAndSilesia: true, generalissimo, space: space('Saxony') },
    });

  it('Silesia and Bohemia: the Generalissimo picks among Russian, Prussian and Austrian units of both Armies', () => {
    let s = frontA('RU');
    const id = s.battles[0]!.id;
    s = fight(s, id, 3, 0);
    expect(s.battles[0]!.armies!.owed).toEqual({ allied: { holders: ['silesia', 'bohemia'], count: 3, chooser: 'the Generalissimo (RU)' } });
    expect(run(s, 'cov.battle.losses', { id, side: 'allied', units: { AU: 4 } }).why).toBe('Army of Silesia and Army of Bohemia have 3 Austrian units, not 4.');
    expect(COV_ACTIONS['cov.battle.losses']!.title(s, { id, side: 'allied', units: { AU: 2, RU: 1 } }, {} as never)).toBe('Front A (Central Europe): Army of Silesia and Army of Bohemia lose 3 units (1 Russian, 2 Austrian) to the Force Pool, chosen by the Generalissimo (RU) [13.4.4]');
    const t = ok(s, 'cov.battle.losses', { id, side: 'allied', units: { AU: 2, RU: 1 } });
    expect(t.forces.armies['bohemia']!.pieces).toEqual({ AU: 1 });
    expect(t.forces.armies['silesia']!.pieces).toEqual({ RU: 2, PR: 1 });
    // Without a Generalissimo, France allocates them [13.4.4].
    const f = fight(frontA('none'), id, 2, 0);
    expect(f.battles[0]!.armies!.owed!.allied).toMatchObject({ holders: ['silesia', 'bohemia'], chooser: 'France, among the Austrian, Prussian and Russian units (no Generalissimo)' });
  });

  it('frontASeparateAttack: Russia attacking alone loses from Silesia only; the campaign’s reading decides whether Bohemia’s units count [13.6.2; digest 10.14]', () => {
    const armies = { silesia: { space: 'Saxony', pieces: { RU: 3, PR: 1 } }, bohemia: { space: 'Saxony', pieces: { AU: 3 } }, 'grande-armee': { space: 'Thuringia', pieces: { FR: 8 } } };
    const input = {
      front: 'A', french: { army: 'grande-armee', units: { FR: 8 }, space: space('Thuringia') },
      allied: { army: 'silesia', owner: 'RU', milOp: true, units: { RU: 3, PR: 1 }, bohemiaAndSilesia: true, generalissimo: 'none', separateAttack: { otherArmyUnits: 3 }, space: space('Saxony') },
    };
    const a = (t: CovState) => buildDrm(parseCovBattle(t.battles[0]!.battle.input, { pack })).allied.lines.find((l) => l.code === 'a')!.value;
    const mine = declare(at({}, armies), input);
    const both = declare(at({ frontASeparateAttack: 'both-armies' } as never, armies), input);
    expect([a(mine), a(both)]).toEqual([4, 7]);
    const s = fight(both, both.battles[0]!.id, 3, 0);
    expect(s.battles[0]!.armies!.owed!.allied).toMatchObject({ holders: ['silesia'], count: 3 });
  });

  it('generalissimoPenalty after-first-activation: the campaign tells the battle whether the Generalissimo Issue was ever activated [13.4.1c]', () => {
    const input = {
      front: 'A', french: { army: 'grande-armee', units: { FR: 8 }, space: space('Thuringia') },
      allied: { army: 'silesia', owner: 'RU', milOp: true, units: { RU: 3, PR: 1, AU: 3 }, bohemiaAndSilesia: true, generalissimo: 'none', space: space('Saxony') },
    };
    const armies = { silesia: { space: 'Saxony', pieces: { RU: 3, PR: 1 } }, bohemia: { space: 'Saxony', pieces: { AU: 3 } }, 'grande-armee': { space: 'Thuringia', pieces: { FR: 8 } } };
    const c = (t: CovState) => buildDrm(parseCovBattle(t.battles[0]!.battle.input, { pack })).allied.lines.filter((l) => l.code === 'c').length;
    const never = declare(at({ generalissimoPenalty: 'after-first-activation' } as never, armies), input);
    expect(c(never)).toBe(0);
    const once = declare({ ...at({ generalissimoPenalty: 'after-first-activation' } as never, armies), generalissimoActivated: true }, input);
    expect(c(once)).toBe(1);
    expect(c(declare(at({}, armies), input))).toBe(1);
  });

  it('the landing in Holland: France picks among the Northern Army’s units and the Army of Scheldt’s units and fleets [15.3]', () => {
    let s = declare(at({ landingInHolland: true }, { northern: { space: 'Hanover', pieces: { RU: 3, PR: 1 } }, scheldt: { space: 'Scheldt', pieces: { BR: 2, FLEET: 1 } }, elbe: { space: 'Holland', pieces: { FR: 4 } } }, {}, saxonyAllied), {
      front: 'B', french: { army: 'elbe', units: { FR: 4 }, space: space('Holland') },
      allied: { army: 'northern', owner: 'RU', milOp: true, units: { RU: 3, PR: 1 }, space: space('Hanover'), scheldt: { units: 2, fleets: 1, milOp: true } },
    });
    const id = s.battles[0]!.id;
    s = fight(s, id, 2, 0);
    expect(s.battles[0]!.armies!.owed).toEqual({ allied: { holders: ['northern', 'scheldt'], count: 2, chooser: 'France, among the Coalition units (the landing in Holland)', fleets: true } });
    const t = ok(s, 'cov.battle.losses', { id, side: 'allied', units: { PR: 1, FLEET: 1 } });
    expect(t.forces.armies['northern']!.pieces).toEqual({ RU: 3 });
    expect(t.forces.armies['scheldt']!.pieces).toEqual({ BR: 2 });
  });

  it('under the reading "Coalition unit(s)" only (15.3), France picks among the units; a fleet is refused [15.3, 13.4.4]', () => {
    let s = declare(at({ landingInHolland: true, hollandFleetLosses: 'units-only' }, { northern: { space: 'Hanover', pieces: { RU: 3, PR: 1 } }, scheldt: { space: 'Scheldt', pieces: { BR: 2, FLEET: 1 } }, elbe: { space: 'Holland', pieces: { FR: 4 } } }, {}, saxonyAllied), {
      front: 'B', french: { army: 'elbe', units: { FR: 4 }, space: space('Holland') },
      allied: { army: 'northern', owner: 'RU', milOp: true, units: { RU: 3, PR: 1 }, space: space('Hanover'), scheldt: { units: 2, fleets: 1, milOp: true } },
    });
    const id = s.battles[0]!.id;
    s = fight(s, id, 2, 0);
    expect(s.battles[0]!.armies!.owed).toEqual({ allied: { holders: ['northern', 'scheldt'], count: 2, chooser: 'France, among the Coalition units (the landing in Holland)' } });
    expect(run(s, 'cov.battle.losses', { id, side: 'allied', units: { PR: 1, FLEET: 1 } }).why).toMatch(/not fleets: choose among their units \[13\.4\.4\]\.$/);
    expect(ok(s, 'cov.battle.losses', { id, side: 'allied', units: { PR: 1, BR: 1 } }).forces.armies['scheldt']!.pieces).toEqual({ BR: 1, FLEET: 1 });
  });
});

describe('the next battle waits for an earlier battle’s losses [13.4.4]', () => {
  it('Front D is refused with the reason until Britain chooses the Army of Portugal’s; then it is fought', () => {
    let s = at({}, { portugal: { space: 'Portugal', pieces: { BR: 4, PT: 2 } }, spain: { space: 'Léon', pieces: { FR: 6 } }, eastern: { space: 'Valencia', pieces: { BR: 2 } }, mediterranean: { space: 'Catalonia', pieces: { FR: 3 } } });
    s = ok(s, 'cov.battle.declare', { input: { game: 'congress-of-vienna', front: 'C', french: { army: 'spain', units: { FR: 6 }, space: space('Léon') }, allied: { army: 'portugal', owner: 'BR', units: { BR: 4, PT: 2 }, milOp: true, space: space('Portugal') } } });
    s = declare(s, { front: 'D', french: { army: 'mediterranean', units: { FR: 3 }, milOp: true, space: space('Catalonia') }, allied: { army: 'eastern', owner: 'BR', units: { BR: 2 }, space: space('Valencia') } });
    const [c, d] = s.battles.map((b) => b.id) as [number, number];
    s = fight(s, c, 2, 0);
    const refused = run(s, 'cov.battle.decide', { id: d, action: { type: 'withdraw', side: s.battles[1]!.battle.side ?? 'french', withdraw: false } });
    expect(refused.why).toBe('The owner (BR) chooses the 2 units Army of Portugal lost on Front C (Portugal) before the battle on Front D (Mediterranean) is fought [13.4.4].');
    expect(refused.s).toBe(s);
    s = ok(s, 'cov.battle.losses', { id: c, side: 'allied', units: { PT: 2 } });
    s = fight(s, d, 0, 1);
    expect(s.forces.armies['mediterranean']!.pieces).toEqual({ FR: 2 });
  });

  it('an entry an older version logged (it let Front D start first) still folds, and the losses are chosen after', () => {
    let s = at({}, { portugal: { space: 'Portugal', pieces: { BR: 4, PT: 2 } }, spain: { space: 'Léon', pieces: { FR: 6 } }, eastern: { space: 'Valencia', pieces: { BR: 2 } }, mediterranean: { space: 'Catalonia', pieces: { FR: 3 } } });
    s = ok(s, 'cov.battle.declare', { input: { game: 'congress-of-vienna', front: 'C', french: { army: 'spain', units: { FR: 6 }, space: space('Léon') }, allied: { army: 'portugal', owner: 'BR', units: { BR: 4, PT: 2 }, milOp: true, space: space('Portugal') } } });
    s = declare(s, { front: 'D', french: { army: 'mediterranean', units: { FR: 3 }, milOp: true, space: space('Catalonia') }, allied: { army: 'eastern', owner: 'BR', units: { BR: 2 }, space: space('Valencia') } });
    const [c, d] = s.battles.map((b) => b.id) as [number, number];
    s = fight(s, c, 2, 0);
    const decide = COV_ACTIONS['cov.battle.decide']!;
    const p = decide.schema.parse({ id: d, action: { type: 'withdraw', side: s.battles[1]!.battle.side ?? 'french', withdraw: false } });
    const h = header({});
    expect(decide.validate(s, p, h, false)).toMatch(/before the battle on Front D/);
    expect(decide.validate(s, p, h, true)).toBeNull();
    const logged = s.battles[1]!.battle.log.length;
    s = decide.apply(s, p, { dice: [], header: h, legacy: true } as never);
    expect(s.battles[1]!.battle.log.length).toBeGreaterThan(logged);
    // The earlier battle's losses are still owed, and chosen as before.
    expect(s.battles[0]!.armies!.owed).toBeDefined();
    s = ok(s, 'cov.battle.losses', { id: c, side: 'allied', units: { PT: 2 } });
    expect(s.battles[0]!.armies!.owed).toBeUndefined();
  });
});

describe('the Army of the Elbe retakes Hanover: the Box’s owed losses are void [15.2]', () => {
  it('drops the Box’s owed Coalition losses, keeps an Army’s', () => {
    const entry = (id: number, front: string, owed: NonNullable<BattleEntry['armies']>['owed']): BattleEntry => ({ id, front, title: '', battle: {} as BattleEntry['battle'], settled: true, armies: { done: [], todo: [], owed } });
    const battles = [
      entry(1, 'B', { french: { holders: ['elbe'], count: 1, chooser: 'France' } }),
      entry(2, 'DK', { allied: { holders: [DENMARK_NORWAY], count: 2, chooser: 'the owner (RU)' } }),
    ];
    const v = voidBoxLosses(battles);
    expect(v.voided).toBe(2);
    expect(v.battles[0]).toBe(battles[0]);
    expect(v.battles[1]!.armies).toEqual({ done: [], todo: [] });
    expect(voidBoxLosses(v.battles).voided).toBe(0);
  });
});
