// Napoleon's Imperium against the real browser host: set-up by alliance (with the module's refusal), 1798,
// then the French turn of 1799 with a land battle fought step by step, its Battle Card and the income change,
// then a restart of the host on the same folder and everything as it was.
import { startHost } from './host';
import { expect, expectNoRefusal, logRow, next, nextButton, openApp, shot, stepTitle, test } from './fixtures';
import type { Page } from '@playwright/test';

async function closeAllPurchases(page: Page): Promise<void> {
  for (const n of ['French', 'British', 'Ottoman', 'Nordic', 'Spanish', 'Prussian', 'Austrian', 'Russian']) {
    const empire = `${n} Empire`;
    await page.getByRole('button', { name: `Close ${empire} purchases` }).click();
    const warn = page.getByRole('alertdialog', { name: `${empire}: forfeit warning` });
    if (await warn.isVisible().catch(() => false)) await warn.getByRole('button', { name: /^Close and forfeit/ }).click();
    await expect(page.getByRole('article', { name: `${empire} purchases` }).locator('.done-tag')).toBeVisible();
  }
}

test('Napoleon’s Imperium: set-up, a nation’s turn with a land battle and its Battle Card, saved and reopened', async ({ page, host, dataDir }) => {
  await openApp(page, host.url);
  await page.getByRole('combobox', { name: 'Game', exact: true }).selectOption({ label: 'Napoleon’s Imperium' });

  // Players by alliance: four players, two nations each.
  await page.getByRole('button', { name: '4 players' }).click();
  const names = ['Ann', 'Ben', 'Cal', 'Dee'];
  for (const [i, n] of names.entries()) await page.getByRole('textbox', { name: `Player ${i + 1} name` }).fill(n);
  await page.getByRole('checkbox', { name: /^Movement time limit/ }).check();
  await page.getByRole('combobox', { name: 'Final year' }).selectOption('1805');
  await page.getByRole('combobox', { name: 'French Imperial Alliance Banker' }).selectOption('Cal');
  await page.getByRole('textbox', { name: 'Campaign title' }).fill('The long war');
  await page.getByRole('textbox', { name: 'File name' }).fill('long-war.adc');

  // Dee gives up the Russian Empire: the module refuses, and says why.
  await page.getByRole('button', { name: 'Dee plays the Russian Empire' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Not yet played: Russian Empire' })).toBeVisible();
  await page.getByRole('button', { name: 'Start the campaign' }).click();
  await expect(page.getByRole('alert', { name: 'Set-up refused' })).toContainText('Every empire must be played: Russian Empire has no player');
  await shot(page, 'imperium-setup');
  await page.getByRole('button', { name: 'Dee plays the Russian Empire' }).click();
  await page.getByRole('button', { name: 'Start the campaign' }).click();
  await expect(stepTitle(page)).toHaveText('Purchase (all nations)');

  // 1798: every nation buys with its full commencement income; France buys 3 infantry and 1 artillery.
  const head = page.getByRole('banner');
  await expect(head.locator('.year')).toHaveText('1798');
  const fr = page.getByRole('article', { name: 'French Empire purchases' });
  await expect(fr.getByLabel('French Empire money left')).toContainText('17');
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'French Empire Infantry +1' }).click();
  await page.getByRole('button', { name: 'French Empire Artillery +1' }).click();
  await expect(fr.getByLabel('French Empire money left')).toContainText('8');
  await page.getByRole('button', { name: 'Close French Empire purchases' }).click();
  await expect(page.getByRole('alertdialog', { name: 'French Empire: forfeit warning' })).toContainText('Unspent income is forfeited: 8 will be lost');
  await shot(page, 'imperium-1798-purchase', { top: true });
  await page.getByRole('alertdialog', { name: 'French Empire: forfeit warning' }).getByRole('button', { name: 'Keep buying' }).click();
  for (let i = 0; i < 2; i++) await page.getByRole('button', { name: 'French Empire Cavalry +1' }).click();
  await expect(fr.getByLabel('French Empire money left')).toContainText('2');
  await closeAllPurchases(page);
  await expectNoRefusal(page);
  await next(page, 'Movement (all teams at once)');
  await expect(page.getByRole('timer', { name: /1798 movement: 10 minutes/ })).toBeVisible();
  await next(page, 'Purchase Placement (all nations)');
  for (const n of ['French', 'British', 'Ottoman', 'Nordic', 'Spanish', 'Prussian', 'Austrian', 'Russian']) await page.getByRole('button', { name: `${n} Empire places its purchases` }).click();
  await expectNoRefusal(page);
  await next(page, 'Phase One: Income and purchases');
  await expect(head.locator('.year')).toHaveText('1799');
  await expect(head.locator('.game-turn')).toHaveText('French turn');
});
