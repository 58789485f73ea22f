// Le Grand Empire campaigns for tests, without Vitest (the e2e specs build saves with them too): a two-player
// campaign with a pack the test fills in as a group would in the data editor, and the group's battle tables.
import { Campaign, makeHeader } from '../../engine/campaign';
import { completeSettings } from '../../engine/settings';
import { removeRow, setCell, templatePack, type DataPack } from '../../data/tables';
import { leGrandEmpireModule as lge } from './module';
import { peaceBetween, type LgeState } from './state';
import { LE_GRAND_EMPIRE_DATA as DATA } from './tables';

export type C = Campaign<LgeState>;

/** A small 2D6 table a group might enter (rows by modified total): losses rise with the roll; 9+ bold; 11+ "L". */
export const GROUP_CRT = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((roll) => ({ roll, losses: roll <= 4 ? 0 : roll <= 7 ? 1 : roll <= 10 ? 2 : 3, bold: roll >= 9, cavalry: roll === 12, leader: roll >= 11 ? ('L' as const) : ('none' as const) }));
export const GROUP_RATIO = [
  { key: '1/2', attacker: 1, defender: 2, drm: -1 },
  { key: '1/1', attacker: 1, defender: 1, drm: 0 },
  { key: '3/2', attacker: 3, defender: 2, drm: 1 },
  { key: '2/1', attacker: 2, defender: 1, drm: 2 },
  { key: '5/2', attacker: 5, defender: 2, drm: 3 },
  { key: '3/1', attacker: 3, defender: 1, drm: 4 },
];

/** A 2D6 siege table a group might enter: rows by modified total, one result per printed level. */
export const GROUP_SIEGE: Array<[number, string, string, string]> = [
  [2, 'nothing', 'nothing', 'nothing'],
  [6, 'assault', 'nothing', 'nothing'],
  [8, 'assault', 'assault', 'nothing'],
  [10, 'breach', 'assault', 'assault'],
  [12, 'surrender', 'breach', 'assault'],
];

/** The template with the scenario's starting treasuries and, when asked, the group's battle, siege and budget tables. */
export function groupPack(o: { battleTables?: boolean; budgetTables?: boolean; siegeTable?: boolean } = {}): DataPack {
  let p = templatePack(DATA);
  const set = (t: string, k: string, c: string, v: number | string | boolean) => (p = setCell(DATA, p, t, k, c, v));
  const start: Record<string, [number, number, number]> = { spain: [10, 4, 0], turkey: [8, 4, 0], prussia: [30, 10, 2], austria: [40, 12, 3], russia: [35, 12, 3], france: [60, 20, 5], 'great-britain': [80, 6, 5] };
  for (const [pw, [lb, pr, vp]] of Object.entries(start)) {
    set('scenario-powers', `scenario-1:${pw}`, 'treasury', lb);
    set('scenario-powers', `scenario-1:${pw}`, 'pr', pr);
    set('scenario-powers', `scenario-1:${pw}`, 'vp', vp);
  }
  if (o.battleTables) {
    for (const size of ['skirmish', 'minor', 'major'])
      for (const r of GROUP_CRT) for (const c of ['losses', 'bold', 'cavalry', 'leader'] as const) set(`crt-${size}`, String(r.roll), c, r[c]);
    for (const row of p.tables['combat-ratio']!.rows.map((r) => r.key)) p = removeRow(DATA, p, 'combat-ratio', row);
    for (const r of GROUP_RATIO) for (const c of ['attacker', 'defender', 'drm'] as const) set('combat-ratio', r.key, c, r[c]);
    p = withWoundTable(p, [[1, 'killed'], [2, 'wounded'], [3, 'none']]);
  }
  if (o.siegeTable) {
    set('table-dice', 'siege', 'dice', '2D6');
    for (const r of p.tables.siege!.rows.map((x) => x.key)) p = removeRow(DATA, p, 'siege', r);
    for (const [roll, l1, l2, l3] of GROUP_SIEGE) {
      set('siege', String(roll), 'level1', l1);
      set('siege', String(roll), 'level2', l2);
      set('siege', String(roll), 'level3', l3);
    }
  }
  if (o.budgetTables) {
    set('production', 'infantry-step', 'pr', 1);
    set('production', 'infantry-step', 'pounds', 2);
    set('production', 'cavalry-step', 'pr', 1);
    set('production', 'cavalry-step', 'pounds', 3);
    set('maintenance', 'army-marker', 'order', 1);
    set('maintenance', 'army-marker', 'pounds', 4);
    set('maintenance', 'corps', 'order', 2);
    set('maintenance', 'corps', 'pounds', 1);
  }
  return p;
}

