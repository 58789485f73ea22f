// Start-up in the browser as the README says: `npm start` (here without its build step) opens the page by
// itself; a restart of the host does not strand the open tab, on the same port or on the next free one.
import { chmod, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { createCampaign, expect, openApp, shot, stepTitle, test } from './fixtures';
import { startHost } from './host';

// Not the usual port (other sessions may use it): one of our own, and its fallback is the next one.
const PORT = 20000 + Math.floor(Math.random() * 20000);

async function browserStub(dir: string): Promise<{ env: Record<string, string>; opened: () => Promise<string | null> }> {
  const file = path.join(dir, 'opened.txt');
  const script = path.join(dir, 'browser.sh');
  await writeFile(script, `#!/bin/sh\necho "$1" > "${file}"\n`);
  await chmod(script, 0o755);
  return {
    env: { BROWSER: script },
    opened: async () => (await readFile(file, 'utf8').catch(() => '')).trim() || null,
  };
}

test('npm start opens the browser; a restarted host keeps the tab, and a moved one takes it along', async ({ page, dataDir }) => {
  const stub = await browserStub(dataDir);
  const start = { command: [process.execPath, 'scripts/start.mjs'], port: PORT, env: stub.env };
  let host = await startHost(dataDir, start);
  try {
    expect(host.output()).toContain('starting Aide-de-Camp in your browser');
    // The host opened the browser at its own address: nobody copied anything from the terminal.
    await expect.poll(stub.opened).toBe(host.url);
    expect(host.port).toBe(PORT);
    await openApp(page, (await stub.opened())!);
    await createCampaign(page, { title: 'Tuesday group', file: 'tuesday', players: [{ name: 'Alice', power: 'France' }, { name: 'Bob', power: 'Britain' }] });
    const step = await stepTitle(page).textContent();

    // Restart on the same port: the tab reconnects by itself with its token, the campaign still open.
    await host.stop();
    await expect(page.getByRole('alert').filter({ hasText: 'Disconnected from the host' })).toBeVisible();
    await rm(path.join(dataDir, 'opened.txt'));
    host = await startHost(dataDir, start);
    expect(host.port).toBe(PORT);
    await expect(page.getByRole('alert').filter({ hasText: 'Disconnected from the host' })).toHaveCount(0, { timeout: 20_000 });
    await shot(page, 'startup-reconnected-1280');
    expect(new URL(page.url()).port).toBe(String(PORT));

    // Restart while something else holds the port: the host takes the next one and the tab follows it.
    await host.stop();
    const squatter = http.createServer((_q, r) => r.end('someone else'));
    await new Promise<void>((r) => squatter.listen(PORT, '127.0.0.1', r));
    try {
      host = await startHost(dataDir, start);
      expect(host.port).toBe(PORT + 1);
      await expect.poll(() => new URL(page.url()).port, { timeout: 60_000 }).toBe(String(PORT + 1));
      await expect(page.getByRole('heading', { name: 'Campaigns' })).toBeVisible();
      await page.getByRole('button', { name: /^Open tuesday/ }).click();
      await expect(stepTitle(page)).toHaveText(step!);
      await shot(page, 'startup-moved-host-1280');
    } finally {
      await new Promise<void>((r) => squatter.close(() => r()));
    }
  } finally {
    await host.stop();
  }
});
