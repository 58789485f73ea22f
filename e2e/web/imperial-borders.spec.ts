// Imperial Borders against the real browser host: a campaign for three players (two Nations each), the group's
// dice faces entered from "Before you play", a whole Game Round: taxes, sealed turn-order bids passed round the
// laptop, slot picks, a battle fought with the table's physical dice (exact odds before the first die), an
// annexation with its odds, On Parade and Phase 7; then the host restarted and the campaign reopened as it was.
import { startHost } from './host';
import { expect as baseExpect, expectNoRefusal, logRow, next, openApp, shot, stepTitle, test } from './fixtures';
import { SIZES, enterTestDice, newIbCampaign, prussiaMarchesFirst, sealed, shots } from './imperial-borders-helpers';

// The machine is shared by several engineers' runs: waits are generous, never retries.
const expect = baseExpect.configure({ timeout: 60_000 });
test.use({ actionTimeout: 60_000 });

// A whole Game Round through the UI on a shared 2-core machine.
test.setTimeout(900_000);

test('Imperial Borders: a whole Game Round with sealed bids, a battle with the table’s dice, an annexation and On Parade, saved and reopened', async ({ page, host, dataDir }) => {
  await page.setViewportSize(SIZES[0]!);
  await openApp(page, host.url);
  await page.getByRole('combobox', { name: 'Game', exact: true }).selectOption({ label: 'Imperial Borders' });
  await page.getByRole('radio', { name: '3 players' }).click();
  for (const [i, n] of ['Ann', 'Bo', 'Cy'].entries()) await page.getByRole('textbox', { name: `Player ${i + 1} name` }).fill(n);
  // Ann: France and Austria; Bo: Prussia and Great Britain; Cy: Russia and Spain.
  await expect(page.getByRole('combobox', { name: 'Player 1 Nation 1' })).toHaveValue('france');
  await page.getByRole('checkbox', { name: 'Optional rule: Call to Arms' }).check();
  await page.getByRole('textbox', { name: 'Campaign title' }).fill('Europe circa 1815');
  await page.getByRole('textbox', { name: 'File name' }).fill('borders.adc');
  await shots(page, 'ib-new-campaign');
  await page.getByRole('button', { name: 'Start the campaign' }).click();
  await expect(stepTitle(page)).toHaveText('Collect Taxes');

  // Before you play: the dice faces (never printed in the rulebook) and the truncated Starting Forces.
  const list = page.getByRole('region', { name: 'Before you play' });
  await expect(list.getByRole('listitem', { name: /^Battle dice: needed at the first battle/ })).toBeVisible();
  // The Starting Forces are entered in the list itself, a line per Nation.
  await expect(list.getByRole('listitem', { name: /^Starting Forces: needed at Setup Step C/ }).getByRole('form', { name: 'Starting Forces' }).getByRole('listitem')).toHaveCount(6);
  await shots(page, 'ib-before-you-play');
  await enterTestDice(page, () => shot(page, 'ib-dice-faces-1280'));
  await page.getByRole('button', { name: 'Close game data' }).click();
  await page.getByRole('button', { name: 'Skip for now and play' }).click();
  await expectNoRefusal(page);

  // Phase 1: income from the control counts; Prussia and Great Britain had 5 to start.
  const tracker = page.getByRole('region', { name: 'Round tracker' });
  await expect(tracker.getByLabel('Game Round 1')).toBeVisible();
  // The common action in sight at 1280x800, without scrolling.
  await expect(page.getByRole('button', { name: 'Collect Taxes', exact: true })).toBeInViewport();
  await page.getByRole('button', { name: 'Collect Taxes', exact: true }).click();
  const board = page.getByRole('region', { name: 'Scoreboard' });
  await expect(board.getByLabel('Prussia scores')).toContainText('18');
  await expect(board.getByLabel('Great Britain scores')).toContainText('20');
  await expect(board.getByLabel('France scores')).toContainText('13');
  await shots(page, 'ib-taxes', 'Round tracker');
  await next(page, 'Plot Secret Movement Orders');
  await next(page, 'Bid Gold, Reveal and Pay');

  // Phase 3: sealed bids, the laptop passed from Nation to Nation; Prussia bids 4 and claims slot 1.
  const bids: Record<string, number> = { France: 2, Austria: 0, Prussia: 4, 'Great Britain': 0, Russia: 0, Spain: 0 };
  const order = await page.getByRole('region', { name: 'Round tracker' }).getByRole('listitem').allTextContents();
  await sealed(
    page,
    order.map((n) => [n, async (p) => p.getByRole('spinbutton', { name: `${n} bid` }).fill(String(bids[n] ?? 0))]),
  );
  await page.getByRole('button', { name: 'Reveal', exact: true }).click();
  await shots(page, 'ib-bids-reveal', 'Round tracker');
  await page.getByRole('button', { name: 'Record in the log' }).click();
  await expect(logRow(page, /Bids revealed and paid/)).toHaveCount(1);
  await next(page, 'Bidders Claim Slots');
  await expect(page.getByText('claims any empty slot')).toBeVisible();
  await page.getByRole('button', { name: 'Slot 1', exact: true }).click();
  await page.getByRole('button', { name: 'Slot 2', exact: true }).click();
  await shots(page, 'ib-slots', 'Round tracker');
  await expect(tracker.getByRole('listitem').first()).toHaveText('Prussia');
  await expect(tracker.getByRole('listitem').nth(1)).toHaveText('France');

  // Phase 4, Prussia active: a pre-movement battle in Lorraine against France, with the table's dice.
  await next(page, 'Review Orders');
  await expect(tracker.locator('.ib-active')).toHaveText('Prussia');
  await next(page, 'Conduct Pre-Movement Battles');
  await page.getByRole('textbox', { name: 'Battle region' }).fill('Lorraine');
  await page.getByRole('button', { name: 'Add attacker Cannon' }).click();
  await page.getByRole('button', { name: 'Add attacker Full Infantry' }).click();
  await page.getByRole('button', { name: 'France', exact: true }).first().waitFor();
  await page.getByRole('checkbox', { name: 'Defender Fort' }).check();
  await page.getByRole('combobox', { name: 'defender Fortification tier' }).selectOption('minor');
  await page.getByRole('button', { name: 'Add defender Cavalry' }).click();
  await expect(page.getByRole('region', { name: 'Exact odds before the first die' }).getByText('Attacker victory', { exact: true })).toBeVisible({ timeout: 90_000 });
  await shots(page, 'ib-battle-setup', 'Set up a battle');
  await page.getByRole('button', { name: 'Start the battle' }).click();
  await expectNoRefusal(page);

  // Round 1 (Opening Salvo): positions, stances, then the faces of the table's dice.
  await page.getByRole('button', { name: 'Attacker: positions set' }).click();
  await page.getByRole('button', { name: 'Defender: positions set' }).click();
  await page.getByRole('button', { name: /^Aggressive/ }).click();
  await page.getByRole('button', { name: /^Defensive/ }).click();
  await page.getByRole('button', { name: 'Enter table dice…' }).first().click();
  // One face too many is refused with the reason, and nothing changes.
  await page.getByRole('spinbutton', { name: 'Attacker Black blast' }).fill('1');
  await page.getByRole('spinbutton', { name: 'Attacker Black blank' }).fill('1');
  await page.getByRole('button', { name: 'Enter attacker’s faces' }).click();
  await expect(page.getByRole('alert', { name: 'Refused', exact: true })).toContainText('rolls 1 Black die this round, but 2 faces were entered');
  await page.getByRole('spinbutton', { name: 'Attacker Black blank' }).fill('0');
  await shots(page, 'ib-battle-dice', 'Battle');
  await page.getByRole('button', { name: 'Enter attacker’s faces' }).click();
  await page.getByRole('button', { name: 'Enter table dice…' }).first().click();
  await page.getByRole('spinbutton', { name: 'Defender Black blank' }).fill('1');
  await page.getByRole('button', { name: 'Enter defender’s faces' }).click();
  // The Blast must go to the Fort first: the only target offered.
  await expect(page.getByRole('combobox', { name: 'Target of a1-blast' })).toHaveValue('fortification');
  await page.getByRole('button', { name: 'Assign attacker’s Hits' }).click();
  await expectNoRefusal(page);
  await page.getByRole('button', { name: 'Next Battle Round' }).click();
  await expect(page.getByRole('region', { name: 'Exact odds from Battle Round 2' }).getByText('Attacker victory', { exact: true })).toBeVisible({ timeout: 90_000 });
  await shots(page, 'ib-battle-round-2', 'Battle');
  // What if France had one more Cannon? The same odds with it, nothing recorded.
  await page.getByText('What if…').click();
  await page.getByRole('combobox', { name: 'What-if side' }).selectOption('defender');
  await page.getByRole('combobox', { name: 'What-if Force type' }).selectOption('cannon');
  await page.getByRole('group', { name: 'What-if Force' }).getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('region', { name: 'What-if odds' }).getByText('Attacker victory', { exact: true })).toBeVisible({ timeout: 90_000 });
  await shots(page, 'ib-battle-whatif', 'Battle');

  // Round 2: the French Cavalry is hit by a Blue; France rolls nothing that hits.
  await page.getByRole('button', { name: 'Attacker: positions set' }).click();
  await page.getByRole('button', { name: 'Defender: positions set' }).click();
  await page.getByRole('button', { name: /^Aggressive/ }).click();
  await page.getByRole('button', { name: /^Aggressive/ }).click();
  await page.getByRole('button', { name: 'Enter table dice…' }).first().click();
  await page.getByRole('spinbutton', { name: 'Attacker Black blank' }).fill('1');
  await page.getByRole('spinbutton', { name: 'Attacker White blue' }).fill('1');
  await page.getByRole('spinbutton', { name: 'Attacker White blank' }).fill('2');
  await page.getByRole('button', { name: 'Enter attacker’s faces' }).click();
  await page.getByRole('button', { name: 'Enter table dice…' }).first().click();
  await page.getByRole('spinbutton', { name: 'Defender White blank' }).fill('2');
  await page.getByRole('button', { name: 'Enter defender’s faces' }).click();
  await page.getByRole('button', { name: 'Assign attacker’s Hits' }).click();
  await expect(page.getByRole('group', { name: 'Post-Battle' })).toContainText('Victory: Prussia');
  await shots(page, 'ib-post-battle', 'Battle');
  await page.getByRole('button', { name: 'Record the Post-Battle' }).click();
  await expectNoRefusal(page);
  await expect(logRow(page, /Post-Battle, Lorraine: Victory for Prussia/)).toHaveCount(1);

  // The rest of Phase 4 for every Nation.
  while ((await stepTitle(page).textContent()) !== 'Place Annex Tokens and Resolve Annexations') await next(page);

  // Phase 5: the first Nation in turn order (Prussia) annexes Sardinia, odds shown, with the table's White dice.
  await page.getByRole('textbox', { name: 'Territory' }).fill('Sardinia');
  await page.getByRole('spinbutton', { name: 'Roller 1 Land Units' }).fill('2');
  await expect(page.getByRole('region', { name: 'Annexation odds' })).toContainText('Exact chance', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Enter table dice…' }).click();
  await page.getByRole('spinbutton', { name: 'Roller 1 red' }).fill('1');
  await page.getByRole('spinbutton', { name: 'Roller 1 blank' }).fill('1');
  await shots(page, 'ib-annexation', 'Attempt an Annexation');
  await page.getByRole('button', { name: 'Enter the table’s faces' }).click();
  await expect(logRow(page, /Annexation of Sardinia: .*annexes it/)).toHaveCount(1);

  // Phase 6: On Parade.
  await next(page, 'Medal Points, Prestige and Medals');
  await shots(page, 'ib-parade', 'On Parade');
  const gift = page.getByRole('combobox', { name: 'AD VICTORIAM IMPERIALIS gift' });
  if (await gift.isVisible()) await gift.selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Award Prestige and Medals' }).click();
  await expectNoRefusal(page);
  await expect(logRow(page, /On Parade, Game Round 1/)).toHaveCount(1);
  await next(page, 'Repair Fortifications and Ships');
  await next(page, 'Purchase New Forces');
  await page.getByRole('spinbutton', { name: 'Prussia Cannon' }).fill('1');
  await page.getByRole('row').filter({ hasText: 'Prussia' }).getByRole('button', { name: 'Buy' }).click();
  await expectNoRefusal(page);
  await shots(page, 'ib-purchase', 'Purchase New Forces');
  await next(page, 'Deploy New Forces and Advance the Round');
  await next(page, 'Collect Taxes');
  await expect(tracker.getByLabel('Game Round 2')).toBeVisible();
  const prussiaGold = await board.getByLabel('Prussia scores').locator('.sb-val').first().textContent();

  // Close the page, stop the host, start it again on the same folder, reopen the campaign.
  await page.close();
  await host.stop();
  const again = await startHost(dataDir);
  try {
    const page2 = await page.context().newPage();
    await page2.setViewportSize(SIZES[0]!);
    await openApp(page2, again.url);
    await page2.getByRole('button', { name: 'Open borders.adc', exact: true }).click();
    await expect(stepTitle(page2)).toHaveText('Collect Taxes');
    await expect(page2.getByRole('region', { name: 'Round tracker' }).getByLabel('Game Round 2')).toBeVisible();
    await expect(page2.getByRole('region', { name: 'Scoreboard' }).getByLabel('Prussia scores').locator('.sb-val').first()).toHaveText(prussiaGold!);
    await expect(logRow(page2, /Post-Battle, Lorraine: Victory for Prussia/)).toHaveCount(1);
    // Skipped before the restart: one line, not the whole list; Enter them opens it, and skipping folds it back.
    const before = page2.getByRole('region', { name: 'Before you play' });
    await expect(before).toContainText(/^\d+ tables? still to enter/);
    await expect(before.getByRole('button', { name: 'Skip for now and play' })).toHaveCount(0);
    await shots(page2, 'ib-reopened');
    await before.getByRole('button', { name: 'Enter them' }).click();
    await expect(before.getByRole('heading', { name: 'Before you play' })).toBeVisible();
    await before.getByRole('button', { name: 'Skip for now and play' }).click();
    await expect(before.getByRole('button', { name: 'Enter them' })).toBeVisible();
    await page2.close();
  } finally {
    await again.stop();
  }
});

