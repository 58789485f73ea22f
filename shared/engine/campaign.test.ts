import { describe, expect, it } from 'vitest';
import { Campaign } from './campaign';
import { z } from 'zod';
import { parseCampaignObject, parseCampaignText, serializeCampaign, CampaignFormatError, CURRENT_SCHEMA_VERSION, RULES_REVISION } from './schemas';
import { DiceEntryError, physicalDice, rollDice, seedState } from './random';
import { RuleError, type ActionDef } from './types';
import { alliance } from '../games/alliance/module';
import { allianceCampaign, tick } from '../test/fixtures';

function roll(c: Campaign<any>, count = 3) {
  return c.act('dice.tray', { count, sides: 6, purpose: 'test' }, { now: tick() });
}

describe('track ceilings where the rulebook sets no maximum', () => {
  it('refuses an absurd Gold with the reason and changes nothing; a large plausible one is taken', () => {
    const c = allianceCampaign();
    const before = c.entries.length;
    expect(() => c.act('track.set', { track: 'gold', power: 'france', value: 99_999_999_999 })).toThrow(/Gold of 99999999999 is refused: the rulebook sets no limit on Gold/);
    expect(() => c.act('track.adjust', { track: 'gold', power: 'france', delta: 5000 })).toThrow(/typing slip/);
    expect(c.entries.length).toBe(before);
    c.act('track.set', { track: 'gold', power: 'france', value: 120 });
    expect(alliance.readTrack(c.state, 'gold', 'france')).toBe(120);
  });
});

describe('campaign log', () => {
  it('folds the saved log to exactly the live state', () => {
    const c = allianceCampaign();
    c.act('track.adjust', { track: 'gold', power: 'france', delta: 3 });
    roll(c);
    c.act('cards.discard', { power: 'france' });
    c.act('cards.discard', { power: 'britain' });
    c.act('sequence.next', {});
    c.undo();
    c.redo();
    roll(c, 5);
    const file = parseCampaignText(serializeCampaign(c.toFile()));
    const again = Campaign.load(alliance, file);
    expect(again.state).toEqual(c.state);
    expect(again.rngState).toEqual(c.rngState);
    expect(again.activeSeqs).toEqual(c.activeSeqs);
  });

  it('refuses an action the rules do not allow and changes nothing', () => {
    const c = allianceCampaign();
    const before = JSON.stringify(c.state);
    expect(() => c.act('track.adjust', { track: 'gold', power: 'france', delta: -100 })).toThrow(/cannot go below 0/);
    expect(() => c.act('cards.play', { power: 'france', card: 42 })).toThrow(RuleError);
    expect(() => c.act('track.adjust', { track: 'gold', power: 'russia', delta: 1 })).toThrow(/not played by anyone/);
    expect(() => c.act('no.such', {})).toThrow(/no action/);
    expect(() => c.act('cards.discard', { power: 'narnia' })).toThrow(/power/);
    expect(JSON.stringify(c.state)).toBe(before);
    expect(c.entries).toHaveLength(0);
  });

  it('undo, redo and undo-to-here move a cursor; the log only grows', () => {
    const c = allianceCampaign();
    const g0 = c.state.seats[0]!.gold;
    const a = c.act('track.adjust', { track: 'gold', power: 'france', delta: 1 });
    c.act('track.adjust', { track: 'gold', power: 'france', delta: 2 });
    c.act('track.adjust', { track: 'gold', power: 'france', delta: 4 });
    expect(c.state.seats[0]!.gold).toBe(g0 + 7);
    c.undoTo(a.seq);
    expect(c.state.seats[0]!.gold).toBe(g0 + 1);
    expect(c.entries).toHaveLength(4);
    c.redo();
    expect(c.state.seats[0]!.gold).toBe(g0 + 3);
    c.undo();
    c.undo();
    expect(c.state.seats[0]!.gold).toBe(g0);
    expect(() => c.undo()).toThrow(/Nothing to undo/);
    c.act('track.adjust', { track: 'gold', power: 'france', delta: 10 });
    expect(c.canRedo).toBe(false); // a new action clears the redo stack
    expect(c.state.seats[0]!.gold).toBe(g0 + 10);
    expect(Campaign.load(alliance, c.toFile()).state).toEqual(c.state);
  });

  it('redo replays the same dice; a new roll after undo continues the stream', () => {
    const c = allianceCampaign();
    const first = roll(c, 6);
    c.undo();
    c.redo();
    const replayed = c.entries.filter((e) => e.type === 'dice.tray');
    expect(replayed).toHaveLength(1); // redo did not roll again
    c.undo();
    const second = roll(c, 6);
    // The stream moved on: the second roll is the generator's next output, not the first again.
    const expected = rollDice(rollDice(seedState(c.header.seed), [{ purpose: 'x', count: 6, sides: 6 }]).state, [{ purpose: 'x', count: 6, sides: 6 }]);
    expect(second.dice![0]!.faces).toEqual(expected.rolls[0]!.faces);
    expect(second.dice![0]!.faces).not.toEqual(first.dice![0]!.faces);
  });

  it('the same log gives the same dice on any machine', () => {
    const a = allianceCampaign(undefined, undefined, 99);
    const b = allianceCampaign(undefined, undefined, 99);
    expect(roll(a, 10).dice).toEqual(roll(b, 10).dice);
  });

  it('takes physical dice only with the right count and faces', () => {
    const c = allianceCampaign();
    expect(() => c.act('dice.tray', { count: 2, sides: 6 }, { physicalDice: [[1]] })).toThrow(/enter 2 d6, got 1/);
    expect(() => c.act('dice.tray', { count: 2, sides: 6 }, { physicalDice: [[1, 7]] })).toThrow(/7 is not a face of a d6/);
    expect(() => physicalDice([{ purpose: 'p', count: 1, sides: 6 }], [])).toThrow(DiceEntryError);
    const e = c.act('dice.tray', { count: 2, sides: 6 }, { physicalDice: [[6, 6]] });
    expect(e.dice![0]).toMatchObject({ faces: [6, 6], source: 'table' });
    expect(e.rngAfter).toBeUndefined();
    expect(Campaign.load(alliance, c.toFile()).state).toEqual(c.state);
  });

  it('rejects a log whose dice were edited', () => {
    const c = allianceCampaign();
    roll(c, 4);
    const file = c.toFile();
    const tampered = structuredClone(file);
    tampered.entries[0]!.dice![0]!.faces = [6, 6, 6, 6];
    expect(() => Campaign.load(alliance, tampered)).toThrow(/dice stream/);
  });

  it('rejects a log entry the rules refuse', () => {
    const c = allianceCampaign();
    c.act('track.adjust', { track: 'gold', power: 'france', delta: 1 });
    const bad = structuredClone(c.toFile());
    (bad.entries[0]!.payload as { delta: number }).delta = -500;
    expect(() => Campaign.load(alliance, bad)).toThrow(CampaignFormatError);
  });
});

