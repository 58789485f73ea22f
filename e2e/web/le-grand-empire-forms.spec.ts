// Le Grand Empire's forms at the table, on a Summer 1805 campaign saved where the group was: diplomacy on a
// minor (its box read for the −1 and moved on a success, 2 £ debited each time), a senior leader's takeover
// (5 £) and a wound check with its odds shown before the dice typed in; then the external war's end check
// with its turns modifier, an entered modifier and the chance shown, and the dismissals (5 £, free after a
// defeat) at the Reinforcements Phase; the Winter budget refusing a corps over the counter mix (§12.4.2).
// Screenshots at 1280x800, each form at the top of the screen; the Winter budget at 1920x1080 too.
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoRefusal, logRow, next, openApp, shot, shots, stepTitle, test } from './fixtures';
import { lgeSummer1805, lgeWinterBudget, send } from './lge-helpers';

test.setTimeout(180_000);
test.use({ actionTimeout: 45_000 });

/** The screenshot `lge-forms-NAME-1280` with `form` scrolled to the top. */
async function look(page: Page, name: string, form: Locator): Promise<void> {
  await form.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await shot(page, `lge-forms-${name}-1280`);
}

/** A power's £ in the treasuries table. */
const pounds = (page: Page, power: string) => page.getByRole('table', { name: 'Treasuries', exact: true }).getByRole('row').filter({ hasText: power }).locator('td.num').first();

test('Le Grand Empire: diplomacy on Sweden moves its box, a takeover and a wound check are paid and recorded', async ({ page, host, dataDir }) => {
  await lgeSummer1805(dataDir, 'summer.adc', 'diplomacy');
  await openApp(page, host.url);
  await page.getByRole('button', { name: 'Open summer.adc', exact: true }).click();
  await expect(stepTitle(page)).toHaveText('Diplomacy Phase');
  await expect(page.locator('.lge-season')).toHaveText('Summer 1805');
  await expect(pounds(page, 'France')).toHaveText('60');

  // France tries Sweden, influenced by Great Britain: the −1 is read from the box, not typed.
  const minors = page.getByRole('list', { name: 'Minor countries', exact: true });
  await expect(minors).toHaveText('Sweden: influenced (Great Britain)');
  const procs = page.getByRole('region', { name: 'Named procedures', exact: true });
  await send(page, procs.getByRole('button', { name: 'Diplomacy on a minor', exact: true }));
  await procs.getByRole('textbox', { name: 'Minor country tried', exact: true }).fill('Sweden');
  await expect(procs.getByRole('note', { name: "The minor's box", exact: true })).toHaveText('now influenced (Great Britain): moves one box on a success');
  const influenced = procs.getByRole('checkbox', { name: 'Influenced by another power', exact: true });
  await expect(influenced).toBeChecked();
  await expect(influenced).toBeDisabled();
  await expect(procs.locator('.lge-mods')).toContainText('Influenced by another power −1');
  await expect(procs.locator('.lge-mods')).toContainText('Cost: 2 £');
  // 2D6 − 1 ≥ 10: 3 in 36.
  await expect(procs.locator('.lge-chance')).toContainText('2D6 − 1 ≥ 10');
  await expect(procs.locator('.lge-chance .lge-big')).toHaveText('8.3%');
  await look(page, 'minor-diplomacy', procs.locator('.lge-proc'));
  await procs.getByRole('checkbox', { name: 'Table dice', exact: true }).check();
  await procs.getByRole('textbox', { name: 'Dice thrown at the table (3 5)', exact: true }).fill('6 6');
  await send(page, procs.getByRole('button', { name: 'Roll 2D6', exact: true }));
  await expect(logRow(page, 'Diplomacy on a minor on Sweden (France): Success: 6+6 − 1 = 11 (2D6 − 1 ≥ 10); Sweden now neutral; chance was 8.3 %; 2 £ paid')).toHaveCount(1);
  await expect(pounds(page, 'France')).toHaveText('58');
  // Great Britain's box taken back one step: neutral now, so no −1 on the second try.
  await expect(procs.getByRole('note', { name: "The minor's box", exact: true })).toHaveText('now neutral: moves one box on a success');
  await expect(influenced).not.toBeChecked();
  await expect(page.getByText('Every minor country is neutral.', { exact: true })).toBeVisible();
  await expect(procs.locator('.lge-chance .lge-big')).toHaveText('16.7%');
  await procs.getByRole('textbox', { name: 'Dice thrown at the table (3 5)', exact: true }).fill('5 5');
  await send(page, procs.getByRole('button', { name: 'Roll 2D6', exact: true }));
  await expect(logRow(page, 'Diplomacy on a minor on Sweden (France): Success: 5+5 = 10 (2D6 ≥ 10); Sweden now influenced (France); chance was 16.7 %; 2 £ paid')).toHaveCount(1);
  await expect(pounds(page, 'France')).toHaveText('56');
  await expect(procs.getByRole('note', { name: "The minor's box", exact: true })).toHaveText('now influenced (France): moves one box on a success');
  await expect(minors).toHaveText('Sweden: influenced (France)');
  await look(page, 'minor-boxes', page.getByRole('table', { name: 'War matrix', exact: true }));
  await expectNoRefusal(page);

  // The Activation Phase: Napoleon, from the pool, takes command of Berthier's army for 5 £.
  await next(page, 'Initiative Pool');
  await next(page, 'Activation and Action Phase');
  const reg = page.getByRole('region', { name: 'Registries', exact: true });
  const takeover = reg.getByRole('group', { name: 'Takeover', exact: true });
  await takeover.getByRole('combobox', { name: 'Senior leader arriving', exact: true }).selectOption('Napoleon');
  await takeover.getByRole('combobox', { name: 'Leader replaced', exact: true }).selectOption('Berthier');
  await look(page, 'takeover', takeover);
  await send(page, takeover.getByRole('button', { name: /^Take over/ }));
  await expect(logRow(page, "Napoleon takes command of Berthier's army: France pays 5 £, Berthier goes to the leader pool (§4.2.4.2)")).toHaveCount(1);
  await expect(pounds(page, 'France')).toHaveText('51');
  await expect(reg.locator('tr[data-leader="Napoleon"] .lge-where')).toHaveText('On the map · army');
  await expect(reg.locator('tr[data-leader="Berthier"] .lge-where')).toHaveText('Leader pool');

  // Alten's wound check on the group's table: the odds read before the die, a 2 typed, wounded for two turns.
  await expect(reg.getByRole('note', { name: 'Wound check odds', exact: true })).toHaveText('Wound check (1D6, table “Leader wounds”): wounded 33.3%, killed 16.7%, unhurt 50.0% §8.2.6');
  const alten = reg.locator('tr[data-leader="Alten"]');
  await alten.getByRole('checkbox', { name: 'Table dice', exact: true }).check();
  await alten.getByRole('textbox', { name: 'Dice thrown at the table (4)', exact: true }).fill('2');
  await look(page, 'wound-check', alten);
  await send(page, alten.getByRole('button', { name: 'Wound check', exact: true }));
  await expect(logRow(page, 'Wound check, Alten: 2 = 2, wounded, back in the pool in Winter 1805 (§8.2.6.1)')).toHaveCount(1);
  await expect(alten.locator('.lge-where')).toHaveText('Wounded: back in Winter 1805');
  await expect(alten.getByRole('button', { name: 'Wound check', exact: true })).toHaveCount(0);
  await expectNoRefusal(page);
});

