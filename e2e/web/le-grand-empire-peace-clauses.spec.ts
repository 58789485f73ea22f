// Le Grand Empire's peace rules on campaigns saved where the group was: the mandatory alliance in the war matrix
// (a declaration of war between the bound allies refused with the reason, §13.3.2.5), and the clause picker's
// questions on the group's tables: a criteria city no province has as its capital, and a province holding
// Prussia's capital taken only when "there is no other possible choice", confirmed at the table.
import { expect, logRow, openApp, shot, stepTitle, test } from './fixtures';
import { lgeBoundAllies, lgeClauseAlly, lgePrussiaSues, send } from './lge-helpers';

test.setTimeout(300_000);
test.use({ actionTimeout: 45_000 });

test('Le Grand Empire: Prussia and France bound by the mandatory alliance; the war matrix shows it and a war between them is refused', async ({ page, host, dataDir }) => {
  await lgeBoundAllies(dataDir, 'bound.adc');
  await openApp(page, host.url);
  await page.getByRole('button', { name: 'Open bound.adc', exact: true }).click();
  await expect(stepTitle(page)).toHaveText('Diplomacy Phase');
  const matrix = page.getByRole('table', { name: 'War matrix' });
  await expect(matrix.getByRole('row', { name: /^Prussia/ }).getByRole('cell', { name: 'allied ∞' })).toHaveCount(1);
  await expect(page.getByRole('group', { name: 'Mandatory alliance Prussia – France' })).toContainText('Mandatory alliance: Prussia with France, until broken');
  await matrix.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await shot(page, 'lge-bound-allies-matrix-1280');
  const entries = await page.locator('.log-row').count();
  await page.getByRole('combobox', { name: 'Declaring power' }).selectOption({ label: 'Prussia' });
  await page.getByRole('combobox', { name: 'Enemy' }).selectOption({ label: 'France' });
  await send(page, page.getByRole('button', { name: 'Declare war' }));
  const refusal = page.getByRole('alert', { name: 'Refused', exact: true });
  await expect(refusal).toContainText('Prussia and France are bound by a mandatory alliance (§13.3.2.5): one of them breaks it first');
  await page.getByRole('button', { name: 'Declare war' }).evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await shot(page, 'lge-bound-allies-refused-1280');
  await expect(page.locator('.log-row')).toHaveCount(entries);
  await expect(logRow(page, 'Prussia declares war on France')).toHaveCount(0);
  await expect(matrix.getByRole('row', { name: /^Prussia/ }).getByRole('cell', { name: 'WAR' })).toHaveCount(0);
});

