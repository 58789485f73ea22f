// The table display's read-only channel, for both hosts: the feed of table views built from the campaign
// service's pushes, the WebSocket endpoint that only ever sends (every request on it is refused), and the
// opt-in share to the table's phones: a separate listener on the local network with its own fresh token,
// serving the display page and that channel only, stopped when switched off or the campaign closes.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { promises as fs } from 'node:fs';
import http from 'node:http';
import type { Duplex } from 'node:stream';
import { networkInterfaces, type NetworkInterfaceInfo } from 'node:os';
import path from 'node:path';
import { WebSocketServer, type WebSocket } from 'ws';
import type { CampaignView, WsMessage } from '../../shared/ipc/contract';
import { LastBattleTracker, tableView, type ShareState, type TableView } from '../../shared/ipc/table-view';
import type { CampaignService } from './campaign-service';

export const TABLE_WS_PATH = '/ws/table';
export const DISPLAY_PATH = '/display';
export const DISPLAY_HTML = 'display.html';
export const READ_ONLY_REFUSAL = 'Refused: the table display only shows the campaign; nothing can be changed from it.';

type TableListener = (v: TableView | null) => void;

/**
 * The current table view, rebuilt on every change of the open campaign while a display watches; with none
 * watching it is built only when asked for (the last battle's odds cost nothing to a table without a display).
 */
export class TableFeed {
  private tracker = new LastBattleTracker();
  private listeners = new Set<TableListener>();
  private ends = new Set<() => void>();
  private campaignId: string | null = null;
  private view: CampaignView | null;
  private built: TableView | null = null;
  private stale = true;

  constructor(private readonly service: CampaignService) {
    this.view = service.view();
    this.campaignId = this.view?.header.id ?? null;
    service.onPush((name, payload) => {
      if (name !== 'campaign.changed') return;
      const view = payload as CampaignView | null;
      this.view = view;
      this.stale = true;
      const id = view?.header.id ?? null;
      const ended = this.campaignId !== null && id !== this.campaignId;
      this.campaignId = id;
      if (ended) for (const f of this.ends) f();
      if (this.listeners.size) {
        const v = this.current;
        for (const l of this.listeners) l(v);
      }
    });
  }

  get current(): TableView | null {
    if (this.stale) {
      this.built = this.view ? tableView(this.view, this.tracker.update(this.service.current)) : null;
      if (!this.view) this.tracker.update(null);
      this.stale = false;
    }
    return this.built;
  }

  /** The campaign shown was closed (or another one opened in its place). */
  onEnd(fn: () => void): () => void {
    this.ends.add(fn);
    return () => this.ends.delete(fn);
  }

  on(fn: TableListener): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }
}

function send(ws: WebSocket, msg: WsMessage): void {
  if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(msg), () => undefined);
}

/** A socket of the read-only channel: it gets the table view now and at every change; whatever it sends is refused. */
export function serveTableSocket(ws: WebSocket, feed: TableFeed, clients: Set<WebSocket>): void {
  clients.add(ws);
  const off = feed.on((v) => send(ws, { push: 'table.changed', payload: v }));
  const drop = () => {
    off();
    clients.delete(ws);
  };
  ws.on('close', drop);
  ws.on('error', () => {
    drop();
    ws.terminate();
  });
  ws.on('message', (data, isBinary) => {
    let id = -1;
    try {
      const req = isBinary ? null : JSON.parse(String(data));
      if (req && typeof req.id === 'number') id = req.id;
    } catch {
      /* refused all the same */
    }
    send(ws, { id, result: { ok: false, error: { message: READ_ONLY_REFUSAL, kind: 'invalid' } } });
  });
  send(ws, { push: 'table.changed', payload: feed.current });
}

