// Napoleon's Imperium: a sea battle recorded by hand, won by a combined fleet under the rule setting "each
// nation": the British and the Nordic fleets each roll for the sea prize from their own survivors, the host
// first, and the log says what each took [§19, §22, A21].
import { quietCampaign } from './imperium-helpers';
import { expect, expectNoRefusal, logRow, openApp, shot, stepTitle, test } from './fixtures';

test.use({ viewport: { width: 1536, height: 960 } });
test.setTimeout(240_000);

test('Napoleon’s Imperium: a combined fleet wins at sea and each nation rolls for its own sea prize', async ({ page, host, dataDir }) => {
  // Played quietly to the British Attack Phase of 1799 (turn 3), with the "each nation" reading.
  await quietCampaign(dataDir, 'prize.adc', { id: 'ni-prize-e2e', title: 'Prizes at sea', seed: 1805, turn: 3, stepId: 'attack', rules: { combinedFleetPrize: 'each-nation' } });
  await openApp(page, host.url);
  await page.getByRole('button', { name: 'Open prize.adc' }).click();
  await expect(stepTitle(page)).toHaveText('Phase Two: Attack');
  await expect(page.getByRole('banner').locator('.game-turn')).toHaveText('British turn');

  const rec = page.getByRole('region', { name: 'Record a battle' });
  await rec.getByRole('radiogroup', { name: 'Kind of battle' }).getByRole('radio', { name: 'Sea battle' }).click();
  await rec.getByRole('combobox', { name: 'Sea territory' }).fill('North Sea');
  await rec.getByRole('group', { name: 'Defenders' }).getByRole('button', { name: 'French' }).click();
  await rec.getByRole('group', { name: 'Allied fleets' }).getByRole('button', { name: 'Nordic' }).click();
  await rec.getByRole('spinbutton', { name: 'Attacking Fleets', exact: true }).fill('5');
  await rec.getByRole('spinbutton', { name: 'Joined Nordic Fleets', exact: true }).fill('3');
  await rec.getByRole('spinbutton', { name: 'Defending Fleets', exact: true }).fill('4');

  // The winner is not known before the dice: each side's rolling nations have their boxes.
  const record = page.getByRole('group', { name: 'Record the result' });
  await record.getByRole('spinbutton', { name: 'Enemy fleets sunk' }).fill('4');
  const ifWins = record.getByRole('group', { name: /^Sea prize: fleets surviving if British wins/ });
  await expect(ifWins.getByRole('spinbutton')).toHaveCount(2);
  await ifWins.getByRole('spinbutton', { name: 'British fleets surviving' }).fill('4');
  await ifWins.getByRole('spinbutton', { name: 'Nordic fleets surviving' }).fill('2');
  await expect(record.getByRole('group', { name: /^Sea prize: fleets surviving if French wins/ }).getByRole('spinbutton')).toHaveCount(1);
  await record.scrollIntoViewIfNeeded();
  await shot(page, 'imperium-sea-prize-form');
  await rec.getByRole('button', { name: 'Record: British wins North Sea' }).click();
  await expectNoRefusal(page);

  // Both nations rolled, the host first; every capture is capped by the 4 fleets sunk.
  const row = logRow(page, /Sea battle in North Sea: British Empire \+ Nordic Empire win/);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(/Sea prize: British Empire rolls 1 die .*Sea prize: Nordic Empire rolls 1 die/);
  await row.scrollIntoViewIfNeeded();
  await shot(page, 'imperium-sea-prize-log');
});
