// Congress of Vienna screens the unit tests cover, through the real browser host: Russia's wager substitution and
// France wagering Berthier, the Armistice stopped on the Negotiation Table [11.1.2, 11.4, 13.3]; the
// Liberalism roll with Britain's Resources and the chance shown [12.4.5]; an Army over its box limit and a card
// played off its Front refused with the reason, nothing changed; Berthier's Strategic Movement refused after the
// Diplomacy Phase; the landing in Naples [13.6.3]; Silesia and Bohemia beaten together, the group names the space
// [13.4.5]; Berthier saved, his Strategic Movement tick [13.3]. Each test starts from a campaign the engine plays to its step; turn orders are read from the screen.
import type { Locator, Page } from '@playwright/test';
import { setCell } from '../../shared/data/tables';
import { CONGRESS_OF_VIENNA_DATA as DATA } from '../../shared/games/congress-of-vienna/tables';
import { actingNow } from '../../shared/games/congress-of-vienna/state';
import { fundingItems } from '../../shared/games/congress-of-vienna/actions/government';
import { battlesPack, chooseLosses, covAtWar, declareBattle, fightOn, tableDice } from './congress-of-vienna-helpers';
import { expect, expectNoRefusal, logRow, next, nextButton, openApp, shot, stepTitle, test } from './fixtures';

test.setTimeout(300_000);
test.use({ actionTimeout: 60_000 });

const refused = (page: Page) => page.getByRole('alert', { name: 'Refused', exact: true });
const NAMES: Record<string, string> = { France: 'Ann', Russia: 'Bo', Britain: 'Cy', Austria: 'Bo' };
const RULES = { tacticalMatrix: false, denmarkNorwayBox: false };

async function open(page: Page, url: string, file: string, title: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openApp(page, url);
  await page.getByRole('button', { name: `Open ${file}`, exact: true }).click();
  await expect(stepTitle(page)).toHaveText(title, { timeout: 60_000 });
}

/** A battle fought without cards: each side offered the Withdrawal fights, then the losses typed (manual mode). */
async function fightTyped(page: Page, fight: Locator, france: number, allies: number): Promise<void> {
  await fightOn(fight);
  for (let k = 0; k < 2; k++) {
    const none = fight.getByRole('button', { name: /: no card$/ });
    const name = (await none.textContent())!;
    await none.click();
    await expect(fight.getByRole('button', { name, exact: true })).toBeHidden();
  }
  await fight.getByRole('spinbutton', { name: 'France inflicts' }).fill(String(france));
  await fight.getByRole('spinbutton', { name: 'Allies inflict' }).fill(String(allies));
  await fight.getByRole('button', { name: 'Type the losses (manual mode)' }).click();
  await expectNoRefusal(page);
}

