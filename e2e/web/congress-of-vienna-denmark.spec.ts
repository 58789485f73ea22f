// OHR 15.2's Denmark/Norway Box panel against the real browser host: the tracked Box holds 2 French units against
// 2 Russian and 1 Prussian; the battle there kills every French unit and 1 Coalition one. Russia captures the Box,
// chooses the Coalition loss by nationality (undone and chosen again), then sends a unit back to the Northern
// Army, one staying as garrison; the Box's contents on screen after each move [15.2, 13.4.4].
import { setCell } from '../../shared/data/tables';
import { CONGRESS_OF_VIENNA_DATA as DATA } from '../../shared/games/congress-of-vienna/tables';
import { battlesPack, chooseLosses, covAtWar, declareBoxBattle, tableDice } from './congress-of-vienna-helpers';
import { expect, expectNoRefusal, logRow, next, openApp, shot, stepTitle, test } from './fixtures';

test.setTimeout(600_000);
test.use({ actionTimeout: 60_000 });

test('Congress of Vienna: the Denmark/Norway Box panel after Russia captures the Box', async ({ page, host, dataDir }) => {
  // The group's piece totals and the Northern Army's box limit (test values): the Box filled from the Force Pools.
  let pack = battlesPack();
  for (const [k, n] of [['fr', 40], ['ru', 20], ['pr', 6]] as const) pack = setCell(DATA, pack, 'force-pools', k, 'total', n);
  pack = setCell(DATA, pack, 'armies', 'northern', 'unitLimit', 8);
  await covAtWar(dataDir, 'denmark.adc', {
    pack,
    then: (c) => {
      for (const [piece, count] of [['FR', 2], ['RU', 2], ['PR', 1]] as const) c.act('cov.forces.move', { piece, count, from: 'pool', to: 'denmark-norway' });
    },
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await openApp(page, host.url);
  await page.getByRole('button', { name: 'Open denmark.adc', exact: true }).click();
  await expect(stepTitle(page)).toHaveText('Military Operations', { timeout: 60_000 });

  await declareBoxBattle(page, 'FR 2', 'RU 2, PR 1');
  await expectNoRefusal(page);
  await next(page, 'Military Support');
  await next(page, 'Strategic Movement');
  await next(page, 'Battles');

  await page.getByRole('button', { name: 'The Allies: no card' }).click();
  await page.getByRole('button', { name: 'France: no card' }).click();
  // France 2 + 7 inflicts 1 loss; the Allies 3 + 12 inflict 2 (the group's track).
  await tableDice(page, 'Roll 2d6 for each side', '3 4 | 6 6');
  await expect(page.getByLabel('Result on Denmark/Norway Box')).toContainText('Russia captures the Denmark/Norway Box');

  // The French losses are taken; the Coalition one waits for Russia's choice, with no default.
  const panel = page.getByRole('group', { name: 'Denmark/Norway Box', exact: true });
  await expect(panel).toContainText('In the Box now: RU 2, PR 1');
  // The one losses panel, as for an Army's.
  const losses = page.getByRole('group', { name: 'the Denmark/Norway Box losses' });
  await expect(losses).toContainText('Denmark/Norway Box: The owner (RU) chooses the 1 unit the battle there killed:');
  const remove = losses.getByRole('button', { name: 'Remove these losses' });
  await expect(remove).toBeDisabled();
  // Rejoining waits for the losses.
  await expect(panel.getByRole('button', { name: 'Rejoin the Northern Army' })).toBeDisabled();
  await losses.getByRole('spinbutton', { name: 'Russian', exact: true }).fill('2');
  await expect(losses).toContainText('The battle killed 1 unit of the Denmark/Norway Box: choose 1, not 2 [13.4.4].');
  await expect(remove).toBeDisabled();
  await losses.getByRole('spinbutton', { name: 'Russian', exact: true }).fill('1');
  await losses.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await shot(page, 'cov-denmark-losses-1280');
  await remove.click();
  await expectNoRefusal(page);
  await expect(panel).toContainText('In the Box now: RU 1, PR 1');
  await expect(logRow(page, 'The Denmark/Norway Box loses 1 unit (1 Russian) to the Force Pool, chosen by the owner (RU) [13.4.4]')).toHaveCount(1);

  // Undone from the log: the choice is open again; Russia loses the Prussian instead.
  await page.getByRole('button', { name: /^Undo: / }).click();
  await expect(panel).toContainText('In the Box now: RU 2, PR 1');
  await chooseLosses(page, 'the Denmark/Norway Box', { Prussian: 1 });
  await expect(panel).toContainText('In the Box now: RU 2');
  await expect(logRow(page, 'The Denmark/Norway Box loses 1 unit (1 Prussian) to the Force Pool, chosen by the owner (RU) [13.4.4]')).toHaveCount(1);

  // Russia's capture: one Russian rejoins the Northern Army, the other stays as garrison.
  await expect(panel).toContainText('Russia has captured the Denmark/Norway Box');
  await panel.getByRole('spinbutton', { name: 'Denmark/Norway: Russian units' }).fill('1');
  await panel.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await shot(page, 'cov-denmark-rejoin-1280');
  await panel.getByRole('button', { name: 'Rejoin the Northern Army' }).click();
  await expectNoRefusal(page);
  await expect(panel).toHaveCount(0);
  await expect(logRow(page, '1 Russian unit leaves the captured Denmark/Norway Box for the Northern Army; the rest stay as garrison [15.2]')).toHaveCount(1);
  const board = page.getByLabel('Armies and Force Pools');
  await expect(board.getByLabel('Denmark/Norway Box')).toContainText('Denmark/Norway Box RU 1 (Allied)');
});
