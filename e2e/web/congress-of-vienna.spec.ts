// Congress of Vienna against the real browser host: four players set up with the group's data pack (its Battle
// DRM Track), then a whole turn — the Initial Situation card and the IET, the wager through the sealed entry,
// six Diplomacy rounds, the Government funding (with a skipped priority refused), two battles fought with the
// table's dice, the end-of-turn VP and the victory check — then the host restarted and the campaign reopened.
import type { Locator, Page } from '@playwright/test';
import { setCell, templatePack } from '../../shared/data/tables';
import { CONGRESS_OF_VIENNA_DATA as DATA } from '../../shared/games/congress-of-vienna/tables';
import { startHost } from './host';
import { expect, expectHeaderWhole, expectNoRefusal, logRow, next, nextButton, openApp, shots, stepTitle, test } from './fixtures';
import { addCard, chooseLosses, declareBattle, tableDice } from './congress-of-vienna-helpers';

// A whole turn through the UI on a shared 2-core machine.
test.setTimeout(1_500_000);

/** The group's pack: the Battle DRM Track copied from the board (the rulebook's anchors: French +20 → 2, Allied +24 → 3). */
function groupPack() {
  let p = { ...templatePack(DATA), name: 'Friday group' };
  const fr: Array<[number, number]> = [[8, 1], [14, 2], [21, 3], [27, 4], [33, 5]];
  const al: Array<[number, number]> = [[8, 1], [15, 2], [22, 3], [28, 4], [34, 5]];
  const read = (row: Array<[number, number]>, t: number) => row.filter(([m]) => t >= m).at(-1)?.[1] ?? 0;
  for (let t = -10; t <= 40; t++) {
    p = setCell(DATA, p, 'battle-drm-track', String(t), 'frLoss', read(fr, t));
    p = setCell(DATA, p, 'battle-drm-track', String(t), 'alliedLoss', read(al, t));
  }
  // Two Army box limits as the group read them off its board (the Rulebook gives only 16 and 10).
  p = setCell(DATA, p, 'armies', 'spain', 'unitLimit', 10);
  p = setCell(DATA, p, 'armies', 'mediterranean', 'unitLimit', 8);
  return p;
}

const POWERS = [['France', 'Ann'], ['Russia', 'Bo'], ['Britain', 'Cy'], ['Austria', 'Di']] as const;

async function negotiate(page: Page, power: string, issue: string, value: number, debate?: { by: string; value: number }): Promise<void> {
  const form = page.getByLabel('Negotiation');
  await expect(form.locator('.big-line').first()).toContainText(power);
  await form.getByRole('combobox', { name: 'Issue to negotiate' }).selectOption(issue);
  await form.getByRole('spinbutton', { name: `${power} card value` }).fill(String(value));
  if (debate) {
    await form.getByRole('combobox', { name: 'Debater' }).selectOption({ label: debate.by });
    await form.getByRole('spinbutton', { name: `${debate.by} debate card value` }).fill(String(debate.value));
  }
  await expect(form.getByLabel('Movement calculator')).toBeVisible();
  await form.getByRole('button', { name: 'Negotiate', exact: true }).click();
}

/** Each side eligible to withdraw fights; waits for the screen to move on after each click (a loaded machine re-renders late). */
async function fightOrNot(page: Page, fight: Locator): Promise<void> {
  for (const side of ['France', 'The Allies']) {
    const b = fight.getByRole('button', { name: `${side}: fight` });
    await expect(fight.getByRole('button', { name: /: fight$/ }).or(page.getByLabel(/ military cards$/)).first()).toBeVisible();
    if (await b.isVisible()) {
      await b.click();
      await expect(b).toBeHidden();
    }
  }
}

