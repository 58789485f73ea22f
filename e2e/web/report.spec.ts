// The printable campaign summary and the exports from the review screen (browser host): Print summary shows the
// reviewed report as a page (under the app's CSP), printing shows it alone, and the downloads are the reviewed
// files (shared/review/fixtures). Screenshots of the page at 1280x800, on screen and as printed.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { fixtureText, reportCampaignFile, REPORT_TITLE } from '../../shared/test/report-campaign';
import { REPO } from './host';
import { expect, openApp, shot, test } from './fixtures';

const fixture = async (n: string) => fixtureText(await readFile(path.join(REPO, 'shared', 'review', 'fixtures', n), 'utf8'));

async function download(page: Page, click: () => Promise<void>): Promise<{ name: string; text: string }> {
  const [d] = await Promise.all([page.waitForEvent('download'), click()]);
  const file = await d.path();
  return { name: d.suggestedFilename(), text: await readFile(file!, 'utf8') };
}

test('Print summary: the report as a page, printed alone; exports download the reviewed files', async ({ page, host, dataDir }) => {
  await writeFile(path.join(dataDir, 'ulm.adc'), JSON.stringify(reportCampaignFile(), null, 1));
  await openApp(page, host.url);
  await page.getByRole('button', { name: 'Review ulm.adc', exact: true }).click();
  await expect(page.getByText('ulm.adc is open for review', { exact: false }).first()).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Charts', exact: true }).click();
  const fig = page.getByRole('dialog', { name: 'The campaign in figures' });
  await expect(fig.getByRole('button', { name: 'Print summary' })).toBeVisible();

  // Exports: each download is the reviewed file.
  await fig.getByText('Export', { exact: true }).click();
  const tracks = await download(page, () => fig.getByRole('button', { name: 'Tracks over time (CSV)' }).click());
  expect(tracks.name).toBe('ulm-tracks.csv');
  expect(tracks.text).toBe(await fixture('tracks.csv'));
  const log = await download(page, () => fig.getByRole('button', { name: 'The log (CSV)' }).click());
  expect(log.name).toBe('ulm-log.csv');
  expect(log.text).toBe(await fixture('log.csv'));
  const json = await download(page, () => fig.getByRole('button', { name: 'The log (JSON)' }).click());
  expect(json.text).toBe(await fixture('log.json'));

  // The summary as a page: the title escaped (shown as text, never run), its stylesheet applied under the CSP.
  await fig.getByRole('button', { name: 'Print summary' }).click();
  const sum = page.getByRole('dialog', { name: /^Campaign summary/ });
  await expect(sum.getByRole('heading', { level: 1 })).toHaveText(REPORT_TITLE);
  await expect(sum.getByRole('button', { name: 'Print…' })).toBeFocused();
  // The report's own stylesheet (adopted, not inline) is applied: its kicker is in capitals.
  expect(await sum.locator('.rp-kicker').evaluate((el) => getComputedStyle(el).textTransform)).toBe('uppercase');
  await expect(sum.getByRole('table', { name: '1 battle' })).toContainText('83.8%');
  await expect(sum.locator('.rp-verdicts')).toContainText('France’s dice: 74th percentile, luckier than expected');
  await expect(sum.getByRole('img', { name: 'Gold over the campaign, by log entry' })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(REPO, 'e2e', 'screenshots', 'report-1280.png') });
  await sum.locator('.rp-screen-body').evaluate((el) => el.scrollTo(0, 900));
  await shot(page, 'report-1280-charts');
  await sum.locator('.rp-screen-body').evaluate((el) => el.scrollTo(0, 0));

  // Printed: the summary alone, no app around it.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('#root')).toBeHidden();
  await expect(sum.locator('.rp-screen-head')).toBeHidden();
  await shot(page, 'report-1280-print');
  await page.emulateMedia({ media: 'screen' });

  const html = await download(page, () => sum.getByRole('button', { name: 'Save as HTML' }).click());
  expect(html.name).toBe('ulm-summary.html');
  expect(html.text).toBe(await fixture('summary.html'));

  // Esc closes the summary back to the figures, then the figures.
  await page.keyboard.press('Escape');
  await expect(sum).toHaveCount(0);
  await expect(fig).toBeVisible();
  await expect(fig.getByRole('button', { name: 'Print summary' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(fig).toHaveCount(0);
});
