// Test helpers for Napoleon's Imperium campaigns (Vitest only): a two-player campaign on a small map, played
// forward step by step to a nation's step, and a check that a refusal changes nothing.
import { expect } from 'vitest';
import { Campaign, makeHeader } from '../../engine/campaign';
import { completeSettings } from '../../engine/settings';
import { setCell, templatePack, type DataPack } from '../../data/tables';
import { NATION_IDS, type NationId } from './data';
import { napoleonsImperium as ni } from './module';
import { activeNation, slotOfNation, turnOf, type NiState } from './state';
import { NAPOLEONS_IMPERIUM_DATA as DATA } from './tables';

export type C = Campaign<NiState>;
type Row = readonly [key: string, owner: string, value: number];

/** The template pack with the capitals' values and a few territories entered, as a group would from the map. */
export function mapPack(territories: readonly Row[] = []): DataPack {
  let p = templatePack(DATA);
  const set = (key: string, col: string, v: number | string | boolean) => (p = setCell(DATA, p, 'territories', key, col, v));
  for (const [cap, v] of [['France', 6], ['England', 6], ['Constantinople', 5], ['Sweden', 5], ['Spain', 5], ['Prussia', 5], ['Austria', 5], ['Russia', 6]] as const) set(cap, 'value', v);
  for (const [key, owner, v] of [['Belgium', 'fr', 2], ['Lorraine', 'fr', 2], ['Wales', 'gb', 2], ...territories] as const) {
    set(key, 'value', v);
    set(key, 'originalOwner', owner);
    set(key, 'capital', false);
    set(key, 'baltic', false);
  }
  return p;
}

/** Ann plays the French Imperial Alliance, Bo the British Coalition. */
export function niCampaign(o: { id: string; seed: number; rules?: Record<string, string | boolean>; territories?: readonly Row[] }): C {
  const header = makeHeader({
    id: o.id,
    game: 'napoleons-imperium',
    scenario: 'battle-point',
    players: [{ name: 'Ann', powers: ['fr', 'ot', 'sp', 'au'] }, { name: 'Bo', powers: ['gb', 'no', 'pr', 'ru'] }],
    settings: completeSettings(ni, { rules: o.rules ?? {}, dataPack: mapPack(o.territories) }),
    seed: o.seed,
    createdAt: '2026-12-01T10:00:00.000Z',
    appVersion: 'test',
  });
  return Campaign.create(ni, header);
}

export const step = (c: C) => c.state.position.stepId;

/** One step on: purchases closed, placements made and Battle Cards due drawn, nothing bought or fought. */
export function advance(c: C): void {
  const n = activeNation(c.state);
  switch (step(c)) {
    case 'prep-purchase':
      for (const x of NATION_IDS) if (!c.state.carts[x]!.closed) c.act('economy.close', { nation: x });
      break;
    case 'prep-placement':
      for (const x of NATION_IDS) if (!c.state.placed.includes(x)) c.act('placement.done', { nation: x });
      break;
    case 'purchase':
      if (!c.state.carts[n!]!.closed) c.act('economy.close', { nation: n });
      break;
    case 'attack':
      for (const d of [...c.state.cardsDue]) c.act('cards.draw', { nation: d.nation });
      break;
    case 'placement':
      if (!c.state.placed.includes(n!)) c.act('placement.done', { nation: n });
      break;
  }
  c.act('sequence.next', {});
}

/** Plays on to nation n's step `stepId` in year y. */
export function playTo(c: C, y: number, n: NationId, stepId: string): void {
  const target = turnOf(y, slotOfNation(c.state, n));
  for (let guard = 0; guard < 400 && !(c.state.position.turn === target && step(c) === stepId); guard++) advance(c);
  expect([c.state.position.turn, step(c)]).toEqual([target, stepId]);
}

/** A refusal changes nothing: same state, same log. */
export function refused(c: C, type: string, payload: unknown, pattern: RegExp, dice?: number[][]): void {
  const before = c.state;
  const len = c.entries.length;
  expect(() => c.act(type, payload, dice ? { physicalDice: dice } : {})).toThrow(pattern);
  expect(c.state).toBe(before);
  expect(c.entries.length).toBe(len);
}
