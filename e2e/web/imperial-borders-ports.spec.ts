// Imperial Borders registry corrections through the UI, as a player makes them: the Major Ports entered in the
// data after the set-up and counted in with one click from the notice [Setup Step A]; the Call to Arms Homeland
// picker in the battle set-up (guessed from the defending Fort, changed by hand) [Optional: Call to Arms]; and
// the Starting Forces a campaign did not count, entered from the notice and counted, surviving a reopening, and
// re-counted with one click when a counted row is changed later in the data editor; a Port battle's Interior, where the
// Active survivors' Land Units return with their Red Arrows.
import { expect as baseExpect, expectNoRefusal, logRow, next, openApp, shot, stepTitle, test } from './fixtures';
import { SIZES, newIbCampaign, prussiaAtBattles, prussiaMarchesFirst, shots } from './imperial-borders-helpers';

const expect = baseExpect.configure({ timeout: 60_000 });
test.use({ actionTimeout: 60_000 });
test.setTimeout(600_000);

test('Imperial Borders: Major Ports entered after the set-up are counted from the notice, logged', async ({ page, host }) => {
  await page.setViewportSize(SIZES[0]!);
  await openApp(page, host.url);
  await newIbCampaign(page, 'borders-ports.adc');
  // Before you play: the Major Ports are one of the needs; France's typed in the data editor.
  await page.getByRole('region', { name: 'Before you play' }).getByRole('button', { name: 'Fill in Nations' }).click();
  const cell = page.getByLabel('Nation france: Major Ports of its Major Homeland Territories', { exact: true });
  await cell.fill('2');
  await cell.press('Enter');
  await expect(logRow(page, /Nations: Nation france, Major Ports of its Major Homeland Territories = 2/)).toHaveCount(1);
  await page.getByRole('button', { name: 'Close game data' }).click();
  await page.getByRole('button', { name: 'Skip for now and play' }).click();

  // The notice says what the data has and what the Ports held count; one click counts the difference, logged.
  const notice = page.getByRole('note', { name: 'Major Ports to count' });
  await expect(notice).toContainText('France’s Major Ports in the data: 2; counted in its Ports held: 0.');
  await shot(page, 'ibp-major-ports-notice-1280', { top: true });
  await notice.getByRole('button', { name: 'Count 2 Major Ports for France' }).click();
  await expectNoRefusal(page);
  await expect(logRow(page, 'France’s Major Ports corrected: 2 (was 0); Ports held 1 → 3')).toHaveCount(1);
  await expect(notice).toHaveCount(0);
  // Undo brings the notice back (the log is the registry).
  await page.getByRole('button', { name: /^Undo: France’s Major Ports corrected/ }).click();
  await expect(notice).toContainText('France’s Major Ports in the data: 2');
});

test('Imperial Borders: the Call to Arms Homeland picker guesses from the defending Fort, is changed by hand, and the free Full Infantry joins', async ({ page, host }) => {
  await prussiaAtBattles(page, host.url, 'borders-call.adc', ['Call to Arms']);

  // Prussia attacks France in Lorraine: no Fort yet, so no Homeland is guessed.
  await page.getByRole('textbox', { name: 'Battle region' }).fill('Lorraine');
  await page.getByRole('button', { name: 'Add attacker Cannon' }).click();
  const call = page.getByRole('group', { name: 'Call to Arms' });
  const homeland = call.getByRole('combobox', { name: 'Homeland Territory of' });
  await expect(homeland).toHaveValue('none');
  await expect(call).toContainText('No Call to Arms outside a Homeland Territory.');
  // France's Major Fort defends: the region is taken for France's Homeland, and France is defending.
  await page.getByRole('checkbox', { name: 'Defender Fort' }).check();
  await expect(homeland).toHaveValue('france');
  await expect(call).toContainText('Call to Arms: France’s first battle in its Homeland: a free Full Infantry joins the defence.');
  // Changed by hand: Austria's Homeland (Austria is not defending), then back to France.
  await homeland.selectOption({ label: 'Austria' });
  await expect(call).toContainText('No Call to Arms: Austria is not defending.');
  await call.scrollIntoViewIfNeeded();
  await shot(page, 'ibp-call-to-arms-picker-1280');
  await homeland.selectOption({ label: 'France' });
  await expect(call).toContainText('a free Full Infantry joins the defence');
  await page.getByRole('button', { name: 'Start the battle' }).click();
  await expectNoRefusal(page);
  await expect(logRow(page, /Battle in Lorraine \(land\): .*Call to Arms: France places a free Full Infantry/)).toHaveCount(1);
  await expect(page.getByLabel('Defender on the battleboard')).toContainText('france-call-to-arms');
});