test('Congress of Vienna: a whole turn for four Powers, saved, closed and reopened', async ({ page, host, dataDir }) => {
  await openApp(page, host.url);
  const library = page.getByRole('region', { name: 'Data packs' });
  await library.getByLabel('Import a pack file').setInputFiles({ name: 'friday.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(groupPack())) });
  await expect(library.getByRole('list', { name: 'Library packs' })).toContainText('Friday group');

  await page.getByRole('combobox', { name: 'Game', exact: true }).selectOption({ label: 'Congress of Vienna' });
  for (const [i, [, name]] of POWERS.entries()) await page.getByRole('textbox', { name: `Player ${i + 1} name` }).fill(name);
  const packSelect = page.getByRole('combobox', { name: 'Data pack' });
  await packSelect.selectOption((await packSelect.locator('option', { hasText: 'Friday group' }).getAttribute('value'))!);
  await page.getByRole('textbox', { name: 'Campaign title' }).fill('Vienna 1813');
  await page.getByRole('textbox', { name: 'File name' }).fill('vienna.adc');
  await shots(page, 'cov-setup');
  await page.getByRole('button', { name: 'Start the campaign' }).click();
  await expect(stepTitle(page)).toHaveText('Initial Situation card', { timeout: 60_000 });

  // Initial Phase.
  // The header gives the turn and phase; the conductor who acts.
  await expect(page.getByLabel('Game time')).toContainText('Turn 1');
  await expect(page.getByLabel('Game time')).toContainText('Initial Phase');
  await expect(page.getByLabel('Turn conductor')).toContainText('Acts now');
  await page.getByRole('button', { name: 'Draw card A-1' }).click();
  await page.getByRole('button', { name: 'France’s band done' }).isDisabled();
  for (const p of ['Russia', 'Austria', 'Britain', 'France']) await page.getByRole('button', { name: `${p}’s band done` }).click();
  await expect(page.locator('.cov-band.done')).toHaveCount(4);
  await next(page, 'Initial Environment Table');
  await tableDice(page, 'Roll the two dice', '5 | 2');
  await expect(page.getByLabel('Initial Environment Table result')).toContainText('Column 5');
  await next(page, 'British fleet demobilisation');
  await next(page, 'Deal the cards');
  await next(page, 'Issue Selection Wager');

  // The wager, sealed: each Power enters in turn, hidden; one reveal for everyone.
  const bids: Record<string, number> = { France: 4, Russia: 3, Britain: 4, Austria: 2 };
  for (const [power, name] of POWERS) {
    await page.getByRole('button', { name: `I am ${power} (${name}): show my entry` }).click();
    await page.getByRole('radio', { name: `${power} wager value` }).getByText(String(bids[power]), { exact: true }).click().catch(async () => {
      await page.getByRole('radiogroup', { name: `${power} wager value` }).getByRole('radio', { name: String(bids[power]), exact: true }).click();
    });
    if (power === 'Russia') await shots(page, 'cov-wager-sealed');
    await page.getByRole('button', { name: 'Seal my entry' }).click();
  }
  await page.getByRole('button', { name: 'Reveal' }).click();
  await shots(page, 'cov-wager-revealed');
  await page.getByRole('button', { name: 'Record in the log' }).click();
  // Britain won: Russia may substitute a higher Russian card [11.1.2]; it keeps its bid.
  await expect(page.getByRole('spinbutton', { name: 'Russian substitute card value' })).toHaveAttribute('min', '4');
  await page.getByRole('button', { name: 'Britain wins: Russia keeps its bid' }).click();
  await expect(logRow(page, /Wager revealed: FR 4, RU 4, BR 4, AU 2 — Britain wins/)).toHaveCount(1);
  await next(page, 'The wager winner’s Issue');
  await page.getByRole('checkbox', { name: 'Britain Military Operation 1' }).check();
  await page.getByRole('button', { name: 'Place it' }).click();
  await next(page, 'Issue selection');
  const picks: Array<[string, string, string]> = [['Austria', 'Austria Recruitment', 'British Financial Aid 1'], ['Russia', 'Russia Military Operation 1', 'Poland'], ['France', 'France Military Operation 1', 'Liberalism / Absolutism'], ['Britain', 'Sweden at War', 'Saxony']];
  for (const [p, a, b] of picks) {
    await page.getByRole('checkbox', { name: a, exact: true }).check();
    await page.getByRole('checkbox', { name: b, exact: true }).check();
    await page.getByRole('button', { name: `${p} selects these` }).click();
    // The next Power's picks start once this selection is in (the form is reset for it).
    await expect(page.getByRole('button', { name: `${p} selects these` })).toHaveCount(0);
  }
  await next(page, 'Diplomacy rounds');

  // Six rounds, Austria, Russia, France, Britain each round (clockwise from the left of Britain).
  await negotiate(page, 'Austria', 'financial-aid-1', 3, { by: 'France', value: 2 });
  await negotiate(page, 'Russia', 'ru-military-operation-1', 3);
  await page.getByLabel('Negotiation').getByRole('button', { name: 'Pass', exact: true }).click(); // France debated: it may pass
  await negotiate(page, 'Britain', 'br-military-operation-1', 5);
  const moves: Record<string, Array<[string, number]>> = {
    Austria: [['recruitment-au', 2], ['recruitment-au', 2], ['financial-aid-1', 2], ['recruitment-au', 1], ['financial-aid-1', 1]],
    Russia: [['poland', 3], ['poland', 2], ['ru-military-operation-1', 2], ['poland', 1], ['ru-military-operation-1', 1]],
    France: [['fr-military-operation-1', 4], ['liberalism-absolutism', 3], ['fr-military-operation-1', 2], ['liberalism-absolutism', 2], ['saxony', 2]],
    Britain: [['sweden-at-war', 3], ['saxony', 3], ['sweden-at-war', 2], ['saxony', 1], ['sweden-at-war', 1]],
  };
  for (let r = 2; r <= 6; r++) {
    await expect(page.getByLabel('Round counter')).toHaveText(`Round ${r} of 6`);
    for (const p of ['Austria', 'Russia', 'France', 'Britain']) {
      const [issue, v] = moves[p]![r - 2]!;
      await negotiate(page, p, issue, v);
    }
    if (r === 3) {
      await page.getByLabel('Round counter').evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await shots(page, 'cov-diplomacy-board');
    }
  }
  await expectNoRefusal(page);
  await next(page, 'Diplomacy winner');
  await expect(page.getByLabel('Britain Issues 3')).toBeVisible();
  await page.getByRole('button', { name: 'Britain wins: +2 VP' }).click();
  await expect(logRow(page, /Britain wins the Diplomacy Phase/)).toHaveCount(1);

  // Government: the funding wizard, a skipped priority refused with the reason.
  await next(page, 'Resources');
  await shots(page, 'cov-resources', 'Resources');
  await next(page, 'Priorities and funding');
  await page.getByRole('button', { name: 'Austria funds these' }).click();
  await page.getByRole('checkbox', { name: 'Pay for Russia Military Operation 1' }).uncheck();
  await page.getByRole('button', { name: 'Russia funds these' }).click();
  await expect(page.getByRole('alert', { name: 'Refused', exact: true })).toContainText('Russia must fund Russia Military Operation 1 (3rd priority) before anything discretionary [12.3].');
  await page.getByRole('checkbox', { name: 'Pay for Russia Military Operation 1' }).check();
  await page.getByRole('button', { name: 'Russia funds these' }).click();
  await page.getByRole('button', { name: 'France funds these' }).click();
  await page.getByLabel('Government order').evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await shots(page, 'cov-funding');
  await page.getByRole('button', { name: 'Britain funds these' }).click();
  await tableDice(page, 'Roll for Liberalism', '4');
  await expect(page.getByLabel('France Liberalism roll')).toContainText('the pawn advances');
  await next(page, 'Distribution of units');
  // The Armies board: every Front's blocks with their units against the box limit [8.3, 12.6.1].
  const board = page.getByLabel('Armies and Force Pools');
  await expect(board.getByLabel('Army of Portugal')).toContainText('8/10');
  await expect(board.getByLabel('Army of Portugal')).toContainText('BR 4, SP 2, PT 2');
  await expect(board.getByLabel('Grande Armée')).toContainText('Poland');
  await expect(board.getByLabel('War of 1812 Box')).toContainText('fleets 1');
  await board.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await shots(page, 'cov-armies');

  // War Phase: two battles declared, fought in Front order with the table's dice.
  await next(page, 'Military Operations');
  await declareBattle(page, 'D', { army: 'Army of the Mediterranean', units: 'FR 4', space: 'Valencia' }, { army: 'Eastern Army', units: 'BR 3, SP 2', space: 'Southern Spain', milOp: true });
  await expect(page.getByLabel('Battles in Front order')).toContainText('Front D');
  await page.locator('.cov-declare summary').click();
  await declareBattle(page, 'C', { army: 'Army of Spain', units: 'FR 7', space: 'Léon', milOp: true }, { army: 'Army of Portugal', units: 'BR 5, SP 2, PT 1', space: 'Portugal', support: '1', nationality: 'PT' });
  await expect(page.getByLabel('Battles in Front order').locator('li').first()).toContainText('Front C');
  await next(page, 'Military Support');
  await next(page, 'Strategic Movement');
  // Strategic Movement: three units are one too many [13.3]; two go from the Army of Spain to the Army of the Mediterranean.
  const move = page.getByLabel('Move pieces: Strategic Movement');
  // Only legal destinations are offered: with three units none is, and the reason is shown.
  await move.getByRole('spinbutton', { name: 'Pieces' }).fill('3');
  await move.getByRole('combobox', { name: 'From' }).selectOption({ label: 'Army of Spain' });
  await expect(move.getByRole('group', { name: 'Move to' })).toContainText('2 units of Strategic Movement');
  await move.getByRole('spinbutton', { name: 'Pieces' }).fill('2');
  await move.getByRole('group', { name: 'Move to' }).getByRole('button', { name: 'Army of the Mediterranean' }).click();
  await expect(page.getByLabel('Armies and Force Pools').getByLabel('Army of the Mediterranean')).toContainText('6/8');
  await expect(page.getByLabel('Strategic Movement used')).toContainText('France 2/2');
  await expectNoRefusal(page);
  await move.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await shots(page, 'cov-strategic-movement');
  await next(page, 'Battles');

  // Front C: the Rulebook example. France first (an Allied homeland space); French +12, Allied +19 before the dice.
  const fight = page.getByLabel(/^Battle on Front C/);
  await fightOrNot(page, fight);
  await addCard(page, 'France', 1, 'joseph-bonaparte', 2);
  await addCard(page, 'France', 2, 'event-65', 3);
  await page.getByRole('button', { name: 'France plays these' }).click();
  await addCard(page, 'The Allies', 1, 'wellington', 4);
  await addCard(page, 'The Allies', 2, 'castanos', 1);
  await page.getByRole('button', { name: 'The Allies play these' }).click();
  await expect(fight.getByLabel('France DRM total 12')).toBeVisible();
  await expect(fight.getByLabel('The Allies DRM total 19')).toBeVisible();
  await expect(fight.getByRole('img', { name: /France wins .*%, no victor .*%, the Allies win .*%/ })).toBeVisible();
  await fight.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await shots(page, 'cov-battle-odds');
  await tableDice(page, 'Roll 2d6 for each side', '3 4 | 2 2 6 5');
  await expect(page.getByLabel('Result on Front C (Portugal)')).toContainText('The Allies win');
  await expect(logRow(page, /Front C \(Portugal\): France 3\+4, the Allies 2\+2\+6\+5 \(table dice\)/)).toHaveCount(1);
  // Britain, the owner, chooses the Army of Portugal's losses (several nationalities): Front D waits for them [13.4.4].
  await expect(page.getByRole('status').filter({ hasText: 'before the battle on Front D (Mediterranean) is fought' })).toBeVisible();
  await chooseLosses(page, 'Army of Portugal', { British: 2 });

  // Front D: no withdrawal choices to make where none is eligible; no cards; the table's dice.
  const fightD = page.getByLabel(/^Battle on Front D/);
  await fightOrNot(page, fightD);
  for (let k = 0; k < 2; k++) await page.getByRole('button', { name: /: no card$/ }).first().click();
  await tableDice(page, 'Roll 2d6 for each side', '5 5 | 1 2');
  await expect(page.getByLabel('Result on Front D (Mediterranean)')).toBeVisible();
  // The Eastern Army's too; the War Phase waits for them [13.4.4].
  await expect(nextButton(page)).toBeDisabled();
  await chooseLosses(page, 'Eastern Army', { British: 1, Spanish: 1 });
  // The map's order is not entered: the group names a beaten Army's rear space (the one offered first); Next waits for it [13.4.5].
  for (const [front, army] of [['Front C (Portugal)', 'Army of Spain'], ['Front D (Mediterranean)', 'Army of the Mediterranean']]) {
    const confirm = page.getByLabel(`Result on ${front}`).getByRole('group', { name: `${army}: confirm the space` });
    if (!(await confirm.count())) continue;
    await expect(nextButton(page)).toBeDisabled();
    const space = await confirm.getByRole('combobox', { name: `${army}: space` }).inputValue();
    await confirm.getByRole('button', { name: `Confirm ${space}` }).click();
    await expect(confirm).toBeHidden();
  }
  await page.getByLabel('Battles in Front order').evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await shots(page, 'cov-battle-results');
  await expectNoRefusal(page);

  // End of Turn and the victory check.
  await next(page, 'End-of-turn VP');
  // Castile and Prussia come from the control the board records; a space not recorded is asked.
  const castile = page.getByRole('combobox', { name: 'Castile controlled by' });
  if ((await castile.inputValue()) === '') {
    await expect(page.getByRole('button', { name: 'Award the end-of-turn VP' })).toBeDisabled();
    await castile.selectOption('FR');
  }
  await page.getByRole('button', { name: 'Award the end-of-turn VP' }).click();
  await next(page, 'Victory check');
  await page.getByRole('button', { name: 'Check victory' }).click();
  await expect(page.locator('.cov-panel')).toContainText('the game goes on to Turn 2');
  const ledger = page.getByRole('table', { name: 'VP ledger' });
  await expect(ledger).toContainText('Diplomacy winner');
  await expect(ledger).toContainText('Major Battle');
  const score = page.getByLabel('Victory Points', { exact: true });
  const vp = async (p: string) => Number(((await score.getByLabel(new RegExp(`^${p} \\d+ VP$`)).getAttribute('aria-label')) ?? '').replace(/\D/g, ''));
  const before = { France: await vp('France'), Russia: await vp('Russia'), Britain: await vp('Britain'), Austria: await vp('Austria') };
  await shots(page, 'cov-end-of-turn');
  await expectHeaderWhole(page);
  await next(page, 'Initial Situation card');
  await expect(page.getByLabel('Game time')).toContainText('Turn 2');

  // Close the page, stop the host, start it again on the same folder, reopen the campaign.
  await page.close();
  await host.stop();
  const again = await startHost(dataDir);
  try {
    const page2 = await page.context().newPage();
    await openApp(page2, again.url);
    await page2.getByRole('button', { name: 'Open vienna.adc', exact: true }).click();
    await expect(stepTitle(page2)).toHaveText('Initial Situation card');
    await expect(page2.getByLabel('Game time')).toContainText('Turn 2');
    const score2 = page2.getByLabel('Victory Points', { exact: true });
    for (const [p, v] of Object.entries(before)) await expect(score2.getByLabel(`${p} ${v} VP`)).toBeVisible();
    await expect(page2.getByRole('table', { name: 'VP ledger' })).toContainText('Major Battle');
    await expect(logRow(page2, /Britain wins the Diplomacy Phase/)).toHaveCount(1);
    await shots(page2, 'cov-reopened');
    await page2.close();
  } finally {
    await again.stop();
  }
});
