// Congress of Vienna through the real browser host: Russia's choice of a Russian or Prussian unit for a Minor
// Country (an illegal choice refused with the reason) [12.4.6]; Paris with the Grande Armée in it: France's
// Military Support one marker per Front, the Northern Army beaten in Paris sent back to Belgium on the board,
// and Berthier refused in a second Paris battle [13.6.5]; Front C without the map's order: the group confirms the
// Army of Spain’s rear space by hand and the Army of Portugal advances [13.4.5]; Front A pushed out of Paris to
// Alsace [13.6.5]; the Army of Spain beaten in Toulouse into Paris, the Grande Armée following with the battle, undone
// and redone with it [13.6.5]. Screenshots at 1280 x 800.
import type { Locator, Page } from '@playwright/test';
import { setCell } from '../../shared/data/tables';
import { CONGRESS_OF_VIENNA_DATA as DATA } from '../../shared/games/congress-of-vienna/tables';
import { actingNow } from '../../shared/games/congress-of-vienna/state';
import { fundingItems } from '../../shared/games/congress-of-vienna/actions/government';
import { addCard, battlesPack, chooseLosses, covAtWar, declareBattle } from './congress-of-vienna-helpers';
import { expect, expectNoRefusal, logRow, next, openApp, shot, stepTitle, test } from './fixtures';

test.setTimeout(600_000);
test.use({ actionTimeout: 60_000 });

const refused = (page: Page) => page.getByRole('alert', { name: 'Refused', exact: true });

test('Congress of Vienna: Russia chooses its Minor Country unit; a Prussian one its Force Pool lacks is refused', async ({ page, host, dataDir }) => {
  // The group's piece totals: 20 Russian units, 1 Prussian (it stands with the Northern Army, so none in the Force Pool).
  let pack = battlesPack();
  for (const [k, n] of [['ru', 20], ['pr', 1], ['fr', 40], ['au', 14], ['br', 12], ['sp', 6], ['pt', 4], ['br-fleets', 8], ['us-militia', 7]] as const) pack = setCell(DATA, pack, 'force-pools', k, 'total', n);
  // The Powers before Russia fund their mandatory Issues; Russia's armies have taken Poland: recorded as Allied, as the referee would.
  await covAtWar(dataDir, 'minor.adc', {
    rules: { tacticalMatrix: false, denmarkNorwayBox: false }, pack, until: 'funding',
    then: (c) => {
      for (let p = actingNow(c.state)[0]; p && p !== 'RU'; p = actingNow(c.state)[0])
        c.act('cov.fund', { power: p, paid: fundingItems(c.state, p).filter((i) => i.mandatory && i.payer === p).map((i) => i.issue.id), militarySupport: 0, soundGovernment: false });
      c.act('cov.forces.control', { space: 'Poland', side: 'allied' });
    },
  });

  await page.setViewportSize({ width: 1280, height: 800 });
  await openApp(page, host.url);
  await page.getByRole('button', { name: 'Open minor.adc', exact: true }).click();
  await expect(stepTitle(page)).toHaveText('Priorities and funding', { timeout: 60_000 });
  await page.getByRole('checkbox', { name: 'Pay for Poland' }).check();
  const choice = page.getByRole('combobox', { name: 'Poland: Russian or Prussian unit' });
  await choice.selectOption('PR');
  await shot(page, 'cov-minor-unit-choice');
  await page.getByRole('button', { name: 'Russia funds these' }).click();
  await expect(refused(page)).toContainText('Russia’s Force Pool has no Prussian unit for Poland: choose a Russian one [12.4.6].');
  await choice.selectOption('RU');
  await page.getByRole('button', { name: 'Russia funds these' }).click();
  await expect(logRow(page, /Russia funds .*Poland: a Russian unit to St\. Petersburg/)).toHaveCount(1);
  await expectNoRefusal(page);
});

