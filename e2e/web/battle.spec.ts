// Alliance battles in the app: the exact-odds calculator (what-ifs side by side), a campaign battle
// fought step by step with the app's dice and the table's, and the odds shown before a bid is rolled.
import type { Locator, Page } from '@playwright/test';
import path from 'node:path';
import { expect, expectNoRefusal, franceAndBritainToPlayCards, logRow, next, openApp, playCard, shot, SHOTS, test } from './fixtures';

/** The percentage an odds element shows, as a number (">99.9%" reads as 99.9). */
async function percent(l: Locator): Promise<number> {
  const t = (await l.textContent()) ?? '';
  const m = /([\d.]+)%/.exec(t);
  if (!m) throw new Error(`not a percentage: ${t}`);
  return Number(m[1]);
}

async function holds(scope: Locator): Promise<{ attacker: number; defender: number }> {
  return { attacker: await percent(scope.getByTestId('attacker-holds')), defender: await percent(scope.getByTestId('defender-holds')) };
}

function block(scope: Locator, name: string): Locator {
  return scope.getByRole('group', { name, exact: true });
}

async function setChip(scope: Locator, blockName: string, group: string, value: string): Promise<void> {
  await block(scope, blockName).getByRole('radiogroup', { name: group, exact: true }).getByRole('radio', { name: value, exact: true }).click();
}

