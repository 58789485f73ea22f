// The campaign screen's side of the table display: opening it, and the share to phones (its state comes
// from the host; the panel's QR code is drawn here, offline).
import { create } from 'zustand';
import type { ShareState } from '../../../shared/ipc/table-view';
import { useApp } from '../lib/store';

interface TableUi {
  share: ShareState;
  panelOpen: boolean;
  busy: boolean;
  openDisplay(): Promise<void>;
  setPanel(open: boolean): void;
  refresh(): Promise<void>;
  setShare(on: boolean): Promise<void>;
}

const OFF: ShareState = { on: false, url: null };

export const useTableUi = create<TableUi>((set, get) => ({
  share: OFF,
  panelOpen: false,
  busy: false,
  async openDisplay() {
    const r = await useApp.getState().call('display.open', {}, 'Open the table display');
    // The browser host gives the tab's address; Electron opened its own window.
    if (r.ok && r.value.url) window.open(r.value.url, 'adc-table-display');
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
