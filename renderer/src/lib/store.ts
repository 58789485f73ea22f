// The app's state: what main last sent, plus purely presentational state. No rules live here.
import { create } from 'zustand';
import type {
  BackupEntry, CampaignView, FileEntry, GameCatalogueEntry, IntentError, IntentInput, IntentName, IntentOutputs,
  IntentResult, LogRow, PushEvents,
} from '../../../shared/ipc/contract';
import type { AppBridge, ConnectionStatus } from './bridge';
import { mergeRows } from './log';

export interface Toast {
  id: number;
  level: 'info' | 'warning' | 'error' | 'success';
  message: string;
}

export interface Refusal {
  message: string;
  kind: IntentError['kind'];
  /** What was being attempted, e.g. "Next step". */
  what: string;
  id: number;
}

export interface OpenProblem {
  message: string;
  path?: string;
  backups: BackupEntry[];
}

export interface AppStore {
  bridge: AppBridge | null;
  connection: ConnectionStatus;
  retryInMs: number | null;
  info: IntentOutputs['app.info'] | null;
  catalogue: GameCatalogueEntry[];
  files: FileEntry[];
  filesLoaded: boolean;
  view: CampaignView | null;
  /** A read-only view of the campaign after an older entry, while reviewing history. */
  review: CampaignView | null;
  olderLog: LogRow[];
  pending: number;
  pendingLabel: string | null;
  refusal: Refusal | null;
  openProblem: OpenProblem | null;
  toasts: Toast[];
  helpOpen: boolean;
  diceRollRequest: number;

  attach(bridge: AppBridge): () => void;
  call<K extends IntentName>(name: K, input: IntentInput<K>, what: string): Promise<IntentResult<K>>;
  act(type: string, payload: unknown, what: string, physicalDice?: number[][]): Promise<boolean>;
  loadHome(): Promise<void>;
  openFile(path?: string): Promise<boolean>;
  restoreBackup(backup: string): Promise<boolean>;
  closeCampaign(): Promise<void>;
  undo(): Promise<void>;
  redo(): Promise<void>;
  undoTo(seq: number): Promise<void>;
  bookmark(seq: number, label: string): Promise<boolean>;
  loadOlderLog(): Promise<void>;
  startReview(seq: number): Promise<void>;
  endReview(): void;
  toast(level: Toast['level'], message: string): void;
  dismissToast(id: number): void;
  dismissRefusal(): void;
  dismissOpenProblem(): void;
  setHelp(open: boolean): void;
  requestRoll(): void;
}

let nextId = 1;
let navigating = false;
const LAST_PATH_KEY = 'adc.lastPath';

function remember(path: string | null | undefined): void {
  try {
    if (path) sessionStorage.setItem(LAST_PATH_KEY, path);
    else sessionStorage.removeItem(LAST_PATH_KEY);
  } catch {
    /* no storage */
  }
}

export function rememberedPath(): string | null {
  try {
    return sessionStorage.getItem(LAST_PATH_KEY);
  } catch {
    return null;
  }
}

