// `adc odds` on Le Grand Empire battles, run in-process through the CLI's own entry point.
import { describe, expect, it } from 'vitest';
import { run } from '../../../../bin/cli';
import { ISSUE_EXAMPLE_INPUT, LAND_EXAMPLE, TEST_TABLES } from './test/fixtures';

async function adc(args: string[], input = ''): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await run(args, { out: (t) => void (stdout += `${t}\n`), err: (t) => void (stderr += `${t}\n`), readStdin: async () => input });
  return { code, stdout, stderr };
}

describe('adc odds, Le Grand Empire', () => {
  it('answers the issue’s naval example with every field it names', async () => {
    const r = await adc(['odds', '-', '--compact'], JSON.stringify(ISSUE_EXAMPLE_INPUT));
    expect(r.code, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out).toMatchObject({ game: 'le-grand-empire', kind: 'naval' });
    for (const k of ['attackerWins', 'defenderWins', 'draw', 'capture']) expect(typeof out[k]).toBe('number');
    expect(out.attackerWins + out.defenderWins + out.draw).toBeCloseTo(1, 12);
    expect(out.attackerWins).toBeCloseTo(0.97622359897946, 10);
    expect(out.capture).toBeCloseTo(0.74955732274921, 10);
    expect(out.expectedLosses.attacker).toBeCloseTo(1.20788953242497, 10);
    expect(out.expectedLosses.defender).toBeCloseTo(4.48344283242987, 10);
  });
  it('exits 2 naming the field on bad input', async () => {
    const r = await adc(['odds', '-'], JSON.stringify({ ...ISSUE_EXAMPLE_INPUT, defender: { fleets: [{ id: 'fr', points: -1, bonus: 0 }] } }));
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/invalid input at defender\.fleets\[0\]\.points: fleet points is at least 0/);
  });
  it('answers a land battle, and names a missing table with the manual mode', async () => {
    const ok = await adc(['odds', '-', '--compact'], JSON.stringify(LAND_EXAMPLE));
    expect(ok.code, ok.stderr).toBe(0);
    const out = JSON.parse(ok.stdout);
    expect(out).toMatchObject({ game: 'le-grand-empire', kind: 'land' });
    expect(out.attackerWins + out.defenderWins + out.tie).toBeCloseTo(1, 12);
    const bad = await adc(['odds', '-'], JSON.stringify({ ...LAND_EXAMPLE, tables: { ...TEST_TABLES, crt: { minor: TEST_TABLES.crt.minor } } }));
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/invalid input at tables\.crt\.major: Fill in the table "Combat results: major battle" first .*manual mode/);
  });
});