test('Congress of Vienna Diplomacy: France wagers Berthier, Russia substitutes and wins, the Armistice stopped on the Negotiation Table', async ({ page, host, dataDir }) => {
  await covAtWar(dataDir, 'wager.adc', { until: 'wager', rules: RULES });
  await open(page, host.url, 'wager.adc', 'Issue Selection Wager');

  // Sealed: France 4 (Berthier, ticked by the group), Russia 3 (Russian: +1), Britain 4, Austria 2.
  const bids: Array<[string, number]> = [['France', 4], ['Russia', 3], ['Britain', 4], ['Austria', 2]];
  for (const [power, value] of bids) {
    await page.getByRole('button', { name: `I am ${power} (${NAMES[power]}): show my entry`, exact: true }).click();
    await page.getByRole('radiogroup', { name: `${power} wager value`, exact: true }).getByRole('radio', { name: String(value), exact: true }).click();
    if (power === 'France') await page.getByRole('checkbox', { name: 'This is Berthier (#3)', exact: true }).check();
    await page.getByRole('button', { name: 'Seal my entry' }).click();
  }
  await page.getByRole('button', { name: 'Reveal', exact: true }).click();
  await page.getByRole('button', { name: 'Record in the log' }).click();

  // Britain wins the three-way tie at 4: Russia may put down a higher Russian card; nothing is logged yet [11.1.2].
  const sub = page.getByLabel('Russian substitute');
  await expect(page.getByRole('heading', { name: 'Issue Selection Wager: Russia may substitute' })).toBeVisible();
  await expect(sub.getByRole('spinbutton', { name: 'Russian substitute card value' })).toHaveAttribute('min', '4');
  await expect(logRow(page, /Wager revealed/)).toHaveCount(0);
  await sub.getByRole('spinbutton', { name: 'Russian substitute card value' }).fill('5');
  await shot(page, 'cov-more-wager-substitute-1280');
  await sub.getByRole('button', { name: 'Russia substitutes', exact: true }).click();
  await expectNoRefusal(page);
  await expect(page.getByLabel('Russia wager 6', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Russia wins the wager: Russia substituted a 5 \(\+1 = 6\)/)).toBeVisible();
  await expect(logRow(page, 'Wager revealed: FR 4, RU 6, BR 4, AU 2 — Russia wins')).toHaveCount(1);
  await expect(logRow(page, 'France wagered Berthier (#3): not saved for the War Phase [13.3]')).toHaveCount(1);

  // Russia's Issue, then each Power selects two (the first one the Armistice), in the order the wager gave.
  await next(page, 'The wager winner’s Issue');
  await page.getByRole('checkbox', { name: 'Poland', exact: true }).check();
  await page.getByRole('button', { name: 'Place it' }).click();
  await next(page, 'Issue selection');
  const pickers = page.getByRole('group', { name: 'Available Issues' });
  for (let k = 0; k < 4; k++) {
    const select = page.getByRole('button', { name: /selects these$/ });
    const who = (await select.textContent())!;
    if (k === 0) await pickers.getByRole('checkbox', { name: 'Armistice', exact: true }).check();
    else await pickers.getByRole('checkbox').nth(0).check();
    await pickers.getByRole('checkbox').nth(1).check();
    await select.click();
    await expect(page.getByRole('button', { name: who, exact: true })).toHaveCount(0);
  }
  await next(page, 'Diplomacy rounds');

  // Whoever acts first negotiates the Armistice with a 5. Berthier, wagered already, ticked on a French card again
  // (France's own or its debate) is refused with the reason and nothing changes [13.3].
  const form = page.getByLabel('Negotiation', { exact: true });
  const actor = ((await form.locator('.big-line').first().textContent()) ?? '').match(/(France|Russia|Britain|Austria)/)![1]!;
  await form.getByRole('combobox', { name: 'Issue to negotiate' }).selectOption('armistice');
  await form.getByRole('spinbutton', { name: `${actor} card value`, exact: true }).fill('5');
  if (actor !== 'France') await form.getByRole('combobox', { name: 'Debater' }).selectOption({ label: 'France' });
  const berthier = form.getByRole('checkbox', { name: actor === 'France' ? 'France card is Berthier (#3)' : 'France debate card is Berthier (#3)', exact: true });
  await berthier.check();
  await form.getByRole('button', { name: 'Negotiate', exact: true }).click();
  await expect(refused(page)).toContainText('Berthier (#3) was already played in this Diplomacy Phase (wagered by France).');
  await expect(page.getByLabel('Negotiation Table centre')).toContainText('Armistice');
  await expect(page.getByText('This phase: 0 actions')).toBeVisible();
  await berthier.uncheck();
  if (actor !== 'France') await form.getByRole('combobox', { name: 'Debater' }).selectOption({ label: 'No debate' });

  // Ticked, the card stops the Armistice on the Table instead of moving it onto the negotiator's track [11.4 EXCEPTION].
  const calc = form.getByLabel('Movement calculator');
  await expect(calc).toContainText(`Ends on ${actor} `);
  await form.getByRole('checkbox', { name: `${actor} stops the Armistice on the Negotiation Table [11.4]`, exact: true }).check();
  await expect(calc).toContainText('Ends on the Negotiation Table');
  await shot(page, 'cov-more-armistice-stop-1280');
  await form.getByRole('button', { name: 'Negotiate', exact: true }).click();
  await expectNoRefusal(page);
  await expect(page.getByText('This phase: 1 action')).toBeVisible();
  await expect(page.getByLabel('Negotiation Table centre')).toContainText('Armistice');
  await expect(page.getByLabel(`${actor} National Track`, { exact: true })).not.toContainText('Armistice');
});

