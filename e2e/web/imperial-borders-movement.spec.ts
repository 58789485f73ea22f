// Imperial Borders movement against the browser host: the rulebook's Spain plot read out at the review, Prussia's orders checked in Phase 4 (a
// mixed group of Cavalry and Half Infantry as one order, an out-of-range plot refused with its reason, then a blocked order recorded), its Blue Arrow in the round's Arrow Tags and in the
// battle set-up of that region, Cargo unloaded in Step D, then every tag cleared by the last Active Nation.
import { expect as baseExpect, expectNoRefusal, logRow, next, openApp, stepTitle, test } from './fixtures';
import { SIZES, newIbCampaign, prussiaMarchesFirst, shots } from './imperial-borders-helpers';

const expect = baseExpect.configure({ timeout: 60_000 });
test.use({ actionTimeout: 60_000 });
test.setTimeout(600_000);

test('Imperial Borders: an order checked, its Arrow Tags tracked through the round and cleared', async ({ page, host }) => {
  await page.setViewportSize(SIZES[0]!);
  await openApp(page, host.url);
  await newIbCampaign(page, 'borders-movement.adc');
  await page.getByRole('button', { name: 'Skip for now and play' }).click();
  await prussiaMarchesFirst(page);

  // Step A, the Planning Map read out: the rulebook's Spain example (digest EX-6) is legal, 4 Land + 1 Ship dots.
  const plan = page.getByRole('region', { name: 'Planning Map check' });
  const paths: Array<[string, string, string, string, number]> = [
    ['sea', 'Port of Corunna', 'Bay of Biscay', 'Port of La Rochelle', 1],
    ['land', 'Mountain between Leon and Portugal', '', 'Aragon-Catalonia', 1],
    ['land', 'Leon', '', 'Aragon-Catalonia', 2],
    ['land', 'Leon', 'Mountain between Leon and Portugal', 'Portugal', 1],
  ];
  for (const [i, [kind, from, via, to, dots]] of paths.entries()) {
    if (i) await plan.getByRole('button', { name: '+ a path' }).click();
    await plan.getByRole('combobox', { name: `Path ${i + 1} Forces` }).selectOption(kind);
    await plan.getByRole('textbox', { name: `Path ${i + 1} from` }).fill(from);
    await plan.getByRole('textbox', { name: `Path ${i + 1} through` }).fill(via);
    await plan.getByRole('textbox', { name: `Path ${i + 1} to` }).fill(to);
    await plan.getByRole('spinbutton', { name: `Path ${i + 1} dots` }).fill(String(dots));
  }
  for (const [where, n] of [['Port of Corunna', 2], ['Mountain between Leon and Portugal', 1], ['Leon', 3]] as const)
    await plan.getByRole('spinbutton', { name: `Forces written in ${where}` }).fill(String(n));
  const planned = plan.getByRole('status', { name: 'Planning Map verdict' });
  await expect(planned).toContainText('All orders legal. Dots: 4 Land + 1 Ship. Aragon-Catalonia: 2 circled dot groups (1 from Mountain between Leon and Portugal, 2 from Leon).');
  await plan.getByRole('spinbutton', { name: 'Forces written in Leon' }).fill('2');
  await expect(planned).toContainText('To dismiss (White Arrow): Too many destination dots: 3 from Leon, which has 2 Mobile Forces');
  await shots(page, 'ib-movement-plan', 'Planning Map check');
  await next(page, 'Conduct Pre-Movement Battles');
  await next(page, 'Execute Movement Orders');

  // The rulebook's Frigate (digest EX-5 step 1): a Half Infantry boards at the start, a second in the Port of the
  // 2nd sea region; a third would overload it, and one whose own order pointed elsewhere cannot board.
  const checker = page.getByRole('region', { name: 'Order checker' });
  await expect(checker).toContainText('Prussia’s orders');
  const verdict = checker.getByRole('status', { name: 'Order check' });
  await checker.getByRole('radio', { name: 'Ships' }).click();
  await checker.getByRole('textbox', { name: 'Order from' }).fill('Port of Spalato');
  await checker.getByRole('spinbutton', { name: 'Sailing distance' }).fill('5');
  await checker.getByRole('textbox', { name: 'Order to' }).fill('Port of Cagliari');
  await checker.getByRole('spinbutton', { name: 'Half Infantry loaded', exact: true }).fill('1');
  await checker.getByRole('spinbutton', { name: 'Port of the path where more Cargo boards' }).fill('2');
  await checker.getByRole('spinbutton', { name: 'Half Infantry loaded on the way' }).fill('2');
  await expect(verdict).toContainText('Not legal. Overloaded: 3 Half Infantry need 3 half-places, but 1 Frigate carries 2');
  await checker.getByRole('spinbutton', { name: 'Half Infantry loaded on the way' }).fill('1');
  await checker.getByRole('checkbox', { name: 'One of them had its own order elsewhere' }).check();
  await expect(verdict).toContainText('has an order to go elsewhere: boarding would cancel it');
  await checker.getByRole('checkbox', { name: 'One of them had its own order elsewhere' }).uncheck();
  // Boarding on the way, a unit keeps its own tags as at the start: its Interior is asked for, then named.
  await checker.getByRole('checkbox', { name: 'Unit loaded on the way 1 arrived by its own order' }).check();
  await expect(verdict).toContainText('Not legal. Name the Interior the 1 Half Infantry (Cargo) boards from (the Interior of sea region 2)');
  await checker.getByRole('combobox', { name: 'Cargo on the way boards from' }).fill('Apulia');
  await expect(verdict).toContainText('1 Half Infantry keeps its own Arrow Tags as Cargo');
  await expect(verdict).toContainText('Blue Arrow on 1 Half Infantry (Cargo) in Port of Cagliari');
  await checker.getByRole('checkbox', { name: 'Unit loaded on the way 1 arrived by its own order' }).uncheck();
  await checker.getByRole('checkbox', { name: 'Seizes the Independent Port where it ends' }).check();
  await checker.getByRole('textbox', { name: 'Unloads into' }).fill('Sardinia');
  await expect(verdict).toContainText('now full (2 Half Infantry = capacity)');
  await expect(verdict).toContainText('Blue Arrow on 2 Half Infantry (unloaded Cargo) in Sardinia');
  await shots(page, 'ib-movement-frigate', 'Order checker');
  await checker.getByRole('button', { name: 'Record the Arrow Tags' }).click();
  await expectNoRefusal(page);
  await expect(logRow(page, 'Prussia moves: 1 Frigate in Port of Cagliari, Blue Arrow; 2 Half Infantry (unloaded Cargo) in Sardinia, Blue Arrow')).toHaveCount(1);

  // Cargo loaded in Step C keeps its own tags [Arrow Tags: those of Ships and their Cargo never apply to one another]:
  // a Half Infantry that arrived in Sardinia by its order (Blue) boards another Frigate; Sardinia, the one tagged
  // Interior, is offered; unnamed, the shared check refuses; the set sails on to Port of Naples marked as Cargo.
  await checker.getByRole('textbox', { name: 'Order from' }).fill('Port of Cagliari');
  await checker.getByRole('spinbutton', { name: 'Sailing distance' }).fill('1');
  await checker.getByRole('textbox', { name: 'Order to' }).fill('Port of Naples');
  await checker.getByRole('spinbutton', { name: 'Half Infantry loaded', exact: true }).fill('1');
  await expect(checker.getByRole('combobox', { name: 'Cargo boards from' })).toHaveValue('Sardinia');
  await checker.getByRole('checkbox', { name: 'Loaded unit 1 arrived by its own order' }).check();
  await checker.getByRole('checkbox', { name: 'Loaded unit 1 carries a Red Arrow' }).check();
  await expect(verdict.getByRole('listitem').filter({ hasText: '1 Half Infantry (Cargo) in Port of Naples' })).toContainText('Red ArrowBlue Arrow');
  await checker.getByRole('checkbox', { name: 'Loaded unit 1 carries a Red Arrow' }).uncheck();
  await expect(verdict).toContainText('1 Half Infantry keeps its own Arrow Tags as Cargo');
  await expect(verdict).toContainText('Blue Arrow on 1 Half Infantry (Cargo) in Port of Naples');
  await checker.getByRole('combobox', { name: 'Cargo boards from' }).fill('');
  await expect(verdict).toContainText('Not legal. Name the Interior the 1 Half Infantry (Cargo) boards from');
  await checker.getByRole('combobox', { name: 'Cargo boards from' }).fill('Sardinia');
  await checker.getByRole('spinbutton', { name: 'Half Infantry loaded', exact: true }).fill('3');
  await expect(verdict).toContainText('Not legal. Overloaded: 3 Half Infantry need 3 half-places, but 1 Frigate carries 2');
  await checker.getByRole('spinbutton', { name: 'Half Infantry loaded', exact: true }).fill('1');
  await shots(page, 'ib-movement-cargo-tags', 'Order checker');
  await checker.getByRole('button', { name: 'Record the Arrow Tags' }).click();
  await expectNoRefusal(page);
  const tagTable = page.getByRole('region', { name: 'Arrow Tags', exact: true });
  const naples = tagTable.getByRole('row').filter({ hasText: 'Port of Naples' }).filter({ hasText: 'as Cargo' });
  await expect(naples).toHaveCount(1);
  await expect(naples).toContainText('Blue Arrow');
  await expect(naples).toContainText('as Cargo aboard 1 Frigate');
  await expect(naples).toContainText('may battle');
  // Its set left Sardinia with it: one of the two unloaded Half Infantry is tagged there now.
  await expect(tagTable.getByRole('row').filter({ hasText: 'Sardinia' }).getByRole('cell').nth(2)).toHaveText('1');

  // A mixed group, one order (digest EX-5 step 2): a Cavalry and a Half Infantry from Piedmont through
  // Lombardy-Venetia into the White Mountain; the move ends there, so the Cavalry bonus is refused.
  await checker.getByRole('radio', { name: 'Land Units' }).click();
  const forces = checker.getByRole('group', { name: 'Forces in the order' });
  await forces.getByRole('spinbutton', { name: 'Full Infantry in the order' }).fill('0');
  await forces.getByRole('button', { name: 'Half Infantry in the order: one more' }).click();
  await forces.getByRole('button', { name: 'Cavalry in the order: one more' }).click();
  await checker.getByRole('textbox', { name: 'Order from' }).fill('Piedmont');
  await checker.getByRole('textbox', { name: 'Plotted region 1' }).fill('Lombardy-Venetia');
  await checker.getByRole('button', { name: '+ a plotted region' }).click();
  await checker.getByRole('textbox', { name: 'Plotted region 2' }).fill('Alps');
  await checker.getByRole('combobox', { name: 'Plotted region 2 kind' }).selectOption({ label: 'White Mountain Range' });
  await checker.getByRole('textbox', { name: 'Cavalry bonus region' }).fill('Switzerland');
  await expect(verdict).toContainText('Not legal. No Cavalry bonus: the Cavalry just entered a White Mountain Range (Alps)');
  await checker.getByRole('textbox', { name: 'Cavalry bonus region' }).fill('');
  await expect(verdict).toContainText('Legal. Moved as plotted: 2 land regions');
  await expect(verdict).toContainText('Blue Arrow on 1 Half Infantry + 1 Cavalry in Alps');
  await shots(page, 'ib-movement-mixed', 'Order checker');
  await checker.getByRole('button', { name: 'Record the Arrow Tags' }).click();
  await expectNoRefusal(page);
  await expect(logRow(page, 'Prussia moves: 1 Half Infantry + 1 Cavalry in Alps, Blue Arrow')).toHaveCount(1);

  // 3 Full Infantry plotted from Silesia through Saxony to Thuringia; a 3rd plotted region is out of range.
  await forces.getByRole('spinbutton', { name: 'Half Infantry in the order' }).fill('0');
  await forces.getByRole('spinbutton', { name: 'Cavalry in the order' }).fill('0');
  await forces.getByRole('spinbutton', { name: 'Full Infantry in the order' }).fill('3');
  await expect(checker.getByRole('textbox', { name: 'Cavalry bonus region' })).toHaveCount(0);
  await checker.getByRole('textbox', { name: 'Order from' }).fill('Silesia');
  await checker.getByRole('textbox', { name: 'Plotted region 1' }).fill('Saxony');
  await checker.getByRole('button', { name: '+ a plotted region' }).click();
  await checker.getByRole('textbox', { name: 'Plotted region 2' }).fill('Thuringia');
  await checker.getByRole('button', { name: '+ a plotted region' }).click();
  await checker.getByRole('textbox', { name: 'Plotted region 3' }).fill('Hesse');
  await expect(verdict).toContainText('Not legal. Out of range: 3 land regions plotted, but Land Units are plotted up to 2');
  await expect(checker.getByRole('button', { name: 'Record the Arrow Tags' })).toBeDisabled();
  await checker.getByRole('button', { name: '− the last region' }).click();

  // Opposing Forces in Saxony block them there: a Blue Arrow, recorded in the log.
  await checker.getByRole('radio', { name: 'Blocked' }).click();
  await checker.getByRole('combobox', { name: 'Blocked in' }).selectOption({ label: 'Saxony' });
  await expect(verdict).toContainText('Legal. Blocked: opposing Forces in Saxony end the move there');
  await checker.getByRole('button', { name: 'Record the Arrow Tags' }).click();
  await expectNoRefusal(page);
  await expect(logRow(page, 'Prussia is blocked: 3 Full Infantry in Saxony, Blue Arrow')).toHaveCount(1);
  const tags = page.getByRole('region', { name: 'Arrow Tags', exact: true });
  const row = tags.getByRole('row').filter({ hasText: 'Saxony' });
  await expect(row).toContainText('Prussia');
  await expect(row).toContainText('3');
  await expect(row).toContainText('Blue Arrow');
  await expect(row).toContainText('may battle');
  await checker.getByRole('radio', { name: 'Cancelled' }).click();
  await checker.getByRole('textbox', { name: 'Order from' }).fill('Silesia');
  await shots(page, 'ib-movement-order', 'Order checker');

  // The post-movement battle set-up shows the tracked tags of its region instead of asking again.
  await next(page, 'Conduct Post-Movement Battles');
  await page.getByRole('textbox', { name: 'Battle region' }).fill('Saxony');
  await expect(page.getByLabel('Arrow Tags in the region')).toContainText('Arrow Tags tracked in Saxony: Prussia 3 Blue Arrow (may join the Active side)');
  // Each attacking Full Infantry's Arrow comes filled in from those tags (the group can still change it); no Cannon is tagged there.
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Add attacker Full Infantry' }).click();
  await page.getByRole('button', { name: 'Add attacker Cannon' }).click();
  for (const i of [1, 2, 3]) await expect(page.getByRole('combobox', { name: `attacker unit ${i} Arrow Tag` })).toHaveValue('blue');
  await expect(page.getByLabel('attacker unit 1 Arrow Tag: source')).toHaveText('from the tags');
  await expect(page.getByRole('combobox', { name: 'attacker unit 4 Arrow Tag' })).toHaveValue('none');
  await shots(page, 'ib-movement-battle-arrows', 'Set up a battle');
  await page.getByRole('combobox', { name: 'attacker unit 3 Arrow Tag' }).selectOption('none');
  await expect(page.getByLabel('attacker unit 3 Arrow Tag: source')).toHaveText('your choice (the tags said otherwise)');

  // Step D: no orders any more, only Cargo Management (digest EX-11: a Port captured, its Cargo unloaded into the
  // Interior with Blue Arrows, ready to battle there). Refused while the Port still opposes, then recorded.
  const cargo = page.getByRole('region', { name: 'Cargo Management' });
  const cargoVerdict = cargo.getByRole('status', { name: 'Cargo check' });
  await expect(cargo.getByRole('radio', { name: 'Unload into the Interior' })).toHaveAttribute('aria-checked', 'true');
  await cargo.getByRole('textbox', { name: 'Cargo Port' }).fill('Port of Bordeaux');
  await cargo.getByRole('textbox', { name: 'Cargo Interior' }).fill('Guyenne');
  await cargo.getByRole('combobox', { name: 'Cargo other Land Unit type' }).selectOption({ label: 'Cannon' });
  await cargo.getByRole('checkbox', { name: /Opposing Forces in the Port/ }).check();
  await expect(cargoVerdict).toContainText('Not legal. Port of Bordeaux holds opposing Forces');
  await cargo.getByRole('checkbox', { name: /Opposing Forces in the Port/ }).uncheck();
  await expect(cargoVerdict).toContainText('Legal. Unloads 1 Cannon from 1 Ship of the Line in Port of Bordeaux into Guyenne');
  await shots(page, 'ib-movement-cargo', 'Cargo Management');
  await cargo.getByRole('button', { name: 'Record the Cargo Management' }).click();
  await expectNoRefusal(page);
  await expect(logRow(page, 'Prussia unloads 1 Cannon in Port of Bordeaux into Guyenne, Blue Arrow [Cargo Management]')).toHaveCount(1);
  await expect(tags.getByRole('row').filter({ hasText: 'unloaded in Port of Bordeaux' })).toHaveCount(1);
  await expect(tags.getByRole('row').filter({ hasText: 'unloaded in Port of Bordeaux' })).toContainText('Guyenne');
  // Loading counts the Cargo already aboard: a Ship of the Line with 2 Land Units aboard has no room left.
  await cargo.getByRole('radio', { name: 'Load from the Interior' }).click();
  await cargo.getByRole('spinbutton', { name: 'Cargo already aboard' }).fill('2');
  await expect(cargoVerdict).toContainText('Not legal. Overloaded');
  await expect(cargo.getByRole('button', { name: 'Record the Cargo Management' })).toBeDisabled();

  // On to the last Active Nation's Step E: one click clears every tag, in the log.
  const clear = page.getByRole('button', { name: 'Clear every Arrow Tag' });
  for (let i = 0; i < 40 && !(await clear.isVisible()); i++) await next(page);
  await expect(stepTitle(page)).toHaveText('Check Status Tokens');
  await expect(row).toContainText('Blue Arrow');
  await shots(page, 'ib-movement-clear', 'Arrow Tags');
  await clear.click();
  await expectNoRefusal(page);
  await expect(logRow(page, /Every Arrow Tag removed after the last Active Nation \(10 Forces tagged this round\)/)).toHaveCount(1);
  await expect(tags).toContainText('No Arrow Tags recorded this round.');
  await expect(clear).toBeDisabled();
});
