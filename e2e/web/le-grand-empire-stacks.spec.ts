// Le Grand Empire's stacks under the optional visibility rule (§1.3) against the real browser host: France
// records a stack through the sealed entry (the log shows only the leader on top and the army
// marker), opens it through the sealed look (the laptop passed to Ann, who plays France), then reveals it at a
// land battle, whose set-up loads it with Austria's; after the battle France's survivors are written back and
// Austria's destroyed stack is taken off from the closed battle's entry; then a siege loads France's stack as
// the besiegers and Austria's as the garrison, both written back after the assault; then a naval stack of two
// fleets (no third), one carrying troops, fights at Cadiz, where France's dummy fleet, revealed, is removed (§10.6),
// and the Cadiz batteries, rolled in one click at Nelson, take the step they sink off Britain's stack (§10.4).
import { expect, logRow, next, test } from './fixtures';
import type { Page } from '@playwright/test';
import { both, newCampaign, send } from './lge-helpers';

/** Bo (Austria) records a stack of one corps and its leader, sealed, at `where` (the place typed on the Stacks tab). */
async function austrianStack(page: Page, where: string, corps: string, steps: string, leader: string): Promise<void> {
  const reg = page.getByRole('region', { name: 'Registries' });
  await reg.getByRole('combobox', { name: 'Power whose stack it is' }).selectOption({ label: 'Austria' });
  await reg.getByRole('textbox', { name: 'Where the stack stands' }).fill(where);
  await reg.getByRole('button', { name: 'Record Austria’s stack, sealed' }).click();
  const au = reg.getByRole('region', { name: `Austria: record a stack at ${where}, sealed` });
  await expect(au).toContainText('Pass the laptop to Bo (Austria)');
  await au.getByRole('button', { name: 'I am Bo (Austria): show my entry' }).click();
  await au.getByRole('textbox', { name: 'Austria stack unit 1 name' }).fill(corps);
  await au.getByRole('spinbutton', { name: 'Austria stack unit 1 steps' }).fill(steps);
  await au.getByRole('textbox', { name: 'Austria stack leader 1' }).fill(leader);
  await au.getByRole('button', { name: 'Seal my entry' }).click();
  await send(page, au.getByRole('button', { name: 'Record sealed' }));
  await expect(logRow(page, `Austria records a stack at ${where}: ${leader} on top; contents sealed, Austria only (§1.3)`)).toHaveCount(1);
}

test.setTimeout(600_000);
test.use({ actionTimeout: 45_000 });

