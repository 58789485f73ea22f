// Alliance QA: rough edges found by playing the app as a table would, each pinned by a test.
import type { Page } from '@playwright/test';
import { createCampaign, expect, openApp, test } from './fixtures';

async function box(page: Page, selector: string) {
  const b = await page.locator(selector).first().boundingBox();
  if (!b) throw new Error(`${selector} is not on screen`);
  return b;
}

for (const width of [1440, 1280, 1024]) {
  test(`the campaign header at ${width} px: the buttons never run over the Game Turn or the phase`, async ({ page, host }) => {
    await page.setViewportSize({ width, height: 900 });
    await openApp(page, host.url);
    await createCampaign(page, {
      title: 'A rather long campaign title for the Thursday club',
      file: 'header.adc',
      scenario: 'Campaign 1804-15',
      players: [
        { name: 'Alice', power: 'France' },
        { name: 'Bob', power: 'Britain' },
      ],
    });
    // Something to undo, so the Undo button carries its subtitle.
    await page.getByRole('button', { name: 'France discards', exact: true }).click();
    await expect(page.getByRole('button', { name: /^Undo: / })).toBeEnabled();
    const when = await box(page, '.camp-when');
    const tools = await box(page, '.camp-tools');
    const turn = await box(page, '.game-turn');
    const phase = await box(page, '.phase-line');
    // The tools start right of the Game Turn and the phase line.
    expect(tools.x).toBeGreaterThanOrEqual(when.x + when.width);
    expect(tools.x).toBeGreaterThanOrEqual(turn.x + turn.width);
    expect(tools.x).toBeGreaterThanOrEqual(phase.x + phase.width);
    // Every header button keeps its size: the round Help button is not squeezed to a sliver.
    const help = await page.locator('.camp-tools').getByRole('button', { name: 'Keyboard shortcuts and help' }).first().boundingBox();
    expect(help?.width ?? 0).toBeGreaterThanOrEqual(32);
    // Nothing spills out of the window.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}
