// The one odds worker's message handling (answer(), what the worker posts back), in Node: every job kind,
// Napoleon's Imperium jobs with the campaign's data pack, and malformed requests refused with the field.
import { describe, expect, it } from 'vitest';
import { setCell, templatePack, type DataPack } from '../../../shared/data/tables';
import { NAPOLEONS_IMPERIUM_DATA } from '../../../shared/games/napoleons-imperium/tables';
import { computeImperiumOdds, createBattle, oddsFromState, applyAction, type ImperiumOddsInput } from '../../../shared/games/napoleons-imperium/battle';
import { answer } from './odds.worker';
import { jobKey, packDigest } from './odds-client';
import type { ImperiumFightResult } from '../../../shared/games/napoleons-imperium/odds-jobs';
import type { OddsJob, OddsResponse } from './protocol';

const land: ImperiumOddsInput = {
  game: 'napoleons-imperium',
  kind: 'land',
  attackerNation: 'fr',
  defenderNation: 'pr',
  attacker: [{ id: 'a-inf', type: 'infantry', count: 4 }],
  defender: [{ id: 'd-inf', type: 'infantry', count: 3 }],
};

const ask = (job: OddsJob | Record<string, unknown>, id = 7): Promise<OddsResponse> => answer({ id, job });
const ok = async <T,>(p: Promise<OddsResponse>): Promise<T> => {
  const r = await p;
  if (!r.ok) throw new Error(`${r.error.name}: ${r.error.message}`);
  return r.result as T;
};

describe('the odds worker: Napoleon’s Imperium jobs with the campaign’s data pack', () => {
  const rulebook = templatePack(NAPOLEONS_IMPERIUM_DATA);
  // The group's pack gives French infantry an attack of 9 instead of the rulebook's value.
  const group: DataPack = setCell(NAPOLEONS_IMPERIUM_DATA, rulebook, 'hit-values', 'fr:attack:fine', 'infantry', 9);

  it('looks values up in the pack sent with the job, and in the rulebook without one', async () => {
    const plain = await ok<{ attackerWins: number; units: { attacker: Array<{ value: number }> } }>(ask({ game: 'napoleons-imperium', job: 'battle', input: land }));
    const withPack = await ok<{ attackerWins: number; units: { attacker: Array<{ value: number }> } }>(ask({ game: 'napoleons-imperium', job: 'battle', input: land, pack: group }));
    expect(withPack.units.attacker[0]!.value).toBe(9);
    expect(plain.units.attacker[0]!.value).not.toBe(9);
    expect(withPack.attackerWins).toBeCloseTo(computeImperiumOdds(land, { pack: group }).attackerWins, 12);
    expect(withPack.attackerWins).toBeGreaterThan(plain.attackerWins);
  });

  it('units needed and the best commanders, with the pack', async () => {
    const needed = await ok<{ count: number | null; current: { count: number } }>(ask({ game: 'napoleons-imperium', job: 'needed', input: land, pack: group, query: { id: 'a-inf', target: 0.95, max: 20 } }));
    expect(needed.current.count).toBe(4);
    expect(needed.count).not.toBeNull();
    const cmds = await ok<{ options: unknown[] }>(ask({ game: 'napoleons-imperium', job: 'commanders', input: { ...land, commanders: [{ id: 'fr-major', side: 'attacker', rank: 'major', nation: 'fr' }] }, pack: group, side: 'attacker' }));
    expect(cmds.options.length).toBeGreaterThan(1);
  });

  it('missing data names the table to fill in', async () => {
    const r = await ask({ game: 'napoleons-imperium', job: 'battle', input: { ...land, kind: 'invasion', attackerNation: 'gb', attacker: [{ id: 'f', type: 'fleet', count: 2, cargo: [{ type: 'infantry', count: 1 }] }] }, pack: rulebook });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.kind).toBe('missing-data');
      expect(r.error.table).toBe('invasion-values');
      expect(r.error.tableTitle).toMatch(/Invasion fire/);
    }
  });

  it('a fight: its pending decision, the odds from here, and the odds of a casualty choice (or the rule it breaks)', async () => {
    const input: ImperiumOddsInput = {
      game: 'napoleons-imperium', kind: 'land',
      attacker: [{ id: 'a', type: 'infantry', count: 3, hitValue: 6 }],
      defender: [{ id: 'own', type: 'infantry', count: 2, hitValue: 5 }, { id: 'ally', type: 'cavalry', count: 1, hitValue: 5, ally: true }, { id: 'art', type: 'artillery', count: 1, hitValue: 5 }],
    };
    const { setup, state } = createBattle(input);
    const start = await ok<ImperiumFightResult>(ask({ game: 'napoleons-imperium', job: 'fight', setup, state }));
    expect(start.pending.kind).toBe('roll');
    expect(start.fromHere!.attackerWins).toBeCloseTo(oddsFromState(setup, state)!.attackerWins, 12);
    // Two hits on the defender: the ally goes first (forced), then the defender chooses between its own infantry and artillery.
    const rolled = applyAction(setup, state, { type: 'roll', faces: [[1, 1, 10], [10, 10, 10, 10]] });
    expect(rolled.pending.kind).toBe('casualties');
    const mid = await ok<ImperiumFightResult>(ask({ game: 'napoleons-imperium', job: 'fight', setup, state: rolled.state }));
    expect(mid.fromHere).toBeNull();
    const keepArt = (await ok<ImperiumFightResult>(ask({ game: 'napoleons-imperium', job: 'fight', setup, state: rolled.state, choice: { type: 'casualties', side: 'defender', remove: { own: 1 } } }))).choice!;
    const keepInf = (await ok<ImperiumFightResult>(ask({ game: 'napoleons-imperium', job: 'fight', setup, state: rolled.state, choice: { type: 'casualties', side: 'defender', remove: { art: 1 } } }))).choice!;
    expect(keepArt.error).toBeNull();
    expect(keepArt.fromHere!.attackerWins).toBeCloseTo(oddsFromState(setup, applyAction(setup, rolled.state, { type: 'casualties', side: 'defender', remove: { own: 1 } }).state)!.attackerWins, 12);
    // Same values on both: the choice does not change the odds; a wrong count is refused in the resolver's words.
    expect(keepInf.fromHere!.attackerWins).toBeCloseTo(keepArt.fromHere!.attackerWins, 12);
    const wrong = (await ok<ImperiumFightResult>(ask({ game: 'napoleons-imperium', job: 'fight', setup, state: rolled.state, choice: { type: 'casualties', side: 'defender', remove: { own: 1, art: 1 } } }))).choice!;
    expect(wrong.error).toMatch(/1 casualty to remove, got 2/);
    expect(wrong.fromHere).toBeNull();
  });
});

