// `adc odds` on Le Grand Empire battles, run in-process through the CLI's own entry point.
import { describe, expect, it } from 'vitest';
import { run } from '../../../../bin/cli';
import { ISSUE_EXAMPLE_INPUT, LAND_EXAMPLE, SIEGE_EXAMPLE, TEST_TABLES } from './test/fixtures';

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
  it('a land battle with the attacker’s heavy cavalry charging (§8.2.1): the charge on the table in the odds, a side with no heavy cavalry refused', async () => {
    const table = { dice: '1D6', rows: [{ roll: 1, drm: -1, cavalryStepsLost: 1, leader: 'wound-check' }, { roll: 4, drm: 2, cavalryStepsLost: 0, leader: 'none' }] };
    const input = { ...LAND_EXAMPLE, policy: { rounds: 1 }, tables: { ...TEST_TABLES, heavyCavalry: table }, attacker: { ...LAND_EXAMPLE.attacker, charge: [true, false] } };
    const run1 = async (x: unknown) => JSON.parse((await adc(['odds', '-', '--compact'], JSON.stringify(x))).stdout);
    const out = await run1(input);
    const none = await run1({ ...input, attacker: { ...input.attacker, charge: false } });
    expect(out.tables['heavy-cavalry']).toBe('input');
    // Half the time +2 (rolls 4-6), half −1 with a step lost: the round-1 odds are the two rows' average.
    const row = async (r: (typeof table.rows)[number]) => (await run1({ ...input, tables: { ...input.tables, heavyCavalry: { dice: '1D6', rows: [{ ...r, roll: 1 }] } } })).round1.attackerWins;
    expect(out.round1.attackerWins).toBeCloseTo(((await row(table.rows[0]!)) + (await row(table.rows[1]!))) / 2, 12);
    expect(out.round1.attackerWins).not.toBeCloseTo(none.round1.attackerWins, 6);
    const bad = await adc(['odds', '-'], JSON.stringify({ ...input, defender: { ...input.defender, charge: true } }));
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/defender\.charge: the defender has no heavy \(Cr\) or Guard cavalry, so it cannot charge \(§8\.2\.1\)/);
    const noTable = await adc(['odds', '-'], JSON.stringify({ ...input, tables: TEST_TABLES }));
    expect(noTable.code).toBe(2);
    expect(noTable.stderr).toMatch(/tables\.heavyCavalry: Fill in the table "Heavy cavalry charge" first .*manual mode/);
  });
  it('answers a siege attempt with the odds of the Assault and the Breach, and names a bad field or a missing table', async () => {
    const ok = await adc(['odds', '-', '--compact'], JSON.stringify(SIEGE_EXAMPLE));
    expect(ok.code, ok.stderr).toBe(0);
    const out = JSON.parse(ok.stdout);
    expect(out).toMatchObject({ game: 'le-grand-empire', kind: 'siege', level: 2, strength: 2, drm: 1 });
    // 2D6 + 1 (engineers) on the level-2 column of the test table: assault from 8, breach from 12.
    let assault = 0;
    let breach = 0;
    for (let a = 1; a <= 6; a++)
      for (let b = 1; b <= 6; b++) {
        const t = a + b + 1;
        if (t >= 12) breach++;
        else if (t >= 8) assault++;
      }
    expect(out.attempt.assault).toBeCloseTo(assault / 36, 12);
    expect(out.attempt.breach).toBeCloseTo(breach / 36, 12);
    expect(out.attempt.nothing + out.attempt.assault + out.attempt.breach + out.attempt.surrender).toBeCloseTo(1, 12);
    expect(out.breach.falls).toBeCloseTo(1, 12); // a breach takes the besieged whatever the round
    expect(out.falls).toBeCloseTo(out.attempt.surrender + out.attempt.assault * out.assault.falls + out.attempt.breach * out.breach.falls, 12);
    const badLevel = await adc(['odds', '-'], JSON.stringify({ ...SIEGE_EXAMPLE, fortress: { name: 'Badajoz', level: 4 } }));
    expect(badLevel.code).toBe(2);
    expect(badLevel.stderr).toMatch(/invalid input at fortress\.level: the printed fortress level is at most 3/);
    const badInside = await adc(['odds', '-'], JSON.stringify({ ...SIEGE_EXAMPLE, inside: { units: [{ id: 'x', type: 'detachment', steps: 2, morale: 2 }] } }));
    expect(badInside.code).toBe(2);
    expect(badInside.stderr).toMatch(/invalid input at inside\.units\[0\]\.steps: a detachment has 1 step/);
    const badResult = await adc(['odds', '-'], JSON.stringify({ ...SIEGE_EXAMPLE, tables: { ...SIEGE_EXAMPLE.tables, siege: { dice: '2D6', rows: [{ roll: 2, results: ['nothing', 'boom', 'nothing'] }] } } }));
    expect(badResult.code).toBe(2);
    expect(badResult.stderr).toMatch(/invalid input at tables\.siege\.rows\[0\]\.results\[1\]: a siege result is nothing, assault, breach or surrender/);
    const { siege: _s, ...noSiegeTable } = SIEGE_EXAMPLE.tables;
    const missing = await adc(['odds', '-'], JSON.stringify({ ...SIEGE_EXAMPLE, tables: noSiegeTable }));
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/Siege attempts.*manual mode/);
  });
});
