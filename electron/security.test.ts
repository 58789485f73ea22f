// The Electron hardening, checked under plain Node: the Electron binary is not needed for this.
import { describe, expect, it, vi } from 'vitest';
import { INTENT_NAME_LIST, functionNameOf } from '../shared/ipc/names';
import { intentSchemas } from '../shared/ipc/contract';
import { APP_ORIGIN, CSP, hardenContents, isTrustedSender, secureWebPreferences, serveApp } from './security';

describe('window security', () => {
  it('isolates and sandboxes the renderer', () => {
    expect(secureWebPreferences).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false, webSecurity: true, webviewTag: false });
  });

  it('has a strict CSP', () => {
    expect(CSP).toMatch(/default-src 'self'/);
    expect(CSP).toMatch(/script-src 'self'(;|$)/);
    expect(CSP).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(CSP).toMatch(/object-src 'none'/);
  });

  it('accepts IPC only from the app’s own page', () => {
    const from = (url: string) => ({ senderFrame: { url } }) as never;
    expect(isTrustedSender(from(`${APP_ORIGIN}/index.html`))).toBe(true);
    expect(isTrustedSender(from('https://example.com/'))).toBe(false);
    expect(isTrustedSender(from('file:///etc/passwd'))).toBe(false);
    expect(isTrustedSender(from('app://someone-else/index.html'))).toBe(false);
    expect(isTrustedSender({ senderFrame: null } as never)).toBe(false);
  });

  it('denies new windows and navigation away from the app', () => {
    const handlers: Record<string, (e: { preventDefault(): void }, url: string) => void> = {};
    let openHandler: (() => { action: string }) | undefined;
    const contents = {
      setWindowOpenHandler: (fn: () => { action: string }) => void (openHandler = fn),
      on: (ev: string, fn: (e: { preventDefault(): void }, url: string) => void) => void (handlers[ev] = fn),
    };
    hardenContents(contents as never);
    expect(openHandler!()).toEqual({ action: 'deny' });
    const nav = (url: string) => {
      const e = { prevented: false, preventDefault() { this.prevented = true; } };
      handlers['will-navigate']!(e, url);
      return e.prevented;
    };
    expect(nav('https://evil.example/')).toBe(true);
    expect(nav(`${APP_ORIGIN}/index.html`)).toBe(false);
  });
});

describe('preload', () => {
  it('exposes one named function per intent and the push subscriptions, nothing else', async () => {
    const exposed: Record<string, Record<string, unknown>> = {};
    const invoke = vi.fn(async () => ({ ok: true }));
    vi.doMock('electron', () => ({
      contextBridge: { exposeInMainWorld: (key: string, api: Record<string, unknown>) => void (exposed[key] = api) },
      ipcRenderer: { invoke, on: vi.fn(), removeListener: vi.fn() },
    }));
    await import('./preload');
    const api = exposed.adc!;
    const expected = [...INTENT_NAME_LIST.map(functionNameOf), 'onCampaignChanged', 'onNotice', 'onMenu'].sort();
    expect(Object.keys(api).sort()).toEqual(expected);
    expect(Object.keys(intentSchemas).sort()).toEqual([...INTENT_NAME_LIST].sort());
    expect(Object.isFrozen(api)).toBe(true);
    await (api.campaignUndo as (i: unknown) => Promise<unknown>)({});
    expect(invoke).toHaveBeenCalledWith('adc:campaign.undo', {});
    vi.doUnmock('electron');
  });
});

describe('the app:// protocol handler', () => {
  const files: Record<string, string> = {
    '/r/index.html': '<meta http-equiv="Content-Security-Policy" content="default-src \'self\'; connect-src \'self\' ws://127.0.0.1:* ws://localhost:*; object-src \'none\'">',
    '/r/app.js': 'console.log(1)',
  };
  const read = async (f: string) => (files[f] !== undefined ? new TextEncoder().encode(files[f]) : null);

  it('sends the CSP on its own responses, refusals included', async () => {
    for (const url of [`${APP_ORIGIN}/index.html`, `${APP_ORIGIN}/app.js`, `${APP_ORIGIN}/missing.js`, `${APP_ORIGIN}/%E0%A4%A`, 'app://elsewhere/index.html', `${APP_ORIGIN}/../etc/passwd`]) {
      const r = await serveApp(url, '/r', read);
      expect(r.headers.get('content-security-policy')).toBe(CSP);
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    }
    expect((await serveApp(`${APP_ORIGIN}/app.js`, '/r', read)).status).toBe(200);
    expect((await serveApp(`${APP_ORIGIN}/%E0%A4%A`, '/r', read)).status).toBe(400);
    expect((await serveApp('app://elsewhere/index.html', '/r', read)).status).toBe(404);
  });

  it('serves the page with a meta CSP that connects to no WebSocket', async () => {
    const html = await (await serveApp(`${APP_ORIGIN}/index.html`, '/r', read)).text();
    expect(html).toContain("connect-src 'self';");
    expect(html).not.toMatch(/ws:/);
    expect(CSP).not.toMatch(/ws:/);
  });
});
