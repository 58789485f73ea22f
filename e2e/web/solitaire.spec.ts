// Solitaire's own steps, bookmarks, reviewing history, and the disconnected banner.
import { createCampaign, expect, logRow, next, openApp, shot, stepTitle, test } from './fixtures';

test('solitaire: flip, act, score; bookmark and review the log; the banner when the host goes away', async ({ page, host }) => {
  await openApp(page, host.url);
  await createCampaign(page, { title: 'Alone', file: 'alone.adc', scenario: 'Solitaire', players: [{ name: 'Claire', power: 'Russia' }] });
  await expect(stepTitle(page)).toHaveText('Flip the top card');
  await expect(page.locator('.seq-step.skipped', { hasText: 'Play cards' })).toBeVisible();

  await page.getByRole('spinbutton', { name: 'Card number' }).fill('39');
  await page.getByRole('combobox', { name: 'Card colour' }).selectOption({ label: 'Russia' });
  await page.getByRole('button', { name: 'Flip', exact: true }).click();
  await expect(logRow(page, 'Card 39 flipped: Russia plays this turn (3 AP)')).toHaveCount(1);
  await next(page, 'Turn order and Action Points');
  await next(page, 'Player Turns');
  await page.getByRole('button', { name: 'Move (1 AP)', exact: true }).click();
  await expect(page.locator('.ap-num')).toHaveText('2');
  await page.getByRole('button', { name: 'End Russia’s turn', exact: true }).click();
  await next(page, 'Battles');
  await next(page, 'Solitaire score');
  await page.getByRole('spinbutton', { name: 'Score change' }).fill('2');
  await page.getByRole('textbox', { name: 'Reason' }).fill('Took Warsaw');
  await page.getByRole('button', { name: 'Add to score', exact: true }).click();
  await expect(logRow(page, 'Solitaire score +2 (0 → 2): Took Warsaw')).toHaveCount(1);
  await expect(page.locator('.big-line')).toContainText('Score 2 of 16');

  // Bookmark an entry.
  const flip = logRow(page, 'Card 39 flipped');
  await flip.hover();
  await flip.getByRole('button', { name: /^Bookmark entry/ }).click();
  await page.getByRole('textbox', { name: /^Bookmark label for entry/ }).fill('The Czar marches');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(flip.locator('.log-bookmark')).toHaveText(/The Czar marches/);
  await page.getByRole('button', { name: 'Bookmarks only' }).click();
  await expect(page.locator('.log-row')).toHaveCount(1);
  await page.getByRole('button', { name: 'All', exact: true }).click();

  // Review the campaign as it was after the flip: read-only, then back.
  await flip.hover();
  await flip.getByRole('button', { name: /^Review the campaign after entry/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Reviewing history' })).toBeVisible();
  await expect(stepTitle(page)).toHaveText('Flip the top card');
  await expect(page.getByRole('button', { name: /^Next ▸/ })).toHaveCount(0);
  await shot(page, 'review');
  await page.getByRole('button', { name: 'Back to the present', exact: true }).click();
  await expect(stepTitle(page)).toHaveText('Solitaire score');

  // The host goes away: a clear banner, and actions are not silently lost.
  await host.stop();
  await expect(page.getByRole('alert').filter({ hasText: 'Disconnected from the host' })).toBeVisible();
  await page.getByRole('spinbutton', { name: 'Score change' }).fill('1');
  await page.getByRole('button', { name: 'Add to score', exact: true }).click();
  await expect(page.getByRole('alert', { name: 'Refused', exact: true })).toContainText('Disconnected from the host: nothing was sent');
  await shot(page, 'disconnected', { top: true });
});
