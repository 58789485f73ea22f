// Imperial Borders to the end through the screens: four quiet Game Rounds (taxes, zero bids, On Parade) played with
// the app's own Next, the Congress of Vienna in Round 5 voted in secret with the laptop passed round (4 Peace
// against 2 War: Peace, Round 6 the last, EX-12), then Final Scoring checked against sums done by hand.
import { expect as baseExpect, expectNoRefusal, logRow, next, openApp, stepTitle, test } from './fixtures';
import { SIZES, enterTestDice, newIbCampaign, sealed, shots } from './imperial-borders-helpers';

const expect = baseExpect.configure({ timeout: 60_000 });
test.use({ actionTimeout: 60_000 });
test.setTimeout(1_500_000);

const NATIONS = ['France', 'Austria', 'Prussia', 'Great Britain', 'Russia', 'Spain'];
const TEAMS = [['France', 'Austria'], ['Prussia', 'Great Britain'], ['Russia', 'Spain']];

test('Imperial Borders: the Congress of Vienna votes Peace in Round 5, Round 6 is the last, Final Scoring names the winner', async ({ page, host }) => {
  await page.setViewportSize(SIZES[0]!);
  await openApp(page, host.url);
  await newIbCampaign(page, 'borders-final.adc');
  await enterTestDice(page);
  await page.getByRole('button', { name: 'Close game data' }).click();
  await page.getByRole('button', { name: 'Skip for now and play' }).click();
  const tracker = page.getByRole('region', { name: 'Round tracker' });
  const board = page.getByRole('region', { name: 'Scoreboard' });

  // Each step's own action where the round needs one, then Next, until the step named.
  const playTo = async (target: string): Promise<void> => {
    for (let i = 0; i < 300; i++) {
      const title = await stepTitle(page).textContent();
      if (title === target) return;
      if (title === 'Collect Taxes' && (await page.getByRole('button', { name: 'Collect Taxes', exact: true }).count())) {
        await page.getByRole('button', { name: 'Collect Taxes', exact: true }).click();
      } else if (title === 'Bid Gold, Reveal and Pay' && (await page.getByRole('button', { name: /^I am / }).count())) {
        const order = await tracker.getByRole('listitem').allTextContents();
        await sealed(page, order.map((n) => [n, (p) => p.getByRole('spinbutton', { name: `${n} bid` }).fill('0')]));
        await page.getByRole('button', { name: 'Reveal', exact: true }).click();
        await page.getByRole('button', { name: 'Record in the log' }).click();
      } else if (title === 'Medal Points, Prestige and Medals' && (await page.getByRole('button', { name: 'Award Prestige and Medals' }).count())) {
        const gift = page.getByRole('combobox', { name: 'AD VICTORIAM IMPERIALIS gift' });
        if (await gift.isVisible()) await gift.selectOption({ index: 1 });
        await page.getByRole('button', { name: 'Award Prestige and Medals' }).click();
      }
      await expectNoRefusal(page);
      await next(page);
    }
    throw new Error(`never reached ${target}`);
  };

  // No Congress in Rounds 1-4: the first time the step comes up is Round 5.
  await playTo('Convene the Congress of Vienna');
  await expect(tracker.getByLabel('Game Round 5')).toBeVisible();
  await expect(logRow(page, /On Parade, Game Round 4/)).toHaveCount(1);

  // The sealed vote, passed round in turn order; nobody sees another's vote before the reveal.
  const votes: Record<string, 'Peace (Shield)' | 'War (Blast)'> = {
    France: 'Peace (Shield)', Austria: 'Peace (Shield)', Prussia: 'Peace (Shield)', Russia: 'Peace (Shield)',
    'Great Britain': 'War (Blast)', Spain: 'War (Blast)',
  };
  const order = await tracker.getByRole('listitem').allTextContents();
  expect(order.slice().sort()).toEqual(NATIONS.slice().sort());
  await shots(page, 'ibf-congress-vote', 'Round tracker');
  await sealed(page, order.map((n) => [n, async (p) => {
    await p.getByRole('radiogroup', { name: `${n} vote` }).getByRole('radio', { name: votes[n]! }).click();
  }]));
  await page.getByRole('button', { name: 'Reveal', exact: true }).click();
  await expectNoRefusal(page);
  // Round 5: no extra votes; 4 Peace against 2 War is Peace, and the next round (6) is the last.
  await expect(page.getByText('4 Peace against 2 War: Peace. Game Round 6 is the last.')).toBeVisible();
  await expect(logRow(page, 'Congress of Vienna, Game Round 5: 4 Peace against 2 War: Peace. Game Round 6 is the last')).toHaveCount(1);
  await shots(page, 'ibf-congress-result');

  // Round 6 is played; no Congress in the last round; Final Scoring follows On Parade.
  await next(page);
  await playTo('Final Scoring');
  await expect(tracker.getByLabel('Game Round 6')).toBeVisible();
  // Final Scoring is no part of Phase 7 (skipped in the last round): the header must not file it there.
  await expect(page.getByText('After the Last Game Round', { exact: true }).first()).toBeVisible();
  await expect(logRow(page, /On Parade, Game Round 6/)).toHaveCount(1);
  await expect(logRow(page, /Congress of Vienna, Game Round/)).toHaveCount(1);

  // By hand [Final Scoring]: 1 Prestige Point per 10 Gold, columns 2-5 of the last Medals Chart plus Prestige.
  const num = async (n: string, i: number) => Number(await board.getByLabel(`${n} scores`, { exact: true }).locator('.sb-val').nth(i).textContent());
  const table = page.getByRole('table', { name: 'Final scores' });
  const expected: Record<string, number> = {};
  for (const n of NATIONS) {
    const gold = await num(n, 0);
    const prestige = await num(n, 1);
    // Anchored: 'Russia' alone would also match the Prussia row.
    const cells = (await table.getByRole('row').filter({ hasText: new RegExp(`^${n}`) }).getByRole('cell').allTextContents()).slice(1).map(Number);
    const columns = cells.slice(0, 4);
    expected[n] = columns.reduce((a, b) => a + b, 0) + prestige + Math.floor(gold / 10);
    expect(cells[4], `${n} Prestige with Gold`).toBe(prestige + Math.floor(gold / 10));
    expect(cells[5], `${n} Gold`).toBe(gold);
    expect(cells[6], `${n} score`).toBe(expected[n]);
  }
  await page.getByRole('button', { name: 'Score the game' }).click();
  await expectNoRefusal(page);

  // Each player's two Nations are a team: every Nation holds its own Capital, so the best combined score wins.
  const sum = (t: string[]) => t.reduce((a, n) => a + expected[n]!, 0);
  const best = Math.max(...TEAMS.map(sum));
  const winning = TEAMS.filter((t) => sum(t) === best).flat();
  const shown = page.getByRole('table', { name: 'Final scores' }).first().locator('tr.ib-winner');
  await expect(shown).toHaveCount(winning.length);
  for (const n of winning) await expect(shown.filter({ hasText: new RegExp(`^${n}`) })).toHaveCount(1);
  await shots(page, 'ibf-final', 'Game over');
});
