// The table display (issue #15): a second tab opened from the campaign, following every change within a
// second, taking no input; hidden treasuries stay hidden on it; the share to phones on loopback, with its QR code.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { A12_BATTLE, allianceCampaign, battleAtBavaria, fightOut } from '../../shared/test/fixtures';
import { startHost } from './host';
import { test as base, expect, openApp, shot } from './fixtures';

// The share listens on loopback here, never on the machine's network.
const test = base.extend({
  host: async ({ dataDir }, use) => {
    const host = await startHost(dataDir, { env: { ADC_SHARE_ADDRESS: '127.0.0.1' } });
    try {
      await use(host);
    } finally {
      await host.stop();
    }
  },
});

/** Ann (France) and Bo (Britain): Britain attacked Bavaria (France) in 1804's first Battle Phase and the battle is over. */
async function allianceAfterBattle(dataDir: string, file: string, hidden = false): Promise<void> {
  const c = allianceCampaign();
  if (hidden) c.act('rules.set', { id: 'hiddenTreasuries', value: true });
  battleAtBavaria(c, ['britain'], ['france']);
  c.act('battle.setup', { battle: 1, input: A12_BATTLE });
  fightOut(c);
  await writeFile(path.join(dataDir, file), JSON.stringify(c.toFile(), null, 1));
}

/** CSP violations and page errors on a page the fixture does not watch. */
function guard(p: Page): string[] {
  const problems: string[] = [];
  p.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy|Refused to/i.test(m.text())) problems.push(m.text());
  });
  p.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  return problems;
}

async function openCampaign(page: Page, url: string, file: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openApp(page, url);
  await page.getByRole('button', { name: `Open ${file}`, exact: true }).click();
  await expect(page.locator('.step-title')).toBeVisible({ timeout: 60_000 });
}

test('the table display opens from the campaign, follows every change within a second, and takes no input', async ({ page, host, dataDir, context }) => {
  await allianceAfterBattle(dataDir, 'bavaria.adc');
  await openCampaign(page, host.url, 'bavaria.adc');
  const [display] = await Promise.all([context.waitForEvent('page', { timeout: 60_000 }), page.getByRole('button', { name: 'Table display', exact: true }).click()]);
  const problems = guard(display);
  await display.setViewportSize({ width: 1920, height: 1080 });
  await expect(display).toHaveURL(/\/display\?token=/);
  await expect(display.locator('.tdisp-year')).toHaveText('1804');
  await expect(display.locator('.tdisp-turn')).toHaveText('Game Turn 1');
  // The phase in the game's words, as the campaign's header says it.
  const phase = (await page.locator('.phase-name').innerText()).trim();
  await expect(display.locator('.tdisp-phase')).toContainText(phase);
  await expect(display.getByRole('group', { name: 'France' })).toContainText('Ann');
  await expect(display.getByRole('group', { name: 'Britain' })).toContainText('Bo');
  // The last battle: where, its result, its odds before the first die, its dice.
  const battle = display.getByRole('region', { name: 'Last battle' });
  await expect(battle).toContainText('Bavaria');
  await expect(battle.locator('.tdisp-result')).toHaveText(/Attacker holds|Defender holds/);
  await expect(battle.locator('.tdisp-odds')).toContainText(/Before the first die: \d+\.\d% that the attacker holds the area/);
  expect(await battle.locator('.die').count()).toBeGreaterThan(0);
  await shot(display, 'table-display-1920x1080');
  await display.setViewportSize({ width: 1280, height: 800 });
  await shot(display, 'table-display-1280x800');

  // An action in the main window: the display shows it within a second of the main window.
  const franceGold = display.getByRole('group', { name: 'France' }).locator('.tdisp-track', { hasText: 'Gold' }).locator('.tdisp-val');
  const before = Number((await franceGold.innerText()).trim());
  await page.evaluate(() => (window as unknown as { __adcBridge: { invoke(n: string, i: unknown): Promise<unknown> } }).__adcBridge.invoke('campaign.act', { type: 'track.adjust', payload: { track: 'gold', power: 'france', delta: 2 } }));
  await expect(page.locator('.sb-power[aria-label="France scores"] .sb-gold .sb-val')).toHaveText(String(before + 2));
  await expect(franceGold).toHaveText(String(before + 2), { timeout: 1000 });
  // The sequence moves on (N in the main window): the display's step follows.
  const stepNow = (await page.locator('.step-title').innerText()).trim();
  await page.locator('body').press('n');
  await expect(page.locator('.step-title')).not.toHaveText(stepNow);
  const stepNext = (await page.locator('.phase-line').innerText()).replace(/\s+/g, ' ').trim();
  await expect(display.locator('.tdisp-phase')).toHaveText(stepNext, { timeout: 1000 });
  // Undo in the main window: back again.
  await page.locator('body').press('Control+z');
  await expect(page.locator('.step-title')).toHaveText(stepNow);
  await expect(display.locator('.tdisp-phase')).toContainText(stepNow, { timeout: 1000 });

  // No input of any kind: nothing to click or type into, and keys pressed on it change nothing.
  await expect(display.locator('button, input, select, textarea, a[href], [tabindex], [contenteditable]')).toHaveCount(0);
  const log = await page.locator('.log-row, [data-seq]').count();
  for (const k of ['n', 'b', 'r', 'Control+z', 't', 'Enter', ' ']) await display.locator('body').press(k);
  await page.waitForTimeout(300);
  expect(await page.locator('.log-row, [data-seq]').count()).toBe(log);
  await expect(display.locator('.tdisp-phase')).toContainText(stepNow);
  expect(problems).toEqual([]);
});