test('Imperial Borders: a Ship’s Cargo entered in the Port battle set-up stands beside it on the battleboard', async ({ page, host }) => {
  await page.setViewportSize(SIZES[0]!);
  await openApp(page, host.url);
  await newIbCampaign(page, 'borders-cargo.adc');
  await page.getByRole('button', { name: 'Skip for now and play' }).click();
  await prussiaMarchesFirst(page);
  await next(page, 'Conduct Pre-Movement Battles');

  // Prussia's Ship of the Line, a Cannon and a Half Infantry aboard, attacks France's Major Port of Bordeaux.
  await page.getByRole('textbox', { name: 'Battle region' }).fill('Port of Bordeaux');
  await page.getByRole('radio', { name: 'Port', exact: true }).click();
  await page.getByRole('button', { name: 'Add attacker Ship of the Line' }).click();
  await page.getByRole('combobox', { name: 'Add Cargo to attacker Ship 1' }).selectOption({ label: 'Cannon' });
  await page.getByRole('combobox', { name: 'Add Cargo to attacker Ship 1' }).selectOption({ label: 'Half Infantry' });
  await page.getByRole('combobox', { name: 'Add Cargo to attacker Ship 1' }).selectOption({ label: 'Full Infantry' });
  await page.getByRole('button', { name: 'Unload Full Infantry from attacker Ship 1' }).click();
  await expect(page.getByRole('group', { name: 'attacker Ship 1 Cargo' })).toContainText('Cannon ×Half Infantry ×');
  await page.getByRole('checkbox', { name: 'Defender Port' }).check();
  await page.getByRole('button', { name: 'Start the battle' }).click();
  await expectNoRefusal(page);
  await expect(logRow(page, /Battle in Port of Bordeaux \(Port\)/)).toHaveCount(1);
  const cargo = page.getByLabel('Attacker on the battleboard').getByLabel('prussia-sol-1 Cargo');
  await expect(cargo).toContainText('Cargo: 1 Cannon + 1 Half Infantry');
  await expect(cargo).toContainText('no dice, no Hits');
  await cargo.scrollIntoViewIfNeeded();
  await shot(page, 'ibp-cargo-battleboard-1280');
});

