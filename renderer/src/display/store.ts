// The campaign screen's side of the table display: opening it, and the share to phones (its state comes
// from the host; the panel's QR code is drawn here, offline).
import { create } from 'zustand';
import type { ShareState } from '../../../shared/ipc/table-view';
import type { DisplayScreenChoice } from '../../../shared/ipc/contract';
import { useApp } from '../lib/store';

interface TableUi {
  share: ShareState;
  panelOpen: boolean;
  busy: boolean;
  /** Where the display may open (Electron with several screens); empty in the browser host, whose display is a tab. */
  screens: DisplayScreenChoice[];
  openDisplay(): Promise<void>;
  chooseScreen(id: number | null): Promise<void>;
  setPanel(open: boolean): void;
  refresh(): Promise<void>;
  setShare(on: boolean): Promise<void>;
}

const OFF: ShareState = { on: false, url: null };

export const useTableUi = create<TableUi>((set, get) => ({
  share: OFF,
  panelOpen: false,
  busy: false,
  screens: [],
  async openDisplay() {
    const r = await useApp.getState().call('display.open', {}, 'Open the table display');
    // The browser host gives the tab's address; Electron opened its own window.
    if (r.ok && r.value.url) window.open(r.value.url, 'adc-table-display');
  },
  async chooseScreen(id) {
    const r = await useApp.getState().call('display.screen', { id }, 'Choose the table display’s screen');
    if (r.ok) set({ screens: r.value });
  },
  setPanel(open) {
    set({ panelOpen: open });
    if (open) void get().refresh();
  },
  async refresh() {
    const bridge = useApp.getState().bridge;
    if (!bridge) return;
    const r = await bridge.invoke('share.state', {});
    if (r.ok) set({ share: r.value });
    const s = await bridge.invoke('display.screens', {});
    if (s.ok) set({ screens: s.value });
  },
  async setShare(on) {
    set({ busy: true });
    try {
      const r = await useApp.getState().call('share.set', { on }, on ? 'Share to phones' : 'Stop sharing to phones');
      if (r.ok) set({ share: r.value });
    } finally {
      set({ busy: false });
    }
  },
}));