/** Clicks "fight" for each side the Withdrawal step asks, then the Allies' "no card" when they decide first. */
async function toFrenchCards(battle: Locator, page: Page): Promise<void> {
  const alliesNone = page.getByRole('button', { name: 'The Allies: no card' });
  const cards = alliesNone.or(page.getByLabel('France military cards'));
  for (let i = 0; i < 3; i++) {
    const fight = battle.getByRole('button', { name: /: fight$/ });
    await expect(fight.or(cards).first()).toBeVisible();
    if (!(await fight.isVisible())) break;
    const name = (await fight.textContent())!;
    await fight.click();
    await expect(battle.getByRole('button', { name, exact: true })).toBeHidden();
  }
  await expect(cards).toBeVisible();
  if (await alliesNone.isVisible()) await alliesNone.click();
  await expect(page.getByLabel('France military cards')).toBeVisible();
}

/** The referee puts an Army block in Paris, where it got on an earlier turn (the Armies panel's block move). */
async function putInParis(page: Page, army: string, name: string): Promise<Locator> {
  await page.getByText('Armies: losses, advance and retreat').click();
  const mover = page.getByLabel('Move an Army block');
  await mover.getByRole('combobox', { name: 'Army' }).selectOption(army);
  await mover.getByRole('combobox', { name: 'Movement' }).selectOption('transfer');
  await mover.getByRole('combobox', { name: 'Space' }).selectOption('Paris');
  await mover.getByRole('button', { name: 'Move the block' }).click();
  await expect(mover.getByRole('combobox', { name: 'Army' })).toContainText(`${name} (Paris)`);
  return mover;
}

/** A battle fought without military cards, the losses each side inflicts typed (manual mode). */
async function fightWithoutCards(page: Page, battle: Locator, france: number, allies: number): Promise<void> {
  await toFrenchCards(battle, page);
  await page.getByRole('button', { name: 'France: no card' }).click();
  const alliesNone = page.getByRole('button', { name: 'The Allies: no card' });
  const inflicts = page.getByRole('spinbutton', { name: 'France inflicts' });
  await expect(alliesNone.or(inflicts).first()).toBeVisible();
  if (await alliesNone.isVisible()) await alliesNone.click();
  await expectNoRefusal(page);
  await inflicts.fill(String(france));
  await page.getByRole('spinbutton', { name: 'Allies inflict' }).fill(String(allies));
  await page.getByRole('button', { name: 'Type the losses (manual mode)' }).click();
}

