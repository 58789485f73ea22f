// Test helpers for Imperial Borders campaigns (Vitest only): a campaign with the group's dice entered, walked
// step by step, and a check that a refusal changes nothing.
import { expect } from 'vitest';
import { Campaign, makeHeader } from '../../engine/campaign';
import { completeSettings } from '../../engine/settings';
import { setCell, templatePack, type DataPack } from '../../data/tables';
import { paradePreview } from './actions';
import type { RolledFaces } from './battle';
import { imperialBorders as ib } from './module';
import { activeNation, inPlay, type IbState, type NationId } from './state';
import { IMPERIAL_BORDERS_DATA as DATA } from './tables';

export type C = Campaign<IbState>;

/** Rolled faces for a test, by count (the rest 0). */
export const white = (w: Partial<Record<'red' | 'blue' | 'bar' | 'blank', number>>) => ({ red: 0, blue: 0, bar: 0, blank: 0, ...w });
export const black = (b: Partial<Record<'double' | 'blast' | 'bar' | 'blank', number>>) => ({ double: 0, blast: 0, bar: 0, blank: 0, ...b });
/** A side's rolled faces, Black and White, by count. */
export const faces = (b: Partial<RolledFaces['black']>, w: Partial<RolledFaces['white']> = {}): RolledFaces => ({ black: black(b), white: white(w) });

/** Black: Double Blast, 2 Blasts, Bar, 2 Blanks. White: Blue, Red, Bar, 3 Blanks (a group's count, for tests). */
export const TEST_BLACK = [2, 1, 1, 3, 0, 0];
export const TEST_WHITE = [1, 2, 3, 0, 0, 0];

export function dicePack(withDice = true): DataPack {
  let p = templatePack(DATA);
  if (withDice) {
    p = setCell(DATA, p, 'dice', 'faces', 'black', TEST_BLACK);
    p = setCell(DATA, p, 'dice', 'faces', 'white', TEST_WHITE);
  }
  return p;
}

/** Ann plays France and Russia, Bo Prussia and Austria, Cy Great Britain and Spain (3 players, 2 Nations each). */
export function ibCampaign(o: { seed?: number; rules?: Record<string, string | boolean>; pack?: DataPack; players?: { name: string; powers: string[] }[]; settings?: Record<string, unknown> } = {}): C {
  const header = makeHeader({
    id: 'ib-test',
    game: 'imperial-borders',
    scenario: 'standard',
    players: o.players ?? [
      { name: 'Ann', powers: ['france', 'russia'] },
      { name: 'Bo', powers: ['prussia', 'austria'] },
      { name: 'Cy', powers: ['great-britain', 'spain'] },
    ],
    settings: completeSettings(ib, { rules: o.rules ?? {}, dataPack: o.pack ?? dicePack(), ...(o.settings ?? {}) }),
    seed: o.seed ?? 7,
    createdAt: '2026-12-01T10:00:00.000Z',
    appVersion: 'test',
  });
  return Campaign.create(ib, header);
}

export const step = (c: C) => c.state.position.stepId;

/** One step of the battle being fought ('ib.battle.step'). */
export const bstep = (c: C, p: Record<string, unknown>) => c.act('ib.battle.step', p);
/** The id of a side's first Hit of this kind in the current Battle Round. */
export const hitId = (c: C, side: 'attacker' | 'defender', kind: string) => c.state.fight!.state.hits[side].find((h) => h.kind === kind)!.id;

/** Next until the campaign reaches the step (taking the zero bids, slot picks and On Parade it needs on the way). */
export function goTo(c: C, stepId: string, max = 200): void {
  for (let i = 0; i < max && step(c) !== stepId; i++) {
    switch (step(c)) {
      case 'p1-taxes':
        if (!c.state.taxed) c.act('ib.taxes', {});
        break;
      case 'p3-bids':
        if (c.state.bids?.round !== c.state.round) c.act('ib.bids', { bids: Object.fromEntries(inPlay(c.state).map((n) => [n, 0])) });
        break;
      case 'p6-parade':
        if (!c.state.parades.some((p) => p.round === c.state.round)) {
          const giver = paradePreview(c.state).aviGiver;
          const gift = giver ? inPlay(c.state).find((n) => c.state.nations[n].team !== c.state.nations[giver].team) : null;
          c.act('ib.parade', { aviGift: gift ?? null });
        }
        break;
      case 'p6-congress':
      case 'p7-congress':
        if (!c.state.congresses.some((x) => x.round === c.state.round)) c.act('ib.congress', { votes: Object.fromEntries(inPlay(c.state).map((n) => [n, 'war'])) });
        break;
    }
    if (step(c) === stepId) return;
    c.act('sequence.next', {});
  }
  expect(step(c)).toBe(stepId);
}

/** The action is refused with a reason matching `why`, and the state and log are unchanged. */
export function refused(c: C, type: string, payload: unknown, why: RegExp, opts?: { physicalDice?: number[][] }): void {
  const before = JSON.stringify(c.state);
  const seq = c.lastSeq;
  expect(() => c.act(type, payload, opts)).toThrow(why);
  expect(JSON.stringify(c.state)).toBe(before);
  expect(c.lastSeq).toBe(seq);
}

/** Phase 3 with every bid 0 except the ones given; bidders claim the slots given, in bid order. */
export function bidRound(c: C, bids: Partial<Record<NationId, number>>, slots: Partial<Record<NationId, number>> = {}): void {
  goTo(c, 'p3-bids');
  c.act('ib.bids', { bids: Object.fromEntries(inPlay(c.state).map((n) => [n, bids[n] ?? 0])) });
  c.act('sequence.next', {});
  for (const n of [...(c.state.bids?.pickOrder ?? [])]) c.act('ib.slot', { nation: n, slot: slots[n] });
}

/** On to the named Nation's pre-movement battle step. */
export function marchTo(c: C, n: NationId, stepId = 'p4-pre'): void {
  goTo(c, 'p4-review');
  for (let i = 0; i < 40 && !(activeNation(c.state) === n && step(c) === stepId); i++) c.act('sequence.next', {});
  expect([activeNation(c.state), step(c)]).toEqual([n, stepId]);
}

/** D-8 on Prussia's march: its Cannons and Full Infantry take Paris, France's Capital Fort with 3 Damage Tokens, with one Blast (not yet recorded). */
export function prussiaTakesParis(c: C): void {
  c.act('ib.battle.setup', {
    where: 'Paris', kind: 'land', capitalOf: 'france',
    attacker: { nations: ['prussia'], units: [{ nation: 'prussia', type: 'cannon' }, { nation: 'prussia', type: 'cannon' }, { nation: 'prussia', type: 'full-infantry' }] },
    defender: { nations: ['france'], fortification: { tier: 'capital', damage: 3, nation: 'france' } },
  });
  for (const side of ['attacker', 'defender']) bstep(c, { type: 'positions', side });
  bstep(c, { type: 'stance', side: 'attacker', stance: 'aggressive' });
  bstep(c, { type: 'stance', side: 'defender', stance: 'aggressive' });
  bstep(c, { type: 'dice', side: 'attacker', faces: faces({ blast: 1, blank: 1 }) });
  bstep(c, { type: 'dice', side: 'defender', faces: faces({ blank: 1 }) });
  bstep(c, { type: 'assign', side: 'attacker', hits: [{ hit: hitId(c, 'attacker', 'blast'), target: 'fortification' }] });
}
