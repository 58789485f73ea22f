// Odd names and hostile input come back as plain refusals, never as internal errors.
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CampaignService } from './campaign-service';
import { dataDirPolicy } from './data-dir-policy';
import { backupDir, saveCampaignFile } from './files';
import { createHandlers, dispatch } from './handlers';
import { PackLibrary } from './packs';
import { SettingsStore } from './settings';
import { allianceCampaign } from '../../shared/test/fixtures';

let dir: string;
let call: (n: string, i: unknown) => Promise<any>;
let service: CampaignService;
const players = [{ name: 'A', powers: ['france'] }, { name: 'B', powers: ['britain'] }];
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'adc-refuse-'));
  const settings = await SettingsStore.load(dir);
  service = new CampaignService({ appVersion: 't', settings });
  const h = createHandlers(service, dataDirPolicy(path.join(dir, 'data')), settings, { name: 'x', version: 't', host: 'browser', dataDir: dir }, new PackLibrary(path.join(dir, 'packs')));
  call = (n, i) => dispatch(h, n, i);
});
afterAll(async () => {
  await service.close();
  await fs.rm(dir, { recursive: true, force: true });
});

describe('refusals in words', () => {
  it('scenario names like object properties, NUL bytes, over-long and dot-only names', async () => {
    for (const scenario of ['__proto__', 'constructor', 'toString']) {
      expect(await call('campaign.create', { game: 'alliance', scenario, players, path: 'p.adc' })).toMatchObject({ ok: false, error: { kind: 'rule', message: `Alliance has no scenario "${scenario}".` } });
    }
    expect(await call('campaign.create', { game: 'alliance', scenario: '1804-07', players, path: 'a\u0000b.adc' })).toMatchObject({ ok: false, error: { kind: 'invalid', message: /control characters/ } });
    expect(await call('campaign.create', { game: 'alliance', scenario: '1804-07', players, title: 'T\u0000' })).toMatchObject({ ok: false, error: { kind: 'invalid' } });
    expect(await call('campaign.create', { game: 'alliance', scenario: '1804-07', players, path: 'x'.repeat(300) })).toMatchObject({ ok: false, error: { kind: 'file', message: /at most 120/ } });
    for (const p of ['..', '.', '...adc']) {
      expect(await call('campaign.create', { game: 'alliance', scenario: '1804-07', players, path: p })).toMatchObject({ ok: false, error: { kind: 'file', message: /needs at least one letter or digit/ } });
    }
  });

  it('action types named like object properties are unknown actions', async () => {
    const made = await call('campaign.create', { game: 'alliance', scenario: '1804-07', players, path: 'ok.adc' });
    expect(made.error).toBeUndefined();
    for (const type of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      expect(await call('campaign.act', { type, payload: {} })).toMatchObject({ ok: false, error: { kind: 'rule', message: `Alliance has no action "${type}".` } });
    }
  });

  it('a path outside the data folder is refused without listing that path\'s backups', async () => {
    const outside = path.join(dir, 'elsewhere.adc');
    const c = allianceCampaign();
    c.act('note', { text: 'x' });
    await saveCampaignFile(outside, c.toFile(), '1804');
    await saveCampaignFile(outside, c.toFile(), '1804');
    expect((await fs.readdir(backupDir(outside))).length).toBeGreaterThan(0);
    for (const [intent, input] of [['campaign.open', { path: outside }], ['campaign.backups', { path: outside }], ['campaign.open', { path: '../elsewhere.adc' }]] as const) {
      const r = await call(intent, input);
      expect(r.ok).toBe(false);
      expect(r.error.backups).toBeUndefined();
    }
  });

  it('a backup folder for a campaign named ".." stays inside the backups folder', () => {
    expect(backupDir(path.join(dir, '...adc'))).toBe(path.join(dir, '.adc-backups', '_dotdot'));
  });
});
