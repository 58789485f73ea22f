// What the Le Grand Empire e2e specs share: a new campaign, a click that survives a dropped socket on the loaded
// machine, the markers drawn to the end of the Activation Phase, a data-editor cell typed or chosen, and
// campaigns played quietly with the engine and saved where the host reads files (a spec starts where the group was).
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { setCell } from '../../shared/data/tables';
import { groupPack, lgeCampaign, mandatoryAllianceDue, playTo, prussiaBeaten, withWoundTable, type C } from '../../shared/games/le-grand-empire/campaign-testing';
import { LE_GRAND_EMPIRE_DATA as DATA } from '../../shared/games/le-grand-empire/tables';
import { expect, expectNoRefusal, next, openApp, shots, stepTitle } from './fixtures';

/**
 * Clicks a control that sends an intent. On this shared, heavily loaded machine the page's socket to the
 * host sometimes drops for a moment ("Not connected … Nothing was changed"): then wait for it to come
 * back and click again. Any other refusal stays on screen for the test to see.
 */
export async function send(page: Page, control: Locator): Promise<void> {
  for (let attempt = 0; attempt < 4; attempt++) {
    await control.click();
    const lost = page.getByRole('alert', { name: 'Refused', exact: true }).filter({ hasText: 'Not connected' });
    await page.waitForTimeout(300);
    if (!(await lost.isVisible())) return;
    await lost.getByRole('button', { name: 'Dismiss the message' }).click();
    await page.waitForTimeout(3000);
  }
}

/** Draws until the phase ends, each draw confirmed by the log before the next (a busy host may answer slowly). */
export async function drawToTheEnd(page: Page): Promise<void> {
  const ended = page.getByText('The Operations Phase is over.');
  const played = page.locator('.lge-drawn li');
  for (let i = 0; i < 40 && !(await ended.isVisible()); i++) {
    const before = await played.count();
    await send(page, page.getByRole('button', { name: /^Draw a marker/ }));
    await expect.poll(async () => (await ended.isVisible()) || (await played.count()) > before, { timeout: 60_000 }).toBe(true);
    await expectNoRefusal(page);
  }
  await expect(ended).toBeVisible();
}

export async function editCell(page: Page, label: string, value: string): Promise<void> {
  const input = page.getByLabel(label, { exact: true });
  if ((await input.evaluate((el) => el.tagName)) === 'SELECT') await input.selectOption({ label: value });
  else {
    await input.fill(value);
    await input.press('Enter');
  }
}

/**
 * A new Le Grand Empire campaign for Ann and Bo (or, `sevenPlayers`, one player per power), starting in
 * Spring or the `season` given, on its first step (the Events Phase).
 */
export async function newCampaign(page: Page, url: string, title: string, file: string, o: { season?: 'summer' | 'autumn' | 'winter'; sevenPlayers?: boolean } = {}): Promise<void> {
  await openApp(page, url);
  await page.getByRole('combobox', { name: 'Game', exact: true }).selectOption({ label: 'Le Grand Empire' });
  if (o.sevenPlayers) await page.getByRole('button', { name: 'Seven players' }).click();
  else {
    await page.getByRole('textbox', { name: 'Player 1 name' }).fill('Ann');
    await page.getByRole('textbox', { name: 'Player 2 name' }).fill('Bo');
  }
  if (o.season) await page.getByRole('combobox', { name: 'First season' }).selectOption(o.season);
  await page.getByRole('textbox', { name: 'Campaign title' }).fill(title);
  await page.getByRole('textbox', { name: 'File name' }).fill(file);
  await page.getByRole('button', { name: 'Start the campaign' }).click();
  await expect(stepTitle(page)).toHaveText('Events Phase');
}

/** The screenshot `lge-NAME` at 1280x800 and at 1920x1080, `region` (if given) scrolled to the top of each. */
export async function both(page: Page, name: string, region?: Locator): Promise<void> {
  await shots(page, `lge-${name}`, region);
}

/** Next until the step, the first marker chosen (Empire land 3) and the markers drawn through the Activation Phase. */
export async function nextDrawingTo(page: Page, title: string): Promise<void> {
  for (let i = 0; i < 14 && (await stepTitle(page).textContent()) !== title; i++) {
    if ((await stepTitle(page).textContent()) === 'Activation and Action Phase' && !(await page.getByText('The Operations Phase is over.').isVisible())) {
      const first = page.getByRole('button', { name: 'Empire land 3', exact: true });
      if (await first.isVisible()) await send(page, first);
      await drawToTheEnd(page);
    } else await next(page);
  }
  await expect(stepTitle(page)).toHaveText(title);
}

