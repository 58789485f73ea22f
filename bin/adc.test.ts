// The `adc` command line, run as a subprocess (`node bin/adc.mjs ...`) in a temporary folder.
// Independent runs are started together: each subprocess takes about half a second to start.
import { execFile } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendJournal, readCampaignFile, saveCampaignFile } from '../electron/services/files';
import { serializeCampaign } from '../shared/engine/schemas';
import { alliance } from '../shared/games/alliance/module';
import { buildAllianceCampaign } from './bench-builder';
import { run } from './cli';

const ADC = fileURLToPath(new URL('./adc.mjs', import.meta.url));

interface Ran {
  code: number;
  stdout: string;
  stderr: string;
}

function adc(cwd: string, args: string[], input?: string): Promise<Ran> {
  return new Promise((resolve) => {
    const child = execFile(process.execPath, [ADC, ...args], { cwd, timeout: 120_000 }, (err, stdout, stderr) => {
      const code = err ? (typeof (err as { code?: unknown }).code === 'number' ? ((err as { code: number }).code) : -1) : 0;
      resolve({ code, stdout: String(stdout), stderr: String(stderr) });
    });
    child.stdin?.end(input ?? '');
  });
}

/** The same commands in-process (no subprocess start): for usage and refusal checks. */
async function inProcess(args: string[], input = ''): Promise<Ran> {
  let stdout = '';
  let stderr = '';
  const code = await run(args, { out: (t) => void (stdout += `${t}\n`), err: (t) => void (stderr += `${t}\n`), readStdin: async () => input });
  return { code, stdout, stderr };
}

let dir: string;
const at = (name: string) => path.join(dir, name);

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'adc-cli-'));
});
afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

const BATTLE = {
  game: 'alliance',
  location: 'land',
  blocks: [
    { id: 'fr-inf', side: 'attacker', type: 'infantry', firepower: 'C3', strength: 3 },
    { id: 'fr-cav', side: 'attacker', type: 'cavalry', firepower: 'B2', strength: 2 },
    { id: 'au-inf', side: 'defender', type: 'infantry', firepower: 'C2', strength: 3 },
  ],
};