test('Imperial Borders: the Nations drawn at random as a logged roll; the quick-reference cards in the help', async ({ page, host }) => {
  await page.setViewportSize(SIZES[0]!);
  await openApp(page, host.url);
  await page.getByRole('combobox', { name: 'Game', exact: true }).selectOption({ label: 'Imperial Borders' });
  await page.getByRole('radio', { name: '3 players' }).click();
  for (const [i, n] of ['Ann', 'Bo', 'Cy'].entries()) await page.getByRole('textbox', { name: `Player ${i + 1} name` }).fill(n);
  await page.getByRole('textbox', { name: 'File name' }).fill('drawn.adc');
  await page.getByRole('button', { name: 'Start the campaign' }).click();
  await expect(stepTitle(page)).toHaveText('Collect Taxes');
  await page.getByRole('button', { name: 'Skip for now and play' }).click();
  // The draw: a roll in the log, then the button is gone (never drawn twice).
  await page.getByRole('button', { name: 'Draw the Nations at random' }).click();
  await expectNoRefusal(page);
  await expect(logRow(page, /The Nation Cards are drawn at random: Ann .+; Bo .+; Cy .+/)).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Draw the Nations at random' })).toHaveCount(0);
  await expect(page.getByLabel('Nations drawn')).toContainText('Nations drawn at random');
  await shots(page, 'ib-nations-drawn', 'Collect Taxes');
  // The help (?): the shortcuts, then the Reference Chart's numbers and the rulebook's look-up cards.
  await page.getByRole('button', { name: 'Keyboard shortcuts and help' }).click();
  const ref = page.getByRole('region', { name: 'Quick reference' });
  await expect(ref.getByRole('article', { name: 'Unit chart' }).getByRole('row', { name: /Cavalry/ })).toContainText('2 White Front, 1 Rear');
  for (const card of ['Hit Hierarchy', 'Battle Stance', 'Cargo', 'Arrow Tags', 'Movement limits']) await expect(ref.getByRole('article', { name: card })).toBeVisible();
  await ref.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await shots(page, 'ib-quick-reference');
});

