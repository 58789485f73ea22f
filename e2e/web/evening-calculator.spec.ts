// Issue 11, item 2: in a big battle (8 blocks a side) the calculator's odds stay in view beside the blocks at
// every window size from 1280x720 up, and each block takes one compact line for its common fields.
import { expect, openApp, shot, test } from './fixtures';
import { allianceMidBattle } from './alliance-helpers';
import { quietCampaign } from './imperium-helpers';

// Big battles on a loaded 2-core machine: each click waits for the page, not a retry.
test.use({ actionTimeout: 60_000 });

const block = (side: 'attacker' | 'defender', i: number) => ({
  uid: `${side}-${i}`, side, name: `${side === 'attacker' ? 'French' : 'Austrian'} Inf #${i + 1}`, type: 'infantry', firepower: 'C2', strength: 1 + (i % 3), maxStrength: 4,
  reserve: false, round1Modifier: 0, round1NoFire: false, owner: side === 'attacker' ? 'france' : 'austria',
});
const BIG = { id: 'a', title: 'Battle A', location: 'land', policy: {}, blocks: [0, 1, 2, 3, 4, 5, 6, 7].flatMap((i) => [block('attacker', i), block('defender', i)]) };

for (const size of [{ width: 1280, height: 720 }, { width: 1280, height: 800 }, { width: 1920, height: 1080 }]) {
  test(`8 blocks a side: the odds stay beside the blocks at ${size.width}x${size.height}`, async ({ page, host }) => {
    await page.setViewportSize(size);
    await openApp(page, host.url);
    // The group's 8-a-side battle, as the calculator kept it from last time (its set-up survives a reload).
    await page.evaluate((draft) => localStorage.setItem('adc-alliance-calculator', JSON.stringify({ state: { drafts: { standalone: [draft] } }, version: 1 })), BIG);
    await page.reload();
    await page.getByRole('button', { name: 'Battle calculator' }).click();
    const calc = page.getByRole('dialog', { name: 'Battle calculator' });
    const a = calc.getByRole('region', { name: 'Battle A' });
    await expect(a.locator('.blk')).toHaveCount(16);
    const headline = a.locator('.whatif-headline');
    const inView = async (l: typeof headline) => {
      const bb = (await l.boundingBox())!;
      expect(bb.y).toBeGreaterThanOrEqual(0);
      expect(bb.x).toBeGreaterThanOrEqual(0);
      expect(bb.y + bb.height).toBeLessThanOrEqual(size.height);
      expect(bb.x + bb.width).toBeLessThanOrEqual(size.width);
    };
    await expect(a.getByTestId('attacker-holds')).toBeVisible({ timeout: 120_000 });
    const before = await a.getByTestId('attacker-holds').textContent();
    // The last defending block, edited from the keyboard: its strength to 4. The odds stay on screen, beside it.
    const last = a.getByRole('group', { name: 'Austrian Inf #8', exact: true });
    await last.getByRole('radiogroup', { name: 'Strength' }).getByRole('radio', { name: '4', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(last.getByRole('radiogroup', { name: 'Strength' }).getByRole('radio', { checked: true })).toHaveText('4');
    await expect(last).toBeInViewport();
    await inView(headline);
    await expect(a.getByTestId('attacker-holds')).not.toHaveText(before!, { timeout: 120_000 });
    await inView(headline);
    const hb = (await headline.boundingBox())!;
    const eb = (await a.locator('.whatif-editor').boundingBox())!;
    expect(hb.x).toBeGreaterThanOrEqual(eb.x + eb.width - 1); // beside, not above or below
    // Compact: each block is one line (about one control high) for name, type, owner, fire and strength.
    const control = (await last.getByRole('combobox', { name: 'Type' }).boundingBox())!.height;
    const heights = await a.locator('.blk').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height));
    expect(Math.max(...heights)).toBeLessThan(control * 1.6);
    for (const name of ['Block name', 'Type', 'Owner']) await expect(last.getByRole(name === 'Block name' ? 'textbox' : 'combobox', { name })).toBeVisible();
    await expect(last.getByRole('radiogroup', { name: 'Firepower letter' })).toBeVisible();
    // The rarer fields sit behind the block's own "More", reached from the keyboard.
    await expect(last.getByRole('checkbox', { name: 'Reserve' })).toHaveCount(0);
    const more = last.getByRole('button', { name: /^More for Austrian Inf #8/ });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(last.getByRole('checkbox', { name: 'Reserve' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(more).toHaveAccessibleName(/\(reserve\)$/);
    await inView(headline);
    await shot(page, `evening-calculator-8v8-more-${size.width}x${size.height}`);
    await page.keyboard.press('Space');
    await more.click();
    await expect(last.getByRole('checkbox', { name: 'Reserve' })).toHaveCount(0);
    await expect(a.getByTestId('attacker-holds').or(a.getByRole('progressbar'))).toBeVisible({ timeout: 120_000 });
    await shot(page, `evening-calculator-8v8-${size.width}x${size.height}`);
  });
}

test('the calculator’s set-up survives a reload, and “What if?” copies a battle being fought into it in one click', async ({ page, host, dataDir }) => {
  await allianceMidBattle(dataDir, 'whatif.adc');
  await page.setViewportSize({ width: 1280, height: 800 });
  await openApp(page, host.url);
  await page.getByRole('button', { name: 'Open whatif.adc', exact: true }).click();
  const bav = page.getByRole('listitem', { name: 'Battle in Bavaria', exact: true });
  await bav.getByRole('button', { name: 'What if? Copy the battle in Bavaria into the calculator' }).click({ timeout: 60_000 });
  const calc = page.getByRole('dialog', { name: 'Battle calculator' });
  const w = calc.getByRole('region', { name: 'Bavaria, round 1' });
  // The four blocks as they stand: French Cav 2 and Inf 3 attack, Austrian Art 1 and Inf 3 defend.
  await expect(w.locator('.blk')).toHaveCount(4);
  await expect(w.getByRole('group', { name: 'French Inf', exact: true }).getByRole('radiogroup', { name: 'Strength' }).getByRole('radio', { checked: true })).toHaveText('3');
  await expect(w.getByTestId('attacker-holds')).toBeVisible({ timeout: 60_000 });
  await shot(page, 'evening-whatif-from-battle-1280');
  // A what-if: the French infantry at 2. Then the page is reloaded: the set-up is still there.
  await w.getByRole('group', { name: 'French Inf', exact: true }).getByRole('radiogroup', { name: 'Strength' }).getByRole('radio', { name: '2', exact: true }).click();
  await page.reload();
  await page.getByRole('button', { name: 'Open whatif.adc', exact: true }).click({ timeout: 60_000 }).catch(() => {});
  await page.locator('body').press('c');
  const again = page.getByRole('dialog', { name: 'Battle calculator' }).getByRole('region', { name: 'Bavaria, round 1' });
  await expect(again.locator('.blk')).toHaveCount(4, { timeout: 60_000 });
  await expect(again.getByRole('group', { name: 'French Inf', exact: true }).getByRole('radiogroup', { name: 'Strength' }).getByRole('radio', { checked: true })).toHaveText('2');
});

// Napoleon's Imperium's battle recorder: units are counted by type, one line each, with the exact odds beside them.
for (const size of [{ width: 1280, height: 720 }, { width: 1280, height: 800 }, { width: 1920, height: 1080 }]) {
  test(`Napoleon’s Imperium: a big battle’s odds stay beside the units at ${size.width}x${size.height}`, async ({ page, host, dataDir }) => {
    await quietCampaign(dataDir, 'big-ni.adc', { id: 'big-ni', title: 'Big battle', seed: 7, turn: 2, stepId: 'attack' });
    await page.setViewportSize(size);
    await openApp(page, host.url);
    await page.getByRole('button', { name: 'Open big-ni.adc', exact: true }).click();
    const rec = page.getByRole('region', { name: 'Record a battle' });
    await rec.getByRole('combobox', { name: 'Territory attacked' }).fill('Prussia');
    await expect(rec.getByRole('button', { name: 'Prussian', pressed: true })).toBeVisible({ timeout: 60_000 });
    for (const [who, n] of [['Attacking Infantry', 8], ['Attacking Cavalry', 4], ['Attacking Artillery', 3], ['Defending Infantry', 7], ['Defending Cavalry', 3]] as const) {
      await rec.getByRole('spinbutton', { name: who, exact: true }).fill(String(n));
    }
    const odds = rec.getByRole('complementary', { name: 'Odds' });
    await expect(odds.locator('.ni-odds-num').first()).toBeVisible({ timeout: 120_000 });
    // The last unit line, edited from the keyboard: the odds stay on screen, beside the units.
    const last = rec.getByRole('spinbutton', { name: 'Defending Artillery', exact: true });
    await last.focus();
    await page.keyboard.type('2');
    await expect(last).toBeInViewport();
    await expect(odds.getByRole('heading', { name: /^Exact odds$/ })).toBeVisible({ timeout: 120_000 });
    const ob = (await odds.boundingBox())!;
    const fb = (await rec.locator('.ni-battle-form').boundingBox())!;
    const hb = (await odds.locator('.ni-odds-big').boundingBox())!;
    expect(ob.x).toBeGreaterThanOrEqual(fb.x + fb.width - 1); // beside, not below
    expect(hb.y).toBeGreaterThanOrEqual(0);
    expect(hb.y + hb.height).toBeLessThanOrEqual(size.height);
    // One line per unit type: each about one control high.
    const control = (await last.boundingBox())!.height;
    const heights = await rec.locator('.ni-unit-row').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height));
    expect(Math.max(...heights)).toBeLessThan(control * 1.6);
    await shot(page, `evening-imperium-odds-beside-${size.width}x${size.height}`);
  });
}
