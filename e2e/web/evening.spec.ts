// "The first evening at the table" (issue 11): what a new group tripped over, done the way they did it.
import { createCampaign, expect, expectTrack, logRow, openApp, shot, stepTitle, test, type NewCampaign } from './fixtures';
import { quietCampaign } from './imperium-helpers';
import { allianceAtWinter } from './alliance-helpers';

const ALICE_AND_BOB: NewCampaign = { title: 'First evening', file: 'first-evening', players: [{ name: 'Alice', power: 'France' }, { name: 'Bob', power: 'Britain' }] };

test('each game’s dice tray starts at its usual roll: 2d6 in Alliance, 1d10 in Napoleon’s Imperium', async ({ page, host, dataDir }) => {
  await openApp(page, host.url);
  await createCampaign(page, ALICE_AND_BOB);
  await expect(page.getByRole('spinbutton', { name: 'Number of dice' })).toHaveValue('2');
  await expect(page.getByRole('combobox', { name: 'Kind of die' })).toHaveValue('6');
  await expect(page.getByRole('button', { name: 'Roll 2d6' })).toBeVisible();

  await quietCampaign(dataDir, 'tray.adc', { id: 'tray', title: 'Tray', seed: 3, turn: 2, stepId: 'attack' });
  await page.getByRole('button', { name: 'Close the campaign' }).click();
  await page.getByRole('button', { name: 'Open tray.adc', exact: true }).click();
  await expect(stepTitle(page)).toHaveText('Phase Two: Attack');
  await expect(page.getByRole('spinbutton', { name: 'Number of dice' })).toHaveValue('1');
  await expect(page.getByRole('combobox', { name: 'Kind of die' })).toHaveValue('10');
  await page.getByRole('button', { name: 'Roll 1d10' }).click();
  await expect(logRow(page, /Dice tray: 1d10 → (10|[1-9]) = \d+/)).toHaveCount(1);
});

test('absurd values are refused with the reason, not changed: Gold of 99,999,999,999 and 0, -3 or 1000 dice', async ({ page, host }) => {
  for (const size of [{ width: 1280, height: 800 }, { width: 1920, height: 1080 }]) {
    await page.setViewportSize(size);
    await openApp(page, host.url);
    await createCampaign(page, { ...ALICE_AND_BOB, file: `absurd-${size.width}` });
    await page.getByRole('button', { name: /^France Gold: 14\. Click to type/ }).click();
    await page.getByRole('spinbutton', { name: 'New France Gold' }).fill('99999999999');
    await page.getByRole('spinbutton', { name: 'New France Gold' }).press('Enter');
    const card = page.getByRole('article', { name: 'France (Alice)' });
    await expect(card.getByRole('alert', { name: 'France: refused' })).toContainText('Gold of 99999999999 is refused: the rulebook sets no limit on Gold');
    await expectTrack(page, 'France', 'Gold', 14);
    await card.scrollIntoViewIfNeeded();
    await shot(page, `evening-gold-refused-${size.width}`);

    for (const [typed, why] of [['0', '0 dice cannot be rolled'], ['-3', '-3 dice cannot be rolled'], ['1000', 'at most 40 dice at once (not 1000)']] as const) {
      await page.getByRole('spinbutton', { name: 'Number of dice' }).fill(typed);
      await expect(page.getByRole('spinbutton', { name: 'Number of dice' })).toHaveValue(typed);
      await page.locator('.btn-roll').click();
      await expect(page.locator('.tray-error')).toContainText(why);
    }
    await expect(page.locator('.log-row')).toHaveCount(0);
    await shot(page, `evening-dice-refused-${size.width}`);
    await page.getByRole('spinbutton', { name: 'Number of dice' }).fill('3');
    await page.getByRole('button', { name: 'Roll 3d6' }).click();
    await expect(logRow(page, /Dice tray: 3d6/)).toHaveCount(1);
    await page.getByRole('button', { name: 'Close the campaign' }).click();
  }
});

test('the first Winter asks for the missing homeland Victory Cities right there, then collects the Gold', async ({ page, host, dataDir }) => {
  await allianceAtWinter(dataDir, 'winter.adc');
  for (const size of [{ width: 1280, height: 800 }, { width: 1920, height: 1080 }]) {
    await page.setViewportSize(size);
    await openApp(page, host.url);
    await page.getByRole('button', { name: 'Open winter.adc', exact: true }).click();
    await expect(stepTitle(page)).toHaveText('Collect City and Sea Gold');
    const needed = page.getByRole('form', { name: 'Homeland Victory Cities needed' });
    await expect(needed).toContainText('Needed now: the homeland Victory Cities of Britain');
    await needed.scrollIntoViewIfNeeded();
    await shot(page, `evening-winter-needed-${size.width}`);
    if (size.width === 1920) break;
    await page.getByRole('button', { name: 'Close the campaign' }).click();
  }
  const gold = await page.locator('[role="group"][aria-label="Britain Gold"] .big-number').first().textContent();
  await page.getByRole('spinbutton', { name: 'Britain: homeland Victory Cities needed' }).fill('6');
  await page.getByRole('button', { name: 'Enter and collect Gold', exact: true }).click();
  await expect(page.locator('.done-tag').filter({ hasText: 'Gold collected' })).toBeVisible();
  await expect(logRow(page, 'Britain: friendly homeland Victory Cities worth 6')).toHaveCount(1);
  await expectTrack(page, 'Britain', 'Gold', Number(gold) + 6);
  await expect(page.getByRole('alert', { name: 'Refused', exact: true })).toHaveCount(0);
});

test('Winter negotiations have a visible 10-minute countdown (rulebook 6.2)', async ({ page, host, dataDir }) => {
  await allianceAtWinter(dataDir, 'talks.adc', 'winter-negotiations');
  await openApp(page, host.url);
  await page.getByRole('button', { name: 'Open talks.adc', exact: true }).click();
  await expect(stepTitle(page)).toHaveText('Alliance negotiations');
  const timer = page.getByRole('timer', { name: 'Negotiations: up to 10 minutes [6.2]' });
  await expect(timer).toContainText('10:00');
  await page.clock.install();
  await timer.getByRole('button', { name: 'Start the timer' }).click();
  await page.clock.runFor(61_000);
  // A minute or more has gone (the slow test machine adds real seconds).
  await expect(timer.locator('.timer-digits')).toHaveText(/^[0-8]:\d\d$/);
  await shot(page, 'evening-negotiation-timer-1280');
  await page.clock.runFor(10 * 60_000);
  await expect(timer).toContainText('0:00');
  await expect(timer).toContainText('Time! Back to the table.');
});
