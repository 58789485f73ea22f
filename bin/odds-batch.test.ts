// `adc odds --batch`: JSON lines in, JSON lines out, in order; the answers equal one call per battle,
// and a bad line is answered with an error naming it and its field while the others are still answered.
import { execFile } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from './cli';

const ADC = fileURLToPath(new URL('./adc.mjs', import.meta.url));
let dir: string;

async function inProcess(args: string[], input = ''): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await run(args, { out: (t) => void (stdout += `${t}\n`), err: (t) => void (stderr += `${t}\n`), readStdin: async () => input });
  return { code, stdout, stderr };
}

const allianceBattle = (a: number, d: number) => ({
  game: 'alliance',
  location: 'land',
  blocks: [
    { id: 'fr-inf', side: 'attacker', type: 'infantry', firepower: 'C3', strength: a },
    { id: 'au-inf', side: 'defender', type: 'infantry', firepower: 'C2', strength: d },
  ],
});
const imperiumExample = {
  game: 'napoleons-imperium',
  kind: 'land',
  attacker: [{ id: 'fr-inf', type: 'infantry', hitValue: 4, count: 3 }],
  defender: [
    { id: 'au-inf', type: 'infantry', hitValue: 5, count: 1 },
    { id: 'au-cav', type: 'cavalry', hitValue: 6, count: 1 },
    { id: 'au-art', type: 'artillery', hitValue: 6, count: 1 },
  ],
};
const good = [allianceBattle(3, 2), imperiumExample, allianceBattle(4, 4), allianceBattle(1, 3)];

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'adc-batch-'));
});
afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

describe('adc odds --batch', () => {
  it('answers each line exactly as one call per battle, in order', async () => {
    const file = path.join(dir, 'many.jsonl');
    await fs.writeFile(file, good.map((b) => JSON.stringify(b)).join('\n') + '\n');
    const batch = await inProcess(['odds', '--batch', file]);
    expect(batch.code).toBe(0);
    const lines = batch.stdout.trim().split('\n');
    expect(lines).toHaveLength(good.length);
    for (let i = 0; i < good.length; i++) {
      await fs.writeFile(path.join(dir, `one-${i}.json`), JSON.stringify(good[i]));
      const one = await inProcess(['odds', '--compact', path.join(dir, `one-${i}.json`)]);
      expect(one.code).toBe(0);
      expect(lines[i]).toBe(one.stdout.trim());
    }
    // The Imperium line is the rulebook's §8 example.
    expect((JSON.parse(lines[1]!) as { attackerWins: number }).attackerWins).toBeCloseTo(0.237826, 6);
  });

  it('answers a bad line with an error naming the line and its field, and still answers the others', async () => {
    const bad = { ...allianceBattle(3, 2), blocks: [{ ...allianceBattle(3, 2).blocks[0], strength: 9 }, allianceBattle(3, 2).blocks[1]] };
    const text = [JSON.stringify(good[0]), '{not json', '', JSON.stringify(bad), JSON.stringify({ game: 'chess' }), JSON.stringify(good[1])].join('\n');
    const r = await inProcess(['odds', '--batch', '-'], text);
    expect(r.code).toBe(2);
    const out = r.stdout.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    // Five answers: the blank line 3 is skipped.
    expect(out).toHaveLength(5);
    expect(out[0]).toHaveProperty('attackerHolds');
    expect(out[1]).toMatchObject({ line: 2 });
    expect(String(out[1]!['error'])).toContain('standard input line 2 is not valid JSON');
    expect(out[2]).toMatchObject({ line: 4, field: 'blocks[0].strength' });
    expect(out[3]).toMatchObject({ line: 5, field: 'game' });
    expect(String(out[3]!['error'])).toContain('unknown game "chess"');
    expect(out[4]).toHaveProperty('attackerWins');
    expect(r.stderr).toContain('3 of the lines in standard input could not be answered');
  });

  it('works as a subprocess from standard input (start-up paid once)', async () => {
    const text = good.map((b) => JSON.stringify(b)).join('\n');
    const r = await new Promise<{ code: number; stdout: string }>((resolve) => {
      const child = execFile(process.execPath, [ADC, 'odds', '--batch', '-'], { cwd: dir, timeout: 60_000 }, (err, stdout) =>
        resolve({ code: err ? Number((err as { code?: number }).code ?? -1) : 0, stdout: String(stdout) }),
      );
      child.stdin?.end(text);
    });
    expect(r.code).toBe(0);
    const inproc = await inProcess(['odds', '--batch', '-'], text);
    expect(r.stdout).toBe(inproc.stdout);
  });
});
