// The table display's window, under plain Node: which screen it opens on, the options it is made with (the
// main window's security settings), who may call intents, and its preload's single read-only subscription.
import { describe, expect, it, vi } from 'vitest';
import { TABLE_CHANNEL_NAME } from '../shared/ipc/names';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chooseDisplay, displayScreenChoices, displayScreenHost, displayWindowOptions, mayCallIntents, screenLabel, type ScreenInfo } from './display-window';
import type { DisplayScreenChoice } from '../shared/ipc/contract';
import { CampaignService } from './services/campaign-service';
import { dataDirPolicy } from './services/data-dir-policy';
import { createHandlers, dispatch } from './services/handlers';
import { PackLibrary } from './services/packs';
import { SettingsStore } from './services/settings';
import { APP_ORIGIN, isTrustedSender, secureWebPreferences } from './security';

const laptop: ScreenInfo = { id: 1, bounds: { x: 0, y: 0, width: 1440, height: 900 }, internal: true };
const tv: ScreenInfo = { id: 2, bounds: { x: 1440, y: 0, width: 1920, height: 1080 } };
const small: ScreenInfo = { id: 3, bounds: { x: -1280, y: 0, width: 1280, height: 1024 } };

describe('the table display’s screen', () => {
  it('goes to another screen than the main window’s: an external one, the largest', () => {
    expect(chooseDisplay([laptop, tv], 1)?.id).toBe(2);
    expect(chooseDisplay([laptop, small, tv], 1)?.id).toBe(2);
    // The main window on the TV: the other external screen before the laptop's own.
    expect(chooseDisplay([laptop, small, tv], 2)?.id).toBe(3);
    expect(chooseDisplay([laptop, tv], 2)?.id).toBe(1);
  });

  it('takes the screen asked for while it is connected', () => {
    expect(chooseDisplay([laptop, small, tv], 1, 3)?.id).toBe(3);
    expect(chooseDisplay([laptop, tv], 1, 9)?.id).toBe(2);
  });

  it('with one screen, shares it with the main window', () => {
    expect(chooseDisplay([laptop], 1)?.id).toBe(1);
    expect(chooseDisplay([], null)).toBeNull();
  });

  it('fills another screen; on the main window’s own it is a window, so the app stays reachable', () => {
    const o = displayWindowOptions(tv, '/x/display-preload.cjs', false);
    expect(o).toMatchObject({ x: 1440, y: 0, width: 1920, height: 1080, fullscreen: true, show: false });
    const shared = displayWindowOptions(laptop, '/x/display-preload.cjs', true);
    expect(shared.fullscreen).toBe(false);
    expect(shared.width).toBeLessThan(laptop.bounds.width);
  });

  it('has the main window’s security settings and its own preload', () => {
    const o = displayWindowOptions(tv, '/x/display-preload.cjs', false);
    expect(o.webPreferences).toEqual({ ...secureWebPreferences, preload: '/x/display-preload.cjs' });
    expect(o.webPreferences).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false });
  });
});

describe('who may call intents', () => {
  const display = { id: 'display' };
  const main = { id: 'main' };
  const ev = (sender: unknown, url = `${APP_ORIGIN}/index.html`) => ({ sender, senderFrame: { url } });
  it('the main window may; the display window may not, though it is the app’s own page; a foreign page may not', () => {
    expect(mayCallIntents(ev(main), isTrustedSender, display)).toBe(true);
    expect(mayCallIntents(ev(display, `${APP_ORIGIN}/display.html`), isTrustedSender, display)).toBe(false);
    expect(mayCallIntents(ev(main, 'https://evil.example/'), isTrustedSender, display)).toBe(false);
    expect(mayCallIntents(ev(main), isTrustedSender, null)).toBe(true);
  });
});

describe('the display’s preload', () => {
  it('exposes one read-only subscription and nothing that sends', async () => {
    const exposed: Record<string, Record<string, unknown>> = {};
    const on = vi.fn();
    const removeListener = vi.fn();
    const invoke = vi.fn();
    const send = vi.fn();
    vi.doMock('electron', () => ({
      contextBridge: { exposeInMainWorld: (key: string, api: Record<string, unknown>) => void (exposed[key] = api) },
      ipcRenderer: { invoke, send, on, removeListener },
    }));
    await import('./display-preload');
    expect(Object.keys(exposed)).toEqual(['adcTable']);
    const api = exposed.adcTable!;
    expect(Object.keys(api)).toEqual(['onTable']);
    expect(Object.isFrozen(api)).toBe(true);
    const seen: unknown[] = [];
    const off = (api.onTable as (fn: (v: unknown) => void) => () => void)((v) => seen.push(v));
    expect(on).toHaveBeenCalledWith(TABLE_CHANNEL_NAME, expect.any(Function));
    const listener = on.mock.calls[0]![1] as (e: unknown, v: unknown) => void;
    listener({}, { title: 'x' });
    expect(seen).toEqual([{ title: 'x' }]);
    off();
    expect(removeListener).toHaveBeenCalledWith(TABLE_CHANNEL_NAME, listener);
    expect(invoke).not.toHaveBeenCalled();
    expect(send).not.toHaveBeenCalled();
    vi.doUnmock('electron');
  });
});