describe('adc campaign', () => {
  it('new → validate → summary round trip', async () => {
    const made = await adc(dir, ['campaign', 'new', 'Alliance', '--scenario', '1804-07', '--players', 'Ann:france, Bo:BRITAIN', '--title', 'Austerlitz night', '--seed', '42', '--rule', 'talleyrand=initiating', '--out', 'rt.adc']);
    expect(made.stderr).toBe('');
    expect(made.code).toBe(0);
    expect(made.stdout.trim()).toBe(at('rt.adc'));

    // The app's own reader opens it, with the header the CLI was asked for.
    const opened = await readCampaignFile(at('rt.adc'));
    expect(opened.data.header).toMatchObject({ game: 'alliance', scenario: '1804-07', title: 'Austerlitz night', seed: 42 });
    expect(opened.data.header.players).toEqual([{ name: 'Ann', powers: ['france'] }, { name: 'Bo', powers: ['britain'] }]);
    // Completed like the app's New Campaign: every rule setting and the rulebook data pack.
    expect(opened.data.header.settings.rules).toMatchObject({ talleyrand: 'initiating', defeatChecks: 'before-winter' });
    expect(opened.data.header.settings.dataPack).toMatchObject({ game: 'alliance' });

    const [valid, summary, json, again] = await Promise.all([
      adc(dir, ['campaign', 'validate', 'rt.adc']),
      adc(dir, ['campaign', 'summary', 'rt.adc']),
      adc(dir, ['campaign', 'summary', 'rt.adc', '--json']),
      inProcess(['campaign', 'new', 'alliance', '--out', at('rt.adc')]),
    ]);
    expect(valid.code).toBe(0);
    expect(valid.stdout.trim()).toBe(`OK ${at('rt.adc')}: 0 entries, Alliance (alliance), scenario 1804-07: Austerlitz [1804-07]`);

    expect(summary.code).toBe(0);
    expect(summary.stdout).toContain('Austerlitz night');
    expect(summary.stdout).toContain('1804 · Game Turn 1');
    expect(summary.stdout).toContain('Deal and discard');
    // France: homeland 5 + half of allied Spain's 4 cities [3.4]; Britain's homeland is on the map, not entered yet.
    expect(summary.stdout).toMatch(/France\s+Player \(Ann\) · Gold 14, VP 7, Cards in hand 5/);
    expect(summary.stdout).toMatch(/Britain\s+Player \(\w+\) · Gold 10, VP not entered/);
    expect(summary.stdout).toMatch(/Britain: Victory Points not entered: the homeland Victory Cities of Britain/);
    expect(summary.stdout).toContain('Winter Gold income');
    expect(summary.stdout).toMatch(/Rules: .*Talleyrand.*only when its player initiates/);

    expect(json.code).toBe(0);
    const s = JSON.parse(json.stdout);
    expect(s).toMatchObject({ game: 'alliance', scenario: '1804-07', title: 'Austerlitz night', entries: 0, turn: { year: '1804' }, step: { id: 'discard' }, gameOver: null });
    expect(s.powers.find((p: any) => p.power === 'france')).toMatchObject({ player: 'Ann', tracks: { gold: 14, vp: 7, hand: 5 } });
    expect(s.derived.some((d: any) => d.id === 'vp' && d.power === 'britain')).toBe(true);
    expect(s.rules.talleyrand).toBe('initiating');

    // Never overwrites.
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/already exists/);
  });

  it('summarises a played campaign, including entries recovered from the journal', async () => {
    const { campaign } = buildAllianceCampaign({ entries: 400, seed: 7 });
    const file = campaign.toFile();
    const base = 390;
    await saveCampaignFile(at('played.adc'), { header: file.header, entries: file.entries.slice(0, base) }, '1804');
    await appendJournal(at('played.adc'), file.header.id, base, file.entries.slice(base));
    const [valid, json] = await Promise.all([adc(dir, ['campaign', 'validate', 'played.adc']), adc(dir, ['campaign', 'summary', '--json', 'played.adc'])]);
    expect(valid.code).toBe(0);
    expect(valid.stdout).toContain('400 entries');
    expect(valid.stdout).toContain('10 entries recovered from played.adc.journal');
    const s = JSON.parse(json.stdout);
    expect(s.entries).toBe(400);
    expect(s.recoveredFromJournal).toBe(10);
    expect(s.turn.full).toBe(alliance.turnLabel(campaign.state).full);
    const gold = Object.fromEntries(campaign.state.seats.map((x) => [x.empire, x.gold]));
    for (const p of s.powers.filter((x: any) => x.player)) expect(p.tracks.gold).toBe(gold[p.power]);
  });

  it('validate refuses damaged, foreign, newer and unreplayable files with the reason', async () => {
    const good = serializeCampaign(buildAllianceCampaign({ entries: 300, seed: 11 }).campaign.toFile());
    await fs.writeFile(at('truncated.adc'), good.slice(0, Math.floor(good.length / 2)));
    await fs.writeFile(at('foreign.adc'), JSON.stringify({ name: 'my-package', version: '1.0.0' }));
    const newer = JSON.parse(good);
    newer.header.schemaVersion = 99;
    await fs.writeFile(at('newer.adc'), JSON.stringify(newer));
    // An entry the rules refuse: spending more AP than the power has.
    const refused = JSON.parse(good);
    const spend = refused.entries.find((e: any) => e.type === 'action.spend');
    spend.payload.count = 7;
    await fs.writeFile(at('refused.adc'), JSON.stringify(refused));

    const [truncated, foreign, newerRun, refusedRun, missing, summaryOfBad] = await Promise.all([
      adc(dir, ['campaign', 'validate', 'truncated.adc']),
      adc(dir, ['campaign', 'validate', 'foreign.adc']),
      adc(dir, ['campaign', 'validate', 'newer.adc']),
      adc(dir, ['campaign', 'validate', 'refused.adc']),
      inProcess(['campaign', 'validate', at('missing.adc')]),
      inProcess(['campaign', 'summary', at('refused.adc')]),
    ]);
    expect(truncated.code).toBe(1);
    expect(truncated.stderr).toMatch(/INVALID .*truncated\.adc: This file is damaged: it is not readable JSON/);
    expect(foreign.code).toBe(1);
    expect(foreign.stderr).toMatch(/not an Aide-de-Camp campaign file/);
    expect(newerRun.code).toBe(1);
    expect(newerRun.stderr).toMatch(/newer Aide-de-Camp \(file version 99/);
    expect(refusedRun.code).toBe(1);
    expect(refusedRun.stderr).toMatch(new RegExp(`Log entry ${spend.seq} \\(.*\\) cannot be replayed: .*AP left.*this needs 7`));
    for (const r of [truncated, foreign, newerRun, refusedRun]) expect(r.stdout).toBe('');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/There is no campaign file/);
    expect(summaryOfBad.code).toBe(1);
    expect(summaryOfBad.stderr).toMatch(/cannot be replayed/);
  });

  it('new refuses bad set-ups with the right exit code (in-process)', async () => {
    const x = at('x.adc');
    const badPower = await inProcess(['campaign', 'new', 'alliance', '--players', 'Ann:Frnace', '--out', x]);
    const twice = await inProcess(['campaign', 'new', 'alliance', '--players', 'Ann:France,Bo:france', '--out', x]);
    const noOut = await inProcess(['campaign', 'new', 'alliance']);
    const badGame = await inProcess(['campaign', 'new', 'risk', '--out', x]);
    const badScenario = await inProcess(['campaign', 'new', 'alliance', '--scenario', '1900', '--out', x]);
    const badRule = await inProcess(['campaign', 'new', 'alliance', '--rule', 'talleyrand=always', '--out', x]);
    expect(badPower.code).toBe(2);
    expect(badPower.stderr).toMatch(/"Frnace" \(for Ann\) is not a power in Alliance/);
    expect(twice.code).toBe(1);
    expect(twice.stderr).toMatch(/rules refuse this set-up: France is played by two players/);
    expect(noOut.code).toBe(2);
    expect(noOut.stderr).toMatch(/--out FILE/);
    expect(badGame.code).toBe(2);
    expect(badGame.stderr).toMatch(/unknown game "risk"/);
    expect(badScenario.code).toBe(2);
    expect(badScenario.stderr).toMatch(/no scenario "1900"/);
    expect(badRule.code).toBe(1);
    expect(badRule.stderr).toMatch(/Talleyrand.*choose "any-roll" or "initiating"/);
    await expect(fs.access(at('x.adc'))).rejects.toThrow();
  });
});

