// Game data and house rules against the real browser host: the data editor in an Alliance campaign,
// pack import / export through the library, a campaign started with a pack, and rule settings.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { createCampaign, expect, logRow, openApp, shot, test } from './fixtures';

const ALLIANCE = {
  scenario: '1804-07: Austerlitz',
  players: [
    { name: 'Alice', power: 'France' },
    { name: 'Bob', power: 'Britain' },
  ],
};

async function openGameData(page: Page): Promise<void> {
  await page.keyboard.press('d');
  await expect(page.getByRole('region', { name: 'Game data and rules' })).toBeVisible();
}

function tableButton(page: Page, title: string) {
  return page.getByRole('navigation', { name: 'Tables' }).getByRole('button', { name: new RegExp(`^${title}`) });
}

function cell(page: Page, label: string) {
  return page.getByRole('cell').filter({ has: page.getByLabel(label, { exact: true }) });
}

test('edits an Alliance campaign’s data: completeness, a card’s empire, a block’s firepower, the log, undo', async ({ page, host }) => {
  await openApp(page, host.url);
  await createCampaign(page, { title: 'Data night', file: 'data-night.adc', ...ALLIANCE });
  await expect(page.getByRole('button', { name: /^Game data/ })).toContainText('3 tables to fill in');
  await openGameData(page);

  // Completeness: the cards and the block roster need filling in; the seas are complete.
  await expect(tableButton(page, 'Campaign cards')).toContainText('39 missing');
  await expect(tableButton(page, 'Campaign cards')).toContainText('needs filling in');
  await expect(tableButton(page, 'Block roster')).toContainText('261 missing');
  await expect(tableButton(page, 'Starred Seas')).toContainText('complete');

  // A card's empire: an enum is a select; the edit is a log entry and the badge says "entered".
  await tableButton(page, 'Campaign cards').click();
  await expect(cell(page, 'Card 12: Empire').locator('.prov')).toContainText('missing');
  await page.getByLabel('Card 12: Empire', { exact: true }).selectOption({ label: 'Austria' });
  await expect(logRow(page, 'Campaign cards: Card 12, Empire = "austria"')).toHaveCount(1);
  await expect(cell(page, 'Card 12: Empire').locator('.prov')).toContainText('entered');
  await expect(cell(page, 'Card 42: Empire').locator('.prov')).toContainText('rulebook §');
  await expect(tableButton(page, 'Campaign cards')).toContainText('38 missing');

  // A block's firepower: typed, checked as it is typed (E9 is refused here, before anything is sent).
  await tableButton(page, 'Block roster').click();
  await page.getByRole('searchbox', { name: 'Search rows' }).fill('austria inf #1');
  const fire = page.getByLabel('Block austria:Inf #1: Firepower', { exact: true });
  await fire.fill('e9');
  await expect(cell(page, 'Block austria:Inf #1: Firepower').getByRole('alert')).toContainText('a letter A-D and a number 1-4');
  await fire.fill('c3');
  await expect(fire).toHaveValue('C3');
  await fire.press('Enter');
  await expect(logRow(page, 'Block roster: Block austria:Inf #1, Firepower = "C3"')).toHaveCount(1);
  await expect(cell(page, 'Block austria:Inf #1: Firepower').locator('.prov')).toContainText('entered');
  await expect(tableButton(page, 'Block roster')).toContainText('260 missing');
  await page.getByRole('searchbox', { name: 'Search rows' }).fill('austria');
  await shot(page, 'data-editor-roster');
  await page.getByRole('searchbox', { name: 'Search rows' }).fill('austria inf #1');

  // The engine's own refusal shows too: a strength above 4 is refused by the column's range first.
  await page.getByLabel('Block austria:Inf #1: Max strength', { exact: true }).fill('5');
  await expect(cell(page, 'Block austria:Inf #1: Max strength').getByRole('alert')).toContainText('at most 4');
  await page.getByLabel('Block austria:Inf #1: Max strength', { exact: true }).fill('4');
  await page.getByLabel('Block austria:Inf #1: Max strength', { exact: true }).press('Enter');
  await expect(logRow(page, 'Max strength = 4')).toHaveCount(1);

  // Diff against the rulebook, and only the changed rows.
  await page.getByRole('searchbox', { name: 'Search rows' }).fill('');
  await page.getByRole('button', { name: /^Only changed/ }).click();
  await expect(page.getByRole('table', { name: 'Block roster' }).locator('tbody tr')).toHaveCount(1);
  await page.getByRole('button', { name: /^Diff against the rulebook/ }).click();
  await expect(page.getByRole('region', { name: 'Changes from the rulebook' })).toContainText('2 values differ from the rulebook');
  await shot(page, 'data-editor-blocks');

  // Undo (the header's button): the strength goes, then the firepower goes back to missing.
  await page.getByRole('button', { name: /^Undo: Block roster: Block austria:Inf #1, Max strength/ }).click();
  await page.getByRole('button', { name: /^Undo: Block roster: Block austria:Inf #1, Firepower/ }).click();
  await expect(logRow(page, 'Firepower = "C3"').locator('del')).toHaveCount(1);
  await page.getByRole('button', { name: /^All rows/ }).click();
  await page.getByRole('searchbox', { name: 'Search rows' }).fill('austria inf #1');
  await expect(page.getByLabel('Block austria:Inf #1: Firepower', { exact: true })).toHaveValue('');
  await expect(cell(page, 'Block austria:Inf #1: Firepower').locator('.prov')).toContainText('missing');
  await expect(tableButton(page, 'Block roster')).toContainText('261 missing');

  // Esc goes back to the campaign.
  await page.getByRole('searchbox', { name: 'Search rows' }).blur();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('region', { name: 'Game data and rules' })).toHaveCount(0);
  await expect(page.locator('.step-title')).toBeVisible();
});
