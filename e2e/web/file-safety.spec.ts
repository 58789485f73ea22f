// What the table sees when its file is changed under it, or is already open elsewhere.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createCampaign, expect, expectTrack, openApp, shot, test } from './fixtures';

const seats = [
  { name: 'Alice', power: 'France' },
  { name: 'Bob', power: 'Britain' },
];

test('the file replaced on disk: the next action stops and asks; saving as a new file keeps everything', async ({ page, host, dataDir }) => {
  await openApp(page, host.url);
  await createCampaign(page, { title: 'Shared folder', file: 'shared.adc', players: seats });
  await page.getByRole('button', { name: 'France Gold +1', exact: true }).click();
  await expectTrack(page, 'France', 'Gold', 15);
  // A sync tool puts another version of the file in its place.
  await writeFile(path.join(dataDir, 'shared.adc'), '{"someone":"else"}');
  await page.getByRole('button', { name: 'France Gold +1', exact: true }).click();
  const banner = page.getByRole('alert', { name: 'The file changed on disk' });
  await expect(banner).toContainText('was changed or replaced on disk by another program');
  await expectTrack(page, 'France', 'Gold', 15);
  await shot(page, 'file-changed-on-disk');
  await banner.getByRole('textbox', { name: 'New file name' }).fill('shared-kept');
  await banner.getByRole('button', { name: 'Save as a new file' }).click();
  await expect(banner).toBeHidden();
  await expect(page.locator('.camp-head')).toContainText('shared-kept.adc');
  await page.getByRole('button', { name: 'France Gold +1', exact: true }).click();
  await expectTrack(page, 'France', 'Gold', 16);
});

test('a file already open elsewhere opens read-only, naming who holds it', async ({ page, host, dataDir }) => {
  await openApp(page, host.url);
  await createCampaign(page, { title: 'Held', file: 'held.adc', players: seats });
  await page.getByRole('button', { name: 'Close the campaign' }).click();
  await writeFile(path.join(dataDir, 'held.adc.lock'), JSON.stringify({ pid: 4242, host: 'bobs-laptop', app: 'Aide-de-Camp', since: '2026-12-01T20:00:00Z', token: 'x' }));
  await page.getByRole('button', { name: 'Open held.adc' }).click();
  const notice = page.getByRole('status', { name: 'Open read-only' });
  await expect(notice).toContainText('held.adc is already open in Aide-de-Camp on bobs-laptop');
  await expect(page.getByRole('button', { name: 'France Gold +1', exact: true })).toHaveCount(0);
  await shot(page, 'file-open-read-only');
});