describe('adc odds', () => {
  it('prints the exact odds as JSON, and exits 2 naming the field on invalid input', async () => {
    await fs.writeFile(at('battle.json'), JSON.stringify(BATTLE));
    const badStrength = structuredClone(BATTLE);
    badStrength.blocks[1]!.strength = 9;
    await fs.writeFile(at('bad-strength.json'), JSON.stringify(badStrength));
    await fs.writeFile(at('bad-json.json'), '{"game": "alliance", "blocks": [');
    const [ok, strength, json, game, noGame, stdin] = await Promise.all([
      adc(dir, ['odds', 'battle.json', '--compact']),
      adc(dir, ['odds', 'bad-strength.json']),
      adc(dir, ['odds', 'bad-json.json']),
      inProcess(['odds', '-'], JSON.stringify({ ...BATTLE, game: 'risk' })),
      inProcess(['odds', '-'], JSON.stringify({ location: 'land' })),
      adc(dir, ['odds', '-'], JSON.stringify({ ...BATTLE, blocks: [{ ...BATTLE.blocks[0], firepower: 'Z9' }, BATTLE.blocks[2]] })),
    ]);
    expect(ok.code).toBe(0);
    const r = JSON.parse(ok.stdout);
    expect(r.game).toBe('alliance');
    expect(r.attackerHolds + r.defenderHolds).toBeCloseTo(1, 9);

    expect(strength.code).toBe(2);
    expect(strength.stdout).toBe('');
    expect(strength.stderr).toMatch(/invalid input at blocks\[1\]\.strength/);
    expect(json.code).toBe(2);
    expect(json.stderr).toMatch(/bad-json\.json is not valid JSON/);
    expect(game.code).toBe(2);
    expect(game.stderr).toMatch(/invalid input at game: unknown game "risk"/);
    expect(noGame.code).toBe(2);
    expect(noGame.stderr).toMatch(/invalid input at game: missing/);
    expect(stdin.code).toBe(2);
    expect(stdin.stderr).toMatch(/invalid input at blocks\[0\]\.firepower/);
  });

  it('takes Napoleon’s Imperium battles too, naming the field on invalid input', async () => {
    const ni = { game: 'napoleons-imperium', kind: 'land', attacker: [{ id: 'fr-inf', type: 'infantry', hitValue: 4, count: 3 }], defender: [{ id: 'au-inf', type: 'infantry', hitValue: 3, count: 3 }] };
    const ok = await inProcess(['odds', '-', '--compact'], JSON.stringify(ni));
    expect(ok.code).toBe(0);
    const r = JSON.parse(ok.stdout);
    expect(r.attackerWins + r.defenderWins + r.draw).toBeCloseTo(1, 9);
    expect(r.attackerWins).toBeGreaterThan(r.defenderWins);
    const bad = await inProcess(['odds', '-'], JSON.stringify({ ...ni, attacker: [{ ...ni.attacker[0], count: -1 }] }));
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/invalid input at attacker\[0\]\.count/);
    const unknown = await inProcess(['odds', '-'], JSON.stringify({ game: 'austerlitz' }));
    expect(unknown.stderr).toMatch(/unknown game "austerlitz" \(available: alliance, imperial-borders, le-grand-empire, napoleons-imperium, congress-of-vienna\)/);
  });
});