describe('campaign file format', () => {
  const good = () => JSON.parse(serializeCampaign(allianceCampaign().toFile()));

  it('names what is wrong with a damaged, foreign or newer file', () => {
    expect(() => parseCampaignText('{"header":')).toThrow(/not readable JSON/);
    expect(() => parseCampaignText('{"hello":1}')).toThrow(/not an Aide-de-Camp campaign/);
    const newer = good();
    newer.header.schemaVersion = CURRENT_SCHEMA_VERSION + 1;
    expect(() => parseCampaignObject(newer)).toThrow(/newer Aide-de-Camp/);
    const broken = good();
    broken.header.players = [];
    expect(() => parseCampaignObject(broken)).toThrow(/header.players/);
    const gap = good();
    gap.entries = [{ seq: 2, at: 'x', type: 'note', payload: { text: 'a' }, title: 'a', when: 'w' }];
    expect(() => parseCampaignObject(gap)).toThrow(/numbered 2/);
  });

  it('migrates a version 1 file', () => {
    const c = allianceCampaign();
    c.act('note', { text: 'hello' });
    const v2 = JSON.parse(serializeCampaign(c.toFile()));
    const v1 = { header: { ...v2.header, schemaVersion: 1 }, entries: v2.entries.map(({ when, ...e }: any) => ({ ...e, group: when })) };
    delete v1.header.title;
    const migrated = parseCampaignObject(v1);
    expect(migrated.header.schemaVersion).toBe(CURRENT_SCHEMA_VERSION);
    expect(migrated.entries[0]!.when).toBe(v2.entries[0].when);
    expect(Campaign.load(alliance, migrated).state).toEqual(c.state);
  });
});

describe('an entry an older build logged, refused by a check tightened since', () => {
  // The same game before and after a check was tightened: the older build took up to 5, today's takes up to 3
  // and keeps the older limit for entries it folds as an older build's (its `legacy` path).
  const note = (limit: (legacy: boolean) => number): ActionDef<any, { n: number }> => ({
    type: 'test.note',
    label: 'Note',
    schema: z.object({ n: z.number().int() }),
    steps: 'all',
    validate: (_s, p, _h, legacy) => (p.n > limit(!!legacy) ? `${p.n} is more than ${limit(!!legacy)}` : null),
    apply: (s) => s,
    title: (_s, p) => `Note ${p.n}`,
  });
  const older = { ...alliance, actions: { ...alliance.actions, 'test.note': note(() => 5) } };
  const today = { ...alliance, actions: { ...alliance.actions, 'test.note': note((legacy) => (legacy ? 5 : 3)) } };
  const loggedBy = (module: typeof alliance) => {
    const c = Campaign.create(module, allianceCampaign().header);
    c.act('test.note', { n: 4 });
    return c.toFile();
  };

  it('stamps each action with the rules revision, kept through a save', () => {
    const c = Campaign.create(today, allianceCampaign().header);
    expect(c.act('test.note', { n: 2 }).rules).toBe(RULES_REVISION);
    expect(parseCampaignText(serializeCampaign(c.toFile())).entries[0]!.rules).toBe(RULES_REVISION);
  });

  it('an unstamped (older) entry folds as the older build checked it; a new one is checked by today’s rule', () => {
    const file = loggedBy(older);
    delete file.entries[0]!.rules; // as a build before the stamp wrote it
    const c = Campaign.load(today, parseCampaignObject(structuredClone(file)));
    expect(c.entries).toHaveLength(1);
    expect(() => c.act('test.note', { n: 4 })).toThrow(/4 is more than 3/);
    // Saved and reopened, it still opens.
    expect(Campaign.load(today, parseCampaignText(serializeCampaign(c.toFile()))).entries).toHaveLength(1);
  });

  it('an entry stamped with today’s revision is checked strictly: the file does not open', () => {
    const file = loggedBy(older);
    expect(file.entries[0]!.rules).toBe(RULES_REVISION);
    expect(() => Campaign.load(today, parseCampaignObject(structuredClone(file)))).toThrow(/Log entry 1 .* 4 is more than 3/);
  });

  it('an older entry neither rule allows is still refused', () => {
    const file = loggedBy(older);
    file.entries[0]!.payload = { n: 6 };
    delete file.entries[0]!.rules;
    expect(() => Campaign.load(today, parseCampaignObject(structuredClone(file)))).toThrow(/Log entry 1 .* 6 is more than 3/);
  });
});