test('hidden treasuries [3.4] stay hidden on the table display', async ({ page, host, dataDir, context }) => {
  await allianceAfterBattle(dataDir, 'hidden.adc', true);
  await openCampaign(page, host.url, 'hidden.adc');
  // T opens it, as the button does.
  const [display] = await Promise.all([context.waitForEvent('page', { timeout: 60_000 }), page.locator('body').press('t')]);
  await display.setViewportSize({ width: 1280, height: 800 });
  for (const power of ['France', 'Britain']) {
    const g = display.getByRole('group', { name: power }).locator('.tdisp-track', { hasText: 'Gold' });
    await expect(g).toHaveClass(/tdisp-hidden/);
    await expect(g.locator('.tdisp-val')).toHaveText('hidden');
  }
  // Revealed by its owner on the laptop, it still does not show on the display.
  await page.getByRole('button', { name: /Hidden · France only: show/ }).first().click();
  await page.waitForTimeout(300);
  await expect(display.getByRole('group', { name: 'France' }).locator('.tdisp-track', { hasText: 'Gold' }).locator('.tdisp-val')).toHaveText('hidden');
  await shot(display, 'table-display-hidden-treasuries-1280x800');
});

test('share to the table’s phones: off by default, a QR code while on, the phone watches, and it stops when switched off', async ({ page, host, dataDir, browser }) => {
  await allianceAfterBattle(dataDir, 'share.adc');
  await openCampaign(page, host.url, 'share.adc');
  await shot(page, 'table-display-campaign-head-1280x800');
  await page.getByRole('button', { name: 'Share to phones', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Share to the table’s phones' });
  const sw = panel.getByRole('switch');
  await expect(sw).not.toBeChecked();
  // The switch shows what the host did, once it answers.
  await sw.click();
  await expect(sw).toBeChecked();
  await expect(panel).toContainText('Sharing to phones: on');
  const qr = panel.getByRole('img', { name: /QR code of the table display’s address/ });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const url = (await panel.locator('.share-url').innerText()).trim();
  expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/display\?token=[0-9a-f]{48}$/);
  expect(url).not.toContain(host.token);
  await shot(page, 'table-display-share-panel-1280x800');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Sharing to phones: on' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sharing to phones: on' })).toContainText('On');
  await shot(page, 'table-display-campaign-head-sharing-1280x800');

  // A phone (its own browser context, as a separate device would be).
  const phoneCtx = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await phoneCtx.newPage();
  const problems = guard(phone);
  await phone.goto(url);
  await expect(phone.locator('.tdisp-year')).toHaveText('1804');
  await expect(phone.getByRole('region', { name: 'Last battle' })).toContainText('Bavaria');
  await shot(phone, 'table-display-phone-390x844');
  // Its socket: every intent refused (the page itself has no way to send one; a script on it tries).
  const answer = await phone.evaluate(
    (u) =>
      new Promise<string>((resolve) => {
        const ws = new WebSocket(u);
        ws.onopen = () => ws.send(JSON.stringify({ id: 1, intent: 'campaign.act', input: { type: 'track.adjust', payload: { track: 'gold', power: 'france', delta: 5 } } }));
        ws.onmessage = (e) => {
          const m = JSON.parse(String(e.data));
          if (m.id === 1) resolve(JSON.stringify(m.result));
        };
      }),
    url.replace('http://', 'ws://').replace('/display?', '/ws/table?'),
  );
  expect(JSON.parse(answer)).toMatchObject({ ok: false, error: { message: /Refused: the table display only shows/ } });

  // Switched off: the phone loses it and the address no longer answers.
  await page.getByRole('button', { name: 'Sharing to phones: on' }).click();
  await panel.getByRole('switch').click();
  await expect(panel.getByRole('switch')).not.toBeChecked();
  await expect(panel).toContainText('Sharing to phones: off');
  await expect(panel.getByRole('img')).toHaveCount(0);
  await expect(phone.locator('.tdisp-banner')).toContainText('reconnecting');
  await expect(phoneCtx.request.get(url)).rejects.toThrow(/ECONNREFUSED|connect/i);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Share to phones', exact: true })).toBeVisible();
  expect(problems.filter((p) => !/WebSocket|ERR_CONNECTION_REFUSED/.test(p))).toEqual([]);
  await phoneCtx.close();
});