describe('adc help and usage', () => {
  it('prints help for every command and exits 2 on usage errors (in-process, plus one real run)', async () => {
    const real = await adc(dir, ['campaign', 'new', '--help']);
    expect(real.code).toBe(0);
    expect(real.stdout).toContain('--players LIST');
    const runs: Ran[] = [];
    for (const args of [
      ['--help'],
      ['campaign', '--help'],
      ['campaign', 'new', '--help'],
      ['campaign', 'validate', '--help'],
      ['campaign', 'summary', '-h'],
      ['odds', '--help'],
      [],
      ['frobnicate'],
      ['campaign', 'validate', '--strict', 'x.adc'],
    ]) runs.push(await inProcess(args));
    const [top, camp, nw, val, sum, odds, none, unknown, badFlag] = runs;
    for (const r of [top, camp, nw, val, sum, odds]) expect(r!.code).toBe(0);
    expect(top!.stdout).toContain('adc campaign new <game>');
    expect(camp!.stdout).toContain('adc campaign validate FILE');
    expect(nw!.stdout).toContain('--players LIST');
    expect(val!.stdout).toContain('journal');
    expect(sum!.stdout).toContain('--json');
    expect(odds!.stdout).toContain('--compact');
    expect(none!.code).toBe(2);
    expect(none!.stderr).toContain('Usage:');
    expect(unknown!.code).toBe(2);
    expect(unknown!.stderr).toMatch(/unknown command "frobnicate"/);
    expect(badFlag!.code).toBe(2);
    expect(badFlag!.stderr).toMatch(/Unknown option '--strict'/);
  });
});

describe('adc data', () => {
  it('prints every game’s template pack, which validates; a broken pack exits 1 with every problem', async () => {
    const games = ['alliance', 'imperial-borders', 'le-grand-empire', 'napoleons-imperium', 'congress-of-vienna'];
    for (const g of games) {
      const t = await inProcess(['data', 'template', g]);
      expect(t.code).toBe(0);
      const pack = JSON.parse(t.stdout);
      expect(pack).toMatchObject({ format: 'aide-de-camp-data-pack', game: g });
      await fs.writeFile(at(`${g}.pack.json`), t.stdout);
    }
    const alliancePack = JSON.parse(await fs.readFile(at('alliance.pack.json'), 'utf8'));
    expect(alliancePack.tables.cards.rows.find((r: any) => r.key === '42').cells.empire).toEqual({ v: 'france', src: 'rulebook', cite: '3.3' });
    expect(alliancePack.tables.cards.rows.find((r: any) => r.key === '1').cells.empire.src).toBe('missing');
    const ok = await adc(dir, ['data', 'validate', 'alliance.pack.json']);
    expect(ok.code).toBe(0);
    expect(ok.stdout).toMatch(/OK alliance\.pack\.json: Alliance pack .* required values still missing/);
    alliancePack.tables.blocks.rows[0].cells.maxStrength = { v: 7, src: 'group' };
    alliancePack.tables.cards.rows.pop();
    await fs.writeFile(at('broken.json'), JSON.stringify(alliancePack));
    const bad = await inProcess(['data', 'validate', at('broken.json')]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/Max strength must be at most 4 \(got 7\)/);
    expect(bad.stderr).toMatch(/row 42 is missing/);
    await fs.writeFile(at('foreign.json'), '{"name":"x"}');
    expect((await inProcess(['data', 'validate', at('foreign.json')])).stderr).toMatch(/not an Aide-de-Camp data pack/);
    expect((await inProcess(['data', 'template', 'risk'])).code).toBe(2);
    expect((await inProcess(['data', 'validate', at('nope.json')])).code).toBe(2);
  });
});
