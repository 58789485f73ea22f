// Electron's main process: one window, the campaign service, the handler table over IPC, the menu.
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { app, BrowserWindow, dialog, ipcMain, Menu, protocol, screen, shell, type MenuItemConstructorOptions } from 'electron';
import { INTENT_NAME_LIST, IPC_PREFIX, PUSH_CHANNEL_NAME, TABLE_CHANNEL_NAME } from '../shared/ipc/names';
import { displayScreenHost, displayWindowOptions, mayCallIntents } from './display-window';
import { TableFeed, TableShare } from './services/table-channel';
import type { PushEvents, PushName } from '../shared/ipc/contract';
import { electronPolicy } from './electron-policy';
import { APP_ORIGIN, APP_SCHEME, hardenSession, hardenWindow, isTrustedSender, secureWebPreferences, serveApp } from './security';
import { CampaignService } from './services/campaign-service';
import { CAMPAIGN_EXT } from './services/files';
import { createHandlers, dispatch } from './services/handlers';
import { pdfPrinter } from './services/export';

const EXPORT_FILTER: Record<string, string> = { html: 'Web page', pdf: 'PDF document', csv: 'CSV (spreadsheet)', json: 'JSON' };
import { SettingsStore } from './services/settings';
import { PackLibrary } from './services/packs';
import { APP_VERSION } from './version';

protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } }]);

const rendererDir = path.join(__dirname, '..', 'dist', 'renderer');
let win: BrowserWindow | null = null;
/** The table display's window: it gets the table view only and may call nothing. */
let displayWin: BrowserWindow | null = null;
let feed: TableFeed;
let service: CampaignService;
let settings: SettingsStore;
let screens: ReturnType<typeof displayScreenHost>;
let policy: ReturnType<typeof electronPolicy> & { grant?(p: string): string };

function fileArg(argv: string[]): string | null {
  return argv.find((a) => a.endsWith(CAMPAIGN_EXT)) ?? null;
}

function send<K extends PushName>(name: K, payload: PushEvents[K]): void {
  for (const w of BrowserWindow.getAllWindows()) if (w !== displayWin) w.webContents.send(PUSH_CHANNEL_NAME, { name, payload });
}

function mainWindowScreen(): number | null {
  return win && !win.isDestroyed() ? screen.getDisplayMatching(win.getBounds()).id : null;
}

/** Opens the table display on the group's chosen screen, else another screen (full screen), or brings it forward. */
function openDisplay(): void {
  if (displayWin && !displayWin.isDestroyed()) {
    displayWin.show();
    displayWin.focus();
    return;
  }
  const mainScreen = mainWindowScreen();
  const target = screens.target();
  const w = new BrowserWindow(displayWindowOptions(target, path.join(__dirname, 'display-preload.cjs'), !target || target.id === mainScreen));
  hardenWindow(w);
  w.setMenu(null);
  const off = feed.on((v) => {
    if (!w.isDestroyed()) w.webContents.send(TABLE_CHANNEL_NAME, v);
  });
  w.webContents.on('did-finish-load', () => w.webContents.send(TABLE_CHANNEL_NAME, feed.current));
  w.once('ready-to-show', () => w.show());
  w.on('closed', () => {
    off();
    if (displayWin === w) displayWin = null;
  });
  displayWin = w;
  void w.loadURL(`${APP_ORIGIN}/display.html`);
}

async function openFromOs(file: string): Promise<void> {
  const full = policy.grant ? policy.grant(file) : file;
  try {
    await service.serial(() => service.openFile(full));
  } catch (e) {
    send('notice', { level: 'error', message: (e as Error).message });
  }
}

