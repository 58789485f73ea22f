// Le Grand Empire against the real browser host: set-up with the scenario's first turn, Spring 1805
// with the Naval 2 marker bought, the first marker chosen, the group's tables entered in the data
// editor, a land battle fought with the table's dice and a naval battle, the initiative draw to the
// end of the phase; Summer and Autumn drawn through; Winter with the budgets of France and Austria (the
// production limits left, a refused army replacement);
// then a restart of the host and the campaign reopened as it was. Screenshots at 1280x800 and 1920x1080.
import type { Page } from '@playwright/test';
import { startHost } from './host';
import { expect, expectHeaderWhole, expectScoreboardFits, logRow, next, openApp, shot, stepTitle, test } from './fixtures';
import { both, drawToTheEnd, editCell, newCampaign, nextTo, send } from './lge-helpers';

test.setTimeout(900_000);
// The shared machine runs several suites at once: actions and expectations get more time than the default.
test.use({ actionTimeout: 45_000 });

async function top(page: Page, region: string): Promise<void> {
  await page.getByRole('region', { name: region }).evaluate((el) => el.scrollIntoView({ block: 'start' }));
}

const season = (page: Page) => page.locator('.lge-season');

test('Le Grand Empire: a Spring and a Winter with the initiative draw, a land and a naval battle, two budgets, saved and reopened', async ({ page, host, dataDir }) => {
  await newCampaign(page, host.url, 'Austerlitz year', 'austerlitz.adc');
  await expect(season(page)).toHaveText('Spring 1805');
  await page.getByRole('button', { name: 'Skip for now and play' }).click();
  await expect(page.getByRole('region', { name: 'Season tracker' })).toContainText('Complete remix');
  await both(page, 'spring-events');

  // Diplomacy: France declares war on Austria.
  await next(page, 'Diplomacy Phase');
  await send(page, page.getByRole('button', { name: 'Declare war' }));
  await expect(logRow(page, 'France declares war on Austria')).toHaveCount(1);

  // The Naval 2 marker for the Empire (25 £ from France, which starts with 0 £ until the scenario's values are entered).
  await next(page, 'Initiative Pool');
  await page.getByRole('button', { name: 'Buy for 25 £' }).first().click();
  await expect(page.getByRole('alert', { name: 'Refused', exact: true })).toContainText('France has 0 £, 25 needed');
  await page.getByRole('spinbutton', { name: 'Amount' }).fill('60');
  await page.getByRole('textbox', { name: 'Reason' }).fill('Scenario start (booklet)');
  await send(page, page.getByRole('region', { name: 'Treasuries and victory points' }).getByRole('button', { name: 'Record', exact: true }));
  await send(page, page.getByRole('button', { name: 'Buy for 25 £' }).first());
  await expect(logRow(page, 'France buys the Empire Naval 2 marker (25 £)')).toHaveCount(1);

  // The first marker of the scenario is France's choice (§3.2).
  await next(page, 'Activation and Action Phase');
  await expect(page.getByRole('region', { name: 'Activation and Action Phase' })).toContainText('France chooses the first marker');
  await send(page, page.getByRole('button', { name: 'Empire land 3', exact: true }));
  await expect(logRow(page, 'France chooses: Empire land 3')).toHaveCount(1);

  // The group's tables, entered in the data editor: the combat ratio and the minor battle results.
  await page.keyboard.press('d');
  await expect(page.getByRole('region', { name: 'Game data and rules' })).toBeVisible();
  const tables = page.getByRole('navigation', { name: 'Tables' });
  await tables.getByRole('button', { name: /^Combat ratio/ }).click();
  for (const [row, drm] of [['1/1', '0'], ['2/1', '2'], ['5/2', '3'], ['3/1', '4']] as const) await editCell(page, `Ratio ${row}: Attacker’s modifier`, drm);
  await tables.getByRole('button', { name: /^Combat results: minor battle/ }).click();
  for (const r of ['3', '4', '5', '6', '8', '9', '11', '12']) await page.getByRole('button', { name: `Remove Modified 2D6 ${r}`, exact: true }).click();
  for (const [row, losses, bold] of [['2', '0', 'No'], ['7', '1', 'No'], ['10', '2', 'Yes']] as const) {
    await editCell(page, `Modified 2D6 ${row}: Enemy combat points eliminated`, losses);
    await editCell(page, `Modified 2D6 ${row}: Printed in bold`, bold);
    await editCell(page, `Modified 2D6 ${row}: “C”: a cavalry step lost`, 'No');
    await editCell(page, `Modified 2D6 ${row}: Leader result`, 'No leader check');
  }
  await expect(page.getByRole('region', { name: 'Table: Combat results: minor battle' }).getByLabel('Table completeness')).toContainText('0 missing');
  await page.locator('.de-view-title').click();
  await page.keyboard.press('Escape');
  await expect(stepTitle(page)).toHaveText('Activation and Action Phase');

  // A land battle: two corps a side, exact odds first, then the table's dice.
  await page.getByRole('button', { name: 'Land battle…' }).click();
  await page.getByRole('textbox', { name: 'Battle hex' }).fill('Ulm');
  await page.getByRole('button', { name: 'Add a unit' }).first().click();
  await page.getByRole('button', { name: 'Add a unit' }).last().click();
  const odds = page.getByRole('region', { name: 'New land battle' }).getByLabel('Exact odds');
  await expect(odds).toContainText('Attacker wins', { timeout: 90_000 });
  await expect(odds).toContainText('minor battle');
  await odds.scrollIntoViewIfNeeded();
  await both(page, 'land-odds');
  // The hidden tactics (§8.1.3.1): a marker the attacker may choose brings the odds of each pair of choices.
  await page.getByRole('button', { name: 'Add a tactic choice' }).first().click();
  const matrix = page.getByRole('region', { name: 'New land battle' }).getByLabel('Per-choice odds of the hidden tactics');
  await expect(matrix.getByRole('cell', { name: /^Marker 1 against No marker: attacker wins \d/ })).toBeVisible({ timeout: 90_000 });
  await expect(matrix.getByRole('rowheader')).toHaveText(['No marker', 'Marker 1 +1 / 0']);
  await expect(matrix.getByRole('columnheader')).toHaveText(['Attacker ↓ · Defender →', 'No marker']);
  await matrix.scrollIntoViewIfNeeded();
  await both(page, 'land-tactics');
  await send(page, page.getByRole('button', { name: 'Start the land battle' }));
  await expect(logRow(page, 'Land battle at Ulm: France attacks Austria')).toHaveCount(1);
  const battle = page.getByRole('region', { name: 'Land battle at Ulm' });
  // Started, before round 1's dice: the same per-choice odds in the panel, the choices typed there (hidden, never logged).
  await battle.getByRole('button', { name: 'Add a tactic choice' }).last().click(); // the defender's
  const panelMatrix = battle.getByLabel('Per-choice odds of the hidden tactics');
  await expect(panelMatrix.getByRole('cell', { name: /^No marker against Marker 1: attacker wins \d/ })).toBeVisible({ timeout: 90_000 });
  await expect(panelMatrix.getByRole('columnheader')).toHaveText(['Attacker ↓ · Defender →', 'No marker', 'Marker 1 +1 / 0']);
  await panelMatrix.scrollIntoViewIfNeeded();
  await both(page, 'land-panel-tactics');
  await battle.getByRole('checkbox', { name: 'Table dice' }).first().check();
  await battle.getByRole('textbox', { name: /Dice thrown at the table/ }).fill('5 5 | 2 1');
  await send(page, battle.getByRole('button', { name: /Roll both sides/ }));
  // 10 + 1 (commander) = 11: row 10, 2 bold; 3 + 1 = 4: row 2, nothing.
  await expect(logRow(page, /attacker: 2D6 5\+5 \+1 = 11: 2 \(bold\)/)).toHaveCount(1);
  await top(page, 'Land battle at Ulm');
  await both(page, 'land-battle');
  await send(page, battle.getByRole('button', { name: /Defender loses 2/ }));
  // The retreat first, then the demoralisation roll.
  await send(page, battle.getByRole('button', { name: /^Retreat/ }));
  await expect(battle).toContainText('Demoralised if');
  await battle.getByRole('checkbox', { name: 'Table dice' }).first().check();
  await battle.getByRole('textbox', { name: /Dice thrown at the table/ }).fill('6');
  await send(page, battle.getByRole('button', { name: 'Roll for demoralisation' }));
  await expect(logRow(page, /Demoralisation of the defender: 1D6 6/)).toHaveCount(1);
  await send(page, battle.getByRole('button', { name: 'Close the battle' }));
  await expect(logRow(page, 'Battle closed: France wins')).toHaveCount(1);

  // A naval battle at sea, its volleys typed from the table.
  await page.getByRole('button', { name: 'Naval battle…' }).click();
  await page.getByRole('textbox', { name: 'Where' }).fill('Cape Trafalgar');
  await expect(page.getByRole('region', { name: 'New naval battle' }).getByLabel('Exact odds')).toContainText('Attacker wins', { timeout: 90_000 });
  await send(page, page.getByRole('button', { name: 'Start the naval battle' }));
  const sea = page.getByRole('region', { name: 'Naval battle at Cape Trafalgar' });
  await expect(sea.getByLabel('Exact odds')).toContainText('Attacker wins', { timeout: 90_000 });
  await sea.getByRole('checkbox', { name: 'Table dice' }).check();
  await sea.getByRole('textbox', { name: /Dice thrown at the table/ }).fill('6 6 6 | 1 1 1');
  await send(page, sea.getByRole('button', { name: 'Roll the volleys' }));
  await send(page, sea.getByRole('button', { name: 'All losses by the default choices' }));
  await sea.getByRole('checkbox', { name: 'Table dice' }).check();
  await sea.getByRole('textbox', { name: /Dice thrown at the table/ }).fill('1 1 | 2 2');
  await send(page, sea.getByRole('button', { name: /Roll for the admirals/ }));
  await send(page, sea.getByRole('button', { name: 'Close the battle' }));
  await expect(logRow(page, 'Battle closed: Great Britain wins')).toHaveCount(1);

  // The draw to the end of the phase: Winter Quarters ends it on its third draw in Spring.
  await drawToTheEnd(page);
  await top(page, 'Activation and Action Phase');
  await both(page, 'spring-initiative');
  await nextTo(page, 'Victory Phase');
  await next(page, 'Events Phase');
  await expect(season(page)).toHaveText('Summer 1805');

  // Summer: every marker is played. Autumn: Winter Quarters on its second draw.
  for (const s of ['Autumn 1805', 'Winter 1805']) {
    await nextTo(page, 'Activation and Action Phase');
    await drawToTheEnd(page);
    await nextTo(page, 'Victory Phase');
    await next(page, 'Events Phase');
    await expect(season(page)).toHaveText(s);
  }

  // Winter: the budgets of France and Austria.
  await nextTo(page, 'Activation and Action Phase');
  await drawToTheEnd(page);
  await nextTo(page, 'Economical Phase (Winter budget)');
  const budget = page.getByRole('region', { name: 'Winter budget' });
  await send(page, budget.getByRole('button', { name: /^Apply: keep/ }));
  await expect(logRow(page, /France: savings cap 25 £/)).toHaveCount(1);
  await budget.getByRole('spinbutton', { name: 'Provinces (£ and Pr) £' }).fill('40');
  await budget.getByRole('spinbutton', { name: 'Provinces (£ and Pr) Pr' }).fill('12');
  await send(page, budget.getByRole('button', { name: 'Collect', exact: true }));
  await expect(logRow(page, 'France collects 40 £ and 12 Pr')).toHaveCount(1);
  await budget.getByRole('textbox', { name: 'Maintenance typed: item' }).fill('Grande Armée corps');
  await budget.getByRole('spinbutton', { name: 'Maintenance typed: £' }).fill('9');
  await send(page, budget.getByRole('button', { name: 'Pay maintenance' }));
  await expect(logRow(page, /France pays maintenance: Grande Armée corps 9 £/)).toHaveCount(1);
  // Production: what is left under each limit; a third combat point for one army is refused with §12.4.2 quoted.
  const limits = budget.getByRole('list', { name: 'Production limits' });
  await expect(limits).toContainText('3 Pr left on cavalry this year (¼ of 12 Pr gained since the Winter, rounded down = 3; 0 spent)');
  await expect(limits).toContainText('2 left in each army');
  await budget.getByRole('textbox', { name: 'Army replacement: army' }).fill('Grande Armée');
  await budget.getByRole('spinbutton', { name: 'Army replacement: combat points' }).fill('3');
  await send(page, budget.getByRole('button', { name: 'Produce', exact: true }));
  const refusal = page.getByRole('alert', { name: 'Refused', exact: true });
  await expect(refusal).toContainText('“The limit is 2 combat points per army marker” (§12.4.2): Grande Armée may take 2 more of its 2 this budget phase, 3 asked');
  await expect(logRow(page, /France produces/)).toHaveCount(0);
  await both(page, 'winter-production', budget.getByRole('group', { name: /^Production/ }));
  await refusal.getByRole('button', { name: 'Dismiss the message' }).click();
  await budget.getByRole('spinbutton', { name: 'Army replacement: combat points' }).fill('0');
  await budget.getByRole('tab', { name: /Austria/ }).click();
  await send(page, budget.getByRole('button', { name: /^Apply: keep/ }));
  await budget.getByRole('spinbutton', { name: 'Provinces (£ and Pr) £' }).fill('30');
  await send(page, budget.getByRole('button', { name: 'Collect', exact: true }));
  await budget.getByRole('tab', { name: /France/ }).click();
  await budget.getByRole('combobox', { name: 'Gift to' }).selectOption({ label: 'Austria' });
  await budget.getByRole('spinbutton', { name: 'Gift £' }).fill('11');
  await send(page, budget.getByRole('button', { name: 'Give' }));
  await expect(page.getByRole('alert', { name: 'Refused', exact: true })).toContainText('may give at most 10 £ more');
  await budget.getByRole('spinbutton', { name: 'Gift £' }).fill('10');
  await send(page, budget.getByRole('button', { name: 'Give' }));
  await expect(logRow(page, 'France gives 10 £ to Austria')).toHaveCount(1);
  await top(page, 'Winter budget');
  await both(page, 'winter-budget');
  // "Budget Phase · Economical Phase (Winter budget)" at 1280 px: on two lines, not cut.
  await expectHeaderWhole(page);
  // Seven powers at 1280 px, France at 46 £ and 12 Pr: each tile keeps its figures inside.
  await expectScoreboardFits(page);
  await send(page, budget.getByRole('button', { name: 'Close France’s budget' }));
  await budget.getByRole('tab', { name: /Austria/ }).click();
  await send(page, budget.getByRole('button', { name: 'Close Austria’s budget' }));
  await nextTo(page, 'Victory Phase');
  await both(page, 'victory');
  await next(page, 'Events Phase');
  await expect(season(page)).toHaveText('Spring 1806');

  // Close the page, stop the host, start it again on the same folder, reopen the campaign.
  await page.close();
  await host.stop();
  const again = await startHost(dataDir);
  try {
    const page2 = await page.context().newPage();
    await openApp(page2, again.url);
    await page2.getByRole('button', { name: 'Open austerlitz.adc', exact: true }).click();
    await expect(page2.locator('.lge-season')).toHaveText('Spring 1806');
    await expect(stepTitle(page2)).toHaveText('Events Phase');
    const money = page2.getByRole('table', { name: 'Treasuries' });
    await expect(money.getByRole('row', { name: /Austria/ })).toContainText('40');
    await expect(logRow(page2, 'Battle closed: France wins')).toHaveCount(1);
    // Skipped before the restart: one line, not the whole list.
    await expect(page2.getByRole('region', { name: 'Before you play' })).toContainText(/^\d+ tables? still to enter/);
    await expect(page2.getByRole('button', { name: 'Skip for now and play' })).toHaveCount(0);
    await shot(page2, 'lge-reopened-1280');
    await page2.close();
  } finally {
    await again.stop();
  }
});

