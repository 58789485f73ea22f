// The renderer's game registry: what the shortcut list and the calculator keys read from it, and the keys a
// game may not take.
import { describe, expect, it } from 'vitest';
import { calculatorGames, gameUi, gameUis, loadGameScreens, registerGameUi, shortcutList } from './registry';

describe('the renderer game registry', () => {
  it('gives every registered game its entry, and nothing for a game it does not know', () => {
    expect(gameUis().length).toBeGreaterThanOrEqual(2);
    for (const g of gameUis()) expect(gameUi(g.id)).toBe(g);
    expect(gameUi('no-such-game')).toBeUndefined();
    expect(gameUi(null)).toBeUndefined();
    expect(loadGameScreens('no-such-game')).toBeUndefined();
  });

  it('loads each game’s screens once: its panels, and the calculator screen its entry names', async () => {
    for (const g of gameUis()) {
      const p = loadGameScreens(g.id)!;
      expect(loadGameScreens(g.id)).toBe(p);
      const s = await p;
      expect(s.panels).toBeDefined();
      expect(!!s.Calculator, g.id).toBe(!!g.calculator);
    }
  });

  it('tries a game’s screens again after a failed load', async () => {
    let calls = 0;
    registerGameUi({ id: 'test-flaky', screens: async () => (++calls === 1 ? Promise.reject(new Error('offline')) : { panels: {} }) });
    await expect(loadGameScreens('test-flaky')).rejects.toThrow('offline');
    await expect(loadGameScreens('test-flaky')).resolves.toEqual({ panels: {} });
    expect(calls).toBe(2);
  });

  it('lists each calculator’s C key once in the shortcut list, and a game’s own commands only in its campaigns', () => {
    registerGameUi({ id: 'test-commands', screens: async () => ({ panels: {} }), commands: [{ key: 'm', label: 'M', what: 'Mark the map', run: () => {} }] });
    const calcs = calculatorGames();
    expect(calcs.length).toBeGreaterThan(0);
    const home = shortcutList(null);
    expect(home.filter((s) => s.keys.includes('C')).map((s) => s.what)).toEqual(calcs.map((g) => g.calculator.help));
    expect(home.some((s) => s.what === 'Mark the map')).toBe(false);
    expect(shortcutList('test-commands').find((s) => s.what === 'Mark the map')?.keys).toEqual(['M']);
    // The app's own keys come first and last, as before.
    expect(home[0]!.what).toBe('Next step');
    expect(home[home.length - 1]!.what).toBe('Close a dialog or message');
  });

  it('refuses a game command on a key the app uses', () => {
    expect(() => registerGameUi({ id: 'test-bad-key', screens: async () => ({ panels: {} }), commands: [{ key: 'n', label: 'N', what: 'Nudge', run: () => {} }] })).toThrow(/the key "n" is the app's own/);
    expect(gameUi('test-bad-key')).toBeUndefined();
    // D opens the campaign's data editor.
    expect(() => registerGameUi({ id: 'test-bad-key', screens: async () => ({ panels: {} }), commands: [{ key: 'd', label: 'D', what: 'Draw', run: () => {} }] })).toThrow(/the key "d" is the app's own/);
  });
});
