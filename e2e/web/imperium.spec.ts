// Napoleon's Imperium against the real browser host: set-up by alliance (with the module's refusal), 1798,
// then the French turn of 1799 with a land battle fought step by step, its Battle Card and the income change,
// then a restart of the host on the same folder and everything as it was.
import { startHost } from './host';
import { expect, expectNoRefusal, logRow, next, nextButton, openApp, shot, stepTitle, test } from './fixtures';
import type { Page } from '@playwright/test';
import { attackerHitsEverything, top } from './imperium-helpers';

async function closeAllPurchases(page: Page): Promise<void> {
  for (const n of ['French', 'British', 'Ottoman', 'Nordic', 'Spanish', 'Prussian', 'Austrian', 'Russian']) {
    const empire = `${n} Empire`;
    await page.getByRole('button', { name: `Close ${empire} purchases`, exact: true }).click();
    const warn = page.getByRole('alertdialog', { name: `${empire}: forfeit warning` });
    if (await warn.isVisible().catch(() => false)) await warn.getByRole('button', { name: /^Close and forfeit/ }).click();
    await expect(page.getByRole('article', { name: `${empire} purchases`, exact: true }).locator('.done-tag')).toBeVisible();
  }
}

// A laptop at the table (1920 × 1200 at 125%).
test.use({ viewport: { width: 1536, height: 960 } });
// A whole turn (and a whole year) through the UI: more than the default three minutes on a busy machine.
test.setTimeout(480_000);


