// `adc odds` on the open-sea example, in-process and through the real launcher; a land and a port
// battle of the same shape; refusals exit 2 naming the field in plain words.
import { execFile } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { run } from '../../../../bin/cli';

const ADC = fileURLToPath(new URL('../../../../bin/adc.mjs', import.meta.url));

/** The example, exactly as spelled there, with a defender filled in. */
export const SEA_EXAMPLE = {
  game: 'imperial-borders',
  kind: 'sea',
  dice: { black: { double: 1, blast: 2, bar: 1, blank: 2 } },
  attacker: {
    stance: 'aggressive',
    medals: ['dominus-maris'],
    ships: [
      { id: 'gb-sol', type: 'ship-of-the-line', elite: true, damage: 0 },
      { id: 'gb-fr', type: 'frigate', elite: false, damage: 0 },
    ],
  },
  defender: {
    stance: 'defensive',
    ships: [
      { id: 'fr-sol', type: 'ship-of-the-line', elite: false, damage: 1 },
      { id: 'fr-fr1', type: 'frigate', elite: false, damage: 0 },
      { id: 'fr-fr2', type: 'frigate', elite: false, damage: 0, cargo: ['cannon'] },
    ],
  },
};

export const LAND_EXAMPLE = {
  game: 'imperial-borders',
  kind: 'land',
  dice: { black: { double: 1, blast: 2, bar: 1, blank: 2 }, white: { red: 1, blue: 2, bar: 1, blank: 2 } },
  attacker: {
    stance: 'aggressive',
    nations: ['prussia', 'austria'],
    units: [
      { id: 'pr-full', nation: 'prussia', type: 'full-infantry' },
      { id: 'pr-half', nation: 'prussia', type: 'half-infantry' },
      { id: 'au-half', nation: 'austria', type: 'half-infantry' },
      { id: 'au-cav', nation: 'austria', type: 'cavalry', zone: 'rear' },
      { id: 'au-cannon', nation: 'austria', type: 'cannon' },
    ],
  },
  defender: {
    stance: 'defensive',
    nations: ['france'],
    fortification: { tier: 'major', damage: 0 },
    units: [
      { id: 'fr-full', type: 'full-infantry' },
      { id: 'fr-cav', type: 'cavalry', zone: 'front' },
    ],
  },
  policy: { stances: { defender: ['defensive', 'defensive', 'aggressive'] } },
};

async function inProcess(args: string[], input = ''): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await run(args, { out: (t) => void (stdout += `${t}\n`), err: (t) => void (stderr += `${t}\n`), readStdin: async () => input });
  return { code, stdout, stderr };
}

