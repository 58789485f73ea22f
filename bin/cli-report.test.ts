// `adc campaign report` and `adc campaign export`, run as subprocesses on the scripted campaign: the files they
// write are the reviewed fixtures (shared/review/fixtures), the app's own summary and exports.
import { execFile } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveCampaignFile } from '../electron/services/files';
import { fixtureText, reportCampaignFile } from '../shared/test/report-campaign';

const ADC = fileURLToPath(new URL('./adc.mjs', import.meta.url));
const FIXTURES = fileURLToPath(new URL('../shared/review/fixtures/', import.meta.url));

function adc(cwd: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = execFile(process.execPath, [ADC, ...args], { cwd, timeout: 120_000 }, (err, stdout, stderr) => {
      const code = err ? (typeof (err as { code?: unknown }).code === 'number' ? (err as { code: number }).code : -1) : 0;
      resolve({ code, stdout: String(stdout), stderr: String(stderr) });
    });
    child.stdin?.end('');
  });
}

let dir: string;
let file: string;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'adc-report-'));
  file = path.join(dir, 'ulm.adc');
  await saveCampaignFile(file, reportCampaignFile(), '1804');
});
afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

const fixture = async (name: string) => fixtureText(await fs.readFile(path.join(FIXTURES, name), 'utf8'));

describe('adc campaign report / export', () => {
  it('writes the summary and every export, each the reviewed file, and leaves the campaign untouched', async () => {
    const before = await fs.readFile(file, 'utf8');
    const [report, tracks, log, json, toStdout] = await Promise.all([
      adc(dir, ['campaign', 'report', 'ulm.adc', '--out', 'summary.html']),
      adc(dir, ['campaign', 'export', 'ulm.adc', '--csv', 'tracks', '--out', 'tracks.csv']),
      adc(dir, ['campaign', 'export', 'ulm.adc', '--csv', 'log', '-o', 'log.csv']),
      adc(dir, ['campaign', 'export', 'ulm.adc', '--json', '--out', 'log.json']),
      adc(dir, ['campaign', 'export', 'ulm.adc', '--csv', 'tracks']),
    ]);
    for (const r of [report, tracks, log, json, toStdout]) expect(r.stderr).toBe('');
    expect([report.code, tracks.code, log.code, json.code, toStdout.code]).toEqual([0, 0, 0, 0, 0]);
    expect(report.stdout.trim()).toBe(path.join(dir, 'summary.html'));
    expect(await fs.readFile(path.join(dir, 'summary.html'), 'utf8')).toBe(await fixture('summary.html'));
    expect(await fs.readFile(path.join(dir, 'tracks.csv'), 'utf8')).toBe(await fixture('tracks.csv'));
    expect(await fs.readFile(path.join(dir, 'log.csv'), 'utf8')).toBe(await fixture('log.csv'));
    expect(await fs.readFile(path.join(dir, 'log.json'), 'utf8')).toBe(await fixture('log.json'));
    expect(toStdout.stdout).toBe(await fixture('tracks.csv'));
    expect(await fs.readFile(file, 'utf8')).toBe(before);
  });

  it('refuses what it cannot do, in words, with the usage exit code', async () => {
    const [noKind, badKind, onto, missing, both] = await Promise.all([
      adc(dir, ['campaign', 'export', 'ulm.adc']),
      adc(dir, ['campaign', 'export', 'ulm.adc', '--csv', 'battles']),
      adc(dir, ['campaign', 'report', 'ulm.adc', '--out', 'other.adc']),
      adc(dir, ['campaign', 'report', 'nowhere.adc']),
      adc(dir, ['campaign', 'export', 'ulm.adc', '--csv', 'log', '--json']),
    ]);
    expect(noKind).toMatchObject({ code: 2 });
    expect(noKind.stderr).toMatch(/what to export\? --csv tracks, --csv log or --json/);
    expect(badKind.stderr).toMatch(/--csv takes tracks or log, not "battles"/);
    expect(badKind.code).toBe(2);
    expect(onto.stderr).toMatch(/never written onto a campaign file/);
    expect(onto.code).toBe(2);
    await expect(fs.stat(path.join(dir, 'other.adc'))).rejects.toThrow();
    expect(missing.code).toBe(2);
    expect(both.code).toBe(2);
  });
});
