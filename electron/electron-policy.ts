// Path policy for the desktop app: paths come from the system's file dialogs or the recent list,
// never from whatever the renderer sends.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { BrowserWindow, Dialog } from 'electron';
import type { FileEntry } from '../shared/ipc/contract';
import { CAMPAIGN_EXT, FileError } from './services/files';
import { campaignFileEntry } from './services/data-dir-policy';
import type { PathPolicy } from './services/handlers';
import type { SettingsStore } from './services/settings';

export function electronPolicy(dialog: Dialog, win: () => BrowserWindow | null, settings: SettingsStore, defaultDir: string): PathPolicy {
  const granted = new Set<string>();
  const grant = (p: string) => {
    const full = path.resolve(p);
    granted.add(full);
    return full;
  };
  const allowed = (p: string) => {
    const full = path.resolve(p);
    return granted.has(full) || settings.value.recent.some((r) => path.resolve(r.path) === full) || path.dirname(full) === path.resolve(defaultDir);
  };
  const filters = [{ name: 'Aide-de-Camp campaign', extensions: ['adc'] }];
  const saveDialog = async (suggested: string) => {
    await fs.mkdir(defaultDir, { recursive: true });
    const w = win();
    const opts = { defaultPath: path.join(defaultDir, suggested), filters };
    const r = w ? await dialog.showSaveDialog(w, opts) : await dialog.showSaveDialog(opts);
    if (r.canceled || !r.filePath) return null;
    return grant(r.filePath.endsWith(CAMPAIGN_EXT) ? r.filePath : `${r.filePath}${CAMPAIGN_EXT}`);
  };
  return {
    async forCreate(requested, suggested) {
      if (requested && allowed(requested)) return path.resolve(requested);
      if (requested && path.basename(requested) === requested) return grant(path.join(defaultDir, requested.endsWith(CAMPAIGN_EXT) ? requested : `${requested}${CAMPAIGN_EXT}`));
      return saveDialog(suggested);
    },
    async forOpen(requested) {
      if (requested) {
        if (!allowed(requested)) throw new FileError('Open that file with File › Open so the app may read it.', requested, 'io');
        return path.resolve(requested);
      }
      const w = win();
      const opts = { defaultPath: defaultDir, filters, properties: ['openFile' as const] };
      const r = w ? await dialog.showOpenDialog(w, opts) : await dialog.showOpenDialog(opts);
      return r.canceled || !r.filePaths[0] ? null : grant(r.filePaths[0]);
    },
    async forSaveAs(requested, current) {
      if (requested && allowed(requested)) return path.resolve(requested);
      return saveDialog(current);
    },
    async listFiles() {
      const out: FileEntry[] = [];
      await fs.mkdir(defaultDir, { recursive: true });
      for (const name of await fs.readdir(defaultDir)) {
        if (!name.endsWith(CAMPAIGN_EXT)) continue;
        const p = path.join(defaultDir, name);
        out.push(await campaignFileEntry(p, name, p));
      }
      return out.sort((a, b) => b.modified.localeCompare(a.modified));
    },
    /** Files opened from the OS (double-click, second instance) are the user's choice. */
    ...({ grant } as object),
  } as PathPolicy & { grant(p: string): string };
}
