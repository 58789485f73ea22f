// Napoleon's Imperium: a sea battle recorded by hand, won by a combined fleet under the rule setting "each
// nation": the British and the Nordic fleets each roll for the sea prize from their own survivors, the host
// first, and the log says what each took [§19, §22, A21].
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Campaign, makeHeader } from '../../shared/engine/campaign';
import { completeSettings } from '../../shared/engine/settings';
import { templatePack } from '../../shared/data/tables';
import { napoleonsImperium as ni } from '../../shared/games/napoleons-imperium/module';
import { NAPOLEONS_IMPERIUM_DATA as DATA } from '../../shared/games/napoleons-imperium/tables';
import type { NiState } from '../../shared/games/napoleons-imperium/state';
import { expect, expectNoRefusal, logRow, openApp, shot, stepTitle, test } from './fixtures';

test.use({ viewport: { width: 1536, height: 960 } });
test.setTimeout(240_000);

const ALL = ['fr', 'gb', 'ot', 'no', 'sp', 'pr', 'au', 'ru'] as const;

/** A campaign played quietly to the British Attack Phase of 1799 (turn 3), saved where the host reads files. */
async function britishAttack1799(dataDir: string, file: string): Promise<void> {
  const header = makeHeader({
    id: 'ni-prize-e2e',
    game: 'napoleons-imperium',
    scenario: 'battle-point',
    title: 'Prizes at sea',
    players: [{ name: 'Nap', powers: ['fr', 'ot', 'sp', 'au'] }, { name: 'Nel', powers: ['gb', 'no', 'pr', 'ru'] }],
    settings: completeSettings(ni, { rules: { combinedFleetPrize: 'each-nation' }, dataPack: templatePack(DATA) }),
    seed: 1805,
    createdAt: '2026-12-01T10:00:00.000Z',
    appVersion: 'e2e',
  });
  const c = Campaign.create(ni, header) as Campaign<NiState>;
  for (let guard = 0; guard < 200 && !(c.state.position.turn === 3 && c.state.position.stepId === 'attack'); guard++) {
    const s = c.state;
    const step = s.position.stepId;
    if (step === 'prep-purchase' || step === 'purchase') for (const n of ALL) if (s.carts[n] && !s.carts[n]!.closed) c.act('economy.close', { nation: n });
    if (step === 'prep-placement') for (const n of ALL) if (!c.state.placed.includes(n)) c.act('placement.done', { nation: n });
    if (step === 'placement') {
      const n = ALL[(s.position.turn - 2) % 8]!;
      if (!c.state.placed.includes(n)) c.act('placement.done', { nation: n });
    }
    c.act('sequence.next', {});
  }
  expect(c.state.position).toEqual({ turn: 3, stepId: 'attack' });
  await writeFile(path.join(dataDir, file), JSON.stringify(c.toFile(), null, 1));
}

test('Napoleon’s Imperium: a combined fleet wins at sea and each nation rolls for its own sea prize', async ({ page, host, dataDir }) => {
  await britishAttack1799(dataDir, 'prize.adc');
  await openApp(page, host.url);
  await page.getByRole('button', { name: 'Open prize.adc' }).click();
  await expect(stepTitle(page)).toHaveText('Phase Two: Attack');
  await expect(page.getByRole('banner').locator('.game-turn')).toHaveText('British turn');

  const rec = page.getByRole('region', { name: 'Record a battle' });
  await rec.getByRole('radiogroup', { name: 'Kind of battle' }).getByRole('radio', { name: 'Sea battle' }).click();
  await rec.getByRole('combobox', { name: 'Sea territory' }).fill('North Sea');
  await rec.getByRole('group', { name: 'Defenders' }).getByRole('button', { name: 'French' }).click();
  await rec.getByRole('group', { name: 'Allied fleets' }).getByRole('button', { name: 'Nordic' }).click();
  await rec.getByRole('spinbutton', { name: 'Attacking Fleets', exact: true }).fill('5');
  await rec.getByRole('spinbutton', { name: 'Joined Nordic Fleets', exact: true }).fill('3');
  await rec.getByRole('spinbutton', { name: 'Defending Fleets', exact: true }).fill('4');

  // The winner is not known before the dice: each side's rolling nations have their boxes.
  const record = page.getByRole('group', { name: 'Record the result' });
  await record.getByRole('spinbutton', { name: 'Enemy fleets sunk' }).fill('4');
  const ifWins = record.getByRole('group', { name: /^Sea prize: fleets surviving if British wins/ });
  await expect(ifWins.getByRole('spinbutton')).toHaveCount(2);
  await ifWins.getByRole('spinbutton', { name: 'British fleets surviving' }).fill('4');
  await ifWins.getByRole('spinbutton', { name: 'Nordic fleets surviving' }).fill('2');
  await expect(record.getByRole('group', { name: /^Sea prize: fleets surviving if French wins/ }).getByRole('spinbutton')).toHaveCount(1);
  await record.scrollIntoViewIfNeeded();
  await shot(page, 'imperium-sea-prize-form');
  await rec.getByRole('button', { name: 'Record: British wins North Sea' }).click();
  await expectNoRefusal(page);

  // Both nations rolled, the host first; every capture is capped by the 4 fleets sunk.
  const row = logRow(page, /Sea battle in North Sea: British Empire \+ Nordic Empire win/);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(/Sea prize: British Empire rolls 1 die .*Sea prize: Nordic Empire rolls 1 die/);
  await row.scrollIntoViewIfNeeded();
  await shot(page, 'imperium-sea-prize-log');
});
