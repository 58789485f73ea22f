// Le Grand Empire's season steps done by the app rather than by hand, against the browser host: Spain's
// event draw in a multi-player Spring budget (its chances shown first, its effect in the log); the
// Austrian borderers' tracker following a war on Turkey; a Winter trade sheet pre-filled from the
// campaign and a corsair hunted (detected, fired at, surviving) whose take comes off British trade;
// Prussia's military aid to France sent home in one click when the mandatory peace has run out; the
// optional Anvers roll in France's Winter budget.
// Screenshots at 1280x800 and 1920x1080.
import { expect, logRow, next, test } from './fixtures';
import { both, declareWar, editCell, newCampaign, nextDrawingTo, send } from './lge-helpers';

test.setTimeout(900_000);
test.use({ actionTimeout: 45_000 });

test('Le Grand Empire, seven players: Spain at war draws its event in the Spring budget, chances first, effect logged', async ({ page, host }) => {
  await newCampaign(page, host.url, 'Bailen', 'bailen.adc', { sevenPlayers: true });
  await page.getByRole('button', { name: 'Skip for now and play' }).click();

  // The group's event table (Diplomacy on 5 to 7, Military otherwise) and Talleyrand's counter, in the data editor.
  await page.keyboard.press('d');
  await page.getByRole('navigation', { name: 'Tables' }).getByRole('button', { name: /^Event table/ }).click();
  for (let n = 2; n <= 12; n++) if (n !== 5) await editCell(page, `2D6 ${n}: Category`, n <= 7 && n >= 6 ? 'Diplomacy' : 'Military');
  await page.getByRole('navigation', { name: 'Tables' }).getByRole('button', { name: /^Event counters/ }).click();
  await editCell(page, 'Event Talleyrand: Public or secret', 'Public');
  await editCell(page, 'Event Talleyrand: Only once', 'No');
  await editCell(page, 'Event Talleyrand: Effect', 'Talleyrand: +2 on one diplomatic attempt this turn');
  await page.locator('.de-view-title').click();
  await page.keyboard.press('Escape');

  await next(page, 'Diplomacy Phase');
  await declareWar(page, 'Spain');
  await nextDrawingTo(page, 'Economical Phase (exceptional budget)');

  const panel = page.getByRole('region', { name: 'Spring event draw: Spain and Turkey (§11.1.1)' });
  // Each draws every Spring, at war or not (§11.1.1's note, reading A-43, the rule settings' default).
  await expect(panel.getByLabel('Draws due')).toContainText('Still to draw: Spain 1, Turkey 1');
  await expect(panel.getByLabel('Who draws')).toContainText('one each, at war or not');
  await expect(panel.getByLabel('Event categories')).toContainText('No modifier');
  await expect(panel.getByLabel('Event categories')).toContainText('Diplomacy 41.7%');
  await panel.getByRole('checkbox', { name: 'Table dice' }).check();
  await panel.getByRole('textbox', { name: /Dice thrown at the table/ }).fill('2 4');
  await send(page, panel.getByRole('button', { name: 'Roll the event table for Spain (2D6)' }));
  await expect(logRow(page, 'Spain rolls on the event table: 2+4 = 6, «Diplomacy» (15 in 36)')).toHaveCount(1);
  await send(page, panel.getByRole('button', { name: 'Take the last counter' }));
  await expect(logRow(page, 'Spain draws Talleyrand (public, played now): Talleyrand: +2 on one diplomatic attempt this turn')).toHaveCount(1);
  await expect(panel.getByLabel('Events played')).toContainText('Talleyrand (Spain) — Talleyrand: +2');
  await expect(panel.getByLabel('Draws due')).toContainText('Still to draw: Turkey 1');
  await panel.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await both(page, 'season-spring-draw');
});

