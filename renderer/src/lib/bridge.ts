// Transport for the IPC contract: Electron's preload (window.adc) or the browser host's WebSocket.
// The renderer only ever sends intents and shows what main sends back.
import type {
  Bridge, IntentInput, IntentName, IntentResult, PushEvents, PushName, WsMessage, WsRequest,
} from '../../../shared/ipc/contract';
import { functionNameOf } from '../../../shared/ipc/names';
import type { FunctionNameOf, PreloadApi } from '../../../shared/ipc/preload-api';
import { portsToSearch } from '../../../shared/ipc/web-address';

/** The preload function of an intent: 'campaign.act' → 'campaignAct' (shared/ipc/names.ts). */
export function intentFunctionName<K extends IntentName>(name: K): FunctionNameOf<K> {
  return functionNameOf(name) as FunctionNameOf<K>;
}

export type ConnectionStatus = 'connecting' | 'open' | 'reconnecting' | 'no-token';

export interface AppBridge extends Bridge {
  readonly kind: 'electron' | 'websocket';
  /** Connection changes (the preload bridge is always 'open'). Returns an unsubscribe function. */
  onStatus(fn: (status: ConnectionStatus, detail: { attempt: number; retryInMs: number | null }) => void): () => void;
  readonly status: ConnectionStatus;
}

type Listener = (payload: unknown) => void;

class Emitter {
  private map = new Map<string, Set<Listener>>();
  on(name: string, fn: Listener): () => void {
    let set = this.map.get(name);
    if (!set) this.map.set(name, (set = new Set()));
    set.add(fn);
    return () => set!.delete(fn);
  }
  emit(name: string, payload: unknown): void {
    for (const fn of [...(this.map.get(name) ?? [])]) {
      try {
        fn(payload);
      } catch (e) {
        console.error(`listener for ${name} failed`, e);
      }
    }
  }
}

function fail<K extends IntentName>(message: string, kind: 'internal' | 'cancelled' = 'internal'): IntentResult<K> {
  return { ok: false, error: { message, kind } };
}

// ---------------------------------------------------------------- Electron preload

/** window.adc, as electron/preload.ts builds it (checked there against the same type). */
export type AdcPreload = PreloadApi;

export class PreloadBridge implements AppBridge {
  readonly kind = 'electron' as const;
  readonly status: ConnectionStatus = 'open';
  constructor(private readonly adc: AdcPreload) {}

  async invoke<K extends IntentName>(name: K, input: IntentInput<K>): Promise<IntentResult<K>> {
    // A lookup by a generic key gives the union of every intent's function: this is K's own.
    const fn = this.adc[intentFunctionName(name)] as unknown as ((i: IntentInput<K>) => Promise<IntentResult<K>>) | undefined;
    if (typeof fn !== 'function') return fail(`This version of the app cannot do "${name}".`);
    try {
      return (await fn(input)) ?? fail(`"${name}" gave no answer.`);
    } catch (e) {
      return fail(e instanceof Error ? e.message : String(e));
    }
  }

  on<K extends PushName>(name: K, fn: (payload: PushEvents[K]) => void): () => void {
    if (name === 'campaign.changed') return this.adc.onCampaignChanged(fn as (v: PushEvents['campaign.changed']) => void);
    if (name === 'notice') return this.adc.onNotice(fn as (v: PushEvents['notice']) => void);
    return () => {};
  }

  onStatus(fn: (s: ConnectionStatus, d: { attempt: number; retryInMs: number | null }) => void): () => void {
    fn('open', { attempt: 0, retryInMs: null });
    return () => {};
  }

  /** Commands from the application menu. */
  onMenu(fn: (command: string) => void): () => void {
    if (typeof this.adc.onMenu !== 'function') return () => {};
    return this.adc.onMenu((m) => {
      if (m && typeof m.command === 'string') fn(m.command);
    });
  }
}

// ---------------------------------------------------------------- Browser host WebSocket

/** The bits of WebSocket the bridge uses, so tests can hand it a fake. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((ev: unknown) => void) | null;
  onclose: ((ev: { code?: number; reason?: string }) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
}

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const OPEN = 1;

/** Backoff before reconnect attempt n (1-based): 0.5 s, 1 s, 2 s, 4 s, then 8 s. */
export function backoffMs(attempt: number): number {
  return Math.min(500 * 2 ** Math.max(0, attempt - 1), 8000);
}

export const LOST_ANSWER =
  'The connection to the host was lost before it answered. Check the log to see whether the action was recorded.';
