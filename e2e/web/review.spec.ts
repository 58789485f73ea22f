// Campaign review: a generated Alliance campaign opened read-only and replayed entry by entry (keyboard, play at
// a pace, bookmarks, dice with their purpose) without a byte of the file changing; then the campaign in figures:
// tracks over time (chart and table), the battles table with the odds before the first die, and the luck meter.
import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { buildAllianceCampaign } from '../../bin/bench-builder';
import { fightPending } from '../../shared/games/alliance/battle-actions';
import { allianceCampaign, playCards } from '../../shared/test/fixtures';
import { chartData } from '../../shared/review/charts';
import { Timeline } from '../../shared/review/timeline';
import { expect, openApp, shot, test } from './fixtures';

const replayCount = (page: Page) => page.locator('.replay-count');

test('review: open read-only, replay entry by entry, bookmarks and dice; the file is never written', async ({ page, host, dataDir }) => {
  const { campaign } = buildAllianceCampaign({ entries: 400, seed: 1806 });
  campaign.bookmark(120, 'The Grand Army crosses the Rhine');
  const file = path.join(dataDir, 'war.adc');
  await writeFile(file, JSON.stringify(campaign.toFile(), null, 1));
  const total = campaign.entries.length;
  const before = { bytes: await readFile(file), mtime: (await stat(file)).mtimeMs };

  await openApp(page, host.url);
  await page.getByRole('button', { name: 'Review war.adc', exact: true }).click();
  await expect(page.getByText('war.adc is open for review: nothing is written to it, its journal or its backups.').first()).toBeVisible({ timeout: 60_000 });
  // Opened for review on purpose: the banner says so and offers to close, never to "try again" for writing.
  const banner = page.getByRole('status', { name: 'Reviewing' });
  await expect(banner).toContainText('Reviewing: nothing here changes the file.');
  await expect(banner.getByRole('button', { name: 'Close review' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  // Nothing can be written, so Undo, Redo and the dice tray's Roll are shown unavailable rather than refused.
  await expect(page.getByRole('group', { name: 'Undo and redo' }).getByRole('button', { name: /^Undo/ })).toBeDisabled();
  await expect(page.getByRole('group', { name: 'Undo and redo' }).getByRole('button', { name: /^Redo/ })).toBeDisabled();
  await expect(page.locator('.tray button[type="submit"]')).toBeDisabled();

  // From the set-up, step with the keyboard.
  await page.getByRole('button', { name: '▶ Replay' }).click();
  await expect(replayCount(page)).toHaveText(`The set-up of ${total}`);
  await page.keyboard.press('ArrowRight');
  await expect(replayCount(page)).toHaveText(`Entry 1 of ${total}`);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(replayCount(page)).toHaveText(`Entry 3 of ${total}`);
  await expect(page.locator('.replay-title')).toHaveText(campaign.entries[2]!.title);
  // The log as it stood at entry 3: the three entries, the third marked, nothing after it, nothing to undo.
  const log = page.locator('section.log');
  await expect(log.getByRole('heading', { name: /^Log 3 as it stood at entry 3$/ })).toBeVisible();
  await expect(log.locator('.log-row')).toHaveCount(3);
  await expect(log.locator('.log-row[aria-current="step"]')).toHaveAttribute('aria-label', new RegExp(`^3\\. `));
  await expect(log.getByRole('button', { name: /^Undo to here/ })).toHaveCount(0);
  await expect(log.getByRole('button', { name: /^Show earlier entries/ })).toHaveCount(0);
  await page.keyboard.press('ArrowLeft');
  await expect(replayCount(page)).toHaveText(`Entry 2 of ${total}`);
  await page.keyboard.press('End');
  await expect(replayCount(page)).toHaveText(`Entry ${total} of ${total}`);
  await page.keyboard.press('Home');
  await expect(replayCount(page)).toHaveText(`The set-up of ${total}`);

  // Bookmarks: the group's own, and each turn's start in the game's words.
  const jump = page.getByRole('combobox', { name: 'Jump to a bookmark' });
  await expect(jump.locator('option', { hasText: 'The Grand Army crosses the Rhine' })).toHaveCount(1);
  await jump.selectOption({ label: `★ The Grand Army crosses the Rhine (bookmark, entry 120)` });
  await expect(replayCount(page)).toHaveText(`Entry 120 of ${total}`);
  const turn2 = (await jump.locator('option').allTextContents()).find((t) => /Game Turn 2 ·/.test(t) && /\(turn, entry \d+\)/.test(t))!;
  expect(turn2).toBeTruthy();
  await jump.selectOption({ label: turn2 });
  const seq = Number(/entry (\d+)\)$/.exec(turn2)![1]);
  await expect(replayCount(page)).toHaveText(`Entry ${seq} of ${total}`);
  await expect(page.locator('.camp-when .game-turn')).toHaveText('Game Turn 2');
  await page.keyboard.press('PageDown');
  await expect(replayCount(page)).not.toHaveText(`Entry ${seq} of ${total}`);

  // An entry with dice shows them with their purpose.
  const withDice = campaign.entries.findIndex((e, i) => i > 150 && e.dice?.length && e.type === 'dice.tray') + 1;
  await page.getByRole('slider', { name: 'Entry' }).fill(String(withDice));
  await expect(replayCount(page)).toHaveText(`Entry ${withDice} of ${total}`);
  const dice = page.getByLabel('Dice of this entry');
  await expect(dice.locator('.replay-purpose')).toHaveText(campaign.entries[withDice - 1]!.dice![0]!.purpose);
  await expect(dice.getByRole('img')).toHaveCount(campaign.entries[withDice - 1]!.dice![0]!.faces.length);
  await page.setViewportSize({ width: 1280, height: 800 });
  await shot(page, 'review-replay-1280');
  await page.setViewportSize({ width: 1920, height: 1080 });
  await shot(page, 'review-replay-1920');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Play at a quarter second per entry, then stop.
  await page.getByRole('combobox', { name: 'Seconds per entry while playing' }).selectOption('0.25');
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(replayCount(page)).toHaveText(new RegExp(`^Entry (${withDice + 2}|${withDice + 3}|${withDice + 4}) of`), { timeout: 5000 });
  await page.getByRole('button', { name: 'Stop', exact: true }).click();
  const stopped = await replayCount(page).textContent();
  await page.waitForTimeout(800);
  await expect(replayCount(page)).toHaveText(stopped!);

  // Back to the present, close: the file, to the byte and the modification time, is as it was.
  await page.keyboard.press('Escape');
  await expect(page.locator('.replay')).toHaveCount(0);
  await page.getByRole('button', { name: 'Charts', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'The campaign in figures' })).toBeVisible();
  await page.keyboard.press('Escape');
  expect((await readFile(file)).equals(before.bytes)).toBe(true);
  expect((await stat(file)).mtimeMs).toBe(before.mtime);
  // Close review: back to the campaigns, and closing wrote nothing either.
  await page.getByRole('button', { name: 'Close review' }).click();
  await expect(page.getByRole('button', { name: 'Review war.adc', exact: true })).toBeVisible();
  expect((await readFile(file)).equals(before.bytes)).toBe(true);
  expect((await stat(file)).mtimeMs).toBe(before.mtime);
});

const ARMY = (p: string, side: string, n: number) => [
  { id: `${p}-inf`, name: `${p} Infantry`, side, type: 'infantry', firepower: 'C3', strength: n },
  { id: `${p}-cav`, name: `${p} Cavalry`, side, type: 'cavalry', firepower: 'B2', strength: 3 },
  { id: `${p}-art`, name: `${p} Artillery`, side, type: 'artillery', firepower: 'A3', strength: 2 },
];

/** Two battles fought in the app with its dice, after a few Gold changes. */
function foughtCampaign() {
  const c = allianceCampaign([['Ann', 'france'], ['Bo', 'britain']], '1804-07', 77);
  c.act('track.adjust', { track: 'gold', power: 'france', delta: 3, reason: 'Subsidy' });
  c.act('track.adjust', { track: 'gold', power: 'britain', delta: 5, reason: 'Trade' });
  playCards(c, { france: [30, 'turkey'], britain: [20, 'turkey'] });
  c.act('sequence.next', {});
  c.act('battle.add', { location: 'Bavaria', attackers: ['france'], defenders: ['austria'] });
  c.act('battle.add', { location: 'Holland', attackers: ['britain'], defenders: ['prussia'] });
  c.act('track.adjust', { track: 'gold', power: 'france', delta: -2, reason: 'Forced march' });
  c.act('action.end-turn', { power: 'france' });
  c.act('action.end-turn', { power: 'britain' });
  c.act('sequence.next', {});
  for (const [id, chooser, a, d] of [[1, 'france', 'fr', 'au'], [2, 'britain', 'gb', 'pr']] as const) {
    c.act('battle.choose', { power: chooser, battle: id });
    c.act('battle.setup', { battle: id, input: { location: 'land', blocks: [...ARMY(a, 'attacker', 4), ...ARMY(d, 'defender', 3)] } });
    for (let guard = 0; guard < 300 && c.state.battles.find((b) => b.id === id)!.status !== 'resolved'; guard++) {
      const p = fightPending(c.state.battles.find((b) => b.id === id)!.fight!);
      if (p.kind === 'turn') c.act('battle.step', { battle: id, action: { type: p.options.includes('fire') ? 'fire' : p.options[0]!, blockId: p.blockId } });
      else if (p.kind === 'assignHit') c.act('battle.step', { battle: id, action: { type: 'assignHit', blockId: p.candidates[0]! } });
      else if (p.kind === 'extend') c.act('battle.step', { battle: id, action: { type: 'extend', group: p.group, extend: false } });
      else if (p.kind === 'pursue') c.act('battle.step', { battle: id, action: { type: 'pursue', group: p.group, pursue: false } });
    }
  }
  return c;
}

test('the campaign in figures: tracks over time, battles with their odds, the luck meter', async ({ page, host, dataDir }) => {
  const c = foughtCampaign();
  await writeFile(path.join(dataDir, 'bavaria.adc'), JSON.stringify(c.toFile(), null, 1));
  await openApp(page, host.url);
  await page.getByRole('button', { name: 'Review bavaria.adc', exact: true }).click();
  await expect(page.getByText('bavaria.adc is open for review', { exact: false }).first()).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Charts', exact: true }).click();
  const fig = page.getByRole('dialog', { name: 'The campaign in figures' });

  // Gold: a line per power, hover for the value and the entry that set it; the same as a table.
  await fig.getByRole('button', { name: 'Gold', exact: true }).click();
  await expect(fig.getByRole('figure', { name: 'Gold over the campaign' })).toBeVisible();
  await expect(fig.locator('.rv-legend li')).toHaveText(['France', 'Britain']);
  const plot = fig.locator('.rv-plot .u-over');
  const box = (await plot.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.97, box.y + box.height / 2);
  await expect(fig.locator('.rv-tip')).toContainText('After entry');
  await expect(fig.locator('.rv-tip')).toContainText(/France \d+entry \d+: France ends its Player Turn/);
  await shot(page, 'review-tracks-1280');
  await fig.getByRole('button', { name: 'Table', exact: true }).click();
  const table = fig.getByRole('table', { name: 'Gold by entry' });
  await expect(table.getByRole('row').filter({ hasText: 'Forced march' })).toHaveCount(1);
  const changes = chartData(Timeline.of(c.module, c.toFile())).tracks.find((t) => t.id === 'gold')!.series.flatMap((x) => x.points.map((p) => p.seq));
  await expect(table.getByRole('row')).toHaveCount(new Set(changes).size + 1); // the head, then one row per changing entry

  // VP: Britain's homeland Victory Cities are not entered, so its VP is a gap (no line), not a 0; the key and the hover say so.
  await fig.getByRole('button', { name: 'VP', exact: true }).click();
  await fig.getByRole('button', { name: 'Chart', exact: true }).click();
  const vp = fig.getByRole('figure', { name: 'VP over the campaign' });
  await expect(vp.locator('.rv-legend li')).toHaveText(['France', 'Britain (not entered)']);
  await expect(vp.getByText('A gap in a line: not entered there.')).toBeVisible();
  const vpBox = (await vp.locator('.rv-plot .u-over').boundingBox())!;
  await page.mouse.move(vpBox.x + vpBox.width * 0.97, vpBox.y + vpBox.height / 2);
  await expect(vp.locator('.rv-tip')).toContainText('Britain not entered');
  await shot(page, 'review-vp-gap-1280');

  // Battles: where, who, the exact chance before the first die, and the result.
  await fig.getByRole('tab', { name: 'Battles' }).click();
  const battles = fig.getByRole('table', { name: 'Battles' });
  await expect(battles.getByRole('row')).toHaveCount(3);
  await expect(battles.getByRole('row').filter({ hasText: 'Bavaria' })).toContainText('France');
  await expect(battles.getByRole('row').filter({ hasText: 'Bavaria' })).toContainText('37.6%');
  await shot(page, 'review-battles-1280');

  // The luck meter: a verdict per power with its percentile, the table, and the cumulative chart.
  await fig.getByRole('tab', { name: 'Luck meter' }).click();
  await expect(fig.locator('.rv-verdict')).toHaveCount(4);
  await expect(fig.locator('.rv-verdict').first()).toContainText(/France’s dice: \d+(st|nd|rd|th) percentile, /);
  await expect(fig.getByRole('table', { name: 'Luck by power' }).getByRole('row')).toHaveCount(5);
  await expect(fig.getByRole('figure', { name: 'Luck over the campaign: actual minus expected' })).toBeVisible();
  await shot(page, 'review-luck-1280');
  await page.setViewportSize({ width: 1920, height: 1080 });
  await shot(page, 'review-luck-1920');
});
