// The review screen's exports in main: the printable summary (HTML, or PDF printed by Electron) and the history
// (CSV, JSON), built by the pure shared/review modules. Electron's calls (the save dialog, a hidden window's
// printToPDF) are injected, so all of this runs under plain Node in the tests.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { ExportFormat, ExportResult } from '../../shared/ipc/contract';
import { logCsv, logJson, tracksCsv } from '../../shared/review/csv';
import { reportData, reportDocument } from '../../shared/review/report';
import type { Timeline } from '../../shared/review/timeline';
import { CAMPAIGN_EXT, FileError } from './files';

export interface ExportText {
  fileName: string;
  mime: string;
  /** The text; for the PDF, the HTML document that is printed. */
  text: string;
}

const MIME: Record<ExportFormat, string> = {
  'summary.html': 'text/html;charset=utf-8',
  'summary.pdf': 'application/pdf',
  'tracks.csv': 'text/csv;charset=utf-8',
  'log.csv': 'text/csv;charset=utf-8',
  'log.json': 'application/json;charset=utf-8',
};

/** "austerlitz.adc" + 'tracks.csv' → "austerlitz-tracks.csv". */
export function exportName(campaignFile: string, format: ExportFormat): string {
  const base = path.basename(campaignFile).replace(/\.adc$/i, '') || 'campaign';
  return `${base}-${format}`;
}

export function exportText(t: Timeline<any>, campaignFile: string, format: ExportFormat): ExportText {
  const fileName = exportName(campaignFile, format);
  const mime = MIME[format];
  const name = path.basename(campaignFile);
  switch (format) {
    case 'summary.html':
    case 'summary.pdf':
      return { fileName, mime, text: reportDocument(reportData(t, name)) };
    case 'tracks.csv':
      return { fileName, mime, text: tracksCsv(t) };
    case 'log.csv':
      return { fileName, mime, text: logCsv(t) };
    case 'log.json':
      return { fileName, mime, text: logJson(t) };
  }
}

/** What the desktop host lends the exports: its save dialog and its PDF printer. */
export interface ExportHost {
  /** Where to save (a save dialog); null when the user cancelled. */
  saveTo(suggestedName: string, format: ExportFormat): Promise<string | null>;
  pdf(html: string): Promise<Uint8Array>;
}

/**
 * Without a host (the browser host) the text comes back to download; with one it is saved where the user
 * chooses. The PDF needs the desktop app (a browser prints the HTML page to PDF itself). Returns null when the
 * user cancelled the dialog.
 */
export async function runExport(x: ExportText, format: ExportFormat, host: ExportHost | undefined): Promise<ExportResult | null> {
  if (!host) {
    if (format === 'summary.pdf') throw new FileError('A PDF is made by the desktop app. Here, open Print summary and choose Save as PDF in the print dialog.', '', 'io');
    return { fileName: x.fileName, mime: x.mime, content: x.text };
  }
  const target = await host.saveTo(x.fileName, format);
  if (target === null) return null;
  // An export never replaces a campaign file (a slip in the dialog would lose the campaign).
  if (target.toLowerCase().endsWith(CAMPAIGN_EXT)) throw new FileError(`${path.basename(target)} is a campaign file: save the export under another name.`, target, 'io');
  const body = format === 'summary.pdf' ? await host.pdf(x.text) : x.text;
  try {
    await fs.writeFile(target, body);
  } catch (e) {
    throw new FileError(`Could not save ${path.basename(target)}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}. Nothing was changed.`, target, 'io');
  }
  return { fileName: path.basename(target), mime: x.mime, savedTo: target };
}

/** The part of an Electron BrowserWindow the PDF printer uses. */
export interface PdfWindow {
  loadURL(url: string): Promise<void>;
  webContents: { printToPDF(options: { printBackground: boolean; pageSize: 'A4'; preferCSSPageSize: boolean }): Promise<Uint8Array> };
  destroy(): void;
}

/**
 * Prints an HTML document to PDF in a hidden window made by `makeWindow` (in Electron: a BrowserWindow that
 * is never shown, with JavaScript off; the document's own CSP allows no script either), then closes it.
 */
export function pdfPrinter(makeWindow: () => PdfWindow): (html: string) => Promise<Uint8Array> {
  return async (html) => {
    const w = makeWindow();
    try {
      await w.loadURL(`data:text/html;charset=utf-8;base64,${Buffer.from(html, 'utf8').toString('base64')}`);
      return await w.webContents.printToPDF({ printBackground: true, pageSize: 'A4', preferCSSPageSize: true });
    } finally {
      w.destroy();
    }
  };
}