/** In the Diplomacy Phase, `by` (France unless said) declares war on `enemy`, confirmed by the log. */
export async function declareWar(page: Page, enemy: string, by?: string): Promise<void> {
  if (by) await page.getByRole('combobox', { name: 'Declaring power' }).selectOption({ label: by });
  await page.getByRole('combobox', { name: 'Enemy' }).selectOption({ label: enemy });
  await send(page, page.getByRole('button', { name: 'Declare war' }));
  await expect(page.locator('.log-row').filter({ hasText: `${by ?? 'France'} declares war on ${enemy}` })).toHaveCount(1);
}

/** Next until the step titled `title`. */
export async function nextTo(page: Page, title: string): Promise<void> {
  for (let i = 0; i < 12 && (await stepTitle(page).textContent()) !== title; i++) await next(page);
  await expect(stepTitle(page)).toHaveText(title);
}

const save = (c: C, dataDir: string, file: string) => writeFile(path.join(dataDir, file), JSON.stringify(c.toFile(), null, 1));

/**
 * Winter 1805's budget on the group's budget tables, an infantry corps at 2 Pr and 6 £ and France's 12 infantry
 * corps counters counted (its cavalry corps not yet): France's savings cap applied and 40 £, 12 Pr collected.
 */
export async function lgeWinterBudget(dataDir: string, file: string): Promise<void> {
  let p = groupPack({ budgetTables: true });
  p = setCell(DATA, p, 'production', 'infantry-corps', 'pr', 2);
  p = setCell(DATA, p, 'production', 'infantry-corps', 'pounds', 6);
  p = setCell(DATA, p, 'counter-mix', 'france:infantry-corps', 'counters', 12);
  const c = lgeCampaign({ pack: p });
  playTo(c, 'winter-budget');
  c.act('lge.budget.savings', { power: 'france' });
  c.act('lge.budget.income', { power: 'france', lines: [{ source: 'provinces', pounds: 40, pr: 12 }] });
  await save(c, dataDir, file);
}

/** Prussia and France bound by the mandatory alliance (multi-player), until one breaks it; saved at the Diplomacy Phase. */
export async function lgeBoundAllies(dataDir: string, file: string): Promise<void> {
  const c = mandatoryAllianceDue();
  c.act('lge.peace.terms-end', { vanquished: 'prussia', victor: 'france' });
  await save(c, dataDir, file);
}

/**
 * Two-player: Prussia in France's allied box by the Mandatory Alliance clause, the group reading it as frozen
 * and playing the optional Postmail step; saved at the Diplomacy Phase.
 */
export async function lgeClauseAlly(dataDir: string, file: string): Promise<void> {
  const c = mandatoryAllianceDue({ mandatoryAllianceMarker: 'frozen', postmail: true }, true);
  c.act('lge.peace.terms-end', { vanquished: 'prussia', victor: 'france' });
  await save(c, dataDir, file);
}

/**
 * Prussia sues France (4 clauses, France chooses the first two). The group's tables: Brandenburg is Prussia's,
 * its capital BERLIN; Hanover is France's, next to Magdebourg and Brandenburg; KOENIGSBERG is no province's
 * capital. Saved in the Conquest Phase with the treaty open.
 */
export async function lgePrussiaSues(dataDir: string, file: string): Promise<void> {
  let p = groupPack();
  p = setCell(DATA, p, 'provinces', 'Brandenburg', 'country', 'prussia');
  p = setCell(DATA, p, 'provinces', 'Brandenburg', 'capital', 'Berlin');
  p = setCell(DATA, p, 'provinces', 'Hanover', 'country', 'france');
  p = setCell(DATA, p, 'adjacency', 'Brandenburg', 'neighbours', 'Magdebourg, Hanover');
  const c = lgeCampaign({ pack: p });
  prussiaBeaten(c);
  c.act('lge.peace.sue', { vanquished: 'prussia', victors: ['france'] });
  await save(c, dataDir, file);
}

/**
 * Two players, Summer 1805, on the group's wound table (1D6: 1 killed, 2-3 wounded, 4-6 unhurt): Berthier
 * commands France's army, Alten and Craig Great Britain's; Sweden is influenced by Great Britain; the USA war
 * (Great Britain, at least 1 turn) started in Spring. Saved at the Diplomacy Phase, or at the exceptional budget.
 */
export async function lgeSummer1805(dataDir: string, file: string, at: 'diplomacy' | 'exceptional-budget'): Promise<void> {
  const c = lgeCampaign({ pack: withWoundTable(groupPack(), [[1, 'killed'], [2, 'wounded'], [4, 'none']]) });
  c.act('lge.extwar.start', { name: 'USA', power: 'great-britain', minTurns: 1 });
  for (const leader of ['Berthier', 'Alten', 'Craig']) c.act('lge.leader.set', { leader, status: 'map' });
  playTo(c, 'diplomacy');
  c.act('lge.minor.status', { minor: 'Sweden', status: 'influenced', by: 'great-britain' });
  playTo(c, 'victory');
  c.act('sequence.next', {});
  playTo(c, at);
  await save(c, dataDir, file);
}
