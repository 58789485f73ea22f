// Le Grand Empire's season steps done by the app rather than by hand, against the browser host: Spain's
// event draw in a multi-player Spring budget (its chances shown first, its effect in the log); the
// Austrian borderers' tracker following a war on Turkey.
// Screenshots at 1280x800 and 1920x1080.
import type { Page } from '@playwright/test';
import { expect, logRow, next, openApp, stepTitle, test } from './fixtures';
import { both, drawToTheEnd, editCell, newCampaign, send } from './lge-helpers';

test.setTimeout(900_000);
test.use({ actionTimeout: 45_000 });

/** Next until the step, the first marker chosen and the markers drawn through the Activation Phase. */
async function nextDrawingTo(page: Page, title: string): Promise<void> {
  for (let i = 0; i < 14 && (await stepTitle(page).textContent()) !== title; i++) {
    if ((await stepTitle(page).textContent()) === 'Activation and Action Phase' && !(await page.getByText('The Operations Phase is over.').isVisible())) {
      const first = page.getByRole('button', { name: 'Empire land 3', exact: true });
      if (await first.isVisible()) await send(page, first);
      await drawToTheEnd(page);
    } else await next(page);
  }
  await expect(stepTitle(page)).toHaveText(title);
}

test('Le Grand Empire, seven players: Spain at war draws its event in the Spring budget, chances first, effect logged', async ({ page, host }) => {
  await openApp(page, host.url);
  await page.getByRole('combobox', { name: 'Game', exact: true }).selectOption({ label: 'Le Grand Empire' });
  await page.getByRole('button', { name: 'Seven players' }).click();
  await page.getByRole('textbox', { name: 'Campaign title' }).fill('Bailen');
  await page.getByRole('textbox', { name: 'File name' }).fill('bailen.adc');
  await page.getByRole('button', { name: 'Start the campaign' }).click();
  await expect(stepTitle(page)).toHaveText('Events Phase');
  await page.getByRole('button', { name: 'Skip for now and play' }).click();

  // The group's event table (Diplomacy on 5 to 7, Military otherwise) and Talleyrand's counter, in the data editor.
  await page.keyboard.press('d');
  await page.getByRole('navigation', { name: 'Tables' }).getByRole('button', { name: /^Event table/ }).click();
  for (let n = 2; n <= 12; n++) if (n !== 5) await editCell(page, `2D6 ${n}: Category`, n <= 7 && n >= 6 ? 'Diplomacy' : 'Military');
  await page.getByRole('navigation', { name: 'Tables' }).getByRole('button', { name: /^Event counters/ }).click();
  await editCell(page, 'Event Talleyrand: Public or secret', 'Public');
  await editCell(page, 'Event Talleyrand: Only once', 'No');
  await editCell(page, 'Event Talleyrand: Effect', 'Talleyrand: +2 on one diplomatic attempt this turn');
  await page.locator('.de-view-title').click();
  await page.keyboard.press('Escape');

  await next(page, 'Diplomacy Phase');
  await page.getByRole('combobox', { name: 'Enemy' }).selectOption({ label: 'Spain' });
  await send(page, page.getByRole('button', { name: 'Declare war' }));
  await expect(logRow(page, 'France declares war on Spain')).toHaveCount(1);
  await nextDrawingTo(page, 'Economical Phase (exceptional budget)');

  const panel = page.getByRole('region', { name: 'Spring event draw: Spain and Turkey (§11.1.1)' });
  await expect(panel.getByLabel('Draws due')).toContainText('Still to draw: Spain 1');
  await expect(panel.getByLabel('Who draws')).toContainText('Turkey is at peace: no draw.');
  await expect(panel.getByLabel('Event categories')).toContainText('No modifier');
  await expect(panel.getByLabel('Event categories')).toContainText('Diplomacy 41.7%');
  await panel.getByRole('checkbox', { name: 'Table dice' }).check();
  await panel.getByRole('textbox', { name: /Dice thrown at the table/ }).fill('2 4');
  await send(page, panel.getByRole('button', { name: 'Roll the event table for Spain (2D6)' }));
  await expect(logRow(page, 'Spain rolls on the event table: 2+4 = 6, «Diplomacy» (15 in 36)')).toHaveCount(1);
  await send(page, panel.getByRole('button', { name: 'Take the last counter' }));
  await expect(logRow(page, 'Spain draws Talleyrand (public, played now): Talleyrand: +2 on one diplomatic attempt this turn')).toHaveCount(1);
  await expect(panel.getByLabel('Events played')).toContainText('Talleyrand (Spain) — Talleyrand: +2');
  await expect(panel.getByLabel('Draws due')).toContainText('Every draw due is made.');
  await panel.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await both(page, 'season-spring-draw');
});

test('Le Grand Empire: war on Turkey brings Austria’s two borderer corps; their losses are tracked, never replenished', async ({ page, host }) => {
  await newCampaign(page, host.url, 'Borderers', 'borderers.adc');
  await page.getByRole('button', { name: 'Skip for now and play' }).click();
  const reg = page.getByRole('region', { name: 'Registries' });
  await reg.getByRole('tab', { name: /Special rules/ }).click();
  await expect(reg.getByText('Off the map: Austria and Turkey are at peace.')).toBeVisible();

  await next(page, 'Diplomacy Phase');
  await page.getByRole('combobox', { name: 'Declaring power' }).selectOption({ label: 'Austria' });
  await page.getByRole('combobox', { name: 'Enemy' }).selectOption({ label: 'Turkey' });
  await send(page, page.getByRole('button', { name: 'Declare war' }));
  await expect(logRow(page, 'Austria declares war on Turkey: Austria’s two borderer corps appear at full strength in a province adjacent to Turkey (§14.6.1)')).toHaveCount(1);

  const corps = reg.getByRole('list', { name: 'Borderer corps' });
  await expect(corps).toContainText('Borderer corps 1full strength');
  await reg.getByRole('spinbutton', { name: 'Borderer corps 1: steps lost' }).fill('2');
  await send(page, corps.getByRole('listitem').filter({ hasText: 'Borderer corps 1' }).getByRole('button', { name: 'Record the loss' }));
  await expect(logRow(page, 'Austrian borderer corps 1: 2 steps lost (2 this war); never replenished, not rebuilt before the peace (§14.6.1)')).toHaveCount(1);
  await send(page, corps.getByRole('listitem').filter({ hasText: 'Borderer corps 2' }).getByRole('button', { name: 'Eliminated' }));
  await expect(corps).toContainText('Borderer corps 12 steps lost');
  await expect(corps).toContainText('Borderer corps 2eliminated');
  await corps.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await both(page, 'season-borderers');
});
