// Congress of Vienna's unit forms through the real browser host, as the table fills them: Austria's Recruitment
// in the funding form (too many recruits refused, then two Austrian units to Vienna) [12.4.9]; the Army of
// Portugal entering Toulouse, where Britain picks which Eastern Army units fill the Army of Portugal [13.6.1.3];
// the landing in Holland from the Scheldt with the Northern Army (OHR 15.3). Screenshots at 1280 x 800.
import type { Page } from '@playwright/test';
import { covAtWar, declareBattle, tableDice } from './congress-of-vienna-helpers';
import { expect, expectNoRefusal, logRow, next, openApp, shot, stepTitle, test } from './fixtures';

test.setTimeout(600_000);
test.use({ actionTimeout: 60_000 });

async function open(page: Page, url: string, file: string, step: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openApp(page, url);
  await page.getByRole('button', { name: `Open ${file}`, exact: true }).click();
  await expect(stepTitle(page)).toHaveText(step, { timeout: 60_000 });
}

test('Congress of Vienna Recruitment: the recruits typed in the funding form, too many refused, two Austrian units to Vienna', async ({ page, host, dataDir }) => {
  await covAtWar(dataDir, 'recruits.adc', { until: 'funding' });
  await open(page, host.url, 'recruits.adc', 'Priorities and funding');
  const form = page.getByLabel('Austria funding');
  // Austria pays for its Recruitment (discretionary here): the recruits' fields appear.
  await form.getByRole('checkbox', { name: 'Pay for Austria Recruitment' }).check();
  const recruits = form.getByRole('group', { name: 'Austria recruits' });
  await expect(recruits).toContainText('Recruits (2 at most) to Vienna');
  // Three recruits: refused with the reason, nothing funded.
  await recruits.getByRole('spinbutton', { name: 'Recruits: Austrian' }).fill('3');
  await form.getByRole('button', { name: 'Austria funds these' }).click();
  await expect(page.getByRole('alert', { name: 'Refused', exact: true })).toContainText('Austria’s Recruitment gives up to 2 pieces, not 3 [12.4.9.1].');
  await expect(logRow(page, /^Austria funds/)).toHaveCount(0);
  await shot(page, 'cov-forms-recruits-refused-1280');
  // Two: Austria's Recruitment takes them from the Force Pool to Vienna.
  await recruits.getByRole('spinbutton', { name: 'Recruits: Austrian' }).fill('2');
  await form.getByRole('button', { name: 'Austria funds these' }).click();
  await expectNoRefusal(page);
  await expect(logRow(page, /Austria funds Austria Recruitment.*2 Austrian from the Force Pool to the Capital/)).toHaveCount(1);
  await shot(page, 'cov-forms-recruits-1280');
});

test('Congress of Vienna Toulouse: the Army of Portugal enters Toulouse, Britain chooses the Eastern Army units that fit', async ({ page, host, dataDir }) => {
  // The table reaches the Battles step with no battle declared.
  await covAtWar(dataDir, 'toulouse.adc', { then: (c) => { for (let i = 0; i < 3; i++) c.act('sequence.next', {}); } });
  await open(page, host.url, 'toulouse.adc', 'Battles');
  const armies = page.locator('details.cov-declare').filter({ hasText: 'Armies: losses, advance and retreat' });
  await armies.locator('summary').click();
  const board = armies.getByLabel('Armies and Force Pools');
  await expect(board.getByLabel('Army of Portugal')).toContainText('8/10');
  await expect(board.getByLabel('Eastern Army')).toContainText('BR 1, SP 2');
  const transfers = armies.getByRole('group', { name: 'Special transfers' });
  await expect(transfers.getByRole('button', { name: /enters Toulouse/ })).toHaveCount(0);

  // The Army of Portugal advances into Toulouse (after its battle there).
  const move = armies.getByLabel('Move an Army block');
  await move.getByRole('combobox', { name: 'Army' }).selectOption({ label: 'Army of Portugal (Portugal)' });
  await move.getByRole('combobox', { name: 'Space' }).selectOption('Toulouse');
  await move.getByRole('button', { name: 'Move the block' }).click();
  await expectNoRefusal(page);
  await expect(board.getByLabel('Army of Portugal')).toContainText('Toulouse');

  // Two of the Eastern Army's three units fit: Britain picks one British and one Spanish.
  const pick = transfers.getByRole('group', { name: 'Eastern Army units joining the Army of Portugal' });
  await expect(pick).toContainText('Britain chooses the 2 of 3 Eastern Army units that join');
  await expect(pick).toContainText('Britain chooses 2, not 0');
  await expect(transfers.getByRole('button', { name: /the Eastern Army joins the Army of Portugal \[13\.6\.1\.3\]$/ })).toHaveCount(1);
  const toulouse = transfers.getByRole('button', { name: /enters Toulouse/ });
  await pick.getByRole('spinbutton', { name: 'Joining: British' }).fill('1');
  await expect(toulouse).toBeDisabled();
  await pick.getByRole('spinbutton', { name: 'Joining: Spanish' }).fill('1');
  await expect(toulouse).toBeEnabled();
  await transfers.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await shot(page, 'cov-forms-toulouse-choice-1280');
  await toulouse.click();
  await expectNoRefusal(page);
  await expect(board.getByLabel('Army of Portugal')).toContainText('10/10');
  await expect(board.getByLabel('Army of Portugal')).toContainText('BR 5, SP 3, PT 2');
  await expect(board.getByLabel('Eastern Army')).toContainText('out of the game');
  await expect(board.getByLabel('Army of the Mediterranean')).toContainText('out of the game');
  await expect(board.getByLabel('Grande Armée')).toContainText('FR 5');
  await expect(logRow(page, /Britain chose the units kept/)).toHaveCount(1);
  await expect(logRow(page, /2 Spanish from Eastern Army: 1 to Army of Portugal, 1 to the Force Pool/)).toHaveCount(1);
  await shot(page, 'cov-forms-toulouse-1280');
});

