// Nothing acknowledged is ever lost: write failures, short writes, bad journals, a second writer,
// the file replaced or deleted while open, a read-only folder. Plain Node, faults injected.
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CampaignService } from './campaign-service';
import { appendJournal, backupDir, journalPath, lockPath, readCampaignFile } from './files';
import { SettingsStore } from './settings';

let dir: string;
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'adc-durable-'));
});
afterEach(async () => {
  vi.restoreAllMocks();
  await fs.rm(dir, { recursive: true, force: true });
});

const players = [{ name: 'Ann', powers: ['france'] }, { name: 'Bo', powers: ['britain'] }];

async function service(notices: string[] = []) {
  const s = new CampaignService({ appVersion: 'test', settings: await SettingsStore.load(dir) });
  s.onPush((name, payload) => name === 'notice' && notices.push((payload as { message: string }).message));
  return s;
}
async function started(name = 'c.adc', notices: string[] = []) {
  const file = path.join(dir, name);
  const s = await service(notices);
  await s.create({ game: 'alliance', scenario: '1804-07', title: '', players, settings: {}, path: file });
  return { s, file };
}
const note = (text: string) => ({ type: 'note', payload: { text } });
const errno = (code: string) => Object.assign(new Error(`${code}: simulated`), { code });

/** Makes writes to `target` fail as a full disk would: `half` first writes part of the bytes. */
function fullDiskFor(target: string, { half = false } = {}) {
  const realOpen = fs.open.bind(fs);
  return vi.spyOn(fs, 'open').mockImplementation((async (p: any, flags?: any, mode?: any) => {
    const fh = await realOpen(p, flags, mode);
    if (path.resolve(String(p)) !== path.resolve(target)) return fh;
    let wrote = false;
    return new Proxy(fh, {
      get(t, k) {
        if (k === 'write') {
          return async (buf: any, ...rest: any[]) => {
            if (half && !wrote) {
              wrote = true;
              const b = Buffer.isBuffer(buf) ? buf.subarray(rest[0] ?? 0, (rest[0] ?? 0) + Math.ceil((rest[1] ?? buf.length) / 2)) : Buffer.from(String(buf)).subarray(0, 10);
              const r = await t.write(b, 0, b.length, typeof rest[2] === 'number' ? rest[2] : null);
              return { bytesWritten: r.bytesWritten, buffer: buf };
            }
            throw errno('ENOSPC');
          };
        }
        const v = (t as any)[k];
        return typeof v === 'function' ? v.bind(t) : v;
      },
    });
  }) as any);
}

describe('an action counts only once it is durably written', () => {
  it('a failed journal write is refused in plain words and changes nothing (defect 2)', async () => {
    const { s, file } = await started();
    await s.act(note('one'));
    const before = JSON.stringify(s.current!.state);
    const spy = fullDiskFor(journalPath(file));
    await expect(s.act(note('two'))).rejects.toThrow(`Could not save to ${dir}: the disk is full. Nothing was changed.`);
    spy.mockRestore();
    expect(JSON.stringify(s.current!.state)).toBe(before);
    expect(s.current!.entries).toHaveLength(1);
    expect(s.view()!.log.map((r) => r.title)).toEqual(['Note: one']);
    // The next action follows on without a gap, and a reopening finds both.
    await s.act(note('three'));
    await fs.rm(lockPath(file));
    const again = await readCampaignFile(file);
    expect(again.data.entries.map((e) => e.title)).toEqual(['Note: one', 'Note: three']);
    expect(again.journal?.problem ?? null).toBeNull();
  });

  it('a short write is not acknowledged, and what follows it survives a reopening (defect 3)', async () => {
    const { s, file } = await started();
    for (let i = 0; i < 5; i++) await s.act(note(`n${i}`));
    const spy = fullDiskFor(journalPath(file), { half: true });
    await expect(s.act(note('torn'))).rejects.toThrow(/the disk is full/);
    spy.mockRestore();
    for (let i = 5; i < 17; i++) await s.act(note(`n${i}`));
    await fs.rm(lockPath(file)); // the process stops here without saving
    const opened = await readCampaignFile(file);
    expect(opened.data.entries).toHaveLength(17);
    expect(opened.data.entries.map((e) => e.title)).not.toContain('Note: torn');
  });

  it('a failed checkpoint leaves the action safe in the journal with a warning', async () => {
    const notices: string[] = [];
    const { s, file } = await started('cp.adc', notices);
    const realWrite = fs.rename.bind(fs);
    vi.spyOn(fs, 'rename').mockImplementation((async () => { throw errno('ENOSPC'); }) as any);
    // A new Year forces a checkpoint: simplest is many notes past CHECKPOINT_EVERY; use the service's own rule.
    const { CHECKPOINT_EVERY } = await import('./campaign-service');
    for (let i = 0; i < CHECKPOINT_EVERY; i++) await s.act(note(`n${i}`));
    vi.spyOn(fs, 'rename').mockImplementation(realWrite as any);
    expect(notices.join('\n')).toMatch(/the disk is full.*safe in the journal/);
    await fs.rm(lockPath(file));
    expect((await readCampaignFile(file)).data.entries).toHaveLength(CHECKPOINT_EVERY);
  });
});

