import { describe, expect, it } from 'vitest';
import { ALLIANCE_DATA } from '../../../../shared/games/alliance/tables';
import { setCell, templatePack, type DataPack } from '../../../../shared/data/tables';
import { computeAllianceOdds, parseAllianceBattleInput } from '../../../../shared/games/alliance/battle';
import { allianceCampaign, playCards } from '../../../../shared/test/fixtures';
import { eventsOffered } from '../../../../shared/games/alliance/battle-events';
import { fightPending } from '../../../../shared/games/alliance/battle-actions';
import {
  blockFromPreset, cleanPolicy, withOfferedEvents, eventPlacements, dataNotes, draftFromInput, duplicateDraft, editBlock, emptyDraft, explainError, fillMessage, newBlock,
  policySummary, rosterPresets, toInput, weakestSource, type BattleDraft,
} from './draft';

const template = templatePack(ALLIANCE_DATA);
const preset = (pack: DataPack, key: string) => rosterPresets(pack).find((p) => p.key === key)!;

function withBlocks(d: BattleDraft, ...make: Array<(d: BattleDraft) => BattleDraft['blocks'][number]>): BattleDraft {
  let out = d;
  for (const m of make) out = { ...out, blocks: [...out.blocks, m(out)] };
  return out;
}

describe('roster presets', () => {
  it('reads the blocks table with what the rulebook gives and what is missing', () => {
    const list = rosterPresets(template);
    expect(list.length).toBeGreaterThan(100);
    const wellington = preset(template, 'britain:HQ (Wellington)');
    expect(wellington).toMatchObject({ owner: 'britain', label: 'Britain HQ (Wellington)', type: 'hq', firepower: 'B4', maxStrength: null });
    const napoleon = preset(template, 'france:HQ (Napoléon)');
    expect(napoleon).toMatchObject({ type: 'hq', firepower: null, maxStrength: 3 });
    const eugene = preset(template, 'france:Army Italy (Eugene)');
    expect(eugene.type).toBeNull();
  });

  it('a block from a preset keeps the provenance of each value it uses', () => {
    const d = emptyDraft('a', 'Battle A');
    const b = blockFromPreset(preset(template, 'britain:HQ (Wellington)'), 'defender', d);
    expect(b).toMatchObject({ name: 'Britain HQ (Wellington)', type: 'hq', firepower: 'B4', maxStrength: 4, strength: 4, owner: 'britain' });
    expect(b.preset?.src).toEqual({ type: 'rulebook', firepower: 'rulebook', maxStrength: 'missing' });
    // The same row twice gets a distinct name.
    const d2 = { ...d, blocks: [b] };
    expect(blockFromPreset(preset(template, 'britain:HQ (Wellington)'), 'defender', d2).name).toBe('Britain HQ (Wellington) (2)');
  });
});

describe('data notes', () => {
  it('says which rows and columns to fill in, and forgets a value once typed in here', () => {
    let d = withBlocks(emptyDraft('a', 'A'), (x) => blockFromPreset(preset(template, 'france:Inf #1'), 'attacker', x), (x) => blockFromPreset(preset(template, 'britain:HQ (Wellington)'), 'defender', x));
    const notes = dataNotes(d);
    expect(notes.fill.map((f) => [f.label, f.columns])).toEqual([
      ['France Inf #1', ['firepower', 'max strength']],
      ['Britain HQ (Wellington)', ['max strength']],
    ]);
    expect(fillMessage(notes.fill)).toBe('Fill in Block roster: France Inf #1 firepower, max strength; Britain HQ (Wellington) max strength');
    expect(notes.group || notes.unverified).toBe(false);
    d = { ...d, blocks: d.blocks.map((b) => (b.name === 'France Inf #1' ? editBlock(b, { firepower: 'C3' }) : b)) };
    expect(fillMessage(dataNotes(d).fill)).toBe('Fill in Block roster: France Inf #1 max strength; Britain HQ (Wellington) max strength');
  });

  it('flags values entered by the group and unverified ones', () => {
    let pack = setCell(ALLIANCE_DATA, template, 'blocks', 'france:Inf #1', 'firepower', 'C3');
    pack = setCell(ALLIANCE_DATA, pack, 'blocks', 'france:Inf #1', 'maxStrength', 4);
    const d = withBlocks(emptyDraft('a', 'A'), (x) => blockFromPreset(preset(pack, 'france:Inf #1'), 'attacker', x));
    expect(dataNotes(d)).toMatchObject({ group: true, unverified: false, fill: [] });
    const rows = pack.tables['blocks']!.rows.map((r) => (r.key === 'france:Inf #1' ? { ...r, cells: { ...r.cells, firepower: { v: 'C3', src: 'unverified' as const, note: 'guess' } } } : r));
    const unv = { ...pack, tables: { ...pack.tables, blocks: { rows } } };
    const d2 = withBlocks(emptyDraft('a', 'A'), (x) => blockFromPreset(preset(unv, 'france:Inf #1'), 'attacker', x));
    expect(dataNotes(d2)).toMatchObject({ group: true, unverified: true });
    expect(weakestSource(['rulebook', 'group', 'unverified'])).toBe('unverified');
  });
});

