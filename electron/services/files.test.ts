// The main process's file services under plain Node: atomic saves, the journal, backups, quarantine.
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Campaign } from '../../shared/engine/campaign';
import { alliance } from '../../shared/games/alliance/module';
import { allianceCampaign } from '../../shared/test/fixtures';
import { CampaignService, CHECKPOINT_EVERY } from './campaign-service';
import { ROLLING_BACKUPS, appendJournal, backupDir, journalPath, listBackups, lockPath, readCampaignFile, saveCampaignFile } from './files';
import { SettingsStore } from './settings';

let dir: string;
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'adc-files-'));
});
afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

async function service() {
  return new CampaignService({ appVersion: 'test', settings: await SettingsStore.load(dir) });
}

/** What a crash leaves: the lock of a process that no longer runs (this test process is alive, so it is removed). */
async function crashed(file: string) {
  await fs.rm(lockPath(file), { force: true });
}

const players = [{ name: 'Ann', powers: ['france'] }, { name: 'Bo', powers: ['britain'] }];

describe('saving', () => {
  it('writes atomically: no temporary files are left and the file parses', async () => {
    const file = path.join(dir, 'a.adc');
    const c = allianceCampaign();
    c.act('note', { text: 'first' });
    await saveCampaignFile(file, c.toFile(), '1804');
    const names = await fs.readdir(dir);
    expect(names.filter((n) => n !== '.adc-backups')).toEqual(['a.adc']);
    expect((await readCampaignFile(file)).data.entries).toHaveLength(1);
  });

  it('keeps the last 10 rolling backups plus one per Year', async () => {
    const file = path.join(dir, 'a.adc');
    const c = allianceCampaign();
    for (let i = 0; i < ROLLING_BACKUPS + 4; i++) {
      c.act('note', { text: `save ${i}` });
      await saveCampaignFile(file, c.toFile(), i < 7 ? '1804' : '1805');
    }
    const names = await fs.readdir(backupDir(file));
    expect(names.filter((n) => n.startsWith('rolling-'))).toHaveLength(ROLLING_BACKUPS);
    expect(names.filter((n) => n.startsWith('year-')).sort()).toEqual(['year-1804.adc', 'year-1805.adc']);
    const backups = await listBackups(file);
    // The newest rolling backup is the save before the last one.
    const rolling = backups.filter((b) => b.kind === 'rolling').map((b) => b.entries);
    expect(Math.max(...(rolling as number[]))).toBe(ROLLING_BACKUPS + 3);
  });
});

describe('the journal', () => {
  it('recovers actions made after the last save when the app stopped without saving', async () => {
    const file = path.join(dir, 'crash.adc');
    const s = await service();
    await s.create({ game: 'alliance', scenario: '1804-07', title: 'Crash', players, settings: {}, path: file });
    await s.act({ type: 'track.adjust', payload: { track: 'gold', power: 'france', delta: 3 } });
    await s.act({ type: 'dice.tray', payload: { count: 4, sides: 6, purpose: 'x' } });
    const live = s.current!.state;
    // Simulated crash: the service is dropped without close(); only the journal has the actions.
    expect((await readCampaignFile(file)).recovered).toBe(2);
    await crashed(file);
    const s2 = await service();
    const notices: string[] = [];
    s2.onPush((name, payload) => name === 'notice' && notices.push((payload as { message: string }).message));
    await s2.openFile(file);
    expect(s2.current!.state).toEqual(live);
    expect(notices.join()).toMatch(/recovered 2 actions/);
    // Recovery is folded into the file at once.
    await expect(fs.access(journalPath(file))).rejects.toThrow();
    expect((await readCampaignFile(file)).data.entries).toHaveLength(2);
  });

  it('drops only the half-written action when the crash came mid-write', async () => {
    const file = path.join(dir, 'mid.adc');
    const s = await service();
    await s.create({ game: 'alliance', scenario: '1804-07', title: '', players, settings: {}, path: file });
    await s.act({ type: 'note', payload: { text: 'safe' } });
    await fs.appendFile(journalPath(file), '{"seq":2,"at":"2026-11-29T00:00:00Z","type":"no'); // torn write
    await crashed(file);
    const opened = await readCampaignFile(file);
    expect(opened.recovered).toBe(1);
    expect(opened.droppedPartial).toBe(true);
    const s2 = await service();
    await s2.openFile(file);
    expect(s2.current!.entries.map((e) => e.title)).toEqual(['Note: safe']);
  });

  it('ignores a journal that belongs to another campaign', async () => {
    const file = path.join(dir, 'x.adc');
    const c = allianceCampaign();
    await saveCampaignFile(file, c.toFile(), '1804');
    const other = allianceCampaign();
    const e = other.act('note', { text: 'not mine' });
    await appendJournal(file, 'someone-else', 0, [e]);
    expect((await readCampaignFile(file)).recovered).toBe(0);
  });

  it('checkpoints the file after many journal entries and on close', async () => {
    const file = path.join(dir, 'cp.adc');
    const s = await service();
    await s.create({ game: 'alliance', scenario: '1804-07', title: '', players, settings: {}, path: file });
    for (let i = 0; i < CHECKPOINT_EVERY; i++) await s.act({ type: 'note', payload: { text: `n${i}` } });
    const text = await fs.readFile(file, 'utf8');
    expect(JSON.parse(text).entries).toHaveLength(CHECKPOINT_EVERY);
    await s.act({ type: 'note', payload: { text: 'after' } });
    await s.close();
    expect(JSON.parse(await fs.readFile(file, 'utf8')).entries).toHaveLength(CHECKPOINT_EVERY + 1);
  });
});

