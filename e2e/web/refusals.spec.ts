// Refused actions say why and change nothing; table dice are checked; shortcuts; dice survive undo and redo.
import type { Page } from '@playwright/test';
import { createCampaign, expect, expectTrack, logRow, nextButton, openApp, playCard, stepTitle, test } from './fixtures';

async function start(page: Page, url: string): Promise<void> {
  await openApp(page, url);
  await createCampaign(page, {
    title: 'Refusals',
    file: 'refusals.adc',
    players: [
      { name: 'Alice', power: 'France' },
      { name: 'Bob', power: 'Britain' },
    ],
  });
}

const refusal = (page: Page) => page.getByRole('alert', { name: 'Refused', exact: true });
const logCount = (page: Page) => page.locator('.log-count');

test('a refused action shows its reason and changes nothing', async ({ page, host }) => {
  await start(page, host.url);
  await page.getByRole('button', { name: 'France discards', exact: true }).click();
  await page.getByRole('button', { name: 'Britain discards', exact: true }).click();
  await page.getByRole('button', { name: /^Next ▸/ }).click();
  await expect(stepTitle(page)).toHaveText('Play cards');
  await expect(logCount(page)).toHaveText('3');

  // Card 12's colour is not in the rulebook: refused, asking for it.
  await page.getByRole('spinbutton', { name: 'Britain card number' }).fill('12');
  await expect(page.locator('.needs-hint')).toContainText('choose the colour printed on it');
  await page.getByRole('button', { name: 'Play Britain’s card', exact: true }).click();
  await expect(refusal(page)).toContainText('The rulebook does not say whose card 12 is: choose the empire its colour shows.');
  await expect(refusal(page)).toContainText('Nothing was changed');
  await expect(logCount(page)).toHaveText('3');
  await expect(page.getByRole('spinbutton', { name: 'Britain card number' })).toHaveValue('12');
  await expectTrack(page, 'Britain', 'Cards in hand', 4);

  // Giving the colour fixes it, and the message goes.
  await page.getByRole('combobox', { name: 'Britain card colour' }).selectOption({ label: 'Austria' });
  await page.getByRole('button', { name: 'Play Britain’s card', exact: true }).click();
  await expect(refusal(page)).toHaveCount(0);
  await expect(logRow(page, 'Britain plays card 12')).toHaveCount(1);
  await expectTrack(page, 'Britain', 'Cards in hand', 3);

  // The same card twice is refused.
  await playCard(page, 'France', 12);
  await expect(refusal(page)).toContainText('Card 12 has already been played this year.');
  await expect(logCount(page)).toHaveText('4');

  // Next is disabled with the reason; the keyboard gets the rules' refusal too, and the step stays.
  await expect(nextButton(page)).toBeDisabled();
  await expect(page.locator('#next-reason')).toHaveText('Waiting for France to play a card (passing is not allowed) [3.1].');
  await page.locator('body').press('n');
  await expect(refusal(page)).toContainText('Waiting for France to play a card');
  await expect(stepTitle(page)).toHaveText('Play cards');

  // A track cannot go below its minimum: the − button is disabled at 0, typing a negative is refused.
  await page.getByRole('button', { name: /^France Gold: 14\./ }).click();
  await page.getByRole('spinbutton', { name: 'New France Gold' }).fill('-3');
  await page.getByRole('spinbutton', { name: 'New France Gold' }).press('Enter');
  await expect(refusal(page)).toContainText('Gold cannot go below 0 (it would be -3).');
  await expectTrack(page, 'France', 'Gold', 14);
  await expect(logCount(page)).toHaveText('4');

  await page.getByRole('button', { name: 'Dismiss the message' }).click();
  await expect(refusal(page)).toHaveCount(0);
});

