// Napoleon's Imperium, found by playing at the table: table dice typed wrongly say what is wrong (not just a
// greyed button), and a single die typed "10" is read as the ten.
import { expect, expectNoRefusal, logRow, openApp, stepTitle, test } from './fixtures';
import { newTerritory, quietCampaign } from './imperium-helpers';

test.use({ viewport: { width: 1536, height: 960 } });
test.setTimeout(300_000);

test('Napoleon’s Imperium: table dice typed wrongly in a fight say why they cannot be used', async ({ page, host, dataDir }) => {
  await quietCampaign(dataDir, 'qa-dice.adc', { id: 'qa-dice', title: 'Table dice', seed: 5, turn: 2, stepId: 'attack' });
  await openApp(page, host.url);
  await page.getByRole('button', { name: 'Open qa-dice.adc', exact: true }).click();
  await expect(stepTitle(page)).toHaveText('Phase Two: Attack');

  const rec = page.getByRole('region', { name: 'Record a battle' });
  await rec.getByRole('combobox', { name: 'Territory attacked' }).fill('Saxony');
  await newTerritory(page.getByRole('group', { name: 'Territory data needed' }), 'Saxony', 3, 'Prussian Empire');
  await expect(rec.getByRole('button', { name: 'Prussian', pressed: true })).toBeVisible({ timeout: 30_000 });
  await rec.getByRole('spinbutton', { name: 'Attacking Infantry', exact: true }).fill('3');
  await rec.getByRole('spinbutton', { name: 'Attacking Cavalry', exact: true }).fill('1');
  await rec.getByRole('spinbutton', { name: 'Defending Infantry', exact: true }).fill('2');
  await rec.getByRole('button', { name: '⚔ Fight it step by step' }).click();

  const roll = page.getByRole('region', { name: 'Battle step by step' }).getByRole('group', { name: 'Roll' });
  await roll.getByRole('button', { name: 'Enter table dice…' }).click();
  const cavalry = roll.getByRole('textbox', { name: /cavalry/ });
  const infantry = roll.getByRole('textbox', { name: /Attacker fires: 3 infantry/ });
  const defence = roll.getByRole('textbox', { name: /Defender fires/ });
  const use = roll.getByRole('button', { name: 'Use these dice' });

  // A letter, then four faces for three dice: greyed, and each says why.
  await infantry.fill('12x');
  await expect(roll.getByRole('status')).toContainText('Only the faces 0-9 (0 is a 10)');
  await infantry.fill('1234');
  await expect(roll.getByRole('status')).toContainText('4 dice typed, 3 needed');
  await expect(infantry).toHaveAttribute('aria-invalid', 'true');
  await expect(use).toBeDisabled();

  // The cavalry's one die typed "10" is the ten (a miss), not two dice.
  await infantry.fill('123');
  await cavalry.fill('10');
  await defence.fill('0 9');
  await expect(roll.getByRole('status')).toHaveCount(0);
  await expect(use).toBeEnabled();
  await use.click();
  await expectNoRefusal(page);
  await expect(logRow(page, /Attacker fires: 1 cavalry \(hits on 1-7\): \[0\] → 0 hits/)).toHaveCount(1);
  await expect(logRow(page, /Battle for Saxony: French Empire won/)).toHaveCount(1);
});