describe('editing blocks', () => {
  const d = emptyDraft('a', 'A');
  it('keeps strength inside 1..max (0 for fleets) and a fleet in the D slots', () => {
    const inf = newBlock(d, 'attacker');
    expect(inf).toMatchObject({ type: 'infantry', firepower: 'C2', strength: 3, maxStrength: 4, name: 'Infantry 1' });
    expect(editBlock(inf, { maxStrength: 2 }).strength).toBe(2);
    expect(editBlock(inf, { strength: 0 }).strength).toBe(1);
    const fleet = editBlock(inf, { type: 'fleet' });
    expect(fleet.firepower).toBe('D2');
    expect(editBlock(fleet, { strength: 0 }).strength).toBe(0);
    expect(editBlock(inf, { type: 'cavalry' }).firepower).toBe('B2');
    const res = editBlock(editBlock(inf, { round1Modifier: 1, round1NoFire: true }), { reserve: true });
    expect(res).toMatchObject({ reserve: true, round1Modifier: 0, round1NoFire: false });
  });
  it('names typed-in blocks by type with the first free number', () => {
    let x = d;
    for (let i = 0; i < 3; i++) x = { ...x, blocks: [...x.blocks, newBlock(x, 'attacker')] };
    expect(x.blocks.map((b) => b.name)).toEqual(['Infantry 1', 'Infantry 2', 'Infantry 3']);
    expect(newBlock(x, 'defender', { type: 'artillery' })).toMatchObject({ name: 'Artillery 1', firepower: 'A3' });
  });
});