describe('damaged files', () => {
  it('a damaged file is never overwritten; restoring a backup quarantines it first', async () => {
    const file = path.join(dir, 'dmg.adc');
    const s = await service();
    await s.create({ game: 'alliance', scenario: '1804-07', title: '', players, settings: {}, path: file });
    await s.act({ type: 'track.adjust', payload: { track: 'gold', power: 'france', delta: 2 } });
    await s.close();
    await s.openFile(file);
    await s.act({ type: 'note', payload: { text: 'x' } });
    await s.close(); // second save: the first is now a rolling backup
    const damaged = '{"header": {"format": "aide-de-camp-campaign", "schemaVersion": 2, ';
    await fs.writeFile(file, damaged);
    const s2 = await service();
    await expect(s2.openFile(file)).rejects.toThrow(/damaged/);
    expect(await fs.readFile(file, 'utf8')).toBe(damaged); // untouched
    const backups = await s2.backups(file);
    expect(backups.length).toBeGreaterThan(0);
    const best = backups.find((b) => b.entries === 2)!;
    const view = await s2.restoreBackup(file, best.path);
    expect(view.powers.find((p) => p.power === 'france')!.tracks.gold).toBe(16);
    const kept = (await fs.readdir(backupDir(file))).filter((n) => n.startsWith('damaged-'));
    expect(kept).toHaveLength(1);
    expect(await fs.readFile(path.join(backupDir(file), kept[0]!), 'utf8')).toBe(damaged);
  });

  it('a newer-version or foreign file gets a clear message and stays as it is', async () => {
    const file = path.join(dir, 'new.adc');
    const c = allianceCampaign();
    const raw = JSON.parse(JSON.stringify(c.toFile()));
    raw.header.schemaVersion = 99;
    await fs.writeFile(file, JSON.stringify(raw));
    const s = await service();
    await expect(s.openFile(file)).rejects.toThrow(/newer Aide-de-Camp/);
    await fs.writeFile(file, '{"name":"package"}');
    await expect(s.openFile(file)).rejects.toThrow(/not an Aide-de-Camp campaign/);
    expect(await fs.readFile(file, 'utf8')).toBe('{"name":"package"}');
  });

  it('refuses to create over an existing file', async () => {
    const file = path.join(dir, 'dup.adc');
    const s = await service();
    await s.create({ game: 'alliance', scenario: '1804-07', title: '', players, settings: {}, path: file });
    await expect(s.create({ game: 'alliance', scenario: '1804-07', title: '', players, settings: {}, path: file })).rejects.toThrow(/already exists/);
  });
});

describe('the service', () => {
  it('a refused action changes nothing on disk or in memory', async () => {
    const file = path.join(dir, 'r.adc');
    const s = await service();
    await s.create({ game: 'alliance', scenario: '1804-07', title: '', players, settings: {}, path: file });
    const before = JSON.stringify(s.current!.state);
    await expect(s.act({ type: 'track.adjust', payload: { track: 'gold', power: 'france', delta: -99 } })).rejects.toThrow(/below 0/);
    expect(JSON.stringify(s.current!.state)).toBe(before);
    await expect(fs.access(journalPath(file))).rejects.toThrow();
  });

  it('reopened campaigns fold to the same state, undo history included', async () => {
    const file = path.join(dir, 'u.adc');
    const s = await service();
    await s.create({ game: 'alliance', scenario: '1804-07', title: '', players, settings: {}, path: file });
    await s.act({ type: 'track.adjust', payload: { track: 'gold', power: 'britain', delta: 5 } });
    await s.act({ type: 'track.adjust', payload: { track: 'gold', power: 'britain', delta: 1 } });
    await s.undo();
    const live = s.current!;
    await s.close();
    const s2 = await service();
    const v = await s2.openFile(file);
    expect(v.canRedo).toBe(true);
    expect(v.redoTitle).toMatch(/Britain Gold \+1/);
    expect(s2.current!.state).toEqual(live.state);
    expect(Campaign.load(alliance, (await readCampaignFile(file)).data).state).toEqual(live.state);
  });
});
