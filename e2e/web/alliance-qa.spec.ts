// Alliance QA: rough edges found by playing the app as a table would, each pinned by a test.
import type { Page } from '@playwright/test';
import { createCampaign, expect, expectNoRefusal, franceAndBritainToPlayCards, next, openApp, playCard, test } from './fixtures';

async function box(page: Page, selector: string) {
  const b = await page.locator(selector).first().boundingBox();
  if (!b) throw new Error(`${selector} is not on screen`);
  return b;
}

for (const width of [1440, 1280, 1024]) {
  test(`the campaign header at ${width} px: the buttons never run over the Game Turn or the phase`, async ({ page, host }) => {
    await page.setViewportSize({ width, height: 900 });
    await openApp(page, host.url);
    await createCampaign(page, {
      title: 'A rather long campaign title for the Thursday club',
      file: 'header.adc',
      scenario: 'Campaign 1804-15',
      players: [
        { name: 'Alice', power: 'France' },
        { name: 'Bob', power: 'Britain' },
      ],
    });
    // Something to undo, so the Undo button carries its subtitle.
    await page.getByRole('button', { name: 'France discards', exact: true }).click();
    await expect(page.getByRole('button', { name: /^Undo: / })).toBeEnabled();
    const when = await box(page, '.camp-when');
    const tools = await box(page, '.camp-tools');
    const turn = await box(page, '.game-turn');
    const phase = await box(page, '.phase-line');
    // The tools start right of the Game Turn and the phase line.
    expect(tools.x).toBeGreaterThanOrEqual(when.x + when.width);
    expect(tools.x).toBeGreaterThanOrEqual(turn.x + turn.width);
    expect(tools.x).toBeGreaterThanOrEqual(phase.x + phase.width);
    // Every header button keeps its size: the round Help button is not squeezed to a sliver.
    const help = await page.locator('.camp-tools').getByRole('button', { name: 'Keyboard shortcuts and help' }).first().boundingBox();
    expect(help?.width ?? 0).toBeGreaterThanOrEqual(32);
    // Nothing spills out of the window.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}

test('a battle on table dice: after an undo the next decision starts clean (no dice or message left from another block)', async ({ page, host }) => {
  await franceAndBritainToPlayCards(page, host.url, { title: 'Boulogne', file: 'undo-dice.adc', scenario: '1804-07: Austerlitz' });
  await playCard(page, 'France', 28);
  await playCard(page, 'Britain', 30, 'Britain');
  await next(page, 'Turn order and Action Points');
  await next(page, 'Player Turns');
  await page.getByRole('button', { name: '+ Record a battle…', exact: true }).click();
  await page.getByRole('textbox', { name: 'Battle location' }).fill('Boulogne');
  await page.getByRole('combobox', { name: 'Attacker 1' }).selectOption({ label: 'France' });
  await page.getByRole('combobox', { name: 'Defender 1' }).selectOption({ label: 'Britain' });
  await page.getByRole('button', { name: 'Record battle', exact: true }).click();
  const item = page.getByRole('listitem', { name: 'Battle in Boulogne', exact: true });
  await item.getByRole('button', { name: 'Resolve step by step', exact: true }).click();
  const setup = item.getByRole('group', { name: 'Set up the battle in Boulogne' });
  // An attacking A3 artillery at 3 fires first; then the defending B2 cavalry at 3.
  await setup.getByRole('button', { name: 'Add attacker artillery', exact: true }).click();
  await setup.getByRole('button', { name: 'Add attacker infantry', exact: true }).click();
  await setup.getByRole('button', { name: 'Add defender cavalry', exact: true }).click();
  await setup.getByRole('button', { name: 'Add defender infantry', exact: true }).click();
  await setup.getByRole('button', { name: 'Start the battle', exact: true }).click();

  const fight = item.getByRole('region', { name: 'Battle in Boulogne, step by step' });
  const decision = fight.getByRole('group', { name: 'Decision' });
  const dice = decision.getByRole('textbox', { name: 'Table dice' });
  await decision.getByRole('radiogroup', { name: 'Dice' }).getByRole('radio', { name: 'Table dice' }).click();
  await expect(decision.locator('.decision-name')).toHaveText('Artillery 1');
  await dice.fill('6 6 6');
  await decision.getByRole('button', { name: 'Fire', exact: true }).click();
  await expect(decision.locator('.decision-name')).toHaveText('Cavalry 1');
  // A wrong count for the cavalry (3 dice for its 3 steps is right; 2 is not).
  await dice.fill('5 5');
  await decision.getByRole('button', { name: 'Fire', exact: true }).click();
  await expect(decision.getByRole('alert')).toContainText('Type the 3 dice');
  // Undo the artillery's step: its decision is back, clean. The cavalry's "5 5" is not offered for it.
  await page.locator('body').press('Control+z');
  await expect(decision.locator('.decision-name')).toHaveText('Artillery 1');
  await expect(decision.getByRole('alert')).toHaveCount(0);
  await expect(dice).toHaveValue('');
  // Still on table dice: the table's choice is kept.
  await expect(decision.getByRole('radiogroup', { name: 'Dice' }).getByRole('radio', { name: 'Table dice' })).toHaveAttribute('aria-checked', 'true');
  await expectNoRefusal(page);
});

test('solitaire: the status board shows every empire at war, not "Neutral" [12.2]', async ({ page, host }) => {
  await openApp(page, host.url);
  await createCampaign(page, { title: 'Alone', file: 'alone-status.adc', scenario: 'Solitaire', players: [{ name: 'Claire', power: 'France' }] });
  for (const empire of ['Britain', 'Austria', 'Russia']) {
    await expect(page.getByLabel(`Status of ${empire}`, { exact: true })).toHaveText('At war [12.2]');
  }
});

test('with the calculator open, Ctrl+Z undoes nothing behind it, not even a field the browser would restore', async ({ page, host }) => {
  await franceAndBritainToPlayCards(page, host.url, { title: 'Calculator over the campaign', file: 'calc-undo.adc', scenario: '1804-07: Austerlitz' });
  const card = page.getByRole('spinbutton', { name: 'France card number' });
  await card.fill('42');
  await card.fill('');
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  const log = await page.locator('.log-row').count();
  await page.locator('body').press('c');
  const calc = page.getByRole('dialog', { name: 'Battle calculator' });
  await expect(calc).toBeVisible();
  await page.keyboard.press('Control+z');
  // Nothing behind the calculator changed: the field stays empty, the log as it was, and C still closes it.
  await expect(card).toHaveValue('');
  await expect(page.locator('.log-row')).toHaveCount(log);
  await page.keyboard.press('c');
  await expect(calc).toHaveCount(0);
  await expectNoRefusal(page);
});