test('Le Grand Empire: war on Turkey brings Austria’s two borderer corps; their losses are tracked, never replenished', async ({ page, host }) => {
  await newCampaign(page, host.url, 'Borderers', 'borderers.adc');
  await page.getByRole('button', { name: 'Skip for now and play' }).click();
  const reg = page.getByRole('region', { name: 'Registries' });
  await reg.getByRole('tab', { name: /Special rules/ }).click();
  await expect(reg.getByText('Off the map: Austria and Turkey are at peace.')).toBeVisible();

  await next(page, 'Diplomacy Phase');
  await declareWar(page, 'Turkey', 'Austria');
  await expect(logRow(page, 'Austria declares war on Turkey: Austria’s two borderer corps appear at full strength in a province adjacent to Turkey (§14.6.1)')).toHaveCount(1);

  const corps = reg.getByRole('list', { name: 'Borderer corps' });
  await expect(corps).toContainText('Borderer corps 1full strength');
  await reg.getByRole('spinbutton', { name: 'Borderer corps 1: steps lost' }).fill('2');
  await send(page, corps.getByRole('listitem').filter({ hasText: 'Borderer corps 1' }).getByRole('button', { name: 'Record the loss' }));
  await expect(logRow(page, 'Austrian borderer corps 1: 2 steps lost (2 this war); never replenished, not rebuilt before the peace (§14.6.1)')).toHaveCount(1);
  await send(page, corps.getByRole('listitem').filter({ hasText: 'Borderer corps 2' }).getByRole('button', { name: 'Eliminated' }));
  await expect(corps).toContainText('Borderer corps 12 steps lost');
  await expect(corps).toContainText('Borderer corps 2eliminated');
  await corps.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await both(page, 'season-borderers');
});

