// The browser host's address survives a restart: same token from the folder, same port or the next free one.
import { promises as fs } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { folderToken, listenNear } from './web-address';
import { originPortOk, portsToSearch, WEB_PORT_SPAN, WEB_PREFERRED_PORT } from '../shared/ipc/web-address';

const close = (s: http.Server) => new Promise<void>((r) => s.close(() => r()));

describe('browser host address', () => {
  it('keeps one token per campaign folder, readable by its owner only', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'adc-token-'));
    const a = await folderToken(dir);
    expect(a).toMatch(/^[0-9a-f]{48}$/);
    expect(await folderToken(dir)).toBe(a);
    const st = await fs.stat(path.join(dir, '.browser-token'));
    if (process.platform !== 'win32') expect(st.mode & 0o077).toBe(0);
    // A damaged token file is replaced, not trusted.
    await fs.writeFile(path.join(dir, '.browser-token'), 'not a token');
    const b = await folderToken(dir);
    expect(b).not.toBe(a);
    expect(b).toMatch(/^[0-9a-f]{48}$/);
  });

  it('listens on the port asked for, and on the next free one when it is taken', async () => {
    const first = http.createServer();
    const p = await listenNear(first, 0, '127.0.0.1');
    const second = http.createServer();
    const q = await listenNear(second, p, '127.0.0.1');
    expect(q).not.toBe(p);
    expect(q > p && q < p + WEB_PORT_SPAN).toBe(true);
    await close(second);
    // Free again: the same port as before.
    const third = http.createServer();
    expect(await listenNear(third, q, '127.0.0.1')).toBe(q);
    await close(third);
    await close(first);
  });

  it('a page looks on its own span and the usual one; the host accepts only those', () => {
    const ports = portsToSearch(WEB_PREFERRED_PORT);
    expect(ports).toHaveLength(WEB_PORT_SPAN - 1);
    expect(ports).not.toContain(WEB_PREFERRED_PORT);
    expect(portsToSearch(WEB_PREFERRED_PORT + 3)).toContain(WEB_PREFERRED_PORT);
    expect(portsToSearch(5000)).toEqual([5001, 5002, 5003, 5004, 5005, 5006, 5007, 5008, 5009]);
    expect(originPortOk(WEB_PREFERRED_PORT, WEB_PREFERRED_PORT + 1)).toBe(true);
    expect(originPortOk(WEB_PREFERRED_PORT + 1, WEB_PREFERRED_PORT)).toBe(true);
    expect(originPortOk(8080, 9090)).toBe(false);
  });
});
