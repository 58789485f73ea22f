// The CLI reads campaign files exactly as the app does and names the backups of a file that does not open.
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { saveCampaignFile } from '../electron/services/files';
import { serializeCampaign } from '../shared/engine/schemas';
import { allianceCampaign } from '../shared/test/fixtures';
import { run } from './cli';

let dir: string;
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'adc-cli-files-'));
});
afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

async function validate(file: string) {
  let out = '';
  let err = '';
  const code = await run(['campaign', 'validate', file], { out: (t) => void (out += t), err: (t) => void (err += t), readStdin: async () => '' }).catch((e) => {
    err += (e as Error).message;
    return (e as { code?: number }).code ?? -1;
  });
  return { code, out, err };
}

it('a damaged file: INVALID with the reason, then the backups the app would offer', async () => {
  const file = path.join(dir, 'camp.adc');
  const c = allianceCampaign();
  c.act('note', { text: 'one' });
  await saveCampaignFile(file, c.toFile(), '1804');
  c.act('note', { text: 'two' });
  await saveCampaignFile(file, c.toFile(), '1804');
  await fs.writeFile(file, '{"header": {');
  const r = await validate(file);
  expect(r.code).toBe(1);
  expect(r.err).toMatch(/INVALID .*camp\.adc: This file is damaged/);
  expect(r.err).toMatch(/Backups you can restore/);
  expect(r.err).toMatch(/rolling-.*\.adc {2}\(recent copy, 1 entries/);
});

it('a 1,000,000-deep array and a version-1 file with entries:[null] are INVALID in words, no stack trace', async () => {
  const c = allianceCampaign();
  const deep = path.join(dir, 'deep.adc');
  await fs.writeFile(deep, serializeCampaign(c.toFile()).replace('"settings":{', `"settings":{"d":${'['.repeat(1_000_000)}${']'.repeat(1_000_000)},`));
  const d = await validate(deep);
  expect(d.code).toBe(1);
  expect(d.err).toMatch(/nested more than 64 levels deep/);
  const v1 = JSON.parse(serializeCampaign(c.toFile()));
  v1.header.schemaVersion = 1;
  v1.entries = [null];
  const old = path.join(dir, 'old.adc');
  await fs.writeFile(old, JSON.stringify(v1));
  const o = await validate(old);
  expect(o.code).toBe(1);
  expect(o.err).toMatch(/damaged: entries\.0/);
  expect(o.err).not.toMatch(/at .*\.ts:\d+/);
});

it('a journal with a bad tail: OK with the usable entries, as the app opens it', async () => {
  const file = path.join(dir, 'j.adc');
  const c = allianceCampaign();
  await saveCampaignFile(file, c.toFile(), '1804');
  const e1 = c.act('note', { text: 'kept' });
  await fs.writeFile(`${file}.journal`, `${JSON.stringify({ journal: 1, campaignId: c.header.id, base: 0 })}\n${JSON.stringify(e1)}\n{"seq":2,"type":"no.such"}\n`);
  const r = await validate(file);
  expect(r.code).toBe(0);
  expect(r.out).toMatch(/OK .*1 entries.*1 entry recovered.*not usable/);
});
