// Le Grand Empire's Registries against the real browser host: an Austrian leader drawn at random from
// the pool and wounded (result typed: no wound table), a tracker changed (the Prussian Landwehr), the
// attrition table entered in the data editor and a roll with its chance shown first, the leader back
// in the pool at the Autumn reinforcement phase; then the page reloaded and the registries as they were.
// Screenshots at 1280x800 and 1920x1080.
import { expect, logRow, next, stepTitle, test } from './fixtures';
import { both, editCell, newCampaign, nextDrawingTo, send } from './lge-helpers';

test.setTimeout(900_000);
test.use({ actionTimeout: 45_000 });

test('Le Grand Empire registries: a leader drawn and wounded, back two turns later; an attrition roll; a tracker; reload keeps them', async ({ page, host }) => {
  await newCampaign(page, host.url, 'Registries', 'registries.adc');
  await page.getByRole('button', { name: 'Skip for now and play' }).click();

  const reg = page.getByRole('region', { name: 'Registries' });
  await expect(reg.getByRole('tab', { name: /Leaders/ })).toHaveAttribute('aria-selected', 'true');

  // A new Austrian leader drawn at random from the pool (Ferdinand or Charles), with a logged die.
  await reg.getByRole('combobox', { name: 'Power drawing' }).selectOption({ label: 'Austria' });
  await expect(reg.getByText('1 of 2: Ferdinand, Charles')).toBeVisible();
  await send(page, reg.getByRole('button', { name: 'Draw at random' }));
  const drawn = logRow(page, /Austria draws (Ferdinand|Charles) from the leader pool \(1 of 2\)/);
  await expect(drawn).toHaveCount(1);
  const who = (await drawn.textContent())!.match(/draws (Ferdinand|Charles)/)![1]!;
  const row = reg.locator(`tr[data-leader="${who}"]`);
  await expect(row.locator('.lge-where')).toHaveText('On the map');

  // Wounded: no wound table yet, so the result is typed (manual mode); back in Autumn 1805 (§8.2.6.1).
  await row.getByRole('combobox', { name: `${who}: wound result (typed)` }).selectOption('wounded');
  await expect(logRow(page, `Wound check, ${who}: result typed, wounded, back in the pool in Autumn 1805 (§8.2.6.1)`)).toHaveCount(1);
  await expect(row.locator('.lge-where')).toHaveText('Wounded: back in Autumn 1805');
  await both(page, 'registries-leaders', reg);

  // A tracker: the Landwehr event for Prussia.
  await reg.getByRole('tab', { name: /Special rules/ }).click();
  await send(page, reg.getByRole('button', { name: 'Landwehr event' }).last());
  await expect(logRow(page, /Landwehr: Prussia receives 4 free infantry steps every Winter budget phase/)).toHaveCount(1);
  await expect(reg.getByRole('group', { name: /Landwehr/ })).toContainText('since Spring 1805: 4 free infantry steps each Winter');
  await both(page, 'registries-special-rules', reg);

  // Napoleon on the map at the head of his army: his army side's initiative (6) counts.
  await reg.getByRole('tab', { name: /Leaders/ }).click();
  const nap = reg.locator('tr[data-leader="Napoleon"]');
  await nap.getByRole('combobox', { name: 'Napoleon: move to' }).selectOption({ label: 'On the map' });
  await expect(nap.locator('.lge-where')).toHaveText('On the map');
  await send(page, nap.getByRole('checkbox', { name: 'Army' }));
  await expect(nap.locator('.lge-where')).toHaveText('On the map · army');

  // The first marker (France's choice): Napoleon may activate on it, once as a 1st activation.
  await nextDrawingTo(page, 'Activation and Action Phase');
  await send(page, page.getByRole('button', { name: 'Empire land 3', exact: true }));
  const eligible = page.getByRole('region', { name: 'Leaders on this marker' });
  await expect(eligible).toContainText('Napoleon');
  await expect(eligible).toContainText('1st activation (§5.1.3).');
  await both(page, 'registries-activation', page.getByRole('region', { name: 'Activation and Action Phase' }));
  await send(page, eligible.getByRole('button', { name: 'Activate Napoleon' }));
  await expect(logRow(page, 'Napoleon: 1st activation on Empire land 3')).toHaveCount(1);
  await expect(nap.locator('td').nth(6)).toHaveText('1st activation');

  // The attrition table entered in the data editor: one column, 1D6.
  await page.keyboard.press('d');
  await expect(page.getByRole('region', { name: 'Game data and rules' })).toBeVisible();
  const tables = page.getByRole('navigation', { name: 'Tables' });
  await tables.getByRole('button', { name: /^Dice for each chart/ }).click();
  await editCell(page, 'Chart attrition: Dice', 'One die (1D6)');
  await tables.getByRole('button', { name: /^Attrition/ }).click();
  await editCell(page, 'Column column-1: Combat points from', '0');
  await editCell(page, 'Column column-1: Combat points to (999 = no limit)', '999');
  await editCell(page, 'Column column-1: “Aucun test” (no check)', 'No');
  await editCell(page, 'Column column-1: First roll in Losses', '1');
  await editCell(page, 'Column column-1: Step losses by roll', '0 0 0 1 1 2');
  await page.locator('.de-view-title').click();
  await page.keyboard.press('Escape');
  await expect(stepTitle(page)).toHaveText('Activation and Action Phase');

  await reg.getByRole('tab', { name: /Attrition/ }).click();
  await reg.getByRole('spinbutton', { name: 'Combat points in the hex' }).fill('9');
  await expect(reg.getByLabel('Chance of no loss')).toHaveText('No loss 50.0%');
  await expect(reg.locator('.lge-dist')).toContainText('1 step loss: 33.3%');
  await both(page, 'registries-attrition', reg);
  await reg.getByRole('checkbox', { name: 'Table dice' }).check();
  await reg.getByRole('textbox', { name: /Dice thrown at the table/ }).fill('5');
  await send(page, reg.getByRole('button', { name: /Roll attrition 1D6/ }));
  await expect(logRow(page, 'Attrition (9 CP): column-1, 5 = 5: 1 step loss; no loss was 50.0 %')).toHaveCount(1);

  // Summer, then Autumn's reinforcement phase: the wounded leader goes back into the pool.
  await nextDrawingTo(page, 'Victory Phase');
  await next(page, 'Events Phase');
  await nextDrawingTo(page, 'Victory Phase');
  await next(page, 'Events Phase');
  await expect(page.locator('.lge-season')).toHaveText('Autumn 1805');
  await expect(page.getByRole('note', { name: /Reminders/ })).toContainText(`Back to the leader pool at this turn’s reinforcement phase: ${who}`);
  await reg.getByRole('tab', { name: /Leaders/ }).click();
  await expect(row.locator('.lge-where')).toHaveText('Wounded: back in Autumn 1805');
  await nextDrawingTo(page, 'Reinforcements and replacements Phase');
  await expect(row.locator('.lge-where')).toHaveText('Leader pool');
  await both(page, 'registries-returned', reg);

  // Reload: the registries come back from the file as they were.
  await page.reload();
  const home = page.getByRole('heading', { name: 'Campaigns' });
  await expect(home.or(stepTitle(page))).toBeVisible({ timeout: 60_000 });
  if (await home.isVisible()) await page.getByRole('button', { name: 'Open registries.adc', exact: true }).click();
  await expect(stepTitle(page)).toHaveText('Reinforcements and replacements Phase', { timeout: 60_000 });
  const reg2 = page.getByRole('region', { name: 'Registries' });
  await expect(reg2.locator(`tr[data-leader="${who}"] .lge-where`)).toHaveText('Leader pool');
  await reg2.getByRole('tab', { name: /Special rules/ }).click();
  await expect(reg2.getByRole('group', { name: /Landwehr/ })).toContainText('since Spring 1805');
  await reg2.getByRole('tab', { name: /Attrition/ }).click();
  await expect(reg2.getByRole('list', { name: 'Last attrition checks' })).toContainText('1 step loss');
});