test('Congress of Vienna landing in Holland: the Army of Scheldt lands with the Northern Army, Britain +3 VP (OHR 15.3)', async ({ page, host, dataDir }) => {
  await covAtWar(dataDir, 'scheldt.adc', { rules: { landingInHolland: true, tacticalMatrix: false } });
  await open(page, host.url, 'scheldt.adc', 'Military Operations');
  const declare = page.locator('.cov-declare');
  await declare.getByRole('combobox', { name: 'Front' }).selectOption('B');
  const scheldt = declare.getByRole('group', { name: 'Army of Scheldt (OHR 15.3)' });
  await scheldt.getByRole('checkbox', { name: 'Fights with the Northern Army for Holland' }).check();
  await scheldt.getByRole('spinbutton', { name: 'Army of Scheldt units' }).fill('2');
  await scheldt.getByRole('spinbutton', { name: 'Army of Scheldt fleets' }).fill('1');
  await scheldt.getByRole('checkbox', { name: 'British Military Operation: the landing' }).check();
  await shot(page, 'cov-forms-scheldt-declare-1280');
  await declareBattle(page, 'B', { army: 'Army of the Elbe', units: 'FR 2', space: 'Holland' }, { army: 'Northern Army', units: 'RU 3, PR 1, SW 3', space: 'Hanover', milOp: true });
  await expectNoRefusal(page);
  await expect(logRow(page, /Battle declared: Front B \(Northern Front\): Army of the Elbe against Northern Army and the Army of Scheldt/)).toHaveCount(1);

  await next(page, 'Military Support');
  await next(page, 'Strategic Movement');
  await next(page, 'Battles');
  const fight = page.getByLabel(/^Battle on Front B/);
  for (let i = 0; i < 4; i++) {
    const b = fight.getByRole('button', { name: /: fight$|: no card$/ }).first();
    if (!(await b.isVisible().catch(() => false))) break;
    await b.click();
    await expectNoRefusal(page);
  }
  await tableDice(page, 'Roll 2d6 for each side', '1 1 | 6 6');
  const result = page.getByLabel('Result on Front B (Northern Front)');
  await expect(result).toContainText('The Army of Scheldt is placed in Holland');
  await expect(result).toContainText('Britain +3 VP — The landing in Holland succeeds: the Army of Scheldt enters Holland [15.3]');
  // The landing recorded on the board: the Army of Scheldt's block in Holland, not left to the table.
  await expect(result.getByLabel('Done on the Armies')).toContainText('The Army of Scheldt lands in Holland; it may not attack Belgium from there [15.3].');
  await expect(result.getByText(/^To do: .*Scheldt/)).toHaveCount(0);
  await expect(page.getByLabel('Armies and Force Pools').getByLabel('Army of Scheldt (OHR 15.3)')).toContainText('Holland');
  await expect(page.getByLabel('Britain 10 VP')).toBeVisible();
  await expect(page.getByLabel('VP ledger')).toContainText('15.3');
  await shot(page, 'cov-forms-scheldt-1280');
});
