// The browser host: serves the built renderer and the same main-process services as Electron,
// on 127.0.0.1 only, behind a random access token. `npm run web`.
import { randomBytes, timingSafeEqual } from 'node:crypto';
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

const HOST = '127.0.0.1';
const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon', '.json': 'application/json', '.woff2': 'font/woff2',
};
const CSP = "default-src 'self'; script-src 'self'; worker-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self' ws://127.0.0.1:*; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'none'";

export interface WebHostOptions {
  port?: number;
  dataDir: string;
  staticDir: string;
  token?: string;
}

export interface WebHost {
  url: string;
  port: number;
  token: string;
  service: CampaignService;
  close(): Promise<void>;
}

export async function startWebHost(opts: WebHostOptions): Promise<WebHost> {
  const dataDir = path.resolve(opts.dataDir);
  await fs.mkdir(dataDir, { recursive: true });
  const settings = await SettingsStore.load(dataDir);
  const service = new CampaignService({ appVersion: APP_VERSION, settings });
  const token = opts.token ?? randomBytes(24).toString('hex');
  const packs = new PackLibrary(path.join(dataDir, 'packs'));
  const handlers = createHandlers(service, dataDirPolicy(dataDir), settings, { name: 'Aide-de-Camp', version: APP_VERSION, host: 'browser', dataDir }, packs);
  const staticRoot = path.resolve(opts.staticDir);

  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', `http://${HOST}`);
      let rel = decodeURIComponent(url.pathname);
      if (rel === '/') rel = '/index.html';
      const file = path.resolve(staticRoot, `.${rel}`);
      if (!file.startsWith(staticRoot + path.sep) || req.method !== 'GET') {
        res.writeHead(404).end('Not found');
        return;
      }
      const body = await fs.readFile(file).catch(() => null);
      if (!body) {
        res.writeHead(404).end(rel === '/index.html' ? 'The renderer is not built: run `npm run build` first.' : 'Not found');
        return;
      }
      res.writeHead(200, {
        'Content-Type': MIME[path.extname(file)] ?? 'application/octet-stream',
        'Content-Security-Policy': CSP,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'no-store',
      });
      res.end(body);
    } catch {
      res.writeHead(500).end('Error');
    }
  });

  const wss = new WebSocketServer({ noServer: true, maxPayload: 2 * 1024 * 1024 });
  const clients = new Set<WebSocket>();
  const expected = Buffer.from(token);
  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', `http://${HOST}`);
    const given = Buffer.from(url.searchParams.get('token') ?? '');
    const origin = req.headers.origin;
    const port = (server.address() as { port: number }).port;
    const originOk = !origin || origin === `http://${HOST}:${port}` || origin === `http://localhost:${port}`;
    if (url.pathname !== '/ws' || given.length !== expected.length || !timingSafeEqual(given, expected) || !originOk) {
      socket.write('HTTP/1.1 401 Unauthorized\r\n\r\n');
      socket.destroy();
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws));
  });

  wss.on('connection', (ws: WebSocket) => {
    clients.add(ws);
    ws.on('close', () => clients.delete(ws));
    ws.on('message', async (data) => {
      let req: WsRequest;
      try {
        req = JSON.parse(String(data));
        if (typeof req.id !== 'number' || typeof req.intent !== 'string') throw new Error();
      } catch {
        ws.send(JSON.stringify({ id: -1, result: { ok: false, error: { message: 'Malformed request.', kind: 'invalid' } } }));
        return;
      }
      const result = await dispatch(handlers, req.intent, req.input);
      const msg: WsMessage = { id: req.id, result };
      ws.send(JSON.stringify(msg));
    });
    // A newly connected page sees the open campaign at once.
    const view = service.view();
    if (view) ws.send(JSON.stringify({ push: 'campaign.changed', payload: view } satisfies WsMessage));
  });

  service.onPush((name, payload) => {
    const text = JSON.stringify({ push: name, payload } satisfies WsMessage);
    for (const c of clients) c.send(text);
  });

  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, HOST, resolve));
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://${HOST}:${port}/?token=${token}`,
    port,
    token,
    service,
    async close() {
      await service.serial(() => service.checkpoint());
      for (const c of clients) c.terminate();
      wss.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const host = await startWebHost({
    port: Number(arg('port') ?? 0),
    dataDir: arg('data-dir') ?? path.join(os.homedir(), 'Aide-de-Camp'),
    staticDir: arg('static') ?? path.join(here, '..', 'dist', 'renderer'),
  });
  console.log(`Aide-de-Camp is at ${host.url}`);
  console.log(`Campaign folder: ${path.resolve(arg('data-dir') ?? path.join(os.homedir(), 'Aide-de-Camp'))}`);
  const stop = async () => {
    await host.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
