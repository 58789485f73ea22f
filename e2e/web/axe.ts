// axe-core (WCAG 2.x A and AA rules) on the page as it stands: the a11y spec's check, and every screenshot that
// `shots` takes when the run is started with AXE_SHOTS=1 (a game's whole journey checked screen by screen).
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Fails with every serious or critical violation named: its rule, and up to five elements with axe's reason. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  const r = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  const bad = r.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    // Label in name, on two-line buttons only (a label and a status line below it, e.g. "France" over "Ann · 5
    // cards", named "France discards"): WCAG 2.5.3 asks that the name hold the label ("France"), and it does; axe
    // reads the status line as part of the label. Only this rule, only on buttons with a .btn-sub status line.
    .map((v) => (v.id === 'label-content-name-mismatch' ? { ...v, nodes: v.nodes.filter((n) => !/btn-sub|btn-seat/.test(n.html)) } : v))
    .filter((v) => v.nodes.length > 0)
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.slice(0, 5).map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.replace(/\s+/g, ' ')}`).join('\n')}`);
  // Soft: one run lists every screen's violations.
  expect.soft(bad, `axe on ${screen}`).toEqual([]);
}

