// `adc odds` on the issue's example (the Rulebook's battle of 13.4.2), in-process and through the real
// launcher, and the refusals exiting 2 with the field named.
import { execFile } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { run } from '../../../../bin/cli';
import { ISSUE_EXAMPLE, clone } from './test/fixtures';

const ADC = fileURLToPath(new URL('../../../../bin/adc.mjs', import.meta.url));

async function inProcess(args: string[], input = ''): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await run(args, { out: (t) => void (stdout += `${t}\n`), err: (t) => void (stderr += `${t}\n`), readStdin: async () => input });
  return { code, stdout, stderr };
}

describe('adc odds: Congress of Vienna', () => {
  it('the issue’s example: French +12 and Allied +19 before the dice, exact odds summing to 1', async () => {
    const r = await inProcess(['odds', '-', '--compact'], JSON.stringify(ISSUE_EXAMPLE));
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.game).toBe('congress-of-vienna');
    expect(out.drm.french.total).toBe(12);
    expect(out.drm.allied.total).toBe(19);
    expect(out.drm.allied.lines[0]).toEqual({ code: 'a', label: 'Units at the start of the battle: 5 BR + 2 SP + 1 PT', value: 8 });
    expect(out.frenchWins + out.alliedWins + out.draw).toBeCloseTo(1, 12);
    expect(out.exact.frenchWins).toBe('5/23328');
    expect(out.losses.french.distribution).toHaveLength(8);
    expect(out.majorBattle.eligible).toBe(true);
  });

  it('OHR 15.5: the pair’s DRM lines and the 7 × 7 matrix of odds per pair; an unknown chit exits 2 naming the field', async () => {
    const matrix = Array.from({ length: 7 }, (_, f) => Array.from({ length: 7 }, (_, a) => (f === a ? { result: 'no-battle' } : { french: f - a })));
    const r = await inProcess(['odds', '-', '--compact'], JSON.stringify({ ...ISSUE_EXAMPLE, tactics: { matrix, french: 3, allied: 1 } }));
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.drm.french.total).toBe(12 + 2);
    expect(out.tactics.chosen).toEqual({ french: 'French chit 3', allied: 'Allied chit 1' });
    expect(out.tactics.matrix[4][4]).toMatchObject({ result: 'no-battle', frenchWins: 0, alliedWins: 0, draw: 1 });
    expect(out.tactics.matrix[2][0].frenchWins).toBe(out.frenchWins);
    const bad = await inProcess(['odds', '-'], JSON.stringify({ ...ISSUE_EXAMPLE, tactics: { matrix, french: 9 } }));
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/tactics\.french/);
  });

  it('through the launcher from a file', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'adc-cov-'));
    const file = path.join(dir, 'leon.json');
    await fs.writeFile(file, JSON.stringify(ISSUE_EXAMPLE));
    const out = await new Promise<{ code: number; stdout: string }>((resolve) => {
      execFile(process.execPath, [ADC, 'odds', file, '--compact'], { timeout: 60_000 }, (err, stdout) => resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout }));
    });
    await fs.rm(dir, { recursive: true, force: true });
    expect(out.code).toBe(0);
    expect(JSON.parse(out.stdout).drm.allied.total).toBe(19);
  }, 60_000);

  it('exits 2 naming the field: an Army over its box limit, a missing track', async () => {
    const over = clone(ISSUE_EXAMPLE);
    over.allied.units.BR = 9;
    const a = await inProcess(['odds', '-'], JSON.stringify(over));
    expect(a.code).toBe(2);
    expect(a.stderr).toMatch(/invalid input at allied\.units: the Army of Portugal holds at most 10 units/);
    const { lossTrack, ...noTrack } = clone(ISSUE_EXAMPLE);
    void lossTrack;
    const b = await inProcess(['odds', '-'], JSON.stringify(noTrack));
    expect(b.code).toBe(2);
    expect(b.stderr).toMatch(/invalid input at lossTrack: Fill in the table "Battle DRM Track: losses inflicted"/);
  });
});

describe('the registry’s odds entry', () => {
  it('loads through the registry; the battle job reads the Battle DRM Track from the campaign’s pack', async () => {
    const { loadOdds } = await import('../../registry');
    const { CONGRESS_OF_VIENNA_DATA } = await import('../tables');
    const { setCell, templatePack } = await import('../../../data/tables');
    const odds = (await loadOdds('congress-of-vienna'))!;
    const { lossTrack, ...noTrack } = clone(ISSUE_EXAMPLE);
    let pack = templatePack(CONGRESS_OF_VIENNA_DATA);
    for (let t = -10; t <= 40; t++) {
      const read = (row: number[][]) => row.filter(([m]) => t >= m!).at(-1)?.[1] ?? 0;
      pack = setCell(CONGRESS_OF_VIENNA_DATA, pack, 'battle-drm-track', String(t), 'frLoss', read(lossTrack.french));
      pack = setCell(CONGRESS_OF_VIENNA_DATA, pack, 'battle-drm-track', String(t), 'alliedLoss', read(lossTrack.allied));
    }
    const job = odds.jobs.battle!;
    const fromPack = job.run(job.schema.parse({ input: noTrack, pack })) as { alliedWins: number; lossTrackSource: string };
    expect(fromPack.lossTrackSource).toBe('pack');
    expect(fromPack.alliedWins).toBeCloseTo((odds.compute(ISSUE_EXAMPLE) as { alliedWins: number }).alliedWins, 15);
    expect(() => odds.compute(noTrack)).toThrow(/Battle DRM Track/);
    let err: unknown;
    try {
      odds.compute({ ...clone(ISSUE_EXAMPLE), front: 'Z' });
    } catch (e) {
      err = e;
    }
    expect(odds.isInputError(err)).toBe(true);
  });
});
