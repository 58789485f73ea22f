// Path policy for the browser host: campaigns are plain file names inside one data folder.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { FileEntry } from '../../shared/ipc/contract';
import { CAMPAIGN_EXT, FileError, readCampaignText } from './files';
import type { PathPolicy } from './handlers';

/** A campaign file as the Home list shows it: its header's game, title, scenario and players when readable. */
export async function campaignFileEntry(full: string, name: string, shownPath: string): Promise<FileEntry> {
  const st = await fs.stat(full);
  const entry: FileEntry = { path: shownPath, name, modified: st.mtime.toISOString() };
  try {
    const { data } = await readCampaignText(full);
    const h = data.header;
    entry.game = h.game;
    entry.title = h.title;
    entry.scenario = h.scenario;
    entry.players = h.players.map((pl) => pl.name);
    const last = data.entries[data.entries.length - 1];
    if (last) entry.reached = last.when;
  } catch (e) {
    // Listed anyway, marked: the list offers its backups instead of opening it.
    entry.problem = e instanceof Error ? e.message : String(e);
  }
  return entry;
}

export function dataDirPolicy(dataDir: string): PathPolicy {
  const root = path.resolve(dataDir);
  const inside = (requested: string): string => {
    const stem = path.basename(requested, CAMPAIGN_EXT);
    if (/[\u0000-\u001f\u007f]/.test(requested)) throw new FileError('A campaign name cannot contain control characters.', '', 'io');
    if (stem.length > 120) throw new FileError(`That name is ${stem.length} characters long; a campaign name has at most 120.`, '', 'io');
    if (!/[\p{L}\p{N}]/u.test(stem)) throw new FileError(`"${requested}" is not a campaign name: it needs at least one letter or digit.`, '', 'io');
    const name = requested.endsWith(CAMPAIGN_EXT) ? requested : `${requested}${CAMPAIGN_EXT}`;
    const full = path.resolve(root, name);
    if (path.dirname(full) !== root) throw new FileError(`Campaigns live directly in the campaign folder; "${requested}" is not a plain file name.`, requested, 'io');
    return full;
  };
  return {
    async forCreate(requested, suggested) {
      return inside(requested ?? suggested);
    },
    async forOpen(requested) {
      if (!requested) throw new FileError('Choose a campaign file to open.', '', 'missing');
      return inside(path.basename(requested) === requested ? requested : path.relative(root, path.resolve(root, requested)));
    },
    async forSaveAs(requested) {
      if (!requested) throw new FileError('Give the new file a name.', '', 'io');
      return inside(requested);
    },
    async listFiles() {
      await fs.mkdir(root, { recursive: true });
      const out: FileEntry[] = [];
      for (const name of await fs.readdir(root)) {
        if (!name.endsWith(CAMPAIGN_EXT)) continue;
        const p = path.join(root, name);
        out.push(await campaignFileEntry(p, name, name));
      }
      return out.sort((a, b) => b.modified.localeCompare(a.modified));
    },
  };
}