test('table dice with a wrong face are refused; rolls keep their faces through undo and redo', async ({ page, host }) => {
  await start(page, host.url);
  await expect(logCount(page)).toHaveText('0');

  await page.getByRole('checkbox', { name: 'Enter dice thrown at the table' }).check();
  await page.getByRole('spinbutton', { name: 'Number of dice' }).fill('2');
  await page.getByRole('textbox', { name: 'Faces thrown at the table' }).fill('3 7');
  await page.getByRole('button', { name: 'Record dice', exact: true }).click();
  await expect(refusal(page)).toContainText('7 is not a face of a d6 (1-6)');
  await expect(page.locator('.tray-error')).toContainText('7 is not a face of a d6');
  await expect(logCount(page)).toHaveText('0');

  await page.getByRole('textbox', { name: 'Faces thrown at the table' }).fill('xyz');
  await page.getByRole('button', { name: 'Record dice', exact: true }).click();
  await expect(page.locator('.tray-error')).toContainText('Type the 2 faces you threw');

  await page.getByRole('textbox', { name: 'Faces thrown at the table' }).fill('3 5');
  await page.getByRole('button', { name: 'Record dice', exact: true }).click();
  await expect(logRow(page, 'Dice tray: 2d6 → 3, 5 = 8 (table dice)')).toHaveCount(1);
  // The table's switch to its own dice is in the log, just before the roll (entry 1, the roll entry 2).
  await expect(logRow(page, /^\s*1\s*The table rolls its own dice from here/)).toHaveCount(1);
  await expect(refusal(page)).toHaveCount(0);

  // An app roll with R: three d6 for a named purpose.
  await page.getByRole('checkbox', { name: 'Enter dice thrown at the table' }).uncheck();
  await page.getByRole('spinbutton', { name: 'Number of dice' }).fill('3');
  await page.getByRole('textbox', { name: 'What the roll is for' }).fill('Attack on Ulm');
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('r');
  // Back to the app's dice: the switch is entry 3, the roll entry 4.
  await expect(logRow(page, /^\s*3\s*The app rolls the dice again from here/)).toHaveCount(1);
  const rolled = logRow(page, /^\s*4\s*Attack on Ulm: 3d6 → /);
  await expect(rolled).toHaveCount(1);
  const title = (await rolled.locator('.log-title').textContent())!;
  expect(title).toMatch(/Attack on Ulm: 3d6 → [1-6], [1-6], [1-6] = \d+/);

  // Undo strikes it through; redo brings back exactly the same faces.
  await page.keyboard.press('Control+z');
  await expect(rolled.locator('del')).toHaveCount(1);
  await expect(page.getByRole('button', { name: `Redo: ${title}` })).toBeEnabled();
  await page.keyboard.press('Control+Shift+z');
  await expect(logRow(page, `Redo: ${title}`)).toHaveCount(1);
  await expect(rolled.locator('del')).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Undo: ${title}` })).toBeEnabled();
});

test('keyboard shortcuts drive the sequence and open the command list', async ({ page, host }) => {
  await start(page, host.url);
  await page.getByRole('button', { name: 'France discards', exact: true }).click();
  await page.getByRole('button', { name: 'Britain discards', exact: true }).click();
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('n');
  await expect(stepTitle(page)).toHaveText('Play cards');
  // Back returns to the deal and discard, the first step of this Game Turn, and no further.
  await page.keyboard.press('b');
  await expect(stepTitle(page)).toHaveText('Deal and discard');
  await page.keyboard.press('b');
  await expect(refusal(page)).toContainText('Back stops at the first step of the turn; use Undo to go further.');
  await page.keyboard.press('n');
  await expect(stepTitle(page)).toHaveText('Play cards');
  await playCard(page, 'France', 42);
  await playCard(page, 'Britain', 30, 'Britain');
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('n');
  await expect(stepTitle(page)).toHaveText('Turn order and Action Points');
  await page.keyboard.press('b');
  await expect(stepTitle(page)).toHaveText('Play cards');
  await page.keyboard.press('ArrowRight');
  await expect(stepTitle(page)).toHaveText('Turn order and Action Points');
  await page.keyboard.press('ArrowLeft');
  await expect(stepTitle(page)).toHaveText('Play cards');
  // Ctrl+Z undoes the Back; Ctrl+Y redoes it.
  await page.keyboard.press('Control+z');
  await expect(stepTitle(page)).toHaveText('Turn order and Action Points');
  await page.keyboard.press('Control+y');
  await expect(stepTitle(page)).toHaveText('Play cards');

  // Not while typing: an N typed in a field stays in the field.
  await page.getByRole('textbox', { name: 'What the roll is for' }).fill('');
  await page.getByRole('textbox', { name: 'What the roll is for' }).press('n');
  await expect(page.getByRole('textbox', { name: 'What the roll is for' })).toHaveValue('n');
  await expect(stepTitle(page)).toHaveText('Play cards');

  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Shift+?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  await expect(help).toContainText('Roll the dice tray');
  await expect(help).toContainText('Open or close the battle calculator');
  await expect(help).toContainText('a roll can never be re-rolled for a better result');
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
});