describe('recovery keeps the good part of a journal and starts a clean one (defect 4)', () => {
  const variants: Array<[string, (file: string, id: string) => Promise<void>]> = [
    ['torn', async (f) => fs.writeFile(journalPath(f), '{"journal":1,"campaignId":"x","ba')],
    ['foreign', async (f) => void (await appendJournal(f, 'someone-else', 0, []))],
    ['gapped', async (f, id) => fs.writeFile(journalPath(f), `${JSON.stringify({ journal: 1, campaignId: id, base: 0 })}\n${JSON.stringify({ seq: 5, at: 'x', type: 'note', payload: { text: 'q' }, title: 'Note: q', when: 'x' })}\n`)],
    ['garbage line', async (f, id) => fs.writeFile(journalPath(f), `${JSON.stringify({ journal: 1, campaignId: id, base: 0 })}\nnot json at all\n`)],
    ['an entry that does not replay', async (f, id) => fs.writeFile(journalPath(f), `${JSON.stringify({ journal: 1, campaignId: id, base: 0 })}\n${JSON.stringify({ seq: 1, at: 'x', type: 'note', payload: { text: 'ok' }, title: 'Note: ok', when: 'x' })}\n${JSON.stringify({ seq: 2, at: 'x', type: 'no.such', payload: {}, title: 'x', when: 'x' })}\n`)],
  ];
  for (const [what, spoil] of variants) {
    it(`a ${what} journal is set aside, the user is told where, and later actions survive a crash`, async () => {
      const { s, file } = await started();
      const id = s.current!.header.id;
      await s.close();
      await spoil(file, id);
      const notices: string[] = [];
      const s2 = await service(notices);
      await s2.openFile(file);
      const kept = s2.current!.entries.length;
      expect(notices.join()).toMatch(/set aside as .*journal-set-aside-.*\.journal/);
      const aside = (await fs.readdir(backupDir(file))).filter((n) => n.startsWith('journal-set-aside-'));
      expect(aside).toHaveLength(1);
      for (let i = 0; i < 3; i++) await s2.act(note(`after ${i}`));
      await fs.rm(lockPath(file)); // crash
      const s3 = await service();
      await s3.openFile(file);
      expect(s3.current!.entries.slice(kept).map((e) => e.title)).toEqual(['Note: after 0', 'Note: after 1', 'Note: after 2']);
    });
  }

  it('one invalid journal line does not make the campaign unopenable: the lines before it are kept', async () => {
    const { s, file } = await started();
    await s.act(note('a'));
    await s.act(note('b'));
    await fs.rm(lockPath(file));
    await fs.appendFile(journalPath(file), '{"seq":3,"oops":true}\n');
    const notices: string[] = [];
    const s2 = await service(notices);
    await s2.openFile(file);
    expect(s2.current!.entries.map((e) => e.title)).toEqual(['Note: a', 'Note: b']);
    expect(notices.join()).toMatch(/recovered 2 actions.*line 4 is not a valid log entry.*set aside/);
  });
});

