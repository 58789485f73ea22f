// Napoleon's Imperium steps the end-to-end specs share: closing purchases, a quiet campaign played to a
// given turn and step and saved where the host reads files, territories from the map, table dice.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { Campaign, makeHeader } from '../../shared/engine/campaign';
import { completeSettings } from '../../shared/engine/settings';
import { templatePack } from '../../shared/data/tables';
import { napoleonsImperium as ni } from '../../shared/games/napoleons-imperium/module';
import { NAPOLEONS_IMPERIUM_DATA as DATA } from '../../shared/games/napoleons-imperium/tables';
import type { NiState } from '../../shared/games/napoleons-imperium/state';
import { expect, openApp, stepTitle } from './fixtures';

/** The nations' adjectives in the order of play. */
export const NATIONS = ['French', 'British', 'Ottoman', 'Nordic', 'Spanish', 'Prussian', 'Austrian', 'Russian'];
const NATION_IDS = ['fr', 'gb', 'ot', 'no', 'sp', 'pr', 'au', 'ru'] as const;

export const top = (l: Locator) => l.evaluate((el) => el.scrollIntoView({ block: 'start' }));

/** Closes a nation's purchases, accepting the forfeit warning if it comes. */
export async function closePurchases(page: Page, n: string): Promise<void> {
  const empire = `${n} Empire`;
  await page.getByRole('button', { name: `Close ${empire} purchases`, exact: true }).click();
  const warn = page.getByRole('alertdialog', { name: `${empire}: forfeit warning` });
  if (await warn.isVisible().catch(() => false)) await warn.getByRole('button', { name: /^Close and forfeit/ }).click();
  await expect(page.getByRole('article', { name: `${empire} purchases`, exact: true }).locator('.done-tag')).toBeVisible();
}

/**
 * A two-player campaign (Nap: the French Imperial Alliance; Nel: the British Coalition) played quietly with
 * the engine to `turn` at `stepId`, nothing bought or placed, and saved as `file` in the host's folder.
 */
export async function quietCampaign(dataDir: string, file: string, o: { id: string; title: string; seed: number; turn: number; stepId: string; rules?: Record<string, string | boolean> }): Promise<void> {
  const header = makeHeader({
    id: o.id,
    game: 'napoleons-imperium',
    scenario: 'battle-point',
    title: o.title,
    players: [{ name: 'Nap', powers: ['fr', 'ot', 'sp', 'au'] }, { name: 'Nel', powers: ['gb', 'no', 'pr', 'ru'] }],
    settings: completeSettings(ni, { rules: o.rules ?? {}, dataPack: templatePack(DATA) }),
    seed: o.seed,
    createdAt: '2026-12-01T10:00:00.000Z',
    appVersion: 'e2e',
  });
  const c = Campaign.create(ni, header) as Campaign<NiState>;
  for (let guard = 0; guard < 200 && !(c.state.position.turn === o.turn && c.state.position.stepId === o.stepId); guard++) {
    const s = c.state;
    const step = s.position.stepId;
    if (step === 'prep-purchase' || step === 'purchase') for (const n of NATION_IDS) if (s.carts[n] && !s.carts[n]!.closed) c.act('economy.close', { nation: n });
    if (step === 'prep-placement') for (const n of NATION_IDS) if (!c.state.placed.includes(n)) c.act('placement.done', { nation: n });
    if (step === 'placement') {
      const n = NATION_IDS[(s.position.turn - 2) % 8]!;
      if (!c.state.placed.includes(n)) c.act('placement.done', { nation: n });
    }
    c.act('sequence.next', {});
  }
  expect(c.state.position).toEqual({ turn: o.turn, stepId: o.stepId });
  await writeFile(path.join(dataDir, file), JSON.stringify(c.toFile(), null, 1));
}

/** Enters a territory the rulebook does not list: its map value and original owner. */
export async function newTerritory(group: Locator, name: string, value: number, owner: string): Promise<void> {
  await group.getByRole('spinbutton', { name: `${name} Income value` }).fill(String(value));
  await group.getByRole('combobox', { name: `${name} Original owner` }).selectOption({ label: owner });
  await group.getByRole('button', { name: `Add ${name} to Territories (map)` }).click();
}

/** Table dice for a fight's roll: every attacking die hits (1), every defending die misses (0). */
export async function attackerHitsEverything(roll: Locator): Promise<void> {
  await roll.getByRole('button', { name: 'Enter table dice…' }).click();
  const inputs = roll.getByRole('textbox');
  for (let i = 0; i < (await inputs.count()); i++) {
    const input = inputs.nth(i);
    const label = (await input.getAttribute('aria-label')) ?? '';
    const count = Number(/(\d+) d10/.exec((await roll.getByRole('listitem').nth(i).textContent()) ?? '')?.[1] ?? '1');
    await input.fill((label.includes('(attacker)') ? '1' : '0').repeat(count));
  }
  await roll.getByRole('button', { name: 'Use these dice' }).click();
  await expect(roll.getByRole('button', { name: 'Use these dice' })).toHaveCount(0);
}

/**
 * A quiet campaign opened at Phase Two: Attack, with a battle for Saxony (entered where the battle needs it: 3,
 * Prussian) recorded as 3 Infantry and 1 Cavalry against 2 Infantry and opened step by step; returns its region.
 */
export async function saxonyFight(page: Page, url: string, dataDir: string, file: string, o: { id: string; title: string; seed: number }): Promise<Locator> {
  await quietCampaign(dataDir, file, { ...o, turn: 2, stepId: 'attack' });
  await openApp(page, url);
  await page.getByRole('button', { name: `Open ${file}`, exact: true }).click();
  await expect(stepTitle(page)).toHaveText('Phase Two: Attack');
  const rec = page.getByRole('region', { name: 'Record a battle' });
  await rec.getByRole('combobox', { name: 'Territory attacked' }).fill('Saxony');
  await newTerritory(page.getByRole('group', { name: 'Territory data needed' }), 'Saxony', 3, 'Prussian Empire');
  await expect(rec.getByRole('button', { name: 'Prussian', pressed: true })).toBeVisible({ timeout: 30_000 });
  await rec.getByRole('spinbutton', { name: 'Attacking Infantry', exact: true }).fill('3');
  await rec.getByRole('spinbutton', { name: 'Attacking Cavalry', exact: true }).fill('1');
  await rec.getByRole('spinbutton', { name: 'Defending Infantry', exact: true }).fill('2');
  await rec.getByRole('button', { name: '⚔ Fight it step by step' }).click();
  return page.getByRole('region', { name: 'Battle step by step' });
}
