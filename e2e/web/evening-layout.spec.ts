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
  // Where the step's own panel starts (under the step bar), at two steps with sentences of different lengths.
  const panelTop = () => page.locator('.stepbar').evaluate((e) => Math.round(e.nextElementSibling!.getBoundingClientRect().top));
  const tops: number[] = [await panelTop()];
  await next(page, 'Play cards');
  tops.push(await panelTop());
  await page.getByRole('button', { name: /Back$/ }).click();
  await expect(page.locator('.step-title')).toHaveText('Deal and discard');
  tops.push(await panelTop());
  expect(new Set(tops).size, `panel tops ${tops.join(', ')}`).toBe(1);
});

/** Every visible text element's contrast against its nearest painted background (WCAG 2), and its size. */
async function textAudit(page: import('@playwright/test').Page, selector: string) {
  return page.locator(selector).evaluateAll((els) => {
    const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
    const lum = ([r, g, b]: number[]) => {
      const f = (x: number) => ((x /= 255) <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4);
      return 0.2126 * f(r!) + 0.7152 * f(g!) + 0.0722 * f(b!);
    };
    const bgOf = (el: Element | null): number[] => {
      for (let e = el; e; e = e.parentElement) {
        const s = getComputedStyle(e);
        const c = rgb(s.backgroundColor);
        if (s.backgroundImage !== 'none' && !c[3]) return [251, 248, 241];
        if (c.length === 3 || (c[3] ?? 0) > 0.9) return c.slice(0, 3);
      }
      return [239, 230, 210];
    };
    return els
      .filter((e) => (e as HTMLElement).offsetParent !== null && (e.textContent ?? '').trim())
      .map((e) => {
        const s = getComputedStyle(e);
        const a = lum(rgb(s.color).slice(0, 3));
        const b = lum(bgOf(e));
        return { text: (e.textContent ?? '').trim().slice(0, 40), ratio: (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05), px: parseFloat(s.fontSize), opacity: Number(s.opacity) };
      });
  });
}

test('legible at a metre: small text at AA contrast and at least 13 px, log text at 16 px, the status sentence once, Austria’s block badge readable', async ({ page, host }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openApp(page, host.url);
  await createCampaign(page, { title: 'Legible', file: 'legible', players: [{ name: 'Alice', power: 'France' }, { name: 'Bob', power: 'Austria' }] });
  await page.getByRole('button', { name: 'Skip for now and play' }).click();
  await page.getByRole('button', { name: 'France discards', exact: true }).click();
  // The status sentence once in the step bar (it was both the prompt and Next's reason).
  await expect(page.getByRole('region', { name: 'Current step' }).getByText('Waiting for Austria to discard', { exact: false })).toHaveCount(1);
  for (const sel of ['.muted', '.small', '.sb-label', '.stat-label', '.log-row', '.log-time', '.seq-skip', '.step-kicker']) {
    for (const t of await textAudit(page, sel)) {
      expect.soft(t.ratio, `${sel} “${t.text}” contrast`).toBeGreaterThanOrEqual(4.5);
      expect.soft(t.px, `${sel} “${t.text}” size`).toBeGreaterThanOrEqual(13);
    }
  }
  for (const t of await textAudit(page, '.log-row .log-title')) expect(t.px).toBeGreaterThanOrEqual(16);
  await shot(page, 'evening-legible-1280', { top: true });
  // Austria's blocks in the calculator: the badge's ink reads on Austria's white (the badge shows from 1440 px up).
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.getByRole('button', { name: 'Battle calculator' }).click();
  const a = page.getByRole('dialog', { name: 'Battle calculator' }).getByRole('region', { name: 'Battle A' });
  await a.getByRole('button', { name: 'Add defender infantry', exact: true }).click();
  await a.locator('.blk').first().getByRole('combobox', { name: 'Owner' }).selectOption({ label: 'Austria' });
  const [badge] = await textAudit(page, '.blk-badge-str');
  expect(badge!.ratio).toBeGreaterThanOrEqual(4.5);
});