test('Le Grand Empire: a siege with its tables entered from the missing-table prompt, refused prerequisites, exact odds, the attempt and the assault with the table’s dice', async ({ page, host }) => {
  await newCampaign(page, host.url, 'Mantua', 'mantua.adc');
  await page.getByRole('button', { name: 'Skip for now and play' }).click();
  await nextTo(page, 'Activation and Action Phase');
  await send(page, page.getByRole('button', { name: 'Empire land 3', exact: true }));

  // No siege table yet: the form names it and opens the data editor on it.
  await page.getByRole('button', { name: 'Siege…' }).click();
  const form = page.getByRole('region', { name: 'Lay siege' });
  await form.getByRole('combobox', { name: 'Fortress name' }).fill('Mantua');
  await expect(form.getByLabel('Exact siege odds')).toContainText('Fill in the table "Siege attempts"', { timeout: 90_000 });
  await form.getByLabel('Exact siege odds').getByRole('button', { name: 'Open the data editor' }).click();
  await expect(page.getByRole('region', { name: 'Table: Siege attempts' })).toBeVisible();
  for (const r of ['1', '3', '4', '5', '6', '7', '9', '11', '12']) await page.getByRole('button', { name: `Remove Modified roll ${r}`, exact: true }).click();
  const siegeRows: Array<[string, string, string, string]> = [
    ['2', 'No effect', 'No effect', 'No effect'],
    ['8', 'Assault (siege combat)', 'Assault (siege combat)', 'No effect'],
    ['10', 'Breach (siege combat, then the besieged are taken)', 'Assault (siege combat)', 'Assault (siege combat)'],
  ];
  for (const [row, l1, l2, l3] of siegeRows) {
    await editCell(page, `Modified roll ${row}: Fortress level 1`, l1);
    await editCell(page, `Modified roll ${row}: Fortress level 2`, l2);
    await editCell(page, `Modified roll ${row}: Fortress level 3`, l3);
  }
  const tables = page.getByRole('navigation', { name: 'Tables' });
  await tables.getByRole('button', { name: /^Dice for each chart/ }).click();
  await editCell(page, 'Chart siege: Dice', 'Two dice added (2D6)');
  await tables.getByRole('button', { name: /^Combat ratio/ }).click();
  for (const [row, drm] of [['1/1', '0'], ['2/1', '2'], ['5/2', '3'], ['3/1', '4']] as const) await editCell(page, `Ratio ${row}: Attacker’s modifier`, drm);
  await tables.getByRole('button', { name: /^Combat results: skirmish/ }).click();
  for (const r of ['3', '4', '5', '6', '8', '9', '11', '12']) await page.getByRole('button', { name: `Remove Modified 2D6 ${r}`, exact: true }).click();
  for (const [row, losses, bold] of [['2', '0', 'No'], ['7', '1', 'No'], ['10', '2', 'Yes']] as const) {
    await editCell(page, `Modified 2D6 ${row}: Enemy combat points eliminated`, losses);
    await editCell(page, `Modified 2D6 ${row}: Printed in bold`, bold);
    await editCell(page, `Modified 2D6 ${row}: “C”: a cavalry step lost`, 'No');
    await editCell(page, `Modified 2D6 ${row}: Leader result`, 'No leader check');
  }
  await page.locator('.de-view-title').click();
  await page.keyboard.press('Escape');
  await expect(stepTitle(page)).toHaveText('Activation and Action Phase');

  // A level-2 fortress with a 2-step corps inside; one besieging corps is refused (§9.1.1), two may lay siege.
  if (!(await page.getByRole('region', { name: 'Lay siege' }).isVisible())) await page.getByRole('button', { name: 'Siege…' }).click();
  await form.getByRole('combobox', { name: 'Fortress name' }).fill('Mantua');
  await form.getByRole('button', { name: 'Add a unit inside' }).click();
  await form.getByRole('checkbox', { name: /Supplied engineers/ }).check();
  const sOdds = form.getByLabel('Exact siege odds');
  await expect(sOdds).toContainText('1 corps / detachment for a level-2 fortress', { timeout: 90_000 });
  await send(page, form.getByRole('button', { name: 'Lay siege' }));
  await expect(page.getByRole('alert', { name: 'Refused', exact: true })).toContainText('No siege (§9.1.1)');
  await page.getByRole('alert', { name: 'Refused', exact: true }).getByRole('button', { name: 'Dismiss the message' }).click();
  await form.getByRole('button', { name: 'Add a unit' }).first().click();
  await expect(sOdds).toContainText('2 corps / detachments for a level-2 fortress', { timeout: 90_000 });
  await expect(sOdds).toContainText('The fortress falls');
  await expect(sOdds).toContainText('Supplied engineers (S+1) +1');
  await sOdds.scrollIntoViewIfNeeded();
  await both(page, 'siege-odds');
  await send(page, form.getByRole('button', { name: 'Lay siege' }));
  await expect(logRow(page, /Siege of Mantua \(level 2\): France besieges Austria; attempt cost 2 MP/)).toHaveCount(1);

  // The attempt: 4 + 4 + 1 = 9, row 8 of the level-2 column: Assault.
  const siege = page.getByRole('region', { name: 'Siege of Mantua' });
  await siege.getByRole('checkbox', { name: 'Table dice' }).check();
  await siege.getByRole('textbox', { name: /Dice thrown at the table/ }).fill('4 4');
  await send(page, siege.getByRole('button', { name: /Roll the siege attempt/ }));
  await expect(logRow(page, /Siege attempt on Mantua \(level 2\): 2D6 4\+4 \+1 = 9: Assault/)).toHaveCount(1);

  // The assault: besiegers 5 + 5 + 1 (commander) = 11, 2 bold; the garrison 1 + 1 − 1 (out of supply) = 1, nothing.
  const combat = page.getByRole('region', { name: /Assault: siege combat at Mantua/ });
  await combat.getByRole('checkbox', { name: 'Table dice' }).first().check();
  await combat.getByRole('textbox', { name: /Dice thrown at the table/ }).fill('5 5 | 1 1');
  await send(page, combat.getByRole('button', { name: /Roll both sides/ }));
  await expect(logRow(page, /Round 1, attacker: 2D6 5\+5 \+1 = 11: 2 \(bold\)/)).toHaveCount(1);
  // The garrison's owner picks its 2 steps one at a time, the constraints checked as he goes.
  const pick = combat.getByRole('group', { name: 'Defender: choose the steps lost' });
  await pick.getByRole('button', { name: 'fortress −1' }).click();
  await expect(pick.getByRole('button', { name: 'Defender loses these' })).toBeDisabled();
  await pick.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await both(page, 'siege-losses');
  await pick.getByRole('button', { name: 'garrison-1 −1' }).click();
  await expect(pick).toContainText('fortress, garrison-1');
  await send(page, pick.getByRole('button', { name: 'Defender loses these' }));
  // Morale 3 (the corps' 3 and the fortress point's 2, weighted); 1D6 + 2 (losses 2 − 0) > 3.
  await expect(combat).toContainText('Demoralised if');
  await top(page, 'Siege of Mantua');
  await both(page, 'siege-assault');
  await combat.getByRole('checkbox', { name: 'Table dice' }).first().check();
  await combat.getByRole('textbox', { name: /Dice thrown at the table/ }).fill('6');
  await send(page, combat.getByRole('button', { name: 'Roll for demoralisation' }));
  await expect(siege).toContainText('Mantua falls.');
  await expect(siege).toContainText('1 prisoner point');
  await both(page, 'siege-over');
  await send(page, siege.getByRole('button', { name: 'Close the battle' }));
  await expect(logRow(page, 'Battle closed: France wins')).toHaveCount(1);
});

