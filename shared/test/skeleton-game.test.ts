// Adding a fourth game is its folder plus one registry line: the skeleton (not shipped), registered here,
// gets a campaign that is created, stepped through its own step hooks, gated by the engine, and answered
// by the odds path the worker and `adc odds` use.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../../bin/cli';
import { Campaign } from '../engine/campaign';
import { GAME_OVER } from '../engine/sequence';
import { buildView } from '../ipc/view';
import { findGame, gameModule, loadOdds, moduleGames, oddsGames, registerGame } from '../games/registry';
import { SKELETON_GAME, SKELETON_ID, skeletonHeader, skeletonModule } from './skeleton-game';

let unregister: () => void = () => {};
beforeAll(() => {
  unregister = registerGame(SKELETON_GAME);
});
afterAll(() => unregister());

describe('a fourth game added through the registry', () => {
  it('is listed with a module and odds, and looked up by id', () => {
    expect(findGame(SKELETON_ID)).toBe(SKELETON_GAME);
    expect(gameModule(SKELETON_ID)).toBe(skeletonModule);
    expect(moduleGames().map((g) => g.id)).toContain(SKELETON_ID);
    expect(oddsGames().map((g) => g.id)).toContain(SKELETON_ID);
    expect(() => registerGame(SKELETON_GAME)).toThrow(/already registered/);
  });

  it('makes a campaign that steps through its own hooks, gated by the engine, in its own words', () => {
    const c = Campaign.create(gameModule(SKELETON_ID), skeletonHeader());
    // The muster step's own onEnter ran when the campaign started; its prompt and canLeave are used.
    expect(c.state).toMatchObject({ mustered: true, position: { stepId: 'muster' } });
    const view = buildView(c, null);
    expect(view.prompt).toBe('Raise levies: north, south.');
    expect(view.units).toEqual({ year: 'Campaign Year', turn: 'Round' });
    expect(view.canLeaveStep).toBe('Every power raises at least one levy first.');
    expect(JSON.parse(JSON.stringify(view.sequence))).toEqual(view.sequence); // data only: no hooks cross to the screen
    expect(() => c.act('sequence.next', {})).toThrow('Every power raises at least one levy first.');
    expect(() => c.act('skeleton.victory', { power: 'north' })).toThrow('Not now: this is done at the battle.');
    c.act('skeleton.levy', { power: 'north' });
    c.act('skeleton.levy', { power: 'south' });
    c.act('sequence.next', {});
    expect(c.state.position.stepId).toBe('battle');
    // The battle step has no hooks: the module's prompt is the fallback.
    expect(buildView(c, null).prompt).toBe('Record the winner of the battle.');
    expect(() => c.act('skeleton.levy', { power: 'north' })).toThrow('Not now: this is done at the muster.');
    for (let round = 0; round < 3; round++) {
      if (round) {
        c.act('sequence.next', {}); // to the next Round's muster
        c.act('skeleton.levy', { power: 'north' });
        c.act('skeleton.levy', { power: 'south' });
        c.act('sequence.next', {});
      }
      c.act('skeleton.victory', { power: 'south' });
    }
    expect(c.state.gameOver).toMatchObject({ winners: ['south'] });
    expect(() => c.act('skeleton.victory', { power: 'north' })).toThrow(GAME_OVER);
    expect(() => c.act('skeleton.levy', { power: 'north' })).toThrow(GAME_OVER);
    // The log replays to the same state.
    expect(Campaign.load(skeletonModule, c.toFile()).state).toEqual(c.state);
  });

  it('answers its odds through the registry and the CLI, exactly: P(at least one 6 in n dice) = 1 - (5/6)^n', async () => {
    const odds = (await loadOdds(SKELETON_ID))!;
    const job = odds.jobs['battle']!;
    const r = job.run(job.schema.parse({ input: { game: SKELETON_ID, dice: 3 } })) as { attackerWins: number };
    expect(r.attackerWins).toBeCloseTo(1 - (5 / 6) ** 3, 12);
    let out = '';
    let err = '';
    const io = { out: (t: string) => void (out += t), err: (t: string) => void (err += t), readStdin: async () => JSON.stringify({ game: SKELETON_ID, dice: 2 }) };
    expect(await run(['odds', '-', '--compact'], io)).toBe(0);
    expect(JSON.parse(out).attackerWins).toBeCloseTo(11 / 36, 12);
    const bad = { ...io, out: () => {}, err: (t: string) => void (err += t), readStdin: async () => JSON.stringify({ game: SKELETON_ID, dice: 0 }) };
    expect(await run(['odds', '-'], bad)).toBe(2);
    expect(err).toMatch(/invalid input at dice/);
  });
});
