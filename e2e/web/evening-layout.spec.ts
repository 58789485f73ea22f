// Issue 11, items 7 and 8: the header keeps one row from 1280 to 1920 px with long labels (truncated, full
// text on hover), the content does not jump between steps, and the status sentence is shown once.
import { createCampaign, expect, next, openApp, shot, test } from './fixtures';

test.use({ actionTimeout: 60_000 });

test('the header keeps its layout at 1280-1920 px with a long title and both Undo and Redo labelled; steps do not jump', async ({ page, host }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openApp(page, host.url);
  await createCampaign(page, {
    title: 'Thursday club, spring 2026: the long Austerlitz campaign at Bob’s',
    file: 'thursday',
    players: [{ name: 'Alice', power: 'France' }, { name: 'Bob', power: 'Britain' }],
  });
  await page.getByRole('button', { name: 'Skip for now and play' }).click();
  await page.getByRole('button', { name: 'France discards', exact: true }).click();
  await page.getByRole('button', { name: 'Britain discards', exact: true }).click();
  await page.getByRole('button', { name: /^Undo: Britain/ }).click();
  await expect(page.getByRole('button', { name: /^Redo: Britain/ })).toBeEnabled();
  const head = page.getByRole('banner');
  for (const width of [1280, 1366, 1440, 1600, 1920]) {
    await page.setViewportSize({ width, height: width >= 1920 ? 1080 : 800 });
    const undo = (await head.getByRole('button', { name: /^Undo: / }).boundingBox())!;
    const help = (await head.getByRole('button', { name: 'Keyboard shortcuts and help' }).boundingBox())!;
    const close = (await head.getByRole('button', { name: 'Close the campaign' }).boundingBox())!;
    // One row: "?" and Close beside Undo, all inside the window.
    expect(Math.abs(help.y + help.height / 2 - (undo.y + undo.height / 2))).toBeLessThan(4);
    expect(Math.abs(close.y + close.height / 2 - (undo.y + undo.height / 2))).toBeLessThan(4);
    expect(close.x + close.width).toBeLessThanOrEqual(width);
    // The title keeps room to be read, and says the whole of itself on hover.
    const title = head.locator('.camp-title');
    expect((await title.boundingBox())!.width).toBeGreaterThan(150);
    await expect(title).toHaveAttribute('title', 'Thursday club, spring 2026: the long Austerlitz campaign at Bob’s');
    const h = (await head.boundingBox())!.height;
    expect(h).toBeLessThan(110);
    await shot(page, `evening-header-${width}`);
  }
  // Steps of different lengths: the step panel starts at the same height on the page every time.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: /^Redo: / }).click();
  const tops: number[] = [];
  tops.push((await page.locator('.stepbar').boundingBox())!.y);
  await next(page, 'Play cards');
  tops.push((await page.locator('.stepbar').boundingBox())!.y);
  const before = (await page.locator('.stepbar').boundingBox())!.height;
  await page.getByRole('button', { name: /^Back/ }).click();
  tops.push((await page.locator('.stepbar').boundingBox())!.y);
  expect(new Set(tops).size).toBe(1);
  expect(before).toBeGreaterThan(0);
});
