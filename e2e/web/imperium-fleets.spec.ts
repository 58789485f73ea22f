// Napoleon's Imperium fleet tracker against the real browser host: the Nordic squadron joins the British
// Channel fleet in the Nordic Movement Phase of 1799 (a refusal first: no sea territory named), the combined
// fleet shows its host, members, tallies and speed; breaking off in the same turn is refused; a treaty binding
// the Nordic Empire breaks the squadron off at once, with the log saying so [§22, §22B, §28 Note, §36].
import { quietCampaign } from './imperium-helpers';
import { expect, expectNoRefusal, logRow, openApp, shot, stepTitle, test } from './fixtures';

test.use({ viewport: { width: 1536, height: 960 } });
test.setTimeout(240_000);

test('Napoleon’s Imperium: a Nordic squadron joins the British fleet, is refused a break-off, then a treaty breaks it off', async ({ page, host, dataDir }) => {
  // Played quietly to the Nordic Movement Phase of 1799 (turn 5).
  await quietCampaign(dataDir, 'fleets.adc', { id: 'ni-fleets-e2e', title: 'Fleets at sea', seed: 1799, turn: 5, stepId: 'movement' });
  await openApp(page, host.url);
  await page.getByRole('button', { name: 'Open fleets.adc' }).click();
  await expect(stepTitle(page)).toHaveText('Phase Three: Movement');
  await expect(page.getByRole('banner').locator('.game-turn')).toHaveText('Nordic turn');

  const trackers = page.getByRole('region', { name: 'Trackers' });
  await trackers.getByRole('tab', { name: /Fleets/ }).click();
  await expect(trackers.getByRole('region', { name: 'Combined fleets' })).toContainText('No allied fleet sails under another nation’s command');

  // The join form: no sea territory named for a new combined fleet is refused, and nothing changes.
  const join = trackers.getByRole('form', { name: 'Join an allied fleet' });
  await join.getByRole('textbox', { name: 'Joining fleet' }).fill('Skagerrak squadron');
  await join.getByRole('spinbutton', { name: 'Joining fleets: how many' }).fill('2');
  await join.getByRole('combobox', { name: 'Host nation' }).selectOption({ label: 'British Empire' });
  await join.getByRole('combobox', { name: 'Host fleet' }).fill('Channel fleet');
  await join.getByRole('spinbutton', { name: 'Host fleets: how many' }).fill('3');
  await join.getByRole('button', { name: 'Join the British fleet' }).click();
  const refusal = page.getByRole('alert', { name: 'Refused', exact: true });
  await expect(refusal).toContainText('Name the sea territory where the British Channel fleet lies');
  await expect(trackers.getByRole('article')).toHaveCount(0);
  await page.getByRole('button', { name: 'Dismiss the message' }).click();

  await join.getByRole('textbox', { name: 'Sea territory of the host fleet' }).fill('Portsmouth');
  await join.getByRole('button', { name: 'Join the British fleet' }).click();
  await expectNoRefusal(page);
  await expect(logRow(page, /Skagerrak squadron \(2 fleets\) joins the British Channel fleet in Portsmouth/)).toHaveCount(1);

  const card = trackers.getByRole('article', { name: 'British Channel fleet combined fleet' });
  await expect(card).toBeVisible();
  await expect(card.locator('.ni-cf-total')).toHaveText('5 fleets');
  const members = card.getByRole('list', { name: 'British Channel fleet: nations' });
  await expect(members.getByRole('listitem')).toHaveCount(2);
  await expect(members.getByRole('listitem').nth(0)).toContainText('host Channel fleet · 3 fleets');
  await expect(members.getByRole('listitem').nth(1)).toContainText('joined Skagerrak squadron · 2 fleets');
  const stat = (name: string) => card.locator('.ni-cf-stat').filter({ has: page.locator('dt').getByText(name, { exact: true }) }).locator('dd');
  await expect(stat('Invasions')).toHaveText('0 / 2');
  await expect(stat('Transports')).toHaveText('0 / 2');
  await expect(stat('Moved this year')).toHaveText('No');
  await expect(card).toContainText('stays until 1800');
  await expect(stat('Laden')).toHaveText('No');
  // TC-30: unladen, the slowest is the Nordic 6 (British 7).
  await expect(stat('Speed')).toHaveText('6');
  await expect(card).toContainText('slowest of British 7, Nordic 6');
  await card.scrollIntoViewIfNeeded();
  await shot(page, 'imperium-fleets-combined');

  // The Nordic owner may break off only at its next turn [§22].
  await card.getByRole('button', { name: 'Break off the Nordic Skagerrak squadron' }).click();
  await expect(refusal).toContainText('joined this turn: its owner may break it off at its next turn');
  await shot(page, 'imperium-fleets-breakoff-refused');
  await page.getByRole('button', { name: 'Dismiss the message' }).click();

  // Nordic troops embark: the combined fleet is laden and moves at the Nordic laden 5.
  await card.getByRole('button', { name: 'Nordic troops embark' }).click();
  await expectNoRefusal(page);
  await expect(stat('Laden')).toHaveText('Nordic');
  await expect(stat('Speed (laden)')).toHaveText('5');

  // A treaty binds the Nordic Empire: its squadron breaks off at once, and the log says so [§28 Note].
  await trackers.getByRole('tab', { name: /Treaties/ }).click();
  await trackers.getByRole('combobox', { name: 'Nation bound by the treaty' }).selectOption({ label: 'Nordic Empire' });
  await trackers.getByRole('combobox', { name: 'Nation imposing the treaty' }).selectOption({ label: 'French Empire' });
  await trackers.getByRole('button', { name: 'Make the treaty' }).click();
  await expectNoRefusal(page);
  await expect(logRow(page, /Automatic break-off: the Nordic Skagerrak squadron \(2 fleets\) breaks off from the British Channel fleet: a treaty binds Nordic Empire/)).toHaveCount(1);
  await trackers.getByRole('tab', { name: /Fleets/ }).click();
  await expect(trackers.getByRole('article')).toHaveCount(0);
  const broken = trackers.getByRole('region', { name: 'Fleets broken off' });
  await expect(broken).toContainText('Skagerrak squadron (2 fleets) left the British Channel fleet');
  await expect(broken).toContainText('moves again in 1800');
  await expect(broken).toContainText('may not re-join until after');
  // Re-joining while the treaty lasts is refused.
  await join.getByRole('textbox', { name: 'Joining fleet' }).fill('Skagerrak squadron');
  await join.getByRole('combobox', { name: 'Host nation' }).selectOption({ label: 'British Empire' });
  await join.getByRole('combobox', { name: 'Host fleet' }).fill('Channel fleet');
  await join.getByRole('textbox', { name: 'Sea territory of the host fleet' }).fill('Portsmouth');
  await join.getByRole('button', { name: 'Join the British fleet' }).click();
  await expect(refusal).toContainText('Nordic Empire is bound by a treaty');
  await page.getByRole('button', { name: 'Dismiss the message' }).click();
  await broken.scrollIntoViewIfNeeded();
  await shot(page, 'imperium-fleets-treaty');
});
