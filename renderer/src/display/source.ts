// Where the table display's views come from: Electron's display preload (window.adcTable), or the browser
// host's read-only socket (/ws/table, with the token in the page's address). Nothing here can send an intent.
import type { TableView } from '../../../shared/ipc/table-view';
import { WsBridge, type ConnectionStatus } from '../lib/bridge';

export interface TablePreload {
  onTable(fn: (view: TableView | null) => void): () => void;
}

export interface TableSource {
  onView(fn: (view: TableView | null) => void): () => void;
  onStatus(fn: (status: ConnectionStatus) => void): () => void;
}

export function tableSocketUrl(loc: { protocol: string; host: string }, token: string): string {
  const scheme = loc.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${loc.host}/ws/table?token=${encodeURIComponent(token)}`;
}

export function createTableSource(win: Window & { adcTable?: TablePreload }): TableSource {
  if (win.adcTable && typeof win.adcTable.onTable === 'function') {
    const pre = win.adcTable;
    return { onView: (fn) => pre.onTable(fn), onStatus: (fn) => (fn('open'), () => {}) };
  }
  const token = new URLSearchParams(win.location.search).get('token');
  if (!token) return { onView: () => () => {}, onStatus: (fn) => (fn('no-token'), () => {}) };
  // The bridge's reconnecting socket, used for its pushes only.
  const ws = new WsBridge(tableSocketUrl(win.location, token));
  return { onView: (fn) => ws.on('table.changed', fn), onStatus: (fn) => ws.onStatus((s) => fn(s)) };
}