test('Congress of Vienna: Paris — one French Support marker per Front, the Northern Army pushed out of Paris, Berthier in a single Paris battle', async ({ page, host, dataDir }) => {
  await covAtWar(dataDir, 'paris.adc', { rules: { tacticalMatrix: false, denmarkNorwayBox: false, bohemiaToAlsace: 'always' }, support: { FR: 2, BR: 1, RU: 1 }, atDistribution: (c) => c.act('cov.forces.transfer', { transfer: 'grande-armee-to-paris' }) });
  await page.setViewportSize({ width: 1280, height: 800 });
  await openApp(page, host.url);
  await page.getByRole('button', { name: 'Open paris.adc', exact: true }).click();
  await expect(stepTitle(page)).toHaveText('Military Operations', { timeout: 60_000 });

  // Two battles against the Grande Armée in Paris: the Northern Army in Paris (Front B), the Army of Portugal from Toulouse (Front C).
  await declareBattle(page, 'B', { army: 'Grande Armée', units: 'FR 1', space: 'Paris', milOp: true }, { army: 'Northern Army', units: 'RU 3, PR 1, SW 3', space: 'Paris' });
  await expect(page.getByLabel('Battles in Front order').locator('li')).toHaveCount(1);
  await expectNoRefusal(page);
  await page.locator('.cov-declare summary').click();
  await declareBattle(page, 'C', { army: 'Grande Armée', units: 'FR 1', space: 'Paris' }, { army: 'Army of Portugal', units: 'BR 4, SP 2, PT 2', space: 'Toulouse', milOp: true });
  await expect(page.getByLabel('Battles in Front order').locator('li')).toHaveCount(2);
  await expectNoRefusal(page);

  // Military Support: with the Grande Armée in Paris each marker goes on a Front, one per Front (no Napoleon on Turn 1).
  await next(page, 'Military Support');
  const support = page.getByLabel('Military Support to place');
  await support.getByRole('combobox', { name: 'France Military Support: with' }).selectOption({ label: 'Grande Armée' });
  const front = support.getByRole('combobox', { name: 'France Military Support in Paris: for the battle on Front' });
  await front.selectOption('B');
  const place = support.locator('li').filter({ hasText: 'France' }).getByRole('button', { name: 'Place' });
  await place.click();
  await expect(logRow(page, 'France: Military Support with Grande Armée in Paris, for the battle on Front B [13.2, 13.6.5]')).toHaveCount(1);
  await place.click();
  await expect(refused(page)).toContainText('Front B already has France’s Military Support marker in Paris: one per Front (two only with Napoleon available for the War Phase) [13.6.5].');
  await shot(page, 'cov-paris-support');
  await front.selectOption('C');
  await place.click();
  await expect(logRow(page, 'France: Military Support with Grande Armée in Paris, for the battle on Front C [13.2, 13.6.5]')).toHaveCount(1);
  await next(page, 'Strategic Movement');
  await next(page, 'Battles');

  // The referee puts the Northern Army's block in Paris (it got there on an earlier turn).
  const mover = await putInParis(page, 'northern', 'Northern Army');

  // Front B: France attacks with Berthier; the losses typed; the Northern Army goes back to Belgium on the board.
  const b = page.getByLabel('Battle on Front B (Northern Front)');
  await toFrenchCards(b, page);
  await addCard(page, 'France', 1, 'berthier', 2);
  await page.getByRole('button', { name: 'France plays these' }).click();
  await expectNoRefusal(page);
  await page.getByRole('spinbutton', { name: 'France inflicts' }).fill('1');
  await page.getByRole('spinbutton', { name: 'Allies inflict' }).fill('0');
  await page.getByRole('button', { name: 'Type the losses (manual mode)' }).click();
  const result = page.getByLabel('Result on Front B (Northern Front)');
  await expect(result.getByLabel('Done on the Armies')).toContainText('Northern Army retreats from Paris to Belgium; the Grande Armée stays in Paris [13.6.5].');
  await expect(mover.getByRole('combobox', { name: 'Army' })).toContainText('Northern Army (Belgium)');
  await expect(mover.getByRole('combobox', { name: 'Army' })).toContainText('Grande Armée (Paris)');

  // Russia chooses the Northern Army's lost unit before Front C is fought [13.4.4].
  await chooseLosses(page, 'Northern Army', { Russian: 1 });

  // Front C: Berthier again is refused with the reason, and the battle goes on without him.
  const cBattle = page.getByLabel('Battle on Front C (Portugal)');
  await toFrenchCards(cBattle, page);
  await addCard(page, 'France', 1, 'berthier', 2);
  await page.getByRole('button', { name: 'France plays these' }).click();
  await expect(refused(page)).toContainText('Berthier served in the Paris battle on Front B (Northern Front) this War Phase: he is used for a single Paris battle [13.6.5].');
  await shot(page, 'cov-paris-berthier');
});