test('Congress of Vienna Government: France’s Liberalism roll with Britain’s Resources, the chance shown before the die', async ({ page, host, dataDir }) => {
  // The engine funds the Powers before France and Britain, whatever the order; France then Britain fund on screen.
  await covAtWar(dataDir, 'liberalism.adc', {
    until: 'funding', rules: RULES,
    then: (c) => {
      for (let p = actingNow(c.state)[0]; p && p !== 'FR' && p !== 'BR'; p = actingNow(c.state)[0]) {
        c.act('cov.fund', { power: p, paid: fundingItems(c.state, p).filter((i) => i.mandatory && i.payer === p).map((i) => i.issue.id), militarySupport: 0, soundGovernment: false });
      }
    },
  });
  await open(page, host.url, 'liberalism.adc', 'Priorities and funding');
  const roll = page.getByLabel('France Liberalism roll', { exact: true });
  for (let k = 0; k < 2; k++) {
    const fund = page.getByRole('button', { name: /^(France|Britain) funds these$/ });
    const who = (await fund.textContent())!;
    if (who.startsWith('France')) {
      // A priority skipped (France's Military Operation, 3rd) is refused with the reason and changes nothing [12.3].
      const mo = page.getByRole('checkbox', { name: 'Pay for France Military Operation 1', exact: true });
      await mo.uncheck();
      await fund.click();
      await expect(refused(page)).toContainText('France must fund France Military Operation 1 (3rd priority) before anything discretionary [12.3].');
      await expect(page.getByRole('button', { name: who, exact: true })).toBeVisible();
      await expect(logRow(page, /France funds/)).toHaveCount(0);
      await shot(page, 'cov-more-funding-skipped-1280');
      await mo.check();
    }
    if (who.startsWith('Britain')) {
      await expect(page.getByLabel('Britain funding', { exact: true })).toContainText('Resources · left 2');
      // Britain's 2 left are not lost: it may still pay toward France's roll (or Pax, or Sound Government) [12.3, 12.4.5].
      await expect(page.getByLabel('Unspent Resources', { exact: true })).toContainText('2 Resources unspent: Britain may still spend them on France’s Liberalism roll (+1 each) [12.4.5]');
      // France's die waits for its partner: Britain may add the Resources it has left [12.3, 12.4.5].
      if (await roll.count()) {
        await expect(roll).toContainText('The die waits for Britain to fund: it may then add Resources it has left [12.3, 12.4.5].');
        await expect(roll.getByRole('button', { name: 'Roll for Liberalism' })).toHaveCount(0);
      }
    }
    await fund.click();
    await expect(page.getByRole('button', { name: who, exact: true })).toHaveCount(0);
  }
  await expectNoRefusal(page);
  await expect(logRow(page, /Britain funds .*2 Resources unspent: Britain may still spend them on France’s Liberalism roll/)).toHaveCount(1);
  await expect(logRow(page, /unspent \(lost\)/)).toHaveCount(0);

  // France won Liberalism / Absolutism and paid it: 1d6 ≥ 4 as it stands (3 in 6); Britain's 2 left Resources add 2.
  await expect(roll).toContainText('Liberalism: 1d6 ≥ 4 advances (50');
  await expect(roll.getByLabel('France Liberalism chances', { exact: true })).toContainText('as it stands: 3/6');
  await expect(roll.getByLabel('France Liberalism chances', { exact: true })).toContainText('+2 more: 5/6');
  await roll.getByRole('spinbutton', { name: 'Britain’s Resources for the roll (of 2 left)', exact: true }).fill('2');
  await expect(roll).toContainText('Liberalism: 1d6 +2 ≥ 4 advances (83');
  await expect(roll.getByLabel('France Liberalism chances', { exact: true })).toContainText('as it stands: 5/6');
  await roll.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await shot(page, 'cov-more-liberalism-1280');
  // The table's die: a 2, +2 is 4: the pawn advances; Britain's 2 Resources are spent.
  await tableDice(page, 'Roll for Liberalism', '2');
  await expectNoRefusal(page);
  await expect(roll).toContainText('2 + 2: the pawn advances');
  await expect(logRow(page, 'France rolls 2 +2 for Liberalism (Britain pays 2 Resources): the pawn advances to box 1')).toHaveCount(1);
});

