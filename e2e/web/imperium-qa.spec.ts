// Napoleon's Imperium, found by playing at the table: table dice typed wrongly say what is wrong (not just a
// greyed button), and a single die typed "10" is read as the ten.
import { expect, expectNoRefusal, logRow, openApp, stepTitle, test } from './fixtures';
import { attackerHitsEverything, quietCampaign, saxonyFight } from './imperium-helpers';

test.use({ viewport: { width: 1536, height: 960 } });
test.setTimeout(300_000);

test('Napoleon’s Imperium: table dice typed wrongly in a fight say why they cannot be used', async ({ page, host, dataDir }) => {
  const fight = await saxonyFight(page, host.url, dataDir, 'qa-dice.adc', { id: 'qa-dice', title: 'Table dice', seed: 5 });

  const roll = fight.getByRole('group', { name: 'Roll' });
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
  // The fight is over and Prussia must draw: the card to draw is brought into view, not left above the fold.
  const due = page.getByRole('region', { name: 'Battle Card to draw' });
  await expect(due.getByRole('spinbutton', { name: 'Prussian Empire card number' })).toBeInViewport();
});

test('Napoleon’s Imperium: a combined fleet’s fight names each nation’s fleets, and the log says nations, not codes', async ({ page, host, dataDir }) => {
  await quietCampaign(dataDir, 'qa-sea.adc', { id: 'qa-sea', title: 'Combined fleet', seed: 6, turn: 2, stepId: 'attack' });
  await openApp(page, host.url);
  await page.getByRole('button', { name: 'Open qa-sea.adc', exact: true }).click();
  await expect(stepTitle(page)).toHaveText('Phase Two: Attack');

  const rec = page.getByRole('region', { name: 'Record a battle' });
  await rec.getByRole('radio', { name: 'Sea battle' }).click();
  await rec.getByRole('combobox', { name: 'Sea territory' }).fill('English Channel');
  // Before a defender is chosen the defending side says so (not "Defender defending").
  await expect(rec.getByRole('group', { name: 'Defending (choose the defender above)' })).toBeVisible();
  await rec.getByRole('group', { name: 'Defenders' }).getByRole('button', { name: 'British' }).click();
  await expect(rec.getByRole('group', { name: 'British defending' })).toBeVisible();
  await rec.getByRole('group', { name: 'Allied fleets' }).getByRole('button', { name: 'Spanish' }).click();
  await rec.getByRole('spinbutton', { name: 'Attacking Fleets', exact: true }).fill('3');
  await rec.getByRole('spinbutton', { name: 'Joined Spanish Fleets', exact: true }).fill('1');
  await rec.getByRole('spinbutton', { name: 'Defending Fleets', exact: true }).fill('2');
  await rec.getByRole('button', { name: '⚔ Fight it step by step' }).click();

  const fight = page.getByRole('region', { name: 'Battle step by step' });
  await expect(fight.getByLabel('French (attacking)')).toContainText('3 French fleets');
  await expect(fight.getByLabel('French (attacking)')).toContainText('1 Spanish fleet');
  await expect(fight.getByLabel('British (defending)')).toContainText('2 fleets');
  await expect(fight.getByLabel('British (defending)').locator('.ni-fight-groups')).toHaveText('2 fleets');

  // Every allied die hits, every British die misses: the British are sunk, then the sea prize roll.
  await attackerHitsEverything(fight.getByRole('group', { name: 'Roll' }));
  await expect(fight.getByRole('group', { name: 'Roll' })).toContainText('Sea prize: French rolls 1 d10');
  await expect(logRow(page, /Removed from the defender: 2 × British fleets\./)).toHaveCount(1);
  await expect(logRow(page, /the attacker \(French\) wins/)).toHaveCount(1);
});