export const NOT_CONNECTED = 'Disconnected from the host: nothing was sent. Wait for the connection to come back, then try again.';

export class WsBridge implements AppBridge {
  readonly kind = 'websocket' as const;
  private socket: SocketLike | null = null;
  private nextId = 1;
  private sent = new Map<number, (r: IntentResult<IntentName>) => void>();
  private queued: Array<{ id: number; text: string }> = [];
  private events = new Emitter();
  private attempt = 0;
  private everOpen = false;
  private retryHandle: unknown = null;
  private stopped = false;
  status: ConnectionStatus = 'connecting';

  constructor(
    private readonly url: string,
    private readonly makeSocket: (url: string) => SocketLike = (u) => new WebSocket(u) as unknown as SocketLike,
    private readonly timers: Timers = { setTimeout: (f, ms) => setTimeout(f, ms), clearTimeout: (h) => clearTimeout(h as number) },
    /** Called while the host stays away after a connection was open: it may have restarted elsewhere. */
    private readonly lookElsewhere: ((attempt: number) => void) | null = null,
  ) {
    this.connect();
  }

  private setStatus(s: ConnectionStatus, retryInMs: number | null = null): void {
    this.status = s;
    this.events.emit('status', { status: s, attempt: this.attempt, retryInMs });
  }