describe('View › Table Display On: the group’s choice of screen', () => {
  const named = (s: ScreenInfo, label: string): ScreenInfo => ({ ...s, label });
  const screens = [named(laptop, 'Built-in Retina Display'), named(tv, 'LG TV'), small];

  it('names each screen by its label and size, and says which is the app’s', () => {
    const c = displayScreenChoices(screens, 1, undefined);
    expect(c.map((x) => x.label)).toEqual([
      'Automatic: LG TV (1920×1080)',
      'Built-in Retina Display (1440×900), with the app',
      'LG TV (1920×1080)',
      'Screen 3 (1280×1024)',
    ]);
    expect(c.map((x) => x.id)).toEqual([null, 1, 2, 3]);
    expect(screenLabel({ ...laptop, label: '' }, 0)).toBe('Built-in screen (1440×900)');
  });

  it('checks the remembered screen, and the display opens on it, even the app’s own screen', () => {
    const c = displayScreenChoices(screens, 1, 3);
    expect(c.filter((x) => x.checked).map((x) => x.id)).toEqual([3]);
    expect(chooseDisplay(screens, 1, 3)?.id).toBe(3);
    expect(chooseDisplay(screens, 1, 1)?.id).toBe(1);
  });

  it('a remembered screen that is gone: Automatic is checked and the automatic choice is used', () => {
    const c = displayScreenChoices([laptop, small], 1, 2);
    expect(c.filter((x) => x.checked).map((x) => x.id)).toEqual([null]);
    expect(c.map((x) => x.id)).toEqual([null, 1, 3]);
    expect(chooseDisplay([laptop, small], 1, 2)?.id).toBe(chooseDisplay([laptop, small], 1)?.id);
    expect(chooseDisplay([laptop, small], 1, 2)?.id).toBe(3);
  });

  it('nothing remembered: Automatic is checked', () => {
    expect(displayScreenChoices(screens, 1, null).filter((x) => x.checked).map((x) => x.id)).toEqual([null]);
    expect(displayScreenChoices([], null, null)).toEqual([{ id: null, label: 'Automatic', checked: true }]);
  });

  it('the choice survives a restart through the settings service, and Automatic forgets it', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'adc-display-'));
    try {
      const a = await SettingsStore.load(dir);
      await a.addRecent({ path: '/x/a.adc', name: 'a.adc' });
      await a.setDisplayScreen(3);
      const b = await SettingsStore.load(dir);
      expect(b.value.displayScreen).toBe(3);
      expect(b.value.recent.map((r) => r.path)).toEqual(['/x/a.adc']);
      expect(chooseDisplay(screens, 1, b.value.displayScreen)?.id).toBe(3);
      await b.setDisplayScreen(null);
      const c = await SettingsStore.load(dir);
      expect(c.value.displayScreen).toBeUndefined();
      expect(c.value.recent).toHaveLength(1);
      expect(chooseDisplay(screens, 1, c.value.displayScreen)?.id).toBe(2);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('the choice of screen through the app’s requests (the Table display button’s list)', () => {
  it('lists the screens, remembers the one chosen, opens there, and a bad id is refused in words', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'adc-display-h-'));
    try {
      const settings = await SettingsStore.load(dir);
      let connected: ScreenInfo[] = [laptop, tv, small];
      let moved = 0;
      const host = displayScreenHost(settings, () => connected, () => 1, () => void moved++);
      const service = new CampaignService({ appVersion: 't', settings });
      const info = { name: 'x', version: 't', host: 'electron' as const, dataDir: dir };
      const h = createHandlers(service, dataDirPolicy(dir), settings, info, new PackLibrary(path.join(dir, 'packs')), undefined, {
        openDisplay: async () => ({ url: null }),
        share: async () => ({ on: false, url: null }),
        shareState: () => ({ on: false, url: null }),
        screens: host.screens,
        setScreen: host.setScreen,
      });
      const listed = await dispatch(h, 'display.screens', {});
      expect(listed.ok && (listed.value as DisplayScreenChoice[]).map((c) => c.id)).toEqual([null, 1, 2, 3]);
      expect(host.target()?.id).toBe(2);

      const chosen = await dispatch(h, 'display.screen', { id: 3 });
      expect(chosen.ok && (chosen.value as DisplayScreenChoice[]).find((c) => c.checked)?.id).toBe(3);
      expect(moved).toBe(1);
      expect(host.target()?.id).toBe(3);
      // After a restart, the same choice.
      const again = displayScreenHost(await SettingsStore.load(dir), () => connected, () => 1, () => {});
      expect(again.target()?.id).toBe(3);
      // The chosen screen unplugged: the automatic choice, and Automatic is what is checked.
      connected = [laptop, tv];
      expect(again.target()?.id).toBe(2);
      expect(again.screens().find((c) => c.checked)?.id).toBeNull();

      expect(await dispatch(h, 'display.screen', { id: 'tv' })).toMatchObject({ ok: false, error: { kind: 'invalid' } });
      expect(host.target()?.id).toBe(2);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('the browser host has no screens to offer: its display is a tab', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'adc-display-b-'));
    try {
      const settings = await SettingsStore.load(dir);
      const info = { name: 'x', version: 't', host: 'browser' as const, dataDir: dir };
      const h = createHandlers(new CampaignService({ appVersion: 't', settings }), dataDirPolicy(dir), settings, info, new PackLibrary(path.join(dir, 'packs')));
      expect(await dispatch(h, 'display.screens', {})).toEqual({ ok: true, value: [] });
      expect(await dispatch(h, 'display.screen', { id: 1 })).toMatchObject({ ok: false, error: { kind: 'rule', message: /browser tab/ } });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