test('Le Grand Empire: a stack recorded sealed (§1.3), seen by its owner only, revealed and loaded into a land battle', async ({ page, host }) => {
  await newCampaign(page, host.url, 'Stacks', 'stacks.adc');
  await page.getByRole('button', { name: 'Skip for now and play' }).click();
  await next(page, 'Diplomacy Phase');
  await send(page, page.getByRole('button', { name: 'Declare war' }));
  await expect(logRow(page, 'France declares war on Austria')).toHaveCount(1);
  await next(page, 'Initiative Pool');
  await next(page, 'Activation and Action Phase');
  await send(page, page.getByRole('button', { name: 'Empire land 3', exact: true }));

  // Off by default: the tab says so. The group turns the optional rule on (logged).
  const reg = page.getByRole('region', { name: 'Registries' });
  await reg.getByRole('tab', { name: /Stacks/ }).click();
  await expect(reg.getByRole('tabpanel')).toContainText('“Enemy units visibility” (§1.3) is off');
  await page.keyboard.press('d');
  await page.getByRole('tab', { name: 'Rules' }).click();
  await page.getByRole('switch', { name: 'Optional rule: enemy units visibility' }).check();
  await page.keyboard.press('Escape');

  // France records Davout's stack at Ulm: the laptop goes to France, who enters and seals it.
  await reg.getByRole('textbox', { name: 'Where the stack stands' }).fill('Ulm');
  await reg.getByRole('button', { name: 'Record France’s stack, sealed' }).click();
  const entry = reg.getByRole('region', { name: 'France: record a stack at Ulm, sealed' });
  await expect(entry).toContainText('Pass the laptop to Ann (France)');
  await entry.getByRole('button', { name: 'I am Ann (France): show my entry' }).click();
  await entry.getByRole('textbox', { name: 'France stack unit 1 name' }).fill('III Corps');
  await entry.getByRole('spinbutton', { name: 'France stack unit 1 morale' }).fill('4');
  await entry.getByRole('textbox', { name: 'France stack leader 1' }).fill('Davout');
  await entry.getByRole('spinbutton', { name: 'France stack leader 1 combat value' }).fill('3');
  await entry.getByRole('spinbutton', { name: 'France stack army marker artillery (0: no army marker)' }).fill('2');
  await both(page, 'stack-entry', entry);
  await entry.getByRole('button', { name: 'Seal my entry' }).click();
  await expect(entry).toContainText('only France opens it');
  await send(page, entry.getByRole('button', { name: 'Record sealed' }));
  // Only the leader on top is visible (§1.3, the default reading), and the army marker on the map (§1.1.2).
  const recorded = logRow(page, 'France records a stack at Ulm: Davout on top, an army marker; contents sealed, France only (§1.3)');
  await expect(recorded).toHaveCount(1);
  await expect(page.locator('.log-row')).not.toContainText(['III Corps']);
  const stacks = reg.getByRole('list', { name: 'Stacks on the record' });
  await expect(stacks).toContainText('France at Ulm: Davout on top, an army marker');
  await expect(stacks).not.toContainText('III Corps');

  // Only France looks: the same pass-the-laptop screen, then the contents until hidden.
  const look = stacks.getByRole('group', { name: 'France stack at Ulm: sealed' });
  await look.getByRole('button', { name: 'Sealed · France only: look' }).click();
  await expect(look).not.toContainText('III Corps');
  await expect(look).toContainText('Pass the laptop to Ann (France)');
  await look.getByRole('button', { name: 'I am Ann (France): show stack at Ulm' }).click();
  await expect(look).toContainText('III Corps');
  await both(page, 'stack-look', reg);
  await look.getByRole('button', { name: 'Hide' }).click();
  await expect(stacks).not.toContainText('III Corps');

  // Austria (Bo) records Mack's stack at Ulm: one corps of one step.
  await austrianStack(page, 'Ulm', 'Kienmayer', '1', 'Mack');

  // The battle at Ulm: France reveals the stack for combat (logged with its contents) and the set-up loads it.
  await page.getByRole('button', { name: 'Land battle…' }).click();
  const form = page.getByRole('region', { name: 'New land battle' });
  await send(page, form.getByRole('group', { name: 'Attacker: recorded stacks' }).getByRole('button', { name: /Reveal and load the stack at Ulm/ }));
  await expect(logRow(page, /France reveals its stack at Ulm for combat \(§1\.3\): leaders Davout \(3\); III Corps \(corps, 3 steps, art\. 1, morale 4\); army marker art\. 2/)).toHaveCount(1);
  await expect(form.getByRole('textbox', { name: 'Attacker unit 1 name' })).toHaveValue('III Corps');
  await expect(form.getByRole('textbox', { name: 'Attacker leader 1' })).toHaveValue('Davout');
  await expect(form.getByRole('spinbutton', { name: 'Attacker army marker artillery (0: no army)' })).toHaveValue('2');
  await expect(form.getByRole('textbox', { name: 'Battle hex' })).toHaveValue('Ulm');
  await expect(form.getByRole('group', { name: 'Attacker: recorded stacks' })).toHaveCount(0);
  await send(page, form.getByRole('group', { name: 'Defender: recorded stacks' }).getByRole('button', { name: 'Reveal and load the stack at Ulm: Mack on top' }));
  await expect(form.getByRole('textbox', { name: 'Defender unit 1 name' })).toHaveValue('Kienmayer');
  await both(page, 'stack-loaded', form);

  // No tables entered: the referee types the results (France 1 bold, Austria 1); Kienmayer's one step is lost.
  await send(page, form.getByRole('button', { name: 'Start the land battle' }));
  const battle = page.getByRole('region', { name: 'Land battle at Ulm' });
  await battle.getByRole('spinbutton', { name: 'attacker result: losses inflicted' }).fill('1');
  await battle.locator('.lge-manual .lge-row').filter({ hasText: /^attacker:/ }).getByRole('checkbox', { name: 'bold' }).check();
  await battle.getByRole('spinbutton', { name: 'defender result: losses inflicted' }).fill('1');
  await send(page, battle.getByRole('button', { name: 'Record the typed results' }));
  await send(page, battle.getByRole('button', { name: /^Attacker loses 1/ }));
  await send(page, battle.getByRole('button', { name: /^Defender loses 1/ }));
  await send(page, battle.getByRole('button', { name: /^Retreat/ })); // the retreat first
  await battle.getByRole('checkbox', { name: 'Table dice' }).check();
  await battle.getByRole('textbox', { name: /Dice thrown at the table/ }).fill('6');
  await send(page, battle.getByRole('button', { name: 'Roll for demoralisation' }));

  // Over: one click per loaded stack beside Close. France's survivors are written back now.
  const after = battle.getByRole('group', { name: 'Recorded stacks after the battle' });
  await expect(after.getByRole('button', { name: 'Take Austria’s stack at Ulm off (destroyed)' })).toBeVisible();
  await after.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await both(page, 'stack-after-battle');
  await send(page, after.getByRole('button', { name: 'Write the survivors back to France’s stack at Ulm: Davout on top, an army marker' }));
  await expect(logRow(page, /After the battle, France’s stack at Ulm holds its survivors: leaders Davout \(3\); III Corps \(corps, 2 steps, art\. 0, morale 4\)/)).toHaveCount(1);
  await expect(after.getByRole('button', { name: /France’s stack/ })).toHaveCount(0);
  // Closed with Austria's still to take off: its entry in the battles list offers it, once.
  await send(page, battle.getByRole('button', { name: 'Close the battle' }));
  const closed = page.getByRole('group', { name: 'Recorded stacks after the land battle at Ulm (Spring 1805)' });
  await expect(closed).toHaveCount(2); // the battles list and the Stacks tab
  const inList = page.locator('.lge-results').getByRole('group', { name: 'Recorded stacks after the land battle at Ulm (Spring 1805)' });
  await inList.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await both(page, 'stack-closed-battle');
  await send(page, inList.getByRole('button', { name: 'Take Austria’s stack at Ulm off (destroyed)' }));
  await expect(logRow(page, 'After the land battle at Ulm (Spring 1805), Austria’s stack at Ulm is destroyed: taken off the record')).toHaveCount(1);
  await expect(closed).toHaveCount(0);
  await expect(stacks).not.toContainText('Austria');

  // Austria records Kray's garrison of Ingolstadt, sealed.
  await austrianStack(page, 'Ingolstadt', 'Ingolstadt corps', '2', 'Kray');

  // A siege of Ingolstadt: the besiegers are France's stack, the garrison Austria's, each loaded in one click; the assault typed.
  await page.getByRole('button', { name: 'Siege…' }).click();
  const lay = page.getByRole('region', { name: 'Lay siege' });
  await lay.getByRole('combobox', { name: 'Fortress name' }).fill('Ingolstadt');
  await lay.getByRole('combobox', { name: 'Fortress level' }).selectOption('1');
  await send(page, lay.getByRole('group', { name: 'Garrison: recorded stacks' }).getByRole('button', { name: 'Reveal and load the stack at Ingolstadt: Kray on top' }));
  await expect(logRow(page, /Austria reveals its stack at Ingolstadt for combat \(§1\.3\): leaders Kray \(1\); Ingolstadt corps \(corps, 2 steps/)).toHaveCount(1);
  await expect(lay.getByRole('textbox', { name: 'Inside unit 1 name' })).toHaveValue('Ingolstadt corps');
  await expect(lay.getByRole('textbox', { name: 'Leader inside', exact: true })).toHaveValue('Kray');
  await lay.getByRole('group', { name: 'Attacker: recorded stacks' }).getByRole('button', { name: 'Load the stack at Ulm: Davout on top, an army marker' }).click();
  await expect(lay.getByRole('textbox', { name: 'Attacker unit 1 name' })).toHaveValue('III Corps');
  await expect(lay.getByRole('group', { name: 'Attacker: recorded stacks' })).toHaveCount(0);
  await both(page, 'stack-siege-loaded', lay);
  await send(page, lay.getByRole('button', { name: 'Lay siege' }));
  const siege = page.getByRole('region', { name: 'Siege of Ingolstadt' });
  await siege.getByRole('combobox', { name: 'Siege attempt result' }).selectOption('assault');
  await send(page, siege.getByRole('button', { name: 'Record the typed result' }));
  const combat = page.getByRole('region', { name: /Assault: siege combat at Ingolstadt/ });
  await combat.getByRole('spinbutton', { name: 'attacker result: losses inflicted' }).fill('1');
  await combat.getByRole('spinbutton', { name: 'defender result: losses inflicted' }).fill('1');
  await send(page, combat.getByRole('button', { name: 'Record the typed results' }));
  await send(page, combat.getByRole('button', { name: /^Attacker loses 1/ }));
  await send(page, combat.getByRole('button', { name: /^Defender loses 1/ }));
  await expect(siege).toContainText('Ingolstadt holds.');
  const besiegers = siege.getByRole('group', { name: 'Recorded stacks after the battle' });
  await besiegers.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await both(page, 'stack-after-siege');
  await send(page, besiegers.getByRole('button', { name: 'Write the survivors back to France’s stack at Ulm: Davout on top, an army marker' }));
  await expect(logRow(page, /After the battle, France’s stack at Ulm holds its survivors: leaders Davout \(3\); III Corps \(corps, 1 step, art\. 0, morale 4\)/)).toHaveCount(1);
  // The garrison's loss came off its corps: written back the same way.
  await send(page, besiegers.getByRole('button', { name: 'Write the survivors back to Austria’s stack at Ingolstadt: Kray on top' }));
  await expect(logRow(page, /After the battle, Austria’s stack at Ingolstadt holds its survivors: leaders Kray \(1\); Ingolstadt corps \(corps, 1 step/)).toHaveCount(1);
  await send(page, siege.getByRole('button', { name: 'Close the battle' }));
  await expect(page.getByRole('group', { name: /Recorded stacks after the siege of Ingolstadt/ })).toHaveCount(0);

  // Fleets stack too, at most two (§5.3.2.1): Bo records Nelson's and Collingwood's fleets at Cadiz, sealed.
  await reg.getByRole('combobox', { name: 'Power whose stack it is' }).selectOption({ label: 'Great Britain' });
  await reg.getByRole('textbox', { name: 'Where the stack stands' }).fill('Cadiz');
  await reg.getByRole('button', { name: 'Record Great Britain’s stack, sealed' }).click();
  const gb = reg.getByRole('region', { name: 'Great Britain: record a stack at Cadiz, sealed' });
  await gb.getByRole('button', { name: 'I am Bo (Great Britain): show my entry' }).click();
  await gb.getByRole('radio', { name: 'Fleets (at most two, §5.3.2.1)' }).check();
  await gb.getByRole('textbox', { name: 'Great Britain stack fleet 1 name' }).fill('Nelson');
  await gb.getByRole('spinbutton', { name: 'Great Britain stack fleet 1 bonus' }).fill('2');
  await gb.getByRole('button', { name: 'Add a fleet' }).click();
  await gb.getByRole('textbox', { name: 'Great Britain stack fleet 2 name' }).fill('Collingwood');
  await gb.getByRole('spinbutton', { name: 'Great Britain stack fleet 2 points' }).fill('2');
  await gb.getByRole('spinbutton', { name: 'Great Britain stack fleet 2 bonus' }).fill('1');
  // Collingwood carries a corps step (§5.3.2.5); a third fleet cannot be added (§5.3.2.1).
  await gb.getByRole('spinbutton', { name: 'Great Britain stack fleet 2 laden steps' }).fill('1');
  await expect(gb.getByRole('button', { name: 'Add a fleet' })).toBeDisabled();
  await both(page, 'stack-fleets-entry', gb);
  await gb.getByRole('button', { name: 'Seal my entry' }).click();
  await send(page, gb.getByRole('button', { name: 'Record sealed' }));
  await expect(logRow(page, 'Great Britain records a stack at Cadiz: Nelson on top; contents sealed, Great Britain only (§1.3)')).toHaveCount(1);

  // Ann records France's fleet at Cadiz: a dummy (§10.6), which everyone sees as a fleet.
  await reg.getByRole('combobox', { name: 'Power whose stack it is' }).selectOption({ label: 'France' });
  await reg.getByRole('button', { name: 'Record France’s stack, sealed' }).click();
  const fr = reg.getByRole('region', { name: 'France: record a stack at Cadiz, sealed' });
  await fr.getByRole('button', { name: 'I am Ann (France): show my entry' }).click();
  await fr.getByRole('radio', { name: 'Fleets (at most two, §5.3.2.1)' }).check();
  await fr.getByRole('textbox', { name: 'France stack fleet 1 name' }).fill('Allemand');
  await fr.getByRole('checkbox', { name: 'France stack fleet 1 is a dummy' }).check();
  await both(page, 'stack-dummy-entry', fr);
  await fr.getByRole('button', { name: 'Seal my entry' }).click();
  await send(page, fr.getByRole('button', { name: 'Record sealed' }));
  await expect(logRow(page, 'France records a stack at Cadiz: Allemand on top; contents sealed, France only (§1.3)')).toHaveCount(1);

  // The naval battle at Cadiz: France's dummy, revealed at contact, is removed and fights no battle; the set-up keeps its own row.
  await page.getByRole('button', { name: 'Naval battle…' }).click();
  const sea = page.getByRole('region', { name: 'New naval battle' });
  await send(page, sea.getByRole('group', { name: 'Defender: recorded stacks' }).getByRole('button', { name: 'Reveal and load the stack at Cadiz: Allemand on top' }));
  await expect(logRow(page, 'France reveals its stack at Cadiz for combat (§1.3): fleets Allemand (a dummy, §10.6); Allemand is a dummy fleet: removed (§10.6), the stack taken off the record: no naval battle is fought')).toHaveCount(1);
  await expect(sea.getByRole('textbox', { name: 'Defender fleet 1 name' })).toHaveValue('fr-1');
  await expect(stacks).not.toContainText('Allemand');

  // It loads Britain's; France's 6 6 sink two points (the owner's first from Collingwood's empty step, the firer's from Nelson: Collingwood has only its laden step left).
  await send(page, sea.getByRole('group', { name: 'Attacker: recorded stacks' }).getByRole('button', { name: 'Reveal and load the stack at Cadiz: Nelson on top' }));
  await expect(logRow(page, 'Great Britain reveals its stack at Cadiz for combat (§1.3): fleets Nelson (3 points, bonus 2), Collingwood (2 points, bonus 1, 1 laden)')).toHaveCount(1);
  await expect(sea.getByRole('textbox', { name: 'Attacker fleet 2 name' })).toHaveValue('Collingwood');
  await expect(sea.getByRole('spinbutton', { name: 'Attacker fleet 2 laden steps' })).toHaveValue('1');
  await expect(sea.getByRole('textbox', { name: 'Where' })).toHaveValue('Cadiz');
  await both(page, 'stack-fleets-loaded', sea);
  await send(page, sea.getByRole('button', { name: 'Start the naval battle' }));
  const fight = page.getByRole('region', { name: 'Naval battle at Cadiz' });
  await fight.getByRole('checkbox', { name: 'Table dice' }).check();
  await fight.getByRole('textbox', { name: /Dice thrown at the table/ }).fill('1 1 1 | 1 1 | 6 6 1');
  await send(page, fight.getByRole('button', { name: 'Roll the volleys' }));
  await send(page, fight.getByRole('button', { name: 'All losses by the default choices' }));
  await fight.getByRole('checkbox', { name: 'Table dice' }).check();
  await fight.getByRole('textbox', { name: /Dice thrown at the table/ }).fill('1 1 | 1 1 | 1 1');
  await send(page, fight.getByRole('button', { name: /Roll for the admirals/ }));
  const fleets = fight.getByRole('group', { name: 'Recorded stacks after the battle' });
  await fleets.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await both(page, 'stack-after-naval');
  await send(page, fleets.getByRole('button', { name: 'Write the survivors back to Great Britain’s stack at Cadiz: Nelson on top' }));
  await expect(logRow(page, 'After the battle, Great Britain’s stack at Cadiz holds its survivors: fleets Nelson (2 points, bonus 2), Collingwood (1 point, bonus 1, 1 laden); seen at Cadiz: Nelson on top')).toHaveCount(1);
  await send(page, fight.getByRole('button', { name: 'Close the battle' }));

  // The Cadiz batteries fire at Nelson in one click (§10.4): the step they sink comes off Britain's stack on the record.
  const procs = page.getByRole('region', { name: 'Named procedures', exact: true });
  await procs.getByRole('button', { name: 'Coastal batteries', exact: true }).click();
  const shotAt = procs.getByRole('combobox', { name: 'Fleet the batteries fire at', exact: true });
  await shotAt.selectOption({ label: 'Nelson (Great Britain’s stack at Cadiz, 2 points)' });
  await procs.getByRole('checkbox', { name: 'Table dice', exact: true }).check();
  await procs.getByRole('textbox', { name: /Dice thrown at the table/ }).fill('5 1');
  await both(page, 'stack-batteries', procs);
  await send(page, procs.getByRole('button', { name: 'Roll 2D6', exact: true }));
  await expect(logRow(page, 'Coastal batteries: 5 1: 1 hit on Nelson (Great Britain’s stack at Cadiz): 1 step sunk, 1 point left (2D6, each 5+ sinks a step); chance of at least one hit was 55.6 %')).toHaveCount(1);
  await expect(shotAt.getByRole('option', { name: 'Nelson (Great Britain’s stack at Cadiz, 1 point)', exact: true })).toHaveCount(1);
});
