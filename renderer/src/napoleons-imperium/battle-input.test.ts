// The Attack panel's drafts against the real module: the odds input it builds is what the battle engine
// computes with the campaign's data, and the step-by-step input is what 'battle.setup' accepts.
import { describe, expect, it } from 'vitest';
import { Campaign, makeHeader } from '../../../shared/engine/campaign';
import { completeSettings } from '../../../shared/engine/settings';
import { MissingDataError, setCell, templatePack, type DataPack } from '../../../shared/data/tables';
import { applyAction, computeImperiumOdds } from '../../../shared/games/napoleons-imperium/battle';
import type { NiFight } from '../../../shared/games/napoleons-imperium/battle-actions';
import { napoleonsImperium as ni } from '../../../shared/games/napoleons-imperium/module';
import { NAPOLEONS_IMPERIUM_DATA as DATA } from '../../../shared/games/napoleons-imperium/tables';
import type { NiState } from '../../../shared/games/napoleons-imperium/state';
import { EMPTY, oddsInput, stepInput, type BattleDraft } from './battle-input';
import { activeNation, forceChip, holderOf, orderOf, parseD10, readD10, unitCostIfKnown } from './nations';

function pack(): DataPack {
  let p = templatePack(DATA);
  p = setCell(DATA, p, 'territories', 'Prussia', 'value', 5);
  for (const [key, owner, v] of [['Silesia', 'pr', 2], ['Holland', 'neutral', 3]] as const) {
    p = setCell(DATA, p, 'territories', key, 'value', v);
    p = setCell(DATA, p, 'territories', key, 'originalOwner', owner);
  }
  return p;
}

function toFrenchAttack(): Campaign<NiState> {
  const header = makeHeader({
    id: 'ni-ui',
    game: 'napoleons-imperium',
    scenario: 'battle-point',
    players: [{ name: 'Ann', powers: ['fr', 'ot', 'sp', 'au'] }, { name: 'Bo', powers: ['gb', 'no', 'pr', 'ru'] }],
    settings: completeSettings(ni, { rules: {}, dataPack: pack() }),
    seed: 1799,
    createdAt: '2026-12-01T10:00:00.000Z',
    appVersion: 'test',
  });
  const c = Campaign.create(ni, header);
  for (let guard = 0; guard < 20 && !(c.state.position.turn === 2 && c.state.position.stepId === 'attack'); guard++) {
    const s = c.state;
    if (s.position.stepId === 'prep-purchase' || s.position.stepId === 'purchase') for (const [n, cart] of Object.entries(s.carts)) if (cart && !cart.closed && cart.turn === s.position.turn) c.act('economy.close', { nation: n });
    if (s.position.stepId === 'prep-placement') for (const n of orderOf(s)) if (!s.placed.includes(n)) c.act('placement.done', { nation: n });
    c.act('sequence.next', {});
  }
  expect([c.state.position.turn, c.state.position.stepId]).toEqual([2, 'attack']);
  return c;
}

const draft = (d: Partial<BattleDraft>): BattleDraft => ({ ...EMPTY, ...d });

