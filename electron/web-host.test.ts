// The browser host: loopback only, a token on every connection, the same handler table as Electron.
import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { WsMessage } from '../shared/ipc/contract';
import { startWebHost, type WebHost } from './web-host';
import { rawFrame } from './faults/frames';

let host: WebHost;
let dir: string;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'adc-host-'));
  await fs.mkdir(path.join(dir, 'static'));
  await fs.writeFile(path.join(dir, 'static', 'index.html'), '<!doctype html><title>t</title>');
  await fs.writeFile(path.join(dir, 'secret.txt'), 'secret');
  host = await startWebHost({ port: 0, dataDir: path.join(dir, 'data'), staticDir: path.join(dir, 'static') });
});
afterAll(async () => {
  await host.close();
  await fs.rm(dir, { recursive: true, force: true });
});

function connect(token = host.token): Promise<{ ws: WebSocket; call: (intent: string, input: unknown) => Promise<any>; pushes: WsMessage[] }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${host.port}/ws?token=${token}`);
    const pending = new Map<number, (v: unknown) => void>();
    const pushes: WsMessage[] = [];
    let id = 0;
    ws.on('message', (d) => {
      const m = JSON.parse(String(d)) as WsMessage;
      if ('id' in m) pending.get(m.id)?.(m.result);
      else pushes.push(m);
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
      }),
    );
    ws.on('error', reject);
  });
}

describe('browser host', () => {
  it('listens on 127.0.0.1 only', () => {
    expect(host.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?token=[0-9a-f]{48}$/);
  });

  it('refuses a WebSocket without the right token', async () => {
    await expect(connect('wrong')).rejects.toThrow(/401/);
    await expect(connect('')).rejects.toThrow(/401/);
  });

  it('serves the renderer with a strict CSP and nothing outside it', async () => {
    const res = await fetch(`http://127.0.0.1:${host.port}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toMatch(/default-src 'self'/);
    expect((await fetch(`http://127.0.0.1:${host.port}/../secret.txt`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${host.port}/%2e%2e/secret.txt`)).status).toBe(404);
  });

  it('validates every payload and names what is wrong', async () => {
    const { ws, call } = await connect();
    expect(await call('campaign.undoTo', { seq: 'three' })).toMatchObject({ ok: false, error: { kind: 'invalid', message: /seq/ } });
    expect(await call('no.such.intent', {})).toMatchObject({ ok: false, error: { kind: 'invalid' } });
    expect(await call('campaign.create', { game: 'chess', scenario: 'x', players: [] })).toMatchObject({ ok: false, error: { kind: 'invalid' } });
    expect(await call('campaign.act', { type: 'note', payload: { text: 'x' } })).toMatchObject({ ok: false, error: { message: /No campaign is open/ } });
    ws.close();
  });

  it('keeps campaign files inside its folder', async () => {
    const { ws, call } = await connect();
    const r = await call('campaign.create', { game: 'alliance', scenario: '1804-07', players: [{ name: 'A', powers: ['france'] }], path: '../escape.adc' });
    expect(r).toMatchObject({ ok: false, error: { kind: 'file', message: /plain file name/ } });
    const o = await call('campaign.open', { path: '/etc/passwd' });
    expect(o.ok).toBe(false);
    ws.close();
  });

  it('runs a campaign: create, act, refuse, undo; pushes the new state to every page', async () => {
    const a = await connect();
    const b = await connect();
    const created = await a.call('campaign.create', {
      game: 'alliance', scenario: '1804-07', title: 'Host test',
      players: [{ name: 'Ann', powers: ['france'] }, { name: 'Bo', powers: ['britain'] }], path: 'host-test.adc',
    });
    expect(created.ok).toBe(true);
    expect(created.value.turn.full).toBe('1804 · Game Turn 1');
    const acted = await a.call('campaign.act', { type: 'track.adjust', payload: { track: 'gold', power: 'france', delta: 2 } });
    expect(acted.value.powers.find((p: any) => p.power === 'france').tracks.gold).toBe(16);
    const refused = await a.call('campaign.act', { type: 'track.adjust', payload: { track: 'gold', power: 'france', delta: -100 } });
    expect(refused).toMatchObject({ ok: false, error: { kind: 'rule', message: /cannot go below 0/ } });
    const bad = await a.call('campaign.act', { type: 'dice.tray', payload: { count: 2, sides: 6 }, physicalDice: [[0, 3]] });
    expect(bad).toMatchObject({ ok: false, error: { kind: 'dice', message: /0 is not a face/ } });
    const undone = await a.call('campaign.undo', {});
    expect(undone.value.powers.find((p: any) => p.power === 'france').tracks.gold).toBe(14);
    await new Promise((r) => setTimeout(r, 50));
    const last = b.pushes.filter((p) => 'push' in p && p.push === 'campaign.changed').pop() as any;
    expect(last.payload.powers.find((p: any) => p.power === 'france').tracks.gold).toBe(14);
    const files = await a.call('files.list', {});
    expect(files.value.map((f: any) => f.name)).toContain('host-test.adc');
    // The list says which campaign it is: game, scenario and players from the file's header.
    expect(files.value.find((f: any) => f.name === 'host-test.adc')).toMatchObject({ game: 'alliance', title: 'Host test', scenario: '1804-07', players: ['Ann', 'Bo'] });
    a.ws.close();
    b.ws.close();
  });

  it('keeps a library of data packs; a bad pack is refused whole with every problem listed', async () => {
    const { ws, call } = await connect();
    const cat = await call('data.catalogue', { game: 'alliance' });
    expect(cat.ok).toBe(true);
    const template = cat.value.template;
    expect(cat.value.data.tables.map((t: any) => t.id)).toContain('cards');
    expect(cat.value.rules.map((r: any) => r.id)).toContain('talleyrand');
    const broken = structuredClone(template);
    broken.tables.blocks.rows[0].cells.maxStrength = { v: 9, src: 'group' };
    broken.tables.cards.rows.pop();
    const refused = await call('packs.add', { pack: broken });
    expect(refused).toMatchObject({ ok: false, error: { kind: 'pack' } });
    expect(refused.error.problems.join(' ')).toMatch(/at most 4.*row 42 is missing|row 42 is missing.*at most 4/s);
    expect((await call('packs.list', {})).value).toEqual([]);
    const mine = structuredClone(template);
    mine.name = 'Our deck';
    const card1 = mine.tables.cards.rows.find((r: any) => r.key === '1');
    card1.cells.empire = { v: 'britain', src: 'group' };
    const added = await call('packs.add', { pack: mine });
    expect(added).toMatchObject({ ok: true, value: { id: 'alliance/our-deck', name: 'Our deck' } });
    const created = await call('campaign.create', {
      game: 'alliance', scenario: '1804-07', players: [{ name: 'A', powers: ['france'] }, { name: 'B', powers: ['britain'] }],
      path: 'with-pack.adc', pack: 'alliance/our-deck',
    });
    expect(created.ok).toBe(true);
    expect(created.value.header.settings.dataPack.name).toBe('Our deck');
    expect(created.value.state.cardFacts[1]).toMatchObject({ empire: 'britain', source: 'group' });
    ws.close();
  });
});

/** A raw WebSocket on a plain socket, to send frames no well-behaved client would. */
function rawSocket(): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const s = net.connect(host.port, '127.0.0.1');
    s.once('error', reject);
    s.write(
      `GET /ws?token=${host.token} HTTP/1.1\r\nHost: 127.0.0.1:${host.port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
        `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
    );
    s.once('data', (d) => (String(d).startsWith('HTTP/1.1 101') ? resolve(s) : reject(new Error(String(d)))));
  });
}

describe('browser host under malformed frames and requests', () => {
  const bad: Array<[string, Buffer]> = [
    ['invalid UTF-8', rawFrame(1, Buffer.from([0xff, 0xfe, 0xfd]))],
    ['an unknown opcode', rawFrame(3, Buffer.from('x'))],
    ['RSV1 set', rawFrame(1, Buffer.from('{}'), { rsv1: true })],
    ['an unmasked frame', rawFrame(1, Buffer.from('{}'), { mask: false })],
    ['a malformed close', rawFrame(8, Buffer.from([3]))],
    ['a message over every limit', rawFrame(1, Buffer.alloc(16), { declared: 40 * 1024 * 1024 })],
    ['a fragmented control frame', rawFrame(9, Buffer.from('x'), { fin: false })],
  ];
  for (const [what, bytes] of bad) {
    it(`drops only the connection that sent ${what}`, async () => {
      const good = await connect();
      const s = await rawSocket();
      const closed = new Promise((r) => s.on('close', r));
      s.on('error', () => undefined);
      s.write(bytes);
      await closed;
      // The host is alive: the old page still works and a new one connects.
      expect(await good.call('app.info', {})).toMatchObject({ ok: true });
      const fresh = await connect();
      expect(await fresh.call('app.info', {})).toMatchObject({ ok: true });
      good.ws.close();
      fresh.ws.close();
    });
  }

  it('refuses an ordinary request over 2 MB in words and keeps the connection; a large data pack goes through', async () => {
    const c = await connect();
    const big = await c.call('campaign.act', { type: 'note', payload: { text: 'x'.repeat(3 * 1024 * 1024) } });
    expect(big).toMatchObject({ ok: false, error: { kind: 'invalid', message: /too large/ } });
    const pack = await c.call('packs.add', { pack: { junk: 'x'.repeat(3 * 1024 * 1024) } });
    // Reaches the pack validator (refused for its content, not its size).
    expect(pack).toMatchObject({ ok: false, error: { kind: 'pack' } });
    expect(await c.call('app.info', {})).toMatchObject({ ok: true });
    c.ws.close();
  });

  it('sends the security headers on every response, checks the Host header, and answers a bad % escape with 400', async () => {
    const get = (p: string, hostHeader = `127.0.0.1:${host.port}`) =>
      new Promise<{ status: number; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
        http.get({ host: '127.0.0.1', port: host.port, path: p, headers: { host: hostHeader } }, (res) => {
          res.resume();
          resolve({ status: res.statusCode!, headers: res.headers });
        }).on('error', reject);
      });
    for (const p of ['/', '/missing.js', '/%E0%A4%A']) {
      const r = await get(p);
      expect(r.headers['content-security-policy']).toMatch(/default-src 'self'/);
      expect(r.headers['x-content-type-options']).toBe('nosniff');
    }
    expect((await get('/%E0%A4%A')).status).toBe(400);
    expect((await get('/missing.js')).status).toBe(404);
    const rebound = await get('/', `evil.example:${host.port}`);
    expect(rebound.status).toBe(421);
    expect(rebound.headers['content-security-policy']).toBeTruthy();
    expect((await get('/', `localhost:${host.port}`)).status).toBe(200);
  });
});
