// The preload: a typed object of named functions, nothing else. No ipcRenderer leaks out.
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { INTENT_NAME_LIST, IPC_PREFIX, PUSH_CHANNEL_NAME, functionNameOf } from '../shared/ipc/names';

const api: Record<string, unknown> = {};
for (const name of INTENT_NAME_LIST) {
  api[functionNameOf(name)] = (input: unknown) => ipcRenderer.invoke(`${IPC_PREFIX}${name}`, input ?? {});
}

function subscribe(event: string, fn: (payload: unknown) => void): () => void {
  const listener = (_e: IpcRendererEvent, msg: { name: string; payload: unknown }) => {
    if (msg?.name === event) fn(msg.payload);
  };
  ipcRenderer.on(PUSH_CHANNEL_NAME, listener);
  return () => ipcRenderer.removeListener(PUSH_CHANNEL_NAME, listener);
}

api.onCampaignChanged = (fn: (v: unknown) => void) => subscribe('campaign.changed', fn);
api.onNotice = (fn: (v: unknown) => void) => subscribe('notice', fn);
api.onMenu = (fn: (v: unknown) => void) => subscribe('menu', fn);

contextBridge.exposeInMainWorld('adc', Object.freeze(api));