test('Le Grand Empire Winter: the trade sheet comes pre-filled; a corsair detected, fired at, surviving, its take off British trade', async ({ page, host }) => {
  await newCampaign(page, host.url, 'Trafalgar', 'trafalgar.adc', { season: 'winter' });
  await page.getByRole('button', { name: 'Skip for now and play' }).click();

  // The Channel's harbours with their countries, the corsairs table's die and two of its rows.
  await page.keyboard.press('d');
  const tables = page.getByRole('navigation', { name: 'Tables' });
  await tables.getByRole('button', { name: /^Harbours/ }).click();
  for (const h of ['Boulogne', 'Saint-Petersbourg', 'Triest', 'Gibraltar']) await page.getByRole('button', { name: `Remove Harbour ${h}`, exact: true }).click();
  for (const [h, v, country] of [['Dover', '5', 'great-britain'], ['Anvers', '3', 'france']] as const) {
    await editCell(page, `Harbour ${h}: Sea area`, 'Channel');
    await editCell(page, `Harbour ${h}: Trade value (£)`, v);
    await editCell(page, `Harbour ${h}: Country (owner at the start)`, country);
  }
  await tables.getByRole('button', { name: /^Dice for each chart/ }).click();
  await editCell(page, 'Chart corsairs: Dice', 'One die (1D6)');
  await tables.getByRole('button', { name: /^Corsairs/ }).click();
  await editCell(page, 'Modified roll 4: £ taken from British trade', '2');
  await editCell(page, 'Modified roll 7: £ taken from British trade', '3');
  await page.locator('.de-view-title').click();
  await page.keyboard.press('Escape');

  await next(page, 'Diplomacy Phase');
  await declareWar(page, 'Great Britain');
  await nextDrawingTo(page, 'Economical Phase (Winter budget)');
  const budget = page.getByRole('region', { name: 'Winter budget' });
  await budget.getByRole('tab', { name: /Great Britain/ }).click();
  await send(page, budget.getByRole('button', { name: /^Apply: keep/ }));

  // Pre-filled: Anvers is France's and at war with Great Britain, Dover British; nothing to choose.
  const trade = page.getByRole('region', { name: 'Trade and corsairs (Winter)' });
  await expect(trade.getByRole('combobox', { name: 'Anvers: owner' })).toHaveValue('france');
  await expect(trade.getByRole('combobox', { name: 'Anvers: relation with Great Britain' })).toHaveValue('war');
  await expect(trade.getByRole('combobox', { name: 'Dover: owner' })).toHaveValue('great-britain');
  await expect(trade.getByRole('combobox', { name: 'Dover: relation with Great Britain' })).toHaveValue('alliance');
  await expect(trade.getByLabel('Trade totals')).toContainText('Channel 5 £');

  // A corsair of value −1 and a fleet under a +1 admiral: detected on a 5 (5 + 1 − 1), missed on a 2, it survives.
  await trade.getByRole('spinbutton', { name: 'Corsair value' }).fill('-1');
  await trade.getByRole('textbox', { name: "Fleets' maneuver values" }).fill('1');
  await trade.getByRole('checkbox', { name: 'Table dice' }).check();
  await trade.getByRole('textbox', { name: /Dice thrown at the table/ }).fill('5');
  await send(page, trade.getByRole('button', { name: 'Detect it: 1D6 (chance 33.3%)' }));
  await expect(logRow(page, 'Corsair 1 (value -1) in Channel: detection 5 ✓ (≥ 5; chance 33.3 %): detected: the fleets fire (§12.3.2.2)')).toHaveCount(1);
  const corsair = trade.getByRole('list', { name: 'Corsairs this Winter' }).getByRole('listitem').filter({ hasText: 'Corsair 1' });
  await corsair.getByRole('checkbox', { name: 'Table dice' }).check();
  await corsair.getByRole('textbox', { name: /Dice thrown at the table/ }).fill('2');
  await send(page, corsair.getByRole('button', { name: 'Fire: 1D6 (chance to sink 50.0%)' }));
  await expect(logRow(page, 'Corsair 1 in Channel: the fleets fire 2 + 1 ✗ (≥ 5; chance 50.0 %): survived the fleets: it rolls on the corsairs table (§12.3.2.2)')).toHaveCount(1);
  await corsair.getByRole('checkbox', { name: 'Table dice' }).check();
  await corsair.getByRole('textbox', { name: /Dice thrown at the table/ }).fill('4');
  await send(page, corsair.getByRole('button', { name: 'Roll the corsairs table (1D6)' }));
  await expect(logRow(page, 'Corsair 1 in Channel rolls 4 = 4 on the corsairs table: 2 £ taken from British trade (§12.3.2.2)')).toHaveCount(1);
  await expect(corsair).toContainText('took 2 £ from British trade');
  await expect(trade.getByLabel('Trade totals')).toContainText('Channel 3 £ (−2 corsairs)');
  await trade.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await both(page, 'season-trade');
  await send(page, trade.getByRole('button', { name: 'Collect trade into the ledgers' }));
  await expect(logRow(page, 'Trade collected: Great Britain 3 £ (Channel 3)')).toHaveCount(1);
});

