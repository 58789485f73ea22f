// Napoleon's Imperium odds in the browser: the casualty order editor at the battle set-up (a rule-breaking
// order refused, the odds under the chosen order beside the default's), an invasion fought step by step with
// the odds from here at sea, before the pre-emptive strike and ashore (and the odds of a casualty choice), a
// continued attack with its odds at the second battle; then a short game to its end and the rank ledger.
import { expect, expectNoRefusal, logRow, next, openApp, shot, stepTitle, test } from './fixtures';
import type { Locator, Page } from '@playwright/test';
import { NATIONS, attackerHitsEverything, closePurchases, newTerritory, top } from './imperium-helpers';

test.use({ viewport: { width: 1536, height: 960 } });
test.setTimeout(600_000);



/** A two-player game with the given final year, through 1798, to the French Phase One of 1799. */
async function to1799(page: Page, url: string, file: string): Promise<void> {
  await openApp(page, url);
  await page.getByRole('combobox', { name: 'Game', exact: true }).selectOption({ label: 'Napoleon’s Imperium' });
  await page.getByRole('textbox', { name: 'Player 1 name' }).fill('Nap');
  await page.getByRole('textbox', { name: 'Player 2 name' }).fill('Nel');
  await page.getByRole('combobox', { name: 'Final year' }).selectOption('1799');
  await page.getByRole('textbox', { name: 'File name' }).fill(file);
  await page.getByRole('button', { name: 'Start the campaign' }).click();
  await expect(stepTitle(page)).toHaveText('Purchase (all nations)');
  for (const n of NATIONS) await closePurchases(page, n);
  await next(page, 'Movement (all teams at once)');
  await next(page, 'Purchase Placement (all nations)');
  for (const n of NATIONS) await page.getByRole('button', { name: `${n} Empire places its purchases`, exact: true }).click();
  await next(page, 'Phase One: Income and purchases');
}