describe('adc odds: Imperial Borders', () => {
  it('the issue’s open-sea example: the four outcomes sum to 1, survivors per Ship, the dice warning', async () => {
    const r = await inProcess(['odds', '-', '--compact'], JSON.stringify(SEA_EXAMPLE));
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.game).toBe('imperial-borders');
    expect(out.attackerVictory + out.defenderVictory + out.mutualDefeat + out.contested).toBeCloseTo(1, 12);
    expect(out.mutualDefeat).toBeGreaterThan(0);
    expect(out.attacker.ships.map((s: { id: string }) => s.id)).toEqual(['gb-sol', 'gb-fr']);
    for (const s of [...out.attacker.ships, ...out.defender.ships]) expect(s.afloat + s.outOfAction + s.sunk).toBeCloseTo(1, 12);
    // Ship of the Line 2 + Elite bonus doubled by DOMINUS MARIS 2 + Frigate 1.
    expect(out.attacker.dice).toMatchObject({ black: 5, white: 0 });
    expect(out.defender.dice).toMatchObject({ black: 3 }); // the damaged Ship of the Line rolls 1
    expect(out.policy).toEqual({ stances: { attacker: ['aggressive', 'aggressive', 'aggressive'], defender: ['defensive', 'defensive', 'defensive'] }, zones: { attacker: 'sea-first', defender: 'sea-first' }, stop: 'never' });
    expect(out.warnings[0]).toMatch(/does not print the faces/);
    const confirmed = await inProcess(['odds', '-', '--compact'], JSON.stringify({ ...SEA_EXAMPLE, dice: { ...SEA_EXAMPLE.dice, confirmed: true } }));
    expect(JSON.parse(confirmed.stdout).warnings).toEqual([]);
  });

  it('through the launcher from a file', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'adc-ib-'));
    const file = path.join(dir, 'sea.json');
    await fs.writeFile(file, JSON.stringify(SEA_EXAMPLE));
    const out = await new Promise<{ code: number; stdout: string }>((resolve) => {
      execFile(process.execPath, [ADC, 'odds', file, '--compact'], { timeout: 90_000 }, (err, stdout) => resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout }));
    });
    await fs.rm(dir, { recursive: true, force: true });
    expect(out.code).toBe(0);
    expect(JSON.parse(out.stdout).attacker.ships).toHaveLength(2);
  }, 90_000);

  it('land and port battles take the same shape; the stance matrix has the four pairs', async () => {
    const r = await inProcess(['odds', '-', '--compact'], JSON.stringify({ ...LAND_EXAMPLE, stanceMatrix: true }));
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.attackerVictory + out.defenderVictory + out.mutualDefeat + out.contested).toBeCloseTo(1, 12);
    expect(out.capture).toBeCloseTo(out.attackerVictory, 12); // France's Fort took part
    expect(out.attacker.dice.breakdown.map((l: { what: string }) => l.what)).toEqual(['cannons', 'triads']);
    expect(out.stanceMatrix).toHaveLength(4);
    const port = {
      game: 'imperial-borders',
      kind: 'port',
      dice: LAND_EXAMPLE.dice,
      attacker: { stance: 'aggressive', ships: [{ id: 'es-fr', type: 'frigate' }], units: [{ id: 'es-cav', type: 'cavalry' }, { id: 'es-full', type: 'full-infantry' }] },
      defender: { stance: 'defensive', fortification: { tier: 'major' }, ships: [{ id: 'au-fr', type: 'frigate' }] },
    };
    const p = await inProcess(['odds', '-', '--compact'], JSON.stringify(port));
    expect(p.code).toBe(0);
    const po = JSON.parse(p.stdout);
    expect(po.attackerVictory + po.defenderVictory + po.mutualDefeat + po.contested).toBeCloseTo(1, 12);
    // One Land Zone; a Full Infantry hit once stands on as a Half Infantry.
    expect(po.attacker.landUnits.map((u: { zone: string; type: string; start: number }) => [u.zone, u.type, u.start])).toEqual([['land', 'half-infantry', 0], ['land', 'full-infantry', 1], ['land', 'cavalry', 1]]);
  });

  it('exits 2 naming the field: faces that do not add up, an illegal zone, a side with no dice, a missing White die', async () => {
    const cases: [unknown, RegExp][] = [
      [{ ...SEA_EXAMPLE, dice: { black: { double: 0, blast: 0, bar: 0, blank: 0 } } }, /invalid input at dice\.black: the Black die needs at least one face/],
      [{ ...SEA_EXAMPLE, dice: { black: { double: 1, blast: -1, bar: 1, blank: 2 } } }, /invalid input at dice\.black\.blast: must be at least 0/],
      [{ ...LAND_EXAMPLE, attacker: { ...LAND_EXAMPLE.attacker, units: [{ id: 'c', type: 'cannon', zone: 'front' }] } }, /invalid input at attacker\.units\[0\]\.zone: Cannons must always be placed in the Rear Zone/],
      [{ ...SEA_EXAMPLE, defender: { stance: 'defensive', ships: [{ id: 'x', type: 'frigate', damage: 1 }] } }, /invalid input at defender: the defender has no Forces that can roll dice/],
      [{ ...LAND_EXAMPLE, dice: { black: LAND_EXAMPLE.dice.black } }, /invalid input at dice\.white: missing/],
      [{ ...SEA_EXAMPLE, attacker: { ...SEA_EXAMPLE.attacker, stance: 'bold' } }, /invalid input at attacker\.stance: must be one of "aggressive", "defensive"/],
      [{ ...SEA_EXAMPLE, attacker: { ...SEA_EXAMPLE.attacker, ships: [{ id: 'gb-sol', type: 'ship-of-the-line', elite: true, damage: 2 }] } }, /invalid input at attacker\.ships\[0\]\.elite: an Out-of-Action Ship has lost its Elite Pennant/],
      [{ ...SEA_EXAMPLE, colour: 'red' }, /invalid input at \(top\): unknown field "colour"/],
    ];
    for (const [input, msg] of cases) {
      const r = await inProcess(['odds', '-'], JSON.stringify(input));
      expect(r.code, r.stderr).toBe(2);
      expect(r.stderr).toMatch(msg);
    }
  });
});