test('Le Grand Empire: Prussia lends France military aid at the peace; when the mandatory peace runs out, one click sends it home', async ({ page, host }) => {
  test.setTimeout(1_500_000);
  await newCampaign(page, host.url, 'Tilsit', 'tilsit.adc', { season: 'autumn' });
  await page.getByRole('button', { name: 'Skip for now and play' }).click();
  await next(page, 'Diplomacy Phase');
  await declareWar(page, 'Prussia');
  await nextDrawingTo(page, 'Conquest Phase');
  const wizard = page.getByRole('region', { name: 'Conquest and peace' });
  await send(page, wizard.getByRole('checkbox', { name: 'BERLIN held by the enemy' }));
  await send(page, wizard.getByRole('checkbox', { name: 'KOENIGSBERG held by the enemy' }));
  await send(page, page.getByRole('alert', { name: 'Must sue for peace' }).getByRole('button', { name: 'Prussia sues for peace' }));
  const treaty = wizard.getByRole('region', { name: 'Peace treaty' });
  const choose = async (clause: string, detail?: string) => {
    await treaty.getByRole('combobox', { name: 'Peace clause' }).selectOption(clause);
    if (detail) await treaty.getByRole('textbox', { name: 'Province or allied minor' }).fill(detail);
    // France's Hanover is not in the group's tables: its adjacency is confirmed by hand.
    if (clause === 'province') await treaty.getByRole('checkbox', { name: 'Adjacency confirmed at the table' }).check();
    // Nor does it place Prussia's criteria cities: the group says the province holds none.
    if (clause === 'province') await treaty.getByRole('radio', { name: 'No, none (checked on the map)' }).check();
    await send(page, treaty.getByRole('button', { name: 'Choose this clause' }));
  };
  await choose('province', 'Magdebourg');
  await choose('military-aid');
  await expect(logRow(page, /Peace clause 2\/4 chosen by France: .*military aid/i)).toHaveCount(1);
  await choose('war-indemnities');
  await treaty.getByRole('checkbox', { name: 'Table dice' }).check();
  await treaty.getByRole('textbox', { name: /Dice thrown at the table/ }).fill('1 2 1');
  await send(page, treaty.getByRole('button', { name: /Sign: roll the mandatory peace/ }));
  await expect(logRow(page, /Peace signed: Prussia with France; 3D6 1\+2\+1 = 4: mandatory peace 6 turns.*; Prussia to the neutral box/)).toHaveCount(1);
  await expect(wizard.getByLabel('Peace terms in force')).toContainText('Prussia lends France an infantry and a cavalry corps');

  // Turn after turn until the peace has run out: the Events Phase then offers the end of its terms.
  const over = page.getByRole('alert', { name: 'Mandatory peace over' });
  for (let turn = 0; turn < 10 && !(await over.isVisible()); turn++) {
    await nextDrawingTo(page, 'Victory Phase');
    await next(page, 'Events Phase');
  }
  await expect(over).toContainText('The mandatory peace of Prussia with France is over: its military aid goes home');
  await over.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await both(page, 'season-peace-over');
  await send(page, over.getByRole('button', { name: 'Apply: aid home' }));
  await expect(logRow(page, "Mandatory peace of Prussia with France over: Prussia's military aid to France ends: its infantry and cavalry corps go home by the shortest path, unless Prussia leaves them to France (§13.3.2.4-5)")).toHaveCount(1);
  await expect(over).toHaveCount(0);
  await next(page, 'Diplomacy Phase');
  await next(page);
});

test('Le Grand Empire Winter, the optional Anvers harbour on: France rolls once for a free fleet point, its chance shown first', async ({ page, host }) => {
  await newCampaign(page, host.url, 'Anvers', 'anvers.adc', { season: 'winter' });
  await page.getByRole('button', { name: 'Skip for now and play' }).click();
  await page.keyboard.press('d');
  await page.getByRole('tab', { name: 'Rules' }).click();
  await page.getByRole('switch', { name: 'Optional rule: Anvers harbour' }).check();
  await page.keyboard.press('Escape');
  await nextDrawingTo(page, 'Economical Phase (Winter budget)');
  const anvers = page.getByRole('region', { name: 'Winter budget' }).getByRole('group', { name: 'Anvers harbour (optional rule, §15.3)' });
  await expect(anvers).toContainText('a free fleet point on 4 or more: 50');
  await anvers.getByRole('checkbox', { name: 'France controls Anvers, not besieged' }).check();
  await anvers.getByRole('checkbox', { name: 'Table dice' }).check();
  await anvers.getByRole('textbox', { name: 'Dice thrown at the table (4)' }).fill('5');
  await send(page, anvers.getByRole('button', { name: 'Roll for Anvers' }));
  await expect(logRow(page, /Anvers free fleet point \(Winter, optional\): Success: 5 .*a fleet point is built for free; no French fleet is recorded in Anvers \(Stacks\), so it joins a fleet harboured there at the table, if there is one \(§15\.3\); chance was 50\.0 %/)).toHaveCount(1);
  await expect(anvers).toContainText('a fleet point is built for free');
  await expect(anvers.getByRole('button', { name: 'Roll for Anvers' })).toHaveCount(0);
  await both(page, 'anvers', anvers);
});