test('Congress of Vienna War: an Army over its box limit and a card off its Front refused, Berthier’s Strategic Movement refused, the landing in Naples', async ({ page, host, dataDir }) => {
  // The group's Army of Sicily holds 4 units; card #65 is played only on Front C (test values). France wagered
  // Berthier; the Army of Sicily got 2 British units from the Army of Portugal and the War of 1812 Box's fleet.
  let pack = setCell(DATA, battlesPack(), 'armies', 'sicily', 'unitLimit', 4);
  pack = setCell(DATA, pack, 'cards', '65', 'fronts', 'C');
  await covAtWar(dataDir, 'war.adc', {
    pack, rules: RULES,
    bids: { FR: { value: 4, nation: 'FR', berthier: true }, RU: { value: 3, nation: 'RU' }, BR: { value: 4, nation: 'BR' }, AU: { value: 2, nation: 'AU' } },
    then: (c) => {
      c.act('cov.forces.move', { piece: 'BR', count: 2, from: 'portugal', to: 'sicily' });
      c.act('cov.forces.move', { piece: 'FLEET', count: 1, from: 'war-of-1812', to: 'sicily' });
    },
  });
  await open(page, host.url, 'war.adc', 'Military Operations');

  // Front E: the landing typed with 5 British units: refused with the box limit, nothing declared.
  const declare = page.locator('.cov-declare');
  await declare.getByRole('combobox', { name: 'Front' }).selectOption('E');
  await declare.getByRole('checkbox', { name: 'Amphibious landing' }).check();
  await declareBattle(page, 'E', { army: 'Army of Naples', units: 'FR 1', space: 'Naples' }, { army: 'Army of Sicily', units: 'BR 5', space: 'Sicily', milOp: true });
  await expect(refused(page)).toContainText('The Army of Sicily holds at most 4 units (its box limit [4.2, 12.6.1]); 5 given');
  await expect(page.getByText('No battle declared yet.')).toBeVisible();
  await shot(page, 'cov-more-box-limit-1280');
  await declare.getByRole('textbox', { name: 'The Allies units' }).fill('BR 2');
  await declare.getByRole('button', { name: 'Declare the battle on Front E (Naples)' }).click();
  await expectNoRefusal(page);
  await expect(page.getByLabel('Battles in Front order').locator('li')).toHaveCount(1);
  await next(page, 'Military Support');
  await next(page, 'Strategic Movement');

  // Berthier was wagered: his additional Strategic Movement is not offered; the box stays in sight, off, with the reason.
  const move = page.getByLabel('Move pieces: Strategic Movement', { exact: true });
  await move.getByRole('combobox', { name: 'From' }).selectOption({ label: 'Army of Spain' });
  await expect(move.getByRole('group', { name: 'Move to' }).getByRole('button')).not.toHaveCount(0);
  const withBerthier = move.getByRole('checkbox', { name: /^With Berthier/ });
  await expect(withBerthier).toBeDisabled();
  await expect(withBerthier).not.toBeChecked();
  await expect(move).toContainText('With Berthier: Berthier (#3) was played in the Diplomacy Phase (wagered by France): only if saved there does he serve in the War Phase [13.3].');
  await expect(page.getByLabel('Strategic Movement used')).toContainText('France 0/2');
  await move.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await shot(page, 'cov-more-berthier-1280');
  await next(page, 'Battles');

  // Card #65 on Front E: refused with the card's Fronts; the cards are still to play.
  const fight = page.getByLabel('Battle on Front E (Naples)');
  await fightOn(fight);
  const cards = fight.getByLabel(/ military cards$/);
  const side = ((await cards.getAttribute('aria-label')) ?? '').replace(/ military cards$/, '');
  await cards.getByRole('button', { name: '+ Card' }).click();
  await cards.getByRole('textbox', { name: `${side} card 1`, exact: true }).fill('event-65');
  await cards.getByRole('button', { name: /play(s)? these$/ }).click();
  await expect(refused(page)).toContainText('may be played only on Front C, not on Front E (card text [13.4.3])');
  await expect(fight.getByLabel(`${side} military cards`, { exact: true })).toBeVisible();
  await shot(page, 'cov-more-card-front-1280');
  await cards.getByRole('button', { name: 'Remove card' }).click();
  await fightTyped(page, fight, 0, 1);

  // The landing succeeds: the Army of Sicily in Naples, the Army of Naples into the Army of Italy, Britain +3 VP [13.6.3].
  const result = page.getByLabel('Result on Front E (Naples)');
  await expect(result).toContainText('The Allies win');
  // The result line says what happens, not a retreat the Army of Naples has no space for.
  await expect(result).toContainText('The landing in Naples succeeds (the Army of Naples is beaten and has no space to retreat to): the Army of Sicily enters Naples; the Army of Naples leaves play, its surviving units join the Army of Italy');
  await expect(result).not.toContainText('retreats one space');
  await expect(result.getByLabel('Done on the Armies')).toContainText('A successful landing in Naples: the Army of Sicily in Naples, the Army of Naples joins the Army of Italy, Britain +3 VP [13.6.3].');
  const ledger = page.getByRole('table', { name: 'VP ledger' }).getByRole('row').filter({ hasText: 'Landing in Naples' });
  await expect(ledger).toHaveCount(1);
  await expect(ledger).toContainText('Britain+3');
  const board = page.getByLabel('Armies and Force Pools').first();
  await expect(board.getByLabel('Army of Sicily', { exact: true })).toContainText('Naples');
  await expect(board.getByLabel('Army of Naples', { exact: true })).toContainText('out of the game');
  await result.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await shot(page, 'cov-more-naples-1280');
});