test('Congress of Vienna: Front C without the map’s order — the group names the Army of Spain’s rear space, one click, the Army of Portugal advances', async ({ page, host, dataDir }) => {
  // The battle declared from the board at Turn 1's Military Operations: the Army of Portugal attacks Léon.
  await covAtWar(dataDir, 'front-c.adc', {
    rules: { tacticalMatrix: false, denmarkNorwayBox: false },
    then: (c) => c.act('cov.battle.declare', { input: { game: 'congress-of-vienna', front: 'C', french: { army: 'army-of-spain' }, allied: { army: 'army-of-portugal', owner: 'BR', milOp: true } } }),
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await openApp(page, host.url);
  await page.getByRole('button', { name: 'Open front-c.adc', exact: true }).click();
  await expect(stepTitle(page)).toHaveText('Military Operations', { timeout: 60_000 });
  await next(page, 'Military Support');
  await next(page, 'Strategic Movement');
  await next(page, 'Battles');

  await fightWithoutCards(page, page.getByLabel('Battle on Front C (Portugal)'), 0, 2);

  // The Rulebook does not print Front C's order: the block is not moved, the group confirms the space.
  const result = page.getByLabel('Result on Front C (Portugal)');
  await expect(result.getByLabel('Still to do on the Armies')).toContainText('or confirm the space by hand');
  const confirm = result.getByRole('group', { name: 'Army of Spain: confirm the space' });
  await expect(confirm).toContainText('Army of Portugal advances into Léon');
  await expect(confirm.getByRole('combobox', { name: 'Army of Spain: space' })).toHaveValue('Castile');
  await expect(confirm.getByRole('combobox', { name: 'Army of Spain: space' }).locator('option', { hasText: 'Portugal' })).toHaveCount(0);
  await shot(page, 'cov-front-c-by-hand');
  await confirm.getByRole('button', { name: 'Confirm Castile' }).click();
  await expectNoRefusal(page);
  await expect(logRow(page, 'Front C (Portugal): Army of Spain retreats to Castile; Army of Portugal advances into Léon [13.4.5] (confirmed by hand)')).toHaveCount(1);
  await expect(result.getByLabel('Done on the Armies')).toContainText('Army of Spain retreats to Castile; Army of Portugal advances into Léon [13.4.5].');
  await expect(confirm).toBeHidden();
  // The Armies' panel opens by itself once a battle has its result.
  const army = page.getByLabel('Move an Army block').getByRole('combobox', { name: 'Army' });
  await expect(army).toContainText('Army of Spain (Castile)');
  await expect(army).toContainText('Army of Portugal (Léon)');
  await shot(page, 'cov-front-c-moved');
});

test('Congress of Vienna: Front A pushed out of Paris — the Army of Silesia beaten there by the Grande Armée goes back to Alsace on the board', async ({ page, host, dataDir }) => {
  // The Grande Armée went to Paris (Silesia and Bohemia to Alsace) [13.6.5]; the battle declared where it stands.
  await covAtWar(dataDir, 'paris-a.adc', { rules: { tacticalMatrix: false, denmarkNorwayBox: false, bohemiaToAlsace: 'always' }, atDistribution: (c) => c.act('cov.forces.transfer', { transfer: 'grande-armee-to-paris' }) });
  await page.setViewportSize({ width: 1280, height: 800 });
  await openApp(page, host.url);
  await page.getByRole('button', { name: 'Open paris-a.adc', exact: true }).click();
  await expect(stepTitle(page)).toHaveText('Military Operations', { timeout: 60_000 });
  await declareBattle(page, 'A', { army: 'Grande Armée', units: 'FR 1', space: 'Paris', milOp: true }, { army: 'Army of Silesia', units: 'RU 3', space: 'Paris' });
  await expectNoRefusal(page);
  await next(page, 'Military Support');
  await next(page, 'Strategic Movement');
  await next(page, 'Battles');

  // The Army of Silesia's block got into Paris on an earlier turn: the referee puts it there (Bohemia, in its space, moves with it [13.6.2]).
  const mover = await putInParis(page, 'silesia', 'Army of Silesia');
  await fightWithoutCards(page, page.getByLabel('Battle on Front A (Central Europe)'), 1, 0);
  // Alsace is Front A's space next to Paris by the Rulebook's own text (13.6.5 with 4.2): the app moves the block.
  const result = page.getByLabel('Result on Front A (Central Europe)');
  await expect(result.getByLabel('Done on the Armies')).toContainText('Army of Silesia and Army of Bohemia retreat from Paris to Alsace; the Grande Armée stays in Paris [13.6.5].');
  await expect(result.getByRole('group', { name: /confirm the space/ })).toHaveCount(0);
  await expect(mover.getByRole('combobox', { name: 'Army' })).toContainText('Army of Silesia (Alsace)');
  await expectNoRefusal(page);
  await shot(page, 'cov-front-a-pushed-out');
});

test('Congress of Vienna: the Army of Spain beaten in Toulouse falls back into Paris and the Grande Armée goes to Paris with the battle, no button; undone and redone with it', async ({ page, host, dataDir }) => {
  // Front C's order as a group would enter it; Poland's VP (black 3) for the test. The Army of Portugal in Gascony
  // attacks the Army of Spain in Toulouse; the Allies hold Catalonia (Front D), so it may [13.6.1.2].
  let pack = battlesPack();
  for (const [space, col, v] of [['Portugal', 'order', 1], ['Léon', 'order', 2], ['Castile', 'order', 3], ['Gascony', 'order', 4], ['Toulouse', 'order', 5], ['Poland', 'vp', 3], ['Poland', 'vpColour', 'black']] as const) pack = setCell(DATA, pack, 'map-spaces', space, col, v);
  await covAtWar(dataDir, 'toulouse.adc', {
    rules: { tacticalMatrix: false, denmarkNorwayBox: false }, pack,
    then: (c) => {
      for (let i = 0; i < 3; i++) c.act('sequence.next', {});
      c.act('cov.forces.army', { army: 'spain', space: 'Toulouse', why: 'transfer' });
      c.act('cov.forces.army', { army: 'portugal', space: 'Gascony', why: 'transfer' });
      c.act('cov.forces.control', { space: 'Catalonia', side: 'allied' });
      c.act('cov.battle.declare', { input: { game: 'congress-of-vienna', front: 'C', french: { army: 'army-of-spain' }, allied: { army: 'army-of-portugal', owner: 'BR', milOp: true } } });
    },
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await openApp(page, host.url);
  await page.getByRole('button', { name: 'Open toulouse.adc', exact: true }).click();
  await expect(stepTitle(page)).toHaveText('Battles', { timeout: 60_000 });
  const army = page.getByLabel('Move an Army block').getByRole('combobox', { name: 'Army' });

  await fightWithoutCards(page, page.getByLabel('Battle on Front C (Portugal)'), 0, 2);
  await expectNoRefusal(page);
  // "the Grande Armée, if not already in Paris, is immediately relocated to Paris" [13.6.5]: done with the battle.
  const result = page.getByLabel('Result on Front C (Portugal)');
  const done = result.getByLabel('Done on the Armies');
  await expect(done).toContainText('Army of Spain retreats to Paris; Army of Portugal advances into Toulouse [13.4.5].');
  await expect(done).toContainText('The Grande Armée leaves Poland for Paris; Army of Silesia advances to Alsace [13.6.5].');
  await expect(result.getByLabel('Still to do on the Armies')).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Special transfers' }).getByRole('button', { name: /Grande Armée to Paris/ })).toHaveCount(0);
  await expect(army).toContainText('Grande Armée (Paris)');
  await expect(army).toContainText('Army of Silesia (Alsace)');
  await expect(army).toContainText('Army of Bohemia (Vienna)'); // Austria neutral [13.6.5; bohemiaToAlsace]
  await expect(page.getByRole('table', { name: 'VP ledger' })).toContainText('Poland, abandoned by France as the Grande Armée goes to Paris');
  await result.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await shot(page, 'cov-grande-armee-to-paris');

  // One undo takes back the battle's last step with its transfer; redo brings both again.
  const undoRedo = page.getByRole('group', { name: 'Undo and redo' });
  await undoRedo.getByRole('button', { name: /^Undo/ }).click();
  await expect(result).toHaveCount(0);
  // Without a result the Armies panel stays shut: open it to read the blocks.
  await page.getByText('Armies: losses, advance and retreat', { exact: true }).click();
  await expect(army).toContainText('Grande Armée (Poland)');
  await expect(army).toContainText('Army of Spain (Toulouse)');
  await undoRedo.getByRole('button', { name: /^Redo/ }).click();
  await expect(army).toContainText('Grande Armée (Paris)');
  await expectNoRefusal(page);
});