describe('the Attack panel’s battle input', () => {
  it('builds exact odds from the campaign’s data, and a setup the campaign accepts', () => {
    const c = toFrenchAttack();
    const s = c.state;
    expect(activeNation(s)).toBe('fr');
    expect(holderOf(s, 'silesia')).toBe('pr');
    const d = draft({ where: 'Silesia', defenders: ['pr'], atk: { infantry: 3, cavalry: 1 }, def: { infantry: 2 }, cmd: { 'fr-major': 'cavalry' } });
    const input = oddsInput(s, 'fr', d)!;
    expect(input.territory).toMatchObject({ name: 'Silesia', value: 2, originalOwner: 'pr' });
    const odds = computeImperiumOdds(input, { pack: s.data! });
    expect(odds.attackerWins + odds.defenderWins + odds.draw).toBeCloseTo(1, 9);
    expect(odds.units.attacker.find((u) => u.type === 'cavalry')!.value).toBe(8);
    c.act('battle.setup', { input: stepInput(input, d.kind, 'Silesia'), where: 'Silesia', note: '' });
    expect((c.state as NiState & { fight?: { where: string } }).fight?.where).toBe('Silesia');
  });

  it('takes an empty neutral territory without dice', () => {
    const c = toFrenchAttack();
    const input = oddsInput(c.state, 'fr', draft({ kind: 'neutral', where: 'Holland', atk: { infantry: 2 } }))!;
    expect(input).toMatchObject({ kind: 'land', neutral: true, defender: [] });
    expect(computeImperiumOdds(input, { pack: c.state.data! }).attackerWins).toBe(1);
  });

  it('an invasion needs the Invasion values the rulebook omits, and names their table', () => {
    const c = toFrenchAttack();
    const input = oddsInput(c.state, 'fr', draft({ kind: 'invasion', where: 'Silesia', defenders: ['pr'], atk: { fleet: 2 }, cargo: { infantry: 2 }, def: { infantry: 1 } }))!;
    let err: unknown = null;
    try {
      computeImperiumOdds(input, { pack: c.state.data! });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(MissingDataError);
    expect((err as MissingDataError).table).toBe('invasion-values');
  });

  it('a sea battle: fleets against fleets, set up in a sea zone', () => {
    const c = toFrenchAttack();
    const d = draft({ kind: 'sea', where: 'North Sea', defenders: ['gb'], atk: { fleet: 3 }, def: { fleet: 2 } });
    const input = oddsInput(c.state, 'fr', d)!;
    expect(input).toMatchObject({ kind: 'sea', defenderNation: 'gb' });
    const odds = computeImperiumOdds(input, { pack: c.state.data! });
    expect(odds.attackerWins).toBeGreaterThan(0);
    expect(odds.attackerWins + odds.defenderWins + odds.draw).toBeCloseTo(1, 9);
    c.act('battle.setup', { input: stepInput(input, d.kind, 'North Sea'), where: 'North Sea', note: '' });
    expect((c.state as NiState & { fight?: { where: string; kind: string } }).fight).toMatchObject({ where: 'North Sea', kind: 'sea' });
  });

  it('joint defence: allied units in the owner’s territory, lost first; combined fleets joined to the host', () => {
    const c = toFrenchAttack();
    const land = oddsInput(c.state, 'fr', draft({ where: 'Silesia', defenders: ['pr', 'ru'], atk: { infantry: 4 }, def: { infantry: 1 }, extra: { ru: { infantry: 2 } } }))!;
    expect(land.defender).toEqual([{ id: 'd-infantry', type: 'infantry', count: 1 }, { id: 'd-ru-infantry', type: 'infantry', count: 2, nation: 'ru', ally: true }]);
    const odds = computeImperiumOdds(land, { pack: c.state.data! });
    expect(odds.survivors.defender.total.length).toBe(4);
    const sea = oddsInput(c.state, 'fr', draft({ kind: 'sea', where: 'Channel', allies: ['sp'], defenders: ['gb'], atk: { fleet: 2 }, def: { fleet: 2 }, extra: { sp: { fleet: 1 } } }))!;
    expect(sea.attacker[1]).toEqual({ id: 'a-sp-fleet', type: 'fleet', count: 1, nation: 'sp', joined: true });
    expect(computeImperiumOdds(sea, { pack: c.state.data! }).survivors.attacker.total.length).toBe(4);
  });

  it('avoid: the chance to slip past, else the forced battle; the campaign sets it up at sea', () => {
    const c = toFrenchAttack();
    const d = draft({ kind: 'avoid', where: 'Channel', defenders: ['gb'], atk: { fleet: 2 }, def: { fleet: 3 } });
    const input = oddsInput(c.state, 'fr', d)!;
    const odds = computeImperiumOdds(input, { pack: c.state.data! });
    expect(odds.avoid!.avoidRate).toBe(6);
    expect(odds.avoided).toBeCloseTo(0.6, 9);
    c.act('battle.setup', { input: stepInput(input, d.kind, 'Channel'), where: 'Channel', note: '' });
    expect((c.state as NiState & { fight?: { kind: string } }).fight?.kind).toBe('avoid');
  });

  it('a continued attack: the chain odds, and the campaign fights it battle by battle', () => {
    const c = toFrenchAttack();
    const d = draft({ where: 'Silesia', defenders: ['pr'], atk: { infantry: 6, cavalry: 2 }, def: { infantry: 1 }, steps: [{ where: 'Prussia', def: { infantry: 1 } }] });
    const input = oddsInput(c.state, 'fr', d)!;
    expect(input.kind).toBe('chain');
    expect(input.steps![0]).toMatchObject({ defenderNation: 'pr', territory: { name: 'Prussia', holder: 'pr' } });
    const odds = computeImperiumOdds(input, { pack: c.state.data! });
    expect(odds.chain!.steps).toHaveLength(2);
    expect(odds.chain!.steps[1]!.reached).toBeLessThanOrEqual(odds.chain!.steps[0]!.attackerWins + 1e-9);
    c.act('battle.setup', { input: stepInput(input, d.kind, 'Silesia'), where: 'Silesia', note: '' });
    expect((c.state as NiState & { fight?: { kind: string } }).fight?.kind).toBe('chain');
  });

  it('a custom casualty order goes into the odds and into the battle fought step by step', () => {
    const c = toFrenchAttack();
    const d = draft({ where: 'Silesia', defenders: ['pr'], atk: { infantry: 3, cavalry: 2 }, def: { infantry: 2 }, order: { 'attacker:land-attacker': ['a-cavalry', 'a-infantry'] } });
    const input = oddsInput(c.state, 'fr', d)!;
    expect(input.policy).toEqual({ casualtyOrder: { attacker: ['a-cavalry', 'a-infantry'] } });
    const plain = computeImperiumOdds(oddsInput(c.state, 'fr', { ...d, order: {} })!, { pack: c.state.data! });
    const chosen = computeImperiumOdds(input, { pack: c.state.data! });
    expect(plain.casualtyOrder.attacker).toEqual(['a-infantry', 'a-cavalry']);
    expect(chosen.casualtyOrder.attacker).toEqual(['a-cavalry', 'a-infantry']);
    // French cavalry hits on 1-7, infantry on 1-5: losing the cavalry first lowers the odds.
    expect(chosen.attackerWins).toBeLessThan(plain.attackerWins);
    c.act('battle.setup', { input: stepInput(input, d.kind, 'Silesia'), where: 'Silesia', note: '' });
    const f = (c.state as NiState & { fight?: NiFight }).fight!;
    expect(f.setup.customOrder.attacker).toEqual(['a-cavalry', 'a-infantry']);
    // One Prussian hit: the French are asked to choose, and the suggestion follows their order.
    const r = applyAction(f.setup, f.state, { type: 'roll', faces: [[10, 10], [10, 10, 10], [1, 10]] });
    expect(r.pending).toMatchObject({ kind: 'casualties', side: 'attacker', suggested: { 'a-cavalry': 1 } });
  });

  it('needs both sides before it asks for odds', () => {
    const c = toFrenchAttack();
    expect(oddsInput(c.state, 'fr', draft({ where: 'Silesia', defenders: ['pr'], atk: { infantry: 3 } }))).toBeNull();
  });
});

describe('table helpers', () => {
  it('reads d10 faces as the table says them: 0 is a 10', () => {
    expect(parseD10('019')).toEqual([10, 1, 9]);
    expect(parseD10('3, 0 7')).toEqual([3, 10, 7]);
    expect(parseD10('a')).toBeNull();
  });

  it('says why table dice cannot be used, and takes "10" typed for one die as the ten', () => {
    expect(readD10('', 3)).toEqual({ faces: null, problem: null });
    expect(readD10('10', 1)).toEqual({ faces: [10], problem: null });
    expect(readD10('10', 2)).toEqual({ faces: [1, 10], problem: null });
    expect(readD10('1234', 3)).toEqual({ faces: null, problem: '4 dice typed, 3 needed' });
    expect(readD10('7', 2)).toEqual({ faces: null, problem: '1 die typed, 2 needed' });
    expect(readD10('12x', 3).problem).toMatch(/Only the faces 0-9/);
  });

  it('names a fight’s chips by nation when a side mixes nations, with one fleet in the singular', () => {
    expect(forceChip(3, 'fleet', 'fr', true)).toBe('3 French fleets');
    expect(forceChip(1, 'fleet', 'sp', true)).toBe('1 Spanish fleet');
    expect(forceChip(1, 'fleet', 'sp', false)).toBe('1 fleet');
    expect(forceChip(2, 'infantry', 'ru', true)).toBe('2 Russian infantry');
    expect(forceChip(1, 'riflemen', 'gb', false)).toBe('1 rifleman');
  });

  it('reads costs from the pack in force, and says when one is missing', () => {
    const c = toFrenchAttack();
    expect(unitCostIfKnown(c.state, 'fr', 'artillery')).toBe(3);
    expect(unitCostIfKnown(c.state, 'sp', 'infantry')).toBe(1.5);
    expect(unitCostIfKnown(c.state, 'gb', 'artillery')).toBeNull();
  });
});