test('Le Grand Empire: the USA war ends on an entered roll with its modifiers and chance shown; two dismissals, one paid', async ({ page, host, dataDir }) => {
  await lgeSummer1805(dataDir, 'budget.adc', 'exceptional-budget');
  await openApp(page, host.url);
  await page.getByRole('button', { name: 'Open budget.adc', exact: true }).click();
  await expect(stepTitle(page)).toHaveText('Economical Phase (exceptional budget)');
  await expect(pounds(page, 'Great Britain')).toHaveText('80');

  // Turn 2 of a war of at least 1: +1; the table rules an event's +1 as well: 2D6 + 2 ≥ 10, 15 in 36.
  const reg = page.getByRole('region', { name: 'Registries', exact: true });
  await reg.getByRole('tab', { name: /^Special rules/ }).click();
  const wars = reg.getByRole('group', { name: /^External wars/ });
  await expect(wars.locator('li').filter({ hasText: 'USA' })).toContainText('USA (Great Britain): turn 2 of at least 1');
  await expect(wars.getByRole('button', { name: /^Try to end it/ })).toHaveText('Try to end it (2D6 + 1 ≥ 10, 27.8%)');
  await expect(wars.getByRole('note', { name: 'USA: modifiers', exact: true })).toHaveText('Turns of war +1');
  await wars.getByRole('spinbutton', { name: 'USA: other modifier (event)', exact: true }).fill('1');
  await expect(wars.getByRole('button', { name: /^Try to end it/ })).toHaveText('Try to end it (2D6 + 2 ≥ 10, 41.7%)');
  await expect(wars.getByRole('note', { name: 'USA: modifiers', exact: true })).toHaveText('Turns of war +1 · Other modifier +1');
  await wars.getByRole('checkbox', { name: 'Table dice', exact: true }).check();
  await wars.getByRole('textbox', { name: 'Dice thrown at the table (3 5)', exact: true }).fill('4 4');
  await look(page, 'external-war', wars);
  await send(page, wars.getByRole('button', { name: /^Try to end it/ }));
  await expect(logRow(page, 'USA war: 2D6 4+4 + 2 = 10, the war ends (≥ 10; chance was 41.7 %, §14.1)')).toHaveCount(1);
  await expect(wars.locator('li').filter({ hasText: 'USA' })).toContainText('USA (Great Britain): ended Summer 1805');
  await expectNoRefusal(page);

  // The Reinforcements Phase: Alten dismissed for 5 £, Craig free after a minor defeat; both back in the pool.
  await next(page, 'Reinforcements and replacements Phase');
  await reg.getByRole('tab', { name: /^Leaders/ }).click();
  const dismissal = reg.getByRole('group', { name: 'Dismissal', exact: true });
  await dismissal.getByRole('combobox', { name: 'Leader dismissed', exact: true }).selectOption('Alten');
  await look(page, 'dismissal', dismissal);
  await send(page, dismissal.getByRole('button', { name: 'Dismiss', exact: true }));
  await expect(logRow(page, 'Alten dismissed to the leader pool: Great Britain pays 5 £; draw his successor at random, never him (§4.2.4.1)')).toHaveCount(1);
  await expect(pounds(page, 'Great Britain')).toHaveText('75');
  await dismissal.getByRole('combobox', { name: 'Leader dismissed', exact: true }).selectOption('Craig');
  await dismissal.getByRole('combobox', { name: 'Defeated in battle', exact: true }).selectOption('minor');
  await send(page, dismissal.getByRole('button', { name: 'Dismiss', exact: true }));
  await expect(logRow(page, 'Craig dismissed to the leader pool, free after a defeat; draw his successor at random, never him (§4.2.4.1)')).toHaveCount(1);
  await expect(pounds(page, 'Great Britain')).toHaveText('75');
  for (const who of ['Alten', 'Craig']) await expect(reg.locator(`tr[data-leader="${who}"] .lge-where`)).toHaveText('Leader pool');
  await expectNoRefusal(page);
});