test('Le Grand Empire: the clause picker asks where the tables cannot tell, and takes Brandenburg (BERLIN) only when the group confirms no other choice', async ({ page, host, dataDir }) => {
  await lgePrussiaSues(dataDir, 'tilsit.adc');
  await openApp(page, host.url);
  await page.getByRole('button', { name: 'Open tilsit.adc', exact: true }).click();
  await expect(stepTitle(page)).toHaveText('Conquest Phase');
  const treaty = page.getByRole('region', { name: 'Peace treaty' });
  const choose = treaty.getByRole('button', { name: 'Choose this clause' });
  // The war was declared in this version: no note about the territory.
  await expect(treaty.getByLabel('Territory note')).toHaveCount(0);

  // Magdebourg, next to France's Hanover: the tables do not say where KOENIGSBERG is, so the group answers.
  await treaty.getByRole('combobox', { name: 'Peace clause' }).selectOption('province');
  await treaty.getByRole('textbox', { name: 'Province or allied minor' }).fill('Magdebourg');
  await expect(treaty.getByLabel('Adjacency')).toHaveText("Adjacency: adjacent to Hanover (France's when the war began)");
  await expect(treaty.getByLabel('Why not')).toContainText('The Provinces table does not say where KOENIGSBERG is');
  await expect(choose).toBeDisabled();
  await treaty.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await shot(page, 'lge-criteria-question-1280');
  await treaty.getByRole('radiogroup', { name: 'Does Magdebourg hold KOENIGSBERG?' }).getByRole('radio', { name: 'No, none (checked on the map)' }).check();
  await send(page, choose);
  await expect(logRow(page, /Peace clause 1\/4 chosen by France: .*Magdebourg \(to France\); adjacent to Hanover \(France's when the war began\) \(§13\.3\.2\.5\); holds none of KOENIGSBERG, said at the table/)).toHaveCount(1);

  // Brandenburg holds BERLIN: Anspach might be chosen instead, which the tables cannot settle; the group confirms.
  await treaty.getByRole('combobox', { name: 'Peace clause' }).selectOption('province');
  await treaty.getByRole('textbox', { name: 'Province or allied minor' }).fill('Brandenburg');
  await expect(treaty.getByLabel('Why not')).toContainText("Brandenburg holds BERLIN, Prussia's capital or a criteria city: it may be chosen only if there is no other possible choice (§13.3.2.5): confirm by hand that none of Anspach can be chosen");
  await expect(choose).toBeDisabled();
  const noOther = treaty.getByRole('checkbox', { name: 'No other possible choice, confirmed at the table' });
  await noOther.check();
  await expect(treaty.getByLabel('Why not')).toHaveCount(0);
  await expect(choose).toBeEnabled();
  await treaty.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await shot(page, 'lge-no-other-choice-1280');
  await send(page, choose);
  await expect(logRow(page, /Peace clause 2\/4 chosen by France: .*Brandenburg \(to France\); adjacent to Hanover \(France's when the war began\) \(§13\.3\.2\.5\); no other possible choice, confirmed by hand at the table \(§13\.3\.2\.5\)/)).toHaveCount(1);
  await expect(treaty).toContainText('Prussia chooses clause 3');
});

test('Le Grand Empire, two players, the group’s readings: Postmail opens the Diplomacy Phase; Prussia, allied by the Mandatory Alliance clause, is frozen but for an event', async ({ page, host, dataDir }) => {
  await lgeClauseAlly(dataDir, 'clause-ally.adc');
  await openApp(page, host.url);
  await page.getByRole('button', { name: 'Open clause-ally.adc', exact: true }).click();
  await expect(stepTitle(page)).toHaveText('Diplomacy Phase');
  await expect(page.getByRole('list', { name: 'Checklist' }).getByRole('listitem')).toHaveText(['Postmail (optional step, DSoP 1.2)', 'Declare and break alliances (VP adjustments)', 'Influence minor countries (2 £, embassy +10 £)', 'Influence major countries (two-player, 10 £)', 'Declare war']);
  await page.getByRole('combobox', { name: 'Major power', exact: true }).selectOption({ label: 'Prussia' });
  await page.getByRole('combobox', { name: 'Major status', exact: true }).selectOption('influenced-france');
  const setter = page.getByRole('button', { name: 'Set the major power’s status', exact: true });
  await expect(page.getByText('by the Mandatory Alliance clause: only an event moves it (A-50)')).toBeVisible();
  const entries = await page.locator('.log-row').count();
  await send(page, setter);
  const refusal = page.getByRole('alert', { name: 'Refused', exact: true });
  await expect(refusal).toContainText('only a random event moves it (“The diplomatic marker can no longer be moved, except if a random event mandates it…”, §11.3.3.3, A-50)');
  await setter.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await shot(page, 'lge-clause-ally-frozen-1280');
  await expect(page.locator('.log-row')).toHaveCount(entries);
  await refusal.getByRole('button', { name: 'Dismiss the message' }).click();
  await page.getByRole('checkbox', { name: 'moved by a random event' }).check();
  await send(page, setter);
  await expect(logRow(page, 'Prussia: allied france → influenced france (a random event)')).toHaveCount(1);
});

