// Le Grand Empire's optional heavy cavalry charges (§8.2.1, §15.1) govern the land battle form: on by
// default ("strongly advised"), each side enters its charge's modifier per round; the group turns the
// option off in the rule settings (logged) and the form offers no charge any more, the tactics still there.
import { expect, logRow, next, shot, test } from './fixtures';
import { newCampaign, send } from './lge-helpers';

test.setTimeout(300_000);
test.use({ actionTimeout: 45_000 });

test('Le Grand Empire: the heavy cavalry charge is offered in the land battle form only while the optional rule is on', async ({ page, host }) => {
  await newCampaign(page, host.url, 'Charges', 'charges.adc');
  await page.getByRole('button', { name: 'Skip for now and play' }).click();
  await next(page, 'Diplomacy Phase');
  await send(page, page.getByRole('button', { name: 'Declare war' }));
  await next(page, 'Initiative Pool');
  await next(page, 'Activation and Action Phase');
  await send(page, page.getByRole('button', { name: 'Empire land 3', exact: true }));

  await page.getByRole('button', { name: 'Land battle…' }).click();
  const form = page.getByRole('region', { name: 'New land battle' });
  const charge = form.getByRole('spinbutton', { name: 'Attacker Heavy cavalry charge DRM round 1', exact: true });
  const tactics = form.getByRole('spinbutton', { name: 'Attacker Tactics DRM round 1', exact: true });
  await expect(charge).toBeVisible();
  await expect(tactics).toBeVisible();

  await page.keyboard.press('d');
  await page.getByRole('tab', { name: 'Rules' }).click();
  const option = page.getByRole('switch', { name: 'Optional rule: heavy cavalry charges' });
  await expect(option).toBeChecked();
  await option.uncheck();
  await expect(logRow(page, /Optional rule: heavy cavalry charges.*Off/)).toHaveCount(1);
  await page.keyboard.press('Escape');

  await expect(form.getByRole('spinbutton', { name: 'Defender Heavy cavalry charge DRM round 1', exact: true })).toHaveCount(0);
  await expect(charge).toHaveCount(0);
  await expect(tactics).toBeVisible();
  await form.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await shot(page, 'lge-charges-off-1280');
});