export function tokenMatches(given: string | null, expected: string): boolean {
  const a = Buffer.from(given ?? '');
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The page's meta CSP may connect to this listener's own socket only. */
export function withConnectSrc(html: string, connect: string): string {
  return html.replace(/connect-src [^;"]*/g, `connect-src ${connect}`);
}

const PRIVATE = [/^192\.168\./, /^10\./, /^172\.(1[6-9]|2\d|3[01])\./];

/** The address phones on the local network reach this computer at: a private IPv4 first, else any external IPv4. */
export function lanAddress(ifaces: NodeJS.Dict<NetworkInterfaceInfo[]>): string | null {
  const all = Object.values(ifaces)
    .flatMap((l) => l ?? [])
    .filter((i) => i.family === 'IPv4' && !i.internal);
  return (all.find((i) => PRIVATE.some((r) => r.test(i.address))) ?? all[0])?.address ?? null;
}

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.woff2': 'font/woff2',
};

export interface ShareOptions {
  feed: TableFeed;
  staticDir: string;
  /** The interface to listen on (tests: 127.0.0.1); default: the local network's address. */
  address?: () => string | null;
}

/** The share to phones. Off until switched on; each switch-on gets a new port and a new token. */
export class TableShare {
  private server: http.Server | null = null;
  private wss: WebSocketServer | null = null;
  private clients = new Set<WebSocket>();
  private url: string | null = null;

  constructor(private readonly opts: ShareOptions) {
    // The share ends with its campaign.
    opts.feed.onEnd(() => void this.stop());
  }

  state(): ShareState {
    return { on: !!this.server, url: this.url };
  }

  async start(): Promise<ShareState> {
    if (this.server) return this.state();
    if (!this.opts.feed.current) return { on: false, url: null, problem: 'Open a campaign first: the phones show the campaign that is open.' };
    const address = this.opts.address ? this.opts.address() : lanAddress(networkInterfaces());
    if (!address) return { on: false, url: null, problem: 'No local network was found: connect this computer to the table’s Wi-Fi first.' };
    const token = randomBytes(24).toString('hex');
    const root = path.resolve(this.opts.staticDir);
    let port = 0;
    const headers = () => ({
      'Content-Security-Policy': `default-src 'self'; script-src 'self'; style-src 'self'; font-src 'self'; img-src 'self' data:; connect-src 'self' ws://${address}:${port}; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'none'`,
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'no-referrer',
      'Cache-Control': 'no-store',
    });
    // Only this address at this port: a page elsewhere re-pointed here by DNS is refused.
    const hostOk = (h: string | undefined) => h === `${address}:${port}`;
    const server = http.createServer(async (req, res) => {
      const reply = (status: number, body: string | Buffer, type = 'text/plain; charset=utf-8') => {
        res.writeHead(status, { ...headers(), 'Content-Type': type });
        res.end(body);
      };
      try {
        const url = new URL(req.url ?? '/', 'http://x');
        if (!hostOk(req.headers.host) || req.method !== 'GET') return reply(404, 'Not found');
        if (url.pathname === DISPLAY_PATH) {
          if (!tokenMatches(url.searchParams.get('token'), token)) return reply(404, 'Not found');
          const html = await fs.readFile(path.join(root, DISPLAY_HTML), 'utf8').catch(() => null);
          if (html === null) return reply(404, 'Not found');
          return reply(200, withConnectSrc(html, `'self' ws://${address}:${port}`), MIME['.html']);
        }
        // The display's own scripts, styles and fonts; nothing else of the app.
        const rel = decodeURIComponent(url.pathname);
        const file = path.resolve(root, `.${rel}`);
        if (!rel.startsWith('/assets/') || rel.includes('\0') || !file.startsWith(path.join(root, 'assets') + path.sep)) return reply(404, 'Not found');
        const body = await fs.readFile(file).catch(() => null);
        if (!body) return reply(404, 'Not found');
        reply(200, body, MIME[path.extname(file)] ?? 'application/octet-stream');
      } catch {
        if (!res.headersSent) reply(404, 'Not found');
        else res.destroy();
      }
    });
    server.on('clientError', (_e, socket) => socket.destroy());
    const wss = new WebSocketServer({ noServer: true, maxPayload: 4096 });
    wss.on('error', () => undefined);
    server.on('upgrade', (req, socket: Duplex, head) => {
      const url = new URL(req.url ?? '/', 'http://x');
      if (!hostOk(req.headers.host) || url.pathname !== TABLE_WS_PATH || !tokenMatches(url.searchParams.get('token'), token)) {
        socket.write('HTTP/1.1 401 Unauthorized\r\n\r\n');
        socket.destroy();
        return;
      }
      wss.handleUpgrade(req, socket, head, (ws) => serveTableSocket(ws, this.opts.feed, this.clients));
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, address, () => resolve());
    });
    port = (server.address() as { port: number }).port;
    this.server = server;
    this.wss = wss;
    this.url = `http://${address}:${port}${DISPLAY_PATH}?token=${token}`;
    return this.state();
  }

  async stop(): Promise<ShareState> {
    const server = this.server;
    if (!server) return this.state();
    this.server = null;
    this.url = null;
    for (const c of this.clients) c.terminate();
    this.clients.clear();
    this.wss?.close();
    this.wss = null;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    return this.state();
  }
}
