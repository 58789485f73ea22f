// Sudden death: a defeated Britain ends the game at the end of the Game Turn, with the final scoring.
import { expect, expectTrack, franceAndBritainToPlayCards, logRow, next, nextButton, playCard, shot, test } from './fixtures';

test('statuses change on the board; sudden death ends the game with a winner and the scores', async ({ page, host }) => {
  await franceAndBritainToPlayCards(page, host.url, { title: 'Short war', file: 'short-war.adc' });
  await playCard(page, 'France', 42);
  await playCard(page, 'Britain', 39, undefined);
  await shot(page, 'play-cards', { top: true });
  await next(page, 'Turn order and Action Points');
  await expect(page.getByRole('list', { name: 'Turn order' })).toContainText('Napoléon');
  await shot(page, 'reveal', { top: true });
  await next(page, 'Diplomacy');
  // France bids 1 Gold on Bavaria; Britain matches; both roll, France with a Victory City bonus of 1.
  await page.getByRole('combobox', { name: 'Bid target' }).selectOption({ label: 'Bavaria — Neutral' });
  await page.getByRole('button', { name: 'Bid', exact: true }).click();
  await page.getByRole('button', { name: 'Britain matches the bid', exact: true }).click();
  await expectTrack(page, 'France', 'Gold', 13);
  await expectTrack(page, 'Britain', 'Gold', 9);
  await page.getByRole('spinbutton', { name: 'France Victory City bonus' }).fill('1');
  await shot(page, 'diplomacy', { top: true });
  await page.getByRole('button', { name: 'Roll 2d6 for each bidder', exact: true }).click();
  const roll = logRow(page, /Diplomacy for Bavaria: France \d\+\d\+2 = \d+; Britain \d\+\d = \d+/);
  await expect(roll).toHaveCount(1);
  await expect(roll.locator('.die')).toHaveCount(4);
  await next(page, 'Player Turns');
  await page.getByRole('button', { name: 'End France’s turn', exact: true }).click();
  await page.getByRole('button', { name: 'End Britain’s turn', exact: true }).click();
  await next(page, 'Battles');
  await next(page, 'Defeat and sudden death');

  // The status board: Austria joins Britain.
  await page.getByRole('combobox', { name: 'Status of Austria' }).selectOption({ label: 'Allied to Britain' });
  await expect(logRow(page, 'Austria becomes allied to Britain')).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Scoreboard' })).toContainText('allied to Britain');

  // Britain is defeated: reparations, and sudden death at the end of this Game Turn.
  await page.getByRole('combobox', { name: 'Defeated power' }).selectOption({ label: 'Britain' });
  await page.getByRole('combobox', { name: 'Conqueror' }).selectOption({ label: 'France' });
  await page.getByRole('button', { name: 'Declare defeat', exact: true }).click();
  await expect(page.locator('.alarm')).toContainText('Sudden death');
  await expectTrack(page, 'Britain', 'Gold', 6);
  await expectTrack(page, 'France', 'Gold', 23);
  await expect(page.getByRole('article', { name: 'Britain (Bob)' })).toContainText('Defeated');
  await nextButton(page).click();

  const over = page.getByRole('region', { name: 'Game over' });
  await expect(over).toBeVisible();
  await expect(over.getByRole('heading')).toHaveText('France wins');
  await expect(over).toContainText('Sudden death');
  await expect(over.getByRole('table', { name: 'Final scoring' })).toContainText('France');
  await expect(nextButton(page)).toBeDisabled();
  await shot(page, 'game-over', { top: true });
});