test('Imperial Borders: fixed teams of 2 or 3 Nations chosen in the new-campaign form, refused otherwise, shown on the scoreboard', async ({ page, host }) => {
  await page.setViewportSize(SIZES[0]!);
  await openApp(page, host.url);
  await page.getByRole('combobox', { name: 'Game', exact: true }).selectOption({ label: 'Imperial Borders' });
  await page.getByRole('radio', { name: '4 players' }).click();
  // Four players, one Nation each: France, Austria, Prussia, Great Britain (Spain and Russia Neutral).
  await expect(page.getByRole('combobox', { name: 'Player 4 Nation 1' })).toHaveValue('great-britain');
  await page.getByRole('combobox', { name: 'Player 1 team' }).selectOption('Team A');
  await page.getByRole('combobox', { name: 'Player 2 team' }).selectOption('Team A');
  await page.getByRole('combobox', { name: 'Player 3 team' }).selectOption('Team B');
  await page.getByRole('textbox', { name: 'File name' }).fill('teams.adc');
  await page.getByRole('button', { name: 'Start the campaign' }).click();
  await expect(page.getByRole('alert', { name: 'Set-up refused' })).toContainText('Team B has Prussia; fixed teams are of 2 or 3 Nations');
  await page.getByRole('combobox', { name: 'Player 4 team' }).selectOption('Team B');
  await shots(page, 'ib-new-campaign-teams');
  await page.getByRole('button', { name: 'Start the campaign' }).click();
  await expect(stepTitle(page)).toHaveText('Collect Taxes');
  const board = page.getByRole('region', { name: 'Scoreboard' });
  await expect(board.getByLabel('France scores')).toContainText('Team A');
  await expect(board.getByLabel('Austria scores')).toContainText('Team A');
  await expect(board.getByLabel('Great Britain scores')).toContainText('Team B');
});