test('Le Grand Empire: an event drawn in manual mode, its die sealed in the log, held in France’s hand behind the sealed look, then played', async ({ page, host }) => {
  await newCampaign(page, host.url, 'Talleyrand', 'talleyrand.adc');
  await page.getByRole('button', { name: 'Skip for now and play' }).click();
  const events = page.getByRole('region', { name: 'Event draws', exact: true });
  // The event table is not entered: the category rolled at the table is typed (§11.1.1's example: a 5, «Diplomacy»).
  await expect(events).toContainText('The table “Event table” is not entered: type the category rolled at the table (manual mode), or fill it in.');
  await events.getByRole('textbox', { name: 'Event category rolled at the table' }).fill('Diplomacy');
  await send(page, events.getByRole('button', { name: 'Record (manual mode)' }));
  await expect(logRow(page, 'France: event category typed: Diplomacy')).toHaveCount(1);
  // Talleyrand's public or secret side is on the booklet: the draw names the table to fill in.
  await send(page, events.getByRole('button', { name: 'Take the last counter' }));
  await expect(page.getByRole('alert', { name: 'Refused', exact: true })).toContainText('Event counters');
  await page.getByRole('alert', { name: 'Refused', exact: true }).getByRole('button', { name: 'Dismiss the message' }).click();
  await page.keyboard.press('d');
  await page.getByRole('navigation', { name: 'Tables' }).getByRole('button', { name: /^Event counters/ }).click();
  await editCell(page, 'Event Talleyrand: Public or secret', 'Secret');
  // Remise joins the Diplomacy pool, so the counter is drawn by a die (1 Talleyrand, 2 Remise).
  await editCell(page, 'Event Remise: Category', 'Diplomacy');
  await page.locator('.de-view-title').click();
  await page.keyboard.press('Escape');
  const draw = events.locator('form.lge-dice').filter({ has: page.getByRole('button', { name: 'Draw the counter (1-2)' }) });
  await draw.getByRole('checkbox', { name: 'Table dice' }).check();
  await draw.getByRole('textbox', { name: /Dice thrown at the table/ }).fill('1');
  await send(page, draw.getByRole('button', { name: 'Draw the counter (1-2)' }));
  const drawn = logRow(page, 'France draws a secret event (held in hand)');
  await expect(drawn).toHaveCount(1);
  // The die's face would name the counter: the log shows whose it is, not the face.
  await expect(drawn).toContainText('sealed · France only');
  await expect(drawn.locator('.dice-faces')).toHaveCount(0);
  // The history review at that entry: its die sealed too, and the hand still behind the sealed look.
  await drawn.getByRole('button', { name: /^Review the campaign after entry/ }).click();
  const replayDice = page.getByLabel('Dice of this entry');
  await expect(replayDice).toContainText('sealed · France only');
  await expect(replayDice.getByRole('img')).toHaveCount(0);
  await expect(page.locator('main')).not.toContainText('Talleyrand');
  await page.keyboard.press('Escape');
  await expect(page.locator('.replay')).toHaveCount(0);
  const hand = events.getByRole('group', { name: 'France secret events: sealed' });
  await expect(hand).toContainText('1 secret event held');
  await expect(events).not.toContainText('Talleyrand');
  await both(page, 'event-hidden');
  await hand.getByRole('button', { name: 'Sealed · France only: look' }).click();
  await expect(hand).toContainText('Pass the laptop to Ann (France)');
  await expect(events).not.toContainText('Talleyrand');
  await hand.getByRole('button', { name: 'I am Ann (France): show secret events' }).click();
  await expect(hand).toContainText('Talleyrand');
  await both(page, 'event-shown');
  await send(page, hand.getByRole('button', { name: 'Play Talleyrand (named in the log)' }));
  await expect(logRow(page, 'France plays the secret event Talleyrand')).toHaveCount(1);
  await expect(page.getByRole('list', { name: 'Events played' })).toContainText('Talleyrand');
});
