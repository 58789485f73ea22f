// Napoleon's Imperium to the end: a game agreed to end with 1799 is played through every nation's turn, one
// battle recorded by hand, and the Battle Points, the result and the game points are shown at the end.
import { expect, expectNoRefusal, logRow, next, nextButton, openApp, shot, stepTitle, test } from './fixtures';
import { NATIONS, closePurchases, top } from './imperium-helpers';

test.use({ viewport: { width: 1536, height: 960 } });
// A whole turn (and a whole year) through the UI: more than the default three minutes on a busy machine.
test.setTimeout(480_000);



test('Napoleon’s Imperium: a game to the end of 1799, Battle Points and game points', async ({ page, host }) => {
  await openApp(page, host.url);
  await page.getByRole('combobox', { name: 'Game', exact: true }).selectOption({ label: 'Napoleon’s Imperium' });
  await page.getByRole('textbox', { name: 'Player 1 name' }).fill('Nap');
  await page.getByRole('textbox', { name: 'Player 2 name' }).fill('Nel');
  await page.getByRole('combobox', { name: 'Final year' }).selectOption('1799');
  // Nap brings 40 career points from earlier games to the rank ledger.
  await page.getByText('Career points from earlier games').click();
  await page.getByRole('spinbutton', { name: 'Nap career points' }).fill('40');
  await page.getByRole('textbox', { name: 'File name' }).fill('short-war.adc');
  await page.getByRole('button', { name: 'Start the campaign' }).click();
  await expect(stepTitle(page)).toHaveText('Purchase (all nations)');

  for (const n of NATIONS) await closePurchases(page, n);
  await next(page, 'Movement (all teams at once)');
  await next(page, 'Purchase Placement (all nations)');
  for (const n of NATIONS) await page.getByRole('button', { name: `${n} Empire places its purchases`, exact: true }).click();
  await next(page, 'Phase One: Income and purchases');

  for (const [i, n] of NATIONS.entries()) {
    await expect(page.getByRole('banner').locator('.game-turn')).toHaveText(`${n} turn`);
    await closePurchases(page, n);
    await next(page, 'Phase Two: Attack');
    if (i === 0) {
      // France takes Hanover: its value and owner are entered from the map; the battle is recorded by hand.
      const rec = page.getByRole('region', { name: 'Record a battle' });
      await rec.getByRole('combobox', { name: 'Territory attacked' }).fill('Hanover');
      const terr = page.getByRole('group', { name: 'Territory data needed' });
      await terr.getByRole('spinbutton', { name: 'Hanover Income value' }).fill('2');
      await terr.getByRole('combobox', { name: 'Hanover Original owner' }).selectOption({ label: 'British Empire' });
      await terr.getByRole('button', { name: 'Add Hanover to Territories (map)' }).click();
      await expect(rec.getByRole('button', { name: 'British', pressed: true })).toBeVisible({ timeout: 30_000 });
      await rec.getByRole('button', { name: 'Record: French wins Hanover' }).click();
      await expect(logRow(page, /Battle for Hanover: French Empire wins/)).toHaveCount(1);
      const due = page.getByRole('region', { name: 'Battle Card to draw' });
      await due.getByRole('spinbutton', { name: 'British Empire card number' }).fill('3');
      await due.getByRole('button', { name: 'Record British Empire’s card' }).click();
      await expectNoRefusal(page);
    }
    await next(page, 'Phase Three: Movement');
    await next(page, 'Purchase Placement');
    await page.getByRole('button', { name: `${n} Empire places its purchases`, exact: true }).click();
    await next(page, i < 7 ? 'Phase One: Income and purchases' : 'End of the game: Battle Points');
  }

  // The final count: France holds Hanover (20) and took a flag (10): the French Imperial Alliance leads by 30.
  const score = page.getByRole('region', { name: 'Battle Points' }).first();
  await expect(score.getByLabel('French Imperial Alliance Battle Points')).toContainText('30');
  await expect(score.getByLabel('British Coalition Alliance Battle Points')).toContainText('0');
  await expect(score.getByRole('status')).toContainText('The French Imperial Alliance leads by 30 Battle Points');
  await expect(page.getByRole('table', { name: 'Game points' }).first()).toContainText('Nap');
  await top(score);
  await shot(page, 'imperium-final-scoring');
  await nextButton(page).click();
  await expect(page.getByRole('region', { name: 'Game over' })).toContainText('The French Imperial Alliance wins');
  await expect(page.getByRole('status').filter({ hasText: 'French Imperial Alliance wins by 30 Battle Points' }).first()).toBeVisible();
  // The rank ledger on the game-over screen: Nap's career points carry on from 40.
  const ledger = page.getByRole('region', { name: 'Game over' }).getByRole('region', { name: 'Rank ledger' });
  await expect(ledger.getByRole('article', { name: 'Nap: rank ledger' })).toContainText('(was 40)');
  await expect(ledger.getByRole('article', { name: 'Nel: rank ledger' })).not.toContainText('(was');
  await shot(page, 'imperium-game-over', { top: true });
});
