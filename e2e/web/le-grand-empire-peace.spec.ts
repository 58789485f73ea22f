// Le Grand Empire's conquest and peace wizard and the counted Winter against the browser host: Autumn
// 1805, France at war with Prussia; Prussia's criteria cities taken, the must-sue alert, the clauses
// chosen in their order, the 3D6 mandatory peace with the table's dice; Winter: the war indemnity into
// France's ledger, a corsair (no fleet to detect it) and its take typed, and the trade sheet (harbours
// entered in the data editor) collected; the page reloaded and everything still there. Screenshots at 1280x800 and 1920x1080.
import { expect, logRow, next, nextButton, openApp, stepTitle, test } from './fixtures';
import { both, drawToTheEnd, editCell, nextTo, send } from './lge-helpers';

test.setTimeout(900_000);
test.use({ actionTimeout: 45_000 });

test('Le Grand Empire: Prussia must sue, the clauses, the peace roll, the indemnity and a Winter’s trade, kept over a reload', async ({ page, host }) => {
  await openApp(page, host.url);
  await page.getByRole('combobox', { name: 'Game', exact: true }).selectOption({ label: 'Le Grand Empire' });
  await page.getByRole('textbox', { name: 'Player 1 name' }).fill('Ann');
  await page.getByRole('textbox', { name: 'Player 2 name' }).fill('Bo');
  await page.getByRole('combobox', { name: 'First season' }).selectOption('autumn');
  await page.getByRole('textbox', { name: 'Campaign title' }).fill('Jena');
  await page.getByRole('textbox', { name: 'File name' }).fill('jena.adc');
  await page.getByRole('button', { name: 'Start the campaign' }).click();
  await expect(stepTitle(page)).toHaveText('Events Phase');
  await page.getByRole('button', { name: 'Skip for now and play' }).click();

  // Harbours for the trade sheet, entered in the data editor (the map's blockade boxes, digest M14).
  await page.keyboard.press('d');
  await page.getByRole('navigation', { name: 'Tables' }).getByRole('button', { name: /^Harbours/ }).click();
  for (const h of ['Boulogne', 'Saint-Petersbourg', 'Triest', 'Gibraltar']) await page.getByRole('button', { name: `Remove Harbour ${h}`, exact: true }).click();
  for (const [h, v] of [['Dover', '5'], ['Anvers', '3']] as const) {
    await editCell(page, `Harbour ${h}: Sea area`, 'Channel');
    await editCell(page, `Harbour ${h}: Trade value (£)`, v);
  }
  await page.locator('.de-view-title').click();
  await page.keyboard.press('Escape');

  // Prussia's treasury, as the scenario booklet gives it; France declares war on Prussia.
  const ledger = page.getByRole('region', { name: 'Treasuries and victory points' });
  await ledger.getByRole('combobox', { name: 'Power' }).selectOption({ label: 'Prussia' });
  await ledger.getByRole('spinbutton', { name: 'Amount' }).fill('40');
  await ledger.getByRole('textbox', { name: 'Reason' }).fill('Scenario start (booklet)');
  await send(page, ledger.getByRole('button', { name: 'Record', exact: true }));
  await next(page, 'Diplomacy Phase');
  await page.getByRole('combobox', { name: 'Enemy' }).selectOption({ label: 'Prussia' });
  await send(page, page.getByRole('button', { name: 'Declare war' }));
  await expect(logRow(page, 'France declares war on Prussia')).toHaveCount(1);
  await nextTo(page, 'Activation and Action Phase');
  await send(page, page.getByRole('button', { name: 'Empire land 3', exact: true }));
  await drawToTheEnd(page);

  // Conquest: Berlin and Koenigsberg held by the French: Prussia must sue.
  await nextTo(page, 'Conquest Phase');
  const wizard = page.getByRole('region', { name: 'Conquest and peace' });
  await send(page, wizard.getByRole('checkbox', { name: 'BERLIN held by the enemy' }));
  await expect(logRow(page, 'BERLIN held by the enemy (Prussia)')).toHaveCount(1);
  await send(page, wizard.getByRole('checkbox', { name: 'KOENIGSBERG held by the enemy' }));
  const alert = page.getByRole('alert', { name: 'Must sue for peace' });
  await expect(alert).toContainText('Prussia must sue for peace');
  // Next waits, saying why.
  await expect(nextButton(page)).toBeDisabled();
  await expect(page.locator('#next-reason')).toContainText('Prussia must sue for peace');
  await send(page, alert.getByRole('button', { name: 'Prussia sues for peace' }));
  await expect(logRow(page, 'Prussia sues for peace with France: 4 clauses')).toHaveCount(1);

  // The clauses: France two, Prussia two (war indemnities count as two).
  const treaty = wizard.getByRole('region', { name: 'Peace treaty' });
  await treaty.getByRole('combobox', { name: 'Peace clause' }).selectOption('province');
  await treaty.getByRole('textbox', { name: 'Province or allied minor' }).fill('Magdebourg');
  // The Province adjacency table knows Magdebourg's neighbour (Hanover), not that France holds it: the group confirms by hand.
  await expect(treaty.getByLabel('Why not')).toContainText("Magdebourg is not adjacent to France's territory or to a minor allied to it in the Province adjacency table (its neighbours there: Hanover)");
  await expect(treaty.getByRole('button', { name: 'Choose this clause' })).toBeDisabled();
  await wizard.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await both(page, 'peace-adjacency');
  await expect(treaty.getByRole('checkbox', { name: 'Adjacency confirmed at the table' })).toBeVisible();
  // The group enters French Hanover in the data editor's Provinces table: the check now passes on the tables.
  await page.getByRole('button', { name: /^Game data/ }).click();
  await expect(page.getByRole('region', { name: 'Game data and rules' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Tables' }).getByRole('button', { name: /^Provinces/ }).click();
  await page.getByRole('textbox', { name: 'New province', exact: true }).fill('Hanover');
  await page.getByRole('textbox', { name: 'New province: Original country' }).fill('france');
  await send(page, page.getByRole('button', { name: 'Add province' }));
  await expect(logRow(page, 'Provinces: Province Hanover, Original country = "france"')).toHaveCount(1);
  await page.getByRole('navigation', { name: 'Tables' }).getByRole('button', { name: /^Province adjacency/ }).click();
  await expect(page.getByLabel('Province or minor Magdebourg: Adjacent by land (comma-separated)', { exact: true })).toHaveValue('Hanover');
  await page.locator('.de-view-title').click();
  await page.keyboard.press('Escape');
  await treaty.getByRole('combobox', { name: 'Peace clause' }).selectOption('province');
  await treaty.getByRole('textbox', { name: 'Province or allied minor' }).fill('Magdebourg');
  await expect(treaty.getByLabel('Adjacency')).toHaveText("Adjacency: adjacent to Hanover (France's when the war began)");
  // Prussia's criteria cities are no province's capital in the tables: the group says Magdebourg holds none.
  await expect(treaty.getByLabel('Why not')).toContainText('The Provinces table does not say where BERLIN or KOENIGSBERG are');
  await treaty.getByRole('radiogroup', { name: 'Does Magdebourg hold BERLIN or KOENIGSBERG?' }).getByRole('radio', { name: 'No, none (checked on the map)' }).check();
  await send(page, treaty.getByRole('button', { name: 'Choose this clause' }));
  await expect(logRow(page, /Peace clause 1\/4 chosen by France: .*Magdebourg \(to France\); adjacent to Hanover \(France's when the war began\) \(§13\.3\.2\.5\); holds none of BERLIN, KOENIGSBERG, said at the table/)).toHaveCount(1);
  await treaty.getByRole('combobox', { name: 'Peace clause' }).selectOption('war-indemnities');
  await expect(treaty.getByLabel('Why not')).toContainText('France has only 1 choice left');
  await treaty.getByRole('combobox', { name: 'Peace clause' }).selectOption('continental-blockade');
  await send(page, treaty.getByRole('button', { name: 'Choose this clause' }));
  await expect(treaty).toContainText('Prussia chooses clause 3');
  await treaty.getByRole('combobox', { name: 'Peace clause' }).selectOption('war-indemnities');
  await send(page, treaty.getByRole('button', { name: 'Choose this clause' }));
  await expect(logRow(page, /Peace clause 4\/4 chosen by Prussia: War indemnities/)).toHaveCount(1);
  await wizard.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await both(page, 'peace-treaty');

  // The mandatory peace with the table's dice: 4+2+3 = 9 turns.
  await treaty.getByRole('checkbox', { name: 'Table dice' }).check();
  await treaty.getByRole('textbox', { name: /Dice thrown at the table/ }).fill('4 2 3');
  await send(page, treaty.getByRole('button', { name: /Sign: roll the mandatory peace/ }));
  await expect(logRow(page, /Peace signed: Prussia with France; 3D6 4\+2\+3 = 9: mandatory peace 9 turns/)).toHaveCount(1);
  await expect(wizard.getByLabel('Peace terms in force')).toContainText('Prussia owes France a war indemnity');

  // Winter: Prussia pays its maintenance, then half of what is left to France.
  await nextTo(page, 'Victory Phase');
  await next(page, 'Events Phase');
  await expect(page.locator('.lge-season')).toHaveText('Winter 1805');
  await nextTo(page, 'Activation and Action Phase');
  await drawToTheEnd(page);
  await nextTo(page, 'Economical Phase (Winter budget)');
  const budget = page.getByRole('region', { name: 'Winter budget' });
  await send(page, budget.getByRole('button', { name: /^Apply: keep/ }));
  await budget.getByRole('tab', { name: /Prussia/ }).click();
  await send(page, budget.getByRole('button', { name: /^Apply: keep/ }));
  await budget.getByRole('textbox', { name: 'Maintenance typed: item' }).fill('Corps');
  await budget.getByRole('spinbutton', { name: 'Maintenance typed: £' }).fill('6');
  await send(page, budget.getByRole('button', { name: 'Pay maintenance' }));
  // Prussia kept 25 £ of its 40 (savings cap), paid 6: the indemnity is 19 / 2 = 9 £.
  await send(page, budget.getByRole('button', { name: 'Pay 9 £ to France' }));
  await expect(logRow(page, 'Prussia pays 9 £ of war indemnity to France (half of 19 £ after maintenance)')).toHaveCount(1);

  // Trade: a surviving corsair takes 3 £ in the Channel (typed: the corsairs table's dice are not entered).
  await budget.getByRole('tab', { name: /Great Britain/ }).click();
  await send(page, budget.getByRole('button', { name: /^Apply: keep/ }));
  const trade = page.getByRole('region', { name: 'Trade and corsairs (Winter)' });
  await send(page, trade.getByRole('button', { name: 'No fleet there: not detected' }));
  await expect(logRow(page, 'Corsair 1 (value 0) in Channel: no British or allied fleet in the area, not detected: it rolls on the corsairs table (§12.3.2.2)')).toHaveCount(1);
  await trade.getByRole('spinbutton', { name: 'Corsair 1: £ taken' }).fill('3');
  await send(page, trade.getByRole('button', { name: 'Record (manual mode)' }));
  await expect(logRow(page, 'Corsair 1 in Channel: 3 £ taken from British trade (typed)')).toHaveCount(1);
  await trade.getByRole('combobox', { name: 'Anvers: owner' }).selectOption({ label: 'France' });
  await trade.getByRole('combobox', { name: 'Anvers: relation with Great Britain' }).selectOption('war');
  await expect(trade.getByLabel('Trade totals')).toContainText('Channel 2 £ (−3 corsairs)');
  await trade.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await both(page, 'winter-trade');
  await send(page, trade.getByRole('button', { name: 'Collect trade into the ledgers' }));
  await expect(logRow(page, 'Trade collected: Great Britain 2 £ (Channel 2)')).toHaveCount(1);

  // Reload: the log, the ledgers and the trade sheet's state come back from the file.
  await page.reload();
  const open = page.getByRole('button', { name: 'Open jena.adc', exact: true });
  await expect(stepTitle(page).or(open)).toBeVisible();
  if (await open.isVisible()) await open.click();
  await expect(stepTitle(page)).toHaveText('Economical Phase (Winter budget)');
  await expect(logRow(page, /Peace signed: Prussia with France/)).toHaveCount(1);
  await expect(logRow(page, 'Prussia pays 9 £ of war indemnity to France (half of 19 £ after maintenance)')).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Trade and corsairs (Winter)' }).getByRole('button', { name: 'Trade collected this Winter' })).toBeDisabled();
});
