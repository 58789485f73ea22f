// Pack files in the browser: a download through a Blob link, and reading a chosen file. No Node.
import type { DataPack } from '../../../shared/data/tables';
import { downloadText } from '../lib/download';
import { packFileName, readPackText } from './model';

export function downloadJson(fileName: string, value: unknown): void {
  downloadText(fileName, `${JSON.stringify(value, null, 1)}\n`, 'application/json');
}

export function downloadPack(pack: DataPack): string {
  const name = packFileName(pack);
  downloadJson(name, pack);
  return name;
}

/** The parsed JSON of a chosen file, or its problem. */
export async function readPackFile(file: File): Promise<{ ok: true; raw: unknown } | { ok: false; problems: string[] }> {
  if (file.size > 20 * 1024 * 1024) return { ok: false, problems: [`${file.name} is too large to be a data pack (${Math.round(file.size / 1024 / 1024)} MB).`] };
  let text: string;
  try {
    text = await file.text();
  } catch (e) {
    return { ok: false, problems: [`${file.name} could not be read: ${(e as Error).message}`] };
  }
  return readPackText(text);
}
