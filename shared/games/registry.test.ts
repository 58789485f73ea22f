import { describe, expect, it } from 'vitest';
import { GAME_DATA, GAME_NAMES, GAME_RULES } from '../data/registry';
import { GAME_IDS } from './ids';
import { GAMES, findGame, gameEntry, loadOdds, moduleGames, oddsGames } from './registry';

describe('the game registry', () => {
  it('has exactly one entry per known game id, each consistent with its module and data', () => {
    expect(GAMES.map((g) => g.id).sort()).toEqual([...GAME_IDS].sort());
    for (const g of GAMES) {
      expect(g.data.game).toBe(g.id);
      if (g.module) {
        expect(g.module.id).toBe(g.id);
        expect(g.module.name).toBe(g.name);
        expect(g.module.sequence.units.turn).not.toBe('');
      }
      expect(GAME_DATA[g.id]).toBe(g.data);
      expect(GAME_RULES[g.id]).toBe(g.rules);
      expect(GAME_NAMES[g.id]).toBe(g.name);
    }
    expect(moduleGames().length).toBeGreaterThanOrEqual(2);
  });

  it('looks games up by id and refuses an unknown one', () => {
    expect(findGame('no-such-game')).toBeUndefined();
    expect(() => gameEntry('no-such-game')).toThrow(/does not know the game "no-such-game"/);
    expect(gameEntry(GAMES[0]!.id)).toBe(GAMES[0]);
  });

  it('loads every declared odds engine, whose jobs are the ones the entry names, each with a battle job', async () => {
    expect(oddsGames().length).toBeGreaterThanOrEqual(2);
    for (const g of oddsGames()) {
      const odds = await loadOdds(g.id);
      expect(odds, g.id).toBeDefined();
      expect(Object.keys(odds!.jobs).sort()).toEqual([...g.odds.jobs].sort());
      expect(g.odds.jobs).toContain('battle');
      expect(odds!.isInputError(new Error('x'))).toBe(false);
    }
    expect(await loadOdds('no-such-game')).toBeUndefined();
  });

  it('answers a battle job through the registry like adc odds, and refuses a malformed job', async () => {
    const g = gameEntry(GAMES.find((x) => x.odds && x.module)!.id);
    const odds = (await g.odds!.load())!;
    const job = odds.jobs['battle']!;
    expect(job.schema.safeParse({ input: 1 }).success).toBe(true); // the engine checks the input itself
    expect(job.schema.safeParse('battle').success).toBe(false);
    let err: unknown;
    try {
      job.run(job.schema.parse({ input: { game: g.id } }));
    } catch (e) {
      err = e;
    }
    expect(odds.isInputError(err)).toBe(true);
    expect((err as { field?: string }).field).toBeTypeOf('string');
  });
});

// Compile-time: the renderer-facing job map carries each job's request and result types.
type _Check = import('./registry').OddsJobsByGame;
const _jobName: keyof _Check[import('./registry').OddsGameId] = 'battle';
void _jobName;