test('battle calculator: blocks, roster presets, exact odds that follow every change, what-ifs side by side', async ({ page, host }) => {
  await openApp(page, host.url);
  await page.getByRole('button', { name: 'Battle calculator' }).click();
  const calc = page.getByRole('dialog', { name: 'Battle calculator' });
  await expect(calc).toBeVisible();
  const a = calc.getByRole('region', { name: 'Battle A' });
  await expect(a.getByText('Add blocks to each side.')).toBeVisible();

  // Quick blocks: an attacking infantry and cavalry, a defending infantry.
  await a.getByRole('button', { name: 'Add attacker infantry', exact: true }).click();
  await a.getByRole('button', { name: 'Add attacker cavalry', exact: true }).click();
  await a.getByRole('button', { name: 'Add defender infantry', exact: true }).click();
  await expect(block(a, 'Infantry 1')).toBeVisible();
  await expect(block(a, 'Cavalry 1')).toBeVisible();
  await expect(block(a, 'Infantry 2')).toBeVisible();
  await setChip(a, 'Infantry 1', 'Firepower number', '3');
  await setChip(a, 'Infantry 2', 'Strength', '4');

  // A roster block with a firepower the rulebook prints (Wellington B4) but no maximum strength.
  await a.getByRole('radiogroup', { name: 'Side for roster blocks' }).getByRole('radio', { name: 'to Defender' }).click();
  await a.getByRole('combobox', { name: 'Add block from roster' }).selectOption({ label: 'HQ (Wellington) · hq, B4, max ?' });
  await expect(block(a, 'Britain HQ (Wellington)')).toBeVisible();
  await expect(a.getByRole('note', { name: 'Values to fill in' })).toContainText('Fill in Block roster: Britain HQ (Wellington) max strength');
  await expect(a.getByRole('button', { name: 'Open the data editor' })).toBeVisible();
  await block(a, 'Britain HQ (Wellington)').getByRole('combobox', { name: 'Max strength' }).selectOption({ label: 'of 2' });
  await expect(a.getByRole('note', { name: 'Values to fill in' })).toHaveCount(0);

  // A roster block whose firepower is not in the rulebook: say what to fill in, and do not fail.
  await a.getByRole('radiogroup', { name: 'Side for roster blocks' }).getByRole('radio', { name: 'to Attacker' }).click();
  await a.getByRole('combobox', { name: 'Add block from roster' }).selectOption({ label: 'Art #1 · artillery, firepower ?, max ?' });
  await expect(a.getByRole('note', { name: 'Values to fill in' })).toContainText('Fill in Block roster: France Art #1 firepower, max strength');
  await expect(a.getByRole('list', { name: 'Needed before computing' })).toContainText('France Art #1: choose its firepower');
  await setChip(a, 'France Art #1', 'Firepower letter', 'A');
  await setChip(a, 'France Art #1', 'Firepower number', '3');
  await setChip(a, 'France Art #1', 'Strength', '2');
  await expect(a.getByRole('list', { name: 'Needed before computing' })).toHaveCount(0);

  // Exact odds at once; they sum to 100%.
  await expect(a.getByTestId('attacker-holds')).toBeVisible();
  await expect(a.getByText(/^Exact · [\d,]+ positions/)).toBeVisible();
  const first = await holds(a);
  expect(first.attacker + first.defender).toBeGreaterThan(99.7);
  expect(first.attacker + first.defender).toBeLessThan(100.3);
  await expect(a.getByRole('list', { name: 'Attacking blocks: final strength' })).toContainText('France Art #1');
  await expect(a.getByRole('figure').filter({ hasText: 'Expected losses' })).toContainText('Attacker');
  await expect(a.getByRole('figure').filter({ hasText: 'Events' })).toContainText('Britain HQ (Wellington) lost');

  // A weaker attacker: the number follows.
  const before = await a.getByTestId('attacker-holds').textContent();
  await setChip(a, 'Infantry 1', 'Strength', '1');
  await expect(a.getByTestId('attacker-holds')).not.toHaveText(before ?? '');
  const weaker = await holds(a);
  expect(weaker.attacker).toBeLessThan(first.attacker);

  // Policies are chosen and named.
  await a.getByRole('button', { name: /^Policies/ }).click();
  await a.getByRole('combobox', { name: 'HQ extension', exact: true }).selectOption('always');
  await expect(a.getByRole('button', { name: /^Policies/ })).toContainText('HQ extension: always');
  // A priority order for tied hits: blocks listed first take them, in that order.
  await a.getByRole('combobox', { name: 'Ties for a hit' }).selectOption('priority');
  const order = a.getByRole('group', { name: 'Priority order for tied hits' });
  await order.getByRole('combobox', { name: 'Add a block to the priority order' }).selectOption({ label: 'Cavalry 1 (Attacker)' });
  await order.getByRole('combobox', { name: 'Add a block to the priority order' }).selectOption({ label: 'Infantry 1 (Attacker)' });
  await order.getByRole('button', { name: 'Move Infantry 1 up' }).click();
  await expect(order.getByRole('listitem')).toHaveText([/^1Infantry 1/, /^2Cavalry 1/]);
  await expect(a.getByRole('button', { name: /^Policies/ })).toContainText('Ties: priority order');
  await expect(a.getByTestId('attacker-holds')).toBeVisible();
  await shot(page, 'battle-calculator-priority');
  await a.getByRole('button', { name: /^Policies/ }).click();
  await a.getByText(/^Assumptions/).click();
  await expect(a.getByText('HQ extension: always when possible', { exact: false })).toBeVisible();
  await calc.locator('.calc-body').evaluate((el) => el.scrollTo(0, 0));
  await shot(page, 'battle-calculator');

  // Duplicate to compare: Battle B with the infantry back at 3.
  await a.getByRole('button', { name: 'Duplicate Battle A', exact: true }).click();
  const b = calc.getByRole('region', { name: 'Battle B' });
  await expect(b).toBeVisible();
  await expect(b.getByTestId('attacker-holds')).toHaveText((await a.getByTestId('attacker-holds').textContent()) ?? '');
  await setChip(b, 'Infantry 1', 'Strength', '3');
  await expect(b.getByTestId('attacker-holds')).not.toHaveText((await a.getByTestId('attacker-holds').textContent()) ?? '');
  const colA = await holds(a);
  const colB = await holds(b);
  expect(colB.attacker).toBeGreaterThan(colA.attacker);
  expect(colB.attacker + colB.defender).toBeGreaterThan(99.7);
  await calc.locator('.calc-body').evaluate((el) => el.scrollTo(0, 0));
  await shot(page, 'battle-compare');

  // C closes the calculator; C opens it again with the what-ifs kept.
  await page.locator('body').press('c');
  await expect(calc).toHaveCount(0);
  await page.locator('body').press('c');
  await expect(page.getByRole('dialog', { name: 'Battle calculator' }).getByRole('region', { name: 'Battle B' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Battle calculator' })).toHaveCount(0);
});

test('a campaign battle fought step by step: table dice and app dice, one step undone, odds from here, the result written back; bid odds before rolling', async ({ page, host }) => {
  await franceAndBritainToPlayCards(page, host.url, { title: 'Ulm', file: 'ulm.adc', scenario: '1804-07: Austerlitz' });
  await playCard(page, 'France', 42);
  await playCard(page, 'Britain', 12, 'Austria');
  await next(page, 'Turn order and Action Points');

  // Diplomacy: France bids on Prussia, Britain matches. The exact chances show before the roll
  // (digest §7.1: initiator +1 vs a matcher +0 = 41/81, 65/216, no change 125/648).
  await next(page, 'Diplomacy');
  await page.getByRole('combobox', { name: 'Bid target' }).selectOption({ label: 'Prussia — Neutral' });
  await page.getByRole('button', { name: 'Bid', exact: true }).click();
  await page.getByRole('button', { name: 'Britain matches the bid', exact: true }).click();
  const chances = page.getByRole('region', { name: 'Chances before rolling' });
  await expect(chances.getByTestId('bid-win-france')).toHaveText('50.6%');
  await expect(chances.getByTestId('bid-win-britain')).toHaveText('30.1%');
  await expect(chances.getByTestId('bid-no-change')).toHaveText('19.3%');
  // A Victory City bonus changes them at once.
  await page.getByRole('spinbutton', { name: 'Britain Victory City bonus' }).fill('2');
  await expect(chances.getByTestId('bid-win-britain')).not.toHaveText('30.1%');
  await page.getByRole('spinbutton', { name: 'Britain Victory City bonus' }).fill('');
  await expect(chances.getByTestId('bid-win-britain')).toHaveText('30.1%');
  await chances.scrollIntoViewIfNeeded();
  await shot(page, 'battle-diplomacy-odds');
  await page.getByRole('button', { name: 'Roll 2d6 for each bidder', exact: true }).click();
  await expect(page.locator('.roll-list')).toBeVisible();
  await next(page, 'Player Turns');

  // The 4.32 roll-off odds on the status board.
  await page.getByText('Neutral invaded? Roll-off odds [4.32]').click();
  await expect(page.getByRole('region', { name: 'Roll-off chances' }).getByTestId('rolloff-britain')).toHaveText('100.0%');

  // The calculator reads this campaign's roster; what is missing opens the data editor on those rows.
  await page.locator('body').press('c');
  const calc = page.getByRole('dialog', { name: 'Battle calculator' });
  await expect(calc).toContainText('(this campaign)');
  await calc.getByRole('combobox', { name: 'Add block from roster' }).selectOption('france:Inf #1');
  await expect(calc.getByRole('note', { name: 'Values to fill in' })).toContainText('Fill in Block roster: France Inf #1 firepower, max strength');
  await calc.getByRole('button', { name: 'Open the data editor' }).click();
  await expect(calc).toHaveCount(0);
  await expect(page.getByText('france:Inf #1').first()).toBeVisible();
  await page.getByRole('button', { name: 'Close game data' }).click();

  // France attacks Ulm; both end their turns; the Battle Phase.
  await page.getByRole('button', { name: '+ Record a battle…', exact: true }).click();
  await page.getByRole('textbox', { name: 'Battle location' }).fill('Ulm');
  await page.getByRole('combobox', { name: 'Attacker 1' }).selectOption({ label: 'France' });
  await page.getByRole('combobox', { name: 'Defender 1' }).selectOption({ label: 'Britain' });
  await page.getByRole('button', { name: 'Record battle', exact: true }).click();
  await page.getByRole('button', { name: 'End France’s turn', exact: true }).click();
  await page.getByRole('button', { name: 'End Britain’s turn', exact: true }).click();
  await next(page, 'Battles');
  await page.getByRole('button', { name: 'France chooses the battle in Ulm', exact: true }).click();

  // Set up the blocks from the campaign's roster; the battle's powers join their own side.
  const ulm = page.getByRole('listitem', { name: 'Battle in Ulm', exact: true });
  await ulm.getByRole('button', { name: 'Resolve step by step', exact: true }).click();
  const setup = ulm.getByRole('group', { name: 'Set up the battle in Ulm' });
  const roster = setup.getByRole('combobox', { name: 'Add block from roster' });
  await roster.selectOption('france:HQ (Napoléon)');
  await roster.selectOption('france:Inf #1');
  await roster.selectOption('britain:HQ (Wellington)');
  await roster.selectOption('britain:Inf #1');
  await expect(block(setup.getByRole('region', { name: 'Attackers' }), 'France HQ (Napoléon)')).toBeVisible();
  await expect(block(setup.getByRole('region', { name: 'Defenders' }), 'Britain HQ (Wellington)')).toBeVisible();
  await expect(setup.getByRole('note', { name: 'Values to fill in' })).toContainText('France HQ (Napoléon) firepower');
  await setChip(setup, 'France HQ (Napoléon)', 'Firepower number', '4');
  await setChip(setup, 'France Inf #1', 'Firepower letter', 'C');
  await setChip(setup, 'France Inf #1', 'Firepower number', '3');
  await setChip(setup, 'France Inf #1', 'Strength', '3');
  await setChip(setup, 'Britain Inf #1', 'Firepower letter', 'C');
  await setChip(setup, 'Britain Inf #1', 'Firepower number', '2');
  await setChip(setup, 'Britain Inf #1', 'Strength', '3');
  await block(setup, 'Britain HQ (Wellington)').getByRole('combobox', { name: 'Max strength' }).selectOption({ label: 'of 2' });
  await expect(setup.getByTestId('setup-attacker-holds')).toBeVisible();
  await setup.scrollIntoViewIfNeeded();
  await shot(page, 'battle-setup');
  await setup.getByRole('button', { name: 'Start the battle', exact: true }).click();
  await expectNoRefusal(page);

  const fight = ulm.getByRole('region', { name: 'Battle in Ulm, step by step' });
  const decision = fight.getByRole('group', { name: 'Decision' });
  const lastStep = fight.getByRole('status', { name: 'Last step' });
  await expect(fight.getByLabel('Round 1')).toBeVisible();
  // No artillery: the defending B block (Wellington) fires first [2.33].
  await expect(decision.locator('.decision-name')).toHaveText('Britain HQ (Wellington)');
  await expect(fight.getByRole('list', { name: 'Battle turns this round' }).locator('[aria-current="step"]')).toContainText('B');
  await expect(fight.getByTestId('from-here-attacker-holds')).toBeVisible();

  // Table dice: two misses.
  await decision.getByRole('radiogroup', { name: 'Dice' }).getByRole('radio', { name: 'Table dice' }).click();
  await decision.getByRole('textbox', { name: 'Table dice' }).fill('6 6');
  await decision.getByRole('button', { name: 'Fire', exact: true }).click();
  await expect(lastStep).toContainText('fires 2 dice [6, 6]: 0 hits');
  await expect(lastStep.getByRole('group', { name: 'Britain HQ (Wellington) rolled 6, 6: 0 hits' })).toBeVisible();
  await expect(logRow(page, 'Ulm, round 1').filter({ hasText: '(table dice)' })).toHaveCount(1);

  // Napoléon fires with the app's dice; then that step is undone.
  await expect(decision.locator('.decision-name')).toHaveText('France HQ (Napoléon)');
  await decision.getByRole('radiogroup', { name: 'Dice' }).getByRole('radio', { name: "App's dice" }).click();
  await decision.getByRole('button', { name: 'Fire', exact: true }).click();
  await expect(lastStep).toContainText('France HQ (Napoléon) (3B4) fires 3 dice');
  await expect(lastStep.locator('.kicker')).toHaveText('Step 2');
  await expect(fight.getByTestId('from-here-attacker-holds')).toBeVisible();
  await decision.scrollIntoViewIfNeeded();
  await shot(page, 'battle-fight');
  await fight.getByRole('button', { name: 'Undo the last battle step', exact: true }).click();
  await expect(lastStep.locator('.kicker')).toHaveText('Step 1');
  await expect(decision.locator('.decision-name')).toHaveText('France HQ (Napoléon)');
  await expect(logRow(page, 'France HQ (Napoléon) (3B4) fires').locator('del')).toHaveCount(1);

  // Fight it out: fire with every block, place tied hits, no extensions or pursuit.
  const result = ulm.getByRole('group', { name: 'Result of the battle in Ulm' });
  // Reads that never wait: between renders neither the last step nor the result may be on screen.
  const kicker = async () => (await lastStep.locator('.kicker').allTextContents()).join('|');
  for (let i = 0; i < 80 && !(await result.count()); i++) {
    const before = await kicker();
    const fire = decision.getByRole('button', { name: 'Fire', exact: true });
    const hit = decision.getByRole('button', { name: /^Hit / });
    const no = decision.getByRole('button', { name: /^Don’t (extend|pursue)$/ });
    if (await fire.count()) await fire.click();
    else if (await hit.count()) await hit.first().click();
    else if (await no.count()) await no.click();
    else throw new Error(`no decision to take: ${await fight.textContent()}`);
    await expect
      .poll(async () => (await result.count()) > 0 || (await kicker()) !== before || (await page.getByRole('alert', { name: 'Refused', exact: true }).count()) > 0)
      .toBe(true);
    await expectNoRefusal(page);
    if (!(await result.count())) await expect(fight.getByTestId('from-here-attacker-holds')).toBeVisible();
  }
  await expect(result).toBeVisible();
  await expect(result).toContainText(/holds? Ulm/);
  await expect(ulm.locator('.battle-status')).toHaveText(/^(Attacker|Defender) holds$/);
  await expectNoRefusal(page);
  await result.scrollIntoViewIfNeeded();
  await shot(page, 'battle-result');
  await ulm.screenshot({ path: path.join(SHOTS, 'battle-result-item.png') });
  // The battle is over: the Battle Phase can end.
  await next(page, 'Defeat and sudden death');
});

test('a big battle shows its progress while computing and can be cancelled', async ({ page, host }) => {
  test.setTimeout(300_000);
  await openApp(page, host.url);
  await page.locator('body').press('c');
  const calc = page.getByRole('dialog', { name: 'Battle calculator' });
  const a = calc.getByRole('region', { name: 'Battle A' });
  // Each side: an HQ, three infantry at 4 and three cavalry reserves at 4 (copies of the first).
  for (const side of ['attacker', 'defender'] as const) {
    const sideBox = a.getByRole('region', { name: side === 'attacker' ? 'Attackers' : 'Defenders' });
    const last = () => sideBox.getByRole('group').filter({ has: page.getByRole('combobox', { name: 'Type' }) }).last();
    await a.getByRole('button', { name: `Add ${side} hq`, exact: true }).click();
    await last().getByRole('combobox', { name: 'Max strength' }).selectOption({ label: 'of 3' });
    await a.getByRole('button', { name: `Add ${side} infantry`, exact: true }).click();
    await last().getByRole('radiogroup', { name: 'Strength', exact: true }).getByRole('radio', { name: '4', exact: true }).click();
    await last().getByRole('button', { name: /^Copy / }).click();
    await last().getByRole('button', { name: /^Copy / }).click();
    await a.getByRole('button', { name: `Add ${side} cavalry`, exact: true }).click();
    await last().getByRole('button', { name: /^More for / }).click(); // reserve is behind the block's More
    await last().getByRole('checkbox', { name: 'Reserve' }).check();
    await last().getByRole('radiogroup', { name: 'Strength', exact: true }).getByRole('radio', { name: '4', exact: true }).click();
    await last().getByRole('button', { name: /^Copy / }).click();
    await last().getByRole('button', { name: /^Copy / }).click();
  }
  await expect(a.getByRole('region', { name: 'Attackers' })).toContainText('7 blocks · 27 steps');
  await expect(a.getByRole('region', { name: 'Defenders' })).toContainText('7 blocks · 27 steps');
  await expect(a.getByTestId('attacker-holds')).toBeVisible({ timeout: 60_000 });
  // Retreats by strength ratio and HQ extensions only when they help: several seconds of work.
  await a.getByRole('button', { name: /^Policies/ }).click();
  await a.getByRole('combobox', { name: 'Attacker voluntary retreats' }).selectOption('strengthRatio');
  await a.getByRole('combobox', { name: 'Defender voluntary retreats' }).selectOption('strengthRatio');
  await a.getByRole('combobox', { name: 'HQ extension', exact: true }).selectOption('ifBetter');

  // A progress line with the time, and Cancel, which stops the worker.
  const cancel = a.getByRole('button', { name: 'Cancel', exact: true });
  await expect(a.getByText(/Computing the exact odds… \d+\.\d s/)).toBeVisible();
  await cancel.click();
  await expect(a.getByText('Cancelled. The numbers below are from before your last change.')).toBeVisible();
  // Compute asks again: the progress is back.
  await a.getByRole('button', { name: 'Compute', exact: true }).click();
  await expect(cancel).toBeVisible();
  await calc.locator('.calc-body').evaluate((el) => el.scrollTo(0, 0));
  await shot(page, 'battle-calculator-progress');
  // A lighter question replaces the one in flight, and is answered.
  await a.getByRole('combobox', { name: 'HQ extension', exact: true }).selectOption('never');
  await a.getByRole('combobox', { name: 'Defender voluntary retreats' }).selectOption('never');
  await expect(a.getByText(/^Exact · [\d,]+ positions/)).toBeVisible({ timeout: 120_000 });
  await expect(a.getByRole('button', { name: /^Policies/ })).toContainText('Attacker retreats: when below 0.5× the enemy');
  const r = await holds(a);
  expect(r.attacker + r.defender).toBeGreaterThan(99.7);
});

/** France plays Napoléon's card 42, declines to bid, records France attacking Britain in Boulogne and opens its set-up. */
async function napoleonAtBoulogne(page: Page, url: string, title: string, file: string): Promise<{ item: Locator; setup: Locator }> {
  await franceAndBritainToPlayCards(page, url, { title, file, scenario: '1804-07: Austerlitz' });
  await playCard(page, 'France', 42);
  await playCard(page, 'Britain', 12, 'Austria');
  await next(page, 'Turn order and Action Points');
  await next(page, 'Diplomacy');
  await page.getByRole('button', { name: 'Decline', exact: true }).click();
  await next(page, 'Player Turns');
  await page.getByRole('button', { name: '+ Record a battle…', exact: true }).click();
  await page.getByRole('textbox', { name: 'Battle location' }).fill('Boulogne');
  await page.getByRole('combobox', { name: 'Attacker 1' }).selectOption({ label: 'France' });
  await page.getByRole('combobox', { name: 'Defender 1' }).selectOption({ label: 'Britain' });
  await page.getByRole('button', { name: 'Record battle', exact: true }).click();
  const item = page.getByRole('listitem', { name: 'Battle in Boulogne', exact: true });
  await item.getByRole('button', { name: 'Resolve step by step', exact: true }).click();
  return { item, setup: item.getByRole('group', { name: 'Set up the battle in Boulogne' }) };
}

test('Napoléon falls in a battle fought on table dice: the result and the sudden-death alarm', async ({ page, host }) => {
  // A battle fought at once in the Action Phase: Napoléon at 1 step against a British C4 infantry.
  const { item, setup } = await napoleonAtBoulogne(page, host.url, 'Waterloo early', 'napoleon-falls.adc');
  await setup.getByRole('combobox', { name: 'Add block from roster' }).selectOption('france:HQ (Napoléon)');
  await setChip(setup, 'France HQ (Napoléon)', 'Firepower number', '4');
  await setChip(setup, 'France HQ (Napoléon)', 'Strength', '1');
  await setup.getByRole('button', { name: 'Add defender infantry', exact: true }).click();
  await setChip(setup, 'Infantry 1', 'Firepower number', '4');
  await setChip(setup, 'Infantry 1', 'Strength', '4');
  await expect(setup.getByTestId('setup-attacker-holds')).toBeVisible();
  await setup.getByRole('button', { name: 'Start the battle', exact: true }).click();

  const fight = item.getByRole('region', { name: 'Battle in Boulogne, step by step' });
  const decision = fight.getByRole('group', { name: 'Decision' });
  await decision.getByRole('radiogroup', { name: 'Dice' }).getByRole('radio', { name: 'Table dice' }).click();
  // A wrong count of dice is caught before anything is sent.
  await expect(decision.locator('.decision-name')).toHaveText('France HQ (Napoléon)');
  await decision.getByRole('textbox', { name: 'Table dice' }).fill('6 6');
  await decision.getByRole('button', { name: 'Fire', exact: true }).click();
  await expect(decision.getByRole('alert')).toContainText('Type the 1 die thrown at the table');
  await decision.getByRole('textbox', { name: 'Table dice' }).fill('6');
  await decision.getByRole('button', { name: 'Fire', exact: true }).click();
  await expect(decision.locator('.decision-name')).toHaveText('Infantry 1');
  await decision.getByRole('textbox', { name: 'Table dice' }).fill('1 5 6 6');
  await decision.getByRole('button', { name: 'Fire', exact: true }).click();

  const result = item.getByRole('group', { name: 'Result of the battle in Boulogne' });
  await expect(result).toContainText('Britain holds Boulogne');
  await expect(result.getByRole('alert')).toContainText('Napoléon has been lost: a French defeat.');
  await expect(result.getByRole('list', { name: 'Attacking blocks after the battle' })).toContainText('eliminated');
  await expect(item.locator('.battle-status')).toHaveText('Defender holds');
  await expect(logRow(page, 'Boulogne, round 1').filter({ hasText: '(table dice)' })).toHaveCount(2);
  await result.scrollIntoViewIfNeeded();
  await shot(page, 'battle-napoleon-falls');
});

test('Napoléon’s card played this Game Turn: Grand Battery offered in the battle, pre-set on the artillery, removable, and fired at A4 in round 1', async ({ page, host }) => {
  test.slow(); // the exact odds follow each change on a shared 2-core machine
  const { item, setup } = await napoleonAtBoulogne(page, host.url, 'Grand Battery', 'grand-battery.adc');

  // Offered and on, waiting for an artillery block; then pre-set on it.
  const events = setup.getByRole('region', { name: 'Leader events this Game Turn' });
  await expect(events.getByRole('checkbox', { name: 'Use Napoléon’s Grand Battery' })).toBeChecked();
  await expect(events).toContainText('No attacking artillery in the battle yet');
  await setup.getByRole('button', { name: 'Add attacker artillery', exact: true }).click();
  await setup.getByRole('button', { name: 'Add defender infantry', exact: true }).click();
  await expect(events.getByRole('combobox', { name: 'Grand Battery on' })).toHaveValue(/.+/);
  await expect(block(setup, 'Artillery 1').getByRole('button', { name: /^More for Artillery 1: .*\(Grand Battery\)$/ })).toBeVisible();
  await block(setup, 'Artillery 1').getByRole('button', { name: /^More for / }).click();
  await expect(block(setup, 'Artillery 1')).toContainText('Round 1: Grand Battery +1');
  await expect(setup.getByTestId('setup-attacker-holds')).toBeVisible({ timeout: 120_000 });
  await shot(page, 'battle-leader-event');

  // Taken off: the artillery's own round-1 chips come back; put back on.
  await events.getByRole('checkbox', { name: 'Use Napoléon’s Grand Battery' }).uncheck();
  await expect(block(setup, 'Artillery 1').getByRole('radiogroup', { name: 'Round-1 modifier' })).toBeVisible();
  await expect(events).toContainText('Not used in this battle');
  await events.getByRole('checkbox', { name: 'Use Napoléon’s Grand Battery' }).check();
  await expect(block(setup, 'Artillery 1')).toContainText('Round 1: Grand Battery +1');
  await setup.getByRole('button', { name: 'Start the battle', exact: true }).click();

  // A5: the A3 at strength 3 fires as A4 in round 1: dice 4, 5, 1 are 2 hits.
  const fight = item.getByRole('region', { name: 'Battle in Boulogne, step by step' });
  const decision = fight.getByRole('group', { name: 'Decision' });
  // Long waits: the step-by-step board reads the engine in the page, slow on a loaded machine.
  const slow = { timeout: 90_000 };
  await decision.getByRole('radiogroup', { name: 'Dice' }).getByRole('radio', { name: 'Table dice' }).click(slow);
  await expect(decision.locator('.decision-name')).toHaveText('Artillery 1', slow);
  await decision.getByRole('textbox', { name: 'Table dice' }).fill('4 5 1', slow);
  await decision.getByRole('button', { name: 'Fire', exact: true }).click(slow);
  await expect(logRow(page, 'Boulogne, round 1').first()).toContainText('2 hits (hits on 1-4)', slow);
  await expect(logRow(page, 'Battle in Boulogne set up')).toHaveCount(1);
});