function createWindow(): BrowserWindow {
  const saved = settings.value.window;
  const w = new BrowserWindow({
    width: saved?.width ?? 1400,
    height: saved?.height ?? 900,
    ...(saved?.x !== undefined && saved?.y !== undefined ? { x: saved.x, y: saved.y } : {}),
    minWidth: 1024,
    minHeight: 700,
    title: 'Aide-de-Camp',
    backgroundColor: '#f4efe3',
    show: false,
    webPreferences: { ...secureWebPreferences, preload: path.join(__dirname, 'preload.cjs') },
  });
  hardenWindow(w);
  if (saved?.maximized) w.maximize();
  w.once('ready-to-show', () => w.show());
  w.on('closed', () => displayWin?.close());
  w.on('close', () => {
    const b = w.getNormalBounds();
    void settings.setWindow({ x: b.x, y: b.y, width: b.width, height: b.height, maximized: w.isMaximized() });
  });
  void w.loadURL(`${APP_ORIGIN}/index.html`);
  return w;
}

/** After the group chose a screen: the menu shows it, and an open display moves there at once. */
function displayScreenChosen(): void {
  buildMenu();
  if (displayWin && !displayWin.isDestroyed()) {
    const old = displayWin;
    displayWin = null;
    old.close();
    openDisplay();
  }
}