  private connect(): void {
    if (this.stopped) return;
    let sock: SocketLike;
    try {
      sock = this.makeSocket(this.url);
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = sock;
    sock.onopen = () => {
      if (this.socket !== sock) return;
      const wasReconnect = this.everOpen;
      this.everOpen = true;
      this.attempt = 0;
      this.setStatus('open');
      for (const q of this.queued.splice(0)) this.transmit(q.id, q.text);
      if (wasReconnect) this.events.emit('reconnected', null);
    };
    sock.onmessage = (ev) => {
      if (this.socket !== sock) return;
      this.receive(ev.data);
    };
    sock.onerror = () => {
      /* onclose follows */
    };
    sock.onclose = () => {
      if (this.socket !== sock) return;
      this.socket = null;
      for (const [id, resolve] of [...this.sent]) {
        this.sent.delete(id);
        resolve(fail(LOST_ANSWER));
      }
      this.scheduleReconnect();
    };
  }

  private scheduleReconnect(): void {
    if (this.stopped) return;
    this.attempt += 1;
    const wait = backoffMs(this.attempt);
    this.setStatus(this.everOpen ? 'reconnecting' : 'connecting', wait);
    if (this.everOpen && this.attempt >= 2) this.lookElsewhere?.(this.attempt);
    this.retryHandle = this.timers.setTimeout(() => {
      this.retryHandle = null;
      this.connect();
    }, wait);
  }

  /** Try again now (the banner's "Reconnect now" button). */
  reconnectNow(): void {
    if (this.socket || this.stopped) return;
    if (this.retryHandle !== null) this.timers.clearTimeout(this.retryHandle);
    this.retryHandle = null;
    this.connect();
  }

  close(): void {
    this.stopped = true;
    if (this.retryHandle !== null) this.timers.clearTimeout(this.retryHandle);
    this.socket?.close();
  }

  private transmit(id: number, text: string): void {
    try {
      this.socket!.send(text);
    } catch {
      const resolve = this.sent.get(id);
      this.sent.delete(id);
      resolve?.(fail(NOT_CONNECTED));
    }
  }

  /** Handles one message from the host. Public for tests. */
  receive(data: unknown): void {
    let msg: WsMessage;
    try {
      msg = JSON.parse(typeof data === 'string' ? data : String(data)) as WsMessage;
    } catch {
      console.warn('Ignoring a message from the host that is not JSON');
      return;
    }
    if (!msg || typeof msg !== 'object') return;
    if ('push' in msg) {
      this.events.emit(`push:${msg.push}`, msg.payload);
      return;
    }
    if ('id' in msg) {
      const resolve = this.sent.get(msg.id);
      if (!resolve) return;
      this.sent.delete(msg.id);
      const r = msg.result;
      resolve(r && typeof r === 'object' && 'ok' in r ? r : fail('The host sent an answer this app cannot read.'));
    }
  }

  invoke<K extends IntentName>(name: K, input: IntentInput<K>): Promise<IntentResult<K>> {
    return new Promise((resolve) => {
      const id = this.nextId++;
      const req: WsRequest = { id, intent: name, input };
      const text = JSON.stringify(req);
      if (this.socket && this.socket.readyState === OPEN) {
        this.sent.set(id, resolve as (r: IntentResult<IntentName>) => void);
        this.transmit(id, text);
      } else if (!this.everOpen) {
        // Still starting up: send when the first connection opens.
        this.sent.set(id, resolve as (r: IntentResult<IntentName>) => void);
        this.queued.push({ id, text });
      } else {
        resolve(fail(NOT_CONNECTED));
      }
    });
  }

  on<K extends PushName>(name: K, fn: (payload: PushEvents[K]) => void): () => void {
    return this.events.on(`push:${name}`, fn as Listener);
  }

  onStatus(fn: (s: ConnectionStatus, d: { attempt: number; retryInMs: number | null }) => void): () => void {
    fn(this.status, { attempt: this.attempt, retryInMs: null });
    return this.events.on('status', (p) => {
      const e = p as { status: ConnectionStatus; attempt: number; retryInMs: number | null };
      fn(e.status, { attempt: e.attempt, retryInMs: e.retryInMs });
    });
  }

  /** Called after a lost connection comes back, so the app can refresh what it shows. */
  onReconnected(fn: () => void): () => void {
    return this.events.on('reconnected', fn);
  }
}

/** A bridge that can do nothing, for a page opened without the host's token. */
export class NoHostBridge implements AppBridge {
  readonly kind = 'websocket' as const;
  readonly status: ConnectionStatus = 'no-token';
  async invoke<K extends IntentName>(): Promise<IntentResult<K>> {
    return fail('No host: open the address the host printed, including its ?token=.');
  }
  on(): () => void {
    return () => {};
  }
  onStatus(fn: (s: ConnectionStatus, d: { attempt: number; retryInMs: number | null }) => void): () => void {
    fn('no-token', { attempt: 0, retryInMs: null });
    return () => {};
  }
}

export const TOKEN_KEY = 'adc.token';

/** The host token: from the page address (?token=), else from this tab's session storage. */
export function resolveToken(search: string, storage: Pick<Storage, 'getItem' | 'setItem'> | null): string | null {
  const fromUrl = new URLSearchParams(search).get('token');
  if (fromUrl) {
    try {
      storage?.setItem(TOKEN_KEY, fromUrl);
    } catch {
      /* storage may be unavailable */
    }
    return fromUrl;
  }
  try {
    return storage?.getItem(TOKEN_KEY) ?? null;
  } catch {
    return null;
  }
}

export function wsUrl(loc: { protocol: string; host: string }, token: string): string {
  const scheme = loc.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${loc.host}/ws?token=${encodeURIComponent(token)}`;
}

/** Picks the transport for this window. */
export function createBridge(win: Window & { adc?: AdcPreload }): AppBridge {
  if (win.adc && typeof win.adc === 'object') return new PreloadBridge(win.adc);
  let storage: Storage | null = null;
  try {
    storage = win.sessionStorage;
  } catch {
    storage = null;
  }
  const token = resolveToken(win.location.search, storage);
  if (!token) return new NoHostBridge();
  const make = (u: string) => new WebSocket(u) as unknown as SocketLike;
  let looking = false;
  const lookElsewhere = () => {
    if (looking) return;
    looking = true;
    void findMovedHost(portsToSearch(Number(win.location.port) || 80), token, make).then((port) => {
      looking = false;
      if (port !== null) win.location.replace(`http://${win.location.hostname}:${port}/?token=${encodeURIComponent(token)}`);
    });
  };
  return new WsBridge(wsUrl(win.location, token), make, undefined, lookElsewhere);
}

/**
 * After a restart the host may be on another port of its span (its usual one was taken): the first port
 * where a socket with this tab's token opens, or null. One port at a time, the likeliest first, each given a
 * few seconds: browsers hold back new sockets after failed ones.
 */
export async function findMovedHost(ports: number[], token: string, makeSocket: (url: string) => SocketLike, timeoutMs = 5000): Promise<number | null> {
  for (const port of ports) {
    const opened = await new Promise<boolean>((resolve) => {
      let s: SocketLike;
      try {
        s = makeSocket(`ws://127.0.0.1:${port}/ws?token=${encodeURIComponent(token)}`);
      } catch {
        resolve(false);
        return;
      }
      const timer = setTimeout(() => end(false), timeoutMs);
      let done = false;
      function end(ok: boolean) {
        if (done) return;
        done = true;
        clearTimeout(timer);
        try {
          s.close();
        } catch {
          /* closing a socket that never opened */
        }
        resolve(ok);
      }
      s.onopen = () => end(true);
      s.onerror = () => {};
      s.onclose = () => end(false);
      s.onmessage = () => {};
    });
    if (opened) return port;
  }
  return null;
}