test('Imperial Borders: Trading Tangibles: the Active Nation trades Gold for a Territory in one click, logged; its 1 trade of the round is then shown', async ({ page, host }) => {
  await page.setViewportSize(SIZES[0]!);
  await openApp(page, host.url);
  await newIbCampaign(page, 'trades.adc', ['Trading Tangibles']);
  await page.getByRole('button', { name: 'Skip for now and play' }).click();
  await prussiaMarchesFirst(page);
  await next(page, 'Conduct Pre-Movement Battles');
  await next(page, 'Execute Movement Orders');
  const trade = page.getByRole('region', { name: 'Trade', exact: true });
  await trade.getByRole('combobox', { name: 'Trade with' }).selectOption({ label: 'France' });
  await trade.getByRole('combobox', { name: 'Prussia gives', exact: true }).selectOption('gold');
  await trade.getByRole('spinbutton', { name: 'Prussia gives: Gold' }).fill('10');
  await trade.getByRole('combobox', { name: 'France gives', exact: true }).selectOption('territory');
  await trade.getByRole('textbox', { name: 'France gives: Territory' }).fill('Piedmont');
  await trade.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await shot(page, 'ib-trade-1280');
  await trade.getByRole('button', { name: 'Record the trade' }).click();
  await expectNoRefusal(page);
  await expect(logRow(page, /Trade: Prussia gives 10 Gold to France for Piedmont \(an Annexed Territory\)/)).toHaveCount(1);
  const board = page.getByRole('region', { name: 'Scoreboard' });
  await expect(board.getByLabel('Prussia scores').locator('.sb-val').first()).toHaveText('4');
  await expect(board.getByLabel('France scores').locator('.sb-val').first()).toHaveText('23');
  await expect(trade).toContainText('Prussia made its trade this round');
});
