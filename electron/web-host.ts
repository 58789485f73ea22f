// The browser host: serves the built renderer and the same main-process services as Electron,
// on 127.0.0.1 only, behind a random access token. `npm run web`.
import { timingSafeEqual } from 'node:crypto';
import { promises as fs } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WebSocketServer, type WebSocket } from 'ws';
import type { WsMessage, WsRequest } from '../shared/ipc/contract';
import { APP_VERSION } from './version';
import { CampaignService } from './services/campaign-service';
import { dataDirPolicy } from './services/data-dir-policy';
import { createHandlers, dispatch } from './services/handlers';
import { SettingsStore } from './services/settings';
import { PackLibrary } from './services/packs';
import { folderToken, listenNear, openInBrowser, WEB_PREFERRED_PORT } from './web-address';
import { originPortOk } from '../shared/ipc/web-address';
import { DISPLAY_HTML, DISPLAY_PATH, TABLE_WS_PATH, TableFeed, TableShare, serveTableSocket } from './services/table-channel';

const HOST = '127.0.0.1';
const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon', '.json': 'application/json', '.woff2': 'font/woff2',
};
export const CSP = "default-src 'self'; script-src 'self'; worker-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self' ws://127.0.0.1:*; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'none'";

const SECURITY_HEADERS = {
  'Content-Security-Policy': CSP,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Cache-Control': 'no-store',
};
const LOOPBACK_NAMES = [HOST, 'localhost'];
/** Ordinary requests; a data-pack import may be larger and has its own limit. */
export const MAX_MESSAGE = 2 * 1024 * 1024;
export const MAX_PACK_MESSAGE = 32 * 1024 * 1024;

export interface WebHostOptions {
  /** 0: any free port; default the usual port, or the next free one. */
  port?: number;
  /** Where the share to phones listens (tests: 127.0.0.1); default: the local network's address. */
  shareAddress?: () => string | null;
  dataDir: string;
  staticDir: string;
  token?: string;
}

export interface WebHost {
  url: string;
  port: number;
  token: string;
  service: CampaignService;
  share: TableShare;
  close(): Promise<void>;
}

