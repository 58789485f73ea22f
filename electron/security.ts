// Window hardening: everything a renderer could use to escape is denied here.
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
  session.webRequest.onHeadersReceived((details, cb) => {
    cb({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [CSP] } });
  });
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
