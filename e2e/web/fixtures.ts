// Test fixtures: a fresh campaign folder and a real host per test, plus helpers that read the UI.
import { test as base, expect, type Page, type Locator } from '@playwright/test';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { expectAccessible } from './axe';
import { REPO, makeDataDir, removeDataDir, startHost, type RunningHost } from './host';

export { expect };

export const SHOTS = path.join(REPO, 'e2e', 'screenshots');

export const test = base.extend<{ dataDir: string; host: RunningHost; cspGuard: void }>({
  // Any Content-Security-Policy violation or uncaught page error fails the test.
  cspGuard: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' && /Content Security Policy|Refused to/i.test(m.text())) problems.push(m.text());
      });
      page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
      await use();
      expect(problems, 'CSP violations or page errors').toEqual([]);
    },
    { auto: true },
  ],
  // eslint-disable-next-line no-empty-pattern
  dataDir: async ({}, use) => {
    const dir = await makeDataDir();
    await use(dir);
    await removeDataDir(dir);
  },
  host: async ({ dataDir }, use) => {
    const host = await startHost(dataDir);
    try {
      await use(host);
    } finally {
      await host.stop();
    }
  },
});

export async function shot(page: Page, name: string, opts: { top?: boolean } = {}): Promise<void> {
  await mkdir(SHOTS, { recursive: true });
  if (opts.top) await page.locator('.col-main').evaluate((el) => el.scrollTo(0, 0)).catch(() => {});
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

/** The table's laptop and the referee's screen: every game's screenshots are taken at both. */
export const SIZES = [
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
];

/**
 * The screenshot `NAME-1280` and `NAME-1920`; the region named `panel` (if given) scrolled to the top of each.
 * With AXE_SHOTS=1 in the environment, axe checks each screen too (soft: the run lists every violation).
 */
export async function shots(page: Page, name: string, panel?: string | Locator): Promise<void> {
  if (process.env.AXE_SHOTS) await expectAccessible(page, name);
  for (const s of SIZES) {
    await page.setViewportSize(s);
    const region = typeof panel === 'string' ? page.getByRole('region', { name: panel, exact: true }).first() : panel;
    await region?.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await shot(page, `${name}-${s.width}`);
  }
  await page.setViewportSize(SIZES[0]!);
}

/** The header's phase and step are read whole: a long pair wraps to a second line, nothing is cut off. */
export async function expectHeaderWhole(page: Page): Promise<void> {
  const line = page.getByRole('banner').locator('.phase-line');
  // Unclamped, the line must be no taller than it is shown: a clamped third line would add height.
  const cut = await line.evaluate((el) => {
    const shown = el.getBoundingClientRect().height;
    const style = (el as HTMLElement).style;
    style.setProperty('-webkit-line-clamp', 'unset');
    const whole = el.getBoundingClientRect().height;
    style.removeProperty('-webkit-line-clamp');
    return whole > shown + 1 || el.scrollWidth > el.clientWidth + 1;
  });
  expect(cut, `header phase line cut off: ${await line.getAttribute('title')}`).toBe(false);
}

/** Every power's scoreboard tile holds its figures: nothing runs past its edge (seven powers at 1280 px did). */
export async function expectScoreboardFits(page: Page): Promise<void> {
  const tiles = page.locator('.sb-power');
  expect(await tiles.count()).toBeGreaterThan(0);
  const over = await tiles.evaluateAll((els) => els.filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.getAttribute('aria-label')));
  expect(over, 'scoreboard tiles whose figures run past the edge').toEqual([]);
}

export async function openApp(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.getByRole('heading', { name: 'Campaigns' })).toBeVisible();
}

export interface NewCampaign {
  title: string;
  file: string;
  scenario?: string;
  players: Array<{ name: string; power: string }>;
}

export async function createCampaign(page: Page, c: NewCampaign): Promise<void> {
  if (c.scenario) await page.getByRole('radio', { name: c.scenario }).check();
  // Bring the player list to the wanted length, counted once the form has drawn its seats (counted before, a
  // default seat could be left in: a third player the test never named).
  const rows = page.locator('.seat-row');
  await expect(rows.first()).toBeVisible();
  while ((await rows.count()) > c.players.length) await page.getByRole('button', { name: `Remove player ${await rows.count()}` }).click();
  while ((await rows.count()) < c.players.length) await page.getByRole('button', { name: '+ Add a player' }).click();
  for (const [i, p] of c.players.entries()) {
    await page.getByRole('textbox', { name: `Player ${i + 1} name` }).fill(p.name);
    await page.getByRole('combobox', { name: `Player ${i + 1} power` }).selectOption({ label: p.power });
  }
  await page.getByRole('textbox', { name: 'Campaign title' }).fill(c.title);
  await page.getByRole('textbox', { name: 'File name' }).fill(c.file);
  await expect(rows).toHaveCount(c.players.length);
  await page.getByRole('button', { name: 'Start the campaign' }).click();
  await expect(page.locator('.step-title')).toBeVisible();
}

export function stepTitle(page: Page): Locator {
  return page.locator('.step-title');
}

export function nextButton(page: Page): Locator {
  return page.getByRole('button', { name: /^Next ▸/ });
}

export async function next(page: Page, expectTitle?: string): Promise<void> {
  const before = await stepTitle(page).textContent();
  const beforeTurn = await page.locator('.game-turn').textContent();
  await nextButton(page).click();
  if (expectTitle) await expect(stepTitle(page)).toHaveText(expectTitle);
  else await expect.poll(async () => `${await page.locator('.game-turn').textContent()}/${await stepTitle(page).textContent()}`).not.toBe(`${beforeTurn}/${before}`);
}

/** The number shown for a power's track, e.g. ('France', 'Gold'). */
export async function trackValue(page: Page, power: string, track: string): Promise<number> {
  const text = await page.locator(`[role="group"][aria-label="${power} ${track}"] .big-number`).first().textContent();
  return Number(text);
}

export async function expectTrack(page: Page, power: string, track: string, value: number): Promise<void> {
  await expect(page.locator(`[role="group"][aria-label="${power} ${track}"] .big-number`).first()).toHaveText(String(value));
}

export async function expectNoRefusal(page: Page): Promise<void> {
  await expect(page.getByRole('alert', { name: 'Refused', exact: true })).toHaveCount(0);
}

export function logRow(page: Page, title: string | RegExp): Locator {
  return page.locator('.log-row').filter({ hasText: title });
}

export async function playCard(page: Page, power: string, card: number, colour?: string): Promise<void> {
  await page.getByRole('spinbutton', { name: `${power} card number` }).fill(String(card));
  if (colour) await page.getByRole('combobox', { name: `${power} card colour` }).selectOption({ label: colour });
  await page.getByRole('button', { name: `Play ${power}’s card` }).click();
}

/**
 * Alice (France) and Bob (Britain) start an Alliance campaign, both discard, and the table is at Play
 * cards: where most Alliance journeys begin.
 */
export async function franceAndBritainToPlayCards(page: Page, url: string, c: { title: string; file: string; scenario?: string }): Promise<void> {
  await openApp(page, url);
  await createCampaign(page, {
    title: c.title,
    file: c.file,
    ...(c.scenario ? { scenario: c.scenario } : {}),
    players: [
      { name: 'Alice', power: 'France' },
      { name: 'Bob', power: 'Britain' },
    ],
  });
  await page.getByRole('button', { name: 'France discards', exact: true }).click();
  await page.getByRole('button', { name: 'Britain discards', exact: true }).click();
  await next(page, 'Play cards');
}