export async function startWebHost(opts: WebHostOptions): Promise<WebHost> {
  const dataDir = path.resolve(opts.dataDir);
  await fs.mkdir(dataDir, { recursive: true });
  const settings = await SettingsStore.load(dataDir);
  const service = new CampaignService({ appVersion: APP_VERSION, settings });
  const token = opts.token ?? (await folderToken(dataDir));
  const packs = new PackLibrary(path.join(dataDir, 'packs'));
  const staticRoot = path.resolve(opts.staticDir);
  const feed = new TableFeed(service);
  const share = new TableShare({ feed, staticDir: staticRoot, ...(opts.shareAddress ? { address: opts.shareAddress } : {}) });
  const handlers = createHandlers(service, dataDirPolicy(dataDir), settings, { name: 'Aide-de-Camp', version: APP_VERSION, host: 'browser', dataDir }, packs, undefined, {
    // The page opens the display's tab itself, with the token it already holds.
    openDisplay: async () => ({ url: `${DISPLAY_PATH}?token=${encodeURIComponent(token)}` }),
    share: (on) => (on ? share.start() : share.stop()),
    shareState: () => share.state(),
  });

  let port = 0;
  /** Only the loopback names at our port: a page on another site re-pointed at 127.0.0.1 (DNS rebinding) is refused. */
  const hostOk = (h: string | undefined) => LOOPBACK_NAMES.some((n) => h === `${n}:${port}`);
  const send = (res: http.ServerResponse, status: number, body: string | Buffer, type = 'text/plain; charset=utf-8') => {
    // The security headers go on every response, refusals included.
    res.writeHead(status, { ...SECURITY_HEADERS, 'Content-Type': type });
    res.end(body);
  };

  const server = http.createServer(async (req, res) => {
    try {
      if (!hostOk(req.headers.host)) return send(res, 421, 'Misdirected request: use the address the host printed.');
      const url = new URL(req.url ?? '/', `http://${HOST}`);
      let rel: string;
      try {
        rel = decodeURIComponent(url.pathname);
      } catch {
        return send(res, 400, 'Bad request: malformed address.');
      }
      if (rel === '/') rel = '/index.html';
      if (rel === DISPLAY_PATH) rel = `/${DISPLAY_HTML}`;
      const file = path.resolve(staticRoot, `.${rel}`);
      if (!file.startsWith(staticRoot + path.sep) || req.method !== 'GET' || rel.includes('\0')) return send(res, 404, 'Not found');
      const body = await fs.readFile(file).catch(() => null);
      if (!body) return send(res, 404, rel === '/index.html' ? 'The renderer is not built: run `npm run build` first.' : 'Not found');
      send(res, 200, body, MIME[path.extname(file)] ?? 'application/octet-stream');
    } catch {
      if (!res.headersSent) send(res, 500, 'Error');
      else res.destroy();
    }
  });
  // A malformed HTTP request drops only that socket.
  server.on('clientError', (_e, socket) => socket.destroy());

  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_PACK_MESSAGE });
  wss.on('error', () => undefined);
  const clients = new Set<WebSocket>();
  const tableClients = new Set<WebSocket>();
  const expected = Buffer.from(token);
  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', `http://${HOST}`);
    const given = Buffer.from(url.searchParams.get('token') ?? '');
    const origin = req.headers.origin;
    // A page from before a restart that moved the port comes looking with its token.
    const from = origin ? /^http:\/\/(?:127\.0\.0\.1|localhost):(\d+)$/.exec(origin) : null;
    const originOk = !origin || (!!from && originPortOk(Number(from[1]), port));
    const table = url.pathname === TABLE_WS_PATH;
    if (!hostOk(req.headers.host) || (url.pathname !== '/ws' && !table) || given.length !== expected.length || !timingSafeEqual(given, expected) || !originOk) {
      socket.write('HTTP/1.1 401 Unauthorized\r\n\r\n');
      socket.destroy();
      return;
    }
    // The table display's tab: the read-only channel, never the handler table.
    if (table) wss.handleUpgrade(req, socket, head, (ws) => serveTableSocket(ws, feed, tableClients));
    else wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws));
  });

  wss.on('connection', (ws: WebSocket) => {
    clients.add(ws);
    ws.on('close', () => clients.delete(ws));
    // A malformed frame (bad UTF-8, unknown opcode, unmasked, over the limit) closes this connection only.
    ws.on('error', () => {
      clients.delete(ws);
      ws.terminate();
    });
    ws.on('message', async (data, isBinary) => {
      let req: WsRequest;
      const size = (data as Buffer).length;
      try {
        if (isBinary) throw new Error();
        req = JSON.parse(String(data));
        if (!req || typeof req.id !== 'number' || typeof req.intent !== 'string') throw new Error();
      } catch {
        reply(ws, { id: -1, result: { ok: false, error: { message: 'Malformed request.', kind: 'invalid' } } });
        return;
      }
      if (size > MAX_MESSAGE && req.intent !== 'packs.add') {
        reply(ws, { id: req.id, result: { ok: false, error: { message: `That request is too large (${Math.round(size / 1024)} KB; at most ${MAX_MESSAGE / 1024} KB).`, kind: 'invalid' } } });
        return;
      }
      const result = await dispatch(handlers, req.intent, req.input);
      reply(ws, { id: req.id, result });
    });
    // A newly connected page sees the open campaign at once.
    const view = service.view();
    if (view) reply(ws, { push: 'campaign.changed', payload: view });
  });

  service.onPush((name, payload) => {
    const text = JSON.stringify({ push: name, payload } satisfies WsMessage);
    for (const c of clients) if (c.readyState === c.OPEN) c.send(text, () => undefined);
  });

  port = await listenNear(server, opts.port ?? WEB_PREFERRED_PORT, HOST);
  return {
    url: `http://${HOST}:${port}/?token=${token}`,
    port,
    token,
    service,
    share,
    async close() {
      // Pages are dropped first: the campaign's closing is not pushed to them, so an open tab keeps
      // showing the campaign under its "Disconnected" banner instead of jumping to Home.
      for (const c of clients) c.terminate();
      for (const c of tableClients) c.terminate();
      await share.stop();
      await service.serial(() => service.close());
      wss.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Sends unless the page has gone; a send error never reaches the process. */
function reply(ws: WebSocket, msg: WsMessage): void {
  if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(msg), () => undefined);
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const host = await startWebHost({
    port: Number(arg('port') ?? WEB_PREFERRED_PORT),
    dataDir: arg('data-dir') ?? path.join(os.homedir(), 'Aide-de-Camp'),
    staticDir: arg('static') ?? path.join(here, '..', 'dist', 'renderer'),
    // Tests keep the share to phones on loopback.
    ...(process.env.ADC_SHARE_ADDRESS ? { shareAddress: () => process.env.ADC_SHARE_ADDRESS! } : {}),
  });
  console.log(`Aide-de-Camp is at ${host.url}`);
  console.log(`Campaign folder: ${path.resolve(arg('data-dir') ?? path.join(os.homedir(), 'Aide-de-Camp'))}`);
  if (process.argv.includes('--open') && !(await openInBrowser(host.url))) console.log('Could not open a browser here: open the address above in yours.');
  const stop = async () => {
    await host.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
