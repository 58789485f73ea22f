// Opening a campaign to review it never changes the file, its journal, its backups or its lock: every byte and
// every modification time in the folder is the same after the replay, the charts and the luck meter.
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CampaignService } from './campaign-service';
import { SettingsStore } from './settings';

let dir: string;
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'adc-review-'));
});
afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

const players = [{ name: 'Ann', powers: ['france'] }, { name: 'Bo', powers: ['britain'] }];

/** Every file under the folder: its bytes and its modification time. */
async function snapshot(root: string): Promise<Record<string, { bytes: string; mtime: number }>> {
  const out: Record<string, { bytes: string; mtime: number }> = {};
  const walk = async (d: string) => {
    for (const e of await fs.readdir(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) await walk(p);
      else {
        const st = await fs.stat(p);
        out[path.relative(root, p)] = { bytes: (await fs.readFile(p)).toString('base64'), mtime: st.mtimeMs };
      }
    }
  };
  await walk(root);
  return out;
}

describe('opening a campaign for review', () => {
  it('leaves the file, its journal and its backups exactly as they were', async () => {
    const camp = path.join(dir, 'campaigns');
    await fs.mkdir(camp);
    const file = path.join(camp, 'war.adc');
    // A campaign left with a rewritten file (so a backup exists) and entries still in its journal.
    const live = new CampaignService({ appVersion: 'test', settings: await SettingsStore.load(path.join(dir, 'settings-a')) });
    await live.create({ game: 'alliance', scenario: '1804-07', title: 'War', players, settings: {}, path: file });
    for (let i = 0; i < 3; i++) await live.act({ type: 'note', payload: { text: `before ${i}` } });
    await live.checkpoint();
    await live.act({ type: 'track.adjust', payload: { track: 'gold', power: 'france', delta: 2, reason: 'cellar' } });
    await live.act({ type: 'note', payload: { text: 'in the journal' } });
    await live.bookmark(2, 'Second note');
    // The app stops without closing: the journal holds the last entries and the lock is left behind.
    const names = await fs.readdir(camp);
    expect(names.some((n) => /journal/i.test(n) || n.endsWith('.journal'))).toBe(true);
    const before = await snapshot(camp);
    expect(Object.keys(before).length).toBeGreaterThanOrEqual(3);
    expect(Object.keys(before).some((k) => k.includes('backups')), Object.keys(before).join(', ')).toBe(true);

    await new Promise((r) => setTimeout(r, 20)); // a write now would show in the modification times
    const s = new CampaignService({ appVersion: 'test', settings: await SettingsStore.load(path.join(dir, 'settings-b')) });
    const v = await s.openForReview(file);
    expect(v.readOnly).toMatch(/open for review: nothing is written/);
    // Marked as the group's choice, so the banner offers no "Try again" (it would reopen the file for writing).
    expect(v.readOnlyKind).toBe('review');
    expect(s.review(1).readOnlyKind).toBe('review');
    // The live file has entries to undo, but nothing can be written: Undo and Redo are shown as unavailable.
    expect(live.current!.canUndo).toBe(true);
    expect([v.canUndo, v.canRedo]).toEqual([false, false]);
    expect(v.logTotal).toBe(6); // the journal's entries are read, not recovered into the file
    for (let n = 0; n <= v.logTotal; n++) expect(s.review(n).reviewOf).toBe(n);
    expect(s.replayIndex().marks.some((m) => m.kind === 'group' && m.label === 'Second note')).toBe(true);
    expect(s.charts().tracks.find((t) => t.id === 'gold')).toBeTruthy();
    expect(s.luck().powers).toEqual([]);
    await expect(s.act({ type: 'note', payload: { text: 'no' } })).rejects.toThrow(/open for review/);
    await expect(s.bookmark(1, 'no')).rejects.toThrow(/open for review/);
    await s.checkpoint();
    await s.close();
    expect(await snapshot(camp)).toEqual(before);
  });

  it('saved as a new file, the review ends: the copy is writable and no longer marked as a review', async () => {
    const file = path.join(dir, 'war.adc');
    const live = new CampaignService({ appVersion: 'test', settings: await SettingsStore.load(path.join(dir, 'settings-a')) });
    await live.create({ game: 'alliance', scenario: '1804-07', title: 'War', players, settings: {}, path: file });
    await live.close();
    const s = new CampaignService({ appVersion: 'test', settings: await SettingsStore.load(path.join(dir, 'settings-b')) });
    expect((await s.openForReview(file)).readOnlyKind).toBe('review');
    const copy = await s.saveAs(path.join(dir, 'war-kept.adc'));
    expect(copy.readOnly).toBeUndefined();
    expect(copy.readOnlyKind).toBeUndefined();
    await s.act({ type: 'note', payload: { text: 'written to the copy' } });
    await s.close();
  });
});
