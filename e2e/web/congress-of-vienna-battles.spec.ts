// Congress of Vienna battles under the optional rules, against the real browser host: a campaign saved at Turn 1's
// War Phase with OHR 15.2 and 15.5 on (the group's pack holds the Battle DRM Track and a Tactical Matrix). The
// Denmark/Norway Box's battle comes after Front B and before Front C, with no withdrawal and no chits; Front C
// (the Rulebook's battle) shows every pair of chits' odds, takes the chits in secret on the one laptop, then
// the table's dice; Britain chooses the Army of Portugal's losses by nationality (undone and chosen again).
// Screenshots at 1280 x 800 and 1920 x 1080.
import { setCell } from '../../shared/data/tables';
import { CONGRESS_OF_VIENNA_DATA as DATA } from '../../shared/games/congress-of-vienna/tables';
import { addCard, battlesPack, chooseLosses, covAtWar, declareBattle, declareBoxBattle, tableDice } from './congress-of-vienna-helpers';
import { expect, expectNoRefusal, logRow, next, openApp, shot, stepTitle, test } from './fixtures';

test.setTimeout(600_000);
test.use({ actionTimeout: 60_000 });

test('Congress of Vienna: the Denmark/Norway Box and the Tactical Matrix with secret chits', async ({ page, host, dataDir }) => {
  await covAtWar(dataDir, 'battles.adc');
  await page.setViewportSize({ width: 1280, height: 800 });
  await openApp(page, host.url);
  await page.getByRole('button', { name: 'Open battles.adc', exact: true }).click();
  await expect(stepTitle(page)).toHaveText('Military Operations', { timeout: 60_000 });

  // The Denmark/Norway Box: 2 French units against 4 Russian ones, Russia's Military Operation.
  await declareBoxBattle(page, 'FR 2', 'RU 4');
  await expect(page.getByLabel('Battles in Front order')).toContainText('Denmark/Norway Box: the French units against the Coalition units');
  await expectNoRefusal(page);

  // Front C: the Rulebook's battle of 13.4.2.
  await page.locator('.cov-declare summary').click();
  await declareBattle(page, 'C', { army: 'Army of Spain', units: 'FR 7', space: 'Léon', milOp: true }, { army: 'Army of Portugal', units: 'BR 5, SP 2, PT 1', space: 'Portugal', milOp: true, support: '1', nationality: 'PT' });
  // Front D after it (fought once Front C's losses are chosen).
  await declareBattle(page, 'D', { army: 'Army of the Mediterranean', units: 'FR 4', space: 'Valencia' }, { army: 'Eastern Army', units: 'BR 1, SP 2', space: 'Southern Spain', milOp: true });
  const queue = page.getByLabel('Battles in Front order');
  await expect(queue.locator('li')).toHaveCount(3);
  await expect(queue.locator('li').first()).toContainText('Denmark/Norway Box');
  await next(page, 'Military Support');
  await next(page, 'Strategic Movement');
  await next(page, 'Battles');

  // The Box first: no withdrawal offered, no chits; the Allies decide their cards first.
  const box = page.getByLabel('Battle on Denmark/Norway Box');
  await expect(box.getByRole('button', { name: /: fight$/ })).toHaveCount(0);
  await expect(box.getByLabel('France DRM total 2')).toBeVisible();
  await page.getByRole('button', { name: 'The Allies: no card' }).click();
  await page.getByRole('button', { name: 'France: no card' }).click();
  await expect(box.getByRole('table', { name: 'Tactical Matrix odds' })).toHaveCount(0);
  await tableDice(page, 'Roll 2d6 for each side', '1 1 | 6 6');
  const boxResult = page.getByLabel('Result on Denmark/Norway Box');
  await expect(boxResult).toContainText('Russia captures the Denmark/Norway Box');
  await expect(boxResult).toContainText('France −4 VP');
  await expect(boxResult).toContainText('Russia holds the Denmark/Norway Box [15.2].');
  await expect(boxResult).not.toContainText('wiped out');
  await expect(logRow(page, /Denmark\/Norway Box: France 1\+1, the Allies 6\+6 \(table dice\)/)).toHaveCount(1);

  // Front C: France fights, the Allies fight; the cards of the Rulebook's example (+12 and +19).
  const fight = page.getByLabel(/^Battle on Front C/);
  for (const side of ['France', 'The Allies']) {
    const b = fight.getByRole('button', { name: `${side}: fight` });
    await b.click();
    await expect(b).toBeHidden();
  }
  await addCard(page, 'France', 1, 'joseph-bonaparte', 2);
  await addCard(page, 'France', 2, 'event-65', 3);
  await page.getByRole('button', { name: 'France plays these' }).click();
  await addCard(page, 'The Allies', 1, 'wellington', 4);
  await addCard(page, 'The Allies', 2, 'castanos', 1);
  await page.getByRole('button', { name: 'The Allies play these' }).click();
  await expect(fight.getByLabel('France DRM total 12')).toBeVisible();
  await expect(fight.getByLabel('The Allies DRM total 19')).toBeVisible();

  // Before the chits: every pair's odds, public; the chosen pair is hidden until both are sealed.
  const matrix = fight.getByRole('table', { name: 'Tactical Matrix odds' });
  await expect(matrix).toBeVisible();
  await expect(matrix.getByRole('cell', { name: /^Retreat against Retreat: No Battle$/ })).toBeVisible();
  await expect(matrix.getByRole('cell', { name: /^Flank against Attack: France wins .*%, the Allies win .*%$/ })).toBeVisible();
  await matrix.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await shot(page, 'cov-tactics-matrix-1280');

  await page.getByRole('button', { name: 'I am France (Ann): show my entry' }).click();
  await page.getByRole('radiogroup', { name: 'France (Ann): Tactical Chit' }).getByRole('radio', { name: 'Flank' }).click();
  await shot(page, 'cov-tactics-sealed-1280');
  await page.getByRole('button', { name: 'Seal my entry' }).click();
  await page.getByRole('button', { name: 'I am The Allies: Britain (Cy): show my entry' }).click();
  // France's chit is not shown to the Allies.
  await expect(page.getByRole('radio', { name: 'Flank', checked: true })).toHaveCount(0);
  await page.getByRole('radiogroup', { name: 'The Allies: Britain (Cy): Tactical Chit' }).getByRole('radio', { name: 'Attack' }).click();
  await page.getByRole('button', { name: 'Seal my entry' }).click();
  await page.getByRole('button', { name: 'Reveal', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Tactical Chits' })).toContainText('France: Flank · the Allies: Attack');
  await page.getByRole('button', { name: 'Record in the log' }).click();

  // Flank against Attack: France +2, the Allies −1 (the group's matrix).
  await expect(fight.getByLabel('France DRM total 14')).toBeVisible();
  await expect(fight.getByLabel('The Allies DRM total 18')).toBeVisible();
  await expect(fight.getByLabel('France DRM build-up')).toContainText('Tactical Matrix: Flank against Attack');
  await expect(logRow(page, /Tactical Chits revealed: France Flank, the Allies Attack/)).toHaveCount(1);
  await tableDice(page, 'Roll 2d6 for each side', '3 4 | 2 2 6 5');
  const result = page.getByLabel('Result on Front C (Portugal)');
  await expect(result).toContainText('Tactical Chits: France Flank, the Allies Attack');
  await expect(result).toContainText(/^.*(The Allies win|France wins|No victor)/);
  await expectNoRefusal(page);

  // The Allies lose 3 in the Army of Portugal (British, Spanish, Portuguese): the owner, Britain, chooses them by
  // nationality in the losses panel; the button waits for the right total [13.4.4].
  const portugal = page.getByLabel('Armies and Force Pools').getByLabel('Army of Portugal', { exact: true });
  await expect(portugal).toContainText('BR 4, SP 2, PT 2');
  await expect(result).not.toContainText('chosen by');
  const losses = page.getByRole('group', { name: 'Army of Portugal losses' });
  await expect(losses).toContainText('Front C (Portugal): The owner (BR) chooses the 3 units Army of Portugal lost:');
  // Front D waits for them, and says so [13.4.4].
  const waiting = 'The owner (BR) chooses the 3 units Army of Portugal lost on Front C (Portugal) before the battle on Front D (Mediterranean) is fought [13.4.4].';
  await expect(page.getByRole('status').filter({ hasText: waiting })).toBeVisible();
  await expect(page.getByLabel(/^Battle on Front D/)).toHaveCount(0);
  const remove = losses.getByRole('button', { name: 'Remove these losses' });
  await expect(remove).toBeDisabled();
  await losses.getByRole('spinbutton', { name: 'British', exact: true }).fill('2');
  await losses.getByRole('spinbutton', { name: 'Portuguese', exact: true }).fill('2');
  await expect(losses).toContainText('The battle killed 3 units of Army of Portugal: choose 3, not 4 [13.4.4].');
  await expect(remove).toBeDisabled();
  await losses.getByRole('spinbutton', { name: 'Portuguese', exact: true }).fill('1');
  await expect(remove).toBeEnabled();
  await losses.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await shot(page, 'cov-battle-losses-choice-1280');
  await remove.click();
  await expect(losses).toHaveCount(0);
  await expect(portugal).toContainText('BR 2, SP 2, PT 1');
  await expect(logRow(page, 'Front C (Portugal): Army of Portugal loses 3 units (2 British, 1 Portuguese) to the Force Pool, chosen by the owner (BR) [13.4.4]')).toHaveCount(1);
  await expect(page.getByLabel(/^Battle on Front D/)).toBeVisible();
  // Undone from the log: the choice is open again (Front D waits again); Britain gives up the Spaniards and a Portuguese instead.
  await page.getByRole('button', { name: /^Undo: / }).click();
  await expect(portugal).toContainText('BR 4, SP 2, PT 2');
  await expect(page.getByRole('status').filter({ hasText: waiting })).toBeVisible();
  await chooseLosses(page, 'Army of Portugal', { Spanish: 2, Portuguese: 1 });
  await expect(portugal).toContainText('BR 4, PT 1');
  await expect(page.getByLabel(/^Battle on Front D/)).toBeVisible();
  await expectNoRefusal(page);
  await page.getByLabel('Battles in Front order').evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await shot(page, 'cov-battles-results-1280');
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.getByLabel('Battles in Front order').evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await shot(page, 'cov-battles-results-1920');
});

test('Congress of Vienna: the Tactical Matrix at 1920 x 1080, chits typed from the table', async ({ page, host, dataDir }) => {
  await covAtWar(dataDir, 'wide.adc');
  await page.setViewportSize({ width: 1920, height: 1080 });
  await openApp(page, host.url);
  await page.getByRole('button', { name: 'Open wide.adc', exact: true }).click();
  await expect(stepTitle(page)).toHaveText('Military Operations', { timeout: 60_000 });
  await declareBattle(page, 'C', { army: 'Army of Spain', units: 'FR 6', space: 'Léon' }, { army: 'Army of Portugal', units: 'BR 4, SP 2, PT 2', space: 'Portugal', milOp: true });
  await next(page, 'Military Support');
  await next(page, 'Strategic Movement');
  await next(page, 'Battles');
  const fight = page.getByLabel(/^Battle on Front C/);
  for (const side of ['France', 'The Allies']) {
    const b = fight.getByRole('button', { name: `${side}: fight` });
    if (await b.isVisible()) {
      await b.click();
      await expect(b).toBeHidden();
    }
  }
  await page.getByRole('button', { name: /: no card$/ }).first().click();
  await page.getByRole('button', { name: /: no card$/ }).first().click();
  const matrix = fight.getByRole('table', { name: 'Tactical Matrix odds' });
  await expect(matrix).toBeVisible();
  await matrix.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await shot(page, 'cov-tactics-matrix-1920');
  // Chits revealed at the table: the referee types both; "Retreat" against "Retreat" is No Battle.
  await page.getByRole('button', { name: 'Chits revealed at the table: type them' }).click();
  await page.getByRole('radiogroup', { name: "France's Tactical Chit" }).getByRole('radio', { name: 'Retreat' }).click();
  await page.getByRole('radiogroup', { name: "The Allies' Tactical Chit" }).getByRole('radio', { name: 'Retreat' }).click();
  await page.getByRole('button', { name: 'Record the revealed chits' }).click();
  const result = page.getByLabel('Result on Front C (Portugal)');
  await expect(result).toContainText('No Battle (Tactical Matrix): no casualties and no VP');
  await expect(result).toContainText('France loses 0, the Allies lose 0');
  await result.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await shot(page, 'cov-tactics-no-battle-1920');
});

test('Congress of Vienna: losses from two Armies fighting together, and fleets among a landing\'s losses', async ({ page, host, dataDir }) => {
  // The Army of Sicily gets 2 British units from the Army of Portugal and the War of 1812 Box's fleet (test moves).
  const pack = setCell(DATA, battlesPack(), 'armies', 'sicily', 'unitLimit', 4);
  await covAtWar(dataDir, 'together.adc', {
    pack,
    rules: { tacticalMatrix: false },
    then: (c) => {
      c.act('cov.forces.move', { piece: 'BR', count: 2, from: 'portugal', to: 'sicily' });
      c.act('cov.forces.move', { piece: 'FLEET', count: 1, from: 'war-of-1812', to: 'sicily' });
    },
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await openApp(page, host.url);
  await page.getByRole('button', { name: 'Open together.adc', exact: true }).click();
  await expect(stepTitle(page)).toHaveText('Military Operations', { timeout: 60_000 });

  // Front A: the Armies of Silesia and Bohemia together, no Generalissimo (France allocates their losses) [13.4.4].
  const declare = page.locator('.cov-declare');
  await declare.getByRole('combobox', { name: 'Front' }).selectOption('A');
  await declare.getByRole('checkbox', { name: 'Silesia and Bohemia together' }).check();
  await declareBattle(page, 'A', { army: 'Grande Armée', units: 'FR 1', space: 'Poland' }, { army: 'Army of Silesia', units: 'RU 3, AU 3', space: 'Polesia', milOp: true });
  await expectNoRefusal(page);
  // Front E: the landing in Naples; the Army of Sicily's fleet fights and counts [13.4.1a, 13.6.3].
  await expect(page.getByLabel('Battles in Front order')).toContainText('Front A');
  if (!(await declare.getByRole('combobox', { name: 'Front' }).isVisible())) await page.locator('.cov-declare summary').click();
  await declare.getByRole('combobox', { name: 'Front' }).selectOption('E');
  await declare.getByRole('checkbox', { name: 'Amphibious landing' }).check();
  await declareBattle(page, 'E', { army: 'Army of Naples', units: 'FR 1', space: 'Naples' }, { army: 'Army of Sicily', units: 'BR 2', space: 'Sicily', milOp: true });
  await expectNoRefusal(page);
  await next(page, 'Military Support');
  await next(page, 'Strategic Movement');
  await next(page, 'Battles');

  const typed = async (front: string, france: number, allies: number) => {
    const fight = page.getByLabel(new RegExp(`^Battle on Front ${front}`));
    // Fight wherever a Withdrawal is offered (one side, then maybe the other), then no card each.
    for (let k = 0; k < 2; k++) {
      await expect(fight.getByRole('button', { name: /: fight$/ }).or(fight.getByLabel(/ military cards$/)).first()).toBeVisible();
      const b = fight.getByRole('button', { name: /: fight$/ });
      if (!(await b.count())) break;
      const name = (await b.first().textContent())!;
      await b.first().click();
      await expect(fight.getByRole('button', { name, exact: true })).toBeHidden();
    }
    for (let k = 0; k < 2; k++) {
      const none = fight.getByRole('button', { name: /: no card$/ });
      const name = (await none.first().textContent())!;
      await none.first().click();
      await expect(fight.getByRole('button', { name, exact: true })).toBeHidden();
    }
    await fight.getByRole('spinbutton', { name: 'France inflicts' }).fill(String(france));
    await fight.getByRole('spinbutton', { name: 'Allies inflict' }).fill(String(allies));
    await fight.getByRole('button', { name: 'Type the losses (manual mode)' }).click();
    await expectNoRefusal(page);
  };
  await typed('A', 2, 0);
  const together = page.getByRole('group', { name: 'Army of Silesia and Army of Bohemia losses' });
  await expect(together).toContainText('Front A (Central Europe): France, among the Austrian, Prussian and Russian units (no Generalissimo) chooses the 2 units Army of Silesia and Army of Bohemia lost:');
  await expect(page.getByRole('status').filter({ hasText: 'before the battle on Front E (Naples) is fought' })).toBeVisible();
  await together.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await shot(page, 'cov-losses-together-1280');
  await chooseLosses(page, 'Army of Silesia and Army of Bohemia', { Russian: 1, Austrian: 1 });
  await expect(logRow(page, 'Front A (Central Europe): Army of Silesia and Army of Bohemia lose 2 units (1 Russian, 1 Austrian) to the Force Pool, chosen by France, among the Austrian, Prussian and Russian units (no Generalissimo) [13.4.4]')).toHaveCount(1);
  const board = page.getByLabel('Armies and Force Pools');
  await expect(board.getByLabel('Army of Silesia', { exact: true })).toContainText('RU 2');
  await expect(board.getByLabel('Army of Bohemia', { exact: true })).toContainText('AU 2');

  // Front E: France inflicts 2 on 2 British units and a fleet: Britain may give up the fleet [13.4.4].
  await typed('E', 2, 0);
  const sicily = page.getByRole('group', { name: 'Army of Sicily losses' });
  await expect(sicily).toContainText('Front E (Naples): The owner (BR) chooses the 2 units or fleets Army of Sicily lost:');
  await sicily.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await shot(page, 'cov-losses-fleets-1280');
  await chooseLosses(page, 'Army of Sicily', { British: 1, 'British fleets': 1 });
  await expect(logRow(page, 'Front E (Naples): Army of Sicily loses 1 unit and 1 fleet (1 British, 1 British fleet) to the Force Pool, chosen by the owner (BR) [13.4.4]')).toHaveCount(1);
  await expectNoRefusal(page);
});