export const useApp = create<AppStore>((set, get) => ({
  bridge: null,
  connection: 'connecting',
  retryInMs: null,
  info: null,
  catalogue: [],
  files: [],
  filesLoaded: false,
  view: null,
  review: null,
  olderLog: [],
  pending: 0,
  pendingLabel: null,
  refusal: null,
  openProblem: null,
  toasts: [],
  helpOpen: false,
  diceRollRequest: 0,

  attach(bridge) {
    set({ bridge, connection: bridge.status });
    const offs: Array<() => void> = [];
    offs.push(
      bridge.on('campaign.changed', (v: PushEvents['campaign.changed']) => {
        setView(v);
      }),
    );
    offs.push(
      bridge.on('notice', (n: PushEvents['notice']) => {
        get().toast(n.level, n.message);
      }),
    );
    offs.push(
      bridge.onStatus((status, d) => {
        set({ connection: status, retryInMs: d.retryInMs });
      }),
    );
    const menu = (bridge as { onMenu?: (fn: (c: string) => void) => () => void }).onMenu;
    if (menu) {
      offs.push(
        menu.call(bridge, (command) => {
          const st = get();
          if (command === 'shortcuts') st.setHelp(true);
          else if (command === 'open') void st.openFile();
          else if (command === 'new') {
            const go = st.view ? st.closeCampaign() : Promise.resolve();
            void go.then(() => setTimeout(() => document.querySelector<HTMLInputElement>('input[aria-label="Campaign title"]')?.focus(), 50));
          }
        }),
      );
    }
    const re = (bridge as { onReconnected?: (fn: () => void) => () => void }).onReconnected;
    if (re) {
      offs.push(
        re.call(bridge, () => {
          get().toast('success', 'Connected to the host again.');
          // Refresh the lists; the host pushes the open campaign to every new connection.
          void get().loadHome();
        }),
      );
    }
    return () => offs.forEach((f) => f());
  },

  async call(name, input, what) {
    const bridge = get().bridge;
    if (!bridge) return { ok: false, error: { message: 'Not connected.', kind: 'internal' } };
    set((s) => ({ pending: s.pending + 1, pendingLabel: what }));
    try {
      const r = await bridge.invoke(name, input);
      if (!r.ok && r.error.kind !== 'cancelled') {
        set({ refusal: { message: r.error.message, kind: r.error.kind, what, id: nextId++ } });
      } else if (r.ok) {
        set({ refusal: null });
      }
      return r;
    } finally {
      set((s) => ({ pending: s.pending - 1, pendingLabel: s.pending - 1 > 0 ? s.pendingLabel : null }));
    }
  },

  async act(type, payload, what, physicalDice) {
    if (get().review) {
      get().endReview();
    }
    // A double click on Next must not skip a step: one move through the sequence at a time.
    const nav = type === 'sequence.next' || type === 'sequence.back';
    if (nav && navigating) return false;
    if (nav) navigating = true;
    try {
      const input: IntentInput<'campaign.act'> = physicalDice ? { type, payload, physicalDice } : { type, payload };
      const r = await get().call('campaign.act', input, what);
      if (r.ok) setView(r.value);
      return r.ok;
    } finally {
      if (nav) navigating = false;
    }
  },

  async loadHome() {
    const [info, cat, files] = await Promise.all([
      get().call('app.info', {}, 'Reading the app'),
      get().call('games.catalogue', {}, 'Reading the games'),
      get().call('files.list', {}, 'Listing campaigns'),
    ]);
    set({
      ...(info.ok ? { info: info.value } : {}),
      ...(cat.ok ? { catalogue: cat.value } : {}),
      ...(files.ok ? { files: files.value } : {}),
      filesLoaded: true,
    });
  },

  async openFile(path) {
    const bridge = get().bridge;
    if (!bridge) return false;
    set((s) => ({ pending: s.pending + 1, pendingLabel: 'Opening the campaign', openProblem: null }));
    try {
      const r = await bridge.invoke('campaign.open', path ? { path } : {});
      if (r.ok) {
        if (r.value) setView(r.value);
        return !!r.value;
      }
      if (r.error.kind === 'cancelled') return false;
      let backups = r.error.backups ?? [];
      if (!backups.length && (r.error.path || path) && r.error.kind === 'file') {
        const b = await bridge.invoke('campaign.backups', { path: r.error.path ?? path });
        if (b.ok) backups = b.value;
      }
      set({ openProblem: { message: r.error.message, ...(r.error.path ?? path ? { path: r.error.path ?? path } : {}), backups } });
      return false;
    } finally {
      set((s) => ({ pending: s.pending - 1, pendingLabel: null }));
    }
  },

  async restoreBackup(backup) {
    const r = await get().call('campaign.restoreBackup', { backup }, 'Restoring the backup');
    if (r.ok) {
      set({ openProblem: null });
      setView(r.value);
      get().toast('success', `Restored from ${backup.split(/[\\/]/).pop()}.`);
    }
    return r.ok;
  },

  async closeCampaign() {
    const r = await get().call('campaign.close', {}, 'Closing the campaign');
    if (r.ok) {
      setView(null);
      await get().loadHome();
    }
  },

  async undo() {
    if (get().review) get().endReview();
    const r = await get().call('campaign.undo', {}, 'Undo');
    if (r.ok) setView(r.value);
  },
  async redo() {
    if (get().review) get().endReview();
    const r = await get().call('campaign.redo', {}, 'Redo');
    if (r.ok) setView(r.value);
  },
  async undoTo(seq) {
    if (get().review) get().endReview();
    const r = await get().call('campaign.undoTo', { seq }, 'Undo to here');
    if (r.ok) setView(r.value);
  },
  async bookmark(seq, label) {
    const r = await get().call('campaign.bookmark', { seq, label }, 'Bookmark');
    if (r.ok) setView(r.value);
    return r.ok;
  },

  async loadOlderLog() {
    const v = get().view;
    if (!v) return;
    const rows = mergeRows(get().olderLog, v.log);
    const first = rows[0]?.seq;
    if (!first || first <= 1) return;
    const r = await get().call('campaign.log', { before: first, limit: 200 }, 'Loading earlier entries');
    if (r.ok) set({ olderLog: mergeRows(r.value, get().olderLog) });
  },

  async startReview(seq) {
    const r = await get().call('campaign.review', { seq }, 'Opening history');
    if (r.ok) set({ review: r.value });
  },
  endReview() {
    set({ review: null });
  },

  toast(level, message) {
    const id = nextId++;
    set((s) => ({ toasts: [...s.toasts.slice(-4), { id, level, message }] }));
    const ms = level === 'error' || level === 'warning' ? 12000 : 5000;
    setTimeout(() => get().dismissToast(id), ms);
  },
  dismissToast(id) {
    set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));
  },
  dismissRefusal() {
    set({ refusal: null });
  },
  dismissOpenProblem() {
    set({ openProblem: null });
  },
  setHelp(open) {
    set({ helpOpen: open });
  },
  requestRoll() {
    set((s) => ({ diceRollRequest: s.diceRollRequest + 1 }));
  },
}));

function setView(v: CampaignView | null): void {
  const prev = useApp.getState().view;
  const sameCampaign = !!v && !!prev && prev.header.id === v.header.id;
  useApp.setState({ view: v, ...(sameCampaign ? {} : { olderLog: [], review: null }) });
  remember(v?.path ?? null);
}