describe('the odds worker checks every request', () => {
  it('refuses a malformed request and names the field', async () => {
    const r = await ask({ game: 'napoleons-imperium', job: 'needed', input: land, query: { id: 'a-inf', target: 2 } });
    expect(r).toMatchObject({ id: 7, ok: false, error: { name: 'OddsProtocolError', kind: 'protocol', field: 'job.query.target' } });
    const k = await ask({ game: 'napoleons-imperium', job: 'everything', input: land });
    expect(k.ok).toBe(false);
    if (!k.ok) expect(k.error.field).toBe('job.job');
    expect(await answer({ job: { game: 'napoleons-imperium', job: 'battle', input: land } })).toMatchObject({ id: -1, ok: false, error: { field: 'id' } });
  });

  it('refuses a game it has no odds for, naming the field', async () => {
    const r = await ask({ game: 'no-such-game', job: 'battle', input: land });
    expect(r).toMatchObject({ ok: false, error: { kind: 'protocol', field: 'job.game' } });
  });

  it('tells the game’s own input errors (by the game’s error classes) from anything else', async () => {
    const bad = await ask({ game: 'napoleons-imperium', job: 'battle', input: { ...land, attacker: [{ id: 'a-inf', type: 'infantry', count: -1 }] } });
    expect(bad).toMatchObject({ ok: false, error: { kind: 'input', name: 'ImperiumInputError' } });
    if (!bad.ok) expect(bad.error.field).toMatch(/attacker/);
    const alliance = await ask({ game: 'alliance', job: 'battle', input: { game: 'alliance', location: 'land', blocks: [] } });
    expect(alliance).toMatchObject({ ok: false, error: { kind: 'input' } });
  });

  it('refuses a data pack of another game', async () => {
    const other = { ...templatePack(NAPOLEONS_IMPERIUM_DATA), game: 'alliance' };
    const r = await ask({ game: 'napoleons-imperium', job: 'battle', input: land, pack: other });
    expect(r).toMatchObject({ ok: false, error: { kind: 'protocol', field: 'job.pack.game' } });
  });

  it('refuses a fight whose state is not a resolver state', async () => {
    const { setup } = createBattle(land);
    const r = await ask({ game: 'napoleons-imperium', job: 'fight', setup, state: { stage: 'charge' } });
    expect(r).toMatchObject({ ok: false, error: { kind: 'protocol', field: 'job.state.stage' } });
  });

  it('still runs the Alliance calculator’s jobs', async () => {
    const r = ask({
      game: 'alliance',
      job: 'battle',
      input: { game: 'alliance', location: 'land', blocks: [{ id: 'a', side: 'attacker', type: 'infantry', firepower: 'C3', strength: 3 }, { id: 'd', side: 'defender', type: 'infantry', firepower: 'C2', strength: 2 }] },
    });
    expect((await ok<{ attackerHolds: number }>(r)).attackerHolds).toBeGreaterThan(0);
  });
});

describe('job keys: a data pack by its fingerprint', () => {
  const a = templatePack(NAPOLEONS_IMPERIUM_DATA);
  it('same content, same key; one cell changed, another key', async () => {
    const copy = JSON.parse(JSON.stringify(a)) as DataPack;
    expect(jobKey({ game: 'napoleons-imperium', job: 'battle', input: land, pack: a })).toBe(jobKey({ game: 'napoleons-imperium', job: 'battle', input: land, pack: copy }));
    const b = setCell(NAPOLEONS_IMPERIUM_DATA, a, 'hit-values', 'pr:defence:fine', 'infantry', 3);
    expect(packDigest(b)).not.toBe(packDigest(a));
    expect(jobKey({ game: 'napoleons-imperium', job: 'battle', input: land, pack: b })).not.toBe(jobKey({ game: 'napoleons-imperium', job: 'battle', input: land, pack: a }));
    expect(jobKey({ game: 'napoleons-imperium', job: 'battle', input: land, pack: a }).length).toBeLessThan(1000);
  });
});
