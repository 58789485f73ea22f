// "Skip for now and play" is remembered per campaign in the app's settings: the next opening (even after a
// restart on the same folder) marks the view, so the renderer shows one line instead of the whole list.
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CampaignService } from './campaign-service';
import { dataDirPolicy } from './data-dir-policy';
import { createHandlers, dispatch } from './handlers';
import { PackLibrary } from './packs';
import { SettingsStore } from './settings';

const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await fs.rm(d, { recursive: true, force: true });
});

async function host(dir: string) {
  const settings = await SettingsStore.load(dir);
  const service = new CampaignService({ appVersion: 't', settings });
  const h = createHandlers(service, dataDirPolicy(path.join(dir, 'data')), settings, { name: 'x', version: 't', host: 'browser', dataDir: dir }, new PackLibrary(path.join(dir, 'packs')));
  return { service, call: (n: string, i: unknown) => dispatch(h, n, i) as Promise<any> };
}

const players = [{ name: 'A', powers: ['france'] }, { name: 'B', powers: ['britain'] }];

describe('Before you play, skipped', () => {
  it('is remembered for that campaign only, across a restart', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'adc-byp-'));
    dirs.push(dir);
    const a = await host(dir);
    const made = await a.call('campaign.create', { game: 'alliance', scenario: '1804-07', players, path: 'skip.adc' });
    expect(made.ok).toBe(true);
    expect(made.value.beforePlaySkipped).toBeUndefined();
    expect(await a.call('campaign.skipBeforePlay', {})).toEqual({ ok: true, value: null });
    await a.call('campaign.close', {});
    expect((await a.call('campaign.create', { game: 'alliance', scenario: '1804-07', players, path: 'other.adc' })).value.beforePlaySkipped).toBeUndefined();
    await a.service.close();

    const b = await host(dir);
    const reopened = await b.call('campaign.open', { path: 'skip.adc' });
    expect(reopened.value.beforePlaySkipped).toBe(true);
    await b.call('campaign.close', {});
    expect((await b.call('campaign.open', { path: 'other.adc' })).value.beforePlaySkipped).toBeUndefined();
    await b.service.close();
  });

  it('is refused in words with no campaign open', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'adc-byp-'));
    dirs.push(dir);
    const a = await host(dir);
    expect(await a.call('campaign.skipBeforePlay', {})).toMatchObject({ ok: false });
    await a.service.close();
  });
});
