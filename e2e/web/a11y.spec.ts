// Accessibility: axe-core (WCAG 2.x A and AA rules) on every main screen of the browser host: Home, the New
// Campaign form for each game, each game's campaign screen, the battle calculator, the data editor, the replay,
// the campaign in figures and the printable summary. No serious or critical violation. Keyboard: the main
// actions are reached with Tab and show a visible focus ring.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Campaign, makeHeader } from '../../shared/engine/campaign';
import { completeSettings } from '../../shared/engine/settings';
import type { GameModule } from '../../shared/engine/types';
import { GAME_MODULES } from '../../shared/games/registry';
import { reportCampaignFile } from '../../shared/test/report-campaign';
import { expectAccessible } from './axe';
import { expect, openApp, test } from './fixtures';

/**
 * A new campaign of every registered game, as New Campaign makes it: the first scenario, its playable powers
 * shared out among as many players as the game's set-up accepts (the most it allows, fewer if it refuses).
 */
function newCampaignFile(m: GameModule<any>) {
  const s = m.scenarios[0]!;
  let last: unknown;
  for (let n = Math.min(s.maxPlayers, s.playable.length); n >= s.minPlayers; n--) {
    const players = Array.from({ length: n }, (_, i) => {
      const powers = s.playable.filter((_p, k) => k % n === i);
      return { name: m.powers.find((p) => p.id === powers[0])?.name ?? `Player ${i + 1}`, powers };
    });
    const header = makeHeader({
      id: `a11y-${m.id}`,
      game: m.id,
      scenario: s.id,
      title: `${m.name} at the table`,
      players,
      settings: completeSettings(m, {}),
      seed: 11,
      createdAt: '2026-12-02T09:00:00.000Z',
      appVersion: 'test',
    });
    try {
      return Campaign.create(m, header).toFile();
    } catch (e) {
      last = e;
    }
  }
  throw last;
}

const GAMES = Object.values(GAME_MODULES) as GameModule<any>[];

test('axe: Home and the New Campaign form for each game', async ({ page, host, dataDir }) => {
  await writeFile(path.join(dataDir, 'a.adc'), JSON.stringify(newCampaignFile(GAMES[0]!), null, 1));
  await openApp(page, host.url);
  await expect(page.getByRole('button', { name: 'Open a.adc', exact: true })).toBeVisible();
  await expectAccessible(page, 'Home');
  const game = page.getByRole('combobox', { name: 'Game', exact: true });
  for (const m of GAMES) {
    await game.selectOption({ label: m.name });
    await expectAccessible(page, `New Campaign: ${m.name}`);
  }
});

for (const m of GAMES) {
  test(`axe: ${m.name}: the campaign screen, its battle calculator and the data editor`, async ({ page, host, dataDir }) => {
    await writeFile(path.join(dataDir, `${m.id}.adc`), JSON.stringify(newCampaignFile(m), null, 1));
    await openApp(page, host.url);
    await page.getByRole('button', { name: `Open ${m.id}.adc`, exact: true }).click();
    await expect(page.locator('.step-title')).toBeVisible({ timeout: 60_000 });
    await expectAccessible(page, `${m.name}: campaign`);
    const calc = page.getByRole('button', { name: 'Battle calculator' });
    if (await calc.count()) {
      await calc.first().click();
      await expect(page.getByRole('dialog', { name: 'Battle calculator' })).toBeVisible();
      await expectAccessible(page, `${m.name}: battle calculator`);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: 'Battle calculator' })).toHaveCount(0);
    }
    await page.getByRole('button', { name: /^Game data/ }).first().click();
    await expect(page.getByRole('region', { name: 'Game data and rules' })).toBeVisible();
    await expectAccessible(page, `${m.name}: data editor`);
  });
}

test('axe: the replay, the campaign in figures and the printable summary; keyboard and focus', async ({ page, host, dataDir }) => {
  await writeFile(path.join(dataDir, 'ulm.adc'), JSON.stringify(reportCampaignFile(), null, 1));
  await openApp(page, host.url);
  await page.getByRole('button', { name: 'Review ulm.adc', exact: true }).click();
  await expect(page.getByText('ulm.adc is open for review', { exact: false }).first()).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: '▶ Replay' }).click();
  await expect(page.locator('.replay-count')).toHaveText('The set-up of 23');
  await page.getByRole('button', { name: 'Last entry' }).click();
  await expect(page.locator('.replay-count')).toHaveText(/^Entry 23 of 23/);
  await expectAccessible(page, 'replay');
  await page.keyboard.press('Escape');

  // Keyboard only: Tab reaches Charts, Enter opens the figures; each stop shows a focus ring.
  const charts = page.getByRole('button', { name: 'Charts', exact: true });
  await charts.focus();
  expect(await charts.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
  await page.keyboard.press('Enter');
  const fig = page.getByRole('dialog', { name: 'The campaign in figures' });
  await expect(fig).toBeVisible();
  for (const tab of ['Tracks over time', 'Battles', 'Luck meter']) {
    await fig.getByRole('tab', { name: tab }).click();
    await expectAccessible(page, `figures: ${tab}`);
  }
  await fig.getByRole('button', { name: 'Print summary' }).focus();
  await page.keyboard.press('Enter');
  const sum = page.getByRole('dialog', { name: /^Campaign summary/ });
  await expect(sum.getByRole('button', { name: 'Print…' })).toBeFocused();
  expect(await sum.getByRole('button', { name: 'Print…' }).evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
  await expectAccessible(page, 'printable summary');
});

test('axe: the table display', async ({ page, host, dataDir, context }) => {
  await writeFile(path.join(dataDir, 'ulm.adc'), JSON.stringify(reportCampaignFile(), null, 1));
  await openApp(page, host.url);
  await page.getByRole('button', { name: 'Open ulm.adc', exact: true }).click();
  await expect(page.locator('.step-title')).toBeVisible({ timeout: 60_000 });
  const [display] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Table display', exact: true }).click()]);
  await expect(display.locator('.tdisp-year')).toHaveText('1804');
  await expectAccessible(display, 'table display');
});
