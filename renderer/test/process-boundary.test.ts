// The renderer is type-checked without Node types (renderer/tsconfig.json, run by `npm run typecheck`): this
// shows the check failing on a renderer file that reaches for Node, and passing on one that does not.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '..', '..');
const TSC = path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');

/** Type-checks one file under the renderer's settings; the compiler's complaints, or '' when clean. */
function check(source: string): string {
  const dir = mkdtempSync(path.join(ROOT, 'renderer', '.boundary-probe-'));
  try {
    writeFileSync(path.join(dir, 'probe.ts'), source);
    writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({ extends: '../tsconfig.json', include: ['probe.ts'] }));
    try {
      execFileSync(process.execPath, [TSC, '-p', dir], { encoding: 'utf8', stdio: 'pipe' });
      return '';
    } catch (e) {
      return String((e as { stdout?: string }).stdout ?? e);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the renderer process boundary', () => {
  it('refuses Node in renderer code and accepts the DOM', () => {
    const node = check("import { readFileSync } from 'node:fs';\nexport const home = process.env.HOME;\nexport const read = readFileSync;\n");
    expect(node).toMatch(/probe\.ts.*(node:fs|'process')/s);
    expect(check('export const title = (): string => document.title;\n')).toBe('');
  }, 120_000);
});