describe('the engine input', () => {
  it('needs a block on each side and every firepower', () => {
    expect(toInput(emptyDraft('a', 'A')).blockers).toEqual(['Add at least one attacking block.', 'Add at least one defending block.']);
    const d = withBlocks(emptyDraft('a', 'A'), (x) => blockFromPreset(preset(template, 'france:Inf #1'), 'attacker', x), (x) => newBlock(x, 'defender'));
    expect(toInput(d).blockers).toEqual(['France Inf #1: choose its firepower (letter and number).']);
  });

  it('a priority order for tied hits follows the blocks, not their places, and changes who is hit', () => {
    let d = withBlocks(
      emptyDraft('a', 'A'),
      (x) => ({ ...newBlock(x, 'defender'), name: 'Guns', firepower: 'C4', strength: 4, maxStrength: 4 }),
      (x) => ({ ...newBlock(x, 'attacker'), name: 'Weak', firepower: 'C2', strength: 3, maxStrength: 4 }),
      (x) => ({ ...newBlock(x, 'attacker'), name: 'Strong', firepower: 'C4', strength: 3, maxStrength: 4 }),
    );
    const strong = d.blocks.find((b) => b.name === 'Strong')!;
    const byDefault = toInput(d);
    d = { ...d, policy: { tieBreak: { kind: 'priority', order: [strong.uid] } } };
    const chosen = toInput(d);
    expect(chosen.input!.policy).toEqual({ tieBreak: { kind: 'priority', order: ['a2'] } });
    // Moving the block in the list keeps the order on that block.
    const moved = toInput({ ...d, blocks: [d.blocks[0]!, d.blocks[2]!, d.blocks[1]!] });
    expect(moved.input!.policy).toEqual({ tieBreak: { kind: 'priority', order: ['a1'] } });
    // By default the weaker firepower takes the tied hits [digest §8 Group B]; with the order, the stronger does.
    const e0 = computeAllianceOdds(byDefault.input).expectedStrength;
    const e1 = computeAllianceOdds(chosen.input).expectedStrength;
    expect(e1['a2']!).toBeLessThan(e0['a2']! - 0.05);
    expect(e1['a1']!).toBeGreaterThan(e0['a1']! + 0.05);
    // A block taken out of the battle leaves the order; an empty order is the default rule.
    const copy = duplicateDraft(d, [d]);
    expect(copy.blocks.some((b) => b.uid === strong.uid)).toBe(false);
    expect(toInput(copy).input!.policy).toEqual(chosen.input!.policy);
    const gone = toInput({ ...d, blocks: d.blocks.filter((b) => b.uid !== strong.uid) });
    expect(gone.input!.policy).toEqual({});
  });

  it('is what the engine reads, with unique ids, owners, cards and only the chosen policies', () => {
    let d = withBlocks(
      emptyDraft('a', 'A'),
      (x) => blockFromPreset(preset(template, 'britain:HQ (Wellington)'), 'defender', x),
      (x) => newBlock(x, 'defender'),
      (x) => ({ ...newBlock(x, 'attacker', { owner: 'france' }), name: 'Infantry 1' }),
      (x) => ({ ...newBlock(x, 'attacker', { owner: 'france' }), name: 'Infantry 1', reserve: true }),
    );
    d = { ...d, cards: { france: 42, britain: 12, russia: 3 }, policy: { tieBreak: { kind: 'lowestFirepowerFirst' }, hqExtension: 'ifBetter', retreat: { attacker: { kind: 'never' }, defender: { kind: 'strengthRatio', ratio: 0.5 } } } };
    const { input, blockers } = toInput(d);
    expect(blockers).toEqual([]);
    expect(input!.blocks.map((b) => b.id)).toEqual(['d1', 'd2', 'a1', 'a2']);
    expect(input!.cards).toEqual({ france: 42, britain: 12 });
    expect(input!.policy).toEqual({ hqExtension: 'ifBetter', retreat: { defender: { kind: 'strengthRatio', ratio: 0.5 } } });
    const { setup } = parseAllianceBattleInput(input);
    expect(setup.blocks.find((b) => b.id === 'a2')).toMatchObject({ name: 'Infantry 1', reserve: true, owner: 'france', letter: 'C', fireNumber: 2 });
    const odds = computeAllianceOdds(input);
    expect(odds.attackerHolds + odds.defenderHolds).toBeCloseTo(1, 9);
  });

  it('asks the odds the same question whatever the blocks are called, and for a duplicate', () => {
    const d = withBlocks(emptyDraft('a', 'A'), (x) => newBlock(x, 'attacker'), (x) => newBlock(x, 'defender'));
    const renamed = { ...d, blocks: d.blocks.map((b, i) => (i === 0 ? editBlock(b, { name: 'Old Guard' }) : b)) };
    expect(toInput(renamed).oddsInput).toEqual(toInput(d).oddsInput);
    expect(toInput(renamed).input!.blocks[0]!.name).toBe('Old Guard');
    expect(toInput(duplicateDraft(d, [d])).oddsInput).toEqual(toInput(d).oddsInput);
  });

  it('goes back to an editable draft from a stored input', () => {
    const d = withBlocks(emptyDraft('a', 'A'), (x) => newBlock(x, 'attacker', { type: 'hq' }), (x) => newBlock(x, 'defender'));
    const { input } = toInput({ ...d, policy: { pursuit: 'always' } });
    const back = draftFromInput(input as unknown as Record<string, unknown>, 'x', 'Ulm');
    expect(back.blocks.map((b) => [b.name, b.side, b.type, b.firepower, b.strength])).toEqual(d.blocks.map((b) => [b.name, b.side, b.type, b.firepower, b.strength]));
    expect(back.policy).toEqual({ pursuit: 'always' });
  });

  it('names the block, not its JSON path, in an engine error', () => {
    const d = withBlocks(emptyDraft('a', 'A'), (x) => newBlock(x, 'attacker', { type: 'fleet' }), (x) => newBlock(x, 'defender'));
    const { input } = toInput(d);
    let message = '';
    let field = '';
    try {
      parseAllianceBattleInput(input);
    } catch (e) {
      message = (e as Error).message;
      field = (e as { field: string }).field;
    }
    expect(explainError(message, field, input)).toBe('Fleet 1: fleets cannot fight in a land battle; use location "coastal" for a naval-base region [8.3]');
  });
});

describe('what-ifs and numbers', () => {
  it('duplicates into the next free letter with fresh block keys', () => {
    const a = withBlocks(emptyDraft('a', 'Battle A'), (x) => newBlock(x, 'attacker'));
    const b = duplicateDraft(a, [a]);
    expect(b.title).toBe('Battle B');
    expect(b.blocks[0]!.uid).not.toBe(a.blocks[0]!.uid);
    expect(duplicateDraft(a, [a, b]).title).toBe('Battle C');
  });
  it('names the policies in force', () => {
    expect(policySummary({})).toEqual([
      'Ties: lowest firepower first',
      'Attacker retreats: never',
      'Defender retreats: never',
      'HQ extension: never',
      'Pursuit: never',
      'Retreat capacity: unlimited',
    ]);
    expect(policySummary({ retreat: { attacker: { kind: 'withdrawAtRound', round: 3 } }, retreatCapacity: { defender: 2 } })).toContain('Retreat capacity: attacker ∞, defender 2 per round');
    expect(cleanPolicy({ retreatCapacity: {} })).toEqual({});
  });
});

