// Imperial Borders against the browser host, the pieces issue 12 still lacked: the set-up turn order rolled in the
// log, the step list during Phase 4 (Phases 5-7 still to come, not skipped), sides chosen in secret with the laptop
// passed round (an abstention, a partial part, an ally), an abstaining Fort, a Red Arrow refused on the Active
// side, the exact odds "from here" after the first dice of a Battle Round, and allies combining their annexation
// dice on Portugal (its bonus Half Infantry in the registry).
import { expect as baseExpect, expectNoRefusal, logRow, next, openApp, shot, stepTitle, test } from './fixtures';
import { SIZES, addRegion, enterTestDice, newIbCampaign, prussiaMarchesFirst, shots } from './imperial-borders-helpers';

// A shared 2-core machine: generous waits, no retries.
const expect = baseExpect.configure({ timeout: 60_000 });
test.use({ actionTimeout: 60_000 });
test.setTimeout(900_000);

test('Imperial Borders: set-up order, secret sides with an abstaining Fort, odds from here, combined annexation dice', async ({ page, host }) => {
  await page.setViewportSize(SIZES[0]!);
  await openApp(page, host.url);
  // Ann: France and Austria; Bo: Prussia and Great Britain; Cy: Russia and Spain.
  await newIbCampaign(page, 'borders-more.adc', ['Sweden and Portugal']);

  // The group's dice faces (the rulebook never prints them).
  await enterTestDice(page);
  await page.getByRole('button', { name: 'Close game data' }).click();
  await page.getByRole('button', { name: 'Skip for now and play' }).click();

  // Setup Step D: the set-up turn order, a logged roll, once.
  await page.getByRole('button', { name: 'Roll the set-up turn order' }).click();
  await expectNoRefusal(page);
  await expect(logRow(page, /Set-up turn order rolled \(Setup Step D\): /)).toHaveCount(1);
  await expect(page.getByLabel('Set-up turn order', { exact: true })).toContainText('placing the starting Forces');
  await expect(page.getByRole('button', { name: 'Roll the set-up turn order' })).toHaveCount(0);
  await shots(page, 'ibm-setup-order', 'Collect Taxes');
  // Phases 1-3: taxes; Prussia bids 4 and claims slot 1, everyone else 0.
  await prussiaMarchesFirst(page);

  // The step list while Prussia marches: Phases 5-7 are still to come this round, not skipped.
  await expect(page.getByText(/^later this round · after the last Active Nation \(.+ still to march\)$/).first()).toBeVisible();
  await expect(page.getByText(/^done this round · before the first Active Nation$/)).toHaveCount(0); // Prussia is the first
  await next(page, 'Conduct Pre-Movement Battles');

  // Sides chosen in secret, the laptop passed to each other Nation (France, Austria, Great Britain, Russia, Spain).
  await page.getByRole('textbox', { name: 'Battle region' }).fill('Lorraine');
  await page.getByRole('button', { name: 'Choose sides in secret…' }).click();
  const picks: Array<[string, string, boolean]> = [
    ['France', 'Against the Active Nation', true],
    ['Austria', 'Abstain', false],
    ['Great Britain', 'With the Active Nation', false],
    ['Russia', 'No Forces here', false],
    ['Spain', 'No Forces here', false],
  ];
  for (const [who, side, some] of picks) {
    await page.getByRole('button', { name: `I am ${who}: show my entry` }).click();
    // Nothing another Nation chose is on the screen.
    await expect(page.getByRole('list', { name: 'Sides revealed' })).toHaveCount(0);
    await page.getByRole('radio', { name: side }).click();
    if (some) await page.getByRole('checkbox', { name: /Only some of my Forces take part/ }).check();
    if (who === 'France') await shots(page, 'ibm-sides-sealed', 'Choose sides');
    await page.getByRole('button', { name: 'Seal my entry' }).click();
  }
  await page.getByRole('button', { name: 'Reveal', exact: true }).click();
  const revealed = page.getByRole('list', { name: 'Sides revealed' });
  await expect(revealed).toContainText('France: Against the Active Nation (only some Forces)');
  await expect(revealed).toContainText('Austria: Abstain');
  await shots(page, 'ibm-sides-revealed', 'Choose sides');
  await page.getByRole('button', { name: 'Record in the log' }).click();
  await expect(page.getByLabel('Sides chosen in secret')).toContainText('Abstaining: Austria. Only some Forces: France.');
  await expect(page.getByRole('group', { name: 'Attacker Nations' }).getByRole('button', { name: 'Great Britain' })).toHaveAttribute('aria-pressed', 'true');

  // The forces: a Prussian Cannon against a French Cannon; France's Major Fort abstains (no capture).
  await page.getByRole('button', { name: 'Add attacker Cannon' }).click();
  await page.getByRole('button', { name: 'Add defender Cannon' }).click();
  await page.getByRole('checkbox', { name: /The region’s Fort abstains/ }).check();
  // A Red Arrow keeps a Force off the Active side: refused with the reason, nothing recorded.
  await page.getByRole('combobox', { name: 'attacker unit 1 Arrow Tag' }).selectOption('red');
  await page.getByRole('button', { name: 'Start the battle' }).click();
  await expect(page.getByRole('alert', { name: 'Refused', exact: true })).toContainText('carries a Red Arrow');
  await page.getByRole('combobox', { name: 'attacker unit 1 Arrow Tag' }).selectOption('none');
  await expect(page.getByRole('region', { name: 'Exact odds before the first die' }).getByText('Attacker victory', { exact: true })).toBeVisible({ timeout: 90_000 });
  await shots(page, 'ibm-battle-setup', 'Set up a battle');
  await page.getByRole('button', { name: 'Start the battle' }).click();
  await expectNoRefusal(page);
  await expect(logRow(page, /Battle in Lorraine \(land\): Prussia, Great Britain against France; sides chosen in secret; Austria abstains; France takes part with only some Forces \(the rest abstain\); France’s Major Fort abstains/)).toHaveCount(1);

  // Battle Round 1: the attacker's table die is a Blast; the odds are now from here (the French die still to come).
  await page.getByRole('button', { name: 'Attacker: positions set' }).click();
  await page.getByRole('button', { name: 'Defender: positions set' }).click();
  await page.getByRole('button', { name: /^Aggressive/ }).click();
  await page.getByRole('button', { name: /^Aggressive/ }).click();
  await expect(page.getByRole('region', { name: 'Exact odds from Battle Round 1' }).getByText('Attacker victory', { exact: true })).toBeVisible({ timeout: 90_000 });
  await page.getByRole('button', { name: 'Enter table dice…' }).first().click();
  await page.getByRole('spinbutton', { name: 'Attacker Black blast' }).fill('1');
  await page.getByRole('button', { name: 'Enter attacker’s faces' }).click();
  await expectNoRefusal(page);
  const here = page.getByRole('region', { name: 'Exact odds from here' });
  await expect(here.getByText('Attacker victory', { exact: true })).toBeVisible({ timeout: 90_000 });
  // The Blast fells the lone French Cannon; France's own die (4 of 6 faces hit) decides mutual defeat: 33% victory.
  await expect(here.getByRole('definition').first()).toHaveText(/^33(\.3)?%$/);
  // From here, the four stance pairs of the next round (Round 2), each cell with the four outcomes. Both Cannons
  // stand or fall by this round's dice, so every pair reads the same: 33.3% attacker victory.
  const matrix = here.getByRole('table', { name: 'Stance matrix for Battle Round 2' });
  await expect(matrix.getByRole('cell', { name: 'Attacker Defensive, Defender Aggressive' })).toContainText(/^33\.3%/);
  await expect(matrix.getByRole('cell')).toHaveCount(4);
  // What if France had a second Cannon: it joins the round as it stands and rolls with France's still-unrolled dice.
  await page.locator('summary', { hasText: 'What if…' }).click();
  await page.getByRole('combobox', { name: 'What-if side' }).selectOption('defender');
  await page.getByRole('combobox', { name: 'What-if Force type' }).selectOption({ label: 'Cannon' });
  await page.getByRole('group', { name: 'What-if Force' }).getByRole('button', { name: 'Add' }).click();
  const whatIf = page.getByRole('region', { name: 'What-if odds' });
  await expect(whatIf.getByLabel('Attacker victory change')).toHaveText(/^−\d+\.\d points$/, { timeout: 90_000 });
  await expect(whatIf).toContainText('They join the battle now, the round as it stands. The defender has not rolled: it rolls its imagined Forces’ dice too. The attacker’s Hits still to assign may hit them.');
  await expect(whatIf.getByRole('table', { name: 'Stance matrix for Battle Round 2' })).toBeVisible();
  await shots(page, 'ibm-odds-from-here', 'Battle');
  await matrix.scrollIntoViewIfNeeded();
  await shot(page, 'ibm-odds-matrix-from-here-1280');
  await page.getByRole('button', { name: 'Enter table dice…' }).first().click();
  await page.getByRole('spinbutton', { name: 'Defender Black blank' }).fill('1');
  await page.getByRole('button', { name: 'Enter defender’s faces' }).click();
  await expect(page.getByRole('region', { name: 'Exact odds from here' }).getByRole('definition').first()).toHaveText(/^(100\.0|>99\.9)%$/, { timeout: 90_000 });
  await page.getByRole('button', { name: 'Assign attacker’s Hits' }).click();
  await expectNoRefusal(page);
  await expect(page.getByRole('group', { name: 'Post-Battle' })).toContainText('Victory');
  await page.getByRole('button', { name: 'Record the Post-Battle' }).click();
  await expectNoRefusal(page);
  await expect(logRow(page, /Post-Battle, Lorraine: .*No capture: France’s Major Fort abstained/)).toHaveCount(1);

  // On to Phase 5 through every other march.
  while ((await stepTitle(page).textContent()) !== 'Place Annex Tokens and Resolve Annexations') await next(page);

  // Portugal: Spain rolls with Russia combining its dice (Sweden and Portugal: 2 Blasts needed).
  await page.getByRole('textbox', { name: 'Territory' }).fill('Portugal');
  await page.getByRole('combobox', { name: 'Roller 1 Nation' }).selectOption({ label: 'Spain' });
  await page.getByRole('button', { name: '+ an ally combines its dice with Spain' }).click();
  await page.getByRole('combobox', { name: 'Roller 1 ally 1 Nation' }).selectOption({ label: 'Russia' });
  const odds = page.getByRole('region', { name: 'Annexation odds' });
  // 2 White dice, a Blast each 1/3: both Blasts 1/9 = 11.1%.
  await expect(odds).toContainText('Spain (with Russia) 11.1%');
  await page.getByRole('button', { name: 'Enter table dice…' }).click();
  await page.getByRole('spinbutton', { name: 'Roller 1 red' }).fill('1');
  await page.getByRole('spinbutton', { name: 'Roller 1 ally 1 blue' }).fill('1');
  await shots(page, 'ibm-annex-combined', 'Attempt an Annexation');
  await page.getByRole('button', { name: 'Enter the table’s faces' }).click();
  await expectNoRefusal(page);
  await expect(logRow(page, /Annexation of Portugal \(2 Blasts needed\): Spain \(dice combined with Russia\) 2 Blasts on 2: Spain annexes it and gains 1 Half Infantry there/)).toHaveCount(1);
});

