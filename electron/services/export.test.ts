// The review screen's exports through the handler table, as both hosts run them: the browser host gets the text
// to download; the desktop app saves where its dialog says, and prints the summary to PDF in a hidden window
// (Electron's window and printToPDF are fakes here, recording what they were given).
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureText, reportCampaignFile } from '../../shared/test/report-campaign';
import { CampaignService } from './campaign-service';
import { dataDirPolicy } from './data-dir-policy';
import { pdfPrinter, type ExportHost, type PdfWindow } from './export';
import { saveCampaignFile } from './files';
import { createHandlers, dispatch } from './handlers';
import { PackLibrary } from './packs';
import { SettingsStore } from './settings';

const FIXTURES = path.join(path.dirname(new URL(import.meta.url).pathname), '../../shared/review/fixtures');
const fixture = async (n: string) => fixtureText(await fs.readFile(path.join(FIXTURES, n), 'utf8'));

let dir: string;
let service: CampaignService;
let browser: (n: string, i: unknown) => Promise<any>;
let desktop: (n: string, i: unknown) => Promise<any>;
const asked: string[] = [];
let answer: string | null = null;
const windows: Array<{ url: string; destroyed: boolean; printed: unknown }> = [];
let printFails = false;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'adc-export-'));
  const data = path.join(dir, 'data');
  await fs.mkdir(data);
  await saveCampaignFile(path.join(data, 'ulm.adc'), reportCampaignFile(), '1804');
  const settings = await SettingsStore.load(dir);
  service = new CampaignService({ appVersion: 't', settings });
  const info = { name: 'x', version: 't', host: 'browser' as const, dataDir: data };
  const packs = new PackLibrary(path.join(dir, 'packs'));
  const makeWindow = (): PdfWindow => {
    const rec = { url: '', destroyed: false, printed: null as unknown };
    windows.push(rec);
    return {
      loadURL: async (u) => void (rec.url = u),
      webContents: {
        printToPDF: async (o) => {
          rec.printed = o;
          if (printFails) throw new Error('printer on fire');
          return new TextEncoder().encode('%PDF-1.7 fake');
        },
      },
      destroy: () => void (rec.destroyed = true),
    };
  };
  const host: ExportHost = {
    saveTo: async (suggested) => {
      asked.push(suggested);
      return answer;
    },
    pdf: pdfPrinter(makeWindow),
  };
  const hb = createHandlers(service, dataDirPolicy(data), settings, info, packs);
  const hd = createHandlers(service, dataDirPolicy(data), settings, { ...info, host: 'electron' }, packs, host);
  browser = (n, i) => dispatch(hb, n, i);
  desktop = (n, i) => dispatch(hd, n, i);
  expect(await browser('campaign.openReview', { path: 'ulm.adc' })).toMatchObject({ ok: true });
});
afterAll(async () => {
  await service.close();
  await fs.rm(dir, { recursive: true, force: true });
});

describe('exports from the review screen', () => {
  it('browser host: each export is the reviewed text, named after the campaign, to download', async () => {
    const cases = [
      ['summary.html', 'ulm-summary.html', 'text/html;charset=utf-8'],
      ['tracks.csv', 'ulm-tracks.csv', 'text/csv;charset=utf-8'],
      ['log.csv', 'ulm-log.csv', 'text/csv;charset=utf-8'],
      ['log.json', 'ulm-log.json', 'application/json;charset=utf-8'],
    ] as const;
    for (const [format, fileName, mime] of cases) {
      const r = await browser('review.export', { format });
      expect(r).toMatchObject({ ok: true, value: { fileName, mime } });
      expect(r.value.content).toBe(await fixture(format === 'summary.html' ? 'summary.html' : format));
    }
    const pdf = await browser('review.export', { format: 'summary.pdf' });
    expect(pdf).toMatchObject({ ok: false, error: { kind: 'file', message: /Save as PDF in the print dialog/ } });
    expect(await browser('review.export', { format: 'summary.docx' })).toMatchObject({ ok: false, error: { kind: 'invalid' } });
    // The print page's fragment is the document's body.
    const body = await browser('review.report', {});
    expect(body.ok).toBe(true);
    expect(await fixture('summary.html')).toContain(body.value.html);
    expect(body.value.html.startsWith('<article class="rp">')).toBe(true);
  });

  it('desktop: saves where the dialog says, prints the PDF in a window it then closes, and takes a cancel as nothing done', async () => {
    answer = path.join(dir, 'out.csv');
    expect(await desktop('review.export', { format: 'tracks.csv' })).toMatchObject({ ok: true, value: { savedTo: answer, fileName: 'out.csv' } });
    expect(asked.at(-1)).toBe('ulm-tracks.csv');
    expect(await fs.readFile(answer, 'utf8')).toBe(await fixture('tracks.csv'));

    answer = path.join(dir, 'summary.pdf');
    expect(await desktop('review.export', { format: 'summary.pdf' })).toMatchObject({ ok: true, value: { savedTo: answer, mime: 'application/pdf' } });
    expect(await fs.readFile(answer, 'utf8')).toBe('%PDF-1.7 fake');
    const w = windows.at(-1)!;
    expect(w.destroyed).toBe(true);
    expect(w.printed).toMatchObject({ printBackground: true, pageSize: 'A4' });
    expect(w.url.startsWith('data:text/html;charset=utf-8;base64,')).toBe(true);
    expect(Buffer.from(w.url.split(',')[1]!, 'base64').toString('utf8')).toBe(await fixture('summary.html'));

    // A failed print closes its window too and says so; nothing is written.
    printFails = true;
    answer = path.join(dir, 'failed.pdf');
    expect(await desktop('review.export', { format: 'summary.pdf' })).toMatchObject({ ok: false, error: { message: /printer on fire/ } });
    expect(windows.at(-1)!.destroyed).toBe(true);
    await expect(fs.stat(answer)).rejects.toThrow();
    printFails = false;

    answer = null;
    expect(await desktop('review.export', { format: 'log.json' })).toEqual({ ok: true, value: null });
    answer = path.join(dir, 'data', 'ulm.adc');
    const before = await fs.readFile(answer, 'utf8');
    expect(await desktop('review.export', { format: 'log.csv' })).toMatchObject({ ok: false, error: { kind: 'file', message: /is a campaign file/ } });
    expect(await fs.readFile(answer, 'utf8')).toBe(before);
  });
});