test('Imperial Borders: Starting Forces not counted are named in a notice and counted with one click, logged, and stay counted when reopened', async ({ page, host }) => {
  await page.setViewportSize(SIZES[0]!);
  await openApp(page, host.url);
  await newIbCampaign(page, 'borders-forces.adc');
  await page.getByRole('button', { name: 'Skip for now and play' }).click();
  // Reopened as an old save would be: its Land Units on the map never had the Starting Forces.
  await page.getByRole('button', { name: 'Close the campaign' }).click();
  await page.getByRole('button', { name: 'Open borders-forces.adc', exact: true }).click();
  await expect(stepTitle(page)).toHaveText('Collect Taxes');
  const notice = page.getByRole('note', { name: 'Starting Forces not counted' });
  await expect(notice).toContainText('the Starting Forces of France, Austria, Prussia, Great Britain, Russia and Spain are not counted');
  await notice.getByRole('button', { name: 'Enter the Starting Forces…' }).click();
  const form = notice.getByRole('form', { name: 'Starting Forces' });
  // The printed part of the table is filled in already (France's 6 Half Infantry).
  await expect(form.getByRole('spinbutton', { name: 'France Half Infantry' })).toHaveValue('6');
  await form.getByRole('spinbutton', { name: 'France Full Infantry' }).fill('2');
  await form.getByRole('button', { name: 'France Cavalry: one more' }).click();
  await form.getByRole('button', { name: 'France Cannon: one more' }).click();
  await form.getByRole('spinbutton', { name: 'Prussia Half Infantry' }).fill('4');
  await form.scrollIntoViewIfNeeded();
  await shot(page, 'ibp-starting-forces-1280');
  await form.getByRole('button', { name: 'Count these Starting Forces' }).click();
  await expectNoRefusal(page);
  await expect(logRow(page, /Starting Forces counted \[Setup Step C\]: France 6 Half Infantry, 2 Full Infantry, 1 Cavalry, 1 Cannon \(Land Units on the map 0 → 10\); Austria 6 Half Infantry \(Land Units on the map 0 → 6\); Prussia 4 Half Infantry/)).toHaveCount(1);
  await expect(notice).toHaveCount(0);
  // Closed and reopened: still counted, no notice.
  await page.getByRole('button', { name: 'Close the campaign' }).click();
  await page.getByRole('button', { name: 'Open borders-forces.adc', exact: true }).click();
  await expect(stepTitle(page)).toHaveText('Collect Taxes');
  await expect(logRow(page, /Starting Forces counted/)).toHaveCount(1);
  await expect(notice).toHaveCount(0);

  // France's row changed later in the data editor (1 Cannon more): a notice names both counts, one click re-counts, logged; undo brings it back.
  await page.getByRole('button', { name: /^Game data/ }).first().click();
  await page.getByRole('navigation', { name: 'Tables' }).getByRole('button', { name: /^Starting Forces/ }).click();
  const cannon = page.getByLabel('Nation france: Cannon', { exact: true });
  await cannon.fill('2');
  await cannon.press('Enter');
  await expect(logRow(page, /Starting Forces: Nation france, Cannon = 2/)).toHaveCount(1);
  await page.getByRole('button', { name: 'Close game data' }).click();
  const changed = page.getByRole('note', { name: 'Starting Forces changed' });
  await expect(changed).toContainText('France’s Starting Forces in the data: 11 Land Units; counted in its Land Units on the map: 10.');
  await changed.scrollIntoViewIfNeeded();
  await shot(page, 'ibp-starting-forces-changed-1280');
  await changed.getByRole('button', { name: 'Count 11 Starting Land Units for France' }).click();
  await expectNoRefusal(page);
  await expect(logRow(page, 'Starting Forces counted [Setup Step C]: France 6 Half Infantry, 2 Full Infantry, 1 Cavalry, 2 Cannons (Land Units on the map 10 → 11)')).toHaveCount(1);
  await expect(changed).toHaveCount(0);
  await page.getByRole('button', { name: /^Undo: Starting Forces counted/ }).click();
  await expect(changed).toContainText('France’s Starting Forces in the data: 11 Land Units');
});