function buildMenu(): void {
  const onScreens = screens.screens().map<MenuItemConstructorOptions>((c) => ({
    label: c.label,
    type: 'radio',
    checked: c.checked,
    click: () => void screens.setScreen(c.id).catch((e) => send('notice', { level: 'warning', message: `The choice of screen could not be remembered: ${(e as Error).message}` })),
  }));
  const recent = settings.value.recent.map<MenuItemConstructorOptions>((r) => ({ label: r.name, click: () => void openFromOs(r.path) }));
  const run = (fn: () => Promise<unknown>) => () => void service.serial(fn).catch((e) => send('notice', { level: 'error', message: (e as Error).message }));
  const template: MenuItemConstructorOptions[] = [
    {
      label: 'File',
      submenu: [
        { label: 'New Campaign…', accelerator: 'CmdOrCtrl+N', click: () => send('menu', { command: 'new' }) },
        { label: 'Open…', accelerator: 'CmdOrCtrl+O', click: () => send('menu', { command: 'open' }) },
        { label: 'Open Recent', submenu: recent.length ? recent : [{ label: 'No recent campaigns', enabled: false }] },
        { type: 'separator' },
        {
          label: 'Save As…', accelerator: 'CmdOrCtrl+Shift+S',
          click: async () => {
            const cur = service.currentPath;
            if (!cur) return;
            const target = await policy.forSaveAs(undefined, path.basename(cur));
            if (target) await run(() => service.saveAs(target))();
          },
        },
        { label: 'Close Campaign', accelerator: 'CmdOrCtrl+W', click: run(() => service.close()) },
        { type: 'separator' },
        { role: 'quit' },
      ],
    },
    {
      label: 'Edit',
      submenu: [
        { label: 'Undo', accelerator: 'CmdOrCtrl+Z', click: run(() => service.undo()), registerAccelerator: false },
        { label: 'Redo', accelerator: 'CmdOrCtrl+Shift+Z', click: run(() => service.redo()), registerAccelerator: false },
        { type: 'separator' },
        { role: 'cut' }, { role: 'copy' }, { role: 'paste' }, { role: 'selectAll' },
      ],
    },
    { label: 'View', submenu: [{ label: 'Table Display', accelerator: 'T', registerAccelerator: false, click: () => (service.view() ? openDisplay() : send('notice', { level: 'info', message: 'Open a campaign first: the table display shows the open campaign.' })) }, { label: 'Table Display On', submenu: onScreens }, { type: 'separator' }, { role: 'resetZoom' }, { role: 'zoomIn' }, { role: 'zoomOut' }, { type: 'separator' }, { role: 'togglefullscreen' }, ...(app.isPackaged ? [] : [{ role: 'toggleDevTools' as const }])] },
    {
      label: 'Help',
      submenu: [
        { label: 'Keyboard Shortcuts', accelerator: 'Shift+/', click: () => send('menu', { command: 'shortcuts' }), registerAccelerator: false },
        {
          label: 'About Aide-de-Camp',
          click: () => void dialog.showMessageBox({ type: 'info', title: 'About Aide-de-Camp', message: `Aide-de-Camp ${APP_VERSION}`, detail: 'A staff officer beside the board for Napoleonic grand-strategy games.' }),
        },
      ],
    },
  ];
  Menu.setApplicationMenu(Menu.buildFromTemplate(template));
}

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', (_e, argv) => {
    if (win) {
      if (win.isMinimized()) win.restore();
      win.focus();
    }
    const f = fileArg(argv);
    if (f) void openFromOs(f);
  });
  app.on('open-file', (e, file) => {
    e.preventDefault();
    if (service) void openFromOs(file);
  });

  app.whenReady().then(async () => {
    settings = await SettingsStore.load(app.getPath('userData'));
    screens = displayScreenHost(settings, () => screen.getAllDisplays(), mainWindowScreen, displayScreenChosen);
    service = new CampaignService({ appVersion: APP_VERSION, settings });
    const defaultDir = path.join(app.getPath('documents'), 'Aide-de-Camp');
    policy = electronPolicy(dialog, () => win, settings, defaultDir);
    const packs = new PackLibrary(path.join(app.getPath('userData'), 'packs'));
    feed = new TableFeed(service);
    const share = new TableShare({ feed, staticDir: rendererDir });
    const handlers = createHandlers(service, policy, settings, { name: 'Aide-de-Camp', version: APP_VERSION, host: 'electron', dataDir: defaultDir }, packs, {
      async saveTo(suggested, format) {
        const ext = format.split('.').pop()!;
        const opts = { defaultPath: path.join(defaultDir, suggested), filters: [{ name: EXPORT_FILTER[ext] ?? ext.toUpperCase(), extensions: [ext] }] };
        const r = win ? await dialog.showSaveDialog(win, opts) : await dialog.showSaveDialog(opts);
        return r.canceled || !r.filePath ? null : r.filePath;
      },
      // A hidden window with no preload and JavaScript off prints the summary (its own CSP allows no script).
      pdf: pdfPrinter(() => {
        const w = new BrowserWindow({ show: false, webPreferences: { ...secureWebPreferences, javascript: false } });
        hardenWindow(w);
        return w;
      }),
    }, {
      openDisplay: async () => {
        openDisplay();
        return { url: null };
      },
      screens: () => screens.screens(),
      setScreen: (id) => screens.setScreen(id),
      share: (on) => (on ? share.start() : share.stop()),
      shareState: () => share.state(),
    });
    app.on('before-quit', () => void share.stop());

    // The CSP is sent on the protocol's own responses (onHeadersReceived never sees app://).
    protocol.handle(APP_SCHEME, (req) => serveApp(req.url, rendererDir, (f) => readFile(f).catch(() => null)));
    hardenSession((await import('electron')).session.defaultSession);

    for (const name of INTENT_NAME_LIST) {
      ipcMain.handle(`${IPC_PREFIX}${name}`, async (event, input) => {
        // The table display's window is the app's own page too, but it may only watch.
        if (!mayCallIntents(event, isTrustedSender, displayWin && !displayWin.isDestroyed() ? displayWin.webContents : null)) return { ok: false, error: { message: 'Refused: not the app’s own window.', kind: 'invalid' } };
        const result = await dispatch(handlers, name, input);
        if (name === 'campaign.create' || name === 'campaign.open') buildMenu();
        return result;
      });
    }
    service.onPush((name, payload) => send(name, payload));
    app.on('web-contents-created', (_e, contents) => {
      contents.setWindowOpenHandler(({ url }) => {
        if (url.startsWith('https://')) void shell.openExternal(url);
        return { action: 'deny' };
      });
    });

    buildMenu();
    win = createWindow();
    // The screens offered follow what is plugged in, and "with the app" follows the main window.
    screen.on('display-added', () => buildMenu());
    screen.on('display-removed', () => buildMenu());
    screen.on('display-metrics-changed', () => buildMenu());
    win.on('moved', () => buildMenu());
    const f = fileArg(process.argv);
    if (f) win.webContents.once('did-finish-load', () => void openFromOs(f));
  });

  app.on('before-quit', () => {
    // Folds the journal into the file and releases the lock (a lock left by a crash is seen as stale).
    void service?.serial(() => service.close());
  });
  app.on('window-all-closed', () => app.quit());
}
