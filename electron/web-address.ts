// Where the browser host listens and with which token, so a restart does not strand an open tab:
// the same port by default (the next free one when it is taken) and the same token, kept in the
// campaign folder. Also opening the page in the player's browser.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { WEB_PORT_SPAN, WEB_PREFERRED_PORT } from '../shared/ipc/web-address';

export { WEB_PORT_SPAN, WEB_PREFERRED_PORT };

const TOKEN_FILE = '.browser-token';
const TOKEN_RE = /^[0-9a-f]{48}$/;

/** The token this folder's host uses: the one saved by a previous run, else a new one (saved, owner-only). */
export async function folderToken(dataDir: string): Promise<string> {
  const file = path.join(dataDir, TOKEN_FILE);
  const saved = (await fs.readFile(file, 'utf8').catch(() => '')).trim();
  if (TOKEN_RE.test(saved)) return saved;
  const token = randomBytes(24).toString('hex');
  await fs.writeFile(file, `${token}\n`, { mode: 0o600 });
  return token;
}

function tryListen(server: http.Server, port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const onError = () => {
      server.off('listening', onListening);
      resolve(false);
    };
    const onListening = () => {
      server.off('error', onError);
      resolve(true);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}

/**
 * Listens on `preferred` (0: any free port). When it is taken, the next ports of the span, then any free
 * port; returns the port it got.
 */
export async function listenNear(server: http.Server, preferred: number, host: string): Promise<number> {
  const tries = preferred === 0 ? [0] : [...Array.from({ length: WEB_PORT_SPAN }, (_, i) => preferred + i).filter((p) => p < 65536), 0];
  for (const p of tries) if (await tryListen(server, p, host)) return (server.address() as { port: number }).port;
  throw new Error('No free port to listen on.');
}

/** Opens `url` in the player's browser ($BROWSER, else the system's opener). False when none could start. */
export function openInBrowser(url: string): Promise<boolean> {
  const custom = process.env.BROWSER?.trim();
  const [cmd, args] = custom
    ? [custom, [url]]
    : process.platform === 'darwin'
      ? ['open', [url]]
      : process.platform === 'win32'
        ? ['cmd', ['/c', 'start', '""', url]]
        : ['xdg-open', [url]];
  return new Promise((resolve) => {
    try {
      const child = spawn(cmd, args as string[], { stdio: 'ignore', detached: true });
      child.once('error', () => resolve(false));
      child.once('spawn', () => {
        child.unref();
        resolve(true);
      });
    } catch {
      resolve(false);
    }
  });
}
