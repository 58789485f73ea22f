// Issue 11, item 3: one click must not end a battle being fought. Only the battle's own controls end it;
// recording who holds the region by hand asks first and says what it discards.
import { expect, logRow, openApp, shot, test } from './fixtures';
import { allianceMidBattle } from './alliance-helpers';

test('mid-battle, “who holds Bavaria” is one step away, asks for confirmation and says what it discards', async ({ page, host, dataDir }) => {
  await allianceMidBattle(dataDir, 'bavaria.adc');
  for (const size of [{ width: 1280, height: 800 }, { width: 1920, height: 1080 }]) {
    await page.setViewportSize(size);
    await openApp(page, host.url);
    await page.getByRole('button', { name: 'Open bavaria.adc', exact: true }).click();
    const bav = page.getByRole('listitem', { name: 'Battle in Bavaria', exact: true });
    await expect(bav.getByRole('region', { name: 'Battle in Bavaria, step by step' })).toBeVisible({ timeout: 60_000 });
    // No live "France holds / Austria holds" under the battle being fought.
    await expect(bav.getByRole('button', { name: 'Attacker holds Bavaria' })).toHaveCount(0);
    await expect(bav.getByRole('button', { name: 'Defender holds Bavaria' })).toHaveCount(0);
    await bav.getByRole('button', { name: 'Record who holds Bavaria by hand instead…' }).click();
    const ask = bav.getByRole('alertdialog', { name: 'Record who holds Bavaria by hand?' });
    await expect(ask).toContainText('ends the battle being fought here and discards it');
    await expect(ask).toContainText('round 1, in progress');
    await ask.scrollIntoViewIfNeeded();
    await shot(page, `evening-battle-confirm-${size.width}`);
    await ask.getByRole('button', { name: 'Keep fighting' }).click();
    await expect(ask).toHaveCount(0);
    await expect(bav.getByRole('region', { name: 'Battle in Bavaria, step by step' })).toBeVisible();
    await expect(logRow(page, /Battle in Bavaria: .* holds it/)).toHaveCount(0);
    if (size.width === 1920) {
      // Confirmed: the result is recorded, the fight is gone.
      await bav.getByRole('button', { name: 'Record who holds Bavaria by hand instead…' }).click();
      await bav.getByRole('button', { name: 'Defender holds Bavaria' }).click();
      await expect(logRow(page, 'Battle in Bavaria: Austria holds it')).toHaveCount(1);
    } else await page.getByRole('button', { name: 'Close the campaign' }).click();
  }
});
