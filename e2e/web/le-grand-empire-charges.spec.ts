// Le Grand Empire's optional heavy cavalry charges (§8.2.1, §15.1) govern the land battle form: on by
// default ("strongly advised"), each side enters its charge's modifier per round; the group turns the
// option off in the rule settings (logged) and the form offers no charge any more, the tactics still there.
// With the optional Imperial Guard on (§15.4), only France's spearhead may be marked as the Guard, and the one-click
// Demoralisation check takes the Guard's steps lost.
// With the group's "Heavy cavalry charge" table entered in the data editor, the form offers France's reserve
// cavalry, led by Murat, the charge with the chance of each row; in the battle the charge is rolled on the table:
// its DRM a line of the attacker's build-up, its step taken from the cavalry first, Murat's wound check asked.
import type { Page } from '@playwright/test';
import { expect, logRow, next, shot, stepTitle, test } from './fixtures';
import { editCell, newCampaign, send } from './lge-helpers';

/** A new campaign at the Activation Phase, France's Empire land 3 marker drawn, the land battle form open. */
async function landBattleForm(page: Page, url: string, file: string) {
  await newCampaign(page, url, 'Charges', file);
  await page.getByRole('button', { name: 'Skip for now and play' }).click();
  await next(page, 'Diplomacy Phase');
  await send(page, page.getByRole('button', { name: 'Declare war' }));
  await next(page, 'Initiative Pool');
  await next(page, 'Activation and Action Phase');
  await send(page, page.getByRole('button', { name: 'Empire land 3', exact: true }));
  await page.getByRole('button', { name: 'Land battle…' }).click();
  return page.getByRole('region', { name: 'New land battle' });
}

test.setTimeout(300_000);
test.use({ actionTimeout: 45_000 });

test('Le Grand Empire: the heavy cavalry charge is offered in the land battle form only while the optional rule is on; the Imperial Guard to France only', async ({ page, host }) => {
  const form = await landBattleForm(page, host.url, 'charges.adc');
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

test('Le Grand Empire: the heavy cavalry charge rolled on the group’s table entered in the data editor: chances before the roll, the DRM line, the step and the leader’s check', async ({ page, host }) => {
  const form = await landBattleForm(page, host.url, 'charge-table.adc');
  // No table yet: the charge's DRM is typed (manual mode).
  await expect(form.getByRole('spinbutton', { name: 'Attacker Heavy cavalry charge DRM round 1', exact: true })).toBeVisible();

  // The group's chart: 1D6; 1-3 −1, a cavalry step and a wound check for its leader; 4-6 +2.
  await page.keyboard.press('d');
  const tables = page.getByRole('navigation', { name: 'Tables' });
  await tables.getByRole('button', { name: /^Dice for each chart/ }).click();
  await editCell(page, 'Chart heavy-cavalry: Dice', 'One die (1D6)');
  await tables.getByRole('button', { name: /^Heavy cavalry charge/ }).click();
  for (const n of [2, 3, 5, 6, 7, 8, 9, 10, 11, 12]) await send(page, page.getByRole('button', { name: `Remove Modified roll ${n}`, exact: true }));
  await editCell(page, 'Modified roll 1: Combat modifier (0 if none)', '-1');
  await editCell(page, 'Modified roll 1: Cavalry steps lost', '1');
  await editCell(page, 'Modified roll 1: Cavalry leader', 'Wound check');
  await editCell(page, 'Modified roll 4: Combat modifier (0 if none)', '2');
  await editCell(page, 'Modified roll 4: Cavalry steps lost', '0');
  await editCell(page, 'Modified roll 4: Cavalry leader', 'Unaffected');
  await page.locator('.de-view-title').click();
  await page.keyboard.press('Escape');
  await expect(stepTitle(page)).toHaveText('Activation and Action Phase');

  // France's second unit is reserve cavalry (Cr): the form offers it the charge, with the chance of each row; Austria has none.
  await expect(form.getByRole('spinbutton', { name: 'Attacker Heavy cavalry charge DRM round 1', exact: true })).toHaveCount(0);
  await send(page, form.locator('.lge-side.attacker').getByRole('button', { name: 'Add a unit', exact: true }));
  await form.getByRole('combobox', { name: 'Attacker unit 2 cavalry', exact: true }).selectOption('reserve');
  await form.getByRole('spinbutton', { name: 'Attacker unit 2 steps', exact: true }).fill('2');
  await form.locator('.lge-side.attacker').getByRole('button', { name: 'Add a leader', exact: true }).click();
  await form.getByRole('textbox', { name: 'Attacker leader 2', exact: true }).fill('Murat');
  const charge = form.getByRole('group', { name: 'Attacker heavy cavalry charge', exact: true });
  await charge.getByRole('checkbox', { name: 'Attacker charges in round 1', exact: true }).check();
  await charge.getByRole('combobox', { name: 'Attacker heavy cavalry leader', exact: true }).selectOption('Murat');
  const chances = charge.getByRole('list', { name: 'Attacker charge results', exact: true });
  await expect(chances).toContainText('50.0% −1 to the combat roll, 1 cavalry step lost, the cavalry leader makes a wound check');
  await expect(chances).toContainText('50.0% +2 to the combat roll');
  await expect(form.getByRole('group', { name: 'Defender heavy cavalry charge', exact: true })).toHaveCount(0);
  await charge.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await shot(page, 'lge-charge-form-1280');

  await form.getByRole('textbox', { name: 'Battle hex', exact: true }).fill('Ulm');
  await send(page, form.getByRole('button', { name: 'Start the land battle' }));
  const battle = page.getByRole('region', { name: 'Land battle at Ulm' });
  // The attacker decides first: the chances again, then the table's die.
  const step = battle.getByRole('group', { name: 'Attacker: heavy cavalry charge', exact: true });
  await expect(step.getByRole('list', { name: 'Attacker charge results', exact: true })).toContainText('50.0% +2 to the combat roll');
  await step.getByRole('checkbox', { name: 'Table dice' }).check();
  await step.getByRole('textbox', { name: /Dice thrown at the table/ }).fill('2');
  await send(page, step.getByRole('button', { name: /Attacker charges \(1D6\)/ }));
  await expect(logRow(page, 'Round 1: the attacker charges with its heavy cavalry (§8.2.1): 1D6 2: −1 to the combat roll, 1 cavalry step lost, the cavalry leader makes a wound check (Murat)')).toHaveCount(1);
  await expect(battle.getByRole('list', { name: 'attacker DRM', exact: true })).toContainText('Heavy cavalry charge −1');
  await expect(step).toHaveCount(0);
  await battle.getByRole('list', { name: 'attacker DRM', exact: true }).evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await shot(page, 'lge-charge-drm-1280');

  // No combat table yet: the results typed; the charge's step is the reserve cavalry's, taken first; Murat checks for wounds.
  await battle.getByRole('spinbutton', { name: 'attacker result: losses inflicted' }).fill('1');
  await battle.getByRole('spinbutton', { name: 'defender result: losses inflicted' }).fill('1');
  await send(page, battle.getByRole('button', { name: 'Record the typed results' }));
  await send(page, battle.getByRole('button', { name: 'Attacker loses 2, 1 for the charge (weakest first, rules kept)', exact: true }));
  await expect(logRow(page, 'The attacker loses 2 steps: a-2, a-1 (the first for the heavy cavalry charge)')).toHaveCount(1);
  await send(page, battle.getByRole('button', { name: /^Defender loses 1/ }));
  await expect(battle.getByText('Murat (charge)')).toBeVisible();
});