test('Congress of Vienna War: Berthier saved from the Diplomacy Phase — the "With Berthier" tick moves France’s additional units in Strategic Movement', async ({ page, host, dataDir }) => {
  // Berthier's card moves 2 more units (a test value for the card's printed number) [13.3].
  const pack = setCell(DATA, battlesPack(), 'cards', '3', 'strategicUnits', 2);
  await covAtWar(dataDir, 'berthier.adc', { pack, rules: RULES });
  await open(page, host.url, 'berthier.adc', 'Military Operations');
  await next(page, 'Military Support');
  await next(page, 'Strategic Movement');
  const move = page.getByLabel('Move pieces: Strategic Movement', { exact: true });
  await move.getByRole('combobox', { name: 'From' }).selectOption({ label: 'Army of Spain' });
  await move.getByRole('spinbutton', { name: 'Pieces' }).fill('3');
  // Three are one too many without him; ticked, the Grande Armée is offered.
  const to = move.getByRole('group', { name: 'Move to' });
  await expect(to).toContainText('0 of the 2 units of Strategic Movement used this turn: 3 more are too many [13.3].');
  await expect(to.getByRole('button', { name: 'Grande Armée', exact: true })).toHaveCount(0);
  await move.getByRole('checkbox', { name: 'With Berthier (up to 2 more units, group-entered)', exact: true }).check();
  await to.getByRole('button', { name: 'Grande Armée', exact: true }).click();
  await expectNoRefusal(page);
  await expect(logRow(page, /Strategic Movement with Berthier .*: 3 French units from Army of Spain to Grande Armée/)).toHaveCount(1);
  await expect(page.getByLabel('Strategic Movement used')).toContainText('France 3/2');
  await expect(page.getByLabel('Strategic Movement used')).toContainText('Berthier used in Strategic Movement: his card can still serve one battle [13.3].');
});

