// Every Congress of Vienna refusal is a sentence ending with a period: a sample of bad actions (every action
// type, with payloads that fit its schema, at every step of a turn, and leaving each step) is refused in words.
import { describe, expect, it } from 'vitest';
import { makeHeader } from '../../engine/campaign';
import { completeSettings } from '../../engine/settings';
import { templatePack } from '../../data/tables';
import { COV_ACTIONS } from './actions';
import { congressOfVienna as cov } from './module';
import { CONGRESS_OF_VIENNA_DATA as DATA } from './tables';
import { COV_SEQUENCE as SEQUENCE } from './sequence';
import type { CovState } from './state';

const pack = templatePack(DATA);
const h = makeHeader({
  id: 'cov-refusals', game: 'congress-of-vienna', scenario: 'full-campaign', players: [{ name: 'Ann', powers: ['FR', 'RU', 'BR', 'AU'] }],
  settings: completeSettings(cov, { rules: {}, dataPack: pack }), seed: 1, createdAt: '2026-12-02T10:00:00.000Z', appVersion: 'test',
});
const base = cov.setup(h, { rules: h.settings.rules as Record<string, string | boolean>, data: pack });
const battle = (front: string, extra: Record<string, unknown> = {}) => ({ input: { game: 'congress-of-vienna', front, french: { army: 'grande-armee', units: { FR: 1 } }, allied: { army: 'silesia', units: { RU: 1 } }, ...extra } });
/** Payloads each action's schema may take; the ones it does not take are skipped. */
const PAYLOADS: unknown[] = [
  {}, { power: 'FR' }, { power: 'RU' }, { power: 'BR', noCards: true }, { power: 'AU', cardBonus: 3 }, { issue: 'poland' }, { issue: 'no-such-issue' },
  { power: 'FR', issues: ['poland'] }, { power: 'RU', issues: ['poland', 'saxony'] },
  { piece: 'FR', count: 3, from: 'spain', to: 'mediterranean' }, { piece: 'RU', count: 1, from: 'pool', to: 'elbe' }, { piece: 'FR', count: 1, from: 'spain', to: 'mediterranean', berthier: true },
  { piece: 'FLEET', count: 5, from: 'war-of-1812', to: 'sicily' }, { piece: 'SW', count: 1, from: 'northern', to: 'silesia' },
  { issue: 'fr-military-operation-1', holder: 'silesia' }, { issue: 'ru-military-operation-1', holder: 'elbe' }, { issue: 'us-military-operation', holder: 'portugal' },
  { power: 'RU', holder: 'elbe' }, { power: 'FR', holder: 'grande-armee', front: 'B' }, { power: 'BR', holder: 'war-of-1812' },
  { army: 'elbe', space: 'Pomerania', why: 'retreat' }, { army: 'no-such-army', space: 'X', why: 'advance' }, { army: 'grande-armee', space: 'Poland', why: 'advance' },
  { space: 'Paris', side: 'FR' }, { transfer: 'toulouse' }, { transfer: 'naples-landing' }, { transfer: 'naples-by-italy' }, { transfer: 'eastern-to-portugal' }, { transfer: 'grande-armee-to-paris' },
  { power: 'FR', pieces: { RU: 1 }, source: 'card', card: '12' }, { power: 'FR', pieces: {}, source: 'initial-situation', card: '1' }, { power: 'BR', pieces: { BR: 40 }, source: 'card', card: '9', to: 'portugal' },
  { id: 1 }, { id: 7, action: { type: 'withdraw', side: 'french', withdraw: true } }, { id: 1, side: 'french', units: { FR: 1 } },
  battle('A'), battle('DK'), battle('B', { french: { army: 'elbe', units: { FR: 1 }, milOp: true } }), { input: { front: 'Z' } },
  { holder: 'sicily' }, { holder: 'no-such-holder' }, { power: 'FR', card: 'Desperate Game' }, { power: 'FR', source: 'card', value: -10 },
  { from: [{ holder: 'sicily', count: 2 }], resources: 0 }, { from: [{ holder: 'war-of-1812', count: 1 }], resources: 3 }, { metternich: true }, { britishChoice: 'FR' },
  { piece: 'RU' }, { units: { RU: 1 } }, { units: { FR: 2 } },
  ...[
    { type: 'withdraw', side: 'allied', withdraw: true }, { type: 'withdraw', side: 'french', withdraw: true }, { type: 'cards', side: 'allied', cards: [] },
    { type: 'cards', side: 'french', cards: [{ id: 'berthier', own: 2 }, { id: '3', own: 2 }] }, { type: 'cards', side: 'french', cards: [{ id: 'x', own: 2, enemy: -2 }] },
    { type: 'losses', french: 1, allied: 2 }, { type: 'cancel-retreat', cancel: true }, { type: 'tactics', french: 1, allied: 9 }, { type: 'reselect', demand: true },
  ].flatMap((action) => [{ id: 1, action }, { id: 2, action }]),
  { id: 1, side: 'allied', units: { BR: 9 } },
];

function refusals(s: CovState): string[] {
  const out: string[] = [];
  const leave = cov.canLeaveStep?.(s, h);
  if (leave) out.push(leave);
  for (const [type, a] of Object.entries(COV_ACTIONS)) {
    for (const p of PAYLOADS) {
      const parsed = a.schema.safeParse(p);
      if (!parsed.success) continue;
      let why: string | null = null;
      try {
        why = a.validate(s, parsed.data, h);
      } catch {
        continue; // a payload this state cannot even read is the schema's business, not a refusal
      }
      if (why) out.push(`${type}: ${why}`);
    }
  }
  return out;
}

/** The War Phase with a battle on Front C declared from the board (the Army of Portugal attacking). */
function atWar(stepId: string): CovState {
  const s: CovState = { ...base, position: { turn: 2, stepId: 'military-operations' }, militaryOperations: ['br-military-operation-1'] };
  const place = COV_ACTIONS['cov.forces.mil-op']!;
  const t = place.apply(s, { issue: 'br-military-operation-1', holder: 'portugal' } as never, { dice: [], header: h } as never);
  const declare = COV_ACTIONS['cov.battle.declare']!;
  const p = { input: { game: 'congress-of-vienna', front: 'C', french: { army: 'army-of-spain' }, allied: { army: 'army-of-portugal', owner: 'BR' } } };
  expect(declare.validate(t, p as never, h)).toBeNull();
  return { ...declare.apply(t, p as never, { dice: [], header: h } as never), position: { turn: 2, stepId } };
}

describe('Congress of Vienna refusals are sentences ending with a period', () => {
  it.each(['strategic-movement', 'battles'])('with a battle declared, at the step %s', (stepId) => {
    const all = refusals(atWar(stepId));
    expect(all.length).toBeGreaterThan(20);
    const bad = all.filter((w) => !/\.$/.test(w));
    expect(bad).toEqual([]);
  });
  const steps = SEQUENCE.phases.flatMap((ph) => ph.steps.map((st) => st.id));
  it.each(steps)('at the step %s', (stepId) => {
    for (const turn of [1, 2]) {
      const s: CovState = { ...base, position: { turn, stepId } };
      const all = refusals(s);
      expect(all.length).toBeGreaterThan(0);
      const bad = all.filter((w) => !/\.$/.test(w));
      expect(bad).toEqual([]);
    }
  });
});
