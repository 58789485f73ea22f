// File problems: a damaged campaign says what is wrong and offers its backups; restoring one works.
import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createCampaign, expect, expectTrack, openApp, shot, test } from './fixtures';

test('a damaged file shows the problem and offers its backups, which restore', async ({ page, host, dataDir }) => {
  await openApp(page, host.url);
  await createCampaign(page, {
    title: 'Fragile',
    file: 'fragile.adc',
    players: [
      { name: 'Alice', power: 'France' },
      { name: 'Bob', power: 'Britain' },
    ],
  });
  await page.getByRole('button', { name: 'France Gold +1', exact: true }).click();
  await expectTrack(page, 'France', 'Gold', 15);
  await page.getByRole('button', { name: 'Close the campaign' }).click();
  await expect(page.getByRole('button', { name: 'Open fragile.adc' })).toBeVisible();
  await page.getByRole('button', { name: 'Open fragile.adc' }).click();
  await page.getByRole('button', { name: 'France Gold +1', exact: true }).click();
  await expectTrack(page, 'France', 'Gold', 16);
  await page.getByRole('button', { name: 'Close the campaign' }).click();
  // The home screen comes back once the host has closed (and saved) the campaign.
  await expect(page.getByRole('button', { name: 'Open fragile.adc' })).toBeVisible();

  // Someone's text editor mangles the file.
  const files = await readdir(dataDir);
  expect(files).toContain('fragile.adc');
  await writeFile(path.join(dataDir, 'fragile.adc'), '{"header": {"format": "aide-de-camp-campaign", "schem');
  await page.getByRole('button', { name: 'Refresh the list' }).click();
  // The list marks it and offers its backups instead of an Open button.
  const item = page.getByRole('listitem').filter({ hasText: 'fragile.adc' });
  await expect(item.getByRole('note')).toContainText(/Does not open: .*damaged|not readable/);
  await expect(item.getByRole('button', { name: 'Open fragile.adc' })).toHaveCount(0);
  await item.getByRole('button', { name: 'Backups of fragile.adc' }).click();

  const dialog = page.getByRole('dialog', { name: 'The campaign could not be opened' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('alert')).toContainText(/damaged|not readable/i);
  const backups = dialog.getByRole('list', { name: 'Backups' });
  await expect(backups.getByRole('listitem').first()).toBeVisible();
  await shot(page, 'file-problem');
  await backups.getByRole('button', { name: /^Restore / }).first().click();
  await expect(dialog).toBeHidden();
  // Told at once (the notice stays a few seconds): where the damaged file was kept, and what was restored.
  await expect(page.getByRole('status').filter({ hasText: /kept as|Restored/ }).first()).toBeVisible();
  await expect(page.locator('.step-title')).toHaveText('Deal and discard');
  const gold = Number(await page.locator('[role="group"][aria-label="France Gold"] .big-number').textContent());
  expect([14, 15, 16]).toContain(gold);
});
