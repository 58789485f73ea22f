// Start-up of the command line: `adc odds` on a small battle against a bare `node -e 0`, both started
// as fresh processes, alternately, in the same run. Uses the bundle (dist-cli/, `npm run build:cli`).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goalRow, timePair, type BenchRow } from './engine';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function runCliBench(): Promise<BenchRow[]> {
  const bundle = path.join(root, 'dist-cli', 'adc.mjs');
  execFileSync(process.execPath, [path.join(root, 'build', 'build-cli.mjs')], { cwd: root, stdio: 'ignore' });
  if (!existsSync(bundle)) throw new Error('build/build-cli.mjs made no dist-cli/adc.mjs');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'adc-bench-cli-'));
  try {
    const file = path.join(dir, 'battle.json');
    writeFileSync(
      file,
      JSON.stringify({
        game: 'alliance',
        location: 'land',
        blocks: [
          { id: 'fr', side: 'attacker', type: 'infantry', firepower: 'C3', strength: 2 },
          { id: 'au', side: 'defender', type: 'infantry', firepower: 'C2', strength: 2 },
        ],
      }),
    );
    const launcher = path.join(root, 'bin', 'adc.mjs');
    const t = await timePair(
      () => execFileSync(process.execPath, [launcher, 'odds', file, '--compact'], { stdio: 'ignore' }),
      () => execFileSync(process.execPath, ['-e', '0'], { stdio: 'ignore' }),
      15,
      { warmup: 2 },
    );
    return [goalRow('adc odds start-up (small battle) vs node -e 0', t.a, t.b, { max: 3 }, 'bundled CLI through bin/adc.mjs; ratio = adc / bare node')];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
