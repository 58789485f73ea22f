// The bundled CLI (build/build-cli.mjs) answers exactly as the TypeScript, and the launcher runs a
// bundle only while it is newer than every source it was built from.
import { execFile } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshBundle } from './fresh-bundle.mjs';
import { run } from './cli';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
let dir: string;

function node(args: string[], cwd: string, input = ''): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = execFile(process.execPath, args, { cwd, timeout: 60_000 }, (err, stdout, stderr) => {
      const code = err ? (typeof (err as { code?: unknown }).code === 'number' ? (err as { code: number }).code : -1) : 0;
      resolve({ code, stdout: String(stdout), stderr: String(stderr) });
    });
    child.stdin?.end(input);
  });
}

async function inProcess(args: string[], input = ''): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await run(args, { out: (t) => void (stdout += `${t}\n`), err: (t) => void (stderr += `${t}\n`), readStdin: async () => input });
  return { code, stdout, stderr };
}

const BATTLE = JSON.stringify({
  game: 'alliance',
  location: 'land',
  blocks: [
    { id: 'fr-inf', side: 'attacker', type: 'infantry', firepower: 'C3', strength: 3 },
    { id: 'au-inf', side: 'defender', type: 'infantry', firepower: 'C2', strength: 3 },
  ],
});

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'adc-bundle-'));
  const built = await node([path.join(ROOT, 'build', 'build-cli.mjs'), '--outdir', path.join(dir, 'out')], ROOT);
  expect(built.code, built.stderr).toBe(0);
}, 120_000);
afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

describe('the bundled adc', () => {
  it('computes the same odds as the TypeScript, and refuses bad input the same way', async () => {
    await fs.writeFile(path.join(dir, 'battle.json'), BATTLE);
    await fs.writeFile(path.join(dir, 'bad.json'), JSON.stringify({ game: 'alliance', location: 'moon', blocks: [] }));
    const bundle = path.join(dir, 'out', 'adc.mjs');
    for (const args of [['odds', 'battle.json', '--compact'], ['odds', 'bad.json'], ['odds', '-']]) {
      const [a, b] = await Promise.all([node([bundle, ...args], dir, BATTLE), inProcess(args.map((x) => (x.endsWith('.json') ? path.join(dir, x) : x)), BATTLE)]);
      expect(a.code).toBe(b.code);
      expect(a.stdout.trim()).toBe(b.stdout.trim());
      expect(a.stderr.replaceAll(dir + path.sep, '')).toBe(b.stderr.replaceAll(dir + path.sep, ''));
    }
  });

  it('is run only while newer than every source it lists', async () => {
    const root = path.join(dir, 'repo');
    const out = path.join(root, 'dist-cli');
    await fs.mkdir(path.join(root, 'src'), { recursive: true });
    await fs.mkdir(out, { recursive: true });
    await fs.writeFile(path.join(root, 'src', 'a.ts'), '');
    await fs.writeFile(path.join(out, 'adc.mjs'), '');
    await fs.writeFile(path.join(out, 'adc.inputs.json'), JSON.stringify(['src/a.ts']));
    const rootUrl = pathToFileURL(root + path.sep);
    const outUrl = pathToFileURL(out + path.sep);
    const t = Date.now() / 1000;
    await fs.utimes(path.join(root, 'src', 'a.ts'), t - 100, t - 100);
    await fs.utimes(path.join(out, 'adc.mjs'), t - 50, t - 50);
    expect(freshBundle(rootUrl, outUrl)).toBe(true);
    // A source edited after the build: the launcher falls back to the TypeScript.
    await fs.utimes(path.join(root, 'src', 'a.ts'), t, t);
    expect(freshBundle(rootUrl, outUrl)).toBe(false);
    // A source that no longer exists, or no list at all: stale too.
    await fs.writeFile(path.join(out, 'adc.inputs.json'), JSON.stringify(['src/gone.ts']));
    expect(freshBundle(rootUrl, outUrl)).toBe(false);
    await fs.rm(path.join(out, 'adc.inputs.json'));
    expect(freshBundle(rootUrl, outUrl)).toBe(false);
  });
});