test('Congress of Vienna War: Silesia and Bohemia beaten together in Poland — the group names Polesia or Vienna, Next waits', async ({ page, host, dataDir }) => {
  // Front A's Allied set-up spaces, Poland's place and its neighbours, as the group would enter them [8.3, 13.4.5].
  let pack = battlesPack();
  for (const [space, col, v] of [['Polesia', 'order', 1], ['Vienna', 'order', 1], ['Poland', 'order', 2], ['Silesia', 'order', 3], ['Silesia', 'front', 'A'], ['Poland', 'neighbours', 'Polesia, Vienna, Silesia']] as const) pack = setCell(DATA, pack, 'map-spaces', space, col, v);
  pack = setCell(DATA, pack, 'armies', 'grande-armee', 'unitLimit', 16);
  await covAtWar(dataDir, 'front-a.adc', {
    pack, rules: RULES,
    then: (c) => {
      for (let i = 0; i < 3; i++) c.act('sequence.next', {});
      c.act('cov.forces.army', { army: 'grande-armee', space: 'Silesia', why: 'transfer' });
      c.act('cov.forces.army', { army: 'bohemia', space: 'Poland', why: 'transfer' });
      c.act('cov.forces.army', { army: 'silesia', space: 'Poland', why: 'transfer' });
      c.act('cov.battle.declare', { input: { game: 'congress-of-vienna', front: 'A', french: { army: 'grande-armee', milOp: true }, allied: { army: 'silesia', owner: 'RU', bohemiaAndSilesia: true } } });
    },
  });
  await open(page, host.url, 'front-a.adc', 'Battles');
  await fightTyped(page, page.getByLabel('Battle on Front A (Central Europe)'), 2, 0);
  await chooseLosses(page, 'Army of Silesia and Army of Bohemia', { Russian: 1, Austrian: 1 });

  const result = page.getByLabel('Result on Front A (Central Europe)');
  // They retreat together, each toward its own Start Space: the Rulebook does not say which [13.4.5, 13.6.2].
  await expect(result.getByLabel('Still to do on the Armies')).toContainText('(the Armies of Silesia and Bohemia retreat together, each toward its own Start Space: confirm the space by hand [13.6.2])');
  const confirm = result.getByRole('group', { name: 'Army of Silesia and Army of Bohemia: confirm the space', exact: true });
  await expect(confirm).toContainText('Army of Silesia and Army of Bohemia retreat to:');
  await expect(confirm).toContainText('They retreat together, each toward its own Start Space [13.6.2]: the group names the space; Grande Armée advances into Poland.');
  await expect(confirm.getByRole('button', { name: 'Polesia', exact: true })).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Vienna', exact: true })).toBeVisible();
  // Next waits for the space, and says why.
  await expect(nextButton(page)).toBeDisabled();
  await expect(page.getByText('After the battle on Front A (Central Europe), Army of Silesia and Army of Bohemia retreat from Poland: confirm the space by hand first [13.4.5].')).toBeVisible();
  await confirm.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await shot(page, 'cov-more-front-a-question-1280');
  await confirm.getByRole('button', { name: 'Vienna', exact: true }).click();
  await expectNoRefusal(page);
  await expect(confirm).toHaveCount(0);
  await expect(logRow(page, /Front A \(Central Europe\): Army of Silesia and Army of Bohemia retreat to Vienna.*\(confirmed by hand\)/)).toHaveCount(1);
  const army = page.getByLabel('Move an Army block').getByRole('combobox', { name: 'Army' });
  await expect(army).toContainText('Army of Bohemia (Vienna)');
  await expect(army).toContainText('Army of Silesia (Vienna)');
  await expect(army).toContainText('Grande Armée (Poland)');
});
