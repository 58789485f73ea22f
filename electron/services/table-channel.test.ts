// The table display's read-only channel and the share to phones, against a real browser host on loopback:
// the display follows every change, refuses every intent, shows no hidden treasury; the share has its own
// fresh token, serves the display only, and stops (connection refused) when switched off or the campaign closes.
import { promises as fs } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { INTENT_NAME_LIST } from '../../shared/ipc/names';
import type { WsMessage } from '../../shared/ipc/contract';
import type { TableView } from '../../shared/ipc/table-view';
import { startWebHost, type WebHost } from '../web-host';
import { READ_ONLY_REFUSAL, lanAddress, withConnectSrc } from './table-channel';

let host: WebHost;
let dir: string;
const DISPLAY_HTML = `<!doctype html><meta http-equiv="Content-Security-Policy" content="default-src 'self'; connect-src 'self' ws://127.0.0.1:* ws://localhost:*; object-src 'none'"><title>display</title>`;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'adc-table-'));
  const stat = path.join(dir, 'static');
  await fs.mkdir(path.join(stat, 'assets'), { recursive: true });
  await fs.writeFile(path.join(stat, 'index.html'), '<!doctype html><title>main</title>');
  await fs.writeFile(path.join(stat, 'display.html'), DISPLAY_HTML);
  await fs.writeFile(path.join(stat, 'assets', 'display.js'), 'console.log(1)');
  host = await startWebHost({ port: 0, dataDir: path.join(dir, 'data'), staticDir: stat, shareAddress: () => '127.0.0.1' });
});
afterAll(async () => {
  await host.close();
  await fs.rm(dir, { recursive: true, force: true });
});

interface Conn {
  ws: WebSocket;
  call: (intent: string, input: unknown) => Promise<any>;
  pushes: WsMessage[];
  /** The next push matching `pred` (or one already received). */
  next: (pred: (m: WsMessage) => boolean) => Promise<WsMessage>;
}

function connect(url: string): Promise<Conn> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    const pending = new Map<number, (v: unknown) => void>();
    const pushes: WsMessage[] = [];
    const waiters: Array<{ pred: (m: WsMessage) => boolean; done: (m: WsMessage) => void }> = [];
    let id = 0;
    ws.on('message', (d) => {
      const m = JSON.parse(String(d)) as WsMessage;
      if ('id' in m) pending.get(m.id)?.(m.result);
      else {
        pushes.push(m);
        for (const w of [...waiters]) if (w.pred(m)) {
          waiters.splice(waiters.indexOf(w), 1);
          w.done(m);
        }
      }
    });
    ws.on('open', () =>
      resolve({
        ws,
        pushes,
        call: (intent, input) =>
          new Promise((r) => {
            const n = ++id;
            pending.set(n, r);
            ws.send(JSON.stringify({ id: n, intent, input }));
          }),
        next: (pred) => {
          const seen = pushes.find(pred);
          if (seen) return Promise.resolve(seen);
          return new Promise((done) => waiters.push({ pred, done }));
        },
      }),
    );
    ws.on('error', reject);
  });
}

const mainWs = () => connect(`ws://127.0.0.1:${host.port}/ws?token=${host.token}`);
const tableWs = (port = host.port, token = host.token) => connect(`ws://127.0.0.1:${port}/ws/table?token=${token}`);
const tableOf = (m: WsMessage) => ('push' in m && m.push === 'table.changed' ? (m.payload as TableView | null) : undefined);

