// What the Imperial Borders specs share: both screen sizes for the screenshots, the group's dice faces entered
// from "Before you play", and a sealed entry passed round the laptop.
import type { Page } from '@playwright/test';
import { SIZES, expect, expectNoRefusal, next, openApp } from './fixtures';

export { SIZES, shots } from './fixtures';

/** The test dice from "Before you play": Black 2,1,1,3,0,0 (Double Blast, 2 Blasts, Bar, 2 Blanks), White 1,2,3,0,0,0. */
export async function enterTestDice(page: Page, afterBlack?: () => Promise<void>): Promise<void> {
  await page.getByRole('region', { name: 'Before you play' }).getByRole('button', { name: 'Fill in Battle dice' }).click();
  const black = page.getByRole('group', { name: /^Dice faces: Black/ });
  for (const f of [2, 1, 1, 3, 0, 0]) await black.getByRole('button', { name: `Add a face ${f}` }).click();
  await black.getByRole('button', { name: 'Save faces' }).click();
  const white = page.getByRole('group', { name: /^Dice faces: White/ });
  for (const f of [1, 2, 3, 0, 0, 0]) await white.getByRole('button', { name: `Add a face ${f}` }).click();
  await white.getByRole('button', { name: 'Save faces' }).click();
  await afterBlack?.();
}

/** Pass the laptop: each seat shows its entry, types it and seals it. */
export async function sealed(page: Page, entries: Array<[string, (p: Page) => Promise<void>]>): Promise<void> {
  for (const [, enter] of entries) {
    await page.getByRole('button', { name: /^I am / }).click();
    await enter(page);
    await page.getByRole('button', { name: 'Seal my entry' }).click();
  }
}

/**
 * A new campaign for three players, two Nations each (Ann: France and Austria; Bo: Prussia and Great Britain;
 * Cy: Russia and Spain), with the optional rules named by their checkbox words; it opens on Collect Taxes.
 */
export async function newIbCampaign(page: Page, file: string, rules: string[] = []): Promise<void> {
  await page.getByRole('combobox', { name: 'Game', exact: true }).selectOption({ label: 'Imperial Borders' });
  await page.getByRole('radio', { name: '3 players' }).click();
  for (const [i, n] of ['Ann', 'Bo', 'Cy'].entries()) await page.getByRole('textbox', { name: `Player ${i + 1} name` }).fill(n);
  for (const r of rules) await page.getByRole('checkbox', { name: `Optional rule: ${r}` }).check();
  await page.getByRole('textbox', { name: 'File name' }).fill(file);
  await page.getByRole('button', { name: 'Start the campaign' }).click();
  await expect(page.locator('.step-title')).toHaveText('Collect Taxes');
}

/** From Collect Taxes to Prussia's Review Orders: taxes, sealed bids (Prussia 4, the others 0), Prussia claims slot 1. */
export async function prussiaMarchesFirst(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Collect Taxes', exact: true }).click();
  await next(page, 'Plot Secret Movement Orders');
  await next(page, 'Bid Gold, Reveal and Pay');
  const order = await page.getByRole('region', { name: 'Round tracker' }).getByRole('listitem').allTextContents();
  await sealed(page, order.map((n) => [n, (p) => p.getByRole('spinbutton', { name: `${n} bid` }).fill(n === 'Prussia' ? '4' : '0')]));
  await page.getByRole('button', { name: 'Reveal', exact: true }).click();
  await page.getByRole('button', { name: 'Record in the log' }).click();
  await next(page, 'Bidders Claim Slots');
  await page.getByRole('button', { name: 'Slot 1', exact: true }).click();
  await expectNoRefusal(page);
  await next(page, 'Review Orders');
}

/** Adds a region to the group's list from the Regions panel (the Fort follows the kind unless given). */
export async function addRegion(page: Page, r: { name: string; controller?: string; kind: string; fort?: string; damage?: number; escrow?: number }): Promise<void> {
  const form = page.getByRole('group', { name: 'Add a region' });
  await form.getByRole('textbox', { name: 'Region name' }).fill(r.name);
  await form.getByRole('combobox', { name: 'Region controller' }).selectOption({ label: r.controller ?? 'no Nation' });
  await form.getByRole('combobox', { name: 'Region kind' }).selectOption({ label: r.kind });
  if (r.fort) await form.getByRole('combobox', { name: 'Region Fort or Port' }).selectOption({ label: r.fort });
  if (r.damage !== undefined) await form.getByRole('spinbutton', { name: 'Region Damage Tokens' }).fill(String(r.damage));
  if (r.escrow !== undefined) await form.getByRole('spinbutton', { name: 'Region Gold held' }).fill(String(r.escrow));
  await form.getByRole('button', { name: 'Add the region' }).click();
}

/** A new campaign with the test dice, played to Prussia's Pre-movement Battles (Prussia marching first), at 1280x800. */
export async function prussiaAtBattles(page: Page, url: string, file: string, rules: string[] = []): Promise<void> {
  await page.setViewportSize(SIZES[0]!);
  await openApp(page, url);
  await newIbCampaign(page, file, rules);
  await enterTestDice(page);
  await page.getByRole('button', { name: 'Close game data' }).click();
  await page.getByRole('button', { name: 'Skip for now and play' }).click();
  await prussiaMarchesFirst(page);
  await next(page, 'Conduct Pre-Movement Battles');
}
