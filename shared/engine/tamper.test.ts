// A campaign file that was edited by hand is refused, and a crafted one cannot crash the reader.
import { describe, expect, it } from 'vitest';
import { alliance } from '../games/alliance/module';
import { allianceCampaign } from '../test/fixtures';
import { Campaign } from './campaign';
import { FILE_LIMITS, jsonDepth, parseCampaignText, serializeCampaign } from './schemas';
import type { CampaignFile } from './types';

function played(): CampaignFile {
  const c = allianceCampaign();
  c.act('dice.tray', { count: 3, sides: 6, purpose: 'first' });
  c.act('note', { text: 'between' });
  c.act('dice.tray', { count: 2, sides: 6, purpose: 'last' });
  return JSON.parse(serializeCampaign(c.toFile()));
}
const load = (f: CampaignFile) => Campaign.load(alliance, parseCampaignText(JSON.stringify(f)));

describe('log tampering is refused on opening (defect 9)', () => {
  it('an untouched file opens', () => {
    expect(load(played()).entries).toHaveLength(3);
  });

  it('a replaced rngAfter is refused', () => {
    const f = played();
    f.entries[2]!.rngAfter = [1, 2, 3, 4];
    expect(() => load(f)).toThrow(/dice stream state/);
  });

  it('an app roll with its rngAfter removed is refused', () => {
    const f = played();
    delete f.entries[2]!.rngAfter;
    expect(() => load(f)).toThrow(/dice stream state/);
  });

  it('app dice re-rolled and marked as table dice are refused, a later app roll following or not', () => {
    const f = played();
    const first = f.entries[0]!;
    first.dice = first.dice!.map((d) => ({ ...d, faces: d.faces.map(() => 6), source: 'table' as const }));
    delete first.rngAfter;
    expect(() => load(f)).toThrow(/Log entry 1 .*the table had not chosen its own dice before it/);
  });

  it('the last app roll made table dice (new faces, rngAfter removed) is refused: the table never chose its own dice', () => {
    const f = played();
    const last = f.entries[2]!;
    last.dice = last.dice!.map((d) => ({ ...d, faces: d.faces.map(() => 6), source: 'table' as const }));
    delete last.rngAfter;
    expect(() => load(f)).toThrow(/^Log entry 3 \("last: [^"]*"\) cannot be replayed: its dice are marked as thrown at the table, but the table had not chosen its own dice before it: an app roll cannot be turned into table dice$/);
  });

  it("the table's switch to its own dice, and back, is logged just before the roll that made it", () => {
    const c = allianceCampaign();
    c.act('dice.tray', { count: 2, sides: 6, purpose: 'app' });
    c.act('dice.tray', { count: 2, sides: 6, purpose: 'table 1' }, { physicalDice: [[6, 6]] });
    c.act('dice.tray', { count: 1, sides: 6, purpose: 'table 2' }, { physicalDice: [[1]] });
    c.act('dice.tray', { count: 1, sides: 6, purpose: 'app again' });
    expect(c.entries.map((e) => e.type)).toEqual(['dice.tray', 'meta.dice', 'dice.tray', 'dice.tray', 'meta.dice', 'dice.tray']);
    expect(c.entries[1]!).toMatchObject({ payload: { source: 'table' }, title: 'The table rolls its own dice from here' });
    expect(c.entries[4]!).toMatchObject({ payload: { source: 'app' }, title: 'The app rolls the dice again from here' });
    expect(c.diceSource).toEqual({ source: 'app', since: 5 });
    const f = JSON.parse(serializeCampaign(c.toFile())) as CampaignFile;
    expect(load(f).entries).toHaveLength(6);
    // Undoing the table's roll keeps its choice: a choice is a fact of the log, not an action.
    c.undo();
    c.undo();
    expect(c.diceSource.source).toBe('app');

    // The choice removed: the table dice after it are refused; an app roll inside the table's stretch too.
    const noChoice = JSON.parse(serializeCampaign({ header: f.header, entries: f.entries.slice(0, 1) }));
    noChoice.entries.push({ ...f.entries[2], seq: 2 });
    expect(() => load(noChoice)).toThrow(/Log entry 2 .*the table had not chosen its own dice/);
    const noSwitchBack = JSON.parse(JSON.stringify(f)) as CampaignFile;
    noSwitchBack.entries.splice(4, 1);
    noSwitchBack.entries.forEach((e, i) => (e.seq = i + 1));
    expect(() => load(noSwitchBack)).toThrow(/Log entry 5 .*its dice are the app's, but the table rolls its own dice since entry 2/);
    const twice = JSON.parse(JSON.stringify(f)) as CampaignFile;
    twice.entries.splice(2, 0, { ...twice.entries[1]! });
    twice.entries.forEach((e, i) => (e.seq = i + 1));
    expect(() => load(twice)).toThrow(/Log entry 3 .*already in use/);
  });

  it('version 2 files keep their table dice, logged without a choice; a choice in them is checked from there on', () => {
    const c = allianceCampaign();
    c.act('dice.tray', { count: 2, sides: 6, purpose: 'app' });
    c.act('dice.tray', { count: 2, sides: 6, purpose: 'table' }, { physicalDice: [[6, 6]] });
    c.act('dice.tray', { count: 1, sides: 6, purpose: 'app again' });
    const v3 = JSON.parse(serializeCampaign(c.toFile())) as CampaignFile;
    // As version 2 wrote it: no choice entries.
    const v2 = { header: { ...v3.header, schemaVersion: 2 }, entries: v3.entries.filter((e) => e.type !== 'meta.dice').map((e, i) => ({ ...e, seq: i + 1 })) } as any;
    const opened = Campaign.load(alliance, parseCampaignText(JSON.stringify(v2)));
    expect(opened.header).toMatchObject({ schemaVersion: 4, legacyTableDice: true });
    expect(opened.entries.map((e) => e.dice![0]!.source)).toEqual(['app', 'table', 'app']);
    // Played on after the upgrade: the next table roll logs its choice, and the file opens again.
    opened.act('dice.tray', { count: 1, sides: 6, purpose: 'table later' }, { physicalDice: [[3]] });
    const saved = JSON.parse(serializeCampaign(opened.toFile())) as CampaignFile;
    expect(saved.entries.map((e) => e.type)).toEqual(['dice.tray', 'dice.tray', 'dice.tray', 'meta.dice', 'dice.tray']);
    expect(load(saved).entries).toHaveLength(5);
    // The same edit to a version 3 file with no legacy mark is refused.
    const stripped = JSON.parse(JSON.stringify(saved));
    delete stripped.header.legacyTableDice;
    expect(() => load(stripped)).toThrow(/Log entry 2 .*the table had not chosen its own dice/);
  });

  it('a bookmark to an entry that does not exist is refused, as the live action refuses it', () => {
    const f = played();
    f.entries.push({ seq: 4, at: 'x', type: 'meta.bookmark', payload: { seq: 4294967297, label: 'far' }, title: 'Bookmark', when: 'x' });
    expect(() => load(f)).toThrow(/entry 4|did not exist/);
  });

  it('dice counts of 2^31 and faces beyond the die are refused by the schema', () => {
    const f = played();
    f.entries[2]!.dice![0]!.count = 2 ** 31;
    expect(() => load(f)).toThrow(/damaged/);
    const g = played();
    g.entries[2]!.dice![0]!.faces = [7, 1];
    expect(() => load(g)).toThrow(/damaged/);
  });

  it('table dice of another size than the action throws are refused', () => {
    const c = allianceCampaign();
    c.act('dice.tray', { count: 2, sides: 6, purpose: 'x' }, { physicalDice: [[3, 4]] });
    const f = JSON.parse(serializeCampaign(c.toFile())) as CampaignFile;
    f.entries[1]!.dice![0] = { ...f.entries[1]!.dice![0]!, sides: 20, faces: [3, 4] };
    expect(() => load(f)).toThrow(/2d6/);
  });

  it('action types named like object properties are unknown actions, not crashes', () => {
    for (const type of ['constructor', 'toString', 'hasOwnProperty']) {
      const f = played();
      f.entries[1]!.type = type;
      expect(() => load(f)).toThrow(/unknown action|damaged/);
    }
    const f = played();
    f.entries[1]!.type = '__proto__';
    expect(() => load(f)).toThrow(/damaged: entries\.1\.type/);
  });
});

describe('crafted files (defect 6 and the smaller items)', () => {
  it('a 1,000,000-deep array in the settings is refused in words, without a stack overflow', () => {
    const text = serializeCampaign(played()).replace('"settings":{', `"settings":{"deep":${'['.repeat(1_000_000)}${']'.repeat(1_000_000)},`);
    expect(() => parseCampaignText(text)).toThrow(`nested more than ${FILE_LIMITS.maxDepth} levels deep`);
  });

  it('counts depth outside strings only', () => {
    expect(jsonDepth('{"a":"[[[[{{{{","b":[[1]]}')).toBe(3);
    expect(jsonDepth('{"a":"\\\\"}')).toBe(1);
  });

  it('a UTF-8 byte-order mark is not damage', () => {
    expect(parseCampaignText('\ufeff' + serializeCampaign(played())).entries).toHaveLength(3);
  });

  it('a version-1 file with a null entry is refused in words, not a crash', () => {
    const f = played() as any;
    f.header.schemaVersion = 1;
    f.entries = [null];
    expect(() => parseCampaignText(JSON.stringify(f))).toThrow(/damaged: entries\.0/);
  });

  it('binary (a PNG renamed .adc) is "not an Aide-de-Camp file"; empty is said to be empty', () => {
    expect(() => parseCampaignText('\u0089PNG\r\n\u001a\n\u0000\u0000')).toThrow(/not an Aide-de-Camp campaign file/);
    expect(() => parseCampaignText('')).toThrow(/empty/);
    expect(() => parseCampaignText('[1,2]')).toThrow(/not an Aide-de-Camp campaign file/);
  });

  it('NUL bytes and over-long names in the header are refused by the schema', () => {
    const f = played();
    f.header.players[0]!.name = 'Ann\u0000';
    expect(() => parseCampaignText(JSON.stringify(f))).toThrow(/control characters/);
    const g = played();
    g.header.scenario = 'x'.repeat(5000);
    expect(() => parseCampaignText(JSON.stringify(g))).toThrow(/damaged: header\.scenario/);
  });
});
