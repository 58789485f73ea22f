import { describe, expect, it, vi } from 'vitest';
import { INTENT_NAMES, intentFunctionName as sharedName } from '../../../shared/ipc/contract';
import {
  LOST_ANSWER, NOT_CONNECTED, PreloadBridge, TOKEN_KEY, WsBridge, backoffMs, findMovedHost, intentFunctionName, resolveToken, wsUrl,
  type AdcPreload, type SocketLike, type Timers,
} from './bridge';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: string[] = [];
  onopen: ((ev: unknown) => void) | null = null;
  onclose: ((ev: { code?: number }) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  constructor(readonly url: string) {}
  send(d: string) {
    this.sent.push(d);
  }
  close() {
    this.drop();
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  drop() {
    this.readyState = 3;
    this.onclose?.({ code: 1006 });
  }
  reply(msg: unknown) {
    this.onmessage?.({ data: JSON.stringify(msg) });
  }
}

function setup() {
  const sockets: FakeSocket[] = [];
  const pending: Array<{ fn: () => void; ms: number }> = [];
  const timers: Timers = { setTimeout: (fn, ms) => (pending.push({ fn, ms }), pending.length), clearTimeout: () => {} };
  const bridge = new WsBridge('ws://127.0.0.1:1/ws?token=t', (u) => {
    const s = new FakeSocket(u);
    sockets.push(s);
    return s;
  }, timers);
  return { bridge, sockets, pending };
}

describe('intentFunctionName', () => {
  it('matches the contract for every intent', () => {
    for (const n of INTENT_NAMES) expect(intentFunctionName(n)).toBe(sharedName(n));
    expect(intentFunctionName('campaign.restoreBackup')).toBe('campaignRestoreBackup');
  });
});

describe('WsBridge', () => {
  it('queues requests until the socket opens, then matches answers by id', async () => {
    const { bridge, sockets } = setup();
    const p = bridge.invoke('files.list', {});
    expect(sockets[0]!.sent).toEqual([]);
    sockets[0]!.open();
    const req = JSON.parse(sockets[0]!.sent[0]!);
    expect(req).toEqual({ id: 1, intent: 'files.list', input: {} });
    sockets[0]!.reply({ id: 1, result: { ok: true, value: [] } });
    await expect(p).resolves.toEqual({ ok: true, value: [] });
  });

  it('keeps concurrent answers apart', async () => {
    const { bridge, sockets } = setup();
    sockets[0]!.open();
    const a = bridge.invoke('app.info', {});
    const b = bridge.invoke('games.catalogue', {});
    sockets[0]!.reply({ id: 2, result: { ok: true, value: 'B' } });
    sockets[0]!.reply({ id: 1, result: { ok: false, error: { message: 'no', kind: 'rule' } } });
    await expect(b).resolves.toEqual({ ok: true, value: 'B' });
    await expect(a).resolves.toEqual({ ok: false, error: { message: 'no', kind: 'rule' } });
  });

  it('delivers pushes to listeners, and stops after unsubscribe', () => {
    const { bridge, sockets } = setup();
    sockets[0]!.open();
    const seen: unknown[] = [];
    const off = bridge.on('notice', (n) => seen.push(n));
    sockets[0]!.reply({ push: 'notice', payload: { level: 'info', message: 'hello' } });
    off();
    sockets[0]!.reply({ push: 'notice', payload: { level: 'info', message: 'again' } });
    expect(seen).toEqual([{ level: 'info', message: 'hello' }]);
  });

  it('ignores garbage and answers it never asked for', () => {
    const { bridge, sockets } = setup();
    sockets[0]!.open();
    expect(() => sockets[0]!.onmessage?.({ data: 'not json' })).not.toThrow();
    expect(() => sockets[0]!.reply({ id: 99, result: { ok: true, value: 1 } })).not.toThrow();
    expect(bridge.status).toBe('open');
  });

  it('fails in-flight requests when the connection drops, refuses new ones, and reconnects with backoff', async () => {
    const { bridge, sockets, pending } = setup();
    const statuses: string[] = [];
    bridge.onStatus((s) => statuses.push(s));
    sockets[0]!.open();
    const inFlight = bridge.invoke('campaign.undo', {});
    sockets[0]!.drop();
    await expect(inFlight).resolves.toEqual({ ok: false, error: { message: LOST_ANSWER, kind: 'internal' } });
    expect(bridge.status).toBe('reconnecting');
    await expect(bridge.invoke('campaign.redo', {})).resolves.toEqual({ ok: false, error: { message: NOT_CONNECTED, kind: 'internal' } });
    expect(pending.map((p) => p.ms)).toEqual([500]);
    const reconnected = vi.fn();
    bridge.onReconnected(reconnected);
    pending[0]!.fn();
    sockets[1]!.drop();
    expect(pending.map((p) => p.ms)).toEqual([500, 1000]);
    pending[1]!.fn();
    sockets[2]!.open();
    expect(bridge.status).toBe('open');
    expect(reconnected).toHaveBeenCalledTimes(1);
    expect(statuses).toEqual(['connecting', 'open', 'reconnecting', 'reconnecting', 'open']);
  });

  it('after a restart that moved the host, looks for it elsewhere while still retrying here', () => {
    const sockets: FakeSocket[] = [];
    const pending: Array<{ fn: () => void; ms: number }> = [];
    const looked: number[] = [];
    const timers: Timers = { setTimeout: (fn, ms) => (pending.push({ fn, ms }), pending.length), clearTimeout: () => {} };
    new WsBridge('ws://127.0.0.1:1/ws?token=t', (u) => {
      const s = new FakeSocket(u);
      sockets.push(s);
      return s;
    }, timers, (n) => looked.push(n));
    sockets[0]!.open();
    sockets[0]!.drop();
    expect(looked).toEqual([]);
    pending[0]!.fn();
    sockets[1]!.drop();
    expect(looked).toEqual([2]);
  });

  it('finds the moved host: the first port whose socket opens with the token', async () => {
    const made: FakeSocket[] = [];
    const found = findMovedHost([18041, 18042, 18043], 'tok', (u) => {
      const s = new FakeSocket(u);
      made.push(s);
      return s;
    });
    const tick = () => new Promise((r) => setTimeout(r, 0));
    expect(made.map((s) => s.url)).toEqual(['ws://127.0.0.1:18041/ws?token=tok']);
    made[0]!.drop();
    await tick();
    made[1]!.drop();
    await tick();
    expect(made.map((s) => s.url)).toEqual(['ws://127.0.0.1:18041/ws?token=tok', 'ws://127.0.0.1:18042/ws?token=tok', 'ws://127.0.0.1:18043/ws?token=tok']);
    made[2]!.open();
    await expect(found).resolves.toBe(18043);
    const none = findMovedHost([1, 2], 'tok', (u) => {
      const s = new FakeSocket(u);
      queueMicrotask(() => s.drop());
      return s;
    });
    await expect(none).resolves.toBeNull();
  });

  it('backs off up to 8 seconds', () => {
    expect([1, 2, 3, 4, 5, 6, 10].map(backoffMs)).toEqual([500, 1000, 2000, 4000, 8000, 8000, 8000]);
  });
});

/** A preload whose every intent answers "not in this test", with the functions a test gives. */
function fakePreload(over: Partial<Record<keyof AdcPreload, unknown>>): AdcPreload {
  const none = async () => ({ ok: false, error: { message: 'not in this test', kind: 'internal' } });
  const base = Object.fromEntries(INTENT_NAMES.map((n) => [sharedName(n), none]));
  return { ...base, onCampaignChanged: () => () => {}, onNotice: () => () => {}, onMenu: () => () => {}, ...over } as AdcPreload;
}

describe('PreloadBridge', () => {
  it('calls the named preload function and passes pushes through', async () => {
    const changed: Array<(v: unknown) => void> = [];
    const adc = fakePreload({
      campaignUndoTo: vi.fn(async (i: unknown) => ({ ok: true, value: i })),
      onCampaignChanged: (fn: (v: unknown) => void) => (changed.push(fn), () => {}),
    });
    const b = new PreloadBridge(adc);
    await expect(b.invoke('campaign.undoTo', { seq: 3 })).resolves.toEqual({ ok: true, value: { seq: 3 } });
    const got: unknown[] = [];
    b.on('campaign.changed', (v) => got.push(v));
    changed[0]!(null);
    expect(got).toEqual([null]);
  });

  it('turns a missing function or a thrown error into a failed result', async () => {
    // A preload without campaignRedo (another version of the app).
    const { campaignRedo: _none, ...adc } = fakePreload({
      campaignUndo: async () => {
        throw new Error('boom');
      },
    });
    const b = new PreloadBridge(adc as AdcPreload);
    await expect(b.invoke('campaign.undo', {})).resolves.toEqual({ ok: false, error: { message: 'boom', kind: 'internal' } });
    await expect(b.invoke('campaign.redo', {})).resolves.toEqual({ ok: false, error: { message: 'This version of the app cannot do "campaign.redo".', kind: 'internal' } });
  });
});

describe('token and address', () => {
  it('takes the token from the page address and remembers it for reloads', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    expect(resolveToken('?token=abc', storage)).toBe('abc');
    expect(store.get(TOKEN_KEY)).toBe('abc');
    expect(resolveToken('', storage)).toBe('abc');
    expect(resolveToken('', null)).toBeNull();
  });

  it('builds ws and wss addresses', () => {
    expect(wsUrl({ protocol: 'http:', host: '127.0.0.1:5000' }, 'a b')).toBe('ws://127.0.0.1:5000/ws?token=a%20b');
    expect(wsUrl({ protocol: 'https:', host: 'x' }, 't')).toBe('wss://x/ws?token=t');
  });
});