describe('one writer at a time (defect 5)', () => {
  it('a second opener is read-only and told who holds the file; nothing the first does is lost', async () => {
    const { s, file } = await started();
    const notices: string[] = [];
    const second = await service(notices);
    const v = await second.openFile(file);
    expect(v.readOnly).toMatch(/c\.adc is already open in Aide-de-Camp on this computer \(process \d+/);
    // A fault, not a review chosen by the group: the banner offers to try again.
    expect(v.readOnlyKind).toBe('fault');
    expect(notices.join()).toMatch(/already open/);
    await expect(second.act(note('mine'))).rejects.toThrow(/read-only/);
    for (let i = 0; i < 10; i++) await s.act(note(`first ${i}`));
    await second.close();
    await s.close();
    expect((await readCampaignFile(file)).data.entries).toHaveLength(10);
  });

  it('a lock left by a process that died is stale and taken over', async () => {
    const { s, file } = await started();
    await s.act(note('a'));
    await fs.writeFile(lockPath(file), JSON.stringify({ pid: 2 ** 22 + 12345, host: os.hostname(), app: 'Aide-de-Camp', since: 'then', token: 'dead' }));
    const s2 = await service();
    const v = await s2.openFile(file);
    expect(v.readOnly).toBeUndefined();
    expect(v.readOnlyKind).toBeUndefined();
    await s2.act(note('b'));
    expect(JSON.parse(await fs.readFile(lockPath(file), 'utf8')).pid).toBe(process.pid);
  });

  it('a lock from another computer is honoured until it has not been refreshed for a long time', async () => {
    const { s, file } = await started();
    await s.close();
    await fs.writeFile(lockPath(file), JSON.stringify({ pid: 1, host: 'the-other-laptop', app: 'Aide-de-Camp', since: 'now', token: 't' }));
    expect((await (await service()).openFile(file)).readOnly).toMatch(/the-other-laptop/);
    const old = new Date(Date.now() - 60 * 60_000);
    await fs.utimes(lockPath(file), old, old);
    expect((await (await service()).openFile(file)).readOnly).toBeUndefined();
  });
});

describe('the file replaced or deleted while open (defect 7)', () => {
  it('replaced: the next action is refused, nothing is overwritten, and "save as new file" keeps everything', async () => {
    const { s, file } = await started();
    await s.act(note('a'));
    await s.act(note('b'));
    await fs.writeFile(file + '.other', 'someone else\'s file');
    await fs.rename(file + '.other', file);
    await expect(s.act(note('c'))).rejects.toThrow(/changed or replaced on disk.*Save this campaign as a new file, or reload/);
    expect(s.view()!.changedOnDisk).toMatch(/replaced/);
    expect(await fs.readFile(file, 'utf8')).toBe('someone else\'s file');
    await expect(s.close()).resolves.toBeUndefined();
    expect(await fs.readFile(file, 'utf8')).toBe('someone else\'s file');
  });

  it('deleted: refused and asked; saving under the same name again keeps every action', async () => {
    const { s, file } = await started();
    await s.act(note('a'));
    await fs.rm(file);
    await expect(s.act(note('b'))).rejects.toThrow(/deleted or moved away/);
    const v = await s.saveAs(file);
    expect(v.changedOnDisk).toBeUndefined();
    await s.act(note('b'));
    await s.close();
    expect((await readCampaignFile(file)).data.entries.map((e) => e.title)).toEqual(['Note: a', 'Note: b']);
  });

  it('reload takes the file on disk; the old journal is set aside with a notice, not lost', async () => {
    const { s, file } = await started();
    await s.act(note('a'));
    const other = await started('other.adc');
    await other.s.close();
    await fs.copyFile(other.file, file);
    await expect(s.act(note('b'))).rejects.toThrow(/replaced/);
    const notices: string[] = [];
    s.onPush((n, p) => n === 'notice' && notices.push((p as { message: string }).message));
    const v = await s.openFile(file);
    expect(v.header.id).toBe(other.s.current?.header.id ?? v.header.id);
    expect(notices.join()).toMatch(/another campaign.*set aside/);
  });
});

describe('a read-only folder (defect 8)', () => {
  it('opens for review with a notice; actions are refused in words naming the folder', async () => {
    const { s, file } = await started();
    await s.act(note('a'));
    await s.close();
    const realOpen = fs.open.bind(fs);
    const ro = () => { throw errno('EROFS'); };
    vi.spyOn(fs, 'open').mockImplementation((async (p: any, flags?: any, mode?: any) => (flags && flags !== 'r' ? ro() : realOpen(p, flags, mode))) as any);
    vi.spyOn(fs, 'mkdir').mockImplementation((async () => ro()) as any);
    vi.spyOn(fs, 'rename').mockImplementation((async () => ro()) as any);
    const notices: string[] = [];
    const s2 = await service(notices);
    const v = await s2.openFile(file);
    expect(v.readOnly).toMatch(new RegExp(`${dir.replace(/[/.-]/g, '\\$&')} is read-only.*review only`));
    expect(v.readOnlyKind).toBe('fault');
    expect(s2.review(1).readOnlyKind).toBe('fault');
    expect(s2.review(1).log).toHaveLength(1);
    await expect(s2.act(note('b'))).rejects.toThrow(/read-only/);
    await s2.close();
  });
});

describe('files and backups (issue 11, item 10; issue 9, item 10)', () => {
  it('restoring a damaged file does not keep the damaged content as a recent copy; 0-entry backups are not offered', async () => {
    const { s, file } = await started('r.adc');
    await s.act(note('a'));
    await s.checkpoint();
    await s.act(note('b'));
    await s.close();
    // The creation save (0 entries) is a backup on disk but is of no use, so it is not offered.
    const { listBackups } = await import('./files');
    const offered = await listBackups(file);
    expect(offered.every((b) => (b.entries ?? 0) > 0)).toBe(true);
    await fs.writeFile(file, '{"header": {"format": "aide-de');
    const s2 = await service();
    await s2.restoreBackup(file, offered[0]!.path);
    await s2.close();
    const dirNames = await fs.readdir(backupDir(file));
    for (const n of dirNames.filter((x) => x.startsWith('rolling-'))) {
      expect(await fs.readFile(path.join(backupDir(file), n), 'utf8')).not.toContain('"format": "aide-de');
    }
    expect(dirNames.filter((x) => x.startsWith('damaged-'))).toHaveLength(1);
  });

  it('temporary files left by an interrupted save are removed when the campaign is next opened', async () => {
    const { s, file } = await started('t.adc');
    await s.close();
    const leftovers = [path.join(dir, `.t.adc.adc-tmp-999-abcd`), path.join(dir, 't.adc.3f2a9c1b')];
    for (const l of leftovers) await fs.writeFile(l, 'half a save');
    await fs.writeFile(path.join(dir, 'unrelated.txt'), 'keep');
    const s2 = await service();
    await s2.openFile(file);
    const names = await fs.readdir(dir);
    for (const l of leftovers) expect(names).not.toContain(path.basename(l));
    expect(names).toContain('unrelated.txt');
    await s2.close();
  });

  it('the Campaigns list marks a broken file with the reason, and says where play had reached', async () => {
    const { dataDirPolicy } = await import('./data-dir-policy');
    const { s, file } = await started('good.adc');
    await s.act(note('a'));
    await s.close();
    await fs.writeFile(path.join(dir, 'broken.adc'), '\u0089PNG\r\n');
    const list = await dataDirPolicy(dir).listFiles();
    expect(list.find((f) => f.name === 'broken.adc')).toMatchObject({ problem: /not an Aide-de-Camp campaign file/ });
    expect(list.find((f) => f.name === path.basename(file))).toMatchObject({ reached: '1804 · Game Turn 1' });
    expect(list.find((f) => f.name === path.basename(file))!.problem).toBeUndefined();
  });
});