test('Imperial Borders: a Port battle’s Interior: the Active survivors’ Land Units return there with their Red Arrows, the Ships stay in the Port', async ({ page, host }) => {
  await prussiaAtBattles(page, host.url, 'borders-port-interior.adc');

  // Prussia's Full Infantry (from Guyenne, the Interior) and Frigate attack France's Minor Port of Bordeaux.
  const setup = page.getByRole('region', { name: 'Set up a battle' });
  await setup.getByRole('textbox', { name: 'Battle region' }).fill('Port of Bordeaux');
  await setup.getByRole('radiogroup', { name: 'Kind of battle' }).getByRole('radio', { name: 'Port' }).click();
  await setup.getByRole('textbox', { name: 'Port battle Interior' }).fill('Guyenne');
  await setup.getByRole('button', { name: 'Add attacker Full Infantry' }).click();
  await setup.getByRole('button', { name: 'Add attacker Frigate' }).click();
  await setup.getByRole('checkbox', { name: 'Defender Port' }).check();
  await setup.getByRole('combobox', { name: 'defender Fortification tier' }).selectOption('minor');
  await shots(page, 'ibp-port-interior-setup', 'Set up a battle');
  await setup.getByRole('button', { name: 'Start the battle' }).click();
  await expectNoRefusal(page);
  await expect(logRow(page, 'Battle in Port of Bordeaux (Port, Interior Guyenne): Prussia against France')).toHaveCount(1);

  // Opening Salvo: the Frigate's Blast takes the Port's last Hit Point; the Port's own die is a Blank.
  await page.getByRole('button', { name: /^Aggressive/ }).click();
  await page.getByRole('button', { name: /^Aggressive/ }).click();
  await page.getByRole('button', { name: 'Enter table dice…' }).first().click();
  await page.getByRole('spinbutton', { name: 'Attacker Black blast' }).fill('1');
  await page.getByRole('button', { name: 'Enter attacker’s faces' }).click();
  await expectNoRefusal(page);
  await page.getByRole('button', { name: 'Enter table dice…' }).first().click();
  await page.getByRole('spinbutton', { name: 'Defender Black blank' }).fill('1');
  await page.getByRole('button', { name: 'Enter defender’s faces' }).click();
  await expectNoRefusal(page);
  await page.getByRole('button', { name: 'Assign attacker’s Hits' }).click();
  await expectNoRefusal(page);
  await expect(page.getByRole('group', { name: 'Post-Battle' })).toContainText('Victory');
  await page.getByRole('button', { name: 'Record the Post-Battle' }).click();
  await expectNoRefusal(page);

  // The Red Arrows go where the survivors are: the Land Unit back in the Interior named, the Frigate in the Port.
  await expect(logRow(page, /Post-Battle, Port of Bordeaux: .*Red Arrows on Prussia’s 1 Ship, Prussia’s 1 Land Unit in Guyenne/)).toHaveCount(1);
  const tags = page.getByRole('region', { name: 'Arrow Tags', exact: true });
  const interior = tags.getByRole('row', { name: /^Guyenne/ });
  await expect(interior).toContainText('Prussia');
  await expect(interior).toContainText('Red Arrow');
  await expect(interior).toContainText('only against the Active Nation');
  await expect(interior.getByRole('cell').nth(2)).toHaveText('1');
  const port = tags.getByRole('row', { name: /^Port of Bordeaux/ });
  await expect(port).toContainText('Red Arrow');
  await expect(port.getByRole('cell').nth(2)).toHaveText('1');
  await expect(tags.getByRole('row')).toHaveCount(3);
  await shots(page, 'ibp-port-interior-tags', 'Arrow Tags');

  // A second battle there: the tags hold a Red Arrow on a Prussian Full Infantry in Guyenne, so the set-up asks
  // which Arrow this one carries (it may be another, untagged one) and waits for the answer; the Frigate's Red
  // Arrow in the Port asks the same. The group answers from the board; a Red Arrow is then refused.
  await setup.getByRole('textbox', { name: 'Battle region' }).fill('Port of Bordeaux');
  await setup.getByRole('radiogroup', { name: 'Kind of battle' }).getByRole('radio', { name: 'Port' }).click();
  await setup.getByRole('textbox', { name: 'Port battle Interior' }).fill('Guyenne');
  await setup.getByRole('button', { name: 'Add attacker Full Infantry' }).click();
  await setup.getByRole('button', { name: 'Add attacker Cavalry' }).click();
  await setup.getByRole('button', { name: 'Add attacker Frigate' }).click();
  await setup.getByRole('checkbox', { name: 'Defender Port' }).check();
  const fi = setup.getByRole('combobox', { name: 'attacker unit 1 Arrow Tag' });
  await expect(fi).toHaveValue('');
  await expect(setup.getByLabel('attacker unit 1 Arrow Tag: source')).toHaveText('Tags on Prussia’s Full Infantry in Guyenne: 1 with a Red Arrow (not on the Active side): say which Arrow this one carries.');
  await expect(setup.getByRole('combobox', { name: 'attacker unit 2 Arrow Tag' })).toHaveValue('none');
  await expect(setup.getByRole('combobox', { name: 'attacker Ship 1 Arrow Tag' })).toHaveValue('');
  await expect(setup.getByRole('button', { name: 'Start the battle' })).toBeDisabled();
  await expect(setup).toContainText('Say which Arrow Tag the 2 attacking Forces marked “which Arrow?” carry');
  await setup.getByRole('group', { name: 'Attacker forces' }).evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await shot(page, 'ibp-port-arrows-asked-1280');
  await fi.selectOption('red');
  await setup.getByRole('combobox', { name: 'attacker Ship 1 Arrow Tag' }).selectOption('none');
  await setup.getByRole('button', { name: 'Start the battle' }).click();
  await expect(page.getByRole('alert', { name: 'Refused', exact: true })).toContainText('carries a Red Arrow');
});