test('Napoleon’s Imperium: set-up, a nation’s turn with a land battle and its Battle Card, saved and reopened', async ({ page, host, dataDir }) => {
  await openApp(page, host.url);
  await page.getByRole('combobox', { name: 'Game', exact: true }).selectOption({ label: 'Napoleon’s Imperium' });

  // Players by alliance: four players, two nations each.
  await page.getByRole('button', { name: '4 players' }).click();
  const names = ['Ann', 'Ben', 'Cal', 'Dee'];
  for (const [i, n] of names.entries()) await page.getByRole('textbox', { name: `Player ${i + 1} name` }).fill(n);
  await page.getByRole('checkbox', { name: /^Movement time limit/ }).check();
  await page.getByRole('combobox', { name: 'Final year' }).selectOption('1805');
  await page.getByRole('combobox', { name: 'French Imperial Alliance Banker' }).selectOption('Cal');
  await page.getByRole('textbox', { name: 'Campaign title' }).fill('The long war');
  await page.getByRole('textbox', { name: 'File name' }).fill('long-war.adc');

  await top(page.getByRole('group', { name: 'Quick set-ups' }));
  await shot(page, 'imperium-setup');

  // Dee gives up the Russian Empire: the module refuses, and says why.
  await page.getByRole('button', { name: 'Dee plays the Russian Empire' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Not yet played: Russian Empire' })).toBeVisible();
  await page.getByRole('button', { name: 'Start the campaign' }).click();
  await expect(page.getByRole('alert', { name: 'Set-up refused' })).toContainText('Every empire must be played: Russian Empire has no player');
  await shot(page, 'imperium-setup-refused');
  await page.getByRole('button', { name: 'Dee plays the Russian Empire' }).click();
  await page.getByRole('button', { name: 'Start the campaign' }).click();
  await expect(stepTitle(page)).toHaveText('Purchase (all nations)');

  // 1798: every nation buys with its full commencement income; France buys 3 infantry and 1 artillery.
  const head = page.getByRole('banner');
  await expect(head.locator('.year')).toHaveText('1798');
  const fr = page.getByRole('article', { name: 'French Empire purchases' });
  await expect(fr.getByLabel('French Empire money left')).toContainText('17');
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'French Empire Infantry +1' }).click();
  await page.getByRole('button', { name: 'French Empire Artillery +1' }).click();
  await expect(fr.getByLabel('French Empire money left')).toContainText('8');
  await page.getByRole('button', { name: 'Close French Empire purchases' }).click();
  await expect(page.getByRole('alertdialog', { name: 'French Empire: forfeit warning' })).toContainText('Unspent income is forfeited: 8 will be lost');
  await top(fr);
  await shot(page, 'imperium-1798-purchase');
  await page.getByRole('alertdialog', { name: 'French Empire: forfeit warning' }).getByRole('button', { name: 'Keep buying' }).click();
  for (let i = 0; i < 2; i++) await page.getByRole('button', { name: 'French Empire Cavalry +1' }).click();
  await expect(fr.getByLabel('French Empire money left')).toContainText('2');
  // The British artillery cost is on the British Empire card, not in the rulebook: entered where the cart needs it.
  const gb = page.getByRole('article', { name: 'British Empire purchases', exact: true });
  await expect(page.getByRole('button', { name: 'British Empire Artillery +1' })).toBeDisabled();
  await gb.getByRole('button', { name: 'British Empire Artillery: enter the cost' }).click();
  await gb.getByRole('combobox', { name: 'British Empire Artillery' }).selectOption('3');
  await gb.getByRole('button', { name: 'Save British Empire Military costs' }).click();
  await expect(gb.getByRole('row', { name: /Artillery/ })).toContainText('3 each');
  await page.getByRole('button', { name: 'British Empire Artillery +1' }).click();
  await expect(gb.getByLabel('British Empire money left')).toContainText('13');
  await closeAllPurchases(page);
  await expectNoRefusal(page);
  await next(page, 'Movement (all teams at once)');
  await expect(page.getByRole('timer', { name: /1798 movement: 10 minutes/ })).toBeVisible();
  await next(page, 'Purchase Placement (all nations)');
  for (const n of ['French', 'British', 'Ottoman', 'Nordic', 'Spanish', 'Prussian', 'Austrian', 'Russian']) await page.getByRole('button', { name: `${n} Empire places its purchases`, exact: true }).click();
  await expectNoRefusal(page);
  await next(page, 'Phase One: Income and purchases');
  await expect(head.locator('.year')).toHaveText('1799');
  await expect(head.locator('.game-turn')).toHaveText('French turn');
  await expect(page.getByRole('list', { name: 'Order of play 1799' }).locator('li[aria-current="step"]')).toContainText('French');

  // Phase One: France's income is its economy line, 17; it buys, and closes with 5 forfeited.
  await expect(fr.getByLabel('French Empire money left')).toContainText('17');
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'French Empire Infantry +1' }).click();
  await page.getByRole('button', { name: 'French Empire Cavalry +1' }).click();
  await page.getByRole('button', { name: 'French Empire Artillery +1' }).click();
  await expect(fr.getByLabel('French Empire money left')).toContainText('5');
  await page.getByRole('button', { name: 'Close French Empire purchases' }).click();
  await page.getByRole('alertdialog', { name: 'French Empire: forfeit warning' }).getByRole('button', { name: 'Close and forfeit 5' }).click();
  await expect(logRow(page, 'French Empire closes its purchases: 12 of 17 spent, 5 forfeited')).toHaveCount(1);
  await next(page, 'Phase Two: Attack');

  // A land battle for Saxony, which the rulebook does not list: its map value and owner are entered where the battle needs them.
  const rec = page.getByRole('region', { name: 'Record a battle' });
  await rec.getByRole('combobox', { name: 'Territory attacked' }).fill('Saxony');
  const terr = page.getByRole('group', { name: 'Territory data needed' });
  await expect(terr).toContainText('“Saxony” is not in the table “Territories (map)” yet');
  await terr.getByRole('spinbutton', { name: 'Saxony Income value' }).fill('3');
  await terr.getByRole('combobox', { name: 'Saxony Original owner' }).selectOption({ label: 'Prussian Empire' });
  await terr.getByRole('button', { name: 'Add Saxony to Territories (map)' }).click();
  await expect(rec.getByText('Saxony: held by the Prussian Empire · income value 3')).toBeVisible();
  await expect(rec.getByRole('button', { name: 'Prussian', pressed: true })).toBeVisible({ timeout: 30_000 });
  await rec.getByRole('spinbutton', { name: 'Attacking Infantry', exact: true }).fill('3');
  await rec.getByRole('spinbutton', { name: 'Attacking Cavalry', exact: true }).fill('1');
  await rec.getByRole('spinbutton', { name: 'Attacking Artillery', exact: true }).fill('1');
  await rec.getByRole('spinbutton', { name: 'Defending Infantry', exact: true }).fill('3');
  await rec.getByRole('spinbutton', { name: 'Defending Cavalry', exact: true }).fill('2');
  await rec.getByRole('combobox', { name: 'French Major Commander assignment' }).selectOption('artillery');

  // The same battle as an invasion from the sea needs the Invasion values the rulebook omits: the odds say which table to fill in.
  await rec.getByRole('radio', { name: 'Invasion from the sea' }).click();
  await rec.getByRole('spinbutton', { name: 'Attacking Fleets', exact: true }).fill('2');
  await rec.getByRole('spinbutton', { name: 'Aboard Infantry', exact: true }).fill('2');
  const missing = rec.getByRole('complementary', { name: 'Odds' });
  await expect(missing).toContainText('Fill in the table "Invasion fire: fleet pre-emptive strike and port artillery return fire"');
  await expect(missing.getByRole('group', { name: /^Fill in Invasion fire/ })).toContainText('French Empire');
  await rec.getByRole('radio', { name: 'Land attack' }).click();
  const odds = rec.getByRole('complementary', { name: 'Odds' });
  await expect(odds.getByLabel(/^French wins [<>\d]/)).toBeVisible();
  await expect(odds.getByRole('group', { name: 'Units needed', exact: true })).toContainText(/now 3 give/);
  await expect(odds.getByRole('group', { name: 'Best commander assignment', exact: true })).toContainText('French Major Commander: +1');
  await odds.getByRole('button', { name: 'Use this assignment' }).click();
  await expect(rec.getByRole('combobox', { name: 'French Major Commander assignment' })).toHaveValue('infantry');
  await top(rec);
  await shot(page, 'imperium-odds');

  // Fought step by step with the table's dice: every French die hits (1), every Prussian die misses (0).
  await rec.getByRole('button', { name: '⚔ Fight it step by step' }).click();
  const fight = page.getByRole('region', { name: 'Battle step by step' });
  await expect(fight).toBeVisible();
  const due = page.getByRole('region', { name: 'Battle Card to draw' });
  for (let step = 0; step < 8; step++) {
    const roll = fight.getByRole('group', { name: 'Roll' });
    const cas = fight.getByRole('group', { name: 'Casualties' });
    await expect(roll.or(cas).or(due)).toBeVisible();
    if (await due.isVisible()) break;
    if (await cas.isVisible()) {
      await cas.getByRole('button', { name: /^Remove/ }).click();
      await expect(cas.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
      continue;
    }
    if (step === 0) {
      await top(fight);
      await shot(page, 'imperium-fight');
    }
    await attackerHitsEverything(roll);
    await expectNoRefusal(page);
  }
  await expect(logRow(page, /Battle for Saxony: French Empire won/)).toHaveCount(1);

  // Prussia lost a land battle: it draws a Battle Card (card 7 from its own deck).
  await expect(due).toContainText('Prussian Empire');
  await expect(nextButton(page)).toBeDisabled();
  await due.getByRole('spinbutton', { name: 'Prussian Empire card number' }).fill('7');
  await due.getByRole('combobox', { name: 'Prussian Empire card kind' }).selectOption({ label: 'Other card' });
  await top(due);
  await shot(page, 'imperium-battle-card');
  await due.getByRole('button', { name: 'Record Prussian Empire’s card' }).click();
  await expect(logRow(page, 'Prussian Empire draws Battle Card: card 7')).toHaveCount(1);

  // The income change: France +3, Prussia −3, on the scoreboard and in the economy line's breakdown.
  const board = page.getByRole('region', { name: 'Scoreboard' });
  await expect(board.getByLabel('French Empire economy line 20')).toBeVisible();
  await expect(board.getByLabel('Prussian Empire economy line 11')).toBeVisible();
  await expect(board.getByLabel('French Empire Battle Points 30')).toBeVisible();
  const trackers = page.getByRole('region', { name: 'Trackers' });
  await trackers.getByRole('button', { name: 'French Empire economy line 20: show how' }).click();
  await expect(trackers.getByRole('table', { name: 'French Empire economy line breakdown' })).toContainText('Holds Saxony');
  await top(trackers);
  await shot(page, 'imperium-economy');

  // Movement against the 5-minute limit, then the placement ends the French turn.
  await next(page, 'Phase Three: Movement');
  const timer = page.getByRole('timer', { name: /Movement time limit: 5 minutes/ });
  await expect(timer).toContainText('5:00');
  await timer.getByRole('button', { name: 'Start the timer' }).click();
  await expect(timer).toContainText('4:5');
  await top(page.getByRole('region', { name: 'Year and nation turns' }));
  await shot(page, 'imperium-movement');
  await next(page, 'Purchase Placement');
  await page.getByRole('button', { name: 'French Empire places its purchases' }).click();
  await next(page);
  await expect(head.locator('.game-turn')).toHaveText('British turn');
  await expect(stepTitle(page)).toHaveText('Phase One: Income and purchases');

  // Close the page, stop the host, start it again on the same folder, reopen the campaign.
  await page.close();
  await host.stop();
  const again = await startHost(dataDir);
  try {
    const page2 = await page.context().newPage();
    await openApp(page2, again.url);
    await page2.getByRole('button', { name: 'Open long-war.adc', exact: true }).click();
    const head2 = page2.getByRole('banner');
    await expect(head2.locator('.year')).toHaveText('1799');
    await expect(head2.locator('.game-turn')).toHaveText('British turn');
    await expect(stepTitle(page2)).toHaveText('Phase One: Income and purchases');
    const board2 = page2.getByRole('region', { name: 'Scoreboard' });
    await expect(board2.getByLabel('French Empire economy line 20')).toBeVisible();
    await expect(board2.getByLabel('Prussian Empire economy line 11')).toBeVisible();
    await expect(board2.getByLabel('French Empire Battle Points 30')).toBeVisible();
    await expect(page2.getByRole('article', { name: 'British Empire purchases' }).getByLabel('British Empire money left')).toContainText('16');
    await expect(logRow(page2, /Battle for Saxony: French Empire won/)).toHaveCount(1);
    await expect(logRow(page2, 'Prussian Empire draws Battle Card: card 7')).toHaveCount(1);
    const t2 = page2.getByRole('region', { name: 'Trackers' });
    await t2.getByRole('tab', { name: /Territories/ }).click();
    await expect(t2.getByRole('table', { name: 'Territories that changed hands' })).toContainText('Saxony');
    await t2.getByRole('tab', { name: /Battle Cards/ }).click();
    await expect(t2.getByRole('row', { name: 'Prussian Empire deck' })).toContainText('#7');
    await t2.getByRole('tab', { name: /Battle Points/ }).click();
    await top(t2);
    await shot(page2, 'imperium-reopened');
    await page2.close();
  } finally {
    await again.stop();
  }
});