test('Le Grand Empire Winter budget: a corps over the counter mix is refused with the reason, the uncounted cavalry corps said so; at 1280 and 1920', async ({ page, host, dataDir }) => {
  await lgeWinterBudget(dataDir, 'winter.adc');
  await openApp(page, host.url);
  await page.getByRole('button', { name: 'Open winter.adc', exact: true }).click();
  await expect(stepTitle(page)).toHaveText('Economical Phase (Winter budget)');
  const budget = page.getByRole('region', { name: 'Winter budget', exact: true });
  const limits = budget.getByRole('list', { name: 'Production limits', exact: true });
  await expect(limits).toContainText('Counters (no more units than the counters in the game): infantry corps 12 in the game; the counter limit of cavalry corps is not checked: fill in the table “Counter mix”');

  // All 12 French infantry corps counters in use: none left, §12.4.2 quoted; nothing paid.
  await budget.getByRole('spinbutton', { name: 'Produce infantry-corps', exact: true }).fill('1');
  await budget.getByRole('spinbutton', { name: 'Infantry corps (a new counter): counters in use', exact: true }).fill('12');
  await send(page, budget.getByRole('button', { name: 'Produce', exact: true }));
  const refusal = page.getByRole('alert', { name: 'Refused', exact: true });
  await expect(refusal).toContainText('France has no infantry corps counter left: the game provides 12, 12 in use. “Each major and minor power has a maximum number of units that can be produced. This limit is simply the number of counters provided in the game” (§12.4.2).');
  await expect(logRow(page, /France produces/)).toHaveCount(0);
  await refusal.getByRole('button', { name: 'Dismiss the message' }).click();

  // Ten in use: the corps is built, and counted against the box for the rest of the phase.
  await budget.getByRole('spinbutton', { name: 'Infantry corps (a new counter): counters in use', exact: true }).fill('10');
  await send(page, budget.getByRole('button', { name: 'Produce', exact: true }));
  await expect(logRow(page, 'France produces 1 × infantry-corps: 6 £, 2 Pr')).toHaveCount(1);
  await expect(limits).toContainText('infantry corps 12 in the game, 1 built now');
  await shots(page, 'lge-forms-winter-budget', budget.getByRole('group', { name: /^Production/ }));
  await expectNoRefusal(page);
});
