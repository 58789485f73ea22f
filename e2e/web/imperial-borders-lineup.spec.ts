// Imperial Borders' Ship lineup, ordered by hand [Chapter 2: the first Ship takes Hits first]: a Ship dragged to
// the head of the lineup by its grip, another moved with the keyboard (↑ ↓ buttons, then Alt+Arrow on the focused
// Ship, announced), and the battle starting in that order; the Opening Salvo's damage in the log names the Ship by
// Nation and type, with its id only because the defender's two Frigates would otherwise read the same.
import { expect as baseExpect, expectNoRefusal, logRow, shot, test } from './fixtures';
import { prussiaAtBattles } from './imperial-borders-helpers';

const expect = baseExpect.configure({ timeout: 60_000 });
test.use({ actionTimeout: 60_000 });
test.setTimeout(600_000);

test('Imperial Borders: the Ship lineup ordered by dragging and by the keyboard; the battle starts in that order and its log names the Ships', async ({ page, host }) => {
  await prussiaAtBattles(page, host.url, 'borders-lineup.adc');

  const setup = page.getByRole('region', { name: 'Set up a battle' });
  await setup.getByRole('textbox', { name: 'Battle region' }).fill('North Sea');
  await setup.getByRole('radiogroup', { name: 'Kind of battle' }).getByRole('radio', { name: 'Open Sea' }).click();
  for (const t of ['Frigate', 'Ship of the Line', 'Frigate']) await setup.getByRole('button', { name: `Add attacker ${t}` }).click();
  const lineup = setup.getByRole('list', { name: 'Attacker Ship lineup (first takes Hits first)' });
  await lineup.getByRole('listitem').nth(2).getByRole('checkbox', { name: 'Elite' }).check();
  for (let i = 0; i < 2; i++) await setup.getByRole('button', { name: 'Add defender Frigate' }).click();
  const rows = async () => (await lineup.getByRole('listitem').allTextContents()).map((t) => (/Ship of the Line/.test(t) ? 'SoL' : 'Frigate'));
  const elite = async () => Promise.all([0, 1, 2].map((i) => lineup.getByRole('listitem').nth(i).getByRole('checkbox', { name: 'Elite' }).isChecked()));
  await expect.poll(rows).toEqual(['Frigate', 'SoL', 'Frigate']);

  // Dragged: the Elite Frigate (3rd) by its grip onto the head of the lineup.
  // Both rows on screen first: dragTo scrolls each into view in turn, and a scroll mid-drag loses the drop.
  await lineup.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await setup.getByTitle('Drag attacker Ship 3 to its place in the lineup').dragTo(lineup.getByRole('listitem').first());
  await expect.poll(rows).toEqual(['Frigate', 'Frigate', 'SoL']);
  expect(await elite()).toEqual([true, false, false]);
  // The keyboard: Tab to a move button and press it; the Ship of the Line goes up one place.
  await setup.getByRole('button', { name: 'Move attacker Ship 3 up' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(rows).toEqual(['Frigate', 'SoL', 'Frigate']);
  await expect(setup.getByRole('button', { name: 'Move attacker Ship 1 up' })).toBeDisabled();
  await expect(setup.getByRole('button', { name: 'Move attacker Ship 3 down' })).toBeDisabled();
  // Alt+Arrow on a focused Ship (the hook the casualty order of Napoleon's Imperium shares): it moves one place,
  // the focus follows it, and a screen reader hears where it went.
  const ship = (n: number) => lineup.getByRole('listitem', { name: `Attacker Ship ${n}`, exact: true });
  const attacker = setup.getByRole('group', { name: 'Attacker forces', exact: true });
  await ship(2).focus();
  await page.keyboard.press('Alt+ArrowDown');
  await expect.poll(rows).toEqual(['Frigate', 'Frigate', 'SoL']);
  await expect(ship(3)).toBeFocused();
  await expect(attacker.getByRole('status').filter({ hasText: 'moved to place' })).toHaveText('Prussia Ship of the Line moved to place 3 of 3.');
  await page.keyboard.press('Alt+ArrowUp');
  await expect.poll(rows).toEqual(['Frigate', 'SoL', 'Frigate']);
  await expect(ship(2)).toBeFocused();
  await ship(1).focus();
  await page.keyboard.press('Alt+ArrowUp');
  await expect(attacker.getByRole('status').filter({ hasText: 'already' })).toHaveText('Prussia Frigate (Elite) is already first (place 1 of 3).');
  expect(await elite()).toEqual([true, false, false]);
  await lineup.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await shot(page, 'ibl-lineup-setup-1280');

  await setup.getByRole('button', { name: 'Start the battle' }).click();
  await expectNoRefusal(page);
  // The battle starts in that order: the Elite Frigate first, then the Ship of the Line, then the other Frigate.
  const board = page.getByLabel('Attacker on the battleboard').getByRole('listitem');
  await expect(board).toHaveCount(3);
  await expect(board.nth(0)).toContainText('Prussia Frigate (Elite)');
  await expect(board.nth(1)).toContainText('Prussia Ship of the Line');
  await expect(board.nth(2)).toContainText(/Prussia Frigate(?! \(Elite)/);

  // Opening Salvo: one Black Blast from the attacker, all blanks from the defender; the Hit takes the head of
  // France's lineup. Two France Frigates would read the same, so the log adds the id.
  await page.getByRole('button', { name: /^Aggressive/ }).click();
  await page.getByRole('button', { name: /^Aggressive/ }).click();
  for (const [side, blast] of [['Attacker', 1], ['Defender', 0]] as const) {
    const dice = page.getByRole('group', { name: `${side} dice` });
    const black = Number((await dice.getByRole('heading').textContent())!.match(/(\d+) Black/)![1]);
    await dice.getByRole('button', { name: 'Enter table dice…' }).click();
    if (blast) await dice.getByRole('spinbutton', { name: `${side} Black blast` }).fill(String(blast));
    await dice.getByRole('spinbutton', { name: `${side} Black blank` }).fill(String(black - blast));
    await dice.getByRole('button', { name: `Enter ${side.toLowerCase()}’s faces` }).click();
    await expectNoRefusal(page);
  }
  await page.getByRole('button', { name: 'Assign attacker’s Hits' }).click();
  await expectNoRefusal(page);
  await expect(page.getByLabel('Last step')).toContainText('Damage: France Frigate (france-fr-1) Out-of-Action.');
  await expect(logRow(page, /North Sea, Battle Round 1: .*Damage: France Frigate \(france-fr-1\) Out-of-Action\./)).toHaveCount(1);
});
