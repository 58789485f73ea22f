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

  it('app dice re-rolled and marked as table dice are refused when a later app roll follows', () => {
    const f = played();
    const first = f.entries[0]!;
    first.dice = first.dice!.map((d) => ({ ...d, faces: d.faces.map(() => 6), source: 'table' as const }));
    delete first.rngAfter;
    expect(() => load(f)).toThrow(/do not match the campaign's dice stream/);
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
    f.entries[0]!.dice![0] = { ...f.entries[0]!.dice![0]!, sides: 20, faces: [3, 4] };
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