test('Imperial Borders: the group’s region list, kept up to date by a battle fought in a listed region', async ({ page, host }) => {
  await page.setViewportSize(SIZES[0]!);
  await openApp(page, host.url);
  await newIbCampaign(page, 'borders-regions.adc');
  await enterTestDice(page);
  await page.getByRole('button', { name: 'Close game data' }).click();
  await page.getByRole('button', { name: 'Skip for now and play' }).click();
  await prussiaMarchesFirst(page);
  await next(page, 'Conduct Pre-Movement Battles');

  // The group lists the regions as they come up: Lorraine's Major Fort still carries a Damage Token.
  const regions = page.getByRole('region', { name: 'Regions', exact: true });
  await addRegion(page, { name: 'Lorraine', controller: 'France', kind: 'Major Homeland Territory', damage: 1 });
  await expectNoRefusal(page);
  await expect(logRow(page, 'Region added: Lorraine (Major Homeland Territory of France, Major Fort, 1 Damage Token)')).toHaveCount(1);
  await addRegion(page, { name: 'Sardinia', kind: 'Independent Territory' });
  await expectNoRefusal(page);
  // The same region twice is refused with the reason, and nothing is added.
  await addRegion(page, { name: 'lorraine', controller: 'France', kind: 'Major Homeland Territory' });
  await expect(page.getByRole('alert', { name: 'Refused', exact: true })).toContainText('Lorraine is already in the region list: correct it instead.');
  await expect(regions.locator('tbody tr')).toHaveCount(2);
  const lorraine = regions.getByRole('row', { name: 'Region Lorraine' });
  await expect(lorraine).toContainText('France');
  await expect(lorraine).toContainText('Major Fort: 1 of 2');
  await expect(regions.getByRole('row', { name: 'Region Sardinia' })).toContainText('no Fort');
  await shots(page, 'ibr-regions', 'Regions');

  // The battle set-up takes Lorraine's Fort from the list, Damage Token included: one click.
  await page.getByRole('textbox', { name: 'Battle region' }).fill('Lorraine');
  await page.getByLabel('From the region list').getByRole('button', { name: 'Put it on the defending side' }).click();
  await expect(page.getByRole('combobox', { name: 'defender Fortification tier' })).toHaveValue('major');
  await expect(page.getByRole('spinbutton', { name: 'defender Fortification damage' })).toHaveValue('1');
  await page.getByRole('button', { name: 'Add attacker Cannon' }).click();
  await page.getByRole('button', { name: 'Start the battle' }).click();
  await expectNoRefusal(page);
  // The Prussian Cannon's Blast takes the Fort's last Hit Point; France's one die (2 less 1 Damage Token) misses.
  await page.getByRole('button', { name: 'Attacker: positions set' }).click();
  await page.getByRole('button', { name: 'Defender: positions set' }).click();
  await page.getByRole('button', { name: /^Aggressive/ }).click();
  await page.getByRole('button', { name: /^Aggressive/ }).click();
  await page.getByRole('button', { name: 'Enter table dice…' }).first().click();
  await page.getByRole('spinbutton', { name: 'Attacker Black blast' }).fill('1');
  await page.getByRole('button', { name: 'Enter attacker’s faces' }).click();
  await page.getByRole('button', { name: 'Enter table dice…' }).first().click();
  await page.getByRole('spinbutton', { name: 'Defender Black blank' }).fill('1');
  await page.getByRole('button', { name: 'Enter defender’s faces' }).click();
  await page.getByRole('button', { name: 'Assign attacker’s Hits' }).click();
  await expectNoRefusal(page);
  await page.getByRole('button', { name: 'Record the Post-Battle' }).click();
  await expectNoRefusal(page);
  await expect(logRow(page, /Post-Battle, Lorraine: .*Region list, Lorraine: controller France → Prussia; Damage Tokens 1 → 2/)).toHaveCount(1);
  await expect(lorraine).toContainText('Prussia');
  await expect(lorraine).toContainText('Major Fort: 2 of 2');
  await shots(page, 'ibr-regions-after-battle', 'Regions');

  // Phase 7 repairs it where no opposing Forces remain: one click, in the log.
  await lorraine.getByRole('button', { name: 'Repaired' }).click();
  await expectNoRefusal(page);
  await expect(logRow(page, 'Region corrected: Lorraine: Damage Tokens 2 → 0')).toHaveCount(1);
  await expect(lorraine).toContainText('Major Fort: 0 of 2');
  // A correction: the group finds Sardinia was annexed by Spain before the app knew of it (the name opens the form).
  await regions.getByRole('button', { name: 'Correct Sardinia' }).click();
  const correct = page.getByRole('group', { name: 'Correct Sardinia' });
  await correct.getByRole('combobox', { name: 'Region controller' }).selectOption({ label: 'Spain' });
  await correct.getByRole('combobox', { name: 'Region kind' }).selectOption({ label: 'Annexed Territory' });
  await correct.getByRole('button', { name: 'Save the correction' }).click();
  await expectNoRefusal(page);
  await expect(logRow(page, 'Region corrected: Sardinia: controller none → Spain; Independent Territory → Annexed Territory; no Fort → Minor Fort')).toHaveCount(1);
  await expect(regions.getByRole('row', { name: 'Region Sardinia' })).toContainText('Minor Fort: 0 of 1');
});
