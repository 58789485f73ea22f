// Window hardening: everything a renderer could use to escape is denied here.
import path from 'node:path';
import type { BrowserWindow, IpcMainInvokeEvent, Session, WebContents } from 'electron';

export const APP_SCHEME = 'app';
export const APP_HOST = 'aide-de-camp';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;

export const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "worker-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'none'",
].join('; ');

export const secureWebPreferences = {
  contextIsolation: true,
  sandbox: true,
  nodeIntegration: false,
  nodeIntegrationInWorker: false,
  nodeIntegrationInSubFrames: false,
  webSecurity: true,
  allowRunningInsecureContent: false,
  webviewTag: false,
  spellcheck: false,
} as const;

/** Only our own page, loaded from the app protocol, may call into main. */
export function isTrustedSender(event: IpcMainInvokeEvent): boolean {
  const url = event.senderFrame?.url ?? '';
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}` === APP_ORIGIN;
  } catch {
    return false;
  }
}

export function hardenSession(session: Session): void {
  session.setPermissionRequestHandler((_wc, _perm, cb) => cb(false));
  session.setPermissionCheckHandler(() => false);
  // Custom protocols do not pass through onHeadersReceived: the CSP comes from serveApp's own responses.
}

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.map': 'application/json',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon', '.json': 'application/json', '.woff2': 'font/woff2',
};
const APP_HEADERS = { 'Content-Security-Policy': CSP, 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-store' };

/** The renderer's page for the desktop: its meta CSP may not connect to any WebSocket (only the browser host uses one). */
export function desktopHtml(html: string): string {
  return html.replace(/connect-src [^;"]*/g, "connect-src 'self'");
}

/**
 * Answers an app:// request from the built renderer, with the CSP and the other headers on every
 * response (refusals included). `read` returns the file's bytes or null.
 */
export async function serveApp(url: string, rendererDir: string, read: (file: string) => Promise<Uint8Array | null>): Promise<Response> {
  const refuse = (status: number, text: string) => new Response(text, { status, headers: { ...APP_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' } });
  let u: URL;
  let rel: string;
  try {
    u = new URL(url);
    rel = decodeURIComponent(u.pathname);
  } catch {
    return refuse(400, 'Bad request');
  }
  const root = path.resolve(rendererDir);
  const file = path.resolve(root, `.${rel}`);
  if (u.host !== APP_HOST || rel.includes('\0') || !file.startsWith(root + path.sep)) return refuse(404, 'Not found');
  const body = await read(file);
  if (!body) return refuse(404, 'Not found');
  const ext = path.extname(file);
  const out = ext === '.html' ? new TextEncoder().encode(desktopHtml(new TextDecoder().decode(body))) : body;
  return new Response(out as BodyInit, { status: 200, headers: { ...APP_HEADERS, 'Content-Type': MIME[ext] ?? 'application/octet-stream' } });
}

export function hardenContents(contents: WebContents): void {
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
  contents.on('will-navigate', (e, url) => {
    if (!url.startsWith(`${APP_ORIGIN}/`)) e.preventDefault();
  });
  contents.on('will-redirect', (e, url) => {
    if (!url.startsWith(`${APP_ORIGIN}/`)) e.preventDefault();
  });
  contents.on('will-attach-webview', (e) => e.preventDefault());
}

export function hardenWindow(win: BrowserWindow): void {
  hardenContents(win.webContents);
}
