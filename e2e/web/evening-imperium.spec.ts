// Napoleon's Imperium, issue #11: the 1798 placement places every tray in one click (empty trays say so), and a
// fight's step shows its dice as d10 faces (as Alliance does), the same numbers the log records.
import { expect, expectNoRefusal, logRow, next, openApp, shot, stepTitle, test } from './fixtures';
import { NATIONS, closePurchases, quietCampaign, saxonyFight, top } from './imperium-helpers';

test.use({ viewport: { width: 1536, height: 960 } });
test.setTimeout(300_000);

test('Napoleon’s Imperium 1798: “Place all 8 trays” places every tray in one click; empty trays say nothing to place', async ({ page, host, dataDir }) => {
  await quietCampaign(dataDir, 'place-all.adc', { id: 'ni-place-all', title: 'Place all', seed: 11, turn: 1, stepId: 'prep-purchase' });
  await openApp(page, host.url);
  await page.getByRole('button', { name: 'Open place-all.adc', exact: true }).click();
  await expect(stepTitle(page)).toHaveText('Purchase (all nations)');

  // France buys 3 infantry and 1 cavalry; Prussia 2 infantry; the other six buy nothing.
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'French Empire Infantry +1' }).click();
  await page.getByRole('button', { name: 'French Empire Cavalry +1' }).click();
  for (let i = 0; i < 2; i++) await page.getByRole('button', { name: 'Prussian Empire Infantry +1' }).click();
  for (const n of NATIONS) await closePurchases(page, n);
  await expectNoRefusal(page);
  await next(page, 'Movement (all teams at once)');
  await next(page, 'Purchase Placement (all nations)');

  const card = (n: string) => page.getByRole('article', { name: `${n} Empire placement`, exact: true });
  await expect(card('French').locator('.ni-tray')).toContainText('3 infantry, 1 cavalry');
  await expect(card('Prussian').locator('.ni-tray')).toContainText('2 infantry');
  for (const n of ['British', 'Ottoman', 'Nordic', 'Spanish', 'Austrian', 'Russian']) await expect(card(n).locator('.ni-tray')).toContainText('empty: nothing to place');
  await expect(page.locator('.ni-cart .done-tag')).toHaveCount(0);
  const placeAll = page.getByRole('button', { name: 'Place all 8 trays', exact: true });
  await top(page.getByRole('region', { name: 'Purchase Placement' }));
  await shot(page, 'evening-imperium-place-all-before');

  // One click: all eight trays placed, each in the log, and the button gone.
  await placeAll.click();
  await expect(page.locator('.ni-cart .done-tag')).toHaveCount(8);
  for (const n of NATIONS) await expect(card(n).locator('.done-tag')).toHaveText('✓ Placed');
  await expect(placeAll).toHaveCount(0);
  await expect(logRow(page, /French Empire places 3 infantry, 1 cavalry in /)).toHaveCount(1);
  await expect(logRow(page, /Prussian Empire places 2 infantry in /)).toHaveCount(1);
  for (const n of ['British', 'Ottoman', 'Nordic', 'Spanish', 'Austrian', 'Russian']) await expect(logRow(page, `${n} Empire places nothing`)).toHaveCount(1);
  // The trays are empty now: what was bought is on the board.
  await expect(card('French').locator('.ni-tray')).toContainText('empty: nothing to place');
  await expectNoRefusal(page);
  await top(page.getByRole('region', { name: 'Purchase Placement' }));
  await shot(page, 'evening-imperium-place-all-after');
  await next(page, 'Phase One: Income and purchases');
});

test('Napoleon’s Imperium: a fight’s step shows its dice as d10 faces with the log’s numbers', async ({ page, host, dataDir }) => {
  const fight = await saxonyFight(page, host.url, dataDir, 'dice-faces.adc', { id: 'ni-dice-faces', title: 'Dice faces', seed: 12 });

  // The table's dice, all misses so the fight goes on: infantry 7 9 8, cavalry 8, defence 9 and a ten (typed 0).
  const roll = fight.getByRole('group', { name: 'Roll' });
  await roll.getByRole('button', { name: 'Enter table dice…' }).click();
  await roll.getByRole('textbox', { name: /Attacker fires: 3 infantry/ }).fill('798');
  await roll.getByRole('textbox', { name: /cavalry/ }).fill('8');
  await roll.getByRole('textbox', { name: /Defender fires/ }).fill('90');
  await roll.getByRole('button', { name: 'Use these dice' }).click();
  await expectNoRefusal(page);

  const expected: Array<[RegExp, number[]]> = [
    [/^Attacker fires: 3 infantry/, [7, 9, 8]],
    [/^Attacker fires: 1 cavalry/, [8]],
    [/^Defender fires/, [9, 0]],
  ];
  const last = fight.getByRole('list', { name: 'Last step' });
  await expect(last).toBeVisible();
  for (const [what, faces] of expected) {
    // The log records the roll as numbers…
    await expect(logRow(page, new RegExp(`${what.source.slice(1)}.*: \\[${faces.join(', ')}\\] → 0 hits`))).toHaveCount(1);
    // …and the fight shows the same numbers as d10 faces, not as "[7, 9, 8]".
    const line = last.getByRole('listitem').filter({ hasText: what });
    await expect(line).toHaveCount(1);
    const dice = line.getByRole('img');
    await expect(dice).toHaveCount(faces.length);
    expect(await dice.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))).toEqual(faces.map((f) => `${f} on a d10`));
    await expect(line.locator('.die svg')).toHaveCount(faces.length);
    await expect(line).not.toContainText('[');
    await expect(line).toContainText('→ 0 hits');
  }
  await top(fight);
  await shot(page, 'evening-imperium-dice-faces');
});
