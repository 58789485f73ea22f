// Congress of Vienna pieces through the real browser host: units a card gives taken from the Force Pool, a fleet
// from the war at sea in London, and British fleet demobilisation naming the fleets it takes off the map [10.1-10.3].
import { setCell, templatePack } from '../../shared/data/tables';
import { CONGRESS_OF_VIENNA_DATA as DATA } from '../../shared/games/congress-of-vienna/tables';
import { expect, expectNoRefusal, logRow, next, openApp, shot, stepTitle, test } from './fixtures';
import { tableDice } from './congress-of-vienna-helpers';

test.setTimeout(600_000);

/** The group's pack: piece totals from the Force Pool boxes and one war-at-sea result (test values, entered as a group would). */
function groupPack() {
  let p = { ...templatePack(DATA), name: 'Moves group' };
  for (const [k, n] of [['fr', 40], ['ru', 20], ['pr', 6], ['au', 14], ['br', 12], ['br-fleets', 8], ['sp', 6], ['pt', 4], ['us-militia', 7]] as const) p = setCell(DATA, p, 'force-pools', k, 'total', n);
  p = setCell(DATA, p, 'initial-environment-results', '2', 'col5', 'br-fleet-plus');
  return p;
}

test('Congress of Vienna: card units from the Force Pool, a fleet from the war at sea, two fleets demobilised off the map', async ({ page, host }) => {
  await openApp(page, host.url);
  const library = page.getByRole('region', { name: 'Data packs' });
  await library.getByLabel('Import a pack file').setInputFiles({ name: 'moves.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(groupPack())) });
  await expect(library.getByRole('list', { name: 'Library packs' })).toContainText('Moves group');
  await page.getByRole('combobox', { name: 'Game', exact: true }).selectOption({ label: 'Congress of Vienna' });
  for (const [i, name] of ['Ann', 'Bo', 'Cy', 'Di'].entries()) await page.getByRole('textbox', { name: `Player ${i + 1} name` }).fill(name);
  const packSelect = page.getByRole('combobox', { name: 'Data pack' });
  await packSelect.selectOption((await packSelect.locator('option', { hasText: 'Moves group' }).getAttribute('value'))!);
  await page.getByRole('textbox', { name: 'Campaign title' }).fill('Vienna moves');
  await page.getByRole('textbox', { name: 'File name' }).fill('moves.adc');
  await page.getByRole('button', { name: 'Start the campaign' }).click();
  await expect(stepTitle(page)).toHaveText('Initial Situation card', { timeout: 60_000 });

  // The Initial Situation card places two Russian units: from Russia's Force Pool to St. Petersburg [10.1].
  await page.getByRole('button', { name: 'Draw card A-1' }).click();
  const units = page.getByLabel('Units from the Initial Situation card');
  await units.getByRole('combobox', { name: 'Units for' }).selectOption({ label: 'Russia' });
  await units.getByRole('spinbutton', { name: 'Pieces' }).fill('2');
  await expect(units).toContainText('Force Pool: 14');
  await units.getByRole('button', { name: 'Take from the Force Pool' }).click();
  await expect(logRow(page, 'Russia: 2 Russian from the Force Pool to St. Petersburg, by the Initial Situation card A-1')).toHaveCount(1);
  await expect(units).toContainText('Force Pool: 12');
  for (const p of ['Russia', 'Austria', 'Britain', 'France']) await page.getByRole('button', { name: `${p}’s band done` }).click();

  // The war at sea adds a British fleet in London [10.2].
  await next(page, 'Initial Environment Table');
  await tableDice(page, 'Roll the two dice', '5 | 2');
  await expect(page.getByLabel('Initial Environment Table result')).toContainText('Column 5');

  // Demobilisation: one fleet from the War of 1812 Box and the one in London, 1 VP; the board loses both [10.3].
  await next(page, 'British fleet demobilisation');
  const board = page.getByLabel('Armies and Force Pools');
  await expect(board.getByLabel('London (Capital)')).toContainText('fleets 1');
  await expect(board.getByLabel('St. Petersburg (Capital)')).toContainText('RU 2');
  const picker = page.getByRole('group', { name: 'Fleets demobilised' });
  await picker.getByRole('spinbutton', { name: 'Fleets from the War of 1812 Box (of 1)' }).fill('1');
  await picker.getByRole('spinbutton', { name: 'Fleets from London (of 1)' }).fill('1');
  await expect(page.getByText('2 fleets = 1 VP, 0 Resources')).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await shot(page, 'cov-moves-demobilise-1280');
  await page.setViewportSize({ width: 1920, height: 1080 });
  await shot(page, 'cov-moves-demobilise-1920');
  await page.getByRole('button', { name: 'Demobilise' }).click();
  await expect(page.getByText('Britain demobilised 2 fleets: 1 VP, 0 Resources.')).toBeVisible();
  await expect(board.getByLabel('London (Capital)')).toContainText('empty');
  await expect(board.getByLabel('War of 1812 Box')).toContainText('empty');
  await expect(board).toContainText('British fleet 8');
  await expectNoRefusal(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await shot(page, 'cov-moves-demobilised-1280');
});
