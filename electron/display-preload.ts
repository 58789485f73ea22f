// The table display window's preload: one read-only subscription, nothing that sends. It imports nothing at
// run time but the channel's name, so the sandboxed bundle stays tiny.
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { TABLE_CHANNEL_NAME } from '../shared/ipc/names';
import type { TableView } from '../shared/ipc/table-view';

const api = {
  onTable(fn: (view: TableView | null) => void): () => void {
    const listener = (_e: IpcRendererEvent, view: TableView | null) => fn(view);
    ipcRenderer.on(TABLE_CHANNEL_NAME, listener);
    return () => ipcRenderer.removeListener(TABLE_CHANNEL_NAME, listener);
  },
};
export type TablePreload = typeof api;

contextBridge.exposeInMainWorld('adcTable', Object.freeze(api));