function get(port: number, p: string, hostHeader = `127.0.0.1:${port}`): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: p, headers: { host: hostHeader } }, (res) => {
      let body = '';
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Rejects with the socket's error when nothing listens there any more. */
async function refused(port: number): Promise<string> {
  try {
    await get(port, '/display');
    return 'served';
  } catch (e) {
    return (e as NodeJS.ErrnoException).code ?? 'error';
  }
}

/** Every intent of the contract, with an input its schema would accept where that is simple. */
const EVERY_INTENT: Array<[string, unknown]> = INTENT_NAME_LIST.map((n) => [n, n === 'campaign.act' ? { type: 'track.adjust', payload: { track: 'gold', power: 'france', delta: 5 } } : n === 'share.set' ? { on: false } : {}]);

describe('the table display’s channel', () => {
  let main: Conn;
  beforeAll(async () => {
    main = await mainWs();
    const created = await main.call('campaign.create', {
      game: 'alliance', scenario: '1804-07', title: 'Table test',
      players: [{ name: 'Ann', powers: ['france'] }, { name: 'Bo', powers: ['britain'] }], path: 'table-test.adc',
    });
    expect(created.ok).toBe(true);
  });

  it('serves the display page at /display with the host’s token', async () => {
    const r = await get(host.port, `/display?token=${host.token}`);
    expect(r.status).toBe(200);
    expect(r.body).toContain('<title>display</title>');
    expect(r.headers['content-security-policy']).toMatch(/script-src 'self'/);
  });

  it('opens the display from the campaign (the browser host gives the tab’s address)', async () => {
    const r = await main.call('display.open', {});
    expect(r).toEqual({ ok: true, value: { url: `/display?token=${host.token}` } });
  });

  it('pushes the table view at once and after every change, and refuses every intent', async () => {
    const t = await tableWs();
    const first = tableOf(await t.next((m) => tableOf(m) !== undefined))!;
    expect(first.gameName).toBe('Alliance');
    expect(first.turn.full).toBe('1804 · Game Turn 1');
    const gold = (v: TableView) => v.powers.find((p) => p.power === 'france')!.tracks.find((x) => x.id === 'gold')!.value;
    const before = gold(first)!;
    await main.call('campaign.act', { type: 'track.adjust', payload: { track: 'gold', power: 'france', delta: 3 } });
    const after = tableOf(await t.next((m) => tableOf(m) !== undefined && gold(tableOf(m)!) !== before))!;
    expect(gold(after)).toBe(before + 3);
    // Nothing sent on the channel is carried out: not one intent, not even a read.
    const total = (await main.call('campaign.log', {})).value.length;
    for (const [intent, input] of EVERY_INTENT) {
      expect(await t.call(intent, input), intent).toEqual({ ok: false, error: { message: READ_ONLY_REFUSAL, kind: 'invalid' } });
    }
    expect((await main.call('campaign.log', {})).value.length).toBe(total);
    expect((await main.call('share.state', {})).value.on).toBe(false);
    t.ws.close();
  });

  it('a hidden treasury [3.4] reaches the display without its value', async () => {
    const t = await tableWs();
    await main.call('campaign.act', { type: 'rules.set', payload: { id: 'hiddenTreasuries', value: true } });
    const v = tableOf(await t.next((m) => !!tableOf(m)?.powers.some((p) => p.tracks.some((x) => x.id === 'gold' && x.value === null))))!;
    for (const p of v.powers.filter((x) => x.player)) expect(p.tracks.find((x) => x.id === 'gold')!.value).toBeNull();
    await main.call('campaign.act', { type: 'rules.set', payload: { id: 'hiddenTreasuries', value: false } });
    t.ws.close();
  });

  it('refuses a table socket without the token, and the main socket’s path is still token-bound', async () => {
    await expect(tableWs(host.port, 'x'.repeat(48))).rejects.toThrow(/401/);
  });

  describe('share to phones', () => {
    it('is off by default; switched on, serves the display only, with a fresh token of its own', async () => {
      expect((await main.call('share.state', {})).value).toEqual({ on: false, url: null });
      const on = (await main.call('share.set', { on: true })).value;
      expect(on.on).toBe(true);
      const u = new URL(on.url);
      const token = u.searchParams.get('token')!;
      const port = Number(u.port);
      expect(u.hostname).toBe('127.0.0.1');
      expect(u.pathname).toBe('/display');
      expect(token).toMatch(/^[0-9a-f]{48}$/);
      expect(token).not.toBe(host.token);
      expect(port).not.toBe(host.port);
      // The page, its scripts; with its socket in the page's CSP.
      const page = await get(port, `/display?token=${token}`);
      expect(page.status).toBe(200);
      expect(page.body).toContain(`connect-src 'self' ws://127.0.0.1:${port}`);
      expect(page.headers['content-security-policy']).toContain(`ws://127.0.0.1:${port}`);
      expect((await get(port, '/assets/display.js')).status).toBe(200);
      // Nothing else: not the app, not the page without its token, not with the host's own token, not another host name.
      for (const p of ['/', '/index.html', '/display', `/display?token=${host.token}`, '/assets/../index.html', '/ws']) expect((await get(port, p)).status, p).toBe(404);
      expect((await get(port, `/display?token=${token}`, `evil.example:${port}`)).status).toBe(404);
      await expect(connect(`ws://127.0.0.1:${port}/ws?token=${token}`)).rejects.toThrow(/401/);
      await expect(connect(`ws://127.0.0.1:${port}/ws/table?token=${host.token}`)).rejects.toThrow(/401/);
      // The phone's socket: the view, and every intent refused.
      const phone = await tableWs(port, token);
      const v = tableOf(await phone.next((m) => tableOf(m) !== undefined))!;
      expect(v.title).toBe('Table test');
      const total = (await main.call('campaign.log', {})).value.length;
      for (const [intent, input] of EVERY_INTENT) expect((await phone.call(intent, input)).ok, intent).toBe(false);
      phone.ws.send('not json');
      expect((await main.call('campaign.log', {})).value.length).toBe(total);
      expect((await main.call('share.state', {})).value.on).toBe(true);
      // Switched off: the phone is dropped and nothing listens there.
      const closed = new Promise((r) => phone.ws.once('close', r));
      expect((await main.call('share.set', { on: false })).value).toEqual({ on: false, url: null });
      await closed;
      expect(await refused(port)).toBe('ECONNREFUSED');
      // On again: a new address and token; the old token is refused.
      const again = new URL((await main.call('share.set', { on: true })).value.url);
      expect(again.searchParams.get('token')).not.toBe(token);
      expect((await get(Number(again.port), `/display?token=${token}`)).status).toBe(404);
      expect((await get(Number(again.port), `/display?token=${again.searchParams.get('token')}`)).status).toBe(200);
      await main.call('share.set', { on: false });
    });

    it('stops when the campaign closes, and cannot start without one', async () => {
      const url = new URL((await main.call('share.set', { on: true })).value.url);
      const phone = await tableWs(Number(url.port), url.searchParams.get('token')!);
      const closed = new Promise((r) => phone.ws.once('close', r));
      expect((await main.call('campaign.close', {})).ok).toBe(true);
      await closed;
      expect(await refused(Number(url.port))).toBe('ECONNREFUSED');
      expect((await main.call('share.state', {})).value).toEqual({ on: false, url: null });
      const none = (await main.call('share.set', { on: true })).value;
      expect(none.on).toBe(false);
      expect(none.problem).toMatch(/Open a campaign first/);
      expect(await main.call('display.open', {})).toMatchObject({ ok: false, error: { message: /Open a campaign first/ } });
    });
  });
});

describe('share helpers', () => {
  it('picks the local network’s private IPv4 address, never loopback', () => {
    const nic = (address: string, internal = false, family: 'IPv4' | 'IPv6' = 'IPv4') => ({ address, internal, family, netmask: '', mac: '', cidr: null }) as any;
    expect(lanAddress({ lo: [nic('127.0.0.1', true)], eth0: [nic('fe80::1', false, 'IPv6'), nic('192.168.1.20')] })).toBe('192.168.1.20');
    expect(lanAddress({ tun0: [nic('100.64.0.2')], wlan0: [nic('10.0.0.7')] })).toBe('10.0.0.7');
    expect(lanAddress({ eth0: [nic('172.20.3.4')], ppp: [nic('81.2.3.4')] })).toBe('172.20.3.4');
    expect(lanAddress({ ppp: [nic('81.2.3.4')] })).toBe('81.2.3.4');
    expect(lanAddress({ lo: [nic('127.0.0.1', true)] })).toBeNull();
  });

  it('rewrites the page’s CSP to connect to its own listener only', () => {
    expect(withConnectSrc(DISPLAY_HTML, "'self' ws://10.0.0.7:5000")).toContain("connect-src 'self' ws://10.0.0.7:5000; object-src");
  });
});