/** The group's 1D6 wound table: each row the lowest roll of a result, e.g. [[1, 'killed'], [2, 'wounded'], [4, 'none']]. */
export function withWoundTable(p: DataPack, rows: ReadonlyArray<readonly [number, 'none' | 'wounded' | 'killed']>): DataPack {
  p = setCell(DATA, p, 'table-dice', 'wound', 'dice', '1D6');
  for (const row of p.tables.wound!.rows.map((r) => r.key)) p = removeRow(DATA, p, 'wound', row);
  for (const [roll, result] of rows) p = setCell(DATA, p, 'wound', String(roll), 'result', result);
  return p;
}

/** Ann holds France (and runs Spain and Turkey), Bo Great Britain (and Prussia, Austria, Russia). */
export function lgeCampaign(o: { seed?: number; pack?: DataPack; settings?: Record<string, unknown>; rules?: Record<string, string | boolean> } = {}): C {
  const header = makeHeader({
    id: 'lge-test',
    game: 'le-grand-empire',
    scenario: 'campaign',
    players: [{ name: 'Ann', powers: ['france', 'spain', 'turkey'] }, { name: 'Bo', powers: ['great-britain', 'prussia', 'austria', 'russia'] }],
    settings: completeSettings(lge, { startYear: 1805, startSeason: 'spring', endYear: 1806, endSeason: 'winter', firstPlayer: 'france', ...(o.settings ?? {}), rules: o.rules ?? {}, dataPack: o.pack ?? groupPack() }),
    seed: o.seed ?? 7,
    createdAt: '2026-12-01T10:00:00.000Z',
    appVersion: 'test',
  });
  return Campaign.create(lge, header);
}

export const step = (c: C) => c.state.position.stepId;

/** Next until the step, the Activation Phase's markers drawn until it ends (the first turn's first marker chosen); throws if it is not reached. */
export function playTo(c: C, stepId: string): void {
  for (let i = 0; i < 60 && step(c) !== stepId; i++) {
    if (step(c) === 'activations' && !c.state.initiative.ended) {
      if (c.state.position.turn === 1 && !c.state.initiative.drawn.length) c.act('lge.initiative.draw', { marker: 'E1' });
      while (!c.state.initiative.ended) c.act('lge.initiative.draw', {});
    } else {
      if (step(c) === 'winter-budget') for (const p of Object.keys(c.state.budget)) if (!c.state.budget[p as 'france']!.done) c.act('lge.budget.done', { power: p });
      c.act('sequence.next', {});
    }
  }
  if (step(c) !== stepId) throw new Error(`Could not reach ${stepId}: at ${step(c)}`);
}

/** France declares war on Prussia in the first Diplomacy Phase; in the Conquest Phase BERLIN and KOENIGSBERG are held. */
export function prussiaBeaten(c: C): void {
  playTo(c, 'diplomacy');
  c.act('lge.war.declare', { a: 'france', b: 'prussia' });
  playTo(c, 'conquest');
  c.act('lge.peace.criteria', { power: 'prussia', city: 'BERLIN', held: true });
  c.act('lge.peace.criteria', { power: 'prussia', city: 'KOENIGSBERG', held: true });
}

/**
 * Multi-player (or two-player), 1805: Prussia beaten by France refuses once, sues with 8 clauses including the mandatory alliance
 * (3D6 1+2+1: 6 turns). At the Diplomacy Phase of the turn the peace has run out: its terms wait to be applied.
 */
export function mandatoryAllianceDue(rules: Record<string, string | boolean> = {}, twoPlayer = false): C {
  const c = lgeCampaign({ settings: { endYear: 1809, twoPlayer }, rules });
  prussiaBeaten(c);
  c.act('lge.peace.refuse', { power: 'prussia' });
  c.act('sequence.next', {});
  playTo(c, 'conquest');
  c.act('lge.peace.sue', { vanquished: 'prussia', victors: ['france'] });
  // The imperial wedding is for multi-player games; two players take a second province instead.
  for (const [by, clause, detail] of [['france', 'mandatory-alliance'], ['prussia', 'war-indemnities'], ['france', 'continental-blockade'], ['france', 'military-aid'], twoPlayer ? ['prussia', 'province', 'Kalisz'] : ['prussia', 'imperial-wedding'], ['prussia', 'province', 'Anspach']])
    c.act('lge.peace.clause', { by, clause, to: 'france', detail: detail ?? '' });
  c.act('lge.peace.sign', {}, { physicalDice: [[1, 2, 1]] });
  for (let i = 0; i < 12 && peaceBetween(c.state, 'prussia', 'france'); i++) {
    c.act('sequence.next', {});
    playTo(c, 'diplomacy');
  }
  return c;
}
