// The preload: a typed object of named functions, nothing else. No ipcRenderer leaks out. The object is
// checked against PreloadApi (one function per intent, the push subscriptions): an intent added to the
// contract without its line here, or a line for an intent that does not exist, does not compile.
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { IPC_PREFIX, PUSH_CHANNEL_NAME } from '../shared/ipc/names';
import type { IntentInput, IntentName, IntentResult, PushEvents, PushName } from '../shared/ipc/contract';
import type { PreloadApi } from '../shared/ipc/preload-api';

function intent<K extends IntentName>(name: K) {
  return (input: IntentInput<K>) => ipcRenderer.invoke(`${IPC_PREFIX}${name}`, input ?? {}) as Promise<IntentResult<K>>;
}

function subscribe<K extends PushName>(event: K, fn: (payload: PushEvents[K]) => void): () => void {
  const listener = (_e: IpcRendererEvent, msg: { name: string; payload: unknown }) => {
    if (msg?.name === event) fn(msg.payload as PushEvents[K]);
  };
  ipcRenderer.on(PUSH_CHANNEL_NAME, listener);
  return () => ipcRenderer.removeListener(PUSH_CHANNEL_NAME, listener);
}

const api = {
  appInfo: intent('app.info'),
  gamesCatalogue: intent('games.catalogue'),
  filesRecent: intent('files.recent'),
  filesList: intent('files.list'),
  campaignCreate: intent('campaign.create'),
  campaignOpen: intent('campaign.open'),
  campaignClose: intent('campaign.close'),
  campaignSaveAs: intent('campaign.saveAs'),
  campaignAct: intent('campaign.act'),
  campaignUndo: intent('campaign.undo'),
  campaignRedo: intent('campaign.redo'),
  campaignUndoTo: intent('campaign.undoTo'),
  campaignBookmark: intent('campaign.bookmark'),
  campaignSkipBeforePlay: intent('campaign.skipBeforePlay'),
  campaignLog: intent('campaign.log'),
  campaignReview: intent('campaign.review'),
  campaignOpenReview: intent('campaign.openReview'),
  reviewIndex: intent('review.index'),
  reviewCharts: intent('review.charts'),
  reviewLuck: intent('review.luck'),
  reviewReport: intent('review.report'),
  reviewExport: intent('review.export'),
  campaignBackups: intent('campaign.backups'),
  campaignRestoreBackup: intent('campaign.restoreBackup'),
  dataCatalogue: intent('data.catalogue'),
  packsList: intent('packs.list'),
  packsAdd: intent('packs.add'),
  packsGet: intent('packs.get'),
  packsRemove: intent('packs.remove'),
  displayOpen: intent('display.open'),
  displayScreens: intent('display.screens'),
  displayScreen: intent('display.screen'),
  shareSet: intent('share.set'),
  shareState: intent('share.state'),
  onCampaignChanged: (fn) => subscribe('campaign.changed', fn),
  onNotice: (fn) => subscribe('notice', fn),
  onMenu: (fn) => subscribe('menu', fn),
} satisfies PreloadApi;

contextBridge.exposeInMainWorld('adc', Object.freeze(api));
