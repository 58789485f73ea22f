// App settings (recent files, window layout), kept as JSON in the app's data folder.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { atomicWrite } from './files';

const settingsSchema = z.object({
  recent: z.array(z.object({ path: z.string(), name: z.string(), opened: z.string(), game: z.string().optional(), title: z.string().optional() })).default([]),
  window: z.object({ x: z.number().optional(), y: z.number().optional(), width: z.number(), height: z.number(), maximized: z.boolean().default(false) }).optional(),
  /** The screen the group chose for the table display (Electron's display id); absent: the automatic choice. */
  displayScreen: z.number().int().optional(),
  /** Campaigns (header ids, latest first) whose group chose "Skip for now and play": reopened, the list is one line. */
  beforePlaySkipped: z.array(z.string()).default([]),
});
export type Settings = z.infer<typeof settingsSchema>;

export const MAX_RECENT = 10;
const MAX_SKIPPED = 200;

export class SettingsStore {
  private data: Settings = { recent: [], beforePlaySkipped: [] };
  constructor(private readonly file: string) {}

  static async load(dir: string): Promise<SettingsStore> {
    const s = new SettingsStore(path.join(dir, 'settings.json'));
    try {
      const parsed = settingsSchema.safeParse(JSON.parse(await fs.readFile(s.file, 'utf8')));
      // Bad settings are not worth losing a session over: start clean.
      if (parsed.success) s.data = parsed.data;
    } catch {
      /* first run */
    }
    return s;
  }

  get value(): Settings {
    return this.data;
  }

  async addRecent(entry: { path: string; name: string; game?: string; title?: string }): Promise<void> {
    const recent = [{ ...entry, opened: new Date().toISOString() }, ...this.data.recent.filter((r) => r.path !== entry.path)].slice(0, MAX_RECENT);
    this.data = { ...this.data, recent };
    await this.save();
  }

  async setWindow(window: Settings['window']): Promise<void> {
    this.data = { ...this.data, window };
    await this.save();
  }

  async skipBeforePlay(campaignId: string): Promise<void> {
    if (this.data.beforePlaySkipped.includes(campaignId)) return;
    this.data = { ...this.data, beforePlaySkipped: [campaignId, ...this.data.beforePlaySkipped].slice(0, MAX_SKIPPED) };
    await this.save();
  }

  /** null: back to the automatic choice. */
  async setDisplayScreen(id: number | null): Promise<void> {
    const { displayScreen: _old, ...rest } = this.data;
    this.data = id == null ? rest : { ...rest, displayScreen: id };
    await this.save();
  }

  private async save(): Promise<void> {
    await atomicWrite(this.file, JSON.stringify(this.data, null, 2));
  }
}
