// Le Grand Empire's stacks under the optional visibility rule (§1.3) against the real browser host: France
// records a stack through the sealed entry (the log shows only the leader on top, the counters and the army
// marker), opens it through the sealed look, then reveals it at a land battle, whose set-up loads it.
import { expect, logRow, next, test } from './fixtures';
import { both, newCampaign, send } from './lge-helpers';

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
  await expect(entry).toContainText('Pass the laptop to France');
  await entry.getByRole('button', { name: 'I am France: show my entry' }).click();
  await entry.getByRole('textbox', { name: 'France stack unit 1 name' }).fill('III Corps');
  await entry.getByRole('spinbutton', { name: 'France stack unit 1 morale' }).fill('4');
  await entry.getByRole('textbox', { name: 'France stack leader 1' }).fill('Davout');
  await entry.getByRole('spinbutton', { name: 'France stack leader 1 combat value' }).fill('3');
  await entry.getByRole('spinbutton', { name: 'France stack army marker artillery (0: no army marker)' }).fill('2');
  await both(page, 'stack-entry', entry);
  await entry.getByRole('button', { name: 'Seal my entry' }).click();
  await expect(entry).toContainText('only France opens it');
  await send(page, entry.getByRole('button', { name: 'Record sealed' }));
  const recorded = logRow(page, 'France records a stack at Ulm: Davout on top, 2 counters, an army marker; contents sealed, France only (§1.3)');
  await expect(recorded).toHaveCount(1);
  await expect(page.locator('.log-row')).not.toContainText(['III Corps']);
  const stacks = reg.getByRole('list', { name: 'Stacks on the record' });
  await expect(stacks).toContainText('France at Ulm: Davout on top, 2 counters, an army marker');
  await expect(stacks).not.toContainText('III Corps');

  // Only France looks: the same pass-the-laptop screen, then the contents until hidden.
  const look = stacks.getByRole('group', { name: 'France stack at Ulm: sealed' });
  await look.getByRole('button', { name: 'Sealed · France only: look' }).click();
  await expect(look).not.toContainText('III Corps');
  await look.getByRole('button', { name: 'I am France: show stack at Ulm' }).click();
  await expect(look).toContainText('III Corps');
  await both(page, 'stack-look', reg);
  await look.getByRole('button', { name: 'Hide' }).click();
  await expect(stacks).not.toContainText('III Corps');

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
  await both(page, 'stack-loaded', form);
});