/** One step of the fight: table dice where every attacking die hits (1) and every defending die misses (0), or the suggested casualties. */
async function step(fight: Locator): Promise<'roll' | 'casualties' | 'leave' | 'over'> {
  const roll = fight.getByRole('group', { name: 'Roll' });
  const cas = fight.getByRole('group', { name: 'Casualties' });
  const leave = fight.getByRole('group', { name: 'Units left behind' });
  const over = fight.getByRole('group', { name: 'Battle over' });
  await expect(roll.or(cas).or(leave).or(over)).toBeVisible();
  if (await over.isVisible()) return 'over';
  if (await cas.isVisible()) {
    await cas.getByRole('button', { name: /^Remove/ }).click();
    await expect(cas.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
    return 'casualties';
  }
  if (await leave.isVisible()) {
    await leave.getByRole('button', { name: 'Leave these units' }).click();
    await expect(leave).toHaveCount(0);
    return 'leave';
  }
  await attackerHitsEverything(roll);
  return 'roll';
}

/** The figure shown for an outcome of the odds from here, as a number (percent). */
async function figure(odds: Locator, label: RegExp): Promise<number> {
  const cell = odds.getByLabel(label);
  return Number(((await cell.locator('.ni-odds-num').textContent()) ?? '').replace(/[<>%]/g, ''));
}

test('Napoleon’s Imperium odds: casualty order, an invasion and a continued attack fought with the odds from here', async ({ page, host }) => {
  await to1799(page, host.url, 'odds-war.adc');
  await closePurchases(page, 'French');
  await next(page, 'Phase Two: Attack');

  // ------------------------------------------------------------------ set-up: an invasion of Pomerania
  const rec = page.getByRole('region', { name: 'Record a battle' });
  await rec.getByRole('radio', { name: 'Invasion from the sea' }).click();
  await rec.getByRole('combobox', { name: 'Territory attacked' }).fill('Pomerania');
  await newTerritory(page.getByRole('group', { name: 'Territory data needed' }), 'Pomerania', 2, 'Prussian Empire');
  await expect(rec.getByRole('button', { name: 'Prussian', pressed: true })).toBeVisible({ timeout: 30_000 });
  await rec.getByRole('spinbutton', { name: 'Attacking Fleets', exact: true }).fill('3');
  await rec.getByRole('spinbutton', { name: 'Aboard Infantry', exact: true }).fill('2');
  await rec.getByRole('spinbutton', { name: 'Aboard Cavalry', exact: true }).fill('1');
  await rec.getByRole('spinbutton', { name: 'Defending Infantry', exact: true }).fill('3');
  await rec.getByRole('spinbutton', { name: 'Defending Cavalry', exact: true }).fill('1');
  await rec.getByRole('spinbutton', { name: "Defending fleets in the port's sea zone" }).fill('1');
  // The French Invasion value is on the Empire card, not in the rulebook: entered where the odds need it.
  const odds = rec.getByRole('complementary', { name: 'Odds' });
  const fill = odds.getByRole('group', { name: /^Fill in Invasion fire/ });
  await fill.getByRole('spinbutton', { name: 'French Empire Fleet Invasion value', exact: true }).fill('5');
  await fill.getByRole('button', { name: /^Save French Empire/ }).click();
  await expect(odds.getByLabel(/^French wins [<>\d]/)).toBeVisible({ timeout: 30_000 });
  const defaultWins = Number(((await odds.getByLabel(/^French wins/).getAttribute('aria-label')) ?? '').replace(/[^\d.]/g, ''));

  // ------------------------------------------------------------------ the order of losses
  const order = rec.getByRole('region', { name: 'Casualty order' });
  await expect(order.getByRole('button', { name: /Order of losses: default/ })).toBeVisible();
  await order.getByRole('button', { name: /Order of losses/ }).click();
  const landed = order.getByRole('list', { name: /French: landed army loses first: casualty order/ });
  await expect(landed.getByRole('listitem')).toHaveText([/^1.*infantry/, /^2.*cavalry/]);
  await expect(order.getByText(/Default: French infantry → French cavalry/)).toBeVisible();
  // Keyboard: the cavalry's ▲ button, pressed with Enter, puts the cavalry first.
  await landed.getByRole('button', { name: 'Move French cavalry up (lost sooner)' }).focus();
  await page.keyboard.press('Enter');
  await expect(landed.getByRole('listitem')).toHaveText([/^1.*cavalry/, /^2.*infantry/]);
  await expect(order.getByRole('button', { name: /Order of losses: your own order/ })).toBeVisible();
  const compare = order.getByRole('table', { name: 'Odds by casualty order' });
  await expect(compare.getByRole('row', { name: /Your order/ })).not.toContainText('…');
  const cells = async (row: string) => (await compare.getByRole('row', { name: new RegExp(row) }).getByRole('cell').allTextContents()).map((t) => Number(t.replace(/[<>%]/g, '')));
  const [dA] = await cells('Default order');
  const [cA] = await cells('Your order');
  expect(dA).toBeCloseTo(defaultWins, 1);
  // Keeping the weaker infantry longest costs the invader.
  expect(cA!).toBeLessThan(dA!);
  await expect(odds.getByText(/Under your own order of losses · default order: French takes it/)).toBeVisible();
  await expect(odds.getByLabel(/^French wins/)).toHaveAttribute('aria-label', new RegExp(`French wins ${cA!.toFixed(1)}%`));
  await compare.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await shot(page, 'imperium-odds-order-compare');

  // A joint defence: the Russian ally's units are lost first; putting the Prussians before them is refused.
  await rec.getByRole('group', { name: 'Defenders' }).getByRole('button', { name: 'Russian', exact: true }).click();
  await rec.getByRole('spinbutton', { name: 'Allied Russian Infantry', exact: true }).fill('1');
  const defList = order.getByRole('list', { name: /Prussian \+ Russian loses first: casualty order/ });
  await expect(defList.getByRole('listitem').first()).toContainText('Russian infantry (ally)');
  await defList.getByRole('button', { name: 'Move Prussian infantry up (lost sooner)' }).click();
  await expect(order.getByRole('alert')).toContainText('Not allowed: Prussian infantry cannot be lost before Russian infantry (ally): allied units are lost before the territory owner’s own units in a joint defence [§6 Note, §24].');
  await expect(defList.getByRole('listitem').first()).toContainText('Russian infantry (ally)');
  // Alt+Arrow on a focused unit group (the hook the Imperial Borders lineup shares): refused the same way, with
  // nothing announced; at the head of its list, a group stays and the announcement says so.
  await defList.getByRole('listitem', { name: /Prussian infantry/ }).focus();
  await page.keyboard.press('Alt+ArrowUp');
  await expect(order.getByRole('alert')).toContainText('Not allowed: Prussian infantry cannot be lost before Russian infantry (ally)');
  await expect(defList.getByRole('listitem').first()).toContainText('Russian infantry (ally)');
  await expect(order.getByRole('status')).toHaveText('');
  await landed.getByRole('listitem', { name: /French cavalry/ }).focus();
  await page.keyboard.press('Alt+ArrowUp');
  await expect(order.getByRole('status')).toHaveText('French cavalry is already first (place 1 of 2).');
  await expect(landed.getByRole('listitem')).toHaveText([/^1.*cavalry/, /^2.*infantry/]);
  await top(order);
  await shot(page, 'imperium-odds-order');
  // The ally goes home again; the landed army back to the default order.
  await rec.getByRole('group', { name: 'Defenders' }).getByRole('button', { name: 'Russian', exact: true }).click();
  await order.getByRole('group', { name: /landed army/ }).getByRole('button', { name: 'Reset to default' }).click();
  await expect(order.getByRole('button', { name: /Order of losses: default/ })).toBeVisible();
  await expect(odds.getByLabel(/^French wins/)).toHaveAttribute('aria-label', new RegExp(`French wins ${defaultWins.toFixed(1)}%`));

  // ------------------------------------------------------------------ the invasion, step by step
  await rec.getByRole('button', { name: '⚔ Fight it step by step' }).click();
  const fight = page.getByRole('region', { name: 'Battle step by step' });
  await expect(fight).toBeVisible();
  const fromHere = fight.getByLabel('Odds from here', { exact: true });
  const seen: string[] = [];
  for (let k = 0; k < 12; k++) {
    const roll = fight.getByRole('group', { name: 'Roll' });
    const cas = fight.getByRole('group', { name: 'Casualties' });
    await expect(roll.or(cas).or(fight.getByRole('group', { name: 'Battle over' })).or(page.getByRole('region', { name: 'Battle Card to draw' }))).toBeVisible();
    if (!(await fight.isVisible()) || (await page.getByRole('region', { name: 'Battle Card to draw' }).isVisible())) break;
    const stage = ((await fight.locator('.ni-fight-stage').textContent()) ?? '').trim();
    if (await roll.isVisible()) {
      if (!(await roll.getByText(/Sea prize|Imprison/).first().isVisible().catch(() => false))) {
        // Between rolls, every stage of the invasion shows its exact odds from here.
        // (A roll just made may turn the panel into the casualty choice's "Odds once these units are
        // removed" while this reads it: both show the outcome's exact odds.)
        await expect(fromHere.or(fight.getByText('Odds once these units are removed'))).toBeVisible();
        await expect(fight.getByLabel(/^French takes Pomerania /).first()).toBeVisible();
        if (stage.startsWith('sea battle') && !seen.includes('sea')) {
          await expect(fromHere).toContainText('From the sea battle off the port, then the pre-emptive strike and the landing.');
          await top(fight);
          await shot(page, 'imperium-odds-invasion-sea');
          seen.push('sea');
        }
        if (stage.startsWith('pre-emptive') && !seen.includes('strike')) {
          await expect(fromHere).toContainText('From the pre-emptive strike and return fire, then the landing.');
          // The sea battle won: the invasion's odds went up.
          expect(await figure(fromHere, /^French takes Pomerania /)).toBeGreaterThan(defaultWins);
          seen.push('strike');
        }
        if (stage.startsWith('landed') && !seen.includes('land')) {
          await expect(fromHere).toContainText('From the land battle of the units that landed.');
          await top(fight);
          await shot(page, 'imperium-odds-invasion-landed');
          seen.push('land');
        }
      }
    }
    if (await cas.isVisible()) {
      // A casualty choice: the odds once the units chosen are gone, and they follow the choice.
      const choice = fight.getByLabel('Odds of this choice', { exact: true });
      await expect(choice).toBeVisible();
      await expect(choice.getByLabel(/^French takes Pomerania /)).toBeVisible();
      if (!seen.includes('choice')) {
        await top(fight);
        await shot(page, 'imperium-odds-choice');
        seen.push('choice');
      }
    }
    const what = await step(fight);
    if (what === 'over') break;
    await expectNoRefusal(page);
  }
  expect(seen).toEqual(expect.arrayContaining(['sea', 'strike', 'land', 'choice']));
  await expect(logRow(page, /Invasion of Pomerania: French Empire won/)).toHaveCount(1);

  // Prussia lost a land battle: its Battle Card.
  const due = page.getByRole('region', { name: 'Battle Card to draw' });
  await due.getByRole('spinbutton', { name: 'Prussian Empire card number' }).fill('7');
  await due.getByRole('combobox', { name: 'Prussian Empire card kind' }).selectOption({ label: 'Other card' });
  await due.getByRole('button', { name: 'Record Prussian Empire’s card' }).click();
  await expect(due).toHaveCount(0);

  // ------------------------------------------------------------------ a continued attack: Saxony, then Silesia
  await rec.getByRole('radio', { name: 'Land attack' }).click();
  await rec.getByRole('combobox', { name: 'Territory attacked' }).fill('Saxony');
  await newTerritory(page.getByRole('group', { name: 'Territory data needed' }), 'Saxony', 3, 'Prussian Empire');
  await expect(rec.getByRole('button', { name: 'Prussian', pressed: true })).toBeVisible({ timeout: 30_000 });
  await rec.getByRole('spinbutton', { name: 'Attacking Infantry', exact: true }).fill('4');
  await rec.getByRole('spinbutton', { name: 'Attacking Cavalry', exact: true }).fill('2');
  await rec.getByRole('spinbutton', { name: 'Defending Infantry', exact: true }).fill('1');
  await rec.getByRole('button', { name: '+ Continue into another territory' }).click();
  await rec.getByRole('combobox', { name: 'Further attack 1: territory' }).fill('Silesia');
  await newTerritory(page.getByRole('group', { name: 'Further attack 1: territory data needed' }), 'Silesia', 2, 'Prussian Empire');
  await rec.getByRole('spinbutton', { name: 'Further attack 1: defending Infantry', exact: true }).fill('2');
  await expect(odds.getByRole('table', { name: 'Each battle of the attack' })).toBeVisible({ timeout: 30_000 });
  await rec.getByRole('button', { name: '⚔ Fight it step by step' }).click();
  await expect(fight).toBeVisible();
  await expect(fromHere.getByLabel(/^French wins every battle /)).toBeVisible();
  await expect(fromHere).toContainText('From the first battle with the units still standing, then the further attacks.');
  // Battle 1: every French die hits; Saxony falls; one unit stays to hold it.
  await step(fight);
  const leave = fight.getByRole('group', { name: 'Units left behind' });
  await expect(leave).toBeVisible();
  await expect(fight.getByLabel('Odds of this choice', { exact: true })).toContainText('Odds once these units stay behind');
  await top(fight);
  await shot(page, 'imperium-odds-chain-leave');
  await step(fight);
  await expect(fight.locator('.ni-fight-stage')).toContainText('battle 2 of 2');
  await expect(fromHere).toContainText('From battle 2 of the continued attack with the units still standing.');
  const second = await figure(fromHere, /^French wins every battle /);
  expect(second).toBeGreaterThan(50);
  await top(fight);
  await shot(page, 'imperium-odds-chain');
  for (let k = 0; k < 6 && (await fight.isVisible()); k++) if ((await step(fight)) === 'over') break;
  await expect(logRow(page, /Battle for Silesia: French Empire won/)).toHaveCount(1);
});

test('Napoleon’s Imperium: the rank ledger at the final scoring', async ({ page, host }) => {
  await to1799(page, host.url, 'ledger-war.adc');
  for (const [i, n] of NATIONS.entries()) {
    await expect(page.getByRole('banner').locator('.game-turn')).toHaveText(`${n} turn`);
    await closePurchases(page, n);
    await next(page, 'Phase Two: Attack');
    await next(page, 'Phase Three: Movement');
    await next(page, 'Purchase Placement');
    await page.getByRole('button', { name: `${n} Empire places its purchases`, exact: true }).click();
    await next(page, i < 7 ? 'Phase One: Income and purchases' : 'End of the game: Battle Points');
  }
  const ledger = page.getByRole('region', { name: 'Rank ledger' });
  await expect(ledger).toBeVisible();
  for (const p of ['Nap', 'Nel']) await expect(ledger.getByRole('article', { name: `${p}: rank ledger` })).toBeVisible();
  // The Game Ranks as printed, the Major's points not entered (never invented).
  const ranks = ledger.getByRole('table', { name: 'Game Ranks' });
  await expect(ranks.getByRole('row', { name: /Captain/ })).toContainText('300');
  await expect(ranks.getByRole('row', { name: /^Major/ })).toContainText('not entered');
  await expect(ledger.getByRole('group', { name: 'Rank points not entered' })).toContainText('The rules print no points for Major');
  // Each player's game points this game are those of the score table above.
  const games = page.getByRole('table', { name: 'Game points' }).first();
  for (const p of ['Nap', 'Nel']) {
    const pts = Number((await games.getByRole('row', { name: new RegExp(`^${p}`) }).getByRole('cell').nth(1).textContent()) ?? 'NaN');
    await expect(ledger.getByLabel(`${p} game points this game ${pts}`)).toBeVisible();
  }
  await top(ledger);
  await shot(page, 'imperium-rank-ledger');
});
