// Game data and house rules against the real browser host: the data editor in an Alliance campaign,
// pack import / export through the library, a campaign started with a pack, and rule settings.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { createCampaign, expect, logRow, openApp, shot, test } from './fixtures';

const ALLIANCE = {
  scenario: '1804-07: Austerlitz',
  players: [
    { name: 'Alice', power: 'France' },
    { name: 'Bob', power: 'Britain' },
  ],
};

async function openGameData(page: Page): Promise<void> {
  await page.keyboard.press('d');
  await expect(page.getByRole('region', { name: 'Game data and rules' })).toBeVisible();
}

function tableButton(page: Page, title: string) {
  return page.getByRole('navigation', { name: 'Tables' }).getByRole('button', { name: new RegExp(`^${title}`) });
}

function cell(page: Page, label: string) {
  return page.getByRole('cell').filter({ has: page.getByLabel(label, { exact: true }) });
}

test('edits an Alliance campaign’s data: completeness, a card’s empire, a block’s firepower, the log, undo', async ({ page, host }) => {
  await openApp(page, host.url);
  await createCampaign(page, { title: 'Data night', file: 'data-night.adc', ...ALLIANCE });
  await expect(page.getByRole('button', { name: /^Game data/ })).toContainText('3 tables to fill in');
  await openGameData(page);

  // Completeness: the cards and the block roster need filling in; the seas are complete.
  await expect(tableButton(page, 'Campaign cards')).toContainText('39 missing');
  await expect(tableButton(page, 'Campaign cards')).toContainText('needs filling in');
  await expect(tableButton(page, 'Block roster')).toContainText('261 missing');
  await expect(tableButton(page, 'Starred Seas')).toContainText('complete');

  // A card's empire: an enum is a select; the edit is a log entry and the badge says "entered".
  await tableButton(page, 'Campaign cards').click();
  await expect(cell(page, 'Card 12: Empire').locator('.prov')).toContainText('missing');
  await page.getByLabel('Card 12: Empire', { exact: true }).selectOption({ label: 'Austria' });
  await expect(logRow(page, 'Campaign cards: Card 12, Empire = "austria"')).toHaveCount(1);
  await expect(cell(page, 'Card 12: Empire').locator('.prov')).toContainText('entered');
  await expect(cell(page, 'Card 42: Empire').locator('.prov')).toContainText('rulebook §');
  await expect(tableButton(page, 'Campaign cards')).toContainText('38 missing');

  // A block's firepower: typed, checked as it is typed (E9 is refused here, before anything is sent).
  await tableButton(page, 'Block roster').click();
  await page.getByRole('searchbox', { name: 'Search rows' }).fill('austria inf #1');
  const fire = page.getByLabel('Block austria:Inf #1: Firepower', { exact: true });
  await fire.fill('e9');
  await expect(cell(page, 'Block austria:Inf #1: Firepower').getByRole('alert')).toContainText('a letter A-D and a number 1-4');
  await fire.fill('c3');
  await expect(fire).toHaveValue('C3');
  await fire.press('Enter');
  await expect(logRow(page, 'Block roster: Block austria:Inf #1, Firepower = "C3"')).toHaveCount(1);
  await expect(cell(page, 'Block austria:Inf #1: Firepower').locator('.prov')).toContainText('entered');
  await expect(tableButton(page, 'Block roster')).toContainText('260 missing');
  await page.getByRole('searchbox', { name: 'Search rows' }).fill('austria');
  await shot(page, 'data-editor-roster');
  await page.getByRole('searchbox', { name: 'Search rows' }).fill('austria inf #1');

  // The engine's own refusal shows too: a strength above 4 is refused by the column's range first.
  await page.getByLabel('Block austria:Inf #1: Max strength', { exact: true }).fill('5');
  await expect(cell(page, 'Block austria:Inf #1: Max strength').getByRole('alert')).toContainText('at most 4');
  await page.getByLabel('Block austria:Inf #1: Max strength', { exact: true }).fill('4');
  await page.getByLabel('Block austria:Inf #1: Max strength', { exact: true }).press('Enter');
  await expect(logRow(page, 'Max strength = 4')).toHaveCount(1);

  // Diff against the rulebook, and only the changed rows.
  await page.getByRole('searchbox', { name: 'Search rows' }).fill('');
  await page.getByRole('button', { name: /^Only changed/ }).click();
  await expect(page.getByRole('table', { name: 'Block roster' }).locator('tbody tr')).toHaveCount(1);
  await page.getByRole('button', { name: /^Diff against the rulebook/ }).click();
  await expect(page.getByRole('region', { name: 'Changes from the rulebook' })).toContainText('2 values differ from the rulebook');
  await shot(page, 'data-editor-blocks');

  // Undo (the header's button): the strength goes, then the firepower goes back to missing.
  await page.getByRole('button', { name: /^Undo: Block roster: Block austria:Inf #1, Max strength/ }).click();
  await page.getByRole('button', { name: /^Undo: Block roster: Block austria:Inf #1, Firepower/ }).click();
  await expect(logRow(page, 'Firepower = "C3"').locator('del')).toHaveCount(1);
  await page.getByRole('button', { name: /^All rows/ }).click();
  await page.getByRole('searchbox', { name: 'Search rows' }).fill('austria inf #1');
  await expect(page.getByLabel('Block austria:Inf #1: Firepower', { exact: true })).toHaveValue('');
  await expect(cell(page, 'Block austria:Inf #1: Firepower').locator('.prov')).toContainText('missing');
  await expect(tableButton(page, 'Block roster')).toContainText('261 missing');

  // An open table grows and shrinks: a Victory City added from the map, another removed.
  await tableButton(page, 'Victory Cities').click();
  await page.getByRole('textbox', { name: 'New city', exact: true }).fill('Vienna');
  await page.getByRole('textbox', { name: 'New city: Value' }).fill('2');
  await page.getByRole('combobox', { name: 'New city: Homeland of' }).selectOption({ label: 'Austria' });
  await page.getByRole('button', { name: 'Add city' }).click();
  await expect(logRow(page, 'Victory Cities: City Vienna, Value = 2')).toHaveCount(1);
  await expect(logRow(page, 'Victory Cities: City Vienna, Homeland of = "austria"')).toHaveCount(1);
  await expect(page.getByLabel('City Vienna: Value', { exact: true })).toHaveValue('2');
  await page.getByRole('button', { name: 'Remove City Hamburg' }).click();
  await expect(logRow(page, 'Victory Cities: removed Hamburg')).toHaveCount(1);
  await expect(page.getByLabel('City Hamburg: Value', { exact: true })).toHaveCount(0);
  await shot(page, 'data-editor-open-table');

  // Esc goes back to the campaign.
  await page.locator('.de-view-title').click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('region', { name: 'Game data and rules' })).toHaveCount(0);
  await expect(page.locator('.step-title')).toBeVisible();
});

async function downloadJson(page: Page, click: () => Promise<void>): Promise<{ name: string; json: any }> {
  const waiting = page.waitForEvent('download');
  await click();
  const d = await waiting;
  const file = await d.path();
  return { name: d.suggestedFilename(), json: JSON.parse(await readFile(file!, 'utf8')) };
}

const asFile = (name: string, value: unknown) => ({ name, mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(value)) });

test('packs: a bad pack shows every problem and changes nothing; export and re-import through the library; a new campaign with the pack; a rule setting in the log', async ({ page, host }) => {
  await openApp(page, host.url);
  await expect(page.getByRole('region', { name: 'Data packs' })).toContainText('No packs yet');
  await createCampaign(page, { title: 'Pack night', file: 'pack-night.adc', ...ALLIANCE });
  await openGameData(page);

  // Fill in a little: card 12 is Austria's, France's Inf #1 is C3 at strength 4.
  await page.getByLabel('Card 12: Empire', { exact: true }).selectOption({ label: 'Austria' });
  await expect(logRow(page, 'Card 12, Empire')).toHaveCount(1);
  await tableButton(page, 'Block roster').click();
  await page.getByRole('searchbox', { name: 'Search rows' }).fill('france inf #1');
  await page.getByLabel('Block france:Inf #1: Firepower', { exact: true }).fill('C3');
  await page.getByLabel('Block france:Inf #1: Firepower', { exact: true }).press('Enter');
  await expect(logRow(page, 'france:Inf #1, Firepower = "C3"')).toHaveCount(1);

  // Export the campaign's pack under a name.
  await page.getByRole('tab', { name: 'Data packs' }).click();
  await page.getByRole('textbox', { name: 'Pack name' }).fill('Thursday club deck');
  const exported = await downloadJson(page, () => page.getByRole('button', { name: 'Export as a file' }).click());
  expect(exported.name).toBe('alliance-thursday-club-deck.json');
  expect(exported.json.name).toBe('Thursday club deck');
  expect(exported.json.tables.cards.rows.find((r: any) => r.key === '12').cells.empire).toEqual({ v: 'austria', src: 'group' });

  // A bad pack: a strength of 9, card 42 gone, a table nobody knows. Every problem is listed; nothing changes.
  const bad = structuredClone(exported.json);
  bad.tables.blocks.rows.find((r: any) => r.key === 'austria:Inf #2').cells.maxStrength = { v: 9, src: 'group' };
  bad.tables.cards.rows = bad.tables.cards.rows.filter((r: any) => r.key !== '42');
  bad.tables.generals = { rows: [] };
  const logBefore = await page.locator('.log-row').count();
  await page.getByLabel('Import a pack file').setInputFiles(asFile('broken.json', bad));
  const problems = page.getByRole('alert', { name: 'Pack problems' });
  await expect(problems).toContainText('broken.json cannot be used');
  await expect(problems).toContainText('Nothing was changed. All 3 problems:');
  await expect(problems).toContainText('Max strength must be at most 4 (got 9)');
  await expect(problems).toContainText('Campaign cards: row 42 is missing.');
  await expect(problems).toContainText('Unknown table "generals".');
  await shot(page, 'data-pack-problems');
  await expect(page.locator('.log-row')).toHaveCount(logBefore);
  await expect(page.locator('.dw-pack')).toContainText('Rulebook values');
  // Not JSON at all.
  await page.getByLabel('Import a pack file').setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{ card 12: austria') });
  await expect(problems).toContainText('This file is not JSON');

  // A rule setting: a log entry, shown as chosen.
  await page.getByRole('tab', { name: 'Rules' }).click();
  await expect(page.getByRole('radio', { name: '+2 to its player’s roll, initiating or matching' })).toBeChecked();
  await page.getByRole('radio', { name: '+2 only when its player initiates the bid' }).check();
  await expect(logRow(page, /Rule setting “Talleyrand “Diplomacy \+2””: .* → \+2 only when its player initiates the bid/)).toHaveCount(1);
  await expect(page.getByRole('radio', { name: '+2 only when its player initiates the bid' })).toBeChecked();
  await page.getByRole('switch', { name: 'Variant 6.22: Gentleman’s Diplomacy' }).check();
  await expect(logRow(page, /Gentleman’s Diplomacy.*On: player alliances change only in Winter/)).toHaveCount(1);
  await shot(page, 'data-rules');
  await page.getByRole('button', { name: /^Undo: Rule setting “Variant 6.22/ }).click();
  await expect(page.getByRole('switch', { name: 'Variant 6.22: Gentleman’s Diplomacy' })).not.toBeChecked();

  // Home: the bad pack is refused by the library too; the exported one goes in, and comes out the same.
  await page.getByRole('button', { name: 'Close the campaign' }).click();
  const library = page.getByRole('region', { name: 'Data packs' });
  await library.getByLabel('Import a pack file').setInputFiles(asFile('broken.json', bad));
  await expect(library.getByRole('alert', { name: 'Pack problems' })).toContainText('row 42 is missing');
  await expect(library.getByRole('list', { name: 'Library packs' }).locator('li')).toHaveCount(0);
  await library.getByLabel('Import a pack file').setInputFiles(asFile(exported.name, exported.json));
  await expect(library.getByRole('list', { name: 'Library packs' })).toContainText('Thursday club deck');
  await expect(library.getByRole('alert', { name: 'Pack problems' })).toHaveCount(0);
  const again = await downloadJson(page, () => library.getByRole('button', { name: 'Export Thursday club deck' }).click());
  expect(again.json.tables).toEqual(exported.json.tables);
  expect(again.json.name).toBe('Thursday club deck');

  // A new campaign with that pack and a rule setting of its own.
  await page.getByRole('combobox', { name: 'Data pack' }).selectOption({ label: 'Thursday club deck (299 missing)' });
  await page.locator('.nc-rules summary').click();
  await page.getByRole('switch', { name: 'Hidden treasuries' }).check();
  await expect(page.locator('.nc-rules summary')).toContainText('1 changed');
  await shot(page, 'home-new-campaign-pack');
  await createCampaign(page, { title: 'With our deck', file: 'with-deck.adc', ...ALLIANCE });
  await openGameData(page);
  await expect(page.locator('.dw-pack')).toContainText('Thursday club deck');
  await tableButton(page, 'Campaign cards').click();
  await expect(cell(page, 'Card 12: Empire').locator('.prov')).toContainText('entered');
  await expect(page.getByLabel('Card 12: Empire', { exact: true })).toHaveValue('austria');
  await page.getByRole('tab', { name: 'Rules' }).click();
  await expect(page.getByRole('switch', { name: 'Hidden treasuries' })).toBeChecked();

  // A library pack brought into a running campaign: one log entry, undoable.
  await page.getByRole('tab', { name: 'Data packs' }).click();
  await page.getByRole('button', { name: 'Use Thursday club deck in this campaign' }).click();
  await expect(logRow(page, 'Data pack “Thursday club deck” now in use')).toHaveCount(1);
});

/** The attacker-holds figure of the calculator's first battle, as a number (percent). */
async function attackerHolds(page: Page): Promise<number> {
  const el = page.getByTestId('attacker-holds').first();
  await expect(el).toHaveText(/\d/);
  await expect(page.locator('.headline.stale')).toHaveCount(0);
  return Number((await el.textContent())!.replace(/[^\d.]/g, ''));
}

async function setBlock(page: Page, key: string, values: { maxStrength?: string; firepower?: string }): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search rows' }).fill(key.replace(':', ' '));
  for (const [col, label] of [['maxStrength', 'Max strength'], ['firepower', 'Firepower']] as const) {
    const v = values[col];
    if (v === undefined) continue;
    const input = page.getByLabel(`Block ${key}: ${label}`, { exact: true });
    await input.fill(v);
    await input.press('Enter');
    await expect(logRow(page, `Block ${key}, ${label} = ${col === 'firepower' ? `"${v}"` : v}`)).toHaveCount(1);
  }
}

async function fightFranceAustria(page: Page): Promise<number> {
  await page.getByRole('button', { name: /Battle calculator/ }).click();
  const calc = page.getByRole('dialog', { name: 'Battle calculator' });
  await expect(calc).toBeVisible();
  const clear = calc.getByRole('button', { name: /^Clear / });
  if (await clear.count()) await clear.first().click();
  await calc.getByRole('radio', { name: 'to Attacker' }).first().click();
  await calc.getByRole('combobox', { name: 'Add block from roster' }).first().selectOption('france:Inf #1');
  await calc.getByRole('radio', { name: 'to Defender' }).first().click();
  await calc.getByRole('combobox', { name: 'Add block from roster' }).first().selectOption('austria:Inf #1');
  return attackerHolds(page);
}

test('the odds follow the data: a block’s firepower entered in the editor changes the calculator’s figure', async ({ page, host }) => {
  await openApp(page, host.url);
  await createCampaign(page, { title: 'Odds from our blocks', file: 'odds-data.adc', ...ALLIANCE });

  // The calculator sends us to the data editor for a roster block it cannot use yet.
  await page.getByRole('button', { name: /Battle calculator/ }).click();
  const calc = page.getByRole('dialog', { name: 'Battle calculator' });
  await calc.getByRole('combobox', { name: 'Add block from roster' }).first().selectOption('france:Inf #1');
  await calc.getByRole('button', { name: 'Open the data editor' }).click();
  await expect(calc).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Table: Block roster' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Showing the 1 row asked for: france:Inf #1' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Block roster' }).locator('tbody tr')).toHaveCount(1);
  await shot(page, 'data-from-calculator');
  await page.getByRole('button', { name: 'Show all rows' }).click();

  // The roster's labels, entered in the data editor: France Inf #1 C1 strength 4, Austria Inf #1 C2 strength 4.
  await setBlock(page, 'france:Inf #1', { maxStrength: '4', firepower: 'C1' });
  await setBlock(page, 'austria:Inf #1', { maxStrength: '4', firepower: 'C2' });
  await page.getByRole('button', { name: 'Close game data' }).click();

  const before = await fightFranceAustria(page);
  expect(before).toBeGreaterThan(0);
  expect(before).toBeLessThan(100);
  await shot(page, 'data-odds-before');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Battle calculator' })).toHaveCount(0);

  // Back to the data: France's Inf #1 fires C4 on our labels.
  await openGameData(page);
  await setBlock(page, 'france:Inf #1', { firepower: 'C4' });
  await expect(cell(page, 'Block france:Inf #1: Firepower').locator('.prov')).toContainText('entered');
  await page.getByRole('button', { name: 'Close game data' }).click();

  const after = await fightFranceAustria(page);
  expect(after).toBeGreaterThan(before);
  // The figure says it rests on values the group entered, not the rulebook's.
  await expect(page.getByRole('dialog', { name: 'Battle calculator' }).getByText('Uses values entered by your group').first()).toBeVisible();
  await shot(page, 'data-odds-after');
});

test('library: an Imperial Borders pack, its dice faces and a grid, saved and reopened', async ({ page, host }) => {
  await openApp(page, host.url);
  const library = page.getByRole('region', { name: 'Data packs' });
  await library.getByRole('combobox', { name: 'Game of the new pack' }).selectOption({ label: 'Imperial Borders' });
  await library.getByRole('button', { name: 'Start from the rulebook values' }).click();
  await expect(page.getByRole('textbox', { name: 'Pack name' })).toHaveValue('Our components');
  await page.getByRole('textbox', { name: 'Pack name' }).fill('Our Imperial Borders dice');

  // The dice: faces as chips, added and removed, counted, saved as one value.
  await tableButton(page, 'Battle dice').first().click();
  const black = page.getByRole('group', { name: 'Dice faces: Black Cannon die (0 Blank, 1 Blast, 2 Double Blast, 3 Bar)' });
  await expect(black).toContainText('0 faces');
  for (const f of [0, 1, 1, 2, 3, 3, 3]) await black.getByRole('button', { name: `Add a face ${f}` }).click();
  await expect(black).toContainText('7 faces');
  await black.getByRole('button', { name: 'Remove face 7 (3)' }).click();
  await expect(black).toContainText('6 faces');
  await black.getByRole('button', { name: 'Save faces' }).click();
  await expect(black.locator('.prov')).toContainText('entered');
  await expect(black.getByRole('list', { name: /faces$/ }).locator('li')).toHaveCount(6);
  await shot(page, 'data-library-dice');

  // A grid: dice per Force, rulebook values with their sections.
  await tableButton(page, 'Battle dice per Force').click();
  await expect(cell(page, 'Force full-infantry: White dice (land battle)').locator('.prov')).toContainText('rulebook Reference Chart');
  await page.getByLabel('Force cannon: Black dice', { exact: true }).fill('2');
  await page.getByLabel('Force cannon: Black dice', { exact: true }).press('Enter');
  await expect(cell(page, 'Force cannon: Black dice').locator('.prov')).toContainText('entered');
  await page.getByRole('button', { name: /^Diff against the rulebook/ }).click();
  await expect(page.getByRole('region', { name: 'Changes from the rulebook' })).toContainText('1 value differs from the rulebook');
  await shot(page, 'data-library-grid');

  await page.getByRole('button', { name: 'Save to the library' }).click();
  await expect(page.getByText('Saved in the library', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(library.getByRole('list', { name: 'Library packs' })).toContainText('Our Imperial Borders dice');
  await expect(library.getByRole('list', { name: 'Library packs' })).toContainText('Imperial Borders');
  await library.scrollIntoViewIfNeeded();
  await shot(page, 'home-data-packs');

  // Reopened: the values are there. A change not saved is asked about on closing.
  await library.getByRole('button', { name: 'Edit Our Imperial Borders dice' }).click();
  await tableButton(page, 'Battle dice').first().click();
  await expect(page.getByRole('group', { name: /^Dice faces: Black/ })).toContainText('6 faces');
  await tableButton(page, 'Battle dice per Force').click();
  await expect(page.getByLabel('Force cannon: Black dice', { exact: true })).toHaveValue('2');
  await page.getByLabel('Force frigate: Black dice', { exact: true }).fill('3');
  await page.getByLabel('Force frigate: Black dice', { exact: true }).press('Enter');
  await page.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByRole('alertdialog', { name: 'Unsaved changes' })).toBeVisible();
  await page.getByRole('button', { name: 'Close without saving' }).click();
  await expect(library.getByRole('list', { name: 'Library packs' }).locator('li')).toHaveCount(1);
  await library.getByRole('button', { name: 'Delete Our Imperial Borders dice' }).click();
  await library.getByRole('button', { name: 'Really delete Our Imperial Borders dice' }).click();
  await expect(library.getByRole('list', { name: 'Library packs' }).locator('li')).toHaveCount(0);
});

test('Napoleon’s Imperium: the 160 Battle Cards, searched and filled in, long text and all', async ({ page, host }) => {
  await page.setViewportSize({ width: 1536, height: 960 });
  await openApp(page, host.url);
  await page.getByRole('combobox', { name: 'Game', exact: true }).selectOption({ label: 'Napoleon’s Imperium' });
  await page.getByRole('button', { name: '4 players' }).click();
  for (const [i, n] of ['Ann', 'Ben', 'Cal', 'Dee'].entries()) await page.getByRole('textbox', { name: `Player ${i + 1} name` }).fill(n);
  await page.getByRole('textbox', { name: 'Campaign title' }).fill('Cards night');
  await page.getByRole('textbox', { name: 'File name' }).fill('cards-night.adc');
  await page.getByRole('button', { name: 'Start the campaign' }).click();
  await expect(page.locator('.step-title')).toBeVisible();

  await openGameData(page);
  await tableButton(page, 'Battle Cards').click();
  await expect(tableButton(page, 'Battle Cards')).toContainText('480 missing');
  const table = page.getByRole('table', { name: 'Battle Cards' });
  await expect(table.locator('tbody tr')).toHaveCount(160);
  await page.getByRole('searchbox', { name: 'Search rows' }).fill('russian card 2');
  await expect(table.locator('tbody tr').first()).toContainText('Russian card 2');
  await page.getByLabel('Card ru:2: Title', { exact: true }).fill('Winter quarters');
  await page.getByLabel('Card ru:2: Title', { exact: true }).press('Tab');
  await expect(logRow(page, 'Battle Cards: Card ru:2, Title = "Winter quarters"')).toHaveCount(1);
  await page.getByLabel('Card ru:2: Kind', { exact: true }).selectOption({ label: 'Other' });
  await expect(logRow(page, 'Card ru:2, Kind = "standard"')).toHaveCount(1);
  const text = page.getByLabel('Card ru:2: Consequence (card text)', { exact: true });
  await text.fill('Russia loses two-income points in the next playing turn.');
  await text.press('Enter');
  await expect(logRow(page, 'Card ru:2, Consequence (card text) = "Russia loses two-income points')).toHaveCount(1);
  await expect(tableButton(page, 'Battle Cards')).toContainText('477 missing');
  await page.getByRole('searchbox', { name: 'Search rows' }).fill('russian');
  await shot(page, 'data-imperium-battle-cards');
});
