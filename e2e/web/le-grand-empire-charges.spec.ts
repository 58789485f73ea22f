// Le Grand Empire's optional heavy cavalry charges (§8.2.1, §15.1) govern the land battle form: on by
// default ("strongly advised"), each side enters its charge's modifier per round; the group turns the
// option off in the rule settings (logged) and the form offers no charge any more, the tactics still there.
// With the optional Imperial Guard on (§15.4), only France's spearhead may be marked as the Guard, and the one-click
// Demoralisation check takes the Guard's steps lost.
import { expect, logRow, next, shot, test } from './fixtures';
import { newCampaign, send } from './lge-helpers';

test.setTimeout(300_000);
test.use({ actionTimeout: 45_000 });

test('Le Grand Empire: the heavy cavalry charge is offered in the land battle form only while the optional rule is on; the Imperial Guard to France only', async ({ page, host }) => {
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

  // The optional Imperial Guard (§15.4) turned on: France's spearhead may be marked as the Guard, Austria's is never offered it.
  await page.keyboard.press('d');
  await page.getByRole('tab', { name: 'Rules' }).click();
  await page.getByRole('switch', { name: 'Optional rule: Imperial Guard' }).check();
  await expect(logRow(page, /Optional rule: Imperial Guard.*On/)).toHaveCount(1);
  await page.keyboard.press('Escape');
  for (const side of ['Attacker', 'Defender']) {
    await form.getByRole('spinbutton', { name: `${side} army marker artillery (0: no army)`, exact: true }).fill('1');
    await form.getByRole('combobox', { name: `${side} spearhead`, exact: true }).selectOption(side === 'Attacker' ? 'a-1' : 'd-1');
  }
  const guard = form.getByRole('checkbox', { name: 'Attacker spearhead is the Imperial Guard', exact: true });
  await guard.check();
  await expect(form.getByRole('checkbox', { name: 'Defender spearhead is the Imperial Guard', exact: true })).toHaveCount(0);
  // Prussia attacking: no Guard to mark; France again, the mark is still there.
  await form.getByRole('combobox', { name: 'Attacking power', exact: true }).selectOption('prussia');
  await expect(guard).toHaveCount(0);
  await form.getByRole('combobox', { name: 'Attacking power', exact: true }).selectOption('france');
  await expect(guard).toBeChecked();
  await guard.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await shot(page, 'lge-imperial-guard-1280');

  // The one-click Demoralisation check takes the Guard's steps lost too, as the battle does, the chance shown before the roll.
  const procs = page.getByRole('region', { name: 'Named procedures', exact: true });
  await procs.getByRole('button', { name: 'Demoralisation', exact: true }).click();
  const chance = procs.locator('.lge-chance .lge-big');
  await expect(chance).toHaveText('33.3%'); // 1D6 − 1 > 3
  await procs.getByRole('spinbutton', { name: 'Imperial Guard steps lost in combat (France’s Guard spearhead, §15.4)', exact: true }).fill('2');
  await expect(procs.locator('.lge-mods')).toContainText('Imperial Guard steps lost (the French morale −1 each) +2');
  await expect(chance).toHaveText('66.7%'); // 1D6 − 1 + 2 > 3
  await procs.locator('.lge-proc').evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await shot(page, 'lge-guard-demoralisation-1280');
});