describe('Leader events offered in a campaign battle [3.3]', () => {
  /** France plays card 42 (Napoléon) and attacks Britain in Bavaria; the battle is France's to choose. */
  function campaign() {
    const c = allianceCampaign();
    playCards(c, { france: 42, britain: [20, 'turkey'] });
    c.act('sequence.next', {});
    c.act('diplomacy.decline', { power: 'france' });
    c.act('sequence.next', {});
    c.act('battle.add', { location: 'Bavaria', attackers: ['france'], defenders: ['britain'] });
    for (const p of ['france', 'britain']) c.act('action.end-turn', { power: p });
    c.act('sequence.next', {});
    c.act('battle.choose', { power: 'france', battle: 1 });
    return c;
  }
  function draftFor(c: ReturnType<typeof campaign>): BattleDraft {
    const offered = eventsOffered(c.state, 1).filter((o) => !o.usedIn);
    let d = withOfferedEvents(emptyDraft('setup-1', 'Bavaria'), offered);
    d = withBlocks(
      d,
      (x) => newBlock(x, 'attacker', { type: 'artillery', owner: 'france' }), // A3 at 3
      (x) => ({ ...newBlock(x, 'attacker', { type: 'artillery', owner: 'france' }), strength: 2, firepower: 'A2' }),
      (x) => newBlock(x, 'defender', { type: 'infantry', owner: 'britain' }),
    );
    return d;
  }

  it('Grand Battery is offered on, pre-set on France’s strongest artillery, and the campaign accepts the set-up', () => {
    const c = campaign();
    const d = draftFor(c);
    expect(d.leaderEvents).toEqual([{ leader: 'napoleon', side: 'attacker', on: true, block: null, power: 'france' }]);
    const { input } = toInput(d);
    expect(input!.leaderEvents).toEqual([{ leader: 'napoleon', side: 'attacker' }]);
    expect(input!.blocks.map((b) => b.round1Modifier ?? 0)).toEqual([1, 0, 0]);
    expect(parseAllianceBattleInput(input).setup.warnings).toEqual([]);
    c.act('battle.setup', { battle: 1, input: input as unknown as Record<string, unknown> });
    expect(fightPending(c.state.battles[0]!.fight!)).toMatchObject({ kind: 'turn', blockId: 'a1', threshold: 4 });
  });

  it('the table moves it to the other artillery, or takes it off: then no block carries it and it stays unspent', () => {
    const c = campaign();
    const d = draftFor(c);
    const moved = { ...d, leaderEvents: d.leaderEvents!.map((e) => ({ ...e, block: d.blocks[1]!.uid })) };
    expect(toInput(moved).input!.blocks.map((b) => b.round1Modifier ?? 0)).toEqual([0, 1, 0]);
    expect(eventPlacements(moved).get(d.blocks[1]!.uid)).toBe('napoleon');
    const off = { ...d, leaderEvents: d.leaderEvents!.map((e) => ({ ...e, on: false })) };
    const { input } = toInput(off);
    expect(input!.leaderEvents).toBeUndefined();
    expect(input!.blocks.map((b) => b.round1Modifier ?? 0)).toEqual([0, 0, 0]);
    c.act('battle.setup', { battle: 1, input: input as unknown as Record<string, unknown> });
    expect(fightPending(c.state.battles[0]!.fight!)).toMatchObject({ blockId: 'a1', threshold: 3 });
    expect(eventsOffered(c.state, 1)[0]!.usedIn).toBeNull();
  });

  it('with no artillery in the battle yet it lands nowhere and is not spent; a set-up read back keeps it on its block', () => {
    const c = campaign();
    const bare = withBlocks(withOfferedEvents(emptyDraft('s', 'Bavaria'), eventsOffered(c.state, 1)), (x) => newBlock(x, 'attacker', { type: 'infantry' }), (x) => newBlock(x, 'defender', { type: 'infantry' }));
    expect(toInput(bare).input!.leaderEvents).toBeUndefined();
    const { input } = toInput(draftFor(c));
    const back = draftFromInput(input as unknown as Record<string, unknown>, 'x', 'Bavaria');
    expect(back.leaderEvents).toEqual([{ leader: 'napoleon', side: 'attacker', on: true, block: back.blocks[0]!.uid }]);
    expect(back.blocks[0]!.round1Modifier).toBe(0);
    expect(toInput(back).input).toEqual(input);
  });
});
